"""The speech vocabulary of contract v1 §4: every phrase maps to the meaning its article gives it,
matching ignores case, accents and punctuation, and anything else means nothing (None)."""

from __future__ import annotations

import pytest

from arbitro.sistemas.mtg.fala import (
    AtoFlor,
    Envite,
    Outro,
    Resposta,
    Truco,
    frases_aceitas,
    interpretar,
    normalizar,
    sugestoes,
)


def fala(texto: str):  # type: ignore[no-untyped-def]
    f = interpretar(texto)
    assert f is not None, f"{texto!r} devia ser reconhecido"
    return f


# --- envido (Art. XV) ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("texto", "envite", "artigo"), [
    ("envido", Envite.ENVIDO, "Art. XV, a"),
    ("real envido", Envite.REAL_ENVIDO, "Art. XV, b"),
    ("falta envido", Envite.FALTA_ENVIDO, "Art. XV, c"),
    # Art. XV, d: "Tentos Envido: esta forma equivale ao ENVIDO SIMPLES"
    ("tentos envido", Envite.ENVIDO, "Art. XV, d"),
])
def test_art_xv_propostas_de_envido(texto: str, envite: Envite, artigo: str) -> None:
    f = fala(texto)
    assert f.envite is envite and f.truco is None and f.flor is None and f.resposta is None
    assert artigo in f.artigos
    assert not f.dupla


def test_art_xiv_envido_minha_flor_vale_o_envido_e_nao_a_flor() -> None:
    # "Se um jogador disser ENVIDO MINHA FLOR, vale o ENVIDO e não a FLOR."
    f = fala("envido minha flor")
    assert f.envite is Envite.ENVIDO and f.flor is None
    assert "Art. XIV" in f.artigos


def test_art_xiv_envido_minha_falta_envido_vale_o_envido_simples() -> None:
    # "Se disser ENVIDO MINHA FALTA ENVIDO, vale o ENVIDO simples."
    f = fala("envido minha falta envido")
    assert f.envite is Envite.ENVIDO
    assert "Art. XIV" in f.artigos


def test_art_xv_b_real_sozinho_nada_vale() -> None:
    # "Dito só a palavra REAL, nada vale."
    f = fala("real")
    assert f.outro is Outro.REAL_SOZINHO and f.envite is None and f.truco is None
    assert "Art. XV, b" in f.artigos


@pytest.mark.parametrize("texto", ["é bom", "e bom", "não mato", "nao mato"])
def test_art_xiv_e_bom_e_nao_mato_deixam_o_ponto(texto: str) -> None:
    # "sendo menores, bastará que se diga NÃO MATO ou É BOM, com o que se dá por perdido"
    f = fala(texto)
    assert f.outro is Outro.E_BOM and f.resposta is None
    assert "Art. XIV" in f.artigos


# --- flor (Art. XIII) --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("texto", "ato"), [
    ("flor", AtoFlor.FLOR),
    ("contra-flor", AtoFlor.CONTRA_FLOR),
    ("contra flor", AtoFlor.CONTRA_FLOR),
    ("contra-flor e o resto", AtoFlor.CONTRA_FLOR_E_O_RESTO),
    ("contra flor e o resto", AtoFlor.CONTRA_FLOR_E_O_RESTO),
    ("contra flor e resto", AtoFlor.CONTRA_FLOR_E_O_RESTO),  # the wording of Art. XIII, d
    ("com flor me achico", AtoFlor.ME_ACHICO),
    ("me achico com flor", AtoFlor.ME_ACHICO),
    ("é boa", AtoFlor.E_BOA),
    ("flor quero", AtoFlor.FLOR_QUERO),  # Art. XVI, Lei do jogo, b
    ("flor não quero", AtoFlor.FLOR_NAO_QUERO),
])
def test_art_xiii_cantos_e_respostas_da_flor(texto: str, ato: AtoFlor) -> None:
    f = fala(texto)
    assert f.flor is ato and f.envite is None


def test_art_xiii_artigos_dos_cantos_da_flor() -> None:
    assert "Art. XIII, a" in fala("flor").artigos
    assert "Art. XIII, a" in fala("é boa").artigos
    assert "Art. XIII, c" in fala("contra-flor").artigos
    assert "Art. XIII, d" in fala("contra-flor e o resto").artigos
    assert "Art. XIII, g" in fala("com flor me achico").artigos
    assert "Art. XVI, Lei do jogo" in fala("flor quero").artigos


