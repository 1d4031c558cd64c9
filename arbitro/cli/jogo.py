"""`arbitro jogo JOGO.yaml [--json] [--leituras ARQ]`: one jogo between two trios (contract v2 §10)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import (
    OpcaoJson,
    OpcaoLeituras,
    esclarecimentos_de,
    observacoes,
    ou_invalido,
    sistema_do_arquivo,
)
from arbitro.sistemas import PADRAO

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.torneio.jogo import ResultadoJogo
    from arbitro.torneio.jogo_geral import JogoJulgado


def julgar(arquivo: Path, leituras: Path | None, partida: bool = False) -> ResultadoJogo:
    """The jogo file ruled under the readings in force (``partida``: an MTG partida file, as a jogo seca of that one
    partida, for its súmula); invalid input exits 2 (located)."""
    from arbitro.torneio.carregar_jogo import jogo_da_partida
    from arbitro.torneio.carregar_torneio import julgar_jogo_do_arquivo
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.jogo import julgar_jogo

    def tudo() -> ResultadoJogo:
        ctx, registro = contexto(leituras)
        if not partida:  # a jogo file may carry the Commission's decisao (contract v3 §13)
            return julgar_jogo_do_arquivo(arquivo, ctx, registro)
        jogo, ctx = jogo_da_partida(arquivo, ctx, registro)
        return julgar_jogo(jogo, ctx)

    return ou_invalido(tudo)


@app.command("jogo")
def jogo(
    arquivo: Annotated[Path, typer.Argument(metavar="JOGO.yaml", help="O jogo entre dois trios, em YAML.")],
    json_: OpcaoJson = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Resolve um jogo: as partidas que contam (jogadas, W.O., S, g), desclassificações e o vencedor."""
    if sistema_do_arquivo(arquivo) != PADRAO:
        geral = julgar_geral(arquivo, leituras)
        if json_:
            saida.imprimir_json(geral.json())
        else:
            mostrar_geral(saida.console(), geral)
        return
    resultado = julgar(arquivo, leituras)
    if json_:
        saida.imprimir_json(resultado.json())
        return
    mostrar(saida.console(), resultado)


def mostrar(console: Console, r: ResultadoJogo) -> None:
    from rich.text import Text

    from arbitro.cli.render import ESTREITO

    a, b = r.jogo.nomes
    titulo = f"Jogo {a} × {b} ({r.jogo.formato})"
    if r.jogo.torneio:
        titulo += f" — {r.jogo.torneio}"
    console.print(Text(titulo, style="bold"))
    if console.width < ESTREITO:
        _empilhado(console, r)
    else:
        _tabela(console, r)
    if r.vencedor is not None:
        console.print(Text(f"Vencedor: {r.vencedor}", style="bold yellow"))
    elif r.comissao:
        console.print(Text(f"Sem vencedor: cabe à Comissão ({'; '.join(dict.fromkeys(r.comissao))})",
                           style="bold red"))
    else:
        texto, artigos = r.sem_vencedor()
        console.print(Text.assemble((texto, "bold"), (f" [{'; '.join(artigos)}]", "cyan")), soft_wrap=True)
    for d in r.desclassificados:
        quem = d.jogador or f"o trio {d.trio} inteiro"
        console.print(Text(f"Desclassificado: {quem} ({d.trio}) — {d.motivo} [{'; '.join(d.artigos)}]",
                           style="red"), soft_wrap=True)
    for s in r.substituicoes:
        console.print(Text(f"Substituição na partida {s.partida} ({s.momento}): {s.entra} no lugar de {s.sai} "
                           f"({s.trio}) [{'; '.join(s.artigos)}]"), soft_wrap=True)
    observacoes(console, r.observacoes)


