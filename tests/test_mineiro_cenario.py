"""The mineiro's scenario (contract v2 §8): two a side, no vira, the troca de mãos events and their seen cards, and
what is refused as invalid input, located."""

from __future__ import annotations

import re

import pytest
from brasileiro import julgar, recusas

from arbitro.sistemas.mineiro import Mineiro

S = Mineiro()
BASE = """\
versao: 2
regulamento: mineiro
placar: {A: 2, B: 3}
duplas: {A: [a1, a2], B: [b1, b2]}
mesa: [a1, b1, a2, b2]
eventos:
  - vaza: A
  - a1: truco
  - b1: seis
  - a1: aceito
  - vaza: A
"""
LOCAL = re.compile(r"^teste\.yaml:\d+:\d+: ")


def trocar(velho: str, novo: str, texto: str = BASE) -> str:
    assert velho in texto
    return texto.replace(velho, novo)


def test_mineiro_cenario_publico_e_valido() -> None:
    assert julgar(S, BASE).placar_final == {"A": 8, "B": 3}


@pytest.mark.parametrize(("velho", "novo", "trecho"), [
    ("placar:", "vira: 5O\nplacar:", "não tem vira"),
    ("  - b1: seis", "  - b1: retruco", "mistura regulamentos"),
    ("  - b1: seis", "  - b1: flor", "mistura regulamentos"),
    ("duplas:", "trios:", "trios é chave do Truco Cego do MTG"),
    ("placar:", "tempo_esgotado: true\nplacar:", "Truco Cego do MTG"),
    ("placar:", "cartas: {a1: [12C]}\nplacar:", "baralho espanhol"),
    ("{A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]", "{A: [a1], B: [b1]}\nmesa: [a1, b1]", "cada lado tem 2"),
    ("  - vaza: A\n  - a1: truco", "  - a1: {queima: [AE, 5O]}\n  - a1: truco", "três cartas"),
    ("  - vaza: A\n  - a1: truco", "  - a1: {queima: [AE, 5O, 7C]}\n  - a1: {joga: 7C}\n  - a1: truco",
     "foi queimada por a1"),
    ("  - vaza: A\n  - a1: truco", "  - a1: {passa_mao: a1}\n  - a1: truco", "não a si mesmo"),
    ("  - vaza: A\n  - a1: truco", "  - a1: {passa_mao: c9}\n  - a1: truco", "jogador desconhecido"),
    ("placar:", "cartas: {a1: [AE]}\nplacar:", None),
])
def test_mineiro_cenario_invalido_localizado(velho: str, novo: str, trecho: str | None) -> None:
    problemas = recusas(S, trocar(velho, novo))
    if trecho is None:
        assert problemas == []
        return
    assert any(trecho in p for p in problemas), problemas
    assert all(LOCAL.match(p) for p in problemas)


def test_mineiro_troca_de_maos_cartas_queimadas_nao_voltam_a_mao() -> None:
    texto = trocar("placar:", "cartas: {b1: [5O]}\nplacar:",
                   trocar("  - vaza: A\n  - a1: truco", "  - a1: {queima: [AE, 5O, 7C]}\n  - vaza: A\n  - a1: truco"))
    assert any("5O" in p and "dois lugares" in p for p in recusas(S, texto))


def test_mineiro_modelo_e_um_cenario_valido() -> None:
    d = julgar(S, S.modelo())
    assert d.placar_final == {"A": 7, "B": 6}  # A takes the 1st vaza with the 3 de paus and the truco vaza, the 2nd
    assert "queima" in S.modelo() and "vira" not in S.esquema()["properties"]
