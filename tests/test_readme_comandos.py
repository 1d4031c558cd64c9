"""Every concrete command the README shows runs as written (the developers' guide: "every other command the README
shows must also work verbatim"): each ``sh`` block's lines, run from a copy of ``exemplos/`` so that a command
writing a file (``-o sumula.html``) writes it there, never in the checkout.

Only ``arbitro``'s own commands are run. Left out, each for its reason: the install lines (the first two commands of
the README, run by CI itself), Termux's ``pkg``, the benchmarks (minutes, not a check), the machine's own tools
shown for the commission's laptop (``cp`` from a pen drive, ``createdb``, ``pg_dump``), the long-running front ends
(``arbitro servidor``, ``arbitro mesa``: their own tests drive them), and the synopses whose words are placeholders
(``[--json]``, ``ID``, ``CENARIO.yaml``).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parent.parent
README = RAIZ / "README.md"

_FORA = ("arbitro servidor", "arbitro mesa")
_MARCAS_DE_SINOPSE = re.compile(r"\[|\bID\b|CENARIO\.yaml|caso\.yaml|meu-cenario|\bRODADA\b")


def comandos() -> list[str]:
    texto = README.read_text(encoding="utf-8")
    saida: list[str] = []
    for bloco in re.findall(r"```sh\n(.*?)```", texto, flags=re.S):
        for linha in bloco.splitlines():
            linha = re.sub(r"\s+#\s.*$", "", linha).strip()  # a trailing comment explains, it does not run
            programa = re.sub(r"^(\w+=\S*\s+)*", "", linha).split(" ", 1)[0]  # after any VAR=valor
            if programa != "arbitro" or linha.startswith(_FORA) or _MARCAS_DE_SINOPSE.search(linha):
                continue
            saida.append(linha)
    return list(dict.fromkeys(saida))


COMANDOS = comandos()


def test_o_readme_mostra_comandos_para_conferir() -> None:
    assert len(COMANDOS) >= 20  # the filter above must not silently drop every command


@pytest.mark.parametrize("comando", COMANDOS)
def test_comando_do_readme_roda_como_escrito(comando: str, tmp_path: Path) -> None:
    shutil.copytree(RAIZ / "exemplos", tmp_path / "exemplos")
    bin_ = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_ + os.pathsep + os.environ.get("PATH", ""), "NO_COLOR": "1"}
    r = subprocess.run(comando, shell=True, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, f"{comando}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}"
    assert "Traceback" not in r.stderr
