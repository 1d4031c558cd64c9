"""The case library (arbitro.casos): loading and validating case files, checking a ruling against the
expected one, search, filters and article coverage. The engine is replaced by a fake here: these
tests check the checker, not the rules (tests/test_biblioteca.py runs the real engine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbitro.casos import (
    Caso,
    CasoInvalido,
    artigo_coberto,
    biblioteca,
    buscar,
    carregar_caso,
    cobertura,
    comparar,
    filtrar,
    verificar,
    verificar_todos,
)
from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.nucleo.regulamento import Regulamento, carregar
from arbitro.sistemas.mtg.artigos import IDS_CANONICOS
from arbitro.sistemas.mtg.cenario.modelo import Cenario
from arbitro.sistemas.mtg.sistema import MTG

CENARIO = """\
cenario:
  placar: {Chimarrão: 7, Querência: 11}
  trios: {Chimarrão: [Tio Neco, Bento, Juca], Querência: [Preta, Ana, Lurdes]}
  mesa: [Tio Neco, Preta, Bento, Ana, Juca, Lurdes]
  eventos:
    - Tio Neco: truco
    - Preta: não quero
"""

ESPERADO = """\
esperado:
  placar_final: {Chimarrão: 8, Querência: 11}
  vencedor: null
  artigos: ["Art. XVI"]
  lancamentos:
    - {trio: Chimarrão, tentos: 1}
