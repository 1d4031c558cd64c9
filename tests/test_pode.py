"""`arbitro pode CENARIO.yaml "a1: retruco"` (issue 22): may this call be made now? For every system, the answers
worked out from its text — one call that counts, one void with its article — and the void call repeated by the
same player, which the old comparison of two rulings reported as valid (its observation was already there)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cenarios import ARGENTINO_TRUCO_QUERIDO, MTG_TRUCO, escrever
from typer.testing import CliRunner

from arbitro.cli.app import app
from arbitro.cli.comandos import registrar

registrar("pode")
RUNNER = CliRunner()

PAULISTA = """versao: 2
regulamento: paulista
vira: 4P
placar: {A: 2, B: 3}
duplas: {A: [a1, a2], B: [b1, b2]}
mesa: [a1, b1, a2, b2]
eventos:
  - a1: truco
  - b1: aceito
"""
MINEIRO = """versao: 2
regulamento: mineiro
placar: {A: 2, B: PLACAR_B}
duplas: {A: [a1, a2], B: [b1, b2]}
mesa: [a1, b1, a2, b2]
eventos:
  - a1: truco
"""
VALENCIANO = """versao: 2
regulamento: valenciano
opcoes: {pontos_por_cama: 24, camas_para_vencer: 1}
camas: {Nós: 0, Eles: 0}
placar: {Nós: 0, Eles: 0}
duplas: {Nós: [Vicent, Pep], Eles: [Toni, Xavi]}
mesa: [Vicent, Toni, Pep, Xavi]
eventos:
  - Vicent: truco
"""




def _pode(arquivo: str, evento: str, *extra: str) -> Any:
    r = RUNNER.invoke(app, ["pode", arquivo, evento, "--json", *extra])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _vale(resposta: Any) -> None:
    assert resposta == {"vale": True, "motivo": None, "artigos": []}


def _nao_vale(resposta: Any, artigo: str, *palavras: str) -> None:
    assert resposta["vale"] is False and resposta["artigos"] == [artigo]
    assert all(p in resposta["motivo"] for p in palavras), resposta["motivo"]


# --- MTG ----------------------------------------------------------------------------------------------------------

def test_art_xvi_quem_recebe_o_truco_aumenta_com_quero_retruco(tmp_path: Path) -> None:
    """Art. XVI: "Para aumentar TRUCO, dir-se-á QUERO RETRUCO" — b1, of the trio that received a1's TRUCO."""
    _vale(_pode(escrever(tmp_path, MTG_TRUCO), "b1: quero retruco"))


def test_art_xvi_o_proprio_trio_nao_aumenta_o_seu_truco_sem_resposta(tmp_path: Path) -> None:
    """Art. XVI: the raise is the answer of the trio that received the TRUCO ("é necessário responder o QUERO
    antes de pôr o revide"); a2's trio made the TRUCO and waits for it."""
    _nao_vale(_pode(escrever(tmp_path, MTG_TRUCO), "a2: retruco"), "Art. XVI", "RETRUCO de a2 não vale", "próprio trio")


def test_art_xvi_retruco_sem_valor_repetido_pelo_mesmo_jogador_continua_sem_valor(tmp_path: Path) -> None:
    """The defect of issue 22: a2's RETRUCO is void (Art. XVI); said again, it is void again."""
    arquivo = escrever(tmp_path, MTG_TRUCO + "  - a2: retruco\n")
    _nao_vale(_pode(arquivo, "a2: retruco"), "Art. XVI", "RETRUCO de a2 não vale")


def test_art_xvi_a_ordem_nao_se_altera_antes_do_primeiro_evento(tmp_path: Path) -> None:
    """Art. XVI: "A ordem não pode se alterar" — before a1's TRUCO (``--antes-do 1``) there is nothing to raise."""
    resposta = _pode(escrever(tmp_path, MTG_TRUCO), "b1: quero retruco", "--antes-do", "1")
    _nao_vale(resposta, "Art. XVI", "não pode se alterar")


# --- paulista -----------------------------------------------------------------------------------------------------

def test_paulista_truco_o_aumento_e_sempre_do_outro_lado(tmp_path: Path) -> None:
    """Paulista, truco: "O aumento é sempre do outro lado" — B accepted A's truco; B may ask seis."""
    _vale(_pode(escrever(tmp_path, PAULISTA), "b2: seis"))


def test_paulista_truco_quem_pediu_um_degrau_nao_pede_o_seguinte(tmp_path: Path) -> None:
    """Paulista, truco: "a dupla que pediu truco não pode pedir seis"."""
    _nao_vale(_pode(escrever(tmp_path, PAULISTA), "a2: seis"), "Paulista, truco", "quem pediu o TRUCO")


# --- mineiro ------------------------------------------------------------------------------------------------------

def test_mineiro_truco_quem_recebe_pode_aumentar(tmp_path: Path) -> None:
    """Mineiro, truco: "Quem recebe a aposta aceita, corre ou aumenta" — B, with 2, is far from 12."""
    _vale(_pode(escrever(tmp_path, MINEIRO.replace("PLACAR_B", "2")), "b1: seis"))


def test_mineiro_truco_nao_se_aumenta_quando_so_aceitar_daria_a_partida(tmp_path: Path) -> None:
    """Mineiro, truco: B has 9; accepting the truco (3) and winning would take B to 12, so B's seis does not count."""
    resposta = _pode(escrever(tmp_path, MINEIRO.replace("PLACAR_B", "9")), "b1: seis")
    _nao_vale(resposta, "Mineiro, truco", "só aceitar já daria a partida", "com 9")


# --- argentino ----------------------------------------------------------------------------------------------------

