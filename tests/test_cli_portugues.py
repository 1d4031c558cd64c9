"""The frame around the commands in pt-BR, on a phone's screen (issue 13).

* every command's ``--help`` and a set of usage errors: no word of typer's or click's English, no OS
  error text in English, no internal jargon;
* the one-liners of ``arbitro --help`` are whole (click cuts at the first period, as in "(Art.");
* every command at 40 columns: no word is cut (each word printed is a word of the same output at
  200 columns; a case ID too long for the line may only break after a hyphen).
"""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()

RAIZ = Path(__file__).resolve().parent.parent
EXEMPLO = "exemplos/falta-envido-contra-proposta-dupla.yaml"
INGLES = re.compile("|".join((
    r"\bUsage:", r"\bOptions:", r"\bCommands:", r"\bArguments:", r"Show this message", r"\[default\b",
    r"\[required\]", r"\bTry '", r"\bError\b", r"No such option", r"No such command", r"Missing argument",
    r"Missing option", r"Got unexpected", r"Did you mean", r"<list\[str\]>", r"<int range>", r"\[x>=",
    r"\{CASO\.yaml\}", r"\{ID\}", r"No such file", r"Is a directory", r"Too many levels", r"Permission denied",
    r"Invalid value", r"is not a valid", r"\brequires an? ", r"<str>", r"<int>", r"\bINTEGER\b", r"\bTEXT\b",
    r"\bPATH\b", r"Install completion", r"Show completion", r"Aborted", r"contrato v\d", r"contrato §",
)))


def _caminhos() -> list[list[str]]:
    """Every command path of the app: [], [resolve], [casos], [casos, listar], …"""
    raiz = typer.main.get_command(app)
    saida: list[list[str]] = []

    def andar(cmd: object, caminho: list[str]) -> None:
        saida.append(caminho)
        for nome, filho in getattr(cmd, "commands", {}).items():
            andar(filho, [*caminho, nome])

    andar(raiz, [])
    return saida


CAMINHOS = _caminhos()


def arbitro(*args: str, colunas: int = 100, entrada: bytes | None = None) -> subprocess.CompletedProcess[str]:
    r = subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, cwd=RAIZ, timeout=30,
                       check=False, input=entrada,
                       env={**os.environ, "COLUMNS": str(colunas), "LINES": "50", "TERM": "dumb"})
    return subprocess.CompletedProcess(r.args, r.returncode, r.stdout.decode(), r.stderr.decode())


def test_todos_os_comandos_sao_percorridos() -> None:
    nomes = {" ".join(c) for c in CAMINHOS}
    assert {"resolve", "casos listar", "regulamento buscar", "treino", "falas", "casos novo"} <= nomes


@pytest.mark.parametrize("caminho", CAMINHOS, ids=[" ".join(c) or "arbitro" for c in CAMINHOS])
def test_ajuda_de_cada_comando_em_portugues(caminho: list[str]) -> None:
    for ajuda in ("--help", "-h"):
        r = arbitro(*caminho, ajuda)
        assert r.returncode == 0, r.stderr
        assert r.stdout.startswith("Uso: arbitro"), r.stdout
        achado = INGLES.search(r.stdout)
        assert achado is None, (achado.group(0), r.stdout)


ERROS_DE_USO = [
    ["resolve"], ["resolve", "a.yaml", "b.yaml"], ["resolve", "--jsn", "a.yaml"], ["casos", "mostrar"],
    ["casos", "listar", "--foo"], ["resolv"], ["treino", "--n", "x"], ["treino", "--n"], ["regulamento", "buscar"],
    ["regulamento", "buscar", "-n", "0", "flor"], ["falta"], ["falta", "18"], ["esquema", "demais"], ["artigo"],
    ["casos", "verificar", "--pasta"], ["novo", "--tema"], ["--versao"],
]


@pytest.mark.parametrize("args", ERROS_DE_USO, ids=[" ".join(a) for a in ERROS_DE_USO])
def test_erros_de_uso_em_portugues(args: list[str]) -> None:
    r = arbitro(*args)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert r.stderr.strip() and "Traceback" not in r.stderr, r.stderr
    achado = INGLES.search(r.stderr)
    assert achado is None, (achado.group(0), r.stderr)


def test_comando_parecido_e_sugerido_em_portugues() -> None:
    r = arbitro("resolv")
    assert r.stderr.startswith("erro: comando desconhecido 'resolv'; você quis dizer 'resolve'?")


@pytest.mark.parametrize("caso", ["/nao/existe.yaml", "pasta", "laco"], ids=["inexistente", "pasta", "laco"])
def test_erros_do_sistema_em_portugues(caso: str, tmp_path: Path) -> None:
    comandos = [["resolve", caso], ["resolve", caso, "--citar"]]
    if caso == "laco":
        laco = tmp_path / "laco.yaml"
        laco.symlink_to(laco)
        caso = str(laco)
        comandos = [["resolve", caso], ["casos", "listar", "--pasta", caso]]
    elif caso == "pasta":
        caso = str(tmp_path)
        comandos = [["resolve", caso], ["novo", "-o", caso]]
    else:
        comandos.append(["casos", "listar", "--pasta", caso])
    for args in comandos:
        r = arbitro(*args)
        assert r.returncode == 2, r.stderr
        assert INGLES.search(r.stderr) is None, r.stderr
        assert "Traceback" not in r.stderr


def test_resumos_da_ajuda_nao_cortam_no_art() -> None:
    r = arbitro("--help", colunas=200)
    assert "(Art. XIV)" in r.stdout and "(Art. IX)" in r.stdout
    assert not re.search(r"\(Art\.\s*$", r.stdout, re.M)


