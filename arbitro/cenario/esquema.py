"""The shape of a scenario (contract v1 §4): the constants the loader checks against, and the JSON
Schema (draft-07) generated from those same constants for editors (``arbitro esquema``).

Keeping both here means the schema cannot drift from the loader: a key, an action or an incident
kind added to one appears in the other (``tests/test_esquema.py`` checks they agree).
"""

from __future__ import annotations

from arbitro.cenario.modelo import TIPOS_FALTA

# --- the constants of contract v1 §4 --------------------------------------------------------------

VERSOES: tuple[int, ...] = (1,)
# Regulations this version knows, with the tentos of their partida. MTG: "As partidas são jogadas em
# 24 tentos" (Art. 10, II).
REGULAMENTOS: dict[str, int] = {"mtg-truco-cego": 24}
REGULAMENTO_PADRAO = "mtg-truco-cego"
MODALIDADES: tuple[str, ...] = ("roda", "testa")

CHAVES_OBRIGATORIAS: tuple[str, ...] = ("placar", "trios", "mesa", "eventos")
CHAVES_RAIZ: tuple[str, ...] = ("versao", "regulamento", "modalidade", "placar", "trios", "mesa", "cartas",
                                "eventos", "pagamentos", "pergunta")

JOGADORES_POR_TRIO = 3  # "três contra três" (Art. 10, III)
CARTAS_POR_JOGADOR = 3  # "Cada jogador receberá 3 cartas" (Art. 10, IV)
MESA_TESTA = 2  # in a testa each plays "com o seu contrário" (Art. 10, III)
# The highest number a player can sing is a flor of 7, 6 and 5: 38 (Art. IX, b); 40 leaves room for
# a false song (which is play, not invalid input) while refusing what no one would say.
MAX_PONTOS = 40
MAX_EVENTOS = 5_000  # a volta has a few dozen events

EVENTO_VAZA = "vaza"
VAZA_PARDA = "parda"

# Actions of a player (``- a1: {acao: ...}``): each primary key, with the secondary keys it admits.
ACOES: dict[str, tuple[str, ...]] = {
    "pontos": (),
    "joga": ("coberta",),
    "baralho": (),
    "passa": (),
    "mostra": (),
    "nao_mostra": (),
    "pede_flor": (),
    "falta": ("apos_jogar", "carta"),
}
SECUNDARIAS: dict[str, str] = {s: p for p, ss in ACOES.items() for s in ss}  # secondary → its primary
CHAVES_ACAO: tuple[str, ...] = (*ACOES, *SECUNDARIAS)
ACOES_VERDADEIRAS: tuple[str, ...] = ("baralho", "passa", "nao_mostra")  # written ``{baralho: true}``
# Which incident kinds take which extra key (contract §4).
FALTA_COM_APOS_JOGAR: tuple[str, ...] = ("cartas-a-mais", "cartas-a-menos")
FALTA_COM_CARTA: tuple[str, ...] = ("carta-virada",)
TIPOS_DE_FALTA: tuple[str, ...] = TIPOS_FALTA

CHAVES_PAGAMENTO: tuple[str, ...] = ("trio", "tentos")

# The schema file a judge writes next to the cases (``arbitro esquema > arbitro-esquema.json``). The
# VS Code YAML extension resolves a relative ``$schema`` against the YAML file's folder.
ARQUIVO_ESQUEMA = "arbitro-esquema.json"
MODELINE = f"# yaml-language-server: $schema={ARQUIVO_ESQUEMA}"


def modeline(caminho: str = ARQUIVO_ESQUEMA) -> str:
    """The first line that ties a scenario file to the schema at ``caminho`` (relative to the file)."""
    return f"# yaml-language-server: $schema={caminho}"
