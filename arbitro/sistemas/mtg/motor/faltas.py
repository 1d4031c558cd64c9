"""Faults and penalties: the sanctions of Art. X, XI, XIV, Art. 10, III–V and VIII, and of the section
"Término do tempo de jogo", each applied where the fault meets the bets it takes away.

A sanction that takes "the truco's tentos" takes whatever the truco reached (Art. X, XI, XIV), so the
truco's award is moved, not recomputed. Where the text says only that a trio "perde" tentos, whether they
go to the other trio is the named reading ``tentos-perdidos``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.cartas import Carta, Naipe
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.mao import Termino
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg import cartas
from arbitro.sistemas.mtg.cartas import forca
from arbitro.sistemas.mtg.cenario.modelo import Falta, OlhouCedo, PedeFlor
from arbitro.sistemas.mtg.fala import Envite
from arbitro.sistemas.mtg.motor import envido, flor, mesa, truco, valores
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.envido import ENVIDO_ACEITO, ENVIDO_RECUSADO, ENVIDO_RESOLVIDO
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

XIV = art.ENVIDO_EMPATE
X = art.FLOR_FALSA
XI = art.PECO_FLOR
TESTA = art.JOGADORES
DISTRIBUICAO = art.DISTRIBUICAO
JOGO_DE_TESTA = art.JOGO_DE_TESTA
PASSAR = art.PASSAR_AS_CARTAS
SOBREPOSTAS = art.CARTA_JOGADA
MAL_DISTRIBUIDAS = art.MAL_DISTRIBUIDAS
VIRADAS = art.CARTAS_VIRADAS
TERMINO = art.TERMINO_DO_TEMPO


# --- helpers ----------------------------------------------------------------------------------------

def _anular_volta(v: Volta, motivo: str, artigo: str) -> None:
    """A new deal: the volta does not count (Art. 10, IV; VIII, d, e)."""
    v.observar(f"{motivo}: as cartas são distribuídas novamente e a volta não vale", artigo, tipo=Tipo.IRREGULARIDADE)
    v.distribuir_de_novo(motivo)


def _ao_contrario(v: Volta, trio: str, motivo: str, *artigos: str) -> bool:
    """Where the text says only that the infractor "perde" tentos: whether they go to the other trio."""
    return v.ler(L.PERDE_VAI_AO_CONTRARIO, f"{motivo} (o trio {trio} perde os tentos)", *artigos) == "ao-contrario"


def _perde_tudo_em_jogo(v: Volta, jogador: str, motivo: str, artigos: tuple[str, ...],
                        um_de_cada: bool = False) -> None:
    """The player's trio loses the tentos played and still to play — the envido's (one when not yet played)
    and the truco's (one when not yet played), or one of each (``um_de_cada``) — to the other trio; the volta
    ends. The envido is settled by the sanction: its tentos are never also scored by whoever won its points."""
    trio = v.trio(jogador)
    outro = v.outro(trio)
    if _ao_contrario(v, trio, motivo, *artigos):
        do_envido = envido.encerrar_por_sancao(v)
        do_truco = truco.valor_em_jogo(v)  # the level accepted, or the one of a truco not yet played
        if um_de_cada:
            do_envido = do_truco = 1
        v.premiar(Parte.SANCAO, outro, do_envido + do_truco,
                  f"{motivo}: {do_envido} do ENVIDO e {do_truco} do TRUCO", artigos, chave="sancao")
    else:  # only lost: the other trio keeps what it won by itself
        envido.resolver_canto(v)
        v.tirar(trio, ("envido",))
        v.envido.encerrar()
        v.fechar("envido")
    v.encerrar(Termino.SANCAO, motivo)
    v.truco.anular(motivo)


# --- incidents (contract §4, `falta:`) ------------------------------------------------------------------

def incidente(v: Volta, ev: Falta) -> None:
    tratar = {
        "falou-na-testa": _falou_na_testa,
        "olhou-cartas": _olhou_cartas,
        "senha": _senha,
        "mostrou-cartas": _senha,
        "cartas-recolhidas-pelo-companheiro": _recolhidas_companheiro,
        "cartas-recolhidas-pelo-adversario": _recolhidas_adversario,
        "cartas-a-mais": _mal_distribuidas,
        "cartas-a-menos": _mal_distribuidas,
        "carta-virada": _carta_virada,
        "cartas-sobrepostas": _sobrepostas,
    }
    tratar[ev.tipo](v, ev)


def _so_na_testa(v: Volta, ev: Falta, artigo: str) -> bool:
    if v.testa:
        return True
    v.observar(f"{ev.tipo} de {ev.jogador} numa volta de roda: a regra vale para as partidas de testa — caso "
               "omisso para a roda, cabe à Comissão", artigo, art.CASOS_OMISSOS, tipo=Tipo.OMISSO)
    return False


def _falou_na_testa(v: Volta, ev: Falta) -> None:
    # Art. 10, III: "quem por ventura falar para esclarecer um erro ... faz o companheiro perder os tentos
    # jogados — um do envido e outro do TRUCO, se não foi jogado ainda."
    if not _so_na_testa(v, ev, TESTA):
        return
    if ev.jogador in v.sentados():
        v.observar(f"{ev.jogador} joga esta testa: a regra trata dos demais jogadores, que devem permanecer "
                   "alheios ao jogo; sem efeito", TESTA, tipo=Tipo.NAO_VALE)
        return
    trio = v.trio(ev.jogador)
    companheiro = next((j for j in v.sentados(trio)), ev.jogador)
    motivo = f"{ev.jogador} falou durante a testa para esclarecer um erro: {companheiro} perde os tentos jogados"
    um_de_cada = v.ler(L.TENTOS_JOGADOS_NA_TESTA, motivo, TESTA) == "um-de-cada"
    _perde_tudo_em_jogo(v, ev.jogador, motivo, (TESTA,), um_de_cada)


def _olhou_cartas(v: Volta, ev: Falta) -> None:
    if not v.testa:
        v.observar(f"{ev.jogador} olhou as cartas antes da distribuição de todas: pagará os tentos apostados e o "
                   "baralho passa ao próximo a dar as cartas; sem tentos apostados, nada a pagar", TERMINO,
                   tipo=Tipo.IRREGULARIDADE)
        return
    if ev.jogador == mesa.vez(v) or v.ja_jogou(ev.jogador):
        # "só poderão olhar as cartas recebidas os jogadores que estiverem na sua vez de jogar" (Art. 10, IV)
        v.observar(f"{ev.jogador} está na sua vez de jogar nesta testa e pode olhar as cartas recebidas; sem "
                   "efeito", DISTRIBUICAO, tipo=Tipo.NAO_VALE)
        return
    # "Se alguém olhar, as cartas serão distribuídas novamente. Se o jogo estiver em andamento, serão penalizados
    # com o pagamento de 1 (um) tento."
    respondidas = (v.envido.situacao in (ENVIDO_ACEITO, ENVIDO_RECUSADO, ENVIDO_RESOLVIDO)
                   or v.truco.nivel is not None
                   or v.truco.situacao is truco.SituacaoTruco.RECUSADO or v.flor.cantada())
    em_andamento = v.alguma_carta_jogada() or (respondidas and v.ler(
        L.JOGO_EM_ANDAMENTO, f"{ev.jogador} olhou as cartas fora da sua vez na testa, com propostas já feitas e "
        "respondidas e nenhuma carta jogada", DISTRIBUICAO) == "propostas-respondidas")
    if not em_andamento:
        _anular_volta(v, f"{ev.jogador} olhou as cartas fora da sua vez na testa, antes do jogo", DISTRIBUICAO)
        return
    v.premiar(Parte.SANCAO, v.outro(v.trio(ev.jogador)), 1,
              f"{ev.jogador} olhou as cartas fora da sua vez com o jogo em andamento: paga um tento",
              (DISTRIBUICAO,), chave="sancao")


def _senha(v: Volta, ev: Falta) -> None:
    # Art. 10, V: "Aquele que for pego passando senha, ou mostrar suas cartas sem necessidade, pagará um
    # tento, cobrado pelo seu testa."
    if not _so_na_testa(v, ev, JOGO_DE_TESTA):
        return
    if ev.tipo == "senha":
        v.premiar(Parte.SANCAO, v.outro(v.trio(ev.jogador)), 1, f"{ev.jogador} passou senha no jogo de testa: paga um "
                  "tento, cobrado pelo seu testa", (JOGO_DE_TESTA,), chave="sancao")
        return
    _mostrou_sem_necessidade(v, ev.jogador, _testa_encerrada(v))


def mostrou(v: Volta, jogador: str) -> None:
    """A ``mostra`` in testa once the testa ended, by a player with nothing to prove: "Será considerada
    desnecessária a carta mostrada após o encerramento da testa" (Art. 10, V) — the same as the incident
    ``mostrou-cartas``."""
    if v.testa and jogador in v.sentados() and _testa_encerrada(v) and not _tem_o_que_provar(v, jogador):
        _mostrou_sem_necessidade(v, jogador, depois=True)


def _testa_encerrada(v: Volta) -> bool:
    return v.mesa.ganhador is not None or v.encerrada is not None


def _tem_o_que_provar(v: Volta, jogador: str) -> bool:
    """The cards shown prove something: the points of who won the envido — "O que ganhar o ENVIDO será obrigado a
    mostrar os pontos" (Art. XIV; Art. 10, VIII, k: "Se ganhar a proposta do ENVIDO, deverá desvirar suas cartas"),
    not of who lost it; a flor sung, winning or losing (k: "perdendo ou ganhando a proposta de FLOR"), asked or
    declared, or a flor that collects the tentos of a trio that passed (Art. 10, VIII, a)."""
    mao = v.mao(jogador)
    venceu = v.envido.vencedor
    return ((jogador in v.cantaram_pontos and venceu in (None, jogador)) or v.flor.cantou(jogador)
            or jogador in v.flor.depois_da_saida or jogador in v.flor.mencionada or jogador in v.sem_mostrar
            or jogador in v.nao_mostrou
            or any(jogador == j for j, _ in v.flor.equivocas) or any(jogador in par for par in v.pedidos)
            or (mao is not None and cartas.flor(mao) is not None))


def _mostrou_sem_necessidade(v: Volta, jogador: str, depois: bool) -> None:
    if jogador in v.mostrou_sem_necessidade:  # the incident and the `mostra` tell the same card: paid once
        return
    v.mostrou_sem_necessidade.add(jogador)
    # "Será considerada desnecessária a carta mostrada após o encerramento da testa (isso não ocorrerá na 3ª testa)."
    if depois and v.cenario.testa == 3:
        v.observar(f"{jogador} mostrou as cartas depois de encerrada a 3ª testa: não há testa seguinte a "
                   "influenciar, e a carta mostrada não é desnecessária; nada a pagar", JOGO_DE_TESTA, tipo=Tipo.NOTA)
        return
    quando = " depois de encerrada a testa" if depois else ""
    v.premiar(Parte.SANCAO, v.outro(v.trio(jogador)), 1,
              f"{jogador} mostrou as cartas sem necessidade{quando} no jogo de testa: paga um tento, cobrado pelo seu "
              "testa", (JOGO_DE_TESTA,), chave="sancao")
    if depois and v.cenario.testa is None:
        v.observar(f"{jogador} mostrou as cartas depois de encerrada a testa, e o cenário não diz qual testa era: "
                   "na 3ª testa a carta mostrada depois do fim não é desnecessária (informe testa: 3)", JOGO_DE_TESTA,
                   tipo=Tipo.CONFIRA)


def _recolhidas_companheiro(v: Volta, ev: Falta) -> None:
    if not _so_na_testa(v, ev, JOGO_DE_TESTA):
        return
    v.recolhidas.append(ev.jogador)  # settled at the end, once the adversary's flor may have been shown
    _encerrar_recolhidas(v, ev.jogador)


def _encerrar_recolhidas(v: Volta, jogador: str) -> None:
    """Cards collected end the testa of the player who held them; those of a player of a later testa do not
    end this one, which keeps its result."""
    if jogador not in v.sentados():
        v.observar(f"{jogador} não joga esta testa: a sanção pelas cartas recolhidas se soma, e esta testa segue "
                   "com o seu resultado", JOGO_DE_TESTA, tipo=Tipo.NOTA)
        return
    v.encerrar(Termino.SANCAO, "cartas recolhidas")
    v.truco.anular("cartas recolhidas")


def _pagar_recolhidas(v: Volta) -> None:
    # Art. 10, V: two tentos (one of the ENVIDO, one of the TRUCO); four against a flor (three + one).
    for jogador in v.recolhidas:
        outro = v.outro(v.trio(jogador))
        com_flor = flor.com_flor(v, outro)
        if com_flor:
            tentos, motivo = 4, "quatro tentos, três da FLOR do adversário e um do TRUCO"
            v.tirar(outro, ("flor",))  # the flor is paid by the sanction, not also by its song
        else:
            tentos, motivo = 2, "dois tentos, um do ENVIDO e outro do TRUCO"
            envido.encerrar_por_sancao(v)  # the envido is paid by the sanction, not also by its points
        v.premiar(Parte.SANCAO, outro, tentos,
                  f"as cartas de {jogador} foram recolhidas pelo companheiro antes de jogar: paga {motivo}",
                  (JOGO_DE_TESTA,), chave="sancao")


def _recolhidas_adversario(v: Volta, ev: Falta) -> None:
    if not _so_na_testa(v, ev, JOGO_DE_TESTA):
        return
    v.premiar(Parte.SANCAO, v.trio(ev.jogador), 2,
              f"as cartas de {ev.jogador} foram recolhidas pelo trio adversário: recebe dois tentos",
              (JOGO_DE_TESTA,), chave="sancao")
    envido.encerrar_por_sancao(v)  # the testa ends with it: the envido is not also scored
    _encerrar_recolhidas(v, ev.jogador)


def _mal_distribuidas(v: Volta, ev: Falta) -> None:
    # Art. 10, VIII, d: said before playing → a new deal, "sem prejuízo"; after playing → the tentos played
    # and still to play, at least one of the ENVIDO and one of the TRUCO.
    quantas = "a mais" if ev.tipo == "cartas-a-mais" else "a menos"
    if not ev.apos_jogar:
        _anular_volta(v, f"{ev.jogador} recebeu cartas {quantas} e avisou antes de jogar", MAL_DISTRIBUIDAS)
        return
    _perde_tudo_em_jogo(v, ev.jogador, f"{ev.jogador} comunicou cartas {quantas} depois de jogar: perde os tentos "
                        "jogados e os que faltam jogar, no mínimo um do ENVIDO e um do TRUCO", (MAL_DISTRIBUIDAS,))


ALTAS_MINIMA = forca(Carta(1, Naipe.COPAS))  # ás de copas/ouros: the lowest "carta de valor alto"


def _carta_virada(v: Volta, ev: Falta) -> None:
    # Art. 10, VIII, e: a high card turned up forces a new deal; a low one, the player chooses on the spot.
    c = ev.carta
    if c is None:
        v.observar(f"carta virada na distribuição para {ev.jogador} sem informar qual: se alta, nova "
                   "distribuição automática; se baixa, o jogador escolhe no ato", VIRADAS, tipo=Tipo.CONFIRA)
        return
    if forca(c) >= ALTAS_MINIMA:
        # Reported only after play began: the text says the redeal is automatic, and also "NO ATO".
        if v.alguma_carta_jogada() and v.ler(L.CARTA_VIRADA_TARDE, f"A carta virada para {ev.jogador} ({c.nome}, de "
                                             "valor alto) só foi informada depois de jogadas cartas",
                                             VIRADAS) == "volta-vale":
            return
        _anular_volta(v, f"virou {c.com_artigo} na distribuição para {ev.jogador}, carta de valor alto", VIRADAS)
        return
    v.observar(f"virou {c.com_artigo} para {ev.jogador}, carta baixa (negra, quatro, cinco, seis ou sete de "
               f"copas/paus): {ev.jogador} devia dizer NO ATO se aceitava ou pedia nova distribuição; como o jogo "
               "seguiu, aceitou a carta", VIRADAS, tipo=Tipo.NOTA)


def _sobrepostas(v: Volta, ev: Falta) -> None:
    # Art. 10, VIII, b: two cards put down together must be seen as two, "sob pena de perder os tentos
    # apostados no truco".
    if v.saida_inicial is not None:
        v.observar(f"cartas sobrepostas de {ev.jogador} numa volta encerrada antes de se jogar carta: não há "
                   "truco disputado a perder; sem efeito", SOBREPOSTAS, tipo=Tipo.NAO_VALE)
        return
    trio = v.trio(ev.jogador)
    motivo = f"{ev.jogador} jogou cartas sobrepostas sem deixar visível que eram duas"
    truco.confiscar(v, v.outro(trio), f"{motivo}: perde os tentos apostados no TRUCO", (SOBREPOSTAS,),
                    ao_contrario=_ao_contrario(v, trio, motivo, SOBREPOSTAS))


# --- peço flor (Art. XI) -----------------------------------------------------------------------------------

def pede_flor(v: Volta, ev: PedeFlor) -> None:
    """The asked player shows his cards only at the end of the three vazas: settled in :func:`verificar`."""
    if v.trio(ev.alvo) == v.trio(ev.jogador):
        v.observar(f"{ev.jogador} pediu FLOR a {ev.alvo}, do próprio trio: o pedido é feito ao adversário "
                   "suspeito de renegar a flor; não tem efeito", XI, tipo=Tipo.NAO_VALE)
        return
    if v.saida_inicial is not None:
        v.observar(f"{ev.jogador} pediu FLOR a {ev.alvo} depois que um trio passou as cartas sem jogar: não houve "
                   "vazas nem truco em que a flor fosse renegada; o pedido não tem efeito", XI, PASSAR,
                   tipo=Tipo.NAO_VALE)
        return
    v.pedidos.append((ev.jogador, ev.alvo))


def _sem_flor(v: Volta, jogador: str) -> bool | None:
    """True when the cards seen prove no flor ("duas delas de naipes diferentes cumprirão a finalidade"),
    False when they show one, None when they prove nothing."""
    if flor.sem_flor_provado(v, jogador):
        return True
    mao = v.mao(jogador)
    if mao is not None and cartas.flor(mao) is not None:
        return False
    return None


def _pedidos_de_flor(v: Volta) -> None:
    for quem, alvo in v.pedidos:
        trio = v.trio(quem)
        if _sem_flor(v, quem):
            v.observar(f"{quem} pediu FLOR a {alvo} sem ter FLOR: só poderá pedir FLOR o jogador que a tiver, e o "
                       "pedido não vale", XI, tipo=Tipo.NAO_VALE)
            if v.ler(L.PEDE_FLOR_SEM_FLOR, f"{quem} pediu FLOR sem tê-la", XI) == "paga-um":
                v.premiar(Parte.SANCAO, v.outro(trio), 1, f"{quem} pediu FLOR a {alvo} sem ter FLOR: paga um tento",
                          (XI,), chave="sancao")
            continue
        if v.flor.cantou(alvo):
            # "Quando suspeitar que o adversário renegou a flor" (Art. XI): a flor sung was not renegade.
            v.observar(f"{quem} pediu FLOR a {alvo}, que a cantou: não há FLOR renegada e o pedido não tem efeito",
                       XI, tipo=Tipo.NAO_VALE)
            continue
        prova = _sem_flor(v, alvo)
        if prova is None:
            v.observar(f"{quem} pediu FLOR a {alvo}, mas as cartas de {alvo} não foram mostradas: elas se mostram ao "
                       f"final das três vazas. Se tiver FLOR, o trio {trio} ganha a FLOR renegada e todos os "
                       f"tentos do TRUCO; se não tiver, {quem} paga um tento", XI, tipo=Tipo.CONFIRA)
        elif prova:
            v.premiar(Parte.SANCAO, v.outro(trio), 1,
                      f"{quem} pediu FLOR a {alvo}, que não a tinha: paga um tento", (XI,), chave="sancao")
        else:
            _renegada(v, alvo, f"{quem} pediu FLOR a {alvo}, que a tinha e não cantou", (XI, X))


def _renegada(v: Volta, jogador: str, motivo: str, artigos: tuple[str, ...]) -> None:
    """A renegade flor discovered: three tentos of the flor and all the truco's to the other trio (Art. X)."""
    outro = v.outro(v.trio(jogador))
    v.premiar(Parte.SANCAO, outro, valores.FLOR, f"{motivo}: os três tentos da FLOR renegada", artigos,
              chave="sancao")
    truco.confiscar(v, outro, f"{motivo}: todos os tentos do TRUCO", artigos)


