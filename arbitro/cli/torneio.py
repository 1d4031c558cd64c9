"""`arbitro torneio rodada|chave|sumulas`: the tournament as it is run (contract v3 §13), each a pure function of
the tournament file (any copy of the folder gives the same answer).

- ``rodada TORNEIO.yaml [--json] [--abrir]``: the next round of the current phase (tables 1…mesas, the jogos
  beyond them waiting, the folga); ``--abrir`` records it in ``rodadas:`` with its ``inicio``.
- ``chave TORNEIO.yaml [--json|--markdown|--html -o F]``: the knockout bracket so far.
- ``sumulas TORNEIO.yaml RODADA -o F``: every jogo's súmula of a round in one printable file.

Everything a person reads is a list, never a table: at 40 columns a name and a number stay whole.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import OpcaoJson, OpcaoLeituras, invalido, observacoes, ou_invalido, uma_saida
from arbitro.cli.portugues import App

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.torneio.carregar_torneio import Torneio
    from arbitro.torneio.fases import Chave, Proxima
    from arbitro.torneio.observacoes import Contexto

torneio_app = App(
    name="torneio",
    help="O torneio como é jogado: a próxima rodada, a chave, as súmulas de uma rodada.",
    no_args_is_help=True,
)
app.add_typer(torneio_app, name="torneio")

ArgTorneio = Annotated[Path, typer.Argument(metavar="TORNEIO.yaml", help="O arquivo do torneio (versao: 3).")]


def carregar(arquivo: Path, leituras: Path | None) -> tuple[Torneio, Contexto]:
    """The tournament file read and every jogo ruled (invalid input: exit 2, every problem located)."""
    from arbitro.cli.partida import sistema_do_arquivo
    from arbitro.torneio.carregar_torneio import carregar_torneio
    from arbitro.torneio.entrada import contexto

    sistema = sistema_do_arquivo(arquivo)  # any rule system (contract v3 §13): its readings check --leituras

    def tudo() -> tuple[Torneio, Contexto]:
        ctx, registro = contexto(leituras, sistema)
        return carregar_torneio(arquivo, ctx, registro)

    return ou_invalido(tudo)


@torneio_app.command("rodada")
def rodada(
    arquivo: ArgTorneio,
    json_: OpcaoJson = False,
    abrir: Annotated[bool, typer.Option("--abrir", help="Registra a rodada em rodadas:, com o início (só isso muda "
                                                        "no arquivo).")] = False,
    inicio: Annotated[str | None, typer.Option("--inicio", metavar="AAAA-MM-DDTHH:MM",
                                               help="O início da rodada ao abri-la (padrão: agora).")] = None,
    leituras: OpcaoLeituras = None,
) -> None:
    """A próxima rodada da fase atual: mesa a mesa, os jogos que esperam mesa e a folga."""
    from arbitro.torneio.documento import sem_coleta
    from arbitro.torneio.fases import proxima_rodada

    with sem_coleta():
        torneio, ctx = carregar(arquivo, leituras)
        r = ou_invalido(lambda: proxima_rodada(torneio, ctx))
    if abrir:
        _abrir(arquivo, torneio, r, inicio)
    if json_:
        saida.imprimir_json(r.json())
    else:
        mostrar_rodada(saida.console(), r, torneio)


def _abrir(arquivo: Path, torneio: Torneio, r: Proxima, inicio: str | None) -> None:
    """Append the round to ``rodadas:`` through the safe writer; the file read again first, so an edit made
    meanwhile is never overwritten."""
    import datetime

    from arbitro.cenario.yamlpos import compor, ler
    from arbitro.nucleo.arquivos import exibir
    from arbitro.torneio.abrir import com_rodada, item_da_rodada
    from arbitro.torneio.documento import TORNEIO, caso_ou_documento

    if r.fim:
        invalido([f"erro: o torneio terminou; não há rodada a abrir em {exibir(arquivo)}"])
    if r.aberta:
        sys.stderr.write(f"A rodada {r.rodada} de {r.fase} já está aberta em rodadas: (nada gravado).\n")
        return
    quando = inicio or datetime.datetime.now().strftime("%Y-%m-%dT%H:%M")
    texto = ou_invalido(lambda: ler(arquivo, TORNEIO))
    raiz = ou_invalido(lambda: caso_ou_documento(compor(texto, str(arquivo), TORNEIO), "jogos"))
    from yaml.nodes import MappingNode, ScalarNode

    no = next((v for k, v in raiz.value if isinstance(k, ScalarNode) and k.value == "rodadas"), None) \
        if isinstance(raiz, MappingNode) else None
    novo = com_rodada(texto, no, item_da_rodada(r.json(), quando))
    ou_invalido(lambda: compor(novo, str(arquivo), TORNEIO))  # the file stays a valid document
    if ler(arquivo, TORNEIO) != texto:
        invalido([f"erro: {exibir(arquivo)} mudou enquanto a rodada era aberta; rode de novo"])
    saida.gravar(arquivo, novo, forcar=True)
    sys.stderr.write(f"Rodada {r.rodada} de {r.fase} aberta em {exibir(arquivo)} (inicio: {quando}).\n")


def mostrar_rodada(console: Console, r: Proxima, torneio: Torneio) -> None:
    from rich.text import Text

    if r.fim:
        console.print(Text("O torneio terminou: não há próxima rodada. Veja arbitro classificacao.", style="bold"))
        observacoes(console, r.observacoes)
        return
    titulo = Text(f"{r.fase} — rodada {r.rodada}", style="bold")
    if r.repescagem:
        titulo.append(" (repescagem)")
    titulo.append(" — aberta" + (f" às {r.inicio}" if r.inicio else "") if r.aberta else " — a abrir")
    console.print(titulo)
    estreito = _estreito(console)
    for j in r.jogos:
        linha = Text(f"Mesa {j.mesa}: ", style="bold")
        linha.append(f"{j.lados[0]}\n  × {j.lados[1]}" if estreito else _jogo(j.lados))
        _extra(linha, j.grupo, j.terceiro_lugar)
        console.print(linha)
    if r.aguardando:
        console.print(Text("Esperam mesa (na ordem):", style="bold"))
        for j in r.aguardando:
            linha = Text(f"  {j.lados[0]}\n  × {j.lados[1]}" if estreito else f"  {_jogo(j.lados)}")
            _extra(linha, j.grupo, j.terceiro_lugar)
            console.print(linha)
    if r.folga:
        console.print(Text.assemble(("Folga: ", "bold"), ", ".join(r.folga)))
    if r.revanche_forcada:
        console.print(Text("Revanche inevitável nesta rodada (contrato v3 §13).", style="yellow"))
    console.print(Text(f"Sorteio e formato: {'; '.join(r.json()['artigos'])}", style="cyan"))
    observacoes(console, r.observacoes)


def _jogo(lados: tuple[str, str]) -> str:
    return f"{lados[0]} × {lados[1]}"


def _estreito(console: Console) -> bool:
    """Below :data:`arbitro.cli.render.ESTREITO` columns (a phone) a jogo takes two lines, one side each, so a
    name and its number stay on one line."""
    from arbitro.cli.render import ESTREITO

    return console.width < ESTREITO


def _extra(linha: object, grupo: str | None, terceiro: bool) -> None:
    from rich.text import Text

    assert isinstance(linha, Text)
    if grupo is not None:
        linha.append(f" (grupo {grupo})", style="dim")
    if terceiro:
        linha.append(" (terceiro lugar)", style="dim")


@torneio_app.command("chave")
def chave(
    arquivo: ArgTorneio,
    json_: OpcaoJson = False,
    markdown: Annotated[bool, typer.Option("--markdown", help="A chave em Markdown.")] = False,
    html: Annotated[bool, typer.Option("--html", help="A página do quadro de avisos (uma folha A4).")] = False,
    saida_arquivo: Annotated[Path | None, typer.Option(
        "--saida", "-o", metavar="ARQUIVO", help="Grava neste arquivo (padrão: a saída padrão).")] = None,
    forcar: Annotated[bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")] = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """A chave da eliminatória até aqui: cada rodada, os jogos, o placar em partidas e o vencedor."""
    uma_saida(json=json_, markdown=markdown, html=html)
    from arbitro.torneio.documento import sem_coleta
    from arbitro.torneio.fases import chave as calcular

    with sem_coleta():
        torneio, ctx = carregar(arquivo, leituras)
        c = ou_invalido(lambda: calcular(torneio, ctx))
    if json_ or markdown or html:
        import json

        from arbitro.torneio import quadro

        texto = json.dumps(c.json(), ensure_ascii=False, indent=2) + "\n" if json_ else \
            quadro.markdown(c) if markdown else quadro.html(c)
        if saida_arquivo is None:
            sys.stdout.write(texto)
        else:
            saida.gravar(saida_arquivo, texto, forcar)
        return
    mostrar_chave(saida.console(), c)


def mostrar_chave(console: Console, c: Chave) -> None:
    from rich.text import Text

    if c.fase is None:
        console.print(Text("O torneio não tem fase eliminatória.", style="bold"))
        return
    console.print(Text(f"Chave — {c.fase}" + (f" — {c.torneio}" if c.torneio else ""), style="bold"))
    estreito = _estreito(console)
    for r, rep, jogos, folga in c.rodadas:
        console.print(Text(f"Rodada {r}" + (" (repescagem)" if rep else ""), style="bold"))
        for j in jogos:
            a, b = j.lados
            linha = Text("  ")
            if estreito:  # one side per line: the name, its partidas won, the winner marked
                for i, x in enumerate((a, b)):
                    linha.append(("" if i == 0 else "\n  × ") + x)
                    if j.placar is not None:
                        linha.append(f" {j.placar[x]}")
                    if j.vencedor == x:
                        linha.append(" (vence)", style="bold")
                if j.placar is None:
                    linha.append(" (a jogar)", style="dim")
            elif j.placar is None:
                linha.append(_jogo(j.lados))
                linha.append(" (a jogar)", style="dim")
            else:
                linha.append(f"{a} {j.placar[a]} × {j.placar[b]} {b}")
                if j.vencedor:
                    linha.append(f" → {j.vencedor}", style="bold")
            if j.terceiro_lugar:
                linha.append(" (terceiro lugar)", style="dim")
            console.print(linha)
        if folga:
            console.print(Text(f"  Passam sem jogar: {', '.join(folga)}"))
    console.print(Text(f"Sorteio e formato: {'; '.join(c.json()['artigos'])}", style="cyan"))


@torneio_app.command("sumulas")
def sumulas(
    arquivo: ArgTorneio,
    numero: Annotated[int, typer.Argument(metavar="RODADA", help="O número da rodada (na fase atual, ou --fase).",
                                          min=1)],
    saida_arquivo: Annotated[Path, typer.Option("--saida", "-o", metavar="SUMULAS.html",
                                                help="O arquivo a gravar.")],
    fase: Annotated[str | None, typer.Option("--fase", metavar="NOME", help="A fase (padrão: a atual).")] = None,
    forcar: Annotated[bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")] = False,
    leituras: OpcaoLeituras = None,
) -> None:
    """As súmulas de todos os jogos de uma rodada num arquivo para imprimir (Art. 4): as dos jogos ainda sem
    registro vêm com as linhas em branco."""
    from arbitro.nucleo.arquivos import exibir
    from arbitro.torneio.documento import sem_coleta
    from arbitro.torneio.fases import rodada_de
    from arbitro.torneio.sumulas import html

    with sem_coleta():
        torneio, ctx = carregar(arquivo, leituras)
        plano = ou_invalido(lambda: rodada_de(torneio, ctx, numero, fase))
        pagina = html(torneio, plano)
    saida.gravar(saida_arquivo, pagina, forcar)
    sys.stderr.write(f"Súmulas de {plano.fase.nome}, rodada {plano.rodada}, gravadas em {exibir(saida_arquivo)}: "
                     "abra no navegador e imprima em A4" + (" (Art. 4).\n" if torneio.sistema is None else ".\n"))
