"""`arbitro casos …`, `arbitro regulamento cobertura`, `arbitro treino` and `arbitro novo` through
typer's CliRunner, in JSON and human form. A small library in a temporary folder (``--pasta``) and,
where the check must fail on purpose, a fake engine keep these tests about the commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.cli import registrar_todos
from arbitro.cli.app import app
from arbitro.cli.novo import MODELOS
from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.sistemas.mtg.artigos import IDS_CANONICOS
from arbitro.sistemas.mtg.cenario.carregar import carregar as carregar_cenario
from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
from arbitro.sistemas.mtg.cenario.esquema import MODELINE
from arbitro.sistemas.mtg.cenario.modelo import Cenario
from arbitro.sistemas.mtg.sistema import MTG

registrar_todos()

runner = CliRunner()

CASO = """\
id: {id}
titulo: "{titulo}"
temas: [{temas}]
artigos: [{artigos}]
fatos: |
  {fatos}
pergunta: "Quantos tentos anota cada trio?"
cenario:
  placar: {{Chimarrão: 7, Querência: 11}}
  trios: {{Chimarrão: [Tio Neco, Bento, Juca], Querência: [Preta, Ana, Lurdes]}}
  mesa: [Tio Neco, Preta, Bento, Ana, Juca, Lurdes]
  eventos:
    - Tio Neco: truco
    - Preta: não quero
esperado:
  placar_final: {{Chimarrão: {final}, Querência: 11}}
  vencedor: null
  artigos: ["Art. XVI"]
comentario: |
  Art. XVI: TRUCO não aceito vale 1 para quem trucou.
"""


def escrever(pasta: Path, id_: str, tema: str = "truco", *, titulo: str = "Truco não querido",
             artigos: str = '"Art. XVI"', fatos: str = "Tio Neco trucou; Preta não quis.", final: int = 8) -> None:
    (pasta / tema).mkdir(parents=True, exist_ok=True)
    texto = CASO.format(id=id_, titulo=titulo, temas=tema, artigos=artigos, fatos=fatos, final=final)
    (pasta / tema / f"{id_}.yaml").write_text(texto, encoding="utf-8")


@pytest.fixture
def pasta(tmp_path: Path) -> Path:
    # Art. XVI: "TRUCO = 2 tentos se aceito / 1 se não aceito": 7 + 1 = 8
    escrever(tmp_path, "truco-nao-querido")
    escrever(tmp_path, "flor-me-achico", "flor", titulo="Com flor me achicó", artigos='"Art. XIII, g"',
             fatos="Preta cantou flor e Tio Neco disse: com flor me achico.")
    return tmp_path


def _decisao(_s: MTG, c: Cenario, *_: object) -> Decisao:
    """A fake engine's ruling: 1 tento to the first trio, citing Art. XVI."""
    trio = next(iter(c.placar))
    final = dict(c.placar)
    final[trio] += 1
    return Decisao(1, "mtg-truco-cego", c.modalidade, dict(c.placar),
                   (Lancamento(trio, 1, "TRUCO não aceito", ("Art. XVI",)),), final, None,
                   (Observacao("nada a observar", tipo=Tipo.NOTA),))


@pytest.fixture
def motor_falso(monkeypatch: pytest.MonkeyPatch) -> None:
    # the system's public entry (MTG.resolver: the kernel's julgar over MotorMTG)
    monkeypatch.setattr(MTG, "resolver", _decisao)


def invocar(*args: str, entrada: str | None = None) -> tuple[int, str, str]:
    r = runner.invoke(app, list(args), input=entrada)
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r.exit_code, r.stdout, r.stderr


# --- casos listar / buscar ---------------------------------------------------------------------


def test_listar_json(pasta: Path) -> None:
    code, out, _ = invocar("casos", "listar", "--json", "--pasta", str(pasta))
    assert code == 0
    dados = json.loads(out)
    assert [d["id"] for d in dados] == ["flor-me-achico", "truco-nao-querido"]
    assert dados[1]["titulo"] == "Truco não querido"
    assert dados[1]["artigos"] == ["Art. XVI"]
    assert dados[1]["temas"] == ["truco"]


def test_listar_por_tema_e_por_artigo(pasta: Path) -> None:
    _, out, _ = invocar("casos", "listar", "--json", "--tema", "FLOR", "--pasta", str(pasta))
    assert [d["id"] for d in json.loads(out)] == ["flor-me-achico"]
    _, out, _ = invocar("casos", "listar", "--json", "--artigo", "xiii g", "--pasta", str(pasta))
    assert [d["id"] for d in json.loads(out)] == ["flor-me-achico"]
    _, out, _ = invocar("casos", "listar", "--json", "--artigo", "XIII", "--pasta", str(pasta))
    assert [d["id"] for d in json.loads(out)] == ["flor-me-achico"]