# --- checks at the end of the volta ---------------------------------------------------------------------

def verificar(v: Volta) -> None:
    _pagar_recolhidas(v)
    _pedidos_de_flor(v)
    _cantos_do_envido(v)
    _nao_mostrou(v)
    _sem_mostrar(v)
    _flor_renegada(v)
    _flor_tardia(v)


def _sancao_envido(v: Volta, jogador: str, motivo: str) -> None:
    """Canto equivocado or not killing the point (Art. XIV): the envido's tentos and the truco's (one
    tento when no truco was played) go to the other trio, even if his trio won them."""
    trio = v.trio(jogador)
    v.mover(trio, ("envido",), motivo, (XIV,))
    if v.truco.nivel is not None:
        truco.confiscar(v, v.outro(trio), f"{motivo}: os tentos do TRUCO, ainda que os tenha ganho", (XIV,))
    elif v.ler(L.SANCAO_ENVIDO_SEM_TRUCO, f"{motivo}, sem TRUCO jogado: perde um tento", XIV) == "o-da-volta":
        truco.confiscar(v, v.outro(trio), f"{motivo}: um tento, pois não foi jogado o TRUCO", (XIV,))
    else:
        v.premiar(Parte.SANCAO, v.outro(trio), 1, f"{motivo}: um tento, pois não foi jogado o TRUCO", (XIV,),
                  chave="sancao")


