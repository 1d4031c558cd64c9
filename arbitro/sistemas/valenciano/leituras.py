"""The valenciano's named readings: where the page of seed 003 is silent or can be read two ways (contract v2 §8).

Each is a value with its options and a default chosen for a stated reason; the engine asks the selection in force
(:meth:`arbitro.familias.espanhol.mao.Mao.ler`) and the ruling says which option applied and what the others give.
"""

from __future__ import annotations

from arbitro.familias.espanhol.leituras import pagamento
from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.valenciano.artigos import CAMAS, COBERTA, EMPATES, ENVIDO, JOGADORES, TRUCO

REGISTRO = Registro("valenciano")

VALOR_DO_ENVIT = REGISTRO.definir(
    "valenciano-valor-do-envit",
    pergunta="Quanto vale o envit aceito (e, com ele, o dobro)?",
    artigos=(ENVIDO,),
    opcoes=(("dois", "o envit aceito vale 2, e o dobro o dobra a 4"),
            ("um", "o envit aceito vale o mesmo ponto da recusa, 1, e o dobro o dobra a 2")),
    padrao="dois",
    motivo="A página dá 1 ponto ao envit recusado e diz que o dobro dobra a aposta, mas não dá o valor do envit "
           "aceito; em todas as apostas da página aceitar vale mais que recusar (a tabela do truc), e 2 é o menor "
           "valor acima do ponto da recusa.",
    omisso=True,
)

AUMENTO_RECUSADO = REGISTRO.definir(
    "valenciano-aumento-de-envit-recusado",
    pergunta="Recusado um dobro ou uma falta que responderam a um envit, quanto marca quem fez a última aposta?",
    artigos=(ENVIDO,),
    opcoes=(("um-ponto", "marca 1 ponto, como em toda recusa do envit"),
            ("aposta-anterior", "marca a aposta que o aumento respondia e aceitou: o envit, ou o dobro")),
    padrao="um-ponto",
    motivo="A página dá à resposta \"Não aceito\" o ponto da dupla que envidou, sem distinguir o envit do dobro ou "
           "da falta, e o dobro e a falta só passam a decisão à outra dupla, com as mesmas respostas; ao contrário "
           "da página argentina, não fala de apostas já aceitas.",
)

TRUC_RECUSADO = REGISTRO.definir(
    "valenciano-truc-recusado",
    pergunta="Recusado o truc (ou um retruc, vale quatro ou jogo fora), quanto vale a mão que a outra dupla ganha?",
    artigos=(TRUCO,),
    opcoes=(("valor-anterior", "vale o que valia antes da aposta recusada: sem aposta 1, o truc aceito pelo "
             "retruc 2, e assim por diante"),
            ("valor-proposto", "vale a aposta recusada: quem recusa paga o que não quis jogar")),
    padrao="valor-anterior",
    motivo="A página só diz que a dupla contrária \"ganha a rodada\"; a aposta recusada não chegou a valer, e a mão "
           "ganha vale o que valia até ali, que é o que o subir aceitou (\"Sobe a aposta\" responde à anterior).",
    omisso=True,
)

JOGO_FORA = REGISTRO.definir(
    "valenciano-jogo-fora",
    pergunta="O jogo fora, que \"ganha a partida\", dá a cama em jogo ou a partida de várias camas?",
    artigos=(TRUCO, CAMAS),
    opcoes=(("a-cama", "dá a cama em jogo: quem o ganha marca o que lhe falta para fechá-la"),
            ("a-partida", "dá a partida inteira, quantas camas faltem")),
    padrao="a-cama",
    motivo="Os pontos do truc são pontos da cama, e a página chama de \"partida a 24 pontos\" a própria cama nos "
           "exemplos do envit; com uma cama só, que é o padrão da mesa, as duas leituras dão o mesmo.",
)

QUEM_SOBE = REGISTRO.definir(
    "valenciano-quem-sobe-o-truc",
    pergunta="Depois de uma aposta do truc aceita, quem pode subir a seguinte?",
    artigos=(TRUCO,),
    opcoes=(("quem-aceitou", "só a dupla que aceitou a última aposta"),
            ("qualquer-dupla", "qualquer das duas duplas")),
    padrao="quem-aceitou",
    motivo="A página só descreve a subida como resposta (\"sobe a aposta e passa o turno à dupla adversária para que "
           "decida\"): quem sobe é sempre a dupla que está diante da última aposta, e depois do aceito essa é a dupla "
           "que aceitou.",
    omisso=True,
)

ENVIT_COM_TRUC = REGISTRO.definir(
    "valenciano-envit-com-truc-dito",
    pergunta="Dito o truc, ainda sem resposta, pode-se envidar?",
    artigos=(ENVIDO, TRUCO),
    opcoes=(("nao-vale", "não: o envit se aposta sempre antes do truc"),
            ("ate-o-truc-aceito", "sim, enquanto o truc não foi aceito: o envit se resolve antes dele")),
    padrao="nao-vale",
    motivo="A página diz que o envit \"somente pode ser feita na primeira mão e sempre antes do truco\": o truc dito "
           "já veio antes.",
)

ENVIT_DEPOIS_DA_CARTA = REGISTRO.definir(
    "valenciano-envit-depois-da-carta",
    pergunta="Pode envidar, na primeira vaza, quem já jogou a sua carta?",
    artigos=(ENVIDO,),
    opcoes=(("toda-a-primeira-vaza", "pode: o envit vale em toda a primeira vaza"),
            ("antes-da-propria-carta", "não: só antes de jogar a própria carta")),
    padrao="toda-a-primeira-vaza",
    motivo="A página só põe duas condições, a primeira vaza e antes do truc; a carta jogada descoberta continua "
           "contando para o envit.",
)

