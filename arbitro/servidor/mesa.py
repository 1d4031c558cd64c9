"""The calls valid now in the volta in progress (``GET /jogos/{id}/pode``), by the session model of
``arbitro mesa`` (:class:`arbitro.mesa.sessao.Sessao`): the same palette, the same engine question
(``Sistema.pode`` for each call appended to the volta so far), over the partida the server holds — kept in memory,
never written to a file by the server (its ``salvar`` does nothing: the database is the record)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitro.servidor.pasta import cabecalho, voltas

if TYPE_CHECKING:
    from arbitro.mesa.sessao import Sessao
    from arbitro.servidor.servico import Servico


def _nada(_caminho: Path, _texto: str) -> None:
    """The server's partida lives in the database: the session writes no file."""


def sessao(servico: Servico, jogo: int) -> tuple[Sessao | None, int]:
    """The session of the partida in progress of ``jogo`` (None before its first event) and its number."""
    from arbitro.mesa.sessao import Sessao

    d = servico.dados(jogo)
    com = d.partidas_com_eventos()
    if not com:
        n = 1
        return Sessao(cabecalho(d, n), Path(f"{d.id}-{n}.yaml"), None, salvar=_nada), n
    n = com[-1]
    aplicados = d.aplicados(n)
    s = Sessao(cabecalho(d, n), Path(f"{d.id}-{n}.yaml"), voltas(aplicados), salvar=_nada)
    ultima = aplicados[-1] if aplicados else None
    if ultima is not None and ultima.testa is not None:
        s.mudar_testa(ultima.testa - 1)
    return s, n


def pode(servico: Servico, jogo: int) -> list[dict[str, Any]]:
    """``[{jogador, fala, artigos}]``: each call of the system's palette that each player may make now."""
    from arbitro.sistemas.mtg.fala import interpretar

    s, _n = sessao(servico, jogo)
    if s is None or s.situacao().vencedor is not None:
        return []
    saida: list[dict[str, Any]] = []
    for jogador in s.jogadores():
        for fala in s.validas(jogador):
            f = interpretar(fala)
            saida.append({"jogador": jogador, "fala": fala, "artigos": list(f.artigos) if f else []})
    return saida
