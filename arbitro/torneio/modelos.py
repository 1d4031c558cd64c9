"""Commented templates of the partida, jogo and tournament files (`arbitro novo --tipo …`): each one loads and
rules as it is, so the judge edits a working file, never a blank page."""

from __future__ import annotations

PARTIDA = """\
# Partida de Truco Cego, volta a volta (contrato v2 §9). Resolva com:  arbitro partida {arquivo}
# Esquema para o editor:  arbitro esquema --tipo partida > partida-esquema.json
versao: 2
regulamento: mtg-truco-cego
trios:                                   # obrigatório: os dois trios e seus três jogadores
  Pampa: [Zeca, Tonho, Dico]
  Coxilha: [Bira, Lau, Nando]
assentos: [Zeca, Bira, Tonho, Lau, Dico, Nando]   # obrigatório: em volta da mesa, trios alternados (Art. 10, III),
                                         # o mão da 1ª volta primeiro; o mão passa ao seguinte a cada volta
# placar_inicial: {{Pampa: 10, Coxilha: 12}}   # opcional: o placar quando o registro começou
# leituras: {{pares-da-testa: assento-oposto}}  # opcional: esclarecimentos da Comissão (arbitro leituras)
voltas:                                  # obrigatório: as voltas em ordem; roda e testa se alternam (Art. 10, III)
  - eventos:                             # volta de roda: os eventos de um cenário de volta (arbitro novo)
      - Zeca: truco
      - Bira: quero
      - vaza: Pampa
      - vaza: Pampa
  - testas:                              # volta de testa: três testas, cada jogador contra o sentado em frente,
      - eventos:                         # na ordem a partir do mão (aqui Bira × Dico, Tonho × Nando, Lau × Zeca)
          - Bira: envido
          - Dico: não quero
          - vaza: Coxilha
          - vaza: Coxilha
      - eventos: [{{vaza: Pampa}}, {{vaza: Pampa}}]
      - eventos: [{{vaza: Coxilha}}, {{vaza: Coxilha}}]
  # - {{mao: Zeca, eventos: [...]}}         # mao: quando o mão não é o seguinte dos assentos
"""

JOGO = """\
# Jogo entre dois trios (contrato v2 §10). Resolva com:  arbitro jogo {arquivo}
# Súmula para as assinaturas (Art. 4):  arbitro sumula {arquivo} -o sumula.html
versao: 2
regulamento: mtg-truco-cego
formato: melhor-de-tres                  # melhor-de-tres (S, g–h) ou seca (uma partida)
torneio: Rodeio de Exemplo               # opcionais, para a súmula: torneio, data, mesa_numero, juiz, capatazes
data: 2026-11-28
mesa_numero: 1
juiz: Seu Amâncio
capatazes: {{Pampa: Zeca, Coxilha: Bira}}
trios:                                   # obrigatório
  Pampa: [Zeca, Tonho, Dico]
  Coxilha: [Bira, Lau, Nando]
reservas: {{Pampa: [Juca], Coxilha: [Rosa]}}   # opcional: só um reserva inscrito pode entrar (Art. 5)
partidas:                                # obrigatório: as jogadas, em ordem; as de W.O. o arbitro deduz
  - {{Pampa: 24, Coxilha: 15}}             # o placar final (ou o da parada, se uma ocorrência a interrompeu)
  - {{Pampa: 20, Coxilha: 24}}
  - {{Pampa: 24, Coxilha: 22}}             # ou {{arquivo: partida-3.yaml}} (uma partida do contrato §9)
ocorrencias:                             # opcional; partida: N conta as partidas do jogo, as de W.O. incluídas
  - {{atraso: Coxilha, minutos: 10}}       # S, i: até 15 minutos (7 na seca) não perde o set
  # - {{partida: 2, jogador: Lau, conduta: palavroes}}        # Art. 7, I–VIII; D, f–g (subiu-na-mesa, palavroes,
  #                                                        # horario, desacato, afastou-se, embriaguez, bebida,
  #                                                        # indumentaria, arma, pessoas-em-volta)
  # - {{partida: 2, substituicao: {{sai: Tonho, entra: Juca}}, momento: fim}}   # Art. 5; D, e
  # - {{partida: 3, rodizio_de_testa: Coxilha}}                  # D, e, I
  # - {{tempo_esgotado: true, apos_partida: 2, gastando_tempo: Coxilha}}   # S, h
  # - {{reclamacao: {{trio: Pampa, conduta: palavroes, jogador: Lau}}, durante_o_jogo: true}}   # Art. 7, §2
"""

TORNEIO = """\
# Classificação de um torneio (contrato v2 §11). Resolva com:  arbitro classificacao {arquivo}
# (--json, --csv ou --markdown)
versao: 2
torneio: Rodeio de Exemplo
semente: 2026                            # opcional: sorteio reproduzível (S, f); sem ela, o empate aguarda a Comissão
jogos:                                   # em ordem; um arquivo de jogo (contrato §10) ou o jogo aqui mesmo
  # - arquivo: jogos/pampa-coxilha.yaml
  - {{trios: [Pampa, Coxilha], partidas: [{{Pampa: 24, Coxilha: 10}}, {{Pampa: 24, Coxilha: 18}}]}}
  - trios: [Pampa, Galpão]
    partidas: [{{Pampa: 20, Galpão: 24}}, {{Pampa: 24, Galpão: 21}}, {{Pampa: 24, Galpão: 9}}]
  - {{trios: [Coxilha, Galpão], partidas: [{{Coxilha: 24, Galpão: 23}}, {{Coxilha: 24, Galpão: 12}}]}}
"""

MODELOS = {"partida": PARTIDA, "jogo": JOGO, "torneio": TORNEIO}


def modelo(tipo: str, arquivo: str) -> str:
    return MODELOS[tipo].format(arquivo=arquivo)
