"""`arbitro sumula JOGO.yaml [-o sumula.html] [--forcar]`: the jogo's súmula (Art. 4; D, d) as one HTML page
that prints on one A4 sheet, with the lines for the capatazes' and the judge's signatures.

Without ``-o`` the page goes to standard output. A file is written to a temporary file beside it and moved
into place; an existing file is never overwritten without ``--forcar``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli.app import app
from arbitro.cli.jogo import julgar
from arbitro.cli.partida import OpcaoLeituras, invalido


@app.command("sumula")
def sumula(
    arquivo: Annotated[Path, typer.Argument(metavar="JOGO.yaml", help="O jogo, em YAML.")],
    saida_arquivo: Annotated[Path | None, typer.Option(
        "--saida", "-o", metavar="SUMULA.html", help="Grava a súmula neste arquivo (padrão: a saída padrão).")] = None,
    forcar: Annotated[bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")] = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Súmula do jogo em HTML (uma página A4) para os dois capatazes e o juiz assinarem (Art. 4)."""
    from arbitro.torneio.sumula import html

    pagina = html(julgar(arquivo, leituras))
    if saida_arquivo is None:
        sys.stdout.write(pagina)
        return
    if saida_arquivo.exists() and not forcar:
        invalido([f"erro: {saida_arquivo} já existe; use --forcar para sobrescrever."])
    gravar(saida_arquivo, pagina)
    sys.stderr.write(f"Súmula gravada em {saida_arquivo}. Abra no navegador e imprima em A4 (Art. 4).\n")


def gravar(destino: Path, texto: str) -> None:
    """Write ``texto`` to a temporary file in the same folder and move it over ``destino``."""
    pasta = destino.parent if str(destino.parent) else Path(".")
    try:
        fd, temporario = tempfile.mkstemp(prefix=f".{destino.name}.", suffix=".tmp", dir=pasta)
    except OSError as e:
        invalido([f"erro: não foi possível gravar em {pasta}: {e.strerror or e}"])
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(texto)
        os.replace(temporario, destino)
    except OSError as e:
        Path(temporario).unlink(missing_ok=True)
        invalido([f"erro: não foi possível gravar {destino}: {e.strerror or e}"])
