"""The shape of a scenario (contract v1 §4): the constants the loader checks against, and the JSON
Schema (draft-07) generated from those same constants for editors (``arbitro esquema``).

Keeping both here means the schema cannot drift from the loader: a key, an action or an incident
kind added to one appears in the other (``tests/test_esquema.py`` checks they agree).
"""

from __future__ import annotations

import re
from typing import Any

from arbitro.cenario.documento import esquema_do_caso, esquema_do_esperado
from arbitro.nucleo.cartas import _NAIPE_POR_LETRA, _NAIPE_POR_NOME
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import fala
from arbitro.sistemas.mtg.cartas import _NUMERO_POR_NOME, BARALHO, NUMEROS
from arbitro.sistemas.mtg.cenario.modelo import TIPOS_FALTA

# --- the constants of contract v1 §4 --------------------------------------------------------------

VERSOES: tuple[int, ...] = (1, 2)
# Regulations this version knows, with the tentos of their partida. MTG: "As partidas são jogadas em
# 24 tentos" (Art. 10, II).
REGULAMENTOS: dict[str, int] = {"mtg-truco-cego": 24}
ARTIGO_DO_ALVO: dict[str, str] = {"mtg-truco-cego": A.TENTOS}
REGULAMENTO_PADRAO = "mtg-truco-cego"
MODALIDADES: tuple[str, ...] = ("roda", "testa")

CHAVES_OBRIGATORIAS: tuple[str, ...] = ("placar", "trios", "mesa", "eventos")
# Keys of contract v2 §7: a document that uses one says `versao: 2`.
CHAVES_V2: tuple[str, ...] = ("leituras", "tempo_esgotado", "testa")
CHAVES_RAIZ: tuple[str, ...] = ("versao", "regulamento", "modalidade", "placar", "trios", "mesa", "cartas",
                                "eventos", "pagamentos", "pergunta", *CHAVES_V2)
TESTAS = 3  # a testa volta has three testas, one per pair of players (Art. 10, III; contract v2 §7)

JOGADORES_POR_TRIO = 3  # "três contra três" (Art. 10, III)
CARTAS_POR_JOGADOR = 3  # "Cada jogador receberá 3 cartas" (Art. 10, IV)
MESA_TESTA = 2  # in a testa each plays "com o seu contrário" (Art. 10, III)
# The highest number a player can sing is a flor of 7, 6 and 5: 38 (Art. IX, b); 40 leaves room for
# a false song (which is play, not invalid input) while refusing what no one would say.
MAX_PONTOS = 40
MAX_EVENTOS = 5_000  # a volta has a few dozen events
MAX_FALA = 200  # the longest phrase of the regulation has under 60 characters

EVENTO_VAZA = "vaza"
EVENTO_PAGAMENTO = "pagamento"  # v2 §7: `- {pagamento: {recebe: A, tentos: 1}}`
EVENTOS_SEM_JOGADOR: tuple[str, ...] = (EVENTO_VAZA, EVENTO_PAGAMENTO)
VAZA_PARDA = "parda"

# Actions of a player (``- a1: {acao: ...}``): each primary key, with the secondary keys it admits.
ACOES: dict[str, tuple[str, ...]] = {
    "pontos": (),
    "joga": ("coberta",),
    "baralho": (),
    "passa": (),
    "mostra": (),
    "nao_mostra": (),
    "pede_flor": (),
    "falta": ("apos_jogar", "carta"),
    "olhou_cedo": (),  # v2 §7, only with tempo_esgotado ("Término do tempo de jogo")
}
ACOES_V2: tuple[str, ...] = ("olhou_cedo",)
SECUNDARIAS: dict[str, str] = {s: p for p, ss in ACOES.items() for s in ss}  # secondary → its primary
CHAVES_ACAO: tuple[str, ...] = (*ACOES, *SECUNDARIAS)
ACOES_VERDADEIRAS: tuple[str, ...] = ("baralho", "passa", "nao_mostra", "olhou_cedo")  # ``{baralho: true}``
# What only the two players of a testa can do (Art. 10, III): by anyone else it is invalid input; what
# is said (speech, points, "peço flor") is irregular play the engine rules on.
ACOES_SO_DA_TESTA: tuple[str, ...] = ("joga", "baralho", "passa", "nao_mostra")  # points and "peço flor" are speech
# Which incident kinds take which extra key (contract §4).
FALTA_COM_APOS_JOGAR: tuple[str, ...] = ("cartas-a-mais", "cartas-a-menos")
FALTA_COM_CARTA: tuple[str, ...] = ("carta-virada",)
TIPOS_DE_FALTA: tuple[str, ...] = TIPOS_FALTA

