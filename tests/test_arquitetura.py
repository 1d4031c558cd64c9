"""The code's own rules, checked with the tests so that CI (`.ci/run` runs the README's test command) keeps them:
the import architecture (issue 14: layers, no rule system importing another, a kernel that knows no system),
ruff and mypy --strict (the guide)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1]


def _rodar(*args: str) -> subprocess.CompletedProcess[str]:
    executavel = shutil.which(args[0], path=str(Path(sys.executable).parent)) or shutil.which(args[0])
    if executavel is None:
        pytest.fail(f"{args[0]} não está instalado: pip install '.[test]'")
    return subprocess.run([executavel, *args[1:]], cwd=RAIZ, capture_output=True, text=True, timeout=600,
                          check=False)


def _no_checkout() -> None:
    if not (RAIZ / "pyproject.toml").is_file() or not (RAIZ / "arbitro").is_dir():
        pytest.skip("fora do checkout do projeto")


def test_importacoes_respeitam_as_camadas_e_a_independencia_dos_sistemas() -> None:
    _no_checkout()
    r = _rodar("lint-imports")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert "0 broken" in r.stdout


def test_ruff_sem_problemas() -> None:
    _no_checkout()
    r = _rodar("ruff", "check", "arbitro", "tests", "benchmarks")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]


def test_mypy_estrito_sem_problemas() -> None:
    _no_checkout()
    r = _rodar("mypy")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
