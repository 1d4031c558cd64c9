"""Issue 26, "nothing lost at the table", in a real browser (Debian's headless Chromium through Selenium, a
360 px phone, the page under the LAN-like name ``arbitro.test``), on SQLite and on PostgreSQL (contract v3 §14 "At
the table, the network is not trusted"):

- with the network cut (Chromium's own offline emulation), the judge records events; the screen says how many
  wait; none reaches the server; when the network returns, a reload sends them — each once, in order;
- closing the browser with events waiting loses nothing: the same profile opened again sends them;
- two phones on one table token: the stale one's event is refused (409, ``depois``) and the page shows what the
  other phone recorded — no alert, no reload — and the judge keeps or discards his own.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servidor import TORNEIO, A, ServidorReal, pedir, subir, url_do_banco
from test_servidor_navegador import _esperar, chromium

SENHA = "senha-do-navegador"


def _rede(driver: Any, ligada: bool) -> None:
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": not ligada, "latency": 0,
                                                                "downloadThroughput": -1, "uploadThroughput": -1})


@pytest.fixture(params=["sqlite", "postgresql"])
def servidor(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServidorReal]:
    s = subir(TORNEIO, url_do_banco(request.param, tmp_path), {"ARBITRO_SENHA": SENHA})
    try:
        yield s
    finally:
        s.parar()


def _abrir_rodada(s: ServidorReal) -> tuple[int, str]:
    _, sessao = pedir(f"{s.url}/api/v1/sessao", "POST", {"membro": "comissao", "senha": SENHA})
    status, rodada = pedir(f"{s.url}/api/v1/rodadas", "POST", token=sessao["token"])
    assert status == 201
    return int(rodada["jogos"][0]["id"]), str(rodada["jogos"][0]["token"])


def _registrar(driver: Any, jogador: str, fala: str) -> None:
    """The judge taps a call: the player, the call typed, Registrar (the page keeps it before sending)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.NAME, "tipo")).select_by_value("fala")
    Select(driver.find_element(By.NAME, "jogador")).select_by_visible_text(jogador)
    campo = driver.find_element(By.NAME, "valor")
    campo.clear()
    campo.send_keys(fala)
    driver.find_element(By.CSS_SELECTOR, "form.evento button[type=submit]").click()


def _eventos(s: ServidorReal, jogo: int) -> list[tuple[str, dict[str, Any]]]:
    return [(e["id"], e["evento"]) for e in pedir(f"{s.url}/api/v1/jogos/{jogo}")[1]["eventos"]]


def _fila(driver: Any, token: str) -> list[dict[str, Any]]:
    return list(driver.execute_script(f"return JSON.parse(localStorage.getItem('arbitro:{token}') || '[]')"))


def _pendentes(driver: Any) -> str:
    from selenium.webdriver.common.by import By

    aviso = driver.find_element(By.ID, "pendentes")
    return str(aviso.text) if aviso.is_displayed() else ""


def test_contrato_v3_14_sem_rede_nada_se_perde_e_chega_uma_vez_em_ordem(servidor: ServidorReal,
                                                                       tmp_path: Path) -> None:
    jogo, token = _abrir_rodada(servidor)
    pagina = f"http://arbitro.test:{servidor.porta}/mesa/{token}"
    perfil = tmp_path / "perfil-do-celular"
    falas = [("Bento", "truco"), ("Preta", "quero"), ("Bento", "retruco"), ("Preta", "quero vale quatro")]
    driver = chromium(perfil)
    try:
        driver.get(pagina)
        _rede(driver, False)
        for n, (jogador, fala) in enumerate(falas[:2], 1):
            _registrar(driver, jogador, fala)
            _esperar(lambda n=n: _pendentes(driver).startswith(f"{n} evento"))
        assert _pendentes(driver) == "2 eventos esperam a rede para chegar ao servidor."
        time.sleep(1)
        assert _eventos(servidor, jogo) == []  # nothing got through
        _rede(driver, True)
        driver.refresh()  # the network is back: the page, loaded again, sends what waits
        _esperar(lambda: len(_eventos(servidor, jogo)) == 2)
        # the second half: offline again, two more calls, then the browser is closed with them waiting
        _esperar(lambda: driver.execute_script("return document.readyState") == "complete" and
                 not _pendentes(driver))
        _rede(driver, False)
        for n, (jogador, fala) in enumerate(falas[2:], 1):
            _registrar(driver, jogador, fala)
            _esperar(lambda n=n: _pendentes(driver).startswith(f"{n} evento"))
        assert len(_eventos(servidor, jogo)) == 2
        fila = _fila(driver, token)
    finally:
        driver.quit()  # the tab and the browser closed (the battery, a call, the judge's thumb)
    assert [x["ok"] for x in fila] == [True, True, False, False]
    driver = chromium(perfil)  # the same phone, the same profile: its storage survived
    try:
        driver.get(pagina)
        _esperar(lambda: len(_eventos(servidor, jogo)) == 4)
        time.sleep(1)  # a second send would show up here
        eventos = _eventos(servidor, jogo)
        assert [e for _i, e in eventos] == [{j: f} for j, f in falas]  # in the order recorded
        assert [i for i, _e in eventos] == [x["corpo"]["id"] for x in fila]  # each once, with the phone's id
        _esperar(lambda: all(x["ok"] for x in _fila(driver, token)))
    finally:
        driver.quit()


