"""Art. XVI: who takes a vaza (hierarchy; "Vaza empatada") and who wins the volta ("Como se ganha o
truco", "Vaza empatada"). Expected winners are read off the article, sentence by sentence."""

from __future__ import annotations

import pytest

from arbitro.nucleo.vazas import Jogada
from arbitro.sistemas.mtg.cartas import carta
from arbitro.sistemas.mtg.motor.vazas import COMO_SE_GANHA, EMPATADA, disputar, ganhador, segunda_parda

A, B = "A", "B"


def jogadas(*pares: tuple[str, str]) -> list[Jogada]:
    """(jogador, carta); trio is the jogador's first letter."""
    return [Jogada(jogador=j, lado=j[0].upper(), carta=carta(c)) for j, c in pares]


# --- disputar: one vaza -------------------------------------------------------------------------------

def test_art_xvi_carta_mais_alta_ganha_a_vaza_e_joga_primeiro_na_seguinte() -> None:
    # "O jogador que jogar a carta mais alta de uma vaza é o encarregado de jogar primeiro na vaza seguinte."
    r = disputar(jogadas(("a1", "4E"), ("b1", "7O"), ("a2", "1P"), ("b2", "3C"), ("a3", "12E"), ("b3", "2O")))
    assert (r.vencedor, r.primeiro, r.parda) == (A, "a2", False)


def test_art_xvi_vaza_empatada_cartas_iguais_de_trios_diferentes_empardam() -> None:
    r = disputar(jogadas(("a1", "3E"), ("b1", "3O"), ("a2", "4C"), ("b2", "5C")))
    assert r.parda and r.vencedor is None and r.primeiro is None
    assert set(r.empatados) == {"a1", "b1"}


@pytest.mark.parametrize(("x", "y"), [("1C", "1O"), ("7C", "7P"), ("12E", "12O"), ("4P", "4C")])
def test_art_xvi_mesmo_degrau_da_hierarquia_emparda(x: str, y: str) -> None:
    assert disputar(jogadas(("a1", x), ("b1", y))).parda


def test_art_xvi_vaza_empatada_cartas_iguais_do_mesmo_trio_nao_empardam() -> None:
    # "Se dois jogadores do mesmo grupo jogam cartas de igual valor, maiores que as dos contrários, na
    # vaza seguinte joga de mão o que foi em relação ao companheiro na vaza anterior."
    r = disputar(jogadas(("a1", "3E"), ("b1", "2O"), ("a2", "3C"), ("b2", "12C")))
    assert (r.vencedor, r.primeiro, r.parda) == (A, "a1", False)
    assert r.empatados == ("a1", "a2")


def test_art_xvi_ir_ao_baralho_carta_coberta_nao_vale() -> None:
    # "as que ficarem jogadas não terão valor algum"
    j = [Jogada("a1", A, carta("1E"), coberta=True), Jogada("b1", B, carta("4C"))]
    assert disputar(j).vencedor == B


# --- ganhador: the volta -------------------------------------------------------------------------------

def test_art_xvi_como_se_ganha_duas_vazas_de_tres() -> None:
    # "É necessário ganhar duas vazas das três que normalmente se jogam."
    g = ganhador([A, A])
    assert g is not None and (g.trio, g.vazas) == (A, 2)
    assert COMO_SE_GANHA in g.artigos
    assert ganhador([A]) is None
    assert ganhador([]) is None


@pytest.mark.parametrize(("terceira", "vence"), [(A, A), (B, B)])
def test_art_xvi_como_se_ganha_ganha_a_1a_e_perde_a_2a_decide_a_3a(terceira: str, vence: str) -> None:
    # "Se um grupo ganhar a 1ª e perder a 2ª, será ganhador da volta o grupo que ganhar a 3ª vaza."
    assert ganhador([A, B]) is None
    g = ganhador([A, B, terceira])
    assert g is not None and (g.trio, g.vazas) == (vence, 3)
    assert COMO_SE_GANHA in g.artigos


def test_art_xvi_como_se_ganha_quem_perde_a_1a_precisa_da_2a_e_3a() -> None:
    # "Se perder a 1ª, deverá ganhar a 2ª e a 3ª para ganhar a volta."
    g = ganhador([B, A, A])
    assert g is not None and g.trio == A
    g = ganhador([B, A, B])
    assert g is not None and g.trio == B
    g = ganhador([B, B])
    assert g is not None and g.trio == B


