"""Argentino, baralho: the 40 cards, their order in a vaza, what each adds to the envido; the calculators."""

from __future__ import annotations

import pytest

from arbitro.nucleo.cartas import CartaInvalida
from arbitro.sistemas.argentino import Argentino
from arbitro.sistemas.argentino.baralho import BARALHO, forca, valor_envido

S = Argentino()


def c(texto: str) -> object:
    return BARALHO.ler(texto)


def test_argentino_baralho_quarenta_cartas_sem_oito_nem_nove() -> None:
    assert len(BARALHO.cartas) == 40
    for texto in ("8C", "9E", "oito de ouros"):
        with pytest.raises(CartaInvalida, match="truco argentino"):
            BARALHO.ler(texto)
    assert BARALHO.ler("rei de copas").curta == "12C" and BARALHO.ler("sota de bastos").curta == "10P"


def test_argentino_baralho_ordem_da_mais_forte_para_a_mais_fraca() -> None:
    # "1 de espadas, 1 de paus, 7 de espadas, 7 de ouros, e depois todos os 3, os 2, os outros 1, os 12, 11 e 10,
    # os outros 7, os 6, 5 e 4"
    degraus = [["1E"], ["1P"], ["7E"], ["7O"], ["3E", "3P", "3O", "3C"], ["2E", "2C"], ["1O", "1C"], ["12O", "12P"],
               ["11E"], ["10C"], ["7C", "7P"], ["6O"], ["5E"], ["4P"]]
    valores = [{forca(BARALHO.ler(x)) for x in d} for d in degraus]
    assert all(len(v) == 1 for v in valores), "cartas do mesmo degrau se igualam"
    fila = [v.pop() for v in valores]
    assert fila == sorted(fila, reverse=True) and len(set(fila)) == len(fila)


def test_argentino_envido_figuras_nao_valem() -> None:
    assert [valor_envido(BARALHO.ler(x)) for x in ("10E", "11O", "12C", "7P", "1C")] == [0, 0, 0, 7, 1]


def test_argentino_calculadora_de_envido() -> None:
    assert S.calcular_envido(["7O", "6O", "4E"]).valor == 33  # 7 + 6 + 20, "33 é o máximo possível"
    assert S.calcular_envido(["5C", "12C", "1E"]).valor == 25  # the rei is worth nothing
    assert S.calcular_envido(["2E", "4O", "7C"]).valor == 7  # three suits: the best card alone
    assert S.calcular_envido(["10E", "11O", "12C"]).valor == 0
    assert S.calcular_envido(["7P", "6P", "5P"]).valor == 33  # three of a suit: the best two
    assert S.calcular_envido(["7P", "6P"]).artigos == ("Argentino, envido",)
    with pytest.raises(CartaInvalida, match="duas vezes"):
        S.calcular_envido(["7P", "7P"])


def test_argentino_calculadoras_de_flor_vaza_e_falta() -> None:
    flor = S.calcular_flor(["7E", "6E", "5E"])
    assert flor.valor == 38 and flor.artigos == ("Argentino, flor",)
    assert S.calcular_flor(["7E", "6E", "5O"]).valor is None
    vaza = S.calcular_vaza(["3C", "7O", "2E", "1C"], {})
    assert vaza.dados["vencedoras"] == ["7O"] and vaza.artigos == ("Argentino, baralho",)
    assert S.calcular_vaza(["3C", "3P"], {}).dados["vencedoras"] == ["3C", "3P"]
    falta = S.calcular_falta({"A": 18, "B": 22}, {})
    assert falta.valor == 8 and falta.artigos == ("Argentino, envido",)

