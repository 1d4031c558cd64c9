"""The MTG's hand engine, :class:`MotorMTG`, in the kernel's shape (:mod:`arbitro.nucleo.motor`), and
`resolver`, the ruling on one volta through the kernel's replay.

This module only routes each event to the rule family that owns it and, at the end, settles the
awards in the order the table settles them. The rules themselves live in :mod:`.envido`,
:mod:`.flor`, :mod:`.truco`, :mod:`.mesa`, :mod:`.baralho`, :mod:`.lei` and :mod:`.faltas`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from arbitro.nucleo.apostas import Impedimento
from arbitro.nucleo.decisao import Decisao, Desfecho, Lancamento, Observacao, Tipo
from arbitro.nucleo.leituras import PADRAO, Selecao
from arbitro.nucleo.livro import Premio
from arbitro.nucleo.mao import Apuracao, apurar, ja_terminada, mudancas, placar_em_palavras
from arbitro.nucleo.motor import SobreAMao, julgar, reproduzir
from arbitro.nucleo.texto import com_artigo
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.cenario.modelo import (
    Baralho,
    CantaPontos,
    Cenario,
    Diz,
    Evento,
    Falta,
    Joga,
    Mostra,
    NaoMostra,
    OlhouCedo,
    PagamentoFeito,
    Passa,
    PedeFlor,
    Vaza,
)
from arbitro.sistemas.mtg.fala import AtoFlor, Envite, Fala, Outro, Resposta, Truco
from arbitro.sistemas.mtg.fala import normalizar as _fala_normalizar
from arbitro.sistemas.mtg.motor import baralho, envido, faltas, flor, lei, mesa, pagamentos, termino, truco, valores
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.envido import ENVIDO_ACEITO, ENVIDO_PROPOSTO, ENVIDO_RESOLVIDO
from arbitro.sistemas.mtg.motor.estado import Volta
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.nucleo.regulamento import Regulamento

_CANTOS_DE_FLOR = (AtoFlor.FLOR, AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO, AtoFlor.ME_ACHICO)
DUPLA = art.PROPOSTA_DUPLA
ACEITACAO = art.FALA_CLARA
TESTA = art.JOGADORES
OMISSO = art.CASOS_OMISSOS


class MotorMTG(SobreAMao[Volta]):
    """The MTG's hand engine in the kernel's one shape (:class:`arbitro.nucleo.motor.MotorDaMao`), as the families'
    are: its state is one volta ``m`` (what the kernel asks of an engine — the observations raised, the readings
    consulted — is the volta's, :class:`arbitro.nucleo.motor.SobreAMao`); built on the volta's start (the modality
    of Art. 10, III and the Commission's falta after the time limit are set then), it routes one event at a time to
    the rule family that owns it (:func:`_evento`) and settles the volta (:func:`_liquidar`). The kernel replays and
    rules (:func:`arbitro.nucleo.motor.julgar`)."""

    def __init__(self, cenario: Cenario, selecao: Selecao, regulamento: Regulamento) -> None:
        self.m = Volta.nova(cenario, regulamento, selecao)
        _modalidade(self.m)
        termino.iniciar(self.m)

    def evento(self, ev: Evento) -> None:
        _evento(self.m, ev)

    def liquidar(self) -> Decisao:
        return _liquidar(self.m)

    def diferenca(self, d: Decisao, outra: Decisao) -> str:
        return _diferenca(d, outra)


def resolver(cenario: Cenario, regulamento: Regulamento | None = None, selecao: Selecao = PADRAO,
             alternativas: bool = True) -> Decisao:
    """The ruling on ``cenario`` under ``regulamento`` (the MTG regulation when None), with the options of
    ``selecao`` at the named readings (the scenario's own ``leituras:`` win over it, contract v2 §8): the kernel's
    :func:`~arbitro.nucleo.motor.julgar` over :class:`MotorMTG` — every reading the ruling depended on says what
    each of its other options would give, unless ``alternativas`` is False (a legality check needs the
    observations only)."""
    if regulamento is None:
        from arbitro.nucleo.regulamento import carregar

        regulamento = carregar(cenario.regulamento)
    novo = partial(MotorMTG, regulamento=regulamento)
    if alternativas:
        return julgar(novo, cenario, selecao)
    return reproduzir(novo(cenario, selecao.com_cenario(cenario.leituras)), cenario.eventos).liquidar()


def impedimento_do_lance(cenario: Cenario, regulamento: Regulamento, selecao: Selecao,
                         ev: Evento) -> tuple[Impedimento, str] | None:
    """Whether ``ev``, said next, is void — asked of the bet that owns it (the truco, the envido, the flor) on the
    volta as it stands, without replaying ``ev``: the impedimento and the ruling's words, or None when the owner
    alone cannot say (the event is not a plain truco, envido or flor call, the router would stop it first, or the
    bet allows it and a reading may still decide): then the event is replayed (:meth:`Sistema.podem`)."""
    if not isinstance(ev, Diz):
        return None
    j, f = ev.jogador, ev.fala
    so_truco = f.truco is not None and f.envite is None and f.flor is None
    so_envido = f.envite is not None and f.truco is None and f.flor is None
    # the flor's songs and "é boa"; FLOR QUERO / NÃO QUERO answer the Lei do jogo (lei.py)
    so_flor = f.flor is not None and f.truco is None and f.envite is None and \
        f.flor not in (AtoFlor.FLOR_QUERO, AtoFlor.FLOR_NAO_QUERO)
    if not (so_truco or so_envido or so_flor) or f.outro is not None or f.resposta is not None or \
            f.nota is not None:
        return None
    v = reproduzir(MotorMTG(cenario, selecao, regulamento), cenario.eventos).m
    e = v.envido
    # what _diz (and _envite, _flor) do before they reach the bet: each of these answers in its own words
    if (v.testa and j not in v.sentados()) or j in v.mesa.fora or v.encerrada is not None or termino.ativo(v) or \
            (e.situacao is ENVIDO_ACEITO and e.cantos) or \
            (so_envido and e.situacao is ENVIDO_PROPOSTO and e.so_falta and e.aguarda == v.trio(j)) or \
            (so_flor and v.lei):
        return None
    if f.truco is not None:
        imp = truco.impedimento(v, j, f.truco, f.quero_antes)
        return None if imp is None else (imp, v.frase(truco.nao_vale(j, f.truco, f.quero_antes, imp)))
    if f.flor is not None:
        imp = flor.impedimento(v, j, f.flor)
        return None if imp is None else (imp, v.frase(flor.nao_vale(j, f.flor, imp)))
    assert f.envite is not None
    imp = envido.impedimento(v, j, f.envite)
    return None if imp is None else (imp, v.frase(envido.nao_vale(j, f.envite, imp)))


def _diferenca(d: Decisao, outra: Decisao) -> str:
    """What another reading changes in the ruling, in words to read aloud (the sides' gains compared by the
    kernel, :func:`arbitro.nucleo.mao.mudancas`; the words are the MTG's)."""
    mudam = mudancas(d, outra)
    if not mudam and outra.vencedor == d.vencedor:
        mesmos = [(x.trio, x.tentos, x.artigos) for x in outra.lancamentos] == \
            [(x.trio, x.tentos, x.artigos) for x in d.lancamentos]
        return "o resultado seria o mesmo" if mesmos else "o placar final seria o mesmo, por outros lançamentos"
    frases = [f"o trio {t} anotaria {valores.tentos(n)} em vez de {antes}" for t, n, antes in mudam]
    fim = f", e o trio {outra.vencedor} venceria a partida" if outra.vencedor and outra.vencedor != d.vencedor else ""
    return f"{' e '.join(frases)}: placar final {placar_em_palavras(outra.placar_final)}{fim}"


def _modalidade(v: Volta) -> None:
    """Under Art. 10, III: testa alternates with roda "até que faltem seis tentos para o final da partida"."""
    # The modality is set when the volta starts: a trio that reaches 18 in the 1st or 2nd testa of the volta does
    # not make the rest of it a roda.
    if v.testa and v.cenario.testa in (None, 1) and max(v.cenario.placar.values()) >= v.alvo - 6:
        placar = placar_em_palavras(v.cenario.placar)
        v.observar(f"volta de testa com um trio a seis ou menos tentos do fim ({placar}): "
                   "desde então todas as mãos seguem em roda; a volta foi resolvida como descrita", TESTA,
                   tipo=Tipo.CONFIRA)


# --- events -----------------------------------------------------------------------------------------

def _evento(v: Volta, ev: Evento) -> None:
    if isinstance(ev, CantaPontos):
        _pontos(v, ev.jogador, ev.pontos)
    elif isinstance(ev, Diz):
        _diz(v, ev)
    elif isinstance(ev, Joga):
        _antes_de_jogar(v)
        if v.encerrada is not None:
            v.ver(ev.jogador, [ev.carta])
            mesa.registrar_depois(v, ev)
            # The act before the first colon, the cause after it: the output groups these acts under one cause.
            v.observar(f"{ev.jogador} jogou {ev.carta.com_artigo}: {_sem_efeito(v)}", art.TRUCO, tipo=Tipo.NAO_VALE)
        elif mesa.jogar(v, ev):
            baralho.verificar_trio_fora(v, ev.jogador, passou=True)  # he passed his cards (Art. 10, VIII, a, k)
    elif isinstance(ev, Vaza):
        _antes_de_jogar(v)
        if v.encerrada is None:
            mesa.resumo(v, ev)
        else:
            mesa.registrar_depois(v, ev)
    elif isinstance(ev, Baralho | Passa):
        if not v.testa:  # in testa an accepted revide not yet sung is paid by who leaves (Art. XVI, Ir ao baralho)
            _antes_de_jogar(v)
        baralho.ir(v, ev.jogador, passou=isinstance(ev, Passa))
    elif isinstance(ev, Mostra):
        v.ver(ev.jogador, ev.cartas)
        faltas.mostrou(v, ev.jogador)
        v.mostrou.add(ev.jogador)
    elif isinstance(ev, NaoMostra):
        v.nao_mostrou.add(ev.jogador)
    elif isinstance(ev, PedeFlor):
        faltas.pede_flor(v, ev)
    elif isinstance(ev, Falta):
        faltas.incidente(v, ev)
    elif isinstance(ev, PagamentoFeito):
        pagamentos.pagar(v, ev)
    elif isinstance(ev, OlhouCedo):
        faltas.olhou_cedo(v, ev)


def _sem_efeito(v: Volta) -> str:
    """Why an act after the end of the volta counts for nothing: the end, said once."""
    return f"sem efeito, pois a volta já estava encerrada ({v.encerrada})"


def _antes_de_jogar(v: Volta) -> None:
    """The points are sung before the play goes on: settle an accepted envido."""
    if v.envido.situacao is ENVIDO_ACEITO:
        envido.resolver_canto(v)


def _pontos(v: Volta, jogador: str, pontos: int) -> None:
    v.cantaram_pontos.add(jogador)
    if v.envido.situacao is ENVIDO_ACEITO:
        envido.cantar(v, jogador, pontos)
    elif (v.flor.cantada() and flor.disputa_de_pontos(v)) or v.flor.cantou(jogador):
        flor.cantar_pontos(v, jogador, pontos)
    elif v.envido.situacao is ENVIDO_PROPOSTO:
        # Whether a QUERO was said or not: none that counts has closed the envido (a void one included).
        v.observar(f"{jogador} cantou {valores.pontos(pontos)} com o ENVIDO ainda sem um QUERO que valha: não valem "
                   "— os pontos se cantam depois da palavra QUERO, e então o número dito primeiro é o que vale",
                   envido.O_CANTO, ACEITACAO, tipo=Tipo.NAO_VALE)
    elif v.envido.situacao is ENVIDO_RESOLVIDO:
        v.observar(f"{jogador} cantou {valores.pontos(pontos)} depois de encerrado o canto do ENVIDO (a mesa já "
                   "seguiu): não têm efeito", envido.XIV, tipo=Tipo.NAO_VALE)
    else:
        v.observar(f"{jogador} cantou {valores.pontos(pontos)} sem ENVIDO aceito nem FLOR em disputa: não têm efeito",
                   envido.XIV, tipo=Tipo.NAO_VALE)


def _diz(v: Volta, ev: Diz) -> None:
    j, f = ev.jogador, ev.fala
    if v.testa and j not in v.sentados():
        # "os demais jogadores devem permanecer alheios ao jogo" (Art. 10, III): only the two of the testa bet.
        v.observar(f"{j} não joga esta testa e disse \"{ev.texto}\": não tem efeito nas apostas da testa; se falou "
                   "para esclarecer um erro, é o incidente falou-na-testa", TESTA, tipo=Tipo.NAO_VALE)
        return
    if f.resposta is None and _fala_normalizar(ev.texto) != _fala_normalizar(f.chave):
        v.entender(f'{j} disse "{ev.texto}": entendido como {f.chave.upper()}')
    if j in v.mesa.fora:
        v.observar(f"{j} disse \"{ev.texto}\" depois de ir ao baralho: tudo o que disser não terá valor",
                   baralho.IR, tipo=Tipo.NAO_VALE)
        return
    if f.nota is not None:
        v.observar(f"{j} disse \"{ev.texto}\": {f.nota}", *f.artigos, tipo=Tipo.NOTA)
        if f.chave == "envido minha flor":
            v.flor.mencionar(j)
    if f.outro is Outro.E_BOM:
        if v.envido.situacao is ENVIDO_ACEITO:
            envido.cantar(v, j, None)
        return
    if v.envido.situacao is ENVIDO_ACEITO and v.envido.cantos and f.flor is None and \
            f.outro is not Outro.FLOR_EQUIVOCA:
        # The table moved on: the singing is over. A flor said meanwhile does not close it — it annuls the
        # envido (Art. XIV) or, sung late, does not count (Término do tempo de jogo).
        envido.resolver_canto(v)
    pendente = v.trio(j) in (v.envido.aguarda, v.flor.aguarda)
    if v.encerrada is not None and not (f.resposta is not None and pendente) and not _flor_disputada(v, f):
        # Only an answer to an envido or flor still pending survives the end of the volta (Art. 10, VIII, k).
        if v.saida_inicial is not None and f.flor in _CANTOS_DE_FLOR and v.trio(j) != v.saida_inicial[0]:
            # The other trio passed: the flor is only declared to collect it (Art. 10, VIII, a).
            v.flor.declarar_depois_da_saida(j)
        else:
            v.observar(f"\"{ev.texto}\" de {j}: {_sem_efeito(v)}", art.TRUCO, tipo=Tipo.NAO_VALE)
        return
    if f.outro is Outro.LEI_DO_JOGO:
        lei.propor(v, j)
    elif f.outro is Outro.REAL_SOZINHO:
        v.observar(f"{j} disse só \"REAL\": dito só a palavra REAL, nada vale", art.REAL_ENVIDO, tipo=Tipo.NAO_VALE)
    elif f.outro is Outro.FLOR_EQUIVOCA:
        v.flor.dizer_equivoca(j, ev.texto)
    elif f.flor is not None:
        _flor(v, j, f.flor)
        if f.truco is not None and termino.proposta_permitida(v, j, None, truco=True):
            truco.propor(v, j, f.truco, quero_antes=False)  # "NÃO HÁ FLOR SEM TRUCO — valem as duas propostas"
    elif f.envite is not None and f.truco is not None and termino.ativo(v):
        termino.proposta_permitida(v, j, None, truco=True)  # the TRUCO half is void after the time limit
        if termino.proposta_permitida(v, j, f.envite, truco=False):
            _envite(v, j, f.envite)
    elif f.envite is not None and f.truco is not None:
        _dupla(v, j, f.envite)
    elif f.envite is not None:
        if termino.proposta_permitida(v, j, f.envite, truco=False):
            _envite(v, j, f.envite)
    elif f.truco is not None:
        if termino.proposta_permitida(v, j, None, truco=True):
            _quero_e_aumento(v, j, f.truco, f.quero_antes)
            truco.propor(v, j, f.truco, f.quero_antes, proibida=f.proibida)
    elif f.resposta is not None:
        _resposta(v, j, f.resposta, ev.texto, f.proibida)


def _flor_disputada(v: Volta, f: Fala) -> bool:
    """Refusing the truco ends the truco, not the volta: the flor and the envido still in dispute go on — the
    flor the trio of the Lei do jogo sings "NO ATO" (Art. XVI, Lei do jogo, a), the CONTRA-FLOR E O RESTO that
    "FLOR NÃO QUERO" accepts (b), a flor that annuls an envido accepted in a partial answer (Art. 10, VIII, i)."""
    if f.flor is None or f.truco is not None or v.truco.situacao is not truco.SituacaoTruco.RECUSADO or \
            (v.encerrada.motivo if v.encerrada else None) != v.truco.encerrou:
        return False
    return v.lei or v.envido.situacao in (ENVIDO_ACEITO, ENVIDO_PROPOSTO) or v.flor.cantada()


def _flor(v: Volta, j: str, ato: AtoFlor) -> None:
    if ato is AtoFlor.E_BOA:
        flor.e_boa(v, j)
    elif ato in (AtoFlor.FLOR_QUERO, AtoFlor.FLOR_NAO_QUERO):
        lei.flor_responde(v, j, aceita_truco=ato is AtoFlor.FLOR_QUERO)
    elif ato is AtoFlor.ME_ACHICO and v.lei and truco.aguarda_resposta_de(v) == v.trio(j):
        lei.achico(v, j)
    elif ato is AtoFlor.FLOR and lei.responde_com_flor(v, j):
        lei.flor_responde(v, j, aceita_truco=None)  # FLOR, then QUERO / NÃO QUERO (Art. XVI, Lei do jogo, b)
    else:
        flor.cantar(v, j, ato)


def _envite(v: Volta, j: str, e: Envite) -> None:
    t = v.truco
    trio = v.trio(j)
    if v.envido.situacao is ENVIDO_PROPOSTO and v.envido.so_falta and v.envido.aguarda == trio and \
            t.dupla and not _falta_permitida(v, trio):
        v.observar(f"{e.value.upper()} de {j} não vale: a uma proposta dupla se responde de forma dupla "
                   "(QUERO, NÃO QUERO ou a resposta parcial)", DUPLA, tipo=Tipo.NAO_VALE)
        return
    envido.propor(v, j, e)


def _falta_permitida(v: Volta, trio: str) -> bool:
    """Under Art. 10, VIII, i: FALTA ENVIDO alone answers a double proposal "superior à quantidade de tentos que
    faltam ao adversário ganhar". Whether the envido part or its sum with the truco is compared is a named
    reading, consulted only where the two differ."""
    cadeia = v.envido.cadeia
    if Envite.FALTA_ENVIDO in cadeia:
        return False
    falta = v.alvo - v.placar()[trio]
    parte = envido.aceito(v).tentos
    soma = parte + valores.truco_aceito(Truco.TRUCO)
    if (parte > falta) == (soma > falta):
        return parte > falta
    opcao = v.ler(L.FALTA_SEM_RESPOSTA_DUPLA, f"A proposta dupla vale {valores.tentos(parte)} no envido e {soma} "
                  f"somada ao truco, e ao trio {trio} faltam {valores.tentos(falta)} para ganhar", DUPLA)
    return (parte if opcao == "parte-do-envido" else soma) > falta


def _dupla(v: Volta, j: str, e: Envite) -> None:
    """A double proposal: an envido and a truco in one breath (Art. 10, VIII, i)."""
    ok_envido = envido.propor(v, j, e)
    ok_truco = truco.propor(v, j, Truco.TRUCO, quero_antes=False, dupla=ok_envido)
    if ok_envido and ok_truco:
        v.envido.so_a_falta(True)
        trio = v.outro(v.trio(j))
        falta = v.alvo - v.placar()[trio]
        if _falta_permitida(v, trio):
            que_faltam = "o tento que falta" if falta == 1 else f"os {falta} tentos que faltam"
            v.observar(f"a proposta dupla de {j} ({e.value.upper()} E TRUCO) supera {que_faltam} ao trio {trio}: "
                       "o trio pode colocar a FALTA ENVIDO sem responder de forma dupla, resolvendo-se primeiro a "
                       "FALTA ENVIDO e depois o TRUCO", DUPLA, tipo=Tipo.NOTA)


def _quero_e_aumento(v: Volta, j: str, nivel: Truco, quero_antes: bool) -> None:
    """"QUERO RETRUCO" to a double proposal: "Pronunciando a palavra QUERO em primeiro lugar, considera-se
    aceita a proposta dupla" (Art. 10, VIII, i) — the envido half is accepted too, then the truco raised."""
    t, e, trio = v.truco, v.envido, v.trio(j)
    if not (quero_antes and t.dupla and t.pendente is not None and nivel.value == t.pendente.value + 1):
        return
    if truco.aguarda_resposta_de(v) == trio and e.situacao is ENVIDO_PROPOSTO and e.aguarda == trio:
        v.observar(f"{j} respondeu \"QUERO {nivel.nome}\" à proposta dupla: a palavra QUERO dita em primeiro "
                   f"lugar aceita o envido e o truco, e o {nivel.nome} aumenta o truco", DUPLA, tipo=Tipo.NOTA)
        v.fundamentar(DUPLA, "envido", "truco")
        envido.responder(v, j, True)


def _resposta(v: Volta, j: str, r: Resposta, texto: str, proibida: bool) -> None:
    trio = v.trio(j)
    e, t = v.envido, v.truco
    envido_aguarda = e.situacao is ENVIDO_PROPOSTO and e.aguarda == trio
    truco_aguarda = truco.aguarda_resposta_de(v) == trio
    flor_aguarda = v.flor.aguarda == trio
    if proibida and (envido_aguarda or truco_aguarda or flor_aguarda) and v.ler(
            L.QUIETO, f"{j} respondeu \"{texto}\", termo proibido", ACEITACAO) == "nao-vale":
        return
    if r.tudo is None:  # a partial answer to a double proposal
        if not (envido_aguarda and truco_aguarda):
            v.observar(f"\"{texto}\" de {j} não responde a nenhuma proposta dupla: sem efeito", DUPLA,
                       tipo=Tipo.NAO_VALE)
            return
        v.observar(f"{j} respondeu de forma parcial à proposta dupla: "
                   f"{'quer' if r.envite else 'passa'} o envido e {'quer' if r.truco else 'passa'} o truco", DUPLA,
                   tipo=Tipo.NOTA)
        v.fundamentar(DUPLA, "envido", "truco")
        envido.responder(v, j, bool(r.envite))
        truco.responder(v, j, bool(r.truco))
        if r.envite and not r.truco:
            t.negar_na_parcial(j)
        return
    if envido_aguarda and truco_aguarda and t.dupla:
        # One QUERO or NÃO QUERO answers both halves of a double proposal.
        v.observar(f"{j} respondeu \"{texto}\" à proposta dupla: a resposta dupla "
                   f"{'aceita' if r.tudo else 'recusa'} o envido e o truco", DUPLA, tipo=Tipo.NOTA)
        v.fundamentar(DUPLA, "envido", "truco")
        envido.responder(v, j, r.tudo)
        truco.responder(v, j, r.tudo)
        return
    abertas = [a for a in reversed(v.pilha)
               if (a == "envido" and envido_aguarda) or (a == "truco" and truco_aguarda)
               or (a == "flor" and flor_aguarda)]
    if not abertas:
        if termino.falta_automatica(v) and e.situacao in (ENVIDO_ACEITO, ENVIDO_RESOLVIDO):
            v.observar(f"\"{texto}\" de {j}: a FALTA ENVIDO já estava aceita, colocada pela Comissão depois do término "
                       "do tempo de jogo", termino.TERMINO, tipo=Tipo.NOTA)
            return
        if t.pendente is not None and t.proponente != trio and v.mesa.ganhador is not None:
            truco.depois_de_decidida(v, f"\"{texto}\" de {j} ao {t.pendente.nome} de {t.quem}")
            return
        v.observar(f"\"{texto}\" de {j} não responde a nenhuma proposta pendente dos contrários: sem efeito",
                   ACEITACAO, tipo=Tipo.NAO_VALE)
        return
    alvo = abertas[0]
    resposta = "QUERO" if r.tudo else "NÃO QUERO"
    if alvo == "envido":
        v.entender(f'{j} disse "{texto}": {resposta} {com_artigo(e.cadeia[-1].value.upper(), "a")} de '
                   f'{e.chamadores[-1]}')
        envido.responder(v, j, r.tudo)
    elif alvo == "truco":
        v.entender(f'{j} disse "{texto}": {resposta} ao {t.pendente.nome if t.pendente else "TRUCO"} de {t.quem}')
        truco.responder(v, j, r.tudo)
    else:
        v.entender(f'{j} disse "{texto}": {resposta} à aposta da FLOR')
        flor.responder(v, j, r.tudo)


# --- settling ---------------------------------------------------------------------------------------

def _liquidar(v: Volta) -> Decisao:
    envido.liquidar(v)
    flor.julgar_equivocas(v)
    flor.liquidar(v)
    baralho.liquidar(v)
    faltas.verificar(v)
    truco.liquidar(v)
    return _aplicar(v)


def _apurar(v: Volta, premios: list[Premio]) -> Apuracao:
    """The awards applied in this order up to the end of the partida (Art. 10, II), by the kernel's rule."""
    return apurar(premios, v.cenario.placar, v.alvo)


def _por_flor(a: Apuracao) -> bool:
    """The flor ended the partida (Art. XII)."""
    return a.por is not None and a.por.parte is Parte.FLOR


def _aplicar(v: Volta) -> Decisao:
    """Apply the awards in the order the table settles them, stopping at the end of the partida (Art. 10, II)."""
    ja = ja_terminada(v.cenario.placar, v.alvo)
    if ja is not None:
        # Contract v1 §5: once a trio is at the target the partida is over; nothing more is applied.
        v.observar(f"a partida já estava terminada antes desta volta, com o trio {ja} em {v.alvo} tentos: nada "
                   "desta volta se aplica", art.TENTOS, tipo=Tipo.NOTA)
        return _decisao(v, Apuracao([], [], dict(v.cenario.placar), ja, None, False))
    # A new deal: the volta does not count, but whoever looked too early still pays (Término do tempo de jogo).
    premios = sorted((p for p in v.premios if v.nova_distribuicao is None or p.chave == "olhou-cedo"),
                     key=lambda p: p.parte)
    premios = _teto_da_testa(v, _negado_primeiro(v, premios))
    a = _apurar(v, premios)
    sancoes = [p for p in premios if p.parte is Parte.SANCAO]
    if a.fechou is not None and sancoes:
        primeiro = _apurar(v, sancoes + [p for p in premios if p.parte is not Parte.SANCAO])
        if (primeiro.placar, primeiro.fechou) != (a.placar, a.fechou) and v.ler(
                L.SANCOES_NO_FIM, "Esta volta decide a partida, e a ordem entre as sanções e as apostas da volta "
                "muda o resultado", art.TENTOS) == "antes":
            a = primeiro
    for p in a.fora:
        if p.parte is Parte.TRUCO and _por_flor(a):
            nao = "não aplicado" if p.tentos == 1 else "não aplicados"
            v.observar(f"o trio {a.fechou} saiu com o canto da FLOR: não se joga o TRUCO "
                       f"({valores.tentos(p.tentos)} ao trio {p.lado} {nao})", art.SAIDA_COM_FLOR, tipo=Tipo.NOTA)
        else:
            v.observar(f"partida já terminada com o trio {a.fechou} em {v.alvo}: não se "
                       f"{'aplica' if p.tentos == 1 else 'aplicam'} {valores.tentos(p.tentos)} ao trio {p.lado} "
                       f"({p.motivo})", art.TENTOS, tipo=Tipo.NOTA)
    if a.fechou is not None and _por_flor(a) and v.truco.proposto and \
            not any(art.SAIDA_COM_FLOR in o.artigos for o in v.observacoes):
        v.observar(f"o trio {a.fechou} saiu com o canto da FLOR: não se joga o TRUCO, que não precisa ser "
                   "respondido", art.SAIDA_COM_FLOR, tipo=Tipo.NOTA)
    return _decisao(v, a)


def _negado_primeiro(v: Volta, premios: list[Premio]) -> list[Premio]:
    """"Passo o truco e quero": the refused truco's tento before the envido's, when the reading says so and the
    order changes the ruling (Art. XVI, Lei do jogo, a; Art. 10, VIII, i)."""
    negado = truco.negado_na_parcial(v)
    if negado is None:
        return premios
    antes = sorted(premios, key=lambda p: Parte.ENVIDO - 0.5 if p == negado else float(p.parte))
    if L.RESPOSTA_PARCIAL.id not in v.escolhas:
        a, b = _apurar(v, premios), _apurar(v, antes)
        if (a.placar, a.fechou) == (b.placar, b.fechou):
            return premios
    contexto = (f"{v.truco.negou_na_parcial} passou o TRUCO e quis o envido, e a ordem entre o tento do TRUCO "
                "recusado e o envido muda o resultado, pois um deles termina a partida")
    return antes if truco.negado_primeiro(v, contexto) else premios


def _decisao(v: Volta, a: Apuracao) -> Decisao:
    observacoes = [*v.observacoes, *_limite_testa(v, a.aplicados), *pagamentos.conferir(v, a.aplicados)]
    return Decisao(
        pergunta=v.cenario.pergunta,
        entendimento=tuple(v.entendimento),
        versao=v.cenario.versao,
        regulamento=v.regulamento_id,
        modalidade=v.cenario.modalidade,
        placar_inicial=dict(v.cenario.placar),
        lancamentos=tuple(Lancamento(p.lado, p.tentos, p.motivo, p.artigos) for p in a.aplicados),
        placar_final=a.placar,
        vencedor=a.fechou,
        observacoes=tuple(observacoes),
        vazas=(jogadas := mesa.julgadas(v)),
        volta=_desfecho(v) if jogadas else None,
    )


def _desfecho(v: Volta) -> Desfecho:
    """Who won the vazas and by which rule (contract v2 §8)."""
    g = v.mesa.ganhador
    return Desfecho(None) if g is None else Desfecho(g.trio, g.artigos)


def _teto_da_testa(v: Volta, premios: list[Premio]) -> list[Premio]:
    """Under Art. 10, III: "O máximo de tentos apostados na testa é de 10 (dez): seis da falta envido ... mais quatro do
    VALE QUATRO" — the stakes of the testa, whoever wins each (the six of the falta and the four of the VALE QUATRO
    may go to different trios), add up to at most ten, under every option of the reading ``envido-na-testa``; the
    award settled last is cut (sanctions are not bets)."""
    if not v.testa:
        return premios
    apostados = 0
    saida: list[Premio] = []
    for p in premios:
        if p.parte is Parte.SANCAO:
            saida.append(p)
            continue
        cabe = valores.TESTA_MAXIMO - apostados
        apostados += min(p.tentos, cabe)
        if p.tentos <= cabe:
            saida.append(p)
            continue
        corte = (f"já se anotaram {valores.tentos(valores.TESTA_MAXIMO - cabe)} das apostas desta testa, e o máximo "
                 f"apostado na testa é de {valores.TESTA_MAXIMO}")
        if cabe > 0:
            saida.append(p._replace(tentos=cabe, motivo=f"{p.motivo} — {valores.tentos(cabe)} em vez de {p.tentos}: "
                                    f"{corte}", artigos=(*p.artigos, TESTA)))
        else:
            v.observar(f"não se aplicam {valores.tentos(p.tentos)} ao trio {p.lado} ({p.motivo}): {corte}", TESTA,
                       tipo=Tipo.NOTA)
    return saida


def _limite_testa(v: Volta, aplicados: list[Premio]) -> list[Observacao]:
    """What :func:`_teto_da_testa` guarantees, checked on the awards applied: the bets of a testa give no more than
    10, both trios together (Art. 10, III)."""
    if not v.testa:
        return []
    apostados = sum(p.tentos for p in aplicados if p.parte is not Parte.SANCAO)
    if apostados <= valores.TESTA_MAXIMO:
        return []
    return [Observacao(f"a testa deu {apostados} tentos pelas apostas, acima do máximo de {valores.TESTA_MAXIMO} "
                       "apostados numa testa: confira o cenário", (TESTA,), tipo=Tipo.CONFIRA)]
