"""How an MTG volta ended is the kernel's value (issue 22): ``Volta.encerrada`` and ``Volta.nova_distribuicao`` are
an ``Encerramento`` — how (``Termino``) and the words a later act is told — as in the two families."""

from __future__ import annotations

from volta import lancs, resolve

from arbitro.nucleo.mao import Encerramento, Termino
from arbitro.nucleo.regulamento import carregar
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.motor.estado import Volta

CENARIO = ("placar: {A: 0, B: 0}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\nmesa: [a1, b1, a2, b2, a3, b3]\n"
           "eventos: []\n")


def _volta() -> Volta:
    c = carregar_texto(CENARIO)
    return Volta.nova(c, carregar(c.regulamento))


def test_art_xvi_o_primeiro_fim_da_volta_fica() -> None:
    # "TRUCO = ... 1 se não aceito": the refusal ends the volta; a later end does not replace it.
    v = _volta()
    v.encerrar(Termino.RECUSA, "TRUCO não querido")
    v.encerrar(Termino.CORRIDA, "o trio B foi ao baralho")
    assert v.encerrada == Encerramento(Termino.RECUSA, "TRUCO não querido")
    assert f"({v.encerrada})" == "(TRUCO não querido)"


def test_art_10_iv_nova_distribuicao_e_um_fim_da_volta() -> None:
    # Art. 10, IV: a card seen in the deal — the cards are dealt again and the volta does not count.
    v = _volta()
    v.distribuir_de_novo("a1 olhou as cartas antes do fim da distribuição")
    v.distribuir_de_novo("outra razão")
    assert v.nova_distribuicao == Encerramento(Termino.NOVA_DISTRIBUICAO,
                                               "a1 olhou as cartas antes do fim da distribuição")
    assert v.encerrada == v.nova_distribuicao


def test_art_xvi_truco_recusado_encerra_a_volta_e_o_que_vem_depois_nao_vale() -> None:
    # TRUCO refused: 1 to trio A; the vazas played after it decide nothing.
    d = resolve("- a1: truco\n- b1: não quero\n- vaza: B\n- vaza: B\n")
    assert lancs(d) == [("A", 1)]
