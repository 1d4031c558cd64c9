"""One hand of the family being ruled: its observations, the readings it consulted, its awards, and the ruling.

A system's engine replays the scenario's events over a :class:`Mao` and its own rule states, records the awards
in the ledger (:class:`arbitro.nucleo.livro.Livro`, append-only) with the part of the hand they belong to, and
then asks here for the settlement (:func:`apurar`: the awards applied in the order the table settles them, up to
the target) and the ruling. Every reading consulted says what each other option would give: the hand is ruled
again under that option (the kernel's :func:`~arbitro.nucleo.decisao.com_outras_opcoes`, with :func:`diferenca`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum

from arbitro.familias.espanhol.cenario import Cenario, Pagamento
from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.nucleo.leituras import Escolha, Leitura, Selecao
from arbitro.nucleo.livro import Livro, Premio
from arbitro.nucleo.mao import (
    Apuracao,
    Encerramento,
    Levantadas,
    Termino,
    consultar,
    mudancas,
    placar_em_palavras,
)
from arbitro.nucleo.mao import apurar as apurar_ate_o_alvo
from arbitro.nucleo.mao import conferir_pagamentos as divergencias


class Parte(IntEnum):
    """The order the table settles a hand's awards in: the flor and the envido before the hand itself."""

    FLOR = 0
    ENVIDO = 1
    MAO = 2


def pontos(n: int) -> str:
    return f"{n} ponto" if n == 1 else f"{n} pontos"


@dataclass
class Mao:
    cenario: Cenario
    registro: Mapping[str, Leitura]
    selecao: Selecao
    observacoes: list[Observacao] = field(default_factory=list)
    escolhas: dict[str, Escolha] = field(default_factory=dict)
    livro: Livro = field(default_factory=Livro)
    entendimento: list[str] = field(default_factory=list)
    abertas: list[str] = field(default_factory=list)  # bets awaiting an answer, the most recent last
    encerrada: Encerramento | None = None  # how and why the hand is over, once it is
    levantadas: Levantadas = field(default_factory=Levantadas)  # which event raised which observation
    # Each player's side, looked up on nearly every event: read once from the scenario.
    lados_de: dict[str, str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.lados_de = {j: t for t, js in self.cenario.lados.items() for j in js}

    # -- the table --

    def lado(self, jogador: str) -> str:
        t = self.lados_de.get(jogador)
        return self.cenario.lado(jogador) if t is None else t  # the scenario says why an unknown name fails

    def outro(self, lado: str) -> str:
        return next(t for t in self.cenario.lados if t != lado)

    def ordem(self, jogador: str) -> int:
        return self.cenario.mesa.index(jogador)

    @property
    def mao(self) -> str:
        """The mão: the first of the playing order."""
        return self.cenario.mesa[0]

    # -- what the ruling says --

    def observar(self, texto: str, *artigos: str, tipo: Tipo) -> None:
        obs = Observacao(texto, tuple(dict.fromkeys(artigos)), tipo=tipo)
        self.levantadas.registrar(obs)
        if obs not in self.observacoes:
            self.observacoes.append(obs)

    def entender(self, frase: str) -> None:
        self.entendimento.append(frase)

    def ler(self, id_: str, contexto: str, *artigos: str) -> str:
        """The option in force at reading ``id_``, said in an observation the first time it is consulted (what the
        other options give is added once the hand is ruled, :func:`diferenca`)."""
        return consultar(self, self.registro[id_], contexto, artigos)

    def premiar(self, parte: Parte, lado: str, tentos: int, motivo: str, artigos: tuple[str, ...],
                chave: str = "") -> None:
        self.livro.lancar(int(parte), lado, tentos, motivo, artigos, chave)

    # -- open bets, for routing a plain "quero" or "não quero" --

    def abrir(self, aposta: str) -> None:
        if aposta in self.abertas:
            self.abertas.remove(aposta)
        self.abertas.append(aposta)

    def fechar(self, aposta: str) -> None:
        if aposta in self.abertas:
            self.abertas.remove(aposta)

    def encerrar(self, termino: Termino, motivo: str) -> None:
        if self.encerrada is None:
            self.encerrada = Encerramento(termino, motivo)


def apurar(m: Mao, alvo: int) -> Apuracao:
    """Apply the awards in the order the table settles them (flor, envido, the hand), stopping at the target."""
    return apurar_ate_o_alvo(sorted(m.livro.vigentes(), key=lambda p: p.parte), m.cenario.placar, alvo)


def parte_que_fechou(a: Apuracao) -> Parte | None:
    """The part of the hand whose award took a side to the target."""
    return None if a.por is None else Parte(a.por.parte)


def lancamentos(aplicados: list[Premio]) -> tuple[Lancamento, ...]:
    return tuple(Lancamento(p.lado, p.tentos, p.motivo, p.artigos) for p in aplicados)


def conferir_pagamentos(m: Mao, aplicados: list[Premio]) -> None:
    """What was paid at the table (``pagamento`` events, v1 ``pagamentos:``) against the ruling's awards."""
    pagos = [*((ev.recebe, ev.tentos) for ev in m.cenario.eventos if isinstance(ev, Pagamento)),
             *m.cenario.pagamentos]
    devidos = {t: sum(p.tentos for p in aplicados if p.lado == t) for t in m.cenario.lados}
    artigos = tuple(dict.fromkeys(a for p in aplicados for a in p.artigos[:1]))
    for lado, pago, devido in divergencias(pagos, devidos) or ():
        m.observar(f"na mesa, {lado} recebeu {pontos(pago)}, e a decisão lhe dá {pontos(devido)}: confira o "
                   "pagamento", *artigos, tipo=Tipo.CONFIRA)


def diferenca(d: Decisao, outra: Decisao) -> str:
    """What another reading changes in the ruling, in words to read aloud."""
    cama, outra_cama = d.extras.get("cama"), outra.extras.get("cama")
    difere = mudancas(d, outra)
    if not difere and outra.vencedor == d.vencedor and outra_cama == cama:
        mesmos = [(x.trio, x.tentos) for x in outra.lancamentos] == [(x.trio, x.tentos) for x in d.lancamentos]
        return "o resultado seria o mesmo" if mesmos else "o placar final seria o mesmo, por outros lançamentos"
    mudam = [f"{t} marcaria {pontos(n)} em vez de {antes}" for t, n, antes in difere]
    fim = ""
    if outra.vencedor and outra.vencedor != d.vencedor:
        fim = f", e {outra.vencedor} venceria a partida"
    elif outra_cama is not None and outra_cama != cama:
        fim = f", e {outra_cama['vencedor']} ganharia a cama"
    corpo = " e ".join(mudam) if mudam else "o placar seria o mesmo"
    return f"{corpo}: placar final {placar_em_palavras(outra.placar_final)}{fim}"
