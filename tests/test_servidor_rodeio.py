"""Issue 25's "Done when": the bundled 16-trio rodeio (`exemplos/torneio/rodeio-16-trios.yaml`, from its start:
``rodadas:`` and ``jogos:`` taken out, as the README says) run to its end by `arbitro servidor` in a real browser,
on SQLite and on PostgreSQL (contract v3 §13–§14).

The commission logs in on ``/comissao`` and opens every round from the page (3 rounds of groups, 8 jogos each on 6
tables, 2 waiting; then the eliminatoria of 8: quarterfinals, semifinals, final with the third place); round 1's QR
sheet prints on one A4. Table 1 of round 1 (Os Tauras × Coxilha) is recorded on its phone-sized page event by
event: the roda volta of example b of Art. 10, VIII, i (the falta envido answering a double proposal, Coxilha in
Querência's seat), whose ruling on the page is `arbitro resolve`'s; the second partida by the result-only form;
both capatazes confirm with their PINs on the page. One jogo of round 2 is sent by its table, contested on the
table's page by a capataz and decided by the commission on its page with a reason. In the eliminatoria, the first
quarterfinal goes through the pages too (result-only form, both PINs on the page). To keep the run time sane, the
other jogos (first side 24 × 10 twice) are sent and confirmed over HTTP — the same API the pages call. The public
page ``/``, opened once and never reloaded, shows the standings and then the bracket changing by themselves; the
súmula of the jogo recorded event by event prints on one A4; the export, resolved offline by `arbitro
classificacao --json`, gives the standings of ``/api/v1/classificacao``."""

from __future__ import annotations

import base64
import io
import json
import re
import subprocess
import sys
import tarfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from servidor import RAIZ, ServidorReal, pedir, subir, url_do_banco
from test_servidor_navegador import EVENTOS, EXEMPLO, _esperar, _paginas_do_pdf, chromium

RODEIO = RAIZ / "exemplos" / "torneio" / "rodeio-16-trios.yaml"
SENHA = "senha-do-rodeio"
# Querência's seat of the example taken by Coxilha, table 1's second side in round 1 (§13: the draw's pairing)
TROCA = {"Querência": "Coxilha", "Preta": "Duda", "Ana": "Edu", "Lurdes": "Fábio"}
A, B = "Os Tauras", "Coxilha"


def _trocar(texto: str) -> str:
    for de, para in TROCA.items():
        texto = texto.replace(de, para)
    return texto


@pytest.fixture(params=["sqlite", "postgresql"])
def servidor(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServidorReal]:
    texto = RODEIO.read_text(encoding="utf-8")
    arquivo = tmp_path / "rodeio.yaml"
    arquivo.write_text(texto[:texto.index("\nrodadas:")] + "\n", encoding="utf-8")
    s = subir(arquivo, url_do_banco(request.param, tmp_path), {"ARBITRO_SENHA": SENHA})
    try:
        yield s
    finally:
        s.parar()


@pytest.fixture
def navegador(tmp_path: Path) -> Iterator[Any]:
    driver = chromium(tmp_path / "perfil")
    try:
        yield driver
    finally:
        driver.quit()


def _resolve(pasta: Path) -> dict[str, Any]:
    """`arbitro resolve` on the example with Coxilha in Querência's seat (without its ``cartas:``: the page does
    not type the cards seen, and the ruling is the same without them)."""
    linhas = [x for x in EXEMPLO.read_text(encoding="utf-8").splitlines()
              if not x.startswith(("cartas:", "  Preta: [7E"))]
    caso = pasta / "caso.yaml"
    caso.write_text(_trocar("\n".join(linhas)) + "\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "arbitro", "resolve", str(caso), "--json"], capture_output=True,
                       text=True, timeout=120, check=True)
    return dict(json.loads(r.stdout))


