"""Any hand of the argentino, however irregular, is ruled without failing, and the ruling keeps the contract: the
score between 0 and 30, the awards keyed by equipe, every citation one of the argentino's sections."""

from __future__ import annotations

from espanhol import julgar_texto, mao_aleatoria
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_argentino_qualquer_mao_e_julgada_dentro_do_contrato(data: st.DataObject) -> None:
    julgar_texto("argentino", mao_aleatoria("argentino", data))
