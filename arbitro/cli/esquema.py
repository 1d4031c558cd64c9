"""`arbitro esquema`: the JSON Schema (draft-07) of a scenario, for the editor (issue 6, item 4).

Write it next to the cases (``arbitro esquema > arbitro-esquema.json``) and start each case with the
modeline ``# yaml-language-server: $schema=arbitro-esquema.json``: the VS Code YAML extension then
completes keys, speech phrases and incident kinds and marks mistakes while typing.
"""

from __future__ import annotations

from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, sistema_escolhido
from arbitro.sistemas import PADRAO


@app.command("esquema")
def esquema(
    modeline: Annotated[bool, typer.Option(
        "--modeline", help="Imprime só a linha que liga um cenário ao esquema (para colar no topo do YAML).",
    )] = False,
    tipo: Annotated[str, typer.Option(
        "--tipo", metavar="TIPO",
        help="cenario (a volta, padrão), partida, jogo, torneio, circuito ou esclarecimentos (o arquivo "
             "--leituras).",
    )] = "cenario",
    sistema: OpcaoSistema = None,
) -> None:
    """Imprime o JSON Schema (draft-07) do cenário, para o editor completar e conferir o YAML: o de todos os
    regulamentos (o 'regulamento:' do arquivo escolhe), ou só o de --sistema."""
    from arbitro.sistemas.mtg.cenario import esquema as e

    if tipo == "esclarecimentos":  # a commission's clarifications, for the readings of --sistema (MTG's by default)
        from arbitro.esquemas import esquema_esclarecimentos
        from arbitro.julgar import leituras

        saida.imprimir_json(esquema_esclarecimentos(leituras(sistema_escolhido(sistema).id)))
        return
    if tipo in ("partida", "jogo", "torneio") and sistema is not None and sistema_escolhido(sistema).id != PADRAO:
        from arbitro.torneio.esquema_geral import esquema as esquema_geral  # contract v3 §12

        saida.imprimir_json(esquema_geral(tipo, sistema_escolhido(sistema)))
        return
    if tipo != "cenario":  # the files above the volta (arbitro.torneio.esquema)
        from arbitro.torneio.esquema import TIPOS
        from arbitro.torneio.esquema import esquema as esquema_acima

        if tipo not in TIPOS:
            saida.invalido([f"erro: tipo desconhecido {tipo!r}; tipos: cenario, {', '.join(TIPOS)}, esclarecimentos"])
        saida.imprimir_json(esquema_acima(tipo))
        return
    if modeline:
        typer.echo(e.MODELINE)
        return
    if sistema is not None:
        saida.imprimir_json(sistema_escolhido(sistema).esquema())
        return
    from arbitro.esquemas import esquema_de_todos

    saida.imprimir_json(esquema_de_todos())
