"""Argentino, truco: 2 / 3 / 4, a refusal gives the value before, only the pair that accepted raises, the envido
first."""

from __future__ import annotations

from espanhol import julgar, lancados, tipos


def test_argentino_truco_valores_aceitos() -> None:
    assert lancados(julgar("argentino", "- a1: truco\n- b1: quiero\n- vaza: A\n- vaza: A\n")) == [("A", 2)]
    assert lancados(julgar("argentino", "- a1: truco\n- b1: retruco\n- a1: quiero\n- vaza: B\n- vaza: B\n")) == \
        [("B", 3)]
    d = julgar("argentino", "- a1: truco\n- b1: retruco\n- a1: vale cuatro\n- b2: cai\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 4)]


def test_argentino_truco_recusado_marca_o_valor_anterior_e_a_mao_termina() -> None:
    d = julgar("argentino", "- a1: truco\n- b1: no quiero\n- vaza: B\n- vaza: B\n")
    assert lancados(d) == [("A", 1)] and "nao-vale" in tipos(d)  # the vazas after the end count for nothing
    assert lancados(julgar("argentino", "- a1: truco\n- b1: retruco\n- a1: corro\n")) == [("B", 2)]
    assert lancados(julgar("argentino", "- a1: truco\n- b1: retruco\n- a1: vale quatro\n- b2: não quero\n")) == \
        [("A", 3)]


def test_argentino_truco_so_a_dupla_que_aceitou_aumenta() -> None:
    d = julgar("argentino", "- a1: truco\n- b1: quiero\n- a2: retruco\n- b2: quiero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 2)]
    assert any("só a dupla que aceitou o TRUCO pode aumentar" in o["texto"] for o in d["observacoes"])
    d = julgar("argentino", "- a1: truco\n- b1: quiero\n- b2: retruco\n- a2: quiero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 3)]


def test_argentino_truco_a_escada_nao_pula_degrau_nem_sobe_a_propria_aposta() -> None:
    d = julgar("argentino", "- a1: vale cuatro\n- b1: quiero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 1)]  # VALE CUATRO with no truco before is void
    d = julgar("argentino", "- a1: truco\n- a2: retruco\n- b1: quiero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 2)]


def test_argentino_truco_espera_o_envido() -> None:
    d = julgar("argentino", """
        - a1: truco
        - b1: envido
        - a1: quiero
        - a1: {pontos: 23}
        - b1: {pontos: 29}
        - b1: quiero
        - vaza: A
        - vaza: A
    """, (20, 20))
    assert lancados(d) == [("A", 2), ("B", 2)]


def test_argentino_truco_sem_resposta_pede_confira_e_vale_o_aceito() -> None:
    d = julgar("argentino", "- a1: truco\n- vaza: B\n- vaza: B\n")
    assert lancados(d) == [("B", 1)] and "confira" in tipos(d)


def test_argentino_truco_pagamento_encerra_leitura() -> None:
    eventos = "- a1: truco\n- pagamento: {recebe: A, tentos: 1}\n- vaza: B\n- vaza: B\n"
    assert lancados(julgar("argentino", eventos)) == [("A", 1)]
    d = julgar("argentino", eventos, leituras={"argentino-pagamento-com-aposta-pendente": "so-registro"})
    assert lancados(d) == [("B", 1)]
    assert any(o["tipo"] == "confira" and "recebeu 1 ponto" in o["texto"] for o in d["observacoes"])
