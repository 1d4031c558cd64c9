"""Issue 26, "nobody writes where they don't belong": a hostile client against `arbitro servidor` over HTTP, on
SQLite and on PostgreSQL (contract v3 §14 "Who may do what"). Every write route, page and API alike, with no
credential, a wrong one, one outside its scope; CSRF on every form of the commission's session cookie; names and
free text that try to become markup, template code or a spreadsheet formula; malformed, deep and oversized JSON;
path tricks; a client that trickles its request; no traceback or server path in any answer; the audit log
append-only and naming who wrote.

Round 1 of ``exemplos/servidor/torneio.yaml``: Os Tauras × Querência at table 1 (jogo 1), Galpão × Coxilha at
table 2 (jogo 2).
"""

from __future__ import annotations

import io
import json
import socket
import tarfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from servidor import RAIZ, SENHA, TORNEIO, A, B, Mesa, abrir, subir, url_do_banco

pytest.importorskip("starlette")
pytest.importorskip("httpx")

DUAS = {"partidas": [{A: 24, B: 10}, {A: 24, B: 3}]}  # Os Tauras win 2 × 0: the jogo is decided (melhor-de-três)
# What a hostile name or text tries: markup, an attribute break-out, template code, a Markdown link, a formula.
CARGAS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(2)>', "{{7*7}}",
          "[clique](javascript:alert(3))", "=HYPERLINK(\"http://x\")"]


@pytest.fixture(params=["sqlite", "postgresql"])
def m(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Mesa]:
    yield from abrir(url_do_banco(request.param, tmp_path))


def _sem_rastro(r: Any) -> None:
    """No answer carries a traceback or a path of the server's disk (§14)."""
    texto = r.text
    assert "Traceback" not in texto and 'File "' not in texto, texto[:300]
    assert str(RAIZ) not in texto and "site-packages" not in texto, texto[:300]


def _id(n: int) -> str:
    return f"{n:032x}"


def _decidir_jogo_1(m: Mesa) -> None:
    """Jogo 1 recorded as 2 × 0 and confirmed by both capatazes: closed."""
    assert m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json=DUAS).status_code == 200
    for lado in (A, B):
        r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": lado, "pin": m.pin(lado)})
        assert r.status_code == 200, r.text
    assert m.cliente.get("/api/v1/jogos/1").json()["estado"] == "confirmado"


def _entrar(m: Mesa) -> str:
    """The commission's login form (cookie + CSRF): the session's CSRF token for the next forms."""
    r = m.cliente.get("/comissao")
    csrf = m.cliente.cookies.get("arbitro_csrf")
    assert csrf, r.text[:200]
    r = m.cliente.post("/comissao/entrar", data={"membro": "comissao", "senha": SENHA, "csrf": csrf},
                       follow_redirects=False)
    assert r.status_code == 303
    painel = m.cliente.get("/comissao").text
    return str(painel.split('name="csrf" value="')[1].split('"')[0])


# --- §14 credentials: the pages ------------------------------------------------------------------------------------

ROTAS_DA_MESA_NA_PAGINA = ["evento", "desfazer", "resultado", "confirmar"]
FORMULARIO = {"partida": "1", "volta": "1", "tipo": "fala", "jogador": "Bento", "fala": "truco",
              "p1a": "24", "p1b": "10", "lado": A, "pin": "000000"}


def test_contrato_v3_14_paginas_da_mesa_com_token_errado_401(m: Mesa) -> None:
    for rota in ROTAS_DA_MESA_NA_PAGINA:
        r = m.cliente.post(f"/mesa/{'x' * 32}/{rota}", data=FORMULARIO, follow_redirects=False)
        assert r.status_code == 401, rota
        assert "confira o QR da mesa" in r.text and '<html lang="pt-BR">' in r.text
        _sem_rastro(r)
    assert m.cliente.get("/api/v1/jogos/1").json()["eventos"] == []


ROTAS_DA_COMISSAO_NA_PAGINA = [("/comissao/rodadas", {}), ("/comissao/pins", {"lado": A}),
                               ("/comissao/jogos/1/decisao", {"vencedor": A, "motivo": "x"}),
                               ("/comissao/jogos/1/ocorrencia", {"ocorrencia": json.dumps({"atraso": B,
                                                                                            "minutos": 9})}),
                               ("/comissao/sair", {})]


