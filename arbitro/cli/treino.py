"""`arbitro treino`: the commission's quiz. Answers are read line by line from standard input, so a
script can drive it (``printf '3\\n0\\nXIII c\\n' | arbitro treino --n 1``); end of input stops it.

The questions and the grading are :mod:`arbitro.treino`; this module only reads and prints.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, TextIO

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.casos import (
    OpcaoArtigo,
    OpcaoLeituras,
    OpcaoPasta,
    OpcaoTema,
    artigo_valido,
    carregar_biblioteca,
    mostrar_comentario,
    mostrar_esperado,
    mostrar_fatos,
    selecao,
)
from arbitro.cli.opcoes import OpcaoSistemaDosCasos, id_dos_casos
from arbitro.nucleo.numeros import resumir
from arbitro.treino import MAX_RESPOSTA

if TYPE_CHECKING:
    from arbitro.casos import Caso
    from arbitro.treino import Correcao, Treino


@app.command("treino")
def treino(
    tema: OpcaoTema = None,
    artigo: OpcaoArtigo = None,
    n: Annotated[
        int | None, typer.Option("--n", "-n", metavar="N", help="Quantos casos, 1 ou mais (padrão: todos).")
    ] = None,
    semente: Annotated[
        int | None,
        typer.Option("--semente", "-s", metavar="S", help="Semente do sorteio (mesma semente, mesmos casos)"),
    ] = None,
    pasta: OpcaoPasta = None,
    leituras: OpcaoLeituras = None,
    sistema: OpcaoSistemaDosCasos = None,
) -> None:
    """Treino da comissão com os casos da biblioteca de um sistema de regras (padrão: o MTG).

    Mostra os fatos de um caso, pergunta os tentos de cada trio e o artigo que decide, corrige cada
    resposta e mostra a decisão e o comentário; no fim, o placar. Lê as respostas da entrada padrão,
    uma por linha (um roteiro pode conduzi-lo); o fim da entrada encerra o treino.
    """
    from arbitro.treino import Treino, selecionar

    if n is not None and n < 1:
        saida.invalido([f"erro: --n {n}: o número de casos é 1 ou mais"])
    artigo_valido(artigo)
    biblioteca: list[Caso] = list(carregar_biblioteca(pasta))
    escolhas = selecao(leituras)
    if escolhas is not None:  # the answers as the commission's clarifications make them
        from arbitro.casos import sob_esclarecimentos

        biblioteca = [c for c in (sob_esclarecimentos(c, escolhas) for c in biblioteca) if c is not None]
    casos = selecionar(biblioteca, tema, artigo, n, semente, id_dos_casos(sistema, artigo))
    if not casos:
        saida.invalido(["erro: nenhum caso para treinar com esses filtros (veja 'arbitro casos listar')."])
    t = Treino(casos)
    con = saida.console()
    con.print(f"Treino: {len(casos)} caso{'s' if len(casos) != 1 else ''}. "
              "Responda cada pergunta e tecle Enter (fim da entrada encerra).", markup=False)
    _rodar(t)
    _placar_final(t)


def _rodar(t: Treino) -> None:
    from rich.rule import Rule
    from rich.text import Text

    con = saida.console()
    ler = _leitor()
    while (caso := t.proximo_caso()) is not None:
        con.print(Rule(Text(f"Caso {t.casos_vistos} de {len(t.casos)}")))
        mostrar_fatos(caso, treino=True)
        while (p := t.pergunta()) is not None:
            con.print(Text(f"\n{p.texto}", style="bold"))
            resposta = ler()
            if resposta is None:
                con.print(Text("\nFim da entrada: treino encerrado.", style="yellow"))
                t.encerrar()
                return
            _correcao(t.responder(resposta))
        mostrar_esperado(caso, treino=True)
        mostrar_comentario(caso)


def _leitor() -> Callable[[], str | None]:
    """How answers are read: with line editing (readline) at a terminal, else line by line from the
    bytes of standard input — invalid UTF-8 replaced, a line capped (a 10 MB line is cut, not echoed)."""
    entrada = sys.stdin
    if entrada is not None and entrada.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (gives input() line editing and history where available)

        def no_terminal() -> str | None:
            sys.stdout.flush()
            try:
                return input("› ")[:MAX_RESPOSTA]
            except EOFError:
                return None
        return no_terminal

    def por_roteiro() -> str | None:
        con = saida.console()
        con.print("› ", end="")
        sys.stdout.flush()
        linha = _linha(entrada)
        if linha is not None:  # a script's answers are not echoed by a terminal: show them
            con.print(resumir(linha))
        return linha
    return por_roteiro


def _linha(entrada: TextIO | None) -> str | None:
    """One line of the bytes of ``entrada`` (None at its end), at most :data:`MAX_RESPOSTA` characters."""
    if entrada is None:
        return None
    fonte = getattr(entrada, "buffer", None)
    if fonte is None:  # a text stream (tests): already decoded
        texto = str(entrada.readline())
        return None if not texto else texto.rstrip("\r\n")[:MAX_RESPOSTA]
    bruto: bytes = fonte.readline(4 * MAX_RESPOSTA)
    if not bruto:
        return None
    if not bruto.endswith(b"\n"):  # the rest of an over-long line is dropped, a chunk at a time
        while (resto := fonte.readline(64 * 1024)) and not resto.endswith(b"\n"):
            pass
    return bruto.decode("utf-8", "replace").rstrip("\r\n")[:MAX_RESPOSTA]


def _correcao(c: Correcao) -> None:
    from rich.text import Text

    con = saida.console()
    if c.repetir:
        con.print(Text(f"? {c.nota}.", style="yellow"))
        return
    if c.certa:
        con.print(Text(f"✓ Certo: {c.certo}.", style="green"))
        return
    nota = f" ({c.nota})" if c.nota else ""
    con.print(Text(f"✗ Errado{nota}. O certo: {c.certo}.", style="red"))


def _placar_final(t: Treino) -> None:
    from rich.rule import Rule
    from rich.text import Text

    con = saida.console()
    con.print(Rule(Text("Resultado")))
    pct = f" ({100 * t.acertos // t.respondidas}%)" if t.respondidas else ""
    con.print(Text(f"{t.acertos} de {t.respondidas} respostas certas{pct}, "
                   f"em {t.casos_vistos} de {len(t.casos)} casos.", style="bold"))
