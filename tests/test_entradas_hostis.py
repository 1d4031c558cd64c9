"""Hostile input through every command that reads it (issue 21, items 5, 6, 7, 13 and 14): each class of input in
each kind of document, through each command that takes that document, gives a located pt-BR message, exit 2 and
leaves every file as it was; what is valid goes out as text, never as a formula, a tag or a terminal command."""

from __future__ import annotations

import csv
import errno
import hashlib
import io
import json
import os
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.nucleo.celulas import markdown, planilha

registrar_todos()
runner = CliRunner()

# What a terminal obeys instead of printing: ANSI (ESC) and C1 (CSI) escapes, a bidi override, NUL.
PERIGOSOS = ("\x1b", "\x9b", "\u202e", "\x00", "\x07")

# -- the documents, each with a name in it ----------------------------------------------------------------

VOLTA_MTG = """placar: {A: 0, B: 0}
trios: {A: [a1, a2, NOME], B: [b1, b2, b3]}
mesa: [a1, b1, a2, b2, NOME, b3]
eventos: [{vaza: A}, {vaza: A}]
"""
VOLTA_PAULISTA = """versao: 2
regulamento: paulista
vira: 4P
placar: {A: 0, B: 0}
duplas: {A: [a1, NOME], B: [b1, b2]}
mesa: [a1, b1, NOME, b2]
eventos: [{vaza: A}, {vaza: A}]
"""
VOLTA_VALENCIANO = """versao: 2
regulamento: valenciano
placar: {A: 0, B: 0}
duplas: {A: [NOME], B: [b1]}
mesa: [NOME, b1]
eventos: [{vaza: A}, {vaza: A}]
"""
LADO_PAULISTA = VOLTA_PAULISTA.replace("duplas: {A:", "duplas: {NOME:").replace("placar: {A:", "placar: {NOME:")
PARTIDA = """versao: 2
trios: {A: [a1, a2, NOME], B: [b1, b2, b3]}
assentos: [a1, b1, a2, b2, NOME, b3]
voltas:
  - eventos: [{vaza: A}, {vaza: A}]
"""
JOGO = """versao: 2
trios: {A: [a1, a2, NOME], B: [b1, b2, b3]}
partidas: [{A: 24, B: 10}, {A: 24, B: 12}]
"""
JOGO_JUIZ = JOGO + "juiz: NOME\n"
TORNEIO = """versao: 2
jogos:
  - {trios: [A, B], partidas: [{A: 24, B: 10}, {A: 24, B: 12}]}
  - {trios: [NOME, B], partidas: []}
"""
TORNEIO_TITULO = """versao: 2
torneio: NOME
jogos:
  - {trios: [A, B], partidas: [{A: 24, B: 10}, {A: 24, B: 12}]}
"""

# (document, the commands that take it; ARQ is the document, SAIDA a file the command would write)
DOCUMENTOS = {
    "volta-mtg": (VOLTA_MTG, [["resolve", "ARQ"], ["resolve", "ARQ", "--json"], ["casos", "novo", "ARQ", "-o",
                                                                               "SAIDA"]]),
    "volta-paulista": (VOLTA_PAULISTA, [["resolve", "ARQ"], ["casos", "novo", "ARQ", "-o", "SAIDA"]]),
    "lado-paulista": (LADO_PAULISTA, [["resolve", "ARQ", "--json"]]),
    "volta-valenciano": (VOLTA_VALENCIANO, [["resolve", "ARQ"], ["casos", "novo", "ARQ", "-o", "SAIDA"]]),
    "partida": (PARTIDA, [["partida", "ARQ"], ["partida", "ARQ", "--json"], ["mesa", "ARQ"]]),
    "jogo": (JOGO, [["jogo", "ARQ"], ["sumula", "ARQ", "-o", "SAIDA"]]),
    "jogo-juiz": (JOGO_JUIZ, [["jogo", "ARQ", "--json"], ["sumula", "ARQ", "-o", "SAIDA"]]),
    "torneio-jogo-inline": (TORNEIO, [["classificacao", "ARQ"], ["classificacao", "ARQ", "--csv"],
                                      ["classificacao", "ARQ", "--markdown"]]),
    "torneio-titulo": (TORNEIO_TITULO, [["classificacao", "ARQ"], ["classificacao", "ARQ", "--markdown"]]),
}

