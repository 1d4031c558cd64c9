"""Fuzzing the loader and the engine (issue 12): random byte-level mutations of the library's cases.

Every mutated file either loads and gets a ruling that keeps the invariants of contract v1 §5, or is
refused as invalid input with located messages; nothing else may happen (no exception, no hang). CI
(``CI=true``) replays a fixed sequence of examples; a developer's run explores new ones.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_propriedades import MOTOR_ENCERRA_NO_ALVO

from arbitro.casos import Caso, CasoInvalido, carregar_caso
from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.leituras import PADRAO
from arbitro.sistemas import sistema
from arbitro.sistemas.mtg.artigos import e_canonico

RAIZ = Path(__file__).resolve().parent.parent
# The MTG's cases; those of the other systems (casos/<sistema>/) are fuzzed by their own tests.
CASOS = sorted(p for p in (RAIZ / "casos").glob("**/*.yaml")
               if p.relative_to(RAIZ / "casos").parts[0] not in ("argentino", "mineiro", "paulista", "valenciano"))
ALVO = 24  # Art. 10, II: "As partidas são jogadas em 24 tentos"
FUZZ = settings(max_examples=int(os.environ.get("ARBITRO_EXEMPLOS", "150")), deadline=None,
                derandomize=os.environ.get("CI") == "true",
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_SIGNIFICATIVOS = b" :-{}[],#&*!|>'\"\n\t0123456789EOCPaeiou\x00\xff\xc3\xa9"


@st.composite
def mutado(draw: st.DrawFn, casos: list[Path] = CASOS) -> tuple[str, bytes]:
    """A library case after one to eight byte edits: flipped, replaced, inserted, deleted, duplicated runs."""
    origem = draw(st.sampled_from(casos))
    dados = bytearray(origem.read_bytes())
    for _ in range(draw(st.integers(1, 8))):
        i = draw(st.integers(0, max(0, len(dados) - 1)))
        op = draw(st.sampled_from(("inverte", "troca", "insere", "apaga", "duplica")))
        if op == "inverte" and dados:
            dados[i] ^= 1 << draw(st.integers(0, 7))
        elif op == "troca" and dados:
            dados[i] = draw(st.sampled_from(_SIGNIFICATIVOS))
        elif op == "insere":
            soltos = st.sampled_from([bytes([b]) for b in _SIGNIFICATIVOS])
            dados[i:i] = draw(st.binary(min_size=1, max_size=4) | soltos)
        elif op == "apaga":
            del dados[i:i + draw(st.integers(1, 16))]
        elif op == "duplica":
            dados[i:i] = dados[i:i + draw(st.integers(1, 40))]
    return origem.stem, bytes(dados)


def carregado(tmp_path_factory: pytest.TempPathFactory, amostra: tuple[str, bytes]) -> Caso | None:
    """The mutated case written to a file and loaded, or None when it is refused as invalid input — then with
    located messages (asserted)."""
    nome, dados = amostra
    pasta = tmp_path_factory.getbasetemp() / "fuzz"
    pasta.mkdir(exist_ok=True)
    arquivo = pasta / f"{nome}.yaml"
    arquivo.write_bytes(dados)
    try:
        return carregar_caso(arquivo)
    except (CasoInvalido, CenarioInvalido) as e:
        problemas = getattr(e, "problemas", [])
        assert problemas, "entrada inválida sem mensagem"
        for p in problemas:
            assert str(p).count(":") >= 3, p  # arquivo:linha:coluna: mensagem
        return None


@FUZZ
@given(mutado())
def test_mutacao_de_caso_da_biblioteca_e_decisao_valida_ou_entrada_invalida(
        tmp_path_factory: pytest.TempPathFactory, amostra: tuple[str, bytes]) -> None:
    caso = carregado(tmp_path_factory, amostra)
    if caso is None or caso.cenario is None:
        return
    cenario = caso.cenario
    s = sistema(cenario.regulamento)  # each case is ruled by the system it names, its citations by its rulebook
    alvo = s.formato.alvo or ALVO
    canonico = e_canonico if s.id == "mtg-truco-cego" else s.regulamento.cita
    decisao = s.resolver(cenario, PADRAO)  # never raises
    if max(cenario.placar.values()) >= alvo and not MOTOR_ENCERRA_NO_ALVO:
        return  # the engine's part of issue 12 (a partida already over) lands separately
    placar = dict(decisao.placar_inicial)
    assert placar == cenario.placar
    for lanc in decisao.lancamentos:
        assert lanc.tentos > 0 and lanc.trio in cenario.trios and lanc.artigos
        assert all(canonico(a) for a in lanc.artigos), lanc.artigos
        placar[lanc.trio] = min(alvo, placar[lanc.trio] + lanc.tentos)
    assert decisao.placar_final == placar
    no_alvo = [t for t, n in decisao.placar_final.items() if n == alvo]
    assert len(no_alvo) <= 1
    assert decisao.vencedor == (no_alvo[0] if no_alvo else None)
    for obs in decisao.observacoes:
        assert obs.texto.strip() and obs.artigos
