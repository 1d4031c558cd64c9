"""The truco through the engine (Art. XVI; Art. 10, VIII, h): values accepted and refused, who may
raise and how, the forbidden words, the envido put against a truco, going to the baralho (Art. XVI,
Ir ao baralho; Art. 10, VIII, a), the end of the partida at 24 and the invariants of the ruling
(contract §5). Numbers worked out by hand from the regulation, quoted next to each test."""

from __future__ import annotations

import pytest
from volta import cita, invariantes, lancs, leitura, observou, resolve

from arbitro.casos import biblioteca
from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mtg.motor import resolver

# The volta of `volta.py`: trio A a1 a2 a3, trio B b1 b2 b3; roda a1 b1 a2 b2 a3 b3 (a1 the mão); testa a1 × b1.


AA = "- vaza: A\n- vaza: A\n"
BB = "- vaza: B\n- vaza: B\n"


# --- Art. XVI: values --------------------------------------------------------------------------------------

def test_art_xvi_sem_truco_um_tento_ao_ganhador() -> None:
    # "Quando se jogam todas as vazas sem haver dito TRUCO, ao ganhador se anota um tento somente."
    d = resolve(BB)
    assert lancs(d) == [("B", 1)]
    assert cita(d, "Art. XVI")


def test_art_xvi_truco_aceito_vale_dois_ao_ganhador_da_volta() -> None:
    # "TRUCO = 2 tentos se aceito": to the winner of the vazas, here not the trio that trucou.
    d = resolve("- a1: truco\n- b1: quero\n" + BB)
    assert lancs(d) == [("B", 2)]


def test_art_xvi_truco_recusado_vale_um_a_quem_trucou() -> None:
    # "1 se não aceito"; the volta ends there.
    d = resolve("- a1: truco\n- b1: não quero\n")
    assert lancs(d) == [("A", 1)]


def test_art_xvi_retruco_aceito_vale_tres() -> None:
    # "Para aumentar TRUCO, dir-se-á QUERO RETRUCO"; "RETRUCO = 3 se aceito".
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: quero\n" + AA)
    assert lancs(d) == [("A", 3)]


def test_art_xvi_retruco_recusado_vale_dois_a_quem_retrucou() -> None:
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: não quero\n")
    assert lancs(d) == [("B", 2)]


def test_art_xvi_vale_quatro_aceito_vale_quatro() -> None:
    d = resolve("- a1: truco\n- b1: quero retruco\n- a1: quero vale quatro\n- b2: quero\n" + BB)
    assert lancs(d) == [("B", 4)]


def test_art_xvi_vale_quatro_recusado_vale_tres_a_quem_o_pos() -> None:
    d = resolve("- a1: truco\n- b1: quero retruco\n- a1: quero vale quatro\n- b2: não quero\n")
    assert lancs(d) == [("A", 3)]


def test_art_xvi_truco_em_cima_de_qualquer_carta() -> None:
    # "O TRUCO e os demais revides podem ser colocados contra ou EM CIMA de qualquer carta": a truco in the
    # 2nd vaza, accepted; B takes the 2nd and 3rd → 2.
    d = resolve("- vaza: A\n- b1: truco\n- a1: quero\n- vaza: B\n- vaza: B\n")
    assert lancs(d) == [("B", 2)]


# --- Art. XVI; Art. 10, VIII, h: raises ------------------------------------------------------------------------

def test_art_10_viii_h_retruco_sem_quero_nao_vale() -> None:
    # "Para o TRUCO não se pode fazer aumento para o RETRUCO ou VALE QUATRO sem haver encerrado previamente o
    # QUERO à primeira proposta — do contrário, estes rebotes não valerão nada." The truco, then accepted,
    # is worth 2.
    d = resolve("- a1: truco\n- b1: retruco\n- b1: quero\n" + AA)
    assert observou(d, "RETRUCO de b1 não vale", "Art. 10, VIII, h")
    assert lancs(d) == [("A", 2)]


def test_art_10_viii_h_vale_quatro_sem_quero_nao_vale() -> None:
    d = resolve("- a1: truco\n- b1: quero retruco\n- a1: vale quatro\n- a1: quero\n" + AA)
    assert observou(d, "VALE QUATRO de a1 não vale", "Art. 10, VIII, h")
    assert lancs(d) == [("A", 3)]


def test_art_xvi_ordem_nao_pode_se_alterar_vale_quatro_sobre_truco() -> None:
    # "A ordem não pode se alterar": QUERO VALE QUATRO over a TRUCO is void; the truco stays unanswered.
    d = resolve("- a1: truco\n- b1: quero vale quatro\n- b1: quero\n" + AA)
    assert observou(d, "não vale: a ordem", "Art. XVI")
    assert lancs(d) == [("A", 2)]


def test_art_xvi_ordem_nao_pode_se_alterar_retruco_de_saida() -> None:
    # A RETRUCO with no TRUCO before it is void: the volta is played for 1.
    d = resolve("- a1: retruco\n- b1: quero\n" + AA)
    assert observou(d, "RETRUCO de a1 não vale", "Art. XVI")
    assert lancs(d) == [("A", 1)]


