"""Paulista, baralho and Paulista, manilhas: the French deck, the order of the cards, the vira and its manilhas, the
notation of contract v2 §8, and the vaza calculator."""

from __future__ import annotations

import pytest

from arbitro.familias.brasileiro.frances import ApelidoSemCarta, CartaInvalida, Naipe, carta
from arbitro.nucleo.sistema import SemCalculo
from arbitro.sistemas.paulista import Paulista
from arbitro.sistemas.paulista import baralho as B

C = B.BARALHO.ler


# "A ordem das cartas é: 4, 5, 6, 7, Q, J, K, A, 2, 3 (da menor para maior)"; the manilha is the next one.
@pytest.mark.parametrize(("vira", "manilha"), [("4O", "5O"), ("5O", "6O"), ("6C", "7O"), ("7E", "QO"), ("QP", "JO"),
                                               ("JO", "KO"), ("KC", "AO"), ("AE", "2O"), ("2P", "3O")])
def test_paulista_manilhas_carta_seguinte_a_vira(vira: str, manilha: str) -> None:
    assert B.posto_da_manilha(C(vira), None) == C(manilha).numero


def test_paulista_manilhas_vira_de_tres_depende_da_leitura() -> None:
    assert B.posto_da_manilha(C("3E"), 4) == 4
    assert B.posto_da_manilha(C("3E"), None) is None


def test_paulista_manilhas_naipes_paus_copas_espadas_ouros() -> None:
    f = B.forca(6)  # vira 5
    assert f(C("6P")) > f(C("6C")) > f(C("6E")) > f(C("6O")) > f(C("3P"))
    assert [c.curta for c in B.manilhas(6)] == ["6P", "6C", "6E", "6O"]


def test_paulista_baralho_ordem_sem_manilha_e_naipe_nao_conta() -> None:
    f = B.forca(None)
    ordem = ["4C", "5P", "6E", "7O", "QC", "JP", "KE", "AO", "2C", "3P"]
    assert [f(C(c)) for c in ordem] == sorted(f(C(c)) for c in ordem)
    assert len({f(C(c)) for c in ordem}) == 10
    assert f(C("3P")) == f(C("3O")) and f(C("QE")) == f(C("QC"))


@pytest.mark.parametrize(("texto", "carta"), [("4P", "4P"), ("7c", "7C"), ("ae", "AE"), ("QO", "QO"),
                                              ("ás de espadas", "AE"), ("valete de copas", "JC"),
                                              ("dama de ouros", "QO"), ("rei de paus", "KP"), ("sete de ouro", "7O"),
                                              ("2 de espadas", "2E")])
def test_paulista_baralho_notacao_curta_e_longa(texto: str, carta: str) -> None:
    assert C(texto).curta == carta


@pytest.mark.parametrize(("texto", "trecho"), [("12C", "baralho espanhol"), ("11E", "baralho espanhol"),
                                               ("1E", "se escreve A"), ("sota de copas", "baralho espanhol"),
                                               ("10C", "não tem 10"), ("8E", "não tem 8"), ("4B", "bastos"),
                                               ("curinga", "não é uma carta")])
def test_paulista_baralho_recusa_carta_de_outro_baralho(texto: str, trecho: str) -> None:
    with pytest.raises(CartaInvalida, match=trecho) as e:
        C(texto)
    assert "Paulista, baralho" in str(e.value)


def test_paulista_manilhas_apelido_nao_e_carta_fixa() -> None:
    with pytest.raises(ApelidoSemCarta, match="mudam com a vira") as e:
        C("zap")
    assert e.value.naipe is Naipe.PAUS and "não é uma carta no Truco Paulista" in str(e.value)


def test_paulista_calculadora_vaza_vira_cinco_zap_ganha_da_espadilha() -> None:
    calc = Paulista().calcular_vaza(["6E", "6P"], {"vira": "5O"})
    assert (calc.valor, calc.dados["vencedora"], calc.dados["lado"]) == (2, "6P", 2)
    assert calc.artigos == ("Paulista, vazas", "Paulista, manilhas")
    assert calc.dados["manilhas"] == ["6P", "6C", "6E", "6O"]


def test_paulista_calculadora_vaza_empate_de_lados_diferentes() -> None:
    calc = Paulista().calcular_vaza(["3P", "4C", "2E", "3O"], {"vira": "5O"})
    assert calc.valor is None and calc.dados["parda"] and calc.dados["empatadas"] == ["3P", "3O"]


def test_paulista_calculadora_vaza_parceiros_empatados_nao_empatam() -> None:
    calc = Paulista().calcular_vaza(["3P", "4C", "3E", "2O"], {"vira": "5O"})
    assert (calc.valor, calc.dados["lado"]) == (1, 1)


def test_paulista_calculadora_vaza_vira_de_tres_pela_leitura() -> None:
    s = Paulista()
    assert s.calcular_vaza(["4O", "3C"], {"vira": "3E"}).valor == 1
    assert s.calcular_vaza(["4O", "3C"], {"vira": "3E", "vira-de-tres": "sem-manilhas"}).valor == 2


def test_paulista_calculadora_vaza_exige_a_vira_e_recusa_a_vira_jogada() -> None:
    with pytest.raises(ValueError, match="vira"):
        Paulista().calcular_vaza(["6E", "6P"], {})
    with pytest.raises(ValueError, match="não é de nenhuma mão"):
        Paulista().calcular_vaza(["5O", "6P"], {"vira": "5O"})


def test_paulista_sem_envido_nem_flor() -> None:
    s = Paulista()
    with pytest.raises(SemCalculo, match="não tem envido"):
        s.calcular_envido(["7O", "6O", "AE"])
    with pytest.raises(SemCalculo, match="não tem flor"):
        s.calcular_flor(["7O", "6O", "AO"])


def test_paulista_baralho_quarenta_cartas() -> None:
    cartas = B.BARALHO.nucleo.cartas
    assert len(cartas) == 40 and len(set(cartas)) == 40 and all(c.numero not in (8, 9, 10) for c in cartas)
    assert carta("Q", "O").com_artigo == "a dama de ouros" and carta("A", "E").nome == "ás de espadas"
