"""The readings of the MTG volta: every place where the regulation is silent or can be read two ways.

Each is consulted by the rule that depends on it (``v.ler(LEITURA, ...)``), never decided by a bare ``if``.
The default is the reading the text's own words support best; ``motivo`` quotes them. Where the text is
silent (``omisso``) the default is the project's, and the commission decides (S, j).
"""

from __future__ import annotations

from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.mtg import artigos as art

REGISTRO = Registro("mtg-truco-cego")
_d = REGISTRO.definir
OMISSO = art.CASOS_OMISSOS

# --- vazas and truco ---------------------------------------------------------------------------------

SEGUNDA_PARDA = _d(
    "segunda-parda",
    pergunta="1ª vaza ganha e 2ª parda: quem ganha a volta?",
    artigos=(art.VAZA_EMPATADA, OMISSO),
    opcoes=(("ganha-a-primeira", "ganha quem fez a 1ª vaza, como quando empata a 3ª"),
            ("joga-a-terceira", "joga-se a 3ª vaza e ela decide; se também empatar, ganha quem fez a 1ª")),
    padrao="ganha-a-primeira",
    motivo='O texto não trata deste caso. "Empatando-se a 3ª, ganha o que fez a 1ª": com a vaza seguinte '
           "empatada, a vaza ganha antes decide.",
    omisso=True,
)
TRES_PARDAS_SEM_CARTAS = _d(
    "tres-pardas-sem-cartas",
    pergunta="Três vazas pardas informadas sem as cartas: quem ganha a volta?",
    artigos=(art.VAZA_EMPATADA,),
    opcoes=(("trio-do-mao", "vence o trio do mão, que sai jogando a 3ª vaza depois de duas pardas"),
            ("sem-vencedor", "ninguém ganha a volta até que se informem as cartas da 3ª vaza")),
    padrao="trio-do-mao",
    motivo='"ganha o que é mão dos que jogarem as cartas que empardaram na 3ª vaza"; depois de duas pardas '
           'a 3ª vaza é aberta pelo mão ("joga em primeiro lugar o jogador que foi mão na vaza anterior").',
)
AUMENTO_DEPOIS_DO_QUERO = _d(
    "aumento-depois-do-quero",
    pergunta="O trio que aceitou o truco pode aumentá-lo mais tarde, fora do ato da resposta?",
    artigos=(art.TRUCO, art.FALA_CLARA, OMISSO),
    opcoes=(("vale", "o aumento vale, pois o QUERO à proposta anterior já foi encerrado"),
            ("so-no-ato", "o aumento só vale dito junto com a resposta (QUERO RETRUCO); depois não vale")),
    padrao="vale",
    motivo='"não se pode fazer aumento para o RETRUCO ou VALE QUATRO sem haver encerrado previamente o QUERO '
           'à primeira proposta": encerrado o QUERO, o texto não proíbe o aumento.',
    omisso=True,
)
TRUCO_SEM_RESPOSTA = _d(
    "truco-sem-resposta",
    pergunta="Proposta de truco que ficou sem resposta enquanto as vazas foram jogadas: vale?",
    artigos=(art.FALA_CLARA, OMISSO),
    opcoes=(("vale-o-aceito", "sem QUERO a proposta não vale: fica o que já estava aceito"),
            ("jogar-aceita", "jogar as vazas sem responder aceita a proposta")),
    padrao="vale-o-aceito",
    motivo='"as propostas e respostas devem ser ditas claramente, em voz alta, para serem levadas em conta".',
    omisso=True,
)
QUIETO = _d(
    "termo-proibido-quieto",
    pergunta='"QUIETO", termo proibido, dito como resposta a uma proposta: vale pelo QUERO?',
    artigos=(art.FALA_CLARA,),
    opcoes=(("vale-quero", "vale pelo QUERO: foi entendido e aceito pelos adversários"),
            ("nao-vale", "não vale: a proposta segue sem resposta")),
    padrao="vale-quero",
    motivo='"se forem ditos, entendido(s) e aceito(s) pelo(s) adversário(s), têm valor positivo, valendo pelo '
           'QUERO e TRUCO"; a mesa seguiu como se aceito.',
)
TERMO_PROIBIDO_RECUSADO = _d(
    "termo-proibido-recusado",
    pergunta='"TRUNFO" ou "TURCO", termos proibidos, respondidos com NÃO QUERO: valem como TRUCO recusado?',
    artigos=(art.FALA_CLARA, art.TRUCO),
    opcoes=(("nao-vale", "não valem: só valem pelo TRUCO quando aceitos, e o NÃO QUERO não recusa proposta alguma"),
            ("truco-recusado", "valem como TRUCO entendido e recusado: um tento a quem o disse")),
    padrao="nao-vale",
    motivo='"se forem ditos, entendido(s) e aceito(s) pelo(s) adversário(s), têm valor positivo": o valor vem '
           "da aceitação.",
)
RESPOSTA_PARCIAL = _d(
    "ordem-da-resposta-parcial",
    pergunta='"Passo o TRUCO e quero o envido": o tento do TRUCO recusado se anota antes ou depois do envido aceito?',
    artigos=(art.PROPOSTA_DUPLA, art.LEI_DO_JOGO),
    opcoes=(("na-ordem-dita", "antes: nega-se primeiro o que não se aceita, e o tento do TRUCO recusado já está "
                              "anotado quando o envido se canta (a FALTA ENVIDO conta com ele)"),
            ("envido-primeiro", "depois: resolve-se primeiro o envido, como a FALTA ENVIDO posta sem resposta dupla, "
                                "e o tento do TRUCO não se aplica se o envido terminar a partida")),
    padrao="na-ordem-dita",
    motivo='Art. XVI, Lei do jogo, a: "Aceitando-se algo, procede-se negando por primeiro o que não se aceita: '
           'Passo o TRUCO e quero a FALTA ENVIDO"; Art. 10, VIII, i: "Passo o truco e quero".',
)
SANCOES_NO_FIM = _d(
    "sancoes-no-fim-da-partida",
    pergunta="Na volta que decide a partida, as sanções se pagam antes ou depois das apostas da volta?",
    artigos=(art.TENTOS, OMISSO),
    opcoes=(("depois", "depois da flor, do envido e do truco"),
            ("antes", "antes das apostas da volta")),
    padrao="depois",
    motivo="O texto não ordena sanções e apostas; as apostas são da volta que se joga, e as sanções se "
           "apuram ao seu término.",
    omisso=True,
)

