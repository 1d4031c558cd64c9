"""Which module registers each command: the app imports only the module of the command being run.

Importing every command module costs start-up time the judge waits for (issue 13), so registration
is lazy: :func:`registrar_para` imports the modules of the command named on the command line, and
everything only for help, completion or a name it does not know (whose suggestion needs them all).

To add a command, add one line to :data:`COMANDOS` — its name and the module(s) under
``arbitro.cli`` that register it on :data:`arbitro.cli.app.app` — and write that module with
``@app.command("nome")`` (or ``app.add_typer(...)`` for a group of subcommands).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence

COMANDOS: dict[str, tuple[str, ...]] = {
    "resolve": ("resolve",),
    "pode": ("pode",),
    "artigo": ("artigo",),
    "regulamento": ("artigo", "cobertura"),
    "envido": ("calculadoras",),
    "flor": ("calculadoras",),
    "vaza": ("calculadoras",),
    "falta": ("calculadoras",),
    "casos": ("casos",),
    "treino": ("treino",),
    "novo": ("novo",),
    "falas": ("falas",),
    "leituras": ("leituras",),
    "esquema": ("esquema",),
    "partida": ("partida",),
    "jogo": ("jogo",),
    "classificacao": ("classificacao",),
    "sumula": ("sumula",),
    "mesa": ("mesa",),
    "torneio": ("torneio",),
    "circuito": ("circuito",),
    "servidor": ("servidor",),
}


def registrar(*modulos: str) -> None:
    """Import the command modules ``arbitro.cli.<modulo>`` (each registers itself once)."""
    for modulo in modulos:
        importlib.import_module(f"arbitro.cli.{modulo}")


def registrar_todos() -> None:
    registrar(*dict.fromkeys(m for ms in COMANDOS.values() for m in ms))


def _completando() -> bool:
    return any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)


def registrar_para(args: Sequence[str]) -> None:
    """Register what the command line ``args`` needs: its command's modules, or all of them."""
    nome = next((a for a in args if not a.startswith("-")), None)
    if nome in COMANDOS and not _completando():
        registrar(*COMANDOS[nome])
    else:
        registrar_todos()
