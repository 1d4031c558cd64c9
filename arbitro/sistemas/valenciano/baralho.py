"""The valenciano's 22 cards, their order with the equal false sevens, and the envit's count (Valenciano,
baralho; envido)."""

from __future__ import annotations

from arbitro.nucleo.cartas import Carta, Naipe, espanhol
from arbitro.sistemas.valenciano.artigos import BARALHO as ARTIGO

# "São utilizadas 22 cartas do baralho espanhol (os ases de ouros e copas, a figuras e os 2 são retirados)."
_NUMEROS = (3, 4, 5, 6, 7)
BARALHO = espanhol(_NUMEROS, "baralho de 22 cartas do truc valenciano", ARTIGO,
                   naipes={Naipe.ESPADAS: (1, *_NUMEROS), Naipe.PAUS: (1, *_NUMEROS), Naipe.OUROS: _NUMEROS,
                           Naipe.COPAS: _NUMEROS})
REGRA = "o truc usa 22 cartas: o ás de espadas, o ás de paus e as cartas de 3 a 7 de cada naipe"

# "Ás de espadas, Ás de paus, Sete de espadas, Sete de ouros, 3, Sete de copas e sete de paus (setes falsos), 6,
# 5, 4" — the false sevens are one step: equal.
_TOPO = {Carta(1, Naipe.ESPADAS): 9, Carta(1, Naipe.PAUS): 8, Carta(7, Naipe.ESPADAS): 7, Carta(7, Naipe.OUROS): 6}
_POR_NUMERO = {3: 5, 7: 4, 6: 3, 5: 2, 4: 1}


def forca(c: Carta) -> int:
    """Strength in a vaza: higher wins, equal strengths tie."""
    return _TOPO[c] if c in _TOPO else _POR_NUMERO[c.numero]


def valor_envido(c: Carta) -> int:
    """"os setes são as cartas de maior valor e os ases as mais baixas": each card counts its number."""
    return c.numero

COMO_ENVIDO = ("as duas melhores do mesmo naipe mais 20, os setes altos e os ases baixos; "
               "sem duas do mesmo naipe, a mais alta")
