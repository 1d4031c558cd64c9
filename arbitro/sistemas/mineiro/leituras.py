"""The named readings of the mineiro: where its page is silent or can be read two ways (contract v2 §8)."""

from __future__ import annotations

from arbitro.familias.brasileiro.leituras import definir_comuns
from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.mineiro.artigos import SECOES as S

REGISTRO = Registro("mineiro")

TRES_PARDAS = REGISTRO.definir(
    "tres-pardas",
    pergunta="Sem truco, as três vazas empatam: quem ganha a mão?",
    artigos=[S.empates],
    opcoes=[("ganha-a-dupla-do-mao", "ganha a mão a dupla do mão, como na descrição geral do jogo"),
            ("ninguem-marca", "a mão fica empatada e ninguém marca, como o empate na última vaza com truco")],
    padrao="ganha-a-dupla-do-mao",
    motivo="a parte mineira da página só muda o empate com truco aceito e a mão de ferro; fora deles vale a regra "
           "geral do jogo: \"se as três empatarem ganha a dupla do mano\".",
)
ULTIMA_PARDA_COM_TRUCO = REGISTRO.definir(
    "ultima-parda-com-truco",
    pergunta="Com truco aceito, a última vaza empata sem carta jogada antes do pedido: a mão não marca nada, ou "
             "decidem as regras gerais de empate?",
    artigos=[S.empates, S.truco],
    opcoes=[("nao-marca", "ninguém marca: \"um empate na última vaza não marca nada\""),
            ("regra-geral", "decidem as regras gerais: ganha a primeira dupla que ganhou uma vaza, e com as três "
             "empatadas a dupla do mão (leitura tres-pardas)")],
    padrao="nao-marca",
    motivo="é a regra própria do truco aceito, dita para esse caso; a regra geral fala da mão sem aposta.",
)
PEDIDO_DO_EMPATE = REGISTRO.definir(
    "pedido-do-empate",
    pergunta="Na vaza do truco que empatou, uma carta jogada \"antes do pedido\": antes de qual pedido, quando a "
             "aposta subiu na própria vaza?",
    artigos=[S.empates, S.truco],
    opcoes=[("ultimo-pedido", "antes do último pedido (o aumento aceito): quem apostou por último já via a carta"),
            ("primeiro-pedido", "antes do primeiro pedido feito na vaza, o truco")],
    padrao="ultimo-pedido",
    motivo="a regra castiga \"a dupla que apostou ou aumentou por último\": o pedido que conta é esse, feito com a "
           "carta já na mesa.",
)
QUEM_AUMENTA = REGISTRO.definir(
    "quem-aumenta",
    pergunta="Quem pode aumentar a aposta aceita (seis, nove, doze)?",
    artigos=[S.truco],
    opcoes=[("so-a-outra-dupla", "só a dupla que recebeu a última aposta: quem pediu um degrau não pede o seguinte"),
            ("qualquer-dupla", "qualquer dupla, uma vez aceita a aposta, inclusive a que a pediu")],
    padrao="so-a-outra-dupla",
    motivo="a página só diz que a aposta sobe; a regra de empate fala da dupla \"que apostou ou aumentou por "
           "último\", o que supõe apostas alternadas, e assim é no truco de 3, 6, 9 e 12.",
    omisso=True,
)
MAO_DE_FERRO_ENCOBERTAS = REGISTRO.definir(
    "mao-de-ferro-encobertas",
    pergunta="Na mão de ferro \"todos jogam as cartas encobertas, sem olhar\": as cartas são jogadas às cegas e "
             "mostradas, ou viradas para baixo como a carta coberta?",
    artigos=[S.ferro, S.coberta],
    opcoes=[("sem-olhar", "ninguém olha as suas cartas, mas cada uma vale pelo que é ao cair na mesa"),
            ("viradas-para-baixo", "as cartas ficam viradas para baixo e, como a carta encoberta, não ganham vaza: "
             "as vazas empatam e a mão se joga de novo")],
    padrao="sem-olhar",
    motivo="\"sem olhar\" explica o \"encobertas\"; viradas para baixo, nenhuma carta ganharia vaza e a mão de "
           "ferro, que decide a partida, nunca terminaria.",
)
definir_comuns(REGISTRO, S)