# --- envido ------------------------------------------------------------------------------------------

TETO_ENVIDO_TESTA = _d(
    "envido-na-testa",
    pergunta="Na testa, um envido que soma mais de seis tentos vale a soma?",
    artigos=(art.JOGADORES, art.FALTA_ENVIDO),
    opcoes=(("teto-seis", "o envido da testa não passa dos seis da falta envido"),
            ("soma", "vale a soma das propostas")),
    padrao="teto-seis",
    motivo='"O máximo de tentos apostados na testa é de 10 (dez): seis da falta envido ... mais quatro do '
           'VALE QUATRO".',
)
CANTO_DEPOIS_DA_CARTA = _d(
    "canto-depois-da-carta",
    pergunta="ENVIDO ou FLOR 'antes de jogar a primeira carta': a carta de quem canta ou a primeira da mesa?",
    artigos=(art.ENVIDO_EMPATE, art.CARTAS_RECEBIDAS),
    opcoes=(("a-propria", "conta a primeira carta de quem canta"),
            ("a-da-mesa", "conta a primeira carta jogada na mesa, por qualquer jogador")),
    padrao="a-propria",
    motivo='Art. XVI: "Os adversários podem pôr o ENVIDO, se não tiverem jogado a primeira carta" — conta a '
           "carta de quem canta.",
)
SANCAO_ENVIDO_SEM_TRUCO = _d(
    "sancao-do-envido-sem-truco",
    pergunta="Canto equivocado ou ponto não matado, sem TRUCO jogado: o tento perdido é o da volta ou um a mais?",
    artigos=(art.ENVIDO_EMPATE,),
    opcoes=(("o-da-volta", "o tento que o infrator perde é o da volta, que vale um sem truco"),
            ("um-a-mais", "um tento a mais, além do tento da volta")),
    padrao="o-da-volta",
    motivo='"Se não foi jogado o TRUCO, perde um tento": no lugar dos tentos do truco, o único que a volta vale.',
)
FALTA_SEM_RESPOSTA_DUPLA = _d(
    "falta-contra-proposta-dupla",
    pergunta="Proposta dupla 'superior à quantidade de tentos que faltam': compara-se a parte do envido ou a "
             "soma com o truco?",
    artigos=(art.PROPOSTA_DUPLA,),
    opcoes=(("parte-do-envido", "compara-se a parte do envido da proposta"),
            ("soma-com-truco", "compara-se a soma do envido com o truco")),
    padrao="parte-do-envido",
    motivo="Só a parte do envido concorda com os exemplos a) a c) do artigo: em c), a 18 × 22, \"Envido e "
           "Truco\" obriga a resposta dupla, e a soma (quatro) superaria os dois que faltam.",
)
FALTA_MENOR = _d(
    "falta-menor-que-a-aposta",
    pergunta="O trio que já apostou volta para uma FALTA ENVIDO que vale menos que as propostas em jogo: vale?",
    artigos=(art.FALTA_ENVIDO,),
    opcoes=(("nao-vale", "não vale: segue valendo a proposta anterior"),
            ("vale", "a FALTA ENVIDO vale pelo que vale")),
    padrao="nao-vale",
    motivo='"os primeiros não poderão retornar para a FALTA ENVIDO (que nesse caso seria menor)"; "se '
           'apostado, não poderá retornar para um número menor de tentos".',
)
ENVIDO_SEM_RESPOSTA = _d(
    "envido-sem-resposta",
    pergunta="ENVIDO que ninguém respondeu até o fim da volta: quanto vale?",
    artigos=(art.FALA_CLARA, OMISSO),
    opcoes=(("nada", "nada se anota pelo envido"),
            ("nao-quero", "o silêncio vale como NÃO QUERO")),
    padrao="nada",
    motivo='"de qualquer forma e em última instância alguém deve encerrar na forma indicada": sem QUERO nem '
           "NÃO QUERO o envido não se encerrou, e o texto não diz quanto vale.",
    omisso=True,
)
ENVIDO_DO_TRUCADOR = _d(
    "envido-de-quem-trucou",
    pergunta="Quem trucou pode pôr o ENVIDO enquanto o seu truco aguarda resposta?",
    artigos=(art.TRUCO, OMISSO),
    opcoes=(("nao-pode", "não pode, como os seus companheiros"),
            ("pode", "pode: o ENVIDO vale e é respondido antes do TRUCO")),
    padrao="nao-pode",
    motivo='O texto só diz que "seus companheiros não poderão colocar o envido"; quem trucou fez a proposta que '
           "os impede.",
    omisso=True,
)

