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
