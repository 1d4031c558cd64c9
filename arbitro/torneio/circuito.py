"""The circuit's ranking over its etapas (contract v3 §13, ``arbitro circuito CIRCUITO.yaml``).

Each etapa is a tournament file; its final standings give each side the points of its place (the Commission's
table, ``pontos``: the seed's "Pontuação para o Circuito" has no text) plus ``participacao`` for playing it. Sides
are the same side when their registered names are equal. Ties: the better best place, then the next best, and so
on; then the named reading ``empate-no-circuito``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.leituras import Leitura
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.torneio import documento as D
from arbitro.torneio.observacoes import Contexto, Obs, observacao_de_leitura

CHAVES = ("versao", "circuito", "etapas", "pontos", "participacao", "leituras")
ARTIGOS = (A.CASOS_OMISSOS,)  # the points table is the Commission's: the circuit's section has no text
MAX_POSICAO = 10_000


@dataclass(frozen=True, slots=True)
class Etapa:
    nome: str  # that etapa's ``torneio`` (or its file's name)
    arquivo: str
    posicoes: dict[str, int]  # side -> final place


@dataclass(frozen=True, slots=True)
class Circuito:
    nome: str | None
    etapas: tuple[Etapa, ...]
    pontos: dict[int, int]
    participacao: int
    arquivo: str


def carregar_circuito(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Circuito, Contexto]:
    """Read the circuit file and every etapa's final standings; raises :class:`CenarioInvalido` (every problem)."""
    from arbitro.torneio.carregar_torneio import _dentro_da_pasta, carregar_torneio
    from arbitro.torneio.fases import classificacao_json

    with D.sem_coleta():
        raiz, arquivo = D.raiz(caminho, D.TORNEIO)
        no = D.caso_ou_documento(raiz, "etapas")  # a library case keeps the circuit under entrada:
        leitor = D.Leitor(arquivo)
        nos = leitor.campos(no, "circuito", CHAVES)
        if nos is None:
            raise CenarioInvalido(leitor.problemas)
        leitor.exigir(nos, no, ("etapas", "pontos"), "veja o contrato v3 §13: etapas, pontos, participacao")
        if "versao" in nos:
            versao = leitor.inteiro(nos["versao"], "versao", 0, 10**6)
            if versao is not None and versao != 3:
                leitor.erro(nos["versao"], f"versao {versao}: o circuito é do contrato v3; escreva versao: 3")
        cab = leitor.cabecalho({k: v for k, v in nos.items() if k == "leituras"}, registro)
        ctx = ctx.camada(cab.leituras, arquivo)
        pontos = _pontos(leitor, nos["pontos"]) if "pontos" in nos else {}
        participacao = leitor.inteiro(nos["participacao"], "participacao", 0, 10**6) or 0 \
            if "participacao" in nos else 0
        etapas: list[Etapa] = []
        problemas = []
        vistos: D.Lidas = {}
        for i, item in enumerate(leitor.lista(nos["etapas"], "etapas") or () if "etapas" in nos else (), 1):
            campos = leitor.campos(item, f"etapa {i}", ("arquivo",))
            if not campos or "arquivo" not in campos:
                if campos is not None:
                    leitor.erro(item, f"etapa {i}: falta a chave obrigatória 'arquivo' (o torneio da etapa)")
                continue
            if not _dentro_da_pasta(leitor, campos["arquivo"], arquivo, f"etapa {i}"):
                continue
            alvo = D.arquivo_referido(leitor, campos["arquivo"], arquivo, (Path(caminho).resolve(),))
            if alvo is None or D.ja_contado(leitor, campos["arquivo"], alvo, vistos, f"etapa {i}", f"da etapa {i}",
                                            "a mesma etapa"):
                continue
            try:
                t, tctx = carregar_torneio(alvo, ctx, registro)
                saida = classificacao_json(t, tctx)
            except CenarioInvalido as e:
                problemas += e.problemas
                continue
            posicoes = {str(x["trio"]): int(x["posicao"]) for x in saida["classificacao"]}
            etapas.append(Etapa(t.nome or alvo.stem, str(alvo), posicoes))
        if leitor.problemas or problemas:
            raise CenarioInvalido([*leitor.problemas, *problemas])
        return Circuito(leitor.opcional(nos, "circuito"), tuple(etapas), pontos, participacao, arquivo), ctx


