"""What the screen shows, as lines of text with a style name each — the header, the events, the ruling so far,
the articles and the readings — so the app only lays them out and the tests read them without a terminal."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from arbitro.mesa.julgamento import ARTIGO_MODALIDADE
from arbitro.nucleo.mao import placar_em_palavras as placar
from arbitro.sistemas.mtg import artigos as A

if TYPE_CHECKING:
    from arbitro.mesa.sessao import Sessao
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Leitura

# How each kind of observation is marked (as `arbitro partida` marks them, contract v2 §8).
MARCA = {"nao-vale": "✗", "irregularidade": "!", "leitura": "≈", "omisso": "?", "confira": "⚠", "nota": "•"}


class Linha(NamedTuple):
    texto: str
    estilo: str = ""  # "titulo", "resposta", "artigos", "atual", "aviso", "fraco"
    artigos: tuple[str, ...] = ()



def lado(s: Sessao) -> str:
    """The word for a side in the partida's system: trio (MTG) or dupla (as the engines say it)."""
    return "trio" if s.cab.mtg else "dupla"


def artigo_do_fim(s: Sessao) -> str:
    """The rule that ends the partida: Art. 10, II's 24 tentos (MTG), each system's target (Paulista, pontos…)."""
    if s.cab.mtg:
        return A.TENTOS
    from arbitro.mesa.maos import alvo_artigo

    return alvo_artigo(s.cab)


def cabecalho(s: Sessao) -> Linha:
    st = s.situacao()
    if not s.cab.mtg:  # a hand of a system without roda/testa: its number, its mão, the score before it
        partes = [f"Mão {st.numero}", f"mão {st.antes.mao}", placar(st.antes.placar)]
        if st.antes.camas is not None:
            partes.append(f"camas {placar(st.antes.camas)}")
        vira = s.volta.extras.get("vira")
        if "vira" in s.chaves_da_volta():
            partes.append(f"vira {vira}" if vira else "sem vira (r)")
        return Linha(" · ".join(partes), "titulo", (artigo_do_fim(s),))
    partes = [f"Volta {st.numero}", st.modalidade, f"mão {st.antes.mao}", placar(st.antes.placar)]
    if st.modalidade == "testa" and len(st.cenarios) > s.testa:
        a, b = st.cenarios[s.testa].mesa
        partes.insert(2, f"testa {s.testa + 1} ({a} × {b})")
    return Linha(" · ".join(partes), "titulo", (ARTIGO_MODALIDADE,))


def eventos(s: Sessao, cursor: int | None = None) -> list[Linha]:
    """The volta's events, numbered; a testa volta shows its three testas, the one being recorded marked."""
    st = s.situacao()
    volta = s.volta
    linhas: list[Linha] = []
    if st.antes.devida is not None and st.antes.devida != volta.modalidade:
        linhas.append(Linha(f"! Esta volta cabia em {st.antes.devida}: será julgada como jogada", "aviso",
                            (ARTIGO_MODALIDADE,)))
    if st.antes.vencedor is not None:
        linhas.append(Linha(f"! A partida já terminou: {st.antes.vencedor} chegou ao fim; esta "
                            f"{'volta' if s.cab.mtg else 'mão'} não conta", "aviso", (artigo_do_fim(s),)))
    for k, lista in enumerate(volta.listas):
        atual = volta.modalidade == "roda" or k == s.testa
        if volta.modalidade == "testa":
            par = " × ".join(st.cenarios[k].mesa) if k < len(st.cenarios) else "não jogada"
            linhas.append(Linha(f"{'▶ ' if atual else '  '}Testa {k + 1} — {par}", "atual" if atual else "fraco"))
        if not lista:
            linhas.append(Linha("   (nenhum evento)", "fraco"))
        for i, ev in enumerate(lista, 1):
            marcado = atual and cursor is not None and cursor == i - 1
            estilo = "atual" if marcado else ("" if atual else "fraco")
            linhas.append(Linha(f"{'>' if marcado else ' '}{i:2}. {s.adaptador.descrever(ev)}", estilo))
        if atual and s.posicao is not None:
            linhas.append(Linha(f"   (o próximo evento entra como {s.posicao + 1}º)", "aviso"))
    return linhas


def decisoes(s: Sessao) -> Iterator[tuple[str | None, Decisao]]:
    st = s.situacao()
    if st.decisao is not None:
        yield None, st.decisao
    volta = st.volta
    if volta is None:
        return
    if volta.decisao is not None:
        yield None, volta.decisao
    for t in volta.testas:
        yield f"Testa {t.numero} ({t.jogadores[0]} × {t.jogadores[1]})", t.decisao


