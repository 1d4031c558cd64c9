"""Double proposals (Art. 10, VIII, i — the double and partial answers, and the article's examples a–d) and
the Lei do Jogo (Art. XVI, Lei do jogo — who may put it, when, and every answer it lists), through the
engine. Numbers worked out by hand from the regulation, quoted next to each test."""

from __future__ import annotations

import pytest
from volta import cita, lancs, leitura, observou, resolve

# The volta of `volta.py`: trio A a1 a2 a3, trio B b1 b2 b3; roda a1 b1 a2 b2 a3 b3 (a1 the mão); testa a1 × b1.


PONTOS_B = "- a1: {pontos: 27}\n- b1: {pontos: 31}\n"  # b1 wins the points
AA = "- vaza: A\n- vaza: A\n"
FLOR_26 = "[1O, 5O, 12O]"  # 1 + 5 + 20 (Art. IX, b)
FLOR_33 = "[7C, 6C, 11C]"  # 7 + 6 + 20
FLOR_37 = "[7E, 6E, 4E]"  # 7 + 6 + 4 + 20


# --- Art. 10, VIII, i: double and partial answers --------------------------------------------------------------

def test_art_10_viii_i_quero_aceita_as_duas_partes() -> None:
    # "nos casos em que haja uma proposta dupla, a resposta deve ser dupla — QUERO ou NÃO QUERO": ENVIDO
    # accepted (2, won by b1), TRUCO accepted (2, won by A in the vazas).
    d = resolve("- a1: envido e truco\n- b1: quero\n" + PONTOS_B + AA)
    assert lancs(d) == [("B", 2), ("A", 2)]
    assert cita(d, "Art. 10, VIII, i")


def test_art_10_viii_i_nao_quero_recusa_as_duas_partes() -> None:
    # ENVIDO not accepted (1) and TRUCO not accepted (1), both to A.
    d = resolve("- a1: envido e truco\n- b1: não quero\n")
    assert sorted(lancs(d)) == [("A", 1), ("A", 1)]


def test_art_10_viii_i_real_envido_e_truco_querido() -> None:
    d = resolve("- a1: real envido e truco\n- b1: quero\n" + PONTOS_B + AA)
    assert lancs(d) == [("B", 3), ("A", 2)]


@pytest.mark.parametrize("resposta", ["passo o truco e quero", "passo o segundo e quero",
                                      "segundo passo e primeiro quero"])
def test_art_10_viii_i_passa_o_truco_e_quer_o_envido(resposta: str) -> None:
    # "Passo o truco e quero": the envido is played (2, won by b1), the truco refused (1 to A).
    d = resolve(f"- a1: envido e truco\n- b1: {resposta}\n" + PONTOS_B)
    assert sorted(lancs(d)) == [("A", 1), ("B", 2)]


@pytest.mark.parametrize("resposta", ["passo o envido e quero", "passo o primeiro e quero", "primeiro passo e quero",
                                      "primeiro passo e segundo quero"])
def test_art_10_viii_i_passa_o_envido_e_quer_o_truco(resposta: str) -> None:
    # "Passo o Envido e quero": the envido refused (1 to A), the truco played (2 to A, who takes the vazas).
    d = resolve(f"- a1: envido e truco\n- b1: {resposta}\n" + AA)
    assert lancs(d) == [("A", 1), ("A", 2)]


def test_art_10_viii_i_quero_dito_primeiro_aceita_a_proposta_dupla() -> None:
    # "Pronunciando a palavra QUERO em primeiro lugar, considera-se aceita a proposta dupla, ainda que se
    # agregue a palavra PASSO para a outra."
    d = resolve("- a1: envido e truco\n- b1: quero e passo o truco\n" + PONTOS_B + AA)
    assert lancs(d) == [("B", 2), ("A", 2)]


def test_art_10_viii_i_resposta_parcial_sem_proposta_dupla_nao_vale() -> None:
    d = resolve("- a1: envido\n- b1: passo o truco e quero\n- b1: não quero\n")
    assert observou(d, "não responde a nenhuma proposta dupla", "Art. 10, VIII, i")
    assert lancs(d) == [("A", 1)]


# --- Art. 10, VIII, i: the article's examples a–d ---------------------------------------------------------------

