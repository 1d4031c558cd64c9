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


TODOS = "todos"  # `--sistema todos`: the cases of every system (listar and treino show the MTG's by default)



def _completar_ou_todos(incompleto: str) -> list[str]:
    return [i for i in (*ids(), TODOS) if i.startswith(incompleto)]


OpcaoSistemaDosCasos = Annotated[str | None, typer.Option(
    "--sistema", metavar="SISTEMA", show_default=False, autocompletion=_completar_ou_todos,
    help=f"Só os casos deste sistema de regras: {', '.join(ids())}, ou {TODOS} (padrão: {ids()[0]}, ou o "
         "sistema que --artigo nomeia).")]

OpcaoSistemaVerificar = Annotated[str | None, typer.Option(
    "--sistema", metavar="SISTEMA", show_default=False, autocompletion=_completar,
    help=f"Só os casos deste sistema de regras: {', '.join(ids())} (padrão: os de todos).")]


def id_dos_casos(nome: str | None, artigo: str | None = None) -> str | None:
    """The system whose cases ``casos listar`` and ``treino`` take: the one ``--sistema`` names (None for
    ``todos``: every system), else the one ``--artigo`` names ("Paulista, truco"), else the MTG, as for every other
    command; a judge training for the MTG table is not asked about a paulista hand (issue 20)."""
    from arbitro.sistemas import PADRAO, identificar

    if nome is not None:
        return None if nome.strip().lower() == TODOS else id_do_sistema(nome)
    primeira, virgula, _resto = (artigo or "").partition(",")
    return (identificar(primeira) if virgula else None) or PADRAO


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
