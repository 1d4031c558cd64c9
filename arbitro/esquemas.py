"""The editor's JSON Schema of a scenario for every rule system at once: the document's ``regulamento:`` (or,
in a case of the library, its ``cenario:``'s) picks the system's schema, and a file without it is MTG's, as
every v1 file is (contract v2 §8). Each system writes its own schema (:meth:`Sistema.esquema`); here they are
only put side by side, their definitions renamed so that they cannot collide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbitro.cenario.documento import esquema_do_caso
from arbitro.sistemas import PADRAO, apelidos, ids, sistema

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Registro

RASCUNHO = "http://json-schema.org/draft-07/schema#"


def esquema_esclarecimentos(registro: Registro) -> dict[str, Any]:
    """The JSON Schema of a commission's clarifications file (contract v2 §8: ``--leituras``): every reading of
    the system, with its options."""
    return {
        "$schema": RASCUNHO,
        "title": f"Esclarecimentos da Comissão (arbitro --leituras, {registro.sistema})",
        "type": "object", "required": ["leituras"], "additionalProperties": False,
        "properties": {
            "comissao": {"type": "string", "minLength": 1, "description": "a comissão que esclarece"},
            "data": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "description": "AAAA-MM-DD"},
            "leituras": {"type": "object", "additionalProperties": False,
                         "description": "a opção aplicada em cada leitura nomeada (arbitro leituras)",
                         "properties": {lt.id: {"enum": list(lt.ids_opcoes),
                                                "description": f"{lt.pergunta} (padrão {lt.padrao})"}
                                        for lt in registro.values()}},
        },
    }


def _renomear(no: Any, prefixo: str) -> Any:
    """A copy of a schema whose ``#/definitions/x`` references read ``#/definitions/<prefixo>x``."""
    if isinstance(no, dict):
        return {k: (f"#/definitions/{prefixo}{v.removeprefix('#/definitions/')}"
                    if k == "$ref" and isinstance(v, str) and v.startswith("#/definitions/") else _renomear(v, prefixo))
                for k, v in no.items()}
    if isinstance(no, list):
        return [_renomear(v, prefixo) for v in no]
    return no


def _nomeia(nomes: list[str]) -> dict[str, Any]:
    """The document names one of ``nomes`` in ``regulamento:``, itself or under a case's ``cenario:``."""
    regulamento = {"required": ["regulamento"], "properties": {"regulamento": {"enum": nomes}}}
    return {"anyOf": [regulamento, {"required": ["cenario"], "properties": {"cenario": regulamento}}]}


def esquema_de_todos() -> dict[str, Any]:
    """One draft-07 schema that checks a scenario (or a case) of any system; with one system, its own schema."""
    todos = ids()
    if len(todos) == 1:
        return sistema(todos[0]).esquema()
    definicoes: dict[str, Any] = {}
    for id_ in todos:
        proprio = _renomear(sistema(id_).esquema(), f"{id_}.")
        for nome, definicao in proprio.pop("definitions", {}).items():
            definicoes[f"{id_}.{nome}"] = definicao
        proprio.pop("$schema", None)
        definicoes[id_] = proprio
        definicoes[f"{id_}.caso"] = esquema_do_caso({"$ref": f"#/definitions/{id_}"})
    ramo: dict[str, Any] = {"$ref": f"#/definitions/{PADRAO}"}
    for id_ in reversed([i for i in todos if i != PADRAO]):
        caso = {"if": {"required": ["cenario"]}, "then": {"$ref": f"#/definitions/{id_}.caso"},
                "else": {"$ref": f"#/definitions/{id_}"}}
        ramo = {"if": _nomeia([id_, *apelidos(id_)]), "then": caso, "else": ramo}
    return {"$schema": RASCUNHO, "title": "Cenário do arbitro (todos os regulamentos)",
            "description": "regulamento: escolhe o sistema de regras; sem ele, o do MTG (Truco Cego).",
            **ramo, "definitions": definicoes}
