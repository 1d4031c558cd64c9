"""`arbitro resolve CASO.yaml`: the ruling on a volta, article by article."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app


@app.command("resolve")
def resolve(
    caso: Annotated[Path, typer.Argument(metavar="CASO.yaml", help="Cenário da volta (contrato v1 §4).")],
    json_: Annotated[bool, typer.Option("--json", help="Decisão em JSON (contrato v1 §5).")] = False,
    citar: Annotated[bool, typer.Option("--citar", help="Mostra o texto de cada artigo citado.")] = False,
) -> None:
    """Resolve uma volta descrita em YAML: quem anota quantos tentos, e por qual artigo."""
    from arbitro.cenario.carregar import CenarioInvalido, carregar
    from arbitro.motor import resolver
    from arbitro.regulamento import RegulamentoDesconhecido
    from arbitro.regulamento import carregar as carregar_regulamento

    try:
        cenario = carregar(caso)
    except CenarioInvalido as erro:
        saida.invalido(str(p) for p in erro.problemas)
    try:
        regulamento = carregar_regulamento(cenario.regulamento)
    except RegulamentoDesconhecido as erro:
        saida.invalido([f"{caso}:1:1: {erro}"])
    decisao = resolver(cenario, regulamento)
    if json_:
        saida.imprimir_json(decisao.json())
        return
    from arbitro.cli import render

    render.decisao(saida.console(), decisao, regulamento, citar=citar)
