"""The commented template of an argentino scenario (``arbitro novo --sistema argentino``)."""

MODELO = """\
# Truco argentino (contrato v2 §8). Troque os nomes, as cartas e os eventos pelos da mesa.
versao: 2
regulamento: argentino
# opcoes: {flor: true}          # a flor é opcional e vem desligada (Argentino, flor)
placar: {Nós: 0, Eles: 0}       # os pontos de cada dupla ANTES desta mão (a partida vai a 30)
duplas:                          # duas duplas de dois (Argentino, jogadores)
  Nós: [Pablo, Diego]
  Eles: [Martín, Lucas]
mesa: [Pablo, Martín, Diego, Lucas]   # a ordem de jogo, o mano primeiro, as duplas alternadas
cartas:                          # opcional: as cartas vistas na mesa
  Pablo: [7O, 6O, 4E]
eventos:                         # o que aconteceu, em ordem
  - Pablo: envido                # envido, real envido, falta envido
  - Martín: quiero               # quero/quiero/aceito/cai, não quero/no quiero/corro
  - Pablo: {pontos: 33}          # os pontos cantados
  - Martín: truco                # truco → retruco → vale cuatro
  - Pablo: quiero
  - Pablo: {joga: 4E}            # uma carta jogada
  - vaza: Eles                   # ou o resultado de uma vaza: uma dupla ou parda
  - vaza: Eles
# leituras: {argentino-aumento-recusado: so-a-anterior}   # veja `arbitro leituras --sistema argentino`
"""