def test_contrato_v3_14_formularios_da_comissao_sem_sessao_401_e_sem_csrf_403(m: Mesa) -> None:
    """Every form of the commission's page: without the session cookie 401; with it, but without the form's CSRF
    token or with another, 403 — and nothing is written (the audit log is unchanged)."""
    antes = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    for rota, dados in ROTAS_DA_COMISSAO_NA_PAGINA:
        r = m.cliente.post(rota, data=dados, follow_redirects=False)
        assert r.status_code == 401, rota
        _sem_rastro(r)
    # a table token sent as a Bearer to a commission form is no session either
    for rota, dados in ROTAS_DA_COMISSAO_NA_PAGINA:
        assert m.cliente.post(rota, data=dados, headers=m.mesa(), follow_redirects=False).status_code == 401, rota
    csrf = _entrar(m)
    entrou = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    assert len(entrou) == len(antes) + 1  # the login itself
    for rota, dados in ROTAS_DA_COMISSAO_NA_PAGINA:
        for ruim in ({}, {"csrf": "outro"}, {"csrf": csrf + "x"}):
            r = m.cliente.post(rota, data={**dados, **ruim}, follow_redirects=False)
            assert r.status_code == 403 and "CSRF" in r.text, (rota, ruim)
    assert m.cliente.get("/api/v1/auditoria", headers=m.membro).json() == entrou
    assert m.cliente.get("/api/v1/rodadas/atual").json()["rodada"] == 1  # no round was opened


def test_contrato_v3_14_folha_de_qr_so_com_a_sessao(m: Mesa) -> None:
    """The round's tokens are the tables' credentials: the QR sheet is the commission's only."""
    r = m.cliente.get("/comissao/rodadas/classificatoria/1/qr")
    assert r.status_code == 401 and m.rodada["jogos"][0]["token"] not in r.text


def test_contrato_v3_14_token_da_mesa_depois_do_jogo_confirmado_409(m: Mesa) -> None:
    """A closed jogo refuses new events, results and occurrences with 409, whoever sends them — on the API and on
    the judge's page."""
    _decidir_jogo_1(m)
    corpo = {"id": _id(1), "partida": 3, "volta": 1, "evento": {"Bento": "truco"}}
    for rota, dados in (("eventos", corpo), ("resultado", DUAS), ("ocorrencias", {"atraso": B, "minutos": 9})):
        for quem in (m.mesa(), m.membro):
            r = m.cliente.post(f"/api/v1/jogos/1/{rota}", headers=quem, json=dados)
            assert r.status_code == 409 and "já foi confirmado" in r.json()["erro"], (rota, r.text)
    token = m.rodada["jogos"][0]["token"]
    r = m.cliente.post(f"/mesa/{token}/evento", data=FORMULARIO, follow_redirects=False)
    assert r.status_code == 409 and "já foi confirmado" in r.text
    # nor can the closed jogo's table token write the other table's jogo
    r = m.cliente.post("/api/v1/jogos/2/eventos", headers=m.mesa(), json={**corpo, "partida": 1})
    assert r.status_code == 403


def test_contrato_v3_14_token_da_rodada_1_nao_escreve_a_rodada_2(m: Mesa) -> None:
    """A table token is one table's in one round: round 2's jogo at the same table is not its scope."""
    _decidir_jogo_1(m)
    r = m.cliente.post("/api/v1/jogos/2/resultado", headers=m.mesa(1), json={"partidas": [
        {"Galpão": 24, "Coxilha": 1}, {"Galpão": 24, "Coxilha": 2}]})
    assert r.status_code == 200
    for lado in ("Galpão", "Coxilha"):
        m.cliente.post("/api/v1/jogos/2/confirmacoes", json={"lado": lado, "pin": m.pin(lado)})
    r2 = m.cliente.post("/api/v1/rodadas", headers=m.membro)
    assert r2.status_code == 201, r2.text
    novo = next(j for j in r2.json()["jogos"] if j["mesa"] == 1)
    corpo = {"id": _id(2), "partida": 1, "volta": 1, "evento": {"Bento": "truco"}}
    r = m.cliente.post(f"/api/v1/jogos/{novo['id']}/eventos", headers=m.mesa(), json=corpo)
    assert r.status_code == 403 and "outra mesa ou de outro jogo" in r.json()["erro"]
    r = m.cliente.post(f"/api/v1/jogos/{novo['id']}/eventos", headers={"Authorization": f"Bearer {novo['token']}"},
                       json=corpo)
    assert r.status_code == 200, r.text


