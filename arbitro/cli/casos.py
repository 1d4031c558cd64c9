"""`arbitro casos listar|mostrar|buscar|verificar`: the case library at the commission's table.

The logic lives in :mod:`arbitro.casos`; this module only loads, calls and renders. A broken case
file is a warning on stderr for listar/mostrar/buscar and a failure for verificar.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitro.cli import completar, saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistemaDosCasos, OpcaoSistemaVerificar, id_dos_casos, id_filtrado
from arbitro.cli.portugues import App
from arbitro.nucleo.mao import placar_em_palavras as _placar

if TYPE_CHECKING:
    from arbitro.casos import Biblioteca, Caso, Esperado, Resultado
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Selecao

casos_app = App(
    name="casos",
    help="Biblioteca de casos comentados: listar, mostrar, buscar e verificar contra o motor.",
    no_args_is_help=True,
)
app.add_typer(casos_app, name="casos")

OpcaoJson = Annotated[bool, typer.Option("--json", help="Saída em JSON.")]
OpcaoPasta = Annotated[
    Path | None,
    typer.Option("--pasta", metavar="PASTA", help="Pasta de casos (padrão: a biblioteca do arbitro)."),
]
OpcaoLeituras = Annotated[
    Path | None,
    typer.Option("--leituras", metavar="ARQUIVO.yaml",
                 help="Esclarecimentos da Comissão: a opção de cada leitura nomeada (arbitro leituras --modelo)."),
]
OpcaoTema = Annotated[str | None, typer.Option("--tema", "-t", metavar="TEMA", help="Só casos deste tema.",
                                               autocompletion=completar.temas)]
OpcaoArtigo = Annotated[
    str | None,
    typer.Option("--artigo", "-a", metavar="ID", help="Só casos que citam este artigo (ou o que há nele).",
                 autocompletion=completar.artigos),
]


# --- shared by the case commands (also used by treino and cobertura) -------------------------------


def selecao(arquivo: Path | None) -> Selecao | None:
    """The options a commission's clarifications file selects (exit 2 when it is not valid)."""
    if arquivo is None:
        return None
    from arbitro.cenario.yamlpos import CenarioInvalido
    from arbitro.julgar import esclarecimentos
    from arbitro.nucleo.leituras import PADRAO

    try:
        return PADRAO.com_esclarecimentos(esclarecimentos(arquivo, "mtg-truco-cego"))
    except CenarioInvalido as e:
        saida.invalido(str(p) for p in e.problemas)


def carregar_biblioteca(pasta: Path | None, avisar: bool = True) -> Biblioteca:
    """The library; broken files are warned about on stderr (their problems, located)."""
    from arbitro.casos import biblioteca

    if pasta is not None:
        import os
        import stat

        from arbitro.nucleo.arquivos import exibir, mensagem_do_sistema

        try:
            eh_pasta = stat.S_ISDIR(os.stat(pasta).st_mode)
        except (FileNotFoundError, NotADirectoryError):
            eh_pasta = False
        except OSError as e:  # a name too long, no search permission: the input is wrong, not the output
            saida.invalido([f"erro: não foi possível ler a pasta de casos {exibir(pasta)} ({mensagem_do_sistema(e)})"])
        if not eh_pasta:
            saida.invalido([f"erro: a pasta de casos '{exibir(pasta)}' não existe"])
    bib = biblioteca(pasta)
    if avisar:
        for p in bib.problemas:
            sys.stderr.write(f"aviso: {p}\n")
    return bib


def artigo_valido(artigo: str | None) -> None:
    """Exit 2 when ``--artigo`` names nothing of the regulation (contract §2), or of another system's rulebook
    ("Paulista, truco": the cases of every system are filtered by it)."""
    from arbitro.casos import artigo_existe
    from arbitro.sistemas import ids, sistema
    from arbitro.sistemas.mtg.artigos import IDS_CANONICOS

    if artigo is not None and not artigo_existe(artigo) and \
            not any(artigo_existe(artigo, sistema(i).regulamento.canonicos) for i in ids()):
        perto = difflib.get_close_matches(artigo, IDS_CANONICOS, n=3)
        dica = f" Você quis dizer: {'; '.join(perto)}?" if perto else ""
        saida.invalido([f"erro: artigo desconhecido: {artigo!r}.{dica}"])


