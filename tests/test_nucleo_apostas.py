"""The kernel's bet on a ladder (:class:`arbitro.nucleo.apostas.ApostaEmEscada`), asked and acted on as the two
families do (issue 22: verify before do). The ladders are the rulebooks': the paulista's "pode ser para 3, depois
para 6, 9 e finalmente para 12", the raise to the side that did not ask the step accepted; the argentino's
truco 2 → retruco 3 → vale cuatro 4, the raise to the side that accepted it.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from arbitro.familias.brasileiro.escada import Aposta, Pedido, de_tres_em_tres
from arbitro.familias.espanhol.apostas import Chamada, Envite, Situacao, Truco
from arbitro.familias.espanhol.apostas import Pedido as PedidoEspanhol
from arbitro.familias.espanhol.envido import Passo
from arbitro.nucleo.apostas import ApostaEmEscada, Impedimento, LanceImpedido, escada

ARGENTINO = escada((("truco", 2, 1, "Argentino, truco"), ("retruco", 3, 2, "Argentino, truco"),
                    ("vale cuatro", 4, 3, "Argentino, truco")), "quem-aceitou")


class P(NamedTuple):
    nivel: int
    lado: str
    jogador: str


def test_escada_subir_sobre_pedido_pendente_aceita_o_pedido() -> None:
    a: ApostaEmEscada[P] = ApostaEmEscada(ARGENTINO)
    assert a.pedir(P(1, "A", "a1")) is None and a.base == 1
    respondido = a.pedir(P(2, "B", "b1"))  # "quero retruco": accepts the truco and asks the retruco
    assert respondido == P(1, "A", "a1") and (a.aceito, a.aceitou, a.em_jogo()) == (1, "B", 2)
    assert a.pendente == P(2, "B", "b1")


def test_escada_nao_pula_degrau_nem_volta_nem_passa_do_topo() -> None:
    a: ApostaEmEscada[P] = ApostaEmEscada(ARGENTINO)
    assert not a.na_sequencia(2) and a.na_sequencia(1)
    a.pedir(P(1, "A", "a1"))
    a.aceitar("B")
    assert not a.na_sequencia(1) and not a.na_sequencia(3) and a.na_sequencia(2)
    a.pedir(P(2, "B", "b1"))
    a.aceitar("A")
    a.pedir(P(3, "A", "a1"))
    a.aceitar("B")
    assert a.em_jogo() == 4 and not a.na_sequencia(4)  # the vale cuatro is the top


def test_escada_quem_aceitou_sobe() -> None:
    a: ApostaEmEscada[P] = ApostaEmEscada(ARGENTINO)
    a.pedir(P(1, "A", "a1"))
    a.aceitar("B")
    assert a.pode_subir("B") and not a.pode_subir("A")  # "só quem aceitou pode aumentar"
    assert a.so_quem_sobe_impede("A", 2) and not a.so_quem_sobe_impede("A", 3)
    assert a.pode_subir("A", qualquer_sobe=True)


def test_escada_quem_nao_pediu_sobe() -> None:
    a = Aposta(de_tres_em_tres("Paulista, truco"))
    a.pedir(Pedido(1, "A", "a1", 1, 0))
    a.aceitar("B")
    a.pedir(Pedido(2, "B", "b1", 1, 1))
    a.aceitar("A")
    # B asked the seis accepted: the nove is A's to ask
    assert a.pode_subir("A") and not a.pode_subir("B")
    imp = a.impedimento_pedido("B", 3)
    assert imp == Impedimento("quem pediu o SEIS não pede o NOVE: o aumento é do outro lado", "Paulista, truco")
    assert a.impedimento_pedido("B", 3, qualquer_sobe=True) is None


def test_escada_o_ato_pergunta_o_mesmo_que_o_motor() -> None:
    # verify before do: the act applies only what its check allows, and refuses with the check's own answer
    a = Aposta(de_tres_em_tres("Paulista, truco"))
    a.pedir(Pedido(1, "A", "a1", 1, 0))
    proibido = a.impedimento_pedido("A", 2)
    assert proibido is not None and "do próprio lado" in proibido.motivo
    with pytest.raises(LanceImpedido) as e:
        a.pedir(Pedido(2, "A", "a2", 1, 0))
    assert e.value.impedimento == proibido and a.pendente == Pedido(1, "A", "a1", 1, 0)  # nothing written
    with pytest.raises(LanceImpedido):
        a.aceitar("A")  # the own side's request is answered by the other side


def test_escada_corrida_da_o_degrau_de_baixo_e_encerra_a_aposta() -> None:
    # "Quem corre dá aos apostadores a aposta anterior": running from the seis gives 3
    a = Aposta(de_tres_em_tres("Mineiro, truco"))
    a.pedir(Pedido(1, "A", "a1", 1, 0))
    a.pedir(Pedido(2, "B", "b1", 1, 0))
    corrida, tentos = a.correr("A")
    assert (corrida.nivel, tentos, a.recusou, a.pendente) == (2, 3, "A", None)
    imp = a.impedimento_pedido("A", 3)
    assert imp is not None and "já foi corrido" in imp.motivo


def test_escada_espanhola_com_as_palavras_da_familia() -> None:
    t = Truco(ARGENTINO)
    t.pedir(PedidoEspanhol(1, "A", "a1"))
    assert t.impedimento_pedido("A", 2) == Impedimento("a própria dupla pediu o TRUCO e aguarda a resposta",
                                                       "Argentino, truco")
    t.aceitar("B")
    assert t.impedimento_pedido("A", 2) == Impedimento("só a dupla que aceitou o TRUCO pode aumentar",
                                                       "Argentino, truco")
    recusado = t.pedir(PedidoEspanhol(2, "B", "b1"))
    assert recusado is None and t.recusar("A") == PedidoEspanhol(2, "B", "b1") and t.recusado is not None


def test_envite_o_ato_pergunta_o_mesmo_que_o_motor() -> None:
    e = Envite()
    e.chamar(Chamada(Passo("envido", "fixo", 2), "A", "a1"), "B")
    assert e.impedimento_comum("A", "Argentino, envido") is not None
    with pytest.raises(LanceImpedido):
        e.chamar(Chamada(Passo("envido", "fixo", 2), "A", "a2"), "B")  # the own side's call awaits the answer
    with pytest.raises(LanceImpedido):
        e.aceitar("A")
    e.aceitar("B")
    assert e.situacao is Situacao.ACEITO and e.impedimento_resposta("B", "x") is not None
