"""The operating system as a user reads it: file names quoted when they would break a line, OS errors in
Portuguese, and the one reading of a user's file (regular files and standard input only, size-capped).

Kept free of typer and rich: the scenario loader and the fast path of ``arbitro resolve`` use it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from pathlib import Path

ENTRADA = "-"  # the file name that means standard input (``arbitro resolve -``)
NOME_ENTRADA = "<entrada>"  # how standard input is named in messages

# errno → what happened, in the words of a user (issue 13: "No such file or directory" is not pt-BR).
_ERROS: dict[int, str] = {
    errno.ENOENT: "arquivo ou pasta não encontrado",
    errno.EACCES: "sem permissão",
    errno.EPERM: "operação não permitida",
    errno.EISDIR: "é uma pasta, não um arquivo",
    errno.ENOTDIR: "uma parte do caminho não é uma pasta",
    errno.ELOOP: "links simbólicos demais no caminho (um link aponta para si mesmo?)",
    errno.ENAMETOOLONG: "nome de arquivo longo demais",
    errno.ENOSPC: "sem espaço no disco",
    errno.EROFS: "o sistema de arquivos é só de leitura",
    errno.EEXIST: "o arquivo já existe",
    errno.EBADF: "o arquivo está fechado",
    errno.EPIPE: "quem lia a saída a fechou",
    errno.EIO: "erro de entrada e saída do dispositivo",
    errno.EDQUOT: "cota de disco esgotada",
    errno.ETXTBSY: "o arquivo está em uso",
    errno.EBUSY: "o arquivo está em uso",
}


def mensagem_do_sistema(e: OSError) -> str:
    """A Portuguese description of an OS error, never the system's English text."""
    if e.errno in _ERROS:
        return _ERROS[e.errno]
    nome = errno.errorcode.get(e.errno or 0)
    return f"erro do sistema {nome}" if nome else "erro do sistema"


def exibir(caminho: str | os.PathLike[str]) -> str:
    """A file name as it goes into a message: quoted, with escapes, when it holds a line break or another
    control character (so it cannot break the one-problem-per-line format); as is otherwise."""
    nome = os.fspath(caminho)
    if all(c.isprintable() for c in nome):
        return nome
    return repr(nome)


class LeituraInvalida(Exception):
    """The file cannot be read as a user's input; ``mensagem`` says why, in Portuguese."""

    def __init__(self, mensagem: str) -> None:
        super().__init__(mensagem)
        self.mensagem = mensagem


