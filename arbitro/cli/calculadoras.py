"""The judge's calculators: envido, flor, vaza and falta, each answer with the article that gives it.

Thin layer: parse the arguments, call :mod:`arbitro.sistemas.mtg.cartas` / :mod:`arbitro.sistemas.mtg.motor`, render.
With ``--sistema`` another rule system answers (:meth:`Sistema.calcular_vaza` …), or says it has no such measure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema
from arbitro.cli.saida import console, console_erro, imprimir_json, invalido
from arbitro.nucleo.cartas import Carta, CartaInvalida
from arbitro.nucleo.numeros import resumir
from arbitro.nucleo.vazas import Jogada
from arbitro.sistemas.mtg.cartas import cartas, envido, flor
from arbitro.sistemas.mtg.motor.valores import ALVO_PADRAO, TESTA_FALTA, falta
from arbitro.sistemas.mtg.motor.vazas import EMPATADA, HIERARQUIA, disputar

if TYPE_CHECKING:
    from collections.abc import Callable

    from rich.text import Text

    from arbitro.nucleo.sistema import Calculo, Sistema

ART_ENVIDO = "Art. XIV"
ART_FLOR = "Art. IX, a"
ART_FLOR_PONTOS = "Art. IX, b"

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


def _ler_cartas(textos: Sequence[str] | None, minimo: int, maximo: int, para: str) -> tuple[Carta, ...]:
    """Parse the cards of a calculator, or exit 2 with a Portuguese message (contract §3)."""
    lidas = _juntar_formas_longas(textos or [])
    erros: list[str] = []
    for posicao, texto in enumerate(lidas, start=1):
        try:
            cartas([texto])
        except CartaInvalida as erro:
            erros.append(f"carta {posicao} ({resumir(texto)!r}): {erro}")
    if erros:
        invalido(erros)
    if not minimo <= len(lidas) <= maximo:
        quantas = str(minimo) if minimo == maximo else f"de {minimo} a {maximo}"
        invalido([f"{para} pede {quantas} cartas; foram dadas {len(lidas)}"])
    try:
        return cartas(lidas)
    except CartaInvalida as erro:  # the same card twice
        invalido([str(erro)])


def _ler_dois(texto: str) -> tuple[int, int]:
    """``18x22`` (also ``18 x 22``, ``18-22``, ``18:22``): the points of the two sides."""
    casado = re.fullmatch(r"\s*([0-9]{1,3})\s*[xX×:\-/]\s*([0-9]{1,3})\s*", texto)
    if not casado:
        invalido([f"placar inválido {resumir(texto)!r}: use os tentos dos dois lados, por exemplo 18x22"])
    return int(casado.group(1)), int(casado.group(2))


def _ler_placar(texto: str) -> tuple[int, int]:
    """The tentos of the two trios (Art. 10, II), before a volta of a partida still being played."""
    a, b = _ler_dois(texto)
    if max(a, b) >= ALVO_PADRAO:
        invalido([f"placar inválido {texto!r}: a partida é jogada em {ALVO_PADRAO} tentos (Art. 10, II); "
                  f"com {max(a, b)} ela já terminou"])
    return a, b


# --- rendering ---------------------------------------------------------------------------------------

def _mostrar(resposta: Text, artigos: Sequence[str], detalhe: str | None = None) -> None:
    from rich.text import Text

    linha = Text.assemble(resposta, (" — ", "dim"), ("; ".join(artigos), "bold cyan"))
    console().print(linha)
    if detalhe:
        console().print(Text(detalhe, style="dim"))


def _texto(*partes: str | tuple[str, str]) -> Text:
    from rich.text import Text

    return Text.assemble(*partes)


def _mao(mao: Sequence[Carta]) -> str:
    return " ".join(c.curta for c in mao)


def _de_outro_sistema(sistema: str | None, calcular: Callable[[Sistema], Calculo], json_: bool) -> bool:
    """When ``--sistema`` names a system other than MTG, answer with its calculator and say True."""
    from arbitro.nucleo.sistema import SemCalculo
    from arbitro.sistemas import PADRAO
    from arbitro.sistemas import sistema as achar

    id_ = id_do_sistema(sistema)
    if id_ == PADRAO:
        return False
    try:
        calculo = calcular(achar(id_))
    except (SemCalculo, ValueError) as e:  # no such measure in the system (say so, instead of computing one), or
        invalido([f"erro: {e}"])  # a card or value its calculator cannot read (CartaInvalida is a ValueError)
    if json_:
        imprimir_json({"valor": calculo.valor, "texto": calculo.texto, "artigos": list(calculo.artigos),
                       **calculo.dados})
    else:
        _mostrar(_texto((calculo.texto, "bold green")), calculo.artigos)
    return True


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
    if _de_outro_sistema(sistema, lambda s: s.calcular_envido(_juntar_formas_longas(cartas_ or [])), json_):
        return
    mao = _ler_cartas(cartas_, 3, 3, "o envido")
    resultado = envido(mao)
    pontos_flor = flor(mao)
    if pontos_flor is not None:
        # Art. XIV: "Quando um jogador ENVIDA e o outro tem FLOR, o ENVIDO fica anulado — a FLOR tem prioridade".
        artigos = [ART_FLOR_PONTOS, ART_ENVIDO]
        if json_:
            imprimir_json({"pontos": resultado.pontos, "canto": resultado.canto, "flor": pontos_flor,
                           "artigos": artigos})
            return
        _mostrar(_texto("é ", ("flor", "bold green"), " de ", (str(pontos_flor), "bold green"), " pontos"),
                 artigos, f"três cartas do mesmo naipe: a FLOR tem prioridade e anula o ENVIDO (Art. XIV); "
                          f"mão: {_mao(mao)}")
        return
    artigos = [ART_ENVIDO]
    if json_:
        imprimir_json({"pontos": resultado.pontos, "canto": resultado.canto, "artigos": artigos})
        return
    if resultado.canto.isdigit():
        _mostrar(_texto((str(resultado.pontos), "bold green"), " pontos de envido"), artigos,
                 f"mão: {_mao(mao)}")
    else:
        _mostrar(_texto("canta ", (resultado.canto.upper(), "bold green"),
                        ": três negras de naipes diferentes, 0 pontos, perde para qualquer branca"),
                 artigos, f"mão: {_mao(mao)}")


@app.command("flor")
def cmd_flor(cartas_: ArgCartas = None, json_: OpcaoJson = False, sistema: OpcaoSistema = None) -> None:
    """Se três cartas formam flor, e quantos pontos valem (Art. IX)."""
    if _de_outro_sistema(sistema, lambda s: s.calcular_flor(_juntar_formas_longas(cartas_ or [])), json_):
        return
    mao = _ler_cartas(cartas_, 3, 3, "a flor")
    pontos = flor(mao)
    artigos = [ART_FLOR] if pontos is None else [ART_FLOR, ART_FLOR_PONTOS]
    if json_:
        imprimir_json({"flor": pontos is not None, "pontos": pontos, "artigos": artigos})
        return
    if pontos is None:
        _mostrar(_texto(("não é flor", "bold red"), ": as três cartas não são do mesmo naipe"), artigos,
                 f"mão: {_mao(mao)}")
    else:
        _mostrar(_texto(("flor", "bold green"), " de ", (str(pontos), "bold green"), " pontos"), artigos,
                 f"mão: {_mao(mao)}")


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
    if _de_outro_sistema(sistema, lambda s: s.calcular_vaza(_juntar_formas_longas(cartas_ or []), contexto), json_):
        return
    if vira is not None or leitura:
        invalido(["erro: --vira e --leitura são do cálculo de outro sistema (--sistema paulista …); no Truco Cego "
                  "não há vira (Art. XVI)"])
    jogadas_cartas = _ler_cartas(cartas_, 2, 6, "a vaza")
    jogadas = [Jogada(jogador=str(i), lado="1" if i % 2 == 0 else "2", carta=c)
               for i, c in enumerate(jogadas_cartas)]
    resultado = disputar(jogadas)
    topo = [jogadas[int(j)] for j in resultado.empatados]
    artigos = [HIERARQUIA] if len(topo) == 1 else [HIERARQUIA, EMPATADA]
    vencedora = None if resultado.primeiro is None else jogadas[int(resultado.primeiro)]
    if json_:
        imprimir_json({"vencedora": None if vencedora is None else vencedora.carta.curta,
                       "parda": resultado.parda, "artigos": artigos})
        return
    if vencedora is None:
        empate = " e ".join(f"{j.carta.curta} (trio {j.lado})" for j in topo)
        _mostrar(_texto(("vaza parda", "bold yellow"), f": {empate} empatam no topo"), artigos,
                 "joga primeiro na vaza seguinte quem foi mão na vaza anterior")
    else:
        detalhe = None
        if len(topo) > 1:
            detalhe = (f"cartas iguais do mesmo trio ({' e '.join(j.carta.curta for j in topo)}) não "
                       "empardam; joga de mão na vaza seguinte quem jogou primeiro")
        _mostrar(_texto("vence ", (vencedora.carta.curta, "bold green"),
                        f" ({vencedora.carta.nome}, trio {vencedora.lado})"), artigos, detalhe)


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
    contexto = {"pontos_por_cama": str(pontos_por_cama)} if pontos_por_cama is not None else {}
    if _de_outro_sistema(sistema, lambda s: s.calcular_falta(dict(zip("12", _ler_dois(placar), strict=True)),
                                                             contexto), json_):
        return
    a, b = _ler_placar(placar)
    valor = falta({"1": a, "2": b}, testa)
    artigos = list(valor.artigos)
    aviso = None
    if testa and ALVO_PADRAO - max(a, b) <= TESTA_FALTA:
        # Art. 10, III: the testa alternates only "até que faltem seis tentos para o final da partida".
        aviso = (f"atenção: faltando {ALVO_PADRAO - max(a, b)} tentos ao ponteiro já não se joga testa, "
                 "só roda (Art. 10, III)")
    if json_:
        imprimir_json({"tentos": valor.tentos, "artigos": artigos})
        if aviso:
            _aviso(aviso)
        return
    if testa:
        detalhe = "na testa a falta envido vale só seis tentos"
    else:
        detalhe = f"o ponteiro tem {max(a, b)} e a partida é jogada em {ALVO_PADRAO} tentos"
    _mostrar(_texto("a falta vale ", (str(valor.tentos), "bold green"),
                    " tento" if valor.tentos == 1 else " tentos"), artigos, detalhe)
    if aviso:
        _aviso(aviso)


def _aviso(texto: str) -> None:
    console_erro().print(texto, style="yellow", markup=False)
