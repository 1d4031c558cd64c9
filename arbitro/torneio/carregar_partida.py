"""Loading a partida file (contract v2 §9) into :class:`Partida`: the voltas as the table played them.

Each volta (and each testa of a testa volta) becomes a volta scenario for the engine: this module builds
its YAML node — the synthetic ``placar``, ``trios``, ``mesa`` and ``modalidade`` placed at the partida's
own ``trios``/``assentos`` nodes, plus the volta's ``eventos`` and other volta keys as written — and hands
it to the scenario loader, so every event is validated with its real line. The score of each volta is the
previous one's result, known only when ruling (:mod:`arbitro.torneio.partida`): the scenarios are loaded
with the partida's opening score and re-scored there.

Refused, located (§9): seats that do not alternate the trios or name unknown players, a testa volta
without three testas (fewer only where the partida ends within them — checked when ruling), play (a card,
points, the baralho…) by a player who is not in that testa, an unknown key.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.leituras import Leitura
from arbitro.nucleo.partida import RegrasComTesta
from arbitro.sistemas import PADRAO, sistema
from arbitro.torneio import documento as D
from arbitro.torneio.laco import ordem_da_mesa
from arbitro.torneio.observacoes import Contexto
from arbitro.torneio.regras import Regras

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.cenario.modelo import Cenario


def _regras_mtg() -> RegrasComTesta:
    """The Truco Cego's partida hooks (:meth:`arbitro.nucleo.sistema.Sistema.partida`): roda, testa, three testas."""
    h = sistema(PADRAO).partida()
    assert isinstance(h, RegrasComTesta)
    return h


TESTAS_POR_VOLTA = _regras_mtg().testas_por_volta  # kept for the callers of this module (the schema)
VERSAO_NA_VOLTA = D.VERSAO in _regras_mtg().versoes_da_volta  # the volta scenario says the partida's version
Modalidade = Literal["roda", "testa"]
LADOS = ("trios", "equipes", "lados")  # contract v3 §12: `equipes:` and `lados:` are aliases of `trios:`
MAOS = ("voltas", "maos")  # contract v3 §12: `maos:` is an alias
SUMULA = ("torneio", "data", "mesa_numero", "juiz")  # contract v3 §12, optional: carried to the súmula (Art. 4)
VERSOES = (2, 3)  # a partida saying v3 keys says `versao: 3` (contract v3, preâmbulo)
CHAVES_PARTIDA = ("versao", "regulamento", "trios", "assentos", "placar_inicial", "leituras", "voltas",
                  "equipes", "lados", "maos", "opcoes", *SUMULA)
CHAVES_DA_VOLTA = ("mao", "testas")  # the partida's own keys of a volta entry
# Keys of a volta scenario that the partida derives: why each cannot be written in a volta.
DERIVADAS = {
    "versao": "vem do cabeçalho da partida",
    "regulamento": "vem do cabeçalho da partida",
    "trios": "vem do cabeçalho da partida",
    "placar": "o placar de cada volta é o da volta anterior (no começo, placar_inicial)",
    "mesa": "a ordem de jogo vem dos assentos e do mão (use mao: quando não é o seguinte)",
    "modalidade": "a modalidade vem da forma da volta: eventos (roda) ou testas (testa)",
    "testa": "a posição de cada testa é a sua ordem em testas:",
}
# Play that only the two players of a testa make; speech (and incidents) by the others is irregular play.
ACOES_DA_TESTA = _regras_mtg().acoes_so_da_testa  # refused by the MTG scenario loader in every testa


def chaves_de_volta() -> tuple[str, ...]:
    """The volta keys a volta entry may carry (contract v2 §7), as the scenario loader knows them."""
    return tuple(c for c in _regras_mtg().chaves_da_volta if c not in DERIVADAS)


@dataclass(frozen=True, slots=True)
class Testa:
    numero: int  # 1–3, the order in the volta
    jogadores: tuple[str, str]  # the testa's mão first
    cenario: Cenario
    no: Node


@dataclass(frozen=True, slots=True)
class Volta:
    numero: int
    modalidade: Modalidade  # as played: `eventos` is a roda, `testas` a testa
    mao: str
    assento: int  # the mão's seat, 0–5
    cenario: Cenario | None  # the roda's scenario
    testas: tuple[Testa, ...]
    no: Node


