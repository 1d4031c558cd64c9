"""The storage of §14 behind one thin seam: stdlib ``sqlite3`` (WAL, synchronous commits) or psycopg 3 for
``postgresql://``, the same SQL for both (written with ``?``; PostgreSQL's ``%s`` is put in by the seam).

Why no SQLAlchemy: a dozen tables and plain inserts and selects; two drivers behind twenty lines cost less than
a dependency (and SQLAlchemy 2.0 needs a compiled greenlet). One connection, one writer at a time (a lock): the
load of §14 is ~10 writes a second, and every write commits before it is acknowledged.

Every table carries ``torneio`` (the row of ``torneios``): one PostgreSQL database may hold many tournaments,
told apart by name and date (§14). The schema has versioned migrations (:data:`MIGRACOES`): a database made by an
older arbitro is upgraded in place, never recreated.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

# Each migration is a list of statements, applied once, in order, in one transaction; never edited once released.
MIGRACOES: tuple[tuple[str, ...], ...] = (
    (
        "CREATE TABLE torneios (id INTEGER PRIMARY KEY, nome TEXT NOT NULL, data TEXT NOT NULL, hash TEXT NOT NULL,"
        " texto TEXT NOT NULL, criado TEXT NOT NULL, UNIQUE (nome, data))",
        "CREATE TABLE membros (torneio INTEGER NOT NULL, nome TEXT NOT NULL, hash TEXT NOT NULL,"
        " PRIMARY KEY (torneio, nome))",
        "CREATE TABLE sessoes (torneio INTEGER NOT NULL, resumo TEXT NOT NULL, membro TEXT NOT NULL,"
        " csrf TEXT NOT NULL, criada TEXT NOT NULL, PRIMARY KEY (torneio, resumo))",
        "CREATE TABLE lados (torneio INTEGER NOT NULL, nome TEXT NOT NULL, ordem INTEGER NOT NULL,"
        " pin TEXT NOT NULL, PRIMARY KEY (torneio, nome))",
        "CREATE TABLE rodadas (torneio INTEGER NOT NULL, ordem INTEGER NOT NULL, fase TEXT NOT NULL,"
        " rodada INTEGER NOT NULL, inicio TEXT, PRIMARY KEY (torneio, ordem), UNIQUE (torneio, fase, rodada))",
        "CREATE TABLE jogos (torneio INTEGER NOT NULL, id INTEGER NOT NULL, rodada_ordem INTEGER NOT NULL,"
        " mesa INTEGER, lado_a TEXT NOT NULL, lado_b TEXT NOT NULL, token TEXT NOT NULL, resultado TEXT,"
        " decisao TEXT, PRIMARY KEY (torneio, id))",
        "CREATE TABLE partidas (torneio INTEGER NOT NULL, jogo INTEGER NOT NULL, partida INTEGER NOT NULL,"
        " cabecalho TEXT NOT NULL, PRIMARY KEY (torneio, jogo, partida))",
        "CREATE TABLE eventos (torneio INTEGER NOT NULL, jogo INTEGER NOT NULL, seq INTEGER NOT NULL,"
        " id TEXT NOT NULL, partida INTEGER NOT NULL, volta INTEGER NOT NULL, testa INTEGER, evento TEXT NOT NULL,"
        " desfeito INTEGER NOT NULL DEFAULT 0, quando TEXT NOT NULL, PRIMARY KEY (torneio, jogo, seq),"
        " UNIQUE (torneio, id))",
        "CREATE TABLE ocorrencias (torneio INTEGER NOT NULL, jogo INTEGER NOT NULL, seq INTEGER NOT NULL,"
        " ocorrencia TEXT NOT NULL, quem TEXT NOT NULL, PRIMARY KEY (torneio, jogo, seq))",
        "CREATE TABLE confirmacoes (torneio INTEGER NOT NULL, jogo INTEGER NOT NULL, lado TEXT NOT NULL,"
        " contesta TEXT, quando TEXT NOT NULL, PRIMARY KEY (torneio, jogo, lado))",
        "CREATE TABLE auditoria (torneio INTEGER NOT NULL, seq INTEGER NOT NULL, quando TEXT NOT NULL,"
        " quem TEXT NOT NULL, o_que TEXT NOT NULL, PRIMARY KEY (torneio, seq))",
    ),
    # the round as §13 opens it: its repescagem and folga (JSON), for the export's rodadas:
    ("ALTER TABLE rodadas ADD COLUMN extras TEXT",),
)


class BancoInvalido(Exception):
    """A database URL or a database that cannot serve; ``mensagem`` in pt-BR, without the password of a URL."""

    def __init__(self, mensagem: str) -> None:
        super().__init__(mensagem)
        self.mensagem = mensagem


def url_padrao(torneio: Path) -> str:
    """§14: ``sqlite:///<the tournament file's name>.arbitro.db`` beside it."""
    return f"sqlite:///{torneio.resolve().with_name(torneio.name + '.arbitro.db')}"


