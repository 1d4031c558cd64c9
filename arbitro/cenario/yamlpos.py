"""Safe YAML reading that keeps every position: bytes → text → node tree (contract v1 §4).

A judge's file may be careless or hostile. This module reads it so that nothing runs, nothing hangs
and nothing blows up in memory, and every problem carries ``arquivo:linha:coluna``:

* files above :data:`MAX_BYTES` are refused before parsing; text that is not UTF-8 is reported at
  its first bad byte;
* the node tree is composed here from the parser's event stream (libyaml when available), so the
  limits are checked while reading and the work stops at the first excess: event count, nesting
  depth, and the *expanded* node count, which is what an alias bomb inflates;
* only the plain YAML tags are allowed (no ``!!python/...``), and nothing is ever constructed —
  the loader converts nodes to values itself;
* duplicate keys, which PyYAML silently collapses to the last one, are reported.
"""

from __future__ import annotations

import codecs
import gc
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario import nomes as _nomes
from arbitro.nucleo.arquivos import LeituraInvalida, exibir, ler_bytes, nome_da_entrada, tamanho
from arbitro.nucleo.numeros import resumir

# Resource limits. A volta has a few dozen events; these are far above any real scenario and far
# below what would cost the judge a noticeable wait.
MAX_BYTES = 1_000_000
MAX_EVENTOS_YAML = 60_000  # parser events: 5000 scenario events of the richest kind (~11 each) fit
MAX_NOS = 100_000  # nodes after expanding every alias: the measure of an alias bomb
MAX_PROFUNDIDADE = 64  # nesting; a scenario needs 4

_TAG = "tag:yaml.org,2002:"
_STR = _TAG + "str"
# Explicit tags a scenario may carry; anything else (``!!python/object``, local ``!tags``) is refused.
TAGS_PERMITIDAS = frozenset(_TAG + t for t in ("str", "int", "float", "bool", "null", "seq", "map"))


class Limites(NamedTuple):
    """The resource limits for one kind of file, and what that kind describes (for the messages). A volta
    is small; a tournament file with every jogo inline is legitimately a few hundred KB."""

    bytes: int = MAX_BYTES
    eventos: int = MAX_EVENTOS_YAML
    nos: int = MAX_NOS
    oque: str = "um cenário descreve uma volta"
    vazio: str = "arquivo vazio: um cenário precisa de placar, trios, mesa e eventos"


VOLTA = Limites()


class Problema(NamedTuple):
    """One problem of the input, located: ``arquivo:linha:coluna: mensagem`` (1-based)."""

    arquivo: str
    linha: int
    coluna: int
    mensagem: str

    def __str__(self) -> str:
        # A message may quote what the file holds: shown escaped, never obeyed by the terminal (issue 21).
        return f"{exibir(self.arquivo)}:{self.linha}:{self.coluna}: {_nomes.escapar(self.mensagem)}"


class CenarioInvalido(Exception):
    """The input cannot describe a real table; ``problemas`` lists every problem, by position."""

    def __init__(self, problemas: list[Problema]) -> None:
        self.problemas: list[Problema] = sorted(set(problemas), key=lambda p: (p.arquivo, p.linha, p.coluna,
                                                                              p.mensagem))
        super().__init__("\n".join(str(p) for p in self.problemas))


def marca(no: Node, arquivo: str, mensagem: str) -> Problema:
    """A problem located at the start of ``no``."""
    return _em(no.start_mark, arquivo, mensagem)


def _em(mark: Any, arquivo: str, mensagem: str) -> Problema:
    """A problem at a PyYAML mark (0-based line and column; None for no mark)."""
    if mark is None:
        return Problema(arquivo, 1, 1, mensagem)
    return Problema(arquivo, mark.line + 1, mark.column + 1, mensagem)


def _um(arquivo: str, mensagem: str, linha: int = 1, coluna: int = 1) -> CenarioInvalido:
    return CenarioInvalido([Problema(arquivo, linha, coluna, mensagem)])


# --- bytes → text ------------------------------------------------------------------------------------

def _tamanho(n: int) -> str:
    return tamanho(n)


