"""Names of trios and players as the judge reads them on screen (issue 12).

Two names that print the same are one name to a person: ``"A"`` and ``"A "``, ``José`` written with a
precomposed ``é`` and with ``e`` + a combining accent, a Latin ``A`` and a Cyrillic ``А``. The loader
compares names in the :func:`normal` form and refuses what would still print alike: letters of
look-alike scripts mixed in one name, invisible characters, two names of the same :func:`esqueleto`.

It is also the one check of names of every system and every document (issue 21: :func:`recusa`, the same limit and
the same forbidden characters for a trio of the MTG, a dupla of the paulista, a trio of a tournament's inline jogo),
and the way a value from a file is quoted in a message (:func:`citar`: cut short and escaped, never obeyed).
"""

from __future__ import annotations

import unicodedata

from arbitro.nucleo.numeros import resumir

# The limits of a name and of a one-line text, the same in every system and every document (issue 21): a name
# goes into every table, message and súmula; a title (``torneio``, ``juiz``) is one line of a heading.
MAX_NOME = 80
MAX_LINHA = 200
# Characters that act on a terminal or reorder what follows instead of printing: C0 and C1 controls (ANSI escapes
# start with ESC or CSI), NUL, line and paragraph separators, and the bidi embeddings, overrides and isolates.
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_ESCAPAR = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})

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


def escapar(texto: str, linhas: bool = False) -> str:
    """``texto`` as it can go to a terminal, a log or one line of a message: every control, format or invisible
    character written as its escape (``\\x1b``, ``\\u202e``), so a hostile name is shown, never obeyed. With
    ``linhas`` a free text (the judge's question) keeps its line breaks."""
    def perigoso(c: str) -> bool:
        return unicodedata.category(c) in _ESCAPAR and not (linhas and c == "\n")

    if not any(map(perigoso, texto)):
        return texto
    return "".join(c.encode("unicode_escape").decode("ascii") if perigoso(c) else c for c in texto)


def citar(texto: str) -> str:
    """``texto`` quoted for a message: cut to a few dozen characters and escaped (a hostile value is never echoed
    whole, nor obeyed by the terminal)."""
    return f"'{escapar(resumir(texto))}'"


def recusa(nome: str) -> str | None:
    """The message refusing ``nome`` as a side's or a player's name (too long, or a character that does not print
    plainly), or None: the one check of names of every system and every document (issue 21)."""
    if len(nome) > MAX_NOME:
        return f"nome longo demais ({len(nome)} caracteres; o limite é {MAX_NOME}): {citar(nome)}"
    motivo = problema(nome)
    return None if motivo is None else f"o nome {citar(nome)} {motivo}"


def recusa_de_linha(texto: str, onde: str) -> str | None:
    """The message refusing ``texto`` as a one-line free text (a tournament's title, the judge's name), or None.
    Letters of any script and emoji are fine; what would act on the terminal or break the line is not."""
    if len(texto) > MAX_LINHA:
        return f"{onde}: texto longo demais ({len(texto)} caracteres; o limite é {MAX_LINHA}): {citar(texto)}"
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") or c in _BIDI for c in texto):
        return (f"{onde}: o texto {citar(texto)} tem um caractere de controle (escape de terminal, quebra de "
                "linha ou inversão de direção); escreva-o numa linha só, com letras, números e pontuação")
    return None


def esqueleto(nome: str) -> str:
    """What ``nome`` looks like: compatibility-normalised, look-alike letters as their Latin twins."""
    return normal(unicodedata.normalize("NFKC", nome)).translate(_COMO_LATINA)
