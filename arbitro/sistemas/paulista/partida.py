"""The paulista's partida above the hand (contract v3 §12): the family's (:mod:`arbitro.familias.brasileiro.partida`)
with this system's rules; its readings above the hand in :data:`REGISTRO`."""

from __future__ import annotations

from arbitro.familias.brasileiro.partida import PartidaBrasileira
from arbitro.sistemas.paulista import artigos as A

# The jogo is a melhor de três by default (contract v3 §12), by the rule of
FORMATO = A.SECOES.pontos  # "As duplas podem disputar uma melhor de três partidas."
PARTIDA = PartidaBrasileira("paulista", A.SECOES, A.CLASSIFICACAO, "melhor-de-tres", FORMATO, ("ponto", "pontos"))
REGISTRO = PARTIDA.registro
