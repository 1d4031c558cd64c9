"""The readings of the levels above the volta (partida, jogo, tournament standings) under the MTG text.

Each is a place where Arts. 1–8, Art. 10, III, the Regulamento Disciplinar, "Término do Tempo de Jogo" or
the Sinopse can be read two ways, or say nothing (``omisso``). The volta's own readings live with the
engine (:mod:`arbitro.sistemas.mtg.motor.leituras`); :func:`registro_completo` joins both, which is what a
``leituras:`` map of a partida, jogo or tournament file is checked against.
"""

from __future__ import annotations

from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.mtg import artigos as A

SISTEMA = "mtg-truco-cego"
REGISTRO = Registro(SISTEMA)
OMISSO = A.CASOS_OMISSOS  # the text is silent: the project's default, and the Commission decides

# --- partida (Art. 10, III) ---------------------------------------------------------------------

PARES_DA_TESTA = REGISTRO.definir(
    "pares-da-testa",
    pergunta="Na volta de testa, quem enfrenta quem, e em que ordem se jogam as três testas?",
    artigos=[A.JOGADORES],
    opcoes=[
        ("assento-oposto", "com o mão no assento m, a testa k é o assento m+k−1 contra o m+k+2: cada jogador "
                           "contra o sentado em frente, na ordem da mesa a partir do mão; o primeiro do par é o "
                           "mão da testa"),
        ("trio-do-mao", "as três testas começam pelos jogadores do trio do mão (assentos m, m+2, m+4), cada "
                        "um contra o sentado em frente, e cada um deles é o mão da sua testa"),
    ],
    padrao="assento-oposto",
    motivo="\"cada jogador com o seu contrário sentado no lugar oposto\"; \"Sairá jogando o mão e continuará o "
           "seguinte, até que todos tenham intervindo\" (Art. 10, III): o seguinte na mesa.",
)

ALTERNANCIA = REGISTRO.definir(
    "alternancia-apos-volta-trocada",
    pergunta="Depois de uma volta jogada na modalidade errada, a volta seguinte alterna a partir da modalidade "
             "jogada ou da devida?",
    artigos=[A.JOGADORES, OMISSO],
    opcoes=[
        ("a-partir-da-jogada", "a volta seguinte é a outra modalidade da volta como foi jogada"),
        ("a-partir-da-devida", "a sequência roda, testa, roda… segue como se a volta tivesse sido jogada na "
                               "modalidade devida"),
    ],
    padrao="a-partir-da-jogada",
    motivo="\"na volta seguinte, joga-se individualmente […] Assim se alternarão as duas formas\": a alternância "
           "é de uma volta para a seguinte; o texto não trata da volta trocada.",
    omisso=True,
)

TESTA_A_SEIS = REGISTRO.definir(
    "testa-com-trio-a-seis",
    pergunta="Se um trio fica a seis tentos do fim no meio de uma volta de testa, as testas restantes dessa volta "
             "ainda se jogam?",
    artigos=[A.JOGADORES],
    opcoes=[
        ("completa-a-volta", "as três testas da volta se jogam; a roda vale desde a volta seguinte"),
        ("passa-a-roda", "as testas restantes não se jogam: a volta seguinte já é de roda"),
    ],
    padrao="completa-a-volta",
    motivo="a alternância é de volta a volta (\"na volta seguinte\"); \"todas as mãos seguintes seguirão mão "
           "geral ou roda\" são as voltas que vêm depois (Art. 10, III).",
)

DISTRIBUICAO_DA_TESTA = REGISTRO.definir(
    "distribuicao-da-volta-de-testa",
    pergunta="As três testas de uma volta são jogadas com as cartas de uma só distribuição?",
    artigos=[A.DISTRIBUICAO, A.JOGADORES],
    opcoes=[
        ("uma-distribuicao", "todos recebem as três cartas de uma vez e cada um só as olha na sua vez (Art. 10, "
                             "IV): a mesma carta não aparece em duas testas da volta"),
        ("uma-por-testa", "o baralho é cortado para cada testa (\"até o baralho ser cortado para a próxima volta "
                          "ou testa\", Art. 10, III): uma carta pode reaparecer noutra testa"),
    ],
    padrao="uma-distribuicao",
    motivo="\"Nas partidas de TESTA, só poderão olhar as cartas recebidas os jogadores que estiverem na sua vez de "
           "jogar\" (Art. 10, IV): as cartas já foram recebidas antes de cada um jogar.",
)

