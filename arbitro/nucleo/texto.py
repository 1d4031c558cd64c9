"""The one text normaliser: how arbitro compares what a judge writes with what it knows (speech, card names,
article IDs, case searches) — any case, accents ignored."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PALAVRA = re.compile(r"[a-z0-9]+")


def sem_acento(texto: str) -> str:
    """The text with its accents (combining marks) dropped: "Ás de Espadas" → "As de Espadas"."""
    return "".join(c for c in unicodedata.normalize("NFKD", str(texto)) if not unicodedata.combining(c))


@lru_cache(maxsize=4096)  # pure, and asked again for every speech of every volta replayed (a hot path)
def dobrar(texto: str) -> str:
    """Accent- and case-insensitive form of a text, single spaces: "  É  Bom " → "e bom"."""
    return " ".join(sem_acento(texto).casefold().split())


def palavras(texto: str) -> list[str]:
    """The runs of letters and digits of :func:`dobrar`: "Quero Retruco!" → ["quero", "retruco"]."""
    return _PALAVRA.findall(dobrar(texto))


@lru_cache(maxsize=4096)
def chave(texto: str) -> str:
    """The words of a text, single spaces, no punctuation: how speech and names are looked up."""
    return " ".join(palavras(texto))


def quantos(n: int, singular: str, plural: str | None = None) -> str:
    """A count read aloud, in the number's grammatical number: "1 tento", "9 minutos", "0 pontos"."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


_FEMININOS = ("falta", "flor", "contra-flor", "lei")  # the bets named by a feminine noun: a FALTA ENVIDO, a FLOR
_CONTRACOES = {("a", "o"): "ao", ("a", "a"): "à", ("de", "o"): "do", ("de", "a"): "da", ("em", "o"): "no",
               ("em", "a"): "na", ("por", "o"): "pelo", ("por", "a"): "pela"}


def feminino(nome: str) -> bool:
    """Whether a bet is named by a feminine noun (a FALTA ENVIDO, a FLOR) — by its last name in a chain."""
    return dobrar(nome.rsplit(",", 1)[-1]).startswith(_FEMININOS)


def concordar(nome: str, palavra: str) -> str:
    """``palavra`` in the gender of the bet it follows: "FALTA ENVIDO aceita", "REAL ENVIDO aceito"."""
    return palavra[:-1] + "a" if feminino(nome) and palavra.endswith("o") else palavra


def com_artigo(nome: str, preposicao: str = "") -> str:
    """A bet's name with its article, contracted with ``preposicao``: "o TRUCO", "à FALTA ENVIDO", "da FLOR"."""
    artigo = "a" if feminino(nome) else "o"
    if not preposicao:
        return f"{artigo} {nome}"
    return f"{_CONTRACOES.get((preposicao, artigo), f'{preposicao} {artigo}')} {nome}"