def test_art_xvi_lei_nao_ha_flor_sem_truco_valem_as_duas_propostas() -> None:
    # "NÃO HÁ FLOR SEM TRUCO — valem as duas propostas."
    f = fala("não há flor sem truco")
    assert f.flor is AtoFlor.FLOR and f.truco is Truco.TRUCO


@pytest.mark.parametrize("texto", ["florzinha", "floresta", "florianópolis", "Florianopolis"])
def test_art_10_viii_h_florzinha_floresta_florianopolis(texto: str) -> None:
    # "FLORZINHA, FLORESTA, FLORIANÓPOLIS, etc.: o jogador que disser, se tiver, não vale o canto ...
    # porém, se não tiver, vale como se tivesse cantado" — the word is not a FLOR by itself: the engine
    # decides from the cards.
    f = fala(texto)
    assert f.outro is Outro.FLOR_EQUIVOCA and f.flor is None
    assert "Art. 10, VIII, h" in f.artigos


# --- truco (Art. XVI) ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("texto", "nivel", "quero_antes"), [
    ("truco", Truco.TRUCO, False),
    ("retruco", Truco.RETRUCO, False),
    ("vale quatro", Truco.VALE_QUATRO, False),
    # "Para aumentar TRUCO, dir-se-á QUERO RETRUCO; para aumentar RETRUCO, dir-se-á QUERO VALE QUATRO."
    ("quero retruco", Truco.RETRUCO, True),
    ("quero vale quatro", Truco.VALE_QUATRO, True),
])
def test_art_xvi_propostas_de_truco(texto: str, nivel: Truco, quero_antes: bool) -> None:
    f = fala(texto)
    assert f.truco is nivel and f.quero_antes is quero_antes and f.envite is None and not f.proibida
    assert "Art. XVI" in f.artigos


def test_art_xvi_ordem_dos_niveis_do_truco() -> None:
    # "O TRUCO divide-se em três partes: TRUCO, RETRUCO e VALE QUATRO ... A ordem não pode se alterar."
    assert [t.value for t in (Truco.TRUCO, Truco.RETRUCO, Truco.VALE_QUATRO)] == [1, 2, 3]
    assert Truco.VALE_QUATRO.nome == "VALE QUATRO"


@pytest.mark.parametrize("texto", ["trunfo", "turco"])
def test_art_10_viii_h_trunfo_e_turco_valem_pelo_truco_so_se_aceitos(texto: str) -> None:
    # "Ficam proibidos os termos ... QUIETO, TRUNFO, TURCO ... mas se forem ditos, entendido(s) e aceito(s)
    # pelo(s) adversário(s), têm valor positivo, valendo pelo QUERO e TRUCO."
    f = fala(texto)
    assert f.truco is Truco.TRUCO and f.proibida
    assert "Art. 10, VIII, h" in f.artigos


def test_art_10_viii_h_quieto_vale_pelo_quero_so_se_aceito() -> None:
    f = fala("quieto")
    assert f.resposta == Resposta(tudo=True) and f.proibida
    assert "Art. 10, VIII, h" in f.artigos


# --- answers (Art. 10, VIII, h and i) -----------------------------------------------------------------------

def test_art_10_viii_h_quero_e_nao_quero() -> None:
    # "as propostas devem ser aceitas com a palavra QUERO e rejeitadas com a palavra NÃO QUERO"
    assert fala("quero").resposta == Resposta(tudo=True)
    assert fala("não quero").resposta == Resposta(tudo=False)
    assert fala("nao quero").resposta == Resposta(tudo=False)
    assert not fala("quero").proibida


@pytest.mark.parametrize(("texto", "envite"), [
    ("envido e truco", Envite.ENVIDO),
    ("real envido e truco", Envite.REAL_ENVIDO),
    ("falta envido e truco", Envite.FALTA_ENVIDO),
])
def test_art_10_viii_i_propostas_duplas(texto: str, envite: Envite) -> None:
    f = fala(texto)
    assert f.dupla and f.envite is envite and f.truco is Truco.TRUCO
    assert "Art. 10, VIII, i" in f.artigos


# The partial answers of Art. 10, VIII, i. In a double proposal the envido is said first ("ENVIDO E
# TRUCO"): "primeiro" is the envido, "segundo" the truco. Passing one part accepts the other.
PASSA_O_TRUCO = Resposta(envite=True, truco=False)
PASSA_O_ENVIDO = Resposta(envite=False, truco=True)


