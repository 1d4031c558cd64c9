"""The jogo and the standings of any rule system but the MTG (contract v3 §12, with v2 §10–§11's shapes).

A jogo is a ``melhor-de-tres`` (the paulista's "melhor de 3 partidas"; the default for paulista and mineiro) or a
``seca`` (one partida; the default for argentino and valenciano, whose partida is already a match of camas): each
partida as its final score or ``arquivo:`` (a §12 partida file, ruled). The seeds say nothing of absence or
disqualification: ``{partida: N, wo: <side>}`` and ``{desclassificado: <side>}`` are casos omissos whose default —
the other side wins that partida (or every partida left) by the target × 0 — is each system's named reading. In a
system of camas a partida's score is the camas each side won (the target is ``camas_para_vencer``).

The standings order by victories, partidas won, points, balance, head-to-head and draw (the named reading
``ordem-da-classificacao``), each row's ``criterio`` naming the system's own section ``<Sistema>, classificacao``.

Public API: :func:`carregar_jogo` / :func:`ler_jogo` → :class:`DocJogo`; :func:`julgar_jogo` → :class:`JogoJulgado`
(:meth:`JogoJulgado.json`); :func:`classificar` over a list of :class:`JogoJulgado` → :class:`Tabela`;
:func:`carregar_torneio` and :func:`classificacao` for a §11 file of another system.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.acima import JOGO, TORNEIO, Lidas, arquivo_referido, caso_ou_documento, ja_contado, raiz
from arbitro.cenario.leitor import Leitor
from arbitro.cenario.yamlpos import CenarioInvalido, marca
from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.nucleo.leituras import PADRAO, Esclarecimentos, Escolha, Selecao
from arbitro.nucleo.mao import CASO_OMISSO, placar_em_palavras
from arbitro.nucleo.partida import FORMATOS, ORDENS, Formato
from arbitro.sistemas import PADRAO as MTG
from arbitro.sistemas import sistema
from arbitro.torneio import partida_geral as P

if TYPE_CHECKING:
    from arbitro.nucleo.partida import RegrasDaPartida
    from arbitro.nucleo.sistema import Sistema

CHAVES_JOGO = ("versao", "regulamento", "formato", "torneio", "data", "mesa_numero", "juiz", "capatazes", *P.LADOS,
               "opcoes", "partidas", "ocorrencias", "leituras")
PARTIDAS_PARA_VENCER = {"melhor-de-tres": 2, "seca": 1}  # "melhor de 3 partidas": two won; a seca is one


@dataclass(frozen=True, slots=True)
class PartidaDoJogo:
    """One partida that counts: played (its score as given or ruled from its file) or awarded."""

    numero: int
    placar: dict[str, int]
    vencedor: str | None
    motivo: str
    artigos: tuple[str, ...]
    julgada: P.PartidaJulgada | None = None

    def json(self) -> dict[str, Any]:
        return {"numero": self.numero, "placar": dict(self.placar), "vencedor": self.vencedor, "motivo": self.motivo,
                "artigos": list(self.artigos)}


@dataclass(frozen=True, slots=True)
class Ocorrencia:
    partida: int | None
    wo: str | None = None
    desclassificado: str | None = None
    no: Node | None = None


@dataclass(frozen=True, slots=True)
class DocJogo:
    sistema: Sistema
    formato: Formato
    lados: dict[str, tuple[str, ...]]
    opcoes: dict[str, int | bool]
    jogadas: tuple[tuple[dict[str, int], P.PartidaJulgada | None, Node], ...]  # each played partida, in order
    ocorrencias: tuple[Ocorrencia, ...]
    leituras: dict[str, str]
    sumula: dict[str, str]
    capatazes: dict[str, str]
    arquivo: str

    @property
    def regras(self) -> RegrasDaPartida:
        return self.sistema.partida()

    @property
    def nomes(self) -> tuple[str, str]:
        a, b = self.lados
        return a, b

    @property
    def alvo(self) -> int:
        """What wins a partida: the target's points, or in a system of camas the camas to win."""
        r = self.regras
        return r.camas_para_vencer(self.opcoes) if r.camas else r.alvo(self.opcoes)