CHAVES_PAGAMENTO: tuple[str, ...] = ("recebe", "trio", "tentos")
CHAVES_QUEM_RECEBE: tuple[str, ...] = ("recebe", "trio")  # `trio` is v1's name for who received

# The schema file a judge writes next to the cases (``arbitro esquema > arbitro-esquema.json``). The
# VS Code YAML extension resolves a relative ``$schema`` against the YAML file's folder.
ARQUIVO_ESQUEMA = "arbitro-esquema.json"
MODELINE = f"# yaml-language-server: $schema={ARQUIVO_ESQUEMA}"


def modeline(caminho: str = ARQUIVO_ESQUEMA) -> str:
    """The first line that ties a scenario file to the schema at ``caminho`` (relative to the file)."""
    return f"# yaml-language-server: $schema={caminho}"


# --- the JSON Schema (draft-07) ---------------------------------------------------------------------

# Letters as the MTG speech (`fala.normalizar`) and cards (`cartas.carta`) compare them: any case, accents
# ignored. JSON Schema patterns (ECMA-262) have no case-insensitive flag, so each letter becomes a
# class of its variants.
_VARIANTES = {
    "a": "aáàâãäAÁÀÂÃÄ", "e": "eéèêëEÉÈÊË", "i": "iíìîïIÍÌÎÏ", "o": "oóòôõöOÓÒÔÕÖ", "u": "uúùûüUÚÙÛÜ",
    "c": "cçCÇ", "n": "nñNÑ",
}
_LETRA = "0-9A-Za-zÀ-ÖØ-öø-ÿ"
_SEP = f"[^{_LETRA}]"  # what normalisation drops between words: spaces, punctuation


def _sem_caixa(palavra: str) -> str:
    partes = []
    for ch in palavra:
        if ch.isalpha():
            partes.append(f"[{_VARIANTES.get(ch, ch + ch.upper())}]")
        else:
            partes.append(re.escape(ch))
    return "".join(partes)


def _frase(chave_normalizada: str) -> str:
    return f"{_SEP}+".join(_sem_caixa(p) for p in chave_normalizada.split())


def padrao_fala() -> str:
    """A pattern accepting exactly what :func:`arbitro.sistemas.mtg.fala.interpretar` understands."""
    frases = sorted(fala.FRASES, key=len, reverse=True)
    alternativas = [_frase(f) for f in frases]
    # "QUERO dito em primeiro lugar aceita a proposta dupla, ainda que se agregue PASSO" (Art. 10, VIII, i).
    palavra = f"[{_LETRA}]+"
    alternativas.append(f"{_sem_caixa('quero')}(?:{_SEP}+{palavra})*?{_SEP}+{_sem_caixa('passo')}"
                        f"(?:{_SEP}+{palavra})*")
    return f"^{_SEP}*(?:{'|'.join(alternativas)}){_SEP}*$"


def padrao_carta() -> str:
    """A pattern accepting exactly the cards :func:`arbitro.sistemas.mtg.cartas.carta` reads (contract §3)."""
    numeros = "|".join(f"0?{n}" if n < 10 else str(n) for n in NUMEROS)
    letras = "".join(sorted({*_NAIPE_POR_LETRA, *(x.lower() for x in _NAIPE_POR_LETRA)}))
    curta = rf"(?:{numeros})\s*[{letras}]"
    nomes = sorted((n for n, v in _NUMERO_POR_NOME.items() if v in NUMEROS), key=len, reverse=True)
    naipes = sorted(_NAIPE_POR_NOME, key=len, reverse=True)
    longa = (rf"(?:{numeros}|{'|'.join(_sem_caixa(n) for n in nomes)})\s+{_sem_caixa('de')}\s+"
             rf"(?:{'|'.join(_sem_caixa(n) for n in naipes)})")
    return rf"^\s*(?:{curta}|{longa})\s*$"


def _sim() -> dict[str, Any]:
    return {"const": True, "description": "sempre true"}


def _caso() -> dict[str, Any]:
    """A case file of the library: its keys (for completion) and, under ``cenario``, a scenario."""
    return esquema_do_caso({"$ref": "#/definitions/cenario"})


