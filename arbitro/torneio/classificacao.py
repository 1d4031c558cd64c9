"""The tournament's standings (contract v2 §11): the Sinopse's tie-breaks, in order.

S — Vencedor: "a) Será o conjunto que derrotar o maior número de adversários. b) O conjunto que tiver o maior
número de partidas ganhas. c) O conjunto que tiver o maior número de tentos. d) Saldo de tentos. e) Confronto
direto. f) Sorteio."

Each row says which item placed the trio above the next (``criterio``). The draw is reproducible from the
tournament's ``semente`` (the tied trios sorted by name, then ``random.Random(semente).shuffle``); without one,
the order awaits the Commission's draw and the output says so. A jogo without a result (left to the
Commission, S, h; S, j; or not finished) stays out until decided.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from arbitro.nucleo.texto import quantos
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.torneio.carregar_torneio import Torneio
from arbitro.torneio.jogo import ResultadoJogo
from arbitro.torneio.observacoes import Contexto, Obs, irregular, nota, observacao_de_leitura
from arbitro.torneio.regras import MTG

CRITERIOS = MTG.criterios
CAMPOS = ("vitorias", "partidas", "tentos", "saldo")  # S, a–d
AGUARDA_SORTEIO = CRITERIOS[5]


@dataclass(frozen=True, slots=True)
class Resultado:
    """What one jogo gives the standings: the winner and each trio's partidas, tentos and saldo (S, b–d)."""

    numero: int
    trios: tuple[str, str]
    vencedor: str
    totais: dict[str, dict[str, int]]


@dataclass
class Linha:
    trio: str
    vitorias: int = 0
    partidas: int = 0
    tentos: int = 0
    saldo: int = 0
    jogos: int = 0
    posicao: int = 0
    criterio: str | None = None

    def chave(self) -> tuple[int, ...]:
        return tuple(getattr(self, c) for c in CAMPOS)

    def json(self) -> dict[str, Any]:
        return {"posicao": self.posicao, "trio": self.trio, "vitorias": self.vitorias, "partidas": self.partidas,
                "tentos": self.tentos, "saldo": self.saldo, "criterio": self.criterio, "jogos": self.jogos}


@dataclass
class Classificacao:
    torneio: Torneio
    linhas: list[Linha]
    observacoes: list[Obs]
    desclassificados: list[dict[str, Any]] = field(default_factory=list)
    contados: list[bool] = field(default_factory=list)  # per jogo of the file: counted in the standings

    def json(self) -> dict[str, Any]:
        t = self.torneio
        jogos = []
        for i, (r, conta) in enumerate(zip(t.jogos, self.contados, strict=True), 1):
            a, b = r.jogo.nomes
            tot = r.totais
            jogos.append({"numero": i, "trios": [a, b], "vencedor": r.vencedor,
                          "partidas": {a: tot[a]["partidas"], b: tot[b]["partidas"]}, "conta": conta})
        return {"versao": 2, "regulamento": t.regras.sistema, "torneio": t.nome, "semente": t.semente,
                "classificacao": [linha.json() for linha in self.linhas],
                "desclassificados": self.desclassificados, "jogos": jogos,
                "observacoes": [o.json() for o in self.observacoes]}


