"""The argentino's engine: the family's skeleton with the argentino's envido, flor, truco and order of play.

* envido 2, real envido 3, falta envido (what the leading pair lacks); refused 1 or the bets already accepted;
  only in the first vaza, before the player's own card and before a truco is accepted (Argentino, envido);
* truco 2, retruco 3, vale cuatro 4, refused = the value before, only the pair that accepted raises (Argentino,
  truco);
* the optional simple flor: 3 per flor of the pair with the best one, and no envido that hand (Argentino, flor);
* the envido and the flor settled before the vazas, able to end the partida (Argentino, ordem).
"""

from __future__ import annotations

from arbitro.familias.espanhol import envido as E
from arbitro.familias.espanhol.apostas import Situacao
from arbitro.familias.espanhol.cenario import Cenario, Fala
from arbitro.familias.espanhol.mao import Parte, pontos
from arbitro.familias.espanhol.motor import Artigos, Leituras, Motor, casos
from arbitro.nucleo.apostas import Impedimento, escada
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.leituras import Selecao
from arbitro.nucleo.mao import placar_em_palavras as placar_txt
from arbitro.sistemas.argentino import baralho
from arbitro.sistemas.argentino import leituras as LT
from arbitro.sistemas.argentino.artigos import (
    BARALHO,
    EMPATES,
    ENVIDO,
    FLOR,
    JOGADORES,
    ORDEM,
    PONTOS,
    TRUCO,
    VAZAS,
)

ALVO = 30  # "A primeira dupla a chegar a 30 pontos ganha a partida" (Argentino, pontos)
MALAS = 15  # "Os primeiros 15 se chamam malas, e os 15 seguintes, buenas"
FLOR_VALE = 3  # "marca 3 por cada Flor que tiver" (Argentino, flor)

# "Envido (2 pontos), Real envido (3) ou Falta envido (o que falta para a dupla que está na frente ganhar)"
PASSOS = {"envido": E.Passo("envido", "soma", 2), "real envido": E.Passo("real envido", "soma", 3),
          "falta envido": E.Passo("falta envido", "falta")}

# "Truco faz a mão valer 2, Retruco 3 e Vale cuatro 4 ... os apostadores marcam o valor anterior"; "Só a dupla que
# aceitou a última aposta pode aumentar de novo"; "A mão vale 1 ponto, a menos que alguém tenha apostado nela".
ESCADA = escada((("truco", 2, 1, TRUCO), ("retruco", 3, 2, TRUCO), ("vale cuatro", 4, 3, TRUCO)), "quem-aceitou")