def ler(caminho: str | Path, limites: Limites = VOLTA) -> str:
    """The text of the file at ``caminho`` (standard input for ``-``), refusing what is not a regular
    file, too big (``limites``) or not UTF-8."""
    arquivo = nome_da_entrada(caminho)
    try:
        dados = ler_bytes(caminho, limites.bytes, limites.oque)
    except LeituraInvalida as e:
        raise _um(arquivo, e.mensagem) from None
    return decodificar(dados, arquivo)


def decodificar(dados: bytes, arquivo: str) -> str:
    """UTF-8 (a BOM is tolerated); otherwise a problem at the first byte that is not UTF-8."""
    if dados.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise _um(arquivo, "o arquivo está em UTF-16; salve-o como UTF-8")
    try:
        return dados.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        inicio = e.start
        linha = dados.count(b"\n", 0, inicio) + 1
        comeco = dados.rfind(b"\n", 0, inicio) + 1
        coluna = len(dados[comeco:inicio].decode("utf-8", "replace")) + 1
        byte = dados[inicio]
        dica = " (parece Latin-1/Windows-1252)" if 0xA0 <= byte <= 0xFF else ""
        raise _um(arquivo, f"o arquivo não está em UTF-8: byte 0x{byte:02X} inválido{dica}; "
                           "salve-o como UTF-8", linha, coluna) from None


# --- text → nodes ------------------------------------------------------------------------------------

