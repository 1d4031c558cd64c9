"""Envido: the bets of Art. XV and the singing of points of Art. XIV."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Final

from arbitro.nucleo.apostas import Impedimento
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.texto import concordar
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg import cartas
from arbitro.sistemas.mtg.fala import Envite
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor import mesa, truco, valores
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

XIV = art.ENVIDO_EMPATE
CARTA_JOGADA = art.CARTAS_RECEBIDAS
O_CANTO = art.O_CANTO
MAO = art.MAO  # ties go to the mão


class SituacaoEnvido(Enum):
    """Where the volta's envido stands (Art. XV): what the other modules ask, a typed value."""

    LIVRE = "livre"  # nothing called yet
    PROPOSTO = "proposto"  # a call awaits its answer
    ACEITO = "aceito"  # accepted: the points are still to be sung
    RECUSADO = "recusado"  # not accepted: its tentos to who called last
    ANULADO = "anulado"  # the flor took its place (Art. XIV)
    RESOLVIDO = "resolvido"  # the points were sung and compared, or a sanction settled it


# The members under plain names: the replay compares the envido's situation at almost every event, and looking a
# member up on its Enum class costs several times a module name (benchmarks/desempenho.py).
ENVIDO_LIVRE: Final = SituacaoEnvido.LIVRE
ENVIDO_PROPOSTO: Final = SituacaoEnvido.PROPOSTO
ENVIDO_ACEITO: Final = SituacaoEnvido.ACEITO
ENVIDO_RECUSADO: Final = SituacaoEnvido.RECUSADO
ENVIDO_ANULADO: Final = SituacaoEnvido.ANULADO
ENVIDO_RESOLVIDO: Final = SituacaoEnvido.RESOLVIDO


@dataclass
class EstadoEnvido:
    cadeia: list[Envite] = field(default_factory=list)
    chamadores: list[str] = field(default_factory=list)
    aguarda: str | None = None  # the trio that must answer the last call
    situacao: SituacaoEnvido = ENVIDO_LIVRE
    cantos: dict[str, int | None] = field(default_factory=dict)  # first number each player said
    vencedor: str | None = None  # the player whose points won
    pontos_vencedor: int | None = None
    tentos: int = 0  # what the envido was worth to whoever won it
    trio_ganhador: str | None = None
    so_falta: bool = False  # the answering trio may put only FALTA ENVIDO (Art. 10, VIII, i)

    def impedimento(self, trio: str, jogador: str, envite: Envite, flor_cantada: bool, t: truco.EstadoTruco,
                    depois_da_carta: Callable[[], bool]) -> Impedimento | None:
        """Why ``jogador``'s call of ``envite`` would be void now, and by which rule; None when the rules allow it (a
        reading may still be asked, :func:`propor`). ``depois_da_carta`` is asked only where the text needs it (it
        may consult a reading)."""
        if self.situacao is ENVIDO_ANULADO or flor_cantada:
            return Impedimento("há FLOR na volta, e a FLOR tem prioridade sobre o ENVIDO", XIV)
        if self.situacao in (ENVIDO_ACEITO, ENVIDO_RECUSADO, ENVIDO_RESOLVIDO):
            return Impedimento("o ENVIDO desta volta já foi encerrado com QUERO ou NÃO QUERO (quem diz QUERO antes "
                               "do revide fica valendo o QUERO)", art.REAL_ENVIDO, (art.FALA_CLARA,))
        if self.situacao is ENVIDO_LIVRE:
            if depois_da_carta():
                return Impedimento("a primeira manifestação de ENVIDO deve ser feita antes de jogar a primeira "
                                   "carta", XIV, (CARTA_JOGADA,))
            if t.nivel is not None:
                return Impedimento("o TRUCO já foi aceito; o ENVIDO só pode ser posto antes de aceitar o truco",
                                   art.TRUCO)
            if t.pendente is not None and t.proponente == trio and t.quem != jogador and t.antes_da_carta:
                # Art. XVI speaks of the trucador's partners only (the trucador himself: a reading, in propor)
                return Impedimento(f"dito o TRUCO antes de {t.quem} jogar a primeira carta, os seus companheiros "
                                   "não podem colocar o envido", art.TRUCO)
            return None
        # PROPOSTO: a revide, which accepts the call it answers (Art. XV, b)
        if self.aguarda != trio:
            return Impedimento("o próprio trio fez a última proposta de envido e aguarda a resposta dos "
                               "contrários", art.FALA_CLARA)
        if self.so_falta and envite is not Envite.FALTA_ENVIDO:
            return Impedimento("a uma proposta dupla se responde de forma dupla; sem ela só cabe a FALTA ENVIDO, "
                               "quando a proposta supera o que falta ao adversário", art.PROPOSTA_DUPLA)
        ilegal = valores.legalidade_envite(self.cadeia, envite)
        return None if ilegal is None else Impedimento(*ilegal)

    def chamar(self, jogador: str, envite: Envite, aguarda: str) -> None:
        """``jogador`` calls ``envite`` (allowed: :meth:`impedimento`), first or as a revide; ``aguarda`` answers."""
        if self.situacao is ENVIDO_PROPOSTO:
            self.so_falta = False
        self.cadeia.append(envite)
        self.chamadores.append(jogador)
        self.situacao, self.aguarda = ENVIDO_PROPOSTO, aguarda

    def encerrar(self) -> None:
        """Nothing more of the envido is said or sung: a sanction settled it, or took it away."""
        self.situacao, self.aguarda = ENVIDO_RESOLVIDO, None

    def colocar_falta(self, jogador: str) -> None:
        """The FALTA ENVIDO put and accepted for the volta by the Commission (Término do tempo de jogo), in the
        name of ``jogador``, the mão."""
        self.cadeia, self.chamadores, self.situacao = [Envite.FALTA_ENVIDO], [jogador], ENVIDO_ACEITO

    def so_a_falta(self, so: bool) -> None:
        """Whether the answering trio may put only the FALTA ENVIDO (Art. 10, VIII, i)."""
        self.so_falta = so