def test_listar_humano(pasta: Path) -> None:
    code, out, _ = invocar("casos", "listar", "--pasta", str(pasta))
    assert code == 0
    assert "truco-nao-querido" in out and "Truco não querido" in out
    assert "2 casos." in out
    _, out, _ = invocar("casos", "listar", "--tema", "envido", "--pasta", str(pasta))
    assert "Nenhum caso" in out


def test_listar_artigo_desconhecido_sai_com_2(pasta: Path) -> None:
    code, out, err = invocar("casos", "listar", "--artigo", "XVII", "--pasta", str(pasta))
    assert code == 2 and out == ""
    assert "artigo desconhecido: 'XVII'" in err


def test_arquivo_quebrado_vira_aviso_localizado(pasta: Path) -> None:
    (pasta / "truco" / "quebrado.yaml").write_text("id: quebrado\ntitulo: [\n", encoding="utf-8")
    code, out, err = invocar("casos", "listar", "--json", "--pasta", str(pasta))
    assert code == 0 and len(json.loads(out)) == 2
    assert err.startswith("aviso: ") and "quebrado.yaml:3:1:" in err


def test_pasta_inexistente_sai_com_2(tmp_path: Path) -> None:
    code, _, err = invocar("casos", "listar", "--pasta", str(tmp_path / "nada"))
    assert code == 2 and "não existe" in err


def test_buscar_sem_acento(pasta: Path) -> None:
    _, out, _ = invocar("casos", "buscar", "me", "achico", "--json", "--pasta", str(pasta))
    assert [d["id"] for d in json.loads(out)] == ["flor-me-achico"]
    _, out, _ = invocar("casos", "buscar", "TRUCÓ", "--pasta", str(pasta))
    assert "truco-nao-querido" in out
    _, out, _ = invocar("casos", "buscar", "xiii", "g", "--pasta", str(pasta))
    assert "flor-me-achico" in out and "truco-nao-querido" not in out
    code, out, _ = invocar("casos", "buscar", "quarenta", "--pasta", str(pasta))
    assert code == 0 and "Nenhum caso encontrado" in out


# --- casos mostrar -------------------------------------------------------------------------------


def test_mostrar_fatos_e_pergunta_sem_a_resposta(pasta: Path) -> None:
    code, out, _ = invocar("casos", "mostrar", "truco-nao-querido", "--pasta", str(pasta))
    assert code == 0
    assert "Tio Neco trucou; Preta não quis." in out
    assert "Quantos tentos anota cada trio?" in out
    assert "Chimarrão 7 × Querência 11" in out
    assert "Comentário" not in out and "Art. XVI: TRUCO não aceito" not in out


def test_mostrar_resposta_esperada_motor_e_comentario(pasta: Path, motor_falso: None) -> None:
    code, out, _ = invocar("casos", "mostrar", "truco-nao-querido", "--resposta", "--pasta", str(pasta))
    assert code == 0
    assert "Placar final: Chimarrão 8 × Querência 11" in out
    assert "Decisão do arbitro — confere" in out
    assert "TRUCO não aceito" in out
    assert "Art. XVI: TRUCO não aceito vale 1 para quem trucou." in out


def test_mostrar_resposta_json(pasta: Path, motor_falso: None) -> None:
    code, out, _ = invocar("casos", "mostrar", "truco-nao-querido", "--resposta", "--json",
                           "--pasta", str(pasta))
    assert code == 0
    dados = json.loads(out)
    assert dados["esperado"] == {"placar_final": {"Chimarrão": 8, "Querência": 11}, "vencedor": None,
                                 "artigos": ["Art. XVI"]}
    assert dados["decisao"]["placar_final"] == {"Chimarrão": 8, "Querência": 11}
    assert dados["diferencas"] == []
    assert dados["comentario"].startswith("Art. XVI")


def test_mostrar_caso_desconhecido_sugere(pasta: Path) -> None:
    code, out, err = invocar("casos", "mostrar", "truco-nao-querid", "--pasta", str(pasta))
    assert code == 2 and out == ""
    assert "caso desconhecido: 'truco-nao-querid'" in err and "truco-nao-querido" in err


# --- casos verificar -----------------------------------------------------------------------------


def test_verificar_tudo_confere_sai_com_0(pasta: Path, motor_falso: None) -> None:
    code, out, _ = invocar("casos", "verificar", "--json", "--pasta", str(pasta))
    assert code == 0
    assert json.loads(out) == {"total": 2, "falhas": []}
    code, out, _ = invocar("casos", "verificar", "--pasta", str(pasta))
    assert code == 0 and "2 casos: 2 conferem, 0 falham." in out


