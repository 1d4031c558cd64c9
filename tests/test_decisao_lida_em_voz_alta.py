"""The ruling read aloud (issue 20, item 10): every number in the grammatical number it takes ("1 ponto", "1
minuto"), every bet with its article's gender ("QUERO à FALTA ENVIDO"), an article's title said once, a void
QUERO not called "antes do QUERO", and a tie of points naming who won it as mão (Art. 10, VIII, g)."""

from __future__ import annotations

from pathlib import Path

import pytest
from espanhol import documento, sistema
from torneio import TRIOS_JOGO, com, jogo
from typer.testing import CliRunner
from volta import observou, resolve

from arbitro.cenario.yamlpos import compor
from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.nucleo.leituras import Selecao

registrar_todos()
runner = CliRunner()


def test_quantos_e_com_artigo() -> None:
    from arbitro.nucleo.texto import com_artigo, quantos

    assert [quantos(1, "ponto"), quantos(0, "ponto"), quantos(9, "minuto")] == ["1 ponto", "0 pontos", "9 minutos"]
    assert com_artigo("FALTA ENVIDO", "a") == "à FALTA ENVIDO" and com_artigo("REAL ENVIDO", "a") == "ao REAL ENVIDO"
    assert com_artigo("FLOR", "de") == "da FLOR" and com_artigo("TRUCO") == "o TRUCO"


def test_art_10_viii_j_um_ponto_cantado_sem_quero_no_singular() -> None:
    # "Após a palavra QUERO o número dito primeiro é o que vale": a1 sings 1 before any QUERO.
    d = resolve("- a1: envido\n- a1: {pontos: 1}\n- b1: não quero\n")
    assert observou(d, "a1 cantou 1 ponto com o ENVIDO", "Art. 10, VIII, j")
    assert not observou(d, "1 pontos")


def test_art_10_viii_h_quero_que_nao_vale_nao_e_dito_antes_do_quero() -> None:
    # Testa a1 × b1: b2, who does not play this testa, says QUERO (void, Art. 10, III); a1 then sings 30. A QUERO
    # was said — it did not count: the observation must not say the points came "antes do QUERO".
    d = resolve("- a1: envido\n- b2: quero\n- a1: {pontos: 30}\n- b1: não quero\n", testa=True)
    assert observou(d, "a1 cantou 30 pontos com o ENVIDO ainda sem um QUERO que valha", "Art. 10, VIII, j")
    assert not observou(d, "antes do QUERO")


def test_art_10_viii_g_empate_no_envido_diz_quem_era_o_mao() -> None:
    # a1 and b1 both sing 30: "Em igualdade de pontos para a FLOR ou ENVIDO ..., é o mão quem primeiro jogou sua
    # carta" — a1, who plays before b1 (the mão of the roda), wins: 2 to A (Art. XV, a).
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- b1: {pontos: 30}\n")
    [lanc] = d.lancamentos
    assert (lanc.trio, lanc.tentos) == ("A", 2)
    assert "empate em 30 com b1, decidido a favor de a1" in lanc.motivo and "Art. 10, VIII, g" in lanc.artigos


def test_art_10_viii_g_empate_na_flor_diz_quem_era_o_mao() -> None:
    # FLOR contra FLOR, both 26 (1 + 5 + 20, Art. IX, b): a1, the mão, has the better; 6 to A (Art. XIII, b).
    d = resolve("- a1: flor\n- b1: flor\n", cartas="a1: [1O, 5O, 12O]\nb1: [1C, 5C, 11C]")
    assert "empate em 26 com b1, decidido a favor de a1" in d.lancamentos[0].motivo


def test_valenciano_quero_a_falta_no_feminino() -> None:
    s = sistema("valenciano")
    texto = documento("valenciano", "- a1: envit\n- b1: falta\n- a1: quero\n", (10, 15))
    d = s.resolver(s.cenario(compor(texto, "<teste>"), "<teste>"), Selecao())
    assert any("QUERO à FALTA" in e for e in d.entendimento), d.entendimento
    assert not any("ao FALTA" in e for e in d.entendimento)


def test_s_i_um_minuto_de_atraso_no_singular() -> None:
    r = jogo("versao: 2\n" + TRIOS_JOGO + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\n"
             "ocorrencias: [{atraso: Querência, minutos: 1}]\n")
    assert com(r.observacoes, "completou a mesa 1 minuto depois")
    assert not com(r.observacoes, "minuto(s)")


def test_artigo_diz_o_titulo_uma_vez() -> None:
    # The regulation's text opens with "Art. X — Penalidades da Flor", the panel's title says it already.
    r = runner.invoke(app, ["artigo", "Art. X"])
    assert r.exit_code == 0
    assert r.output.casefold().count("penalidades da flor") == 1
    r = runner.invoke(app, ["artigo", "XVI", "como", "se", "ganha", "o", "truco"])
    assert r.output.casefold().count("como se ganha o truco") == 1


def test_art_xv_c_a_falta_envido_aceita_ou_nao_querida_no_feminino() -> None:
    # FALTA ENVIDO refused: 1 (Art. XV, c: "Se não aceito, vale um tento"); accepted, won by b1: 24 − 0 = 24.
    d = resolve("- a1: falta envido\n- b1: não quero\n")
    assert d.lancamentos[0].motivo.startswith("FALTA ENVIDO não querida por b1")
    d = resolve("- a1: falta envido\n- b1: quero\n- a1: {pontos: 30}\n- b1: {pontos: 31}\n")
    assert d.lancamentos[0].motivo.startswith("FALTA ENVIDO aceita: ganha b1 com 31 pontos")


# -- what issue 20, item 10 left behind: the mesa, the standings, the valenciano's envit, the loaders --