def resumo_json(caso: Caso) -> dict[str, Any]:
    return {
        "id": caso.id,
        "titulo": caso.titulo,
        "temas": list(caso.temas),
        "artigos": list(caso.artigos),
        "modalidade": getattr(caso.cenario, "modalidade", None),  # None outside the MTG (contract v2 §8)
        "arquivo": caso.arquivo,
    }



def _lista(casos: list[Caso]) -> None:
    """One case per two lines: id and title, then themes and articles (reads well at 80 columns)."""
    from rich.text import Text

    con = saida.console()
    for c in casos:
        if len(c.id) + 2 + len(c.titulo) <= saida.largura():
            con.print(Text.assemble((c.id, "bold cyan"), "  ", c.titulo))
        else:  # a narrow screen: the id on its own line(s), the title under it
            con.print(Text(saida.quebrar_id(c.id), style="bold cyan"))
            con.print(saida.recuado(Text(c.titulo), 2))
        con.print(saida.recuado(Text(f"{', '.join(c.temas)} · {'; '.join(c.artigos)}", style="dim")))
    con.print(Text(f"{len(casos)} caso{'s' if len(casos) != 1 else ''}."))


# --- commands ------------------------------------------------------------------------------------


@casos_app.command("listar")
def listar(
    tema: OpcaoTema = None,
    artigo: OpcaoArtigo = None,
    json: OpcaoJson = False,
    pasta: OpcaoPasta = None,
    sistema: OpcaoSistemaDosCasos = None,
) -> None:
    """Lista os casos da biblioteca, por tema, por artigo ou por sistema de regras (padrão: os do MTG)."""
    from arbitro.casos import filtrar

    artigo_valido(artigo)
    bib = carregar_biblioteca(pasta)
    id_ = id_dos_casos(sistema, artigo)
    casos = filtrar(bib, tema, artigo, id_)
    if json:
        saida.imprimir_json([resumo_json(c) for c in casos])
        return
    # The default is one system's cases: say so when others exist, and how to see them all.
    outros = len(filtrar(bib, tema, artigo)) - len(casos) if sistema is None else 0
    if not casos:
        saida.console().print("Nenhum caso com esses filtros.", markup=False)
    else:
        _lista(casos)
    if outros:
        saida.console().print(f"Só os casos do {id_}; há mais {outros} de outros sistemas (--sistema todos mostra "
                              "todos; --sistema SISTEMA, os de um).", markup=False)


@casos_app.command("buscar")
def buscar(
    palavras: Annotated[list[str], typer.Argument(metavar="TEXTO...", help="Palavras ou artigo a procurar.")],
    json: OpcaoJson = False,
    pasta: OpcaoPasta = None,
) -> None:
    """Procura casos por palavras ou por artigo.

    Procura no título, nos fatos, nos temas e nos artigos, sem distinguir acentos nem maiúsculas.
    """
    from arbitro.casos import buscar as buscar_casos

    texto = " ".join(palavras)
    casos = buscar_casos(carregar_biblioteca(pasta), texto)
    if json:
        saida.imprimir_json([resumo_json(c) for c in casos])
        return
    if not casos:
        saida.console().print(f"Nenhum caso encontrado para: {texto}", markup=False)
        return
    _lista(casos)


def _caso_ou_sai(bib: Biblioteca, id_: str) -> Caso:
    caso = bib.caso(id_)
    if caso is not None:
        return caso
    quebrado = next((i for i in bib.invalidos if i.id == id_), None)
    if quebrado is not None:
        saida.invalido([f"erro: o caso '{id_}' tem problemas:", *quebrado.problemas])
    perto = difflib.get_close_matches(id_, [c.id for c in bib], n=3, cutoff=0.4)
    dica = f" Você quis dizer: {'; '.join(perto)}?" if perto else " Veja 'arbitro casos listar'."
    saida.invalido([f"erro: caso desconhecido: {id_!r}.{dica}"])


def esperado_json(esp: Esperado) -> dict[str, Any]:
    if esp.invalido:
        return {"invalido": True, "mensagem": esp.mensagem}
    dados: dict[str, Any] = {
        "placar_final": dict(esp.placar_final),
        "vencedor": esp.vencedor,
        "artigos": list(esp.artigos),
    }
    if esp.lancamentos is not None:
        dados["lancamentos"] = [{"trio": t, "tentos": n} for t, n in esp.lancamentos]
    if esp.observacoes:
        dados["observacoes"] = list(esp.observacoes)
    return dados


