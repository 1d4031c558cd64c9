"""The JSON Schema (draft-07) of a family scenario, for editors (``arbitro esquema --sistema S``).

Built from the system's :class:`~arbitro.familias.espanhol.cenario.Perfil`: its deck, players per side, options,
speech and readings. The schema is a guide for the editor; the loader stays the judge of what is valid.
"""

from __future__ import annotations

import re
from typing import Any

from arbitro.familias.espanhol.cenario import Perfil

_VARIANTES = {"a": "aáàâãAÁÀÂÃ", "e": "eéêEÉÊ", "i": "iíIÍ", "o": "oóôõOÓÔÕ", "u": "uúUÚ", "c": "cçCÇ"}


def _sem_caixa(frase: str) -> str:
    """A pattern for ``frase`` (normalised words) in any case, with or without accents, any separator."""
    palavras = ["".join(f"[{_VARIANTES.get(ch, ch + ch.upper())}]" if ch.isalpha() else re.escape(ch) for ch in p)
                for p in frase.split()]
    return r"[\s\-,.!]+".join(palavras)


def _cartas(perfil: Perfil) -> dict[str, Any]:
    curtas = sorted({c.curta for c in perfil.baralho.cartas}, key=lambda s: (s[-1], int(s[:-1])))
    alternativas = "|".join(f"{c[:-1]}[{c[-1]}{c[-1].lower()}{'Bb' if c[-1] == 'P' else ''}]" for c in curtas)
    return {"type": "string", "pattern": rf"^\s*(?:(?:{alternativas})|\S+\s+de\s+\S+)\s*$",
            "description": f"uma das cartas de {perfil.baralho.nome}: {', '.join(curtas)} (ou por extenso)"}


def esquema(perfil: Perfil, titulo: str) -> dict[str, Any]:
    lados = {"type": "object", "minProperties": 2, "maxProperties": 2,
             "additionalProperties": {"type": "array", "items": {"type": "string"},
                                      "minItems": min(perfil.jogadores), "maxItems": max(perfil.jogadores)},
             "description": f"os dois lados e os seus jogadores ({perfil.artigo_jogadores})"}
    falas = sorted(perfil.vocabulario, key=len, reverse=True)
    fala = {"type": "string", "pattern": rf"^\s*(?:{'|'.join(_sem_caixa(f) for f in falas)})\s*[.!]*$",
            "description": f"as palavras ditas ({', '.join(sorted(perfil.vocabulario))})"}
    joga: dict[str, Any] = {"joga": {"$ref": "#/definitions/carta"}}
    if perfil.coberta is not None:
        joga |= {"coberta": {"type": "boolean"}, "oculta": {"$ref": "#/definitions/carta"}}
    acoes = [{"type": "object", "required": ["joga"], "properties": joga, "additionalProperties": False},
             {"type": "object", "required": ["pontos"], "properties": {"pontos": {"type": "integer", "minimum": 0}},
              "additionalProperties": False},
             {"type": "object", "required": ["mostra"], "additionalProperties": False,
              "properties": {"mostra": {"type": "array", "items": {"$ref": "#/definitions/carta"}}}}]
    opcoes: dict[str, Any] = {}
    for nome, o in perfil.opcoes.items():
        opcoes[nome] = {"type": "boolean"} if o.valores is None else {"enum": list(o.valores)}
        opcoes[nome]["description"] = f"padrão {o.padrao} ({o.artigo})"
    propriedades: dict[str, Any] = {
        "versao": {"const": 2}, "regulamento": {"const": perfil.id},
        "duplas": lados, "equipes": {**lados, "description": "outro nome de duplas"},
        "mesa": {"type": "array", "items": {"type": "string"}, "description": "a ordem de jogo, o mão primeiro"},
        "placar": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0},
                   "description": "os pontos de cada lado antes desta mão"},
        "cartas": {"type": "object", "additionalProperties": {"type": "array", "maxItems": 3,
                                                              "items": {"$ref": "#/definitions/carta"}}},
        "eventos": {"type": "array", "items": {"$ref": "#/definitions/evento"}},
        "opcoes": {"type": "object", "properties": opcoes, "additionalProperties": False},
        "leituras": {"type": "object", "additionalProperties": False,
                     "properties": {lt.id: {"enum": list(lt.ids_opcoes), "description": lt.pergunta}
                                    for lt in perfil.leituras.values()}},
        "pagamentos": {"type": "array", "items": {"type": "object", "properties": {
            "equipe": {"type": "string"}, "tentos": {"type": "integer", "minimum": 1}}}},
        "pergunta": {"type": "string"},
    }
    if perfil.camas is not None:
        propriedades["camas"] = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0},
                                 "description": f"camas já ganhas por cada lado ({perfil.camas})"}
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": titulo,
        "type": "object",
        "required": ["versao", "regulamento", "placar", "mesa", "eventos"],
        "oneOf": [{"required": ["duplas"]}, {"required": ["equipes"]}],
        "properties": propriedades,
        "additionalProperties": False,
        "definitions": {
            "carta": _cartas(perfil),
            "fala": fala,
            "evento": {"type": "object", "minProperties": 1, "maxProperties": 1,
                       "properties": {"vaza": {"type": "string", "description": "o lado que ganhou, ou parda"},
                                      "pagamento": {"type": "object", "required": ["recebe", "tentos"],
                                                    "properties": {"recebe": {"type": "string"},
                                                                   "tentos": {"type": "integer", "minimum": 1}},
                                                    "additionalProperties": False}},
                       "additionalProperties": {"anyOf": [{"$ref": "#/definitions/fala"}, *acoes]}},
        },
    }
