"""The identifiers of the argentino's rulebook (``regulamento/argentino.yaml``; contract v2 §8). Every citation of
a ruling of the system is one of these."""

BARALHO = "Argentino, baralho"
JOGADORES = "Argentino, jogadores"
PONTOS = "Argentino, pontos"
VAZAS = "Argentino, vazas"
EMPATES = "Argentino, empates"
ENVIDO = "Argentino, envido"
TRUCO = "Argentino, truco"
FLOR = "Argentino, flor"
ORDEM = "Argentino, ordem"
CLASSIFICACAO = "Argentino, classificacao"  # the project's section above the hand: the seed is silent (contract v3 §12)

TODOS = (BARALHO, JOGADORES, PONTOS, VAZAS, EMPATES, ENVIDO, TRUCO, FLOR, ORDEM, CLASSIFICACAO)
