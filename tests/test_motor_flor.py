"""The flor through the engine (Art. IX, X first paragraph, XII, XIII a–g; Art. 10, VIII, h): every value
of Art. XIII, accepted and refused, in roda and in testa. Numbers worked out by hand from the regulation,
quoted next to each test. Flor points (Art. IX, b): the white cards' numbers + 20; the negras are worth
nothing."""

from __future__ import annotations

from volta import FLOR_20, FLOR_26, FLOR_26_COPAS, FLOR_32, FLOR_37, cita, ganhos, lancs, leitura, observou, resolve

# The volta of `volta.py`: trio A a1 a2 a3, trio B b1 b2 b3; roda a1 b1 a2 b2 a3 b3 (a1 the mão); testa a1 × b1.




# --- Art. XIII, a: flor simples ----------------------------------------------------------------------------

def test_art_xiii_a_flor_simples_respondida_com_e_boa_vale_tres() -> None:
    # "Ao que cantou anotar-se-ão três tentos."
    d = resolve("- a1: flor\n- b1: é boa\n", cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"A": 3}
    assert cita(d, "Art. XIII, a")


def test_art_xiii_a_tres_tentos_por_flor_cantada_do_mesmo_grupo() -> None:
    # "Se vários jogadores de um mesmo grupo cantarem FLOR e os contrários não, anotar-se-ão três tentos por
    # FLOR cantada": 3 + 3.
    d = resolve("- a1: flor\n- a2: flor\n- b1: é boa\n", cartas=f"a1: {FLOR_26}\na2: {FLOR_32}")
    assert ganhos(d) == {"A": 6}


def test_art_xiii_a_e_g_me_achico_com_flor_diante_de_flor_da_quatro() -> None:
    # a: "ME ACHICO COM FLOR (anotando só mais um tento)"; g: "Se o adversário tiver FLOR, recebe quatro
    # tentos (três da FLOR e um da achicada)."
    d = resolve("- a1: flor\n- b1: com flor me achico\n", cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 4}
    assert cita(d, "Art. XIII, g")


# --- Art. XIII, b: flor e flor ------------------------------------------------------------------------------

def test_art_xiii_b_flor_e_flor_a_maior_anota_seis() -> None:
    # "mostram-se os pontos — a maior anota seis tentos (três de cada FLOR)": 37 > 26.
    d = resolve("- a1: flor\n- b1: flor\n", cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 6}
    assert cita(d, "Art. XIII, b")


def test_art_xiii_b_flor_e_flor_empate_ganha_o_mao() -> None:
    # Art. 10, VIII, g: "Em igualdade de pontos para a FLOR ... é o mão": 26 × 26, a1 is the mão. Art. IX, a:
    # "Nenhum dos quatro naipes tem mais valor do que o outro."
    d = resolve("- a1: flor\n- b1: flor\n", cartas=f"a1: {FLOR_26}\nb1: {FLOR_26_COPAS}")
    assert ganhos(d) == {"A": 6}
    assert cita(d, "Art. 10, VIII, g")


def test_art_ix_b_flor_de_tres_negras_vale_vinte() -> None:
    # "Uma FLOR composta de três negras vale vinte pontos": 20 < 26.
    d = resolve("- a1: flor\n- b1: flor\n", cartas=f"a1: {FLOR_20}\nb1: {FLOR_26}")
    assert ganhos(d) == {"B": 6}


def test_art_xiii_b_pontos_cantados_decidem_a_flor() -> None:
    # Leituras.md 9: the points sung decide; the first number counts (Art. 10, VIII, j).
    d = resolve("- a1: flor\n- b1: flor\n- a1: {pontos: 33}\n- b1: {pontos: 30}\n")
    assert ganhos(d) == {"A": 6}


def test_art_xiii_b_1_flor_flor_contra_flor_e_o_resto_aceita() -> None:
    # § 1º: "ao ganhador anotar-se-ão seis tentos pelas duas FLOR e mais os tentos que faltam ao ponteiro":
    # 10 × 14 → 6 + 10 = 16, to B's 37.
    d = resolve("- a1: flor\n- b1: flor\n- a1: contra-flor e o resto\n- b1: quero\n", (10, 14),
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 16}
    assert cita(d, "Art. XIII, b, §1")


