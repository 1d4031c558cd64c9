"""Output helpers shared by the commands: one console, JSON, and the single exit path for errors.

Exit codes (README): 0 a ruling or an answer, 1 a case check failed, 2 invalid input, 3 the output
could not be written.
"""

from __future__ import annotations

import errno
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
SAIDA_ESCRITA = 3  # the output could not be written (arbitro.inicio.protegido)


@cache
def console() -> Console:
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            # rich exits with 1; a reader that went away (`| head`) is not an error (arbitro.inicio.protegido)
            self.quiet = True
            raise BrokenPipeError(errno.EPIPE, "quem lia a saída a fechou")

    # Every user string is printed literally: a name like "[bold red]X" or ":smile:" is text, not markup.
    return _Console(highlight=False, soft_wrap=False, markup=False, emoji=False)


@cache
def console_erro() -> Console:
    from rich.console import Console

    return Console(stderr=True, highlight=False, markup=False, emoji=False)


def imprimir_json(dados: Any) -> None:
    sys.stdout.write(json.dumps(dados, ensure_ascii=False, indent=2) + "\n")


def invalido(mensagens: Iterable[str]) -> NoReturn:
    """Print one line per problem on stderr and exit with status 2 (invalid input)."""
    import typer

    for m in mensagens:
        sys.stderr.write(f"{m}\n")
    raise typer.Exit(SAIDA_INVALIDA)
