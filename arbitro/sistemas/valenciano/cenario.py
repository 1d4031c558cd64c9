"""The valenciano's scenario (contract v2 §8): one or two players a side, the 22 cards, camas and their options."""

from __future__ import annotations

from collections.abc import Mapping

from yaml.nodes import Node

from arbitro.familias.espanhol.cenario import Cenario, Opcao, Perfil, ler
from arbitro.sistemas.valenciano.artigos import CAMAS, COBERTA, JOGADORES
from arbitro.sistemas.valenciano.baralho import BARALHO, REGRA
from arbitro.sistemas.valenciano.fala import GRUPOS, VOCABULARIO
from arbitro.sistemas.valenciano.leituras import REGISTRO


def alvo(opcoes: Mapping[str, int | bool]) -> int:
    """"Cada cama pode ser jogada a 18 ou 24 pontos"."""
    return int(opcoes["pontos_por_cama"])


PERFIL = Perfil(
    id="valenciano",
    nome="o truc valenciano",
    baralho=BARALHO,
    regra_baralho=REGRA,
    jogadores=(1, 2),  # "joga-se tradicionalmente em duplas, embora também seja possível jogar com só 2 jogadores"
    artigo_jogadores=JOGADORES,
    vocabulario=VOCABULARIO,
    falas=tuple(f for grupo in GRUPOS.values() for f in grupo),
    opcoes={"pontos_por_cama": Opcao((18, 24), 24, CAMAS), "camas_para_vencer": Opcao((1, 2, 3), 1, CAMAS)},
    alvo=alvo,
    artigo_alvo=CAMAS,
    leituras=REGISTRO,
    coberta=COBERTA,
    camas=CAMAS,
)


def cenario(no: Node, arquivo: str) -> Cenario:
    return ler(no, arquivo, PERFIL)
