"""The súmula of a jogo (Art. 4; D, d) as one self-contained HTML page that prints on one A4 sheet.

Art. 4: "Ao término das partidas, o Capataz do Trio vencedor deverá entregar para a comissão o Baralho, os
tentos e a Súmula assinada pelos dois capatazes com os resultados." The page carries the tournament, date,
table and judge (the jogo file's optional fields), the trios with players and reserves, each partida's score
with its articles, W.O., disqualifications and substitutions, the result, and the lines for the two
capatazes' and the judge's signatures. The PDF is the browser's print (no compiled dependency).
"""

from __future__ import annotations

from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio.jogo import ResultadoJogo
from arbitro.torneio.pagina import AJUSTE, ESTILO, MAX_OBSERVACOES, MAX_TEXTO, _artigos, _curto, _e
from arbitro.torneio.partida import ResultadoPartida

# How each kind of partida is named on the sheet (the full motivo is in `arbitro jogo`).
ORIGENS = {"jogada": "jogada", "wo": "W.O.", "consecutivas": "duas consecutivas contam três; a última 24 × 0",
           "desclassificacao": "perdida por desclassificação", "substituicao": "perdida por substituição durante a "
           "partida", "comissao": "interrompida: o resultado cabe à Comissão"}


def html(r: ResultadoJogo, notas: tuple[str, ...] = ()) -> str:
    """The súmula page of the ruled jogo ``r``; ``notas``: what the record says of itself, first among the
    observations (the table's "registro começado no meio da partida, em …")."""
    j = r.jogo
    a, b = j.nomes
    titulo = f"Súmula — {a} × {b}"
    partes = [
        "<!doctype html>", '<html lang="pt-BR">', "<head>", '<meta charset="utf-8">',
        f"<title>{_e(titulo)}</title>", f"<style>{ESTILO}</style>", "</head>", "<body>",
        f"<h1>Súmula do jogo: {_e(a)} × {_e(b)}</h1><p class=\"sub\">Truco Cego · "
        f"{_e('melhor de três partidas' if j.formato == 'melhor-de-tres' else 'partida seca')} · regulamento "
        f"{_e(j.regras.sistema)}{_artigos((A.SUMULA, A.D_SUMULA))}</p>",
        _cabecalho(r), _trios(r), _partidas(r), _ocorrencias(r), _resultado(r), _observacoes(r, notas), _assinaturas(r),
        '<p class="rodape">Gerada pelo arbitro a partir do registro do jogo; cada número cita o artigo que o dá. '
        "Imprima em A4 (Ctrl+P) para a assinatura dos capatazes (Art. 4).</p>",
        f"<script>{AJUSTE}</script>", "</body>", "</html>",
    ]
    return "\n".join(partes) + "\n"


def _cabecalho(r: ResultadoJogo) -> str:
    j = r.jogo
    campos = [("Torneio", j.torneio or _das_partidas(r, "torneio")), ("Data", j.data or _das_partidas(r, "data")),
              ("Mesa", j.mesa_numero or _das_partidas(r, "mesa_numero")), ("Juiz", j.juiz or _das_partidas(r, "juiz"))]
    itens = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v) if v else '____________________'}</dd>" for k, v in campos)
    return f'<dl class="cab">{itens}</dl>'


def _das_partidas(r: ResultadoJogo, chave: str) -> str | None:
    """A súmula key the jogo file leaves out, from its partida files (contract v3 §12, as the table recorder writes
    them) when those that give it agree; otherwise the blank line to fill in by hand."""
    valores = {p.resultado.partida.sumula[chave] for p in r.jogo.partidas
               if isinstance(p.resultado, ResultadoPartida) and chave in p.resultado.partida.sumula}
    return valores.pop() if len(valores) == 1 else None


def _trios(r: ResultadoJogo) -> str:
    j = r.jogo
    linhas = []
    for t in j.nomes:
        jogadores = ", ".join(j.trios[t]) or "—"
        reservas = ", ".join(j.reservas.get(t, ())) or "—"
        linhas.append(f"<tr><td><b>{_e(t)}</b></td><td>{_e(j.capatazes.get(t, '—'))}</td><td>{_e(jogadores)}</td>"
                      f"<td>{_e(reservas)}</td></tr>")
    return ("<h2>Trios</h2><table><tr><th>Trio</th><th>Capataz (Art. 2)</th><th>Jogadores</th>"
            f"<th>Reservas (Art. 5)</th></tr>{''.join(linhas)}</table>")


