"""Contract v3 §12: the partida, the jogo and the standings of paulista, mineiro, argentino and valenciano, through
the library (:mod:`arbitro.torneio.partida_geral`, :mod:`arbitro.torneio.jogo_geral`) and the CLI. Every figure is
worked out by hand from the rulebooks in ``regulamento/`` (the comment beside each says how)."""

from __future__ import annotations

import ast
import json
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.nucleo.leituras import Esclarecimentos
from arbitro.torneio.jogo_geral import classificar, julgar_jogo, ler_jogo
from arbitro.torneio.partida_geral import PartidaJulgada, julgar_partida

registrar_todos()
runner = CliRunner()
RAIZ = Path(__file__).resolve().parents[1]
EXEMPLOS = RAIZ / "exemplos" / "paulista"

PAULISTA = """\
versao: 3
regulamento: paulista
duplas: {Mooca: [Tonhão, Zé Carlos], Brás: [Nenê, Juvenal]}
assentos: [Tonhão, Nenê, Zé Carlos, Juvenal]
"""
VALENCIANO = """\
versao: 3
regulamento: valenciano
duplas: {Carlet: [Albert, Cesc], Algemesí: [Biel, Dario]}
assentos: [Albert, Biel, Cesc, Dario]
"""


def partida(texto: str, leituras: dict[str, str] | None = None) -> PartidaJulgada:
    return julgar_partida(textwrap.dedent(texto), Esclarecimentos(leituras) if leituras else None)


def test_contrato_v3_12_placar_levado_e_mao_no_assento_seguinte() -> None:
    # Paulista, pontos: a hand without truco is worth 1; truco accepted 3. Seats: Tonhão, Nenê, Zé Carlos.
    r = partida(PAULISTA + """\
voltas:
  - {vira: 5E, eventos: [{vaza: Mooca}, {vaza: Mooca}]}
  - {vira: 5E, eventos: [{Nenê: truco}, {Tonhão: quero}, {vaza: Brás}, {vaza: Brás}]}
  - {vira: 5E, eventos: [{vaza: Mooca}, {vaza: Mooca}]}
""")
    assert [m.mao for m in r.maos] == ["Tonhão", "Nenê", "Zé Carlos"]
    assert [m.placar_depois for m in r.maos] == [{"Mooca": 1, "Brás": 0}, {"Mooca": 1, "Brás": 3},
                                                 {"Mooca": 2, "Brás": 3}]
    # a partida nobody has won yet is valid input: the result so far
    assert r.vencedor is None and r.placar_final == {"Mooca": 2, "Brás": 3}
    # each hand's decision starts at the score the previous one left
    assert [m.decisao.placar_inicial for m in r.maos][1:] == [{"Mooca": 1, "Brás": 0}, {"Mooca": 1, "Brás": 3}]


def test_contrato_v3_12_mao_escrita_quando_nao_e_o_seguinte() -> None:
    r = partida(PAULISTA + """\
voltas:
  - {vira: 5E, eventos: [{vaza: Mooca}, {vaza: Mooca}]}
  - {mao: Juvenal, vira: 5E, eventos: [{vaza: Brás}, {vaza: Brás}]}
  - {vira: 5E, eventos: [{vaza: Brás}, {vaza: Brás}]}
""")
    assert [m.mao for m in r.maos] == ["Tonhão", "Juvenal", "Tonhão"]  # after Juvenal, the next seat wraps around


