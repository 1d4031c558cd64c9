"""The calls valid now in the volta in progress (``GET /jogos/{id}/pode``), by the session model of
``arbitro mesa`` (:class:`arbitro.mesa.sessao.Sessao`, :func:`arbitro.servidor.pasta.sessao`): the same palette, the
same engine question (``Sistema.pode`` of the tournament's rule system, for each call appended to the volta so
far), over the partida the server holds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbitro.mesa.sessao import Sessao
    from arbitro.servidor.servico import Servico


def sessao(servico: Servico, jogo: int) -> tuple[Sessao, int]:
    """The session of the partida in progress of ``jogo`` (the first one before any event) and its number."""
    from arbitro.servidor.pasta import sessao as da_partida

    d = servico.dados(jogo)
    com = d.partidas_com_eventos()
    n = com[-1] if com else 1
    return da_partida(d, n), n


def pode(servico: Servico, jogo: int) -> list[dict[str, Any]]:
    """``[{jogador, fala, artigos}]``: each call of the system's palette that each player may make now; the
    articles that give the call its meaning where the system names them (MTG's reader of calls), else none."""
    s, _n = sessao(servico, jogo)
    if s.situacao().vencedor is not None:
        return []
    artigos = _artigos_da_fala(s.cab.regulamento)
    return [{"jogador": jogador, "fala": fala, "artigos": artigos(fala)}
            for jogador in s.jogadores() for fala in s.validas(jogador)]


def _artigos_da_fala(regulamento: str) -> Any:
    from arbitro.sistemas import PADRAO

    if regulamento != PADRAO:
        return lambda _fala: []
    from arbitro.sistemas.mtg.fala import interpretar

    def artigos(fala: str) -> list[str]:
        f = interpretar(fala)
        return list(f.artigos) if f else []
    return artigos
