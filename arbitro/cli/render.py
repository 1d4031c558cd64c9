"""Rendering a ruling for a person (rich). Shared by `resolve` and `casos mostrar`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from arbitro.motor.decisao import Decisao
    from arbitro.regulamento import Regulamento


def _placar(placar: dict[str, int]) -> str:
    return " × ".join(f"{t} {n}" for t, n in placar.items())


ESTREITO = 80  # below this width the awards are listed, not tabled: the motivo keeps room to be read aloud


def decisao(console: Console, d: Decisao, regulamento: Regulamento | None = None, citar: bool = False) -> None:
    """Print the ruling: awards as a table (a list in a narrow terminal), the final score, the observations;
    with ``citar`` the text of every article cited."""
    from rich.text import Text

    console.print(Text(f"Placar antes da volta: {_placar(d.placar_inicial)}  ({d.modalidade})", style="bold"))
    if d.lancamentos:
        _lancamentos(console, d)
    else:
        console.print("Nenhum tento lançado nesta volta.")
    final = Text(f"Placar final: {_placar(d.placar_final)}", style="bold green")
    if d.vencedor is not None:
        final.append(f" — o trio {d.vencedor} venceu a partida", style="bold yellow")
    console.print(final)
    if d.observacoes:
        from rich.table import Table

        console.print(Text("Observações:", style="bold"))
        # A grid keeps each observation's wrapped lines under its text, after the bullet.
        grade = Table.grid(padding=(0, 1))
        grade.add_column(no_wrap=True)
        grade.add_column()
        for obs in d.observacoes:
            linha = _com_artigos(obs.texto, obs.artigos)
            if obs.leitura is not None:  # the ID a commission writes in its clarifications file
                linha.append(f" (leitura {obs.leitura})", style="magenta")
            grade.add_row("  •", linha)
        console.print(grade)
    if citar and regulamento is not None:
        artigos(console, d.artigos_citados, regulamento)


def _com_artigos(texto: str, citados: tuple[str, ...]) -> Text:
    from rich.text import Text

    linha = Text(texto)
    if citados:
        linha.append(f" [{'; '.join(citados)}]", style="cyan")
    return linha


def _lancamentos(console: Console, d: Decisao) -> None:
    """The awards, each motivo followed by its articles. In a wide terminal a table; in a narrow one a
    numbered list, so the motivo is not squeezed into a thin column."""
    from rich.table import Table
    from rich.text import Text

    if console.width >= ESTREITO:
        tabela = Table(title="Lançamentos", show_lines=False, expand=False)
        tabela.add_column("#", justify="right")
        tabela.add_column("Trio", style="bold")
        tabela.add_column("Tentos", justify="right")
        tabela.add_column("Motivo e artigos")
        for i, lanc in enumerate(d.lancamentos, 1):
            tabela.add_row(str(i), lanc.trio, str(lanc.tentos), _com_artigos(lanc.motivo, lanc.artigos))
        console.print(tabela)
        return
    console.print(Text("Lançamentos:", style="bold"))
    grade = Table.grid(padding=(0, 1))
    grade.add_column(justify="right", no_wrap=True)
    grade.add_column()
    for i, lanc in enumerate(d.lancamentos, 1):
        cabeca = Text(f"+{lanc.tentos} ao trio {lanc.trio}", style="bold")
        grade.add_row(f"{i}.", Text("\n").join([cabeca, _com_artigos(lanc.motivo, lanc.artigos)]))
    console.print(grade)


def artigos(console: Console, citados: list[str], regulamento: Regulamento) -> None:
    """The verbatim text of each article cited, ready to read aloud."""
    from rich.panel import Panel
    from rich.text import Text

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
        # "Art. XVI, Como se ganha o truco — Como se ganha o truco" says it twice and is cut in a narrow panel.
        repete = art.titulo.casefold() in art.id.casefold()
        titulo = art.id if repete else f"{art.id} — {art.titulo}"
        console.print(Panel(Text(art.texto.strip()), title=Text(titulo), title_align="left", border_style="cyan"))
