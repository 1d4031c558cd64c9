"""Any rule system other than MTG at the table (paulista, mineiro, argentino, valenciano): its calls
(:meth:`Sistema.falas`), its deck, its acts, and its engine as the judge of which call is valid now
(:meth:`Sistema.pode`, issue 22) — all asked of the system, none listed here.

The hand being recorded comes as :class:`arbitro.mesa.maos.MaoEmCurso` (the scenario's text and the scenario): a
call is read by the system's own reader, appended to the text, so the palette offers exactly what a scenario file
may say, each meaning once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields, is_dataclass
from functools import cache, cached_property
from importlib import import_module
from typing import TYPE_CHECKING, Any

from arbitro.mesa import yamlmin
from arbitro.mesa.sistema import Adaptador, Ato, Evento, em_palavras
from arbitro.nucleo.texto import chave, quantos

if TYPE_CHECKING:
    from arbitro.mesa.maos import MaoEmCurso
    from arbitro.nucleo.cartas import Baralho, Carta
    from arbitro.nucleo.sistema import Sistema

# The keys the common calls prefer, so the palette reads the same from hand to hand (the rest get a free letter).
# As in MTG's (arbitro/mesa/mtg.py) where the call is the same: t truco, q quero, n não quero, y retruco, x vale quatro,
# e envido, r real envido, f falta envido, l flor.
_ATALHOS = {"truco": "t", "seis": "s", "nove": "v", "doze": "d", "quero": "q", "não quero": "n", "retruco": "y",
            "vale quatro": "x", "vale cuatro": "x", "jogo fora": "j", "envido": "e", "real envido": "r",
            "falta envido": "f", "falta": "f", "flor": "l", "dobro": "b"}


class Generico(Adaptador):
    """The table's adapter of a system played hand by hand (contract v3 §12)."""

    def __init__(self, id_: str) -> None:
        self.id = id_

    @cached_property
    def sistema(self) -> Sistema:
        from arbitro.sistemas import sistema

        return sistema(self.id)

    @property
    def nome(self) -> str:
        return self.sistema.nome

    @cached_property
    def baralho(self) -> Any:
        """The system's deck as its reader reads cards (its package's ``baralho.BARALHO``: ``ler``)."""
        from arbitro.sistemas import DECLARACOES

        modulo = next(d.classe for d in DECLARACOES if d.id == self.id).partition(":")[0]
        return import_module(f"{modulo}.baralho").BARALHO

    def falas_da_paleta(self) -> Sequence[str]:
        return self.todas_as_falas()  # each meaning once: :meth:`validas` keeps the first valid spelling of each

    def todas_as_falas(self) -> Sequence[str]:
        return _todas(self.id)

    def fala_aceita(self, texto: str) -> bool:
        return chave(texto) in {chave(f) for f in self.todas_as_falas()}

    def atalhos(self) -> Mapping[str, str]:
        return _ATALHOS

    @property
    def tem_pontos(self) -> bool:
        """The system sings points (envido): argentino, valenciano."""
        return "envido" in self.sistema.falas()

    def validas(self, cenario: MaoEmCurso, jogador: str, falas: Sequence[str], selecao: Any = None) -> list[str]:
        """The calls ``jogador`` may make now: each read by the system's reader after the hand so far and asked of
        its engine (:meth:`Sistema.pode`), kept unless void or irregular; one spelling per meaning."""
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.mesa.maos import ler_mao
        from arbitro.nucleo.decisao import Tipo
        from arbitro.nucleo.leituras import PADRAO

        ruins = (Tipo.NAO_VALE, Tipo.IRREGULARIDADE)
        base = cenario.cenario
        try:
            com = ler_mao(_com_eventos(cenario.texto, [{jogador: f} for f in falas]), cenario.arquivo, self.id)
        except CenarioInvalido:
            return []
        novos = list(com.eventos[len(base.eventos):])
        if len(novos) != len(falas):  # a call read as more than one event: not offered by the palette
            return []
        saida: list[str] = []
        sentidos: set[object] = set()
        for fala, ev in zip(falas, novos, strict=True):
            s = _sentido(ev)
            if s in sentidos:
                continue
            if self.sistema.pode(base, ev, PADRAO, ruins).vale:
                sentidos.add(s)
                saida.append(fala)
        return saida

    def atos(self) -> Sequence[Ato]:
        atos = [Ato("mostra cartas", "mostra", pede="cartas")]
        perfil = getattr(self.sistema, "perfil", None)
        if getattr(perfil, "troca", False):  # the mineiro's exchange of hands (Mineiro, troca)
            atos += [Ato("queima uma mão", "queima", pede="cartas"), Ato("passa a mão a…", "passa_mao",
                                                                         pede="jogador")]
        return atos

    def ler_carta(self, texto: str) -> str | None:
        from arbitro.nucleo.cartas import CartaInvalida

        try:
            carta: Carta = self.baralho.ler(texto)
        except CartaInvalida:
            return None
        return carta.curta

    @cached_property
    def _em_palavras(self) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
        cartas: Baralho = getattr(self.baralho, "nucleo", self.baralho)  # the Brazilian family wraps the kernel's
        return em_palavras(cartas)

    def baralho_em_palavras(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        return self._em_palavras

    def descrever(self, evento: Evento) -> str:
        (quem, valor), = evento.items()
        if quem == "vaza":
            return "vaza parda" if valor == "parda" else f"vaza da dupla {valor}"
        if quem == "pagamento":
            return f"pagamento: {valor}"
        if isinstance(valor, str):
            return f"{quem}: {valor}"
        if isinstance(valor, Mapping):
            return f"{quem} {self._ato(valor)}"
        return f"{quem}: {valor}"

    def _ato(self, valor: Mapping[str, Any]) -> str:
        if "pontos" in valor:
            return f"canta {quantos(int(valor['pontos']), 'ponto')}"
        if "joga" in valor:
            coberta = " (coberta)" if valor.get("coberta") else ""
            return f"joga {self._nome(valor['joga'])}{coberta}"
        if "mostra" in valor or "queima" in valor:
            verbo = "mostra" if "mostra" in valor else "queima"
            return f"{verbo} " + ", ".join(self._nome(c) for c in valor[verbo])
        if "passa_mao" in valor:
            return f"passa a mão a {valor['passa_mao']}"
        return ", ".join(f"{k}: {v}" for k, v in valor.items())

    def _nome(self, carta: object) -> str:
        from arbitro.nucleo.cartas import CartaInvalida

        try:
            lida: Carta = self.baralho.ler(str(carta))
        except CartaInvalida:
            return str(carta)
        return lida.nome


@cache
def _todas(id_: str) -> tuple[str, ...]:
    from arbitro.sistemas import sistema

    return tuple(dict.fromkeys(f for grupo in sistema(id_).falas().values() for f in grupo))


def _com_eventos(texto: str, eventos: Sequence[Evento]) -> str:
    """The hand's scenario text with ``eventos`` appended (the text ends with its ``eventos:`` list)."""
    linhas = texto.rstrip("\n").split("\n")
    if linhas[-1] == "eventos: []":
        linhas[-1] = "eventos:"
    return "\n".join([*linhas, *(f"  - {yamlmin.fluxo(ev)}" for ev in eventos), ""])


def _sentido(ev: object) -> object:
    """What an event means, whoever says it and however it is spelled: its fields but the player, text and place."""
    if is_dataclass(ev) and not isinstance(ev, type):
        campos = {f.name: getattr(ev, f.name) for f in fields(ev)}
    elif hasattr(ev, "_asdict"):
        campos = ev._asdict()
    else:
        return repr(ev)
    return (type(ev).__name__, tuple((k, repr(v)) for k, v in campos.items() if k not in ("jogador", "texto", "pos")))