def _nomes(cadeia: list[Envite]) -> str:
    return ", ".join(e.value.upper() for e in cadeia)


def _dito(jogador: str, envite: Envite) -> str:
    return f"{envite.value.upper()} {concordar(envite.value, 'dito')} por {jogador}"


def impedimento(v: Volta, jogador: str, envite: Envite, trio: str | None = None) -> Impedimento | None:
    """Why ``jogador``'s call of ``envite`` would be void in the volta as it stands (the envido's own check): what
    :func:`propor` asks first, and what ``Sistema.pode`` asks without calling."""
    return v.envido.impedimento(trio or v.trio(jogador), jogador, envite, v.flor.cantada(), v.truco,
                                lambda: mesa.depois_da_primeira_carta(v, jogador,
                                                                      f"{jogador} disse {envite.value.upper()}"))


def nao_vale(jogador: str, envite: Envite, imp: Impedimento) -> str:
    """The words of a void call, as the ruling says them."""
    return f"{_dito(jogador, envite)} não vale: {imp.motivo}"


def propor(v: Volta, jogador: str, envite: Envite, artigos: tuple[str, ...] = ()) -> bool:
    """A player calls ENVIDO, REAL ENVIDO or FALTA ENVIDO, as a first call or as a revide.

    Returns False when the call is void (an observation says why)."""
    e = v.envido
    trio = v.trio(jogador)
    t = v.truco
    imp = impedimento(v, jogador, envite, trio)
    if imp is not None:
        v.observar(nao_vale(jogador, envite, imp), *imp.artigos, tipo=Tipo.NAO_VALE)
        return False
    if e.situacao is ENVIDO_LIVRE:
        if t.pendente is not None and t.proponente == trio and t.quem == jogador and v.ler(
                L.ENVIDO_DO_TRUCADOR, f"{jogador} trucou e, com o TRUCO sem resposta, disse {envite.value.upper()}",
                art.TRUCO) == "nao-pode":
            return False
    elif envite is Envite.FALTA_ENVIDO and trio in {v.trio(c) for c in e.chamadores} and \
            _falta_menor(v, jogador, _dito(jogador, envite)):
        return False
    e.chamar(jogador, envite, v.outro(trio))
    v.abrir("envido")
    return True


def _falta_menor(v: Volta, jogador: str, dito: str) -> bool:
    """Under Art. XV, c: a trio that already bet "não poderá retornar para a FALTA ENVIDO (que nesse caso seria
    menor)"; "se apostado, não poderá retornar para um número menor de tentos". True (and observed) when the
    falta is worth less than the chain it answers, accepted."""
    e = v.envido
    falta = valores.falta(v.placar(Parte.ENVIDO), v.testa, v.alvo).tentos
    em_jogo = aceito(v).tentos
    if falta >= em_jogo:
        return False
    return v.ler(L.FALTA_MENOR, f"O trio {v.trio(jogador)} já apostou e {jogador} volta para a FALTA ENVIDO, que "
                 f"valeria {falta}, menos que os {em_jogo} das propostas em jogo ({_nomes(e.cadeia)})",
                 art.FALTA_ENVIDO) == "nao-vale"


