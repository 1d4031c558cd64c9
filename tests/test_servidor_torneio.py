"""`arbitro servidor` over the tournament v3 (contract v3 §13–§14, issue 25): the rounds the server opens are the
ones `arbitro torneio rodada --abrir` gives on its export, the jogos beyond the tables wait and take the first table
freed, and the export resolves offline, with the CLI, to the standings the server shows — on the bundled 16-trio
rodeio, both backends."""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from servidor import RAIZ, Mesa, abrir, url_do_banco

RODEIO = RAIZ / "exemplos" / "torneio" / "rodeio-16-trios.yaml"


def _rodeio_do_comeco() -> str:
    """The bundled rodeio before its first round: the same registration, draw, tables and phases, no round opened
    and no jogo recorded (``rodadas:`` and ``jogos:`` are its last keys)."""
    texto = RODEIO.read_text(encoding="utf-8")
    return texto[:texto.index("\nrodadas:")] + "\n"


@pytest.fixture(params=["sqlite", "postgresql"])
def rodeio(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Mesa]:
    yield from abrir(url_do_banco(request.param, tmp_path), _rodeio_do_comeco())


def _arbitro_texto(*args: str, cwd: Path) -> str:
    r = subprocess.run([sys.executable, "-m", "arbitro", *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _arbitro(*args: str, cwd: Path) -> Any:
    return json.loads(_arbitro_texto(*args, cwd=cwd))


def _exportar(m: Mesa, destino: Path) -> Path:
    r = m.cliente.get("/api/v1/exportar", headers=m.membro)
    assert r.status_code == 200
    destino.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=BytesIO(r.content), mode="r:gz") as tar:
        tar.extractall(destino, filter="data")
    return destino


def _sem_servidor(rodada: dict[str, Any]) -> dict[str, Any]:
    """GET /rodadas/atual without what only the server adds (each jogo's ``id`` and ``estado``)."""
    saida = dict(rodada)
    for chave in ("jogos", "aguardando"):
        saida[chave] = [{k: v for k, v in j.items() if k not in ("id", "estado")} for j in rodada[chave]]
    return saida


def _tokens(m: Mesa, fase: str, rodada: int) -> dict[int, str]:
    cred = m.cliente.get(f"/api/v1/rodadas/{fase}/{rodada}/credenciais", headers=m.membro).json()
    return {c["id"]: c["token"] for c in cred}


def _jogar(m: Mesa, jogo: int, token: str) -> None:
    """The table sends the result (the first side 24 × 10 twice) and both capatazes confirm with their PINs."""
    lados = m.cliente.get(f"/api/v1/jogos/{jogo}").json()["lados"]
    r = m.cliente.post(f"/api/v1/jogos/{jogo}/resultado", headers={"Authorization": f"Bearer {token}"},
                       json={"partidas": [{lados[0]: 24, lados[1]: 10}] * 2})
    assert r.status_code == 200, r.text
    for lado in lados:
        r = m.cliente.post(f"/api/v1/jogos/{jogo}/confirmacoes", json={"lado": lado, "pin": m.pin(lado)})
        assert r.status_code == 200, r.text
    assert m.cliente.get(f"/api/v1/jogos/{jogo}").json()["estado"] == "confirmado"


def _jogar_a_rodada(m: Mesa) -> None:
    atual = m.cliente.get("/api/v1/rodadas/atual").json()
    ids = [j["id"] for j in atual["jogos"] + atual["aguardando"]]
    for jogo in ids:
        _jogar(m, jogo, _tokens(m, atual["fase"], atual["rodada"])[jogo])


def test_contrato_v3_13_rodada_aberta_pelo_servidor_e_a_da_cli(rodeio: Mesa, tmp_path: Path) -> None:
    """§13: 16 trios in 4 groups of 4 play 8 jogos a round; with mesas: 6, tables 1…6 and two jogos waiting
    (``mesa: null``). The server's round is `arbitro torneio rodada --json` of the file as it was, and GET
    /rodadas/atual is the same command on the export, plus each jogo's id and estado."""
    m = rodeio
    assert (m.rodada["fase"], m.rodada["rodada"]) == ("grupos", 1)
    assert [j["mesa"] for j in m.rodada["jogos"]] == [1, 2, 3, 4, 5, 6] and len(m.rodada["aguardando"]) == 2
    lados = [x for j in m.rodada["jogos"] + m.rodada["aguardando"] for x in j["lados"]]
    assert len(set(lados)) == 16
    (tmp_path / "antes.yaml").write_text(_rodeio_do_comeco(), encoding="utf-8")
    antes = _arbitro("torneio", "rodada", "antes.yaml", "--json", cwd=tmp_path)
    assert [j["lados"] for j in antes["jogos"] + antes["aguardando"]] == \
        [j["lados"] for j in m.rodada["jogos"] + m.rodada["aguardando"]]
    atual = m.cliente.get("/api/v1/rodadas/atual").json()
    assert all(j["estado"] == "aguardando" and isinstance(j["id"], int) for j in atual["jogos"] + atual["aguardando"])
    pasta = _exportar(m, tmp_path / "exportado")
    cli = _arbitro("torneio", "rodada", "torneio.yaml", "--json", cwd=pasta)
    assert cli["aberta"] is True and _sem_servidor(atual) == cli


def test_contrato_v3_13_jogo_aguardando_vai_a_primeira_mesa_livre_com_o_token_dela(rodeio: Mesa) -> None:
    """§13 ``aguardando``: the jogo waits for a table; once table 3's jogo is confirmed, the first waiting jogo
    takes table 3 — and its QR: the table's token now opens it."""
    m = rodeio
    mesa3 = next(j for j in m.rodada["jogos"] if j["mesa"] == 3)
    espera = m.rodada["aguardando"][0]["id"]
    assert m.cliente.get(f"/api/v1/jogos/{espera}").json()["mesa"] is None
    _jogar(m, mesa3["id"], mesa3["token"])
    assert m.cliente.get(f"/api/v1/jogos/{espera}").json()["mesa"] == 3
    assert _tokens(m, "grupos", 1)[espera] == mesa3["token"]
    assert m.servico.jogo_da_mesa(mesa3["token"]) == espera
    segundo = m.rodada["aguardando"][1]["id"]
    assert m.cliente.get(f"/api/v1/jogos/{segundo}").json()["mesa"] is None  # no other table is free yet
    r = m.cliente.post("/api/v1/rodadas", headers=m.membro)
    assert r.status_code == 409 and "a rodada 1 da fase grupos já está aberta" in r.json()["erro"]


def test_contrato_v3_14_exportacao_v3_resolvida_pela_cli_depois_dos_grupos(rodeio: Mesa, tmp_path: Path) -> None:
    """Three rounds of groups played through the server (24 jogos, each won by its first side 24 × 10 twice): the
    export is a v3 tournament — inscritos, fases, the rounds as opened, each jogo with arquivo: — that
    `arbitro classificacao` resolves offline to the standings the server shows; the next round is the
    eliminatoria of 8 (2 per group, §13) on tables 1…4, nobody waiting."""
    m = rodeio
    for n in (1, 2, 3):
        atual = m.cliente.get("/api/v1/rodadas/atual").json()
        assert (atual["fase"], atual["rodada"]) == ("grupos", n)
        _jogar_a_rodada(m)
        if n < 3:
            assert m.cliente.post("/api/v1/rodadas", headers=m.membro).status_code == 201
    pasta = _exportar(m, tmp_path / "exportado")
    torneio = (pasta / "torneio.yaml").read_text(encoding="utf-8")
    assert "versao: 3" in torneio and "inscritos:" in torneio and "fases:" in torneio
    assert torneio.count("{fase: \"grupos\", rodada: ") == 3 and torneio.count("{arquivo: \"jogos/") == 24
    grupos = m.cliente.get("/api/v1/classificacao?fase=grupos").json()
    assert grupos == _arbitro("classificacao", "torneio.yaml", "--json", "--fase", "grupos", cwd=pasta)
    assert m.cliente.get("/api/v1/classificacao").json() == _arbitro("classificacao", "torneio.yaml", "--json",
                                                                     cwd=pasta)
    # 24 jogos, one winner each; every partida 24 × 10: 48 partidas won, 24 lost by 14 each side of the ledger
    linhas = [x for g in grupos["grupos"] for x in g["classificacao"]] if "grupos" in grupos else \
        grupos["classificacao"]
    assert sum(x["vitorias"] for x in linhas) == 24 and sum(x["saldo"] for x in linhas) == 0
    r = m.cliente.post("/api/v1/rodadas", headers=m.membro)
    assert r.status_code == 201, r.text
    eliminatoria = r.json()
    assert (eliminatoria["fase"], eliminatoria["rodada"]) == ("eliminatoria", 1)
    assert [j["mesa"] for j in eliminatoria["jogos"]] == [1, 2, 3, 4] and eliminatoria["aguardando"] == []


# --- every rule system: a paulista jogo recorded event by event (contract v3 §12, §14) ------------------------------

PAULISTA = RAIZ / "exemplos" / "servidor" / "paulista.yaml"


def _torneio_de_duplas() -> bool:
    """Whether the tournament loader reads a v3 tournament of duplas (the tournament v3 for every system, issue 24's
    branch for duplas); the server calls that loader and nothing else."""
    from arbitro.cenario.yamlpos import CenarioInvalido
    from arbitro.servidor.inscricao import ler

    try:
        ler(PAULISTA)
    except CenarioInvalido:
        return False
    return True


@pytest.fixture(params=["sqlite", "postgresql"])
def paulista(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Mesa]:
    if not _torneio_de_duplas():
        pytest.skip("o carregador do torneio ainda não lê um torneio v3 de duplas (chega com o torneio v3 de duplas)")
    yield from abrir(url_do_banco(request.param, tmp_path), PAULISTA.read_text(encoding="utf-8"))


def _ev(m: Mesa, jogo: int, token: str, partida: int, evento: dict[str, Any], n: int) -> dict[str, Any]:
    r = m.cliente.post(f"/api/v1/jogos/{jogo}/eventos", headers={"Authorization": f"Bearer {token}"},
                       json={"id": f"{partida:02d}{n:030x}", "partida": partida, "volta": 1, "evento": evento})
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_contrato_v3_12_jogo_paulista_registrado_evento_a_evento_e_confirmado(paulista: Mesa, tmp_path: Path) -> None:
    """Mooca × Tatuapé (the draw's first and last, table 1). Seats alternate, Tonhão the first mão (§14). Each
    partida is joined at 9 × 0 (``placar_inicial``); the mão's first event is its vira, 5 of espadas, so the 6s are
    the manilhas and the 6 of paus the zap (Paulista, manilhas); Tonhão calls truco, Xande accepts (3 tentos,
    Paulista, pontos); the zap takes the first vaza and Mooca the next (``vaza: Mooca``): 9 + 3 = 12, the partida
    (Paulista, partida). Twice: Mooca wins the melhor de três 2 × 0; both capatazes confirm. Runs once the
    tournament loader reads a v3 tournament of duplas (skipped before, saying so)."""
    m = paulista
    i = _jogar_paulista(m)
    api = m.cliente.get(f"/api/v1/jogos/{i}").json()
    assert api["estado"] == "confirmado"
    pasta = _exportar(m, tmp_path / "exportado")
    assert "duplas:" in (pasta / "jogos" / f"{i}.yaml").read_text(encoding="utf-8")
    cli = _arbitro("jogo", f"jogos/{i}.yaml", "--json", cwd=pasta)
    assert {k: api[k] for k in cli} == cli
    assert m.cliente.get("/api/v1/classificacao").json() == _arbitro("classificacao", "torneio.yaml", "--json",
                                                                     cwd=pasta)


def _jogar_paulista(m: Mesa) -> int:
    """Table 1's jogo of the paulista example recorded and confirmed (the test above says how); its id."""
    jogo = m.rodada["jogos"][0]
    assert (jogo["mesa"], jogo["lados"]) == (1, ["Mooca", "Tatuapé"])
    i, tok = jogo["id"], jogo["token"]
    mao: list[dict[str, Any]] = [{"vira": "5E"}, {"Tonhão": "truco"}, {"Xande": "quero"},
           {"Tonhão": {"joga": "6P"}}, {"Xande": {"joga": "3C"}}, {"Zé Carlos": {"joga": "4O"}},
           {"Bidu": {"joga": "AE"}}, {"vaza": "Mooca"}]
    for partida in (1, 2):
        r = m.cliente.post(f"/api/v1/jogos/{i}/partidas", headers={"Authorization": f"Bearer {tok}"},
                           json={"partida": partida, "placar_inicial": {"Mooca": 9, "Tatuapé": 0}})
        assert r.status_code == 200, r.text
        _ev(m, i, tok, partida, mao[0], 0)
        if partida == 1:  # Sistema.pode of the paulista: the mão may call truco; nobody accepts what nobody called
            pode = m.cliente.get(f"/api/v1/jogos/{i}/pode").json()
            assert {"jogador": "Tonhão", "fala": "truco", "artigos": []} in pode
            assert not any(p["fala"] == "quero" for p in pode)
        for n, evento in enumerate(mao[1:], 1):
            resposta = _ev(m, i, tok, partida, evento, n)
        assert resposta["partida_em_curso"]["placar_final"] == {"Mooca": 12, "Tatuapé": 0}
        assert resposta["partida_em_curso"]["vencedor"] == "Mooca"
    estado = m.cliente.get(f"/api/v1/jogos/{i}").json()
    assert estado["vencedor"] == "Mooca" and estado["estado"] == "a-confirmar"
    for lado in ("Mooca", "Tatuapé"):
        assert m.cliente.post(f"/api/v1/jogos/{i}/confirmacoes",
                              json={"lado": lado, "pin": m.pin(lado)}).status_code == 200
    return int(i)


def test_art_4_sumula_do_jogo_de_duplas_no_servidor(paulista: Mesa, tmp_path: Path) -> None:
    """GET /jogos/{id}/sumula of a jogo of duplas is `arbitro sumula` over its exported file (Art. 4, contract v3
    §12): Mooca × Tatuapé, two partidas of 12 × 0 each (the test above), so Mooca 24 tentos, Tatuapé 0, Mooca wins
    2 × 0; each capataz's signature box names Tonhão and Xande; the page prints (one A4 sheet, its own script)."""
    m = paulista
    i = _jogar_paulista(m)
    r = m.cliente.get(f"/jogos/{i}/sumula")
    assert r.status_code == 200, r.text
    pagina = r.text
    assert "Vencedor: Mooca" in pagina
    assert '<td class="n"><b>24</b></td><td class="n"><b>0</b></td>' in pagina  # 12 + 12 × 0 + 0
    assert "partidas ganhas: Mooca 2, Tatuapé 0" in pagina
    assert "Capataz de Mooca<br>Tonhão" in pagina and "Capataz de Tatuapé<br>Xande" in pagina
    pasta = _exportar(m, tmp_path / "exportado")
    assert pagina == _arbitro_texto("sumula", f"jogos/{i}.yaml", cwd=pasta)


def test_contrato_v3_13_rodeio_do_exemplo_ate_o_fim(tmp_path: Path) -> None:
    """`arbitro servidor exemplos/torneio/rodeio-16-trios.yaml` as the README starts it: the file has the groups and
    the semifinals played (Timbaúva beat Campo Bom, Capão da Canoa beat Sepé Tiaraju), so the round to open is the
    final, Timbaúva × Capão da Canoa, and the third place, Campo Bom × Sepé Tiaraju (§13 ``terceiro_lugar``), on
    tables 1 and 2. Both played (the first side wins): Timbaúva 1st, Capão da Canoa 2nd, Campo Bom 3rd, Sepé
    Tiaraju 4th; the export gives the CLI the same standings; no round is left to open; the pages still answer."""
    m = next(abrir(f"sqlite:///{tmp_path / 't.db'}", RODEIO.read_text(encoding="utf-8")))
    assert (m.rodada["fase"], m.rodada["rodada"]) == ("eliminatoria", 3)
    assert [(j["mesa"], j["lados"], j.get("terceiro_lugar", False)) for j in m.rodada["jogos"]] == \
        [(1, ["Timbaúva", "Capão da Canoa"], False), (2, ["Campo Bom", "Sepé Tiaraju"], True)]
    for j in m.rodada["jogos"]:
        _jogar(m, j["id"], j["token"])
    final = m.cliente.get("/api/v1/classificacao").json()
    assert [x["trio"] for x in final["classificacao"][:4]] == ["Timbaúva", "Capão da Canoa", "Campo Bom",
                                                                 "Sepé Tiaraju"]
    assert final == _arbitro("classificacao", "torneio.yaml", "--json", cwd=_exportar(m, tmp_path / "exportado"))
    r = m.cliente.post("/api/v1/rodadas", headers=m.membro)
    assert r.status_code == 409 and "o torneio terminou" in r.json()["erro"]
    assert m.cliente.get("/api/v1/rodadas/atual").json()["fim"] is True
    assert m.cliente.get("/").status_code == 200


def test_contrato_v3_14_paginas_entre_uma_rodada_e_a_seguinte(rodeio: Mesa) -> None:
    """Once round 1 is all confirmed, GET /rodadas/atual is `arbitro torneio rodada`'s next round (not opened:
    ``aberta: false``, its jogos without id); the public page still answers."""
    _jogar_a_rodada(rodeio)
    atual = rodeio.cliente.get("/api/v1/rodadas/atual").json()
    assert (atual["rodada"], atual["aberta"]) == (2, False) and not any("id" in j for j in atual["jogos"])
    assert rodeio.cliente.get("/").status_code == 200
