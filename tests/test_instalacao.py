"""Installs on a phone (issue 13): every runtime dependency is pure Python, or works without its compiled part.

Termux has no compiler and few wheels: a dependency that needs a compiled extension cannot be installed
there. The test walks the distributions ``arbitro`` requires at run time (recursively, from the installed
metadata — no list of names to keep up to date) and, for each one that ships a compiled extension,
imports its top-level packages in a fresh interpreter where extension modules cannot load: the package
must still import (as PyYAML does, falling back to its pure-Python parser).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata

import pytest

_EXTENSAO = re.compile(r"\.(so|pyd|dylib)$")
_MARCADOR = re.compile(r";.*$")

_SEM_EXTENSOES = """
import importlib.machinery, os, sys
BLOQUEADOS = set(sys.argv[1].split(os.pathsep))
class Bloqueio:
    def find_spec(self, nome, caminho=None, alvo=None):
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(nome, caminho, alvo)
            if spec is not None:
                if (isinstance(spec.loader, importlib.machinery.ExtensionFileLoader)
                        and os.path.realpath(spec.origin) in BLOQUEADOS):
                    raise ImportError("extensão compilada bloqueada: " + nome)
                return None
        return None
sys.meta_path.insert(0, Bloqueio())
for nome in sys.argv[2:]:
    __import__(nome)
"""


def _nome(requisito: str) -> str | None:
    """The distribution a requirement names, when it applies here (extras and other platforms left out)."""
    if "extra ==" in requisito:
        return None
    marcador = re.search(r";(.*)$", requisito)
    if marcador and "platform_system" in marcador.group(1) and "Windows" in marcador.group(1):
        return None
    if marcador and "python_version" in marcador.group(1):
        from packaging.markers import Marker  # pytest's own dependency

        if not Marker(marcador.group(1)).evaluate():  # e.g. anyio's exceptiongroup, only before Python 3.11
            return None
    m = re.match(r"\s*([A-Za-z0-9_.\-]+)", _MARCADOR.sub("", requisito))
    return m.group(1) if m else None


def distribuicoes_de_execucao() -> dict[str, metadata.Distribution]:
    """Every distribution ``arbitro`` needs at run time, found by following the installed requirements."""
    vistas: dict[str, metadata.Distribution] = {}
    pendentes = ["arbitro"]
    while pendentes:
        nome = pendentes.pop()
        chave = re.sub(r"[-_.]+", "-", nome).lower()
        if chave in vistas:
            continue
        dist = metadata.distribution(nome)
        vistas[chave] = dist
        pendentes += [n for r in dist.requires or () if (n := _nome(r)) is not None]
    del vistas["arbitro"]
    return vistas


def _topo(dist: metadata.Distribution) -> list[str]:
    texto = dist.read_text("top_level.txt")
    if texto:
        return [n for n in texto.split() if n and not n.startswith("_")]
    nomes = {str(f).split("/", 1)[0].removesuffix(".py") for f in dist.files or () if "/" in str(f) or
             str(f).endswith(".py")}
    return sorted(n for n in nomes if n.isidentifier() and not n.startswith("_") and ".dist-info" not in n)


DISTRIBUICOES = distribuicoes_de_execucao()


def test_dependencias_de_execucao_sao_achadas() -> None:
    assert {"typer", "rich", "pyyaml"} <= set(DISTRIBUICOES)


@pytest.mark.parametrize("chave", sorted(DISTRIBUICOES))
def test_dependencia_de_execucao_funciona_sem_extensao_compilada(chave: str) -> None:
    dist = DISTRIBUICOES[chave]
    compilados = [str(f) for f in dist.files or () if _EXTENSAO.search(str(f))]
    if not compilados:
        return  # pure Python
    modulos = _topo(dist)
    assert modulos, f"{chave}: não achei os pacotes de topo"
    caminhos = os.pathsep.join(os.path.realpath(dist.locate_file(f)) for f in compilados)
    r = subprocess.run([sys.executable, "-c", _SEM_EXTENSOES, caminhos, *modulos], capture_output=True,
                       text=True, check=False)
    assert r.returncode == 0, (f"{chave} {dist.version} traz extensão compilada sem alternativa em Python puro "
                               f"({', '.join(compilados[:3])}): no Termux precisaria de um compilador.\n{r.stderr}")
