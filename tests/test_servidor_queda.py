"""Issue 26, "nothing lost on the server" (contract v3 §14: "An acknowledged event survives the server's process
killed at any instant"; "it resends what the server lacks (a server restored from a copy)"), on SQLite and on
PostgreSQL, against the real `arbitro servidor` process.

Under load — tables posting events as fast as the server answers, the way the judge's page does (each event kept
on the phone until acknowledged, sent again with its own id when the connection returns), while the commission
confirms results — the process is killed with SIGKILL at random instants and started again on the same port.
Every acknowledged event is there once, in the phone's order, with the ``seq`` it was acknowledged with; the
standings equal the CLI's on the export.
"""

from __future__ import annotations

import http.client
import importlib.util
import io
import json
import random
import secrets
import subprocess
import sys
import tarfile
import threading
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from servidor import RAIZ, SENHA, TORNEIO, A, ServidorReal, pedir, porta_livre, subir, url_do_banco

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

MESAS = 8  # 16 trios: tables 1–6 record volta by volta, tables 7 and 8 only their result (no judge)
QUEDAS = 3


def _carga() -> ModuleType:
    """benchmarks/servidor.py: its tournament and its HTTP client (one kept connection, as a phone's browser)."""
    spec = importlib.util.spec_from_file_location("carga_do_servidor", RAIZ / "benchmarks" / "servidor.py")
    assert spec is not None and spec.loader is not None
    modulo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(modulo)
    return modulo


class Celular:
    """A table's phone: events stored before they are sent, each sent until the server acknowledges it."""

    def __init__(self, carga: ModuleType, porta: int, jogo: int, token: str, lados: list[str], semente: int) -> None:
        self.carga, self.porta, self.jogo, self.token = carga, porta, jogo, token
        self.rnd = random.Random(semente)
        a, b = f"j{int(lados[0][1:])}a", f"j{int(lados[1][1:])}a"
        self.roteiro = [{a: "truco"}, {b: "quero"}, {"vaza": lados[0]}, {"vaza": lados[0]}]
        self.guardados: list[dict[str, Any]] = []  # the phone's storage, in order
        self.confirmados: dict[str, int] = {}  # id → seq acknowledged
        self.recusas: list[str] = []

    def jogar(self, parar: threading.Event) -> None:
        cliente = self.carga.Cliente(self.porta)
        volta, k = 1, 0
        while not parar.is_set():
            if not self.guardados or self.guardados[-1]["id"] in self.confirmados:
                corpo: dict[str, Any] = {"id": secrets.token_hex(16), "partida": 1, "volta": volta,
                                         "evento": self.roteiro[k]}
                self.guardados.append(corpo)  # stored first (localStorage), then sent
            corpo = self.guardados[-1]
            try:
                status, resposta = cliente.pedir("POST", f"/api/v1/jogos/{self.jogo}/eventos", corpo, self.token)
            except (OSError, http.client.HTTPException):
                cliente = self.carga.Cliente(self.porta)
                time.sleep(0.05)  # the server is down: the event waits on the phone
                continue
            if status != 200:
                self.recusas.append(f"{status} {resposta[:200]!r}")
                return
            self.confirmados[corpo["id"]] = json.loads(resposta)["seq"]
            k = (k + 1) % len(self.roteiro)
            volta += k == 0
            time.sleep(self.rnd.uniform(0.0, 0.05))


