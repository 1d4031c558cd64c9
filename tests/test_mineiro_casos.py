"""The mineiro's case library: every case rules as worked out by hand, every section of the rulebook is covered,
and every non-default option of every reading has a case that distinguishes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from sistemas_casos import arquivos, cobertas, distinguidas, verificar

from arbitro.familias.brasileiro.leituras import SO_NAS_OBSERVACOES
from arbitro.nucleo.regulamento import carregar
from arbitro.sistemas.mineiro import Mineiro

SISTEMA = Mineiro()
CASOS = arquivos("mineiro")


def test_mineiro_biblioteca_tem_ao_menos_vinte_casos() -> None:
    assert len(CASOS) >= 20


@pytest.mark.parametrize("caminho", CASOS, ids=[p.stem for p in CASOS])
def test_mineiro_caso(caminho: Path) -> None:
    assert verificar(SISTEMA, caminho) == []


def test_mineiro_regulamento_cobertura_toda_secao_tem_caso() -> None:
    secoes = {a.id for a in carregar("mineiro")}
    assert secoes - cobertas(SISTEMA) == set()


def test_mineiro_leituras_cada_opcao_nao_padrao_tem_caso_que_a_distingue() -> None:
    faltam = [(lt.id, o.id) for lt in SISTEMA.leituras().values() for o in lt.opcoes
              if o.id != lt.padrao and lt.id not in SO_NAS_OBSERVACOES]
    assert [par for par in faltam if par not in distinguidas(SISTEMA)] == []
