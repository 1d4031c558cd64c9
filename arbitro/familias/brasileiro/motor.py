"""The engine skeleton of the truco → seis → nove → doze family: replays a hand's events and rules on it.

This module routes each event to the family module that owns it — the bet (:mod:`.escada`), the vazas
(:mod:`.mesa`), the special hands (:mod:`.onze`) — and settles the award at the end. What differs between the
paulista and the mineiro is the system's :class:`Regras`: the hierarchy, how the vazas decide the hand (the tie
rules, the mineiro's truco on the current vaza), who may raise, and its readings.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from arbitro.familias.brasileiro import leituras as LC
from arbitro.familias.brasileiro import onze as O
from arbitro.familias.brasileiro.cenario import (
    PARDA,
    Cenario,
    Diz,
    Evento,
    Joga,
    Pagamento,
    PassaMao,
    Queima,
    Vaza,
)
from arbitro.familias.brasileiro.escada import Aposta, Pedido, de_tres_em_tres
from arbitro.familias.brasileiro.fala import Pedido as PedidoFalado
from arbitro.familias.brasileiro.mesa import JogadaNaMesa, Mesa, VazaNaMesa
from arbitro.familias.brasileiro.perfil import Perfil, Secoes
from arbitro.nucleo.apostas import Impedimento
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import (
    Decisao,
    Desfecho,
    JogadaVista,
    Lancamento,
    Observacao,
    Tipo,
    VazaJulgada,
)
from arbitro.nucleo.leituras import Escolha, Leitura, Registro, Selecao
from arbitro.nucleo.livro import Livro, Premio
from arbitro.nucleo.mao import (
    Encerramento,
    Levantadas,
    Termino,
    apurar,
    conferir_pagamentos,
    consultar,
    ja_terminada,
    mudancas,
    placar_em_palavras,
)
from arbitro.nucleo.motor import SobreAMao
from arbitro.nucleo.texto import quantos


class Resultado(NamedTuple):
    """How the vazas decided the hand: the side that won it (None: nobody scores), why, and the rules."""

    vencedor: str | None
    motivo: str
    artigos: tuple[str, ...]


@dataclass
class Mao:
    """The state of the hand while its events are replayed. Each family's part is written by its own module's
    operations (the bet by :class:`Aposta`, the table by :class:`Mesa`); the rest is what the ruling collects."""

    cenario: Cenario
    regras: Regras
    selecao: Selecao
    situacao: O.Situacao
    mesa: Mesa
    aposta: Aposta
    escolhas: dict[str, Escolha] = field(default_factory=dict)
    observacoes: list[Observacao] = field(default_factory=list)
    entendimento: list[str] = field(default_factory=list)
    livro: Livro = field(default_factory=Livro)
    fim: Resultado | None = None  # the vazas decided the hand
    encerrada: Encerramento | None = None  # how and why the hand is over
    pagos: list[tuple[str, int]] = field(default_factory=list)
    avisou_pendente: bool = False
    proprio: Any = None  # the system's own state of the hand (the mineiro's troca de mãos, its truco's vaza)
    levantadas: Levantadas = field(default_factory=Levantadas)  # which event raised which observation
    # Each player's side, looked up on nearly every event: read once from the scenario.
    lados_de: dict[str, str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.lados_de = {j: t for t, js in self.cenario.duplas.items() for j in js}

    @property
    def s(self) -> Secoes:
        return self.regras.perfil.secoes

    def lado(self, jogador: str) -> str:
        t = self.lados_de.get(jogador)
        return self.cenario.lado(jogador) if t is None else t  # the scenario says why an unknown name fails

    def outro(self, lado: str) -> str:
        return self.cenario.outro(lado)

    def nome_lado(self, lado: str) -> str:
        """"a dupla A" (two players a side) or "o lado A"."""
        return f"a dupla {lado}" if len(self.cenario.duplas[lado]) == 2 else f"o lado {lado}"

    def pts(self, n: int) -> str:
        return self.regras.perfil.pontos(n)

    def ao_lado(self, lado: str) -> str:
        """"à dupla A" / "ao lado A"."""
        return f"à dupla {lado}" if len(self.cenario.duplas[lado]) == 2 else f"ao lado {lado}"

    def observar(self, texto: str, *artigos: str, tipo: Tipo) -> None:
        obs = Observacao(texto, tuple(dict.fromkeys(artigos)), tipo=tipo)
        self.levantadas.registrar(obs)
        self.observacoes.append(obs)

    def entender(self, frase: str) -> None:
        self.entendimento.append(frase)

    def ler(self, leitura: Leitura, contexto: str, *artigos: str) -> str:
        """The option in force at ``leitura``, said once in an observation (what the other options give is added
        once the hand is ruled)."""
        return consultar(self, leitura, contexto, artigos, com_id=True)

    def leitura(self, id_: str) -> Leitura:
        return self.regras.leituras()[id_]

    def encerrar(self, termino: Termino, motivo: str) -> None:
        if self.encerrada is None:
            self.encerrada = Encerramento(termino, motivo)

    def premiar(self, lado: str, tentos: int, motivo: str, *artigos: str) -> None:
        self.livro.lancar(0, lado, tentos, motivo, artigos)


class Regras(ABC):
    """What one system of the family decides; the engine asks, the system answers."""

    perfil: Perfil

    @abstractmethod
    def leituras(self) -> Registro:
        """The system's named readings."""

    @abstractmethod
    def forca(self, m: Mao) -> Callable[[Carta], int]:
        """The hierarchy of the hand (the paulista's depends on the vira)."""

    @abstractmethod
    def decidir(self, m: Mao) -> Resultado | None:
        """Whether the vazas played so far decide the hand, after each vaza."""

    def impedimento_pedido(self, m: Mao, lado: str, nivel: int) -> Impedimento | None:
        """A system's own reason a request is not allowed (besides the ladder's)."""
        return None

    def aumenta_o_proprio(self, m: Mao, lado: str, nivel: int) -> bool:
        """Whether the side that asked the accepted step may ask the next (the paulista: never)."""
        return False

    def ao_aceitar(self, m: Mao) -> None:  # noqa: B027 — a hook most systems leave empty
        """A step was accepted (or a raise answered it)."""

    def correr(self, m: Mao, pedido: Pedido, tentos: int, motivo: str) -> None:
        """The other side ran from ``pedido``: the bettors score the step below."""
        m.premiar(pedido.lado, tentos, motivo, m.s.truco)

    def coberta(self, m: Mao, ev: Joga) -> bool:
        """Whether ``ev``'s card counts as covered (it was played face down, or the system makes it so)."""
        if not ev.coberta:
            return False
        if m.mesa.numero > 1:
            return True
        opcao = m.ler(m.leitura(LC.COBERTA_NA_PRIMEIRA), f"{ev.jogador} jogou {ev.carta.com_artigo} com a face para "
                      "baixo na primeira vaza, onde não se cobre a carta", m.s.coberta)
        m.observar(f"{ev.jogador} cobriu a carta na primeira vaza: só na segunda e na terceira se joga coberta",
                   m.s.coberta, tipo=Tipo.IRREGULARIDADE)
        return opcao == "nao-vale-nada"

    def troca(self, m: Mao, ev: Queima | PassaMao) -> None:
        """The mineiro's troca de mãos (other systems refuse those events when reading the scenario)."""
        raise NotImplementedError

    def artigo_da_forca(self, m: Mao, v: VazaNaMesa) -> str:
        """The rule of the card order that decided vaza ``v`` (the paulista cites its manilhas when one won it)."""
        return m.s.baralho

    def empate_da_ferro(self, m: Mao) -> str:
        """What a tied mão de ferro leads to, in words."""
        return "ninguém marca, e a mão seguinte é de novo uma mão de ferro"


