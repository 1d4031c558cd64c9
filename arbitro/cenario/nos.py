"""Synthetic YAML nodes, positioned in a document: the hand a partida hands to the engine is built of the partida's
own nodes and of these (the score, the table, the sides), each placed at the node it derives from, so that a
problem in it is told at a real line of the file."""

from __future__ import annotations

from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

STR = "tag:yaml.org,2002:str"
INT = "tag:yaml.org,2002:int"
BOOL = "tag:yaml.org,2002:bool"
MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"


def escalar(valor: Any, perto: Node, tag: str = STR) -> ScalarNode:
    return ScalarNode(tag, str(valor), perto.start_mark, perto.end_mark)


def chave_valor(chave: str, valor: Node, perto: Node) -> tuple[Node, Node]:
    return escalar(chave, perto), valor


def mapa(pares: list[tuple[Node, Node]], perto: Node) -> MappingNode:
    return MappingNode(MAP, pares, perto.start_mark, perto.end_mark, flow_style=True)


def sequencia(itens: list[Node], perto: Node) -> SequenceNode:
    return SequenceNode(SEQ, itens, perto.start_mark, perto.end_mark, flow_style=True)


def placar_no(placar: dict[str, int], perto: Node) -> MappingNode:
    return mapa([(escalar(t, perto), escalar(n, perto, INT)) for t, n in placar.items()], perto)


def trios_no(trios: dict[str, tuple[str, ...]], perto: Node) -> MappingNode:
    """The sides and their players (trios or duplas) as a scenario writes them."""
    return mapa([(escalar(t, perto), sequencia([escalar(j, perto) for j in js], perto)) for t, js in trios.items()],
                perto)
