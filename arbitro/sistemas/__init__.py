"""The rule systems arbitro knows: a registry by name — the id the scenario's ``regulamento:`` gives, or an alias —
each system's class imported only when asked for, so that a ruling loads one system.

To add a system: one line in :data:`_SISTEMAS` (its id, ``"module:Class"`` of its :class:`~arbitro.nucleo.sistema.
Sistema` subclass, its aliases). No system package imports another.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

from arbitro.nucleo.texto import chave

if TYPE_CHECKING:
    from arbitro.nucleo.sistema import Sistema

PADRAO = "mtg-truco-cego"

_SISTEMAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "mtg-truco-cego": ("arbitro.sistemas.mtg.sistema:MTG", ("mtg", "truco-cego", "truco gaucho", "gaucho")),
    "argentino": ("arbitro.sistemas.argentino:Argentino", ("truco-argentino", "truco argentino", "argentina")),
    "valenciano": ("arbitro.sistemas.valenciano:Valenciano", ("truc", "truc-valenciano", "truc valencia", "valencia")),
    "paulista": ("arbitro.sistemas.paulista:Paulista", ("truco-paulista",)),
    "mineiro": ("arbitro.sistemas.mineiro:Mineiro", ("truco-mineiro",)),
}


class SistemaDesconhecido(KeyError):
    """A ``regulamento:`` (or ``--sistema``) that names no system arbitro knows."""

    def __init__(self, nome: str) -> None:
        super().__init__(nome)
        self.nome = nome

    def __str__(self) -> str:
        import difflib

        perto = difflib.get_close_matches(self.nome, list(ids()), n=1, cutoff=0.5)
        dica = f"; você quis dizer {perto[0]!r}?" if perto else ""
        return f"regulamento desconhecido {self.nome!r}{dica} (regulamentos: {', '.join(ids())})"


def ids() -> tuple[str, ...]:
    """The ids of every system, the default first."""
    return tuple(_SISTEMAS)


def apelidos(id_: str) -> tuple[str, ...]:
    """The other names a system answers to in ``regulamento:`` and ``--sistema``."""
    return _SISTEMAS[id_][1]


def identificar(nome: str) -> str | None:
    """The id a name or alias stands for (any case, accents ignored), or None."""
    procurado = chave(nome)
    for id_, (_classe, apelidos) in _SISTEMAS.items():
        if procurado in (chave(id_), *(chave(a) for a in apelidos)):
            return id_
    return None


@cache
def sistema(nome: str = PADRAO) -> Sistema:
    """The system ``nome`` names (its id or an alias); raises :class:`SistemaDesconhecido`."""
    id_ = identificar(nome)
    if id_ is None:
        raise SistemaDesconhecido(nome)
    modulo, classe = _SISTEMAS[id_][0].split(":")
    return getattr(importlib.import_module(modulo), classe)()  # type: ignore[no-any-return]
