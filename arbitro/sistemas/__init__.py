"""The rule systems arbitro knows: a registry by name — the id the scenario's ``regulamento:`` gives, or an alias —
each system's class imported only when asked for, so that a ruling loads one system.

A system is declared once. What finding it by name needs before its package is imported — its id, where its class
lives, the other names it answers to — is its row in :data:`DECLARACOES`, and the class reads its ``id`` and
``apelidos`` from that row (:func:`declaracao`), so the two cannot drift; everything else (sides, players, target,
deck, rulebook file) is declared on the class itself. To add a system: one row here, one
:class:`~arbitro.nucleo.sistema.Sistema` subclass that reads it. No system package imports another.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from arbitro.nucleo.texto import chave

if TYPE_CHECKING:
    from arbitro.nucleo.sistema import Sistema

PADRAO = "mtg-truco-cego"



class Declaracao(NamedTuple):
    """A system's row: its id (the ``regulamento:`` of a scenario), its class as ``"module:Class"``, its aliases."""

    id: str
    classe: str
    apelidos: tuple[str, ...]


DECLARACOES: tuple[Declaracao, ...] = (
    Declaracao("mtg-truco-cego", "arbitro.sistemas.mtg.sistema:MTG", ("mtg", "truco-cego", "truco gaucho", "gaucho")),
    Declaracao("argentino", "arbitro.sistemas.argentino:Argentino",
               ("truco-argentino", "truco argentino", "argentina")),
    Declaracao("valenciano", "arbitro.sistemas.valenciano:Valenciano",
               ("truc", "truc-valenciano", "truc valencia", "valencia")),
    Declaracao("paulista", "arbitro.sistemas.paulista:Paulista", ("truco-paulista",)),
    Declaracao("mineiro", "arbitro.sistemas.mineiro:Mineiro", ("truco-mineiro",)),
)
_POR_ID = {d.id: d for d in DECLARACOES}


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
    return tuple(_POR_ID)


def apelidos(id_: str) -> tuple[str, ...]:
    """The other names a system answers to in ``regulamento:`` and ``--sistema``."""
    return _POR_ID[id_].apelidos


def declaracao(modulo: str) -> tuple[str, tuple[str, ...]]:
    """The id and aliases of the system whose class lives in ``modulo`` (the class body passes its ``__name__``)."""
    for d in DECLARACOES:
        if d.classe.partition(":")[0] == modulo:
            return d.id, d.apelidos
    raise LookupError(f"nenhum sistema declarado em {modulo}")


def identificar(nome: str) -> str | None:
    """The id a name or alias stands for (any case, accents ignored), or None."""
    procurado = chave(nome)
    for d in DECLARACOES:
        if procurado in (chave(d.id), *(chave(a) for a in d.apelidos)):
            return d.id
    return None


def encontrar(nome: str) -> type[Sistema]:
    """The class of the system ``nome`` names (its id or an alias), importing its package only (python-chess's
    ``find_variant``); raises :class:`SistemaDesconhecido`."""
    id_ = identificar(nome)
    if id_ is None:
        raise SistemaDesconhecido(nome)
    modulo, classe = _POR_ID[id_].classe.split(":")
    return getattr(importlib.import_module(modulo), classe)  # type: ignore[no-any-return]


@cache
def sistema(nome: str = PADRAO) -> Sistema:
    """The system ``nome`` names (its id or an alias); raises :class:`SistemaDesconhecido`."""
    return encontrar(nome)()
