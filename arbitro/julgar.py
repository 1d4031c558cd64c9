"""From a file to a ruling, for any rule system: the document's ``regulamento:`` picks the system (MTG when
absent, as in every v1 file), the system validates its scenario and rules it, under the options in force at the
named readings (the commission's clarifications, then the scenario's own).

Used by the fast start-up path of ``arbitro resolve`` (:mod:`arbitro.inicio`), by the CLI and by the library.
Neither typer nor rich is imported here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitro.cenario.documento import cenario_do_documento
from arbitro.cenario.yamlpos import CenarioInvalido, compor, ler, marca
from arbitro.nucleo.arquivos import nome_da_entrada
from arbitro.sistemas import PADRAO, SistemaDesconhecido, identificar, sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Esclarecimentos, Registro
    from arbitro.nucleo.regulamento import Regulamento
    from arbitro.nucleo.sistema import Sistema

__all__ = ["CenarioInvalido", "carregar", "cenario_de_no", "decidir", "esclarecimentos", "leituras",
           "sistema_do_documento"]


def sistema_do_documento(no: Node, arquivo: str) -> Sistema:
    """The system a document's root names with ``regulamento:`` (MTG when absent); an unknown one is invalid
    input, located at the value."""
    from yaml.nodes import MappingNode, ScalarNode

    if isinstance(no, MappingNode):
        for k, v in no.value:
            if isinstance(k, ScalarNode) and k.value == "regulamento" and isinstance(v, ScalarNode):
                nome = str(v.value).strip()
                if identificar(nome) is None:
                    raise CenarioInvalido([marca(v, arquivo, str(SistemaDesconhecido(nome)))])
                return sistema(nome)
    return sistema(PADRAO)


def cenario_de_no(no: Node, arquivo: str) -> tuple[Sistema, Any]:
    """The system and its validated scenario, from an already composed document (or a case's ``cenario:``)."""
    no = cenario_do_documento(no)
    s = sistema_do_documento(no, arquivo)
    return s, s.cenario(no, arquivo)


def carregar(caminho: str | Path) -> tuple[Sistema, Any]:
    """The system and the validated scenario of the file at ``caminho`` (``-`` is standard input)."""
    arquivo = nome_da_entrada(caminho)  # standard input is "<entrada>" in the messages
    return cenario_de_no(compor(ler(caminho), arquivo), arquivo)


def leituras(nome: str = PADRAO) -> Registro:
    """Every named reading of a system (for MTG: its volta's and those of the partida, jogo and tournament)."""
    return sistema(nome).leituras()


def esclarecimentos(arquivo: Path | None, nome: str = PADRAO) -> Esclarecimentos | None:
    """A commission's clarifications file (``--leituras``), checked against the system's readings; raises
    :class:`CenarioInvalido`."""
    if arquivo is None:
        return None
    from arbitro.cenario.leituras import carregar_esclarecimentos

    return carregar_esclarecimentos(arquivo, leituras(nome))


def decidir(caminho: str | Path, arquivo_leituras: Path | None = None) -> tuple[Decisao, Regulamento]:
    """The ruling on the scenario at ``caminho`` and the rulebook it was ruled under; raises
    :class:`CenarioInvalido` (every problem, located)."""
    from arbitro.nucleo.leituras import PADRAO as SEM_ESCLARECIMENTOS

    s, cenario = carregar(caminho)
    selecao = SEM_ESCLARECIMENTOS.com_esclarecimentos(esclarecimentos(arquivo_leituras, s.id))
    return s.resolver(cenario, selecao), s.regulamento
