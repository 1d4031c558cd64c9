"""The tournament as files (contract v3 §14, export): ``torneio.yaml``, ``jogos/<id>.yaml``,
``partidas/<id>-<n>.yaml`` and ``em-andamento/…``, written from the database — and ruled by the very loaders the
CLI runs on them, so that what the server shows and what ``arbitro jogo`` / ``arbitro classificacao`` give on the
export are one computation, not two.

A partida recorded event by event is a :class:`arbitro.mesa.sessao.Sessao`, the session model of ``arbitro mesa``
(its public API: the header, the voltas, :meth:`~arbitro.mesa.sessao.Sessao.texto`,
:meth:`~arbitro.mesa.sessao.Sessao.resultado`), whose writer is the database's: one recorder of partidas, two front
ends, every rule system.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbitro.mesa import yamlmin
from arbitro.mesa.maos import MAO
from arbitro.mesa.sessao import Cabecalho, Sessao, VoltaRegistro

# A volta's own keys (§14 "Events"): posted as the volta's first events, written as keys of the volta entry.
CHAVES_DA_VOLTA = ("vira", "mao", "tempo_esgotado", "leituras", "cartas")
TESTAS = 3


@dataclass(frozen=True, slots=True)
class EventoGravado:
    seq: int
    id: str
    partida: int
    volta: int
    testa: int | None
    evento: dict[str, Any]
    desfeito: bool

    @property
    def desfaz(self) -> str | None:
        alvo = self.evento.get("desfaz") if len(self.evento) == 1 else None
        return str(alvo) if alvo is not None else None

    def json(self) -> dict[str, Any]:
        saida: dict[str, Any] = {"seq": self.seq, "id": self.id, "partida": self.partida, "volta": self.volta,
                                 "testa": self.testa, "evento": self.evento}
        if self.desfeito:
            saida["desfeito"] = True
        return saida


@dataclass(slots=True)
class DadosDoJogo:
    """A jogo as the database holds it."""

    id: int
    fase: str
    rodada: int
    mesa: int | None
    lados: tuple[str, str]
    jogadores: dict[str, tuple[str, ...]]
    reservas: dict[str, tuple[str, ...]]
    capatazes: dict[str, str]
    regulamento: str
    torneio: str
    data: str
    formato: str | None
    eventos: list[EventoGravado] = field(default_factory=list)
    cabecalhos: dict[int, dict[str, Any]] = field(default_factory=dict)  # POST /partidas, per partida
    resultado: list[dict[str, int]] | None = None
    ocorrencias: list[dict[str, Any]] = field(default_factory=list)
    decisao: dict[str, Any] | None = None

    def aplicados(self, partida: int) -> list[EventoGravado]:
        """The events that make the partida: neither undone nor an undo."""
        return [e for e in self.eventos if e.partida == partida and not e.desfeito and e.desfaz is None]

    def partidas_com_eventos(self) -> list[int]:
        return sorted({e.partida for e in self.eventos if not e.desfeito and e.desfaz is None})

    def numero_de_partidas(self) -> int:
        com = self.partidas_com_eventos()
        return max([*com, len(self.resultado or [])], default=0)


def assentos_padrao(j: DadosDoJogo) -> list[str]:
    """§14: the two sides' players alternating in registration order, ``lados[0]`` first, its first player the
    first mão."""
    a, b = (j.jogadores[x] for x in j.lados)
    return [nome for par in zip(a, b, strict=False) for nome in par]


def cabecalho(j: DadosDoJogo, partida: int) -> Cabecalho:
    dado = j.cabecalhos.get(partida, {})
    placar = dado.get("placar_inicial")
    return Cabecalho({x: list(j.jogadores[x]) for x in j.lados}, list(dado.get("assentos") or assentos_padrao(j)),
                     {str(k): int(v) for k, v in placar.items()} if isinstance(placar, Mapping) else None,
                     j.regulamento, {str(k): str(v) for k, v in (dado.get("leituras") or {}).items()})


def voltas(eventos: Sequence[EventoGravado], mtg: bool = True) -> list[VoltaRegistro]:
    """The voltas the applied events make, in the mesa's form (one list of events, or three in an MTG testa volta;
    a hand, ``mao``, in the other systems, its ``vira`` a volta key, §12)."""
    saida: list[VoltaRegistro] = []
    por_volta: dict[int, list[EventoGravado]] = {}
    for e in eventos:
        por_volta.setdefault(e.volta, []).append(e)
    for n in range(1, max(por_volta, default=0) + 1):
        evs = por_volta.get(n, [])
        testa = mtg and any(e.testa is not None for e in evs)
        v = VoltaRegistro.nova("testa" if testa else "roda" if mtg else MAO)
        for e in evs:
            k = (e.testa or 1) - 1 if testa else 0
            chave, valor = next(iter(e.evento.items())) if len(e.evento) == 1 else (None, None)
            if chave == "mao":
                v.mao = str(valor)
            elif chave in CHAVES_DA_VOLTA:
                (v.extras_testas[k] if testa and e.testa is not None else v.extras)[str(chave)] = valor
            else:
                v.listas[k].append(dict(e.evento))
        saida.append(v)
    return saida


def _no_banco(_caminho: Path, _texto: str) -> None:
    """The server's partida lives in the database: the session writes no file."""