@pytest.mark.parametrize("proposta", ["envido e truco", "real envido e truco"])
def test_art_10_viii_i_exemplo_a_18x23_falta_envido_sem_resposta_dupla(proposta: str) -> None:
    # a) "Trio A 18 × 23 Trio B: Se o Trio A colocar Envido e Truco ou Real Envido e Truco, o Trio B poderá
    # colocar a Falta Envido, e após resolvida a primeira parte, se responde o Truco." The falta is worth what
    # the ponteiro lacks, 24 − 23 = 1 (Art. XV, c), won by b1 → B 24: the partida ends, the truco is not
    # applied.
    d = resolve(f"- a1: {proposta}\n- b1: falta envido\n- a1: quero\n" + PONTOS_B + "- b1: quero\n" + AA, (18, 23))
    assert lancs(d) == [("B", 1)]
    assert d.vencedor == "B"
    assert not observou(d, "FALTA ENVIDO de b1 não vale")


def test_art_10_viii_i_exemplo_a_falta_ganha_por_a_e_depois_o_truco() -> None:
    # Same as a), the falta (1) won by a1: A 19; then B answers QUERO to the truco and A takes the vazas: 2.
    d = resolve("- a1: envido e truco\n- b1: falta envido\n- a2: quero\n- a1: {pontos: 33}\n- b1: é bom\n"
                "- b1: quero\n" + AA, (18, 23))
    assert lancs(d) == [("A", 1), ("A", 2)]
    assert d.placar_final == {"A": 21, "B": 23}


def test_art_10_viii_i_exemplo_b_18x22_real_envido_e_truco_falta_envido() -> None:
    # b) "Trio A 18 × 22 Trio B: Se o Trio A colocar Real Envido e Truco, o Trio B poderá colocar a Falta
    # Envido": falta = 24 − 22 = 2, won by a1 (A 20); then B accepts the truco and A takes the vazas: 22.
    d = resolve("- a1: real envido e truco\n- b1: falta envido\n- a2: quero\n- a1: {pontos: 33}\n- b1: é bom\n"
                "- b1: quero\n" + AA, (18, 22))
    assert lancs(d) == [("A", 2), ("A", 2)]
    assert d.placar_final == {"A": 22, "B": 22}
    assert not observou(d, "FALTA ENVIDO de b1 não vale")


def test_art_10_viii_i_exemplo_b_falta_ganha_pelo_ponteiro_fecha_a_partida() -> None:
    # The falta (2) won by b1: 22 + 2 = 24, the partida ends; the truco is not applied.
    d = resolve("- a1: real envido e truco\n- b1: falta envido\n- a1: quero\n" + PONTOS_B + "- b1: quero\n" + AA,
                (18, 22))
    assert lancs(d) == [("B", 2)]
    assert d.vencedor == "B"


def test_art_10_viii_i_exemplo_c_18x22_envido_e_truco_exige_resposta_dupla() -> None:
    # c) "Trio A 18 × 22 Trio B: Se o Trio A colocar Envido/Falta Envido e Truco, o Trio B deverá responder de
    # forma dupla": the FALTA ENVIDO alone is void (ENVIDO 2 is not more than the 2 B lacks); B then answers
    # QUERO to both: ENVIDO 2 to a1 (33) and TRUCO 2 to A.
    d = resolve("- a1: envido e truco\n- b1: falta envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n" + AA,
                (18, 22))
    assert observou(d, "FALTA ENVIDO de b1 não vale", "Art. 10, VIII, i")
    assert lancs(d) == [("A", 2), ("A", 2)]


def test_art_10_viii_i_exemplo_c_18x22_falta_envido_e_truco_exige_resposta_dupla() -> None:
    # "Falta Envido e Truco" at 18 × 22: B answers double; QUERO → the falta (24 − 22 = 2) to b1, then the
    # truco — but B is at 24 already: the truco is not applied.
    d = resolve("- a1: falta envido e truco\n- b1: quero\n" + PONTOS_B + AA, (18, 22))
    assert lancs(d) == [("B", 2)]
    assert d.vencedor == "B"


