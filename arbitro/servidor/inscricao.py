"""The tournament file as the server reads it to seed its database (contract v3 §13–§14): the registered sides
(``inscritos``: capataz, players, reserves), the tables (``mesas``), the phases and the rounds already opened.

The one place the server reads ``inscritos`` and ``rodadas`` itself: the tournament loader of the library does not
read the v3 keys yet (they come with the tournament v3). When it does, :func:`ler` becomes a call to it. Every
problem is located (``arquivo:linha:coluna``) and all of them are reported at once.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario.yamlpos import CenarioInvalido, Problema, marca

CHAVES = ("versao", "regulamento", "torneio", "data", "semente", "sorteio", "mesas", "inscritos", "fases", "rodadas",
          "jogos", "leituras")
CHAVES_LADO = ("capataz", "jogadores", "reservas")
CHAVES_RODADA = ("fase", "rodada", "inicio", "jogos", "repescagem", "folga")
CHAVES_JOGO_RODADA = ("mesa", "lados", "trios", "duplas", "equipes")


@dataclass(frozen=True, slots=True)
class Lado:
    nome: str
    capataz: str | None
    jogadores: tuple[str, ...]
    reservas: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class JogoDaRodada:
    mesa: int | None  # None: waits for a table (§13 ``aguardando``)
    lados: tuple[str, str]


@dataclass(frozen=True, slots=True)
class Rodada:
    fase: str
    rodada: int
    inicio: str | None
    jogos: tuple[JogoDaRodada, ...]


@dataclass(frozen=True, slots=True)
class Inscricao:
    torneio: str
    data: str
    regulamento: str
    mesas: int | None
    lados: dict[str, Lado]
    rodadas: tuple[Rodada, ...]
    valores: dict[str, Any] = field(default_factory=dict)  # every key as read, for the export's torneio.yaml
    hash: str = ""


def hash_do_texto(texto: str) -> str:
    return hashlib.sha256(texto.encode("utf-8")).hexdigest()


def ler(caminho: str | Path) -> tuple[Inscricao, str]:
    """The tournament file and its text; raises :class:`CenarioInvalido` with every problem, located."""
    from arbitro.cenario.yamlpos import ler as ler_texto
    from arbitro.torneio import documento as D

    texto = ler_texto(caminho, D.TORNEIO)
    return ler_texto_do_torneio(texto, str(caminho)), texto


def ler_texto_do_torneio(texto: str, arquivo: str) -> Inscricao:
    from arbitro.cenario.yamlpos import compor
    from arbitro.mesa.yamlmin import valor
    from arbitro.torneio import documento as D

    no = compor(texto, arquivo, D.TORNEIO)
    problemas: list[Problema] = []

    def erro(n: Node, mensagem: str) -> None:
        problemas.append(marca(n, arquivo, mensagem))

    if not isinstance(no, MappingNode):
        raise CenarioInvalido([marca(no, arquivo, "o torneio é um mapeamento (torneio:, inscritos:, rodadas:…)")])
    nos: dict[str, Node] = {}
    for k, v in no.value:
        chave = str(k.value)
        if chave not in CHAVES:
            erro(k, f"chave desconhecida '{chave}' no torneio (válidas: {', '.join(CHAVES)})")
        nos[chave] = v
    torneio = _texto(nos, "torneio", erro, no) or ""
    data = _texto(nos, "data", erro, None) or ""
    regulamento = _texto(nos, "regulamento", erro, None) or "mtg-truco-cego"
    mesas: int | None = None
    if "mesas" in nos:
        m = valor(nos["mesas"])
        if not isinstance(m, int) or isinstance(m, bool) or not 1 <= m <= 500:
            erro(nos["mesas"], "mesas: o número de mesas ao mesmo tempo, de 1 a 500")
        else:
            mesas = m
    lados: dict[str, Lado] = {}
    if "inscritos" not in nos:
        erro(no, "falta a chave obrigatória 'inscritos' (cada lado com capataz e jogadores): o servidor faz o PIN "
                 "do capataz de cada lado inscrito")
    elif not isinstance(nos["inscritos"], MappingNode):
        erro(nos["inscritos"], "inscritos: um mapeamento, lado: {capataz: …, jogadores: […]}")
    else:
        for k, v in nos["inscritos"].value:
            lado = _lado(str(k.value), k, v, erro)
            if lado is not None:
                if lado.nome in lados:
                    erro(k, f"inscritos: {lado.nome!r} inscrito duas vezes")
                lados[lado.nome] = lado
    rodadas: list[Rodada] = []
    if "rodadas" in nos and isinstance(nos["rodadas"], SequenceNode):
        for item in nos["rodadas"].value:
            r = _rodada(item, lados, mesas, erro)
            if r is not None:
                if any((x.fase, x.rodada) == (r.fase, r.rodada) for x in rodadas):
                    erro(item, f"rodada {r.rodada} da fase {r.fase!r} aberta duas vezes")
                rodadas.append(r)
    elif "rodadas" in nos and not (isinstance(nos["rodadas"], ScalarNode) and valor(nos["rodadas"]) is None):
        erro(nos["rodadas"], "rodadas: uma lista de {fase, rodada, inicio, jogos: [{mesa, lados: [X, Y]}]}")
    if problemas:
        raise CenarioInvalido(problemas)
    valores = {k: valor(v) for k, v in nos.items()}
    return Inscricao(torneio, data, regulamento, mesas, lados, tuple(rodadas), valores, hash_do_texto(texto))


def _texto(nos: dict[str, Node], chave: str, erro: Any, obrigatorio_em: Node | None) -> str | None:
    if chave not in nos:
        if obrigatorio_em is not None:
            erro(obrigatorio_em, f"falta a chave obrigatória '{chave}' (o nome do torneio)")
        return None
    n = nos[chave]
    if not isinstance(n, ScalarNode) or not str(n.value).strip():
        erro(n, f"{chave}: um texto numa linha")
        return None
    return str(n.value).strip()


def _nomes(n: Node, onde: str, erro: Any) -> tuple[str, ...]:
    if not isinstance(n, SequenceNode):
        erro(n, f"{onde}: uma lista de nomes")
        return ()
    saida: list[str] = []
    for item in n.value:
        if not isinstance(item, ScalarNode) or not str(item.value).strip():
            erro(item, f"{onde}: cada nome é um texto")
        else:
            saida.append(str(item.value).strip())
    return tuple(saida)


def _lado(nome: str, k: Node, v: Node, erro: Any) -> Lado | None:
    if not nome.strip():
        erro(k, "inscritos: o nome do lado está vazio")
        return None
    if not isinstance(v, MappingNode):
        erro(v, f"inscritos: {nome!r}: um mapeamento {{capataz: …, jogadores: […]}}")
        return None
    campos: dict[str, Node] = {}
    for ck, cv in v.value:
        if str(ck.value) not in CHAVES_LADO:
            erro(ck, f"inscritos: {nome!r}: chave desconhecida '{ck.value}' (válidas: {', '.join(CHAVES_LADO)})")
        campos[str(ck.value)] = cv
    if "jogadores" not in campos:
        erro(v, f"inscritos: {nome!r}: falta a chave obrigatória 'jogadores'")
        return None
    jogadores = _nomes(campos["jogadores"], f"inscritos: {nome!r}: jogadores", erro)
    reservas = _nomes(campos["reservas"], f"inscritos: {nome!r}: reservas", erro) if "reservas" in campos else ()
    capataz = str(campos["capataz"].value).strip() if "capataz" in campos and isinstance(
        campos["capataz"], ScalarNode) else None
    return Lado(nome.strip(), capataz, jogadores, reservas)


def _rodada(item: Node, lados: dict[str, Lado], mesas: int | None, erro: Any) -> Rodada | None:
    from arbitro.mesa.yamlmin import valor

    if not isinstance(item, MappingNode):
        erro(item, "rodadas: cada rodada é {fase, rodada, inicio, jogos: [...]}")
        return None
    campos = {str(k.value): v for k, v in item.value}
    for k, _v in item.value:
        if str(k.value) not in CHAVES_RODADA:
            erro(k, f"rodadas: chave desconhecida '{k.value}' (válidas: {', '.join(CHAVES_RODADA)})")
    fase = str(valor(campos["fase"])) if "fase" in campos else ""
    numero = valor(campos["rodada"]) if "rodada" in campos else None
    if not fase or not isinstance(numero, int) or isinstance(numero, bool) or numero < 1:
        erro(item, "rodadas: cada rodada diz a sua fase e o número (rodada: 1, 2…)")
        return None
    inicio = valor(campos["inicio"]) if "inicio" in campos else None
    jogos: list[JogoDaRodada] = []
    vistos: set[str] = set()
    lista = campos.get("jogos")
    for j in lista.value if isinstance(lista, SequenceNode) else ():
        if not isinstance(j, MappingNode):
            erro(j, "rodadas: cada jogo é {mesa: N, lados: [X, Y]}")
            continue
        cj = {str(k.value): v for k, v in j.value}
        chave_lados = next((c for c in ("lados", "trios", "duplas", "equipes") if c in cj), None)
        nomes = _nomes(cj[chave_lados], "rodadas: lados", erro) if chave_lados else ()
        if len(nomes) != 2 or nomes[0] == nomes[1]:
            erro(j, "rodadas: cada jogo tem dois lados diferentes: lados: [X, Y]")
            continue
        for nome in nomes:
            if nome not in lados:
                erro(j, f"rodadas: o lado {nome!r} não está inscrito")
            elif nome in vistos:
                erro(j, f"rodadas: o lado {nome!r} está em dois jogos da mesma rodada")
            vistos.add(nome)
        mesa = valor(cj["mesa"]) if "mesa" in cj else None
        if mesa is not None and (not isinstance(mesa, int) or isinstance(mesa, bool) or mesa < 1
                                 or (mesas is not None and mesa > mesas)):
            erro(cj["mesa"], f"rodadas: mesa {mesa!r}: um número de 1 a {mesas or 'mesas'}")
            continue
        jogos.append(JogoDaRodada(mesa, (nomes[0], nomes[1])))
    return Rodada(fase, numero, None if inicio is None else str(inicio), tuple(jogos))