@dataclass
class JogoJulgado:
    doc: DocJogo
    partidas: list[PartidaDoJogo]
    vencedor: str | None
    desclassificados: list[str] = field(default_factory=list)
    observacoes: list[Observacao] = field(default_factory=list)

    @property
    def totais(self) -> dict[str, dict[str, int]]:
        """Each side's partidas won, points (camas, in a system of camas) and balance: what feeds the standings."""
        a, b = self.doc.nomes
        saida = {}
        for t, o in ((a, b), (b, a)):
            pontos = sum(p.placar[t] for p in self.partidas)
            contra = sum(p.placar[o] for p in self.partidas)
            saida[t] = {"partidas": sum(1 for p in self.partidas if p.vencedor == t), "tentos": pontos,
                        "saldo": pontos - contra}
        return saida

    def json(self) -> dict[str, Any]:
        d = self.doc
        return {"versao": 3, "regulamento": d.sistema.id, "formato": d.formato,
                "duplas": {t: list(js) for t, js in d.lados.items()},
                "partidas": [p.json() for p in self.partidas], "vencedor": self.vencedor, "totais": self.totais,
                "desclassificados": [{"jogador": None, "equipe": t, "artigos": [d.regras.artigo_classificacao]}
                                     for t in self.desclassificados],
                "observacoes": [o.json() for o in self.observacoes]}


# --- reading ----------------------------------------------------------------------------------------------------

def carregar_jogo(caminho: str | Path) -> DocJogo:
    no, arquivo = raiz(caminho, JOGO)
    return ler_jogo(caso_ou_documento(no, "partidas"), arquivo)


def ler_jogo(no: Node, arquivo: str, lados: dict[str, tuple[str, ...]] | None = None,
             sistema_id: str | None = None, vistos: Lidas | None = None) -> DocJogo:
    """The jogo whose document is ``no``. ``lados``/``sistema_id``: an inline jogo of a tournament, whose sides are
    a list of names and whose system is the tournament's."""
    le = _LeitorJogo(arquivo)
    doc = le.jogo(no, lados, sistema_id, {} if vistos is None else vistos)
    if le.problemas:
        raise CenarioInvalido(le.problemas)
    assert doc is not None
    return doc