@pytest.mark.parametrize(("texto", "resposta"), [
    ("Passo o primeiro e quero", PASSA_O_ENVIDO),
    ("Passo a primeira e quero", PASSA_O_ENVIDO),
    ("Passo o segundo e quero", PASSA_O_TRUCO),
    ("Passo a segunda e quero", PASSA_O_TRUCO),
    ("Passo o truco e quero", PASSA_O_TRUCO),
    ("Passo o envido e quero", PASSA_O_ENVIDO),
    ("Primeiro passo e quero", PASSA_O_ENVIDO),
    ("Primeira passo e quero", PASSA_O_ENVIDO),
    ("Primeiro passo e segundo quero", PASSA_O_ENVIDO),
    ("Segundo passo e primeiro quero", PASSA_O_TRUCO),
    ("Segundo passo e quero", PASSA_O_TRUCO),
    ("Segunda passo e quero", PASSA_O_TRUCO),
    # Art. XVI, Lei do jogo, a: "Passo o TRUCO e quero a FALTA ENVIDO", "Passo a FALTA ENVIDO e quero o
    # TRUCO", "Passo o segundo(a) e quero o primeiro(a)"
    ("Passo o truco e quero a falta envido", PASSA_O_TRUCO),
    ("Passo a falta envido e quero o truco", PASSA_O_ENVIDO),
    ("Passo o segundo e quero o primeiro", PASSA_O_TRUCO),
    ("Passo a segunda e quero a primeira", PASSA_O_TRUCO),
])
def test_art_10_viii_i_respostas_parciais(texto: str, resposta: Resposta) -> None:
    f = fala(texto)
    assert f.resposta == resposta
    assert f.envite is None and f.truco is None


@pytest.mark.parametrize("texto", ["quero e passo o truco", "quero, passo o envido", "Quero e o truco passo"])
def test_art_10_viii_i_quero_dito_primeiro_aceita_a_proposta_dupla(texto: str) -> None:
    # "Pronunciando a palavra QUERO em primeiro lugar, considera-se aceita a proposta dupla, ainda que se
    # agregue a palavra PASSO para a outra."
    f = fala(texto)
    assert f.resposta == Resposta(tudo=True)
    assert "Art. 10, VIII, i" in f.artigos


@pytest.mark.parametrize("texto", ["na lei do jogo está tudo dito", "Na lei do jogo esta tudo dito!", "lei do jogo"])
def test_art_xvi_lei_do_jogo(texto: str) -> None:
    f = fala(texto)
    assert f.outro is Outro.LEI_DO_JOGO
    assert "Art. XVI, Lei do jogo" in f.artigos


# --- matching and unknown phrases ----------------------------------------------------------------------------

def test_contrato_4_normalizacao_ignora_caixa_acentos_e_pontuacao() -> None:
    assert normalizar("  Não   QUERO!! ") == "nao quero"
    assert normalizar("É boa.") == "e boa"
    assert normalizar("Contra-Flor e o Resto") == "contra flor e o resto"
    assert interpretar("ENVIDO!") == interpretar("envido")
    assert interpretar("Contra-flor, e o resto") == interpretar("contra flor e o resto")
    assert interpretar("NÃO MATO") == interpretar("nao mato")


@pytest.mark.parametrize("texto", [
    "", "envidinho", "quero truco", "retruco quero", "passo", "truco e envido", "flor flor", "meus pontos",
    "vale cinco", "contra", "achico",
])
def test_contrato_4_frase_desconhecida_nao_tem_sentido(texto: str) -> None:
    assert interpretar(texto) is None


def test_contrato_4_lista_de_frases_aceitas_cobre_o_vocabulario_minimo() -> None:
    # Contract v1 §4: "v1 must recognise at least ..."
    minimo = [
        "envido", "real envido", "falta envido", "flor", "contra-flor", "contra flor", "contra-flor e o resto",
        "com flor me achico", "me achico com flor", "é boa", "truco", "retruco", "vale quatro", "quero",
        "não quero", "quero retruco", "quero vale quatro", "é bom", "não mato", "envido e truco",
        "real envido e truco", "falta envido e truco", "passo o truco e quero", "passo o envido e quero",
        "na lei do jogo está tudo dito", "lei do jogo", "envido minha flor", "envido minha falta envido", "real",
        "quieto", "trunfo", "turco", "florzinha", "floresta", "florianópolis",
    ]
    aceitas = {normalizar(f) for f in frases_aceitas()}
    assert [m for m in minimo if normalizar(m) not in aceitas] == []
    assert all(interpretar(m) is not None for m in minimo)


def test_contrato_4_sugestoes_para_frase_desconhecida() -> None:
    assert "real envido" in sugestoes("real envidu")
    assert "nao quero" in [normalizar(s) for s in sugestoes("nao qero")]
