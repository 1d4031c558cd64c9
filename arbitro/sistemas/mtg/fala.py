"""What the words said at the table mean (contract v1 §4, "Speech").

Every phrase the regulation gives a meaning to maps to one :class:`Fala`, a value the engine reads.
Matching ignores case, accents and punctuation. The articles that give each phrase its meaning are
carried with it, so a ruling can cite why "envido minha flor" is only an envido.
"""

from __future__ import annotations

import difflib
from enum import Enum
from typing import NamedTuple

from arbitro.nucleo.texto import chave
from arbitro.sistemas.mtg import artigos as A


class Envite(Enum):
    """The envido bets of Art. XV."""

    ENVIDO = "envido"
    REAL_ENVIDO = "real envido"
    FALTA_ENVIDO = "falta envido"


class Truco(Enum):
    """The three steps of the truco (Art. XVI), in their only order."""

    TRUCO = 1
    RETRUCO = 2
    VALE_QUATRO = 3

    @property
    def nome(self) -> str:
        return {1: "TRUCO", 2: "RETRUCO", 3: "VALE QUATRO"}[self.value]


class AtoFlor(Enum):
    """Songs and answers of the flor (Art. XIII)."""

    FLOR = "flor"
    CONTRA_FLOR = "contra-flor"
    CONTRA_FLOR_E_O_RESTO = "contra-flor e o resto"
    ME_ACHICO = "com flor me achico"
    E_BOA = "é boa"
    FLOR_QUERO = "flor quero"  # answer to the Lei do Jogo with flor (Art. XVI, Lei do jogo, b)
    FLOR_NAO_QUERO = "flor não quero"


class Outro(Enum):
    E_BOM = "é bom"  # "é bom" / "não mato": lets the point stand (Art. XIV)
    LEI_DO_JOGO = "lei do jogo"  # Art. XVI, Lei do jogo
    REAL_SOZINHO = "real"  # "Dito só a palavra REAL, nada vale" (Art. XV, b)
    FLOR_EQUIVOCA = "florzinha"  # florzinha, floresta, florianópolis (Art. 10, VIII, h)


class Resposta(NamedTuple):
    """An answer. ``envite``/``truco`` say whether each part is accepted (None: not addressed).

    A plain QUERO / NÃO QUERO sets ``tudo``: it answers whatever is pending, both parts of a double
    proposal included (Art. 10, VIII, i).
    """

    tudo: bool | None = None
    envite: bool | None = None
    truco: bool | None = None


class Fala(NamedTuple):
    """The meaning of one thing said. Exactly the fields that apply are set."""

    chave: str  # canonical phrase, as a judge would write it
    envite: Envite | None = None  # an envido proposal or revide
    truco: Truco | None = None  # a truco proposal or raise
    quero_antes: bool = False  # "QUERO RETRUCO": the QUERO closes the previous step first
    resposta: Resposta | None = None
    flor: AtoFlor | None = None
    outro: Outro | None = None
    proibida: bool = False  # a forbidden word of Art. 10, VIII, h (quieto, trunfo, turco)
    artigos: tuple[str, ...] = ()
    nota: str | None = None  # what the regulation says about this wording

    @property
    def dupla(self) -> bool:
        """A double proposal: an envido and a truco in one breath (Art. 10, VIII, i)."""
        return self.envite is not None and self.truco is not None


normalizar = chave  # speech is matched lower-cased, without accents or punctuation (contract v1 §4)


_I = A.PROPOSTA_DUPLA
_H = A.FALA_CLARA

QUERO = Resposta(tudo=True)
NAO_QUERO = Resposta(tudo=False)
# Partial answers to a double proposal (Art. 10, VIII, i). "Primeiro" is the envido part, which is
# always said first in a double proposal; "segundo" the truco.
_PASSA_ENVITE = Resposta(envite=False, truco=True)
_PASSA_TRUCO = Resposta(envite=True, truco=False)


