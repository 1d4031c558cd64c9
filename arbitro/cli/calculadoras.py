"""The judge's calculators: envido, flor, vaza and falta, each answer with the article that gives it.

Thin layer: parse the arguments, ask the rule system (MTG unless ``--sistema``) its calculator
(:meth:`~arbitro.nucleo.sistema.Sistema.calcular_vaza` …), render its answer. The system decides everything, or
says it has no such measure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema
from arbitro.cli.saida import console, console_erro, imprimir_json, invalido
from arbitro.nucleo.numeros import resumir

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbitro.nucleo.sistema import Calculo, Sistema

_AJUDA_CARTAS = "Cartas na forma curta (1E, 7O, 12C; B = paus) ou longa entre aspas ('ás de espadas')."
_AJUDA_JSON = "Responde em JSON."

OpcaoJson = Annotated[bool, typer.Option("--json", help=_AJUDA_JSON)]
ArgCartas = Annotated[
    list[str] | None, typer.Argument(metavar="CARTAS", help=_AJUDA_CARTAS, show_default=False)
]


# --- arguments ---------------------------------------------------------------------------------------

def _juntar_formas_longas(textos: Sequence[str]) -> list[str]:
    """Rejoin a long form typed without quotes (``ás de espadas`` as three arguments)."""
    juntos: list[str] = []
    i = 0
    while i < len(textos):
        if i + 2 < len(textos) and textos[i + 1].strip().lower() == "de":
            juntos.append(" ".join(textos[i:i + 3]))
            i += 3
        else:
            juntos.append(textos[i])
            i += 1
    return juntos


def _ler_dois(texto: str) -> tuple[int, int]:
    """``18x22`` (also ``18 x 22``, ``18-22``, ``18:22``): the points of the two sides."""
    casado = re.fullmatch(r"\s*([0-9]{1,3})\s*[xX×:\-/]\s*([0-9]{1,3})\s*", texto)
    if not casado:
        invalido([f"placar inválido {resumir(texto)!r}: use os tentos dos dois lados, por exemplo 18x22"])
    return int(casado.group(1)), int(casado.group(2))


# --- rendering ---------------------------------------------------------------------------------------

_ESTILO = {"": "", "sim": "bold green", "nao": "bold red", "empate": "bold yellow"}


def _mostrar(calculo: Calculo) -> None:
    from rich.text import Text

    partes = calculo.partes or ((calculo.texto, "sim"),)
    linha = Text.assemble(*((t, _ESTILO[d]) for t, d in partes), (" — ", "dim"),
                          ("; ".join(calculo.artigos), "bold cyan"))
    console().print(linha)
    if calculo.detalhe:
        console().print(Text(calculo.detalhe, style="dim"))


def _responder(sistema: str | None, calcular: Callable[[Sistema], Calculo], json_: bool) -> None:
    """Ask the system ``--sistema`` names (MTG when absent) and show its answer, or exit 2 with its words."""
    from arbitro.nucleo.sistema import CalculoInvalido, SemCalculo
    from arbitro.sistemas import sistema as achar

    try:
        calculo = calcular(achar(id_do_sistema(sistema)))
    except CalculoInvalido as e:  # the system's own lines, as they are
        invalido(e.linhas)
    except (SemCalculo, ValueError) as e:  # no such measure in the system (say so, instead of computing one), or
        invalido([f"erro: {e}"])  # a card or value its calculator cannot read (CartaInvalida is a ValueError)
    if json_:
        imprimir_json(calculo.em_json())
    else:
        _mostrar(calculo)
    if calculo.aviso:
        console_erro().print(calculo.aviso, style="yellow", markup=False)


def _leituras(pares: Sequence[str] | None) -> dict[str, str]:
    """``--leitura ID=OPCAO`` (repeatable): the options a calculator applies at named readings."""
    escolhas: dict[str, str] = {}
    for par in pares or []:
        id_, igual, opcao = par.partition("=")
        if not igual or not id_.strip() or not opcao.strip():
            invalido([f"erro: --leitura {resumir(par)!r}: use ID=OPCAO (veja 'arbitro leituras --sistema S')"])
        escolhas[id_.strip()] = opcao.strip()
    return escolhas


OpcaoLeitura = Annotated[list[str] | None, typer.Option(
    "--leitura", metavar="ID=OPCAO", show_default=False,
    help="Com --sistema: a opção de uma leitura nomeada que o cálculo usa (repetível).")]


# --- commands ----------------------------------------------------------------------------------------

@app.command("envido")
def cmd_envido(cartas_: ArgCartas = None, json_: OpcaoJson = False, sistema: OpcaoSistema = None) -> None:
    """Pontos de envido de uma mão de três cartas (Art. XIV); se a mão é flor, diz que a flor anula o envido."""
    _responder(sistema, lambda s: s.calcular_envido(_juntar_formas_longas(cartas_ or [])), json_)


@app.command("flor")
def cmd_flor(cartas_: ArgCartas = None, json_: OpcaoJson = False, sistema: OpcaoSistema = None) -> None:
    """Se três cartas formam flor, e quantos pontos valem (Art. IX)."""
    _responder(sistema, lambda s: s.calcular_flor(_juntar_formas_longas(cartas_ or [])), json_)


@app.command("vaza")
def cmd_vaza(
    cartas_: ArgCartas = None, json_: OpcaoJson = False, sistema: OpcaoSistema = None,
    vira: Annotated[str | None, typer.Option("--vira", metavar="CARTA", show_default=False,
                                             help="Com --sistema paulista: a vira, que fixa as manilhas.")] = None,
    leitura: OpcaoLeitura = None,
) -> None:
    """Quem ganha uma vaza: 2 a 6 cartas na ordem em que foram jogadas, trios alternados a partir da
    primeira (cartas 1, 3, 5 do trio 1; 2, 4, 6 do trio 2) (Art. XVI)."""
    contexto = {**_leituras(leitura), **({"vira": vira} if vira is not None else {})}
    _responder(sistema, lambda s: s.calcular_vaza(_juntar_formas_longas(cartas_ or []), contexto), json_)


@app.command("falta")
def cmd_falta(
    placar_arg: Annotated[str | None, typer.Argument(metavar="[PLACAR]", show_default=False,
                                                     help="Tentos dos dois trios, por exemplo 18x22.")] = None,
    placar_opcao: Annotated[str | None, typer.Option("--placar", metavar="PLACAR", show_default=False,
                                                     help="O mesmo placar, como opção.")] = None,
    testa: Annotated[bool, typer.Option("--testa", help="A volta é de testa (Art. 10, III).")] = False,
    json_: OpcaoJson = False,
    sistema: OpcaoSistema = None,
    pontos_por_cama: Annotated[int | None, typer.Option(
        "--pontos-por-cama", metavar="N", show_default=False,
        help="Com --sistema valenciano: os pontos de uma cama (18 ou 24).")] = None,
) -> None:
    """Quanto vale a falta: o que falta ao trio que vai adiante para chegar a 24 (Art. XV, c);
    6 na testa (Art. 10, III)."""
    if placar_arg is not None and placar_opcao is not None and placar_arg != placar_opcao:
        invalido([f"dois placares diferentes: {resumir(placar_arg)!r} e --placar {resumir(placar_opcao)!r}; dê um só"])
    placar = placar_arg if placar_arg is not None else placar_opcao
    if placar is None:
        invalido(["erro: falta o placar: os tentos dos dois trios, por exemplo 'arbitro falta 18x22'"])
    # what each system reads of the options: the testa (MTG), the cama (valenciano); the score as typed, for a message
    contexto = {"placar": placar, **({"testa": "sim"} if testa else {}),
                **({"pontos_por_cama": str(pontos_por_cama)} if pontos_por_cama is not None else {})}
    pontos = dict(zip("12", _ler_dois(placar), strict=True))
    _responder(sistema, lambda s: s.calcular_falta(pontos, contexto), json_)