# (YAML of the name, what the message must say)
NOMES_RUINS = {
    "ansi": ('"x\\e[2J\\e]0;pwned\\a"', "caractere"),
    "c1": ('"x\\x9b31m"', "caractere"),
    "bidi": ('"x\\u202eevil"', "caractere"),
    "nul": ('"x\\0y"', "caractere"),
    "200-mil-caracteres": ("T" * 200_000, "longo demais"),
}

# A YAML key is at most 1024 characters (a longer one is a syntax error, located): the long name goes in lists only.
CASOS = [pytest.param(doc, cmd, nome, id=f"{doc}-{'-'.join(c for c in cmd if c.islower())}-{nome}")
         for doc, (_, cmds) in DOCUMENTOS.items() for cmd in cmds for nome in NOMES_RUINS
         if not (doc == "lado-paulista" and nome == "200-mil-caracteres")]


def _fotografia(pasta: Path) -> dict[str, str]:
    return {str(p.relative_to(pasta)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(pasta.rglob("*")) if p.is_file()}


def _invalido(args: list[str], pasta: Path, arquivo: Path, trecho: str) -> str:
    """Run ``args``: exit 2, every stderr line located in ``arquivo``, ``trecho`` said, nothing obeyed by the
    terminal, no traceback, every file in ``pasta`` as it was and nothing written."""
    antes = _fotografia(pasta)
    r = runner.invoke(app, args)
    assert r.exit_code == 2, (r.exit_code, r.output[:500], r.stderr[:500])
    assert r.exception is None or isinstance(r.exception, SystemExit)
    linhas = r.stderr.splitlines()
    assert linhas and all(re.match(rf"^{re.escape(str(arquivo))}:\d+:\d+: ", x) for x in linhas), r.stderr[:800]
    assert trecho in r.stderr, r.stderr[:800]
    assert not any(c in r.stderr + r.stdout for c in PERIGOSOS)
    assert "Traceback" not in r.stderr
    assert len(r.stderr) < 5_000  # a hostile value is never echoed whole
    assert _fotografia(pasta) == antes
    return r.stderr


@pytest.mark.parametrize(("doc", "cmd", "nome"), CASOS)
def test_nome_hostil_recusado_localizado_em_todo_documento_e_comando(tmp_path: Path, doc: str, cmd: list[str],
                                                                     nome: str) -> None:
    """One check of names for every system and document (issue 21, item 7): escapes, C1, bidi, NUL and a
    200,000-character name refused with the same limit everywhere, the bad name quoted escaped."""
    modelo, _ = DOCUMENTOS[doc]
    yaml_nome, trecho = NOMES_RUINS[nome]
    arquivo = tmp_path / "doc.yaml"
    arquivo.write_text(modelo.replace("NOME", yaml_nome), encoding="utf-8")
    saida = tmp_path / "saida.html"
    args = [str(arquivo) if a == "ARQ" else str(saida) if a == "SAIDA" else a for a in cmd]
    _invalido(args, tmp_path, arquivo, trecho)
    assert not saida.exists()


def test_nome_hostil_e_mostrado_escapado_na_mensagem(tmp_path: Path) -> None:
    """The MTG message refusing a name used to echo it raw (``^[[2J`` cleared the judge's screen): now escaped."""
    arquivo = tmp_path / "volta.yaml"
    arquivo.write_text(VOLTA_MTG.replace("NOME", '"x\\e[2J"'), encoding="utf-8")
    erro = _invalido(["resolve", str(arquivo)], tmp_path, arquivo, "caractere invisível ou de controle")
    assert "'x\\x1b[2J'" in erro


def test_o_limite_de_um_nome_e_o_mesmo_em_todo_sistema(tmp_path: Path) -> None:
    """80 characters pass in every document, 81 are refused in every one (the MTG's limit, now everyone's)."""
    for doc in ("volta-mtg", "volta-paulista", "volta-valenciano", "torneio-jogo-inline"):
        modelo, cmds = DOCUMENTOS[doc]
        arquivo = tmp_path / f"{doc}.yaml"
        arquivo.write_text(modelo.replace("NOME", "N" * 80), encoding="utf-8")
        r = runner.invoke(app, [a.replace("ARQ", str(arquivo)) for a in cmds[0]])
        assert r.exit_code == 0, (doc, r.stderr)
        arquivo.write_text(modelo.replace("NOME", "N" * 81), encoding="utf-8")
        _invalido([a.replace("ARQ", str(arquivo)) for a in cmds[0]], tmp_path, arquivo,
                  "nome longo demais (81 caracteres; o limite é 80)")


# -- item 5: CSV formula injection -------------------------------------------------------------------------

def _torneio(tmp_path: Path, a: str, b: str, titulo: str | None = None, semente: str | None = None) -> Path:
    arquivo = tmp_path / "torneio.yaml"
    linhas = ["versao: 2"]
    if titulo is not None:
        linhas.append(f"torneio: {json.dumps(titulo, ensure_ascii=False)}")
    if semente is not None:
        linhas.append(f"semente: {semente}")
    a_, b_ = json.dumps(a, ensure_ascii=False), json.dumps(b, ensure_ascii=False)
    linhas += ["jogos:", f"  - {{trios: [{a_}, {b_}], partidas: [{{{a_}: 24, {b_}: 10}}, {{{a_}: 24, {b_}: 12}}]}}"]
    arquivo.write_text("\n".join(linhas) + "\n", encoding="utf-8")
    return arquivo


@pytest.mark.parametrize(("a", "b"), [("=1+1", "-5"), ("@SUM(A1)", "+cmd|' /C calc'!A0"), ("=HYPERLINK(\"x\")", "ok")])
def test_s_d_classificacao_csv_neutraliza_formulas_e_mantem_o_saldo_numero(tmp_path: Path, a: str, b: str) -> None:
    """OWASP: a cell starting with =, +, -, @ goes out with a leading quote; the saldo (S, d) stays a number.
    By hand: a wins 24 × 10 and 24 × 12, two in a row count three (S, g: the 3rd 24 × 0): a has 3 partidas and
    72 tentos, b 22; saldo +50 and −50 (S, d)."""
    r = runner.invoke(app, ["classificacao", str(_torneio(tmp_path, a, b)), "--csv"])
    assert r.exit_code == 0, r.stderr
    linhas = list(csv.DictReader(io.StringIO(r.stdout)))
    assert [x["trio"] for x in linhas] == [planilha(a), planilha(b)]
    assert all(x["trio"].startswith("'") for x in linhas if x["trio"].lstrip("'")[:1] in "=+-@")
    assert [int(x["saldo"]) for x in linhas] == [50, -50]
    assert [int(x["tentos"]) for x in linhas] == [72, 22]


def test_planilha_neutraliza_os_seis_inicios_da_owasp() -> None:
    for inicio in ("=", "+", "-", "@", "\t", "\r"):
        assert planilha(f"{inicio}1+1") == f"'{inicio}1+1"
    assert planilha("Os Tauras") == "Os Tauras" and planilha("1 de Maio") == "1 de Maio"


# -- item 6: Markdown ---------------------------------------------------------------------------------------

def test_classificacao_markdown_escapa_html_links_pipes_e_quebras(tmp_path: Path) -> None:
    arquivo = _torneio(tmp_path, "<script>alert(1)</script>", "[x](javascript:alert(1)) | y",
                       titulo="Copa <img src=x onerror=alert(1)> | 2026")
    r = runner.invoke(app, ["classificacao", str(arquivo), "--markdown"])
    assert r.exit_code == 0, r.stderr
    md = r.stdout
    assert "<script>" not in md and "<img" not in md and not re.search(r"(?<!\\)\]\(javascript", md)
    assert md.startswith("# Copa &lt;img src=x onerror=alert(1)&gt; \\| 2026\n")
    assert "| 1 | &lt;script&gt;alert(1)&lt;/script&gt; | 1 | 3 | 72 | 50 | S, a |" in md
    assert "| 2 | \\[x\\](javascript:alert(1)) \\| y | 0 | 0 | 22 | -50 | — |" in md
    tabela = [x for x in md.splitlines() if x.startswith("| ") and x[2].isdigit()]
    assert len(tabela) == 2  # no pipe or line break of a name opened a row or a column


def test_markdown_de_um_texto() -> None:
    assert markdown("a\nb") == "a b"
    assert markdown("<b>&</b>") == "&lt;b&gt;&amp;&lt;/b&gt;"
    assert markdown("- x") == "\\- x" and markdown("1. x") == "1\\. x" and markdown("a-b") == "a-b"


def test_leituras_markdown_escapa_o_html() -> None:
    r = runner.invoke(app, ["leituras", "--markdown"])
    assert r.exit_code == 0 and "<" not in r.stdout.replace("`arbitro leituras --markdown > docs/leituras.md`", "")


# -- item 14: the seed and a file that is not a document -----------------------------------------------------

@pytest.mark.parametrize("semente", ["2026112801", "1234567890123456789", "-7", "9" * 300])
def test_s_f_semente_e_qualquer_inteiro_que_o_sorteio_usa(tmp_path: Path, semente: str) -> None:
    """S, f by contract v2 §11: the tied trios sorted by name, then random.Random(semente).shuffle — which takes any
    integer. Three trios equal in everything (each beat one, 24 × 10 twice): the order is the shuffle's."""
    arquivo = tmp_path / "torneio.yaml"
    arquivo.write_text(f"""versao: 2
semente: {semente}
jogos:
  - {{trios: [Pampa, Coxilha], partidas: [{{Pampa: 24, Coxilha: 10}}, {{Pampa: 24, Coxilha: 10}}]}}
  - {{trios: [Coxilha, Galpão], partidas: [{{Coxilha: 24, Galpão: 10}}, {{Coxilha: 24, Galpão: 10}}]}}
  - {{trios: [Galpão, Pampa], partidas: [{{Galpão: 24, Pampa: 10}}, {{Galpão: 24, Pampa: 10}}]}}
""", encoding="utf-8")
    esperado = sorted(["Pampa", "Coxilha", "Galpão"])
    random.Random(int(semente)).shuffle(esperado)
    r = runner.invoke(app, ["classificacao", str(arquivo), "--json"])
    assert r.exit_code == 0, r.stderr
    dados = json.loads(r.stdout)
    assert [x["trio"] for x in dados["classificacao"]] == esperado
    assert dados["semente"] == int(semente)


def test_s_f_semente_alem_do_que_o_python_converte_e_recusada(tmp_path: Path) -> None:
    arquivo = _torneio(tmp_path, "A", "B", semente="9" * 5000)
    _invalido(["classificacao", str(arquivo)], tmp_path, arquivo, "semente: número grande demais (5000 algarismos")


@pytest.mark.parametrize("cmd", [["classificacao", "ARQ"], ["classificacao", "ARQ", "--csv"]])
def test_arquivo_que_nao_e_um_documento_nao_e_ecoado(tmp_path: Path, cmd: list[str]) -> None:
    """``arquivo: /etc/passwd`` echoed the whole file in the message: say what is wrong, not the content."""
    segredo = tmp_path / "segredo"
    segredo.write_text("root:x:0:0:root:/root:/bin/bash\n" + "usuario-secreto:x:1000:1000::/home/u:/bin/sh\n" * 30,
                       encoding="utf-8")
    arquivo = tmp_path / "torneio.yaml"
    arquivo.write_text(f"versao: 2\njogos:\n  - arquivo: {segredo}\n", encoding="utf-8")
    args = [str(arquivo) if a == "ARQ" else a for a in cmd]
    antes = _fotografia(tmp_path)
    r = runner.invoke(app, args)
    assert r.exit_code == 2
    assert "root:x" not in r.stderr and "usuario-secreto" not in r.stderr
    assert re.search(r"segredo:1:1: jogo: esperava um mapeamento com trios e partidas, encontrei um texto de \d+ "
                     "caracteres", r.stderr), r.stderr
    assert _fotografia(tmp_path) == antes


# -- item 13: a file-system error while reading an input path is input (2, located), not output (3) ------------

def _com_arquivo(tmp_path: Path, doc: str, nome: str) -> Path:
    modelos = {
        "torneio": f"versao: 2\njogos:\n  - arquivo: {nome}\n",
        "jogo": f"versao: 2\ntrios: {{A: [a1, a2, a3], B: [b1, b2, b3]}}\npartidas:\n  - arquivo: {nome}\n",
    }
    arquivo = tmp_path / f"{doc}.yaml"
    arquivo.write_text(modelos[doc], encoding="utf-8")
    return arquivo


CMDS_COM_ARQUIVO = [("torneio", ["classificacao", "ARQ"]), ("torneio", ["classificacao", "ARQ", "--json"]),
                    ("jogo", ["jogo", "ARQ"]), ("jogo", ["sumula", "ARQ", "-o", "SAIDA"])]


@pytest.mark.parametrize(("doc", "cmd"), CMDS_COM_ARQUIVO)
def test_arquivo_com_nome_longo_demais_e_entrada_invalida_localizada(tmp_path: Path, doc: str, cmd: list[str]) -> None:
    arquivo = _com_arquivo(tmp_path, doc, "a" * 300 + ".yaml")
    saida = tmp_path / "sumula.html"
    args = [str(arquivo) if a == "ARQ" else str(saida) if a == "SAIDA" else a for a in cmd]
    erro = _invalido(args, tmp_path, arquivo, "arquivo: não foi possível ler")
    assert f"{arquivo}:4:14: " in erro or f"{arquivo}:3:14: " in erro
    assert "nome de arquivo longo demais" in erro and "escrever a saída" not in erro
    assert not saida.exists()


@pytest.mark.parametrize(("doc", "cmd"), CMDS_COM_ARQUIVO)
def test_arquivo_em_pasta_sem_permissao_e_entrada_invalida_localizada(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                      doc: str, cmd: list[str]) -> None:
    """A folder without search permission (simulated: the tests may run as root, who ignores permissions)."""
    stat_real = os.stat

    def stat_sem_permissao(caminho: object, *args: object, **kwargs: object) -> os.stat_result:
        if "sem-busca" in os.fspath(caminho):  # type: ignore[call-overload]
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(caminho))  # type: ignore[call-overload]
        return stat_real(caminho, *args, **kwargs)  # type: ignore[call-overload,no-any-return]

    arquivo = _com_arquivo(tmp_path, doc, "sem-busca/jogo.yaml")
    saida = tmp_path / "sumula.html"
    args = [str(arquivo) if a == "ARQ" else str(saida) if a == "SAIDA" else a for a in cmd]
    monkeypatch.setattr(os, "stat", stat_sem_permissao)
    erro = _invalido(args, tmp_path, arquivo, "arquivo: não foi possível ler 'sem-busca/jogo.yaml' (sem permissão)")
    assert "Permission denied" not in erro
    assert not saida.exists()


