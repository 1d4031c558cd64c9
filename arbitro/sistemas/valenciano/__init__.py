"""Truc valenciano (``regulamento: valenciano``): seed 003, in the project's own words
(``regulamento/valenciano.yaml``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from arbitro.familias.espanhol.sistema import SistemaEspanhol
from arbitro.nucleo.sistema import Calculo, Formato
from arbitro.sistemas import declaracao


class Valenciano(SistemaEspanhol):
    id, apelidos = declaracao(__name__)
    nome: ClassVar[str] = "Truc valenciano"
    formato: ClassVar[Formato] = Formato(lados="duplas", chave_lado="equipe", jogadores=(1, 2), alvo=None,
                                         metades=("ruins", "boas"))
    pacote: ClassVar[str] = "arbitro.sistemas.valenciano"
    arquivo_regulamento: ClassVar[str] = "valenciano.yaml"
    baralho: ClassVar[str] = "baralho espanhol de 40 cartas"

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
