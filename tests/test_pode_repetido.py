"""Sistema.pode asks the engine that owns the state (issue 22): a void call repeated by the same player is void every
time it is said — the old comparison of the rulings with and without the event reported the repeat as valid, because
both engines say an observation once. Tested for MTG and one family (the argentino)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cenarios import ARGENTINO_TRUCO_QUERIDO, MTG_TRUCO, escrever


@pytest.mark.parametrize(("texto", "jogador", "artigo"), [(MTG_TRUCO + "  - a2: retruco\n", "a2", "Art. XVI"),
                                                          (ARGENTINO_TRUCO_QUERIDO + "  - Pablo: retruco\n", "Pablo",
                                                           "Argentino, truco")])
def test_art_xvi_e_argentino_truco_retruco_sem_valor_repetido(tmp_path: Path, texto: str, jogador: str,
                                                              artigo: str) -> None:
    """What the table recorder's palette asks (Sistema.pode): the last event, a void RETRUCO, asked again after
    itself — the engine answers for the state reached, so the repeat is void too (it was reported valid)."""
    from dataclasses import replace

    from arbitro.julgar import carregar
    from arbitro.nucleo.leituras import PADRAO

    s, cenario = carregar(escrever(tmp_path, texto))
    retruco = cenario.eventos[-1]
    primeiro = s.pode(replace(cenario, eventos=cenario.eventos[:-1]), retruco, PADRAO)
    de_novo = s.pode(cenario, retruco, PADRAO)
    assert not primeiro.vale and not de_novo.vale
    assert primeiro == de_novo and de_novo.artigos == (artigo,) and f"RETRUCO de {jogador}" in (de_novo.motivo or "")
