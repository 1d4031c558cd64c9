"""`arbitro mesa` driven headless by Textual's Pilot (issue 17): a whole partida of the library recorded by keys and
ruled as `arbitro partida` rules the original, the keystroke budget, text snapshots at 40 and 120 columns."""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from rich.console import Console

pytest.importorskip("textual")

from textual.pilot import Pilot

from arbitro.mesa import tela
from arbitro.mesa.app import MesaApp, MesaScreen
from arbitro.mesa.julgamento import julgar_texto
from arbitro.mesa.sessao import Cabecalho, Sessao, VoltaRegistro

RAIZ = Path(__file__).resolve().parent.parent
PARTIDA = RAIZ / "exemplos" / "torneio" / "partida-tauras-querencia.yaml"
SNAPSHOTS = RAIZ / "tests" / "snapshots"
TRIOS = {"A": ["a1", "a2", "a3"], "B": ["b1", "b2", "b3"]}
ASSENTOS = ["a1", "b1", "a2", "b2", "a3", "b3"]


def rodar(app: MesaApp, corpo: Callable[[Pilot[None]], Awaitable[None]], tamanho: tuple[int, int] = (120, 40)) -> None:
    async def principal() -> None:
        async with app.run_test(size=tamanho) as pilot:
            await pilot.pause()
            await corpo(pilot)

    asyncio.run(principal())


def tela_em_texto(app: MesaApp) -> str:
    """The screen as plain text (what export_screenshot renders, without the SVG)."""
    largura, altura = app.size
    console = Console(width=largura, height=altura, file=io.StringIO(), record=True, color_system=None)
    console.print(app.screen._compositor.render_update(full=True))
    return "\n".join(linha.rstrip() for linha in console.export_text().splitlines())


def app_novo(tmp_path: Path, placar: dict[str, int] | None = None) -> MesaApp:
    s = Sessao(Cabecalho({t: list(js) for t, js in TRIOS.items()}, list(ASSENTOS), placar), tmp_path / "p.yaml")
    s.salvar()
    return MesaApp(s.caminho, s)


def mesa(app: MesaApp) -> MesaScreen:
    assert isinstance(app.screen, MesaScreen)
    return app.screen


# A roda volta: an envido accepted, the points sung, a truco accepted and two vazas.
VOLTA_CURTA = ["1", "e", "2", "q", "1", "p", "3", "0", "enter", "2", "p", "2", "8", "enter",
               "3", "t", "4", "q", "v", "1", "v", "1"]


def test_roda_com_envido_truco_e_duas_vazas_em_ate_25_teclas(tmp_path: Path) -> None:
    app = app_novo(tmp_path)

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.press(*VOLTA_CURTA)
        await pilot.pause()
        assert mesa(app).teclado.teclas == len(VOLTA_CURTA) <= 25
        assert "Placar depois: A 4 × B 0" in tela_em_texto(app)

    rodar(app, corpo)
    res = julgar_texto(app.caminho.read_text(encoding="utf-8"), str(app.caminho)).json()
    d = res["voltas"][0]["decisao"]
    # Art. XV, a: the envido accepted is 2, to a1 (30 > 28); Art. XVI: the truco accepted and two vazas, 2.
    assert [(lanc["trio"], lanc["tentos"]) for lanc in d["lancamentos"]] == [("A", 2), ("A", 2)]
    assert res["placar_final"] == {"A": 4, "B": 0}


def teclas_do_evento(screen: MesaScreen, ev: dict[str, Any]) -> list[str]:
    """The keys a judge presses to record ``ev`` now."""
    (quem, valor), = ev.items()
    s = screen.sessao
    if quem == "vaza":
        return ["v", "0" if valor == "parda" else str(list(s.cab.trios).index(valor) + 1)]
    digito = str(s.jogadores().index(quem) + 1)
    if isinstance(valor, dict) and "pontos" in valor:
        return [digito, "p", *str(valor["pontos"]), "enter"]
    if isinstance(valor, dict) and "joga" in valor:
        return [digito, "c", *str(valor["joga"]).lower(), "enter"]
    screen.teclado.jogador = quem
    letras = dict(screen.teclado.chamadas())
    screen.teclado.jogador = None
    if valor in letras:
        return [digito, letras[valor]]
    return [digito, "/", *("space" if c == " " else c for c in str(valor)), "enter"]