class _LeitorJogo(P._Leitor):
    def jogo(self, no: Node, lados_dados: dict[str, tuple[str, ...]] | None, sistema_id: str | None,
             vistos: Lidas) -> DocJogo | None:
        id_ = sistema_id or P.regulamento_do_no(no, self.arquivo)
        if id_ == MTG:
            raise CenarioInvalido([marca(no, self.arquivo, "este é o jogo de duplas do contrato v3 §12; o do Truco "
                                                           "Cego é o do contrato v2 §10")])
        s = sistema(id_)
        validas = (*CHAVES_JOGO, "arquivo") if lados_dados is not None else CHAVES_JOGO
        pares = self.mapeamento(no, "jogo", validas) if isinstance(no, MappingNode) else None
        if pares is None:
            if not isinstance(no, MappingNode):
                self.tipo(no, "um mapeamento com duplas e partidas", "jogo")
            return None
        nos = {c: v for c, _k, v in pares}
        regras = s.partida()
        formato: Formato = regras.formato_padrao
        if "formato" in nos:
            f = self.texto(nos["formato"], "formato")
            if f is not None and f not in FORMATOS:
                self.erro(nos["formato"], f"formato {f!r}: use {' ou '.join(FORMATOS)}")
            elif f is not None:
                formato = "seca" if f == "seca" else "melhor-de-tres"
        lados = lados_dados
        if lados is None:
            dados = [c for c in P.LADOS if c in nos]
            if not dados:
                self.erro(no, "falta a chave obrigatória 'duplas' (as duas duplas e seus jogadores)")
            else:
                lados = self.lados(nos[dados[0]], s)
        if "partidas" not in nos:
            self.erro(no, "falta a chave obrigatória 'partidas' (o placar final de cada partida jogada, em ordem)")
        opcoes = self.opcoes(nos.get("opcoes"))
        leituras: dict[str, str] = {}
        if "leituras" in nos:
            from arbitro.cenario.leituras import ler_escolhas

            leituras, problemas = ler_escolhas(nos["leituras"], self.arquivo, P.registro(s))
            self.problemas += problemas
        sumula = {c: t for c in P.SUMULA if c in nos and (t := self.linha(nos[c], c)) is not None}
        capatazes: dict[str, str] = {}
        if "capatazes" in nos and lados:
            for t, _k, v in self.mapeamento(nos["capatazes"], "capatazes", list(lados)) or ():
                nome = self.nome(v, f"capatazes: {t}")
                if nome is not None:
                    capatazes[t] = nome
        if lados is None:
            return None
        alvo = regras.camas_para_vencer(opcoes) if regras.camas else regras.alvo(opcoes)
        jogadas = self.partidas(nos.get("partidas"), lados, alvo, s, regras, vistos) if "partidas" in nos else []
        ocorrencias = self.ocorrencias(nos.get("ocorrencias"), lados)
        maximo = 3 if formato == "melhor-de-tres" else 1
        for o in ocorrencias:
            if o.partida is not None and o.partida > maximo and o.no is not None:
                self.erro(o.no, f"ocorrência: partida {o.partida}, mas um jogo {formato} tem no máximo {maximo} "
                                f"partida(s)")
        return DocJogo(s, formato, lados, opcoes, tuple(jogadas), tuple(ocorrencias), leituras, sumula, capatazes,
                       self.arquivo)

    def partidas(self, no: Node | None, lados: dict[str, tuple[str, ...]], alvo: int, s: Sistema,
                 regras: RegrasDaPartida, vistos: Lidas) -> list[tuple[dict[str, int], P.PartidaJulgada | None, Node]]:
        itens = self.lista(no, "partidas") if no is not None else None
        saida: list[tuple[dict[str, int], P.PartidaJulgada | None, Node]] = []
        unidade = "camas" if regras.camas else regras.unidade[1]
        for i, item in enumerate(itens or (), 1):
            onde = f"partida {i}"
            if isinstance(item, MappingNode) and any(isinstance(k, ScalarNode) and k.value == "arquivo"
                                                     for k, _v in item.value):
                julgada = self.arquivo_de_partida(item, onde, lados, s, vistos)
                if julgada is not None:
                    placar = dict(julgada.camas) if regras.camas and julgada.camas is not None else \
                        dict(julgada.placar_final)
                    saida.append((placar, julgada, item))
                continue
            pares = self.mapeamento(item, onde, list(lados))
            if pares is None:
                continue
            lidos = {t: self.inteiro(v, f"{onde}: {t}", 0, alvo, f" (a partida é de {alvo} {unidade}, "
                                                                  f"{regras.artigo_alvo})") for t, _k, v in pares}
            if set(lidos) != set(lados) or any(v is None for v in lidos.values()):
                if set(lidos) != set(lados):
                    self.erro(item, f"{onde}: o placar final das duas duplas ({', '.join(lados)})")
                continue
            final = {t: int(lidos[t] or 0) for t in lados}
            if sum(1 for n in final.values() if n == alvo) != 1:
                self.erro(item, f"{onde}: {placar_em_palavras(final)} não termina uma partida: uma dupla, e só uma, "
                                f"chega a {alvo} {unidade} ({regras.artigo_alvo})")
                continue
            saida.append((final, None, item))
        return saida

    def arquivo_de_partida(self, item: MappingNode, onde: str, lados: dict[str, tuple[str, ...]], s: Sistema,
                           vistos: Lidas) -> P.PartidaJulgada | None:
        no_arq = next(v for k, v in item.value if isinstance(k, ScalarNode) and k.value == "arquivo")
        caminho = arquivo_referido(self, no_arq, self.arquivo, (Path(self.arquivo).resolve(),))
        if caminho is None or ja_contado(self, no_arq, caminho, vistos, onde, f"da {onde}", "a mesma partida"):
            return None
        try:
            doc = P.carregar(caminho)
        except CenarioInvalido as e:
            self.problemas += e.problemas
            return None
        if doc.sistema.id != s.id or set(doc.lados) != set(lados):
            self.erro(no_arq, f"{onde}: a partida de {caminho.name} é de {doc.sistema.nome} entre "
                              f"{' e '.join(doc.lados)}; o jogo é de {s.nome} entre {' e '.join(lados)}")
            return None
        try:
            return P.julgar(doc)
        except CenarioInvalido as e:
            self.problemas += e.problemas
            return None

    def ocorrencias(self, no: Node | None, lados: dict[str, tuple[str, ...]]) -> list[Ocorrencia]:
        saida: list[Ocorrencia] = []
        for item in (self.lista(no, "ocorrencias") or ()) if no is not None else ():
            pares = self.mapeamento(item, "ocorrência", ("partida", "wo", "desclassificado"))
            if pares is None:
                continue
            nos = {c: v for c, _k, v in pares}
            partida = self.inteiro(nos["partida"], "ocorrência: partida", 1, 3) if "partida" in nos else None
            lado: dict[str, str | None] = {}
            for c in ("wo", "desclassificado"):
                if c in nos:
                    nome = self.nome(nos[c], f"ocorrência: {c}")
                    if nome is not None and nome not in lados:
                        self.erro(nos[c], f"ocorrência: {c}: {nome!r} não joga este jogo"
                                          f"{self.dica(nome, list(lados), 'duplas')}")
                        nome = None
                    lado[c] = nome
            if ("wo" in nos) == ("desclassificado" in nos):
                self.erro(item, "ocorrência: escreva {partida: N, wo: <dupla ausente>} ou {desclassificado: <dupla>}")
                continue
            if "wo" in nos and partida is None:
                self.erro(item, "ocorrência: o W.O. diz a partida: {partida: N, wo: <dupla ausente>}")
                continue
            saida.append(Ocorrencia(partida, lado.get("wo"), lado.get("desclassificado"), item))
        return saida


