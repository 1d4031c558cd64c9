"""Valenciano, carta coberta: a covered card is void and out of the envit; one covered in the first vaza forces the
rest (what a card played open against that rule is worth is a reading); the hidden card of the two-card play and
the envit (a reading)."""

from __future__ import annotations

from typing import Any

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


COBERTA = "Valenciano, carta coberta"


def _premio_da_mao(d: dict[str, Any]) -> dict[str, Any]:
    return next(lc for lc in d["lancamentos"] if "ganhou a mão" in lc["motivo"])


def test_valenciano_carta_coberta_que_decide_a_vaza_e_citada_na_vaza_e_no_premio() -> None:
    """Issue 20, item 6. The 6C beats the 5O (the 6s above the 5s): B takes the 1st. In the 2nd, a1 covers the
    7E, which "fica anulada": the 3C takes the vaza, and B the hand with two vazas, 1 point without truc. Had the 7E
    counted (the sete de espadas above the 3s), A would take the 2nd: the vaza, the hand's award and the volta
    differ without Valenciano, carta coberta, so they cite it (contract v2 §8)."""
    d = julgar("valenciano", """
        - a1: {joga: 5O}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 7E, coberta: true}
    """, um=True)
    assert lancados(d) == [("B", 1)]
    assert COBERTA not in d["vazas"][0]["artigos"]
    assert d["vazas"][1]["vencedor"] == "B" and COBERTA in d["vazas"][1]["artigos"]
    assert COBERTA in _premio_da_mao(d)["artigos"] and COBERTA in d["volta"]["artigos"]


def test_valenciano_carta_coberta_que_nao_decide_nao_e_citada() -> None:
    """The covered 4E would lose to the 3C anyway (the 3s above the 4s): the vaza and the award stand without the
    covered card's rule, and do not cite it."""
    d = julgar("valenciano", """
        - a1: {joga: 5O}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 4E, coberta: true}
    """, um=True)
    assert lancados(d) == [("B", 1)]
    assert COBERTA not in d["vazas"][1]["artigos"]
    assert COBERTA not in _premio_da_mao(d)["artigos"] and COBERTA not in d["volta"]["artigos"]


def test_valenciano_carta_coberta_decide_a_vaza_mas_nao_a_mao() -> None:
    """The 1st: a1's 4E against b1's covered 4O, which would tie it (cards of the same degree are worth the same):
    void, A takes it, so the vaza cites the covered card's rule. The 2nd: the 3E beats the 5P, A's second vaza: A
    wins the hand, 1 point. Had the 4O counted, the 1st would tie and A would still win with the 2nd (Valenciano,
    empates): the award does not depend on the covered card, and does not cite its rule."""
    d = julgar("valenciano", """
        - a1: {joga: 4E}
        - b1: {joga: 4O, coberta: true}
        - a1: {joga: 3E}
        - b1: {joga: 5P}
    """, um=True)
    assert lancados(d) == [("A", 1)]
    assert d["vazas"][0]["vencedor"] == "A" and COBERTA in d["vazas"][0]["artigos"]
    assert COBERTA not in d["vazas"][1]["artigos"]
    assert COBERTA not in _premio_da_mao(d)["artigos"]


def test_valenciano_carta_coberta_que_decide_o_envit_e_citada_no_premio_do_envit() -> None:
    """a1 holds 7E 6E 5O and covers the 7E: it "não conta para o envit". Without it a1 counts the 6E and the 5O,
    of different suits: 6; b1, 6C 3C, 6 + 3 + 20 = 29, takes the envit (2). Had the 7E counted, a1 would have
    7 + 6 + 20 = 33 and take it: the envit's award cites Valenciano, carta coberta."""
    d = julgar("valenciano", """
        - a1: envit
        - b1: aceito
        - a1: {joga: 5O}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 7E, coberta: true}
    """, um=True, cartas="a1: [7E, 6E, 5O]\nb1: [6C, 3C, 4P]")
    envit = next(lc for lc in d["lancamentos"] if lc["tentos"] == 2)
    assert envit["equipe"] == "B" and COBERTA in envit["artigos"]


def test_valenciano_carta_coberta_que_nao_muda_o_envit_nao_e_citada_nele() -> None:
    """a1 holds 4P 6E 5O and covers the 4P: without it 6 (6E and 5O, different suits), with it 6 as well (no two
    of a suit, the highest card): b1's 29 takes the envit either way, so its award does not cite the rule."""
    d = julgar("valenciano", """
        - a1: envit
        - b1: aceito
        - a1: {joga: 5O}
        - b1: {joga: 6C}
        - b1: {joga: 3C}
        - a1: {joga: 4P, coberta: true}
    """, um=True, cartas="a1: [4P, 6E, 5O]\nb1: [6C, 3C, 4E]")
    envit = next(lc for lc in d["lancamentos"] if lc["tentos"] == 2)
    assert envit["equipe"] == "B" and COBERTA not in envit["artigos"]
