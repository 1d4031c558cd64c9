"""Hypothesis strategies for scenarios (contract v1 §4) that the loader must accept, and for careless
edits of them.

A generated scenario is a table that could be real: two trios of three, a `mesa` that alternates
(roda) or opposes two contraries (testa), scores inside the partida, distinct cards dealt three to a
player (Art. 10, IV), every card played at most once and only by its owner. Irregular play is data,
not an error (contract §1), so the events are of two kinds:

* ``soltos``: drawn freely from the whole vocabulary — out-of-turn calls, void raises, answers to
  nothing, faults at any moment;
* ``roteiro``: a volta as it is usually played (flor or envido, then the truco over three vazas), with
  legal chains of bets and points sung from the real hands — so the rulings reach the big awards
  (falta envido, contra-flor e o resto, vale quatro) — with loose events slipped in.

The scenario is built as Python values and written with ``yaml.safe_dump``, so the loader's YAML
handling (quoting of names such as ``no`` or ``1``, flow and block styles) is exercised too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from hypothesis import strategies as st

from arbitro.cenario.nomes import esqueleto, normal, problema
from arbitro.nucleo.cartas import Carta, Naipe
from arbitro.sistemas.mtg import cartas as _cartas
from arbitro.sistemas.mtg.cartas import BARALHO
from arbitro.sistemas.mtg.cenario.esquema import (
    ACOES_SO_DA_TESTA,
    FALTA_COM_APOS_JOGAR,
    FALTA_COM_CARTA,
    MAX_PONTOS,
    TIPOS_DE_FALTA,
)
from arbitro.sistemas.mtg.fala import frases_aceitas

ALVO = 24  # Art. 10, II: "As partidas são jogadas em 24 tentos"
FRASES: tuple[str, ...] = tuple(frases_aceitas())

# Names a judge might use that YAML 1.1 reads as something else, or that look like keys of the
# format: the loader takes the scalar's text, so each must stay a plain name once quoted by PyYAML.
NOMES_ARDILOSOS: tuple[str, ...] = (
    "no", "yes", "on", "off", "true", "False", "null", "~", "1", "0x1F", "1E", "3.5", "joga", "falta",
    "pontos", "mesa", "trios", "A", "B", "<<", "=", "é bom", "Tio Neco", "- x", "a: b", "#1", "&a", "*a",
    "Ñandú", "São Borja",
)
# "vaza" is the key of a vaza's result; a trio called "parda" would read as a tied vaza.
_RESERVADOS = {"vaza", "parda"}

nomes = st.one_of(
    st.sampled_from(NOMES_ARDILOSOS),
    st.from_regex(r"[a-z][a-z0-9]{0,5}", fullmatch=True),
    st.text(st.characters(categories=("Lu", "Ll", "Nd")), min_size=1, max_size=6),
).filter(lambda n: n == normal(n) and n.casefold() not in _RESERVADOS and problema(n) is None)
# Names print unambiguously: no two of one scenario look alike (arbitro.cenario.nomes, issue 12).


@dataclass(frozen=True)
class Gerado:
    """A generated scenario: the document, its YAML text and what the loader must read from it."""

    doc: dict[str, Any]
    texto: str
    modalidade: str
    trios: dict[str, tuple[str, ...]]
    mesa: tuple[str, ...]
    placar: dict[str, int]
    maos: dict[str, tuple[Carta, ...]]  # every player's dealt cards, listed or not
    n_eventos: int


@dataclass
class _Mesa:
    """What the event generators need to know about the table."""

    modalidade: str
    trios: dict[str, tuple[str, ...]]
    mesa: tuple[str, ...]
    placar: dict[str, int]
    maos: dict[str, tuple[Carta, ...]]
    jogadas: set[Carta] = field(default_factory=set)

    @property
    def jogadores(self) -> list[str]:
        return [j for js in self.trios.values() for j in js]

    def trio(self, jogador: str) -> str:
        return next(t for t, js in self.trios.items() if jogador in js)

    def contrarios(self, jogador: str) -> list[str]:
        return [j for j in self.mesa if self.trio(j) != self.trio(jogador)]

    def livres(self, jogador: str) -> list[Carta]:
        return [c for c in self.maos[jogador] if c not in self.jogadas]


def _escrever_carta(draw: st.DrawFn, c: Carta) -> str:
    """A card in one of the forms of contract §3."""
    forma = draw(st.sampled_from(("curta", "curta", "minuscula", "longa")))
    if forma == "curta":
        return c.curta
    if forma == "minuscula":
        return c.curta.lower()
    return c.nome


def _fala(draw: st.DrawFn, frase: str | None = None) -> str:
    frase = frase or draw(st.sampled_from(FRASES))
    # Matching ignores case (contract §4).
    return frase.upper() if draw(st.integers(0, 9)) == 0 else frase


def _dar_cartas(draw: st.DrawFn, jogadores: list[str]) -> dict[str, tuple[Carta, ...]]:
    """Three distinct cards to each player; about a third of them get a flor (Art. IX, a) so the flor
    rules are reached."""
    resto = list(draw(st.permutations(BARALHO)))
    maos: dict[str, tuple[Carta, ...]] = {}
    for j in jogadores:
        naipes = [n for n in Naipe if sum(c.naipe is n for c in resto) >= 3]
        if naipes and draw(st.integers(0, 2)) == 0:
            naipe = draw(st.sampled_from(naipes))
            mao = tuple([c for c in resto if c.naipe is naipe][:3])
        else:
            mao = tuple(resto[:3])
        for c in mao:
            resto.remove(c)
        maos[j] = mao
    return maos


# --- loose events -------------------------------------------------------------------------------------

_TIPOS_SOLTOS = ("fala", "fala", "fala", "fala", "pontos", "joga", "joga", "joga", "vaza", "baralho", "passa",
                 "mostra", "nao_mostra", "pede_flor", "falta")


def _ator(draw: st.DrawFn, m: _Mesa) -> str:
    """Mostly a player at the mesa; in a testa the others sometimes speak or act too (a companion who
    speaks is the fault of Art. 10, III)."""
    if m.modalidade == "testa" and draw(st.integers(0, 4)) == 0:
        return draw(st.sampled_from(m.jogadores))
    return draw(st.sampled_from(m.mesa))


def _jogar(draw: st.DrawFn, m: _Mesa, j: str) -> dict[str, Any] | None:
    livres = m.livres(j)
    if not livres:
        return None
    c = draw(st.sampled_from(livres))
    m.jogadas.add(c)
    acao: dict[str, Any] = {"joga": _escrever_carta(draw, c)}
    if draw(st.integers(0, 7)) == 0:
        acao["coberta"] = draw(st.booleans())
    return {j: acao}


def _evento_solto(draw: st.DrawFn, m: _Mesa) -> dict[str, Any] | None:
    tipo = draw(st.sampled_from(_TIPOS_SOLTOS))
    j = _ator(draw, m)
    t1, t2 = m.trios
    if tipo == "fala":
        return {j: _fala(draw)}
    if tipo == "pontos":
        return {j: {"pontos": draw(st.integers(0, MAX_PONTOS))}}
    if tipo in ACOES_SO_DA_TESTA and j not in m.mesa:  # in a testa only the two of the mesa do (Art. 10, III)
        j = draw(st.sampled_from(m.mesa))
    if tipo == "joga":
        return _jogar(draw, m, j)
    if tipo == "vaza":
        return {"vaza": draw(st.sampled_from((t1, t2, "parda", "Parda")))}
    if tipo in ("baralho", "passa", "nao_mostra"):
        return {j: {tipo: True}}
    if tipo == "mostra":
        mostradas = draw(st.lists(st.sampled_from(m.maos[j]), min_size=1, max_size=3, unique=True))
        return {j: {"mostra": [_escrever_carta(draw, c) for c in mostradas]}}
    if tipo == "pede_flor":
        return {j: {"pede_flor": draw(st.sampled_from(m.jogadores))}}
    falta = draw(st.sampled_from(TIPOS_DE_FALTA))
    acao: dict[str, Any] = {"falta": falta}
    if falta in FALTA_COM_APOS_JOGAR and draw(st.booleans()):
        acao["apos_jogar"] = draw(st.booleans())
    if falta in FALTA_COM_CARTA and draw(st.booleans()):
        acao["carta"] = _escrever_carta(draw, draw(st.sampled_from(m.maos[j])))
    return {j: acao}


def _soltos(draw: st.DrawFn, m: _Mesa, max_eventos: int) -> list[dict[str, Any]]:
    eventos = [_evento_solto(draw, m) for _ in range(draw(st.integers(0, max_eventos)))]
    return [e for e in eventos if e is not None]


# --- a volta as usually played --------------------------------------------------------------------------

_ENVITES = ("envido", "real envido", "falta envido")


def _cadeia_envido(draw: st.DrawFn) -> list[str]:
    """A legal chain of envido bets (Art. XV): up to two ENVIDO and two REAL ENVIDO, no ENVIDO after a
    REAL ENVIDO, nothing after the FALTA ENVIDO."""
    cadeia = [draw(st.sampled_from(_ENVITES))]
    while cadeia[-1] != "falta envido" and draw(st.integers(0, 2)) > 0:
        possiveis = [e for e in _ENVITES
                     if not (e == "envido" and ("real envido" in cadeia or cadeia.count("envido") >= 2))
                     and not (e == "real envido" and cadeia.count("real envido") >= 2)]
        cadeia.append(draw(st.sampled_from(possiveis)))
    return cadeia


def _cantar_pontos(draw: st.DrawFn, m: _Mesa, de_flor: bool) -> list[dict[str, Any]]:
    """The points sung from the mão (Art. XIV), mostly the true ones; a lower hand may say "é bom"."""
    eventos: list[dict[str, Any]] = []
    for j in m.mesa:
        mao = m.maos[j]
        verdade = _cartas.flor(mao) if de_flor else _cartas.envido(mao).pontos
        if de_flor and verdade is None:
            continue
        escolha = draw(st.integers(0, 9))
        if escolha < 7 and verdade is not None:
            eventos.append({j: {"pontos": verdade}})
        elif escolha < 9:
            eventos.append({j: _fala(draw, draw(st.sampled_from(("é bom", "não mato", "são bons"))))})
        else:
            eventos.append({j: {"pontos": draw(st.integers(0, MAX_PONTOS))}})
    if draw(st.booleans()):  # the winner shows the cards of his canto (Art. XIV)
        j = draw(st.sampled_from(m.mesa))
        eventos.append({j: {"mostra": [_escrever_carta(draw, c) for c in m.maos[j]]}})
    return eventos


def _flor(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    com_flor = [j for j in m.mesa if _cartas.flor(m.maos[j]) is not None]
    # Mostly a player with a flor; sometimes one without (Art. X: a flor sung without having it).
    com_a_sua = bool(com_flor) and draw(st.integers(0, 5)) > 0
    cantor = draw(st.sampled_from(com_flor if com_a_sua else list(m.mesa)))
    eventos: list[dict[str, Any]] = [{cantor: _fala(draw, draw(st.sampled_from(
        ("flor", "flor", "contra-flor e o resto", "com flor me achico"))))}]
    rivais = [j for j in m.contrarios(cantor) if _cartas.flor(m.maos[j]) is not None]
    if not rivais:
        eventos.append({draw(st.sampled_from(m.contrarios(cantor))): _fala(draw, "é boa")})
        return eventos
    rival = draw(st.sampled_from(rivais))
    resposta = draw(st.sampled_from(("flor", "contra-flor", "contra-flor e o resto", "com flor me achico",
                                     "é boa")))
    eventos.append({rival: _fala(draw, resposta)})
    if resposta in ("contra-flor", "contra-flor e o resto", "flor") and draw(st.booleans()):
        eventos.append({cantor: _fala(draw, draw(st.sampled_from(
            ("quero", "não quero", "contra-flor e o resto", "com flor me achico"))))})
        if draw(st.booleans()):
            eventos.append({rival: _fala(draw, draw(st.sampled_from(("quero", "não quero"))))})
    if resposta != "é boa":
        eventos += _cantar_pontos(draw, m, de_flor=True)
    return eventos


def _envido(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    proponente = draw(st.sampled_from(m.mesa))
    cadeia = _cadeia_envido(draw)
    eventos: list[dict[str, Any]] = []
    quem = proponente
    for envite in cadeia:
        eventos.append({quem: _fala(draw, envite)})
        quem = draw(st.sampled_from(m.contrarios(quem)))
    aceito = draw(st.booleans())
    eventos.append({quem: _fala(draw, "quero" if aceito else "não quero")})
    if aceito:
        eventos += _cantar_pontos(draw, m, de_flor=False)
    return eventos


def _dupla(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    """A double proposal and its answer (Art. 10, VIII, i)."""
    proponente = draw(st.sampled_from(m.mesa))
    envite = draw(st.sampled_from(_ENVITES))
    eventos: list[dict[str, Any]] = [{proponente: _fala(draw, f"{envite} e truco")}]
    quem = draw(st.sampled_from(m.contrarios(proponente)))
    resposta = draw(st.sampled_from(("quero", "não quero", "passo o truco e quero", "passo o envido e quero",
                                     "quero e passo o truco", "falta envido")))
    eventos.append({quem: _fala(draw, resposta)})
    if resposta == "falta envido":
        eventos.append({proponente: _fala(draw, draw(st.sampled_from(("quero", "não quero"))))})
    if resposta != "não quero" and draw(st.booleans()):
        eventos += _cantar_pontos(draw, m, de_flor=False)
    return eventos


def _lei(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    """Art. XVI, Lei do jogo: proposed by the trio behind; answered with or without flor."""
    atras = min(m.placar, key=lambda t: m.placar[t])
    proponente = next(j for j in m.mesa if m.trio(j) == atras)
    quem = draw(st.sampled_from(m.contrarios(proponente)))
    resposta = draw(st.sampled_from(("quero", "não quero", "flor quero", "flor não quero", "com flor me achico")))
    eventos: list[dict[str, Any]] = [{proponente: _fala(draw, draw(st.sampled_from(
        ("na lei do jogo está tudo dito", "lei do jogo"))))}, {quem: _fala(draw, resposta)}]
    if resposta in ("quero", "flor quero") and draw(st.booleans()):
        eventos += _cantar_pontos(draw, m, de_flor=resposta == "flor quero")
    return eventos


_TRUCO_PROPOSTAS = ("truco", "quero retruco", "quero vale quatro")


def _jogo(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    """Three vazas in mesa order, with the truco's steps said along the way and, now and then, a player
    who goes to the baralho or a vaza given by its result only."""
    eventos: list[dict[str, Any]] = []
    nivel = 0  # truco steps said so far
    aguarda: str | None = None  # who must answer the last step
    for _vaza in range(3):
        if draw(st.integers(0, 5)) == 0:
            t1, t2 = m.trios
            eventos.append({"vaza": draw(st.sampled_from((t1, t2, "parda")))})
            continue
        for j in m.mesa:
            if aguarda is not None and m.trio(j) == m.trio(aguarda) and draw(st.integers(0, 2)):
                if nivel < 3 and draw(st.booleans()):
                    eventos.append({j: _fala(draw, _TRUCO_PROPOSTAS[nivel])})
                    nivel += 1
                    aguarda = draw(st.sampled_from(m.contrarios(j)))
                else:
                    eventos.append({j: _fala(draw, draw(st.sampled_from(("quero", "quero", "não quero"))))})
                    aguarda = None
            elif nivel == 0 and draw(st.integers(0, 6)) == 0:
                eventos.append({j: _fala(draw, "truco")})
                nivel = 1
                aguarda = draw(st.sampled_from(m.contrarios(j)))
            if draw(st.integers(0, 25)) == 0:
                eventos.append({j: {"baralho": True}})
                continue
            jogada = _jogar(draw, m, j)
            if jogada is not None:
                eventos.append(jogada)
    return eventos


def _roteiro(draw: st.DrawFn, m: _Mesa) -> list[dict[str, Any]]:
    partes: list[list[dict[str, Any]]] = []
    abertura = draw(st.sampled_from(("nada", "flor", "envido", "envido", "dupla", "lei", "flor-e-envido")))
    if abertura in ("flor", "flor-e-envido"):
        partes.append(_flor(draw, m))
    if abertura in ("envido", "flor-e-envido"):
        partes.append(_envido(draw, m))
    if abertura == "dupla":
        partes.append(_dupla(draw, m))
    if abertura == "lei":
        partes.append(_lei(draw, m))
    partes.append(_jogo(draw, m))
    eventos: list[dict[str, Any]] = []
    # The script's cards are already marked as played, so a loose card play picks another one.
    for parte in partes:
        for ev in parte:
            if draw(st.integers(0, 12)) == 0:
                solto = _evento_solto(draw, m)
                if solto is not None:
                    eventos.append(solto)
            eventos.append(ev)
    return eventos


# --- the scenario ---------------------------------------------------------------------------------------

@st.composite
def cenarios(draw: st.DrawFn, modalidade: str | None = None, estilo: str | None = None,
             max_eventos: int = 30) -> Gerado:
    """A valid scenario; ``estilo`` is ``soltos`` or ``roteiro`` (drawn when None)."""
    mod = modalidade or draw(st.sampled_from(("roda", "testa")))
    todos = draw(st.lists(nomes, min_size=8, max_size=8, unique_by=esqueleto))
    t1, t2 = todos[0], todos[1]
    trios = {t1: tuple(todos[2:5]), t2: tuple(todos[5:8])}

    # mesa: the mão first; roda alternates the trios (Art. 10, III), a testa opposes two contraries.
    ordem = [list(draw(st.permutations(trios[t1]))), list(draw(st.permutations(trios[t2])))]
    if draw(st.booleans()):
        ordem.reverse()
    roda = tuple(j for par in zip(*ordem, strict=True) for j in par)
    mesa = roda if mod == "roda" else (ordem[0][0], ordem[1][0])
    # The whole domain the loader accepts (0…24 each); both at the target is invalid input (Art. 10, II).
    placar = {t1: draw(st.integers(0, ALVO)), t2: draw(st.integers(0, ALVO))}
    if placar[t1] == placar[t2] == ALVO:
        placar[draw(st.sampled_from((t1, t2)))] = draw(st.integers(0, ALVO - 1))
    maos = _dar_cartas(draw, [*trios[t1], *trios[t2]])
    m = _Mesa(mod, trios, mesa, placar, maos)

    doc: dict[str, Any] = {}
    if draw(st.booleans()):
        doc["versao"] = 1
    if draw(st.booleans()):
        doc["regulamento"] = "mtg-truco-cego"
    if mod == "testa" or draw(st.booleans()):
        doc["modalidade"] = mod
    doc["placar"] = dict(placar) if draw(st.booleans()) else {t2: placar[t2], t1: placar[t1]}
    doc["trios"] = {t: list(js) for t, js in trios.items()}
    doc["mesa"] = list(mesa)
    listados = [j for j in m.jogadores if draw(st.booleans())]
    if listados:
        doc["cartas"] = {j: [_escrever_carta(draw, c) for c in draw(st.permutations(maos[j]))] for j in listados}

    estilo = estilo or draw(st.sampled_from(("soltos", "roteiro")))
    eventos = _soltos(draw, m, max_eventos) if estilo == "soltos" else _roteiro(draw, m)
    doc["eventos"] = eventos

    if draw(st.integers(0, 3)) == 0:
        doc["pagamentos"] = [{"trio": draw(st.sampled_from((t1, t2))), "tentos": draw(st.integers(0, ALVO))}
                             for _ in range(draw(st.integers(0, 2)))]
    if draw(st.integers(0, 3)) == 0:
        doc["pergunta"] = draw(st.sampled_from(("Quantos tentos anota cada trio?", "B alega que a2 renegou a flor")))

    texto = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False,
                           default_flow_style=draw(st.sampled_from((False, None))))
    return Gerado(doc=doc, texto=texto, modalidade=mod, trios=trios, mesa=mesa, placar=placar, maos=maos,
                  n_eventos=len(eventos))


# --- careless edits of a valid text ---------------------------------------------------------------------

FICHAS: tuple[str, ...] = (
    "9E", "8O", "{", "}", "[", "]", "no", "- x: y", ":", "- ", "&a", "*a", "*b", "!!python/object:os.system",
    "<<: *a", "'", '"', "\t", "%YAML 1.1", "---", "...", "~", "null", "{joga: 1E, joga: 2E}", "? ", "|",
    "pontos: -3", "vaza: Z", "\\", "é", "\x00", "\ufeff", "1e400", "0o17", ".inf",
)


@st.composite
def mutacoes(draw: st.DrawFn, texto: str) -> str:
    """``texto`` after one to three careless edits: a line deleted, duplicated or swapped, a character
    replaced, a token inserted, the text truncated."""
    for _ in range(draw(st.integers(1, 3))):
        linhas = texto.split("\n")
        op = draw(st.sampled_from(("apaga", "duplica", "troca", "caractere", "ficha", "trunca")))
        i = draw(st.integers(0, len(linhas) - 1))
        if op == "apaga" and len(linhas) > 1:
            del linhas[i]
        elif op == "duplica":
            linhas.insert(i, linhas[i])
        elif op == "troca":
            k = draw(st.integers(0, len(linhas) - 1))
            linhas[i], linhas[k] = linhas[k], linhas[i]
        elif op == "caractere" and linhas[i]:
            p = draw(st.integers(0, len(linhas[i]) - 1))
            novo = draw(st.one_of(st.sampled_from(" :-{}[],#&*!|>'\"0129EOCP"), st.characters()))
            linhas[i] = linhas[i][:p] + novo + linhas[i][p + 1:]
        elif op == "ficha":
            p = draw(st.integers(0, len(linhas[i])))
            linhas[i] = linhas[i][:p] + draw(st.sampled_from(FICHAS)) + linhas[i][p:]
        elif op == "trunca":
            return "\n".join(linhas)[: draw(st.integers(0, len(texto)))]
        texto = "\n".join(linhas)
    return texto