def _tabela(console: Console, r: ResultadoJogo) -> None:
    from rich.table import Table
    from rich.text import Text

    a, b = r.jogo.nomes
    tabela = Table()
    tabela.add_column("Partida", justify="right")
    tabela.add_column(a, justify="right")
    tabela.add_column(b, justify="right")
    tabela.add_column("Vencedor")
    tabela.add_column("Motivo e artigos")
    for p in r.partidas:
        motivo = Text(p.motivo if p.jogada is None else f"{p.motivo} (na mesa: {p.jogada[a]} × {p.jogada[b]})")
        motivo.append(f" [{'; '.join(p.artigos)}]", style="cyan")
        tabela.add_row(str(p.numero), str(p.placar[a]), str(p.placar[b]), p.vencedor or "—", motivo)
    console.print(tabela)
    totais = r.totais
    linha = Table.grid(padding=(0, 2))
    for t in (a, b):
        linha.add_row(Text(t, style="bold"), f"partidas {totais[t]['partidas']} (S, b)",
                      f"tentos {totais[t]['tentos']} (S, c)", f"saldo {totais[t]['saldo']:+d} (S, d)")
    console.print(linha)


def julgar_geral(arquivo: Path, leituras: Path | None) -> JogoJulgado:
    """A jogo of a system of duplas (contract v3 §12) ruled; invalid input exits 2 (located)."""
    from arbitro.nucleo.leituras import PADRAO as SELECAO
    from arbitro.torneio.jogo_geral import carregar_jogo, julgar_jogo

    def tudo() -> JogoJulgado:
        doc = carregar_jogo(arquivo)
        return julgar_jogo(doc, SELECAO.com_esclarecimentos(esclarecimentos_de(leituras, doc.sistema.id)))

    return ou_invalido(tudo)


def mostrar_geral(console: Console, r: JogoJulgado) -> None:
    """The jogo of a system of duplas: each partida that counts with its rule, the totals, the winner."""
    from rich.text import Text

    d = r.doc
    a, b = d.nomes
    titulo = f"Jogo {a} × {b} ({d.sistema.nome}, {d.formato})"
    if d.sumula.get("torneio"):
        titulo += f" — {d.sumula['torneio']}"
    console.print(Text(titulo, style="bold"))
    unidade = "camas" if d.regras.camas else d.regras.unidade[1]
    for p in r.partidas:
        console.print(Text.assemble((f"Partida {p.numero}: {a} {p.placar[a]} × {b} {p.placar[b]}", "bold"),
                                    f" — {p.vencedor or 'sem vencedor'}: {p.motivo} ",
                                    (f"[{'; '.join(p.artigos)}]", "cyan")))
    art = d.regras.artigo_classificacao
    for t, tot in r.totais.items():
        console.print(Text(f"{t}: partidas {tot['partidas']}, {unidade} {tot['tentos']}, saldo {tot['saldo']:+d} "
                           f"({art})"))
    if r.vencedor is not None:
        console.print(Text(f"Vencedor: {r.vencedor} ({d.regras.artigo_formato})", style="bold yellow"))
    else:
        console.print(Text("Sem vencedor ainda", style="bold"))
    for t in r.desclassificados:
        console.print(Text(f"Desclassificada: {t} [{art}]", style="red"))
    observacoes(console, r.observacoes)


def _empilhado(console: Console, r: ResultadoJogo) -> None:
    """Below :data:`arbitro.cli.render.ESTREITO` columns (a phone): each partida on its own lines, the names and
    numbers whole (a table would cut "Galpão" to "G…")."""
    from rich.text import Text

    a, b = r.jogo.nomes
    for p in r.partidas:
        console.print(Text.assemble((f"Partida {p.numero}: ", "bold"), f"{a} {p.placar[a]} × {p.placar[b]} {b}"))
        motivo = Text(f"  {'vence ' + p.vencedor if p.vencedor else 'sem vencedor'} — {p.motivo}")
        if p.jogada is not None:
            motivo.append(f" (na mesa: {p.jogada[a]} × {p.jogada[b]})")
        motivo.append(f" [{'; '.join(p.artigos)}]", style="cyan")
        console.print(motivo)
    totais = r.totais
    for t in (a, b):
        console.print(Text.assemble((t, "bold"), f": partidas {totais[t]['partidas']} (S, b), tentos "
                                                 f"{totais[t]['tentos']} (S, c), saldo {totais[t]['saldo']:+d} (S, d)"))
