"""The keys a v3 tournament file adds to §11 (contract v3 §13): who is registered (``inscritos``), the draw
(``semente`` or ``sorteio``), the tables (``mesas``), how the tournament is run (``fases``), the rounds as
opened (``rodadas``) and, on each jogo, its ``fase``, ``rodada``, ``mesa`` and the Commission's ``decisao``.

Only reading and validating here, every problem located; what the keys mean for the next round is
:mod:`arbitro.torneio.fases`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.leitor import vazio
from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio import documento as D
from arbitro.torneio.regras import FORMATOS

TIPOS = ("todos-contra-todos", "grupos", "suico", "eliminatoria")
# The keys each phase type takes (contract v3 §13); every phase has nome, tipo and jogo.
CHAVES_FASE: dict[str, tuple[str, ...]] = {
    "todos-contra-todos": (),
    "grupos": ("grupos", "classificados_por_grupo", "melhores_demais"),
    "suico": ("rodadas",),
    "eliminatoria": ("classificados", "terceiro_lugar", "repescagem"),
}
COMUNS_FASE = ("nome", "tipo", "jogo")
CHAVES_INSCRITO = ("capataz", "jogadores", "reservas")
CHAVES_RODADA = ("fase", "rodada", "inicio", "repescagem", "jogos", "folga")
CHAVES_JOGO_DA_RODADA = ("mesa", "lados", "trios")
CHAVES_DECISAO = ("vencedor", "partidas", "motivo", "data")
ARTIGO_INSCRICAO = A.INSCRICAO
MARCAS = ("fase", "rodada", "mesa", "decisao")  # what a v3 jogo entry adds to a §11 one
MAX_LADOS = 4096
MAX_RODADAS = 1000


@dataclass(frozen=True, slots=True)
class Inscrito:
    nome: str
    capataz: str | None
    jogadores: tuple[str, ...]
    reservas: tuple[str, ...]
    no: Node


@dataclass(frozen=True, slots=True)
class Repescagem:
    vagas: int
    jogo: str


@dataclass(frozen=True, slots=True)
class Fase:
    nome: str
    tipo: str
    jogo: str  # the jogo's format (melhor-de-tres | seca)
    no: Node
    rodadas: int | None = None  # suico
    grupos: int | None = None
    classificados_por_grupo: int | None = None
    melhores_demais: int = 0
    classificados: int | None = None  # eliminatoria
    terceiro_lugar: bool = False
    repescagem: Repescagem | None = None


@dataclass(frozen=True, slots=True)
class JogoAberto:
    mesa: int | None  # None: waiting for a table
    lados: tuple[str, str]
    no: Node


@dataclass(frozen=True, slots=True)
class RodadaAberta:
    """A round as opened (``rodadas:``), perhaps edited by the Commission."""

    fase: str
    rodada: int
    inicio: str | None
    repescagem: bool
    jogos: tuple[JogoAberto, ...]
    folga: tuple[str, ...] | None
    no: Node


@dataclass(frozen=True, slots=True)
class Decisao:
    """The Commission's decision on a jogo (C, c): S, h, S, j or a contested result."""

    vencedor: str | None
    partidas: Node | None
    motivo: str | None
    data: str | None
    no: Node


@dataclass(frozen=True, slots=True)
class Marca:
    """Where a recorded jogo belongs: its phase, round and table, and the Commission's decision on it."""

    fase: str | None = None
    rodada: int | None = None
    mesa: int | None = None
    decisao: Decisao | None = None
    no: Node | None = None


@dataclass(frozen=True, slots=True)
class Organizacao:
    """What a v3 file says beyond the jogos; every part optional."""

    inscritos: dict[str, Inscrito] = field(default_factory=dict)
    sorteio: tuple[str, ...] | None = None
    mesas: int | None = None
    fases: tuple[Fase, ...] = ()
    rodadas: tuple[RodadaAberta, ...] = ()
    data: str | None = None
    no_rodadas: Node | None = None  # the ``rodadas:`` value, where --abrir appends


