"""Any hand of the valenciano, one against one or in pairs, with covered and hidden cards in any place, is ruled
without failing, and the ruling keeps the contract: the score within the cama, every citation a valenciano
section, a cama reported only when one ended."""

from __future__ import annotations

from espanhol import julgar_texto, mao_aleatoria
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.booleans())
def test_valenciano_qualquer_mao_e_julgada_dentro_do_contrato(data: st.DataObject, um: bool) -> None:
    d = julgar_texto("valenciano", mao_aleatoria("valenciano", data, um))
    assert ("cama" in d) == any(n >= 24 for n in d["placar_final"].values()) or \
        any(n >= 24 for n in d["placar_inicial"].values())
