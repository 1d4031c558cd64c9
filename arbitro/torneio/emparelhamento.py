"""The pairing algorithms of contract v3 §13, pure: lists of names in, pairings out (no YAML, no CLI, no rule
system). The sorteio order, the circle (Berger) method, the serpentine into groups, the Swiss pairing with
backtracking and the knockout's standard seeding — each exactly as §13 gives it, so a Commission can redo any
round by hand and get the same tables.

A pairing is a tuple ``(X, Y)`` in the order the algorithm names them (the first the better placed where there
is a ranking). ``None`` in a list of sides is the empty place that makes a count even: who meets it has the
``folga``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

Par = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Rodada:
    """One round's pairings, in pairing order, and the sides with a folga (or a bye) in it."""

    jogos: tuple[Par, ...]
    folga: tuple[str, ...] = ()


# --- the sorteio -----------------------------------------------------------------------------------------

def ordem_do_sorteio(inscritos: Sequence[str], sorteio: Sequence[str] | None,
                     semente: int | str | None) -> list[str] | None:
    """§13 "Sorteio order": ``sorteio`` as given; else the registered names in Python's default string order,
    then ``random.Random(semente).shuffle``; None when there is neither (the draw awaits the Commission)."""
    if sorteio is not None:
        return list(sorteio)
    if semente is None:
        return None
    ordem = sorted(inscritos)
    random.Random(semente).shuffle(ordem)
    return ordem


# --- every pair once: the circle (Berger) method ------------------------------------------------------------