class Lados(Protocol):
    """What the registration needs of a rule system: its id and how many players a side plays with (the MTG's
    :class:`~arbitro.torneio.regras.Regras`, or another system's)."""

    @property
    def sistema(self) -> str: ...
    @property
    def jogadores_por_trio(self) -> int: ...
    @property
    def artigo_modalidade(self) -> str: ...


class LeitorV3(D.Leitor):
    """The v3 keys of a tournament file."""

    artigo_inscricao = ARTIGO_INSCRICAO  # another system's seed is silent: its tournament cites contract v3 §13

    def inscritos(self, no: Node, regras: Lados) -> dict[str, Inscrito]:
        saida: dict[str, Inscrito] = {}
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento {Lado: {capataz, jogadores, reservas}}", "inscritos")
            return saida
        for k, v in no.value:
            nome = self.nome(k, "inscritos")
            if nome is None:
                continue
            if nome in saida:
                self.erro(k, f"inscritos: {nome!r} inscrito duas vezes")
                continue
            campos = self.campos(v, f"inscritos: {nome}", CHAVES_INSCRITO)
            if campos is None:
                continue
            self.exigir(campos, v, ("jogadores",), "os jogadores do lado")
            capataz = self.nome(campos["capataz"], f"{nome}: capataz") if "capataz" in campos else None
            jogadores = tuple(j for j, _ in self.nomes(campos["jogadores"], f"{nome}: jogadores")) \
                if "jogadores" in campos else ()
            reservas = tuple(j for j, _ in self.nomes(campos["reservas"], f"{nome}: reservas")) \
                if "reservas" in campos and not vazio(campos["reservas"]) else ()
            if len(jogadores) > regras.jogadores_por_trio:
                # "seis jogadores, sendo três contra três" (Art. 10, III): the side plays with this many
                self.erro(campos["jogadores"], f"{nome}: {len(jogadores)} jogadores; no {regras.sistema} um lado "
                                               f"joga com {regras.jogadores_por_trio} ({regras.artigo_modalidade}); "
                                               "os demais vão em reservas")
            saida[nome] = Inscrito(nome, capataz, jogadores, reservas, k)
        return saida

    def sorteio(self, no: Node, inscritos: dict[str, Inscrito]) -> tuple[str, ...] | None:
        """§13: a list naming every registered side once."""
        itens = self.lista(no, "sorteio")
        if itens is None:
            return None
        vistos: list[str] = []
        for item in itens:
            nome = self.nome(item, "sorteio")
            if nome is None:
                continue
            if inscritos and nome not in inscritos:
                self.erro(item, f"sorteio: {nome!r} não está inscrito")
            elif nome in vistos:
                self.erro(item, f"sorteio: {nome!r} aparece duas vezes; o sorteio nomeia cada lado uma vez")
            else:
                vistos.append(nome)
        faltam = [x for x in inscritos if x not in vistos]
        if faltam:
            self.erro(no, f"sorteio: faltam {', '.join(repr(x) for x in faltam)}; o sorteio nomeia cada lado "
                          "inscrito uma vez")
        return tuple(vistos)

    def fases(self, no: Node) -> tuple[Fase, ...]:
        saida: list[Fase] = []
        for i, item in enumerate(self.lista(no, "fases") or (), 1):
            fase = self.fase(item, i)
            if fase is None:
                continue
            if any(f.nome == fase.nome for f in saida):
                self.erro(item, f"fase {i}: o nome {fase.nome!r} já é de outra fase")
                continue
            saida.append(fase)
        return tuple(saida)

    def fase(self, no: Node, i: int) -> Fase | None:
        onde = f"fase {i}"
        if not isinstance(no, MappingNode):
            self.tipo(no, "{nome, tipo, …}", onde)
            return None
        tipo_no: Node | None = next((v for k, v in no.value if isinstance(k, ScalarNode) and k.value == "tipo"),
                                    None)
        tipo = self.texto(tipo_no, f"{onde}: tipo") if tipo_no is not None else None
        if tipo_no is not None and tipo is not None and tipo not in TIPOS:
            self.erro(tipo_no, f"{onde}: tipo {tipo!r} desconhecido{self.dica(tipo, TIPOS, 'tipos')}")
            tipo = None
        validas = (*COMUNS_FASE, *(CHAVES_FASE[tipo] if tipo else (k for ks in CHAVES_FASE.values() for k in ks)))
        campos = self.campos(no, onde, validas)
        if campos is None or tipo is None:
            if tipo_no is None:
                self.erro(no, f"{onde}: falta a chave obrigatória 'tipo' ({', '.join(TIPOS)})")
            return None
        self.exigir(campos, no, ("nome",), "o nome da fase")
        nome = self.nome(campos["nome"], f"{onde}: nome") if "nome" in campos else None
        formato = "melhor-de-tres"
        if "jogo" in campos:
            lido = self.texto(campos["jogo"], f"{onde}: jogo")
            if lido is not None and lido not in FORMATOS:
                self.erro(campos["jogo"], f"{onde}: jogo {lido!r} desconhecido; formatos: {', '.join(FORMATOS)}")
            elif lido is not None:
                formato = lido
        extra: dict[str, Any] = {}
        if tipo == "suico":
            self.exigir(campos, no, ("rodadas",), "quantas rodadas de suíço")
            if "rodadas" in campos:
                extra["rodadas"] = self.inteiro(campos["rodadas"], f"{onde}: rodadas", 1, MAX_RODADAS)
        elif tipo == "grupos":
            self.exigir(campos, no, ("grupos", "classificados_por_grupo"), "grupos: N, classificados_por_grupo: K")
            for chave in ("grupos", "classificados_por_grupo"):
                if chave in campos:
                    extra[chave] = self.inteiro(campos[chave], f"{onde}: {chave}", 1, MAX_LADOS)
            if "melhores_demais" in campos:
                extra["melhores_demais"] = self.inteiro(campos["melhores_demais"], f"{onde}: melhores_demais", 0,
                                                        MAX_LADOS) or 0
        elif tipo == "eliminatoria":
            if "classificados" in campos:
                extra["classificados"] = self.inteiro(campos["classificados"], f"{onde}: classificados", 2,
                                                      MAX_LADOS)
            if "terceiro_lugar" in campos:
                extra["terceiro_lugar"] = bool(self.booleano(campos["terceiro_lugar"], f"{onde}: terceiro_lugar"))
            if "repescagem" in campos:
                extra["repescagem"] = self.repescagem(campos["repescagem"], onde)
        if nome is None or any(v is None for k, v in extra.items() if k != "repescagem"):
            return None
        return Fase(nome, tipo, formato, no, **extra)

    def repescagem(self, no: Node, onde: str) -> Repescagem | None:
        campos = self.campos(no, f"{onde}: repescagem", ("vagas", "jogo"))
        if campos is None:
            return None
        self.exigir(campos, no, ("vagas",), "repescagem: {vagas: V, jogo: seca}")
        vagas = self.inteiro(campos["vagas"], f"{onde}: repescagem: vagas", 1, MAX_LADOS) if "vagas" in campos \
            else None
        formato = "seca"
        if "jogo" in campos:
            lido = self.texto(campos["jogo"], f"{onde}: repescagem: jogo")
            if lido is not None and lido not in FORMATOS:
                self.erro(campos["jogo"], f"{onde}: repescagem: jogo {lido!r} desconhecido; formatos: "
                                          f"{', '.join(FORMATOS)}")
            elif lido is not None:
                formato = lido
        return None if vagas is None else Repescagem(vagas, formato)

    def rodadas(self, no: Node, validos: dict[str, Inscrito], mesas: int | None) -> tuple[RodadaAberta, ...]:
        saida: list[RodadaAberta] = []
        if vazio(no):
            return ()
        for i, item in enumerate(self.lista(no, "rodadas") or (), 1):
            onde = f"rodadas: item {i}"
            campos = self.campos(item, onde, CHAVES_RODADA)
            if campos is None:
                continue
            self.exigir(campos, item, ("fase", "rodada", "jogos"), "{fase, rodada, inicio, jogos: [{mesa, lados}]}")
            fase = self.nome(campos["fase"], f"{onde}: fase") if "fase" in campos else None
            rodada = self.inteiro(campos["rodada"], f"{onde}: rodada", 1, MAX_RODADAS) if "rodada" in campos \
                else None
            inicio = self.opcional(campos, "inicio")
            repescagem = bool(self.booleano(campos["repescagem"], f"{onde}: repescagem")) \
                if "repescagem" in campos else False
            jogos: list[JogoAberto] = []
            for j, jno in enumerate(self.lista(campos["jogos"], f"{onde}: jogos") or () if "jogos" in campos
                                    else (), 1):
                aberto = self.jogo_aberto(jno, f"{onde}, jogo {j}", validos, mesas)
                if aberto is not None:
                    jogos.append(aberto)
            folga = None
            if "folga" in campos and not vazio(campos["folga"]):
                folga = tuple(n for n, x in self.nomes(campos["folga"], f"{onde}: folga")
                              if self.inscrito(n, x, onde, validos))
            if fase is not None and rodada is not None:
                saida.append(RodadaAberta(fase, rodada, inicio, repescagem, tuple(jogos), folga, item))
        return tuple(saida)

    def jogo_aberto(self, no: Node, onde: str, validos: dict[str, Inscrito], mesas: int | None) -> JogoAberto | None:
        campos = self.campos(no, onde, CHAVES_JOGO_DA_RODADA)
        if campos is None:
            return None
        lados_no = campos.get("lados", campos.get("trios"))
        if lados_no is None:
            self.erro(no, f"{onde}: falta a chave obrigatória 'lados' ([X, Y])")
            return None
        lados = self.lados(lados_no, onde, validos)
        mesa = self.numero_da_mesa(campos["mesa"], onde, mesas) if "mesa" in campos else None
        return None if lados is None else JogoAberto(mesa, lados, no)

    def lados(self, no: Node, onde: str, validos: dict[str, Inscrito]) -> tuple[str, str] | None:
        antes = len(self.problemas)
        nomes = self.nomes(no, f"{onde}: lados")
        if len(nomes) != 2:
            if len(self.problemas) == antes:
                self.erro(no, f"{onde}: lados: esperava dois lados, [X, Y]")
            return None
        (a, noa), (b, nob) = nomes
        if a == b:
            self.erro(nob, f"{onde}: {a!r} dos dois lados")
            return None
        if not self.inscrito(a, noa, onde, validos) or not self.inscrito(b, nob, onde, validos):
            return None
        return a, b

    def inscrito(self, nome: str, no: Node, onde: str, validos: dict[str, Inscrito]) -> bool:
        """A side must be registered (Art. 5: only those registered before the tournament play)."""
        if validos and nome not in validos:
            self.erro(no, f"{onde}: {nome!r} não está inscrito{self.dica(nome, list(validos), 'inscritos')} "
                          f"({self.artigo_inscricao})")
            return False
        return True

    def numero_da_mesa(self, no: Node, onde: str, mesas: int | None) -> int | None:
        if vazio(no):
            return None
        return self.inteiro(no, f"{onde}: mesa", 1, mesas or MAX_LADOS,
                            nota=f" (o torneio tem mesas: {mesas})" if mesas else "")

    def decisao(self, no: Node, onde: str, lados: tuple[str, str] | None) -> Decisao | None:
        campos = self.campos(no, f"{onde}: decisao", CHAVES_DECISAO)
        if campos is None:
            return None
        self.exigir(campos, no, ("vencedor", "motivo"), "decisao: {vencedor: X | null, motivo: \"…\"}")
        vencedor = None
        if "vencedor" in campos and not vazio(campos["vencedor"]):
            vencedor = self.nome(campos["vencedor"], f"{onde}: decisao: vencedor")
            if vencedor is not None and lados is not None and vencedor not in lados:
                self.erro(campos["vencedor"], f"{onde}: decisao: {vencedor!r} não joga este jogo "
                                              f"({lados[0]} × {lados[1]})")
        motivo = self.opcional(campos, "motivo")
        return Decisao(vencedor, campos.get("partidas"), motivo, self.opcional(campos, "data"), no)
