"""The argentino's speech (contract v2 §8): the answers, truco → retruco → vale cuatro, the envido calls, flor."""

from __future__ import annotations

from arbitro.familias.espanhol.fala import RESPOSTAS, Palavra

VOCABULARIO: dict[str, Palavra] = {
    **RESPOSTAS,
    "truco": Palavra("truco", "truco", nivel=1),
    "retruco": Palavra("truco", "retruco", nivel=2),
    "vale cuatro": Palavra("truco", "vale cuatro", nivel=3),
    "vale quatro": Palavra("truco", "vale cuatro", nivel=3),
    "envido": Palavra("envido", "envido"),
    "real envido": Palavra("envido", "real envido"),
    "falta envido": Palavra("envido", "falta envido"),
    "flor": Palavra("flor", "flor"),
}

GRUPOS: dict[str, tuple[str, ...]] = {
    "respostas": ("quero", "aceito", "cai", "quiero", "não quero", "corro", "no quiero", "não aceito"),
    "truco": ("truco", "retruco", "vale cuatro", "vale quatro"),
    "envido": ("envido", "real envido", "falta envido"),
    "flor": ("flor",),
}
