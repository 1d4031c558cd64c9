"""The valenciano's scenario (contract v2 §8): one or two a side, the 22 cards, its own speech; a scenario that mixes
systems is invalid input that says so."""

from __future__ import annotations

from espanhol import documento, problemas


def test_valenciano_jogadores_um_ou_dois_por_lado() -> None:
    texto = "versao: 2\nregulamento: valenciano\nplacar: {A: 0, B: 0}\nduplas: {A: [a1, a2, a3], B: [b1]}\n" \
            "mesa: [a1, b1, a2, a3]\neventos: []\n"
    ps = problemas("valenciano", texto)
    assert any("A tem 3 jogador(es); o truc valenciano se joga com um ou dois jogadores de cada lado" in p for p in ps)
    assert any("o mesmo número de jogadores" in p for p in ps)


def test_valenciano_cenario_cartas_fora_das_22_todas_de_uma_vez() -> None:
    ps = problemas("valenciano", documento("valenciano", "- vaza: A\n", cartas="a1: [2O, 1C, 12E]"))
    assert len([p for p in ps if "22 cartas" in p]) == 3


def test_valenciano_cenario_mistura_de_sistemas() -> None:
    ps = "\n".join(problemas("valenciano", documento("valenciano", "- a1: real envido\n- b1: flor\n- a2: seis\n",
                                                     extra="vira: 5O\n")))
    assert "'real envido' é do truco argentino e do MTG, não do truc valenciano" in ps
    assert "'flor' é do truco argentino e do MTG" in ps
    assert "'seis' é do truco paulista e do mineiro" in ps
    assert "vira: chave do truco paulista" in ps


def test_valenciano_camas_o_placar_e_o_da_cama() -> None:
    # The valenciano's score counts the points of the cama (Valenciano, camas: a cama is won at 24 by default), not
    # of the partida (won by camas): a score past it says so.
    ps = problemas("valenciano", documento("valenciano", "- vaza: A\n", placar=(30, 0)))
    assert any("fora do intervalo de 0 a 24 (a cama é de 24 pontos, Valenciano, camas)" in p for p in ps)


def test_argentino_o_placar_e_o_da_partida() -> None:
    ps = problemas("argentino", documento("argentino", "- vaza: A\n", placar=(31, 0)))
    assert any("(a partida é de 30 pontos" in p for p in ps)