def test_contrato_v3_14_capataz_na_pagina_da_mesa_so_confirma_o_seu_lado(m: Mesa) -> None:
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json=DUAS)
    token = m.rodada["jogos"][0]["token"]
    r = m.cliente.post(f"/mesa/{token}/confirmar", data={"lado": "Galpão", "pin": m.pin("Galpão")},
                       follow_redirects=False)
    assert r.status_code == 403 and "só confirma os jogos do seu lado" in r.text
    assert m.cliente.get("/api/v1/jogos/1").json()["estado"] == "a-confirmar"


def test_contrato_v3_14_429_conta_tambem_o_login_e_o_pin_das_paginas(m: Mesa) -> None:
    """5 failures (401) from one address in 10 minutes, whichever door they came by: the 6th try is 429."""
    m.cliente.get("/comissao")
    csrf = m.cliente.cookies.get("arbitro_csrf")
    for _ in range(3):
        r = m.cliente.post("/comissao/entrar", data={"membro": "comissao", "senha": "x", "csrf": csrf},
                           follow_redirects=False)
        assert r.status_code == 401
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json=DUAS)
    token = m.rodada["jogos"][0]["token"]
    for _ in range(2):
        r = m.cliente.post(f"/mesa/{token}/confirmar", data={"lado": A, "pin": "000000"}, follow_redirects=False)
        assert r.status_code == 401
    r = m.cliente.post("/api/v1/sessao", json={"membro": "comissao", "senha": SENHA})
    assert r.status_code == 429 and r.json()["erro"] == "tentativas erradas demais deste endereço: espere 10 minutos"


# --- Escaping: every name and free text ------------------------------------------------------------------------------

def _hostil(texto: str) -> str:
    """The bundled tournament with a hostile trio name, player and capataz (YAML-quoted)."""
    texto = texto.replace("Querência", json.dumps(CARGAS[0], ensure_ascii=False))
    texto = texto.replace("Preta", json.dumps(CARGAS[1], ensure_ascii=False))
    return texto.replace("Tio Neco", json.dumps(CARGAS[2], ensure_ascii=False))


def test_issue_26_nomes_contestacao_e_decisao_escapados_em_toda_pagina_sumula_e_exportacao(tmp_path: Path) -> None:
    texto = _hostil(TORNEIO.read_text(encoding="utf-8"))
    q = CARGAS[0]
    for m in abrir(f"sqlite:///{tmp_path / 't.db'}", texto):
        assert m.rodada["jogos"][0]["lados"] == [A, q]
        r = m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(),
                           json={"partidas": [{A: 24, q: 10}, {A: 24, q: 3}]})
        assert r.status_code == 200, r.text
        contesta = " ".join(CARGAS)
        r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": q, "pin": m.pin(q), "contesta": contesta})
        assert r.status_code == 200 and r.json()["estado"] == "em-disputa"
        csrf = _entrar(m)
        paginas = {"/": m.cliente.get("/"), "/mesa": m.cliente.get(f"/mesa/{m.rodada['jogos'][0]['token']}"),
                   "/comissao": m.cliente.get("/comissao"),
                   "qr": m.cliente.get("/comissao/rodadas/classificatoria/1/qr"),
                   "pins": m.cliente.post("/comissao/pins", data={"csrf": csrf, "lado": q})}
        motivo = "decidido: " + " ".join(CARGAS)
        r = m.cliente.post("/api/v1/jogos/1/decisao", headers=m.membro, json={"vencedor": A, "motivo": motivo})
        assert r.status_code == 200, r.text
        paginas["sumula"] = m.cliente.get("/jogos/1/sumula")
        paginas["/comissao depois"] = m.cliente.get("/comissao")
        paginas["/ depois"] = m.cliente.get("/")
        for nome, r in paginas.items():
            assert r.status_code == 200, (nome, r.text)
            html = r.text
            for carga in (CARGAS[0], CARGAS[1]):
                assert carga not in html, (nome, carga)  # the raw markup never reaches the page…
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html, nome  # …it is shown as text
            _sem_rastro(r)
        assert "{{7*7}}" in paginas["sumula"].text  # Tio Neco's name is shown as typed, never run as a template
        assert "javascript:" not in paginas["/comissao"].text.replace("[clique](javascript:alert(3))", "")
        # the export keeps every text exactly as typed, as YAML data (never a tag or an anchor)
        r = m.cliente.get("/api/v1/exportar", headers=m.membro)
        with tarfile.open(fileobj=io.BytesIO(r.content), mode="r:gz") as tar:
            torneio = yaml.safe_load(tar.extractfile("torneio.yaml").read())  # type: ignore[union-attr]
            jogo = yaml.safe_load(tar.extractfile("jogos/1.yaml").read())  # type: ignore[union-attr]
            auditoria = tar.extractfile("auditoria.jsonl").read().decode()  # type: ignore[union-attr]
        assert q in _textos(jogo) and "versao" in torneio  # the name comes back as typed, as data
        linhas = [json.loads(x)["o_que"] for x in auditoria.splitlines()]
        assert any(x.endswith(contesta) for x in linhas) and any(x.endswith(motivo) for x in linhas)


