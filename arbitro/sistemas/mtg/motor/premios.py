"""The parts of a volta, which order its awards; the awards themselves are the kernel's append-only ledger
(:class:`arbitro.nucleo.livro.Livro`), kept by :class:`~arbitro.sistemas.mtg.motor.estado.Volta`."""

from __future__ import annotations

from enum import IntEnum


class Parte(IntEnum):
    """The parts of a volta, in the order their tentos are settled at the table."""

    FLOR = 0  # "a FLOR tem prioridade, pois é a primeira parte do jogo" (Art. XIV)
    ENVIDO = 1  # settled before the truco is answered (Art. XVI; Art. 10, VIII, i)
    TRUCO = 2
    SANCAO = 3
