"""The HTTP face of :class:`~arbitro.servidor.servico.Servico`: the JSON API of §14 under ``/api/v1`` and the
pages (:mod:`arbitro.servidor.paginas`).

Who may write is decided here, once per route (§14 "Who may do what"): no credential or a wrong one is 401, a
valid one outside its scope 403; 429 after 5 failed passwords or PINs from one address in 10 minutes. Every error
is ``{erro, problemas}`` in pt-BR; no response carries a traceback or a path of the server's disk (a failure
inside is logged on the server and answered as a plain 500). Bodies are capped in size and in time: a slow or
huge request cannot hold the server.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbitro.servidor.servico import Quem, Recusa, Servico

if TYPE_CHECKING:
    from arbitro.servidor.paginas import Paginas

T = TypeVar("T")
LIMITE_DO_CORPO = 256 * 1024  # a request body: an event is ~200 bytes, a result a few hundred
TEMPO_DO_CORPO = 10.0  # seconds to send the body: a client slower than this is cut (408)
log = logging.getLogger("arbitro.servidor")


def erro(status: int, mensagem: str, problemas: list[str] | None = None) -> JSONResponse:
    return JSONResponse({"erro": mensagem, "problemas": problemas or [mensagem]}, status_code=status,
                        headers=CABECALHOS)


# No page of arbitro is framed or sniffed, and none loads anything from elsewhere (§14: no internet).
CABECALHOS = {"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
              "Cache-Control": "no-store",
              # scripts only from arbitro's own files: a name that slipped past the escaping still cannot run
              "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                                         "img-src 'self' data:; frame-ancestors 'none'; form-action 'self'"}
# The súmula (arbitro.torneio.sumula) fits itself to one page with a script of its own, inline.
CSP_DA_SUMULA = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'"


class Limites:
    """ASGI middleware: a body larger than :data:`LIMITE_DO_CORPO` is 413; every answer gets :data:`CABECALHOS`;
    any failure inside is a 500 without a trace (logged here)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for nome, valor in scope.get("headers", ()):
            if nome == b"content-length":
                try:
                    grande = int(valor) > LIMITE_DO_CORPO
                except ValueError:
                    grande = True
                if grande:
                    await erro(413, f"o pedido passa de {LIMITE_DO_CORPO // 1024} KB")(scope, receive, send)
                    return
        recebido = 0
        comecou = False

        async def receber() -> Message:
            nonlocal recebido
            msg = await receive()
            if msg["type"] == "http.request":
                recebido += len(msg.get("body", b""))
                if recebido > LIMITE_DO_CORPO:
                    raise _Grande
            return msg

        async def enviar(msg: Message) -> None:
            nonlocal comecou
            if msg["type"] == "http.response.start":
                comecou = True
                cabecalhos = list(msg.get("headers", []))
                ja = {k.lower() for k, _v in cabecalhos}
                cabecalhos += [(k.lower().encode(), v.encode()) for k, v in CABECALHOS.items()
                               if k.lower().encode() not in ja]
                msg = {**msg, "headers": cabecalhos}
            await send(msg)

        try:
            await self.app(scope, receber, enviar)
        except _Grande:
            if not comecou:
                await erro(413, f"o pedido passa de {LIMITE_DO_CORPO // 1024} KB")(scope, receive, send)
        except Exception:
            log.exception("erro interno")
            if not comecou:
                await erro(500, "erro interno do servidor: o pedido não foi atendido; tente de novo")(
                    scope, receive, send)


class _Grande(Exception):
    pass


async def corpo_json(request: Request) -> Any:
    """The body as JSON, read within :data:`TEMPO_DO_CORPO` seconds."""
    try:
        dados = await asyncio.wait_for(request.body(), TEMPO_DO_CORPO)
    except TimeoutError:
        raise Recusa(408, "o pedido demorou demais para chegar") from None
    try:
        return json.loads(dados or b"null")
    except (ValueError, UnicodeDecodeError):
        raise Recusa(400, "o corpo do pedido não é JSON válido") from None
    except RecursionError:  # [[[[…]]]] nested past Python's stack: a hostile body, not a failure inside
        raise Recusa(400, "o corpo do pedido não é JSON válido: aninhado demais") from None


def endereco(request: Request) -> str:
    return request.client.host if request.client else "?"


def bearer(request: Request) -> str | None:
    valor = request.headers.get("authorization", "")
    tipo, _, tok = valor.partition(" ")
    return tok.strip() if tipo.lower() == "bearer" and tok.strip() else None


