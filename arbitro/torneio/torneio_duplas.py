"""A v3 tournament of a rule system of duplas (contract v3 §13 "for every rule system", §12 for its jogos): the
same registration, draw, tables, phases and rounds as the MTG's (:mod:`arbitro.torneio.inscricao`, read by the same
reader), its jogos ruled by the §12 jogo layer (:mod:`arbitro.torneio.jogo_geral`) and each phase's standings by the
system's own §12 standings (:func:`ler_classificacao_da_fase`), whose ``criterio`` names ``<Sistema>, classificacao``.

The seeds of the other systems say nothing of a tournament: every rule above the partida is the contract's, cited as
the system's section ``<Sistema>, classificacao`` (the section that says the seed is silent), never an MTG article.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.leitor import vazio
from arbitro.cenario.yamlpos import CenarioInvalido, Problema
from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.sistemas import sistema as achar
from arbitro.torneio import documento as D
from arbitro.torneio import jogo_geral as J
from arbitro.torneio.carregar_torneio import (
    CHAVES_TORNEIO,
    CHAVES_V3,
    Torneio,
    _dentro_da_pasta,
    _marca,
    _organizacao,
    _semente,
    _versao,
)
from arbitro.torneio.inscricao import Decisao, LeitorV3, Marca, Organizacao
from arbitro.torneio.observacoes import Contexto, Obs
from arbitro.torneio.observacoes import Tipo as TipoObs
from arbitro.torneio.regras import MTG

if TYPE_CHECKING:
    from arbitro.nucleo.sistema import Sistema
    from arbitro.torneio.classificacao import Classificacao

CONTRATO = "contrato v3 §13"  # who says only registered sides and players play, where the seed is silent


@dataclass(frozen=True, slots=True)
class LadosDoSistema:
    """What the registration asks of the system: its id and the players a side plays with (:class:`Lados`)."""

    sistema: str
    jogadores_por_trio: int
    artigo_modalidade: str


def ler_torneio_duplas(no: Node, arquivo: str, ctx: Contexto) -> tuple[Torneio, Contexto]:
    """The tournament of duplas whose document is ``no``: §11's jogos list under §13's keys (``versao: 3``); raises
    :class:`CenarioInvalido` with every problem, located."""
    from arbitro.torneio.partida_geral import regulamento_do_no

    s = achar(regulamento_do_no(no, arquivo))
    r = s.partida()
    leitor = LeitorV3(arquivo)
    leitor.artigo_inscricao = CONTRATO
    if not isinstance(no, MappingNode):
        leitor.tipo(no, "um mapeamento com torneio e jogos", "torneio")
        raise CenarioInvalido(leitor.problemas)
    nos = leitor.campos(no, "torneio", (*CHAVES_TORNEIO, *CHAVES_V3))
    assert nos is not None
    versao = _versao(leitor, nos)
    leituras: dict[str, str] = {}
    if "leituras" in nos:
        from arbitro.cenario.leituras import ler_escolhas

        leituras, ruins = ler_escolhas(nos["leituras"], arquivo, s.leituras())
        leitor.problemas += ruins
    semente = _semente(leitor, nos["semente"]) if "semente" in nos and not D._nulo(nos["semente"]) else None
    nome = leitor.opcional(nos, "torneio")
    lados = LadosDoSistema(s.id, max(s.formato.jogadores), r.artigo_jogadores)
    org = _organizacao(leitor, nos, lados) if versao >= 3 else Organizacao()
    # a phase without `jogo:` plays the system's own jogo (§12: seca in argentino and valenciano), not the MTG's
    fases = tuple(f if _tem_chave(f.no, "jogo") else replace(f, jogo=r.formato_padrao) for f in org.fases)
    org = replace(org, fases=fases)
    ctx = ctx.camada(leituras, arquivo)
    julgados: list[J.JogoJulgado] = []
    marcas: list[Marca] = []
    decididos: list[Obs] = []
    problemas: list[Problema] = []
    arquivos: D.Lidas = {}
    partidas: D.Lidas = {}
    jogos_no = nos.get("jogos")
    if jogos_no is None and versao < 3:
        leitor.erro(no, "falta a chave obrigatória 'jogos'")
    itens = leitor.lista(jogos_no, "jogos") or () if jogos_no is not None and not vazio(jogos_no) else ()
    for i, item in enumerate(itens, 1):
        try:
            marca, item = _marca(leitor, i, item, org, "duplas") if versao >= 3 else (Marca(), item)
            if isinstance(item, MappingNode):
                arq = next((v for k, v in item.value if isinstance(k, ScalarNode) and k.value == "arquivo"), None)
                if arq is not None and not _dentro_da_pasta(leitor, arq, arquivo, f"jogo {i}"):
                    continue
            doc = J.jogo_do_torneio(item, f"jogo {i}", s, arquivo, arquivos, partidas)
            if versao >= 3:
                _conferir(leitor, i, doc, marca, org)
            julgado = J.julgar_jogo(doc, ctx.selecao)
            if marca.decisao is not None:
                julgado = _decidir(i, julgado, marca.decisao, arquivo, s, decididos)
            julgados.append(julgado)
            marcas.append(marca)
        except CenarioInvalido as e:
            problemas += e.problemas
    if leitor.problemas or problemas:
        raise CenarioInvalido([*leitor.problemas, *problemas])
    # the registration's figures of the system; the MTG's others (tolerances, S, g) are never read for duplas
    regras = replace(MTG, sistema=s.id, alvo=r.alvo_padrao, artigo_alvo=r.artigo_alvo,
                     jogadores_por_trio=lados.jogadores_por_trio, artigo_modalidade=lados.artigo_modalidade,
                     partidas_por_jogo=3, artigo_jogo=r.artigo_formato, consecutivas=r.artigo_formato,
                     criterios=(r.artigo_classificacao,) * 6, partidas_ganhas=r.artigo_classificacao)
    return Torneio(regras, nome, semente, (), leituras, arquivo, versao, org, tuple(marcas), tuple(decididos),
                   sistema=s, duplas=tuple(julgados)), ctx


def _tem_chave(no: Node, chave: str) -> bool:
    return isinstance(no, MappingNode) and any(isinstance(k, ScalarNode) and k.value == chave for k, _v in no.value)


def _conferir(leitor: LeitorV3, i: int, doc: J.DocJogo, marca: Marca, org: Organizacao) -> None:
    """§13's checks of a recorded jogo against the registration: its duplas registered, its players registered for
    that dupla (jogadores or reservas), its table the tournament entry's."""
    onde = f"jogo {i}"
    perto = marca.no
    if perto is None:  # not a mapping: the jogo reader has said so
        return
    for lado, jogadores in doc.lados.items():
        if not org.inscritos:
            break
        if lado not in org.inscritos:
            leitor.inscrito(lado, perto, onde, org.inscritos)
            continue
        inscrito = org.inscritos[lado]
        permitidos = (*inscrito.jogadores, *inscrito.reservas)
        for j in jogadores:
            if j not in permitidos:
                leitor.erro(perto, f"{onde}: {j!r} joga por {lado} sem estar inscrito nela (jogadores e reservas de "
                                   f"{lado}: {', '.join(permitidos) or 'nenhum'}; {CONTRATO})")
    mesa = doc.sumula.get("mesa_numero")
    if marca.mesa is not None and mesa is not None and mesa.strip() != str(marca.mesa):
        leitor.erro(perto, f"{onde}: mesa: {marca.mesa} no torneio, mesa_numero: {mesa} no arquivo do jogo; as duas "
                           "devem ser a mesma")


