"""Truco Mineiro (the Mineiro part of seed 001; contract v2 §8): the rule system as a value.

Its rulebook is ``regulamento/mineiro.yaml``, in the project's own words. The family's shared modules
(:mod:`arbitro.familias`) bring the French deck, the truco → seis → nove → doze ladder, the mão de onze and the
engine skeleton; this package brings what is the mineiro's own: the fixed manilhas, the truco on the current vaza
and its tie sub-rules, no raise when accepting alone wins, the troca de mãos, its readings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arbitro.nucleo.sistema import Calculo, Formato, Sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.familias.cenario import Cenario
    from arbitro.familias.saida import Decisao
    from arbitro.nucleo.leituras import Registro, Selecao


class Mineiro(Sistema):
    id = "mineiro"
    nome = "Truco Mineiro"
    apelidos = ("truco-mineiro",)
    formato = Formato(lados="duplas", chave_lado="equipe", jogadores=(2,), alvo=12)
    arquivo_regulamento = "mineiro"

    def leituras(self) -> Registro:
        from arbitro.sistemas.mineiro.leituras import REGISTRO

        return REGISTRO

    def cenario(self, no: Node, arquivo: str) -> Cenario:
        from arbitro.familias.leitura import carregar
        from arbitro.sistemas.mineiro.baralho import PERFIL

        return carregar(no, arquivo, PERFIL, self.leituras())

    def resolver(self, cenario: Cenario, selecao: Selecao) -> Decisao:
        from arbitro.familias.motor import resolver
        from arbitro.sistemas.mineiro.regras import REGRAS

        return resolver(cenario, REGRAS, selecao)

    def esquema(self) -> dict[str, Any]:
        from arbitro.familias.esquema import esquema
        from arbitro.sistemas.mineiro.baralho import PERFIL

        return esquema(PERFIL, self.leituras())

    def falas(self) -> Mapping[str, Sequence[str]]:
        from arbitro.familias import fala

        return fala.grupos()

    def modelo(self) -> str:
        from arbitro.familias.esquema import modelo
        from arbitro.sistemas.mineiro.baralho import PERFIL

        return modelo(PERFIL)

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        """Who takes the vaza under the fixed manilhas (a vira, if given, is refused: the mineiro has none)."""
        from arbitro.familias.calculo import vaza
        from arbitro.sistemas.mineiro import baralho as B

        if contexto.get("vira"):
            raise ValueError(f"o {self.nome} não tem vira: as manilhas são fixas ({B.SECOES.baralho})")
        nota = "manilhas fixas: " + " > ".join(c.curta for c in B.MANILHAS)
        calculo = vaza(B.PERFIL, cartas, B.forca, lambda c: B.SECOES.baralho, nota)
        return calculo._replace(dados={**calculo.dados, "manilhas": [c.curta for c in B.MANILHAS]})
