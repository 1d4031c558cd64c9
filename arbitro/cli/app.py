"""The typer application every command module registers on."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="arbitro",
    help="Assistente do juiz de Truco Cego (regulamento do MTG): resolve disputas citando o artigo.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)
