"""The 40-card Spanish deck and the three measures the regulation takes of cards.

* truco hierarchy — Art. XVI ("Hierarquia das cartas");
* envido points — Art. XIV (values of Art. IX, b);
* flor — Art. IX, a and b.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from arbitro.nucleo.numeros import NumeroInvalido, e_decimal, inteiro, resumir


class Naipe(Enum):
    """The four suits; none is worth more than another (Art. IX, a)."""

    ESPADAS = "E"
    PAUS = "P"
    OUROS = "O"
    COPAS = "C"

    @property
    def nome(self) -> str:
        return _NOME_NAIPE[self]


_NOME_NAIPE = {Naipe.ESPADAS: "espadas", Naipe.PAUS: "paus", Naipe.OUROS: "ouros", Naipe.COPAS: "copas"}

# Art. 10, I: the Spanish deck without 8 and 9.
NUMEROS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
_NOME_NUMERO = {1: "ás", 2: "dois", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete",
                10: "sota", 11: "cavalo", 12: "rei"}


class CartaInvalida(ValueError):
    """A card that does not exist in the deck, or text that names no card."""


@dataclass(frozen=True, order=False, slots=True)
class Carta:
    numero: int
    naipe: Naipe

    def __post_init__(self) -> None:
        if self.numero not in NUMEROS:
            raise CartaInvalida(f"o baralho espanhol do truco não tem {self.numero} (Art. 10, I)")

    @property
    def curta(self) -> str:
        """Canonical short form of contract §3: ``1E``, ``7O``, ``12C``."""
        return f"{self.numero}{self.naipe.value}"

    @property
    def nome(self) -> str:
        return f"{_NOME_NUMERO[self.numero]} de {self.naipe.nome}"

    @property
    def com_artigo(self) -> str:
        """The name with its article, for a sentence read aloud: "o sete de ouros", "a sota de copas"."""
        return f"{'a' if self.numero == 10 else 'o'} {self.nome}"

    @property
    def negra(self) -> bool:
        """Rei, cavalo and sota are the negras: worth nothing in envido and flor (Art. IX, b)."""
        return self.numero >= 10

    @property
    def valor_pontos(self) -> int:
        """Value for envido and flor: the number on the card, negras 0 (Art. IX, b; Art. XIV)."""
        return 0 if self.negra else self.numero

    def __str__(self) -> str:
        return self.curta


def nomes(cartas: Iterable[Carta]) -> str:
    """"sete de espadas, seis de espadas e rei de copas": cards named in a sentence."""
    lista = [c.nome for c in cartas]
    return " e ".join([", ".join(lista[:-1]), lista[-1]]) if len(lista) > 1 else "".join(lista)


BARALHO: tuple[Carta, ...] = tuple(Carta(n, s) for s in Naipe for n in NUMEROS)


# --- parsing (contract §3) ---------------------------------------------------------------------

_NAIPE_POR_LETRA = {"E": Naipe.ESPADAS, "P": Naipe.PAUS, "B": Naipe.PAUS, "O": Naipe.OUROS, "C": Naipe.COPAS}
_NAIPE_POR_NOME = {
    "espada": Naipe.ESPADAS, "espadas": Naipe.ESPADAS,
    "pau": Naipe.PAUS, "paus": Naipe.PAUS, "basto": Naipe.PAUS, "bastos": Naipe.PAUS,
    "ouro": Naipe.OUROS, "ouros": Naipe.OUROS,
    "copa": Naipe.COPAS, "copas": Naipe.COPAS,
}
_NUMERO_POR_NOME = {
    "as": 1, "a": 1, "um": 1, "dois": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
    "oito": 8, "nove": 9, "dez": 10, "sota": 10, "dama": 10, "onze": 11, "cavalo": 11, "doze": 12, "rei": 12,
}
_CURTA = re.compile(r"^(\d{1,2})\s*([A-Z])$")
_LONGA = re.compile(r"^(\w+)\s+de\s+(\w+)$")


def _sem_acento(texto: str) -> str:
    return unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode()


def _numero(texto: str) -> int:
    if e_decimal(texto):
        try:
            numero = inteiro(texto, 2)
        except NumeroInvalido:
            raise CartaInvalida(f"número de carta desconhecido: {resumir(texto)!r}") from None
    elif texto in _NUMERO_POR_NOME:
        numero = _NUMERO_POR_NOME[texto]
    else:
        raise CartaInvalida(f"número de carta desconhecido: {resumir(texto)!r}")
    if numero in (8, 9):
        raise CartaInvalida(f"não existe carta {numero}: o baralho espanhol do truco não tem 8 nem 9 "
                            "(Art. 10, I); números válidos: 1–7, 10 (sota), 11 (cavalo), 12 (rei)")
    if numero not in NUMEROS:
        raise CartaInvalida(f"não existe carta {numero} no baralho espanhol de 40 cartas (Art. 10, I); "
                            "números válidos: 1–7, 10 (sota), 11 (cavalo), 12 (rei)")
    return numero


def carta(texto: str | Carta) -> Carta:
    """Parse a card in the short (``1E``, ``12c``) or long (``ás de espadas``) form of contract §3."""
    if isinstance(texto, Carta):
        return texto
    bruto = str(texto).strip()
    curta = _CURTA.match(bruto.upper())
    if curta:
        numero, letra = curta.groups()
        if letra not in _NAIPE_POR_LETRA:
            raise CartaInvalida(f"naipe desconhecido {letra!r} em {resumir(bruto)!r}: use E (espadas), P ou B (paus), "
                                "O (ouros) ou C (copas)")
        return Carta(_numero(numero), _NAIPE_POR_LETRA[letra])
    longa = _LONGA.match(_sem_acento(bruto).lower())
    if longa:
        numero_txt, naipe_txt = longa.groups()
        if naipe_txt not in _NAIPE_POR_NOME:
            raise CartaInvalida(f"naipe desconhecido {resumir(naipe_txt)!r} em {resumir(bruto)!r}: espadas, "
                                "paus (bastos), ouros ou copas")
        return Carta(_numero(numero_txt), _NAIPE_POR_NOME[naipe_txt])
    raise CartaInvalida(f"carta não reconhecida: {resumir(bruto)!r} (exemplos: 1E, 7O, 12C, 'ás de espadas')")


def cartas(textos: Iterable[str | Carta]) -> tuple[Carta, ...]:
    """Parse several cards; the same card twice is an error (there is one of each in the deck)."""
    lidas = tuple(carta(t) for t in textos)
    vistas: set[Carta] = set()
    for c in lidas:
        if c in vistas:
            raise CartaInvalida(f"a carta {c.curta} aparece duas vezes: o baralho tem uma só")
        vistas.add(c)
    return lidas


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


@dataclass(frozen=True, slots=True)
class Envido:
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
                pontos = a.valor_pontos + b.valor_pontos + 20
                melhor = pontos if melhor is None else max(melhor, pontos)
    if melhor is not None:
        return Envido(melhor, _canto_numero(melhor))
    brancas = [c.valor_pontos for c in mao if not c.negra]
    if brancas:  # no pair of a suit: the highest branca
        return Envido(max(brancas), _canto_numero(max(brancas)))
    maior_negra = max(c.numero for c in mao)
    return Envido(0, CANTO_NEGRA[maior_negra])


# --- Art. IX: flor -----------------------------------------------------------------------------------

def flor(mao: Sequence[Carta]) -> int | None:
    """Flor points (Art. IX, b), or None when the three cards are not of one suit (Art. IX, a)."""
    if len(mao) != 3 or len({c.naipe for c in mao}) != 1:
        return None
    return 20 + sum(c.valor_pontos for c in mao)
