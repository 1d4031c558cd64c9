"""The MTG's partida behind :meth:`Sistema.partida` (contract v3 §12, one partida layer with a hook per system): the
roda/testa alternation of Art. 10, III, the six-tento rule, the three testas and who faces whom, asked of the hook —
as the paulista's mão de onze and the valenciano's camas are asked of theirs. Numbers from the text: 24 tentos
(Art. 10, II); "até que faltem seis tentos para o final da partida" (Art. 10, III): 24 − 6 = 18."""

from __future__ import annotations

import pytest
from torneio import ASSENTOS, TRIOS, partida

from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.partida import RegrasComTesta, RegrasDaPartida
from arbitro.sistemas import sistema
from arbitro.torneio.partida import resolver_volta


def _mtg() -> RegrasComTesta:
    h = sistema("mtg-truco-cego").partida()
    assert isinstance(h, RegrasComTesta)
    return h


def test_art_10_ii_a_partida_do_mtg_e_de_24_tentos_pelo_gancho() -> None:
    h = _mtg()
    assert (h.alvo_padrao, h.alvo({}), h.artigo_alvo) == (24, 24, "Art. 10, II")
    assert (h.testa_ate, h.testas_por_volta, h.artigo_modalidade) == (6, 3, "Art. 10, III")
    assert h.proximo(5, 6, lambda _l, _e: "") == 0  # o mão passa ao seguinte, em volta da mesa


@pytest.mark.parametrize(("placar", "anterior", "retomada", "devida"), [
    ({"A": 0, "B": 0}, None, False, "roda"),  # "começa-se jogando um grupo contra outro (mão geral ou roda)"
    ({"A": 2, "B": 0}, "roda", False, "testa"),  # "na volta seguinte, joga-se individualmente … (testa)"
    ({"A": 4, "B": 1}, "testa", False, "roda"),  # "Assim se alternarão as duas formas"
    ({"A": 17, "B": 3}, "roda", False, "testa"),  # a 7 do fim: ainda alterna
    ({"A": 18, "B": 3}, "roda", False, "roda"),  # a 6 do fim: "todas as mãos seguintes seguirão … roda"
    ({"A": 3, "B": 20}, None, True, "roda"),
    ({"A": 3, "B": 9}, None, True, None),  # retomada no meio: a primeira modalidade não se sabe
])
def test_art_10_iii_modalidade_devida_pelo_gancho(placar: dict[str, int], anterior: str | None, retomada: bool,
                                                  devida: str | None) -> None:
    assert _mtg().modalidade_devida(placar, anterior, retomada) == devida


def test_art_10_iii_pares_da_testa_pelo_gancho() -> None:
    assentos = ("a1", "b1", "a2", "b2", "a3", "b3")
    # mão no assento 1 (b1): testa k é o assento 1+k−1 contra o 1+k+2 (contrato v2 §9)
    assert _mtg().pares_da_testa(assentos, 1, "assento-oposto") == [("b1", "a3"), ("a2", "b3"), ("b2", "a1")]


def test_contrato_v3_12_os_outros_sistemas_nao_alternam_modalidade() -> None:
    for id_ in ("paulista", "mineiro", "argentino", "valenciano"):
        h = sistema(id_).partida()
        assert isinstance(h, RegrasDaPartida) and not isinstance(h, RegrasComTesta)
        assert h.modalidade_devida({"A": 0, "B": 0}, None, False) is None


def test_art_10_iii_a_volta_julgada_pelo_sistema_e_a_de_resolver_volta() -> None:
    r = partida("versao: 2\n" + TRIOS + ASSENTOS + "voltas:\n"
                "  - eventos: [{Zeca: truco}, {Bira: quero}, {vaza: Pampa}, {vaza: Pampa}]\n")
    [volta] = r.partida.voltas
    assert volta.cenario is not None
    s = sistema("mtg-truco-cego")
    pelo_sistema = s.resolver(volta.cenario, PADRAO)
    assert pelo_sistema.json() == resolver_volta(volta.cenario, s.regulamento, PADRAO).json()
    assert pelo_sistema.placar_final == {"Pampa": 2, "Coxilha": 0}  # TRUCO aceito: 2 (Art. XVI)
