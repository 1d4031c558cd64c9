"""`arbitro classificacao TORNEIO.yaml [--json|--csv|--markdown] [--leituras ARQ]`: the standings (contract
v2 §11), each column headed by the S item that ranks by it."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.partida import (
    OpcaoCsv,
    OpcaoJson,
    OpcaoLeituras,
    OpcaoMarkdown,
    esclarecimentos_de,
    observacoes,
    ou_invalido,
    sistema_do_arquivo,
    uma_saida,
)
from arbitro.sistemas import PADRAO

if TYPE_CHECKING:
    from rich.console import Console

    from arbitro.nucleo.decisao import Observacao
    from arbitro.torneio.classificacao import Classificacao
    from arbitro.torneio.jogo_geral import Tabela
    from arbitro.torneio.observacoes import Obs

COLUNAS = ("posicao", "trio", "vitorias", "partidas", "tentos", "saldo", "criterio")
TITULOS = ("Pos.", "Trio", "Vitórias (S, a)", "Partidas (S, b)", "Tentos (S, c)", "Saldo (S, d)", "Critério")


@app.command("classificacao")
def classificacao(
    arquivo: Annotated[Path, typer.Argument(metavar="TORNEIO.yaml", help="Os jogos do torneio, em YAML.")],
    json_: OpcaoJson = False,
    csv_: OpcaoCsv = False,
    markdown: OpcaoMarkdown = False,
    leituras: OpcaoLeituras = None,
    fase: Annotated[str | None, typer.Option("--fase", metavar="NOME", help="A classificação de uma fase (torneio "
                                                                            "v3); sem ela, a final do torneio.")]
    = None,
) -> None:
    """Classificação do torneio pela Sinopse (S, a a S, f), com o critério de cada posição."""
    uma_saida(json=json_, csv=csv_, markdown=markdown)
    sistema = sistema_do_arquivo(arquivo)
    if sistema != PADRAO and fase is None and not _v3_de_duplas(arquivo):  # §12's flat standings, as before
        tabela = ou_invalido(lambda: _tabela_geral(arquivo, leituras))
        if json_:
            saida.imprimir_json(tabela.json())
        elif csv_:
            sys.stdout.write(em_csv_geral(tabela))
        elif markdown:
            sys.stdout.write(em_markdown_geral(tabela))
        else:
            mostrar_geral(saida.console(), tabela)
        return
    from arbitro.torneio.carregar_torneio import carregar_torneio
    from arbitro.torneio.classificacao import classificar
    from arbitro.torneio.entrada import contexto

    def tudo() -> Classificacao | dict[str, Any]:
        ctx, registro = contexto(leituras, sistema)
        torneio, ctx = carregar_torneio(arquivo, ctx, registro)
        if torneio.versao >= 3 or fase is not None:
            from arbitro.torneio.fases import classificacao_json

            return classificacao_json(torneio, ctx, fase)
        return classificar(torneio, ctx)

    from arbitro.torneio.documento import sem_coleta

    with sem_coleta():  # a big tournament is hundreds of thousands of objects (see sem_coleta)
        c = ou_invalido(tudo)
        if isinstance(c, dict):  # a v3 tournament (contract v3 §13)
            _v3(c, json_, csv_, markdown)
        elif json_:
            saida.imprimir_json(c.json())
        elif csv_:
            sys.stdout.write(em_csv(c))
        elif markdown:
            sys.stdout.write(em_markdown(c))
        else:
            mostrar(saida.console(), c)


def _v3_de_duplas(arquivo: Path) -> bool:
    """A tournament file of another system that uses a key of contract v3 §13 (its phases, registration…): it
    goes through the phases as the MTG's does; without them, §12's standings of its jogos."""
    from yaml.nodes import MappingNode, ScalarNode

    from arbitro.cenario.acima import TORNEIO, caso_ou_documento, raiz
    from arbitro.torneio.carregar_torneio import CHAVES_V3

    no, _nome = ou_invalido(lambda: raiz(arquivo, TORNEIO))
    no = caso_ou_documento(no, "jogos")
    return isinstance(no, MappingNode) and any(isinstance(k, ScalarNode) and k.value in CHAVES_V3
                                               for k, _v in no.value)


# The columns whose cells are text (a name a user typed, a criterion); the others are numbers arbitro computes.
TEXTO = frozenset({"trio", "criterio"})


def _linhas(c: Classificacao) -> list[list[str]]:
    return _celulas([linha.json() for linha in c.linhas])


def _celulas(linhas: list[dict[str, Any]]) -> list[list[str]]:
    return [["" if linha.get(k) is None else str(linha[k]) for k in COLUNAS] for linha in linhas]



def _v3(c: dict[str, Any], json_: bool, csv_: bool, markdown: bool) -> None:
    """A v3 tournament's standings (final, or one phase's): the same columns, a row per side."""
    from arbitro.torneio.observacoes import Obs

    obs = [Obs(o["texto"], tuple(o["artigos"]), o["tipo"]) for o in c["observacoes"]]
    # another system's tournament (contract v3 §13): its duplas' columns, headed by its own section (§12)
    duplas = c["regulamento"] != PADRAO
    colunas, texto = (COLUNAS_GERAL, TEXTO_GERAL) if duplas else (COLUNAS, TEXTO)
    titulos: tuple[str, ...] = TITULOS
    nomes: tuple[str, ...] = ("S, a", "S, b", "S, c", "S, d")
    unidade = "tentos"
    if duplas:
        from arbitro.sistemas import sistema as achar

        art = achar(c["regulamento"]).partida().artigo_classificacao
        titulos, nomes, unidade = _titulos_de(art), (art,) * 4, "pontos"
    linhas = [["" if linha.get(k) is None else str(linha[k]) for k in colunas] for linha in c["classificacao"]]
    if json_:
        saida.imprimir_json(c)
    elif csv_:
        sys.stdout.write(_csv(colunas, texto, linhas))
    elif markdown:
        sys.stdout.write(_markdown(c["torneio"] or "Classificação", titulos, colunas, texto, linhas, obs))
    else:
        titulo = (c["torneio"] or "Torneio") + (f" — fase {c['fase']}" if c.get("fase") else
                                                 " — classificação final" if c.get("fases") else "")
        if not c["torneio"] and not c.get("fases"):
            titulo = "Classificação"
        _mostrar(saida.console(), titulo, linhas, obs, titulos, nomes, unidade)


def em_csv(c: Classificacao) -> str:
    """The table for a spreadsheet: a trio named ``=1+1`` or ``@SUM(A1)`` is text, not a formula (OWASP: a
    leading quote); the saldo ``-40`` stays a number, being arbitro's own (issue 21)."""
    return _csv(COLUNAS, TEXTO, _linhas(c))


