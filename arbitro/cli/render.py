"""Rendering a ruling for a person (rich). Shared by `resolve` and `casos mostrar`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.motor.decisao import Decisao
    from arbitro.regulamento import Regulamento


def _placar(placar: dict[str, int]) -> str:
    return " × ".join(f"{t} {n}" for t, n in placar.items())


def decisao(console: Console, d: Decisao, regulamento: Regulamento | None = None, citar: bool = False) -> None:
    """Print the ruling: awards as a table, the final score, the observations; with ``citar`` the text of
    every article cited."""
    from rich.table import Table
    from rich.text import Text

    console.print(Text(f"Placar antes da volta: {_placar(d.placar_inicial)}  ({d.modalidade})", style="bold"))
    if d.lancamentos:
        tabela = Table(title="Lançamentos", show_lines=False, expand=False)
        tabela.add_column("#", justify="right")
        tabela.add_column("Trio", style="bold")
        tabela.add_column("Tentos", justify="right")
        tabela.add_column("Motivo")
        tabela.add_column("Artigos", style="cyan")
        for i, lanc in enumerate(d.lancamentos, 1):
            tabela.add_row(str(i), lanc.trio, str(lanc.tentos), lanc.motivo, "; ".join(lanc.artigos))
        console.print(tabela)
    else:
        console.print("Nenhum tento lançado nesta volta.")
    final = Text(f"Placar final: {_placar(d.placar_final)}", style="bold green")
    if d.vencedor is not None:
        final.append(f" — o trio {d.vencedor} venceu a partida", style="bold yellow")
    console.print(final)
    if d.observacoes:
        console.print(Text("Observações:", style="bold"))
        for obs in d.observacoes:
            linha = Text("  • ")
            linha.append(obs.texto)
            if obs.artigos:
                linha.append(f" [{'; '.join(obs.artigos)}]", style="cyan")
            console.print(linha)
    if citar and regulamento is not None:
        artigos(console, d.artigos_citados, regulamento)


def artigos(console: Console, citados: list[str], regulamento: Regulamento) -> None:
    """The verbatim text of each article cited, ready to read aloud."""
    from rich.panel import Panel

    from arbitro.regulamento import ArtigoDesconhecido

    vistos: set[str] = set()
    for citacao in citados:
        try:
            art = regulamento.artigo(citacao)
        except ArtigoDesconhecido:
            continue
        if art.id in vistos:
            continue
        vistos.add(art.id)
        console.print(Panel(art.texto.strip(), title=f"{art.id} — {art.titulo}", title_align="left",
                            border_style="cyan"))