@casos_app.command("mostrar")
def mostrar(
    id_: Annotated[str, typer.Argument(metavar="ID", help="O id do caso (veja 'arbitro casos listar').",
                                       autocompletion=completar.casos)],
    resposta: Annotated[
        bool, typer.Option("--resposta", help="Mostra também a decisão esperada, a do motor e o comentário.")
    ] = False,
    json: OpcaoJson = False,
    pasta: OpcaoPasta = None,
) -> None:
    """Mostra os fatos e a pergunta de um caso.

    Com --resposta, também a decisão esperada, a do arbitro e o comentário.
    """
    caso = _caso_ou_sai(carregar_biblioteca(pasta), id_)
    resultado = _verificar(caso) if resposta else None
    if json:
        dados = {**resumo_json(caso), "fatos": caso.fatos, "pergunta": caso.pergunta}
        if caso.cenario is not None:
            dados["placar"] = dict(caso.cenario.placar)
        if resultado is not None:
            dados["esperado"] = esperado_json(caso.esperado)
            dados["decisao"] = resultado.decisao.json() if resultado.decisao is not None else None
            dados["diferencas"] = list(resultado.diferencas)
            dados["comentario"] = caso.comentario
        saida.imprimir_json(dados)
        return
    mostrar_fatos(caso)
    if resultado is None:
        saida.console().print(
            f"\nA resposta: arbitro casos mostrar {caso.id} --resposta", style="dim", markup=False
        )
        return
    mostrar_esperado(caso)
    _mostrar_decisao(resultado)
    mostrar_comentario(caso)


def mostrar_fatos(caso: Caso, treino: bool = False) -> None:
    """Title, score before the volta, facts and question. In a quiz the title and the articles are
    kept for the answer: they often give it away."""
    from rich.text import Text

    con = saida.console()
    if not treino:
        con.print(Text(caso.titulo, style="bold"))
        con.print(Text(saida.quebrar_id(caso.id), style="dim"))
        con.print(Text(f"temas: {', '.join(caso.temas)} · artigos: {'; '.join(caso.artigos)}", style="dim"))
    if caso.cenario is not None:
        cen = caso.cenario
        modalidade = f" ({cen.modalidade})" if getattr(cen, "modalidade", None) else ""
        con.print(Text(f"Placar antes da {'volta' if caso.lado == 'trio' else 'mão'}: {_placar(cen.placar)}"
                       f"{modalidade}"))
    con.print(Text("\nFatos", style="bold cyan"))
    con.print(Text(saida.paragrafos(caso.fatos)))
    con.print(Text("\nPergunta: ", style="bold cyan") + Text(caso.pergunta))


def mostrar_esperado(caso: Caso, treino: bool = False) -> None:
    from rich.text import Text

    con = saida.console()
    esp = caso.esperado
    con.print(Text("\nResposta (trabalhada à mão pelo regulamento)", style="bold green"))
    if treino:
        con.print(saida.recuado(Text(caso.titulo, style="bold"), 2))
        con.print(saida.recuado(Text(saida.quebrar_id(caso.id, 2), style="dim"), 2))
    if esp.invalido:
        con.print(Text(f"  Entrada inválida; a mensagem deve conter “{esp.mensagem}”."))
        return
    con.print(Text(f"  Placar final: {_placar(esp.placar_final)}"))
    con.print(Text(f"  Vencedor: {esp.vencedor or 'nenhum (a partida segue)'}"))
    if esp.lancamentos is not None:
        lancs = ", ".join(f"{n} para {t}" for t, n in esp.lancamentos) or "nenhum"
        con.print(Text(f"  Lançamentos: {lancs}"))
    con.print(Text(f"  Artigos: {'; '.join(esp.artigos)}"))
    if esp.observacoes:
        con.print(Text(f"  Observações (trechos): {'; '.join(esp.observacoes)}"))


_LARGA = 80  # below this the four columns of the awards would squeeze the words