def nova(cenario: Cenario, regras: Regras, selecao: Selecao) -> Mao:
    sit = O.situacao(cenario.placar, regras.perfil.alvo)
    return Mao(cenario, regras, selecao, sit, Mesa(cenario.mesa), Aposta(de_tres_em_tres(regras.perfil.secoes.truco)))


# --- the engine in the kernel's shape (arbitro.nucleo.motor) -------------------------------------------------

class Motor(SobreAMao[Mao]):
    """The family's hand engine as every engine is (:class:`arbitro.nucleo.motor.MotorDaMao`): built on the hand's
    start, it applies one event at a time to the hand's state (:class:`Mao`, each part owned by its module) and
    settles it. The kernel replays and rules (:func:`arbitro.nucleo.motor.julgar`); the system's :class:`Regras`
    answer what differs between the paulista and the mineiro."""

    def __init__(self, cenario: Cenario, selecao: Selecao, regras: Regras) -> None:
        self.m = nova(cenario, regras, selecao)
        _situacao(self.m)

    def evento(self, ev: Evento) -> None:
        _evento(self.m, ev)

    def liquidar(self) -> Decisao:
        return liquidar(self.m)

    def diferenca(self, d: Decisao, outra: Decisao) -> str:
        """What another option changes, in the family's words."""
        m = self.m
        difere = mudancas(d, outra)
        if not difere and outra.vencedor == d.vencedor:
            return "o resultado seria o mesmo"
        mudam = [f"{m.nome_lado(t)} {'marcaria' if n >= 0 else 'perderia'} {m.pts(abs(n))} em vez de {antes}"
                 for t, n, antes in difere]
        fim = f", e {m.nome_lado(outra.vencedor)} venceria a partida" \
            if outra.vencedor and outra.vencedor != d.vencedor else ""
        return f"{' e '.join(mudam)}: placar final {placar_em_palavras(outra.placar_final)}{fim}"


