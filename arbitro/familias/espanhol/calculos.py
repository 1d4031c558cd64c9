"""The judge's calculators for a system of the family: envido, flor, vaza (contract: ``Sistema.calcular_*``).

Each answer carries the rule of the system's rulebook that gives it; a card outside the system's deck raises the
deck's :class:`~arbitro.nucleo.cartas.CartaInvalida`, whose message names the deck and its rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arbitro.familias.espanhol import envido as E
from arbitro.familias.espanhol.cenario import fora_do_baralho
from arbitro.nucleo.cartas import Baralho, Carta, CartaInvalida, nomes
from arbitro.nucleo.sistema import Calculo


def ler_cartas(baralho: Baralho, regra: str, textos: Sequence[str], minimo: int, maximo: int,
               para: str) -> list[Carta]:
    """The cards of a calculator: each in the deck, none twice, between ``minimo`` and ``maximo`` of them."""
    erros: list[str] = []
    lidas: list[Carta] = []
    for i, t in enumerate(textos, 1):
        try:
            c = baralho.ler(t)
        except CartaInvalida as e:
            erros.append(f"carta {i} ({t!r}): {fora_do_baralho(baralho, regra, t) or e}")
            continue
        if c in lidas:
            erros.append(f"carta {i} ({t!r}): a carta {c.curta} aparece duas vezes: o baralho tem uma só")
        lidas.append(c)
    if not minimo <= len(textos) <= maximo:
        quantas = f"{minimo}" if minimo == maximo else f"de {minimo} a {maximo}"
        erros.append(f"{para} se calcula com {quantas} cartas, não {len(textos)}")
    if erros:
        raise CartaInvalida("; ".join(erros))
    return lidas


def envido(baralho: Baralho, regra: str, textos: Sequence[str], valor: E.Valor, artigo: str, como: str) -> Calculo:
    """The envido of one to three cards (``como`` says how a card is counted, for the sentence)."""
    cartas = ler_cartas(baralho, regra, textos, 1, 3, "o envido")
    n = E.pontos(cartas, valor)
    return Calculo(f"{nomes(cartas)}: {n} de envido ({como})", n, (artigo,),
                   {"cartas": [c.curta for c in cartas], "pontos": n})


def flor(baralho: Baralho, regra: str, textos: Sequence[str], valor: E.Valor, artigo: str) -> Calculo:
    cartas = ler_cartas(baralho, regra, textos, 3, 3, "a flor")
    n = E.flor(cartas, valor)
    if n is None:
        return Calculo(f"{nomes(cartas)}: não é flor (as três cartas não são do mesmo naipe)", None, (artigo,),
                       {"cartas": [c.curta for c in cartas], "flor": False})
    return Calculo(f"{nomes(cartas)}: flor de {n} (a soma das três mais 20)", n, (artigo,),
                   {"cartas": [c.curta for c in cartas], "flor": True, "pontos": n})


def vaza(baralho: Baralho, regra: str, textos: Sequence[str], forca: Callable[[Carta], int], artigo: str) -> Calculo:
    """Which of the cards takes a vaza: the strongest; cards of the same step tie (``parda`` between sides)."""
    cartas = ler_cartas(baralho, regra, textos, 2, 6, "a vaza")
    topo = max(forca(c) for c in cartas)
    melhores = [c for c in cartas if forca(c) == topo]
    ordem = sorted(cartas, key=forca, reverse=True)
    if len(melhores) == 1:
        texto = f"ganha {melhores[0].com_artigo}"
    else:
        texto = f"{nomes(melhores)} se igualam no topo: de lados contrários, a vaza empata (parda)"
    return Calculo(f"{texto} — ordem: {', '.join(c.curta for c in ordem)}", None, (artigo,),
                   {"cartas": [c.curta for c in cartas], "vencedoras": [c.curta for c in melhores],
                    "ordem": [c.curta for c in ordem]})
