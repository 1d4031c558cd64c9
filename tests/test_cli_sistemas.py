"""The commands that depend on the rule system answer for each system (issue 14): ``--sistema`` on the
calculators, the rulebook, the schema, the speech, the template and the case library, and a citation that names
its system finds its rulebook. Numbers worked out from the seeds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.nucleo.dados import pasta
from arbitro.sistemas import ids, sistema

registrar_todos()
RUNNER = CliRunner()
OUTROS = ("paulista", "mineiro", "argentino", "valenciano")


def _rodar(*args: str) -> Any:
    return RUNNER.invoke(app, list(args))


def _json(*args: str) -> Any:
    r = _rodar(*args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_os_cinco_sistemas_do_contrato_v2_estao_registrados() -> None:
    assert set(ids()) == {"mtg-truco-cego", *OUTROS}


def test_paulista_manilhas_vaza_pela_vira() -> None:
    """Paulista, manilhas: the manilha is the rank after the vira (5 → 6), and among manilhas paus > copas >
    espadas > ouros: 6P takes the vaza from 6E."""
    d = _json("vaza", "--sistema", "paulista", "--vira", "5O", "6E", "6P")
    assert d["vencedora"] == "6P" and not d["parda"]
    assert "Paulista, manilhas" in d["artigos"]


def test_paulista_vaza_sem_vira_e_entrada_invalida() -> None:
    r = _rodar("vaza", "--sistema", "paulista", "6E", "6P")
    assert r.exit_code == 2 and "vira" in r.output


def test_argentino_envido_duas_do_mesmo_naipe_mais_vinte() -> None:
    """Argentino, envido: two cards of a suit add 20 (7 + 6 + 20 = 33)."""
    d = _json("envido", "--sistema", "argentino", "7E", "6E", "1C")
    assert d["valor"] == 33 and d["artigos"] == ["Argentino, envido"]


@pytest.mark.parametrize(("comando", "sistema_", "falta"), [
    ("envido", "paulista", "não tem envido"), ("envido", "mineiro", "não tem envido"),
    ("flor", "paulista", "não tem flor"), ("flor", "mineiro", "não tem flor"),
])
def test_calculadora_do_que_o_sistema_nao_tem_diz_que_nao_tem(comando: str, sistema_: str, falta: str) -> None:
    r = _rodar(comando, "--sistema", sistema_, "4P", "7C", "AE")
    assert r.exit_code == 2 and falta in r.output and "Traceback" not in r.output


def test_sistema_desconhecido_sugere_o_mais_perto() -> None:
    r = _rodar("vaza", "--sistema", "paulist", "6E", "6P")
    assert r.exit_code == 2 and "'paulista'" in r.output


def test_artigo_com_o_nome_do_sistema_acha_o_regulamento_dele() -> None:
    d = _json("artigo", "Paulista,", "empates")
    assert d["id"] == "Paulista, empates" and d["texto"]
    assert _json("artigo", "empates", "--sistema", "paulista")["id"] == "Paulista, empates"


@pytest.mark.parametrize("id_", OUTROS)
def test_regulamento_de_cada_sistema_tem_os_identificadores_do_contrato(id_: str) -> None:
    """Contract v2 §8: each rulebook's entries are exactly its ``<Sistema>, <seção>`` identifiers."""
    secoes = {
        "argentino": "baralho jogadores pontos vazas empates envido truco flor ordem",
        "mineiro": "baralho|jogadores|pontos|vazas|empates|truco|carta coberta|mão de onze|mão de ferro|troca de mãos",
        "paulista": "baralho|manilhas|jogadores|pontos|vazas|empates|truco|carta coberta|mão de onze|mão de ferro",
        "valenciano": "baralho jogadores camas vazas empates truco envido carta coberta",
    }[id_]
    nomes = secoes.split("|") if "|" in secoes else secoes.replace("carta coberta", "carta_coberta").split()
    nomes.append("classificacao")  # contract v3 §12: the section the project writes above the hand
    esperados = {f"{id_.capitalize()}, {n.replace('_', ' ')}" for n in nomes}
    d = _json("regulamento", "--sistema", id_)
    assert {a["id"] for p in d["partes"] for a in p["artigos"]} == esperados


@pytest.mark.parametrize("id_", OUTROS)
def test_regulamento_cobertura_do_sistema_sem_artigo_descoberto(id_: str) -> None:
    mapa = _json("regulamento", "cobertura", "--sistema", id_)
    assert mapa and all(mapa.values()), [a for a, c in mapa.items() if not c]


@pytest.mark.parametrize("id_", OUTROS)
def test_esquema_e_falas_do_sistema(id_: str) -> None:
    r = _rodar("esquema", "--sistema", id_)
    assert r.exit_code == 0 and json.loads(r.stdout) == sistema(id_).esquema()
    falas = _json("falas", "--sistema", id_)
    assert falas and all(isinstance(v, list) and v for v in falas.values())


@pytest.mark.parametrize("id_", OUTROS)
def test_novo_do_sistema_grava_um_modelo_que_resolve(id_: str, tmp_path: Path) -> None:
    destino = tmp_path / f"{id_}.yaml"
    r = _rodar("novo", "--sistema", id_, "-o", str(destino))
    assert r.exit_code == 0, r.output
    assert yaml.safe_load(destino.read_text(encoding="utf-8"))["regulamento"] == id_
    resolvido = _rodar("resolve", str(destino), "--json")
    assert resolvido.exit_code == 0, resolvido.output
    assert json.loads(resolvido.stdout)["regulamento"] == id_
    assert _rodar("novo", "--sistema", id_, "-o", str(destino)).exit_code == 2  # never overwritten


@pytest.mark.parametrize("id_", OUTROS)
def test_casos_listar_por_sistema_e_os_da_pasta_do_sistema(id_: str) -> None:
    listados = {c["id"] for c in _json("casos", "listar", "--sistema", id_)}
    arquivos = {p.stem for p in (pasta("casos") / id_).glob("**/*.yaml")}
    assert len(arquivos) >= 20 and listados == arquivos


def test_esquema_de_todos_escolhe_pelo_regulamento() -> None:
    """`arbitro esquema` (no --sistema) is every system's: each system's schema is in it, the document's
    `regulamento:` choosing (tests/test_esquema.py validates every case of the library against it)."""
    from arbitro.esquemas import esquema_de_todos

    todos = esquema_de_todos()
    assert set(OUTROS) <= set(todos["definitions"])
    r = _rodar("esquema")
    assert json.loads(r.stdout) == todos
