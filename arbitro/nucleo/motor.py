"""The one shape of a hand engine (issue 22), whatever its system: built on the hand's start (the scenario and the
readings in force), it applies the events one at a time to the state it owns — each act checked by the same code
that applies it (:mod:`arbitro.nucleo.apostas`) — and settles the hand into a ruling (:mod:`arbitro.nucleo.mao`).

What is the same for every engine lives here, once: the replay (each observation tagged with the event that raised
it), the ruling with what every other option of each reading consulted would give (the hand ruled again under it),
and what the last events raised on the state the events before them reached (what ``arbitro pode`` asks). A system
gives its engine as a :data:`NovoMotor` (:meth:`arbitro.nucleo.sistema.Sistema.motor`); the rules stay the
system's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from arbitro.nucleo.decisao import com_outras_opcoes

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao, Observacao
    from arbitro.nucleo.leituras import Escolha, Selecao
    from arbitro.nucleo.mao import Levantadas


class CenarioDaMao(Protocol):
    """What the kernel reads of a scenario: its events in order and the readings it chooses."""

    @property
    def eventos(self) -> Sequence[Any]: ...

    @property
    def leituras(self) -> Mapping[str, str]: ...


class MotorDaMao(Protocol):
    """A hand engine: its state so far, one event at a time, and the ruling."""

    @property
    def levantadas(self) -> Levantadas:
        """Every observation raised, with the event that raised it (:class:`arbitro.nucleo.mao.Levantadas`)."""

    @property
    def escolhas(self) -> Mapping[str, Escolha]:
        """The readings consulted so far, and the option applied at each."""

    def evento(self, ev: Any) -> None:
        """Apply one event of the scenario to the state: an irregular or void act is observed, never applied."""

    def liquidar(self) -> Decisao:
        """Settle the hand (the awards in the ledger, up to the target) into the ruling."""

    def diferenca(self, decisao: Decisao, outra: Decisao) -> str:
        """What the ruling ``outra`` (under another option) changes in ``decisao``, in the system's words."""


class EstadoDaMao(Protocol):
    """The hand's own state as an engine keeps it: what the kernel asks of an engine is asked of it."""

    @property
    def levantadas(self) -> Levantadas: ...

    @property
    def escolhas(self) -> Mapping[str, Escolha]: ...


E = TypeVar("E", bound=EstadoDaMao)


class SobreAMao(Generic[E]):
    """An engine whose state is one hand object ``m`` (the two families'): the observations raised and the readings
    consulted are the hand's, answered here once for every such engine."""

    m: E

    @property
    def levantadas(self) -> Levantadas:
        return self.m.levantadas

    @property
    def escolhas(self) -> Mapping[str, Escolha]:
        return self.m.escolhas


M = TypeVar("M", bound=MotorDaMao)
C = TypeVar("C", bound=CenarioDaMao)

NovoMotor = Callable[[Any, "Selecao"], MotorDaMao]
"""How a system builds its engine on a hand's start: ``novo(cenario, selecao)``."""


def reproduzir(motor: M, eventos: Sequence[Any]) -> M:
    """Apply ``eventos`` in order, each observation raised recorded with the index of the event (-1 after them)."""
    levantadas, evento = motor.levantadas, motor.evento  # looked up once: this loop is the hot path of a ruling
    for i, ev in enumerate(eventos):
        levantadas.indice = i
        evento(ev)
    levantadas.indice = -1
    return motor


def julgar(novo: Callable[[C, Selecao], MotorDaMao], cenario: C, selecao: Selecao) -> Decisao:
    """The ruling on ``cenario`` under ``selecao`` (the scenario's own ``leituras:`` win), with what every other
    option of each reading consulted would give (contract v2 §8)."""
    selecao = selecao.com_cenario(cenario.leituras)
    m = reproduzir(novo(cenario, selecao), cenario.eventos)
    decisao = m.liquidar()
    if not m.escolhas:
        return decisao
    return com_outras_opcoes(
        decisao, m.escolhas,
        lambda opcao: reproduzir(novo(cenario, selecao.com_cenario(opcao)), cenario.eventos).liquidar(),
        m.diferenca)


def levantadas_pelos_ultimos(novo: Callable[[C, Selecao], MotorDaMao], cenario: C, selecao: Selecao,
                             quantos: int) -> list[Observacao]:
    """What the last ``quantos`` events of ``cenario`` raised, applied to the state the events before them reached
    — each observation every time it is raised (a void call said twice is void twice). The hand is not settled."""
    m = reproduzir(novo(cenario, selecao.com_cenario(cenario.leituras)), cenario.eventos)
    return m.levantadas.dos_eventos(len(cenario.eventos) - quantos)
