"""Truc valenciano (``regulamento: valenciano``): seed 003, in the project's own words
(``regulamento/valenciano.yaml``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from arbitro.nucleo.sistema import Calculo, Formato, Sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.familias.espanhol.decisao import Decisao
    from arbitro.nucleo.leituras import Registro, Selecao


class Valenciano(Sistema):
    id: ClassVar[str] = "valenciano"
    nome: ClassVar[str] = "Truc valenciano"
    apelidos: ClassVar[tuple[str, ...]] = ("truc", "truc-valenciano")
    formato: ClassVar[Formato] = Formato(lados="duplas", chave_lado="equipe", jogadores=(1, 2), alvo=None,
                                         metades=("ruins", "boas"))
    arquivo_regulamento: ClassVar[str] = "valenciano.yaml"

    def leituras(self) -> Registro:
        from arbitro.sistemas.valenciano.leituras import REGISTRO

        return REGISTRO

    def cenario(self, no: Node, arquivo: str) -> Any:
        from arbitro.sistemas.valenciano.cenario import cenario

        return cenario(no, arquivo)

    def resolver(self, cenario: Any, selecao: Selecao) -> Decisao:  # type: ignore[override]
        from arbitro.sistemas.valenciano.motor import resolver

        return resolver(cenario, selecao)

    def esquema(self) -> dict[str, Any]:
        from arbitro.familias.espanhol.esquema import esquema
        from arbitro.sistemas.valenciano.cenario import PERFIL

        return esquema(PERFIL, "Cenário de uma mão de truc valenciano (arbitro, contrato v2 §8)")

    def falas(self) -> Mapping[str, Sequence[str]]:
        from arbitro.sistemas.valenciano.fala import GRUPOS

        return GRUPOS

    def modelo(self) -> str:
        from arbitro.sistemas.valenciano.modelo import MODELO

        return MODELO

    def calcular_envido(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.valenciano.artigos import ENVIDO
        from arbitro.sistemas.valenciano.baralho import BARALHO, valor_envido

        return calculos.envido(BARALHO, cartas, valor_envido, ENVIDO, "as duas melhores do mesmo naipe mais 20, os "
                               "setes altos e os ases baixos; sem duas do mesmo naipe, a mais alta")

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.familias.espanhol import calculos
        from arbitro.sistemas.valenciano.artigos import BARALHO as ARTIGO
        from arbitro.sistemas.valenciano.baralho import BARALHO, forca

        return calculos.vaza(BARALHO, cartas, forca, ARTIGO)

    def calcular_falta(self, placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
        """The falta of the envit: in ruins the whole cama, in boas what the leader lacks (Valenciano, envido);
        ``contexto`` may give ``pontos_por_cama`` (18 or 24, default 24) and ``vencedor`` (who won it)."""
        from arbitro.sistemas.valenciano.artigos import CAMAS, ENVIDO

        alvo = int(contexto.get("pontos_por_cama", 24))
        lider = max(placar.values())
        if lider * 2 >= alvo:
            n = alvo - lider
            return Calculo(f"nas boas (uma dupla tem ao menos {alvo // 2} de {alvo}): a falta vale {n}, o que falta "
                           f"à dupla com mais pontos ({lider}) para fechar a cama", n, (ENVIDO, CAMAS),
                           {"placar": dict(placar), "boas": True, "falta": n})
        vencedor = contexto.get("vencedor")
        n_venc = alvo - placar[vencedor] if vencedor is not None and vencedor in placar else None
        quanto = f": a {vencedor} daria {n_venc}" if n_venc is not None else ""
        return Calculo(f"nas ruins (ninguém tem {alvo // 2} de {alvo}): quem ganha a falta ganha a cama inteira"
                       f"{quanto}", n_venc, (ENVIDO, CAMAS), {"placar": dict(placar), "boas": False, "falta": n_venc})
