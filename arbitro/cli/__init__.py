"""Command line: a thin layer that loads, calls the library and renders.

Each command lives in its own module and registers itself on :data:`arbitro.cli.app.app`.
"""

from __future__ import annotations

from arbitro.cli import comandos as _comandos  # noqa: F401  (registers the commands)
from arbitro.cli.app import app

__all__ = ["app", "main"]


def main() -> None:
    app()
