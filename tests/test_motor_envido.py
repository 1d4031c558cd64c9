"""The envido through the engine (Art. XIV, XV; Art. 10, VIII, f, g, h, j): the chains accepted and
refused, the falta, the void raises with their article, the singing of points, and the envido
annulled by the flor. Numbers worked out by hand from the regulation, quoted next to each test."""

from __future__ import annotations

import pytest
from volta import cita, lancs, leitura, observou, resolve

# The volta of `volta.py`: trio A a1 a2 a3, trio B b1 b2 b3; roda a1 b1 a2 b2 a3 b3 (a1 the mão); testa a1 × b1.


# --- Art. XV: every legal chain, accepted and refused -----------------------------------------------------

CADEIAS = [
    # (calls, alternating a1 / b1, accepted, refused)
    (["envido"], 2, 1),  # Art. XV, a
    (["envido", "envido"], 4, 2),  # Art. XV, a: "até dois ENVIDO, cada um valendo dois tentos"
    (["real envido"], 3, 1),  # Art. XV, b
    (["real envido", "real envido"], 6, 3),  # Art. XV, b: "anotar-se-á 6 ... anotam-se 3"
    (["envido", "real envido"], 5, 2),
    (["envido", "envido", "real envido"], 7, 4),  # Art. XV, c and Art. 10, VIII, h ("7 ... ou 4")
    (["envido", "envido", "real envido", "real envido"], 10, 7),
]


def _cadeia(chamadas: list[str]) -> tuple[str, str]:
    """The calls alternating a1 (A) and b1 (B); returns (events, a player of the trio that must answer)."""
    eventos = "".join(f"- {'a1' if i % 2 == 0 else 'b1'}: {c}\n" for i, c in enumerate(chamadas))
    return eventos, ("b2" if len(chamadas) % 2 == 1 else "a2")


@pytest.mark.parametrize(("chamadas", "aceito", "recusado"), CADEIAS, ids=["+".join(c[0]) for c in CADEIAS])
def test_art_xv_cadeia_aceita_vale_a_soma_ao_vencedor_dos_pontos(chamadas: list[str], aceito: int,
                                                                 recusado: int) -> None:
    eventos, responde = _cadeia(chamadas)
    d = resolve(eventos + f"- {responde}: quero\n- a1: {{pontos: 25}}\n- b1: {{pontos: 31}}\n- a2: é bom\n")
    assert lancs(d) == [("B", aceito)]
    assert cita(d, "Art. XIV")


@pytest.mark.parametrize(("chamadas", "aceito", "recusado"), CADEIAS, ids=["+".join(c[0]) for c in CADEIAS])
def test_art_xv_cadeia_recusada_vai_ao_trio_que_envidou_por_ultimo(chamadas: list[str], aceito: int,
                                                                   recusado: int) -> None:
    # "Os tentos são perdidos pelos que disparam ou não aceitam" (Art. XV, c); RE+RE refused: "anotam-se 3
    # tentos ao trio que envidou por último" (Art. XV, b).
    eventos, responde = _cadeia(chamadas)
    d = resolve(eventos + f"- {responde}: não quero\n")
    ultimo = "A" if len(chamadas) % 2 == 1 else "B"
    assert lancs(d) == [(ultimo, recusado)]


def test_art_10_viii_h_repita_o_seu_canto_aceito_vale_sete() -> None:
    # "ENVIDO (primeiro) ENVIDO (segundo) — REAL ENVIDO (primeiro) — REPITA O SEU CANTO (segundo); isto
    # equivale a dizer que o primeiro ao repetir o canto estará apostando 7 tentos se aceito pelo segundo,
    # ou 4 tentos se não aceito." The repetition changes nothing.
    d = resolve("""
        - a1: envido
        - b1: envido
        - a1: real envido
        - a1: real envido
        - b1: quero
        - a1: {pontos: 33}
    """)
    assert lancs(d) == [("A", 7)]
    d = resolve("""
        - a1: envido
        - b1: envido
        - a1: real envido
        - b1: não quero
    """)
    assert lancs(d) == [("A", 4)]


# --- Art. XV, c: the falta envido ---------------------------------------------------------------------------