def _cantos_do_envido(v: Volta) -> None:
    e = v.envido
    if e.situacao is not ENVIDO_RESOLVIDO or not e.cantos:
        return
    # The point standing so far: (points, -order, trio). Only a point of the other trio must be killed: "os
    # demais cantarão os seus se forem maiores — sendo menores, bastará que se diga NÃO MATO ou É BOM"
    # (Art. XIV); whoever's partner already killed it has nothing to kill.
    melhor: tuple[int, int, str] | None = None
    for jogador, cantado in e.cantos.items():
        trio = v.trio(jogador)
        mao = v.mao(jogador)
        real = cartas.envido(mao) if mao is not None else None
        # After the time limit "apenas o ponto vencedor precisa comprovar os pontos" (Término do tempo de jogo).
        prova = not v.cenario.tempo_esgotado or jogador == e.vencedor
        if cantado is not None and real is not None and real.pontos != cantado and prova:
            _sancao_envido(v, jogador, f"canto equivocado: {jogador} cantou {cantado} e as cartas "
                           f"({cartas.nomes(mao or ())}) dão {real.pontos}")
            return
        if cantado is None and real is not None and melhor is not None and melhor[2] != trio and \
                (real.pontos, -v.ordem(jogador)) > melhor[:2]:
            _sancao_envido(v, jogador, f"{jogador} não matou o ponto adversário ({melhor[0]}) tendo "
                           f"{real.pontos}")
            return
        if cantado is not None and (melhor is None or (cantado, -v.ordem(jogador)) > melhor[:2]):
            melhor = (cantado, -v.ordem(jogador), trio)


