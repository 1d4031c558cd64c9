"""Named readings: the places where a rulebook is silent or can be read two ways, as values.

The Circuito reserves the right "de fazer esclarecimentos na regra com o objetivo de eliminar/reduzir as
diferenças de interpretação". A :class:`Leitura` is one such place: a stable kebab-case ID, the articles
it interprets, the question it answers, its options and the default with the text's reason for it. Each
rule system keeps its own :class:`Registro`. The engine never decides such a point with a bare ``if``: it
asks the :class:`Selecao` in force, which answers with the option and where it came from — the project's
default, a commission's clarification (:class:`Esclarecimentos`) or the scenario itself (contract v2 §8:
default < commission < scenario).

System-free: nothing here knows a rule of any system.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Literal, NamedTuple

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

# The value types are named tuples, not dataclasses: they are built at every start-up of a ruling, and a named
# tuple costs a tenth of a frozen dataclass to define (the start-up budget of the README).


class Opcao(NamedTuple):
    """One way of reading the text: a kebab-case ``id`` and what it decides, in a sentence."""

    id: str
    descricao: str

    def json(self) -> dict[str, str]:
        return {"id": self.id, "descricao": self.descricao}


class Leitura(NamedTuple):
    """A point where the text admits more than one reading (``omisso``: where it is silent)."""

    id: str
    sistema: str
    pergunta: str
    artigos: tuple[str, ...]
    opcoes: tuple[Opcao, ...]
    padrao: str
    motivo: str  # why the default: the text's own words where it has some
    omisso: bool = False  # the text is silent: the default is the project's for a caso omisso

    def validar(self) -> Leitura:
        ids = [o.id for o in self.opcoes]
        if not _ID.match(self.id) or not all(_ID.match(i) for i in ids):
            raise ValueError(f"leitura {self.id!r}: IDs devem ser kebab-case")
        if len(ids) < 2 or len(set(ids)) != len(ids):
            raise ValueError(f"leitura {self.id!r}: são precisas ao menos duas opções distintas")
        if self.padrao not in ids:
            raise ValueError(f"leitura {self.id!r}: padrão {self.padrao!r} não é uma das opções")
        if not self.artigos:
            raise ValueError(f"leitura {self.id!r}: cite o artigo que ela interpreta")
        return self

    def opcao(self, id_: str) -> Opcao:
        for o in self.opcoes:
            if o.id == id_:
                return o
        raise KeyError(id_)

    @property
    def ids_opcoes(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.opcoes)

    def outras(self, id_: str) -> tuple[Opcao, ...]:
        return tuple(o for o in self.opcoes if o.id != id_)

    def json(self) -> dict[str, Any]:
        """The shape of contract v2 §8 (``omisso`` added)."""
        return {"id": self.id, "sistema": self.sistema, "pergunta": self.pergunta, "artigos": list(self.artigos),
                "opcoes": [o.json() for o in self.opcoes], "padrao": self.padrao, "motivo": self.motivo,
                "omisso": self.omisso}


class Registro(Mapping[str, Leitura]):
    """The readings of one rule system, in the order they were defined."""

    def __init__(self, sistema: str) -> None:
        self.sistema = sistema
        self._leituras: dict[str, Leitura] = {}

    def definir(self, id_: str, *, pergunta: str, artigos: Sequence[str], opcoes: Sequence[tuple[str, str]],
                padrao: str, motivo: str, omisso: bool = False) -> Leitura:
        if id_ in self._leituras:
            raise ValueError(f"leitura {id_!r} definida duas vezes")
        leitura = Leitura(id_, self.sistema, pergunta, tuple(artigos), tuple(Opcao(i, d) for i, d in opcoes),
                          padrao, motivo, omisso).validar()
        self._leituras[id_] = leitura
        return leitura

    def __getitem__(self, id_: str) -> Leitura:
        return self._leituras[id_]

    def __iter__(self) -> Iterator[str]:
        return iter(self._leituras)

    def __len__(self) -> int:
        return len(self._leituras)

    @classmethod
    def unir(cls, sistema: str, *partes: Mapping[str, Leitura]) -> Registro:
        """One system's readings gathered from the registries of its parts (volta, partida, jogo…)."""
        todas = cls(sistema)
        for parte in partes:
            for id_, leitura in parte.items():
                if id_ in todas._leituras:
                    raise ValueError(f"leitura {id_!r} definida duas vezes")
                todas._leituras[id_] = leitura
        return todas


# Where the option applied at a reading came from (contract v2 §8, in increasing precedence).
Origem = Literal["padrao", "comissao", "cenario"]


