"""Reading the options a document selects at named readings (contract v2 §8), with located problems.

Two shapes: the ``leituras:`` mapping of a scenario, partida, jogo or tournament file (``{ID: opcao}``), and
a commission's clarifications file (``{comissao, data, leituras: {ID: opcao}}``, given with ``--leituras``).
An unknown reading or option is invalid input, located and with the nearest valid ones suggested.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from pathlib import Path
from typing import cast

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario import nomes as _nomes
from arbitro.cenario.yamlpos import CenarioInvalido, Problema, compor, ler, marca
from arbitro.nucleo.leituras import Esclarecimentos, Leitura, problemas_de_escolhas

CHAVES_ESCLARECIMENTOS = ("comissao", "data", "leituras")


def _texto(no: Node) -> str | None:
    if isinstance(no, ScalarNode) and str(no.value).strip() and not (no.tag.endswith(":null") and not no.style):
        return str(no.value).strip()
    return None


def ler_escolhas(no: Node, arquivo: str, registro: Mapping[str, Leitura],
                 onde: str = "leituras") -> tuple[dict[str, str], list[Problema]]:
    """The ``{ID: opcao}`` mapping at ``no``, checked against ``registro``; problems located at the key or
    value at fault."""
    problemas: list[Problema] = []
    if not isinstance(no, MappingNode):
        return {}, [marca(no, arquivo, f"{onde}: esperava um mapeamento leitura: opção, ex.: "
                                       "{segunda-parda: joga-a-terceira}")]
    escolhas: dict[str, str] = {}
    nos: dict[str, tuple[Node, Node]] = {}
    for k, v in cast(list[tuple[Node, Node]], no.value):
        id_, opcao = _texto(k), _texto(v)
        if id_ is None:
            problemas.append(marca(k, arquivo, f"{onde}: a chave deve ser o ID de uma leitura"))
            continue
        if opcao is None:
            problemas.append(marca(v, arquivo, f"{onde}.{id_}: falta a opção (veja `arbitro leituras {id_}`)"))
            continue
        escolhas[id_], nos[id_] = opcao, (k, v)
    for chave, mensagem in problemas_de_escolhas(escolhas, registro):
        id_ = chave.split(".", 1)[0] if chave not in nos else chave
        k, v = nos[id_]
        problemas.append(marca(k if chave == id_ else v, arquivo, f"{onde}: {mensagem}"))
    bons = {i: o for i, o in escolhas.items() if i in registro and o in registro[i].ids_opcoes}
    return bons, problemas


def carregar_esclarecimentos(caminho: str | Path, registro: Mapping[str, Leitura]) -> Esclarecimentos:
    """A commission's clarifications file; raises :class:`CenarioInvalido` with every problem found."""
    arquivo = str(caminho)
    raiz = compor(ler(caminho), arquivo)
    if not isinstance(raiz, MappingNode):
        raise CenarioInvalido([marca(raiz, arquivo, "esperava um mapeamento com 'comissao', 'data' e "
                                                    "'leituras' (veja `arbitro leituras --modelo`)")])
    problemas: list[Problema] = []
    valores: dict[str, Node] = {}
    for k, v in cast(list[tuple[Node, Node]], raiz.value):
        chave = _texto(k)
        if chave not in CHAVES_ESCLARECIMENTOS:
            problemas.append(marca(k, arquivo, f"chave desconhecida {chave!r}; chaves válidas: "
                                               f"{', '.join(CHAVES_ESCLARECIMENTOS)}"))
        elif chave in valores:
            problemas.append(marca(k, arquivo, f"chave {chave!r} repetida"))
        else:
            valores[chave] = v
    escolhas: dict[str, str] = {}
    if "leituras" not in valores:
        problemas.append(marca(raiz, arquivo, "falta a chave 'leituras' (leitura: opção)"))
    else:
        escolhas, mais = ler_escolhas(valores["leituras"], arquivo, registro)
        problemas += mais
    comissao = _texto(valores["comissao"]) if "comissao" in valores else None
    if "comissao" in valores and comissao is None:
        problemas.append(marca(valores["comissao"], arquivo, "comissao: esperava o nome da comissão"))
    elif comissao is not None and (motivo := _nomes.recusa_de_linha(comissao, "comissao")) is not None:
        problemas.append(marca(valores["comissao"], arquivo, motivo))  # it is shown in every ruling (issue 21)
        comissao = None
    data = _data(valores.get("data"), arquivo, problemas)
    if problemas:
        raise CenarioInvalido(problemas)
    return Esclarecimentos(escolhas, comissao, data, arquivo)


def _data(no: Node | None, arquivo: str, problemas: list[Problema]) -> str | None:
    if no is None:
        return None
    texto = _texto(no)
    try:
        if texto is None:
            raise ValueError
        return datetime.date.fromisoformat(texto).isoformat()
    except ValueError:
        problemas.append(marca(no, arquivo, "data: esperava uma data AAAA-MM-DD, ex.: 2026-11-30"))
        return None
