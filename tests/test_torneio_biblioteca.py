"""The case library above the volta (casos/partida, casos/jogo, casos/torneio) covers every item of the Sinopse
(S, a–j) and of Art. 7 (I–VIII, §1, §2) — issue 16 — and the partida's Art. 10, III; its cases are in
`arbitro casos listar` and checked by the suite's case runner (tests/test_biblioteca.py)."""

from __future__ import annotations

from arbitro.casos import biblioteca, cobertura
from arbitro.casos.acima import CasoAcima
from arbitro.nucleo.regulamento import carregar

BIBLIOTECA = biblioteca()
ACIMA = [c for c in BIBLIOTECA if isinstance(c, CasoAcima)]
ITENS = (*(f"S, {c}" for c in "abcdefghij"), *(f"Art. 7, {n}" for n in ("I", "II", "III", "IV", "V", "VI", "VII",
                                                                        "VIII", "§1", "§2")),
         "Art. 5", "Art. 8", "Art. 10, III", "D, e, I", "D, e, II", "D, f", "D, g, 7", "Término do tempo de jogo")


def test_cada_item_da_sinopse_e_do_art_7_tem_caso() -> None:
    mapa = cobertura(ACIMA, carregar())
    assert [i for i in ITENS if not mapa[i]] == []


def test_os_comandos_tem_casos_e_entradas_invalidas() -> None:
    """partida, jogo and classificacao (contract v2), and the v3 §13 tournament's rodada, chave and circuito."""
    comandos = {"partida", "jogo", "classificacao", "rodada", "chave", "circuito"}
    assert {c.comando for c in ACIMA} == comandos
    assert {c.comando for c in ACIMA if c.esperado.invalido} == comandos
    assert len(ACIMA) >= 40
