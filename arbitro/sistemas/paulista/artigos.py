"""The identifiers of the paulista's rulebook (``regulamento/paulista.yaml``; contract v2 §8), as named values: every
citation of a ruling of the system is one of these (tests/test_artigos_nomeados.py checks them against the file)."""

from __future__ import annotations

from arbitro.familias.brasileiro.perfil import secoes

SECOES = secoes("paulista", manilhas=True)
MANILHAS = "Paulista, manilhas"  # SECOES.manilhas, not optional here: the deck cites it
CLASSIFICACAO = "Paulista, classificacao"  # the project's section above the hand: the seed is silent (contract v3 §12)
TODOS: tuple[str, ...] = (*(s for s in SECOES if s is not None), CLASSIFICACAO)
