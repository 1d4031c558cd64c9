"""The argentino's deck, the order of its cards and what each adds to the envido (Argentino, baralho; envido)."""

from __future__ import annotations

from arbitro.nucleo.cartas import Carta, Naipe, espanhol
from arbitro.sistemas.argentino.artigos import BARALHO as ARTIGO

# "um baralho espanhol de 40 cartas ... numeradas de 1 a 7 e de 10 a 12"
BARALHO = espanhol((1, 2, 3, 4, 5, 6, 7, 10, 11, 12), "baralho do truco argentino", ARTIGO)
REGRA = "o baralho espanhol de 40 cartas, de 1 a 7 e de 10 a 12 em cada naipe, sem 8 nem 9"

# "1 de espadas, 1 de paus, 7 de espadas, 7 de ouros, e depois todos os 3, os 2, os outros 1, os 12, 11 e 10, os
# outros 7, os 6, 5 e 4"; the suit matters only for the four top cards.
_TOPO = {Carta(1, Naipe.ESPADAS): 14, Carta(1, Naipe.PAUS): 13, Carta(7, Naipe.ESPADAS): 12, Carta(7, Naipe.OUROS): 11}
_POR_NUMERO = {3: 10, 2: 9, 1: 8, 12: 7, 11: 6, 10: 5, 7: 4, 6: 3, 5: 2, 4: 1}


def forca(c: Carta) -> int:
    """Strength in a vaza: higher wins, equal strengths tie."""
    return _TOPO[c] if c in _TOPO else _POR_NUMERO[c.numero]


def valor_envido(c: Carta) -> int:
    """What a card adds to the envido and the flor: "o 10, o 11 e o 12 não valem nada"."""
    return 0 if c.numero >= 10 else c.numero

COMO_ENVIDO = ("as duas melhores do mesmo naipe mais 20, as figuras valendo zero; "
               "sem duas do mesmo naipe, a melhor carta")
