"""Truco Mineiro (the Mineiro part of seed 001; contract v2 §8): the rule system as a value.

Its rulebook is ``regulamento/mineiro.yaml``, in the project's own words. The shared modules of its family
(:mod:`arbitro.familias.brasileiro`) bring the French deck, the truco → seis → nove → doze ladder, the mão de onze and
the engine skeleton; this package brings what is the mineiro's own: the fixed manilhas, the truco on the current vaza
and its tie sub-rules, no raise when accepting alone wins, the troca de mãos, its readings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbitro.familias.brasileiro.sistema import SistemaDaFamilia
from arbitro.nucleo.sistema import Calculo, Formato
from arbitro.sistemas import declaracao


class Mineiro(SistemaDaFamilia):
    id, apelidos = declaracao(__name__)
    nome = "Truco Mineiro"
    formato = Formato(lados="duplas", chave_lado="equipe", jogadores=(2,), alvo=12)
    arquivo_regulamento = "mineiro.yaml"
    baralho = "baralho francês de 40 cartas"
    pacote = "arbitro.sistemas.mineiro"

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        """Who takes the vaza under the fixed manilhas (a vira, if given, is refused: the mineiro has none)."""
        from arbitro.familias.brasileiro.calculo import vaza
        from arbitro.sistemas.mineiro import artigos as A
        from arbitro.sistemas.mineiro import baralho as B

        if contexto.get("vira"):
            raise ValueError(f"o {self.nome} não tem vira: as manilhas são fixas ({A.SECOES.baralho})")
        nota = "manilhas fixas: " + " > ".join(c.curta for c in B.MANILHAS)
        calculo = vaza(B.PERFIL, cartas, B.forca, lambda c: A.SECOES.baralho, nota)
        return calculo._replace(dados={**calculo.dados, "manilhas": [c.curta for c in B.MANILHAS]})
