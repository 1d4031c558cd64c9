"""Vazas and the winner of the volta (Art. XVI: hierarchy, "Como se ganha o truco", "Vaza empatada").

Pure functions over plain values, shared by the engine and by `arbitro vaza`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from arbitro.nucleo.vazas import Jogada, ResultadoVaza
from arbitro.nucleo.vazas import disputar as _disputar
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.cartas import forca

HIERARQUIA = art.TRUCO
COMO_SE_GANHA = art.COMO_SE_GANHA
EMPATADA = art.VAZA_EMPATADA
PARDA = "parda"  # the winner of a tied vaza, as the scenario and the ruling write it (contract v1 §4, v2 §8)


def disputar(jogadas: Sequence[Jogada]) -> ResultadoVaza:
    """Who takes a vaza (Art. XVI, hierarchy; Vaza empatada): "Se dois jogadores do mesmo grupo jogam cartas de
    igual valor, maiores que as dos contrários, na vaza seguinte joga de mão o que foi em relação ao companheiro
    na vaza anterior"."""
    return _disputar(jogadas, forca)


class Ganhador(NamedTuple):
    """The winner of the volta by the vazas, after ``vazas`` of them decided it, and the rule that did."""

    trio: str
    vazas: int
    artigos: tuple[str, ...]


def segunda_parda(resultados: Sequence[str | None]) -> bool:
    """The 1st vaza won and the 2nd parda: the case the text does not treat (a named reading decides)."""
    return len(resultados) >= 2 and resultados[0] is not None and resultados[1] is None


def ganhador(resultados: Sequence[str | None], mao_do_empate: str | None = None,
             primeira_decide: bool = True) -> Ganhador | None:
    """The winner of the volta from the vaza results in order (a trio, or None for parda).

    ``mao_do_empate`` is the trio of the mão among those whose cards tied in the 3rd vaza, needed
    only when all three go parda. ``primeira_decide`` is the reading taken when the 1st vaza is won and
    the 2nd goes parda (:func:`segunda_parda`): the 1st decides at once, or else the 3rd is played.
    Returns None while the volta is undecided.
    """
    r = list(resultados)
    if not r:
        return None
    primeira = r[0]
    if primeira is not None:
        if len(r) < 2:
            return None
        segunda = r[1]
        if segunda == primeira:  # two vazas of three
            return Ganhador(primeira, 2, (COMO_SE_GANHA,))
        if segunda is None and primeira_decide:
            return Ganhador(primeira, 2, (EMPATADA,))
        if len(r) < 3:
            return None
        terceira = r[2]
        if terceira is None:  # "Empatando-se a 3ª, ganha o que fez a 1ª"
            return Ganhador(primeira, 3, (EMPATADA,))
        if segunda is None:  # the 3rd decides under the reading that plays it
            return Ganhador(terceira, 3, (EMPATADA,))
        return Ganhador(terceira, 3, (COMO_SE_GANHA,))
    # 1st parda: "ganha o que faz a 2ª"
    if len(r) < 2:
        return None
    if r[1] is not None:
        return Ganhador(r[1], 2, (EMPATADA,))
    if len(r) < 3:
        return None
    if r[2] is not None:  # "Empatando-se a 1ª e 2ª, ganha o que fizer a 3ª"
        return Ganhador(r[2], 3, (EMPATADA,))
    if mao_do_empate is None:
        return None
    # Three pardas: "ganha o que é mão dos que jogarem as cartas que empardaram na 3ª vaza".
    return Ganhador(mao_do_empate, 3, (EMPATADA,))
