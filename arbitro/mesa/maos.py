"""The partida of a system played hand by hand (paulista, mineiro, argentino, valenciano: no roda/testa), ruled at
the table with each system's hand engine (:meth:`arbitro.nucleo.sistema.Sistema.resolver`), the same engine
``arbitro resolve`` uses.

Contract v3 §12 gives the partida of these systems; until its partida layer (``arbitro partida``, another scope of
issue 23) rules them, the mesa chains the hands itself with the rules §12 states and nothing more:

* each hand is a scenario of its system (contract v2 §8) — ``placar`` the score before it, ``mesa`` the order of
  play from its mão, the hand's own keys (``vira``, ``cartas``, ``leituras``…) and its events — so the engine sees
  exactly what ``arbitro resolve`` would see for that hand (:func:`texto_da_mao`);
* the score carries from hand to hand; the mão passes to the next seat, unless the hand says ``mao:`` (§12);
* the partida ends where the engine names a winner (it caps the awards at the target, mão de onze and mão de ferro
  follow from the score it is given); a hand recorded after that is not ruled;
* valenciano: a hand that ends a cama (the ruling's ``cama``) starts the next one at 0 × 0, with the camas it gives
  (Valenciano, camas: "a próxima cama começa do zero").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from arbitro.cenario.yamlpos import CenarioInvalido, Problema
from arbitro.mesa import yamlmin

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from arbitro.mesa.sessao import Cabecalho, VoltaRegistro
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Selecao
    from arbitro.nucleo.sistema import Sistema

CHAVES_DA_MESA = ("vira",)  # the hand keys the judge sets at the table, where the system has them (contract v3 §12)
MAO = "mao"  # the modality of a hand of a system without roda/testa (what the session records)


class MaoInvalida(CenarioInvalido):
    """A hand its system's reader refuses (``numero``: which, from 1); the problems say "mão N: …"."""

    def __init__(self, numero: int, problemas: list[Problema]) -> None:
        super().__init__(problemas)
        self.numero = numero


class MaoEmCurso(NamedTuple):
    """The hand being recorded as its system reads it: the scenario's text and the validated scenario."""

    texto: str
    cenario: Any
    arquivo: str


@dataclass(frozen=True)
class MaoJulgada:
    """One hand of the partida as ruled (contract v3 §12: ``{numero, mao, decisao, placar_depois}``; valenciano adds
    ``camas``)."""

    numero: int
    mao: str
    decisao: Decisao
    placar_depois: dict[str, int]
    camas: dict[str, int] | None = None

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"numero": self.numero, "mao": self.mao, "decisao": self.decisao.json(),
                                 "placar_depois": dict(self.placar_depois)}
        if self.camas is not None:
            saida["camas"] = dict(self.camas)
        return saida


@dataclass(frozen=True)
class Estado:
    """Where the partida stands before a hand: the score, the mão, the camas (valenciano), the winner if it ended."""

    placar: dict[str, int]
    mao: str
    camas: dict[str, int] | None
    vencedor: str | None


class Julgamento(NamedTuple):
    """The hands ruled, where the partida stood before each recorded hand, where it stands after the last, and the
    last hand as its system reads it (None when the partida had ended before it, or the hand lacks what its system
    needs before any event: ``pendente`` says what)."""

    julgadas: list[MaoJulgada]
    antes: list[Estado]
    final: Estado
    em_curso: MaoEmCurso | None
    pendente: str | None = None  # what the hand being recorded lacks before anything can be ruled (the vira)


@dataclass
class ResultadoMaos:
    """The partida so far (contract v3 §12's output)."""

    cab: Cabecalho
    maos: list[MaoJulgada]
    final: Estado
    observacoes: list[dict[str, Any]] = field(default_factory=list)

    def json(self) -> dict[str, Any]:
        cab = self.cab
        saida: dict[str, Any] = {"versao": 3, "regulamento": cab.regulamento,
                                 cab.chave_lados: {t: list(js) for t, js in cab.lados.items()},
                                 "assentos": list(cab.assentos), "placar_inicial": placar_inicial(cab)}
        if self.final.camas is not None:
            saida["camas_iniciais"] = camas_iniciais(cab)
        saida["voltas"] = [m.json() for m in self.maos]
        saida["placar_final"] = dict(self.final.placar)
        if self.final.camas is not None:
            saida["camas"] = dict(self.final.camas)
        saida["vencedor"] = self.final.vencedor
        saida["observacoes"] = list(self.observacoes)
        return saida