def test_art_xiii_b_1_flor_flor_contra_flor_e_o_resto_recusada_seis() -> None:
    # § 1º: "Se não aceita, são seis tentos somente."
    d = resolve("- a1: flor\n- b1: flor\n- a1: contra-flor e o resto\n- b1: não quero\n", (10, 14),
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 6}


def test_art_xiii_b_2_flor_e_contra_flor_e_o_resto_aceita() -> None:
    # § 2º: "ao ganhador anotar-se-ão seis tentos mais os que faltam ao ponteiro": 6 + (24 − 14) = 16.
    d = resolve("- a1: flor\n- b1: contra-flor e o resto\n- a1: quero\n", (10, 14),
                cartas=f"a1: {FLOR_32}\nb1: {FLOR_26}")
    assert ganhos(d) == {"A": 16}
    assert cita(d, "Art. XIII, b, §2")


def test_art_xiii_b_2_flor_e_contra_flor_e_o_resto_recusada_quatro() -> None:
    # § 2º: "Se não aceita, são quatro tentos."
    d = resolve("- a1: flor\n- b1: contra-flor e o resto\n- a1: não quero\n", (10, 14),
                cartas=f"a1: {FLOR_32}\nb1: {FLOR_26}")
    assert ganhos(d) == {"B": 4}


# --- Art. XIII, c: flor e contra-flor ----------------------------------------------------------------------

def test_art_xiii_c_contra_flor_aceita_seis() -> None:
    # "Se aceita (QUERO), ambos cantam seus pontos e ao ganhador anotar-se-ão seis tentos."
    d = resolve("- a1: flor\n- b1: contra-flor\n- a1: quero\n", (10, 14), cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 6}
    assert cita(d, "Art. XIII, c")


def test_art_xiii_c_contra_flor_recusada_quatro() -> None:
    # "Se não aceita (NÃO QUERO ou COM FLOR ME ACHICO), o ganhador obtém quatro tentos (três da FLOR e um da
    # achicada)."
    for resposta in ("não quero", "com flor me achico"):
        d = resolve(f"- a1: flor\n- b1: contra-flor\n- a1: {resposta}\n", (10, 14),
                    cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}")
        assert ganhos(d) == {"B": 4}, resposta


# --- Art. XIII, d: contra-flor e o resto ------------------------------------------------------------------------

def test_art_xiii_d_contra_flor_e_o_resto_de_saida_aceita() -> None:
    # "pode ser feita por qualquer jogador que tenha FLOR ... Se aceita, contam-se os pontos e ao ganhador
    # anotar-se-ão seis tentos pelas duas FLOR e mais os que faltam ao ponteiro": 5 × 8 → 6 + 16 = 22.
    d = resolve("- a1: contra-flor e o resto\n- b1: quero\n", (5, 8), cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}")
    assert ganhos(d) == {"A": 22}
    assert cita(d, "Art. XIII, d")


def test_art_xiii_d_contra_flor_e_o_resto_achicada_quatro() -> None:
    # "Achicando-se, são quatro tentos."
    d = resolve("- a1: contra-flor e o resto\n- b1: com flor me achico\n", (5, 8),
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 4}


def test_art_xiii_d_contra_flor_e_o_resto_na_testa_vale_seis() -> None:
    # "Nas partidas de TESTA, CONTRA FLOR E RESTO vale seis tentos quando aceita." (Art. 10, III)
    d = resolve("- a1: contra-flor e o resto\n- b1: quero\n", (5, 8), testa=True,
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 6}
    assert cita(d, "Art. 10, III")


# --- Art. XIII, e: flor, contra-flor, contra-flor e o resto ------------------------------------------------------

def test_art_xiii_e_aceita_seis_mais_o_que_falta_ao_ponteiro() -> None:
    # "aceito, seis tentos mais os que faltam ao ponteiro": 10 × 14 → 16.
    d = resolve("- a1: flor\n- b1: contra-flor\n- a1: contra-flor e o resto\n- b1: quero\n", (10, 14),
                cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}")
    assert ganhos(d) == {"A": 16}
    assert cita(d, "Art. XIII, e")


def test_art_xiii_e_recusada_seis_somente() -> None:
    # "não aceito, seis tentos somente"
    d = resolve("- a1: flor\n- b1: contra-flor\n- a1: contra-flor e o resto\n- b1: não quero\n", (10, 14),
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 6}


def test_art_xiii_e_na_testa_vale_seis() -> None:
    # "Nos jogos de TESTA, valem apenas seis tentos quando aceita."
    d = resolve("- a1: flor\n- b1: contra-flor\n- a1: contra-flor e o resto\n- b1: quero\n", (5, 8), testa=True,
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 6}


