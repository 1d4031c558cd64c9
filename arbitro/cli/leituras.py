"""`arbitro leituras [ID] [--sistema S] [--json] [--markdown] [--modelo -o ARQUIVO]`: the named readings.

Where the rulebook is silent or ambiguous the engine consults a named reading (contract v2 §8); this command
shows them to the commission: the list, one reading with the text of its articles and the library cases where
each option changes the result, the page ``docs/leituras.md`` (``--markdown``), and a clarifications file to
fill in (``--modelo``), which ``--leituras ARQUIVO.yaml`` then applies to ``resolve``, ``casos verificar`` and
``treino``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema
from arbitro.sistemas.mtg import artigos as A

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Leitura, Registro

TITULO_DOC = "Leituras nomeadas do `arbitro` — regulamento do MTG"
INTRODUCAO_DOC = """\
O regulamento do MTG é a única fonte. Onde o texto admite duas leituras, ou é omisso, o `arbitro` não decide
com um `if` escondido: consulta uma **leitura nomeada**, com um ID estável, as opções e o padrão, e a decisão
diz qual opção aplicou e o que daria cada outra (julgando a volta de novo com ela). A Comissão escolhe outra
opção num arquivo de esclarecimentos (`arbitro leituras --modelo -o esclarecimentos.yaml`, aplicado com
`--leituras esclarecimentos.yaml`); um cenário também pode escolher a sua (`leituras:`, versão 2).

