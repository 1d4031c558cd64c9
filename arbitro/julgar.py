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
from arbitro.cenario.yamlpos import CenarioInvalido, Problema, compor, ler, marca
from arbitro.nucleo.arquivos import nome_da_entrada
from arbitro.nucleo.texto import quantos
from arbitro.sistemas import PADRAO, SistemaDesconhecido, identificar, sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Esclarecimentos, Registro
    from arbitro.nucleo.regulamento import Regulamento
    from arbitro.nucleo.sistema import Sistema, Veredito

__all__ = ["CenarioInvalido", "carregar", "cenario_de_no", "decidir", "esclarecimentos", "leituras", "pode",
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


ROTULO_EVENTO = "<evento>"
"""Where a problem of the event asked about (``arbitro pode``) is located: its own text, line 1."""


def pode(caminho: str | Path, evento: str, antes_do: int | None = None, arquivo_leituras: Path | None = None,
         ) -> tuple[Sistema, Veredito]:
    """May ``evento`` — one item of the scenario's ``eventos:`` list, in its own syntax (``"a1: retruco"``) — be
    done at the end of the events of the scenario at ``caminho`` (or before the ``antes_do``-th)? The system's
    engine answers for the state reached (:meth:`~arbitro.nucleo.sistema.Sistema.podem`), with the words and
    articles of the ruling. Raises :class:`CenarioInvalido` (a problem of the event located at
    :data:`ROTULO_EVENTO`, ``1:coluna``)."""
    from dataclasses import replace

    from arbitro.nucleo.leituras import PADRAO as SEM_ESCLARECIMENTOS

    arquivo = nome_da_entrada(caminho)
    texto = ler(caminho)
    no = compor(texto, arquivo)
    s, inteiro = cenario_de_no(no, arquivo)
    raiz = cenario_do_documento(no)
    itens, antes = _eventos_do_no(raiz)
    if antes_do is not None and not 1 <= antes_do <= len(itens):
        faixa = f"de 1 a {len(itens)}" if itens else "e o cenário não tem eventos"
        raise CenarioInvalido([marca(antes or raiz, arquivo, f"--antes-do {antes_do}: o cenário tem "
                                                             f"{quantos(len(itens), 'evento')}; N vai {faixa}")])
    k = len(itens) if antes_do is None else antes_do - 1
    desloc = texto.count("\n") + 1  # the event's lines come after the file's: a problem there is the event's
    item = _no_do_evento(evento, desloc)
    base = inteiro if k == len(itens) else s.cenario(_com_eventos(raiz, itens[:k]), arquivo)
    try:
        com = s.cenario(_com_eventos(raiz, [*itens[:k], item]), arquivo)
    except CenarioInvalido as erro:
        raise _no_evento(erro, arquivo, desloc) from None
    novos = com.eventos[len(base.eventos):]
    if not novos:
        raise CenarioInvalido([Problema(ROTULO_EVENTO, 1, 1, f"{evento.strip()!r} não acrescenta lance algum à "
                                                             "volta: escreva um item da lista eventos: do cenário")])
    selecao = SEM_ESCLARECIMENTOS.com_esclarecimentos(esclarecimentos(arquivo_leituras, s.id))
    return s, s.podem(replace(com, eventos=com.eventos[:len(base.eventos)]), novos, selecao)


def _eventos_do_no(raiz: Node) -> tuple[list[Node], Node | None]:
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    if isinstance(raiz, MappingNode):
        for k, v in raiz.value:
            if isinstance(k, ScalarNode) and k.value == "eventos":
                return (list(v.value) if isinstance(v, SequenceNode) else []), v
    return [], None


def _com_eventos(raiz: Node, itens: list[Node]) -> Node:
    """A copy of the scenario's node with ``itens`` as its events (the file's own nodes are not changed)."""
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    assert isinstance(raiz, MappingNode)
    pares = [(k, v) for k, v in raiz.value if not (isinstance(k, ScalarNode) and k.value == "eventos")]
    chave = ScalarNode("tag:yaml.org,2002:str", "eventos", raiz.start_mark, raiz.start_mark)
    lista = SequenceNode("tag:yaml.org,2002:seq", itens, raiz.start_mark, raiz.end_mark)
    return MappingNode(raiz.tag, [*pares, (chave, lista)], raiz.start_mark, raiz.end_mark, raiz.flow_style)


def _no_do_evento(evento: str, desloc: int) -> Node:
    from yaml.nodes import SequenceNode

    if not evento.strip():
        raise CenarioInvalido([Problema(ROTULO_EVENTO, 1, 1, 'evento vazio: escreva um item da lista eventos: do '
                                                             'cenário, como "a1: truco"')])
    compor(evento, ROTULO_EVENTO)  # a syntax error is told in the event's own lines (a message may quote one)
    no = compor("\n" * desloc + evento, ROTULO_EVENTO)  # placed past the file: a later problem there is the event's
    if isinstance(no, SequenceNode):  # "- a1: truco", as written in the file
        if len(no.value) != 1:
            raise CenarioInvalido([Problema(ROTULO_EVENTO, 1, 1, f"um evento por vez: {len(no.value)} itens")])
        no = no.value[0]
    return no


def _no_evento(erro: CenarioInvalido, arquivo: str, desloc: int) -> CenarioInvalido:
    """The problems past the file's last line are the event's: located in its own text."""
    return CenarioInvalido([Problema(ROTULO_EVENTO, max(1, p.linha - desloc), p.coluna, p.mensagem)
                            if p.arquivo in (arquivo, ROTULO_EVENTO) and p.linha > desloc else p
                            for p in erro.problemas])
