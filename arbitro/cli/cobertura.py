"""`arbitro regulamento cobertura`: which cases cover each article; `arbitro regulamento inconsistencias`: where
the text contradicts itself."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.artigo import PADRAO, OpcaoRegulamento, regulamento_app
from arbitro.cli.casos import OpcaoPasta, carregar_biblioteca, carregar_regulamento


@regulamento_app.command("cobertura")
def cobertura(
    json: Annotated[
        bool, typer.Option("--json", help="Saída em JSON: cada ID canônico → ids dos casos.")
    ] = False,
    descobertos: Annotated[
        bool, typer.Option("--descobertos", help="Mostra só os artigos sem nenhum caso.")
    ] = False,
    regulamento: OpcaoRegulamento = PADRAO,
    pasta: OpcaoPasta = None,
) -> None:
    """Casos da biblioteca que cobrem cada artigo.

    Um caso cobre o artigo canônico mais específico de cada citação sua (artigos e esperado.artigos).
    """
    from arbitro.casos import cobertura as calcular

    reg = carregar_regulamento(regulamento)
    mapa = calcular(carregar_biblioteca(pasta), reg)
    if json:
        saida.imprimir_json(mapa)
        return
    _tabela(mapa, {a.id: a.titulo for a in reg.artigos}, descobertos)


def _tabela(mapa: dict[str, list[str]], titulos: dict[str, str], so_descobertos: bool) -> None:
    from rich.table import Table
    from rich.text import Text

    tabela = Table(header_style="bold")
    tabela.add_column("artigo", no_wrap=True)
    tabela.add_column("título")
    tabela.add_column("casos", justify="right")
    tabela.add_column("ids")
    for artigo, casos in mapa.items():
        if so_descobertos and casos:
            continue
        if casos:
            tabela.add_row(artigo, titulos.get(artigo, ""), str(len(casos)), ", ".join(casos))
        else:
            tabela.add_row(
                Text(artigo, style="bold red"),
                Text(titulos.get(artigo, ""), style="red"),
                Text("0", style="bold red"),
                Text("— descoberto", style="red"),
            )
    con = saida.console()
    con.print(tabela)
    cobertos = sum(1 for c in mapa.values() if c)
    con.print(Text(f"{cobertos} de {len(mapa)} artigos cobertos; {len(mapa) - cobertos} descobertos."))


@regulamento_app.command("inconsistencias")
def inconsistencias(
    json_: Annotated[bool, typer.Option("--json", help="Em JSON.")] = False,
) -> None:
    """Onde o regulamento se contradiz ou se repete com diferenças: os dois textos e o que o arbitro aplica."""
    from rich.panel import Panel
    from rich.text import Text

    from arbitro.inconsistencias import INCONSISTENCIAS

    if json_:
        saida.imprimir_json([i.json() for i in INCONSISTENCIAS])
        return
    console = saida.console()
    for i in INCONSISTENCIAS:
        corpo = Text()
        for t in i.trechos:
            corpo.append(f"{t.artigo}: ", style="cyan")
            corpo.append(f"“{t.texto}”\n")
        corpo.append(f"O arbitro aplica: {i.aplicada}")
        if i.leitura:
            corpo.append(f" (leitura {i.leitura}: arbitro leituras {i.leitura})", style="magenta")
        console.print(Panel(corpo, title=i.titulo, title_align="left", border_style="yellow"))
    console.print(Text(f"{len(INCONSISTENCIAS)} pontos em que o texto se contradiz ou se repete com diferenças."))
