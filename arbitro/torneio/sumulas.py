"""``arbitro torneio sumulas TORNEIO.yaml RODADA -o F``: every jogo's súmula of a round in one printable file —
the paper fallback (contract v3 §13; Art. 4: the súmula signed by the two capatazes). A jogo already recorded
gets its súmula as ``arbitro sumula`` makes it (:mod:`arbitro.torneio.sumula`), the tournament's name, date and
table filled in; a jogo not recorded gets the same sheet with empty rows for the table to fill by hand. One
jogo per A4 sheet."""

from __future__ import annotations

from dataclasses import replace

from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio import pagina as P
from arbitro.torneio import sumula as S
from arbitro.torneio.carregar_torneio import Torneio
from arbitro.torneio.fases import JogoPlanejado, RodadaPlanejada, mesas_da_rodada

_e = P._e


def _corpo(pagina: str) -> str:
    """What a súmula page has between ``<body>`` and its script (the sheet itself)."""
    inicio = pagina.index("<body>") + len("<body>")
    fim = pagina.index("<script>", inicio)
    return pagina[inicio:fim]


def _cabecalho_e_lados(t: Torneio, j: JogoPlanejado) -> tuple[str, list[str]]:
    """The blank sheet's header (torneio, data, mesa, juiz to fill in) and each side's row — capataz, players,
    reserves, as registered — escaped."""
    campos = [("Torneio", t.nome), ("Data", t.org.data), ("Mesa", j.mesa), ("Juiz", None)]
    cab = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v) if v else '____________________'}</dd>" for k, v in campos)
    linhas = []
    for lado in j.lados:
        i = t.org.inscritos.get(lado)
        jogadores = ", ".join(i.jogadores) if i else ""
        reservas = ", ".join(i.reservas) if i and i.reservas else "—"
        capataz = i.capataz if i and i.capataz else ""
        linhas.append(f"<tr><td><b>{_e(lado)}</b></td><td>{_e(capataz)}</td><td>{_e(jogadores)}</td>"
                      f"<td>{_e(reservas)}</td></tr>")
    return cab, linhas


def _partidas_em_branco(n: int) -> str:
    return "".join(f"<tr><td class=\"n\">{k}</td><td class=\"n\">&nbsp;</td><td class=\"n\">&nbsp;</td>"
                   "<td>&nbsp;</td><td>&nbsp;</td></tr>" for k in range(1, n + 1))


def _vazia(t: Torneio, j: JogoPlanejado, formato: str) -> str:
    a, b = j.lados
    cab, linhas = _cabecalho_e_lados(t, j)
    n = t.regras.partidas_por_jogo if formato == "melhor-de-tres" else 1
    partidas = _partidas_em_branco(n)
    caixas = [f"Capataz de {_e(x)}" for x in (a, b)] + ["Juiz"]
    return (f"<h1>Súmula do jogo: {_e(a)} × {_e(b)}</h1><p class=\"sub\">Truco Cego · "
            f"{_e('melhor de três partidas' if formato == 'melhor-de-tres' else 'partida seca')} · regulamento "
            f"{_e(t.regras.sistema)}{P._artigos((A.SUMULA, A.D_SUMULA))}</p><dl class=\"cab\">{cab}</dl>"
            "<h2>Trios</h2><table><tr><th>Trio</th><th>Capataz (Art. 2)</th><th>Jogadores</th>"
            f"<th>Reservas (Art. 5)</th></tr>{''.join(linhas)}</table>"
            f"<h2>Partidas{P._artigos((t.regras.artigo_alvo, t.regras.consecutivas))}</h2><table><tr><th>Partida</th>"
            f"<th>{_e(a)}</th><th>{_e(b)}</th><th>Vencedor</th><th>Ocorrências</th></tr>{partidas}</table>"
            "<p class=\"resultado\">Vencedor: ____________________</p>"
            '<div class="assinaturas">' + "".join(f"<div>{c}</div>" for c in caixas) + "</div>"
            "<p class=\"rodape\">Jogo ainda sem registro: preencha à mão e entregue à Comissão (Art. 4).</p>")


