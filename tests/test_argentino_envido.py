"""Argentino, envido: values, refusals, the timing of the bet, the winner and its ties, the falta."""

from __future__ import annotations

from espanhol import ganhos, julgar, lancados, leitura, tipos


def test_argentino_envido_querido_vale_dois_e_ganha_o_melhor() -> None:
    d = julgar("argentino", """
        - a1: envido
        - b1: quiero
        - a1: {pontos: 33}
        - b1: {pontos: 29}
        - vaza: B
        - vaza: B
    """, (3, 5), cartas="a1: [7O, 6O, 4E]\nb1: [5C, 4C, 1P]")
    assert d["placar_final"] == {"A": 5, "B": 6}  # the public case: 2 to A for the envido, 1 to B for the hand
    assert d["lancamentos"][0]["artigos"] == ["Argentino, envido"]


def test_argentino_envido_real_envido_querido_soma_cinco() -> None:
    d = julgar("argentino", """
        - a1: envido
        - b1: real envido
        - a1: quero
        - a1: {pontos: 27}
        - b1: {pontos: 31}
    """, (0, 0))
    assert lancados(d) == [("B", 5)]  # 2 + 3


def test_argentino_envido_recusado_vale_um() -> None:
    d = julgar("argentino", "- a1: envido\n- b1: no quiero\n- vaza: B\n- vaza: B\n", (0, 0))
    assert lancados(d) == [("A", 1), ("B", 1)]


def test_argentino_envido_aumento_recusado_marca_as_apostas_aceitas() -> None:
    # envido (A) → real envido (B), refused by A: B bet last and scores the envido its raise accepted, 2.
    d = julgar("argentino", "- a1: envido\n- b1: real envido\n- a1: no quiero\n", (0, 0))
    assert lancados(d) == [("B", 2)]
    assert not [o for o in d["observacoes"] if o["tipo"] == "leitura"]  # one raise: both readings give 2


def test_argentino_envido_dois_aumentos_recusados_leitura() -> None:
    eventos = "- a1: envido\n- b1: envido\n- a2: real envido\n- b2: no quiero\n"
    assert lancados(julgar("argentino", eventos)) == [("A", 4)]  # 2 + 2, both accepted by the raises
    assert lancados(julgar("argentino", eventos, leituras={"argentino-aumento-recusado": "so-a-anterior"})) == \
        [("A", 2)]
    d = julgar("argentino", "- a1: envido\n- b1: real envido\n- a2: falta envido\n- b2: no quiero\n", (10, 12))
    assert lancados(d) == [("A", 5)]  # 2 + 3
    assert "A marcaria 3 pontos em vez de 5" in leitura(d, "argentino-aumento-recusado")["texto"]


def test_argentino_envido_so_na_primeira_vaza() -> None:
    d = julgar("argentino", "- vaza: A\n- a1: envido\n- b1: quiero\n- vaza: A\n")
    assert lancados(d) == [("A", 1)] and "nao-vale" in tipos(d)


def test_argentino_envido_antes_da_propria_carta_o_companheiro_ainda_pode() -> None:
    d = julgar("argentino", """
        - a1: {joga: 4C}
        - a1: envido
        - b1: {joga: 5E}
        - a2: envido
        - b2: quiero
        - a2: {pontos: 28}
        - b2: {pontos: 25}
    """)
    assert lancados(d) == [("A", 2)]
    assert any("a1 já jogou a sua carta" in o["texto"] for o in d["observacoes"])


def test_argentino_envido_depois_do_truco_aceito_nao_vale() -> None:
    d = julgar("argentino", "- a1: truco\n- b1: quiero\n- b1: envido\n- a1: quiero\n- vaza: B\n- vaza: B\n")
    assert lancados(d) == [("B", 2)]
    assert any("o truco já foi aceito" in o["texto"] for o in d["observacoes"])


def test_argentino_empates_envido_empatado_ganha_o_mais_perto_do_mano() -> None:
    d = julgar("argentino", """
        - a1: envido
        - b1: quiero
        - a1: {pontos: 25}
        - b1: {pontos: 30}
        - a2: {pontos: 30}
    """)
    assert lancados(d) == [("B", 2)]  # b1 comes before a2 in the order from the mão
    assert "Argentino, empates" in d["lancamentos"][0]["artigos"]
    d = julgar("argentino", "- a1: envido\n- b1: quiero\n- a1: {pontos: 31}\n- b1: {pontos: 31}\n")
    assert lancados(d) == [("A", 2)]  # "o mano ganha todos os empates"


def test_argentino_envido_as_cartas_desmentem_o_canto() -> None:
    d = julgar("argentino", "- a1: envido\n- b1: quiero\n- a1: {pontos: 33}\n- b1: {pontos: 29}\n",
               cartas="a1: [7O, 2C, 4E]")
    assert lancados(d) == [("B", 2)]  # a1's cards make 7: "ganha o melhor envido"
    assert "omisso" in tipos(d)


def test_argentino_falta_envido_vale_o_que_falta_ao_lider() -> None:
    d = julgar("argentino", "- a1: falta envido\n- b1: quiero\n- a1: {pontos: 30}\n- b1: {pontos: 20}\n", (18, 22))
    assert lancados(d) == [("A", 8)]  # 30 − 22
    d = julgar("argentino", "- a1: falta envido\n- b1: no quiero\n", (18, 22))
    assert lancados(d) == [("A", 1)]


def test_argentino_falta_envido_nas_malas_leitura() -> None:
    eventos = "- a1: envido\n- b1: falta envido\n- a1: quiero\n- a1: {pontos: 32}\n- b1: {pontos: 26}\n"
    assert ganhos(julgar("argentino", eventos, (4, 10))) == {"A": 20, "B": 0}
    d = julgar("argentino", eventos, (4, 10), leituras={"argentino-falta-nas-malas": "partida-nas-malas"})
    assert d["placar_final"] == {"A": 30, "B": 10} and d["vencedor"] == "A"
    d = julgar("argentino", eventos, (4, 16))  # B is in the buenas: the reading has nothing to decide
    assert ganhos(d) == {"A": 14, "B": 0} and not [o for o in d["observacoes"] if o["tipo"] == "leitura"]


def test_argentino_envido_sem_resposta_e_sem_pontos_pedem_confira() -> None:
    assert "confira" in tipos(julgar("argentino", "- a1: envido\n- vaza: A\n- vaza: A\n"))
    d = julgar("argentino", "- a1: envido\n- b1: quiero\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 1)] and "confira" in tipos(d)


def test_argentino_envido_de_quem_trucou_leitura() -> None:
    eventos = """
        - a1: truco
        - a2: envido
        - b1: quiero
        - a2: {pontos: 30}
        - b1: {pontos: 27}
        - b2: no quiero
        - vaza: B
        - vaza: B
    """
    assert lancados(julgar("argentino", eventos, (6, 8))) == [("A", 1), ("A", 2)]
    d = julgar("argentino", eventos, (6, 8), leituras={"argentino-envido-de-quem-trucou": "nao-pode"})
    assert lancados(d) == [("B", 2)]
