"""Flor: the songs and bets of Art. XIII, its penalties (Art. X) and its priority (Art. XII, XIV)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from arbitro.nucleo.apostas import Impedimento
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.mao import Termino
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg import cartas
from arbitro.sistemas.mtg.fala import AtoFlor
from arbitro.sistemas.mtg.motor import envido, mesa, termino, truco, valores
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.envido import ENVIDO_ACEITO, ENVIDO_RECUSADO
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

A, B1, B2, C, D, E, F, G = (art.FLOR, art.FLOR_E_FLOR_CONTRA_FLOR_E_RESTO, art.FLOR_CONTRA_FLOR_E_RESTO,
                            art.CONTRA_FLOR, art.CONTRA_FLOR_E_RESTO, art.FLOR_CONTRA_FLOR_CONTRA_FLOR_E_RESTO,
                            art.FLOR_MULTIPLA, art.ME_ACHICO)
B = art.FLOR_E_FLOR
PASSAR = art.PASSAR_AS_CARTAS
PENALIDADES = art.FLOR_FALSA
TERMINO = art.TERMINO_DO_TEMPO
EQUIVOCA = art.FALA_CLARA  # florzinha, floresta, florianópolis


class Canto(NamedTuple):
    jogador: str
    trio: str
    achicado: bool = False  # "com flor me achico" instead of FLOR


@dataclass
class EstadoFlor:
    cantos: list[Canto] = field(default_factory=list)  # each valid flor sung (or achicada), in order
    boas: set[str] = field(default_factory=set)  # trios that answered "é boa"
    apostas: list[tuple[AtoFlor, str, str, str]] = field(default_factory=list)  # (ato, trio, player, article)
    aguarda: str | None = None  # trio that must answer the last aposta
    aceita: bool | None = None  # the answer to the last aposta
    recusou: str | None = None  # who refused it
    pontos: dict[str, int] = field(default_factory=dict)  # flor points sung
    tardias: list[str] = field(default_factory=list)  # flor sung after a partner opened the points
    declaradas: list[str] = field(default_factory=list)  # flor said at the table but void: never a renegade one
    como_falsas: set[str] = field(default_factory=set)  # flores not proved, judged as sung without having them
    depois_da_saida: set[str] = field(default_factory=set)  # flor declared after the other trio passed
    equivocas: list[tuple[str, str]] = field(default_factory=list)  # (player, "florzinha"...), judged at the end
    mencionada: set[str] = field(default_factory=set)  # said "envido minha flor" (Art. XIV)
    resolvida: bool = False

    def cantada(self) -> bool:
        return bool(self.cantos)

    def trios(self) -> set[str]:
        return {c.trio for c in self.cantos}

    def cantou(self, jogador: str) -> bool:
        return any(c.jogador == jogador for c in self.cantos)

    def impedimento(self, trio: str, ato: AtoFlor, depois_da_carta: Callable[[], bool]) -> Impedimento | None:
        """Why ``trio``'s call of ``ato`` (FLOR, CONTRA-FLOR, CONTRA-FLOR E O RESTO, COM FLOR ME ACHICO, É BOA)
        would be void now, and by which rule; None when the flor's own rules allow it (a reading may still be
        asked, :func:`cantar`). ``depois_da_carta`` is asked only where the text needs it (it may consult a
        reading)."""
        if ato is AtoFlor.E_BOA:
            # Art. XIII, a: "é boa" answers the other trio's flor
            if any(c.trio != trio for c in self.cantos):
                return None
            return Impedimento("sem FLOR contrária a responder: não tem efeito", A)
        if self.aguarda == trio and ato is AtoFlor.ME_ACHICO:
            return None  # the answer to the aposta that awaits it (Art. XIII, g)
        if self.aguarda == trio and ato in (AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO) and self.apostas:
            return self.impedimento_do_revide(ato)
        if depois_da_carta():
            # Art. 10, VIII, f: "após a carta jogada, tudo o que se refere à FLOR não tem mais valor"
            return Impedimento("não vale: após a carta jogada, tudo o que se refere à FLOR não tem mais valor",
                               art.CARTAS_RECEBIDAS)
        return None

    def impedimento_da_contra(self, trio: str, ato: AtoFlor) -> Impedimento | None:
        """Why a CONTRA-FLOR (E O RESTO) that is not a revide is void: its own trio made the last aposta, which
        awaits the other trio (Art. XIII, c). Asked after the readings on when the flor may be sung."""
        if ato in (AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO) and self.apostas and \
                self.apostas[-1][1] == trio:
            return Impedimento("não vale: o próprio trio fez a última proposta", C)
        return None

    def impedimento_do_revide(self, ato: AtoFlor) -> Impedimento | None:
        """Why ``ato`` may not answer the last aposta as a revide: only the CONTRA-FLOR E O RESTO raises, and only a
        CONTRA-FLOR (Art. XIII, e: "ao anúncio de FLOR e CONTRA-FLOR, se o primeiro responde CONTRA-FLOR E O
        RESTO")."""
        ultima = self.apostas[-1][0]
        if ato is AtoFlor.CONTRA_FLOR or ultima is not AtoFlor.CONTRA_FLOR:
            return Impedimento(f"não vale como revide de {ultima.value.upper()}", E)
        return None

    # --- the acts: the flor changes only through these (each checked first by impedimento, where it can be) ------

    def cantar(self, jogador: str, trio: str, achicado: bool = False) -> None:
        """``jogador`` sang his flor (or achicou it): once, the first song stands."""
        if not self.cantou(jogador):
            self.cantos.append(Canto(jogador, trio, achicado))

    def apostar(self, ato: AtoFlor, trio: str, jogador: str, artigo: str, aguarda: str) -> None:
        """The aposta ``ato`` (CONTRA-FLOR, CONTRA-FLOR E O RESTO, a first one or a revide) awaits ``aguarda``."""
        self.apostas.append((ato, trio, jogador, artigo))
        self.aguarda, self.aceita = aguarda, None

    def responder(self, jogador: str, trio: str, aceita: bool, achico: bool = False) -> None:
        """QUERO / NÃO QUERO (or "com flor me achico") to the last aposta. Accepting it, or achicando, is answering
        with one's own flor (Art. XIII, c, d, g) — unless the trio already sang one: then the answer is the trio's,
        for the flor already sung (Art. XIII, c)."""
        self.aceita, self.recusou, self.aguarda = aceita, None if aceita else jogador, None
        if (achico or aceita) and trio not in self.trios():
            self.cantos.append(Canto(jogador, trio, achicado=achico))

    def e_boa(self, trio: str) -> None:
        """``trio`` answered "é boa" (allowed: :meth:`impedimento`)."""
        self.boas.add(trio)

    def declarar(self, jogador: str) -> None:
        """A flor said at the table that does not stand: never a renegade flor either (Art. X)."""
        self.declaradas.append(jogador)

    def cantar_tarde(self, jogador: str) -> None:
        """A flor sung after a partner opened the points: it does not count (Término do tempo de jogo)."""
        self.tardias.append(jogador)

    def sem_prova(self, canto: Canto, como_falsa: bool) -> None:
        """A flor not shown at the end (Art. 10, VIII, a): judged as false, or withdrawn (said at the table)."""
        if como_falsa:
            self.como_falsas.add(canto.jogador)
        else:
            self.cantos.remove(canto)
            self.declaradas.append(canto.jogador)

    def declarar_depois_da_saida(self, jogador: str) -> None:
        """The other trio passed: the flor is only declared, to collect it (Art. 10, VIII, a)."""
        self.depois_da_saida.add(jogador)

    def dizer_equivoca(self, jogador: str, texto: str) -> None:
        """FLORZINHA, FLORESTA...: judged at the end, when the cards are seen (Art. 10, VIII, h)."""
        self.equivocas.append((jogador, texto))

    def mencionar(self, jogador: str) -> None:
        """"ENVIDO MINHA FLOR": the flor mentioned, not sung (Art. XIV)."""
        self.mencionada.add(jogador)

    def sem_resposta(self) -> None:
        """The last aposta went unanswered: what was already in play stands, the one before it accepted."""
        self.apostas.pop()
        self.aceita = True

    def aceitar_aposta(self, ato: AtoFlor, trio: str, jogador: str, artigo: str) -> None:
        """The aposta ``ato`` of ``jogador`` (``trio``) stands accepted with nothing left to answer: the flor sung to
        the Lei do jogo accepts its CONTRA-FLOR E O RESTO (Art. XVI, Lei do jogo, b)."""
        self.apostas.append((ato, trio, jogador, artigo))
        self.aceita, self.aguarda = True, None


def impedimento(v: Volta, jogador: str, ato: AtoFlor) -> Impedimento | None:
    """Why ``jogador``'s flor call ``ato`` would be void in the volta as it stands (the flor's own check): what
    :func:`cantar` and :func:`e_boa` ask first, and what ``Sistema.pode`` asks without calling."""
    return v.flor.impedimento(v.trio(jogador), ato, lambda: mesa.depois_da_primeira_carta(
        v, jogador, f"{jogador} cantou {_dito(ato)}"))


def nao_vale(jogador: str, ato: AtoFlor, imp: Impedimento) -> str:
    """The words of a void flor call, as the ruling says them."""
    return f"{_dito(ato)} de {jogador} {imp.motivo}"


def _dito(ato: AtoFlor) -> str:
    return {AtoFlor.FLOR: "a FLOR", AtoFlor.ME_ACHICO: "a FLOR achicada", AtoFlor.E_BOA: '"É BOA"'}.get(
        ato, ato.value.upper())


def _pode_cantar(v: Volta, jogador: str, o_que: str) -> bool:
    """The readings on when a flor may still be sung (the rules that need none: :meth:`EstadoFlor.impedimento`)."""
    trio = v.trio(jogador)
    t = v.truco
    # Art. XVI: the trucador's partners "poderão cantar a flor antes que o adversário aceite o truco".
    if t.nivel is not None and t.proponente == trio and t.quem not in (None, jogador) and not v.lei and v.ler(
            L.FLOR_DEPOIS_DO_QUERO, f"{jogador} cantou {o_que} depois que o adversário aceitou o TRUCO de {t.quem}, "
            "seu companheiro", art.TRUCO) == "nao-vale":
        v.flor.declarar(jogador)
        return False
    if any(v.trio(j) == trio and j != jogador and p is not None for j, p in v.envido.cantos.items()) and (
            v.lei or v.cenario.tempo_esgotado or v.ler(
                L.FLOR_TARDIA, f"{jogador} cantou {o_que} depois que um companheiro abriu o canto dos pontos",
                TERMINO) == "aplica"):
        # "A flor deve ser cantada antes de algum jogador do próprio trio abrir o canto dos seus pontos."
        v.flor.cantar_tarde(jogador)
        if v.lei:  # Art. XVI, Lei do jogo, a: "antes que seus companheiros cantem seus pontos, sob pena de ..."
            v.observar(f"{o_que} de {jogador} foi cantada depois que um companheiro cantou os pontos da LEI DO JOGO: "
                       "o trio que colocou a lei deve acusá-la NO ATO, sob pena de não poder mais cantá-la",
                       art.LEI_DO_JOGO, TERMINO, tipo=Tipo.NAO_VALE)
        else:
            v.observar(f"{o_que} de {jogador} foi cantada depois que um companheiro abriu o canto dos pontos: "
                       "não vale como FLOR", TERMINO, tipo=Tipo.NAO_VALE)
        return False
    return True


def cantar(v: Volta, jogador: str, ato: AtoFlor) -> None:
    """FLOR, CONTRA-FLOR, CONTRA-FLOR E O RESTO or COM FLOR ME ACHICO, said by ``jogador``."""
    f = v.flor
    trio = v.trio(jogador)
    outro = v.outro(trio)
    imp = impedimento(v, jogador, ato)
    if imp is not None:
        v.observar(nao_vale(jogador, ato, imp), *imp.artigos, tipo=Tipo.NAO_VALE)
        return
    if ato is AtoFlor.ME_ACHICO and f.aguarda == trio:
        responder(v, jogador, aceita=False, achico=True)
        return
    if ato in (AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO) and f.aguarda == trio and f.apostas:
        # A revide: accepts the previous bet and raises it (Art. XIII, e); allowed, checked above.
        f.apostar(ato, trio, jogador, artigo_da_aposta(f, ato, trio), outro)
        v.abrir("flor")
        return
    if not _pode_cantar(v, jogador, _dito(ato)):
        return
    if ato is AtoFlor.CONTRA_FLOR and outro not in f.trios():
        v.observar(f"CONTRA-FLOR de {jogador} sem FLOR contrária: vale como FLOR", C, tipo=Tipo.NOTA)
        ato = AtoFlor.FLOR
    elif (imp := f.impedimento_da_contra(trio, ato)) is not None:
        v.observar(nao_vale(jogador, ato, imp), *imp.artigos, tipo=Tipo.NAO_VALE)
        return
    artigo = artigo_da_aposta(f, ato, trio)
    if not _flor_depois_do_envido_do_companheiro(v, jogador):
        f.declarar(jogador)
        return
    f.cantar(jogador, trio, achicado=ato is AtoFlor.ME_ACHICO)
    if ato in (AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO):
        f.apostar(ato, trio, jogador, artigo, outro)
        v.abrir("flor")
    envido.anular(v, jogador)


def _flor_depois_do_envido_do_companheiro(v: Volta, jogador: str) -> bool:
    """Under Art. XIV: "Quando um jogador envida e seu companheiro tem flor, deverá acusá-la NO ATO, antes que haja
    manifestação de qualquer adversário para a proposta envidada" — the text gives no consequence: a named
    reading. True when the flor stands."""
    e = v.envido
    trio = v.trio(jogador)
    if v.flor.cantou(jogador) or not e.chamadores or v.trio(e.chamadores[0]) != trio or e.chamadores[0] == jogador:
        return True
    if v.lei:
        # The Lei do jogo says it: the flor of the trio that put it counts until a partner sings his points (a).
        return True
    if e.situacao not in (ENVIDO_ACEITO, ENVIDO_RECUSADO) and \
            all(v.trio(c) == trio for c in e.chamadores):
        return True
    return v.ler(L.FLOR_APOS_ENVIDO_DO_COMPANHEIRO, f"A FLOR de {jogador} foi acusada depois que os adversários se "
                 f"manifestaram sobre o ENVIDO de {e.chamadores[0]}, seu companheiro", art.ENVIDO_EMPATE) == "vale"


def e_boa(v: Volta, jogador: str) -> None:
    """"É BOA": the trio has no flor to answer with (Art. XIII, a)."""
    imp = impedimento(v, jogador, AtoFlor.E_BOA)
    if imp is not None:
        v.observar(nao_vale(jogador, AtoFlor.E_BOA, imp), *imp.artigos, tipo=Tipo.NAO_VALE)
        return
    v.flor.e_boa(v.trio(jogador))


def responder(v: Volta, jogador: str, aceita: bool, achico: bool = False) -> None:
    """QUERO / NÃO QUERO (or "com flor me achico") to a CONTRA-FLOR or CONTRA-FLOR E O RESTO."""
    v.flor.responder(jogador, v.trio(jogador), aceita, achico)
    v.fechar("flor")


def cantar_pontos(v: Volta, jogador: str, pontos: int) -> None:
    if jogador not in v.flor.pontos:
        v.flor.pontos[jogador] = pontos
    elif v.flor.pontos[jogador] != pontos:
        v.observar(f"{jogador} corrigiu os pontos da flor: vale o número dito primeiro", art.O_CANTO,
                   tipo=Tipo.NAO_VALE)


def disputa_de_pontos(v: Volta) -> bool:
    """Whether sung points now belong to the flor: flores of both trios, or a flor bet accepted."""
    f = v.flor
    return len({c.trio for c in f.cantos if not c.achicado}) == 2 or bool(f.apostas and f.aceita)


# --- settling ---------------------------------------------------------------------------------------

def pontos_de(v: Volta, jogador: str) -> int | None:
    """A flor's points: the number sung first, else the cards seen (Art. IX, b)."""
    if jogador in v.flor.pontos:
        return v.flor.pontos[jogador]
    mao = v.mao(jogador)
    return cartas.flor(mao) if mao is not None else None


def falsa(v: Volta, jogador: str) -> bool:
    """The cards seen prove the player holds no flor: all three known and not of one suit, or two of
    different suits ("duas delas de naipes diferentes cumprirão a finalidade", Art. XI)."""
    return sem_flor_provado(v, jogador)


def com_flor(v: Volta, trio: str) -> list[str]:
    """The players of ``trio`` whose cards seen make a flor."""
    return [j for j in v.sentados(trio) if (m := v.mao(j)) is not None and cartas.flor(m) is not None]


def sem_flor_provado(v: Volta, jogador: str) -> bool:
    return len({c.naipe for c in v.vistas.get(jogador, set())}) >= 2


def _melhor(v: Volta, jogadores: list[str]) -> tuple[str | None, list[str], tuple[str, ...]]:
    """The best flor among ``jogadores``, whose points are unknown, and the articles that decided it:
    the flor's value (Art. IX, b) and, on a tie, the mão (Art. 10, VIII, g)."""
    conhecidos = {j: p for j in jogadores if (p := pontos_de(v, j)) is not None}
    faltam = [j for j in jogadores if j not in conhecidos]
    if not conhecidos:
        return None, faltam, ()
    melhor = max(conhecidos, key=lambda j: (conhecidos[j], -v.ordem(j)))
    empate = sum(1 for p in conhecidos.values() if p == conhecidos[melhor]) > 1
    return melhor, faltam, (art.PONTOS_DA_FLOR, *((art.MAO,) if empate else ()))


def _a_melhor(v: Volta, melhor: str, jogadores: list[str]) -> str:
    """"a de b1 (33 pontos)", and who it tied with, decided by the mão (Art. 10, VIII, g)."""
    pontos = pontos_de(v, melhor)
    empatados = [j for j in jogadores if pontos_de(v, j) == pontos]
    return f"a de {melhor} ({'pontos desconhecidos' if pontos is None else valores.pontos(pontos)})" \
           f"{mesa.desempate(melhor, empatados, pontos)}"


def mal_cantada(v: Volta, jogador: str) -> bool:
    """The points sung differ from the flor the cards show (Art. X: "que se cantara mal")."""
    mao = v.mao(jogador)
    real = cartas.flor(mao) if mao is not None else None
    return real is not None and jogador in v.flor.pontos and v.flor.pontos[jogador] != real


def liquidar(v: Volta) -> None:
    """Award the flor of the volta (Art. XIII a–g), after its penalties (Art. X)."""
    f = v.flor
    if f.resolvida or not f.cantos:
        return
    f.resolvida = True
    _sem_prova(v)
    if not f.cantos:
        return
    falsos = [c for c in f.cantos if falsa(v, c.jogador) or c.jogador in f.como_falsas]
    if falsos and not truco_jogado(v):
        _flor_falsa(v, falsos[0])
        return
    _premiar_flores(v)
    erradas = falsos or [c for c in f.cantos if mal_cantada(v, c.jogador)]
    if erradas:
        _flor_errada(v, erradas[0])


def _sem_prova(v: Volta) -> None:
    """A flor (or achicada) that had to be shown at the end and was not (``nao_mostra``) is not proved
    (Art. 10, VIII, a; Art. XIII, g). Cards not seen are trusted (contract v1 §1); cards that contradict it make
    it a false flor, judged below. What the missing proof costs is a named reading."""
    f = v.flor
    for c in [c for c in f.cantos if c.jogador in v.nao_mostrou and not falsa(v, c.jogador)]:
        o_que = "a FLOR achicada" if c.achicado else "a FLOR"
        f.sem_prova(c, v.ler(L.FLOR_SEM_PROVA, f"{c.jogador} cantou {o_que} e não a mostrou no final", PASSAR,
                             *((G,) if c.achicado else ())) == "como-falsa")


def truco_jogado(v: Volta) -> bool:
    return truco.foi_jogado(v)


def _premiar_flores(v: Volta) -> None:
    f = v.flor
    por_trio: dict[str, list[Canto]] = {}
    for c in f.cantos:
        por_trio.setdefault(c.trio, []).append(c)
    flores = {t: [c for c in cs if not c.achicado] for t, cs in por_trio.items()}
    achicos = {t: [c for c in cs if c.achicado] for t, cs in por_trio.items()}
    com_flor = [t for t in flores if flores[t]]
    com_achico = [t for t in achicos if achicos[t]]
    if termino.falta_automatica(v) and len(com_flor) == 2 and not f.apostas:
        # After the time limit the Commission puts "FLOR e CONTRA-FLOR E O RESTO": flores of both trios dispute it.
        primeiro = f.cantos[0]
        f.aceitar_aposta(AtoFlor.CONTRA_FLOR_E_O_RESTO, primeiro.trio, primeiro.jogador, B1)
        v.fundamentar(TERMINO, "flor")
    if f.apostas:
        _com_aposta(v, flores, achicos)
    elif len(com_flor) == 2:
        _flor_e_flor(v, flores, achicos)
    elif len(com_flor) == 1 and achicos.get(v.outro(com_flor[0])):
        ganhador = com_flor[0]
        perdedor = v.outro(ganhador)
        n, m = len(flores[ganhador]), len(achicos[perdedor])
        v.premiar(Parte.FLOR, ganhador, valores.FLOR * n + valores.ACHICO * m,
                  f"{_quem(flores[ganhador])} contra {_quem(achicos[perdedor])}, que se achicou: três tentos por "
                  "FLOR e mais um por FLOR achicada", (A, G) if n == 1 and m == 1 else (A, F, G), chave="flor")
    elif len(com_flor) == 1:
        _simples(v, com_flor[0], flores[com_flor[0]], achicos.get(com_flor[0], []))
    elif len(com_achico) == 2:
        _ambos_achicados(v, achicos)
    else:  # "Se o adversário não possuir FLOR, o canto vale como FLOR SIMPLES" (Art. XIII, g)
        _simples(v, com_achico[0], [], achicos[com_achico[0]])


def _quem(cs: list[Canto]) -> str:
    nomes = [c.jogador for c in cs]
    return "FLOR de " + ", ".join(nomes) if nomes else "ninguém"


def _simples(v: Volta, trio: str, flores: list[Canto], achicos: list[Canto]) -> None:
    # Art. XIII, a: "três tentos por FLOR cantada" when the other trio has none — one award per flor;
    # g: an achicada flor with no flor against it counts as a simple flor.
    resposta = 'respondida com "É BOA"' if v.outro(trio) in v.flor.boas else "sem FLOR contrária"
    for c in flores + achicos:
        artigos = (G, A) if c.achicado else (A,)
        o_que = "achicada, vale como FLOR simples" if c.achicado else resposta
        v.premiar(Parte.FLOR, trio, valores.FLOR, f"FLOR de {c.jogador}, {o_que}: três tentos", artigos,
                  chave="flor")


def _ambos_achicados(v: Volta, achicos: dict[str, list[Canto]]) -> None:
    # Art. XIII, g: both achicam — the mão wins: three of his flor and one of each achicada flor.
    todos = [c for cs in achicos.values() for c in cs]
    mao = min(todos, key=lambda c: v.ordem(c.jogador))
    outros = [c for c in todos if c.trio != mao.trio]
    v.premiar(Parte.FLOR, mao.trio, valores.FLOR + valores.ACHICO * len(outros),
              f"os dois trios se achicaram com flor: vence o mão ({mao.jogador}), três tentos da sua FLOR e um "
              "de cada FLOR achicada", (G,), chave="flor")


def _flor_e_flor(v: Volta, flores: dict[str, list[Canto]], achicos: dict[str, list[Canto]] | None = None) -> None:
    # Art. XIII, b and f: flores of both trios, no bigger bet — after the mão the best flor takes three
    # tentos for every flor sung, and one for each flor the losing group achicou (f).
    todos = [c.jogador for cs in flores.values() for c in cs]
    melhor, faltam, decidiu = _melhor(v, todos)
    n = len(todos)
    if melhor is None or faltam:
        v.observar(f"FLOR contra FLOR: faltam os pontos de {', '.join(faltam)} para apontar a melhor — "
                   f"informe os pontos cantados ou as cartas; a melhor anota {valores.FLOR * n} tentos",
                   B, F, tipo=Tipo.CONFIRA)
        return
    ganhador = v.trio(melhor)
    perdidas = (achicos or {}).get(v.outro(ganhador), [])
    proprias = (achicos or {}).get(ganhador, [])
    somadas = 0
    if proprias:
        nomes = ", ".join(c.jogador for c in proprias)
        if v.ler(L.ACHICADA_DO_GANHADOR, f"{nomes} se achicou com FLOR, mas a melhor FLOR é do seu próprio trio "
                 f"({melhor})", F) == "soma-tres":
            somadas = len(proprias)
    artigos = ((B,) if n == 2 and not perdidas else (B, F)) + ((G,) if perdidas else ()) + decidiu
    achicadas = f" e um pela FLOR achicada de {', '.join(c.jogador for c in perdidas)}" if perdidas else ""
    if somadas:
        achicadas += f", e três por FLOR achicada do próprio trio ({valores.tentos(valores.FLOR * somadas)})"
    v.premiar(Parte.FLOR, ganhador, valores.FLOR * (n + somadas) + valores.ACHICO * len(perdidas),
              f"FLOR contra FLOR: a melhor é {_a_melhor(v, melhor, todos)}; três tentos por FLOR{achicadas}",
              artigos, chave="flor")


_RECUSADA = {C: valores.CONTRA_FLOR_RECUSADA, E: valores.RESTO_RECUSADO_APOS_CONTRA_FLOR,
             B1: valores.RESTO_RECUSADO_APOS_CONTRA_FLOR, B2: valores.RESTO_RECUSADO, D: valores.RESTO_RECUSADO}


def _recusada(artigo: str, do_apostador: int, do_recusante: int) -> int:
    """A refused flor bet with ``do_apostador`` flores for the bettor and ``do_recusante`` refused. Art. XIII, c,
    d, b §2: "três da FLOR e um da achicada" — with several flores, "somam-se as FLOR do grupo ganhador mais um
    tento por FLOR achicada do grupo perdedor" (f). After flor e flor or a contra-flor (b §1, e): "seis tentos
    somente", three for each flor already in dispute."""
    if artigo in (E, B1):
        return max(_RECUSADA[artigo], valores.FLOR * (do_apostador + do_recusante))
    return max(_RECUSADA[artigo], valores.FLOR * do_apostador + valores.ACHICO * do_recusante)


def artigo_da_aposta(f: EstadoFlor, ato: AtoFlor, trio: str) -> str:
    """Which paragraph of Art. XIII a bet falls under, from what was sung before it."""
    if ato is AtoFlor.CONTRA_FLOR:
        return C
    if f.apostas and f.apostas[-1][0] is AtoFlor.CONTRA_FLOR:
        return E  # flor, contra-flor, contra-flor e o resto
    cantou = [c.trio for c in f.cantos if not c.achicado]
    if trio in cantou and len(set(cantou)) == 2:
        return B1  # flor e flor, then the first raises
    if cantou and trio not in cantou:
        return B2  # a flor answered with contra-flor e o resto
    return D


def _com_aposta(v: Volta, flores: dict[str, list[Canto]], achicos: dict[str, list[Canto]]) -> None:
    f = v.flor
    ultima, trio_aposta, quem, artigo = f.apostas[-1]
    outro = v.outro(trio_aposta)
    nome = ultima.value.upper()
    if f.aceita is False and f.recusou is not None and not flores.get(outro) and not achicos.get(outro) and \
            not sem_flor_provado(v, f.recusou):
        # "NÃO QUERO ou COM FLOR ME ACHICO" (Art. XIII, c): refusing a flor bet is achicar one's flor.
        v.observar(f"NÃO QUERO de {f.recusou} à {nome} de {quem}: recusar a aposta da FLOR é achicar-se com FLOR "
                   "(\"NÃO QUERO ou COM FLOR ME ACHICO\"); se as cartas de "
                   f"{f.recusou} provarem que não tinha FLOR, vale só a FLOR simples de {quem} (três tentos)",
                   C, artigo, tipo=Tipo.NOTA)
        achicos = {**achicos, outro: [Canto(f.recusou, outro, achicado=True)]}
    if not flores.get(outro) and not achicos.get(outro):
        # A bet nobody with flor could answer is only the bettor's flor (Art. XIII, a).
        v.observar(f"{nome} de {quem} sem FLOR contrária: vale como FLOR simples", A, artigo, tipo=Tipo.NOTA)
        _simples(v, trio_aposta, flores.get(trio_aposta, []), [])
        return
    if f.aceita is None:
        v.observar(f"{nome} de {quem} ficou sem resposta: vale o que já estava em jogo", artigo, tipo=Tipo.NOTA)
        if len(f.apostas) > 1:
            f.sem_resposta()
            _com_aposta(v, flores, achicos)
        elif flores.get(outro) and flores.get(trio_aposta):
            _flor_e_flor(v, flores, achicos)
        else:
            _simples(v, trio_aposta, flores.get(trio_aposta, []), [])
        return
    if not f.aceita:
        # NÃO QUERO, or "com flor me achico": the bettor's trio takes the refused value.
        n_apostador = max(1, len(flores.get(trio_aposta, [])))
        n_recusante = max(1, len(flores.get(outro, [])) + len(achicos.get(outro, [])))
        tentos = _recusada(artigo, n_apostador, n_recusante)
        multipla = n_apostador + n_recusante > 2
        if multipla and tentos != _RECUSADA[artigo] and v.ler(
                L.FLOR_MULTIPLA_RECUSADA, f"A {nome} de {quem} foi recusada com {n_apostador + n_recusante} FLOR na "
                "mesa", artigo, F) == "valor-fixo":
            tentos, multipla = _RECUSADA[artigo], False
        detalhe = ""
        if multipla and artigo in (E, B1):
            detalhe = f": três tentos por FLOR ({n_apostador + n_recusante} FLOR)"
        elif multipla:
            detalhe = (f": três tentos por FLOR do trio {trio_aposta} ({valores.tentos(valores.FLOR * n_apostador)}) "
                       f"e um por FLOR achicada do trio {outro} ({valores.tentos(n_recusante)})")
        v.premiar(Parte.FLOR, trio_aposta, tentos, f"{nome} de {quem} não aceita por {f.recusou}{detalhe}",
                  (artigo, *((F,) if multipla else ())), chave="flor")
        return
    todos = [c.jogador for cs in flores.values() for c in cs]
    if ultima is AtoFlor.CONTRA_FLOR:
        valor = valores.Valor(max(valores.CONTRA_FLOR_ACEITA, valores.FLOR * len(todos)),
                              (C, *((F,) if len(todos) > 2 else ())))
    else:
        # The flor is settled first (Art. XIV: "a primeira parte do jogo"): later awards do not move the ponteiro.
        resto = valores.contra_flor_e_o_resto(v.placar(Parte.FLOR), v.testa, v.alvo)
        extra = resto.artigos if artigo not in (B1, B2, E) else resto.artigos[1:]
        valor = valores.Valor(resto.tentos, tuple(dict.fromkeys((artigo, *extra))))
        if len(todos) > 2 and not v.testa:
            # "seis tentos pelas duas FLOR" and, with several flores, "somam-se todos os tentos" (Art. XIII, f):
            # three for each flor sung, plus what the ponteiro lacks.
            valor = valores.Valor(valor.tentos + valores.FLOR * (len(todos) - 2), (*valor.artigos, F))
        if not flores.get(trio_aposta) and not achicos.get(trio_aposta):
            # Only the Lei do Jogo bets a CONTRA-FLOR E O RESTO without a flor of its own ("SE HOUVER FLOR"); the
            # text does not price it against a single flor: state the reading (contract §1). A CONTRA-FLOR needs a
            # flor to stand against (Art. XIII, c: "CONTRA-FLOR de X sem FLOR contrária: vale como FLOR"), and an
            # achicada with no flor against it is a simple flor (g): the same here, whatever the answer.
            if v.ler(L.LEI_FLOR_SO_DE_QUEM_RESPONDE, f"A {nome} foi aceita sem FLOR do trio {trio_aposta}, que a "
                     "apostou", artigo, A) == "flor-simples":
                _simples(v, outro, flores.get(outro, []), achicos.get(outro, []))
            else:
                v.premiar(Parte.FLOR, outro, valor.tentos, f"{nome} aceita pela FLOR do trio {outro}, sem FLOR "
                          f"do trio {trio_aposta}: vale inteira", (*valor.artigos, A), chave="flor")
            return
    melhor, faltam, decidiu = _melhor(v, todos)
    if melhor is None or faltam:
        v.observar(f"{nome} aceita: faltam os pontos de {', '.join(faltam)} para apontar a melhor FLOR; "
                   f"a melhor anota {valor.tentos} tentos", *valor.artigos, tipo=Tipo.CONFIRA)
        return
    v.premiar(Parte.FLOR, v.trio(melhor), valor.tentos,
              f"{nome} aceita: a melhor FLOR é {_a_melhor(v, melhor, todos)}",
              valor.artigos + decidiu, chave="flor")


def _flor_falsa(v: Volta, c: Canto) -> None:
    """Under Art. X, first paragraph: a flor sung without having it, before the truco is played."""
    mao = v.mao(c.jogador)
    vistas = cartas.nomes(mao) if mao else "cartas não vistas"
    perdidas, vao = _outras_perdidas(v, c, depois_do_truco=False)
    if perdidas and vao:
        v.premiar(Parte.FLOR, v.outro(c.trio), valores.FLOR * len(perdidas),
                  f"{c.jogador} cantou FLOR sem possuí-la: perdem-se as outras FLOR do trio {c.trio} "
                  f"({', '.join(perdidas)}), três tentos cada", (F, PENALIDADES), chave="flor")
    v.premiar(Parte.FLOR, v.outro(c.trio), valores.FLOR + 1,
              f"{c.jogador} cantou FLOR sem possuí-la ({vistas}): perde quatro tentos, três da FLOR e um do TRUCO "
              "não jogado, e a volta se dá por finalizada", (PENALIDADES,), chave="flor")
    truco.anular(v, "a FLOR falsa finalizou a volta", PENALIDADES, Termino.SANCAO)


def _outras_perdidas(v: Volta, c: Canto, depois_do_truco: bool) -> tuple[list[str], bool]:
    """Under Art. XIII, f: "Se um jogador cantar FLOR sem possuí-la, perdem-se as outras do mesmo grupo." The players
    whose flores are lost, and whether their tentos go to the other trio (a named reading)."""
    perdidas = [x.jogador for x in v.flor.cantos if x.trio == c.trio and x.jogador != c.jogador]
    if not perdidas:
        return [], False
    quando = "depois de jogado o TRUCO" if depois_do_truco else "antes de jogado o TRUCO"
    opcao = v.ler(L.FLORES_DO_GRUPO_PERDIDAS, f"{c.jogador} cantou FLOR sem possuí-la, comprovado {quando}, e "
                  f"perdem-se as outras FLOR do trio {c.trio} ({', '.join(perdidas)})", F, PENALIDADES)
    return perdidas, opcao == "ao-contrario" or (opcao == "conforme-o-truco" and depois_do_truco)


def _flor_errada(v: Volta, c: Canto) -> None:
    """Under Art. X, second paragraph: after the truco was played, the flor proves false or badly sung — the
    flor's tentos and every tento of the truco go to the other trio, "ainda que os tenham ganho"."""
    mao = v.mao(c.jogador)
    vistas = cartas.nomes(mao) if mao else "cartas não vistas"
    perdidas: list[str] = []
    vao = True
    if falsa(v, c.jogador) or c.jogador in v.flor.como_falsas:
        perdidas, vao = _outras_perdidas(v, c, depois_do_truco=True)
        falta = f"{c.jogador} cantou FLOR sem tê-la ({vistas})"
    else:
        falta = (f"{c.jogador} cantou mal a FLOR ({v.flor.pontos[c.jogador]} cantados; as cartas {vistas} "
                 f"dão {pontos_de_cartas(v, c.jogador)})")
    motivo = f"{falta}, comprovado depois de jogado o TRUCO: os tentos da FLOR vão ao trio contrário"
    outro = v.outro(c.trio)
    if perdidas and not vao:
        _descontar(v, c.trio, valores.FLOR * len(perdidas))  # the lost flores go to nobody
    movidos = v.mover(c.trio, ("flor",), motivo, (PENALIDADES,))
    if not movidos and not any(p.chave == "flor" and p.lado == outro for p in v.premios):
        v.premiar(Parte.FLOR, outro, valores.FLOR, motivo, (PENALIDADES,), chave="flor")
    truco.confiscar(v, outro, f"{falta}: todos os tentos do TRUCO vão ao trio contrário, ainda que os tenha "
                    "ganho", (PENALIDADES,))


def _descontar(v: Volta, trio: str, tentos: int) -> None:
    """Take ``tentos`` off the flor awards of ``trio`` (flores lost to nobody, Art. XIII, f)."""
    v.livro.reduzir(trio, ("flor",), tentos, "flores perdidas para ninguém (Art. XIII, f)")


def pontos_de_cartas(v: Volta, jogador: str) -> int | None:
    mao = v.mao(jogador)
    return cartas.flor(mao) if mao is not None else None


def julgar_equivocas(v: Volta) -> None:
    """Under Art. 10, VIII, h: FLORZINHA, FLORESTA, FLORIANÓPOLIS — with flor the song does not count; without
    flor it counts as a flor sung, with all its consequences. Judged at the end, when the cards are seen."""
    for j, texto in v.flor.equivocas:
        mao = v.mao(j)
        if mao is None and not sem_flor_provado(v, j):
            if v.ler(L.FLORZINHA_SEM_CARTAS, f"{j} disse \"{texto}\", termo proibido, e as suas cartas não foram "
                     "vistas", EQUIVOCA) == "vale-como-flor":
                v.flor.cantar(j, v.trio(j))
        elif mao is not None and cartas.flor(mao) is not None:
            v.observar(f"{j} disse \"{texto}\" tendo FLOR: não vale o canto, devia complementar com o canto de "
                       "FLOR", EQUIVOCA, tipo=Tipo.NAO_VALE)
        else:
            v.observar(f"{j} disse \"{texto}\" sem ter FLOR: vale como se tivesse cantado FLOR, com todas as "
                       "consequências", EQUIVOCA, tipo=Tipo.IRREGULARIDADE)
            v.flor.cantar(j, v.trio(j))
