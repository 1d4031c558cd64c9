"""The commission's quiz over the case library, as a state machine with no I/O.

For each case the judge is asked the tentos each trio scores in the volta and the deciding
article; each answer is graded at once. Tentos must be exact (they are the difference between the
expected final score and the score before the volta, so a partida capped at 24 counts as capped);
the article is right when it satisfies one of the case's expected citations by the prefix rule of
contract §2 (``XIII c`` and ``Art. XIII, c, contra-flor`` both answer ``Art. XIII, c``).

The command line drives it::

    t = Treino(selecionar(casos, n=5, semente=1))
    while (caso := t.proximo_caso()) is not None:
        ...show caso.fatos and caso.pergunta...
        while (p := t.pergunta()) is not None:
            correcao = t.responder(input(p.texto))
        ...show caso.esperado and caso.comentario...
    t.acertos, t.respondidas
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from arbitro.casos import Caso, artigo_existe, filtrar
from arbitro.nucleo.numeros import NumeroInvalido, inteiro
from arbitro.nucleo.regulamento import satisfaz
from arbitro.nucleo.texto import dobrar
from arbitro.sistemas.mtg import artigos as A

_NUMERO = re.compile(r"^\s*([0-9]+)\b")
_ZERO = {"zero", "nenhum", "nada", "nao", "0"}
_NAO_SEI = {"nao sei", "?", "passo", "desisto"}  # the judge gives up: graded wrong, the answer shown
MAX_RESPOSTA = 200  # characters of an answer that are read; the rest of a hostile line is dropped


@dataclass(frozen=True, slots=True)
class Pergunta:
    """One question about the current case."""

    tipo: Literal["tentos", "artigo"]
    texto: str
    trio: str | None = None  # for "tentos": the trio asked about


@dataclass(frozen=True, slots=True)
class Correcao:
    """The grade of one answer."""

    pergunta: Pergunta
    resposta: str
    certa: bool
    certo: str  # the right answer, as the judge should read it
    nota: str = ""  # why the answer could not be read, when that was the problem
    repetir: bool = False  # not graded: the answer is asked again, with ``nota`` as the hint (issue 13)


def selecionar(
    casos: Iterable[Caso],
    tema: str | None = None,
    artigo: str | None = None,
    n: int | None = None,
    semente: int | None = None,
    sistema: str | None = None,
) -> list[Caso]:
    """The cases of the quiz: those with a ruling (not invalid input), filtered, shuffled by ``semente``."""
    escolhidos = [c for c in filtrar(casos, tema, artigo, sistema)
                  if not c.esperado.invalido and c.cenario and not c.avulso]
    random.Random(semente).shuffle(escolhidos)
    return escolhidos[:n] if n is not None else escolhidos


def perguntas(caso: Caso) -> list[Pergunta]:
    """The questions asked about a case: the tentos of each trio, then the deciding article."""
    lados = list(caso.cenario.placar) if caso.cenario is not None else []  # the sides, in every system
    mao = "volta" if caso.lado == "trio" else "mão"
    saida = [Pergunta("tentos", f"Quantos tentos {'o trio' if caso.lado == 'trio' else 'a dupla'} {t} anota nesta "
                                f"{mao}?", t) for t in lados]
    saida.append(Pergunta("artigo", "Qual artigo decide o caso?"))
    return saida


def artigos_decisivos(caso: Caso) -> tuple[str, ...]:
    """The citations an article answer is graded against: every article the ruling's awards cite (each is one
    without which the award would differ: contract v2 §8), then the expected ruling's, else the case's. A hand list
    alone can omit a deciding article (issue 20: "XIII g" for "me achico com flor")."""
    from arbitro.nucleo.leituras import PADRAO
    from arbitro.sistemas import sistema

    premios: tuple[str, ...] = ()
    if caso.cenario is not None and not caso.esperado.invalido:
        decisao = sistema(caso.cenario.regulamento).resolver(caso.cenario, PADRAO)
        premios = tuple(a for lc in decisao.lancamentos for a in lc.artigos)
    return tuple(dict.fromkeys((*premios, *(caso.esperado.artigos or caso.artigos))))


def _canonicos(caso: Caso) -> tuple[str, ...]:
    """The canonical IDs of the case's own rulebook: an answer is an article of the system the case is about."""
    from arbitro.sistemas import sistema

    return sistema(caso.sistema).regulamento.canonicos


def _exemplo(canonicos: tuple[str, ...]) -> str:
    """How an article is written in the case's rulebook, for the hint (the MTG's by its usual examples)."""
    if A.CONTRA_FLOR in canonicos:
        return "'XIII c' ou 'Art. 10, VIII, i'"
    return f"'{canonicos[0]}'"


