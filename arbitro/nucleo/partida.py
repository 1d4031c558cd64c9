"""What a rule system adds to the partida above its hands (contract v3 §12), as a hook the system gives
(:meth:`arbitro.nucleo.sistema.Sistema.partida`), whatever its system: the partida layer
(:mod:`arbitro.torneio.partida_geral`) carries the score from hand to hand, passes the mão and stops at the target,
and asks the hook for what only the system has — the paulista's and the mineiro's mão de onze and mão de ferro, the
valenciano's camas, the argentino's unsaid deal.

The readings of the levels above the hand (W.O. and disqualification in a jogo, the standings' order) are the same
question in every system whose seed is silent there: :func:`definir_leituras_do_jogo` defines them once in each
system's registry of the levels above the hand, citing that system's own rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, NamedTuple

from arbitro.nucleo.leituras import Registro

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao, Observacao
    from arbitro.nucleo.leituras import Leitura

Formato = Literal["melhor-de-tres", "seca"]
FORMATOS: tuple[Formato, ...] = ("melhor-de-tres", "seca")  # contract v2 §10, v3 §12

Consultar = Callable[["Leitura", "str | Mapping[str, str]"], str]
"""How a hook asks the option in force at a reading: ``consultar(leitura, efeito)`` — ``efeito`` says in words what
the option does here, or what each option does (option -> words); the partida says it once, with what every other
option gives."""


@dataclass
class EstadoDaPartida:
    """The partida between two hands: the score (of the cama in play, where there are camas), the camas won, the
    options of the system (``opcoes:``) and the target they give."""

    placar: dict[str, int]
    alvo: int
    opcoes: Mapping[str, int | bool] = field(default_factory=dict)
    camas: dict[str, int] = field(default_factory=dict)
    vencedor: str | None = None


class LeiturasDoJogo(NamedTuple):
    """The readings of a jogo and its standings in a system whose seed is silent there (contract v3 §12), and of
    a tournament's phases (contract v3 §13: what a folga scores, how sides of different groups compare)."""

    wo: Leitura
    desclassificacao: Leitura
    classificacao: Leitura
    folga_no_suico: Leitura
    folga_em_todos: Leitura
    entre_grupos: Leitura


ORDEM_PADRAO = ("vitorias", "partidas", "pontos", "saldo", "confronto", "sorteio")
ORDEM_SALDO = ("vitorias", "partidas", "saldo", "pontos", "confronto", "sorteio")
ORDENS = {"vitorias-partidas-pontos-saldo": ORDEM_PADRAO, "vitorias-partidas-saldo-pontos": ORDEM_SALDO}


