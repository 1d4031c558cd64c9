"""The MTG calculators asked of the system, as the families' are (issue 22): ``sistema("mtg").calcular_*``.

Numbers worked from the regulation: envido Art. XIV (each white card its number, "sete e seis" of one suit + 20),
flor Art. IX (three of a suit, sum + 20), vaza Art. XVI (the hierarchy; equal cards of two trios "empardam"),
falta Art. XV, c ("o que falta ao trio que vai adiante para chegar a 24") and Art. 10, III (6 in a testa).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from arbitro.nucleo.sistema import Calculo, CalculoInvalido
from arbitro.sistemas import sistema

MTG = sistema("mtg")


def test_art_xiv_sistema_mtg_calcula_o_envido() -> None:
    c = MTG.calcular_envido(["6E", "7E", "12C"])  # 7 + 6 of espadas + 20
    assert (c.valor, c.artigos) == (33, ("Art. XIV",))
    assert c.em_json() == {"pontos": 33, "canto": "33", "artigos": ["Art. XIV"]}
    assert c.texto == "33 pontos de envido"


def test_art_xiv_sistema_mtg_envido_de_mao_com_flor_diz_que_e_flor() -> None:
    c = MTG.calcular_envido(["7E", "6E", "5E"])  # 7 + 6 + 5 + 20 = 38 (Art. IX, b)
    assert c.em_json() == {"pontos": 33, "canto": "33", "flor": 38, "artigos": ["Art. IX, b", "Art. XIV"]}
    assert c.texto == "é flor de 38 pontos" and "anula o ENVIDO" in c.detalhe


def test_art_ix_sistema_mtg_calcula_a_flor() -> None:
    assert MTG.calcular_flor(["10P", "11B", "12P"]).valor == 20  # three negras: 0 + 0 + 0 + 20
    assert MTG.calcular_flor(["1E", "2E", "3C"]).em_json() == {"flor": False, "pontos": None,
                                                              "artigos": ["Art. IX, a"]}


def test_art_xvi_sistema_mtg_calcula_a_vaza() -> None:
    # the ás de paus (1P) is the second card of the hierarchy, above the 7 de ouro
    assert MTG.calcular_vaza(["4E", "7O", "1P", "3C", "12E", "2O"], {}).em_json() == {
        "vencedora": "1P", "parda": False, "artigos": ["Art. XVI"]}
    parda = MTG.calcular_vaza(["1C", "1O"], {})  # two ases of one step, of the two trios
    assert parda.valor is None and parda.dados["parda"] is True and "Art. XVI, Vaza empatada" in parda.artigos


def test_art_xvi_sistema_mtg_vaza_nao_tem_vira() -> None:
    with pytest.raises(CalculoInvalido, match="não há vira"):
        MTG.calcular_vaza(["1E", "2E"], {"vira": "5O"})


def test_art_xv_c_sistema_mtg_calcula_a_falta() -> None:
    assert MTG.calcular_falta({"1": 18, "2": 22}, {}).em_json() == {"tentos": 2, "artigos": ["Art. XV, c"]}
    testa = MTG.calcular_falta({"1": 3, "2": 10}, {"testa": "sim"})
    assert (testa.valor, testa.artigos, testa.aviso) == (6, ("Art. XV, c", "Art. 10, III"), "")


def test_art_10_iii_sistema_mtg_falta_na_testa_perto_do_fim_avisa() -> None:
    # "até que faltem seis tentos para o final da partida": at 20, 4 are missing — no testa any more
    c = MTG.calcular_falta({"1": 20, "2": 9}, {"testa": "sim"})
    assert c.valor == 6 and "faltando 4 tentos" in c.aviso and "Art. 10, III" in c.aviso


def test_art_10_ii_sistema_mtg_falta_de_partida_terminada_e_invalida() -> None:
    with pytest.raises(CalculoInvalido, match=r"placar inválido '24x10'.*24 tentos \(Art. 10, II\)"):
        MTG.calcular_falta({"1": 24, "2": 10}, {})


def test_contrato_3_sistema_mtg_cartas_invalidas_uma_linha_por_carta() -> None:
    with pytest.raises(CalculoInvalido) as e:
        MTG.calcular_envido(["8E", "9C", "2E"])
    assert len(e.value.linhas) == 2 and all("8 nem 9" in linha for linha in e.value.linhas)


def test_calculo_em_json_completo_para_os_outros_sistemas() -> None:
    c = Calculo("24 de envit", 24, ("Valenciano, envit",), {"pontos": 24})
    assert c.em_json() == {"valor": 24, "texto": "24 de envit", "artigos": ["Valenciano, envit"], "pontos": 24}


def test_calculadoras_da_linha_de_comando_nao_decidem_regra() -> None:
    # thin: the CLI asks the system; it imports no system's rules of its own
    arvore = ast.parse((Path(__file__).parents[1] / "arbitro/cli/calculadoras.py").read_text(encoding="utf-8"))
    modulos = {n.module for n in ast.walk(arvore) if isinstance(n, ast.ImportFrom) and n.module}
    assert not any(m.startswith(("arbitro.sistemas.", "arbitro.familias")) for m in modulos), modulos