def test_verificar_falha_sai_com_1_e_mostra_esperado_e_decidido(pasta: Path, motor_falso: None) -> None:
    escrever(pasta, "truco-errado", final=9)  # wrong on purpose: a refused truco is worth 1, not 2
    code, out, _ = invocar("casos", "verificar", "--json", "--pasta", str(pasta))
    assert code == 1
    dados = json.loads(out)
    assert dados["total"] == 3
    [falha] = dados["falhas"]
    assert falha["id"] == "truco-errado"
    assert falha["diferencas"] == ["placar final: esperado Chimarrão 9 × Querência 11, "
                                   "decidido Chimarrão 8 × Querência 11"]
    code, out, _ = invocar("casos", "verificar", "--pasta", str(pasta))
    assert code == 1
    assert "✗ truco-errado" in out
    assert "esperado: Chimarrão 9 × Querência 11" in out
    assert "decidido: Chimarrão 8 × Querência 11" in out
    assert "3 casos: 2 conferem, 1 falham." in out


def test_verificar_arquivo_quebrado_e_falha(pasta: Path, motor_falso: None) -> None:
    (pasta / "truco" / "quebrado.yaml").write_text("id: quebrado\n", encoding="utf-8")
    code, out, _ = invocar("casos", "verificar", "--json", "--pasta", str(pasta))
    assert code == 1
    [falha] = json.loads(out)["falhas"]
    assert falha["id"] == "quebrado"
    assert any("falta a chave obrigatória 'titulo'" in d for d in falha["diferencas"])


def test_verificar_so_os_ids_pedidos(pasta: Path, motor_falso: None) -> None:
    escrever(pasta, "truco-errado", final=9)
    code, out, _ = invocar("casos", "verificar", "truco-nao-querido", "--json", "--pasta", str(pasta))
    assert code == 0 and json.loads(out) == {"total": 1, "falhas": []}
    code, _, err = invocar("casos", "verificar", "nao-existe", "--pasta", str(pasta))
    assert code == 2 and "caso desconhecido" in err


