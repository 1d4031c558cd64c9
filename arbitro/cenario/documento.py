"""What part of a document is the scenario: a case of the library keeps it under ``cenario:`` (beside ``id:``);
a plain scenario may carry its expected ruling under ``esperado:``, which the scenario reader must not see."""

from __future__ import annotations

from typing import Any, cast

from yaml.nodes import MappingNode, Node, ScalarNode

ESPERADO = "esperado"
# The keys of a case of the library and of its expected ruling (casos/README.md), for every rule system.
CHAVES_CASO = ("id", "titulo", "temas", "artigos", "fatos", "pergunta", "cenario", "esperado", "comentario",
               "por_leitura")
CHAVES_ESPERADO = (
    "placar_final", "vencedor", "artigos", "lancamentos", "observacoes", "invalido", "mensagem",
)


def esquema_do_esperado() -> dict[str, Any]:
    """The JSON Schema of ``esperado:``, the expected ruling (its keys, for completion)."""
    return {"type": "object", "additionalProperties": False, "description": "a decisão esperada, para conferir",
            "properties": {chave: {} for chave in CHAVES_ESPERADO}}


def esquema_do_caso(cenario: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of a case file whose ``cenario:`` is the schema ``cenario`` (for the editor)."""
    propriedades: dict[str, Any] = {chave: {} for chave in CHAVES_CASO}
    propriedades["cenario"] = cenario
    propriedades["esperado"] = esquema_do_esperado()
    return {"type": "object", "description": "caso da biblioteca (casos/README.md)",
            "additionalProperties": False, "properties": propriedades}


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