def _textos(dados: Any) -> set[str]:
    """Every string in a YAML document, keys and values (the export's layout is v2 or v3, issue 24's seam)."""
    if isinstance(dados, dict):
        return {str(k) for k in dados} | {t for v in dados.values() for t in _textos(v)}
    if isinstance(dados, list):
        return {t for v in dados for t in _textos(v)}
    return {dados} if isinstance(dados, str) else set()


def test_issue_26_csv_e_markdown_da_classificacao_da_exportacao_neutralizam_formula(tmp_path: Path) -> None:
    """A trio named like a spreadsheet formula is not run when the CLI's CSV of the export is opened, and a
    Markdown link in a name is not a link in the Markdown table."""
    import subprocess
    import sys

    texto = TORNEIO.read_text(encoding="utf-8").replace("Querência", json.dumps(CARGAS[4]))
    texto = texto.replace("Galpão", json.dumps(CARGAS[3]))
    for m in abrir(f"sqlite:///{tmp_path / 't.db'}", texto):
        for i, (x, y) in enumerate([(A, CARGAS[4]), (CARGAS[3], "Coxilha")]):
            r = m.cliente.post(f"/api/v1/jogos/{i + 1}/resultado", headers=m.mesa(i),
                               json={"partidas": [{x: 24, y: 10}, {x: 24, y: 3}]})
            assert r.status_code == 200, r.text
            for lado in (x, y):
                r = m.cliente.post(f"/api/v1/jogos/{i + 1}/confirmacoes", json={"lado": lado, "pin": m.pin(lado)})
                assert r.status_code == 200, r.text
        r = m.cliente.get("/api/v1/exportar", headers=m.membro)
        pasta = tmp_path / "exportado"
        pasta.mkdir()
        with tarfile.open(fileobj=io.BytesIO(r.content), mode="r:gz") as tar:
            tar.extractall(pasta, filter="data")
        saidas = {}
        for formato in ("--csv", "--markdown"):
            p = subprocess.run([sys.executable, "-m", "arbitro", "classificacao", "torneio.yaml", formato],
                               capture_output=True, text=True, cwd=pasta, timeout=120, check=False)
            assert p.returncode == 0, p.stderr
            saidas[formato] = p.stdout
        celulas = [c for linha in saidas["--csv"].splitlines() for c in linha.split(",")]
        assert not any(c.lstrip('"').startswith(("=", "+", "-", "@")) and "HYPERLINK" in c for c in celulas), \
            saidas["--csv"]
        assert "'=HYPERLINK" in saidas["--csv"]  # the name is there, as text (OWASP: a leading ')
        md = saidas["--markdown"]
        assert "\\[clique\\](javascript:" in md and "[clique](" not in md.replace("\\[clique\\](", ""), md


# --- Malformed input, path tricks, no trace ------------------------------------------------------------------

