"""Helpers for the tests of the levels above the volta: a partida, jogo or tournament given as YAML text, ruled
under the project's defaults (or a commission's ``leituras``), and its located problems when it is invalid."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from yaml import Node

from arbitro.cenario.yamlpos import CenarioInvalido, compor
from arbitro.nucleo.leituras import Esclarecimentos, Selecao
from arbitro.sistemas.mtg.leituras_acima import registro_completo
from arbitro.torneio import documento as D
from arbitro.torneio.carregar_jogo import ler_jogo
from arbitro.torneio.carregar_partida import ler_partida
from arbitro.torneio.carregar_torneio import ler_torneio
from arbitro.torneio.classificacao import Classificacao, classificar
from arbitro.torneio.jogo import ResultadoJogo, julgar_jogo
from arbitro.torneio.observacoes import Contexto, Obs
from arbitro.torneio.partida import ResultadoPartida, julgar_partida

ARQUIVO = "doc.yaml"
TRIOS = "trios: {Pampa: [Zeca, Tonho, Dico], Coxilha: [Bira, Lau, Nando]}\n"
ASSENTOS = "assentos: [Zeca, Bira, Tonho, Lau, Dico, Nando]\n"
TRIOS_JOGO = "trios: {Os Tauras: [Bento, Tio Neco, Juca], Querência: [Preta, Ana, Lurdes]}\n"
# Coxilha disqualified in jogo 1 (pessoas em volta da mesa: D, g, 7 → Art. 8; Art. 7, §1), then winning its next jogo.
COXILHA_DESCLASSIFICADA = """\
versao: 2
jogos:
  - trios: [Pampa, Coxilha]
    partidas: [{Pampa: 5, Coxilha: 3}]
    ocorrencias: [{partida: 1, trio: Coxilha, conduta: pessoas-em-volta}]
  - {trios: [Coxilha, Galpão], partidas: [{Coxilha: 24, Galpão: 10}, {Coxilha: 24, Galpão: 15}]}
"""


def _ctx(leituras: dict[str, str] | None) -> Contexto:
    selecao = Selecao()
    if leituras:
        selecao = selecao.com_esclarecimentos(Esclarecimentos(leituras, "Comissão de teste"))
    return Contexto(selecao)


def _no(texto: str, pasta: Path | None) -> tuple[Node, str]:
    arquivo = str(pasta / ARQUIVO) if pasta is not None else ARQUIVO
    return compor(textwrap.dedent(texto), arquivo, D.TORNEIO), arquivo


def partida(texto: str, leituras: dict[str, str] | None = None) -> ResultadoPartida:
    no, arquivo = _no(texto, None)
    p, ctx = ler_partida(no, arquivo, _ctx(leituras), registro_completo())
    return julgar_partida(p, ctx)


def jogo(texto: str, leituras: dict[str, str] | None = None, pasta: Path | None = None) -> ResultadoJogo:
    no, arquivo = _no(texto, pasta)
    j, ctx = ler_jogo(no, arquivo, _ctx(leituras), registro_completo(), (Path(arquivo).resolve(),))
    return julgar_jogo(j, ctx)


def classificacao(texto: str, leituras: dict[str, str] | None = None, pasta: Path | None = None) -> Classificacao:
    no, arquivo = _no(texto, pasta)
    t, ctx = ler_torneio(no, arquivo, _ctx(leituras), registro_completo(), (Path(arquivo).resolve(),))
    return classificar(t, ctx)


def problemas(funcao: Callable[..., object], texto: str, **kw: object) -> list[str]:
    """The located problems (``arquivo:linha:coluna: mensagem``) of an invalid document."""
    with pytest.raises(CenarioInvalido) as e:
        funcao(texto, **kw)
    return [str(p) for p in e.value.problemas]


def com(obs: list[Obs], fragmento: str) -> list[Obs]:
    return [o for o in obs if fragmento in o.texto]


def placares(r: ResultadoJogo) -> list[tuple[dict[str, int], str | None, tuple[str, ...]]]:
    return [(p.placar, p.vencedor, p.artigos) for p in r.partidas]

# A jogo with one of every kind of occurrence and a long name everywhere: the súmula must still fit one A4 sheet.
CABECA_JOGO_COMPLETO = """\
versao: 2
torneio: 47º Rodeio Internacional Crioulo de Vacaria, Circuito Gaúcho de Truco Cego — etapa final estadual
data: 2026-11-28
mesa_numero: 12
juiz: Seu Amâncio Prestes de Albuquerque Filho
capatazes: {Os Tauras do Passo Fundo: Bento Gonçalves da Silva, Querência Amada de Bagé: Preta Maria dos Santos}
trios:
  Os Tauras do Passo Fundo: [Bento Gonçalves da Silva, Tio Neco Fagundes, Juca Ribeiro Pinto]
  Querência Amada de Bagé: [Preta Maria dos Santos, Ana Lúcia Teixeira, Lurdes Aparecida Gomes]
reservas: {Os Tauras do Passo Fundo: [Zeca Mendonça, Ari Batista], Querência Amada de Bagé: [Rosa Cândida]}
partidas:
  - {Os Tauras do Passo Fundo: 18, Querência Amada de Bagé: 24}
  - {Os Tauras do Passo Fundo: 20, Querência Amada de Bagé: 11}
  - {Os Tauras do Passo Fundo: 24, Querência Amada de Bagé: 23}
ocorrencias:
  - {atraso: Querência Amada de Bagé, minutos: 12}
  - {partida: 1, substituicao: {sai: Juca Ribeiro Pinto, entra: Zeca Mendonça}, momento: fim}
  - {partida: 2, rodizio_de_testa: Os Tauras do Passo Fundo}
  - {partida: 2, jogador: Ana Lúcia Teixeira, conduta: palavroes}
  - {partida: 2, jogador: Tio Neco Fagundes, conduta: indumentaria}
  - {partida: 3, jogador: Bento Gonçalves da Silva, conduta: afastou-se, testa_autorizado: true}
  - {reclamacao: {trio: Querência Amada de Bagé, conduta: desacato, jogador: Bento Gonçalves da Silva},
     durante_o_jogo: false}
  - {reclamacao: {trio: Os Tauras do Passo Fundo, conduta: bebida}, durante_o_jogo: true}
"""
