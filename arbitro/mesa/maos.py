"""The partida of a system played hand by hand (paulista, mineiro, argentino, valenciano: no roda/testa) at the table,
ruled by the partida layer of contract v3 §12 (:mod:`arbitro.torneio.partida_geral`) — the very code
``arbitro partida`` runs on the saved file, so the table and the file give the same JSON.

What stays here is what the table needs besides the ruling: the hand being recorded as a scenario of its system
(:func:`texto_da_mao`: what the palette asks :meth:`Sistema.pode` about, what ``exportar_volta`` writes for
``arbitro resolve``), and the hand keys the judge sets before the first event (the paulista's vira).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from arbitro.cenario.yamlpos import CenarioInvalido, Problema
from arbitro.mesa import yamlmin

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from yaml.nodes import Node

    from arbitro.mesa.sessao import Cabecalho, VoltaRegistro
    from arbitro.torneio.partida_geral import PartidaJulgada

CHAVES_DA_MESA = ("vira",)  # the hand keys the judge sets at the table, where the system has them (contract v3 §12)
MAO = "mao"  # the modality of a hand of a system without roda/testa (what the session records)


class MaoEmCurso(NamedTuple):
    """The hand being recorded as its system reads it: the scenario's text and the validated scenario."""

    texto: str
    cenario: Any
    arquivo: str


@dataclass(frozen=True)
class Estado:
    """Where the partida stands before a hand: the score, the mão, the camas (valenciano), the winner if it ended."""

    placar: dict[str, int]
    mao: str
    camas: dict[str, int] | None
    vencedor: str | None


class Julgamento(NamedTuple):
    """The partida ruled by the partida layer (the hands recorded, the last one as far as it went), where it stood
    before the last recorded hand, that hand as its system reads it (None when the partida had ended before it, or
    the hand lacks what its system needs before any event: ``pendente`` says what)."""

    partida: PartidaJulgada
    antes: Estado
    em_curso: MaoEmCurso | None
    pendente: str | None = None  # what the hand being recorded lacks before anything can be ruled (the vira)


@cache
def propriedades(regulamento: str) -> tuple[str, ...]:
    """The keys of the system's hand scenario (its JSON Schema): what a hand may carry (``vira``, ``cartas``…)."""
    from arbitro.sistemas import sistema

    return tuple(sistema(regulamento).esquema().get("properties", {}))


def ordem_de_jogo(assentos: Sequence[str], mao: str) -> list[str]:
    """The seats from the mão on (the scenario's ``mesa:``)."""
    m = assentos.index(mao) if mao in assentos else 0
    return [assentos[(m + i) % len(assentos)] for i in range(len(assentos))]


def seguinte(assentos: Sequence[str], mao: str) -> str:
    """The next seat: the deal passes on (contract v3 §12)."""
    return assentos[(assentos.index(mao) + 1) % len(assentos)] if mao in assentos else assentos[0]


def texto_da_mao(cab: Cabecalho, volta: VoltaRegistro, antes: Estado, cabecalho: str = "") -> str:
    """The hand as a scenario of its system (contract v2 §8), ready for ``arbitro resolve``."""
    linhas = [cabecalho] if cabecalho else []
    linhas += ["versao: 2", f"regulamento: {yamlmin.escalar(cab.regulamento)}"]
    if cab.opcoes:
        linhas.append(f"opcoes: {yamlmin.fluxo(cab.opcoes)}")
    if antes.camas is not None:
        linhas.append(f"camas: {yamlmin.fluxo(antes.camas)}")
    linhas.append(f"placar: {yamlmin.fluxo(antes.placar)}")
    linhas.append(f"{cab.chave_lados}:")
    linhas += [f"  {yamlmin.escalar(t)}: {yamlmin.fluxo(js)}" for t, js in cab.lados.items()]
    linhas.append(f"mesa: {yamlmin.fluxo(ordem_de_jogo(cab.assentos, antes.mao))}")
    extras = dict(volta.extras)
    acima = acima_da_mao(cab.regulamento)  # the partida's readings (the deal…) rule the partida, not the hand
    leituras = {**{k: v for k, v in cab.leituras.items() if k not in acima}, **(extras.pop("leituras", None) or {})}
    linhas += [f"{yamlmin.escalar(k)}: {yamlmin.fluxo(v)}" for k, v in extras.items()]
    if leituras:
        linhas.append(f"leituras: {yamlmin.fluxo(leituras)}")
    linhas += yamlmin.eventos(volta.listas[0], 0)
    return "\n".join([*linhas, ""])


@cache
def acima_da_mao(regulamento: str) -> frozenset[str]:
    """The ids of the system's readings above the hand (the partida's, the jogo's, the standings'): a hand's
    scenario does not take them (contract v3 §12)."""
    from arbitro.sistemas import sistema

    return frozenset(sistema(regulamento).partida().registro)


def ler_mao(texto: str, arquivo: str, regulamento: str) -> Any:
    """The hand's scenario validated by its system; raises ``CenarioInvalido``."""
    from arbitro.cenario.yamlpos import compor
    from arbitro.sistemas import sistema

    return sistema(regulamento).cenario(compor(texto, arquivo), arquivo)


