"""Valenciano, carta coberta: a covered card is void and out of the envit; one covered in the first vaza forces the
rest (what a card played open against that rule is worth is a reading); the hidden card of the two-card play and
the envit (a reading)."""

from __future__ import annotations

from espanhol import julgar, lancados, tipos


def test_valenciano_carta_coberta_nao_vale_e_sai_do_envit() -> None:
    d = julgar("valenciano", """
        - a1: envit
        - b1: aceito
        - a1: {joga: 5O}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 7E, coberta: true}
    """, um=True, cartas="a1: [7E, 6E, 5O]\nb1: [6C, 3C, 4P]")
    assert lancados(d) == [("B", 1), ("B", 2)]  # a1 counts 6E and 5O: 6, against 29
    assert d["vazas"][1]["jogadas"][1] == {"jogador": "a1", "carta": "7E", "coberta": True}


def test_valenciano_carta_coberta_na_primeira_obriga_as_outras_leitura() -> None:
    eventos = """
        - b1: truco
        - a1: aceito
        - a1: {joga: 4E, coberta: true}
        - b1: {joga: 5O}
        - b1: {joga: 3C}
        - a1: {joga: 1E}
        - a1: {joga: 7O}
        - b1: {joga: 6P}
    """
    d = julgar("valenciano", eventos, (8, 8), um=True)
    assert lancados(d) == [("B", 2)] and "irregularidade" in tipos(d)
    d = julgar("valenciano", eventos, (8, 8), um=True,
               leituras={"valenciano-descoberta-apos-coberta": "vale-descoberta"})
    assert lancados(d) == [("A", 2)] and "irregularidade" in tipos(d)


def test_valenciano_oculta_no_envit_leitura() -> None:
    eventos = "- a1: envit\n- b1: aceito\n- a1: {joga: 3E}\n- b1: {joga: 3C}\n- a1: {joga: 7O, oculta: 4O}\n" \
              "- b1: {joga: 6C, oculta: 5P}\n"
    assert lancados(julgar("valenciano", eventos, (6, 6), um=True)) == [("A", 1), ("A", 2)]
    d = julgar("valenciano", eventos, (6, 6), um=True, leituras={"valenciano-oculta-no-envit": "nao-conta"})
    assert lancados(d) == [("A", 1), ("B", 2)]
