"""The canonical article identifiers of the MTG regulation (contract v1 §2): the only strings a ruling under it
may cite, a finer reference after a comma allowed. The rulebook ``regulamento/mtg-truco-cego.yaml`` marks the
same entries canonical (a test checks both agree)."""

from __future__ import annotations

from arbitro.nucleo.regulamento import ROMANOS, tokens


def _romanos(n: int) -> tuple[str, ...]:
    return ROMANOS[:n]


def _ids_canonicos() -> tuple[str, ...]:
    ids = [f"Art. {n}" for n in range(1, 11)]
    ids += [f"Art. 7, {r}" for r in _romanos(8)] + ["Art. 7, §1", "Art. 7, §2"]
    ids += [f"Art. 10, {r}" for r in _romanos(8)] + [f"Art. 10, VIII, {c}" for c in "abcdefghijk"]
    # Flor
    ids += ["Art. IX, a", "Art. IX, b", "Art. X", "Art. XI", "Art. XII"]
    ids += [f"Art. XIII, {c}" for c in "abcdefg"] + ["Art. XIII, b, §1", "Art. XIII, b, §2"]
    # Envido
    ids += ["Art. XIV"] + [f"Art. XV, {c}" for c in "abcd"]
    # Truco
    secoes = ("Como se ganha o truco", "Vaza empatada", "Ir ao baralho", "Lei do jogo")
    ids += ["Art. XVI"] + [f"Art. XVI, {s}" for s in secoes]
    # Regulamento Disciplinar, Término do tempo de jogo, Comissões, Sinopse
    ids += [f"D, {c}" for c in "abcdefg"] + ["D, e, I", "D, e, II"] + [f"D, g, {n}" for n in range(1, 8)]
    ids += ["Término do tempo de jogo"]
    ids += [f"C, {c}" for c in "abc"]
    ids += [f"S, {c}" for c in "abcdefghij"]
    return tuple(ids)


IDS_CANONICOS: tuple[str, ...] = _ids_canonicos()
"""Every canonical article ID of contract v1 §2, exactly as output must spell them."""

_TOKENS_CANONICOS = tuple(tokens(i) for i in IDS_CANONICOS)


def e_canonico(citacao: str) -> bool:
    """True when some canonical ID is a prefix of the citation (finer references allowed)."""
    t = tokens(citacao)
    return any(t[: len(c)] == c for c in _TOKENS_CANONICOS)


