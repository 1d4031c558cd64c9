"""The paulista's case library (``casos/paulista/``, loaded and checked by :mod:`arbitro.casos`; each case is a test of
tests/test_biblioteca.py): at least twenty cases, every section of the rulebook covered, every non-default option of
every reading distinguished by a case, every ruling within contract v2 §8 and citing only the paulista's rulebook."""

from __future__ import annotations

from brasileiro import biblioteca, decisoes_fora_do_contrato, opcoes_sem_caso, secoes_sem_caso

from arbitro.familias.brasileiro.leituras import SO_NAS_OBSERVACOES
from arbitro.sistemas.paulista import Paulista

SISTEMA = Paulista()


def test_paulista_biblioteca_tem_ao_menos_vinte_casos_do_paulista() -> None:
    bib = biblioteca(SISTEMA)
    assert bib.invalidos == [] and len(bib) >= 20
    assert {c.cenario.regulamento for c in bib if c.cenario is not None} == {"paulista"}


def test_paulista_regulamento_cobertura_toda_secao_tem_caso() -> None:
    assert secoes_sem_caso(SISTEMA) == []


def test_paulista_leituras_cada_opcao_nao_padrao_tem_caso_que_a_distingue() -> None:
    assert opcoes_sem_caso(SISTEMA, SO_NAS_OBSERVACOES) == []


def test_paulista_decisoes_da_biblioteca_citam_so_o_regulamento_paulista_e_seguem_o_contrato() -> None:
    assert decisoes_fora_do_contrato(SISTEMA) == []


def test_paulista_pontos_rascunho_de_caso_sem_artigo_cita_o_paulista() -> None:
    """A draft case (``arbitro casos novo``) whose ruling cites nothing falls back to an article of the case's own
    system: the Paulista's "a partida é de 12" (Paulista, pontos), never the MTG's Art. 10."""
    from dataclasses import replace

    from arbitro.casos import caso_de_cenario
    from arbitro.cenario.yamlpos import compor
    from arbitro.julgar import cenario_de_no
    from arbitro.nucleo.leituras import PADRAO

    texto = ("versao: 2\nregulamento: paulista\nvira: 4P\nplacar: {Mooca: 2, Brás: 9}\n"
             "duplas: {Mooca: [Tonhão, Zé Carlos], Brás: [Nenê, Juvenal]}\n"
             "mesa: [Tonhão, Nenê, Zé Carlos, Juvenal]\neventos: []\n")
    sistema, cen = cenario_de_no(compor(texto, "p.yaml"), "p.yaml")
    decisao = replace(sistema.resolver(cen, PADRAO), lancamentos=(), observacoes=())
    caso = caso_de_cenario(texto, "p.yaml", "p", cen, decisao, "esquema.json")
    assert 'artigos: ["Paulista, pontos"]' in caso and "Art. 10" not in caso
