"""The partida of the paulista and the mineiro above the hand (contract v3 §12): a partida to 12, the mão passing to
the next seat, and the mão de onze and the mão de ferro that the score before each hand makes (:mod:`.onze`).

The hand engine already rules a hand by the score it is given: in a mão de onze or de ferro a truco is void and the
hand is worth 3 (or the partida). The partida says which hand each was, and reports a truco called in one as
irregular play with its rule; what the truco does beyond being void is the reading ``truco-na-mao-de-onze``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbitro.familias.brasileiro import onze
from arbitro.nucleo.decisao import Lancamento, Observacao, Tipo
from arbitro.nucleo.leituras import Registro
from arbitro.nucleo.livro import Premio
from arbitro.nucleo.mao import apurar, placar_em_palavras
from arbitro.nucleo.partida import Consultar, EstadoDaPartida, Formato, RegrasDaPartida, definir_leituras_do_jogo

if TYPE_CHECKING:
    from arbitro.familias.brasileiro.perfil import Secoes
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Leitura

TRUCO_NA_ONZE = "truco-na-mao-de-onze"


def _definir_truco_na_onze(registro: Registro, s: Secoes) -> Leitura:
    return registro.definir(
        TRUCO_NA_ONZE,
        pergunta="Numa mão de onze (ou de ferro), um jogador pede truco, que ninguém pode pedir nela: além de não "
                 "valer, o pedido tem alguma consequência?",
        artigos=[s.onze, s.ferro],
        opcoes=[("so-nao-vale", "o pedido não vale e a mão segue como se não tivesse sido feito"),
                ("perde-a-mao", "a dupla que pediu perde a mão: a outra marca o valor dela (3 na mão de onze; na "
                 "mão de ferro, a partida)")],
        padrao="so-nao-vale",
        motivo="o texto só diz que ninguém pode pedir truco nessas mãos, sem dar pena ao pedido; uma pena que ele não "
               "dá seria uma regra nova.",
        omisso=True,
    )


class PartidaBrasileira(RegrasDaPartida):
    """A partida of the truco → seis → nove → doze family."""

    def __init__(self, sistema: str, s: Secoes, classificacao: str, formato_padrao: Formato,
                 artigo_formato: str, unidade: tuple[str, str]) -> None:
        self.sistema = sistema
        self.s = s
        self.artigo_alvo = s.pontos  # "até que um jogador ou uma dupla complete 12 pontos"
        self.artigo_jogadores = s.jogadores
        self.artigo_classificacao = classificacao
        self.artigo_formato = artigo_formato
        self.formato_padrao = formato_padrao
        self.alvo_padrao = 12  # Paulista, pontos; Mineiro, pontos: "a 12"
        self.unidade = unidade
        self.registro = Registro(sistema)
        self.truco_na_onze = _definir_truco_na_onze(self.registro, s)
        self.leituras_do_jogo = definir_leituras_do_jogo(self.registro, "", classificacao, s.pontos)

    def _qual(self, sit: onze.Situacao) -> tuple[str, tuple[str, ...]]:
        if sit.tipo == "onze":
            return f"mão de onze de {sit.lado}", (self.s.onze,)
        return "mão de ferro", (self.s.ferro, self.s.onze)

    def antes(self, estado: EstadoDaPartida, numero: int) -> list[Observacao]:
        sit = onze.situacao(estado.placar, estado.alvo)
        if not sit.especial:
            return []
        qual, artigos = self._qual(sit)
        if sit.tipo == "onze":
            texto = (f"a mão {numero} é a {qual} ({placar_em_palavras(estado.placar)}): vale {onze.ONZE_VALE} e "
                     "ninguém pede truco")
        else:
            texto = (f"a mão {numero} é a mão de ferro ({placar_em_palavras(estado.placar)}): quem a ganhar vence a "
                     "partida, e ninguém pede truco")
        return [Observacao(texto, artigos, tipo=Tipo.NOTA)]

    def depois(self, estado: EstadoDaPartida, numero: int, cenario: object, decisao: Decisao,
               consultar: Consultar) -> tuple[Decisao, list[Observacao]]:
        antes = dict(estado.placar)
        sit = onze.situacao(antes, estado.alvo)
        obs: list[Observacao] = []
        if sit.especial:
            qual, artigos = self._qual(sit)
            vazios = [o for o in decisao.observacoes if o.tipo is Tipo.NAO_VALE and "ninguém pede truco" in o.texto]
            if vazios:
                obs.append(Observacao(f"na mão {numero}, a {qual}, pediu-se truco, que nela ninguém pede: jogada "
                                      f"irregular ({vazios[0].texto})", artigos, tipo=Tipo.IRREGULARIDADE))
                quem = _quem_pediu(cenario)
                outro = next((t for t in antes if t != quem), None) if quem is not None else None
                valor = onze.ONZE_VALE if sit.tipo == "onze" else estado.alvo - antes[outro or quem or ""]
                efeito = {"so-nao-vale": "o pedido só não vale, e a mão conta como foi jogada",
                          "perde-a-mao": (f"{quem} perde a mão, e {outro} marca {self.pontos(valor)}"
                                          if outro is not None else "a dupla que pediu perde a mão")}
                opcao = consultar(self.truco_na_onze, efeito)
                if opcao == "perde-a-mao" and quem is not None and outro is not None:
                    lanc = Lancamento(outro, valor, f"{quem} pediu truco na {qual} e perde a mão (leitura "
                                                    f"{TRUCO_NA_ONZE}: perde-a-mao)", artigos)
                    a = apurar([_premio(lanc)], antes, estado.alvo)
                    decisao = replace(decisao, lancamentos=(lanc,), placar_final=a.placar, vencedor=a.fechou)
        estado.placar = dict(decisao.placar_final)
        estado.vencedor = decisao.vencedor
        return decisao, obs


def _premio(lanc: Lancamento) -> Premio:
    return Premio(0, 0, lanc.trio, lanc.tentos, lanc.motivo, lanc.artigos)


def _quem_pediu(cenario: object) -> str | None:
    """The side of the first truco asked in the hand (a :class:`~arbitro.familias.brasileiro.cenario.Cenario`)."""
    from arbitro.familias.brasileiro.cenario import Cenario, Diz
    from arbitro.familias.brasileiro.fala import Pedido

    if not isinstance(cenario, Cenario):
        return None
    for ev in cenario.eventos:
        if isinstance(ev, Diz) and isinstance(ev.fala, Pedido):
            return cenario.lado(ev.jogador)
    return None
