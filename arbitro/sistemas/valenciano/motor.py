"""The valenciano's engine: the family's skeleton with the truc's ladder, the envit, the covered cards, the two-card
play after a tied first vaza, and the camas.

* truc 2, retruc 3, vale quatro 4, jogo fora the partida (Valenciano, truco);
* envit (its value a reading), refused 1; dobro doubles; falta: in ruins the whole cama, in boas what the leader
  lacks; only in the first vaza, before the truc; ties to the mão; settled before the truc (Valenciano, envido);
* a covered card is void and out of the envit, and one covered in the first vaza forces the rest (Valenciano,
  carta coberta);
* a tied first vaza is played on with two cards at once, one open and one hidden (Valenciano, empates);
* a cama reached ends it; the camas decide the partida (Valenciano, camas).
"""

from __future__ import annotations

from collections.abc import Mapping

from arbitro.familias.espanhol import envido as E
from arbitro.familias.espanhol.apostas import Pedido, Situacao
from arbitro.familias.espanhol.cenario import Cenario, Fala, Joga
from arbitro.familias.espanhol.decisao import Cama
from arbitro.familias.espanhol.mao import pontos
from arbitro.familias.espanhol.motor import Artigos, Leituras, Motor, casos
from arbitro.familias.espanhol.vazas import Jogada, disputar
from arbitro.nucleo.apostas import Impedimento, escada
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.leituras import Selecao
from arbitro.nucleo.mao import Apuracao
from arbitro.nucleo.texto import quantos
from arbitro.sistemas.valenciano import baralho
from arbitro.sistemas.valenciano import leituras as LT
from arbitro.sistemas.valenciano.artigos import (
    BARALHO,
    CAMAS,
    COBERTA,
    EMPATES,
    ENVIDO,
    JOGADORES,
    TRUCO,
    VAZAS,
)

# "Dobro. Dobra a aposta"; "Falta. É a aposta máxima do envido". The envit's own value is a reading (n set there).
ENVIT, DOBRO, FALTA = E.Passo("envit", "fixo", 0), E.Passo("dobro", "dobra"), E.Passo("falta", "falta")
PASSOS = {"envit": ENVIT, "dobro": DOBRO, "falta": FALTA}
JOGO_FORA = 4  # the step of the ladder that "ganha a partida"

# "Se não houver aposta: 1 ponto; Truco 2; Retruco 3; Vale quatro 4; Jogo fora: ganha a partida". What a refused
# step gives is a reading (the value before it, by default); the jogo fora's value is the cama (or the partida).
ESCADA = escada((("truco", 2, 1, TRUCO), ("retruco", 3, 2, TRUCO), ("vale quatro", 4, 3, TRUCO),
                 ("jogo fora", 0, 4, TRUCO)), "quem-aceitou")


