"""The mineiro's rulings, rule by rule: the truco on the current vaza and its tie sub-rules (Mineiro, truco; Mineiro,
empates), no raise when accepting alone wins, the general tie rule, the troca de mãos, the special hands."""

from __future__ import annotations

import pytest
from brasileiro import ganhos, julgar

from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mineiro import Mineiro

S = Mineiro()


def mao(eventos: str, placar: str = "{A: 2, B: 3}") -> str:
    corpo = "\n".join(f"  - {e}" for e in eventos.split("; "))
    return (f"versao: 2\nregulamento: mineiro\nplacar: {placar}\n"
            "duplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\neventos:\n" + corpo + "\n")


def vazas(*resultados: str) -> str:
    return "; ".join(f"vaza: {r}" for r in resultados)


def jogadas(*cartas: str) -> str:
    """One vaza card by card, from a1 in the table's order."""
    return "; ".join(f"{j}: {{joga: {c}}}" for j, c in zip(("a1", "b1", "a2", "b2"), cartas, strict=True))


# --- Mineiro, empates without truco: "ganha a mão a primeira dupla que ganhar uma vaza" ---------------------------

@pytest.mark.parametrize(("resultados", "ganha"), [
    (("A", "A"), "A"), (("parda", "B"), "B"), (("A", "parda"), "A"), (("parda", "parda", "B"), "B"),
    (("B", "A", "parda"), "B"), (("A", "B", "B"), "B"), (("parda", "parda", "parda"), "A"),  # A: the mão's side
])
def test_mineiro_empates_regra_geral(resultados: tuple[str, ...], ganha: str) -> None:
    d = julgar(S, mao(vazas(*resultados)))
    assert ganhos(d) == {"A": 1 if ganha == "A" else 0, "B": 1 if ganha == "B" else 0}


# --- Mineiro, truco: on the current vaza ------------------------------------------------------------------------

def test_mineiro_truco_aceito_na_primeira_a_vaza_decide_a_mao() -> None:
    d = julgar(S, mao("b1: truco; a1: aceito; vaza: B"))
    assert ganhos(d) == {"A": 0, "B": 3} and len(d.vazas) == 1


def test_mineiro_truco_aceito_na_terceira_depois_de_um_a_um() -> None:
    d = julgar(S, mao("vaza: A; vaza: B; a2: truco; b2: quero; vaza: B"))
    assert ganhos(d) == {"A": 0, "B": 3}


@pytest.mark.parametrize(("falas", "lado", "marca"), [
    ("a1: truco; b1: corro", "A", 1), ("a1: truco; b1: seis; a2: corro", "B", 3),
    ("a1: truco; b1: seis; a2: nove; b2: corro", "A", 6),
    ("a1: truco; b1: seis; a2: nove; b2: doze; a1: corro", "B", 9),
])
def test_mineiro_truco_quem_corre_da_a_aposta_anterior(falas: str, lado: str, marca: int) -> None:
    d = julgar(S, mao(falas, placar="{A: 0, B: 0}"))
    assert ganhos(d) == {"A": marca if lado == "A" else 0, "B": marca if lado == "B" else 0}


@pytest.mark.parametrize(("placar", "vale"), [("{A: 9, B: 0}", 3), ("{A: 8, B: 0}", 6)])
def test_mineiro_truco_nao_se_aumenta_quando_so_aceitar_daria_a_partida(placar: str, vale: int) -> None:
    # B asks truco; with 9, accepting it and winning already takes A to 12: A's seis is void. With 8 it is not.
    d = julgar(S, mao("b1: truco; a1: seis; b2: aceito; a1: aceito; vaza: A", placar=placar))
    assert d.lancamentos[0].tentos == vale


def test_mineiro_truco_empate_com_carta_antes_do_pedido_perde_quem_aumentou_por_ultimo() -> None:
    # a1 plays the 3P; b1 truco, a1 seis (a raise by A, after the 3P was on the table), b1 accepts; b1 ties with 3C.
    d = julgar(S, mao("a1: {joga: 3P}; b1: truco; a1: seis; b1: aceito; b1: {joga: 3C}; a2: {joga: 5O}; "
                      "b2: {joga: 4E}"))
    assert ganhos(d) == {"A": 0, "B": 6}  # A raised last, and its own 3P was played before its seis


