"""`arbitro servidor` for real (uvicorn in its own process) and in a real browser (Debian's headless Chromium
driven by Selenium through Debian's chromium-driver; `.ci/run` installs both): the judge records on a phone-sized
page, under a LAN-like name (``arbitro.test``, mapped to 127.0.0.1 — http on 127.0.0.1 would be a secure context
and a venue's LAN address is not), the roda volta of example b of Art. 10, VIII, i (the falta envido answering a
double proposal) and sees the ruling ``arbitro resolve`` gives; both capatazes confirm with their PINs; the
public page shows the new standings; the QR sheet of the round prints on one A4 page."""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from servidor import RAIZ, TORNEIO, ServidorReal, pedir, subir, url_do_banco

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
A, B = "Os Tauras", "Querência"
SENHA = "senha-do-navegador"
EXEMPLO = RAIZ / "exemplos" / "falta-envido-contra-proposta-dupla.yaml"
# The example's events, as the judge taps them (the cards seen are not typed: the ruling is the same without them,
# checked below against `arbitro resolve` on the example without its ``cartas:``).
EVENTOS = [("fala", "Bento", "real envido e truco"), ("fala", "Preta", "falta envido"), ("fala", "Bento", "quero"),
           ("pontos", "Bento", "27"), ("pontos", "Preta", "31")]


def _precisa(coisa: object, mensagem: str) -> None:
    if coisa is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(mensagem)
        pytest.skip(mensagem)


def chromium(perfil: Path) -> Any:
    """A phone's browser (headless Debian Chromium through its chromedriver, under the LAN-like name
    ``arbitro.test``) with its own profile folder: its localStorage is kept there between launches."""
    _precisa(CHROMIUM, "sem o chromium (`.ci/run` o instala: apt-get install -y chromium)")
    _precisa(DRIVER, "sem o chromedriver (`.ci/run` o instala: apt-get install -y chromium-driver)")
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    opcoes = webdriver.ChromeOptions()
    opcoes.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--host-resolver-rules=MAP arbitro.test 127.0.0.1", f"--user-data-dir={perfil}"):
        opcoes.add_argument(arg)
    # a phone 360 px wide (headless Chromium's windows are at least 500 px: the phone is emulated)
    opcoes.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 360, "height": 780,
                                                                         "pixelRatio": 2}})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=opcoes)
    driver.set_page_load_timeout(60)
    return driver


@pytest.fixture
def navegador(tmp_path: Path) -> Iterator[Any]:
    driver = chromium(tmp_path / "perfil")
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(params=["sqlite", "postgresql"])
def servidor(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServidorReal]:
    s = subir(TORNEIO, url_do_banco(request.param, tmp_path), {"ARBITRO_SENHA": SENHA})
    try:
        yield s
    finally:
        s.parar()


