"""`arbitro falas`: every speech the scenario accepts, grouped and readable (issue 13).

The error for an unknown phrase points here, instead of to the 33 KB JSON schema. The phrases and
their meaning are :mod:`arbitro.sistemas.mtg.fala`'s; :mod:`arbitro.sistemas.mtg.cenario.falas` groups them.
"""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema

_ATOS = (
    ("pontos cantados (30, trinta e três, mato)", "{pontos: 33}"),
    ("vai ao baralho", "{baralho: true}"),
    ("passa as cartas", "{passa: true}"),
    ("mostra cartas", "{mostra: [7E, 6E]}"),
    ("não mostra as cartas do canto", "{nao_mostra: true}"),
    ("joga uma carta", "{joga: 1E}"),
    ("\"peço flor\" a um jogador", "{pede_flor: JOGADOR}"),
    ("um incidente (olhou as cartas, senha…)", "{falta: olhou-cartas}"),
)


@app.command("falas")
def falas(
    json: Annotated[bool, typer.Option("--json", help="Saída em JSON.")] = False,
    sistema: OpcaoSistema = None,
) -> None:
    """Lista todas as falas que o cenário aceita, agrupadas, com o artigo que lhes dá sentido."""
    from rich.text import Text

    from arbitro.sistemas import PADRAO

    id_ = id_do_sistema(sistema)
    if id_ != PADRAO:
        _de_outro_sistema(id_, json)
        return

    from arbitro.sistemas.mtg.cenario.falas import agrupadas, linhas

    grupos = agrupadas()
    if json:
        saida.imprimir_json({g: [{"fala": p, "tambem": o, "artigos": list(f.artigos)} for p, o, f in itens]
                             for g, itens in grupos.items()})
        return
    con = saida.console()
    con.print(Text("Falas aceitas (maiúsculas, acentos e pontuação não contam):", style="bold"))
    for grupo, itens in grupos.items():
        con.print(Text(f"\n{grupo}", style="bold cyan"))
        saida.itens(Text(linha) for linha in linhas(itens))
    con.print(Text("\nTambém vale: QUERO dito primeiro, ainda que se agregue PASSO (\"quero e passo o truco\") "
                   "— Art. 10, VIII, i", style="dim"))
    con.print(Text("\nAtos não são falas; escreva-os como ação:", style="bold cyan"))
    saida.itens(Text(f"{oque}: - jogador: {forma}") for oque, forma in _ATOS)


def _de_outro_sistema(id_: str, json: bool) -> None:
    """The speech of a system other than MTG, as its package groups it (:meth:`Sistema.falas`)."""
    from rich.text import Text

    from arbitro.sistemas import sistema

    s = sistema(id_)
    grupos = s.falas()
    if json:
        saida.imprimir_json({g: list(itens) for g, itens in grupos.items()})
        return
    con = saida.console()
    con.print(Text(f"Falas aceitas no {s.nome} (maiúsculas, acentos e pontuação não contam):", style="bold"))
    for grupo, itens in grupos.items():
        con.print(Text(f"\n{grupo}", style="bold cyan"))
        saida.itens(Text(item) for item in itens)
