"""Valenciano, baralho: the 22 cards, their order with the equal false sevens, the envit's count; the calculators."""

from __future__ import annotations

import pytest

from arbitro.nucleo.cartas import CartaInvalida
from arbitro.nucleo.sistema import SemCalculo
from arbitro.sistemas.valenciano import Valenciano
from arbitro.sistemas.valenciano.baralho import BARALHO, forca

S = Valenciano()


def test_valenciano_baralho_vinte_e_duas_cartas() -> None:
    assert len(BARALHO.cartas) == 22
    assert {c.curta for c in BARALHO.cartas} >= {"1E", "1P", "3O", "7C", "4P"}
    for texto in ("1O", "1C", "2E", "10P", "12O", "rei de copas"):
        with pytest.raises(CartaInvalida, match="22 cartas"):
            BARALHO.ler(texto)


def test_valenciano_baralho_ordem_e_setes_falsos_iguais() -> None:
    degraus = [["1E"], ["1P"], ["7E"], ["7O"], ["3E", "3P", "3O", "3C"], ["7C", "7P"], ["6O", "6E"], ["5C"], ["4P"]]
    valores = [{forca(BARALHO.ler(x)) for x in d} for d in degraus]
    assert all(len(v) == 1 for v in valores), "cartas do mesmo degrau se igualam"
    fila = [v.pop() for v in valores]
    assert fila == sorted(fila, reverse=True) and len(set(fila)) == len(fila)


def test_valenciano_envido_calculadora_setes_altos_ases_baixos() -> None:
    c = S.calcular_envido(["7C", "3E", "1E"])
    assert c.valor == 24 and c.artigos == ("Valenciano, envido",)  # the page's example: 3 + 1 + 20 beats a 7
    assert S.calcular_envido(["7E", "6E", "5E"]).valor == 33  # "O número de pontos mais alto do envido é 33"
    assert S.calcular_envido(["7O", "5C", "4P"]).valor == 7
    with pytest.raises(CartaInvalida, match="22 cartas"):
        S.calcular_envido(["7C", "2E"])


def test_valenciano_calculadoras_vaza_falta_e_sem_flor() -> None:
    assert S.calcular_vaza(["7C", "7P", "6E"], {}).dados["vencedoras"] == ["7C", "7P"]
    assert S.calcular_vaza(["1P", "7E"], {}).dados["vencedoras"] == ["1P"]
    assert S.calcular_falta({"A": 10, "B": 15}, {}).valor == 9  # the page's example, boas at 24
    ruins = S.calcular_falta({"A": 5, "B": 8}, {"vencedor": "A"})
    assert ruins.valor == 19 and not ruins.dados["boas"]  # ruins: the whole cama
    assert S.calcular_falta({"A": 8, "B": 9}, {"pontos_por_cama": "18"}).valor == 9
    with pytest.raises(SemCalculo, match="não tem flor"):
        S.calcular_flor(["7E", "6E", "5E"])
