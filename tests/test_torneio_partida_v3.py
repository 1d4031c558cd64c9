"""An MTG partida file with the keys of contract v3 §12 (as the table recorder writes it): `versao: 3`, `lados:` and
`equipes:` for `trios:`, `maos:` for `voltas:`, `opcoes:` (the MTG has none) and the súmula's torneio, data,
mesa_numero and juiz, carried to `arbitro sumula` (Art. 4) and escaped there. The ruling is the v2 file's, byte for
byte. Numbers from the text: a volta won in the vazas with TRUCO accepted is 2 (Art. XVI), without it 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from torneio import ASSENTOS, TRIOS, partida, problemas
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()

V2 = "versao: 2\n" + TRIOS + ASSENTOS + "placar_inicial: {Pampa: 22, Coxilha: 10}\nvoltas:\n" \
    "  - eventos: [{Zeca: truco}, {Bira: quero}, {vaza: Pampa}, {vaza: Pampa}]\n"
SUMULA = ('torneio: "Rodeio <b>Crioulo</b>"\ndata: 2026-12-04\nmesa_numero: 7\njuiz: "Ademar & filhos"\n'
          "opcoes: {}\n")
V3 = ("versao: 3\n" + SUMULA + TRIOS.replace("trios:", "lados:") + ASSENTOS
      + "placar_inicial: {Pampa: 22, Coxilha: 10}\nmaos:\n"
      + "  - eventos: [{Zeca: truco}, {Bira: quero}, {vaza: Pampa}, {vaza: Pampa}]\n")


def _cli(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(app, list(args))
    return r.exit_code, r.output


def test_contrato_v3_12_partida_mtg_com_as_chaves_v3_julga_como_a_v2(tmp_path: Path) -> None:
    r = partida(V3)
    # 22 + 2 (TRUCO aceito, Art. XVI) = 24: Pampa vence (Art. 10, II)
    assert r.placar_final == {"Pampa": 24, "Coxilha": 10} and r.vencedor == "Pampa"
    assert r.partida.sumula == {"torneio": "Rodeio <b>Crioulo</b>", "data": "2026-12-04", "mesa_numero": "7",
                                "juiz": "Ademar & filhos"}
    (tmp_path / "v2.yaml").write_text(V2, encoding="utf-8")
    (tmp_path / "v3.yaml").write_text(V3, encoding="utf-8")
    for opcoes in ([], ["--json"]):
        c2, s2 = _cli("partida", str(tmp_path / "v2.yaml"), *opcoes)
        c3, s3 = _cli("partida", str(tmp_path / "v3.yaml"), *opcoes)
        assert (c2, s2) == (c3, s3) and c2 == 0
    assert json.loads(s2)["trios"] == {"Pampa": ["Zeca", "Tonho", "Dico"], "Coxilha": ["Bira", "Lau", "Nando"]}


@pytest.mark.parametrize("alias", ["equipes", "lados"])
def test_contrato_v3_12_equipes_e_lados_sao_trios(alias: str) -> None:
    r = partida(V2.replace("versao: 2", "versao: 3").replace("trios:", f"{alias}:"))
    assert r.placar_final == {"Pampa": 24, "Coxilha": 10}


def test_contrato_v3_12_dois_nomes_dos_lados_e_entrada_invalida() -> None:
    texto = V2.replace("versao: 2\n", "versao: 3\n" + TRIOS.replace("trios:", "lados:"))
    assert problemas(partida, texto) == ["doc.yaml:2:8: lados: já dado em trios (são o mesmo, contrato v3 §12): "
                                         "escreva um só"]


def test_contrato_v2_8_o_truco_cego_nao_tem_opcoes() -> None:
    texto = V3.replace("opcoes: {}", "opcoes: {flor: true}")
    assert problemas(partida, texto) == ["doc.yaml:6:10: opcoes: 'flor' não é opção do Truco Cego: o regulamento "
                                         "do MTG não tem opções (as do contrato v2 §8 são do argentino e do "
                                         "valenciano); tire a chave"]


def test_versao_4_na_partida_e_entrada_invalida() -> None:
    [p] = problemas(partida, V3.replace("versao: 3", "versao: 4"))
    assert p == "doc.yaml:1:9: versao 4: este documento é do contrato v2 (ou v3 §12); escreva versao: 2 ou 3"


def test_art_4_sumula_da_partida_mtg_leva_torneio_data_mesa_e_juiz_escapados(tmp_path: Path) -> None:
    (tmp_path / "p.yaml").write_text(V3, encoding="utf-8")
    codigo, pagina = _cli("sumula", str(tmp_path / "p.yaml"))
    assert codigo == 0
    assert ('<dl class="cab"><dt>Torneio</dt><dd>Rodeio &lt;b&gt;Crioulo&lt;/b&gt;</dd><dt>Data</dt>'
            "<dd>2026-12-04</dd><dt>Mesa</dt><dd>7</dd><dt>Juiz</dt><dd>Ademar &amp; filhos</dd></dl>") in pagina
    assert "<b>Crioulo</b>" not in pagina
    assert "partida seca" in pagina and "Vencedor: Pampa" in pagina


def test_art_4_sumula_do_jogo_mtg_leva_as_chaves_das_suas_partidas(tmp_path: Path) -> None:
    (tmp_path / "p.yaml").write_text(V3, encoding="utf-8")
    jogo = "versao: 2\nformato: seca\n" + TRIOS + "partidas: [{arquivo: p.yaml}]\n"
    (tmp_path / "j.yaml").write_text(jogo, encoding="utf-8")
    (tmp_path / "j2.yaml").write_text('juiz: "Outro"\n' + jogo, encoding="utf-8")
    _c, pagina = _cli("sumula", str(tmp_path / "j.yaml"))
    assert "<dt>Mesa</dt><dd>7</dd>" in pagina and "<dt>Juiz</dt><dd>Ademar &amp; filhos</dd>" in pagina
    _c, pagina = _cli("sumula", str(tmp_path / "j2.yaml"))  # the jogo's own key first
    assert "<dt>Juiz</dt><dd>Outro</dd>" in pagina and "<dt>Mesa</dt><dd>7</dd>" in pagina


def test_art_4_sumula_do_jogo_em_branco_quando_as_partidas_discordam(tmp_path: Path) -> None:
    (tmp_path / "p2.yaml").write_text(V3.replace('juiz: "Ademar & filhos"', "juiz: Outro"), encoding="utf-8")
    (tmp_path / "j.yaml").write_text("versao: 2\n" + TRIOS + "partidas: [{Pampa: 24, Coxilha: 3}, "
                                     "{Coxilha: 24, Pampa: 3}, {arquivo: p2.yaml}]\n", encoding="utf-8")
    _c, pagina = _cli("sumula", str(tmp_path / "j.yaml"))  # one partida file: its keys
    assert "<dt>Juiz</dt><dd>Outro</dd>" in pagina
    (tmp_path / "j3.yaml").write_text("versao: 2\nformato: melhor-de-tres\n" + TRIOS + "partidas: [{arquivo: p2.yaml}, "
                                      "{arquivo: p3.yaml}]\n", encoding="utf-8")
    (tmp_path / "p3.yaml").write_text(V3, encoding="utf-8")
    codigo, pagina = _cli("sumula", str(tmp_path / "j3.yaml"))
    assert codigo == 0
    # the two partida files disagree on the judge: the line stays blank; they agree on the table
    assert "<dt>Juiz</dt><dd>____________________</dd>" in pagina and "<dt>Mesa</dt><dd>7</dd>" in pagina


def test_contrato_v3_12_esquema_da_partida_mtg_aceita_as_chaves_v3() -> None:
    import yaml
    from test_torneio_esquema import _valida

    assert _valida(yaml.safe_load(V3.replace("data: 2026-12-04", 'data: "2026-12-04"')), "partida") == []
    assert _valida(yaml.safe_load(V2), "partida") == []
    assert _valida(yaml.safe_load(V3.replace("opcoes: {}", "opcoes: {flor: true}")), "partida")
    assert _valida(yaml.safe_load(V3 + TRIOS), "partida")  # lados: and trios: both
