"""Command line: a thin layer that loads, calls the library and renders.

Each command lives in its own module and registers itself on :data:`arbitro.cli.app.app` when
imported; :mod:`arbitro.cli.comandos` says which module holds which command and imports only the one
the command line needs; :func:`registrar_todos` registers every command (tests, help).
"""

from __future__ import annotations

import sys

from arbitro.cli.comandos import registrar_para, registrar_todos

__all__ = ["main", "registrar_todos"]


def main() -> None:
    from arbitro.cli.app import app

    registrar_para(sys.argv[1:])
    app(prog_name="arbitro")