def test_art_xvi_aumento_pelo_trio_que_fez_a_ultima_proposta_nao_vale() -> None:
    # Leituras.md 6: "A raise by the trio that made the last bet is void" — a2 cannot raise a2's partner's
    # truco, pending or accepted.
    d = resolve("- a1: truco\n- a2: quero retruco\n- b1: quero\n" + AA)
    assert observou(d, "RETRUCO de a2 não vale", "Art. XVI")
    assert lancs(d) == [("A", 2)]
    d = resolve("- a1: truco\n- b1: quero\n- a2: retruco\n- b2: quero\n" + AA)
    assert observou(d, "RETRUCO de a2 não vale", "Art. XVI")
    assert lancs(d) == [("A", 2)]


def test_art_xvi_aumento_posterior_de_quem_aceitou_vale_com_leitura_declarada() -> None:
    # Leituras.md 6: B said QUERO in the 1st vaza and RETRUCO in the 2nd: the QUERO was closed, the raise
    # stands (3); the ruling states the reading and what the other gives (2).
    d = resolve("- a1: truco\n- b1: quero\n- vaza: B\n- b2: retruco\n- a2: quero\n- vaza: B\n")
    assert lancs(d) == [("B", 3)]
    obs = leitura(d, "aumento-depois-do-quero")
    assert obs.opcao == "vale" and "Art. XVI" in obs.artigos
    assert "o trio B anotaria 2 tentos em vez de 3" in obs.texto


def test_art_xvi_truco_recusado_encerra_a_volta() -> None:
    # After a NÃO QUERO nothing of the truco is left to play.
    d = resolve("- a1: truco\n- b1: não quero\n- b1: truco\n" + BB)
    assert lancs(d) == [("A", 1)]


# --- Art. 10, VIII, h: forbidden words ---------------------------------------------------------------------------

@pytest.mark.parametrize("palavra", ["trunfo", "turco"])
def test_art_10_viii_h_termo_proibido_entendido_e_aceito_vale_pelo_truco(palavra: str) -> None:
    # "se forem ditos, entendido(s) e aceito(s) pelo(s) adversário(s), têm valor positivo, valendo pelo
    # QUERO e TRUCO"
    d = resolve(f"- a1: {palavra}\n- b1: quero\n" + AA)
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. 10, VIII, h")


def test_art_10_viii_h_termo_proibido_nao_aceito_nao_vale() -> None:
    # Not accepted, TURCO is no TRUCO: the NÃO QUERO refuses nothing and the volta is worth 1.
    d = resolve("- a1: turco\n- b1: não quero\n" + AA)
    assert lancs(d) == [("A", 1)]
    assert observou(d, "termo proibido", "Art. 10, VIII, h")


def test_art_10_viii_h_quieto_vale_pelo_quero() -> None:
    d = resolve("- a1: truco\n- b1: quieto\n" + BB)
    assert lancs(d) == [("B", 2)]
    assert observou(d, "quieto", "Art. 10, VIII, h")


# --- Art. XVI: the envido against a truco -------------------------------------------------------------------------

def test_art_xvi_truco_antes_da_carta_respondido_com_envido_resolve_o_envido_primeiro() -> None:
    # "Os adversários podem pôr o ENVIDO, se não tiverem jogado a primeira carta e antes de aceitar o truco.
    # Neste caso o primeiro proponente deverá contestar o ENVIDO ... e o outro que disse ENVIDO responderá ao
    # TRUCO." ENVIDO accepted, won by b1 (31 × 30): B 2; then b1 accepts the truco and A takes the vazas: A 2.
    d = resolve("""
        - a1: truco
        - b1: envido
        - a1: quero
        - a1: {pontos: 30}
        - b1: {pontos: 31}
        - b1: quero
        - vaza: A
        - vaza: A
    """)
    assert lancs(d) == [("B", 2), ("A", 2)]


def test_art_xvi_companheiros_de_quem_trucou_nao_podem_envidar() -> None:
    # "Se um jogador, antes de jogar a primeira carta, disser TRUCO, seus companheiros não poderão colocar o
    # envido."
    d = resolve("- a1: truco\n- a2: envido\n- b1: quero\n" + AA)
    assert observou(d, "ENVIDO dito por a2 não vale", "Art. XVI")
    assert lancs(d) == [("A", 2)]


def test_art_xvi_envido_depois_de_aceito_o_truco_nao_vale() -> None:
    # "... antes de aceitar o truco": once B said QUERO, its ENVIDO is void.
    d = resolve("- a1: truco\n- b1: quero\n- b1: envido\n- a1: quero\n" + AA)
    assert observou(d, "ENVIDO dito por b1 não vale", "Art. XVI")
    assert lancs(d) == [("A", 2)]


# --- Art. XVI, Ir ao baralho; Art. 10, VIII, a ------------------------------------------------------------------

def _trio_b_ao_baralho(como: str = "baralho") -> str:
    return "".join(f"- {j}: {{{como}: true}}\n" for j in ("b1", "b2", "b3"))


