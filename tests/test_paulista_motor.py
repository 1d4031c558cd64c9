"""The paulista's rulings, rule by rule: the tie table (Paulista, empates), the truco ladder and who raises (Paulista,
truco), the covered card, the mão de onze and the mão de ferro, the 12 points. Numbers from the seed, by hand."""

from __future__ import annotations

import pytest
from brasileiro import ganhos, julgar

from arbitro.cenario.yamlpos import compor
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.leituras import Esclarecimentos, Selecao
from arbitro.sistemas.paulista import Paulista

S = Paulista()


def mao(eventos: str, placar: str = "{A: 4, B: 6}", vira: str = "5O", extra: str = "") -> str:
    corpo = "\n".join(f"  - {e}" for e in eventos.split("; "))
    return (f"versao: 2\nregulamento: paulista\nvira: {vira}\nplacar: {placar}\n{extra}"
            "duplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\neventos:\n" + corpo + "\n")


def vazas(*resultados: str) -> str:
    return "; ".join(f"vaza: {r}" for r in resultados)


# --- Paulista, empates: the five lines of the table, and the plain two vazas -------------------------------------

@pytest.mark.parametrize(("resultados", "ganha", "artigo"), [
    (("A", "A"), "A", "Paulista, vazas"),                     # two vazas
    (("parda", "B"), "B", "Paulista, empates"),               # "empatar na primeira rodada quem ganhar a segunda vence"
    (("A", "parda"), "A", "Paulista, empates"),               # "empatar na segunda rodada quem ganhou a primeira vence"
    (("parda", "parda", "B"), "B", "Paulista, empates"),      # "empatar na primeira e segunda, quem fizer a terceira"
    (("B", "A", "parda"), "B", "Paulista, empates"),          # "empatar na terceira rodada, quem ganhou a primeira"
    (("A", "B", "B"), "B", "Paulista, vazas"),                # 1 a 1, the third decides: two vazas
])
def test_paulista_empates_tabela(resultados: tuple[str, ...], ganha: str, artigo: str) -> None:
    d = julgar(S, mao(vazas(*resultados)))
    assert ganhos(d) == {"A": 1 if ganha == "A" else 0, "B": 1 if ganha == "B" else 0}
    assert artigo in d.lancamentos[0].artigos and d.volta.vencedor == ganha


def test_paulista_empates_tres_empatadas_ninguem_marca() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; " + vazas("parda", "parda", "parda")))
    assert d.lancamentos == () and d.placar_final == {"A": 4, "B": 6}
    assert d.volta.vencedor is None and "Paulista, empates" in d.volta.artigos


def test_paulista_vazas_mao_nao_terminada_nao_marca() -> None:
    d = julgar(S, mao(vazas("A")))
    assert d.lancamentos == ()
    assert any(o.tipo is Tipo.CONFIRA and "não terminou" in o.texto for o in d.observacoes)


# --- Paulista, truco: 3 → 6 → 9 → 12; running gives the step below; who may raise ----------------------------------

@pytest.mark.parametrize(("falas", "vale"), [
    ("a1: truco; b1: aceito", 3),
    ("a1: truco; b1: seis; a2: aceito", 6),
    ("a1: truco; b1: seis; a2: nove; b2: aceito", 9),
    ("a1: truco; b1: seis; a2: nove; b2: doze; a1: aceito", 12),
])
def test_paulista_truco_valor_aceito(falas: str, vale: int) -> None:
    d = julgar(S, mao(f"{falas}; " + vazas("B", "B"), placar="{A: 0, B: 0}"))
    assert ganhos(d) == {"A": 0, "B": vale}


@pytest.mark.parametrize(("falas", "lado", "marca"), [
    ("a1: truco; b1: corro", "A", 1),                     # "pode correr, interrompendo a rodada e perdendo 1 ponto"
    ("a1: truco; b1: seis; a2: não quero", "B", 3),
    ("a1: truco; b1: seis; a2: nove; b2: corro", "A", 6),
    ("a1: truco; b1: seis; a2: nove; b2: doze; a1: no quiero", "B", 9),
])
def test_paulista_truco_corrida_da_a_aposta_anterior(falas: str, lado: str, marca: int) -> None:
    d = julgar(S, mao(falas, placar="{A: 0, B: 0}"))
    assert ganhos(d) == {"A": marca if lado == "A" else 0, "B": marca if lado == "B" else 0}
    assert d.lancamentos[0].artigos == ("Paulista, truco",)


def test_paulista_truco_quem_pediu_nao_pede_o_seguinte() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; a2: seis; b2: aceito; " + vazas("A", "A")))
    assert ganhos(d) == {"A": 3, "B": 0}
    assert [o.tipo for o in d.observacoes].count(Tipo.NAO_VALE) == 2  # the seis, and the answer to nothing


def test_paulista_truco_quem_aceitou_pode_pedir_seis_depois() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; vaza: A; b2: seis; a2: aceito; vaza: B; vaza: B"))
    assert ganhos(d) == {"A": 0, "B": 6}


@pytest.mark.parametrize("falas", ["a1: seis", "a1: truco; b1: nove", "a1: truco; a2: aceito"])
def test_paulista_truco_fora_da_sequencia_ou_do_proprio_lado_nao_vale(falas: str) -> None:
    d = julgar(S, mao(f"{falas}; " + vazas("A", "A")))
    assert Tipo.NAO_VALE in [o.tipo for o in d.observacoes]