def test_issue_26_json_profundo_numeros_absurdos_e_tipos_errados_sao_4xx_sem_rastro(m: Mesa) -> None:
    rota = "/api/v1/jogos/1/eventos"
    truco = {"Bento": "truco"}

    def ev(**campos: Any) -> bytes:
        return json.dumps({"id": _id(3), "partida": 1, "volta": 1, "evento": truco, **campos}).encode()

    corpos: list[bytes] = [b"[" * 100_000 + b"]" * 100_000, b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
                           b"\xff\xfe{", b"", b"null", b'"texto"', b"NaN", ev(partida="1" * 5000),
                           ev(partida=1e308), ev(partida=True), ev(volta=-1), ev(id="../../etc/passwd"),
                           ev(evento={"Bento": {"joga": [1] * 9}}), ev(evento={"x" * 10_000: "truco"}),
                           ev(evento=[truco, truco])]
    for corpo in corpos:
        r = m.cliente.post(rota, headers={**m.mesa(), "Content-Type": "application/json"}, content=corpo)
        assert 400 <= r.status_code < 500, (corpo[:60], r.status_code, r.text[:200])
        assert set(r.json()) == {"erro", "problemas"} and r.json()["erro"], corpo[:60]
        _sem_rastro(r)
    assert m.cliente.get("/api/v1/jogos/1").json()["eventos"] == []
    # a form with thousands of fields or a file upload on the judge's page
    token = m.rodada["jogos"][0]["token"]
    r = m.cliente.post(f"/mesa/{token}/evento", data={f"c{i}": "x" for i in range(500)}, follow_redirects=False)
    assert 400 <= r.status_code < 500
    _sem_rastro(r)
    r = m.cliente.post(f"/mesa/{token}/evento", files={"f": ("a.txt", b"x")}, follow_redirects=False)
    assert 400 <= r.status_code < 500
    _sem_rastro(r)


def test_issue_26_truques_de_caminho_nao_saem_das_pastas(m: Mesa) -> None:
    for rota in ("/estatico/..%2fapp.py", "/estatico/%2e%2e%2f%2e%2e%2fpyproject.toml", "/estatico/../app.py",
                 "/estatico/mesa.js%00.png", "/estatico/.", "/api/v1/exportar/../../etc/passwd",
                 "/api/v1/exportar%2f..%2f..%2fetc%2fpasswd", "/jogos/..%2f..%2f1/sumula", "/jogos/1%2f..%2f2/sumula",
                 "/mesa/..%2f..%2fetc%2fpasswd", "/comissao/rodadas/..%2f/1/qr"):
        r = m.cliente.get(rota, headers=m.membro)
        assert r.status_code in (401, 404, 405), (rota, r.status_code)
        assert "import " not in r.text and "[project]" not in r.text and "root:" not in r.text, rota
        _sem_rastro(r)
    # the export never names a file outside its own root (no absolute path, no ..), whatever the names
    r = m.cliente.get("/api/v1/exportar", headers=m.membro)
    with tarfile.open(fileobj=io.BytesIO(r.content), mode="r:gz") as tar:
        for membro in tar.getmembers():
            assert not membro.name.startswith("/") and ".." not in membro.name.split("/"), membro.name
            assert membro.isfile() or membro.isdir(), membro.name  # no link to follow out


def test_issue_26_nomes_com_barras_nao_viram_caminhos_na_exportacao(tmp_path: Path) -> None:
    texto = TORNEIO.read_text(encoding="utf-8").replace("Querência", '"../../fora"')
    for m in abrir(f"sqlite:///{tmp_path / 't.db'}", texto):
        m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [
            {A: 24, "../../fora": 1}, {A: 24, "../../fora": 2}]})
        r = m.cliente.get("/api/v1/exportar", headers=m.membro)
        with tarfile.open(fileobj=io.BytesIO(r.content), mode="r:gz") as tar:
            nomes = tar.getnames()
        assert all(".." not in n.split("/") and not n.startswith("/") for n in nomes), nomes
        assert not (tmp_path.parent / "fora").exists()


# --- The audit log -------------------------------------------------------------------------------------------