class Esclarecimentos(NamedTuple):
    """A commission's clarifications: ``{comissao, data, leituras: {ID: opcao}}`` (contract v2 §8)."""

    leituras: Mapping[str, str]
    comissao: str | None = None
    data: str | None = None
    arquivo: str | None = None

    @property
    def quem(self) -> str:
        """"esclarecimento da Comissão Organizadora, 2026-11-30" — the words a ruling opens with."""
        nome = self.comissao or "Comissão"
        nome = nome if nome.casefold().startswith("comiss") else f"Comissão {nome}"
        return f"esclarecimento da {nome}" + (f", {self.data}" if self.data else "")


class Escolha(NamedTuple):
    """The option in force at one reading and where it came from."""

    leitura: Leitura
    opcao: str
    origem: Origem
    esclarecimentos: Esclarecimentos | None = None

    @property
    def esclarecimento(self) -> bool:
        return self.origem == "comissao"

    @property
    def omisso(self) -> bool:
        """The text is silent and the project's default for the caso omisso applies."""
        return self.leitura.omisso and self.origem == "padrao"

    @property
    def descricao(self) -> str:
        return self.leitura.opcao(self.opcao).descricao

    @property
    def rotulo(self) -> str:
        """How the ruling introduces the option: by whom it was chosen."""
        if self.origem == "comissao" and self.esclarecimentos is not None:
            q = self.esclarecimentos.quem
            return q[0].upper() + q[1:]
        if self.origem == "cenario":
            return "Leitura escolhida no cenário"
        return "Leitura adotada"


class Selecao(NamedTuple):
    """The options in force: commissions' clarifications (later ones win) below the scenario's own."""

    esclarecimentos: tuple[Esclarecimentos, ...] = ()
    cenario: Mapping[str, str] = {}  # never mutated: com_cenario builds a new mapping

    def escolher(self, leitura: Leitura) -> Escolha:
        if leitura.id in self.cenario:
            return Escolha(leitura, self.cenario[leitura.id], "cenario")
        for e in reversed(self.esclarecimentos):
            if leitura.id in e.leituras:
                return Escolha(leitura, e.leituras[leitura.id], "comissao", e)
        return Escolha(leitura, leitura.padrao, "padrao")

    def com_cenario(self, escolhas: Mapping[str, str]) -> Selecao:
        """This selection under a scenario's own ``leituras:`` (which win over every commission)."""
        if not escolhas:
            return self
        return Selecao(self.esclarecimentos, {**self.cenario, **escolhas})

    def com_esclarecimentos(self, e: Esclarecimentos | None) -> Selecao:
        """This selection with one more (more specific) commission layer on top of the others."""
        if e is None or not e.leituras:
            return self
        return Selecao((*self.esclarecimentos, e), self.cenario)


PADRAO = Selecao()


def problemas_de_escolhas(escolhas: Mapping[str, str], registro: Mapping[str, Leitura]) -> list[tuple[str, str]]:
    """``(chave, mensagem)`` for each unknown reading or option of ``escolhas`` (``chave`` is the ID for an
    unknown reading, ``ID.opcao`` for an unknown option), with the nearest valid ones suggested."""
    import difflib

    saida: list[tuple[str, str]] = []
    for id_, opcao in escolhas.items():
        leitura = registro.get(id_)
        if leitura is None:
            perto = difflib.get_close_matches(id_, list(registro), n=2, cutoff=0.5)
            dica = f"; quis dizer {' ou '.join(repr(p) for p in perto)}?" if perto else \
                " (veja `arbitro leituras`)"
            saida.append((id_, f"leitura desconhecida {id_!r}{dica}"))
        elif opcao not in leitura.ids_opcoes:
            saida.append((f"{id_}.{opcao}", f"opção desconhecida {opcao!r} para a leitura {id_!r}; as opções são "
                          f"{', '.join(leitura.ids_opcoes)}"))
    return saida


def documento(registro: Mapping[str, Leitura], titulo: str, introducao: str) -> str:
    """The readings of a system as a Markdown page for the commission (``docs/leituras.md`` is this)."""
    from arbitro.nucleo.celulas import markdown as md  # the texts go out as text, in every Markdown output

    linhas = [f"# {titulo}", "", introducao.strip(), ""]
    for lt in registro.values():
        omisso = " — o texto é omisso; cabe à Comissão (S, j)" if lt.omisso else ""
        linhas += [f"## `{lt.id}`", "", f"**{md(lt.pergunta)}**", "",
                   f"Artigos: {md('; '.join(lt.artigos))}{omisso}.", ""]
        for o in lt.opcoes:
            marca = " **(padrão)**" if o.id == lt.padrao else ""
            linhas.append(f"- `{o.id}`{marca}: {md(o.descricao)}.")
        linhas += ["", f"Por que o padrão: {md(lt.motivo)}", ""]
    return "\n".join(linhas)
