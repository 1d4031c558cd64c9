"""Contract v3 §13, the tournament as it is run: each pairing rule with pairings worked out by hand in the comments,
the next round, the bracket, the final standings, `--abrir` through the safe writer, and every invalid input of
§13's list refused with exit 2, located."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path
from typing import Any

import pytest
from test_torneio_cli import _json
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.torneio import emparelhamento as E

registrar_todos()
runner = CliRunner()

INSCRITOS = """\
inscritos:
  Pampa: {capataz: Zeca, jogadores: [Zeca, Tonho, Dico], reservas: [Juca]}
  Coxilha: {jogadores: [Bira, Lau, Nando]}
  Galpão: {jogadores: [Ari, Beto, Caco]}
  Timbaúva: {jogadores: [Duda, Edu, Fábio]}
"""


def _arquivo(tmp_path: Path, texto: str, nome: str = "torneio.yaml") -> Path:
    caminho = tmp_path / nome
    caminho.write_text(textwrap.dedent(texto), encoding="utf-8")
    return caminho


def _invalido(*args: str) -> str:
    r = runner.invoke(app, list(args))
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output
    return r.output


# --- the pure algorithms --------------------------------------------------------------------------------

def test_13_circulo_seis_lados_cada_par_uma_vez() -> None:
    # Places 1–6: round k pairs i × n−1−i, then 1 stays and the others turn (the last to the second place):
    # [1,2,3,4,5,6] → 1×6 2×5 3×4; [1,6,2,3,4,5] → 1×5 6×4 2×3; [1,5,6,2,3,4] → 1×4 5×3 6×2;
    # [1,4,5,6,2,3] → 1×3 4×2 5×6; [1,3,4,5,6,2] → 1×2 3×6 4×5.
    rodadas = E.circulo(["1", "2", "3", "4", "5", "6"])
    assert [r.jogos for r in rodadas] == [
        (("1", "6"), ("2", "5"), ("3", "4")), (("1", "5"), ("6", "4"), ("2", "3")),
        (("1", "4"), ("5", "3"), ("6", "2")), (("1", "3"), ("4", "2"), ("5", "6")),
        (("1", "2"), ("3", "6"), ("4", "5"))]
    pares = [frozenset(p) for r in rodadas for p in r.jogos]
    assert len(pares) == len(set(pares)) == 15 and all(not r.folga for r in rodadas)


def test_13_circulo_impar_uma_folga_para_cada() -> None:
    # [1,2,3,4,5,—]: 1×— (folga 1), 2×5, 3×4; [1,—,2,3,4,5]: 1×5, —×4 (folga 4), 2×3; [1,5,—,2,3,4]: folga 2;
    # [1,4,5,—,2,3]: folga 5; [1,3,4,5,—,2]: folga 3.
    rodadas = E.circulo(["1", "2", "3", "4", "5"])
    assert [r.folga for r in rodadas] == [("1",), ("4",), ("2",), ("5",), ("3",)]
    assert rodadas[0].jogos == (("2", "5"), ("3", "4"))


def test_13_serpentina_dez_em_tres_grupos() -> None:
    # 1→A 2→B 3→C, 4→C 5→B 6→A, 7→A 8→B 9→C, 10→C: sizes 3, 3, 4.
    assert E.serpentina([str(i) for i in range(1, 11)], 3) == [["1", "6", "7"], ["2", "5", "8"],
                                                               ["3", "4", "9", "10"]]
    assert [E.nome_do_grupo(i) for i in (0, 1, 25, 26)] == ["A", "B", "Z", "AA"]


def test_13_suico_primeira_rodada_i_contra_i_mais_n_sobre_2() -> None:
    assert E.suico_primeira(list("ABCDEFGH")).jogos == (("A", "E"), ("B", "F"), ("C", "G"), ("D", "H"))
    # Odd: the last in sorteio order has the folga; then the six left, A×D, B×E, C×F.
    sete = E.suico_primeira(list("ABCDEFG"))
    assert sete.folga == ("G",) and sete.jogos == (("A", "D"), ("B", "E"), ("C", "F"))


def test_13_suico_retrocede_para_evitar_revanche() -> None:
    # Ranking A, B, C, D; C and D met. A×B would leave C×D (a rematch): back to A's choice, A×C, then B×D.
    jogaram = {frozenset("CD")}
    rodada, forcada = E.suico(list("ABCD"), lambda a, b: frozenset((a, b)) in jogaram)
    assert rodada.jogos == (("A", "C"), ("B", "D")) and not forcada


def test_13_suico_revanche_forcada_e_o_primeiro_encontrado() -> None:
    # A met B, C and D: no pairing without a rematch. Top down, A's unmet first (none), then B: A×B, C×D.
    jogaram = {frozenset("AB"), frozenset("AC"), frozenset("AD")}
    rodada, forcada = E.suico(list("ABCD"), lambda a, b: frozenset((a, b)) in jogaram)
    assert rodada.jogos == (("A", "B"), ("C", "D")) and forcada


def test_13_suico_folga_ao_ultimo_sem_folga_e_depois_de_novo_ao_ultimo() -> None:
    # E already had one: D, the lowest-ranked without; once all had one, the lowest-ranked again (E).
    assert E.folga_do_suico(list("ABCDE"), {"E"}) == "D"
    assert E.folga_do_suico(list("ABCDE"), set("ABCDE")) == "E"
    rodada, _ = E.suico(list("ABCDE"), lambda a, b: False, {"E"})
    assert rodada.folga == ("D",) and rodada.jogos == (("A", "B"), ("C", "E"))


def test_13_semeadura_padrao_e_byes_aos_melhores() -> None:
    # Doubling: [1] → [1,2] → [1,4,2,3] → [1,8,4,5,2,7,3,6]: 1 and 2 meet only in the final.
    assert E.semeadura(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    # Six seeds in a bracket of 8: seeds 7 and 8 do not exist, so 1 and 2 pass (byes); 4×5 and 3×6 play.
    r = E.rodada_da_chave(E.chave_inicial(list("ABCDEF")))
    assert r.jogos == (("D", "E"), ("C", "F")) and r.folga == ("A", "B")


# --- the commands ------------------------------------------------------------------------------------

SUICO = """\
versao: 3
torneio: Rodeio de Teste
sorteio: [Pampa, Coxilha, Galpão, Timbaúva]
mesas: 1
{inscritos}
fases:
  - {{nome: classificatoria, tipo: suico, rodadas: 2}}
  - {{nome: final, tipo: eliminatoria, classificados: 2}}
