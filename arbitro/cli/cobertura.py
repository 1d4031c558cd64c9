"""`arbitro regulamento cobertura`: which cases cover each article; `arbitro regulamento inconsistencias`: where
the text contradicts itself."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.artigo import OpcaoRegulamento, carregar_regulamento, regulamento_app
from arbitro.cli.casos import OpcaoPasta, carregar_biblioteca
from arbitro.cli.opcoes import OpcaoSistema


@regulamento_app.command("cobertura")
def cobertura(
    json: Annotated[
        bool, typer.Option("--json", help="Saída em JSON: cada ID canônico → ids dos casos.")
    ] = False,
    descobertos: Annotated[
        bool, typer.Option("--descobertos", help="Mostra só os artigos sem nenhum caso.")
    ] = False,
    regulamento: OpcaoRegulamento = None,
    sistema: OpcaoSistema = None,
    pasta: OpcaoPasta = None,
) -> None:
    """Casos da biblioteca que cobrem cada artigo (do MTG, ou do regulamento de --sistema).

    Um caso cobre o artigo canônico mais específico de cada citação sua (artigos e esperado.artigos).
    """
    from arbitro.casos import cobertura as calcular

    reg = carregar_regulamento(regulamento, sistema)
    mapa = calcular(carregar_biblioteca(pasta), reg)
    if json:
        saida.imprimir_json(mapa)
        return
    _tabela(mapa, {a.id: a.titulo for a in reg.artigos}, descobertos)


def _tabela(mapa: dict[str, list[str]], titulos: dict[str, str], so_descobertos: bool) -> None:
    from rich.table import Table
    from rich.text import Text

    if saida.largura() < _largura_da_tabela(mapa, titulos):
        _lista(mapa, titulos, so_descobertos)
        return

    tabela = Table(header_style="bold")
    tabela.add_column("artigo", no_wrap=True)
    tabela.add_column("título", max_width=40)
    tabela.add_column("casos", justify="right")
    tabela.add_column("ids", overflow="fold")
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
    _total(mapa)


def _largura_da_tabela(mapa: dict[str, list[str]], titulos: dict[str, str]) -> int:
    """The width the table needs so that no case ID is cut (else: one article after the other)."""
    artigo = max(map(len, mapa), default=0)
    titulo = max((len(t) for t in titulos.values()), default=0)
    ids = max((len(i) + 1 for casos in mapa.values() for i in casos), default=0)
    return artigo + min(titulo, 40) + len("casos") + ids + 13  # borders and padding of four columns


def _lista(mapa: dict[str, list[str]], titulos: dict[str, str], so_descobertos: bool) -> None:
    """Each article, its title, then its cases one per line (ids broken only after hyphens)."""
    from rich.text import Text

    con = saida.console()
    for artigo, casos in mapa.items():
        if so_descobertos and casos:
            continue
        cabeca = Text.assemble((artigo, "bold" if casos else "bold red"), " — ", titulos.get(artigo, ""))
        con.print(cabeca)
        if not casos:
            con.print(saida.recuado(Text("0 casos — descoberto", style="red"), 2))
            continue
        con.print(saida.recuado(Text(f"{len(casos)} caso{'s' if len(casos) != 1 else ''}:"), 2))
        for id_ in casos:
            con.print(saida.recuado(Text(saida.quebrar_id(id_, 4), style="dim"), 4))
    _total(mapa)


def _total(mapa: dict[str, list[str]]) -> None:
    from rich.text import Text

    cobertos = sum(1 for c in mapa.values() if c)
    saida.console().print(Text(f"{cobertos} de {len(mapa)} artigos cobertos; {len(mapa) - cobertos} descobertos."))


@regulamento_app.command("inconsistencias")
def inconsistencias(
    json_: Annotated[bool, typer.Option("--json", help="Em JSON.")] = False,
) -> None:
    """Onde o regulamento se contradiz ou se repete com diferenças: os dois textos e o que o arbitro aplica."""
    from rich.panel import Panel
    from rich.text import Text

    from arbitro.sistemas.mtg.inconsistencias import INCONSISTENCIAS

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
        console.print(Panel(corpo, title=Text(i.titulo), title_align="left", border_style="yellow"))
    console.print(Text(f"{len(INCONSISTENCIAS)} pontos em que o texto se contradiz ou se repete com diferenças."))