def test_paulista_mao_de_onze_truco_pedido_e_irregular_com_a_regra() -> None:
    # Mooca 9 × Brás 11: the mão de onze of Brás (Paulista, mão de onze): worth 3, nobody asks truco.
    texto = PAULISTA + """\
placar_inicial: {Mooca: 9, Brás: 11}
voltas:
  - {vira: 4O, eventos: [{Tonhão: truco}, {vaza: Mooca}, {vaza: Mooca}]}
"""
    r = partida(texto)
    irregulares = [o for o in r.observacoes if o.tipo.value == "irregularidade"]
    assert irregulares and irregulares[0].artigos == ("Paulista, mão de onze",)
    assert r.placar_final == {"Mooca": 12, "Brás": 11} and r.vencedor == "Mooca"  # 9 + 3 = 12
    leitura = next(o for o in r.observacoes if o.leitura == "truco-na-mao-de-onze")
    assert leitura.opcao == "so-nao-vale" and "Mooca 9 × Brás 12" in leitura.texto  # what the other option gives
    # under perde-a-mao, Mooca, who asked, loses the hand: Brás 11 + 3, capped at 12 (Paulista, pontos)
    outra = partida(texto, {"truco-na-mao-de-onze": "perde-a-mao"})
    assert outra.placar_final == {"Mooca": 9, "Brás": 12} and outra.vencedor == "Brás"


def test_paulista_mao_de_ferro_dita_antes_da_mao() -> None:
    r = partida(PAULISTA + """\
placar_inicial: {Mooca: 11, Brás: 11}
voltas:
  - {vira: 4O, eventos: [{vaza: Brás}, {vaza: Brás}]}
""")
    assert r.vencedor == "Brás" and r.placar_final == {"Mooca": 11, "Brás": 12}
    assert any("mão de ferro" in o.texto and "Paulista, mão de ferro" in o.artigos for o in r.observacoes)


def test_contrato_v3_12_mao_depois_do_fim_nao_conta() -> None:
    r = partida(PAULISTA + """\
placar_inicial: {Mooca: 11, Brás: 2}
voltas:
  - {vira: 4O, eventos: [{vaza: Mooca}, {vaza: Mooca}]}
  - {vira: 4O, eventos: [{vaza: Brás}, {vaza: Brás}]}
""")
    assert len(r.maos) == 1 and r.vencedor == "Mooca" and r.placar_final == {"Mooca": 12, "Brás": 2}
    assert any("mão 2 foi registrada depois de encerrada" in o.texto for o in r.observacoes)


def test_valenciano_camas_depois_de_cada_mao_e_no_fim() -> None:
    # Cama of 18, 2 camas: 16 + retruc 3 closes the cama (Valenciano, camas); the next starts 0 × 0.
    r = partida(VALENCIANO + """\
placar_inicial: {Carlet: 16, Algemesí: 5}
opcoes: {pontos_por_cama: 18, camas_para_vencer: 2}
maos:
  - eventos: [{Albert: truco}, {Biel: retruco}, {Albert: aceito}, {vaza: Carlet}, {vaza: Carlet}]
  - eventos: [{vaza: Algemesí}, {vaza: Algemesí}]
""")
    d = r.json()
    assert [v["camas"] for v in d["voltas"]] == [{"Carlet": 1, "Algemesí": 0}] * 2
    assert d["voltas"][0]["placar_depois"] == {"Carlet": 18, "Algemesí": 5}  # the cama's final score
    assert d["voltas"][1]["decisao"]["placar_inicial"] == {"Carlet": 0, "Algemesí": 0}
    assert d["placar_final"] == {"Carlet": 0, "Algemesí": 1} and d["camas"] == {"Carlet": 1, "Algemesí": 0}
    assert d["vencedor"] is None


def test_valenciano_camas_iniciais_partida_retomada() -> None:
    # Joined mid-way with Algemesí a cama up: a second cama wins the match (camas_para_vencer 2).
    r = partida(VALENCIANO + """\
placar_inicial: {Carlet: 3, Algemesí: 22}
camas_iniciais: {Carlet: 0, Algemesí: 1}
opcoes: {camas_para_vencer: 2}
maos:
  - eventos: [{Albert: truco}, {Biel: aceito}, {vaza: Algemesí}, {vaza: Algemesí}]
""")
    assert r.vencedor == "Algemesí" and r.camas == {"Carlet": 0, "Algemesí": 2}
    assert r.placar_final == {"Carlet": 3, "Algemesí": 24}  # the last cama's score (contract v3 §12)