def julgar_texto(texto: str, arquivo: str, outras: bool = True) -> PartidaJulgada:
    """A partida document's text (contract v3 §12) ruled as ``arbitro partida`` rules the file (the partida's
    ``leituras:`` over the defaults; ``outras=False``: without what the other options of a reading give, see
    :func:`arbitro.torneio.partida_geral.julgar`). Raises ``CenarioInvalido``; a problem inside a hand says which
    ("mão 2: …")."""
    from arbitro.cenario.acima import PARTIDA, caso_ou_documento
    from arbitro.cenario.yamlpos import compor
    from arbitro.torneio import partida_geral as P

    no = caso_ou_documento(compor(texto, arquivo, PARTIDA), "voltas")
    try:
        return P.julgar(P.ler(no, arquivo), outras=outras)
    except CenarioInvalido as e:
        raise CenarioInvalido([_na_mao(p, no) for p in e.problemas]) from None


def _na_mao(p: Problema, no: Node) -> Problema:
    """``p`` with "mão N: " in front when it falls inside the N-th hand of the document ``no``."""
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    if not isinstance(no, MappingNode) or p.mensagem.startswith("mão "):
        return p
    lista = next((v for k, v in no.value if isinstance(k, ScalarNode) and k.value in ("voltas", "maos")), None)
    if not isinstance(lista, SequenceNode):
        return p
    onde = (p.linha, p.coluna)
    for n, item in enumerate(lista.value, 1):
        inicio = (item.start_mark.line + 1, item.start_mark.column + 1)
        fim = (item.end_mark.line + 1, item.end_mark.column + 1)
        if inicio <= onde < fim:
            return Problema(p.arquivo, p.linha, p.coluna, f"mão {n}: {p.mensagem}")
    return p


class JulgadorDeMaos:
    """Rules the partida being recorded through the partida layer; remembers the last rulings by their text (undo,
    the palette and the screen ask again for the same partida)."""

    def __init__(self, arquivo: str) -> None:
        self.arquivo = arquivo
        self._julgadas: dict[tuple[str, bool], PartidaJulgada] = {}

    def partida(self, texto: str, outras: bool = True) -> PartidaJulgada:
        """The partida document ``texto`` ruled (cached); raises ``CenarioInvalido``. ``outras=False``: the ruling
        after each key, without ruling the partida again under each other option of a reading (twice the work in a
        long argentino or valenciano partida, for a sentence the screen does not show)."""
        chave = (texto, outras)
        if chave not in self._julgadas:
            if len(self._julgadas) > 8:
                self._julgadas.clear()
            self._julgadas[chave] = julgar_texto(texto, self.arquivo, outras)
        return self._julgadas[chave]

    def julgar(self, cab: Cabecalho, voltas: Sequence[VoltaRegistro],
               texto_de: Callable[[Sequence[VoltaRegistro]], str]) -> Julgamento:
        """The partida of ``voltas`` (``texto_de``: their partida document) ruled; the last one is the hand being
        recorded. A last hand with no event that lacks only a key the judge sets at the table (the vira) is not
        ruled yet: ``pendente`` says what it lacks. Raises ``CenarioInvalido``."""
        ultima = voltas[-1]
        pendente: str | None = None
        try:
            r = self.partida(texto_de(voltas), outras=False)
        except CenarioInvalido as e:
            if ultima.listas[0] or not _so_falta(e, cab):
                raise
            pendente = "; ".join(p.mensagem.partition(": ")[2] if p.mensagem.startswith("mão ") else p.mensagem
                                 for p in e.problemas)
            r = self.partida(texto_de(voltas[:-1]), outras=False)
        n = len(voltas)
        julgadas = {m.numero: m for m in r.maos}
        atual = julgadas.get(n)
        anterior = julgadas.get(n - 1)
        camas_antes = (anterior.camas if anterior is not None else
                       (dict(r.doc.camas_iniciais) if r.camas is not None else None))
        if atual is None:  # not ruled: the partida had ended before it, or it waits for its vira
            ultima_mao = r.maos[-1].mao if r.maos else None
            mao = ultima.mao or (seguinte(cab.assentos, ultima_mao) if ultima_mao else cab.assentos[0])
            placar = dict(r.placar_final) if r.maos or r.vencedor else dict(r.doc.placar_inicial)
            return Julgamento(r, Estado(placar, mao, dict(r.camas) if r.camas is not None else None, r.vencedor),
                              None, pendente)
        antes = Estado(dict(atual.decisao.placar_inicial), atual.mao, camas_antes, None)
        texto = texto_da_mao(cab, ultima, antes)
        return Julgamento(r, antes, MaoEmCurso(texto, ler_mao(texto, self.arquivo, cab.regulamento), self.arquivo))


def _so_falta(e: CenarioInvalido, cab: Cabecalho) -> bool:
    """Every problem is a hand key the judge sets at the table before the first event (the paulista's vira)."""
    chaves = [k for k in CHAVES_DA_MESA if k in propriedades(cab.regulamento)]
    return bool(chaves) and all(any(k in p.mensagem for k in chaves) for p in e.problemas)


def alvo_artigo(cab: Cabecalho) -> str:
    """The rule that fixes the partida's end in the system (Paulista, pontos; Valenciano, camas…)."""
    from arbitro.sistemas import sistema

    return sistema(cab.regulamento).partida().artigo_alvo


def opcoes_do_sistema(regulamento: str) -> Mapping[str, Any]:
    """The system's options (contract v2 §8) as its schema gives them: ``{nome: esquema}``."""
    from arbitro.sistemas import sistema

    return dict(sistema(regulamento).esquema().get("properties", {}).get("opcoes", {}).get("properties", {}))
