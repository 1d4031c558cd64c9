"""The one ruling loop of a partida, whatever its system (issue 23): the score carried from hand to hand (or volta to
volta), the mão passing to the next seat unless the record names it, the end at the system's target wherever it
falls — a hand recorded after it does not count — and the last recorded hand allowed to be in progress (contract v3
§12). What only a system has is its hook's (:class:`~arbitro.nucleo.partida.RegrasDaPartida`: the mão de onze, the
camas…) and the unit it plays: a hand of duplas (:mod:`arbitro.torneio.partida_geral`) or the MTG's volta of roda
or of three testas (:mod:`arbitro.torneio.partida`, on :class:`~arbitro.nucleo.partida.RegrasComTesta`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from arbitro.nucleo.partida import Consultar, EstadoDaPartida, RegrasDaPartida

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao, Observacao
    from arbitro.nucleo.leituras import Leitura

U = TypeVar("U")  # the unit the system's partida is recorded in: a hand, a volta
R = TypeVar("R", bound=RegrasDaPartida)


def vencedor_de_inicio(placar: Mapping[str, int], alvo: int) -> str | None:
    """The side already at the target in the score the record begins at (contract v1 §1: the partida is over)."""
    return next((t for t, n in placar.items() if n >= alvo), None)


def ordem_da_mesa(assentos: Sequence[str], assento: int) -> tuple[str, ...]:
    """The order of play of a hand whose mão sits at ``assento``: from the mão, round the table (contract v3 §12)."""
    return tuple(assentos[(assento + i) % len(assentos)] for i in range(len(assentos)))


class LacoDaPartida(Generic[U, R]):
    """One run over the recorded units of a partida: :meth:`percorrer` plays each while nobody has won
    (:meth:`jogar`) and says each one recorded after the end (:meth:`depois_do_fim`); :meth:`carregar` carries a
    ruling into the partida through the hook. A subclass gives the unit's seat, its play and the words."""

    def __init__(self, regras: R, estado: EstadoDaPartida, lugares: int, *, camas: bool = False) -> None:
        self.r = regras
        self.estado = estado
        self.lugares = lugares
        # a score at the target closes the partida before the record begins (a cama closed is the hook's, not this)
        if not camas:
            estado.vencedor = vencedor_de_inicio(estado.placar, estado.alvo)
        self.fim: str | None = "antes do começo do registro" if estado.vencedor else None

    @property
    def placar(self) -> dict[str, int]:
        return self.estado.placar

    @property
    def vencedor(self) -> str | None:
        return self.estado.vencedor

    def percorrer(self, unidades: Sequence[U]) -> None:
        """Every recorded unit in order; the mão passes to the seat the hook says (contract v3 §12: the next)."""
        assento = 0
        for i, u in enumerate(unidades):
            assento = self.assento(u, assento)
            if self.estado.vencedor is not None:
                self.depois_do_fim(u, assento)
            else:
                self.jogar(u, assento, ultima=i == len(unidades) - 1)
            assento = self.r.proximo(assento, self.lugares, self.consultar)

    def carregar(self, numero: int, cenario: object, decisao: Decisao, onde: str) -> tuple[Decisao, list[Observacao]]:
        """The ruling of a hand into the partida (the score, and who won it, where: ``onde``), by the hook."""
        decisao, obs = self.r.depois(self.estado, numero, cenario, decisao, self.consultar)
        if self.estado.vencedor is not None and self.fim is None:
            self.fim = onde
        return decisao, obs

    # -- what the system's unit gives --

    def assento(self, unidade: U, passado: int) -> int:
        """The seat of ``unidade``'s mão: the one the record names, or ``passado`` (the deal passed on)."""
        return passado

    def consultar(self, leitura: Leitura, efeito: str | Mapping[str, str]) -> str:
        """The option in force at ``leitura``, a reading the hook asks (:data:`Consultar`)."""
        raise NotImplementedError

    def jogar(self, unidade: U, assento: int, ultima: bool) -> None:
        """Rule ``unidade`` (its mão at ``assento``); ``ultima``: the last recorded, which may be in progress."""
        raise NotImplementedError

    def depois_do_fim(self, unidade: U, assento: int) -> None:
        """``unidade`` was recorded after the partida ended: it does not count (the target's rule)."""
        raise NotImplementedError


__all__ = ["Consultar", "LacoDaPartida", "ordem_da_mesa", "vencedor_de_inicio"]
