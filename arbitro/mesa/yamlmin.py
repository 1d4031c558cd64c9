"""The partida file (contract v2 §9) written by hand, in a stable and readable layout.

PyYAML's emitter is slow for a file rewritten after every event and lays events out in blocks; the judge reads
one event per line (``- {Bento: truco}``). Only the values the session holds are emitted: mappings, lists,
strings, integers, booleans and null. A string is written plain only when YAML 1.1 reads it back as the same
string; anything else is double-quoted (a JSON string is a valid YAML double-quoted scalar).

A file is read back (:func:`valor`) with the loader's scalar rules (:mod:`arbitro.cenario.leitor`), not PyYAML's
constructors: ``010`` is not 8, ``0x10`` is not 16, ``no`` is not false (issue 21, item 1). A plain scalar the loader
would read differently from its YAML 1.1 value is kept as it was written (:class:`Plano`) and written back so.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from yaml.nodes import Node

# Plain when it starts with a letter and holds only letters, digits, spaces and a few marks, and a short card
# (``1E``, ``12c``) — never a word YAML 1.1 reads as a boolean or null.
_PLANO = re.compile(r"^(?:[^\W\d_][\w'.-]*(?: [\w'.-]+)*|\d{1,2}[A-Za-z])$")
_ESPECIAIS = frozenset({"yes", "no", "true", "false", "on", "off", "null", "y", "n"})


class Plano(str):
    """A plain scalar of the file that YAML 1.1 would not read as a string (``0x10``, ``1_000``, ``010``, ``yes``,
    ``=``): written back exactly as it was, so that the loader reads it as it read it before."""


def escalar(valor: object) -> str:
    if isinstance(valor, Plano):
        return str.__str__(valor)
    if valor is None:
        return "null"
    if isinstance(valor, bool):
        return "true" if valor else "false"
    if isinstance(valor, int):
        return str(valor)
    texto = str(valor)
    if _PLANO.match(texto) and texto.lower() not in _ESPECIAIS and _e_texto(texto):
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


@cache
def _e_texto(texto: str) -> bool:
    """YAML 1.1 reads the plain ``texto`` as a string (not a number, a date, ``=``…)."""
    from yaml.nodes import ScalarNode

    from arbitro.cenario.leitor import STR
    from arbitro.cenario.yamlpos import _resolver

    return _resolver(ScalarNode, texto, (True, False)) == STR


def valor(no: Node) -> Any:
    """The value of a node as the loader reads it: a decimal written as such is an integer, ``true``/``false`` a
    boolean, ``null`` nothing; a quoted scalar is a string; any other plain scalar is kept as written
    (:class:`Plano`)."""
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    from arbitro.cenario.leitor import BOOL, DECIMAL, INT, NULL, STR

    if isinstance(no, MappingNode):
        return {str(k.value): valor(v) for k, v in no.value}
    if isinstance(no, SequenceNode):
        return [valor(v) for v in no.value]
    assert isinstance(no, ScalarNode)
    texto = str(no.value)
    if no.style or no.tag == STR:  # plain: style None or "" (libyaml)
        return texto
    if no.tag == INT and len(texto) <= 18 and DECIMAL.match(texto) and str(int(texto)) == texto:
        return int(texto)
    if no.tag == BOOL and texto.lower() in ("true", "false"):
        return texto.lower() == "true"
    if no.tag == NULL and texto in ("", "~", "null", "Null", "NULL"):
        return None
    return Plano(texto)