"""


def caso_texto(
    id_: str = "truco-recusado",
    *,
    titulo: str = "Truco não querido",
    temas: str = "[truco]",
    artigos: str = '["Art. XVI"]',
    fatos: str = "Tio Neco trucou; Preta, da Querência, não quis.",
    cenario: str = CENARIO,
    esperado: str = ESPERADO,
    extra: str = "",
) -> str:
    return (
        f"id: {id_}\ntitulo: \"{titulo}\"\ntemas: {temas}\nartigos: {artigos}\n"
        f"fatos: |\n  {fatos}\npergunta: \"Quanto anota o Chimarrão?\"\n"
        f"{cenario}{esperado}comentario: |\n  Art. XVI: TRUCO não aceito vale 1.\n{extra}"
    )


def escrever(pasta: Path, texto: str, nome: str = "truco-recusado", tema: str = "truco") -> Path:
    (pasta / tema).mkdir(parents=True, exist_ok=True)
    p = pasta / tema / f"{nome}.yaml"
    p.write_text(texto, encoding="utf-8")
    return p


def problemas(path: Path) -> list[str]:
    with pytest.raises(CasoInvalido) as e:
        carregar_caso(path)
    return e.value.problemas


@pytest.fixture
def reg() -> Regulamento:
    return carregar()


# --- loading -------------------------------------------------------------------------------------


def test_carrega_um_caso_completo(tmp_path: Path) -> None:
    caso = carregar_caso(escrever(tmp_path, caso_texto()))
    assert caso.id == "truco-recusado"
    assert caso.temas == ("truco",)
    assert caso.artigos == ("Art. XVI",)
    assert isinstance(caso.cenario, Cenario)
    assert caso.cenario.placar == {"Chimarrão": 7, "Querência": 11}
    assert caso.esperado.placar_final == {"Chimarrão": 8, "Querência": 11}
    assert caso.esperado.vencedor is None
    assert caso.esperado.lancamentos == (("Chimarrão", 1),)
    assert caso.tentos_esperados == {"Chimarrão": 1, "Querência": 0}
    assert caso.fatos.startswith("Tio Neco trucou")


def test_modeline_na_primeira_linha_e_aceita(tmp_path: Path) -> None:
    texto = "# yaml-language-server: $schema=../../arbitro-esquema-caso.json\n" + caso_texto()
    assert carregar_caso(escrever(tmp_path, texto)).id == "truco-recusado"


def test_id_diferente_do_nome_do_arquivo_aponta_a_linha(tmp_path: Path) -> None:
    p = escrever(tmp_path, caso_texto("outro-id"))
    [msg] = problemas(p)
    assert msg.endswith("id 'outro-id' deve ser igual ao nome do arquivo sem .yaml ('truco-recusado')")
    assert ":1:5:" in msg  # line 1, column of the value


def test_id_fora_do_kebab_case(tmp_path: Path) -> None:
    p = escrever(tmp_path, caso_texto("Truco_Recusado"), nome="Truco_Recusado")
    assert any("kebab-case" in m for m in problemas(p))


def test_chave_obrigatoria_faltando_e_chave_desconhecida_com_sugestao(tmp_path: Path) -> None:
    texto = caso_texto(extra="comentário: duplicado\n").replace('pergunta: "Quanto anota o Chimarrão?"\n', "")
    msgs = problemas(escrever(tmp_path, texto))
    assert any("falta a chave obrigatória 'pergunta'" in m for m in msgs)
    assert any("chave desconhecida 'comentário'" in m and "'comentario'" in m for m in msgs)


def test_artigo_desconhecido_com_sugestao(tmp_path: Path) -> None:
    msgs = problemas(escrever(tmp_path, caso_texto(artigos='["Art. XVII"]')))
    assert len(msgs) == 1
    assert "artigo desconhecido 'Art. XVII'" in msgs[0]
    assert ":4:11:" in msgs[0]


def test_artigos_do_caso_exigem_id_canonico_mas_esperado_admite_grupo(tmp_path: Path) -> None:
    # "Art. XV" is no canonical ID (contract §2 lists Art. XV, a … d) but names the group
    assert any("artigo desconhecido 'Art. XV'" in m
               for m in problemas(escrever(tmp_path, caso_texto(artigos='["Art. XV"]'))))
    esperado = ESPERADO.replace('artigos: ["Art. XVI"]', 'artigos: ["Art. XV", "Art. XVI"]')
    caso = carregar_caso(escrever(tmp_path, caso_texto(esperado=esperado)))
    assert caso.esperado.artigos == ("Art. XV", "Art. XVI")


def test_referencia_mais_fina_apos_virgula_e_aceita(tmp_path: Path) -> None:
    caso = carregar_caso(escrever(tmp_path, caso_texto(artigos='["Art. XIV, canto equivocado"]')))
    assert caso.artigos == ("Art. XIV, canto equivocado",)


def test_erro_no_cenario_aponta_para_o_arquivo_do_caso(tmp_path: Path) -> None:
    p = escrever(tmp_path, caso_texto(cenario=CENARIO.replace("Preta: não quero", "Pretinha: não quero")))
    [msg] = problemas(p)
    # the event is on line 14 of the case file; "Pretinha" starts at column 7
    assert msg.startswith(f"{p}:14:7: jogador desconhecido 'Pretinha'")


def test_placar_final_acima_de_24_e_vencedor_incoerente(tmp_path: Path) -> None:
    esperado = ESPERADO.replace("Chimarrão: 8,", "Chimarrão: 25,")
    assert any("fora de 0…24" in m for m in problemas(escrever(tmp_path, caso_texto(esperado=esperado))))
    esperado = ESPERADO.replace("Chimarrão: 8,", "Chimarrão: 24,")
    msgs = problemas(escrever(tmp_path, caso_texto(esperado=esperado)))
    assert any("deve ser Chimarrão" in m for m in msgs)
    esperado = ESPERADO.replace("vencedor: null", "vencedor: Querência")
    assert any("não chegou a 24" in m for m in problemas(escrever(tmp_path, caso_texto(esperado=esperado))))


def test_trio_desconhecido_e_placar_final_incompleto(tmp_path: Path) -> None:
    esperado = ESPERADO.replace("{Chimarrão: 8, Querência: 11}", "{Chimarrão: 8, Querencia: 11}")
    msgs = problemas(escrever(tmp_path, caso_texto(esperado=esperado)))
    assert any("chave desconhecida 'Querencia'" in m and "Querência" in m for m in msgs)
    assert any("sem o trio Querência" in m for m in msgs)


def test_placar_final_menor_que_o_inicial(tmp_path: Path) -> None:
    esperado = ESPERADO.replace("Chimarrão: 8,", "Chimarrão: 6,")
    assert any("menor que o placar antes da volta" in m
               for m in problemas(escrever(tmp_path, caso_texto(esperado=esperado))))


def test_lancamento_com_tentos_zero(tmp_path: Path) -> None:
    esperado = ESPERADO.replace("tentos: 1}", "tentos: 0}")
    assert any("tentos > 0" in m for m in problemas(escrever(tmp_path, caso_texto(esperado=esperado))))


def test_yaml_quebrado_e_chave_repetida_sao_localizados(tmp_path: Path) -> None:
    p = escrever(tmp_path, "id: x\ntitulo: [sem fechar\n")
    [msg] = problemas(p)
    assert msg.startswith(f"{p}:3:1: ")
    [msg] = problemas(escrever(tmp_path, caso_texto() + 'titulo: "de novo"\n'))
    assert msg.startswith(f"{p}:23:1: ") and "'titulo'" in msg


def test_caso_de_entrada_invalida_guarda_a_mensagem_do_carregador(tmp_path: Path) -> None:
    cenario = CENARIO.replace("- Preta: não quero", "- Preta: {joga: 9E}")
    texto = caso_texto(cenario=cenario, esperado='esperado: {invalido: true, mensagem: "carta 9"}\n')
    caso = carregar_caso(escrever(tmp_path, texto))
    assert caso.cenario is None
    assert caso.esperado.invalido
    assert any("9E" in e for e in caso.erros_cenario)


def test_caso_invalido_nao_admite_placar(tmp_path: Path) -> None:
    texto = caso_texto(esperado="esperado: {invalido: true, mensagem: x, placar_final: {}}\n")
    assert any("não se aplica" in m for m in problemas(escrever(tmp_path, texto)))


def test_biblioteca_ordena_por_id_e_relata_arquivos_quebrados(tmp_path: Path) -> None:
    escrever(tmp_path, caso_texto("b-caso"), nome="b-caso", tema="truco")
    escrever(tmp_path, caso_texto("a-caso"), nome="a-caso", tema="envido")
    escrever(tmp_path, "id: [", nome="quebrado", tema="flor")
    escrever(tmp_path, caso_texto("a-caso"), nome="a-caso", tema="vazas")  # same id, other folder
    bib = biblioteca(tmp_path)
    assert [c.id for c in bib] == ["a-caso", "b-caso"]
    assert sorted(i.id for i in bib.invalidos) == ["a-caso", "quebrado"]
    assert any("repetido" in p for p in bib.problemas)
    assert all(".yaml:" in p for p in bib.problemas)


# --- checking a ruling ---------------------------------------------------------------------------


def decisao(
    lancs: list[tuple[str, int, tuple[str, ...]]],
    obs: list[tuple[str, tuple[str, ...]]] = (),  # type: ignore[assignment]
    inicial: dict[str, int] | None = None,
) -> Decisao:
    inicial = inicial or {"Chimarrão": 7, "Querência": 11}
    final = dict(inicial)
    for t, n, _ in lancs:
        final[t] = min(24, final[t] + n)
    vencedor = next((t for t, n in final.items() if n == 24), None)
    return Decisao(
        versao=1, regulamento="mtg-truco-cego", modalidade="roda", placar_inicial=inicial,
        lancamentos=tuple(Lancamento(t, n, "motivo", a) for t, n, a in lancs),
        placar_final=final, vencedor=vencedor,
        observacoes=tuple(Observacao(texto, a, tipo=Tipo.NOTA) for texto, a in obs),
    )


@pytest.fixture
def caso(tmp_path: Path) -> Caso:
    return carregar_caso(escrever(tmp_path, caso_texto()))


def test_decisao_igual_a_esperada_nao_tem_diferencas(caso: Caso) -> None:
    assert comparar(caso.esperado, decisao([("Chimarrão", 1, ("Art. XVI",))])) == []


def test_diferenca_de_placar_vencedor_e_lancamentos(caso: Caso) -> None:
    dif = comparar(caso.esperado, decisao([("Querência", 2, ("Art. XVI",))]))
    assert any(d.startswith("placar final: esperado Chimarrão 8 × Querência 11") for d in dif)
    assert any(d.startswith("lançamentos: esperados Chimarrão 1; decididos Querência 2") for d in dif)
    assert not any("vencedor" in d for d in dif)


def test_citacao_pela_regra_de_prefixo_em_lancamentos_ou_observacoes(tmp_path: Path) -> None:
    esperado = ESPERADO.replace('artigos: ["Art. XVI"]', 'artigos: ["Art. XVI", "Art. 10, VIII, h"]')
    c = carregar_caso(escrever(tmp_path, caso_texto(esperado=esperado)))
    sem_h = decisao([("Chimarrão", 1, ("Art. XVI",))])
    assert comparar(c.esperado, sem_h) == ["artigo Art. 10, VIII, h não citado (citados: Art. XVI)"]
    # a finer citation satisfies (contract §2) and observations count
    com_h = decisao([("Chimarrão", 1, ("Art. XVI",))],
                    [("RETRUCO sem QUERO", ("Art. 10, VIII, h, retruco",))])
    assert comparar(c.esperado, com_h) == []
    # a coarser one does not
    grosso = decisao([("Chimarrão", 1, ("Art. XVI",))], [("x", ("Art. 10, VIII",))])
    assert len(comparar(c.esperado, grosso)) == 1


def test_lancamentos_sao_multiconjunto(tmp_path: Path) -> None:
    esperado = ESPERADO.replace("    - {trio: Chimarrão, tentos: 1}\n",
                                "    - {trio: Chimarrão, tentos: 3}\n    - {trio: Chimarrão, tentos: 3}\n")
    esperado = esperado.replace("Chimarrão: 8", "Chimarrão: 13")
    c = carregar_caso(escrever(tmp_path, caso_texto(esperado=esperado)))
    a = ("Art. XVI",)
    assert comparar(c.esperado, decisao([("Chimarrão", 3, a), ("Chimarrão", 3, a)])) == []
    seis = comparar(c.esperado, decisao([("Chimarrão", 6, a)]))
    assert seis == ["lançamentos: esperados Chimarrão 3, Chimarrão 3; decididos Chimarrão 6"]


def test_fragmento_de_observacao_sem_acento_nem_caixa(tmp_path: Path) -> None:
    esperado = ESPERADO + '  observacoes: ["ME ACHICO", "nao vale"]\n'
    c = carregar_caso(escrever(tmp_path, caso_texto(esperado=esperado)))
    d = decisao([("Chimarrão", 1, ("Art. XVI",))], [("Com flor me achico; o RETRUCO não vale", ())])
    assert comparar(c.esperado, d) == []
    d = decisao([("Chimarrão", 1, ("Art. XVI",))], [("outra coisa", ())])
    assert comparar(c.esperado, d) == [
        "nenhuma observação contém “ME ACHICO”",
        "nenhuma observação contém “nao vale”",
    ]


def test_verificar_usa_o_motor_e_relata_falha_do_motor(
    caso: Caso, reg: Regulamento, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the system's engine, asked through its public entry (MTG.resolver, the kernel's julgar over MotorMTG)
    monkeypatch.setattr(MTG, "resolver", lambda *_: decisao([("Chimarrão", 1, ("Art. XVI",))]))
    r = verificar(caso, reg)
    assert r.ok and r.decisao is not None

    def quebra(*_: object) -> Decisao:
        raise ZeroDivisionError("divisão por zero")

    monkeypatch.setattr(MTG, "resolver", quebra)
    r = verificar(caso, reg)
    assert r.diferencas == ("o motor falhou: ZeroDivisionError: divisão por zero",)


def test_verificar_caso_de_entrada_invalida(tmp_path: Path, reg: Regulamento) -> None:
    cenario = CENARIO.replace("- Preta: não quero", "- Preta: {joga: 9E}")
    esperado = 'esperado: {invalido: true, mensagem: "NÃO EXISTE carta 9"}\n'
    texto = caso_texto(cenario=cenario, esperado=esperado)
    c = carregar_caso(escrever(tmp_path, texto))
    assert verificar(c, reg).ok
    outro = carregar_caso(escrever(tmp_path, texto.replace("NÃO EXISTE carta 9", "carta 8")))
    [d] = verificar(outro, reg).diferencas
    assert d.startswith("nenhuma mensagem de erro contém “carta 8”")


def test_verificar_caso_invalido_que_o_motor_aceita(
    tmp_path: Path, reg: Regulamento, monkeypatch: pytest.MonkeyPatch
) -> None:
    texto = caso_texto(esperado='esperado: {invalido: true, mensagem: "algo"}\n')
    c = carregar_caso(escrever(tmp_path, texto))
    monkeypatch.setattr(MTG, "resolver", lambda *_: decisao([]))
    assert verificar(c, reg).diferencas == ("esperava entrada inválida, mas o motor deu uma decisão",)


def test_verificar_todos_carrega_o_regulamento_de_cada_cenario(
    caso: Caso, monkeypatch: pytest.MonkeyPatch
) -> None:
    vistos: list[str] = []

    def resolver(s: MTG, c: Cenario, *_: object) -> Decisao:
        vistos.append(s.regulamento.id)
        return decisao([("Chimarrão", 1, ("Art. XVI",))])

    monkeypatch.setattr(MTG, "resolver", resolver)
    assert [r.ok for r in verificar_todos([caso])] == [True]
    assert vistos == ["mtg-truco-cego"]


# --- search, filters, coverage -------------------------------------------------------------------


@pytest.fixture
def tres(tmp_path: Path) -> list[Caso]:
    escrever(tmp_path, caso_texto("truco-recusado"), nome="truco-recusado")
    escrever(tmp_path, caso_texto("flor-achico", titulo="Com flor me achico", temas="[flor, Fala]",
                                  artigos='["Art. XIII, g"]', fatos="Preta disse: me achicó."),
             nome="flor-achico", tema="flor")
    escrever(tmp_path, caso_texto("canto-equivocado", titulo="Canto equivocado", temas="[envido]",
                                  artigos='["Art. XIV, canto equivocado", "Art. XIII, b, §1"]',
                                  fatos="Juca cantou trinta e três."),
             nome="canto-equivocado", tema="envido")
    return list(biblioteca(tmp_path))


def test_filtrar_por_tema_sem_caixa_e_por_artigo_com_prefixo(tres: list[Caso]) -> None:
    assert [c.id for c in filtrar(tres, tema="fala")] == ["flor-achico"]
    assert [c.id for c in filtrar(tres, artigo="XIII")] == ["canto-equivocado", "flor-achico"]
    assert [c.id for c in filtrar(tres, artigo="Art. XIII, g")] == ["flor-achico"]
    assert [c.id for c in filtrar(tres, artigo="xvi")] == [c.id for c in tres]  # all expect Art. XVI


def test_buscar_sem_acento_e_por_artigo(tres: list[Caso]) -> None:
    assert [c.id for c in buscar(tres, "ME ACHICO")] == ["flor-achico"]
    assert [c.id for c in buscar(tres, "achico")] == ["flor-achico"]
    assert [c.id for c in buscar(tres, "trinta tres")] == ["canto-equivocado"]
    assert [c.id for c in buscar(tres, "xiii g")] == ["flor-achico"]
    assert [c.id for c in buscar(tres, "Art. XIV")] == ["canto-equivocado"]
    assert buscar(tres, "quarenta") == []


def test_cobertura_conta_o_artigo_canonico_mais_especifico(tres: list[Caso], reg: Regulamento) -> None:
    mapa = cobertura(tres, reg)
    assert list(mapa) == [a.id for a in reg.artigos if a.canonico]
    assert set(mapa) == set(IDS_CANONICOS)
    assert mapa["Art. XIV"] == ["canto-equivocado"]
    assert mapa["Art. XIII, b, §1"] == ["canto-equivocado"]
    assert mapa["Art. XIII, b"] == []  # the parent is not counted
    assert mapa["Art. XIII, g"] == ["flor-achico"]
    # esperado.artigos count too: every case expects Art. XVI
    assert mapa["Art. XVI"] == ["canto-equivocado", "flor-achico", "truco-recusado"]
    assert mapa["Art. XVI, Lei do jogo"] == []


def test_artigo_coberto_prefere_o_id_mais_longo() -> None:
    assert artigo_coberto("Art. XVI, Lei do jogo, b", IDS_CANONICOS) == "Art. XVI, Lei do jogo"
    assert artigo_coberto("Art. 10, VIII, i", IDS_CANONICOS) == "Art. 10, VIII, i"
    assert artigo_coberto("Art. XV", IDS_CANONICOS) is None


PAULISTA_RECUSADO = """\
id: paulista-mesa-incompleta
titulo: "Mesa sem um jogador"
temas: [truco]
artigos: ["Paulista, truco"]
fatos: |
  A Mooca, com 11, ganha a mão.
