"""The play of the vazas in the paulista and the mineiro: cards put on the table one by one (or a vaza summarised),
each vaza disputed under the system's hierarchy, who leads the next one.

The state (:class:`Mesa`) is written only by :meth:`Mesa.jogar`, :meth:`Mesa.resumir` and :meth:`Mesa.sair`. What a
system decides — the hierarchy, whether a covered card is allowed, who leads after a tie — comes in as arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from arbitro.familias.cenario import PARDA
from arbitro.familias.frances import Carta


class Jogada(NamedTuple):
    """A card on the table: ``coberta`` when it counts for nothing (played face down)."""

    jogador: str
    lado: str
    carta: Carta
    coberta: bool = False
    aberta: bool = True  # as it fell: face up (False when played face down, even if the ruling counts it)


class Disputa(NamedTuple):
    """Who took a vaza: ``vencedor`` a side or :data:`PARDA`; ``primeiro`` the player whose card took it (the first
    of two partners tied on top); ``empatadas`` the top cards, when more than one."""

    vencedor: str
    primeiro: str | None
    empatadas: tuple[Jogada, ...]


def disputar(jogadas: Sequence[Jogada], forca: Callable[[Carta], int]) -> Disputa:
    """The strongest card takes the vaza; top cards of both sides tie it; a covered card never counts, and a
    vaza of covered cards only is tied."""
    validas = [j for j in jogadas if not j.coberta]
    if not validas:
        return Disputa(PARDA, None, ())
    topo = max(forca(j.carta) for j in validas)
    empatadas = tuple(j for j in validas if forca(j.carta) == topo)
    if len({j.lado for j in empatadas}) > 1:
        return Disputa(PARDA, None, empatadas)
    return Disputa(empatadas[0].lado, empatadas[0].jogador, empatadas if len(empatadas) > 1 else ())


@dataclass
class VazaNaMesa:
    """One vaza: its number, who led it (None when unknown), its cards, its result once complete."""

    numero: int
    mao: str | None
    jogadas: list[Jogada] = field(default_factory=list)
    disputa: Disputa | None = None
    resumida: bool = False

    @property
    def vencedor(self) -> str | None:
        return None if self.disputa is None else self.disputa.vencedor


@dataclass
class Mesa:
    """The vazas of one hand, in order, on a table of ``ordem`` (the mão first)."""

    ordem: tuple[str, ...]
    vazas: list[VazaNaMesa] = field(default_factory=list)
    proximo: str | None = None  # who leads the next vaza (set by :meth:`sair`)

    def atual(self) -> VazaNaMesa:
        """The vaza being played (a new one, led by :attr:`proximo`, when the last is complete)."""
        if not self.vazas or self.vazas[-1].disputa is not None:
            mao = self.ordem[0] if not self.vazas else self.proximo
            self.vazas.append(VazaNaMesa(len(self.vazas) + 1, mao))
        return self.vazas[-1]

    @property
    def numero(self) -> int:
        """The number of the vaza being played, or of the next one to be."""
        if not self.vazas:
            return 1
        ultima = self.vazas[-1]
        return ultima.numero + (1 if ultima.disputa is not None else 0)

    def cartas_na_vaza(self) -> int:
        v = self.vazas[-1] if self.vazas and self.vazas[-1].disputa is None else None
        return 0 if v is None else len(v.jogadas)

    def resultados(self) -> list[str]:
        return [v.disputa.vencedor for v in self.vazas if v.disputa is not None]

    def completas(self) -> list[VazaNaMesa]:
        return [v for v in self.vazas if v.disputa is not None]

    def jogou(self, lado: str) -> bool:
        """Whether ``lado`` has put a card on the table (or a vaza was summarised, so it must have)."""
        return any(v.resumida or any(j.lado == lado for j in v.jogadas) for v in self.vazas)

    def vez(self) -> str | None:
        """Whose turn it is in the vaza being played (None when its leader is unknown)."""
        v = self.atual()
        if v.mao is None:
            return None
        inicio = self.ordem.index(v.mao)
        return self.ordem[(inicio + len(v.jogadas)) % len(self.ordem)]

    # --- moves ---------------------------------------------------------------------------------------------

    def sair(self, jogador: str | None) -> None:
        """``jogador`` leads the next vaza (None: unknown)."""
        self.proximo = jogador

    def jogar(self, jogada: Jogada, forca: Callable[[Carta], int]) -> VazaNaMesa | None:
        """Put a card on the table; the vaza, once every player has played in it."""
        v = self.atual()
        v.jogadas.append(jogada)
        if len(v.jogadas) < len(self.ordem):
            return None
        v.disputa = disputar(v.jogadas, forca)
        return v

    def resumir(self, vencedor: str) -> VazaNaMesa:
        """A vaza whose cards were not listed, only its result."""
        v = self.atual()
        v.disputa, v.resumida = Disputa(vencedor, None, ()), True
        return v