def test_art_xv_c_falta_envido_aceita_vale_o_que_falta_ao_ponteiro_mesmo_ganha_pelo_que_vai_atras() -> None:
    # 10 × 14: "vale pelos tentos que faltam para terminar a partida do trio que vai adiante" — 24 − 14 = 10,
    # won here by A (10 + 10 = 20).
    d = resolve("""
        - a1: falta envido
        - b1: quero
        - a1: {pontos: 33}
        - b1: é bom
    """, (10, 14))
    assert lancs(d) == [("A", 10)]
    assert d.placar_final == {"A": 20, "B": 14}
    assert cita(d, "Art. XV, c")


def test_art_xv_c_falta_envido_sozinha_recusada_vale_um() -> None:
    # "Se não aceito, vale um tento como todas as demais."
    d = resolve("- a1: falta envido\n- b1: não quero\n", (10, 14))
    assert lancs(d) == [("A", 1)]


def test_art_xv_c_envido_falta_envido_recusada_vale_dois() -> None:
    # "valem somente os tentos que somem as propostas anteriores à FALTA ENVIDO": the ENVIDO, 2, to B who
    # put the falta.
    d = resolve("- a1: envido\n- b1: falta envido\n- a2: não quero\n", (10, 14))
    assert lancs(d) == [("B", 2)]


def test_art_xv_c_envido_falta_envido_aceita_vale_a_falta() -> None:
    d = resolve("""
        - a1: envido
        - b1: falta envido
        - a2: quero
        - a1: {pontos: 20}
        - b1: {pontos: 27}
    """, (10, 14))
    assert lancs(d) == [("B", 10)]
    assert d.placar_final == {"A": 10, "B": 24} and d.vencedor == "B"


def test_art_xv_c_envido_real_falta_recusada_vale_cinco() -> None:
    # "ENVIDO, REAL ENVIDO, FALTA ENVIDO — se não aceito — vale cinco tentos (dois do ENVIDO e três do REAL
    # ENVIDO)", to A who put the falta.
    d = resolve("- a1: envido\n- b1: real envido\n- a1: falta envido\n- b2: não quero\n", (10, 14))
    assert lancs(d) == [("A", 5)]


def test_art_xv_c_envido_real_falta_aceita_vale_a_falta() -> None:
    # 3 × 17: the ponteiro lacks 7.
    d = resolve("""
        - a1: envido
        - b1: real envido
        - a1: falta envido
        - b2: quero
        - a1: {pontos: 29}
        - b1: não mato
    """, (3, 17))
    assert lancs(d) == [("A", 7)]


def test_art_xv_c_falta_envido_no_inicio_da_partida_vale_a_partida_inteira() -> None:
    # "A FALTA ENVIDO, se dita no início da partida e aceita, vale a partida inteira."
    d = resolve("- a1: falta envido\n- b1: quero\n- a1: {pontos: 21}\n- b1: {pontos: 30}\n")
    assert lancs(d) == [("B", 24)]
    assert d.vencedor == "B"


def test_art_xv_c_falta_envido_na_testa_vale_seis() -> None:
    # "no jogo de TESTA ela vale apenas seis tentos se aceita" (Art. 10, III: máximo de 10 na testa)
    d = resolve("- a1: falta envido\n- b1: quero\n- a1: {pontos: 21}\n- b1: {pontos: 30}\n", (2, 4), testa=True)
    assert lancs(d) == [("B", 6)]


TESTA_SETE_E_VALE_QUATRO = ("- a1: envido\n- b1: envido\n- a1: real envido\n- b1: quero\n- a1: {pontos: 27}\n"
                            "- b1: {pontos: 31}\n- a1: truco\n- b1: quero retruco\n- a1: quero vale quatro\n"
                            "- b1: quero\n- vaza: B\n- vaza: B\n")


@pytest.mark.parametrize(("opcao", "esperado"), [("teto-seis", [("B", 6), ("B", 4)]), ("soma", [("B", 7), ("B", 3)])])
def test_art_10_iii_maximo_de_dez_na_testa_em_toda_opcao_do_envido(opcao: str, esperado: list[tuple[str, int]]) -> None:
    # Testa: ENVIDO, ENVIDO, REAL ENVIDO accepted (2 + 2 + 3 = 7, Art. XV, a–c), won by b1; then VALE QUATRO accepted
    # (4, Art. XVI), won by B in the vazas. "O máximo de tentos apostados na testa é de 10 (dez)": with the envido cut
    # to six (teto-seis) B scores 6 + 4; with the sum (soma) 7, and the truco settled after it only 3 — 10 either way.
    d = resolve(TESTA_SETE_E_VALE_QUATRO, (2, 2), testa=True, versao=2,
                extra=f"leituras: {{envido-na-testa: {opcao}}}\n")
    assert lancs(d) == esperado
    assert d.placar_final == {"A": 2, "B": 12}
    assert "Art. 10, III" in d.lancamentos[-1].artigos or opcao == "teto-seis"
    assert not observou(d, "confira o cenário")


