"""The French 40-card deck of the Brazilian truco (paulista, mineiro) and how the family reads it (contract v2 §8).

The cards are the kernel's (:mod:`arbitro.nucleo.cartas`: French ranks A=1, 2–7, J=11, Q=12, K=13); this module
adds what both systems share: the order of the ranks outside the manilhas, the manilhas' nicknames, and a reading
that refuses a card of another system's deck (the Spanish ``12C``, ``1E``, ``sota``) with a message that says
the scenario mixes decks — the kernel's French deck alone would read ``12C`` as the dama de copas.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from arbitro.nucleo.cartas import Baralho as BaralhoDoNucleo
from arbitro.nucleo.cartas import Carta, CartaInvalida, Naipe, frances
from arbitro.nucleo.texto import chave

__all__ = ["NAIPES", "NUMEROS", "ORDEM", "ApelidoSemCarta", "Baralho", "Carta", "CartaInvalida", "Naipe",
           "baralho", "carta", "no", "nomes", "ordem"]

NUMEROS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)  # A 2 3 4 5 6 7 J Q K: no 8, 9, 10
# Weakest to strongest outside the manilhas, in both systems (paulista: "4, 5, 6, 7, Q, J, K, A, 2, 3";
# mineiro: "os 3, os 2, os ases, os reis, os valetes, as damas, os 7, 6, 5 e 4").
ORDEM: tuple[int, ...] = (4, 5, 6, 7, 12, 11, 13, 1, 2, 3)
NAIPES: tuple[Naipe, ...] = (Naipe.PAUS, Naipe.COPAS, Naipe.ESPADAS, Naipe.OUROS)  # the manilhas' order
APELIDO_DO_NAIPE = {Naipe.PAUS: "zap", Naipe.COPAS: "copeta", Naipe.ESPADAS: "espadilha", Naipe.OUROS: "pica-fumo"}
_APELIDOS = {"zap": Naipe.PAUS, "copas": Naipe.COPAS, "copeta": Naipe.COPAS, "escopeta": Naipe.COPAS,
             "espadilha": Naipe.ESPADAS, "pica fumo": Naipe.OUROS, "picafumo": Naipe.OUROS}


def carta(posto: str | int, naipe: str) -> Carta:
    """``carta("Q", "O")``: the dama de ouros."""
    numero = posto if isinstance(posto, int) else {"A": 1, "J": 11, "Q": 12, "K": 13}.get(posto) or int(posto)
    return Carta(numero, Naipe(naipe), True)


def no(jogo: str) -> str:
    """"o Truco Paulista" → "no Truco Paulista"."""
    return f"no {jogo[2:]}" if jogo.startswith("o ") else f"em {jogo}"


def ordem(c: Carta) -> int:
    """The card's place outside the manilhas, 0 (the 4) to 9 (the 3)."""
    return ORDEM.index(c.numero)


def nomes(cartas: Iterable[Carta]) -> str:
    """"o ás de espadas, o cinco de ouros e o sete de copas": cards named in a sentence, with their articles."""
    lista = [c.com_artigo for c in cartas]
    return " e ".join([", ".join(lista[:-1]), lista[-1]]) if len(lista) > 1 else "".join(lista)


class ApelidoSemCarta(CartaInvalida):
    """A manilha's nickname where the manilhas depend on the vira: ``naipe`` is the suit it names."""

    def __init__(self, mensagem: str, naipe: Naipe) -> None:
        super().__init__(mensagem)
        self.naipe = naipe


# What a judge used to the Spanish deck writes (contract v1 §3), and what it means here.
_CURTA = re.compile(r"^(\d{1,2}|[a-z])\s*([a-z])$")
_LONGA = re.compile(r"^(\w+) de (\w+)$")
_ESPANHOL = {"1": "o ás se escreve A (AE, AP…)", "um": "o ás se escreve A (AE, AP…)",
             "11": "11 é o cavalo do baralho espanhol", "12": "12 é o rei do baralho espanhol",
             "sota": "a sota é do baralho espanhol", "cavalo": "o cavalo é do baralho espanhol",
             "caballo": "o cavalo é do baralho espanhol"}
_SEM = {"8": "8", "9": "9", "10": "10", "oito": "8", "nove": "9", "dez": "10"}


@dataclass(frozen=True)
class Baralho:
    """The deck as one system reads it: its name for messages, the rule that defines it, the kernel's deck, and
    whether the manilhas are fixed (then their nicknames name cards)."""

    jogo: str  # "o Truco Paulista"
    artigo: str  # "Paulista, baralho"
    nucleo: BaralhoDoNucleo
    fixas: bool

    def _erro(self, texto: str, porque: str) -> CartaInvalida:
        return CartaInvalida(f"carta inválida {texto!r}: {porque}; {self.jogo} usa o baralho francês sem 8, 9 e "
                             f"10 — valores A 2 3 4 5 6 7 J Q K e naipes E P O C, como 4P, 7C, AE, QO "
                             f"({self.artigo})")

    def ler(self, texto: str) -> Carta:
        """The card ``texto`` names, in any form of contract v2 §8; raises :class:`CartaInvalida`."""
        t = chave(texto)
        if t in _APELIDOS and not self.fixas:
            naipe = _APELIDOS[t]
            raise ApelidoSemCarta(f"{texto!r} não é uma carta {no(self.jogo)}: as manilhas mudam com a vira, e o "
                                  f"{APELIDO_DO_NAIPE[naipe]} é a manilha de {naipe.nome} da mão; escreva a carta, "
                                  f"como 4P ou 7C ({self.artigo})", naipe)
        m = _CURTA.match(t) or _LONGA.match(t)
        if m is not None:
            posto, naipe_txt = m.groups()
            if naipe_txt in ("b", "basto", "bastos"):
                raise self._erro(texto, "bastos é naipe do baralho espanhol (paus se escreve P)")
            if posto in _ESPANHOL:
                raise self._erro(texto, f"é carta do baralho espanhol ({_ESPANHOL[posto]})")
            if posto in _SEM:
                raise self._erro(texto, f"o baralho do truco não tem {_SEM[posto]}")
        try:
            return self.nucleo.ler(texto)
        except CartaInvalida:
            raise self._erro(texto, "não é uma carta") from None


def baralho(jogo: str, artigo: str, apelidos: Mapping[str, Carta] | None = None) -> Baralho:
    """The family's deck for one system (``apelidos``: the fixed manilhas' nicknames, contract v2 §8)."""
    return Baralho(jogo, artigo, frances(NUMEROS, "baralho francês de 40 cartas", artigo, apelidos),
                   apelidos is not None)


def apelidos(zap: Carta, copas: Carta, espadilha: Carta, pica_fumo: Carta) -> dict[str, Carta]:
    """The nickname table of a system with fixed manilhas (contract v2 §8)."""
    por_naipe = {Naipe.PAUS: zap, Naipe.COPAS: copas, Naipe.ESPADAS: espadilha, Naipe.OUROS: pica_fumo}
    return {nome: por_naipe[naipe] for nome, naipe in _APELIDOS.items()}
