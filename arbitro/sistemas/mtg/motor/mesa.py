"""The play of the cards: vazas from `joga` events or `vaza:` summaries, and the volta's winner
(Art. XVI; Art. 10, VIII, a, b, g)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import JogadaVista, Observacao, Tipo, VazaJulgada
from arbitro.nucleo.vazas import Jogada, ResultadoVaza
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.cenario.modelo import Joga, Vaza
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor import vazas
from arbitro.sistemas.mtg.motor.vazas import Ganhador

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta


@dataclass
class EstadoMesa:
    jogaram: set[str] = field(default_factory=set)  # players who have played a card
    fora: set[str] = field(default_factory=set)  # went to the baralho, passed, or passed with a covered card
    atual: list[Jogada] = field(default_factory=list)  # the vaza being played
    resultados: list[str | None] = field(default_factory=list)  # each vaza: a trio, or None for parda
    detalhes: list[ResultadoVaza | None] = field(default_factory=list)  # None for a `vaza:` summary
    jogadas: list[list[Jogada]] = field(default_factory=list)  # the cards of each vaza, in order ([] summarised)
    primeiro: str | None = None  # who leads the vaza being played
    ganhador: Ganhador | None = None
    # Vazas played or informed after the volta ended (by a sanction, a refusal…): reported, never counted.
    depois: list[tuple[list[Jogada], str | None]] = field(default_factory=list)
    # Observations about a player who left while his partners stayed, by trio: withdrawn if the whole trio
    # leaves after all (the volta then ends, and no partner defends it).
    avisos: dict[str, list[Observacao]] = field(default_factory=dict)

    def ativos(self, v: Volta) -> list[str]:
        return [j for j in v.sentados() if j not in self.fora]


def _proximo(v: Volta) -> str | None:
    """Who should play now: the leader of the vaza, then the following players in playing order, skipping
    those out of it. Once the vaza has begun the order runs from whoever actually led it, so that one card
    out of turn is reported once; None when the leader is unknown (after a `vaza:` summary)."""
    m = v.mesa
    mesa = v.sentados()
    if m.atual:
        lider: str | None = m.atual[0].jogador
    elif not m.resultados:
        lider = mesa[0]  # "Sairá jogando o mão e continuará o seguinte" (Art. 10, III)
    else:
        lider = m.primeiro
    if lider not in mesa:
        return None
    inicio = mesa.index(lider)
    ordem = [mesa[(inicio + k) % len(mesa)] for k in range(len(mesa))]
    ja = {j.jogador for j in m.atual}
    for j in ordem:
        if j not in ja and j not in m.fora:
            return j
    return None


def vez(v: Volta) -> str | None:
    """The player whose turn it is to play (None when it cannot be told)."""
    return _proximo(v)


def depois_da_primeira_carta(v: Volta, jogador: str, canto: str) -> bool:
    """Whether ``jogador``'s ENVIDO or FLOR comes after "a primeira carta" (Art. XIV; Art. 10, VIII, f): his
    own first card, or any card on the table — a named reading, asked only where the two differ."""
    if v.ja_jogou(jogador):
        return True
    if not v.alguma_carta_jogada():
        return False
    return v.ler(L.CANTO_DEPOIS_DA_CARTA, f"{canto} sem ter jogado a sua carta, mas depois de jogadas cartas na "
                 "mesa", art.ENVIDO_EMPATE, art.CARTAS_RECEBIDAS) == "a-da-mesa"


def _por_que_sai(v: Volta) -> tuple[str, str]:
    """Why the expected player leads the vaza about to begin, and the article that says so."""
    m = v.mesa
    if not m.resultados:
        return "o mão sai jogando", art.JOGADORES
    ultimo = m.detalhes[-1]
    if ultimo is None or ultimo.parda:
        # "Quando uma vaza fica empatada, joga em primeiro lugar o jogador que foi mão na vaza anterior."
        return "depois da vaza parda joga primeiro quem foi mão na vaza anterior", vazas.EMPATADA
    if len(ultimo.empatados) > 1:
        # "joga de mão o que foi em relação ao companheiro na vaza anterior"
        return ("dos companheiros que empataram no alto, joga de mão o que jogou antes na vaza anterior",
                vazas.EMPATADA)
    return "quem jogou a carta mais alta da vaza anterior joga primeiro na seguinte", vazas.HIERARQUIA


def jogar(v: Volta, ev: Joga) -> bool:
    """A card is played (Art. 10, VIII, b: a card put down cannot be exchanged). True when, by playing it face
    down, the player passed his remaining cards (Art. 10, VIII, a): the motor then checks whether his whole trio
    is out (:func:`.baralho.verificar_trio_fora`), a rule above the vazas."""
    m = v.mesa
    if m.ganhador is not None:
        v.ver(ev.jogador, [ev.carta])
        v.observar(f"{ev.jogador} jogou {ev.carta.com_artigo} depois de decidida a volta: a carta não tem efeito",
                   vazas.COMO_SE_GANHA, tipo=Tipo.NAO_VALE)
        return False
    if ev.jogador in m.fora:
        v.observar(f"{ev.jogador} já tinha ido ao baralho ou passado as cartas: {ev.carta.com_artigo} não tem valor",
                   art.IR_AO_BARALHO, tipo=Tipo.NAO_VALE)
        return False
    if any(j.jogador == ev.jogador for j in m.atual):
        # The scenario skipped some cards of this vaza: settle it with the cards given.
        v.observar(f"a {len(m.resultados) + 1}ª vaza foi encerrada com as cartas informadas "
                   f"({len(m.atual)} de {len(m.ativos(v))}) porque {ev.jogador} voltou a jogar", vazas.HIERARQUIA,
                   tipo=Tipo.CONFIRA)
        fechar_vaza(v)
        if m.ganhador is not None:
            jogar(v, ev)
            return False
    esperado = _proximo(v)
    if esperado is not None and esperado != ev.jogador and not m.atual:
        porque, artigo = _por_que_sai(v)
        v.observar(f"{ev.jogador} saiu jogando a {len(m.resultados) + 1}ª vaza, mas a vez era de {esperado} "
                   f"({porque}); o regulamento não prevê sanção e a vaza vale pelas cartas jogadas", artigo,
                   tipo=Tipo.IRREGULARIDADE)
    elif esperado is not None and esperado != ev.jogador:
        # "Sairá jogando o mão e continuará o seguinte, até que todos tenham intervindo" (Art. 10, III).
        v.observar(f"{ev.jogador} jogou fora da sua vez (era a vez de {esperado})", art.JOGADORES,
                   tipo=Tipo.IRREGULARIDADE)
    v.ver(ev.jogador, [ev.carta])
    m.jogaram.add(ev.jogador)
    m.atual.append(Jogada(ev.jogador, v.trio(ev.jogador), ev.carta, ev.coberta))
    if ev.coberta and v.testa and _fez_proposta(v, ev.jogador):
        # Art. 10, VIII, k: in testa, a first card falling face down after a proposal passes the cards
        # only for the truco; the envido or flor still stands and must be proven.
        v.fundamentar(art.BOCA_PARA_BAIXO, "truco")
        v.observar(f"{ev.jogador} fez proposta e {ev.carta.com_artigo} caiu de boca para baixo: passou as cartas "
                   "somente para o TRUCO; só pode manifestar-se nas propostas de ENVIDO ou FLOR e, se ganhar, "
                   "deve desvirar as cartas para comprovação", art.BOCA_PARA_BAIXO, tipo=Tipo.IRREGULARIDADE)
    elif ev.coberta:
        # "Se um jogador passar uma carta, passará automaticamente as restantes" (Art. 10, VIII, a).
        v.observar(f"{ev.jogador} jogou {ev.carta.com_artigo} de boca para baixo: a carta não vale na vaza e "
                   f"{ev.jogador} passa as "
                   "restantes", art.PASSAR_AS_CARTAS, art.IR_AO_BARALHO, tipo=Tipo.IRREGULARIDADE)
    if len({j.jogador for j in m.atual} | m.fora) >= len(v.sentados()):
        fechar_vaza(v)
    if ev.coberta:
        m.fora.add(ev.jogador)
    return ev.coberta


def _fez_proposta(v: Volta, jogador: str) -> bool:
    return jogador in v.envido.chamadores or v.flor.cantou(jogador) or v.truco.quem == jogador


def fechar_vaza(v: Volta) -> None:
    m = v.mesa
    if not m.atual:
        return
    resultado = vazas.disputar(m.atual)
    m.jogadas.append(list(m.atual))
    m.resultados.append(resultado.vencedor)
    m.detalhes.append(resultado)
    # The highest card leads the next vaza; after a parda, "joga em primeiro lugar o jogador que foi mão
    # na vaza anterior" (Art. XVI, Vaza empatada).
    m.primeiro = resultado.primeiro if resultado.primeiro is not None else m.atual[0].jogador
    m.atual = []
    _decidir(v)


def registrar_depois(v: Volta, ev: Joga | Vaza) -> None:
    """A card played, or a vaza informed, after the volta ended: kept for the report, with no effect."""
    m = v.mesa
    if isinstance(ev, Vaza):
        m.depois.append(([], ev.vencedor or vazas.PARDA))
        return
    if not m.depois or m.depois[-1][1] is not None or any(j.jogador == ev.jogador for j in m.depois[-1][0]):
        m.depois.append(([], None))
    m.depois[-1][0].append(Jogada(ev.jogador, v.trio(ev.jogador), ev.carta, ev.coberta))


def julgadas(v: Volta) -> tuple[VazaJulgada, ...]:
    """The vazas as the ruling reports them: each one's cards, who led it, its winner and the rule; those
    played after the volta ended have no winner and no rule."""
    m = v.mesa
    saida: list[VazaJulgada] = []
    abertas = [m.atual] if m.atual else []
    for k, js in enumerate([*m.jogadas, *abertas]):
        fechada = k < len(m.resultados)
        detalhe = m.detalhes[k] if fechada else None
        vencedor = (m.resultados[k] or vazas.PARDA) if fechada else None
        if detalhe is None:
            artigos: tuple[str, ...] = ()  # a summarised vaza: its result as the judge gave it
        elif detalhe.parda:
            artigos = (vazas.EMPATADA,)
        elif len(detalhe.empatados) > 1:  # partners tied on top: "joga de mão o que foi em relação ao companheiro"
            artigos = (vazas.HIERARQUIA, vazas.EMPATADA)
        else:
            artigos = (vazas.HIERARQUIA,)
        mao = js[0].jogador if js else (v.sentados()[0] if k == 0 and v.sentados() else None)
        saida.append(VazaJulgada(k + 1, tuple(JogadaVista(j.jogador, j.carta.curta, j.coberta) for j in js),
                                 vencedor, mao, artigos))
    for js, informado in m.depois:
        saida.append(VazaJulgada(len(saida) + 1, tuple(JogadaVista(j.jogador, j.carta.curta, j.coberta) for j in js),
                                 informado if not js else None, js[0].jogador if js else None, ()))
    return tuple(saida[:3])


def refazer_vazas(v: Volta, jogadas: list[list[Jogada]]) -> None:
    """Decide again the vazas already played, with the cards they keep (Art. XVI, Ir ao baralho)."""
    m = v.mesa
    for k, js in enumerate(jogadas):
        if js:
            m.jogadas[k] = js
            m.detalhes[k] = r = vazas.disputar(js)
            m.resultados[k] = r.vencedor
    if m.detalhes and m.detalhes[-1] is not None:
        ultimo = m.detalhes[-1]
        m.primeiro = ultimo.primeiro if ultimo.primeiro is not None else m.jogadas[-1][0].jogador
    _decidir(v)


def resumo(v: Volta, ev: Vaza) -> None:
    """A `vaza:` summary: the result of a vaza whose cards were not listed."""
    m = v.mesa
    if m.ganhador is not None:
        v.observar("vaza informada depois de decidida a volta: não tem efeito", vazas.COMO_SE_GANHA,
                   tipo=Tipo.NAO_VALE)
        return
    if m.atual:
        v.observar("vaza informada com cartas da vaza anterior ainda em jogo: vale o resultado informado",
                   vazas.HIERARQUIA, tipo=Tipo.CONFIRA)
        m.atual = []
    m.resultados.append(ev.vencedor)
    m.detalhes.append(None)
    m.jogadas.append([])
    m.primeiro = None  # a summary does not say who played the highest card
    _decidir(v)


def _decidir(v: Volta) -> None:
    m = v.mesa
    mao_do_empate = None
    if len(m.resultados) == 3 and all(r is None for r in m.resultados):
        terceira = m.detalhes[2]
        if terceira is not None and terceira.empatados:
            # "ganha o que é mão dos que jogarem as cartas que empardaram na 3ª vaza": the first of them
            # to play (Art. 10, VIII, g: "em igualdade ... de cartas para o truco, é o mão quem primeiro jogou").
            mao_do_empate = v.trio(terceira.empatados[0])
        elif v.ler(L.TRES_PARDAS_SEM_CARTAS, "Três vazas pardas foram informadas sem as cartas da 3ª vaza",
                   vazas.EMPATADA) == "trio-do-mao":
            mao_do_empate = v.trio(v.sentados()[0])
    primeira_decide = True
    if vazas.segunda_parda(m.resultados):
        primeira = m.resultados[0]
        primeira_decide = v.ler(L.SEGUNDA_PARDA, f"A 1ª vaza foi ganha pelo trio {primeira} e a 2ª foi parda",
                                vazas.EMPATADA) == "ganha-a-primeira"
    g = vazas.ganhador(m.resultados, mao_do_empate, primeira_decide)
    if g is None:
        return
    if len(m.resultados) == 3 and all(r is None for r in m.resultados) and m.detalhes[2] is not None:
        g = g._replace(artigos=(*g.artigos, art.MAO))  # the mão of those who tied: who played first
    m.ganhador = g


def desempate(vencedor: str, empatados: list[str], pontos: int | None) -> str:
    """A tie of points decided by Art. 10, VIII, g ("Em igualdade de pontos ... é o mão quem primeiro jogou sua
    carta"), naming who won it: "; empate em 30 com b1, decidido a favor de a1, que joga antes (o mão entre eles)"."""
    outros = [j for j in empatados if j != vencedor]
    if not outros:
        return ""
    return (f"; empate em {pontos} com {', '.join(outros)}, decidido a favor de {vencedor}, que joga antes (o mão "
            "entre eles)")
