"""Argentino, vazas and Argentino, empates: two vazas win the hand; with a parda, the first pair to win a vaza; three
pardas, the mano's pair; partners tied on top are no parda; who leads (a reading that only changes observations)."""

from __future__ import annotations

from espanhol import julgar, lancados, leitura, tipos


def test_argentino_vazas_duas_vazas_ganham_a_mao() -> None:
    d = julgar("argentino", "- vaza: B\n- vaza: A\n- vaza: A\n")
    assert lancados(d) == [("A", 1)] and d["volta"] == {"vencedor": "A", "artigos": ["Argentino, vazas"]}
    assert d["lancamentos"][0]["artigos"] == ["Argentino, pontos", "Argentino, vazas"]  # no bet: the hand is worth 1


def test_argentino_empates_com_parda_ganha_a_primeira_dupla_que_ganhar_uma_vaza() -> None:
    for eventos, lado in (("- vaza: A\n- vaza: parda\n", "A"), ("- vaza: parda\n- vaza: B\n", "B"),
                          ("- vaza: A\n- vaza: B\n- vaza: parda\n", "A"),
                          ("- vaza: parda\n- vaza: parda\n- vaza: B\n", "B")):
        d = julgar("argentino", eventos)
        assert lancados(d) == [(lado, 1)], eventos
        assert "Argentino, empates" in d["lancamentos"][0]["artigos"]


def test_argentino_empates_tres_pardas_ganha_a_dupla_do_mano() -> None:
    d = julgar("argentino", "- a1: truco\n- b1: quiero\n- vaza: parda\n- vaza: parda\n- vaza: parda\n")
    assert lancados(d) == [("A", 2)]


def test_argentino_empates_cartas_do_mesmo_degrau_das_duas_duplas_empardam() -> None:
    d = julgar("argentino", """
        - a1: {joga: 3E}
        - b1: {joga: 3O}
        - a2: {joga: 4C}
        - b2: {joga: 5P}
        - a1: {joga: 7O}
        - b1: {joga: 2E}
        - a2: {joga: 6C}
        - b2: {joga: 1E}
    """)
    assert [v["vencedor"] for v in d["vazas"]] == ["parda", "B"] and lancados(d) == [("B", 1)]
    assert d["vazas"][0]["artigos"] == ["Argentino, empates"] and d["vazas"][1]["mao"] == "a1"


def test_argentino_empates_parceiros_no_topo_nao_empardam() -> None:
    d = julgar("argentino", """
        - a1: {joga: 3E}
        - b1: {joga: 2O}
        - a2: {joga: 3P}
        - b2: {joga: 4O}
        - vaza: A
    """)
    assert d["vazas"][0]["vencedor"] == "A" and lancados(d) == [("A", 1)]


def test_argentino_vazas_quem_sai_so_muda_as_observacoes() -> None:
    eventos = """
        - a1: {joga: 3C}
        - b1: {joga: 7O}
        - a2: {joga: 2E}
        - b2: {joga: 1C}
        - b1: {joga: 12O}
        - a2: {joga: 11E}
        - b2: {joga: 6P}
        - a1: {joga: 10C}
    """
    d = julgar("argentino", eventos, (2, 17))
    assert lancados(d) == [("B", 1)] and leitura(d, "argentino-quem-sai-na-vaza")["opcao"] == "ganhador-sai"
    assert "confira" not in tipos(d)
    outra = julgar("argentino", eventos, (2, 17), leituras={"argentino-quem-sai-na-vaza": "mano-sai"})
    assert lancados(outra) == [("B", 1)]
    assert any(o["tipo"] == "confira" and "sairia a1" in o["texto"] for o in outra["observacoes"])


def test_argentino_vazas_jogada_depois_de_encerrada_a_mao_nao_vale() -> None:
    d = julgar("argentino", "- vaza: A\n- vaza: A\n- a1: {joga: 1E}\n")
    assert lancados(d) == [("A", 1)] and "nao-vale" in tipos(d)
