"""Helpers for the tests of the Brazilian family (paulista, mineiro): a scenario ruled or refused by the system's own
value (``Sistema.cenario`` then ``Sistema.resolver``), and the system's part of the case library (``casos/<id>/``),
loaded and checked by :mod:`arbitro.casos` like every other case."""

from __future__ import annotations

from pathlib import Path

from arbitro import casos
from arbitro.cenario.yamlpos import CenarioInvalido, compor
from arbitro.nucleo.decisao import Decisao
from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.sistema import Sistema

RAIZ = Path(__file__).resolve().parents[1]


def biblioteca(sistema: Sistema) -> casos.Biblioteca:
    """The system's cases, ``casos/<id>/…``."""
    return casos.biblioteca(RAIZ / "casos" / sistema.id)


def citacoes(d: Decisao) -> list[str]:
    """Every citation of a ruling: awards, observations, vazas and the volta."""
    cites = [a for lanc in d.lancamentos for a in lanc.artigos] + [a for o in d.observacoes for a in o.artigos]
    return cites + [a for v in d.vazas for a in v.artigos] + (list(d.volta.artigos) if d.volta else [])


def distinguidas(bib: casos.Biblioteca) -> set[tuple[str, str]]:
    """The (reading, option) pairs some case's ``por_leitura`` distinguishes (a figure differs from the default)."""
    return {(id_, opcao) for caso in bib for id_, opcao, e in caso.por_leitura
            if (e.placar_final, e.vencedor) != (caso.esperado.placar_final, caso.esperado.vencedor)}


def julgar(sistema: Sistema, texto: str, leituras: dict[str, str] | None = None) -> Decisao:
    """The ruling on the scenario ``texto`` (YAML), under the options ``leituras`` (default: the defaults)."""
    cenario = sistema.cenario(compor(texto, "teste.yaml"), "teste.yaml")
    return sistema.resolver(cenario, PADRAO.com_cenario(leituras or {}))


def recusas(sistema: Sistema, texto: str) -> list[str]:
    """The problems of an invalid scenario, as ``arquivo:linha:coluna: mensagem`` (empty when it is valid)."""
    try:
        sistema.cenario(compor(texto, "teste.yaml"), "teste.yaml")
    except CenarioInvalido as e:
        return [str(p) for p in e.problemas]
    return []


def ganhos(d: Decisao) -> dict[str, int]:
    """What each side scored in the hand."""
    return {t: d.placar_final[t] - d.placar_inicial[t] for t in d.placar_inicial}


# --- the system's part of the library, checked as a whole (each case is checked by tests/test_biblioteca.py) -------

def secoes_sem_caso(sistema: Sistema) -> list[str]:
    """The rulebook's sections no case of the system covers (``arbitro regulamento cobertura``)."""
    return [a for a, ids in casos.cobertura(biblioteca(sistema), sistema.regulamento).items() if not ids]


def opcoes_sem_caso(sistema: Sistema, so_nas_observacoes: frozenset[str]) -> list[tuple[str, str]]:
    """The non-default options of the system's readings that no case distinguishes (``so_nas_observacoes``: the
    readings that change no figure, only what the ruling says)."""
    vistas = distinguidas(biblioteca(sistema))
    return [(lt.id, o.id) for lt in sistema.leituras().values() for o in lt.outras(lt.padrao)
            if lt.id not in so_nas_observacoes and (lt.id, o.id) not in vistas]


def decisoes_fora_do_contrato(sistema: Sistema) -> list[str]:
    """Each case's ruling: a citation outside the system's rulebook, an award keyed other than ``equipe``,
    ``placar_final`` other than ``placar_inicial`` + the awards (contract v1 §5), ``modalidade`` not null, a hand
    with vazas but no ``vazas``/``volta`` (contract v2 §8)."""
    problemas = []
    for caso in biblioteca(sistema):
        if caso.cenario is None or caso.esperado.invalido:
            continue
        r = casos.verificar(caso)
        assert r.decisao is not None, (caso.id, r.diferencas)
        d, js = r.decisao, r.decisao.json()
        problemas += [f"{caso.id}: cita {c!r}" for c in citacoes(d) if not sistema.regulamento.cita(c)]
        problemas += [f"{caso.id}: lançamento {lanc}" for lanc in js["lancamentos"] if "equipe" not in lanc]
        soma = {t: n + sum(lanc["tentos"] for lanc in js["lancamentos"] if lanc["equipe"] == t)
                for t, n in js["placar_inicial"].items()}
        if js["placar_final"] != {t: min(n, sistema.formato.alvo or n) for t, n in soma.items()}:
            problemas.append(f"{caso.id}: placar_final {js['placar_final']} != placar_inicial + lançamentos")
        if js["modalidade"] is not None or js["regulamento"] != sistema.id:
            problemas.append(f"{caso.id}: modalidade {js['modalidade']!r}, regulamento {js['regulamento']!r}")
        jogou = any(type(e).__name__ in ("Joga", "Vaza") for e in caso.cenario.eventos)
        if jogou and not ("vazas" in js and "volta" in js):
            problemas.append(f"{caso.id}: vazas jogadas sem 'vazas' e 'volta' na decisão")
    return problemas