class MotorArgentino(Motor):
    A = Artigos(baralho=BARALHO, jogadores=JOGADORES, vazas=VAZAS, empates=EMPATES, truco=TRUCO, envido=ENVIDO,
                sem_aposta=PONTOS, alvo=PONTOS, ordem=ORDEM,
                casos=casos(VAZAS, EMPATES))
    L = Leituras(pagamento=LT.PAGAMENTO.id, saida=LT.QUEM_SAI.id)
    escada = ESCADA
    registro = LT.REGISTRO
    SAIDA = "a página só diz que o mano sai jogando na primeira"

    def __init__(self, cenario: Cenario, selecao: Selecao) -> None:
        super().__init__(cenario, selecao)
        self.flor_ligada = bool(cenario.opcoes.get("flor", False))
        self.flores: list[str] = []  # the players whose flor was declared and is a flor, in order

    def forca(self, c: Carta) -> int:
        return baralho.forca(c)

    def valor_envido(self, c: Carta) -> int:
        return baralho.valor_envido(c)

    # -- envido --

    def envidar(self, j: str, f: Fala) -> None:
        passo = PASSOS[f.palavra.chave]
        imp = self.impedimento_envido(j)
        if imp is not None:
            self.m.observar(f"{passo.nome.upper()} de {j} não vale: {imp.motivo}", imp.artigo, tipo=Tipo.NAO_VALE)
            return
        self.chamar(j, passo)

    def impedimento_envido(self, j: str) -> Impedimento | None:
        """Why ``j`` may not bet the envido now (Argentino, envido; flor), or None."""
        lado = self.m.lado(j)
        if self.flores:
            return Impedimento("há flor declarada, e nessa mão não há envido", FLOR)
        comum = self.envite.impedimento_comum(lado, ENVIDO)
        if comum is not None:
            return comum
        # "Só se pode apostar durante a primeira vaza, antes de você jogar a sua carta e antes de um truco ser aceito."
        if self.mesa.numero > 1:
            return Impedimento("o envido só se aposta durante a primeira vaza", ENVIDO)
        if self.mesa.jogou_na_vaza(j):
            return Impedimento(f"{j} já jogou a sua carta, e o envido se aposta antes dela", ENVIDO)
        if self.truco.aceito:
            return Impedimento("o truco já foi aceito, e o envido se aposta antes disso", ENVIDO)
        p = self.truco.pendente
        if p is not None and p.lado == lado and self.envite.situacao is Situacao.LIVRE and self.m.ler(
                LT.ENVIDO_DE_QUEM_TRUCOU.id, f"{j} apostou o envido com o {self.truco.nome(p.nivel)} de {p.jogador}, "
                "da própria dupla, ainda sem resposta", ENVIDO, TRUCO) == "nao-pode":
            return Impedimento("com o truco da própria dupla sem resposta, só a outra dupla responde com um envido",
                               TRUCO)
        return None

    def falta(self, vencedor: str | None) -> tuple[int, tuple[str, ...]]:
        """"o que falta para a dupla que está na frente ganhar" — and, by a reading, the whole partida while both
        pairs are still in the malas."""
        placar = self.cenario.placar
        lider = ALVO - max(placar.values())
        if vencedor is None or max(placar.values()) > MALAS or placar[vencedor] == max(placar.values()):
            return lider, ()
        opcao = self.m.ler(LT.FALTA_NAS_MALAS.id, f"A falta envido foi ganha por {vencedor}, com "
                           f"{placar_txt(placar)}, as duas duplas ainda nas malas", ENVIDO, PONTOS)
        if opcao == "partida-nas-malas":
            return ALVO - placar[vencedor], (PONTOS,)
        return lider, ()

    def recusa_envido(self) -> E.Recusa:
        cadeia = self.envite.cadeia
        if len(cadeia) < 3:  # a lone call gives 1; one raise refused gives the call it answered, either way
            return "cadeia-anterior"
        opcao = self.m.ler(LT.AUMENTO_RECUSADO.id, f"Foi recusado o {cadeia[-1].nome.upper()} depois de "
                           f"{', '.join(p.nome.upper() for p in cadeia[:-1])}", ENVIDO)
        return "cadeia-anterior" if opcao == "soma-das-anteriores" else "passo-anterior"

    # -- flor --

    def florear(self, j: str, f: Fala) -> None:
        if not self.flor_ligada:
            self.m.observar(f"{j} disse \"{f.texto}\": a flor é opcional e está desligada (o padrão; liga-se com "
                            "opcoes: {flor: true}) — não vale", FLOR, tipo=Tipo.NAO_VALE)
            return
        if j in self.flores:
            return
        if (self.mesa.numero > 1 or self.mesa.jogou_na_vaza(j)) and self.m.ler(
                LT.FLOR_DEPOIS_DA_CARTA.id, f"{j} declarou flor depois de jogar a sua primeira carta", FLOR,
                ORDEM) == "nao-vale":
            self.m.observar(f"a flor de {j}, declarada depois da própria carta, não vale", FLOR, tipo=Tipo.NAO_VALE)
            return
        mao = self.mao_de(j)
        if mao is not None and E.flor(mao, baralho.valor_envido) is None:
            self.m.observar(f"{j} declarou flor, mas as suas cartas ({', '.join(c.curta for c in mao)}) não são do "
                            "mesmo naipe: não é flor e não marca; a regra não prevê sanção para a flor falsa — caso "
                            "omisso, cabe à Comissão", FLOR, tipo=Tipo.OMISSO)
            return
        self.flores.append(j)
        self.sem_envido(f"a flor de {j}")

    def sem_envido(self, por: str) -> None:
        """"não há envido nessa mão": an envido in play, or already refused, no longer counts."""
        if self.envite.situacao in (Situacao.PROPOSTO, Situacao.ACEITO, Situacao.RECUSADO):
            self.m.observar(f"com {por} não há envido nessa mão: o {self.envite.nomes()} fica sem efeito", FLOR,
                            tipo=Tipo.NOTA)
            self.m.livro.tirar(None, ("envido",), f"sem envido na mão com {por}")
            self.envite.anular()
            self.m.fechar("envido")

    def aceita_pontos(self, j: str) -> bool:
        return j in self.flores

    def pontos_flor(self, j: str) -> int | None:
        mao = self.mao_de(j)
        if mao is not None:
            return E.flor(mao, baralho.valor_envido)
        return self.cantos.get(j)

    def liquidar_flor(self) -> None:
        if not self.flor_ligada:
            return
        escondidas = [j for j in self.cenario.mesa if j not in self.flores
                      and (mao := self.mao_de(j)) is not None
                      and E.flor(mao, baralho.valor_envido) is not None]
        if escondidas and self.m.ler(LT.FLOR_SEM_DECLARAR.id, f"As cartas de {', '.join(escondidas)} mostram flor, "
                                     "que não foi declarada", FLOR) == "pelas-cartas":
            self.flores += escondidas
            self.sem_envido(f"a flor de {', '.join(escondidas)}")
        if not self.flores:
            return
        lado = self.lado_da_melhor_flor()
        if lado is None:
            return
        for j in self.flores:
            if self.m.lado(j) == lado:
                n = self.pontos_flor(j)
                de = f" ({n} pontos)" if n is not None else ""
                self.m.premiar(Parte.FLOR, lado, FLOR_VALE, f"flor de {j}{de}: a dupla da melhor flor marca "
                               f"{FLOR_VALE} por flor", (FLOR,), chave="flor")

    def lado_da_melhor_flor(self) -> str | None:
        lados = {self.m.lado(j) for j in self.flores}
        if len(lados) == 1:
            return lados.pop()
        pts = {j: self.pontos_flor(j) for j in self.flores}
        desconhecidos = [j for j, n in pts.items() if n is None]
        if desconhecidos:
            self.m.observar(f"as duas duplas têm flor e não se conhecem os pontos de {', '.join(desconhecidos)}: "
                            "informe as cartas ou os pontos cantados para apontar a melhor flor", FLOR,
                            tipo=Tipo.CONFIRA)
            return None
        conhecidos = {j: n for j, n in pts.items() if n is not None}
        melhor = max(conhecidos.values())
        empatados = [j for j in self.cenario.mesa if conhecidos.get(j) == melhor]
        if len({self.m.lado(j) for j in empatados}) == 1:
            return self.m.lado(empatados[0])
        opcao = self.m.ler(LT.FLOR_EMPATADA.id, f"As melhores flores empataram em {melhor} ({', '.join(empatados)})",
                           FLOR, EMPATES)
        return self.m.lado(empatados[0]) if opcao == "mais-perto-do-mano" else None

    # -- who leads --

    def saida_esperada(self) -> tuple[str, str] | None:
        ultima = self.mesa.fechadas[-1] if self.mesa.fechadas else None
        if ultima is None or ultima.disputa is None:
            return None
        ganhador = ultima.disputa.primeiro if ultima.vencedor is not None else ultima.jogadas[0].jogador
        if ganhador is None:
            return None
        return ganhador, self.m.mao



MOTOR = MotorArgentino  # the engine, in the kernel's shape (Sistema.motor): the kernel replays and rules with it



__all__ = ["ALVO", "ESCADA", "PASSOS", "MotorArgentino", "pontos"]