def responder(v: Volta, jogador: str, aceita: bool, como: str | None = None) -> None:
    """QUERO or NÃO QUERO to the envido (Art. XIV; Art. 10, VIII, h); ``como`` says how a refusal came about
    when nobody said it."""
    e = v.envido
    e.aguarda = None
    e.so_falta = False
    v.fechar("envido")
    ultimo = v.trio(e.chamadores[-1])
    if aceita:
        e.situacao = ENVIDO_ACEITO
        return
    e.situacao = ENVIDO_RECUSADO
    valor = recusado(v)
    e.tentos, e.trio_ganhador = valor.tentos, ultimo
    como = como or f"{concordar(_nomes(e.cadeia), 'não querido')} por {jogador}"
    v.premiar(Parte.ENVIDO, ultimo, valor.tentos,
              f"{_nomes(e.cadeia)} {como}: os tentos são perdidos por quem não aceita",
              (*valor.artigos, XIV), chave="envido")


def cantar(v: Volta, jogador: str, pontos: int | None) -> None:
    """A player sings his points, or lets them stand ("é bom", "não mato": ``pontos`` None).

    The first number said counts and cannot be corrected (Art. 10, VIII, j)."""
    e = v.envido
    if jogador in e.cantos:
        if pontos is not None and e.cantos[jogador] is not None and pontos != e.cantos[jogador]:
            v.observar(f"{jogador} corrigiu o canto de {e.cantos[jogador]} para {pontos}: vale o número dito "
                       "primeiro", O_CANTO, tipo=Tipo.NAO_VALE)
        return
    e.cantos[jogador] = pontos


def aceito(v: Volta) -> valores.Valor:
    """What the chain in play is worth accepted, the falta counted on the score before the truco (settled
    after the envido: Art. 10, VIII, i; Art. XV, c)."""
    cadeia = v.envido.cadeia
    return valores.envido_aceito(cadeia, _placar_da_falta(v), v.testa, v.alvo, teto=_teto(v, cadeia))


def _placar_da_falta(v: Volta) -> dict[str, int]:
    """The score the falta is counted on: the one before the truco — with, when a partial answer refused the truco
    first, its tento already scored ("procede-se negando por primeiro o que não se aceita", Art. XVI, Lei do jogo,
    a): a named reading, asked where the falta's value changes."""
    placar = v.placar(Parte.ENVIDO)
    negado = truco.negado_na_parcial(v)
    if negado is None or not v.envido.cadeia or v.envido.cadeia[-1] is not Envite.FALTA_ENVIDO:
        return placar
    com = dict(placar)
    com[negado.lado] = min(v.alvo, com[negado.lado] + negado.tentos)
    antes, depois = valores.falta(com, v.testa, v.alvo).tentos, valores.falta(placar, v.testa, v.alvo).tentos
    if antes == depois:
        return placar
    if truco.negado_primeiro(v, f"{v.truco.negou_na_parcial} passou o TRUCO e quis a FALTA ENVIDO: com o tento do "
                             f"TRUCO recusado anotado antes, a FALTA vale {valores.tentos(antes)}; sem ele, "
                             f"{valores.tentos(depois)}"):
        return com
    return placar


def recusado(v: Volta) -> valores.Valor:
    """What the chain in play gives refused: what the calls before the refused one add up to (Art. XV, b, c)."""
    cadeia = v.envido.cadeia
    return valores.envido_recusado(cadeia, v.testa, teto=_teto(v, cadeia[:-1]))


def _teto(v: Volta, cadeia: list[Envite]) -> bool:
    """Whether the testa's cap of six (Art. 10, III) limits ``cadeia``: a named reading, asked where it bites."""
    if not (v.testa and valores.excede_teto_testa(cadeia)):
        return True
    return v.ler(L.TETO_ENVIDO_TESTA, f"Na testa, {_nomes(cadeia)} somaria mais que seis tentos", art.JOGADORES,
                 art.FALTA_ENVIDO) == "teto-seis"