def test_pasta_de_casos_com_nome_longo_demais_e_entrada_invalida(tmp_path: Path) -> None:
    r = runner.invoke(app, ["casos", "verificar", "--pasta", str(tmp_path / ("p" * 300))])
    assert r.exit_code == 2 and "não foi possível ler a pasta de casos" in r.stderr
    assert "nome de arquivo longo demais" in r.stderr and "escrever a saída" not in r.stderr


@pytest.mark.parametrize("modelo", [VOLTA_MTG, VOLTA_PAULISTA], ids=["mtg", "paulista"])
def test_pergunta_com_escape_de_terminal_e_mostrada_escapada(tmp_path: Path, modelo: str) -> None:
    """The question is free text, not a name: it is shown (the ruling is given, exit 0), escaped."""
    arquivo = tmp_path / "volta.yaml"
    arquivo.write_text(modelo.replace("NOME", "x9") + 'pergunta: "quem \\e[2J\\e]0;pwned\\a ganha \\u202e?"\n',
                       encoding="utf-8")
    r = runner.invoke(app, ["resolve", str(arquivo)])
    assert r.exit_code == 0, r.stderr
    assert not any(c in r.stdout for c in PERIGOSOS)
    assert "Pergunta: quem \\x1b[2J\\x1b]0;pwned\\x07 ganha \\u202e?" in r.stdout


