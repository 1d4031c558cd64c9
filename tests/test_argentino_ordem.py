"""Argentino, ordem (and Argentino, pontos): the envido and the flor are scored before the vazas, and a pair that
reaches 30 with them wins: the vazas do not count."""

from __future__ import annotations

from espanhol import julgar, lancados


def test_argentino_ordem_envido_fecha_a_partida_e_o_truco_nao_conta() -> None:
    d = julgar("argentino", """
        - a1: envido
        - b1: quiero
        - a1: {pontos: 30}
        - b1: {pontos: 24}
        - b1: truco
        - a1: quiero
        - vaza: B
        - vaza: B
    """, (28, 29))
    assert d["placar_final"] == {"A": 30, "B": 29} and d["vencedor"] == "A" and lancados(d) == [("A", 2)]
    assert any(o["artigos"] == ["Argentino, ordem"] for o in d["observacoes"])


def test_argentino_ordem_flor_fecha_a_partida() -> None:
    d = julgar("argentino", "- b1: flor\n- a1: truco\n- b1: quiero\n- vaza: A\n- vaza: A\n", (10, 28),
               extra="opcoes: {flor: true}\n")
    assert d["placar_final"] == {"A": 10, "B": 30} and d["vencedor"] == "B"


def test_argentino_pontos_trinta_e_o_ponto_da_mao() -> None:
    d = julgar("argentino", "- vaza: A\n- vaza: A\n", (29, 0))
    assert d["vencedor"] == "A" and d["placar_final"] == {"A": 30, "B": 0}
    d = julgar("argentino", "- vaza: A\n- vaza: A\n", (30, 0))
    assert d["lancamentos"] == [] and d["placar_final"] == {"A": 30, "B": 0}  # the partida was already over