def test_version() -> None:
    from arbitro import __version__

    r = arbitro("--version")
    assert r.returncode == 0 and r.stdout == f"arbitro {__version__}\n"


# --- 40 columns ----------------------------------------------------------------------------------------

_MOLDURA = re.compile(r"[\u2500-\u257f\u2580-\u259f]")  # box drawing (tables, panels, rules)
_LETRA = re.compile(r"[^\W_]", re.UNICODE)


def _palavras(texto: str) -> set[str]:
    return set(_MOLDURA.sub(" ", texto).split())


def cortadas(estreita: str, larga: str) -> list[str]:
    """Words cut at the narrow width: a word ended with an ellipsis, or split across two lines — the end of
    one line and the start of the next joined make a word of the wide output, and neither part is one."""
    inteiras = _palavras(larga)
    achadas = [p for p in _palavras(estreita) if p.endswith("…") and p not in inteiras]
    linhas = [_MOLDURA.sub(" ", linha).strip() for linha in estreita.splitlines()]
    for atual, seguinte in itertools.pairwise(linhas):
        if not atual or not seguinte:
            continue
        fim, comeco = atual.split()[-1], seguinte.split()[0]
        if not (_LETRA.match(fim[-1]) or fim.endswith("-")) or not _LETRA.match(comeco[0]):
            continue
        junta = fim + comeco
        limpa = junta.strip(".,;:()[]'\"")
        partida = (fim not in inteiras or comeco not in inteiras) and any(limpa in w for w in inteiras)
        id_quebrado = fim.endswith("-") and re.fullmatch(r"[a-z0-9-]+", limpa)  # an ID broken after a hyphen
        if partida and not id_quebrado:
            achadas.append(f"{fim}|{comeco}")
    return achadas


COMANDOS_40 = [
    ["resolve", EXEMPLO], ["resolve", EXEMPLO, "--citar"], ["artigo", "XIII", "c"], ["regulamento"],
    ["regulamento", "buscar", "flor", "renegada"], ["regulamento", "cobertura"], ["envido", "7E", "6E", "1C"],
    ["envido", "7E", "6E", "5E"], ["flor", "12O", "11O", "10O"], ["vaza", "3E", "1P", "7O", "3C"], ["falta", "18x22"],
    ["casos", "listar"], ["casos", "buscar", "me", "achico"], ["casos", "verificar"], ["falas"],
    ["casos", "mostrar", "envido-10-viii-h-repita-o-seu-canto-querido-vale-7", "--resposta"],
    ["treino", "--n", "2", "--semente", "3"],
]  # `novo` and `esquema` print a file (YAML, JSON), not text for the screen


@pytest.mark.parametrize("args", COMANDOS_40, ids=[" ".join(a[:3]) for a in COMANDOS_40])
def test_quarenta_colunas_sem_palavra_cortada(args: list[str]) -> None:
    entrada = b"1\n0\nXVI\n1\n0\nXVI\n" if args[0] == "treino" else None
    larga = arbitro(*args, colunas=200, entrada=entrada)
    estreita = arbitro(*args, colunas=40, entrada=entrada)
    assert estreita.returncode == larga.returncode, estreita.stderr
    assert estreita.returncode in (0, 1), estreita.stderr
    for linha in estreita.stdout.splitlines():
        assert len(linha) <= 40, linha
    assert cortadas(estreita.stdout, larga.stdout) == []


@pytest.mark.parametrize("caminho", CAMINHOS, ids=[" ".join(c) or "arbitro" for c in CAMINHOS])
def test_ajuda_em_quarenta_colunas_sem_palavra_cortada(caminho: list[str]) -> None:
    larga = arbitro(*caminho, "--help", colunas=200)
    estreita = arbitro(*caminho, "--help", colunas=40)
    for linha in estreita.stdout.splitlines():
        assert len(linha) <= 40, linha
    assert cortadas(estreita.stdout, larga.stdout) == []


@pytest.mark.parametrize("colunas", [60, 100, 140])
def test_cobertura_nunca_corta_um_id_de_caso(colunas: int) -> None:
    r = arbitro("regulamento", "cobertura", colunas=colunas)
    assert r.returncode == 0
    assert "…" not in r.stdout
    larga = arbitro("regulamento", "cobertura", colunas=300)
    assert cortadas(r.stdout, larga.stdout) == []


def test_completamento_instalado_e_recusado_em_portugues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`arbitro --install-completion` (the README's "Completar no shell") says where it installed in Portuguese —
    typer says "bash completion installed in … Completion will take effect once you restart the terminal" — and
    a shell without a completion script is refused in Portuguese, exit 2, nothing written."""
    import typer._completion_shared as compartilhado
    from typer.testing import CliRunner

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(compartilhado, "_get_shell_name", lambda: "bash")
    r = CliRunner().invoke(app, ["--install-completion"])
    assert r.exit_code == 0, r.output
    assert r.output == (f"Completamento do bash instalado em {tmp_path / '.bash_completions' / 'arbitro.sh'}.\n"
                        "Vale a partir do próximo terminal aberto.\n")
    assert (tmp_path / ".bash_completions" / "arbitro.sh").is_file()
    monkeypatch.setattr(compartilhado, "_get_shell_name", lambda: "tcsh")
    for opcao in ("--install-completion", "--show-completion"):
        r = CliRunner().invoke(app, [opcao])
        assert r.exit_code == 2 and not INGLES.search(r.output) and "not supported" not in r.output, r.output
        assert "o shell tcsh não tem completamento; os que têm: bash, zsh, fish, powershell" in r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [".bash_completions", ".bashrc"]
