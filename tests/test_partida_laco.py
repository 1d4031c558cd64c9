"""One ruling loop for the partida of every system (issue 23; contract v3 §12, v2 §9 for the MTG): the mão passing
to the next seat as the system's hook says it, the end at the target — a unit recorded after it does not count —
and only the last recorded unit in progress. Seats and scores worked out by hand from the contract's words."""

from __future__ import annotations

import textwrap

import pytest
from torneio import ASSENTOS, TRIOS, partida

from arbitro.cenario.acima import PARTIDA
from arbitro.cenario.yamlpos import compor
from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.partida import EstadoDaPartida, RegrasDaPartida
from arbitro.sistemas import sistema
from arbitro.torneio import partida_geral
from arbitro.torneio.laco import LacoDaPartida, ordem_da_mesa, vencedor_de_inicio


class _Registro(LacoDaPartida[int, RegrasDaPartida]):
    """A loop over numbered units that records what it was asked; unit ``encerra`` reaches the target."""

    def __init__(self, encerra: int | None) -> None:
        super().__init__(RegrasDaPartida(), EstadoDaPartida({"A": 0, "B": 0}, 12), 4)
        self.encerra = encerra
        self.jogadas: list[tuple[int, int, bool]] = []
        self.depois: list[tuple[int, int]] = []

    def jogar(self, unidade: int, assento: int, ultima: bool) -> None:
        self.jogadas.append((unidade, assento, ultima))
        if unidade == self.encerra:
            self.estado.placar, self.estado.vencedor = {"A": 12, "B": 3}, "A"

    def depois_do_fim(self, unidade: int, assento: int) -> None:
        self.depois.append((unidade, assento))


def test_contrato_v3_12_o_laco_passa_o_mao_e_so_a_ultima_esta_em_andamento() -> None:
    laco = _Registro(encerra=None)
    laco.percorrer([1, 2, 3, 4, 5])
    # "o mão passa ao assento seguinte": 0, 1, 2, 3 e, em volta da mesa de quatro, de novo 0
    assert laco.jogadas == [(1, 0, False), (2, 1, False), (3, 2, False), (4, 3, False), (5, 0, True)]
    assert laco.depois == [] and laco.vencedor is None


def test_contrato_v3_12_o_laco_para_no_alvo_e_o_resto_nao_conta() -> None:
    laco = _Registro(encerra=2)
    laco.percorrer([1, 2, 3, 4])
    assert laco.jogadas == [(1, 0, False), (2, 1, False)]
    assert laco.depois == [(3, 2), (4, 3)]  # registradas depois do fim, cada uma no seu assento
    assert (laco.vencedor, laco.placar) == ("A", {"A": 12, "B": 3})


def test_contrato_v3_12_a_ordem_de_jogo_comeca_no_mao_e_segue_a_mesa() -> None:
    assentos = ("Tião", "Dadá", "Zito", "Reinaldo")
    assert ordem_da_mesa(assentos, 0) == assentos
    assert ordem_da_mesa(assentos, 3) == ("Reinaldo", "Tião", "Dadá", "Zito")


@pytest.mark.parametrize(("placar", "alvo", "vencedor"), [
    ({"Mooca": 12, "Brás": 4}, 12, "Mooca"),  # Paulista, pontos: quem completa 12 vence
    ({"Mooca": 11, "Brás": 4}, 12, None),
    ({"Pampa": 5, "Coxilha": 24}, 24, "Coxilha"),  # Art. 10, II: 24 tentos
])
def test_contrato_v1_1_o_placar_do_comeco_no_alvo_ja_encerra(placar: dict[str, int], alvo: int,
                                                             vencedor: str | None) -> None:
    assert vencedor_de_inicio(placar, alvo) == vencedor


def test_contrato_v3_12_o_mao_que_passa_e_o_do_gancho_nos_cinco_sistemas(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hook that passed the deal the other way round would be asked by both partidas (the MTG's and the duplas')."""
    for id_ in ("mtg-truco-cego", "paulista", "mineiro", "argentino", "valenciano"):
        monkeypatch.setattr(type(sistema(id_).partida()), "proximo",
                            lambda _self, assento, lugares, _consultar: (assento - 1) % lugares)
    # MTG: assentos Zeca, Bira, Tonho, Lau, Dico, Nando; volta 1 no assento 0 (Zeca), a 2 no 5 (Nando), roda e testa.
    r = partida("versao: 2\n" + TRIOS + ASSENTOS + "voltas:\n"
                "  - eventos: [{vaza: Pampa}, {vaza: Pampa}]\n"
                "  - testas:\n"
                "      - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]\n"
                "      - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]\n"
                "      - eventos: [{vaza: Coxilha}, {vaza: Coxilha}]\n")
    assert [v.mao for v in r.voltas] == ["Zeca", "Nando"]
    # mineiro: assentos Tião, Dadá, Zito, Reinaldo; mãos no 0, no 3 e no 2
    doc = partida_geral.ler(compor(textwrap.dedent("""\
        versao: 3
        regulamento: mineiro
        duplas: {Cruzeiro: [Tião, Zito], Atlético: [Dadá, Reinaldo]}
        assentos: [Tião, Dadá, Zito, Reinaldo]
        voltas:
          - eventos: [{vaza: Cruzeiro}, {vaza: Cruzeiro}]
          - eventos: [{vaza: Cruzeiro}, {vaza: Cruzeiro}]
          - eventos: [{vaza: Atlético}, {vaza: Atlético}]
        """), "m.yaml", PARTIDA), "m.yaml")
    m = partida_geral.julgar(doc, PADRAO)
    assert [x.mao for x in m.maos] == ["Tião", "Reinaldo", "Zito"]
    assert m.placar_final == {"Cruzeiro": 2, "Atlético": 1}  # Mineiro, pontos: a mão sem truco vale 1


def test_contrato_v3_12_as_duas_partidas_julgam_pelo_mesmo_laco() -> None:
    from arbitro.torneio import partida as mtg

    # the MTG's volta and the duplas' hand are two units of the one loop, not two loops
    assert issubclass(mtg._Juiz, LacoDaPartida) and issubclass(partida_geral._Juiz, LacoDaPartida)
