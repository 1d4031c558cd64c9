"""What every command above the volta does before ruling: the readings in force and the document loaded.

Selection, in increasing precedence (contract v2 §8): the project's defaults; ``--leituras ARQUIVO.yaml``
(a commission's clarifications); the ``leituras:`` of the tournament, jogo and partida files, each more
specific than the one that names it; a volta's own ``leituras:``.
"""

from __future__ import annotations

from pathlib import Path

from arbitro.nucleo.leituras import Registro, Selecao
from arbitro.sistemas.mtg.leituras_acima import registro_completo
from arbitro.torneio.observacoes import Contexto


def contexto(leituras: Path | None, sistema: str | None = None) -> tuple[Contexto, Registro]:
    """The context of the commission's clarifications file (if any), and the registry documents are checked
    against — the MTG's, or every reading of ``sistema`` when another system's tournament is read. Raises
    :class:`~arbitro.cenario.yamlpos.CenarioInvalido` for a bad clarifications file."""
    if sistema is not None:
        from arbitro.sistemas import PADRAO
        from arbitro.sistemas import sistema as achar

        registro = registro_completo() if sistema == PADRAO else achar(sistema).leituras()
    else:
        registro = registro_completo()
    selecao = Selecao()
    if leituras is not None:
        from arbitro.cenario.leituras import carregar_esclarecimentos

        selecao = selecao.com_esclarecimentos(carregar_esclarecimentos(leituras, registro))
    return Contexto(selecao), registro
