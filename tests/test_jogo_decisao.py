"""Contract v3 §13, "A decided jogo": a jogo file may carry the Commission's ``decisao``; it fixes the jogo's result
and cites C, c ("Toda e qualquer decisão tomada por quaisquer das Comissões será irrecorrível") with the article
that left it to the Commission — for ``arbitro jogo`` on the file alone as for the tournament that names it."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

JOGO = """\
trios:
  Os Tauras: [Bento, Tio Neco, Juca]
  Querência: [Preta, Ana, Lurdes]
formato: melhor-de-tres
partidas:
  - {Os Tauras: 24, Querência: 10}
  - {Os Tauras: 12, Querência: 24}
decisao: {vencedor: Querência, motivo: "tempo esgotado na 3ª partida", data: 2026-12-05}
"""


def test_contrato_v3_13_c_c_a_decisao_no_arquivo_do_jogo_fixa_o_vencedor(tmp_path: Path) -> None:
    # One partida each (S, b: 1 × 1): the jogo has no winner by the partidas; the Commission's decision gives it to
    # Querência, irrecorrível (C, c).
    arquivo = tmp_path / "jogo.yaml"
    arquivo.write_text(JOGO, encoding="utf-8")
    registrar_todos()
    r = CliRunner().invoke(app, ["jogo", str(arquivo), "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["vencedor"] == "Querência"
    decisao = [o for o in d["observacoes"] if "decisão da Comissão" in o["texto"]]
    assert len(decisao) == 1 and "C, c" in decisao[0]["artigos"] and "tempo esgotado" in decisao[0]["texto"]


def test_contrato_v3_13_sem_decisao_o_jogo_empatado_fica_sem_vencedor(tmp_path: Path) -> None:
    arquivo = tmp_path / "jogo.yaml"
    arquivo.write_text(JOGO.rsplit("decisao:", 1)[0], encoding="utf-8")
    registrar_todos()
    r = CliRunner().invoke(app, ["jogo", str(arquivo), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["vencedor"] is None
