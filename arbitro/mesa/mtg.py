"""MTG at the table: its calls (:mod:`arbitro.sistemas.mtg.fala`), its acts and incidents (contract v1 §4), its
40-card deck (Art. 10, I), and the engine as the judge of which call is valid now."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from arbitro.mesa.sistema import Adaptador, Ato, Evento, em_palavras
from arbitro.nucleo.texto import quantos

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Selecao
    from arbitro.sistemas.mtg.cenario.modelo import Cenario

# The group of words the regulation voids or forbids (Art. 10, VIII, h; Art. XV, b): recorded by typing them, never
# offered as a call (they are what a capataz complains about, not what a player means to say).
_A_PARTE = "Palavras que o regulamento trata à parte"
# The keys the common calls prefer, so the palette reads the same in every volta; the rest get the first free letter.
_ATALHOS = {"envido": "e", "real envido": "r", "falta envido": "f", "flor": "l", "truco": "t", "retruco": "y",
            "vale quatro": "x", "quero": "q", "não quero": "n", "é bom": "b", "é boa": "a", "contra flor": "k",
            "com flor me achico": "h", "quero retruco": "y", "quero vale quatro": "x"}
_ATOS_SIMPLES = (("baralho", "vai ao baralho"), ("passa", "passa as cartas"), ("nao_mostra", "não mostra as cartas"))


@cache
def _falas() -> tuple[tuple[str, ...], tuple[str, ...]]:
    from arbitro.sistemas.mtg import fala as F
    from arbitro.sistemas.mtg.cenario.falas import agrupadas

    paleta: list[str] = []
    sentidos: set[tuple[object, ...]] = set()
    for grupo, itens in agrupadas().items():
        if grupo == _A_PARTE:
            continue
        for principal, _outras, f in itens:
            sentido = (f.envite, f.truco, f.quero_antes, f.resposta, f.flor, f.outro)
            if sentido not in sentidos:  # "tentos envido" is an ENVIDO (Art. XV, d): one key is enough
                sentidos.add(sentido)
                paleta.append(principal)
    todas = [F.FRASES[k].chave for k in F.FRASES]
    return tuple(paleta), tuple(dict.fromkeys(todas))


class MTG(Adaptador):
    id = "mtg-truco-cego"

    def falas_da_paleta(self) -> Sequence[str]:
        return _falas()[0]

    def todas_as_falas(self) -> Sequence[str]:
        return _falas()[1]

    def fala_aceita(self, texto: str) -> bool:
        from arbitro.sistemas.mtg.fala import interpretar

        return interpretar(texto) is not None

    def atalhos(self) -> Mapping[str, str]:
        return _ATALHOS

    def validas(self, cenario: Cenario, jogador: str, falas: Sequence[str], selecao: Any = None) -> list[str]:
        """The calls that count now: those the engine rules neither void nor irregular (:meth:`Sistema.pode`)."""
        from arbitro.nucleo.decisao import Tipo
        from arbitro.nucleo.leituras import PADRAO
        from arbitro.sistemas import sistema
        from arbitro.sistemas.mtg.cenario.modelo import Diz
        from arbitro.sistemas.mtg.fala import interpretar

        mtg = sistema(self.id)
        sel: Selecao = selecao or PADRAO
        ruins = (Tipo.NAO_VALE, Tipo.IRREGULARIDADE)
        saida = []
        for texto in falas:  # each call replayed by the engine that owns the state: no ruling of the volta needed
            f = interpretar(texto)
            if f is not None and mtg.pode(cenario, Diz(jogador, texto, f), sel, ruins).vale:
                saida.append(texto)
        return saida

    def terminada(self, decisao: Any) -> bool:
        """Won on its vazas, or closed before them (a TRUCO não querido, Art. XVI): then the engine does not say "a
        volta não terminou nas vazas descritas" (the CONFIRA note of Art. XVI on a hand still open)."""
        from arbitro.nucleo.decisao import Tipo

        if super().terminada(decisao):
            return True
        aberta = any(o.tipo is Tipo.CONFIRA and o.texto.lower().startswith("a volta não terminou")
                     for o in decisao.observacoes)
        return not aberta and bool(decisao.lancamentos)

    def atos(self) -> Sequence[Ato]:
        from arbitro.sistemas.mtg.cenario.modelo import TIPOS_FALTA

        atos = [Ato(rotulo, k) for k, rotulo in _ATOS_SIMPLES]
        atos += [Ato("mostra cartas", "mostra", pede="cartas"), Ato("pede flor a…", "pede_flor", pede="jogador")]
        atos += [Ato(f"falta: {_rotulo_da_falta(t)}", "falta", t) for t in TIPOS_FALTA]
        return atos

    def ler_carta(self, texto: str) -> str | None:
        from arbitro.nucleo.cartas import CartaInvalida
        from arbitro.sistemas.mtg.cartas import BARALHO_ESPANHOL

        try:
            return BARALHO_ESPANHOL.ler(texto).curta
        except CartaInvalida:
            return None

    def baralho_em_palavras(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        return _baralho()

    def descrever(self, evento: Evento) -> str:
        (quem, valor), = evento.items()
        if quem == "vaza":
            return "vaza parda" if valor == "parda" else f"vaza do trio {valor}"
        if quem == "pagamento":
            return f"pagamento: {valor}"
        if isinstance(valor, str):
            return f"{quem}: {valor}"
        return f"{quem} {_ato(valor)}"


def _rotulo_da_falta(tipo: str) -> str:
    """The incident's id as the judge reads it: words, with the accent the id leaves out."""
    return tipo.replace("-", " ").replace("adversario", "adversário")


def _ato(valor: Mapping[str, Any]) -> str:
    from arbitro.sistemas.mtg.cartas import carta

    if "pontos" in valor:
        return f"canta {quantos(int(valor['pontos']), 'ponto')}"
    if "joga" in valor:
        coberta = " (coberta)" if valor.get("coberta") else ""
        return f"joga {carta(str(valor['joga'])).com_artigo}{coberta}"
    if "mostra" in valor:
        return "mostra " + ", ".join(carta(str(c)).nome for c in valor["mostra"])
    if "pede_flor" in valor:
        return f"pede flor a {valor['pede_flor']}"
    if "falta" in valor:
        return f"— falta: {_rotulo_da_falta(str(valor['falta']))}"
    for k, rotulo in _ATOS_SIMPLES:
        if k in valor:
            return rotulo
    return ", ".join(f"{k}: {v}" for k, v in valor.items())


@cache
def _baralho() -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    from arbitro.sistemas.mtg.cartas import BARALHO_ESPANHOL

    return em_palavras(BARALHO_ESPANHOL)
