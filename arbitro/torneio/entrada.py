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


def contexto(leituras: Path | None) -> tuple[Contexto, Registro]:
    """The context of the commission's clarifications file (if any), and the registry documents are checked
    against. Raises :class:`~arbitro.cenario.yamlpos.CenarioInvalido` for a bad clarifications file."""
    registro = registro_completo()
    selecao = Selecao()
    if leituras is not None:
        from arbitro.cenario.leituras import carregar_esclarecimentos

        selecao = selecao.com_esclarecimentos(carregar_esclarecimentos(leituras, registro))
    return Contexto(selecao), registro
