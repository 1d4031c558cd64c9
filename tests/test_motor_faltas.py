"""Faults and penalties through the engine (issue 4): the sanctions of the flor (Art. X, XI, "Término do tempo
de jogo"), of the envido (Art. XIV; Art. 10, VIII, a), the testa incidents (Art. 10, III, IV, V), the cards
and the deal (Art. 10, VIII, b, d, e, k), the payments at the table (Art. 10, III), and how a sanction meets
a raised truco or ends the partida. Numbers worked out by hand from the regulation, quoted next to each
test. Where the text only says a trio "perde", the engine's reading (stated in the ruling) is that the
tentos go to the other trio."""

from __future__ import annotations

import pytest
from volta import FLOR_26, FLOR_32, FLOR_37, SEM_FLOR, cita, ganhos, lancs, leitura, observou, resolve

# The volta of `volta.py`: trio A a1 a2 a3, trio B b1 b2 b3; roda a1 b1 a2 b2 a3 b3 (a1 the mão); testa a1 × b1.


AA = "- vaza: A\n- vaza: A\n"
BB = "- vaza: B\n- vaza: B\n"


# --- Art. X: flor penalties --------------------------------------------------------------------------------

def test_art_x_flor_sem_possui_la_perde_quatro_e_finaliza_a_volta() -> None:
    # "perde quatro tentos (três da FLOR e um do TRUCO não jogado), pois neste caso se dá por finalizada a
    # volta" — found before the truco is played (after it, the second paragraph applies: below).
    d = resolve("- a1: flor\n- b1: é boa\n", cartas=f"a1: {SEM_FLOR}")
    assert ganhos(d) == {"B": 4}
    assert cita(d, "Art. X")


def test_art_x_flor_falsa_descoberta_depois_do_truco_flor_e_todo_o_truco_ao_contrario() -> None:
    # "Depois de haver cantado FLOR e tendo sido jogado o TRUCO, se comprovado que não existia esta FLOR ...
    # os pontos serão abonados ao trio contrário — tanto os tentos da FLOR como todos os correspondentes ao
    # TRUCO, sejam quantos forem e ainda que os tenham ganho." RETRUCO accepted (3) won by A: B gets 3 + 3.
    d = resolve("- a1: flor\n- b1: é boa\n- a1: truco\n- b1: quero retruco\n- a2: quero\n" + AA
                + "- a1: {mostra: [1O, 5C, 4E]}\n")
    assert ganhos(d) == {"B": 6}
    assert cita(d, "Art. X")


def test_art_x_flor_cantada_mal_descoberta_depois_do_truco() -> None:
    # "... ou que se cantara mal": a1 sang 35 with 26 in his cards and took the flor e flor (6); the truco (2)
    # was won by A. Everything goes to B: 6 + 2.
    d = resolve("- a1: flor\n- b1: flor\n- a1: {pontos: 35}\n- b1: {pontos: 30}\n- a1: truco\n- b1: quero\n" + AA,
                cartas=f"a1: {FLOR_26}\nb1: [7O, 3O, 11O]")
    assert ganhos(d) == {"B": 8}
    assert cita(d, "Art. X")


def test_art_x_cantou_flor_e_foi_ao_baralho_sem_mostra_la() -> None:
    # "O jogador que cantar FLOR e for ao baralho sem mostrá-la perde os tentos da FLOR e ainda os
    # correspondentes ao TRUCO jogado": a1's flor (3) and the truco (2) his partners won go to B.
    d = resolve("- a1: flor\n- b1: é boa\n- b1: truco\n- a2: quero\n- a1: {baralho: true}\n" + AA,
                cartas=f"a1: {FLOR_26}")
    assert ganhos(d) == {"B": 5}
    assert cita(d, "Art. X") or cita(d, "Art. 10, VIII, a")


def test_art_x_flor_renegada_descoberta_tres_mais_o_truco() -> None:
    # "A FLOR renegada e descoberta pelos adversários dará a estes os três tentos da FLOR renegada e mais os
    # do TRUCO": a2 had a flor and did not sing it; the truco (2) A won goes to B too.
    d = resolve("- a1: truco\n- b1: quero\n" + AA, cartas=f"a2: {FLOR_32}")
    assert ganhos(d) == {"B": 5}
    assert cita(d, "Art. X")


