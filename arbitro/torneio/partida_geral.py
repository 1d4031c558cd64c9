"""A partida of any rule system but the MTG (contract v3 §12), hand by hand over the hand model, on the loop every
system's partida runs on (:class:`~arbitro.torneio.laco.LacoDaPartida`, the MTG's too): the score carried from hand
to hand, the mão passing to the next seat (or ``mao:``), the end at the system's target wherever it falls in a
hand's awards (the hand engine caps them and says who reached it), and what only the system has asked of its hook
(:meth:`arbitro.nucleo.sistema.Sistema.partida`): the mão de onze and de ferro, the camas, the deal.

Each hand is handed to the system's own scenario reader as a node built of the partida's nodes (the sides, the
seats, the options) and the hand's own (``eventos``, ``vira``…), with the score the previous hand left, so every
problem is told at a real line of the file. A partida nobody has won yet is valid input: the result so far.

Public API (no CLI needed): :func:`carregar` / :func:`ler` give a :class:`DocPartida`; :func:`julgar` rules it
into a :class:`PartidaJulgada`; :func:`julgar_partida` does both from a path or a YAML text.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario import nos as N
from arbitro.cenario.acima import PARTIDA, caso_ou_documento, raiz
from arbitro.cenario.leitor import Leitor
from arbitro.cenario.yamlpos import CenarioInvalido, Problema, compor, marca
from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.nucleo.leituras import PADRAO, Esclarecimentos, Escolha, Leitura, Registro, Selecao
from arbitro.nucleo.mao import CASO_OMISSO, placar_em_palavras
from arbitro.nucleo.partida import EstadoDaPartida
from arbitro.sistemas import PADRAO as MTG
from arbitro.sistemas import SistemaDesconhecido, identificar, sistema
from arbitro.torneio.laco import LacoDaPartida, ordem_da_mesa

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.partida import RegrasDaPartida
    from arbitro.nucleo.sistema import Sistema

LADOS = ("duplas", "equipes", "lados")  # contract v3 §12: `equipes:` and `lados:` are aliases everywhere
MAOS = ("voltas", "maos")  # `maos:` is an alias
SUMULA = ("torneio", "data", "mesa_numero", "juiz")  # optional, for the súmula
CHAVES = ("versao", "regulamento", *LADOS, "assentos", "placar_inicial", "camas_iniciais", "opcoes", "leituras",
          *SUMULA, *MAOS)
# Keys of a hand's scenario the partida derives: why each is not written in a hand.
DERIVADAS = {
    "versao": "vem do cabeçalho da partida",
    "regulamento": "vem do cabeçalho da partida",
    "duplas": "vem do cabeçalho da partida",
    "equipes": "vem do cabeçalho da partida",
    "lados": "vem do cabeçalho da partida",
    "trios": "vem do cabeçalho da partida",
    "placar": "o placar de cada mão é o da mão anterior (no começo, placar_inicial)",
    "camas": "as camas de cada mão são as da mão anterior (no começo, camas_iniciais)",
    "mesa": "a ordem de jogo vem dos assentos e do mão (use mao: quando não é o seguinte)",
    "opcoes": "as opções são da partida inteira: escreva opcoes: no cabeçalho",
}


@dataclass(frozen=True, slots=True)
class MaoRegistrada:
    """One hand as the table played it: its node, the player named in ``mao:`` (if any), its own keys."""

    numero: int
    no: Node
    mao: str | None
    proprias: tuple[tuple[Node, Node], ...]


@dataclass(frozen=True, slots=True)
class DocPartida:
    """A partida file, read and checked (the hands are checked when ruled, with the score each one starts at)."""

    sistema: Sistema
    lados: dict[str, tuple[str, ...]]
    assentos: tuple[str, ...]
    placar_inicial: dict[str, int]
    camas_iniciais: dict[str, int]
    retomada: bool  # `placar_inicial` or `camas_iniciais` given: the recording began mid-way
    opcoes: dict[str, int | bool]
    maos: tuple[MaoRegistrada, ...]
    leituras: dict[str, str]
    sumula: dict[str, str]  # torneio, data, mesa_numero, juiz, as written
    arquivo: str
    no: Node
    no_lados: Node
    no_assentos: Node
    no_opcoes: Node | None

    @property
    def regras(self) -> RegrasDaPartida:
        return self.sistema.partida()

    @property
    def alvo(self) -> int:
        return self.regras.alvo(self.opcoes)


@dataclass(frozen=True, slots=True)
class MaoJulgada:
    numero: int
    mao: str
    decisao: Decisao
    placar_depois: dict[str, int]
    camas: dict[str, int] | None = None  # valenciano: the camas after the hand

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"numero": self.numero, "mao": self.mao, "decisao": self.decisao.json(),
                                 "placar_depois": dict(self.placar_depois)}
        if self.camas is not None:
            saida["camas"] = dict(self.camas)
        return saida


@dataclass
class PartidaJulgada:
    """The partida ruled (contract v3 §12): each hand, the final score (the last cama's, in the valenciano), the
    winner or None (the result so far), the observations of the partida."""

    doc: DocPartida
    maos: list[MaoJulgada]
    placar_final: dict[str, int]
    vencedor: str | None
    observacoes: list[Observacao] = field(default_factory=list)
    camas: dict[str, int] | None = None

    def json(self) -> dict[str, Any]:
        d = self.doc
        saida: dict[str, Any] = {"versao": 3, "regulamento": d.sistema.id,
                                 "duplas": {t: list(js) for t, js in d.lados.items()},
                                 "assentos": list(d.assentos), "placar_inicial": dict(d.placar_inicial)}
        if self.camas is not None:
            saida["camas_iniciais"] = dict(d.camas_iniciais)
        saida.update(voltas=[m.json() for m in self.maos], placar_final=dict(self.placar_final),
                     vencedor=self.vencedor)
        if self.camas is not None:
            saida["camas"] = dict(self.camas)
        saida["observacoes"] = [o.json() for o in self.observacoes]
        return saida


# --- reading the file -------------------------------------------------------------------------------------------

def regulamento_do_no(no: Node, arquivo: str) -> str:
    """The system id a document's ``regulamento:`` names (MTG when absent); an unknown one is invalid input."""
    if isinstance(no, MappingNode):
        for k, v in no.value:
            if isinstance(k, ScalarNode) and k.value == "regulamento" and isinstance(v, ScalarNode):
                nome = str(v.value).strip()
                id_ = identificar(nome)
                if id_ is None:
                    raise CenarioInvalido([marca(v, arquivo, str(SistemaDesconhecido(nome)))])
                return id_
    return MTG


def carregar(caminho: str | Path) -> DocPartida:
    """The partida file at ``caminho`` read and checked; raises :class:`CenarioInvalido` (every problem, located)."""
    no, arquivo = raiz(caminho, PARTIDA)
    return ler(caso_ou_documento(no, "voltas"), arquivo)


def ler(no: Node, arquivo: str) -> DocPartida:
    """The partida whose document is ``no`` (already composed)."""
    return _Leitor(arquivo).partida(no)


class _Leitor(Leitor):
    def partida(self, no: Node) -> DocPartida:
        id_ = regulamento_do_no(no, self.arquivo)
        if id_ == MTG:
            raise CenarioInvalido([marca(no, self.arquivo, "esta é a partida de duplas do contrato v3 §12; a do "
                                                           "Truco Cego (trios, roda e testa) é a do contrato v2 §9")])
        s = sistema(id_)
        pares = self.mapeamento(no, "partida", [*CHAVES, "trios"]) if isinstance(no, MappingNode) else None
        if pares is None:
            if not isinstance(no, MappingNode):
                self.tipo(no, "um mapeamento com duplas, assentos e voltas", "partida")
            raise CenarioInvalido(self.problemas)
        nos: dict[str, Node] = {}
        chaves_nos: dict[str, Node] = {}
        for chave, k, v in pares:
            nos[chave], chaves_nos[chave] = v, k
        if "trios" in nos:
            self.erro(chaves_nos["trios"], f"trios: é do Truco Cego; no {s.nome} os lados são duplas: (ou equipes:, "
                                           "lados:)")
        lados_dados = [c for c in LADOS if c in nos]
        if len(lados_dados) > 1:
            self.erro(chaves_nos[lados_dados[1]], f"{lados_dados[1]}: os lados já foram dados em {lados_dados[0]}: "
                                                  "escreva um só")
        maos_dados = [c for c in MAOS if c in nos]
        if len(maos_dados) > 1:
            self.erro(chaves_nos[maos_dados[1]], f"{maos_dados[1]}: as mãos já foram dadas em {maos_dados[0]}: "
                                                 "escreva um só")
        for chave, falta in (("duplas", lados_dados), ("assentos", "assentos" in nos), ("voltas", maos_dados)):
            if not falta:
                self.erro(no, f"falta a chave obrigatória '{chave}' (veja `arbitro novo --tipo partida --sistema "
                              f"{s.id}`)")
        if "versao" in nos:
            versao = self.inteiro(nos["versao"], "versao", 0, 10**6)
            if versao is not None and versao not in (2, 3):
                self.erro(nos["versao"], f"versao {versao}: a partida de duplas é do contrato v3; escreva versao: 3")
        lados = self.lados(nos[lados_dados[0]], s) if lados_dados else None
        regras = s.partida()
        opcoes = self.opcoes(nos.get("opcoes"))
        alvo = regras.alvo(opcoes)
        assentos = self.assentos(nos["assentos"], lados) if "assentos" in nos and lados else None
        placar = self.placar(nos.get("placar_inicial"), lados, alvo, "placar_inicial", regras) if lados else None
        vencer = regras.camas_para_vencer(opcoes)
        camas: dict[str, int] = {}
        if "camas_iniciais" in nos and not regras.camas:
            self.erro(chaves_nos["camas_iniciais"], f"camas_iniciais: o {s.nome} não se joga em camas")
        elif regras.camas and lados:
            camas = self.camas(nos.get("camas_iniciais"), lados, vencer, regras) or {}
        leituras: dict[str, str] = {}
        if "leituras" in nos:
            from arbitro.cenario.leituras import ler_escolhas

            leituras, problemas = ler_escolhas(nos["leituras"], self.arquivo, registro(s))
            self.problemas += problemas
        sumula = {c: t for c in SUMULA if c in nos and (t := self.linha(nos[c], c)) is not None}
        maos = self.maos(nos[maos_dados[0]], assentos or ()) if maos_dados else ()
        if self.problemas:
            raise CenarioInvalido(self.problemas)
        assert lados is not None and assentos is not None and placar is not None
        return DocPartida(s, lados, assentos, placar, camas, "placar_inicial" in nos or "camas_iniciais" in nos,
                          opcoes, maos, leituras, sumula, self.arquivo, no, nos[lados_dados[0]], nos["assentos"],
                          nos.get("opcoes"))

    def lados(self, no: Node, s: Sistema) -> dict[str, tuple[str, ...]] | None:
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento {Dupla: [jogadores]}", "duplas")
            return None
        lados: dict[str, tuple[str, ...]] = {}
        vistos: set[str] = set()
        for k, v in no.value:
            nome = self.nome(k, "duplas")
            itens = self.lista(v, f"duplas: {nome}") if nome is not None else None
            if nome is None or itens is None:
                continue
            js = []
            for item in itens:
                j = self.nome(item, f"duplas: {nome}")
                if j is None:
                    continue
                if j in vistos:
                    self.erro(item, f"duplas: {j} aparece duas vezes")
                vistos.add(j)
                js.append(j)
            if len(js) not in s.formato.jogadores:
                self.erro(v, f"duplas: {nome} tem {len(js)} jogador(es); no {s.nome} cada lado tem "
                             f"{' ou '.join(str(n) for n in s.formato.jogadores)}")
            lados[nome] = tuple(js)
        if len(lados) != 2:
            self.erro(no, f"duplas: uma partida tem dois lados; encontrei {len(lados)}")
            return None
        if len({len(js) for js in lados.values()}) != 1:
            self.erro(no, "duplas: os dois lados têm o mesmo número de jogadores")
            return None
        return lados

    def opcoes(self, no: Node | None) -> dict[str, int | bool]:
        """The options as written (the hand's scenario reader checks them, at this node, on the first hand)."""
        if no is None or not isinstance(no, MappingNode):
            return {}
        saida: dict[str, int | bool] = {}
        for k, v in no.value:
            if isinstance(k, ScalarNode) and isinstance(v, ScalarNode):
                valor = str(v.value).strip().lower()
                if valor.isdigit():
                    saida[str(k.value)] = int(valor)
                elif valor in ("true", "false", "sim", "não", "nao"):
                    saida[str(k.value)] = valor in ("true", "sim")
        return saida

    def assentos(self, no: Node, lados: dict[str, tuple[str, ...]]) -> tuple[str, ...] | None:
        lado_de = {j: t for t, js in lados.items() for j in js}
        itens = self.lista(no, "assentos")
        if itens is None:
            return None
        lidos: list[tuple[str, Node]] = []
        for item in itens:
            nome = self.nome(item, "assentos")
            if nome is None:
                continue
            if nome not in lado_de:
                dica = self.dica(nome, list(lado_de), "jogadores")
                self.erro(item, f"assentos: {nome!r} não joga nesta partida{dica}")
            elif any(nome == n for n, _ in lidos):
                self.erro(item, f"assentos: {nome} aparece duas vezes")
            else:
                lidos.append((nome, item))
        faltam = [j for j in lado_de if j not in {n for n, _ in lidos}]
        if faltam:
            self.erro(no, f"assentos: em volta da mesa, a partir do mão da 1ª mão, todos os {len(lado_de)} jogadores; "
                          f"falta(m): {', '.join(faltam)}")
            return None
        for (a, _), (b, nb) in itertools.pairwise(lidos):
            if lado_de[a] == lado_de[b]:
                self.erro(nb, f"assentos: as duplas se alternam em volta da mesa, mas {a} e {b}, ambos de "
                              f"{lado_de[a]}, estão lado a lado")
                return None
        return tuple(n for n, _ in lidos)

    def placar(self, no: Node | None, lados: dict[str, tuple[str, ...]], alvo: int, onde: str,
               regras: RegrasDaPartida) -> dict[str, int] | None:
        if no is None:
            return dict.fromkeys(lados, 0)
        pares = self.mapeamento(no, onde, list(lados))
        if pares is None:
            return None
        oque = "a cama" if regras.camas else "a partida"
        limite = alvo - 1 if regras.camas else alvo  # a cama reached is a cama won: the next starts at 0
        placar = {t: self.inteiro(v, f"{onde} de {t}", 0, limite, f" ({oque} é de {alvo}, {regras.artigo_alvo})")
                  for t, _k, v in pares}
        for t in lados:
            if t not in placar:
                self.erro(no, f"{onde}: falta o placar de {t}")
        if any(placar.get(t) is None for t in lados):
            return None
        saida = {t: int(placar[t] or 0) for t in lados}
        if all(n >= alvo for n in saida.values()):
            self.erro(no, f"{onde}: os dois lados com {alvo}; {oque} termina quando o primeiro chega a {alvo} "
                          f"({regras.artigo_alvo})")
            return None
        return saida

    def camas(self, no: Node | None, lados: dict[str, tuple[str, ...]], vencer: int,
              regras: RegrasDaPartida) -> dict[str, int] | None:
        if no is None:
            return dict.fromkeys(lados, 0)
        pares = self.mapeamento(no, "camas_iniciais", list(lados))
        if pares is None:
            return None
        camas = {t: self.inteiro(v, f"camas_iniciais de {t}", 0, vencer - 1,
                                 f" (com {vencer} a partida já teria terminado, {regras.artigo_alvo})")
                 for t, _k, v in pares}
        return {t: int(camas.get(t) or 0) for t in lados}

    def maos(self, no: Node, assentos: tuple[str, ...]) -> tuple[MaoRegistrada, ...]:
        itens = self.lista(no, "voltas")
        saida: list[MaoRegistrada] = []
        for i, item in enumerate(itens or (), 1):
            onde = f"mão {i}"
            if not isinstance(item, MappingNode):
                self.tipo(item, "um mapeamento {eventos: [...]}", onde)
                continue
            mao: str | None = None
            proprias: list[tuple[Node, Node]] = []
            for k, v in item.value:
                chave = self.chave(k, onde)
                if chave is None:
                    continue
                if chave == "mao":
                    mao = self.nome(v, f"{onde}: mao")
                    if mao is not None and assentos and mao not in assentos:
                        self.erro(v, f"{onde}: mao: {mao!r} não joga nesta partida"
                                     f"{self.dica(mao, list(assentos), 'jogadores')}")
                        mao = None
                elif chave in DERIVADAS:
                    self.erro(k, f"{onde}: '{chave}' não se escreve na mão: {DERIVADAS[chave]}")
                else:
                    proprias.append((k, v))
            if not any(str(k.value) == "eventos" for k, _v in proprias):
                self.erro(item, f"{onde}: falta a chave obrigatória 'eventos' (o que aconteceu nesta mão)")
            saida.append(MaoRegistrada(i, item, mao, tuple(proprias)))
        return tuple(saida)


def registro(s: Sistema) -> Registro:
    """Every reading a partida (or jogo) file of ``s`` may select: its hand's and those above the hand (the system's
    registry holds both, as the MTG's)."""
    return s.leituras()


# --- ruling ---------------------------------------------------------------------------------------------------

@dataclass
class _Consultas:
    selecao: Selecao
    escolhas: dict[str, Escolha] = field(default_factory=dict)
    efeitos: dict[str, dict[str, str]] = field(default_factory=dict)  # reading -> option -> what it does here

    def consultar(self, leitura: Leitura, efeito: str | Mapping[str, str]) -> str:
        e = self.escolhas.get(leitura.id)
        if e is None:
            e = self.escolhas[leitura.id] = self.selecao.escolher(leitura)
            self.efeitos[leitura.id] = dict(efeito) if isinstance(efeito, Mapping) else {e.opcao: efeito}
        return e.opcao


class _Juiz(LacoDaPartida[MaoRegistrada, "RegrasDaPartida"]):
    """The partida of duplas on the one loop (:class:`~arbitro.torneio.laco.LacoDaPartida`): a unit is a hand."""

    def __init__(self, doc: DocPartida, selecao: Selecao) -> None:
        self.d = doc
        self.s = doc.sistema
        self.c = _Consultas(selecao.com_esclarecimentos(Esclarecimentos(doc.leituras, arquivo=doc.arquivo)
                                                        if doc.leituras else None))
        estado = EstadoDaPartida(dict(doc.placar_inicial), doc.alvo, dict(doc.opcoes), dict(doc.camas_iniciais))
        super().__init__(doc.regras, estado, len(doc.assentos), camas=doc.regras.camas)
        self.obs: list[Observacao] = []
        self.problemas: list[Problema] = []
        self.maos: list[MaoJulgada] = []

    def julgar(self) -> PartidaJulgada:
        self.percorrer(self.d.maos)
        if self.problemas:
            raise CenarioInvalido(self.problemas)
        camas = dict(self.estado.camas) if self.r.camas else None
        return PartidaJulgada(self.d, self.maos, dict(self.estado.placar), self.estado.vencedor, self.obs, camas)

    def assento(self, unidade: MaoRegistrada, passado: int) -> int:
        return passado if unidade.mao is None else self.d.assentos.index(unidade.mao)

    def consultar(self, leitura: Leitura, efeito: str | Mapping[str, str]) -> str:
        return self.c.consultar(leitura, efeito)

    def depois_do_fim(self, unidade: MaoRegistrada, assento: int) -> None:
        self.obs.append(Observacao(f"a mão {unidade.numero} foi registrada depois de encerrada a partida "
                                   f"({self.estado.vencedor} já a tinha vencido): não conta",
                                   (self.r.artigo_alvo,), tipo=Tipo.IRREGULARIDADE))
        self.cenario(unidade, assento)  # still checked: a problem in it is a problem of the file

    def jogar(self, unidade: MaoRegistrada, assento: int, ultima: bool) -> None:
        # a hand in progress is the hand engine's (its ruling so far): the last one needs nothing more here
        self.mao(unidade, assento)

    def cenario(self, mao: MaoRegistrada, assento: int) -> Any:
        d = self.d
        mesa = ordem_da_mesa(d.assentos, assento)
        pares = [N.chave_valor("versao", N.escalar(2, d.no_lados, N.INT), d.no_lados),
                 N.chave_valor("regulamento", N.escalar(self.s.id, d.no_lados), d.no_lados),
                 N.chave_valor("duplas", N.trios_no(d.lados, d.no_lados), d.no_lados),
                 N.chave_valor("mesa", N.sequencia([N.escalar(j, d.no_assentos) for j in mesa], d.no_assentos),
                               d.no_assentos),
                 N.chave_valor("placar", N.placar_no(self.estado.placar, d.no_lados), d.no_lados)]
        if self.r.camas:
            pares.append(N.chave_valor("camas", N.placar_no(self.estado.camas, d.no_lados), d.no_lados))
        if d.no_opcoes is not None:
            pares.append(N.chave_valor("opcoes", d.no_opcoes, d.no_opcoes))
        try:
            return self.s.cenario(N.mapa([*pares, *mao.proprias], mao.no), d.arquivo)
        except CenarioInvalido as e:
            vistos = set(self.problemas)
            self.problemas += [p for p in e.problemas if p not in vistos]
            return None

    def mao(self, mao: MaoRegistrada, assento: int) -> None:
        cenario = self.cenario(mao, assento)
        if cenario is None:
            return
        self.obs += self.r.antes(self.estado, mao.numero)
        decisao = self.s.resolver(cenario, self.c.selecao)
        decisao, obs = self.carregar(mao.numero, cenario, decisao, f"na mão {mao.numero}")
        self.obs += obs
        camas = dict(self.estado.camas) if self.r.camas else None
        # the score the hand left: a cama closed shows its final score (the next one starts in the next hand's ruling)
        self.maos.append(MaoJulgada(mao.numero, self.d.assentos[assento], decisao, dict(decisao.placar_final), camas))


def julgar(doc: DocPartida, selecao: Selecao = PADRAO, *, outras: bool = True) -> PartidaJulgada:
    """The partida ruled hand by hand under ``selecao`` (the commission's clarifications; the partida's own
    ``leituras:`` above them); each reading of the partida consulted says the option applied and what every other
    option gives (the partida ruled again under it; ``outras=False`` leaves that out: the table's ruling after each
    key, which lists the readings applied and does not rule the partida again per key). Raises
    :class:`CenarioInvalido` for a hand that cannot be read."""
    juiz = _Juiz(doc, selecao)
    r = juiz.julgar()
    for id_, e in juiz.c.escolhas.items():
        r.observacoes.append(_observacao(doc, selecao, e, juiz.c.efeitos[id_], r, outras))
    return r


def _observacao(doc: DocPartida, selecao: Selecao, e: Escolha, efeitos: dict[str, str],
                r: PartidaJulgada, outras: bool = True) -> Observacao:
    partes = [f"{e.rotulo} ({e.leitura.id}: {e.opcao}): {efeitos.get(e.opcao) or e.descricao}."]
    if e.omisso:
        partes.append(CASO_OMISSO)
    for o in e.leitura.outras(e.opcao) if outras else ():
        outra = _Juiz(doc, selecao.com_cenario({e.leitura.id: o.id})).julgar()
        final = placar_em_palavras(outra.placar_final)
        mudou = "o mesmo resultado" if (outra.placar_final, outra.vencedor) == (r.placar_final, r.vencedor) else \
            f"placar final {final}" + (f", {outra.vencedor} vence" if outra.vencedor else ", sem vencedor ainda")
        partes.append(f"A outra leitura ({o.id}: {o.descricao}) daria {mudou}.")
    return Observacao(" ".join(partes), e.leitura.artigos, tipo=Tipo.LEITURA, leitura=e.leitura.id, opcao=e.opcao,
                      esclarecimento=e.esclarecimento, omisso=e.omisso)


def julgar_partida(fonte: str | Path, esclarecimentos: Esclarecimentos | None = None,
                   arquivo: str = "<partida>") -> PartidaJulgada:
    """The partida at the path ``fonte`` (a :class:`~pathlib.Path`) or in the YAML text ``fonte`` (a ``str``; named
    ``arquivo`` in messages) ruled — the server's "partida so far" after each event. Raises :class:`CenarioInvalido`."""
    if isinstance(fonte, Path):
        doc = carregar(fonte)
    else:
        doc = ler(caso_ou_documento(compor(fonte, arquivo, PARTIDA), "voltas"), arquivo)
    return julgar(doc, PADRAO.com_esclarecimentos(esclarecimentos))