# --- flor ----------------------------------------------------------------------------------------------

LEI_BUENOS = _d(
    "lei-do-jogo-nos-buenos",
    pergunta="Lei do jogo 'após um trio chegar nos tentos BUENOS': com exatamente 12 tentos já vale?",
    artigos=(art.LEI_DO_JOGO, art.TENTOS),
    opcoes=(("doze", "vale: ao completar os doze malos o trio chegou nos buenos"),
            ("treze", "só vale a partir de 13 tentos")),
    padrao="doze",
    motivo='"Os primeiros 12 tentos serão os Malos e os 12 restantes os Buenos"; "somente após a virada dos DOZE".',
)
LEI_FLOR_SO_DE_QUEM_RESPONDE = _d(
    "lei-do-jogo-flor-so-de-quem-responde",
    pergunta="Lei do jogo aceita pela FLOR do trio que responde, sem FLOR do trio que a colocou: quanto vale?",
    artigos=(art.LEI_DO_JOGO, art.FLOR, OMISSO),
    opcoes=(("flor-simples", "cada FLOR cantada vale como FLOR simples, três tentos"),
            ("resto-inteiro", "a CONTRA-FLOR E O RESTO aceita vale inteira para a FLOR que a aceitou")),
    padrao="flor-simples",
    motivo='A lei equivale a "SE HOUVER FLOR, CONTRA-FLOR E O RESTO": sem FLOR do outro lado não há contra-flor '
           "a disputar.",
    omisso=True,
)
FLORES_DO_GRUPO_PERDIDAS = _d(
    "flores-perdidas-do-grupo",
    pergunta="FLOR cantada sem possuí-la num trio com outras flores: as outras, perdidas, vão a quem?",
    artigos=(art.FLOR_MULTIPLA, art.FLOR_FALSA),
    opcoes=(("conforme-o-truco", "antes do truco ninguém as anota; comprovada depois do truco, vão ao trio "
                                 "contrário, como os da FLOR falsa"),
            ("ao-contrario", "vão sempre ao trio contrário"),
            ("ninguem", "ninguém as anota")),
    padrao="conforme-o-truco",
    motivo='Art. X: antes do truco "se dá por finalizada a volta" com quatro tentos; depois do truco os pontos '
           '"serão abonados ao trio contrário".',
)
ENVIDO_MINHA_FLOR = _d(
    "envido-minha-flor",
    pergunta='Quem disse "ENVIDO MINHA FLOR" declarou a flor, ou a renegou?',
    artigos=(art.ENVIDO_EMPATE, art.FLOR_FALSA),
    opcoes=(("declarada", "a FLOR foi dita à mesa e não é FLOR renegada"),
            ("renegada", "vale só o ENVIDO, e a FLOR não cantada é renegada")),
    padrao="declarada",
    motivo='"vale o ENVIDO e não a FLOR": a flor foi dita à mesa, não escondida.',
)
FLORZINHA_SEM_CARTAS = _d(
    "florzinha-sem-cartas",
    pergunta='"FLORZINHA", "FLORESTA"… dita por quem não mostrou as cartas: vale como FLOR?',
    artigos=(art.FALA_CLARA,),
    opcoes=(("nao-vale", "o canto não vale enquanto as cartas não provarem que não havia FLOR"),
            ("vale-como-flor", "vale como FLOR cantada, com todas as consequências")),
    padrao="nao-vale",
    motivo='"o jogador que disser, se tiver, não vale o canto"; sem as cartas, confia-se no jogador (cartas não '
           "vistas não provam nada).",
)
PEDE_FLOR_SEM_FLOR = _d(
    "pede-flor-sem-flor",
    pergunta="Quem pede FLOR sem tê-la paga alguma coisa?",
    artigos=(art.PECO_FLOR, OMISSO),
    opcoes=(("sem-sancao", "o pedido não vale e nada se paga"),
            ("paga-um", "paga um tento, como quando o consultado não tem FLOR")),
    padrao="sem-sancao",
    motivo='"Só poderá pedir FLOR o jogador que a tiver": o texto não fixa sanção para quem pede sem ter.',
    omisso=True,
)
FLOR_TARDIA = _d(
    "flor-depois-dos-pontos",
    pergunta="FLOR cantada depois que um companheiro abriu o canto dos pontos: aplica-se a regra do Término "
             "do tempo de jogo também numa volta comum?",
    artigos=(art.TERMINO_DO_TEMPO, art.ENVIDO_EMPATE),
    opcoes=(("aplica", "não vale como FLOR; se mostrada, perde os tentos da FLOR e a falta envido do ponteiro"),
            ("so-no-termino", "numa volta comum a regra não se aplica: a FLOR vale e anula o envido")),
    padrao="aplica",
    motivo='"A flor deve ser cantada antes de algum jogador do próprio trio abrir o canto dos seus pontos" é a '
           "única regra do texto sobre a FLOR cantada depois dos pontos.",
)
FLOR_DEPOIS_DO_QUERO = _d(
    "flor-depois-do-quero",
    pergunta="Companheiro de quem trucou canta FLOR depois que o adversário aceitou o truco: vale?",
    artigos=(art.TRUCO, art.CARTAS_RECEBIDAS),
    opcoes=(("nao-vale", "não vale, mas foi declarada e não é FLOR renegada"),
            ("vale", "vale, como toda FLOR cantada antes de jogar a carta")),
    padrao="nao-vale",
    motivo='"poderão cantar a flor antes que o adversário aceite o truco".',
)
FLOR_APOS_ENVIDO_DO_COMPANHEIRO = _d(
    "flor-apos-envido-do-companheiro",
    pergunta="FLOR acusada depois que os adversários se manifestaram sobre o ENVIDO do companheiro: vale?",
    artigos=(art.ENVIDO_EMPATE, OMISSO),
    opcoes=(("vale", "a FLOR vale e tem prioridade sobre o ENVIDO ainda em jogo"),
            ("nao-vale", "a FLOR não pode mais ser cantada")),
    padrao="vale",
    motivo='"deverá acusá-la NO ATO, antes que haja manifestação de qualquer adversário" — o texto não diz a '
           "consequência, e a FLOR tem prioridade sobre o ENVIDO.",
    omisso=True,
)
ACHICADA_DO_GANHADOR = _d(
    "achicada-do-trio-ganhador",
    pergunta="FLOR achicada do trio que tem a melhor FLOR: soma alguma coisa?",
    artigos=(art.FLOR_MULTIPLA, OMISSO),
    opcoes=(("nao-soma", "não soma nada"),
            ("soma-tres", "soma três tentos, como FLOR do trio ganhador")),
    padrao="nao-soma",
    motivo='"somam-se as FLOR do grupo ganhador mais um tento por FLOR achicada do grupo perdedor": o texto só '
           "conta a achicada do grupo perdedor.",
    omisso=True,
)

