"""The state of one volta while its events are replayed, and the ledger of what it awards.

:class:`Volta` owns everything that changes during the replay. Each rule family keeps its own part
(:mod:`.envido`, :mod:`.flor`, :mod:`.truco`, :mod:`.mesa`): the truco, the envido and the flor say why an act
would be void (``impedimento``) and change through their own methods; the other modules ask them to annul,
confiscate or close. How the volta ended is the kernel's :class:`~arbitro.nucleo.mao.Encerramento`. Awards are
collected as :class:`Premio` values and settled in the order the table settles them (flor, envido, truco, then
sanctions) by :mod:`.motor` (:class:`.motor.MotorMTG`, the engine in the kernel's shape).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.nucleo.leituras import PADRAO, Escolha, Leitura, Selecao
from arbitro.nucleo.livro import Livro, Premio
from arbitro.nucleo.mao import Encerramento, Levantadas, Termino, consultar
from arbitro.sistemas.mtg.cenario.modelo import Cenario
from arbitro.sistemas.mtg.motor.envido import EstadoEnvido
from arbitro.sistemas.mtg.motor.flor import EstadoFlor
from arbitro.sistemas.mtg.motor.mesa import EstadoMesa
from arbitro.sistemas.mtg.motor.premios import Parte
from arbitro.sistemas.mtg.motor.truco import EstadoTruco

if TYPE_CHECKING:
    from arbitro.nucleo.regulamento import Regulamento


def _frase(texto: str, nomes: Iterable[str] = ()) -> str:
    """A sentence to read aloud: capital first letter and a final period — unless it starts with a name, which
    is written as the scenario writes it."""
    texto = texto.strip()
    fim = "" if texto.endswith((".", "!", "?")) else "."
    if texto.startswith(tuple(nomes)):
        return texto + fim
    return texto[:1].upper() + texto[1:] + fim


def _por_naipe(c: Carta) -> tuple[str, int]:
    """A hand's cards in a fixed order, by suit letter then rank (``_value_``: the member's plain attribute, read
    on every hand shown; Enum's ``value`` is a descriptor)."""
    return c.naipe._value_, c.numero


class LevantadasDaVolta(Levantadas):
    """The kernel's ledger of what each event raised, less what a later step of the volta withdrew (a warning
    about a player whose whole trio then left, :func:`.baralho.verificar_trio_fora`): it is not said."""

    __slots__ = ("_vigentes",)

    def __init__(self, vigentes: list[Observacao]) -> None:
        super().__init__()
        self._vigentes = vigentes

    def dos_eventos(self, desde: int) -> list[Observacao]:
        return [o for o in super().dos_eventos(desde) if o in self._vigentes]


