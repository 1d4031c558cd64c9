"""`arbitro resolve CASO.yaml`: the ruling on a volta, article by article."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app


@app.command("resolve")
def resolve(
    caso: Annotated[Path, typer.Argument(metavar="CASO.yaml",
                                         help="Cenário da volta, em YAML; '-' lê da entrada padrão.")],
    json_: Annotated[bool, typer.Option("--json", help="Decisão em JSON, para outros programas.")] = False,
    citar: Annotated[bool, typer.Option(
        "--citar", help="Mostra os parágrafos de cada artigo citado que decidem a volta.")] = False,
    citar_tudo: Annotated[bool, typer.Option("--citar-tudo", help="Mostra o texto inteiro de cada artigo citado.")] = (
        False),
    leituras: Annotated[Path | None, typer.Option(
        "--leituras", metavar="ARQUIVO.yaml",
        help="Esclarecimentos da Comissão: a opção de cada leitura nomeada (arbitro leituras --modelo).")] = None,
) -> None:
    """Resolve uma volta descrita em YAML: quem anota quantos tentos, e por qual artigo."""
    # The `arbitro` command answers this command line without typer (arbitro.inicio): same code, same output.
    from arbitro.julgar import CenarioInvalido, decidir

    try:
        decisao, regulamento = decidir(caso, leituras)
    except CenarioInvalido as erro:
        saida.invalido(str(p) for p in erro.problemas)
    if json_:
        saida.imprimir_json(decisao.json())
        return
    from arbitro.cli import render

    render.decisao(saida.console(), decisao, regulamento, citar=citar, citar_tudo=citar_tudo)