def leituras_esquema() -> dict[str, Any]:
    """``{ID: opcao}`` at the named readings (contract v2 §8), each with its question and options."""
    from arbitro.sistemas.mtg.motor.leituras import REGISTRO  # one rule system today

    return {"type": "object", "additionalProperties": False,
            "description": "versão 2: a opção aplicada em cada leitura nomeada (arbitro leituras)",
            "properties": {lt.id: {"enum": list(lt.ids_opcoes), "description": f"{lt.pergunta} (padrão {lt.padrao})"}
                           for lt in REGISTRO.values()}}


def esquema() -> dict[str, Any]:
    """The JSON Schema (draft-07) of a scenario, for editors (contract v1 §4)."""
    alvo = max(REGULAMENTOS.values())
    nome = {"type": "string", "minLength": 1}
    jogador = {"$ref": "#/definitions/jogador"}
    carta = {"$ref": "#/definitions/carta"}
    acoes: dict[str, Any] = {
        "pontos": {"type": "integer", "minimum": 0, "maximum": MAX_PONTOS,
                   "description": "pontos de envido ou de flor cantados (o primeiro número dito vale)"},
        "joga": {**carta, "description": "carta jogada"},
        "coberta": {"type": "boolean", "description": "carta jogada coberta (de boca para baixo)"},
        "baralho": {**_sim(), "description": "vai ao baralho (Art. XVI, Ir ao baralho)"},
        "passa": {**_sim(), "description": "passa as cartas sem jogar (Art. 10, VIII, a)"},
        "mostra": {"type": "array", "items": carta, "minItems": 1, "maxItems": CARTAS_POR_JOGADOR,
                   "uniqueItems": True, "description": "cartas mostradas"},
        "nao_mostra": {**_sim(), "description": "recusa ou deixa de mostrar as cartas do canto"},
        "pede_flor": {**jogador, "description": "'peço flor' a este jogador (Art. XI)"},
        "falta": {"enum": list(TIPOS_DE_FALTA), "description": "incidente na mesa"},
        "apos_jogar": {"type": "boolean", "description": f"com falta {' ou '.join(FALTA_COM_APOS_JOGAR)}"},
        "carta": {**carta, "description": f"com falta {' ou '.join(FALTA_COM_CARTA)}"},
        "olhou_cedo": {**_sim(), "description": "versão 2, com tempo_esgotado: olhou as cartas antes do fim da "
                                                "distribuição (Término do tempo de jogo)"},
    }
    assert set(acoes) == set(CHAVES_ACAO)
    acao: dict[str, Any] = {
        "type": "object",
        "description": "uma ação do jogador",
        "properties": acoes,
        "additionalProperties": False,
        "oneOf": [{"required": [p]} for p in ACOES],
        "dependencies": {s: [p] for s, p in SECUNDARIAS.items()},
        "allOf": [
            {"if": {"required": ["apos_jogar"]},
             "then": {"properties": {"falta": {"enum": list(FALTA_COM_APOS_JOGAR)}}}},
            {"if": {"required": ["carta"]},
             "then": {"properties": {"falta": {"enum": list(FALTA_COM_CARTA)}}}},
        ],
    }
    cenario: dict[str, Any] = {
        "type": "object",
        "description": "Uma volta de Truco Cego como o juiz a viu, em ordem.",
        "required": list(CHAVES_OBRIGATORIAS),
        "additionalProperties": False,
        "properties": {
            "versao": {"enum": list(VERSOES), "description": "versão do formato do cenário (padrão 1)"},
            "regulamento": {"enum": list(REGULAMENTOS), "description": f"padrão {REGULAMENTO_PADRAO}"},
            "modalidade": {"enum": list(MODALIDADES),
                           "description": "roda (mão geral) ou testa; padrão roda"},
            "placar": {"type": "object", "minProperties": 2, "maxProperties": 2,
                       "description": "tentos de cada trio ANTES desta volta; as chaves são os nomes "
                                      "dos trios",
                       "additionalProperties": {"type": "integer", "minimum": 0, "maximum": alvo}},
            "trios": {"type": "object", "minProperties": 2, "maxProperties": 2,
                      "description": "nome do trio: a lista dos seus três jogadores (Art. 10, III)",
                      "additionalProperties": {"type": "array", "items": jogador, "uniqueItems": True,
                                               "minItems": JOGADORES_POR_TRIO,
                                               "maxItems": JOGADORES_POR_TRIO}},
            "mesa": {"type": "array", "items": jogador, "uniqueItems": True,
                     "description": "ordem de jogo, o mão primeiro; roda: os seis, trios alternados; "
                                    "testa: os dois jogadores da testa"},
            "cartas": {"type": "object", "description": "cartas de cada jogador vistas na mesa",
                       "additionalProperties": {"type": "array", "items": carta, "uniqueItems": True,
                                                "maxItems": CARTAS_POR_JOGADOR}},
            "eventos": {"type": "array", "maxItems": MAX_EVENTOS, "items": {"$ref": "#/definitions/evento"},
                        "description": "o que aconteceu, em ordem"},
            "pagamentos": {"type": ["array", "null"], "description": "o que foi pago na mesa nesta volta",
                           "items": {"type": "object", "required": ["tentos"],
                                     "oneOf": [{"required": [c]} for c in CHAVES_QUEM_RECEBE],
                                     "additionalProperties": False,
                                     "properties": {"recebe": {**nome, "description": "o trio que recebeu"},
                                                    "trio": {**nome, "description": "o mesmo que recebe "
                                                                                    "(forma da versão 1)"},
                                                    "tentos": {"type": "integer", "minimum": 0,
                                                               "maximum": alvo}}}},
            "pergunta": {"type": ["string", "null"], "description": "a disputa, em texto livre"},
            "leituras": {"$ref": "#/definitions/leituras"},
            "tempo_esgotado": {"type": "boolean", "description": "versão 2: depois do término do tempo de jogo "
                                                                 "(S, h; Término do tempo de jogo)"},
            "testa": {"type": "integer", "minimum": 1, "maximum": TESTAS,
                      "description": "versão 2, só na testa: qual das três testas da volta é esta (Art. 10, V)"},
        },
        "if": {"required": ["modalidade"], "properties": {"modalidade": {"const": "testa"}}},
        "then": {"properties": {"mesa": {"minItems": MESA_TESTA, "maxItems": MESA_TESTA}}},
        "else": {"properties": {"mesa": {"minItems": 2 * JOGADORES_POR_TRIO,
                                         "maxItems": 2 * JOGADORES_POR_TRIO}}},
    }
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "Cenário do arbitro",
        "description": "Um cenário (placar, trios, mesa, eventos) ou um caso da biblioteca, que traz o "
                       "cenário sob a chave 'cenario'.",
        # A case file of the library (casos/README.md) points its modeline at this same file: its
        # scenario is checked here, the rest of the case by `arbitro casos verificar`.
        "if": {"type": "object", "required": ["cenario"]},
        "then": {"$ref": "#/definitions/caso"},
        "else": {"$ref": "#/definitions/cenario_avulso"},
        "definitions": {
            "cenario": cenario,
            # A plain scenario may carry its expected ruling (`arbitro casos verificar --pasta`).
            "cenario_avulso": {**cenario, "properties": {**cenario["properties"], "esperado": esquema_do_esperado()}},
            "caso": _caso(),
            "jogador": {**nome, "not": {"enum": list(EVENTOS_SEM_JOGADOR)}},
            "leituras": leituras_esquema(),
            "carta": {"type": "string", "pattern": padrao_carta(),
                      "description": "1E, 7O, 12C ou 'ás de espadas' (sem 8 nem 9)",
                      "examples": [c.curta for c in BARALHO]},
            "fala": {"type": "string", "description": "as palavras ditas, literalmente",
                     "anyOf": [{"enum": fala.frases_aceitas()}, {"pattern": padrao_fala()}]},
            "acao": acao,
            "evento": {
                "type": "object", "minProperties": 1, "maxProperties": 1,
                "description": "'- jogador: fala', '- jogador: {ação}' ou '- vaza: trio|parda'",
                "properties": {
                    EVENTO_VAZA: {"type": "string", "description": "trio que fez a vaza, ou parda",
                                  "examples": [VAZA_PARDA]},
                    EVENTO_PAGAMENTO: {"type": "object", "required": ["recebe", "tentos"],
                                       "additionalProperties": False,
                                       "description": "versão 2: o trio recebeu estes tentos neste momento da "
                                                      "volta (Art. 10, III)",
                                       "properties": {"recebe": nome,
                                                      "tentos": {"type": "integer", "minimum": 1,
                                                                 "maximum": alvo}}},
                },
                "additionalProperties": {"anyOf": [{"$ref": "#/definitions/fala"},
                                                   {"$ref": "#/definitions/acao"}]},
            },
        },
    }