def test_art_xvi_vaza_empatada_1a_parda_ganha_quem_faz_a_2a() -> None:
    # "Se a 1ª vaza vai parda, ganha o que faz a 2ª."
    assert ganhador([None]) is None
    for trio in (A, B):
        g = ganhador([None, trio])
        assert g is not None and (g.trio, g.vazas) == (trio, 2)
        assert EMPATADA in g.artigos


def test_art_xvi_vaza_empatada_1a_e_2a_pardas_ganha_quem_faz_a_3a() -> None:
    # "Empatando-se a 1ª e 2ª, ganha o que fizer a 3ª."
    assert ganhador([None, None]) is None
    for trio in (A, B):
        g = ganhador([None, None, trio])
        assert g is not None and (g.trio, g.vazas) == (trio, 3)
        assert EMPATADA in g.artigos


@pytest.mark.parametrize("primeira", [A, B])
def test_art_xvi_vaza_empatada_3a_parda_ganha_quem_fez_a_1a(primeira: str) -> None:
    # "Empatando-se a 3ª, ganha o que fez a 1ª."
    outra = B if primeira == A else A
    g = ganhador([primeira, outra, None])
    assert g is not None and (g.trio, g.vazas) == (primeira, 3)
    assert EMPATADA in g.artigos


@pytest.mark.parametrize("mao", [A, B])
def test_art_xvi_vaza_empatada_tres_pardas_ganha_o_mao_dos_que_empardaram_na_3a(mao: str) -> None:
    # "Empatando-se as três vazas, ganha o que é mão dos que jogarem as cartas que empardaram na 3ª vaza."
    g = ganhador([None, None, None], mao_do_empate=mao)
    assert g is not None and (g.trio, g.vazas) == (mao, 3)
    assert EMPATADA in g.artigos
    assert ganhador([None, None, None]) is None  # undecided until the mão is known


def test_art_xvi_vaza_empatada_1a_ganha_e_2a_parda_leitura_de_cada_opcao() -> None:
    # The text is silent on a parda 2nd after a won 1st (reading "segunda-parda"): the 1st decides at once, or the
    # 3rd is played and decides — a parda 3rd still going to the winner of the 1st ("Empatando-se a 3ª...").
    assert segunda_parda([A, None]) and not segunda_parda([None, A]) and not segunda_parda([A, B])
    g = ganhador([A, None])
    assert g is not None and (g.trio, g.vazas) == (A, 2)
    assert ganhador([A, None], primeira_decide=False) is None
    g = ganhador([A, None, B], primeira_decide=False)
    assert g is not None and (g.trio, g.vazas) == (B, 3)
    g = ganhador([A, None, None], primeira_decide=False)
    assert g is not None and (g.trio, g.vazas) == (A, 3)


def test_contrato_v2_8_vazas_e_volta_na_decisao() -> None:
    # a1 4E, b1 3O, a2 1E (the highest: A takes the 1st, Art. XVI hierarchy), b2 2C, a3 5E, b3 6O; a2 leads
    # the 2nd: a summary, to B; the 3rd still open: a2 plays 7O. The volta undecided.
    from volta import resolve

    d = resolve("- a1: {joga: 4E}\n- b1: {joga: 3O}\n- a2: {joga: 1E}\n- b2: {joga: 2C}\n- a3: {joga: 5E}\n"
                "- b3: {joga: 6O}\n- vaza: B\n- a2: {joga: 7O}\n")
    vazas = d.json()["vazas"]
    assert [(vz["numero"], vz["vencedor"], vz["mao"]) for vz in vazas] == [(1, "A", "a1"), (2, "B", None),
                                                                             (3, None, "a2")]
    assert vazas[0]["artigos"] == ["Art. XVI"] and [j["carta"] for j in vazas[0]["jogadas"]][2] == "1E"
    assert vazas[1]["jogadas"] == [] and d.json()["volta"] == {"vencedor": None, "artigos": []}


def test_contrato_v2_8_volta_decidida_pela_vaza_empatada_cita_a_regra() -> None:
    from volta import resolve

    d = resolve("- vaza: parda\n- vaza: B\n")
    assert d.json()["volta"] == {"vencedor": "B", "artigos": ["Art. XVI, Vaza empatada"]}
    assert "Art. XVI, Vaza empatada" in d.lancamentos[0].artigos  # the award cites the tie rule too
