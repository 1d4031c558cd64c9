"""The regulation as citable data: articles by canonical ID (contract v1, §2), lookup and search.

The text lives in ``regulamento/<nome>.yaml`` (verbatim, article by article). This module only reads
it: :func:`carregar` returns a :class:`Regulamento` value that the caller passes on — the engine
never reads a module-level regulation, so another rule set is just another file.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from arbitro.nucleo.texto import sem_acento

__all__ = [
    "PADRAO",
    "Artigo",
    "ArtigoDesconhecido",
    "ItemIndice",
    "Parte",
    "Regulamento",
    "RegulamentoDesconhecido",
    "RegulamentoInvalido",
    "SecaoIndice",
    "carregar",
    "disponiveis",
    "ler",
    "marcas",
    "normalizar",
    "satisfaz",
    "tokens",
]

PADRAO = "mtg-truco-cego"

# Input caps (issue 12: a 100 KB query took seconds and was echoed whole). The longest canonical ID
# has under 40 characters; a search of a few words is all a judge types.
MAX_CITACAO = 120
MAX_CONSULTA = 300
MAX_PALAVRAS = 20

# --- Normalisation (contract §2) -------------------------------------------------------------------

_ORDINAL = re.compile(r"(?<=\d)[ºª°]")  # "§ 1º" as printed in the text means the same as "§1"
_RUN = re.compile(r"[a-z0-9]+")
_PALAVRA = re.compile(r"[^\W_]+")


def normalizar(texto: str) -> str:
    """Lower-case, accents stripped (the one normaliser, :mod:`arbitro.nucleo.texto`), punctuation kept."""
    return sem_acento(texto).lower()


@lru_cache(maxsize=8192)  # the library compares each citation with every canonical ID: the same few hundred strings
def tokens(citacao: str) -> tuple[str, ...]:
    """The token list of a citation: ``"Art. XIII, b, §1"`` → ``("xiii", "b", "1")``."""
    toks = _RUN.findall(normalizar(_ORDINAL.sub("", citacao)))
    if toks and toks[0] in ("art", "artigo"):
        toks = toks[1:]
    return tuple(toks)


ROMANOS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI")


def _romanos(n: int) -> tuple[str, ...]:
    return ROMANOS[:n]


def satisfaz(esperado: str, citado: str) -> bool:
    """True when ``citado`` cites ``esperado`` or something inside it (token prefix)."""
    e = tokens(esperado)
    return tokens(citado)[: len(e)] == e


# --- Values ---------------------------------------------------------------------------------------


class Artigo(NamedTuple):
    """One citable piece of the regulation; ``texto`` is verbatim from the source."""

    id: str
    titulo: str
    parte: str
    texto: str
    canonico: bool = True

    def json(self) -> dict[str, str]:
        return {"id": self.id, "titulo": self.titulo, "parte": self.parte, "texto": self.texto}

    @property
    def cabecalho(self) -> str:
        """The article's heading: its ID and title — the ID alone when it already says the title ("Art. XVI,
        Como se ganha o truco — Como se ganha o truco" says it twice and is cut in a narrow panel)."""
        from arbitro.nucleo.texto import dobrar

        return self.id if dobrar(self.titulo) in dobrar(self.id) else f"{self.id} — {self.titulo}"

    def sem_o_titulo(self, texto: str | None = None) -> str:
        """``texto`` (the article's own by default) without a first line that repeats the heading ("Art. X —
        Penalidades da Flor" under "Art. X — Penalidades da flor"): the heading is read once."""
        from arbitro.nucleo.texto import dobrar

        texto = self.texto if texto is None else texto
        primeira, _, resto = texto.strip().partition("\n")
        numero, traco, titulo = primeira.partition(" — ")
        # "II — Tentos" under "Art. 10, II — Tentos": the item's own number and title, the heading again.
        do_item = bool(traco) and dobrar(titulo) == dobrar(self.titulo) and dobrar(self.id).endswith(dobrar(numero))
        if do_item or dobrar(primeira) in {dobrar(self.titulo), dobrar(self.id), dobrar(f"{self.id} — {self.titulo}")}:
            return resto.strip()
        return texto.strip()


class Parte(NamedTuple):
    """A part of the regulation (Flor, Envido, ...); ``cabecalho`` is its heading as printed."""

    nome: str
    cabecalho: str | None = None


class ItemIndice(NamedTuple):
    artigo: Artigo
    filhos: tuple[ItemIndice, ...] = ()


