""""Término do Tempo de Jogo" (contract v2 §7, `tempo_esgotado: true`): the FALTA ENVIDO (or FLOR and
CONTRA-FLOR E O RESTO) without TRUCO, looking early, the late flor, only the winning point proving."""

from __future__ import annotations

from volta import ganhos, lancs, leitura, observou, resolve

TERMINO = "Término do tempo de jogo"
TEMPO = "tempo_esgotado: true\n"


def termino(eventos: str, placar: tuple[int, int] = (20, 22), cartas: str = ""):  # type: ignore[no-untyped-def]
    return resolve(eventos, placar, versao=2, extra=TEMPO, cartas=cartas)


def test_termino_falta_envido_colocada_sem_truco() -> None:
    # "determinará a colocação da FALTA ENVIDO ... sem jogar o TRUCO": at 20 × 22 the falta is what the ponteiro
    # (B, 22) lacks, 2 (Art. XV, c). a1 sings 33, b1 30: A takes it (20 + 2 = 22). a1's TRUCO is void, and the
    # vazas give nothing.
    d = termino("- a1: {pontos: 33}\n- b1: {pontos: 30}\n- a1: truco\n- vaza: B\n- vaza: B\n")
    assert lancs(d) == [("A", 2)]
    assert observou(d, "não se joga o TRUCO", TERMINO)
    assert leitura(d, "termino-falta-automatica").opcao == "automatica"
    vazas = leitura(d, "termino-vazas")
    assert vazas.opcao == "nao-valem" and "o trio B anotaria 1 tento em vez de 0" in vazas.texto


def test_termino_olhou_cedo_paga_os_tentos_apostados_e_o_baralho_passa() -> None:
    # "Quem olhar antes pagará os tentos apostados e o baralho será passado para o próximo a dar as cartas":
    # b2 looked early — B pays the FALTA ENVIDO put by the Commission, 2, and the volta is not played.
    d = termino("- b2: {olhou_cedo: true}\n- a1: {pontos: 33}\n- vaza: B\n- vaza: B\n")
    assert lancs(d) == [("A", 2)]
    assert "Término do tempo de jogo" in d.lancamentos[0].artigos


def test_termino_so_o_ponto_vencedor_comprova_e_sem_prova_paga_a_falta() -> None:
    # "Ao final, apenas o ponto vencedor precisa comprovar os pontos": b1 sang 30 holding 5C 4C 1P (29) — not
    # the winner, no canto equivocado. a1 won with 33 and did not show: "Se não comprovar o canto ... devem ser
    # pagos todos os tentos da FALTA-ENVIDO apostados" — the 2 go to B (22 + 2 = 24: B wins the partida).
    d = termino("- a1: {pontos: 33}\n- b1: {pontos: 30}\n- a1: {nao_mostra: true}\n", cartas="b1: [5C, 4C, 1P]")
    assert ganhos(d) == {"B": 2} and d.vencedor == "B"


def test_termino_flor_nao_cantada_descoberta_paga_a_falta() -> None:
    # a2 held a flor (7E 6E 5E) and did not sing it; A's a1 won the falta with 33: "uma flor não cantada for
    # descoberta, devem ser pagos todos os tentos da FALTA-ENVIDO apostados" — the falta goes to B.
    d = termino("- a1: {pontos: 33}\n- b1: é bom\n", cartas="a2: [7E, 6E, 5E]")
    assert ganhos(d) == {"B": 2}


def test_termino_flor_e_contra_flor_e_o_resto_colocadas() -> None:
    # Flores of both trios after the time limit: the Commission put "FLOR e CONTRA-FLOR E O RESTO". a1's 38
    # beats b1's 26: six for the two flores plus what the ponteiro lacks (2), 8 — A reaches 24 (Art. XIII,
    # b, §1).
    d = termino("- a1: flor\n- b1: flor\n- a1: {pontos: 38}\n- b1: {pontos: 26}\n",
                cartas="a1: [7E, 6E, 5E]\nb1: [1C, 2C, 3C]")
    assert lancs(d) == [("A", 8)] and d.vencedor == "A"


def test_termino_falta_so_permitida_vale_se_posta_e_respondida() -> None:
    # Read as only allowed (termino-falta-automatica: so-permitida): ENVIDO is void ("só se põe a FALTA
    # ENVIDO"); a1's FALTA ENVIDO refused is worth 1 (Art. XV, c).
    d = resolve("- a1: envido\n- a1: falta envido\n- b1: não quero\n", (20, 22), versao=2,
                extra=TEMPO + "leituras: {termino-falta-automatica: so-permitida}\n")
    assert lancs(d) == [("A", 1)]
    assert observou(d, "só se põe a FALTA ENVIDO", TERMINO)
