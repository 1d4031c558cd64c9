"""The two tournaments of issue 24's "Done when", run from the CLI alone, round by round (contract v3 §13):

- a 46-trio MTG rodeio: Swiss, 3 rounds, then a knockout of 8 with a third-place jogo;
- a 60-dupla paulista campeonato: 15 groups of 4 (``classificados_por_grupo: 1`` and ``melhores_demais: 1``: the
  15 group winners and the best 2nd, 16 sides), then a knockout of 16 with a third-place jogo.

Each round is opened with ``arbitro torneio rodada --abrir``, its results written into the file, and the next round
asked for, to the end. The results are generated, not played: in every jogo the side first in sorteio order wins
two partidas (MTG 24 × f, paulista 12 × 6, see each test). Pairings of the first rounds are worked out by hand from
§13 below; after them the invariants (no rematch in a phase of pairs, every side once per round, tables ≤ mesas),
and the final standings' places 1–8 from the knockout's rules. A copy of the folder gives the same answers.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app

registrar_todos()
runner = CliRunner()


def _cli(*args: str) -> dict[str, Any]:
    r = runner.invoke(app, [*args, "--json"])
    assert r.exit_code == 0, r.output
    saida: dict[str, Any] = json.loads(r.stdout)
    return saida


def _abrir(arquivo: Path, inicio: str) -> dict[str, Any]:
    return _cli("torneio", "rodada", str(arquivo), "--abrir", "--inicio", inicio)


def _registrar(arquivo: Path, rodada: dict[str, Any], placar: Any, mesas: int) -> None:
    """Write every jogo of the round into ``jogos:`` (the file ends with it): the tables as given; a waiting jogo
    takes a table as one is freed (a table holds several jogos of a round, one after another)."""
    todos = [*rodada["jogos"], *rodada["aguardando"]]
    linhas = []
    for k, j in enumerate(todos):
        x, y = j["lados"]
        mesa = j.get("mesa") or (k % mesas) + 1
        partidas = json.dumps(placar(x, y), ensure_ascii=False)
        linhas.append(f"  - {{fase: {json.dumps(rodada['fase'])}, rodada: {rodada['rodada']}, mesa: {mesa}, "
                      f"lados: {json.dumps([x, y], ensure_ascii=False)}, partidas: {partidas}}}\n")
    with arquivo.open("a", encoding="utf-8") as f:
        f.writelines(linhas)


def _invariantes(rodada: dict[str, Any], mesas: int, jogados: set[frozenset[str]], revanche_vale: bool) -> None:
    lados = [x for j in [*rodada["jogos"], *rodada["aguardando"]] for x in j["lados"]]
    assert len(lados) == len(set(lados)), "um lado duas vezes na rodada"
    assert not set(lados) & set(rodada["folga"])
    assert len(rodada["jogos"]) <= mesas
    assert [j["mesa"] for j in rodada["jogos"]] == list(range(1, len(rodada["jogos"]) + 1))
    if not revanche_vale:
        for j in rodada["jogos"] + rodada["aguardando"]:
            assert frozenset(j["lados"]) not in jogados, f"revanche: {j['lados']}"


def _pares(rodada: dict[str, Any]) -> list[tuple[str, str]]:
    return [(j["lados"][0], j["lados"][1]) for j in [*rodada["jogos"], *rodada["aguardando"]]]


def _jogar(arquivo: Path, placar: Any, mesas: int) -> list[dict[str, Any]]:
    """Every round to the end: opened, checked, recorded. Returns the rounds as opened."""
    rodadas: list[dict[str, Any]] = []
    jogados: dict[str, set[frozenset[str]]] = {}
    while True:
        if _cli("torneio", "rodada", str(arquivo)).get("fim"):
            return rodadas
        r = _abrir(arquivo, f"2026-12-06T{8 + len(rodadas) % 12:02d}:00")
        assert r["aberta"] is False  # the answer that was opened: the round as paired, tables 1…mesas
        assert _cli("torneio", "rodada", str(arquivo))["aberta"] is True
        ja = jogados.setdefault(r["fase"], set())
        _invariantes(r, mesas, ja, revanche_vale=False)
        ja.update(frozenset(p) for p in _pares(r))
        rodadas.append(r)
        _registrar(arquivo, r, placar, mesas)
        assert len(rodadas) < 50


def _copia_da_mesma_resposta(pasta: Path, arquivo: Path, tmp: Path) -> None:
    """§13: each command a pure function of the file — a copy of the folder elsewhere answers the same."""
    outra = tmp / "outra-maquina" / "copia"
    shutil.copytree(pasta, outra)
    copia = outra / arquivo.name
    for args in (("classificacao",), ("torneio", "chave"), ("torneio", "rodada")):
        assert _cli(*args, str(arquivo)) == _cli(*args, str(copia))


def _lugares_da_eliminatoria(semeados: list[str], vence: Any) -> list[str]:
    """Places 1–8 of a knockout of 8 or 16 worked out from §13: standard seeding (1 × N, …, seeds 1 and 2 only in
    the final), the winner of each jogo by ``vence``, the third-place jogo between the semifinal losers, then by
    the round each side fell in (later first), ties there by the previous phase's standings (the seeding)."""
    n = len(semeados)
    ordem = {8: [1, 8, 4, 5, 2, 7, 3, 6], 16: [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]}[n]
    lugares = [semeados[s - 1] for s in ordem]
    caiu: dict[str, int] = {}
    rodada = 0
    semifinal_perdedores: list[str] = []
    while len(lugares) > 1:
        rodada += 1
        proximos = []
        for i in range(0, len(lugares), 2):
            a, b = lugares[i], lugares[i + 1]
            v = vence(a, b)
            perdedor = b if v == a else a
            caiu[perdedor] = rodada
            proximos.append(v)
        if len(lugares) == 4:
            semifinal_perdedores = [x for x in lugares if x not in proximos]
        lugares = proximos
    campeao = lugares[0]
    vice = next(x for x, r in caiu.items() if r == rodada)
    t = vence(*semifinal_perdedores)
    quarto = next(x for x in semifinal_perdedores if x != t)
    resto = [x for x in semeados if x not in (campeao, vice, t, quarto)]
    resto.sort(key=lambda x: (-caiu[x], semeados.index(x)))
    return [campeao, vice, t, quarto, *resto][:8]


