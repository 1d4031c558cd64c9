"""The typer application every command module registers on (see :mod:`arbitro.cli.comandos`)."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli.portugues import App

app = App(
    name="arbitro",
    help="Assistente do juiz de Truco Cego (regulamento do MTG): resolve disputas citando o artigo.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)


def _versao(mostrar: bool) -> None:
    if mostrar:
        from arbitro import __version__

        typer.echo(f"arbitro {__version__}")
        raise typer.Exit()


@app.callback()
def _principal(
    versao: Annotated[bool, typer.Option("--version", "-V", help="Mostra a versão e sai.", callback=_versao,
                                         is_eager=True)] = False,
) -> None:
    """Assistente do juiz de Truco Cego (regulamento do MTG): resolve disputas citando o artigo."""
