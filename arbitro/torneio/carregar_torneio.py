"""Loading a tournament file (contract v2 §11): its jogos, each a §10 jogo file (``arquivo:``, relative to the
tournament file) or inline (``trios: [X, Y]`` and any key of a jogo file), every one ruled here.

Refused, located: a jogo file that is missing or unreadable (or refers back), an inline jogo without exactly two
trios or with the same trio on both sides, an unknown key — every problem of every jogo at once. A tournament
file is legitimately big (a round robin of 64 trios inline is ~260 KB): it is read with its own limits
(:data:`arbitro.torneio.documento.TORNEIO`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.yamlpos import CenarioInvalido, Problema
from arbitro.nucleo import numeros
from arbitro.nucleo.leituras import Leitura
from arbitro.torneio import documento as D
from arbitro.torneio.carregar_jogo import Jogo, carregar_jogo, ler_jogo
from arbitro.torneio.jogo import ResultadoJogo, julgar_jogo
from arbitro.torneio.observacoes import Contexto
from arbitro.torneio.regras import Regras

# Python converts at most this many digits of text to an int (sys.int_info.default_max_str_digits).
ALGARISMOS_SEMENTE = 4300
CHAVES_TORNEIO = ("versao", "regulamento", "torneio", "semente", "leituras", "jogos")


@dataclass(frozen=True, slots=True)
class Torneio:
    regras: Regras
    nome: str | None
    semente: int | str | None
    jogos: tuple[ResultadoJogo, ...]  # in the file's order (the order they were played)
    leituras: dict[str, str]
    arquivo: str


def carregar_torneio(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Torneio, Contexto]:
    """Read the tournament file and rule every jogo; raises :class:`CenarioInvalido` with every problem."""
    with D.sem_coleta():
        no, arquivo = D.raiz(caminho, D.TORNEIO)
        return ler_torneio(D.caso_ou_documento(no, "jogos"), arquivo, ctx, registro, (Path(caminho).resolve(),))


def ler_torneio(no: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura],
                pilha: tuple[Path, ...] = ()) -> tuple[Torneio, Contexto]:
    leitor = D.Leitor(arquivo)
    if not isinstance(no, MappingNode):
        leitor.tipo(no, "um mapeamento com torneio e jogos", "torneio")
        raise CenarioInvalido(leitor.problemas)
    nos = leitor.campos(no, "torneio", CHAVES_TORNEIO)
    assert nos is not None
    leitor.exigir(nos, no, ("jogos",), "a lista dos jogos: arquivo: ou {trios: [X, Y], partidas: [...]}")
    cab = leitor.cabecalho(nos, registro)
    semente: int | str | None = None
    if "semente" in nos and not D._nulo(nos["semente"]):
        semente = _semente(leitor, nos["semente"])
    nome = leitor.opcional(nos, "torneio")  # before the jogos: a bad title is one of the problems
    ctx = ctx.camada(cab.leituras, arquivo)
    resultados: list[ResultadoJogo] = []
    problemas: list[Problema] = []  # of the jogos; the tournament's own are the reader's
    arquivos: D.Lidas = {}  # the jogo files read, to count each once
    partidas: D.Lidas = {}  # and the partida files of every jogo
    for i, item in enumerate(leitor.lista(nos["jogos"], "jogos") or () if "jogos" in nos else (), 1):
        try:
            jogo, jctx = _jogo(leitor, i, item, arquivo, ctx, registro, pilha, (arquivos, partidas))
            if jogo is not None:
                resultados.append(julgar_jogo(jogo, jctx))
                ctx.absorver(jctx)
        except CenarioInvalido as e:
            problemas += e.problemas
    if leitor.problemas or problemas:
        raise CenarioInvalido([*leitor.problemas, *problemas])
    return Torneio(cab.regras, nome, semente, tuple(resultados), cab.leituras,
                   arquivo), ctx


def _semente(leitor: D.Leitor, no: Node) -> int | str | None:
    """S, f: the draw is ``random.Random(semente).shuffle`` (contract v2 §11), and ``random.Random`` takes any
    integer (its absolute value, every bit of it) or a text. So any decimal integer is a seed — a date with a
    number, ``2026112801``, as much as ``2026`` — up to the digits Python converts from text at all."""
    if isinstance(no, ScalarNode) and no.tag == D.INT:
        try:
            return numeros.inteiro(no.value, ALGARISMOS_SEMENTE)
        except numeros.NumeroInvalido as e:
            leitor.erro(no, f"semente: {e}; escreva um número inteiro em decimal (até {ALGARISMOS_SEMENTE} "
                            "algarismos) ou um texto")
            return None
    return leitor.linha(no, "semente")


def _jogo(leitor: D.Leitor, i: int, item: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura],
          pilha: tuple[Path, ...], lidos: tuple[D.Lidas, D.Lidas]) -> tuple[Jogo | None, Contexto]:
    arquivos, partidas = lidos
    onde = f"jogo {i}"
    if not isinstance(item, MappingNode):
        leitor.tipo(item, "{arquivo: jogo.yaml} ou {trios: [X, Y], partidas: [...]}", onde)
        return None, ctx
    chaves = [str(k.value) for k, _ in item.value if isinstance(k, ScalarNode)]
    if "arquivo" in chaves:
        campos = leitor.campos(item, onde, ("arquivo",))
        if not campos:
            return None, ctx
        caminho = D.arquivo_referido(leitor, campos["arquivo"], arquivo, pilha)
        if caminho is None or D.ja_contado(leitor, campos["arquivo"], caminho, arquivos, onde, f"do {onde}",
                                           "o mesmo jogo"):
            return None, ctx
        return carregar_jogo(caminho, ctx, registro, pilha, partidas)
    return ler_jogo(item, arquivo, ctx, registro, pilha, onde=onde, base=arquivo, lidas=partidas)