def _situacao(m: Mao) -> None:
    sit, s = m.situacao, m.s
    if sit.tipo == "onze" and sit.lado is not None:
        m.entender(f"mão de onze: {m.nome_lado(sit.lado)} tem 11; a mão vale {m.pts(O.ONZE_VALE)}, sem truco")
    elif sit.tipo == "ferro":
        m.entender(f"mão de ferro: as duas duplas têm 11 ({s.ferro}); quem ganhar a mão vence a partida")


def _evento(m: Mao, ev: Evento) -> None:
    if isinstance(ev, Diz):
        _diz(m, ev)
    elif isinstance(ev, Joga):
        _joga(m, ev)
    elif isinstance(ev, Vaza):
        _vaza(m, ev)
    elif isinstance(ev, Pagamento):
        _pagamento(m, ev)
    elif isinstance(ev, Queima | PassaMao):
        m.regras.troca(m, ev)


# --- speech --------------------------------------------------------------------------------------------------

def _diz(m: Mao, ev: Diz) -> None:
    j, lado = ev.jogador, m.lado(ev.jogador)
    if m.encerrada is not None:
        m.observar(f'"{ev.texto}" de {j} depois de encerrada a mão ({m.encerrada}): sem efeito', m.s.truco,
                   tipo=Tipo.NAO_VALE)
        return
    if isinstance(ev.fala, PedidoFalado):
        _pedir(m, j, lado, ev.fala.nivel, ev.texto)
    else:
        _responder(m, j, lado, ev.fala.aceita, ev.texto)


