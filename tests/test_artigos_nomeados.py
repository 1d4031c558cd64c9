"""Citations are named values of each system (issue 22): the constants of each system's ``artigos.py`` — a string,
or a tuple of them such as ``SECOES`` and ``TODOS`` — are each an article ID of that system's rulebook file, so a
typo in a citation fails here and not in front of a judge."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from arbitro.sistemas import encontrar, ids, sistema


def _constantes(id_: str) -> dict[str, str]:
    pacote = ".".join(encontrar(id_).__module__.split(".")[:3])
    modulo = importlib.import_module(f"{pacote}.artigos")
    # the names the module assigns itself (not what it imports)
    proprias = {alvo.id for no in ast.parse(inspect.getsource(modulo)).body
                if isinstance(no, (ast.Assign, ast.AnnAssign))
                for alvo in (no.targets if isinstance(no, ast.Assign) else [no.target]) if isinstance(alvo, ast.Name)}
    achadas: dict[str, str] = {}
    for nome, valor in vars(modulo).items():
        if nome not in proprias or not nome.isupper() or nome.startswith("_"):
            continue
        if isinstance(valor, str):
            achadas[nome] = valor
        elif isinstance(valor, tuple):
            achadas.update({f"{nome}[{i}]": v for i, v in enumerate(valor) if isinstance(v, str)})
    return achadas


@pytest.mark.parametrize("id_", ids())
def test_contrato_v2_8_cada_artigo_nomeado_e_um_id_do_regulamento(id_: str) -> None:
    regulamento = sistema(id_).regulamento
    existentes = {a.id for a in regulamento}
    constantes = _constantes(id_)
    assert constantes, f"{id_}: artigos.py sem constantes"
    fora = {nome: valor for nome, valor in constantes.items() if valor not in existentes}
    assert not fora, f"{id_}: citações que o regulamento não tem: {fora}"


@pytest.mark.parametrize("id_", ids())
def test_contrato_v2_8_o_alvo_do_regulamento_e_um_artigo_nomeado(id_: str) -> None:
    assert sistema(id_).regulamento.alvo_artigo in set(_constantes(id_).values())


def test_o_motor_do_mtg_cita_so_pelo_nome() -> None:
    # Every citation of the MTG engine is a constant of sistemas/mtg/artigos.py (checked above against the rulebook):
    # a string literal that is itself an article ID ("Art. XVI", "S, j") in the engine's code would escape that check.
    import arbitro.sistemas.mtg.motor as motor

    ids_ = {a.id for a in sistema("mtg").regulamento}
    soltas = []
    for arquivo in sorted(Path(motor.__file__).parent.glob("*.py")):
        for no in ast.walk(ast.parse(arquivo.read_text(encoding="utf-8"))):
            if isinstance(no, ast.Constant) and isinstance(no.value, str) and no.value in ids_:
                soltas.append(f"{arquivo.name}:{no.lineno}: {no.value!r}")
    assert not soltas, soltas


RAIZ = Path(__file__).resolve().parents[1] / "arbitro"


def _literais(arquivos: list[Path], ids_: set[str]) -> list[str]:
    """The string literals of ``arquivos`` that are, whole, one of ``ids_``."""
    return [f"{arquivo.relative_to(RAIZ)}:{no.lineno}: {no.value!r}"
            for arquivo in arquivos for no in ast.walk(ast.parse(arquivo.read_text(encoding="utf-8")))
            if isinstance(no, ast.Constant) and isinstance(no.value, str) and no.value in ids_]


def test_mesa_treino_e_leituras_citam_o_mtg_so_pelo_nome() -> None:
    # The table recorder, the trainer's hint and the readings page cite the MTG's articles through
    # sistemas/mtg/artigos.py: no literal article ID is left in them.
    ids_ = {a.id for a in sistema("mtg").regulamento}
    arquivos = [*sorted((RAIZ / "mesa").glob("*.py")), RAIZ / "treino.py", RAIZ / "cli" / "leituras.py"]
    assert not _literais(arquivos, ids_)


def test_o_torneio_cita_pelo_nome_todo_artigo_que_o_mtg_nomeia() -> None:
    # The tournament layer cites the MTG's regulation (S, D, Art. 5–8…) through sistemas/mtg/artigos.py: every
    # article it cites is named there, so no literal article ID of the rulebook is left in arbitro/torneio/.
    ids_ = {a.id for a in sistema("mtg").regulamento}
    assert not _literais(sorted((RAIZ / "torneio").glob("*.py")), ids_)
