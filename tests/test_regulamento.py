"""The regulation as data: nothing of the source dropped, canonical IDs (contract §2), lookup, search."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from compartilhado import ausente, pasta_shared

from arbitro.nucleo.regulamento import (
    Artigo,
    ArtigoDesconhecido,
    Regulamento,
    RegulamentoDesconhecido,
    RegulamentoInvalido,
    carregar,
    ler,
    satisfaz,
    tokens,
)
from arbitro.sistemas.mtg.artigos import IDS_CANONICOS, e_canonico

SEMENTE = "seeds/000_2b3419aac6b83c37.txt"


def _fonte() -> str:
    caminho = pasta_shared() / SEMENTE
    if not caminho.is_file():
        ausente(f"texto-fonte do regulamento ausente ({caminho}); defina ARBITRO_SHARED para conferir")
    return caminho.read_text(encoding="utf-8")


def _espacos(texto: str) -> str:
    return " ".join(texto.split())


@pytest.fixture(scope="module")
def reg() -> Regulamento:
    return carregar()


@pytest.mark.parametrize(("ci", "resultado"), [("true", pytest.fail.Exception), ("", pytest.skip.Exception)])
def test_fonte_ausente_falha_no_ci_e_pula_fora_dele(ci: str, resultado: type[BaseException], tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Without `../shared` the verbatim check of the regulation cannot run: under CI=true that is a failure, not a
    skip that passes unseen; on a developer's machine, a skip."""
    monkeypatch.setenv("ARBITRO_SHARED", str(tmp_path))
    monkeypatch.setenv("CI", ci)
    with pytest.raises(resultado) as e:
        _fonte()
    assert "texto-fonte do regulamento ausente" in str(e.value)


# --- Nothing dropped ------------------------------------------------------------------------------


def test_toda_frase_da_fonte_esta_em_algum_artigo(reg: Regulamento) -> None:
    fonte = _fonte()
    textos = [_espacos(a.texto) for a in reg.artigos]
    textos += [_espacos(p.cabecalho) for p in reg.partes if p.cabecalho]
    frases = {_espacos(f) for f in re.split(r"[.!?;\n]", fonte)} - {""}
    faltando = sorted(f for f in frases if not any(f in t for t in textos))
    assert not faltando, f"{len(faltando)} frase(s) da fonte sem artigo: {faltando[:5]}"


def test_artigos_reproduzem_a_fonte_linha_a_linha_e_na_ordem(reg: Regulamento) -> None:
    # Stronger than the sentence check: no line dropped, added, reordered or retouched.
    fonte = [linha for linha in _fonte().split("\n") if linha.strip()]
    cabecalhos = {p.nome: p.cabecalho for p in reg.partes}
    transcritas: list[str] = []
    partes_vistas: set[str] = set()
    for a in reg.artigos:
        if a.parte not in partes_vistas:
            partes_vistas.add(a.parte)
            cabecalho = cabecalhos[a.parte]
            if cabecalho:
                transcritas.append(cabecalho)
        transcritas += [linha for linha in a.texto.split("\n") if linha.strip()]
    assert transcritas == fonte


def test_todas_as_partes_do_regulamento_estao_presentes(reg: Regulamento) -> None:
    nomes = [p.nome for p in reg.partes]
    for parte in ("Participação e Conduta", "Estrutura e Regras do Jogo", "Flor", "Envido", "Truco",
                  "Regulamento Disciplinar", "Término do Tempo de Jogo", "Comissões", "Sinopse — Vencedor"):
        assert parte in nomes
    assert nomes.index("Flor") < nomes.index("Envido") < nomes.index("Truco")


def test_cabecalho_do_arquivo(reg: Regulamento) -> None:
    assert reg.id == "mtg-truco-cego"
    assert reg.nome
    assert reg.alvo == 24
    # Art. 10, II: "As partidas são jogadas em 24 tentos"
    assert reg.alvo_artigo == "Art. 10, II"
    assert "24 tentos" in reg.artigo(reg.alvo_artigo).texto


# --- Canonical IDs (contract §2) ------------------------------------------------------------------