def _pedir(m: Mao, j: str, lado: str, nivel: int, texto: str) -> None:
    s, a = m.s, m.aposta
    nome = a.nome(nivel)
    if m.situacao.especial:
        artigos = (s.onze,) if m.situacao.tipo == "onze" else (s.ferro, s.onze)
        m.observar(f"{nome} de {j} não vale: na mão de {'onze' if m.situacao.tipo == 'onze' else 'ferro'} ninguém "
                   "pede truco (o texto não dá outra consequência ao pedido)", *artigos, tipo=Tipo.NAO_VALE)
        return
    # the system's reading on whether the side that asked may raise is asked only when that alone forbids it
    qualquer = a.so_quem_sobe_impede(lado, nivel) and m.regras.aumenta_o_proprio(m, lado, nivel)
    imp = a.impedimento_pedido(lado, nivel, qualquer)
    if imp is None:
        imp = m.regras.impedimento_pedido(m, lado, nivel)
    if imp is not None:
        m.observar(f"{nome} de {j} não vale: {imp.motivo}", imp.artigo, tipo=Tipo.NAO_VALE)
        return
    respondia = a.pedir(Pedido(nivel, lado, j, m.mesa.numero, m.mesa.cartas_na_vaza()), qualquer)
    if respondia is not None:
        m.entender(f'{j} disse "{texto}": aceita o {a.nome(respondia.nivel)} de {respondia.jogador} e pede {nome}')
        m.regras.ao_aceitar(m)
    elif texto.strip().upper() != nome:
        m.entender(f'{j} disse "{texto}": pede {nome}')


def _responder(m: Mao, j: str, lado: str, aceita: bool, texto: str) -> None:
    a, s, sit = m.aposta, m.s, m.situacao
    pend = a.pendente
    if pend is not None and pend.lado != lado:
        nome = a.nome(pend.nivel)
        if aceita:
            a.aceitar(lado)
            m.entender(f'{j} disse "{texto}": aceita o {nome} de {pend.jogador}; a mão vale {m.pts(a.em_jogo())}')
            m.regras.ao_aceitar(m)
            return
        corrida, tentos = a.correr(lado)
        m.entender(f'{j} disse "{texto}": corre do {nome} de {pend.jogador}')
        m.regras.correr(m, corrida, tentos, f"{j} correu do {nome} de {pend.jogador}: {m.nome_lado(pend.lado)} marca "
                                            f"a aposta anterior, {m.pts(tentos)}")
        m.encerrar(Termino.RECUSA, f"{j} correu do {nome}")
        return
    imp = a.impedimento_resposta(lado)
    if pend is not None and imp is not None:
        m.observar(f'"{texto}" de {j} não vale: {imp.motivo}', imp.artigo, tipo=Tipo.NAO_VALE)
        return
    if sit.tipo == "onze" and lado == sit.lado:
        if aceita:
            m.entender(f'{j} disse "{texto}": {m.nome_lado(lado)} joga a mão de onze, valendo {m.pts(O.ONZE_VALE)}')
        else:
            _corre_da_onze(m, j, lado, texto)
        return
    if sit.tipo == "onze" and not aceita:
        m.observar(f'"{texto}" de {j} não vale: só a dupla que tem 11 corre da mão de onze', s.onze,
                   tipo=Tipo.NAO_VALE)
        return
    if sit.tipo == "ferro" and not aceita:
        _corre_da_ferro(m, j, lado, texto)
        return
    m.observar(f'"{texto}" de {j} não vale: não há aposta esperando a resposta do seu lado', s.truco,
               tipo=Tipo.NAO_VALE)


def _corre_da_onze(m: Mao, j: str, lado: str, texto: str) -> None:
    s, outro = m.s, m.outro(lado)
    if not m.mesa.jogou(lado):
        m.premiar(outro, O.ONZE_CORRIDA, f"{m.nome_lado(lado)}, com 11, correu da mão de onze ({j}: \"{texto}\"): "
                                         f"{m.nome_lado(outro)} marca {m.pts(O.ONZE_CORRIDA)}", s.onze)
        m.encerrar(Termino.CORRIDA, f"{m.nome_lado(lado)} correu da mão de onze")
        return
    opcao = m.ler(m.leitura(O.CORRIDA_TARDIA), f"{j} corre da mão de onze depois que {m.nome_lado(lado)} já jogou "
                  "carta", s.onze)
    tentos = O.ONZE_VALE if opcao == "da-o-valor-da-mao" else O.ONZE_CORRIDA
    m.premiar(outro, tentos, f"{m.nome_lado(lado)}, com 11, largou a mão de onze depois de jogar ({j}: \"{texto}\"): "
                             f"{m.nome_lado(outro)} marca {m.pts(tentos)}", s.onze)
    m.encerrar(Termino.CORRIDA, f"{m.nome_lado(lado)} correu da mão de onze")


