"""The partida (contract v2 §9): Art. 10, III's alternation of roda and testa, the pairs of a testa volta, the mão
that passes on, the score carried over and the end at 24 (Art. 10, II) wherever it falls. The numbers are the
regulation's: a volta won in the vazas without TRUCO is 1 (Art. XVI), TRUCO accepted 2, REAL ENVIDO accepted 3
(Art. XV, b), an ENVIDO refused 1 to who proposed it (Art. XV, a)."""

from __future__ import annotations

from torneio import ASSENTOS, TRIOS, com, partida, problemas

from arbitro.torneio.carregar_partida import pares_da_testa

CABECA = "versao: 2\n" + TRIOS + ASSENTOS
RODA_PAMPA = "  - eventos: [{vaza: Pampa}, {vaza: Pampa}]\n"
TESTA = ("  - testas:\n      - eventos: [{vaza: Pampa}, {vaza: Pampa}]\n      - eventos: [{vaza: Coxilha}, "
         "{vaza: Coxilha}]\n      - eventos: [{vaza: Pampa}, {vaza: Pampa}]\n")


def test_art_10_iii_pares_da_testa_cada_um_contra_o_sentado_em_frente() -> None:
    assentos = ("a1", "b1", "a2", "b2", "a3", "b3")
    # mão no assento 0: testa k é o assento k−1 contra o k+2 (contrato v2 §9)
    assert pares_da_testa(assentos, 0, "assento-oposto") == [("a1", "b2"), ("b1", "a3"), ("a2", "b3")]
    assert pares_da_testa(assentos, 4, "assento-oposto") == [("a3", "b1"), ("b3", "a2"), ("a1", "b2")]
    # a outra leitura: as três testas começam pelos jogadores do trio do mão
    assert pares_da_testa(assentos, 1, "trio-do-mao") == [("b1", "a3"), ("b2", "a1"), ("b3", "a2")]


def test_art_10_iii_roda_e_testa_se_alternam_e_o_mao_passa() -> None:
    r = partida(CABECA + "voltas:\n" + RODA_PAMPA + TESTA + RODA_PAMPA)
    assert [v.modalidade for v in r.voltas] == ["roda", "testa", "roda"]
    assert [v.mao for v in r.voltas] == ["Zeca", "Bira", "Tonho"]
    assert [t.jogadores for t in r.voltas[1].testas] == [("Bira", "Dico"), ("Tonho", "Nando"), ("Lau", "Zeca")]
    assert r.placar_final == {"Pampa": 4, "Coxilha": 1}  # 1 + (1 + 0 + 1) + 1 e 1 (Art. XVI)
    assert not [o for o in r.observacoes if o.tipo == "irregularidade"]


def test_art_10_iii_mao_explicito_e_o_seguinte_dele() -> None:
    r = partida(CABECA + "voltas:\n  - {mao: Lau, eventos: [{vaza: Pampa}, {vaza: Pampa}]}\n" + TESTA)
    assert [v.mao for v in r.voltas] == ["Lau", "Dico"]
    assert r.voltas[0].decisao is not None and r.voltas[0].decisao.json()["placar_final"] == {"Pampa": 1, "Coxilha": 0}


def test_art_10_iii_testa_com_trio_a_seis_do_fim_e_irregular() -> None:
    r = partida(CABECA + "placar_inicial: {Pampa: 18, Coxilha: 12}\nvoltas:\n" + TESTA)
    assert r.placar_final == {"Pampa": 20, "Coxilha": 13}
    [obs] = com(r.observacoes, "a 6 ou menos tentos do fim")
    assert obs.tipo == "irregularidade" and obs.artigos == ("Art. 10, III",)


def test_art_10_iii_a_dezessete_ainda_cabe_testa() -> None:
    r = partida(CABECA + "placar_inicial: {Pampa: 17, Coxilha: 12}\nvoltas:\n" + RODA_PAMPA + TESTA)
    assert not com(r.observacoes, "cabia")  # 18 depois da roda: a testa da volta 2 já é irregular
    assert com(r.observacoes, "a 6 ou menos tentos do fim")


