"""The ruling of contract v1 §5 (and v2 §8) as values: awards (lançamentos), observations, the vazas. The same
shape for every rule system: the side's key is "trio" in MTG and "equipe" elsewhere (``Decisao.chave_lado``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Escolha


@dataclass(frozen=True, slots=True)
class Lancamento:
    """One award: ``tentos`` (> 0) to ``trio``, with a sentence to read aloud and its articles."""

    trio: str
    tentos: int
    motivo: str
    artigos: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.tentos <= 0 or not self.artigos:
            raise ValueError(f"lançamento sem tentos ou sem artigo: {self}")

    def json(self, chave_lado: str = "trio") -> dict[str, Any]:
        """``chave_lado``: the side's key, "trio" (MTG) or "equipe" (the other systems, contract v2 §8)."""
        return {chave_lado: self.trio, "tentos": self.tentos, "motivo": self.motivo, "artigos": list(self.artigos)}


class Tipo(Enum):
    """What an observation is (contract v2 §8)."""

    NAO_VALE = "nao-vale"  # a void call or act
    IRREGULARIDADE = "irregularidade"  # irregular play the rules sanction or describe
    LEITURA = "leitura"  # a named reading was applied
    OMISSO = "omisso"  # caso omisso — cabe à Comissão (S, j), no default applied
    CONFIRA = "confira"  # the scenario looks inconsistent, or lacks what the ruling needs
    NOTA = "nota"  # anything else the judge should hear


@dataclass(frozen=True, slots=True)
class Observacao:
    """Something the judge must hear besides the awards, typed (contract v2 §8). A reading's observation
    also names the reading, the option applied, whether a commission chose it and whether the text is
    silent there (``omisso``: the option is the project's default for a caso omisso)."""

    texto: str
    artigos: tuple[str, ...] = ()
    tipo: Tipo = field(kw_only=True)
    leitura: str | None = field(default=None, kw_only=True)
    opcao: str | None = field(default=None, kw_only=True)
    esclarecimento: bool = field(default=False, kw_only=True)
    omisso: bool = field(default=False, kw_only=True)

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"texto": self.texto, "artigos": list(self.artigos), "tipo": self.tipo.value}
        if self.tipo is Tipo.LEITURA:
            saida.update(leitura=self.leitura, opcao=self.opcao, esclarecimento=self.esclarecimento)
            if self.omisso:
                saida["omisso"] = True
        return saida


class JogadaVista(NamedTuple):
    """A card played in a vaza, as the ruling reports it."""

    jogador: str
    carta: str  # the short form of the card (contract v1 §3)
    coberta: bool = False
    oculta: str | None = None  # the valenciano's hidden card under the open one (contract v2 §8)

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"jogador": self.jogador, "carta": self.carta, "coberta": self.coberta}
        if self.oculta is not None:
            saida["oculta"] = self.oculta
        return saida


class VazaJulgada(NamedTuple):
    """One vaza of the ruling (contract v2 §8): its cards (none for a summarised vaza), who led it, its winner —
    a side, ``parda``, or None while unfinished — and the rule that decided it."""

    numero: int
    jogadas: tuple[JogadaVista, ...]
    vencedor: str | None
    mao: str | None
    artigos: tuple[str, ...]

    def json(self) -> dict[str, Any]:
        return {"numero": self.numero, "jogadas": [j.json() for j in self.jogadas], "vencedor": self.vencedor,
                "mao": self.mao, "artigos": list(self.artigos)}


class Desfecho(NamedTuple):
    """Who won the vazas of the volta, and by which rule (contract v2 §8, ``volta``)."""

    vencedor: str | None
    artigos: tuple[str, ...] = ()

    def json(self) -> dict[str, Any]:
        return {"vencedor": self.vencedor, "artigos": list(self.artigos)}


@dataclass(frozen=True, slots=True)
class Decisao:
    """The whole ruling on one volta."""

    versao: int
    regulamento: str
    modalidade: str | None  # None where the system has no roda/testa (contract v2 §8)
    placar_inicial: dict[str, int]
    lancamentos: tuple[Lancamento, ...]
    placar_final: dict[str, int]
    vencedor: str | None
    observacoes: tuple[Observacao, ...] = field(default=())
    vazas: tuple[VazaJulgada, ...] = ()  # whenever vazas were played or summarised
    volta: Desfecho | None = None
    # For the ruling read aloud (not in the JSON of the contract): the dispute, and how each speech was understood.
    pergunta: str | None = field(default=None, compare=False)
    entendimento: tuple[str, ...] = field(default=(), compare=False)
    chave_lado: str = "trio"  # the award's side key in the JSON: "equipe" for the non-MTG systems (v2 §8)
    extras: Mapping[str, Any] = field(default_factory=dict)  # system-specific JSON keys (the valenciano's cama)

    @property
    def artigos_citados(self) -> list[str]:
        """Every article the ruling cites, awards first, without repeats, in order."""
        vistos: dict[str, None] = {}
        for artigos in [lanc.artigos for lanc in self.lancamentos] + [obs.artigos for obs in self.observacoes]:
            for a in artigos:
                vistos.setdefault(a, None)
        return list(vistos)

    def json(self) -> dict[str, Any]:
        return {
            "versao": self.versao,
            "regulamento": self.regulamento,
            "modalidade": self.modalidade,
            "placar_inicial": dict(self.placar_inicial),
            "lancamentos": [lanc.json(self.chave_lado) for lanc in self.lancamentos],
            "placar_final": dict(self.placar_final),
            "vencedor": self.vencedor,
            "observacoes": [obs.json() for obs in self.observacoes],
            **({"vazas": [vz.json() for vz in self.vazas]} if self.vazas else {}),
            **({"volta": self.volta.json()} if self.volta is not None else {}),
            **self.extras,
        }


def com_outras_opcoes(decisao: Decisao, escolhas: Mapping[str, Escolha], julgar: Callable[[Mapping[str, str]], Decisao],
                      diferenca: Callable[[Decisao, Decisao], str]) -> Decisao:
    """Add to each reading's observation what every other option would give (contract v2 §8): ``julgar`` rules the
    same hand again with the scenario choosing that option, ``diferenca`` says in words what changes."""
    frases: dict[str, str] = {}
    for id_, escolha in escolhas.items():
        partes = []
        for opcao in escolha.leitura.outras(escolha.opcao):
            outra = julgar({id_: opcao.id})
            partes.append(f"Na outra leitura ({opcao.descricao}), {diferenca(decisao, outra)}.")
        frases[id_] = " ".join(partes)
    observacoes = tuple(replace(o, texto=f"{o.texto} {frases[o.leitura]}") if o.leitura in frases else o
                        for o in decisao.observacoes)
    return replace(decisao, observacoes=observacoes)
