"""Ruling a whole partida volta by volta (contract v2 §9): the score carried over, the modality each volta is
due (Art. 10, III), each volta — or each of the three testas of a testa volta — ruled by the volta engine,
and the end at 24 wherever it falls (Art. 10, II), even inside a testa volta. The loop — the score carried through
the hook, the mão passed, the end, a volta recorded after it, the last volta in progress — is every system's
(:class:`~arbitro.torneio.laco.LacoDaPartida`); this module gives its unit, the volta, and the output of v2 §9.

Art. 10, III: "começa-se jogando um grupo contra outro (mão geral ou roda); na volta seguinte, joga-se
individualmente, cada jogador com o seu contrário sentado no lugar oposto (testa). Assim se alternarão as
duas formas até que faltem seis tentos para o final da partida, pois desde então todas as mãos seguintes
seguirão mão geral ou roda." The volta as played is ruled as played; a volta in the wrong modality, or
played after the partida ended, is an observation.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from arbitro.cenario.yamlpos import CenarioInvalido, marca
from arbitro.nucleo.leituras import Selecao
from arbitro.nucleo.mao import placar_em_palavras as _placar
from arbitro.nucleo.partida import EstadoDaPartida, RegrasComTesta
from arbitro.sistemas import sistema
from arbitro.torneio.carregar_partida import Modalidade, Partida, Volta
from arbitro.torneio.laco import LacoDaPartida
from arbitro.torneio.observacoes import Contexto, Obs, confira, irregular, nota, observacao_de_leitura

if TYPE_CHECKING:
    from collections.abc import Mapping

    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Leitura
    from arbitro.nucleo.regulamento import Regulamento


@dataclass(frozen=True, slots=True)
class TestaJulgada:
    numero: int
    jogadores: tuple[str, str]
    decisao: Decisao

    def json(self) -> dict[str, Any]:
        return {"numero": self.numero, "jogadores": list(self.jogadores), "mao": self.jogadores[0],
                "decisao": self.decisao.json()}


@dataclass(frozen=True, slots=True)
class VoltaJulgada:
    numero: int
    modalidade: Modalidade
    mao: str
    devida: Modalidade | None  # the modality Art. 10, III gives it (None: unknown, a partida joined mid-way)
    placar_depois: dict[str, int]
    decisao: Decisao | None = None  # roda
    testas: tuple[TestaJulgada, ...] = ()

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"numero": self.numero, "modalidade": self.modalidade, "mao": self.mao}
        if self.devida is not None and self.devida != self.modalidade:
            saida["modalidade_devida"] = self.devida
        if self.decisao is not None:
            saida["decisao"] = self.decisao.json()
        else:
            saida["testas"] = [t.json() for t in self.testas]
        saida["placar_depois"] = dict(self.placar_depois)
        return saida


@dataclass
class ResultadoPartida:
    partida: Partida
    voltas: list[VoltaJulgada]
    placar_final: dict[str, int]
    vencedor: str | None
    observacoes: list[Obs] = field(default_factory=list)

    def json(self) -> dict[str, Any]:
        return {"versao": 2, "regulamento": self.partida.regras.sistema,
                "trios": {t: list(js) for t, js in self.partida.trios.items()},
                "assentos": list(self.partida.assentos), "placar_inicial": dict(self.partida.placar_inicial),
                "voltas": [v.json() for v in self.voltas], "placar_final": dict(self.placar_final),
                "vencedor": self.vencedor, "observacoes": [o.json() for o in self.observacoes]}


def resolver_volta(cenario: Any, regulamento: Regulamento, selecao: Selecao) -> Decisao:
    """The volta engine's ruling under ``regulamento`` (one other than the system's own file: a partida ruled by
    :func:`julgar_partida` without one asks the system, :meth:`arbitro.nucleo.sistema.Sistema.resolver`), under
    the readings in force (the commission's layers)."""
    from functools import partial

    from arbitro.nucleo.motor import julgar

    # the system's engine (Sistema.motor: MTG's takes its regulation as a keyword), here under ``regulamento``
    novo: Any = sistema(cenario.regulamento).motor()  # a partial over the engine's class, typed as a plain callable
    return julgar(partial(novo, regulamento=regulamento), cenario, selecao)


def regras_da_partida(partida: Partida) -> RegrasComTesta:
    """The partida's hooks, asked of its system (:meth:`arbitro.nucleo.sistema.Sistema.partida`): roda, testa and
    the three testas (Art. 10, III)."""
    h = sistema(partida.regras.sistema).partida()
    assert isinstance(h, RegrasComTesta)
    return h



class _Juiz(LacoDaPartida[Volta, RegrasComTesta]):
    """The MTG's partida on the one loop (:class:`~arbitro.torneio.laco.LacoDaPartida`): a unit is a volta, of roda
    or of three testas, as the hook (:class:`~arbitro.nucleo.partida.RegrasComTesta`) says it."""

    def __init__(self, partida: Partida, ctx: Contexto, regulamento: Regulamento | None) -> None:
        self.p = partida
        self.ctx = ctx
        self.regulamento = regulamento
        super().__init__(regras_da_partida(partida), EstadoDaPartida(dict(partida.placar_inicial), partida.regras.alvo),
                         len(partida.assentos))
        self.h = self.r
        self.obs: list[Obs] = []
        self.voltas: list[VoltaJulgada] = []
        self.anterior: Modalidade | None = None  # what the alternation continues from

    # -- Art. 10, III --

    def perto_do_fim(self) -> bool:
        return self.h.perto_do_fim(self.placar, self.p.regras.alvo)

    def devida(self) -> Modalidade | None:
        return cast("Modalidade | None", self.h.modalidade_devida(self.placar, self.anterior, self.p.retomada))

    def julgar(self) -> ResultadoPartida:
        self.percorrer(self.p.voltas)
        if any(v.modalidade == "testa" for v in self.voltas):
            self.obs.append(self.leitura_dos_pares())
        return ResultadoPartida(self.p, self.voltas, dict(self.placar), self.vencedor, self.obs)

    # -- the loop's unit: the volta --

    def assento(self, unidade: Volta, passado: int) -> int:
        return unidade.assento  # the loader passed the mão on (or read mao:) to build each testa's pairs

    def consultar(self, leitura: Leitura, efeito: str | Mapping[str, str]) -> str:
        # the MTG's readings above the volta say their effect in the volta's own observations (contract v2 §9)
        return self.ctx.escolher(leitura)

    def depois_do_fim(self, unidade: Volta, assento: int) -> None:
        self.obs.append(irregular(f"a volta {unidade.numero} foi registrada depois de encerrada a partida "
                                  f"({self.vencedor} chegou a {self.p.regras.alvo} {self.fim}): não conta",
                                  self.p.regras.artigo_alvo))

    def jogar(self, unidade: Volta, assento: int, ultima: bool) -> None:
        self.volta(unidade, ultima)

    def volta(self, volta: Volta, ultima: bool) -> None:
        devida = self.devida()
        art = self.h.artigo_modalidade
        if devida is not None and devida != volta.modalidade:
            if self.perto_do_fim():
                texto = (f"a volta {volta.numero} foi jogada em testa com um trio a {self.h.testa_ate} ou menos "
                         f"tentos do fim ({_placar(self.placar)}): desde então todas as mãos seguem em roda")
            else:
                texto = f"a volta {volta.numero} foi jogada em {volta.modalidade}; cabia {devida} (roda e testa se " \
                        "alternam)"
            self.obs.append(irregular(texto + "; a volta foi resolvida como jogada", art))
        if volta.cenario is not None:
            d = self.resolver(volta.cenario)
            self.carregar(volta.numero, volta.cenario, d, f"na volta {volta.numero}")
            self.voltas.append(VoltaJulgada(volta.numero, "roda", volta.mao, devida, dict(self.placar), decisao=d))
        else:
            self.volta_de_testa(volta, devida, ultima)
        self.alternar(volta, devida)

    def alternar(self, volta: Volta, devida: Modalidade | None) -> None:
        if devida is None or devida == volta.modalidade or self.vencedor is not None:
            self.anterior = volta.modalidade
            return
        opcao = self.ctx.escolher(self.h.alternancia)
        self.anterior = volta.modalidade if opcao == "a-partir-da-jogada" else devida
        proxima = {"roda": "testa", "testa": "roda"}
        pela_jogada, pela_devida = proxima[volta.modalidade], proxima[devida]
        if pela_jogada != pela_devida and not self.perto_do_fim():
            escolha = self.ctx.consultadas[self.h.alternancia.id]
            efeitos = {"a-partir-da-jogada": f"a volta {volta.numero + 1} cabe em {pela_jogada}",
                       "a-partir-da-devida": f"a volta {volta.numero + 1} caberia em {pela_devida}"}
            self.obs.append(observacao_de_leitura(escolha, efeitos[opcao],
                                                  {o: t for o, t in efeitos.items() if o != opcao}))

    def volta_de_testa(self, volta: Volta, devida: Modalidade | None, ultima: bool) -> None:
        julgadas: list[TestaJulgada] = []
        a_seis_antes = self.perto_do_fim()
        opcao_a_seis: str | None = None
        for testa in volta.testas:
            if self.vencedor is not None:
                self.obs.append(irregular(f"a testa {testa.numero} da volta {volta.numero} foi registrada depois de "
                                          f"encerrada a partida: não conta", self.p.regras.artigo_alvo))
                continue
            if julgadas and not a_seis_antes and self.perto_do_fim() and opcao_a_seis is None:
                opcao_a_seis = self.a_seis_na_testa(volta, testa.numero)
            d = self.resolver(testa.cenario)
            self.carregar(volta.numero, testa.cenario, d, f"na testa {testa.numero} da volta {volta.numero}")
            julgadas.append(TestaJulgada(testa.numero, testa.jogadores, d))
        faltam = len(volta.testas) < self.h.testas_por_volta and self.vencedor is None
        if faltam and opcao_a_seis is None and not a_seis_antes and self.perto_do_fim():
            opcao_a_seis = self.a_seis_na_testa(volta, len(volta.testas) + 1, jogada=False)
        em_andamento = faltam and ultima  # contract v3 §12: the volta in progress is valid
        if em_andamento and opcao_a_seis != "passa-a-roda":
            self.obs.append(nota(f"a volta {volta.numero} está em andamento: {len(volta.testas)} de "
                                 f"{self.h.testas_por_volta} testas registradas; o placar é o de até aqui",
                                 self.h.artigo_modalidade))
        elif faltam and opcao_a_seis != "passa-a-roda":
            raise CenarioInvalido([marca(volta.no, self.p.arquivo,
                                         f"volta {volta.numero}: uma volta de testa tem {self.h.testas_por_volta} "
                                         f"testas, cada jogador contra o seu contrário ({self.h.artigo_modalidade}); "
                                         "encontrei "
                                         f"{len(volta.testas)}, e a partida não terminou nelas (só a última volta "
                                         "registrada, a que está em andamento, pode ter menos)")])
        self.cartas_repetidas(volta)
        self.voltas.append(VoltaJulgada(volta.numero, "testa", volta.mao, devida, dict(self.placar),
                                        testas=tuple(julgadas)))

    def a_seis_na_testa(self, volta: Volta, numero: int, jogada: bool = True) -> str:
        """A trio came within six of the end inside this testa volta, before testa ``numero`` (``jogada``: that
        testa is in the record). Returns the option of ``testa-com-trio-a-seis``."""
        opcao = self.ctx.escolher(self.h.testa_a_seis)
        escolha = self.ctx.consultadas[self.h.testa_a_seis.id]
        efeitos = {"completa-a-volta": f"a testa {numero} da volta {volta.numero} se joga; a roda vale desde a "
                                       "volta seguinte",
                   "passa-a-roda": f"a volta {volta.numero} para antes da testa {numero}; a volta seguinte é de "
                                   "roda"}
        self.obs.append(observacao_de_leitura(escolha, efeitos[opcao],
                                              {o: t for o, t in efeitos.items() if o != opcao}))
        if opcao == "passa-a-roda" and jogada:
            self.obs.append(irregular(f"a testa {numero} da volta {volta.numero} foi jogada com um trio a "
                                      f"{self.h.testa_ate} ou menos tentos do fim ({_placar(self.placar)}); "
                                      "foi resolvida como jogada", self.h.artigo_modalidade))
        return opcao

    def cartas_repetidas(self, volta: Volta) -> None:
        """Under one deal for the three testas (Art. 10, IV) a card cannot be seen with two players."""
        dono: dict[str, tuple[str, int]] = {}
        repetidas: list[str] = []
        for testa in volta.testas:
            for jogador, carta in self.h.cartas_vistas(testa.cenario):
                anterior = dono.setdefault(carta, (jogador, testa.numero))
                if anterior[0] != jogador:
                    repetidas.append(f"{carta} com {anterior[0]} (testa {anterior[1]}) e com {jogador} "
                                     f"(testa {testa.numero})")
        if not repetidas:
            return
        opcao = self.ctx.escolher(self.h.distribuicao)
        escolha = self.ctx.consultadas[self.h.distribuicao.id]
        lista = "; ".join(repetidas)
        if opcao == "uma-distribuicao":
            self.obs.append(confira(f"na volta {volta.numero}, a mesma carta aparece em duas testas ({lista}): "
                                    "as três testas são de uma só distribuição e o baralho tem uma só",
                                    self.h.artigo_distribuicao))
            efeito, outra = "a carta repetida é um erro do registro", "cada testa com a sua distribuição, sem erro"
        else:
            efeito, outra = "cada testa tem a sua distribuição: a repetição vale", "um erro do registro a conferir"
        outras = {o.id: outra for o in self.h.distribuicao.outras(opcao)}
        self.obs.append(observacao_de_leitura(escolha, f"na volta {volta.numero}, {efeito}", outras))

    def leitura_dos_pares(self) -> Obs:
        opcao = self.ctx.escolher(self.h.pares)
        escolha = self.ctx.consultadas[self.h.pares.id]
        primeira = next(v for v in self.p.voltas if v.modalidade == "testa")
        assento = primeira.assento

        def pares(o: str) -> str:
            return ", ".join(f"{a} × {b}" for a, b in self.h.pares_da_testa(self.p.assentos, assento, o))

        outras = {o.id: f"na volta {primeira.numero}, {pares(o.id)}" for o in self.h.pares.outras(opcao)}
        return observacao_de_leitura(escolha, f"na volta {primeira.numero}, {pares(opcao)}", outras)

    # -- the engine --

    def resolver(self, cenario: Any) -> Decisao:
        cenario = dataclasses.replace(cenario, placar=dict(self.placar))
        if self.regulamento is None:
            return sistema(self.p.regras.sistema).resolver(cenario, self.ctx.selecao)
        return resolver_volta(cenario, self.regulamento, self.ctx.selecao)


def julgar_partida(partida: Partida, ctx: Contexto, regulamento: Regulamento | None = None) -> ResultadoPartida:
    """The partida ruled volta by volta under the readings of ``ctx``."""
    return _Juiz(partida, ctx, regulamento).julgar()
