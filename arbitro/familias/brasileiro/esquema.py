"""The JSON Schema (draft-07) of a paulista or mineiro scenario, for editors, and the commented template of
``arbitro novo --sistema`` — both from the same profile the scenario reader uses."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbitro.familias.brasileiro import fala as F
from arbitro.familias.brasileiro.perfil import Perfil
from arbitro.nucleo.leituras import Leitura


def _cartas(p: Perfil) -> dict[str, Any]:
    curta = "^[2-7aAjJqQkK][EPOCepoc]$"
    apelidos = ["zap", "copas", "copeta", "escopeta", "espadilha", "pica-fumo"] if p.baralho.fixas else []
    alternativas: list[dict[str, Any]] = [{"type": "string", "pattern": curta},
                                          {"type": "string", "pattern": r"^\S+ de \S+$"}]
    if apelidos:
        alternativas.append({"enum": apelidos})
    return {"description": f"carta do baralho francês de {p.nome}: A 2 3 4 5 6 7 J Q K + naipe E P O C "
                           f"({p.secoes.baralho})", "anyOf": alternativas}


def esquema(p: Perfil, leituras: Mapping[str, Leitura]) -> dict[str, Any]:
    carta = {"$ref": "#/definitions/carta"}
    cartas = {"type": "array", "items": carta, "maxItems": 3}
    fala = {"type": "string", "description": "fala: " + ", ".join(F.aceitas())}
    atos: dict[str, Any] = {
        "joga": {"type": "object", "properties": {"joga": carta, "coberta": {"type": "boolean"}},
                 "required": ["joga"], "additionalProperties": False},
        "mostra": {"type": "object", "properties": {"mostra": cartas}, "required": ["mostra"],
                   "additionalProperties": False},
    }
    if p.troca:
        atos["queima"] = {"type": "object", "properties": {"queima": {**cartas, "minItems": 3}},
                          "required": ["queima"], "additionalProperties": False}
        atos["passa_mao"] = {"type": "object", "properties": {"passa_mao": {"type": "string"}},
                             "required": ["passa_mao"], "additionalProperties": False}
    jogadores = {"type": "array", "items": {"type": "string"}, "minItems": min(p.jogadores),
                 "maxItems": max(p.jogadores)}
    evento = {"type": "object", "minProperties": 1, "maxProperties": 1, "properties": {
        "vaza": {"type": "string", "description": "o lado que levou a vaza, ou parda"},
        "pagamento": {"type": "object", "properties": {"recebe": {"type": "string"},
                                                       "tentos": {"type": "integer", "minimum": 1}},
                      "required": ["recebe", "tentos"], "additionalProperties": False}},
        "additionalProperties": {"anyOf": [fala, *atos.values()]}}
    propriedades: dict[str, Any] = {
        "versao": {"const": 2},
        "regulamento": {"enum": [p.id, *p.apelidos_id]},
        "placar": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0, "maximum": p.alvo},
                   "minProperties": 2, "maxProperties": 2},
        "duplas": {"type": "object", "additionalProperties": jogadores, "minProperties": 2, "maxProperties": 2},
        "equipes": {"type": "object", "additionalProperties": jogadores, "minProperties": 2, "maxProperties": 2},
        "mesa": {"type": "array", "items": {"type": "string"}},
        "cartas": {"type": "object", "additionalProperties": cartas},
        "eventos": {"type": "array", "items": evento},
        "leituras": {"type": "object", "properties": {
            lt.id: {"enum": list(lt.ids_opcoes), "description": lt.pergunta} for lt in leituras.values()},
            "additionalProperties": False},
        "pagamentos": {"type": "array", "items": {"type": "object", "properties": {
            "equipe": {"type": "string"}, "tentos": {"type": "integer", "minimum": 1}},
            "required": ["equipe", "tentos"], "additionalProperties": False}},
        "pergunta": {"type": "string"},
    }
    if p.vira:
        propriedades["vira"] = carta
    obrigatorias = ["versao", "regulamento", "placar", "mesa", "eventos", *(["vira"] if p.vira else [])]
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": f"Cenário de uma mão de {p.nome} (contrato v2 §8)",
        "type": "object",
        "properties": propriedades,
        "required": obrigatorias,
        "oneOf": [{"required": ["duplas"]}, {"required": ["equipes"]}],
        "additionalProperties": False,
        "definitions": {"carta": _cartas(p)},
    }


def modelo(p: Perfil) -> str:
    """A commented scenario to start from (``arbitro novo --sistema``)."""
    vira = f"vira: 5O                 # a carta virada: fixa as manilhas (com 5, os 6) — {p.secoes.manilhas}\n" \
        if p.vira else ""
    duplas = "{A: [a1, a2], B: [b1, b2]}" if 2 in p.jogadores else "{A: [a1], B: [b1]}"
    mesa = "[a1, b1, a2, b2]" if 2 in p.jogadores else "[a1, b1]"
    um_a_um = "  # com dois jogadores: duplas: {A: [a1], B: [b1]} e mesa: [a1, b1]\n" if 1 in p.jogadores else ""
    troca = ("  # - a1: {queima: [AE, 5O, 7C]}   # troca de mãos: o mão queima uma mão, antes da primeira carta\n"
             "  # - a1: {passa_mao: a2}          # ou passa uma mão ao parceiro\n") if p.troca else ""
    return (
        f"# Cenário de uma mão de {p.nome} (contrato v2 §8). Os {p.unidade[1]} são os de ANTES da mão.\n"
        "versao: 2\n"
        f"regulamento: {p.id}\n"
        f"{vira}"
        f"placar: {{A: 4, B: 6}}       # 0 a {p.alvo}; com 11, é a mão de onze ({p.secoes.onze})\n"
        f"duplas: {duplas}   # ou equipes:; {p.secoes.jogadores}\n"
        f"{um_a_um}"
        f"mesa: {mesa}         # a ordem de jogo, o mão primeiro, os lados alternados\n"
        "cartas:                        # opcional: as cartas vistas na mesa (A 2 3 4 5 6 7 J Q K + E P O C)\n"
        "  a1: [3P, 2C, KO]\n"
        "eventos:                       # o que aconteceu, em ordem\n"
        f"{troca}"
        "  - a1: {joga: 3P}             # uma carta; {joga: 4E, coberta: true} da 2ª vaza em diante\n"
        "  - b1: {joga: 7E}\n"
        "  - a2: {joga: 4C}\n"
        "  - b2: {joga: 2O}\n"
        "  - a1: truco                  # truco → seis → nove → doze\n"
        "  - b1: aceito                 # quero, aceito, cai; não quero, corro; ou o aumento (seis)\n"
        "  - vaza: A                    # uma vaza sem as cartas: o lado que a levou, ou parda\n"
        f"  # - pagamento: {{recebe: A, tentos: 1}}   # {p.unidade[1]} pagos na mesa neste momento\n"
        "# leituras: {}                 # opcional: a opção de uma leitura nomeada (arbitro leituras)\n"
    )
