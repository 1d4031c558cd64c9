"""Valenciano, camas: 18 or 24 points, 1 to 3 camas, ruins and boas; a cama ended by the hand is reported as
`cama`, and `vencedor` names only the side that won the match (contract v2 §8)."""

from __future__ import annotations

from espanhol import julgar, lancados, problemas


def test_valenciano_camas_cama_que_nao_encerra_a_partida() -> None:
    d = julgar("valenciano", "- a1: truco\n- b1: aceito\n- vaza: A\n- vaza: A\n", (23, 10),
               extra="opcoes: {pontos_por_cama: 24, camas_para_vencer: 3}\ncamas: {A: 1, B: 1}\n")
    assert d["placar_final"] == {"A": 24, "B": 10} and d["vencedor"] is None and lancados(d) == [("A", 2)]
    assert d["cama"] == {"vencedor": "A", "camas": {"A": 2, "B": 1}}


def test_valenciano_camas_ultima_cama_da_a_partida() -> None:
    d = julgar("valenciano", "- a1: envit\n- b1: não aceito\n- b1: truco\n- a1: aceito\n- vaza: B\n- vaza: B\n",
               (23, 23), extra="opcoes: {camas_para_vencer: 2}\ncamas: {A: 1, B: 0}\n")
    assert d["vencedor"] == "A" and d["cama"] == {"vencedor": "A", "camas": {"A": 2, "B": 0}}
    assert lancados(d) == [("A", 1)]  # the truc after the cama does not count


def test_valenciano_camas_sem_cama_fechada_nao_ha_cama_na_decisao() -> None:
    d = julgar("valenciano", "- vaza: A\n- vaza: A\n", (3, 3))
    assert "cama" not in d and d["vencedor"] is None


def test_valenciano_camas_opcoes_e_camas_invalidas() -> None:
    texto = "versao: 2\nregulamento: valenciano\nopcoes: {pontos_por_cama: 20, camas_para_vencer: 4}\n" \
            "camas: {A: 0, B: 1}\nplacar: {A: 19, B: 0}\nduplas: {A: [a1], B: [b1]}\nmesa: [a1, b1]\neventos: []\n"
    ps = problemas("valenciano", texto)
    assert any("pontos_por_cama: 20 não é um dos valores possíveis (18 ou 24" in p for p in ps)
    assert any("camas_para_vencer" in p for p in ps)
    texto = texto.replace("pontos_por_cama: 20, camas_para_vencer: 4", "pontos_por_cama: 18, camas_para_vencer: 1")
    ps = problemas("valenciano", texto)
    assert any("camas de B" in p for p in ps) and any("19 fora do intervalo de 0 a 18" in p for p in ps)
