"""Mão de onze and mão de ferro, the special hands of the paulista and the mineiro, fixed by the score before the
hand: one side at 11 (a point from the 12 of the partida) plays the mão de onze — no truco, worth 3, and it may
run giving 1 —; both at 11 play the mão de ferro, which decides the partida. Each system names its own rules
(:class:`Secoes`); the readings of the gaps both texts leave are defined here once, for each system's registry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NamedTuple

from arbitro.nucleo.leituras import Registro

ONZE_VALE = 3  # "a partida começa valendo 3 pontos" (paulista); "joga valendo 3 (sem truco)" (mineiro)
ONZE_CORRIDA = 1  # "dando apenas 1 ponto ao adversário" (paulista); "corre, dando 1 aos outros" (mineiro)

Tipo = Literal["normal", "onze", "ferro"]


class Situacao(NamedTuple):
    """What the hand is: ``normal``, ``onze`` (``lado`` is the side at 11) or ``ferro`` (both at 11)."""

    tipo: Tipo
    lado: str | None = None

    @property
    def especial(self) -> bool:
        return self.tipo != "normal"


def situacao(placar: Mapping[str, int], alvo: int) -> Situacao:
    """The hand the score makes (a side at the target already ended the partida: a normal hand, ruled as nothing)."""
    de_onze = [lado for lado, n in placar.items() if n == alvo - 1]
    if len(de_onze) == 2:
        return Situacao("ferro")
    if len(de_onze) == 1:
        return Situacao("onze", de_onze[0])
    return Situacao("normal")


# --- the readings of both texts' gaps ----------------------------------------------------------------------

CORRIDA_TARDIA = "corrida-tardia-na-mao-de-onze"
CORRIDA_NA_FERRO = "corrida-na-mao-de-ferro"


def definir_leituras(registro: Registro, onze: str, ferro: str) -> None:
    """Define in ``registro`` the two readings of the special hands (``onze``/``ferro``: the system's rules)."""
    registro.definir(
        CORRIDA_TARDIA,
        pergunta="Na mão de onze, a dupla que tem 11 corre depois de já ter jogado uma carta: quanto dá?",
        artigos=[onze],
        opcoes=[("da-o-valor-da-mao", "a dupla já escolheu jogar a mão, que vale 3: quem larga uma mão que joga a "
                 "perde, e os adversários marcam os 3"),
                ("da-um-ponto", "correr da mão de onze dá sempre 1 ponto aos adversários, em qualquer momento")],
        padrao="da-o-valor-da-mao",
        motivo="a corrida que dá 1 é a decisão tomada ao olhar as cartas, antes de jogar (contrato v2 §8: com "
               "corro antes da primeira carta); depois disso a dupla está jogando a mão de 3 e a abandona.",
        omisso=True,
    )
    registro.definir(
        CORRIDA_NA_FERRO,
        pergunta="Na mão de ferro (as duas duplas com 11), um jogador diz que corre: vale?",
        artigos=[ferro, onze],
        opcoes=[("nao-cabe", "não se corre da mão de ferro: a corrida não vale e a mão segue"),
                ("da-um-ponto", "corre-se como na mão de onze: os adversários marcam 1 e vencem a partida")],
        padrao="nao-cabe",
        motivo="a corrida da mão de onze é a escolha de quem olha as suas cartas; na mão de ferro ninguém as vê, e "
               "o texto só diz que quem ganhar a mão vence.",
        omisso=True,
    )
