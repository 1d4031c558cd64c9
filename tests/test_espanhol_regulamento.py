"""The argentino's and the valenciano's rulebooks, readings and case libraries (contract v2 §8): exactly the §8
identifiers; every reading documented; every case worked out by hand agrees with the engine, under its default and
under each option of ``por_leitura`` (as ``arbitro casos verificar`` checks it); every section covered; every
non-default option told apart by a case."""

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

SISTEMAS = ("argentino", "valenciano")
CASOS = {nome: casos_do_sistema(nome) for nome in SISTEMAS}
# The readings that change only the observations (who leads a vaza), left out of the distinguishing case.
SO_OBSERVACOES = {"argentino": {"argentino-quem-sai-na-vaza"}, "valenciano": {"valenciano-saida-apos-empate"}}


@pytest.mark.parametrize("nome", SISTEMAS)
def test_contrato_v2_8_regulamento_tem_as_secoes_do_contrato(nome: str) -> None:
    checar_regulamento(nome)


@pytest.mark.parametrize("nome", SISTEMAS)
def test_contrato_v2_8_leituras_documentadas(nome: str) -> None:
    checar_leituras(nome)


@pytest.mark.parametrize(("nome", "caso"), [(n, c) for n in SISTEMAS for c in CASOS[n]],
                         ids=[c.id for n in SISTEMAS for c in CASOS[n]])
def test_caso_da_biblioteca(nome: str, caso: Caso) -> None:
    checar_caso(nome, caso)


@pytest.mark.parametrize("nome", SISTEMAS)
def test_biblioteca_cobre_cada_secao_e_distingue_cada_opcao(nome: str) -> None:
    checar_biblioteca(nome, CASOS[nome], so_observacoes=SO_OBSERVACOES[nome])


@pytest.mark.parametrize(("nome", "eventos", "fala_de_outro"), [
    ("argentino", 8, ("Pablo: envido", "Pablo: envit")),
    ("valenciano", 9, ("Vicent: envit", "Vicent: real envido")),
])
def test_modelo_carrega_e_esquema_conhece_o_sistema(nome: str, eventos: int, fala_de_outro: tuple[str, str]) -> None:
    checar_modelo_e_esquema(nome, eventos, fala_de_outro)