def test_art_10_iii_maximo_de_dez_e_da_testa_ganhe_quem_ganhar_cada_aposta() -> None:
    # The same testa with the points the other way: a1 sings 31 and wins the summed envido, 7 (Art. XV, a–c); B wins
    # the VALE QUATRO in the vazas, 4 (Art. XVI). "O máximo de tentos apostados na testa é de 10 (dez): seis da falta
    # envido ... mais quatro do VALE QUATRO" counts the stakes, whoever wins them: 7 are already scored, and the
    # truco, settled after the envido, only completes the ten — 3 to B. A 2 + 7 = 9, B 2 + 3 = 5.
    eventos = TESTA_SETE_E_VALE_QUATRO.replace("{pontos: 27}", "{pontos: 31}").replace(
        "- b1: {pontos: 31}", "- b1: {pontos: 27}")
    d = resolve(eventos, (2, 2), testa=True, versao=2, extra="leituras: {envido-na-testa: soma}\n")
    assert lancs(d) == [("A", 7), ("B", 3)]
    assert d.placar_final == {"A": 9, "B": 5}
    assert "Art. 10, III" in d.lancamentos[-1].artigos


def test_art_xv_c_falta_envido_na_testa_recusada_vale_um() -> None:
    d = resolve("- a1: falta envido\n- b1: não quero\n", (2, 4), testa=True)
    assert lancs(d) == [("A", 1)]


def test_art_xv_d_tentos_envido_equivale_ao_envido_simples() -> None:
    d = resolve("- a1: tentos envido\n- b1: quero\n- a1: {pontos: 28}\n")
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. XV, d")


# --- Art. XV: void raises, with their article ----------------------------------------------------------------

def test_art_xv_b_envido_como_rebote_de_real_envido_nao_vale() -> None:
    # "ENVIDO não pode ser colocado como rebote em sinal de REAL ENVIDO." The REAL ENVIDO stands and is
    # answered: quero → 3.
    d = resolve("""
        - a1: real envido
        - b1: envido
        - b1: quero
        - a1: {pontos: 30}
    """)
    assert observou(d, "ENVIDO dito por b1 não vale", "Art. XV, b")
    assert lancs(d) == [("A", 3)]


def test_art_xv_a_terceiro_envido_nao_vale() -> None:
    # "Podem ser dispostos até dois ENVIDO": the third is void; E + E accepted = 4.
    d = resolve("""
        - a1: envido
        - b1: envido
        - a1: envido
        - a2: quero
        - a1: {pontos: 30}
    """)
    assert observou(d, "ENVIDO dito por a1 não vale", "Art. XV, a")
    assert lancs(d) == [("A", 4)]


def test_art_xv_b_terceiro_real_envido_nao_vale() -> None:
    # "Podem ser dispostos até dois REAL ENVIDO": RE + RE refused = 3 to B, the last valid caller.
    d = resolve("""
        - a1: real envido
        - b1: real envido
        - a1: real envido
        - a2: não quero
    """)
    assert observou(d, "REAL ENVIDO dito por a1 não vale", "Art. XV, b")
    assert lancs(d) == [("B", 3)]


def test_art_xv_c_nada_acima_da_falta_envido() -> None:
    d = resolve("- a1: falta envido\n- b1: real envido\n- b1: não quero\n", (10, 14))
    assert observou(d, "REAL ENVIDO dito por b1 não vale", "Art. XV, c")
    assert lancs(d) == [("A", 1)]


