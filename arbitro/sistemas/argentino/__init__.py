"""Truco argentino (``regulamento: argentino``): the Argentine part of seed 001, in the project's own words
(``regulamento/argentino.yaml``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from arbitro.familias.espanhol.sistema import SistemaEspanhol
from arbitro.nucleo.sistema import Calculo, Formato
from arbitro.sistemas import declaracao


class Argentino(SistemaEspanhol):
    id, apelidos = declaracao(__name__)
    nome: ClassVar[str] = "Truco argentino"
    formato: ClassVar[Formato] = Formato(lados="duplas", chave_lado="equipe", jogadores=(2,), alvo=30,
                                         metades=("malas", "buenas"))
    pacote: ClassVar[str] = "arbitro.sistemas.argentino"
    arquivo_regulamento: ClassVar[str] = "argentino.yaml"
    baralho: ClassVar[str] = "baralho espanhol de 40 cartas"

    def calcular_flor(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.argentino.artigos import FLOR
        from arbitro.sistemas.argentino.baralho import BARALHO, REGRA, valor_envido

        return calculos.flor(BARALHO, REGRA, cartas, valor_envido, FLOR)

    def calcular_falta(self, placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.sistemas.argentino.artigos import ENVIDO
        from arbitro.sistemas.argentino.motor import ALVO

        lider = max(placar.values())
        n = ALVO - lider
        return Calculo(f"a falta envido vale {n}: o que falta à dupla que está na frente ({lider}) para os {ALVO}",
                       n, (ENVIDO,), {"placar": dict(placar), "falta": n})