pergunta: "Quem vence?"
cenario:
  versao: 2
  regulamento: paulista
  vira: KC
  placar: {Mooca: 11, Brás: 9}
  duplas: {Mooca: [Tonhão, Zé Carlos], Brás: [Nenê, Juvenal]}
  mesa: [Tonhão, Nenê, Zé Carlos]
  eventos:
    - Tonhão: {joga: 3P}
esperado:
  placar_final: {Mooca: 12, Brás: 9}
  vencedor: Mooca
  artigos: ["Paulista, truco"]
comentario: |
  A partida paulista é de 12 pontos (Paulista, pontos).
"""


def test_paulista_pontos_caso_com_cenario_recusado_so_aponta_o_cenario(tmp_path: Path) -> None:
    """A paulista partida is won at 12 (Paulista, pontos), not at the MTG's 24: the refused scenario (a mesa
    without Juvenal) is the case's one problem; 'vencedor: Mooca' is not checked against 24 tentos."""
    msgs = problemas(escrever(tmp_path, PAULISTA_RECUSADO, "paulista-mesa-incompleta", "paulista"))
    assert len(msgs) == 1 and "mesa:" in msgs[0] and "Juvenal" in msgs[0], msgs
    assert not any("24 tentos" in m for m in msgs)


def test_ids_de_caso_nos_readmes_existem_na_biblioteca() -> None:
    """A newcomer runs the commands of README.md and casos/README.md as written: a case they name by ID
    (`arbitro casos mostrar ID`, the format's example) is one of the library (casos/README.md named a case that
    had been renamed)."""
    import re

    raiz = Path(__file__).resolve().parents[1]
    ids = {p.stem for p in (raiz / "casos").rglob("*.yaml")}  # the file name is the id
    citados = set()
    for nome in ("README.md", "casos/README.md"):
        texto = (raiz / nome).read_text(encoding="utf-8")
        citados |= set(re.findall(r"arbitro casos (?:mostrar|verificar) ([a-z0-9]+(?:-[a-z0-9]+)+)", texto))
        citados |= set(re.findall(r"^id: ([a-z0-9-]+)$", texto, re.MULTILINE))
    assert citados and citados - ids == set()
