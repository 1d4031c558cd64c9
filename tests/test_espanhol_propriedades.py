"""Fuzzing the argentino's and the valenciano's library cases (issue 12, as tests/test_fuzz.py does for the MTG's):
a case after random byte edits either is refused as invalid input with located messages, or its scenario is ruled
by its own system within the contract (:func:`espanhol.invariantes`); nothing else may happen."""

from __future__ import annotations

import pytest
from espanhol import invariantes
from hypothesis import given
from test_fuzz import FUZZ, RAIZ, carregado, mutado

from arbitro.nucleo.leituras import PADRAO
from arbitro.sistemas import sistema

CASOS = sorted(p for nome in ("argentino", "valenciano") for p in (RAIZ / "casos" / nome).glob("**/*.yaml"))


@FUZZ
@given(mutado(CASOS))
def test_mutacao_de_caso_do_argentino_ou_do_valenciano_e_decisao_valida_ou_entrada_invalida(
        tmp_path_factory: pytest.TempPathFactory, amostra: tuple[str, bytes]) -> None:
    caso = carregado(tmp_path_factory, amostra)
    if caso is None:
        return
    c = caso.cenario
    if c is None or c.regulamento not in ("argentino", "valenciano"):
        return  # an edit that made it another system's scenario is that system's to rule
    invariantes(c.regulamento, sistema(c.regulamento).resolver(c, PADRAO).json(), c.alvo)
