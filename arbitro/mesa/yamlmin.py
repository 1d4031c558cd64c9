"""The partida file (contract v2 §9) written by hand, in a stable and readable layout.

PyYAML's emitter is slow for a file rewritten after every event and lays events out in blocks; the judge reads
one event per line (``- {Bento: truco}``). Only the values the session holds are emitted: mappings, lists,
strings, integers, booleans and null. A string is written plain only when YAML 1.1 reads it back as the same
string; anything else is double-quoted (a JSON string is a valid YAML double-quoted scalar).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

# Plain when it starts with a letter and holds only letters, digits, spaces and a few marks, and a short card
# (``1E``, ``12c``) — never a word YAML 1.1 reads as a boolean or null.
_PLANO = re.compile(r"^(?:[^\W\d_][\w'.-]*(?: [\w'.-]+)*|\d{1,2}[A-Za-z])$")
_ESPECIAIS = frozenset({"yes", "no", "true", "false", "on", "off", "null", "y", "n"})


def escalar(valor: object) -> str:
    if valor is None:
        return "null"
    if isinstance(valor, bool):
        return "true" if valor else "false"
    if isinstance(valor, int):
        return str(valor)
    texto = str(valor)
    if _PLANO.match(texto) and texto.lower() not in _ESPECIAIS:
        return texto
    return json.dumps(texto, ensure_ascii=False)


def fluxo(valor: Any) -> str:
    """``valor`` in YAML flow style, on one line."""
    if isinstance(valor, Mapping):
        return "{" + ", ".join(f"{escalar(k)}: {fluxo(v)}" for k, v in valor.items()) + "}"
    if isinstance(valor, Sequence) and not isinstance(valor, str):
        return "[" + ", ".join(fluxo(v) for v in valor) + "]"
    return escalar(valor)


def eventos(lista: Sequence[Any], recuo: int) -> list[str]:
    """The ``eventos:`` key and its items, one event a line, indented by ``recuo``."""
    espaco = " " * recuo
    if not lista:
        return [f"{espaco}eventos: []"]
    return [f"{espaco}eventos:", *(f"{espaco}  - {fluxo(ev)}" for ev in lista)]