def test_art_xiv_primeiro_envido_depois_da_propria_carta_nao_vale() -> None:
    # "A primeira manifestação de ENVIDO deve ser feita antes de jogar a primeira carta" (Art. XIV);
    # "Após a carta jogada, tudo relacionado com ENVIDO ou FLOR não tem mais valor algum" (Art. 10, VIII, f).
    d = resolve("""
        - a1: {joga: 4C}
        - a1: envido
        - b1: quero
    """)
    assert observou(d, "ENVIDO dito por a1 não vale", "Art. XIV")
    assert cita(d, "Art. 10, VIII, f")
    assert lancs(d) == []


def test_art_xiv_revide_depois_da_carta_vale() -> None:
    # "Após jogar a primeira carta pode ser dito como REVIDE": b1 envida before his card; a1, who already
    # played, raises with REAL ENVIDO; B accepts: 2 + 3 = 5.
    d = resolve("""
        - a1: {joga: 4C}
        - b1: envido
        - a1: real envido
        - b2: quero
        - a1: {pontos: 7}
        - b1: {pontos: 26}
    """)
    assert lancs(d) == [("B", 5)]


def test_art_xv_b_quero_antes_do_revide_fecha_o_envido() -> None:
    # "não se deve pronunciar QUERO antes do revide, pois se assim o fizer estará valendo o QUERO": the
    # REAL ENVIDO after the QUERO is void and the ENVIDO is worth 2.
    d = resolve("""
        - a1: envido
        - b1: quero
        - b1: real envido
        - a1: {pontos: 30}
    """)
    assert observou(d, "REAL ENVIDO dito por b1 não vale", "Art. XV, b")
    assert lancs(d) == [("A", 2)]


def test_art_10_viii_h_revide_do_proprio_trio_nao_vale() -> None:
    # The trio that made the last call awaits the answer; its own raise is no revide.
    d = resolve("- a1: envido\n- a2: real envido\n- b1: não quero\n")
    assert observou(d, "REAL ENVIDO dito por a2 não vale")
    assert lancs(d) == [("A", 1)]


def test_art_xv_b_real_sozinho_nada_vale() -> None:
    # "Dito só a palavra REAL, nada vale": the quero that follows answers nothing.
    d = resolve("- a1: real\n- b1: quero\n")
    assert observou(d, "REAL", "Art. XV, b")
    assert lancs(d) == []


def test_art_xiv_envido_minha_falta_envido_vale_o_envido_simples() -> None:
    d = resolve("- a1: envido minha falta envido\n- b1: quero\n- a1: {pontos: 30}\n", (10, 14))
    assert lancs(d) == [("A", 2)]


# --- Art. XIV: singing the points -----------------------------------------------------------------------

def test_art_xiv_maior_ponto_ganha() -> None:
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 27}
        - b1: {pontos: 28}
        - a2: {pontos: 31}
        - b2: não mato
    """)
    assert lancs(d) == [("A", 2)]
    assert "a2" in d.lancamentos[0].motivo


def test_art_xiv_empate_ganha_o_mao() -> None:
    # "Quando empatados os pontos, ganha o mão" — a1 is the mão.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- b1: {pontos: 30}\n")
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. 10, VIII, g")


def test_art_10_viii_g_empate_ganha_quem_esta_mais_perto_do_mao() -> None:
    # The mão is a1; b1 plays before a2: a tie at 30 between them goes to b1 (docs/leituras.md, 10).
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 20}
        - b1: {pontos: 30}
        - a2: {pontos: 30}
    """)
    assert lancs(d) == [("B", 2)]