def _ler_tentos(resposta: str) -> int | None:
    m = _NUMERO.match(resposta)
    if m:
        try:
            return inteiro(m.group(1))
        except NumeroInvalido:
            return None
    palavras = dobrar(resposta).split()
    return 0 if palavras and palavras[0] in _ZERO else None


def corrigir(caso: Caso, pergunta: Pergunta, resposta: str) -> Correcao:
    """Grade ``resposta`` to ``pergunta`` about ``caso``.

    An answer that cannot be read as what was asked — not a number of tentos, not an article, or an
    article less precise than the one that decides ("Art. 10" for "Art. 10, III") — is not graded: the
    correction has ``repetir`` and a hint, and the question is asked again. "não sei" gives up.
    """
    resposta = resposta.strip()[:MAX_RESPOSTA]
    desiste = dobrar(resposta).strip(" .!") in _NAO_SEI
    if pergunta.tipo == "tentos":
        certo_n = caso.tentos_esperados.get(pergunta.trio or "", 0)
        certo = f"{certo_n} tento{'s' if certo_n != 1 else ''}"
        dado = _ler_tentos(resposta)
        if desiste:
            return Correcao(pergunta, resposta, False, certo)
        if dado is None:
            return Correcao(pergunta, resposta, False, certo, "responda com um número de tentos (0 se o trio não "
                            "anota nada; 'não sei' mostra a resposta)", repetir=True)
        return Correcao(pergunta, resposta, dado == certo_n, certo)
    esperados = artigos_decisivos(caso)
    certo = " ou ".join(esperados)
    if desiste:
        return Correcao(pergunta, resposta, False, certo)
    canonicos = _canonicos(caso)
    if not resposta or not artigo_existe(resposta, canonicos):
        nota = "não é um artigo do regulamento" if resposta else "sem resposta"
        return Correcao(pergunta, resposta, False, certo, f"{nota}: responda com um artigo, por exemplo "
                        f"{_exemplo(canonicos)} ('não sei' mostra a resposta)", repetir=True)
    if any(satisfaz(e, resposta) for e in esperados):
        return Correcao(pergunta, resposta, True, certo)
    if any(satisfaz(resposta, e) for e in esperados):  # "Art. 10" for "Art. 10, III": ask for the item
        return Correcao(pergunta, resposta, False, certo, f"mais preciso: o artigo que decide está dentro de "
                        f"{resposta}; diga também o inciso, a alínea ou a seção", repetir=True)
    return Correcao(pergunta, resposta, False, certo)


class Treino:
    """The quiz's state: which case, which question, and the answers graded so far."""

    def __init__(self, casos: Sequence[Caso]) -> None:
        self.casos: tuple[Caso, ...] = tuple(casos)
        self.correcoes: list[Correcao] = []
        self._indice = -1
        self._pendentes: list[Pergunta] = []
        self.encerrado = False

    @property
    def caso(self) -> Caso | None:
        """The case being asked, or None before the first and after the last."""
        return self.casos[self._indice] if 0 <= self._indice < len(self.casos) else None

    def proximo_caso(self) -> Caso | None:
        """Move to the next case (any unanswered question of the current one is dropped)."""
        if self.encerrado:
            return None
        self._indice += 1
        caso = self.caso
        if caso is None:
            self.encerrado = True
            return None
        self._pendentes = perguntas(caso)
        return caso

    def pergunta(self) -> Pergunta | None:
        """The question waiting for an answer, or None when the current case is done."""
        return self._pendentes[0] if self._pendentes and not self.encerrado else None

    def responder(self, resposta: str) -> Correcao:
        """Grade the answer to the current question and move to the next one (unless it is to be asked
    again: :attr:`Correcao.repetir`)."""
        caso, p = self.caso, self.pergunta()
        if caso is None or p is None:
            raise RuntimeError("não há pergunta à espera de resposta")
        correcao = corrigir(caso, p, resposta)
        if not correcao.repetir:
            self.correcoes.append(correcao)
            self._pendentes.pop(0)
        return correcao

    def encerrar(self) -> None:
        """Stop early (the answers ran out); the score counts what was answered."""
        self.encerrado = True
        self._pendentes = []

    @property
    def acertos(self) -> int:
        return sum(c.certa for c in self.correcoes)

    @property
    def respondidas(self) -> int:
        return len(self.correcoes)

    @property
    def casos_vistos(self) -> int:
        return min(self._indice + 1, len(self.casos)) if self._indice >= 0 else 0
