"""Cards of the Spanish deck as values, and a deck as the set of cards a system plays with.

Notation of contract v1 §3: short form number + suit letter (``1E``, ``7o``, ``12C``; ``B`` for paus too), long
form (``ás de espadas``, ``sete de ouros``, ``rei de copas``, ``sota de paus``, ``cavalo de bastos``). A
:class:`Baralho` knows its cards and the rule that fixes them, so a card outside it is refused with a message that
names the deck and the rule (the valenciano's 22 cards, the argentino's 40).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum


class Naipe(Enum):
    ESPADAS = "E"
    PAUS = "P"
    OUROS = "O"
    COPAS = "C"

    @property
    def nome(self) -> str:
        return {"E": "espadas", "P": "paus", "O": "ouros", "C": "copas"}[self.value]


_NOME_NUMERO = {1: "ás", 2: "dois", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete", 8: "oito", 9: "nove",
                10: "sota", 11: "cavalo", 12: "rei"}


class CartaInvalida(ValueError):
    """Text that names no card, or a card the deck does not have; the message says which and why."""


@dataclass(frozen=True, slots=True)
class Carta:
    numero: int
    naipe: Naipe

    @property
    def curta(self) -> str:
        return f"{self.numero}{self.naipe.value}"

    @property
    def nome(self) -> str:
        return f"{_NOME_NUMERO[self.numero]} de {self.naipe.nome}"

    @property
    def com_artigo(self) -> str:
        """"o sete de ouros", "a sota de copas": the name in a sentence read aloud."""
        return f"{'a' if self.numero == 10 else 'o'} {self.nome}"

    def __str__(self) -> str:
        return self.curta


def nomes(cartas: Iterable[Carta]) -> str:
    """"o sete de espadas, o seis de espadas e o rei de copas"."""
    lista = [c.com_artigo for c in cartas]
    return " e ".join([", ".join(lista[:-1]), lista[-1]]) if len(lista) > 1 else "".join(lista)


_LETRA = {"E": Naipe.ESPADAS, "P": Naipe.PAUS, "B": Naipe.PAUS, "O": Naipe.OUROS, "C": Naipe.COPAS}
_NAIPE_POR_NOME = {"espada": Naipe.ESPADAS, "espadas": Naipe.ESPADAS, "pau": Naipe.PAUS, "paus": Naipe.PAUS,
                   "basto": Naipe.PAUS, "bastos": Naipe.PAUS, "ouro": Naipe.OUROS, "ouros": Naipe.OUROS,
                   "copa": Naipe.COPAS, "copas": Naipe.COPAS}
_NUMERO_POR_NOME = {"as": 1, "um": 1, "dois": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
                    "oito": 8, "nove": 9, "dez": 10, "sota": 10, "dama": 10, "onze": 11, "cavalo": 11, "doze": 12,
                    "rei": 12}
_CURTA = re.compile(r"^(\d{1,2})\s*([A-Z])$")
_LONGA = re.compile(r"^(\w+)\s+de\s+(\w+)$")


def _sem_acento(texto: str) -> str:
    return unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode()


def _ler(texto: str) -> tuple[int, Naipe]:
    """The number and suit a text names, before any deck is asked (contract v1 §3)."""
    bruto = texto.strip()
    curta = _CURTA.match(bruto.upper())
    if curta:
        numero, letra = curta.groups()
        if letra not in _LETRA:
            raise CartaInvalida(f"naipe desconhecido {letra!r}: use E (espadas), P ou B (paus), O (ouros) ou C (copas)")
        return int(numero), _LETRA[letra]
    longa = _LONGA.match(_sem_acento(bruto).lower())
    if longa:
        numero_txt, naipe_txt = longa.groups()
        if naipe_txt not in _NAIPE_POR_NOME:
            raise CartaInvalida(f"naipe desconhecido {naipe_txt!r}: espadas, paus (bastos), ouros ou copas")
        if numero_txt.isdigit():
            return int(numero_txt), _NAIPE_POR_NOME[naipe_txt]
        if numero_txt in _NUMERO_POR_NOME:
            return _NUMERO_POR_NOME[numero_txt], _NAIPE_POR_NOME[naipe_txt]
        raise CartaInvalida(f"número de carta desconhecido: {numero_txt!r}")
    raise CartaInvalida("carta não reconhecida (exemplos: 1E, 7O, 12C, 'ás de espadas')")


@dataclass(frozen=True, slots=True)
class Baralho:
    """The cards a system plays with; ``regra`` says in words which they are, ``artigo`` where the rulebook says so."""

    nome: str
    cartas: frozenset[Carta]
    regra: str
    artigo: str

    def ler(self, texto: str) -> Carta:
        """The card ``texto`` names, if this deck has it; else :class:`CartaInvalida` naming the deck's rule."""
        numero, naipe = _ler(texto)
        c = Carta(numero, naipe)
        if c not in self.cartas:
            nome = f"{_NOME_NUMERO.get(numero, str(numero))} de {naipe.nome}"
            raise CartaInvalida(f"{self.nome} não tem {nome}: {self.regra} ({self.artigo})")
        return c

    def __contains__(self, c: object) -> bool:
        return c in self.cartas


def espanhol(numeros: Iterable[int], extras: Iterable[tuple[int, Naipe]] = ()) -> frozenset[Carta]:
    """The cards of ``numeros`` in every suit, plus ``extras``."""
    ns = tuple(numeros)
    return frozenset([*(Carta(n, s) for s in Naipe for n in ns), *(Carta(n, s) for n, s in extras)])
