"""The envido of the Spanish-deck family: the points of a hand, the pricing of a chain of calls, the winner.

What the argentino and the valenciano say alike (and the MTG's Art. XIV and XV with them):

* points — the two best cards of one suit add up plus 20; with no two of a suit, the best card alone
  ("suas duas melhores cartas do mesmo naipe, que valem a soma mais 20 ... ou na sua melhor carta sozinha";
  "Se houver 2 cartas do mesmo naipe, soma-se seu valor + 20 ... Se ninguém tiver 2 cartas do mesmo naipe,
  conta-se a carta mais alta"); each system says what a card is worth (:data:`Valor`);
* a chain — each call prices the bet from what it answers: the argentino's envido adds 2 and real envido 3, the
  valenciano's dobro doubles, a falta replaces everything; accepted, the chain is worth its last price;
* a refusal — 1 for a lone call; for a refused raise, what the system (or its reading) says: 1 still, the chain
  before the refused call, or that call's own price alone (:data:`Recusa`);
* the winner — the best points, ties to the player nearer the mão in the playing order.

Pure functions of plain values; the rule each number comes from is the caller's to cite.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Literal, NamedTuple

from arbitro.nucleo.cartas import Carta

Valor = Callable[[Carta], int]  # what a card adds to the envido


def pontos(cartas: Iterable[Carta], valor: Valor) -> int:
    """The envido of ``cartas``: the best two of a suit plus 20, or the best card alone (0 with no card)."""
    lista = list(cartas)
    por_naipe: dict[object, list[int]] = {}
    for c in lista:
        por_naipe.setdefault(c.naipe, []).append(valor(c))
    pares = [sum(sorted(vs, reverse=True)[:2]) + 20 for vs in por_naipe.values() if len(vs) >= 2]
    if pares:
        return max(pares)
    return max((valor(c) for c in lista), default=0)


def flor(cartas: Sequence[Carta], valor: Valor) -> int | None:
    """The flor of three cards of one suit: their sum plus 20; None when they are not of one suit."""
    if len(cartas) != 3 or len({c.naipe for c in cartas}) != 1:
        return None
    return sum(valor(c) for c in cartas) + 20


Efeito = Literal["soma", "dobra", "falta", "fixo"]


class Passo(NamedTuple):
    """One call of a chain: its name and what it does to the price — adds ``n`` (``soma``), doubles (``dobra``),
    is the falta (``falta``, priced by the caller), or is worth ``n`` outright (``fixo``)."""

    nome: str
    efeito: Efeito
    n: int = 0


def preco(cadeia: Sequence[Passo], falta: int) -> int:
    """What ``cadeia`` is worth accepted; ``falta`` is what the falta is worth at this moment."""
    valor = 0
    for p in cadeia:
        if p.efeito == "soma":
            valor += p.n
        elif p.efeito == "dobra":
            valor *= 2
        elif p.efeito == "falta":
            valor = falta
        else:
            valor = p.n
    return valor


Recusa = Literal["um", "cadeia-anterior", "passo-anterior"]


def recusado(cadeia: Sequence[Passo], como: Recusa, falta: int) -> int:
    """What ``cadeia`` gives its bettors refused: 1 for a lone call; for a refused raise, 1 (``um``), the chain
    before it accepted (``cadeia-anterior``), or the call it answered on its own (``passo-anterior``)."""
    if len(cadeia) <= 1 or como == "um":
        return 1
    if como == "cadeia-anterior":
        return preco(cadeia[:-1], falta)
    return preco(cadeia[-2:-1], falta) if cadeia[-2].efeito != "dobra" else preco(cadeia[:-1], falta)


def vencedor(pontos_de: Mapping[str, int], ordem: Sequence[str]) -> tuple[str, list[str]] | None:
    """The player with the best points and the others who tied with him; ties go to the one nearer the mão
    (earlier in ``ordem``). None when nobody's points are known."""
    if not pontos_de:
        return None
    melhor = max(pontos_de.values())
    empatados = [j for j in ordem if pontos_de.get(j) == melhor]
    return empatados[0], empatados[1:]
