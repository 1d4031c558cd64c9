"""What each bet is worth: the value tables of Art. XV (envido), Art. XVI (truco), Art. XIII (flor)
and the caps of the testa (Art. 10, III).

Pure functions of the bets and the score, each carrying the article that fixes the number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from arbitro.nucleo.texto import quantos
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.fala import Envite, Truco

ALVO_PADRAO = 24  # Art. 10, II: "As partidas são jogadas em 24 tentos"
TESTA_FALTA = 6  # Art. XV, c and Art. 10, III: the falta envido is worth only 6 in a testa
TESTA_RESTO = 6  # Art. XIII, d/e and Art. 10, III: contra-flor e o resto is 6 in a testa
TESTA_MAXIMO = 10  # Art. 10, III: at most 10 tentos bet in a testa


class Valor(NamedTuple):
    tentos: int
    artigos: tuple[str, ...]


def falta(placar: Mapping[str, int], testa: bool, alvo: int = ALVO_PADRAO) -> Valor:
    """The falta: what the leading trio lacks to end the partida (Art. XV, c); 6 in a testa."""
    if testa:
        return Valor(TESTA_FALTA, (art.FALTA_ENVIDO, art.JOGADORES))
    return Valor(alvo - max(placar.values()), (art.FALTA_ENVIDO,))


# --- envido (Art. XV) -------------------------------------------------------------------------------

_VALOR_ENVITE = {Envite.ENVIDO: 2, Envite.REAL_ENVIDO: 3}  # Art. XV, a and b
_ARTIGO_ENVITE = {Envite.ENVIDO: art.ENVIDO, Envite.REAL_ENVIDO: art.REAL_ENVIDO, Envite.FALTA_ENVIDO: art.FALTA_ENVIDO}


def legalidade_envite(cadeia: Sequence[Envite], novo: Envite) -> tuple[str, str] | None:
    """Why ``novo`` cannot follow ``cadeia``, and the article that says so; None when it may (Art. XV)."""
    if Envite.FALTA_ENVIDO in cadeia:
        return "nada se põe acima da FALTA ENVIDO", art.FALTA_ENVIDO
    if novo is Envite.ENVIDO:
        if Envite.REAL_ENVIDO in cadeia:
            return "ENVIDO não pode ser colocado como rebote de REAL ENVIDO", art.REAL_ENVIDO
        if cadeia.count(Envite.ENVIDO) >= 2:
            return "podem ser dispostos até dois ENVIDO", art.ENVIDO
    if novo is Envite.REAL_ENVIDO and cadeia.count(Envite.REAL_ENVIDO) >= 2:
        return "podem ser dispostos até dois REAL ENVIDO", art.REAL_ENVIDO
    return None


def tentos(n: int) -> str:
    """"1 tento", "2 tentos"."""
    return quantos(n, "tento")


def pontos(n: int) -> str:
    """"1 ponto", "30 pontos"."""
    return quantos(n, "ponto")


def artigos_cadeia(cadeia: Sequence[Envite]) -> tuple[str, ...]:
    """The articles that price a chain; a chain of revides also cites Art. XV, c, which adds them up."""
    artigos = [_ARTIGO_ENVITE[e] for e in cadeia]
    if len(cadeia) > 1:
        artigos.append(art.FALTA_ENVIDO)
    return tuple(dict.fromkeys(artigos))


def envido_aceito(cadeia: Sequence[Envite], placar: Mapping[str, int], testa: bool,
                  alvo: int = ALVO_PADRAO, teto: bool = True) -> Valor:
    """An accepted chain: the sum of its envidos (2) and real envidos (3), or the falta when it ends in
    FALTA ENVIDO (Art. XV, a–c). ``teto``: the testa's cap of six applies (reading ``envido-na-testa``)."""
    if cadeia and cadeia[-1] is Envite.FALTA_ENVIDO:
        f = falta(placar, testa, alvo)
        return Valor(f.tentos, artigos_cadeia(cadeia) + tuple(a for a in f.artigos if a != art.FALTA_ENVIDO))
    return _teto_testa(Valor(sum(_VALOR_ENVITE[e] for e in cadeia), artigos_cadeia(cadeia)), testa and teto)


def envido_recusado(cadeia: Sequence[Envite], testa: bool = False, teto: bool = True) -> Valor:
    """A refused chain: 1 for a lone call; otherwise what the calls before the refused one add up to,
    each revide having accepted the call it answered (Art. XV, b and c)."""
    if len(cadeia) <= 1:
        return Valor(1, artigos_cadeia(cadeia))
    anteriores = cadeia[:-1]
    return _teto_testa(Valor(sum(_VALOR_ENVITE[e] for e in anteriores), artigos_cadeia(cadeia)), testa and teto)


def _teto_testa(valor: Valor, testa: bool) -> Valor:
    """Under Art. 10, III: "O máximo de tentos apostados na testa é de 10 (dez): seis da falta envido ... mais
    quatro do VALE QUATRO": the envido part of a testa does not exceed the falta's six (a named reading)."""
    if testa and valor.tentos > TESTA_FALTA:
        return Valor(TESTA_FALTA, (*valor.artigos, art.JOGADORES))
    return valor


def excede_teto_testa(cadeia: Sequence[Envite]) -> bool:
    """Whether a chain adds up to more than the six the envido may be worth in a testa."""
    return Envite.FALTA_ENVIDO not in cadeia and sum(_VALOR_ENVITE[e] for e in cadeia) > TESTA_FALTA


# --- truco (Art. XVI) ---------------------------------------------------------------------------------

_TRUCO_ACEITO = {Truco.TRUCO: 2, Truco.RETRUCO: 3, Truco.VALE_QUATRO: 4}
_TRUCO_RECUSADO = {Truco.TRUCO: 1, Truco.RETRUCO: 2, Truco.VALE_QUATRO: 3}
SEM_TRUCO = 1  # "Quando se jogam todas as vazas sem haver dito TRUCO, ao ganhador se anota um tento"


def truco_aceito(nivel: Truco) -> int:
    return _TRUCO_ACEITO[nivel]


def truco_recusado(nivel: Truco) -> int:
    return _TRUCO_RECUSADO[nivel]


def truco_em_jogo(nivel: Truco | None) -> int:
    """What the volta's truco is worth to its winner: the accepted level, or 1 with no truco."""
    return SEM_TRUCO if nivel is None else _TRUCO_ACEITO[nivel]


# --- flor (Art. XIII) ---------------------------------------------------------------------------------

FLOR = 3  # Art. IX, a; Art. XIII, a: each flor sung is worth 3
ACHICO = 1  # Art. XIII, a and g: "me achico com flor" adds one tento
CONTRA_FLOR_ACEITA = 6  # Art. XIII, c
CONTRA_FLOR_RECUSADA = 4  # Art. XIII, c: three of the flor and one of the achicada
RESTO_RECUSADO_APOS_CONTRA_FLOR = 6  # Art. XIII, e; and b, §1 after flor e flor
RESTO_RECUSADO = 4  # Art. XIII, b, §2 and d


def contra_flor_e_o_resto(placar: Mapping[str, int], testa: bool, alvo: int = ALVO_PADRAO) -> Valor:
    """Accepted: six for the two flores plus what the ponteiro lacks; six in all in a testa
    (Art. XIII, b §1, b §2, d, e; Art. 10, III)."""
    if testa:
        return Valor(TESTA_RESTO, (art.CONTRA_FLOR_E_RESTO, art.JOGADORES))
    return Valor(CONTRA_FLOR_ACEITA + falta(placar, False, alvo).tentos, (art.CONTRA_FLOR_E_RESTO,))