def test_art_10_viii_i_exemplo_d_18x22_flor_para_sair_sem_responder_o_truco() -> None:
    # d) "Trio A 18 × 22 Trio B: Trio A coloca Falta Envido e Truco — Trio B tem FLOR, pode apenas cantar para
    # sair, não precisa responder o Truco." 22 + 3 = 25 → 24 (Art. XIII, a; Art. XII); the envido is annulled
    # by the flor (Art. XIV).
    d = resolve("- a1: falta envido e truco\n- b1: flor\n- a1: é boa\n", (18, 22), cartas=f"b1: {FLOR_26}")
    assert lancs(d) == [("B", 3)]
    assert d.vencedor == "B"
    assert cita(d, "Art. XII")


# --- Art. XVI, Lei do jogo: who and when ---------------------------------------------------------------------

def test_art_xvi_lei_do_jogo_pelo_trio_que_vai_na_frente_nao_vale() -> None:
    # "Esta proposta somente poderá ser feita pelo trio que está perdendo."
    d = resolve("- b1: lei do jogo\n- a1: quero\n" + AA, (10, 14))
    assert observou(d, "não vale", "Art. XVI, Lei do jogo")
    assert lancs(d) == [("A", 1)]


def test_art_xvi_lei_do_jogo_empatados_nao_vale() -> None:
    # Neither trio "está perdendo" at 14 × 14.
    d = resolve("- a1: lei do jogo\n", (14, 14))
    assert observou(d, "não vale", "Art. XVI, Lei do jogo")


def test_art_xvi_lei_do_jogo_antes_dos_buenos_nao_vale() -> None:
    # "após um trio chegar nos tentos BUENOS (somente após a virada dos DOZE)": 5 × 11, nobody in the buenos.
    d = resolve("- a1: lei do jogo\n- b1: quero\n" + AA, (5, 11))
    assert observou(d, "BUENOS", "Art. XVI, Lei do jogo")
    assert lancs(d) == [("A", 1)]


def test_art_xvi_lei_do_jogo_com_doze_declara_a_leitura() -> None:
    # Leituras.md 3: 12 tentos completes the malos and the lei may be put; the other reading (from 13) is
    # stated.
    d = resolve("- a1: lei do jogo\n- b1: não quero\n", (5, 12))
    assert observou(d, "leitura adotada", "Art. XVI, Lei do jogo")
    assert sorted(lancs(d)) == [("A", 1), ("A", 1)]


def test_art_xvi_lei_do_jogo_nao_existe_na_testa() -> None:
    # "Não existe esta proposta nos jogos de testa."
    d = resolve("- a1: lei do jogo\n- b1: quero\n- vaza: A\n- vaza: A\n", (5, 14), testa=True)
    assert observou(d, "testa", "Art. XVI, Lei do jogo")
    assert lancs(d) == [("A", 1)]


def test_art_xvi_lei_do_jogo_depois_da_primeira_carta_nao_vale() -> None:
    # "É formulada antes que se distribua a primeira carta."
    d = resolve("- a1: {joga: 4C}\n- a1: lei do jogo\n", (10, 14))
    assert observou(d, "não vale", "Art. XVI, Lei do jogo")


# --- Art. XVI, Lei do jogo, a: no flor ---------------------------------------------------------------------------

def test_art_xvi_lei_do_jogo_a_quero_aceita_falta_envido_e_truco() -> None:
    # "QUERO aceitando tudo": the FALTA ENVIDO (24 − 14 = 10, won by a1) and the TRUCO (2, A's vazas).
    d = resolve("- a1: lei do jogo\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n" + AA, (10, 14))
    assert lancs(d) == [("A", 10), ("A", 2)]
    assert d.placar_final == {"A": 22, "B": 14}
    assert cita(d, "Art. XVI, Lei do jogo")


def test_art_xvi_lei_do_jogo_a_nao_quero_recusa_os_dois() -> None:
    # "NÃO QUERO recusando os dois": the FALTA ENVIDO not accepted "vale um tento", the TRUCO 1.
    d = resolve("- a1: lei do jogo\n- b1: não quero\n", (10, 14))
    assert sorted(lancs(d)) == [("A", 1), ("A", 1)]