def test_art_10_iii_roda_fora_da_vez_e_a_alternancia_seguinte() -> None:
    texto = CABECA + "voltas:\n" + RODA_PAMPA + RODA_PAMPA + TESTA
    r = partida(texto)
    assert [com(r.observacoes, "cabia testa")[0].tipo] == ["irregularidade"]
    assert not com(r.observacoes, "volta 3 foi jogada")  # a 3ª alterna a partir da 2ª como jogada
    [leitura] = [o for o in r.observacoes if o.leitura == "alternancia-apos-volta-trocada"]
    assert leitura.opcao == "a-partir-da-jogada" and leitura.omisso and "caberia em roda" in leitura.texto
    outra = partida(texto, {"alternancia-apos-volta-trocada": "a-partir-da-devida"})
    assert com(outra.observacoes, "a volta 3 foi jogada em testa; cabia roda")


def test_art_10_ii_a_partida_termina_na_testa_e_o_resto_nao_conta() -> None:
    texto = CABECA + """\
placar_inicial: {Pampa: 20, Coxilha: 5}
voltas:
  - testas:
      - eventos: [{Zeca: truco}, {Lau: quero}, {vaza: Pampa}, {vaza: Pampa}]
      - eventos: [{Dico: real envido}, {Bira: quero}, {Bira: {pontos: 20}}, {Dico: {pontos: 31}}]
      - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]
  - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]
"""
    r = partida(texto)
    # 20 + 2 (TRUCO aceito) = 22; + 3 (REAL ENVIDO aceito) passaria de 24: fica 24 (Art. 10, II)
    assert r.placar_final == {"Pampa": 24, "Coxilha": 5} and r.vencedor == "Pampa"
    assert len(r.voltas) == 1 and len(r.voltas[0].testas) == 2
    assert len(com(r.observacoes, "depois de encerrada a partida")) == 2


def test_art_10_iii_passa_a_roda_permite_parar_a_volta_de_testa() -> None:
    texto = CABECA + """\
placar_inicial: {Pampa: 16, Coxilha: 5}
voltas:
  - testas:
      - eventos: [{Zeca: truco}, {Lau: quero}, {vaza: Pampa}, {vaza: Pampa}]
  - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]
"""
    assert any("3 testas" in p for p in problemas(partida, texto))  # o padrão completa a volta
    r = partida(texto, {"testa-com-trio-a-seis": "passa-a-roda"})
    assert r.placar_final == {"Pampa": 18, "Coxilha": 6}
    [leitura] = [o for o in r.observacoes if o.leitura == "testa-com-trio-a-seis"]
    assert leitura.esclarecimento and "Comissão de teste" in leitura.texto


def test_partida_retomada_nao_sabe_a_modalidade_da_primeira_volta() -> None:
    r = partida(CABECA + "placar_inicial: {Pampa: 5, Coxilha: 7}\nvoltas:\n" + TESTA + RODA_PAMPA)
    assert not [o for o in r.observacoes if o.tipo == "irregularidade"]
    assert r.placar_final == {"Pampa": 8, "Coxilha": 8}


def test_art_10_iv_mesma_carta_em_duas_testas_pede_conferencia() -> None:
    texto = CABECA + """\
voltas:
  - eventos: [{vaza: Pampa}, {vaza: Pampa}]
  - testas:
      - eventos: [{Bira: {joga: 1E}}, {Dico: {joga: 3C}}, {vaza: Pampa}]
      - eventos: [{Tonho: {joga: 1E}}, {Nando: {joga: 2C}}, {vaza: Pampa}]
      - eventos: [{vaza: Pampa}, {vaza: Pampa}]
"""
    r = partida(texto)
    [obs] = [o for o in r.observacoes if o.tipo == "confira"]
    assert "1E com Bira (testa 1) e com Tonho (testa 2)" in obs.texto and obs.artigos == ("Art. 10, IV",)
    r = partida(texto, {"distribuicao-da-volta-de-testa": "uma-por-testa"})
    assert not [o for o in r.observacoes if o.tipo == "confira"]


