""""Término do Tempo de Jogo" (contract v2 §7, ``tempo_esgotado: true``): after the 2-hour limit (S, h), the
Commission "determinará a colocação da FALTA ENVIDO ou FLOR e CONTRA-FLOR E O RESTO até o término da partida,
sem jogar o TRUCO".

The rest of the section lives with the rule it changes: the late flor (:mod:`.flor`, :mod:`.faltas`), only the
winning point proving and the price of a missing proof or a flor discovered (:mod:`.faltas`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mtg.cenario.modelo import OlhouCedo
from arbitro.sistemas.mtg.fala import Envite
from arbitro.sistemas.mtg.motor import envido, valores
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

TERMINO = "Término do tempo de jogo"


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
    e = v.envido
    e.cadeia, e.chamadores, e.situacao = [Envite.FALTA_ENVIDO], [v.sentados()[0]], "aceito"


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


def olhou_cedo(v: Volta, ev: OlhouCedo) -> None:
    """"Somente após a distribuição de todas as cartas para todos os participantes as mesmas podem ser vistas.
    Quem olhar antes pagará os tentos apostados e o baralho será passado para o próximo a dar as cartas.\""""
    trio = v.trio(ev.jogador)
    apostados = envido.aceito(v).tentos if v.envido.situacao == "aceito" else 0
    v.nova_distribuicao = v.nova_distribuicao or f"{ev.jogador} olhou as cartas antes do fim da distribuição"
    v.encerrar(v.nova_distribuicao)
    if not apostados:
        v.observar(f"{ev.jogador} olhou as cartas antes do fim da distribuição: sem tentos apostados, nada a pagar; "
                   "o baralho passa ao próximo a dar as cartas", TERMINO, tipo=Tipo.IRREGULARIDADE)
        return
    v.premiar(Parte.SANCAO, v.outro(trio), apostados,
              f"{ev.jogador} olhou as cartas antes do fim da distribuição: paga os tentos apostados, a FALTA ENVIDO "
              f"({valores.tentos(apostados)}), e o baralho passa ao próximo a dar as cartas",
              (TERMINO, *envido.aceito(v).artigos), chave="olhou-cedo")
