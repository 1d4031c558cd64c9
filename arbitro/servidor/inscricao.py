"""The tournament file as the server seeds its database from it (contract v3 §13–§14): read by the library's
tournament loader (:func:`arbitro.torneio.carregar_torneio.ler_torneio`, what ``arbitro torneio rodada`` and
``arbitro classificacao`` run) — one reader of ``inscritos``, ``mesas``, ``fases`` and ``rodadas``, every problem
located (``arquivo:linha:coluna``) and all of them reported at once. The server adds one requirement of its own:
``inscritos`` (each side's capataz gets a PIN).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitro.cenario.yamlpos import CenarioInvalido, marca

if TYPE_CHECKING:
    from arbitro.torneio.carregar_torneio import Torneio


@dataclass(frozen=True, slots=True)
class Lado:
    nome: str
    capataz: str | None
    jogadores: tuple[str, ...]
    reservas: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Inscricao:
    torneio: str
    data: str
    regulamento: str
    mesas: int | None
    lados: dict[str, Lado]
    torneio_lido: Torneio | None = None  # the loader's tournament, as the file stands
    valores: dict[str, Any] = field(default_factory=dict)  # every key as read, for the export's torneio.yaml
    hash: str = ""


def hash_do_texto(texto: str) -> str:
    return hashlib.sha256(texto.encode("utf-8")).hexdigest()


def ler(caminho: str | Path) -> tuple[Inscricao, str]:
    """The tournament file and its text; raises :class:`CenarioInvalido` with every problem, located."""
    from arbitro.cenario.yamlpos import ler as ler_texto
    from arbitro.torneio import documento as D

    texto = ler_texto(caminho, D.TORNEIO)
    return ler_texto_do_torneio(texto, str(caminho)), texto


def ler_texto_do_torneio(texto: str, arquivo: str) -> Inscricao:
    from yaml.nodes import MappingNode

    from arbitro.cenario.yamlpos import compor
    from arbitro.mesa.yamlmin import valor
    from arbitro.sistemas import PADRAO
    from arbitro.torneio import documento as D
    from arbitro.torneio.carregar_torneio import ler_torneio
    from arbitro.torneio.entrada import contexto

    no = compor(texto, arquivo, D.TORNEIO)
    ctx, registro = contexto(None)
    with D.sem_coleta():
        torneio, _ctx = ler_torneio(D.caso_ou_documento(no, "jogos"), arquivo, ctx, registro,
                                    (Path(arquivo).resolve(),))
    org = torneio.org
    if not org.inscritos:
        raise CenarioInvalido([marca(no, arquivo, "falta a chave obrigatória 'inscritos' (cada lado com capataz e "
                                                  "jogadores, versao: 3): o servidor faz o PIN do capataz de cada "
                                                  "lado inscrito")])
    assert isinstance(no, MappingNode)
    valores = {str(k.value): valor(v) for k, v in no.value}
    lados = {i.nome: Lado(i.nome, i.capataz, i.jogadores, i.reservas) for i in org.inscritos.values()}
    return Inscricao(torneio.nome or "", org.data or "", str(valores.get("regulamento") or PADRAO), org.mesas, lados,
                     torneio, valores, hash_do_texto(texto))