# --- Art. XIII, f: flor múltipla -----------------------------------------------------------------------------

def test_art_xiii_f_flores_dos_dois_grupos_somam_se() -> None:
    # "se forem cantadas várias FLOR por ambos os grupos e aceita, somam-se todos os tentos": three flores,
    # 3 × 3 = 9 to the best (b1's 37).
    d = resolve("- a1: flor\n- b1: flor\n- a2: flor\n", cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}\na2: {FLOR_32}")
    assert ganhos(d) == {"B": 9}


def test_art_xiii_f_grupo_achicado() -> None:
    # "Se um grupo se achicar, somam-se as FLOR do grupo ganhador mais um tento por FLOR achicada do grupo
    # perdedor": 3 + 3 + 1 = 7.
    d = resolve("- a1: flor\n- a2: flor\n- b1: com flor me achico\n",
                cartas=f"a1: {FLOR_26}\na2: {FLOR_32}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 7}


# --- Art. XIII, g: canto achicado ---------------------------------------------------------------------------

def test_art_xiii_g_achico_sem_flor_adversaria_vale_flor_simples() -> None:
    # "Se o adversário não possuir FLOR, o canto vale como FLOR SIMPLES": 3.
    d = resolve("- a1: com flor me achico\n- b1: é boa\n", cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"A": 3}


def test_art_xiii_g_ambos_achicam_vence_o_mao() -> None:
    # "Se ambos cantarem ME ACHICO COM FLOR, considera-se o mão da vaza sempre o vencedor, anotando-se três
    # tentos da sua FLOR mais um tento de cada FLOR ACHICADA": a1 is the mão, 3 + 1 = 4, whatever the points.
    d = resolve("- a1: com flor me achico\n- b1: com flor me achico\n", cartas=f"a1: {FLOR_20}\nb1: {FLOR_37}")
    assert ganhos(d) == {"A": 4}


# --- Art. IX, a and Art. X: no flor ---------------------------------------------------------------------------

def test_art_x_flor_cantada_sem_possui_la_perde_quatro() -> None:
    # "perde quatro tentos (três da FLOR e um do TRUCO não jogado), pois neste caso se dá por finalizada a
    # volta": the vazas that follow do not count.
    d = resolve("- a1: flor\n- b1: é boa\n- vaza: A\n- vaza: A\n", cartas="a1: [1O, 5O, 4C]")
    assert ganhos(d) == {"B": 4}
    assert cita(d, "Art. X")


def test_art_ix_a_flor_paraguaia_nao_e_flor() -> None:
    # "três quatros ou qualquer trio de cartas iguais não serão aceitos como flor": sung, it is a flor sung
    # without having it (Art. X): 4 to B.
    d = resolve("- a1: flor\n- b1: é boa\n", cartas="a1: [4O, 4C, 4E]")
    assert ganhos(d) == {"B": 4}


# --- Art. 10, VIII, h: florzinha, floresta, florianópolis -------------------------------------------------------

def test_art_10_viii_h_florzinha_com_flor_nao_vale_o_canto() -> None:
    # "o jogador que disser, se tiver, não vale o canto, devendo complementar com o canto de FLOR"
    d = resolve("- a1: florzinha\n- b1: é boa\n", cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {}
    assert observou(d, "florzinha", "Art. 10, VIII, h")


def test_art_10_viii_h_florzinha_com_flor_complementada_com_o_canto_vale_tres() -> None:
    d = resolve("- a1: florzinha\n- a1: flor\n- b1: é boa\n", cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"A": 3}


def test_art_10_viii_h_floresta_sem_flor_vale_como_flor_cantada_com_todas_as_consequencias() -> None:
    # "porém, se não tiver, vale como se tivesse cantado, sofrendo todas as consequências do jogo": a flor
    # sung without having it, 4 to B (Art. X).
    d = resolve("- a1: floresta\n- b1: é boa\n", cartas="a1: [1O, 5C, 4E]")
    assert ganhos(d) == {"B": 4}
    assert cita(d, "Art. 10, VIII, h") and cita(d, "Art. X")


# --- Art. XII: saída com flor ----------------------------------------------------------------------------------

def test_art_xii_saida_com_flor_o_truco_nao_e_jogado() -> None:
    # "Se com o canto da FLOR um grupo sair, não será jogado o TRUCO": 21 + 3 = 24; the truco B wins in the
    # vazas is not applied, and the ruling says so.
    d = resolve("- a1: flor\n- b1: é boa\n- b1: truco\n- a1: quero\n- vaza: B\n- vaza: B\n", (21, 20),
                cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"A": 3}
    assert d.vencedor == "A"
    assert observou(d, "TRUCO", "Art. XII")


def test_art_xii_duas_flores_fecham_a_partida() -> None:
    # 19 × 5: 3 + 3 → 25, capped at 24.
    d = resolve("- a1: flor\n- a2: flor\n- b1: é boa\n", (19, 5), cartas=f"a1: {FLOR_26}\na2: {FLOR_32}")
    assert d.placar_final == {"A": 24, "B": 5} and d.vencedor == "A"


def test_art_xiv_flor_anula_o_envido_em_curso() -> None:
    # "Quando um jogador ENVIDA e o outro tem FLOR, o ENVIDO fica anulado — a FLOR tem prioridade": the
    # accepted envido is never paid; only the flor's 3.
    d = resolve("- a1: envido\n- b1: flor\n- a1: é boa\n- a1: {pontos: 33}\n", cartas=f"b1: {FLOR_26}")
    assert ganhos(d) == {"B": 3}
    assert observou(d, "anulado", "Art. XIV")


def test_art_xiii_b_2_o_resto_se_conta_antes_do_truco() -> None:
    # The flor is "a primeira parte do jogo" (Art. XIV) and is settled before the truco (docs/leituras.md, 26): the
    # TRUCO refused afterwards (1 to A) does not move the ponteiro. 20 × 10 → 6 + (24 − 20) = 10.
    d = resolve("- a1: flor\n- b1: contra-flor e o resto\n- a1: quero\n- a1: truco\n- b1: não quero\n", (20, 10),
                cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}")
    assert [(lanc.trio, lanc.tentos) for lanc in d.lancamentos] == [("A", 10)]
    assert d.vencedor == "A"


def test_art_xiv_flor_do_companheiro_acusada_depois_do_quero_declara_a_leitura() -> None:
    # "Quando um jogador envida e seu companheiro tem flor, deverá acusá-la NO ATO, antes que haja
    # manifestação de qualquer adversário para a proposta envidada" — no consequence is given: the ruling
    # keeps the flor (3, the envido annulled) and says it is a caso omisso (S, j).
    d = resolve("- a1: envido\n- b1: quero\n- a2: flor\n- b1: é boa\n", cartas=f"a2: {FLOR_37}")
    assert ganhos(d) == {"A": 3}
    obs = leitura(d, "flor-apos-envido-do-companheiro")
    assert obs.opcao == "vale" and obs.omisso and "S, j" in obs.artigos
    # Read the other way, a2's flor can no longer be sung: the envido accepted stands, but nobody sang and a2's
    # cards are a flor, never envido points — no winner can be told, nothing is scored.
    assert "o trio A anotaria 0 tentos em vez de 3" in obs.texto


def test_art_xiv_flor_do_companheiro_no_ato_sem_observacao() -> None:
    d = resolve("- a1: envido\n- a2: flor\n- b1: é boa\n", cartas=f"a2: {FLOR_37}")
    assert ganhos(d) == {"A": 3}
    assert not observou(d, "NO ATO")


def test_art_xiii_f_flor_falsa_antes_do_truco_perde_as_outras_e_declara_a_leitura() -> None:
    # "Se um jogador cantar FLOR sem possuí-la, perdem-se as outras do mesmo grupo": a1 had none (1O 5C 4P):
    # B gets the 4 of Art. X; a2's flor is lost, and the ruling says what the other reading would give.
    d = resolve("- a1: flor\n- a2: flor\n- b1: é boa\n", cartas=f"a1: [1O, 5C, 4P]\na2: {FLOR_37}")
    assert ganhos(d) == {"B": 4}
    assert observou(d, "leitura adotada", "Art. XIII, f")


def test_art_xiii_f_flor_falsa_depois_do_truco_flores_do_grupo_e_truco_ao_contrario() -> None:
    # After the truco (Art. X, 2nd paragraph): the false flor (3), the other flor of the group (3, reading
    # stated) and the truco (1, A's vazas) go to B.
    d = resolve("- a1: flor\n- a2: flor\n- b1: é boa\n- vaza: A\n- vaza: A\n",
                cartas=f"a1: [1O, 5C, 4P]\na2: {FLOR_37}")
    assert ganhos(d) == {"B": 7}
    assert observou(d, "leitura adotada", "Art. XIII, f")


# --- second review: who answers a flor bet, several flores, and the achicada -----------------------------------

def test_art_xiii_c_quero_do_companheiro_de_quem_cantou_nao_soma_outra_flor() -> None:
    # a1 sings FLOR, b1 answers CONTRA-FLOR and a2 (a1's partner) says QUERO for trio A: "Se aceita
    # ("QUERO"), ambos cantam seus pontos e ao ganhador anotar-se-ão seis tentos" — a1's 26 against b1's 37,
    # 6 to B. a2's QUERO is the trio's answer, not a third flor.
    d = resolve("- a1: flor\n- b1: contra-flor\n- a2: quero\n", (10, 14), cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 6}


def test_art_xiii_c_nao_quero_do_companheiro_de_quem_cantou_da_quatro() -> None:
    # "Se não aceita ("NÃO QUERO" ou "COM FLOR ME ACHICO"), o ganhador obtém quatro tentos (três da FLOR e um
    # da achicada)" — whoever of trio A says it: 4 to B.
    for resposta in ("não quero", "com flor me achico"):
        d = resolve(f"- a1: flor\n- b1: contra-flor\n- a2: {resposta}\n", (10, 14),
                    cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}")
        assert ganhos(d) == {"B": 4}, resposta


def test_art_xiii_f_contra_flor_recusada_por_grupo_com_duas_flores() -> None:
    # a1 and a2 sang FLOR, b1 CONTRA-FLOR, A refuses. Art. XIII, c: "três da FLOR e um da achicada"; f: "Se um
    # grupo se achicar, somam-se as FLOR do grupo ganhador mais um tento por FLOR achicada do grupo perdedor":
    # b1's 3 + 1 + 1 = 5 to B.
    d = resolve("- a1: flor\n- a2: flor\n- b1: contra-flor\n- a1: não quero\n", (10, 14),
                cartas=f"a1: {FLOR_26}\na2: {FLOR_32}\nb1: {FLOR_37}")
    assert ganhos(d) == {"B": 5}
    assert cita(d, "Art. XIII, f")


def test_art_xiii_f_contra_flor_de_trio_com_uma_flor_recusada_por_grupo_com_duas() -> None:
    # a1 FLOR, b1 and b2 FLOR, then a1 CONTRA-FLOR, refused by B: a1's 3 + 1 + 1 (B's two flores achicadas) =
    # 5 to A (Art. XIII, c and f).
    d = resolve("- a1: flor\n- b1: flor\n- b2: flor\n- a1: contra-flor\n- b1: não quero\n", (10, 14),
                cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}\nb2: {FLOR_32}")
    assert ganhos(d) == {"A": 5}


def test_art_xiii_f_contra_flor_e_o_resto_aceita_com_tres_flores() -> None:
    # a1 (26) and a2 (32) FLOR, b1 (20) answers CONTRA-FLOR E O RESTO (b, §2), A accepts. "seis tentos pelas
    # duas FLOR e mais os que faltam ao ponteiro" and, with several flores, "somam-se todos os tentos" (f):
    # three per flor, 3 × 3, + (24 − 14) = 19 to a2's 32, the best; A 2 + 19 = 21.
    d = resolve("- a1: flor\n- a2: flor\n- b1: contra-flor e o resto\n- a1: quero\n", (2, 14),
                cartas=f"a1: {FLOR_26}\na2: {FLOR_32}\nb1: {FLOR_20}")
    assert ganhos(d) == {"A": 19}
    assert d.placar_final == {"A": 21, "B": 14}
    assert cita(d, "Art. XIII, f")


def test_art_xiii_f_flor_e_flor_com_uma_achicada_do_grupo_perdedor() -> None:
    # a1 FLOR (37), b1 FLOR (26), b2 "com flor me achico": flor e flor between a1 and b1, a1's is the best —
    # "três de cada FLOR" (b) — and "mais um tento por FLOR achicada do grupo perdedor" (f): 3 + 3 + 1 = 7.
    d = resolve("- a1: flor\n- b1: flor\n- b2: com flor me achico\n",
                cartas=f"a1: {FLOR_37}\nb1: {FLOR_26}\nb2: {FLOR_20}")
    assert ganhos(d) == {"A": 7}
    assert cita(d, "Art. XIII, f")


def test_art_xiii_f_achicada_do_grupo_ganhador_e_caso_omisso() -> None:
    # Same, but b1's flor (37) is the best and the achicada (b2) is of the winning group: the text does not
    # say what it is worth. Reading: nothing more than the 6 of flor e flor, and the ruling says so (S, j).
    d = resolve("- a1: flor\n- b1: flor\n- b2: com flor me achico\n",
                cartas=f"a1: {FLOR_26}\nb1: {FLOR_37}\nb2: {FLOR_20}")
    assert ganhos(d) == {"B": 6}
    assert observou(d, "achic", "S, j")


def test_art_xiii_d_nao_quero_a_contra_flor_e_o_resto_de_saida_e_achicar() -> None:
    # a1 opens with CONTRA-FLOR E O RESTO; b1 says NÃO QUERO. Art. XIII, c puts "NÃO QUERO" and "COM FLOR ME
    # ACHICO" together as the refusal of a flor bet, and d: "Achicando-se, são quatro tentos": 4 to A.
    d = resolve("- a1: contra-flor e o resto\n- b1: não quero\n", (5, 8), cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"A": 4}
    assert cita(d, "Art. XIII, d")


# --- Art. XVI: the flor of the trucador's partners ------------------------------------------------------------

def test_art_xvi_companheiro_do_trucador_canta_flor_antes_do_quero() -> None:
    # "Se um jogador, antes de jogar a primeira carta, disser TRUCO, seus companheiros não poderão colocar o
    # envido; porém poderão cantar a flor antes que o adversário aceite o truco": a2's flor, before B's QUERO,
    # is 3 (Art. XIII, a); the truco accepted, 2 to A's vazas.
    d = resolve("- a1: truco\n- a2: flor\n- b1: é boa\n- b1: quero\n- vaza: A\n- vaza: A\n",
                cartas=f"a2: {FLOR_32}")
    assert [(lanc.trio, lanc.tentos) for lanc in d.lancamentos] == [("A", 3), ("A", 2)]
    assert not observou(d, "não vale")


def test_art_xvi_companheiro_do_trucador_canta_flor_depois_do_quero_nao_vale() -> None:
    # Same, but a2 sings after B accepted the truco: past the time the article gives the trucador's partners.
    # Only the truco, 2 to A; the ruling says so and states the other reading.
    d = resolve("- a1: truco\n- b1: quero\n- a2: flor\n- b1: é boa\n- vaza: A\n- vaza: A\n",
                cartas=f"a2: {FLOR_32}")
    assert [(lanc.trio, lanc.tentos) for lanc in d.lancamentos] == [("A", 2)]
    assert observou(d, "não vale", "Art. XVI") and observou(d, "outra leitura")


def test_art_xi_peco_flor_de_quem_nao_tem_nao_esconde_a_flor_renegada() -> None:
    # a1, without flor, asks b1 for his flor: the request is void (Art. XI). b1 had flor (1C 2C 3C) and never
    # sang it, with the truco played: the renegade flor discovered still gives A its 3 and the truco's tentos
    # (Art. X) — 3 + 2 of the accepted TRUCO, though B won the vazas.
    d = resolve("- a1: truco\n- b1: quero\n- a1: {pede_flor: b1}\n- vaza: B\n- vaza: B\n",
                cartas="a1: [1O, 5E, 4P]\nb1: [1C, 2C, 3C]")
    assert ganhos(d) == {"A": 5}


def test_art_10_viii_a_flor_nao_mostrada_no_final_nao_pontua() -> None:
    # a2 sings FLOR, b1 "é boa", and at the end a2 does not show his cards: "no final deve desvirá-las e
    # mostrá-las para que não seja penalizado". Not proved, the flor does not score; the vazas (no truco) give
    # B its 1 (Art. XVI). Read as a false flor (Art. X: proved after the truco... here before it), B would take
    # the four of Art. X instead.
    d = resolve("- a2: flor\n- b1: é boa\n- vaza: B\n- vaza: B\n- a2: {nao_mostra: true}\n")
    assert lancs(d) == [("B", 1)]
    obs = leitura(d, "flor-sem-prova")
    assert obs.opcao == "nao-pontua" and "Art. 10, VIII, a" in obs.artigos
    assert "o trio B anotaria 4 tentos em vez de 1" in obs.texto
