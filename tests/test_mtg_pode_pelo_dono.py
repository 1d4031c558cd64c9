"""Sistema.pode for MTG asks the owner (issue 22): a truco or envido call is answered by the bet's own check
(EstadoTruco.impedimento, EstadoEnvido.impedimento) on the volta reached so far, without replaying the call — with
the same answer, word for word, as replaying it (the path kept for everything the bet alone cannot answer)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.sistema import Sistema
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.cenario.modelo import Cenario, Evento
from arbitro.sistemas.mtg.motor.motor import impedimento_do_lance
from arbitro.sistemas.mtg.sistema import MTG

CABECA = ("versao: 2\nplacar: {A: 0, B: 0}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
          "mesa: [a1, b1, a2, b2, a3, b3]\neventos:\n")
ANTES = ["", "- a1: truco\n", "- a1: truco\n- b1: quero\n", "- a1: truco\n- b1: não quero\n",
         "- a1: truco\n- b1: quero retruco\n", "- a1: truco\n- b1: quero\n- vaza: B\n- vaza: B\n",
         "- a1: envido\n- b1: quero\n", "- b1: {falta: cartas-a-mais, apos_jogar: true}\n",
         "- a1: truco\n- a2: retruco\n", "- a1: real envido\n", "- a1: envido\n- b1: envido\n",
         "- a1: {joga: 4 de copas}\n", "- a1: envido e truco\n", "- a1: flor\n", "- a1: envido\n- b1: não quero\n"]
LANCES = ["a2: retruco", "b1: retruco", "b2: quero retruco", "a1: truco", "b1: vale quatro", "a3: quero vale quatro",
          "b1: truco", "b1: envido", "a2: real envido", "b2: falta envido", "a1: envido", "b1: real envido"]


def _cenario(antes: str, lance: str) -> tuple[Cenario, Evento]:
    c = carregar_texto(CABECA + "".join(f"  {linha}\n" for linha in antes.splitlines()) + f"  - {lance}\n")
    return replace(c, eventos=c.eventos[:-1]), c.eventos[-1]


@pytest.mark.parametrize("antes", ANTES)
@pytest.mark.parametrize("lance", LANCES)
def test_art_xvi_o_truco_responde_como_a_decisao(antes: str, lance: str) -> None:
    s = MTG()
    cenario, ev = _cenario(antes, lance)
    assert s.podem(cenario, (ev,), PADRAO) == Sistema.podem(s, cenario, (ev,), PADRAO)


def test_art_xvi_aumento_de_quem_nao_aceitou_respondido_pelo_truco() -> None:
    # "Para aumentar TRUCO, dir-se-á QUERO RETRUCO": the trio that accepted raises — not trio A, which trucou.
    s = MTG()
    cenario, ev = _cenario("- a1: truco\n- b1: quero\n", "a2: retruco")
    dono = impedimento_do_lance(cenario, s.regulamento, PADRAO, ev)
    assert dono is not None and dono[0].artigos == ("Art. XVI",)
    v = s.podem(cenario, (ev,), PADRAO)
    assert not v.vale and v.artigos == ("Art. XVI",)
    assert v.motivo == ("RETRUCO de a2 não vale: quem aumenta é o trio que aceitou a proposta anterior "
                        "(\"para aumentar TRUCO, dir-se-á QUERO RETRUCO\").")


def test_art_xv_b_envido_como_rebote_de_real_envido_respondido_pelo_envido() -> None:
    # "ENVIDO não pode ser colocado como rebote em sinal de REAL ENVIDO."
    s = MTG()
    cenario, ev = _cenario("- a1: real envido\n", "b1: envido")
    dono = impedimento_do_lance(cenario, s.regulamento, PADRAO, ev)
    assert dono is not None and dono[0].artigos == ("Art. XV, b",)
    v = s.podem(cenario, (ev,), PADRAO)
    assert not v.vale and v.artigos == ("Art. XV, b",) and (v.motivo or "").startswith("ENVIDO dito por b1 não vale")


# --- the flor (EstadoFlor.impedimento) ------------------------------------------------------------------------

ANTES_FLOR = ["", "- a1: flor\n", "- a1: flor\n- b1: contra flor\n", "- a1: flor\n- b1: contra flor e o resto\n",
              "- a1: {joga: 4 de copas}\n", "- a1: {joga: 4 de copas}\n- b1: {joga: 5 de copas}\n",
              "- a1: flor\n- b1: flor\n", "- a1: truco\n- b1: quero\n", "- a1: envido\n",
              "- a1: lei do jogo\n", "- a1: flor\n- b1: contra flor\n- a1: quero\n"]
LANCES_FLOR = ["a1: flor", "b1: flor", "b2: contra flor", "a1: contra flor", "a2: contra flor e o resto",
               "b1: contra flor e o resto", "b1: é boa", "a1: é boa", "a1: com flor me achico",
               "b2: com flor me achico", "b1: flor quero"]


@pytest.mark.parametrize("antes", ANTES_FLOR)
@pytest.mark.parametrize("lance", LANCES_FLOR)
def test_art_xiii_a_flor_responde_como_a_decisao(antes: str, lance: str) -> None:
    s = MTG()
    cenario, ev = _cenario(antes, lance)
    assert s.podem(cenario, (ev,), PADRAO) == Sistema.podem(s, cenario, (ev,), PADRAO)


def test_art_xiii_e_contra_flor_nao_revida_contra_flor_respondido_pela_flor() -> None:
    # "ao anúncio de FLOR e CONTRA-FLOR, se o primeiro responde CONTRA-FLOR E O RESTO": only that revides a
    # CONTRA-FLOR; a1's CONTRA-FLOR to b1's CONTRA-FLOR is void.
    s = MTG()
    cenario, ev = _cenario("- a1: flor\n- b1: contra flor\n", "a1: contra flor")
    dono = impedimento_do_lance(cenario, s.regulamento, PADRAO, ev)
    assert dono is not None and dono[0].artigos == ("Art. XIII, e",)
    v = s.podem(cenario, (ev,), PADRAO)
    assert not v.vale and v.artigos == ("Art. XIII, e",)
    assert v.motivo == "CONTRA-FLOR de a1 não vale como revide de CONTRA-FLOR."


def test_art_xiii_a_e_boa_sem_flor_respondido_pela_flor() -> None:
    s = MTG()
    cenario, ev = _cenario("", "b1: é boa")
    dono = impedimento_do_lance(cenario, s.regulamento, PADRAO, ev)
    assert dono is not None and dono[0].artigos == ("Art. XIII, a",)
    v = s.podem(cenario, (ev,), PADRAO)
    assert not v.vale and v.motivo == '"É BOA" de b1 sem FLOR contrária a responder: não tem efeito.'


def test_art_10_viii_f_flor_depois_da_propria_carta_respondida_pela_flor() -> None:
    # a1 played his card: "após a carta jogada, tudo o que se refere à FLOR não tem mais valor"
    s = MTG()
    cenario, ev = _cenario("- a1: {joga: 4 de copas}\n", "a1: flor")
    dono = impedimento_do_lance(cenario, s.regulamento, PADRAO, ev)
    assert dono is not None and dono[0].artigos == ("Art. 10, VIII, f",)
    v = s.podem(cenario, (ev,), PADRAO)
    assert not v.vale and v.artigos == ("Art. 10, VIII, f",)
    assert v.motivo == "A FLOR de a1 não vale: após a carta jogada, tudo o que se refere à FLOR não tem mais valor."
