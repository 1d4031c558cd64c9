"""The two bets of a hand of the family as states: the truco ladder and the envido chain.

Each state is written only by its own operations (:meth:`Truco.pedir`, :meth:`Truco.aceitar`,
:meth:`Truco.recusar`; :meth:`Envite.chamar`, :meth:`Envite.aceitar`, :meth:`Envite.recusar`,
:meth:`Envite.anular`). Whether a request is legal is asked first, without applying it
(:meth:`Truco.impedimento`): the answer is the reason and the rule that forbids it, or None. The system adds
what is its own (who may raise, the timing of the envido) before it calls these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from arbitro.familias.espanhol.envido import Passo
from arbitro.nucleo.apostas import Escada, Impedimento


class Pedido(NamedTuple):
    """A request of the truco ladder: the step, the side and player that asked it."""

    nivel: int
    lado: str
    jogador: str


@dataclass
class Truco:
    """The truco of one hand: the step accepted (0: none), who accepted it, the request awaiting an answer."""

    escada: Escada
    artigo: str
    aceito: int = 0
    aceitou: str | None = None
    pendente: Pedido | None = None
    recusa: tuple[str, Pedido] | None = None  # (side that refused, the request refused)
    pedidos: list[Pedido] = field(default_factory=list)

    def nome(self, nivel: int) -> str:
        return self.escada.degrau(nivel).nome.upper()

    @property
    def aguarda(self) -> str | None:
        """The side that must answer the request pending, if any (the other side of who asked)."""
        return None if self.pendente is None else self.pendente.lado

    def impedimento(self, lado: str, nivel: int, qualquer_sobe: bool = False) -> Impedimento | None:
        """Why ``lado`` may not ask step ``nivel`` now; None when it may. Raising while a request of the other
        side awaits is answering it; ``qualquer_sobe``: after an accepted step either side may raise."""
        p = self.pendente
        if p is not None:
            if p.lado == lado:
                return Impedimento(f"a própria dupla pediu o {self.nome(p.nivel)} e aguarda a resposta", self.artigo)
            if nivel != p.nivel + 1:
                return Impedimento(self._fora_da_escada(p.nivel), self.artigo)
            return None
        if nivel != self.aceito + 1:
            return Impedimento(self._fora_da_escada(self.aceito), self.artigo)
        if self.aceito and not qualquer_sobe and lado != self.aceitou:
            return Impedimento(f"só a dupla que aceitou o {self.nome(self.aceito)} pode aumentar", self.artigo)
        return None

    def _fora_da_escada(self, nivel: int) -> str:
        seguinte = self.escada.proximo(nivel)
        if seguinte is None:
            return f"o {self.nome(nivel)} é o último degrau: não há aposta acima dele"
        atual = f"depois do {self.nome(nivel)}" if nivel else "sem aposta antes"
        return f"a escada é {' → '.join(d.nome.upper() for d in self.escada.degraus)}; {atual} só cabe o " \
               f"{seguinte.nome.upper()}"

    def pedir(self, lado: str, jogador: str, nivel: int) -> None:
        """Ask step ``nivel`` (legal: see :meth:`impedimento`); raising over the other side's request accepts it."""
        if self.pendente is not None:
            self.aceitar(lado)
        self.pendente = Pedido(nivel, lado, jogador)
        self.pedidos.append(self.pendente)

    def aceitar(self, lado: str) -> None:
        assert self.pendente is not None
        self.aceito, self.aceitou, self.pendente = self.pendente.nivel, lado, None

    def recusar(self, lado: str) -> Pedido:
        """``lado`` refuses the request pending: the hand ends. The request refused is returned."""
        assert self.pendente is not None
        pedido, self.pendente = self.pendente, None
        self.recusa = (lado, pedido)
        return pedido

    def em_jogo(self) -> int:
        """What the hand is worth to its winner: the step accepted, or the hand without bet."""
        return self.escada.em_jogo(self.aceito)


class Chamada(NamedTuple):
    """One call of the envido chain: the call, the side and the player."""

    passo: Passo
    lado: str
    jogador: str


@dataclass
class Envite:
    """The envido of one hand: its calls, whether it awaits an answer (and from whom), or how it closed."""

    chamadas: list[Chamada] = field(default_factory=list)
    situacao: str = "livre"  # livre | proposto | aceito | recusado | anulado
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
        if self.situacao in ("aceito", "recusado"):
            return Impedimento("o envido desta mão já foi respondido", artigo)
        if self.situacao == "anulado":
            return Impedimento("o envido desta mão já não vale", artigo)
        if self.situacao == "proposto":
            if self.aguarda != lado:
                return Impedimento("a própria dupla fez a última aposta do envido e aguarda a resposta", artigo)
            if self.ultima.passo.efeito == "falta":
                return Impedimento("a falta é a aposta máxima do envido: não se aumenta", artigo)
        return None

    def chamar(self, chamada: Chamada, outro_lado: str) -> None:
        self.chamadas.append(chamada)
        self.situacao, self.aguarda = "proposto", outro_lado

    def aceitar(self) -> None:
        self.situacao, self.aguarda = "aceito", None

    def recusar(self, lado: str) -> None:
        self.situacao, self.aguarda, self.recusou = "recusado", None, lado

    def anular(self) -> None:
        self.situacao, self.aguarda = "anulado", None