def _esperar(condicao: Any, segundos: float = 30) -> Any:
    """Wait for ``condicao``; an element replaced meanwhile (a reload, htmx's swap) is asked again."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    limite = time.monotonic() + segundos
    while time.monotonic() < limite:
        try:
            valor = condicao()
        except (StaleElementReferenceException, NoSuchElementException):
            valor = None
        if valor:
            return valor
        time.sleep(0.1)
    raise AssertionError("o navegador não chegou lá a tempo")


def _resolve_sem_cartas(pasta: Path) -> dict[str, Any]:
    texto = EXEMPLO.read_text(encoding="utf-8")
    linhas = [x for x in texto.splitlines() if not x.startswith(("cartas:", "  Preta: [7E"))]
    caso = pasta / "caso.yaml"
    caso.write_text("\n".join(linhas) + "\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "arbitro", "resolve", str(caso), "--json"], capture_output=True,
                       text=True, timeout=120, check=True)
    return dict(json.loads(r.stdout))


def _paginas_do_pdf(pdf: bytes) -> int:
    import re

    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_contrato_v3_14_juiz_no_celular_capatazes_confirmam_e_a_classificacao_muda(
        navegador: Any, servidor: ServidorReal, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    base = servidor.url
    assert any("arbitro.test" in linha for linha in servidor.saida)
    _, sessao = pedir(f"{base}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
    membro = sessao["token"]
    status, rodada = pedir(f"{base}/api/v1/rodadas", "POST", token=membro)
    assert status == 201
    jogo, token = rodada["jogos"][0]["id"], rodada["jogos"][0]["token"]
    # the example's score before the volta: 18 × 22 (the seating is the default one: lados[0] first, alternating)
    status, _ = pedir(f"{base}/api/v1/jogos/{jogo}/partidas", "POST",
                      {"partida": 1, "placar_inicial": {A: 18, B: 22}}, token)
    assert status == 200

    pagina = f"http://arbitro.test:{servidor.porta}/mesa/{token}"
    navegador.get(pagina)
    assert navegador.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pt-BR"
    largura = navegador.execute_script("return document.documentElement.scrollWidth")
    assert largura <= 360  # nothing wider than the phone
    # §14: no secure context here, so the page cannot count on crypto.randomUUID
    assert navegador.execute_script("return window.isSecureContext") is False
    for n, (tipo, jogador, valor) in enumerate(EVENTOS, 1):
        Select(navegador.find_element(By.NAME, "tipo")).select_by_value(tipo)
        Select(navegador.find_element(By.NAME, "jogador")).select_by_visible_text(jogador)
        campo = navegador.find_element(By.NAME, "valor")
        campo.clear()
        campo.send_keys(valor)
        navegador.execute_script("window.antesDoEnvio = true")
        navegador.find_element(By.CSS_SELECTOR, "form.evento button[type=submit]").click()
        _esperar(lambda n=n: len(pedir(f"{base}/api/v1/jogos/{jogo}")[1]["eventos"]) == n)
        # the page reloads itself once the queue is acknowledged: wait for the new page, not the old one
        _esperar(lambda: navegador.execute_script("return document.readyState === 'complete' && "
                                                  "window.antesDoEnvio === undefined"))
    fila = navegador.execute_script(f"return JSON.parse(localStorage.getItem('arbitro:{token}'))")
    assert len(fila) == len(EVENTOS) and all(x["ok"] for x in fila)  # the phone kept every event, acknowledged
    ids = [x["corpo"]["id"] for x in fila]
    assert all(len(i) == 32 for i in ids) and len(set(ids)) == len(ids)

    esperado = _resolve_sem_cartas(tmp_path)
    _, j = pedir(f"{base}/api/v1/jogos/{jogo}")
    decisao = j["partida_em_curso"]["voltas"][0]["decisao"]
    assert decisao["lancamentos"] == esperado["lancamentos"]
    assert j["partida_em_curso"]["placar_final"] == esperado["placar_final"]
    navegador.get(pagina)
    texto = navegador.find_element(By.TAG_NAME, "body").text
    for lanc in esperado["lancamentos"]:
        assert f"+{lanc['tentos']} {lanc['trio']}: {lanc['motivo']}" in texto
        assert "; ".join(lanc["artigos"]) in texto

    # Querência won partida 1 on the falta envido; partida 2 by the result-only form, 24 × 10: two consecutive
    navegador.find_element(By.XPATH, "//summary[contains(., 'Só o resultado')]").click()
    placar1 = j["partida_em_curso"]["placar_final"]
    for nome, valor in (("p1a", placar1[A]), ("p1b", placar1[B]), ("p2a", 10), ("p2b", 24)):
        navegador.find_element(By.NAME, nome).send_keys(str(valor))
    navegador.find_element(By.XPATH, "//button[contains(., 'Mandar o resultado')]").click()
    _esperar(lambda: pedir(f"{base}/api/v1/jogos/{jogo}")[1]["estado"] == "a-confirmar")
    # the projector's page is open before the capatazes confirm: it must change by itself (§14: ≤ 5 s behind)
    projetor = navegador.current_window_handle
    navegador.switch_to.new_window("tab")
    navegador.get(f"http://arbitro.test:{servidor.porta}/")
    assert "Nenhum jogo confirmado ainda" in navegador.find_element(By.TAG_NAME, "body").text
    publico = navegador.current_window_handle
    navegador.switch_to.window(projetor)
    for lado in (A, B):
        _, pin = pedir(f"{base}/api/v1/lados/{quote(lado)}/pin", "POST", token=membro)
        navegador.get(pagina)
        Select(navegador.find_element(By.NAME, "lado")).select_by_visible_text(lado)
        navegador.find_element(By.NAME, "pin").send_keys(pin["pin"])
        navegador.find_element(By.XPATH, "//button[@value='confirmar']").click()
        _esperar(lambda lado=lado: lado in pedir(f"{base}/api/v1/jogos/{jogo}")[1]["confirmacoes"])
    assert pedir(f"{base}/api/v1/jogos/{jogo}")[1]["estado"] == "confirmado"

    navegador.switch_to.window(publico)  # not reloaded: htmx polls every 5 s
    _esperar(lambda: B in navegador.find_element(By.CSS_SELECTOR, "#ao-vivo table tbody tr").text, 15)
    # Querência, the only side with a win, leads (S, a)

    # the commission logs in and prints the round's QR sheet: one A4 page
    from selenium.webdriver.common.print_page_options import PrintOptions

    navegador.get(f"http://arbitro.test:{servidor.porta}/comissao")
    navegador.find_element(By.NAME, "membro").send_keys("comissao")
    navegador.find_element(By.NAME, "senha").send_keys(SENHA)
    navegador.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    _esperar(lambda: "Abrir a próxima rodada" in navegador.page_source)
    navegador.get(f"http://arbitro.test:{servidor.porta}/comissao/rodadas/classificatoria/1/qr")
    assert len(navegador.find_elements(By.CSS_SELECTOR, ".mesa svg")) == 2
    opcoes = PrintOptions()
    opcoes.page_width, opcoes.page_height = 21.0, 29.7
    pdf = base64.b64decode(navegador.print_page(opcoes))
    assert _paginas_do_pdf(pdf) == 1

    # table 2 sends only its result; Coxilha's capataz contests it on the table's page; the commission decides
    jogo2, token2 = rodada["jogos"][1]["id"], rodada["jogos"][1]["token"]
    status, _ = pedir(f"{base}/api/v1/jogos/{jogo2}/resultado", "POST",
                      {"partidas": [{"Galpão": 24, "Coxilha": 20}, {"Galpão": 24, "Coxilha": 22}]}, token2)
    assert status == 200
    _, pin = pedir(f"{base}/api/v1/lados/Coxilha/pin", "POST", token=membro)
    navegador.get(f"http://arbitro.test:{servidor.porta}/mesa/{token2}")
    Select(navegador.find_element(By.NAME, "lado")).select_by_visible_text("Coxilha")
    navegador.find_element(By.NAME, "pin").send_keys(pin["pin"])
    navegador.find_element(By.NAME, "contesta").send_keys("<i>a 2ª partida foi 24 × 22 para nós</i>")
    navegador.find_element(By.XPATH, "//button[@value='contestar']").click()
    _esperar(lambda: pedir(f"{base}/api/v1/jogos/{jogo2}")[1]["estado"] == "em-disputa")
    navegador.get(f"http://arbitro.test:{servidor.porta}/comissao")
    assert "<i>a 2ª partida foi 24 × 22 para nós</i>" in navegador.find_element(By.TAG_NAME, "body").text
    Select(navegador.find_element(By.NAME, "vencedor")).select_by_visible_text("Galpão")
    navegador.find_element(By.NAME, "motivo").send_keys("súmula conferida: 24 × 20 e 24 × 22")
    navegador.find_element(By.XPATH, "//button[contains(., 'Decidir')]").click()
    _esperar(lambda: pedir(f"{base}/api/v1/jogos/{jogo2}")[1]["estado"] == "confirmado")
    navegador.get(f"http://arbitro.test:{servidor.porta}/comissao")
    assert "membro comissao" in navegador.find_element(By.TAG_NAME, "body").text  # the audit log names him

    # every súmula (Art. 4) prints on one page
    for j in (jogo, jogo2):
        navegador.get(f"http://arbitro.test:{servidor.porta}/jogos/{j}/sumula")
        assert _paginas_do_pdf(base64.b64decode(navegador.print_page(opcoes))) == 1

    # the export, resolved offline by the CLI: the standings the server shows
    import io
    import tarfile
    import urllib.request

    pedido = urllib.request.Request(f"{base}/api/v1/exportar", headers={"Authorization": f"Bearer {membro}"})
    with urllib.request.urlopen(pedido, timeout=60) as r, tarfile.open(fileobj=io.BytesIO(r.read())) as tar:
        tar.extractall(tmp_path / "exportado", filter="data")
    cli = subprocess.run([sys.executable, "-m", "arbitro", "classificacao", "torneio.yaml", "--json"],
                         capture_output=True, text=True, cwd=tmp_path / "exportado", timeout=120, check=True)
    assert json.loads(cli.stdout) == pedir(f"{base}/api/v1/classificacao")[1]


def test_contrato_v3_14_senha_do_primeiro_membro_so_na_primeira_vez(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    banco = f"sqlite:///{tmp_path / 'torneio.db'}"
    monkeypatch.delenv("ARBITRO_SENHA", raising=False)  # a password of the environment would be the first member's
    primeiro = subir(TORNEIO, banco)
    primeiro.parar()
    assert any("senha:" in linha for linha in primeiro.saida), primeiro.saida
    assert any("arbitro.test" in linha and "/comissao" in linha for linha in primeiro.saida)
    segundo = subir(TORNEIO, banco)
    segundo.parar()
    assert not any("senha:" in linha for linha in segundo.saida), segundo.saida


@pytest.mark.parametrize("banco", ["sqlite", "postgresql"])
def test_contrato_v3_14_evento_confirmado_sobrevive_ao_processo_morto(banco: str, tmp_path: Path) -> None:
    """§14: an acknowledged event survives the server's process killed (SIGKILL, no shutdown); sent again after the
    restart with the same id, it is answered with its first ``seq``, never applied twice."""
    import secrets

    url = url_do_banco(banco, tmp_path)
    s = subir(TORNEIO, url, {"ARBITRO_SENHA": SENHA})
    try:
        _, sessao = pedir(f"{s.url}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
        _, rodada = pedir(f"{s.url}/api/v1/rodadas", "POST", token=sessao["token"])
        token = rodada["jogos"][0]["token"]
        enviados = []
        for volta in (1, 2, 3):
            for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": A}, {"vaza": A}):
                corpo = {"id": secrets.token_hex(16), "partida": 1, "volta": volta, "evento": ev}
                status, resposta = pedir(f"{s.url}/api/v1/jogos/1/eventos", "POST", corpo, token)
                assert status == 200
                enviados.append((corpo, resposta["seq"]))
    finally:
        s.processo.kill()  # SIGKILL: no shutdown, no flush
        s.processo.wait(20)
    s = subir(TORNEIO, url)
    try:
        _, jogo = pedir(f"{s.url}/api/v1/jogos/1")
        assert [e["id"] for e in jogo["eventos"]] == [c["id"] for c, _ in enviados]
        for corpo, seq in enviados[-2:]:
            status, resposta = pedir(f"{s.url}/api/v1/jogos/1/eventos", "POST", corpo, token)
            assert status == 200 and resposta["seq"] == seq
        assert len(pedir(f"{s.url}/api/v1/jogos/1")[1]["eventos"]) == len(enviados)
    finally:
        s.parar()
