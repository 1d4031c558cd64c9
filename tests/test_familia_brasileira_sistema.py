"""The paulista and the mineiro as the CLI sees them (contract v2 §8; issue 14): found in the registry by id and
alias, with the format, rulebook, readings, schema, speech, template and calculators the commands call
(``arbitro artigo/regulamento/esquema/novo/falas/vaza/envido --sistema``)."""

from __future__ import annotations

import pytest
import yaml
from brasileiro import julgar
from test_esquema import erros

from arbitro.familias.brasileiro import fala as F
from arbitro.nucleo.cartas import CartaInvalida
from arbitro.nucleo.sistema import SemCalculo
from arbitro.sistemas import identificar, ids, sistema
from arbitro.sistemas.mineiro import Mineiro
from arbitro.sistemas.paulista import Paulista

# Contract v2 §8, the identifiers of each rulebook.
SECOES = {
    "paulista": ["baralho", "manilhas", "jogadores", "pontos", "vazas", "empates", "truco", "carta coberta",
                 "mão de onze", "mão de ferro", "classificacao"],  # classificacao: contract v3 §12, above the hand
    "mineiro": ["baralho", "jogadores", "pontos", "vazas", "empates", "truco", "carta coberta", "mão de onze",
                "mão de ferro", "troca de mãos", "classificacao"],
}
SISTEMAS = pytest.mark.parametrize("id_", ["paulista", "mineiro"])


@SISTEMAS
def test_registro_acha_o_sistema_pelo_id_e_pelos_apelidos(id_: str) -> None:
    s = sistema(id_)
    assert isinstance(s, {"paulista": Paulista, "mineiro": Mineiro}[id_]) and s.id == id_ and id_ in ids()
    assert [identificar(a) for a in s.apelidos] == [id_] * len(s.apelidos)
    assert identificar(f"Truco {id_.capitalize()}") == id_  # "truco-paulista", in any case and punctuation


@SISTEMAS
def test_pontos_e_jogadores_formato_duplas_equipe_doze(id_: str) -> None:
    f = sistema(id_).formato
    assert (f.lados, f.chave_lado, f.alvo, f.metades) == ("duplas", "equipe", 12, None)
    # "Paulista, jogadores": one against one or two pairs; "Mineiro, jogadores": two pairs.
    assert f.jogadores == {"paulista": (1, 2), "mineiro": (2,)}[id_]


@SISTEMAS
def test_regulamento_tem_exatamente_as_secoes_do_contrato(id_: str) -> None:
    r = sistema(id_).regulamento
    assert sorted(r.canonicos) == sorted(f"{id_.capitalize()}, {s}" for s in SECOES[id_])
    assert r.alvo == 12 and r.alvo_artigo == f"{id_.capitalize()}, pontos"


@SISTEMAS
def test_leituras_do_sistema_citam_so_o_seu_regulamento(id_: str) -> None:
    s = sistema(id_)
    registro = s.leituras()
    assert registro.sistema == id_ and len(registro) >= 4
    assert all(s.regulamento.cita(a) for lt in registro.values() for a in lt.artigos)


@SISTEMAS
def test_truco_falas_agrupadas_sao_as_que_o_cenario_aceita(id_: str) -> None:
    grupos = sistema(id_).falas()
    assert list(grupos["truco"]) == ["truco", "seis", "nove", "doze"]  # "Truco" → seis → nove → doze
    assert {"quero", "aceito", "cai"} <= set(grupos["aceitar"]) and {"corro", "não quero"} <= set(grupos["correr"])
    assert all(F.ler(frase) is not None for frases in grupos.values() for frase in frases)
    assert not {"retruco", "vale quatro", "envido", "flor"} & {f for fs in grupos.values() for f in fs}


