"""The scenario of a hand in the paulista or the mineiro (contract v2 §8), as frozen values.

What the judge saw, in order. The reader (:mod:`.leitura`) builds these from the YAML and refuses
what cannot describe a real table; the engine only reads them. Positions never take part in equality.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from arbitro.familias.brasileiro.fala import Fala
from arbitro.familias.brasileiro.frances import Carta

PARDA = "parda"  # a tied vaza, as the scenario and the ruling write it


class Pos(NamedTuple):
    """1-based line and column in the scenario file."""

    linha: int
    coluna: int


_POS = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Diz:
    """A player says something (``- a1: truco``)."""

    jogador: str
    texto: str
    fala: Fala
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class Joga:
    """A player plays a card (``- a1: {joga: 7C, coberta: true}``)."""

    jogador: str
    carta: Carta
    coberta: bool = False
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class Vaza:
    """A vaza whose cards were not listed: the side that took it, or :data:`PARDA`."""

    vencedor: str
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class Mostra:
    """A player shows cards (``- a2: {mostra: [3P, 2C]}``): seen, nothing more."""

    jogador: str
    cartas: tuple[Carta, ...]
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class Pagamento:
    """Side ``recebe`` received ``tentos`` at this moment of the hand (contract v2 §7–§8)."""

    recebe: str
    tentos: int
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class Queima:
    """Mineiro's troca de mãos: a hand of three turned face up and replaced (``- a1: {queima: [AE, 5O, 7C]}``)."""

    jogador: str
    cartas: tuple[Carta, ...]
    pos: Pos | None = _POS


@dataclass(frozen=True, slots=True)
class PassaMao:
    """Mineiro's troca de mãos: a hand of three passed to a partner (``- a1: {passa_mao: a2}``)."""

    jogador: str
    para: str
    pos: Pos | None = _POS


Evento = Diz | Joga | Vaza | Mostra | Pagamento | Queima | PassaMao


@dataclass(frozen=True, slots=True)
class Cenario:
    """One hand: the score before it, the sides and the table, the cards seen, what happened."""

    sistema: str
    placar: dict[str, int]
    duplas: dict[str, tuple[str, ...]]
    mesa: tuple[str, ...]  # playing order, the mão first
    eventos: tuple[Evento, ...]
    cartas: dict[str, tuple[Carta, ...]] = field(default_factory=dict)
    vira: Carta | None = None
    leituras: dict[str, str] = field(default_factory=dict)
    pagamentos: tuple[tuple[str, int], ...] = ()  # v1 `pagamentos:` (what each side received; closes nothing)
    pergunta: str | None = None
    versao: int = 2

    def lado(self, jogador: str) -> str:
        return next(lado for lado, js in self.duplas.items() if jogador in js)

    def outro(self, lado: str) -> str:
        return next(x for x in self.duplas if x != lado)

    @property
    def mao(self) -> str:
        return self.mesa[0]

    # The names the system-free case library (arbitro.casos) reads any system's scenario by.
    @property
    def regulamento(self) -> str:
        return self.sistema

    @property
    def trios(self) -> dict[str, tuple[str, ...]]:
        return self.duplas
