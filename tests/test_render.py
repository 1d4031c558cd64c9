"""The ruling printed for a person (contract §5: "Without --json the same ruling is printed for a person"):
readable in an 80-column terminal and in a narrow 50-column one."""

from __future__ import annotations

import pytest
from rich.console import Console

from arbitro.cli import render
from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.nucleo.regulamento import carregar

MOTIVO = "trio Santa Vitória ganhou a volta nas vazas com o RETRUCO aceito"
OBS = ("o trio Rio Pardo recebeu 1 tento na mesa e tem direito a 0: devolve 1, até o baralho ser cortado para a "
       "próxima volta")
DECISAO = Decisao(
    versao=1, regulamento="mtg-truco-cego", modalidade="roda",
    placar_inicial={"Santa Vitória": 10, "Rio Pardo": 10},
    lancamentos=(Lancamento("Santa Vitória", 3, MOTIVO, ("Art. XVI", "Art. XVI, Como se ganha o truco")),),
    placar_final={"Santa Vitória": 13, "Rio Pardo": 10}, vencedor=None,
    observacoes=(Observacao(OBS, ("Art. 10, III",), tipo=Tipo.NOTA),),
)


def _texto(largura: int, citar: bool = False) -> list[str]:
    console = Console(width=largura, record=True, color_system=None, highlight=False)
    render.decisao(console, DECISAO, carregar("mtg-truco-cego"), citar=citar)
    return console.export_text().splitlines()


def _palavras(linhas: list[str]) -> str:
    return " ".join(" ".join(linhas).replace("│", " ").split())


@pytest.mark.parametrize("largura", [80, 50])
def test_contrato_5_decisao_para_pessoas_cabe_na_largura_e_se_le(largura: int) -> None:
    linhas = _texto(largura)
    assert all(len(linha) <= largura for linha in linhas)
    texto = _palavras(linhas)
    # The motivo, the articles and the observation are read in order, whole, without words cut.
    assert MOTIVO in texto
    assert OBS in texto
    assert "Art. XVI, Como se ganha o truco" in texto


@pytest.mark.parametrize("largura", [80, 50])
def test_contrato_5_observacao_longa_continua_recuada(largura: int) -> None:
    # An observation that wraps keeps its continuation lines indented under its text, not at column 0.
    linhas = _texto(largura)
    inicio = next(i for i, linha in enumerate(linhas) if "•" in linha)
    continuacao = linhas[inicio + 1]
    assert continuacao.startswith("    ") and continuacao.strip()


def test_contrato_5_motivo_nao_vira_coluna_estreita_em_50_colunas() -> None:
    # At 50 columns the motivo keeps at least 30 characters a line: a judge reads it aloud.
    linhas = _texto(50)
    com_motivo = [linha for linha in linhas if "trio Santa Vitória ganhou" in linha]
    assert com_motivo
    trecho = com_motivo[0][com_motivo[0].index("trio Santa"):].rstrip(" │")
    assert len(trecho) >= 30


def test_contrato_5_citar_titulo_do_artigo_sem_repeticao() -> None:
    linhas = _texto(50, citar=True)
    assert any("Art. XVI, Como se ganha o truco" in linha for linha in linhas)
    assert not any("Como se ganha o truco — Como se" in linha for linha in linhas)


def _resolvida(eventos: str, pergunta: str = "") -> list[str]:
    from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
    from arbitro.sistemas.mtg.motor import resolver

    texto = ("placar: {A: 10, B: 14}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
             "mesa: [a1, b1, a2, b2, a3, b3]\n" + (f"pergunta: '{pergunta}'\n" if pergunta else "") +
             "eventos:\n" + eventos)
    console = Console(width=100, record=True, color_system=None, highlight=False)
    render.decisao(console, resolver(carregar_texto(texto)), carregar("mtg-truco-cego"), citar=True)
    return console.export_text().splitlines()


def test_decisao_lida_em_voz_alta_comeca_pela_pergunta_e_pela_resposta() -> None:
    # a1 TRUCO, b1 "quieto" read as QUERO (Art. 10, VIII, h), A takes the two vazas: 2 (Art. XVI).
    linhas = _resolvida("  - a1: truco\n  - b1: quieto\n  - vaza: A\n  - vaza: A\n", "Quem anota o truco?")
    assert linhas[0] == "Pergunta: Quem anota o truco?"
    assert linhas[1].startswith("Resposta: O trio A anota 2 tentos; placar final A 12 × B 14.")
    texto = _palavras(linhas)
    assert "Como a volta foi entendida:" in texto
    assert 'b1 disse "quieto": QUERO ao TRUCO de a1.' in texto
    assert "1ª vaza: do trio A (informada sem as cartas)" in texto


def test_observacoes_de_uma_causa_mostradas_como_uma() -> None:
    # Three cards played after the volta was decided: one line for the cause, the JSON keeps the three.
    linhas = _resolvida("  - vaza: A\n  - vaza: A\n  - a1: {joga: 4C}\n  - b1: {joga: 5C}\n  - a2: {joga: 6C}\n")
    texto = _palavras(linhas)
    assert ("a1 jogou o quatro de copas depois de decidida a volta; b1 jogou o cinco de copas depois de decidida a "
            "volta; a2 jogou o seis de copas depois de decidida a volta: a carta não tem efeito.") in texto


def test_citar_mostra_so_os_paragrafos_que_decidem() -> None:
    # Art. XIV has many paragraphs; a ruling on "é bom" quotes the one about singing the points, not the whole.
    linhas = _resolvida("  - a1: envido\n  - b1: quero\n  - a1: {pontos: 30}\n  - b1: é bom\n")
    texto = _palavras(linhas)
    assert "O mão geral começa a cantar os seus pontos" in texto
    assert "FLORIANÓPOLIS" not in texto and "Quatro e sete trinta e um" not in texto
    assert 'arbitro artigo "Art. XIV" mostra o artigo inteiro' in texto


def test_observacoes_agrupadas_mantem_os_nomes_como_escritos() -> None:
    # Two void cards with one cause shown as one line: the second head starts with a name, kept as written.
    from arbitro.cli.render import agrupar
    from arbitro.nucleo.decisao import Observacao, Tipo

    obs = (Observacao("Bento jogou 4C: sem efeito", ("Art. XVI",), tipo=Tipo.NAO_VALE),
           Observacao("Tião jogou 5C: sem efeito", ("Art. XVI",), tipo=Tipo.NAO_VALE))
    assert [o.texto for o in agrupar(obs)] == ["Bento jogou 4C; Tião jogou 5C: sem efeito"]