def definir_leituras_do_jogo(registro: Registro, prefixo: str, classificacao: str, pontos: str) -> LeiturasDoJogo:
    """Define in ``registro`` the readings of the W.O., the disqualification and the standings' order; the IDs start
    with ``prefixo`` (the Spanish family's readings carry the system's name); ``classificacao`` is the system's
    section that says its seed is silent (``<Sistema>, classificacao``), ``pontos`` the rule of its target."""
    wo = registro.definir(
        f"{prefixo}wo-na-partida",
        pergunta="Uma dupla não se apresenta para uma partida do jogo (W.O.): o que vale essa partida?",
        artigos=[classificacao, pontos],
        opcoes=[("outro-vence-pelo-alvo", "a outra dupla ganha a partida pelo alvo a 0 (no paulista, 12 × 0)"),
                ("cabe-a-comissao", "a partida fica sem resultado até a Comissão decidir")],
        padrao="outro-vence-pelo-alvo",
        motivo="a página do sistema não fala de ausência; o contrato v3 §12 fixa como padrão a forma do W.O. de "
               "todo torneio de truco — quem não joga perde pela contagem inteira — para que a tabela ande.",
        omisso=True,
    )
    desclassificacao = registro.definir(
        f"{prefixo}desclassificacao-no-jogo",
        pergunta="Uma dupla é desclassificada no meio do jogo: o que valem as partidas que faltavam?",
        artigos=[classificacao, pontos],
        opcoes=[("restantes-pelo-alvo", "a outra dupla ganha cada partida que faltava pelo alvo a 0"),
                ("cabe-a-comissao", "as partidas que faltavam ficam sem resultado até a Comissão decidir")],
        padrao="restantes-pelo-alvo",
        motivo="a página do sistema não trata de desclassificação; o contrato v3 §12 fixa como padrão que a dupla "
               "que fica vence o que faltava, como num W.O. de cada partida restante.",
        omisso=True,
    )
    ordem = registro.definir(
        f"{prefixo}ordem-da-classificacao",
        pergunta="Duas duplas empatam em vitórias na classificação: o que as desempata, e em que ordem?",
        artigos=[classificacao],
        opcoes=[("vitorias-partidas-pontos-saldo", "vitórias, partidas ganhas, pontos ganhos, saldo de pontos, "
                 "confronto direto, sorteio"),
                ("vitorias-partidas-saldo-pontos", "vitórias, partidas ganhas, saldo de pontos, pontos ganhos, "
                 "confronto direto, sorteio")],
        padrao="vitorias-partidas-pontos-saldo",
        motivo="a página do sistema não dá critério de desempate; o contrato v3 §12 fixa como padrão a ordem da "
               "Sinopse do MTG (S, a–f), a que os torneios de truco do país conhecem.",
        omisso=True,
    )
    # contract v3 §13: "A folga scores nothing in todos-contra-todos and grupos […], and in suico counts as a jogo
    # won by W.O. (… another system: §12's W.O.) — both named readings"; groups compared "per jogo played".
    folga_no_suico = registro.definir(
        f"{prefixo}folga-no-suico",
        pergunta="No suíço com número ímpar de duplas, o que vale a folga (a rodada sem adversário)?",
        artigos=[classificacao, pontos],
        opcoes=[("vitoria-por-wo", "conta como um jogo ganho por W.O.: cada partida que decide o jogo pelo alvo a 0 "
                 "(no paulista, melhor de três: duas partidas 12 × 0)"),
                ("nada", "não conta nada: a dupla fica com os jogos que jogou")],
        padrao="vitoria-por-wo",
        motivo="a página do sistema não trata da folga; no suíço cada um joga as mesmas rodadas e a dupla sem "
               "adversário não perdeu nada na mesa: o contrato v3 §13 dá-lhe o W.O. do contrato v3 §12.",
        omisso=True,
    )
    folga_em_todos = registro.definir(
        f"{prefixo}folga-em-todos-contra-todos",
        pergunta="Em todos contra todos (ou nos grupos) com número ímpar de duplas, o que vale a folga?",
        artigos=[classificacao, pontos],
        opcoes=[("nada", "não conta nada: ao fim da fase todas tiveram uma folga, e ninguém ganha com ela"),
                ("vitoria-por-wo", "conta como um jogo ganho por W.O. (contrato v3 §12)")],
        padrao="nada",
        motivo="a página do sistema não trata da folga; em todos contra todos cada dupla tem exatamente uma, e "
               "contá-la como vitória só mudaria a classificação no meio da fase (contrato v3 §13).",
        omisso=True,
    )
    entre_grupos = registro.definir(
        f"{prefixo}comparacao-entre-grupos",
        pergunta="Como se comparam duplas de grupos diferentes (as melhores das demais posições; a ordem das "
                 "classificadas na eliminatória)?",
        artigos=[classificacao],
        opcoes=[("por-jogo", "vitórias, partidas, pontos e saldo divididos pelos jogos disputados: um grupo maior "
                 "não dá vantagem"),
                ("totais", "vitórias, partidas, pontos e saldo como somados, sem dividir")],
        padrao="por-jogo",
        motivo="a página do sistema não classifica; grupos podem diferir em uma dupla, e o contrato v3 §13 compara "
               "por jogo disputado.",
        omisso=True,
    )
    return LeiturasDoJogo(wo, desclassificacao, ordem, folga_no_suico, folga_em_todos, entre_grupos)