def decisao(s: Sessao) -> list[Linha]:
    """The ruling so far: the short answer, each award with its articles, the observations."""
    st = s.situacao()
    linhas = [Linha("Decisão até aqui", "titulo")]
    if st.antes.vencedor is not None:
        return [*linhas, Linha(f"A partida terminou: venceu {lado(s)} {st.antes.vencedor}.", "resposta",
                               (artigo_do_fim(s),))]
    if st.pendente is not None:
        linhas.append(Linha(f"Antes do primeiro evento: {st.pendente}", "aviso"))
    for titulo, d in decisoes(s):
        if titulo is not None:
            linhas.append(Linha(titulo, "titulo"))
        linhas.append(Linha(resposta(d, "volta" if s.cab.mtg else "mão"), "resposta"))
        for lanc in d.lancamentos:
            linhas.append(Linha(f"+{lanc.tentos} {lanc.trio}: {lanc.motivo}", "", lanc.artigos))
        for obs in d.observacoes:
            leitura = f" (leitura {obs.leitura})" if obs.leitura else ""
            linhas.append(Linha(f"{MARCA[obs.tipo.value]} {obs.texto}{leitura}", "fraco", obs.artigos))
    fim = f"Placar depois: {placar(st.placar_depois)}"
    if st.camas_depois is not None:
        fim += f" · camas {placar(st.camas_depois)}"
    if st.vencedor is not None:
        linhas.append(Linha(f"{fim} — {'o trio' if s.cab.mtg else 'a dupla'} {st.vencedor} venceu a partida",
                            "resposta", (artigo_do_fim(s),)))
    else:
        linhas.append(Linha(fim, "resposta"))
    return linhas


def resposta(d: Decisao, volta: str = "volta") -> str:
    """The short answer read aloud: who scores how many tentos, and the score after (``volta``: what the system
    calls a hand — volta in MTG, mão in the others)."""
    ganhos: dict[str, int] = {}
    for lanc in d.lancamentos:
        ganhos[lanc.trio] = ganhos.get(lanc.trio, 0) + lanc.tentos
    partes = [f"{t} +{n}" for t, n in ganhos.items()] or [f"nenhum tento nesta {volta}"]
    return f"{', '.join(partes)} → {placar(d.placar_final)}"


def artigos_citados(s: Sessao) -> list[str]:
    vistos: dict[str, None] = {ARTIGO_MODALIDADE: None} if s.situacao().modalidade == "testa" else {}
    for _t, d in decisoes(s):
        for a in d.artigos_citados:
            vistos.setdefault(a, None)
    return list(vistos)


def texto_dos_artigos(s: Sessao) -> list[Linha]:
    """The verbatim text of every article the ruling so far cites."""
    from arbitro.nucleo.regulamento import Artigo, ArtigoDesconhecido
    from arbitro.sistemas import sistema

    regulamento = sistema(s.cab.regulamento).regulamento

    def achar(citacao: str) -> Artigo | None:
        try:
            return regulamento.artigo(citacao)
        except ArtigoDesconhecido:
            return None

    achados = [a for a in map(achar, artigos_citados(s)) if a is not None]
    linhas: list[Linha] = []
    for art in {a.id: a for a in achados}.values():
        linhas.append(Linha(art.cabecalho, "titulo"))  # the heading once: the text may open with it
        linhas += [Linha(p) for p in art.sem_o_titulo().split("\n") if p.strip()]
        linhas.append(Linha(""))
    return linhas or [Linha("A decisão até aqui não cita artigos.", "fraco")]


class OpcaoDeLeitura(NamedTuple):
    leitura: Leitura
    opcao: str | None  # None: back to the default
    rotulo: str
    atual: bool


def leituras(s: Sessao) -> list[OpcaoDeLeitura]:
    """The readings the ruling so far consulted, those already chosen and the partida's own, each option."""
    from arbitro.mesa.julgamento import contexto
    from arbitro.sistemas.mtg.leituras_acima import ALTERNANCIA, DISTRIBUICAO_DA_TESTA, PARES_DA_TESTA, TESTA_A_SEIS

    if s.cab.mtg:
        _ctx, registro = contexto()
        da_partida: tuple[str, ...] = (PARES_DA_TESTA.id, ALTERNANCIA.id, TESTA_A_SEIS.id,
                                       DISTRIBUICAO_DA_TESTA.id)  # contract v2 §9
    else:
        from arbitro.sistemas import sistema

        registro, da_partida = sistema(s.cab.regulamento).leituras(), ()
    ids: dict[str, None] = {}
    partida = s.situacao().partida  # another system: the readings the partida consulted (the argentino's deal…)
    for d_obs in [d.observacoes for _t, d in decisoes(s)] + ([partida.observacoes] if partida is not None else []):
        for obs in d_obs:
            if obs.leitura:
                ids.setdefault(obs.leitura, None)
    for id_ in (*s.cab.leituras, *da_partida):
        if id_ in registro:
            ids.setdefault(id_, None)
    saida: list[OpcaoDeLeitura] = []
    for id_ in ids:
        leitura = registro[id_]
        escolhida = s.cab.leituras.get(id_)
        for o in leitura.opcoes:
            padrao = " (padrão)" if o.id == leitura.padrao else ""
            saida.append(OpcaoDeLeitura(leitura, o.id if o.id != leitura.padrao else None,
                                        f"{id_}: {o.id}{padrao} — {o.descricao}",
                                        (escolhida or leitura.padrao) == o.id))
    return saida
