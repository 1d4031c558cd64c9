"""Text a user wrote (a trio's name, a tournament's title) placed in a document another program interprets: a
spreadsheet cell (``--csv``) or Markdown (``--markdown``). It must come out as the text it is, never as a formula,
a tag or a link (issue 21).
"""

from __future__ import annotations

import re

# OWASP, "CSV Injection": a cell starting with one of these is read by a spreadsheet as a formula (or, with tab and
# CR, shifts into one); a leading single quote makes it text and is not shown.
_FORMULA = ("=", "+", "-", "@", "\t", "\r")

# Markdown's own marks that change what a text is (emphasis, code, links, images, a table's pipe, an escape);
# backslash-escaped they print as themselves. HTML goes as entities: a ``<script>`` is shown, not run.
_MARCAS_MARKDOWN = re.compile(r"([\\`*_\[\]|!#~])")
_INICIO_DE_LISTA = re.compile(r"^(\s*|\s*[0-9]+)([-+.)])")
_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}


def planilha(texto: str) -> str:
    """``texto`` for a text column of a CSV: prefixed with ``'`` when a spreadsheet would take it for a formula.

    Only for text columns: a number column (the saldo, ``-40``) is written by arbitro itself, never from what a
    user typed, and must stay a number for the spreadsheet to sum it."""
    return "'" + texto if texto.startswith(_FORMULA) else texto


def markdown(texto: str) -> str:
    """``texto`` inside Markdown (a table cell, a heading, a list item): HTML as entities, Markdown's marks
    escaped, a line break as a space (one cell, one line)."""
    texto = "".join(_HTML.get(c, c) for c in texto)
    texto = _MARCAS_MARKDOWN.sub(r"\\\1", texto)
    texto = " ".join(texto.splitlines())
    # At the start of a list item a "+ x", "- x" or "1. x" would open a list of its own.
    return _INICIO_DE_LISTA.sub(r"\1\\\2", texto, count=1)
