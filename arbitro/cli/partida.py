"""`arbitro partida PARTIDA.yaml [--json] [--leituras ARQ]`: a whole partida, volta by volta (contract v2 §9).

Also the helpers the other commands above the volta share: the common options, the exit for invalid input
and the list of typed observations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.nucleo.mao import placar_em_palavras as placar
from arbitro.sistemas import PADRAO

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.nucleo.decisao import Observacao
    from arbitro.nucleo.leituras import Esclarecimentos
    from arbitro.torneio.observacoes import Obs
    from arbitro.torneio.partida import ResultadoPartida
    from arbitro.torneio.partida_geral import PartidaJulgada

T = TypeVar("T")

OpcaoJson = Annotated[bool, typer.Option("--json", help="Saída em JSON, para outros programas.")]
OpcaoLeituras = Annotated[Path | None, typer.Option(
    "--leituras", metavar="ARQUIVO.yaml",
    help="Esclarecimentos da Comissão: {comissao, data, leituras: {ID: opção}} (veja `arbitro leituras`).")]

OpcaoCsv = Annotated[bool, typer.Option("--csv", help="A tabela em CSV.")]
OpcaoMarkdown = Annotated[bool, typer.Option("--markdown", help="A tabela e as observações em Markdown.")]


def uma_saida(**escolhidas: bool) -> None:
    """Exit 2 when more than one output format is asked (``--json --csv``…)."""
    if sum(escolhidas.values()) > 1:
        *primeiras, ultima = ("--" + k for k in escolhidas)
        invalido([f"erro: escolha uma só saída: {', '.join(primeiras)} ou {ultima}"])


# How the human rendering marks each kind of observation (contract v2 §8).
MARCA = {"nao-vale": "✗", "irregularidade": "!", "leitura": "≈", "omisso": "?", "confira": "⚠", "nota": "•"}


def ou_invalido(funcao: Callable[[], T]) -> T:
    """Run ``funcao``; invalid input (any document, at any depth) exits 2 with every located problem."""
    from arbitro.cenario.yamlpos import CenarioInvalido

    try:
        return funcao()
    except CenarioInvalido as e:
        invalido(str(p) for p in e.problemas)


def invalido(mensagens: Iterable[str]) -> NoReturn:
    saida.invalido(mensagens)


def observacoes(console: Console, obs: Iterable[Obs | Observacao]) -> None:
    from rich.table import Table
    from rich.text import Text

    lista = list(obs)
    if not lista:
        return
    console.print(Text("Observações:", style="bold"))
    grade = Table.grid(padding=(0, 1))
    grade.add_column(no_wrap=True)
    grade.add_column()
    for o in lista:
        linha = Text(o.texto)
        if o.artigos:
            linha.append(f" [{'; '.join(o.artigos)}]", style="cyan")
        tipo = o.tipo if isinstance(o.tipo, str) else o.tipo.value
        grade.add_row(f"  {MARCA[tipo]}", linha)
    console.print(grade)



@app.command("partida")
def partida(
    arquivo: Annotated[Path, typer.Argument(metavar="PARTIDA.yaml", help="A partida, volta a volta, em YAML.")],
    json_: OpcaoJson = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Resolve uma partida inteira, mão a mão, em qualquer regulamento: no Truco Cego as voltas em ordem, roda e
    testa (Art. 10, III), até os 24 tentos; nos outros, o placar levado de mão em mão até o alvo (e as camas)."""
    if sistema_do_arquivo(arquivo) != PADRAO:
        geral = ou_invalido(lambda: julgar_geral(arquivo, leituras))
        if json_:
            saida.imprimir_json(geral.json())
        else:
            mostrar_geral(saida.console(), geral)
        return
    from arbitro.torneio.carregar_partida import carregar_partida
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.partida import julgar_partida

    def julgar() -> ResultadoPartida:
        ctx, registro = contexto(leituras)
        p, ctx = carregar_partida(arquivo, ctx, registro)
        return julgar_partida(p, ctx)

    resultado = ou_invalido(julgar)
    if json_:
        saida.imprimir_json(resultado.json())
        return
    mostrar(saida.console(), resultado)