def test_art_xvi_ir_ao_baralho_antes_de_iniciar_o_jogo_vale_dois() -> None:
    # "Se antes de iniciar o jogo um grupo vai ao baralho, anotam-se dois tentos ao grupo que ficou (um do
    # ENVIDO e um do TRUCO não queridos)."
    d = resolve(_trio_b_ao_baralho())
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. XVI, Ir ao baralho")


def test_art_10_viii_a_passar_as_cartas_sem_falar_vale_dois() -> None:
    # "quando um grupo ... sem jogar nenhuma carta, passar suas cartas sem haver falado ou apostado, o grupo
    # ... contrário anotará dois tentos (um do ENVIDO e outro do TRUCO)"
    d = resolve(_trio_b_ao_baralho("passa"))
    assert lancs(d) == [("A", 2)]
    assert cita(d, "Art. 10, VIII, a")


def test_art_10_viii_a_passar_as_cartas_contra_flor_na_roda_tres_por_flor_mais_um() -> None:
    # "Nas partidas de RODA, anotar-se-ão três tentos para cada FLOR e um pelo TRUCO": two flores of A
    # → 3 + 3 + 1 = 7.
    d = resolve(_trio_b_ao_baralho("passa"), cartas="a1: [1O, 5O, 12O]\na2: [2C, 3C, 7C]")
    assert sum(t for _, t in lancs(d)) == 7 and {t for t, _ in lancs(d)} == {"A"}


def test_art_10_viii_a_passar_as_cartas_contra_flor_na_testa_quatro() -> None:
    # "salvo em caso de ter FLOR, quando cobrará quatro tentos (três da FLOR e um do TRUCO)"
    d = resolve("- b1: {passa: true}\n", (2, 2), testa=True, cartas="a1: [1O, 5O, 12O]")
    assert lancs(d) == [("A", 4)]


def test_art_xvi_ir_ao_baralho_sem_proposta_de_truco_vale_um() -> None:
    # "Se um grupo ir ao baralho e não tenha sido feita proposta para o TRUCO, aos que ficam se anota um
    # tento, como se fosse um TRUCO não querido." (a card was played: the game had started)
    d = resolve("- a1: {joga: 4C}\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 1)]


def test_art_xvi_ir_ao_baralho_com_truco_aceito_da_o_truco() -> None:
    # Leituras.md 8: truco accepted → its value, 2; retruco accepted → 3.
    d = resolve("- a1: truco\n- b1: quero\n- a1: {joga: 4C}\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 2)]
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: quero\n- a1: {joga: 4C}\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 3)]


