"""The award ledger of a hand: append-only. An award is never rewritten: a sanction that takes it away records an
annulment (and, when the tentos change hands, the new award), so the ruling can tell what moved and why.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple


class Premio(NamedTuple):
    """An award not yet applied to the score: ``parte`` orders it, ``chave`` names the bet it is for (so a
    sanction can find the award it takes away)."""

    numero: int  # its place in the ledger
    parte: int
    lado: str
    tentos: int
    motivo: str
    artigos: tuple[str, ...]
    chave: str = ""


class Anulacao(NamedTuple):
    """Award ``numero`` no longer counts, because of ``motivo``."""

    numero: int
    motivo: str


@dataclass
class Livro:
    """The ledger: awards and annulments, in the order they were recorded."""

    _registros: list[Premio | Anulacao] = field(default_factory=list)

    def lancar(self, parte: int, lado: str, tentos: int, motivo: str, artigos: Iterable[str],
               chave: str = "") -> Premio | None:
        """Record an award of ``tentos`` (none when ``tentos`` is 0)."""
        if tentos <= 0:
            return None
        p = Premio(len(self._registros), parte, lado, tentos, motivo, tuple(dict.fromkeys(artigos)), chave)
        self._registros.append(p)
        return p

    def anular(self, premio: Premio, motivo: str) -> None:
        self._registros.append(Anulacao(premio.numero, motivo))

    def vigentes(self) -> list[Premio]:
        """The awards that still count, in the order they were recorded."""
        anulados = {r.numero for r in self._registros if isinstance(r, Anulacao)}
        return [r for r in self._registros if isinstance(r, Premio) and r.numero not in anulados]

    def __iter__(self) -> Iterator[Premio]:
        return iter(self.vigentes())

    def de(self, lado: str | None = None, chaves: Iterable[str] | None = None) -> list[Premio]:
        """The awards that count, of ``lado`` and of the bets ``chaves`` (all when None)."""
        cs = None if chaves is None else set(chaves)
        return [p for p in self.vigentes() if (lado is None or p.lado == lado) and (cs is None or p.chave in cs)]

    def tirar(self, lado: str | None, chaves: Iterable[str], motivo: str) -> int:
        """Annul the awards of ``lado`` (every side when None) for ``chaves``; the tentos they carried."""
        tirados = self.de(lado, chaves)
        for p in tirados:
            self.anular(p, motivo)
        return sum(p.tentos for p in tirados)

    def reduzir(self, lado: str, chaves: Iterable[str], tentos: int, motivo: str) -> int:
        """Take ``tentos`` off the awards of ``lado`` for ``chaves``, to nobody, in the order recorded: each award
        touched is annulled and what is left of it recorded again. The tentos taken."""
        tirados = 0
        for p in self.de(lado, chaves):
            if tirados >= tentos:
                break
            tira = min(tentos - tirados, p.tentos)
            self.anular(p, motivo)
            self.lancar(p.parte, p.lado, p.tentos - tira, p.motivo, p.artigos, p.chave)
            tirados += tira
        return tirados

    def mover(self, de: str, para: str, chaves: Iterable[str], motivo: str, artigos: tuple[str, ...]) -> int:
        """A sanction gives ``para`` the awards of ``de`` for ``chaves``: each is annulled and recorded again for
        ``para``, with the sanction's reason and articles first. The tentos moved."""
        movidos = 0
        for p in self.de(de, chaves):
            self.anular(p, motivo)
            self.lancar(p.parte, para, p.tentos, f"{motivo} ({p.motivo})", (*artigos, *p.artigos), p.chave)
            movidos += p.tentos
        return movidos
