"""Loading a jogo file (contract v2 §10) into :class:`Jogo`: the partidas as played and the occurrences.

A partida is a final score (``{Os Tauras: 24, Querência: 15}``) or a §9 partida file (``arquivo:``, relative
to the jogo file), ruled here. Refused, located: a score outside 0–24 or with both trios at 24, ``partida: N``
beyond the jogo, an occurrence naming an unknown player or trio, a substitute who is not a registered reserve
of that trio, an ``arquivo:`` that is missing, unreadable or refers back to itself, an unknown key. Whether a
score can end its partida depends on the occurrences that stopped it, and is checked when ruling
(:mod:`arbitro.torneio.jogo`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, cast

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.leituras import Leitura
from arbitro.nucleo.texto import quantos
from arbitro.torneio import documento as D
from arbitro.torneio.observacoes import Contexto
from arbitro.torneio.regras import CONDUTAS, FORMATOS, Regras

CHAVES_JOGO = ("versao", "regulamento", "formato", "torneio", "data", "mesa_numero", "juiz", "capatazes", "trios",
               "reservas", "partidas", "ocorrencias", "leituras")
TipoOcorrencia = Literal["atraso", "conduta", "substituicao", "rodizio_de_testa", "tempo_esgotado", "reclamacao"]
# Each occurrence kind (its key) and the other keys it takes (contract v2 §10).
OCORRENCIAS: dict[str, tuple[str, ...]] = {
    "atraso": ("minutos", "partida"),
    "conduta": ("jogador", "trio", "partida", "advertido", "testa_autorizado"),
    "substituicao": ("partida", "momento", "autorizada_pela_comissao"),
    "rodizio_de_testa": ("partida",),
    "tempo_esgotado": ("apos_partida", "gastando_tempo"),
    "reclamacao": ("durante_o_jogo", "partida"),
}
MOMENTOS = ("fim", "durante")  # "momento: fim is the end of partida N" (§10)
MAX_MINUTOS = 24 * 60


@dataclass(frozen=True, slots=True)
class Ocorrencia:
    tipo: TipoOcorrencia
    no: Node
    partida: int | None = None
    trio: str | None = None
    jogador: str | None = None
    conduta: str | None = None
    minutos: int | None = None
    advertido: bool = False
    testa_autorizado: bool = False
    sai: str | None = None
    entra: str | None = None
    momento: str = "fim"
    autorizada: bool = False
    apos_partida: int | None = None
    gastando_tempo: str | None = None
    durante_o_jogo: bool = True


@dataclass(frozen=True, slots=True)
class PartidaListada:
    """A partida as played: its final score (or at the stop), from the jogo file or a partida file."""

    placar: dict[str, int]
    vencedor: str | None  # the trio at 24, or None when it stopped before
    no: Node
    arquivo: str | None = None
    resultado: object | None = None  # the ResultadoPartida of a partida file


@dataclass(frozen=True, slots=True)
class Jogo:
    regras: Regras
    formato: str
    trios: dict[str, tuple[str, ...]]  # players may be unknown (empty) in an inline jogo `trios: [X, Y]`
    reservas: dict[str, tuple[str, ...]]
    partidas: tuple[PartidaListada, ...]
    ocorrencias: tuple[Ocorrencia, ...]
    leituras: dict[str, str]
    arquivo: str
    no: Node
    torneio: str | None = None
    data: str | None = None
    mesa_numero: str | None = None
    juiz: str | None = None
    capatazes: dict[str, str] = field(default_factory=dict)

    @property
    def nomes(self) -> tuple[str, str]:
        a, b = self.trios
        return a, b

    def adversario(self, trio: str) -> str:
        a, b = self.nomes
        return b if trio == a else a

    def trio_de(self, jogador: str) -> str | None:
        for trio, js in self.trios.items():
            if jogador in js or jogador in self.reservas.get(trio, ()):
                return trio
        return None


def carregar_jogo(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura],
                  pilha: Sequence[Path] = (), lidas: D.Lidas | None = None) -> tuple[Jogo, Contexto]:
    """Read and validate the jogo file at ``caminho`` (and the partida files it names); raises
    :class:`CenarioInvalido` with every problem. Returns the jogo and ``ctx`` under its ``leituras:``."""
    no, arquivo = D.raiz(caminho, D.JOGO)
    return ler_jogo(D.caso_ou_documento(no, "partidas"), arquivo, ctx, registro, (*pilha, Path(caminho).resolve()),
                    lidas=lidas)


def ler_jogo(no: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura], pilha: Sequence[Path],
             onde: str = "jogo", base: str | None = None, lidas: D.Lidas | None = None) -> tuple[Jogo, Contexto]:
    """A jogo's node (a file's root, or an inline jogo of a tournament: then ``trios`` may be ``[X, Y]`` and
    ``base`` is the file partida paths are relative to). ``lidas``: the partida files already read by the other
    jogos of the same tournament (each counts once), with where."""
    leitor = _LeitorJogo(arquivo, registro, pilha, base or arquivo, {} if lidas is None else lidas)
    jogo = leitor.jogo(no, onde, ctx)
    leitor.falhar_se_problemas()
    assert jogo is not None
    return jogo, ctx.camada(jogo.leituras, arquivo)


class _LeitorJogo(D.Leitor):
    def __init__(self, arquivo: str, registro: Mapping[str, Leitura], pilha: Sequence[Path], base: str,
                 lidas: D.Lidas) -> None:
        super().__init__(arquivo)
        self.registro = registro
        self.pilha = pilha
        self.base = base
        self.regras: Regras
        self.conhecidos = True  # the players of both trios are listed
        self.reservas_lidas: dict[str, tuple[str, ...]] = {}
        self.arquivos = lidas  # the partida files read (in this jogo, or the tournament's), to count each once

    def jogo(self, no: Node, onde: str, ctx: Contexto) -> Jogo | None:
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento com trios e partidas", onde)
            return None
        nos = self.campos(no, onde, CHAVES_JOGO)
        assert nos is not None
        self.exigir(nos, no, ("trios", "partidas"), "veja `arbitro novo --tipo jogo`")
        cab = self.cabecalho(nos, self.registro)
        self.regras = cab.regras
        formato = "melhor-de-tres"
        if "formato" in nos:
            lido = self.texto(nos["formato"], "formato")
            if lido is not None and lido not in FORMATOS:
                self.erro(nos["formato"], f"formato {lido!r} desconhecido; formatos: {', '.join(FORMATOS)}")
            elif lido is not None:
                formato = lido
        self.maximo = self.regras.partidas_por_jogo if formato == "melhor-de-tres" else 1
        if "trios" in nos:
            self.ler_trios_do_jogo(nos["trios"])
        if len(self.trios) != 2:
            return None
        reservas = self.reservas(nos["reservas"]) if "reservas" in nos else {}
        capatazes = self.capatazes(nos["capatazes"]) if "capatazes" in nos else {}
        jogo_ctx = ctx.camada(cab.leituras, self.arquivo)
        partidas = self.partidas(nos["partidas"], jogo_ctx) if "partidas" in nos else ()
        ocorrencias = self.ocorrencias(nos["ocorrencias"]) if "ocorrencias" in nos else ()
        mesa = nos.get("mesa_numero")
        mesa_numero = None if mesa is None or D._nulo(mesa) else self.linha(mesa, "mesa_numero")
        return Jogo(self.regras, formato, dict(self.trios), reservas, partidas, ocorrencias, cab.leituras,
                    self.arquivo, no, self.opcional(nos, "torneio"), self.opcional(nos, "data"), mesa_numero,
                    self.opcional(nos, "juiz"), capatazes)

    # -- the trios, their reserves and capatazes --

    def ler_trios_do_jogo(self, no: Node) -> None:
        if isinstance(no, SequenceNode):  # an inline jogo of a tournament: `trios: [X, Y]`
            self.conhecidos = False
            nomes = self.nomes(no, "trios")
            if len(nomes) != 2 and len(no.value) == 2:
                return  # a name was refused, and said so
            if len(nomes) != 2:
                self.erro(no, f"trios: um jogo é entre dois trios, encontrei {len(nomes)}")
                return
            (a, _), (b, nb) = nomes
            if a == b:
                self.erro(nb, f"trios: o mesmo trio {a!r} dos dois lados")
                return
            self.trios = {a: (), b: ()}
            self.jogadores = None
            return
        self.ler_trios(no)
        if len(self.trios) != 2 or not self.trios_ok:
            self.trios = {} if len(self.trios) != 2 else self.trios

    def trio(self, no: Node, onde: str) -> str | None:
        nome = self.texto(no, onde)
        if nome is not None and nome not in self.trios:
            self.erro(no, f"{onde}: trio desconhecido {nome!r}{D._dica(nome, list(self.trios))}")
            return None
        return nome

    def reservas(self, no: Node) -> dict[str, tuple[str, ...]]:
        pares = self.mapeamento(no, "reservas", list(self.trios))
        saida: dict[str, tuple[str, ...]] = {}
        for trio, _k, v in pares or ():
            nomes: list[str] = []
            for nome, item in self.nomes(v, f"reservas do trio {trio}"):
                if self.jogadores is not None and nome in self.jogadores:
                    self.erro(item, f"reservas: {nome} já joga no trio {self.jogadores[nome]}")
                elif any(nome in r for r in saida.values()) or nome in nomes:
                    self.erro(item, f"reservas: {nome} aparece duas vezes")
                else:
                    nomes.append(nome)
            saida[trio] = tuple(nomes)
        self.reservas_lidas = saida
        return saida

    def capatazes(self, no: Node) -> dict[str, str]:
        pares = self.mapeamento(no, "capatazes", list(self.trios))
        saida: dict[str, str] = {}
        for trio, _k, v in pares or ():
            nome = self.nome(v, f"capataz do trio {trio}")
            if nome is None:
                continue
            if self.conhecidos and nome not in (*self.trios[trio], *self.reservas_lidas.get(trio, ())):
                self.erro(v, f"capataz do trio {trio}: {nome!r} não é jogador nem reserva do trio (Art. 2)")
                continue
            saida[trio] = nome
        return saida

    def pessoa(self, no: Node, onde: str) -> tuple[str, str | None] | None:
        """A player or reserve, with his trio (None when the jogo does not list its players)."""
        nome = self.nome(no, onde)
        if nome is None:
            return None
        if not self.conhecidos:
            return nome, None
        for trio, js in self.trios.items():
            if nome in js or nome in self.reservas_lidas.get(trio, ()):
                return nome, trio
        todos = [j for js in self.trios.values() for j in js] + [r for rs in self.reservas_lidas.values() for r in rs]
        self.erro(no, f"{onde}: jogador desconhecido {nome!r}{D._dica(nome, todos)}")
        return None

    # -- the partidas --

    def partidas(self, no: Node, ctx: Contexto) -> tuple[PartidaListada, ...]:
        itens = self.lista(no, "partidas")
        saida: list[PartidaListada] = []
        for i, item in enumerate(itens or (), 1):
            lida = self.partida(i, item, ctx)
            if lida is not None:
                saida.append(lida)
        if itens is not None and len(itens) > self.maximo:
            self.erro(itens[self.maximo], f"partidas: um jogo {self.formato_txt()} tem no máximo "
                                                       f"{quantos(self.maximo, 'partida')}, encontrei {len(itens)}")
        return tuple(saida)

    def formato_txt(self) -> str:
        return "na melhor de três" if self.maximo > 1 else "seco"

    def partida(self, i: int, no: Node, ctx: Contexto) -> PartidaListada | None:
        onde = f"partida {i}"
        if not isinstance(no, MappingNode):
            self.tipo(no, "o placar final {trio: tentos, trio: tentos} ou {arquivo: partida.yaml}", onde)
            return None
        chaves = {str(k.value) for k, _ in no.value if isinstance(k, ScalarNode)}
        if "arquivo" in chaves:
            return self.partida_de_arquivo(onde, no, ctx)
        pares = self.mapeamento(no, onde, list(self.trios))
        if pares is None:
            return None
        alvo = self.regras.alvo
        nota = f" (a partida é de {alvo} tentos, {self.regras.artigo_alvo})"
        placar = {t: self.inteiro(v, f"{onde}: tentos do trio {t}", 0, alvo, nota) for t, _k, v in pares}
        faltam = [t for t in self.trios if t not in placar]
        if faltam:
            self.erro(no, f"{onde}: falta o placar do trio {', '.join(faltam)} (ex.: {{{self.exemplo()}}})")
            return None
        if any(v is None for v in placar.values()):
            return None
        final = {t: cast(int, placar[t]) for t in self.trios}
        return self.listada(onde, final, no)

    def exemplo(self) -> str:
        a, b = self.trios
        return f"{a}: 24, {b}: 15"

    def listada(self, onde: str, placar: dict[str, int], no: Node, arquivo: str | None = None,
                resultado: object | None = None) -> PartidaListada | None:
        no_alvo = [t for t, n in placar.items() if n >= self.regras.alvo]
        if len(no_alvo) == 2:
            self.erro(no, f"{onde}: os dois trios com {self.regras.alvo} tentos: a partida termina quando o primeiro "
                          f"chega lá ({self.regras.artigo_alvo})")
            return None
        return PartidaListada(placar, no_alvo[0] if no_alvo else None, no, arquivo, resultado)

    def partida_de_arquivo(self, onde: str, no: MappingNode, ctx: Contexto) -> PartidaListada | None:
        from arbitro.torneio.carregar_partida import carregar_partida
        from arbitro.torneio.partida import julgar_partida

        pares = self.mapeamento(no, onde, ("arquivo",))
        if not pares:
            return None
        no_arquivo = pares[0][2]
        caminho = D.arquivo_referido(self, no_arquivo, self.base, self.pilha)
        de = f"da {onde} de {Path(self.arquivo).name}"  # a file of another jogo may name it: say whose
        if caminho is None or D.ja_contado(self, no_arquivo, caminho, self.arquivos, onde, de, "a mesma partida"):
            return None
        try:
            p, pctx = carregar_partida(caminho, ctx, self.registro)
            resultado = julgar_partida(p, pctx)
        except CenarioInvalido as e:
            self.problemas += e.problemas
            return None
        if set(p.trios) != set(self.trios):
            self.erro(no_arquivo, f"{onde}: a partida {caminho.name} é entre {' e '.join(p.trios)}; este jogo é entre "
                                  f"{' e '.join(self.trios)}")
            return None
        ctx.absorver(pctx)
        placar = {t: resultado.placar_final[t] for t in self.trios}
        return self.listada(onde, placar, no, str(caminho), resultado)

    # -- the occurrences --

    def ocorrencias(self, no: Node) -> tuple[Ocorrencia, ...]:
        if D._nulo(no):
            return ()
        itens = self.lista(no, "ocorrencias")
        saida = [o for o in (self.ocorrencia(item) for item in itens or ()) if o is not None]
        return tuple(saida)

    def ocorrencia(self, no: Node) -> Ocorrencia | None:
        onde = "ocorrência"
        if not isinstance(no, MappingNode):
            self.tipo(no, f"um mapeamento, de um destes tipos: {', '.join(OCORRENCIAS)}", onde)
            return None
        chaves = [str(k.value) for k, _ in no.value if isinstance(k, ScalarNode)]
        tipos = [c for c in chaves if c in OCORRENCIAS]
        if len(tipos) != 1:
            dica = f"uma só ({', '.join(tipos)})" if tipos else f"uma de {', '.join(OCORRENCIAS)}"
            self.erro(no, f"{onde}: diga o tipo da ocorrência com {dica}")
            return None
        tipo = tipos[0]
        nos = self.campos(no, f"{onde} ({tipo})", (tipo, *OCORRENCIAS[tipo]))
        assert nos is not None
        valores: dict[str, Any] = {}
        if "partida" in nos:
            valores["partida"] = self.inteiro(nos["partida"], f"{onde}: partida", 1, self.maximo,
                                              f" (o jogo {self.formato_txt()} tem {quantos(self.maximo, 'partida')})")
        leitura = getattr(self, f"_{tipo}")
        ok = leitura(nos, onde, valores)
        if not ok or any(v is None for k, v in valores.items() if k == "partida"):
            return None
        return Ocorrencia(cast(TipoOcorrencia, tipo), no, **valores)

    def _atraso(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        v["trio"] = self.trio(nos["atraso"], f"{onde}: atraso")
        if "minutos" not in nos:
            self.erro(nos["atraso"], f"{onde}: atraso sem minutos (ex.: {{atraso: {next(iter(self.trios))}, "
                                     "minutos: 16}}, S, i)")
            return False
        v["minutos"] = self.inteiro(nos["minutos"], f"{onde}: minutos", 0, MAX_MINUTOS)
        return v["trio"] is not None and v["minutos"] is not None

    def _conduta(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        conduta = self.texto(nos["conduta"], f"{onde}: conduta")
        if conduta is not None and conduta not in CONDUTAS:
            self.erro(nos["conduta"], f"{onde}: conduta desconhecida {conduta!r}{D._dica(conduta, list(CONDUTAS))}")
            conduta = None
        v["conduta"] = conduta
        if "partida" not in nos:
            self.erro(nos["conduta"], f"{onde}: diga em que partida (partida: N, contando de 1)")
            return False
        if not self.autor(nos, onde, v):
            return False
        for chave, so in (("advertido", "indumentaria"), ("testa_autorizado", "afastou-se")):
            if chave in nos:
                if conduta != so:
                    self.erro(nos[chave], f"{onde}: {chave} só vale com conduta: {so}")
                    return False
                v[chave] = self.booleano(nos[chave], f"{onde}: {chave}")
        return conduta is not None and all(v.get(k) is not None for k in ("advertido", "testa_autorizado") if k in v)

    def autor(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        """``jogador`` and/or ``trio`` of a conduct: at least one; the player's trio when both."""
        trio = self.trio(nos["trio"], f"{onde}: trio") if "trio" in nos else None
        if "jogador" in nos:
            lido = self.pessoa(nos["jogador"], f"{onde}: jogador")
            if lido is None:
                return False
            v["jogador"], dele = lido
            if trio is not None and dele is not None and dele != trio:
                self.erro(nos["trio"], f"{onde}: {v['jogador']} é do trio {dele}, não de {trio}")
                return False
            trio = trio or dele
        if trio is None:
            if "trio" not in nos:
                falta = "diga o trio (trio: X): este jogo não lista os jogadores" if "jogador" in nos \
                    else "diga quem: jogador: NOME (ou trio: X)"
                self.erro(nos.get("jogador") or nos["conduta"], f"{onde}: {falta}")
            return False
        v["trio"] = trio
        return True

    def _substituicao(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        no = nos["substituicao"]
        partes = self.campos(no, f"{onde}: substituicao", ("sai", "entra"))
        if partes is None:
            return False
        if "partida" not in nos:
            self.erro(no, f"{onde}: diga em que partida (partida: N; momento: fim é o fim da partida N)")
            return False
        if any(c not in partes for c in ("sai", "entra")):
            self.erro(no, f"{onde}: substituicao: {{sai: JOGADOR, entra: RESERVA}}")
            return False
        sai = self.pessoa(partes["sai"], f"{onde}: sai")
        entra = self.nome(partes["entra"], f"{onde}: entra")
        if sai is None or entra is None:
            return False
        trio = sai[1]
        reservas = self.reservas_lidas
        dono = next((t for t, rs in reservas.items() if entra in rs), None)
        if dono is None or (trio is not None and dono != trio):
            de = f" do trio {trio}" if trio is not None else ""
            inscritos = ", ".join(reservas.get(trio, ())) if trio is not None else ""
            self.erro(partes["entra"], f"{onde}: {entra} não é reserva inscrito{de}: só um reserva inscrito pode "
                                       f"entrar (Art. 5){f'; reservas: {inscritos}' if inscritos else ''}")
            return False
        v.update(sai=sai[0], entra=entra, trio=dono)
        if "momento" in nos:
            momento = self.texto(nos["momento"], f"{onde}: momento")
            if momento not in MOMENTOS:
                self.erro(nos["momento"], f"{onde}: momento {momento!r}: fim (o fim da partida N) ou durante")
                return False
            v["momento"] = momento
        if "autorizada_pela_comissao" in nos:
            if v.get("momento") != "durante":
                self.erro(nos["autorizada_pela_comissao"], f"{onde}: a autorização da Comissão é para a "
                                                          "substituição durante a partida (D, e, II)")
                return False
            v["autorizada"] = self.booleano(nos["autorizada_pela_comissao"], f"{onde}: autorizada_pela_comissao")
        return v.get("autorizada", False) is not None

    def _rodizio_de_testa(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        v["trio"] = self.trio(nos["rodizio_de_testa"], f"{onde}: rodizio_de_testa")
        if "partida" not in nos:
            self.erro(nos["rodizio_de_testa"], f"{onde}: diga em que partida o rodízio vale (partida: N)")
            return False
        return v["trio"] is not None

    def _tempo_esgotado(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        if self.booleano(nos["tempo_esgotado"], f"{onde}: tempo_esgotado") is not True:
            self.erro(nos["tempo_esgotado"], f"{onde}: escreva tempo_esgotado: true, ou retire a ocorrência")
            return False
        if "apos_partida" not in nos:
            self.erro(nos["tempo_esgotado"], f"{onde}: diga depois de que partida o tempo esgotou (apos_partida: N)")
            return False
        v["apos_partida"] = self.inteiro(nos["apos_partida"], f"{onde}: apos_partida", 1, self.maximo,
                                         f" (o jogo {self.formato_txt()} tem {quantos(self.maximo, 'partida')})")
        if "gastando_tempo" in nos:
            v["gastando_tempo"] = self.trio(nos["gastando_tempo"], f"{onde}: gastando_tempo")
            if v["gastando_tempo"] is None:
                return False
        return v["apos_partida"] is not None

    def _reclamacao(self, nos: dict[str, Node], onde: str, v: dict[str, Any]) -> bool:
        no = nos["reclamacao"]
        partes = self.campos(no, f"{onde}: reclamacao", ("trio", "conduta", "jogador"))
        if partes is None:
            return False
        if "trio" not in partes:
            self.erro(no, f"{onde}: reclamacao: diga o trio que reclama (trio: X)")
            return False
        v["trio"] = self.trio(partes["trio"], f"{onde}: reclamacao: trio")
        if "conduta" in partes:
            conduta = self.texto(partes["conduta"], f"{onde}: reclamacao: conduta")
            if conduta is not None and conduta not in CONDUTAS:
                self.erro(partes["conduta"], f"{onde}: conduta desconhecida {conduta!r}"
                                             f"{D._dica(conduta, list(CONDUTAS))}")
                return False
            v["conduta"] = conduta
        if "jogador" in partes:
            lido = self.pessoa(partes["jogador"], f"{onde}: reclamacao: jogador")
            if lido is None:
                return False
            v["jogador"] = lido[0]
        if "durante_o_jogo" not in nos:
            self.erro(no, f"{onde}: diga se a reclamação foi feita durante o jogo (durante_o_jogo: true|false; "
                          "Art. 7, §2)")
            return False
        v["durante_o_jogo"] = self.booleano(nos["durante_o_jogo"], f"{onde}: durante_o_jogo")
        return v["trio"] is not None and v["durante_o_jogo"] is not None


def jogo_da_partida(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Jogo, Contexto]:
    """The partida file at ``caminho`` as a jogo ``seca`` of that one partida (contract v2 §10), for its súmula
    (Art. 4): the partida's torneio, data, mesa_numero and juiz (contract v3 §12) are the jogo's. Raises
    :class:`CenarioInvalido`."""
    from arbitro.torneio.carregar_partida import carregar_partida
    from arbitro.torneio.partida import julgar_partida

    p, pctx = carregar_partida(caminho, ctx, registro)
    resultado = julgar_partida(p, pctx)
    ctx.absorver(pctx)
    listada = PartidaListada(dict(resultado.placar_final), resultado.vencedor, p.no, p.arquivo, resultado)
    s = p.sumula
    jogo = Jogo(p.regras, "seca", dict(p.trios), {}, (listada,), (), {}, p.arquivo, p.no, s.get("torneio"),
                s.get("data"), s.get("mesa_numero"), s.get("juiz"))
    return jogo, pctx