def test_art_xvi_ir_ao_baralho_com_truco_pendente_vale_como_nao_quero() -> None:
    # Going to the baralho with the truco unanswered is refusing it: 1; with a retruco unanswered, 2 to B.
    d = resolve("- a1: {joga: 4C}\n- a1: truco\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 1)]
    d = resolve("- a1: {joga: 4C}\n- a1: truco\n- b1: quero retruco\n"
                "- a1: {baralho: true}\n- a2: {baralho: true}\n- a3: {baralho: true}\n")
    assert lancs(d) == [("B", 2)]


def test_art_xvi_ir_ao_baralho_na_roda_os_companheiros_defendem_a_volta() -> None:
    # "Se um jogador ir ao baralho e seus companheiros ficarem no jogo, eles defenderão a partida com suas
    # cartas ... e tudo que venha a dizer não terá valor." B still wins the vazas with b2 and b3: truco 2.
    # Play the text rules, not an irregularity: the observation is a note.
    d = resolve("- a1: truco\n- b1: {baralho: true}\n- b1: não quero\n- b2: quero\n" + BB)
    assert lancs(d) == [("B", 2)]
    assert observou(d, "b1", "Art. XVI, Ir ao baralho")
    foi = [o for o in d.observacoes if "b1 foi ao baralho" in o.texto]
    assert foi and all(o.tipo is Tipo.NOTA for o in foi)


def test_art_10_viii_a_passar_as_cartas_na_roda_e_permitido() -> None:
    # "Nas partidas de RODA, podem passar todos os que desejarem, sempre que fique um de cada grupo para competir —
    # com isso em nada se alterará a regra e contingência do jogo": a2 and b2 pass, not an irregularity; A takes the
    # vazas, one tento without truco (Art. XVI).
    d = resolve("- a2: {passa: true}\n- b2: {passa: true}\n" + AA)
    assert lancs(d) == [("A", 1)]
    passaram = [o for o in d.observacoes if "passou as cartas" in o.texto]
    assert passaram and all(o.tipo is Tipo.NOTA and "Art. 10, VIII, a" in o.artigos for o in passaram)
    assert not [o for o in d.observacoes if o.tipo is Tipo.IRREGULARIDADE]


def test_art_xvi_ir_ao_baralho_na_testa_inicial_envido_e_truco_um_mais_um() -> None:
    # "No jogo de TESTA ... Se é inicial, no caso de ENVIDO E TRUCO, perde um tento como se tivesse dito não
    # quero para o ENVIDO e mais um tento para o não quero do TRUCO."
    d = resolve("- a1: envido e truco\n- b1: {baralho: true}\n", (2, 2), testa=True)
    assert sorted(lancs(d)) == [("A", 1), ("A", 1)]
    assert d.placar_final == {"A": 4, "B": 2}


def test_art_xvi_ir_ao_baralho_na_testa_diante_de_revide_paga_o_que_esta_em_jogo() -> None:
    # "Se for revide, pagará os tentos postos em jogo": a1 TRUCO, b1 QUERO RETRUCO, a1 QUERO VALE QUATRO,
    # b1 goes to the baralho = NÃO QUERO to the VALE QUATRO: 3 to A.
    d = resolve("- a1: {joga: 4O}\n- b1: truco\n- a1: quero retruco\n- b1: quero vale quatro\n"
                "- a1: {baralho: true}\n", (2, 2), testa=True)
    assert lancs(d) == [("B", 3)]


def test_art_xvi_ir_ao_baralho_na_testa_com_o_revide_de_envido_aceito_paga_os_tentos_postos_em_jogo() -> None:
    # Testa: a1 ENVIDO, b1 REAL ENVIDO (the revide accepts the ENVIDO), a1 QUERO, and a1 goes to the baralho before
    # the points: "Se for revide, pagará os tentos postos em jogo" — the accepted chain, 2 + 3 = 5 (Art. XV, c:
    # "ENVIDO, REAL ENVIDO" adds up), to B; and "não tenha sido feita proposta para o TRUCO, aos que ficam se
    # anota um tento": 1. B 6.
    d = resolve("- a1: envido\n- b1: real envido\n- a1: quero\n- a1: {baralho: true}\n", (2, 2), testa=True)
    assert lancs(d) == [("B", 5), ("B", 1)]
    assert all("Art. XVI, Ir ao baralho" in lanc.artigos for lanc in d.lancamentos)
    assert not observou(d, "informe os pontos")


@pytest.mark.parametrize(("opcao", "envido"), [("inicial-nao-quero", 1), ("posto-em-jogo", 2)])
def test_art_xvi_ir_ao_baralho_na_testa_com_envido_simples_aceito_perde_o_envido(opcao: str, envido: int) -> None:
    # Testa: a1 ENVIDO, b1 QUERO, a1 goes to the baralho before the points: "tudo o que possa dizer não tem qualquer
    # valor", so a1 can no longer sing and loses the envido. "Se é inicial ... perde um tento como se tivesse dito
    # não quero para o ENVIDO" gives 1; the accepted ENVIDO put 2 in play (Art. XV, a) — the named reading
    # baralho-na-testa-com-envido-aceito. Plus the truco never proposed, 1. Nothing is left to sing.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {baralho: true}\n", (4, 6), testa=True,
                extra=f"leituras: {{baralho-na-testa-com-envido-aceito: {opcao}}}\n", versao=2)
    assert lancs(d) == [("B", envido), ("B", 1)]
    assert all("Art. XVI, Ir ao baralho" in lanc.artigos for lanc in d.lancamentos)
    assert not observou(d, "informe os pontos")
    assert leitura(d, "baralho-na-testa-com-envido-aceito").opcao == opcao


def test_art_xvi_ir_ao_baralho_na_testa_o_envido_perdido_cita_ir_ao_baralho() -> None:
    # Testa: a1 ENVIDO, b1 goes to the baralho: NÃO QUERO to the ENVIDO (1, Art. XV, a) — lost by going to the
    # baralho, so the award cites it — and the truco never proposed, 1.
    d = resolve("- a1: envido\n- b1: {baralho: true}\n", (2, 2), testa=True)
    assert lancs(d) == [("A", 1), ("A", 1)]
    assert "Art. XVI, Ir ao baralho" in d.lancamentos[0].artigos


def test_art_xvi_ir_ao_baralho_na_testa_tudo_o_que_disser_nao_vale() -> None:
    # "se um jogador for ao baralho, tudo o que possa dizer não tem qualquer valor"
    d = resolve("- a1: {joga: 4O}\n- b1: {baralho: true}\n- b1: truco\n", (2, 2), testa=True)
    assert lancs(d) == [("A", 1)]
    assert observou(d, "depois de ir ao baralho", "Art. XVI, Ir ao baralho")


# --- the end of the partida (Art. 10, II; contract §5) ------------------------------------------------------------

def test_art_10_ii_partida_termina_em_24_e_o_placar_nao_passa() -> None:
    # 23 × 10, truco accepted won by A: 23 + 2 = 25 → 24, A wins.
    d = resolve("- a1: truco\n- b1: quero\n" + AA, (23, 10))
    assert d.placar_final == {"A": 24, "B": 10}
    assert d.vencedor == "A"


