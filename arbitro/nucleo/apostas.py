"""Bet ladders: the steps of a raise-and-answer bet (the truco of every system, the envido chains), as values.

A :class:`Escada` is a sequence of :class:`Degrau` — what the step is called, what it gives accepted and
refused, and the rule that prices it. Who may raise the next step is the system's rule (:attr:`Escada.quem_sobe`),
not the kernel's: MTG gives the raise to the side that accepted the last step; the paulista to the side that did
not ask the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

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