FLOR_SEM_PROVA = _d(
    "flor-sem-prova",
    pergunta="FLOR (ou FLOR achicada) que devia ser comprovada no final e não foi mostrada: o que custa?",
    artigos=(art.PASSAR_AS_CARTAS, art.ME_ACHICO, art.FLOR_FALSA),
    opcoes=(("nao-pontua", "a FLOR não pontua: o trio perde os seus tentos, e o adversário fica com o que ganhou "
                           "por si"),
            ("como-falsa", "vale como FLOR cantada sem possuí-la, com as penalidades do Art. X")),
    padrao="nao-pontua",
    motivo='"no final deve desvirá-las e mostrá-las para que não seja penalizado"; "obrigatório comprovar no '
           'final". Sem a prova, a FLOR não se comprova; o Art. X pune a FLOR comprovadamente inexistente.',
)

FLOR_MULTIPLA_RECUSADA = _d(
    "aposta-de-flor-recusada-com-varias-flores",
    pergunta="Aposta de FLOR recusada (CONTRA-FLOR, CONTRA-FLOR E O RESTO) com mais de uma FLOR num dos trios: o "
             "valor fixo da aposta, ou três por FLOR do ganhador e um por FLOR achicada?",
    artigos=(art.FLOR_MULTIPLA, art.CONTRA_FLOR, art.CONTRA_FLOR_E_RESTO),
    opcoes=(("por-flor", "três tentos por FLOR do trio que apostou e um por FLOR achicada do outro (Flor Múltipla)"),
            ("valor-fixo", "o valor da aposta recusada, como com uma FLOR de cada lado (quatro, ou seis)")),
    padrao="por-flor",
    motivo='Art. XIII, f: "Se um grupo se achicar, somam-se as FLOR do grupo ganhador mais um tento por FLOR '
           'achicada do grupo perdedor."',
)

