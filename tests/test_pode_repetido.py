"""Sistema.pode asks the engine that owns the state (issue 22): a void call repeated by the same player is void every
time it is said — the old comparison of the rulings with and without the event reported the repeat as valid, because
both engines say an observation once. Tested for MTG and one family (the argentino)."""

from __future__ import annotations

from pathlib import Path

import pytest

MTG = """versao: 2
placar: {A: 0, B: 0}
trios: {A: [a1, a2, a3], B: [b1, b2, b3]}
mesa: [a1, b1, a2, b2, a3, b3]
eventos:
  - a1: truco
"""
ARGENTINO = """versao: 2
regulamento: argentino
placar: {Nós: 0, Eles: 0}
duplas: {Nós: [Pablo, Diego], Eles: [Martín, Lucas]}
mesa: [Pablo, Martín, Diego, Lucas]
eventos:
  - Pablo: truco
  - Martín: quiero
"""


def _arquivo(tmp_path: Path, texto: str) -> str:
    caminho = tmp_path / "c.yaml"
    caminho.write_text(texto, encoding="utf-8")
    return str(caminho)


@pytest.mark.parametrize(("texto", "jogador", "artigo"), [(MTG + "  - a2: retruco\n", "a2", "Art. XVI"),
                                                          (ARGENTINO + "  - Pablo: retruco\n", "Pablo",
                                                           "Argentino, truco")])
def test_art_xvi_e_argentino_truco_retruco_sem_valor_repetido(tmp_path: Path, texto: str, jogador: str,
                                                              artigo: str) -> None:
    """What the table recorder's palette asks (Sistema.pode): the last event, a void RETRUCO, asked again after
    itself — the engine answers for the state reached, so the repeat is void too (it was reported valid)."""
    from dataclasses import replace

    from arbitro.julgar import carregar
    from arbitro.nucleo.leituras import PADRAO

    s, cenario = carregar(_arquivo(tmp_path, texto))
    retruco = cenario.eventos[-1]
    primeiro = s.pode(replace(cenario, eventos=cenario.eventos[:-1]), retruco, PADRAO)
    de_novo = s.pode(cenario, retruco, PADRAO)
    assert not primeiro.vale and not de_novo.vale
    assert primeiro == de_novo and de_novo.artigos == (artigo,) and f"RETRUCO de {jogador}" in (de_novo.motivo or "")
