"""The MTG flor's own check before a revide (issue 22): :meth:`EstadoFlor.impedimento_do_revide`, what
:func:`flor.cantar` asks before raising the aposta. Worked from Art. XIII, e."""

from __future__ import annotations

from arbitro.sistemas.mtg.fala import AtoFlor
from arbitro.sistemas.mtg.motor.flor import EstadoFlor


def test_art_xiii_e_contra_flor_e_o_resto_revida_a_contra_flor() -> None:
    # "ao anúncio de FLOR e CONTRA-FLOR, se o primeiro responde CONTRA-FLOR E O RESTO": a revide of a CONTRA-FLOR.
    f = EstadoFlor()
    f.apostas.append((AtoFlor.CONTRA_FLOR, "B", "b1", "Art. XIII, c"))
    assert f.impedimento_do_revide(AtoFlor.CONTRA_FLOR_E_O_RESTO) is None
    imp = f.impedimento_do_revide(AtoFlor.CONTRA_FLOR)
    assert imp is not None and imp.artigos == ("Art. XIII, e",) and imp.motivo == "não vale como revide de CONTRA-FLOR"


def test_art_xiii_e_o_resto_nao_se_revida() -> None:
    f = EstadoFlor()
    f.apostas.append((AtoFlor.CONTRA_FLOR_E_O_RESTO, "B", "b1", "Art. XIII, d"))
    imp = f.impedimento_do_revide(AtoFlor.CONTRA_FLOR_E_O_RESTO)
    assert imp is not None and imp.motivo == "não vale como revide de CONTRA-FLOR E O RESTO"
