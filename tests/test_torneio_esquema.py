"""`arbitro esquema --tipo partida|jogo|torneio`: the schemas agree with the loaders — the bundled examples, the
library's cases above the volta and the `novo` templates validate, and shapes the loaders refuse are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_esquema import SUPORTADAS, erros

from arbitro.nucleo.dados import pasta
from arbitro.torneio.esquema import esquema
from arbitro.torneio.modelos import modelo

EXEMPLOS = Path(__file__).resolve().parents[1] / "exemplos" / "torneio"
TIPO_DO_COMANDO = {"partida": "partida", "jogo": "jogo", "classificacao": "torneio", "rodada": "torneio",
                   "chave": "torneio"}


class _Carregador(yaml.SafeLoader):
    """YAML as an editor reads it (1.2): a date stays a text."""


_Carregador.yaml_implicit_resolvers = {
    k: [(tag, r) for tag, r in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}


def _ler(texto: str) -> Any:
    return yaml.load(texto, Loader=_Carregador)  # a SafeLoader


def _valida(dados: Any, tipo: str) -> list[str]:
    s = esquema(tipo)
    return erros(dados, s, s)


def _chaves(s: Any) -> set[str]:
    """The keywords a schema uses, at every depth (the names under properties/definitions are not keywords)."""
    if isinstance(s, list):
        return {c for v in s for c in _chaves(v)}
    if not isinstance(s, dict):
        return set()
    saida = set(s)
    for k, v in s.items():
        filhos = v.values() if k in ("properties", "definitions", "dependencies") and isinstance(v, dict) else [v]
        saida |= {c for f in filhos for c in _chaves(f)}
    return saida


@pytest.mark.parametrize("tipo", ["partida", "jogo", "torneio", "circuito"])
def test_esquema_usa_so_o_que_o_validador_conhece(tipo: str) -> None:
    assert _chaves(esquema(tipo)) <= SUPORTADAS


def test_contrato_v3_13_torneio_paulista_do_exemplo_valida_no_esquema_do_paulista() -> None:
    from arbitro.sistemas import sistema as achar
    from arbitro.torneio.esquema_geral import esquema as esquema_geral

    s = esquema_geral("torneio", achar("paulista"))
    arquivo = EXEMPLOS.parent / "torneio-paulista" / "campeonato-8-duplas.yaml"
    dados = _ler(arquivo.read_text(encoding="utf-8"))
    assert _chaves(s) <= SUPORTADAS and erros(dados, s, s) == []
    # a trio's key in an inline jogo, or an MTG reading, is not the paulista's
    ruim = {**dados, "jogos": [{**dados["jogos"][0], "trios": ["Mooca", "Pinheiros"]}]}
    assert erros(ruim, s, s)
    assert erros({**dados, "leituras": {"folga-no-suico": "nada", "duas-consecutivas": "x"}}, s, s)


def test_contrato_v3_13_circuito_tem_esquema() -> None:
    base = {"versao": 3, "circuito": "Circuito Gaúcho 2026", "etapas": [{"arquivo": "etapa1/torneio.yaml"}],
            "pontos": {"1": 100, "2": 80, "3": 65}, "participacao": 5}
    assert _valida(base, "circuito") == []
    assert _valida({**base, "pontos": {"1": -100}}, "circuito")
    assert _valida({**base, "etapas": [{"caminho": "x.yaml"}]}, "circuito")
    assert _valida({k: v for k, v in base.items() if k != "pontos"}, "circuito")


@pytest.mark.parametrize(("arquivo", "tipo"), [("partida-tauras-querencia.yaml", "partida"),
                                               ("jogo-tauras-querencia.yaml", "jogo"),
                                               ("torneio-rodeio.yaml", "torneio"),
                                               ("rodeio-16-trios.yaml", "torneio")])
def test_exemplos_validam(arquivo: str, tipo: str) -> None:
    assert _valida(_ler((EXEMPLOS / arquivo).read_text(encoding="utf-8")), tipo) == []


@pytest.mark.parametrize("tipo", ["partida", "jogo", "torneio", "circuito"])
def test_modelos_do_novo_validam(tipo: str) -> None:
    assert _valida(_ler(modelo(tipo, "x.yaml")), tipo) == []


@pytest.mark.parametrize("sistema", ["paulista", "mineiro", "argentino", "valenciano"])
def test_contrato_v3_13_modelo_do_torneio_de_duplas_valida_e_abre_a_rodada(sistema: str, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from arbitro.cli import registrar_todos
    from arbitro.cli.app import app
    from arbitro.sistemas import sistema as achar
    from arbitro.torneio.esquema_geral import esquema as esquema_geral
    from arbitro.torneio.modelos_geral import torneio

    s = esquema_geral("torneio", achar(sistema))
    texto = torneio(sistema, achar(sistema).nome).replace("{arquivo}", "t.yaml")
    assert erros(_ler(texto), s, s) == []
    (tmp_path / "t.yaml").write_text(texto, encoding="utf-8")
    registrar_todos()
    r = CliRunner().invoke(app, ["torneio", "rodada", str(tmp_path / "t.yaml"), "--json"])
    assert r.exit_code == 0, r.output
    # 4 duplas, 2 groups by serpentine: each group one jogo in round 1, tables 1 and 2 (mesas: 2)
    assert [j["mesa"] for j in json.loads(r.stdout)["jogos"]] == [1, 2]


CASOS = [p for p in sorted(pasta("casos").glob("**/*.yaml")) if "comando:" in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("arquivo", CASOS, ids=[p.stem for p in CASOS])
def test_casos_acima_da_volta_validam(arquivo: Path) -> None:
    caso = _ler(arquivo.read_text(encoding="utf-8"))
    if caso["esperado"].get("invalido"):
        pytest.skip("caso de entrada inválida")
    if caso["comando"] == "circuito":  # contract v3 §13: `arbitro esquema --tipo circuito`
        assert _valida(caso["entrada"], "circuito") == []
        return
    sistema = caso["entrada"].get("regulamento", "mtg-truco-cego")
    if sistema != "mtg-truco-cego":  # contract v3 §12–§13: the files of duplas have the system's schema
        from arbitro.sistemas import sistema as achar
        from arbitro.torneio.esquema_geral import esquema as esquema_geral

        tipo = TIPO_DO_COMANDO[caso["comando"]]
        if tipo == "torneio" and not {"inscritos", "fases", "sorteio"} & set(caso["entrada"]):
            pytest.skip("o torneio de duplas sem fases é o do contrato v3 §12 (jogos: {duplas: [X, Y]})")
        s = esquema_geral(tipo, achar(sistema))
        assert _chaves(s) <= SUPORTADAS and erros(caso["entrada"], s, s) == []
        return
    assert _valida(caso["entrada"], TIPO_DO_COMANDO[caso["comando"]]) == []


def test_esquema_recusa_o_que_o_carregador_recusa() -> None:
    base = {"trios": {"A": ["a1", "a2", "a3"], "B": ["b1", "b2", "b3"]}}
    assert _valida({**base, "assentos": ["a1"] * 5, "voltas": []}, "partida")  # 6 seats, unique
    assert _valida({**base, "assentos": ["a1", "b1", "a2", "b2", "a3", "b3"], "voltas": [{"testas": []}]}, "partida")
    assert _valida({**base, "partidas": [{"A": 25, "B": 3}]}, "jogo")
    assert _valida({**base, "partidas": [], "ocorrencias": [{"partida": 1, "conduta": "xingou", "jogador": "a1"}]},
                   "jogo")
    assert _valida({"jogos": [{"trios": ["A"], "partidas": []}]}, "torneio")
    assert _valida({"jogos": [], "leituras": {"pares-da-testa": "de-qualquer-jeito"}}, "torneio")