def test_argentino_truco_quem_aceitou_a_ultima_aposta_aumenta(tmp_path: Path) -> None:
    """Argentino, truco: "Só a dupla que aceitou a última aposta pode aumentar de novo" — Eles accepted."""
    _vale(_pode(escrever(tmp_path, ARGENTINO_TRUCO_QUERIDO), "Martín: retruco"))


def test_argentino_truco_quem_nao_aceitou_nao_aumenta(tmp_path: Path) -> None:
    _nao_vale(_pode(escrever(tmp_path, ARGENTINO_TRUCO_QUERIDO), "Pablo: retruco"), "Argentino, truco",
              "só a dupla que aceitou o TRUCO pode aumentar")


def test_argentino_truco_retruco_sem_valor_repetido_continua_sem_valor(tmp_path: Path) -> None:
    """The defect of issue 22 in a family: Pablo's RETRUCO is void; said again by Pablo, void again."""
    arquivo = escrever(tmp_path, ARGENTINO_TRUCO_QUERIDO + "  - Pablo: retruco\n")
    _nao_vale(_pode(arquivo, "Pablo: retruco"), "Argentino, truco", "RETRUCO de Pablo não vale")


# --- valenciano ---------------------------------------------------------------------------------------------------

def test_valenciano_truco_a_dupla_a_que_se_aposta_sobe(tmp_path: Path) -> None:
    """Valenciano, truco: "A dupla a que se aposta responde: ... ou sobe a aposta para retruc"."""
    _vale(_pode(escrever(tmp_path, VALENCIANO), "Toni: retruco"))


def test_valenciano_truco_quem_apostou_nao_sobe_a_propria_aposta(tmp_path: Path) -> None:
    resposta = _pode(escrever(tmp_path, VALENCIANO), "Pep: retruco")
    _nao_vale(resposta, "Valenciano, truco", "a própria dupla pediu o TRUCO")


# --- nothing applied; bad input -----------------------------------------------------------------------------------

def test_pode_nao_altera_o_arquivo_e_fala_portugues(tmp_path: Path) -> None:
    arquivo = escrever(tmp_path, MTG_TRUCO)
    r = RUNNER.invoke(app, ["pode", arquivo, "a2: retruco"])
    assert r.exit_code == 0 and "Não vale" in r.stdout and "Art. XVI" in r.stdout
    assert Path(arquivo).read_text(encoding="utf-8") == MTG_TRUCO


def test_pode_o_evento_escrito_como_item_da_lista_e_dito_sem_o_traco(tmp_path: Path) -> None:
    r = RUNNER.invoke(app, ["pode", escrever(tmp_path, MTG_TRUCO), "--", "- a2: retruco"])
    assert r.exit_code == 0 and "Não vale: a2: retruco" in " ".join(r.stdout.split())


@pytest.mark.parametrize(("evento", "local", "palavras"), [
    ("x9: truco", "<evento>:1:1:", "jogador desconhecido 'x9'"),
    ("a1: {joga: 4X}", "<evento>:1:12:", "carta inválida '4X'"),
    ("", "<evento>:1:1:", "evento vazio"),
    ("a1: [x", "<evento>:", "(aberto na linha 1, coluna 5)"),  # the message quotes the event's own line
])
def test_pode_evento_invalido_sai_2_localizado_no_evento(tmp_path: Path, evento: str, local: str,
                                                          palavras: str) -> None:
    r = RUNNER.invoke(app, ["pode", escrever(tmp_path, MTG_TRUCO), evento])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert r.stderr.startswith(local) and palavras in r.stderr


def test_pode_antes_do_fora_dos_eventos_sai_2_localizado_no_cenario(tmp_path: Path) -> None:
    arquivo = escrever(tmp_path, MTG_TRUCO)
    r = RUNNER.invoke(app, ["pode", arquivo, "b1: quero retruco", "--antes-do", "5"])
    assert r.exit_code == 2 and f"{arquivo}:6:3: --antes-do 5" in r.stderr and "de 1 a 1" in r.stderr
    assert "o cenário tem 1 evento;" in r.stderr and "evento(s)" not in r.stderr  # read aloud, in the singular


def test_pode_cenario_invalido_sai_2_localizado_noescrever(tmp_path: Path) -> None:
    arquivo = escrever(tmp_path, MTG_TRUCO.replace("[a1, b1, a2, b2, a3, b3]", "[a1, b1]"))
    r = RUNNER.invoke(app, ["pode", arquivo, "b1: quero retruco"])
    assert r.exit_code == 2 and r.stderr.startswith(f"{arquivo}:")



def _comandos_do_readme() -> list[list[str]]:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    blocos = [b.split("```", 1)[0] for b in readme.split("```sh\n")[1:]]
    import shlex

    return [shlex.split(linha)[1:] for b in blocos for linha in b.splitlines() if linha.startswith("arbitro pode ")]


@pytest.mark.parametrize("args", _comandos_do_readme(), ids=lambda a: " ".join(a[2:]))
def test_paulista_truco_os_exemplos_do_readme_rodam_como_escritos(args: list[str],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's two examples, verbatim: Nenê asked the truco, so his seis does not count (Paulista, truco: "a
    dupla que pediu truco não pode pedir seis"); Zé Carlos, whose side accepted it, may ask it."""
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    r = RUNNER.invoke(app, args)
    assert r.exit_code == 0, r.output
    if "--json" in args:
        assert json.loads(r.stdout)["vale"] is True
    else:
        assert "Não vale" in r.stdout and "(Paulista, truco)" in r.stdout
    assert len(_comandos_do_readme()) == 2