def _nao_mostrou(v: Volta) -> None:
    # Art. XIV: "O que ganhar o ENVIDO será obrigado a mostrar os pontos ao término da volta ... Caso não
    # confirme seu canto jogando as cartas na mesa, perderá todos os pontos disputados na volta."
    vencedor = v.envido.vencedor
    if vencedor is None or vencedor not in v.nao_mostrou:
        return
    trio = v.trio(vencedor)
    motivo = f"{vencedor} ganhou o ENVIDO e não mostrou os pontos"
    if v.cenario.tempo_esgotado:
        # "Se não comprovar o canto ... devem ser pagos todos os tentos da FALTA-ENVIDO apostados."
        v.mover(trio, ("envido",), f"{motivo}: paga todos os tentos da FALTA ENVIDO", (TERMINO,))
        return
    vao = _ao_contrario(v, trio, f"{motivo}: perde todos os pontos disputados na volta", XIV)
    if vao:
        v.mover(trio, ("envido", "truco", "flor"), motivo, (XIV,))
    else:
        v.tirar(trio, ("envido", "flor"))
    truco.confiscar(v, v.outro(trio), f"{motivo}: perde os tentos do TRUCO", (XIV,), ao_contrario=vao)


def _sem_mostrar(v: Volta) -> None:
    # Art. 10, VIII, a: "Quem haja cantado FLOR ou ENVIDO não pode ir ao baralho sem mostrar previamente as
    # cartas que creditam seu canto, sob pena de reverter todos os pontos ao trio adversário"; Art. X.
    for jogador in v.sem_mostrar:
        trio = v.trio(jogador)
        cantou_flor = v.flor.cantou(jogador)
        artigos = (PASSAR, X) if cantou_flor else (PASSAR,)
        motivo = f"{jogador} cantou {'FLOR' if cantou_flor else 'ENVIDO'} e foi ao baralho sem mostrar as cartas"
        v.mover(trio, ("envido", "flor", "truco", "baralho"), motivo, artigos)
        truco.confiscar(v, v.outro(trio), f"{motivo}: os tentos do TRUCO revertem ao trio adversário", artigos)