def _decidir(i: int, julgado: J.JogoJulgado, d: Decisao, arquivo: str, s: Sistema, obs: list[Obs]) -> J.JogoJulgado:
    """The Commission's decision fixes the jogo's result (and its partidas when given), §13; another system's seed
    has no Commission: it cites the system's ``<Sistema>, classificacao`` (the seed is silent: the Commission's)."""
    a, b = julgado.doc.nomes
    artigo = julgado.doc.regras.artigo_classificacao
    partidas = julgado.partidas
    if d.partidas is not None:
        pares: list[tuple[Node, Node]] = [(D.escalar("formato", d.no), D.escalar(julgado.doc.formato, d.no)),
                                         (D.escalar("partidas", d.no), d.partidas)]
        doc = J.ler_jogo(D.mapa(pares, d.no), arquivo, {a: julgado.doc.lados[a], b: julgado.doc.lados[b]}, s.id)
        partidas = J.julgar_jogo(doc).partidas
    quando = f" em {d.data}" if d.data else ""
    efeito = f"vence {d.vencedor}" if d.vencedor else "o jogo fica sem vencedor"
    texto = f"jogo {i} ({a} × {b}): decisão da Comissão{quando}: {efeito}" + (f" — {d.motivo}" if d.motivo else "")
    obs.append(Obs(texto, (artigo,), "nota"))
    mantidas = [o for o in julgado.observacoes if o.tipo is Tipo.LEITURA]
    return J.JogoJulgado(julgado.doc, list(partidas), d.vencedor, list(julgado.desclassificados),
                         [*mantidas, Observacao(texto, (artigo,), tipo=Tipo.NOTA)])


