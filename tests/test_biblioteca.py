"""The whole case library (casos/) as the regression suite: one test per case file, named by its id.

Each case's expected ruling was worked out by hand from the regulation; the engine must give it.
A case file that does not load fails here with its located problems. The same checker runs in
``arbitro casos verificar``.
"""

from __future__ import annotations

import pytest

from arbitro.casos import ArquivoInvalido, Caso, biblioteca, cobertura, verificar_todos
from arbitro.nucleo.regulamento import carregar

BIBLIOTECA = biblioteca()
# The MTG's cases (the other systems' cases, casos/<sistema>/, are checked by their own tests too).
DO_MTG = [c for c in BIBLIOTECA if c.cenario is None or c.cenario.regulamento == "mtg-truco-cego"]

PARAMETROS = [pytest.param(c, id=c.id) for c in BIBLIOTECA] + [
    pytest.param(inv, id=inv.id) for inv in BIBLIOTECA.invalidos
]

# Issue 5: every article that moves tentos or orders a new deal has at least one case.
ARTIGOS_QUE_MOVEM_TENTOS = (
    "Art. X", "Art. XI", "Art. XII",
    *(f"Art. XIII, {c}" for c in "abcdefg"),
    "Art. XIV", "Art. XV, a", "Art. XV, b", "Art. XV, c",
    "Art. XVI", "Art. XVI, Vaza empatada", "Art. XVI, Ir ao baralho", "Art. XVI, Lei do jogo",
    "Art. 10, III", "Art. 10, IV", "Art. 10, V",
    *(f"Art. 10, VIII, {c}" for c in "abdehi"),
)


@pytest.mark.parametrize("caso", PARAMETROS)
def test_caso(caso: Caso | ArquivoInvalido) -> None:
    if isinstance(caso, ArquivoInvalido):
        pytest.fail("arquivo de caso inválido:\n" + "\n".join(caso.problemas))
    [r] = verificar_todos([caso])
    if not r.ok:
        decidido = r.decisao.json() if r.decisao is not None else None
        pytest.fail(
            f"{caso.arquivo}: a decisão difere da esperada:\n  - " + "\n  - ".join(r.diferencas)
            + f"\ndecisão do motor: {decidido}",
            pytrace=False,
        )


def test_biblioteca_tem_ao_menos_60_casos() -> None:
    assert len(BIBLIOTECA) >= 60, f"só {len(BIBLIOTECA)} casos"


def test_biblioteca_cobre_os_artigos_que_movem_tentos() -> None:
    mapa = cobertura(BIBLIOTECA, carregar())
    descobertos = [a for a in ARTIGOS_QUE_MOVEM_TENTOS if not mapa[a]]
    assert not descobertos, f"artigos sem caso: {descobertos}"


def test_biblioteca_tem_roda_testa_e_placares_de_0_a_24() -> None:
    cenarios = [c.cenario for c in DO_MTG if c.cenario is not None]
    assert {c.modalidade for c in cenarios} == {"roda", "testa"}
    assert any(set(c.placar.values()) == {0} for c in cenarios), "nenhum caso começa em 0 × 0"
    assert any(c.esperado.vencedor for c in BIBLIOTECA), "nenhum caso chega a 24"


def test_contrato_v2_8_vazas_e_volta_em_todo_caso_com_vazas() -> None:
    """`arbitro resolve --json` on every library case gives `vazas` and `volta` whenever vazas were played or
    summarised."""
    from arbitro.sistemas.mtg.cenario.modelo import Joga, Vaza
    from arbitro.sistemas.mtg.motor import resolver

    for caso in DO_MTG:
        c = caso.cenario
        if c is None or caso.esperado.invalido:
            continue
        d = resolver(c).json()
        if any(isinstance(e, Joga | Vaza) for e in c.eventos):
            assert "vazas" in d and "volta" in d, caso.id
