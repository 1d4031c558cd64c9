"""The engine skeleton of the family: replay a hand's events over its bets and vazas, settle, rule.

:class:`Motor` routes each event to the rule family that owns it and settles the awards in the order the table
settles them. What differs between the argentino and the valenciano comes in through the subclass: the rulebook's
identifiers (:class:`Artigos`), the deck's hierarchy, the truco ladder, the envido calls and their timing, the flor,
the cards played face down and the two-card play, the value of a refused bet, the camas. Every reading a rule asks
is the system's own (:meth:`Mao.ler` with the system's registry).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar, NamedTuple

from arbitro.familias.espanhol import envido as E
from arbitro.familias.espanhol.apostas import Chamada, Envite, Pedido, Situacao, Truco
from arbitro.familias.espanhol.cenario import (
    Cenario,
    Evento,
    Fala,
    Joga,
    Mostra,
    Pagamento,
    Pontos,
    Vaza,
    cartas_da_mao,
)
from arbitro.familias.espanhol.decisao import Cama, extras
from arbitro.familias.espanhol.mao import (
    Mao,
    Parte,
    apurar,
    conferir_pagamentos,
    diferenca,
    lancamentos,
    parte_que_fechou,
    pontos,
)
from arbitro.familias.espanhol.vazas import (
    PARDA,
    Caso,
    Ganhador,
    Jogada,
    Mesa,
    VazaNaMesa,
    desfecho,
    disputar,
    regras_anuladoras,
    sem_a_regra,
)
from arbitro.nucleo.apostas import Escada
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import Decisao, Desfecho, JogadaVista, Tipo, VazaJulgada
from arbitro.nucleo.leituras import Leitura, Selecao
from arbitro.nucleo.mao import Apuracao, Termino, ja_terminada, placar_em_palavras
from arbitro.nucleo.motor import SobreAMao
from arbitro.nucleo.texto import com_artigo
from arbitro.nucleo.vazas import ResultadoVaza


class Artigos(NamedTuple):
    """The identifiers of the system's rulebook that the skeleton cites (contract v2 §8)."""

    baralho: str
    jogadores: str
    vazas: str
    empates: str
    truco: str
    envido: str
    sem_aposta: str  # the rule of a hand's value without bet
    alvo: str  # the rule of the target
    ordem: str  # the rule that the envido is settled before the hand
    casos: Mapping[Caso, str]  # the rule that decides each way of winning the hand from the vazas


def casos(vazas: str, empates: str) -> Mapping[Caso, str]:
    """The rule deciding each way of winning the hand from the vazas, where the system's rulebook puts the plain
    two vazas under its vazas' rule and every way that passes through a tied vaza under its tie rules."""
    return {"duas": vazas, "primeira-e-parda": empates, "ganha-perde-parda": empates, "parda-e-vaza": empates,
            "pardas-e-vaza": empates, "tres-pardas": empates}


class Leituras(NamedTuple):
    """The system's readings the skeleton consults."""

    pagamento: str  # a payment while a bet awaits the payer's answer
    saida: str  # who leads a vaza (only the observations depend on it)


