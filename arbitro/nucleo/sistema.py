"""A rule system as a value: what the system-free layers (the scenario reader, the CLI, the tournament layer) ask
of it. One subclass per system, in its own package under :mod:`arbitro.sistemas`, found by name through the
registry there (imported lazily, so the cold start of a ruling loads one system only).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Literal, NamedTuple

from arbitro.nucleo.motor import julgar, levantadas_pelos_ultimos

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.decisao import Decisao, Observacao, Tipo
    from arbitro.nucleo.leituras import Registro, Selecao
    from arbitro.nucleo.motor import NovoMotor
    from arbitro.nucleo.partida import RegrasDaPartida
    from arbitro.nucleo.regulamento import Regulamento


class Formato(NamedTuple):
    """The shape of a partida under the system."""

    lados: str  # the scenario key that names the sides: "trios" (MTG) or "duplas"
    chave_lado: str  # the award's side key in the ruling: "trio" (MTG) or "equipe" (contract v2 §8)
    jogadores: tuple[int, ...]  # players per side the system allows
    alvo: int | None  # the partida's target; None when it is an option of the scenario (valenciano)
    metades: tuple[str, str] | None = None  # the halves of the score ("malos", "buenos"), if the system names them


Destaque = Literal["", "sim", "nao", "empate"]
"""How a piece of a calculator's answer stands out: plain, the value found, a no, a tie."""


class Calculo(NamedTuple):
    """The answer of a calculator: a value in words, the number when there is one, and the rule. The optional
    fields let a system say more than one line (``partes``, ``detalhe``, ``aviso``) and keep the JSON it has
    always given (``json_so_dados``: the MTG's calculators answer ``{**dados, "artigos"}`` since contract v1)."""

    texto: str
    valor: int | None
    artigos: tuple[str, ...]
    dados: Mapping[str, Any] = {}  # what the JSON output adds
    partes: tuple[tuple[str, Destaque], ...] = ()  # ``texto`` in pieces, each with how it stands out
    detalhe: str = ""  # a second line: how the value came about
    aviso: str = ""  # a warning beside the answer (the judge reads it on stderr)
    json_so_dados: bool = False

    def em_json(self) -> dict[str, Any]:
        if self.json_so_dados:
            return {**self.dados, "artigos": list(self.artigos)}
        return {"valor": self.valor, "texto": self.texto, "artigos": list(self.artigos), **self.dados}


class Veredito(NamedTuple):
    """Whether a move may be made now, and if not, the rule that forbids it (``motivo`` says why, in Portuguese)."""

    vale: bool
    artigos: tuple[str, ...] = ()
    motivo: str | None = None


class SemCalculo(Exception):
    """The system has no such measure (no envido in the paulista): the message says so, in Portuguese."""


class CalculoInvalido(ValueError):
    """What was given to a calculator cannot be measured: one Portuguese line per problem, shown as they are."""

    def __init__(self, linhas: Sequence[str]) -> None:
        super().__init__("; ".join(linhas))
        self.linhas = tuple(linhas)


