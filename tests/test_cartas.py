"""Cards (contract §3; Art. 10, I), the truco hierarchy (Art. XVI), envido (Art. XIV) and flor (Art. IX).

The expected values are worked out from the regulation's text: the hierarchy is transcribed from the
article, and envido and flor over every hand are checked against deliberately naive formulas written
here, with a different algorithm from the library's.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations

import pytest

from arbitro.nucleo.cartas import Carta, CartaInvalida, Naipe
from arbitro.sistemas.mtg.cartas import BARALHO, BARALHO_ESPANHOL, carta, cartas, envido, flor, forca

ES, PA, OU, CO = Naipe.ESPADAS, Naipe.PAUS, Naipe.OUROS, Naipe.COPAS

TODAS_AS_MAOS = list(combinations(BARALHO, 3))
NEGRAS = {10: "sota", 11: "cavalo", 12: "rei"}


def mao(*textos: str) -> tuple[Carta, ...]:
    return cartas(textos)


# --- Art. 10, I: the deck -----------------------------------------------------------------------------

def test_art_10_i_baralho_espanhol_sem_8_e_9_tem_40_cartas() -> None:
    assert len(BARALHO) == 40
    assert len(set(BARALHO)) == 40
    assert {c.numero for c in BARALHO} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert len(TODAS_AS_MAOS) == 9880  # C(40, 3)


@pytest.mark.parametrize("numero", [0, 8, 9, 13])
def test_art_10_i_carta_inexistente(numero: int) -> None:
    # A card is a value; the deck says which exist (Art. 10, I).
    assert Carta(numero, ES) not in BARALHO_ESPANHOL
    with pytest.raises(CartaInvalida):
        carta(f"{numero}E")
    with pytest.raises(CartaInvalida):
        BARALHO_ESPANHOL.ler(f"{numero}E")


# --- contract §3: parsing ----------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("texto", "esperada"),
    [
        ("1E", Carta(1, ES)), ("1e", Carta(1, ES)), ("7O", Carta(7, OU)), ("7o", Carta(7, OU)),
        ("12C", Carta(12, CO)), ("12c", Carta(12, CO)), ("10P", Carta(10, PA)), ("11B", Carta(11, PA)),
        ("1b", Carta(1, PA)), (" 3C ", Carta(3, CO)),
    ],
)
def test_contrato_3_forma_curta(texto: str, esperada: Carta) -> None:
    assert carta(texto) == esperada


@pytest.mark.parametrize(
    ("texto", "esperada"),
    [
        ("1 de espadas", Carta(1, ES)),
        ("ás de espadas", Carta(1, ES)),
        ("Ás de Espadas", Carta(1, ES)),
        ("as de espadas", Carta(1, ES)),
        ("sete de ouro", Carta(7, OU)),
        ("sete de ouros", Carta(7, OU)),
        ("rei de copas", Carta(12, CO)),
        ("sota de paus", Carta(10, PA)),
        ("cavalo de bastos", Carta(11, PA)),
        ("ás de paus", Carta(1, PA)),
        ("três de copas", Carta(3, CO)),
        ("dois de espadas", Carta(2, ES)),
        ("12 de ouros", Carta(12, OU)),
    ],
)
def test_contrato_3_forma_longa(texto: str, esperada: Carta) -> None:
    assert carta(texto) == esperada


def test_contrato_3_forma_curta_canonica_de_todas_as_cartas() -> None:
    for c in BARALHO:
        assert carta(c.curta) == c
        assert carta(c.nome) == c  # the long name the library prints reads back
    assert Carta(1, PA).curta == "1P"
    assert Carta(7, OU).curta == "7O"
    assert Carta(12, CO).curta == "12C"


@pytest.mark.parametrize("texto", ["8E", "9c", "oito de copas", "nove de espadas", "8 de ouros"])
def test_art_10_i_oito_e_nove_nao_existem(texto: str) -> None:
    with pytest.raises(CartaInvalida, match="8 nem 9"):
        carta(texto)


@pytest.mark.parametrize("texto", ["1X", "7Z", "1 de xis", "rei de trunfo"])
def test_contrato_3_naipe_desconhecido(texto: str) -> None:
    with pytest.raises(CartaInvalida, match="naipe desconhecido"):
        carta(texto)


@pytest.mark.parametrize("texto", ["", "E", "zap", "13E", "0O", "1", "ás espadas"])
def test_contrato_3_texto_que_nao_e_carta(texto: str) -> None:
    with pytest.raises(CartaInvalida):
        carta(texto)


def test_contrato_3_carta_repetida() -> None:
    with pytest.raises(CartaInvalida, match="duas vezes"):
        cartas(["1E", "1e"])
    with pytest.raises(CartaInvalida, match="duas vezes"):
        cartas(["7O", "sete de ouro"])
    with pytest.raises(CartaInvalida, match="duas vezes"):
        cartas(["11P", "cavalo de bastos"])  # B and P are the same suit


def test_carta_invalida_e_value_error_com_mensagem_em_portugues() -> None:
    with pytest.raises(ValueError, match="baralho"):
        carta("9E")


# --- Art. XVI: hierarchy -----------------------------------------------------------------------------

# "Ás de Espadas — Ás de Paus (Bastos) — 7 de Espadas — 7 de Ouro — todos os Três — todos os Dois —
# Ás de Copas e Ás de Ouro — todos os Reis — todos os Cavalos — todas as Sotas (Damas) — 7 de Copas e
# 7 de Paus — todos os Seis — todos os Cincos — todos os Quatros", strongest first.
HIERARQUIA_ART_XVI: list[list[str]] = [
    ["1E"],
    ["1P"],
    ["7E"],
    ["7O"],
    ["3E", "3P", "3O", "3C"],
    ["2E", "2P", "2O", "2C"],
    ["1C", "1O"],
    ["12E", "12P", "12O", "12C"],
    ["11E", "11P", "11O", "11C"],
    ["10E", "10P", "10O", "10C"],
    ["7C", "7P"],
    ["6E", "6P", "6O", "6C"],
    ["5E", "5P", "5O", "5C"],
    ["4E", "4P", "4O", "4C"],
]


def test_art_xvi_hierarquia_cobre_o_baralho() -> None:
    transcritas = [carta(t) for grupo in HIERARQUIA_ART_XVI for t in grupo]
    assert sorted(transcritas, key=str) == sorted(BARALHO, key=str)


def test_art_xvi_hierarquia() -> None:
    grupo_de = {carta(t): i for i, grupo in enumerate(HIERARQUIA_ART_XVI) for t in grupo}
    for a in BARALHO:
        for b in BARALHO:
            if grupo_de[a] < grupo_de[b]:  # earlier in the article: stronger
                assert forca(a) > forca(b), (a, b)
            elif grupo_de[a] == grupo_de[b]:  # same step: they tie (empardam)
                assert forca(a) == forca(b), (a, b)


def test_art_xvi_hierarquia_extremos() -> None:
    assert max(BARALHO, key=forca) == Carta(1, ES)
    assert {c for c in BARALHO if forca(c) == min(map(forca, BARALHO))} == {Carta(4, s) for s in Naipe}
    assert forca(carta("1C")) == forca(carta("1O"))
    assert forca(carta("7C")) == forca(carta("7P"))
    assert forca(carta("7O")) > forca(carta("3E"))
    assert forca(carta("10E")) > forca(carta("7C"))  # a sota beats the weak sevens


# --- Art. XIV: envido --------------------------------------------------------------------------------

def envido_ingenuo(cartas_da_mao: tuple[Carta, ...]) -> tuple[int, str]:
    """Art. XIV by hand: group the cards per suit; a suit with two cards gives the two best brancas
    plus twenty; otherwise the highest branca; with three lone negras, the name of the highest."""
    por_naipe: dict[Naipe, list[int]] = defaultdict(list)
    for c in cartas_da_mao:
        por_naipe[c.naipe].append(c.numero if c.numero <= 7 else 0)
    com_vinte = [20 + sum(sorted(valores, reverse=True)[:2])
                 for valores in por_naipe.values() if len(valores) >= 2]
    if com_vinte:
        pontos = max(com_vinte)
        return pontos, str(pontos)
    brancas = [c.numero for c in cartas_da_mao if c.numero <= 7]
    if brancas:
        return max(brancas), str(max(brancas))
    return 0, NEGRAS[max(c.numero for c in cartas_da_mao)]


def test_art_xiv_envido_todas_as_maos() -> None:
    for m in TODAS_AS_MAOS:
        resultado = envido(m)
        assert (resultado.pontos, resultado.canto) == envido_ingenuo(m), m


def test_art_xiv_envido_nao_depende_da_ordem_das_cartas() -> None:
    for m in TODAS_AS_MAOS[::7]:
        assert envido(m) == envido(m[::-1]) == envido((m[1], m[2], m[0]))


def test_art_xiv_cinco_e_sota_do_mesmo_naipe_vinte_e_cinco() -> None:
    # "um cinco e uma sota do mesmo naipe formam cinco, que se canta VINTE E CINCO"
    for terceira in ("4C", "1O", "12P"):
        r = envido(mao("5E", "10E", terceira))
        assert (r.pontos, r.canto) == (25, "25")


def test_art_xiv_duas_negras_do_mesmo_naipe_vinte() -> None:
    # "duas negras do mesmo naipe formam zero, que se agregam mais vinte pontos e formam VINTE"
    for par in (("11C", "12C"), ("10E", "11E"), ("10O", "12O")):
        r = envido(mao(*par, "4E" if "E" not in par[0] else "4C"))
        assert (r.pontos, r.canto) == (20, "20")


def test_art_xiv_dois_quatro_e_sete_de_naipes_diferentes_canta_sete() -> None:
    # "o que tiver dois, quatro e um sete de naipes diferentes cantará SETE"
    r = envido(mao("2E", "4C", "7O"))
    assert (r.pontos, r.canto) == (7, "7")


def test_art_xiv_trinta_e_tres_seis_e_sete_do_mesmo_naipe() -> None:
    # "o maior é o TRINTA E TRÊS (seis e sete do mesmo naipe)"
    for naipe in "EPOC":
        assert envido(mao(f"6{naipe}", f"7{naipe}", "12E" if naipe != "E" else "12C")).pontos == 33
    assert max(envido(m).pontos for m in TODAS_AS_MAOS) == 33
    com_33 = [m for m in TODAS_AS_MAOS if envido(m).pontos == 33]
    # the six and seven of one suit (4 ways) with any of the other 38 cards
    assert len(com_33) == 4 * 38
    assert all(any(c.numero == 6 for c in m) and any(c.numero == 7 for c in m) for m in com_33)


def test_art_xiv_tres_negras_de_naipes_diferentes_cantam_a_maior() -> None:
    # "Se as três cartas forem negras de naipes diferentes, canta-se a maior: REI, CAVALO ou SOTA"
    assert (envido(mao("12E", "11C", "10O")).pontos, envido(mao("12E", "11C", "10O")).canto) == (0, "rei")
    assert envido(mao("11E", "10C", "11O")).canto == "cavalo"
    assert envido(mao("10E", "10C", "10O")).canto == "sota"
    cantos = [envido(m).canto for m in TODAS_AS_MAOS if not envido(m).canto.isdigit()]
    # three suits of four (4 ways), one of three negras in each: 4 * 27 hands;
    # sota only when all three are sotas (4), cavalo when cavalos and sotas with a cavalo (4 * 7)
    assert len(cantos) == 4 * 27
    assert cantos.count("sota") == 4
    assert cantos.count("cavalo") == 4 * (2 ** 3 - 1)
    assert cantos.count("rei") == 4 * (27 - 8)


def test_art_xiv_ordem_entre_pontos() -> None:
    # "Entre as negras, o ponto menor é a SOTA e o maior é vinte ...; entre as brancas, o menor
    # ponto é o UM (Ás), que ganha de qualquer uma das negras que estejam desacompanhadas".
    sota = envido(mao("10E", "10C", "10O"))
    cavalo = envido(mao("11E", "10C", "10O"))
    rei = envido(mao("12E", "11C", "10O"))
    um = envido(mao("1E", "12C", "11O"))
    vinte = envido(mao("11C", "12C", "4E"))
    assert (um.pontos, um.canto) == (1, "1")
    assert sota.ordem < cavalo.ordem < rei.ordem < um.ordem < vinte.ordem
    assert min((envido(m) for m in TODAS_AS_MAOS), key=lambda e: e.ordem).canto == "sota"
    for m in TODAS_AS_MAOS:
        e = envido(m)
        if e.canto.isdigit():
            assert e.ordem > rei.ordem  # any branca point beats any lone negra


def test_art_xiv_envido_pede_tres_cartas() -> None:
    with pytest.raises(CartaInvalida):
        envido(mao("1E", "2E"))


# --- Art. IX: flor -----------------------------------------------------------------------------------

def flor_ingenua(cartas_da_mao: tuple[Carta, ...]) -> int | None:
    """Art. IX by hand: three cards of one suit; the numbers of the brancas plus twenty."""
    a, b, c = cartas_da_mao
    if not (a.naipe == b.naipe and b.naipe == c.naipe):
        return None
    total = 20
    for x in (a, b, c):
        if x.numero in (1, 2, 3, 4, 5, 6, 7):
            total += x.numero
    return total


def test_art_ix_flor_todas_as_maos() -> None:
    for m in TODAS_AS_MAOS:
        assert flor(m) == flor_ingenua(m), m


def test_art_ix_a_flor_sao_tres_cartas_do_mesmo_naipe() -> None:
    com_flor = [m for m in TODAS_AS_MAOS if flor(m) is not None]
    assert len(com_flor) == 4 * 120  # C(10, 3) hands in each suit
    assert flor(mao("1E", "2E", "3C")) is None


def test_art_ix_a_flor_paraguaia_nao_vale() -> None:
    # "três quatros ou qualquer trio de cartas iguais não serão aceitos como flor"
    assert flor(mao("4E", "4P", "4O")) is None
    assert flor(mao("12E", "12C", "12O")) is None


def test_art_ix_b_flor_de_tres_negras_vale_vinte() -> None:
    # "Uma FLOR composta de três negras vale vinte pontos"
    for naipe in "EPOC":
        assert flor(mao(f"10{naipe}", f"11{naipe}", f"12{naipe}")) == 20


def test_art_ix_b_flor_soma_brancas_mais_vinte() -> None:
    assert flor(mao("1O", "2O", "3O")) == 26
    assert flor(mao("7C", "12C", "5C")) == 32
    assert flor(mao("5P", "6P", "7P")) == 38
    assert max(f for m in TODAS_AS_MAOS if (f := flor(m)) is not None) == 38


def test_art_10_i_carta_do_baralho_frances_num_cenario_do_mtg_diz_que_mistura_sistemas() -> None:
    """Art. 10, I: the Truco Cego's deck is the Spanish one; ``QO`` (French notation) names the other deck."""
    import pytest

    from arbitro.nucleo.cartas import CartaInvalida
    from arbitro.sistemas.mtg.cartas import carta

    with pytest.raises(CartaInvalida, match=r"baralho francês.*Art\. 10, I"):
        carta("QO")


def test_contrato_3_um_so_leitor_de_cartas_o_do_nucleo() -> None:
    """The MTG reads a card with the kernel's parser (``Baralho.ler``), only the words of Art. 10, I its own: the
    short and long forms are parsed in one place, and the same text read twice gives the same card."""
    from pathlib import Path

    import arbitro.sistemas.mtg.cartas as mtg

    fonte = Path(mtg.__file__).read_text(encoding="utf-8")
    assert "_CURTA" not in fonte and "_LONGA" not in fonte
    assert carta("ás de espadas") is carta("ás de espadas") == BARALHO_ESPANHOL.ler("1E") == Carta(1, ES)
    with pytest.raises(CartaInvalida, match=r"não existe carta 8: .*8 nem 9 \(Art\. 10, I\)"):
        BARALHO_ESPANHOL.ler("8E")  # the table recorder's deck says what the ruling says
