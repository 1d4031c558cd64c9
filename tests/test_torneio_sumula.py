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