def _corre_da_ferro(m: Mao, j: str, lado: str, texto: str) -> None:
    s, outro = m.s, m.outro(lado)
    opcao = m.ler(m.leitura(O.CORRIDA_NA_FERRO), f"{j} diz \"{texto}\" na mão de ferro", s.ferro)
    if opcao == "nao-cabe":
        m.observar(f'"{texto}" de {j} não vale: não se corre da mão de ferro, e a mão segue', s.ferro,
                   tipo=Tipo.NAO_VALE)
        return
    m.premiar(outro, O.ONZE_CORRIDA, f"{m.nome_lado(lado)} correu da mão de ferro ({j}: \"{texto}\"): "
                                     f"{m.nome_lado(outro)} marca {m.pts(O.ONZE_CORRIDA)}", s.ferro, s.onze)
    m.encerrar(Termino.CORRIDA, f"{m.nome_lado(lado)} correu da mão de ferro")


# --- cards -----------------------------------------------------------------------------------------------------

def _joga(m: Mao, ev: Joga) -> None:
    j, s = ev.jogador, m.s
    if m.encerrada is not None:
        m.observar(f"{j} jogou {ev.carta.com_artigo} depois de encerrada a mão ({m.encerrada}): sem efeito", s.vazas,
                   tipo=Tipo.NAO_VALE)
        return
    _sem_resposta(m, f"{j} jogou carta")
    _lider(m)
    vez = m.mesa.vez()
    if vez is not None and vez != j:
        m.observar(f"{j} jogou {ev.carta.com_artigo} fora da vez (era a vez de {vez}, na {m.mesa.numero}ª vaza): a "
                   f"carta vale; o texto não dá consequência à jogada fora da vez — caso omisso, cabe à Comissão",
                   s.vazas, tipo=Tipo.IRREGULARIDADE)
    coberta = m.regras.coberta(m, ev)
    vaza = m.mesa.jogar(JogadaNaMesa(j, m.lado(j), ev.carta, coberta, not ev.coberta), m.regras.forca(m))
    if vaza is not None:
        _fechar(m, vaza)


def _vaza(m: Mao, ev: Vaza) -> None:
    if m.encerrada is not None:
        m.observar(f"vaza {ev.vencedor} informada depois de encerrada a mão ({m.encerrada}): sem efeito", m.s.vazas,
                   tipo=Tipo.NAO_VALE)
        return
    _sem_resposta(m, "a vaza seguiu")
    m.mesa.sair(None)
    _fechar(m, m.mesa.resumir(ev.vencedor))


def _lider(m: Mao) -> None:
    """Who leads a vaza that follows a tied one, played card by card: a named reading."""
    completas = m.mesa.completas()
    if m.mesa.cartas_na_vaza() or not completas or completas[-1].vencedor != PARDA or completas[-1].resumida:
        return
    anterior = completas[-1]
    opcao = m.ler(m.leitura(LC.SAIDA_APOS_EMPATE), f"A {anterior.numero}ª vaza empatou e a {anterior.numero + 1}ª "
                  "foi jogada carta a carta", m.s.vazas)
    if opcao == "quem-saiu-na-empatada" or anterior.resultado is None or not anterior.resultado.empatados:
        m.mesa.sair(anterior.mao)
        return
    empatou = set(anterior.resultado.empatados)
    m.mesa.sair(next(j.jogador for j in anterior.jogadas if j.jogador in empatou))


def _fechar(m: Mao, vaza: VazaNaMesa) -> None:
    r = vaza.resultado
    assert r is not None
    if not r.parda:
        m.mesa.sair(r.primeiro)
    fim = m.regras.decidir(m)
    if fim is not None:
        m.fim = fim
        m.encerrar(Termino.VAZAS, "decidida nas vazas")


