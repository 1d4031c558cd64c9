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
import io
import os
import sys
from collections.abc import Callable
from pathlib import Path

SAIDA_INVALIDA = 2  # exit status for invalid input (README; arbitro.cli.saida.SAIDA_INVALIDA)
SAIDA_ESCRITA = 3  # the output could not be written (README)
_OPCOES = ("--json", "--citar", "--citar-tudo")


def linha_de_resolve(args: list[str]) -> tuple[Path, bool, bool, Path | None, bool] | None:
    """``(caso, json, citar, leituras, citar_tudo)`` when ``args`` is exactly ``resolve CASO.yaml`` plus
    ``--json``, ``--citar``, ``--citar-tudo`` and ``--leituras ARQUIVO`` (each at most once, in any order); None
    for any other command line."""
    if len(args) < 2 or args[0] != "resolve":
        return None
    caso: str | None = None
    leituras: str | None = None
    opcoes: set[str] = set()
    resto = iter(args[1:])
    for arg in resto:
        if arg in _OPCOES and arg not in opcoes:
            opcoes.add(arg)
        elif arg == "--leituras" and leituras is None:
            leituras = next(resto, "")
            if not leituras or leituras.startswith("-"):
                return None
        elif arg and (arg == "-" or not arg.startswith("-")) and caso is None:  # "-": standard input
            caso = arg
        else:
            return None
    if caso is None or (os.name == "nt" and any(c in f"{caso}{leituras or ''}" for c in "*?[")):
        return None  # typer expands globs on Windows
    return (Path(caso), "--json" in opcoes, "--citar" in opcoes, Path(leituras) if leituras else None,
            "--citar-tudo" in opcoes)


def _completando() -> bool:
    """Shell completion asks through an environment variable (``_ARBITRO_COMPLETE``): typer answers it."""
    return any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)


def resolve(caso: Path, json_: bool, citar: bool, leituras: Path | None = None, citar_tudo: bool = False) -> int:
    """`arbitro resolve` without typer: prints the ruling (or the problems, on stderr); the exit status."""
    from arbitro.julgar import CenarioInvalido, decidir

    try:
        decisao, regulamento = decidir(caso, leituras)
    except CenarioInvalido as erro:
        for p in erro.problemas:
            sys.stderr.write(f"{p}\n")
        return SAIDA_INVALIDA
    if json_:
        import json

        sys.stdout.write(json.dumps(decisao.json(), ensure_ascii=False, indent=2) + "\n")
        return 0
    from arbitro.cli import render, saida

    render.decisao(saida.console(), decisao, regulamento, citar=citar, citar_tudo=citar_tudo)
    return 0


def main() -> None:
    """Entry point of the `arbitro` command and of ``python -m arbitro``."""
    sys.exit(protegido(_despachar))


def _despachar() -> int:
    linha = None if _completando() else linha_de_resolve(sys.argv[1:])
    if linha is None:
        from arbitro.cli import main as cli

        cli()
        return 0
    return resolve(*linha)


class _Fechada(io.TextIOBase):
    """Standard output when the process started with it closed (``arbitro … >&-``): writing fails."""

    def write(self, _texto: str) -> int:
        raise OSError(errno.EBADF, "saída padrão fechada")


def protegido(comando: Callable[[], int]) -> int:
    """Run ``comando`` and return its exit status; an output error never leaves as a traceback.

    A reader that went away (``arbitro … | head``) is not an error: exit 0, quietly. Any other failure
    to write the output — a full disk, a closed stdout, a console that cannot encode Portuguese —
    is one line on stderr and :data:`SAIDA_ESCRITA` (README, exit codes).
    """
    if sys.stdout is None:
        sys.stdout = _Fechada()
    try:
        try:
            codigo = comando()
        except SystemExit as e:
            codigo = _codigo(e)
        sys.stdout.flush()
        return codigo
    except KeyboardInterrupt:
        return 130
    except Exception as e:
        causa = getattr(e, "causa", e)  # arbitro.cli.portugues.ErroDeSaida carries the OSError
        if isinstance(causa, OSError) and causa.errno == errno.EPIPE:
            _calar()
            return 0
        if isinstance(causa, OSError):
            from arbitro.nucleo.arquivos import mensagem_do_sistema

            _avisar(f"erro: não foi possível escrever a saída ({mensagem_do_sistema(causa)})")
        elif isinstance(causa, UnicodeEncodeError):
            _avisar(f"erro: a saída (codificação {causa.encoding}) não aceita os caracteres do português; "
                    "use um terminal em UTF-8 ou PYTHONIOENCODING=utf-8")
        else:
            raise
        _calar()
        return SAIDA_ESCRITA


def _codigo(e: SystemExit) -> int:
    if e.code is None or isinstance(e.code, int):
        return e.code or 0
    _avisar(str(e.code))
    return 1


def _avisar(mensagem: str) -> None:
    try:
        try:
            mensagem.encode(sys.stderr.encoding or "utf-8")
        except (UnicodeEncodeError, LookupError):  # an ASCII console: the message without accents
            import unicodedata

            mensagem = unicodedata.normalize("NFKD", mensagem).encode("ascii", "ignore").decode()
        sys.stderr.write(mensagem + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass  # stderr is gone too: the exit status still says it


def _calar() -> None:
    """Point stdout at the null device, so that the interpreter's last flush cannot fail again."""
    try:
        nulo = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nulo, 1)
        os.close(nulo)
    except OSError:
        pass
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (lives until exit)
