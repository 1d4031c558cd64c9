"""`arbitro classificacao TORNEIO.yaml [--json|--csv|--markdown] [--leituras ARQ]`: the standings (contract
v2 §11), each column headed by the S item that ranks by it."""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import OpcaoCsv, OpcaoJson, OpcaoLeituras, OpcaoMarkdown, observacoes, ou_invalido, uma_saida

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.torneio.classificacao import Classificacao
    from arbitro.torneio.observacoes import Obs

COLUNAS = ("posicao", "trio", "vitorias", "partidas", "tentos", "saldo", "criterio")
TITULOS = ("Pos.", "Trio", "Vitórias (S, a)", "Partidas (S, b)", "Tentos (S, c)", "Saldo (S, d)", "Critério")


@app.command("classificacao")
def classificacao(
    arquivo: Annotated[Path, typer.Argument(metavar="TORNEIO.yaml", help="Os jogos do torneio, em YAML.")],
    json_: OpcaoJson = False,
    csv_: OpcaoCsv = False,
    markdown: OpcaoMarkdown = False,
    leituras: OpcaoLeituras = None,
    fase: Annotated[str | None, typer.Option("--fase", metavar="NOME", help="A classificação de uma fase (torneio "
                                                                            "v3); sem ela, a final do torneio.")]
    = None,
) -> None:
    """Classificação do torneio pela Sinopse (S, a a S, f), com o critério de cada posição."""
    uma_saida(json=json_, csv=csv_, markdown=markdown)
    from arbitro.torneio.carregar_torneio import carregar_torneio
    from arbitro.torneio.classificacao import classificar
    from arbitro.torneio.entrada import contexto

    def tudo() -> Classificacao | dict[str, Any]:
        ctx, registro = contexto(leituras)
        torneio, ctx = carregar_torneio(arquivo, ctx, registro)
        if torneio.versao >= 3 or fase is not None:
            from arbitro.torneio.fases import classificacao_json

            return classificacao_json(torneio, ctx, fase)
        return classificar(torneio, ctx)

    from arbitro.torneio.documento import sem_coleta

    with sem_coleta():  # a big tournament is hundreds of thousands of objects (see sem_coleta)
        c = ou_invalido(tudo)
        if isinstance(c, dict):  # a v3 tournament (contract v3 §13)
            _v3(c, json_, csv_, markdown)
        elif json_:
            saida.imprimir_json(c.json())
        elif csv_:
            sys.stdout.write(em_csv(c))
        elif markdown:
            sys.stdout.write(em_markdown(c))
        else:
            mostrar(saida.console(), c)


# The columns whose cells are text (a name a user typed, a criterion); the others are numbers arbitro computes.
TEXTO = frozenset({"trio", "criterio"})


def _linhas(c: Classificacao) -> list[list[str]]:
    return _celulas([linha.json() for linha in c.linhas])


def _celulas(linhas: list[dict[str, Any]]) -> list[list[str]]:
    return [["" if linha.get(k) is None else str(linha[k]) for k in COLUNAS] for linha in linhas]



def _v3(c: dict[str, Any], json_: bool, csv_: bool, markdown: bool) -> None:
    """A v3 tournament's standings (final, or one phase's): the same columns, a row per side."""
    from arbitro.torneio.observacoes import Obs

    obs = [Obs(o["texto"], tuple(o["artigos"]), o["tipo"]) for o in c["observacoes"]]
    if json_:
        saida.imprimir_json(c)
    elif csv_:
        sys.stdout.write(_csv(_celulas(c["classificacao"])))
    elif markdown:
        sys.stdout.write(_markdown(c["torneio"], _celulas(c["classificacao"]), obs))
    else:
        titulo = (c["torneio"] or "Torneio") + (f" — fase {c['fase']}" if c.get("fase") else
                                                 " — classificação final" if c.get("fases") else "")
        if not c["torneio"] and not c.get("fases"):
            titulo = "Classificação"
        _mostrar(saida.console(), titulo, _celulas(c["classificacao"]), obs)


def em_csv(c: Classificacao) -> str:
    """The table for a spreadsheet: a trio named ``=1+1`` or ``@SUM(A1)`` is text, not a formula (OWASP: a
    leading quote); the saldo ``-40`` stays a number, being arbitro's own (issue 21)."""
    return _csv(_linhas(c))


def _csv(linhas: list[list[str]]) -> str:
    from arbitro.nucleo.celulas import planilha

    buf = io.StringIO()
    escritor = csv.writer(buf, lineterminator="\n")
    escritor.writerow(COLUNAS)
    escritor.writerows([planilha(x) if k in TEXTO else x for k, x in zip(COLUNAS, linha, strict=True)]
                       for linha in linhas)
    return buf.getvalue()


def em_markdown(c: Classificacao) -> str:
    """The table and the observations to publish: every name and the title escaped (HTML, Markdown's marks,
    line breaks), so a ``<script>`` in a name is shown, never run (issue 21)."""
    return _markdown(c.torneio.nome, _linhas(c), c.observacoes)


def _markdown(nome: str | None, linhas: list[list[str]], observacoes_: list[Obs]) -> str:
    from arbitro.nucleo.celulas import markdown as celula

    titulo = nome or "Classificação"
    saida_md = [f"# {celula(titulo)}", "", "| " + " | ".join(TITULOS) + " |",
                "|" + "|".join(["---:", ":---", "---:", "---:", "---:", "---:", ":---"]) + "|"]
    saida_md += ["| " + " | ".join((celula(x) if k in TEXTO else x) or "—" for k, x in zip(COLUNAS, linha, strict=True))
                 + " |" for linha in linhas]
    if observacoes_:
        saida_md += ["", "## Observações", ""]
        saida_md += [f"- {celula(o.texto)}" + (f" ({celula('; '.join(o.artigos))})" if o.artigos else "")
                     for o in observacoes_]
    return "\n".join(saida_md) + "\n"


def mostrar(console: Console, c: Classificacao) -> None:
    _mostrar(console, c.torneio.nome or "Classificação", _linhas(c), c.observacoes)


def _mostrar(console: Console, titulo: str, linhas: list[list[str]], obs: list[Obs]) -> None:
    """A table where it fits; below :data:`arbitro.cli.render.ESTREITO` columns (a phone), one side per block —
    the name on its line, each figure with its item of S — so no name or number is ever cut."""
    from rich.table import Table
    from rich.text import Text

    from arbitro.cli.render import ESTREITO

    if console.width >= ESTREITO:
        tabela = Table(title=titulo)
        for i, t in enumerate(TITULOS):
            tabela.add_column(t, justify="left" if i in (1, 6) else "right")
        for linha in linhas:
            tabela.add_row(*(x or "—" for x in linha))
        console.print(tabela)
    else:
        console.print(Text(titulo, style="bold"))
        for pos, trio, vit, par, ten, sal, crit in linhas:
            console.print(Text.assemble((f"{pos}. ", "bold"), (trio, "bold")))
            numeros = [f"vitórias {vit} (S, a)", f"partidas {par} (S, b)", f"tentos {ten} (S, c)",
                       f"saldo {sal} (S, d)"] if vit else []
            if crit:
                numeros.append(f"critério: {crit}")
            for n in numeros:
                console.print(Text("   " + n))
    observacoes(console, obs)
