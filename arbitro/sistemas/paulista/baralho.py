"""The paulista's deck and hierarchy: the vira fixes the manilhas ("Paulista, manilhas").

"a carta seguinte em seus 4 diferentes naipes são definidas como as Manilhas" — the rank after the vira's in the
order of "Paulista, baralho" (4, 5, 6, 7, Q, J, K, A, 2, 3); among the manilhas "Paus > Copas > Espadas > Ouros".
What follows the 3, the strongest rank, the text does not say: the reading ``vira-de-tres``.
"""

from __future__ import annotations

from collections.abc import Callable

from arbitro.familias.brasileiro.frances import NAIPES, ORDEM, Carta, baralho, ordem
from arbitro.familias.brasileiro.perfil import Perfil
from arbitro.sistemas import apelidos as nomes_do_sistema
from arbitro.sistemas.paulista.artigos import SECOES

BARALHO = baralho("o Truco Paulista", SECOES.baralho)
PERFIL = Perfil("paulista", "Truco Paulista", "o Truco Paulista", SECOES, BARALHO, jogadores=(1, 2),
                apelidos_id=nomes_do_sistema("paulista"))

FORCA_DO_NAIPE = {"O": 0, "E": 1, "C": 2, "P": 3}  # "(da menor para maior): ouro, espada, copas e paus"
_ACIMA_DE_TODAS = len(ORDEM)  # a manilha is stronger than every other card, the 3 included


def posto_da_manilha(vira: Carta, apos_o_tres: int | None) -> int | None:
    """The rank of the manilhas under ``vira``; for a vira of 3, ``apos_o_tres`` (the reading's answer: the rank
    taken as next, or None for no manilha)."""
    if vira.numero == ORDEM[-1]:
        return apos_o_tres
    return ORDEM[ordem(vira) + 1]


def forca(manilha: int | None) -> Callable[[Carta], int]:
    """The strength of each card when the manilhas are of rank ``manilha`` (None: no manilha)."""
    def f(carta: Carta) -> int:
        if carta.numero == manilha:
            return _ACIMA_DE_TODAS + FORCA_DO_NAIPE[carta.naipe.value]
        return ordem(carta)
    return f


def manilhas(posto: int | None) -> tuple[Carta, ...]:
    """The manilhas, strongest first (paus, copas, espadas, ouros)."""
    return () if posto is None else tuple(Carta(posto, n, True) for n in NAIPES)
