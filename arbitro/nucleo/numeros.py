"""The one way a number typed by a user becomes an ``int``.

Python refuses to convert a decimal of more than 4,300 digits (``ValueError``), and a long one is slow
to convert anyway; no field of a scenario, a card, a citation or a quiz answer needs more than a few
digits. Every numeric field goes through :func:`inteiro`, which checks the length before ``int()``.
"""

from __future__ import annotations

import re

MAX_ALGARISMOS = 9  # far above any tento, point, version or card number; far below int()'s limit
_DECIMAL = re.compile(r"[-+]?[0-9]+")


class NumeroInvalido(ValueError):
    """Not a decimal integer, or one too long to be a real value; the message is in Portuguese."""


def inteiro(texto: str, max_algarismos: int = MAX_ALGARISMOS) -> int:
    """``texto`` (ASCII decimal digits, optional sign, spaces around ignored) as an ``int``.

    Raises :class:`NumeroInvalido` for anything else, and for more than ``max_algarismos`` digits —
    checked before any conversion, so a hostile number costs nothing.
    """
    bruto = texto.strip()
    if not _DECIMAL.fullmatch(bruto):
        raise NumeroInvalido(f"não é um número inteiro em decimal: {resumir(bruto)!r}")
    algarismos = len(bruto.lstrip("+-").lstrip("0")) or 1
    if algarismos > max_algarismos:
        raise NumeroInvalido(f"número grande demais ({algarismos} algarismos; o limite é {max_algarismos})")
    return int(bruto)


def e_decimal(texto: str) -> bool:
    """``texto`` is written as a decimal integer (of any length)."""
    return bool(_DECIMAL.fullmatch(texto.strip()))


def resumir(texto: str, limite: int = 60) -> str:
    """``texto`` cut to ``limite`` characters with an ellipsis, to echo a hostile input back."""
    return texto if len(texto) <= limite else texto[: limite - 1] + "…"
