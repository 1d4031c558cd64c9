"""Reading partida, jogo and tournament files (contract v2 §9–§11) with every problem located.

The node reader is the scenario loader's own (:mod:`arbitro.sistemas.mtg.cenario.carregar`): the same messages for a
wrong type, an unknown key, a missing value, the same YAML 1.1 caution. This module adds what the
documents above the volta share: their header (``versao``, ``regulamento``), ``leituras:``, the trios,
the limits of each kind of file, the files they point to (``arquivo:``, relative to the one that names
it, never itself) and synthetic nodes, positioned in the document, for the voltas it hands to the engine.
"""

from __future__ import annotations

import contextlib
import gc
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario.leitor import citar
from arbitro.cenario.leituras import ler_escolhas
from arbitro.cenario.yamlpos import CenarioInvalido, Limites, compor, ler
from arbitro.nucleo.arquivos import exibir, mensagem_do_sistema
from arbitro.nucleo.leituras import Leitura
from arbitro.nucleo.numeros import resumir
from arbitro.sistemas.mtg.cenario.carregar import _Leitor
from arbitro.torneio.regras import MTG, SISTEMAS, Regras

VERSAO = 2  # the partida, the jogo and the tournament exist from contract v2 on
STR = "tag:yaml.org,2002:str"
INT = "tag:yaml.org,2002:int"
BOOL = "tag:yaml.org,2002:bool"
MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"

# A partida holds dozens of voltas, a tournament file every jogo of a round robin inline (64 trios: 2016
# jogos, ~260 KB, ~50 000 YAML events): far above a volta, still far below a noticeable wait.
PARTIDA = Limites(bytes=2_000_000, eventos=400_000, nos=800_000, oque="uma partida tem algumas dezenas de voltas",
                  vazio="arquivo vazio: uma partida precisa de trios, assentos e voltas")
JOGO = Limites(bytes=2_000_000, eventos=400_000, nos=800_000, oque="um jogo tem três partidas",
               vazio="arquivo vazio: um jogo precisa de trios e partidas")
TORNEIO = Limites(bytes=8_000_000, eventos=1_500_000, nos=3_000_000,
                  oque="um torneio de 128 trios em todos contra todos cabe com folga",
                  vazio="arquivo vazio: um torneio precisa de jogos")


@dataclass(frozen=True, slots=True)
class Cabecalho:
    versao: int
    regras: Regras
    leituras: dict[str, str]


class Leitor(_Leitor):
    """The scenario loader's node reader, for the documents above the volta."""

    def campos(self, no: Node, onde: str, validas: Sequence[str]) -> dict[str, Node] | None:
        """The values of a mapping whose keys must be in ``validas`` (unknown ones reported)."""
        pares = self.mapeamento(no, onde, validas)
        return None if pares is None else {chave: v for chave, _k, v in pares}

    def exigir(self, nos: dict[str, Node], no: Node, chaves: Sequence[str], exemplo: str) -> None:
        for chave in chaves:
            if chave not in nos and chave not in self.sugeridas:
                self.erro(no, f"falta a chave obrigatória '{chave}' ({exemplo})")

    def cabecalho(self, nos: dict[str, Node], registro: Mapping[str, Leitura]) -> Cabecalho:
        versao = VERSAO
        if "versao" in nos:
            lida = self.inteiro(nos["versao"], "versao", 0, 10**6)
            if lida is not None and lida != VERSAO:
                self.erro(nos["versao"], f"versao {lida}: este documento é do contrato v2; escreva versao: 2")
        regras = MTG
        if "regulamento" in nos:
            nome = self.texto(nos["regulamento"], "regulamento")
            if nome is not None and nome not in SISTEMAS:
                self.erro(nos["regulamento"], f"regulamento {nome!r}: partidas, jogos e torneios só para "
                                              f"{', '.join(SISTEMAS)} por ora")
            elif nome is not None:
                regras = SISTEMAS[nome]
        leituras: dict[str, str] = {}
        if "leituras" in nos:
            leituras, problemas = ler_escolhas(nos["leituras"], self.arquivo, registro)
            self.problemas += problemas
        return Cabecalho(versao, regras, leituras)

    def opcional(self, nos: dict[str, Node], chave: str) -> str | None:
        """An optional one-line text (``torneio``, ``juiz``…); a YAML date or number is taken as written."""
        if chave not in nos or _nulo(nos[chave]):
            return None
        return self.linha(nos[chave], chave)

    def nomes(self, no: Node, onde: str, validos: Sequence[str] | None = None) -> list[tuple[str, Node]]:
        """A list of names (players, trios), each with its node; unknown ones (outside ``validos``) reported."""
        itens = self.lista(no, onde)
        saida: list[tuple[str, Node]] = []
        for item in itens or ():
            nome = self.nome(item, onde)
            if nome is None:
                continue
            if validos is not None and nome not in validos:
                self.erro(item, f"{onde}: {nome!r} desconhecido{_dica(nome, validos)}")
                continue
            saida.append((nome, item))
        return saida

    def falhar_se_problemas(self) -> None:
        if self.problemas:
            raise CenarioInvalido(self.problemas)


