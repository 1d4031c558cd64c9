"""The argentino and the valenciano as the kernel's :class:`~arbitro.nucleo.sistema.Sistema` values (issue 14, contract
v2 §8): found by the registry by id and alias; what the CLI asks of them (``leituras()``, ``esquema()``, ``falas()``,
``modelo()``) answers (the calculators: test_*_baralho); neither package imports the other, nor the MTG's."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from espanhol import documento, julgar_texto

from arbitro.julgar import leituras
from arbitro.sistemas import identificar, ids, sistema

PACOTES = Path(__file__).resolve().parents[1] / "arbitro"


@pytest.mark.parametrize(("nome", "apelidos"), [("argentino", ("Truco argentino", "truco-argentino")),
                                                ("valenciano", ("truc", "Truc valenciano", "truc-valenciano"))])
def test_contrato_v2_8_registro_acha_o_sistema_pelo_id_e_pelos_apelidos(nome: str, apelidos: tuple[str, ...]) -> None:
    assert nome in ids()
    s = sistema(nome)
    assert s.id == nome and s.formato.chave_lado == "equipe" and s.formato.lados == "duplas"
    assert all(identificar(a) == nome for a in apelidos)
    assert s.regulamento.id == nome and s.regulamento.alvo_artigo in s.regulamento


@pytest.mark.parametrize("nome", ["argentino", "valenciano"])
def test_contrato_v2_8_leituras_do_sistema_pelo_registro(nome: str) -> None:
    registro = leituras(nome)
    assert registro.sistema == nome and set(registro) == set(sistema(nome).leituras())


@pytest.mark.parametrize("nome", ["argentino", "valenciano"])
def test_contrato_v2_8_cada_fala_listada_e_aceita_pelo_cenario(nome: str) -> None:
    """Every phrase ``falas()`` lists loads in a scenario and is understood (a judge may write any of them), and
    the schema for editors accepts it too."""
    import re

    s = sistema(nome)
    grupos = s.falas()
    assert {"respostas", "truco", "envido"} <= set(grupos)
    assert {"quiero", "no quiero", "quero", "não quero"} <= set(grupos["respostas"])
    padrao = re.compile(s.esquema()["definitions"]["fala"]["pattern"])
    for frase in (f for fs in grupos.values() for f in fs):
        d = julgar_texto(nome, documento(nome, f"- a1: {frase}\n", um=nome == "valenciano"))
        assert d["regulamento"] == nome, frase
        assert padrao.match(frase), frase


def test_argentino_flor_so_no_argentino_e_falas_de_cada_sistema() -> None:
    assert "flor" in sistema("argentino").falas()
    assert "flor" not in sistema("valenciano").falas()
    assert "jogo fora" in sistema("valenciano").falas()["truco"]


def test_modelo_de_cada_sistema_pelo_registro_se_julga() -> None:
    from arbitro.cenario.yamlpos import compor
    from arbitro.nucleo.leituras import PADRAO

    for nome in ("argentino", "valenciano"):
        s = sistema(nome)
        d = s.resolver(s.cenario(compor(s.modelo(), "modelo"), "modelo"), PADRAO).json()
        assert d["regulamento"] == nome and d["lancamentos"]


def _importados(pasta: Path) -> set[str]:
    saida: set[str] = set()
    for p in pasta.rglob("*.py"):
        for no in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(no, ast.ImportFrom) and no.module:
                saida.add(no.module)
            elif isinstance(no, ast.Import):
                saida.update(a.name for a in no.names)
    return saida


@pytest.mark.parametrize(("pacote", "proibidos"), [
    ("sistemas/argentino", ("arbitro.sistemas.valenciano", "arbitro.sistemas.mtg", "arbitro.cli")),
    ("sistemas/valenciano", ("arbitro.sistemas.argentino", "arbitro.sistemas.mtg", "arbitro.cli")),
    ("familias/espanhol", ("arbitro.sistemas", "arbitro.cli")),
])
def test_issue_14_sistemas_independentes(pacote: str, proibidos: tuple[str, ...]) -> None:
    """No system package imports another; the family imports no system (each passes in what is its own)."""
    ruins = sorted(m for m in _importados(PACOTES / pacote) if m.startswith(proibidos))
    assert not ruins


def test_contrato_v2_8_esquema_de_todos_os_sistemas_le_cada_um_pelo_seu_regulamento() -> None:
    """`arbitro esquema` (every system): an argentino scenario is checked by the argentino's schema — its truco
    passes, the valenciano's "jogo fora" and an eight (no 8 in the Spanish deck of 40) do not."""
    import yaml
    from test_esquema import TODOS, erros

    def doc(eventos: str) -> object:
        return yaml.safe_load(documento("argentino", eventos))

    assert erros(doc("- a1: truco\n- b1: quiero\n"), TODOS, TODOS) == []
    assert erros(doc("- a1: jogo fora\n"), TODOS, TODOS)
    assert erros(doc("- a1: {joga: 8C}\n"), TODOS, TODOS)
    assert erros(yaml.safe_load(documento("valenciano", "- a1: jogo fora\n", um=True)), TODOS, TODOS) == []