def test_mineiro_truco_empate_resumido_decide_a_seguinte_e_pede_conferir() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; vaza: parda; vaza: A"))
    assert ganhos(d) == {"A": 3, "B": 0}
    assert any(o.tipo is Tipo.CONFIRA and "resumida" in o.texto for o in d.observacoes)


def test_mineiro_empates_terceira_resumida_depois_de_truco_na_segunda_nao_pede_conferir() -> None:
    """Issue 20, item 7. The truco asked and accepted in the 2nd vaza, which ties with cards played after it:
    "decide a vaza seguinte"; the 3rd, summarised, ties too: "um empate na última vaza não marca nada" (Mineiro,
    empates). Every card of the 3rd follows the truco of the 2nd: there is nothing to check about "antes do pedido"."""
    d = julgar(S, mao("vaza: A; a1: truco; b1: aceito; " + jogadas("KP", "KC", "5O", "6E") + "; vaza: parda"))
    assert ganhos(d) == {"A": 0, "B": 0}
    assert not any("antes do pedido" in o.texto and o.tipo is Tipo.CONFIRA for o in d.observacoes), d.observacoes
    d = julgar(S, mao("vaza: parda; a1: truco; b1: aceito; vaza: parda; vaza: B"))  # truco in the 2nd, both summarised
    assert ganhos(d) == {"A": 0, "B": 3}  # the 2nd ties, the 3rd decides: B, the truco's 3
    assert sum(o.tipo is Tipo.CONFIRA and "resumida" in o.texto for o in d.observacoes) == 1  # the 2nd only


def test_mineiro_truco_tres_pardas_com_truco_nao_marca() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; " + "; ".join([jogadas("2P", "2C", "5O", "6E"),
                                                             jogadas("3P", "3C", "4O", "5E"),
                                                             jogadas("KP", "KC", "JO", "QE")])))
    assert d.lancamentos == () and d.volta.vencedor is None


def test_mineiro_truco_na_mao_de_onze_nao_vale() -> None:
    d = julgar(S, mao("a1: truco; b1: aceito; " + vazas("A", "A"), placar="{A: 3, B: 11}"))
    assert ganhos(d) == {"A": 3, "B": 0}  # the mão de onze's 3, not a truco
    assert sum(o.tipo is Tipo.NAO_VALE for o in d.observacoes) == 1  # b1's "aceito" is B choosing to play the hand
    assert any("joga a mão de onze" in e for e in d.entendimento)


# --- Mineiro, mão de ferro ------------------------------------------------------------------------------------

def test_mineiro_mao_de_ferro_empatada_se_joga_de_novo_mesmo_com_o_mao() -> None:
    d = julgar(S, mao(vazas("parda", "parda", "parda"), placar="{A: 11, B: 11}"))
    assert d.lancamentos == () and d.vencedor is None
    assert not any(o.leitura == "tres-pardas" for o in d.observacoes)


# --- Mineiro, troca de mãos -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("eventos", "motivo"), [
    ("vaza: A; a1: {queima: [AE, 5O, 7C]}", "antes da primeira carta"),
    ("a1: {passa_mao: b1}", "não a um adversário"),
    ("a1: {passa_mao: a2}; a1: {passa_mao: a2}", "não duas"),
    ("b2: {queima: [AE, 5O, 7C]}", "só o mão"),
])
def test_mineiro_troca_de_maos_fora_da_regra_nao_vale(eventos: str, motivo: str) -> None:
    d = julgar(S, mao(f"{eventos}; " + vazas("A", "A")))
    assert any(o.tipo is Tipo.NAO_VALE and motivo in o.texto and o.artigos == ("Mineiro, troca de mãos",)
               for o in d.observacoes)


def test_mineiro_troca_de_maos_valida_fica_na_decisao() -> None:
    d = julgar(S, mao("a1: {queima: [AE, 5O, 7C]}; a1: {passa_mao: a2}; " + vazas("A", "A")))
    notas = [o for o in d.observacoes if o.tipo is Tipo.NOTA and "Mineiro, troca de mãos" in o.artigos]
    assert len(notas) == 2 and "3ª mão" in notas[1].texto
    assert ganhos(d) == {"A": 1, "B": 0}


def test_mineiro_pontos_em_tentos() -> None:
    d = julgar(S, mao(vazas("A", "A")))
    assert d.lancamentos[0].motivo.endswith("1 tento")
