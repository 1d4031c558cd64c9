"""The súmula of a jogo of a system of duplas (contract v3 §12): one HTML page on one A4 sheet, as the MTG's (Art.
4), with the tournament, date, table and judge of the jogo file, the duplas and their players, each partida that
counts with its rule, W.O. and disqualifications, the result and the lines for the capatazes' and the judge's
signatures. The seeds name no súmula: the page is the tournament's record, not a rule of the system."""

from __future__ import annotations

from arbitro.nucleo.mao import placar_em_palavras
from arbitro.torneio.jogo_geral import JogoJulgado
from arbitro.torneio.pagina import AJUSTE, ESTILO, MAX_OBSERVACOES, _artigos, _curto, _e


def comecos(r: JogoJulgado) -> list[str]:
    """Each partida whose record began mid-way (``placar_inicial``/``camas_iniciais`` in its file, contract v3 §12):
    the score it began at — what the capatazes sign was not all seen by the one who recorded it."""
    saida = []
    for p in r.partidas:
        d = p.julgada.doc if p.julgada is not None else None
        if d is None or not d.retomada:
            continue
        camas = f", camas {placar_em_palavras(d.camas_iniciais)}" if d.regras.camas else ""
        saida.append(f"Partida {p.numero}: registro começado no meio da partida, em "
                     f"{placar_em_palavras(d.placar_inicial)}{camas}")
    return saida


def html(r: JogoJulgado) -> str:
    d = r.doc
    a, b = d.nomes
    regras = d.regras
    formato = "melhor de três partidas" if d.formato == "melhor-de-tres" else "partida seca"
    unidade = "camas" if regras.camas else regras.unidade[1]
    cab = [("Torneio", d.sumula.get("torneio")), ("Data", d.sumula.get("data")),
           ("Mesa", d.sumula.get("mesa_numero")), ("Juiz", d.sumula.get("juiz"))]
    itens = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v) if v else '____________________'}</dd>" for k, v in cab)
    duplas = "".join(f"<tr><td><b>{_e(t)}</b></td><td>{_e(d.capatazes.get(t, '—'))}</td>"
                     f"<td>{_e(', '.join(js) or '—')}</td></tr>" for t, js in d.lados.items())
    linhas = [f'<tr><td class="n">{p.numero}</td><td class="n">{p.placar[a]}</td><td class="n">{p.placar[b]}</td>'
              f"<td>{_e(p.vencedor or '—')}</td><td>{_e(p.motivo)}{_artigos(p.artigos)}</td></tr>"
              for p in r.partidas] or ['<tr><td colspan="5">nenhuma partida</td></tr>']
    tot = r.totais
    totais = (f'<tr><th>Totais</th><td class="n"><b>{tot[a]["tentos"]}</b></td><td class="n"><b>{tot[b]["tentos"]}'
              f'</b></td><td colspan="2">partidas ganhas: {_e(a)} {tot[a]["partidas"]}, {_e(b)} '
              f'{tot[b]["partidas"]} · saldo: {_e(a)} {tot[a]["saldo"]:+d}, {_e(b)} {tot[b]["saldo"]:+d}'
              f"{_artigos((regras.artigo_classificacao,))}</td></tr>")
    if r.vencedor is not None:
        resultado = f"Vencedor: {_e(r.vencedor)}{_artigos((regras.artigo_formato,))}"
    else:
        resultado = f"Sem vencedor{_artigos((regras.artigo_classificacao,))}"
    obs = [o for o in r.observacoes if o.tipo.value != "leitura"][:MAX_OBSERVACOES]
    leituras = [f"{o.leitura} ({o.opcao})" for o in r.observacoes if o.tipo.value == "leitura"]
    lista = [f"<li>{_e(comeco)}</li>" for comeco in comecos(r)]
    lista += [f"<li>{_e(_curto(o.texto))}{_artigos(o.artigos)}</li>" for o in obs]
    lista += [f"<li>Desclassificada: {_e(t)}{_artigos((regras.artigo_classificacao,))}</li>"
              for t in r.desclassificados]
    if leituras:
        lista.append(f"<li>Leituras aplicadas (o que a outra daria: <code>arbitro jogo</code>): "
                     f"{_e('; '.join(leituras))}</li>")
    caixas = [f"Capataz de {_e(t)}" + (f"<br>{_e(d.capatazes[t])}" if t in d.capatazes else "") for t in d.nomes]
    caixas.append("Juiz" + (f"<br>{_e(d.sumula['juiz'])}" if d.sumula.get("juiz") else ""))
    partes = [
        "<!doctype html>", '<html lang="pt-BR">', "<head>", '<meta charset="utf-8">',
        f"<title>{_e(f'Súmula — {a} × {b}')}</title>", f"<style>{ESTILO}</style>", "</head>", "<body>",
        f'<h1>Súmula do jogo: {_e(a)} × {_e(b)}</h1><p class="sub">{_e(d.sistema.nome)} · {_e(formato)} · '
        f"regulamento {_e(d.sistema.id)}</p>",
        f'<dl class="cab">{itens}</dl>',
        f"<h2>Duplas</h2><table><tr><th>Dupla</th><th>Capataz</th><th>Jogadores</th></tr>{duplas}</table>",
        f"<h2>Partidas ({_e(unidade)})</h2><table><tr><th>Nº</th><th>{_e(a)}</th><th>{_e(b)}</th>"
        f"<th>Vencedor</th><th>Motivo</th></tr>{''.join(linhas)}{totais}</table>",
        f'<p class="resultado">{resultado}</p>',
        f'<h2>Observações</h2><ul class="obs">{"".join(lista)}</ul>' if lista else "",
        '<div class="assinaturas">' + "".join(f"<div>{c}</div>" for c in caixas) + "</div>",
        '<p class="rodape">Gerada pelo arbitro a partir do registro do jogo; cada número cita a regra que o dá. '
        "Imprima em A4 (Ctrl+P) para a assinatura dos capatazes e do juiz.</p>",
        f"<script>{AJUSTE}</script>", "</body>", "</html>",
    ]
    return "\n".join(p for p in partes if p) + "\n"
