"""The mineiro's deck and hierarchy ("Mineiro, baralho"): fixed manilhas — "o 4 de paus (zap), o 7 de copas (copas
ou escopeta), o ás de espadas (espadilha) e o 7 de ouros (pica-fumo)" — and below them "os 3, os 2, os ases, os
reis, os valetes, as damas, os 7, 6, 5 e 4", suits not counting."""

from __future__ import annotations

from arbitro.familias.brasileiro.frances import ORDEM, Carta, apelidos, baralho, carta, ordem
from arbitro.familias.brasileiro.perfil import Perfil
from arbitro.sistemas import apelidos as nomes_do_sistema
from arbitro.sistemas.mineiro.artigos import SECOES

ZAP, COPAS, ESPADILHA, PICA_FUMO = carta(4, "P"), carta(7, "C"), carta("A", "E"), carta(7, "O")
MANILHAS: tuple[Carta, ...] = (ZAP, COPAS, ESPADILHA, PICA_FUMO)  # strongest first
BARALHO = baralho("o Truco Mineiro", SECOES.baralho, apelidos(ZAP, COPAS, ESPADILHA, PICA_FUMO))
PERFIL = Perfil("mineiro", "Truco Mineiro", "o Truco Mineiro", SECOES, BARALHO, jogadores=(2,),
                apelidos_id=nomes_do_sistema("mineiro"), unidade=("tento", "tentos"))


def forca(c: Carta) -> int:
    """A manilha above every other card, the zap first; the rest by rank alone."""
    if c in MANILHAS:
        return len(ORDEM) + len(MANILHAS) - MANILHAS.index(c)
    return ordem(c)