# --- jogo (S, g–i; Arts. 5 and 7; D, e–g; Término do tempo de jogo) ----------------------------------

DUAS_CONSECUTIVAS = REGISTRO.definir(
    "duas-consecutivas",
    pergunta="Quem perde a 1ª partida e vence a 2ª e a 3ª ganhou \"duas partidas consecutivas\" (S, g)?",
    artigos=[A.MELHOR_DE_TRES],
    opcoes=[
        ("primeira-e-segunda", "só vencer a 1ª e a 2ª conta três partidas (a 3ª, que não se joga, 24 × 0); "
                               "vencer a 2ª e a 3ª é um 2 × 1"),
        ("tambem-segunda-e-terceira", "vencer a 2ª e a 3ª também conta três partidas: soma-se uma, 24 × 0"),
    ],
    padrao="primeira-e-segunda",
    motivo="\"contará três partidas — sendo a última partida, 24 tentos a zero\" (S, g): só há uma última partida "
           "por contar quando as duas primeiras decidem o jogo.",
)

SET_OU_JOGO = REGISTRO.definir(
    "set-ou-jogo",
    pergunta="\"perderão o set/jogo\" (Art. 7, §1): o trio do atleta desclassificado perde o set em disputa ou "
             "o jogo inteiro?",
    artigos=[A.DESCLASSIFICADO_PERDE],
    opcoes=[
        ("set-se-houver-reserva", "perde o set em disputa e segue com o reserva; sem reserva para completar o "
                                  "trio, perde o jogo"),
        ("jogo", "perde o jogo: as partidas que faltam vão ao trio adversário"),
    ],
    padrao="set-se-houver-reserva",
    motivo="o item que detalha a regra, o Art. 7, VI, diz \"perderá o set em disputa, podendo ser substituído pelo "
           "reserva. Caso o trio não possua reserva, será desclassificado na sua totalidade\".",
)

ATLETA_OU_TRIO = REGISTRO.definir(
    "desclassificacao-atleta-ou-trio",
    pergunta="Por um ato do Art. 7 (I a VII) desclassifica-se o atleta (Art. 7, \"os atletas\") ou o trio "
             "inteiro (D, g, \"os trios\")?",
    artigos=[A.DESCLASSIFICACAO, A.D_DESCLASSIFICACAO],
    opcoes=[
        ("atleta", "desclassifica-se o atleta (Art. 7); o trio perde o set/jogo (Art. 7, §1) e segue no torneio"),
        ("trio", "desclassifica-se o trio inteiro (D, g): perde o jogo e sai do torneio"),
    ],
    padrao="atleta",
    motivo="o Art. 7 nomeia o atleta e o §1 dá as consequências; o item VI separa o atleta (\"podendo ser "
           "substituído pelo reserva\") do trio (\"caso o trio não possua reserva, será desclassificado na sua "
           "totalidade\").",
)

EMBRIAGUEZ = REGISTRO.definir(
    "embriaguez-perde-o-set",
    pergunta="Com reserva, o trio do jogador embriagado perde o set em disputa (Art. 7, VI) ou só o substitui "
             "(D, g, 6)?",
    artigos=[A.EMBRIAGUEZ, A.D_EMBRIAGUEZ],
    opcoes=[
        ("perde-o-set", "o jogador é desclassificado, o trio perde o set em disputa e segue com o reserva"),
        ("so-substituicao", "o jogador é desclassificado e substituído pelo reserva; o set segue"),
    ],
    padrao="perde-o-set",
    motivo="o Art. 7, VI o diz (\"perderá o set em disputa\") e o §1 o confirma para os itens I a VIII; o D, g, 6 "
           "não o nega.",
)

