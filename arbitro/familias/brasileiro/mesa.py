"""The play of the vazas in the paulista and the mineiro: cards put on the table one by one (or a vaza summarised),
each vaza disputed under the system's hierarchy, who leads the next one.

The state (:class:`Mesa`) is written only by :meth:`Mesa.jogar`, :meth:`Mesa.resumir` and :meth:`Mesa.sair`. What a
system decides — the hierarchy, whether a covered card is allowed, who leads after a tie — comes in as arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from arbitro.familias.brasileiro.cenario import PARDA
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.vazas import Jogada, ResultadoVaza, disputar


class JogadaNaMesa(NamedTuple):
    """A card on the table; ``coberta`` when it counts for nothing, ``aberta`` as it fell (False when played face
    down, even where the ruling counts it)."""

    jogador: str
    lado: str
    carta: Carta
    coberta: bool = False
    aberta: bool = True

    @property
    def disputada(self) -> Jogada:
        """The card as the kernel disputes it."""
        return Jogada(self.jogador, self.lado, self.carta, self.coberta)


@dataclass
class VazaNaMesa:
    """One vaza: its number, who led it (None when unknown), its cards, its result once complete."""

    numero: int
    mao: str | None
    jogadas: list[JogadaNaMesa] = field(default_factory=list)
    resultado: ResultadoVaza | None = None
    resumida: bool = False

    @property
    def completa(self) -> bool:
        return self.resultado is not None

    @property
    def vencedor(self) -> str | None:
        """The side that took it, :data:`PARDA`, or None while it is being played."""
        if self.resultado is None:
            return None
        return PARDA if self.resultado.parda else self.resultado.vencedor


@dataclass
class Mesa:
    """The vazas of one hand, in order, on a table of ``ordem`` (the mão first)."""

    ordem: tuple[str, ...]
    vazas: list[VazaNaMesa] = field(default_factory=list)
    proximo: str | None = None  # who leads the next vaza (set by :meth:`sair`)

    def atual(self) -> VazaNaMesa:
        """The vaza being played (a new one, led by :attr:`proximo`, when the last is complete)."""
        if not self.vazas or self.vazas[-1].completa:
            mao = self.ordem[0] if not self.vazas else self.proximo
            self.vazas.append(VazaNaMesa(len(self.vazas) + 1, mao))
        return self.vazas[-1]

    @property
    def numero(self) -> int:
        """The number of the vaza being played, or of the next one to be."""
        if not self.vazas:
            return 1
        ultima = self.vazas[-1]
        return ultima.numero + (1 if ultima.completa else 0)

    def cartas_na_vaza(self) -> int:
        v = self.vazas[-1] if self.vazas and not self.vazas[-1].completa else None
        return 0 if v is None else len(v.jogadas)

    def resultados(self) -> list[str]:
        return [v.vencedor for v in self.vazas if v.vencedor is not None]

    def completas(self) -> list[VazaNaMesa]:
        return [v for v in self.vazas if v.completa]

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

    def jogar(self, jogada: JogadaNaMesa, forca: Callable[[Carta], int]) -> VazaNaMesa | None:
        """Put a card on the table; the vaza, once every player has played in it."""
        v = self.atual()
        v.jogadas.append(jogada)
        if len(v.jogadas) < len(self.ordem):
            return None
        v.resultado = disputar([j.disputada for j in v.jogadas], forca)
        return v

    def resumir(self, vencedor: str) -> VazaNaMesa:
        """A vaza whose cards were not listed, only its result."""
        v = self.atual()
        v.resultado, v.resumida = ResultadoVaza(None if vencedor == PARDA else vencedor, None, ()), True
        return v
