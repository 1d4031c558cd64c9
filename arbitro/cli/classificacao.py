"""`arbitro classificacao TORNEIO.yaml [--json|--csv|--markdown] [--leituras ARQ]`: the standings (contract
v2 §11), each column headed by the S item that ranks by it."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import (
    OpcaoJson,
    OpcaoLeituras,
    esclarecimentos_de,
    invalido,
    observacoes,
    ou_invalido,
    sistema_do_arquivo,
)
from arbitro.sistemas import PADRAO

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.nucleo.decisao import Observacao
    from arbitro.torneio.classificacao import Classificacao
    from arbitro.torneio.jogo_geral import Tabela
    from arbitro.torneio.observacoes import Obs

COLUNAS = ("posicao", "trio", "vitorias", "partidas", "tentos", "saldo", "criterio")
TITULOS = ("Pos.", "Trio", "Vitórias (S, a)", "Partidas (S, b)", "Tentos (S, c)", "Saldo (S, d)", "Critério")


@app.command("classificacao")
def classificacao(
    arquivo: Annotated[Path, typer.Argument(metavar="TORNEIO.yaml", help="Os jogos do torneio, em YAML.")],
    json_: OpcaoJson = False,
    csv_: Annotated[bool, typer.Option("--csv", help="A tabela em CSV.")] = False,
    markdown: Annotated[bool, typer.Option("--markdown", help="A tabela e as observações em Markdown.")] = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Classificação do torneio pela Sinopse (S, a a S, f), com o critério de cada posição."""
    if sum((json_, csv_, markdown)) > 1:
        invalido(["erro: escolha uma só saída: --json, --csv ou --markdown"])
    formato = "json" if json_ else "csv" if csv_ else "markdown" if markdown else ""
    if sistema_do_arquivo(arquivo) != PADRAO:
        tabela = ou_invalido(lambda: _tabela_geral(arquivo, leituras))
        _imprimir(formato, tabela.json, lambda: em_csv_geral(tabela), lambda: em_markdown_geral(tabela),
                  lambda: mostrar_geral(saida.console(), tabela))
        return
    from arbitro.torneio.carregar_torneio import carregar_torneio
    from arbitro.torneio.classificacao import classificar
    from arbitro.torneio.entrada import contexto

    def tudo() -> Classificacao:
        ctx, registro = contexto(leituras)
        torneio, ctx = carregar_torneio(arquivo, ctx, registro)
        return classificar(torneio, ctx)

    from arbitro.torneio.documento import sem_coleta

    with sem_coleta():  # a big tournament is hundreds of thousands of objects (see sem_coleta)
        c = ou_invalido(tudo)
        _imprimir(formato, c.json, lambda: em_csv(c), lambda: em_markdown(c), lambda: mostrar(saida.console(), c))


def _imprimir(formato: str, json_: Callable[[], dict[str, Any]], csv_: Callable[[], str],
              markdown: Callable[[], str], pessoas: Callable[[], None]) -> None:
    """The standings in the one form asked: JSON, CSV, Markdown, or for people."""
    if formato == "json":
        saida.imprimir_json(json_())
    elif formato == "csv":
        sys.stdout.write(csv_())
    elif formato == "markdown":
        sys.stdout.write(markdown())
    else:
        pessoas()


# The columns whose cells are text (a name a user typed, a criterion); the others are numbers arbitro computes.
TEXTO = frozenset({"trio", "criterio"})


def _linhas(c: Classificacao) -> list[list[str]]:
    return [["" if v is None else str(v) for v in (linha.json()[k] for k in COLUNAS)] for linha in c.linhas]


def em_csv(c: Classificacao) -> str:
    """The table for a spreadsheet: a trio named ``=1+1`` or ``@SUM(A1)`` is text, not a formula (OWASP: a
    leading quote); the saldo ``-40`` stays a number, being arbitro's own (issue 21)."""
    return _csv(COLUNAS, TEXTO, _linhas(c))


def _csv(colunas: tuple[str, ...], texto: frozenset[str], linhas: list[list[str]]) -> str:
    from arbitro.nucleo.celulas import planilha

    buf = io.StringIO()
    escritor = csv.writer(buf, lineterminator="\n")
    escritor.writerow(colunas)
    escritor.writerows([planilha(x) if k in texto else x for k, x in zip(colunas, linha, strict=True)]
                       for linha in linhas)
    return buf.getvalue()


