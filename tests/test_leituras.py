"""Named readings (contract v2 §8): the registry, the selection's precedence, the commission's file, the
generated page for the commission, and the library cases that tell each option apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import arbitro.cli  # noqa: F401  (registers every command on the app)
from arbitro import casos
from arbitro.cenario.leituras import carregar_esclarecimentos
from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.cli.leituras import documento
from arbitro.julgar import leituras
from arbitro.nucleo.leituras import PADRAO, Esclarecimentos, Registro
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.motor import resolver

RAIZ = Path(__file__).resolve().parent.parent
REGISTRO = leituras("mtg-truco-cego")
registrar_todos()  # the commands this file invokes (resolve, casos, leituras), whatever ran before it
runner = CliRunner()

# The 1st vaza to A, the 2nd parda, the 3rd to B, with the TRUCO accepted: the reading "segunda-parda" decides
# between A (the 1st decides: 2 tentos) and B (the 3rd decides: 2 tentos). Art. XVI, Vaza empatada.
SEGUNDA_PARDA = """\
versao: 2
placar: {A: 10, B: 14}
trios: {A: [a1, a2, a3], B: [b1, b2, b3]}
mesa: [a1, b1, a2, b2, a3, b3]
eventos:
  - a1: truco
  - b1: quero
  - vaza: A
  - vaza: parda
  - vaza: B
