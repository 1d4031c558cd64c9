"""What every súmula page shares, whatever its rule system (Art. 4 for the MTG; contract v3 §12 for the others):
one self-contained HTML page that prints on one A4 sheet, every name escaped, every number beside its rule."""

from __future__ import annotations

from html import escape

MAX_OBSERVACOES = 6  # the page must stay one sheet; the rest is in `arbitro jogo --json`
MAX_TEXTO = 170  # characters of an observation on the sheet
# The page is laid out at the printed width on screen too, and if a record is long enough to overflow one sheet
# the page scales itself down to fit (A4 height less the margins, at 96 px per inch).
AJUSTE = """
(function () {
  var altura = (297 - 2 * 12) / 25.4 * 96 - 8;
  function caber() {
    document.body.style.zoom = "";
    var h = document.body.scrollHeight;
    if (h > altura) { document.body.style.zoom = (altura / h).toFixed(3); }
  }
  window.addEventListener("beforeprint", caber);
  caber();
})();
"""

ESTILO = """
@page { size: A4; margin: 12mm 14mm; }
* { box-sizing: border-box; }
html { font: 9pt/1.3 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000; background: #fff; }
body { margin: 0 auto; width: 182mm; }
h1 { font-size: 13pt; margin: 0 0 1mm; }
h2 { font-size: 9.5pt; margin: 3mm 0 1mm; border-bottom: 1px solid #000; }
.sub { margin: 0 0 1.5mm; font-size: 8.5pt; }
dl.cab { display: grid; grid-template-columns: auto 1fr auto 1fr; gap: .5mm 3mm; margin: 2mm 0; }
dl.cab dt { font-weight: bold; } dl.cab dd { margin: 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #444; padding: .5mm 1.2mm; vertical-align: top; text-align: left; }
th { background: #eee; font-size: 8.5pt; }
td.n { text-align: right; white-space: nowrap; }
.art { color: #333; font-size: 7.5pt; white-space: nowrap; }
ul { margin: 1mm 0; padding-left: 5mm; } li { margin: .3mm 0; }
.obs { font-size: 7.5pt; }
.resultado { font-size: 10.5pt; font-weight: bold; margin: 2.5mm 0 1mm; }
.assinaturas { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8mm; margin-top: 14mm;
               page-break-inside: avoid; }
.assinaturas div { border-top: 1px solid #000; padding-top: 1.5mm; text-align: center; font-size: 9pt; }
.rodape { margin-top: 4mm; font-size: 7.5pt; color: #444; }
"""


def _e(texto: object) -> str:
    return escape(str(texto), quote=True)


def _artigos(artigos: tuple[str, ...] | list[str]) -> str:
    return f' <span class="art">[{_e("; ".join(artigos))}]</span>' if artigos else ""


def _curto(texto: str) -> str:
    """At most :data:`MAX_TEXTO` characters, cut at a word boundary (a word cut in half reads as another word)."""
    if len(texto) <= MAX_TEXTO:
        return texto
    corte = texto[: MAX_TEXTO - 1]
    if not texto[MAX_TEXTO - 1].isspace():  # the cut falls inside a word: drop the word
        inteiro, espaco, _parte = corte.rpartition(" ")
        corte = inteiro if espaco and inteiro.strip() else corte
    return corte.rstrip(" ,;:—-") + "…"