def em_obs(o: Observacao) -> Obs:
    """A §12 observation as the tournament's (the same words, articles and kind)."""
    tipo = TIPOS[o.tipo]
    return Obs(o.texto, tuple(o.artigos), tipo, o.leitura, o.opcao, o.esclarecimento, o.omisso)


TIPOS: dict[Tipo, TipoObs] = {Tipo.NAO_VALE: "nao-vale", Tipo.IRREGULARIDADE: "irregularidade",
                              Tipo.LEITURA: "leitura", Tipo.OMISSO: "omisso", Tipo.CONFIRA: "confira",
                              Tipo.NOTA: "nota"}


def classificacao_da_fase(t: Torneio, ctx: Contexto, indices: Sequence[int],
                          folgas: Mapping[str, int] | None, formato: str) -> Classificacao:
    """The §12 standings of the jogos ``indices`` of ``t`` (a phase, or a group of it), as the phases read them:
    each folga that counts is a jogo won by W.O. (§12's: every partida that decides the jogo by the target × 0)."""
    from arbitro.torneio.classificacao import Classificacao, Linha

    assert t.sistema is not None
    jogos = [t.duplas[i] for i in indices]
    alvo = jogos[0].doc.alvo if jogos else t.sistema.partida().alvo({})
    n = J.PARTIDAS_PARA_VENCER.get(formato, 2)
    tabela = J.classificar(t.sistema, jogos, t.semente, ctx.selecao, t.nome,
                           folgas={x: (k, n, n * alvo) for x, k in (folgas or {}).items()},
                           sorteio=t.org.sorteio or t.ordem_do_sorteio)
    linhas = [Linha(x.equipe, x.vitorias, x.partidas, x.tentos, x.saldo, x.jogos, x.posicao, x.criterio)
              for x in tabela.linhas]
    desclassificados = [{"trio": x, "equipe": x, "jogo": indices[k] + 1,
                         "artigos": [t.sistema.partida().artigo_classificacao]}
                        for k, j in enumerate(jogos) for x in j.desclassificados]
    sub = replace(t, duplas=tuple(jogos), marcas=tuple(t.marcas[i] for i in indices))
    return Classificacao(sub, linhas, [em_obs(o) for o in tabela.observacoes], desclassificados,
                         [j.vencedor is not None for j in jogos])


def observacoes_do_jogo(i: int, j: J.JogoJulgado) -> list[Obs]:
    """What changed a jogo's result, carried to the standings (§13): W.O. and disqualifications (§12)."""
    a, b = j.doc.nomes
    return [Obs(f"jogo {i} ({a} × {b}), partida {p.numero}: {p.motivo}", p.artigos, "nota")
            for p in j.partidas if p.motivo != "jogada" and p.julgada is None and p.vencedor is not None
            and p.motivo.startswith(("W.O.", f"{a} desclassificada", f"{b} desclassificada"))]
