"""Valenciano, envido: the envit's value (a reading), refused 1, the dobro, the falta in ruins and boas, the timing,
the tie to the mão, the envit before the truc."""

from __future__ import annotations

from espanhol import ganhos, julgar, lancados, tipos


def test_valenciano_envido_aceito_vale_dois_leitura_um() -> None:
    eventos = "- a1: envit\n- b1: aceito\n- vaza: B\n- vaza: B\n"
    cartas = "a1: [7C, 5C, 3E]\nb1: [6E, 4E, 7P]"
    assert lancados(julgar("valenciano", eventos, (8, 12), cartas=cartas, um=True)) == [("A", 2), ("B", 1)]
    d = julgar("valenciano", eventos, (8, 12), cartas=cartas, um=True, leituras={"valenciano-valor-do-envit": "um"})
    assert lancados(d) == [("A", 1), ("B", 1)]


def test_valenciano_envido_recusado_vale_um_na_hora() -> None:
    d = julgar("valenciano", "- a1: envido\n- b1: não aceito\n- vaza: B\n- vaza: B\n")
    assert lancados(d) == [("A", 1), ("B", 1)]
    assert not [o for o in d["observacoes"] if o["tipo"] == "leitura"]  # the envit's value plays no part


def test_valenciano_envido_dobro_e_dobro_recusado() -> None:
    d = julgar("valenciano", "- a1: envit\n- b1: dobro\n- a1: aceito\n", (14, 16),
               cartas="a1: [6P, 5P, 7O]\nb1: [7C, 3C, 1E]")
    assert lancados(d) == [("A", 4)]  # 31 beats 30; 2 doubled
    eventos = "- a1: envit\n- b1: torno\n- a1: não aceito\n"
    assert lancados(julgar("valenciano", eventos)) == [("B", 1)]
    d = julgar("valenciano", eventos, leituras={"valenciano-aumento-de-envit-recusado": "aposta-anterior"})
    assert lancados(d) == [("B", 2)]
    assert "nao-vale" in tipos(julgar("valenciano", "- a1: dobro\n"))  # nothing to double


def test_valenciano_envido_falta_em_ruins_e_em_boas() -> None:
    eventos = "- a1: envit\n- b1: falta\n- a1: aceito\n"
    cartas = "a1: [7E, 6E, 4P]\nb1: [7O, 4O, 3C]"
    d = julgar("valenciano", eventos, (5, 8), cartas=cartas)
    assert lancados(d) == [("A", 19)] and d["vencedor"] == "A"  # ruins: the whole cama
    assert d["cama"] == {"vencedor": "A", "camas": {"A": 1, "B": 0}}
    assert ganhos(julgar("valenciano", eventos, (10, 15), cartas=cartas)) == {"A": 9, "B": 0}  # 24 − 15
    d = julgar("valenciano", eventos, (8, 9), cartas=cartas, extra="opcoes: {pontos_por_cama: 18}\n")
    assert ganhos(d) == {"A": 9, "B": 0}  # 9 of 18 is the half: boas, 18 − 9


def test_valenciano_envido_so_na_primeira_vaza_e_antes_do_truc() -> None:
    d = julgar("valenciano", "- vaza: A\n- a1: envit\n- b1: aceito\n- vaza: A\n", um=True)
    assert lancados(d) == [("A", 1)] and "nao-vale" in tipos(d)
    d = julgar("valenciano", "- a1: truco\n- b1: aceito\n- b1: envit\n- a1: aceito\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 2)]
    eventos = "- a1: truco\n- b1: envit\n- a1: aceito\n- b1: aceito\n- vaza: A\n- vaza: A\n"
    cartas = "a1: [5O, 4O, 1E]\nb1: [7P, 6P, 3E]"
    assert lancados(julgar("valenciano", eventos, cartas=cartas)) == [("A", 2)]
    d = julgar("valenciano", eventos, cartas=cartas, leituras={"valenciano-envit-com-truc-dito": "ate-o-truc-aceito"})
    assert lancados(d) == [("A", 2), ("B", 2)]


def test_valenciano_envido_depois_da_propria_carta_leitura() -> None:
    eventos = "- a1: {joga: 4O}\n- a1: envit\n- b1: aceito\n- b1: {joga: 3C}\n"
    cartas = "a1: [4O, 7O, 5E]\nb1: [3C, 6C, 1P]"
    assert lancados(julgar("valenciano", eventos, um=True, cartas=cartas)) == [("A", 2)]
    d = julgar("valenciano", eventos, um=True, cartas=cartas,
               leituras={"valenciano-envit-depois-da-carta": "antes-da-propria-carta"})
    assert lancados(d) == []


def test_valenciano_empates_envit_empatado_ganha_o_mao_e_leitura_fora_dele() -> None:
    d = julgar("valenciano", "- a1: envit\n- b1: aceito\n", um=True, cartas="a1: [6E, 5E, 3O]\nb1: [7C, 4C, 1P]")
    assert lancados(d) == [("A", 2)]
    eventos = "- a1: envit\n- b1: aceito\n"
    cartas = "a1: [5C, 1E, 3E]\nb1: [6P, 5P, 4E]\na2: [7O, 4O, 3C]\nb2: [3P, 6C, 7E]"
    assert lancados(julgar("valenciano", eventos, cartas=cartas)) == [("B", 2)]
    assert lancados(julgar("valenciano", eventos, cartas=cartas,
                           leituras={"valenciano-empate-do-envit": "dupla-do-mao"})) == [("A", 2)]


def test_valenciano_envido_antes_do_truc_fecha_a_cama() -> None:
    d = julgar("valenciano", """
        - a1: envit
        - b1: aceito
        - a1: truco
        - b1: retruco
        - a1: vale quatro
        - b1: aceito
        - vaza: B
        - vaza: B
    """, (22, 21), cartas="a1: [7O, 6O, 5C]\nb1: [4E, 3E, 6P]")
    assert d["placar_final"] == {"A": 24, "B": 21} and d["vencedor"] == "A"  # the page's example


def test_valenciano_envido_falta_de_saida_leitura() -> None:
    eventos = "- a1: falta\n- b1: aceito\n"
    cartas = "a1: [6O, 3O, 5P]\nb1: [7E, 5E, 4O]"
    assert lancados(julgar("valenciano", eventos, (16, 12), cartas=cartas)) == [("B", 8)]
    assert lancados(julgar("valenciano", eventos, (16, 12), cartas=cartas,
                           leituras={"valenciano-falta-de-saida": "nao-vale"})) == []
