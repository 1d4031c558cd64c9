"""A vaza disputed under a hierarchy: who takes it, or whether it went parda. System-free: each system brings
its hierarchy (a function of the card, in which the vira and the manilhas may already be folded) and its own
rules for who wins the hand from the vazas."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from arbitro.nucleo.cartas import Carta


class Jogada(NamedTuple):
    jogador: str
    lado: str  # the trio or dupla the player belongs to
    carta: Carta
    coberta: bool = False  # a card played face down counts for nothing in the vaza


class ResultadoVaza(NamedTuple):
    """``vencedor`` is a side, or None when the vaza went parda.

    ``primeiro`` is the player who leads the next vaza when the vaza was won: the one who played the highest card,
    or, when two partners tied on top, the one of them who played first. ``empatados`` are the players whose
    cards tied on top (of both sides, when parda).
    """

    vencedor: str | None
    primeiro: str | None
    empatados: tuple[str, ...]

    @property
    def parda(self) -> bool:
        return self.vencedor is None


def disputar(jogadas: Sequence[Jogada], forca: Callable[[Carta], int]) -> ResultadoVaza:
    """Who takes a vaza: the highest card not covered; top cards of both sides tie (parda); equal top cards of
    one side win for it, led next by whichever of them played first."""
    validas = [j for j in jogadas if not j.coberta]
    if not validas:
        return ResultadoVaza(None, None, ())
    topo = max(forca(j.carta) for j in validas)
    empatados = [j for j in validas if forca(j.carta) == topo]
    if len({j.lado for j in empatados}) > 1:
        return ResultadoVaza(None, None, tuple(j.jogador for j in empatados))
    return ResultadoVaza(empatados[0].lado, empatados[0].jogador, tuple(j.jogador for j in empatados))
