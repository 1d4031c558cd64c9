"""Cards and decks as values, for every rule system: the Spanish deck (MTG, Argentine, Valencian) and the French
one (Mineiro, Paulista). A :class:`Baralho` knows which cards it has and reads a card written by a judge — short
form, long form, nicknames — with a message in Portuguese naming the deck's own rule when a card is not in it.
What a card is worth (the hierarchy, envido points, manilhas) is each system's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from arbitro.nucleo.numeros import NumeroInvalido, e_decimal, inteiro, resumir
from arbitro.nucleo.texto import chave


class Naipe(Enum):
    ESPADAS = "E"
    PAUS = "P"
    OUROS = "O"
    COPAS = "C"

    # Cards are hashed at every set of seen cards and every strength lookup: a member is its own single instance,
    # so its identity hashes it, in C (Enum's own __hash__ hashes the member's name in Python).
    __hash__ = object.__hash__

    @property
    def nome(self) -> str:
        return _NOME_NAIPE[self]


_NOME_NAIPE = {Naipe.ESPADAS: "espadas", Naipe.PAUS: "paus", Naipe.OUROS: "ouros", Naipe.COPAS: "copas"}
_NOME_ESPANHOL = {1: "ás", 2: "dois", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete", 8: "oito", 9: "nove",
                  10: "sota", 11: "cavalo", 12: "rei"}
_NOME_FRANCES = {**_NOME_ESPANHOL, 10: "dez", 11: "valete", 12: "dama", 13: "rei"}
_LETRA_FRANCESA = {1: "A", 11: "J", 12: "Q", 13: "K"}  # the French notation (contract v2 §8): A 2 … 7 J Q K


class CartaInvalida(ValueError):
    """A card that is not in the deck, or text that names no card."""


class Carta(NamedTuple):
    """A card: its rank number (French A=1, J=11, Q=12, K=13), its suit, and which deck it belongs to."""

    numero: int
    naipe: Naipe
    francesa: bool = False

    @property
    def curta(self) -> str:
        """The short form: ``1E``, ``12C`` (Spanish, contract v1 §3); ``AE``, ``7C``, ``QO`` (French, v2 §8)."""
        posto = _LETRA_FRANCESA.get(self.numero, str(self.numero)) if self.francesa else str(self.numero)
        return f"{posto}{self.naipe._value_}"  # the plain attribute: Enum.value is a descriptor

    @property
    def nome(self) -> str:
        nomes = _NOME_FRANCES if self.francesa else _NOME_ESPANHOL
        return f"{nomes[self.numero]} de {self.naipe.nome}"

    @property
    def com_artigo(self) -> str:
        """The name with its article, for a sentence read aloud: "o sete de ouros", "a sota de copas"."""
        feminina = self.numero == 12 if self.francesa else self.numero == 10
        return f"{'a' if feminina else 'o'} {self.nome}"

    def __str__(self) -> str:
        return self.curta


def nomes(cartas: Iterable[Carta]) -> str:
    """"sete de espadas, seis de espadas e rei de copas": cards named in a sentence."""
    lista = [c.nome for c in cartas]
    return " e ".join([", ".join(lista[:-1]), lista[-1]]) if len(lista) > 1 else "".join(lista)


_NAIPE_POR_LETRA = {"E": Naipe.ESPADAS, "P": Naipe.PAUS, "B": Naipe.PAUS, "O": Naipe.OUROS, "C": Naipe.COPAS}
_NAIPE_POR_NOME = {
    "espada": Naipe.ESPADAS, "espadas": Naipe.ESPADAS,
    "pau": Naipe.PAUS, "paus": Naipe.PAUS, "basto": Naipe.PAUS, "bastos": Naipe.PAUS,
    "ouro": Naipe.OUROS, "ouros": Naipe.OUROS,
    "copa": Naipe.COPAS, "copas": Naipe.COPAS,
}
_NUMERO_ESPANHOL = {"as": 1, "a": 1, "um": 1, "dois": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
                    "oito": 8, "nove": 9, "dez": 10, "sota": 10, "dama": 10, "onze": 11, "cavalo": 11, "doze": 12,
                    "rei": 12}
_NUMERO_FRANCES = {"as": 1, "a": 1, "um": 1, "dois": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
                   "oito": 8, "nove": 9, "dez": 10, "valete": 11, "j": 11, "dama": 12, "q": 12, "rei": 13, "k": 13}
_CURTA = re.compile(r"^(\d{1,3}|[AJQK])\s*([A-Z])$")
_MEMORIA = 4096  # texts of cards remembered per deck (only those read well; a bound against a hostile file)
_LONGA = re.compile(r"^(\w+) de (\w+)$")


@dataclass(frozen=True)
class Baralho:
    """A deck: its cards, how a judge may name them, and the rule that says what the deck is."""

    nome: str  # "baralho espanhol de 40 cartas"
    cartas: tuple[Carta, ...]
    artigo: str  # the rule that fixes the deck, cited when a card is not in it
    francesa: bool = False
    apelidos: Mapping[str, Carta] = field(default_factory=dict)  # "zap" → 4P (normalised keys)
    exemplos: str = "1E, 7O, 12C, 'ás de espadas'"

    def __contains__(self, c: object) -> bool:
        return c in self._conjunto

    @cached_property
    def _conjunto(self) -> frozenset[Carta]:  # once per deck: every card read asks it
        return frozenset(self.cartas)

    @property
    def numeros(self) -> tuple[int, ...]:
        return tuple(sorted({c.numero for c in self.cartas}))

    def _fora(self, numero: int) -> CartaInvalida:
        validos = ", ".join(Carta(n, Naipe.ESPADAS, self.francesa).curta[:-1] for n in self.numeros)
        return CartaInvalida(f"não existe carta {numero if not self.francesa else _LETRA_FRANCESA.get(numero, numero)}"
                             f" no {self.nome} ({self.artigo}); números válidos: {validos}")

    def _numero(self, texto: str) -> int:
        if e_decimal(texto):
            try:
                return inteiro(texto)
            except NumeroInvalido as e:
                raise CartaInvalida(f"número de carta desconhecido: {resumir(texto)} ({e})") from None
        por_nome = _NUMERO_FRANCES if self.francesa else _NUMERO_ESPANHOL
        letra = texto.upper()
        if self.francesa and letra in "AJQK" and len(letra) == 1:
            return {"A": 1, "J": 11, "Q": 12, "K": 13}[letra]
        if texto in por_nome:
            return por_nome[texto]
        raise CartaInvalida(f"número de carta desconhecido: {resumir(texto)!r}")

    def ler(self, texto: str | Carta) -> Carta:
        """A card of this deck, in the short form (``1E``, ``12c``; French ``AE``, ``qo``), the long form (``ás de
        espadas``, ``dama de ouros``) or a nickname (``zap``)."""
        if isinstance(texto, Carta):
            if texto not in self:
                raise self._fora(texto.numero)
            return texto
        if isinstance(texto, str):
            lida = self._lidas.get(texto)
            if lida is not None:
                return lida
        c = self._ler(texto)
        if isinstance(texto, str) and len(self._lidas) < _MEMORIA:
            self._lidas[texto] = c
        return c

    @cached_property
    def _lidas(self) -> dict[str, Carta]:  # the texts already read: a scenario names the same cards again and again
        return {}

    def _ler(self, texto: object) -> Carta:
        bruto = str(texto).strip()
        if self.apelidos and chave(bruto) in self.apelidos:
            return self.apelidos[chave(bruto)]
        curta = _CURTA.match(bruto.upper())
        if curta:
            numero_txt, letra = curta.groups()
            if letra not in _NAIPE_POR_LETRA:
                raise CartaInvalida(f"naipe desconhecido {letra!r} em {resumir(bruto)!r}: use E (espadas), P ou B "
                                    "(paus), O (ouros) ou C (copas)")
            c = Carta(self._numero(numero_txt), _NAIPE_POR_LETRA[letra], self.francesa)
        else:
            longa = _LONGA.match(chave(bruto))
            if not longa:
                raise CartaInvalida(f"carta não reconhecida: {resumir(bruto)!r} (exemplos: {self.exemplos})")
            numero_txt, naipe_txt = longa.groups()
            if naipe_txt not in _NAIPE_POR_NOME:
                raise CartaInvalida(f"naipe desconhecido {resumir(naipe_txt)!r} em {resumir(bruto)!r}: espadas, paus "
                                    "(bastos), ouros ou copas")
            c = Carta(self._numero(numero_txt), _NAIPE_POR_NOME[naipe_txt], self.francesa)
        if c not in self:
            raise self._fora(c.numero)
        return c

    def ler_varias(self, textos: Iterable[str | Carta]) -> tuple[Carta, ...]:
        """Several cards; the same card twice is an error (there is one of each in the deck)."""
        lidas = tuple(self.ler(t) for t in textos)
        vistas: set[Carta] = set()
        for c in lidas:
            if c in vistas:
                raise CartaInvalida(f"a carta {c.curta} aparece duas vezes: o baralho tem uma só")
            vistas.add(c)
        return lidas


def espanhol(numeros: Iterable[int], nome: str, artigo: str, naipes: Mapping[Naipe, Iterable[int]] | None = None,
             exemplos: str = "1E, 7O, 12C, 'ás de espadas'") -> Baralho:
    """A Spanish deck with ``numeros`` in every suit (or, per suit, ``naipes``)."""
    por_naipe = naipes or {n: numeros for n in Naipe}
    cartas = tuple(Carta(x, n) for n in Naipe for x in sorted(por_naipe.get(n, ())))
    return Baralho(nome, cartas, artigo, exemplos=exemplos)


def frances(numeros: Iterable[int], nome: str, artigo: str, apelidos: Mapping[str, Carta] | None = None) -> Baralho:
    """A French deck (A=1 … K=13) with ``numeros`` in every suit, and the nicknames of its cards."""
    cartas = tuple(Carta(x, n, True) for n in Naipe for x in sorted(numeros))
    return Baralho(nome, cartas, artigo, francesa=True, apelidos={chave(k): c for k, c in (apelidos or {}).items()},
                   exemplos="4P, 7C, AE, QO, 'ás de espadas'")