class Api:
    """The routes of §14's table, each one deciding who may call it."""

    def __init__(self, servico: Servico) -> None:
        self.s = servico

    async def _chamar(self, funcao: Callable[[], T]) -> T:
        return await run_in_threadpool(funcao)

    def membro(self, request: Request) -> Quem:
        """A member's route: 401 without a valid credential, 403 with a table's."""
        tok = bearer(request)
        if tok is None:
            raise Recusa(401, "esta operação é da Comissão: entre (POST /api/v1/sessao) e mande o token")
        sessao = self.s.membro_da_sessao(tok)
        if sessao is not None:
            return Quem("membro", sessao[0])
        if self.s.e_token_de_mesa(tok):
            raise Recusa(403, "o token de uma mesa não vale para esta operação, que é da Comissão")
        raise Recusa(401, "credencial inválida ou vencida: entre de novo")

    def mesa(self, request: Request, jogo: int, membros: bool = True) -> Quem:
        """The table's route (a member may too): 403 for another table's token or a jogo not being played there."""
        tok = bearer(request)
        if tok is None:
            raise Recusa(401, "esta operação é da mesa: mande o token do QR da mesa")
        sessao = self.s.membro_da_sessao(tok)
        if sessao is not None and membros:
            return Quem("membro", sessao[0])
        daqui = self.s.jogo_da_mesa(tok)
        if daqui is None:
            raise Recusa(401, "credencial inválida: confira o QR da mesa")
        if daqui != jogo:
            raise Recusa(403, "este token é de outra mesa ou de outro jogo: só escreve o jogo em curso na sua mesa")
        d = self.s.dados(jogo)
        return Quem("mesa", f"mesa {d.mesa} (rodada {d.rodada} da fase {d.fase})", jogo)

    async def sessao(self, request: Request) -> Response:
        corpo = await corpo_json(request)
        if not isinstance(corpo, dict) or not isinstance(corpo.get("membro"), str) or not isinstance(
                corpo.get("senha"), str):
            raise Recusa(422, "mande {\"membro\": \"…\", \"senha\": \"…\"}")
        tok, _csrf = await self._chamar(lambda: self.s.entrar(corpo["membro"], corpo["senha"], endereco(request)))
        return JSONResponse({"token": tok})

    async def classificacao(self, request: Request) -> Response:
        fase = request.query_params.get("fase")
        dados = await self._chamar(lambda: self.s.classificacao(fase))
        return JSONResponse(dados, status_code=422 if "erro" in dados else 200)

    async def rodada_atual(self, request: Request) -> Response:
        r = await self._chamar(self.s.rodada_atual)
        if r is None:
            raise Recusa(404, "nenhuma rodada foi aberta ainda")
        return JSONResponse(r)

    async def abrir_rodada(self, request: Request) -> Response:
        quem = self.membro(request)
        return JSONResponse(await self._chamar(lambda: self.s.abrir_rodada(quem)), status_code=201)

    async def credenciais(self, request: Request) -> Response:
        self.membro(request)
        fase = request.path_params["fase"]
        rodada = _numero(request.path_params["rodada"])
        return JSONResponse(await self._chamar(lambda: self.s.credenciais(fase, rodada)))

    async def pin(self, request: Request) -> Response:
        quem = self.membro(request)
        lado = request.path_params["lado"]
        return JSONResponse(await self._chamar(lambda: self.s.novo_pin(lado, quem)))

    async def jogo(self, request: Request) -> Response:
        jogo = _numero(request.path_params["id"])
        return JSONResponse(await self._chamar(lambda: self.s.jogo_json(jogo)))

    async def pode(self, request: Request) -> Response:
        from arbitro.servidor.mesa import pode

        jogo = _numero(request.path_params["id"])
        return JSONResponse(await self._chamar(lambda: pode(self.s, jogo)))

    async def _na_mesa(self, request: Request,
                       operacao: Callable[[int, dict[str, Any], Quem], dict[str, Any]]) -> Response:
        """A table's write (a member may too): the jogo of the path, who writes, the body, the operation."""
        jogo = _numero(request.path_params["id"])
        quem = self.mesa(request, jogo)
        corpo = _mapa(await corpo_json(request))
        return JSONResponse(await self._chamar(lambda: operacao(jogo, corpo, quem)))

    async def partidas(self, request: Request) -> Response:
        return await self._na_mesa(request, self.s.definir_partida)

    async def eventos(self, request: Request) -> Response:
        return await self._na_mesa(request, self.s.postar_evento)

    async def resultado(self, request: Request) -> Response:
        return await self._na_mesa(request, self.s.postar_resultado)

    async def ocorrencias(self, request: Request) -> Response:
        return await self._na_mesa(request, self.s.postar_ocorrencia)

    async def confirmacoes(self, request: Request) -> Response:
        jogo = _numero(request.path_params["id"])
        corpo = _mapa(await corpo_json(request))
        return JSONResponse(await self._chamar(lambda: self.s.confirmar(jogo, corpo, endereco(request))))

    async def decisao(self, request: Request) -> Response:
        jogo = _numero(request.path_params["id"])
        quem = self.membro(request)
        corpo = _mapa(await corpo_json(request))
        return JSONResponse(await self._chamar(lambda: self.s.decidir(jogo, corpo, quem)))

    async def auditoria(self, request: Request) -> Response:
        self.membro(request)
        return JSONResponse(await self._chamar(self.s.auditoria))

    async def exportar(self, request: Request) -> Response:
        self.membro(request)
        dados = await self._chamar(self.s.exportar)
        return Response(dados, media_type="application/gzip",
                        headers={"Content-Disposition": 'attachment; filename="torneio.tar.gz"'})


