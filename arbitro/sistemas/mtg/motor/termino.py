""""Término do Tempo de Jogo" (contract v2 §7, ``tempo_esgotado: true``): after the 2-hour limit (S, h), the
Commission "determinará a colocação da FALTA ENVIDO ou FLOR e CONTRA-FLOR E O RESTO até o término da partida,
sem jogar o TRUCO".

The rest of the section lives with the rule it changes: the late flor (:mod:`.flor`, :mod:`.faltas`), only the
winning point proving and the price of a missing proof or a flor discovered, and who looked at his cards before
the deal ended (:mod:`.faltas`). These are queries the families ask, so this module imports none of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.fala import Envite
from arbitro.sistemas.mtg.motor import leituras as L

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

TERMINO = art.TERMINO_DO_TEMPO


def ativo(v: Volta) -> bool:
    return v.cenario.tempo_esgotado


def iniciar(v: Volta) -> None:
    """The Commission's "colocação" of the FALTA ENVIDO: put for the volta, or only the bet allowed."""
    if not ativo(v):
        return
    v.fundamentar(TERMINO, "envido", "flor")
    if v.ler(L.TERMINO_FALTA_AUTOMATICA, "A volta é jogada depois do término do tempo de jogo", TERMINO) != \
            "automatica":
        return
    v.envido.colocar_falta(v.sentados()[0])


def falta_automatica(v: Volta) -> bool:
    return ativo(v) and v.escolhas.get(L.TERMINO_FALTA_AUTOMATICA.id) is not None and \
        v.escolhas[L.TERMINO_FALTA_AUTOMATICA.id].opcao == "automatica"


def proposta_permitida(v: Volta, jogador: str, envite: Envite | None, truco: bool) -> bool:
    """After the time limit only the FALTA ENVIDO (or the flor) is bet, and no TRUCO is played."""
    if not ativo(v):
        return True
    if truco:
        v.observar(f"TRUCO de {jogador} não vale: depois do término do tempo de jogo não se joga o TRUCO", TERMINO,
                   tipo=Tipo.NAO_VALE)
        return False
    if envite is None:
        return True
    if falta_automatica(v):
        if envite is Envite.FALTA_ENVIDO:
            v.observar(f"a FALTA ENVIDO dita por {jogador} é a que a Comissão já colocou depois do término do tempo "
                       "de jogo", TERMINO, tipo=Tipo.NOTA)
        else:
            v.observar(f"{envite.value.upper()} de {jogador} não vale: a FALTA ENVIDO já está colocada pela "
                       "Comissão depois do término do tempo de jogo", TERMINO, tipo=Tipo.NAO_VALE)
        return False
    if envite is not Envite.FALTA_ENVIDO:
        v.observar(f"{envite.value.upper()} de {jogador} não vale: depois do término do tempo de jogo só se põe a "
                   "FALTA ENVIDO", TERMINO, tipo=Tipo.NAO_VALE)
        return False
    return True


def vazas_valem(v: Volta) -> bool:
    """Whether the vazas still give the volta's tento after the time limit ("sem jogar o TRUCO")."""
    return not ativo(v) or v.ler(L.TERMINO_VAZAS, "As vazas foram jogadas depois do término do tempo de jogo",
                                 TERMINO) == "valem-um"