Esta página é gerada pelo próprio `arbitro` (`arbitro leituras --markdown > docs/leituras.md`); um teste falha
quando ela fica velha. `arbitro leituras ID` mostra uma leitura com o texto dos artigos e os casos da
biblioteca em que cada opção muda o resultado."""


def _registro(sistema: str | None) -> Registro:
    from arbitro.julgar import leituras

    return leituras(id_do_sistema(sistema))


def documento(sistema: str | None = None) -> str:
    """The page ``docs/leituras.md`` (another system's: ``docs/leituras-<sistema>.md`` where there is one)."""
    from arbitro.nucleo.leituras import documento as doc
    from arbitro.sistemas import PADRAO
    from arbitro.sistemas import sistema as sistema_

    id_ = id_do_sistema(sistema)
    if id_ != PADRAO:
        # Another system's rulebook is the project's own words, not the MTG's: its own title and introduction, and
        # no S, j (issue 20: the MTG's page came out for every system).
        from arbitro.familias.brasileiro.leituras import pagina

        return pagina(_registro(sistema), sistema_(id_).nome)
    return doc(_registro(sistema), TITULO_DOC, INTRODUCAO_DOC) + "\n"


def modelo(registro: Registro) -> str:
    """A commented clarifications file a commission fills in: every reading, with its default selected."""
    linhas = ["# Esclarecimentos da Comissão para o arbitro: a opção de cada leitura nomeada.",
              "# Aplique com:  arbitro resolve CASO.yaml --leituras ESTE_ARQUIVO.yaml",
              "# Cada leitura abaixo está com a opção padrão; troque pela opção que a Comissão esclarecer e apague",
              "# as linhas das leituras em que fica o padrão. `arbitro leituras ID` explica cada uma.",
              "comissao: Comissão Organizadora",
              "data: 2026-12-01",
              "leituras:"]
    for lt in registro.values():
        linhas.append(f"  # {lt.pergunta} ({'; '.join(lt.artigos)})")
        for o in lt.opcoes:
            linhas.append(f"  #   {o.id}: {o.descricao}{' (padrão)' if o.id == lt.padrao else ''}")
        linhas.append(f"  {lt.id}: {lt.padrao}")
    return "\n".join(linhas) + "\n"


def efeitos(leitura: Leitura) -> dict[str, list[tuple[str, str, str]]]:
    """For each other option, the library cases whose result it changes: (case, default score, its score)."""
    from dataclasses import replace

    from arbitro import casos
    from arbitro.nucleo.leituras import PADRAO
    from arbitro.sistemas import sistema

    # The reading's own system rules its cases: the MTG engine cannot read another system's scenario (issue 20).
    resolver = sistema(leitura.sistema).resolver
    saida_: dict[str, list[tuple[str, str, str]]] = {o.id: [] for o in leitura.outras(leitura.padrao)}

    from arbitro.nucleo.mao import placar_em_palavras as placar

    for caso in casos.biblioteca():
        c = caso.cenario
        if c is None or caso.esperado.invalido or c.regulamento != leitura.sistema:
            continue
        base = resolver(replace(c, leituras={**c.leituras, leitura.id: leitura.padrao}), PADRAO)
        if not any(o.leitura == leitura.id for o in base.observacoes):
            continue
        for opcao in saida_:
            outra = resolver(replace(c, leituras={**c.leituras, leitura.id: opcao}), PADRAO)
            if (outra.placar_final, outra.vencedor) != (base.placar_final, base.vencedor):
                saida_[opcao].append((caso.id, placar(base.placar_final), placar(outra.placar_final)))
    return saida_


@app.command("leituras")
def leituras(
    id_: Annotated[str | None, typer.Argument(metavar="ID", help="Uma leitura, com o texto dos artigos.")] = None,
    sistema: OpcaoSistema = None,
    json_: Annotated[bool, typer.Option("--json", help="Em JSON, para outros programas.")] = False,
    markdown: Annotated[bool, typer.Option("--markdown", help="A página docs/leituras.md.")] = False,
    modelo_: Annotated[bool, typer.Option("--modelo", help="Arquivo de esclarecimentos para a Comissão.")] = False,
    arquivo: Annotated[Path | None, typer.Option("-o", "--saida", metavar="ARQUIVO",
                                                 help="Grava o modelo neste arquivo.")] = None,
    forcar: Annotated[bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")] = False,
) -> None:
    """Lista as leituras nomeadas: onde o regulamento admite duas leituras ou é omisso, as opções e o padrão."""
    registro = _registro(sistema)
    if modelo_:
        texto = modelo(registro)
        if arquivo is None:
            typer.echo(texto, nl=False)
        else:
            from arbitro.nucleo.arquivos import exibir

            saida.gravar(arquivo, texto, forcar)
            typer.echo(f"Modelo de esclarecimentos gravado em {exibir(arquivo)}.")
        return
    if markdown:
        typer.echo(documento(sistema), nl=False)
        return
    if id_ is None:
        if json_:
            saida.imprimir_json([lt.json() for lt in registro.values()])
            return
        _lista(registro)
        return
    leitura = registro.get(id_)
    if leitura is None:
        import difflib

        perto = difflib.get_close_matches(id_, list(registro), n=3, cutoff=0.4)
        dica = f"; quis dizer {' ou '.join(perto)}?" if perto else "; veja `arbitro leituras`"
        saida.invalido([f"erro: leitura desconhecida {id_!r}{dica}"])
    mudam = efeitos(leitura)
    if json_:
        saida.imprimir_json({**leitura.json(), "casos": {o: [{"caso": c, "padrao": p, "com_a_opcao": q}
                                                            for c, p, q in cs] for o, cs in mudam.items()}})
        return
    _uma(leitura, mudam)


def _lista(registro: Registro) -> None:
    from rich.text import Text

    console = saida.console()
    for lt in registro.values():
        linha = Text(lt.id, style="bold cyan")
        linha.append(" — " + lt.pergunta)
        console.print(linha)
        for o in lt.opcoes:
            marca = " (padrão)" if o.id == lt.padrao else ""
            console.print(Text(f"    {o.id}{marca}: {o.descricao}", style="bold" if marca else ""))
    console.print(Text(f"\n{len(registro)} leituras. `arbitro leituras ID` mostra uma, com os artigos e os casos "
                       "em que cada opção muda o resultado."))


def _uma(leitura: Leitura, mudam: dict[str, list[tuple[str, str, str]]]) -> None:
    from rich.text import Text

    from arbitro.cli import render
    from arbitro.nucleo.regulamento import carregar

    console = saida.console()
    regulamento = carregar(leitura.sistema)
    # Only the MTG's rulebook has an article on casos omissos (S, j); another system's is not cited with it.
    omissos = [A.CASOS_OMISSOS] if leitura.omisso and A.CASOS_OMISSOS in regulamento else []
    console.print(Text(leitura.id, style="bold cyan"))
    console.print(Text(leitura.pergunta, style="bold"))
    if leitura.omisso:
        onde = f" ({omissos[0]})" if omissos else ""
        console.print(f"O texto é omisso: caso omisso, cabe à Comissão{onde}; o padrão é o do arbitro.")
    console.print(Text("Opções:", style="bold"))
    for o in leitura.opcoes:
        marca = " (padrão)" if o.id == leitura.padrao else ""
        console.print(Text(f"  {o.id}{marca}: {o.descricao}"))
    console.print(Text(f"Por que o padrão: {leitura.motivo}"))
    for opcao, casos in mudam.items():
        if not casos:
            console.print(Text(f"Nenhum caso da biblioteca muda de resultado com {opcao}."))
            continue
        console.print(Text(f"Casos da biblioteca em que {opcao} muda o resultado:", style="bold"))
        for caso, padrao, outra in casos:
            console.print(Text(f"  {caso}: {padrao} no padrão, {outra} com {opcao}"))
    render.artigos(console, [a for a in leitura.artigos if a != A.CASOS_OMISSOS] + omissos, regulamento)
