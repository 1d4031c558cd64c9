"""`arbitro mesa` for every rule system (issue 23), driven by Textual's Pilot at 40 columns (a phone): a paulista, a
mineiro, an argentino and a valenciano partida set up in the form and recorded by keys; the saved file equal (as
data) to the contract v3 §12 file written here by hand; the same JSON from the recorder (the session that recorded
and the file reopened), from `arbitro partida --json` on the saved file and on the file written by hand; each
hand's ruling, worked out by hand from the system's rulebook, asserted with the hand engine (`arbitro resolve`) on
the hand's scenario written by hand — the score carried, the mão passed to the next seat (§12)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml

pytest.importorskip("textual")

from textual.pilot import Pilot
from textual.widgets import Input
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app as cli
from arbitro.julgar import decidir
from arbitro.mesa.app import MesaApp, MesaScreen
from arbitro.mesa.sessao import Sessao

LARGURA = 40
registrar_todos()
runner = CliRunner()


def _teclas_do_texto(texto: str) -> list[str]:
    return ["space" if c == " " else c for c in texto]


async def _preparar(pilot: Pilot[None], campos: dict[str, str]) -> None:
    """The set-up form filled as the judge does: the system first, Enter from field to field. Names with accents go
    into the field directly (the terminal's keys are ASCII in Pilot)."""
    app = pilot.app
    for campo in ("sistema", "opcoes", "sumula", "trio1", "trio2", "assentos", "placar"):
        valor = campos.get(campo, "")
        if valor.isascii():
            await pilot.press(*_teclas_do_texto(valor))
        else:
            app.screen.query_one(f"#{campo}", Input).value = valor
        await pilot.press("enter")
        await pilot.pause()


def _teclas(screen: MesaScreen, ev: dict[str, Any]) -> list[str]:
    """The keys a judge presses to record ``ev`` now: the player by his number in the order of play, the call by
    the letter the palette shows (its one spelling of each meaning: quero, truco), the vaza by the side's number in
    the partida's order."""
    (quem, valor), = ev.items()
    s = screen.sessao
    if quem == "vaza":
        return ["v", "0" if valor == "parda" else str(list(s.cab.lados).index(valor) + 1)]
    digito = str(s.jogadores().index(quem) + 1)
    if isinstance(valor, dict) and "pontos" in valor:
        return [digito, "p", *str(valor["pontos"]), "enter"]
    screen.teclado.jogador = quem
    letras = dict(screen.teclado.chamadas())
    screen.teclado.jogador = None
    assert valor in letras, f"{valor!r} não está na paleta de {quem}: {letras}"
    return [digito, letras[valor]]


class Gravada(NamedTuple):
    caminho: Path  # the partida file the table saved
    resultado: dict[str, Any]  # the recorder's own result JSON, asked of the session that recorded it


def gravar_a_mesa(tmp_path: Path, campos: dict[str, str], maos: list[tuple[str | None, list[dict[str, Any]]]],
                  conferir: Any = None) -> Gravada:
    """Set up and record ``maos`` (each: its vira or None, its events) at 40 columns; returns the file and the
    recorder's result."""
    caminho = tmp_path / "partida.yaml"
    app = MesaApp(caminho)
    resultado: dict[str, Any] = {}

    async def corpo(pilot: Pilot[None]) -> None:
        await _preparar(pilot, campos)
        screen = app.screen
        assert isinstance(screen, MesaScreen), "o formulário não abriu a mesa"
        for n, (vira, eventos) in enumerate(maos):
            if n:
                await pilot.press("n")
            if vira is not None:
                await pilot.press("r", *vira.lower(), "enter")
            for ev in eventos:
                if conferir is not None:
                    conferir(screen.sessao, n, ev)
                await pilot.press(*_teclas(screen, ev))
                await pilot.pause()
                assert not screen.teclado.mensagem.startswith("Recusado"), screen.teclado.mensagem
        resultado.update(screen.sessao.resultado().json())

    async def principal() -> None:
        async with app.run_test(size=(LARGURA, 40)) as pilot:
            await pilot.pause()
            await corpo(pilot)

    asyncio.run(principal())
    return Gravada(caminho, resultado)


def partida_json(caminho: Path) -> dict[str, Any]:
    """`arbitro partida --json` on ``caminho``, at 40 columns."""
    r = runner.invoke(cli, ["partida", str(caminho), "--json"], env={"COLUMNS": str(LARGURA)})
    assert r.exit_code == 0, r.output
    saida: dict[str, Any] = json.loads(r.stdout)
    return saida


def o_mesmo_json(tmp_path: Path, gravada: Gravada, escrita: dict[str, Any]) -> dict[str, Any]:
    """Contract v3 §12 (issue 23, "giving the same JSON"): the file the table saved is the file written by hand
    (as data), and the recorder's result — asked of the session that recorded and of the file reopened — is what
    `arbitro partida --json` gives on the saved file and on the file written by hand. Returns that JSON."""
    assert yaml.safe_load(gravada.caminho.read_text(encoding="utf-8")) == escrita
    a_mao = tmp_path / "escrita-a-mao.yaml"
    a_mao.write_text(yaml.safe_dump(escrita, allow_unicode=True, sort_keys=False), encoding="utf-8")
    do_arquivo = partida_json(gravada.caminho)
    assert gravada.resultado == Sessao.abrir(gravada.caminho).resultado().json() == do_arquivo
    assert do_arquivo == partida_json(a_mao)
    return do_arquivo


def decisao_da_mao(tmp_path: Path, cenario: dict[str, Any]) -> dict[str, Any]:
    """A hand's scenario written by hand, ruled by the hand engine as `arbitro resolve` rules it."""
    arquivo = tmp_path / "mao.yaml"
    arquivo.write_text(yaml.safe_dump(cenario, allow_unicode=True, sort_keys=False), encoding="utf-8")
    d, _r = decidir(arquivo)
    return d.json()


def _lancamentos(d: dict[str, Any]) -> list[tuple[str, int]]:
    return [(lanc["equipe"], lanc["tentos"]) for lanc in d["lancamentos"]]


# --- paulista ------------------------------------------------------------------------------------------------------

PAULISTA = {"Mooca": ["Tonhão", "Zé"], "Brás": ["Nenê", "Juvenal"]}


def test_contrato_v3_s12_paulista_gravada_a_mesa_vira_por_mao_e_mao_de_onze(tmp_path: Path) -> None:
    campos = {"sistema": "paulista", "sumula": "Campeonato da Mooca; 2026-12-05; 3; Seu Adão",
              "trio1": "Mooca: Tonhão, Zé", "trio2": "Brás: Nenê, Juvenal", "placar": "9 8"}
    maos = [("4P", [{"Nenê": "truco"}, {"Zé": "quero"}, {"vaza": "Brás"}, {"vaza": "Brás"}]),
            ("7C", [{"vaza": "Mooca"}, {"vaza": "Mooca"}])]

    def conferir(s: Sessao, n: int, _ev: dict[str, Any]) -> None:
        if n == 1:  # Paulista, mão de onze: Brás has 11 — "nela ninguém pode pedir truco"
            assert all("truco" not in s.validas(j) for j in s.jogadores())

    gravada = gravar_a_mesa(tmp_path, campos, maos, conferir)
    # Contract v3 §12, written by hand: the súmula's keys, the score when recording began, each hand's vira.
    escrita = {
        "versao": 3, "regulamento": "paulista", "torneio": "Campeonato da Mooca", "data": "2026-12-05",
        "mesa_numero": "3", "juiz": "Seu Adão", "duplas": PAULISTA, "assentos": ["Tonhão", "Nenê", "Zé", "Juvenal"],
        "placar_inicial": {"Mooca": 9, "Brás": 8},
        "voltas": [{"vira": "4P", "eventos": maos[0][1]}, {"vira": "7C", "eventos": maos[1][1]}]}
    r = o_mesmo_json(tmp_path, gravada, escrita)
    # Hand 1, mão Tonhão: "truco … aceita, e a mão passa a valer 3" (Paulista, truco), Brás made two vazas.
    d1 = decisao_da_mao(tmp_path, {"versao": 2, "regulamento": "paulista", "vira": "4P",
                                   "placar": {"Mooca": 9, "Brás": 8}, "duplas": PAULISTA,
                                   "mesa": ["Tonhão", "Nenê", "Zé", "Juvenal"], "eventos": maos[0][1]})
    assert _lancamentos(d1) == [("Brás", 3)] and d1["placar_final"] == {"Mooca": 9, "Brás": 11}
    # Hand 2: the deal passes to Nenê (§12); Brás has 11: a mão de onze, "já começa valendo 3 pontos"; Mooca takes
    # two vazas and reaches 12: "quem os completa vence a partida" (Paulista, pontos).
    d2 = decisao_da_mao(tmp_path, {"versao": 2, "regulamento": "paulista", "vira": "7C",
                                   "placar": {"Mooca": 9, "Brás": 11}, "duplas": PAULISTA,
                                   "mesa": ["Nenê", "Zé", "Juvenal", "Tonhão"], "eventos": maos[1][1]})
    assert _lancamentos(d2) == [("Mooca", 3)] and d2["vencedor"] == "Mooca"
    assert "Paulista, mão de onze" in d2["lancamentos"][0]["artigos"]
    assert [(v["mao"], v["decisao"], v["placar_depois"]) for v in r["voltas"]] == [
        ("Tonhão", d1, {"Mooca": 9, "Brás": 11}), ("Nenê", d2, {"Mooca": 12, "Brás": 11})]
    # The partida says it before hand 2 (Paulista, mão de onze: Brás has 11, the hand is worth 3, no truco).
    (nota,) = r["observacoes"]
    assert nota["artigos"] == ["Paulista, mão de onze"] and "mão 2" in nota["texto"] and "vale 3" in nota["texto"]
    assert (r["placar_final"], r["vencedor"]) == ({"Mooca": 12, "Brás": 11}, "Mooca")


# --- mineiro -------------------------------------------------------------------------------------------------------

MINEIRO = {"Galo": ["Reinaldo", "Dada"], "Raposa": ["Tostao", "Dirceu"]}


def test_contrato_v3_s12_mineiro_gravada_a_mesa_truco_corrido_e_truco_na_vaza(tmp_path: Path) -> None:
    campos = {"sistema": "mineiro", "trio1": "Galo: Reinaldo, Dada", "trio2": "Raposa: Tostao, Dirceu"}
    maos: list[tuple[str | None, list[dict[str, Any]]]] = [
        (None, [{"Tostao": "truco"}, {"Dada": "não quero"}]),
        (None, [{"vaza": "Galo"}, {"vaza": "Galo"}]),
        (None, [{"Dada": "truco"}, {"Dirceu": "quero"}, {"vaza": "Galo"}])]
    gravada = gravar_a_mesa(tmp_path, campos, maos)
    assentos = ["Reinaldo", "Tostao", "Dada", "Dirceu"]  # empty field: the sides alternate, the 1st side first
    r = o_mesmo_json(tmp_path, gravada, {"versao": 3, "regulamento": "mineiro", "duplas": MINEIRO,
                                         "assentos": assentos, "voltas": [{"eventos": e} for _v, e in maos]})
    base = {"versao": 2, "regulamento": "mineiro", "duplas": MINEIRO}
    # Hand 1 (mão Reinaldo): "quem corre dá aos apostadores a aposta anterior — 1 tento ao truco" (Mineiro, truco).
    d1 = decisao_da_mao(tmp_path, {**base, "placar": {"Galo": 0, "Raposa": 0}, "mesa": assentos,
                                   "eventos": maos[0][1]})
    assert _lancamentos(d1) == [("Raposa", 1)]
    # Hand 2 (mão Tostao): no truco, "a mão vale 1 tento para a dupla que a ganhar" (Mineiro, pontos).
    d2 = decisao_da_mao(tmp_path, {**base, "placar": {"Galo": 0, "Raposa": 1},
                                   "mesa": ["Tostao", "Dada", "Dirceu", "Reinaldo"], "eventos": maos[1][1]})
    assert _lancamentos(d2) == [("Galo", 1)]
    # Hand 3 (mão Dada): the truco accepted is "uma aposta de 3 tentos na vaza que se está jogando": Galo takes
    # that vaza and the hand (Mineiro, truco).
    d3 = decisao_da_mao(tmp_path, {**base, "placar": {"Galo": 1, "Raposa": 1},
                                   "mesa": ["Dada", "Dirceu", "Reinaldo", "Tostao"], "eventos": maos[2][1]})
    assert _lancamentos(d3) == [("Galo", 3)]
    assert [v["decisao"] for v in r["voltas"]] == [d1, d2, d3]
    assert [v["mao"] for v in r["voltas"]] == ["Reinaldo", "Tostao", "Dada"]
    assert (r["placar_final"], r["vencedor"]) == ({"Galo": 4, "Raposa": 1}, None)


# --- argentino -----------------------------------------------------------------------------------------------------

ARGENTINO = {"Nos": ["Pablo", "Diego"], "Eles": ["Martin", "Lucas"]}


def test_contrato_v3_s12_argentino_gravada_a_mesa_o_envido_fecha_a_partida_antes_das_vazas(tmp_path: Path) -> None:
    campos = {"sistema": "argentino", "trio1": "Nos: Pablo, Diego", "trio2": "Eles: Martin, Lucas", "placar": "27 20"}
    maos: list[tuple[str | None, list[dict[str, Any]]]] = [
        (None, [{"Pablo": "envido"}, {"Martin": "quero"}, {"Pablo": {"pontos": 33}}, {"Martin": {"pontos": 25}},
                {"Martin": "truco"}, {"Pablo": "quero"}, {"vaza": "Eles"}, {"vaza": "Eles"}]),
        (None, [{"Martin": "envido"}, {"Diego": "quero"}, {"Martin": {"pontos": 20}}, {"Diego": {"pontos": 31}},
                {"vaza": "Eles"}, {"vaza": "Eles"}])]
    gravada = gravar_a_mesa(tmp_path, campos, maos)
    assentos = ["Pablo", "Martin", "Diego", "Lucas"]
    r = o_mesmo_json(tmp_path, gravada, {
        "versao": 3, "regulamento": "argentino", "duplas": ARGENTINO, "assentos": assentos,
        "placar_inicial": {"Nos": 27, "Eles": 20}, "voltas": [{"eventos": eventos} for _v, eventos in maos]})
    base = {"versao": 2, "regulamento": "argentino", "duplas": ARGENTINO}
    # Hand 1: the envido accepted "vale 2 pontos", to Pablo's 33 over 25 (Argentino, envido); the truco accepted
    # "faz a mão valer 2 pontos", to Eles on two vazas (Argentino, truco).
    d1 = decisao_da_mao(tmp_path, {**base, "placar": {"Nos": 27, "Eles": 20}, "mesa": assentos,
                                   "eventos": maos[0][1]})
    assert _lancamentos(d1) == [("Nos", 2), ("Eles", 2)] and d1["placar_final"] == {"Nos": 29, "Eles": 22}
    # Hand 2 (mão Martin): Diego's 31 over 20 gives Nos the envido's 2 and the 30 points: "o que se decidiu nas
    # vazas não conta" (Argentino, ordem); 29 + 2 stops at 30 (Argentino, pontos).
    d2 = decisao_da_mao(tmp_path, {**base, "placar": {"Nos": 29, "Eles": 22},
                                   "mesa": ["Martin", "Diego", "Lucas", "Pablo"], "eventos": maos[1][1]})
    assert d2["placar_final"] == {"Nos": 30, "Eles": 22} and d2["vencedor"] == "Nos"
    assert all(lanc["equipe"] == "Nos" for lanc in d2["lancamentos"])
    assert [v["decisao"] for v in r["voltas"]] == [d1, d2]
    assert (r["placar_final"], r["vencedor"]) == ({"Nos": 30, "Eles": 22}, "Nos")


# --- valenciano ----------------------------------------------------------------------------------------------------

VALENCIANO = {"Nos": ["Vicent", "Pep"], "Eles": ["Toni", "Xavi"]}


def test_contrato_v3_s12_valenciano_gravada_a_mesa_a_cama_fechada_recomeca_do_zero(tmp_path: Path) -> None:
    campos = {"sistema": "valenciano", "opcoes": "pontos_por_cama=24, camas_para_vencer=2",
              "trio1": "Nos: Vicent, Pep", "trio2": "Eles: Toni, Xavi", "placar": "22 10 0 0"}
    maos: list[tuple[str | None, list[dict[str, Any]]]] = [
        (None, [{"Toni": "truco"}, {"Vicent": "quero"}, {"vaza": "Nos"}, {"vaza": "Nos"}]),
        (None, [{"vaza": "Eles"}, {"vaza": "Eles"}])]
    gravada = gravar_a_mesa(tmp_path, campos, maos)
    assentos = ["Vicent", "Toni", "Pep", "Xavi"]
    opcoes = {"pontos_por_cama": 24, "camas_para_vencer": 2}
    r = o_mesmo_json(tmp_path, gravada, {
        "versao": 3, "regulamento": "valenciano", "duplas": VALENCIANO, "assentos": assentos,
        "placar_inicial": {"Nos": 22, "Eles": 10}, "camas_iniciais": {"Nos": 0, "Eles": 0}, "opcoes": opcoes,
        "voltas": [{"eventos": eventos} for _v, eventos in maos]})
    base = {"versao": 2, "regulamento": "valenciano", "opcoes": opcoes, "duplas": VALENCIANO}
    # Hand 1: the truc accepted is worth 2 (Valenciano, truco: "truc, 2"): 22 + 2 = 24 closes the first cama of two.
    d1 = decisao_da_mao(tmp_path, {**base, "camas": {"Nos": 0, "Eles": 0}, "placar": {"Nos": 22, "Eles": 10},
                                   "mesa": assentos, "eventos": maos[0][1]})
    assert _lancamentos(d1) == [("Nos", 2)] and d1["vencedor"] is None
    assert d1["cama"] == {"vencedor": "Nos", "camas": {"Nos": 1, "Eles": 0}}
    # Hand 2 (mão Toni): "a próxima cama começa do zero" (Valenciano, camas); no bet: "sem aposta, 1 ponto".
    d2 = decisao_da_mao(tmp_path, {**base, "camas": {"Nos": 1, "Eles": 0}, "placar": {"Nos": 0, "Eles": 0},
                                   "mesa": ["Toni", "Pep", "Xavi", "Vicent"], "eventos": maos[1][1]})
    assert _lancamentos(d2) == [("Eles", 1)]
    assert [(v["decisao"], v["camas"]) for v in r["voltas"]] == [(d1, {"Nos": 1, "Eles": 0}),
                                                                 (d2, {"Nos": 1, "Eles": 0})]
    assert (r["placar_final"], r["camas"], r["vencedor"]) == ({"Nos": 0, "Eles": 1}, {"Nos": 1, "Eles": 0}, None)


# --- the file read back, bad input, the súmula's keys, the keys at the table -----------------------------------------

def test_contrato_v3_s12_arquivo_invalido_sai_com_2_e_o_problema_localizado(tmp_path: Path) -> None:
    import subprocess
    import sys

    arquivo = tmp_path / "p.yaml"
    arquivo.write_text("versao: 3\nregulamento: paulista\nduplas: {A: [a1, a2], B: [b1, b2]}\n"
                       "assentos: [a1, a2, b1, b2]\nvoltas:\n  - {vira: 4P, eventos: [{a1: truco}], sobra: 1}\n",
                       encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "arbitro", "mesa", str(arquivo)], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert f"{arquivo}:4:11: assentos: os lados se alternam em volta da mesa" in r.stderr
    assert f"{arquivo}:6:40: chave desconhecida 'sobra' numa mão" in r.stderr
    assert arquivo.read_text(encoding="utf-8").endswith("sobra: 1}\n")  # the judge's file is not touched


def test_contrato_v3_s12_mao_que_o_sistema_recusa_e_localizada_na_propria_mao(tmp_path: Path) -> None:
    from arbitro.cenario.yamlpos import CenarioInvalido

    arquivo = tmp_path / "p.yaml"
    arquivo.write_text("versao: 3\nregulamento: paulista\nduplas: {A: [a1, a2], B: [b1, b2]}\n"
                       "assentos: [a1, b1, a2, b2]\nvoltas:\n  - {vira: 4P, eventos: [{vaza: A}]}\n"
                       "  - {eventos: [{a1: truco}]}\n", encoding="utf-8")
    with pytest.raises(CenarioInvalido) as e:
        Sessao.abrir(arquivo)
    # The second hand has no vira (Paulista, manilhas: each hand its own): located at that hand's entry.
    (p,) = e.value.problemas
    assert (p.linha, p.coluna) == (7, 5) and p.mensagem.startswith("mão 2: falta a vira")


def test_contrato_v3_s12_mtg_com_as_chaves_da_sumula_retoma_e_a_sumula_as_mostra(tmp_path: Path) -> None:
    from arbitro.mesa.sessao import Cabecalho

    trios = {"Os Tauras": ["Bento", "Tio Neco", "Juca"], "Querência": ["Preta", "Ana", "Lurdes"]}
    cab = Cabecalho(trios, ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes"], {"Os Tauras": 22,
                    "Querência": 12}, sumula={"torneio": "Rodeio de Vacaria", "data": "2026-12-05",
                                              "mesa_numero": "7", "juiz": "Seu <Adão>"})
    s = Sessao(cab, tmp_path / "p.yaml")
    s.salvar()
    for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": "Os Tauras"}, {"vaza": "Os Tauras"}):
        s.registrar(ev)
    dados = yaml.safe_load(s.caminho.read_text(encoding="utf-8"))
    assert (dados["versao"], dados["torneio"], dados["mesa_numero"], dados["juiz"]) == (
        3, "Rodeio de Vacaria", "7", "Seu <Adão>")
    assert dados["placar_inicial"] == {"Os Tauras": 22, "Querência": 12}  # recording began at 22 × 12
    assert "Registro começado no meio da partida: Os Tauras 22 × Querência 12" in s.texto().splitlines()[0]
    de_novo = Sessao.abrir(s.caminho)
    assert de_novo.cab.sumula == cab.sumula
    # Art. XVI: the TRUCO accepted is worth 2, to the trio of the two vazas: 22 + 2 = 24 ends it (Art. 10, II).
    r = de_novo.resultado().json()
    assert (r["placar_final"], r["vencedor"]) == ({"Os Tauras": 24, "Querência": 12}, "Os Tauras")
    pagina = de_novo.exportar_sumula().read_text(encoding="utf-8")
    assert "Rodeio de Vacaria" in pagina and "Seu &lt;Adão&gt;" in pagina and "<Adão>" not in pagina
    assert "Partida 1: registro começado no meio da partida, em Os Tauras 22 × Querência 12" in pagina