def mostrar(console: Console, r: ResultadoPartida) -> None:
    from rich.text import Text

    from arbitro.cli.render import ESTREITO

    console.print(Text(f"Partida: placar inicial {placar(r.partida.placar_inicial)}", style="bold"))
    if console.width < ESTREITO:
        _empilhada(console, r)
    else:
        _tabela(console, r)
    final = Text(f"Placar final: {placar(r.placar_final)}", style="bold green")
    if r.vencedor is not None:
        final.append(f" — o trio {r.vencedor} venceu a partida ({r.partida.regras.artigo_alvo})", style="bold yellow")
    console.print(final)
    volta_obs = [o for v in r.voltas for d in ([v.decisao] if v.decisao else [t.decisao for t in v.testas])
                 for o in d.observacoes]
    if volta_obs:
        console.print(Text(f"{len(volta_obs)} observação(ões) nas decisões das voltas (veja --json).", style="dim"))
    observacoes(console, r.observacoes)


def _lancamentos(v: Any) -> list[tuple[Any, Any]]:
    return [(None, v.decisao)] if v.decisao is not None else [(t, t.decisao) for t in v.testas]


def _tabela(console: Console, r: ResultadoPartida) -> None:
    from rich.table import Table
    from rich.text import Text

    tabela = Table(show_lines=False)
    tabela.add_column("Volta", justify="right")
    tabela.add_column("Modalidade")
    tabela.add_column("Mão")
    tabela.add_column("Lançamentos e artigos")
    tabela.add_column("Placar depois", no_wrap=True)
    for v in r.voltas:
        decisoes = _lancamentos(v)
        linhas = Text()
        for testa, d in decisoes:
            if testa is not None:
                linhas.append(f"testa {testa.numero} ({testa.jogadores[0]} × {testa.jogadores[1]}): ", style="bold")
            if not d.lancamentos:
                linhas.append("nenhum tento\n")
            for lanc in d.lancamentos:
                linhas.append(f"+{lanc.tentos} {lanc.trio}: {lanc.motivo} ")
                linhas.append(f"[{'; '.join(lanc.artigos)}]\n", style="cyan")
        modalidade = v.modalidade + (f" (cabia {v.devida})" if v.devida not in (None, v.modalidade) else "")
        linhas.rstrip()
        tabela.add_row(str(v.numero), modalidade, v.mao, linhas, placar(v.placar_depois))
    console.print(tabela)


def sistema_do_arquivo(arquivo: Path) -> str:
    """The system a partida or jogo file names (MTG when absent): which layer rules it. Invalid input exits 2."""
    from arbitro.cenario.acima import PARTIDA, caso_ou_documento, raiz
    from arbitro.torneio.partida_geral import regulamento_do_no

    def ler() -> str:
        no, nome = raiz(arquivo, PARTIDA)
        return regulamento_do_no(caso_ou_documento(no, "voltas"), nome)

    return ou_invalido(ler)


def esclarecimentos_de(leituras: Path | None, sistema: str) -> Esclarecimentos | None:
    """A commission's clarifications file checked against every reading of ``sistema`` (the hand's and above)."""
    if leituras is None:
        return None
    from arbitro.cenario.leituras import carregar_esclarecimentos
    from arbitro.sistemas import sistema as achar
    from arbitro.torneio.partida_geral import registro

    return carregar_esclarecimentos(leituras, registro(achar(sistema)))


def julgar_geral(arquivo: Path, leituras: Path | None) -> PartidaJulgada:
    from arbitro.nucleo.leituras import PADRAO as SELECAO
    from arbitro.torneio.partida_geral import carregar, julgar

    doc = carregar(arquivo)
    return julgar(doc, SELECAO.com_esclarecimentos(esclarecimentos_de(leituras, doc.sistema.id)))