def sistema_de(cab: Cabecalho) -> Sistema:
    from arbitro.sistemas import sistema

    return sistema(cab.regulamento)


def tem_camas(cab: Cabecalho) -> bool:
    """The system counts camas (valenciano): its scenario has ``camas:`` (its schema says so)."""
    return "camas" in propriedades(cab.regulamento)


@cache
def propriedades(regulamento: str) -> tuple[str, ...]:
    """The keys of the system's hand scenario (its JSON Schema): what a hand may carry (``vira``, ``cartas``…)."""
    from arbitro.sistemas import sistema

    return tuple(sistema(regulamento).esquema().get("properties", {}))


def placar_inicial(cab: Cabecalho) -> dict[str, int]:
    return dict(cab.placar_inicial) if cab.placar_inicial is not None else {t: 0 for t in cab.lados}


def camas_iniciais(cab: Cabecalho) -> dict[str, int]:
    return dict(cab.camas_iniciais) if cab.camas_iniciais is not None else {t: 0 for t in cab.lados}


def ordem_de_jogo(assentos: Sequence[str], mao: str) -> list[str]:
    """The seats from the mão on (the scenario's ``mesa:``)."""
    m = assentos.index(mao) if mao in assentos else 0
    return [assentos[(m + i) % len(assentos)] for i in range(len(assentos))]


def seguinte(assentos: Sequence[str], mao: str) -> str:
    """The next seat: the deal passes on (contract v3 §12)."""
    return assentos[(assentos.index(mao) + 1) % len(assentos)] if mao in assentos else assentos[0]


def texto_da_mao(cab: Cabecalho, volta: VoltaRegistro, antes: Estado, cabecalho: str = "") -> str:
    """The hand as a scenario of its system (contract v2 §8), ready for ``arbitro resolve``."""
    linhas = [cabecalho] if cabecalho else []
    linhas += ["versao: 2", f"regulamento: {yamlmin.escalar(cab.regulamento)}"]
    if cab.opcoes:
        linhas.append(f"opcoes: {yamlmin.fluxo(cab.opcoes)}")
    if antes.camas is not None:
        linhas.append(f"camas: {yamlmin.fluxo(antes.camas)}")
    linhas.append(f"placar: {yamlmin.fluxo(antes.placar)}")
    linhas.append(f"{cab.chave_lados}:")
    linhas += [f"  {yamlmin.escalar(t)}: {yamlmin.fluxo(js)}" for t, js in cab.lados.items()]
    linhas.append(f"mesa: {yamlmin.fluxo(ordem_de_jogo(cab.assentos, antes.mao))}")
    extras = dict(volta.extras)
    leituras = {**cab.leituras, **(extras.pop("leituras", None) or {})}
    linhas += [f"{yamlmin.escalar(k)}: {yamlmin.fluxo(v)}" for k, v in extras.items()]
    if leituras:
        linhas.append(f"leituras: {yamlmin.fluxo(leituras)}")
    linhas += yamlmin.eventos(volta.listas[0], 0)
    return "\n".join([*linhas, ""])


def ler_mao(texto: str, arquivo: str, regulamento: str) -> Any:
    """The hand's scenario validated by its system; raises ``CenarioInvalido``."""
    from arbitro.cenario.yamlpos import compor
    from arbitro.sistemas import sistema

    return sistema(regulamento).cenario(compor(texto, arquivo), arquivo)