class SecaoIndice(NamedTuple):
    parte: Parte
    itens: tuple[ItemIndice, ...]


class ArtigoDesconhecido(KeyError):
    """No article answers to the citation; ``sugestoes`` holds the nearest IDs."""

    def __init__(self, citacao: str, sugestoes: Sequence[str] = ()) -> None:
        super().__init__(citacao)
        self.citacao = citacao
        self.sugestoes = tuple(sugestoes)

    def __str__(self) -> str:
        msg = f"artigo desconhecido: {self.citacao!r}"
        if self.sugestoes:
            msg += ". Você quis dizer: " + "; ".join(self.sugestoes) + "?"
        return msg


class RegulamentoDesconhecido(LookupError):
    def __init__(self, nome: str, disponiveis: Sequence[str] = ()) -> None:
        self.nome = nome
        self.disponiveis = tuple(disponiveis)
        lista = ", ".join(self.disponiveis) or "nenhum"
        super().__init__(f"regulamento desconhecido: {nome!r} (disponíveis: {lista})")


class RegulamentoInvalido(ValueError):
    """The regulation file is malformed; the message starts with ``file:line:column`` when known.

    ``problema`` is the message without its location; ``trajeto`` the keys leading to the bad value.
    """

    def __init__(self, mensagem: str, problema: str = "", trajeto: Sequence[str | int] = ()) -> None:
        super().__init__(mensagem)
        self.problema = problema or mensagem
        self.trajeto = tuple(trajeto)


# --- Search helpers -------------------------------------------------------------------------------

# Words too common to rank by; they still have to be present and still count in a phrase.
# fmt: off
_VAZIAS = frozenset({
    "a", "o", "e", "as", "os", "de", "da", "do", "das", "dos", "em", "na", "no", "nas", "nos", "um",
    "uma", "com", "por", "para", "que", "se", "ao", "aos", "sem", "ou",
})
# fmt: on
_MIN_PREFIXO = 4  # a query word of this length also matches longer words ("renega" → "renegada", "renegou")


def _palavras(texto: str) -> list[tuple[str, int, int]]:
    """(normalised word, start, end) for each word of ``texto``, offsets into the original."""
    saida: list[tuple[str, int, int]] = []
    for m in _PALAVRA.finditer(texto):
        for parte in _RUN.findall(normalizar(m.group())):
            saida.append((parte, m.start(), m.end()))
    return saida


def _consulta(texto: str) -> tuple[str, ...]:
    vistas: dict[str, None] = {}
    for p, _, _ in _palavras(texto):
        vistas.setdefault(p, None)
    return tuple(vistas)


def _casa(q: str, palavra: str) -> bool:
    return palavra == q or (len(q) >= _MIN_PREFIXO and palavra.startswith(q))


def marcas(trecho: str, consulta: str) -> list[tuple[int, int]]:
    """Spans of ``trecho`` whose words match the words of ``consulta`` (to highlight a snippet)."""
    q = _consulta(consulta[:MAX_CONSULTA])[:MAX_PALAVRAS]
    fortes = [p for p in q if p not in _VAZIAS] or list(q)
    return [(i, f) for p, i, f in _palavras(trecho) if any(_casa(w, p) for w in fortes)]


def _trecho(texto: str, inicio: int, fim: int, antes: int = 60, depois: int = 110) -> str:
    a = max(0, inicio - antes)
    b = min(len(texto), fim + depois)
    # cut on whitespace so no word is split
    if a > 0:
        espaco = texto.rfind(" ", 0, a + 1)
        a = espaco + 1 if espaco >= 0 and inicio - espaco < antes + 30 else a
    if b < len(texto):
        espaco = texto.find(" ", b)
        b = espaco if espaco >= 0 and espaco - fim < depois + 30 else b
    corpo = " ".join(texto[a:b].split())
    return ("…" if a > 0 else "") + corpo + ("…" if b < len(texto) else "")


# --- The regulation -------------------------------------------------------------------------------

_ROMANO = re.compile(r"x{0,3}(ix|iv|v?i{0,3})")


def _marcador(tok: str) -> bool:
    """A structural marker (alínea, inciso, paragraph number), not a word of a finer reference."""
    return len(tok) == 1 or tok.isdigit() or bool(_ROMANO.fullmatch(tok))


