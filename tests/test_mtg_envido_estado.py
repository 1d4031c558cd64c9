"""The MTG envido's situation as a typed value (issue 22): faltas, lei, termino and the router ask and act through
:class:`EstadoEnvido`, never writing its fields."""

from __future__ import annotations

from volta import lancs, resolve

from arbitro.sistemas.mtg.fala import Envite, Truco
from arbitro.sistemas.mtg.motor.envido import EstadoEnvido, SituacaoEnvido
from arbitro.sistemas.mtg.motor.truco import EstadoTruco


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


def _nunca() -> bool:
    return False


def test_art_xvi_envido_depois_do_truco_aceito_nao_vale() -> None:
    # Art. XVI: the envido is put before the truco is accepted.
    t = EstadoTruco()
    t.abrir(Truco.TRUCO, "A", "a1", proibida=False, dupla=False, antes_da_carta=False)
    t.aceitar("B")
    imp = EstadoEnvido().impedimento("B", "b1", Envite.ENVIDO, False, t, _nunca)
    assert imp is not None and imp.artigos == ("Art. XVI",)


def test_art_xiv_a_flor_tem_prioridade_sobre_o_envido() -> None:
    imp = EstadoEnvido().impedimento("A", "a1", Envite.ENVIDO, True, EstadoTruco(), _nunca)
    assert imp is not None and imp.artigos == ("Art. XIV",) and "FLOR tem prioridade" in imp.motivo


def test_art_xv_b_envido_nao_e_rebote_de_real_envido() -> None:
    # "ENVIDO não pode ser colocado como rebote em sinal de REAL ENVIDO."
    e = EstadoEnvido()
    e.chamar("a1", Envite.REAL_ENVIDO, "B")
    imp = e.impedimento("B", "b1", Envite.ENVIDO, False, EstadoTruco(), _nunca)
    assert imp is not None and imp.artigos == ("Art. XV, b",)
    assert e.impedimento("B", "b1", Envite.FALTA_ENVIDO, False, EstadoTruco(), _nunca) is None
    # the trio that called waits for the answer (Art. 10, VIII, h)
    proprio = e.impedimento("A", "a2", Envite.REAL_ENVIDO, False, EstadoTruco(), _nunca)
    assert proprio is not None and proprio.artigos == ("Art. 10, VIII, h",)


def test_art_xiv_primeira_manifestacao_antes_da_carta() -> None:
    imp = EstadoEnvido().impedimento("A", "a1", Envite.ENVIDO, False, EstadoTruco(), lambda: True)
    assert imp is not None and imp.artigos == ("Art. XIV", "Art. 10, VIII, f")