# The table of contract v1 §2, typed here from the contract, independently of the module.
TABELA_DO_CONTRATO = (
    ["Art. 1", "Art. 2", "Art. 3", "Art. 4", "Art. 5", "Art. 6", "Art. 7", "Art. 8", "Art. 9", "Art. 10"]
    + ["Art. 7, I", "Art. 7, II", "Art. 7, III", "Art. 7, IV", "Art. 7, V", "Art. 7, VI", "Art. 7, VII"]
    + ["Art. 7, VIII", "Art. 7, §1", "Art. 7, §2"]
    + ["Art. 10, I", "Art. 10, II", "Art. 10, III", "Art. 10, IV", "Art. 10, V", "Art. 10, VI"]
    + ["Art. 10, VII", "Art. 10, VIII"]
    + [f"Art. 10, VIII, {c}" for c in "abcdefghijk"]
    + ["Art. IX, a", "Art. IX, b", "Art. X", "Art. XI", "Art. XII"]
    + [f"Art. XIII, {c}" for c in "abcdefg"] + ["Art. XIII, b, §1", "Art. XIII, b, §2"]
    + ["Art. XIV", "Art. XV, a", "Art. XV, b", "Art. XV, c", "Art. XV, d"]
    + ["Art. XVI", "Art. XVI, Como se ganha o truco", "Art. XVI, Vaza empatada", "Art. XVI, Ir ao baralho"]
    + ["Art. XVI, Lei do jogo"]
    + [f"D, {c}" for c in "abcdefg"] + ["D, e, I", "D, e, II"]
    + [f"D, g, {n}" for n in range(1, 8)]
    + ["Término do tempo de jogo", "C, a", "C, b", "C, c"]
    + [f"S, {c}" for c in "abcdefghij"]
)


def test_ids_canonicos_sao_a_tabela_do_contrato() -> None:
    assert sorted(IDS_CANONICOS) == sorted(TABELA_DO_CONTRATO)
    assert len(IDS_CANONICOS) == len(set(IDS_CANONICOS)) == 93


def test_ids_canonicos_iguais_aos_da_ferramenta_de_conformidade() -> None:
    ferramentas = pasta_shared() / "tools"
    if not (ferramentas / "conformidade.py").is_file():
        ausente(f"ferramenta de conformidade ausente ({ferramentas})")
    sys.path.insert(0, str(ferramentas))
    try:
        import conformidade  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ferramentas))
    assert sorted(IDS_CANONICOS) == sorted(conformidade.canonical_ids())
    for cit in ("Art. XIII, b, §1", "Término do tempo de jogo", "Art. XIV, canto equivocado"):
        assert list(tokens(cit)) == conformidade.tokens(cit)


def test_cada_id_canonico_tem_o_seu_artigo_com_a_grafia_exata(reg: Regulamento) -> None:
    ids = [a.id for a in reg.artigos]
    assert [i for i in IDS_CANONICOS if i not in ids] == []
    for a in reg.artigos:
        assert a.canonico == (a.id in IDS_CANONICOS), a.id
        assert a.titulo and a.parte and a.texto.strip()
        if not a.canonico:
            assert not e_canonico(a.id), f"{a.id} seria lido como ID canônico"


def test_ids_sao_unicos_depois_de_normalizados(reg: Regulamento) -> None:
    normalizados = [tokens(a.id) for a in reg.artigos]
    assert len(normalizados) == len(set(normalizados))


# --- Normalisation --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("citacao", "esperado"),
    [
        ("Art. XIII, b, §1", ("xiii", "b", "1")),  # the contract's own example
        ("Art. XIII, b, § 1º", ("xiii", "b", "1")),  # as printed in the text
        ("artigo 10, VIII, i", ("10", "viii", "i")),
        ("ART. XVI, Vaza Empatada", ("xvi", "vaza", "empatada")),
        ("Término do tempo de jogo", ("termino", "do", "tempo", "de", "jogo")),
        ("D, g, 6", ("d", "g", "6")),
        ("", ()),
    ],
)
def test_tokens_normaliza_como_o_contrato(citacao: str, esperado: tuple[str, ...]) -> None:
    assert tokens(citacao) == esperado


def test_satisfaz_e_prefixo_de_tokens() -> None:
    assert satisfaz("Art. XIV", "Art. XIV, canto equivocado")
    assert satisfaz("Art. XVI, Vaza empatada", "art xvi vaza empatada")
    assert not satisfaz("Art. XIV, canto equivocado", "Art. XIV")
    assert not satisfaz("Art. 1", "Art. 10")  # whole tokens, not characters
    assert not satisfaz("Art. XV, c", "Art. XV, b")


def test_e_canonico() -> None:
    assert e_canonico("Art. XV, c")
    assert e_canonico("art. xiv, canto equivocado")
    assert e_canonico("Art. 10, VIII, i, exemplo a")
    assert not e_canonico("Art. XIII")  # only its alíneas are canonical
    assert not e_canonico("Art. XVII")
    assert not e_canonico("Art. 11")


