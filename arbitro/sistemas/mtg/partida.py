"""The MTG's partida above the volta (contract v2 §9, v3 §12), on the kernel's hook
(:class:`~arbitro.nucleo.partida.RegrasDaPartida`), as the paulista's and the valenciano's are: a partida to 24 tentos
(Art. 10, II), the mão passing to the next seat, and what only the Truco Cego has — the roda/testa alternation of
Art. 10, III, the six-tento rule that ends it, and the volta of testa made of three testas, each player against the
one sitting opposite, under one deal (Art. 10, IV).

Art. 10, III: "começa-se jogando um grupo contra outro (mão geral ou roda); na volta seguinte, joga-se
individualmente, cada jogador com o seu contrário sentado no lugar oposto (testa). Assim se alternarão as duas
formas até que faltem seis tentos para o final da partida, pois desde então todas as mãos seguintes seguirão mão
geral ou roda."

The partida layer (:mod:`arbitro.torneio.partida`) asks this hook which modality a volta is due
(:meth:`PartidaMTG.modalidade_devida`), who plays each testa (:meth:`PartidaMTG.pares_da_testa`) and which cards a
testa shows (:meth:`PartidaMTG.cartas_vistas`); the readings it consults are the hook's attributes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from arbitro.nucleo.leituras import Registro
from arbitro.nucleo.partida import RegrasComTesta
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.sistemas.mtg.cenario import esquema as E

Modalidade = Literal["roda", "testa"]
ALVO = 24  # "As partidas são jogadas em 24 tentos" (Art. 10, II)
TESTA_ATE = 6  # "até que faltem seis tentos para o final da partida" (Art. 10, III)
TESTAS_POR_VOLTA = 3  # "joga-se individualmente, cada jogador com o seu contrário" (Art. 10, III): 3 × 3


class PartidaMTG(RegrasComTesta):
    """The Truco Cego's partida: the hook's defaults (the target, the mão that passes) with the MTG's articles, and
    the roda/testa alternation with its three testas."""

    sistema = L.SISTEMA
    artigo_alvo = A.TENTOS
    artigo_jogadores = A.JOGADORES
    artigo_classificacao = A.CLASSIFICACAO  # S, a–f: the MTG's own order, not a reading
    artigo_formato = A.DURACAO_DO_JOGO  # "Um jogo será composto de três partidas consecutivas" (S, h)
    formato_padrao = "melhor-de-tres"
    alvo_padrao = ALVO
    unidade = ("tento", "tentos")
    # The MTG's jogo has its own W.O. (S, i), disqualification (Art. 7) and standings (S, a–f) in the text: no
    # `leituras_do_jogo` of a silent seed (contract v3 §12 gives those to the other systems).

    artigo_modalidade = A.JOGADORES
    artigo_distribuicao = A.DISTRIBUICAO  # one deal for the three testas (Art. 10, IV)
    testa_ate = TESTA_ATE
    testas_por_volta = TESTAS_POR_VOLTA
    # The readings of the partida (contract v2 §9): who faces whom in a testa, how the alternation goes on after a
    # volta in the wrong modality, a trio coming within six inside a testa volta, a card seen in two testas.
    pares = L.PARES_DA_TESTA
    alternancia = L.ALTERNANCIA
    testa_a_seis = L.TESTA_A_SEIS
    distribuicao = L.DISTRIBUICAO_DA_TESTA
    # what a volta entry of the partida file may carry: the volta scenario's keys (contract v2 §7)
    chaves_da_volta = E.CHAVES_RAIZ
    versoes_da_volta = E.VERSOES
    acoes_so_da_testa = E.ACOES_SO_DA_TESTA

    registro: Registro = L.REGISTRO  # the readings above the volta (the volta's own: MTG.leituras has both)

    def perto_do_fim(self, placar: Mapping[str, int], alvo: int = ALVO) -> bool:
        """"até que faltem seis tentos para o final da partida": a trio at 18 or more (24 − 6)."""
        return super().perto_do_fim(placar, alvo)

    def modalidade_devida(self, placar: Mapping[str, int], anterior: str | None, retomada: bool) -> Modalidade | None:
        """The modality the next volta is due (Art. 10, III), after a volta played in ``anterior`` (None: none yet);
        None when unknown — a partida joined mid-way (``retomada``) before its first volta."""
        if self.perto_do_fim(placar):
            return "roda"
        if anterior is None:
            return None if retomada else "roda"  # "começa-se jogando um grupo contra outro"
        return "testa" if anterior == "roda" else "roda"

    def pares_da_testa(self, assentos: tuple[str, ...], m: int, opcao: str) -> list[tuple[str, str]]:
        """The three testas of a volta whose mão sits at ``m``, each (mão of the testa, opponent) (Art. 10, III;
        the convention is the reading ``pares-da-testa``, option ``opcao``)."""
        n = len(assentos)
        metade = n // 2
        if opcao == "trio-do-mao":
            inicio = [(m + 2 * i) % n for i in range(self.testas_por_volta)]
        else:  # assento-oposto (contract v2 §9): seat m+k−1 against seat m+k+2
            inicio = [(m + i) % n for i in range(self.testas_por_volta)]
        return [(assentos[s], assentos[(s + metade) % n]) for s in inicio]

    def cartas_vistas(self, cenario: object) -> list[tuple[str, str]]:
        """(player, card) of every card a testa's scenario shows: its hands, its plays, the cards shown."""
        from arbitro.sistemas.mtg.cenario.modelo import Cenario, Joga, Mostra

        assert isinstance(cenario, Cenario)
        vistas = [(j, carta.curta) for j, mao in cenario.cartas.items() for carta in mao]
        for ev in cenario.eventos:
            if isinstance(ev, Joga):
                vistas.append((ev.jogador, ev.carta.curta))
            elif isinstance(ev, Mostra):
                vistas += [(ev.jogador, carta.curta) for carta in ev.cartas]
        return vistas


PARTIDA = PartidaMTG()