def test_art_10_viii_j_o_primeiro_numero_cantado_e_o_que_vale() -> None:
    # "a quantidade cantada em primeiro lugar é a que vale e não poderá ser corrigida": a1 says 28 and then
    # 33; b1's 30 wins.
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 28}
        - a1: {pontos: 33}
        - b1: {pontos: 30}
    """)
    assert lancs(d) == [("B", 2)]
    assert observou(d, "vale o número dito primeiro", "Art. 10, VIII, j")


def test_art_xiv_e_bom_nao_reclama_ponto() -> None:
    d = resolve("""
        - a1: real envido
        - b1: quero
        - a1: {pontos: 23}
        - b1: é bom
        - b2: não mato
        - b3: é bom
    """)
    assert lancs(d) == [("A", 3)]


def test_art_xiv_sem_pontos_cantados_as_cartas_decidem() -> None:
    # Nobody sang: the cards seen prove the points — a1 7+6 of copas = 33, b1 1+2 of espadas = 23.
    d = resolve("- a1: envido\n- b1: quero\n", cartas="a1: [7C, 6C, 4O]\nb1: [1E, 2E, 4P]")
    assert lancs(d) == [("A", 2)]


# --- Art. XIV: the flor has priority ----------------------------------------------------------------------------

def test_art_xiv_envido_anulado_pela_flor_do_adversario() -> None:
    # "Quando um jogador ENVIDA e o outro tem FLOR, o ENVIDO fica anulado — a FLOR tem prioridade": only
    # the flor's 3 (Art. XIII, a).
    d = resolve("""
        - a1: envido
        - b1: flor
        - a1: é boa
    """, cartas="b1: [1O, 5O, 12O]")
    assert lancs(d) == [("B", 3)]
    assert observou(d, "anulado", "Art. XIV")


def test_art_xiv_envido_minha_flor_vale_o_envido_e_nao_a_flor() -> None:
    # "Se um jogador disser ENVIDO MINHA FLOR, vale o ENVIDO e não a FLOR": a1's flor (1+5 of ouros + 20 =
    # 26 points as envido... the envido counts) wins only the envido's 2.
    d = resolve("- a1: envido minha flor\n- b1: quero\n- a1: {pontos: 26}\n- b1: {pontos: 25}\n",
                cartas="a1: [1O, 5O, 12O]")
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. XIV")


def test_art_xv_c_quem_ja_apostou_nao_retorna_para_falta_envido_menor() -> None:
    # "Sempre que faltar UM tento para uma equipe ganhar, coloca-se a FALTA ENVIDO — pois se colocar o
    # ENVIDO SIMPLES, dará aos adversários oportunidade de revide com REAL ENVIDO, e os primeiros não
    # poderão retornar para a FALTA ENVIDO (que nesse caso seria menor)." A at 23: ENVIDO, B REAL ENVIDO;
    # A's FALTA ENVIDO (1 < 5) is void; A then answers the REAL ENVIDO with QUERO: 5 to a1.
    d = resolve("""
        - a1: envido
        - b1: real envido
        - a1: falta envido
        - a2: quero
        - a1: {pontos: 33}
    """, (23, 10))
    obs = leitura(d, "falta-menor-que-a-aposta")
    assert obs.opcao == "nao-vale" and "Art. XV, c" in obs.artigos
    assert lancs(d) == [("A", 5)]
    # The other reading: the FALTA ENVIDO stands and awaits B's answer, which never comes (a2's QUERO answers his
    # own trio's call): nothing for the envido.
    assert "o trio A anotaria 0 tentos em vez de 1" in obs.texto


def test_art_xv_c_falta_envido_de_quem_ainda_nao_apostou_vale_mesmo_menor() -> None:
    # Art. 10, VIII, i, example a): at 18 × 23 B answers A's ENVIDO with the FALTA ENVIDO (worth 1): it
    # stands; refused, B takes the ENVIDO it answered (2).
    d = resolve("- a1: envido\n- b1: falta envido\n- a1: não quero\n", (18, 23))
    assert lancs(d) == [("B", 2)]


# --- the singing is not closed by a flor said in the middle of it (second review) --------------------------------

def test_art_xiv_flor_do_adversario_depois_do_primeiro_canto_anula_o_envido() -> None:
    # "Quando um jogador ENVIDA e o outro tem FLOR, o ENVIDO fica anulado — a FLOR tem prioridade": a1 sang
    # 27, then b2 (none of whose partners had opened the points: Término do tempo de jogo) sings FLOR. The
    # envido is annulled, not paid to a1: only the flor's 3 to B (Art. XIII, a).
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 27}
        - b2: flor
        - a1: é boa
    """, cartas="b2: [1O, 5O, 12O]")
    assert lancs(d) == [("B", 3)]
    assert observou(d, "anulado", "Art. XIV")


