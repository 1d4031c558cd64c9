"""`arbitro artigo ID` and `arbitro regulamento [buscar TEXTO]`: the regulation's text at the table.

rich and the regulation file are loaded inside the commands, so other commands start fast.
Another module adds ``arbitro regulamento cobertura`` with ``@regulamento_app.command("cobertura")``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from arbitro.cli import completar, saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema
from arbitro.cli.portugues import App

if TYPE_CHECKING:
    from rich.text import Text
    from rich.tree import Tree

    from arbitro.nucleo.regulamento import Artigo, ItemIndice, Regulamento

PADRAO = "mtg-truco-cego"

regulamento_app = App(
    name="regulamento",
    help="Índice do regulamento em árvore; 'buscar' encontra artigos por palavras.",
    invoke_without_command=True,
    no_args_is_help=False,
)
app.add_typer(regulamento_app, name="regulamento")

OpcaoRegulamento = Annotated[
    str | None, typer.Option("--regulamento", "-r", metavar="NOME", show_default=False,
                             help="Regulamento a consultar (o mesmo que --sistema).")
]
OpcaoJson = Annotated[bool, typer.Option("--json", help="Saída em JSON.")]


def _sistema_da_citacao(citacao: str) -> str | None:
    """The system a citation's first word names: "Paulista, empates" is the paulista's rulebook."""
    from arbitro.sistemas import identificar

    primeira, virgula, _resto = citacao.partition(",")
    return identificar(primeira) if virgula else None


def carregar_regulamento(regulamento: str | None, sistema: str | None, citacao: str = "") -> Regulamento:
    """The rulebook asked for: ``--sistema``, else ``--regulamento``, else the one the citation names, else MTG's."""
    from arbitro.nucleo.regulamento import RegulamentoDesconhecido, RegulamentoInvalido, carregar

    if sistema is not None and regulamento is not None and id_do_sistema(sistema) != id_do_sistema(regulamento):
        saida.invalido([f"erro: --sistema {sistema!r} e --regulamento {regulamento!r} pedem regulamentos diferentes"])
    nome = sistema if sistema is not None else regulamento
    id_ = id_do_sistema(nome) if nome is not None else (_sistema_da_citacao(citacao) or PADRAO)
    try:
        return carregar(id_)
    except (RegulamentoDesconhecido, RegulamentoInvalido) as e:
        saida.invalido([f"erro: {e}"])


def _desconhecido(citacao: str, sugestoes: tuple[str, ...]) -> NoReturn:
    from arbitro.nucleo.numeros import resumir

    linhas = [f"erro: artigo desconhecido: {resumir(citacao)!r}."]
    if sugestoes:
        linhas.append("Você quis dizer: " + "; ".join(sugestoes) + "?")
    else:
        linhas.append(
            "Veja o índice com 'arbitro regulamento' ou procure com 'arbitro regulamento buscar PALAVRAS'."
        )
    saida.invalido(linhas)


@app.command("artigo")
def artigo(
    citacao: Annotated[
        list[str],
        typer.Argument(
            metavar="ID",
            help="Identificador do artigo, em uma ou várias palavras: 'XIII c', 'Art. 10, VIII, i', "
            "xvi vaza empatada.",
            autocompletion=completar.artigos,
        ),
    ],
    json: OpcaoJson = False,
    regulamento: OpcaoRegulamento = None,
    sistema: OpcaoSistema = None,
) -> None:
    """Mostra o texto de um artigo do regulamento (literal no MTG; "Paulista, empates" busca no do paulista)."""
    from arbitro.nucleo.regulamento import ArtigoDesconhecido

    texto = " ".join(citacao)
    reg = carregar_regulamento(regulamento, sistema, texto)
    try:
        achado = reg.artigo(texto)
    except ArtigoDesconhecido as e:
        _desconhecido(texto, e.sugestoes)
    if json:
        saida.imprimir_json(achado.json())
        return

    from rich.panel import Panel
    from rich.text import Text

    from arbitro.cli.render import sem_o_titulo, titulo_do_artigo

    corpo = Text(sem_o_titulo(achado, achado.texto))
    itens = reg.filhos(achado)
    if itens:
        corpo.append("\n\nItens: " if corpo.plain else "Itens: ", style="dim")  # a heading alone: just its items
        corpo.append("; ".join(a.id for a in itens), style="dim")
    subtitulo = achado.parte if achado.canonico else f"{achado.parte} · trecho sem ID canônico"
    saida.console().print(
        Panel(
            corpo,
            title=Text.assemble((achado.id, "bold"), titulo_do_artigo(achado)[len(achado.id):]),
            title_align="left",
            subtitle=Text(subtitulo, style="dim"),
            subtitle_align="right",
            expand=False,
        )
    )