def _outro_numeral(tok: str) -> tuple[str, ...]:
    romanos = [r.lower() for r in _romanos(16)]
    if tok.isdigit() and len(tok) <= 2 and 1 <= int(tok) <= 16:  # never int() a hostile run of digits
        return (romanos[int(tok) - 1],)
    if tok in romanos:
        return (str(romanos.index(tok) + 1),)
    return ()


def _proximidade(t: tuple[str, ...], k: tuple[str, ...]) -> float:
    """How near citation tokens ``t`` are to ID tokens ``k`` (higher is nearer)."""
    nota = difflib.SequenceMatcher(None, " ".join(t), " ".join(k)).ratio()
    if t and any(k[j : j + len(t)] == t for j in range(len(k) - len(t) + 1)):
        nota += 1.0
    comum = 0
    while comum < min(len(k), len(t)) and k[comum] == t[comum]:
        comum += 1
    return nota + 0.5 * comum / max(len(k), len(t), 1)


class Regulamento:
    """A rule set: its articles in document order, looked up by any spelling of their IDs."""

    __slots__ = (
        "_busca",
        "_com_filhos",
        "_por_tokens",
        "_tokens",
        "alvo",
        "alvo_artigo",
        "artigos",
        "fonte",
        "id",
        "nome",
        "partes",
    )

    def __init__(
        self,
        id: str,
        nome: str,
        alvo: int,
        artigos: Sequence[Artigo],
        partes: Sequence[Parte] = (),
        fonte: str = "",
        alvo_artigo: str | None = None,
    ) -> None:
        self.id = id
        self.nome = nome
        self.alvo = alvo
        self.alvo_artigo = alvo_artigo
        self.fonte = fonte
        self.artigos: tuple[Artigo, ...] = tuple(artigos)
        conhecidas = {p.nome for p in partes}
        extras = [Parte(a.parte) for a in self.artigos if a.parte not in conhecidas]
        self.partes: tuple[Parte, ...] = tuple(partes) + tuple(dict.fromkeys(extras))
        self._tokens: dict[str, tuple[str, ...]] = {}
        self._por_tokens: dict[tuple[str, ...], Artigo] = {}
        for a in self.artigos:
            t = tokens(a.id)
            if not t:
                raise ValueError(f"ID vazio: {a.id!r}")
            if t in self._por_tokens:
                raise ValueError(f"ID repetido: {a.id!r} e {self._por_tokens[t].id!r}")
            self._tokens[a.id] = t
            self._por_tokens[t] = a
        self._com_filhos = frozenset(
            t[:n] for t in self._por_tokens for n in range(1, len(t)) if t[:n] in self._por_tokens
        )
        self._busca: list[tuple[Artigo, list[tuple[str, int, int]], frozenset[str]]] | None = None

    def __repr__(self) -> str:
        return f"Regulamento({self.id!r}, {len(self.artigos)} artigos)"

    @property
    def canonicos(self) -> tuple[str, ...]:
        """The identifiers a ruling under this rulebook may cite (a finer reference after a comma allowed)."""
        return tuple(a.id for a in self.artigos if a.canonico)

    def cita(self, citacao: str) -> bool:
        """Whether ``citacao`` cites one of :attr:`canonicos` (itself or something inside it)."""
        t = tokens(citacao)
        return any(t[: len(c)] == c for c in (self._tokens[i] for i in self.canonicos))

    def __iter__(self) -> Iterator[Artigo]:
        return iter(self.artigos)

    def __len__(self) -> int:
        return len(self.artigos)

    def __contains__(self, citacao: object) -> bool:
        if not isinstance(citacao, str):
            return False
        try:
            self.artigo(citacao)
        except ArtigoDesconhecido:
            return False
        return True

    # lookup

    def artigo(self, citacao: str) -> Artigo:
        """The article a citation names, in any spelling that normalises the same.

        In order: the exact ID; a unique ID the citation abbreviates (``xvi vaza`` →
        ``Art. XVI, Vaza empatada``); a unique section named by words alone (``lei do jogo``);
        the longest ID the citation starts with, the rest being a finer reference
        (``Art. XIV, canto equivocado`` → ``Art. XIV``) — unless the rest is an item marker the
        article does not have (``Art. 7, IX``).
        """
        if len(citacao) > MAX_CITACAO:  # no ID is this long: answer at once, without comparing every ID
            raise ArtigoDesconhecido(citacao, ())
        t = tokens(citacao)
        if not t:
            raise ArtigoDesconhecido(citacao, ())
        exato = self._por_tokens.get(t)
        if exato is not None:
            return exato
        n = len(t)
        abreviados = [a for k, a in self._por_tokens.items() if k[:n] == t]
        if len(abreviados) == 1:
            return abreviados[0]
        if not abreviados and not all(_marcador(x) for x in t):
            finais = [a for k, a in self._por_tokens.items() if len(k) > n and k[-n:] == t]
            if len(finais) == 1:
                return finais[0]
        prefixos = [k for k in self._por_tokens if len(k) < n and t[: len(k)] == k]
        if prefixos:
            k = max(prefixos, key=len)
            if not (k in self._com_filhos and _marcador(t[len(k)])):
                return self._por_tokens[k]
        raise ArtigoDesconhecido(citacao, self.sugestoes(citacao))

    def sugestoes(self, citacao: str, n: int = 5) -> tuple[str, ...]:
        """The IDs nearest to a citation, best first."""
        if len(citacao) > MAX_CITACAO:
            return ()
        t = tokens(citacao)
        # The text numbers Arts. 1–10 in arabic and IX–XVI in roman: "Art. 11" probably meant XI.
        variantes = [t] + [(v, *t[1:]) for v in _outro_numeral(t[0])] if t else [t]
        notas: list[tuple[float, int, str]] = []
        for i, a in enumerate(self.artigos):
            k = self._tokens[a.id]
            nota = max(_proximidade(v, k) for v in variantes)
            if nota >= 0.5:
                notas.append((nota, i, a.id))
        notas.sort(key=lambda x: (-x[0], x[1]))
        return tuple(i for _, _, i in notas[:n])

    def filhos(self, artigo: Artigo) -> tuple[Artigo, ...]:
        """The items directly inside ``artigo`` (``Art. 7`` → ``Art. 7, I`` … ``Art. 7, §2``)."""
        k = self._tokens[artigo.id]
        dentro = [a for a in self.artigos if self._tokens[a.id][: len(k)] == k and a is not artigo]
        return tuple(
            a
            for a in dentro
            if not any(
                b is not a and self._tokens[a.id][: len(self._tokens[b.id])] == self._tokens[b.id]
                for b in dentro
            )
        )

    # search

    def _indice_busca(self) -> list[tuple[Artigo, list[tuple[str, int, int]], frozenset[str]]]:
        if self._busca is None:
            self._busca = [
                (a, _palavras(a.texto), frozenset(p for p, _, _ in _palavras(a.titulo))) for a in self.artigos
            ]
        return self._busca

    def buscar(self, texto: str, limite: int = 10) -> list[tuple[Artigo, str]]:
        """Articles containing the words of ``texto`` (accent- and case-insensitive), best first.

        Each comes with a snippet around its first hit. Articles holding every word come first;
        only when none does are partial matches returned.
        """
        q = _consulta(texto[:MAX_CONSULTA])[:MAX_PALAVRAS]
        if not q or limite <= 0:
            return []
        fortes = [p for p in q if p not in _VAZIAS] or list(q)
        achados: list[tuple[int, float, int, Artigo, str]] = []
        for ordem, (artigo, palavras, titulo) in enumerate(self._indice_busca()):
            casadas = 0
            nota = 0.0
            for w in q:
                exatas = sum(1 for p, _, _ in palavras if p == w)
                prefixos = sum(1 for p, _, _ in palavras if p != w and _casa(w, p))
                no_titulo = any(_casa(w, p) for p in titulo)
                if exatas or prefixos or no_titulo:
                    casadas += 1
                peso = 0.2 if w in _VAZIAS and w not in fortes else 1.0
                nota += peso * (math.log1p(exatas + 0.5 * prefixos) + (1.5 if no_titulo else 0.0))
            if not casadas:
                continue
            seq = [p for p, _, _ in palavras]
            frases = [j for j in range(len(seq) - len(q) + 1) if tuple(seq[j : j + len(q)]) == q]
            if len(q) > 1:
                nota += 2.0 * len(frases)
            if frases:
                inicio, fim = palavras[frases[0]][1], palavras[frases[0] + len(q) - 1][2]
            else:
                hits = [(i, f) for p, i, f in palavras if any(_casa(w, p) for w in fortes)]
                inicio, fim = hits[0] if hits else (0, 0)
            achados.append((casadas, nota, ordem, artigo, _trecho(artigo.texto, inicio, fim)))
        if not achados:
            return []
        completas = [a for a in achados if a[0] == len(q)]
        escolhidos = completas or achados
        escolhidos.sort(key=lambda a: (-a[0], -a[1], a[2]))
        return [(a[3], a[4]) for a in escolhidos[:limite]]

    # index

    def indice(self) -> tuple[SecaoIndice, ...]:
        """Parts in order, each with its articles nested by ID (``Art. 7`` → ``Art. 7, I`` …)."""
        filhos: dict[str, list[Artigo]] = {a.id: [] for a in self.artigos}
        raizes: dict[str, list[Artigo]] = {p.nome: [] for p in self.partes}
        for a in self.artigos:
            k = self._tokens[a.id]
            pai = next(
                (
                    self._por_tokens[k[:n]]
                    for n in range(len(k) - 1, 0, -1)
                    if k[:n] in self._por_tokens and self._por_tokens[k[:n]].parte == a.parte
                ),
                None,
            )
            (filhos[pai.id] if pai else raizes[a.parte]).append(a)

        def item(a: Artigo) -> ItemIndice:
            return ItemIndice(a, tuple(item(f) for f in filhos[a.id]))

        return tuple(
            SecaoIndice(p, tuple(item(a) for a in raizes[p.nome])) for p in self.partes if raizes[p.nome]
        )

    # construction

    @classmethod
    def de_dados(cls, dados: Any, origem: str = "<regulamento>") -> Regulamento:
        """Build from the mapping of a regulation YAML file; problems raise RegulamentoInvalido."""

        def erro(msg: str, *trajeto: str | int) -> RegulamentoInvalido:
            return RegulamentoInvalido(f"{origem}: {msg}", msg, trajeto)

        def texto(m: Mapping[str, Any], chave: str, *onde: str | int, opcional: bool = False) -> str | None:
            v = m.get(chave)
            if v is None and opcional:
                return None
            if not isinstance(v, str) or not v.strip():
                raise erro(f"'{chave}' deve ser um texto não vazio", *onde, chave)
            return v

        if not isinstance(dados, Mapping):
            raise erro("o arquivo deve ser um mapeamento com 'id', 'nome', 'alvo' e 'artigos'")
        rid = texto(dados, "id")
        nome = texto(dados, "nome")
        alvo = dados.get("alvo")
        if not isinstance(alvo, int) or isinstance(alvo, bool) or alvo <= 0:
            raise erro("'alvo' deve ser um número inteiro positivo de tentos", "alvo")
        partes: list[Parte] = []
        brutas = dados.get("partes") or []
        if not isinstance(brutas, list):
            raise erro("'partes' deve ser uma lista", "partes")
        for i, p in enumerate(brutas):
            if not isinstance(p, Mapping):
                raise erro("cada parte deve ser um mapeamento com 'nome'", "partes", i)
            nome_parte = str(texto(p, "nome", "partes", i))
            partes.append(Parte(nome_parte, texto(p, "cabecalho", "partes", i, opcional=True)))
        brutos = dados.get("artigos")
        if not isinstance(brutos, list) or not brutos:
            raise erro("'artigos' deve ser uma lista não vazia", "artigos")
        artigos: list[Artigo] = []
        for i, a in enumerate(brutos):
            if not isinstance(a, Mapping):
                raise erro("cada artigo deve ser um mapeamento", "artigos", i)
            desconhecidas = sorted(map(str, set(a) - {"id", "titulo", "parte", "texto", "canonico"}))
            if desconhecidas:
                raise erro(f"chave desconhecida: {desconhecidas[0]!r}", "artigos", i, desconhecidas[0])
            canonico = a.get("canonico", True)
            if not isinstance(canonico, bool):
                raise erro("'canonico' deve ser true ou false", "artigos", i, "canonico")
            artigos.append(
                Artigo(
                    id=str(texto(a, "id", "artigos", i)),
                    titulo=str(texto(a, "titulo", "artigos", i)),
                    parte=str(texto(a, "parte", "artigos", i)),
                    texto=str(texto(a, "texto", "artigos", i)),
                    canonico=canonico,
                )
            )
        vistos: dict[tuple[str, ...], str] = {}
        for i, art in enumerate(artigos):
            t = tokens(art.id)
            if not t:
                raise erro(f"ID sem letras nem números: {art.id!r}", "artigos", i, "id")
            if t in vistos:
                raise erro(f"ID repetido: {art.id!r} (igual a {vistos[t]!r})", "artigos", i, "id")
            vistos[t] = art.id
        return cls(
            id=str(rid),
            nome=str(nome),
            alvo=alvo,
            artigos=artigos,
            partes=partes,
            fonte=str(dados.get("fonte") or ""),
            alvo_artigo=texto(dados, "alvo_artigo", opcional=True),
        )


