"""`arbitro servidor` over HTTP (contract v3 §14), on SQLite and on PostgreSQL: the JSON API row by row, the
credential matrix (401/403/429), events (idempotent ids, ``depois``, undo), states and confirmations, the export
resolved by the CLI to the same standings, the pages, and the hostile input of issue 26.

The tournament is ``exemplos/servidor/torneio.yaml``: round 1 is Os Tauras × Querência at table 1 (jogo 1) and
Galpão × Coxilha at table 2 (jogo 2).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tarfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servidor import SENHA, TORNEIO, A, B, Mesa, abrir, url_do_banco

pytest.importorskip("starlette")
pytest.importorskip("httpx")


@pytest.fixture(params=["sqlite", "postgresql"])
def m(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Mesa]:
    yield from abrir(url_do_banco(request.param, tmp_path))


def _id() -> str:
    return uuid.uuid4().hex


def _evento(m: Mesa, evento: dict[str, Any], volta: int = 1, partida: int = 1, i: int = 0,
            **extra: Any) -> Any:
    corpo = {"id": extra.pop("id", None) or _id(), "partida": partida, "volta": volta, "evento": evento, **extra}
    return m.cliente.post(f"/api/v1/jogos/{m.jogo(i)}/eventos", headers=m.mesa(i), json=corpo)


def _arbitro(*args: str, cwd: Path) -> Any:
    r = subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, text=True, cwd=cwd,
                       timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def _exportar(m: Mesa, destino: Path) -> tuple[set[str], Path]:
    """The export unpacked into a new folder beside the database: its names and the folder."""
    pasta = destino / "exportado"
    pasta.mkdir()
    r = m.cliente.get("/api/v1/exportar", headers=m.membro)
    assert r.status_code == 200
    with tarfile.open(fileobj=io.BytesIO(r.content), mode="r:gz") as tar:
        nomes = set(tar.getnames())
        tar.extractall(pasta, filter="data")
    return nomes, pasta


# --- §14 JSON API: sessions, rounds, credentials ----------------------------------------------------------------

def test_contrato_v3_14_sessao_rodadas_e_credenciais(m: Mesa) -> None:
    assert m.rodada["fase"] == "classificatoria" and m.rodada["rodada"] == 1
    assert [(j["mesa"], j["lados"]) for j in m.rodada["jogos"]] == [(1, [A, B]), (2, ["Galpão", "Coxilha"])]
    # a table token of at least 128 bits (§14): 24 random bytes in URL-safe base64 are 32 characters
    assert all(len(j["token"]) >= 22 for j in m.rodada["jogos"])
    cred = m.cliente.get("/api/v1/rodadas/classificatoria/1/credenciais", headers=m.membro).json()
    assert [(c["mesa"], c["id"], c["token"]) for c in cred] == [(j["mesa"], j["id"], j["token"])
                                                               for j in m.rodada["jogos"]]
    atual = m.cliente.get("/api/v1/rodadas/atual").json()
    assert [(j["id"], j["estado"]) for j in atual["jogos"]] == [(1, "aguardando"), (2, "aguardando")]
    r = m.cliente.post("/api/v1/sessao", json={"membro": "comissao", "senha": "errada"})
    assert r.status_code == 401 and r.json()["erro"] == "membro ou senha errados"


def test_contrato_v3_14_429_depois_de_5_senhas_erradas(m: Mesa) -> None:
    for _ in range(5):
        assert m.cliente.post("/api/v1/sessao", json={"membro": "comissao", "senha": "x"}).status_code == 401
    r = m.cliente.post("/api/v1/sessao", json={"membro": "comissao", "senha": SENHA})
    assert r.status_code == 429  # even the right password, until the 10 minutes pass
    assert set(r.json()) == {"erro", "problemas"}


def test_contrato_v3_14_429_tambem_para_pins_errados(m: Mesa) -> None:
    for _ in range(5):
        r = m.cliente.post(f"/api/v1/jogos/{m.jogo()}/confirmacoes", json={"lado": A, "pin": "000000"})
        assert r.status_code == 401
    assert m.cliente.post(f"/api/v1/jogos/{m.jogo()}/confirmacoes",
                          json={"lado": A, "pin": "123456"}).status_code == 429


def test_contrato_v3_14_pin_de_6_algarismos_e_o_antigo_deixa_de_valer(m: Mesa) -> None:
    primeiro = m.pin(A)
    assert len(primeiro) == 6 and primeiro.isdigit()
    segundo = m.pin(A)
    m.cliente.post(f"/api/v1/jogos/{m.jogo()}/resultado", headers=m.mesa(),
                   json={"partidas": [{A: 24, B: 10}, {A: 24, B: 3}]})
    if primeiro != segundo:
        assert m.cliente.post(f"/api/v1/jogos/{m.jogo()}/confirmacoes",
                              json={"lado": A, "pin": primeiro}).status_code == 401
    assert m.cliente.post(f"/api/v1/jogos/{m.jogo()}/confirmacoes",
                          json={"lado": A, "pin": segundo}).status_code == 200


ROTAS_DA_COMISSAO = [("POST", "/api/v1/rodadas"), ("GET", "/api/v1/rodadas/classificatoria/1/credenciais"),
                     ("POST", f"/api/v1/lados/{A}/pin"), ("POST", "/api/v1/jogos/1/decisao"),
                     ("GET", "/api/v1/auditoria"), ("GET", "/api/v1/exportar")]
ROTAS_DA_MESA = [("POST", "/api/v1/jogos/1/partidas"), ("POST", "/api/v1/jogos/1/eventos"),
                 ("POST", "/api/v1/jogos/1/resultado"), ("POST", "/api/v1/jogos/1/ocorrencias")]


def test_contrato_v3_14_matriz_de_credenciais(m: Mesa) -> None:
    """No credential or a wrong one: 401; a valid one outside its scope: 403 — on every write route."""
    corpo = {"motivo": "x", "vencedor": None}
    for metodo, rota in ROTAS_DA_COMISSAO + ROTAS_DA_MESA:
        assert m.cliente.request(metodo, rota, json=corpo).status_code == 401, rota
        ruim = {"Authorization": "Bearer " + "x" * 32}
        assert m.cliente.request(metodo, rota, json=corpo, headers=ruim).status_code == 401, rota
    for metodo, rota in ROTAS_DA_COMISSAO:  # a table's token on a member's route
        assert m.cliente.request(metodo, rota, json=corpo, headers=m.mesa()).status_code == 403, rota
    for metodo, rota in ROTAS_DA_MESA:  # table 2's token on table 1's jogo
        assert m.cliente.request(metodo, rota, json=corpo, headers=m.mesa(1)).status_code == 403, rota
    # a capataz confirms only his own side's jogos: Galpão's right PIN on jogo 1 (Os Tauras × Querência)
    pin = m.pin("Galpão")
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 10}, {A: 24, B: 3}]})
    r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": "Galpão", "pin": pin})
    assert r.status_code == 403


# --- §14 Events ---------------------------------------------------------------------------------------------------

def test_contrato_v3_14_evento_id_repetido_e_aplicado_uma_vez(m: Mesa) -> None:
    ident = _id()
    r1 = _evento(m, {"Bento": "truco"}, id=ident)
    r2 = _evento(m, {"Bento": "truco"}, id=ident)
    assert r1.status_code == r2.status_code == 200
    assert r1.json()["seq"] == r2.json()["seq"] == 1
    assert r2.json()["ultimo"] == ident
    eventos = m.cliente.get("/api/v1/jogos/1").json()["eventos"]
    assert [e["id"] for e in eventos] == [ident]
    # the UUID form of the same 128 bits is the same id
    com_hifens = str(uuid.UUID(ident))
    assert _evento(m, {"Bento": "truco"}, id=com_hifens).json()["seq"] == 1


def test_contrato_v3_14_depois_desatualizado_e_409(m: Mesa) -> None:
    primeiro = _id()
    _evento(m, {"Bento": "truco"}, id=primeiro)
    segundo = _id()
    assert _evento(m, {"Preta": "quero"}, id=segundo, depois=primeiro).status_code == 200
    r = _evento(m, {"vaza": A}, depois=primeiro)  # another phone saw only the first
    assert r.status_code == 409


def test_contrato_v3_14_desfazer_so_o_ultimo_aplicado(m: Mesa) -> None:
    a, b = _id(), _id()
    _evento(m, {"Bento": "truco"}, id=a)
    _evento(m, {"Preta": "quero"}, id=b)
    assert _evento(m, {"desfaz": a}).status_code == 409  # not the last applied
    desfaz = _id()
    r = _evento(m, {"desfaz": b}, id=desfaz)
    assert r.status_code == 200 and r.json()["seq"] == 3 and r.json()["ultimo"] == desfaz
    eventos = m.cliente.get("/api/v1/jogos/1").json()["eventos"]
    assert [(e["seq"], e.get("desfeito", False)) for e in eventos] == [(1, False), (2, True), (3, False)]
    assert eventos[2]["evento"] == {"desfaz": b}
    assert _evento(m, {"desfaz": a}).status_code == 200  # undos walk back one event at a time


def test_contrato_v3_14_evento_invalido_e_422_com_problemas(m: Mesa) -> None:
    r = _evento(m, {"Fulano": "truco"})
    assert r.status_code == 422
    assert r.json()["problemas"] and all(isinstance(p, str) for p in r.json()["problemas"])
    assert _evento(m, {"Bento": "truco"}, volta=3).status_code == 422  # volta 1 is the one in progress
    assert m.cliente.get("/api/v1/jogos/1").json()["eventos"] == []


def test_contrato_v3_14_volta_de_roda_com_disputa_igual_ao_arbitro_partida(m: Mesa, tmp_path: Path) -> None:
    """Bento trucou, Preta quis, Os Tauras ganharam as duas vazas: o truco aceito vale 2 tentos (Art. 10, VIII;
    the same ruling `arbitro partida` gives the exported file)."""
    for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": A}, {"vaza": A}):
        r = _evento(m, ev)
        assert r.status_code == 200, r.text
    em_curso = r.json()["partida_em_curso"]
    assert em_curso["placar_final"] == {A: 2, B: 0}
    _nomes, pasta = _exportar(m, tmp_path)
    arquivo = pasta / "em-andamento" / "partidas" / "1-1.yaml"
    assert _arbitro("partida", str(arquivo), "--json", cwd=pasta) == em_curso
    assert m.cliente.get("/api/v1/jogos/1").json()["partida_em_curso"] == em_curso


def test_contrato_v3_14_pode_as_falas_validas_agora(m: Mesa) -> None:
    _evento(m, {"Bento": "truco"})
    pode = m.cliente.get("/api/v1/jogos/1/pode").json()
    quero = [p for p in pode if p["jogador"] == "Preta" and p["fala"] == "quero"]
    assert quero and quero[0]["artigos"]
    assert not [p for p in pode if p["jogador"] == "Bento" and p["fala"] == "truco"]  # already trucou


# --- §14 States ---------------------------------------------------------------------------------------------------

def _estado(m: Mesa, i: int = 0) -> str:
    return str(m.cliente.get(f"/api/v1/jogos/{m.jogo(i)}").json()["estado"])


def test_contrato_v3_14_estados_ate_confirmado_pelos_dois_capatazes(m: Mesa) -> None:
    assert _estado(m) == "aguardando"
    _evento(m, {"Bento": "truco"})
    assert _estado(m) == "em-jogo"
    _evento(m, {"desfaz": m.cliente.get("/api/v1/jogos/1").json()["eventos"][0]["id"]})
    r = m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 10},
                                                                                        {A: 24, B: 3}]})
    assert r.status_code == 200, r.text
    assert r.json()["estado"] == "a-confirmar" and r.json()["vencedor"] == A
    pin_a, pin_b = m.pin(A), m.pin(B)
    r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": A, "pin": pin_a})
    assert r.json()["estado"] == "a-confirmar"
    r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": B, "pin": pin_b})
    assert r.json()["estado"] == "confirmado"
    for rota, corpo in (("eventos", {"id": _id(), "partida": 1, "volta": 1, "evento": {"Bento": "truco"}}),
                        ("resultado", {"partidas": [{A: 24, B: 0}, {A: 24, B: 0}]}),
                        ("ocorrencias", {"atraso": B, "minutos": 5})):
        assert m.cliente.post(f"/api/v1/jogos/1/{rota}", headers=m.mesa(), json=corpo).status_code == 409


def test_contrato_v3_14_mudar_o_resultado_limpa_as_confirmacoes(m: Mesa) -> None:
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 10},
                                                                                   {A: 24, B: 3}]})
    m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": A, "pin": m.pin(A)})
    assert m.cliente.get("/api/v1/jogos/1").json()["confirmacoes"] == {A: "confirma"}
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 20},
                                                                                   {A: 24, B: 3}]})
    assert m.cliente.get("/api/v1/jogos/1").json()["confirmacoes"] == {}


def test_contrato_v3_14_contestado_e_decidido_pela_comissao(m: Mesa) -> None:
    m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 10},
                                                                                   {A: 24, B: 3}]})
    r = m.cliente.post("/api/v1/jogos/1/confirmacoes", json={"lado": B, "pin": m.pin(B),
                                                           "contesta": "<b>a 2ª partida foi 24 × 23</b>"})
    assert r.json()["estado"] == "em-disputa"
    r = m.cliente.post("/api/v1/jogos/1/decisao", headers=m.membro,
                       json={"vencedor": A, "motivo": "súmula conferida com os capatazes"})
    assert r.status_code == 200 and r.json()["estado"] == "confirmado"
    assert r.json()["decisao"]["vencedor"] == A
    auditoria = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    assert any(a["quem"] == "membro comissao" and "decisão" in a["o_que"] for a in auditoria)
    assert any(a["quem"] == f"capataz de {B}" and "contestou" in a["o_que"] for a in auditoria)


# --- §14 Export and standings, side by side with the CLI -----------------------------------------------------------

def _confirmar(m: Mesa, i: int, partidas: list[dict[str, int]]) -> None:
    r = m.cliente.post(f"/api/v1/jogos/{m.jogo(i)}/resultado", headers=m.mesa(i), json={"partidas": partidas})
    assert r.status_code == 200, r.text
    for lado in r.json()["lados"]:
        m.cliente.post(f"/api/v1/jogos/{m.jogo(i)}/confirmacoes", json={"lado": lado, "pin": m.pin(lado)})
    assert _estado(m, i) == "confirmado"


def test_contrato_v3_14_classificacao_e_exportacao_iguais_as_da_cli(m: Mesa, tmp_path: Path) -> None:
    """Os Tauras 24×10, 24×3 (two consecutive: three partidas, the last 24×0, S, g); Galpão 24×20, 18×24, 24×22
    over Coxilha. S, a ties Os Tauras and Galpão at one win; S, b puts Os Tauras (3 partidas) before Galpão (2);
    Coxilha (1 partida) before Querência (0)."""
    _confirmar(m, 0, [{A: 24, B: 10}, {A: 24, B: 3}])
    _confirmar(m, 1, [{"Galpão": 24, "Coxilha": 20}, {"Galpão": 18, "Coxilha": 24}, {"Galpão": 24, "Coxilha": 22}])
    c = m.cliente.get("/api/v1/classificacao").json()
    linhas = [(x["posicao"], x["trio"], x["vitorias"], x["partidas"], x["tentos"], x["saldo"])
              for x in c["classificacao"]]
    assert linhas == [(1, A, 1, 3, 72, 59), (2, "Galpão", 1, 2, 66, 0), (3, "Coxilha", 0, 1, 66, 0),
                      (4, B, 0, 0, 13, -59)]
    nomes, pasta = _exportar(m, tmp_path)
    assert {"torneio.yaml", "jogos/1.yaml", "jogos/2.yaml", "auditoria.jsonl"} <= nomes
    assert not any(n.startswith("/") or ".." in n for n in nomes)
    assert _arbitro("classificacao", "torneio.yaml", "--json", cwd=pasta) == c
    cli = _arbitro("jogo", "jogos/1.yaml", "--json", cwd=pasta)
    api = m.cliente.get("/api/v1/jogos/1").json()
    assert {k: api[k] for k in cli} == cli
    texto = "".join(p.read_text(encoding="utf-8") for p in pasta.rglob("*") if p.is_file())
    for segredo in [j["token"] for j in m.rodada["jogos"]] + [m.membro["Authorization"].split()[1], "scrypt$"]:
        assert segredo not in texto  # no token, PIN or password hash in the export


def test_contrato_v3_14_exportacao_guarda_os_jogos_em_andamento_a_parte(m: Mesa, tmp_path: Path) -> None:
    _evento(m, {"Bento": "truco"})
    nomes, pasta = _exportar(m, tmp_path)
    assert {"em-andamento/jogos/1.yaml", "em-andamento/partidas/1-1.yaml"} <= nomes
    assert "jogos/1.yaml" not in nomes
    assert "jogos/1.yaml" not in (pasta / "torneio.yaml").read_text(encoding="utf-8")


# --- §14 Storage: the file's hash, migrations ---------------------------------------------------------------------

def test_contrato_v3_14_arquivo_mudado_recusado_salvo_reimportar_antes_do_primeiro_jogo(tmp_path: Path) -> None:
    from arbitro.servidor.banco import Banco
    from arbitro.servidor.servico import Recusa, Servico

    banco = Banco(f"sqlite:///{tmp_path / 't.db'}")
    texto = TORNEIO.read_text(encoding="utf-8")
    Servico.abrir(banco, texto, "torneio.yaml", senha=SENHA)
    mudado = texto.replace("mesas: 2", "mesas: 3")
    with pytest.raises(Recusa) as e:
        Servico.abrir(banco, mudado, "torneio.yaml")
    assert e.value.status == 409 and "mudou: mesas" in e.value.erro
    s, senha = Servico.abrir(banco, mudado, "torneio.yaml", reimportar=True)
    assert senha is None and s.insc.mesas == 3
    s.abrir_rodada(s_quem())
    s.postar_resultado(1, {"partidas": [{A: 24, B: 10}, {A: 24, B: 3}]}, s_quem())
    with pytest.raises(Recusa) as e:
        Servico.abrir(banco, texto, "torneio.yaml", reimportar=True)
    assert "um jogo já começou" in e.value.erro


def s_quem() -> Any:
    from arbitro.servidor.servico import Quem

    return Quem("membro", "comissao")


def test_contrato_v3_14_migracoes_atualizam_e_recusam_banco_mais_novo(tmp_path: Path) -> None:
    import sqlite3

    from arbitro.servidor.banco import MIGRACOES, Banco, BancoInvalido

    caminho = tmp_path / "t.db"
    Banco(f"sqlite:///{caminho}").fechar()
    con = sqlite3.connect(caminho)
    assert con.execute("SELECT MAX(versao) FROM arbitro_versao").fetchone() == (len(MIGRACOES),)
    con.execute("INSERT INTO arbitro_versao VALUES (99)")
    con.commit()
    con.close()
    with pytest.raises(BancoInvalido) as e:
        Banco(f"sqlite:///{caminho}")
    assert "mais nova" in e.value.mensagem


# --- Pages ------------------------------------------------------------------------------------------------------

def test_contrato_v3_14_paginas_pt_br_e_legiveis_sem_javascript(m: Mesa) -> None:
    for rota in ("/", f"/mesa/{m.rodada['jogos'][0]['token']}", "/comissao"):
        r = m.cliente.get(rota)
        assert r.status_code == 200 and '<html lang="pt-BR">' in r.text, rota
        assert 'name="viewport"' in r.text
    # the judge's form without JavaScript: the server makes the id and records the event
    token = m.rodada["jogos"][0]["token"]
    r = m.cliente.post(f"/mesa/{token}/evento", data={"partida": "1", "volta": "1", "tipo": "fala",
                                                      "jogador": "Bento", "fala": "truco"}, follow_redirects=False)
    assert r.status_code == 303
    assert m.cliente.get("/api/v1/jogos/1").json()["eventos"][0]["evento"] == {"Bento": "truco"}
    pagina = m.cliente.get(f"/mesa/{token}").text
    assert "truco" in pagina
    # every call of the palette is offered too, marked: recorded offline, the server rules it on arrival
    assert '<option value="retruco">não conferido</option>' in pagina
    assert m.cliente.get("/estatico/htmx.min.js").status_code == 200


def test_contrato_v3_14_comissao_login_com_csrf(m: Mesa) -> None:
    r = m.cliente.get("/comissao")
    csrf = r.cookies.get("arbitro_csrf") or m.cliente.cookies.get("arbitro_csrf")
    assert csrf and f'value="{csrf}"' in r.text
    ruim = m.cliente.post("/comissao/entrar", data={"membro": "comissao", "senha": SENHA, "csrf": "outro"},
                          follow_redirects=False)
    assert ruim.status_code == 403
    r = m.cliente.post("/comissao/entrar", data={"membro": "comissao", "senha": SENHA, "csrf": csrf},
                       follow_redirects=False)
    assert r.status_code == 303
    painel = m.cliente.get("/comissao").text
    assert "Abrir a próxima rodada" in painel and "Auditoria" in painel
    # the session cookie alone does not open a round: the form's CSRF token is required
    assert m.cliente.post("/comissao/rodadas", data={}, follow_redirects=False).status_code == 403
    sessao_csrf = painel.split('name="csrf" value="')[1].split('"')[0]
    # §13: the next round opens once the open one is played (as `arbitro torneio rodada --abrir`)
    r = m.cliente.post("/comissao/rodadas", data={"csrf": sessao_csrf}, follow_redirects=False)
    assert r.status_code == 409 and "a rodada 1 da fase classificatoria já está aberta" in r.text
    _confirmar(m, 0, [{A: 24, B: 10}, {A: 24, B: 3}])
    _confirmar(m, 1, [{"Galpão": 24, "Coxilha": 20}, {"Galpão": 24, "Coxilha": 22}])
    r = m.cliente.post("/comissao/rodadas", data={"csrf": sessao_csrf}, follow_redirects=False)
    assert r.status_code == 303
    qr = m.cliente.get("/comissao/rodadas/classificatoria/2/qr")
    assert qr.status_code == 200 and qr.text.count("<svg") == 2 and "size: A4" in qr.text
    assert "http://arbitro.test:8000/mesa/" in qr.text


def test_issue_26_nomes_e_textos_escapados_em_toda_pagina(tmp_path: Path) -> None:
    hostil = "<script>alert(1)</script>"
    texto = TORNEIO.read_text(encoding="utf-8").replace("Querência", f'"{hostil}"')
    for mesa in abrir(f"sqlite:///{tmp_path / 't.db'}", texto):
        token = mesa.rodada["jogos"][0]["token"]
        for rota in ("/", f"/mesa/{token}"):
            pagina = mesa.cliente.get(rota).text
            assert hostil not in pagina and "&lt;script&gt;alert(1)&lt;/script&gt;" in pagina, rota


# --- Hostile input (issue 26) -------------------------------------------------------------------------------------

def test_issue_26_json_malformado_grande_demais_e_erro_interno_sem_rastro(m: Mesa, monkeypatch:
                                                                          pytest.MonkeyPatch) -> None:
    r = m.cliente.post("/api/v1/jogos/1/eventos", headers={**m.mesa(), "Content-Type": "application/json"},
                       content=b"{nao e json")
    assert r.status_code == 400 and r.json()["erro"] == "o corpo do pedido não é JSON válido"
    r = m.cliente.post("/api/v1/jogos/1/eventos", headers=m.mesa(), content=b"x" * (300 * 1024))
    assert r.status_code == 413
    r = m.cliente.post("/api/v1/jogos/1/eventos", headers=m.mesa(), json=[1, 2])
    assert r.status_code == 422

    def quebra(*_a: Any, **_k: Any) -> Any:
        raise RuntimeError(f"falha interna em {Path(__file__).resolve()}")

    monkeypatch.setattr(m.servico, "jogo_json", quebra)
    r = m.cliente.get("/api/v1/jogos/1")
    assert r.status_code == 500
    assert "Traceback" not in r.text and str(Path(__file__).parent) not in r.text and "falha interna" not in r.text
    assert m.cliente.get("/api/v1/jogos/abc").status_code == 404
    assert m.cliente.get("/api/v1/nada").json()["erro"] == "não há nada neste endereço da API"


# --- The command line ----------------------------------------------------------------------------------------------

def test_contrato_v3_14_arbitro_servidor_arquivo_invalido_sai_com_2_e_o_lugar(tmp_path: Path) -> None:
    ruim = tmp_path / "torneio.yaml"
    ruim.write_text("versao: 3\ntorneio: X\ndata: 2026-12-05\ninscritos:\n  A: {jogadores: a}\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "arbitro", "servidor", str(ruim)], capture_output=True, text=True,
                       timeout=120, check=False)
    assert r.returncode == 2
    assert f"{ruim}:5:" in r.stderr and "jogadores" in r.stderr and "Traceback" not in r.stderr


# --- Occurrences, volta keys, the commission's clocks, the copy -----------------------------------------------------

def test_contrato_v3_14_ocorrencia_da_mesa_e_ocorrencia_invalida_422(m: Mesa) -> None:
    r = m.cliente.post("/api/v1/jogos/1/ocorrencias", headers=m.mesa(), json={"atraso": B, "minutos": 9})
    assert r.status_code == 200, r.text
    r = m.cliente.post("/api/v1/jogos/1/ocorrencias", headers=m.membro, json={"atraso": "Ninguém", "minutos": 9})
    assert r.status_code == 422 and r.json()["problemas"]
    auditoria = m.cliente.get("/api/v1/auditoria", headers=m.membro).json()
    assert [a["quem"] for a in auditoria if "ocorrência" in a["o_que"]] == ["mesa 1 (rodada 1 da fase classificatoria)"]


def test_contrato_v3_14_chaves_da_volta_como_primeiros_eventos(m: Mesa) -> None:
    """``cartas`` posted as the volta's first event is the volta's key: Preta shows 7E 4E 12O — 31 of envido
    (7 + 4 + 20, Art. XV) — so her sung 31 stands, as in the example of Art. 10, VIII, i."""
    m.cliente.post("/api/v1/jogos/1/partidas", headers=m.mesa(), json={"partida": 1,
                                                                      "placar_inicial": {A: 18, B: 22}})
    assert _evento(m, {"cartas": {"Preta": ["7E", "4E", "12O"]}}).status_code == 200
    for ev in ({"Bento": "real envido e truco"}, {"Preta": "falta envido"}, {"Bento": "quero"},
               {"Bento": {"pontos": 27}}, {"Preta": {"pontos": 31}}):
        r = _evento(m, ev)
        assert r.status_code == 200, r.text
    assert r.json()["partida_em_curso"]["placar_final"] == {A: 18, B: 24}
    assert r.json()["partida_em_curso"]["vencedor"] == B


def test_contrato_v3_14_relogio_do_wo_e_limite_de_duas_horas_na_comissao(m: Mesa) -> None:
    """S, i: 15 minutes (7 in a seca) without the trio at the table; S, h: 2 hours. The round began at 09:00."""
    import datetime as dt

    from arbitro.servidor.paginas import _painel

    inicio = dt.datetime.fromisoformat("2026-12-05T09:00").astimezone()
    _evento(m, {"Bento": "truco"})  # table 1 has started; table 2 has not
    aos_16 = {x["mesa"]: (x["wo"], x["limite"]) for x in _painel(m.servico, inicio + dt.timedelta(minutes=16))["mesas"]}
    assert aos_16 == {1: (False, False), 2: (True, False)}
    aos_14 = {x["mesa"]: x["wo"] for x in _painel(m.servico, inicio + dt.timedelta(minutes=14))["mesas"]}
    assert aos_14 == {1: False, 2: False}
    as_2h01 = {x["mesa"]: x["limite"] for x in _painel(m.servico, inicio + dt.timedelta(minutes=121))["mesas"]}
    assert as_2h01 == {1: True, 2: True}


def test_contrato_v3_14_copia_consistente_do_banco_e_da_exportacao(m: Mesa, tmp_path: Path) -> None:
    from arbitro.cli.servidor import copiar

    _evento(m, {"Bento": "truco"})
    copiar(m.servico, tmp_path / "copia")
    with tarfile.open(tmp_path / "copia" / "torneio.tar.gz") as tar:
        assert "em-andamento/partidas/1-1.yaml" in tar.getnames()
    if m.servico.banco.tipo == "sqlite":
        from arbitro.servidor.banco import Banco

        copia = Banco(f"sqlite:///{tmp_path / 'copia' / 'torneio.db'}")
        assert copia.um("SELECT COUNT(*) FROM eventos") == (1,)
        copia.fechar()
    copiar(m.servico, tmp_path / "copia")  # the next minute: replaced whole, never half-written
    assert not list((tmp_path / "copia").glob(".*novo"))


def test_contrato_v3_14_resultado_nao_contradiz_a_partida_registrada_volta_a_volta(m: Mesa) -> None:
    for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": A}, {"vaza": A}):
        _evento(m, ev)
    r = m.cliente.post("/api/v1/jogos/1/resultado", headers=m.mesa(), json={"partidas": [{A: 24, B: 10}]})
    assert r.status_code == 422 and "Os Tauras 2 × 0 Querência" in r.json()["erro"]


def test_contrato_v3_14_banco_que_nao_abre_sai_com_2_sem_rastro(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "arbitro", "servidor", str(TORNEIO), "--banco",
                        f"sqlite:///{tmp_path / 'nao' / 'existe.db'}"], capture_output=True, text=True, timeout=120,
                       check=False)
    assert r.returncode == 2 and "não foi possível abrir o banco SQLite" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, "-m", "arbitro", "servidor", str(TORNEIO), "--banco", "mysql://x"],
                       capture_output=True, text=True, timeout=120, check=False)
    assert r.returncode == 2 and "--banco: use sqlite:///" in r.stderr