def test_contrato_v3_14_auditoria_so_cresce_e_nomeia_o_membro(m: Mesa) -> None:
    for metodo in ("POST", "PUT", "PATCH", "DELETE"):
        r = m.cliente.request(metodo, "/api/v1/auditoria", headers=m.membro, json=[])
        assert r.status_code == 405 and r.json()["erro"] == "método não aceito neste endereço", metodo
    antes = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json=DUAS)
    m.cliente.post("/api/v1/jogos/1/decisao", headers=m.membro, json={"vencedor": A, "motivo": "W.O. anotado"})
    depois = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    assert depois[:len(antes)] == antes  # what was there stays, unchanged, in its place
    novas = depois[len(antes):]
    assert [n["quem"] for n in novas] == ["mesa 1 (rodada 1 da fase classificatoria)", "membro comissao"]
    assert "motivo: W.O. anotado" in novas[1]["o_que"]


# --- A slow client (a real server: uvicorn) ------------------------------------------------------------------

@pytest.fixture(params=["sqlite", "postgresql"])
def servidor(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    torneio = tmp_path / "torneio.yaml"
    torneio.write_text(TORNEIO.read_text(encoding="utf-8"), encoding="utf-8")
    srv = subir(torneio, url_do_banco(request.param, tmp_path), {"ARBITRO_SENHA": SENHA})
    try:
        yield srv
    finally:
        srv.parar()


def _lento(porta: int, pedacos: list[bytes], intervalo: float, limite: float) -> tuple[float, bytes]:
    """Send the request a piece at a time; (seconds until the server's answer began, all it sent until it closed)."""
    import select

    inicio = time.monotonic()
    resposta = b""
    chegou = limite
    with socket.create_connection(("127.0.0.1", porta), timeout=limite) as s:
        try:
            for pedaco in pedacos:
                s.sendall(pedaco)
                if select.select([s], [], [], intervalo)[0]:  # the server answered or closed: stop sending
                    break
                if time.monotonic() - inicio > limite:
                    break
            s.settimeout(max(0.1, limite - (time.monotonic() - inicio)))
            resposta = s.recv(65536)
            chegou = time.monotonic() - inicio
            while pedaco := s.recv(65536):  # until the server closes: the headers and the pt-BR body
                resposta += pedaco
        except OSError:
            pass
    return chegou, resposta


def test_issue_26_cliente_lento_nao_segura_o_servidor(servidor: Any) -> None:
    """Slowloris: headers or body trickled one byte a second. The server cuts the client (the body within
    TEMPO_DO_CORPO, 10 s: 408 in pt-BR; headers within the same bound), and meanwhile answers everyone else."""
    from arbitro.servidor.app import TEMPO_DO_CORPO
    from arbitro.servidor.conexao import TEMPO_DOS_CABECALHOS

    cabecalhos = b"GET /api/v1/rodadas/atual HTTP/1.1\r\nHost: arbitro.test\r\nX-Lento: " + b"a" * 60
    corpo = json.dumps({"membro": "comissao", "senha": SENHA}).encode()
    com_corpo = (b"POST /api/v1/sessao HTTP/1.1\r\nHost: arbitro.test\r\nContent-Type: application/json\r\n"
                 b"Content-Length: " + str(len(corpo) + 40).encode() + b"\r\n\r\n")
    import threading

    resultados: dict[str, tuple[float, bytes]] = {}

    def lento(nome: str, pedacos: list[bytes]) -> None:
        resultados[nome] = _lento(servidor.porta, pedacos, 0.5, TEMPO_DO_CORPO + 15)

    fios = [threading.Thread(target=lento, args=("cabecalhos", [bytes([c]) for c in cabecalhos])),
            threading.Thread(target=lento, args=("corpo", [com_corpo] + [bytes([c]) for c in corpo + b" " * 40]))]
    for f in fios:
        f.start()
    time.sleep(1)
    from servidor import pedir

    inicio = time.monotonic()
    status, _ = pedir(f"{servidor.url}/api/v1/classificacao")
    assert status == 200 and time.monotonic() - inicio < 2  # the others are served meanwhile
    for f in fios:
        f.join()
    tempo, resposta = resultados["corpo"]
    assert tempo <= TEMPO_DO_CORPO + 3, tempo
    assert resposta.startswith(b"HTTP/1.1 408") and b"demorou demais" in resposta, resposta[:300]
    tempo, resposta = resultados["cabecalhos"]
    assert TEMPO_DOS_CABECALHOS - 1 <= tempo <= TEMPO_DOS_CABECALHOS + 3, (tempo, resposta[:200])
    assert resposta.startswith(b"HTTP/1.1 408") and b"demorou demais" in resposta, resposta[:300]
