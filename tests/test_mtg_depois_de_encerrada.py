"""What is played or said after the volta ended (Art. XVI: a volta is decided once, and what follows has no
effect): each act is told, and why the volta had ended is said once, also where the output groups the acts."""

from __future__ import annotations

from volta import lancs, resolve

from arbitro.cli.render import agrupar
from arbitro.nucleo.decisao import Tipo

# Art. 10, VIII, d: "Se comunicar o erro após jogar, perde os tentos jogados e os que faltam jogar — no mínimo um
# do ENVIDO e um do TRUCO": nothing bet, so 1 + 1 = 2 to trio B, and the volta ends there.
ENCERRADA = "- a1: {falta: cartas-a-mais, apos_jogar: true}\n"
MOTIVO = "a1 comunicou cartas a mais depois de jogar"


def test_art_xvi_cartas_jogadas_depois_de_encerrada_a_volta_dizem_o_motivo_uma_vez() -> None:
    d = resolve(ENCERRADA + "- a1: {joga: 4 de copas}\n- b1: {joga: 5 de copas}\n- a2: {joga: 6 de copas}\n")
    assert lancs(d) == [("B", 2)]
    sem_efeito = [o for o in d.observacoes if o.tipo is Tipo.NAO_VALE and "jogou" in o.texto]
    assert [o.texto.split(" jogou")[0] for o in sem_efeito] == ["a1", "b1", "a2"]  # each act is told
    assert all(o.artigos == ("Art. XVI",) for o in sem_efeito)
    juntas = [o for o in agrupar(d.observacoes) if "jogou" in o.texto]
    assert len(juntas) == 1
    assert juntas[0].texto.count(MOTIVO) == 1, juntas[0].texto  # said once, not nested in itself
    assert all(f"{j} jogou" in juntas[0].texto for j in ("a1", "b1", "a2"))


def test_art_xvi_falas_depois_de_encerrada_a_volta_dizem_o_motivo_uma_vez() -> None:
    d = resolve(ENCERRADA + "- b1: truco\n- a2: truco\n")
    assert lancs(d) == [("B", 2)]
    juntas = [o for o in agrupar(d.observacoes) if '"truco"' in o.texto]
    assert len(juntas) == 1
    assert juntas[0].texto.count(MOTIVO) == 1, juntas[0].texto