def test_termino_flor_tardia_nao_encerra_o_canto_dos_pontos() -> None:
    # a2 sings FLOR after a1, his partner, opened the points: it does not count ("Caso o jogador cante flor
    # depois, mas não mostre, nada acontece"). b1 then sings 30 and kills a1's 27 (Art. XIV: "os demais
    # cantarão os seus se forem maiores"): the ENVIDO's 2 to B.
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 27}
        - a2: flor
        - b1: {pontos: 30}
    """)
    assert lancs(d) == [("B", 2)]
    assert "b1" in d.lancamentos[0].motivo


def test_art_10_viii_h_envido_sem_resposta_e_caso_omisso() -> None:
    # "de qualquer forma e em última instância alguém deve encerrar na forma indicada" (QUERO / NÃO QUERO): b1's
    # ENVIDO is never answered and the volta is played out. The text does not price an envido nobody answered:
    # nothing is scored for it (only the truco's 1 to A, who takes the vazas), and the ruling says so (S, j),
    # with what the NÃO QUERO reading would give (1 to B, Art. XV, a).
    d = resolve("- a1: {joga: 4C}\n- b1: envido\n- vaza: A\n- vaza: A\n")
    assert lancs(d) == [("A", 1)]
    obs = leitura(d, "envido-sem-resposta")
    assert obs.opcao == "nada" and obs.omisso and "S, j" in obs.artigos and "caso omisso" in obs.texto
    assert "o trio B anotaria 1 tento em vez de 0" in obs.texto


def test_art_10_viii_j_pontos_cantados_antes_do_quero_nao_valem() -> None:
    # "Após a palavra QUERO o número dito primeiro é o que vale": a1's 30, sung before b1's QUERO, does not
    # count; his 33 after it does, and beats b1's 31: 2 to A. The ruling cites the paragraph.
    d = resolve("- a1: envido\n- a1: {pontos: 30}\n- b1: quero\n- a1: {pontos: 33}\n- b1: {pontos: 31}\n")
    assert lancs(d) == [("A", 2)]
    assert observou(d, "sem um QUERO que valha", "Art. 10, VIII, j")


def test_art_xiv_pontos_depois_de_encerrado_o_canto_nao_dizem_que_nao_houve_envido() -> None:
    # The ENVIDO was accepted and its singing closed when the table moved on to the cards; a number sung
    # afterwards has no effect — and the ruling must not say there was no ENVIDO accepted.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- a1: {joga: 4C}\n- b1: {pontos: 31}\n")
    assert lancs(d) == [("A", 2)]
    assert observou(d, "encerrado") and not observou(d, "sem ENVIDO aceito")


def test_art_xvi_envido_do_proprio_trucador_e_caso_omisso() -> None:
    # "Se um jogador, antes de jogar a primeira carta, disser TRUCO, seus companheiros não poderão colocar o
    # envido" — the text speaks of the partners, not of the trucador himself. a1 says TRUCO and then ENVIDO:
    # reading taken, void like his partners' (his trio awaits the answer to the truco); the ruling says the text
    # is silent (S, j) and what the other reading gives (the ENVIDO stands; b1's QUERO would accept it).
    d = resolve("- a1: truco\n- a1: envido\n- b1: não quero\n")
    assert lancs(d) == [("A", 1)]  # the TRUCO refused (Art. XVI)
    obs = leitura(d, "envido-de-quem-trucou")
    assert obs.opcao == "nao-pode" and obs.omisso and "S, j" in obs.artigos
    assert not observou(d, "os companheiros de quem trucou não podem colocar o envido: ")
    # The other reading: the ENVIDO stands, b1's NÃO QUERO answers it (1 to A, Art. XV, a) and the TRUCO is left
    # unanswered — the same score by another award.
    assert "o placar final seria o mesmo, por outros lançamentos" in obs.texto


def test_art_xvi_companheiro_de_quem_trucou_depois_da_carta_pode_envidar() -> None:
    # "Se um jogador, antes de jogar a primeira carta, disser TRUCO, seus companheiros não poderão colocar o
    # envido": a1 played his card and only then said TRUCO — his partner a2, who has not played, may envidar;
    # b1's NÃO QUERO answers the envido (1 to A, Art. XV, a), the truco then accepted, and A's vazas (2).
    d = resolve("- a1: {joga: 4C}\n- a1: truco\n- a2: envido\n- b1: não quero\n- b1: quero\n- vaza: A\n- vaza: A\n")
    assert lancs(d) == [("A", 1), ("A", 2)]
    d = resolve("- a1: truco\n- a2: envido\n- b1: quero\n- vaza: A\n- vaza: A\n")
    assert lancs(d) == [("A", 2)] and observou(d, "não podem colocar o envido", "Art. XVI")