def _vazia_duplas(t: Torneio, j: JogoPlanejado, formato: str) -> str:
    """The blank sheet of a jogo of duplas (contract v3 §12–§13): the system's partidas and target; the seeds name
    no súmula, so no article of theirs is cited for the sheet itself."""
    assert t.sistema is not None
    r = t.sistema.partida()
    a, b = j.lados
    cab, linhas = _cabecalho_e_lados(t, j)
    n = 3 if formato == "melhor-de-tres" else 1
    partidas = _partidas_em_branco(n)
    caixas = [f"Capataz de {_e(x)}" for x in (a, b)] + ["Juiz"]
    unidade = "camas" if r.camas else r.unidade[1]
    return (f"<h1>Súmula do jogo: {_e(a)} × {_e(b)}</h1><p class=\"sub\">{_e(t.sistema.nome)} · "
            f"{_e('melhor de três partidas' if formato == 'melhor-de-tres' else 'partida seca')} · regulamento "
            f"{_e(t.sistema.id)}{P._artigos((r.artigo_formato,))}</p><dl class=\"cab\">{cab}</dl>"
            "<h2>Duplas</h2><table><tr><th>Dupla</th><th>Capataz</th><th>Jogadores</th>"
            f"<th>Reservas</th></tr>{''.join(linhas)}</table>"
            f"<h2>Partidas ({_e(unidade)}){P._artigos((r.artigo_alvo,))}</h2><table><tr><th>Partida</th>"
            f"<th>{_e(a)}</th><th>{_e(b)}</th><th>Vencedor</th><th>Ocorrências</th></tr>{partidas}</table>"
            "<p class=\"resultado\">Vencedor: ____________________</p>"
            '<div class="assinaturas">' + "".join(f"<div>{c}</div>" for c in caixas) + "</div>"
            "<p class=\"rodape\">Jogo ainda sem registro: preencha à mão e entregue à Comissão.</p>")


def _folha_duplas(t: Torneio, j: JogoPlanejado, i: int) -> str:
    """A recorded jogo of duplas: its §12 súmula, the tournament's name, date, table and capatazes filled in."""
    from arbitro.torneio import sumula_geral

    r = t.duplas[i]
    d = r.doc
    sumula = {"torneio": t.nome, "data": t.org.data, "mesa_numero": str(j.mesa) if j.mesa else None, **d.sumula}
    lados = {x: d.lados[x] or (t.org.inscritos[x].jogadores if x in t.org.inscritos else ()) for x in d.lados}
    capatazes = {**{x: c for x in d.lados if x in t.org.inscritos and (c := t.org.inscritos[x].capataz)},
                 **d.capatazes}
    doc = replace(d, sumula={k: v for k, v in sumula.items() if v}, lados=lados, capatazes=capatazes)
    return _corpo(sumula_geral.html(replace(r, doc=doc)))


def html(t: Torneio, plano: RodadaPlanejada) -> str:
    """The round's súmulas, one sheet each, in table order."""
    folhas = []
    for j in mesas_da_rodada(t, plano):
        i = plano.registrados.get(frozenset(j.lados))
        if t.sistema is not None:  # another system: the súmula of duplas (contract v3 §12)
            folhas.append(_vazia_duplas(t, j, plano.fase.jogo) if i is None else _folha_duplas(t, j, i))
            continue
        if i is None:
            folhas.append(_vazia(t, j, plano.fase.jogo))
            continue
        r = t.jogos[i]
        jogo = r.jogo
        preenchido = replace(jogo, torneio=jogo.torneio or t.nome, data=jogo.data or t.org.data,
                             mesa_numero=jogo.mesa_numero or (str(j.mesa) if j.mesa else None),
                             trios={x: jogo.trios[x] or (t.org.inscritos[x].jogadores if x in t.org.inscritos else ())
                                    for x in jogo.trios},
                             capatazes={**{x: c for x in jogo.trios if x in t.org.inscritos
                                           and (c := t.org.inscritos[x].capataz)}, **jogo.capatazes})
        folhas.append(_corpo(S.html(replace(r, jogo=preenchido))))
    titulo = f"Súmulas — {plano.fase.nome}, rodada {plano.rodada}"
    secoes = "".join(f'<section class="folha">{f}</section>' for f in folhas)
    return ("<!doctype html>\n<html lang=\"pt-BR\"><head><meta charset=\"utf-8\">"
            f"<title>{_e(titulo)}</title><style>{P.ESTILO}\n.folha {{ page-break-after: always; }}\n"
            ".folha:last-child { page-break-after: auto; }</style></head><body>"
            f"{secoes}</body></html>\n")
