"""Argentino, flor: optional and off by default; 3 per flor of the pair with the best one; no envido that hand; the
readings of the tie, the undeclared flor and the flor after the player's card."""

from __future__ import annotations

from espanhol import julgar, lancados, tipos

FLOR = "opcoes: {flor: true}\n"


def test_argentino_flor_desligada_por_padrao() -> None:
    d = julgar("argentino", "- a1: flor\n- a1: envido\n- b1: quiero\n- a1: {pontos: 33}\n- b1: {pontos: 27}\n",
               cartas="a1: [7P, 6P, 5P]")
    assert lancados(d) == [("A", 2)]  # three of a suit count as envido only: 7 + 6 + 20
    assert any(o["tipo"] == "nao-vale" and "desligada" in o["texto"] for o in d["observacoes"])


def test_argentino_flor_vale_tres_e_nao_ha_envido_na_mao() -> None:
    d = julgar("argentino", "- a1: envido\n- b1: flor\n- vaza: A\n- vaza: A\n", (10, 10), extra=FLOR,
               cartas="b1: [7C, 5C, 4C]")
    assert lancados(d) == [("A", 1), ("B", 3)]
    d = julgar("argentino", "- b1: flor\n- a1: envido\n- b2: quiero\n", extra=FLOR)
    assert lancados(d) == [("B", 3)] and "nao-vale" in tipos(d)
    d = julgar("argentino", "- a1: envido\n- b1: no quiero\n- b2: flor\n", extra=FLOR)
    assert lancados(d) == [("B", 3)]  # the envido already refused no longer counts either


def test_argentino_flor_a_melhor_dupla_marca_tres_por_flor() -> None:
    d = julgar("argentino", "- a1: flor\n- b1: flor\n- a2: flor\n", (20, 25), extra=FLOR,
               cartas="a1: [7E, 6E, 5E]\nb1: [6O, 5O, 4O]\na2: [3P, 2P, 1P]")
    assert lancados(d) == [("A", 3), ("A", 3)]  # 38 beats 35; A has two flores, B's flor scores nothing


def test_argentino_flor_falsa_nao_marca_e_e_caso_omisso() -> None:
    d = julgar("argentino", "- a1: flor\n", extra=FLOR, cartas="a1: [7E, 6E, 5O]")
    assert lancados(d) == [] and "omisso" in tipos(d)


def test_argentino_flor_empatada_leitura() -> None:
    eventos = "- a1: flor\n- b1: flor\n- vaza: B\n- vaza: B\n"
    cartas = "a1: [7E, 5E, 1E]\nb1: [6C, 4C, 3C]"
    assert lancados(julgar("argentino", eventos, extra=FLOR, cartas=cartas)) == [("A", 3), ("B", 1)]
    d = julgar("argentino", eventos, extra=FLOR, cartas=cartas, leituras={"argentino-flor-empatada": "ninguem"})
    assert lancados(d) == [("B", 1)]


def test_argentino_flor_sem_declarar_leitura() -> None:
    cartas = "a1: [7O, 4O, 10O]\na2: [6C, 5C, 1C]"
    assert lancados(julgar("argentino", "- a1: flor\n", (23, 14), extra=FLOR, cartas=cartas)) == [("A", 3)]
    d = julgar("argentino", "- a1: flor\n- vaza: A\n- vaza: A\n", (23, 14), extra=FLOR, cartas=cartas,
               leituras={"argentino-flor-sem-declarar": "pelas-cartas"})
    assert d["placar_final"] == {"A": 30, "B": 14} and d["vencedor"] == "A"


def test_argentino_flor_depois_da_carta_leitura() -> None:
    eventos = "- a1: {joga: 6O}\n- a1: flor\n- b1: {joga: 3P}\n- a2: {joga: 1E}\n- b2: {joga: 4C}\n- vaza: A\n"
    assert lancados(julgar("argentino", eventos, (27, 27), extra=FLOR, cartas="a1: [6O, 5O, 2O]")) == [("A", 1)]
    d = julgar("argentino", eventos, (27, 27), extra=FLOR, cartas="a1: [6O, 5O, 2O]",
               leituras={"argentino-flor-depois-da-carta": "vale"})
    assert d["placar_final"] == {"A": 30, "B": 27} and lancados(d) == [("A", 3)]