def mostrar_decisao(decisao: Decisao) -> None:
    from rich.table import Table
    from rich.text import Text

    from arbitro.cli.render import ao_lado, lado

    con = saida.console()
    if decisao.lancamentos and saida.largura() < _LARGA:  # a narrow screen: a list, nothing squeezed
        for lanc in decisao.lancamentos:
            con.print(saida.recuado(Text(f"+{lanc.tentos} {ao_lado(decisao, lanc.trio)}", style="bold"), 2))
            con.print(saida.recuado(Text(f"{lanc.motivo} [{'; '.join(lanc.artigos)}]"), 4))
    elif decisao.lancamentos:
        tabela = Table(header_style="bold")
        tabela.add_column(lado(decisao), no_wrap=True)
        tabela.add_column("tentos", justify="right")
        tabela.add_column("motivo")
        tabela.add_column("artigos")
        for lanc in decisao.lancamentos:
            tabela.add_row(lanc.trio, str(lanc.tentos), lanc.motivo, "; ".join(lanc.artigos))
        con.print(tabela)
    else:
        con.print(Text("  Nenhum lançamento."))
    con.print(Text(f"  Placar final: {_placar(dict(decisao.placar_final))}"))
    con.print(Text(f"  Vencedor: {decisao.vencedor or 'nenhum (a partida segue)'}"))
    for obs in decisao.observacoes:
        artigos = f" ({'; '.join(obs.artigos)})" if obs.artigos else ""
        con.print(saida.recuado(Text(f"• {obs.texto}{artigos}"), 2))


def _mostrar_decisao(resultado: Resultado) -> None:
    from rich.text import Text

    con = saida.console()
    confere = Text(" — confere", style="green") if resultado.ok else Text(" — difere", style="bold red")
    con.print(Text("\nDecisão do arbitro", style="bold") + confere)
    if resultado.decisao is not None:
        mostrar_decisao(resultado.decisao)
    elif resultado.erros:
        for e in resultado.erros:
            con.print(Text(f"  {e}"))
    for d in resultado.diferencas:
        con.print(saida.recuado(Text(f"✗ {d}", style="red"), 2))


def mostrar_comentario(caso: Caso) -> None:
    from rich.text import Text

    con = saida.console()
    con.print(Text("\nComentário", style="bold cyan"))
    con.print(Text(saida.paragrafos(caso.comentario)))


def _verificar(caso: Caso) -> Resultado:
    from arbitro.casos import verificar_todos

    return verificar_todos([caso])[0]


@casos_app.command("verificar")
def verificar(
    ids: Annotated[
        list[str] | None, typer.Argument(metavar="[ID...]", help="Só estes casos (padrão: todos).",
                                         autocompletion=completar.casos)
    ] = None,
    tema: OpcaoTema = None,
    artigo: OpcaoArtigo = None,
    json: OpcaoJson = False,
    pasta: OpcaoPasta = None,
    leituras: OpcaoLeituras = None,
    sistema: OpcaoSistemaVerificar = None,
) -> None:
    """Confere cada caso com a decisão do arbitro.

    Mostra o esperado e o decidido de cada caso que falha; sai com 1 se algum falhar.
    """
    from arbitro.casos import filtrar, verificar_todos

    artigo_valido(artigo)
    escolhas = selecao(leituras)
    bib = carregar_biblioteca(pasta, avisar=False)
    invalidos = list(bib.invalidos)
    if ids:
        casos = [_caso_ou_sai(bib, i) for i in ids]
        invalidos = []
    else:
        casos = filtrar(bib, tema, artigo, id_filtrado(sistema))
        if tema is not None or artigo is not None or sistema is not None:
            invalidos = []
    resultados = verificar_todos(casos, escolhas)
    falhas: list[dict[str, Any]] = [
        {"id": inv.id, "arquivo": inv.arquivo, "diferencas": list(inv.problemas)} for inv in invalidos
    ]
    falhas += [
        {"id": r.caso.id, "arquivo": r.caso.arquivo, "diferencas": list(r.diferencas)}
        for r in resultados
        if not r.ok
    ]
    total = len(resultados) + len(invalidos)
    if json:
        saida.imprimir_json({"total": total, "falhas": falhas})
    else:
        _relatorio(resultados, invalidos, total, len(falhas))
    if falhas:
        raise typer.Exit(saida.SAIDA_FALHA)


def _relatorio(resultados: list[Resultado], invalidos: list[Any], total: int, n_falhas: int) -> None:
    from rich.text import Text

    con = saida.console()
    for inv in invalidos:
        con.print(Text(f"✗ {inv.id}", style="bold red") + Text(f"  ({inv.arquivo}): arquivo inválido"))
        for p in inv.problemas:
            con.print(saida.recuado(Text(p)))
    for r in resultados:
        if r.ok:
            continue
        caso = r.caso
        con.print(Text(f"✗ {caso.id}", style="bold red") + Text(f"  ({caso.arquivo})", style="dim"))
        con.print(saida.recuado(Text(f"esperado: {_sumario_esperado(caso.esperado)}")))
        con.print(saida.recuado(Text(f"decidido: {_sumario_decidido(r)}")))
        for d in r.diferencas:
            con.print(saida.recuado(Text(f"– {d}")))
    ok = total - n_falhas
    cor = "green" if n_falhas == 0 else "bold red"
    con.print(Text(f"{total} caso{'s' if total != 1 else ''}: {ok} conferem, {n_falhas} falham.", style=cor))


