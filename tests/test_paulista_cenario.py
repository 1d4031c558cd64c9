"""The paulista's scenario (contract v2 §8): what is refused as invalid input — located, in Portuguese, every problem
at once — and in particular a scenario that mixes systems; the template and the schema."""

from __future__ import annotations

import re

import pytest
import yaml
from brasileiro import julgar, recusas

from arbitro.sistemas.paulista import Paulista

S = Paulista()
BASE = """\
versao: 2
regulamento: paulista
vira: 5O
placar: {A: 4, B: 6}
duplas: {A: [a1, a2], B: [b1, b2]}
mesa: [a1, b1, a2, b2]
eventos:
  - a1: truco
  - b1: aceito
  - vaza: A
  - vaza: A
"""
LOCAL = re.compile(r"^teste\.yaml:\d+:\d+: ")


def trocar(velho: str, novo: str, texto: str = BASE) -> str:
    assert velho in texto
    return texto.replace(velho, novo)


def test_paulista_cenario_publico_e_valido() -> None:
    assert recusas(S, BASE) == []
    assert julgar(S, BASE).placar_final == {"A": 7, "B": 6}


def test_paulista_jogadores_um_contra_um_e_equipes() -> None:
    texto = trocar("duplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]",
                   "equipes: {A: [a1], B: [b1]}\nmesa: [a1, b1]")
    assert recusas(S, texto) == []


@pytest.mark.parametrize(("velho", "novo", "trecho"), [
    ("  - b1: aceito", "  - b1: retruco", "mistura regulamentos"),
    ("  - b1: aceito", "  - b1: envido", "mistura regulamentos"),
    ("  - b1: aceito", "  - b1: vale quatro", "mistura regulamentos"),
    ("  - b1: aceito", "  - b1: envit", "truco valenciano"),
    ("  - b1: aceito", "  - b1: {pontos: 33}", "não tem envido"),
    ("  - b1: aceito", "  - b1: {baralho: true}", "Truco Cego do MTG"),
    ("  - b1: aceito", "  - b1: {queima: [AE, 5C, 7C]}", "troca de mãos é do Truco Mineiro"),
    ("duplas:", "trios:", "trios é chave do Truco Cego do MTG"),
    ("vira: 5O", "vira: 5O\nmodalidade: roda", "não tem modalidade"),
    ("vira: 5O", "vira: 12C", "baralho espanhol"),
    ("vira: 5O", "vira: 5O\ncartas: {a1: [sota de copas]}", "baralho espanhol"),
])
def test_paulista_cenario_que_mistura_sistemas_e_recusado(velho: str, novo: str, trecho: str) -> None:
    problemas = recusas(S, trocar(velho, novo))
    assert any(trecho in p for p in problemas), problemas
    assert all(LOCAL.match(p) for p in problemas)


@pytest.mark.parametrize(("velho", "novo", "trecho"), [
    ("versao: 2\n", "", "escreva versao: 2"),
    ("versao: 2", "versao: 1", "escreva versao: 2"),
    ("vira: 5O\n", "", "falta a vira"),
    ("vira: 5O", "vira: 5O\ncartas: {a1: [5O]}", "é a vira"),
    ("  - vaza: A\n  - vaza: A", "  - a1: {joga: 5O}", "é a vira"),
    ("vira: 5O", "vira: 5O\ncartas: {a1: [3P], b1: [3P]}", "dois lugares"),
    ("vira: 5O", "vira: 5O\ncartas: {a1: [3P, 2P, AP, KP]}", "recebe três"),
    ("vira: 5O", "vira: 5O\ncartas: {a1: [zap]}", "com a vira 5O, é 6P"),
    ("{A: [a1, a2], B: [b1, b2]}", "{A: [a1, a2, a3], B: [b1, b2, b3]}", "1 ou 2"),
    ("{A: [a1, a2], B: [b1, b2]}", "{A: [a1, a2], B: [b1]}", "mesmo número"),
    ("mesa: [a1, b1, a2, b2]", "mesa: [a1, a2, b1, b2]", "alternar"),
    ("placar: {A: 4, B: 6}", "placar: {A: 4, B: 13}", "fora do intervalo"),
    ("  - b1: aceito", "  - b3: aceito", "jogador desconhecido"),
    ("  - b1: aceito", "  - b1: aceita", "você quis dizer 'aceito'"),
    ("  - vaza: A\n  - vaza: A", "  - vaza: A\n  - vaza: A\n  - vaza: B\n  - vaza: B", "no máximo três vazas"),
    ("  - vaza: A\n  - vaza: A", "  - a1: {joga: 3P}\n  - vaza: A", "no meio da 1ª vaza"),
    ("  - vaza: A\n  - vaza: A", "  - a1: {joga: 3P}\n  - a1: {joga: 2P}", "já jogou na 1ª vaza"),
    ("  - vaza: A\n", "  - vaza: C\n", "lado desconhecido"),
    ("vira: 5O", "vira: 5O\nleituras: {vira-de-dois: quatro}", "leitura desconhecida"),
    ("vira: 5O", "vira: 5O\nleituras: {vira-de-tres: cinco}", "opção desconhecida"),
])
def test_paulista_cenario_invalido_localizado(velho: str, novo: str, trecho: str) -> None:
    problemas = recusas(S, trocar(velho, novo))
    assert any(trecho in p for p in problemas), problemas
    assert all(LOCAL.match(p) for p in problemas)


def test_paulista_cenario_todos_os_problemas_de_uma_vez() -> None:
    texto = trocar("  - b1: aceito", "  - b1: retruco", trocar("vira: 5O", "vira: 12C"))
    problemas = recusas(S, texto)
    assert len(problemas) == 2
    assert problemas[0].startswith("teste.yaml:3:7:") and problemas[1].startswith("teste.yaml:9:9:")


def test_paulista_cenario_leituras_do_cenario_valem() -> None:
    texto = trocar("  - b1: aceito\n  - vaza: A\n  - vaza: A", "  - b1: corro",
                   trocar("vira: 5O", "vira: 5O\nleituras: {corrida-perdendo: ninguem-marca}"))
    d = julgar(S, texto)
    assert d.placar_final == d.placar_inicial and d.lancamentos == ()  # B ran and nobody scores
    obs = next(o for o in d.observacoes if o.leitura == "corrida-perdendo")
    assert obs.opcao == "ninguem-marca" and "escolhida no cenário" in obs.texto


def test_paulista_modelo_e_um_cenario_valido() -> None:
    d = julgar(S, S.modelo())
    # A takes the 1st vaza with the 3 de paus and the 2nd, with the truco accepted: 3 points.
    assert d.placar_final == {"A": 7, "B": 6}


def test_paulista_esquema_draft_07_exige_a_vira() -> None:
    e = S.esquema()
    assert e["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert "vira" in e["required"] and "queima" not in str(e)
    # a scenario chooses among the hand's readings; S.leituras() also holds those above the hand (contract v3 §12)
    from arbitro.sistemas.paulista.leituras import REGISTRO

    assert set(e["properties"]["leituras"]["properties"]) == set(REGISTRO) and set(REGISTRO) < set(S.leituras())
    assert {"versao", "regulamento", "placar", "duplas", "mesa", "eventos"} <= set(e["properties"])
    yaml.safe_load(S.modelo())  # the template is plain YAML
