"""A v3 tournament of another rule system (contract v3 §13 "for every rule system", §12 for its jogos): the jogo
files of duplas, the Commission's decision, and §13's invalid input — exit 2, every problem with
``arquivo:linha:coluna`` — each worked out from the contract's text."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()
runner = CliRunner()

CABECALHO = """versao: 3
regulamento: paulista
torneio: Copa de Teste
sorteio: [Mooca, Brás, Lapa, Penha]
mesas: 2
inscritos:
  Mooca: {capataz: Tonhão, jogadores: [Tonhão, Zé Carlos], reservas: [Dito]}
  Brás: {capataz: Nenê, jogadores: [Nenê, Juvenal]}
  Lapa: {jogadores: [Cidinha, Marlene]}
  Penha: {jogadores: [Valdir, Baiano]}
fases:
  - {nome: mata-mata, tipo: eliminatoria, terceiro_lugar: true}
jogos:
"""
JOGO = """versao: 3
regulamento: paulista
mesa_numero: 1
duplas: {Mooca: [Tonhão, Dito], Penha: [Valdir, Baiano]}
partidas: [{Mooca: 12, Penha: 4}, {Mooca: 12, Penha: 11}]
"""


def _rodar(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args))
    return r.exit_code, r.output


def test_contrato_v3_13_jogo_de_duplas_em_arquivo_com_reserva_inscrita(tmp_path: Path) -> None:
    """Semeadura padrão de quatro, pela ordem do sorteio: 1 × 4 (Mooca × Penha) e 2 × 3 (Brás × Lapa). O jogo da
    mesa 1 num arquivo do §12, a Mooca com o reserva Dito (inscrito por ela): 2 × 0."""
    (tmp_path / "jogos").mkdir()
    (tmp_path / "jogos" / "m1.yaml").write_text(JOGO, encoding="utf-8")
    torneio = tmp_path / "t.yaml"
    torneio.write_text(CABECALHO + "  - {arquivo: jogos/m1.yaml, fase: mata-mata, rodada: 1, mesa: 1}\n"
                       "  - {lados: [Brás, Lapa], partidas: [{Brás: 9, Lapa: 12}, {Brás: 10, Lapa: 12}], "
                       "fase: mata-mata, rodada: 1, mesa: 2}\n", encoding="utf-8")
    codigo, saida = _rodar("torneio", "rodada", str(torneio), "--json")
    assert codigo == 0, saida
    r = json.loads(saida)
    # the final between the winners, the third-place jogo between the losers (§13 terceiro_lugar)
    assert [j["lados"] for j in r["jogos"]] == [["Mooca", "Lapa"], ["Penha", "Brás"]]
    assert r["jogos"][1]["terceiro_lugar"] is True and r["artigos"] == ["Paulista, classificacao"]
    codigo, saida = _rodar("torneio", "chave", str(torneio), "--json")
    assert json.loads(saida)["rodadas"][0]["jogos"][0]["placar"] == {"Mooca": 2, "Penha": 0}


def test_contrato_v3_13_decisao_da_comissao_num_jogo_de_duplas(tmp_path: Path) -> None:
    """A jogo left at 1 × 1 in partidas, decided by the Commission: the decision fixes the winner; another
    system's seed has no Commission, so it cites the system's own section."""
    torneio = tmp_path / "t.yaml"
    torneio.write_text(CABECALHO + "  - {lados: [Mooca, Penha], partidas: [{Mooca: 12, Penha: 4}, "
                       "{Mooca: 3, Penha: 12}], fase: mata-mata, rodada: 1, "
                       "decisao: {vencedor: Penha, motivo: \"tempo esgotado\"}}\n", encoding="utf-8")
    codigo, saida = _rodar("classificacao", str(torneio), "--json")
    assert codigo == 0, saida
    c = json.loads(saida)
    assert c["jogos"][0]["vencedor"] == "Penha" and c["jogos"][0]["duplas"] == ["Mooca", "Penha"]
    decisao = next(o for o in c["observacoes"] if "decisão da Comissão" in o["texto"])
    assert decisao["artigos"] == ["Paulista, classificacao"] and "vence Penha" in decisao["texto"]


def _invalido(tmp_path: Path, jogos: str, *trecho: str) -> None:
    torneio = tmp_path / "t.yaml"
    torneio.write_text(CABECALHO + jogos, encoding="utf-8")
    codigo, saida = _rodar("torneio", "rodada", str(torneio))
    assert codigo == 2, saida
    assert "Traceback" not in saida
    for t in trecho:
        assert t in saida, saida


def test_contrato_v3_13_dupla_nao_inscrita_e_localizada(tmp_path: Path) -> None:
    _invalido(tmp_path, "  - {lados: [Mooca, Tatuapé], partidas: [{Mooca: 12, Tatuapé: 0}, {Mooca: 12, Tatuapé: 0}],"
                        " fase: mata-mata, rodada: 1}\n", "t.yaml:14:", "'Tatuapé' não está inscrito")


def test_contrato_v3_13_jogador_nao_inscrito_pela_dupla(tmp_path: Path) -> None:
    (tmp_path / "m1.yaml").write_text(JOGO.replace("Dito", "Zeca"), encoding="utf-8")
    _invalido(tmp_path, "  - {arquivo: m1.yaml, fase: mata-mata, rodada: 1, mesa: 1}\n", "t.yaml:14:",
              "'Zeca' joga por Mooca sem estar inscrito nela")


def test_contrato_v3_13_mesa_alem_das_mesas_e_mesa_numero_que_discorda(tmp_path: Path) -> None:
    (tmp_path / "m1.yaml").write_text(JOGO, encoding="utf-8")
    _invalido(tmp_path, "  - {arquivo: m1.yaml, fase: mata-mata, rodada: 1, mesa: 2}\n"
                        "  - {lados: [Brás, Lapa], partidas: [{Brás: 12, Lapa: 0}, {Brás: 12, Lapa: 0}], "
                        "fase: mata-mata, rodada: 1, mesa: 3}\n",
              "mesa: 2 no torneio, mesa_numero: 1", "t.yaml:15:")


def test_contrato_v3_13_a_mesma_dupla_em_dois_jogos_da_rodada(tmp_path: Path) -> None:
    _invalido(tmp_path, "  - {lados: [Mooca, Penha], partidas: [{Mooca: 12, Penha: 0}, {Mooca: 12, Penha: 0}], "
                        "fase: mata-mata, rodada: 1}\n"
                        "  - {lados: [Mooca, Penha], partidas: [{Mooca: 12, Penha: 0}, {Mooca: 12, Penha: 0}], "
                        "fase: mata-mata, rodada: 1}\n", "t.yaml:15:", "registrado duas vezes")


def test_contrato_v3_13_arquivo_fora_da_pasta_do_torneio(tmp_path: Path) -> None:
    (tmp_path / "m1.yaml").write_text(JOGO, encoding="utf-8")
    pasta = tmp_path / "torneio"
    pasta.mkdir()
    torneio = pasta / "t.yaml"
    torneio.write_text(CABECALHO + "  - {arquivo: ../m1.yaml, fase: mata-mata, rodada: 1, mesa: 1}\n",
                       encoding="utf-8")
    codigo, saida = _rodar("classificacao", str(torneio))
    assert codigo == 2 and "sai da pasta do torneio" in saida and "t.yaml:14:" in saida


def test_contrato_v3_13_tres_jogadores_numa_dupla(tmp_path: Path) -> None:
    torneio = tmp_path / "t.yaml"
    torneio.write_text(CABECALHO.replace("[Cidinha, Marlene]", "[Cidinha, Marlene, Ivone]"), encoding="utf-8")
    codigo, saida = _rodar("torneio", "rodada", str(torneio))
    assert codigo == 2 and "Lapa: 3 jogadores; no paulista um lado joga com 2" in saida and "t.yaml:9:" in saida