def _tabela() -> dict[str, Fala]:
    t: dict[str, Fala] = {}

    def add(frases: str, **campos: object) -> None:
        for frase in frases.split("|"):
            chave = frase.strip()
            # The first spelling is the regulation's ("contra-flor"): a variant with the same key keeps it.
            t.setdefault(normalizar(chave), Fala(chave=chave, **campos))  # type: ignore[arg-type]

    add("envido", envite=Envite.ENVIDO, artigos=(A.ENVIDO,))
    add("tentos envido", envite=Envite.ENVIDO, artigos=(A.TENTOS_ENVIDO,),
        nota='"TENTOS ENVIDO" equivale ao ENVIDO simples')
    add("real envido", envite=Envite.REAL_ENVIDO, artigos=(A.REAL_ENVIDO,))
    add("falta envido", envite=Envite.FALTA_ENVIDO, artigos=(A.FALTA_ENVIDO,))
    add("envido minha flor", envite=Envite.ENVIDO, artigos=(A.ENVIDO_EMPATE,),
        nota='"ENVIDO MINHA FLOR": vale o ENVIDO e não a FLOR')
    add("envido minha falta envido", envite=Envite.ENVIDO, artigos=(A.ENVIDO_EMPATE,),
        nota='"ENVIDO MINHA FALTA ENVIDO": vale o ENVIDO simples')
    add("real", outro=Outro.REAL_SOZINHO, artigos=(A.REAL_ENVIDO,),
        nota="dito só a palavra REAL, nada vale")

    add("flor", flor=AtoFlor.FLOR, artigos=(A.FLOR,))
    add("contra-flor|contra flor|contraflor", flor=AtoFlor.CONTRA_FLOR, artigos=(A.CONTRA_FLOR,))
    add("contra-flor e o resto|contra flor e o resto|contra-flor e resto|contra flor e resto|flor e contra-flor "
        "e o resto", flor=AtoFlor.CONTRA_FLOR_E_O_RESTO, artigos=(A.CONTRA_FLOR_E_RESTO,))
    add("com flor me achico|me achico com flor|me achico", flor=AtoFlor.ME_ACHICO, artigos=(A.ME_ACHICO,))
    add("é boa|e boa", flor=AtoFlor.E_BOA, artigos=(A.FLOR,))
    add("flor quero", flor=AtoFlor.FLOR_QUERO, artigos=(A.LEI_DO_JOGO,))
    add("flor não quero", flor=AtoFlor.FLOR_NAO_QUERO, artigos=(A.LEI_DO_JOGO,))
    add("não há flor sem truco|nao ha flor sem truco", flor=AtoFlor.FLOR, truco=Truco.TRUCO,
        artigos=(A.LEI_DO_JOGO,), nota='"NÃO HÁ FLOR SEM TRUCO": valem as duas propostas')
    add("florzinha|floresta|florianópolis|florianopolis|florzona", outro=Outro.FLOR_EQUIVOCA, artigos=(_H,))

    add("truco", truco=Truco.TRUCO, artigos=(A.TRUCO,))
    add("retruco", truco=Truco.RETRUCO, artigos=(A.TRUCO,))
    add("vale quatro|vale 4", truco=Truco.VALE_QUATRO, artigos=(A.TRUCO,))
    add("quero retruco", truco=Truco.RETRUCO, quero_antes=True, artigos=(A.TRUCO,))
    add("quero vale quatro|quero vale 4", truco=Truco.VALE_QUATRO, quero_antes=True, artigos=(A.TRUCO,))
    add("trunfo|turco", truco=Truco.TRUCO, proibida=True, artigos=(_H,),
        nota="termo proibido; vale pelo TRUCO só se entendido e aceito pelos adversários")

    add("quero", resposta=QUERO, artigos=(_H,))
    add("não quero|nao quero", resposta=NAO_QUERO, artigos=(_H,))
    add("quieto", resposta=QUERO, proibida=True, artigos=(_H,),
        nota="termo proibido; vale pelo QUERO só se entendido e aceito pelos adversários")
    add("é bom|e bom|não mato|nao mato|são bons|sao bons", outro=Outro.E_BOM, artigos=(A.ENVIDO_EMPATE,))

    # Double proposals (Art. 10, VIII, i): the envido part first, then the truco.
    for envite in Envite:
        add(f"{envite.value} e truco", envite=envite, truco=Truco.TRUCO, artigos=(_I,))

    # Partial answers (Art. 10, VIII, i; Art. XVI, Lei do jogo, a).
    add("passo o truco e quero|passo o truco e quero o envido|passo o truco e quero a falta envido"
        "|passo o truco e quero o real envido|passo o segundo e quero|passo a segunda e quero"
        "|passo o segundo e quero o primeiro|passo a segunda e quero a primeira"
        "|segundo passo e primeiro quero|segunda passo e primeira quero|segundo passo e quero"
        "|segunda passo e quero", resposta=_PASSA_TRUCO, artigos=(_I,))
    add("passo o envido e quero|passo a falta envido e quero|passo a falta envido e quero o truco"
        "|passo o envido e quero o truco|passo o real envido e quero|passo o real envido e quero o truco"
        "|passo o primeiro e quero|passo a primeira e quero|passo o primeiro e quero o segundo"
        "|primeiro passo e quero|primeira passo e quero|primeiro passo e segundo quero"
        "|primeira passo e segunda quero", resposta=_PASSA_ENVITE, artigos=(_I,))

    add("na lei do jogo está tudo dito|na lei do jogo esta tudo dito|lei do jogo",
        outro=Outro.LEI_DO_JOGO, artigos=(A.LEI_DO_JOGO,))
    return t


FRASES: dict[str, Fala] = _tabela()


def interpretar(texto: str) -> Fala | None:
    """The meaning of ``texto``, or None when the regulation gives it none."""
    chave = normalizar(texto)
    if chave in FRASES:
        return FRASES[chave]
    palavras = chave.split()
    # "Pronunciando a palavra QUERO em primeiro lugar, considera-se aceita a proposta dupla, ainda
    # que se agregue a palavra PASSO para a outra" (Art. 10, VIII, i).
    if len(palavras) > 1 and palavras[0] == "quero" and "passo" in palavras:
        return Fala(chave=texto.strip(), resposta=QUERO, artigos=(_I,),
                    nota="QUERO dito em primeiro lugar aceita a proposta dupla, ainda que se agregue PASSO")
    return None


def frases_aceitas() -> list[str]:
    """Every accepted phrase, in its canonical spelling, for error messages and the schema."""
    vistas: dict[str, None] = {}
    for fala in FRASES.values():
        vistas.setdefault(fala.chave, None)
    return list(vistas)


def sugestoes(texto: str, n: int = 3) -> list[str]:
    """The accepted phrases nearest to ``texto``."""
    chave = normalizar(texto)
    perto = difflib.get_close_matches(chave, list(FRASES), n=n, cutoff=0.5)
    return [FRASES[p].chave for p in perto]