def test_art_xvi_lei_do_jogo_a_passo_o_truco_e_quero_a_falta_envido() -> None:
    # "procede-se negando por primeiro o que não se aceita": the refused truco's tento first (1 to A, A 11), then
    # the falta, 24 − 14 = 10 (Art. XV, c), won by b1 → B 24, end of the partida.
    d = resolve("- a1: lei do jogo\n- b1: passo o truco e quero a falta envido\n" + PONTOS_B, (10, 14))
    assert lancs(d) == [("A", 1), ("B", 10)]
    assert d.vencedor == "B"


def test_art_xvi_lei_do_jogo_a_passo_a_falta_envido_e_quero_o_truco() -> None:
    # FALTA ENVIDO refused: 1 to A; TRUCO accepted: 2 to A, who takes the vazas.
    d = resolve("- a1: lei do jogo\n- b1: passo a falta envido e quero o truco\n" + AA, (10, 14))
    assert lancs(d) == [("A", 1), ("A", 2)]


def test_art_xvi_lei_do_jogo_a_passo_o_segundo_e_quero_o_primeiro() -> None:
    d = resolve("- a1: lei do jogo\n- b1: passo o segundo e quero o primeiro\n- a1: {pontos: 33}\n", (10, 14))
    assert sorted(lancs(d)) == [("A", 1), ("A", 10)]


def test_art_xvi_lei_do_jogo_a_o_truco_negado_primeiro_se_anota_antes_da_falta_que_termina_a_partida() -> None:
    # A 10 × B 20, A (losing, B in the buenos) puts the lei; b1 "passo o truco e quero a falta envido". "procede-se
    # negando por primeiro o que não se aceita": the refused TRUCO's tento (1, Art. XVI) goes to A first, A 11; then
    # the falta: the ponteiro B lacks 24 − 20 = 4 (Art. XV, c), won by b1 (31 × 27): B 24, the partida ends. The
    # tento due first stays: A 11 × B 24. Settling the falta first would swallow it (A 10).
    d = resolve("- a1: lei do jogo\n- b1: passo o truco e quero a falta envido\n" + PONTOS_B, (10, 20))
    assert lancs(d) == [("A", 1), ("B", 4)]
    assert d.placar_final == {"A": 11, "B": 24} and d.vencedor == "B"
    obs = leitura(d, "ordem-da-resposta-parcial")
    assert obs.opcao == "na-ordem-dita" and "o trio A anotaria 0 tentos em vez de 1" in obs.texto


def test_art_10_viii_i_o_truco_negado_primeiro_conta_na_falta() -> None:
    # A 20 × B 10, a1 "falta envido e truco", b1 "passo o truco e quero": the refused TRUCO gives A 1 first, A 21;
    # the falta is then what the ponteiro A lacks, 24 − 21 = 3 (Art. XV, c), won by b1: B 13. With the envido
    # first, the falta would be 24 − 20 = 4: B 14.
    d = resolve("- a1: falta envido e truco\n- b1: passo o truco e quero\n" + PONTOS_B, (20, 10))
    assert lancs(d) == [("A", 1), ("B", 3)]
    assert d.placar_final == {"A": 21, "B": 13}
    assert "o trio B anotaria 4 tentos em vez de 3" in leitura(d, "ordem-da-resposta-parcial").texto


def test_art_xvi_lei_do_jogo_a_envido_primeiro_e_a_outra_opcao_da_leitura() -> None:
    # The other option: the falta first (4 to B, B 24), the refused tento after the end, not applied.
    d = resolve("- a1: lei do jogo\n- b1: passo o truco e quero a falta envido\n" + PONTOS_B, (10, 20),
                extra="leituras: {ordem-da-resposta-parcial: envido-primeiro}\n", versao=2)
    assert lancs(d) == [("B", 4)]
    assert d.placar_final == {"A": 10, "B": 24}


def test_art_10_viii_i_a_ordem_so_se_pergunta_quando_muda_o_resultado() -> None:
    # 2 × 0: "passo o truco e quero" to an ENVIDO E TRUCO ends nothing — the reading is not asked.
    d = resolve("- a1: envido e truco\n- b1: passo o truco e quero\n" + PONTOS_B, (2, 0))
    assert not any(o.leitura == "ordem-da-resposta-parcial" for o in d.observacoes)


# --- Art. XVI, Lei do jogo, b: with flor -------------------------------------------------------------------------

