"""The located YAML reader, system-free: walks a scenario's nodes collecting every problem at once
(``arquivo:linha:coluna``, in Portuguese, with a hint where one helps) and building primitive values — texts,
integers in a range, true/false, mappings with known keys, lists. A system's loader adds its own rules on top.

The primitive part of the MTG loader's reader (``arbitro.sistemas.mtg.cenario.carregar._Leitor``), which knows no
rule of any system, written here so that no other system's loader imports the MTG's (issue 14: the kernel's one
reader). Suggestions ("você quis dizer …?") are budgeted per file, as there (issue 12).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from typing import cast

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario import nomes as _nomes
from arbitro.cenario.yamlpos import Problema, marca
from arbitro.nucleo import numeros as _numeros

# The YAML 1.1 tags PyYAML gives a scalar, and a decimal integer: every located reader reads them.
INT = "tag:yaml.org,2002:int"
BOOL = "tag:yaml.org,2002:bool"
NULL = "tag:yaml.org,2002:null"
FLOAT = "tag:yaml.org,2002:float"
STR = "tag:yaml.org,2002:str"
MERGE = "tag:yaml.org,2002:merge"
DECIMAL = re.compile(r"^[-+]?[0-9]+\Z")
# A suggestion costs a comparison with every valid value: a hostile file of thousands of unknown names would take
# seconds (issue 12). Only the first problems of a file get one; a long text never does.
SUGESTOES_POR_ARQUIVO = 25
_MAX_SUGERIVEL = 80


def citar(texto: str) -> str:
    return _nomes.citar(texto)  # a hostile value is never echoed whole, nor obeyed by the terminal


# A text longer than this, or of several lines, is described by its size, never echoed: a file that is not a
# document (``arquivo: /etc/passwd``) would otherwise be shown in the message (issue 21).
_MAX_ECOADO = 40


def listar(itens: Iterable[str], limite: int = 12) -> str:
    itens = list(itens)
    mais = f", … (+{len(itens) - limite})" if len(itens) > limite else ""
    return ", ".join(itens[:limite]) + mais


def descrever(no: Node) -> str:
    """What a node is, for 'esperava X, encontrei Y'."""
    if isinstance(no, MappingNode):
        return "um mapeamento (chave: valor)"
    if isinstance(no, SequenceNode):
        return "uma lista"
    if no.tag == NULL:
        return "nada (valor vazio)"
    if no.tag == BOOL:
        return f"um sim/não ({no.value!r})"
    if no.tag in (INT, FLOAT):
        return f"um número ({no.value})"
    texto = str(no.value)
    if len(texto) > _MAX_ECOADO or "\n" in texto:
        return f"um texto de {len(texto)} caracteres"
    return f"o texto {citar(texto)}"


def vazio(no: Node) -> bool:
    return isinstance(no, ScalarNode) and no.tag == NULL


class Leitor:
    """Walks a scenario's nodes, collecting problems (:attr:`problemas`) and building primitive values."""

    def __init__(self, arquivo: str) -> None:
        self.arquivo = arquivo
        self.problemas: list[Problema] = []
        self.sugeridas: set[str] = set()  # valid keys offered as the fix of an unknown one
        self._sugestoes = SUGESTOES_POR_ARQUIVO

    # -- problems and hints --

    def erro(self, no: Node, mensagem: str) -> None:
        self.problemas.append(marca(no, self.arquivo, mensagem))

    def acrescentar(self, dica: str) -> None:
        """Append a hint to the last problem."""
        p = self.problemas[-1]
        self.problemas[-1] = Problema(p.arquivo, p.linha, p.coluna, p.mensagem + dica)

    def tipo(self, no: Node, esperado: str, onde: str) -> None:
        self.erro(no, f"{onde}: esperava {esperado}, encontrei {descrever(no)}")

    def pode_sugerir(self, texto: str) -> bool:
        """Whether ``texto`` still gets a suggestion (the file's budget, spent here)."""
        if len(texto) > _MAX_SUGERIVEL or self._sugestoes <= 0:
            return False
        self._sugestoes -= 1
        return True

    def perto(self, texto: str, validos: Sequence[str]) -> list[str]:
        """The valid value nearest to ``texto`` (at most one), ignoring case when that helps."""
        if not self.pode_sugerir(texto):
            return []
        achados = difflib.get_close_matches(texto, list(validos), n=1, cutoff=0.5)
        if not achados:
            achados = difflib.get_close_matches(texto.lower(), [v.lower() for v in validos], n=1, cutoff=0.5)
            achados = [next(v for v in validos if v.lower() == achados[0])] if achados else []
        return achados

    def dica(self, texto: str, validos: Sequence[str], oque: str) -> str:
        """'; você quis dizer X?' or the list of valid values."""
        achados = self.perto(texto, validos)
        if achados:
            return f"; você quis dizer {citar(achados[0])}? ({oque}: {listar(validos)})"
        return f" ({oque}: {listar(validos)})" if validos else ""

    # -- primitive values --

    def texto(self, no: Node, onde: str) -> str | None:
        """A name or words: the scalar's raw text, whatever YAML 1.1 would make of it."""
        if not isinstance(no, ScalarNode):
            self.tipo(no, "um texto", onde)
            return None
        if no.tag == NULL and no.style is None:
            self.erro(no, f"{onde}: falta o valor")
            return None
        valor = _nomes.normal(str(no.value))  # "A " is "A"; NFC and combining accents are one name
        if not valor:
            self.erro(no, f"{onde}: texto vazio")
            return None
        return valor

    def nome(self, no: Node, onde: str) -> str | None:
        """A side's or a player's name: a text that passes the one check of names (:func:`arbitro.cenario.nomes.
        recusa`: the same limit and the same forbidden characters in every system and document)."""
        nome = self.texto(no, onde)
        if nome is None:
            return None
        motivo = _nomes.recusa(nome)
        if motivo is not None:
            self.erro(no, f"{onde}: {motivo}")
            return None
        return nome

    def linha(self, no: Node, onde: str) -> str | None:
        """A one-line free text shown as is (a tournament's title, a judge's name): no terminal escapes."""
        texto = self.texto(no, onde)
        if texto is None:
            return None
        motivo = _nomes.recusa_de_linha(texto, onde)
        if motivo is not None:
            self.erro(no, motivo)
            return None
        return texto

    def inteiro(self, no: Node, onde: str, minimo: int, maximo: int, nota: str = "",
                algarismos: int = _numeros.MAX_ALGARISMOS) -> int | None:
        if not (isinstance(no, ScalarNode) and no.tag == INT and DECIMAL.match(no.value)):
            dica = ""
            if isinstance(no, ScalarNode) and no.tag == INT:
                dica = " (escreva o número em decimal)"
            elif isinstance(no, ScalarNode) and no.tag == STR and DECIMAL.match(no.value.strip()):
                dica = " (tire as aspas do número)"
            self.tipo(no, f"um número inteiro de {minimo} a {maximo}", onde)
            if dica or nota:
                self.acrescentar(dica + nota)
            return None
        try:
            valor = _numeros.inteiro(no.value, algarismos)
        except _numeros.NumeroInvalido as e:
            self.erro(no, f"{onde}: {e}; esperava um número inteiro de {minimo} a {maximo}{nota}")
            return None
        if not minimo <= valor <= maximo:
            self.erro(no, f"{onde}: {valor} fora do intervalo de {minimo} a {maximo}{nota}")
            return None
        return valor

    def booleano(self, no: Node, onde: str) -> bool | None:
        if isinstance(no, ScalarNode) and no.tag == BOOL:
            if no.value.lower() in ("true", "false"):
                return bool(no.value.lower() == "true")
            self.erro(no, f"{onde}: escreva true ou false, não {no.value!r} (o YAML 1.1 lê {no.value!r} como "
                          "sim/não, mas aqui só true/false valem)")
            return None
        self.tipo(no, "true ou false", onde)
        return None

    def mapeamento(self, no: Node, onde: str, validas: Sequence[str]) -> list[tuple[str, Node, Node]] | None:
        """The (key, key node, value node) of a mapping whose keys must be in ``validas``."""
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento (chave: valor)", onde)
            return None
        pares: list[tuple[str, Node, Node]] = []
        for k, v in cast(list[tuple[Node, Node]], no.value):
            chave = self.chave(k, onde)
            if chave is None:
                continue
            if chave not in validas:
                dica = self.dica(chave, validas, "chaves válidas")
                self.sugeridas.update(self.perto(chave, validas))
                self.erro(k, f"{onde}: chave desconhecida {citar(chave)}{dica}")
                continue
            pares.append((chave, k, v))
        return pares

    def chave(self, k: Node, onde: str) -> str | None:
        if isinstance(k, ScalarNode) and k.tag == MERGE:
            self.erro(k, f"{onde}: a mesclagem '<<' não é aceita; escreva as chaves por extenso")
            return None
        if not isinstance(k, ScalarNode) or vazio(k):
            self.erro(k, f"{onde}: a chave deve ser um nome simples, encontrei {descrever(k)}")
            return None
        return _nomes.normal(str(k.value))

    def lista(self, no: Node, onde: str) -> list[Node] | None:
        if not isinstance(no, SequenceNode):
            dica = ""
            if isinstance(no, ScalarNode) and not vazio(no) and ("," in no.value or " " in no.value.strip()):
                partes = [x for x in re.split(r"[,\s]+", no.value.strip()) if x]
                dica = f" (escreva entre colchetes: [{', '.join(partes)}])"
            self.tipo(no, "uma lista", onde)
            if dica:
                self.acrescentar(dica)
            return None
        return cast(list[Node], no.value)
