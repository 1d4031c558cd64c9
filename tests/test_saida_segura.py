"""Every `-o` of every command goes through one writer (issue 21, items 3 and 13): regular files only — a symbolic
link, a FIFO or a device is refused with a message and exit 2 even with ``--forcar``; an existing file keeps its
mode, a new one gets the umask's; a failed write leaves no temporary file; the system's errors in Portuguese."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()
RAIZ = Path(__file__).resolve().parent.parent
JOGO = str(RAIZ / "exemplos" / "torneio" / "jogo-tauras-querencia.yaml")
# Each command that writes with -o: its arguments before -o.
COMANDOS = {
    "sumula": ["sumula", JOGO],
    "leituras --modelo": ["leituras", "--modelo"],
    "novo": ["novo"],
}
INGLES = ("Is a directory", "Permission denied", "No such file", "Errno", "Traceback")


def invocar(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    for palavra in INGLES:
        assert palavra not in r.stderr, r.stderr
    return r.exit_code, r.stderr


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_recusa_link_simbolico_mesmo_com_forcar(comando: str, tmp_path: Path) -> None:
    alvo = tmp_path / "alvo.txt"
    alvo.write_text("do juiz\n", encoding="utf-8")
    link = tmp_path / "saida.html"
    link.symlink_to(alvo)
    for forcar in ([], ["--forcar"]):
        codigo, erro = invocar(*COMANDOS[comando], "-o", str(link), *forcar)
        assert codigo == 2 and "é um link simbólico" in erro
    assert link.is_symlink() and alvo.read_text(encoding="utf-8") == "do juiz\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="sem FIFO neste sistema")
@pytest.mark.parametrize("comando", COMANDOS)
def test_o_recusa_fifo_mesmo_com_forcar_sem_esperar(comando: str, tmp_path: Path) -> None:
    fifo = tmp_path / "saida.html"
    os.mkfifo(fifo)
    r = subprocess.run([sys.executable, "-m", "arbitro", *COMANDOS[comando], "-o", str(fifo), "--forcar"],
                       capture_output=True, timeout=30, stdin=subprocess.DEVNULL, check=False, cwd=RAIZ)
    assert r.returncode == 2 and "não é um arquivo comum" in r.stderr.decode()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_em_pasta_e_mensagem_em_portugues(comando: str, tmp_path: Path) -> None:
    codigo, erro = invocar(*COMANDOS[comando], "-o", str(tmp_path), "--forcar")
    assert codigo == 2 and "é uma pasta" in erro


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_guarda_o_modo_do_arquivo_e_o_novo_tem_o_da_umask(comando: str, tmp_path: Path) -> None:
    existente = tmp_path / "existente.html"
    existente.write_text("antigo\n", encoding="utf-8")
    existente.chmod(0o640)
    assert invocar(*COMANDOS[comando], "-o", str(existente), "--forcar")[0] == 0
    assert existente.read_text(encoding="utf-8") != "antigo\n"
    assert stat.S_IMODE(existente.stat().st_mode) == 0o640
    mascara = os.umask(0o022)
    try:
        assert invocar(*COMANDOS[comando], "-o", str(tmp_path / "novo.html"))[0] == 0
    finally:
        os.umask(mascara)
    assert stat.S_IMODE((tmp_path / "novo.html").stat().st_mode) == 0o644  # not mkstemp's 600


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_que_falha_no_meio_nao_deixa_tmp_nem_estraga_o_arquivo(comando: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    alvo = tmp_path / "saida.html"
    alvo.write_text("assinada\n", encoding="utf-8")

    def cheio(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", cheio)
    codigo, erro = invocar(*COMANDOS[comando], "-o", str(alvo), "--forcar")
    assert codigo == 2 and "sem espaço no disco" in erro
    assert alvo.read_text(encoding="utf-8") == "assinada\n"
    assert [p.name for p in tmp_path.iterdir()] == ["saida.html"]


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_sem_permissao_na_pasta_diz_em_portugues(comando: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    def negado(*_a: object, **_k: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", negado)
    codigo, erro = invocar(*COMANDOS[comando], "-o", str(tmp_path / "saida.html"))
    assert codigo == 2 and "sem permissão" in erro


@pytest.mark.parametrize("comando", COMANDOS)
def test_o_sem_forcar_nunca_sobrescreve(comando: str, tmp_path: Path) -> None:
    alvo = tmp_path / "saida.html"
    alvo.write_text("assinada\n", encoding="utf-8")
    codigo, erro = invocar(*COMANDOS[comando], "-o", str(alvo))
    assert codigo == 2 and "já existe; use --forcar" in erro
    assert alvo.read_text(encoding="utf-8") == "assinada\n"
