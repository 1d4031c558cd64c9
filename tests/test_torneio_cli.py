"""`arbitro partida|jogo|classificacao|sumula`, `esquema --tipo` and `novo --tipo` through typer's CliRunner, on the
bundled examples (exemplos/torneio/): human output with each figure's article, JSON per contract v2 §9–§11, CSV
and Markdown, a commission's clarifications file, invalid input located with exit 2 and no traceback, a file
never overwritten without --forcar."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()  # every command on the app (registration is lazy: importing arbitro.cli registers none)

runner = CliRunner()
EXEMPLOS = Path(__file__).resolve().parents[1] / "exemplos" / "torneio"
PARTIDA, JOGO, TORNEIO = (str(EXEMPLOS / n) for n in ("partida-tauras-querencia.yaml", "jogo-tauras-querencia.yaml",
                                                     "torneio-rodeio.yaml"))


def _json(*args: str) -> dict[str, object]:
    r = runner.invoke(app, [*args, "--json"])
    assert r.exit_code == 0, r.output
    dados = json.loads(r.stdout)
    assert isinstance(dados, dict)
    return dados


def test_partida_do_exemplo_chega_aos_24_na_oitava_volta() -> None:
    d = _json("partida", PARTIDA)
    assert d["placar_final"] == {"Os Tauras": 24, "Querência": 8} and d["vencedor"] == "Os Tauras"
    assert [v["modalidade"] for v in d["voltas"]] == ["roda", "testa"] * 3 + ["roda", "roda"]  # Art. 10, III
    assert [v["mao"] for v in d["voltas"]] == ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes", "Bento", "Preta"]
    assert all("tipo" in o for o in d["observacoes"])
    humano = runner.invoke(app, ["partida", PARTIDA]).stdout
    assert "Placar final: Os Tauras 24 × Querência 8" in humano and "Art. 10, II" in humano


def test_jogo_do_exemplo_e_as_suas_ocorrencias() -> None:
    d = _json("jogo", JOGO)
    assert [p["placar"] for p in d["partidas"]] == [{"Os Tauras": 24, "Querência": 8},
                                                   {"Os Tauras": 24, "Querência": 20},
                                                   {"Os Tauras": 24, "Querência": 0}]
    assert d["totais"] == {"Os Tauras": {"partidas": 3, "tentos": 72, "saldo": 44},
                           "Querência": {"partidas": 0, "tentos": 28, "saldo": -44}}
    assert d["substituicoes"] == [{"partida": 1, "trio": "Os Tauras", "sai": "Tio Neco", "entra": "Zeca",
                                   "momento": "fim", "artigos": ["Art. 5", "D, e"]}]
    assert {o["tipo"] for o in d["observacoes"]} <= {"nota", "leitura", "irregularidade", "confira", "omisso"}
    humano = runner.invoke(app, ["jogo", JOGO]).stdout
    for trecho in ("Vencedor: Os Tauras", "partidas 3 (S, b)", "tentos 72 (S, c)", "saldo +44 (S, d)", "[S, g]"):
        assert trecho in humano


def test_classificacao_do_exemplo_em_quatro_formatos() -> None:
    d = _json("classificacao", TORNEIO)
    campos = ("trio", "vitorias", "partidas", "tentos", "saldo", "criterio")
    linhas = [tuple(x[c] for c in campos) for x in d["classificacao"]]
    assert linhas == [("Os Tauras", 2, 7, 207, 86, "S, b"), ("Galpão", 2, 4, 163, -40, "S, a"),
                      ("Querência", 1, 4, 167, -3, "S, b"), ("Coxilha", 1, 3, 163, -43, None)]
    planilha = list(csv.reader(io.StringIO(runner.invoke(app, ["classificacao", TORNEIO, "--csv"]).stdout)))
    assert planilha[0] == ["posicao", "trio", "vitorias", "partidas", "tentos", "saldo", "criterio"]
    assert planilha[1] == ["1", "Os Tauras", "2", "7", "207", "86", "S, b"] and planilha[4][-1] == ""
    md = runner.invoke(app, ["classificacao", TORNEIO, "--markdown"]).stdout
    assert "| Pos. | Trio | Vitórias (S, a) |" in md and "| 2 | Galpão | 2 | 4 | 163 | -40 | S, a |" in md
    humano = runner.invoke(app, ["classificacao", TORNEIO]).stdout
    assert "Os Tauras" in humano and "S, b" in humano
    r = runner.invoke(app, ["classificacao", TORNEIO, "--csv", "--json"])
    assert r.exit_code == 2


def test_esclarecimentos_da_comissao_pela_linha_de_comando(tmp_path: Path) -> None:
    arquivo = tmp_path / "esclarecimentos.yaml"
    arquivo.write_text("comissao: Comissão Organizadora\ndata: 2026-11-20\nleituras: {pares-da-testa: trio-do-mao}\n",
                       encoding="utf-8")
    d = _json("partida", PARTIDA, "--leituras", str(arquivo))
    [leitura] = [o for o in d["observacoes"] if o.get("leitura") == "pares-da-testa"]
    assert leitura["opcao"] == "trio-do-mao" and leitura["esclarecimento"] is True
    assert "Comissão Organizadora, 2026-11-20" in leitura["texto"]
    arquivo.write_text("leituras: {pares-da-tesra: trio-do-mao}\n", encoding="utf-8")
    r = runner.invoke(app, ["partida", PARTIDA, "--leituras", str(arquivo)])
    assert r.exit_code == 2 and "esclarecimentos.yaml:1:12: leituras: leitura desconhecida 'pares-da-tesra'" in r.stderr


@pytest.mark.parametrize("comando", ["partida", "jogo", "classificacao", "sumula"])
def test_entrada_invalida_sai_com_2_localizada_e_sem_traceback(comando: str, tmp_path: Path) -> None:
    ruim = tmp_path / "ruim.yaml"
    ruim.write_text("versao: 2\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\nchave_nova: 1\n", encoding="utf-8")
    r = runner.invoke(app, [comando, str(ruim)])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert f"{ruim}:3:1:" in r.stderr and "chave desconhecida 'chave_nova'" in r.stderr
    r = runner.invoke(app, [comando, str(tmp_path / "nada.yaml")])
    assert r.exit_code == 2 and "arquivo não encontrado" in r.stderr


def test_sumula_grava_sem_sobrescrever(tmp_path: Path) -> None:
    destino = tmp_path / "sumula.html"
    assert runner.invoke(app, ["sumula", JOGO, "-o", str(destino)]).exit_code == 0
    pagina = destino.read_text(encoding="utf-8")
    assert "Capataz de Os Tauras" in pagina and "Seu Amâncio" in pagina and "Art. 4" in pagina
    destino.write_text("assinada", encoding="utf-8")
    r = runner.invoke(app, ["sumula", JOGO, "-o", str(destino)])
    assert r.exit_code == 2 and destino.read_text(encoding="utf-8") == "assinada"
    assert runner.invoke(app, ["sumula", JOGO, "-o", str(destino), "--forcar"]).exit_code == 0
    assert destino.read_text(encoding="utf-8") == pagina
    assert [p.name for p in tmp_path.iterdir()] == ["sumula.html"]  # no temporary file left behind
    assert runner.invoke(app, ["sumula", JOGO]).stdout == pagina


@pytest.mark.parametrize(("tipo", "comando"), [("partida", "partida"), ("jogo", "jogo"), ("torneio", "classificacao")])
def test_novo_e_esquema_por_tipo(tipo: str, comando: str, tmp_path: Path) -> None:
    modelo = tmp_path / f"{tipo}.yaml"
    r = runner.invoke(app, ["novo", "--tipo", tipo, "-o", str(modelo)])
    assert r.exit_code == 0 and f"arbitro {comando} {modelo}" in r.stderr
    assert runner.invoke(app, [comando, str(modelo)]).exit_code == 0  # the template rules as it is
    assert runner.invoke(app, ["novo", "--tipo", tipo, "-o", str(modelo)]).exit_code == 2
    esquema = json.loads(runner.invoke(app, ["esquema", "--tipo", tipo]).stdout)
    assert esquema["$schema"].startswith("http://json-schema.org/draft-07") and "v2" in esquema["title"]
    assert runner.invoke(app, ["esquema", "--tipo", "rodada"]).exit_code == 2


def _comandos_do_readme() -> list[list[str]]:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    blocos = [b.split("```", 1)[0] for b in readme.split("```sh\n")[1:]]
    return [linha.split()[1:] for b in blocos for linha in b.splitlines()
            if linha.split()[:2] in (["arbitro", c] for c in ("partida", "jogo", "classificacao", "sumula"))]


@pytest.mark.parametrize("args", _comandos_do_readme(), ids=lambda a: a[0])
def test_readme_mostra_cada_comando_num_exemplo_que_roda(args: list[str], tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    args = [str(tmp_path / a) if a.endswith(".html") else a for a in args]
    r = runner.invoke(app, args)
    assert r.exit_code == 0, r.output


def test_readme_tem_os_quatro_comandos() -> None:
    assert {a[0] for a in _comandos_do_readme()} == {"partida", "jogo", "classificacao", "sumula"}


def test_s_b_jogo_sem_vencedor_no_registro_cita_o_artigo_como_a_sumula(tmp_path: Path) -> None:
    """A jogo recorded up to one partida won by each side (A 1 × 1 B): S, b ("o maior número de partidas ganhas")
    decides no one yet. `arbitro jogo` and the standings say it in the súmula's words, with its article — not "o
    jogo não terminou" without one (nor S, h: nothing says the time ran out)."""
    arquivo = tmp_path / "jogo.yaml"
    arquivo.write_text("versao: 2\ntrios: {Pampa: [a1, a2, a3], Coxilha: [b1, b2, b3]}\n"
                       "partidas: [{Pampa: 24, Coxilha: 10}, {Pampa: 12, Coxilha: 24}]\n", encoding="utf-8")
    frase = "Sem vencedor no registro — Pampa 1 × 1 Coxilha em partidas; o registro acaba antes de o jogo se decidir"
    humano = runner.invoke(app, ["jogo", str(arquivo)], terminal_width=200)
    assert humano.exit_code == 0 and f"{frase} [S, b]" in humano.stdout
    assert "não terminou" not in humano.stdout
    torneio = tmp_path / "torneio.yaml"
    torneio.write_text("versao: 2\njogos: [{arquivo: jogo.yaml}]\n", encoding="utf-8")
    d = _json("classificacao", str(torneio))
    [obs] = [o for o in d["observacoes"] if "fica fora da classificação" in o["texto"]]
    assert frase[0].lower() + frase[1:] in obs["texto"] and obs["artigos"] == ["S, b"]
    sumula = tmp_path / "s.html"
    assert runner.invoke(app, ["sumula", str(arquivo), "-o", str(sumula)]).exit_code == 0
    assert frase in sumula.read_text(encoding="utf-8")