class RegrasDaPartida:
    """The partida hooks of one system. The defaults are a partida to the system's target, one hand after another,
    the mão passing to the next seat (contract v3 §12); a system overrides what it has of its own."""

    sistema: str
    artigo_alvo: str  # the rule of the target (and of the points past it)
    artigo_jogadores: str  # the rule of who is mão
    artigo_classificacao: str  # "<Sistema>, classificacao": the seed is silent, the project's default
    artigo_formato: str  # the rule behind the jogo's default format
    formato_padrao: Formato
    alvo_padrao: int
    leituras_do_jogo: LeiturasDoJogo
    registro: Registro  # the readings above the hand (the partida's, the jogo's, the standings')
    camas: bool = False
    unidade: tuple[str, str] = ("ponto", "pontos")

    def alvo(self, opcoes: Mapping[str, int | bool]) -> int:
        return self.alvo_padrao

    def camas_para_vencer(self, opcoes: Mapping[str, int | bool]) -> int:
        return 1

    def pontos(self, n: int) -> str:
        return f"{n} {self.unidade[0] if n == 1 else self.unidade[1]}"

    def antes(self, estado: EstadoDaPartida, numero: int) -> list[Observacao]:
        """What the score makes of hand ``numero`` before it is played (a mão de onze…), said at the partida."""
        return []

    def modalidade_devida(self, placar: Mapping[str, int], anterior: str | None, retomada: bool) -> str | None:
        """The form the next hand is due, by the score and the form the previous hand was played in (``anterior``;
        None before the first): None where every hand has the one form. The MTG's alternates roda and testa
        (Art. 10, III); a hand played in another form is irregular play, ruled as played."""
        return None

    def proximo(self, assento: int, lugares: int, consultar: Consultar) -> int:
        """The seat of the next hand's mão (contract v3 §12: the deal passes to the next seat)."""
        return (assento + 1) % lugares

    def depois(self, estado: EstadoDaPartida, numero: int, cenario: object, decisao: Decisao,
               consultar: Consultar) -> tuple[Decisao, list[Observacao]]:
        """Carry the hand's ruling into ``estado`` (the score, and who won the partida): the ruling as it counts in
        the partida (a reading may change it) and the observations it makes at the partida."""
        estado.placar = dict(decisao.placar_final)
        estado.vencedor = decisao.vencedor
        return decisao, []


class RegrasComTesta(RegrasDaPartida):
    """The hooks of a partida whose voltas alternate two forms, one of them made of parts played one against one —
    the Truco Cego's roda and testa (Art. 10, III): the volta of testa is three testas, each player against the one
    opposite, under one deal. The partida layer (:mod:`arbitro.torneio.partida`) asks these; only the MTG has them
    (:mod:`arbitro.sistemas.mtg.partida`)."""

    artigo_modalidade: str  # the rule of the alternation and of the testa
    artigo_distribuicao: str  # the rule of the one deal for the testas
    testa_ate: int  # the alternation ends when a side is this close to the target
    testas_por_volta: int
    pares: Leitura  # who faces whom in each testa
    alternancia: Leitura  # how it goes on after a volta played in the other form
    testa_a_seis: Leitura  # a side comes within `testa_ate` inside a volta of testas
    distribuicao: Leitura  # one card seen in two testas
    chaves_da_volta: tuple[str, ...]  # the keys of the system's volta scenario (a volta entry writes some of them)
    versoes_da_volta: tuple[int, ...]  # the versions of that scenario
    acoes_so_da_testa: tuple[str, ...]  # play only the two players of a testa make (the scenario refuses the rest)

    def perto_do_fim(self, placar: Mapping[str, int], alvo: int) -> bool:
        """A side at ``testa_ate`` or less from ``alvo``: from then on every volta is a roda."""
        return max(placar.values()) >= alvo - self.testa_ate

    def pares_da_testa(self, assentos: tuple[str, ...], m: int, opcao: str) -> list[tuple[str, str]]:
        """The testas of a volta whose mão sits at ``m``, each (mão of the testa, opponent), under option ``opcao``
        of :attr:`pares`."""
        raise NotImplementedError

    def cartas_vistas(self, cenario: object) -> list[tuple[str, str]]:
        """(player, card) of every card the scenario of a testa shows."""
        raise NotImplementedError
