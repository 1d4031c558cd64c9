"""`arbitro circuito CIRCUITO.yaml [--json|--csv|--markdown]`: the circuit's ranking over its etapas (contract v3
§13): each etapa's final standings give the points of its place plus the participation."""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import OpcaoCsv, OpcaoJson, OpcaoLeituras, OpcaoMarkdown, observacoes, ou_invalido, uma_saida


@app.command("circuito")
def circuito(
    arquivo: Annotated[Path, typer.Argument(metavar="CIRCUITO.yaml", help="As etapas e a tabela de pontos.")],
    json_: OpcaoJson = False,
    csv_: OpcaoCsv = False,
    markdown: OpcaoMarkdown = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Classificação do circuito: os pontos de cada etapa pela colocação final, mais a participação."""
    uma_saida(json=json_, csv=csv_, markdown=markdown)
    from arbitro.torneio.circuito import carregar_circuito, classificar_circuito
    from arbitro.torneio.entrada import contexto

    def tudo() -> dict[str, Any]:
        ctx, registro = contexto(leituras)
        c, ctx = carregar_circuito(arquivo, ctx, registro)
        return classificar_circuito(c, ctx)

    d = ou_invalido(tudo)
    if json_:
        saida.imprimir_json(d)
    elif csv_:
        sys.stdout.write(em_csv(d))
    elif markdown:
        sys.stdout.write(em_markdown(d))
    else:
        mostrar(d)


def em_csv(d: dict[str, Any]) -> str:
    from arbitro.nucleo.celulas import planilha

    buf = io.StringIO()
    escritor = csv.writer(buf, lineterminator="\n")
    escritor.writerow(["posicao", "lado", "pontos", "etapas"])
    for x in d["classificacao"]:
        etapas = "; ".join(f"{e['etapa']}: {e['posicao']}º, {e['pontos']}" for e in x["etapas"])
        escritor.writerow([x["posicao"], planilha(x["lado"]), x["pontos"], planilha(etapas)])
    return buf.getvalue()


def em_markdown(d: dict[str, Any]) -> str:
    from arbitro.nucleo.celulas import markdown as celula

    linhas = [f"# {celula(d['circuito'] or 'Circuito')}", "", "| Pos. | Lado | Pontos | Etapas |",
              "|---:|:---|---:|:---|"]
    for x in d["classificacao"]:
        etapas = "; ".join(f"{celula(e['etapa'])}: {e['posicao']}º, {e['pontos']}" for e in x["etapas"])
        linhas.append(f"| {x['posicao']} | {celula(x['lado'])} | {x['pontos']} | {etapas} |")
    linhas += ["", f"Pontos: a tabela da Comissão ({'; '.join(d['artigos'])})."]
    return "\n".join(linhas) + "\n"


def mostrar(d: dict[str, Any]) -> None:
    """One side per block (readable at 40 columns): its place, points and each etapa."""
    from rich.text import Text

    from arbitro.torneio.observacoes import Obs

    console = saida.console()
    console.print(Text(d["circuito"] or "Circuito", style="bold"))
    for x in d["classificacao"]:
        console.print(Text.assemble((f"{x['posicao']}. {x['lado']}", "bold"), f" — {x['pontos']} pontos"))
        for e in x["etapas"]:
            console.print(Text(f"   {e['etapa']}: {e['posicao']}º, {e['pontos']} pontos"))
    console.print(Text(f"Pontos: a tabela da Comissão [{'; '.join(d['artigos'])}]", style="cyan"))
    observacoes(console, [Obs(o["texto"], tuple(o["artigos"]), o["tipo"]) for o in d["observacoes"]])
