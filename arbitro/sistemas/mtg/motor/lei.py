""""Na lei do jogo está tudo dito" (Art. XVI, Lei do jogo): FALTA ENVIDO and TRUCO and, if there is
flor, CONTRA-FLOR E O RESTO, proposed by the trailing trio."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.fala import AtoFlor, Envite, Truco
from arbitro.sistemas.mtg.motor import envido, flor, truco
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.envido import ENVIDO_LIVRE

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

LEI = art.LEI_DO_JOGO
MALOS = 12  # Art. 10, II: "Os primeiros 12 tentos serão os Malos e os 12 restantes os Buenos"


def propor(v: Volta, jogador: str) -> None:
    trio = v.trio(jogador)
    outro = v.outro(trio)
    placar = v.placar()
    nao_vale = f"a LEI DO JOGO de {jogador} não vale"
    if v.testa:
        v.observar(f"{nao_vale}: não existe esta proposta nos jogos de testa", LEI, tipo=Tipo.NAO_VALE)
        return
    if placar[trio] >= placar[outro]:
        v.observar(f"{nao_vale}: só pode ser feita pelo trio que está perdendo", LEI, tipo=Tipo.NAO_VALE)
        return
    if v.alguma_carta_jogada() or v.envido.situacao is not ENVIDO_LIVRE or \
            v.truco.situacao is not truco.SituacaoTruco.LIVRE:
        v.observar(f"{nao_vale}: é formulada antes que se distribua a primeira carta, antes de qualquer "
                   "outra proposta", LEI, tipo=Tipo.NAO_VALE)
        return
    buenos = max(placar.values()) > MALOS or (max(placar.values()) == MALOS and v.ler(
        L.LEI_BUENOS, f"A LEI DO JOGO foi colocada com um trio em exatamente {MALOS} tentos", LEI) == "doze")
    if not buenos:
        v.observar(f"{nao_vale}: só pode ser feita depois que um trio chegar nos tentos BUENOS", LEI, art.TENTOS,
                   tipo=Tipo.NAO_VALE)
        return
    v.lei = True
    v.fundamentar(LEI, "envido", "truco", "flor")
    envido.propor(v, jogador, Envite.FALTA_ENVIDO)
    truco.propor(v, jogador, Truco.TRUCO, quero_antes=False, dupla=True)
    v.envido.so_a_falta(False)
    v.observar(f"{jogador} colocou a LEI DO JOGO: equivale a FALTA ENVIDO e TRUCO e, se houver FLOR, "
               "CONTRA-FLOR E O RESTO", LEI, tipo=Tipo.NOTA)


def _proponente(v: Volta) -> tuple[str, str]:
    t = v.truco
    assert t.proponente is not None and t.quem is not None
    return t.proponente, t.quem


def responde_com_flor(v: Volta, jogador: str) -> bool:
    """Whether ``jogador``'s FLOR answers the Lei do Jogo: his trio must answer it and no flor bet is made yet."""
    return v.lei and truco.aguarda_resposta_de(v) == v.trio(jogador) and not v.flor.apostas


def flor_responde(v: Volta, jogador: str, aceita_truco: bool | None) -> None:
    """"FLOR QUERO" accepts CONTRA-FLOR E O RESTO and the TRUCO; "FLOR NÃO QUERO" accepts the CONTRA-FLOR E
    O RESTO and refuses the TRUCO (Art. XVI, Lei do jogo, b). A plain FLOR (``aceita_truco`` None) accepts the
    CONTRA-FLOR E O RESTO and leaves the TRUCO to be answered: "O jogador poderá cantar a flor e após responder
    o QUERO ou NÃO QUERO para o truco"."""
    if not v.lei or truco.aguarda_resposta_de(v) != v.trio(jogador):
        v.observar(f"\"FLOR {'QUERO' if aceita_truco else 'NÃO QUERO'}\" de {jogador} só responde à LEI DO JOGO: "
                   "vale como FLOR", LEI, tipo=Tipo.NAO_VALE)
        flor.cantar(v, jogador, AtoFlor.FLOR)
        return
    trio_lei, quem = _proponente(v)
    flor.cantar(v, jogador, AtoFlor.FLOR)
    if flor.falsa(v, jogador) or not v.flor.cantou(jogador):
        return
    v.flor.aceitar_aposta(AtoFlor.CONTRA_FLOR_E_O_RESTO, trio_lei, quem, LEI)
    if aceita_truco is None:
        v.observar(f"{jogador} cantou FLOR à LEI DO JOGO: aceita a CONTRA-FLOR E O RESTO, e o TRUCO ainda se responde "
                   "(\"O jogador poderá cantar a flor e após responder o QUERO ou NÃO QUERO para o truco\")", LEI,
                   tipo=Tipo.NOTA)
        return
    truco.responder(v, jogador, aceita_truco)


def achico(v: Volta, jogador: str) -> None:
    """"ME ACHICO COM FLOR" to the Lei do Jogo: the flor is achicada, the TRUCO still to be answered."""
    flor.cantar(v, jogador, AtoFlor.ME_ACHICO)
