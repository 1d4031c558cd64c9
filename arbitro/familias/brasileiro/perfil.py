"""What a system of the truco → seis → nove → doze family tells the family's shared modules about itself: its
name, its rulebook's section identifiers (contract v2 §8), its deck, sides, and which of the family's pieces it
has (the paulista's vira, the mineiro's troca de mãos)."""

from __future__ import annotations

from typing import NamedTuple

from arbitro.familias.brasileiro.frances import Baralho


class Secoes(NamedTuple):
    """The citable sections of one system's rulebook (``"Paulista, empates"``…)."""

    baralho: str
    jogadores: str
    pontos: str
    vazas: str
    empates: str
    truco: str
    coberta: str
    onze: str
    ferro: str
    manilhas: str | None = None  # paulista
    troca: str | None = None  # mineiro


def secoes(sistema: str, *, manilhas: bool = False, troca: bool = False) -> Secoes:
    """The sections ``"<Sistema>, <seção>"`` of contract v2 §8."""
    s = sistema.capitalize()
    return Secoes(f"{s}, baralho", f"{s}, jogadores", f"{s}, pontos", f"{s}, vazas", f"{s}, empates",
                  f"{s}, truco", f"{s}, carta coberta", f"{s}, mão de onze", f"{s}, mão de ferro",
                  f"{s}, manilhas" if manilhas else None, f"{s}, troca de mãos" if troca else None)


class Perfil(NamedTuple):
    """One system of the family, as the scenario reader and the engine skeleton need it."""

    id: str  # "paulista"
    nome: str  # "Truco Paulista"
    jogo: str  # "o Truco Paulista", for sentences
    secoes: Secoes
    baralho: Baralho
    jogadores: tuple[int, ...]  # players per side
    alvo: int = 12
    apelidos_id: tuple[str, ...] = ()  # other values of `regulamento:` that name the system
    unidade: tuple[str, str] = ("ponto", "pontos")  # what the system calls a point ("tento" in the mineiro)

    def pontos(self, n: int) -> str:
        """"1 ponto", "3 pontos" — in the system's own word."""
        return f"{n} {self.unidade[0] if n == 1 else self.unidade[1]}"

    @property
    def no_jogo(self) -> str:
        """"no Truco Paulista"."""
        from arbitro.familias.brasileiro.frances import no

        return no(self.jogo)

    @property
    def vira(self) -> bool:
        """The system turns a vira that fixes the manilhas (required in its scenario)."""
        return self.secoes.manilhas is not None

    @property
    def troca(self) -> bool:
        """The system has the troca de mãos (``queima``, ``passa_mao`` events)."""
        return self.secoes.troca is not None
