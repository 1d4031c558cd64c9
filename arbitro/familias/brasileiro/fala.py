"""What the words said at the table mean in the truco → seis → nove → doze family (contract v2 §8).

Matched as in contract v1 §4: case, accents and punctuation ignored. A request names a step of the ladder
(``truco`` 1 … ``doze`` 4); an answer accepts (``quero``, ``aceito``, ``cai``, ``quiero``) or runs (``não
quero``, ``corro``, ``no quiero``). The speech of another system's ladder or of the envido family (``retruco``,
``envido``, ``flor``, ``envit``…) is not a word of this family: :func:`estrangeira` names the system it belongs
to, so the loader can say the scenario mixes systems.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arbitro.nucleo.texto import chave

DEGRAUS: tuple[str, ...] = ("truco", "seis", "nove", "doze")


class Pedido(NamedTuple):
    """A request for step ``nivel`` of the ladder (1 truco, 2 seis, 3 nove, 4 doze)."""

    nivel: int

    @property
    def nome(self) -> str:
        return DEGRAUS[self.nivel - 1].upper()


class Resposta(NamedTuple):
    """An answer: ``aceita`` (quero, aceito, cai) or not (não quero, corro)."""

    aceita: bool


Fala = Pedido | Resposta

ACEITAR: tuple[str, ...] = ("quero", "aceito", "cai", "quiero")
CORRER: tuple[str, ...] = ("não quero", "corro", "no quiero")


normalizar = chave  # the kernel's one normaliser: no case, no accents, no punctuation, single spaces


_FALAS: dict[str, Fala] = {
    **{normalizar(d): Pedido(i) for i, d in enumerate(DEGRAUS, 1)},
    **{normalizar(f): Resposta(True) for f in ACEITAR},
    **{normalizar(f): Resposta(False) for f in CORRER},
}


def ler(texto: str) -> Fala | None:
    """The meaning of ``texto``, or None when it is not a word of the family."""
    return _FALAS.get(normalizar(texto))


def aceitas() -> tuple[str, ...]:
    """Every accepted phrase, as a judge would write it."""
    return (*DEGRAUS, *ACEITAR, *CORRER)


# Words of the other systems (contract v2 §8): the envido family and the ladders truco → retruco → vale quatro.
_DE_OUTRO: tuple[tuple[str, str], ...] = (
    (r"\b(envido|flor|contra flor|achico|retruco|vale quatro|quero retruco|lei do jogo|e bom|e boa|nao mato|"
     r"quieto|trunfo|turco|florzinha|floresta|florianopolis|real)\b",
     "do Truco Cego do MTG (truco gaúcho) e do truco argentino"),
    (r"\b(vale cuatro|real envido|falta envido|quiero retruco)\b", "do truco argentino"),
    (r"\b(envit|torne|torno|dobro|joc fora|jogo fora|falta)\b", "do truco valenciano"),
)


def estrangeira(texto: str) -> str | None:
    """The system whose speech ``texto`` is, when it is another system's ("do truco valenciano"), else None."""
    t = normalizar(texto)
    for padrao, de in _DE_OUTRO:
        if re.search(padrao, t):
            return de
    return None


def grupos() -> dict[str, tuple[str, ...]]:
    """The accepted speech, grouped as a judge looks it up."""
    return {"truco": DEGRAUS, "aceitar": ACEITAR, "correr": CORRER}
