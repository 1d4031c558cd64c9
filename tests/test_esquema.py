"""`arbitro esquema` (issue 6, item 4): the JSON Schema and the loader must agree.

A small draft-07 validator (the subset the schema uses, checked below) runs the schema on the same
inputs the loader reads: every key, action, incident kind, speech phrase and card the loader accepts
is accepted by the schema, and what the loader refuses for its shape the schema refuses too.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from arbitro.esquemas import esquema_de_todos
from arbitro.nucleo.cartas import CartaInvalida
from arbitro.nucleo.dados import pasta
from arbitro.sistemas.mtg import fala
from arbitro.sistemas.mtg.cartas import BARALHO, carta
from arbitro.sistemas.mtg.cenario import esquema as E
from arbitro.sistemas.mtg.cenario.carregar import CenarioInvalido, carregar_texto

ESQUEMA = E.esquema()
TODOS = esquema_de_todos()  # what `arbitro esquema` writes: every system's schema, the document's regulamento: picks
RAIZ_DO_PROJETO = Path(__file__).resolve().parents[1]

# --- a draft-07 subset --------------------------------------------------------------------------------

SUPORTADAS = {
    "$schema", "$ref", "title", "description", "examples", "definitions", "type", "enum", "const",
    "pattern", "minLength", "minimum", "maximum", "properties", "additionalProperties", "required",
    "minProperties", "maxProperties", "items", "minItems", "maxItems", "uniqueItems", "anyOf", "oneOf",
    "allOf", "not", "if", "then", "else", "dependencies",
}
_TIPOS = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "integer": lambda x: isinstance(x, int) and not isinstance(x, bool),
    "number": lambda x: isinstance(x, (int, float)) and not isinstance(x, bool),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def _ref(raiz: dict[str, Any], ref: str) -> Any:
    assert ref.startswith("#/"), ref
    no: Any = raiz
    for parte in ref[2:].split("/"):
        no = no[parte]
    return no


def _igual(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def erros(x: Any, s: Any, raiz: dict[str, Any] = ESQUEMA, onde: str = "$") -> list[str]:
    """The draft-07 errors of instance ``x`` under schema ``s`` (empty: valid)."""
    if s is True or s == {}:
        return []
    if s is False:
        return [f"{onde}: nada é aceito aqui"]
    e: list[str] = []
    if "$ref" in s:
        return erros(x, _ref(raiz, s["$ref"]), raiz, onde)  # draft-07: siblings of $ref are ignored
    if "type" in s:
        tipos = s["type"] if isinstance(s["type"], list) else [s["type"]]
        if not any(_TIPOS[t](x) for t in tipos):
            return [f"{onde}: tipo {type(x).__name__}, esperava {tipos}"]
    if "enum" in s and not any(_igual(x, v) for v in s["enum"]):
        e.append(f"{onde}: {x!r} fora de {s['enum'][:5]}…")
    if "const" in s and not _igual(x, s["const"]):
        e.append(f"{onde}: {x!r} != {s['const']!r}")
    if isinstance(x, str):
        if "pattern" in s and not re.search(s["pattern"], x):
            e.append(f"{onde}: {x!r} não casa o padrão")
        if len(x) < s.get("minLength", 0):
            e.append(f"{onde}: curto demais")
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        if "minimum" in s and x < s["minimum"]:
            e.append(f"{onde}: {x} < {s['minimum']}")
        if "maximum" in s and x > s["maximum"]:
            e.append(f"{onde}: {x} > {s['maximum']}")
    if isinstance(x, dict):
        props = s.get("properties", {})
        for k, v in x.items():
            if k in props:
                e += erros(v, props[k], raiz, f"{onde}.{k}")
            elif "additionalProperties" in s:
                e += erros(v, s["additionalProperties"], raiz, f"{onde}.{k}")
        e += [f"{onde}: falta {k}" for k in s.get("required", []) if k not in x]
        if len(x) < s.get("minProperties", 0) or len(x) > s.get("maxProperties", 10**9):
            e.append(f"{onde}: {len(x)} chaves")
        for k, exigidas in s.get("dependencies", {}).items():
            if k in x:
                e += [f"{onde}: {k} exige {d}" for d in exigidas if d not in x]
    if isinstance(x, list):
        if "items" in s:
            for i, item in enumerate(x):
                e += erros(item, s["items"], raiz, f"{onde}[{i}]")
        if len(x) < s.get("minItems", 0) or len(x) > s.get("maxItems", 10**9):
            e.append(f"{onde}: {len(x)} itens")
        if s.get("uniqueItems") and len({json.dumps(i, sort_keys=True) for i in x}) != len(x):
            e.append(f"{onde}: itens repetidos")
    if "allOf" in s:
        for sub in s["allOf"]:
            e += erros(x, sub, raiz, onde)
    if "anyOf" in s and all(erros(x, sub, raiz, onde) for sub in s["anyOf"]):
        e.append(f"{onde}: nenhuma alternativa de anyOf")
    if "oneOf" in s and sum(not erros(x, sub, raiz, onde) for sub in s["oneOf"]) != 1:
        e.append(f"{onde}: não exatamente uma alternativa de oneOf")
    if "not" in s and not erros(x, s["not"], raiz, onde):
        e.append(f"{onde}: casa o 'not'")
    if "if" in s:
        ramo = "then" if not erros(x, s["if"], raiz, onde) else "else"
        if ramo in s:
            e += erros(x, s[ramo], raiz, onde)
    return e


def _palavras_chave(s: Any, saida: set[str]) -> None:
    if isinstance(s, dict):
        for k, v in s.items():
            saida.add(k)
            if k in ("properties", "definitions", "dependencies"):
                for sub in v.values():
                    _palavras_chave(sub, saida)
            elif k not in ("enum", "const", "examples", "required"):
                _palavras_chave(v, saida)
    elif isinstance(s, list):
        for sub in s:
            _palavras_chave(sub, saida)


def test_o_esquema_so_usa_palavras_do_draft_07_que_este_validador_entende() -> None:
    usadas: set[str] = set()
    _palavras_chave(ESQUEMA, usadas)
    assert usadas <= SUPORTADAS, usadas - SUPORTADAS
    assert ESQUEMA["$schema"] == "http://json-schema.org/draft-07/schema#"
    json.dumps(ESQUEMA)  # plain JSON
    for padrao in (E.padrao_carta(), E.padrao_fala()):
        assert "(?" not in padrao.replace("(?:", "")  # ECMA-262: no inline flags, lookbehinds, names


# --- the loader and the schema agree --------------------------------------------------------------------

BASE = """\
placar: {A: 10, B: 14}
trios:
  A: [a1, a2, a3]
  B: [b1, b2, b3]