def test_art_xvi_lei_do_jogo_b_flor_quero_aceita_contra_flor_e_o_resto_e_truco() -> None:
    # "FLOR QUERO (aceita tudo — CONTRA-FLOR E O RESTO e TRUCO)": 6 + (24 − 14) = 16 to the best flor (a2, 37),
    # then the truco (2) to B's vazas.
    d = resolve("- a1: lei do jogo\n- a2: flor\n- b1: flor quero\n- vaza: B\n- vaza: B\n", (5, 14),
                cartas=f"a2: {FLOR_37}\nb1: {FLOR_26}")
    assert lancs(d) == [("A", 16), ("B", 2)]


def test_art_xvi_lei_do_jogo_b_flor_nao_quero_aceita_o_resto_e_recusa_o_truco() -> None:
    # "FLOR NÃO QUERO (aceita CONTRA-FLOR E O RESTO e recusa o TRUCO)": 16 to b1's 37; the truco refused, 1 to
    # A.
    d = resolve("- a1: lei do jogo\n- a2: flor\n- b1: flor não quero\n", (5, 14),
                cartas=f"a2: {FLOR_26}\nb1: {FLOR_37}")
    assert sorted(lancs(d)) == [("A", 1), ("B", 16)] or lancs(d) == [("B", 16)]
    assert d.vencedor == "B"


def test_art_xvi_lei_do_jogo_b_me_achico_com_flor_e_quero_o_truco() -> None:
    # "ME ACHICO COM FLOR + QUERO/NÃO QUERO para o TRUCO": achicando-se, "são quatro tentos" (Art. XIII, d;
    # g: "três da FLOR e um da achicada") to A; the truco accepted, 2 to B's vazas.
    d = resolve("- a1: lei do jogo\n- a2: flor\n- b1: me achico com flor\n- b1: quero\n- vaza: B\n- vaza: B\n",
                (5, 14), cartas=f"a2: {FLOR_26}\nb1: {FLOR_33}")
    assert lancs(d) == [("A", 4), ("B", 2)]


def test_art_xvi_lei_do_jogo_b_me_achico_com_flor_e_nao_quero_o_truco() -> None:
    d = resolve("- a1: lei do jogo\n- a2: flor\n- b1: me achico com flor\n- b1: não quero\n",
                (5, 14), cartas=f"a2: {FLOR_26}\nb1: {FLOR_33}")
    assert sorted(lancs(d)) == [("A", 1), ("A", 4)]


def test_art_xvi_lei_do_jogo_b_so_o_trio_que_responde_tem_flor_declara_a_leitura() -> None:
    # The lei "equivale a dizer: FALTA ENVIDO E TRUCO E, SE HOUVER FLOR, CONTRA-FLOR E O RESTO". Only B has
    # flor and answers FLOR QUERO: the text does not say what the CONTRA-FLOR E O RESTO is worth against no
    # flor; the ruling must state the reading it takes. Reading: no flor against it, no contra-flor — b1's flor
    # is a simple flor, 3 (Art. XIII, a; 14 + 3 = 17); the TRUCO accepted, 2 to A's vazas (10 + 2 = 12). The
    # other reading (6 + 24 − 14 = 16 to B, who reaches 24 with the flor: the truco is not played, Art. XII) is
    # stated.
    d = resolve("- a1: lei do jogo\n- b1: flor quero\n- vaza: A\n- vaza: A\n", (10, 14), cartas=f"b1: {FLOR_37}")
    assert lancs(d) == [("B", 3), ("A", 2)]
    obs = leitura(d, "lei-do-jogo-flor-so-de-quem-responde")
    assert obs.opcao == "flor-simples" and obs.omisso and "S, j" in obs.artigos
    assert "o trio A anotaria 0 tentos em vez de 2 e o trio B anotaria 10 tentos em vez de 3" in obs.texto
    assert "o trio B venceria a partida" in obs.texto


