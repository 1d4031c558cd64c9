"""Truco: TRUCO, RETRUCO and VALE QUATRO, their answers and raises (Art. XVI; Art. 10, VIII, h)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from arbitro.nucleo.apostas import Impedimento, escada
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.mao import Termino
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.fala import Truco
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor import termino, valores
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.nucleo.livro import Premio
    from arbitro.sistemas.mtg.motor.estado import Volta

XVI = art.TRUCO
COMO_SE_GANHA = art.COMO_SE_GANHA
ACEITACAO = art.FALA_CLARA
DUPLA = art.PROPOSTA_DUPLA
LEI = art.LEI_DO_JOGO


class SituacaoTruco(Enum):
    """Where the volta's truco stands (Art. XVI): what the other modules ask instead of reading its fields."""

    LIVRE = "livre"  # nothing proposed, or a proposal that did not count
    PROPOSTO = "proposto"  # a level awaits its answer (over the one accepted, if any)
    ACEITO = "aceito"  # a level accepted, nothing pending
    RECUSADO = "recusado"  # refused (or paid as refused): the volta ends with it, and the refusal stands
    ANULADO = "anulado"  # not played in this volta: the volta ended before it


# TRUCO, RETRUCO, VALE QUATRO in their only order (Art. XVI): the raise belongs to the trio that accepted the last
# step ("para aumentar TRUCO, dir-se-á QUERO RETRUCO").
ESCADA = escada(tuple((n.nome, valores.truco_aceito(n), valores.truco_recusado(n), XVI) for n in Truco),
                "quem-aceitou")


ORDEM = Impedimento("a ordem TRUCO, RETRUCO, VALE QUATRO não pode se alterar", XVI)  # Art. XVI


