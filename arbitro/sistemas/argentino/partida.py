"""The argentino's partida above the hand (contract v3 §12): to 30 (Argentino, pontos), the envido and the flor
scored before the tricks and able to end it (Argentino, ordem: the hand engine applies it, the partida stops where
the hand's ruling says), and the deal, which the seed never passes: the reading ``argentino-mao-seguinte``."""

from __future__ import annotations

from arbitro.nucleo.leituras import Registro
from arbitro.nucleo.partida import Consultar, RegrasDaPartida, definir_leituras_do_jogo
from arbitro.sistemas.argentino import artigos as A

REGISTRO = Registro("argentino")

MAO_SEGUINTE = REGISTRO.definir(
    "argentino-mao-seguinte",
    pergunta="Acabada uma mão, quem é o mano da seguinte: o jogador depois do mano na ordem de jogo, ou o de antes?",
    artigos=[A.JOGADORES],
    opcoes=[("seguinte-na-ordem", "as cartas passam no sentido do jogo: o mano da mão seguinte é quem jogava "
             "depois do mano"),
            ("anterior-na-ordem", "as cartas passam no sentido contrário: o mano da mão seguinte é quem jogava "
             "por último")],
    padrao="seguinte-na-ordem",
    motivo="a página diz quem é o mano de cada distribuição (à direita de quem dá as cartas) mas não quem dá as "
           "cartas na mão seguinte; o contrato v3 §12 passa a distribuição ao assento seguinte, e o jogo corre no "
           "sentido anti-horário, o mesmo em que a vez passa.",
    omisso=True,
)
LEITURAS_DO_JOGO = definir_leituras_do_jogo(REGISTRO, "argentino-", A.CLASSIFICACAO, A.PONTOS)


class PartidaArgentina(RegrasDaPartida):
    sistema = "argentino"
    artigo_alvo = A.PONTOS  # "Ganha a partida a primeira dupla que chegar a 30 pontos."
    artigo_jogadores = A.JOGADORES
    artigo_classificacao = A.CLASSIFICACAO
    artigo_formato = A.CLASSIFICACAO  # the page is silent on the jogo: a partida seca by the contract's default
    formato_padrao = "seca"
    alvo_padrao = 30
    leituras_do_jogo = LEITURAS_DO_JOGO
    registro = REGISTRO

    def proximo(self, assento: int, lugares: int, consultar: Consultar) -> int:
        opcao = consultar(MAO_SEGUINTE, "")
        return (assento + (1 if opcao == "seguinte-na-ordem" else -1)) % lugares


PARTIDA = PartidaArgentina()