mesa: [a1, b1, a2, b2, a3, b3]
eventos:
  - a1: envido
"""


def os_dois(texto: str) -> tuple[bool, list[str]]:
    """(loader accepts, schema errors) for one scenario text."""
    try:
        carregar_texto(texto)
        aceito = True
    except CenarioInvalido:
        aceito = False
    return aceito, erros(yaml.safe_load(texto), ESQUEMA)


def test_chaves_do_esquema_sao_as_do_carregador() -> None:
    cenario = ESQUEMA["definitions"]["cenario"]
    assert list(cenario["properties"]) == list(E.CHAVES_RAIZ)
    assert cenario["required"] == list(E.CHAVES_OBRIGATORIAS)
    acao = ESQUEMA["definitions"]["acao"]
    assert set(acao["properties"]) == set(E.CHAVES_ACAO)
    assert [o["required"][0] for o in acao["oneOf"]] == list(E.ACOES)
    assert acao["properties"]["falta"]["enum"] == list(E.TIPOS_DE_FALTA)
    assert cenario["properties"]["modalidade"]["enum"] == ["roda", "testa"]


# One sample value for every key the schema offers; each must load and validate.
AMOSTRAS_RAIZ = {
    "versao": "versao: 1\n",
    "regulamento": "regulamento: mtg-truco-cego\n",
    "modalidade": "modalidade: roda\n",
    "cartas": "cartas:\n  a1: [1E, 7O, 3C]\n",
    "pagamentos": "pagamentos:\n  - {trio: A, tentos: 3}\n",
    "pergunta": "pergunta: 'B alega que a2 renegou a flor'\n",
    # Contract v2 §7–§8: these keys ask for `versao: 2`.
    "leituras": "versao: 2\nleituras: {segunda-parda: joga-a-terceira}\n",
    "tempo_esgotado": "versao: 2\ntempo_esgotado: true\n",
    "testa": None,  # only in a testa: see test_contrato_v2_testa_numero_so_na_testa
}
AMOSTRAS_ACAO = {
    "pontos": "{pontos: 33}", "joga": "{joga: 1E}", "coberta": "{joga: 1E, coberta: true}",
    "baralho": "{baralho: true}", "passa": "{passa: true}", "mostra": "{mostra: [7E, 6E]}",
    "nao_mostra": "{nao_mostra: true}", "pede_flor": "{pede_flor: b2}", "falta": "{falta: senha}",
    "apos_jogar": "{falta: cartas-a-mais, apos_jogar: false}", "carta": "{falta: carta-virada, carta: 4C}",
    "olhou_cedo": None,  # v2, only with tempo_esgotado: see test_contrato_v2_olhou_cedo_so_com_tempo_esgotado
}


@pytest.mark.parametrize("chave", [c for c in E.CHAVES_RAIZ if c not in E.CHAVES_OBRIGATORIAS and AMOSTRAS_RAIZ[c]])
def test_cada_chave_opcional_do_esquema_e_aceita_pelo_carregador(chave: str) -> None:
    assert os_dois(BASE + str(AMOSTRAS_RAIZ[chave])) == (True, [])


@pytest.mark.parametrize("chave", [c for c in E.CHAVES_ACAO if AMOSTRAS_ACAO[c]])
def test_cada_acao_do_esquema_e_aceita_pelo_carregador(chave: str) -> None:
    assert os_dois(BASE + f"  - a1: {AMOSTRAS_ACAO[chave]}\n") == (True, [])


TESTA = BASE.replace("mesa: [a1, b1, a2, b2, a3, b3]", "modalidade: testa\nmesa: [a1, b1]")


def test_contrato_v2_testa_numero_so_na_testa() -> None:
    assert os_dois("versao: 2\ntesta: 3\n" + TESTA) == (True, [])
    assert os_dois("versao: 2\ntesta: 3\n" + BASE)[0] is False  # a roda has no testas
    assert os_dois("versao: 2\ntesta: 4\n" + TESTA)[0] is False  # three testas per volta (Art. 10, III)


def test_contrato_v2_olhou_cedo_so_com_tempo_esgotado() -> None:
    assert os_dois("versao: 2\ntempo_esgotado: true\n" + BASE + "  - b1: {olhou_cedo: true}\n") == (True, [])
    assert os_dois("versao: 2\n" + BASE + "  - b1: {olhou_cedo: true}\n")[0] is False


@pytest.mark.parametrize("chave", E.CHAVES_V2)
def test_contrato_v2_chave_da_versao_2_num_documento_v1_e_entrada_invalida(chave: str) -> None:
    amostra = {"leituras": "leituras: {segunda-parda: joga-a-terceira}\n", "tempo_esgotado": "tempo_esgotado: true\n",
               "testa": "testa: 1\n"}[chave]
    with pytest.raises(CenarioInvalido, match=f"{chave}: chave da versão 2 do contrato; escreva versao: 2"):
        carregar_texto(amostra + (TESTA if chave == "testa" else BASE))


def test_contrato_v2_leitura_ou_opcao_desconhecida_localizada_com_sugestao() -> None:
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto("versao: 2\nleituras: {segunda-pardas: joga-a-terceira, envido-na-testa: somar}\n" + BASE)
    problemas = [str(p) for p in e.value.problemas]
    assert any(p.startswith("<texto>:2:12:") and "quis dizer 'segunda-parda'" in p for p in problemas), problemas
    assert any(p.startswith("<texto>:2:62:") and "opções são teto-seis, soma" in p for p in problemas), problemas


def test_contrato_v2_evento_pagamento() -> None:
    assert os_dois("versao: 2\n" + BASE + "  - pagamento: {recebe: A, tentos: 1}\n") == (True, [])
    assert os_dois(BASE + "  - pagamento: {recebe: A, tentos: 1}\n")[0] is False  # v1 has no such event


@pytest.mark.parametrize("tipo", E.TIPOS_DE_FALTA)
def test_cada_tipo_de_falta(tipo: str) -> None:
    assert os_dois(BASE + f"  - a1: {{falta: {tipo}}}\n") == (True, [])


INVALIDOS_DE_FORMA = {
    "chave desconhecida": BASE + "evento: []\n",
    "falta chave obrigatória": BASE.replace("placar: {A: 10, B: 14}\n", ""),
    "placar acima de 24": BASE.replace("B: 14", "B: 25"),
    "placar texto": BASE.replace("B: 14", "B: dez"),
    "três trios": BASE.replace("  B: [b1, b2, b3]\n", "  B: [b1, b2, b3]\n  C: [c1, c2, c3]\n"),
    "trio de dois": BASE.replace("[a1, a2, a3]", "[a1, a2]"),
    "mesa de cinco": BASE.replace(", b3]", "]"),
    "testa com seis": "modalidade: testa\n" + BASE,
    "modalidade": BASE + "modalidade: mista\n",
    "versão 3": BASE + "versao: 3\n",
    "regulamento": BASE + "regulamento: outro\n",
    "evento com dois jogadores": BASE + "  - {a1: truco, b1: quero}\n",
    "evento vazio": BASE + "  - {}\n",
    "fala desconhecida": BASE + "  - b1: queru\n",
    "pontos negativos": BASE + "  - a1: {pontos: -1}\n",
    "pontos acima de 40": BASE + "  - a1: {pontos: 41}\n",
    "pontos em texto": BASE + "  - a1: {pontos: trinta}\n",
    "duas ações": BASE + "  - a1: {joga: 1E, pontos: 33}\n",
    "coberta sem joga": BASE + "  - a1: {coberta: true}\n",
    "coberta não booleana": BASE + "  - a1: {joga: 1E, coberta: sim}\n",
    "baralho false": BASE + "  - a1: {baralho: false}\n",
    "ação desconhecida": BASE + "  - a1: {jogou: 1E}\n",
    "carta 8": BASE + "  - a1: {joga: 8E}\n",
    "carta 9 na mão": BASE + "cartas:\n  a1: [9C]\n",
    "naipe X": BASE + "  - a1: {joga: 3X}\n",
    "quatro cartas": BASE + "cartas:\n  a1: [1E, 2E, 3E, 4E]\n",
    "carta repetida na mão": BASE + "cartas:\n  a1: [1E, 1E]\n",
    "mostra vazio": BASE + "  - a1: {mostra: []}\n",
    "falta desconhecida": BASE + "  - a1: {falta: roubou}\n",
    "apos_jogar em outra falta": BASE + "  - a1: {falta: senha, apos_jogar: true}\n",
    "carta em outra falta": BASE + "  - a1: {falta: senha, carta: 1E}\n",
    "pagamento sem tentos": BASE + "pagamentos:\n  - {trio: A}\n",
    "pagamento com chave a mais": BASE + "pagamentos:\n  - {trio: A, tentos: 1, quem: a1}\n",
    "eventos não lista": BASE.replace("eventos:\n  - a1: envido\n", "eventos: envido\n"),
    "vaza com lista": BASE + "  - vaza: [A]\n",
}


@pytest.mark.parametrize("nome", list(INVALIDOS_DE_FORMA))
def test_o_que_o_carregador_recusa_pela_forma_o_esquema_recusa(nome: str) -> None:
    aceito, erros_esquema = os_dois(INVALIDOS_DE_FORMA[nome])
    assert not aceito
    assert erros_esquema, "o esquema aceitou"


def test_fala_toda_frase_aceita_e_suas_variantes() -> None:
    padrao = re.compile(E.padrao_fala())
    for chave, sentido in fala.FRASES.items():
        for variante in (chave, sentido.chave, sentido.chave.upper(), f"  {sentido.chave.title()}!  ",
                         sentido.chave.replace(" ", ", ")):
            assert fala.interpretar(variante) is not None, variante
            assert padrao.search(variante), variante
    assert padrao.search("Quero, e passo o truco")  # QUERO first accepts the double proposal (VIII, i)


def test_fala_o_padrao_recusa_o_que_o_carregador_recusa() -> None:
    padrao = re.compile(E.padrao_fala())
    candidatos = {"", "queru", "quero é retruco", "truco truco", "envidoo", "vale4", "eu quero", "passo",
                  "quero passo", "nao", "sim", "real real", "flor flor", "33", "contra-flor-e-o-resto"}
    # Every accepted phrase with one letter dropped, or one word dropped.
    for chave in fala.FRASES:
        for i in range(len(chave)):
            candidatos.add(chave[:i] + chave[i + 1:])
        palavras = chave.split()
        for i in range(len(palavras)):
            candidatos.add(" ".join(palavras[:i] + palavras[i + 1:]))
    for texto in candidatos:
        assert (fala.interpretar(texto) is not None) == bool(padrao.search(texto)), texto


def test_cartas_o_padrao_e_o_leitor_de_cartas_concordam() -> None:
    padrao = re.compile(E.padrao_carta())

    def le(texto: str) -> bool:
        try:
            carta(texto)
            return True
        except CartaInvalida:
            return False

    candidatos = set()
    for c in BARALHO:
        candidatos |= {c.curta, c.curta.lower(), c.nome, c.nome.upper(), f" {c.nome.title()} ",
                       f"{c.numero} {c.naipe.value}"}
    for n in ["0", "00", "01", "8", "9", "13", "20", "100", "a", "x", *map(str, range(1, 13))]:
        for naipe in "ABCDEOPXZ" + "abceop":
            candidatos.add(f"{n}{naipe}")
    for nome in ["ás", "as", "a", "um", "tres", "três", "oito", "nove", "dez", "sota", "dama", "cavalo", "rei",
                 "valete", "7", "07", "8"]:
        for naipe in ["espadas", "espada", "paus", "bastos", "ouro", "ouros", "copas", "copa", "coração"]:
            candidatos.add(f"{nome} de {naipe}")
    candidatos |= {"", "de espadas", "1", "E", "1EE", "rei copas", "rei de de copas"}
    for texto in candidatos:
        assert le(texto) == bool(padrao.search(texto)), texto


# --- valid files validate ---------------------------------------------------------------------------------

EXEMPLO_COMPLETO = BASE + """\
  - b1: quero
  - a1: {pontos: 33}
  - b1: é bom
  - a1: {joga: 1E}
  - vaza: A
  - b2: {baralho: true}
  - b3: {passa: true}
  - a2: {mostra: [7E, 6E]}
  - a2: {nao_mostra: true}
  - a1: {pede_flor: b2}
  - a3: {falta: olhou-cartas}
  - b1: {joga: 7C, coberta: true}
  - vaza: parda
