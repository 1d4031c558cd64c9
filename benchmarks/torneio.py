#!/usr/bin/env python3
"""The tournament benchmark (issue 16): a round robin of N trios, every jogo inline as scores, read and ranked.

    python benchmarks/torneio.py                      # 16, 32 and 64 trios; PASSA/FALHA against the target
    python benchmarks/torneio.py --json               # the same numbers in JSON
    python benchmarks/torneio.py --trios 64 --gravar torneio-64.yaml   # only write the file

The target: 64 trios (2016 jogos, ~260 KB) read and ranked by `arbitro classificacao --json` in under 2 s on
this machine, end to end (the process, the YAML, every jogo ruled, the standings). The growth from 16 to 64
trios shows the cost per jogo stays flat (the jogos grow as N·(N−1)/2). The scores are deterministic
(``random.Random(N)``) and realistic: each jogo a 2 × 0 or a 2 × 1, every partida ending at 24.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ALVO_SEGUNDOS = 2.0
TAMANHOS = (16, 32, 64)


def nomes(n: int) -> list[str]:
    bases = ["Tauras", "Querência", "Galpão", "Coxilha", "Rancho", "Timbaúva", "Sepé", "Pampa"]
    return [f"{bases[i % len(bases)]} {i // len(bases) + 1}" for i in range(n)]


def partida(r: random.Random, vencedor: str, perdedor: str) -> str:
    return f"{{{vencedor}: 24, {perdedor}: {r.randrange(0, 24)}}}"


def torneio(n: int) -> str:
    """A round robin of ``n`` trios as a §11 tournament file, every jogo inline."""
    r = random.Random(n)
    trios = nomes(n)
    linhas = ["versao: 2", f"torneio: Todos contra todos, {n} trios", f"semente: {n}", "jogos:"]
    for i, a in enumerate(trios):
        for b in trios[i + 1:]:
            v, p = (a, b) if r.random() < 0.5 else (b, a)
            jogo = [partida(r, v, p), partida(r, v, p)] if r.random() < 0.5 else \
                [partida(r, v, p), partida(r, p, v), partida(r, v, p)]
            linhas.append(f"  - {{trios: [{a}, {b}], partidas: [{', '.join(jogo)}]}}")
    return "\n".join(linhas) + "\n"


def medir(arquivo: Path, repeticoes: int) -> tuple[float, float]:
    """Median wall-clock and CPU (user + system) seconds of `arbitro classificacao ARQUIVO --json`, the whole
    process. The CPU time is what the program costs; the wall-clock also counts what else the machine runs."""
    paredes, cpus = [], []
    for _ in range(repeticoes):
        antes = resource.getrusage(resource.RUSAGE_CHILDREN)
        inicio = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "arbitro", "classificacao", str(arquivo), "--json"],
                           capture_output=True, text=True, check=False)
        paredes.append(time.perf_counter() - inicio)
        depois = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(depois.ru_utime - antes.ru_utime + depois.ru_stime - antes.ru_stime)
        if r.returncode != 0:
            raise SystemExit(f"arbitro classificacao falhou ({r.returncode}): {r.stderr[:500]}")
    return statistics.median(paredes), statistics.median(cpus)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--repeticoes", type=int, default=3)
    ap.add_argument("--trios", type=int, action="append", help="tamanhos a medir (padrão: 16, 32 e 64)")
    ap.add_argument("--gravar", type=Path, help="só grava o torneio (de --trios) neste arquivo")
    args = ap.parse_args()
    tamanhos = tuple(args.trios or TAMANHOS)
    if args.gravar:
        args.gravar.write_text(torneio(tamanhos[-1]), encoding="utf-8")
        return 0
    linhas = []
    with tempfile.TemporaryDirectory() as pasta:
        for n in tamanhos:
            arquivo = Path(pasta) / f"torneio-{n}.yaml"
            arquivo.write_text(torneio(n), encoding="utf-8")
            segundos, cpu = medir(arquivo, args.repeticoes)
            jogos = n * (n - 1) // 2
            linhas.append({"trios": n, "jogos": jogos, "kb": round(arquivo.stat().st_size / 1000),
                           "segundos": round(segundos, 3), "cpu": round(cpu, 3),
                           "ms_por_jogo": round(1000 * segundos / jogos, 3)})
    passa = all(x["cpu"] < ALVO_SEGUNDOS for x in linhas if x["trios"] == 64)
    if args.json:
        print(json.dumps({"alvo_segundos_64": ALVO_SEGUNDOS, "medidas": linhas, "passa": passa}, indent=2))
    else:
        print(f"{'trios':>5} {'jogos':>6} {'KB':>5} {'segundos':>9} {'CPU (s)':>8} {'ms/jogo':>8}")
        for x in linhas:
            print(f"{x['trios']:>5} {x['jogos']:>6} {x['kb']:>5} {x['segundos']:>9.3f} {x['cpu']:>8.3f} "
                  f"{x['ms_por_jogo']:>8.3f}")
        print(f"64 trios em menos de {ALVO_SEGUNDOS:.0f} s de CPU: {'PASSA' if passa else 'FALHA'}")
    return 0 if passa else 1


if __name__ == "__main__":
    sys.exit(main())