class _Classificador:
    def __init__(self, torneio: Torneio, ctx: Contexto, folgas: Mapping[str, int] | None = None,
                 numeros: Sequence[int] | None = None) -> None:
        self.t = torneio
        self.ctx = ctx
        self.obs: list[Obs] = []
        self.trios: list[str] = list(dict.fromkeys([*(n for r in torneio.jogos for n in r.jogo.nomes),
                                                    *(folgas or {})]))
        # v3 §13: a folga counted as a jogo won by W.O. (the reading of the phase decides, before this)
        self.folgas = dict(folgas or {})
        self.numeros = list(numeros) if numeros is not None else list(range(1, len(torneio.jogos) + 1))
        self.fora: dict[str, int] = {}  # trio disqualified from the tournament → the jogo it happened in
        self.desclassificados: list[dict[str, Any]] = []
        self.contados: list[bool] = []

    # -- which jogos count, and with what result --

    def resultados(self) -> list[Resultado]:
        impedidos: dict[str, tuple[str, int]] = {}  # athlete → (trio, jogo) — "não podendo mais retornar"
        saida: list[Resultado] = []
        for i, r in zip(self.numeros, self.t.jogos, strict=True):
            a, b = r.jogo.nomes
            self.volta_de_impedido(i, r, impedidos)
            fora = [x for x in (a, b) if x in self.fora]
            if fora:
                saida += self.jogo_de_desclassificado(i, r, fora)
            elif r.vencedor is None:
                self.contados.append(False)
                if r.comissao:
                    motivo, artigos = "o resultado cabe à Comissão", tuple(dict.fromkeys(r.comissao))
                else:  # the same words and article as `arbitro jogo` and the súmula
                    texto, artigos = r.sem_vencedor()
                    motivo = texto[0].lower() + texto[1:]
                self.obs.append(nota(f"jogo {i} ({a} × {b}) fica fora da classificação até ser decidido: {motivo}",
                                     *artigos))
            else:
                self.contados.append(True)
                saida.append(Resultado(i, (a, b), r.vencedor, r.totais))
                self.mudancas(i, r)
            for d in r.desclassificados:
                if d.jogador is None and d.trio not in self.fora:
                    self.fora[d.trio] = i
                    self.desclassificados.append({"trio": d.trio, "jogo": i,
                                                   "artigos": [*d.artigos, A.DESCLASSIFICADO_PERDE]})
                elif d.jogador is not None:
                    impedidos.setdefault(d.jogador, (d.trio, i))
        return saida

    def volta_de_impedido(self, i: int, r: ResultadoJogo, impedidos: dict[str, tuple[str, int]]) -> None:
        for trio, jogadores in r.jogo.trios.items():
            for j in jogadores:
                if impedidos.get(j, ("", 0))[0] == trio:
                    self.obs.append(irregular(f"{j}, desclassificado no jogo {impedidos[j][1]}, joga pelo trio {trio} "
                                              f"no jogo {i}: não pode mais retornar ao torneio",
                                              A.DESCLASSIFICADO_PERDE))

    def jogo_de_desclassificado(self, i: int, r: ResultadoJogo, fora: list[str]) -> list[Resultado]:
        """A jogo of a trio already disqualified from the tournament (Art. 7, §1)."""
        a, b = r.jogo.nomes
        opcao = self.ctx.escolher(L.JOGOS_DO_DESCLASSIFICADO)
        if len(fora) == 2 or opcao == "anulados":
            self.contados.append(False)
            self.obs.append(nota(f"jogo {i} ({a} × {b}): {' e '.join(fora)} já "
                                 f"{'desclassificado' if len(fora) == 1 else 'desclassificados'} do torneio; o jogo "
                                 "não conta", A.DESCLASSIFICADO_PERDE))
            return []
        adversario = r.jogo.adversario(fora[0])
        alvo, n = r.jogo.regras.alvo, r.jogo.regras.partidas_por_jogo
        totais = {adversario: {"partidas": n, "tentos": n * alvo, "saldo": n * alvo},
                  fora[0]: {"partidas": 0, "tentos": 0, "saldo": -n * alvo}}
        self.contados.append(True)
        self.obs.append(nota(f"jogo {i} ({a} × {b}): {fora[0]} já desclassificado do torneio (jogo "
                             f"{self.fora[fora[0]]}): {adversario} vence por W.O., 3 × 0", A.DESCLASSIFICADO_PERDE,
                             A.AUSENCIA))
        return [Resultado(i, (a, b), adversario, totais)]

    def mudancas(self, i: int, r: ResultadoJogo) -> None:
        """W.O. and disqualifications that changed a jogo's result."""
        a, b = r.jogo.nomes
        for p in r.partidas:
            if p.origem in ("wo", "desclassificacao", "substituicao"):
                self.obs.append(nota(f"jogo {i} ({a} × {b}), partida {p.numero}: {p.motivo}", *p.artigos))

    # -- S, a–d --

    def linhas(self, resultados: list[Resultado], com_folgas: bool = False) -> dict[str, Linha]:
        linhas = {t: Linha(t) for t in self.trios}
        derrotados: dict[str, list[str]] = defaultdict(list)
        for res in resultados:
            for t in res.trios:
                linha, tot = linhas[t], res.totais[t]
                linha.partidas += tot["partidas"]
                linha.tentos += tot["tentos"]
                linha.saldo += tot["saldo"]
                linha.jogos += 1
            perdedor = res.trios[1] if res.vencedor == res.trios[0] else res.trios[0]
            derrotados[res.vencedor].append(perdedor)
        repetidos = any(len(set(ds)) != len(ds) for ds in derrotados.values())
        distintos = not repetidos or self.ctx.escolher(L.ADVERSARIOS) == "adversarios-distintos"
        for t, ds in derrotados.items():
            linhas[t].vitorias = len(set(ds)) if distintos else len(ds)
        if com_folgas:  # a W.O. win per folga: three partidas 24 × 0 (S, i), as a jogo against no one
            alvo, n = self.t.regras.alvo, self.t.regras.partidas_por_jogo
            for t, k in self.folgas.items():
                linha = linhas[t]
                linha.vitorias += k
                linha.partidas += k * n
                linha.tentos += k * n * alvo
                linha.saldo += k * n * alvo
                linha.jogos += k
        return linhas

    # -- S, e and S, f --

    def confronto(self, grupo: list[str], resultados: list[Resultado]) -> list[list[str]]:
        """The tied ``grupo`` ordered by what its trios did among themselves (S, e), in sub-groups still tied."""
        if len(grupo) >= 3 and self.ctx.escolher(L.CONFRONTO_ENTRE_VARIOS) == "sorteio":
            return [sorted(grupo)]
        entre = [r for r in resultados if set(r.trios) <= set(grupo)]
        mini = self.linhas_de(grupo, entre)
        ordem = sorted(grupo, key=lambda t: tuple(-x for x in mini[t].chave()))
        subgrupos: list[list[str]] = []
        for t in ordem:
            if subgrupos and mini[subgrupos[-1][0]].chave() == mini[t].chave():
                subgrupos[-1].append(t)
            else:
                subgrupos.append([t])
        saida: list[list[str]] = []
        for sub in subgrupos:
            if len(sub) == 1 or len(sub) == len(grupo):
                saida.append(sorted(sub))
            else:
                saida += self.confronto(sub, entre)
        return saida

    def linhas_de(self, grupo: list[str], resultados: list[Resultado]) -> dict[str, Linha]:
        salvo, self.trios = self.trios, list(grupo)
        try:
            return self.linhas(resultados)
        finally:
            self.trios = salvo

    def sorteio(self, empatados: list[str]) -> list[str] | None:
        """S, f, reproducible (contract v2 §11): sorted by name, then ``random.Random(semente).shuffle``; without a
        semente, the sides' order in the tournament's ``sorteio:`` (contract v3 §13)."""
        if self.t.semente is None:
            ordem = self.t.org.sorteio
            if ordem is None or any(x not in ordem for x in empatados):
                return None
            return sorted(empatados, key=ordem.index)
        lista = sorted(empatados)
        random.Random(self.t.semente).shuffle(lista)
        return lista

    # -- the whole table --

    def classificar(self) -> Classificacao:
        resultados = self.resultados()
        linhas = self.linhas(resultados, com_folgas=True)
        fora = [t for t in self.trios if t in self.fora]
        em_jogo = [t for t in self.trios if t not in self.fora]
        abaixo = fora if fora and self.ctx.escolher(L.TRIO_DESCLASSIFICADO) == "ultimo-lugar" else []
        ordem = self.ordenar([linhas[t] for t in em_jogo], resultados)
        if abaixo:  # ranked below every other trio (Art. 7, §1); the row above says how the S items compare
            de_baixo = self.ordenar([linhas[t] for t in abaixo], resultados)
            if ordem and ordem[-1].criterio is None:
                ordem[-1].criterio = self.criterio(ordem[-1], de_baixo[0], (0, 0, 0), (0, 0, 1))
            ordem += de_baixo
        for i, linha in enumerate(ordem, 1):
            linha.posicao = i
        self.leituras_do_torneio(fora)
        return Classificacao(self.t, ordem, self.obs, self.desclassificados, self.contados)

    def ordenar(self, linhas: list[Linha], resultados: list[Resultado]) -> list[Linha]:
        linhas = sorted(linhas, key=lambda x: tuple(-v for v in x.chave()))
        grupos: list[list[Linha]] = []
        for linha in linhas:
            if grupos and grupos[-1][0].chave() == linha.chave():
                grupos[-1].append(linha)
            else:
                grupos.append([linha])
        saida: list[Linha] = []
        chaves: list[tuple[Any, ...]] = []
        aguardam: set[str] = set()
        for g, grupo in enumerate(grupos):
            if len(grupo) == 1:
                saida.append(grupo[0])
                chaves.append((g, 0, 0))
                continue
            subgrupos = self.confronto([x.trio for x in grupo], resultados)
            self.explicar_empate(grupo, subgrupos)
            por_nome = {x.trio: x for x in grupo}
            for e, sub in enumerate(subgrupos):
                sorteado = self.sorteio(sub) if len(sub) > 1 else sub
                if sorteado is None:
                    aguardam.update(sub)
                    sorteado = sorted(sub)
                for f, trio in enumerate(sorteado):
                    saida.append(por_nome[trio])
                    chaves.append((g, e, f))
        for i, linha in enumerate(saida):
            if linha.trio in aguardam:
                linha.criterio = AGUARDA_SORTEIO
            elif i + 1 < len(saida):
                linha.criterio = self.criterio(linha, saida[i + 1], chaves[i], chaves[i + 1])
        return saida

    @staticmethod
    def criterio(cima: Linha, baixo: Linha, k_cima: tuple[Any, ...], k_baixo: tuple[Any, ...]) -> str:
        for campo, item in zip(CAMPOS, CRITERIOS, strict=False):
            if getattr(cima, campo) != getattr(baixo, campo):
                return item
        return CRITERIOS[4] if k_cima[1] != k_baixo[1] else CRITERIOS[5]

    # -- what the output says --

    def explicar_empate(self, grupo: list[Linha], subgrupos: list[list[str]]) -> None:
        x = grupo[0]
        nomes = ", ".join(linha.trio for linha in grupo)
        numeros = (f"{quantos(x.vitorias, 'adversário derrotado', 'adversários derrotados')}, "
                   f"{quantos(x.partidas, 'partida')}, {quantos(x.tentos, 'tento')}, saldo {x.saldo:+d}")
        partes = [f"{nomes} empatados em S, a–d ({numeros})"]
        if len(subgrupos) > 1:
            partes.append("o confronto direto (S, e) os ordena: " + " > ".join(" = ".join(s) for s in subgrupos))
        empates = [s for s in subgrupos if len(s) > 1]
        for s in empates:
            sorteado = self.sorteio(s)
            if sorteado is None:
                partes.append(f"entre {', '.join(s)} a ordem aguarda o sorteio (S, f): sem semente no torneio, cabe à "
                              "Comissão sortear; listados por nome")
            elif self.t.semente is None:
                partes.append(f"entre {', '.join(s)} decide o sorteio (S, f): a ordem do sorteio do torneio, "
                              f"{', '.join(sorteado)}")
            else:
                partes.append(f"entre {', '.join(s)} decide o sorteio (S, f) com a semente {self.t.semente!r}: "
                              f"{', '.join(sorteado)} (nomes em ordem, random.Random(semente).shuffle)")
        artigos = CRITERIOS[:5] + ((AGUARDA_SORTEIO,) if empates else ())
        self.obs.append(nota("; ".join(partes), *artigos))

    def leituras_do_torneio(self, fora: list[str]) -> None:
        for leitura, efeitos in self.efeitos(fora).items():
            escolha = self.ctx.consultadas.get(leitura.id)
            if escolha is None:
                continue
            outras = {o.id: efeitos[o.id] for o in leitura.outras(escolha.opcao)}
            self.obs.append(observacao_de_leitura(escolha, efeitos[escolha.opcao], outras))

    def efeitos(self, fora: list[str]) -> dict[Any, dict[str, str]]:
        quem = ", ".join(fora) or "o trio desclassificado"
        return {
            L.TRIO_DESCLASSIFICADO: {"fora-da-classificacao": f"{quem} sai da classificação",
                                     "ultimo-lugar": f"{quem} ficaria abaixo de todos"},
            L.JOGOS_DO_DESCLASSIFICADO: {"vitoria-do-adversario": f"os jogos seguintes de {quem} são W.O. 3 × 0 "
                                                                  "para o adversário",
                                         "anulados": f"os jogos seguintes de {quem} não contariam"},
            L.CONFRONTO_ENTRE_VARIOS: {"mini-tabela": "entre três ou mais empatados, S, a–d só nos jogos entre eles",
                                       "sorteio": "três ou mais empatados iriam direto ao sorteio (S, f)"},
            L.ADVERSARIOS: {"adversarios-distintos": "cada adversário derrotado conta uma vez",
                            "jogos-ganhos": "contaria cada jogo ganho"},
        }


def classificar(torneio: Torneio, ctx: Contexto, folgas: Mapping[str, int] | None = None,
                numeros: Sequence[int] | None = None) -> Classificacao:
    """The standings of ``torneio`` under the readings of ``ctx``. Contract v3 §13 adds, for one phase's
    standings: ``folgas``, each side's folgas to count as jogos won by W.O. (when the phase's reading says so), and
    ``numeros``, each jogo's number in the tournament file (the observations name jogos by it)."""
    return _Classificador(torneio, ctx, folgas, numeros).classificar()