def test_art_x_flor_renegada_decide_a_partida() -> None:
    # 10 × 20: B 20 + 3 + 2 = 25 → 24.
    d = resolve("- a1: truco\n- b1: quero\n" + AA, (10, 20), cartas=f"a2: {FLOR_32}")
    assert d.vencedor == "B" and d.placar_final == {"A": 10, "B": 24}


# --- Art. XI: peço flor -----------------------------------------------------------------------------------

def test_art_xi_peco_flor_consultado_sem_flor_quem_pediu_paga_um() -> None:
    # "Este pagará um tento se o consultado não tiver FLOR": b1 (who has and sang his flor: 3) asks a2, whose
    # cards show two suits ("duas delas de naipes diferentes cumprirão a finalidade"): A +1.
    d = resolve("- b1: flor\n- a1: é boa\n- b1: {pede_flor: a2}\n" + BB + "- a2: {mostra: [4C, 5O]}\n",
                cartas=f"b1: {FLOR_37}")
    assert ganhos(d) == {"B": 3 + 1, "A": 1}
    assert cita(d, "Art. XI")


def test_art_xi_peco_flor_consultado_com_flor_renegada_e_todo_o_truco() -> None:
    # "... ou ganhará os tentos da FLOR renegada e mais todos os tentos do TRUCO": a2 had a flor; the RETRUCO
    # (3) A won goes to B: 3 + 3, besides b1's own flor (3).
    d = resolve("- b1: flor\n- a1: é boa\n- a1: truco\n- b1: quero retruco\n- a1: quero\n- b1: {pede_flor: a2}\n"
                + AA, cartas=f"b1: {FLOR_37}\na2: {FLOR_32}")
    assert ganhos(d) == {"B": 3 + 3 + 3}
    assert cita(d, "Art. XI")


def test_art_xi_so_pode_pedir_flor_quem_a_tiver() -> None:
    # "Só poderá pedir FLOR o jogador que a tiver": b1 has none; the request is void and the text gives no
    # sanction — caso omisso (S, j).
    d = resolve("- b1: {pede_flor: a2}\n" + AA, cartas=f"b1: {SEM_FLOR}\na2: {FLOR_32}")
    assert observou(d, "só poderá pedir FLOR", "Art. XI")
    assert cita(d, "S, j")


# --- Término do tempo de jogo: a flor sung after a partner opened the points -----------------------------------

def test_termino_flor_cantada_depois_dos_pontos_do_companheiro_sem_mostrar_nada_acontece() -> None:
    # "A flor deve ser cantada antes de algum jogador do próprio trio abrir o canto dos seus pontos. Caso o
    # jogador cante flor depois, mas não mostre, nada acontece." The envido stands: 2 to a1's 30.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- a2: flor\n- b1: é bom\n")
    assert ganhos(d) == {"A": 2}
    assert cita(d, "Término do tempo de jogo")


def test_termino_flor_cantada_depois_dos_pontos_e_mostrada_perde_flor_e_falta_do_ponteiro() -> None:
    # "Caso mostrada (descoberta), perde os tentos da flor mais os tentos da falta envido do trio ponteiro":
    # 10 × 14 → 3 + (24 − 14) = 13 to B.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- a2: flor\n- b1: é bom\n", (10, 14),
                cartas=f"a2: {FLOR_32}")
    assert ganhos(d).get("B") == 13
    assert cita(d, "Término do tempo de jogo")


# --- Art. XIV: envido penalties --------------------------------------------------------------------------------

def test_art_xiv_canto_equivocado_com_truco_envido_e_truco_ao_contrario() -> None:
    # "se ao acusar os pontos do ENVIDO não forem os mesmos que foram cantados, quem incorrer nesta falta
    # perderá os tentos do ENVIDO que foram apostados e mais os do TRUCO, ainda que os tenha ganho ... e
    # todos esses tentos serão abonados ao trio contrário": a1 sang 33, his cards give 32 (7 + 5 + 20);
    # B gets the envido (2) and the truco (2) A won.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n- a1: truco\n- b1: quero\n" + AA,
                cartas="a1: [7C, 5C, 4O]")
    assert ganhos(d) == {"B": 4}
    assert cita(d, "Art. XIV")