def test_art_10_ii_premios_depois_do_fim_da_partida_nao_se_aplicam() -> None:
    # 22 × 10: the envido (2) ends the partida for A; the truco B wins afterwards is not applied, and an
    # observation says so.
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 33}
        - b1: é bom
        - b1: truco
        - a1: quero
        - vaza: B
        - vaza: B
    """, (22, 10))
    assert lancs(d) == [("A", 2)]
    assert d.placar_final == {"A": 24, "B": 10} and d.vencedor == "A"
    assert observou(d, "partida já terminada", "Art. 10, II")


def test_art_10_ii_envido_recusado_fecha_a_partida_antes_do_truco() -> None:
    # 23 × 23: B refuses A's envido (1 → A 24); B's truco is no longer played.
    d = resolve("- a1: envido\n- b1: não quero\n- b1: truco\n- a1: quero\n" + BB, (23, 23))
    assert lancs(d) == [("A", 1)]
    assert d.vencedor == "A"
    assert observou(d, "partida já terminada", "Art. 10, II")


# --- contract §5: the ruling's invariants, over the whole case library --------------------------------------------

def test_contrato_5_invariantes_em_todos_os_casos_da_biblioteca() -> None:
    from arbitro.nucleo.regulamento import carregar

    reg = carregar("mtg-truco-cego")
    casos = [c for c in biblioteca() if c.cenario is not None and c.cenario.regulamento == "mtg-truco-cego"]
    assert casos
    for caso in casos:
        invariantes(resolver(caso.cenario, reg))


def test_art_xvi_ir_ao_baralho_na_roda_antes_da_carta_com_truco_proposto_declara_a_leitura() -> None:
    # Leituras.md 8: the "dois tentos" before the game starts are for a trio that goes with nothing bet; with
    # the TRUCO proposed it is refused (1). The other reading (one of the ENVIDO as well) is stated.
    d = resolve("- a1: truco\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 1)]
    assert observou(d, "leitura adotada", "Art. XVI, Ir ao baralho")


# --- Art. XVI: who leads each vaza (cards played with `joga`) -----------------------------------------------------

# 1st vaza: a1 and a2 tie on top with two threes (A's); a1 played first, so a1 leads the 2nd vaza.
_EMPATE_NO_TRIO = """
        - a1: {joga: 3E}
        - b1: {joga: 4C}
        - a2: {joga: 3O}
        - b2: {joga: 5C}
        - a3: {joga: 4O}
        - b3: {joga: 6C}
