"""Output helpers shared by the commands: one console, JSON, and the single exit path for errors.

Exit codes (README): 0 a ruling or an answer, 1 a case check failed, 2 invalid input, 3 the output
could not be written.
"""

from __future__ import annotations

import errno
import json
import os
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


# --- text that fits the screen (issue 13: no word cut at 40 columns) ----------------------------------

def largura() -> int:
    return console().width


def paragrafos(texto: str) -> str:
    """A text written with hard line breaks (a YAML block) reflowed: one line per paragraph, so that the
    console wraps it to its own width."""
    return "\n\n".join(" ".join(p.split()) for p in texto.strip().split("\n\n"))


def quebrar_id(id_: str, recuo: int = 0) -> str:
    """A case ID that may not fit the line: broken after hyphens, never inside a word."""
    livre = max(12, largura() - recuo)
    if len(id_) <= livre:
        return id_
    linhas: list[str] = []
    atual = ""
    for parte in id_.split("-"):
        peca = parte if not atual else f"-{parte}"
        if atual and len(atual) + len(peca) + 1 > livre:
            linhas.append(atual + "-")
            atual = parte
        else:
            atual += peca
    linhas.append(atual)
    return "\n".join(linhas)


def recuado(conteudo: Any, recuo: int = 4) -> Any:
    """``conteudo`` wrapped to the console's width with every line indented by ``recuo``."""
    from rich.padding import Padding

    return Padding(conteudo, (0, 0, 0, recuo))


def itens(linhas: Any, recuo: int = 2, marca: str = "•") -> None:
    """A bulleted list whose wrapped lines stay under their text, after the bullet."""
    from rich.table import Table

    grade = Table.grid(padding=(0, 1))
    grade.add_column(no_wrap=True)
    grade.add_column()
    for linha in linhas:
        grade.add_row(" " * recuo + marca, linha)
    console().print(grade)


# --- the one writer of every `-o` (issue 21, item 3) -----------------------------------------------------------

def gravar(destino: str | os.PathLike[str], texto: str, forcar: bool = False,
           se_existe: str = "use --forcar para sobrescrever") -> None:
    """Write the output of a command's ``-o`` through :func:`arbitro.nucleo.arquivos.gravar` (regular files only,
    the existing file's mode kept, nothing left behind); any refusal exits 2 with its message in Portuguese."""
    from arbitro.nucleo.arquivos import GravacaoInvalida
    from arbitro.nucleo.arquivos import gravar as gravar_seguro

    try:
        gravar_seguro(destino, texto, forcar, se_existe)
    except GravacaoInvalida as e:
        invalido([f"erro: {e.mensagem}"])