def resolver_canto(v: Volta) -> None:
    """Settle an accepted envido once the points have been sung (Art. XIV: ties go to the mão)."""
    e = v.envido
    if e.situacao is not ENVIDO_ACEITO:
        return
    e.situacao = ENVIDO_RESOLVIDO
    cantados = {j: p for j, p in e.cantos.items() if p is not None}
    prova = ""
    if cantados:
        vencedor = max(cantados, key=lambda j: (cantados[j], -v.ordem(j)))
        pontos: int | None = cantados[vencedor]
    else:
        # Nobody sang a number: the cards seen decide (the proof of the canto, Art. XIV).
        maos = {j: v.mao(j) for j in v.sentados()}
        # A flor's cards are a flor, never envido points: with the flor the envido is annulled (Art. XIV).
        conhecidos = {j: cartas.envido(m) for j, m in maos.items() if m is not None and cartas.flor(m) is None}
        if not conhecidos:
            v.observar("ENVIDO aceito sem pontos cantados nem cartas mostradas: não há como apontar o vencedor "
                       "— informe os pontos cantados", XIV, tipo=Tipo.CONFIRA)
            return
        vencedor = max(conhecidos, key=lambda j: (conhecidos[j].ordem, -v.ordem(j)))
        pontos = conhecidos[vencedor].pontos
        prova = " (pelas cartas mostradas, pois ninguém cantou os pontos)"
    trio = v.trio(vencedor)
    # The falta counts the score before the truco, settled after the envido (Art. 10, VIII, i; Art. XV, c).
    valor = aceito(v)
    e.vencedor, e.pontos_vencedor, e.tentos, e.trio_ganhador = vencedor, pontos, valor.tentos, trio
    empate = [j for j, p in cantados.items() if p == pontos and j != vencedor]
    desempate = mesa.desempate(vencedor, [vencedor, *empate], pontos)
    v.premiar(Parte.ENVIDO, trio, valor.tentos,
              f"{_nomes(e.cadeia)} {concordar(_nomes(e.cadeia), 'aceito')}: ganha {vencedor} com "
              f"{'pontos desconhecidos' if pontos is None else valores.pontos(pontos)}{prova}{desempate}",
              (*valor.artigos, XIV, *((MAO,) if empate else ())), chave="envido")


def liquidar(v: Volta) -> None:
    """At the end of the volta: settle the accepted envido; an envido still unanswered is said so."""
    resolver_canto(v)
    e = v.envido
    if e.situacao is not ENVIDO_PROPOSTO or e.aguarda is None:
        return
    # Art. 10, VIII, h: "de qualquer forma e em última instância alguém deve encerrar na forma indicada" — the
    # text does not say what an envido nobody answered is worth.
    if v.ler(L.ENVIDO_SEM_RESPOSTA, f"{_nomes(e.cadeia)} de {e.chamadores[-1]} ficou sem resposta do trio {e.aguarda}",
             art.FALA_CLARA) == "nao-quero":
        responder(v, v.sentados(e.aguarda)[0], aceita=False, como=f"sem resposta do trio {e.aguarda}, como NÃO QUERO")


def encerrar_por_sancao(v: Volta) -> int:
    """A sanction takes the envido's tentos (Art. 10, III, V; VIII, d): what the envido is worth as it stands —
    its value once accepted or settled, what it gives refused while unanswered, one when not played — and
    settles it: no one scores the envido besides the sanction (its tentos never go to both trios)."""
    e = v.envido
    if e.situacao in (ENVIDO_RESOLVIDO, ENVIDO_RECUSADO):
        valor = e.tentos
    elif e.situacao is ENVIDO_ACEITO:
        valor = aceito(v).tentos
    elif e.situacao is ENVIDO_PROPOSTO:
        valor = recusado(v).tentos
    else:
        valor = 1
    v.tirar(None, ("envido",), "o envido é encerrado pela sanção")
    e.encerrar()
    v.fechar("envido")
    return max(1, valor)


def anular(v: Volta, por: str) -> None:
    """The flor annuls the envido (Art. XIV: "a FLOR tem prioridade")."""
    e = v.envido
    if e.situacao in (ENVIDO_PROPOSTO, ENVIDO_ACEITO):
        v.observar(f"o ENVIDO ({_nomes(e.cadeia)}) fica anulado pela FLOR de {por}: a FLOR tem prioridade", XIV,
                   tipo=Tipo.NOTA)
        e.situacao = ENVIDO_ANULADO
        e.aguarda = None
        v.fechar("envido")