def _sem_resposta(m: Mao, oque: str) -> None:
    p = m.aposta.pendente
    if p is not None and not m.avisou_pendente:
        m.avisou_pendente = True
        m.observar(f"o {m.aposta.nome(p.nivel)} de {p.jogador} estava sem resposta quando {oque}: a decisão o trata "
                   "como ainda não respondido; registre a resposta (aceito, corro ou o aumento)", m.s.truco,
                   tipo=Tipo.CONFIRA)


def _pagamento(m: Mao, ev: Pagamento) -> None:
    """Paying the bettors what a refused step gives closes the step as refused (contract v2 §7–§8)."""
    m.pagos.append((ev.recebe, ev.tentos))
    p = m.aposta.pendente
    if m.encerrada is not None or p is None or p.lado != ev.recebe:
        return
    paga = m.outro(ev.recebe)
    corrida, tentos = m.aposta.correr(paga)
    m.entender(f"{m.nome_lado(paga)} pagou {m.pts(ev.tentos)} {m.ao_lado(ev.recebe)}: corre do "
               f"{m.aposta.nome(p.nivel)}")
    m.regras.correr(m, corrida, tentos, f"{m.nome_lado(paga)} pagou o {m.aposta.nome(p.nivel)} de {p.jogador} sem "
                                        f"aceitá-lo: {m.nome_lado(p.lado)} marca a aposta anterior, {m.pts(tentos)}")
    m.encerrar(Termino.RECUSA, f"{m.nome_lado(paga)} correu do {m.aposta.nome(p.nivel)}")
    if tentos != ev.tentos:
        m.observar(f"{m.nome_lado(ev.recebe)} recebeu {m.pts(ev.tentos)} pelo {m.aposta.nome(p.nivel)} corrido, que "
                   f"vale {m.pts(tentos)}: a diferença se acerta", m.s.truco, tipo=Tipo.CONFIRA)


# --- settling --------------------------------------------------------------------------------------------------

def liquidar(m: Mao) -> Decisao:
    s = m.s
    if m.encerrada is None:
        _sem_resposta(m, "os eventos terminaram")
        feitas = quantos(len(m.mesa.completas()), "vaza jogada", "vazas jogadas")
        m.observar(f"a mão não terminou: {feitas} e nenhuma corrida; os eventos param antes de a "
                   "mão se decidir, e ninguém marca por ela", s.vazas, tipo=Tipo.CONFIRA)
    elif m.fim is not None:
        _premio_da_mao(m, m.fim)
        if m.aposta.pendente is not None:
            p = m.aposta.pendente
            m.observar(f"o {m.aposta.nome(p.nivel)} de {p.jogador} ficou sem resposta e não conta: a mão se decidiu "
                       "antes", s.truco, tipo=Tipo.CONFIRA)
    return _decisao(m)


def _premio_da_mao(m: Mao, fim: Resultado) -> None:
    s, sit = m.s, m.situacao
    if fim.vencedor is None:
        extra = m.regras.empate_da_ferro(m) if sit.tipo == "ferro" else "ninguém marca ponto"
        m.observar(f"A mão terminou empatada ({fim.motivo}): {extra}.", *fim.artigos, tipo=Tipo.NOTA)
        return
    quem = m.nome_lado(fim.vencedor)
    if sit.tipo == "ferro":
        falta = m.regras.perfil.alvo - m.cenario.placar[fim.vencedor]
        m.premiar(fim.vencedor, falta, f"{quem} ganhou a mão de ferro ({fim.motivo}), que decide a partida", s.ferro,
                  *fim.artigos, *_artigos_das_vazas(m))
        return
    if sit.tipo == "onze":
        valor, artigos, como = O.ONZE_VALE, (s.onze,), "a mão de onze"
    elif m.aposta.aceito:
        valor, artigos, como = m.aposta.em_jogo(), (s.truco,), f"a mão, no {m.aposta.nome(m.aposta.aceito)} aceito"
    else:
        valor, artigos, como = m.aposta.em_jogo(), (s.pontos,), "a mão, sem truco"
    m.premiar(fim.vencedor, valor, f"{quem} ganhou {como} ({fim.motivo}): {m.pts(valor)}", *artigos, *fim.artigos,
              *_artigos_das_vazas(m))


