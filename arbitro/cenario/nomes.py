"""Names of trios and players as the judge reads them on screen (issue 12).

Two names that print the same are one name to a person: ``"A"`` and ``"A "``, ``José`` written with a
precomposed ``é`` and with ``e`` + a combining accent, a Latin ``A`` and a Cyrillic ``А``. The loader
compares names in the :func:`normal` form and refuses what would still print alike: letters of
look-alike scripts mixed in one name, invisible characters, two names of the same :func:`esqueleto`.
"""

from __future__ import annotations

import unicodedata

# Scripts whose letters look like Latin ones: mixing them in a name is how two names print alike.
_PARECIDOS = frozenset({"LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "COPTIC"})
_NOMES_DOS_ALFABETOS = {"LATIN": "latino", "CYRILLIC": "cirílico", "GREEK": "grego", "ARMENIAN": "armênio",
                        "CHEROKEE": "cherokee", "COPTIC": "copta"}
# Letters of other scripts that print as a Latin letter (the common cases of Unicode's confusables).
_COMO_LATINA = str.maketrans({
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "Х": "X", "У": "Y", "І": "I", "Ј": "J", "Ѕ": "S", "а": "a", "е": "e", "о": "o", "р": "p", "с": "c",
    "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ν": "v", "ι": "i", "κ": "k", "ρ": "p", "υ": "u",
    "Ա": "U", "Օ": "O", "օ": "o", "ս": "u", "ց": "g", "հ": "h", "ո": "n",
})


def normal(nome: str) -> str:
    """The form names are compared in: Unicode NFC, no spaces around, single spaces inside."""
    return " ".join(unicodedata.normalize("NFC", nome).split())


def _alfabeto(ch: str) -> str | None:
    if not unicodedata.category(ch).startswith("L"):
        return None
    return unicodedata.name(ch, "").split(" ", 1)[0] or None


def problema(nome: str) -> str | None:
    """Why ``nome`` cannot be a name that prints unambiguously, or None."""
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") for c in nome):
        return "tem um caractere invisível ou de controle; escreva o nome só com letras, números e espaços"
    alfabetos = {a for a in map(_alfabeto, nome) if a in _PARECIDOS}
    if len(alfabetos) > 1:
        quais = " e ".join(sorted(_NOMES_DOS_ALFABETOS[a] for a in alfabetos))
        return (f"mistura letras de alfabetos diferentes ({quais}) que se imprimem iguais; "
                "escreva o nome num só alfabeto")
    return None


def esqueleto(nome: str) -> str:
    """What ``nome`` looks like: compatibility-normalised, look-alike letters as their Latin twins."""
    return normal(unicodedata.normalize("NFKC", nome)).translate(_COMO_LATINA)