def test_grava_a_partida_da_biblioteca_e_arbitro_partida_da_o_mesmo(tmp_path: Path) -> None:
    original = yaml.safe_load(PARTIDA.read_text(encoding="utf-8"))
    app = app_novo(tmp_path)
    s = app.sessao
    assert s is not None
    s.cab.trios = {t: list(js) for t, js in original["trios"].items()}
    s.cab.assentos = list(original["assentos"])
    s.voltas.clear()
    s.voltas.append(VoltaRegistro.nova("roda"))
    teclas = 0

    async def corpo(pilot: Pilot[None]) -> None:
        nonlocal teclas
        screen = mesa(app)
        for n, volta in enumerate(original["voltas"]):
            if n:
                await pilot.press("n")
                teclas += 1
            assert s.volta.modalidade == ("testa" if "testas" in volta else "roda")  # Art. 10, III
            listas = [t["eventos"] for t in volta["testas"]] if "testas" in volta else [volta["eventos"]]
            for k, eventos in enumerate(listas):
                if k:
                    await pilot.press("t")
                    teclas += 1
                for ev in eventos:
                    chaves = teclas_do_evento(screen, ev)
                    await pilot.press(*chaves)
                    teclas += len(chaves)
                    assert screen.teclado.mensagem.startswith("Registrado"), (ev, screen.teclado.mensagem)

    rodar(app, corpo)
    gravado = julgar_texto(app.caminho.read_text(encoding="utf-8"), str(app.caminho)).json()
    esperado = julgar_texto(PARTIDA.read_text(encoding="utf-8"), str(app.caminho)).json()
    assert gravado == esperado
    assert gravado["placar_final"] == {"Os Tauras": 24, "Querência": 8} and gravado["vencedor"] == "Os Tauras"
    assert teclas < 250  # 60 events of 8 voltas


@pytest.mark.parametrize("largura", [40, 120])
def test_snapshot_da_mesa(tmp_path: Path, largura: int) -> None:
    app = app_novo(tmp_path)
    texto: list[str] = []

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.press("1", "t", "2", "n")  # Bento's truco, Preta's no: Art. XVI, 1 tento
        await pilot.pause()
        texto.append(tela_em_texto(app))

    rodar(app, corpo, (largura, 24))
    arquivo = SNAPSHOTS / f"mesa-{largura}.txt"
    if os.environ.get("ATUALIZAR_SNAPSHOTS"):
        arquivo.parent.mkdir(exist_ok=True)
        arquivo.write_text(texto[0] + "\n", encoding="utf-8")
    assert texto[0] + "\n" == arquivo.read_text(encoding="utf-8")
    assert all(len(linha) <= largura for linha in texto[0].splitlines())
    assert "+1 A" in texto[0] and "Art. XVI" in texto[0]


def test_tecla_a_mostra_o_texto_do_artigo_e_l_escolhe_a_leitura(tmp_path: Path) -> None:
    app = app_novo(tmp_path)

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.press("1", "t", "2", "q", "a")
        await pilot.pause()
        visto = tela_em_texto(app)
        assert "Artigos citados" in visto and "Art. XVI — " in visto
        assert app.sessao is not None
        inteiro = " ".join(linha.texto for linha in tela.texto_dos_artigos(app.sessao))
        assert "sem haver dito TRUCO, ao ganhador se anota um tento somente" in inteiro  # Art. XVI, verbatim
        await pilot.press("escape", "l")
        await pilot.pause()
        assert "pares-da-testa" in tela_em_texto(app)
        await pilot.press("down", "enter")  # the 2nd option of the first reading
        await pilot.pause()
        assert isinstance(app.screen, MesaScreen)

    rodar(app, corpo)
    assert "leituras: {pares-da-testa: trio-do-mao}" in app.caminho.read_text(encoding="utf-8")


def test_preparo_cria_a_partida(tmp_path: Path) -> None:
    app = MesaApp(tmp_path / "nova.yaml")

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.click("#trio1")
        await pilot.press(*"A: a1, a2, a3", "enter", *"B: b1, b2, b3", "enter", "enter", *"10 14", "enter")
        await pilot.pause()
        assert isinstance(app.screen, MesaScreen)

    rodar(app, corpo, (40, 30))
    texto = (tmp_path / "nova.yaml").read_text(encoding="utf-8")
    assert "assentos: [a1, b1, a2, b2, a3, b3]" in texto and "placar_inicial: {A: 10, B: 14}" in texto


def test_preparo_recusa_assentos_que_nao_alternam(tmp_path: Path) -> None:
    app = MesaApp(tmp_path / "nova.yaml")

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.click("#trio1")
        await pilot.press(*"A: a1, a2, a3", "enter", *"B: b1, b2, b3", "enter", *"a1, a2, b1, b2, a3, b3",
                          "enter", "enter")
        await pilot.pause()
        assert "alternada (Art. 10, III)" in tela_em_texto(app)

    rodar(app, corpo, (80, 30))
    assert not (tmp_path / "nova.yaml").exists()


def test_no_color_e_respeitado(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert app_novo(tmp_path).no_color


def test_clique_na_paleta_registra(tmp_path: Path) -> None:
    app = app_novo(tmp_path)

    async def corpo(pilot: Pilot[None]) -> None:
        await pilot.click("#paleta", offset=(2, 1))  # "1 a1", the first entry
        await pilot.pause()
        assert mesa(app).teclado.jogador == "a1"

    rodar(app, corpo)
