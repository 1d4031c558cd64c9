"""The two bets of a hand of the family as states: the truco ladder and the envido chain.

Each state is written only by its own acts — the truco's (the kernel's
:class:`~arbitro.nucleo.apostas.ApostaEmEscada`: ``pedir``, ``aceitar``, ``recusar``), the envido's
(:meth:`Envite.chamar`, :meth:`Envite.aceitar`, :meth:`Envite.recusar`, :meth:`Envite.anular`) — and each act
first asks the check the engine asks before it (:meth:`Truco.impedimento_pedido`, :meth:`Envite.impedimento_comum`,
:meth:`Envite.impedimento_resposta`): the reason and the rule that forbid it, or None. The system adds what is its
own (whether either side may raise, the timing of the envido) before it calls these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from arbitro.familias.espanhol.envido import Passo
from arbitro.nucleo.apostas import ApostaEmEscada, Impedimento, LanceImpedido


class Pedido(NamedTuple):
    """A request of the truco ladder: the step, the side and player that asked it."""

    nivel: int
    lado: str
    jogador: str


class Truco(ApostaEmEscada[Pedido]):
    """The truco of one hand, in the family's words and order of checks."""

    def impedimento_pedido(self, lado: str, nivel: int, qualquer_sobe: bool = False) -> Impedimento | None:
        """Why ``lado`` may not ask step ``nivel`` now; None when it may. Raising while a request of the other
        side awaits is answering it; ``qualquer_sobe``: after an accepted step either side may raise."""
        p = self.pendente
        if p is not None:
            if p.lado == lado:
                return Impedimento(f"a própria dupla pediu o {self.nome(p.nivel)} e aguarda a resposta", self.artigo)
            if not self.na_sequencia(nivel):
                return Impedimento(self._fora_da_escada(p.nivel), self.artigo)
            return None
        if not self.na_sequencia(nivel):
            return Impedimento(self._fora_da_escada(self.aceito), self.artigo)
        if not self.pode_subir(lado, qualquer_sobe):
            return Impedimento(f"só a dupla que aceitou o {self.nome(self.aceito)} pode aumentar", self.artigo)
        return None

    def _fora_da_escada(self, nivel: int) -> str:
        seguinte = self.escada.proximo(nivel)
        if seguinte is None:
            return f"o {self.nome(nivel)} é o último degrau: não há aposta acima dele"
        atual = f"depois do {self.nome(nivel)}" if nivel else "sem aposta antes"
        return f"a escada é {' → '.join(d.nome.upper() for d in self.escada.degraus)}; {atual} só cabe o " \
               f"{seguinte.nome.upper()}"


class Situacao(Enum):
    """Where the envido of a hand stands: nobody called it, a call awaits its answer, answered, or no longer counting
    (the argentino's flor takes the envido out of the hand)."""

    LIVRE = "livre"
    PROPOSTO = "proposto"
    ACEITO = "aceito"
    RECUSADO = "recusado"
    ANULADO = "anulado"


class Chamada(NamedTuple):
    """One call of the envido chain: the call, the side and the player."""

    passo: Passo
    lado: str
    jogador: str


@dataclass
class Envite:
    """The envido of one hand: its calls, whether it awaits an answer (and from whom), or how it closed."""

    chamadas: list[Chamada] = field(default_factory=list)
    situacao: Situacao = Situacao.LIVRE
    aguarda: str | None = None
    recusou: str | None = None

    @property
    def cadeia(self) -> list[Passo]:
        return [c.passo for c in self.chamadas]

    @property
    def ultima(self) -> Chamada:
        return self.chamadas[-1]

    def nomes(self) -> str:
        return ", ".join(c.passo.nome.upper() for c in self.chamadas)

    def impedimento_comum(self, lado: str, artigo: str) -> Impedimento | None:
        """What forbids a call of ``lado`` in any system of the family: an envido closed, or the own side's
        call awaiting the answer; after a falta nothing is raised (it is already all that is left)."""
        if self.situacao in (Situacao.ACEITO, Situacao.RECUSADO):
            return Impedimento("o envido desta mão já foi respondido", artigo)
        if self.situacao is Situacao.ANULADO:
            return Impedimento("o envido desta mão já não vale", artigo)
        if self.situacao is Situacao.PROPOSTO:
            if self.aguarda != lado:
                return Impedimento("a própria dupla fez a última aposta do envido e aguarda a resposta", artigo)
            if self.ultima.passo.efeito == "falta":
                return Impedimento("a falta é a aposta máxima do envido: não se aumenta", artigo)
        return None

    def impedimento_resposta(self, lado: str, artigo: str) -> Impedimento | None:
        """Why ``lado`` may not answer the envido now: nothing awaits its answer."""
        if self.situacao is not Situacao.PROPOSTO or self.aguarda != lado:
            return Impedimento("o envido não espera a resposta desta dupla", artigo)
        return None

    def chamar(self, chamada: Chamada, outro_lado: str) -> None:
        _verificar(self.impedimento_comum(chamada.lado, ""))
        self.chamadas.append(chamada)
        self.situacao, self.aguarda = Situacao.PROPOSTO, outro_lado

    def aceitar(self, lado: str) -> None:
        _verificar(self.impedimento_resposta(lado, ""))
        self.situacao, self.aguarda = Situacao.ACEITO, None

    def recusar(self, lado: str) -> None:
        _verificar(self.impedimento_resposta(lado, ""))
        self.situacao, self.aguarda, self.recusou = Situacao.RECUSADO, None, lado

    def anular(self) -> None:
        """The envido no longer counts in this hand (the argentino's flor), whatever its state."""
        self.situacao, self.aguarda = Situacao.ANULADO, None


def _verificar(impedimento: Impedimento | None) -> None:
    if impedimento is not None:
        raise LanceImpedido(impedimento)
