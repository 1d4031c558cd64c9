"""What the server's tests share: the bundled tournament, a database on each backend (SQLite always; PostgreSQL
when ``ARBITRO_TESTE_PG`` names one — skipped on a developer's machine without it, a FAILURE under ``CI=true``,
as the regulation's verbatim check treats ``../shared``), a service and its TestClient."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

RAIZ = Path(__file__).resolve().parent.parent
TORNEIO = RAIZ / "exemplos" / "servidor" / "torneio.yaml"
SENHA = "senha-da-comissao"
A, B = "Os Tauras", "Querência"


def url_postgres() -> str:
    url = os.environ.get("ARBITRO_TESTE_PG", "")
    if not url:
        mensagem = "PostgreSQL ausente: defina ARBITRO_TESTE_PG=postgresql://… (o .ci/run o sobe)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(mensagem)
        pytest.skip(mensagem)
    return url


def limpar_postgres(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as con:
        con.execute("DROP SCHEMA public CASCADE")
        con.execute("CREATE SCHEMA public")


def url_do_banco(tipo: str, pasta: Path) -> str:
    if tipo == "postgresql":
        url = url_postgres()
        limpar_postgres(url)
        return url
    return f"sqlite:///{pasta / 'torneio.db'}"


@dataclass
class Mesa:
    cliente: Any
    servico: Any
    membro: dict[str, str]  # the member's Authorization header
    rodada: dict[str, Any]

    def mesa(self, i: int = 0) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.rodada['jogos'][i]['token']}"}

    def jogo(self, i: int = 0) -> int:
        return int(self.rodada["jogos"][i]["id"])

    def pin(self, lado: str) -> str:
        r = self.cliente.post(f"/api/v1/lados/{lado}/pin", headers=self.membro)
        assert r.status_code == 200, r.text
        return str(r.json()["pin"])


def abrir(url: str, texto: str | None = None) -> Iterator[Mesa]:
    from starlette.testclient import TestClient

    from arbitro.servidor.app import criar_app
    from arbitro.servidor.banco import Banco
    from arbitro.servidor.servico import Servico

    banco = Banco(url)
    servico, _ = Servico.abrir(banco, texto or TORNEIO.read_text(encoding="utf-8"), str(TORNEIO), senha=SENHA)
    with TestClient(criar_app(servico, "http://arbitro.test:8000")) as cliente:
        tok = cliente.post("/api/v1/sessao", json={"membro": "comissao", "senha": SENHA}).json()["token"]
        membro = {"Authorization": f"Bearer {tok}"}
        rodada = cliente.post("/api/v1/rodadas", headers=membro).json()
        yield Mesa(cliente, servico, membro, rodada)
    banco.fechar()


def porta_livre() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class ServidorReal:
    """`arbitro servidor` running in its own process (uvicorn), and what it printed on start."""

    processo: Any
    porta: int
    saida: list[str]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.porta}"

    def parar(self) -> None:
        self.processo.terminate()
        try:
            self.processo.wait(timeout=20)
        except Exception:
            self.processo.kill()
            self.processo.wait(timeout=20)


def subir(torneio: Path, banco: str, env: dict[str, str] | None = None, endereco: str = "arbitro.test",
          *extra: str, porta: int | None = None) -> ServidorReal:
    """Start the server on a free port (or ``porta``: a restart where the phones already point) and wait until it
    answers (or fail with what it printed)."""
    import subprocess
    import sys
    import time
    import urllib.request

    porta = porta or porta_livre()
    ambiente = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
    proc = subprocess.Popen([sys.executable, "-m", "arbitro", "servidor", str(torneio), "--banco", banco, "--host",
                             "127.0.0.1", "--porta", str(porta), "--endereco", endereco, *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ambiente, cwd=RAIZ)
    saida: list[str] = []
    limite = time.monotonic() + 60
    assert proc.stdout is not None
    while time.monotonic() < limite:
        linha = proc.stdout.readline()
        if not linha:
            break
        saida.append(linha.rstrip("\n"))
        if "Comissão:" in linha:
            break
    while time.monotonic() < limite:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{porta}/api/v1/rodadas/atual", timeout=2):
                break
        except urllib.error.HTTPError:
            break  # it answers (404: no round yet)
        except OSError:
            if proc.poll() is not None:
                raise AssertionError("o servidor não subiu:\n" + "\n".join(saida)) from None
            time.sleep(0.1)
    return ServidorReal(proc, porta, saida)


def pedir(url: str, metodo: str = "GET", corpo: Any = None, token: str | None = None) -> tuple[int, Any]:
    """One HTTP request to a real server: (status, JSON answer)."""
    import json
    import urllib.error
    import urllib.request

    dados = None if corpo is None else json.dumps(corpo).encode()
    pedido = urllib.request.Request(url, data=dados, method=metodo)
    pedido.add_header("Content-Type", "application/json")
    if token:
        pedido.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(pedido, timeout=30) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")