cartas:
  a1: [1E, 7O, 3C]
versao: 1
regulamento: mtg-truco-cego
modalidade: roda
pagamentos:
  - {trio: A, tentos: 3}
pergunta: B alega que a2 renegou a flor
"""


def test_exemplo_completo_valida_nos_dois() -> None:
    assert os_dois(EXEMPLO_COMPLETO) == (True, [])


def test_testa_valida_nos_dois() -> None:
    texto = "modalidade: testa\n" + BASE.replace("[a1, b1, a2, b2, a3, b3]", "[a2, b2]")
    assert os_dois(texto) == (True, [])


# The checkout's cases (their modelines point into the checkout); the installed copy when there is none.
CASOS = sorted(((RAIZ_DO_PROJETO / "casos") if (RAIZ_DO_PROJETO / "casos").is_dir() else pasta("casos"))
               .glob("**/*.yaml"))
EXEMPLOS = sorted((RAIZ_DO_PROJETO / "exemplos").glob("*.yaml"))
EXEMPLOS_MTG = [p for p in EXEMPLOS if "\nregulamento:" not in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("arquivo", EXEMPLOS_MTG, ids=[p.stem for p in EXEMPLOS_MTG])
def test_exemplos_validam_nos_dois(arquivo: Path) -> None:
    assert os_dois(arquivo.read_text(encoding="utf-8")) == (True, [])


@pytest.mark.parametrize("arquivo", EXEMPLOS, ids=[p.stem for p in EXEMPLOS])
def test_exemplos_de_todo_sistema_validam_no_esquema_de_todos_e_resolvem(arquivo: Path) -> None:
    from arbitro.julgar import decidir

    assert erros(yaml.safe_load(arquivo.read_text(encoding="utf-8")), TODOS, TODOS) == []
    decidir(arquivo)  # the system's loader accepts it (CenarioInvalido otherwise)


def _primeira_linha(arquivo: Path) -> str:
    return arquivo.read_text(encoding="utf-8").split("\n", 1)[0]


# The modeline is written for the repository's tree (where a judge edits the cases), not for an installed copy.
COM_MODELINE = [p for p in EXEMPLOS + sorted((RAIZ_DO_PROJETO / "casos").glob("**/*.yaml"))
                if _primeira_linha(p).startswith("# yaml-language-server:")]


@pytest.mark.parametrize("arquivo", COM_MODELINE, ids=[p.stem for p in COM_MODELINE])
def test_modeline_aponta_para_o_arquivo_do_esquema(arquivo: Path) -> None:
    caminho = _primeira_linha(arquivo).split("$schema=", 1)[1].strip()
    assert (arquivo.parent / caminho).resolve() == (RAIZ_DO_PROJETO / E.ARQUIVO_ESQUEMA).resolve()


@pytest.mark.parametrize("arquivo", CASOS, ids=[p.stem for p in CASOS])
def test_casos_da_biblioteca_validam_no_esquema(arquivo: Path) -> None:
    dados = yaml.safe_load(arquivo.read_text(encoding="utf-8"))
    if "comando" in dados:  # a case above the volta: tests/test_torneio_esquema.py checks it on its own schema
        pytest.skip("caso de partida, jogo ou classificação")
    if (dados.get("esperado") or {}).get("invalido"):
        pytest.skip("caso de entrada inválida")
    # Every system's case under the editor's schema of all systems (the scenario's regulamento: picks its own).
    assert erros(dados, TODOS, TODOS) == []
    assert erros(dados["cenario"], TODOS, TODOS) == []  # the scenario alone, as `arbitro resolve` reads it
    if dados["cenario"].get("regulamento", E.REGULAMENTO_PADRAO) == E.REGULAMENTO_PADRAO:
        assert erros(dados, ESQUEMA) == []


def test_casos_com_erro_de_forma_sao_apontados_no_esquema() -> None:
    caso = {"id": "x", "cenario": yaml.safe_load(BASE + "evento: []\n")}
    assert erros(caso, ESQUEMA)
    assert erros({"id": "x", "cenarioo": {}}, ESQUEMA)  # an unknown case key, without cenario: a scenario


# --- the exported file and the command ---------------------------------------------------------------------

def test_arquivo_do_esquema_na_raiz_esta_atualizado() -> None:
    arquivo = RAIZ_DO_PROJETO / E.ARQUIVO_ESQUEMA
    if not arquivo.exists():
        pytest.skip("sem arbitro-esquema.json na raiz (instalação sem o checkout)")
    assert json.loads(arquivo.read_text(encoding="utf-8")) == TODOS, (
        "arbitro-esquema.json desatualizado: rode `arbitro esquema > arbitro-esquema.json`")


def test_modeline() -> None:
    assert E.MODELINE == "# yaml-language-server: $schema=arbitro-esquema.json"
    assert E.modeline("../../arbitro-esquema.json") == "# yaml-language-server: $schema=../../arbitro-esquema.json"


def test_alvo_de_cada_regulamento_e_o_do_arquivo_do_regulamento() -> None:
    from arbitro.nucleo.regulamento import carregar

    for nome, alvo in E.REGULAMENTOS.items():
        assert carregar(nome).alvo == alvo == 24  # "As partidas são jogadas em 24 tentos" (Art. 10, II)


def _cli() -> Any:
    try:
        from typer.testing import CliRunner

        from arbitro.cli import registrar_todos
        from arbitro.cli.app import app
        registrar_todos()
    except ImportError as e:
        pytest.skip(f"linha de comando indisponível: {e}")
    return CliRunner(), app


def test_comando_esquema_imprime_o_esquema() -> None:
    runner, app = _cli()
    r = runner.invoke(app, ["esquema"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout) == TODOS
    from arbitro.sistemas import ids, sistema

    for id_ in ids():  # the scenario of every system validates on the schema of all of them
        modelo = yaml.safe_load(sistema(id_).modelo()) if id_ != E.REGULAMENTO_PADRAO else yaml.safe_load(BASE)
        assert erros(modelo, TODOS, TODOS) == [], id_
    mtg = runner.invoke(app, ["esquema", "--sistema", E.REGULAMENTO_PADRAO])
    assert mtg.exit_code == 0 and json.loads(mtg.stdout) == ESQUEMA


def test_comando_esquema_modeline() -> None:
    runner, app = _cli()
    r = runner.invoke(app, ["esquema", "--modeline"])
    assert r.exit_code == 0
    assert r.stdout == E.MODELINE + "\n"


def test_contrato_v2_esquema_dos_esclarecimentos_aceita_o_modelo_e_recusa_opcao_desconhecida() -> None:
    """Contract v2 §8: the clarifications file `{comissao, data, leituras: {ID: opcao}}` has a schema; the template
    `arbitro leituras --modelo` writes validates in it, an unknown option or reading does not."""
    from arbitro.cli.leituras import modelo
    from arbitro.esquemas import esquema_esclarecimentos
    from arbitro.julgar import leituras

    registro = leituras()
    esquema = esquema_esclarecimentos(registro)
    documento = yaml.load(modelo(registro), Loader=yaml.BaseLoader)  # YAML 1.2, as the editor: a date is text
    assert set(documento["leituras"]) == set(registro) and erros(documento, esquema) == []
    assert erros({**documento, "leituras": {"segunda-parda": "nenhuma"}}, esquema)
    assert erros({**documento, "leituras": {"leitura-que-nao-existe": "x"}}, esquema)
    assert erros({"comissao": "C", "data": "1/12/2026", "leituras": {}}, esquema)
    runner, app = _cli()
    r = runner.invoke(app, ["esquema", "--tipo", "esclarecimentos"])
    assert r.exit_code == 0 and json.loads(r.stdout) == esquema