def _csv(colunas: tuple[str, ...], texto: frozenset[str], linhas: list[list[str]]) -> str:
    from arbitro.nucleo.celulas import planilha

    buf = io.StringIO()
    escritor = csv.writer(buf, lineterminator="\n")
    escritor.writerow(colunas)
    escritor.writerows([planilha(x) if k in texto else x for k, x in zip(colunas, linha, strict=True)]
                       for linha in linhas)
    return buf.getvalue()


def em_markdown(c: Classificacao) -> str:
    """The table and the observations to publish: every name and the title escaped (HTML, Markdown's marks,
    line breaks), so a ``<script>`` in a name is shown, never run (issue 21)."""
    return _markdown(c.torneio.nome or "Classificação", TITULOS, COLUNAS, TEXTO, _linhas(c), c.observacoes)


def _markdown(titulo: str, titulos: tuple[str, ...], colunas: tuple[str, ...], texto: frozenset[str],
              linhas: list[list[str]], obs: Sequence[Obs | Observacao]) -> str:
    from arbitro.nucleo.celulas import markdown as celula

    saida_md = [f"# {celula(titulo)}", "", "| " + " | ".join(titulos) + " |",
                "|" + "|".join(["---:", ":---", "---:", "---:", "---:", "---:", ":---"]) + "|"]
    saida_md += ["| " + " | ".join((celula(x) if k in texto else x) or "—" for k, x in zip(colunas, linha, strict=True))
                 + " |" for linha in linhas]
    if obs:
        saida_md += ["", "## Observações", ""]
        saida_md += [f"- {celula(o.texto)}" + (f" ({celula('; '.join(o.artigos))})" if o.artigos else "")
                     for o in obs]
    return "\n".join(saida_md) + "\n"


