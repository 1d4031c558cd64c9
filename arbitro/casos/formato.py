"""The case format every kind of case shares (volta, partida, jogo, tournament): the expected ruling, the case,
the result of checking it, and the reader of a case's typed values that collects located problems."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

import yaml

from arbitro.nucleo.numeros import NumeroInvalido, e_decimal, inteiro
from arbitro.nucleo.regulamento import satisfaz, tokens

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.regulamento import Regulamento

ALVO = 24  # the MTG partida ends at 24 tentos (Art. 10, II); each system gives its own (Formato.alvo)
# A system's scenario: every one is a dataclass with `regulamento`, `placar`, `leituras`, `pergunta`, `eventos`.
Cenario: TypeAlias = Any



@dataclass(frozen=True, slots=True)
class Esperado:
    """The ruling worked out by hand. For an invalid-input case only ``invalido``/``mensagem`` count."""

    placar_final: dict[str, int]
    vencedor: str | None
    artigos: tuple[str, ...]  # citations the ruling must contain (prefix rule, contract §2)
    lancamentos: tuple[tuple[str, int], ...] | None = None  # the awards as a multiset of (trio, tentos)
    observacoes: tuple[str, ...] = ()  # fragments some observation must contain
    invalido: bool = False
    mensagem: str | None = None  # fragment of the loader's message, for an invalid-input case


@dataclass(frozen=True, slots=True)
class Caso:
    """One worked case."""

    id: str
    titulo: str
    temas: tuple[str, ...]
    artigos: tuple[str, ...]  # what the case is about
    fatos: str
    pergunta: str
    cenario: Cenario | None  # None only for an invalid-input case whose scenario the loader rejects
    esperado: Esperado
    comentario: str
    arquivo: str = field(compare=False)
    erros_cenario: tuple[str, ...] = field(default=(), compare=False)  # the loader's messages, if rejected
    avulso: bool = False  # a plain scenario with an `esperado:`, not a commented case of the library
    # The ruling under another option of a named reading, worked out by hand: (reading, option, expected).
    por_leitura: tuple[tuple[str, str, Esperado], ...] = ()
    sistema: str = "mtg-truco-cego"  # the rule system the scenario names (its rulebook checks the citations)

    @property
    def lado(self) -> str:
        """How the system names a side, for a question read aloud: "trio" (MTG) or "dupla"."""
        return "trio" if self.sistema == "mtg-truco-cego" else "dupla"

    @property
    def citacoes(self) -> tuple[str, ...]:
        """Every article the case names: what it is about, then what the ruling must cite."""
        return tuple(dict.fromkeys((*self.artigos, *self.esperado.artigos)))

    @property
    def tentos_esperados(self) -> dict[str, int]:
        """Tentos each trio scores in this volta by the expected ruling (final minus initial)."""
        if self.cenario is None or self.esperado.invalido:
            return {}
        return {t: self.esperado.placar_final.get(t, p) - p for t, p in self.cenario.placar.items()}


class CasoInvalido(Exception):
    """A case file that cannot be read; ``problemas`` are ``arquivo:linha:coluna: mensagem`` lines."""

    def __init__(self, problemas: Sequence[str]) -> None:
        super().__init__("\n".join(problemas))
        self.problemas = list(problemas)


@dataclass(frozen=True, slots=True)
class ArquivoInvalido:
    """A case file that did not load: ``id`` is the file name without ``.yaml``."""

    id: str
    arquivo: str
    problemas: tuple[str, ...]


class Biblioteca(list[Caso]):
    """The good cases, sorted by id, and the files that did not load (:attr:`invalidos`)."""

    def __init__(self, casos: Iterable[Caso] = (), invalidos: Iterable[ArquivoInvalido] = ()) -> None:
        super().__init__(casos)
        self.invalidos: list[ArquivoInvalido] = list(invalidos)

    @property
    def problemas(self) -> list[str]:
        """One ``arquivo:linha:coluna: mensagem`` line per problem, every broken file."""
        return [p for inv in self.invalidos for p in inv.problemas]

    def caso(self, id_: str) -> Caso | None:
        return next((c for c in self if c.id == id_), None)



def _exibir(path: Path) -> str:
    """The path as the user should read it: relative to the working directory when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):  # outside the cwd; a symlink loop
        return str(path)