# --- ruling -----------------------------------------------------------------------------------------------------

class _Juiz:
    def __init__(self, doc: DocJogo, selecao: Selecao) -> None:
        self.d = doc
        self.r = doc.regras
        self.selecao = selecao.com_esclarecimentos(Esclarecimentos(doc.leituras, arquivo=doc.arquivo)
                                                   if doc.leituras else None)
        self.escolhas: dict[str, Escolha] = {}
        self.obs: list[Observacao] = []

    def escolher(self, leitura: Any) -> str:
        e = self.escolhas.get(leitura.id)
        if e is None:
            e = self.escolhas[leitura.id] = self.selecao.escolher(leitura)
        return e.opcao

    def julgar(self) -> JogoJulgado:
        d, r = self.d, self.r
        a, b = d.nomes
        precisa = PARTIDAS_PARA_VENCER[d.formato]
        ganhas = {a: 0, b: 0}
        partidas: list[PartidaDoJogo] = []
        jogadas = list(d.jogadas)
        wo = {o.partida: o for o in d.ocorrencias if o.wo is not None}
        desc = next((o for o in d.ocorrencias if o.desclassificado is not None), None)
        unidade = "camas" if r.camas else r.unidade[1]
        comissao = False
        numero = 0
        while max(ganhas.values()) < precisa and not comissao:
            numero += 1
            if desc is not None and ((desc.partida is None and not jogadas) or
                                     (desc.partida is not None and numero >= desc.partida)):
                break
            if numero in wo:
                ausente = wo[numero].wo or ""
                outro = b if ausente == a else a
                opcao = self.escolher(r.leituras_do_jogo.wo)
                if opcao == "cabe-a-comissao":
                    self.obs.append(Observacao(f"{ausente} não se apresentou para a partida {numero}: o resultado "
                                               f"cabe à Comissão. {CASO_OMISSO}", (r.artigo_classificacao,),
                                               tipo=Tipo.OMISSO))
                    comissao = True
                    break
                placar = {outro: d.alvo, ausente: 0}
                partidas.append(PartidaDoJogo(numero, {a: placar[a], b: placar[b]}, outro,
                                              f"W.O.: {ausente} não se apresentou; {outro} vence por "
                                              f"{d.alvo} × 0", (r.artigo_classificacao, r.artigo_alvo)))
                ganhas[outro] += 1
                continue
            if not jogadas:
                numero -= 1
                break
            placar, julgada, _no = jogadas.pop(0)
            vencedor = next((t for t, n in placar.items() if n >= d.alvo), None)
            if vencedor is None:
                motivo = f"em andamento ({placar_em_palavras(placar)}): ninguém chegou a {d.alvo} {unidade}"
            else:
                motivo = "jogada"
                ganhas[vencedor] += 1
            partidas.append(PartidaDoJogo(numero, {a: placar[a], b: placar[b]}, vencedor, motivo,
                                          (r.artigo_alvo,), julgada))
            if vencedor is None:
                if jogadas:
                    self.obs.append(Observacao(f"a partida {numero} não terminou e há partidas depois dela: confira "
                                               "o registro", (r.artigo_alvo,), tipo=Tipo.CONFIRA))
                break
        desclassificados: list[str] = []
        if desc is not None and desc.desclassificado is not None:
            fora = desc.desclassificado
            outro = b if fora == a else a
            desclassificados.append(fora)
            opcao = self.escolher(r.leituras_do_jogo.desclassificacao)
            if opcao == "cabe-a-comissao":
                self.obs.append(Observacao(f"{fora} foi desclassificada: as partidas que faltavam cabem à Comissão. "
                                           f"{CASO_OMISSO}", (r.artigo_classificacao,), tipo=Tipo.OMISSO))
                comissao = True
            else:
                while max(ganhas.values()) < precisa:
                    numero = len(partidas) + 1
                    placar = {t: d.alvo if t == outro else 0 for t in (a, b)}
                    partidas.append(PartidaDoJogo(numero, placar, outro,
                                                  f"{fora} desclassificada: {outro} vence a partida que faltava por "
                                                  f"{d.alvo} × 0", (r.artigo_classificacao, r.artigo_alvo)))
                    ganhas[outro] += 1
        for sobra in jogadas if max(ganhas.values()) >= precisa else ():  # unfinished: told above (confira)
            self.obs.append(Observacao(f"uma partida ({placar_em_palavras(sobra[0])}) foi registrada depois de "
                                       "decidido o jogo: não conta", (r.artigo_formato,), tipo=Tipo.IRREGULARIDADE))
        vencedor = next((t for t, n in ganhas.items() if n >= precisa), None) if not comissao else None
        if vencedor is None and not comissao:
            self.obs.append(Observacao(f"o jogo ainda não terminou: {a} {ganhas[a]} × {b} {ganhas[b]} em partidas "
                                       f"(vence quem ganhar {precisa})", (r.artigo_formato,), tipo=Tipo.NOTA))
        return JogoJulgado(d, partidas, vencedor, desclassificados, self.obs)