def test_paulista_truco_leitura_diz_o_que_a_outra_opcao_daria() -> None:
    d = julgar(S, mao("a1: truco; b1: corro"))
    obs = next(o for o in d.observacoes if o.tipo is Tipo.LEITURA)
    assert obs.leitura == "corrida-perdendo" and obs.opcao == "da-ao-adversario" and not obs.esclarecimento
    assert "Na outra leitura" in obs.texto and "placar final A 4 × B 6" in obs.texto


def test_paulista_truco_leitura_escolhida_pela_comissao() -> None:
    cenario = S.cenario(compor(mao("a1: truco; b1: corro"), "t.yaml"), "t.yaml")
    selecao = Selecao((Esclarecimentos({"corrida-perdendo": "ninguem-marca"}, "Comissão de Bauru", "2026-03-01"),))
    d = S.resolver(cenario, selecao)
    obs = next(o for o in d.observacoes if o.tipo is Tipo.LEITURA)
    assert obs.esclarecimento and obs.opcao == "ninguem-marca" and "Comissão de Bauru" in obs.texto
    assert d.placar_final == {"A": 4, "B": 6} == d.placar_inicial and d.lancamentos == ()  # nobody scores


# --- Paulista, carta coberta ------------------------------------------------------------------------------------

def test_paulista_carta_coberta_todas_cobertas_empata() -> None:
    d = julgar(S, mao("vaza: A; a1: {joga: 3P, coberta: true}; b1: {joga: 4C, coberta: true}; "
                      "a2: {joga: 2E, coberta: true}; b2: {joga: KO, coberta: true}"))
    assert d.vazas[1].vencedor == "parda" and ganhos(d)["A"] == 1  # 2nd tied: who made the 1st wins


# --- Paulista, mão de onze and mão de ferro ------------------------------------------------------------------------

def test_paulista_mao_de_onze_vale_tres_para_quem_ganhar() -> None:
    assert ganhos(julgar(S, mao(vazas("B", "B"), placar="{A: 11, B: 2}"))) == {"A": 0, "B": 3}
    d = julgar(S, mao(vazas("A", "A"), placar="{A: 11, B: 2}"))
    assert d.placar_final == {"A": 12, "B": 2} and d.vencedor == "A"


def test_paulista_mao_de_onze_so_a_dupla_de_onze_corre() -> None:
    d = julgar(S, mao("b1: corro; " + vazas("A", "A"), placar="{A: 11, B: 2}"))
    assert d.placar_final == {"A": 12, "B": 2}
    assert any(o.tipo is Tipo.NAO_VALE and "só a dupla que tem 11" in o.texto for o in d.observacoes)


def test_paulista_mao_de_onze_corre_antes_da_primeira_carta_da_um() -> None:
    d = julgar(S, mao("b1: {joga: 3C}; a2: corro", placar="{A: 11, B: 2}").replace(
        "mesa: [a1, b1, a2, b2]", "mesa: [b1, a1, b2, a2]"))
    # b1 is the mão; only his card is on the table when a2 runs: A has not played yet.
    assert ganhos(d) == {"A": 0, "B": 1}


def test_paulista_mao_de_ferro_quem_ganha_vence_a_partida() -> None:
    d = julgar(S, mao(vazas("A", "B", "A"), placar="{A: 11, B: 11}"))
    assert d.placar_final == {"A": 12, "B": 11} and d.vencedor == "A"
    assert "Paulista, mão de ferro" in d.lancamentos[0].artigos


def test_paulista_mao_de_ferro_carta_coberta_e_irregular() -> None:
    d = julgar(S, mao("vaza: A; a1: {joga: 3P, coberta: true}; b1: {joga: 4C}; a2: {joga: 5E}; b2: {joga: 7O}",
                      placar="{A: 11, B: 11}"))
    assert d.vazas[1].vencedor == "B" and d.vencedor is None  # covered, the 3 counts for nothing: the 7 takes it
    assert any(o.tipo is Tipo.IRREGULARIDADE and "face para cima" in o.texto for o in d.observacoes)


# --- Paulista, pontos -----------------------------------------------------------------------------------------

def test_paulista_pontos_o_que_passa_de_doze_nao_conta() -> None:
    d = julgar(S, mao("a1: truco; b1: seis; a2: aceito; " + vazas("B", "B"), placar="{A: 3, B: 10}"))
    assert d.placar_final == {"A": 3, "B": 12} and d.vencedor == "B"
    assert d.lancamentos[0].tentos == 6
    assert any("não conta" in o.texto for o in d.observacoes)


def test_paulista_pontos_partida_ja_terminada() -> None:
    d = julgar(S, mao(vazas("A", "A"), placar="{A: 12, B: 3}"))
    assert d.placar_final == {"A": 12, "B": 3} and d.lancamentos == () and d.vencedor == "A"


def test_paulista_toda_citacao_e_do_regulamento_paulista() -> None:
    from arbitro.nucleo.regulamento import carregar

    r = carregar("paulista")
    d = julgar(S, mao("a1: truco; b1: seis; a2: nove; b2: corro"))
    citadas = [a for x in (*d.lancamentos, *d.observacoes) for a in x.artigos]
    assert citadas and all(a in r for a in citadas)