def test_valenciano_falta_nas_ruins_pelo_placar_da_cama_nova() -> None:
    # Carlet closes cama 1 at 24 (22 + 2); in the new cama (0 × 0, ruins) the falta is worth the whole cama
    # (Valenciano, envido): Cesc 7 + 6 + 20 = 33 beats Dario 6 + 3 + 20 = 29.
    r = partida(VALENCIANO + """\
placar_inicial: {Carlet: 22, Algemesí: 15}
opcoes: {camas_para_vencer: 2}
maos:
  - eventos: [{Albert: truco}, {Biel: aceito}, {vaza: Carlet}, {vaza: Carlet}]
  - cartas: {Cesc: [7P, 6P, 4C], Dario: [6C, 3C, 5E]}
    mao: Cesc
    eventos: [{Cesc: envit}, {Dario: falta}, {Cesc: aceito}, {vaza: Algemesí}, {vaza: Algemesí}]
""")
    assert r.maos[1].decisao.lancamentos[0].tentos == 24 and r.vencedor == "Carlet"


def test_argentino_envido_fecha_a_partida_antes_das_vazas() -> None:
    # Argentino, ordem: Claypole 28 + envido 2 = 30 before Dock Sud's truco counts.
    r = partida("""\
versao: 3
regulamento: argentino
duplas: {Claypole: [Mário, Otávio], Dock Sud: [Nilo, Plínio]}
assentos: [Mário, Nilo, Otávio, Plínio]
placar_inicial: {Claypole: 28, Dock Sud: 29}
voltas:
  - eventos: [{Mário: envido}, {Nilo: quiero}, {Mário: {pontos: 30}}, {Nilo: {pontos: 24}}, {Nilo: truco},
              {Mário: quiero}, {vaza: Dock Sud}, {vaza: Dock Sud}]
  - eventos: [{vaza: Dock Sud}, {vaza: Dock Sud}]
""")
    assert r.vencedor == "Claypole" and r.placar_final == {"Claypole": 30, "Dock Sud": 29} and len(r.maos) == 1


def test_argentino_leitura_do_mao_seguinte_muda_o_mano() -> None:
    texto = """\
versao: 3
regulamento: argentino
duplas: {Nós: [Pablo, Diego], Eles: [Martín, Lucas]}
assentos: [Pablo, Martín, Diego, Lucas]
voltas:
  - eventos: [{vaza: Nós}, {vaza: Nós}]
  - eventos: [{vaza: Nós}, {vaza: Nós}]
"""
    assert [m.mao for m in partida(texto).maos] == ["Pablo", "Martín"]
    outra = partida(texto, {"argentino-mao-seguinte": "anterior-na-ordem"})
    assert [m.mao for m in outra.maos] == ["Pablo", "Lucas"]


@pytest.mark.parametrize(("texto", "trecho", "linha"), [
    (PAULISTA.replace("[Tonhão, Nenê, Zé Carlos, Juvenal]", "[Tonhão, Zé Carlos, Nenê, Juvenal]")
     + "voltas: [{vira: 5E, eventos: [{vaza: Mooca}]}]\n", "as duplas se alternam", 4),
    (PAULISTA + "voltas:\n  - {vira: 5E, placar: {Mooca: 1, Brás: 0}, eventos: [{vaza: Mooca}]}\n",
     "'placar' não se escreve na mão", 6),
    (PAULISTA + "voltas:\n  - {vira: 5E, eventos: [{vaza: Mooca}]}\n  - {vira: 5E, eventos: [{Tonhão: {joga: 9E}}]}\n",
     "9E", 7),
    (PAULISTA + "voltas:\n  - {eventos: [{vaza: Mooca}]}\n", "falta a vira", 6),
    (PAULISTA.replace("duplas", "trios") + "voltas: []\n", "trios: é do Truco Cego", 3),
])
def test_contrato_v3_12_entrada_invalida_localizada(tmp_path: Path, texto: str, trecho: str, linha: int) -> None:
    arquivo = tmp_path / "partida.yaml"
    arquivo.write_text(texto, encoding="utf-8")
    with pytest.raises(CenarioInvalido) as e:
        julgar_partida(arquivo)
    assert any(trecho in p.mensagem and p.linha == linha for p in e.value.problemas), e.value.problemas
    r = runner.invoke(app, ["partida", str(arquivo)])
    assert r.exit_code == 2 and "Traceback" not in r.output and f"partida.yaml:{linha}:" in r.output


