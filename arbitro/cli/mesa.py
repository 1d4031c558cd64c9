"""`arbitro mesa [PARTIDA.yaml]`: the terminal app with which the judge records a partida at the table (issue 17).

Textual is imported here, inside the command, and nowhere else: `arbitro resolve` never loads it (the start-up
budget, ``tests/test_desempenho.py``). An existing file is resumed (validated as `arbitro partida` validates it:
invalid input exits 2 with every problem located); a new one starts with the set-up screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli.app import app
from arbitro.cli.partida import invalido, ou_invalido

PADRAO = "partida.yaml"


@app.command("mesa")
def mesa(
    arquivo: Annotated[Path, typer.Argument(metavar="PARTIDA.yaml", help=(
        "A partida que se registra: se existe, continua de onde parou; senão, é criada (padrão: partida.yaml)."
    ))] = Path(PADRAO),
) -> None:
    """Registra a partida à mesa, volta a volta, com a decisão de cada volta sempre à vista (Art. 10, III)."""
    from arbitro.mesa.app import MesaApp
    from arbitro.mesa.sessao import MudancaRecusada, Sessao, Trava

    trava = Trava(arquivo)
    try:
        trava.adquirir()  # a second window on the same partida says so and stops (issue 21, item 2)
    except MudancaRecusada as e:
        invalido([f"erro: {e.mensagem}"])
    try:
        sessao = ou_invalido(lambda: Sessao.abrir(arquivo)) if arquivo.exists() else None
        MesaApp(arquivo, sessao).run()
    finally:
        trava.liberar()
