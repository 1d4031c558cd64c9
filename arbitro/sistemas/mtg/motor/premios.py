"""Awards collected during the replay, before they are applied to the score."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Parte(IntEnum):
    """The parts of a volta, in the order their tentos are settled at the table."""

    FLOR = 0  # "a FLOR tem prioridade, pois é a primeira parte do jogo" (Art. XIV)
    ENVIDO = 1  # settled before the truco is answered (Art. XVI; Art. 10, VIII, i)
    TRUCO = 2
    SANCAO = 3


@dataclass
class Premio:
    """An award not yet applied to the score. ``parte`` orders it; ``chave`` lets a sanction find the
    award it takes away (e.g. the envido a player won with a wrong canto)."""

    parte: Parte
    trio: str
    tentos: int
    motivo: str
    artigos: tuple[str, ...]
    chave: str = ""
