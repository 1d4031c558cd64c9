"""Mineiro, baralho: the fixed manilhas and their nicknames, the order below them, and the vaza calculator."""

from __future__ import annotations

import pytest

from arbitro.nucleo.sistema import SemCalculo
from arbitro.sistemas.mineiro import Mineiro
from arbitro.sistemas.mineiro import baralho as B

C = B.BARALHO.ler


def test_mineiro_baralho_ordem_das_cartas() -> None:
    # "o 4 de paus (zap), o 7 de copas, o ás de espadas (espadilha) e o 7 de ouros (pica-fumo). Depois vêm os 3, os
    # 2, os ases, os reis, os valetes, as damas, os 7, 6, 5 e 4."
    ordem = ["4P", "7C", "AE", "7O", "3O", "2C", "AP", "KE", "JC", "QO", "7E", "6P", "5C", "4E"]
    forcas = [B.forca(C(c)) for c in ordem]
    assert forcas == sorted(forcas, reverse=True) and len(set(forcas)) == len(forcas)


def test_mineiro_baralho_naipe_so_conta_nas_manilhas() -> None:
    assert B.forca(C("3P")) == B.forca(C("3E"))
    assert B.forca(C("7E")) == B.forca(C("7P")) < B.forca(C("QO"))
    assert B.forca(C("AC")) == B.forca(C("AO")) < B.forca(C("AE"))
    assert B.forca(C("4C")) < B.forca(C("5O")) < B.forca(C("4P"))


@pytest.mark.parametrize(("apelido", "carta"), [("zap", "4P"), ("copas", "7C"), ("copeta", "7C"),
                                                ("escopeta", "7C"), ("espadilha", "AE"), ("pica-fumo", "7O"),
                                                ("Pica Fumo", "7O")])
def test_mineiro_baralho_apelidos_das_manilhas(apelido: str, carta: str) -> None:
    assert C(apelido).curta == carta


def test_mineiro_calculadora_vaza_zap_ganha() -> None:
    calc = Mineiro().calcular_vaza(["3P", "4P", "7C", "2O"], {})
    assert (calc.valor, calc.dados["vencedora"], calc.dados["lado"]) == (2, "4P", 2)
    assert calc.artigos == ("Mineiro, vazas", "Mineiro, baralho")


def test_mineiro_calculadora_vaza_sem_vira() -> None:
    with pytest.raises(ValueError, match="não tem vira"):
        Mineiro().calcular_vaza(["3P", "4P"], {"vira": "5O"})


def test_mineiro_sem_envido() -> None:
    with pytest.raises(SemCalculo, match="não tem envido"):
        Mineiro().calcular_envido(["7O", "6O", "AE"])
