"""`arbitro artigo` and `arbitro regulamento [buscar]` through typer's CliRunner."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.nucleo.regulamento import carregar
from arbitro.sistemas.mtg.artigos import IDS_CANONICOS

registrar_todos()

runner = CliRunner()


@pytest.mark.parametrize("id_", IDS_CANONICOS)
def test_todo_id_canonico_do_contrato_se_acha(id_: str) -> None:
    r = runner.invoke(app, ["artigo", id_, "--json"])
    assert r.exit_code == 0, r.output
    dados = json.loads(r.stdout)
    assert set(dados) == {"id", "titulo", "parte", "texto"}
    assert dados["id"] == id_
    assert dados["texto"] == carregar().artigo(id_).texto


@pytest.mark.parametrize(
    ("palavras", "id_"),
    [
        (["XIII", "c"], "Art. XIII, c"),
        (["XIII c"], "Art. XIII, c"),
        (["Art. 10, VIII, i"], "Art. 10, VIII, i"),
        (["xvi", "vaza", "empatada"], "Art. XVI, Vaza empatada"),
        (["Art. XIV, canto equivocado"], "Art. XIV"),
        (["art.", "xv,", "c"], "Art. XV, c"),
        (["TÉRMINO", "do", "tempo", "de", "jogo"], "Término do tempo de jogo"),
    ],
)
def test_artigo_aceita_grafias_do_contrato(palavras: list[str], id_: str) -> None:
    r = runner.invoke(app, ["artigo", *palavras, "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["id"] == id_


def test_artigo_para_pessoa_mostra_id_titulo_e_texto() -> None:
    r = runner.invoke(app, ["artigo", "XV", "a"])
    assert r.exit_code == 0, r.output
    assert "Art. XV, a" in r.stdout
    assert "Envido simples" in r.stdout  # the title
    assert "Envido Simples:" in r.stdout  # the verbatim text
    assert "Envido" in r.stdout  # the part


def test_artigo_com_itens_lista_os_itens() -> None:
    r = runner.invoke(app, ["artigo", "Art. 7"])
    assert r.exit_code == 0, r.output
    assert "Itens:" in r.stdout
    assert "Art. 7, §2" in " ".join(r.stdout.split())


def test_artigo_desconhecido_sai_com_2_e_sugere() -> None:
    r = runner.invoke(app, ["artigo", "Art. XV, e"])
    assert r.exit_code == 2
    assert "artigo desconhecido" in r.stderr
    assert "Você quis dizer:" in r.stderr
    assert "Art. XV, a" in r.stderr
    assert r.stdout == ""
    assert "Traceback" not in r.output


def test_artigo_desconhecido_sem_parecidos_indica_o_indice() -> None:
    r = runner.invoke(app, ["artigo", "banana"])
    assert r.exit_code == 2
    assert "arbitro regulamento" in r.stderr


def test_artigo_de_regulamento_desconhecido_sai_com_2() -> None:
    r = runner.invoke(app, ["artigo", "XIV", "--regulamento", "truco-paulista"])
    assert r.exit_code == 2
    assert "regulamento desconhecido" in r.stderr


def test_regulamento_mostra_o_indice_em_arvore() -> None:
    r = runner.invoke(app, ["regulamento"])
    assert r.exit_code == 0, r.output
    for trecho in ("Flor", "Envido", "Truco", "Regulamento Disciplinar", "Sinopse — Vencedor",
                   "Art. 10, VIII, k", "Art. XVI, Lei do jogo", "D, g, 7", "S, j", "├──", "└──"):
        assert trecho in r.stdout, trecho


def test_regulamento_json_lista_todos_os_artigos() -> None:
    r = runner.invoke(app, ["regulamento", "--json"])
    assert r.exit_code == 0, r.output
    dados = json.loads(r.stdout)
    ids = [a["id"] for p in dados["partes"] for a in p["artigos"]]
    assert ids == [a.id for a in carregar().artigos]


def test_buscar_flor_renegada_acha_art_x_primeiro() -> None:
    r = runner.invoke(app, ["regulamento", "buscar", "flor", "renegada", "--json"])
    assert r.exit_code == 0, r.output
    achados = json.loads(r.stdout)
    assert achados[0]["id"] == "Art. X"
    assert {"id", "titulo", "parte", "trecho"} <= set(achados[0])
    assert "renegada" in achados[0]["trecho"]


def test_buscar_sem_acento_e_em_maiusculas() -> None:
    r = runner.invoke(app, ["regulamento", "buscar", "ACHICO", "--json"])
    assert json.loads(r.stdout)[0]["id"] == "Art. XIII, g"
    humano = runner.invoke(app, ["regulamento", "buscar", "embriaguez"])
    assert humano.exit_code == 0
    assert humano.stdout.index("Art. 7, VI") < humano.stdout.index("D, g, 6")
    assert "embriaguez" in humano.stdout


def test_buscar_sem_resultado_avisa_e_sai_com_0() -> None:
    r = runner.invoke(app, ["regulamento", "buscar", "xilofone"])
    assert r.exit_code == 0
    assert "Nenhum artigo" in r.stdout
    vazio = runner.invoke(app, ["regulamento", "buscar", "xilofone", "--json"])
    assert vazio.exit_code == 0
    assert json.loads(vazio.stdout) == []


def test_buscar_respeita_o_limite() -> None:
    r = runner.invoke(app, ["regulamento", "buscar", "tentos", "--json", "--limite", "2"])
    assert len(json.loads(r.stdout)) == 2