def circulo(lados: Sequence[str]) -> list[Rodada]:
    """Every pair of ``lados`` once, by the circle method over their order: with an odd count an empty place is
    added at the end (who meets it has the folga, each side exactly once). Round k pairs the places i and
    n−1−i of the circle; then the first place stays and the others turn one step (the last comes to the second
    place): with 1–6, round 1 is 1×6, 2×5, 3×4; round 2 is 1×5, 6×4, 2×3."""
    roda: list[str | None] = list(lados)
    if len(roda) % 2:
        roda.append(None)
    n = len(roda)
    rodadas: list[Rodada] = []
    for _ in range(n - 1):
        jogos: list[Par] = []
        folga: list[str] = []
        for i in range(n // 2):
            a, b = roda[i], roda[n - 1 - i]
            if a is None or b is None:
                folga += [x for x in (a, b) if x is not None]
            else:
                jogos.append((a, b))
        rodadas.append(Rodada(tuple(jogos), tuple(folga)))
        roda = [roda[0], roda[-1], *roda[1:-1]]
    return rodadas


def serpentina(lados: Sequence[str], grupos: int) -> list[list[str]]:
    """``lados`` dealt into ``grupos`` groups by serpentine: 1→N, N→1, 1→N… (sizes differ by at most 1)."""
    saida: list[list[str]] = [[] for _ in range(grupos)]
    for i, lado in enumerate(lados):
        volta, pos = divmod(i, grupos)
        saida[pos if volta % 2 == 0 else grupos - 1 - pos].append(lado)
    return saida


def nome_do_grupo(i: int) -> str:
    """Groups are named by letter, A, B, … Z, then AA, AB… (a 60-dupla campeonato in groups of 4 has 15)."""
    letras = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        letras = chr(ord("A") + r) + letras
    return letras


# --- the Swiss system ---------------------------------------------------------------------------------

def suico_primeira(ordem: Sequence[str]) -> Rodada:
    """Round 1: with an odd count the last in sorteio order has the folga; then sorteio[i] × sorteio[i + n/2]."""
    lados = list(ordem)
    folga = (lados.pop(),) if len(lados) % 2 else ()
    meio = len(lados) // 2
    return Rodada(tuple((lados[i], lados[i + meio]) for i in range(meio)), folga)


def folga_do_suico(classificacao: Sequence[str], folgas: Collection[str] | dict[str, int]) -> str:
    """The folga before pairing: the lowest-ranked side without one; once all have had one, the lowest-ranked
    among those with the fewest (``folgas``: the sides that had one, or how many each had)."""
    quantas = folgas if isinstance(folgas, dict) else {x: 1 for x in folgas}
    menor = min(quantas.get(x, 0) for x in classificacao)
    return next(x for x in reversed(classificacao) if quantas.get(x, 0) == menor)


def suico(classificacao: Sequence[str], ja_jogaram: Callable[[str, str], bool],
          folgas: Collection[str] | dict[str, int] = ()) -> tuple[Rodada, bool]:
    """A later Swiss round over the phase's standings so far (best first): the folga first (odd count), then top
    down — the highest unpaired side against the highest-ranked side it has not met — backtracking to the
    nearest earlier choice when the rest cannot be paired. Only when no pairing without a rematch exists, the
    same search takes rematches too, each side still trying first the sides it has not met, and the first
    pairing found top down stands. Returns the round and whether a rematch was forced."""
    lados = list(classificacao)
    folga: tuple[str, ...] = ()
    if len(lados) % 2:
        escolhida = folga_do_suico(lados, folgas)
        lados.remove(escolhida)  # backtracking never moves the folga
        folga = (escolhida,)
    pares = _parear(lados, ja_jogaram, False)
    if pares is not None:
        return Rodada(tuple(pares), folga), False
    forcados = _parear(lados, ja_jogaram, True)
    assert forcados is not None  # with rematches allowed, any even list pairs
    return Rodada(tuple(forcados), folga), True


def _parear(lados: list[str], ja_jogaram: Callable[[str, str], bool], revanche: bool) -> list[Par] | None:
    """Depth-first, top down; a set of sides already found impossible is not searched again (this bounds the
    search when no pairing exists, e.g. in the last rounds of a small phase)."""
    sem_saida: set[frozenset[str]] = set()

    def buscar(resto: list[str]) -> list[Par] | None:
        if not resto:
            return []
        chave = frozenset(resto)
        if chave in sem_saida:
            return None
        a, outros = resto[0], resto[1:]
        candidatos = [b for b in outros if not ja_jogaram(a, b)]
        if revanche:
            candidatos += [b for b in outros if ja_jogaram(a, b)]
        for b in candidatos:
            seguinte = buscar([x for x in outros if x != b])
            if seguinte is not None:
                return [(a, b), *seguinte]
        sem_saida.add(chave)
        return None

    return buscar(lados)


# --- the knockout ------------------------------------------------------------------------------------

def potencia_de_dois(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def semeadura(n: int) -> list[int]:
    """Standard seeding: the seeds (1…P, P the power of two ≥ n) in bracket order, so that 1 × P, and seeds 1
    and 2 can meet only in the final: built by doubling, each seed s followed by its partner (size + 1 − s).
    For 8: 1, 8, 4, 5, 2, 7, 3, 6."""
    ordem = [1]
    tamanho = 1
    while tamanho < potencia_de_dois(max(n, 1)):
        tamanho *= 2
        ordem = [x for s in ordem for x in (s, tamanho + 1 - s)]
    return ordem


def chave_inicial(semeados: Sequence[str]) -> list[str | None]:
    """The bracket's places in order (pairs of consecutive places meet), the seeds placed by standard seeding
    and the places beyond the last seed empty (the best seeds get the byes)."""
    n = len(semeados)
    return [semeados[s - 1] if s <= n else None for s in semeadura(n)]


def rodada_da_chave(lugares: Sequence[str | None]) -> Rodada:
    """The jogos of a bracket round from its places: each pair of consecutive places; a side facing an empty
    place passes with a folga."""
    jogos: list[Par] = []
    folga: list[str] = []
    for i in range(0, len(lugares), 2):
        a, b = lugares[i], lugares[i + 1] if i + 1 < len(lugares) else None
        if a is not None and b is not None:
            jogos.append((a, b))
        else:
            folga += [x for x in (a, b) if x is not None]
    return Rodada(tuple(jogos), tuple(folga))


def melhor_contra_pior(classificados: Sequence[str]) -> Rodada:
    """The repescagem's rounds: best × worst by the previous phase's standings; an odd one out passes."""
    lados = list(classificados)
    jogos: list[Par] = []
    while len(lados) >= 2:
        jogos.append((lados.pop(0), lados.pop()))
    return Rodada(tuple(jogos), tuple(lados))
