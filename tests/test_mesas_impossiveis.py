"""Issue 21, items 8–11: a record no real table can produce is invalid input (contract v1 §1) in every system and
through every command that reads it — a located pt-BR message, exit 2 (1 from ``casos verificar``, which reports
the case as failed with the same message), no traceback, no file written.

- 8: both sides at (or past) the target before a hand; one side at the target has already won (as the MTG);
- 9: mineiro burned hands beyond what the 40-card deck can deal;
- 10: the same jogo file twice in a tournament, the same partida file twice in a jogo;
- 11: one reader of numbers for every system: a quoted ``"3"`` is a text, a 5,000-digit number is refused unread.

Every expected number and message is worked out from the rulebooks' text, quoted next to it.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from cenarios import escrever

from arbitro.inicio import _despachar, protegido

RAIZ = Path(__file__).resolve().parent.parent
ENORME = "9" * 5000  # over Python's 4,300-digit limit of int()

Rodar = Callable[..., tuple[int, str, str]]


@pytest.fixture
def arbitro(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Rodar:
    """``arbitro ARGS`` in this process (both entry paths: resolve's fast one and typer's), as exit code, stdout
    and stderr; an exception other than the exit fails the test with its traceback."""
    from arbitro.cli import registrar_todos

    registrar_todos()
    monkeypatch.setenv("COLUMNS", "200")

    def rodar(*args: str | Path) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "argv", ["arbitro", *map(str, args)])
        codigo = protegido(_despachar)
        saida = capsys.readouterr()
        assert "Traceback" not in saida.err + saida.out
        return codigo, saida.out, saida.err

    return rodar


def _uma_linha(texto: str) -> str:
    return " ".join(texto.split())


# --- one hand of every system, the score on the first line ------------------------------------------------
# "placar: {A: …" : the mapping starts at column 9, A's value at column 13.

_CORPO = {
    "mtg-truco-cego": "trios: {A: [a1, a2, a3], B: [b1, b2, b3]}\nmesa: [a1, b1, a2, b2, a3, b3]\n",
    "paulista": "regulamento: paulista\nvira: 4P\nduplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\n",
    "mineiro": "regulamento: mineiro\nduplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\n",
    "argentino": "regulamento: argentino\nduplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\n",
    "valenciano": "regulamento: valenciano\nduplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\n",
}
# The target of each system, and what each calls its points: MTG Art. 10, II ("As partidas são jogadas em 24
# tentos"); Paulista, pontos (12); Mineiro, pontos ("a primeira dupla que chegar a 12 tentos"); Argentino, pontos
# (30); Valenciano, camas (a cama of 24 by default).
ALVO = {"mtg-truco-cego": (24, "tentos", "Art. 10, II"), "paulista": (12, "pontos", "Paulista, pontos"),
        "mineiro": (12, "tentos", "Mineiro, pontos"), "argentino": (30, "pontos", "Argentino, pontos"),
        "valenciano": (24, "pontos", "Valenciano, camas")}
SISTEMAS = list(_CORPO)


def mao(sistema: str, a: str, b: str, eventos: str = "  - vaza: B\n  - vaza: B\n", extra: str = "") -> str:
    return f"placar: {{A: {a}, B: {b}}}\nversao: 2\n{extra}{_CORPO[sistema]}eventos:\n{eventos}"


def como_caso(cenario: str) -> str:
    """The scenario as a library case expecting a plain ruling (the scenario starts at line 8)."""
    recuado = "".join(f"  {linha}\n" for linha in cenario.splitlines())
    return ("id: caso\ntitulo: t\ntemas: [placar]\nartigos: ['Art. 10, II']\nfatos: f\npergunta: p\ncenario:\n"
            f"{recuado}esperado:\n  placar_final: {{A: 1, B: 1}}\n  vencedor: null\n  artigos: ['Art. 10, II']\n"
            "comentario: c\n")


# How each command reads a hand scenario written at tmp_path/caso.yaml: the arguments, the exit expected, and
# the line of the scenario's first line in the file the message names.
COMANDOS_DA_MAO: dict[str, tuple[Callable[[Path], list[str | Path]], int, int]] = {
    "resolve": (lambda p: ["resolve", p / "caso.yaml"], 2, 0),
    "resolve-json": (lambda p: ["resolve", "--json", p / "caso.yaml"], 2, 0),
    "resolve-caso": (lambda p: ["resolve", p / "casos" / "caso.yaml"], 2, 7),
    "casos-verificar": (lambda p: ["casos", "verificar", "--pasta", p / "casos"], 1, 7),
}


def recusa_da_mao(arbitro: Rodar, tmp_path: Path, comando: str, cenario: str, linha: int, coluna: int,
                  trecho: str) -> str:
    """``cenario`` through ``comando``: refused with ``trecho`` at ``linha:coluna`` of the scenario; the output."""
    escrever(tmp_path, cenario, "caso.yaml")
    (tmp_path / "casos").mkdir()
    (tmp_path / "casos" / "caso.yaml").write_text(como_caso(cenario), encoding="utf-8")
    argumentos, saida, deslocamento = COMANDOS_DA_MAO[comando]
    codigo, out, err = arbitro(*argumentos(tmp_path))
    texto = _uma_linha(out + err)
    assert codigo == saida, texto
    recuo = 2 if deslocamento else 0
    local = f"caso.yaml:{linha + deslocamento}:{coluna + recuo}: "
    assert local in texto, texto
    assert trecho in texto.split(local, 1)[1][:400], texto
    assert (tmp_path / "caso.yaml").read_text(encoding="utf-8") == cenario  # the user's file as it was
    return texto


# --- item 8: both sides at the target ---------------------------------------------------------------------

@pytest.mark.parametrize("comando", list(COMANDOS_DA_MAO))
@pytest.mark.parametrize("sistema", SISTEMAS)
def test_pontos_os_dois_lados_no_alvo_e_entrada_invalida(arbitro: Rodar, tmp_path: Path, sistema: str,
                                                          comando: str) -> None:
    # Each system's target rule: the first side to reach it wins, so two cannot be there before a hand.
    alvo, unidade, artigo = ALVO[sistema]
    lado = "trios" if sistema == "mtg-truco-cego" else "lados"
    texto = recusa_da_mao(arbitro, tmp_path, comando, mao(sistema, str(alvo), str(alvo)), 1, 9,
                          f"placar: os dois {lado} com {alvo} {unidade}")
    assert artigo in texto


@pytest.mark.parametrize("sistema", SISTEMAS)
def test_pontos_um_lado_no_alvo_antes_da_mao_ja_venceu(arbitro: Rodar, tmp_path: Path, sistema: str) -> None:
    # As the MTG ("a partida já estava terminada", contract v1 §5): A at the target before the hand had won; the
    # hand's point for B's two vazas is not applied.
    alvo, _unidade, artigo = ALVO[sistema]
    escrever(tmp_path, mao(sistema, str(alvo), "0"), "caso.yaml")
    codigo, out, err = arbitro("resolve", "--json", tmp_path / "caso.yaml")
    assert codigo == 0, err
    d = json.loads(out)
    assert d["vencedor"] == "A"
    assert d["lancamentos"] == []
    assert d["placar_final"] == {"A": alvo, "B": 0}
    assert any(artigo in o["artigos"] for o in d["observacoes"])


def test_valenciano_camas_nos_pontos_da_cama_antes_da_mao_a_cama_ja_era_dela(arbitro: Rodar, tmp_path: Path) -> None:
    # Valenciano, camas: "ganha a cama a primeira dupla que chegar a esses pontos" and "Vence a partida quem ganhar
    # primeiro o número combinado de camas". One cama to win (the default): A at 24 has the cama and the match.
    escrever(tmp_path, mao("valenciano", "24", "3"), "um.yaml")
    codigo, out, err = arbitro("resolve", "--json", tmp_path / "um.yaml")
    assert codigo == 0, err
    d = json.loads(out)
    assert d["cama"] == {"vencedor": "A", "camas": {"A": 1, "B": 0}}
    assert d["vencedor"] == "A"
    # Two camas to win, B with one already: A's cama makes it 1 × 1 and the match goes on.
    extra = "opcoes: {camas_para_vencer: 2}\ncamas: {A: 0, B: 1}\n"
    escrever(tmp_path, mao("valenciano", "24", "3", extra=extra), "dois.yaml")
    codigo, out, err = arbitro("resolve", "--json", tmp_path / "dois.yaml")
    assert codigo == 0, err
    d = json.loads(out)
    assert d["cama"] == {"vencedor": "A", "camas": {"A": 1, "B": 1}}
    assert d["vencedor"] is None
    assert d["lancamentos"] == []
    assert any("1 de 2 camas" in o["texto"] and "Valenciano, camas" in o["artigos"] for o in d["observacoes"])


# --- item 9: the mineiro's burned hands against the deck ----------------------------------------------------

_CARTAS = [f"{p}{n}" for p in "A234567JQK" for n in "EPOC"]  # the 40 cards (Mineiro, baralho)


def _queimas(n: int) -> str:
    return "".join(f"  - a1: {{queima: [{', '.join(_CARTAS[3 * i:3 * i + 3])}]}}\n" for i in range(n))


@pytest.mark.parametrize("comando", list(COMANDOS_DA_MAO))
def test_mineiro_troca_de_maos_queimas_alem_do_baralho_e_entrada_invalida(arbitro: Rodar, tmp_path: Path,
                                                                        comando: str) -> None:
    # Mineiro, baralho: 40 cards, three to each of the four players (12). Mineiro, troca de mãos: a burned hand is
    # turned face up, out of the game, and the burner takes another three. 12 + 3 × 10 = 42 > 40: the 10th burn
    # (the events start at line 7: line 16; its list at column 18) cannot have happened.
    cenario = mao("mineiro", "0", "0", _queimas(13) + "  - vaza: A\n  - vaza: A\n")
    texto = recusa_da_mao(arbitro, tmp_path, comando, cenario, 16, 18,
                          "queima: a 10ª mão queimada não cabe no baralho")
    assert "(Mineiro, baralho; Mineiro, troca de mãos)" in texto
    assert "11ª" not in texto  # said once, at the first hand the deck cannot give


def test_mineiro_troca_de_maos_nove_queimas_cabem_no_baralho(arbitro: Rodar, tmp_path: Path) -> None:
    # 12 + 3 × 9 = 39 ≤ 40: a possible record, ruled; the burns past the third do not count ("o mão vê no máximo
    # quatro mãos"), which is irregular play, not invalid input.
    escrever(tmp_path, mao("mineiro", "0", "0", _queimas(9) + "  - vaza: A\n  - vaza: A\n"), "caso.yaml")
    codigo, out, err = arbitro("resolve", "--json", tmp_path / "caso.yaml")
    assert codigo == 0, err
    d = json.loads(out)
    assert d["placar_final"] == {"A": 1, "B": 0}  # Mineiro, pontos: the hand without truco is 1 tento
    assert sum(o["tipo"] == "nao-vale" for o in d["observacoes"]) == 6  # burns 4 to 9


# --- item 11: one reader of numbers ---------------------------------------------------------------------------

@pytest.mark.parametrize("comando", list(COMANDOS_DA_MAO))
@pytest.mark.parametrize("sistema", SISTEMAS)
@pytest.mark.parametrize(("valor", "trecho"), [
    ('"3"', "tire as aspas do número"),
    (ENORME, "número grande demais (5000 algarismos; o limite é 9)"),
], ids=["entre-aspas", "5000-algarismos"])
def test_numeros_do_placar_pelo_leitor_do_nucleo(arbitro: Rodar, tmp_path: Path, sistema: str, comando: str,
                                                 valor: str, trecho: str) -> None:
    recusa_da_mao(arbitro, tmp_path, comando, mao(sistema, valor, "2"), 1, 13, trecho)


@pytest.mark.parametrize("sistema", SISTEMAS)
@pytest.mark.parametrize(("valor", "trecho"), [
    ('"1"', "tire as aspas do número"),
    (ENORME, "número grande demais"),
], ids=["entre-aspas", "5000-algarismos"])
def test_numeros_do_pagamento_pelo_leitor_do_nucleo(arbitro: Rodar, tmp_path: Path, sistema: str, valor: str,
                                                    trecho: str) -> None:
    # "  - pagamento: {recebe: B, tentos: " : the value at column 36.
    eventos = f"  - vaza: B\n  - pagamento: {{recebe: B, tentos: {valor}}}\n"
    cenario = mao(sistema, "1", "2", eventos)
    linha = cenario.splitlines().index(eventos.splitlines()[1]) + 1
    recusa_da_mao(arbitro, tmp_path, "resolve", cenario, linha, 36, trecho)


@pytest.mark.parametrize("sistema", ["paulista", "mineiro"])
def test_numeros_a_versao_entre_aspas_e_texto(arbitro: Rodar, tmp_path: Path, sistema: str) -> None:
    cenario = mao(sistema, "1", "2").replace("versao: 2", 'versao: "2"')
    escrever(tmp_path, cenario, "caso.yaml")
    codigo, _out, err = arbitro("resolve", tmp_path / "caso.yaml")
    assert codigo == 2
    assert "caso.yaml:2:9: versao: esperava 2, encontrei o texto '2'" in _uma_linha(err)


# --- item 10: the same file counted twice ---------------------------------------------------------------------

TORNEIO = RAIZ / "exemplos" / "torneio"


def _repetir(pasta: Path, como: str) -> str:
    """A second path to ``partida-tauras-querencia.yaml`` in ``pasta``: the same text, ``./``, a symbolic or hard
    link."""
    nome = "partida-tauras-querencia.yaml"
    if como == "mesmo-caminho":
        return nome
    if como == "outro-caminho":
        (pasta / "sub").mkdir()
        return f"./sub/../{nome}"
    if como == "link-simbolico":
        (pasta / "link.yaml").symlink_to(pasta / nome)
        return "link.yaml"
    os.link(pasta / nome, pasta / "duro.yaml")
    return "duro.yaml"


COMO = ["mesmo-caminho", "outro-caminho", "link-simbolico", "link-fisico"]


def _pasta_do_torneio(tmp_path: Path) -> Path:
    for f in TORNEIO.glob("*.yaml"):
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("comando", [["jogo"], ["jogo", "--json"], ["sumula", "-o", "sumula.html"]],
                         ids=["jogo", "jogo-json", "sumula"])
@pytest.mark.parametrize("como", COMO)
def test_a_mesma_partida_duas_vezes_no_jogo_e_entrada_invalida(arbitro: Rodar, tmp_path: Path, como: str,
                                                               comando: list[str]) -> None:
    pasta = _pasta_do_torneio(tmp_path)
    outro = _repetir(pasta, como)
    jogo = (pasta / "jogo-tauras-querencia.yaml").read_text(encoding="utf-8")
    segunda = "  - {Os Tauras: 24, Querência: 20}          # a 2ª, só o placar final\n"
    assert segunda in jogo
    jogo = jogo.replace(segunda, f"  - arquivo: {outro}\n")
    (pasta / "jogo.yaml").write_text(jogo, encoding="utf-8")
    linha = jogo.splitlines().index(f"  - arquivo: {outro}") + 1
    codigo, out, err = arbitro(*comando[:1], pasta / "jogo.yaml", *[pasta / c if c.endswith(".html") else c
                                                                    for c in comando[1:]])
    texto = _uma_linha(out + err)
    assert codigo == 2, texto
    assert (f"jogo.yaml:{linha}:14: partida 2: arquivo: '{outro}' é o mesmo arquivo da partida 1 de jogo.yaml "
            "('partida-tauras-querencia.yaml'): a mesma partida não pode contar duas vezes") in texto
    assert not (pasta / "sumula.html").exists()


@pytest.mark.parametrize("formato", [[], ["--json"], ["--csv"], ["--markdown"]],
                         ids=["humano", "json", "csv", "markdown"])
@pytest.mark.parametrize("como", ["mesmo-caminho", "outro-caminho", "link-simbolico"])
def test_o_mesmo_jogo_duas_vezes_no_torneio_e_entrada_invalida(arbitro: Rodar, tmp_path: Path, como: str,
                                                               formato: list[str]) -> None:
    pasta = _pasta_do_torneio(tmp_path)
    outro = {"mesmo-caminho": "jogo-tauras-querencia.yaml", "outro-caminho": "./x/../jogo-tauras-querencia.yaml",
             "link-simbolico": "link.yaml"}[como]
    if como == "outro-caminho":
        (pasta / "x").mkdir()
    if como == "link-simbolico":
        (pasta / "link.yaml").symlink_to(pasta / "jogo-tauras-querencia.yaml")
    torneio = (pasta / "torneio-rodeio.yaml").read_text(encoding="utf-8")
    primeiro = "  - arquivo: jogo-tauras-querencia.yaml\n"
    assert primeiro in torneio
    torneio = torneio.replace(primeiro, f"{primeiro}  - arquivo: {outro}\n")
    (pasta / "torneio.yaml").write_text(torneio, encoding="utf-8")
    linhas = torneio.splitlines()
    linha = linhas.index(f"  - arquivo: {outro}", linhas.index(primeiro.rstrip("\n")) + 1) + 1
    codigo, out, err = arbitro("classificacao", pasta / "torneio.yaml", *formato)
    texto = _uma_linha(out + err)
    assert codigo == 2, texto
    assert (f"torneio.yaml:{linha}:14: jogo 2: arquivo: '{outro}' é o mesmo arquivo do jogo 1 "
            "('jogo-tauras-querencia.yaml'): o mesmo jogo não pode contar duas vezes") in texto


def test_a_mesma_partida_em_dois_jogos_do_torneio_e_entrada_invalida(arbitro: Rodar, tmp_path: Path) -> None:
    pasta = _pasta_do_torneio(tmp_path)
    torneio = (pasta / "torneio-rodeio.yaml").read_text(encoding="utf-8")
    primeiro = "  - arquivo: jogo-tauras-querencia.yaml\n"
    inline = "  - {trios: [Os Tauras, Querência], partidas: [arquivo: partida-tauras-querencia.yaml]}\n"
    torneio = torneio.replace(primeiro, primeiro + inline)
    (pasta / "torneio.yaml").write_text(torneio, encoding="utf-8")
    codigo, out, err = arbitro("classificacao", pasta / "torneio.yaml")
    texto = _uma_linha(out + err)
    assert codigo == 2, texto
    assert ("torneio.yaml:8:57: partida 1: arquivo: 'partida-tauras-querencia.yaml' é o mesmo arquivo da partida 1 "
            "de jogo-tauras-querencia.yaml") in texto


def test_art_10_ii_partida_com_os_dois_trios_em_24_e_recusada_no_placar_inicial(arbitro: Rodar,
                                                                                tmp_path: Path) -> None:
    # Art. 10, II: "As partidas são jogadas em 24 tentos" — the first trio there ends it.
    pasta = _pasta_do_torneio(tmp_path)
    texto = (pasta / "partida-tauras-querencia.yaml").read_text(encoding="utf-8")
    texto = texto.replace("\ntrios:", "\nplacar_inicial: {Os Tauras: 24, Querência: 24}\ntrios:", 1)
    (pasta / "partida.yaml").write_text(texto, encoding="utf-8")
    linha = texto.splitlines().index("placar_inicial: {Os Tauras: 24, Querência: 24}") + 1
    for comando in (["partida"], ["partida", "--json"]):
        codigo, out, err = arbitro(*comando[:1], pasta / "partida.yaml", *comando[1:])
        assert codigo == 2
        assert f"partida.yaml:{linha}:17: placar_inicial: os dois trios com 24 tentos" in _uma_linha(out + err)