def julgar_jogo(doc: DocJogo, selecao: Selecao = PADRAO) -> JogoJulgado:
    """The jogo ruled under ``selecao`` (the jogo's own ``leituras:`` above it); each reading consulted is said with
    what every other option gives (the jogo ruled again under it)."""
    juiz = _Juiz(doc, selecao)
    resultado = juiz.julgar()
    for id_, e in juiz.escolhas.items():
        partes = [f"{e.rotulo} ({id_}: {e.opcao}): {e.descricao}."]
        if e.omisso:
            partes.append(CASO_OMISSO)
        for o in e.leitura.outras(e.opcao):
            outro = _Juiz(doc, selecao.com_cenario({id_: o.id})).julgar()
            partes.append(f"A outra leitura ({o.id}) daria vencedor {outro.vencedor or 'nenhum (cabe à Comissão)'}.")
        resultado.observacoes.append(Observacao(" ".join(partes), e.leitura.artigos, tipo=Tipo.LEITURA, leitura=id_,
                                                opcao=e.opcao, esclarecimento=e.esclarecimento, omisso=e.omisso))
    return resultado


# --- standings ----------------------------------------------------------------------------------------------------

CAMPOS = {"vitorias": "vitorias", "partidas": "partidas", "pontos": "tentos", "saldo": "saldo"}


@dataclass
class LinhaDaTabela:
    equipe: str
    vitorias: int = 0
    partidas: int = 0
    tentos: int = 0
    saldo: int = 0
    jogos: int = 0
    posicao: int = 0
    criterio: str | None = None

    def json(self) -> dict[str, Any]:
        return {"posicao": self.posicao, "equipe": self.equipe, "vitorias": self.vitorias, "partidas": self.partidas,
                "tentos": self.tentos, "saldo": self.saldo, "criterio": self.criterio, "jogos": self.jogos}


