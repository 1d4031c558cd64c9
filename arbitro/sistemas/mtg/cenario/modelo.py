"""The scenario of contract v1 §4 as frozen values: what the judge saw, in order.

The loader (:mod:`arbitro.sistemas.mtg.cenario.carregar`) builds these from YAML and rejects what cannot describe
a real table; the engine only reads them. The events are named tuples, not dataclasses: a volta is read on every
ruling and a frozen dataclass costs about six times as much to define at import (the start-up budget). Where each
event was written is the document's business, not the event's: ``Cenario.posicoes`` runs beside ``eventos``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from arbitro.nucleo.cartas import Carta
from arbitro.sistemas.mtg.fala import Fala


class Posicao(NamedTuple):
    """1-based line and column in the scenario file."""

    linha: int
    coluna: int


class Diz(NamedTuple):
    """A player says something (``- a1: envido``)."""

    jogador: str
    texto: str  # the words as written
    fala: Fala  # what they mean (arbitro.sistemas.mtg.fala)


class CantaPontos(NamedTuple):
    """A player sings a number of envido or flor points (``- a1: {pontos: 33}``)."""

    jogador: str
    pontos: int


class Joga(NamedTuple):
    """A player plays a card; ``coberta`` when it went face down."""

    jogador: str
    carta: Carta
    coberta: bool = False


class Vaza(NamedTuple):
    """The result of a vaza whose cards were not listed: a trio's name, or ``None`` for parda."""

    vencedor: str | None


class Baralho(NamedTuple):
    """A player goes to the baralho (Art. XVI, Ir ao baralho)."""

    jogador: str


class Passa(NamedTuple):
    """A player passes his cards without playing (Art. 10, VIII, a)."""

    jogador: str


class Mostra(NamedTuple):
    """A player shows cards (proof of a canto, or needlessly)."""

    jogador: str
    cartas: tuple[Carta, ...]


class NaoMostra(NamedTuple):
    """A player refuses or fails to show the cards behind his canto."""

    jogador: str


class PedeFlor(NamedTuple):
    """"Peço flor": ``jogador`` asks ``alvo`` to show whether he hid a flor (Art. XI)."""

    jogador: str
    alvo: str


class OlhouCedo(NamedTuple):
    """After the time limit, a player looked at his cards before the deal ended (contract v2 §7)."""

    jogador: str


class PagamentoFeito(NamedTuple):
    """``recebe`` received ``tentos`` at this moment of the volta (contract v2 §7; Art. 10, III)."""

    trio: str
    tentos: int


TipoFalta = Literal[
    "falou-na-testa", "olhou-cartas", "senha", "mostrou-cartas",
    "cartas-recolhidas-pelo-companheiro", "cartas-recolhidas-pelo-adversario",
    "cartas-a-mais", "cartas-a-menos", "carta-virada", "cartas-sobrepostas",
]
TIPOS_FALTA: tuple[str, ...] = TipoFalta.__args__  # type: ignore[attr-defined]


class Falta(NamedTuple):
    """An incident at the table (contract §4, ``falta:``)."""

    jogador: str
    tipo: str
    apos_jogar: bool | None = None  # cartas-a-mais / cartas-a-menos
    carta: Carta | None = None  # carta-virada


Evento = (Diz | CantaPontos | Joga | Vaza | Baralho | Passa | Mostra | NaoMostra | PedeFlor | Falta | OlhouCedo
          | PagamentoFeito)


class Pagamento(NamedTuple):
    """Tentos actually paid at the table in this volta (issue: payments)."""

    trio: str
    tentos: int


Modalidade = Literal["roda", "testa"]


@dataclass(frozen=True, slots=True)
class Cenario:
    """A volta as the judge describes it (contract v1 §4)."""

    placar: dict[str, int]  # tentos of each trio before the volta, in the file's order
    trios: dict[str, tuple[str, ...]]
    mesa: tuple[str, ...]  # playing order, the mão first
    eventos: tuple[Evento, ...]
    cartas: dict[str, tuple[Carta, ...]] = field(default_factory=dict)
    modalidade: Modalidade = "roda"
    versao: int = 1
    regulamento: str = "mtg-truco-cego"
    pagamentos: tuple[Pagamento, ...] = ()
    pergunta: str | None = None
    leituras: dict[str, str] = field(default_factory=dict)  # options chosen at named readings (contract v2 §8)
    tempo_esgotado: bool = False  # after the time limit: "Término do tempo de jogo" (contract v2 §7)
    testa: int | None = None  # which of the volta's three testas, when known (contract v2 §7)
    arquivo: str | None = field(default=None, compare=False)
    posicoes: tuple[Posicao, ...] = field(default=(), compare=False, repr=False)  # of each event, when read from a file

    def trio_de(self, jogador: str) -> str:
        for nome, jogadores in self.trios.items():
            if jogador in jogadores:
                return nome
        raise KeyError(jogador)

    def adversario(self, trio: str) -> str:
        return next(t for t in self.trios if t != trio)
