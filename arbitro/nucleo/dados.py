"""Where the bundled data folders (`regulamento/`, `casos/`) are found.

An installed wheel carries them under ``arbitro/_dados``; an editable install or a checkout reads
them straight from the repository's top level.
"""

from __future__ import annotations

from pathlib import Path

_PACOTE = Path(__file__).resolve().parents[1]  # the arbitro package


def pasta(nome: str) -> Path:
    """The bundled folder `nome` (``"regulamento"`` or ``"casos"``)."""
    instalada = _PACOTE / "_dados" / nome
    if instalada.is_dir():
        return instalada
    return _PACOTE.parent / nome