class Banco:
    """One connection to SQLite or PostgreSQL and its lock; :meth:`transacao` is the one way to write."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.trava = threading.RLock()
        if url.startswith("sqlite:///"):
            self.tipo = "sqlite"
            caminho = url.removeprefix("sqlite:///")
            self.caminho: Path | None = None if caminho == ":memory:" else Path(caminho)
            try:
                self._con: Any = sqlite3.connect(caminho, check_same_thread=False, isolation_level=None)
                self._con.execute("PRAGMA journal_mode=WAL")
                self._con.execute("PRAGMA synchronous=FULL")  # an acknowledged event survives a power cut
                self._con.execute("PRAGMA busy_timeout=5000")
            except sqlite3.Error:
                raise BancoInvalido(f"não foi possível abrir o banco SQLite {caminho!r} (a pasta existe? há "
                                    "permissão de escrita nela? é mesmo um banco SQLite?)") from None
        elif url.startswith(("postgresql://", "postgres://")):
            self.tipo = "postgresql"
            self.caminho = None
            try:
                import psycopg
            except ImportError:
                raise BancoInvalido("o PostgreSQL precisa do psycopg: pip install 'arbitro[postgres]'") from None
            try:
                self._con = psycopg.connect(url, autocommit=True)
            except psycopg.Error:
                raise BancoInvalido("não foi possível conectar ao PostgreSQL (confira endereço, usuário e senha "
                                    "da URL em --banco)") from None
        else:
            raise BancoInvalido("--banco: use sqlite:///caminho.db ou postgresql://usuário@máquina/banco")
        self._em_transacao = False
        self.migrar()

    def _sql(self, sql: str) -> str:
        return sql.replace("?", "%s") if self.tipo == "postgresql" else sql

    def todos(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self.trava:
            cur = self._con.execute(self._sql(sql), tuple(params))
            return list(cur.fetchall()) if cur.description else []

    def um(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        linhas = self.todos(sql, params)
        return linhas[0] if linhas else None

    def executar(self, sql: str, params: Sequence[Any] = ()) -> None:
        with self.trava:
            self._con.execute(self._sql(sql), tuple(params))

    @contextlib.contextmanager
    def transacao(self) -> Iterator[Banco]:
        """Everything inside commits together (synchronously) or not at all; one writer at a time."""
        with self.trava:
            if self._em_transacao:  # nested: part of the outer one
                yield self
                return
            self._con.execute("BEGIN IMMEDIATE" if self.tipo == "sqlite" else "BEGIN")
            self._em_transacao = True
            try:
                yield self
            except BaseException:
                self._con.execute("ROLLBACK")
                raise
            else:
                self._con.execute("COMMIT")
            finally:
                self._em_transacao = False

    def versao(self) -> int:
        self.executar("CREATE TABLE IF NOT EXISTS arbitro_versao (versao INTEGER NOT NULL)")
        linha = self.um("SELECT MAX(versao) FROM arbitro_versao")
        return int(linha[0]) if linha and linha[0] is not None else 0

    def migrar(self) -> None:
        """Apply the migrations this database lacks; refuse a database made by a newer arbitro."""
        with self.transacao():
            atual = self.versao()
            if atual > len(MIGRACOES):
                raise BancoInvalido(f"o banco é da versão {atual} do esquema, mais nova que a deste arbitro "
                                    f"({len(MIGRACOES)}): atualize o arbitro; o banco não foi tocado")
            for n, passos in enumerate(MIGRACOES[atual:], atual + 1):
                for sql in passos:
                    self.executar(sql)
                self.executar("INSERT INTO arbitro_versao (versao) VALUES (?)", (n,))

    def copiar_para(self, destino: Path) -> None:
        """A consistent copy of a SQLite database (the online backup API); PostgreSQL has pg_dump."""
        if self.tipo != "sqlite":
            return
        with self.trava:
            alvo = sqlite3.connect(str(destino))
            try:
                self._con.backup(alvo)
            finally:
                alvo.close()

    def fechar(self) -> None:
        with self.trava:
            self._con.close()