@dataclass
class EstadoTruco:
    """The truco of one volta, owned here: :meth:`impedimento` says why a proposal would be void, and the acts
    (:meth:`abrir`, :meth:`aceitar`, :meth:`recusar`, :meth:`anular`, :meth:`confiscar`...) change it — the other
    modules ask, and never write its fields."""

    nivel: Truco | None = None  # the last level accepted
    pendente: Truco | None = None  # proposed and not yet answered
    proponente: str | None = None  # trio that made the pending (or last accepted) proposal
    quem: str | None = None  # the player who made it
    aceitou: str | None = None  # trio that accepted the current level: the one that may raise it
    proibida: bool = False  # the pending proposal used a forbidden word (Art. 10, VIII, h)
    recusado: bool = False
    dupla: bool = False  # the pending truco is half of a double proposal (Art. 10, VIII, i)
    # A sanction that takes the truco's tentos: (trio that benefits, motivo, artigos, whether they go to it or are
    # only lost by the other trio — reading "tentos-perdidos").
    confisco: tuple[str, str, tuple[str, ...], bool] | None = None
    anulado: str | None = None  # why no truco is played in this volta
    proposto: bool = False  # some truco was proposed in this volta
    encerrou: str | None = None  # why the volta ended when a truco refused ended it
    antes_da_carta: bool = False  # the pending truco was said before its proponent played his first card
    # Who refused the truco in a partial answer that accepted the envido ("passo o truco e quero", Art. 10, VIII,
    # i): the refusal was said first (reading "ordem-da-resposta-parcial").
    negou_na_parcial: str | None = None

    @property
    def situacao(self) -> SituacaoTruco:
        # A refusal stands even when a later sanction ends the volta: it is what the truco came to.
        if self.recusado:
            return SituacaoTruco.RECUSADO
        if self.anulado is not None:
            return SituacaoTruco.ANULADO
        if self.pendente is not None:
            return SituacaoTruco.PROPOSTO
        return SituacaoTruco.LIVRE if self.nivel is None else SituacaoTruco.ACEITO

    # --- verify ---------------------------------------------------------------------------------------------

    def impedimento(self, trio: str, nivel: Truco, quero_antes: bool,
                    decidida_por: str | None = None) -> Impedimento | None:
        """Why a proposal of ``nivel`` by ``trio`` would be void now, and by which rule; None when the rules allow
        it (a reading may still be asked, :func:`propor`). ``decidida_por``: the trio that already won the vazas."""
        if self.situacao in (SituacaoTruco.RECUSADO, SituacaoTruco.ANULADO):
            return Impedimento("o truco desta volta já está encerrado", XVI)
        if decidida_por is not None:
            return Impedimento(f"a volta já estava decidida nas vazas, ganha pelo trio {decidida_por}", COMO_SE_GANHA)
        if self.pendente is not None and self.proponente != trio:
            # Answering a proposal with a raise: the QUERO must close it first (Art. XVI; Art. 10, VIII, h).
            if nivel.value != self.pendente.value + 1:
                return ORDEM
            if not quero_antes:
                return Impedimento("para o TRUCO não se pode aumentar sem haver encerrado previamente o QUERO à "
                                   f"proposta anterior (diga \"QUERO {nivel.nome}\")", ACEITACAO, (XVI,))
            return None
        if self.pendente is not None:
            return Impedimento("o próprio trio tem uma proposta de truco aguardando resposta", XVI)
        if nivel.value != (self.nivel.value if self.nivel is not None else 0) + 1:
            return ORDEM
        if self.nivel is not None and (self.aceitou is None or not ESCADA.pode_subir(trio, self.proponente,
                                                                                  self.aceitou)):
            return Impedimento("quem aumenta é o trio que aceitou a proposta anterior "
                               "(\"para aumentar TRUCO, dir-se-á QUERO RETRUCO\")", XVI)
        return None

    # --- do -------------------------------------------------------------------------------------------------

    def abrir(self, nivel: Truco, trio: str, jogador: str, proibida: bool, dupla: bool, antes_da_carta: bool) -> None:
        """``jogador`` of ``trio`` proposes ``nivel`` (allowed: :meth:`impedimento`)."""
        self.pendente, self.proponente, self.quem, self.proibida, self.dupla = nivel, trio, jogador, proibida, dupla
        self.antes_da_carta = antes_da_carta
        self.proposto = True

    def aceitar(self, trio: str) -> None:
        """``trio`` accepts the pending level: it is the one that may raise it."""
        self.nivel, self.aceitou = self.pendente, trio
        self.pendente, self.proibida, self.dupla = None, False, False

    def sem_valor(self) -> None:
        """The pending proposal counts for nothing (a forbidden word refused): as if not said."""
        self.pendente, self.proibida, self.dupla = None, False, False

    def recusar(self) -> Truco:
        """The pending level is refused (said, paid, or by leaving before answering): returns it."""
        assert self.pendente is not None
        nivel = self.pendente
        self.pendente, self.recusado, self.dupla = None, True, False
        return nivel

    def negar_na_parcial(self, jogador: str) -> None:
        """``jogador`` refused the truco first in a partial answer ("passo o truco e quero", Art. 10, VIII, i)."""
        self.negou_na_parcial = jogador

    def jogado_sem_resposta(self, aceita: bool, aceitou: str | None) -> None:
        """The vazas were played with the pending level unanswered: accepted by ``aceitou`` or not counted."""
        if aceita:
            self.nivel, self.aceitou = self.pendente, aceitou
        self.pendente = None

    def aceitar_o_proprio(self) -> None:
        """The trio's own pending proposal counts as accepted as it leaves (reading ``baralho-com-proprio-truco``)."""
        self.nivel, self.pendente = self.pendente, None

    def anular(self, motivo: str) -> bool:
        """No truco is played in this volta; the pending proposal, if any, stays for the record. True when it was
        not annulled before."""
        if self.anulado is not None:
            return False
        self.anulado = motivo
        return True

    def encerrar_pelo_baralho(self, motivo: str) -> None:
        """A trio left (Art. XVI, Ir ao baralho): its truco is settled there, and nothing of it is left pending."""
        self.pendente = None
        self.anulado = motivo

    def confiscar(self, trio: str, motivo: str, artigos: tuple[str, ...], ao_contrario: bool) -> None:
        """The first sanction that takes the truco's tentos keeps them (Art. X, XI, XIV...)."""
        if self.confisco is None:
            self.confisco = (trio, motivo, artigos, ao_contrario)


def aguarda_resposta_de(v: Volta) -> str | None:
    """The trio that must answer the pending proposal; None when there is none, or when the vazas already
    decided the volta and nothing of the truco is left to answer (Art. XVI, Como se ganha o truco)."""
    t = v.truco
    if t.pendente is None or t.proponente is None or v.mesa.ganhador is not None:
        return None
    return v.outro(t.proponente)


def depois_de_decidida(v: Volta, dito: str) -> None:
    """A truco said or answered once the vazas decided the volta counts for nothing (Art. XVI, Como se ganha
    o truco: "É necessário ganhar duas vazas das três")."""
    g = v.mesa.ganhador
    assert g is not None
    v.observar(f"{dito} não vale: a volta já estava decidida nas vazas, ganha pelo trio {g.trio}",
               COMO_SE_GANHA, tipo=Tipo.NAO_VALE)