# PyYAML / libyaml messages → Portuguese. Matched by substring, first match wins.
_TRADUCOES: tuple[tuple[str, str], ...] = (
    ("mapping values are not allowed", "':' inesperado: um valor com ':' precisa de aspas, ou falta "
                                       "recuo/quebra de linha antes da chave"),
    ("could not find expected ':'", "falta ':' depois da chave"),
    ("did not find expected key", "recuo incoerente: esperava uma chave alinhada com as anteriores"),
    ("did not find expected '-' indicator", "recuo incoerente: esperava um item de lista ('- ')"),
    ("did not find expected ',' or ']'", "lista entre colchetes não fechada: falta ',' ou ']'"),
    ("did not find expected ',' or '}'", "mapeamento entre chaves não fechado: falta ',' ou '}'"),
    ("did not find expected node content", "falta um valor aqui"),
    ("expected ',' or ']'", "lista entre colchetes não fechada: falta ',' ou ']'"),
    ("expected ',' or '}'", "mapeamento entre chaves não fechado: falta ',' ou '}'"),
    ("found character that cannot start any token", "caractere que não pode começar um valor YAML "
                                                    "(tabulação? use espaços; '@' ou '`'? use aspas)"),
    ("found character '\\t'", "tabulação não é permitida no YAML: use espaços"),
    ("found a tab character", "tabulação não é permitida no YAML: use espaços"),
    ("cannot start any token", "caractere que não pode começar um valor YAML (use aspas)"),
    ("found unexpected end of stream", "o arquivo termina no meio de um valor (aspas não fechadas?)"),
    ("found unknown escape character", "sequência de escape desconhecida entre aspas duplas "
                                       "(use aspas simples)"),
    ("found unexpected ':'", "':' inesperado (use aspas no valor)"),
    ("while scanning an anchor", "âncora ('&') mal formada"),
    ("while scanning an alias", "alias ('*') mal formado (use aspas se '*' faz parte do texto)"),
    ("found undefined tag handle", "etiqueta ('!') desconhecida"),
    ("block sequence entries are not allowed", "item de lista ('- ') fora do lugar: confira o recuo"),
    ("expected <block end>", "recuo incoerente: confira o alinhamento das linhas"),
    ("but found '<block mapping start>'", "recuo incoerente: confira o alinhamento das linhas"),
    ("control characters are not allowed", "caractere de controle não permitido"),
    ("special characters are not allowed", "caractere especial não permitido"),
    ("unacceptable character", "caractere não permitido"),
    ("found unexpected document", "marca de documento ('---' ou '...') fora do lugar"),
    ("document indicator", "marca de documento ('---' ou '...') fora do lugar"),
    ("document separator", "marca de documento ('---' ou '...') fora do lugar"),
    ("expected the node content", "falta um valor aqui"),
    ("while scanning a quoted scalar", "aspas não fechadas"),
    ("while scanning a simple key", "falta ':' depois da chave"),
    ("exceeded maximum nesting depth", f"aninhamento profundo demais (mais de {MAX_PROFUNDIDADE} níveis)"),
    ("incompatible", "versão do YAML incompatível: retire a linha '%YAML' (o cenário é YAML 1.1 ou 1.2)"),
    ("duplicate %YAML", "diretiva '%YAML' repetida"),
    ("duplicate %TAG", "diretiva '%TAG' repetida"),
    ("duplicate tag handle", "diretiva '%TAG' repetida"),
    ("duplicate anchor", "âncora ('&') repetida"),
    ("directive", "diretiva ('%...') desconhecida ou mal formada; um cenário não precisa de diretivas"),
    ("version number", "número de versão da diretiva '%YAML' mal formado"),
    ("document start", "texto inesperado depois do fim do documento (um '}' ou ']' a mais, ou conteúdo "
                       "depois de uma diretiva '%' sem '---')"),
    ("DOCUMENT-START", "esperava o início do documento ('---')"),
    ("DOCUMENT-END", "esperava o fim do documento: há texto a mais depois do último valor"),
    ("STREAM-END", "há texto a mais depois do fim do documento"),
    ("STREAM-START", "o arquivo não começa como um documento YAML"),
    ("SCALAR, SEQUENCE-START", "falta um valor aqui"),
    ("undefined alias", "alias ('*') sem âncora ('&') definida antes"),
    ("non-specific tag", "etiqueta ('!') não permitida"),
    ("URI", "etiqueta ('!') mal formada"),
    ("expected '!'", "etiqueta ('!') mal formada"),
    ("expected '>'", "etiqueta ('!<...>') não fechada"),
    ("the expected '>'", "etiqueta ('!<...>') não fechada"),
    ("indentation indicator", "indicador de bloco ('|' ou '>') mal formado"),
    ("chomping", "indicador de bloco ('|' ou '>') mal formado"),
    ("comment or line break", "texto inesperado depois do valor (um comentário precisa de espaço antes do '#')"),
    ("a comment or a line break", "texto inesperado depois do valor (um comentário precisa de espaço antes do '#')"),
    ("whitespace", "falta um espaço aqui"),
    ("hexadecimal", "sequência de escape inválida entre aspas duplas (use aspas simples)"),
    ("hexdecimal", "sequência de escape inválida entre aspas duplas (use aspas simples)"),
    ("Unicode character escape", "sequência de escape inválida entre aspas duplas (use aspas simples)"),
    ("tab character", "tabulação não é permitida no YAML: use espaços"),
    ("UTF-8", "caractere inválido (o texto não está em UTF-8)"),
    ("invalid Unicode character", "caractere inválido"),
    ("input is too long", f"texto grande demais; o limite é {tamanho(MAX_BYTES)}"),
    ("mapping keys are not allowed", "chave de mapeamento fora do lugar: confira o recuo"),
    ("sequence entries are not allowed", "item de lista ('- ') fora do lugar: confira o recuo"),
    ("non-alphabetical character", "caractere inesperado no nome de uma âncora ('&'), alias ('*') ou etiqueta"),
    ("alphabetic or numeric character", "caractere inesperado no nome de uma âncora ('&'), alias ('*') ou etiqueta"),
    ("a digit", "número de versão da diretiva '%YAML' mal formado"),
    ("invalid indentation or unclosed", "recuo incoerente, ou '[' / '{' não fechado"),
    ("single document", "o arquivo tem mais de um documento YAML ('---'); um cenário é um documento só"),
    ("another document", "o arquivo tem mais de um documento YAML ('---'); um cenário é um documento só"),
    ("duplicate key", "chave repetida"),
    ("block level", "recuo incoerente: confira o alinhamento das linhas"),
    ("flow level", f"aninhamento profundo demais (mais de {MAX_PROFUNDIDADE} níveis)"),
)


def _traduzir(problema: str) -> str:
    for ingles, portugues in _TRADUCOES:
        if ingles in problema:
            return portugues
    # Never the parser's English: a generic message, located at the line and column.
    return "erro de sintaxe YAML neste ponto (confira aspas, ':' depois das chaves e o recuo)"


