"""One door to the partida and the jogo of any rule system, for the layers above (the tournament, the server): the
file's ``regulamento:`` picks the layer — the MTG's (contract v2 §9–§10, :mod:`arbitro.torneio.partida`) or the one
of duplas (contract v3 §12, :mod:`arbitro.torneio.partida_geral`, :mod:`arbitro.torneio.jogo_geral`). Each result
has ``vencedor``, ``json()`` and, for a jogo, ``totais`` (``partidas``, ``tentos``, ``saldo`` per side)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from arbitro.cenario.acima import JOGO, PARTIDA, caso_ou_documento, raiz
from arbitro.sistemas import PADRAO
from arbitro.torneio.partida_geral import regulamento_do_no

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Esclarecimentos
    from arbitro.torneio.jogo import ResultadoJogo
    from arbitro.torneio.jogo_geral import JogoJulgado
    from arbitro.torneio.partida import ResultadoPartida
    from arbitro.torneio.partida_geral import PartidaJulgada


def julgar_partida(caminho: str | Path, esclarecimentos: Esclarecimentos | None = None,
                   ) -> ResultadoPartida | PartidaJulgada:
    """The partida file at ``caminho``, of any system, ruled (the result so far if nobody has won); raises
    :class:`~arbitro.cenario.yamlpos.CenarioInvalido`."""
    no, arquivo = raiz(caminho, PARTIDA)
    if regulamento_do_no(caso_ou_documento(no, "voltas"), arquivo) != PADRAO:
        from arbitro.torneio import partida_geral as P

        return P.julgar_partida(Path(caminho), esclarecimentos)
    from arbitro.torneio.carregar_partida import carregar_partida
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.observacoes import Contexto
    from arbitro.torneio.partida import julgar_partida as julgar_mtg

    ctx, registro = contexto(None)
    ctx = Contexto(ctx.selecao.com_esclarecimentos(esclarecimentos))
    p, ctx = carregar_partida(caminho, ctx, registro)
    return julgar_mtg(p, ctx)


def julgar_jogo(caminho: str | Path, esclarecimentos: Esclarecimentos | None = None) -> ResultadoJogo | JogoJulgado:
    """The jogo file at ``caminho``, of any system, ruled; raises :class:`~arbitro.cenario.yamlpos.CenarioInvalido`."""
    no, arquivo = raiz(caminho, JOGO)
    if regulamento_do_no(caso_ou_documento(no, "partidas"), arquivo) != PADRAO:
        from arbitro.nucleo.leituras import PADRAO as SELECAO
        from arbitro.torneio import jogo_geral as J

        return J.julgar_jogo(J.carregar_jogo(caminho), SELECAO.com_esclarecimentos(esclarecimentos))
    from arbitro.torneio.carregar_jogo import carregar_jogo
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.jogo import julgar_jogo as julgar_mtg
    from arbitro.torneio.observacoes import Contexto

    ctx, registro = contexto(None)
    ctx = Contexto(ctx.selecao.com_esclarecimentos(esclarecimentos))
    jogo, ctx = carregar_jogo(caminho, ctx, registro)
    return julgar_mtg(jogo, ctx)
