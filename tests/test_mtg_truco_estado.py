"""The MTG truco as owned state (issue 22, verify before do): :meth:`EstadoTruco.impedimento` says why a
proposal would be void and by which rule — the same check :func:`truco.propor` runs before acting — and the
situation is a typed value. Answers worked out from Art. XVI and Art. 10, VIII, h."""

from __future__ import annotations

from volta import lancs, observou, resolve

from arbitro.sistemas.mtg.fala import Truco
from arbitro.sistemas.mtg.motor.truco import ESCADA, EstadoTruco, SituacaoTruco


def test_art_xvi_valores_da_escada_do_truco() -> None:
    # "TRUCO = 2 tentos se aceito / 1 se não aceito. RETRUCO = 3 ... / 2 ... VALE QUATRO = 4 ... / 3 ..."
    assert [(d.nome, d.aceito, d.recusado, d.artigo) for d in ESCADA.degraus] == [
        ("TRUCO", 2, 1, "Art. XVI"), ("RETRUCO", 3, 2, "Art. XVI"), ("VALE QUATRO", 4, 3, "Art. XVI")]
    assert ESCADA.quem_sobe == "quem-aceitou"


def test_art_xvi_a_ordem_nao_pode_se_alterar() -> None:
    # "A ordem não pode se alterar": no RETRUCO before a TRUCO accepted.
    t = EstadoTruco()
    imp = t.impedimento("A", Truco.RETRUCO, quero_antes=False)
    assert imp is not None and imp.artigos == ("Art. XVI",) and "ordem" in imp.motivo
    assert t.impedimento("A", Truco.TRUCO, quero_antes=False) is None


def test_art_10_viii_h_aumento_sem_quero_nao_vale() -> None:
    # "Para o TRUCO não se pode fazer aumento para o RETRUCO ... sem haver encerrado previamente o QUERO".
    t = EstadoTruco()
    t.abrir(Truco.TRUCO, "A", "a1", proibida=False, dupla=False, antes_da_carta=True)
    assert t.situacao is SituacaoTruco.PROPOSTO
    imp = t.impedimento("B", Truco.RETRUCO, quero_antes=False)
    assert imp is not None and imp.artigos == ("Art. 10, VIII, h", "Art. XVI")
    assert t.impedimento("B", Truco.RETRUCO, quero_antes=True) is None
    # the trio that proposed waits for the answer
    proprio = t.impedimento("A", Truco.RETRUCO, quero_antes=True)
    assert proprio is not None and "aguardando resposta" in proprio.motivo


def test_art_xvi_aumenta_quem_aceitou() -> None:
    # "Para aumentar TRUCO, dir-se-á QUERO RETRUCO": the trio that accepted raises, not the one that trucou.
    t = EstadoTruco()
    t.abrir(Truco.TRUCO, "A", "a1", proibida=False, dupla=False, antes_da_carta=True)
    t.aceitar("B")
    assert t.situacao is SituacaoTruco.ACEITO and t.nivel is Truco.TRUCO
    imp = t.impedimento("A", Truco.RETRUCO, quero_antes=False)
    assert imp is not None and imp.artigo == "Art. XVI" and "aceitou" in imp.motivo
    assert t.impedimento("B", Truco.RETRUCO, quero_antes=False) is None


def test_art_xvi_truco_recusado_encerra_e_a_recusa_fica() -> None:
    # TRUCO not accepted: 1 to who trucou, and nothing of the truco is said after it; a sanction that later ends the
    # volta does not undo the refusal.
    t = EstadoTruco()
    t.abrir(Truco.TRUCO, "A", "a1", proibida=False, dupla=False, antes_da_carta=True)
    assert t.recusar() is Truco.TRUCO
    assert t.situacao is SituacaoTruco.RECUSADO
    assert t.anular("sanção") is True and t.situacao is SituacaoTruco.RECUSADO
    imp = t.impedimento("B", Truco.TRUCO, quero_antes=False)
    assert imp is not None and imp.motivo == "o truco desta volta já está encerrado"


def test_art_xvi_como_se_ganha_depois_de_decidida_nas_vazas() -> None:
    imp = EstadoTruco().impedimento("A", Truco.TRUCO, quero_antes=False, decidida_por="B")
    assert imp is not None and imp.artigo == "Art. XVI, Como se ganha o truco" and "trio B" in imp.motivo


def test_art_xvi_o_motor_diz_o_mesmo_impedimento() -> None:
    # The engine's words are the state's: "RETRUCO de a1 não vale: quem aumenta é o trio que aceitou ...", and the
    # TRUCO accepted goes to the winner of the vazas (2, Art. XVI).
    d = resolve("- a1: truco\n- b1: quero\n- a2: retruco\n- vaza: B\n- vaza: B\n")
    assert lancs(d) == [("B", 2)]
    assert observou(d, "RETRUCO de a2 não vale: quem aumenta é o trio que aceitou", "Art. XVI")
