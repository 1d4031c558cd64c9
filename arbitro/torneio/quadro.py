"""The knockout bracket for the notice board (contract v3 §13, ``arbitro torneio chave --markdown|--html``): every
name escaped (a ``<script>`` in a trio's name is shown, never run), the HTML one self-contained A4 page laid out
like the súmula (:mod:`arbitro.torneio.sumula`), each round a column of jogos."""

from __future__ import annotations

from html import escape

from arbitro.nucleo.celulas import markdown as celula
from arbitro.torneio.fases import Chave, JogoDaChave
from arbitro.torneio.pagina import AJUSTE

ESTILO = """
@page { size: A4 landscape; margin: 10mm; }
* { box-sizing: border-box; }
html { font: 9pt/1.3 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #000; background: #fff; }
body { margin: 0 auto; width: 277mm; }
h1 { font-size: 14pt; margin: 0 0 2mm; }
.chave { display: flex; gap: 4mm; align-items: stretch; }
.rodada { flex: 1; display: flex; flex-direction: column; justify-content: space-around; }
.rodada h2 { font-size: 10pt; margin: 0 0 1mm; border-bottom: 1px solid #000; }
.jogo { border: 1px solid #444; margin: 1mm 0; page-break-inside: avoid; }
.jogo div { display: flex; justify-content: space-between; padding: .6mm 1.5mm; }
.jogo div + div { border-top: 1px solid #bbb; }
.jogo .v { font-weight: bold; }
.jogo .n { margin-left: 2mm; }
.nota { font-size: 7.5pt; color: #333; }
.rodape { margin-top: 3mm; font-size: 7.5pt; color: #444; }
"""


def _lado(j: JogoDaChave, lado: str) -> str:
    classe = ' class="v"' if j.vencedor == lado else ""
    n = "" if j.placar is None else f'<span class="n">{j.placar[lado]}</span>'
    return f"<div{classe}><span>{escape(lado)}</span>{n}</div>"


def html(c: Chave) -> str:
    titulo = escape(c.torneio or "Chave")
    colunas = []
    for r, rep, jogos, folga in c.rodadas:
        itens = []
        for j in jogos:
            nota = '<div class="nota">terceiro lugar</div>' if j.terceiro_lugar else ""
            itens.append(f'<div class="jogo">{_lado(j, j.lados[0])}{_lado(j, j.lados[1])}{nota}</div>')
        if folga:
            itens.append(f'<p class="nota">Passam sem jogar: {escape(", ".join(folga))}</p>')
        nome = f"Rodada {r}" + (" (repescagem)" if rep else "")
        colunas.append(f'<section class="rodada"><h2>{nome}</h2>{"".join(itens)}</section>')
    fase = escape(c.fase or "")
    artigos = escape("; ".join(c.json()["artigos"]))
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>{titulo} — chave</title>'
            f"<style>{ESTILO}</style></head><body><h1>{titulo} — chave da fase {fase}</h1>"
            f'<div class="chave">{"".join(colunas)}</div>'
            f'<p class="rodape">Emparelhamento pelo contrato v3 §13 (semeadura padrão, chave fixa); sorteio e formato: '
            f"{artigos}. Gerado pelo arbitro.</p><script>{AJUSTE}</script></body></html>\n")


def markdown(c: Chave) -> str:
    linhas = [f"# {celula(c.torneio or 'Chave')} — chave da fase {celula(c.fase or '')}", ""]
    for r, rep, jogos, folga in c.rodadas:
        linhas += [f"## Rodada {r}" + (" (repescagem)" if rep else ""), "", "| Jogo | Placar | Vencedor |",
                   "|:---|:---:|:---|"]
        for j in jogos:
            a, b = j.lados
            placar = "—" if j.placar is None else f"{j.placar[a]} × {j.placar[b]}"
            nome = f"{celula(a)} × {celula(b)}" + (" (terceiro lugar)" if j.terceiro_lugar else "")
            linhas.append(f"| {nome} | {placar} | {celula(j.vencedor) if j.vencedor else '—'} |")
        if folga:
            linhas += ["", f"Passam sem jogar: {', '.join(celula(x) for x in folga)}"]
        linhas.append("")
    linhas.append(f"Sorteio e formato: {'; '.join(c.json()['artigos'])}")
    return "\n".join(linhas) + "\n"
