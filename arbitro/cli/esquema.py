"""`arbitro esquema`: the JSON Schema (draft-07) of a scenario, for the editor (issue 6, item 4).

Write it next to the cases (``arbitro esquema > arbitro-esquema.json``) and start each case with the
modeline ``# yaml-language-server: $schema=arbitro-esquema.json``: the VS Code YAML extension then
completes keys, speech phrases and incident kinds and marks mistakes while typing.
"""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app


@app.command("esquema")
def esquema(
    modeline: Annotated[bool, typer.Option(
        "--modeline", help="Imprime só a linha que liga um cenário ao esquema (para colar no topo do YAML).",
    )] = False,
) -> None:
    """Imprime o JSON Schema (draft-07) do cenário, para o editor completar e conferir o YAML."""
    from arbitro.cenario import esquema as e

    if modeline:
        typer.echo(e.MODELINE)
        return
    saida.imprimir_json(e.esquema())