def _pontos(leitor: D.Leitor, no: Node) -> dict[int, int]:
    """``pontos: {1: 100, 2: 80, …}``: a place → its points."""
    saida: dict[int, int] = {}
    if not isinstance(no, MappingNode):
        leitor.tipo(no, "um mapeamento {colocação: pontos}", "pontos")
        return saida
    for k, v in no.value:
        lugar = leitor.inteiro(k, "pontos: colocação", 1, MAX_POSICAO)
        valor = leitor.inteiro(v, f"pontos: {k.value if isinstance(k, ScalarNode) else '?'}", 0, 10**6)
        if lugar is not None and valor is not None:
            saida[lugar] = valor
    return saida


def classificar_circuito(c: Circuito, ctx: Contexto) -> dict[str, Any]:
    """The circuit's ranking (§13): ``{classificacao: [{posicao, lado, pontos, etapas: [{etapa, posicao, pontos}]}]}``,
    ties by the better best place, then the next, … then the reading ``empate-no-circuito``."""
    por_lado: dict[str, list[dict[str, Any]]] = {}
    for e in c.etapas:
        for lado, pos in e.posicoes.items():
            por_lado.setdefault(lado, []).append({"etapa": e.nome, "posicao": pos,
                                                  "pontos": c.pontos.get(pos, 0) + c.participacao})
    total = {x: sum(e["pontos"] for e in es) for x, es in por_lado.items()}
    colocacoes = {x: sorted(e["posicao"] for e in es) for x, es in por_lado.items()}

    def chave(x: str) -> tuple[Any, ...]:
        # a side with fewer etapas compares as if placed last in the ones it missed
        return (-total[x], [*colocacoes[x], *[MAX_POSICAO + 1] * (len(c.etapas) - len(colocacoes[x]))])

    ordem = sorted(por_lado, key=lambda x: (chave(x), x))
    obs: list[Obs] = []
    empates = [x for x in ordem if any(chave(x) == chave(y) for y in ordem if y != x)]
    dividida = True
    if empates:
        opcao = ctx.escolher(L.EMPATE_NO_CIRCUITO)
        dividida = opcao == "posicao-dividida"
        if not dividida:
            recentes = {x: [e.posicoes.get(x, MAX_POSICAO + 1) for e in reversed(c.etapas)] for x in por_lado}
            ordem = sorted(por_lado, key=lambda x: (chave(x), recentes[x], x))
        escolha = ctx.consultadas[L.EMPATE_NO_CIRCUITO.id]
        efeitos = {"posicao-dividida": f"{', '.join(empates)} dividem posição",
                   "ultima-etapa": f"entre {', '.join(empates)}, à frente quem se colocou melhor na etapa mais "
                                   "recente"}
        obs.append(observacao_de_leitura(escolha, efeitos[escolha.opcao],
                                         {o.id: efeitos[o.id] for o in L.EMPATE_NO_CIRCUITO.outras(escolha.opcao)}))
    linhas: list[dict[str, Any]] = []
    for i, x in enumerate(ordem, 1):
        anterior = linhas[-1] if linhas else None
        posicao = anterior["posicao"] if dividida and anterior and chave(anterior["lado"]) == chave(x) else i
        linhas.append({"posicao": posicao, "lado": x, "pontos": total[x], "etapas": por_lado[x]})
    return {"versao": 3, "circuito": c.nome, "classificacao": linhas, "artigos": list(ARTIGOS),
            "observacoes": [o.json() for o in obs]}