def _problema_yaml(e: yaml.YAMLError, texto: str, arquivo: str) -> Problema:
    if isinstance(e, yaml.MarkedYAMLError):
        mark = e.problem_mark or e.context_mark
        texto_erro = e.problem or e.context or ""
        if e.context and "quoted scalar" in e.context and "end of stream" in (e.problem or ""):
            texto_erro = "while scanning a quoted scalar"
        linha, coluna = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        linhas = texto.split("\n")
        if mark and linha <= len(linhas) and linhas[linha - 1][coluna - 1: coluna] == "\t":
            return Problema(arquivo, linha, coluna, "tabulação não é permitida no YAML: use espaços")
        mensagem = _traduzir(texto_erro)
        inicio = e.context_mark
        if mark and inicio and inicio.line != mark.line and e.context and "parsing a flow" in e.context:
            mensagem += f" (aberto na linha {inicio.line + 1}, coluna {inicio.column + 1})"
        return Problema(arquivo, linha, coluna, mensagem)
    if isinstance(e, yaml.reader.ReaderError):
        antes = texto[: e.position]
        linha = antes.count("\n") + 1
        coluna = e.position - (antes.rfind("\n") + 1) + 1
        codigo = e.character if isinstance(e.character, int) else ord(str(e.character)[:1] or "\0")
        return Problema(arquivo, linha, coluna, f"caractere não permitido no YAML: U+{codigo:04X}")
    return Problema(arquivo, 1, 1, _traduzir(str(e)))


@dataclass
class _Aberto:
    """A collection being composed."""

    evento: yaml.Event
    filhos: list[Node] = field(default_factory=list)
    tamanho: int = 1


# libyaml's marks (yaml._yaml.Mark) carry the same line/column as PyYAML's but are another class;
# building the nodes through these untyped aliases keeps the loop free of casts.
_Escalar: Any = ScalarNode
_Sequencia: Any = SequenceNode
_Mapa: Any = MappingNode

_LOADER: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_RESOLVER = yaml.resolver.Resolver()


def _resolver(tipo: type[Node], valor: str | None, implicito: tuple[bool, bool] | bool) -> str:
    return str(_RESOLVER.resolve(tipo, valor, implicito))  # type: ignore[no-untyped-call]


