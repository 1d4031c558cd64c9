"""The commented template of a valenciano scenario (``arbitro novo --sistema valenciano``)."""

MODELO = """\
# Truc valenciano (contrato v2 §8). Troque os nomes, as cartas e os eventos pelos da mesa.
versao: 2
regulamento: valenciano
opcoes: {pontos_por_cama: 24, camas_para_vencer: 1}   # 18 ou 24; 1 a 3 camas (Valenciano, camas)
camas: {Nós: 0, Eles: 0}         # camas já ganhas
placar: {Nós: 0, Eles: 0}        # os pontos de cada lado na cama, ANTES desta mão
duplas:                          # dois contra dois, ou um contra um (Valenciano, jogadores)
  Nós: [Vicent, Pep]
  Eles: [Toni, Xavi]
mesa: [Vicent, Toni, Pep, Xavi]  # a ordem de jogo, o mão primeiro, os lados alternados
cartas:                          # opcional: só as 22 cartas do truc (1E, 1P e 3 a 7 de cada naipe)
  Vicent: [7O, 6O, 4E]
eventos:                         # o que aconteceu, em ordem
  - Vicent: envit                # envit/envido, dobro/torno, falta
  - Toni: aceito                 # aceito/quero/cai, não aceito/não quero/corro
  - Toni: truco                  # truco/truc → retruco → vale quatro → jogo fora
  - Vicent: aceito
  - Vicent: {joga: 4E}           # {joga: 4E, coberta: true} = virada para baixo
  - Toni: {joga: 4O}
  - Pep: {joga: 3C}
  - Xavi: {joga: 3P}             # a primeira vaza empatou:
  - Pep: {joga: 7E, oculta: 5C}  #   cada um joga as duas cartas, uma descoberta e uma oculta
# leituras: {valenciano-valor-do-envit: um}   # veja `arbitro leituras --sistema valenciano`
"""