def test_art_10_viii_j_mesa_descreve_um_ponto_cantado_no_singular() -> None:
    from arbitro.mesa.mtg import MTG

    descrever = MTG().descrever
    assert descrever({"a1": {"pontos": 1}}) == "a1 canta 1 ponto"
    assert descrever({"a1": {"pontos": 0}}) == "a1 canta 0 pontos"


def test_art_x_mesa_diz_o_titulo_do_artigo_uma_vez(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The regulation's Art. X opens with "Art. X — Penalidades da Flor": under the heading, it is not said again.
    from arbitro.mesa import tela
    from arbitro.mesa.sessao import Cabecalho, Sessao

    s = Sessao(Cabecalho({"Os Tauras": ["Bento", "Tio Neco", "Juca"], "Querência": ["Preta", "Ana", "Lurdes"]},
                         ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes"], None), tmp_path / "p.yaml")
    monkeypatch.setattr(tela, "artigos_citados", lambda _s: ["Art. X"])
    linhas = [linha.texto for linha in tela.texto_dos_artigos(s)]
    assert linhas[0] == "Art. X — Penalidades da flor"
    assert " ".join(linhas).casefold().count("penalidades da flor") == 1


def test_s_a_d_empate_na_classificacao_no_singular() -> None:
    # A cycle of partidas secas (S, i), each 24 × 10: every trio beat 1 adversary (S, a), won 1 partida (S, b), made
    # 24 + 10 = 34 tentos (S, c), saldo 14 − 14 = 0 (S, d) — tied in S, a–d, and read in the singular.
    from torneio import classificacao

    jogo = "  - {{trios: [{0}, {1}], formato: seca, partidas: [{{{0}: 24, {1}: 10}}]}}\n"
    texto = "versao: 2\njogos:\n" + "".join(jogo.format(a, b) for a, b in
                                            (("Pampa", "Coxilha"), ("Coxilha", "Galpão"), ("Galpão", "Pampa")))
    [empate] = com(classificacao(texto).observacoes, "empatados em S, a–d")
    assert "(1 adversário derrotado, 1 partida, 34 tentos, saldo +0)" in empate.texto
    assert "(s)" not in empate.texto


def test_art_7_par_1_trio_ja_desclassificado_no_singular() -> None:
    # Coxilha is disqualified in jogo 1 (pessoas em volta, D, g, 7 → Art. 8; Art. 7, §1: not back in the tournament);
    # under the reading "anulados" its later jogo does not count, and the note reads "Coxilha já desclassificado".
    from torneio import COXILHA_DESCLASSIFICADA, classificacao

    c = classificacao(COXILHA_DESCLASSIFICADA, {"jogos-do-trio-desclassificado": "anulados"})
    [obs] = com(c.observacoes, "já desclassificado")
    assert "Coxilha já desclassificado do torneio" in obs.texto and "(s)" not in obs.texto


def test_valenciano_carta_coberta_envit_de_um_ponto_no_singular() -> None:
    # a1 holds 7O, 1E, 1P and covers the 7O: it leaves the envit (Valenciano, carta coberta). 1E and 1P are of
    # different suits: "sem duas do mesmo naipe, a mais alta" — the ace, 1 point.
    from espanhol import julgar

    d = julgar("valenciano", """
        - a1: envit
        - b1: aceito
        - a1: {joga: 1P}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 7O, coberta: true}
    """, um=True, cartas="a1: [7O, 1E, 1P]\nb1: [6C, 3C, 4P]")
    [nota] = [o["texto"] for o in d["observacoes"] if o["texto"].startswith("o envit de a1")]
    assert nota == "o envit de a1 conta 1E, 1P: 7O fica fora (carta jogada coberta ou anulada) — 1 ponto"



def test_art_10_ii_o_numero_e_o_titulo_do_item_ditos_uma_vez() -> None:
    # The regulation's Art. 10, II opens with its own heading, "II — Tentos": under "Art. 10, II — Tentos" it is
    # the title again. Art. 10, VIII is a heading only ("VIII — Regras Gerais"): its items, not an empty text.
    r = runner.invoke(app, ["artigo", "Art. 10, II"], terminal_width=100)
    assert r.exit_code == 0 and r.output.casefold().count("— tentos") == 1, r.output
    assert "As partidas são jogadas em 24 tentos." in r.output
    r = runner.invoke(app, ["artigo", "Art. 10, VIII"], terminal_width=100)
    assert r.output.casefold().count("regras gerais") == 1 and "│ Itens: Art. 10, VIII, a" in r.output, r.output
    exemplo = Path(__file__).resolve().parents[1] / "exemplos" / "falta-envido-contra-proposta-dupla.yaml"
    r = runner.invoke(app, ["resolve", str(exemplo), "--citar"],
                      terminal_width=100)
    assert r.exit_code == 0 and "II — Tentos" not in r.output.replace("Art. 10, II — Tentos", "")


def test_paulista_vazas_mao_sem_fim_diz_as_vazas_no_numero_certo() -> None:
    # A hand whose events stop after one vaza: "1 vaza jogada", never "vaza(s) jogada(s)" (Paulista, vazas).
    from arbitro.cenario.yamlpos import compor
    from arbitro.nucleo.leituras import PADRAO
    from arbitro.sistemas import sistema

    s = sistema("paulista")
    texto = ("versao: 2\nregulamento: paulista\nplacar: {A: 0, B: 0}\nduplas: {A: [a1, a2], B: [b1, b2]}\n"
             "vira: 5O\nmesa: [a1, b1, a2, b2]\neventos:\n  - vaza: A\n")
    d = s.resolver(s.cenario(compor(texto, "<teste>"), "<teste>"), PADRAO)
    textos = " ".join(o.texto for o in d.observacoes)
    assert "1 vaza jogada e nenhuma corrida" in textos and "(s)" not in textos
