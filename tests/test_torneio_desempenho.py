"""The tournament's size budget (issue 16, performance): a 64-trio round robin (2016 jogos inline, ~260 KB) is read
and ranked — the limits of a tournament file are its own, not a volta's — and the cost grows with the number of
jogos, not faster. Absolute times are `benchmarks/torneio.py`'s; here only ratios of CPU time, which a loaded
machine does not distort."""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from arbitro.cenario.yamlpos import VOLTA, CenarioInvalido, compor
from arbitro.torneio.carregar_torneio import ler_torneio
from arbitro.torneio.classificacao import classificar
from arbitro.torneio.documento import TORNEIO, sem_coleta
from arbitro.torneio.entrada import contexto


def _bench() -> ModuleType:
    caminho = Path(__file__).resolve().parents[1] / "benchmarks" / "torneio.py"
    spec = importlib.util.spec_from_file_location("bench_torneio", caminho)
    assert spec is not None and spec.loader is not None
    modulo = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_torneio", modulo)
    spec.loader.exec_module(modulo)
    return modulo


BENCH = _bench()


def _classificar(texto: str) -> float:
    """CPU seconds to compose, rule and rank ``texto`` (best of three)."""
    melhor = float("inf")
    for _ in range(3):
        ctx, registro = contexto(None)
        inicio = time.process_time()
        with sem_coleta():
            t, ctx = ler_torneio(compor(texto, "t.yaml", TORNEIO), "t.yaml", ctx, registro)
            classificar(t, ctx).json()
        melhor = min(melhor, time.process_time() - inicio)
    return melhor


def test_torneio_de_64_trios_e_lido_e_classificado_por_inteiro() -> None:
    texto = BENCH.torneio(64)
    assert 200_000 < len(texto.encode()) < 320_000  # "~260 KB"
    ctx, registro = contexto(None)
    t, ctx = ler_torneio(compor(texto, "t.yaml", TORNEIO), "t.yaml", ctx, registro)
    c = classificar(t, ctx)
    assert len(t.jogos) == 64 * 63 // 2 and len(c.linhas) == 64
    assert sum(linha.vitorias for linha in c.linhas) == len(t.jogos)  # each jogo one winner (S, a)
    assert sum(linha.saldo for linha in c.linhas) == 0  # every tento won is a tento lost (S, d)


def test_limites_de_leitura_sao_por_tipo_de_arquivo() -> None:
    texto = BENCH.torneio(80)  # 3160 jogos: more YAML than a volta may have
    with pytest.raises(CenarioInvalido) as e:
        compor(texto, "t.yaml", VOLTA)
    assert "um cenário descreve uma volta" in str(e.value)
    assert compor(texto, "t.yaml", TORNEIO) is not None


def test_custo_cresce_com_o_numero_de_jogos() -> None:
    pequeno, grande = BENCH.torneio(16), BENCH.torneio(64)
    por_jogo_16 = _classificar(pequeno) / (16 * 15 // 2)
    por_jogo_64 = _classificar(grande) / (64 * 63 // 2)
    assert por_jogo_64 <= 2.0 * por_jogo_16, f"{1000 * por_jogo_16:.3f} ms → {1000 * por_jogo_64:.3f} ms por jogo"