def _flor_renegada(v: Volta) -> None:
    # Art. X: "A FLOR renegada e descoberta pelos adversários dará a estes os três tentos da FLOR renegada e
    # mais os do TRUCO." A flor must be sung before the truco is played.
    if v.nova_distribuicao or not (truco.foi_jogado(v) or v.cenario.tempo_esgotado):
        return
    for jogador in v.sentados():
        mao = v.mao(jogador)
        if mao is None or cartas.flor(mao) is None or any(alvo == jogador for quem, alvo in v.pedidos
                                                         if not _sem_flor(v, quem)):
            continue  # a valid "peço flor" judges it (Art. XI); a void one hides nothing
        if v.flor.cantou(jogador) or jogador in v.flor.tardias or jogador in v.flor.declaradas:
            continue
        if jogador in v.flor.mencionada and v.ler(L.ENVIDO_MINHA_FLOR, f"{jogador} tinha FLOR e disse \"ENVIDO MINHA "
                                                 "FLOR\"", art.ENVIDO_EMPATE, X) == "declarada":
            continue
        if v.cenario.tempo_esgotado:
            # "ou uma flor não cantada for descoberta, devem ser pagos todos os tentos da FALTA-ENVIDO apostados"
            motivo = f"{jogador} tinha FLOR ({cartas.nomes(mao)}) e não a cantou, descoberta"
            if not v.mover(v.trio(jogador), ("envido",), f"{motivo}: paga todos os tentos da FALTA ENVIDO",
                           (TERMINO,)) and v.envido.situacao is not ENVIDO_RESOLVIDO:
                falta = valores.falta(v.placar(Parte.ENVIDO), v.testa, v.alvo)
                v.premiar(Parte.SANCAO, v.outro(v.trio(jogador)), falta.tentos,
                          f"{motivo}: paga os tentos da FALTA ENVIDO", (TERMINO, *falta.artigos), chave="sancao")
            continue
        _renegada(v, jogador, f"{jogador} tinha FLOR ({cartas.nomes(mao)}) e não a cantou", (X,))