def compor(texto: str, arquivo: str, limites: Limites = VOLTA) -> Node:
    """The single document of ``texto`` as a node tree with positions (safe: nothing constructed).

    Raises :class:`CenarioInvalido` for syntax errors, an empty document, more than one document,
    forbidden tags, duplicate keys and any excess over the resource limits.
    """
    if len(texto) > limites.bytes or len(texto.encode("utf-8", "surrogatepass")) > limites.bytes:
        raise _um(arquivo, f"texto grande demais; o limite é {_tamanho(limites.bytes)}")
    problemas: list[Problema] = []
    ancoras: dict[str, tuple[Node, int]] = {}
    pilha: list[_Aberto] = []
    raiz: Node | None = None
    documentos = 0
    eventos = 0
    nos = 0

    def excesso(evento: yaml.Event, mensagem: str) -> CenarioInvalido:
        return CenarioInvalido([*problemas, _em(evento.start_mark, arquivo, mensagem)])

    def anexar(evento: yaml.Event, no: Node, tamanho: int, novos: int) -> None:
        # ``tamanho``: the node's expanded size; ``novos``: how many nodes it adds to the total
        # (a collection's children were already counted as they arrived).
        nonlocal raiz, nos
        nos += novos
        if nos > limites.nos:
            raise excesso(evento, f"o documento se expande a mais de {limites.nos} valores (âncoras e aliases "
                                  f"repetidos?); {limites.oque}")
        if pilha:
            pilha[-1].filhos.append(no)
            pilha[-1].tamanho += tamanho
        else:
            raiz = no

    def tag_de(evento: yaml.Event, tipo: type[Node], valor: str | None) -> str:
        tag: str | None = getattr(evento, "tag", None)
        if tag is None or tag == "!":
            implicito = getattr(evento, "implicit", (False, False))
            if tipo is ScalarNode and not implicito[0]:
                return _STR  # a quoted scalar is always a string
            return _resolver(tipo, valor, implicito)
        if tag not in TAGS_PERMITIDAS:
            problemas.append(_em(evento.start_mark, arquivo,
                                 f"etiqueta YAML não permitida {tag!r}: o cenário usa só YAML simples "
                                 "(textos, números, listas e mapeamentos)"))
        return tag

    # Building tens of thousands of nodes would trigger the cyclic GC over every object of the process
    # again and again (the nodes hold no cycles): off while composing, so the cost does not grow with
    # whatever else the process holds.
    coletor = gc.isenabled()
    gc.disable()
    try:
        for ev in yaml.parse(texto, Loader=_LOADER):
            eventos += 1
            if eventos > limites.eventos:
                raise excesso(ev, f"o documento tem valores demais (mais de {limites.eventos} elementos "
                                  f"YAML); {limites.oque}")
            if isinstance(ev, yaml.ScalarEvent):
                no: Node = _Escalar(tag_de(ev, ScalarNode, ev.value), ev.value, ev.start_mark,
                                      ev.end_mark, style=ev.style)
                if ev.anchor is not None:
                    ancoras[ev.anchor] = (no, 1)
                anexar(ev, no, 1, 1)
            elif isinstance(ev, yaml.AliasEvent):
                if any(getattr(a.evento, "anchor", None) == ev.anchor for a in pilha):
                    raise excesso(ev, f"o alias *{ev.anchor} refere-se ao próprio valor que o contém "
                                      "(estrutura recursiva)")
                if ev.anchor not in ancoras:
                    problemas.append(_em(ev.start_mark, arquivo,
                                         f"alias *{ev.anchor} sem âncora &{ev.anchor} definida antes"))
                    anexar(ev, _Escalar(_TAG + "null", "", ev.start_mark, ev.end_mark), 1, 1)
                    continue
                alvo, tamanho = ancoras[ev.anchor]
                anexar(ev, alvo, tamanho, tamanho)
            elif isinstance(ev, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                if len(pilha) >= MAX_PROFUNDIDADE:
                    raise excesso(ev, f"aninhamento profundo demais (mais de {MAX_PROFUNDIDADE} níveis)")
                pilha.append(_Aberto(ev))
            elif isinstance(ev, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                aberto = pilha.pop()
                inicio = aberto.evento
                colecao: Node
                if isinstance(ev, yaml.SequenceEndEvent):
                    colecao = _Sequencia(tag_de(inicio, SequenceNode, None), aberto.filhos,
                                           inicio.start_mark, ev.end_mark,
                                           flow_style=getattr(inicio, "flow_style", None))
                else:
                    pares = list(zip(aberto.filhos[0::2], aberto.filhos[1::2], strict=True))
                    _repetidas(pares, arquivo, problemas)
                    colecao = _Mapa(tag_de(inicio, MappingNode, None), pares, inicio.start_mark,
                                          ev.end_mark, flow_style=getattr(inicio, "flow_style", None))
                anchor = getattr(inicio, "anchor", None)
                if anchor is not None:
                    ancoras[anchor] = (colecao, aberto.tamanho)
                anexar(ev, colecao, aberto.tamanho, 1)
            elif isinstance(ev, yaml.DocumentStartEvent):
                documentos += 1
                if documentos > 1:
                    problemas.append(_em(ev.start_mark, arquivo,
                                         "o arquivo tem mais de um documento YAML ('---'); "
                                         "um cenário é um documento só"))
                    break
    except yaml.YAMLError as e:
        problemas.append(_problema_yaml(e, texto, arquivo))
        raise CenarioInvalido(problemas) from None
    except UnicodeEncodeError:
        raise _um(arquivo, "o texto contém caracteres inválidos (não representáveis em UTF-8)") from None
    finally:
        if coletor:
            gc.enable()
    if problemas:
        raise CenarioInvalido(problemas)
    if raiz is None:
        raise _um(arquivo, limites.vazio)
    return raiz


def _repetidas(pares: list[tuple[Node, Node]], arquivo: str, problemas: list[Problema]) -> None:
    # Keys are compared as the loader reads them ("A" and "A ", NFC and combining accents, are one key).
    vistas: dict[str, Node] = {}
    for chave, _valor in pares:
        if not isinstance(chave, ScalarNode):
            continue
        normal = _nomes.normal(str(chave.value))
        anterior = vistas.get(normal)
        if anterior is not None:
            linha = anterior.start_mark.line + 1
            if anterior.value == chave.value:
                mensagem = f"chave repetida {resumir(normal)!r} (já usada na linha {linha})"
            else:
                mensagem = (f"chave repetida {resumir(str(chave.value))!r}: é a mesma {resumir(str(anterior.value))!r} "
                            f"da linha {linha} (espaços e a forma dos acentos não distinguem nomes)")
            problemas.append(marca(chave, arquivo, mensagem + "; o YAML guardaria só a última"))
        else:
            vistas[normal] = chave