def mostrar_geral(console: Console, r: PartidaJulgada) -> None:
    """A partida of a system of duplas: each hand's awards with their rules, the score after it (and the camas)."""
    from rich.text import Text

    d = r.doc
    titulo = f"Partida ({d.sistema.nome}): placar inicial {placar(d.placar_inicial)}"
    if r.camas is not None:
        titulo += f", camas {placar(d.camas_iniciais)}"
    console.print(Text(titulo, style="bold"))
    from arbitro.cli.render import ESTREITO

    if console.width < ESTREITO:
        for m in r.maos:
            depois = placar(m.placar_depois) + (f"; camas {placar(m.camas)}" if m.camas is not None else "")
            console.print(Text(f"Mão {m.numero} (mão de {m.mao}) → {depois}", style="bold"))
            for lanc in m.decisao.lancamentos:
                console.print(Text.assemble(f"  +{lanc.tentos} {lanc.trio}: {lanc.motivo} ",
                                            (f"[{'; '.join(lanc.artigos)}]", "cyan")))
            if not m.decisao.lancamentos:
                console.print(Text("  nenhum ponto"))
    else:
        _tabela_geral(console, r)
    final = Text(f"Placar final: {placar(r.placar_final)}", style="bold green")
    if r.camas is not None:
        final.append(f"; camas {placar(r.camas)}", style="bold green")
    if r.vencedor is not None:
        final.append(f" — {r.vencedor} venceu a partida ({d.regras.artigo_alvo})", style="bold yellow")
    else:
        final.append(f" — ninguém venceu ainda ({d.regras.artigo_alvo})")
    console.print(final)
    nas_maos = [o for m in r.maos for o in m.decisao.observacoes]
    if nas_maos:
        console.print(Text(f"{len(nas_maos)} observação(ões) nas decisões das mãos (veja --json).", style="dim"))
    observacoes(console, r.observacoes)


def _tabela_geral(console: Console, r: PartidaJulgada) -> None:
    from rich.table import Table
    from rich.text import Text

    tabela = Table(show_lines=False)
    tabela.add_column("Mão", justify="right")
    tabela.add_column("Mão de")
    tabela.add_column("Lançamentos e regras")
    tabela.add_column("Placar depois", no_wrap=True)
    for m in r.maos:
        linhas = Text()
        if not m.decisao.lancamentos:
            linhas.append("nenhum ponto\n")
        for lanc in m.decisao.lancamentos:
            linhas.append(f"+{lanc.tentos} {lanc.trio}: {lanc.motivo} ")
            linhas.append(f"[{'; '.join(lanc.artigos)}]\n", style="cyan")
        linhas.rstrip()
        depois = placar(m.placar_depois) + (f"\ncamas {placar(m.camas)}" if m.camas is not None else "")
        tabela.add_row(str(m.numero), m.mao, linhas, depois)
    console.print(tabela)


def _empilhada(console: Console, r: ResultadoPartida) -> None:
    """Below :data:`arbitro.cli.render.ESTREITO` columns (a phone): each volta on its own lines — modality and mão,
    each award with its articles, the score after — so no name or number is cut by a table column."""
    from rich.text import Text

    for v in r.voltas:
        modalidade = v.modalidade + (f" (cabia {v.devida})" if v.devida not in (None, v.modalidade) else "")
        console.print(Text(f"Volta {v.numero} — {modalidade}, mão {v.mao}", style="bold"))
        for testa, d in _lancamentos(v):
            if testa is not None:
                console.print(Text(f"  testa {testa.numero} ({testa.jogadores[0]} × {testa.jogadores[1]})",
                                   style="bold"))
            if not d.lancamentos:
                console.print(Text("  nenhum tento"))
            for lanc in d.lancamentos:
                console.print(Text.assemble(f"  +{lanc.tentos} {lanc.trio}: {lanc.motivo} ",
                                            (f"[{'; '.join(lanc.artigos)}]", "cyan")))
        console.print(Text(f"  placar: {placar(v.placar_depois)}"))