class Motor(SobreAMao[Mao], ABC):
    A: ClassVar[Artigos]
    L: ClassVar[Leituras]
    escada: ClassVar[Escada]
    registro: ClassVar[Mapping[str, Leitura]]
    NOME_ENVIDO: ClassVar[str] = "envido"  # what the system calls its envido, in a sentence
    SAIDA: ClassVar[str] = ""  # what the rulebook says of who leads a vaza, for the reading's observation

    def __init__(self, cenario: Cenario, selecao: Selecao) -> None:
        self.cenario = cenario
        self.selecao = selecao
        self.m = Mao(cenario, self.registro, selecao)
        self.truco = Truco(self.escada)
        self.envite = Envite()
        self.mesa = Mesa(cenario.mesa)
        self.cantos: dict[str, int] = {}  # the points each player sang (the first number said)
        self.ganhador: Ganhador | None = None  # the vazas' winner, once decided
        # each closed vaza's voiding rules, asked by the award, the vazas and the hand's outcome alike: worked out
        # once (a closed vaza never changes), keyed by its identity (kept alive beside the answer)
        self._anuladoras: dict[int, tuple[VazaNaMesa, tuple[str, ...]]] = {}
        self._maos: dict[str, tuple[Carta, ...] | None] = {}  # each player's three cards, when known (mao_de)

    # -- the system's part --

    @abstractmethod
    def forca(self, c: Carta) -> int:
        """The card's strength in a vaza (higher wins; equal strengths tie)."""

    @abstractmethod
    def envidar(self, j: str, f: Fala) -> None:
        """A call of the envido family."""

    @abstractmethod
    def valor_envido(self, c: Carta) -> int:
        """What a card adds to the envido."""

    @abstractmethod
    def falta(self, vencedor: str | None) -> tuple[int, tuple[str, ...]]:
        """What the falta is worth (to ``vencedor`` when it depends on who won it), and the rules."""

    @abstractmethod
    def recusa_envido(self) -> E.Recusa:
        """How a refused raise of the envido is priced."""

    def florear(self, j: str, f: Fala) -> None:
        self.m.observar(f"{j} disse \"{f.texto}\": não há flor neste sistema", self.A.envido, tipo=Tipo.NAO_VALE)

    def qualquer_sobe(self, lado: str, nivel: int) -> bool:
        """Whether either side may raise the step accepted (a system's reading, asked only when who may raise is
        the one thing against ``lado`` asking ``nivel``): by default, only the side that accepted it."""
        return False

    def valor_recusado(self, pedido: Pedido) -> tuple[int, tuple[str, ...]]:
        """What the bettors score when ``pedido`` is refused: the hand's value before it."""
        return self.escada.degrau(pedido.nivel).recusado, (self.A.truco,)

    def valor_da_mao(self, lado: str) -> tuple[int, tuple[str, ...]]:
        """What the hand is worth to ``lado``, who won it in the vazas."""
        if self.truco.aceito:
            return self.truco.em_jogo(), (self.A.truco,)
        return self.truco.em_jogo(), (self.A.sem_aposta,)

    def jogar(self, ev: Joga) -> None:
        self.por_na_mesa(Jogada(ev.jogador, self.m.lado(ev.jogador), ev.carta))

    def liquidar_flor(self) -> None:
        """The flor, where the system has it."""

    def fechamento(self, a: Apuracao) -> tuple[str | None, Cama | None]:
        """Who won the partida (and the cama, where there are camas) once the awards are applied."""
        return a.fechou, None

    def mao_de(self, j: str) -> tuple[Carta, ...] | None:
        """The three cards of ``j`` when the scenario shows all of them (listed, played or shown), else None: read
        from the whole scenario once per player (asked at every card played and every envido or flor)."""
        if j not in self._maos:
            self._maos[j] = cartas_da_mao(self.cenario, j)
        return self._maos[j]

    def pontos_envido(self, j: str) -> int | None:
        """The envido of ``j``: from his three cards when known, else the points he sang."""
        mao = self.mao_de(j)
        if mao is None:
            return self.cantos.get(j)
        reais = E.pontos(mao, self.valor_envido)
        cantado = self.cantos.get(j)
        if cantado is not None and cantado != reais:
            self.m.observar(f"{j} cantou {cantado}, mas as suas cartas ({', '.join(c.curta for c in mao)}) fazem "
                            f"{reais}: vale o envido das cartas; a regra não prevê sanção para o canto desmentido — "
                            "caso omisso, cabe à Comissão", self.A.envido, tipo=Tipo.OMISSO)
        return reais

    def regras_do_envido(self, lado: str, conhecidos: Mapping[str, int]) -> tuple[str, ...]:
        """Rules that took cards out of the envido and, by doing so, gave it to ``lado`` (the award cites every
        rule without which it would differ: contract v2 §8). None in a system where every card counts."""
        return ()

    def precificar(self, cadeia: list[E.Passo]) -> list[E.Passo]:
        """The chain with every call priced (a system whose call's value is a reading sets it here)."""
        return cadeia

    def desempatar(self, empatados: list[str]) -> str:
        """Of players tied on the best envido (in the playing order), who wins."""
        return empatados[0]

    # -- the kernel's shape (arbitro.nucleo.motor.MotorDaMao): the kernel replays and rules --

    def diferenca(self, decisao: Decisao, outra: Decisao) -> str:
        return diferenca(decisao, outra)

    def evento(self, ev: Evento) -> None:
        if isinstance(ev, Fala):
            self.fala(ev)
        elif isinstance(ev, Pontos):
            self.cantar(ev.jogador, ev.pontos)
        elif isinstance(ev, Joga):
            if self.m.encerrada is not None:
                self.mesa.depois.append((ev.jogador, ev.carta.curta))
                self.m.observar(f"{ev.jogador} jogou {ev.carta.com_artigo} depois de encerrada a mão "
                                f"({self.m.encerrada}): sem efeito", self.A.vazas, tipo=Tipo.NAO_VALE)
            elif self.mesa.jogou_na_vaza(ev.jogador):
                self.m.observar(f"{ev.jogador} jogou {ev.carta.com_artigo} sem que a vaza {self.mesa.numero} "
                                "tivesse terminado: cada jogador joga uma carta por vaza — confira o cenário",
                                self.A.vazas, tipo=Tipo.CONFIRA)
            else:
                self.jogar(ev)
        elif isinstance(ev, Vaza):
            self.resumir(ev)
        elif isinstance(ev, Pagamento):
            self.pagamento(ev)
        elif isinstance(ev, Mostra):
            pass  # the cards shown are seen cards: cartas_da_mao counts them

    def fala(self, ev: Fala) -> None:
        j, p = ev.jogador, ev.palavra
        if p.tipo != "resposta" and p.chave != ev.texto.strip().lower():
            self.m.entender(f"{j} disse \"{ev.texto}\": entendido como {p.chave.upper()}")
        if self.m.encerrada is not None:
            self.m.observar(f"\"{ev.texto}\" de {j} depois de encerrada a mão ({self.m.encerrada}): sem efeito",
                            self.A.vazas, tipo=Tipo.NAO_VALE)
        elif p.tipo == "truco":
            self.pedir_truco(j, p.nivel, ev.texto)
        elif p.tipo == "envido":
            self.envidar(j, ev)
        elif p.tipo == "flor":
            self.florear(j, ev)
        else:
            self.responder(j, p.aceita, ev.texto)

    def cantar(self, j: str, n: int) -> None:
        if self.envite.situacao not in (Situacao.ACEITO, Situacao.PROPOSTO) and not self.aceita_pontos(j):
            self.m.observar(f"{j} cantou {pontos(n)} sem envido aceito: não têm efeito", self.A.envido,
                            tipo=Tipo.NAO_VALE)
            return
        if j in self.cantos and self.cantos[j] != n:
            self.m.observar(f"{j} cantou {self.cantos[j]} e depois {n}: vale o primeiro número", self.A.envido,
                            tipo=Tipo.CONFIRA)
            return
        self.cantos.setdefault(j, n)

    def aceita_pontos(self, j: str) -> bool:
        """Whether ``j`` may sing points with no envido in play (the argentino's flor)."""
        return False

    # -- truco --

    def pedir_truco(self, j: str, nivel: int, texto: str) -> None:
        lado = self.m.lado(j)
        nome = self.escada.degrau(nivel).nome.upper()
        qualquer = self.truco.so_quem_sobe_impede(lado, nivel) and self.qualquer_sobe(lado, nivel)
        imp = self.truco.impedimento_pedido(lado, nivel, qualquer)
        if imp is not None:
            self.m.observar(f"{nome} de {j} não vale: {imp.motivo}", imp.artigo, tipo=Tipo.NAO_VALE)
            return
        if self.truco.pendente is not None:
            self.m.entender(f"{j} disse \"{texto}\": aceita o {self.truco.nome(self.truco.pendente.nivel)} e sobe")
        self.truco.pedir(Pedido(nivel, lado, j), qualquer)
        self.m.abrir("truco")

    def aguarda_truco(self) -> str | None:
        """The side that must answer the truco request pending."""
        p = self.truco.pendente
        return None if p is None else self.m.outro(p.lado)

    def responder(self, j: str, aceita: bool, texto: str) -> None:
        lado = self.m.lado(j)
        alvo = next((a for a in reversed(self.m.abertas)
                     if (a == "truco" and self.aguarda_truco() == lado)
                     or (a == "envido" and self.envite.aguarda == lado)), None)
        resposta = "QUERO" if aceita else "NÃO QUERO"
        if alvo is None:
            self.m.observar(f"\"{texto}\" de {j} não responde a nenhuma aposta dos contrários: sem efeito",
                            self.A.truco, self.A.envido, tipo=Tipo.NAO_VALE)
        elif alvo == "truco":
            assert self.truco.pendente is not None
            self.m.entender(f"{j} disse \"{texto}\": {resposta} ao {self.truco.nome(self.truco.pendente.nivel)}")
            self.responder_truco(lado, aceita)
        else:
            nome = com_artigo(self.envite.ultima.passo.nome.upper(), "a")
            self.m.entender(f"{j} disse \"{texto}\": {resposta} {nome}")
            self.responder_envido(lado, aceita, f"recusada por {j}")

    def responder_truco(self, lado: str, aceita: bool) -> None:
        self.m.fechar("truco")
        if aceita:
            self.truco.aceitar(lado)
            return
        pedido = self.truco.recusar(lado)
        valor, artigos = self.valor_recusado(pedido)
        nome = self.truco.nome(pedido.nivel)
        self.m.premiar(Parte.MAO, pedido.lado, valor, f"{nome} de {pedido.jogador} recusado: a mão termina e "
                       f"{pedido.lado} marca {pontos(valor)}", artigos, chave="truco")
        self.m.encerrar(Termino.RECUSA, f"{nome} recusado")

    # -- envido --

    def chamar(self, j: str, passo: E.Passo) -> None:
        lado = self.m.lado(j)
        self.envite.chamar(Chamada(passo, lado, j), self.m.outro(lado))
        self.m.abrir("envido")

    def responder_envido(self, lado: str, aceita: bool, como: str) -> None:
        self.m.fechar("envido")
        if aceita:
            self.envite.aceitar(lado)
            return
        ultimo = self.envite.ultima
        self.envite.recusar(lado)
        modo = self.recusa_envido()
        cadeia = self.envite.cadeia
        valor = E.recusado(self.precificar(cadeia) if modo != "um" and len(cadeia) > 1 else cadeia, modo, 0)
        motivo = f"aposta do {self.NOME_ENVIDO} ({self.envite.nomes()}) {como}: {ultimo.lado} marca {pontos(valor)}"
        self.m.premiar(Parte.ENVIDO, ultimo.lado, valor, motivo, (self.A.envido,), chave="envido")

    def liquidar_envido(self) -> None:
        e = self.envite
        if e.situacao is Situacao.PROPOSTO:
            self.m.observar(f"{e.nomes()} de {e.ultima.jogador} ficou sem resposta: não se marca; informe a "
                            "resposta, se houve", self.A.envido, tipo=Tipo.CONFIRA)
            return
        if e.situacao is not Situacao.ACEITO:
            return
        conhecidos = {j: n for j in self.cenario.mesa if (n := self.pontos_envido(j)) is not None}
        resultado = E.vencedor(conhecidos, self.cenario.mesa)
        if resultado is None:
            self.m.observar(f"{e.nomes()} aceito sem pontos cantados nem cartas conhecidas: não há como apontar "
                            "o vencedor — informe os pontos ou as cartas", self.A.envido, tipo=Tipo.CONFIRA)
            return
        primeiro, outros = resultado
        empatados = [primeiro, *outros]
        vencedor = self.desempatar(empatados) if len(empatados) > 1 else primeiro
        lado = self.m.lado(vencedor)
        falta, artigos_falta = self.falta(lado) if any(p.efeito == "falta" for p in e.cadeia) else (0, ())
        valor = E.preco(self.precificar(e.cadeia), falta)
        melhor = conhecidos[vencedor]
        artigos: tuple[str, ...] = (self.A.envido, *artigos_falta, *self.regras_do_envido(lado, conhecidos))
        desempate = ""
        if len(empatados) > 1:
            artigos += (self.A.empates, self.A.jogadores)
            desempate = f"; empate em {melhor} com {', '.join(x for x in empatados if x != vencedor)}, decidido " \
                        "pela ordem a partir do mão"
        motivo = f"aposta do {self.NOME_ENVIDO} ({e.nomes()}) aceita: ganha {vencedor} com {pontos(melhor)}{desempate}"
        self.m.premiar(Parte.ENVIDO, lado, valor, motivo, artigos, chave="envido")

    # -- vazas --

    def por_na_mesa(self, jogada: Jogada, oculta: Carta | None = None) -> None:
        if not self.mesa.atual:
            self.conferir_saida(jogada.jogador)
        if self.mesa.por(jogada, oculta):
            r = disputar(self.mesa.atual, self.forca)
            self.fechar_vaza(r.vencedor, r)

    def fechar_vaza(self, vencedor: str | None, disputa: ResultadoVaza | None) -> None:
        self.mesa.fechar(vencedor, disputa)
        self.ganhador = desfecho(self.mesa.resultados, self.m.lado(self.m.mao))
        if self.ganhador is not None:
            self.m.encerrar(Termino.VAZAS, f"{self.ganhador.lado} ganhou as vazas")

    def resumir(self, ev: Vaza) -> None:
        if self.m.encerrada is not None:
            self.mesa.depois.append(("", ev.vencedor or PARDA))
            self.m.observar(f"vaza informada depois de encerrada a mão ({self.m.encerrada}): sem efeito",
                            self.A.vazas, tipo=Tipo.NAO_VALE)
            return
        if self.mesa.atual:
            self.m.observar(f"a vaza {self.mesa.numero} foi resumida com cartas já na mesa: vale o resultado "
                            "informado", self.A.vazas, tipo=Tipo.CONFIRA)
        self.fechar_vaza(ev.vencedor, None)

    def saida_esperada(self) -> tuple[str, str] | None:
        """Who should lead the vaza about to start under each reading of the system's :attr:`Leituras.saida`:
        (option of the default, the other's) as players; None when the last vaza was summarised."""
        return None

    def conferir_saida(self, j: str) -> None:
        esperados = self.saida_esperada()
        if esperados is None or esperados[0] == esperados[1]:
            return
        leitura = self.registro[self.L.saida]
        opcoes = dict(zip((leitura.padrao, *(o.id for o in leitura.outras(leitura.padrao))), esperados, strict=False))
        opcao = self.m.ler(self.L.saida, f"Na vaza {self.mesa.numero}, saiu {j}; {self.SAIDA}", self.A.vazas,
                           self.A.jogadores)
        if opcoes.get(opcao, j) != j:
            self.m.observar(f"na vaza {self.mesa.numero} saiu {j}, mas, pela leitura adotada, sairia "
                            f"{opcoes[opcao]}: confira a ordem de jogo", self.A.jogadores, tipo=Tipo.CONFIRA)

    # -- payments --

    def pagamento(self, ev: Pagamento) -> None:
        pagador = self.m.outro(ev.recebe)
        alvo = next((a for a in reversed(self.m.abertas)
                     if (a == "truco" and self.aguarda_truco() == pagador)
                     or (a == "envido" and self.envite.aguarda == pagador)), None)
        if alvo is None or self.m.encerrada is not None:
            return
        nome = self.truco.nome(self.truco.pendente.nivel) if alvo == "truco" and self.truco.pendente else \
            self.envite.nomes()
        artigo = self.A.truco if alvo == "truco" else self.A.envido
        if self.m.ler(self.L.pagamento, f"{pagador} pagou {pontos(ev.tentos)} a {ev.recebe} com o {nome} sem "
                      "resposta", artigo) != "encerra-como-recusa":
            return
        if alvo == "truco":
            self.responder_truco(pagador, False)
        else:
            self.responder_envido(pagador, False, "paga sem resposta, como recusa")

    # -- settling --

    def liquidar_mao(self) -> None:
        if self.truco.recusado is not None:
            return
        if self.truco.pendente is not None:
            p = self.truco.pendente
            self.m.observar(f"o {self.truco.nome(p.nivel)} de {p.jogador} ficou sem resposta: vale a aposta já "
                            "aceita; informe a resposta, se houve", self.A.truco, tipo=Tipo.CONFIRA)
        g = self.ganhador
        if g is None:
            self.m.observar("as vazas não decidiram a mão: ninguém marca o ponto da mão", self.A.vazas,
                            tipo=Tipo.NOTA)
            return
        valor, artigos = self.valor_da_mao(g.lado)
        regras = (self.A.vazas, self.A.casos[g.caso],
                  *((self.A.baralho,) if any(v.disputa for v in self.mesa.fechadas) else ()),
                  *self.anuladoras_da_mao(g))
        self.m.premiar(Parte.MAO, g.lado, valor, f"{g.lado} ganhou a mão nas vazas ({self._como(g.caso)}): "
                       f"{pontos(valor)}", (*artigos, *regras), chave="truco")

    @staticmethod
    def _como(caso: Caso) -> str:
        return {"duas": "duas vazas", "primeira-e-parda": "a primeira vaza, com a segunda empatada",
                "ganha-perde-parda": "a primeira vaza, com uma vaza para cada lado e a terceira empatada",
                "parda-e-vaza": "a segunda vaza, depois da primeira empatada",
                "pardas-e-vaza": "a terceira vaza, depois de duas empatadas",
                "tres-pardas": "as três vazas empatadas, com o lado do mão"}[caso]

    def liquidar(self) -> Decisao:
        self.liquidar_flor()
        self.liquidar_envido()
        self.liquidar_mao()
        alvo = self.cenario.alvo
        ja = ja_terminada(self.cenario.placar, alvo)
        if ja is not None:
            # As the MTG (contract v1 §5): a side already at the target had won; nothing of this hand applies.
            self.notar_ja_terminada(ja)
            a = Apuracao([], [], dict(self.cenario.placar), ja, None, False)
            vencedor, cama = self.ja_fechada(ja)
        else:
            a = apurar(self.m, alvo)
            self.notar_fora(a, alvo)
            if a.fechou is not None:
                self.notar_fim(a)
            vencedor, cama = self.fechamento(a)
        conferir_pagamentos(self.m, a.aplicados)
        return Decisao(versao=self.cenario.versao, regulamento=self.cenario.sistema, modalidade=None,
                       placar_inicial=dict(self.cenario.placar), lancamentos=lancamentos(a.aplicados),
                       placar_final=a.placar, vencedor=vencedor, observacoes=tuple(self.m.observacoes),
                       vazas=self.julgadas(), volta=self.volta(), pergunta=self.cenario.pergunta,
                       entendimento=tuple(self.m.entendimento), chave_lado="equipe", extras=extras(cama))

    def notar_ja_terminada(self, ja: str) -> None:
        """A side was at the target before the hand: it had won the partida, and nothing of the hand applies."""
        self.m.observar(f"a partida já tinha terminado antes desta mão, com {ja} em {self.cenario.alvo} pontos: {ja} "
                        "venceu, e nada desta mão se aplica", self.A.alvo, tipo=Tipo.NOTA)

    def ja_fechada(self, ja: str) -> tuple[str | None, Cama | None]:
        """Who had won (and the cama, where there are camas) when ``ja`` was at the target before the hand."""
        return ja, None

    def notar_fim(self, a: Apuracao) -> None:
        """The hand took a side to the target: say so, with the rule of the target."""
        self.m.observar(f"{a.fechou} chegou a {self.cenario.alvo} pontos e ganha a partida", self.A.alvo,
                        tipo=Tipo.NOTA)

    def notar_fora(self, a: Apuracao, alvo: int) -> None:
        por = parte_que_fechou(a)
        for p in a.fora:
            if por in (Parte.FLOR, Parte.ENVIDO) and p.parte == Parte.MAO:
                com = f"o {self.NOME_ENVIDO}" if por == Parte.ENVIDO else "a flor"
                self.m.observar(f"{a.fechou} chegou a {alvo} com {com}, que se marca antes da mão: o que se decidiu "
                                f"nas vazas não conta ({pontos(p.tentos)} a {p.lado} não aplicados)", self.A.ordem,
                                tipo=Tipo.NOTA)
            else:
                self.m.observar(f"{a.fechou} já chegou a {alvo}: não se aplicam {pontos(p.tentos)} a {p.lado} "
                                f"({p.motivo})", self.A.alvo, tipo=Tipo.NOTA)

    # -- cards that took nothing: an award cites every rule without which it would differ (contract v2 §8) --

    def anuladoras(self, v: VazaNaMesa) -> tuple[str, ...]:
        """The rules that voided a card of the vaza (a covered card "é anulada") and, by doing so, decided it: the
        vaza would have gone otherwise had the card counted."""
        if v.disputa is None or all(j.vale or not j.anulada_por for j in v.jogadas):
            return ()
        if (feitas := self._anuladoras.get(id(v))) is not None:
            return feitas[1]
        regras = tuple(r for r in regras_anuladoras(v.jogadas) if sem_a_regra(v.jogadas, r, self.forca) != v.vencedor)
        self._anuladoras[id(v)] = (v, regras)
        return regras

    def anuladoras_da_mao(self, g: Ganhador) -> tuple[str, ...]:
        """The rules of voided cards without which the vazas would not have given the hand to ``g.lado``."""
        por_vaza = [self.anuladoras(v) for v in self.mesa.fechadas]
        regras = tuple(dict.fromkeys(r for rs in por_vaza for r in rs))
        if not regras:  # the usual hand: no card voided decided a vaza
            return ()

        def sem(r: str) -> Ganhador | None:
            outros = [sem_a_regra(v.jogadas, r, self.forca) if r in rs else v.vencedor
                      for v, rs in zip(self.mesa.fechadas, por_vaza, strict=True)]
            return desfecho(outros, self.m.lado(self.m.mao))

        return tuple(r for r in regras if (outro := sem(r)) is None or outro.lado != g.lado)

    def julgadas(self) -> tuple[VazaJulgada, ...]:
        saida: list[VazaJulgada] = []
        for k, v in enumerate(self.mesa.fechadas):
            if v.disputa is None:
                artigos: tuple[str, ...] = ()
            elif v.vencedor is None:
                artigos = (self.A.empates, *self.anuladoras(v))
            else:
                artigos = (self.A.baralho, self.A.vazas, *self.anuladoras(v))
            mao = v.jogadas[0].jogador if v.jogadas else (self.m.mao if k == 0 else None)
            jogadas = tuple(JogadaVista(j.jogador, j.carta.curta, j.coberta, o.curta if o else None)
                            for j, o in zip(v.jogadas, v.ocultas or (None,) * len(v.jogadas), strict=False))
            saida.append(VazaJulgada(k + 1, jogadas, v.vencedor or PARDA, mao, artigos))
        if self.mesa.atual:
            saida.append(VazaJulgada(len(saida) + 1, tuple(JogadaVista(j.jogador, j.carta.curta, j.coberta)
                                                           for j in self.mesa.atual), None,
                                     self.mesa.atual[0].jogador, ()))
        return tuple(saida[:3])

    def volta(self) -> Desfecho | None:
        if not self.mesa.fechadas and not self.mesa.atual:
            return None
        g = self.ganhador
        if g is None:
            return Desfecho(None)
        return Desfecho(g.lado, (self.A.casos[g.caso], *self.anuladoras_da_mao(g)))


__all__ = ["Artigos", "Leituras", "Motor", "casos", "placar_em_palavras"]
