"""The one text normaliser: how arbitro compares what a judge writes with what it knows (speech, card names,
article IDs, case searches) — any case, accents ignored."""

from __future__ import annotations

import re
import unicodedata

_PALAVRA = re.compile(r"[a-z0-9]+")


def sem_acento(texto: str) -> str:
    """The text with its accents (combining marks) dropped: "Ás de Espadas" → "As de Espadas"."""
    return "".join(c for c in unicodedata.normalize("NFKD", str(texto)) if not unicodedata.combining(c))


def dobrar(texto: str) -> str:
    """Accent- and case-insensitive form of a text, single spaces: "  É  Bom " → "e bom"."""
    return " ".join(sem_acento(texto).casefold().split())


def palavras(texto: str) -> list[str]:
    """The runs of letters and digits of :func:`dobrar`: "Quero Retruco!" → ["quero", "retruco"]."""
    return _PALAVRA.findall(dobrar(texto))


def chave(texto: str) -> str:
    """The words of a text, single spaces, no punctuation: how speech and names are looked up."""
    return " ".join(palavras(texto))
