"""The ``--sistema`` option every command that depends on the rule system shares, and its one error message."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli import saida
from arbitro.sistemas import ids

if TYPE_CHECKING:
    from arbitro.nucleo.sistema import Sistema


def _completar(incompleto: str) -> list[str]:
    return [i for i in ids() if i.startswith(incompleto)]


OpcaoSistema = Annotated[str | None, typer.Option(
    "--sistema", metavar="SISTEMA", show_default=False, autocompletion=_completar,
    help=f"Sistema de regras: {', '.join(ids())} (o primeiro é o padrão).")]


def id_do_sistema(nome: str | None) -> str:
    """The id ``--sistema`` names (MTG when absent), or exit 2 with the known systems and the nearest one."""
    from arbitro.sistemas import PADRAO, SistemaDesconhecido, identificar

    if nome is None:
        return PADRAO
    id_ = identificar(nome)
    if id_ is None:
        saida.invalido([f"erro: --sistema: {SistemaDesconhecido(nome)}"])
    return id_


def id_filtrado(nome: str | None) -> str | None:
    """The id ``--sistema`` names, or None when it was not given (no filter)."""
    return None if nome is None else id_do_sistema(nome)


def sistema_escolhido(nome: str | None) -> Sistema:
    from arbitro.sistemas import sistema

    return sistema(id_do_sistema(nome))
