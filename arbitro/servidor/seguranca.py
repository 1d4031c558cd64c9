"""The credentials of §14: members' passwords and capatazes' PINs kept as salted hashes (stdlib scrypt), random
tokens for sessions and tables, and the window of failed attempts that turns into 429.

Only the standard library: hashing must not pull a compiled dependency onto the commission's laptop.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import deque

# scrypt at n=2**14, r=8: ~16 MiB and some tens of milliseconds per check — slow enough against guessing a
# 6-digit PIN offline from a stolen database, fast enough for a login (OWASP's minimum for scrypt).
_N, _R, _P = 2**14, 8, 1
BYTES_DO_TOKEN = 24  # 192 bits: §14 asks at least 128 for a table token
TENTATIVAS = 5  # §14: after 5 failed password or PIN attempts…
JANELA = 10 * 60  # …from one address in 10 minutes, 429 until the window passes


def _scrypt(segredo: str, sal: bytes) -> bytes:
    return hashlib.scrypt(segredo.encode("utf-8"), salt=sal, n=_N, r=_R, p=_P, maxmem=64 * 1024 * 1024, dklen=32)


def hash_de(segredo: str) -> str:
    """``scrypt$<sal hex>$<hash hex>``: the salt is new for every secret."""
    sal = secrets.token_bytes(16)
    return f"scrypt${sal.hex()}${_scrypt(segredo, sal).hex()}"


def confere(segredo: str, guardado: str) -> bool:
    try:
        tipo, sal, valor = guardado.split("$")
    except ValueError:
        return False
    if tipo != "scrypt" or len(segredo) > 1024:
        return False
    return hmac.compare_digest(_scrypt(segredo, bytes.fromhex(sal)).hex(), valor)


def token() -> str:
    return secrets.token_urlsafe(BYTES_DO_TOKEN)


def token_hex() -> str:
    """An event's id made on the server (a form without JavaScript): 128 random bits in hex, as §14 asks."""
    return secrets.token_hex(16)


def resumo(tok: str) -> str:
    """A session token is kept by its SHA-256 only: a copy of the database opens no session."""
    return hashlib.sha256(tok.encode("utf-8")).hexdigest()


def pin() -> str:
    """A capataz's PIN: a string of 6 digits (§14)."""
    return f"{secrets.randbelow(10**6):06d}"


def senha() -> str:
    """The first member's password, printed once at first start: 12 characters a person can type on a phone."""
    alfabeto = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alfabeto) for _ in range(12))


def mesmo(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))


class Tentativas:
    """The failed password and PIN attempts (401s) of each client address in the last :data:`JANELA` seconds."""

    def __init__(self, relogio: object = time.monotonic) -> None:
        self._falhas: dict[str, deque[float]] = {}
        self._trava = threading.Lock()
        self._relogio = relogio

    def _agora(self) -> float:
        return float(self._relogio())  # type: ignore[operator]

    def bloqueado(self, endereco: str) -> bool:
        with self._trava:
            fila = self._limpa(endereco)
            return fila is not None and len(fila) >= TENTATIVAS

    def falhou(self, endereco: str) -> None:
        with self._trava:
            fila = self._limpa(endereco)
            if fila is None:
                fila = self._falhas[endereco] = deque()
            fila.append(self._agora())

    def _limpa(self, endereco: str) -> deque[float] | None:
        fila = self._falhas.get(endereco)
        if fila is None:
            return None
        limite = self._agora() - JANELA
        while fila and fila[0] <= limite:
            fila.popleft()
        if not fila:
            del self._falhas[endereco]
            return None
        return fila
