"""Hostile input across every command (issue 12): no traceback, no hang, no ruling on an impossible table.

Each cause of the issue has a test here, run through the real ``arbitro`` entry point in a subprocess
(with a timeout, so a hang fails instead of blocking the suite); the located messages of the loader
are in ``tests/entradas_invalidas/`` (one file per cause).
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_carregar import CABECA

from arbitro.nucleo.regulamento import carregar as regulamento
from arbitro.sistemas.mtg.cenario.carregar import CenarioInvalido, carregar, carregar_texto
from arbitro.sistemas.mtg.motor import resolver

RAIZ = Path(__file__).resolve().parent.parent
EXEMPLO = RAIZ / "exemplos" / "falta-envido-contra-proposta-dupla.yaml"
ENORME = "9" * 5000  # over Python's 4,300-digit limit of int()
LIMITE_S = 1.0  # issue 12: no single query or scenario, however hostile, takes over a second



def arbitro(*args: str, entrada: bytes | None = None, timeout: float = 20,
            env: dict[str, str] | None = None, **kw: object) -> subprocess.CompletedProcess[bytes]:
    """``arbitro ARGS`` in a fresh interpreter, as a user runs it; standard input closed unless given."""
    ambiente = {**os.environ, "COLUMNS": "100", **(env or {})}
    return subprocess.run([sys.executable, "-m", "arbitro", *args], input=entrada, capture_output=True,
                          timeout=timeout, env=ambiente, cwd=kw.pop("cwd", RAIZ), check=False,
                          stdin=subprocess.DEVNULL if entrada is None else None)


def sem_traceback(r: subprocess.CompletedProcess[bytes]) -> str:
    erro = r.stderr.decode("utf-8", "replace")
    assert "Traceback" not in erro, erro
    return erro


# --- huge integers -------------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["envido", f"{ENORME} de espadas", "6E", "5E"],
    ["flor", f"{ENORME}E", "6E", "5E"],
    ["artigo", ENORME],
    ["artigo", "Art.", ENORME],
    ["falta", "--placar", f"{ENORME}x2"],
], ids=["envido", "flor", "artigo", "artigo-art", "falta"])
def test_numero_enorme_na_linha_de_comando_sai_com_2_sem_traceback(args: list[str]) -> None:
    r = arbitro(*args)
    erro = sem_traceback(r)
    assert r.returncode == 2, erro
    assert ENORME not in erro  # the echo is capped


def test_numero_enorme_no_caso_da_biblioteca_e_aviso_localizado(tmp_path: Path) -> None:
    caso = tmp_path / "caso-enorme.yaml"
    caso.write_text(
        "id: caso-enorme\ntitulo: t\ntemas: [truco]\nartigos: [Art. XVI]\nfatos: f\npergunta: p\n"
        f"cenario:\n  placar: {{A: 1, B: 2}}\n  trios: {{A: [a1, a2, a3], B: [b1, b2, b3]}}\n"
        "  mesa: [a1, b1, a2, b2, a3, b3]\n  eventos: []\n"
        f"esperado:\n  placar_final: {{A: {ENORME}, B: 2}}\n  vencedor: null\n  artigos: [Art. XVI]\n"
        "comentario: c\n", encoding="utf-8")
    r = arbitro("casos", "verificar", "--pasta", str(tmp_path))
    erro = sem_traceback(r)
    saida = " ".join(r.stdout.decode().split())
    assert r.returncode == 1, erro + saida
    assert "número grande demais" in saida


def test_numero_enorme_na_resposta_do_treino_nao_quebra() -> None:
    r = arbitro("treino", "--n", "1", "--semente", "1", entrada=f"{ENORME}\n".encode())
    sem_traceback(r)
    assert r.returncode == 0


# --- files that are not regular files, and standard input ---------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="sem FIFO neste sistema")
def test_fifo_como_cenario_e_recusado_na_hora(tmp_path: Path) -> None:
    fifo = tmp_path / "caso.yaml"
    os.mkfifo(fifo)
    inicio = time.monotonic()
    r = arbitro("resolve", str(fifo), timeout=10)
    assert time.monotonic() - inicio < 10
    erro = sem_traceback(r)
    assert r.returncode == 2
    assert f"{fifo}:1:1: não é um arquivo comum" in erro


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="sem FIFO neste sistema")
def test_fifo_dentro_da_pasta_de_casos_vira_problema_localizado(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "preso.yaml")
    r = arbitro("casos", "verificar", "--pasta", str(tmp_path), timeout=10)
    sem_traceback(r)
    assert r.returncode == 1
    assert "não é um arquivo comum" in " ".join(r.stdout.decode().split())


def test_resolve_traco_le_a_entrada_padrao() -> None:
    r = arbitro("resolve", "-", "--json", entrada=EXEMPLO.read_bytes())
    assert r.returncode == 0, r.stderr.decode()
    assert b'"placar_final"' in r.stdout


def test_resolve_traco_localiza_os_erros_em_entrada() -> None:
    r = arbitro("resolve", "-", entrada=b"placar: {A: 1\n")
    erro = sem_traceback(r)
    assert r.returncode == 2
    assert erro.startswith("<entrada>:2:1: ")


def test_resolve_traco_entrada_grande_demais_e_recusada() -> None:
    r = arbitro("resolve", "-", entrada=b"#" * 1_000_001)
    erro = sem_traceback(r)
    assert r.returncode == 2
    assert "<entrada>:1:1: arquivo grande demais" in erro


def test_resolve_pelo_typer_tambem_le_a_entrada_padrao() -> None:
    from typer.testing import CliRunner

    from arbitro.cli import registrar_todos
    from arbitro.cli.app import app

    registrar_todos()
    r = CliRunner().invoke(app, ["resolve", "-", "--json"], input=EXEMPLO.read_text(encoding="utf-8"))
    assert r.exit_code == 0, r.output
    assert '"placar_final"' in r.stdout


# --- scores, names and hands that no table can have ---------------------------------------------------

def test_art_10_ii_os_dois_trios_no_alvo_e_entrada_invalida() -> None:
    texto = CABECA.replace("{A: 10, B: 14}", "{A: 24, B: 24}") + "eventos: []\n"
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(texto, "c.yaml")
    assert [(p.linha, p.coluna) for p in e.value.problemas] == [(1, 9)]
    assert "os dois trios com 24 tentos" in e.value.problemas[0].mensagem


@pytest.mark.parametrize("nome", ["parda", "Parda", "PARDA", "pArDa"])
def test_trio_chamado_parda_em_qualquer_caixa_e_recusado(nome: str) -> None:
    texto = (f"placar: {{A: 1, {nome}: 2}}\ntrios:\n  A: [a1, a2, a3]\n  {nome}: [b1, b2, b3]\n"
             "mesa: [a1, b1, a2, b2, a3, b3]\neventos: []\n")
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(texto, "c.yaml")
    assert [str(p) for p in e.value.problemas] == [
        f"c.yaml:4:3: '{nome}' não pode ser nome de trio: é o resultado de uma vaza empatada"]


def test_art_10_iv_quarta_carta_de_um_jogador_sem_cartas_listadas_e_recusada() -> None:
    eventos = "".join(f"  - a1: {{joga: {c}}}\n" for c in ("1E", "2E", "3E", "4E"))
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(CABECA + "eventos:\n" + eventos, "c.yaml")
    assert len(e.value.problemas) == 1
    assert "uma 4ª carta" in e.value.problemas[0].mensagem and "(Art. 10, IV)" in e.value.problemas[0].mensagem


def test_art_10_iv_carta_mostrada_alem_das_tres_jogadas_e_recusada() -> None:
    eventos = "".join(f"  - a1: {{joga: {c}}}\n" for c in ("1E", "2E", "3E")) + "  - a1: {mostra: [4E]}\n"
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(CABECA + "eventos:\n" + eventos, "c.yaml")
    assert "a1 mostra 4E, uma 4ª carta" in e.value.problemas[0].mensagem


def test_art_10_iv_cartas_a_mais_mantem_a_excecao() -> None:
    eventos = ("  - a1: {falta: cartas-a-mais, apos_jogar: true}\n"
               + "".join(f"  - a1: {{joga: {c}}}\n" for c in ("1E", "2E", "3E", "4E"))
               + "  - a1: {mostra: [5E, 6E, 7E, 10E]}\n")
    c = carregar_texto(CABECA + "eventos:\n" + eventos, "c.yaml")  # the extra cards are data, not invalid input
    # Art. 10, VIII, d: who received too many cards and says so "após jogar, perde os tentos jogados e os que faltam
    # jogar — no mínimo um do ENVIDO e um do TRUCO": nothing was bet, so the minimum, 1 + 1 = 2, to trio B.
    d = resolver(c, regulamento())
    assert d.placar_final == {"A": 10, "B": 16}
    assert [(lc.trio, lc.tentos) for lc in d.lancamentos] == [("B", 2)]
    assert "Art. 10, VIII, d" in d.lancamentos[0].artigos


def test_art_10_iii_carta_de_quem_nao_esta_na_testa_e_entrada_invalida() -> None:
    texto = ("modalidade: testa\n" + CABECA.replace("[a1, b1, a2, b2, a3, b3]", "[a1, b1]")
             + "eventos:\n  - b2: {joga: 1E}\n")
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(texto, "c.yaml")
    assert [p.mensagem.split(":")[0] for p in e.value.problemas] == ["b2 não está nesta testa (joga)"]


@pytest.mark.parametrize("acao", ["{baralho: true}", "{passa: true}", "{nao_mostra: true}"])
def test_art_10_iii_baralho_ou_passe_de_quem_nao_esta_na_testa_e_entrada_invalida(acao: str) -> None:
    texto = ("modalidade: testa\n" + CABECA.replace("[a1, b1, a2, b2, a3, b3]", "[a1, b1]")
             + f"eventos:\n  - b2: {acao}\n")
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(texto, "c.yaml")
    assert e.value.problemas[0].mensagem.startswith("b2 não está nesta testa")


def test_art_10_iii_fala_e_incidente_de_quem_nao_esta_na_testa_seguem_validos() -> None:
    """Speech of another player is irregular play, and his incident is the Art. 10, III fault: data for the
    engine, not invalid input."""
    texto = ("modalidade: testa\n" + CABECA.replace("[a1, b1, a2, b2, a3, b3]", "[a1, b1]")
             + "eventos:\n  - b2: truco\n  - b2: {pontos: 30}\n  - a2: {pede_flor: b1}\n"
               "  - a2: {falta: falou-na-testa}\n")
    d = resolver(carregar_texto(texto, "c.yaml"), regulamento())
    # Art. 10, III: "os demais jogadores devem permanecer alheios ao jogo": b2's TRUCO and 30 points have no
    # effect; a2, who spoke, "faz o companheiro perder os tentos jogados — um do envido e outro do TRUCO, se não foi
    # jogado ainda": nothing was bet, so 1 + 1 = 2 tentos to trio B.
    assert d.placar_final == {"A": 10, "B": 16}
    assert [(lc.trio, lc.tentos) for lc in d.lancamentos] == [("B", 2)]
    assert "Art. 10, III" in d.lancamentos[0].artigos
    assert any(o.tipo.value == "nao-vale" and o.texto.startswith("b2 não joga esta testa") for o in d.observacoes)


def test_carregar_arquivo_no_caminho_com_quebra_de_linha_cita_o_nome_entre_aspas(tmp_path: Path) -> None:
    arquivo = tmp_path / "um\nnome.yaml"
    arquivo.write_text("placar: [\n", encoding="utf-8")
    with pytest.raises(CenarioInvalido) as e:
        carregar(arquivo)
    linhas = str(e.value).split("\n")
    assert len(linhas) == 1
    assert linhas[0].startswith(repr(str(arquivo)) + ":")


# --- every problem of the YAML layer in Portuguese ----------------------------------------------------

_INGLES = re.compile(r"\b(found|expected|while|mapping|scanning|parsing|document|character|allowed|"
                     r"exceeded|incompatible|directive|indentation|token|stream|scalar|node|error)\b", re.I)
YAML_QUEBRADOS = [
    "%YAML 2.0\n---\na: 1\n", "%FOO bar\n---\na: 1\n", "%YAML 1.1\n%YAML 1.1\n---\na: 1\n", "a: !<tag:%zz> x\n",
    "%TAG ! x\n%TAG ! y\n---\na: 1", "%YAML 1.x\n---\n", "a: 1\n#x\n b", "{a: 1}}", "a:\n\t- b", "- a\nb: c",
    "a: b\n- c", "[" * 3000, "{" * 100 + "}" * 100, "a: |0\n  x\n", 'a: "\\x4"\n', 'a: "\\uZZZZ"\n', "a: &x! 1",
    "a: *b\n", "a: 'x\n", 'a: "x\n', "a: b: c\n", "? a\n? b\n: c\n:", "a: [1, 2\nb: 3", "a: {x: 1\n", "a: `x`",
    "a: @x", "a: !!python/object:os.system x", "a: !local x", "a\0: b", "a: b\n---\nc: d", "...\n...\nx: [",
    "&a a: &a b", "a: >9\n x", "- - - - -\n  - ]", "a: |\n  x\n b: c", "!<!> a: b", "a: !e!x y",
]


@pytest.mark.parametrize("texto", YAML_QUEBRADOS)
def test_problemas_do_yaml_em_portugues(texto: str) -> None:
    with pytest.raises(CenarioInvalido) as e:
        carregar_texto(texto, "c.yaml")
    for p in e.value.problemas:
        assert not _INGLES.search(p.mensagem), p


# --- the output side ----------------------------------------------------------------------------------

SAIDA_ESCRITA = 3  # README, exit codes: the output could not be written


@pytest.mark.parametrize("args", [["resolve", str(EXEMPLO)], ["resolve", str(EXEMPLO), "--json"],
                                  ["casos", "listar"], ["regulamento"], ["--help"]],
                         ids=["resolve", "resolve-json", "casos-listar", "regulamento", "ajuda"])
def test_saida_fechada_cedo_pelo_leitor_sai_com_0_em_silencio(args: list[str]) -> None:
    p = subprocess.Popen([sys.executable, "-m", "arbitro", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, cwd=RAIZ, env={**os.environ, "COLUMNS": "100"})
    assert p.stdout is not None and p.stderr is not None
    p.stdout.read(1)
    p.stdout.close()  # `| head -c 1`
    erro = p.stderr.read().decode()
    assert p.wait(timeout=20) == 0
    assert erro == ""


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="sem /dev/full neste sistema")
@pytest.mark.parametrize("args", [["resolve", str(EXEMPLO)], ["resolve", str(EXEMPLO), "--json"],
                                  ["casos", "listar"], ["artigo", "XIII", "c"]],
                         ids=["resolve", "resolve-json", "casos-listar", "artigo"])
def test_disco_cheio_e_uma_linha_em_stderr_e_o_codigo_de_erro_de_saida(args: list[str]) -> None:
    with open("/dev/full", "w") as cheio:
        r = subprocess.run([sys.executable, "-m", "arbitro", *args], stdout=cheio, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, cwd=RAIZ, timeout=20, check=False)
    erro = r.stderr.decode()
    assert r.returncode == SAIDA_ESCRITA, erro
    assert erro == "erro: não foi possível escrever a saída (sem espaço no disco)\n"


@pytest.mark.parametrize("args", [["resolve", str(EXEMPLO)], ["casos", "listar"]], ids=["resolve", "casos"])
def test_saida_padrao_fechada_e_erro_de_saida(args: list[str]) -> None:
    r = subprocess.run([sys.executable, "-m", "arbitro", *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       stdin=subprocess.DEVNULL, cwd=RAIZ, timeout=20, check=False,
                       preexec_fn=lambda: os.close(1))
    erro = r.stderr.decode()
    assert r.returncode == SAIDA_ESCRITA, erro
    assert erro.count("\n") == 1 and "Traceback" not in erro


@pytest.mark.parametrize("args", [["resolve", str(EXEMPLO)], ["resolve", str(EXEMPLO), "--json"],
                                  ["casos", "listar"]], ids=["resolve", "resolve-json", "casos"])
def test_console_sem_utf8_e_erro_de_saida_em_uma_linha(args: list[str]) -> None:
    r = arbitro(*args, env={"PYTHONIOENCODING": "ascii"})
    erro = r.stderr.decode("ascii")
    assert r.returncode == SAIDA_ESCRITA, erro
    assert erro.count("\n") == 1 and "UTF-8" in erro and "Traceback" not in erro


# --- names are printed literally, never as rich markup ----------------------------------------------

MARCACOES = ("[/]", "[bold red]X", ":smile:", "[link=x]y")


def _cenario_marcado() -> str:
    t1, t2 = "[bold red]Trio", "[/]"
    return (f"placar: {{'{t1}': 1, '{t2}': 2}}\ntrios:\n  '{t1}': ['[/]a', ':smile:', '[link=x]y']\n"
            f"  '{t2}': [b1, b2, b3]\nmesa: ['[/]a', b1, ':smile:', b2, '[link=x]y', b3]\n"
            "eventos:\n  - '[/]a': truco\n  - b1: quero\n  - '[/]a': {pontos: 33}\n  - vaza: '[/]'\n  - vaza: '[/]'\n")


@pytest.mark.parametrize("colunas", ["120", "40"])
@pytest.mark.parametrize("citar", [False, True])
def test_nomes_com_marcacao_rich_saem_literais_na_decisao(tmp_path: Path, colunas: str, citar: bool) -> None:
    caso = tmp_path / "c.yaml"
    caso.write_text(_cenario_marcado(), encoding="utf-8")
    r = arbitro("resolve", str(caso), *(["--citar"] if citar else []), env={"COLUMNS": colunas})
    saida = r.stdout.decode()
    sem_traceback(r)
    assert r.returncode == 0
    assert "[bold red]Trio" in saida.replace("\n", "") or "[bold" in saida
    assert "[/]" in saida and "😄" not in saida


def test_nomes_com_marcacao_rich_saem_literais_nos_casos_e_no_treino(tmp_path: Path) -> None:
    cenario = "\n".join("  " + linha for linha in _cenario_marcado().splitlines())
    (tmp_path / "marcado.yaml").write_text(
        "id: marcado\ntitulo: '[bold]Título [/]'\ntemas: ['[red]tema']\nartigos: [Art. XVI]\n"
        "fatos: '[/] fatos :smile:'\npergunta: '[/]?'\n" f"cenario:\n{cenario}\n"
        "esperado:\n  placar_final: {'[bold red]Trio': 1, '[/]': 5}\n  vencedor: null\n  artigos: [Art. XVI]\n"
        "comentario: '[/] comentário'\n", encoding="utf-8")
    for args in (["casos", "listar"], ["casos", "mostrar", "marcado", "--resposta"], ["casos", "verificar"],
                 ["casos", "buscar", "fatos"], ["regulamento", "cobertura"]):
        r = arbitro(*args, "--pasta", str(tmp_path))
        sem_traceback(r)
        assert r.returncode in (0, 1), (args, r.stderr.decode())
        assert "😄" not in r.stdout.decode()
    r = arbitro("treino", "--pasta", str(tmp_path), entrada=b"0\n0\nXVI\n")
    sem_traceback(r)
    assert r.returncode == 0 and "[/] fatos :smile:" in r.stdout.decode()


# --- treino's standard input ---------------------------------------------------------------------------

def test_treino_entrada_fora_do_utf8_e_substituida_e_repergunta() -> None:
    r = arbitro("treino", "--n", "1", "--semente", "1", entrada=b"\xff\xfe\n")
    sem_traceback(r)
    assert r.returncode == 0
    assert "responda com um número de tentos" in r.stdout.decode()


def test_treino_linha_enorme_e_cortada_rapido_e_nao_ecoa() -> None:
    inicio = time.monotonic()
    r = arbitro("treino", "--n", "1", "--semente", "1", entrada=b"x" * 10_000_000 + b"\n")
    assert time.monotonic() - inicio < 10
    sem_traceback(r)
    assert r.returncode == 0
    assert len(r.stdout) < 20_000  # the 10 MB answer is not echoed back


# --- long text: no query or scenario over a second -------------------------------------------------------

def _cpu_dos_filhos() -> float:
    uso = resource.getrusage(resource.RUSAGE_CHILDREN)
    return uso.ru_utime + uso.ru_stime


def _rapido(*args: str, entrada: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    """The command, its CPU time measured against the interpreter's own start-up with the same imports:
    the work must stay under a second (CPU time, so that a loaded machine does not fail it)."""
    antes = _cpu_dos_filhos()
    importa = "import arbitro.cli.portugues, arbitro.sistemas.mtg.cenario.carregar, arbitro.sistemas.mtg.motor"
    subprocess.run([sys.executable, "-c", importa], check=True)
    base = _cpu_dos_filhos() - antes
    antes = _cpu_dos_filhos()
    r = arbitro(*args, entrada=entrada)
    trabalho = _cpu_dos_filhos() - antes - base
    assert trabalho < LIMITE_S, (args[:2], trabalho)
    sem_traceback(r)
    return r


@pytest.mark.parametrize("tamanho", [10_000, 100_000])
def test_artigo_com_texto_enorme_responde_rapido_sem_ecoar_tudo(tamanho: int) -> None:
    texto = ("xiii c flor renegada " * tamanho)[:tamanho]
    r = _rapido("artigo", texto)
    assert r.returncode == 2 and len(r.stderr) < 2_000


def test_buscar_com_120kb_responde_rapido() -> None:
    r = _rapido("regulamento", "buscar", ("flor renegada truco " * 6_000)[:120_000])
    assert r.returncode == 0 and len(r.stdout) < 50_000


@pytest.mark.parametrize("hostil", ["falas", "nomes", "chaves"])
def test_cenario_hostil_de_1mb_responde_em_menos_de_um_segundo(tmp_path: Path, hostil: str) -> None:
    if hostil == "falas":  # every event an unknown phrase (each would be compared with every phrase)
        corpo = CABECA + "eventos:\n" + "".join(f"  - a1: trucxo{i} envidu florr\n" for i in range(4_900))
    elif hostil == "nomes":  # an unknown player of 900 KB
        corpo = CABECA + "eventos:\n  - " + "z" * 900_000 + ": truco\n"
    else:  # thousands of unknown keys
        corpo = CABECA + "eventos: []\n" + "".join(f"chave{i}: 1\n" for i in range(4_000))
    caso = tmp_path / "hostil.yaml"
    caso.write_text(corpo, encoding="utf-8")
    r = _rapido("resolve", str(caso))
    assert r.returncode == 2


# --- novo -o: nothing of the user's is ever lost ---------------------------------------------------------

def _novo(*args: str) -> tuple[int, str]:
    from typer.testing import CliRunner

    from arbitro.cli import registrar_todos
    from arbitro.cli.app import app

    registrar_todos()
    r = CliRunner().invoke(app, ["novo", *args])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stderr


def test_novo_em_pasta_sem_permissao_e_mensagem_sem_traceback(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    def negado(*_a: object, **_k: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", negado)
    codigo, erro = _novo("-o", str(tmp_path / "caso.yaml"))
    assert codigo == 2
    assert erro == f"erro: não foi possível gravar {tmp_path / 'caso.yaml'}: na pasta {tmp_path}, sem permissão\n"


def test_novo_forcar_com_disco_cheio_no_meio_nao_trunca_o_arquivo(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    alvo = tmp_path / "caso.yaml"
    alvo.write_text("o caso do juiz\n", encoding="utf-8")

    def cheio(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", cheio)
    codigo, erro = _novo("-o", str(alvo), "--forcar")
    assert codigo == 2 and "sem espaço no disco" in erro
    assert alvo.read_text(encoding="utf-8") == "o caso do juiz\n"
    assert [p.name for p in tmp_path.iterdir()] == ["caso.yaml"]  # no temporary file left behind


def test_novo_forcar_substitui_de_uma_vez_e_guarda_as_permissoes(tmp_path: Path) -> None:
    alvo = tmp_path / "caso.yaml"
    alvo.write_text("antigo\n", encoding="utf-8")
    alvo.chmod(0o640)
    assert _novo("-o", str(alvo), "--forcar")[0] == 0
    assert alvo.read_text(encoding="utf-8").startswith("# yaml-language-server:")
    assert (alvo.stat().st_mode & 0o777) == 0o640


def test_novo_recusa_link_simbolico_pendurado(tmp_path: Path) -> None:
    link = tmp_path / "caso.yaml"
    link.symlink_to(tmp_path / "fora" / "longe.yaml")
    for args in ([], ["--forcar"]):
        codigo, erro = _novo("-o", str(link), *args)
        assert codigo == 2 and "é um link simbólico" in erro
    assert not (tmp_path / "fora").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="sem FIFO neste sistema")
def test_novo_em_fifo_recusa_na_hora(tmp_path: Path) -> None:
    fifo = tmp_path / "caso.yaml"
    os.mkfifo(fifo)
    r = arbitro("novo", "-o", str(fifo), "--forcar", timeout=10)
    assert r.returncode == 2 and "não é um arquivo comum" in sem_traceback(r)


def test_novo_sem_forcar_nunca_sobrescreve(tmp_path: Path) -> None:
    alvo = tmp_path / "caso.yaml"
    alvo.write_text("meu\n", encoding="utf-8")
    codigo, erro = _novo("-o", str(alvo))
    assert codigo == 2 and "já existe; use --forcar" in erro
    assert alvo.read_text(encoding="utf-8") == "meu\n"
