"""The ruling of a hand of the family (contract v1 §5 with v2 §8): the award's side key is ``equipe``, there is no
``modalidade``, the vazas may carry the valenciano's hidden cards, and a valenciano cama is reported.

Observations are the kernel's typed values (:class:`Observacao`, :class:`Tipo`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbitro.nucleo.decisao import Desfecho, Observacao, Tipo

__all__ = ["Cama", "Decisao", "Desfecho", "JogadaVista", "Lancamento", "Observacao", "Tipo", "VazaJulgada"]


@dataclass(frozen=True, slots=True)
class Lancamento:
    """One award: ``tentos`` (> 0) to ``lado``, a sentence to read aloud and its articles."""

    lado: str
    tentos: int
    motivo: str
    artigos: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.tentos <= 0 or not self.artigos:
            raise ValueError(f"lançamento sem pontos ou sem artigo: {self}")

    @property
    def trio(self) -> str:  # the name the MTG's tools read a side by
        return self.lado

    def json(self) -> dict[str, Any]:
        return {"equipe": self.lado, "tentos": self.tentos, "motivo": self.motivo, "artigos": list(self.artigos)}


@dataclass(frozen=True, slots=True)
class JogadaVista:
    jogador: str
    carta: str
    coberta: bool = False
    oculta: str | None = None  # the valenciano's hidden card under the open one (contract v2 §8)

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"jogador": self.jogador, "carta": self.carta, "coberta": self.coberta}
        if self.oculta is not None:
            saida["oculta"] = self.oculta
        return saida


@dataclass(frozen=True, slots=True)
class VazaJulgada:
    numero: int
    jogadas: tuple[JogadaVista, ...]
    vencedor: str | None  # a side, "parda", or None while unfinished
    mao: str | None
    artigos: tuple[str, ...]

    def json(self) -> dict[str, Any]:
        return {"numero": self.numero, "jogadas": [j.json() for j in self.jogadas], "vencedor": self.vencedor,
                "mao": self.mao, "artigos": list(self.artigos)}


@dataclass(frozen=True, slots=True)
class Cama:
    """A cama ended by this hand: who won it, and the camas of each side after it (contract v2 §8)."""

    vencedor: str
    camas: dict[str, int]

    def json(self) -> dict[str, Any]:
        return {"vencedor": self.vencedor, "camas": dict(self.camas)}


@dataclass(frozen=True, slots=True)
class Decisao:
    versao: int
    regulamento: str
    placar_inicial: dict[str, int]
    lancamentos: tuple[Lancamento, ...]
    placar_final: dict[str, int]
    vencedor: str | None  # the side that won the partida (the valenciano's match), else None
    observacoes: tuple[Observacao, ...] = ()
    vazas: tuple[VazaJulgada, ...] = ()
    volta: Desfecho | None = None
    cama: Cama | None = None
    pergunta: str | None = field(default=None, compare=False)
    entendimento: tuple[str, ...] = field(default=(), compare=False)
    modalidade: None = None

    @property
    def artigos_citados(self) -> list[str]:
        vistos: dict[str, None] = {}
        for artigos in [lanc.artigos for lanc in self.lancamentos] + [obs.artigos for obs in self.observacoes]:
            for a in artigos:
                vistos.setdefault(a, None)
        return list(vistos)

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {
            "versao": self.versao, "regulamento": self.regulamento, "modalidade": None,
            "placar_inicial": dict(self.placar_inicial), "lancamentos": [lanc.json() for lanc in self.lancamentos],
            "placar_final": dict(self.placar_final), "vencedor": self.vencedor,
            "observacoes": [obs.json() for obs in self.observacoes],
        }
        if self.vazas:
            saida["vazas"] = [vz.json() for vz in self.vazas]
        if self.volta is not None:
            saida["volta"] = self.volta.json()
        if self.cama is not None:
            saida["cama"] = self.cama.json()
        return saida
