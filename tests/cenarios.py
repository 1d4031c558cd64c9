"""Scenarios several tests rule, written once, and the one way a test writes a scenario file: the hands of
`arbitro pode` (issue 22) — a truco proposed or accepted in each system — that the command's tests and the
repeated-void-call tests share."""

from __future__ import annotations

from pathlib import Path

MTG_TRUCO = """versao: 2
placar: {A: 0, B: 0}
trios: {A: [a1, a2, a3], B: [b1, b2, b3]}
mesa: [a1, b1, a2, b2, a3, b3]
eventos:
  - a1: truco
"""
ARGENTINO_TRUCO_QUERIDO = """versao: 2
regulamento: argentino
placar: {Nós: 0, Eles: 0}
duplas: {Nós: [Pablo, Diego], Eles: [Martín, Lucas]}
mesa: [Pablo, Martín, Diego, Lucas]
eventos:
  - Pablo: truco
  - Martín: quiero
"""


def escrever(tmp_path: Path, texto: str, nome: str = "c.yaml") -> str:
    """``texto`` written as ``tmp_path/nome`` (UTF-8); its path, as the command line takes it."""
    caminho = tmp_path / nome
    caminho.write_text(texto, encoding="utf-8")
    return str(caminho)
