"""The connection's own deadline: uvicorn cuts an idle keep-alive connection, but not a client that trickles its
request line and headers a byte at a time (slowloris) — that one would hold a connection, and with enough of them
the server. Here a request's headers must arrive within :data:`TEMPO_DOS_CABECALHOS` seconds of its first byte
(or of the connection); the body has its own bound in :mod:`arbitro.servidor.app`. Imported only by
`arbitro servidor`, which is the only one that imports uvicorn.
"""

from __future__ import annotations

import asyncio
import json

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

TEMPO_DOS_CABECALHOS = 10.0  # seconds: a phone on a weak hotspot sends its headers in well under one
_MENSAGEM = "o pedido demorou demais para chegar"
_CORPO = json.dumps({"erro": _MENSAGEM, "problemas": [_MENSAGEM]}, ensure_ascii=False).encode("utf-8")
RESPOSTA_408 = (b"HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n"
                b"Content-Length: " + str(len(_CORPO)).encode() + b"\r\nConnection: close\r\n\r\n" + _CORPO)


class ProtocoloComPrazo(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request's headers."""

    _prazo: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._armar()

    def _armar(self) -> None:
        if self._prazo is None:
            self._prazo = self.loop.call_later(TEMPO_DOS_CABECALHOS, self._estourou)

    def _desarmar(self) -> None:
        if self._prazo is not None:
            self._prazo.cancel()
            self._prazo = None

    def data_received(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE:
            self._armar()  # a new request begins: its headers have the deadline
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._desarmar()  # the headers arrived (the request is being served or its body read)

    def connection_lost(self, exc: Exception | None) -> None:
        self._desarmar()
        super().connection_lost(exc)

    def _estourou(self) -> None:
        self._prazo = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.write(RESPOSTA_408)
            self.transport.close()