# --- (a) the 46-trio MTG rodeio -------------------------------------------------------------------------------

TRIOS = [f"Trio {i:02d}" for i in range(1, 47)]
SEMENTE = 2026


def _ordem_do_sorteio(nomes: list[str], semente: int) -> list[str]:
    """§13 "Sorteio order" without ``sorteio:``: the names in Python's default string order, then
    ``random.Random(semente).shuffle`` of that list."""
    ordem = sorted(nomes)
    random.Random(semente).shuffle(ordem)
    return ordem


def _rodeio(pasta: Path) -> Path:
    inscritos = "\n".join(f"  {t}: {{capataz: C{t[-2:]}, jogadores: [A{t[-2:]}, B{t[-2:]}, C{t[-2:]}]}}"
                          for t in TRIOS)
    arquivo = pasta / "rodeio.yaml"
    arquivo.write_text(
        "versao: 3\nregulamento: mtg-truco-cego\ntorneio: Rodeio de 46 trios\ndata: 2026-12-05\n"
        f"semente: {SEMENTE}\nmesas: 12\ninscritos:\n{inscritos}\nfases:\n"
        "  - {nome: suico, tipo: suico, rodadas: 3, jogo: melhor-de-tres}\n"
        "  - {nome: principal, tipo: eliminatoria, classificados: 8, jogo: melhor-de-tres, terceiro_lugar: true}\n"
        "rodadas:\njogos:\n", encoding="utf-8")
    return arquivo