@dataclass
class Tabela:
    sistema: Sistema
    linhas: list[LinhaDaTabela]
    observacoes: list[Observacao]
    nome: str | None = None
    semente: int | str | None = None

    def json(self) -> dict[str, Any]:
        return {"versao": 3, "regulamento": self.sistema.id, "torneio": self.nome, "semente": self.semente,
                "classificacao": [linha.json() for linha in self.linhas],
                "observacoes": [o.json() for o in self.observacoes]}


def classificar(s: Sistema, jogos: list[JogoJulgado], semente: int | str | None = None, selecao: Selecao = PADRAO,
                nome: str | None = None, outras: bool = True, folgas: Mapping[str, tuple[int, int, int]] | None = None,
                sorteio: Sequence[str] | None = None) -> Tabela:
    """The standings of ``jogos`` of ``s``: by the order of the reading ``ordem-da-classificacao`` (victories —
    adversaries defeated —, partidas won, points, balance, head-to-head, draw by default); a jogo without a winner
    stays out, said in an observation. A tournament's phase (contract v3 §13) adds ``folgas`` — per side, the
    folgas counted as jogos won by W.O. and the partidas and points each gives — and ``sorteio``, its draw's order,
    which settles a draw left without ``semente``."""
    r = s.partida()
    leitura = r.leituras_do_jogo.classificacao
    escolha = selecao.escolher(leitura)
    ordem = ORDENS[escolha.opcao]
    obs: list[Observacao] = []
    linhas: dict[str, LinhaDaTabela] = {}
    confrontos: dict[frozenset[str], str] = {}
    for i, j in enumerate(jogos, 1):
        a, b = j.doc.nomes
        for t in (a, b):
            linhas.setdefault(t, LinhaDaTabela(t))
        if j.vencedor is None:
            obs.append(Observacao(f"o jogo {i} ({a} × {b}) não tem vencedor ainda: fica fora da classificação",
                                  (r.artigo_classificacao,), tipo=Tipo.NOTA))
            continue
        for t, tot in j.totais.items():
            linha = linhas[t]
            linha.partidas += tot["partidas"]
            linha.tentos += tot["tentos"]
            linha.saldo += tot["saldo"]
            linha.jogos += 1
        linhas[j.vencedor].vitorias += 1
        confrontos[frozenset((a, b))] = j.vencedor
        obs += [o for o in j.observacoes if o.tipo is not Tipo.LEITURA]
    for t, (k, partidas, pontos) in (folgas or {}).items():  # each a jogo won by W.O., against no one
        linha = linhas.setdefault(t, LinhaDaTabela(t))
        linha.vitorias += k
        linha.jogos += k
        linha.partidas += k * partidas
        linha.tentos += k * pontos
        linha.saldo += k * pontos
    chaves = [c for c in ordem if c in CAMPOS]

    def valor(linha: LinhaDaTabela) -> tuple[int, ...]:
        return tuple(getattr(linha, CAMPOS[c]) for c in chaves)

    ordenadas = sorted(linhas.values(), key=lambda x: (tuple(-v for v in valor(x)), x.equipe))
    # groups tied on every figure: head-to-head between two, then the draw
    grupos: list[list[LinhaDaTabela]] = []
    for linha in ordenadas:
        if grupos and valor(grupos[-1][0]) == valor(linha):
            grupos[-1].append(linha)
        else:
            grupos.append([linha])
    final: list[LinhaDaTabela] = []
    sorteio_pendente: list[list[str]] = []
    for g in grupos:
        if len(g) == 2 and frozenset(x.equipe for x in g) in confrontos:
            v = confrontos[frozenset(x.equipe for x in g)]
            g.sort(key=lambda x: x.equipe != v)
            g[0].criterio = "confronto"
        elif len(g) >= 2:
            nomes = sorted(x.equipe for x in g)
            if semente is not None:  # contract v2 §11: sorted by name, then Random(semente).shuffle
                random.Random(semente).shuffle(nomes)
            elif sorteio is not None and all(x in sorteio for x in nomes):  # v3 §13: the sides' order in sorteio
                nomes.sort(key=list(sorteio).index)
            else:
                sorteio_pendente.append(nomes)
            g.sort(key=lambda x: nomes.index(x.equipe))
            # the draw placed each above the next; with no seed nor sorteio, every row of the group awaits it
            for x in g if semente is None and sorteio is None else g[:-1]:
                x.criterio = "sorteio"
        final += g
    for pos, linha in enumerate(final, 1):
        linha.posicao = pos
        if linha.criterio is None and pos < len(final):
            seguinte = final[pos]
            linha.criterio = next((c for c, x, y in zip(chaves, valor(linha), valor(seguinte), strict=True) if x != y),
                                  None)
        if linha.criterio is not None:
            linha.criterio = f"{r.artigo_classificacao}, {linha.criterio}"
    for nomes in sorteio_pendente:
        obs.append(Observacao(f"entre {', '.join(nomes)} a ordem aguarda o sorteio: sem semente no torneio, cabe à "
                              "Comissão sorteá-la", (r.artigo_classificacao,), tipo=Tipo.NOTA))
    texto = f"{escolha.rotulo} ({leitura.id}: {escolha.opcao}): {escolha.descricao}."
    if escolha.omisso:
        texto += f" {CASO_OMISSO}"
    for o in leitura.outras(escolha.opcao) if outras else ():
        outra = [x.equipe for x in classificar(s, jogos, semente, selecao.com_cenario({leitura.id: o.id}), nome,
                                               outras=False, folgas=folgas, sorteio=sorteio).linhas]
        daria = "a mesma ordem" if outra == [x.equipe for x in final] else f"a ordem {', '.join(outra)}"
        texto += f" A outra leitura ({o.id}) daria {daria}."
    obs.append(Observacao(texto, leitura.artigos, tipo=Tipo.LEITURA, leitura=leitura.id, opcao=escolha.opcao,
                          esclarecimento=escolha.esclarecimento, omisso=escolha.omisso))
    return Tabela(s, final, obs, nome, semente)


