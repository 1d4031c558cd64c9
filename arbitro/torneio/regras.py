"""The figures of the MTG text above the volta, each beside the article that gives it.

Another rule system adds its own :class:`Regras` (its target, its format of play, its tolerances) and
its own conduct table; nothing in the partida, jogo or standings code names a number.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitro.sistemas.mtg import artigos as A


@dataclass(frozen=True, slots=True)
class Conduta:
    """One kind of conduct of contract v2 §10 (``conduta:``) and the texts that rule it."""

    id: str
    descricao: str  # how the output names the act
    atleta: str | None  # the item of Art. 7 that disqualifies the athlete
    trio: str | None  # the item of D, g that disqualifies the trio
    proibicao: str | None = None  # a prohibition with no sanction of its own (D, f; Art. 8)


@dataclass(frozen=True, slots=True)
class Regras:
    """A rule system's figures for partidas, jogos and standings."""

    sistema: str
    alvo: int
    artigo_alvo: str
    jogadores_por_trio: int
    testa_ate: int  # testa alternates with roda until a trio is this close to the target
    artigo_modalidade: str
    partidas_por_jogo: int
    artigo_jogo: str
    consecutivas: str  # the rule that makes two consecutive wins count three
    wo: str  # the graduated W.O.
    tolerancia_set: int  # minutes late before the set is lost
    tolerancia_jogo: int  # minutes late before the whole jogo is lost
    tolerancia_seca: int
    tempo_limite: str
    termino_do_tempo: str
    criterios: tuple[str, ...]  # the tie-breaks of the standings, in order
    partidas_ganhas: str  # the rule that counts partidas won (the jogo's winner won more of them)


MTG = Regras(
    sistema="mtg-truco-cego",
    alvo=24, artigo_alvo=A.TENTOS,  # "As partidas são jogadas em 24 tentos."
    jogadores_por_trio=3,  # "seis jogadores, sendo três contra três" (Art. 10, III)
    # "Assim se alternarão as duas formas até que faltem seis tentos para o final da partida" (Art. 10, III)
    testa_ate=6, artigo_modalidade=A.JOGADORES,
    # "Um jogo será composto de três partidas consecutivas e sem intervalos" (S, h); "Na melhor de três…" (S, g)
    partidas_por_jogo=3, artigo_jogo=A.DURACAO_DO_JOGO, consecutivas=A.MELHOR_DE_TRES,
    # "não comparecer na mesa com os três jogadores dentro de 15 minutos de partida perderá o set por 24 × 0.
    # Permanecendo a ausência por mais 15 minutos, perderá a partida por 3×0 […] Nas partidas secas (um set), a
    # tolerância será de 7 minutos." (S, i)
    wo=A.AUSENCIA, tolerancia_set=15, tolerancia_jogo=30, tolerancia_seca=7,
    tempo_limite=A.DURACAO_DO_JOGO, termino_do_tempo=A.TERMINO_DO_TEMPO,
    criterios=(A.CLASSIFICACAO, A.PARTIDAS_GANHAS, A.TENTOS_GANHOS, A.SALDO_DE_TENTOS, A.CONFRONTO_DIRETO, A.SORTEIO),
    partidas_ganhas=A.PARTIDAS_GANHAS,  # "O conjunto que tiver o maior número de partidas ganhas." (S, b)
)

SISTEMAS: dict[str, Regras] = {MTG.sistema: MTG}

FORMATOS = ("melhor-de-tres", "seca")  # contract v2 §10; "seca": "partidas secas (um set)" (S, i)

# Art. 7: "Serão desclassificados os atletas que: …"; D, g: "Serão desclassificados os trios que: …".
CONDUTAS: dict[str, Conduta] = {c.id: c for c in (
    Conduta("subiu-na-mesa", "subiu em cadeira ou mesa durante a partida", A.SUBIR_NA_MESA, A.D_SUBIR_NA_MESA),
    Conduta("palavroes", "desrespeitou o trio adversário ou usou palavrões", A.PALAVROES, A.D_PALAVROES),
    Conduta("horario", "não obedeceu aos horários estabelecidos", A.HORARIOS, A.D_HORARIOS),
    Conduta("desacato", "não acatou com respeito as decisões do juiz ou da comissão", A.DESACATO, A.D_DESACATO),
    Conduta("afastou-se", "afastou-se mais de dois metros da mesa durante a disputa da vaza", A.AFASTAR_SE,
            A.D_AFASTAR_SE),
    Conduta("embriaguez", "apresentou sintomas de embriaguez durante o jogo", A.EMBRIAGUEZ, A.D_EMBRIAGUEZ),
    Conduta("bebida", "ingeriu bebida alcoólica durante a partida", A.BEBIDA, A.D_EMBRIAGUEZ),
    # Art. 7, VIII: "…após serem advertidos pela Comissão Organizadora"; the D has no such item.
    Conduta("indumentaria", "não cumpriu as diretrizes de indumentária do Art. 6", A.INDUMENTARIA, None),
    # D, f: "sendo PROIBIDO o porte de qualquer tipo de arma" — no sanction is given.
    Conduta("arma", "portava arma", None, None, proibicao=A.D_PILCHA_E_ARMA),
    # Art. 8 forbids it with no sanction; D, g, 7 disqualifies the trio.
    Conduta("pessoas-em-volta", "deixou pessoas em volta da mesa com a partida em andamento", None, A.D_PUBLICO_NA_MESA,
            proibicao=A.PUBLICO_NA_MESA),
)}


def regras(sistema: str) -> Regras | None:
    return SISTEMAS.get(sistema)