def test_paulista_jogo_do_exemplo_de_tres_arquivos() -> None:
    r = runner.invoke(app, ["jogo", str(EXEMPLOS / "jogo.yaml"), "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    # partida 1: 3, 3×6, 4, 7, then a seis won → 13 capped at 12; partida 2: Brás 3, 9, 10, 12 over Mooca's 1;
    # partida 3: nove 9, Brás 3, 10, 11, then the mão de onze won (3) → 12
    assert [p["placar"] for p in d["partidas"]] == [{"Mooca": 12, "Brás": 6}, {"Mooca": 1, "Brás": 12},
                                                    {"Mooca": 12, "Brás": 3}]
    assert d["vencedor"] == "Mooca" and d["formato"] == "melhor-de-tres"
    assert d["totais"] == {"Mooca": {"partidas": 2, "tentos": 25, "saldo": 4},
                           "Brás": {"partidas": 1, "tentos": 21, "saldo": -4}}


@pytest.mark.parametrize(("sistema", "formato", "alvo"), [("paulista", "melhor-de-tres", 12),
                                                           ("mineiro", "melhor-de-tres", 12),
                                                           ("argentino", "seca", 30), ("valenciano", "seca", 1)])
def test_contrato_v3_12_formato_padrao_do_jogo_e_wo_pelo_alvo(sistema: str, formato: str, alvo: int) -> None:
    from arbitro.cenario.yamlpos import compor

    segunda = ", {partida: 2, wo: B}" if formato == "melhor-de-tres" else ""  # a seca has one partida
    texto = f"versao: 3\nregulamento: {sistema}\nduplas: {{A: [a1, a2], B: [b1, b2]}}\npartidas: []\n" \
            f"ocorrencias: [{{partida: 1, wo: B}}{segunda}]\n"
    j = julgar_jogo(ler_jogo(compor(texto, "jogo.yaml"), "jogo.yaml"))
    assert j.doc.formato == formato and j.vencedor == "A"
    assert [p.placar for p in j.partidas] == [{"A": alvo, "B": 0}] * (2 if formato == "melhor-de-tres" else 1)


def test_contrato_v3_12_classificacao_criterio_nomeia_a_secao_do_sistema() -> None:
    from arbitro.cenario.yamlpos import compor
    from arbitro.sistemas import sistema

    def jogo(texto: str) -> object:
        return julgar_jogo(ler_jogo(compor(texto, "j.yaml"), "j.yaml"))

    base = "versao: 3\nregulamento: mineiro\n"
    jogos = [jogo(base + "duplas: {A: [a1, a2], B: [b1, b2]}\npartidas: [{A: 12, B: 0}, {A: 12, B: 0}]\n"),
             jogo(base + "duplas: {C: [c1, c2], B: [b1, b2]}\npartidas: [{C: 12, B: 5}, {C: 12, B: 5}]\n")]
    t = classificar(sistema("mineiro"), jogos)  # type: ignore[arg-type]
    # A and C: 1 victory, 2 partidas, 24 tentos each; saldo A +24, C +14 (Mineiro, classificacao: the default)
    assert [(x.equipe, x.criterio) for x in t.linhas] == [("A", "Mineiro, classificacao, saldo"),
                                                         ("C", "Mineiro, classificacao, vitorias"), ("B", None)]


@pytest.mark.parametrize("sistema", ["paulista", "mineiro", "argentino", "valenciano"])
@pytest.mark.parametrize("tipo", ["partida", "jogo"])
def test_contrato_v3_12_modelo_de_cada_sistema_segue_o_esquema_e_se_julga(tmp_path: Path, sistema: str,
                                                                         tipo: str) -> None:
    import yaml
    from test_esquema import erros  # the project's own draft-07 validator (no jsonschema dependency)

    modelo = runner.invoke(app, ["novo", "--tipo", tipo, "--sistema", sistema])
    assert modelo.exit_code == 0, modelo.output
    esquema = runner.invoke(app, ["esquema", "--tipo", tipo, "--sistema", sistema])
    assert esquema.exit_code == 0, esquema.output
    schema = json.loads(esquema.stdout)
    assert erros(yaml.safe_load(modelo.stdout), schema, schema) == []
    arquivo = tmp_path / f"{tipo}.yaml"
    arquivo.write_text(modelo.stdout, encoding="utf-8")
    r = runner.invoke(app, [tipo, str(arquivo), "--json"])
    assert r.exit_code == 0, r.output


def test_nomes_com_marcacao_aparecem_como_escritos_e_a_40_colunas_inteiros(tmp_path: Path) -> None:
    arquivo = tmp_path / "p.yaml"
    arquivo.write_text(PAULISTA.replace("Mooca:", "'[bold]Mooca[/bold]':") +
                       "voltas:\n  - {vira: 5E, eventos: [{vaza: '[bold]Mooca[/bold]'}, "
                       "{vaza: '[bold]Mooca[/bold]'}]}\n", encoding="utf-8")
    r = runner.invoke(app, ["partida", str(arquivo)], env={"COLUMNS": "40"})
    assert r.exit_code == 0, r.output
    assert "[bold]Mooca[/bold]" in r.output and "Mão 1 (mão de Tonhão)" in r.output


def test_a_camada_de_duplas_nao_importa_o_mtg() -> None:
    """The partida layer asks the system for its hook (Sistema.partida), never a system's package."""
    for modulo in ("partida_geral", "jogo_geral", "esquema_geral", "modelos_geral"):
        arvore = ast.parse((RAIZ / "arbitro" / "torneio" / f"{modulo}.py").read_text(encoding="utf-8"))
        nomes = [n.module or "" for n in ast.walk(arvore) if isinstance(n, ast.ImportFrom)]
        nomes += [a.name for n in ast.walk(arvore) if isinstance(n, ast.Import) for a in n.names]
        assert not [n for n in nomes if n.startswith("arbitro.sistemas.")], (modulo, nomes)


def test_contrato_v3_12_sumula_do_jogo_de_duplas_com_cabecalho_e_nomes_escapados(tmp_path: Path) -> None:
    jogo = tmp_path / "jogo.yaml"
    jogo.write_text(textwrap.dedent("""\
        versao: 3
        regulamento: paulista
        torneio: Copa <b>da</b> Mooca
        data: 2026-11-28
        mesa_numero: 3
        juiz: Seu Durval
        duplas: {'<script>x</script>': [Tonhão, Zé Carlos], Brás: [Nenê, Juvenal]}
        partidas: [{'<script>x</script>': 12, Brás: 3}, {'<script>x</script>': 12, Brás: 11}]
        """), encoding="utf-8")
    r = runner.invoke(app, ["sumula", str(jogo)])
    assert r.exit_code == 0, r.output
    assert "<script>x</script>" not in r.stdout and "&lt;script&gt;x&lt;/script&gt;" in r.stdout
    assert "Copa &lt;b&gt;da&lt;/b&gt; Mooca" in r.stdout and "Seu Durval" in r.stdout and "2026-11-28" in r.stdout
    # 12 + 12 = 24 against 3 + 11 = 14; the winner by the paulista's melhor de três (Paulista, pontos)
    assert ">24<" in r.stdout and ">14<" in r.stdout and "[Paulista, pontos]" in r.stdout


def test_uma_porta_para_a_partida_e_o_jogo_de_todo_sistema() -> None:
    """arbitro.torneio.por_sistema: the tournament and the server call one function whatever the system."""
    from arbitro.torneio.por_sistema import julgar_jogo as jogo_de
    from arbitro.torneio.por_sistema import julgar_partida as partida_de

    assert partida_de(EXEMPLOS / "partida-1.yaml").vencedor == "Mooca"
    assert jogo_de(EXEMPLOS / "jogo.yaml").totais["Brás"] == {"partidas": 1, "tentos": 21, "saldo": -4}
    mtg = RAIZ / "exemplos" / "torneio"
    assert partida_de(mtg / "partida-tauras-querencia.yaml").vencedor == "Os Tauras"  # the MTG's own layer
    assert jogo_de(mtg / "jogo-tauras-querencia.yaml").vencedor == "Os Tauras"


def test_contrato_v2_10_ocorrencia_numa_partida_alem_do_jogo_e_invalida(tmp_path: Path) -> None:
    arquivo = tmp_path / "jogo.yaml"
    arquivo.write_text("versao: 3\nregulamento: argentino\nduplas: {A: [a1, a2], B: [b1, b2]}\npartidas: []\n"
                       "ocorrencias: [{partida: 2, wo: B}]\n", encoding="utf-8")
    r = runner.invoke(app, ["jogo", str(arquivo)])
    assert r.exit_code == 2 and "jogo.yaml:5:" in r.output and "no máximo 1 partida" in r.output


def test_contrato_v3_12_confronto_direto_e_sorteio_na_classificacao() -> None:
    from arbitro.cenario.yamlpos import compor
    from arbitro.sistemas import sistema

    def jogo(x: str, y: str, vencedor: str) -> object:
        perdedor = y if vencedor == x else x
        texto = (f"versao: 3\nregulamento: paulista\nduplas: {{{x}: [{x}1, {x}2], {y}: [{y}1, {y}2]}}\n"
                 f"partidas: [{{{vencedor}: 12, {perdedor}: 0}}, {{{vencedor}: 12, {perdedor}: 0}}]\n")
        return julgar_jogo(ler_jogo(compor(texto, "j.yaml"), "j.yaml"))

    # A beats B, C beats A, B beats D: A, B and C one victory, 2 partidas, 24 points each; saldo C +24, A 0, B 0;
    # A and B tied on every figure: A beat B (head-to-head, the default's fifth criterion)
    jogos = [jogo("A", "B", "A"), jogo("C", "A", "C"), jogo("B", "D", "B")]
    t = classificar(sistema("paulista"), jogos)  # type: ignore[arg-type]
    assert [(x.equipe, x.criterio) for x in t.linhas] == [
        ("C", "Paulista, classificacao, saldo"), ("A", "Paulista, classificacao, confronto"),
        ("B", "Paulista, classificacao, vitorias"), ("D", None)]
    # a cycle of three (A > B > C > A, all 12 × 0 twice): tied on everything, head-to-head cannot break it
    ciclo = [jogo("A", "B", "A"), jogo("B", "C", "B"), jogo("C", "A", "C")]
    sem = classificar(sistema("paulista"), ciclo)  # type: ignore[arg-type]
    assert [x.criterio for x in sem.linhas] == ["Paulista, classificacao, sorteio"] * 3
    assert any("aguarda o sorteio" in o.texto for o in sem.observacoes)
    import random

    nomes = ["A", "B", "C"]
    random.Random(7).shuffle(nomes)  # contract v2 §11: names sorted, then Random(semente).shuffle
    sorteada = classificar(sistema("paulista"), ciclo, semente=7)  # type: ignore[arg-type]
    assert [x.equipe for x in sorteada.linhas] == nomes
    assert [x.criterio for x in sorteada.linhas] == ["Paulista, classificacao, sorteio"] * 2 + [None]