CHAVES_TORNEIO = ("versao", "regulamento", "torneio", "semente", "leituras", "jogos")


@dataclass(frozen=True, slots=True)
class DocTorneio:
    sistema: Sistema
    nome: str | None
    semente: int | None
    leituras: dict[str, str]
    jogos: tuple[DocJogo, ...]
    arquivo: str


def carregar_torneio(caminho: str | Path) -> DocTorneio:
    """A §11 tournament file of a system of duplas: its jogos, each a §12 jogo file (``arquivo:``) or inline with
    ``duplas: [X, Y]`` (``equipes:``, ``lados:``). Raises :class:`CenarioInvalido` (every problem, located)."""
    no, arquivo = raiz(caminho, TORNEIO)
    return ler_torneio(caso_ou_documento(no, "jogos"), arquivo)


def ler_torneio(no: Node, arquivo: str) -> DocTorneio:
    """The tournament whose document is ``no`` (already composed)."""
    le = _LeitorJogo(arquivo)
    id_ = P.regulamento_do_no(no, arquivo)
    s = sistema(id_)
    pares = le.mapeamento(no, "torneio", CHAVES_TORNEIO) if isinstance(no, MappingNode) else None
    if pares is None:
        if not isinstance(no, MappingNode):
            le.tipo(no, "um mapeamento com jogos", "torneio")
        raise CenarioInvalido(le.problemas)
    nos = {c: v for c, _k, v in pares}
    nome = le.linha(nos["torneio"], "torneio") if "torneio" in nos else None
    semente = le.inteiro(nos["semente"], "semente", 0, 2**63) if "semente" in nos else None
    leituras: dict[str, str] = {}
    if "leituras" in nos:
        from arbitro.cenario.leituras import ler_escolhas

        leituras, problemas = ler_escolhas(nos["leituras"], arquivo, P.registro(s))
        le.problemas += problemas
    if "jogos" not in nos:
        le.erro(no, "falta a chave obrigatória 'jogos'")
    jogos: list[DocJogo] = []
    vistos: Lidas = {}
    partidas: Lidas = {}
    for i, item in enumerate(le.lista(nos["jogos"], "jogos") or () if "jogos" in nos else (), 1):
        onde = f"jogo {i}"
        try:
            jogos.append(_jogo_do_torneio(le, item, onde, s, arquivo, vistos, partidas))
        except CenarioInvalido as e:
            le.problemas += e.problemas
    if le.problemas:
        raise CenarioInvalido(le.problemas)
    return DocTorneio(s, nome, semente, leituras, tuple(jogos), arquivo)


