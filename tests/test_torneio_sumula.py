"""The súmula (Art. 4; D, d): one self-contained HTML page, printed by a real browser on exactly one A4 sheet.

Rendered with headless Chromium (Debian's ``chromium``, which `.ci/run` installs); the PDF's page objects are
counted, no Python dependency needed. A jogo with every kind of occurrence must still fit one page.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from torneio import CABECA_JOGO_COMPLETO, jogo

from arbitro.torneio.sumula import html

EXEMPLO = Path(__file__).resolve().parents[1] / "exemplos" / "torneio" / "jogo-tauras-querencia.yaml"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
A4_PONTOS = (595, 842)  # 210 × 297 mm in PDF points (1/72 in)


def _pdf(pagina: str, pasta: Path) -> bytes:
    assert CHROMIUM is not None
    entrada, saida = pasta / "sumula.html", pasta / "sumula.pdf"
    entrada.write_text(pagina, encoding="utf-8")
    subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run",
                    f"--user-data-dir={pasta / 'perfil'}", "--no-pdf-header-footer", f"--print-to-pdf={saida}",
                    entrada.as_uri()], check=True, capture_output=True, timeout=120)
    return saida.read_bytes()


def _paginas(pdf: bytes) -> list[tuple[float, float]]:
    """The size of every page object of the PDF (``/Type /Page``, not ``/Pages``), in points."""
    tamanhos = []
    for m in re.finditer(rb"/Type\s*/Page(?![a-zA-Z])", pdf):
        caixa = re.search(rb"/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]", pdf[m.start() - 400:
                                                                                              m.start() + 400])
        assert caixa is not None
        x0, y0, x1, y1 = (float(v) for v in caixa.groups())
        tamanhos.append((x1 - x0, y1 - y0))
    return tamanhos


def _resultado(texto: str) -> object:
    return jogo(texto)


def test_sumula_e_uma_pagina_autocontida_com_as_assinaturas() -> None:
    from arbitro.torneio.carregar_jogo import carregar_jogo
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.jogo import julgar_jogo

    ctx, registro = contexto(None)
    j, ctx = carregar_jogo(EXEMPLO, ctx, registro)
    pagina = html(julgar_jogo(j, ctx))
    assert not re.search(r"<(link|img|iframe)\b|\b(src|href)=|@import|url\(", pagina)  # nothing to fetch
    assert "@page { size: A4" in pagina
    for trecho in ("Rodeio Crioulo de Vacaria 2026", "2026-11-28", "Seu Amâncio", "Capataz de Os Tauras<br>Bento",
                   "Capataz de Querência<br>Preta", "Juiz<br>Seu Amâncio", "Zeca no lugar de Tio Neco", "[S, g]",
                   "Vencedor: Os Tauras"):
        assert trecho in pagina


def test_sumula_escapa_o_que_o_juiz_escreveu() -> None:
    r = jogo("versao: 2\ntorneio: '<b>Rodeio</b> & cia'\ntrios: {'A<1>': [a1, a2, a3], B: [b1, b2, b3]}\n"
             "partidas: [{'A<1>': 24, B: 3}, {'A<1>': 24, B: 2}]\n")
    pagina = html(r)  # type: ignore[arg-type]
    assert "&lt;b&gt;Rodeio&lt;/b&gt; &amp; cia" in pagina and "A&lt;1&gt;" in pagina and "<b>Rodeio" not in pagina


@pytest.mark.skipif(CHROMIUM is None, reason="sem o chromium (`.ci/run` o instala: apt-get install -y chromium)")
@pytest.mark.parametrize("cheio", [False, True], ids=["exemplo", "jogo-com-todas-as-ocorrencias"])
def test_sumula_imprime_numa_so_folha_a4_no_chromium(cheio: bool, tmp_path: Path) -> None:
    from arbitro.torneio.carregar_jogo import carregar_jogo
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.jogo import julgar_jogo

    if cheio:
        r = jogo(CABECA_JOGO_COMPLETO)
    else:
        ctx, registro = contexto(None)
        j, ctx = carregar_jogo(EXEMPLO, ctx, registro)
        r = julgar_jogo(j, ctx)
    paginas = _paginas(_pdf(html(r), tmp_path))  # type: ignore[arg-type]
    assert len(paginas) == 1, f"a súmula ocupa {len(paginas)} páginas"
    largura, altura = paginas[0]
    assert abs(largura - A4_PONTOS[0]) < 2 and abs(altura - A4_PONTOS[1]) < 2


# --- issue 20, item 11: the winner line cites what decides that jogo; an unfinished record; the cut ---------------

TRIOS = "versao: 2\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"


def _linha_do_resultado(texto: str) -> str:
    m = re.search(r'<p class="resultado">(.*?)</p>', html(jogo(TRIOS + texto)))
    assert m is not None
    return m.group(1)


def test_s_b_s_h_vencedor_de_um_dois_a_um_nao_cita_s_g() -> None:
    """A wins the 1st and the 3rd, B the 2nd: A won more partidas (S, b) of the jogo's three (S, h). No two
    consecutive partidas were won, so S, g ("duas partidas consecutivas contará três") decides nothing here."""
    linha = _linha_do_resultado("partidas: [{A: 24, B: 10}, {A: 12, B: 24}, {A: 24, B: 5}]\n")
    assert "Vencedor: A — A 2 × 1 B em partidas" in linha and "[S, h; S, b]" in linha and "S, g" not in linha


def test_s_g_vencedor_de_duas_consecutivas_cita_s_g() -> None:
    """A wins the first two: "contará três partidas — sendo a última partida, 24 tentos a zero" (S, g): 3 × 0."""
    linha = _linha_do_resultado("partidas: [{A: 24, B: 10}, {A: 24, B: 12}]\n")
    assert "A 3 × 0 B em partidas" in linha and "[S, h; S, b; S, g]" in linha


def test_s_b_vencedor_de_uma_partida_seca_nao_cita_s_h_nem_s_g() -> None:
    """A seca is one partida ("partidas secas (um set)", S, i): neither the jogo's three partidas (S, h) nor two
    consecutive (S, g) apply; A won the one partida (S, b)."""
    linha = _linha_do_resultado("formato: seca\npartidas: [{A: 24, B: 10}]\n")
    assert "A 1 × 0 B em partidas" in linha and "[S, b]" in linha and "S, h" not in linha and "S, g" not in linha


def test_s_i_vencedor_por_wo_cita_o_wo() -> None:
    """B completes the table 20 minutes late (beyond 15): loses the set 24 × 0 (S, i); A then wins the 2nd at the
    table. The first partida counts by S, i, so the winner line cites it; the two are consecutive (S, g)."""
    linha = _linha_do_resultado("partidas: [{A: 24, B: 10}]\nocorrencias: [{atraso: B, minutos: 20, partida: 1}]\n")
    assert "S, i" in linha and "S, b" in linha


def test_registro_sem_o_fim_do_jogo_nao_diz_que_o_tempo_acabou() -> None:
    """One partida recorded of a melhor de três: the record ends before the jogo is decided. Nothing says the two
    hours of S, h ran out: the line says what the record shows and cites only the partidas won (S, b)."""
    linha = _linha_do_resultado("partidas: [{A: 24, B: 10}]\n")
    assert "não terminado" not in linha and "S, h" not in linha
    assert "Sem vencedor no registro — A 1 × 0 B em partidas" in linha and "[S, b]" in linha


def test_observacao_longa_e_cortada_entre_palavras() -> None:
    from arbitro.torneio.sumula import MAX_TEXTO, _curto

    texto = "x" * (MAX_TEXTO - 4) + " e depois o resto da observação"  # the limit falls inside "depois"
    curto = _curto(texto)
    assert len(curto) <= MAX_TEXTO and curto.endswith("…")
    assert curto[:-1].split()[-1] in texto.split()  # the last word shown is a whole word of the text
    assert "depo…" not in curto and curto == "x" * (MAX_TEXTO - 4) + " e…"
    assert _curto("curta") == "curta"
    # through the page: a long trio name makes the S, g observation 188 characters long
    nome = "Os Tauras do Passo Fundo e dos Campos de Cima da Serra"
    r = jogo(f"versao: 2\ntrios: {{{nome}: [a1, a2, a3], B: [b1, b2, b3]}}\n"
             f"partidas: [{{{nome}: 24, B: 10}}, {{{nome}: 24, B: 12}}, {{{nome}: 24, B: 1}}]\n")
    longa = next(o.texto for o in r.observacoes if len(o.texto) > MAX_TEXTO)
    mostrada = next(m for m in re.findall(r"<li>(.*?) <span", html(r)) if m.endswith("…"))[:-1]
    assert longa.startswith(mostrada) and longa[len(mostrada)] == " ", mostrada  # cut between two words