def test_art_xiv_canto_equivocado_sem_truco_envido_mais_um() -> None:
    # "Se não foi jogado o TRUCO, perde um tento": B gets the envido (2) and one tento; the ruling states the
    # reading (the volta's tento, not one more besides it).
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n" + AA, cartas="a1: [7C, 5C, 4O]")
    assert ganhos(d) == {"B": 3}
    assert observou(d, "leitura adotada", "Art. XIV")


def test_art_xiv_nao_matou_o_ponto_tendo_mais() -> None:
    # "O jogador é obrigado a matar o ponto adversário ... Caso não cante e seja descoberto, perderá os tentos
    # do ENVIDO que foram apostados e mais os do TRUCO, ainda que os tenha ganho": b1 held 33 and said "é bom"
    # to a1's 30. A keeps the envido (2) and takes the truco (2) B won.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 30}\n- b1: é bom\n- a1: truco\n- b1: quero\n" + BB,
                cartas="b1: [7E, 6E, 4O]")
    assert ganhos(d) == {"A": 4}
    assert any("não matou" in lanc.motivo and "Art. XIV" in lanc.artigos for lanc in d.lancamentos)


def test_art_xiv_vencedor_do_envido_que_nao_mostra_perde_tudo_na_volta() -> None:
    # "Caso não confirme seu canto jogando as cartas na mesa, perderá todos os pontos disputados na volta":
    # the envido (2) and the truco (2) A won go to B (reading stated).
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n- a1: truco\n- b1: quero\n" + AA
                + "- a1: {nao_mostra: true}\n")
    assert ganhos(d) == {"B": 4}
    obs = leitura(d, "tentos-perdidos")
    assert obs.opcao == "ao-contrario" and "Art. XIV" in obs.artigos
    # Read as only lost, B scores nothing of A's envido and truco.
    assert "o trio B anotaria 0 tentos em vez de 4" in obs.texto


def test_art_10_viii_a_cantou_envido_e_foi_ao_baralho_sem_mostrar() -> None:
    # "Quem haja cantado FLOR ou ENVIDO não pode ir ao baralho sem mostrar previamente as cartas que creditam
    # seu canto, sob pena de reverter todos os pontos ao trio adversário": the envido (2) and the volta's
    # tento A's partners won go to B.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n- a1: {baralho: true}\n" + AA)
    assert ganhos(d) == {"B": 3}
    assert cita(d, "Art. 10, VIII, a")


def test_art_10_viii_a_cantou_envido_mostrou_e_foi_ao_baralho_sem_pena() -> None:
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n- a1: {mostra: [7C, 6C]}\n"
                "- a1: {baralho: true}\n" + AA)
    assert ganhos(d) == {"A": 3}


# --- Art. 10, III, IV, V: testa incidents ------------------------------------------------------------------------

def test_art_10_iii_companheiro_fala_na_testa_um_do_envido_e_um_do_truco() -> None:
    # "quem por ventura falar para esclarecer um erro ... faz o companheiro perder os tentos jogados — um do
    # envido e outro do TRUCO, se não foi jogado ainda": 1 + 1 to B.
    d = resolve("- a2: {falta: falou-na-testa}\n", (3, 3), testa=True)
    assert ganhos(d) == {"B": 2}
    assert cita(d, "Art. 10, III")


def test_art_10_iv_olhou_as_cartas_antes_do_jogo_nova_distribuicao() -> None:
    # "Se alguém olhar, as cartas serão distribuídas novamente": the volta does not count.
    d = resolve("- b1: {falta: olhou-cartas}\n- a1: truco\n- b1: quero\n" + AA, (3, 3), testa=True)
    assert ganhos(d) == {}
    assert observou(d, "distribuídas novamente", "Art. 10, IV")


def test_art_10_iv_olhou_as_cartas_com_o_jogo_em_andamento_paga_um() -> None:
    # "Se o jogo estiver em andamento, serão penalizados com o pagamento de 1 (um) tento."
    d = resolve("- a1: {joga: 4C}\n- b2: {falta: olhou-cartas}\n", (3, 3), testa=True)
    assert ganhos(d).get("A") == 1
    assert cita(d, "Art. 10, IV")


