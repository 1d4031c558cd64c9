"""Valenciano, truco: truc 2, retruc 3, vale quatro 4, jogo fora the partida; the readings of the refusal, of who
raises and of what the jogo fora wins."""

from __future__ import annotations

from espanhol import julgar, lancados, tipos


def test_valenciano_truco_tabela_de_valores() -> None:
    assert lancados(julgar("valenciano", "- vaza: A\n- vaza: A\n", um=True)) == [("A", 1)]
    assert lancados(julgar("valenciano", "- a1: truc\n- b1: aceito\n- vaza: B\n- vaza: B\n", um=True)) == [("B", 2)]
    d = julgar("valenciano", "- a1: truco\n- b1: retruc\n- a1: vale quatro\n- b1: quero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 4)]


def test_valenciano_truco_recusado_leitura() -> None:
    assert lancados(julgar("valenciano", "- a1: truco\n- b1: não aceito\n")) == [("A", 1)]
    assert lancados(julgar("valenciano", "- a1: truco\n- b1: retruco\n- a1: não quero\n")) == [("B", 2)]
    d = julgar("valenciano", "- a1: truco\n- b1: retruco\n- a1: não quero\n",
               leituras={"valenciano-truc-recusado": "valor-proposto"})
    assert lancados(d) == [("B", 3)]


def test_valenciano_truco_jogo_fora_cama_ou_partida() -> None:
    eventos = "- a1: truco\n- b1: retruco\n- a1: vale quatro\n- b1: jogo fora\n- a2: aceito\n- vaza: A\n- vaza: A\n"
    extra = "opcoes: {camas_para_vencer: 2}\ncamas: {A: 0, B: 0}\n"
    d = julgar("valenciano", eventos, (6, 13), extra=extra)
    assert d["placar_final"] == {"A": 24, "B": 13} and d["vencedor"] is None
    assert d["cama"] == {"vencedor": "A", "camas": {"A": 1, "B": 0}}
    d = julgar("valenciano", eventos, (6, 13), extra=extra, leituras={"valenciano-jogo-fora": "a-partida"})
    assert d["vencedor"] == "A"
    d = julgar("valenciano", "- a1: truco\n- b1: retruco\n- a1: vale quatro\n- b1: joc fora\n- a1: não quero\n")
    assert lancados(d) == [("B", 4)]  # refused: the vale quatro the jogo fora accepted


def test_valenciano_truco_quem_sobe_leitura() -> None:
    eventos = "- a1: truco\n- b1: aceito\n- a2: retruco\n- b2: quero\n- vaza: A\n- vaza: A\n"
    d = julgar("valenciano", eventos, (21, 3))
    assert lancados(d) == [("A", 2)] and "nao-vale" in tipos(d)
    d = julgar("valenciano", eventos, (21, 3), leituras={"valenciano-quem-sobe-o-truc": "qualquer-dupla"})
    assert d["placar_final"] == {"A": 24, "B": 3} and d["vencedor"] == "A"
    d = julgar("valenciano", "- a1: truco\n- b1: aceito\n- vaza: B\n- b2: retruco\n- a1: quero\n- vaza: B\n")
    assert lancados(d) == [("B", 3)]  # the side that accepted raises, in any reading


def test_valenciano_truco_pagamento_leitura() -> None:
    eventos = "- a1: truco\n- pagamento: {recebe: A, tentos: 1}\n- vaza: B\n- vaza: B\n"
    assert lancados(julgar("valenciano", eventos, um=True)) == [("A", 1)]
    assert lancados(julgar("valenciano", eventos, um=True,
                           leituras={"valenciano-pagamento-com-aposta-pendente": "so-registro"})) == [("B", 1)]
