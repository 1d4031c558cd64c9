"""The pieces of a hand's model that every engine shares (issue 22), whatever its system: the reading consulted and
the one sentence of a caso omisso, the awards applied up to the partida's target, the check of what was paid at
the table, what another option changes, the score in words, and how the hand ended as a value.

An engine replays a scenario's events over its own state, writes awards in the ledger (:mod:`arbitro.nucleo.livro`)
and asks here to settle them; the words around each number stay the system's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import NamedTuple, Protocol

from arbitro.nucleo.decisao import Decisao, Observacao, Tipo
from arbitro.nucleo.leituras import Escolha, Leitura, Selecao
from arbitro.nucleo.livro import Premio

CASO_OMISSO = "O texto não trata deste caso — caso omisso, cabe à Comissão."
"""What a ruling says, once, where the text is silent and the project's default applies (every system)."""


def observacao_de_leitura(leitura: Leitura, e: Escolha, contexto: str, artigos: Iterable[str],
                          com_id: bool = False) -> Observacao:
    """The observation a consulted reading makes: where it applied (``contexto``), the caso omisso sentence when the
    text is silent, the option in force and what it means. ``com_id``: the reading's id after its label (the
    Brazilian family names it so)."""
    omisso = f" {CASO_OMISSO}" if e.omisso else ""
    rotulo = f"{e.rotulo} ({leitura.id})" if com_id else e.rotulo
    ponto = "" if contexto.endswith(".") else "."  # the MTG's sentences come already closed
    return Observacao(f"{contexto}{ponto}{omisso} {rotulo}: {e.descricao}.",
                      tuple(dict.fromkeys((*artigos, *leitura.artigos))), tipo=Tipo.LEITURA, leitura=leitura.id,
                      opcao=e.opcao, esclarecimento=e.esclarecimento, omisso=e.omisso)


class Consultas(Protocol):
    """Where a hand keeps the readings it consulted: the option of each, the selection in force, its observations."""

    escolhas: dict[str, Escolha]
    selecao: Selecao
    observacoes: list[Observacao]


def consultar(m: Consultas, leitura: Leitura, contexto: str, artigos: Iterable[str], com_id: bool = False,
              a_cada_vez: Callable[[Observacao], object] | None = None) -> str:
    """The option in force at ``leitura`` in the hand ``m``: chosen by the selection the first time it is consulted
    and said then, once, in an observation (:func:`observacao_de_leitura`); the same option every time after.
    ``a_cada_vez``: an engine that says the reading at every place it applies (the MTG: each context its own
    sentence) is handed the observation of every consultation instead, and keeps it as it keeps the others."""
    e = m.escolhas.get(leitura.id)
    primeira = e is None
    if e is None:
        e = m.escolhas[leitura.id] = m.selecao.escolher(leitura)
    if a_cada_vez is not None:
        a_cada_vez(observacao_de_leitura(leitura, e, contexto, artigos, com_id=com_id))
    elif primeira:
        m.observacoes.append(observacao_de_leitura(leitura, e, contexto, artigos, com_id=com_id))
    return e.opcao


def placar_em_palavras(placar: Mapping[str, int]) -> str:
    """"A 12 × B 9": a score as every output writes it."""
    return " × ".join(f"{t} {n}" for t, n in placar.items())


# --- how a hand ended ------------------------------------------------------------------------------------------

class Termino(Enum):
    """How a hand ended (python-chess's ``Termination``): what a later event is told when it comes too late."""

    VAZAS = "vazas"  # the vazas decided it
    RECUSA = "recusa"  # a bet refused ("não quero", or the payment that stands for it)
    CORRIDA = "corrida"  # a side ran from the hand itself (the mão de onze, the mão de ferro, the MTG's baralho)
    SANCAO = "sancao"  # a sanction ended it (cards collected, a flor proven false, a fault that loses all in play)
    NOVA_DISTRIBUICAO = "nova-distribuicao"  # the cards are dealt again: the hand does not count