def _flor_tardia(v: Volta) -> None:
    # art.TERMINO_DO_TEMPO: a flor sung after a partner opened the points — if shown, "perde os
    # tentos da flor mais os tentos da falta envido do trio ponteiro".
    for jogador in v.flor.tardias:
        mao = v.mao(jogador)
        if mao is None or cartas.flor(mao) is None:
            continue
        trio = v.trio(jogador)
        outro = v.outro(trio)
        falta = valores.falta(v.cenario.placar, v.testa, v.alvo)
        motivo = (f"{jogador} cantou FLOR depois que um companheiro abriu os pontos, e a FLOR foi mostrada: perde "
                  "os tentos da FLOR mais os da falta envido do trio ponteiro")
        if v.envido.cadeia and v.envido.cadeia[-1] is Envite.FALTA_ENVIDO:
            # The falta envido in play is the one lost: it goes to the other trio instead of being added.
            v.mover(trio, ("envido",), motivo, (TERMINO,))
            v.premiar(Parte.SANCAO, outro, valores.FLOR, f"{motivo}: os três tentos da FLOR", (TERMINO,),
                      chave="sancao")
            continue
        v.premiar(Parte.SANCAO, outro, valores.FLOR + falta.tentos,
                  f"{jogador} cantou FLOR depois que um companheiro abriu os pontos, e a FLOR foi mostrada: perde "
                  f"os três tentos da FLOR e a falta envido do trio ponteiro ({falta.tentos})",
                  (TERMINO, *falta.artigos), chave="sancao")


def olhou_cedo(v: Volta, ev: OlhouCedo) -> None:
    """"Somente após a distribuição de todas as cartas para todos os participantes as mesmas podem ser vistas.
    Quem olhar antes pagará os tentos apostados e o baralho será passado para o próximo a dar as cartas.\""""
    trio = v.trio(ev.jogador)
    apostados = envido.aceito(v).tentos if v.envido.situacao is ENVIDO_ACEITO else 0
    v.distribuir_de_novo(f"{ev.jogador} olhou as cartas antes do fim da distribuição")
    if not apostados:
        v.observar(f"{ev.jogador} olhou as cartas antes do fim da distribuição: sem tentos apostados, nada a pagar; "
                   "o baralho passa ao próximo a dar as cartas", TERMINO, tipo=Tipo.IRREGULARIDADE)
        return
    v.premiar(Parte.SANCAO, v.outro(trio), apostados,
              f"{ev.jogador} olhou as cartas antes do fim da distribuição: paga os tentos apostados, a FALTA ENVIDO "
              f"({valores.tentos(apostados)}), e o baralho passa ao próximo a dar as cartas",
              (TERMINO, *envido.aceito(v).artigos), chave="olhou-cedo")
