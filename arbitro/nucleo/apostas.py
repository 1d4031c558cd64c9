"""Bet ladders: the steps of a raise-and-answer bet (the truco of every system, the envido chains), as values.

A :class:`Escada` is a sequence of :class:`Degrau` — what the step is called, what it gives accepted and
refused, and the rule that prices it. Who may raise the next step is the system's rule (:attr:`Escada.quem_sobe`),
not the kernel's: MTG gives the raise to the side that accepted the last step; the paulista to the side that did
not ask the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, NamedTuple, Protocol, TypeVar

QuemSobe = Literal["quem-aceitou", "quem-nao-pediu"]


class Impedimento(NamedTuple):
    """Why a bet or a raise is not allowed (void), and the rule that says so: the answer of a ladder's legality
    check, asked without applying the move (issue 14: verify before do)."""

    motivo: str
    artigo: str
    outros: tuple[str, ...] = ()  # further rules the answer cites (an MTG raise: Art. 10, VIII, h and Art. XVI)

    @property
    def artigos(self) -> tuple[str, ...]:
        return (self.artigo, *self.outros)


class Degrau(NamedTuple):
    """One step of a ladder: its name as said at the table, its value accepted and refused, its rule."""

    nome: str
    aceito: int
    recusado: int
    artigo: str


class Escada(NamedTuple):
    """A ladder of steps, lowest first, and who may raise to the next one."""

    degraus: tuple[Degrau, ...]
    quem_sobe: QuemSobe = "quem-aceitou"
    sem_aposta: int = 1  # what the hand is worth when nobody bet

    def degrau(self, nivel: int) -> Degrau:
        """The step at ``nivel`` (1 for the first)."""
        return self.degraus[nivel - 1]

    def proximo(self, nivel: int) -> Degrau | None:
        """The step above ``nivel`` (0: no bet yet), or None at the top."""
        return self.degraus[nivel] if nivel < len(self.degraus) else None

    def nivel_de(self, nome: str) -> int | None:
        for i, d in enumerate(self.degraus, 1):
            if d.nome == nome:
                return i
        return None

    def em_jogo(self, nivel: int) -> int:
        """What the hand is worth to its winner with ``nivel`` accepted (0: nothing bet)."""
        return self.sem_aposta if nivel == 0 else self.degrau(nivel).aceito

    def pode_subir(self, lado: str, proponente: str | None, aceitou: str | None) -> bool:
        """Whether ``lado`` may raise the accepted step (``proponente`` asked it, ``aceitou`` accepted it)."""
        if self.quem_sobe == "quem-aceitou":
            return aceitou is None or lado == aceitou
        return proponente is None or lado != proponente


def escada(passos: Sequence[tuple[str, int, int, str]], quem_sobe: QuemSobe = "quem-aceitou",
           sem_aposta: int = 1) -> Escada:
    return Escada(tuple(Degrau(*p) for p in passos), quem_sobe, sem_aposta)


# --- a bet on a ladder, as owned state: verify before do ----------------------------------------------------

class Pedida(Protocol):
    """A request of a ladder's step, as each family records it (more fields are the family's own)."""

    @property
    def nivel(self) -> int: ...

    @property
    def lado(self) -> str: ...

    @property
    def jogador(self) -> str: ...


P = TypeVar("P", bound=Pedida)


class LanceImpedido(Exception):
    """An act tried on a bet that its own check forbids: the engine asks :meth:`ApostaEmEscada.impedimento_pedido`
    (or ``_resposta``) first and never applies an illegal act, so this is a defect of the engine, not of the hand."""

    def __init__(self, impedimento: Impedimento) -> None:
        super().__init__(f"{impedimento.motivo} ({impedimento.artigo})")
        self.impedimento = impedimento


@dataclass
class ApostaEmEscada(Generic[P]):
    """The state of one bet on a ladder during a hand (the truco of every family): the requests in order, the step
    accepted and who accepted it, the request awaiting an answer, the one refused. Written only by :meth:`pedir`,
    :meth:`aceitar` and :meth:`recusar`, each of which first asks the same check the engine asks before it
    (:meth:`impedimento_pedido`, :meth:`impedimento_resposta`: PokerKit's verify_*/act), so a ruling never
    applies what its check forbids. A family says the reasons in its own words (and in its own order of checks)
    by overriding the two checks, built from the ladder's questions here: :attr:`base`, :meth:`na_sequencia`,
    :meth:`pode_subir`."""

    escada: Escada
    pedidos: list[P] = field(default_factory=list)
    aceito: int = 0  # the step accepted (0: none)
    aceitou: str | None = None  # the side that accepted it
    pendente: P | None = None  # the request awaiting an answer
    recusado: P | None = None  # the request refused (or run from): the hand ended on it
    recusou: str | None = None  # the side that refused it

    @property
    def ultimo(self) -> P | None:
        """The last request made (pending or accepted)."""
        return self.pedidos[-1] if self.pedidos else None

    def nome(self, nivel: int) -> str:
        return self.escada.degrau(nivel).nome.upper()

    @property
    def artigo(self) -> str:
        """The rule of the bet (its first step's: every family prices its ladder under one rule)."""
        return self.escada.degraus[0].artigo

    def em_jogo(self) -> int:
        """What the hand is worth to its winner with the step accepted (the hand without bet when none)."""
        return self.escada.em_jogo(self.aceito)

    # --- the ladder's questions ---------------------------------------------------------------------------

    @property
    def base(self) -> int:
        """The step the next request must be just above: the one pending, else the one accepted."""
        return self.pendente.nivel if self.pendente is not None else self.aceito

    def na_sequencia(self, nivel: int) -> bool:
        """Whether ``nivel`` is the step right above :attr:`base` (no skipping, no going back, none above the top)."""
        return nivel == self.base + 1 and self.escada.proximo(self.base) is not None

    def pode_subir(self, lado: str, qualquer_sobe: bool = False) -> bool:
        """Whether ``lado`` may ask the next step as to who asks: over a pending request only the other side
        (raising answers it); over an accepted step, whom the ladder names (:attr:`Escada.quem_sobe`), or either
        side when ``qualquer_sobe`` (a reading of the system)."""
        if self.pendente is not None:
            return self.pendente.lado != lado
        if qualquer_sobe:
            return True
        ultimo = self.ultimo
        return self.escada.pode_subir(lado, None if ultimo is None else ultimo.lado, self.aceitou)

    def so_quem_sobe_impede(self, lado: str, nivel: int) -> bool:
        """Whether the one thing against ``lado`` asking ``nivel`` is who may raise (then a system's reading that
        lets either side raise decides it, and is consulted only then)."""
        return self.impedimento_pedido(lado, nivel) is not None and self.impedimento_pedido(lado, nivel, True) is None

    # --- the checks (a family overrides them with its words) ---------------------------------------------

    def impedimento_pedido(self, lado: str, nivel: int, qualquer_sobe: bool = False) -> Impedimento | None:
        """Why ``lado`` may not ask step ``nivel`` now; None when it may."""
        artigo = self.artigo
        if self.recusado is not None:
            return Impedimento(f"o {self.nome(self.recusado.nivel)} já foi recusado e a mão terminou", artigo)
        if not self.na_sequencia(nivel):
            return Impedimento("fora da sequência da escada", artigo)
        if not self.pode_subir(lado, qualquer_sobe):
            return Impedimento("o aumento não é deste lado", artigo)
        return None

    def impedimento_resposta(self, lado: str) -> Impedimento | None:
        """Why ``lado`` may not answer now; None when it may."""
        artigo = self.artigo
        if self.pendente is None:
            return Impedimento("não há aposta esperando resposta", artigo)
        if self.pendente.lado == lado:
            return Impedimento("responde quem recebeu a aposta", artigo)
        return None

    # --- the acts ------------------------------------------------------------------------------------------

    def pedir(self, pedido: P, qualquer_sobe: bool = False) -> P | None:
        """Record ``pedido``; a raise over the other side's pending request accepts that request first, and it is
        returned (None when nothing was pending)."""
        _verificar(self.impedimento_pedido(pedido.lado, pedido.nivel, qualquer_sobe))
        respondido = self.pendente
        if respondido is not None:
            self.aceito, self.aceitou = respondido.nivel, pedido.lado
        self.pedidos.append(pedido)
        self.pendente = pedido
        return respondido

    def aceitar(self, lado: str) -> P:
        """``lado`` accepts the pending request, which is returned."""
        _verificar(self.impedimento_resposta(lado))
        assert self.pendente is not None
        aceito = self.pendente
        self.aceito, self.aceitou, self.pendente = aceito.nivel, lado, None
        return aceito

    def recusar(self, lado: str) -> P:
        """``lado`` refuses (runs from) the pending request: the hand ends on it. The request is returned; what it
        gives the bettors is its step's :attr:`Degrau.recusado` unless the system prices it otherwise."""
        _verificar(self.impedimento_resposta(lado))
        assert self.pendente is not None
        recusado, self.pendente = self.pendente, None
        self.recusado, self.recusou = recusado, lado
        return recusado


def _verificar(impedimento: Impedimento | None) -> None:
    if impedimento is not None:
        raise LanceImpedido(impedimento)
