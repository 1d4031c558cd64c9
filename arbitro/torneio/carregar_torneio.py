"""Loading a tournament file (contract v2 §11): its jogos, each a §10 jogo file (``arquivo:``, relative to the
tournament file) or inline (``trios: [X, Y]`` and any key of a jogo file), every one ruled here.

Refused, located: a jogo file that is missing or unreadable (or refers back), an inline jogo without exactly two
trios or with the same trio on both sides, an unknown key — every problem of every jogo at once.

A v3 file (contract v3 §13, ``versao: 3``) adds who is registered, the draw, the tables, the phases and the rounds
as opened (:mod:`arbitro.torneio.inscricao`), and tags each jogo with its fase, rodada, mesa and the Commission's
``decisao``; everything §13 lists as invalid is refused here, located. A tournament
file is legitimately big (a round robin of 64 trios inline is ~260 KB): it is read with its own limits
(:data:`arbitro.torneio.documento.TORNEIO`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.leitor import vazio
from arbitro.cenario.yamlpos import CenarioInvalido, Problema
from arbitro.nucleo import numeros
from arbitro.nucleo.leituras import Leitura
from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio import documento as D
from arbitro.torneio.carregar_jogo import Jogo, carregar_jogo, ler_jogo
from arbitro.torneio.inscricao import MARCAS, Decisao, Fase, Lados, LeitorV3, Marca, Organizacao
from arbitro.torneio.jogo import ResultadoJogo, julgar_jogo
from arbitro.torneio.observacoes import Contexto, Obs, nota
from arbitro.torneio.regras import MTG, Regras

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Leitura as LeituraDaFase
    from arbitro.nucleo.sistema import Sistema
    from arbitro.torneio.jogo_geral import JogoJulgado

# Python converts at most this many digits of text to an int (sys.int_info.default_max_str_digits).
ALGARISMOS_SEMENTE = 4300
CHAVES_TORNEIO = ("versao", "regulamento", "torneio", "semente", "leituras", "jogos")
CHAVES_V3 = ("data", "sorteio", "mesas", "inscritos", "fases", "rodadas")  # contract v3 §13
VERSOES = (2, 3)


@dataclass(frozen=True, slots=True)
class Torneio:
    regras: Regras
    nome: str | None
    semente: int | str | None
    jogos: tuple[ResultadoJogo, ...]  # in the file's order (the order they were played)
    leituras: dict[str, str]
    arquivo: str
    versao: int = 2
    org: Organizacao = field(default_factory=Organizacao)
    marcas: tuple[Marca, ...] = ()  # per jogo, v3: its fase, rodada, mesa and decisao
    observacoes: tuple[Obs, ...] = ()  # what the tournament file itself changed (the Commission's decisions)
    # A tournament of another rule system (contract v3 §13 "for every rule system"): its Sistema, and its jogos
    # ruled by the §12 jogo layer (``jogos`` stays empty; ``marcas`` follow these).
    sistema: Sistema | None = None
    duplas: tuple[JogoJulgado, ...] = ()

    @property
    def ordem_do_sorteio(self) -> list[str] | None:
        """§13 "Sorteio order" (``sorteio:``, or the registered names shuffled by ``semente``)."""
        from arbitro.torneio.emparelhamento import ordem_do_sorteio

        return ordem_do_sorteio(list(self.org.inscritos), self.org.sorteio, self.semente)

    # -- what the phases ask of a recorded jogo, whatever the system --

    @property
    def quantos_jogos(self) -> int:
        return len(self.duplas) if self.sistema is not None else len(self.jogos)

    def nomes_do_jogo(self, i: int) -> tuple[str, str]:
        return self.duplas[i].doc.nomes if self.sistema is not None else self.jogos[i].jogo.nomes

    def vencedor_do_jogo(self, i: int) -> str | None:
        return self.duplas[i].vencedor if self.sistema is not None else self.jogos[i].vencedor

    def partidas_do_jogo(self, i: int) -> dict[str, int]:
        """The partidas each side won (the bracket's ``placar``)."""
        totais = self.duplas[i].totais if self.sistema is not None else self.jogos[i].totais
        return {x: totais[x]["partidas"] for x in self.nomes_do_jogo(i)}

    @property
    def artigos_do_formato(self) -> tuple[str, ...]:
        """What the format of play cites: the MTG's "2 Formato de Disputa" has no text (S, j); another system's
        seed says nothing above the partida (its section ``<Sistema>, classificacao``); contract v3 §13 fixes the
        algorithms."""
        if self.sistema is None:
            return (A.CASOS_OMISSOS,)
        return (self.sistema.partida().artigo_classificacao,)

    @property
    def artigos_do_sorteio(self) -> tuple[str, ...]:
        """The draw: attended by the capatazes in MTG (Art. 2); another system's seed has no draw."""
        return (A.CAPATAZ_NOS_SORTEIOS,) if self.sistema is None else self.artigos_do_formato

    def leituras_das_fases(self) -> tuple[LeituraDaFase, LeituraDaFase, LeituraDaFase]:
        """The readings §13 names for the phases — the folga in suico, the folga in todos-contra-todos and grupos,
        comparing groups — of this tournament's system."""
        if self.sistema is None:
            from arbitro.sistemas.mtg import leituras_acima as L

            return L.FOLGA_NO_SUICO, L.FOLGA_EM_TODOS, L.ENTRE_GRUPOS
        x = self.sistema.partida().leituras_do_jogo
        return x.folga_no_suico, x.folga_em_todos, x.entre_grupos


def carregar_torneio(caminho: str | Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> tuple[Torneio, Contexto]:
    """Read the tournament file and rule every jogo; raises :class:`CenarioInvalido` with every problem."""
    with D.sem_coleta():
        no, arquivo = D.raiz(caminho, D.TORNEIO)
        return ler_torneio(D.caso_ou_documento(no, "jogos"), arquivo, ctx, registro, (Path(caminho).resolve(),))


def ler_torneio(no: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura],
                pilha: tuple[Path, ...] = ()) -> tuple[Torneio, Contexto]:
    from arbitro.sistemas import PADRAO
    from arbitro.torneio.partida_geral import regulamento_do_no

    if regulamento_do_no(no, arquivo) != PADRAO:  # a tournament of duplas: the §12 jogo layer rules its jogos
        from arbitro.torneio.torneio_duplas import ler_torneio_duplas

        return ler_torneio_duplas(no, arquivo, ctx)
    leitor = LeitorV3(arquivo)
    if not isinstance(no, MappingNode):
        leitor.tipo(no, "um mapeamento com torneio e jogos", "torneio")
        raise CenarioInvalido(leitor.problemas)
    nos = leitor.campos(no, "torneio", (*CHAVES_TORNEIO, *CHAVES_V3))
    assert nos is not None
    versao = _versao(leitor, nos)
    if versao < 3:
        for chave in CHAVES_V3:
            if chave in nos:
                leitor.erro(nos[chave], f"a chave '{chave}' é do contrato v3 (§13); escreva versao: 3")
        leitor.exigir(nos, no, ("jogos",), "a lista dos jogos: arquivo: ou {trios: [X, Y], partidas: [...]}")
    cab = leitor.cabecalho({k: v for k, v in nos.items() if k != "versao"}, registro)
    semente: int | str | None = None
    if "semente" in nos and not D._nulo(nos["semente"]):
        semente = _semente(leitor, nos["semente"])
    nome = leitor.opcional(nos, "torneio")  # before the jogos: a bad title is one of the problems
    org = _organizacao(leitor, nos, cab.regras) if versao >= 3 else Organizacao()
    ctx = ctx.camada(cab.leituras, arquivo)
    resultados: list[ResultadoJogo] = []
    marcas: list[Marca] = []
    decididos: list[Obs] = []
    problemas: list[Problema] = []  # of the jogos; the tournament's own are the reader's
    arquivos: D.Lidas = {}  # the jogo files read, to count each once
    partidas: D.Lidas = {}  # and the partida files of every jogo
    jogos_no = nos.get("jogos")
    itens = leitor.lista(jogos_no, "jogos") or () if jogos_no is not None and not vazio(jogos_no) else ()
    for i, item in enumerate(itens, 1):
        try:
            marca, item = _marca(leitor, i, item, org) if versao >= 3 else (Marca(), item)
            jogo, jctx, do_arquivo = _jogo(leitor, i, item, arquivo, ctx, registro, pilha, (arquivos, partidas),
                                           versao)
            if jogo is not None:
                if versao >= 3:
                    _conferir_jogo(leitor, i, jogo, marca, org)
                    if do_arquivo is not None and marca.decisao is not None:
                        leitor.erro(marca.decisao.no, f"jogo {i}: a decisão da Comissão está também no arquivo do "
                                                      "jogo; escreva-a num só lugar")
                    elif do_arquivo is not None:
                        marca = replace(marca, decisao=do_arquivo)
                resultado = julgar_jogo(jogo, jctx)
                if marca.decisao is not None:
                    resultado = _decidir(leitor, i, resultado, marca.decisao, arquivo, jctx, registro, pilha,
                                         decididos)
                resultados.append(resultado)
                marcas.append(marca)
                ctx.absorver(jctx)
        except CenarioInvalido as e:
            problemas += e.problemas
    if leitor.problemas or problemas:
        raise CenarioInvalido([*leitor.problemas, *problemas])
    return Torneio(cab.regras, nome, semente, tuple(resultados), cab.leituras, arquivo, versao, org, tuple(marcas),
                   tuple(decididos)), ctx


def _versao(leitor: D.Leitor, nos: dict[str, Node]) -> int:
    if "versao" not in nos:
        return D.VERSAO
    lida = leitor.inteiro(nos["versao"], "versao", 0, 10**6)
    if lida is not None and lida not in VERSOES:
        leitor.erro(nos["versao"], f"versao {lida}: um torneio é do contrato v2 (§11) ou v3 (§13); escreva versao: 2 "
                                   "ou versao: 3")
    return lida if lida in VERSOES else D.VERSAO


def _organizacao(leitor: LeitorV3, nos: dict[str, Node], regras: Lados) -> Organizacao:
    inscritos = leitor.inscritos(nos["inscritos"], regras) if "inscritos" in nos else {}
    sorteio = leitor.sorteio(nos["sorteio"], inscritos) if "sorteio" in nos and not vazio(nos["sorteio"]) \
        else None
    mesas = leitor.inteiro(nos["mesas"], "mesas", 1, 10_000) if "mesas" in nos else None
    fases = leitor.fases(nos["fases"]) if "fases" in nos else ()
    if fases and not inscritos:
        lados = "trios" if regras.jogadores_por_trio == MTG.jogadores_por_trio else "duplas"
        leitor.erro(nos["fases"], f"fases sem inscritos: as fases partem dos {lados} inscritos (inscritos: "
                                  f"{{{lados[:-1].capitalize()}: {{jogadores: [...]}}}}, {leitor.artigo_inscricao})")
    rodadas = leitor.rodadas(nos["rodadas"], inscritos, mesas) if "rodadas" in nos else ()
    for r in rodadas:
        fase = next((f for f in fases if f.nome == r.fase), None)
        if fase is None:
            leitor.erro(r.no, f"rodadas: a fase {r.fase!r} não existe{_fases(fases)}")
        vistos: dict[str, int] = {}
        for j in r.jogos:
            for lado in j.lados:
                if lado in vistos:
                    leitor.erro(j.no, f"rodadas: {r.fase}, rodada {r.rodada}: {lado!r} em dois jogos da mesma rodada")
                vistos[lado] = 1
        mesas_usadas = [j.mesa for j in r.jogos if j.mesa is not None]
        for j in r.jogos:
            if j.mesa is not None and mesas_usadas.count(j.mesa) > 1:
                leitor.erro(j.no, f"rodadas: {r.fase}, rodada {r.rodada}: a mesa {j.mesa} tem dois jogos ao mesmo "
                                  "tempo; os que esperam mesa vão com mesa: null")
                break
    iguais = [(a, b) for i, a in enumerate(rodadas) for b in rodadas[i + 1:]
              if (a.fase, a.rodada) == (b.fase, b.rodada)]
    for _a, b in iguais:
        leitor.erro(b.no, f"rodadas: {b.fase}, rodada {b.rodada} aberta duas vezes")
    return Organizacao(inscritos, sorteio, mesas, fases, rodadas, leitor.opcional(nos, "data"),
                       nos.get("rodadas"))


def _fases(fases: tuple[Fase, ...]) -> str:
    return f" (fases: {', '.join(f.nome for f in fases)})" if fases else " (o torneio não tem fases)"


def _marca(leitor: LeitorV3, i: int, item: Node, org: Organizacao, lados: str = "trios") -> tuple[Marca, Node]:
    """A v3 jogo entry's fase, rodada, mesa and decisao, and the entry without them (``lados:`` as ``trios:``),
    which is a §11 jogo."""
    if not isinstance(item, MappingNode):
        return Marca(), item
    onde = f"jogo {i}"
    proprias: dict[str, Node] = {}
    resto: list[tuple[Node, Node]] = []
    for k, v in item.value:
        chave = k.value if isinstance(k, ScalarNode) else None
        if chave in MARCAS:
            proprias[str(chave)] = v
        elif chave == "lados":
            resto.append((D.escalar(lados, k), v))
        else:
            resto.append((k, v))
    nomes = [k.value for k, _ in resto if isinstance(k, ScalarNode)]
    if nomes.count(lados) > 1:
        leitor.erro(item, f"{onde}: lados e {lados} são a mesma chave; escreva só uma")
    fase = leitor.nome(proprias["fase"], f"{onde}: fase") if "fase" in proprias else None
    if fase is not None and fase not in {f.nome for f in org.fases}:
        leitor.erro(proprias["fase"], f"{onde}: a fase {fase!r} não existe{_fases(org.fases)}")
    rodada = leitor.inteiro(proprias["rodada"], f"{onde}: rodada", 1, 1000) if "rodada" in proprias else None
    mesa = leitor.numero_da_mesa(proprias["mesa"], onde, org.mesas) if "mesa" in proprias else None
    if org.fases and fase is None and "fase" not in proprias:
        leitor.erro(item, f"{onde}: diga a fase e a rodada do jogo (fase: …, rodada: …)")
    lados_do_jogo = _lados_do_item(resto, lados)
    decisao = leitor.decisao(proprias["decisao"], onde, lados_do_jogo) if "decisao" in proprias else None
    no = MappingNode(item.tag, resto, item.start_mark, item.end_mark, flow_style=item.flow_style)
    return Marca(fase, rodada, mesa, decisao, item), no


def _lados_do_item(pares: list[tuple[Node, Node]], chave: str = "trios") -> tuple[str, str] | None:
    for k, v in pares:
        if isinstance(k, ScalarNode) and k.value == chave:
            nomes = [x.value for x in getattr(v, "value", ()) if isinstance(x, ScalarNode)] \
                if not isinstance(v, MappingNode) else [x.value for x, _ in v.value if isinstance(x, ScalarNode)]
            if len(nomes) == 2:
                return str(nomes[0]), str(nomes[1])
    return None


def _conferir_jogo(leitor: LeitorV3, i: int, jogo: Jogo, marca: Marca, org: Organizacao) -> None:
    """§13's checks of a recorded jogo against the registration: its sides registered, its players registered for
    that side (Art. 5: "Só poderão participar dos jogos os jogadores previamente inscritos"), its table the
    tournament entry's."""
    onde = f"jogo {i}"
    perto = marca.no or jogo.no
    if org.inscritos:
        for lado in jogo.nomes:
            if lado not in org.inscritos:
                leitor.inscrito(lado, perto, onde, org.inscritos)
                continue
            inscrito = org.inscritos[lado]
            permitidos = (*inscrito.jogadores, *inscrito.reservas)
            for j in (*jogo.trios.get(lado, ()), *jogo.reservas.get(lado, ())):
                if j not in permitidos:
                    leitor.erro(perto, f"{onde}: {j!r} joga por {lado} sem estar inscrito nele (jogadores e reservas "
                                       f"de {lado}: {', '.join(permitidos) or 'nenhum'}; {A.INSCRICAO})")
    if marca.mesa is not None and jogo.mesa_numero is not None and jogo.mesa_numero.strip() != str(marca.mesa):
        leitor.erro(perto, f"{onde}: mesa: {marca.mesa} no torneio, mesa_numero: {jogo.mesa_numero} no arquivo do "
                           "jogo; as duas devem ser a mesma")


def _decidir(leitor: LeitorV3, i: int, r: ResultadoJogo, d: Decisao, arquivo: str, ctx: Contexto,
             registro: Mapping[str, Leitura], pilha: tuple[Path, ...], obs: list[Obs]) -> ResultadoJogo:
    """The Commission's decision fixes the jogo's result (and its partidas when given): C, c ("Toda e qualquer
    decisão tomada por quaisquer das Comissões será irrecorrível"), with the article that left it to the
    Commission — S, h or S, j when the ruling said so, else S, j (a contested result is not in the text)."""
    a, b = r.jogo.nomes
    if d.partidas is not None:
        pares: list[tuple[Node, Node]] = [
            (D.escalar("trios", d.no), D.sequencia([D.escalar(a, d.no), D.escalar(b, d.no)], d.no)),
            (D.escalar("formato", d.no), D.escalar(r.jogo.formato, d.no)),
            (D.escalar("partidas", d.no), d.partidas)]
        jogo, jctx = ler_jogo(D.mapa(pares, d.no), arquivo, ctx, registro, pilha, onde=f"jogo {i}: decisao")
        decidido = julgar_jogo(jogo, jctx)
        r = replace(r, partidas=decidido.partidas)
    de_quem = tuple(dict.fromkeys(r.comissao)) or (A.CASOS_OMISSOS,)
    r = replace(r, vencedor=d.vencedor, comissao=[])
    quando = f" em {d.data}" if d.data else ""
    efeito = f"vence {d.vencedor}" if d.vencedor else "o jogo fica sem vencedor"
    obs.append(nota(f"jogo {i} ({a} × {b}): decisão da Comissão{quando}: {efeito}"
                    + (f" — {d.motivo}" if d.motivo else ""), A.DECISAO_IRRECORRIVEL, *de_quem))
    return r


def _semente(leitor: D.Leitor, no: Node) -> int | str | None:
    """S, f: the draw is ``random.Random(semente).shuffle`` (contract v2 §11), and ``random.Random`` takes any
    integer (its absolute value, every bit of it) or a text. So any decimal integer is a seed — a date with a
    number, ``2026112801``, as much as ``2026`` — up to the digits Python converts from text at all."""
    if isinstance(no, ScalarNode) and no.tag == D.INT:
        try:
            return numeros.inteiro(no.value, ALGARISMOS_SEMENTE)
        except numeros.NumeroInvalido as e:
            leitor.erro(no, f"semente: {e}; escreva um número inteiro em decimal (até {ALGARISMOS_SEMENTE} "
                            "algarismos) ou um texto")
            return None
    return leitor.linha(no, "semente")


def _jogo(leitor: D.Leitor, i: int, item: Node, arquivo: str, ctx: Contexto, registro: Mapping[str, Leitura],
          pilha: tuple[Path, ...], lidos: tuple[D.Lidas, D.Lidas],
          versao: int = 2) -> tuple[Jogo | None, Contexto, Decisao | None]:
    """The jogo of the tournament entry ``item`` (a file or inline), and the decision its file carries (v3)."""
    arquivos, partidas = lidos
    onde = f"jogo {i}"
    if not isinstance(item, MappingNode):
        leitor.tipo(item, "{arquivo: jogo.yaml} ou {trios: [X, Y], partidas: [...]}", onde)
        return None, ctx, None
    chaves = [str(k.value) for k, _ in item.value if isinstance(k, ScalarNode)]
    if "arquivo" in chaves:
        campos = leitor.campos(item, onde, ("arquivo",))
        if not campos:
            return None, ctx, None
        if versao >= 3 and not _dentro_da_pasta(leitor, campos["arquivo"], arquivo, onde):
            return None, ctx, None
        caminho = D.arquivo_referido(leitor, campos["arquivo"], arquivo, pilha)
        if caminho is None or D.ja_contado(leitor, campos["arquivo"], caminho, arquivos, onde, f"do {onde}",
                                           "o mesmo jogo"):
            return None, ctx, None
        if versao >= 3:
            return _jogo_v3(caminho, ctx, registro, pilha, partidas)
        return (*carregar_jogo(caminho, ctx, registro, pilha, partidas), None)
    return (*ler_jogo(item, arquivo, ctx, registro, pilha, onde=onde, base=arquivo, lidas=partidas), None)


def _jogo_v3(caminho: Path, ctx: Contexto, registro: Mapping[str, Leitura], pilha: tuple[Path, ...],
             partidas: D.Lidas) -> tuple[Jogo, Contexto, Decisao | None]:
    """A jogo file of a v3 tournament, which may carry the Commission's ``decisao`` (§13): read here, located in
    that file, and handed to the tournament as the entry's own; the rest is a §10 jogo, read as
    :func:`carregar_jogo` reads it."""
    no, arquivo = D.raiz(caminho, D.JOGO)
    no = D.caso_ou_documento(no, "partidas")
    decisao_no = None
    if isinstance(no, MappingNode):
        resto = [(k, v) for k, v in no.value if not (isinstance(k, ScalarNode) and k.value == "decisao")]
        if len(resto) != len(no.value):
            decisao_no = next(v for k, v in no.value if isinstance(k, ScalarNode) and k.value == "decisao")
            no = MappingNode(no.tag, resto, no.start_mark, no.end_mark, flow_style=no.flow_style)
    jogo, jctx = ler_jogo(no, arquivo, ctx, registro, (*pilha, caminho.resolve()), lidas=partidas)
    if decisao_no is None:
        return jogo, jctx, None
    leitor = LeitorV3(arquivo)
    decisao = leitor.decisao(decisao_no, "jogo", jogo.nomes)
    leitor.falhar_se_problemas()
    return jogo, jctx, decisao


def _dentro_da_pasta(leitor: D.Leitor, no: Node, arquivo: str, onde: str) -> bool:
    """§13: an ``arquivo:`` is relative and stays in the tournament's folder (a copy of the folder is the whole
    tournament, on any machine)."""
    nome = str(no.value) if isinstance(no, ScalarNode) else ""
    pasta = Path(arquivo).resolve().parent
    if Path(nome).is_absolute() or (nome and not (pasta / nome).resolve().is_relative_to(pasta)):
        leitor.erro(no, f"{onde}: arquivo: {nome!r} sai da pasta do torneio; escreva um caminho relativo dentro "
                        "dela (a pasta copiada é o torneio inteiro)")
        return False
    return True


def julgar_jogo_do_arquivo(caminho: Path, ctx: Contexto, registro: Mapping[str, Leitura]) -> ResultadoJogo:
    """A jogo file on its own, read as a v3 tournament reads it (§13): the Commission's ``decisao`` it may carry
    fixes its result, citing C, c — what ``arbitro jogo``, ``arbitro sumula`` and the server's súmula show."""
    jogo, jctx, decisao = _jogo_v3(caminho, ctx, registro, (), {})
    r = julgar_jogo(jogo, jctx)
    if decisao is None:
        return r
    obs: list[Obs] = []
    r = _decidir(LeitorV3(str(caminho)), 1, r, decisao, str(caminho), jctx, registro, (caminho.resolve(),), obs)
    return replace(r, observacoes=[*r.observacoes, *obs])
