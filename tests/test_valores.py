"""The value tables of Art. XV (envido), Art. XVI (truco), Art. XIII (flor) and the caps of the testa
(Art. 10, III), checked on the pure functions of ``arbitro.sistemas.mtg.motor.valores``.

Every expected number is worked out by hand from the regulation's text, quoted next to it.
"""

from __future__ import annotations

import pytest

from arbitro.sistemas.mtg.fala import Envite, Truco
from arbitro.sistemas.mtg.motor import valores

E, RE, FE = Envite.ENVIDO, Envite.REAL_ENVIDO, Envite.FALTA_ENVIDO
ZERO = {"A": 0, "B": 0}


# --- Art. XV: envido chains -----------------------------------------------------------------------------
# Accepted = the sum of the calls (E 2, RE 3); refused = 1 for a lone call, otherwise the calls before the
# refused one, each revide having accepted the call it answered ("Sempre que houver revide, este vale
# como aceitação da proposta anterior", Art. XV, b).

CADEIAS = [
    # Art. XV, a: "vale 2 tentos se aceito, 1 se não aceito"
    ((E,), 2, 1),
    # Art. XV, a: "até dois ENVIDO, cada um valendo dois tentos"; refused, the first (accepted by the
    # revide) is worth 2
    ((E, E), 4, 2),
    # Art. XV, b: "vale 3 tentos se aceito, 1 se não aceito"
    ((RE,), 3, 1),
    # Art. XV, b: "Quando aceito, anotar-se-á 6 tentos ... Se NÃO QUERO, anotam-se 3 tentos"
    ((RE, RE), 6, 3),
    # E (2) + RE (3) = 5; refused: the ENVIDO, accepted by the revide, 2
    ((E, RE), 5, 2),
    # Art. XV, c: "ENVIDO, ENVIDO, REAL ENVIDO — se QUERO — vale sete tentos"; refused 2 + 2 = 4
    # (also the "repita o seu canto" example of Art. 10, VIII, h: "7 tentos se aceito ... ou 4")
    ((E, E, RE), 7, 4),
    # 2 + 2 + 3 + 3 = 10; refused 2 + 2 + 3 = 7
    ((E, E, RE, RE), 10, 7),
    # E + RE + RE = 8; refused 2 + 3 = 5
    ((E, RE, RE), 8, 5),
]


@pytest.mark.parametrize(("cadeia", "aceito", "recusado"), CADEIAS,
                         ids=["+".join(x.name for x in c[0]) for c in CADEIAS])
def test_art_xv_cadeias_de_envido_aceitas_e_recusadas(cadeia: tuple[Envite, ...], aceito: int,
                                                      recusado: int) -> None:
    assert valores.envido_aceito(cadeia, ZERO, testa=False).tentos == aceito
    assert valores.envido_recusado(cadeia).tentos == recusado


def test_art_xv_c_falta_envido_aceita_vale_o_que_falta_ao_trio_que_vai_adiante() -> None:
    # "se aceito, vale pelos tentos que faltam para terminar a partida do trio que vai adiante":
    # 10 × 14 → the leader (14) lacks 10, whoever wins it.
    placar = {"A": 10, "B": 14}
    assert valores.envido_aceito((FE,), placar, testa=False).tentos == 10
    assert valores.falta(placar, testa=False).tentos == 10


def test_art_xv_c_falta_envido_sozinha_recusada_vale_1() -> None:
    # "Se não aceito, vale um tento como todas as demais."
    assert valores.envido_recusado((FE,)).tentos == 1


def test_art_xv_c_falta_envido_no_inicio_da_partida_vale_a_partida_inteira() -> None:
    # "A FALTA ENVIDO, se dita no início da partida e aceita, vale a partida inteira": 24 − 0.
    assert valores.envido_aceito((FE,), ZERO, testa=False).tentos == 24