# --- baralho and sanctions ------------------------------------------------------------------------------

BARALHO_CARTAS_JOGADAS = _d(
    "baralho-cartas-jogadas",
    pergunta="Quem vai ao baralho com carta na mesa: perde valor só a carta da vaza em curso, ou também as "
             "das vazas já decididas?",
    artigos=(art.IR_AO_BARALHO,),
    opcoes=(("vaza-em-curso", "só a carta da vaza em curso; as vazas já decididas ficam como estavam"),
            ("todas", "todas as suas cartas jogadas, e as vazas se decidem sem elas")),
    padrao="vaza-em-curso",
    motivo='"as que ficarem jogadas não terão valor algum": as vazas decididas já não estão em disputa.',
)
BARALHO_ANTES_DA_CARTA_COM_TRUCO = _d(
    "baralho-antes-da-carta-com-truco",
    pergunta="Na roda, o trio vai ao baralho antes da primeira carta com um TRUCO proposto: um ou dois tentos?",
    artigos=(art.IR_AO_BARALHO,),
    opcoes=(("so-o-truco", "vale só o TRUCO não querido"),
            ("dois-tentos", "também um tento do ENVIDO não querido, como antes de iniciar o jogo")),
    padrao="so-o-truco",
    motivo='"Se antes de iniciar o jogo um grupo vai ao baralho, anotam-se dois tentos (um do ENVIDO e um do '
           'TRUCO não queridos)" fala do jogo ainda sem propostas; com o truco proposto, recusa-se essa proposta.',
)
BARALHO_COM_PROPRIO_TRUCO = _d(
    "baralho-com-o-proprio-truco",
    pergunta="O trio vai ao baralho com o seu próprio truco ainda sem resposta: o que vale o truco?",
    artigos=(art.IR_AO_BARALHO, OMISSO),
    opcoes=(("cai", "a proposta cai com quem a abandonou: vale o que já estava aceito"),
            ("aceita", "a proposta vale como aceita")),
    padrao="cai",
    motivo="O texto não trata deste caso; quem abandona a volta não sustenta a proposta que fez.",
    omisso=True,
)
PERDE_VAI_AO_CONTRARIO = _d(
    "tentos-perdidos",
    pergunta="Quando a regra diz que o infrator 'perde' os tentos, eles vão ao trio contrário?",
    artigos=(art.CARTA_JOGADA, art.MAL_DISTRIBUIDAS, art.ENVIDO_EMPATE),
    opcoes=(("ao-contrario", "vão ao trio contrário"),
            ("so-perdidos", "são apenas perdidos: o trio contrário anota só o que ganhou por si")),
    padrao="ao-contrario",
    motivo='Art. XIV, no canto equivocado: "todos esses tentos serão abonados ao trio contrário".',
)
TENTOS_JOGADOS_NA_TESTA = _d(
    "tentos-jogados-na-testa",
    pergunta="Quem fala na testa faz o companheiro perder 'os tentos jogados — um do envido e outro do TRUCO': "
             "quantos?",
    artigos=(art.JOGADORES,),
    opcoes=(("em-jogo", "o que o envido e o truco valem naquele momento: o envido aceito pelo seu valor, o truco "
                        "pelo nível aceito, um de cada um ainda não jogado; a testa termina"),
            ("um-de-cada", "um tento do envido e um do truco, o que quer que esteja apostado; a testa termina")),
    padrao="em-jogo",
    motivo='"perder os tentos jogados": os que estão em jogo; "um do envido e outro do TRUCO, se não foi jogado '
           'ainda" diz o que se perde do que ainda não foi jogado. Com o truco perdido, nada resta a jogar na testa.',
)
JOGO_EM_ANDAMENTO = _d(
    "jogo-em-andamento",
    pergunta="Na testa, quem olha as cartas fora da vez depois de propostas feitas e respondidas, antes de "
             "qualquer carta jogada: o jogo já está 'em andamento'?",
    artigos=(art.DISTRIBUICAO, art.CARTAS_RECEBIDAS),
    opcoes=(("propostas-respondidas", "sim: paga um tento e a volta segue"),
            ("carta-jogada", "não: só uma carta jogada põe o jogo em andamento; as cartas são distribuídas "
                             "novamente e a volta não vale")),
    padrao="propostas-respondidas",
    motivo='Art. 10, VIII, f: "depois de recebidas as três cartas por disputante, mesmo antes de ser iniciada a '
           'jogada, tudo o que se diga tem valor para o jogo".',
)
BARALHO_TESTA_REVIDE = _d(
    "baralho-na-testa-com-revide",
    pergunta="Na testa, quem vai ao baralho diante de um revide 'pagará os tentos postos em jogo': os do revide "
             "recusado ou os do revide aceito?",
    artigos=(art.IR_AO_BARALHO,),
    opcoes=(("como-nao-quero", "o ir ao baralho vale como NÃO QUERO ao revide: paga o que a proposta anterior já "
                               "valia"),
            ("tudo-em-jogo", "paga tudo o que foi posto em jogo, como se o revide fosse aceito")),
    padrao="como-nao-quero",
    motivo='"significa o NÃO QUERO para todas as propostas que foram, são ou serão feitas pelo adversário".',
)
BARALHO_TESTA_ENVIDO_ACEITO = _d(
    "baralho-na-testa-com-envido-aceito",
    pergunta="Na testa, quem vai ao baralho com um ENVIDO simples aceito e ainda sem cantar os pontos paga o tento "
             "do ENVIDO 'como se tivesse dito não quero' ou os dois tentos do ENVIDO aceito?",
    artigos=(art.IR_AO_BARALHO,),
    opcoes=(("inicial-nao-quero", "um tento, como se tivesse dito NÃO QUERO ao ENVIDO: a proposta é a inicial, "
                                  "sem revide"),
            ("posto-em-jogo", "os dois tentos do ENVIDO aceito, os que estavam postos em jogo")),
    padrao="inicial-nao-quero",
    motivo='"Se é inicial, no caso de ENVIDO E TRUCO, perde um tento como se tivesse dito não quero para o ENVIDO e '
           'mais um tento para o não quero do TRUCO. Se for revide, pagará os tentos postos em jogo": sem revide, o '
           "texto dá um tento; o ENVIDO aceito, porém, já punha dois em jogo.",
)
TERMINO_FALTA_AUTOMATICA = _d(
    "termino-falta-automatica",
    pergunta="Depois do término do tempo de jogo, a 'colocação da FALTA ENVIDO' determinada pela Comissão põe a "
             "falta em cada volta, ou só a permite?",
    artigos=(art.TERMINO_DO_TEMPO,),
    opcoes=(("automatica", "a FALTA ENVIDO está posta em cada volta, sem que ninguém a diga: cantam-se os pontos"),
            ("so-permitida", "a FALTA ENVIDO é a única aposta permitida, e vale só se alguém a puser e for "
                             "respondida")),
    padrao="automatica",
    motivo='"determinará a colocação da FALTA ENVIDO ou FLOR e CONTRA-FLOR E O RESTO até o término da partida": a '
           "Comissão a coloca.",
)
TERMINO_VAZAS = _d(
    "termino-vazas",
    pergunta="Depois do término do tempo de jogo, 'sem jogar o TRUCO': as vazas ainda dão o tento da volta?",
    artigos=(art.TERMINO_DO_TEMPO, art.TRUCO),
    opcoes=(("nao-valem", "não: sem o TRUCO as vazas não se disputam, e a volta vale só a FALTA ENVIDO ou a FLOR"),
            ("valem-um", "sim: as vazas se jogam sem apostas e dão um tento, como a volta sem TRUCO dito")),
    padrao="nao-valem",
    motivo='"sem jogar o TRUCO": o truco é a disputa das vazas ("na disputa das vazas do truco", Art. 10, VIII, '
           "a).",
)
CARTA_VIRADA_TARDE = _d(
    "carta-virada-informada-tarde",
    pergunta="Carta alta virada na distribuição, informada só depois de jogadas cartas: nova distribuição?",
    artigos=(art.CARTAS_VIRADAS,),
    opcoes=(("nova-distribuicao", "a nova distribuição é automática e a volta não vale"),
            ("volta-vale", "não dita no ato, a volta vale como jogada")),
    padrao="nova-distribuicao",
    motivo='"Tratando-se de carta de valor alto ... as cartas serão distribuídas novamente automaticamente".',
)
