"""The French 40-card deck of the Brazilian truco (paulista, mineiro) and its notation (contract v2 §8).

Ranks ``A 2 3 4 5 6 7 J Q K`` (no 8, 9, 10, no jokers), suits ``E P O C``. Short form rank + suit (``4P``,
``7C``, ``AE``, ``QO``, any case), long form (``ás de espadas``, ``valete de copas``), and — where the system has
fixed manilhas — their nicknames. What a system reads as a card is a :class:`Baralho` value: its name, the
section of its rulebook that defines the deck, and its nicknames. A card of another system's deck (the
Spanish ``12C``, ``1E``, ``sota``) is refused with a message that says so.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

# Weakest to strongest outside the manilhas, in both systems (paulista: "4, 5, 6, 7, Q, J, K, A, 2, 3";
# mineiro: "os 3, os 2, os ases, os reis, os valetes, as damas, os 7, 6, 5 e 4").
POSTOS: tuple[str, ...] = ("4", "5", "6", "7", "Q", "J", "K", "A", "2", "3")
NAIPES: tuple[str, ...] = ("P", "C", "E", "O")  # also the manilhas' order, strongest first (paulista)
_NOME_POSTO = {"A": "ás", "2": "dois", "3": "três", "4": "quatro", "5": "cinco", "6": "seis", "7": "sete",
               "J": "valete", "Q": "dama", "K": "rei"}
_NOME_NAIPE = {"E": "espadas", "P": "paus", "O": "ouros", "C": "copas"}
# The manilhas' nicknames by suit (paulista: of whatever rank the vira gives; mineiro: of the fixed four).
APELIDO_DO_NAIPE = {"P": "zap", "C": "copeta", "E": "espadilha", "O": "pica-fumo"}


class CartaInvalida(ValueError):
    """Text that names no card of the deck; the message, in Portuguese, says why and what is accepted."""


class ApelidoSemCarta(CartaInvalida):
    """A manilha's nickname where the manilhas depend on the vira: ``naipe`` is the suit it names."""

    def __init__(self, mensagem: str, naipe: str) -> None:
        super().__init__(mensagem)
        self.naipe = naipe


@dataclass(frozen=True, slots=True)
class Carta:
    """A card of the French truco deck: ``posto`` one of :data:`POSTOS`, ``naipe`` one of ``E P O C``."""

    posto: str
    naipe: str

    @property
    def curta(self) -> str:
        """The short form of contract v2 §8: ``4P``, ``AE``, ``QO``."""
        return f"{self.posto}{self.naipe}"

    @property
    def nome(self) -> str:
        return f"{_NOME_POSTO[self.posto]} de {_NOME_NAIPE[self.naipe]}"

    @property
    def com_artigo(self) -> str:
        """"o sete de copas", "a dama de ouros": the name in a sentence read aloud."""
        return f"{'a' if self.posto == 'Q' else 'o'} {self.nome}"

    @property
    def ordem(self) -> int:
        """The rank's place outside the manilhas, 0 (the 4) to 9 (the 3)."""
        return POSTOS.index(self.posto)

    def __str__(self) -> str:
        return self.curta


BARALHO: tuple[Carta, ...] = tuple(Carta(p, n) for n in NAIPES for p in POSTOS)


def nomes(cartas: list[Carta] | tuple[Carta, ...]) -> str:
    """"o ás de espadas, o 5 de ouros e o 7 de copas": cards named in a sentence."""
    lista = [c.com_artigo for c in cartas]
    return " e ".join([", ".join(lista[:-1]), lista[-1]]) if len(lista) > 1 else "".join(lista)


# --- reading -----------------------------------------------------------------------------------------------

def _normal(texto: str) -> str:
    sem = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode().lower()
    return " ".join(sem.replace("-", " ").split())


_POSTO_POR_NOME = {"as": "A", "a": "A", "dois": "2", "tres": "3", "quatro": "4", "cinco": "5", "seis": "6",
                   "sete": "7", "valete": "J", "j": "J", "dama": "Q", "q": "Q", "rei": "K", "k": "K",
                   **{str(n): str(n) for n in range(2, 8)}}