def _jogo_do_torneio(le: _LeitorJogo, item: Node, onde: str, s: Sistema, arquivo: str, vistos: Lidas,
                     partidas: Lidas) -> DocJogo:
    if not isinstance(item, MappingNode):
        le.tipo(item, "um mapeamento: {arquivo: ...} ou {duplas: [X, Y], partidas: [...]}", onde)
        raise CenarioInvalido([])
    chaves = {k.value: v for k, v in item.value if isinstance(k, ScalarNode)}
    if "arquivo" in chaves:
        caminho = arquivo_referido(le, chaves["arquivo"], arquivo, (Path(arquivo).resolve(),))
        if caminho is None or ja_contado(le, chaves["arquivo"], caminho, vistos, onde, f"do {onde}", "o mesmo jogo"):
            raise CenarioInvalido([])
        no, nome = raiz(caminho, JOGO)
        doc = ler_jogo(caso_ou_documento(no, "partidas"), nome, vistos=partidas)
        if doc.sistema.id != s.id:
            le.erro(chaves["arquivo"], f"{onde}: o jogo de {caminho.name} é de {doc.sistema.nome}; o torneio é de "
                                       f"{s.nome}")
            raise CenarioInvalido([])
        return doc
    dados = [c for c in P.LADOS if c in chaves]
    if not dados:
        le.erro(item, f"{onde}: falta a chave 'duplas: [X, Y]' (as duas duplas do jogo)")
        raise CenarioInvalido([])
    nomes = [n for n, _ in le_nomes(le, chaves[dados[0]], f"{onde}: {dados[0]}")]
    if len(nomes) != 2 or nomes[0] == nomes[1]:
        le.erro(chaves[dados[0]], f"{onde}: {dados[0]}: um jogo tem duas duplas diferentes")
        raise CenarioInvalido([])
    sem_lados = MappingNode(item.tag, [(k, v) for k, v in item.value
                                       if not (isinstance(k, ScalarNode) and k.value in P.LADOS)],
                            item.start_mark, item.end_mark)
    return ler_jogo(sem_lados, arquivo, {n: () for n in nomes}, s.id, partidas)


def jogo_do_torneio(item: Node, onde: str, s: Sistema, arquivo: str, vistos: Lidas, partidas: Lidas) -> DocJogo:
    """A tournament entry's jogo (``arquivo:`` or inline with ``duplas: [X, Y]``) of the system ``s``; raises
    :class:`CenarioInvalido` with its problems, located."""
    le = _LeitorJogo(arquivo)
    try:
        doc = _jogo_do_torneio(le, item, onde, s, arquivo, vistos, partidas)
    except CenarioInvalido as e:
        raise CenarioInvalido([*le.problemas, *e.problemas]) from None
    if le.problemas:
        raise CenarioInvalido(le.problemas)
    return doc


def le_nomes(le: Leitor, no: Node, onde: str) -> list[tuple[str, Node]]:
    saida: list[tuple[str, Node]] = []
    for item in le.lista(no, onde) or ():
        nome = le.nome(item, onde)
        if nome is not None:
            saida.append((nome, item))
    return saida


def classificacao(caminho: str | Path, esclarecimentos: Esclarecimentos | None = None) -> Tabela:
    """The standings of the tournament file at ``caminho`` of a system of duplas (contract v2 §11, v3 §12)."""
    t = carregar_torneio(caminho)
    selecao = PADRAO.com_esclarecimentos(esclarecimentos)
    selecao = selecao.com_esclarecimentos(Esclarecimentos(t.leituras, arquivo=t.arquivo) if t.leituras else None)
    return classificar(t.sistema, [julgar_jogo(j, selecao) for j in t.jogos], t.semente, selecao, t.nome)
