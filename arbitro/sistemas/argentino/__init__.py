"""Truco argentino (``regulamento: argentino``): the Argentine part of seed 001, in the project's own words
(``regulamento/argentino.yaml``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from arbitro.nucleo.sistema import Calculo, Formato, Sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.familias.espanhol.decisao import Decisao
    from arbitro.nucleo.leituras import Registro, Selecao


class Argentino(Sistema):
    id: ClassVar[str] = "argentino"
    nome: ClassVar[str] = "Truco argentino"
    apelidos: ClassVar[tuple[str, ...]] = ("truco-argentino",)
    formato: ClassVar[Formato] = Formato(lados="duplas", chave_lado="equipe", jogadores=(2,), alvo=30,
                                         metades=("malas", "buenas"))
    arquivo_regulamento: ClassVar[str] = "argentino.yaml"

    def leituras(self) -> Registro:
        from arbitro.sistemas.argentino.leituras import REGISTRO

        return REGISTRO

    def cenario(self, no: Node, arquivo: str) -> Any:
        from arbitro.sistemas.argentino.cenario import cenario

        return cenario(no, arquivo)

    def resolver(self, cenario: Any, selecao: Selecao) -> Decisao:  # type: ignore[override]
        from arbitro.sistemas.argentino.motor import resolver

        return resolver(cenario, selecao)

    def esquema(self) -> dict[str, Any]:
        from arbitro.familias.espanhol.esquema import esquema
        from arbitro.sistemas.argentino.cenario import PERFIL

        return esquema(PERFIL, "Cenário de uma mão de truco argentino (arbitro, contrato v2 §8)")

    def falas(self) -> Mapping[str, Sequence[str]]:
        from arbitro.sistemas.argentino.fala import GRUPOS

        return GRUPOS

    def modelo(self) -> str:
        from arbitro.sistemas.argentino.modelo import MODELO

        return MODELO

    def calcular_envido(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.argentino.artigos import ENVIDO
        from arbitro.sistemas.argentino.baralho import BARALHO, valor_envido

        return calculos.envido(BARALHO, cartas, valor_envido, ENVIDO, "as duas melhores do mesmo naipe mais 20, "
                               "as figuras valendo zero; sem duas do mesmo naipe, a melhor carta")

    def calcular_flor(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.argentino.artigos import FLOR
        from arbitro.sistemas.argentino.baralho import BARALHO, valor_envido

        return calculos.flor(BARALHO, cartas, valor_envido, FLOR)

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.argentino.artigos import BARALHO as ARTIGO
        from arbitro.sistemas.argentino.baralho import BARALHO, forca

        return calculos.vaza(BARALHO, cartas, forca, ARTIGO)

    def calcular_falta(self, placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.sistemas.argentino.artigos import ENVIDO
        from arbitro.sistemas.argentino.motor import ALVO

        lider = max(placar.values())
        n = ALVO - lider
        return Calculo(f"a falta envido vale {n}: o que falta à dupla que está na frente ({lider}) para os {ALVO}",
                       n, (ENVIDO,), {"placar": dict(placar), "falta": n})