def mostrar(console: Console, c: Classificacao) -> None:
    _mostrar(console, c.torneio.nome or "Classificação", _linhas(c), c.observacoes)



def _mostrar(console: Console, titulo: str, linhas: list[list[str]], obs: Sequence[Obs | Observacao],
             titulos: tuple[str, ...] = TITULOS, nomes: tuple[str, ...] = ("S, a", "S, b", "S, c", "S, d"),
             unidade: str = "tentos") -> None:
    """A table where it fits; below :data:`arbitro.cli.render.ESTREITO` columns (a phone), one side per block —
    the name on its line, each figure with the rule that ranks by it — so no name or number is ever cut."""
    from rich.table import Table
    from rich.text import Text

    from arbitro.cli.render import ESTREITO

    if console.width >= ESTREITO:
        tabela = Table(title=titulo)
        for i, t in enumerate(titulos):
            tabela.add_column(t, justify="left" if i in (1, 6) else "right")
        for linha in linhas:
            tabela.add_row(*(x or "—" for x in linha))
        console.print(tabela)
    else:
        console.print(Text(titulo, style="bold"))
        for pos, lado, vit, par, ten, sal, crit in linhas:
            console.print(Text.assemble((f"{pos}. ", "bold"), (lado, "bold")))
            numeros = [f"vitórias {vit} ({nomes[0]})", f"partidas {par} ({nomes[1]})", f"{unidade} {ten} ({nomes[2]})",
                       f"saldo {sal} ({nomes[3]})"] if vit else []
            if crit:
                numeros.append(f"critério: {crit}")
            for n in numeros:
                console.print(Text("   " + n))
    observacoes(console, obs)


# The standings of a system of duplas (contract v3 §12): the same columns, headed by the system's own section.
COLUNAS_GERAL = ("posicao", "equipe", "vitorias", "partidas", "tentos", "saldo", "criterio")


def _tabela_geral(arquivo: Path, leituras: Path | None) -> Tabela:
    from arbitro.cenario.acima import TORNEIO, raiz
    from arbitro.torneio.jogo_geral import classificacao as classificar_geral
    from arbitro.torneio.partida_geral import regulamento_do_no

    no, nome = raiz(arquivo, TORNEIO)
    return classificar_geral(arquivo, esclarecimentos_de(leituras, regulamento_do_no(no, nome)))


def _linhas_geral(t: Tabela) -> list[list[str]]:
    return [["" if v is None else str(v) for v in (linha.json()[k] for k in COLUNAS_GERAL)] for linha in t.linhas]


def _titulos_geral(t: Tabela) -> tuple[str, ...]:
    return _titulos_de(t.sistema.partida().artigo_classificacao)


def _titulos_de(art: str) -> tuple[str, ...]:
    return ("Pos.", "Dupla", f"Vitórias ({art})", "Partidas", "Pontos", "Saldo", "Critério")


TEXTO_GERAL = frozenset({"equipe", "criterio"})


def em_csv_geral(t: Tabela) -> str:
    return _csv(COLUNAS_GERAL, TEXTO_GERAL, _linhas_geral(t))


def em_markdown_geral(t: Tabela) -> str:
    return _markdown(t.nome or "Classificação", _titulos_geral(t), COLUNAS_GERAL, TEXTO_GERAL, _linhas_geral(t),
                     t.observacoes)


def mostrar_geral(console: Console, t: Tabela) -> None:
    art = t.sistema.partida().artigo_classificacao
    _mostrar(console, t.nome or "Classificação", _linhas_geral(t), t.observacoes, _titulos_geral(t),
             (art, art, art, art), "pontos")
