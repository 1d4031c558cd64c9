"""The truco of the paulista and the mineiro: the ladder 3 → 6 → 9 → 12 and the state of the bet on one hand.

The bet's state (:class:`Aposta`) is written only by :meth:`Aposta.pedir`, :meth:`Aposta.aceitar` and
:meth:`Aposta.correr`. Whether a request or an answer is legal can be asked first, without applying it
(:meth:`Aposta.impedimento_pedido`, :meth:`Aposta.impedimento_resposta`): the answer is the reason and the rule that
forbids it, or None. What each system adds to the legality (the mineiro's "não se pode aumentar quando só aceitar
já daria a partida", who may raise) comes in as arguments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from arbitro.nucleo.apostas import Escada, Impedimento, QuemSobe, escada

# "pode ser para 3, depois para 6, 9 e finalmente para 12" (paulista); "3 tentos ... que sobe para 6, 9 e 12" and
# "Quem corre dá aos apostadores a aposta anterior" (mineiro): running from a step gives the step below.
VALORES: tuple[tuple[str, int, int], ...] = (("truco", 3, 1), ("seis", 6, 3), ("nove", 9, 6), ("doze", 12, 9))


def de_tres_em_tres(artigo: str, quem_sobe: QuemSobe = "quem-nao-pediu") -> Escada:
    """The ladder truco (3) → seis (6) → nove (9) → doze (12), each step priced by ``artigo``."""
    return escada([(nome, aceito, recusado, artigo) for nome, aceito, recusado in VALORES], quem_sobe)


class Pedido(NamedTuple):
    """One request of the ladder: step, side, player, and when (``vaza``, cards already on the table in it)."""

    nivel: int
    lado: str
    jogador: str
    vaza: int
    cartas_na_vaza: int


@dataclass
class Aposta:
    """The truco of one hand: the requests in order, the step accepted, the one awaiting an answer."""

    escada: Escada
    pedidos: list[Pedido] = field(default_factory=list)
    aceito: int = 0  # the step accepted (0: none)
    aceitou: str | None = None  # the side that accepted it
    pendente: Pedido | None = None
    corrida: Pedido | None = None  # the request the other side ran from

    @property
    def ultimo(self) -> Pedido | None:
        """The last request made (pending or accepted)."""
        return self.pedidos[-1] if self.pedidos else None

    def valor(self) -> int:
        """What the hand is worth with the step accepted (1 with none)."""
        return self.escada.em_jogo(self.aceito)

    def nome(self, nivel: int) -> str:
        return self.escada.degrau(nivel).nome.upper()

    # --- legality -----------------------------------------------------------------------------------------

    def impedimento_pedido(self, lado: str, nivel: int, artigo: str, *, qualquer_lado: bool = False
                           ) -> Impedimento | None:
        """Why ``lado`` may not ask step ``nivel`` now (``qualquer_lado``: either side may raise an accepted step)."""
        nome = self.nome(nivel)
        if self.corrida is not None:
            return Impedimento(f"o {self.nome(self.corrida.nivel)} já foi corrido e a mão terminou", artigo)
        base = self.pendente.nivel if self.pendente is not None else self.aceito
        if nivel != base + 1:
            if nivel <= base:
                return Impedimento(f"a mão já está no {self.nome(base)}: o {nome} não sobe a aposta", artigo)
            return Impedimento(f"o {nome} só se pede depois do {self.nome(nivel - 1)} (truco → seis → nove → doze, "
                               "nessa sequência)", artigo)
        ultimo = self.ultimo
        if self.pendente is not None and self.pendente.lado == lado:
            return Impedimento(f"o {self.nome(self.pendente.nivel)} é do próprio lado e espera a resposta dos "
                               "adversários", artigo)
        if ultimo is not None and ultimo.lado == lado and self.pendente is None and not qualquer_lado:
            return Impedimento(f"quem pediu o {self.nome(ultimo.nivel)} não pede o {nome}: o aumento é do outro "
                               "lado", artigo)
        return None

    def impedimento_resposta(self, lado: str, artigo: str) -> Impedimento | None:
        """Why ``lado`` may not answer now."""
        if self.pendente is None:
            return Impedimento("não há aposta esperando resposta", artigo)
        if self.pendente.lado == lado:
            return Impedimento(f"o {self.nome(self.pendente.nivel)} é do próprio lado: responde quem o recebeu",
                               artigo)
        return None

    # --- moves ---------------------------------------------------------------------------------------------

    def pedir(self, pedido: Pedido) -> None:
        """Record a request; a raise made as the answer to a pending step accepts that step first."""
        if self.pendente is not None:
            self.aceito, self.aceitou = self.pendente.nivel, pedido.lado
        self.pedidos.append(pedido)
        self.pendente = pedido

    def aceitar(self, lado: str) -> Pedido:
        assert self.pendente is not None
        aceito = self.pendente
        self.aceito, self.aceitou, self.pendente = aceito.nivel, lado, None
        return aceito

    def correr(self) -> tuple[Pedido, int]:
        """The other side ran from the pending step: the step and what the bettors score (the step below)."""
        assert self.pendente is not None
        corrida, self.corrida, self.pendente = self.pendente, self.pendente, None
        return corrida, self.escada.degrau(corrida.nivel).recusado
