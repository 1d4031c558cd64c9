"""The argentino's scenario (contract v2 §8): two pairs, 30 points, the Spanish deck, the optional flor."""

from __future__ import annotations

from yaml.nodes import Node

from arbitro.familias.espanhol.cenario import Cenario, Opcao, Perfil, ler
from arbitro.sistemas.argentino.artigos import FLOR, JOGADORES, PONTOS
from arbitro.sistemas.argentino.baralho import BARALHO, REGRA
from arbitro.sistemas.argentino.fala import GRUPOS, VOCABULARIO
from arbitro.sistemas.argentino.leituras import REGISTRO
from arbitro.sistemas.argentino.motor import ALVO

PERFIL = Perfil(
    id="argentino",
    nome="o truco argentino",
    baralho=BARALHO,
    regra_baralho=REGRA,
    jogadores=(2,),  # "jogado por quatro jogadores em duas duplas"
    artigo_jogadores=JOGADORES,
    vocabulario=VOCABULARIO,
    falas=tuple(f for grupo in GRUPOS.values() for f in grupo),
    opcoes={"flor": Opcao(None, False, FLOR)},  # "Flor (opcional, desligada por padrão)"
    alvo=lambda _opcoes: ALVO,
    artigo_alvo=PONTOS,
    leituras=REGISTRO,
)


def cenario(no: Node, arquivo: str) -> Cenario:
    return ler(no, arquivo, PERFIL)