def test_art_xv_c_falta_da_proposta_dupla_se_conta_antes_do_truco_na_leitura_envido_primeiro() -> None:
    # Reading ordem-da-resposta-parcial, option envido-primeiro: "resolvendo-se primeiro a Falta Envido e após se
    # responde ... o Truco" (Art. 10, VIII, i) — the TRUCO passed (1 to A) is settled after the falta, which is
    # worth 24 − 20 = 4 (Art. XV, c), won by b1. (The default, the refusal first, is
    # test_art_10_viii_i_o_truco_negado_primeiro_conta_na_falta.)
    d = resolve("- a1: falta envido e truco\n- b1: passo o truco e quero\n" + PONTOS_B, (20, 10), versao=2,
                extra="leituras: {ordem-da-resposta-parcial: envido-primeiro}\n")
    assert lancs(d) == [("B", 4), ("A", 1)]


# --- second review: the flor sung to the Lei do jogo ---------------------------------------------------------------

def test_art_xvi_lei_do_jogo_b_cantar_a_flor_e_depois_quero_e_flor_quero() -> None:
    # "O jogador poderá cantar a flor e após responder o QUERO ou NÃO QUERO para o truco": b1 sings FLOR, then
    # QUERO — the same answer as "FLOR QUERO" (b), and the same ruling. With flores of both trios (a2 37, b1 26)
    # the CONTRA-FLOR E O RESTO is accepted: 6 + (24 − 14) = 16 to a2 (5 + 16 = 21), not flor e flor's 6; the
    # TRUCO accepted, 2 to B's vazas (14 + 2 = 16).
    eventos = "- a1: lei do jogo\n- a2: flor\n- b1: {}\n- vaza: B\n- vaza: B\n"
    cartas = f"a2: {FLOR_37}\nb1: {FLOR_26}"
    d = resolve(eventos.format("flor\n- b1: quero"), (5, 14), cartas=cartas)
    falado = resolve(eventos.format("flor quero"), (5, 14), cartas=cartas)
    assert lancs(d) == lancs(falado) == [("A", 16), ("B", 2)]
    assert cita(d, "Art. XVI, Lei do jogo")


def test_art_xvi_lei_do_jogo_b_cantar_a_flor_e_depois_nao_quero_e_flor_nao_quero() -> None:
    # FLOR then NÃO QUERO = "FLOR NÃO QUERO": the resto accepted, 6 + (24 − 14) = 16 to a2's 37 (5 + 16 = 21),
    # and the TRUCO refused, 1 to A (22).
    d = resolve("- a1: lei do jogo\n- a2: flor\n- b1: flor\n- b1: não quero\n", (5, 14),
                cartas=f"a2: {FLOR_37}\nb1: {FLOR_26}")
    assert lancs(d) == [("A", 16), ("A", 1)]
    assert d.placar_final == {"A": 22, "B": 14}


def test_art_xvi_lei_do_jogo_a_flor_do_proponente_antes_dos_pontos_vale_sem_caso_omisso() -> None:
    # "o trio que colocou a lei, se tiver FLOR, deverá acusá-la NO ATO, antes que seus companheiros cantem seus
    # pontos": a2 sings it after B's QUERO and before any point of A — on time, the text is not silent. The
    # FALTA ENVIDO is annulled (Art. XIV), a2's flor 3, the truco 2: A 10 + 5 = 15.
    d = resolve("- a1: lei do jogo\n- b1: quero\n- a2: flor\n- b1: é boa\n" + AA, (10, 14), cartas=f"a2: {FLOR_37}")
    assert lancs(d) == [("A", 3), ("A", 2)]
    assert not observou(d, "caso omisso")


def test_art_xvi_lei_do_jogo_a_flor_do_proponente_depois_dos_pontos_nao_pode_mais_ser_cantada() -> None:
    # "... sob pena de não poder mais cantá-la": a1 sang 27, then a2 sings FLOR — void; b1's 30 wins the FALTA
    # ENVIDO (24 − 14 = 10): B 24.
    d = resolve("- a1: lei do jogo\n- b1: quero\n- a1: {pontos: 27}\n- a2: flor\n- b1: {pontos: 30}\n", (10, 14))
    assert lancs(d) == [("B", 10)]
    assert observou(d, "a2", "Art. XVI, Lei do jogo")