# --- Lookup ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("citacao", "id_"),
    [
        ("XIII c", "Art. XIII, c"),
        ("Art. 10, VIII, i", "Art. 10, VIII, i"),
        ("xvi vaza empatada", "Art. XVI, Vaza empatada"),
        ("Art. XIV, canto equivocado", "Art. XIV"),  # finer reference inside Art. XIV
        ("Art. XVI, Lei do jogo, b", "Art. XVI, Lei do jogo"),
        ("Art. 10, VIII, i, exemplo c", "Art. 10, VIII, i"),  # the examples live inside VIII, i
        ("art xiii b §2", "Art. XIII, b, §2"),
        ("artigo 7 § 1º", "Art. 7, §1"),
        ("d e ii", "D, e, II"),
        ("termino do tempo de jogo", "Término do tempo de jogo"),
        ("xvi vaza", "Art. XVI, Vaza empatada"),  # a unique abbreviation
        ("lei do jogo", "Art. XVI, Lei do jogo"),  # a section named by its words alone
        ("S, j", "S, j"),
    ],
)
def test_artigo_aceita_qualquer_grafia(reg: Regulamento, citacao: str, id_: str) -> None:
    assert reg.artigo(citacao).id == id_


def test_todo_id_do_regulamento_se_acha_pelo_proprio_id(reg: Regulamento) -> None:
    for a in reg.artigos:
        assert reg.artigo(a.id) is a


@pytest.mark.parametrize(
    ("citacao", "sugerido"),
    [
        ("Art. 7, IX", "Art. 7, I"),  # Art. 7 has incisos I–VIII only
        ("Art. XV, e", "Art. XV, a"),  # Art. XV has alíneas a–d only
        ("Art. 10, VIII, z", "Art. 10, VIII, a"),
        ("S, k", "S, a"),
        ("Art. 11", "Art. XI"),  # the text numbers IX–XVI in roman
        ("D", "D, a"),
        ("jogo", "Art. XVI, Lei do jogo"),
    ],
)
def test_artigo_desconhecido_sugere_os_mais_proximos(reg: Regulamento, citacao: str, sugerido: str) -> None:
    with pytest.raises(ArtigoDesconhecido) as erro:
        reg.artigo(citacao)
    assert sugerido in erro.value.sugestoes
    assert isinstance(erro.value, KeyError)
    assert "Você quis dizer" in str(erro.value)


def test_artigo_sem_nada_parecido_nao_sugere(reg: Regulamento) -> None:
    with pytest.raises(ArtigoDesconhecido) as erro:
        reg.artigo("banana")
    assert erro.value.sugestoes == ()
    assert "banana" not in reg


def test_filhos_do_art_7_sao_os_incisos_e_paragrafos(reg: Regulamento) -> None:
    ids = [a.id for a in reg.filhos(reg.artigo("Art. 7"))]
    assert ids == [
        "Art. 7, I", "Art. 7, II", "Art. 7, III", "Art. 7, IV", "Art. 7, V", "Art. 7, VI", "Art. 7, VII",
        "Art. 7, VIII", "Art. 7, §1", "Art. 7, §2",
    ]  # fmt: skip
    assert [a.id for a in reg.filhos(reg.artigo("Art. XIII, b"))] == ["Art. XIII, b, §1", "Art. XIII, b, §2"]


# --- Search ---------------------------------------------------------------------------------------


def test_buscar_flor_renegada_acha_art_x_primeiro(reg: Regulamento) -> None:
    achados = reg.buscar("flor renegada")
    assert achados[0][0].id == "Art. X"  # Penalidades da Flor: the penalty for a flor renegada
    assert "Art. XI" in [a.id for a, _ in achados]  # Peço Flor
    assert "renegada" in achados[0][1].lower()


def test_buscar_ignora_maiusculas_e_acentos(reg: Regulamento) -> None:
    achico = reg.buscar("ACHICO")
    assert achico[0][0].id == "Art. XIII, g"  # Canto achicado
    assert reg.buscar("achicó") == achico
    assert [a.id for a, _ in reg.buscar("termino")] == [a.id for a, _ in reg.buscar("TÉRMINO")]
    assert reg.buscar("PARDAS")[0][0].id == "Art. XVI, Vaza empatada"


def test_buscar_embriaguez_acha_art_7_vi_e_d_g_6(reg: Regulamento) -> None:
    assert [a.id for a, _ in reg.buscar("embriaguez")] == ["Art. 7, VI", "D, g, 6"]


