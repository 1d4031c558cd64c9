"""JSON Schemas (draft-07) of the partida, jogo and tournament files (contract v2 §9–§11), for the editor.

Built from the same constants the loaders check (the keys, the occurrence kinds, the conducts, the readings)
and, for a volta's events, from the MTG scenario's own schema (:mod:`arbitro.sistemas.mtg.cenario.esquema`), so
that the editor completes a partida's events exactly as it completes a volta's. The cross-checks (a player who is
not seated, a score that cannot end a partida, a substitute who is not a reserve) are the commands'.
"""

from __future__ import annotations

from typing import Any

from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio.carregar_jogo import CHAVES_JOGO, MOMENTOS, OCORRENCIAS
from arbitro.torneio.carregar_partida import (
    CHAVES_PARTIDA,
    LADOS,
    MAOS,
    SUMULA,
    TESTAS_POR_VOLTA,
    VERSOES,
    chaves_de_volta,
)
from arbitro.torneio.carregar_torneio import CHAVES_TORNEIO
from arbitro.torneio.regras import CONDUTAS, FORMATOS, MTG, SISTEMAS

TIPOS = ("partida", "jogo", "torneio", "circuito")
DRAFT = "http://json-schema.org/draft-07/schema#"


def _leituras() -> dict[str, Any]:
    from arbitro.sistemas.mtg.leituras_acima import registro_completo

    return {"type": "object", "additionalProperties": False,
            "description": "esclarecimentos da Comissão: leitura → opção (veja `arbitro leituras`)",
            "properties": {lei.id: {"enum": list(lei.ids_opcoes), "description": lei.pergunta}
                           for lei in registro_completo().values()}}


def _comuns() -> dict[str, Any]:
    return {"versao": {"const": 2, "description": "contrato v2"},
            "regulamento": {"enum": list(SISTEMAS), "description": f"padrão {MTG.sistema}"},
            "leituras": {"$ref": "#/definitions/leituras"}}


def _definicoes_da_volta() -> dict[str, Any]:
    from arbitro.sistemas.mtg.cenario.esquema import esquema as esquema_da_volta

    volta = esquema_da_volta()
    defs = dict(volta["definitions"])
    chaves = {k: v for k, v in defs["cenario"]["properties"].items() if k in chaves_de_volta()}
    defs.pop("caso", None)
    defs.pop("cenario", None)
    testa = {"type": "object", "required": ["eventos"], "additionalProperties": False, "properties": chaves,
             "description": "uma testa: os eventos dos dois jogadores sentados em frente (Art. 10, III)"}
    defs["testa"] = testa
    defs["volta"] = {
        "type": "object", "additionalProperties": False,
        "description": "roda: {eventos: [...]}; testa: {testas: [{eventos}, {eventos}, {eventos}]}; mao: quando o "
                       "mão não é o seguinte dos assentos",
        "properties": {**chaves, "mao": {"$ref": "#/definitions/jogador"},
                       "testas": {"type": "array", "items": {"$ref": "#/definitions/testa"}, "minItems": 1,
                                  "maxItems": TESTAS_POR_VOLTA}},
        "oneOf": [{"required": ["eventos"], "not": {"required": ["testas"]}}, {"required": ["testas"]}],
    }
    return defs


def _trios() -> dict[str, Any]:
    return {"type": "object", "minProperties": 2, "maxProperties": 2,
            "description": "nome do trio: seus três jogadores (Art. 10, III)",
            "additionalProperties": {"type": "array", "items": {"$ref": "#/definitions/jogador"}, "uniqueItems": True,
                                     "minItems": MTG.jogadores_por_trio, "maxItems": MTG.jogadores_por_trio}}


