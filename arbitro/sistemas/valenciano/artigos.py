"""The identifiers of the valenciano's rulebook (``regulamento/valenciano.yaml``; contract v2 §8). Every citation
of a ruling of the system is one of these."""

BARALHO = "Valenciano, baralho"
JOGADORES = "Valenciano, jogadores"
CAMAS = "Valenciano, camas"
VAZAS = "Valenciano, vazas"
EMPATES = "Valenciano, empates"
TRUCO = "Valenciano, truco"
ENVIDO = "Valenciano, envido"
COBERTA = "Valenciano, carta coberta"
CLASSIFICACAO = "Valenciano, classificacao"  # the section above the hand: the seed is silent (contract v3 §12)

TODOS = (BARALHO, JOGADORES, CAMAS, VAZAS, EMPATES, TRUCO, ENVIDO, COBERTA, CLASSIFICACAO)