@SISTEMAS
def test_esquema_draft_07_aceita_o_modelo_e_recusa_outro_sistema(id_: str) -> None:
    s = sistema(id_)
    esquema = s.esquema()
    assert esquema["$schema"] == "http://json-schema.org/draft-07/schema#"
    modelo = yaml.safe_load(s.modelo())
    assert erros(modelo, esquema, esquema) == []
    assert erros({**modelo, "regulamento": "mtg-truco-cego"}, esquema, esquema)
    assert erros({**modelo, "trios": modelo["duplas"]}, esquema, esquema)  # "trios:" is the MTG's key


@SISTEMAS
def test_modelo_comentado_e_um_cenario_que_o_sistema_julga(id_: str) -> None:
    s = sistema(id_)
    texto = s.modelo()
    assert texto.lstrip().startswith("#") and f"regulamento: {id_}" in texto
    d = julgar(s, texto)
    assert d.regulamento == id_ and all(s.regulamento.cita(a) for a in d.artigos_citados)


@SISTEMAS
def test_baralho_sem_envido_flor_nem_falta_a_calculadora_diz(id_: str) -> None:
    s = sistema(id_)
    with pytest.raises(SemCalculo, match="não tem envido"):
        s.calcular_envido(["7O", "6O", "AE"])
    with pytest.raises(SemCalculo, match="não tem flor"):
        s.calcular_flor(["7O", "6O", "AO"])
    with pytest.raises(SemCalculo, match="não tem falta envido"):
        s.calcular_falta({"A": 3, "B": 5}, {})


@pytest.mark.parametrize(("id_", "contexto", "cartas", "vence", "artigo"), [
    # "Paulista, manilhas": vira 5 → the four 6 are manilhas, the zap (6P) above the espadilha (6E).
    ("paulista", {"vira": "5O"}, ["6E", "6P"], 2, "Paulista, manilhas"),
    # "Mineiro, baralho": the fixed manilhas, zap (4P) above the 3.
    ("mineiro", {}, ["3P", "4P"], 2, "Mineiro, baralho"),
])
def test_vazas_calculadora_de_vaza(id_: str, contexto: dict[str, str], cartas: list[str], vence: int,
                                   artigo: str) -> None:
    calc = sistema(id_).calcular_vaza(cartas, contexto)
    assert calc.valor == vence and artigo in calc.artigos and calc.dados["lado"] == vence


@SISTEMAS
def test_baralho_calculadora_recusa_carta_de_outro_baralho(id_: str) -> None:
    with pytest.raises(CartaInvalida, match="baralho espanhol"):
        sistema(id_).calcular_vaza(["12C", "3P"], {"vira": "5O"} if id_ == "paulista" else {})


@SISTEMAS
def test_truco_pode_quem_pediu_nao_pede_o_seguinte_sem_aplicar_o_lance(id_: str) -> None:
    """"Quem pediu um degrau não pede o seguinte" (Paulista, truco; Mineiro, truco): asked before the move."""
    from arbitro.cenario.yamlpos import compor
    from arbitro.familias.brasileiro.cenario import Diz
    from arbitro.nucleo.leituras import PADRAO

    s = sistema(id_)
    texto = (f"versao: 2\nregulamento: {id_}\n{'vira: 5O' if id_ == 'paulista' else ''}\nplacar: {{A: 2, B: 3}}\n"
             "duplas: {A: [a1, a2], B: [b1, b2]}\nmesa: [a1, b1, a2, b2]\neventos:\n  - a1: truco\n  - b1: aceito\n")
    cenario = s.cenario(compor(texto, "t.yaml"), "t.yaml")
    seis = s.pode(cenario, Diz("a2", "seis", F.ler("seis")), PADRAO)  # type: ignore[arg-type]
    assert not seis.vale and seis.artigos == (f"{id_.capitalize()}, truco",) and "quem pediu" in (seis.motivo or "")
    assert s.pode(cenario, Diz("b2", "seis", F.ler("seis")), PADRAO).vale  # type: ignore[arg-type]