PLACAR_DO_SET_PERDIDO = REGISTRO.definir(
    "placar-do-set-perdido",
    pergunta="Com que placar fica o set perdido por desclassificação (Art. 7, §1) ou por substituição durante a "
             "partida (D, e, II)?",
    artigos=[A.DESCLASSIFICADO_PERDE, A.D_SUBSTITUICAO, OMISSO],
    opcoes=[
        ("vinte-e-quatro-a-zero", "24 × 0 para o trio adversário, como no W.O. (S, i) e na partida contada pela "
                                  "S, g"),
        ("placar-ate-a-parada", "o trio adversário completa 24; o que perdeu fica com os tentos que tinha quando a "
                                "partida parou"),
    ],
    padrao="vinte-e-quatro-a-zero",
    motivo="o texto só fixa o placar das partidas dadas sem jogo: 24 × 0 (S, i; S, g).",
    omisso=True,
)

TEMPO_SEM_CULPADO = REGISTRO.definir(
    "tempo-esgotado-sem-culpado",
    pergunta="Esgotadas as 2 horas sem trio gastando tempo, o jogo segue com FALTA ENVIDO até o fim (Término do "
             "tempo de jogo) ou a Comissão determina o vencedor (S, h)?",
    artigos=[A.DURACAO_DO_JOGO, A.TERMINO_DO_TEMPO],
    opcoes=[
        ("falta-envido-ate-o-fim", "as partidas seguem só com FALTA ENVIDO (ou FLOR e CONTRA-FLOR E O RESTO), "
                                   "sem TRUCO, e o resultado vale"),
        ("comissao-decide", "a Comissão Organizadora determina o vencedor (S, h)"),
    ],
    padrao="falta-envido-ate-o-fim",
    motivo="\"se a Comissão verificar que nenhum dos trios estava gastando tempo inutilmente, determinará a "
           "colocação da FALTA ENVIDO […] até o término da partida\" (Término do tempo de jogo); a S, h trata do "
           "trio que gasta tempo.",
)

# --- tournament standings (S, a–f; Art. 7, §1) --------------------------------------------------------

ADVERSARIOS = REGISTRO.definir(
    "adversarios-derrotados",
    pergunta="\"derrotar o maior número de adversários\" (S, a): contam-se os adversários distintos ou os jogos "
             "ganhos?",
    artigos=[A.CLASSIFICACAO],
    opcoes=[
        ("adversarios-distintos", "cada adversário derrotado conta uma vez, ainda que em dois jogos"),
        ("jogos-ganhos", "conta cada jogo ganho"),
    ],
    padrao="adversarios-distintos",
    motivo="o texto conta adversários, não jogos.",
)

CONFRONTO_ENTRE_VARIOS = REGISTRO.definir(
    "confronto-direto-entre-varios",
    pergunta="Como o confronto direto (S, e) desempata três ou mais trios?",
    artigos=[A.CONFRONTO_DIRETO],
    opcoes=[
        ("mini-tabela", "aplicam-se S, a a S, d só aos jogos entre os empatados; os que seguem empatados, de novo "
                        "entre si"),
        ("sorteio", "o confronto direto só decide entre dois; três ou mais vão ao sorteio (S, f)"),
    ],
    padrao="mini-tabela",
    motivo="o confronto direto é o que os empatados fizeram entre si; entre dois é o jogo deles, entre três ou "
           "mais, os jogos entre eles.",
)

TRIO_DESCLASSIFICADO = REGISTRO.definir(
    "trio-desclassificado-no-torneio",
    pergunta="Onde fica na classificação o trio desclassificado do torneio (Art. 7, §1, \"não podendo mais "
             "retornar ao torneio\")?",
    artigos=[A.DESCLASSIFICADO_PERDE],
    opcoes=[
        ("fora-da-classificacao", "sai da classificação; os jogos que fez contam para os adversários"),
        ("ultimo-lugar", "fica abaixo de todos os outros, com os resultados que fez"),
    ],
    padrao="fora-da-classificacao",
    motivo="quem não pode mais retornar ao torneio não disputa posição.",
)

JOGOS_DO_DESCLASSIFICADO = REGISTRO.definir(
    "jogos-do-trio-desclassificado",
    pergunta="Que resultado têm os jogos que o trio desclassificado do torneio tinha depois da desclassificação?",
    artigos=[A.DESCLASSIFICADO_PERDE, A.AUSENCIA, OMISSO],
    opcoes=[
        ("vitoria-do-adversario", "o adversário vence por W.O., 3 × 0 (24 × 0 três vezes, S, i)"),
        ("anulados", "não contam para ninguém"),
    ],
    padrao="vitoria-do-adversario",
    motivo="o trio não volta à mesa, e a S, i dá 3 × 0 a quem enfrenta um trio que não comparece.",
    omisso=True,
)


