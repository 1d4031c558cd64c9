"""Speech of the Spanish-deck family: how words are matched, and which words belong to another system.

Matched as in contract v1 §4: lower case, accents and punctuation stripped, spaces collapsed. Each system gives
its own vocabulary (a mapping from the normalised words to what they mean); a word of another system's speech
is named with that system (:func:`de_outro_sistema`), so the loader can say the scenario mixes systems instead of
only "unknown speech".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from arbitro.nucleo.texto import chave as normalizar


class Palavra(NamedTuple):
    """What a speech means: ``tipo`` ``resposta`` (``aceita`` True/False), ``truco`` (step ``nivel`` 1…),
    ``envido`` (a call named ``nome``) or ``flor``."""

    tipo: str
    chave: str  # the canonical words, as the ruling writes them
    nivel: int = 0
    aceita: bool = False


# Answers common to the family (contract v2 §8): quero/aceito/cai, não quero/corro, quiero/no quiero.
RESPOSTAS: dict[str, Palavra] = {
    **{w: Palavra("resposta", "quero", aceita=True) for w in ("quero", "aceito", "cai", "quiero")},
    **{w: Palavra("resposta", "não quero", aceita=False) for w in ("nao quero", "corro", "no quiero", "nao aceito")},
}

# The words of every system's speech, by the system they belong to (contract v2 §8; v1 §4 for the MTG).
_OUTROS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("do truco paulista e do mineiro", ("seis", "nove", "doze")),
    ("do truco do MTG", ("contra flor", "contra flor e o resto", "com flor me achico", "me achico com flor", "e boa",
                        "e bom", "nao mato", "quero retruco", "quero vale quatro", "na lei do jogo esta tudo dito",
                        "lei do jogo", "envido minha flor", "envido minha falta envido", "real", "quieto",
                        "trunfo", "turco", "florzinha", "floresta", "florianopolis", "envido e truco",
                        "real envido e truco", "falta envido e truco")),
    ("do truc valenciano", ("envit", "dobro", "torno", "falta", "jogo fora", "joc fora", "truc", "retruc")),
    ("do truco argentino e do MTG", ("real envido", "falta envido", "flor", "vale cuatro")),
)


def de_outro_sistema(texto: str, proprio: Mapping[str, object]) -> str | None:
    """Whose speech ``texto`` is ("do truc valenciano"), when it is not ``proprio``'s (None when unknown everywhere)."""
    n = normalizar(texto)
    if n in proprio:
        return None
    for sistema, palavras in _OUTROS:
        if n in palavras:
            return sistema
    if n.startswith(("passo o", "passo a")):
        return "do truco do MTG"
    return None


def entender(texto: str, vocabulario: Mapping[str, Palavra]) -> Palavra | None:
    return vocabulario.get(normalizar(texto))