def _partidas(r: ResultadoJogo) -> str:
    a, b = r.jogo.nomes
    linhas = []
    for p in r.partidas:
        mesa = f" (na mesa: {p.jogada[a]} × {p.jogada[b]})" if p.jogada is not None else ""
        motivo = ORIGENS.get(p.origem, p.motivo) + mesa
        linhas.append(f'<tr><td class="n">{p.numero}</td><td class="n">{p.placar[a]}</td><td class="n">{p.placar[b]}'
                      f"</td><td>{_e(p.vencedor or '—')}</td><td>{_e(motivo)}{_artigos(p.artigos)}</td></tr>")
    if not linhas:
        linhas.append('<tr><td colspan="5">nenhuma partida</td></tr>')
    tot = r.totais
    rodape = (f'<tr><th colspan="1">Totais</th><td class="n"><b>{tot[a]["tentos"]}</b></td>'
              f'<td class="n"><b>{tot[b]["tentos"]}</b></td><td colspan="2">partidas ganhas: {_e(a)} '
              f'{tot[a]["partidas"]}, {_e(b)} {tot[b]["partidas"]} · saldo: {_e(a)} {tot[a]["saldo"]:+d}, {_e(b)} '
              f'{tot[b]["saldo"]:+d}{_artigos((A.PARTIDAS_GANHAS, A.TENTOS_GANHOS, A.SALDO_DE_TENTOS))}</td></tr>')
    return (f"<h2>Partidas</h2><table><tr><th>Nº</th><th>{_e(a)}</th><th>{_e(b)}</th><th>Vencedor</th>"
            f"<th>Motivo</th></tr>{''.join(linhas)}{rodape}</table>")


def _ocorrencias(r: ResultadoJogo) -> str:
    itens = [f"<li>Partida {p.numero}: {_e(p.motivo)}{_artigos(p.artigos)}</li>"
             for p in r.partidas if p.origem == "wo"]
    for d in r.desclassificados:
        quem = d.jogador or f"o trio {d.trio} inteiro"
        itens.append(f"<li>Desclassificação na partida {d.partida}: {_e(quem)} ({_e(d.trio)}){_artigos(d.artigos)}"
                     "</li>")
    for s in r.substituicoes:
        momento = "no fim da" if s.momento == "fim" else "durante a"
        itens.append(f"<li>Substituição {momento} partida {s.partida}: {_e(s.entra)} no lugar de {_e(s.sai)} "
                     f"({_e(s.trio)}){_artigos(s.artigos)}</li>")
    corpo = "".join(itens) or "<li>Nenhuma: sem W.O., desclassificação nem substituição.</li>"
    return f"<h2>W.O., desclassificações e substituições</h2><ul>{corpo}</ul>"


def artigos_do_vencedor(r: ResultadoJogo) -> tuple[str, ...]:
    """The rules that decide this jogo's winner, and only those (issue 20): he won more partidas (S, b), of the
    three a jogo has (S, h) unless it is a seca; and the rule of every partida he was awarded rather than won at
    the table (two consecutive counting three, S, g; W.O., S, i; a disqualification or a substitution), without
    which the count would differ."""
    regras = r.jogo.regras
    artigos = [] if r.jogo.formato == "seca" else [regras.artigo_jogo]
    artigos.append(regras.partidas_ganhas)
    for p in r.partidas:
        if p.vencedor == r.vencedor and p.origem != "jogada":
            artigos.extend(p.artigos)
    return tuple(dict.fromkeys(artigos))


def _resultado(r: ResultadoJogo) -> str:
    if r.vencedor is not None:
        texto = f"Vencedor: {r.vencedor} — {r.placar_de_partidas()} em partidas"
        artigos: tuple[str, ...] = artigos_do_vencedor(r)
    elif r.comissao:
        texto = "Resultado a cargo da Comissão Organizadora"
        artigos = tuple(dict.fromkeys(r.comissao))
    else:
        texto, artigos = r.sem_vencedor()
    return f'<p class="resultado">{_e(texto)}{_artigos(artigos)}</p>'


def _observacoes(r: ResultadoJogo, notas: tuple[str, ...] = ()) -> str:
    obs = [o for o in r.observacoes if o.tipo != "leitura"]
    leituras = [f"{o.leitura} ({o.opcao})" for o in r.observacoes if o.tipo == "leitura"]
    if not obs and not leituras and not notas:
        return ""
    itens = [f"<li>{_e(nota)}</li>" for nota in notas]
    itens += [f"<li>{_e(_curto(o.texto))}{_artigos(o.artigos)}</li>" for o in obs[:MAX_OBSERVACOES]]
    if len(obs) > MAX_OBSERVACOES:
        itens.append(f"<li>… e mais {len(obs) - MAX_OBSERVACOES} observação(ões): veja <code>arbitro jogo</code>.</li>")
    if leituras:
        itens.append(f"<li>Leituras aplicadas (o que a outra daria: <code>arbitro jogo</code>): "
                     f"{_e('; '.join(dict.fromkeys(leituras)))}</li>")
    return f'<h2>Observações</h2><ul class="obs">{"".join(itens)}</ul>'


def _assinaturas(r: ResultadoJogo) -> str:
    j = r.jogo
    caixas = [f"Capataz de {_e(t)}" + (f"<br>{_e(j.capatazes[t])}" if t in j.capatazes else "") for t in j.nomes]
    caixas.append("Juiz" + (f"<br>{_e(j.juiz)}" if j.juiz else ""))
    return '<div class="assinaturas">' + "".join(f"<div>{c}</div>" for c in caixas) + "</div>"


__all__ = ["MAX_OBSERVACOES", "MAX_TEXTO", "artigos_do_vencedor", "html"]  # MAX_TEXTO, _curto: arbitro.torneio.pagina