@regulamento_app.callback()
def indice(
    ctx: typer.Context,
    json: OpcaoJson = False,
    regulamento: OpcaoRegulamento = None,
    sistema: OpcaoSistema = None,
) -> None:
    """Mostra o índice do regulamento (partes e artigos) em árvore."""
    if ctx.invoked_subcommand is not None:
        return
    reg = carregar_regulamento(regulamento, sistema)
    if json:
        saida.imprimir_json(
            {
                "id": reg.id,
                "nome": reg.nome,
                "partes": [
                    {
                        "nome": s.parte.nome,
                        "artigos": [{"id": a.id, "titulo": a.titulo} for a in _planos(s.itens)],
                    }
                    for s in reg.indice()
                ],
            }
        )
        return

    from rich.text import Text
    from rich.tree import Tree

    arvore = Tree(Text(reg.nome, style="bold"))
    for secao in reg.indice():
        ramo = arvore.add(Text(secao.parte.nome, style="bold cyan"))
        for item in secao.itens:
            _ramo(ramo, item)
    saida.console().print(arvore)


def _planos(itens: tuple[ItemIndice, ...]) -> list[Artigo]:
    """The articles of an index branch, flattened in document order."""
    planos: list[Artigo] = []
    for i in itens:
        planos.append(i.artigo)
        planos.extend(_planos(i.filhos))
    return planos


def _ramo(ramo: Tree, item: ItemIndice) -> None:
    from rich.text import Text

    from arbitro.cli.render import titulo_do_artigo

    rotulo = Text.assemble((item.artigo.id, "bold"), titulo_do_artigo(item.artigo)[len(item.artigo.id):])
    no = ramo.add(rotulo)
    for filho in item.filhos:
        _ramo(no, filho)


def _destacado(trecho: str, consulta: str) -> Text:
    from rich.text import Text

    from arbitro.nucleo.regulamento import marcas

    t = Text(trecho)
    for inicio, fim in marcas(trecho, consulta):
        t.stylize("bold yellow", inicio, fim)
    return t


@regulamento_app.command("buscar")
def buscar(
    palavras: Annotated[list[str], typer.Argument(metavar="TEXTO", help="Palavras a procurar.")],
    json: OpcaoJson = False,
    limite: Annotated[int, typer.Option("--limite", "-n", metavar="N", help="Máximo de artigos (1 ou mais).")] = 10,
    regulamento: OpcaoRegulamento = None,
    sistema: OpcaoSistema = None,
) -> None:
    """Procura artigos por palavras, sem distinguir acentos nem maiúsculas; os melhores primeiro."""
    if limite < 1:
        saida.invalido([f"erro: --limite {limite}: o máximo de artigos é 1 ou mais"])
    reg = carregar_regulamento(regulamento, sistema)
    consulta = " ".join(palavras)
    achados = reg.buscar(consulta, limite=limite)
    if json:
        saida.imprimir_json(
            [{"id": a.id, "titulo": a.titulo, "parte": a.parte, "trecho": t} for a, t in achados]
        )
        return
    con = saida.console()
    if not achados:
        from arbitro.nucleo.numeros import resumir

        con.print(f"Nenhum artigo contém: {resumir(consulta)}", markup=False)
        return

    from rich.text import Text

    from arbitro.cli.render import titulo_do_artigo

    for a, trecho in achados:
        con.print(Text.assemble((a.id, "bold"), titulo_do_artigo(a)[len(a.id):]))
        con.print(saida.recuado(_destacado(trecho, consulta), 2))