"""


def test_cada_leitura_tem_id_opcoes_padrao_motivo_e_artigos_do_seu_regulamento() -> None:
    from arbitro.nucleo.regulamento import carregar

    reg = carregar("mtg-truco-cego")
    assert len(REGISTRO) >= 25
    for lt in REGISTRO.values():
        assert lt.sistema == "mtg-truco-cego" and lt.pergunta.endswith("?") and lt.motivo
        assert lt.padrao in lt.ids_opcoes and len(lt.opcoes) >= 2
        assert all(a in reg for a in lt.artigos), lt.artigos
        assert ("S, j" in lt.artigos) == lt.omisso, lt.id  # a caso omisso cites the commission's power (S, j)


def test_registro_recusa_leitura_repetida_e_padrao_que_nao_e_opcao() -> None:
    r = Registro("x")
    r.definir("a", pergunta="?", artigos=("Art. 1",), opcoes=(("p", "P"), ("q", "Q")), padrao="p", motivo="m")
    with pytest.raises(ValueError):
        r.definir("a", pergunta="?", artigos=("Art. 1",), opcoes=(("p", "P"), ("q", "Q")), padrao="p", motivo="m")
    with pytest.raises(ValueError):
        r.definir("b", pergunta="?", artigos=("Art. 1",), opcoes=(("p", "P"), ("q", "Q")), padrao="z", motivo="m")


def test_contrato_v2_8_precedencia_padrao_comissao_cenario() -> None:
    lt = REGISTRO["segunda-parda"]
    assert PADRAO.escolher(lt).origem == "padrao"
    comissao = PADRAO.com_esclarecimentos(Esclarecimentos({"segunda-parda": "joga-a-terceira"}, "Comissão X"))
    e = comissao.escolher(lt)
    assert (e.opcao, e.origem, e.esclarecimento) == ("joga-a-terceira", "comissao", True)
    e = comissao.com_cenario({"segunda-parda": "ganha-a-primeira"}).escolher(lt)
    assert (e.opcao, e.origem, e.esclarecimento) == ("ganha-a-primeira", "cenario", False)
    # A later (more specific) commission layer wins over an earlier one.
    duas = comissao.com_esclarecimentos(Esclarecimentos({"segunda-parda": "ganha-a-primeira"}))
    assert duas.escolher(lt).opcao == "ganha-a-primeira"


def test_art_xvi_vaza_empatada_leituras_do_cenario_invertem_o_resultado_e_o_dizem() -> None:
    padrao = resolver(carregar_texto(SEGUNDA_PARDA))
    assert padrao.placar_final == {"A": 12, "B": 14}  # the 1st decides: A's TRUCO, 2 tentos
    invertido = resolver(carregar_texto(SEGUNDA_PARDA + "leituras: {segunda-parda: joga-a-terceira}\n"))
    assert invertido.placar_final == {"A": 10, "B": 16}  # the 3rd decides: B
    obs = next(o for o in invertido.json()["observacoes"] if o["tipo"] == "leitura")
    assert obs["leitura"] == "segunda-parda" and obs["opcao"] == "joga-a-terceira"
    assert obs["esclarecimento"] is False and "Leitura escolhida no cenário" in obs["texto"]
    assert "o trio A anotaria 2 tentos em vez de 0" in obs["texto"]


def test_contrato_v2_8_esclarecimento_da_comissao_no_texto_e_no_json(tmp_path: Path) -> None:
    arquivo = tmp_path / "esclarecimentos.yaml"
    arquivo.write_text("comissao: Comissão Organizadora\ndata: 2026-11-30\n"
                       "leituras: {segunda-parda: joga-a-terceira}\n", encoding="utf-8")
    cenario = tmp_path / "volta.yaml"
    cenario.write_text(SEGUNDA_PARDA, encoding="utf-8")
    r = runner.invoke(app, ["resolve", str(cenario), "--json", "--leituras", str(arquivo)])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["placar_final"] == {"A": 10, "B": 16}
    obs = next(o for o in d["observacoes"] if o["tipo"] == "leitura")
    assert obs["esclarecimento"] is True
    assert obs["texto"].startswith("A 1ª vaza foi ganha pelo trio A e a 2ª foi parda. Esclarecimento da Comissão "
                                   "Organizadora, 2026-11-30: joga-se a 3ª vaza")


def test_esclarecimentos_com_leitura_ou_opcao_desconhecida_sao_entrada_invalida(tmp_path: Path) -> None:
    arquivo = tmp_path / "e.yaml"
    arquivo.write_text("comissao: C\ndata: 30/11/2026\nleituras:\n  segunda-pardas: x\n  envido-na-testa: somar\n",
                       encoding="utf-8")
    with pytest.raises(CenarioInvalido) as e:
        carregar_esclarecimentos(arquivo, REGISTRO)
    textos = [str(p) for p in e.value.problemas]
    assert any(":2:7: data: esperava uma data AAAA-MM-DD" in t for t in textos), textos
    assert any(":4:3: leituras: leitura desconhecida 'segunda-pardas'; quis dizer 'segunda-parda'" in t
               for t in textos), textos
    assert any(":5:20: leituras: opção desconhecida 'somar'" in t for t in textos), textos
    cenario = tmp_path / "volta.yaml"
    cenario.write_text(SEGUNDA_PARDA, encoding="utf-8")
    r = runner.invoke(app, ["resolve", str(cenario), "--leituras", str(arquivo)])
    assert r.exit_code == 2 and "Traceback" not in r.output


def test_docs_leituras_md_e_gerado_do_registro() -> None:
    atual = (RAIZ / "docs" / "leituras.md").read_text(encoding="utf-8")
    assert atual == documento(), "docs/leituras.md velho: rode `arbitro leituras --markdown > docs/leituras.md`"


def test_leituras_json_no_formato_do_contrato() -> None:
    r = runner.invoke(app, ["leituras", "--json"])
    assert r.exit_code == 0
    lista = json.loads(r.output)
    assert [lt["id"] for lt in lista] == list(REGISTRO)
    for lt in lista:
        assert set(lt) >= {"id", "sistema", "pergunta", "artigos", "opcoes", "padrao", "motivo"}
        assert all(set(o) == {"id", "descricao"} for o in lt["opcoes"])


def test_leituras_id_mostra_os_casos_em_que_cada_opcao_muda_o_resultado() -> None:
    r = runner.invoke(app, ["leituras", "segunda-parda", "--json"])
    assert r.exit_code == 0, r.output
    casos_ = json.loads(r.output)["casos"]["joga-a-terceira"]
    assert any(c["caso"] == "primeira-ganha-segunda-parda" for c in casos_)
    r = runner.invoke(app, ["leituras", "segunda-pardas"])
    assert r.exit_code == 2 and "segunda-parda" in r.output


def test_modelo_de_esclarecimentos_carrega_e_nao_sobrescreve(tmp_path: Path) -> None:
    destino = tmp_path / "esclarecimentos.yaml"
    assert runner.invoke(app, ["leituras", "--modelo", "-o", str(destino)]).exit_code == 0
    e = carregar_esclarecimentos(destino, REGISTRO)
    assert dict(e.leituras) == {lt.id: lt.padrao for lt in REGISTRO.values()}
    destino.write_text("meu arquivo\n", encoding="utf-8")
    r = runner.invoke(app, ["leituras", "--modelo", "-o", str(destino)])
    assert r.exit_code == 2 and destino.read_text(encoding="utf-8") == "meu arquivo\n"


def test_cada_opcao_de_cada_leitura_tem_um_caso_que_a_distingue() -> None:
    """Every option other than the default has a library case, worked out by hand, whose result differs from
    the default's; the case's default ruling applies the reading (checked by `casos verificar`)."""
    bib = casos.biblioteca()
    distinguem: dict[tuple[str, str], list[str]] = {}
    for caso in bib:
        for id_, opcao, esperado in caso.por_leitura:
            if (esperado.placar_final, esperado.vencedor) != (caso.esperado.placar_final, caso.esperado.vencedor):
                distinguem.setdefault((id_, opcao), []).append(caso.id)
    from arbitro.sistemas.mtg.leituras_acima import SO_NAS_OBSERVACOES  # readings that change no figure (the partida's)

    faltam = [f"{lt.id}: {o.id}" for lt in REGISTRO.values() for o in lt.outras(lt.padrao)
              if (lt.id, o.id) not in distinguem and lt.id not in SO_NAS_OBSERVACOES]
    assert not faltam, f"opções sem caso que as distinga: {faltam}"


def _ids_das_leituras(sistema: str) -> list[str]:
    r = runner.invoke(app, ["leituras", "--sistema", sistema, "--json"])
    assert r.exit_code == 0, r.output
    return [lt["id"] for lt in json.loads(r.output)]


@pytest.mark.parametrize("sistema", ["mtg", "paulista", "mineiro", "argentino", "valenciano"])
def test_contrato_v2_8_leituras_id_de_cada_sistema_pela_cli(sistema: str) -> None:
    """Issue 20, item 8: `arbitro leituras --sistema S ID` ruled every case with the MTG engine and crashed
    (AttributeError) on the first case of another system. Every reading of every system, text and JSON."""
    from arbitro.nucleo.regulamento import carregar
    from arbitro.sistemas import identificar

    regulamento = carregar(identificar(sistema) or sistema)
    ids = _ids_das_leituras(sistema)
    assert ids
    for id_ in ids:
        r = runner.invoke(app, ["leituras", "--sistema", sistema, id_])
        assert r.exit_code == 0 and r.exception is None, (id_, r.output)
        assert r.output.startswith(id_) and "Opções:" in r.output
        # "S, j" (casos omissos) is an article of the MTG's rulebook only: another system never cites it
        assert ("(S, j)" in r.output) == ("S, j" in regulamento and "O texto é omisso" in r.output), id_
        j = runner.invoke(app, ["leituras", "--sistema", sistema, id_, "--json"])
        assert j.exit_code == 0, (id_, j.output)
        assert set(json.loads(j.output)["casos"]) == {o["id"] for o in json.loads(j.output)["opcoes"]
                                                      if o["id"] != json.loads(j.output)["padrao"]}


def test_paulista_truco_leitura_corrida_perdendo_mostra_o_caso_que_muda() -> None:
    """Paulista, truco: who runs from the truco "perde 1 ponto". At Mooca 4 × Brás 6, Brás running gives Mooca the
    point by default (5 × 6); with ninguem-marca nobody scores (4 × 6): the command names that library case."""
    r = runner.invoke(app, ["leituras", "--sistema", "paulista", "corrida-perdendo", "--json"])
    assert r.exit_code == 0, r.output
    mudam = {c["caso"]: (c["padrao"], c["com_a_opcao"]) for c in json.loads(r.output)["casos"]["ninguem-marca"]}
    assert mudam["paulista-truco-corrido"] == ("Mooca 5 × Brás 6", "Mooca 4 × Brás 6")


@pytest.mark.parametrize("sistema", ["paulista", "mineiro", "argentino", "valenciano"])
def test_leituras_markdown_de_outro_sistema_e_a_pagina_dele(sistema: str) -> None:
    """`arbitro leituras --sistema S --markdown` gave the MTG's page (its title, "regulamento do MTG", and S, j)
    for every system; it is the system's own page, the one in docs/ where there is one."""
    from arbitro.sistemas import sistema as sistema_

    r = runner.invoke(app, ["leituras", "--sistema", sistema, "--markdown"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith(f"# Leituras nomeadas do `arbitro` — {sistema_(sistema).nome}\n")
    assert "regulamento do MTG" not in r.output and "S, j" not in r.output
    assert all(f"## `{i}`" in r.output for i in _ids_das_leituras(sistema))
    pagina = RAIZ / "docs" / f"leituras-{sistema}.md"
    if pagina.exists():
        assert r.output == pagina.read_text(encoding="utf-8")
