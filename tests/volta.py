"""Shared helpers for the engine tests: a small volta between trio A (a1 a2 a3) and trio B (b1 b2 b3),
the mão a1; roda mesa a1 b1 a2 b2 a3 b3, testa a1 × b1. Every ruling is checked against contract §5."""

from __future__ import annotations

import textwrap

from arbitro.nucleo.decisao import Tipo
from arbitro.sistemas.mtg.artigos import e_canonico
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.motor import Decisao, Observacao, resolver

# Hands shared by the tests. Flor points (Art. IX, b): the brancas' numbers + 20, the negras worth nothing.
FLOR_26 = "[1O, 5O, 12O]"  # 1 + 5 + 20
FLOR_26_COPAS = "[1C, 5C, 11C]"  # 1 + 5 + 20
FLOR_32 = "[2C, 3C, 7C]"  # 2 + 3 + 7 + 20
FLOR_37 = "[7E, 6E, 4E]"  # 7 + 6 + 4 + 20
FLOR_20 = "[10P, 11P, 12P]"  # three negras
SEM_FLOR = "[1O, 5C, 4E]"  # three suits


def _bloco(texto: str) -> str:
    return textwrap.indent(textwrap.dedent(texto).strip(), "  ") + "\n"


def resolve(eventos: str, placar: tuple[int, int] = (0, 0), *, testa: bool = False, cartas: str = "",
            pagamentos: str = "", versao: int = 1, extra: str = "") -> Decisao:
    mesa = "[a1, b1]" if testa else "[a1, b1, a2, b2, a3, b3]"
    y = (f"versao: {versao}\n{extra}modalidade: {'testa' if testa else 'roda'}\n"
         f"placar: {{A: {placar[0]}, B: {placar[1]}}}\ntrios: {{A: [a1, a2, a3], B: [b1, b2, b3]}}\nmesa: {mesa}\n")
    if cartas:
        y += "cartas:\n" + _bloco(cartas)
    y += "eventos:\n" + _bloco(eventos)
    if pagamentos:
        y += f"pagamentos: {pagamentos}\n"
    d = resolver(carregar_texto(y))
    invariantes(d)
    return d


def invariantes(d: Decisao) -> None:
    """Contract §5: placar_final = inicial + lançamentos, capped at 24; each lançamento > 0 has a motivo and
    cites a canonical article; every citation is canonical; vencedor is the trio at 24."""
    placar = dict(d.placar_inicial)
    for lanc in d.lancamentos:
        assert lanc.tentos > 0 and lanc.artigos and all(e_canonico(a) for a in lanc.artigos), lanc
        assert lanc.motivo.strip(), lanc
        placar[lanc.trio] = min(24, placar[lanc.trio] + lanc.tentos)
    assert d.placar_final == placar
    assert all(e_canonico(a) for o in d.observacoes for a in o.artigos), d.observacoes
    assert d.vencedor == next((t for t, n in placar.items() if n >= 24), None)


def lancs(d: Decisao) -> list[tuple[str, int]]:
    return [(lanc.trio, lanc.tentos) for lanc in d.lancamentos]


def ganhos(d: Decisao) -> dict[str, int]:
    """Tentos awarded to each trio in the volta (before the cap at 24, which :func:`invariantes` checks)."""
    total: dict[str, int] = {}
    for lanc in d.lancamentos:
        total[lanc.trio] = total.get(lanc.trio, 0) + lanc.tentos
    return total


def observou(d: Decisao, trecho: str, artigo: str | None = None) -> bool:
    return any(trecho.lower() in o.texto.lower() and (artigo is None or artigo in o.artigos)
               for o in d.observacoes)


def leitura(d: Decisao, id_: str) -> Observacao:
    """The observation of reading ``id_`` in the ruling (contract v2 §8); fails when the ruling did not apply it."""
    achadas = [o for o in d.observacoes if o.leitura == id_]
    assert achadas, f"a decisão não aplicou a leitura {id_}: {[o.texto for o in d.observacoes]}"
    assert all(o.tipo is Tipo.LEITURA for o in achadas)
    return achadas[0]


def cita(d: Decisao, artigo: str) -> bool:
    return artigo in d.artigos_citados