class JulgadorDeMaos:
    """Rules the partida hand by hand; remembers each hand's ruling by its text (only the hand being recorded changes
    from key to key)."""

    def __init__(self, arquivo: str) -> None:
        self.arquivo = arquivo
        self._julgadas: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[Any, Decisao]] = {}

    def julgar(self, cab: Cabecalho, voltas: Sequence[VoltaRegistro], selecao: Selecao | None = None) -> Julgamento:
        """Every hand of ``voltas`` ruled in order, each under its scenario's readings (the partida's ``leituras:``
        and the hand's, written into it: the hand exported rules the same) and ``selecao``'s commission layers.
        Raises :class:`MaoInvalida`."""
        from arbitro.cenario.yamlpos import CenarioInvalido, Problema
        from arbitro.nucleo.leituras import PADRAO

        selecao = selecao or PADRAO

        camas = camas_iniciais(cab) if tem_camas(cab) else None
        placar = placar_inicial(cab)
        vencedor = _vencedor_ja(cab, placar)
        julgadas: list[MaoJulgada] = []
        antes: list[Estado] = []
        em_curso: MaoEmCurso | None = None
        anterior: str | None = None
        pendente: str | None = None
        for n, volta in enumerate(voltas, 1):
            primeiro = cab.assentos[0] if cab.assentos else ""
            mao = volta.mao if volta.mao is not None else (
                primeiro if anterior is None else seguinte(cab.assentos, anterior))
            anterior = mao
            estado = Estado(placar, mao, camas, vencedor)
            antes.append(estado)
            em_curso = None
            if vencedor is not None:  # a hand after the end: not ruled (the ruling says so)
                continue
            texto = texto_da_mao(cab, volta, estado)
            try:
                cenario, decisao = self._julgar(texto, cab.regulamento, selecao)
            except CenarioInvalido as e:
                if n == len(voltas) and not volta.listas[0] and _so_falta(e, cab):  # not begun: what it lacks
                    pendente = "; ".join(p.mensagem for p in e.problemas)
                    break
                raise MaoInvalida(n, [Problema(p.arquivo, p.linha, p.coluna, f"mão {n}: {p.mensagem}")
                                      for p in e.problemas]) from None
            em_curso = MaoEmCurso(texto, cenario, self.arquivo)
            placar = dict(decisao.placar_final)
            cama = decisao.extras.get("cama")
            if cama is not None:  # Valenciano, camas: "a próxima cama começa do zero"
                camas = {str(t): int(c) for t, c in cama["camas"].items()}
            julgadas.append(MaoJulgada(n, mao, decisao, placar, dict(camas) if camas is not None else None))
            vencedor = decisao.vencedor
            if cama is not None and vencedor is None:
                placar = {t: 0 for t in placar}
        final = Estado(placar, seguinte(cab.assentos, anterior) if anterior else "", camas, vencedor)
        return Julgamento(julgadas, antes, final, em_curso, pendente)

    def _julgar(self, texto: str, regulamento: str, selecao: Selecao) -> tuple[Any, Decisao]:
        from arbitro.sistemas import sistema

        chave = (texto, tuple(sorted((k, v) for e in selecao.esclarecimentos for k, v in e.leituras.items())))
        if chave not in self._julgadas:
            if len(self._julgadas) > 256:
                self._julgadas.clear()
            cenario = ler_mao(texto, self.arquivo, regulamento)
            self._julgadas[chave] = (cenario, sistema(regulamento).resolver(cenario, selecao))
        return self._julgadas[chave]


def _so_falta(e: CenarioInvalido, cab: Cabecalho) -> bool:
    """Every problem is a hand key the judge sets at the table before the first event (the paulista's vira)."""
    chaves = [k for k in CHAVES_DA_MESA if k in propriedades(cab.regulamento)]
    return bool(chaves) and all(any(k in p.mensagem for k in chaves) for p in e.problemas)


def _vencedor_ja(cab: Cabecalho, placar: Mapping[str, int]) -> str | None:
    """A side already at the target when recording began: the partida had ended (the system's target)."""
    alvo = sistema_de(cab).formato.alvo
    if alvo is None:
        return None
    return next((t for t, n in placar.items() if n >= alvo), None)


def resultado(cab: Cabecalho, voltas: Sequence[VoltaRegistro], arquivo: str, selecao: Selecao) -> ResultadoMaos:
    """The whole partida so far (contract v3 §12's output)."""
    j = JulgadorDeMaos(arquivo).julgar(cab, voltas, selecao)
    observacoes: list[dict[str, Any]] = []
    depois = [n for n, v in enumerate(voltas, 1) if n > len(j.julgadas) and not v.vazia]
    if depois:
        observacoes.append({"texto": f"a partida já tinha terminado: a mão {depois[0]} e as seguintes não contam",
                            "artigos": [alvo_artigo(cab)], "tipo": "nota"})
    return ResultadoMaos(cab, j.julgadas, j.final, observacoes)


def alvo_artigo(cab: Cabecalho) -> str:
    """The rule that fixes the partida's end in the system (Paulista, pontos; Valenciano, camas…)."""
    regulamento = sistema_de(cab).regulamento
    return regulamento.alvo_artigo or regulamento.id


def opcoes_do_sistema(regulamento: str) -> Mapping[str, Any]:
    """The system's options (contract v2 §8) as its schema gives them: ``{nome: esquema}``."""
    from arbitro.sistemas import sistema

    return dict(sistema(regulamento).esquema().get("properties", {}).get("opcoes", {}).get("properties", {}))