@dataclass
class Volta:
    cenario: Cenario
    alvo: int
    regulamento_id: str
    livro: Livro = field(default_factory=Livro)  # the awards, append-only: a sanction annuls, never rewrites
    observacoes: list[Observacao] = field(default_factory=list)
    envido: EstadoEnvido = field(default_factory=EstadoEnvido)
    flor: EstadoFlor = field(default_factory=EstadoFlor)
    truco: EstadoTruco = field(default_factory=EstadoTruco)
    mesa: EstadoMesa = field(default_factory=EstadoMesa)
    encerrada: Encerramento | None = None  # how and why the volta ended before its vazas were all played
    pilha: list[str] = field(default_factory=list)  # open bets, oldest first: "envido", "truco", "flor"
    vistas: dict[str, set[Carta]] = field(default_factory=dict)  # cards seen of each player
    mostrou: set[str] = field(default_factory=set)  # players who showed their cards (mostra)
    nao_mostrou: set[str] = field(default_factory=set)
    mostrou_sem_necessidade: set[str] = field(default_factory=set)  # paid the tento of Art. 10, V
    cantaram_pontos: set[str] = field(default_factory=set)  # said a number, valid or not: the cards may prove it
    sem_mostrar: list[str] = field(default_factory=list)  # went to the baralho without showing a canto
    saida_inicial: tuple[str, bool] | None = None  # (trio, passed) left before the game started
    recolhidas: list[str] = field(default_factory=list)  # testa players whose cards the partner collected
    lei: bool = False  # the Lei do Jogo was proposed and stands
    # Why the cards must be dealt again (the volta does not count): whatever had ended the volta before.
    nova_distribuicao: Encerramento | None = None
    pedidos: list[tuple[str, str]] = field(default_factory=list)  # "peço flor": (who asks, who is asked)
    entendimento: list[str] = field(default_factory=list)  # how each speech was understood, for the ruling
    pagos: list[tuple[str, int]] = field(default_factory=list)  # v2 `pagamento` events: (trio that received, tentos)
    # The articles that shaped each bet (by award key: "envido", "truco", "flor"), cited on every award of it:
    # an award cites every article without which it would differ (a double proposal answered at once, the
    # Lei do jogo, a card face down that passed the truco...).
    fundamentos: dict[str, list[str]] = field(default_factory=dict)
    selecao: Selecao = PADRAO  # the options in force at the named readings
    escolhas: dict[str, Escolha] = field(default_factory=dict)  # the readings consulted, in order
    # The observations already made, so that repeating one costs O(1) (a long scenario repeats many).
    observadas: set[Observacao] = field(default_factory=set, init=False, repr=False, compare=False)
    # Each observation with the index of the event that raised it, repeats included (Sistema.pode): the kernel's
    # ledger, set to the event being replayed by the kernel's replay (arbitro.nucleo.motor.reproduzir).
    levantadas: LevantadasDaVolta = field(init=False, repr=False, compare=False)
    # Each seated player's trio, looked up on nearly every event: read once from the scenario.
    trios_de: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.levantadas = LevantadasDaVolta(self.observacoes)
        self.trios_de = {j: t for t, js in self.cenario.trios.items() for j in js}

    @classmethod
    def nova(cls, cenario: Cenario, regulamento: Regulamento, selecao: Selecao = PADRAO) -> Volta:
        v = cls(cenario=cenario, alvo=regulamento.alvo, regulamento_id=regulamento.id, selecao=selecao)
        for jogador, mao in cenario.cartas.items():
            v.vistas[jogador] = set(mao)
        return v

    # --- who is who ---------------------------------------------------------------------------------

    @property
    def testa(self) -> bool:
        return self.cenario.modalidade == "testa"

    def trio(self, jogador: str) -> str:
        t = self.trios_de.get(jogador)
        return self.cenario.trio_de(jogador) if t is None else t  # the scenario says why an unknown name fails

    def outro(self, trio: str) -> str:
        return self.cenario.adversario(trio)

    def ordem(self, jogador: str) -> int:
        """Distance from the mão in playing order (the mão is 0); players not seated come last."""
        mesa = self.cenario.mesa
        return mesa.index(jogador) if jogador in mesa else len(mesa)

    def sentados(self, trio: str | None = None) -> list[str]:
        """The players taking part in this volta (all six in roda, the two of the testa), in order."""
        if trio is None:
            return list(self.cenario.mesa)
        return [j for j in self.cenario.mesa if self.trio(j) == trio]

    def mao(self, jogador: str) -> tuple[Carta, ...] | None:
        """The player's three cards when the scenario shows all of them, else None."""
        vistas = self.vistas.get(jogador, set())
        if len(vistas) == 3:
            return tuple(sorted(vistas, key=_por_naipe))
        return None

    def ver(self, jogador: str, cartas: Iterable[Carta]) -> None:
        self.vistas.setdefault(jogador, set()).update(cartas)

    # --- score ------------------------------------------------------------------------------------------

    def placar(self, antes_de: Parte | None = None) -> dict[str, int]:
        """The score now: before the volta plus the awards collected so far (for the falta), or only
        those of the parts settled before ``antes_de``."""
        atual = dict(self.cenario.placar)
        for p in self.premios:
            if antes_de is None or p.parte < antes_de:
                atual[p.lado] = min(self.alvo, atual[p.lado] + p.tentos)
        return atual

    def partida_terminada(self, antes_de: Parte) -> bool:
        return max(self.placar(antes_de).values()) >= self.alvo

    @property
    def premios(self) -> list[Premio]:
        """The awards that count now (read only: they change through premiar, mover, tirar and retirar)."""
        return self.livro.vigentes()

    def premiar(self, parte: Parte, trio: str, tentos: int, motivo: str, artigos: Iterable[str],
                chave: str = "") -> Premio | None:
        return self.livro.lancar(parte, trio, tentos, motivo, (*artigos, *self.fundamentos.get(chave, ())), chave)

    def fundamentar(self, artigo: str, *chaves: str) -> None:
        """``artigo`` shaped the bets ``chaves``: every award of them will cite it."""
        for chave in chaves:
            lista = self.fundamentos.setdefault(chave, [])
            if artigo not in lista:
                lista.append(artigo)

    def mover(self, de: str, chaves: tuple[str, ...], motivo: str, artigos: tuple[str, ...]) -> int:
        """A sanction moves to the other trio the awards of ``de`` of the given kinds (``chave``);
        returns the tentos moved."""
        return self.livro.mover(de, self.outro(de), chaves, motivo, artigos)

    @cached_property
    def nomes(self) -> tuple[str, ...]:
        """Players and trios, longest first: a sentence that starts with one keeps it as written."""
        c = self.cenario
        return tuple(sorted({*c.trios, *(j for js in c.trios.values() for j in js)}, key=len, reverse=True))

    def entender(self, texto: str) -> None:
        """Say how the engine understood a speech ("me achico" → COM FLOR ME ACHICO), for the ruling read aloud."""
        self.entendimento.append(_frase(texto, self.nomes))

    def tirar(self, de: str | None, chaves: tuple[str, ...], motivo: str = "tirado por sanção") -> int:
        """A sanction (or a bet settled again) takes from ``de`` (every trio when None) the awards of the given
        kinds, to nobody; returns the tentos taken."""
        return self.livro.tirar(de, chaves, motivo)

    def frase(self, texto: str) -> str:
        """``texto`` as an observation of this volta writes it."""
        return _frase(texto, self.nomes)

    def observar(self, texto: str, *artigos: str, tipo: Tipo) -> Observacao:
        return self._observar(Observacao(_frase(texto, self.nomes), tuple(dict.fromkeys(artigos)), tipo=tipo))

    def _observar(self, obs: Observacao) -> Observacao:
        self.levantadas.registrar(obs)  # every time, even repeated: what Sistema.pode asks
        if obs not in self.observadas:
            self.observadas.add(obs)
            self.observacoes.append(obs)
        return obs

    def ler(self, leitura: Leitura, contexto: str, *artigos: str) -> str:
        """Consult a named reading where a rule depends on it: the option in force, said in an observation
        (what the other options give is added once the volta is ruled, :func:`arbitro.nucleo.motor.julgar`). The
        kernel's lookup, as the families use it; the MTG says the reading at every place it applies, each sentence
        once."""
        return consultar(self, leitura, _frase(contexto, self.nomes), artigos, a_cada_vez=self._observar)

    def encerrar(self, termino: Termino, motivo: str) -> None:
        """The volta ends (the first end stands), as a value: how, and in the words a later act is told."""
        if self.encerrada is None:
            self.encerrada = Encerramento(termino, motivo)

    def distribuir_de_novo(self, motivo: str) -> None:
        """The cards are dealt again (the first reason stands): the volta does not count, and it ends."""
        if self.nova_distribuicao is None:
            self.nova_distribuicao = Encerramento(Termino.NOVA_DISTRIBUICAO, motivo)
        self.encerrar(Termino.NOVA_DISTRIBUICAO, motivo)

    # --- open bets, for routing a plain QUERO / NÃO QUERO ----------------------------------------------

    def abrir(self, aposta: str) -> None:
        if aposta in self.pilha:
            self.pilha.remove(aposta)
        self.pilha.append(aposta)

    def fechar(self, aposta: str) -> None:
        if aposta in self.pilha:
            self.pilha.remove(aposta)

    def ja_jogou(self, jogador: str) -> bool:
        return jogador in self.mesa.jogaram

    def alguma_carta_jogada(self) -> bool:
        return bool(self.mesa.jogaram) or bool(self.mesa.resultados)