def _posicao(no: Any, trajeto: Sequence[str | int]) -> tuple[int, int] | None:
    """Line and column (1-based) of the YAML node at ``trajeto``, or of its nearest ancestor."""
    import yaml

    for passo in trajeto:
        proximo = None
        if isinstance(no, yaml.MappingNode):
            proximo = next((v for k, v in no.value if k.value == passo), None)
            if proximo is None:  # a key that is there but should not be: point at the key
                proximo = next((k for k, _ in no.value if k.value == str(passo)), None)
        elif isinstance(no, yaml.SequenceNode) and isinstance(passo, int) and passo < len(no.value):
            proximo = no.value[passo]
        if proximo is None:
            break
        no = proximo
    if no is None:
        return None
    return no.start_mark.line + 1, no.start_mark.column + 1


def ler(caminho: Path) -> Regulamento:
    """Read a regulation file (any path). Raises RegulamentoInvalido with ``file:line:column``."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        with caminho.open(encoding="utf-8") as f:
            dados = yaml.load(f, Loader=loader)
    except OSError as e:
        raise RegulamentoInvalido(f"{caminho}: não foi possível ler o arquivo: {e.strerror}") from None
    except yaml.MarkedYAMLError as e:
        marca = e.problem_mark or e.context_mark
        onde = f"{caminho}:{marca.line + 1}:{marca.column + 1}" if marca else str(caminho)
        raise RegulamentoInvalido(f"{onde}: YAML inválido: {e.problem or e}") from None
    except yaml.YAMLError as e:
        raise RegulamentoInvalido(f"{caminho}: YAML inválido: {e}") from None
    try:
        return Regulamento.de_dados(dados, str(caminho))
    except RegulamentoInvalido as e:
        with caminho.open(encoding="utf-8") as f:
            pos = _posicao(yaml.compose(f, Loader=loader), e.trajeto)
        onde = f"{caminho}:{pos[0]}:{pos[1]}" if pos else str(caminho)
        raise RegulamentoInvalido(f"{onde}: {e.problema}", e.problema, e.trajeto) from None


def disponiveis() -> tuple[str, ...]:
    """Names of the bundled regulations."""
    from arbitro.nucleo import dados

    return tuple(sorted(p.stem for p in dados.pasta("regulamento").glob("*.yaml")))


def carregar(nome: str = PADRAO) -> Regulamento:
    """The bundled regulation ``nome`` (``regulamento/<nome>.yaml``), read once per process."""
    return _carregar(nome)


@cache
def _carregar(nome: str) -> Regulamento:
    from arbitro.nucleo import dados

    caminho = dados.pasta("regulamento") / f"{nome}.yaml"
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", nome) or not caminho.is_file():
        raise RegulamentoDesconhecido(nome, disponiveis())
    return ler(caminho)


# Words too common to tell one paragraph from another.
_POUCO = frozenset(("para", "pela", "pelo", "pelos", "pelas", "como", "mais", "quando", "qual", "quem", "onde",
                    "seus", "suas", "este", "esta", "isso", "isto", "deve", "devera", "sera", "umas", "trio", "tentos"))


def paragrafos_decisivos(texto: str, consulta: str, minimo: int = 3, maximo: int = 2) -> list[str]:
    """The paragraphs of an article that bear on ``consulta`` (the words of a ruling that cite it), at most
    ``maximo``, in the article's order: a word shared with the ruling weighs more the fewer paragraphs hold it.
    A short article (``minimo`` paragraphs or fewer) is quoted whole."""
    paragrafos = [p.strip() for p in texto.split("\n") if p.strip()]
    if len(paragrafos) <= minimo:
        return paragrafos
    palavras = {w for w in re.findall(r"[a-z0-9]+", normalizar(consulta)) if len(w) > 3 and w not in _POUCO}
    conjuntos = [set(re.findall(r"[a-z0-9]+", normalizar(p))) for p in paragrafos]
    frequencia = {w: sum(w in c for c in conjuntos) for w in palavras}
    notas = [sum(1 / frequencia[w] for w in palavras & c) for c in conjuntos]
    melhor = max(notas)
    if melhor == 0:
        return paragrafos[:1]
    escolhidos = sorted(sorted(range(len(paragrafos)), key=lambda i: -notas[i])[:maximo])
    return [paragrafos[i] for i in escolhidos if notas[i] >= melhor * 0.6]
