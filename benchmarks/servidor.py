"""The load of contract v3 §14 against a real `arbitro servidor` (uvicorn, in its own process) over HTTP: 24 tables
each posting an event every 2–5 s, and 200 phones and a projector reading ``/`` or ``/api/v1/classificacao`` every
5 s. Reports the 50th and 99th percentiles of the time to acknowledge an event (ruled and stored) and of a
standings read; §14 asks p99 ≤ 100 ms and ≤ 200 ms.

    python benchmarks/servidor.py [--segundos 60] [--banco URL]… [--leitores 200] [--mesas 24]

``--banco`` repeated measures each backend in turn (``--banco sqlite --banco postgresql://…``); the
exit status is 0 only when every run held §14's load. A PostgreSQL database given here is emptied first: use a
test database, never a tournament's.

The tournament is made here: 48 trios, 24 tables in one round. Each table plays roda voltas (truco, quero, two
vazas) partida after partida. One table's phone keeps one HTTP connection, as a browser does.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path


def torneio(mesas: int) -> str:
    linhas = ["versao: 3", "regulamento: mtg-truco-cego", "torneio: Carga do servidor", "data: 2026-12-05",
              "semente: 2026", f"mesas: {mesas}", "inscritos:"]  # §13: the draw needs sorteio: or semente:
    for i in range(2 * mesas):
        linhas.append(f"  T{i:02d}: {{capataz: j{i}a, jogadores: [j{i}a, j{i}b, j{i}c]}}")
    linhas += ["fases:", "  - {nome: carga, tipo: suico, rodadas: 1, jogo: melhor-de-tres}", "rodadas:",
               "  - fase: carga", "    rodada: 1", "    jogos:"]
    linhas += [f"      - {{mesa: {m + 1}, lados: [T{2 * m:02d}, T{2 * m + 1:02d}]}}" for m in range(mesas)]
    return "\n".join(linhas) + "\n"


def porta_livre() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cliente:
    def __init__(self, porta: int) -> None:
        self.con = http.client.HTTPConnection("127.0.0.1", porta, timeout=30)

    def pedir(self, metodo: str, caminho: str, corpo: object = None, token: str | None = None) -> tuple[int, bytes]:
        cabecalhos = {"Content-Type": "application/json"}
        if token:
            cabecalhos["Authorization"] = f"Bearer {token}"
        dados = None if corpo is None else json.dumps(corpo)
        for tentativa in range(2):
            try:
                self.con.request(metodo, caminho, body=dados, headers=cabecalhos)
                r = self.con.getresponse()
                return r.status, r.read()
            except (http.client.HTTPException, OSError):
                self.con.close()
                if tentativa:
                    raise
        raise AssertionError


def mesa(porta: int, jogo: int, token: str, lados: list[str], fim: float, tempos: list[float], erros: list[str],
         semente: int) -> None:
    rnd = random.Random(semente)
    c = Cliente(porta)
    a = f"j{int(lados[0][1:])}a"
    b = f"j{int(lados[1][1:])}a"
    roteiro = [{a: "truco"}, {b: "quero"}, {"vaza": lados[0]}, {"vaza": lados[0]}]
    partida, volta, k = 1, 1, 0
    while time.monotonic() < fim:
        time.sleep(rnd.uniform(2, 5))
        corpo = {"id": secrets.token_hex(16), "partida": partida, "volta": volta, "evento": roteiro[k]}
        t0 = time.perf_counter()
        status, resposta = c.pedir("POST", f"/api/v1/jogos/{jogo}/eventos", corpo, token)
        tempos.append(time.perf_counter() - t0)
        if status != 200:
            erros.append(f"mesa {jogo}: {status} {resposta[:200]!r}")
            return
        k += 1
        if k == len(roteiro):
            k, volta = 0, volta + 1
            if json.loads(resposta)["partida_em_curso"]["vencedor"] is not None:
                partida, volta = partida + 1, 1
                if partida > 3:
                    return


def leitor(porta: int, fim: float, tempos: list[float], erros: list[str], semente: int) -> None:
    rnd = random.Random(semente)
    c = Cliente(porta)
    time.sleep(rnd.uniform(0, 5))
    while time.monotonic() < fim:
        caminho = "/" if rnd.random() < 0.5 else "/api/v1/classificacao"
        t0 = time.perf_counter()
        status, _ = c.pedir("GET", caminho)
        tempos.append(time.perf_counter() - t0)
        if status != 200:
            erros.append(f"leitura {caminho}: {status}")
        time.sleep(5)


def percentis(tempos: list[float]) -> str:
    if len(tempos) < 2:
        return "sem medidas"
    q = statistics.quantiles(sorted(tempos), n=100)
    return f"n={len(tempos)}  p50={q[49] * 1000:.1f} ms  p99={q[98] * 1000:.1f} ms  máx={max(tempos) * 1000:.1f} ms"


LIMITE_DO_EVENTO, LIMITE_DA_LEITURA = 0.100, 0.200  # §14: p99 per acknowledged event, per standings read


def p99(tempos: list[float]) -> float:
    return statistics.quantiles(sorted(tempos), n=100)[98] if len(tempos) >= 2 else float("inf")


def medir(banco_pedido: str | None, args: argparse.Namespace) -> bool:
    """One run against one backend: prints the figures and whether §14's load held."""
    with tempfile.TemporaryDirectory(prefix="arbitro-carga-") as t:
        arquivo = Path(t) / "torneio.yaml"
        arquivo.write_text(torneio(args.mesas), encoding="utf-8")
        porta = porta_livre()
        senha = secrets.token_hex(8)
        banco = f"sqlite:///{Path(t) / 'torneio.db'}" if banco_pedido in (None, "sqlite") else str(banco_pedido)
        if banco.startswith("postgresql"):
            limpar(banco)
        proc = subprocess.Popen([sys.executable, "-m", "arbitro", "servidor", str(arquivo), "--banco", banco,
                                 "--host", "127.0.0.1", "--porta", str(porta), "--endereco", "127.0.0.1"],
                                stdout=subprocess.DEVNULL, env={**os.environ, "ARBITRO_SENHA": senha})
        try:
            c = Cliente(porta)
            for _ in range(300):
                try:
                    c.pedir("GET", "/api/v1/classificacao")
                    break
                except OSError:
                    time.sleep(0.1)
            status, r = c.pedir("POST", "/api/v1/sessao", {"membro": "comissao", "senha": senha})
            token = json.loads(r)["token"]
            status, r = c.pedir("POST", "/api/v1/rodadas", None, token)
            if status != 201:
                print(f"não abriu a rodada: {status} {r!r}")
                return False
            rodada = json.loads(r)
            fim = time.monotonic() + args.segundos
            eventos: list[float] = []
            leituras: list[float] = []
            erros: list[str] = []
            fios = [threading.Thread(target=mesa, args=(porta, j["id"], j["token"], j["lados"], fim, eventos, erros,
                                                        i)) for i, j in enumerate(rodada["jogos"])]
            fios += [threading.Thread(target=leitor, args=(porta, fim, leituras, erros, 1000 + i))
                     for i in range(args.leitores)]
            for f in fios:
                f.daemon = True
                f.start()
            for f in fios:
                f.join(args.segundos + 60)
            print(f"{args.mesas} mesas, {args.leitores} leitores, {args.segundos:.0f} s, banco {banco.split(':')[0]}")
            print(f"  evento confirmado: {percentis(eventos)}")
            print(f"  leitura da classificação: {percentis(leituras)}")
            if erros:
                print(f"  {len(erros)} erro(s); o primeiro: {erros[0]}")
            cumpre = not erros and p99(eventos) <= LIMITE_DO_EVENTO and p99(leituras) <= LIMITE_DA_LEITURA
            print(f"  §14 (p99 ≤ {LIMITE_DO_EVENTO * 1000:.0f} ms por evento, ≤ {LIMITE_DA_LEITURA * 1000:.0f} ms "
                  f"por leitura): {'cumpre' if cumpre else 'NÃO cumpre'}")
            return cumpre
        finally:
            proc.terminate()
            proc.wait(30)


def limpar(url: str) -> None:
    """A PostgreSQL database for this run only: its tables dropped first (never point it at a real tournament)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as con:
        con.execute("DROP SCHEMA public CASCADE")
        con.execute("CREATE SCHEMA public")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--segundos", type=float, default=60)
    p.add_argument("--banco", action="append", default=None,
                   help="sqlite (padrão: um arquivo temporário), sqlite:///… ou postgresql://… de um banco de teste "
                        "(é esvaziado); repetido, mede cada um em seguida")
    p.add_argument("--leitores", type=int, default=200)
    p.add_argument("--mesas", type=int, default=24)
    args = p.parse_args()
    resultados = [medir(banco, args) for banco in (args.banco or [None])]
    return 0 if all(resultados) else 1


if __name__ == "__main__":
    sys.exit(main())