EXEMPLOS = Path(__file__).resolve().parents[1] / "exemplos"


@pytest.mark.parametrize("cmd", [["resolve", str(EXEMPLOS / "falta-envido-contra-proposta-dupla.yaml")],
                                 ["partida", str(EXEMPLOS / "torneio" / "partida-tauras-querencia.yaml")],
                                 ["jogo", str(EXEMPLOS / "torneio" / "jogo-tauras-querencia.yaml")],
                                 ["classificacao", str(EXEMPLOS / "torneio" / "torneio-rodeio.yaml")]],
                         ids=["resolve", "partida", "jogo", "classificacao"])
@pytest.mark.parametrize("nome", ["ansi", "bidi", "200-mil-caracteres"])
def test_comissao_hostil_nos_esclarecimentos_recusada_em_todo_comando(tmp_path: Path, cmd: list[str],
                                                                      nome: str) -> None:
    """The commission's name is shown in every ruling that applies its clarifications: the same one-line check."""
    arquivo = tmp_path / "esclarecimentos.yaml"
    arquivo.write_text(f"comissao: {NOMES_RUINS[nome][0]}\nleituras: {{}}\n", encoding="utf-8")
    trecho = "longo demais" if nome == "200-mil-caracteres" else "caractere de controle"
    _invalido([*cmd, "--leituras", str(arquivo)], tmp_path, arquivo, trecho)