@pytest.mark.parametrize("tipo", ["senha", "mostrou-cartas"])
def test_art_10_v_senha_ou_cartas_mostradas_sem_necessidade_paga_um(tipo: str) -> None:
    # "Aquele que for pego passando senha, ou mostrar suas cartas sem necessidade, pagará um tento, cobrado
    # pelo seu testa."
    d = resolve(f"- a2: {{falta: {tipo}}}\n", (3, 3), testa=True)
    assert ganhos(d) == {"B": 1}
    assert cita(d, "Art. 10, V")


def test_art_10_v_carta_mostrada_com_mostra_depois_da_testa_paga_um() -> None:
    # 1st testa: A takes the two vazas (1, no truco: Art. XVI); then a1 shows a card with nothing to prove. "Será
    # considerada desnecessária a carta mostrada após o encerramento da testa": one tento to B, "cobrado pelo seu
    # testa" — whether the `mostra` event or the incident tells it.
    d = resolve("- vaza: A\n- vaza: A\n- a1: {mostra: [4C]}\n", (3, 3), testa=True, versao=2, extra="testa: 1\n")
    assert ganhos(d) == {"A": 1, "B": 1}
    assert "Art. 10, V" in d.lancamentos[-1].artigos


def test_art_10_v_carta_mostrada_e_o_incidente_pagam_um_so_tento() -> None:
    d = resolve("- vaza: A\n- vaza: A\n- a1: {mostra: [4C]}\n- a1: {falta: mostrou-cartas}\n", (3, 3), testa=True,
                versao=2, extra="testa: 2\n")
    assert ganhos(d) == {"A": 1, "B": 1}


def test_art_10_v_carta_mostrada_depois_da_terceira_testa_nada_paga() -> None:
    # "(isso não ocorrerá na 3ª testa)"
    d = resolve("- vaza: A\n- vaza: A\n- a1: {mostra: [4C]}\n", (3, 3), testa=True, versao=2, extra="testa: 3\n")
    assert ganhos(d) == {"A": 1}
    assert observou(d, "3ª testa", "Art. 10, V")


def test_art_10_v_carta_mostrada_para_provar_o_canto_nada_paga() -> None:
    # a1 won the ENVIDO with 33 and shows the cards after the vazas: the proof of his canto (Art. XIV; Art. 10,
    # VIII, a) is necessary. ENVIDO 2 + vazas 1 to A.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: {pontos: 27}\n- vaza: A\n- vaza: A\n"
                "- a1: {mostra: [7C, 6C]}\n", (3, 3), testa=True, versao=2, extra="testa: 1\n")
    assert ganhos(d) == {"A": 3}


def test_art_10_v_carta_de_quem_perdeu_o_envido_mostrada_depois_da_testa_paga_um() -> None:
    # b1 lost the ENVIDO (27 against 33): only "O que ganhar o ENVIDO será obrigado a mostrar os pontos" (Art. XIV;
    # Art. 10, VIII, k: "Se ganhar a proposta do ENVIDO, deverá desvirar suas cartas"); his cards shown after the
    # 1st testa ended prove nothing: "Será considerada desnecessária a carta mostrada após o encerramento da
    # testa" — one tento to A, cobrado pelo seu testa (Art. 10, V). ENVIDO 2 + vazas 1 + 1 to A.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: {pontos: 27}\n- vaza: A\n- vaza: A\n"
                "- b1: {mostra: [7O, 12O]}\n", (3, 3), testa=True, versao=2, extra="testa: 1\n")
    assert ganhos(d) == {"A": 4}
    assert "Art. 10, V" in d.lancamentos[-1].artigos


def test_art_10_v_senha_na_roda_e_caso_omisso() -> None:
    d = resolve("- a2: {falta: senha}\n")
    assert ganhos(d) == {}
    assert cita(d, "S, j")


def test_art_10_v_cartas_recolhidas_pelo_companheiro_paga_dois() -> None:
    # "o participante que antes de jogar tiver suas cartas recolhidas pelo companheiro deverá pagar dois
    # tentos ao adversário: um do ENVIDO e outro do TRUCO"
    d = resolve("- a1: {falta: cartas-recolhidas-pelo-companheiro}\n", (3, 3), testa=True)
    assert ganhos(d) == {"B": 2}