EMPATE_DO_ENVIT = REGISTRO.definir(
    "valenciano-empate-do-envit",
    pergunta="Se empatam no envit jogadores dos dois lados e o mão não é um deles, quem ganha?",
    artigos=(EMPATES, ENVIDO),
    opcoes=(("mais-perto-do-mao", "ganha o que vem antes na ordem de jogo a partir do mão"),
            ("dupla-do-mao", "ganha a dupla do mão, se um dos empatados é dela")),
    padrao="mais-perto-do-mao",
    motivo="\"Em caso de empate, ganhará o jogador mão\": o mão ganha por vir primeiro na ordem de jogo, e entre os "
           "empatados é a mesma ordem que decide.",
    omisso=True,
)

DESCOBERTA_MENOR = REGISTRO.definir(
    "valenciano-descoberta-menor",
    pergunta="Depois da primeira vaza empatada, se a carta descoberta é mais fraca que a oculta, qual das duas "
             "perde o valor?",
    artigos=(EMPATES,),
    opcoes=(("perde-a-oculta", "perde o valor a oculta: não vale se as descobertas empatarem"),
            ("perde-a-descoberta", "perde o valor a descoberta: não vale na vaza das descobertas")),
    padrao="perde-a-oculta",
    motivo="\"A carta descoberta deve ser de maior valor que a oculta, caso contrário, esta perderá seu valor\": "
           "\"esta\" retoma o termo mais próximo, a oculta.",
)

DESCOBERTA_IGUAL = REGISTRO.definir(
    "valenciano-descoberta-igual",
    pergunta="Depois da primeira vaza empatada, a descoberta do mesmo degrau que a oculta cumpre a regra?",
    artigos=(EMPATES,),
    opcoes=(("permitida", "cumpre: a regra proíbe esconder uma carta mais forte, e uma igual não esconde nada"),
            ("perde-o-valor", "não cumpre: a descoberta tem de ser mais forte, e igual não é (perde o valor a carta "
             "que a leitura valenciano-descoberta-menor diz)")),
    padrao="permitida",
    motivo="A regra existe para que ninguém guarde escondida uma carta mais forte que a que mostra; com duas cartas "
           "do mesmo degrau, mostrar uma ou outra dá o mesmo.",
)

SAIDA_APOS_EMPATE = REGISTRO.definir(
    "valenciano-saida-apos-empate",
    pergunta="Depois de uma vaza empatada, quem joga primeiro na seguinte?",
    artigos=(EMPATES, JOGADORES),
    opcoes=(("empatador-anterior", "o jogador anterior dos que empataram: o primeiro deles na ordem da vaza"),
            ("quem-saiu-na-vaza", "quem saiu na vaza empatada")),
    padrao="empatador-anterior",
    motivo="\"O jogador com a carta de maior valor ganhará esta mão e jogará primeiro na seguinte (em caso de empate "
           "o jogador anterior será o primeiro a jogar)\": o parêntese fala dos jogadores da carta de maior valor. Só "
           "as observações dependem desta leitura.",
)

DESCOBERTA_APOS_COBERTA = REGISTRO.definir(
    "valenciano-descoberta-apos-coberta",
    pergunta="Quem cobriu uma carta na primeira vaza e joga a seguinte descoberta: o que vale essa carta?",
    artigos=(COBERTA,),
    opcoes=(("vale-coberta", "vale como coberta: anulada, como devia ter sido jogada"),
            ("vale-descoberta", "vale como foi jogada, e a decisão aponta a irregularidade")),
    padrao="vale-coberta",
    motivo="A página obriga a jogar cobertas as outras cartas (\"deve jogar o resto das suas cartas da mesma "
           "forma\") e não diz o que fazer da que não foi; vale como a regra manda jogá-la.",
    omisso=True,
)

OCULTA_NO_ENVIT = REGISTRO.definir(
    "valenciano-oculta-no-envit",
    pergunta="A carta oculta da jogada de duas cartas, depois da primeira vaza empatada, conta para o envit?",
    artigos=(ENVIDO, COBERTA, EMPATES),
    opcoes=(("conta", "conta: a oculta é da regra do empate, não uma carta virada para baixo"),
            ("nao-conta", "não conta, como a carta coberta")),
    padrao="conta",
    motivo="A carta coberta que sai do envit é a que o jogador escolhe virar para enganar; a oculta é a que a regra "
           "do empate manda pôr por baixo da descoberta, e se mostra quando as descobertas empatam.",
    omisso=True,
)

FALTA_DE_SAIDA = REGISTRO.definir(
    "valenciano-falta-de-saida",
    pergunta="Pode-se abrir o envit dizendo logo \"falta\"?",
    artigos=(ENVIDO,),
    opcoes=(("vale", "pode: a falta é uma aposta do envit, a maior"),
            ("nao-vale", "não: a falta só responde a um envit")),
    padrao="vale",
    motivo="A página chama a falta de \"a aposta máxima do envido\": é uma aposta, e nada diz que só se possa "
           "fazê-la depois de outra.",
)

PAGAMENTO = pagamento(REGISTRO, TRUCO, ENVIDO)