@dataclass(frozen=True, slots=True)
class Partida:
    regras: Regras
    trios: dict[str, tuple[str, ...]]
    assentos: tuple[str, ...]
    placar_inicial: dict[str, int]
    retomada: bool  # `placar_inicial` given: recording began mid-way
    voltas: tuple[Volta, ...]
    leituras: dict[str, str]
    arquivo: str
    no: Node
    sumula: dict[str, str] = field(default_factory=dict)  # torneio, data, mesa_numero, juiz as written (v3 §12)


def carregar_partida(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Partida, Contexto]:
    """Read and validate the partida file at ``caminho``; raises :class:`CenarioInvalido` with every problem.
    Returns the partida and ``ctx`` under the partida's own ``leituras:``."""
    no, arquivo = D.raiz(caminho, D.PARTIDA)
    return ler_partida(D.caso_ou_documento(no, "voltas"), arquivo, ctx, registro)


def ler_partida(no: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Partida, Contexto]:
    leitor = _LeitorPartida(arquivo)
    nos = leitor.campos(no, "partida", CHAVES_PARTIDA) if isinstance(no, MappingNode) else None
    if nos is None:
        if not isinstance(no, MappingNode):
            leitor.tipo(no, "um mapeamento com trios, assentos e voltas", "partida")
        raise CenarioInvalido(leitor.problemas)
    leitor.aliases(nos, LADOS)
    leitor.aliases(nos, MAOS)
    leitor.exigir(nos, no, ("trios", "assentos", "voltas"), "veja `arbitro novo --tipo partida`")
    cab = leitor.cabecalho(nos, registro, VERSOES)
    leitor.opcoes(nos.get("opcoes"))
    sumula = {c: t for c in SUMULA if (t := leitor.opcional(nos, c)) is not None}
    leitor.regras = cab.regras
    if "trios" in nos:
        leitor.ler_trios(nos["trios"])
    assentos = leitor.assentos(nos["assentos"]) if "assentos" in nos else None
    placar = leitor.placar_inicial(nos.get("placar_inicial"))
    ctx = ctx.camada(cab.leituras, arquivo)
    voltas: tuple[Volta, ...] = ()
    if "voltas" in nos and assentos is not None and placar is not None:
        leitor.contexto = ctx
        voltas = leitor.voltas(nos["voltas"], assentos, placar, nos["trios"], nos["assentos"])
    leitor.falhar_se_problemas()
    assert assentos is not None and placar is not None
    partida = Partida(cab.regras, dict(leitor.trios), assentos, placar, "placar_inicial" in nos, voltas,
                      cab.leituras, arquivo, no, sumula)
    return partida, ctx


def pares_da_testa(assentos: tuple[str, ...], m: int, opcao: str) -> list[tuple[str, str]]:
    """The three testas of a volta whose mão sits at ``m``, each (mão of the testa, opponent): asked of the system's
    hook (:meth:`arbitro.sistemas.mtg.partida.PartidaMTG.pares_da_testa`, Art. 10, III)."""
    return _regras_mtg().pares_da_testa(assentos, m, opcao)