def test_fala_de_quem_nao_joga_a_testa_e_jogo_irregular_nao_entrada_invalida() -> None:
    texto = CABECA + """\
voltas:
  - eventos: [{vaza: Pampa}, {vaza: Pampa}]
  - testas:
      - eventos: [{Nando: truco}, {vaza: Pampa}, {vaza: Pampa}]
      - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]
      - eventos: [{vaza: Pampa}, {vaza: Pampa}]
"""
    r = partida(texto)  # Nando não joga a 1ª testa (Bira × Dico): o motor julga a fala
    assert r.placar_final["Pampa"] >= 3


def test_partida_sem_voltas_e_o_placar_ate_aqui() -> None:
    r = partida(CABECA + "placar_inicial: {Pampa: 3, Coxilha: 9}\nvoltas: []\n")
    assert r.placar_final == {"Pampa": 3, "Coxilha": 9} and r.vencedor is None


# --- invalid input (§9), located -----------------------------------------------------------------------

def test_entrada_invalida_assentos_que_nao_alternam() -> None:
    texto = "versao: 2\n" + TRIOS + "assentos: [Zeca, Tonho, Bira, Lau, Dico, Nando]\nvoltas: []\n"
    [p] = problemas(partida, texto)
    assert p.startswith("doc.yaml:3:18: assentos: a colocação dos jogadores é alternada (Art. 10, III)")


def test_entrada_invalida_assento_de_jogador_desconhecido() -> None:
    texto = "versao: 2\n" + TRIOS + "assentos: [Zeca, Bira, Tonho, Lau, Dico, Nandinho]\nvoltas: []\n"
    assert problemas(partida, texto) == ["doc.yaml:3:42: assentos: 'Nandinho' desconhecido; você quis dizer "
                                         "'Nando'?"]


def test_entrada_invalida_testa_sem_tres_testas_e_jogada_de_fora_da_testa() -> None:
    texto = CABECA + """\
voltas:
  - testas:
      - eventos: [{Tonho: {joga: 1E}}]
      - eventos: [{vaza: Coxilha}]
      - eventos: [{vaza: Pampa}]
      - eventos: [{vaza: Pampa}]
"""
    [p] = problemas(partida, texto)
    assert p.startswith("doc.yaml:6:7: volta 1: uma volta de testa tem 3 testas")
    texto = CABECA + "voltas:\n  - testas:\n      - eventos: [{Tonho: {joga: 1E}}]\n" \
        "      - eventos: [{vaza: Coxilha}]\n      - eventos: [{vaza: Pampa}]\n"
    [p] = problemas(partida, texto)
    # the scenario loader refuses it in every testa, with the acts only the two of the testa do (Art. 10, III)
    assert p.startswith("doc.yaml:6:27: Tonho não está nesta testa (joga): só os dois da mesa (Zeca e Lau) jogam")


def test_entrada_invalida_todos_os_problemas_de_uma_vez() -> None:
    texto = "versao: 1\n" + TRIOS + ASSENTOS + """\
voltas:
  - {placar: {Pampa: 3, Coxilha: 0}, eventos: [{vaza: Pampa}]}
  - {eventos: [{vaza: Pampa}], testas: []}
  - {eventos: [{Zeca: trucco}]}
  - {mao: Ninguém, eventos: []}
rodada: 3
"""
    ps = problemas(partida, texto)
    assert any(p.startswith("doc.yaml:1:9: versao 1: este documento é do contrato v2") for p in ps)
    assert any("doc.yaml:5:6: volta 1: 'placar' não se escreve na volta" in p for p in ps)
    assert any("doc.yaml:6:6: volta 2: numa volta de testa os eventos vão em cada testa" in p for p in ps)
    assert any(p.startswith("doc.yaml:7:23: fala não reconhecida 'trucco'") for p in ps)
    assert any(p.startswith("doc.yaml:8:11: volta 4: mao: jogador desconhecido 'Ninguém'") for p in ps)
    assert any(p.startswith("doc.yaml:9:1: partida: chave desconhecida 'rodada'") for p in ps)