# --- the tournament as it is run (contract v3 §13) ----------------------------------------------------

FOLGA_NO_SUICO = REGISTRO.definir(
    "folga-no-suico",
    pergunta="No suíço com número ímpar de trios, o que vale a folga (a rodada sem adversário)?",
    artigos=[A.AUSENCIA, OMISSO],
    opcoes=[
        ("vitoria-por-wo", "conta como um jogo ganho por W.O.: três partidas 24 × 0 (S, i)"),
        ("nada", "não conta nada: o trio fica com os jogos que jogou"),
    ],
    padrao="vitoria-por-wo",
    motivo="o texto não trata da folga; no suíço cada um joga as mesmas rodadas e o trio sem adversário não "
           "perdeu nada na mesa: o contrato v3 §13 dá-lhe o que a S, i dá a quem o adversário não enfrenta.",
    omisso=True,
)

FOLGA_EM_TODOS = REGISTRO.definir(
    "folga-em-todos-contra-todos",
    pergunta="Em todos contra todos (ou nos grupos) com número ímpar de trios, o que vale a folga?",
    artigos=[A.AUSENCIA, OMISSO],
    opcoes=[
        ("nada", "não conta nada: ao fim da fase todos tiveram uma folga, e ninguém ganha com ela"),
        ("vitoria-por-wo", "conta como um jogo ganho por W.O.: três partidas 24 × 0 (S, i)"),
    ],
    padrao="nada",
    motivo="o texto não trata da folga; em todos contra todos cada trio tem exatamente uma, e contá-la como "
           "vitória só mudaria a classificação no meio da fase (contrato v3 §13).",
    omisso=True,
)

ENTRE_GRUPOS = REGISTRO.definir(
    "comparacao-entre-grupos",
    pergunta="Como se comparam trios de grupos diferentes (os melhores das demais posições; a ordem dos "
             "classificados na eliminatória)?",
    artigos=[A.CLASSIFICACAO, A.PARTIDAS_GANHAS, A.TENTOS_GANHOS, A.SALDO_DE_TENTOS, OMISSO],
    opcoes=[
        ("por-jogo", "S, a a S, d divididos pelos jogos disputados: um grupo maior não dá vantagem"),
        ("totais", "S, a a S, d como somados, sem dividir"),
    ],
    padrao="por-jogo",
    motivo="o texto classifica num só conjunto de jogos; grupos podem diferir em um trio, e o contrato v3 §13 "
           "compara por jogo disputado.",
    omisso=True,
)


EMPATE_NO_CIRCUITO = REGISTRO.definir(
    "empate-no-circuito",
    pergunta="No circuito, dois lados com os mesmos pontos e as mesmas colocações, uma a uma: quem fica à frente?",
    artigos=[OMISSO],
    opcoes=[
        ("posicao-dividida", "dividem a posição (a mesma posição para os dois, listados por nome)"),
        ("ultima-etapa", "fica à frente quem se colocou melhor na etapa mais recente em que se diferem"),
    ],
    padrao="posicao-dividida",
    motivo="a \"Pontuação para o Circuito\" do regulamento não tem texto; o contrato v3 §13 desempata pela melhor "
           "colocação, depois a seguinte, e deixa o resto a uma leitura: sem regra, ninguém é posto à frente.",
    omisso=True,
)


# The readings that only change what the output says, never a figure: the volta as played is ruled as played,
# and only the observation about it depends on them. No library case can tell their options apart by a score.
SO_NAS_OBSERVACOES = frozenset({ALTERNANCIA.id, DISTRIBUICAO_DA_TESTA.id, TESTA_A_SEIS.id})


def registro_completo() -> Registro:
    """Every reading a partida, jogo or tournament file may select: the volta engine's and these."""
    from arbitro.sistemas.mtg.motor.leituras import REGISTRO as VOLTA

    return Registro.unir(SISTEMA, VOLTA, REGISTRO)
