"""The MTG envido's situation as a typed value (issue 22): faltas, lei, termino and the router ask and act through
:class:`EstadoEnvido`, never writing its fields."""

from __future__ import annotations

from volta import lancs, resolve

from arbitro.sistemas.mtg.fala import Envite
from arbitro.sistemas.mtg.motor.envido import EstadoEnvido, SituacaoEnvido


def test_termino_do_tempo_falta_colocada_pela_comissao_e_aceita() -> None:
    # Término do tempo de jogo: the Commission puts the FALTA ENVIDO for the volta, accepted, in the mão's name.
    e = EstadoEnvido()
    assert e.situacao is SituacaoEnvido.LIVRE
    e.colocar_falta("a1")
    assert (e.situacao, e.cadeia, e.chamadores) == (SituacaoEnvido.ACEITO, [Envite.FALTA_ENVIDO], ["a1"])


def test_art_10_viii_d_sancao_encerra_o_envido() -> None:
    # A sanction settles the envido: nothing of it is left to answer or sing.
    e = EstadoEnvido(aguarda="B", situacao=SituacaoEnvido.PROPOSTO)
    e.encerrar()
    assert (e.situacao, e.aguarda) == (SituacaoEnvido.RESOLVIDO, None)


def test_art_xv_a_envido_recusado_vale_um() -> None:
    # "Envido Simples: vale 2 tentos se aceito, 1 se não aceito" — through the engine, with the typed situation.
    assert lancs(resolve("- a1: envido\n- b1: não quero\n")) == [("A", 1)]
