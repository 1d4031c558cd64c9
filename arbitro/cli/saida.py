"""Output helpers shared by the commands: one console, JSON, and the single exit path for errors.

Exit codes (README): 0 a ruling or an answer, 1 a case check failed, 2 invalid input.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from rich.console import Console

SAIDA_OK = 0
SAIDA_FALHA = 1
SAIDA_INVALIDA = 2


@cache
def console() -> Console:
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


@cache
def console_erro() -> Console:
    from rich.console import Console

    return Console(stderr=True, highlight=False)


def imprimir_json(dados: Any) -> None:
    sys.stdout.write(json.dumps(dados, ensure_ascii=False, indent=2) + "\n")


def invalido(mensagens: Iterable[str]) -> NoReturn:
    """Print one line per problem on stderr and exit with status 2 (invalid input)."""
    import typer

    for m in mensagens:
        sys.stderr.write(f"{m}\n")
    raise typer.Exit(SAIDA_INVALIDA)