def test_contrato_v3_13_rodeio_de_46_trios_suico_e_eliminatoria_de_8(tmp_path: Path) -> None:
    pasta = tmp_path / "rodeio"
    pasta.mkdir()
    arquivo = _rodeio(pasta)
    s = _ordem_do_sorteio(TRIOS, SEMENTE)
    indice = {x: i for i, x in enumerate(s)}

    def f(lado: str) -> int:  # the loser's tentos in each partida: distinct in round 1, below 24
        return indice[lado] % 23 + 1

    def placar(x: str, y: str) -> list[dict[str, int]]:  # the first in sorteio order wins 2 partidas (S, g)
        v, p = (x, y) if indice[x] < indice[y] else (y, x)
        return [{v: 24, p: f(p)}, {v: 24, p: f(p)}]

    # Round 1 by hand (§13 suico): sorteio[i] × sorteio[i + n/2], 46 trios: 23 jogos, 12 at tables, 11 waiting.
    r1 = _cli("torneio", "rodada", str(arquivo))
    assert (r1["fase"], r1["rodada"], r1["folga"]) == ("suico", 1, [])
    assert _pares(r1) == [(s[i], s[i + 23]) for i in range(23)]
    assert [j["mesa"] for j in r1["jogos"]] == list(range(1, 13)) and len(r1["aguardando"]) == 11

    rodadas = _jogar(arquivo, placar, 12)
    # Round 2 by hand: after round 1, winner s[i] (beat s[i+23], who made f = i+1 per partida) has saldo
    # 48 − 2(i+1): winners rank s[0] > s[1] > … > s[22] (S, d); loser s[i+23] has 2(i+1) tentos: s[45] > … > s[23]
    # (S, c). Top down: s[0]×s[1], …, s[20]×s[21]; s[22] has met s[45], so s[22]×s[44]; then s[45]×s[43],
    # s[42]×s[41], …, s[24]×s[23].
    r2 = rodadas[1]
    esperado = [(s[2 * k], s[2 * k + 1]) for k in range(11)] + [(s[22], s[44]), (s[45], s[43])]
    esperado += [(s[i], s[i - 1]) for i in range(42, 23, -2)]
    assert (r2["fase"], r2["rodada"]) == ("suico", 2)
    assert _pares(r2) == esperado
    assert [(r["fase"], r["rodada"]) for r in rodadas] == [("suico", 1), ("suico", 2), ("suico", 3),
                                                           ("principal", 1), ("principal", 2), ("principal", 3)]
    # the knockout: the first 8 of the Swiss standings, standard seeding 1×8, 4×5, 2×7, 3×6
    suico = _cli("classificacao", str(arquivo), "--fase", "suico")
    semeados = [x["trio"] for x in suico["classificacao"]][:8]
    assert _pares(rodadas[3]) == [(semeados[a - 1], semeados[b - 1]) for a, b in ((1, 8), (4, 5), (2, 7), (3, 6))]
    final = rodadas[5]
    assert len(final["jogos"]) == 2 and final["jogos"][1].get("terceiro_lugar") is True

    classificacao = _cli("classificacao", str(arquivo))
    lugares = [x["trio"] for x in classificacao["classificacao"]]
    assert len(lugares) == 46 and set(lugares) == set(TRIOS)
    assert lugares[:8] == _lugares_da_eliminatoria(semeados, lambda a, b: a if indice[a] < indice[b] else b)
    assert _cli("torneio", "rodada", str(arquivo))["fim"] is True
    _copia_da_mesma_resposta(pasta, arquivo, tmp_path)


# --- (b) the 60-dupla paulista campeonato ----------------------------------------------------------------------

DUPLAS = [f"Dupla {i:02d}" for i in range(1, 61)]


def _campeonato(pasta: Path, sorteio: list[str]) -> Path:
    inscritos = "\n".join(f"  {d}: {{capataz: A{d[-2:]}, jogadores: [A{d[-2:]}, B{d[-2:]}]}}" for d in DUPLAS)
    arquivo = pasta / "campeonato.yaml"
    arquivo.write_text(
        "versao: 3\nregulamento: paulista\ntorneio: Campeonato Paulista de 60 duplas\ndata: 2026-12-06\n"
        f"sorteio: {json.dumps(sorteio, ensure_ascii=False)}\nmesas: 20\ninscritos:\n{inscritos}\nfases:\n"
        "  - {nome: grupos, tipo: grupos, grupos: 15, classificados_por_grupo: 1, melhores_demais: 1}\n"
        "  - {nome: mata-mata, tipo: eliminatoria, classificados: 16, terceiro_lugar: true}\n"
        "rodadas:\njogos:\n", encoding="utf-8")
    return arquivo


