"""What the documents above the hand share, whatever their system (contract v2 §9–§11, v3 §12): the limits of each
kind of file (a tournament is legitimately larger than a volta), the document composed with them, and the files they
point to (``arquivo:``, relative to the one that names it, never itself, never twice)."""

from __future__ import annotations

import stat
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario.leitor import Leitor, citar
from arbitro.cenario.yamlpos import Limites, compor, ler
from arbitro.nucleo.arquivos import exibir, mensagem_do_sistema
from arbitro.nucleo.numeros import resumir

# A partida holds dozens of voltas, a tournament file every jogo of a round robin inline (64 trios: 2016
# jogos, ~260 KB, ~50 000 YAML events): far above a volta, still far below a noticeable wait.
PARTIDA = Limites(bytes=2_000_000, eventos=400_000, nos=800_000, oque="uma partida tem algumas dezenas de voltas",
                  vazio="arquivo vazio: uma partida precisa dos lados (trios ou duplas), assentos e voltas")
JOGO = Limites(bytes=2_000_000, eventos=400_000, nos=800_000, oque="um jogo tem três partidas",
               vazio="arquivo vazio: um jogo precisa dos lados (trios ou duplas) e partidas")
TORNEIO = Limites(bytes=8_000_000, eventos=1_500_000, nos=3_000_000,
                  oque="um torneio de 128 trios em todos contra todos cabe com folga",
                  vazio="arquivo vazio: um torneio precisa de jogos")


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