def tamanho(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB" if n >= 100_000 else f"{n} bytes"


def ler_bytes(caminho: str | os.PathLike[str], limite: int, oque: str = "um cenário descreve uma volta") -> bytes:
    """The bytes of a regular file (or of standard input for ``-``), at most ``limite`` of them.

    Anything else — a FIFO, a device, a socket, a folder — is refused at once, without blocking: the
    file is opened non-blocking and checked with ``fstat`` on the descriptor actually read.
    Raises :class:`LeituraInvalida`.
    """
    if os.fspath(caminho) == ENTRADA:
        return _ler_entrada(limite, oque)
    try:
        fd = os.open(caminho, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        if e.errno == errno.ENOENT:
            raise LeituraInvalida("arquivo não encontrado") from None
        if e.errno in (errno.EACCES, errno.EPERM):
            raise LeituraInvalida("sem permissão para ler o arquivo") from None
        if e.errno == errno.EISDIR:
            raise LeituraInvalida("é uma pasta, não um arquivo de cenário") from None
        raise LeituraInvalida(f"não foi possível ler o arquivo ({mensagem_do_sistema(e)})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise LeituraInvalida("é uma pasta, não um arquivo de cenário")
        if not stat.S_ISREG(info.st_mode):
            raise LeituraInvalida("não é um arquivo comum (é um FIFO, dispositivo ou soquete); dê o caminho "
                                  f"de um arquivo YAML, ou '{ENTRADA}' para ler da entrada padrão")
        if info.st_size > limite:
            raise LeituraInvalida(_grande(info.st_size, limite, oque))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as f:
            fd = -1
            dados = f.read(limite + 1)  # a file that grew still stops here
    except OSError as e:
        raise LeituraInvalida(f"não foi possível ler o arquivo ({mensagem_do_sistema(e)})") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(dados) > limite:
        raise LeituraInvalida(_grande(None, limite, oque))
    return dados


def _grande(n: int | None, limite: int, oque: str) -> str:
    quanto = f" ({tamanho(n)})" if n is not None else ""
    return f"arquivo grande demais{quanto}; o limite é {tamanho(limite)}: {oque}"


def _ler_entrada(limite: int, oque: str) -> bytes:
    entrada = sys.stdin
    if entrada is None:
        raise LeituraInvalida("a entrada padrão está fechada")
    try:
        dados = entrada.buffer.read(limite + 1)
    except OSError as e:
        raise LeituraInvalida(f"não foi possível ler a entrada padrão ({mensagem_do_sistema(e)})") from None
    if len(dados) > limite:
        raise LeituraInvalida(_grande(None, limite, oque))
    return dados


def nome_da_entrada(caminho: str | Path) -> str:
    """How ``caminho`` is named in messages: ``<entrada>`` for standard input."""
    return NOME_ENTRADA if os.fspath(caminho) == ENTRADA else os.fspath(caminho)


class GravacaoInvalida(Exception):
    """The file cannot be written as asked; ``mensagem`` says why, in Portuguese."""

    def __init__(self, mensagem: str) -> None:
        super().__init__(mensagem)
        self.mensagem = mensagem


def gravar(caminho: str | os.PathLike[str], texto: str, forcar: bool = False,
           se_existe: str = "use --forcar para sobrescrever") -> None:
    """Write ``texto`` to ``caminho`` so that no user file is ever lost.

    The text goes to a temporary file beside the target, which then takes the target's name in one
    step (``os.replace``): a write that fails part-way (a full disk) leaves the old file whole. An
    existing file is replaced only with ``forcar``; a symbolic link, a folder, a FIFO or a device is
    never written through. Raises :class:`GravacaoInvalida`.
    """
    destino = Path(caminho)
    nome = exibir(destino)
    modo = _conferir_destino(destino, nome, forcar, se_existe)
    pasta = destino.parent
    import tempfile  # lazy: reading a scenario (the judge's fast path) never needs it

    try:
        fd, temporario = tempfile.mkstemp(prefix=f".{destino.name}.", suffix=".tmp", dir=pasta)
    except OSError as e:
        raise GravacaoInvalida(f"não foi possível gravar {nome}: na pasta {exibir(pasta)}, "
                               f"{mensagem_do_sistema(e)}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(texto)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporario, modo)
        if forcar:
            os.replace(temporario, destino)
        else:
            _criar_sem_sobrescrever(temporario, destino, f"{nome} já existe; {se_existe}")
    except OSError as e:
        with contextlib.suppress(OSError):
            os.unlink(temporario)
        raise GravacaoInvalida(f"não foi possível gravar {nome}: {mensagem_do_sistema(e)}") from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporario)
        raise


def _conferir_destino(destino: Path, nome: str, forcar: bool, se_existe: str) -> int:
    """The mode the new file gets; raises when the target may not be written."""
    try:
        info = os.lstat(destino)
    except FileNotFoundError:
        mascara = os.umask(0)
        os.umask(mascara)
        return 0o666 & ~mascara
    except OSError as e:
        raise GravacaoInvalida(f"não foi possível gravar {nome}: {mensagem_do_sistema(e)}") from None
    if stat.S_ISLNK(info.st_mode):
        raise GravacaoInvalida(f"{nome} é um link simbólico: dê o caminho do próprio arquivo (um link é "
                               "seguido para fora do caminho dado)")
    if stat.S_ISDIR(info.st_mode):
        raise GravacaoInvalida(f"{nome} é uma pasta: dê o nome do arquivo a gravar")
    if not stat.S_ISREG(info.st_mode):
        raise GravacaoInvalida(f"{nome} não é um arquivo comum (é um FIFO, dispositivo ou soquete)")
    if not forcar:
        raise GravacaoInvalida(f"{nome} já existe; {se_existe}")
    return stat.S_IMODE(info.st_mode)


def _criar_sem_sobrescrever(temporario: str, destino: Path, ja_existe: str) -> None:
    """Give the temporary file the target's name only if nothing has that name (even a file created since
    the check): a hard link fails on an existing name; where links are not supported, check and replace."""
    try:
        os.link(temporario, destino)
    except FileExistsError:
        raise GravacaoInvalida(ja_existe) from None
    except OSError:
        if os.path.lexists(destino):
            raise GravacaoInvalida(ja_existe) from None
        os.replace(temporario, destino)
        return
    os.unlink(temporario)