def _placar() -> dict[str, Any]:
    return {"type": "object", "minProperties": 2, "maxProperties": 2,
            "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MTG.alvo}}


def esquema_partida() -> dict[str, Any]:
    props = {**_comuns(), "trios": _trios(),
             "assentos": {"type": "array", "items": {"$ref": "#/definitions/jogador"}, "uniqueItems": True,
                          "minItems": 2 * MTG.jogadores_por_trio, "maxItems": 2 * MTG.jogadores_por_trio,
                          "description": "em volta da mesa, alternando os trios, o mão da 1ª volta primeiro"},
             "placar_inicial": {**_placar(), "description": "o placar quando o registro começou"},
             "voltas": {"type": "array", "items": {"$ref": "#/definitions/volta"}}}
    # contract v3 §12: `versao: 3`, `equipes:`/`lados:` for `trios:`, `maos:` for `voltas:`, the súmula's keys and
    # `opcoes:` (the Truco Cego has none: only an empty mapping)
    texto = {"type": ["string", "integer"], "description": "para a súmula (Art. 4)"}
    props |= {"versao": {"enum": list(VERSOES), "description": "contrato v2 (ou v3 §12)"},
              "equipes": props["trios"], "lados": props["trios"], "maos": props["voltas"],
              "opcoes": {"type": "object", "maxProperties": 0, "description": "o Truco Cego não tem opções"},
              **dict.fromkeys(SUMULA, texto)}
    assert set(props) == set(CHAVES_PARTIDA)
    um_de = [{"oneOf": [{"required": [c]} for c in LADOS]}, {"oneOf": [{"required": [c]} for c in MAOS]}]
    return {"$schema": DRAFT, "title": "Partida do arbitro (contrato v2 §9, v3 §12)", "type": "object",
            "required": ["assentos"], "allOf": um_de, "additionalProperties": False, "properties": props,
            "definitions": {**_definicoes_da_volta(), "leituras": _leituras()}}


def _ocorrencia() -> dict[str, Any]:
    trio = {"type": "string", "minLength": 1}
    partida = {"type": "integer", "minimum": 1, "maximum": MTG.partidas_por_jogo,
               "description": "a partida do jogo, contando de 1 (as dadas por W.O. incluídas)"}
    valores: dict[str, Any] = {
        "atraso": {**trio, "description": "o trio que não completou a mesa a tempo (S, i)"},
        "minutos": {"type": "integer", "minimum": 0}, "partida": partida,
        "conduta": {"enum": list(CONDUTAS), "description": "Art. 7, I–VIII; D, f–g; Art. 8"},
        "jogador": {"type": "string", "minLength": 1}, "trio": trio,
        "advertido": {"type": "boolean", "description": "com indumentaria: advertido antes pela Comissão"},
        "testa_autorizado": {"type": "boolean", "description": "com afastou-se: a exceção do Art. 7, V"},
        "substituicao": {"type": "object", "required": ["sai", "entra"], "additionalProperties": False,
                         "properties": {"sai": {"type": "string"}, "entra": {"type": "string"}}},
        "momento": {"enum": list(MOMENTOS)},
        "autorizada_pela_comissao": {"type": "boolean", "description": A.D_SUBSTITUICAO},
        "rodizio_de_testa": {**trio, "description": A.D_RODIZIO_DE_TESTA},
        "tempo_esgotado": {"const": True}, "apos_partida": partida,
        "gastando_tempo": {**trio, "description": A.DURACAO_DO_JOGO},
        "reclamacao": {"type": "object", "required": ["trio"], "additionalProperties": False,
                       "properties": {"trio": trio, "conduta": {"enum": list(CONDUTAS)},
                                      "jogador": {"type": "string"}}},
        "durante_o_jogo": {"type": "boolean", "description": A.PRAZO_DAS_RECLAMACOES},
    }
    return {"oneOf": [{"type": "object", "required": [tipo], "additionalProperties": False,
                       "properties": {k: valores[k] for k in (tipo, *outras)}}
                      for tipo, outras in OCORRENCIAS.items()]}


def _jogo(inline: bool) -> dict[str, Any]:
    texto = {"type": ["string", "integer"]}
    trios: dict[str, Any] = _trios()
    if inline:
        trios = {"anyOf": [trios, {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 2,
                                   "maxItems": 2, "uniqueItems": True}]}
    props = {**_comuns(), "formato": {"enum": list(FORMATOS), "description": "padrão melhor-de-tres"},
             "torneio": texto, "data": texto, "mesa_numero": texto, "juiz": texto,
             "capatazes": {"type": "object", "additionalProperties": {"type": "string"}},
             "trios": trios,
             "reservas": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
             "partidas": {"type": "array", "maxItems": MTG.partidas_por_jogo, "items": {"anyOf": [
                 {"type": "object", "required": ["arquivo"], "additionalProperties": False,
                  "properties": {"arquivo": {"type": "string", "minLength": 1}}},
                 {"type": "object", "minProperties": 2, "maxProperties": 2, "not": {"required": ["arquivo"]},
                  "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MTG.alvo}}]}},
             "ocorrencias": {"type": ["array", "null"], "items": {"$ref": "#/definitions/ocorrencia"}}}
    assert set(props) == set(CHAVES_JOGO)
    return {"type": "object", "required": ["trios", "partidas"], "additionalProperties": False, "properties": props}


def esquema_jogo() -> dict[str, Any]:
    return {"$schema": DRAFT, "title": "Jogo do arbitro (contrato v2 §10)", **_jogo(inline=False),
            "definitions": {"ocorrencia": _ocorrencia(), "leituras": _leituras(),
                            "jogador": {"type": "string", "minLength": 1}}}


def _marcas() -> dict[str, Any]:
    """What a v3 jogo entry adds (contract v3 §13): its fase, rodada, mesa and the Commission's decision."""
    texto = {"type": ["string", "integer"]}
    return {"fase": {"type": "string", "minLength": 1}, "rodada": {"type": "integer", "minimum": 1},
            "mesa": {"type": ["integer", "null"], "minimum": 1},
            "decisao": {"type": "object", "required": ["vencedor", "motivo"], "additionalProperties": False,
                        "description": "a decisão da Comissão (C, c): S, h, S, j ou um resultado contestado",
                        "properties": {"vencedor": {"type": ["string", "null"]}, "motivo": {"type": "string"},
                                       "data": texto, "partidas": {"type": "array"}}}}


def _fase() -> dict[str, Any]:
    from arbitro.torneio.inscricao import CHAVES_FASE, COMUNS_FASE
    from arbitro.torneio.inscricao import TIPOS as TIPOS_DE_FASE

    inteiro = {"type": "integer", "minimum": 1}
    valores: dict[str, Any] = {
        "nome": {"type": "string", "minLength": 1}, "tipo": {"enum": list(TIPOS_DE_FASE)},
        "jogo": {"enum": list(FORMATOS)}, "rodadas": inteiro, "grupos": inteiro, "classificados_por_grupo": inteiro,
        "melhores_demais": {"type": "integer", "minimum": 0}, "classificados": {"type": "integer", "minimum": 2},
        "terceiro_lugar": {"type": "boolean"},
        "repescagem": {"type": "object", "required": ["vagas"], "additionalProperties": False,
                       "properties": {"vagas": inteiro, "jogo": {"enum": list(FORMATOS)}}}}
    return {"oneOf": [{"type": "object", "required": ["nome", "tipo"], "additionalProperties": False,
                       "properties": {**{k: valores[k] for k in (*COMUNS_FASE, *chaves)},
                                      "tipo": {"const": tipo}}}
                      for tipo, chaves in CHAVES_FASE.items()]}


def esquema_torneio() -> dict[str, Any]:
    from arbitro.torneio.carregar_torneio import CHAVES_V3
    from arbitro.torneio.inscricao import CHAVES_INSCRITO

    nomes = {"type": "array", "items": {"type": "string", "minLength": 1}}
    lados = {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 2, "maxItems": 2,
             "uniqueItems": True}
    jogo_v3 = _jogo(inline=True)
    jogo_v3 = {**jogo_v3, "required": ["partidas"],
               "properties": {**jogo_v3["properties"], "lados": lados, **_marcas()}}
    props = {**_comuns(), "versao": {"enum": [2, 3], "description": "contrato v2 (§11) ou v3 (§13)"},
             "torneio": {"type": "string"},
             "semente": {"type": ["integer", "string"], "description": "para o sorteio reproduzível (S, f)"},
             "jogos": {"type": ["array", "null"], "items": {"anyOf": [
                 {"type": "object", "required": ["arquivo"], "additionalProperties": False,
                  "properties": {"arquivo": {"type": "string", "minLength": 1}, **_marcas()}},
                 {"$ref": "#/definitions/jogo"}]}},
             "data": {"type": ["string", "integer"]},
             "sorteio": {**nomes, "uniqueItems": True, "description": "o resultado do sorteio público (Art. 2)"},
             "mesas": {"type": "integer", "minimum": 1},
             "inscritos": {"type": "object", "description": "fecham quando o primeiro jogo começa (Art. 5)",
                           "additionalProperties": {"type": "object", "required": ["jogadores"],
                                                    "additionalProperties": False,
                                                    "properties": {"capataz": {"type": "string"},
                                                                   "jogadores": nomes,
                                                                   "reservas": {"type": ["array", "null"],
                                                                                "items": {"type": "string"}}}}},
             "fases": {"type": "array", "items": _fase()},
             "rodadas": {"type": ["array", "null"], "items": {
                 "type": "object", "required": ["fase", "rodada", "jogos"], "additionalProperties": False,
                 "properties": {"fase": {"type": "string"}, "rodada": {"type": "integer", "minimum": 1},
                                "inicio": {"type": ["string", "null"]}, "repescagem": {"type": "boolean"},
                                "folga": {"type": ["array", "null"], "items": {"type": "string"}},
                                "jogos": {"type": "array", "items": {
                                    "type": "object", "additionalProperties": False,
                                    "properties": {"mesa": {"type": ["integer", "null"], "minimum": 1},
                                                   "lados": lados, "trios": lados}}}}}}}
    assert set(props) == {*CHAVES_TORNEIO, *CHAVES_V3} and set(CHAVES_INSCRITO) == {"capataz", "jogadores",
                                                                                      "reservas"}
    return {"$schema": DRAFT, "title": "Torneio do arbitro (contrato v2 §11, v3 §13)", "type": "object",
            "additionalProperties": False, "properties": props,
            "definitions": {"jogo": jogo_v3, "ocorrencia": _ocorrencia(), "leituras": _leituras(),
                            "jogador": {"type": "string", "minLength": 1}}}


def esquema_circuito() -> dict[str, Any]:
    """A circuit file (contract v3 §13 ``arbitro circuito``): its etapas (each a tournament file in its folder)
    and the Commission's points table — the seed's "Pontuação para o Circuito" has no text."""
    from arbitro.torneio.circuito import CHAVES

    props: dict[str, Any] = {
        "versao": {"const": 3, "description": "contrato v3"},
        "circuito": {"type": "string", "description": "o nome do circuito"},
        "etapas": {"type": "array", "minItems": 1, "description": "os torneios do circuito, cada um uma vez",
                   "items": {"type": "object", "required": ["arquivo"], "additionalProperties": False,
                             "properties": {"arquivo": {"type": "string", "minLength": 1,
                                                        "description": "relativo à pasta do circuito"}}}},
        "pontos": {"type": "object", "minProperties": 1,
                   "description": "colocação (1, 2, 3…) → pontos (a tabela é da Comissão)",
                   "additionalProperties": {"type": "integer", "minimum": 0}},
        "participacao": {"type": "integer", "minimum": 0, "description": "pontos por disputar a etapa"},
        "leituras": {"$ref": "#/definitions/leituras"},
    }
    assert set(props) == set(CHAVES)
    return {"$schema": DRAFT, "title": "Circuito do arbitro (contrato v3 §13)", "type": "object",
            "required": ["etapas", "pontos"], "additionalProperties": False, "properties": props,
            "definitions": {"leituras": _leituras()}}


def esquema(tipo: str) -> dict[str, Any]:
    """The schema of a ``partida``, ``jogo``, ``torneio`` or ``circuito`` file."""
    return {"partida": esquema_partida, "jogo": esquema_jogo, "torneio": esquema_torneio,
            "circuito": esquema_circuito}[tipo]()
