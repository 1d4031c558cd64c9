"""Start-up of the `arbitro` command: the ruling goes straight, every other command line through typer.

The judge waits for `arbitro resolve` in the middle of a dispute, and the typer app costs more than the
ruling itself: importing typer and every command module, and typer's parameter coercion, which builds
pydantic validators on each call (tens of milliseconds, issue 7). So :func:`main` answers the command
line ``resolve CASO.yaml [--json] [--citar]`` itself — with :func:`decidir`, the same code the
``resolve`` command runs, and the same output and exit codes — and hands anything else (``--help``, a
misspelt option, every other command) to :func:`arbitro.cli.main` unchanged.

This module sits outside :mod:`arbitro.cli` because importing that package registers every command;
it imports neither typer nor rich (the human rendering imports them when asked for).
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbitro.motor.decisao import Decisao
    from arbitro.regulamento import Regulamento

SAIDA_INVALIDA = 2  # exit status for invalid input (README; arbitro.cli.saida.SAIDA_INVALIDA)
_OPCOES = ("--json", "--citar")


class EntradaInvalida(Exception):
    """The scenario file cannot be ruled on; ``mensagens`` are its ``arquivo:linha:coluna: mensagem`` lines."""

    def __init__(self, mensagens: list[str]) -> None:
        super().__init__("\n".join(mensagens))
        self.mensagens = mensagens


def decidir(caso: Path) -> tuple[Decisao, Regulamento]:
    """The ruling on the scenario file ``caso``, and the regulation it was ruled under.

    Raises :class:`EntradaInvalida` when the file is not a valid scenario or names an unknown regulation.
    """
    from arbitro.cenario.carregar import CenarioInvalido, carregar
    from arbitro.motor import resolver
    from arbitro.regulamento import RegulamentoDesconhecido
    from arbitro.regulamento import carregar as carregar_regulamento

    try:
        cenario = carregar(caso)
    except CenarioInvalido as erro:
        raise EntradaInvalida([str(p) for p in erro.problemas]) from None
    try:
        regulamento = carregar_regulamento(cenario.regulamento)
    except RegulamentoDesconhecido as erro:
        raise EntradaInvalida([f"{caso}:1:1: {erro}"]) from None
    return resolver(cenario, regulamento), regulamento


def linha_de_resolve(args: list[str]) -> tuple[Path, bool, bool] | None:
    """``(caso, json, citar)`` when ``args`` is exactly ``resolve CASO.yaml`` plus ``--json`` and/or
    ``--citar`` (each at most once, in any order); None for any other command line."""
    if len(args) < 2 or args[0] != "resolve":
        return None
    caso: str | None = None
    opcoes: set[str] = set()
    for arg in args[1:]:
        if arg in _OPCOES and arg not in opcoes:
            opcoes.add(arg)
        elif arg and (arg == "-" or not arg.startswith("-")) and caso is None:  # "-": standard input
            caso = arg
        else:
            return None
    if caso is None or (os.name == "nt" and any(c in caso for c in "*?[")):  # typer expands globs on Windows
        return None
    return Path(caso), "--json" in opcoes, "--citar" in opcoes


def _completando() -> bool:
    """Shell completion asks through an environment variable (``_ARBITRO_COMPLETE``): typer answers it."""
    return any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)


def resolve(caso: Path, json_: bool, citar: bool) -> int:
    """`arbitro resolve` without typer: prints the ruling (or the problems, on stderr); the exit status."""
    try:
        decisao, regulamento = decidir(caso)
    except EntradaInvalida as erro:
        for m in erro.mensagens:
            sys.stderr.write(f"{m}\n")
        return SAIDA_INVALIDA
    if json_:
        import json

        sys.stdout.write(json.dumps(decisao.json(), ensure_ascii=False, indent=2) + "\n")
        return 0
    from arbitro.cli import render, saida

    render.decisao(saida.console(), decisao, regulamento, citar=citar)
    return 0


def main() -> None:
    """Entry point of the `arbitro` command and of ``python -m arbitro``."""
    linha = None if _completando() else linha_de_resolve(sys.argv[1:])
    if linha is None:
        from arbitro.cli import main as cli

        cli()
        return
    # What typer's standalone mode does around a command, for the same exit codes.
    try:
        codigo = resolve(*linha)
        sys.stdout.flush()
    except KeyboardInterrupt:
        codigo = 130
    except OSError as e:
        if e.errno != errno.EPIPE:
            raise
        # The reader went away (`arbitro resolve … | head`): exit quietly, as typer does.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        codigo = 1
    sys.exit(codigo)
