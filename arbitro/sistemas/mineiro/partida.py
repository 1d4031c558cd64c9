"""The mineiro's partida above the hand (contract v3 §12): the family's (:mod:`arbitro.familias.brasileiro.partida`)
with this system's rules; its readings above the hand in :data:`REGISTRO`."""

from __future__ import annotations

from arbitro.familias.brasileiro.partida import PartidaBrasileira
from arbitro.sistemas.mineiro import artigos as A

# The jogo is a melhor de três by default (contract v3 §12), by the rule of
FORMATO = A.CLASSIFICACAO  # the page is silent: the contract's default, said in the section
PARTIDA = PartidaBrasileira("mineiro", A.SECOES, A.CLASSIFICACAO, "melhor-de-tres", FORMATO, ("tento", "tentos"))
REGISTRO = PARTIDA.registro