def foi_jogado(v: Volta) -> bool:
    """Whether the truco part of the volta was played: a truco accepted, or a vaza disputed."""
    return v.truco.nivel is not None or bool(v.mesa.resultados) or bool(v.mesa.atual)


def impedimento(v: Volta, jogador: str, nivel: Truco, quero_antes: bool) -> Impedimento | None:
    """Why ``jogador``'s proposal of ``nivel`` would be void in the volta as it stands (the truco's own check, with
    the vazas' winner): what :func:`propor` asks first, and what ``Sistema.pode`` asks without proposing."""
    g = v.mesa.ganhador
    return v.truco.impedimento(v.trio(jogador), nivel, quero_antes, g.trio if g is not None else None)


def nao_vale(jogador: str, nivel: Truco, quero_antes: bool, imp: Impedimento) -> str:
    """The words of a void proposal, as the ruling says them."""
    return f"{'QUERO ' if quero_antes else ''}{nivel.nome} de {jogador} não vale: {imp.motivo}"


def propor(v: Volta, jogador: str, nivel: Truco, quero_antes: bool, proibida: bool = False,
           dupla: bool = False) -> bool:
    """A player says TRUCO, RETRUCO or VALE QUATRO (or QUERO RETRUCO / QUERO VALE QUATRO)."""
    t = v.truco
    trio = v.trio(jogador)
    imp = impedimento(v, jogador, nivel, quero_antes)
    if imp is not None:
        v.observar(nao_vale(jogador, nivel, quero_antes, imp), *imp.artigos, tipo=Tipo.NAO_VALE)
        return False
    if t.pendente is not None:  # answering the other trio's proposal with the raise: QUERO first
        _aceitar(v, jogador)
    elif t.nivel is not None and not quero_antes and v.ler(
            L.AUMENTO_DEPOIS_DO_QUERO, f"O trio {trio} aceitou o {t.nivel.nome} antes e {jogador} o aumenta "
            f"agora com o {nivel.nome}", XVI, ACEITACAO) == "so-no-ato":
        return False
    # "Se um jogador, antes de jogar a primeira carta, disser TRUCO, seus companheiros não poderão colocar o
    # envido" (Art. XVI): when it was said matters.
    t.abrir(nivel, trio, jogador, proibida, dupla, antes_da_carta=not v.ja_jogou(jogador))
    v.abrir("truco")
    return True


def _aceitar(v: Volta, jogador: str) -> None:
    t = v.truco
    if t.proibida:
        v.observar(f"a proposta de {t.quem} usou um termo proibido; foi entendida e aceita pelos adversários, "
                   "e vale pelo TRUCO", ACEITACAO, tipo=Tipo.NOTA)
    t.aceitar(v.trio(jogador))
    v.fechar("truco")


def responder(v: Volta, jogador: str, aceita: bool, como: str | None = None) -> None:
    """QUERO or NÃO QUERO to the pending truco proposal; ``como`` says how a refusal came about when nobody
    said it."""
    t = v.truco
    assert t.pendente is not None and t.proponente is not None
    if aceita:
        _aceitar(v, jogador)
        return
    nivel, proponente = t.pendente, t.proponente
    # Forbidden words count "se forem ditos, entendido(s) e aceito(s) pelo(s) adversário(s)".
    if t.proibida and v.ler(L.TERMO_PROIBIDO_RECUSADO, f"A proposta de {t.quem} usou um termo proibido e {jogador} "
                            "respondeu NÃO QUERO", ACEITACAO, XVI) == "nao-vale":
        t.sem_valor()
        v.fechar("truco")
        return
    t.recusar()
    v.fechar("truco")
    v.premiar(Parte.TRUCO, proponente, valores.truco_recusado(nivel),
              f"{nivel.nome} de {t.quem} {como or f'não querido por {jogador}'}", (XVI,), chave="truco")
    t.encerrou = f"{nivel.nome} não querido"
    v.encerrar(Termino.RECUSA, t.encerrou)


def negado_na_parcial(v: Volta) -> Premio | None:
    """The refused truco's award when a partial answer refused the truco and accepted the envido."""
    if v.truco.negou_na_parcial is None:
        return None
    return next((p for p in v.premios if p.chave == "truco" and p.parte is Parte.TRUCO), None)


def negado_primeiro(v: Volta, contexto: str) -> bool:
    """Whether that refused tento is scored before the envido — asked only where the order changes the ruling,
    once for the volta."""
    ja = v.escolhas.get(L.RESPOSTA_PARCIAL.id)
    if ja is not None:
        return ja.opcao == "na-ordem-dita"
    return v.ler(L.RESPOSTA_PARCIAL, contexto, DUPLA, LEI) == "na-ordem-dita"