class MotorValenciano(Motor):
    A = Artigos(baralho=BARALHO, jogadores=JOGADORES, vazas=VAZAS, empates=EMPATES, truco=TRUCO, envido=ENVIDO,
                sem_aposta=TRUCO, alvo=CAMAS, ordem=ENVIDO,
                casos=casos(VAZAS, EMPATES))
    L = Leituras(pagamento=LT.PAGAMENTO.id, saida=LT.SAIDA_APOS_EMPATE.id)
    escada = ESCADA
    registro = LT.REGISTRO
    NOME_ENVIDO = "envit"
    SAIDA = "depois da vaza empatada, a página diz que \"o jogador anterior será o primeiro a jogar\""

    def __init__(self, cenario: Cenario, selecao: Selecao) -> None:
        super().__init__(cenario, selecao)
        self.anuladas: dict[str, list[Carta]] = {}  # cards out of the vaza and of the envit, per player
        self.anulada_por: dict[Carta, str] = {}  # the rule that voided each of them (the vaza cites it)
        self.cobriu_na_primeira: set[str] = set()
        self.partida_por: str | None = None  # the side that won the whole partida with the jogo fora

    def forca(self, c: Carta) -> int:
        return baralho.forca(c)

    def valor_envido(self, c: Carta) -> int:
        return baralho.valor_envido(c)

    # -- truco --

    def qualquer_sobe(self, lado: str, nivel: int) -> bool:
        t = self.truco
        return self.m.ler(LT.QUEM_SOBE.id, f"{lado} subiu o {t.nome(t.aceito)} que {t.aceitou} aceitou",
                          TRUCO) == "qualquer-dupla"

    def valor_recusado(self, pedido: Pedido) -> tuple[int, tuple[str, ...]]:
        degrau = self.escada.degrau(pedido.nivel)
        opcao = self.m.ler(LT.TRUC_RECUSADO.id, f"O {degrau.nome.upper()} de {pedido.jogador} foi recusado", TRUCO)
        if opcao == "valor-anterior":
            return degrau.recusado, (TRUCO,)
        if pedido.nivel == JOGO_FORA:
            return self.jogo_fora(pedido.lado)
        return degrau.aceito, (TRUCO,)

    def valor_da_mao(self, lado: str) -> tuple[int, tuple[str, ...]]:
        if self.truco.aceito == JOGO_FORA:
            return self.jogo_fora(lado)
        return super().valor_da_mao(lado)

    def jogo_fora(self, lado: str) -> tuple[int, tuple[str, ...]]:
        """"Jogo fora: ganha a partida" — the cama, or by a reading the whole partida: what ``lado`` lacks."""
        if self.m.ler(LT.JOGO_FORA.id, f"{lado} ganhou o JOGO FORA", TRUCO, CAMAS) == "a-partida":
            self.partida_por = lado
        return self.cenario.alvo - self.cenario.placar[lado], (TRUCO, CAMAS)

    # -- envit --

    def envidar(self, j: str, f: Fala) -> None:
        passo = PASSOS[f.palavra.chave]
        imp = self.impedimento_envit(j, passo)
        if imp is not None:
            self.m.observar(f"{passo.nome.upper()} de {j} não vale: {imp.motivo}", imp.artigo, tipo=Tipo.NAO_VALE)
            return
        self.chamar(j, passo)

    def impedimento_envit(self, j: str, passo: E.Passo) -> Impedimento | None:
        """Why ``j`` may not make this call of the envit now (Valenciano, envido), or None."""
        lado = self.m.lado(j)
        comum = self.envite.impedimento_comum(lado, ENVIDO)
        if comum is not None:
            return comum
        livre = self.envite.situacao is Situacao.LIVRE
        if livre and passo is DOBRO:
            return Impedimento("não há envit a dobrar", ENVIDO)
        if not livre and passo is ENVIT:
            return Impedimento("ao envit se responde aceito, não aceito, dobro ou falta", ENVIDO)
        # "somente pode ser feita na primeira mão e sempre antes do truco"
        if self.mesa.numero > 1:
            return Impedimento("o envit só se aposta na primeira vaza", ENVIDO)
        if self.truco.aceito:
            return Impedimento("o truc já foi aceito, e o envit vem sempre antes do truc", ENVIDO)
        if self.truco.pendente is not None and self.m.ler(
                LT.ENVIT_COM_TRUC.id, f"{j} envidou com o {self.truco.nome(self.truco.pendente.nivel)} já dito, "
                "ainda sem resposta", ENVIDO, TRUCO) == "nao-vale":
            return Impedimento("o truc já foi dito, e o envit vem sempre antes do truc", ENVIDO)
        if self.mesa.jogou_na_vaza(j) and self.m.ler(
                LT.ENVIT_DEPOIS_DA_CARTA.id, f"{j} envidou na primeira vaza depois de jogar a sua carta",
                ENVIDO) == "antes-da-propria-carta":
            return Impedimento(f"{j} já jogou a sua carta", ENVIDO)
        if livre and passo is FALTA and self.m.ler(LT.FALTA_DE_SAIDA.id, f"{j} abriu o envit com a FALTA",
                                                   ENVIDO) == "nao-vale":
            return Impedimento("a falta só responde a um envit", ENVIDO)
        return None

    def precificar(self, cadeia: list[E.Passo]) -> list[E.Passo]:
        if not any(p is ENVIT for p in cadeia):
            return cadeia
        opcao = self.m.ler(LT.VALOR_DO_ENVIT.id, "O valor do envit aceito decide os pontos desta aposta", ENVIDO)
        n = 2 if opcao == "dois" else 1
        return [E.Passo("envit", "fixo", n) if p is ENVIT else p for p in cadeia]

    def falta(self, vencedor: str | None) -> tuple[int, tuple[str, ...]]:
        """"Se se tem 'ruins', a dupla ganhadora do envite recebe toda a cama. Se se tem 'boas', ... os puntos que
        faltam à dupla com mais pontos para conseguir a cama."""
        alvo, placar = self.cenario.alvo, self.cenario.placar
        if max(placar.values()) * 2 < alvo and vencedor is not None:  # ruins: nobody has half the cama
            return alvo - placar[vencedor], (CAMAS,)
        return alvo - max(placar.values()), (CAMAS,)

    def recusa_envido(self) -> E.Recusa:
        cadeia = self.envite.cadeia
        if len(cadeia) < 2:
            return "um"
        opcao = self.m.ler(LT.AUMENTO_RECUSADO.id, f"Foi recusado o {cadeia[-1].nome.upper()} que respondeu a "
                           f"{', '.join(p.nome.upper() for p in cadeia[:-1])}", ENVIDO)
        return "um" if opcao == "um-ponto" else "cadeia-anterior"

    def desempatar(self, empatados: list[str]) -> str:
        """"Em caso de empate, ganhará o jogador mão" — and, by a reading, when he is not among the tied."""
        if self.m.mao in empatados:
            return self.m.mao
        do_mao = [j for j in empatados if self.m.lado(j) == self.m.lado(self.m.mao)]
        if not do_mao or do_mao[0] == empatados[0]:
            return empatados[0]
        opcao = self.m.ler(LT.EMPATE_DO_ENVIT.id, f"Empataram no envit {', '.join(empatados)}, e o mão "
                           f"({self.m.mao}) não está entre eles", EMPATES, ENVIDO)
        return empatados[0] if opcao == "mais-perto-do-mao" else do_mao[0]

    def pontos_envido(self, j: str) -> int | None:
        """The envit of ``j`` from his cards, without those played covered (Valenciano, carta coberta)."""
        mao = self.mao_de(j)
        if mao is None:
            return self.cantos.get(j)
        fora = list(self.anuladas.get(j, ()))
        ocultas = [o for v in self.mesa.fechadas for jg, o in zip(v.jogadas, v.ocultas, strict=False)
                   if o is not None and jg.jogador == j and o not in fora]
        if ocultas and self.m.ler(LT.OCULTA_NO_ENVIT.id, f"{j} pôs por baixo, oculta, "
                                  f"{' e '.join(c.com_artigo for c in ocultas)}", ENVIDO, COBERTA) == "nao-conta":
            fora += ocultas
        contam = [c for c in mao if c not in fora]
        reais = E.pontos(contam, baralho.valor_envido)
        if fora:
            self.m.observar(f"o envit de {j} conta {', '.join(c.curta for c in contam) or 'nenhuma carta'}: "
                            f"{', '.join(c.curta for c in fora)} {'fica' if len(fora) == 1 else 'ficam'} fora "
                            f"(carta jogada coberta ou anulada) — {quantos(reais, 'ponto')}", COBERTA, ENVIDO,
                            tipo=Tipo.NOTA)
        cantado = self.cantos.get(j)
        if cantado is not None and cantado != reais:
            self.m.observar(f"{j} disse {cantado} de envit, mas as cartas que contam fazem {reais}: vale o das "
                            "cartas; a regra não prevê sanção para isso — caso omisso, cabe à Comissão", ENVIDO,
                            tipo=Tipo.OMISSO)
        return reais

    def regras_do_envido(self, lado: str, conhecidos: Mapping[str, int]) -> tuple[str, ...]:
        """Valenciano, carta coberta: a covered card "não conta para o envit". When counting every covered card
        would give the envit to the other side (ties to the one nearer the mão, Valenciano, empates), the award
        cites the rule."""
        cobertas = {j for j in conhecidos for c in self.anuladas.get(j, ()) if self.anulada_por.get(c) == COBERTA}
        if not cobertas:
            return ()
        com_elas = dict(conhecidos)
        for j in cobertas:
            mao = self.mao_de(j)
            if mao is not None:
                com_elas[j] = E.pontos(list(mao), baralho.valor_envido)
        outro = E.vencedor(com_elas, self.cenario.mesa)
        return (COBERTA,) if outro is not None and self.m.lado(outro[0]) != lado else ()

    # -- vazas, covered cards, the two-card play --

    def jogar(self, ev: Joga) -> None:
        j, lado = ev.jogador, self.m.lado(ev.jogador)
        duas = self.mesa.numero == 2 and self.mesa.fechadas[0].vencedor is None
        coberta = self.coberta(ev)
        if duas and ev.oculta is None:
            self.m.observar(f"depois da primeira vaza empatada, {j} devia jogar as duas cartas de uma vez, uma "
                            "descoberta e outra oculta: confira o cenário", EMPATES, tipo=Tipo.CONFIRA)
        if ev.oculta is not None and not duas:
            self.m.observar(f"{j} jogou {ev.carta.com_artigo} com uma oculta por baixo, mas a jogada de duas cartas "
                            "só vem depois da primeira vaza empatada: a oculta não conta — confira o cenário",
                            EMPATES, tipo=Tipo.CONFIRA)
        oculta = ev.oculta if duas else None
        perde_aberta = perde_oculta = coberta
        if oculta is not None and not coberta:
            perde_aberta, perde_oculta = self.descoberta_e_oculta(j, ev.carta, oculta)
        # A covered card "fica anulada" by the covered card's rule; an open or hidden one that "perderá seu valor"
        # by the tie rule of the two-card play.
        regra = COBERTA if coberta else EMPATES
        for c, anulada in ((ev.carta, perde_aberta), (oculta, perde_oculta)):
            if c is not None and anulada:
                self.anuladas.setdefault(j, []).append(c)
                self.anulada_por[c] = regra
        self.por_na_mesa(Jogada(j, lado, ev.carta, ev.coberta, perde_aberta, self.anulada_por.get(ev.carta, "")
                                if perde_aberta else ""), oculta)
        if oculta is not None and not self.mesa.atual and self.mesa.fechadas[-1].vencedor is None \
                and self.m.encerrada is None:
            self.vaza_das_ocultas()

    def coberta(self, ev: Joga) -> bool:
        """Whether the card counts as covered: played face down, or face up by who covered one in the first vaza."""
        j = ev.jogador
        if ev.coberta:
            if self.mesa.numero == 1:
                self.cobriu_na_primeira.add(j)
            return True
        if j not in self.cobriu_na_primeira:
            return False
        opcao = self.m.ler(LT.DESCOBERTA_APOS_COBERTA.id, f"{j} cobriu uma carta na primeira vaza e jogou "
                           f"{ev.carta.com_artigo} sem cobrir", COBERTA)
        self.m.observar(f"{j} jogou {ev.carta.com_artigo} sem cobrir, mas quem cobre uma carta na primeira vaza tem "
                        "de jogar cobertas as outras", COBERTA, tipo=Tipo.IRREGULARIDADE)
        return opcao == "vale-coberta"

    def descoberta_e_oculta(self, j: str, aberta: Carta, oculta: Carta) -> tuple[bool, bool]:
        """"A carta descoberta deve ser de maior valor que a oculta, caso contrário, esta perderá seu valor":
        which of the two (open, hidden) loses its value."""
        fa, fo = self.forca(aberta), self.forca(oculta)
        if fa > fo:
            return False, False
        if fa == fo and self.m.ler(LT.DESCOBERTA_IGUAL.id, f"{j} pôs como descoberta {aberta.com_artigo} e como "
                                   f"oculta {oculta.com_artigo}, do mesmo degrau", EMPATES) == "permitida":
            return False, False
        perde = self.m.ler(LT.DESCOBERTA_MENOR.id, f"{j} pôs como descoberta {aberta.com_artigo} e como oculta "
                           f"{oculta.com_artigo}, {'mais forte' if fa < fo else 'do mesmo degrau'}", EMPATES)
        self.m.observar(f"a descoberta de {j} não é mais forte que a oculta: "
                        f"{(aberta if perde == 'perde-a-descoberta' else oculta).com_artigo} perde o valor", EMPATES,
                        tipo=Tipo.IRREGULARIDADE)
        return perde == "perde-a-descoberta", perde == "perde-a-oculta"

    def vaza_das_ocultas(self) -> None:
        """The open cards tied again: "as cartas ocultas serão mostradas" — they are the third vaza."""
        abertas = self.mesa.fechadas[-1]
        for jg, o in zip(abertas.jogadas, abertas.ocultas, strict=False):
            if o is not None:
                nula = o in self.anuladas.get(jg.jogador, ())
                self.mesa.por(Jogada(jg.jogador, jg.lado, o, nula=nula,
                                     anulada_por=self.anulada_por.get(o, "") if nula else ""))
        if len(self.mesa.atual) == len(self.cenario.mesa):
            r = disputar(self.mesa.atual, self.forca)
            self.fechar_vaza(r.vencedor, r)
        else:
            self.m.observar("faltam ocultas para decidir a vaza das ocultas: confira o cenário", EMPATES,
                            tipo=Tipo.CONFIRA)

    def saida_esperada(self) -> tuple[str, str] | None:
        ultima = self.mesa.fechadas[-1] if self.mesa.fechadas else None
        if ultima is None or ultima.disputa is None or ultima.vencedor is not None or not ultima.disputa.empatados:
            return None  # won: its winner leads ("jogará primeiro na seguinte"), one reading or the other
        return ultima.disputa.empatados[0], ultima.jogadas[0].jogador

    # -- camas --

    def notar_fim(self, a: Apuracao) -> None:
        vencer = int(self.cenario.opcoes.get("camas_para_vencer", 1))
        camas = self.cenario.camas.get(a.fechou or "", 0) + 1
        fim = "e a partida" if camas >= vencer or self.partida_por else \
            f"({camas} de {vencer} camas para a partida)"
        self.m.observar(f"{a.fechou} chegou a {self.cenario.alvo} pontos e ganha a cama {fim}", CAMAS, tipo=Tipo.NOTA)

    def notar_ja_terminada(self, ja: str) -> None:
        # Valenciano, camas: "ganha a cama a primeira dupla que chegar a esses pontos, e a próxima cama começa do zero".
        vencer = int(self.cenario.opcoes.get("camas_para_vencer", 1))
        camas = self.cenario.camas.get(ja, 0) + 1
        fim = "e a partida" if camas >= vencer else f"({camas} de {vencer} camas para a partida)"
        self.m.observar(f"{ja} já estava em {self.cenario.alvo} pontos antes desta mão: já tinha ganhado a cama {fim}, "
                        "e nada desta mão se aplica; se a mão é da cama seguinte, ela começa do zero (placar 0 × 0, "
                        "com a cama ganha em camas:)", CAMAS, tipo=Tipo.NOTA)

    def ja_fechada(self, ja: str) -> tuple[str | None, Cama | None]:
        camas = {t: n + (1 if t == ja else 0) for t, n in self.cenario.camas.items()}
        vencer = int(self.cenario.opcoes.get("camas_para_vencer", 1))
        return (ja if camas[ja] >= vencer else None), Cama(ja, camas)

    def fechamento(self, a: Apuracao) -> tuple[str | None, Cama | None]:
        if a.fechou is None:
            return None, None
        camas = {t: n + (1 if t == a.fechou else 0) for t, n in self.cenario.camas.items()}
        vencer = int(self.cenario.opcoes.get("camas_para_vencer", 1))
        ganhou = a.fechou if camas[a.fechou] >= vencer or self.partida_por == a.fechou else None
        return ganhou, Cama(a.fechou, camas)


MOTOR = MotorValenciano  # the engine, in the kernel's shape (Sistema.motor): the kernel replays and rules with it



__all__ = ["ESCADA", "PASSOS", "MotorValenciano", "pontos"]