def test_contrato_v3_13_campeonato_paulista_de_60_duplas_grupos_de_4_e_eliminatoria(tmp_path: Path) -> None:
    pasta = tmp_path / "campeonato"
    pasta.mkdir()
    s = list(reversed(DUPLAS))  # the public draw's result (sorteio:), not the registration order
    arquivo = _campeonato(pasta, s)
    indice = {x: i for i, x in enumerate(s)}

    def placar(x: str, y: str) -> list[dict[str, int]]:  # the first in sorteio order wins 12 × 6, 12 × 6
        v, p = (x, y) if indice[x] < indice[y] else (y, x)
        return [{v: 12, p: 6}, {v: 12, p: 6}]

    # Groups by hand (§13 grupos: serpentine 1→15, 15→1, …): group g (0-based) holds s[g], s[29−g], s[30+g],
    # s[59−g]. Circle method over each group's order (places 1–4): round 1 is 1×4, 2×3; round 2 1×3, 4×2; round 3
    # 1×2, 3×4 — rounds in step across groups, group A first; 30 jogos, tables 1–20, 10 waiting.
    grupos = [[s[g], s[29 - g], s[30 + g], s[59 - g]] for g in range(15)]
    circulo = [((0, 3), (1, 2)), ((0, 2), (3, 1)), ((0, 1), (2, 3))]
    rodadas = _jogar(arquivo, placar, 20)
    for r in range(3):
        assert (rodadas[r]["fase"], rodadas[r]["rodada"]) == ("grupos", r + 1)
        assert _pares(rodadas[r]) == [(g[a], g[b]) for g in grupos for a, b in circulo[r]]
        assert len(rodadas[r]["jogos"]) == 20 and len(rodadas[r]["aguardando"]) == 10
        assert [j["grupo"] for j in rodadas[r]["jogos"][:2]] == ["A", "A"]
    # The 16 qualified: each group's winner is its first in sorteio order (3 wins); all 15 tie on S, a–d per jogo
    # played (3 wins, 6 partidas, 72 points, saldo 48), so they are ordered by the sorteio (§13: ties without
    # semente follow sorteio) — s[0]…s[14]; the best 2nd likewise among 15 equal 2nds (2 wins, 4 partidas, 60
    # points, saldo 12): s[15]. Seeds 1–16 are s[0]…s[15]: round 1 of the knockout by standard seeding.
    semeados = s[:16]
    pares16 = ((1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11))
    assert (rodadas[3]["fase"], rodadas[3]["rodada"]) == ("mata-mata", 1)
    assert _pares(rodadas[3]) == [(semeados[a - 1], semeados[b - 1]) for a, b in pares16]
    # Quarterfinals by hand: the winners 1, 8, 4, 5, 2, 7, 3, 6 in bracket order meet 1×8, 4×5, 2×7, 3×6.
    assert _pares(rodadas[4]) == [(s[0], s[7]), (s[3], s[4]), (s[1], s[6]), (s[2], s[5])]
    assert _pares(rodadas[5]) == [(s[0], s[3]), (s[1], s[2])]
    # The final and the third-place jogo, between the semifinal losers (s[3], s[2]).
    assert _pares(rodadas[6]) == [(s[0], s[1]), (s[3], s[2])]
    assert len(rodadas) == 7

    c = _cli("classificacao", str(arquivo))
    lugares = [x["trio"] for x in c["classificacao"]]
    assert len(lugares) == 60 and set(lugares) == set(DUPLAS)
    # Places 1–8 (§13 final standings): champion s[0], runner-up s[1], third-place jogo s[2] over s[3], then the
    # quarterfinal losers by the seeding: s[4], s[5], s[6], s[7].
    assert lugares[:8] == s[:8]
    assert lugares[:8] == _lugares_da_eliminatoria(semeados, lambda a, b: a if indice[a] < indice[b] else b)
    assert [x["criterio"] for x in c["classificacao"][:4]] == ["campeão", "vice (perdeu a final)",
                                                               "venceu o 3º lugar", "perdeu o 3º lugar"]
    # the standings of duplas cite the paulista's own section, never an MTG article
    grupos_json = _cli("classificacao", str(arquivo), "--fase", "grupos")
    criterios = [x["criterio"] for f in grupos_json["fases"] for g in f.get("grupos", ())
                 for x in g["classificacao"] if x["criterio"]]
    assert criterios and all(x.startswith("Paulista, classificacao") for x in criterios)
    assert all(not a.startswith(("Art.", "S,", "C,", "D,")) for o in c["observacoes"] for a in o["artigos"])
    assert rodadas[0]["artigos"] == ["Paulista, classificacao"]
    chave = _cli("torneio", "chave", str(arquivo))
    assert chave["fase"] == "mata-mata" and chave["rodadas"][-1]["jogos"][0]["placar"] == {s[0]: 2, s[1]: 0}
    _copia_da_mesma_resposta(pasta, arquivo, tmp_path)