def _sumario_esperado(esp: Esperado) -> str:
    if esp.invalido:
        return f"entrada inválida (“{esp.mensagem}”)"
    return (f"{_placar(esp.placar_final)}, vencedor {esp.vencedor or 'nenhum'}, "
            f"citando {'; '.join(esp.artigos) or 'nada'}")


def _sumario_decidido(r: Resultado) -> str:
    d = r.decisao
    if d is None:
        return "; ".join(r.erros) if r.erros else "sem decisão"
    lancs = ", ".join(f"{lanc.tentos} para {lanc.trio}" for lanc in d.lancamentos) or "nenhum lançamento"
    return (f"{_placar(dict(d.placar_final))}, vencedor {d.vencedor or 'nenhum'} ({lancs}), "
            f"citando {'; '.join(d.artigos_citados) or 'nada'}")


@casos_app.command("novo")
def novo(
    cenario: Annotated[Path, typer.Argument(metavar="CENARIO.yaml", help="O cenário já resolvido ('-': entrada "
                                                                            "padrão).")],
    saida_arquivo: Annotated[
        Path | None, typer.Option("--saida", "-o", metavar="ARQUIVO",
                                  help="Grava o caso neste arquivo (nunca sobrescreve); o id é o nome dele.")
    ] = None,
    id_: Annotated[str | None, typer.Option("--id", metavar="ID", help="O id do caso (padrão: o nome do arquivo).")]
    = None,
) -> None:
    """Transforma um cenário resolvido num caso da biblioteca, com o esperado preenchido pela decisão.

    Título, temas, fatos e comentário ficam marcados REVISAR, e o esperado deve ser conferido à mão pelo
    regulamento antes de o caso entrar na biblioteca. Nunca sobrescreve um arquivo.
    """
    import re

    from arbitro.casos import CasoInvalido, carregar_caso, caso_de_cenario
    from arbitro.cenario.yamlpos import CenarioInvalido, compor, ler
    from arbitro.cli.novo import caminho_do_esquema
    from arbitro.julgar import cenario_de_no
    from arbitro.nucleo.arquivos import exibir, nome_da_entrada
    from arbitro.nucleo.leituras import PADRAO as SEM_ESCLARECIMENTOS
    from arbitro.nucleo.texto import dobrar

    nome = nome_da_entrada(cenario)
    try:
        texto = ler(cenario)
        sistema, cen = cenario_de_no(compor(texto, nome), nome)
    except CenarioInvalido as e:
        saida.invalido([str(p) for p in e.problemas])
    decisao = sistema.resolver(cen, SEM_ESCLARECIMENTOS)
    base = (saida_arquivo or (cenario if str(cenario) != "-" else Path("caso.yaml"))).stem
    id_caso = id_ or re.sub(r"[^a-z0-9]+", "-", dobrar(base)).strip("-") or "caso"
    if saida_arquivo is not None and id_caso != saida_arquivo.stem:
        saida.invalido([f"erro: o id de um caso é o nome do arquivo: --id {id_caso} com -o {exibir(saida_arquivo)}"])
    esquema = caminho_do_esquema(saida_arquivo or Path("caso.yaml"))
    caso = caso_de_cenario(texto, nome, id_caso, cen, decisao, esquema)
    if saida_arquivo is None:
        sys.stdout.write(caso)
        return
    saida.gravar(saida_arquivo, caso, se_existe="escolha outro nome: este comando nunca sobrescreve")
    try:
        carregar_caso(saida_arquivo)
    except CasoInvalido as e:  # the generated case must load; say so rather than leave a broken file unsaid
        saida.invalido([f"aviso: o caso gravado não carrega; corrija-o: {p}" for p in e.problemas])
    # Only this case: the folder may hold other YAML (the repository's root, where the README's commands run).
    sys.stderr.write(f"Caso gravado em {exibir(saida_arquivo)}: revise o que está marcado REVISAR e confira o "
                     f"esperado; depois: arbitro casos verificar --pasta {exibir(saida_arquivo.parent)} {id_caso}\n")