def test_art_10_viii_i_exemplo_a_a_observacao_concorda_com_um_tento() -> None:
    # Example a), 18 × 23: B lacks one tento. The observation is read aloud: "supera o tento que falta", not
    # "os 1 tento que faltam".
    d = resolve("- a1: envido e truco\n- b1: falta envido\n- a2: não quero\n", (18, 23))
    assert observou(d, "supera o tento que falta ao trio B", "Art. 10, VIII, i")
    assert not observou(d, "os 1 tento")


def test_art_10_viii_i_resposta_dupla_cita_o_artigo_nos_dois_lancamentos() -> None:
    # "nos casos em que haja uma proposta dupla, a resposta deve ser dupla": one NÃO QUERO refuses both halves,
    # 1 of the ENVIDO (Art. XV, a) and 1 of the TRUCO (Art. XVI) to A — each award cites the rule that made one
    # answer refuse it (an award cites every article without which it would differ).
    d = resolve("- a1: envido e truco\n- b1: não quero\n")
    assert lancs(d) == [("A", 1), ("A", 1)]
    assert all("Art. 10, VIII, i" in lanc.artigos for lanc in d.lancamentos)


def test_art_xvi_lei_do_jogo_cita_a_lei_no_que_ela_da() -> None:
    # Lei do jogo at A 10 × B 14 (B in the buenos): B answers NÃO QUERO to both — the FALTA ENVIDO refused is 1
    # (Art. XV, c: "Se não aceito, vale um tento") and the TRUCO refused is 1 (Art. XVI), both to A, both because
    # of the Lei.
    d = resolve("- a1: lei do jogo\n- b1: não quero\n", (10, 14))
    assert lancs(d) == [("A", 1), ("A", 1)]
    assert all("Art. XVI, Lei do jogo" in lanc.artigos for lanc in d.lancamentos)


def test_art_xvi_lei_do_jogo_a_passo_o_truco_e_a_flor_do_trio_da_lei_no_ato_vale() -> None:
    # B answers the Lei "passo o truco e quero" (the FALTA ENVIDO accepted, the TRUCO refused: 1 to A, Art. XVI).
    # Refusing the truco ends the truco, not the volta: a2, of the trio that put the lei, sings FLOR "NO ATO"
    # (Art. XVI, Lei do jogo, a) — it annuls the envido (Art. XIV) and b1's "é boa" gives it 3 (Art. XIII, a).
    d = resolve("- a1: lei do jogo\n- b1: passo o truco e quero\n- a2: flor\n- b1: é boa\n", (10, 14),
                cartas="a2: [7E, 6E, 5E]")
    assert sorted(lancs(d)) == [("A", 1), ("A", 3)]
    assert d.placar_final == {"A": 14, "B": 14}
    assert all("Art. XVI, Lei do jogo" in lanc.artigos for lanc in d.lancamentos)


def test_art_xvi_lei_do_jogo_b_flor_nao_quero_e_a_contra_flor_e_o_resto_ainda_se_disputa() -> None:
    # "FLOR NÃO QUERO (aceita CONTRA-FLOR E O RESTO e recusa o TRUCO)": b1's refusal of the truco does not end
    # the flor. a2 sings FLOR: the best flor, a2's 38 against b1's 26, takes the CONTRA-FLOR E O RESTO — six
    # for the two flores plus what the ponteiro (B, 14) lacks, 10: 16 (Art. XIII, b, §2) — and A reaches 24;
    # the truco refused is not applied after the end (Art. XII).
    d = resolve("- a1: lei do jogo\n- b1: flor não quero\n- a2: flor\n- a2: {pontos: 38}\n- b1: {pontos: 26}\n",
                (10, 14), cartas="a2: [7E, 6E, 5E]\nb1: [1C, 2C, 3C]")
    assert lancs(d) == [("A", 16)]
    assert d.vencedor == "A"


def test_art_xiv_cartas_de_flor_nao_servem_de_pontos_de_envido() -> None:
    # Envido accepted and nobody sang: the cards seen decide (Art. XIV) — but a2's 7E 6E 5E are a flor, not envido
    # points; b1's 5C 4C (29) win it: 2 to B (Art. XV, a).
    d = resolve("- a1: envido\n- b1: quero\n- a1: {joga: 4O}\n", cartas="a2: [7E, 6E, 5E]\nb1: [5C, 4C, 1P]")
    assert ("B", 2) in lancs(d)