def test_buscar_trecho_mostra_a_palavra_achada(reg: Regulamento) -> None:
    for artigo, trecho in reg.buscar("Paraguaia"):
        assert artigo.id == "Art. IX, a"
        assert "PARAGUAIA" in trecho
        assert "\n" not in trecho


def test_buscar_sem_resultado_e_limite(reg: Regulamento) -> None:
    assert reg.buscar("xilofone") == []
    assert reg.buscar("   ") == []
    assert len(reg.buscar("tentos", limite=3)) == 3


# --- Index ----------------------------------------------------------------------------------------


def test_indice_tem_cada_artigo_uma_vez_em_ordem(reg: Regulamento) -> None:
    vistos: list[str] = []

    def percorrer(itens: tuple[object, ...]) -> None:
        for item in itens:
            vistos.append(item.artigo.id)  # type: ignore[attr-defined]
            percorrer(item.filhos)  # type: ignore[attr-defined]

    secoes = reg.indice()
    for s in secoes:
        percorrer(s.itens)
    assert vistos == [a.id for a in reg.artigos]
    truco = next(s for s in secoes if s.parte.nome == "Truco")
    assert [i.artigo.id for i in truco.itens] == ["Art. XVI"]
    assert len(truco.itens[0].filhos) == 4


# --- Loading --------------------------------------------------------------------------------------


def test_carregar_e_cacheado_e_nome_desconhecido_da_erro_claro() -> None:
    assert carregar() is carregar("mtg-truco-cego")
    with pytest.raises(RegulamentoDesconhecido, match="mtg-truco-cego"):
        carregar("truco-paulista")
    with pytest.raises(RegulamentoDesconhecido):
        carregar("../regulamento/mtg-truco-cego")


def test_regulamento_e_um_valor_qualquer_nao_um_global() -> None:
    outro = Regulamento.de_dados(
        {
            "id": "teste",
            "nome": "Regulamento de teste",
            "alvo": 30,
            "artigos": [
                {"id": "Art. 1", "titulo": "Um", "parte": "Geral", "texto": "Primeiro."},
                {"id": "Art. 1, a", "titulo": "Um a", "parte": "Geral", "texto": "Alínea."},
            ],
        }
    )
    assert outro.alvo == 30
    assert outro.artigo("1 a") == Artigo("Art. 1, a", "Um a", "Geral", "Alínea.")
    assert carregar().alvo == 24


def test_arquivo_invalido_diz_arquivo_linha_e_coluna(tmp_path: Path) -> None:
    ruim = tmp_path / "ruim.yaml"
    ruim.write_text(
        "id: x\nnome: X\nalvo: 24\nartigos:\n  - id: 'Art. 1'\n    titulo: t\n    parte: p\n    txt: a\n",
        encoding="utf-8",
    )
    with pytest.raises(RegulamentoInvalido, match=r"ruim\.yaml:8:\d+: chave desconhecida"):
        ler(ruim)
    repetido = tmp_path / "repetido.yaml"
    repetido.write_text(
        "id: x\nnome: X\nalvo: 24\nartigos:\n"
        "  - {id: 'Art. 1', titulo: t, parte: p, texto: a}\n"
        "  - {id: 'artigo 1', titulo: t, parte: p, texto: b}\n",
        encoding="utf-8",
    )
    with pytest.raises(RegulamentoInvalido, match=r"repetido\.yaml:6:\d+: ID repetido"):
        ler(repetido)
    quebrado = tmp_path / "quebrado.yaml"
    quebrado.write_text("id: x\nnome: [X\n", encoding="utf-8")
    with pytest.raises(RegulamentoInvalido, match=r"quebrado\.yaml:\d+:\d+: YAML inválido"):
        ler(quebrado)


def test_inconsistencias_citam_o_texto_literal_e_leituras_que_existem() -> None:
    """`arbitro regulamento inconsistencias`: each excerpt is verbatim in its article (normalised spaces), and a
    reading named there is in the registry."""
    from arbitro.julgar import leituras
    from arbitro.sistemas.mtg.inconsistencias import INCONSISTENCIAS

    reg = carregar("mtg-truco-cego")
    registro = leituras("mtg-truco-cego")
    assert len(INCONSISTENCIAS) >= 8
    for i in INCONSISTENCIAS:
        assert len(i.trechos) >= 2, i.id
        for t in i.trechos:
            texto = " ".join(reg.artigo(t.artigo).texto.split())
            assert " ".join(t.texto.split()) in texto, (i.id, t.artigo)
        assert i.leitura is None or i.leitura in registro, i.id
