"""The Brazilian family's layering (issue 14): the family package imports the kernel only, never a system; the
paulista and the mineiro import their family and the kernel, never each other (nor another family or system)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1] / "arbitro"


def _importados(pacote: Path) -> set[str]:
    nomes: set[str] = set()
    for arquivo in pacote.rglob("*.py"):
        for no in ast.walk(ast.parse(arquivo.read_text(encoding="utf-8"))):
            if isinstance(no, ast.Import):
                nomes.update(a.name for a in no.names)
            elif isinstance(no, ast.ImportFrom) and no.module and no.level == 0:
                nomes.update([no.module, *(f"{no.module}.{a.name}" for a in no.names)])
    return {n for n in nomes if n.startswith("arbitro")}


def test_familia_brasileira_nao_importa_sistema_algum() -> None:
    fora = {n for n in _importados(RAIZ / "familias" / "brasileiro")
            if n.startswith("arbitro.sistemas") or n.startswith("arbitro.familias.espanhol")}
    assert fora == set()


@pytest.mark.parametrize(("sistema", "outro"), [("paulista", "mineiro"), ("mineiro", "paulista")])
def test_sistema_da_familia_importa_so_a_familia_e_o_nucleo(sistema: str, outro: str) -> None:
    importados = _importados(RAIZ / "sistemas" / sistema)
    proibidos = (f"arbitro.sistemas.{outro}", "arbitro.sistemas.mtg", "arbitro.familias.espanhol",
                 "arbitro.cli", "arbitro.torneio")
    assert {n for n in importados if n.startswith(proibidos)} == set()
    permitidos = ("arbitro.nucleo", "arbitro.cenario", "arbitro.familias.brasileiro", f"arbitro.sistemas.{sistema}")
    # the registry's row, where the class reads its id and aliases (issue 22: a system declared once), is no system
    registro = {"arbitro.sistemas", "arbitro.sistemas.declaracao", "arbitro.sistemas.apelidos"}
    assert {n for n in importados if not n.startswith(permitidos) and n not in registro} == set()
