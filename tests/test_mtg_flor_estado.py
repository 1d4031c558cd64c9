"""The MTG flor's own checks (issue 22): :meth:`EstadoFlor.impedimento` (and ``impedimento_do_revide``), what
:func:`flor.cantar` and :func:`flor.e_boa` ask first. Worked from Art. XIII and Art. 10, VIII, f."""

from __future__ import annotations

from arbitro.sistemas.mtg.fala import AtoFlor
from arbitro.sistemas.mtg.motor.flor import Canto, EstadoFlor


def test_art_xiii_e_contra_flor_e_o_resto_revida_a_contra_flor() -> None:
    # "ao anúncio de FLOR e CONTRA-FLOR, se o primeiro responde CONTRA-FLOR E O RESTO": a revide of a CONTRA-FLOR.
    f = EstadoFlor()
    f.apostas.append((AtoFlor.CONTRA_FLOR, "B", "b1", "Art. XIII, c"))
    assert f.impedimento_do_revide(AtoFlor.CONTRA_FLOR_E_O_RESTO) is None
    imp = f.impedimento_do_revide(AtoFlor.CONTRA_FLOR)
    assert imp is not None and imp.artigos == ("Art. XIII, e",) and imp.motivo == "não vale como revide de CONTRA-FLOR"


def test_art_xiii_e_o_resto_nao_se_revida() -> None:
    f = EstadoFlor()
    f.apostas.append((AtoFlor.CONTRA_FLOR_E_O_RESTO, "B", "b1", "Art. XIII, d"))
    imp = f.impedimento_do_revide(AtoFlor.CONTRA_FLOR_E_O_RESTO)
    assert imp is not None and imp.motivo == "não vale como revide de CONTRA-FLOR E O RESTO"


# --- EstadoFlor.impedimento: the flor's own check before any call (what flor.cantar and flor.e_boa ask first) ----

def _sem_carta() -> bool:
    return False


def test_art_xiii_a_e_boa_sem_flor_contraria_nao_tem_efeito() -> None:
    # "É BOA" answers the other trio's FLOR (Art. XIII, a): with no flor of trio A, B's "é boa" answers nothing.
    f = EstadoFlor()
    imp = f.impedimento("B", AtoFlor.E_BOA, _sem_carta)
    assert imp is not None and imp.artigos == ("Art. XIII, a",)
    assert imp.motivo == "sem FLOR contrária a responder: não tem efeito"
    f.cantos.append(Canto("a1", "A"))
    assert f.impedimento("B", AtoFlor.E_BOA, _sem_carta) is None
    assert f.impedimento("A", AtoFlor.E_BOA, _sem_carta) is not None  # its own flor is not the contrária


def test_art_10_viii_f_flor_depois_da_carta_jogada_nao_vale() -> None:
    # "após a carta jogada, tudo o que se refere à FLOR não tem mais valor" (Art. 10, VIII, f)
    f = EstadoFlor()
    for ato in (AtoFlor.FLOR, AtoFlor.CONTRA_FLOR, AtoFlor.CONTRA_FLOR_E_O_RESTO, AtoFlor.ME_ACHICO):
        imp = f.impedimento("A", ato, lambda: True)
        assert imp is not None and imp.artigos == ("Art. 10, VIII, f",) and imp.motivo.startswith("não vale: após")
        assert f.impedimento("A", ato, _sem_carta) is None


def test_art_xiii_g_me_achico_responde_a_aposta_sem_perguntar_pela_carta() -> None:
    # the trio the CONTRA-FLOR awaits answers it "com flor me achico" (Art. XIII, g): an answer, not a song —
    # and a revide is judged by Art. XIII, e alone; the card played is not asked.
    f = EstadoFlor(aguarda="B")
    f.apostas.append((AtoFlor.CONTRA_FLOR, "A", "a1", "Art. XIII, c"))

    def nao_pergunte() -> bool:
        raise AssertionError("a carta jogada não é perguntada")

    assert f.impedimento("B", AtoFlor.ME_ACHICO, nao_pergunte) is None
    assert f.impedimento("B", AtoFlor.CONTRA_FLOR_E_O_RESTO, nao_pergunte) is None
    imp = f.impedimento("B", AtoFlor.CONTRA_FLOR, nao_pergunte)
    assert imp is not None and imp.artigos == ("Art. XIII, e",)


def test_art_xiii_c_contra_flor_do_trio_que_fez_a_ultima_proposta() -> None:
    # the CONTRA-FLOR answers the other trio's FLOR (Art. XIII, c): trio A, whose CONTRA-FLOR awaits B, can't raise
    f = EstadoFlor(aguarda="B")
    f.apostas.append((AtoFlor.CONTRA_FLOR, "A", "a1", "Art. XIII, c"))
    imp = f.impedimento_da_contra("A", AtoFlor.CONTRA_FLOR_E_O_RESTO)
    assert imp is not None and imp.artigos == ("Art. XIII, c",)
    assert imp.motivo == "não vale: o próprio trio fez a última proposta"
    assert f.impedimento_da_contra("B", AtoFlor.CONTRA_FLOR_E_O_RESTO) is None
    assert f.impedimento_da_contra("A", AtoFlor.FLOR) is None


# --- the acts: the flor changes through its own methods ---------------------------------------------------------

def test_art_xiii_c_aceitar_a_contra_flor_e_responder_com_a_propria_flor() -> None:
    # "QUERO" to a CONTRA-FLOR answers with one's own flor (Art. XIII, c): b1's flor enters the dispute; a trio
    # that already sang answers for the flor already sung (no second canto).
    f = EstadoFlor()
    f.cantar("a1", "A")
    f.apostar(AtoFlor.CONTRA_FLOR, "A", "a1", "Art. XIII, c", aguarda="B")
    assert f.aguarda == "B" and f.aceita is None
    f.responder("b1", "B", aceita=True)
    assert f.aceita is True and f.aguarda is None and f.recusou is None
    assert [c.jogador for c in f.cantos] == ["a1", "b1"]
    f.responder("a2", "A", aceita=True)
    assert [c.jogador for c in f.cantos] == ["a1", "b1"]


def test_art_xiii_g_nao_quero_recusa_e_me_achico_canta_achicada() -> None:
    f = EstadoFlor()
    f.cantar("a1", "A")
    f.apostar(AtoFlor.CONTRA_FLOR, "A", "a1", "Art. XIII, c", aguarda="B")
    f.responder("b1", "B", aceita=False, achico=True)
    assert f.aceita is False and f.recusou == "b1" and f.cantos[-1] == Canto("b1", "B", achicado=True)
    f.cantar("a1", "A", achicado=True)  # the first song stands
    assert f.cantos[0] == Canto("a1", "A")


def test_so_a_flor_escreve_o_estado_da_flor() -> None:
    # The other modules of the engine ask the flor (its methods) instead of writing its fields; what the flor
    # tracks (the flor declared after the other trio passed, the equivocal songs, "envido minha flor") is hers.
    import re
    from dataclasses import fields
    from pathlib import Path

    import arbitro.sistemas.mtg.motor as pacote
    from arbitro.sistemas.mtg.motor.estado import Volta

    escreve = re.compile(r"\.flor\.\w+\s*(?:=[^=]|\.(?:append|add|remove|pop|clear|update|discard)\()")
    for arquivo in Path(pacote.__file__).parent.glob("*.py"):
        if arquivo.name != "flor.py":
            assert not escreve.findall(arquivo.read_text(encoding="utf-8")), arquivo.name
    assert not {"flor_declarada", "flor_equivoca", "mencionou_flor"} & {f.name for f in fields(Volta)}