def test_art_xv_c_falta_envido_na_testa_vale_seis() -> None:
    # "no jogo de TESTA ela vale apenas seis tentos se aceita" (also Art. 10, III)
    assert valores.envido_aceito((FE,), ZERO, testa=True).tentos == 6
    assert valores.envido_aceito((E, RE, FE), {"A": 3, "B": 1}, testa=True).tentos == 6
    assert "Art. 10, III" in valores.falta(ZERO, testa=True).artigos


@pytest.mark.parametrize(("cadeia", "recusado"), [
    ((E, FE), 2),  # the ENVIDO before it
    ((E, RE, FE), 5),  # Art. XV, c: "vale cinco tentos (dois do ENVIDO e três do REAL ENVIDO)"
    ((RE, FE), 3),
    ((E, E, FE), 4),
    ((E, E, RE, FE), 7),
    ((E, E, RE, RE, FE), 10),
])
def test_art_xv_c_falta_envido_de_revide_recusada_vale_as_propostas_anteriores(cadeia: tuple[Envite, ...],
                                                                                 recusado: int) -> None:
    # "Se não aceito, valem somente os tentos que somem as propostas anteriores à FALTA ENVIDO."
    assert valores.envido_recusado(cadeia).tentos == recusado


@pytest.mark.parametrize("cadeia", [(E, FE), (E, RE, FE), (E, E, RE, RE, FE)])
def test_art_xv_c_falta_envido_de_revide_aceita_vale_o_que_falta_ao_ponteiro(cadeia: tuple[Envite, ...]) -> None:
    # "Se dito como revide e aceito, tem o valor dos tentos que faltam ao ponteiro terminar": 24 − 17 = 7,
    # whatever the calls before it added up to.
    assert valores.envido_aceito(cadeia, {"A": 17, "B": 9}, testa=False).tentos == 7


def test_art_xv_artigos_da_cadeia() -> None:
    assert valores.envido_aceito((E,), ZERO, False).artigos == ("Art. XV, a",)
    assert valores.envido_aceito((RE,), ZERO, False).artigos == ("Art. XV, b",)
    assert "Art. XV, c" in valores.envido_aceito((E, E, RE), ZERO, False).artigos


# --- Art. XV: which raises are legal ------------------------------------------------------------------------

@pytest.mark.parametrize(("cadeia", "novo"), [
    ((), E), ((), RE), ((), FE), ((E,), E), ((E,), RE), ((E,), FE), ((E, E), RE), ((E, E, RE), RE),
    ((RE,), RE), ((RE,), FE), ((E, E, RE, RE), FE),
])
def test_art_xv_revides_permitidos(cadeia: tuple[Envite, ...], novo: Envite) -> None:
    assert valores.legalidade_envite(cadeia, novo) is None


@pytest.mark.parametrize(("cadeia", "novo", "artigo"), [
    # Art. XV, b: "ENVIDO não pode ser colocado como rebote em sinal de REAL ENVIDO"
    ((RE,), E, "Art. XV, b"),
    ((E, RE), E, "Art. XV, b"),
    # Art. XV, a: "Podem ser dispostos até dois ENVIDO"
    ((E, E), E, "Art. XV, a"),
    # Art. XV, b: "Podem ser dispostos até dois REAL ENVIDO"
    ((RE, RE), RE, "Art. XV, b"),
    # Art. XV, c: nothing above the falta ("não poderá retornar para um número menor de tentos")
    ((FE,), E, "Art. XV, c"),
    ((E, FE), RE, "Art. XV, c"),
    ((FE,), FE, "Art. XV, c"),
])
def test_art_xv_revides_ilegais_e_seu_artigo(cadeia: tuple[Envite, ...], novo: Envite, artigo: str) -> None:
    ilegal = valores.legalidade_envite(cadeia, novo)
    assert ilegal is not None
    assert ilegal[1] == artigo


