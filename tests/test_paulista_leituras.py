"""The paulista's named readings (contract v2 §8): each cites the paulista's own rules, the page
docs/leituras-paulista.md is generated from the registry, and the JSON shape of `arbitro leituras`."""

from __future__ import annotations

from pathlib import Path

from arbitro.familias.brasileiro.leituras import pagina
from arbitro.nucleo.regulamento import carregar
from arbitro.sistemas.paulista import Paulista

RAIZ = Path(__file__).resolve().parents[1]
S = Paulista()

# The gaps of seed 002 the brief names, each a reading with its default.
ESPERADAS = {"vira-de-tres": "quatro", "corrida-perdendo": "da-ao-adversario", "saida-apos-empate":
             "quem-saiu-na-empatada", "coberta-na-primeira": "nao-vale-nada",
             "corrida-tardia-na-mao-de-onze": "da-o-valor-da-mao", "corrida-na-mao-de-ferro": "nao-cabe",
             # above the hand (contract v3 §12): the partida's, the jogo's and the standings'
             "truco-na-mao-de-onze": "so-nao-vale", "wo-na-partida": "outro-vence-pelo-alvo",
             "desclassificacao-no-jogo": "restantes-pelo-alvo",
             "ordem-da-classificacao": "vitorias-partidas-pontos-saldo",
             # the tournament's phases (contract v3 §13)
             "folga-no-suico": "vitoria-por-wo", "folga-em-todos-contra-todos": "nada",
             "comparacao-entre-grupos": "por-jogo"}


def test_paulista_leituras_e_padroes() -> None:
    assert {lt.id: lt.padrao for lt in S.leituras().values()} == ESPERADAS


def test_paulista_leituras_citam_o_regulamento_paulista() -> None:
    r = carregar("paulista")
    for lt in S.leituras().values():
        assert lt.sistema == "paulista" and lt.artigos and all(a in r for a in lt.artigos), lt.id
        assert set(lt.json()) >= {"id", "sistema", "pergunta", "artigos", "opcoes", "padrao", "motivo"}


def test_paulista_docs_leituras_e_gerado_do_registro() -> None:
    atual = (RAIZ / "docs" / "leituras-paulista.md").read_text(encoding="utf-8")
    assert atual == pagina(S.leituras(), S.nome), "docs/leituras-paulista.md velho: gere-o de novo"
    assert "S, j" not in atual
