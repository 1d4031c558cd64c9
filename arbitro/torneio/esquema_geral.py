"""The JSON Schemas (draft-07) of a partida and a jogo of a system of duplas (contract v3 §12), built from the
system's own scenario schema: a hand of the partida is a scenario without the keys the partida derives, plus
``mao:``. ``arbitro esquema --tipo partida --sistema S`` prints them."""

from __future__ import annotations

from typing import Any

from arbitro.nucleo.partida import FORMATOS
from arbitro.nucleo.sistema import Sistema
from arbitro.torneio import partida_geral as P

TIPOS = ("partida", "jogo")


def _placar(descricao: str) -> dict[str, Any]:
    return {"type": "object", "description": descricao, "additionalProperties": {"type": "integer", "minimum": 0}}


def _lados() -> dict[str, Any]:
    return {"type": "object", "description": "as duas duplas e seus jogadores",
            "additionalProperties": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 2},
            "minProperties": 2, "maxProperties": 2}


def _leituras(s: Sistema) -> dict[str, Any]:
    return {"type": "object", "description": "esclarecimentos da Comissão (arbitro leituras --sistema)",
            "properties": {lt.id: {"enum": list(lt.ids_opcoes)} for lt in P.registro(s).values()},
            "additionalProperties": False}


def _sumula() -> dict[str, Any]:
    return {c: {"type": ["string", "integer"], "description": "para a súmula"} for c in P.SUMULA}


def esquema_partida(s: Sistema) -> dict[str, Any]:
    cenario = s.esquema()
    mao = {k: v for k, v in cenario["properties"].items() if k not in P.DERIVADAS}
    mao["mao"] = {"type": "string", "description": "o mão desta mão, quando não é o assento seguinte"}
    item = {"type": "object", "properties": mao, "required": ["eventos"], "additionalProperties": False}
    propriedades: dict[str, Any] = {
        "versao": {"enum": [2, 3]}, "regulamento": {"const": s.id},
        **{lado: _lados() for lado in P.LADOS},
        "assentos": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 4,
                     "description": "em volta da mesa, o mão da 1ª mão primeiro; o mão passa ao assento seguinte"},
        "placar_inicial": _placar("o placar quando o registro começou"),
        "opcoes": cenario["properties"].get("opcoes", {"type": "object"}),
        "leituras": _leituras(s), **_sumula(),
        **{chave: {"type": "array", "items": item} for chave in P.MAOS},
    }
    if s.partida().camas:
        propriedades["camas_iniciais"] = _placar("as camas já ganhas quando o registro começou")
    return {"$schema": "http://json-schema.org/draft-07/schema#", "title": f"Partida de {s.nome} (contrato v3 §12)",
            "type": "object", "properties": propriedades, "required": ["regulamento", "assentos"],
            "additionalProperties": False, "definitions": cenario.get("definitions", {})}


def esquema_jogo(s: Sistema) -> dict[str, Any]:
    partida = {"oneOf": [_placar("o placar final (em camas, num sistema de camas)"),
                         {"type": "object", "properties": {"arquivo": {"type": "string"}}, "required": ["arquivo"],
                          "additionalProperties": False}]}
    ocorrencia = {"oneOf": [
        {"type": "object", "properties": {"partida": {"type": "integer", "minimum": 1, "maximum": 3},
                                          "wo": {"type": "string"}}, "required": ["partida", "wo"],
         "additionalProperties": False},
        {"type": "object", "properties": {"partida": {"type": "integer", "minimum": 1, "maximum": 3},
                                          "desclassificado": {"type": "string"}}, "required": ["desclassificado"],
         "additionalProperties": False}]}
    propriedades: dict[str, Any] = {
        "versao": {"enum": [2, 3]}, "regulamento": {"const": s.id}, "formato": {"enum": list(FORMATOS)},
        **{lado: _lados() for lado in P.LADOS}, **_sumula(),
        "capatazes": {"type": "object", "additionalProperties": {"type": "string"}},
        "opcoes": s.esquema()["properties"].get("opcoes", {"type": "object"}),
        "partidas": {"type": "array", "items": partida}, "ocorrencias": {"type": "array", "items": ocorrencia},
        "leituras": _leituras(s),
    }
    return {"$schema": "http://json-schema.org/draft-07/schema#", "title": f"Jogo de {s.nome} (contrato v3 §12)",
            "type": "object", "properties": propriedades, "required": ["regulamento", "partidas"],
            "additionalProperties": False}


def esquema_torneio(s: Sistema) -> dict[str, Any]:
    """A tournament of ``s`` (contract v3 §13 over §12's jogos): the MTG's tournament schema with this system's
    ``regulamento``, readings and jogo (inline, its sides a list of two names, tagged with fase, rodada, mesa)."""
    from arbitro.torneio.esquema import _marcas
    from arbitro.torneio.esquema import esquema_torneio as do_mtg

    base = do_mtg()
    jogo = esquema_jogo(s)
    nomes = {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 2, "maxItems": 2,
             "uniqueItems": True}
    propriedades = {k: v for k, v in jogo["properties"].items() if k not in ("versao", "regulamento", *P.LADOS)}
    inline = {"type": "object", "required": ["partidas"], "additionalProperties": False,
              "properties": {**propriedades, **{lado: nomes for lado in P.LADOS}, **_marcas()}}
    props = dict(base["properties"])
    props["regulamento"] = {"const": s.id}
    props["leituras"] = _leituras(s)
    return {**base, "title": f"Torneio de {s.nome} (contrato v3 §13, jogos do §12)", "properties": props,
            "required": ["regulamento"], "definitions": {"jogo": inline}}


def esquema(tipo: str, s: Sistema) -> dict[str, Any]:
    return {"partida": esquema_partida, "jogo": esquema_jogo, "torneio": esquema_torneio}[tipo](s)