def _dica(nome: str, validos: Sequence[str]) -> str:
    import difflib

    perto = difflib.get_close_matches(nome, list(validos), n=1, cutoff=0.5)
    return f"; você quis dizer {perto[0]!r}?" if perto else f" (válidos: {', '.join(validos)})"


def _nulo(no: Node) -> bool:
    return isinstance(no, ScalarNode) and no.tag.endswith(":null") and no.style is None


@contextlib.contextmanager
def sem_coleta() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a big document is read and ruled: its node tree is a few
    hundred thousand objects, none of them cyclic garbage, and the collector would rescan them all on every
    burst of allocation (it halves the time of a 64-trio tournament). The previous state is restored."""
    ligado = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if ligado:
            gc.enable()


def raiz(caminho: str | Path, limites: Limites) -> tuple[Node, str]:
    """The document at ``caminho`` composed with the limits of its kind, and its name in messages."""
    arquivo = str(caminho)
    return compor(ler(caminho, limites), arquivo, limites), arquivo


def caso_ou_documento(no: Node, chave: str) -> Node:
    """A library case keeps its document under ``entrada:``: accept a case file wherever the document is."""
    if isinstance(no, MappingNode):
        chaves = {k.value: v for k, v in no.value if isinstance(k, ScalarNode)}
        if "id" in chaves and "entrada" in chaves and chave not in chaves:
            return cast(Node, chaves["entrada"])
    return no


def arquivo_referido(leitor: Leitor, no: Node, base: str, pilha: Sequence[Path]) -> Path | None:
    """The file an ``arquivo:`` value names (relative to the file ``base``), or None with the problem reported:
    empty, missing, a folder, or a file already being read (one that refers back to itself)."""
    nome = leitor.texto(no, "arquivo")
    if nome is None:
        return None
    alvo = Path(nome) if Path(nome).is_absolute() else Path(base).parent / nome
    try:
        info = alvo.stat()
    except (FileNotFoundError, NotADirectoryError):
        leitor.erro(no, f"arquivo: {citar(nome)} não encontrado (o caminho é relativo à pasta de "
                        f"{exibir(Path(base).name)})")
        return None
    except OSError as e:  # a name too long, a folder without search permission, a link loop: input, not output
        leitor.erro(no, f"arquivo: não foi possível ler {citar(nome)} ({mensagem_do_sistema(e)})")
        return None
    if stat.S_ISDIR(info.st_mode):
        leitor.erro(no, f"arquivo: {citar(nome)} é uma pasta")
        return None
    real = alvo.resolve()
    if real in pilha:
        leitor.erro(no, f"arquivo: {citar(nome)} refere-se de volta a {exibir(real.name)}, que já está sendo lido "
                        "(um arquivo não pode incluir a si mesmo)")
        return None
    return alvo


Lidas = dict[tuple[int, int], str]  # a file's identity (device, inode) -> where it was first named


def ja_contado(leitor: Leitor, no: Node, caminho: Path, vistos: Lidas, onde: str, de: str, oque: str) -> bool:
    """Whether the file ``caminho`` was already named by another ``arquivo:`` of the same document (reported then:
    ``oque`` would count twice). The same file is the same device and inode, so another relative path, a symbolic
    link or a hard link to it are caught too. ``vistos``: identity -> where it was named first (``de``: "da partida
    1")."""
    try:
        info = caminho.stat()
    except OSError:
        return False  # unreadable: reading it reports that
    identidade = (info.st_dev, info.st_ino)
    nome = repr(resumir(str(no.value)))  # as arquivo_referido: repr shows a control character escaped, never raw
    if identidade in vistos:
        leitor.erro(no, f"{onde}: arquivo: {nome} é o mesmo arquivo {vistos[identidade]}: {oque} não pode contar "
                        "duas vezes")
        return True
    vistos[identidade] = f"{de} ({nome})"
    return False


# --- synthetic nodes: a volta built for the engine, positioned in the partida file ----------------------

def escalar(valor: Any, perto: Node, tag: str = STR) -> ScalarNode:
    return ScalarNode(tag, str(valor), perto.start_mark, perto.end_mark)


def chave_valor(chave: str, valor: Node, perto: Node) -> tuple[Node, Node]:
    return escalar(chave, perto), valor


def mapa(pares: list[tuple[Node, Node]], perto: Node) -> MappingNode:
    return MappingNode(MAP, pares, perto.start_mark, perto.end_mark, flow_style=True)


def sequencia(itens: list[Node], perto: Node) -> SequenceNode:
    return SequenceNode(SEQ, itens, perto.start_mark, perto.end_mark, flow_style=True)


def placar_no(placar: dict[str, int], perto: Node) -> MappingNode:
    return mapa([(escalar(t, perto), escalar(n, perto, INT)) for t, n in placar.items()], perto)


def trios_no(trios: dict[str, tuple[str, ...]], perto: Node) -> MappingNode:
    return mapa([(escalar(t, perto), sequencia([escalar(j, perto) for j in js], perto)) for t, js in trios.items()],
                perto)
