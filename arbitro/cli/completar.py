"""Shell completion of values (issue 13): case IDs, article IDs and themes.

Completion runs on every Tab, so these read as little as they can: the case IDs are the file names of
the library (a case's id is its file name), the themes a quick look at each file's ``temas:`` line.
"""

from __future__ import annotations

import re
from pathlib import Path

_TEMAS = re.compile(r"^temas:\s*\[(.*)\]\s*$", re.M)


def _arquivos() -> list[Path]:
    from arbitro.nucleo import dados

    return sorted(dados.pasta("casos").glob("**/*.yaml"))


def casos(incompleto: str) -> list[str]:
    """The library's case IDs that start with what was typed."""
    return [p.stem for p in _arquivos() if p.stem.startswith(incompleto)]


def artigos(incompleto: str) -> list[str]:
    """The canonical article IDs that continue what was typed: as written (``Art. XIII, c``) or in one word
    (``XIII,c``, ``xiii,c``), since the shell completes a word and the text is compared letter by letter."""
    from arbitro.sistemas.mtg.artigos import IDS_CANONICOS

    saida: dict[str, None] = {}
    for i in IDS_CANONICOS:
        junto = i.removeprefix("Art. ").replace(", ", ",").replace(" ", "-")
        for forma in (i, junto, junto.lower()):
            if forma.startswith(incompleto):
                saida.setdefault(forma, None)
    return list(saida)


def temas(incompleto: str) -> list[str]:
    """The themes of the library's cases that start with what was typed."""
    vistos: dict[str, None] = {}
    for p in _arquivos():
        try:
            texto = p.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for grupo in _TEMAS.findall(texto):
            for tema in grupo.split(","):
                tema = tema.strip().strip("'\"")
                if tema.startswith(incompleto):
                    vistos.setdefault(tema, None)
    return sorted(vistos)
