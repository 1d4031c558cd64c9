"""The vazas of a hand of the family: who takes one, and who wins the hand from their results.

The argentino and the valenciano decide the hand alike: two vazas win it; with a tied vaza, the first side to
win a vaza wins it; three tied vazas give it to the mão's side. Only the words differ — and which of their
sections says so — so :func:`desfecho` names the case (:data:`Caso`) and the system cites its own rule for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal, NamedTuple

from arbitro.nucleo import vazas as nucleo
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.vazas import ResultadoVaza

PARDA = "parda"  # a tied vaza, as the scenario and the ruling write it (contract v1 §4, v2 §8)


class Jogada(NamedTuple):
    jogador: str
    lado: str
    carta: Carta
    coberta: bool = False  # played face down
    nula: bool = False  # lost its value: like a covered card, it takes no vaza
    anulada_por: str = ""  # the rule that voids it (covered or void), cited when that decides the vaza

    @property
    def vale(self) -> bool:
        return not (self.coberta or self.nula)


def disputar(jogadas: Sequence[Jogada], forca: Callable[[Carta], int]) -> ResultadoVaza:
    """Who takes a vaza under the hierarchy ``forca`` (the kernel's dispute): a card covered or void takes
    nothing; top cards of both sides tie it."""
    return nucleo.disputar([nucleo.Jogada(j.jogador, j.lado, j.carta, not j.vale) for j in jogadas], forca)


def sem_a_regra(jogadas: Sequence[Jogada], regra: str, forca: Callable[[Carta], int]) -> str | None:
    """Who would take the vaza if ``regra`` voided none of its cards: every card it voids counts at its face."""
    return disputar([j._replace(coberta=False, nula=False) if j.anulada_por == regra else j for j in jogadas],
                    forca).vencedor


def regras_anuladoras(jogadas: Sequence[Jogada]) -> tuple[str, ...]:
    """The rules that voided some card of the vaza, in the order they first did."""
    return tuple(dict.fromkeys(j.anulada_por for j in jogadas if j.anulada_por and not j.vale))


Caso = Literal["duas", "primeira-e-parda", "ganha-perde-parda", "parda-e-vaza", "pardas-e-vaza", "tres-pardas"]


class Ganhador(NamedTuple):
    lado: str
    vazas: int  # how many vazas it took to decide
    caso: Caso


def desfecho(resultados: Sequence[str | None], lado_do_mao: str) -> Ganhador | None:
    """Who wins the hand from the vaza results in order (a side, or None for a tied vaza); None while undecided."""
    vitorias: dict[str, int] = {}
    primeiro: str | None = None
    parda_em: int | None = None
    for k, r in enumerate(resultados[:3]):
        if r is None:
            parda_em = k if parda_em is None else parda_em
        else:
            vitorias[r] = vitorias.get(r, 0) + 1
            primeiro = primeiro or r
            if vitorias[r] == 2:
                return Ganhador(r, k + 1, "duas")
        if parda_em is not None and primeiro is not None:
            return Ganhador(primeiro, k + 1, _caso_com_parda(resultados[: k + 1]))
        if k == 2 and primeiro is None:
            return Ganhador(lado_do_mao, 3, "tres-pardas")
    return None


def _caso_com_parda(r: Sequence[str | None]) -> Caso:
    if r[0] is None:
        return "parda-e-vaza" if len(r) == 2 else "pardas-e-vaza"
    return "primeira-e-parda" if len(r) == 2 else "ganha-perde-parda"


class VazaNaMesa(NamedTuple):
    """A vaza as the table played it: the cards (none for a summarised vaza), its result, the dispute when the
    cards decided it (None for a summary), and the hidden cards under the open ones (the valenciano's)."""

    jogadas: tuple[Jogada, ...]
    vencedor: str | None
    disputa: ResultadoVaza | None
    ocultas: tuple[Carta | None, ...] = ()


class Mesa:
    """The vazas of a hand: those closed, the one in play, who played in each."""

    def __init__(self, ordem: tuple[str, ...]) -> None:
        self.ordem = ordem
        self.fechadas: list[VazaNaMesa] = []
        self.atual: list[Jogada] = []
        self.ocultas: list[Carta | None] = []
        self.depois: list[tuple[str, str]] = []  # (player, card) played after the hand was over

    @property
    def numero(self) -> int:
        """The vaza in play (1–3)."""
        return len(self.fechadas) + 1

    @property
    def resultados(self) -> list[str | None]:
        return [v.vencedor for v in self.fechadas]

    def jogou_na_vaza(self, jogador: str) -> bool:
        return any(j.jogador == jogador for j in self.atual)

    def por(self, jogada: Jogada, oculta: Carta | None = None) -> bool:
        """Put a card on the table; True when every player has played in this vaza."""
        self.atual.append(jogada)
        self.ocultas.append(oculta)
        return len(self.atual) == len(self.ordem)

    def fechar(self, vencedor: str | None, disputa: ResultadoVaza | None) -> VazaNaMesa:
        v = VazaNaMesa(tuple(self.atual), vencedor, disputa, tuple(self.ocultas))
        self.fechadas.append(v)
        self.atual, self.ocultas = [], []
        return v
