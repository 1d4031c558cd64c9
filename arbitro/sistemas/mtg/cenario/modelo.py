"""The scenario of contract v1 §4 as frozen values: what the judge saw, in order.

The loader (:mod:`arbitro.sistemas.mtg.cenario.carregar`) builds these from YAML and rejects what cannot describe
a real table; the engine only reads them. Each event keeps where it was written (``pos``) so a
ruling can point back at the line, but positions never take part in equality.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from arbitro.nucleo.cartas import Carta
from arbitro.sistemas.mtg.fala import Fala


@dataclass(frozen=True, slots=True)
class Posicao:
    """1-based line and column in the scenario file."""

    linha: int
    coluna: int


_POS = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Diz:
    """A player says something (``- a1: envido``)."""

    jogador: str
    texto: str  # the words as written
    fala: Fala  # what they mean (arbitro.sistemas.mtg.fala)
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class CantaPontos:
    """A player sings a number of envido or flor points (``- a1: {pontos: 33}``)."""

    jogador: str
    pontos: int
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class Joga:
    """A player plays a card; ``coberta`` when it went face down."""

    jogador: str
    carta: Carta
    coberta: bool = False
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class Vaza:
    """The result of a vaza whose cards were not listed: a trio's name, or ``None`` for parda."""

    vencedor: str | None
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class Baralho:
    """A player goes to the baralho (Art. XVI, Ir ao baralho)."""

    jogador: str
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class Passa:
    """A player passes his cards without playing (Art. 10, VIII, a)."""

    jogador: str
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class Mostra:
    """A player shows cards (proof of a canto, or needlessly)."""

    jogador: str
    cartas: tuple[Carta, ...]
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class NaoMostra:
    """A player refuses or fails to show the cards behind his canto."""

    jogador: str
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class PedeFlor:
    """"Peço flor": ``jogador`` asks ``alvo`` to show whether he hid a flor (Art. XI)."""

    jogador: str
    alvo: str
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class OlhouCedo:
    """After the time limit, a player looked at his cards before the deal ended (contract v2 §7)."""

    jogador: str
    pos: Posicao | None = _POS


@dataclass(frozen=True, slots=True)
class PagamentoFeito:
    """``recebe`` received ``tentos`` at this moment of the volta (contract v2 §7; Art. 10, III)."""

    trio: str
    tentos: int
    pos: Posicao | None = _POS


TipoFalta = Literal[
    "falou-na-testa", "olhou-cartas", "senha", "mostrou-cartas",
    "cartas-recolhidas-pelo-companheiro", "cartas-recolhidas-pelo-adversario",
    "cartas-a-mais", "cartas-a-menos", "carta-virada", "cartas-sobrepostas",
]
TIPOS_FALTA: tuple[str, ...] = TipoFalta.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class Falta:
    """An incident at the table (contract §4, ``falta:``)."""

    jogador: str
    tipo: str
    apos_jogar: bool | None = None  # cartas-a-mais / cartas-a-menos
    carta: Carta | None = None  # carta-virada
    pos: Posicao | None = _POS


Evento = (Diz | CantaPontos | Joga | Vaza | Baralho | Passa | Mostra | NaoMostra | PedeFlor | Falta | OlhouCedo
          | PagamentoFeito)


@dataclass(frozen=True, slots=True)
class Pagamento:
    """Tentos actually paid at the table in this volta (issue: payments)."""

    trio: str
    tentos: int
    pos: Posicao | None = _POS


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

    def trio_de(self, jogador: str) -> str:
        for nome, jogadores in self.trios.items():
            if jogador in jogadores:
                return nome
        raise KeyError(jogador)

    def adversario(self, trio: str) -> str:
        return next(t for t in self.trios if t != trio)