def test_art_10_v_cartas_recolhidas_pelo_companheiro_contra_flor_paga_quatro() -> None:
    # "Em caso de o adversário ter FLOR, pagará quatro tentos (três da FLOR e um do TRUCO)."
    d = resolve("- a1: {falta: cartas-recolhidas-pelo-companheiro}\n", (3, 3), testa=True, cartas=f"b1: {FLOR_26}")
    assert ganhos(d) == {"B": 4}


def test_art_10_v_cartas_recolhidas_pelo_adversario_recebe_dois() -> None:
    # "Quando as cartas forem recolhidas pelo trio adversário, receberá dois tentos do adversário."
    d = resolve("- a1: {falta: cartas-recolhidas-pelo-adversario}\n", (3, 3), testa=True)
    assert ganhos(d) == {"A": 2}


# --- Art. 10, VIII, b, d, e, k: cards and deal ----------------------------------------------------------------------

def test_art_10_viii_b_cartas_sobrepostas_perde_o_truco_que_chegou_ao_retruco() -> None:
    # "Duas ou mais cartas sobrepostas ... devendo ficar visível que foram jogadas duas ou mais, sob pena de
    # perder os tentos apostados no truco": the RETRUCO (3) A won goes to B.
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: quero\n- a1: {falta: cartas-sobrepostas}\n" + AA)
    assert ganhos(d) == {"B": 3}
    assert cita(d, "Art. 10, VIII, b")


def test_art_10_viii_d_cartas_a_mais_antes_de_jogar_nova_distribuicao() -> None:
    # "Quem receber cartas de mais ou de menos deve avisar antes de jogar": a new deal, "sem prejuízo".
    d = resolve("- b1: {falta: cartas-a-mais, apos_jogar: false}\n- a1: truco\n- b1: quero\n" + AA)
    assert ganhos(d) == {}
    assert cita(d, "Art. 10, VIII, d")


def test_art_10_viii_d_cartas_a_menos_depois_de_jogar_no_minimo_um_e_um() -> None:
    # "Se comunicar o erro após jogar, perde os tentos jogados e os que faltam jogar — no mínimo um do ENVIDO
    # e um do TRUCO": nothing bet, 1 + 1 to A.
    d = resolve("- a1: {joga: 4C}\n- b1: {joga: 5C}\n- b1: {falta: cartas-a-menos, apos_jogar: true}\n")
    assert ganhos(d) == {"A": 2}
    assert cita(d, "Art. 10, VIII, d")


def test_art_10_viii_d_cartas_a_mais_depois_de_jogar_com_truco_aceito() -> None:
    # Truco accepted (2) + the envido's minimum 1 (leitura: the minimum holds for each part): 3 to A.
    d = resolve("- a1: truco\n- b1: quero\n- vaza: B\n- b2: {falta: cartas-a-mais, apos_jogar: true}\n")
    assert ganhos(d) == {"A": 3}


ALTAS = ["1E", "1P", "7E", "7O", "3E", "3P", "3O", "3C", "2E", "2P", "2O", "2C", "1C", "1O"]
BAIXAS = ["12E", "11O", "10C", "12P", "4E", "4O", "5C", "5P", "6E", "6O", "7C", "7P"]


@pytest.mark.parametrize("virada", ALTAS)
def test_art_10_viii_e_carta_virada_alta_nova_distribuicao(virada: str) -> None:
    # "Tratando-se de carta de valor alto (Ás de espada ou bastos, sete de espada ou de ouro, três, dois ou Ás
    # de copas/ouro), as cartas serão distribuídas novamente automaticamente."
    d = resolve(f"- b1: {{falta: carta-virada, carta: {virada}}}\n- a1: truco\n- b1: quero\n" + AA)
    assert ganhos(d) == {}
    assert observou(d, "distribuídas novamente", "Art. 10, VIII, e")


@pytest.mark.parametrize("virada", BAIXAS)
def test_art_10_viii_e_carta_virada_baixa_o_jogador_escolhe(virada: str) -> None:
    # "Aceita-se sempre que a carta virada seja negra (Rei, Cavalo ou Sota), quatro, cinco, seis ou sete de
    # copas/bastos": the game went on, so he accepted it; the volta counts.
    d = resolve(f"- b1: {{falta: carta-virada, carta: {virada}}}\n- a1: truco\n- b1: quero\n" + AA)
    assert ganhos(d) == {"A": 2}
    assert observou(d, "carta baixa", "Art. 10, VIII, e")