class Rodeio:
    """The commission's HTTP session beside the browser: the tokens of the tables, the capatazes' PINs."""

    def __init__(self, s: ServidorReal) -> None:
        self.base = s.url
        self.pagina = f"http://arbitro.test:{s.porta}"
        _, sessao = pedir(f"{self.base}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
        self.membro = str(sessao["token"])
        self.pins: dict[str, str] = {}

    def jogo(self, i: int) -> dict[str, Any]:
        return dict(pedir(f"{self.base}/api/v1/jogos/{i}")[1])

    def pin(self, lado: str) -> str:
        if lado not in self.pins:  # one slip per side for the whole day (a new PIN voids the old one)
            status, r = pedir(f"{self.base}/api/v1/lados/{quote(lado)}/pin", "POST", token=self.membro)
            assert status == 200, r
            self.pins[lado] = str(r["pin"])
        return self.pins[lado]

    def token(self, fase: str, rodada: int, jogo: int) -> str:
        status, cred = pedir(f"{self.base}/api/v1/rodadas/{quote(fase)}/{rodada}/credenciais", token=self.membro)
        assert status == 200, cred
        return next(str(c["token"]) for c in cred if c["id"] == jogo)

    def resultado(self, jogo: int, token: str) -> None:
        lados = self.jogo(jogo)["lados"]
        status, r = pedir(f"{self.base}/api/v1/jogos/{jogo}/resultado", "POST",
                          {"partidas": [{lados[0]: 24, lados[1]: 10}] * 2}, token)
        assert status == 200, r

    def confirmar(self, jogo: int) -> None:
        for lado in self.jogo(jogo)["lados"]:
            status, r = pedir(f"{self.base}/api/v1/jogos/{jogo}/confirmacoes", "POST",
                              {"lado": lado, "pin": self.pin(lado)})
            assert status == 200, r
        assert self.jogo(jogo)["estado"] == "confirmado"


def _abrir_rodada(nav: Any, r: Rodeio) -> dict[str, Any]:
    from selenium.webdriver.common.by import By

    nav.get(f"{r.pagina}/comissao")
    antes = pedir(f"{r.base}/api/v1/rodadas/atual")[1]
    nav.find_element(By.XPATH, "//button[contains(., 'Abrir a próxima rodada')]").click()
    _esperar(lambda: pedir(f"{r.base}/api/v1/rodadas/atual")[1].get("aberta") is True
             and pedir(f"{r.base}/api/v1/rodadas/atual")[1] != antes)
    return dict(pedir(f"{r.base}/api/v1/rodadas/atual")[1])


def _confirmar_na_pagina(nav: Any, r: Rodeio, jogo: int, token: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    for lado in r.jogo(jogo)["lados"]:
        nav.get(f"{r.pagina}/mesa/{token}")
        # the confirmation's side is the page's last ``lado`` (the vaza's comes first, while a partida is open)
        Select(nav.find_elements(By.NAME, "lado")[-1]).select_by_visible_text(lado)
        nav.find_element(By.NAME, "pin").send_keys(r.pin(lado))
        nav.find_element(By.XPATH, "//button[@value='confirmar']").click()
        _esperar(lambda lado=lado: lado in r.jogo(jogo)["confirmacoes"])
    assert r.jogo(jogo)["estado"] == "confirmado"


def _resultado_na_pagina(nav: Any, r: Rodeio, token: str, placares: list[tuple[int, int]]) -> None:
    from selenium.webdriver.common.by import By

    nav.get(f"{r.pagina}/mesa/{token}")
    nav.find_element(By.XPATH, "//summary[contains(., 'Só o resultado')]").click()
    for n, (a, b) in enumerate(placares, 1):
        nav.find_element(By.NAME, f"p{n}a").send_keys(str(a))
        nav.find_element(By.NAME, f"p{n}b").send_keys(str(b))
    nav.find_element(By.XPATH, "//button[contains(., 'Mandar o resultado')]").click()


def _volta_na_pagina(nav: Any, r: Rodeio, jogo: int, token: str) -> dict[str, Any]:
    """The judge taps the example's events on the phone; the page reloads once the phone's queue is acknowledged."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    nav.get(f"{r.pagina}/mesa/{token}")
    assert nav.execute_script("return document.documentElement.scrollWidth") <= 360  # nothing wider than the phone
    for n, (tipo, jogador, valor) in enumerate(EVENTOS, 1):
        Select(nav.find_element(By.NAME, "tipo")).select_by_value(tipo)
        Select(nav.find_element(By.NAME, "jogador")).select_by_visible_text(TROCA.get(jogador, jogador))
        campo = nav.find_element(By.NAME, "valor")
        campo.clear()
        campo.send_keys(valor)
        nav.execute_script("window.antesDoEnvio = true")
        nav.find_element(By.CSS_SELECTOR, "form.evento button[type=submit]").click()
        _esperar(lambda n=n: len(r.jogo(jogo)["eventos"]) == n)
        _esperar(lambda: nav.execute_script("return document.readyState === 'complete' && "
                                            "window.antesDoEnvio === undefined"))
    return r.jogo(jogo)


def _jogar_por_http(r: Rodeio, fase: str, rodada: int, ids: list[int]) -> None:
    for i in ids:
        r.resultado(i, r.token(fase, rodada, i))
        r.confirmar(i)


def test_issue_25_rodeio_de_16_trios_do_comeco_ao_fim_no_navegador(
        navegador: Any, servidor: ServidorReal, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.print_page_options import PrintOptions
    from selenium.webdriver.support.ui import Select

    comeco = time.monotonic()
    nav = navegador
    r = Rodeio(servidor)
    a4 = PrintOptions()
    a4.page_width, a4.page_height = 21.0, 29.7

    # the commission logs in on its page
    nav.get(f"{r.pagina}/comissao")
    nav.find_element(By.NAME, "membro").send_keys("comissao")
    nav.find_element(By.NAME, "senha").send_keys(SENHA)
    nav.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    _esperar(lambda: "Abrir a próxima rodada" in nav.page_source)
    comissao = nav.current_window_handle
    # the projector, a window of its own (a background tab's timers are throttled): opened once, never reloaded
    # (htmx polls every 5 s)
    nav.switch_to.new_window("window")
    nav.get(f"{r.pagina}/")
    assert "Nenhum jogo confirmado ainda" in nav.find_element(By.ID, "ao-vivo").text
    publico = nav.current_window_handle
    nav.switch_to.window(comissao)

    # --- groups, round 1: 6 tables and 2 jogos waiting (§13); the QR sheet on one A4 --------------------------------
    rodada = _abrir_rodada(nav, r)
    assert (rodada["fase"], rodada["rodada"]) == ("grupos", 1)
    assert [j["mesa"] for j in rodada["jogos"]] == [1, 2, 3, 4, 5, 6] and len(rodada["aguardando"]) == 2
    nav.get(f"{r.pagina}/comissao/rodadas/grupos/1/qr")
    assert len(nav.find_elements(By.CSS_SELECTOR, ".mesa svg")) == 6
    assert _paginas_do_pdf(base64.b64decode(nav.print_page(a4))) == 1

    mesa1 = rodada["jogos"][0]
    assert mesa1["lados"] == [A, B]
    j1, t1 = mesa1["id"], r.token("grupos", 1, mesa1["id"])
    # the example's score before the volta, 18 × 22 (default seating: lados[0] first, alternating)
    status, _ = pedir(f"{r.base}/api/v1/jogos/{j1}/partidas", "POST",
                      {"partida": 1, "placar_inicial": {A: 18, B: 22}}, t1)
    assert status == 200
    feito = _volta_na_pagina(nav, r, j1, t1)
    esperado = _resolve(tmp_path)
    assert feito["partida_em_curso"]["voltas"][0]["decisao"]["lancamentos"] == esperado["lancamentos"]
    placar1 = feito["partida_em_curso"]["placar_final"]
    assert placar1 == esperado["placar_final"]
    nav.get(f"{r.pagina}/mesa/{t1}")
    texto = nav.find_element(By.TAG_NAME, "body").text
    for lanc in esperado["lancamentos"]:  # the ruling on the page, with its articles
        assert f"+{lanc['tentos']} {lanc['trio']}: {lanc['motivo']}" in texto
        assert "; ".join(lanc["artigos"]) in texto
    # Coxilha won partida 1 on the falta envido; partida 2, 24 × 10 for Coxilha, by the result-only form
    _resultado_na_pagina(nav, r, t1, [(placar1[A], placar1[B]), (10, 24)])
    _esperar(lambda: r.jogo(j1)["estado"] == "a-confirmar")
    _confirmar_na_pagina(nav, r, j1, t1)
    assert r.jogo(j1)["vencedor"] == B

    nav.switch_to.window(publico)  # the standings changed by themselves: Coxilha's group has a table now
    _esperar(lambda: "grupos — grupo" in nav.find_element(By.ID, "ao-vivo").text
             and B in nav.find_element(By.ID, "ao-vivo").text, 15)
    nav.switch_to.window(comissao)
    _jogar_por_http(r, "grupos", 1, [j["id"] for j in rodada["jogos"][1:] + rodada["aguardando"]])

    # --- groups, round 2: one result contested on the table's page and decided on the commission's ---------------
    rodada = _abrir_rodada(nav, r)
    assert (rodada["fase"], rodada["rodada"]) == ("grupos", 2)
    disputado = rodada["jogos"][1]
    j2, t2 = disputado["id"], r.token("grupos", 2, disputado["id"])
    x, y = disputado["lados"]
    r.resultado(j2, t2)  # x 24 × 10 twice
    nav.get(f"{r.pagina}/mesa/{t2}")
    Select(nav.find_elements(By.NAME, "lado")[-1]).select_by_visible_text(y)
    nav.find_element(By.NAME, "pin").send_keys(r.pin(y))
    nav.find_element(By.NAME, "contesta").send_keys("a 2ª partida foi 24 × 22 para nós")
    nav.find_element(By.XPATH, "//button[@value='contestar']").click()
    _esperar(lambda: r.jogo(j2)["estado"] == "em-disputa")
    nav.get(f"{r.pagina}/comissao")
    assert "a 2ª partida foi 24 × 22 para nós" in nav.find_element(By.TAG_NAME, "body").text
    Select(nav.find_element(By.NAME, "vencedor")).select_by_visible_text(x)
    nav.find_element(By.NAME, "motivo").send_keys("súmula conferida: 24 × 10 e 24 × 10")
    nav.find_element(By.XPATH, "//button[contains(., 'Decidir')]").click()
    _esperar(lambda: r.jogo(j2)["estado"] == "confirmado")
    assert r.jogo(j2)["decisao"]["vencedor"] == x
    assert r.jogo(j2)["decisao"]["motivo"] == "súmula conferida: 24 × 10 e 24 × 10"
    _jogar_por_http(r, "grupos", 2, [j["id"] for j in rodada["jogos"] + rodada["aguardando"] if j["id"] != j2])

    rodada = _abrir_rodada(nav, r)
    assert (rodada["fase"], rodada["rodada"]) == ("grupos", 3)
    _jogar_por_http(r, "grupos", 3, [j["id"] for j in rodada["jogos"] + rodada["aguardando"]])

    # --- eliminatoria of 8 (2 per group, §13): the first quarterfinal through the pages -----------------------------
    rodada = _abrir_rodada(nav, r)
    assert (rodada["fase"], rodada["rodada"]) == ("eliminatoria", 1)
    assert [j["mesa"] for j in rodada["jogos"]] == [1, 2, 3, 4] and rodada["aguardando"] == []
    quartas = rodada["jogos"][0]
    jq, tq = quartas["id"], r.token("eliminatoria", 1, quartas["id"])
    _resultado_na_pagina(nav, r, tq, [(24, 10), (24, 10)])
    _esperar(lambda: r.jogo(jq)["estado"] == "a-confirmar")
    feito = r.jogo(jq)
    assert feito["eventos"] == [], feito["eventos"]  # table 1's phone sent nothing of round 1's jogo again
    _confirmar_na_pagina(nav, r, jq, tq)
    nav.switch_to.window(publico)  # the bracket appears by itself, the quarterfinal's winner marked
    _esperar(lambda: f"vence {quartas['lados'][0]}" in nav.find_element(By.ID, "ao-vivo").text, 15)
    nav.switch_to.window(comissao)
    _jogar_por_http(r, "eliminatoria", 1, [j["id"] for j in rodada["jogos"][1:]])

    rodada = _abrir_rodada(nav, r)
    assert (rodada["fase"], rodada["rodada"]) == ("eliminatoria", 2) and len(rodada["jogos"]) == 2
    _jogar_por_http(r, "eliminatoria", 2, [j["id"] for j in rodada["jogos"]])
    rodada = _abrir_rodada(nav, r)  # the final and the third place (§13 terceiro_lugar)
    assert (rodada["fase"], rodada["rodada"]) == ("eliminatoria", 3)
    assert [j.get("terceiro_lugar", False) for j in rodada["jogos"]] == [False, True]
    final, terceiro = rodada["jogos"]
    _jogar_por_http(r, "eliminatoria", 3, [final["id"], terceiro["id"]])
    assert pedir(f"{r.base}/api/v1/rodadas/atual")[1]["fim"] is True

    classificacao = pedir(f"{r.base}/api/v1/classificacao")[1]
    # the first side won each of these (24 × 10 twice): the final's to 1st and 2nd, the third place's to 3rd, 4th
    assert [x["trio"] for x in classificacao["classificacao"][:4]] == [*final["lados"], *terceiro["lados"]]
    nav.switch_to.window(publico)
    fa, fb = final["lados"]
    ta, tb = terceiro["lados"]

    def chave_final() -> bool:  # the final's and the third place's rows with their winners, not there before
        texto = nav.find_element(By.ID, "ao-vivo").text
        return bool(re.search(rf"{re.escape(fa)} \d+ × \d+ {re.escape(fb)} vence {re.escape(fa)}\n", texto)
                    and re.search(rf"{re.escape(ta)} \d+ × \d+ {re.escape(tb)} vence {re.escape(ta)} · terceiro lugar",
                                  texto))
    _esperar(chave_final, 15)

    # the súmula (Art. 4) of the jogo recorded event by event prints on one A4
    nav.get(f"{r.pagina}/jogos/{j1}/sumula")
    assert _paginas_do_pdf(base64.b64decode(nav.print_page(a4))) == 1

    # the export, resolved offline by the CLI: the standings the server shows
    pedido = urllib.request.Request(f"{r.base}/api/v1/exportar", headers={"Authorization": f"Bearer {r.membro}"})
    with urllib.request.urlopen(pedido, timeout=60) as resposta, \
            tarfile.open(fileobj=io.BytesIO(resposta.read())) as tar:
        tar.extractall(tmp_path / "exportado", filter="data")
    cli = subprocess.run([sys.executable, "-m", "arbitro", "classificacao", "torneio.yaml", "--json"],
                         capture_output=True, text=True, cwd=tmp_path / "exportado", timeout=120, check=True)
    assert json.loads(cli.stdout) == classificacao
    sys.stderr.write(f"rodeio de 16 trios no navegador: {time.monotonic() - comeco:.1f} s\n")