# --- Art. XVI: truco -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("nivel", "aceito", "recusado"), [
    # "TRUCO = 2 tentos se aceito / 1 se não aceito. RETRUCO = 3 se aceito / 2 se não aceito.
    # VALE QUATRO = 4 se aceito / 3 se não aceito."
    (Truco.TRUCO, 2, 1),
    (Truco.RETRUCO, 3, 2),
    (Truco.VALE_QUATRO, 4, 3),
])
def test_art_xvi_valores_do_truco(nivel: Truco, aceito: int, recusado: int) -> None:
    assert valores.truco_aceito(nivel) == aceito
    assert valores.truco_recusado(nivel) == recusado
    assert valores.truco_em_jogo(nivel) == aceito


def test_art_xvi_sem_truco_dito_vale_um_tento() -> None:
    # "Quando se jogam todas as vazas sem haver dito TRUCO, ao ganhador se anota um tento somente."
    assert valores.truco_em_jogo(None) == 1
    assert valores.SEM_TRUCO == 1


# --- Art. XIII: flor ---------------------------------------------------------------------------------------

def test_art_ix_a_e_xiii_a_flor_vale_tres() -> None:
    # Art. IX, a: "valem três tentos"; Art. XIII, a: "Ao que cantou anotar-se-ão três tentos."
    assert valores.FLOR == 3


def test_art_xiii_a_e_g_achicada_vale_um() -> None:
    # Art. XIII, a: "ME ACHICO COM FLOR (anotando só mais um tento)"
    assert valores.ACHICO == 1


def test_art_xiii_c_contra_flor_seis_aceita_quatro_recusada() -> None:
    # "ao ganhador anotar-se-ão seis tentos. Se não aceita ... o ganhador obtém quatro tentos (três da FLOR e
    # um da achicada)."
    assert valores.CONTRA_FLOR_ACEITA == 6
    assert valores.CONTRA_FLOR_RECUSADA == 4


def test_art_xiii_recusas_da_contra_flor_e_o_resto() -> None:
    # b §1 (after flor e flor) and e (after contra-flor): "Se não aceita, são seis tentos somente";
    # b §2 (flor answered with it) and d (achicando): "são quatro tentos".
    assert valores.RESTO_RECUSADO_APOS_CONTRA_FLOR == 6
    assert valores.RESTO_RECUSADO == 4


@pytest.mark.parametrize(("placar", "tentos"), [
    ({"A": 10, "B": 14}, 6 + 10),  # the ponteiro (14) lacks 10
    ({"A": 0, "B": 0}, 6 + 24),
    ({"A": 23, "B": 5}, 6 + 1),
])
def test_art_xiii_d_contra_flor_e_o_resto_seis_mais_o_que_falta_ao_ponteiro(placar: dict[str, int],
                                                                            tentos: int) -> None:
    # "ao ganhador anotar-se-ão seis tentos pelas duas FLOR e mais os que faltam ao ponteiro"
    assert valores.contra_flor_e_o_resto(placar, testa=False).tentos == tentos


def test_art_xiii_d_contra_flor_e_o_resto_na_testa_vale_seis() -> None:
    # "Nas partidas de TESTA, CONTRA FLOR E RESTO vale seis tentos quando aceita." (also XIII, e; 10, III)
    v = valores.contra_flor_e_o_resto({"A": 2, "B": 3}, testa=True)
    assert v.tentos == 6
    assert "Art. 10, III" in v.artigos


def test_art_10_iii_maximo_da_testa_e_dez() -> None:
    # "O máximo de tentos apostados na testa é de 10 (dez): seis da falta envido, ou seis da FLOR CONTRA
    # FLOR E O RESTO, mais quatro do VALE QUATRO."
    assert valores.TESTA_MAXIMO == 10
    assert valores.TESTA_FALTA + valores.truco_aceito(Truco.VALE_QUATRO) == 10
    assert valores.TESTA_RESTO + valores.truco_aceito(Truco.VALE_QUATRO) == 10


def test_art_10_ii_partida_de_24_tentos() -> None:
    # "As partidas são jogadas em 24 tentos."
    assert valores.ALVO_PADRAO == 24