@pytest.fixture(params=["sqlite", "postgresql"])
def banco(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    return url_do_banco(request.param, tmp_path)


def _exportar_e_classificar(url: str, token: str, pasta: Path) -> Any:
    import urllib.request

    pedido = urllib.request.Request(f"{url}/api/v1/exportar", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(pedido, timeout=60) as r:
        dados = r.read()
    pasta.mkdir()
    with tarfile.open(fileobj=io.BytesIO(dados), mode="r:gz") as tar:
        tar.extractall(pasta, filter="data")
    p = subprocess.run([sys.executable, "-m", "arbitro", "classificacao", "torneio.yaml", "--json"],
                       capture_output=True, text=True, cwd=pasta, timeout=120, check=False)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def test_contrato_v3_14_sigkill_sob_carga_nada_perdido_nada_em_dobro(banco: str, tmp_path: Path) -> None:
    carga = _carga()
    torneio = tmp_path / "torneio.yaml"
    torneio.write_text(carga.torneio(MESAS), encoding="utf-8")
    porta = porta_livre()
    srv: ServidorReal = subir(torneio, banco, {"ARBITRO_SENHA": SENHA}, "127.0.0.1", porta=porta)
    try:
        _, sessao = pedir(f"{srv.url}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
        membro = sessao["token"]
        status, rodada = pedir(f"{srv.url}/api/v1/rodadas", "POST", token=membro)
        assert status == 201, rodada
        jogos = rodada["jogos"]
        pins = {lado: pedir(f"{srv.url}/api/v1/lados/{lado}/pin", "POST", token=membro)[1]["pin"]
                for j in jogos[6:] for lado in j["lados"]}
        celulares = [Celular(carga, porta, j["id"], j["token"], j["lados"], i) for i, j in enumerate(jogos[:6])]
        parar = threading.Event()
        fios = [threading.Thread(target=c.jogar, args=(parar,), daemon=True) for c in celulares]
        for f in fios:
            f.start()
        rnd = random.Random(26)
        for queda in range(QUEDAS):
            time.sleep(rnd.uniform(0.5, 2.0))
            if queda < 2:  # a table without a judge sends its result; both capatazes confirm it (acknowledged)
                j = jogos[6 + queda]
                x, y = j["lados"]
                resultado = {"partidas": [{x: 24, y: 10 + queda}, {x: 15, y: 24}, {x: 24, y: 20}]}
                assert pedir(f"{srv.url}/api/v1/jogos/{j['id']}/resultado", "POST", resultado, j["token"])[0] == 200
                for lado in (x, y):
                    assert pedir(f"{srv.url}/api/v1/jogos/{j['id']}/confirmacoes", "POST",
                                 {"lado": lado, "pin": pins[lado]})[0] == 200
                time.sleep(rnd.uniform(0.0, 0.3))
            srv.processo.kill()  # SIGKILL: no shutdown, nothing flushed
            srv.processo.wait(20)
            time.sleep(rnd.uniform(0.0, 0.5))  # the phones keep recording meanwhile
            srv = subir(torneio, banco, None, "127.0.0.1", porta=porta)
        time.sleep(1.0)
        parar.set()
        for f in fios:
            f.join(30)
        assert not any(c.recusas for c in celulares), [c.recusas for c in celulares]
        for c in celulares:
            _, jogo = pedir(f"{srv.url}/api/v1/jogos/{c.jogo}")
            ids = [e["id"] for e in jogo["eventos"]]
            assert len(ids) == len(set(ids)), f"mesa {c.jogo}: um evento aplicado duas vezes"
            confirmados = [g["id"] for g in c.guardados if g["id"] in c.confirmados]
            assert len(confirmados) > 10, "a carga não chegou a registrar"
            # every acknowledged event, in the phone's order; the last one may be on the server and not yet
            # acknowledged (the answer lost with the process): the phone sends it again with its id
            assert ids[:len(confirmados)] == confirmados and len(ids) - len(confirmados) <= 1
            assert {e["id"]: e["seq"] for e in jogo["eventos"] if e["id"] in c.confirmados} == c.confirmados
        estados = [pedir(f"{srv.url}/api/v1/jogos/{j['id']}")[1]["estado"] for j in jogos[6:]]
        assert estados == ["confirmado", "confirmado"]
        _, api = pedir(f"{srv.url}/api/v1/classificacao")
        assert [x["trio"] for x in api["classificacao"]][:2] == ["T12", "T14"]  # each won its jogo 2 × 1 (S, a)
        assert _exportar_e_classificar(srv.url, membro, tmp_path / "exportado") == api
    finally:
        srv.parar()


def test_contrato_v3_14_servidor_restaurado_da_copia_em_outro_notebook_recebe_o_que_falta(
        banco: str, tmp_path: Path) -> None:
    """The laptop dies after the last copy: the copy is started on another laptop (``--endereco``); the tables' QR
    codes hold the same tokens; the phone finds that the server lacks what it had acknowledged and sends it again
    with the same ids: every event once, in order. SQLite: the copy is ``--copia``'s database file (written at
    shutdown here rather than after a minute); PostgreSQL: ``pg_dump`` and ``pg_restore``, as the README says."""
    import shutil

    import httpx
    from servidor import limpar_postgres

    copia = tmp_path / "copia"
    torneio = tmp_path / "torneio.yaml"
    torneio.write_text(TORNEIO.read_text(encoding="utf-8"), encoding="utf-8")
    postgres = banco.startswith("postgresql")
    srv = subir(torneio, banco, {"ARBITRO_SENHA": SENHA}, "arbitro.test", "--copia", str(copia))
    _, sessao = pedir(f"{srv.url}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
    membro = sessao["token"]
    _, rodada = pedir(f"{srv.url}/api/v1/rodadas", "POST", token=membro)
    token = rodada["jogos"][0]["token"]
    roteiro = [(volta, ev) for volta in (1, 2, 3) for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": A},
                                                             {"vaza": A})]
    celular = [{"id": secrets.token_hex(16), "partida": 1, "volta": v, "evento": ev} for v, ev in roteiro]
    seqs: dict[str, int] = {}

    def enviar(s: ServidorReal, eventos: list[dict[str, Any]]) -> None:
        for corpo in eventos:
            status, r = pedir(f"{s.url}/api/v1/jogos/1/eventos", "POST", corpo, token)
            assert status == 200, r
            seqs.setdefault(corpo["id"], r["seq"])
            assert r["seq"] == seqs[corpo["id"]]

    try:
        enviar(srv, celular[:5])
    finally:
        srv.parar()  # SIGTERM: the copy at shutdown
    assert (copia / "torneio.tar.gz").is_file()
    if postgres:
        subprocess.run(["pg_dump", "--format=custom", "--file", str(copia / "circuito.dump"), banco], check=True,
                       timeout=120)
    else:
        assert (copia / "torneio.db").is_file()
    srv = subir(torneio, banco)
    try:
        enviar(srv, celular[5:9])
    finally:
        srv.processo.kill()  # the laptop dies: events 6–9 are only on the dead laptop and on the phone
        srv.processo.wait(20)
    if postgres:  # the database restored from the dump (here over the same one, emptied: the role can't createdb)
        limpar_postgres(banco)
        subprocess.run(["pg_restore", "--no-owner", "--dbname", banco, str(copia / "circuito.dump")], check=True,
                       timeout=120)
        restaurado = banco
    else:
        outro = tmp_path / "outro-notebook"
        outro.mkdir()
        shutil.copy(copia / "torneio.db", outro / "torneio.db")
        restaurado = f"sqlite:///{outro / 'torneio.db'}"
    srv = subir(torneio, restaurado, None, "outro.notebook")
    try:
        _, jogo = pedir(f"{srv.url}/api/v1/jogos/1")
        assert [e["id"] for e in jogo["eventos"]] == [c["id"] for c in celular[:5]]  # the copy's five
        # what the page does on load: what it holds acknowledged and the server lacks, sent again in order
        tem = {e["id"] for e in jogo["eventos"]}
        enviar(srv, [c for c in celular[:9] if c["id"] not in tem])
        enviar(srv, celular[9:])  # and the tournament goes on
        _, jogo = pedir(f"{srv.url}/api/v1/jogos/1")
        assert [e["id"] for e in jogo["eventos"]] == [c["id"] for c in celular]
        assert [e["seq"] for e in jogo["eventos"]] == list(range(1, 13))
        enviar(srv, celular)  # sent once more: nothing applied twice
        assert len(pedir(f"{srv.url}/api/v1/jogos/1")[1]["eventos"]) == 12
        # the same QR codes: the round's tokens are those of the dead laptop, the sheet points to the new address
        _, cred = pedir(f"{srv.url}/api/v1/rodadas/classificatoria/1/credenciais", token=membro)
        assert [c["token"] for c in cred] == [j["token"] for j in rodada["jogos"]]
        with httpx.Client(base_url=srv.url) as web:
            web.get("/comissao")
            web.post("/comissao/entrar", data={"membro": "comissao", "senha": SENHA,
                                               "csrf": web.cookies["arbitro_csrf"]})
            folha = web.get("/comissao/rodadas/classificatoria/1/qr").text
        assert f"http://outro.notebook:{srv.porta}/mesa/{token}" in folha
    finally:
        srv.parar()