_NAIPE_POR_NOME = {"espada": "E", "espadas": "E", "pau": "P", "paus": "P", "ouro": "O", "ouros": "O",
                   "copa": "C", "copas": "C"}
_APELIDOS = {"zap": "P", "copas": "C", "copeta": "C", "escopeta": "C", "espadilha": "E", "pica fumo": "O",
             "picafumo": "O"}
_CURTA = re.compile(r"^(10|11|12|[0-9]|[a-z])\s*([a-z])$")
_LONGA = re.compile(r"^(\w+) de (\w+)$")
_ESPANHOL = {"1": "o ás se escreve A (AE, AP…)", "11": "11 é o cavalo do baralho espanhol",
             "12": "12 é o rei do baralho espanhol", "sota": "a sota é do baralho espanhol",
             "cavalo": "o cavalo é do baralho espanhol", "caballo": "o cavalo é do baralho espanhol",
             "um": "o ás se escreve A (AE, AP…)"}
_SEM = {"8": "8", "9": "9", "10": "10", "oito": "8", "nove": "9", "dez": "10"}


@dataclass(frozen=True, slots=True)
class Baralho:
    """The deck as one system reads it: its name for messages, the rule that defines it, its nicknames
    (``None`` where the manilhas change with the vira and a nickname names no fixed card)."""

    jogo: str  # "o Truco Paulista"
    artigo: str  # "Paulista, baralho"
    apelidos: Mapping[str, Carta] | None = None

    def _erro(self, texto: str, porque: str) -> CartaInvalida:
        return CartaInvalida(f"carta inválida {texto!r}: {porque}; {self.jogo} usa o baralho francês sem 8, 9 e "
                             f"10 — valores A 2 3 4 5 6 7 J Q K e naipes E P O C, como 4P, 7C, AE, QO "
                             f"({self.artigo})")

    def ler(self, texto: str) -> Carta:
        """The card ``texto`` names, in any form of contract v2 §8; raises :class:`CartaInvalida`."""
        t = _normal(texto)
        if t in _APELIDOS:
            return self._apelido(texto, t)
        m = _CURTA.match(t) or _LONGA.match(t)
        if m is None:
            raise self._erro(texto, "não é uma carta")
        posto, naipe = m.group(1), m.group(2)
        if naipe in ("b", "basto", "bastos"):
            raise self._erro(texto, "bastos é naipe do baralho espanhol (paus se escreve P)")
        if posto in _ESPANHOL:
            raise self._erro(texto, f"é carta do baralho espanhol ({_ESPANHOL[posto]})")
        if posto in _SEM:
            raise self._erro(texto, f"o baralho do truco não tem {_SEM[posto]}")
        p = _POSTO_POR_NOME.get(posto)
        n = naipe.upper() if len(naipe) == 1 else _NAIPE_POR_NOME.get(naipe)
        if p is None or n not in _NOME_NAIPE:
            raise self._erro(texto, "valor ou naipe desconhecido")
        return Carta(p, n)

    def _apelido(self, texto: str, t: str) -> Carta:
        if self.apelidos is None:
            naipe = _APELIDOS[t]
            raise ApelidoSemCarta(f"{texto!r} não é uma carta em {self.jogo}: as manilhas mudam com a vira, e o "
                                  f"{APELIDO_DO_NAIPE[naipe]} é a manilha de {_NOME_NAIPE[naipe]} da mão; escreva a "
                                  f"carta, como 4P ou 7C ({self.artigo})", naipe)
        return self.apelidos[t]


def apelidos(zap: Carta, copas: Carta, espadilha: Carta, pica_fumo: Carta) -> dict[str, Carta]:
    """The nickname table of a system with fixed manilhas (contract v2 §8)."""
    return {"zap": zap, "copas": copas, "copeta": copas, "escopeta": copas, "espadilha": espadilha,
            "pica fumo": pica_fumo, "picafumo": pica_fumo}
