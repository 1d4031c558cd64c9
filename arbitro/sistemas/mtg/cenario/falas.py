"""The accepted speech as a judge reads it: grouped, one line per meaning, and the suggestions for a phrase
that is not accepted (issue 13).

Read-only over :data:`arbitro.sistemas.mtg.fala.FRASES`: the phrases and their meaning belong to that module;
this module only sorts them for people and points what is an act, not a speech, to its event form.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from arbitro.sistemas.mtg import fala as _fala
from arbitro.sistemas.mtg.fala import Fala, Outro, normalizar

GRUPOS: tuple[str, ...] = ("Envido", "Flor", "Truco", "Propostas duplas", "Respostas", "Pontos",
                           "Lei do jogo", "Palavras que o regulamento trata à parte")


def _grupo(f: Fala) -> str:
    if f.proibida or f.outro in (Outro.REAL_SOZINHO, Outro.FLOR_EQUIVOCA):
        return GRUPOS[7]
    if f.outro is Outro.LEI_DO_JOGO:
        return GRUPOS[6]
    if f.outro is Outro.E_BOM:
        return GRUPOS[5]
    if f.resposta is not None:
        return GRUPOS[4]
    if f.truco is not None and (f.envite is not None or f.flor is not None):
        return GRUPOS[3]
    if f.flor is not None:
        return GRUPOS[1]
    if f.truco is not None:
        return GRUPOS[2]
    return GRUPOS[0]


def _sentido(f: Fala) -> Fala:
    return f._replace(chave="")


# Several spellings of a phrase normalise to one key of arbitro.sistemas.mtg.fala.FRASES, and the one kept there may be
# the spelling without accents ("nao quero"): the words a judge writes with accents, to show them so.
_COM_ACENTO = {"nao": "não", "sao": "são", "esta": "está", "ha": "há", "florianopolis": "florianópolis"}


def acentuada(frase: str) -> str:
    """``frase`` with the accents of Portuguese ("nao quero" → "não quero", "e bom" → "é bom")."""
    palavras = [_COM_ACENTO.get(p, p) for p in frase.split(" ")]
    if len(palavras) > 1 and palavras[0] == "e" and palavras[1] in ("bom", "boa"):
        palavras[0] = "é"
    return " ".join(palavras)


def agrupadas() -> dict[str, list[tuple[str, list[str], Fala]]]:
    """Group → [(main spelling, other spellings, meaning)], in the order of :data:`arbitro.sistemas.mtg.fala.FRASES`."""
    por_sentido: dict[Fala, list[str]] = {}
    exemplo: dict[Fala, Fala] = {}
    for f in _fala.FRASES.values():
        chave = _sentido(f)
        por_sentido.setdefault(chave, [])
        escrita = acentuada(f.chave)
        if escrita not in por_sentido[chave]:
            por_sentido[chave].append(escrita)
        exemplo.setdefault(chave, f)
    saida: dict[str, list[tuple[str, list[str], Fala]]] = {g: [] for g in GRUPOS}
    for chave, grafias in por_sentido.items():
        principal = grafias[0]  # the regulation's own first spelling
        saida[_grupo(exemplo[chave])].append((principal, [g for g in grafias if g != principal], exemplo[chave]))
    return {g: itens for g, itens in saida.items() if itens}


def grafia(chave_normalizada: str) -> str:
    """How the phrase whose normalised key is ``chave_normalizada`` is written, with its accents."""
    return acentuada(_fala.FRASES[chave_normalizada].chave)


# --- suggestions for a phrase that is not accepted ----------------------------------------------------

_UNIDADES = {"zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6,
             "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14,
             "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezessete": 17, "dezoito": 18, "dezenove": 19}
_DEZENAS = {"vinte": 20, "trinta": 30, "quarenta": 40}
_NEGACAO = frozenset({"nao", "sem"})


def numero_por_extenso(texto: str, normalizado: bool = False) -> int | None:
    """``trinta e três`` → 33 (0–49), digits too (``33``, ``33 pontos``); None when it is not a number."""
    chave = texto if normalizado else normalizar(texto)
    palavras = [p for p in chave.split() if p not in ("e", "pontos", "ponto", "tenho", "de", "mao")]
    if len(palavras) == 1 and palavras[0].isdigit() and len(palavras[0]) <= 2:
        return int(palavras[0])
    total = 0
    for i, p in enumerate(palavras):
        if p in _DEZENAS and i == 0:
            total += _DEZENAS[p]
        elif p in _UNIDADES and (i == len(palavras) - 1) and (i == 0 or total >= 20):
            total += _UNIDADES[p]
        else:
            return None
    return total if palavras else None


# Words that describe an act, not a speech: the event form that records it (contract §4).
_ATOS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), forma) for p, forma in (
    (r"\b(baralho|vou ao baralho|fui ao baralho|me vou|vou me embora)\b", "{baralho: true}"),
    (r"\b(mostr\w*)\b", "{mostra: [7E, 6E]}"),
    (r"\b(passo as cartas|passou as cartas|passa as cartas|passei)\b", "{passa: true}"),
    (r"\b(nao mostr\w*)\b", "{nao_mostra: true}"),
    (r"\b(joga|jogo|jogou|joguei)\b", "{joga: 1E}"),
    (r"\b(peco flor|pedi flor|pede flor)\b", "{pede_flor: JOGADOR}"),
))


def forma_de_evento(texto: str) -> str | None:
    """The event form of what ``texto`` describes, when it is an act or a number of points (``30``,
    ``trinta e três``, ``mato``: ``{pontos: N}``; ``vou ao baralho``: ``{baralho: true}``), else None."""
    chave = normalizar(texto)
    numero = numero_por_extenso(chave, normalizado=True)
    if numero is not None:
        return f"{{pontos: {numero}}}"
    if chave in ("mato", "eu mato", "mato o ponto", "tenho mais", "ganhei"):
        return "{pontos: N}"
    if "nao mostr" in chave:
        return "{nao_mostra: true}"
    for padrao, forma in _ATOS:
        if padrao.search(chave):
            return forma
    return None


def _negada(chave: str) -> bool:
    return any(p in _NEGACAO for p in chave.split())


def sugestoes(texto: str, n: int = 3) -> list[str]:
    """The accepted phrases nearest to ``texto``, spelled with their accents; never one that says the
    opposite (``mato`` is not a typo of ``não mato``)."""
    chave = normalizar(texto)
    candidatas = [c for c in _fala.FRASES if _negada(c) == _negada(chave)]
    perto = difflib.get_close_matches(chave, candidatas, n=n * 2, cutoff=0.5)
    return list(dict.fromkeys(grafia(p) for p in perto))[:n]


def linhas(itens: Iterable[tuple[str, list[str], Fala]]) -> list[str]:
    """One line per meaning: the phrase, its other spellings, and the article that gives it its sense."""
    saida = []
    for principal, outras, f in itens:
        linha = principal
        if outras:
            linha += f" (também: {', '.join(outras)})"
        if f.artigos:
            linha += f" — {'; '.join(f.artigos)}"
        saida.append(linha)
    return saida
