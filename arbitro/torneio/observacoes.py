"""Observations of the levels above the volta, typed as contract v2 §8 asks, and the readings in force.

A :class:`Contexto` answers each named reading (:mod:`arbitro.sistemas.mtg.leituras_acima`) from the selection in
force — the commission's layers (``--leituras``, the tournament's, the jogo's, the partida's ``leituras:``)
— and remembers which readings a result depended on, so that the output can say which option applied
and what the other gives (:func:`observacao_de_leitura`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from arbitro.nucleo.leituras import Esclarecimentos, Escolha, Leitura, Selecao
from arbitro.sistemas.mtg import artigos as A

Tipo = Literal["nao-vale", "irregularidade", "leitura", "omisso", "confira", "nota"]
OMISSO = A.CASOS_OMISSOS  # "Os casos omissos, as Comissões Organizadora e Julgadora terão total poder de decisão."


@dataclass(frozen=True, slots=True)
class Obs:
    """One observation: what the judge must hear besides the figures, with its articles and kind."""

    texto: str
    artigos: tuple[str, ...]
    tipo: Tipo
    leitura: str | None = None
    opcao: str | None = None
    esclarecimento: bool = False
    omisso: bool = False

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"texto": self.texto, "artigos": list(self.artigos), "tipo": self.tipo}
        if self.tipo == "leitura":  # as the volta's observations (arbitro.nucleo.decisao.Observacao)
            saida.update(leitura=self.leitura, opcao=self.opcao, esclarecimento=self.esclarecimento)
            if self.omisso:
                saida["omisso"] = True
        return saida


def nota(texto: str, *artigos: str) -> Obs:
    return Obs(texto, artigos, "nota")


def irregular(texto: str, *artigos: str) -> Obs:
    return Obs(texto, artigos, "irregularidade")


def confira(texto: str, *artigos: str) -> Obs:
    return Obs(texto, artigos, "confira")


def omisso(texto: str, *artigos: str) -> Obs:
    """A caso omisso with no default applied: it is the Commission's (S, j)."""
    return Obs(f"{texto} — caso omisso, cabe à Comissão", (*artigos, OMISSO), "omisso")


@dataclass
class Contexto:
    """The readings in force for one computation, and those it consulted (in order)."""

    selecao: Selecao = field(default_factory=Selecao)
    forcadas: dict[str, str] = field(default_factory=dict)  # a re-run with another option ("what the other gives")
    consultadas: dict[str, Escolha] = field(default_factory=dict)

    def escolher(self, leitura: Leitura) -> str:
        if leitura.id in self.forcadas:
            escolha = Escolha(leitura, self.forcadas[leitura.id], "cenario")
        else:
            escolha = self.selecao.escolher(leitura)
        self.consultadas.setdefault(leitura.id, escolha)
        return escolha.opcao

    def com(self, leitura: Leitura, opcao: str) -> Contexto:
        """A fresh context like this one with ``opcao`` forced at ``leitura`` (for "what the other gives")."""
        return Contexto(self.selecao, {**self.forcadas, leitura.id: opcao})

    def camada(self, escolhas: dict[str, str], arquivo: str) -> Contexto:
        """This context under one more commission layer: a document's ``leituras:`` (contract v2 §8)."""
        return Contexto(self.selecao.com_esclarecimentos(Esclarecimentos(escolhas, arquivo=arquivo)),
                        dict(self.forcadas))

    def absorver(self, outro: Contexto) -> None:
        """Take the readings a nested computation (a partida inside a jogo…) consulted."""
        for id_, escolha in outro.consultadas.items():
            self.consultadas.setdefault(id_, escolha)


def observacao_de_leitura(escolha: Escolha, efeito: str, outras: dict[str, str]) -> Obs:
    """The ``leitura`` observation: the option applied (``efeito``: what it did here) and, for each other
    option, what it would give (``outras``: option id → sentence)."""
    leitura = escolha.leitura
    quem = escolha.rotulo
    partes = [f"{quem} ({leitura.id}: {escolha.opcao}): {efeito}"]
    for opcao, texto in outras.items():
        partes.append(f"a outra leitura ({opcao}) daria: {texto}")
    return Obs("; ".join(partes), leitura.artigos, "leitura", leitura=leitura.id, opcao=escolha.opcao,
               esclarecimento=escolha.esclarecimento, omisso=escolha.omisso)