def _artigos_das_vazas(m: Mao) -> tuple[str, ...]:
    """The card rules that decided the vazas (the manilhas, a covered card): an award cites every rule without which
    it would differ (contract v2 §8)."""
    return tuple(a for v in m.mesa.completas() for a in _julgada(m, v).artigos if a != m.s.vazas)


def _decisao(m: Mao) -> Decisao:
    s, alvo = m.s, m.regras.perfil.alvo
    placar = dict(m.cenario.placar)
    aplicados: list[Premio] = []
    vencedor = ja_terminada(placar, alvo)
    if vencedor is not None:
        m.observar(f"a partida já tinha terminado antes desta mão, com {m.nome_lado(vencedor)} em {alvo}: nada desta "
                   "mão se aplica", s.pontos, tipo=Tipo.NOTA)
    else:
        a = apurar(m.livro, placar, alvo)
        aplicados, placar, vencedor = a.aplicados, a.placar, a.fechou
        if a.passou and a.fechou is not None:
            m.observar(f"{m.nome_lado(a.fechou)} chega a {alvo} e vence a partida: o que passaria de {alvo} não "
                       "conta", s.pontos, tipo=Tipo.NOTA)
        for p in a.fora:
            m.observar(f"partida já terminada: não se aplicam {m.pts(p.tentos)} {m.ao_lado(p.lado)}",
                       s.pontos, tipo=Tipo.NOTA)
    _conferir_pagamentos(m, placar)
    vazas = tuple(_julgada(m, v) for v in m.mesa.vazas)
    return Decisao(
        pergunta=m.cenario.pergunta, entendimento=tuple(m.entendimento), versao=m.cenario.versao,
        regulamento=m.regras.perfil.id, modalidade=None, chave_lado="equipe",  # contract v2 §8
        placar_inicial=dict(m.cenario.placar),
        lancamentos=tuple(Lancamento(p.lado, p.tentos, p.motivo, p.artigos) for p in aplicados),
        placar_final=placar, vencedor=vencedor, observacoes=tuple(m.observacoes), vazas=vazas,
        volta=Desfecho(m.fim.vencedor if m.fim else None, m.fim.artigos if m.fim else ()) if vazas else None,
    )


def _julgada(m: Mao, v: VazaNaMesa) -> VazaJulgada:
    s = m.s
    artigos = [s.vazas]
    if v.resultado is not None and v.resultado.primeiro is not None:
        artigos.append(m.regras.artigo_da_forca(m, v))
    if any(not j.aberta for j in v.jogadas):
        artigos.append(s.coberta)
    return VazaJulgada(v.numero, tuple(JogadaVista(j.jogador, j.carta.curta, not j.aberta) for j in v.jogadas),
                       v.vencedor, v.mao, tuple(dict.fromkeys(artigos)))


def _conferir_pagamentos(m: Mao, placar: dict[str, int]) -> None:
    # what each side is owed is what the ruling moves on the score (the excess past the target not counted)
    devidos = {t: placar[t] - inicial for t, inicial in m.cenario.placar.items()}
    divergencias = conferir_pagamentos([*m.cenario.pagamentos, *m.pagos], devidos)
    if divergencias is None:
        return
    for t, pago, devido in divergencias:
        acerto = f"devolve {pago - devido}" if pago > devido else f"cobra mais {devido - pago}"
        m.observar(f"{m.nome_lado(t)} recebeu {m.pts(pago)} na mesa e tem direito a {devido}: {acerto}",
                   m.s.pontos, tipo=Tipo.CONFIRA)
    if not divergencias:
        m.observar("Os pontos recebidos na mesa conferem com a decisão.", m.s.pontos, tipo=Tipo.NOTA)


def resultado_por_vazas(m: Mao, resultados: list[str]) -> Resultado | None:
    """Two vazas won by one side decide the hand (both systems)."""
    for lado in m.cenario.duplas:
        if resultados.count(lado) == 2:
            return Resultado(lado, "fez duas vazas", (m.s.vazas,))
    return None

