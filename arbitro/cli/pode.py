"""`arbitro pode CENARIO.yaml "a1: retruco"`: may this call (or act) be made now? The question a judge is asked at
the table before a dispute grows, answered by the system's engine with the words and articles of the ruling."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app


@app.command("pode")
def pode(
    cenario: Annotated[Path, typer.Argument(metavar="CENARIO.yaml",
                                            help="Cenário da mão até aqui, em YAML; '-' lê da entrada padrão.")],
    evento: Annotated[str, typer.Argument(
        metavar="EVENTO", help='Um item da lista eventos: do cenário, na mesma escrita: "a1: retruco", '
                               '"b2: {joga: 4E}".')],
    antes_do: Annotated[int | None, typer.Option(
        "--antes-do", metavar="N", help="Pergunta antes do N-ésimo evento do cenário (1 = antes do primeiro), "
                                        "em vez de ao fim de todos.")] = None,
    json_: Annotated[bool, typer.Option("--json", help="Resposta em JSON: {vale, motivo, artigos}.")] = False,
    leituras: Annotated[Path | None, typer.Option(
        "--leituras", metavar="ARQUIVO.yaml",
        help="Esclarecimentos da Comissão: a opção de cada leitura nomeada (arbitro leituras --modelo).")] = None,
) -> None:
    """Diz se um lance vale agora: sim, ou não e por qual regra — sem aplicá-lo."""
    from arbitro.julgar import CenarioInvalido
    from arbitro.julgar import pode as perguntar

    try:
        _s, veredito = perguntar(cenario, evento, antes_do, leituras)
    except CenarioInvalido as erro:
        saida.invalido(str(p) for p in erro.problemas)
    if json_:
        saida.imprimir_json({"vale": veredito.vale, "motivo": veredito.motivo, "artigos": list(veredito.artigos)})
        return
    from rich.text import Text

    lance = evento.strip().removeprefix("- ").strip()  # "- a2: retruco", as written in the file, said as "a2: retruco"
    quando = "ao fim dos eventos do cenário" if antes_do is None else f"antes do {antes_do}º evento"
    linha = Text()
    if veredito.vale:
        linha.append("✓ Vale", style="bold green")
        linha.append(f": {lance} ({quando}); nenhuma regra o impede.")
    else:
        linha.append("✗ Não vale", style="bold red")
        linha.append(f": {lance} ({quando}). {veredito.motivo}")
        if veredito.artigos:
            linha.append(f" ({'; '.join(veredito.artigos)})", style="cyan")
    saida.console().print(linha)
