"""`arbitro sumula JOGO.yaml [-o sumula.html] [--forcar]`: the jogo's súmula (Art. 4; D, d) as one HTML page
that prints on one A4 sheet, with the lines for the capatazes' and the judge's signatures.

Without ``-o`` the page goes to standard output. A file goes through the one writer of every ``-o``
(:func:`arbitro.cli.saida.gravar`): an existing file is never overwritten without ``--forcar``, and never a link
or a special file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli.app import app
from arbitro.cli.jogo import julgar
from arbitro.cli.partida import OpcaoLeituras, ou_invalido
from arbitro.cli.saida import gravar


def _e_partida(arquivo: Path) -> bool:
    """A partida file (its document has ``voltas:`` or ``maos:`` and no ``partidas:``), not a jogo."""
    from yaml.nodes import MappingNode

    from arbitro.cenario.acima import PARTIDA, caso_ou_documento, raiz

    def ler() -> bool:
        no, _nome = raiz(arquivo, PARTIDA)
        doc = caso_ou_documento(no, "voltas")
        chaves = {str(k.value) for k, _v in doc.value} if isinstance(doc, MappingNode) else set()
        return bool(chaves & {"voltas", "maos"}) and "partidas" not in chaves

    return ou_invalido(ler)


@app.command("sumula")
def sumula(
    arquivo: Annotated[Path, typer.Argument(
        metavar="JOGO.yaml", help="O jogo, em YAML (ou uma partida do Truco Cego: a súmula dela como partida seca).")],
    saida_arquivo: Annotated[Path | None, typer.Option(
        "--saida", "-o", metavar="SUMULA.html", help="Grava a súmula neste arquivo (padrão: a saída padrão).")] = None,
    forcar: Annotated[bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")] = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """Súmula do jogo em HTML (uma página A4) para os dois capatazes e o juiz assinarem (Art. 4)."""
    from arbitro.cli.partida import sistema_do_arquivo
    from arbitro.nucleo.arquivos import exibir
    from arbitro.sistemas import PADRAO
    from arbitro.torneio.sumula import html

    if sistema_do_arquivo(arquivo) != PADRAO:  # a jogo of duplas (contract v3 §12)
        from arbitro.cli.jogo import julgar_geral
        from arbitro.torneio.sumula_geral import html as html_geral

        pagina = html_geral(julgar_geral(arquivo, leituras))
    elif _e_partida(arquivo):  # an MTG partida file: the súmula of that one partida, as a jogo seca
        pagina = html(julgar(arquivo, leituras, partida=True))
    else:
        pagina = html(julgar(arquivo, leituras))
    if saida_arquivo is None:
        sys.stdout.write(pagina)
        return
    gravar(saida_arquivo, pagina, forcar)
    sys.stderr.write(f"Súmula gravada em {exibir(saida_arquivo)}. Abra no navegador e imprima em A4 (Art. 4).\n")

