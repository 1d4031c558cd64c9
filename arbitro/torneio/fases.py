"""The tournament as it is run (contract v3 §13): its phases walked round by round from the file alone, so that
the next round, the bracket and the final standings are pure functions of it.

The walk: the sorteio order enters the first phase; each phase's rounds are planned in turn — the round as
opened in ``rodadas:`` (validated, then used as it stands), or the jogos recorded for it, or the pairing the
phase type gives (:mod:`arbitro.torneio.emparelhamento`) — and checked against the jogos recorded; the first
round not complete is the current one (no successor: the jogos missing are named). A finished phase hands its
qualified sides, in order, to the next.

Public: :func:`andamento` (the walk), :func:`proxima_rodada` (what ``arbitro torneio rodada`` and the server's
``POST /api/v1/rodadas`` answer), :func:`chave` (the knockout bracket so far), :func:`classificacao_final`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from yaml.nodes import Node

from arbitro.cenario.yamlpos import CenarioInvalido, Problema, marca
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.torneio import emparelhamento as E
from arbitro.torneio.carregar_torneio import Torneio
from arbitro.torneio.classificacao import Classificacao, classificar
from arbitro.torneio.inscricao import Fase, RodadaAberta
from arbitro.torneio.observacoes import Contexto, Obs, nota, observacao_de_leitura

# What each step cites: the draw is attended by the capatazes (Art. 2); the format of play is the Commission's,
# the text having none ("2 Formato de Disputa" has no text: S, j) — the contract v3 §13 fixes the algorithms.
ARTIGOS_SORTEIO = (A.CAPATAZ_NOS_SORTEIOS,)
ARTIGOS_FORMATO = (A.CASOS_OMISSOS,)


def _par(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


@dataclass(frozen=True, slots=True)
class JogoPlanejado:
    lados: tuple[str, str]
    mesa: int | None = None
    grupo: str | None = None
    terceiro_lugar: bool = False
    no: Node | None = None  # the opened round's jogo, to locate a problem


@dataclass
class RodadaPlanejada:
    fase: Fase
    rodada: int
    jogos: list[JogoPlanejado]  # in pairing order
    folga: list[str]
    repescagem: bool = False
    aberta: RodadaAberta | None = None
    revanche_forcada: bool = False
    registrados: dict[frozenset[str], int] = field(default_factory=dict)  # pair -> index in torneio.jogos
    faltam: list[JogoPlanejado] = field(default_factory=list)  # not recorded
    sem_vencedor: list[tuple[JogoPlanejado, int]] = field(default_factory=list)  # recorded, result pending

    @property
    def completa(self) -> bool:
        return not self.faltam and not self.sem_vencedor


@dataclass
class EstadoDaFase:
    fase: Fase
    participantes: list[str]  # in seeding order (the sorteio order, or the previous phase's standings)
    rodadas: list[RodadaPlanejada] = field(default_factory=list)
    grupos: list[list[str]] = field(default_factory=list)
    completa: bool = False
    # the knockout: the bracket's places for the next main round, and who fell in which round
    lugares: list[str | None] = field(default_factory=list)
    caiu: dict[str, int] = field(default_factory=dict)
    repescagem_vivos: list[str] = field(default_factory=list)
    repescagem_feita: bool = False
    primeira_vencedores: list[str | None] = field(default_factory=list)
    final: tuple[str, str] | None = None  # winner, loser
    terceiro: tuple[str, str] | None = None


@dataclass
class Andamento:
    torneio: Torneio
    fases: list[EstadoDaFase]
    atual: RodadaPlanejada | None  # the first round not complete (None: the tournament is over, or awaits one)
    proxima: RodadaPlanejada | None  # the round to open next (when every round so far is complete)
    observacoes: list[Obs]
    fim: bool = False


class _Caminhante:
    def __init__(self, torneio: Torneio, ctx: Contexto) -> None:
        self.t = torneio
        self.ctx = ctx
        self.obs: list[Obs] = []
        self.problemas: list[Problema] = []
        self.por_rodada: dict[tuple[str, int], list[int]] = {}
        for i, m in enumerate(torneio.marcas):
            if m.fase is not None and m.rodada is not None:
                self.por_rodada.setdefault((m.fase, m.rodada), []).append(i)
        self.usados: set[int] = set()

    def erro(self, no: Node | None, mensagem: str) -> None:
        self.problemas.append(marca(no, self.t.arquivo, mensagem) if no is not None
                              else Problema(self.t.arquivo, 1, 1, mensagem))

    # -- the walk --

    def andar(self) -> Andamento:
        fases = self.t.org.fases
        ordem = self.t.ordem_do_sorteio
        if ordem is None:
            ordem = list(self.t.org.inscritos)
            if fases:
                self.erro(None, "sem sorteio: o torneio não diz o sorteio (sorteio: [...]) nem a semente que o "
                                "reproduz (semente: N); as fases partem da ordem do sorteio "
                                + ("" if self.t.sistema is not None else
                                   f"({A.CAPATAZ_NOS_SORTEIOS}: os capatazes assistem ao sorteio)"))
                raise CenarioInvalido(self.problemas)
        estados: list[EstadoDaFase] = []
        participantes = list(ordem)
        atual: RodadaPlanejada | None = None
        proxima: RodadaPlanejada | None = None
        for k, fase in enumerate(fases):
            ef = EstadoDaFase(fase, participantes)
            estados.append(ef)
            r = 1
            while True:
                plano = self.planejar(ef, r)
                if plano is None:
                    break
                self.conferir(plano)
                if not plano.jogos:  # only folgas (a phase of one side): nothing to play, nothing to wait for
                    ef.rodadas.append(plano)
                    self.depois_da_rodada(ef, plano)
                    r += 1
                    continue
                if not plano.registrados and plano.aberta is None and not self.problemas:
                    proxima = plano
                    break
                ef.rodadas.append(plano)
                if not plano.completa:
                    atual = plano
                    break
                self.depois_da_rodada(ef, plano)
                r += 1
            if atual is not None or proxima is not None:
                break
            ef.completa = True
            if k + 1 < len(fases):
                participantes = self.classificados(ef, fases[k + 1])
        self.sobras()
        if self.problemas:
            raise CenarioInvalido(self.problemas)
        fim = bool(fases) and atual is None and proxima is None
        self.leituras_das_folgas(estados)
        return Andamento(self.t, estados, atual, proxima, self.obs, fim)

    def leituras_das_folgas(self, estados: list[EstadoDaFase]) -> None:
        """The folga's reading, said once where it counted (a phase with folgas, its standings consulted)."""
        if self.t.sistema is not None:
            self.leituras_das_folgas_duplas(estados)
            return
        efeitos = {
            L.FOLGA_NO_SUICO.id: {"vitoria-por-wo": "cada folga contou como um jogo ganho por W.O., três partidas "
                                                    "24 × 0 (S, i)",
                                  "nada": "a folga não contaria nada"},
            L.FOLGA_EM_TODOS.id: {"nada": "a folga não contou nada",
                                  "vitoria-por-wo": "cada folga contaria como um jogo ganho por W.O. (S, i)"}}
        for ef in estados:
            leitura = L.FOLGA_NO_SUICO if ef.fase.tipo == "suico" else L.FOLGA_EM_TODOS
            if ef.fase.tipo != "eliminatoria" and self.folgas(ef) and leitura.id in self.ctx.consultadas:
                escolha = self.ctx.consultadas[leitura.id]
                efeito = efeitos[leitura.id]
                if escolha.opcao == "nada" and leitura is L.FOLGA_NO_SUICO:
                    efeito = {"nada": "a folga não contou nada", "vitoria-por-wo": "cada folga contaria como um "
                              "jogo ganho por W.O., três partidas 24 × 0 (S, i)"}
                elif escolha.opcao == "vitoria-por-wo" and leitura is L.FOLGA_EM_TODOS:
                    efeito = {"vitoria-por-wo": "cada folga contou como um jogo ganho por W.O. (S, i)",
                              "nada": "a folga não contaria nada"}
                self.leitura(leitura, efeito)

    def leituras_das_folgas_duplas(self, estados: list[EstadoDaFase]) -> None:
        """The folga's reading of another system (§13: §12's W.O.), said once where it counted."""
        no_suico, em_todos, _grupos = self.t.leituras_das_fases()
        wo = "cada folga contou como um jogo ganho por W.O., cada partida que o decide pelo alvo a 0 (contrato v3 §12)"
        for ef in estados:
            leitura = no_suico if ef.fase.tipo == "suico" else em_todos
            if ef.fase.tipo != "eliminatoria" and self.folgas(ef) and leitura.id in self.ctx.consultadas:
                contou = self.ctx.consultadas[leitura.id].opcao == "vitoria-por-wo"
                efeito = {"vitoria-por-wo": wo if contou else wo.replace("contou", "contaria"),
                          "nada": "a folga não contaria nada" if contou else "a folga não contou nada"}
                self.leitura(leitura, efeito)

    def sobras(self) -> None:
        """A recorded jogo of a phase or round the walk never reached (§13: it does not exist yet)."""
        for (fase, rodada), indices in self.por_rodada.items():
            for i in indices:
                if i not in self.usados:
                    m = self.t.marcas[i]
                    self.erro(m.no, f"jogo {i + 1}: {fase}, rodada {rodada} não existe (ainda): as rodadas anteriores "
                                    "não estão completas, ou a fase não tem essa rodada")

    # -- one round: planned, then checked against the record --

    def planejar(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada | None:
        tipo = ef.fase.tipo
        if tipo == "todos-contra-todos":
            plano = self.todos(ef, r)
        elif tipo == "grupos":
            plano = self.grupos(ef, r)
        elif tipo == "suico":
            plano = self.suico(ef, r)
        else:
            plano = self.eliminatoria(ef, r)
        if plano is None:
            return None
        aberta = next((x for x in self.t.org.rodadas if x.fase == ef.fase.nome and x.rodada == r), None)
        if aberta is not None:
            plano = self.como_aberta(ef, plano, aberta)
        elif (ef.fase.nome, r) in self.por_rodada:
            plano = self.como_registrada(plano)
        return plano

    def como_aberta(self, ef: EstadoDaFase, plano: RodadaPlanejada, aberta: RodadaAberta) -> RodadaPlanejada:
        """§13: a round in ``rodadas:`` may have been edited by the Commission: validated (sides of the phase, none
        twice — the reader checked —, no rematch unless forced) and used as it stands."""
        ja = self.ja_jogaram(ef, plano.rodada)
        grupos = {x: g for g, membros in enumerate(ef.grupos) for x in membros}
        jogos: list[JogoPlanejado] = []
        for j in aberta.jogos:
            a, b = j.lados
            fora = [x for x in j.lados if x not in ef.participantes]
            if fora:
                self.erro(j.no, f"rodadas: {ef.fase.nome}, rodada {plano.rodada}: {', '.join(fora)} não joga esta "
                                "fase")
            elif ef.fase.tipo != "eliminatoria" and _par(a, b) in ja and not plano.revanche_forcada:
                self.erro(j.no, f"rodadas: {ef.fase.nome}, rodada {plano.rodada}: {a} × {b} já se enfrentaram nesta "
                                "fase; uma revanche só quando nenhum emparelhamento sem ela existe (contrato v3 §13)")
            grupo = E.nome_do_grupo(grupos[a]) if a in grupos else None
            terceiro = any(p.terceiro_lugar and _par(*p.lados) == _par(a, b) for p in plano.jogos)
            jogos.append(JogoPlanejado((a, b), j.mesa, grupo, terceiro, j.no))
        em_jogo = {x for j in jogos for x in j.lados}
        folga = list(aberta.folga) if aberta.folga is not None else [x for x in plano.folga if x not in em_jogo]
        return replace(plano, jogos=jogos, folga=folga, aberta=aberta, repescagem=aberta.repescagem or plano.repescagem)

    def como_registrada(self, plano: RodadaPlanejada) -> RodadaPlanejada:
        """No opened round but jogos recorded for it: they are what was played; the planned jogos of the sides not
        in any of them are still missing."""
        indices = self.por_rodada[(plano.fase.nome, plano.rodada)]
        jogos: list[JogoPlanejado] = []
        planejados = {_par(*p.lados): p for p in plano.jogos}
        for i in indices:
            a, b = self.t.nomes_do_jogo(i)
            p = planejados.get(_par(a, b))
            m = self.t.marcas[i]
            jogos.append(JogoPlanejado((a, b), m.mesa, p.grupo if p else None, p.terceiro_lugar if p else False, m.no))
        em_jogo = {x for j in jogos for x in j.lados}
        jogos += [p for p in plano.jogos if not set(p.lados) & em_jogo]
        return replace(plano, jogos=jogos, folga=[x for x in plano.folga if x not in em_jogo])

    def conferir(self, plano: RodadaPlanejada) -> None:
        indices = self.por_rodada.get((plano.fase.nome, plano.rodada), [])
        onde = f"{plano.fase.nome}, rodada {plano.rodada}"
        vistos: dict[str, int] = {}
        planejados = {_par(*p.lados): p for p in plano.jogos}
        for i in indices:
            a, b = self.t.nomes_do_jogo(i)
            m = self.t.marcas[i]
            for lado in (a, b):
                if lado in vistos:
                    self.erro(m.no, f"jogo {i + 1}: {lado} já joga o jogo {vistos[lado] + 1} da mesma rodada "
                                    f"({onde}); um lado joga uma vez por rodada (se é o mesmo jogo, ele foi registrado "
                                    "duas vezes)")
                vistos[lado] = i
            if _par(a, b) not in planejados:
                self.erro(m.no, f"jogo {i + 1}: {a} × {b} não é um jogo da {onde} "
                                f"({'; '.join(' × '.join(p.lados) for p in plano.jogos) or 'sem jogos'})")
                self.usados.add(i)
                continue
            if _par(a, b) in plano.registrados:
                continue
            self.usados.add(i)
            plano.registrados[_par(a, b)] = i
        for p in plano.jogos:
            k = plano.registrados.get(_par(*p.lados))
            if k is None:
                plano.faltam.append(p)
            elif self.t.vencedor_do_jogo(k) is None:
                plano.sem_vencedor.append((p, k))

    def vencedor(self, plano: RodadaPlanejada, jogo: JogoPlanejado) -> str:
        v = self.t.vencedor_do_jogo(plano.registrados[_par(*jogo.lados)])
        assert v is not None  # a complete round
        return v

    # -- the phase types --

    def todos(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada | None:
        rodadas = E.circulo(ef.participantes)
        if r > len(rodadas):
            return None
        x = rodadas[r - 1]
        return RodadaPlanejada(ef.fase, r, [JogoPlanejado(p) for p in x.jogos], list(x.folga))

    def grupos(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada | None:
        fase = ef.fase
        assert fase.grupos is not None
        if not ef.grupos:
            ef.grupos = E.serpentina(ef.participantes, min(fase.grupos, max(len(ef.participantes), 1)))
        por_grupo = [E.circulo(g) for g in ef.grupos]
        if r > max((len(x) for x in por_grupo), default=0):
            return None
        jogos: list[JogoPlanejado] = []
        folga: list[str] = []
        for g, rodadas in enumerate(por_grupo):  # rounds in step across groups
            if r <= len(rodadas):
                jogos += [JogoPlanejado(p, grupo=E.nome_do_grupo(g)) for p in rodadas[r - 1].jogos]
                folga += rodadas[r - 1].folga
        return RodadaPlanejada(fase, r, jogos, folga)

    def suico(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada | None:
        assert ef.fase.rodadas is not None
        if r > ef.fase.rodadas:
            return None
        if r == 1:
            x = E.suico_primeira(ef.participantes)
            return RodadaPlanejada(ef.fase, r, [JogoPlanejado(p) for p in x.jogos], list(x.folga))
        c = self.classificacao_da_fase(ef, r)
        fora = {d["trio"] for d in c.desclassificados}
        ranking = [linha.trio for linha in c.linhas if linha.trio in ef.participantes and linha.trio not in fora]
        ranking += [x for x in ef.participantes if x not in ranking and x not in fora]
        ja = self.ja_jogaram(ef, r)
        folgas = self.folgas(ef, r)
        x, forcada = E.suico(ranking, lambda a, b: _par(a, b) in ja, folgas)
        plano = RodadaPlanejada(ef.fase, r, [JogoPlanejado(p) for p in x.jogos], list(x.folga),
                                revanche_forcada=forcada)
        if forcada:
            self.obs.append(nota(f"{ef.fase.nome}, rodada {r}: nenhum emparelhamento sem revanche existe; vale o "
                                 "primeiro encontrado de cima para baixo (contrato v3 §13)",
                                 *self.t.artigos_do_formato))
        return plano

    def eliminatoria(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada | None:
        fase = ef.fase
        if r == 1:
            n = fase.classificados or len(ef.participantes)
            if n > len(ef.participantes):
                self.erro(fase.no, f"fase {fase.nome}: classificados: {n}, mas só {len(ef.participantes)} lados chegam "
                                   "a ela")
                n = len(ef.participantes)
            ef.participantes = ef.participantes[:n]
            ef.lugares = E.chave_inicial(ef.participantes)
            if len(ef.participantes) < 2:
                return None
            return self.rodada_da_chave(ef, r)
        if fase.repescagem is not None and not ef.repescagem_feita:
            if len(ef.repescagem_vivos) > fase.repescagem.vagas:
                return self.repescagem(ef, r)
            ef.repescagem_feita = True
            lista = [*(x for x in ef.primeira_vencedores if x is not None), *ef.repescagem_vivos]
            ef.lugares = E.chave_inicial(lista)
        if len(ef.lugares) <= 1:
            return None
        return self.rodada_da_chave(ef, r)

    def rodada_da_chave(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada:
        x = E.rodada_da_chave(ef.lugares)
        jogos = [JogoPlanejado(p) for p in x.jogos]
        if len(ef.lugares) == 2 and ef.fase.terceiro_lugar:
            semi = self.ultima_principal(ef)
            if semi is not None and len(semi.jogos) == 2:
                perdedores = [next(y for y in j.lados if y != self.vencedor(semi, j)) for j in semi.jogos]
                jogos.append(JogoPlanejado((perdedores[0], perdedores[1]), terceiro_lugar=True))
        return RodadaPlanejada(ef.fase, r, jogos, list(x.folga))

    def repescagem(self, ef: EstadoDaFase, r: int) -> RodadaPlanejada:
        """§13 ``repescagem``: the round-1 losers, best × worst by the previous phase's standings, until ``vagas``
        remain. When a full round would leave fewer, only the last 2·(excess) play (best × worst among them) and
        the best pass — the reading of "until V remain" that keeps the better seeds."""
        assert ef.fase.repescagem is not None
        vivos = ef.repescagem_vivos
        sobra = len(vivos) - ef.fase.repescagem.vagas
        jogam = vivos if sobra >= len(vivos) // 2 else vivos[len(vivos) - 2 * sobra:]
        x = E.melhor_contra_pior(jogam)
        passam = [y for y in vivos if y not in jogam]
        return RodadaPlanejada(ef.fase, r, [JogoPlanejado(p) for p in x.jogos], [*passam, *x.folga], repescagem=True)

    def ultima_principal(self, ef: EstadoDaFase) -> RodadaPlanejada | None:
        return next((p for p in reversed(ef.rodadas) if not p.repescagem), None)

    def depois_da_rodada(self, ef: EstadoDaFase, plano: RodadaPlanejada) -> None:
        """A knockout round complete: the winners take the next places, the losers fall (or go to the repescagem)."""
        if ef.fase.tipo != "eliminatoria":
            return
        seeds = {x: i for i, x in enumerate(ef.participantes)}
        if plano.repescagem:
            vencedores = {self.vencedor(plano, j) for j in plano.jogos}
            for j in plano.jogos:
                for y in j.lados:
                    if y not in vencedores:
                        ef.caiu[y] = plano.rodada
            ef.repescagem_vivos = [y for y in ef.repescagem_vivos if y in vencedores or y in plano.folga]
            return
        proximos: list[str | None] = []
        jogos = {_par(*j.lados): j for j in plano.jogos if not j.terceiro_lugar}
        for i in range(0, len(ef.lugares), 2):
            a, b = ef.lugares[i], ef.lugares[i + 1]
            if a is not None and b is not None:
                # the Commission may have changed the pairing: then the jogo of either side
                achado = jogos.get(_par(a, b)) or next((x for x in plano.jogos if a in x.lados or b in x.lados), None)
                if achado is None:
                    proximos.append(None)
                    continue
                v = self.vencedor(plano, achado)
                perdedor = achado.lados[0] if v == achado.lados[1] else achado.lados[1]
                ef.caiu[perdedor] = plano.rodada
                proximos.append(v)
                if len(ef.lugares) == 2:
                    ef.final = (v, perdedor)
            else:
                proximos.append(a if a is not None else b)
        for j in plano.jogos:
            if j.terceiro_lugar:
                v = self.vencedor(plano, j)
                ef.terceiro = (v, j.lados[0] if v == j.lados[1] else j.lados[1])
        if plano.rodada == 1 and ef.fase.repescagem is not None:
            ef.primeira_vencedores = proximos
            ef.repescagem_vivos = sorted((y for y in ef.caiu if ef.caiu[y] == 1), key=lambda y: seeds[y])
            for y in ef.repescagem_vivos:
                del ef.caiu[y]
        ef.lugares = proximos

    # -- the standings of a phase --

    def indices_da_fase(self, ef: EstadoDaFase, ate: int | None = None) -> list[int]:
        return [i for p in ef.rodadas if ate is None or p.rodada < ate for i in p.registrados.values()]

    def ja_jogaram(self, ef: EstadoDaFase, r: int) -> set[frozenset[str]]:
        return {_par(*self.t.nomes_do_jogo(i)) for i in self.indices_da_fase(ef, r)}

    def folgas(self, ef: EstadoDaFase, ate: int | None = None) -> dict[str, int]:
        contagem: dict[str, int] = {}
        for p in ef.rodadas:
            if ate is None or p.rodada < ate:
                for x in p.folga:
                    contagem[x] = contagem.get(x, 0) + 1
        return contagem

    def folgas_que_contam(self, ef: EstadoDaFase, ate: int | None) -> dict[str, int] | None:
        folgas = self.folgas(ef, ate)
        if not folgas or ef.fase.tipo == "eliminatoria":
            return None
        no_suico, em_todos, _grupos = self.t.leituras_das_fases()
        leitura = no_suico if ef.fase.tipo == "suico" else em_todos
        return folgas if self.ctx.escolher(leitura) == "vitoria-por-wo" else None

    def classificacao_da_fase(self, ef: EstadoDaFase, ate: int | None = None,
                              lados: Sequence[str] | None = None) -> Classificacao:
        """§11 over the phase's jogos (of the rounds before ``ate``; of the sides ``lados`` only, for a group)."""
        indices = sorted(self.indices_da_fase(ef, ate))
        if lados is not None:
            indices = [i for i in indices if set(self.t.nomes_do_jogo(i)) <= set(lados)]
        folgas = self.folgas_que_contam(ef, ate)
        if folgas is not None and lados is not None:
            folgas = {x: k for x, k in folgas.items() if x in lados}
        if self.t.sistema is not None:  # another system: its own §12 standings
            from arbitro.torneio.torneio_duplas import classificacao_da_fase

            return classificacao_da_fase(self.t, self.ctx, indices, folgas, ef.fase.jogo)
        sub = replace(self.t, jogos=tuple(self.t.jogos[i] for i in indices),
                      marcas=tuple(self.t.marcas[i] for i in indices))
        return classificar(sub, self.ctx, folgas, [i + 1 for i in indices])

    def ordem_da_fase(self, ef: EstadoDaFase, lados: Sequence[str] | None = None) -> list[str]:
        c = self.classificacao_da_fase(ef, None, lados)
        membros = list(lados) if lados is not None else ef.participantes
        fora = {d["trio"] for d in c.desclassificados}
        ordem = [linha.trio for linha in c.linhas if linha.trio in membros and linha.trio not in fora]
        return ordem + [x for x in membros if x not in ordem and x not in fora]

    def entre_grupos(self, lados: list[str], linhas: dict[str, Any]) -> list[str]:
        """Sides of different groups compared by S, a–d per jogo played (or as totals): a named reading; a tie
        left after them goes to the draw (S, f) as §13 says."""
        por_jogo = self.ctx.escolher(self.t.leituras_das_fases()[2]) == "por-jogo"

        def chave(x: str) -> tuple[Fraction, ...]:
            linha = linhas.get(x)
            if linha is None:
                return (Fraction(0),) * 4
            n = max(linha.jogos, 1) if por_jogo else 1
            return tuple(-Fraction(getattr(linha, c), n) for c in ("vitorias", "partidas", "tentos", "saldo"))

        ordem = self.t.ordem_do_sorteio or sorted(lados)
        return sorted(lados, key=lambda x: (chave(x), ordem.index(x) if x in ordem else len(ordem)))

    def classificados(self, ef: EstadoDaFase, seguinte: Fase) -> list[str]:
        """The sides the finished phase hands to the next, in seeding order."""
        if ef.fase.tipo == "grupos":
            ordem = self.ordem_dos_grupos(ef)
        elif ef.fase.tipo == "eliminatoria":
            ordem = self.ordem_da_eliminatoria(ef)
        else:
            ordem = self.ordem_da_fase(ef)
        if seguinte.tipo == "eliminatoria" and seguinte.classificados is not None:
            return ordem[:seguinte.classificados]
        return ordem

    def ordem_dos_grupos(self, ef: EstadoDaFase, todos: bool = False) -> list[str]:
        """After groups: every group's 1st, then every 2nd, … up to K, each position ordered across groups; then
        the ``melhores_demais`` best of position K+1 (and, with ``todos``, everyone else the same way)."""
        fase = ef.fase
        por_grupo = [self.ordem_da_fase(ef, g) for g in ef.grupos]
        linhas: dict[str, Any] = {}
        for g in ef.grupos:
            for linha in self.classificacao_da_fase(ef, None, g).linhas:
                linhas[linha.trio] = linha
        k = fase.classificados_por_grupo or 0
        maior = max((len(g) for g in por_grupo), default=0)
        ordem: list[str] = []
        for pos in range(maior):
            lados = [g[pos] for g in por_grupo if pos < len(g)]
            if pos < k or todos:
                ordem += self.entre_grupos(lados, linhas)
            elif pos == k and fase.melhores_demais:
                ordem += self.entre_grupos(lados, linhas)[:fase.melhores_demais]
        if fase.melhores_demais or any(len(g) != len(por_grupo[0]) for g in por_grupo):
            quem = "os trios" if self.t.sistema is None else "as duplas"
            self.leitura(self.t.leituras_das_fases()[2], {
                "por-jogo": f"{quem} de grupos diferentes comparados por jogo disputado",
                "totais": "seriam comparados pelos totais"})
        return ordem

    def ordem_da_eliminatoria(self, ef: EstadoDaFase) -> list[str]:
        """§13 "final standings": champion, runner-up, then the third-place jogo, then by the round in which each
        side fell (later first), ties there by the previous phase's standings (the seeding)."""
        ordem: list[str] = []
        if ef.final is not None:
            ordem += list(ef.final)
        if ef.terceiro is not None:
            ordem += list(ef.terceiro)
        seeds = {x: i for i, x in enumerate(ef.participantes)}
        resto = [x for x in ef.participantes if x not in ordem]
        resto.sort(key=lambda x: (-ef.caiu.get(x, 10**6), seeds[x]))
        return ordem + resto

    def leitura(self, leitura: Any, efeitos: dict[str, str]) -> None:
        escolha = self.ctx.consultadas.get(leitura.id)
        if escolha is None:
            self.ctx.escolher(leitura)
            escolha = self.ctx.consultadas[leitura.id]
        if any(o.leitura == leitura.id for o in self.obs):
            return
        outras = {o.id: efeitos[o.id] for o in leitura.outras(escolha.opcao)}
        self.obs.append(observacao_de_leitura(escolha, efeitos[escolha.opcao], outras))


def andamento(torneio: Torneio, ctx: Contexto) -> Andamento:
    """Walk the tournament's phases round by round; raises :class:`CenarioInvalido` for what §13 refuses."""
    return _Caminhante(torneio, ctx).andar()


# --- what the commands answer --------------------------------------------------------------------------

@dataclass
class Proxima:
    """``arbitro torneio rodada``'s answer (contract v3 §13)."""

    fase: str | None
    rodada: int | None
    repescagem: bool
    jogos: list[JogoPlanejado]  # with their tables
    folga: list[str]
    aguardando: list[JogoPlanejado]
    fim: bool = False
    aberta: bool = False  # already in rodadas: (its jogos not all recorded)
    inicio: str | None = None
    revanche_forcada: bool = False
    observacoes: list[Obs] = field(default_factory=list)
    artigos: tuple[str, ...] = (*ARTIGOS_SORTEIO, *ARTIGOS_FORMATO)  # another system: its own (Torneio)

    def json(self) -> dict[str, Any]:
        if self.fim:
            return {"fim": True, "observacoes": [o.json() for o in self.observacoes]}

        def jogo(j: JogoPlanejado, com_mesa: bool) -> dict[str, Any]:
            saida: dict[str, Any] = {"mesa": j.mesa} if com_mesa else {}
            saida["lados"] = list(j.lados)
            if j.grupo is not None:
                saida["grupo"] = j.grupo
            if j.terceiro_lugar:
                saida["terceiro_lugar"] = True
            return saida

        return {"fase": self.fase, "rodada": self.rodada, "repescagem": self.repescagem,
                "jogos": [jogo(j, True) for j in self.jogos], "folga": list(self.folga),
                "aguardando": [jogo(j, False) for j in self.aguardando], "aberta": self.aberta,
                "inicio": self.inicio, "revanche_forcada": self.revanche_forcada,
                "artigos": list(self.artigos),
                "observacoes": [o.json() for o in self.observacoes]}


def proxima_rodada(torneio: Torneio, ctx: Contexto) -> Proxima:
    """The next round of the current phase (contract v3 §13, ``arbitro torneio rodada``): tables 1…``mesas`` in
    pairing order, the jogos beyond them in ``aguardando``; a round opened in ``rodadas:`` and not all recorded is
    answered again; after the last phase, ``fim``. Raises :class:`CenarioInvalido` (exit 2) for invalid input, and
    for a round recorded in part that was never opened (its missing jogos named)."""
    a = andamento(torneio, ctx)
    if a.atual is not None:
        plano = a.atual
        if plano.aberta is None:
            faltam = "; ".join(f"{' × '.join(j.lados)}" for j in plano.faltam)
            pendentes = "; ".join(f"jogo {i + 1} ({' × '.join(j.lados)}) sem vencedor" for j, i in plano.sem_vencedor)
            raise CenarioInvalido([Problema(torneio.arquivo, 1, 1, (
                f"{plano.fase.nome}, rodada {plano.rodada} incompleta, sem sucessora: "
                + "; ".join(x for x in (f"faltam os jogos {faltam}" if faltam else "",
                                        f"{pendentes} (a Comissão decide: decisao:)" if pendentes else "") if x)))])
        return _resposta(torneio, plano, a.observacoes, aberta=True)
    if a.proxima is not None:
        return _resposta(torneio, a.proxima, a.observacoes, aberta=False)
    return Proxima(None, None, False, [], [], [], fim=True, observacoes=a.observacoes, artigos=_artigos(torneio))


def _artigos(torneio: Torneio) -> tuple[str, ...]:
    """What an answer about the phases cites: the draw's and the format's (§13 fixes the algorithms)."""
    return tuple(dict.fromkeys((*torneio.artigos_do_sorteio, *torneio.artigos_do_formato)))


def _resposta(torneio: Torneio, plano: RodadaPlanejada, obs: list[Obs], aberta: bool) -> Proxima:
    if aberta:
        jogos = [j for j in plano.jogos if j.mesa is not None]
        aguardando = [j for j in plano.jogos if j.mesa is None]
    else:
        mesas = torneio.org.mesas or len(plano.jogos)
        jogos = [replace(j, mesa=i) for i, j in enumerate(plano.jogos[:mesas], 1)]
        aguardando = plano.jogos[mesas:]
    inicio = plano.aberta.inicio if plano.aberta is not None else None
    return Proxima(plano.fase.nome, plano.rodada, plano.repescagem, jogos, list(plano.folga), aguardando,
                   aberta=aberta, inicio=inicio, revanche_forcada=plano.revanche_forcada, observacoes=list(obs),
                   artigos=_artigos(torneio))


@dataclass
class JogoDaChave:
    lados: tuple[str, str]
    vencedor: str | None
    placar: dict[str, int] | None
    terceiro_lugar: bool = False

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"lados": list(self.lados), "vencedor": self.vencedor, "placar": self.placar}
        if self.terceiro_lugar:
            saida["terceiro_lugar"] = True
        return saida


@dataclass
class Chave:
    """``arbitro torneio chave``'s answer: the knockout bracket so far."""

    torneio: str | None
    fase: str | None
    rodadas: list[tuple[int, bool, list[JogoDaChave], list[str]]]  # rodada, repescagem, jogos, folga
    artigos: tuple[str, ...] = (*ARTIGOS_SORTEIO, *ARTIGOS_FORMATO)

    def json(self) -> dict[str, Any]:
        return {"torneio": self.torneio, "fase": self.fase,
                "rodadas": [{"rodada": r, "repescagem": rep, "jogos": [j.json() for j in jogos], "folga": folga}
                            for r, rep, jogos, folga in self.rodadas],
                "artigos": list(self.artigos)}


def chave(torneio: Torneio, ctx: Contexto) -> Chave:
    """The knockout bracket so far (the current or last knockout phase): each round's jogos, recorded or not."""
    a = andamento(torneio, ctx)
    ef = next((x for x in reversed(a.fases) if x.fase.tipo == "eliminatoria"), None)
    if ef is None:
        return Chave(torneio.nome, None, [], _artigos(torneio))
    rodadas = list(ef.rodadas)
    if a.proxima is not None and a.proxima.fase is ef.fase:
        rodadas.append(a.proxima)
    saida: list[tuple[int, bool, list[JogoDaChave], list[str]]] = []
    for p in rodadas:
        jogos: list[JogoDaChave] = []
        for j in p.jogos:
            i = p.registrados.get(_par(*j.lados))
            if i is None:
                jogos.append(JogoDaChave(j.lados, None, None, j.terceiro_lugar))
                continue
            placar = torneio.partidas_do_jogo(i)
            jogos.append(JogoDaChave(j.lados, torneio.vencedor_do_jogo(i), {x: placar[x] for x in j.lados},
                                     j.terceiro_lugar))
        saida.append((p.rodada, p.repescagem, jogos, list(p.folga)))
    return Chave(torneio.nome, ef.fase.nome, saida, _artigos(torneio))


@dataclass
class ClassificacaoDaFase:
    fase: Fase
    classificacao: Classificacao | None  # the phase's §11 standings (None for a knockout)
    grupos: list[tuple[str, Classificacao]]
    ordem: list[str]


def classificacoes(torneio: Torneio,
                   ctx: Contexto) -> tuple[Andamento, list[ClassificacaoDaFase], list[str], list[Obs]]:
    """Every phase's standings so far, and the tournament's final standings (§13): the last phase reached first,
    then the sides that did not reach it, by the earlier phases' standings."""
    cam = _Caminhante(torneio, ctx)
    a = cam.andar()
    por_fase: list[ClassificacaoDaFase] = []
    for ef in a.fases:
        if ef.fase.tipo == "eliminatoria":
            por_fase.append(ClassificacaoDaFase(ef.fase, None, [], cam.ordem_da_eliminatoria(ef)))
        elif ef.fase.tipo == "grupos":
            grupos = [(E.nome_do_grupo(g), cam.classificacao_da_fase(ef, None, membros))
                      for g, membros in enumerate(ef.grupos)]
            por_fase.append(ClassificacaoDaFase(ef.fase, None, grupos, cam.ordem_dos_grupos(ef, todos=True)))
        else:
            por_fase.append(ClassificacaoDaFase(ef.fase, cam.classificacao_da_fase(ef), [], cam.ordem_da_fase(ef)))
    final: list[str] = []
    for cf in reversed(por_fase):
        final += [x for x in cf.ordem if x not in final]
    # a first phase that takes only some of the registered (a knockout of N): the others by the sorteio order
    final += [x for x in (torneio.ordem_do_sorteio or []) if x not in final and a.fases]
    cam.leituras_das_folgas(a.fases)
    return a, por_fase, final, cam.obs


def _linha(c: Classificacao | None, lado: str) -> dict[str, Any]:
    linha = next((x for x in c.linhas if x.trio == lado), None) if c is not None else None
    return linha.json() if linha is not None else {"trio": lado}


def _motivo_eliminatoria(ef: EstadoDaFase, lado: str) -> str:
    """The knockout's place of a side in a few words (a table cell): how it ended there (§13 "final standings")."""
    if ef.final is not None and lado == ef.final[0]:
        return "campeão"
    if ef.final is not None and lado == ef.final[1]:
        return "vice (perdeu a final)"
    if ef.terceiro is not None and lado == ef.terceiro[0]:
        return "venceu o 3º lugar"
    if ef.terceiro is not None and lado == ef.terceiro[1]:
        return "perdeu o 3º lugar"
    semifinal = next((p.rodada for p in reversed(ef.rodadas) if not p.repescagem), None)
    if ef.final is None and len(ef.lugares) == 2 and ef.fase.terceiro_lugar and ef.caiu.get(lado) == semifinal:
        return "disputa o 3º lugar"
    if lado in ef.caiu:
        return f"caiu na rodada {ef.caiu[lado]}"
    return "na disputa"


def _lugar_no_grupo(cf: ClassificacaoDaFase, lado: str) -> tuple[str, str] | None:
    """The group of ``lado`` and its place there, as the row's criterion (the rows go 1sts, 2nds…; each one's S
    item is in its group's table)."""
    for g, c in cf.grupos:
        for i, x in enumerate(c.linhas, 1):
            if x.trio == lado:
                return g, f"{i}º do grupo {g}"
    return None


def classificacao_v3(torneio: Torneio, ctx: Contexto, nome_fase: str | None = None) -> dict[str, Any]:
    """``arbitro classificacao`` of a v3 tournament with phases (§13): the final standings (or one phase's, with
    ``nome_fase``), every phase's standings, the jogos and the observations — §11's shape, fields added."""
    a, por_fase, final, obs = classificacoes(torneio, ctx)
    estados = {ef.fase.nome: ef for ef in a.fases}
    fases_json: list[dict[str, Any]] = []
    linhas_de: dict[str, list[tuple[str, dict[str, Any]]]] = {}  # side -> (phase, its row) in each phase
    for cf in por_fase:
        item: dict[str, Any] = {"nome": cf.fase.nome, "tipo": cf.fase.tipo, "completa": estados[cf.fase.nome].completa}
        if cf.classificacao is not None:
            item["classificacao"] = [x.json() for x in cf.classificacao.linhas]
            obs = [*cf.classificacao.observacoes, *obs]
        if cf.grupos:
            item["grupos"] = [{"grupo": g, "lados": [x.trio for x in c.linhas],
                               "classificacao": [x.json() for x in c.linhas]} for g, c in cf.grupos]
            for _g, c in cf.grupos:
                obs = [*c.observacoes, *obs]
        item["ordem"] = list(cf.ordem)
        fases_json.append(item)
        for lado in cf.ordem:
            fonte = cf.classificacao or next((c for _g, c in cf.grupos if any(x.trio == lado for x in c.linhas)), None)
            linhas_de.setdefault(lado, []).append((cf.fase.nome, _linha(fonte, lado)))
    if nome_fase is not None:
        cf = next(x for x in por_fase if x.fase.nome == nome_fase)
        linhas = []
        for pos, lado in enumerate(cf.ordem, 1):
            linha = dict(next(r for f, r in linhas_de[lado] if f == nome_fase))
            linha.update(posicao=pos, trio=lado, fase=nome_fase)
            if cf.fase.tipo == "eliminatoria":
                linha["criterio"] = _motivo_eliminatoria(estados[nome_fase], lado)
            no_grupo = _lugar_no_grupo(cf, lado)
            if no_grupo is not None:
                linha["grupo"], linha["criterio"] = no_grupo
            linhas.append(linha)
    else:
        linhas = []
        for pos, lado in enumerate(final, 1):
            if lado not in linhas_de:  # registered, left out of the first phase (its classificados)
                linhas.append({"posicao": pos, "trio": lado, "fase": None,
                               "criterio": f"fora da fase {a.fases[0].fase.nome} (pela ordem do sorteio)"})
                continue
            fase, linha = linhas_de[lado][-1]
            # a knockout has no S, a–d of its own: the figures shown are those of the phase before it
            linha = dict(next((r for _f, r in reversed(linhas_de[lado]) if "vitorias" in r), linha))
            linha.update(posicao=pos, trio=lado, fase=fase)
            if estados[fase].fase.tipo == "eliminatoria":
                linha["criterio"] = _motivo_eliminatoria(estados[fase], lado)
            no_grupo = _lugar_no_grupo(next(x for x in por_fase if x.fase.nome == fase), lado)
            if no_grupo is not None:
                linha["grupo"], linha["criterio"] = no_grupo
            linhas.append(linha)
    jogos = []
    for i, m in enumerate(torneio.marcas, 1):
        x, y = torneio.nomes_do_jogo(i - 1)
        chave_lados = "trios" if torneio.sistema is None else "duplas"
        jogos.append({"numero": i, chave_lados: [x, y], "vencedor": torneio.vencedor_do_jogo(i - 1), "fase": m.fase,
                      "rodada": m.rodada, "mesa": m.mesa, "partidas": torneio.partidas_do_jogo(i - 1),
                      "observacoes": [o.json() for o in _do_jogo(torneio, i)]})
        if torneio.sistema is not None:  # §11's key kept for readers of the MTG's shape
            jogos[-1]["trios"] = [x, y]
    if any(ef.fase.tipo == "eliminatoria" and len(ef.caiu.values()) != len(set(ef.caiu.values())) for ef in a.fases):
        obs.append(nota("na eliminatória, quem cai na mesma rodada fica na ordem da classificação da fase anterior "
                        "(contrato v3 §13)", *torneio.artigos_do_formato))
    todas = [*torneio.observacoes, *_unicas(obs)]
    for i in range(1, torneio.quantos_jogos + 1):
        todas += [o for o in _do_jogo(torneio, i) if o not in todas]
    if torneio.sistema is not None:  # a dupla's row names it as §12 does (equipe), the MTG's key kept
        for linha in [*linhas, *(x for f in fases_json for x in f.get("classificacao", ()))]:
            linha["equipe"] = linha["trio"]
        for f in fases_json:
            for g in f.get("grupos", ()):
                for linha in g["classificacao"]:
                    linha["equipe"] = linha["trio"]
    return {"versao": 3, "regulamento": torneio.regras.sistema, "torneio": torneio.nome, "semente": torneio.semente,
            "fase": nome_fase, "classificacao": linhas, "fases": fases_json, "jogos": jogos,
            "desclassificados": _desclassificados(por_fase), "artigos": list(_artigos(torneio)),
            "observacoes": [o.json() for o in todas]}


def _desclassificados(por_fase: list[ClassificacaoDaFase]) -> list[dict[str, Any]]:
    """Every side disqualified from the tournament (Art. 7, §1), once, from the phases' standings."""
    saida: dict[str, dict[str, Any]] = {}
    for cf in por_fase:
        for c in [cf.classificacao, *(c for _g, c in cf.grupos)]:
            for d in c.desclassificados if c is not None else ():
                saida.setdefault(d["trio"], d)
    return list(saida.values())


def _unicas(obs: list[Obs]) -> list[Obs]:
    return list(dict.fromkeys(obs))


def _do_jogo(torneio: Torneio, i: int) -> list[Obs]:
    """What changed a jogo's result, carried to the standings (§13): W.O., disqualifications, substitutions, and
    S, g replacing a third partida that was played (another system: its §12 W.O. and disqualifications)."""
    if torneio.sistema is not None:
        from arbitro.torneio.torneio_duplas import observacoes_do_jogo

        return observacoes_do_jogo(i, torneio.duplas[i - 1])
    r = torneio.jogos[i - 1]
    a, b = r.jogo.nomes
    saida: list[Obs] = []
    for p in r.partidas:
        if p.origem in ("wo", "desclassificacao", "substituicao") or (p.origem == "consecutivas"
                                                                      and p.jogada is not None):
            saida.append(nota(f"jogo {i} ({a} × {b}), partida {p.numero}: {p.motivo}", *p.artigos))
    return saida


def classificacao_json(torneio: Torneio, ctx: Contexto, nome_fase: str | None = None) -> dict[str, Any]:
    """What ``arbitro classificacao --json`` answers for any tournament file: §11's output for a v2 file (as
    before), §13's for a v3 file with phases; a v3 file without phases is §11's, with the Commission's decisions
    and each jogo's observations carried. Raises :class:`CenarioInvalido` for a phase that does not exist."""
    if nome_fase is not None and all(f.nome != nome_fase for f in torneio.org.fases):
        raise CenarioInvalido([Problema(torneio.arquivo, 1, 1, f"--fase {nome_fase}: a fase não existe"
                                        + (f" (fases: {', '.join(f.nome for f in torneio.org.fases)})"
                                           if torneio.org.fases else " (o torneio não tem fases)"))])
    if torneio.sistema is not None and not torneio.org.fases:  # §12's standings, the decisions carried
        from arbitro.torneio.jogo_geral import classificar as classificar_geral

        tabela = classificar_geral(torneio.sistema, list(torneio.duplas), torneio.semente, ctx.selecao,
                                   torneio.nome).json()
        tabela["observacoes"] = [o.json() for o in torneio.observacoes] + tabela["observacoes"]
        return tabela
    if torneio.versao < 3:
        return classificar(torneio, ctx).json()
    if torneio.org.fases:
        return classificacao_v3(torneio, ctx, nome_fase)
    saida = classificar(torneio, ctx).json()
    ja = {o["texto"] for o in saida["observacoes"]}
    extras = [*torneio.observacoes, *(o for i in range(1, len(torneio.jogos) + 1) for o in _do_jogo(torneio, i)
                                      if o.texto not in ja)]
    saida["versao"] = 3
    saida["observacoes"] = [o.json() for o in extras] + saida["observacoes"]
    return saida


def mesas_da_rodada(torneio: Torneio, plano: RodadaPlanejada) -> list[JogoPlanejado]:
    """The round's jogos with their tables: as opened (or recorded), else 1…mesas in pairing order and the rest
    waiting (``mesa`` None)."""
    if plano.aberta is not None or plano.registrados:
        return list(plano.jogos)
    mesas = torneio.org.mesas or len(plano.jogos)
    return [replace(j, mesa=i if i <= mesas else None) for i, j in enumerate(plano.jogos, 1)]


def rodada_de(torneio: Torneio, ctx: Contexto, rodada: int, nome_fase: str | None = None) -> RodadaPlanejada:
    """A round of a phase (the current phase when ``nome_fase`` is None): played, being played or the next."""
    a = andamento(torneio, ctx)
    candidatas = [p for ef in a.fases for p in ef.rodadas] + ([a.proxima] if a.proxima else [])
    if nome_fase is None:
        atual = a.atual or a.proxima
        nome_fase = atual.fase.nome if atual is not None else (a.fases[-1].fase.nome if a.fases else None)
    achada = next((p for p in candidatas if p.fase.nome == nome_fase and p.rodada == rodada), None)
    if achada is None:
        raise CenarioInvalido([Problema(torneio.arquivo, 1, 1, f"a rodada {rodada} da fase {nome_fase} não existe "
                                                                "(ainda): veja arbitro torneio rodada")])
    return achada