def test_contrato_v3_14_dois_celulares_409_mostra_o_que_o_outro_registrou(servidor: ServidorReal,
                                                                         tmp_path: Path) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    jogo, token = _abrir_rodada(servidor)
    pagina = f"http://arbitro.test:{servidor.porta}/mesa/{token}"
    driver = chromium(tmp_path / "perfil")
    try:
        driver.get(pagina)
        _registrar(driver, "Bento", "truco")
        _esperar(lambda: len(_eventos(servidor, jogo)) == 1)
        _esperar(lambda: driver.execute_script("return document.readyState") == "complete" and
                 not _pendentes(driver))
        primeiro = _eventos(servidor, jogo)[0][0]
        # the other phone on the same table token answers meanwhile (it saw the truco)
        status, _ = pedir(f"{servidor.url}/api/v1/jogos/{jogo}/eventos", "POST",
                          {"id": "ab" * 16, "partida": 1, "volta": 1, "depois": primeiro,
                           "evento": {"Preta": "quero"}}, token)
        assert status == 200
        driver.execute_script("window.semRecarregar = true")
        _registrar(driver, "Preta", "não quero")  # this phone has not seen the quero
        painel = _esperar(lambda: (p := driver.find_element(By.ID, "conflito")).is_displayed() and p)
        assert "Outro aparelho registrou nesta partida" in painel.text
        assert 'volta 1: {"Preta":"quero"}' in painel.text and 'volta 1: {"Preta":"não quero"}' in painel.text
        with pytest.raises(NoAlertPresentException):
            driver.switch_to.alert.text  # noqa: B018 — no alert, and the page was not reloaded
        assert driver.execute_script("return window.semRecarregar") is True
        assert len(_eventos(servidor, jogo)) == 2  # the stale event did not overwrite anything
        assert "1 evento espera" in _pendentes(driver)  # …and it is still on the phone
        driver.find_element(By.ID, "conflito-descartar").click()
        _esperar(lambda: not _fila(driver, token) or all(x["ok"] for x in _fila(driver, token)))
        # the judge records the right call now, after the other phone's quero: accepted, once
        _esperar(lambda: driver.execute_script("return document.readyState") == "complete" and
                 driver.execute_script("return window.semRecarregar") is None)
        _registrar(driver, "Bento", "retruco")
        _esperar(lambda: len(_eventos(servidor, jogo)) == 3)
        assert [e for _i, e in _eventos(servidor, jogo)] == [{"Bento": "truco"}, {"Preta": "quero"},
                                                            {"Bento": "retruco"}]
        # once more, and this time the judge keeps his event: it goes after the other phone's, once
        _esperar(lambda: driver.execute_script("return document.readyState") == "complete" and
                 not _pendentes(driver))
        ultimo = _eventos(servidor, jogo)[-1][0]
        status, _ = pedir(f"{servidor.url}/api/v1/jogos/{jogo}/eventos", "POST",
                          {"id": "cd" * 16, "partida": 1, "volta": 1, "depois": ultimo,
                           "evento": {"Preta": "quero"}}, token)
        assert status == 200
        Select(driver.find_element(By.NAME, "tipo")).select_by_value("vaza")
        Select(driver.find_element(By.NAME, "lado")).select_by_visible_text(A)
        driver.find_element(By.CSS_SELECTOR, "form.evento button[type=submit]").click()
        _esperar(lambda: driver.find_element(By.ID, "conflito").is_displayed())
        driver.find_element(By.ID, "conflito-manter").click()
        _esperar(lambda: len(_eventos(servidor, jogo)) == 5)
        time.sleep(1)
        assert [e for _i, e in _eventos(servidor, jogo)][3:] == [{"Preta": "quero"}, {"vaza": A}]
    finally:
        driver.quit()