def test_contrato_v3_s12_na_testa_a_tecla_do_jogador_e_a_da_vaza_mostram_o_lado(tmp_path: Path) -> None:
    from arbitro.mesa.sessao import Cabecalho
    from arbitro.mesa.teclado import Teclado

    trios = {"Os Tauras": ["Bento", "Tio Neco", "Juca"], "Querência": ["Preta", "Ana", "Lurdes"]}
    s = Sessao(Cabecalho(trios, ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes"]), tmp_path / "p.yaml")
    s.salvar()
    for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": "Os Tauras"}, {"vaza": "Os Tauras"}):
        s.registrar(ev)
    s.nova_volta()
    t = Teclado(s)
    # Art. 10, III: the testa's mão is Preta (the deal passed on): key 1 is Querência's player, v 1 Os Tauras' vaza.
    assert t.paleta()[:2] == [("1", "Preta (Querência)"), ("2", "Juca (Os Tauras)")]
    t.tecla("v")
    assert t.paleta()[:2] == [("1", "do trio Os Tauras"), ("2", "do trio Querência")]


@pytest.mark.parametrize(("documento", "esperado"), [
    ("versao: 3\nregulamento: valenciano\nduplas: {A: [a1], B: [b1]}\nassentos: [a1, b1]\nplacar_inicial: [1]\n"
     "voltas: []\n", ":5:17: placar_inicial: um mapeamento"),
    ("versao: 3\nregulamento: valenciano\nduplas: {A: [a1], B: [b1]}\nassentos: [a1, b1]\nplacar_inicial: {A: x}\n"
     "voltas: []\n", ":5:21: placar_inicial: cada lado da partida (A, B) com um número inteiro"),
    # Valenciano, camas: "cada cama se joga a 18 ou a 24 pontos" — checked by the system's reader, with no hand yet.
    ("versao: 3\nregulamento: valenciano\nduplas: {A: [a1], B: [b1]}\nassentos: [a1, b1]\n"
     "opcoes: {pontos_por_cama: 20}\nvoltas: []\n", "pontos_por_cama: 20 não é um dos valores possíveis"),
    ("regulamento: argentino\nduplas: {A: [a1, a2], B: [b1, b2]}\nassentos: [a1, b1, a2, b2]\nvoltas: [3]\n",
     ":4:10: cada mão é um mapeamento"),
])
def test_contrato_v3_s12_cabecalho_invalido_sai_com_2_sem_traceback(tmp_path: Path, documento: str,
                                                                    esperado: str) -> None:
    import subprocess
    import sys

    arquivo = tmp_path / "p.yaml"
    arquivo.write_text(documento, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "arbitro", "mesa", str(arquivo)], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert esperado in r.stderr
    assert arquivo.read_text(encoding="utf-8") == documento


def test_contrato_v3_s14_as_chaves_da_volta_chegam_como_eventos_e_o_modelo_as_poe_na_mao(tmp_path: Path) -> None:
    from arbitro.mesa.sessao import Cabecalho, MudancaRecusada

    s = Sessao(Cabecalho({"A": ["a1", "a2"], "B": ["b1", "b2"]}, ["a1", "b1", "a2", "b2"], regulamento="paulista"),
               tmp_path / "p.yaml")
    s.salvar()
    # §14: "A volta's own keys (vira, mao, …) are posted as its first events (evento: {vira: 5O})".
    for ev in ({"vira": "4P"}, {"mao": "b1"}, {"b1": "truco"}, {"a2": "quero"}, {"vaza": "B"}, {"vaza": "B"}):
        s.aplicar(ev)
    assert yaml.safe_load(s.caminho.read_text(encoding="utf-8"))["voltas"] == [
        {"mao": "b1", "vira": "4P", "eventos": [{"b1": "truco"}, {"a2": "quero"}, {"vaza": "B"}, {"vaza": "B"}]}]
    # Paulista, truco: accepted, "a mão passa a valer 3"; the mão b1 leads (mesa from b1).
    assert s.situacao().antes.mao == "b1" and s.situacao().placar_depois == {"A": 0, "B": 3}
    with pytest.raises(MudancaRecusada):
        s.aplicar({"mao": "c9"})
    assert s.desfazer() and s.situacao().placar_depois == {"A": 0, "B": 0}  # undo walks back one event


def test_contrato_v3_s12_sumula_da_mesa_fora_do_mtg_com_as_chaves_e_o_comeco_no_meio_escapada(tmp_path: Path) -> None:
    """The recorder's súmula (key s) of a paulista partida: the page of a jogo of duplas (contract v3 §12), with the
    torneio, data, mesa and juiz, the score the record began at, and every name escaped."""
    from arbitro.mesa.sessao import Cabecalho

    duplas = {"Mooca & <Cia>": ["Tonhão", "Zé"], "Brás": ["Nenê", "<b>Juvenal</b>"]}
    cab = Cabecalho(duplas, ["Tonhão", "Nenê", "Zé", "<b>Juvenal</b>"], {"Mooca & <Cia>": 10, "Brás": 11},
                    "paulista", sumula={"torneio": "Copa <Mooca>", "data": "2026-12-05", "mesa_numero": "3",
                                        "juiz": "Seu <Adão>"})
    s = Sessao(cab, tmp_path / "p.yaml")
    s.salvar()
    s.definir("vira", "4P")
    for ev in ({"vaza": "Mooca & <Cia>"}, {"vaza": "Mooca & <Cia>"}):
        s.registrar(ev)
    # Paulista, mão de onze: Brás has 11, the hand "já começa valendo 3 pontos"; Mooca takes it: 10 + 3 = 13, and
    # what passes 12 does not count (Paulista, pontos): 12 × 11, Mooca wins.
    r = s.resultado().json()
    assert (r["placar_final"], r["vencedor"]) == ({"Mooca & <Cia>": 12, "Brás": 11}, "Mooca & <Cia>")
    pagina = s.exportar_sumula().read_text(encoding="utf-8")
    for visto in ("Copa &lt;Mooca&gt;", "2026-12-05", "Seu &lt;Adão&gt;", "&lt;b&gt;Juvenal&lt;/b&gt;",
                  "Partida 1: registro começado no meio da partida, em Mooca &amp; &lt;Cia&gt; 10 × Brás 11",
                  "Vencedor: Mooca &amp; &lt;Cia&gt;"):
        assert visto in pagina, visto
    assert "<Adão>" not in pagina and "<b>Juvenal" not in pagina and "<Cia>" not in pagina
    assert '<td class="n">12</td><td class="n">11</td>' in pagina  # the partida's row: 12 × 11
    assert '<dt>Mesa</dt><dd>3</dd>' in pagina


def test_contrato_v3_s12_sumula_da_mesa_do_valenciano_diz_as_camas_do_comeco(tmp_path: Path) -> None:
    from arbitro.mesa.sessao import Cabecalho

    cab = Cabecalho(VALENCIANO, ["Vicent", "Toni", "Pep", "Xavi"], {"Nos": 20, "Eles": 5}, "valenciano",
                    camas_iniciais={"Nos": 1, "Eles": 0}, opcoes={"pontos_por_cama": 24, "camas_para_vencer": 2})
    s = Sessao(cab, tmp_path / "p.yaml")
    s.salvar()
    for ev in ({"Toni": "truco"}, {"Vicent": "quero"}, {"vaza": "Nos"}, {"vaza": "Nos"}):
        s.registrar(ev)
    # Valenciano, truco: "truc, 2": 20 + 2 = 22, the cama (of 24) goes on; camas 1 × 0 (Valenciano, camas).
    r = s.resultado().json()
    assert (r["placar_final"], r["camas"], r["vencedor"]) == ({"Nos": 22, "Eles": 5}, {"Nos": 1, "Eles": 0}, None)
    pagina = s.exportar_sumula().read_text(encoding="utf-8")
    assert "Partida 1: registro começado no meio da partida, em Nos 20 × Eles 5, camas Nos 1 × Eles 0" in pagina
    assert "Sem vencedor" in pagina


# --- the partida in progress (contract v3 §12: "a partida nobody has won yet is valid input") -----------------------

def test_contrato_v3_s12_partida_em_andamento_argentino_mao_pela_metade(tmp_path: Path) -> None:
    """The recorder rules the partida at any moment: a hand half played is in the file, and the result so far is
    the same from the recorder, from `arbitro partida --json` on the saved file and from the file written by hand."""
    from arbitro.mesa.sessao import Cabecalho

    assentos = ["Pablo", "Martin", "Diego", "Lucas"]
    s = Sessao(Cabecalho(ARGENTINO, assentos, regulamento="argentino"), tmp_path / "partida.yaml")
    s.salvar()
    mao1 = [{"vaza": "Eles"}, {"vaza": "Eles"}]
    mao2 = [{"Martin": "envido"}, {"Diego": "quero"}, {"Martin": {"pontos": 20}}, {"Diego": {"pontos": 31}},
            {"Martin": "truco"}]
    for ev in mao1:
        s.registrar(ev)
    s.nova_volta()
    for ev in mao2:
        s.registrar(ev)
    r = o_mesmo_json(tmp_path, Gravada(s.caminho, s.resultado().json()), {
        "versao": 3, "regulamento": "argentino", "duplas": ARGENTINO, "assentos": assentos,
        "voltas": [{"eventos": mao1}, {"eventos": mao2}]})
    # Hand 1 (mão Pablo): no truco, Eles take two vazas: 1 point (Argentino, pontos). Hand 2 (mão Martin, the next
    # seat — the reading argentino-mao-seguinte, its default): the envido accepted "vale 2 pontos", Diego's 31 over
    # Martin's 20 (Argentino, envido); the truco has no answer and no vaza is played yet: nothing more. 2 × 1.
    assert [(v["numero"], v["mao"], _lancamentos(v["decisao"])) for v in r["voltas"]] == [
        (1, "Pablo", [("Eles", 1)]), (2, "Martin", [("Nos", 2)])]
    assert (r["placar_final"], r["vencedor"]) == ({"Nos": 2, "Eles": 1}, None)
    assert [o["leitura"] for o in r["observacoes"] if o["tipo"] == "leitura"] == ["argentino-mao-seguinte"]
    st = s.situacao()  # the screen: the hand in progress, from 0 × 1, its mão Martin
    assert (st.numero, st.antes.placar, st.antes.mao, st.placar_depois) == (2, {"Nos": 0, "Eles": 1}, "Martin",
                                                                           {"Nos": 2, "Eles": 1})


def test_contrato_v3_s12_partida_em_andamento_mtg_volta_de_testa_com_menos_de_tres_testas(tmp_path: Path) -> None:
    """An MTG testa volta with fewer than three testas, the partida's last volta: the file keeps the testas begun
    (not three, two of them empty), and the recorder's result is `arbitro partida --json`'s on it."""
    from arbitro.mesa.sessao import Cabecalho

    trios = {"Os Tauras": ["Bento", "Tio Neco", "Juca"], "Querência": ["Preta", "Ana", "Lurdes"]}
    s = Sessao(Cabecalho(trios, ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes"]), tmp_path / "partida.yaml")
    s.salvar()
    for ev in ({"Bento": "truco"}, {"Preta": "quero"}, {"vaza": "Os Tauras"}, {"vaza": "Os Tauras"}):
        s.registrar(ev)
    s.nova_volta()  # Art. 10, III: roda and testa alternate; the deal passes: Preta is mão, her testa Preta × Juca
    for ev in ({"Preta": "truco"}, {"Juca": "quero"}, {"vaza": "Querência"}, {"vaza": "Querência"}):
        s.registrar(ev)
    s.mudar_testa(1)
    s.registrar({"Tio Neco": "truco"})
    dados = yaml.safe_load(s.caminho.read_text(encoding="utf-8"))
    assert [len(v.get("testas", ())) for v in dados["voltas"]] == [0, 2]
    r = s.resultado().json()
    assert r == partida_json(s.caminho)
    # Art. XVI: the TRUCO accepted is worth 2, to the trio of the two vazas — Os Tauras in the roda, Querência in
    # testa 1; testa 2 has an unanswered truco and no vaza: nothing yet. 2 × 2, the volta in progress.
    assert [[(lanc["trio"], lanc["tentos"]) for lanc in t["decisao"]["lancamentos"]]
            for t in r["voltas"][1]["testas"]] == [[("Querência", 2)], []]
    assert (r["placar_final"], r["vencedor"]) == ({"Os Tauras": 2, "Querência": 2}, None)
    assert any("em andamento: 2 de 3 testas" in o["texto"] for o in r["observacoes"])
    de_novo = Sessao.abrir(s.caminho)  # resumed: the testa in progress is the 2nd, the 3rd still to come
    assert (de_novo.testa, len(de_novo.volta.listas)) == (1, 3)


def test_contrato_v3_s12_argentino_a_leitura_do_mano_seguinte_escolhida_a_mesa_vale_para_a_partida(
        tmp_path: Path) -> None:
    """A reading above the hand chosen at the table (key l) rules the partida, as in `arbitro partida`: the
    argentino's deal (the seed never says; argentino-mao-seguinte) — not refused as a hand's unknown reading."""
    from arbitro.mesa.sessao import Cabecalho

    assentos = ["Pablo", "Martin", "Diego", "Lucas"]
    s = Sessao(Cabecalho(ARGENTINO, assentos, regulamento="argentino"), tmp_path / "partida.yaml")
    s.salvar()
    for ev in ({"vaza": "Eles"}, {"vaza": "Eles"}):
        s.registrar(ev)
    s.escolher_leitura("argentino-mao-seguinte", "anterior-na-ordem")
    s.nova_volta()
    s.registrar({"vaza": "Nos"})
    # anterior-na-ordem: "o mano da mão seguinte é quem jogava por último" — after Pablo's hand, Lucas (the
    # default, seguinte-na-ordem, would give Martin).
    assert s.situacao().antes.mao == "Lucas" and s.jogadores()[0] == "Lucas"
    r = s.resultado().json()
    assert r == partida_json(s.caminho)
    assert [v["mao"] for v in r["voltas"]] == ["Pablo", "Lucas"]
    assert "argentino-mao-seguinte" not in s.texto_cenario()  # the exported hand takes the hand's readings only


# --- the library's partidas as the table writes them ----------------------------------------------------------------

RAIZ = Path(__file__).resolve().parents[1]
GRAVADAS = ["paulista/partida/paulista-partida-gravada-a-mesa-mao-de-onze-do-adversario",
            "mineiro/partida/mineiro-partida-gravada-a-mesa-truco-corrido-e-truco-na-vaza",
            "argentino/partida/argentino-partida-gravada-a-mesa-mao-em-andamento",
            "valenciano/partida/valenciano-partida-gravada-a-mesa-retomada-com-camas"]


@pytest.mark.parametrize("caso", GRAVADAS)
def test_contrato_v3_s12_o_caso_da_biblioteca_e_o_arquivo_que_a_mesa_grava(tmp_path: Path, caso: str) -> None:
    """Each system's library case of a recorded partida (casos/<sistema>/partida/…-gravada-a-mesa-…, its result
    worked out by hand there and checked by `arbitro casos verificar`): its `entrada` is the very file the table
    saves when those hands are recorded, and the recorder's result is `arbitro partida --json`'s on it."""
    from arbitro.mesa.sessao import CHAVES_DA_SUMULA, Cabecalho

    dados = yaml.safe_load((RAIZ / "casos" / f"{caso}.yaml").read_text(encoding="utf-8"))
    e = dados["entrada"]
    cab = Cabecalho(e["duplas"], e["assentos"], e.get("placar_inicial"), e["regulamento"], dict(e.get("leituras", {})),
                    e.get("camas_iniciais"), dict(e.get("opcoes", {})),
                    {k: e[k] for k in CHAVES_DA_SUMULA if k in e})
    s = Sessao(cab, tmp_path / "partida.yaml")
    s.salvar()
    for n, mao in enumerate(e["voltas"]):
        if n:
            s.nova_volta()
        for chave, valor in mao.items():
            if chave != "eventos":
                s.definir(chave, valor)
        for ev in mao["eventos"]:
            s.aplicar(ev)
    assert yaml.safe_load(s.caminho.read_text(encoding="utf-8")) == e
    r = s.resultado().json()
    assert r == partida_json(s.caminho)
    assert (r["placar_final"], r["vencedor"]) == (dados["esperado"]["placar_final"], dados["esperado"]["vencedor"])


def test_contrato_v3_s12_paulista_mao_sem_vira_ainda_o_arquivo_continua_valido(tmp_path: Path) -> None:
    """Paulista, manilhas: each hand its own vira. A hand opened with only its mão set (§14's {mao: …}) waits for
    its vira; the screen says so, and the file saved meanwhile is one `arbitro partida` rules (the hand not in it)."""
    from arbitro.mesa.sessao import Cabecalho

    s = Sessao(Cabecalho({"A": ["a1", "a2"], "B": ["b1", "b2"]}, ["a1", "b1", "a2", "b2"], regulamento="paulista"),
               tmp_path / "p.yaml")
    s.salvar()
    for ev in ({"vira": "4P"}, {"vaza": "A"}, {"vaza": "A"}):
        s.aplicar(ev)
    s.nova_volta()
    s.aplicar({"mao": "a2"})
    st = s.situacao()
    assert st.pendente is not None and "falta a vira" in st.pendente and st.antes.mao == "a2"
    # Paulista, pontos: the first hand, no truco, worth 1 to A.
    assert s.resultado().json() == partida_json(s.caminho)
    assert partida_json(s.caminho)["placar_final"] == {"A": 1, "B": 0}
    s.aplicar({"vira": "7C"})  # now the hand is in the file, with its mão
    assert yaml.safe_load(s.caminho.read_text(encoding="utf-8"))["voltas"][1] == {"mao": "a2", "vira": "7C",
                                                                                  "eventos": []}