def test_art_10_viii_k_carta_de_boca_para_baixo_com_proposta_na_testa_passou_so_o_truco() -> None:
    # "se um jogador fizer uma das propostas de ENVIDO ... e ao jogar a primeira carta a mesma cair de boca
    # para baixo, automaticamente ele passou as cartas somente para o TRUCO ... Se ganhar a proposta do
    # ENVIDO, deverá desvirar suas cartas para comprovação": the envido (2) to a1, who shows 27 (6 + 1 + 20);
    # the truco, not proposed, is 1 to B.
    d = resolve("- a1: envido\n- a1: {joga: 6E, coberta: true}\n- b1: quero\n- a1: {pontos: 27}\n- b1: é bom\n"
                "- a1: {mostra: [6E, 1E]}\n", (3, 3), testa=True, cartas="a1: [6E, 1E, 12O]")
    assert ganhos(d) == {"A": 2, "B": 1}
    assert cita(d, "Art. 10, VIII, k")


# --- Art. 10, III: payments at the table ----------------------------------------------------------------------------

def test_art_10_iii_tentos_pagos_a_mais_devem_retornar() -> None:
    # "tentos pagos de forma equivocada deverão retornar": the truco refused is worth 1, A was paid 2.
    d = resolve("- a1: truco\n- b1: não quero\n", pagamentos="[{trio: A, tentos: 2}]")
    assert ganhos(d) == {"A": 1}
    assert observou(d, "devolve 1", "Art. 10, III")


def test_art_10_iii_tentos_pagos_a_menos_se_cobram() -> None:
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: não quero\n", pagamentos="[{trio: B, tentos: 1}]")
    assert ganhos(d) == {"B": 2}
    assert observou(d, "cobra mais 1", "Art. 10, III")


def test_art_10_iii_pagamentos_que_conferem() -> None:
    d = resolve("- a1: truco\n- b1: não quero\n", pagamentos="[{trio: A, tentos: 1}]")
    assert observou(d, "conferem", "Art. 10, III")


# --- a sanction that decides the partida -------------------------------------------------------------------------

def test_art_xiv_sancao_que_chega_a_24_termina_a_partida() -> None:
    # 20 × 21: the canto equivocado gives B the envido (2) and the truco (2): 21 + 4 = 25 → 24.
    d = resolve("- a1: envido\n- b1: quero\n- a1: {pontos: 33}\n- b1: é bom\n- a1: truco\n- b1: quero\n" + AA,
                (20, 21), cartas="a1: [7C, 5C, 4O]")
    assert d.vencedor == "B"
    assert d.placar_final == {"A": 20, "B": 24}


