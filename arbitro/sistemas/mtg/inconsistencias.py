"""Where the MTG regulation contradicts itself, or says one thing twice with differences: a report for the
commission (``arbitro regulamento inconsistencias``).

Each entry quotes both texts (the quotes are checked against the transcribed regulation) and says what the tool
applies — a named reading where there is one, so the commission can choose the other.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from arbitro.sistemas.mtg import artigos as A


class Trecho(NamedTuple):
    """A verbatim excerpt of one article."""

    artigo: str
    texto: str


class Inconsistencia(NamedTuple):
    id: str
    titulo: str
    trechos: tuple[Trecho, ...]
    aplicada: str  # what arbitro applies, in words
    leitura: str | None = None  # the named reading that lets a commission choose otherwise

    def json(self) -> dict[str, Any]:
        return {"id": self.id, "titulo": self.titulo, "trechos": [t._asdict() for t in self.trechos],
                "aplicada": self.aplicada, "leitura": self.leitura}


T = Trecho
INCONSISTENCIAS: tuple[Inconsistencia, ...] = (
    Inconsistencia(
        "embriaguez-perde-o-set-ou-so-substitui",
        "Embriaguez: o atleta é substituído e o trio perde o set, ou só é substituído?",
        (T(A.EMBRIAGUEZ, "será automaticamente desclassificado e perderá o set em disputa, podendo ser substituído "
                         "pelo reserva"),
         T(A.D_EMBRIAGUEZ, "será automaticamente desclassificado e substituído pelo reserva")),
        "No jogo, o arbitro segue o Art. 7, VI (o set é perdido) e diz o que daria o D, g, 6.",
        "embriaguez-perde-o-set",
    ),
    Inconsistencia(
        "atletas-ou-trios-desclassificados",
        "Conduta: desclassificam-se os atletas que a cometem, ou os trios?",
        (T(A.DESCLASSIFICACAO, "Serão desclassificados os atletas que:"),
         T(A.D_DESCLASSIFICACAO, "Serão desclassificados os trios que:")),
        "No jogo, o arbitro desclassifica o atleta (Art. 7, §1 fala dos \"atletas desclassificados\") e diz o que "
        "daria a desclassificação do trio.",
        "desclassificacao-atleta-ou-trio",
    ),
    Inconsistencia(
        "nome-da-comissao",
        "A comissão que designa o juiz: \"organizadora e avaliadora\" ou \"organizadora e julgadora\"?",
        (T(A.JUIZ, "A Comissão organizadora e avaliadora tem poderes para designar um juiz"),
         T(A.D_JUIZ, "A COMISSÃO ORGANIZADORA E JULGADORA tem poderes para designar um JUIZ"),
         T(A.COMISSOES, "Comissão Organizadora e Julgadora")),
        "O arbitro as trata como a mesma comissão (a de C, a) e cita o artigo que cada regra invoca.",
    ),
    Inconsistencia(
        "sumula-assinada",
        "A súmula: assinada pelos dois capatazes, ou só entregue com os resultados?",
        (T(A.SUMULA, "a Súmula assinada pelos dois capatazes com os resultados"),
         T(A.D_SUMULA, "as SÚMULAS das partidas disputadas, com os resultados")),
        "A súmula que o arbitro gera tem as linhas de assinatura dos dois capatazes e do juiz (Art. 4).",
    ),
    Inconsistencia(
        "substituicao-durante-a-partida",
        "Substituição: só no fim da partida, ou também durante ela?",
        (T(A.SUBSTITUICAO, "A substituição de um jogador ou troca de testa pelo reserva só poderá ocorrer no fim de "
                             "uma partida."),
         T(A.D_SUBSTITUICAO, "com a autorização da comissão julgadora poderá ser substituído — neste caso perderá a "
                       "partida (set) em questão")),
        "O arbitro aceita a substituição no fim da partida e, durante ela, só com a autorização da comissão, que "
        "custa o set (D, e, II, a exceção).",
    ),
    Inconsistencia(
        "pessoas-em-volta-da-mesa",
        "Pessoas em volta da mesa: uma proibição, ou causa de desclassificação do trio?",
        (T(A.PUBLICO_NA_MESA, "não será permitida a permanência de pessoas em volta da mesa"),
         T(A.D_PUBLICO_NA_MESA,
           "Não será permitida a permanência de pessoas em volta das mesas com a partida em andamento.")),
        "O arbitro registra a ocorrência com os dois artigos; a desclassificação segue a leitura da conduta.",
        "desclassificacao-atleta-ou-trio",
    ),
    Inconsistencia(
        "teto-da-testa-e-contra-flor-e-o-resto",
        "Na testa, o teto de dez tentos apostados e a CONTRA-FLOR E O RESTO de \"seis mais os que faltam\"",
        (T(A.JOGADORES, "O máximo de tentos apostados na testa é de 10 (dez): seis da falta envido, ou seis da FLOR "
                           "CONTRA FLOR E O RESTO, mais quatro do VALE QUATRO."),
         T(A.FLOR_E_FLOR_CONTRA_FLOR_E_RESTO,
           "ao ganhador anotar-se-ão seis tentos pelas duas FLOR e mais os tentos que faltam ao ponteiro para terminar "
           "a partida"),
         T(A.CONTRA_FLOR_E_RESTO, "Nas partidas de TESTA, \"CONTRA FLOR E RESTO\" vale seis tentos quando aceita.")),
        "Na testa o arbitro dá seis à CONTRA-FLOR E O RESTO aceita, em todas as suas formas (Art. XIII, d e e; Art. "
        "10, III), e não passa o envido dos seis da falta.",
        "envido-na-testa",
    ),
    Inconsistencia(
        "olhar-as-cartas-cedo",
        "Quem olha as cartas antes da hora: paga um tento, ou os tentos apostados?",
        (T(A.DISTRIBUICAO, "Se alguém olhar, as cartas serão distribuídas novamente. Se o jogo estiver em andamento, "
                          "serão penalizados com o pagamento de 1 (um) tento."),
         T(A.TERMINO_DO_TEMPO, "Quem olhar antes pagará os tentos apostados e o baralho será passado para o "
                                       "próximo a dar as cartas.")),
        "O arbitro aplica o Art. 10, IV na testa e a regra do Término do tempo de jogo depois do tempo esgotado "
        "(olhou_cedo).",
        "jogo-em-andamento",
    ),
    Inconsistencia(
        "fim-do-tempo",
        "Depois das duas horas: a Comissão decide o vencedor, ou o jogo segue com a falta envido?",
        (T(A.DURACAO_DO_JOGO, "Após este tempo, caberá à Comissão Organizadora o arbítrio de determinar o vencedor"),
         T(A.TERMINO_DO_TEMPO, "determinará a colocação da FALTA ENVIDO ou FLOR e CONTRA-FLOR E O RESTO até o "
                                       "término da partida, sem jogar o TRUCO")),
        "Numa volta, o arbitro joga a regra do Término do tempo de jogo (tempo_esgotado); num jogo, deixa o "
        "resultado à Comissão (S, h) e não inventa vencedor.",
        "termino-falta-automatica",
    ),
    Inconsistencia(
        "flor-falsa-e-o-truco",
        "FLOR cantada sem possuí-la: um tento do truco não jogado, ou todos os tentos do truco?",
        (T(A.FLOR_FALSA, "perde quatro tentos (três da FLOR e um do TRUCO não jogado), pois neste caso se dá por "
                     "finalizada a volta"),
         T(A.FLOR_MULTIPLA, "Se um jogador cantar FLOR sem possuí-la, perdem-se as outras do mesmo grupo mais os "
                           "tentos do TRUCO.")),
        "O arbitro aplica o Art. X: antes do truco, quatro tentos e a volta finalizada; comprovada depois do truco, "
        "os tentos da FLOR e todos os do TRUCO; as outras flores do trio seguem a leitura.",
        "flores-perdidas-do-grupo",
    ),
    Inconsistencia(
        "empate-de-pontos",
        "Empate de pontos: \"ganha o mão\", ou \"é o mão quem primeiro jogou sua carta\"?",
        (T(A.ENVIDO_EMPATE, "Quando empatados os pontos, ganha o mão."),
         T(A.MAO, "Em igualdade de pontos para a FLOR ou ENVIDO e de cartas para o truco, é o mão quem "
                               "primeiro jogou sua carta.")),
        "O arbitro dá o empate a quem está mais perto do mão na ordem de jogo, o que concorda com os dois textos.",
    ),
)