def confiscar(v: Volta, trio: str, motivo: str, artigos: tuple[str, ...], ao_contrario: bool = True) -> None:
    """A sanction takes every tento of the truco, whatever it reached, for ``trio`` (Art. X, XI, XIV...); with
    ``ao_contrario`` False the other trio only loses them (``trio`` keeps what it wins by itself)."""
    v.truco.confiscar(trio, motivo, artigos, ao_contrario)


def anular(v: Volta, motivo: str, artigo: str, termino: Termino) -> None:
    """No truco is played in this volta (the volta ended before it); the volta ends."""
    t = v.truco
    if t.anular(motivo) and (t.nivel is not None or t.pendente is not None):
        v.observar(f"o truco não se joga: {motivo}", artigo, tipo=Tipo.NOTA)
    v.encerrar(termino, motivo)


def valor_em_jogo(v: Volta) -> int:
    """Every tento the truco reached: the level accepted, or 1 when none was (Art. XVI; Art. X)."""
    return valores.truco_em_jogo(v.truco.nivel)


def liquidar(v: Volta) -> None:
    """Award the truco to the winner of the volta (Art. XVI), unless a sanction took it."""
    t = v.truco
    if t.anulado is not None and t.confisco is None:
        return
    refused = [p for p in v.premios if p.chave == "truco"]
    if t.confisco is not None:
        trio, motivo, artigos, ao_contrario = t.confisco
        if any(p.chave == "baralho" and p.lado == trio for p in v.premios):
            return  # the passe or the baralho already paid this trio the truco's tento
        g = v.mesa.ganhador
        ganhou = refused[0].lado if refused else g.trio if g is not None and t.anulado is None else None
        if ao_contrario:
            tentos = sum(p.tentos for p in refused) if refused else valor_em_jogo(v)
            v.tirar(None, ("truco",), motivo)
            v.premiar(Parte.TRUCO, trio, tentos, motivo, artigos, chave="truco")
            return
        if ganhou != trio:  # lost by the other trio, to nobody
            v.tirar(None, ("truco",), motivo)
            return
        if refused or t.anulado is not None:
            return
    if refused:
        return
    if v.partida_terminada(Parte.TRUCO):
        # The flor or the envido ended the partida: the truco is not played (Art. XII). After the flor the
        # settling says so; after the envido, say it here (Art. 10, II; contract §5: later awards are not
        # applied and an observation says so).
        if not v.partida_terminada(Parte.ENVIDO) and (t.proposto or v.mesa.ganhador is not None):
            lider = max(v.placar(Parte.TRUCO).items(), key=lambda kv: kv[1])[0]
            v.observar(f"partida já terminada no ENVIDO, com o trio {lider} em {v.alvo}: o TRUCO da volta não "
                       "se joga e nada do truco se aplica", art.TENTOS, tipo=Tipo.NOTA)
        return
    g = v.mesa.ganhador
    if t.pendente is not None and g is not None:
        # "as propostas e respostas devem ser ditas claramente, em voz alta, para serem levadas em conta"
        # (Art. 10, VIII, h); what playing on without answering means, the text does not say.
        if v.ler(L.TRUCO_SEM_RESPOSTA, f"O {t.pendente.nome} de {t.quem} ficou sem resposta e a volta seguiu nas "
                 "vazas", ACEITACAO) == "jogar-aceita":
            t.jogado_sem_resposta(True, v.outro(t.proponente) if t.proponente else None)
        else:
            t.jogado_sem_resposta(False, None)
    elif t.pendente is not None:
        v.observar(f"{t.pendente.nome} de {t.quem} ficou sem resposta: vale o que já estava aceito",
                   ACEITACAO, tipo=Tipo.NOTA)
        t.jogado_sem_resposta(False, None)
    if g is None:
        if v.encerrada is None and not termino.ativo(v):  # after the time limit no truco is played
            v.observar(f"a volta não terminou nas vazas descritas: o truco ({valores.tentos(valor_em_jogo(v))} "
                       "em jogo) não é atribuído", XVI, tipo=Tipo.CONFIRA)
        return
    if not termino.vazas_valem(v):
        return
    if t.nivel is None:
        motivo = f"trio {g.trio} ganhou a volta nas vazas, sem TRUCO dito: um tento somente"
    else:
        motivo = f"trio {g.trio} ganhou a volta nas vazas com o {t.nivel.nome} aceito"
    v.premiar(Parte.TRUCO, g.trio, valor_em_jogo(v), motivo, (XVI, *g.artigos), chave="truco")