class Sistema(ABC):
    """One rule system. Class attributes describe it; methods give its rulebook, readings, scenario and engine."""

    id: ClassVar[str]
    nome: ClassVar[str]
    apelidos: ClassVar[tuple[str, ...]] = ()
    formato: ClassVar[Formato]
    arquivo_regulamento: ClassVar[str]  # its file in regulamento/ (the MTG's verbatim, the others' own words)
    baralho: ClassVar[str]  # the deck it is played with, as a judge names it

    @cached_property
    def regulamento(self) -> Regulamento:
        from arbitro.nucleo.regulamento import carregar

        return carregar(self.arquivo_regulamento.removesuffix(".yaml"))

    @abstractmethod
    def leituras(self) -> Registro:
        """Every named reading of the system (contract v2 §8)."""

    @abstractmethod
    def cenario(self, no: Node, arquivo: str) -> Any:
        """The scenario at ``no`` (the document's root, already composed), validated; raises
        :class:`arbitro.cenario.yamlpos.CenarioInvalido` with every problem, located."""

    def motor(self) -> NovoMotor:
        """The system's hand engine in the kernel's one shape (:mod:`arbitro.nucleo.motor`): ``novo(cenario,
        selecao)`` builds it on the hand's start. :meth:`resolver` and :meth:`observacoes_dos_ultimos` ask it, for
        every system."""
        raise NotImplementedError(f"{self.nome}: o motor não está na forma do núcleo")

    @cached_property
    def _novo(self) -> NovoMotor:
        # built once per system (a system is one instance, :func:`arbitro.sistemas.sistema`): the engine's class
        # and its fixed arguments do not change between hands
        return self.motor()

    def partida(self) -> RegrasDaPartida:
        """The system's hooks above the hand (:mod:`arbitro.nucleo.partida`): what only it has in a partida, a jogo
        and the standings (contract v3 §12). The partida layer asks it, never the system's package."""
        raise SemCalculo(f"{self.nome}: a partida deste sistema não está na forma do núcleo")

    def resolver(self, cenario: Any, selecao: Selecao) -> Decisao:
        """The ruling on one hand (volta) of the system."""
        return julgar(self._novo, cenario, selecao)

    @abstractmethod
    def esquema(self) -> dict[str, Any]:
        """The JSON Schema (draft-07) of the system's scenario, for editors."""

    @abstractmethod
    def falas(self) -> Mapping[str, Sequence[str]]:
        """Every accepted speech, grouped ("respostas", "truco", ...), as a judge would write it."""

    def observacoes_dos_ultimos(self, cenario: Any, selecao: Selecao, quantos: int = 1) -> Sequence[Observacao]:
        """What the last ``quantos`` events of ``cenario`` raised when the engine applied them to the state the
        events before them reached — each observation every time it is raised, even when the ruling already says
        the same (a void call repeated is void again). The hand is not settled: the owner answers for the events."""
        return levantadas_pelos_ultimos(self._novo, cenario, selecao, quantos)

    def pode(self, cenario: Any, evento: Any, selecao: Selecao, proibem: Iterable[Tipo] | None = None) -> Veredito:
        return self.podem(cenario, (evento,), selecao, proibem)

    def podem(self, cenario: Any, eventos: Sequence[Any], selecao: Selecao,
              proibem: Iterable[Tipo] | None = None) -> Veredito:
        """May ``eventos`` (one item of the scenario's list, which a system may read as more than one event) happen
        next in the hand ``cenario`` describes so far? Asked of the engine that owns the state: the events are
        replayed and the new ones applied by the same code that rules them in a decision; what they raise of the
        kinds ``proibem`` (``nao-vale``, a void call or act, by default) is the answer, with its articles, in the
        ruling's own words. Nothing is applied to ``cenario`` (a dataclass with ``eventos``, as every system's
        is). :meth:`pode` asks it of one event."""
        from dataclasses import replace

        from arbitro.nucleo.decisao import Tipo

        tipos = frozenset(proibem or (Tipo.NAO_VALE,))
        levantadas = self.observacoes_dos_ultimos(replace(cenario, eventos=(*cenario.eventos, *eventos)), selecao,
                                                  len(eventos))
        proibe = list(dict.fromkeys(o for o in levantadas if o.tipo in tipos))
        if not proibe:
            return Veredito(True)
        return Veredito(False, tuple(dict.fromkeys(a for o in proibe for a in o.artigos)),
                        "; ".join(o.texto for o in proibe))

    def modelo(self) -> str:
        """A commented template of a scenario (``arbitro novo --sistema``)."""
        raise SemCalculo(f"o arbitro ainda não tem modelo de cenário para {self.nome}")

    # --- calculators: each system answers what it has, and says so when it has not ---------------------------

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        raise SemCalculo(f"{self.nome}: a calculadora de vaza não está disponível")

    def calcular_envido(self, cartas: Sequence[str]) -> Calculo:
        raise SemCalculo(f"{self.nome} não tem envido")

    def calcular_flor(self, cartas: Sequence[str]) -> Calculo:
        raise SemCalculo(f"{self.nome} não tem flor")

    def calcular_falta(self, placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
        raise SemCalculo(f"{self.nome} não tem falta envido")
