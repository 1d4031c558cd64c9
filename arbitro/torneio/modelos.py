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
# Torneio (contrato v3 §13). A próxima rodada:  arbitro torneio rodada {arquivo}  (--abrir a grava abaixo)
# A chave:  arbitro torneio chave {arquivo} --html -o chave.html   A classificação:  arbitro classificacao {arquivo}
# Esquema para o editor:  arbitro esquema --tipo torneio > torneio-esquema.json
versao: 3
regulamento: mtg-truco-cego
torneio: Rodeio de Exemplo
data: 2026-12-05
semente: 2026                            # o sorteio reproduzível; ou sorteio: [lista], o resultado do sorteio público
# sorteio: [Pampa, Coxilha, Galpão, Timbaúva]   # (Art. 2: os capatazes assistem ao sorteio)
mesas: 2                                 # mesas ao mesmo tempo; os jogos além delas esperam mesa
inscritos:                               # fecham quando o primeiro jogo começa (Art. 5)
  Pampa: {{capataz: Zeca, jogadores: [Zeca, Tonho, Dico], reservas: [Juca]}}
  Coxilha: {{capataz: Bira, jogadores: [Bira, Lau, Nando]}}
  Galpão: {{capataz: Ari, jogadores: [Ari, Beto, Caco]}}
  Timbaúva: {{capataz: Duda, jogadores: [Duda, Edu, Fábio]}}
fases:                                   # tipos: todos-contra-todos, grupos, suico, eliminatoria
  - {{nome: classificatoria, tipo: suico, rodadas: 2, jogo: melhor-de-tres}}
  # - {{nome: grupos, tipo: grupos, grupos: 2, classificados_por_grupo: 1, melhores_demais: 0}}
  - {{nome: final, tipo: eliminatoria, classificados: 2, jogo: melhor-de-tres}}
  #   (terceiro_lugar: true; repescagem: {{vagas: 2, jogo: seca}})
rodadas:                                 # as rodadas como abertas (arbitro torneio rodada --abrir as escreve)
jogos:                                   # cada jogo com fase, rodada e mesa; lados: [X, Y] ou arquivo: jogo.yaml
  # - {{arquivo: jogos/r1-m1.yaml, fase: classificatoria, rodada: 1, mesa: 1}}
  # - {{lados: [X, Y], partidas: [...], fase: …, rodada: …, decisao: {{vencedor: X, motivo: "…"}}}}   # C, c
"""

CIRCUITO = """\
# Circuito (contrato v3 §13): a soma dos pontos de cada etapa.  Resolva com:  arbitro circuito {arquivo}
# Esquema para o editor:  arbitro esquema --tipo circuito > circuito-esquema.json
versao: 3
circuito: Circuito de Exemplo 2026
etapas:                                  # cada etapa, um torneio v3 na pasta do circuito, uma vez só
  - arquivo: etapa1/torneio.yaml
  - arquivo: etapa2/torneio.yaml
pontos:                                  # colocação final de cada etapa → pontos; a tabela é da Comissão
  1: 100                                 # (a "Pontuação para o Circuito" do regulamento não tem texto)
  2: 80
  3: 65
  4: 55
  5: 45
  6: 40
  7: 35
  8: 30
participacao: 5                          # pontos por disputar a etapa; lados de mesmo nome são o mesmo lado
"""

MODELOS = {"partida": PARTIDA, "jogo": JOGO, "torneio": TORNEIO, "circuito": CIRCUITO}


def modelo(tipo: str, arquivo: str) -> str:
    return MODELOS[tipo].format(arquivo=arquivo)
