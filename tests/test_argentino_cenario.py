"""The argentino's scenario (contract v2 §8): two pairs of two, the 40 cards, the system's own speech; every problem
at once, located, in Portuguese; a scenario that mixes systems is invalid input that says so."""

from __future__ import annotations

from espanhol import documento, problemas


def test_argentino_jogadores_duas_duplas_de_dois() -> None:
    texto = "versao: 2\nregulamento: argentino\nplacar: {A: 0, B: 0}\nduplas: {A: [a1], B: [b1]}\nmesa: [a1, b1]\n" \
            "eventos: [{vaza: A}]\n"
    assert any(":4:10: A tem 1 jogador(es); o truco argentino se joga com duas duplas" in p
               for p in problemas("argentino", texto))


def test_argentino_cenario_mistura_de_sistemas_e_recusada_dizendo_de_qual() -> None:
    ps = problemas("argentino", documento("argentino", "- a1: truco\n- b1: seis\n- b2: envit\n"
                                          "- a1: {pede_flor: b2}\n- a2: {joga: 7C, coberta: true}\n"))
    texto = "\n".join(ps)
    assert "'seis' é do truco paulista e do mineiro, não do truco argentino" in texto
    assert "'envit' é do truc valenciano" in texto
    assert "pede_flor" in texto and "outro sistema" in texto
    assert "o truco argentino não prevê carta jogada coberta" in texto
    ps = problemas("argentino", documento("argentino", "- vaza: A\n").replace("duplas:", "trios:"))
    assert any("trios: chave do truco do MTG" in p for p in ps)


def test_argentino_cenario_cartas_e_placar_fora_do_sistema() -> None:
    ps = problemas("argentino", documento("argentino", "- a1: {joga: 8C}\n", (31, 0), cartas="b1: [1E, 1E]"))
    assert any("carta inválida '8C'" in p and "sem 8 nem 9" in p for p in ps)
    assert any("31 fora do intervalo de 0 a 30" in p for p in ps)
    assert any("a carta 1E já apareceu" in p for p in ps)


def test_argentino_cenario_versao_dois_mesa_alternada_e_fala_desconhecida() -> None:
    texto = documento("argentino", "- a1: trucoo\n").replace("versao: 2\n", "").replace("mesa: [a1, b1, a2, b2]",
                                                                                     "mesa: [a1, a2, b1, b2]")
    ps = problemas("argentino", texto)
    assert any("escreva versao: 2" in p for p in ps)
    assert any("os lados se alternam" in p for p in ps)
    assert any("fala desconhecida 'trucoo'" in p for p in ps)
    assert all(p.startswith("<teste>:") for p in ps)
