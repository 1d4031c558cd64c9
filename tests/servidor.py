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
