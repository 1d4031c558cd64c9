"""The calculators through the command line (typer's CliRunner), in --json and human form.

Numbers are the regulation's: envido Art. XIV, flor Art. IX, vaza Art. XVI, falta Art. XV, c and
Art. 10, III.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()

runner = CliRunner()


def rodar(*args: str) -> Result:
    return runner.invoke(app, list(args))


def em_json(*args: str) -> Any:
    r = rodar(*args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def assert_invalido(r: Result, trecho: str) -> None:
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output
    assert r.exception is None or isinstance(r.exception, SystemExit)
    assert trecho in r.stderr


# --- envido (Art. XIV) -------------------------------------------------------------------------------

def test_art_xiv_cli_envido_trinta_e_tres() -> None:
    assert em_json("envido", "6E", "7E", "12C") == {"pontos": 33, "canto": "33", "artigos": ["Art. XIV"]}


def test_art_xiv_cli_envido_cinco_e_sota_vinte_e_cinco_formas_longas() -> None:
    dados = em_json("envido", "cinco de copas", "sota de copas", "ás de espadas")
    assert dados == {"pontos": 25, "canto": "25", "artigos": ["Art. XIV"]}


def test_art_xiv_cli_envido_forma_longa_sem_aspas() -> None:
    dados = em_json("envido", "dois", "de", "espadas", "4C", "sete", "de", "ouro")
    assert (dados["pontos"], dados["canto"]) == (7, "7")


@pytest.mark.parametrize(
    ("mao", "canto"),
    [(("12E", "11C", "10O"), "rei"), (("11E", "10C", "11O"), "cavalo"), (("10E", "10C", "10O"), "sota")],
)
def test_art_xiv_cli_envido_tres_negras_cantam_a_maior(mao: tuple[str, ...], canto: str) -> None:
    assert em_json("envido", *mao) == {"pontos": 0, "canto": canto, "artigos": ["Art. XIV"]}


def test_art_xiv_cli_envido_humano() -> None:
    r = rodar("envido", "6E", "7E", "12C")
    assert r.exit_code == 0
    assert "33 pontos de envido" in r.stdout
    assert "Art. XIV" in r.stdout
    r = rodar("envido", "rei de espadas", "cavalo de copas", "sota de ouros")
    assert r.exit_code == 0
    assert "REI" in r.stdout and "Art. XIV" in r.stdout


# --- flor (Art. IX) -----------------------------------------------------------------------------------

def test_art_ix_cli_flor_de_tres_negras_vale_vinte() -> None:
    dados = em_json("flor", "10P", "11B", "rei de paus")
    assert dados["flor"] is True and dados["pontos"] == 20
    assert "Art. IX, b" in dados["artigos"]


def test_art_ix_cli_flor_soma_mais_vinte() -> None:
    assert em_json("flor", "5O", "6O", "7O")["pontos"] == 38


def test_art_ix_cli_sem_flor() -> None:
    dados = em_json("flor", "1E", "2E", "3C")
    assert dados == {"flor": False, "pontos": None, "artigos": ["Art. IX, a"]}


def test_art_ix_cli_flor_humano() -> None:
    r = rodar("flor", "1O", "2O", "3O")
    assert r.exit_code == 0
    assert "flor de 26 pontos" in r.stdout and "Art. IX" in r.stdout
    r = rodar("flor", "1E", "2E", "3C")
    assert r.exit_code == 0
    assert "não é flor" in r.stdout and "Art. IX, a" in r.stdout


# --- vaza (Art. XVI) ----------------------------------------------------------------------------------

def test_art_xvi_cli_vaza_carta_mais_alta() -> None:
    dados = em_json("vaza", "4E", "7O", "1P", "3C", "12E", "2O")
    assert dados == {"vencedora": "1P", "parda": False, "artigos": ["Art. XVI"]}


def test_art_xvi_cli_vaza_de_testa() -> None:
    assert em_json("vaza", "7 de ouro", "3E")["vencedora"] == "7O"
    assert em_json("vaza", "12c", "7c")["vencedora"] == "12C"


def test_art_xvi_cli_vaza_parda_entre_trios() -> None:
    # cards 1 and 2 are of different trios; ás de copas and ás de ouro are one step
    dados = em_json("vaza", "1C", "1O")
    assert dados["vencedora"] is None and dados["parda"] is True
    assert "Art. XVI, Vaza empatada" in dados["artigos"]
    dados = em_json("vaza", "4E", "3C", "5E", "6C", "3O", "2P")  # 3C (trio 2) and 3O (trio 1)
    assert (dados["vencedora"], dados["parda"]) == (None, True)


def test_art_xvi_cli_vaza_iguais_no_mesmo_trio_nao_empardam() -> None:
    # cards 1 and 3 are both of trio 1: the first of them is named
    dados = em_json("vaza", "3C", "4O", "3E", "2E")
    assert (dados["vencedora"], dados["parda"]) == ("3C", False)


def test_art_xvi_cli_vaza_humano() -> None:
    r = rodar("vaza", "4E", "1E")
    assert r.exit_code == 0
    assert "1E" in r.stdout and "Art. XVI" in r.stdout
    r = rodar("vaza", "7C", "7P")
    assert r.exit_code == 0
    texto = " ".join(r.stdout.split())  # the line wraps to the terminal, between words (issue 13)
    assert "parda" in texto and "Vaza empatada" in texto


# --- falta (Art. XV, c; Art. 10, III) -----------------------------------------------------------------

def test_art_xv_c_cli_falta_o_que_falta_ao_ponteiro() -> None:
    assert em_json("falta", "--placar", "18x22") == {"tentos": 2, "artigos": ["Art. XV, c"]}
    assert em_json("falta", "18x22") == {"tentos": 2, "artigos": ["Art. XV, c"]}  # issue 13: no option needed
    assert em_json("falta", "--placar", "22x18")["tentos"] == 2
    assert em_json("falta", "--placar", "0x0")["tentos"] == 24  # at the start, the whole partida


def test_art_10_iii_cli_falta_na_testa_vale_seis() -> None:
    dados = em_json("falta", "--placar", "3x10", "--testa")
    assert dados["tentos"] == 6
    assert dados["artigos"] == ["Art. XV, c", "Art. 10, III"]


def test_art_xv_c_cli_falta_humano() -> None:
    r = rodar("falta", "--placar", "18x22")
    assert r.exit_code == 0
    assert "2 tentos" in r.stdout and "Art. XV, c" in r.stdout
    r = rodar("falta", "--placar", "5x9", "--testa")
    assert r.exit_code == 0
    assert "6 tentos" in r.stdout and "Art. 10, III" in r.stdout


@pytest.mark.parametrize("placar", ["18", "dezoito", "18x", "x22", "24x10", "10x30", "-1x3"])
def test_art_10_ii_cli_falta_placar_invalido(placar: str) -> None:
    assert_invalido(rodar("falta", "--placar", placar), "placar inválido")


# --- invalid input: exit 2, Portuguese, no traceback ----------------------------------------------------

@pytest.mark.parametrize(
    ("args", "trecho"),
    [
        (("envido", "8E", "1E", "2E"), "8 nem 9"),
        (("flor", "9C", "1C", "2C"), "8 nem 9"),
        (("vaza", "oito de copas", "1E"), "8 nem 9"),
        (("envido", "1X", "1E", "2E"), "naipe desconhecido"),
        (("flor", "1 de xis", "1E", "2E"), "naipe desconhecido"),
        (("envido", "1E", "1e", "2C"), "duas vezes"),
        (("vaza", "7O", "sete de ouro"), "duas vezes"),
        (("envido", "1E", "2E"), "3 cartas"),
        (("envido",), "3 cartas"),
        (("flor", "1E", "2E", "3E", "4E"), "3 cartas"),
        (("vaza", "1E"), "de 2 a 6 cartas"),
        (("vaza", "1E", "2E", "3E", "4E", "5E", "6E", "7E"), "de 2 a 6 cartas"),
        (("envido", "zap", "1E", "2E"), "não reconhecida"),
    ],
)
def test_contrato_3_cli_carta_invalida_sai_com_2(args: tuple[str, ...], trecho: str) -> None:
    assert_invalido(rodar(*args), trecho)
    assert_invalido(rodar(*args, "--json"), trecho)


def test_art_xiv_envido_de_mao_com_flor_diz_que_e_flor_de_38_e_anula_o_envido() -> None:
    # 7 + 6 + 5 of one suit, each worth its number, plus 20: a flor of 38 (Art. IX, b); "Quando um jogador
    # ENVIDA e o outro tem FLOR, o ENVIDO fica anulado" (Art. XIV).
    dados = em_json("envido", "7E", "6E", "5E")
    assert dados["flor"] == 38 and dados["artigos"] == ["Art. IX, b", "Art. XIV"]
    r = rodar("envido", "7E", "6E", "5E")
    assert r.exit_code == 0 and "flor de 38 pontos" in r.stdout and "anula o ENVIDO" in r.stdout
