"""The truco of the paulista and the mineiro: the ladder 3 → 6 → 9 → 12 and the state of the bet on one hand.

The bet's state (:class:`Aposta`, the kernel's :class:`~arbitro.nucleo.apostas.ApostaEmEscada`) is written only by
its acts — :meth:`~arbitro.nucleo.apostas.ApostaEmEscada.pedir`, ``aceitar``, :meth:`Aposta.correr` — each of which
first asks the check the engine asks before it (:meth:`Aposta.impedimento_pedido`,
:meth:`Aposta.impedimento_resposta`): the reason and the rule that forbid it, or None. What each system adds to the
legality (the mineiro's "não se pode aumentar quando só aceitar já daria a partida", whether the side that asked
may raise) comes in from the engine.
"""

from __future__ import annotations

from typing import NamedTuple

from arbitro.nucleo.apostas import ApostaEmEscada, Escada, Impedimento, QuemSobe, escada

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


class Aposta(ApostaEmEscada[Pedido]):
    """The truco of one hand, in the family's words: a request refused is a step "corrido"."""

    def impedimento_pedido(self, lado: str, nivel: int, qualquer_sobe: bool = False) -> Impedimento | None:
        """Why ``lado`` may not ask step ``nivel`` now (``qualquer_sobe``: either side may raise an accepted step)."""
        nome, artigo = self.nome(nivel), self.artigo
        if self.recusado is not None:
            return Impedimento(f"o {self.nome(self.recusado.nivel)} já foi corrido e a mão terminou", artigo)
        if not self.na_sequencia(nivel):
            base = self.base
            if nivel <= base:
                return Impedimento(f"a mão já está no {self.nome(base)}: o {nome} não sobe a aposta", artigo)
            return Impedimento(f"o {nome} só se pede depois do {self.nome(nivel - 1)} (truco → seis → nove → doze, "
                               "nessa sequência)", artigo)
        if self.pendente is not None and self.pendente.lado == lado:
            return Impedimento(f"o {self.nome(self.pendente.nivel)} é do próprio lado e espera a resposta dos "
                               "adversários", artigo)
        if not self.pode_subir(lado, qualquer_sobe):
            ultimo = self.ultimo
            assert ultimo is not None
            return Impedimento(f"quem pediu o {self.nome(ultimo.nivel)} não pede o {nome}: o aumento é do outro "
                               "lado", artigo)
        return None

    def impedimento_resposta(self, lado: str) -> Impedimento | None:
        """Why ``lado`` may not answer now."""
        if self.pendente is None:
            return Impedimento("não há aposta esperando resposta", self.artigo)
        if self.pendente.lado == lado:
            return Impedimento(f"o {self.nome(self.pendente.nivel)} é do próprio lado: responde quem o recebeu",
                               self.artigo)
        return None

    def correr(self, lado: str) -> tuple[Pedido, int]:
        """``lado`` ran from the pending step: the step and what the bettors score (the step below)."""
        corrida = self.recusar(lado)
        return corrida, self.escada.degrau(corrida.nivel).recusado
