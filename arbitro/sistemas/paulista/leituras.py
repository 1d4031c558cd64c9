"""The named readings of the paulista: where its page is silent or can be read two ways (contract v2 §8)."""

from __future__ import annotations

from arbitro.familias.brasileiro.leituras import definir_comuns
from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.paulista.artigos import MANILHAS
from arbitro.sistemas.paulista.artigos import SECOES as S

REGISTRO = Registro("paulista")

VIRA_DE_TRES = REGISTRO.definir(
    "vira-de-tres",
    pergunta="A vira é um 3, a carta mais forte da ordem: quais são as manilhas?",
    artigos=[MANILHAS, S.baralho],
    opcoes=[("quatro", "a ordem dá a volta: depois do 3 vem o 4, e os quatro 4 são as manilhas"),
            ("sem-manilhas", "não há carta seguinte ao 3: a mão se joga sem manilhas, pela ordem simples")],
    padrao="quatro",
    motivo="o texto manda que a carta seguinte à vira seja sempre a manilha, sem exceção para o 3; só lendo a "
           "ordem em círculo toda vira dá manilhas.",
    omisso=True,
)
CORRIDA_PERDENDO = REGISTRO.definir(
    "corrida-perdendo",
    pergunta="Quem corre do truco \"perde 1 ponto\": o ponto vai para quem pediu, ou só se perde?",
    artigos=[S.truco],
    opcoes=[("da-ao-adversario", "quem corre dá os pontos da aposta anterior ao lado que apostou"),
            ("ninguem-marca", "quem corre perde os pontos da aposta anterior, que a página não dá a ninguém: a mão "
             "para e ninguém marca")],
    padrao="da-ao-adversario",
    motivo="na página os pontos sempre se ganham — a mão vale 1 a quem a ganhar, e a corrida da mão de onze dá o "
           "ponto ao adversário; perder a mão é deixar os pontos para o outro lado. Tirá-los do placar de quem corre "
           "não é leitura que a decisão de uma mão possa dar: ela só lança pontos ganhos (contrato v1 §5).",
)
definir_comuns(REGISTRO, S)
