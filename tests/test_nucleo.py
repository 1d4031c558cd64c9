"""The system-free kernel: cards and decks, the text normaliser, bet ladders and the append-only ledger."""

from __future__ import annotations

import pytest

from arbitro.nucleo.apostas import escada
from arbitro.nucleo.cartas import Carta, CartaInvalida, Naipe, espanhol, frances
from arbitro.nucleo.livro import Livro
from arbitro.nucleo.texto import chave, dobrar, palavras

FRANCES = frances((1, 2, 3, 4, 5, 6, 7, 11, 12, 13), "baralho francês sem 8, 9 e 10", "Mineiro, baralho",
                  apelidos={"zap": Carta(4, Naipe.PAUS, True)})


def test_baralho_frances_notacao_nomes_e_apelidos() -> None:
    assert len(FRANCES.cartas) == 40
    assert FRANCES.ler("AE") == Carta(1, Naipe.ESPADAS, True) and FRANCES.ler("qo").curta == "QO"
    assert FRANCES.ler("dama de ouros").nome == "dama de ouros" and FRANCES.ler("valete de copas").curta == "JC"
    assert FRANCES.ler("Zap") == Carta(4, Naipe.PAUS, True) and FRANCES.ler("K P").com_artigo == "o rei de paus"
    with pytest.raises(CartaInvalida, match="Mineiro, baralho"):
        FRANCES.ler("10E")  # no 10 in this deck
    with pytest.raises(CartaInvalida, match="duas vezes"):
        FRANCES.ler_varias(["AE", "ás de espadas"])


def test_baralho_espanhol_por_naipe() -> None:
    # The Valencian 22 cards: the ases of espadas and paus, and 3–7 of every suit.
    b = espanhol((3, 4, 5, 6, 7), "baralho de 22 cartas", "Valenciano, baralho",
                 naipes={Naipe.ESPADAS: (1, 3, 4, 5, 6, 7), Naipe.PAUS: (1, 3, 4, 5, 6, 7),
                         Naipe.OUROS: (3, 4, 5, 6, 7), Naipe.COPAS: (3, 4, 5, 6, 7)})
    assert len(b.cartas) == 22 and b.ler("1E") in b
    with pytest.raises(CartaInvalida, match="Valenciano, baralho"):
        b.ler("1O")


def test_um_so_normalizador() -> None:
    assert dobrar("  É  Bom ") == "e bom" and palavras("Quero Retruco!") == ["quero", "retruco"]
    assert chave("Contra-flor e o Resto") == "contra flor e o resto"


def test_escada_de_apostas_e_quem_sobe() -> None:
    paulista = escada([("truco", 3, 1, "P"), ("seis", 6, 3, "P"), ("nove", 9, 6, "P"), ("doze", 12, 9, "P")],
                      quem_sobe="quem-nao-pediu")
    assert paulista.em_jogo(0) == 1 and paulista.em_jogo(2) == 6 and paulista.proximo(4) is None
    assert paulista.nivel_de("nove") == 3 and paulista.degrau(3).recusado == 6
    assert not paulista.pode_subir("A", proponente="A", aceitou="B") and paulista.pode_subir("B", "A", "B")


def test_livro_so_de_acrescimo() -> None:
    livro = Livro()
    p = livro.lancar(1, "A", 2, "envido", ("Art. XV, a",), "envido")
    assert p is not None and livro.lancar(1, "A", 0, "nada", ()) is None
    assert livro.mover("A", "B", ("envido",), "canto equivocado", ("Art. XIV",)) == 2
    [q] = livro.vigentes()
    assert (q.lado, q.tentos, q.artigos[0]) == ("B", 2, "Art. XIV") and q.motivo.startswith("canto equivocado (")
    assert livro.tirar(None, ("envido",), "sanção") == 2 and livro.vigentes() == []


def test_livro_reduzir_anula_e_lanca_o_resto() -> None:
    """Art. XIII, f (MTG): flores lost to nobody come off the flor awards; the ledger keeps the original annulled."""
    livro = Livro()
    livro.lancar(0, "A", 3, "flor", ("Art. XIII, a",), "flor")
    livro.lancar(0, "A", 3, "flor", ("Art. XIII, a",), "flor")
    assert livro.reduzir("A", ("flor",), 4, "flores perdidas") == 4
    assert [p.tentos for p in livro.vigentes()] == [2]
    assert len(livro._registros) == 2 + 2 + 1  # two awards, two annulments, one award of what was left
    assert livro.reduzir("A", ("flor",), 9, "de novo") == 2 and livro.vigentes() == []


def test_termino_do_tempo_pode_truco_nao_vale_sem_aplicar() -> None:
    """"Término do Tempo de Jogo": after the time limit the Commission puts the FALTA ENVIDO "sem jogar o TRUCO" —
    asked before it is said, a TRUCO or a plain ENVIDO is refused with that rule, the FALTA ENVIDO is not, and
    nothing is applied."""
    from arbitro.nucleo.leituras import PADRAO
    from arbitro.sistemas import sistema
    from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
    from arbitro.sistemas.mtg.cenario.modelo import Diz
    from arbitro.sistemas.mtg.fala import interpretar

    mtg = sistema("mtg")
    cenario = carregar_texto(
        "versao: 2\ntempo_esgotado: true\nplacar: {A: 10, B: 12}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
        "mesa: [a1, b1, a2, b2, a3, b3]\neventos: []\n", "t.yaml")
    veredito = mtg.pode(cenario, Diz("a1", "truco", interpretar("truco")), PADRAO)
    assert not veredito.vale and veredito.artigos == ("Término do tempo de jogo",)
    assert veredito.motivo is not None and "TRUCO" in veredito.motivo
    assert not mtg.pode(cenario, Diz("a1", "envido", interpretar("envido")), PADRAO).vale
    assert mtg.pode(cenario, Diz("a1", "falta envido", interpretar("falta envido")), PADRAO).vale
    assert cenario.eventos == ()