class Encerramento(NamedTuple):
    """The end of a hand as a value: how, and in the words a ruling uses (``str()`` gives the words)."""

    termino: Termino
    motivo: str

    def __str__(self) -> str:
        return self.motivo


# --- awards up to the target -----------------------------------------------------------------------------------

class Apuracao(NamedTuple):
    """The awards applied in order up to the target, those left out once a side reached it, the score, who
    reached the target (and with which award), and whether that award passed the target (the excess not counted)."""

    aplicados: list[Premio]
    fora: list[Premio]
    placar: dict[str, int]
    fechou: str | None
    por: Premio | None
    passou: bool


def apurar(premios: Iterable[Premio], placar: Mapping[str, int], alvo: int) -> Apuracao:
    """Apply ``premios`` in the order given to ``placar``, capping at ``alvo``: the side that reaches it wins the
    partida, what would pass it does not count, and nothing after it applies."""
    final = dict(placar)
    aplicados: list[Premio] = []
    fora: list[Premio] = []
    fechou: str | None = None
    por: Premio | None = None
    passou = False
    for p in premios:
        if fechou is not None:
            fora.append(p)
            continue
        aplicados.append(p)
        passou = final[p.lado] + p.tentos > alvo
        final[p.lado] = min(alvo, final[p.lado] + p.tentos)
        if final[p.lado] >= alvo:
            fechou, por = p.lado, p
    return Apuracao(aplicados, fora, final, fechou, por, passou and fechou is not None)


def ja_terminada(placar: Mapping[str, int], alvo: int) -> str | None:
    """The side already at the target before the hand (then nothing of the hand applies), or None."""
    return next((t for t, n in placar.items() if n >= alvo), None)


# --- payments at the table -------------------------------------------------------------------------------------

class Divergencia(NamedTuple):
    """A side paid at the table other than the ruling gives it."""

    lado: str
    pago: int
    devido: int


def conferir_pagamentos(pagos: Iterable[tuple[str, int]], devidos: Mapping[str, int]) -> list[Divergencia] | None:
    """What was paid at the table (``pagos``: side and tentos, in any number of payments) against what the ruling
    gives each side: the sides that differ, in ``devidos``' order; None when nothing was paid (nothing to check)."""
    soma: dict[str, int] = {}
    for lado, n in pagos:
        soma[lado] = soma.get(lado, 0) + n
    if not soma:
        return None
    return [Divergencia(t, soma.get(t, 0), d) for t, d in devidos.items() if soma.get(t, 0) != d]


# --- what another option changes -------------------------------------------------------------------------------

def ganho(d: Decisao) -> dict[str, int]:
    """What each side gained (or lost) in the ruling."""
    return {t: d.placar_final[t] - d.placar_inicial[t] for t in d.placar_inicial}


def mudancas(d: Decisao, outra: Decisao) -> Sequence[tuple[str, int, int]]:
    """The sides whose gain another option changes: side, gain under it, gain in the ruling."""
    antes, depois = ganho(d), ganho(outra)
    return [(t, n, antes[t]) for t, n in depois.items() if n != antes[t]]


# --- which event raised which observation -------------------------------------------------------------------

class Levantadas:
    """Every observation an engine raises, with the index of the event being replayed when it did (-1: before the
    first, or while settling) — each time, even when the ruling already holds the same words (an engine says a
    thing once; a void call said twice is void twice). What :meth:`arbitro.nucleo.sistema.Sistema.pode` asks."""

    __slots__ = ("_itens", "indice")

    def __init__(self) -> None:
        self.indice = -1
        self._itens: list[tuple[int, Observacao]] = []

    def registrar(self, obs: Observacao) -> None:
        self._itens.append((self.indice, obs))

    def dos_eventos(self, desde: int) -> list[Observacao]:
        """What the events from index ``desde`` on raised, in order."""
        return [o for i, o in self._itens if i >= desde]
