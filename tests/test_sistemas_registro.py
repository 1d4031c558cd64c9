"""A system is declared once (issue 22): its id and aliases are its row in the registry, which its class reads; the
rest (sides, players, target, deck, rulebook file) is on the class. Found by name, importing its package only."""

from __future__ import annotations

import subprocess
import sys

import pytest

from arbitro.nucleo import dados
from arbitro.sistemas import DECLARACOES, SistemaDesconhecido, apelidos, encontrar, identificar, ids, sistema


@pytest.mark.parametrize("declarada", DECLARACOES, ids=lambda d: d.id)
def test_registro_a_classe_le_o_id_e_os_apelidos_da_sua_linha(declarada: object) -> None:
    from arbitro.sistemas import Declaracao

    assert isinstance(declarada, Declaracao)
    classe = encontrar(declarada.id)
    assert f"{classe.__module__}:{classe.__name__}" == declarada.classe
    assert (classe.id, classe.apelidos) == (declarada.id, declarada.apelidos) == (declarada.id, apelidos(declarada.id))
    assert all(identificar(a) == declarada.id for a in (declarada.id, *declarada.apelidos))


@pytest.mark.parametrize("id_", ids())
def test_registro_arquivo_do_regulamento_e_um_arquivo_de_regulamento(id_: str) -> None:
    """``arquivo_regulamento`` is the file's name in regulamento/, in one form for all, and is what is read."""
    s = sistema(id_)
    assert s.arquivo_regulamento.endswith(".yaml")
    assert (dados.pasta("regulamento") / s.arquivo_regulamento).is_file()
    assert s.regulamento.id == id_
    assert s.baralho.startswith("baralho ")


def test_registro_achar_pelo_nome_importa_so_aquele_sistema() -> None:
    codigo = ("import sys; from arbitro.sistemas import encontrar; encontrar('truco-paulista'); "
              "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('arbitro.sistemas.')}))")
    saida = subprocess.run([sys.executable, "-c", codigo], capture_output=True, text=True, check=True).stdout
    assert saida.strip() == "['paulista']"


def test_registro_nome_desconhecido_sugere_o_mais_perto() -> None:
    with pytest.raises(SistemaDesconhecido, match="paulista"):
        encontrar("paulist")
