"""What part of a document is the scenario: a case of the library keeps it under ``cenario:`` (beside ``id:``);
a plain scenario may carry its expected ruling under ``esperado:``, which the scenario reader must not see."""

from __future__ import annotations

from typing import cast

from yaml.nodes import MappingNode, Node, ScalarNode

ESPERADO = "esperado"


def sem_esperado(no: MappingNode) -> MappingNode:
    """A plain scenario's node without its ``esperado:`` (the expected ruling, read by the case library)."""
    pares = [(k, v) for k, v in no.value if not (isinstance(k, ScalarNode) and k.value == ESPERADO)]
    return MappingNode(no.tag, pares, no.start_mark, no.end_mark, flow_style=no.flow_style)


def cenario_do_documento(no: Node) -> Node:
    """The scenario's node in a document: a case's ``cenario:``, a plain scenario without its ``esperado:``, or
    the document itself."""
    if not isinstance(no, MappingNode):
        return no
    chaves = {k.value: v for k, v in no.value if isinstance(k, ScalarNode)}
    if "id" in chaves and "cenario" in chaves:
        return cast(Node, chaves["cenario"])
    if ESPERADO in chaves and "cenario" not in chaves:
        return sem_esperado(no)
    return no