jogos:
"""


def _suico(tmp_path: Path, jogos: str = "") -> Path:
    return _arquivo(tmp_path, SUICO.format(inscritos=INSCRITOS.rstrip()) + jogos)


R1 = (
    "  - {lados: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 10}, {Pampa: 24, Galpão: 12}],\n"
    "     fase: classificatoria, rodada: 1, mesa: 1}\n"
    "  - {lados: [Coxilha, Timbaúva], partidas: [{Coxilha: 24, Timbaúva: 10}, {Coxilha: 20, Timbaúva: 24},\n"
    "     {Coxilha: 24, Timbaúva: 3}], fase: classificatoria, rodada: 1, mesa: 1}\n")
R1_PRIMEIRO, R1_SEGUNDO = "".join(R1.splitlines(keepends=True)[:2]), "".join(R1.splitlines(keepends=True)[2:])


def test_13_rodada_1_mesas_em_ordem_e_os_que_esperam_mesa(tmp_path: Path) -> None:
    # Round 1: Pampa × Galpão, Coxilha × Timbaúva; one table: the first at table 1, the other waits.
    d = _json("torneio", "rodada", str(_suico(tmp_path)))
    assert (d["fase"], d["rodada"], d["repescagem"]) == ("classificatoria", 1, False)
    assert d["jogos"] == [{"mesa": 1, "lados": ["Pampa", "Galpão"]}]
    assert d["aguardando"] == [{"lados": ["Coxilha", "Timbaúva"]}] and d["folga"] == []


def test_13_rodada_2_do_suico_pela_classificacao(tmp_path: Path) -> None:
    # After round 1: Pampa 1 win, 3 partidas (S, g), 72 tentos; Coxilha 1, 2, 68; Timbaúva 0, 1; Galpão 0, 0.
    # Top down: Pampa × Coxilha, Timbaúva × Galpão (neither met).
    d = _json("torneio", "rodada", str(_suico(tmp_path, R1)))
    assert d["rodada"] == 2
    assert d["jogos"] == [{"mesa": 1, "lados": ["Pampa", "Coxilha"]}]
    assert d["aguardando"] == [{"lados": ["Timbaúva", "Galpão"]}]


def test_13_rodada_incompleta_sem_sucessora_nomeia_o_que_falta(tmp_path: Path) -> None:
    saida = _invalido("torneio", "rodada", str(_suico(tmp_path, R1_PRIMEIRO)))
    assert "rodada 1 incompleta" in saida and "Coxilha × Timbaúva" in saida


def test_13_abrir_grava_so_a_rodada_e_guarda_os_comentarios(tmp_path: Path) -> None:
    arquivo = _suico(tmp_path, R1)
    antes = "# a Comissão anota aqui\n" + arquivo.read_text(encoding="utf-8")
    arquivo.write_text(antes, encoding="utf-8")
    r = runner.invoke(app, ["torneio", "rodada", str(arquivo), "--abrir", "--inicio", "2026-12-05T10:00"])
    assert r.exit_code == 0, r.output
    depois = arquivo.read_text(encoding="utf-8")
    assert depois.startswith(antes)  # nothing before changes; only the round is added
    assert depois[len(antes):] == ('rodadas:\n  - {fase: "classificatoria", rodada: 2, inicio: "2026-12-05T10:00", '
                                   'jogos: [{mesa: 1, lados: ["Pampa", "Coxilha"]}, {mesa: null, lados: '
                                   '["Timbaúva", "Galpão"]}]}\n')
    # Answered again while not recorded, as opened (the waiting jogo with mesa: null).
    d = _json("torneio", "rodada", str(arquivo))
    assert d["aberta"] is True and d["inicio"] == "2026-12-05T10:00"
    assert d["jogos"] == [{"mesa": 1, "lados": ["Pampa", "Coxilha"]}]
    assert d["aguardando"] == [{"lados": ["Timbaúva", "Galpão"]}]
    # Opening it again writes nothing.
    assert runner.invoke(app, ["torneio", "rodada", str(arquivo), "--abrir"]).exit_code == 0
    assert arquivo.read_text(encoding="utf-8") == depois


def test_13_rodada_aberta_editada_pela_comissao_revanche_recusada(tmp_path: Path) -> None:
    arquivo = _suico(tmp_path, R1)
    texto = arquivo.read_text(encoding="utf-8") + (
        "rodadas:\n  - {fase: classificatoria, rodada: 2, jogos: [{mesa: 1, lados: [Pampa, Galpão]}, "
        "{mesa: null, lados: [Coxilha, Timbaúva]}]}\n")
    arquivo.write_text(texto, encoding="utf-8")
    saida = _invalido("torneio", "rodada", str(arquivo))
    assert "Pampa × Galpão já se enfrentaram" in saida and "torneio.yaml:" in saida


def test_13_eliminatoria_chave_e_fim(tmp_path: Path) -> None:
    r2 = ("  - {lados: [Pampa, Coxilha], partidas: [{Pampa: 24, Coxilha: 10}, {Pampa: 24, Coxilha: 12}], "
          "fase: classificatoria, rodada: 2}\n"
          "  - {lados: [Timbaúva, Galpão], partidas: [{Timbaúva: 24, Galpão: 10}, {Timbaúva: 24, Galpão: 12}], "
          "fase: classificatoria, rodada: 2}\n")
    # Swiss standings: Pampa 2 wins; Coxilha 1 win, 2 partidas… Timbaúva 1 win, 3 partidas (2 × 0 counts three):
    # Timbaúva 1, 4 partidas (1 + 3) vs Coxilha 1, 2: Timbaúva 2nd. The final: Pampa (1) × Timbaúva (2).
    arquivo = _suico(tmp_path, R1 + r2)
    d = _json("torneio", "rodada", str(arquivo))
    assert (d["fase"], d["rodada"]) == ("final", 1) and d["jogos"] == [{"mesa": 1, "lados": ["Pampa", "Timbaúva"]}]
    final = ("  - {lados: [Pampa, Timbaúva], partidas: [{Pampa: 10, Timbaúva: 24}, {Pampa: 24, Timbaúva: 20}, "
             "{Pampa: 20, Timbaúva: 24}], fase: final, rodada: 1}\n")
    arquivo = _suico(tmp_path, R1 + r2 + final)
    assert _json("torneio", "rodada", str(arquivo))["fim"] is True
    c = _json("torneio", "chave", str(arquivo))
    assert c["rodadas"] == [{"rodada": 1, "repescagem": False, "folga": [], "jogos": [
        {"lados": ["Pampa", "Timbaúva"], "vencedor": "Timbaúva", "placar": {"Pampa": 1, "Timbaúva": 2}}]}]
    # Final standings (§13): champion, runner-up, then those who did not reach the final by the Swiss standings.
    linhas = _json("classificacao", str(arquivo))["classificacao"]
    assert isinstance(linhas, list)
    assert [x["trio"] for x in linhas] == ["Timbaúva", "Pampa", "Coxilha", "Galpão"]


def test_13_chave_html_e_markdown_escapam_nomes(tmp_path: Path) -> None:
    arquivo = _arquivo(tmp_path, """\
        versao: 3
        sorteio: ["<b>Pampa</b>", Coxilha]
        inscritos:
          "<b>Pampa</b>": {jogadores: [Zeca]}
          Coxilha: {jogadores: [Bira]}
        fases:
          - {nome: final, tipo: eliminatoria}
        """)
    r = runner.invoke(app, ["torneio", "chave", str(arquivo), "--html"])
    assert r.exit_code == 0, r.output
    assert "<b>Pampa</b>" not in r.stdout and "&lt;b&gt;Pampa&lt;/b&gt;" in r.stdout
    r = runner.invoke(app, ["torneio", "chave", str(arquivo), "--markdown"])
    assert r.exit_code == 0 and "<b>" not in r.stdout


# --- §13's invalid input: exit 2, located ---------------------------------------------------------------

@pytest.mark.parametrize(("jogos", "trecho"), [
    # a side in two jogos of one round (the same jogo recorded twice is the same case)
    (R1 + R1_PRIMEIRO, "já joga o jogo 1 da mesma rodada"),
    # a jogo between sides not registered
    ("  - {lados: [Pampa, Querência], partidas: [{Pampa: 24, Querência: 3}], fase: classificatoria, rodada: 1}\n",
     "'Querência' não está inscrito"),
    # a jogo of a phase that does not exist
    ("  - {lados: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 3}], fase: semifinal, rodada: 1}\n",
     "a fase 'semifinal' não existe"),
    # a mesa beyond mesas
    ("  - {lados: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 3}], fase: classificatoria, rodada: 1, mesa: 2}\n",
     "mesa: 2 fora do intervalo de 1 a 1"),
    # a jogo of a round that does not exist yet
    ("  - {lados: [Pampa, Coxilha], partidas: [{Pampa: 24, Coxilha: 3}], fase: classificatoria, rodada: 2}\n",
     "rodada 2 não existe"),
    # a player not registered for the side (Art. 5)
    ("  - {lados: {Pampa: [Zeca, Tonho, Neco], Galpão: [Ari, Beto, Caco]}, partidas: [{Pampa: 24, Galpão: 3}], "
     "fase: classificatoria, rodada: 1}\n", "'Neco' joga por Pampa sem estar inscrito"),
])
def test_13_entradas_invalidas_com_linha_e_coluna(tmp_path: Path, jogos: str, trecho: str) -> None:
    saida = _invalido("torneio", "rodada", str(_suico(tmp_path, jogos)))
    assert trecho in saida and "torneio.yaml:" in saida


@pytest.mark.parametrize(("texto", "trecho"), [
    ("versao: 3\nsorteio: [Pampa]\n" + INSCRITOS + "fases: [{nome: f, tipo: suico, rodadas: 1}]\n",
     "sorteio: faltam 'Coxilha', 'Galpão', 'Timbaúva'"),
    ("versao: 3\nsemente: 1\n" + INSCRITOS + "fases: [{nome: f, tipo: roleta}]\n", "tipo 'roleta' desconhecido"),
    ("versao: 3\nsemente: 1\n" + INSCRITOS + "fases: [{nome: f, tipo: suico, rodadas: 1, grupos: 2}]\n",
     "chave desconhecida 'grupos'"),
    ("versao: 3\n" + INSCRITOS + "fases: [{nome: f, tipo: suico, rodadas: 1}]\n", "sem sorteio"),
    ("versao: 3\nsemente: 1\ninscritos:\n  Pampa: {jogadores: [a, b, c, d]}\n", "4 jogadores"),
    ("versao: 3\nsemente: 1\n" + INSCRITOS + "jogos: [{arquivo: ../fora.yaml}]\n", "sai da pasta do torneio"),
    ("versao: 3\nsemente: 1\n" + INSCRITOS + "jogos: [{arquivo: /etc/passwd}]\n", "sai da pasta do torneio"),
    ("versao: 2\nsemente: 1\n" + INSCRITOS + "jogos: []\n", "é do contrato v3"),
])
def test_13_entradas_invalidas_do_arquivo(tmp_path: Path, texto: str, trecho: str) -> None:
    saida = _invalido("torneio", "rodada", str(_arquivo(tmp_path, texto)))
    assert trecho in saida and "torneio.yaml:" in saida


def test_13_mesa_do_torneio_e_mesa_numero_do_jogo_concordam(tmp_path: Path) -> None:
    _arquivo(tmp_path, """\
        versao: 2
        mesa_numero: 3
        trios: {Pampa: [Zeca, Tonho, Dico], Galpão: [Ari, Beto, Caco]}
        partidas: [{Pampa: 24, Galpão: 10}, {Pampa: 24, Galpão: 12}]
        """, "r1-m1.yaml")
    arquivo = _suico(tmp_path, "  - {arquivo: r1-m1.yaml, fase: classificatoria, rodada: 1, mesa: 1}\n")
    saida = _invalido("torneio", "rodada", str(arquivo))
    assert "mesa: 1 no torneio, mesa_numero: 3 no arquivo do jogo" in saida


def test_c_c_decisao_da_comissao_fixa_o_resultado(tmp_path: Path) -> None:
    # The jogo stopped at 1 × 1 in partidas (S, h: two hours); the Commission gives it to Galpão (C, c).
    jogos = ("  - {lados: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 10}, {Pampa: 20, Galpão: 24}], "
             "fase: classificatoria, rodada: 1, decisao: {vencedor: Galpão, motivo: \"tempo esgotado\", "
             "data: 2026-12-05}}\n"
             + R1_SEGUNDO)
    # Galpão: the win (S, a), 1 partida, 10 + 24 = 34 tentos, saldo −10; Coxilha: 1 win, 2 partidas (above, S, b);
    # Pampa 0 wins, 1 partida, 44 tentos; Timbaúva 0, 1, 37 (below, S, c).
    cl = _json("classificacao", str(_suico(tmp_path, jogos)), "--fase", "classificatoria")
    linhas = cl["classificacao"]
    assert isinstance(linhas, list)
    assert [(x["trio"], x["vitorias"], x["partidas"], x["tentos"]) for x in linhas] == [
        ("Coxilha", 1, 2, 68), ("Galpão", 1, 1, 34), ("Pampa", 0, 1, 44), ("Timbaúva", 0, 1, 37)]
    obs = cl["observacoes"]
    assert isinstance(obs, list)
    decisao = [o for o in obs if "decisão da Comissão" in o["texto"]]
    assert decisao and decisao[0]["artigos"][0] == "C, c"


def test_c_c_decisao_no_arquivo_do_jogo(tmp_path: Path) -> None:
    # The jogo file stops at 1 × 1 in partidas; its decisao gives it to Galpão: the knockout's winner (C, c).
    _arquivo(tmp_path, """\
        versao: 2
        mesa_numero: 1
        trios: {Pampa: [Zeca, Tonho, Dico], Galpão: [Ari, Beto, Caco]}
        partidas: [{Pampa: 24, Galpão: 10}, {Pampa: 10, Galpão: 24}]
        decisao: {vencedor: Galpão, motivo: "tempo esgotado", data: 2026-12-05}
        """, "final.yaml")
    arquivo = _arquivo(tmp_path, "versao: 3\nsorteio: [Pampa, Galpão, Coxilha, Timbaúva]\n" + INSCRITOS
                       + "fases: [{nome: final, tipo: eliminatoria, classificados: 2}]\n"
                       + "jogos:\n  - {arquivo: final.yaml, fase: final, rodada: 1, mesa: 1}\n")
    c = _json("torneio", "chave", str(arquivo))
    assert c["rodadas"] == [{"rodada": 1, "repescagem": False, "folga": [], "jogos": [
        {"lados": ["Pampa", "Galpão"], "vencedor": "Galpão", "placar": {"Pampa": 1, "Galpão": 1}}]}]
    linhas = _json("classificacao", str(arquivo))["classificacao"]
    # then those who did not reach the knockout of two, in sorteio order
    assert isinstance(linhas, list) and [x["trio"] for x in linhas] == ["Galpão", "Pampa", "Coxilha", "Timbaúva"]
    # the decision in both places is refused
    arquivo.write_text(arquivo.read_text(encoding="utf-8").replace(
        "mesa: 1}", "mesa: 1, decisao: {vencedor: Pampa, motivo: x}}"), encoding="utf-8")
    assert "escreva-a num só lugar" in _invalido("torneio", "chave", str(arquivo))


def test_v2_continua_igual(tmp_path: Path) -> None:
    """§11 files keep loading and give the same output (contract v3: nothing removed or renamed)."""
    exemplo = Path(__file__).resolve().parents[1] / "exemplos" / "torneio" / "torneio-rodeio.yaml"
    d = _json("classificacao", str(exemplo))
    assert d["versao"] == 2 and "fases" not in d


# --- the bundled 16-trio example: the notice board, the round's súmulas -------------------------------------

EXEMPLO = Path(__file__).resolve().parents[1] / "exemplos" / "torneio" / "rodeio-16-trios.yaml"


def test_13_exemplo_de_16_trios_grupos_e_eliminatoria_com_terceiro_lugar() -> None:
    d = _json("torneio", "rodada", str(EXEMPLO))
    assert (d["fase"], d["rodada"]) == ("eliminatoria", 3)
    jogos = d["jogos"]
    assert isinstance(jogos, list) and [j.get("terceiro_lugar", False) for j in jogos] == [False, True]
    c = _json("torneio", "chave", str(EXEMPLO))
    rodadas = c["rodadas"]
    assert isinstance(rodadas, list) and [len(r["jogos"]) for r in rodadas] == [4, 2, 2]
    # Round 1 of a bracket of 8 by standard seeding (1×8, 4×5, 2×7, 3×6): every group's 1st, then every 2nd.
    g = _json("classificacao", str(EXEMPLO), "--fase", "grupos")["classificacao"]
    assert isinstance(g, list)
    semeados = [x["trio"] for x in g[:8]]
    primeira = [x["lados"] for x in rodadas[0]["jogos"]]
    assert primeira == [[semeados[a - 1], semeados[b - 1]] for a, b in ((1, 8), (4, 5), (2, 7), (3, 6))]


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="sem o chromium (`.ci/run` o instala: apt-get install -y chromium)")
def test_13_chave_html_imprime_numa_so_folha_a4_no_chromium(tmp_path: Path) -> None:
    from test_torneio_sumula import _paginas, _pdf

    pagina = tmp_path / "chave.html"
    r = runner.invoke(app, ["torneio", "chave", str(EXEMPLO), "--html", "-o", str(pagina)])
    assert r.exit_code == 0, r.output
    paginas = _paginas(_pdf(pagina.read_text(encoding="utf-8"), tmp_path))
    assert len(paginas) == 1, f"a chave ocupa {len(paginas)} páginas"
    assert sorted(round(x) for x in paginas[0]) == [595, 842]  # A4, landscape


def test_13_sumulas_da_rodada_registradas_e_em_branco(tmp_path: Path) -> None:
    # Round 1 of the Swiss example above with only its first jogo recorded: two sheets, the second blank.
    arquivo = _suico(tmp_path, R1_PRIMEIRO)
    destino = tmp_path / "sumulas.html"
    r = runner.invoke(app, ["torneio", "sumulas", str(arquivo), "1", "-o", str(destino)])
    assert r.exit_code == 0, r.output
    texto = destino.read_text(encoding="utf-8")
    assert texto.count('<section class="folha">') == 2
    assert "Súmula do jogo: Pampa × Galpão" in texto and "Súmula do jogo: Coxilha × Timbaúva" in texto
    assert texto.count("Jogo ainda sem registro") == 1 and "Rodeio de Teste" in texto
    # never overwritten without --forcar
    assert runner.invoke(app, ["torneio", "sumulas", str(arquivo), "1", "-o", str(destino)]).exit_code == 2


# --- item 4 of issue 24: at 40 columns (a phone) names and numbers stay whole ----------------------------------

EXEMPLOS = EXEMPLO.parent


@pytest.mark.parametrize(("args", "inteiros"), [
    (("partida", str(EXEMPLOS / "partida-tauras-querencia.yaml")), ["Querência 8", "mão Preta"]),
    (("jogo", str(EXEMPLOS / "jogo-tauras-querencia.yaml")), ["Os Tauras 24 × 8 Querência", "saldo -44"]),
    (("classificacao", str(EXEMPLOS / "torneio-rodeio.yaml")), ["Querência", "saldo -"]),
    (("classificacao", str(EXEMPLO), "--fase", "grupos"), ["Boqueirão", "1º do grupo D", "saldo -134"]),
    (("torneio", "rodada", str(EXEMPLO)), ["Mesa 1: Timbaúva", "× Sepé Tiaraju"]),
    (("torneio", "chave", str(EXEMPLO)), ["Boqueirão 1", "× Passo Fundo 0"]),
], ids=["partida", "jogo", "classificacao", "classificacao-fase", "rodada", "chave"])
def test_40_colunas_nomes_e_numeros_inteiros(args: tuple[str, ...], inteiros: list[str]) -> None:
    r = runner.invoke(app, list(args), env={"COLUMNS": "40"})
    assert r.exit_code == 0, r.output
    assert "…" not in r.output  # nothing cut: "Galpão" was "G…" and −40 was "-…" in a table at 40 columns
    assert all(x in r.output.replace("\n", " ") for x in inteiros), r.output


# --- the circuit (§13) ---------------------------------------------------------------------------------------

def _etapa(pasta: Path, nome: str, ordem: list[str]) -> None:
    # a knockout of two in sorteio order, the first beating the second: final standings = ``ordem``
    a, b = ordem
    _arquivo(pasta, f"""\
        versao: 3
        torneio: {nome}
        sorteio: [{a}, {b}]
        inscritos: {{{a}: {{jogadores: [x{a}]}}, {b}: {{jogadores: [x{b}]}}}}
        fases: [{{nome: final, tipo: eliminatoria}}]
        jogos:
          - {{lados: [{a}, {b}], partidas: [{{{a}: 24, {b}: 3}}, {{{a}: 24, {b}: 3}}], fase: final, rodada: 1}}
        """, f"{nome}.yaml")


def test_13_circuito_pontos_por_colocacao_e_participacao(tmp_path: Path) -> None:
    # Etapa 1: Pampa 1º (100 + 5), Coxilha 2º (80 + 5); etapa 2: Coxilha 1º, Galpão 2º; etapa 3: Galpão 1º,
    # Pampa 2º. Each has 105 + 85 = 190 and places 1 and 2: a three-way tie after the countback; by the default
    # reading they share the 1st place (listed by name).
    _etapa(tmp_path, "e1", ["Pampa", "Coxilha"])
    _etapa(tmp_path, "e2", ["Coxilha", "Galpão"])
    _etapa(tmp_path, "e3", ["Galpão", "Pampa"])
    circuito = _arquivo(tmp_path, """\
        versao: 3
        circuito: Circuito de Teste
        etapas: [{arquivo: e1.yaml}, {arquivo: e2.yaml}, {arquivo: e3.yaml}]
        pontos: {1: 100, 2: 80}
        participacao: 5
        """, "circuito.yaml")
    d = _json("circuito", str(circuito))
    linhas = d["classificacao"]
    assert isinstance(linhas, list)
    assert [(x["posicao"], x["lado"], x["pontos"]) for x in linhas] == [
        (1, "Coxilha", 190), (1, "Galpão", 190), (1, "Pampa", 190)]
    assert linhas[0]["etapas"] == [{"etapa": "e1", "posicao": 2, "pontos": 85},
                                   {"etapa": "e2", "posicao": 1, "pontos": 105}]
    # By the most recent etapa: e3 has Galpão 1st, Pampa 2nd, Coxilha absent (last); so Galpão, Pampa, Coxilha.
    esclarecimentos = _arquivo(tmp_path, "leituras: {empate-no-circuito: ultima-etapa}\n", "escl.yaml")
    d = _json("circuito", str(circuito), "--leituras", str(esclarecimentos))
    linhas = d["classificacao"]
    assert isinstance(linhas, list)
    assert [(x["posicao"], x["lado"]) for x in linhas] == [(1, "Galpão"), (2, "Pampa"), (3, "Coxilha")]
    r = runner.invoke(app, ["circuito", str(circuito), "--csv"])
    assert r.exit_code == 0 and r.stdout.splitlines()[0] == "posicao,lado,pontos,etapas"


def test_13_circuito_etapa_fora_da_pasta(tmp_path: Path) -> None:
    circuito = _arquivo(tmp_path, "versao: 3\netapas: [{arquivo: ../x.yaml}]\npontos: {1: 10}\n", "c.yaml")
    assert "sai da pasta do torneio" in _invalido("circuito", str(circuito))


def _vence(a: str, b: str, fase: str, rodada: int) -> str:
    return (f"  - {{lados: [{a}, {b}], partidas: [{{{a}: 24, {b}: 3}}, {{{a}: 24, {b}: 3}}], fase: {fase}, "
            f"rodada: {rodada}}}\n")


def test_13_repescagem_melhor_contra_pior_e_a_chave_formada_uma_vez(tmp_path: Path) -> None:
    oito = [f"S{i}" for i in range(1, 9)]
    cabeca = ("versao: 3\nsorteio: [" + ", ".join(oito) + "]\ninscritos:\n"
              + "".join(f"  {x}: {{jogadores: [j{x}]}}\n" for x in oito)
              + "fases:\n  - {nome: principal, tipo: eliminatoria, repescagem: {vagas: 2, jogo: seca}}\njogos:\n")
    # Round 1, standard seeding of 8: S1×S8, S4×S5, S2×S7, S3×S6; S1, S5, S2 and S6 win.
    r1 = (_vence("S1", "S8", "principal", 1) + _vence("S5", "S4", "principal", 1)
          + _vence("S2", "S7", "principal", 1) + _vence("S6", "S3", "principal", 1))
    arquivo = _arquivo(tmp_path, cabeca + r1)
    # The losers by the previous standings (here the sorteio): S3, S4, S7, S8; best × worst until 2 remain.
    d = _json("torneio", "rodada", str(arquivo))
    assert (d["rodada"], d["repescagem"]) == (2, True)
    assert d["jogos"] == [{"mesa": 1, "lados": ["S3", "S8"]}, {"mesa": 2, "lados": ["S4", "S7"]}]
    # S3 and S7 come back. The bracket from round 2 on, formed once: the round-1 winners in bracket order (S1, S5,
    # S2, S6), then S3, S7 — six, seeded over a bracket of 8 (places 1, 8, 4, 5, 2, 7, 3, 6): seeds 7 and 8 do not
    # exist, so the 1st (S1) and the 2nd (S5) pass; the 4th (S6) × the 5th (S3), the 3rd (S2) × the 6th (S7).
    arquivo = _arquivo(tmp_path, cabeca + r1 + _vence("S3", "S8", "principal", 2) + _vence("S7", "S4", "principal", 2))
    d = _json("torneio", "rodada", str(arquivo))
    assert (d["rodada"], d["repescagem"]) == (3, False)
    assert d["jogos"] == [{"mesa": 1, "lados": ["S6", "S3"]}, {"mesa": 2, "lados": ["S2", "S7"]}]
    assert d["folga"] == ["S1", "S5"]


# --- every phase type played to the end, any count: each round pairs every side once, and the walk ends ---------

def _jogar_ate_o_fim(cabeca: str, semente: int) -> list[dict[str, Any]]:
    import random

    from arbitro.cenario.yamlpos import compor
    from arbitro.torneio.carregar_torneio import ler_torneio
    from arbitro.torneio.documento import TORNEIO
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.fases import proxima_rodada

    sorte = random.Random(semente)
    texto = cabeca
    rodadas: list[dict[str, Any]] = []
    for _ in range(200):
        ctx, registro = contexto(None)
        t, ctx = ler_torneio(compor(texto, "t.yaml", TORNEIO), "t.yaml", ctx, registro)
        r = proxima_rodada(t, ctx).json()
        if r.get("fim"):
            return rodadas
        rodadas.append(r)
        for j in [*r["jogos"], *r["aguardando"]]:
            a, b = sorte.sample(j["lados"], 2)
            texto += (f"  - {{lados: [{a}, {b}], partidas: [{{{a}: 24, {b}: 3}}, {{{a}: 24, {b}: 5}}], "
                      f"fase: {r['fase']}, rodada: {r['rodada']}}}\n")
    raise AssertionError("o torneio não termina")


@pytest.mark.parametrize("n", [2, 3, 5, 8, 11])
@pytest.mark.parametrize("fase", ["{tipo: todos-contra-todos}", "{tipo: suico, rodadas: 4}",
                                  "{tipo: grupos, grupos: 2, classificados_por_grupo: 1}",
                                  "{tipo: eliminatoria, terceiro_lugar: true}"])
def test_13_cada_rodada_emparelha_cada_lado_uma_vez_e_a_fase_termina(n: int, fase: str) -> None:
    lados = [f"T{i}" for i in range(n)]
    cabeca = (f"versao: 3\nsemente: {n}\ninscritos:\n" + "".join(f"  {x}: {{jogadores: [j{x}]}}\n" for x in lados)
              + f"fases: [{{nome: f, {fase[1:]}]\njogos:\n")
    rodadas = _jogar_ate_o_fim(cabeca, n)
    pares: list[frozenset[str]] = []
    for r in rodadas:
        jogos = [tuple(j["lados"]) for j in [*r["jogos"], *r["aguardando"]]]
        nomes = [x for j in jogos for x in j] + list(r["folga"])
        assert len(nomes) == len(set(nomes)), r  # nobody twice in a round
        pares += [frozenset(j) for j in jogos]
    if "todos-contra-todos" in fase:  # every pair exactly once
        assert sorted(map(sorted, pares)) == sorted(sorted((a, b)) for i, a in enumerate(lados) for b in lados[i + 1:])
    if "suico" in fase and n >= 8:  # 4 rounds of 8 or 11: pairings without rematches exist, and are found
        assert len(pares) == len(set(pares)) and not any(r["revanche_forcada"] for r in rodadas)
    if "eliminatoria" in fase:  # n − 1 jogos decide a knockout, plus the third-place jogo from 4 sides on
        assert len(pares) == n - 1 + (1 if n >= 4 else 0)