def test_verificar_motor_que_quebra_nao_derruba_o_comando(pasta: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def quebra(*_: object) -> Decisao:
        raise KeyError("x")

    monkeypatch.setattr(MTG, "resolver", quebra)
    code, out, _ = invocar("casos", "verificar", "--json", "--pasta", str(pasta))
    assert code == 1
    assert all(f["diferencas"] == ["o motor falhou: KeyError: 'x'"] for f in json.loads(out)["falhas"])


# --- regulamento cobertura -----------------------------------------------------------------------


def test_cobertura_json_tem_todo_id_canonico(pasta: Path) -> None:
    code, out, _ = invocar("regulamento", "cobertura", "--json", "--pasta", str(pasta))
    assert code == 0
    mapa = json.loads(out)
    assert set(mapa) == set(IDS_CANONICOS)
    assert mapa["Art. XIII, g"] == ["flor-me-achico"]
    assert mapa["Art. XVI"] == ["flor-me-achico", "truco-nao-querido"]
    assert mapa["Art. XIII, f"] == []


def test_cobertura_humana_destaca_os_descobertos(pasta: Path) -> None:
    code, out, _ = invocar("regulamento", "cobertura", "--pasta", str(pasta))
    assert code == 0
    assert "descoberto" in out
    assert f"2 de {len(IDS_CANONICOS)} artigos cobertos" in out
    _, so, _ = invocar("regulamento", "cobertura", "--descobertos", "--pasta", str(pasta))
    assert "Art. XIII, f" in so and "flor-me-achico" not in so


# --- treino --------------------------------------------------------------------------------------


def test_treino_de_ponta_a_ponta_por_roteiro(pasta: Path) -> None:
    # Art. XVI: the refused truco gives 1 to Chimarrão and 0 to Querência
    code, out, _ = invocar("treino", "--tema", "truco", "--pasta", str(pasta), entrada="1\n0\nArt. XVI\n")
    assert code == 0
    assert "Tio Neco trucou" in out
    assert "Quantos tentos o trio Chimarrão anota nesta volta?" in out
    assert "Qual artigo decide o caso?" in out
    assert out.count("✓ Certo") == 3
    assert "Art. XVI: TRUCO não aceito vale 1 para quem trucou." in out  # the comment
    assert "3 de 3 respostas certas (100%), em 1 de 1 casos." in out


def test_treino_corrige_respostas_erradas(pasta: Path) -> None:
    code, out, _ = invocar("treino", "--tema", "truco", "--pasta", str(pasta), entrada="2\nzero\nXIII\n")
    assert code == 0
    assert "✗ Errado. O certo: 1 tento." in out
    assert "✗ Errado. O certo: Art. XVI." in out
    assert "1 de 3 respostas certas (33%)" in out


def test_treino_para_no_fim_da_entrada(pasta: Path) -> None:
    code, out, _ = invocar("treino", "--n", "2", "--semente", "7", "--pasta", str(pasta), entrada="1\n")
    assert code == 0
    assert "Fim da entrada: treino encerrado." in out
    assert "respostas certas" in out and "em 1 de 2 casos" in out


def test_treino_mesma_semente_mesma_ordem(pasta: Path) -> None:
    _, a, _ = invocar("treino", "--semente", "3", "--pasta", str(pasta), entrada="")
    _, b, _ = invocar("treino", "--semente", "3", "--pasta", str(pasta), entrada="")
    assert a == b


def test_treino_sem_casos_sai_com_2(pasta: Path) -> None:
    code, _, err = invocar("treino", "--tema", "envido", "--pasta", str(pasta), entrada="")
    assert code == 2 and "nenhum caso" in err


# --- novo ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("tema", [None, *MODELOS])
def test_novo_imprime_modelo_que_o_carregador_aceita(tema: str | None) -> None:
    code, out, _ = invocar("novo", *(["--tema", tema] if tema else []))
    assert code == 0
    assert out.splitlines()[0] == MODELINE
    cenario = carregar_texto(out, "modelo.yaml")
    assert cenario.eventos
    for chave in ("versao:", "regulamento:", "modalidade:", "placar:", "trios:", "mesa:", "cartas:",
                  "eventos:", "pagamentos:", "pergunta:"):
        assert chave in out, chave  # every key of contract §4 (pagamentos commented out)
    if tema == "testa":
        assert cenario.modalidade == "testa" and len(cenario.mesa) == 2


def test_novo_grava_so_com_o_e_nao_sobrescreve_sem_forcar(tmp_path: Path) -> None:
    destino = tmp_path / "caso.yaml"
    code, out, err = invocar("novo", "--tema", "flor", "-o", str(destino))
    assert code == 0 and out == "" and "Modelo gravado" in err
    assert carregar_cenario(destino).cartas  # the flor template shows the flor's cards
    destino.write_text("meu caso\n", encoding="utf-8")
    code, _, err = invocar("novo", "-o", str(destino))
    assert code == 2 and "já existe" in err and "--forcar" in err
    assert destino.read_text(encoding="utf-8") == "meu caso\n"
    code, _, _ = invocar("novo", "-o", str(destino), "--forcar")
    primeira = destino.read_text(encoding="utf-8").split("\n", 1)[0]
    assert code == 0 and primeira.startswith("# yaml-language-server: $schema=")
    # the schema path is relative to the file's folder, pointing at ./arbitro-esquema.json (issue 13)
    assert (destino.parent / primeira.split("=", 1)[1]).resolve() == (Path.cwd() / "arbitro-esquema.json").resolve()


def test_novo_o_em_subpasta_aponta_o_esquema_relativo_a_ela(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "arbitro-esquema.json").write_text("{}", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    assert invocar("novo", "-o", "sub/caso.yaml")[0] == 0
    assert (tmp_path / "sub" / "caso.yaml").read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../arbitro-esquema.json\n")
    assert invocar("novo", "-o", "caso.yaml")[0] == 0
    assert (tmp_path / "caso.yaml").read_text(encoding="utf-8").startswith(MODELINE + "\n")


def test_novo_tema_desconhecido_sai_com_2() -> None:
    code, out, err = invocar("novo", "--tema", "bisca")
    assert code == 2 and out == ""
    assert "tema desconhecido: 'bisca'" in err and "envido" in err


def test_casos_listar_sem_sistema_lista_os_do_mtg_como_a_ajuda_diz() -> None:
    """Issue 20, item 9: `casos listar` listed every system's cases while `--sistema` says MTG is the default. Now
    the MTG's, and it says how to see the others; `--sistema todos` lists every case, `--artigo "Paulista, truco"`
    the paulista's."""
    from arbitro import casos as biblioteca_

    bib = list(biblioteca_.biblioteca())
    code, out, _ = invocar("casos", "listar", "--json")
    assert code == 0
    ids = {c["id"] for c in json.loads(out)}
    assert ids == {c.id for c in bib if c.sistema == "mtg-truco-cego"}
    code, out, _ = invocar("casos", "listar", "--json", "--sistema", "todos")
    assert code == 0 and len(json.loads(out)) == len(bib)
    code, out, _ = invocar("casos", "listar", "--json", "--artigo", "Paulista, truco")
    assert code == 0 and json.loads(out) and all(c["id"].startswith("paulista-") for c in json.loads(out))
    code, out, _ = invocar("casos", "listar")
    assert "--sistema todos" in out
    code, out, _ = invocar("casos", "listar", "--help")
    assert "padrão: os do MTG" in out.replace("\n  ", " ")
