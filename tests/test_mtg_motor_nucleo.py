"""The MTG engine in the kernel's one shape (issue 22): :class:`MotorMTG` is a
:class:`~arbitro.nucleo.motor.MotorDaMao` like the families' engines, ``MTG.motor()`` gives it, and the kernel's
``julgar`` / ``levantadas_pelos_ultimos`` are the only replay — the MTG keeps no entry of its own."""

from __future__ import annotations

from dataclasses import replace

from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.mao import Levantadas
from arbitro.nucleo.motor import julgar, levantadas_pelos_ultimos, reproduzir
from arbitro.nucleo.sistema import Sistema
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.motor import motor as motor_mtg
from arbitro.sistemas.mtg.motor import resolver
from arbitro.sistemas.mtg.motor.motor import MotorMTG
from arbitro.sistemas.mtg.sistema import MTG

CABECA = ("versao: 2\nplacar: {A: 0, B: 0}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
          "mesa: [a1, b1, a2, b2, a3, b3]\neventos:\n")


def test_mtg_motor_e_o_do_nucleo_e_nao_tem_entrada_propria() -> None:
    s = MTG()
    m = s.motor()(carregar_texto(CABECA + "  - a1: truco\n"), PADRAO)
    assert isinstance(m, MotorMTG) and isinstance(m.levantadas, Levantadas) and m.escolhas == {}
    # the kernel's Sistema.resolver / observacoes_dos_ultimos, not copies of them
    assert "resolver" not in vars(MTG) and "observacoes_dos_ultimos" not in vars(MTG)
    assert not hasattr(motor_mtg, "_reproduzir") and not hasattr(motor_mtg, "_outras_opcoes")


def test_art_xvi_retruco_de_quem_trucou_nao_vale_cada_vez_que_e_dito() -> None:
    # Art. XVI: "Para aumentar TRUCO, dir-se-á QUERO RETRUCO" — the trio that accepted raises; a2 is of trio A,
    # which trucou: his RETRUCO is void, the first time and the second (the kernel's ledger keeps both).
    s = MTG()
    c = carregar_texto(CABECA + "  - a1: truco\n  - b1: quero\n  - a2: retruco\n  - a2: retruco\n")
    for quantos in (1, 2):
        levantadas = levantadas_pelos_ultimos(s.motor(), c, PADRAO, quantos)
        nao_vale = [o for o in levantadas if o.tipo is Tipo.NAO_VALE]
        assert len(nao_vale) == quantos
        assert all(o.texto.startswith("RETRUCO de a2 não vale: quem aumenta é o trio que aceitou") and
                   o.artigos == ("Art. XVI",) for o in nao_vale)
    antes = replace(c, eventos=c.eventos[:-1])
    v = s.podem(antes, c.eventos[-1:], PADRAO)
    assert not v.vale and v.artigos == ("Art. XVI",)
    assert v == Sistema.podem(s, antes, c.eventos[-1:], PADRAO)


def test_art_xvi_truco_recusado_pelo_resolver_do_mtg_e_pelo_julgar_do_nucleo() -> None:
    # Art. XVI: the truco refused gives 1 tento to who trucou (trio A); the three paths give the same ruling.
    s = MTG()
    c = carregar_texto(CABECA + "  - a1: truco\n  - b1: não quero\n")
    d = julgar(s.motor(), c, PADRAO)
    assert d == s.resolver(c, PADRAO) == resolver(c, s.regulamento, PADRAO)
    assert d.placar_final == {"A": 1, "B": 0}


def test_art_10_iii_modalidade_observada_no_inicio_da_volta_antes_de_qualquer_evento() -> None:
    # Art. 10, III: testa "até que faltem seis tentos para o final da partida" — with A at 18 of 24 a testa is no
    # longer played; the engine says so when the volta starts (built by MTG.motor()), before the first event.
    texto = ("versao: 2\nmodalidade: testa\nplacar: {A: 18, B: 3}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
             "mesa: [a1, b1]\neventos:\n  - a1: truco\n")
    c = carregar_texto(texto)
    m = MTG().motor()(c, PADRAO)
    [obs] = m.levantadas.dos_eventos(-1)
    assert obs.tipo is Tipo.CONFIRA and obs.artigos == ("Art. 10, III",)
    assert reproduzir(m, c.eventos).levantadas.dos_eventos(0) == []
