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
