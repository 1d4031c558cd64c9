"""The 40-card Spanish deck and the three measures the regulation takes of cards.

* truco hierarchy — Art. XVI ("Hierarquia das cartas");
* envido points — Art. XIV (values of Art. IX, b);
* flor — Art. IX, a and b.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from arbitro.nucleo.cartas import _NUMERO_ESPANHOL, Baralho, Carta, CartaInvalida, Naipe
from arbitro.nucleo.cartas import nomes as nomes
from arbitro.nucleo.numeros import resumir
from arbitro.sistemas.mtg import artigos as A

# Art. 10, I: the Spanish deck without 8 and 9.
NUMEROS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
_NOME_NUMERO = {1: "ás", 2: "dois", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete",
                10: "sota", 11: "cavalo", 12: "rei"}


def negra(c: Carta) -> bool:
    """Rei, cavalo and sota are the negras: worth nothing in envido and flor (Art. IX, b)."""
    return c.numero >= 10


def valor_pontos(c: Carta) -> int:
    """Value for envido and flor: the number on the card, negras 0 (Art. IX, b; Art. XIV)."""
    return 0 if negra(c) else c.numero


BARALHO: tuple[Carta, ...] = tuple(Carta(n, s) for s in Naipe for n in NUMEROS)
_NUMERO_POR_NOME = _NUMERO_ESPANHOL
_VALIDOS = "números válidos: 1–7, 10 (sota), 11 (cavalo), 12 (rei)"
_FRANCESA = re.compile(r"^[AJQK]\s*[EPOCB]$")


class _BaralhoDoMTG(Baralho):
    """The kernel's deck and parser (contract §3), with the words of Art. 10, I where a card is not in it."""

    def _fora(self, numero: int) -> CartaInvalida:
        if numero in (8, 9):
            return CartaInvalida(f"não existe carta {numero}: o baralho espanhol do truco não tem 8 nem 9 "
                                 f"({A.BARALHO}); {_VALIDOS}")
        return CartaInvalida(f"não existe carta {numero} no baralho espanhol de 40 cartas ({A.BARALHO}); {_VALIDOS}")

    def ler(self, texto: str | Carta) -> Carta:
        try:
            return super().ler(texto)
        except CartaInvalida:
            if isinstance(texto, str) and _FRANCESA.match(texto.strip().upper()):  # AE, QO: another system's deck
                raise CartaInvalida(f"{resumir(texto.strip())!r} está na notação do baralho francês (Truco Paulista "
                                    f"e Mineiro); o Truco Cego usa o baralho espanhol de 40 cartas ({A.BARALHO}), "
                                    "em números: 1E, 7O, 12C") from None
            raise


# The deck as a kernel value, for the system-free layers too (Art. 10, I: "desprovido dos 8 (oito) e dos 9 (nove)").
BARALHO_ESPANHOL: Baralho = _BaralhoDoMTG("baralho espanhol de 40 cartas", BARALHO, A.BARALHO)


def carta(texto: str | Carta) -> Carta:
    """Parse a card in the short (``1E``, ``12c``) or long (``ás de espadas``) form of contract §3."""
    return BARALHO_ESPANHOL.ler(texto)


def cartas(textos: Iterable[str | Carta]) -> tuple[Carta, ...]:
    """Parse several cards; the same card twice is an error (there is one of each in the deck)."""
    return BARALHO_ESPANHOL.ler_varias(textos)


# --- Art. XVI: truco hierarchy -------------------------------------------------------------------

def _grau(c: Carta) -> int:
    # Art. XVI, "Hierarquia das cartas", strongest first.
    if c == Carta(1, Naipe.ESPADAS):
        return 14
    if c == Carta(1, Naipe.PAUS):
        return 13
    if c == Carta(7, Naipe.ESPADAS):
        return 12
    if c == Carta(7, Naipe.OUROS):
        return 11
    por_numero = {3: 10, 2: 9, 1: 8, 12: 7, 11: 6, 10: 5, 7: 4, 6: 3, 5: 2, 4: 1}
    return por_numero[c.numero]  # ás de copas/ouros (8) and 7 de copas/paus (4) tie inside their step


FORCA: dict[Carta, int] = {c: _grau(c) for c in BARALHO}


def forca(c: Carta) -> int:
    """Strength in the truco (Art. XVI): higher wins; equal strengths empardam."""
    return FORCA[c]


# --- Art. XIV: envido ------------------------------------------------------------------------------

CANTO_NEGRA = {12: "rei", 11: "cavalo", 10: "sota"}


class Envido(NamedTuple):
    """A hand's envido (Art. XIV).

    ``pontos`` is the number sung; three negras of different suits sing the highest of them
    ("rei", "cavalo", "sota"), worth 0 and beaten by any branca. ``ordem`` compares two hands.
    """

    pontos: int
    canto: str

    @property
    def ordem(self) -> tuple[int, int]:
        # A lone negra loses to any branca (even the ás); among negras rei > cavalo > sota.
        if self.canto in ("rei", "cavalo", "sota"):
            return (0, {"sota": 1, "cavalo": 2, "rei": 3}[self.canto])
        return (1, self.pontos)


def _canto_numero(pontos: int) -> str:
    return str(pontos)


def envido(mao: Sequence[Carta]) -> Envido:
    """Envido points of a hand of three cards (Art. XIV)."""
    if len(mao) != 3:
        raise CartaInvalida(f"o envido se conta com três cartas, não {len(mao)}")
    melhor: int | None = None
    for i in range(3):
        for j in range(i + 1, 3):
            a, b = mao[i], mao[j]
            if a.naipe == b.naipe:  # two of a suit: their brancas + 20
                pontos = valor_pontos(a) + valor_pontos(b) + 20
                melhor = pontos if melhor is None else max(melhor, pontos)
    if melhor is not None:
        return Envido(melhor, _canto_numero(melhor))
    brancas = [valor_pontos(c) for c in mao if not negra(c)]
    if brancas:  # no pair of a suit: the highest branca
        return Envido(max(brancas), _canto_numero(max(brancas)))
    maior_negra = max(c.numero for c in mao)
    return Envido(0, CANTO_NEGRA[maior_negra])


# --- Art. IX: flor -----------------------------------------------------------------------------------

def flor(mao: Sequence[Carta]) -> int | None:
    """Flor points (Art. IX, b), or None when the three cards are not of one suit (Art. IX, a)."""
    if len(mao) != 3 or len({c.naipe for c in mao}) != 1:
        return None
    return 20 + sum(valor_pontos(c) for c in mao)
