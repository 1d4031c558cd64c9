"""The valenciano's rulebook, readings and case library (contract v2 §8): exactly the §8 identifiers; every reading
documented; every case worked out by hand agrees with the engine, under its default and under each option of
``por_leitura``; every section covered; every non-default option told apart by a case."""

from __future__ import annotations

import pytest
from espanhol import (
    casos_do_sistema,
    checar_biblioteca,
    checar_caso,
    checar_leituras,
    checar_modelo_e_esquema,
    checar_regulamento,
)

from arbitro.casos import Caso

CASOS = casos_do_sistema("valenciano")


def test_valenciano_regulamento_tem_as_secoes_do_contrato() -> None:
    checar_regulamento("valenciano")


def test_valenciano_leituras_documentadas() -> None:
    checar_leituras("valenciano")


@pytest.mark.parametrize("caso", CASOS, ids=[c.id for c in CASOS])
def test_valenciano_caso_da_biblioteca(caso: Caso) -> None:
    checar_caso("valenciano", caso)


def test_valenciano_biblioteca_cobre_cada_secao_e_distingue_cada_opcao() -> None:
    checar_biblioteca("valenciano", CASOS, so_observacoes={"valenciano-saida-apos-empate"})


def test_valenciano_modelo_carrega_e_esquema_conhece_o_sistema() -> None:
    checar_modelo_e_esquema("valenciano", 9, ("Vicent: envit", "Vicent: real envido"))
