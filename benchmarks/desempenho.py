#!/usr/bin/env python3
"""Benchmark do arbitro (issue 7): razões, nunca tempos absolutos soltos.

    python benchmarks/desempenho.py [--json] [--repeticoes N] [--exemplo CENARIO.yaml]

Mede numa só execução:

a) decisão a frio: ``arbitro resolve <exemplo> --json`` contra o piso ``python -c "import typer,
   rich.console, yaml"`` — medianas de N execuções intercaladas (N >= 7); alvo: razão <= 1,3;
b) a biblioteca de casos: decisões por segundo no mesmo processo e o custo por caso de
   ``arbitro casos verificar`` além da partida do programa (a decisão a frio); alvo: <= 3 ms/caso;
c) um cenário sintético longo com 10, 100 e 1000 eventos: o custo por evento deve ser quase
   constante (crescimento linear); alvo: custo marginal por evento de 100→1000 no máximo 1,5× o de
   10→100.

Os processos filhos gravam o bytecode numa pasta temporária (PYTHONPYCACHEPREFIX), como numa
instalação pelo pip, e cada comando roda duas vezes antes de medir. Sai com 1 se um alvo falha.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

try:
    import resource
except ImportError:  # Windows: wall-clock only
    resource = None  # type: ignore[assignment]

RAIZ = Path(__file__).resolve().parent.parent
if not (RAIZ / "arbitro" / "__init__.py").is_file():  # pragma: no cover - run from an installed copy
    RAIZ = Path.cwd()
try:
    import arbitro  # noqa: F401
except ImportError:  # a checkout that was not installed
    sys.path.insert(0, str(RAIZ))

ALVO_DECISAO = 1.3  # cold ruling / import floor
ALVO_MS_POR_CASO = 3.0  # `arbitro casos verificar`, beyond start-up
ALVO_LINEAR = 1.5  # marginal cost per event, 100→1000 over 10→100
PISO = "import typer, rich.console, yaml"
TAMANHOS = (10, 100, 1000)


# --- measuring commands ------------------------------------------------------------------------------

@dataclass
class Medida:
    """Wall-clock and CPU (user + system) seconds of each run of one command."""

    nome: str
    comando: list[str]
    parede: list[float]
    cpu: list[float]
    saida: str = ""
    codigo: int = 0

    @property
    def mediana(self) -> float:
        return statistics.median(self.parede)

    @property
    def mediana_cpu(self) -> float:
        return statistics.median(self.cpu)


def _ambiente(pycache: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache
    for k in [k for k in env if k.startswith("_") and k.endswith("_COMPLETE")]:
        del env[k]
    return env


def _cpu_dos_filhos() -> float:
    if resource is None:
        return 0.0
    uso = resource.getrusage(resource.RUSAGE_CHILDREN)
    return uso.ru_utime + uso.ru_stime


def _rodar(m: Medida, env: dict[str, str], cwd: Path) -> None:
    antes = _cpu_dos_filhos()
    t0 = time.perf_counter()
    r = subprocess.run(m.comando, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    m.parede.append(time.perf_counter() - t0)
    m.cpu.append(_cpu_dos_filhos() - antes)
    m.saida, m.codigo = r.stdout, r.returncode
    if r.returncode not in (0, 1):
        raise SystemExit(f"erro: {' '.join(m.comando)} saiu com {r.returncode}:\n{r.stderr}")


def medir_comandos(comandos: dict[str, list[str]], repeticoes: int, cwd: Path) -> dict[str, Medida]:
    """Each command ``repeticoes`` times, interleaved (the order rotates each round) after two warm-ups."""
    medidas = {n: Medida(n, c, [], []) for n, c in comandos.items()}
    with tempfile.TemporaryDirectory(prefix="arbitro-pyc-") as pycache:
        env = _ambiente(pycache)
        for m in medidas.values():
            for _ in range(2):
                _rodar(m, env, cwd)
            m.parede.clear()
            m.cpu.clear()
        ordem = list(medidas.values())
        for i in range(repeticoes):
            k = i % len(ordem)
            for m in ordem[k:] + ordem[:k]:
                _rodar(m, env, cwd)
    return medidas


def comando_arbitro() -> tuple[list[str], str]:
    """The installed `arbitro` script next to this Python (not a shell shim), else ``python -m arbitro``."""
    script = Path(sysconfig.get_path("scripts")) / ("arbitro.exe" if os.name == "nt" else "arbitro")
    if script.is_file():
        return [str(script)], str(script)
    return [sys.executable, "-m", "arbitro"], f"{Path(sys.executable).name} -m arbitro"


def exemplo_padrao(pasta_tmp: Path) -> Path:
    """The first bundled example (``exemplos/*.yaml``), else the scenario of the first bundled case."""
    exemplos = sorted((RAIZ / "exemplos").glob("*.yaml"))
    if exemplos:
        return exemplos[0]
    from arbitro.casos import biblioteca

    caso = next(c for c in biblioteca() if c.cenario is not None and not c.esperado.invalido)
    return _cenario_do_caso(Path(caso.arquivo) if Path(caso.arquivo).is_absolute() else RAIZ / caso.arquivo,
                            pasta_tmp)


def _cenario_do_caso(arquivo: Path, pasta_tmp: Path) -> Path:
    """Write the ``cenario:`` block of a case file, as written, to a scenario file of its own."""
    import yaml

    texto = arquivo.read_text(encoding="utf-8")
    raiz = yaml.compose(texto, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    assert raiz is not None
    no = next(v for k, v in raiz.value if k.value == "cenario")
    linhas = texto.splitlines(keepends=True)
    fim = no.end_mark.line + (1 if no.end_mark.column else 0)
    destino = pasta_tmp / f"{arquivo.stem}.yaml"
    destino.write_text(textwrap.dedent("".join(linhas[no.start_mark.line:fim])), encoding="utf-8")
    return destino


# --- in-process measures -----------------------------------------------------------------------------

def _cronometrar(funcao: Callable[[], Any], repeticoes: int) -> float:
    """Median CPU seconds of this process over ``repeticoes`` calls (CPU time, so that other processes
    on a busy machine do not count)."""
    tempos = []
    for _ in range(repeticoes):
        t0 = time.process_time()
        funcao()
        tempos.append(time.process_time() - t0)
    return statistics.median(tempos)


def medir_biblioteca(repeticoes: int) -> dict[str, float]:
    from arbitro.casos import biblioteca, verificar_todos
    from arbitro.nucleo.regulamento import carregar
    from arbitro.sistemas.mtg.motor import resolver

    t0 = time.process_time()
    bib = biblioteca()
    carga = time.process_time() - t0
    from arbitro.nucleo.leituras import PADRAO as SELECAO
    from arbitro.sistemas import PADRAO, sistema

    casos = [(c.cenario, carregar(c.cenario.regulamento)) for c in bib
             if c.cenario is not None and not c.esperado.invalido]

    def todas() -> None:
        for cenario, regulamento in casos:
            if cenario.regulamento == PADRAO:
                resolver(cenario, regulamento)
            else:  # another system's case: its own engine (contract v2 §8)
                sistema(cenario.regulamento).resolver(cenario, SELECAO)

    decisoes = _cronometrar(todas, repeticoes)
    verificacao = _cronometrar(lambda: verificar_todos(bib), max(3, repeticoes // 2))
    return {
        "casos": len(bib),
        "decisoes": len(casos),
        "decisoes_por_segundo": len(casos) / decisoes,
        "ms_por_decisao": 1000 * decisoes / len(casos),
        "ms_carga_por_caso": 1000 * carga / max(1, len(bib)),
        "ms_verificar_por_caso": 1000 * verificacao / max(1, len(bib)),
    }


def cenario_sintetico(n: int) -> str:
    """A valid volta of exactly ``n`` events (n >= 10), as a judge could write it, only very talkative.

    An envido is called, accepted and sung; then the table keeps talking — calls that are void or
    irregular (a third envido, REAL alone, points sung with nothing in dispute, a truco chain pushed past
    vale quatro), players showing their own cards — and the three vazas close the volta. Every kind of
    event the engine reads, with observations that differ (the points sung change), so that nothing
    stays cheap by accident.
    """
    if n < 10:
        raise ValueError("o cenário sintético tem ao menos 10 eventos")
    cabeca = textwrap.dedent("""\
        placar: {Os Tauras: 10, Querência: 12}
        trios:
          Os Tauras: [Bento, Juca, Tio Neco]
          Querência: [Preta, Ana, Lurdes]
        mesa: [Bento, Preta, Juca, Ana, Tio Neco, Lurdes]
        cartas:
          Bento: [7E, 6E, 4C]
          Preta: [1P, 5O, 4O]
          Juca: [3C, 2O, 12P]
          Ana: [1E, 11C, 10O]
          Tio Neco: [7O, 6P, 5C]
          Lurdes: [3E, 2E, 12C]
        eventos:
          - Bento: envido
          - Preta: quero
          - Bento: {pontos: 33}
          - Preta: {pontos: 29}
        """)
    jogadores = ("Bento", "Preta", "Juca", "Ana", "Tio Neco", "Lurdes")
    maos = {"Bento": "7E, 6E", "Preta": "5O, 4O", "Juca": "3C", "Ana": "11C, 10O", "Tio Neco": "6P, 5C",
            "Lurdes": "2E"}
    # Alternating trios: a truco chain accepted up to vale quatro, then void calls and stray answers.
    conversa = ("truco", "quero retruco", "quero vale quatro", "quero", "envido", "real", "vale quatro",
                "não quero")
    corpo = []
    for i in range(n - 7):
        k = i // 4
        j = jogadores[i % 6]
        if i % 4 == 0:
            corpo.append(f"  - {jogadores[k % 6]}: {conversa[k % len(conversa)]}")
        elif i % 4 == 1:
            corpo.append(f"  - {j}: {{pontos: {i % 41}}}")
        elif i % 4 == 2:
            corpo.append(f"  - {j}: {{mostra: [{maos[j]}]}}")
        else:
            corpo.append(f"  - {j}: {{pontos: {(7 * i) % 41}}}")
    vazas = ["  - vaza: Os Tauras", "  - vaza: Querência", "  - vaza: Os Tauras"]
    return cabeca + "\n".join([*corpo, *vazas]) + "\n"


def medir_linearidade(tamanhos: Sequence[int] = TAMANHOS) -> dict[str, Any]:
    from arbitro.nucleo.regulamento import carregar
    from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
    from arbitro.sistemas.mtg.motor import resolver

    regulamento = carregar()
    linhas: list[dict[str, float]] = []
    for n in tamanhos:
        texto = cenario_sintetico(n)
        cenario = carregar_texto(texto, f"<sintético {n}>")
        assert len(cenario.eventos) == n, (n, len(cenario.eventos))
        resolver(cenario, regulamento)
        repeticoes = max(5, 3000 // n)
        carga = _cronometrar(partial(carregar_texto, texto, f"<sintético {n}>"), repeticoes)
        motor = _cronometrar(partial(resolver, cenario, regulamento), repeticoes)
        linhas.append({"eventos": n, "ms_carga": 1000 * carga, "ms_motor": 1000 * motor,
                       "ms_total": 1000 * (carga + motor),
                       "us_por_evento": 1e6 * (carga + motor) / n})

    def marginal(a: dict[str, float], b: dict[str, float], chave: str) -> float:
        return (b[chave] - a[chave]) / (b["eventos"] - a["eventos"])

    razoes = {}
    for chave in ("ms_total", "ms_carga", "ms_motor"):
        baixo = marginal(linhas[0], linhas[1], chave)
        alto = marginal(linhas[1], linhas[2], chave)
        razoes[chave] = alto / baixo if baixo > 0 else float("inf")
    return {"linhas": linhas, "razao_marginal": razoes["ms_total"], "razao_marginal_carga": razoes["ms_carga"],
            "razao_marginal_motor": razoes["ms_motor"]}


# --- report ------------------------------------------------------------------------------------------

def _ms(s: float) -> str:
    return f"{1000 * s:.1f} ms"


def _num(x: float, casas: int = 2) -> str:
    return f"{x:.{casas}f}".replace(".", ",")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Benchmark do arbitro: razões contra o piso de importação.")
    p.add_argument("--json", action="store_true", help="resultado em JSON")
    p.add_argument("--repeticoes", type=int, default=11, metavar="N",
                   help="execuções de cada comando a frio (mínimo 7; padrão 11)")
    p.add_argument("--exemplo", type=Path, metavar="CENARIO.yaml",
                   help="cenário da decisão a frio (padrão: o primeiro de exemplos/)")
    args = p.parse_args(argv)
    if args.repeticoes < 7:
        p.error("--repeticoes: mínimo 7 (medianas de 7 ou mais execuções)")

    with tempfile.TemporaryDirectory(prefix="arbitro-bench-") as tmp:
        exemplo = args.exemplo or exemplo_padrao(Path(tmp))
        arbitro_cmd, arbitro_nome = comando_arbitro()
        comandos = {
            "piso": [sys.executable, "-c", PISO],
            "decisao": [*arbitro_cmd, "resolve", str(exemplo), "--json"],
            "humana": [*arbitro_cmd, "resolve", str(exemplo)],
            "verificar": [*arbitro_cmd, "casos", "verificar", "--json"],
        }
        medidas = medir_comandos(comandos, args.repeticoes, RAIZ)

    piso, decisao, verificar = medidas["piso"], medidas["decisao"], medidas["verificar"]
    if decisao.codigo != 0 or "placar_final" not in json.loads(decisao.saida):
        raise SystemExit(f"erro: arbitro resolve {exemplo} --json não deu uma decisão")
    total_casos = int(json.loads(verificar.saida)["total"])
    razao = decisao.mediana / piso.mediana
    razao_cpu = decisao.mediana_cpu / piso.mediana_cpu
    razao_humana = medidas["humana"].mediana / piso.mediana
    ms_por_caso = 1000 * (verificar.mediana - decisao.mediana) / total_casos
    bib = medir_biblioteca(5)
    lin = medir_linearidade()

    alvos = {
        "decisao_a_frio": razao <= ALVO_DECISAO,
        "decisao_humana_a_frio": razao_humana <= ALVO_DECISAO,  # issue 13: the human path too
        "verificar_por_caso": ms_por_caso <= ALVO_MS_POR_CASO,
        "linear_em_eventos": lin["razao_marginal"] <= ALVO_LINEAR,
    }
    resultado = {
        "python": platform.python_version(),
        "plataforma": platform.platform(),
        "repeticoes": args.repeticoes,
        "comando": arbitro_nome,
        "exemplo": str(exemplo),
        "piso_ms": 1000 * piso.mediana,
        "decisao_ms": 1000 * decisao.mediana,
        "razao_decisao": razao,
        "razao_decisao_cpu": razao_cpu,
        "decisao_humana_ms": 1000 * medidas["humana"].mediana,
        "razao_decisao_humana": razao_humana,
        "verificar_ms": 1000 * verificar.mediana,
        "casos_verificados": total_casos,
        "verificar_ms_por_caso": ms_por_caso,
        "biblioteca": bib,
        "linearidade": lin,
        "alvos": alvos,
        "ok": all(alvos.values()),
    }
    if args.json:
        print(json.dumps(resultado, ensure_ascii=False, indent=2))
        return 0 if resultado["ok"] else 1

    def ok(chave: str) -> str:
        return "PASSA" if alvos[chave] else "FALHA"

    print(f"arbitro — desempenho (Python {resultado['python']}, {args.repeticoes} execuções intercaladas, "
          f"medianas)")
    print(f"comando: {arbitro_nome}; exemplo: {exemplo}\n")
    print(f"{'medida':<50} {'valor':>14} {'alvo':>9}  resultado")
    print("-" * 86)
    rotulo_piso = f'piso: python -c "{PISO}"'
    print(f"{rotulo_piso:<50} {_ms(piso.mediana):>14}")
    print(f"{'arbitro resolve <exemplo> --json (a frio)':<50} {_ms(decisao.mediana):>14}")
    print(f"{'  razão decisão / piso':<50} {_num(razao) + '×':>14} {'≤ 1,3×':>9}  {ok('decisao_a_frio')}")
    print(f"{'  (a mesma razão em tempo de CPU)':<50} {_num(razao_cpu) + '×':>14}")
    print(f"{'arbitro resolve <exemplo> (para pessoas, rich)':<50} {_ms(medidas['humana'].mediana):>14}")
    print(f"{'  razão decisão para pessoas / piso':<50} {_num(razao_humana) + '×':>14} {'≤ 1,3×':>9}  "
          f"{ok('decisao_humana_a_frio')}")
    print(f"{f'arbitro casos verificar --json ({total_casos} casos)':<50} {_ms(verificar.mediana):>14}")
    print(f"{'  por caso além da partida (decisão a frio)':<50} {_num(ms_por_caso) + ' ms':>14} {'≤ 3 ms':>9}  "
          f"{ok('verificar_por_caso')}")
    print(f"{'decisões por segundo, no processo (biblioteca)':<50} {_num(bib['decisoes_por_segundo'], 0):>14}")
    print(f"{'  ms por decisão':<50} {_num(bib['ms_por_decisao'], 3) + ' ms':>14}")
    print(f"{'  ms por caso: ler o YAML do caso':<50} {_num(bib['ms_carga_por_caso'], 3) + ' ms':>14}")
    print(f"{'  ms por caso: verificar (decidir e comparar)':<50} {_num(bib['ms_verificar_por_caso'], 3) + ' ms':>14}")
    for linha in lin["linhas"]:
        rotulo = f"cenário sintético, {linha['eventos']} eventos (ler + decidir)"
        print(f"{rotulo:<50} {_num(linha['ms_total'], 2) + ' ms':>14}   "
              f"{_num(linha['us_por_evento'], 1)} µs/evento")
    print(f"{'  custo marginal por evento, 100→1000 / 10→100':<50} {_num(lin['razao_marginal']) + '×':>14} "
          f"{'≤ 1,5×':>9}  {ok('linear_em_eventos')}")
    print(f"{'    só a leitura / só o motor':<50} "
          f"{_num(lin['razao_marginal_carga']) + '× / ' + _num(lin['razao_marginal_motor']) + '×':>14}")
    print()
    print("todos os alvos atingidos" if resultado["ok"] else "ALVO NÃO ATINGIDO")
    return 0 if resultado["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