def test_art_xiv_nao_ha_ponto_a_matar_quando_o_companheiro_ja_matou() -> None:
    # "os demais cantarão os seus se forem maiores — sendo menores, bastará que se diga NÃO MATO ou É BOM":
    # b1's 33 killed a1's 30; b2 holds 31, less than the standing 33, and says "é bom" — no fault. B takes
    # the envido (2), no sanction.
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 30}
        - b1: {pontos: 33}
        - a2: não mato
        - b2: é bom
        - a3: não mato
        - b3: é bom
    """, cartas="b2: [7E, 4E, 5O]")
    assert ganhos(d) == {"B": 2}


def test_art_xiv_deve_matar_mesmo_quando_o_companheiro_se_antecipa() -> None:
    # "O jogador é obrigado a matar o ponto adversário, mesmo quando um jogador do mesmo trio se antecipar":
    # b1 let a1's 30 stand ("é bom"); b2, holding 31, also said "é bom". A keeps the envido (2) and the
    # volta's tento (1, no truco played; reading stated).
    d = resolve("""
        - a1: envido
        - b1: quero
        - a1: {pontos: 30}
        - b1: é bom
        - a2: não mato
        - b2: é bom
    """, cartas="b2: [7E, 4E, 5O]")
    assert ganhos(d) == {"A": 3}


def test_art_xi_peco_flor_a_quem_cantou_a_flor_nao_tem_efeito() -> None:
    # "Quando suspeitar que o adversário renegou a flor, qualquer jogador pode questioná-lo": a2 sang his flor,
    # nothing was renegade. Only the flor e flor (6 to a2's 37) and the volta (1 to A).
    d = resolve("- a2: flor\n- b1: flor\n- b1: {pede_flor: a2}\n" + AA, (3, 10),
                cartas=f"a2: {FLOR_37}\nb1: {FLOR_26}")
    assert ganhos(d) == {"A": 6 + 1}
    assert observou(d, "não há FLOR renegada", "Art. XI")


# --- second review: the reading of "perde" is stated for every sanction that uses it ------------------------------

def test_art_10_iii_companheiro_fala_na_testa_declara_a_leitura_de_perder() -> None:
    # "faz o companheiro perder os tentos jogados": the engine gives them to the other trio and says so.
    d = resolve("- a1: envido\n- a2: {falta: falou-na-testa}\n", (2, 2), testa=True)
    assert ganhos(d) == {"B": 2}  # the envido refused value, 1, and one of the truco not yet played
    assert observou(d, "leitura adotada", "Art. 10, III")


def test_art_10_viii_d_cartas_a_menos_depois_de_jogar_declara_a_leitura_de_perder() -> None:
    # "perde os tentos jogados e os que faltam jogar — no mínimo um do ENVIDO e um do TRUCO": 1 + 1 to B.
    d = resolve("- a1: {joga: 4C}\n- a1: {falta: cartas-a-menos, apos_jogar: true}\n")
    assert ganhos(d) == {"B": 2}
    assert observou(d, "leitura adotada", "Art. 10, VIII, d")


def test_art_10_iii_quem_joga_a_testa_nao_e_dos_demais_que_devem_ficar_alheios() -> None:
    # "os demais jogadores devem permanecer alheios ao jogo. Neste momento, quem por ventura falar ... faz o
    # companheiro perder os tentos jogados": a1 plays this testa — he is not one of "os demais". No sanction;
    # b1 then refuses the ENVIDO: 1 to A.
    d = resolve("- a1: envido\n- a1: {falta: falou-na-testa}\n- b1: não quero\n", (2, 2), testa=True)
    assert ganhos(d) == {"A": 1}
    assert observou(d, "demais jogadores", "Art. 10, III")


def test_art_10_v_cartas_recolhidas_de_quem_nao_joga_esta_testa_nao_a_encerram() -> None:
    # The testa a1 × b1 ran its course (TRUCO accepted, A takes two vazas: 2). a2, who plays a later testa, had
    # his cards collected by a partner before playing: he pays two tentos (Art. 10, V) — and the testa a1 × b1
    # keeps its result.
    d = resolve("- a1: truco\n- b1: quero\n" + AA + "- a2: {falta: cartas-recolhidas-pelo-companheiro}\n", (2, 2),
                testa=True)
    assert ganhos(d) == {"A": 2, "B": 2}
    d = resolve("- a1: truco\n- b1: quero\n" + AA + "- b2: {falta: cartas-recolhidas-pelo-adversario}\n", (2, 2),
                testa=True)
    assert ganhos(d) == {"A": 2, "B": 2}


def test_art_10_iii_envido_levado_pela_sancao_nao_fica_sem_resposta() -> None:
    # The companion's words end the testa and take the ENVIDO in play (1) and one of the TRUCO: B 2. The
    # ruling does not also say the ENVIDO "ficou sem resposta" — the sanction settled it.
    d = resolve("- a1: envido\n- a2: {falta: falou-na-testa}\n", (2, 2), testa=True)
    assert ganhos(d) == {"B": 2}
    assert not observou(d, "ficou sem resposta")


def test_art_10_iv_quem_esta_na_vez_de_jogar_pode_olhar_as_cartas() -> None:
    # "Nas partidas de TESTA, só poderão olhar as cartas recebidas os jogadores que estiverem na sua vez de
    # jogar": a1, the mão of this testa, is in his turn — looking at his cards is no fault; no new deal, and
    # A's two vazas give 1 (b1 looking before a1 played is a fault: the test above).
    d = resolve("- a1: {falta: olhou-cartas}\n" + AA, (2, 2), testa=True)
    assert ganhos(d) == {"A": 1}
    assert observou(d, "na sua vez de jogar", "Art. 10, IV")


def test_art_10_iii_pagamento_que_leva_a_24_confere() -> None:
    # B at 22 wins a RETRUCO accepted (3): 22 + 3 = 25 → the partida ends at 24 (Art. 10, II). Paid 2 at the
    # table, B has all it can have: nothing more to collect.
    d = resolve("- a1: truco\n- b1: quero retruco\n- a2: quero\n" + BB, (10, 22),
                pagamentos="[{trio: B, tentos: 2}]")
    assert d.vencedor == "B"
    assert not observou(d, "cobra mais")
    assert observou(d, "conferem", "Art. 10, III")


def test_art_10_viii_e_carta_virada_alta_informada_depois_de_jogar_declara_a_leitura() -> None:
    # "Tratando-se de carta de valor alto ..., as cartas serão distribuídas novamente automaticamente": the
    # turned ás de espadas was only reported after the vazas. Reading: the redeal is automatic and the volta
    # does not count; the ruling says that the other reading (not said "NO ATO", the volta stands) differs.
    d = resolve("- a1: truco\n- b1: quero\n" + AA + "- b2: {falta: carta-virada, carta: 1E}\n")
    assert ganhos(d) == {}
    assert observou(d, "leitura adotada", "Art. 10, VIII, e")


def test_art_xvi_ir_ao_baralho_na_testa_diante_do_revide_paga_os_tentos_postos_em_jogo() -> None:
    # Testa: a1 TRUCO, b1 QUERO RETRUCO, and a1 goes to the baralho: "significa o NÃO QUERO para todas as
    # propostas" — the RETRUCO refused gives B 2 (Art. XVI: RETRUCO "2 se não aceito"). "Se for revide, pagará os
    # tentos postos em jogo" read as the revide accepted: 3.
    d = resolve("- a1: truco\n- b1: quero retruco\n- a1: {baralho: true}\n", testa=True)
    assert ganhos(d) == {"B": 2}
    obs = leitura(d, "baralho-na-testa-com-revide")
    assert obs.opcao == "como-nao-quero" and "o trio B anotaria 3 tentos em vez de 2" in obs.texto


def test_art_xiii_f_contra_flor_e_o_resto_recusada_por_trio_com_duas_flores() -> None:
    # a1 sings FLOR; b1 and b2 sing FLOR (flor e flor, three flores); a1 raises CONTRA-FLOR E O RESTO and b1
    # refuses: after flor e flor the refused raise is "seis tentos somente" (Art. XIII, b, §1) — with three
    # flores, "somam-se" three per flor (f): 9 to A. Read as the fixed value of the bet: 6.
    d = resolve("- a1: flor\n- b1: flor\n- b2: flor\n- a1: contra-flor e o resto\n- b1: não quero\n",
                cartas="a1: [1O, 2O, 3O]\nb1: [1C, 2C, 3C]\nb2: [1E, 2E, 3E]")
    assert ganhos(d) == {"A": 9}
    obs = leitura(d, "aposta-de-flor-recusada-com-varias-flores")
    assert "o trio A anotaria 6 tentos em vez de 9" in obs.texto


def test_art_10_iii_fala_de_quem_nao_joga_a_testa_nao_vale() -> None:
    # Testa a1 × b1: b2, of a later testa, says "quero" to a1's TRUCO — "os demais jogadores devem permanecer
    # alheios ao jogo": no effect; the TRUCO stays unanswered and A takes the vazas with nothing accepted, 1.
    d = resolve("- a1: truco\n- b2: quero\n- vaza: A\n- vaza: A\n", testa=True)
    assert lancs(d) == [("A", 1)]
    assert observou(d, "b2 não joga esta testa", "Art. 10, III")


def test_art_10_iii_volta_de_testa_com_trio_a_seis_do_fim_so_se_confere_na_primeira_testa() -> None:
    # A trio at 18 after the 1st testa of a testa volta: the volta started as testa, and the 2nd testa is no
    # irregularity (Art. 10, III: "até que faltem seis tentos" is read when the volta starts).
    d = resolve("- vaza: A\n- vaza: A\n", (18, 10), testa=True, versao=2, extra="testa: 2\n")
    assert not observou(d, "seis ou menos tentos do fim")
    d = resolve("- vaza: A\n- vaza: A\n", (18, 10), testa=True)
    assert observou(d, "seis ou menos tentos do fim", "Art. 10, III")
