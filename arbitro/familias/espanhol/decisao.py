"""What the family's ruling adds to the kernel's (:mod:`arbitro.nucleo.decisao`): the valenciano's cama, reported
under the ruling's ``extras`` as contract v2 §8 says (``cama: {vencedor, camas}``; ``vencedor`` only for the match).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple


class Cama(NamedTuple):
    """A cama ended by this hand: who won it, and the camas of each side after it (contract v2 §8)."""

    vencedor: str
    camas: dict[str, int]

    def json(self) -> dict[str, Any]:
        return {"vencedor": self.vencedor, "camas": dict(self.camas)}


def extras(cama: Cama | None) -> Mapping[str, Any]:
    """The ruling's system-specific keys: ``cama`` when the hand ended one."""
    return {} if cama is None else {"cama": cama.json()}
