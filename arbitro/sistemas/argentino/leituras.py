"""The argentino's named readings: where the page of seed 001 is silent or can be read two ways (contract v2 §8).

Each is a value with its options and a default chosen for a stated reason; the engine asks the selection in force
(:meth:`arbitro.familias.espanhol.mao.Mao.ler`) and the ruling says which option applied and what the others give.
"""

from __future__ import annotations

from arbitro.familias.espanhol.leituras import pagamento
from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.argentino.artigos import EMPATES, ENVIDO, FLOR, JOGADORES, ORDEM, PONTOS, TRUCO, VAZAS

REGISTRO = Registro("argentino")

AUMENTO_RECUSADO = REGISTRO.definir(
    "argentino-aumento-recusado",
    pergunta="Recusado um aumento do envido, quanto marca a dupla que apostou?",
    artigos=(ENVIDO,),
    opcoes=(("soma-das-anteriores", "marca a soma das apostas anteriores à recusada, cada uma aceita pelo aumento "
             "que a respondeu"),
            ("so-a-anterior", "marca só a aposta que o aumento recusado respondia")),
    padrao="soma-das-anteriores",
    motivo="A página diz que, recusada a aposta, os apostadores marcam 1 \"ou as apostas já aceitas\", no plural; "
           "quem aumenta responde à aposta que lhe fizeram sem recusá-la, e só por isso uma aposta do envido pode "
           "estar aceita quando outra é recusada.",
)

FALTA_NAS_MALAS = REGISTRO.definir(
    "argentino-falta-nas-malas",
    pergunta="Quanto vale a falta envido enquanto as duas duplas ainda estão nas malas?",
    artigos=(ENVIDO, PONTOS),
    opcoes=(("o-que-falta-ao-lider", "vale sempre o que falta à dupla que está na frente para os 30"),
            ("partida-nas-malas", "com as duas duplas nas malas, vale a partida: quem a ganha marca o que lhe falta "
             "para os 30")),
    padrao="o-que-falta-ao-lider",
    motivo="A página dá o valor da falta envido sem exceção (\"o que falta para a dupla que está na frente "
           "ganhar\") e dá nome às malas e às buenas sem ligar a elas regra nenhuma.",
)

ENVIDO_DE_QUEM_TRUCOU = REGISTRO.definir(
    "argentino-envido-de-quem-trucou",
    pergunta="Com o truco da própria dupla ainda sem resposta, um jogador dela pode apostar o envido?",
    artigos=(ENVIDO, TRUCO),
    opcoes=(("pode", "pode: o truco ainda não foi aceito, e o envido vem primeiro"),
            ("nao-pode", "não pode: só a dupla a quem se trucou responde com um envido")),
    padrao="pode",
    motivo="As condições do envido são a primeira vaza, antes da própria carta e antes de um truco ser aceito, e o "
           "envido dito assim as cumpre; a frase sobre a outra dupla diz o que acontece com o truco quando ela "
           "responde com um envido, não quem pode envidar.",
)

QUEM_SAI = REGISTRO.definir(
    "argentino-quem-sai-na-vaza",
    pergunta="Quem sai jogando na segunda e na terceira vaza?",
    artigos=(JOGADORES, VAZAS),
    opcoes=(("ganhador-sai", "sai quem jogou a carta que ganhou a vaza anterior (de dois parceiros no topo, o "
             "primeiro deles); depois de uma vaza parda, sai quem saiu nela"),
            ("mano-sai", "o mano sai em todas as vazas")),
    padrao="ganhador-sai",
    motivo="A página só diz que o mano sai jogando; quem ganha a vaza sai na seguinte em todo o truco de baralho "
           "espanhol, e a vaza parda não tem ganhador, de modo que sai de novo quem saiu nela. Só as observações "
           "dependem desta leitura: os pontos se decidem pelas cartas, qualquer que seja a ordem.",
    omisso=True,
)

FLOR_EMPATADA = REGISTRO.definir(
    "argentino-flor-empatada",
    pergunta="Se as melhores flores das duas duplas empatam, quem marca?",
    artigos=(FLOR, EMPATES),
    opcoes=(("mais-perto-do-mano", "marca a dupla do jogador que vem antes na ordem de jogo a partir do mano"),
            ("ninguem", "sem uma flor melhor, nenhuma dupla marca pela flor")),
    padrao="mais-perto-do-mano",
    motivo="A página diz, do envido, que \"o mano ganha todos os empates, quem dá as cartas perde todos\", e a "
           "flor é a outra aposta sobre as cartas da mão, contada do mesmo modo (soma mais 20).",
    omisso=True,
)

FLOR_SEM_DECLARAR = REGISTRO.definir(
    "argentino-flor-sem-declarar",
    pergunta="Conta a flor que as cartas mostram, mas que o jogador não declarou?",
    artigos=(FLOR,),
    opcoes=(("so-declarada", "conta só a flor declarada (\"flor\"); a não declarada não marca nem tira o envido"),
            ("pelas-cartas", "conta toda flor que as cartas mostram, declarada ou não")),
    padrao="so-declarada",
    motivo="A página fala da \"declaração simples de Flor\": a flor é declarada, e a mesa só conhece a que se "
           "declarou.",
)

FLOR_DEPOIS_DA_CARTA = REGISTRO.definir(
    "argentino-flor-depois-da-carta",
    pergunta="Vale a flor declarada depois de o jogador jogar a sua primeira carta?",
    artigos=(FLOR, ORDEM),
    opcoes=(("nao-vale", "não vale: a flor se declara quando o envido poderia ser apostado, antes da própria carta "
             "na primeira vaza"),
            ("vale", "vale em qualquer momento da mão")),
    padrao="nao-vale",
    motivo="A flor toma o lugar do envido naquela mão (\"não há envido nessa mão\") e se marca antes das vazas; "
           "declarada depois da própria carta, o envido já não poderia ser apostado por esse jogador.",
    omisso=True,
)

PAGAMENTO = pagamento(REGISTRO, TRUCO, ENVIDO)
