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
from typing import NamedTuple

from arbitro.familias.espanhol.cenario import Cenario, Pagamento
from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.nucleo.leituras import Escolha, Leitura, Selecao
from arbitro.nucleo.livro import Livro, Premio


class Parte(IntEnum):
    """The order the table settles a hand's awards in: the flor and the envido before the hand itself."""

    FLOR = 0
    ENVIDO = 1
    MAO = 2


def pontos(n: int) -> str:
    return f"{n} ponto" if n == 1 else f"{n} pontos"


def placar_em_palavras(placar: Mapping[str, int]) -> str:
    return " × ".join(f"{t} {n}" for t, n in placar.items())


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
    encerrada: str | None = None  # why the hand is over, once it is

    # -- the table --

    def lado(self, jogador: str) -> str:
        return self.cenario.lado(jogador)

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
        if obs not in self.observacoes:
            self.observacoes.append(obs)

    def entender(self, frase: str) -> None:
        self.entendimento.append(frase)

    def ler(self, id_: str, contexto: str, *artigos: str) -> str:
        """The option in force at reading ``id_``, said in an observation the first time it is consulted (what the
        other options give is added once the hand is ruled, :func:`diferenca`)."""
        if id_ in self.escolhas:
            return self.escolhas[id_].opcao
        leitura = self.registro[id_]
        e = self.escolhas[id_] = self.selecao.escolher(leitura)
        omisso = " A regra não trata deste caso — caso omisso, cabe à Comissão." if e.omisso else ""
        texto = f"{contexto}.{omisso} {e.rotulo}: {e.descricao}."
        self.observacoes.append(Observacao(texto, tuple(dict.fromkeys((*artigos, *leitura.artigos))),
                                           tipo=Tipo.LEITURA, leitura=id_, opcao=e.opcao,
                                           esclarecimento=e.esclarecimento, omisso=e.omisso))
        return e.opcao

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

    def encerrar(self, motivo: str) -> None:
        if self.encerrada is None:
            self.encerrada = motivo


class Apuracao(NamedTuple):
    """The awards applied in the table's order up to the target, those left out, the score, who reached the
    target (and with which part of the hand)."""

    aplicados: list[Premio]
    fora: list[Premio]
    placar: dict[str, int]
    fechou: str | None
    por: Parte | None


def apurar(m: Mao, alvo: int) -> Apuracao:
    """Apply the awards in the order the table settles them (flor, envido, the hand), stopping at the target."""
    placar = dict(m.cenario.placar)
    aplicados: list[Premio] = []
    fora: list[Premio] = []
    fechou: str | None = None
    por: Parte | None = None
    for p in sorted(m.livro.vigentes(), key=lambda p: p.parte):
        if fechou is not None:
            fora.append(p)
            continue
        aplicados.append(p)
        placar[p.lado] = min(alvo, placar[p.lado] + p.tentos)
        if placar[p.lado] >= alvo:
            fechou, por = p.lado, Parte(p.parte)
    return Apuracao(aplicados, fora, placar, fechou, por)


def lancamentos(aplicados: list[Premio]) -> tuple[Lancamento, ...]:
    return tuple(Lancamento(p.lado, p.tentos, p.motivo, p.artigos) for p in aplicados)


def conferir_pagamentos(m: Mao, aplicados: list[Premio]) -> None:
    """What was paid at the table (``pagamento`` events, v1 ``pagamentos:``) against the ruling's awards."""
    pagos: dict[str, int] = {}
    for ev in m.cenario.eventos:
        if isinstance(ev, Pagamento):
            pagos[ev.recebe] = pagos.get(ev.recebe, 0) + ev.tentos
    for lado, n in m.cenario.pagamentos:
        pagos[lado] = pagos.get(lado, 0) + n
    if not pagos:
        return
    devidos = {t: sum(p.tentos for p in aplicados if p.lado == t) for t in m.cenario.lados}
    artigos = tuple(dict.fromkeys(a for p in aplicados for a in p.artigos[:1]))
    for lado in m.cenario.lados:
        if pagos.get(lado, 0) != devidos[lado]:
            m.observar(f"na mesa, {lado} recebeu {pontos(pagos.get(lado, 0))}, e a decisão lhe dá "
                       f"{pontos(devidos[lado])}: confira o pagamento", *artigos, tipo=Tipo.CONFIRA)


def diferenca(d: Decisao, outra: Decisao) -> str:
    """What another reading changes in the ruling, in words to read aloud."""
    def ganho(x: Decisao) -> dict[str, int]:
        return {t: x.placar_final[t] - x.placar_inicial[t] for t in x.placar_inicial}

    cama, outra_cama = d.extras.get("cama"), outra.extras.get("cama")
    if ganho(outra) == ganho(d) and outra.vencedor == d.vencedor and outra_cama == cama:
        mesmos = [(x.trio, x.tentos) for x in outra.lancamentos] == [(x.trio, x.tentos) for x in d.lancamentos]
        return "o resultado seria o mesmo" if mesmos else "o placar final seria o mesmo, por outros lançamentos"
    mudam = [f"{t} marcaria {pontos(n)} em vez de {ganho(d)[t]}" for t, n in ganho(outra).items() if n != ganho(d)[t]]
    fim = ""
    if outra.vencedor and outra.vencedor != d.vencedor:
        fim = f", e {outra.vencedor} venceria a partida"
    elif outra_cama is not None and outra_cama != cama:
        fim = f", e {outra_cama['vencedor']} ganharia a cama"
    corpo = " e ".join(mudam) if mudam else "o placar seria o mesmo"
    return f"{corpo}: placar final {placar_em_palavras(outra.placar_final)}{fim}"
