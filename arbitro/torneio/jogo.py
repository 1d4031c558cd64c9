"""Ruling a jogo between two trios (contract v2 §10): the partidas that count, played or awarded, and why.

The rules, in the order the jogo meets them:

* S, h: "Um jogo será composto de três partidas consecutivas"; S, g: "Na melhor de três partidas, o conjunto
  que ganhar duas partidas consecutivas contará três partidas — sendo a última partida, 24 tentos a zero."
* S, i: the trio "que não comparecer na mesa com os três jogadores dentro de 15 minutos de partida perderá o
  set por 24 × 0. Permanecendo a ausência por mais 15 minutos, perderá a partida por 3×0 (24×0, 24×0, 24×0).
  Nas partidas secas (um set), a tolerância será de 7 minutos."
* Art. 7, I–VIII and §1 (D, g): the athletes (or trios) disqualified "perderão o set/jogo, não podendo mais
  retornar ao torneio, sendo beneficiado com o resultado o trio adversário"; §2: complaints "somente serão
  recebidas se efetuadas durante o jogo".
* Art. 5 and D, e: a player is replaced by a reserve only at the end of a partida; during it, with the
  commission's authorization, losing that set (D, e, II); D, e, I: the testa rotation is the right of the trio
  that lost the last set.
* S, h and "Término do Tempo de Jogo": after two hours the Commission decides, penalizing the trio wasting
  time; if none was, FALTA ENVIDO until the end.

Where the text leaves the result to the Commission (S, h; S, j), ``vencedor`` is None and an observation says
so: no winner is invented.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from arbitro.cenario.yamlpos import CenarioInvalido, Problema, marca
from arbitro.nucleo.leituras import Leitura
from arbitro.nucleo.mao import placar_em_palavras as _placar
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.torneio.carregar_jogo import Jogo, Ocorrencia, PartidaListada
from arbitro.torneio.disciplina import Desclassificado, Disciplina, Substituicao
from arbitro.torneio.observacoes import Contexto, Obs, confira, irregular, nota, observacao_de_leitura

JOGADA = A.TENTOS  # "As partidas são jogadas em 24 tentos."
# The readings whose other option is worked out by ruling the jogo again (what the other gives).
LEITURAS_DO_JOGO: tuple[Leitura, ...] = (L.DUAS_CONSECUTIVAS, L.SET_OU_JOGO, L.ATLETA_OU_TRIO, L.EMBRIAGUEZ,
                                         L.PLACAR_DO_SET_PERDIDO, L.TEMPO_SEM_CULPADO)


@dataclass(frozen=True, slots=True)
class PartidaContada:
    """A partida that counts: played, or awarded (W.O., S, g, disqualification, substitution)."""

    numero: int
    placar: dict[str, int]
    vencedor: str | None
    motivo: str
    artigos: tuple[str, ...]
    origem: str  # jogada | wo | consecutivas | desclassificacao | substituicao | comissao
    jogada: dict[str, int] | None = None  # the score at the table, when the result is another
    arquivo: str | None = None

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"numero": self.numero, "placar": dict(self.placar), "vencedor": self.vencedor,
                                 "motivo": self.motivo, "artigos": list(self.artigos), "origem": self.origem}
        if self.jogada is not None:
            saida["placar_jogado"] = dict(self.jogada)
        if self.arquivo is not None:
            saida["arquivo"] = self.arquivo
        return saida


@dataclass
class ResultadoJogo:
    jogo: Jogo
    partidas: list[PartidaContada]
    vencedor: str | None
    desclassificados: list[Desclassificado]
    substituicoes: list[Substituicao]
    observacoes: list[Obs]
    comissao: list[str] = field(default_factory=list)  # why the result is the Commission's (S, h; S, j)

    @functools.cached_property
    def totais(self) -> dict[str, dict[str, int]]:
        """Partidas won, tentos and saldo of each trio over the partidas that count (S, b–d)."""
        saida = {}
        for t in self.jogo.trios:
            outro = self.jogo.adversario(t)
            tentos = sum(p.placar[t] for p in self.partidas)
            contra = sum(p.placar[outro] for p in self.partidas)
            saida[t] = {"partidas": sum(1 for p in self.partidas if p.vencedor == t), "tentos": tentos,
                        "saldo": tentos - contra}
        return saida

    def placar_de_partidas(self) -> str:
        a, b = self.jogo.nomes
        t = self.totais
        return f"{a} {t[a]['partidas']} × {t[b]['partidas']} {b}"

    def sem_vencedor(self) -> tuple[str, tuple[str, ...]]:
        """What a jogo with no winner and nothing for the Commission says, and its article: only what the record
        shows — it ends before the jogo is decided by partidas won (S, b); not that the time ran out (S, h)."""
        return (f"Sem vencedor no registro — {self.placar_de_partidas()} em partidas; o registro acaba antes de o "
                "jogo se decidir", (self.jogo.regras.partidas_ganhas,))

    def resumo(self) -> str:
        """One line: partidas won and tentos, the winner, the disqualified (to say what another reading gives)."""
        venc = f"vence {self.vencedor}" if self.vencedor else "sem vencedor (cabe à Comissão)" if self.comissao \
            else "sem vencedor ainda"
        quem = [d.jogador or f"o trio {d.trio}" for d in self.desclassificados]
        desc = f"; desclassificados: {', '.join(quem)}" if quem else ""
        a, b = self.jogo.nomes
        tentos = f"{self.totais[a]['tentos']} × {self.totais[b]['tentos']}"
        return f"{self.placar_de_partidas()} em partidas (tentos {tentos}), {venc}{desc}"

    def json(self) -> dict[str, Any]:
        j = self.jogo
        saida: dict[str, Any] = {"versao": 2, "regulamento": j.regras.sistema, "formato": j.formato}
        for chave in ("torneio", "data", "mesa_numero", "juiz"):
            if getattr(j, chave) is not None:
                saida[chave] = getattr(j, chave)
        saida["trios"] = {t: list(js) for t, js in j.trios.items()}
        if any(j.reservas.values()):
            saida["reservas"] = {t: list(rs) for t, rs in j.reservas.items()}
        if j.capatazes:
            saida["capatazes"] = dict(j.capatazes)
        saida.update(partidas=[p.json() for p in self.partidas], vencedor=self.vencedor, totais=self.totais,
                     desclassificados=[d.json() for d in self.desclassificados],
                     substituicoes=[s.json() for s in self.substituicoes],
                     observacoes=[o.json() for o in self.observacoes])
        return saida



class _Juiz(Disciplina):
    """One run over a jogo's partidas and occurrences."""

    def __init__(self, jogo: Jogo, ctx: Contexto) -> None:
        self.j = jogo
        self.ctx = ctx
        r = jogo.regras
        self.seca = jogo.formato == "seca"
        self.maximo = 1 if self.seca else r.partidas_por_jogo
        self.precisa = self.maximo // 2 + 1  # two of three; the one of a seca
        self.contadas: list[PartidaContada] = []
        self.ganhas: dict[str, int] = {}  # partidas won so far, by trio
        self.fila = list(jogo.partidas)
        self.fora: dict[str, tuple[str, tuple[str, ...], str]] = {}  # trio → why it loses every partida left
        self.wo_total = False  # S, i's 3 × 0: every partida is awarded, even after the jogo is decided
        self.desclassificados: list[Desclassificado] = []
        self.subs: list[Substituicao] = []
        self.reservas = {t: list(jogo.reservas.get(t, ())) for t in jogo.trios}  # not yet used
        self.escalacao = {t: list(js) for t, js in jogo.trios.items()}
        self.obs: list[Obs] = []
        self.comissao: list[str] = []
        self.parou = False  # the Commission decides from here on (S, h)
        self.problemas: list[Problema] = []
        self.usadas: set[int] = set()  # occurrences already applied (by id)
        self.jogadas = 0  # the last partida played or awarded

    # -- helpers --

    def vitorias(self, trio: str) -> int:
        return self.ganhas.get(trio, 0)

    def contar(self, p: PartidaContada) -> None:
        self.contadas.append(p)
        if p.vencedor is not None:
            self.ganhas[p.vencedor] = self.ganhas.get(p.vencedor, 0) + 1

    def decidido(self) -> str | None:
        return next((t for t in self.j.trios if self.vitorias(t) >= self.precisa), None)

    def dar(self, n: int, a: str, motivo: str, artigos: tuple[str, ...], origem: str,
            jogada: PartidaListada | None = None) -> None:
        """Partida ``n`` to trio ``a``, 24 × 0, without (or instead of) the score played."""
        placar = {t: self.j.regras.alvo if t == a else 0 for t in self.j.trios}
        self.contar(PartidaContada(n, placar, a, motivo, artigos, origem, jogada.placar if jogada else None,
                                            jogada.arquivo if jogada else None))

    # -- the run --

    def julgar(self) -> ResultadoJogo:
        for n in range(1, self.maximo + 1):
            if (self.decidido() and not self.wo_total) or self.parou:
                break
            if not self.partida(n):
                break
            self.jogadas = n
            self.depois(n)
        self.consecutivas()
        for o in self.j.ocorrencias:
            if o.tipo == "reclamacao":
                self.usar(o)
                self.reclamacao(o)
        self.sobras()
        if self.problemas:
            raise CenarioInvalido(self.problemas)
        vencedor = None if self.comissao else self.decidido()
        if vencedor is None and not self.comissao:
            self.obs.append(nota(f"jogo incompleto: {self.placar_txt()} em partidas; faltam partidas para decidi-lo",
                                 self.j.regras.artigo_jogo))
        return ResultadoJogo(self.j, self.contadas, vencedor, self.desclassificados, self.subs, self.obs,
                             self.comissao)

    def placar_txt(self) -> str:
        a, b = self.j.nomes
        return f"{a} {self.vitorias(a)} × {self.vitorias(b)} {b}"

    def partida(self, n: int) -> bool:
        """Partida ``n``: awarded or played. False when the record ends before it."""
        self.rodizio(n)
        fora = [t for t in self.j.trios if t in self.fora]
        if len(fora) == 2:
            self.omisso_do_resultado(f"os dois trios perderam o jogo (partida {n})", parar=True)
            return False
        if fora:
            motivo, artigos, origem = self.fora[fora[0]]
            self.dar(n, self.j.adversario(fora[0]), motivo, artigos, origem)
            return True
        if self.atraso(n):
            return True
        if not self.fila:
            return False
        self.jogar(n, self.fila.pop(0))
        return True

    def atraso(self, n: int) -> bool:
        """S, i: a trio absent beyond the tolerance loses the set 24 × 0; 15 more minutes, the jogo 3 × 0."""
        r = self.j.regras
        tolerancia = r.tolerancia_seca if self.seca else r.tolerancia_set
        ausentes: list[tuple[str, int]] = []
        for o in self.em(n, "atraso"):
            self.usar(o)
            assert o.trio is not None and o.minutos is not None
            if o.minutos > tolerancia:
                ausentes.append((o.trio, o.minutos))
            else:
                self.obs.append(nota(f"{o.trio} completou a mesa {o.minutos} minuto{'' if o.minutos == 1 else 's'} "
                                     f"depois da hora da partida {n}: dentro da tolerância de {tolerancia} minutos",
                                     r.wo))
        if not ausentes:
            return False
        if len({t for t, _ in ausentes}) == 2:
            self.omisso_do_resultado(f"os dois trios ausentes além da tolerância na partida {n}", r.wo, parar=True)
            return False
        trio, minutos = ausentes[0]
        vencedor = self.j.adversario(trio)
        if not self.seca and minutos > r.tolerancia_jogo:
            motivo = (f"W.O.: {trio} ausente por mais de {r.tolerancia_jogo} minutos ({minutos}) perde o jogo por "
                      "3 × 0 (24 × 0, 24 × 0, 24 × 0)")
            self.fora[trio] = (motivo, (r.wo,), "wo")
            self.wo_total = True
        else:
            motivo = (f"W.O.: {trio} não completou a mesa com os três jogadores em {tolerancia} minutos ({minutos}): "
                      "perde o set por 24 × 0")
        self.dar(n, vencedor, motivo, (r.wo,), "wo")
        return True

    def jogar(self, n: int, listada: PartidaListada) -> None:
        perde: dict[str, tuple[str, tuple[str, ...], str]] = {}
        resultado_da_comissao = len(self.comissao)
        self.escalacao_confere(n, listada)
        for o in self.em(n, "conduta", "substituicao"):
            if id(o) in self.usadas:  # a substitution a disqualification already applied
                continue
            if o.tipo == "conduta":
                self.usar(o)
                self.conduta(n, o, perde)
            elif o.momento == "durante":
                self.usar(o)
                self.substituicao_durante(n, o, perde)
        if len(perde) == 2:
            self.omisso_do_resultado(f"os dois trios perderam a partida {n}")
            return
        if perde:
            (trio, (motivo, artigos, origem)), = perde.items()
            self.set_perdido(n, trio, motivo, artigos, origem, listada)
            return
        if listada.vencedor is None and len(self.comissao) == resultado_da_comissao:
            a, b = self.j.nomes
            self.problemas.append(marca(listada.no, self.j.arquivo,
                                        f"partida {n}: {a} {listada.placar[a]} × {listada.placar[b]} {b} não encerra "
                                        f"uma partida (ninguém chegou a {self.j.regras.alvo}, {JOGADA}) e nenhuma "
                                        "ocorrência a interrompeu"))
            return
        if listada.vencedor is None:
            self.contar(PartidaContada(n, dict(listada.placar), None, "interrompida: o resultado cabe à "
                                                "Comissão", (A.CASOS_OMISSOS,), "comissao", arquivo=listada.arquivo))
            return
        self.contar(PartidaContada(n, dict(listada.placar), listada.vencedor, "jogada", (JOGADA,), "jogada",
                                            arquivo=listada.arquivo))

    def set_perdido(self, n: int, trio: str, motivo: str, artigos: tuple[str, ...], origem: str,
                    listada: PartidaListada) -> None:
        """The set in dispute to the adversary (Art. 7, §1; D, e, II), scored by ``placar-do-set-perdido``."""
        vencedor = self.j.adversario(trio)
        alvo = self.j.regras.alvo
        ate_a_parada = {vencedor: alvo, trio: min(listada.placar[trio], alvo - 1)}
        zero = {vencedor: alvo, trio: 0}
        escolhido = zero if self.leitura(L.PLACAR_DO_SET_PERDIDO) == "vinte-e-quatro-a-zero" else ate_a_parada
        placar = {t: escolhido[t] for t in self.j.trios}
        self.contar(PartidaContada(n, placar, vencedor, motivo, artigos, origem, dict(listada.placar),
                                            listada.arquivo))

    def depois(self, n: int) -> None:
        """The end of partida ``n``: substitutions `momento: fim`, and the time limit."""
        for o in self.em(n, "substituicao"):
            self.usar(o)
            assert o.trio is not None and o.sai is not None and o.entra is not None
            self.entrar(n, o.trio, o.sai, o.entra, "fim", (A.SUBSTITUICAO, A.D_RESERVA))
        for o in self.j.ocorrencias:
            if o.tipo == "tempo_esgotado" and o.apos_partida == n and id(o) not in self.usadas:
                self.usar(o)
                self.tempo_esgotado(n, o)

    # -- the time limit (S, h; Término do tempo de jogo) --

    def tempo_esgotado(self, n: int, o: Ocorrencia) -> None:
        r = self.j.regras
        if self.decidido():
            self.obs.append(nota(f"o tempo de jogo esgotou depois da partida {n}, com o jogo já decidido: sem efeito",
                                 r.tempo_limite))
            return
        if o.gastando_tempo is not None:
            self.comissao.append(r.tempo_limite)
            self.parou = True
            self.obs.append(nota(f"esgotadas as 2 horas depois da partida {n} ({self.placar_txt()} em partidas), com "
                                 f"{o.gastando_tempo} gastando tempo inutilmente: cabe à Comissão Organizadora "
                                 f"determinar o vencedor, penalizando {o.gastando_tempo}", r.tempo_limite))
            return
        opcao = self.leitura(L.TEMPO_SEM_CULPADO)
        if opcao == "comissao-decide":
            self.comissao.append(r.tempo_limite)
            self.parou = True
            self.obs.append(nota(f"esgotadas as 2 horas depois da partida {n} ({self.placar_txt()} em partidas): "
                                 "cabe à Comissão Organizadora determinar o vencedor", r.tempo_limite))
            return
        self.obs.append(nota(f"esgotadas as 2 horas depois da partida {n}, sem trio gastando tempo: segue-se até o fim "
                             "só com FALTA ENVIDO (ou FLOR e CONTRA-FLOR E O RESTO), sem jogar o TRUCO",
                             r.termino_do_tempo))

    # -- the end --

    def consecutivas(self) -> None:
        """S, g: two consecutive partidas won count three, the last 24 × 0."""
        if self.seca or self.wo_total or self.comissao:
            return
        r = self.j.regras
        venc = [p.vencedor for p in self.contadas]
        if len(venc) == 2 and venc[0] is not None and venc[0] == venc[1]:
            a = venc[0]
            if self.fila:
                jogada = self.fila.pop(0)
                self.obs.append(nota(f"a 3ª partida foi jogada ({_placar(jogada.placar)}), mas {a} ganhou as duas "
                                     "primeiras: conta 24 × 0", r.consecutivas))
            self.dar(3, a, "duas partidas consecutivas contam três; a última, 24 × 0", (r.consecutivas,),
                     "consecutivas")
            self.obs.append(nota(f"{a} ganhou as duas primeiras partidas: conta três, a última 24 × 0",
                                 r.consecutivas))
        elif len(venc) == 3 and venc[0] is not None and venc[0] != venc[1] == venc[2]:
            segunda = venc[1]
            assert segunda is not None
            if self.leitura(L.DUAS_CONSECUTIVAS) == "tambem-segunda-e-terceira":
                self.dar(4, segunda, "a 2ª e a 3ª partidas, consecutivas, contam três; soma-se uma, 24 × 0",
                         (r.consecutivas,), "consecutivas")

    def sobras(self) -> None:
        """Partidas and occurrences the jogo did not reach."""
        fim = "depois que o resultado passou à Comissão" if self.parou else "depois de decidido o jogo"
        for listada in self.fila:
            self.obs.append(irregular(f"partida registrada {fim} ({_placar(listada.placar)}): não conta",
                                      self.j.regras.artigo_jogo))
        for o in self.j.ocorrencias:
            if id(o) in self.usadas:
                continue
            quando = o.partida or o.apos_partida
            self.obs.append(confira(f"ocorrência ({o.tipo}) na partida {quando}, que não se jogou: sem efeito",
                                    self.j.regras.artigo_jogo))


def julgar_jogo(jogo: Jogo, ctx: Contexto, alternativas: bool = True) -> ResultadoJogo:
    """The jogo ruled under the readings of ``ctx``; with ``alternativas``, each reading it depended on is said,
    with what the other option gives (the jogo ruled again)."""
    resultado = _Juiz(jogo, ctx).julgar()
    if alternativas:
        resultado.observacoes += _leituras(jogo, ctx, resultado, lambda c: _Juiz(jogo, c).julgar())
    return resultado


def _leituras(jogo: Jogo, ctx: Contexto, resultado: ResultadoJogo,
              julgar: Callable[[Contexto], ResultadoJogo]) -> list[Obs]:
    saida = []
    for leitura in LEITURAS_DO_JOGO:
        escolha = ctx.consultadas.get(leitura.id)
        if escolha is None:
            continue
        outras = {}
        for o in leitura.outras(escolha.opcao):
            try:
                outro = julgar(ctx.com(leitura, o.id)).resumo()
            except CenarioInvalido:
                outro = "um registro que não fecha (confira)"
            outras[o.id] = "o mesmo resultado" if outro == resultado.resumo() else outro
        saida.append(observacao_de_leitura(escolha, resultado.resumo(), outras))
    return saida