class _LeitorPartida(D.Leitor):
    regras: Regras
    contexto: Contexto

    def aliases(self, nos: dict[str, Node], chaves: tuple[str, ...]) -> None:
        """The first of ``chaves`` given under any of its names (contract v3 §12's aliases); two of them is an
        error, at the second."""
        dadas = [c for c in chaves if c in nos]
        for outra in dadas[1:]:
            self.erro(nos[outra], f"{outra}: já dado em {dadas[0]} (são o mesmo, contrato v3 §12): escreva um só")
        if dadas and dadas[0] != chaves[0]:
            nos[chaves[0]] = nos.pop(dadas[0])

    def opcoes(self, no: Node | None) -> None:
        """``opcoes:`` are the system's options (contract v2 §8); the Truco Cego has none, so only an empty one."""
        if no is None or D._nulo(no):
            return
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento (chave: valor), vazio no Truco Cego", "opcoes")
            return
        for k, _v in cast(list[tuple[Node, Node]], no.value):
            chave = self.chave(k, "opcoes")
            if chave is not None:
                self.erro(k, f"opcoes: {chave!r} não é opção do Truco Cego: o regulamento do MTG não tem opções "
                             "(as do contrato v2 §8 são do argentino e do valenciano); tire a chave")

    def assentos(self, no: Node) -> tuple[str, ...] | None:
        jogadores = self.jogadores or {}
        lidos: list[tuple[str, Node]] = []
        for nome, item in self.nomes(no, "assentos", list(jogadores) if self.jogadores is not None else None):
            if any(nome == n for n, _ in lidos):
                self.erro(item, f"assentos: {nome} aparece duas vezes")
            else:
                lidos.append((nome, item))
        if not self.trios_ok or not isinstance(no, SequenceNode) or len(lidos) != len(no.value):
            return None  # a problem in `trios` or a name above was reported: the count would only repeat it
        total = 2 * self.regras.jogadores_por_trio
        faltam = [j for j in jogadores if j not in {n for n, _ in lidos}]
        if len(no.value) != total or faltam:
            falta = f"; falta(m): {', '.join(faltam)}" if faltam else ""
            self.erro(no, f"assentos: a mesa tem os {total} jogadores, em volta da mesa a partir do mão da 1ª volta, "
                          f"encontrei {len(no.value)}{falta}")
            return None
        for (a, _), (b, nb) in itertools.pairwise(lidos):
            if jogadores[a] == jogadores[b]:
                self.erro(nb, f"assentos: a colocação dos jogadores é alternada (Art. 10, III), mas {a} e {b}, ambos "
                              f"do trio {jogadores[a]}, estão lado a lado")
                return None
        return tuple(n for n, _ in lidos) if len(lidos) == total else None

    def placar_inicial(self, no: Node | None) -> dict[str, int] | None:
        if not self.trios_ok:
            return None
        if no is None:
            return dict.fromkeys(self.trios, 0)
        pares = self.mapeamento(no, "placar_inicial", list(self.trios))
        if pares is None:
            return None
        nota = f" (a partida é de {self.regras.alvo} tentos, {self.regras.artigo_alvo})"
        placar = {t: self.inteiro(v, f"placar_inicial do trio {t}", 0, self.regras.alvo, nota) for t, _k, v in pares}
        for trio in self.trios:
            if trio not in placar:
                self.erro(no, f"placar_inicial: falta o placar do trio {trio}")
        if len(placar) != len(self.trios) or any(v is None for v in placar.values()):
            return None
        if all(v == self.regras.alvo for v in placar.values()):
            # Contract v1 §1: the partida ends when the first trio reaches the target; both cannot be there.
            self.erro(no, f"placar_inicial: os dois trios com {self.regras.alvo} tentos; a partida termina quando o "
                          f"primeiro chega a {self.regras.alvo} ({self.regras.artigo_alvo}), e os dois não podem "
                          "estar lá")
            return None
        return {t: cast(int, placar[t]) for t in self.trios}

    def voltas(self, no: Node, assentos: tuple[str, ...], placar: dict[str, int], no_trios: Node,
               no_assentos: Node) -> tuple[Volta, ...]:
        itens = self.lista(no, "voltas")
        saida: list[Volta] = []
        m = 0
        h = _regras_mtg()
        for i, item in enumerate(itens or (), 1):
            volta = self.volta(i, item, assentos, m, placar, no_trios, no_assentos)
            if volta is not None:
                saida.append(volta)
            # "the deal passes on", as the hook says it to every partida (LacoDaPartida): each testa's pairs need
            # the volta's mão before it is ruled, so it is passed here, where the volta is read
            m = h.proximo(volta.assento if volta is not None else m, len(assentos), self.consultar)
        return tuple(saida)

    def consultar(self, leitura: Leitura, efeito: str | Mapping[str, str]) -> str:
        return self.contexto.escolher(leitura)

    def volta(self, numero: int, no: Node, assentos: tuple[str, ...], m: int, placar: dict[str, int],
              no_trios: Node, no_assentos: Node) -> Volta | None:
        onde = f"volta {numero}"
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento: {eventos: [...]} (roda) ou {testas: [...]} (testa)", onde)
            return None
        pares = self.pares_de_volta(no, onde, (*CHAVES_DA_VOLTA, *chaves_de_volta()))
        nos = {chave: v for chave, (_k, v) in pares.items()}
        assento = m % len(assentos)
        if "mao" in nos:
            nome = self.jogador(nos["mao"], f"{onde}: mao")
            if nome is None:
                return None
            assento = assentos.index(nome)
        mao = assentos[assento]
        base = [D.chave_valor("regulamento", D.escalar(self.regras.sistema, no_trios), no_trios),
                D.chave_valor("trios", D.trios_no(self.trios, no_trios), no_trios)]
        if VERSAO_NA_VOLTA:
            base.insert(0, D.chave_valor("versao", D.escalar(D.VERSAO, no_trios, D.INT), no_trios))
        proprias = [(k, v) for chave, (k, v) in pares.items() if chave not in CHAVES_DA_VOLTA]
        if "testas" not in nos:
            if "eventos" not in nos:
                self.erro(no, f"{onde}: esperava eventos: [...] (volta de roda) ou testas: [...] (volta de testa)")
                return None
            mesa = ordem_da_mesa(assentos, assento)
            cenario = self.cenario_da_volta(base, "roda", placar, mesa, proprias, no_trios, no_assentos, no)
            return None if cenario is None else Volta(numero, "roda", mao, assento, cenario, (), no)
        if "eventos" in nos:
            self.erro(pares["eventos"][0], f"{onde}: numa volta de testa os eventos vão em cada testa "
                                           "(testas: [{eventos: [...]}, …])")
            return None
        testas = self.testas(nos["testas"], onde, assentos, assento, placar, base, proprias, no_trios, no_assentos)
        return None if testas is None else Volta(numero, "testa", mao, assento, None, testas, no)

    def pares_de_volta(self, no: MappingNode, onde: str, validas: tuple[str, ...]) -> dict[str, tuple[Node, Node]]:
        """The keys of a volta or testa entry; a key the partida derives is refused with the reason."""
        saida: dict[str, tuple[Node, Node]] = {}
        for k, v in cast(list[tuple[Node, Node]], no.value):
            chave = self.chave(k, onde)
            if chave is None:
                continue
            if chave in DERIVADAS:
                self.erro(k, f"{onde}: '{chave}' não se escreve na volta: {DERIVADAS[chave]}")
            elif chave not in validas:
                self.erro(k, f"{onde}: chave desconhecida '{chave}'{D._dica(chave, validas)}")
            else:
                saida[chave] = (k, v)
        return saida

    def testas(self, no: Node, onde: str, assentos: tuple[str, ...], m: int, placar: dict[str, int],
               base: list[tuple[Node, Node]], herdadas: list[tuple[Node, Node]], no_trios: Node,
               no_assentos: Node) -> tuple[Testa, ...] | None:
        itens = self.lista(no, f"{onde}: testas")
        if itens is None:
            return None
        if not 1 <= len(itens) <= TESTAS_POR_VOLTA:
            self.erro(no, f"{onde}: uma volta de testa tem {TESTAS_POR_VOLTA} testas, cada jogador contra o seu "
                          f"contrário (Art. 10, III); encontrei {len(itens)}")
            return None
        pares = pares_da_testa(assentos, m, self.contexto.escolher(_regras_mtg().pares))
        saida: list[Testa] = []
        for k, (item, par) in enumerate(zip(itens, pares, strict=False), 1):
            aqui = f"{onde}, testa {k} ({par[0]} × {par[1]})"
            if not isinstance(item, MappingNode):
                self.tipo(item, "um mapeamento {eventos: [...]}", aqui)
                continue
            proprias = self.pares_de_volta(item, aqui, chaves_de_volta())
            if "eventos" not in proprias:
                self.erro(item, f"{aqui}: falta a chave obrigatória 'eventos' (o que aconteceu nesta testa)")
                continue
            nomes = set(proprias)
            juntas = [(kk, v) for kk, v in herdadas if str(cast(ScalarNode, kk).value) not in nomes]
            juntas += list(proprias.values())
            extra = [D.chave_valor("testa", D.escalar(k, item, D.INT), item)] if VERSAO_NA_VOLTA else []
            cenario = self.cenario_da_volta([*base, *extra], "testa", placar, par, juntas, no_trios, no_assentos, item)
            if cenario is not None:
                saida.append(Testa(k, par, cenario, item))
        return tuple(saida) if len(saida) == len(itens) else None

    def cenario_da_volta(self, base: list[tuple[Node, Node]], modalidade: Modalidade, placar: dict[str, int],
                mesa: tuple[str, ...], proprias: list[tuple[Node, Node]], no_trios: Node, no_assentos: Node,
                no: Node) -> Cenario | None:
        pares = [*base,
                 D.chave_valor("modalidade", D.escalar(modalidade, no), no),
                 D.chave_valor("placar", D.placar_no(placar, no_trios), no_trios),
                 D.chave_valor("mesa", D.sequencia([D.escalar(j, no_assentos) for j in mesa], no_assentos),
                               no_assentos),
                 *proprias]
        try:
            return cast("Cenario", sistema(self.regras.sistema).cenario(D.mapa(pares, no), self.arquivo))
        except CenarioInvalido as e:
            self.problemas += e.problemas
            return None