def sessao(j: DadosDoJogo, partida: int) -> Sessao:
    """The partida ``partida`` of the jogo as the table's session model holds it (its events applied)."""
    cab = cabecalho(j, partida)
    s = Sessao(cab, Path(f"{j.id}-{partida}.yaml"), voltas(j.aplicados(partida), cab.mtg), salvar=_no_banco)
    aplicados = j.aplicados(partida)
    if aplicados and aplicados[-1].testa is not None:
        s.mudar_testa(aplicados[-1].testa - 1)
    return s


def texto_da_partida(j: DadosDoJogo, partida: int) -> str:
    """The partida file (contract v2 §9 for MTG, v3 §12 for the others), as ``arbitro mesa`` writes it."""
    return sessao(j, partida).texto()


def _y(valor: Any) -> str:
    return yamlmin.fluxo(valor)


def texto_do_jogo(j: DadosDoJogo, pasta_partidas: str = "../partidas") -> str:
    """The jogo file (§10 for MTG, §12 for the others; a v3 tournament's ``decisao`` in it, §13): each partida
    with events as ``arquivo:``, the others as their final score; the sides under the system's key (``trios:`` in
    MTG, ``duplas:`` in the others)."""
    from arbitro.sistemas import PADRAO, sistema

    com = set(j.partidas_com_eventos())
    # MTG's jogo file is §10's (v2; a v3 tournament reads its decisao: beside it); the others' is §12's (v3)
    linhas = [f"# Jogo {j.id} (arbitro servidor). Resolva com: arbitro jogo {j.id}.yaml",
              f"versao: {2 if j.regulamento == PADRAO else 3}", f"regulamento: {_y(j.regulamento)}"]
    if j.formato:
        linhas.append(f"formato: {_y(j.formato)}")
    linhas += [f"torneio: {_y(j.torneio)}"]
    if j.data:
        linhas.append(f"data: {_y(j.data)}")
    if j.mesa is not None:
        linhas.append(f"mesa_numero: {j.mesa}")
    capatazes = {x: j.capatazes[x] for x in j.lados if x in j.capatazes}
    if capatazes:
        linhas.append(f"capatazes: {_y(capatazes)}")
    linhas.append(f"{sistema(j.regulamento).formato.lados}:")
    linhas += [f"  {yamlmin.escalar(x)}: {_y(list(j.jogadores[x]))}" for x in j.lados]
    reservas = {x: list(j.reservas.get(x, ())) for x in j.lados}
    if any(reservas.values()):
        linhas.append(f"reservas: {_y(reservas)}")
    partidas: list[Any] = []
    for n in range(1, j.numero_de_partidas() + 1):
        if n in com:
            partidas.append({"arquivo": f"{pasta_partidas}/{j.id}-{n}.yaml"})
        elif j.resultado and n <= len(j.resultado):
            partidas.append(j.resultado[n - 1])
    linhas.append("partidas:" if partidas else "partidas: []")
    linhas += [f"  - {_y(p)}" for p in partidas]
    if j.ocorrencias:
        linhas.append("ocorrencias:")
        linhas += [f"  - {_y(o)}" for o in j.ocorrencias]
    if j.decisao is not None:
        linhas.append(f"decisao: {_y(j.decisao)}")
    return "\n".join([*linhas, ""])


def escrever_jogo(pasta: Path, j: DadosDoJogo, sub: str = "") -> Path:
    """``<sub>jogos/<id>.yaml`` and its partidas under ``<sub>partidas/``; the jogo file's path."""
    base = pasta / sub if sub else pasta
    (base / "jogos").mkdir(parents=True, exist_ok=True)
    (base / "partidas").mkdir(parents=True, exist_ok=True)
    for n in j.partidas_com_eventos():
        nome = f"{j.id}-{n}.yaml"
        (base / "partidas" / nome).write_text(texto_da_partida(j, n), encoding="utf-8")
    caminho = base / "jogos" / f"{j.id}.yaml"
    caminho.write_text(texto_do_jogo(j), encoding="utf-8")
    return caminho


def texto_do_torneio(valores: Mapping[str, Any], rodadas: Sequence[str], do_arquivo: Sequence[Any],
                     confirmados: Sequence[DadosDoJogo]) -> str:
    """The export's ``torneio.yaml``, a v3 file (§13): the seeded file's keys; ``rodadas`` as opened (each item
    the flow mapping :func:`arbitro.torneio.abrir.item_da_rodada` writes, what ``arbitro torneio rodada --abrir``
    appends); ``jogos`` the file's own jogos as it had them, then the confirmed jogos of the server, each with
    ``arquivo:``, ``fase``, ``rodada`` and ``mesa``."""
    linhas = ["# Torneio exportado por arbitro servidor (contrato v3 §13–§14). Resolva com: arbitro classificacao "
              "torneio.yaml", "versao: 3"]
    for chave in ("regulamento", "torneio", "data", "semente", "sorteio", "mesas", "leituras", "inscritos", "fases"):
        if chave in valores:
            linhas.append(f"{chave}: {_y(valores[chave])}")
    if rodadas:
        linhas.append("rodadas:")
        linhas += [f"  - {r}" for r in rodadas]
    linhas.append("jogos:" if do_arquivo or confirmados else "jogos: []")
    linhas += [f"  - {_y(j)}" for j in do_arquivo]
    for j in confirmados:
        item = {"arquivo": f"jogos/{j.id}.yaml", "fase": j.fase, "rodada": j.rodada, "mesa": j.mesa}
        linhas.append(f"  - {_y(item)}")
    return "\n".join([*linhas, ""])


def json_texto(valor: Any) -> str:
    return json.dumps(valor, ensure_ascii=False)
