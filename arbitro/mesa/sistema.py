"""What the table asks of a rule system: the calls it has, which of them are valid now, its acts and incidents, its
cards — all in the system's own vocabulary and engine, never a list of the table's own.

A system plugs into ``arbitro mesa`` with one :class:`Adaptador` (MTG's is :mod:`arbitro.mesa.mtg`), once its
partida format exists; the session and the app only talk to this interface.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from arbitro.nucleo.cartas import Baralho

Evento = dict[str, Any]  # one event in the partida file's form: ``{Bento: truco}``, ``{vaza: Os Tauras}``


class Ato(NamedTuple):
    """An act or incident the judge records for a player: its label, and what it still needs."""

    rotulo: str  # pt-BR, as the palette shows it
    chave: str  # the event's key (``baralho``, ``falta``…)
    valor: Any = True  # the event's value when nothing more is asked (``{baralho: true}``, ``{falta: senha}``)
    pede: str | None = None  # "cartas" (a list of cards), "jogador" (a player) or None


class Adaptador(ABC):
    id: str

    @abstractmethod
    def falas_da_paleta(self) -> Sequence[str]:
        """One spelling per meaning of the calls the palette may offer, in the system's order."""

    @abstractmethod
    def todas_as_falas(self) -> Sequence[str]:
        """Every accepted spelling, for the typed call with completion."""

    @abstractmethod
    def fala_aceita(self, texto: str) -> bool: ...

    @abstractmethod
    def validas(self, cenario: Any, jogador: str, falas: Sequence[str], selecao: Any = None) -> list[str]:
        """Of ``falas``, those that ``jogador`` may say now in ``cenario`` (the volta so far): the engine rules each
        one appended and keeps it unless it is void or irregular there."""

    @abstractmethod
    def atalhos(self) -> Mapping[str, str]:
        """The key each common call prefers (``truco`` → ``t``): the palette stays the same from volta to volta."""

    @abstractmethod
    def atos(self) -> Sequence[Ato]: ...

    @property
    def tem_pontos(self) -> bool:
        """The system's players sing points (envido, flor): the palette offers ``p``."""
        return True

    @abstractmethod
    def baralho_em_palavras(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        """Each card of the system's deck as (short form, name, the name's words without "de")."""

    def cartas(self, texto: str, vistas: set[str]) -> list[tuple[str, str]]:
        """The cards ``texto`` may be, as (short form, name), the likeliest first; ``vistas`` (short forms already
        seen in the volta) last."""
        from arbitro.nucleo.texto import chave

        exata = self.ler_carta(texto) if texto.strip() else None
        palavras = [p for p in chave(texto).split() if p != "de"]
        achadas = []
        for curta, nome, tokens in self.baralho_em_palavras():
            if curta == exata or not palavras or _casa(palavras, curta, tokens):
                achadas.append((curta != exata, curta in vistas, curta, nome))
        achadas.sort(key=lambda a: (a[0], a[1]))
        return [(curta, nome) for _e, _v, curta, nome in achadas]

    def terminada(self, decisao: Any) -> bool:
        """The hand ``decisao`` rules has ended (its vazas won, or the hand closed by a refusal): the next event goes
        to the next testa. By default only a hand won on its vazas (contract v2 §8, ``volta``)."""
        desfecho = getattr(decisao, "volta", None)
        return desfecho is not None and desfecho.vencedor is not None

    @abstractmethod
    def ler_carta(self, texto: str) -> str | None:
        """The short form of the card ``texto`` names exactly, or None."""

    def fala(self, jogador: str, texto: str) -> Evento:
        return {jogador: texto}

    def pontos(self, jogador: str, n: int) -> Evento:
        return {jogador: {"pontos": n}}

    def joga(self, jogador: str, carta: str) -> Evento:
        return {jogador: {"joga": carta}}

    def vaza(self, lado: str | None) -> Evento:
        return {"vaza": lado if lado is not None else "parda"}

    @abstractmethod
    def descrever(self, evento: Evento) -> str:
        """The event as a line of the list (pt-BR)."""


def em_palavras(baralho: Baralho) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """Each card of ``baralho`` as :meth:`Adaptador.baralho_em_palavras` gives it."""
    from arbitro.nucleo.texto import chave

    return tuple((c.curta, c.nome, tuple(p for p in chave(c.nome).split() if p != "de")) for c in baralho.cartas)


def _casa(palavras: list[str], curta: str, tokens: tuple[str, ...]) -> bool:
    """``7o`` and ``7`` match 7O; ``sete de ouro``, ``sete o``, ``set`` match the sete de ouros."""
    if len(palavras) == 1 and curta.lower().startswith(palavras[0]):
        return True
    return len(palavras) <= len(tokens) and all(t.startswith(p) for p, t in zip(palavras, tokens, strict=False))


# MTG's own adapter (its calls, acts and incidents are its own); every other system is asked through its
# ``Sistema`` (:mod:`arbitro.mesa.generico`). Imported only when asked for.
ADAPTADORES: dict[str, str] = {"mtg-truco-cego": "arbitro.mesa.mtg:MTG"}


def adaptador(sistema: str) -> Adaptador:
    """The table's adapter of the rule system ``sistema``."""
    import importlib

    if sistema not in ADAPTADORES:
        from arbitro.mesa.generico import Generico

        return Generico(sistema)
    modulo, classe = ADAPTADORES[sistema].split(":")
    return getattr(importlib.import_module(modulo), classe)()  # type: ignore[no-any-return]