"""


def test_art_xvi_vaza_empatada_companheiros_empatados_joga_de_mao_o_que_jogou_antes() -> None:
    # "Se dois jogadores do mesmo grupo jogam cartas de igual valor ... na vaza seguinte joga de mão o que foi
    # em relação ao companheiro na vaza anterior": a1, not a2, leads the 2nd vaza. The judge wrote a2 leading;
    # the ruling says so once — and does not blame b2, a3, b3, who followed a2 in order.
    d = resolve(_EMPATE_NO_TRIO + """
        - a2: {joga: 1C}
        - b2: {joga: 2E}
        - a3: {joga: 5E}
        - b3: {joga: 6E}
        - a1: {joga: 12O}
        - b1: {joga: 11C}
        - vaza: A
    """)
    assert observou(d, "a2 saiu jogando a 2ª vaza", "Art. XVI, Vaza empatada")
    assert observou(d, "a vez era de a1")
    assert not observou(d, "b2 jogou fora da sua vez") and not observou(d, "b3 jogou fora da sua vez")
    # The cards decide the vaza whatever the order: 2E (b2) takes the 2nd; A the 3rd → A (1st and 3rd), 1.
    assert lancs(d) == [("A", 1)]


def test_art_xvi_quem_jogou_a_carta_mais_alta_sai_jogando_sem_observacao() -> None:
    # "O jogador que jogar a carta mais alta de uma vaza é o encarregado de jogar primeiro na vaza seguinte":
    # the 2nd vaza led by a1, in order, draws no observation.
    d = resolve(_EMPATE_NO_TRIO + """
        - a1: {joga: 1C}
        - b1: {joga: 2E}
        - a2: {joga: 5E}
        - b2: {joga: 6E}
        - a3: {joga: 12O}
        - b3: {joga: 11C}
    """)
    assert not observou(d, "fora da sua vez") and not observou(d, "saiu jogando")


def test_art_10_iii_sai_jogando_o_mao() -> None:
    # "Sairá jogando o mão e continuará o seguinte": b1 opening the 1st vaza is out of turn (a1 is the mão).
    d = resolve("- b1: {joga: 4C}\n- a2: {joga: 5C}\n- b2: {joga: 6C}\n- a3: {joga: 7C}\n- b3: {joga: 3E}\n"
                "- a1: {joga: 2E}\n- vaza: B\n")
    assert observou(d, "b1 saiu jogando a 1ª vaza", "Art. 10, III")
    assert not observou(d, "a2 jogou fora da sua vez")
    assert lancs(d) == [("B", 1)]


def test_art_xvi_vaza_empatada_depois_da_parda_sai_quem_foi_mao_na_vaza_anterior() -> None:
    # "Quando uma vaza fica empatada, joga em primeiro lugar o jogador que foi mão na vaza anterior": a1 led
    # the parda 1st vaza, so a1 — not b1 — leads the 2nd.
    d = resolve("- a1: {joga: 3E}\n- b1: {joga: 3O}\n- b1: {joga: 4O}\n- a1: {joga: 5E}\n", (2, 2), testa=True)
    assert observou(d, "b1 saiu jogando a 2ª vaza", "Art. XVI, Vaza empatada")


def test_art_xvi_vaza_resumida_nao_diz_quem_sai_jogando() -> None:
    # After a `vaza:` summary the leader of the next vaza is unknown: no observation about the turn.
    d = resolve("- vaza: A\n- b2: {joga: 4C}\n- a3: {joga: 5C}\n- b3: {joga: 6C}\n- a1: {joga: 7C}\n"
                "- b1: {joga: 3E}\n- a2: {joga: 2E}\n- vaza: B\n")
    assert not observou(d, "fora da sua vez") and not observou(d, "saiu jogando")
    assert lancs(d) == [("B", 1)]


# --- Art. XVI, Ir ao baralho: the cards left played -------------------------------------------------------------

def test_art_xvi_ir_ao_baralho_a_carta_que_ficou_jogada_nao_vale() -> None:
    # "Ir ao baralho: significa jogar a(s) carta(s) no monte; as que ficarem jogadas não terão valor algum."
    # a2 played the 1E (the highest card) and went to the baralho before the vaza closed: the 1E counts for
    # nothing and b3's 7P (above 6C, 5C, 4C, 4E) takes the 1st vaza for B. A then takes the 2nd and B the
    # 3rd: B wins the volta, 1 tento (no truco).
    d = resolve("""
        - a1: {joga: 4C}
        - b1: {joga: 5C}
        - a2: {joga: 1E}
        - a2: {baralho: true}
        - b2: {joga: 6C}
        - a3: {joga: 4E}
        - b3: {joga: 7P}
        - vaza: A
        - vaza: B
    """)
    assert observou(d, "não terão valor", "Art. XVI, Ir ao baralho")
    assert lancs(d) == [("B", 1)]


def test_art_10_viii_a_quem_passa_as_cartas_a_jogada_fica_valendo() -> None:
    # Passing is different: "Se um jogador passar uma carta, passará automaticamente as restantes; ficando
    # valendo as cartas jogadas" — a2's 1E still takes the 1st vaza; A, A → A, 1.
    d = resolve("""
        - a1: {joga: 4C}
        - b1: {joga: 5C}
        - a2: {joga: 1E}
        - a2: {passa: true}
        - b2: {joga: 6C}
        - a3: {joga: 4E}
        - b3: {joga: 7P}
        - vaza: A
    """)
    assert lancs(d) == [("A", 1)]


# --- Art. XVI, Ir ao baralho: who has a proposal pending ----------------------------------------------------------

def test_art_xvi_ir_ao_baralho_com_o_proprio_truco_sem_resposta() -> None:
    # A trucou after the first card and went to the baralho before B answered. The text gives one tento when
    # "não tenha sido feita proposta para o TRUCO"; here A's own proposal is pending. Reading: it falls, and B
    # scores the tento of a truco not accepted (1); the motivo must not say there was no proposal.
    d = resolve("- a1: {joga: 4C}\n- a1: truco\n- a1: {baralho: true}\n- a2: {baralho: true}\n"
                "- a3: {baralho: true}\n")
    assert lancs(d) == [("B", 1)]
    assert "sem proposta" not in d.lancamentos[0].motivo
    assert "próprio" in d.lancamentos[0].motivo
    assert observou(d, "leitura adotada", "Art. XVI, Ir ao baralho")


def test_art_xvi_ir_ao_baralho_com_o_proprio_retruco_sem_resposta_vale_o_truco_aceito() -> None:
    # B said QUERO RETRUCO (accepting the TRUCO, 2) and went to the baralho before A answered the RETRUCO:
    # A takes the accepted TRUCO, 2. No observation may say that B's TRUCO "vale como não querido".
    d = resolve("- a1: truco\n- b1: quero retruco\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 2)]
    assert not observou(d, "não querido")
    assert observou(d, "RETRUCO de b1")


def test_art_xvi_ir_ao_baralho_na_testa_diante_de_revide_antes_da_carta_so_o_revide() -> None:
    # "Se é inicial, no caso de ENVIDO E TRUCO, perde um tento [do ENVIDO] e mais um tento [do TRUCO]. Se for
    # revide, pagará os tentos postos em jogo." a1 trucou, b1 QUERO RETRUCO (a revide), a1 goes to the baralho
    # before any card: the RETRUCO refused, 2 — no extra tento of an envido nobody proposed (docs/leituras.md, 23).
    d = resolve("- a1: truco\n- b1: quero retruco\n- a1: {baralho: true}\n", (2, 2), testa=True)
    assert lancs(d) == [("B", 2)]


# --- Art. XVI, Como se ganha o truco: speech after the volta is decided -------------------------------------------

def test_art_xvi_como_se_ganha_quero_depois_de_decidida_a_volta_nao_vale() -> None:
    # The TRUCO went unanswered while B took two vazas; a QUERO said after the volta was decided accepts
    # nothing: the volta is worth what was accepted, 1.
    d = resolve("- a1: truco\n" + BB + "- b1: quero\n")
    assert lancs(d) == [("B", 1)]
    assert observou(d, "decidida", "Art. XVI, Como se ganha o truco")


def test_art_xvi_como_se_ganha_truco_depois_de_decidida_a_volta_nao_vale() -> None:
    # A took the 1st and 2nd vazas: the volta is over. A TRUCO of b1 then, refused by a1, gives B nothing;
    # A scores the volta without truco, 1.
    d = resolve(AA + "- b1: truco\n- a1: não quero\n")
    assert lancs(d) == [("A", 1)]
    assert observou(d, "TRUCO de b1 não vale", "Art. XVI, Como se ganha o truco")
    d = resolve(AA + "- b1: truco\n- a1: quero\n")
    assert lancs(d) == [("A", 1)]


def test_art_10_viii_h_truco_sem_resposta_declara_a_outra_leitura() -> None:
    # Nobody answered a1's TRUCO and B took the vazas: "as propostas e respostas devem ser ditas claramente,
    # em voz alta, para serem levadas em conta" — without a QUERO the volta is worth 1; the ruling says what
    # the other reading (playing on accepts the TRUCO) would give: 2 to B.
    d = resolve("- a1: truco\n" + BB)
    assert lancs(d) == [("B", 1)]
    assert observou(d, "leitura adotada", "Art. 10, VIII, h")
    assert observou(d, "2 tentos")


# --- Art. 10, VIII, i: QUERO said first accepts the double proposal -----------------------------------------------

def test_art_10_viii_i_quero_retruco_a_proposta_dupla_aceita_o_envido() -> None:
    # "Pronunciando a palavra QUERO em primeiro lugar, considera-se aceita a proposta dupla": b1's "QUERO
    # RETRUCO" to "ENVIDO E TRUCO" accepts the ENVIDO (2, won by b1 with 31 against 30) and the TRUCO, and
    # raises to RETRUCO, accepted by a1 (3, won by A in the vazas).
    d = resolve("""
        - a1: envido e truco
        - b1: quero retruco
        - a1: {pontos: 30}
        - b1: {pontos: 31}
        - a1: quero
        - vaza: A
        - vaza: A
    """)
    assert lancs(d) == [("B", 2), ("A", 3)]
    assert observou(d, "QUERO", "Art. 10, VIII, i")


def test_art_10_viii_k_carta_de_boca_para_baixo_na_testa_passou_as_cartas_nao_foi_ao_baralho() -> None:
    # "ao jogar a primeira carta a mesma cair de boca para baixo, automaticamente ele passou as cartas somente
    # para o TRUCO": b1 wins the TRUCO accepted, 2 — and the motivo says a1 passed the cards, not that he went
    # to the baralho.
    d = resolve("- a1: truco\n- b1: quero\n- a1: {joga: 4C, coberta: true}\n", (2, 2), testa=True)
    assert lancs(d) == [("B", 2)]
    assert "passou as cartas" in d.lancamentos[0].motivo


def test_art_xvi_ir_ao_baralho_trio_inteiro_sem_observacao_de_companheiros_que_defendem() -> None:
    # The whole trio B went, one after the other: "os companheiros defenderão a partida" no longer applies, and
    # the ruling does not say so for b1 and b2. A card played first, no truco: 1 to A.
    d = resolve("- a1: {joga: 4C}\n" + _trio_b_ao_baralho())
    assert lancs(d) == [("A", 1)]
    assert not observou(d, "defendem a volta")


def test_art_10_ii_sancao_antes_do_truco_declara_a_ordem_adotada() -> None:
    # Testa 23 × 22: b2 looked at his cards out of turn with the game running (1 to A, Art. 10, IV), then b1
    # won the TRUCO accepted (2 → B 24). The ruling settles the truco first (B ends the partida) and says the
    # regulation does not order sanctions against bets — in the other order A would reach 24.
    d = resolve("- a1: {joga: 4C}\n- b2: {falta: olhou-cartas}\n- a1: truco\n- b1: quero\n" + BB, (23, 22),
                testa=True)
    assert d.vencedor == "B"
    assert observou(d, "não se aplica 1 tento")
    assert observou(d, "caso omisso", "S, j")


def test_art_xvi_envido_contra_o_truco_que_ficou_sem_resposta_e_dito() -> None:
    # "o primeiro proponente deverá contestar o ENVIDO ... e o outro que disse ENVIDO responderá ao TRUCO": a1
    # never answered b1's ENVIDO (his "QUERO RETRUCO" is void: his own TRUCO awaits an answer). Nothing of the
    # envido is scored, and the ruling says it was left unanswered; the TRUCO accepted by b1 is worth 2 to A.
    d = resolve("- a1: truco\n- b1: envido\n- a1: quero retruco\n- b1: quero\n" + AA)
    assert lancs(d) == [("A", 2)]
    assert observou(d, "ENVIDO de b1 ficou sem resposta")


def test_art_xvi_vaza_empatada_1a_ganha_2a_parda_terceira_com_cartas_diz_a_outra_leitura() -> None:
    # Leituras.md 1: A took the 1st (3E over 4O) and the 2nd went parda (5E × 5O): A wins (2). The judge also
    # wrote the cards of a 3rd vaza: under the other reading b1's 1E takes it and B would score the 2 — the
    # ruling says so, instead of calling each card "sem efeito".
    d = resolve("- a1: truco\n- b1: quero\n- a1: {joga: 3E}\n- b1: {joga: 4O}\n- a1: {joga: 5E}\n"
                "- b1: {joga: 5O}\n- a1: {joga: 6C}\n- b1: {joga: 1E}\n", (2, 2), testa=True)
    assert lancs(d) == [("A", 2)]
    obs = leitura(d, "segunda-parda")
    assert obs.opcao == "ganha-a-primeira" and "Art. XVI, Vaza empatada" in obs.artigos
    assert "o trio A anotaria 0 tentos em vez de 2 e o trio B anotaria 2 tentos em vez de 0" in obs.texto


def test_art_xvi_vaza_empatada_1a_ganha_2a_e_3a_pardas_outra_leitura_da_o_mesmo() -> None:
    # With the 3rd also parda, the other reading gives the same: "Empatando-se a 3ª, ganha o que fez a 1ª".
    d = resolve("- a1: {joga: 3E}\n- b1: {joga: 4O}\n- a1: {joga: 5E}\n- b1: {joga: 5O}\n- a1: {joga: 6C}\n"
                "- b1: {joga: 6E}\n", (2, 2), testa=True)
    assert lancs(d) == [("A", 1)]
    assert "o resultado seria o mesmo" in leitura(d, "segunda-parda").texto


def test_art_10_viii_k_carta_de_boca_para_baixo_cita_o_artigo_no_truco_que_passa() -> None:
    # Testa: a1 says TRUCO, b1 QUERO, and a1's first card falls face down: "automaticamente ele passou as cartas
    # somente para o TRUCO" — the accepted TRUCO (2) goes to B, and the award cites Art. 10, VIII, k.
    d = resolve("- a1: truco\n- b1: quero\n- a1: {joga: 4C, coberta: true}\n", testa=True)
    assert lancs(d) == [("B", 2)]
    assert "Art. 10, VIII, k" in d.lancamentos[0].artigos


def test_art_xvi_tres_vazas_pardas_cita_o_mao_dos_que_empardaram() -> None:
    # Three pardas, with the cards: the 3rd is tied between b1's 3O and a2's 3C, b1 playing first of the two
    # (a1 led with 4E): "ganha o que é mão dos que jogarem as cartas que empardaram na 3ª vaza" — B, 1 tento
    # (no truco); the award cites the tie rule and Art. 10, VIII, g (the mão is who played first).
    eventos = """
        - vaza: parda
        - vaza: parda
        - a1: {joga: 4E}
        - b1: {joga: 3O}
        - a2: {joga: 3C}
        - b2: {joga: 4O}
        - a3: {joga: 5E}
        - b3: {joga: 5O}
    """
    d = resolve(eventos)
    assert lancs(d) == [("B", 1)]
    assert {"Art. XVI, Vaza empatada", "Art. 10, VIII, g"} <= set(d.lancamentos[0].artigos)


def test_art_10_iii_pagamento_feito_encerra_a_proposta_que_paga() -> None:
    # "Quando um jogador ou equipe fizer uma proposta ou revide e o adversário pagar os tentos, será entendido
    # como encerrada/finalizada esta situação" (contract v2 §7: a `pagamento` event): B pays A the TRUCO's
    # tento instead of answering — the truco is closed as not accepted, 1 to A (Art. XVI), and the volta ends.
    d = resolve("- a1: truco\n- pagamento: {recebe: A, tentos: 1}\n- vaza: B\n- vaza: B\n", versao=2)
    assert lancs(d) == [("A", 1)]
    assert "Art. 10, III" in d.lancamentos[0].artigos
    assert observou(d, "conferem com a decisão", "Art. 10, III")


def test_art_10_iii_pagamento_do_envido_encerra_o_envido_e_a_volta_segue() -> None:
    # B pays A 1 for the ENVIDO (Art. XV, a: not accepted, 1); the volta goes on: the vazas to B, 1 (Art. XVI).
    d = resolve("- a1: envido\n- pagamento: {recebe: A, tentos: 1}\n- vaza: B\n- vaza: B\n", versao=2)
    assert lancs(d) == [("A", 1), ("B", 1)]


def test_art_10_iii_pagamento_diferente_do_valor_da_proposta_e_dito() -> None:
    # B pays 2 for a TRUCO not accepted, worth 1: the proposal is closed at its value, 1, and the ruling says the
    # payment differs (A gives back 1 before the deck is cut).
    d = resolve("- a1: truco\n- pagamento: {recebe: A, tentos: 2}\n", versao=2)
    assert lancs(d) == [("A", 1)]
    assert observou(d, "recebeu 2 tentos pela proposta, que vale 1 tento", "Art. 10, III")
    assert observou(d, "devolve 1")