class Leitor:
    """Reads typed values out of composed YAML nodes, collecting located problems."""

    def __init__(self, arquivo: str, regulamento: Regulamento | None = None) -> None:
        self.arquivo = arquivo
        self.problemas: list[str] = []
        self.regulamento = regulamento or _regulamento_padrao()

    def onde(self, no: yaml.Node) -> str:
        m = no.start_mark
        return f"{self.arquivo}:{m.line + 1}:{m.column + 1}"

    def erro(self, no: yaml.Node, msg: str) -> None:
        self.problemas.append(f"{self.onde(no)}: {msg}")

    def mapa(self, no: yaml.Node, nome: str, chaves: Sequence[str]) -> dict[str, yaml.Node] | None:
        if not isinstance(no, yaml.MappingNode):
            self.erro(no, f"'{nome}' deve ser um mapeamento (chave: valor)")
            return None
        saida: dict[str, yaml.Node] = {}
        for k, v in no.value:
            chave = k.value if isinstance(k, yaml.ScalarNode) else None
            if not isinstance(chave, str) or chave not in chaves:
                perto = difflib.get_close_matches(str(chave), chaves, n=1)
                dica = f"; quis dizer '{perto[0]}'?" if perto else f"; chaves aceitas: {', '.join(chaves)}"
                self.erro(k, f"chave desconhecida '{chave}' em '{nome}'{dica}")
            elif chave in saida:
                self.erro(k, f"chave '{chave}' repetida em '{nome}'")
            else:
                saida[chave] = v
        return saida

    def texto(self, no: yaml.Node, nome: str) -> str | None:
        # the scalar's raw text, like the scenario loader: a trio called "no" stays "no"
        if not isinstance(no, yaml.ScalarNode) or self.nulo(no) or not no.value.strip():
            self.erro(no, f"'{nome}' deve ser um texto não vazio")
            return None
        return str(no.value).strip()

    def textos(self, no: yaml.Node, nome: str) -> tuple[str, ...] | None:
        if not isinstance(no, yaml.SequenceNode):
            self.erro(no, f"'{nome}' deve ser uma lista de textos")
            return None
        itens = [self.texto(item, nome) for item in no.value]
        return tuple(i for i in itens if i is not None) if all(i is not None for i in itens) else None

    def inteiro(self, no: yaml.Node, nome: str) -> int | None:
        if not (isinstance(no, yaml.ScalarNode) and no.tag.endswith(":int") and e_decimal(no.value)):
            self.erro(no, f"'{nome}' deve ser um número inteiro de tentos, em decimal")
            return None
        try:
            return inteiro(no.value)
        except NumeroInvalido as e:
            self.erro(no, f"'{nome}': {e}")
            return None

    def nulo(self, no: yaml.Node) -> bool:
        return isinstance(no, yaml.ScalarNode) and no.tag.endswith(":null") and not no.style

    def booleano(self, no: yaml.Node, nome: str) -> bool | None:
        if not (isinstance(no, yaml.ScalarNode) and no.tag.endswith(":bool")):
            self.erro(no, f"'{nome}' deve ser true ou false")
            return None
        return no.value.lower() in ("true", "yes", "on")

    def citacoes(self, no: yaml.Node, nome: str, grupos: bool = False) -> tuple[str, ...] | None:
        """Citations of canonical articles (contract §2); ``grupos`` also admits ``Art. XV`` (any of a–d)."""
        if not isinstance(no, yaml.SequenceNode):
            self.erro(no, f"'{nome}' deve ser uma lista de artigos (IDs canônicos, como em 'arbitro regulamento')")
            return None
        saida: list[str] = []
        for item in no.value:
            cit = self.texto(item, nome)
            if cit is None:
                continue
            canonicos = self.regulamento.canonicos
            if not (artigo_existe(cit, canonicos) if grupos else citacao_conhecida(cit, canonicos)):
                perto = difflib.get_close_matches(cit, canonicos, n=2)
                dica = f"; quis dizer {' ou '.join(repr(p) for p in perto)}?" if perto else ""
                self.erro(item, f"artigo desconhecido '{cit}' em '{nome}' "
                                f"(use os IDs do índice de 'arbitro regulamento'){dica}")
                continue
            saida.append(cit)
        return tuple(saida)



def _regulamento_padrao() -> Regulamento:
    from arbitro.sistemas import sistema

    return sistema().regulamento


def citacao_conhecida(citacao: str, canonicos: Sequence[str] | None = None) -> bool:
    """A citation is known when its tokens start with some canonical ID's (``Art. XIV, canto equivocado``)."""
    ids = _regulamento_padrao().canonicos if canonicos is None else canonicos
    t = tokens(citacao)
    conhecidos = _tokens_canonicos(tuple(ids))
    return any(t[:n] in conhecidos for n in range(1, len(t) + 1))


@lru_cache(maxsize=16)  # one set per rulebook: every citation of the library is checked against it
def _tokens_canonicos(ids: tuple[str, ...]) -> frozenset[tuple[str, ...]]:
    return frozenset(tokens(i) for i in ids)

@dataclass(frozen=True, slots=True)
class Resultado:
    """The check of one case: an empty ``diferencas`` means the engine rules as expected."""

    caso: Caso
    diferencas: tuple[str, ...]
    decisao: Decisao | None = None
    erros: tuple[str, ...] = ()  # the loader's messages, when the scenario was rejected

    @property
    def ok(self) -> bool:
        return not self.diferencas





def artigo_existe(citacao: str, canonicos: Sequence[str] | None = None) -> bool:
    """``citacao`` names a canonical article, something inside one, or a group of them (``XIII``)."""
    ids = _regulamento_padrao().canonicos if canonicos is None else canonicos
    return bool(tokens(citacao)) and (citacao_conhecida(citacao, ids) or any(satisfaz(citacao, i) for i in ids))


