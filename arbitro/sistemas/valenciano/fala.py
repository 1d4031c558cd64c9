"""The valenciano's speech (contract v2 §8): the answers, truc → retruc → vale quatro → jogo fora, the envit."""

from __future__ import annotations

from arbitro.familias.espanhol.fala import RESPOSTAS, Palavra

VOCABULARIO: dict[str, Palavra] = {
    **RESPOSTAS,
    "truco": Palavra("truco", "truco", nivel=1),
    "truc": Palavra("truco", "truco", nivel=1),
    "retruco": Palavra("truco", "retruco", nivel=2),
    "retruc": Palavra("truco", "retruco", nivel=2),
    "vale quatro": Palavra("truco", "vale quatro", nivel=3),
    "vale cuatro": Palavra("truco", "vale quatro", nivel=3),
    "jogo fora": Palavra("truco", "jogo fora", nivel=4),
    "joc fora": Palavra("truco", "jogo fora", nivel=4),
    "envido": Palavra("envido", "envit"),
    "envit": Palavra("envido", "envit"),
    "dobro": Palavra("envido", "dobro"),
    "torno": Palavra("envido", "dobro"),
    "falta": Palavra("envido", "falta"),
}

GRUPOS: dict[str, tuple[str, ...]] = {
    "respostas": ("quero", "aceito", "cai", "quiero", "não quero", "não aceito", "corro", "no quiero"),
    "truco": ("truco", "truc", "retruco", "retruc", "vale quatro", "vale cuatro", "jogo fora", "joc fora"),
    "envido": ("envido", "envit", "dobro", "torno", "falta"),
}
