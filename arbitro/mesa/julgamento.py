"""The ruling so far, by the same code as ``arbitro partida`` (:mod:`arbitro.torneio.partida`), fast enough for
every keystroke.

The voltas before the current one do not change while it is recorded: they are ruled once (cached by their
text) together with an empty placeholder volta, whose ruling gives what the partida says of the next one — the
score before it, its mão and the modality due (Art. 10, III). The current volta is then ruled alone, as a partida
joined at that score with its mão written out: the engine sees the very scenario the whole partida gives it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbitro.sistemas.mtg import artigos as A

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Registro
    from arbitro.sistemas.mtg.cenario.modelo import Cenario
    from arbitro.torneio.carregar_partida import Modalidade
    from arbitro.torneio.observacoes import Contexto
    from arbitro.torneio.partida import ResultadoPartida, VoltaJulgada
    from arbitro.torneio.partida_geral import PartidaJulgada

ARTIGO_MODALIDADE = A.JOGADORES


@dataclass(frozen=True)
class Antes:
    """What the partida says of the next volta, from the voltas before it."""

    placar: dict[str, int]
    mao: str
    devida: Modalidade | None  # the modality Art. 10, III gives it (None: unknown, a partida joined mid-way, or a
    # system without roda/testa)
    vencedor: str | None  # the partida ended before it
    camas: dict[str, int] | None = None  # valenciano: the camas won before it


@dataclass(frozen=True)
class Situacao:
    """The current volta as the engine rules it now."""

    numero: int
    modalidade: str  # roda, testa (MTG) or mao (a hand of another system)
    antes: Antes
    volta: VoltaJulgada | None  # MTG's volta ruled; None when the partida had ended before it, or another system
    cenarios: tuple[Any, ...]  # MTG: the volta's scenario (roda) or the three testas', each at its own score;
    # another system: the hand as it reads it (:class:`arbitro.mesa.maos.MaoEmCurso`)
    placar_depois: dict[str, int]
    vencedor: str | None
    decisao: Decisao | None = None  # the hand ruled, in a system without roda/testa
    camas_depois: dict[str, int] | None = None  # valenciano
    pendente: str | None = None  # what the hand lacks before it can be ruled (the paulista's vira), in pt-BR
    partida: PartidaJulgada | None = None  # another system: the whole partida so far, by the partida layer (§12)

    @property
    def terminada_antes(self) -> bool:
        """The partida had ended before this volta: nothing recorded in it counts."""
        return self.antes.vencedor is not None


@cache
def _registro() -> Registro:
    from arbitro.sistemas.mtg.leituras_acima import registro_completo

    return registro_completo()


def contexto() -> tuple[Contexto, Registro]:
    from arbitro.torneio.observacoes import Contexto

    return Contexto(), _registro()


def julgar_texto(texto: str, arquivo: str) -> ResultadoPartida:
    """A partida document's text ruled as ``arbitro partida`` rules the file; raises ``CenarioInvalido``."""
    res, _p = _julgar(texto, arquivo)
    return res


def _julgar(texto: str, arquivo: str) -> tuple[ResultadoPartida, Any]:
    from arbitro.cenario.yamlpos import compor
    from arbitro.torneio import documento as D
    from arbitro.torneio.carregar_partida import ler_partida
    from arbitro.torneio.partida import julgar_partida

    ctx, registro = contexto()
    partida, ctx = ler_partida(compor(texto, arquivo, D.PARTIDA), arquivo, ctx, registro)
    return julgar_partida(partida, ctx), partida


class Julgador:
    """Rules the partida being recorded; remembers the rulings of the voltas that did not change."""

    def __init__(self, arquivo: str) -> None:
        self.arquivo = arquivo
        self._antes: dict[str, Antes] = {}

    def antes(self, texto_prefixo: str) -> Antes:
        """``texto_prefixo``: the partida with the voltas before the current one and an empty placeholder last."""
        if texto_prefixo not in self._antes:
            if len(self._antes) > 8:
                self._antes.clear()
            res = julgar_texto(texto_prefixo, self.arquivo)
            total = len(res.partida.voltas)
            ultima = res.voltas[-1] if res.voltas and res.voltas[-1].numero == total else None
            if ultima is None:  # the placeholder came after the end: not ruled
                self._antes[texto_prefixo] = Antes(dict(res.placar_final), res.partida.voltas[-1].mao, None,
                                                   res.vencedor)
            else:
                assert ultima.decisao is not None
                self._antes[texto_prefixo] = Antes(dict(ultima.decisao.placar_inicial), ultima.mao, ultima.devida,
                                                   None)
        return self._antes[texto_prefixo]

    def atual(self, texto_volta: str, numero: int, modalidade: str, antes: Antes) -> Situacao:
        """``texto_volta``: the current volta alone, as a partida joined at ``antes.placar`` with its mão."""
        if antes.vencedor is not None:
            return Situacao(numero, modalidade, antes, None, (), dict(antes.placar), antes.vencedor)
        res, partida = _julgar(texto_volta, self.arquivo)
        volta = res.voltas[0]
        lida = partida.voltas[0]
        if volta.decisao is not None:
            cenarios: tuple[Cenario, ...] = (lida.cenario,)
        else:
            placares = [t.decisao.placar_inicial for t in volta.testas]
            cenarios = tuple(dataclasses.replace(t.cenario, placar=dict(p))
                             for t, p in zip(lida.testas, placares, strict=False))
        return Situacao(numero, modalidade, antes,
                        dataclasses.replace(volta, numero=numero, devida=antes.devida), cenarios,
                        dict(res.placar_final), res.vencedor)