def _numero(texto: str) -> int:
    if not texto.isdigit() or len(texto) > 9:
        raise Recusa(404, "não há jogo com esse número")
    return int(texto)


def _mapa(corpo: Any) -> dict[str, Any]:
    if not isinstance(corpo, dict):
        raise Recusa(422, "o corpo do pedido é um objeto JSON ({…})")
    return corpo


def _protegida(funcao: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
    """A route whose refusals (:class:`Recusa`) and invalid input become ``{erro, problemas}``."""
    async def rota(request: Request) -> Response:
        from arbitro.cenario.yamlpos import CenarioInvalido

        try:
            return await funcao(request)
        except Recusa as r:
            return erro(r.status, r.erro, r.problemas)
        except CenarioInvalido as e:
            return erro(422, "entrada inválida", [p.mensagem for p in e.problemas])
    return rota


def criar_app(servico: Servico, endereco_publico: str = "http://localhost:8000") -> Starlette:
    """The ASGI application: ``/api/v1`` and the pages."""
    from arbitro.servidor.paginas import Paginas

    api = Api(servico)
    p = _protegida
    rotas_api = [
        Route("/sessao", p(api.sessao), methods=["POST"]),
        Route("/classificacao", p(api.classificacao), methods=["GET"]),
        Route("/rodadas/atual", p(api.rodada_atual), methods=["GET"]),
        Route("/rodadas", p(api.abrir_rodada), methods=["POST"]),
        Route("/rodadas/{fase}/{rodada}/credenciais", p(api.credenciais), methods=["GET"]),
        # a side's name may hold a "/" (URL-encoded, §14): the path convertor takes it whole
        Route("/lados/{lado:path}/pin", p(api.pin), methods=["POST"]),
        Route("/jogos/{id}", p(api.jogo), methods=["GET"]),
        Route("/jogos/{id}/pode", p(api.pode), methods=["GET"]),
        Route("/jogos/{id}/partidas", p(api.partidas), methods=["POST"]),
        Route("/jogos/{id}/eventos", p(api.eventos), methods=["POST"]),
        Route("/jogos/{id}/resultado", p(api.resultado), methods=["POST"]),
        Route("/jogos/{id}/ocorrencias", p(api.ocorrencias), methods=["POST"]),
        Route("/jogos/{id}/confirmacoes", p(api.confirmacoes), methods=["POST"]),
        Route("/jogos/{id}/decisao", p(api.decisao), methods=["POST"]),
        Route("/auditoria", p(api.auditoria), methods=["GET"]),
        Route("/exportar", p(api.exportar), methods=["GET"]),
    ]
    paginas: Paginas = Paginas(servico, api, endereco_publico)

    async def nao_achou(request: Request, _exc: Exception) -> Response:
        if request.url.path.startswith("/api/"):
            return erro(404, "não há nada neste endereço da API")
        return await paginas.nao_achou(request)

    async def metodo(request: Request, _exc: Exception) -> Response:
        return erro(405, "método não aceito neste endereço")

    app = Starlette(routes=[Mount("/api/v1", routes=rotas_api), *paginas.rotas(p)],
                    exception_handlers={404: nao_achou, 405: metodo})
    app.add_middleware(Limites)
    return app