def em_markdown(c: Classificacao) -> str:
    """The table and the observations to publish: every name and the title escaped (HTML, Markdown's marks,
    line breaks), so a ``<script>`` in a name is shown, never run (issue 21)."""
    return _markdown(c.torneio.nome or "Classificação", TITULOS, COLUNAS, TEXTO, _linhas(c), c.observacoes)


def _markdown(titulo: str, titulos: tuple[str, ...], colunas: tuple[str, ...], texto: frozenset[str],
              linhas: list[list[str]], obs: Sequence[Obs | Observacao]) -> str:
    from arbitro.nucleo.celulas import markdown as celula

    saida_md = [f"# {celula(titulo)}", "", "| " + " | ".join(titulos) + " |",
                "|" + "|".join(["---:", ":---", "---:", "---:", "---:", "---:", ":---"]) + "|"]
    saida_md += ["| " + " | ".join((celula(x) if k in texto else x) or "—" for k, x in zip(colunas, linha, strict=True))
                 + " |" for linha in linhas]
    if obs:
        saida_md += ["", "## Observações", ""]
        saida_md += [f"- {celula(o.texto)}" + (f" ({celula('; '.join(o.artigos))})" if o.artigos else "")
                     for o in obs]
    return "\n".join(saida_md) + "\n"


def mostrar(console: Console, c: Classificacao) -> None:
    from rich.table import Table

    tabela = Table(title=c.torneio.nome or "Classificação")
    for i, titulo in enumerate(TITULOS):
        tabela.add_column(titulo, justify="left" if i in (1, 6) else "right")
    for linha in _linhas(c):
        tabela.add_row(*(x or "—" for x in linha))
    console.print(tabela)
    observacoes(console, c.observacoes)


# The standings of a system of duplas (contract v3 §12): the same columns, headed by the system's own section.
COLUNAS_GERAL = ("posicao", "equipe", "vitorias", "partidas", "tentos", "saldo", "criterio")


def _tabela_geral(arquivo: Path, leituras: Path | None) -> Tabela:
    from arbitro.cenario.acima import TORNEIO, raiz
    from arbitro.torneio.jogo_geral import classificacao as classificar_geral
    from arbitro.torneio.partida_geral import regulamento_do_no

    no, nome = raiz(arquivo, TORNEIO)
    return classificar_geral(arquivo, esclarecimentos_de(leituras, regulamento_do_no(no, nome)))


def _linhas_geral(t: Tabela) -> list[list[str]]:
    return [["" if v is None else str(v) for v in (linha.json()[k] for k in COLUNAS_GERAL)] for linha in t.linhas]


def _titulos_geral(t: Tabela) -> tuple[str, ...]:
    art = t.sistema.partida().artigo_classificacao
    return ("Pos.", "Dupla", f"Vitórias ({art})", "Partidas", "Pontos", "Saldo", "Critério")


TEXTO_GERAL = frozenset({"equipe", "criterio"})


def em_csv_geral(t: Tabela) -> str:
    return _csv(COLUNAS_GERAL, TEXTO_GERAL, _linhas_geral(t))


def em_markdown_geral(t: Tabela) -> str:
    return _markdown(t.nome or "Classificação", _titulos_geral(t), COLUNAS_GERAL, TEXTO_GERAL, _linhas_geral(t),
                     t.observacoes)


def mostrar_geral(console: Console, t: Tabela) -> None:
    from rich.table import Table
    from rich.text import Text

    if console.width < 72:  # a phone: one dupla a line block, names and numbers whole
        console.print(Text(t.nome or "Classificação", style="bold"))
        for linha in t.linhas:
            console.print(Text(f"{linha.posicao}. {linha.equipe}", style="bold"))
            console.print(Text(f"   vitórias {linha.vitorias}, partidas {linha.partidas}, pontos {linha.tentos}, "
                               f"saldo {linha.saldo:+d}" + (f" ({linha.criterio})" if linha.criterio else "")))
    else:
        tabela = Table(title=t.nome or "Classificação")
        for i, titulo in enumerate(_titulos_geral(t)):
            tabela.add_column(titulo, justify="left" if i in (1, 6) else "right")
        for cells in _linhas_geral(t):
            tabela.add_row(*(x or "—" for x in cells))
        console.print(tabela)
    observacoes(console, t.observacoes)
