"""The pages of §14 (pt-BR, ``lang="pt-BR"``, 360 px wide, readable without JavaScript; JavaScript only improves
them): ``/`` the public standings and tables, ``/mesa/<token>`` the judge's page, ``/comissao`` the commission's.

Jinja2 with autoescape on: every name and free text (trios, players, contest reasons, decisions) is escaped where
it is shown. The commission's forms carry a CSRF token (the session's own, compared in constant time); the judge's
forms need none — the table token in the URL is the credential, and no cookie speaks for it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from arbitro.servidor import seguranca as S
from arbitro.servidor.servico import Quem, Recusa
from arbitro.sistemas.mtg import artigos as A
from arbitro.torneio.regras import MTG

if TYPE_CHECKING:
    from arbitro.servidor.app import Api
    from arbitro.servidor.servico import Servico

AQUI = Path(__file__).parent
COOKIE = "arbitro_sessao"
COOKIE_CSRF = "arbitro_csrf"  # before login: the login form's own token (double submit)
# "Um jogo será composto de três partidas consecutivas e sem intervalos, com duração máxima de 2 horas (02h)." (S, h)
LIMITE_DO_JOGO_MINUTOS = 2 * 60
ARTIGO_LIMITE = A.DURACAO_DO_JOGO
ARTIGO_WO = MTG.wo
Rota = Callable[[Request], Awaitable[Response]]


def _ambiente() -> Any:
    import jinja2

    amb = jinja2.Environment(loader=jinja2.FileSystemLoader(str(AQUI / "modelos")), autoescape=True)
    amb.filters["url"] = lambda s: quote(str(s), safe="")
    # every number a page shows cites its article: the standings' columns (S, a–d), the target (Art. 10, II)
    amb.globals["cit"] = {"a": A.CLASSIFICACAO, "b": A.PARTIDAS_GANHAS, "c": A.TENTOS_GANHOS,
                          "d": A.SALDO_DE_TENTOS, "alvo": MTG.artigo_alvo, "sumula": A.SUMULA}
    return amb


def _minutos(desde: str | None, agora: dt.datetime) -> int | None:
    if not desde:
        return None
    try:
        inicio = dt.datetime.fromisoformat(desde)
    except ValueError:
        return None
    if inicio.tzinfo is None:
        inicio = inicio.astimezone()
    return int((agora - inicio).total_seconds() // 60)


class Paginas:
    def __init__(self, servico: Servico, api: Api, endereco: str) -> None:
        self.s = servico
        self.api = api
        self.endereco = endereco.rstrip("/")
        self.amb = _ambiente()
        self._artigos: dict[str, str] = {}

    def rotas(self, protegida: Callable[[Rota], Rota]) -> list[Route]:
        p = protegida
        return [
            Route("/", p(self.publico), methods=["GET"]),
            Route("/estatico/{nome}", self.estatico, methods=["GET"]),
            Route("/mesa/{token}", p(self.mesa), methods=["GET"]),
            Route("/mesa/{token}/evento", p(self.mesa_evento), methods=["POST"]),
            Route("/mesa/{token}/desfazer", p(self.mesa_desfazer), methods=["POST"]),
            Route("/mesa/{token}/resultado", p(self.mesa_resultado), methods=["POST"]),
            Route("/mesa/{token}/confirmar", p(self.mesa_confirmar), methods=["POST"]),
            Route("/jogos/{id}/sumula", p(self.sumula), methods=["GET"]),
            Route("/comissao", p(self.comissao), methods=["GET"]),
            Route("/comissao/entrar", p(self.entrar), methods=["POST"]),
            Route("/comissao/sair", p(self.sair), methods=["POST"]),
            Route("/comissao/rodadas", p(self.abrir_rodada), methods=["POST"]),
            Route("/comissao/rodadas/{fase}/{rodada}/qr", p(self.folha_qr), methods=["GET"]),
            Route("/comissao/pins", p(self.pins), methods=["POST"]),
            Route("/comissao/jogos/{id}/decisao", p(self.decidir), methods=["POST"]),
            Route("/comissao/jogos/{id}/ocorrencia", p(self.ocorrencia), methods=["POST"]),
        ]

    def _pagina(self, modelo: str, status: int = 200, **contexto: Any) -> HTMLResponse:
        contexto.setdefault("torneio", self.s.insc.torneio)
        html = self.amb.get_template(modelo).render(**contexto)
        return HTMLResponse(html, status_code=status)

    async def nao_achou(self, request: Request) -> Response:
        return self._pagina("erro.html", 404, titulo="Página não encontrada",
                            problemas=["não há nada neste endereço"])

    async def estatico(self, request: Request) -> Response:
        nome = request.path_params["nome"]
        if nome not in ("htmx.min.js", "mesa.js", "htmx.LICENSE"):
            return await self.nao_achou(request)
        tipo = "text/plain; charset=utf-8" if nome.endswith("LICENSE") else "text/javascript; charset=utf-8"
        return FileResponse(AQUI / "estatico" / nome, media_type=tipo, headers={"Cache-Control": "max-age=3600"})

    def _artigo(self, citacao: str) -> str:
        """The text of an article, one tap away on the judge's page (``<details>``)."""
        if citacao not in self._artigos:
            from arbitro.nucleo.regulamento import ArtigoDesconhecido, carregar

            try:
                self._artigos[citacao] = carregar(self.s.insc.regulamento).artigo(citacao).texto
            except ArtigoDesconhecido:
                self._artigos[citacao] = ""
        return self._artigos[citacao]

    # --- public -------------------------------------------------------------------------------------------------

    async def publico(self, request: Request) -> Response:
        c = await self.api._chamar(lambda: self.s.classificacao(None))
        rodada = await self.api._chamar(self.s.rodada_atual)
        mesas = []
        if rodada:
            for j in _da_mesa(rodada):
                dados = await self.api._chamar(partial(self.s.jogo_json, j["id"]))
                mesas.append(_placar_da_mesa(dados))
        chave = await self.api._chamar(self.s.chave)
        return self._pagina("publico.html", classificacao=c, tabelas=_tabelas(c), rodada=rodada, mesas=mesas,
                            chave=chave)

    async def sumula(self, request: Request) -> Response:
        from arbitro.servidor.app import _numero

        jogo = _numero(request.path_params["id"])
        from arbitro.servidor.app import CSP_DA_SUMULA

        html = await self.api._chamar(lambda: _sumula(self.s, jogo))
        return HTMLResponse(html, headers={"Content-Security-Policy": CSP_DA_SUMULA})

    # --- the table ----------------------------------------------------------------------------------------------

    def _jogo_do_token(self, request: Request) -> int:
        tok = request.path_params["token"]
        jogo = self.s.jogo_da_mesa(tok)
        if jogo is None:
            raise Recusa(401, "este endereço de mesa não vale: confira o QR da mesa com a Comissão")
        return jogo

    async def mesa(self, request: Request, problemas: list[str] | None = None, status: int = 200) -> Response:
        from arbitro.servidor.mesa import pode

        try:
            jogo = self._jogo_do_token(request)
        except Recusa as r:
            return self._pagina("erro.html", r.status, titulo="Mesa", problemas=r.problemas)
        j = await self.api._chamar(lambda: self.s.jogo_json(jogo))
        validas = await self.api._chamar(lambda: pode(self.s, jogo))
        em_curso = j.get("partida_em_curso")
        partida = max((e["partida"] for e in j["eventos"]), default=1)
        aplicados = [e for e in j["eventos"] if e["partida"] == partida and not e.get("desfeito")
                     and "desfaz" not in e["evento"]]
        volta = max((e["volta"] for e in aplicados), default=1)
        testa = next((e["testa"] for e in reversed(aplicados)), None)
        artigos = sorted({a for v in (em_curso or {}).get("voltas", ()) for d in _decisoes(v)
                          for lanc in d.get("lancamentos", ()) for a in lanc.get("artigos", ())})
        jogadores = [x for lado in j["lados"] for x in self.s.insc.lados[lado].jogadores]
        return self._pagina("mesa.html", status, j=j, token=request.path_params["token"], em_curso=em_curso,
                            partida=partida, volta=volta, testa=testa, validas=validas, jogadores=jogadores,
                            artigos={a: self._artigo(a) for a in artigos}, problemas=problemas or [],
                            decisoes=_decisoes, falas=sorted({v["fala"] for v in validas}),
                            todas=_paleta(self.s.insc.regulamento))

    async def _form(self, request: Request) -> dict[str, str]:
        import asyncio

        from arbitro.servidor.app import TEMPO_DO_CORPO

        try:
            form = await asyncio.wait_for(request.form(max_files=0, max_fields=64), TEMPO_DO_CORPO)
        except TimeoutError:
            raise Recusa(408, "o pedido demorou demais para chegar") from None
        return {k: str(v) for k, v in form.items()}

    async def _na_mesa(self, request: Request, acao: Callable[[int, Quem, dict[str, str]], Any]) -> Response:
        try:
            jogo = self._jogo_do_token(request)
            d = self.s.dados(jogo)
            quem = Quem("mesa", f"mesa {d.mesa} (rodada {d.rodada} da fase {d.fase})", jogo)
            form = await self._form(request)
            await self.api._chamar(lambda: acao(jogo, quem, form))
        except Recusa as r:
            return await self.mesa(request, r.problemas, r.status)
        return RedirectResponse(f"/mesa/{quote(request.path_params['token'])}", status_code=303)

    async def mesa_evento(self, request: Request) -> Response:
        def acao(jogo: int, quem: Quem, f: dict[str, str]) -> Any:
            corpo: dict[str, Any] = {"id": f.get("id") or S.token_hex(), "partida": _int(f, "partida"),
                                     "volta": _int(f, "volta"), "evento": evento_do_formulario(f)}
            if f.get("testa"):
                corpo["testa"] = _int(f, "testa")
            return self.s.postar_evento(jogo, corpo, quem)
        return await self._na_mesa(request, acao)

    async def mesa_desfazer(self, request: Request) -> Response:
        def acao(jogo: int, quem: Quem, f: dict[str, str]) -> Any:
            d = self.s.dados(jogo)
            partida = _int(f, "partida")
            aplicados = d.aplicados(partida)
            if not aplicados:
                raise Recusa(409, "não há evento a desfazer nesta partida")
            ultimo = aplicados[-1]
            return self.s.postar_evento(jogo, {"id": S.token_hex(), "partida": partida, "volta": ultimo.volta,
                                               "evento": {"desfaz": ultimo.id}}, quem)
        return await self._na_mesa(request, acao)

    async def mesa_resultado(self, request: Request) -> Response:
        def acao(jogo: int, quem: Quem, f: dict[str, str]) -> Any:
            d = self.s.dados(jogo)
            partidas = []
            for n in range(1, 4):
                a, b = f.get(f"p{n}a", "").strip(), f.get(f"p{n}b", "").strip()
                if a or b:
                    if not (a.isdigit() and b.isdigit()) or len(a) > 3 or len(b) > 3:
                        raise Recusa(422, f"partida {n}: os tentos de cada lado, em números")
                    partidas.append({d.lados[0]: int(a), d.lados[1]: int(b)})
            return self.s.postar_resultado(jogo, {"partidas": partidas}, quem)
        return await self._na_mesa(request, acao)

    async def mesa_confirmar(self, request: Request) -> Response:
        from arbitro.servidor.app import endereco

        def acao(jogo: int, _quem: Quem, f: dict[str, str]) -> Any:
            corpo: dict[str, Any] = {"lado": f.get("lado", ""), "pin": f.get("pin", "")}
            if f.get("acao") == "contestar":
                corpo["contesta"] = f.get("contesta", "")
            return self.s.confirmar(jogo, corpo, endereco(request))
        return await self._na_mesa(request, acao)

    # --- the commission -----------------------------------------------------------------------------------------

    def _membro(self, request: Request) -> tuple[str, str] | None:
        tok = request.cookies.get(COOKIE)
        return self.s.membro_da_sessao(tok) if tok else None

    async def comissao(self, request: Request, problemas: list[str] | None = None, status: int = 200,
                       pins: list[dict[str, str]] | None = None) -> Response:
        sessao = self._membro(request)
        if sessao is None:
            csrf = request.cookies.get(COOKIE_CSRF) or S.token()
            resposta = self._pagina("entrar.html", status, csrf=csrf, problemas=problemas or [])
            resposta.set_cookie(COOKIE_CSRF, csrf, httponly=True, samesite="strict")
            return resposta
        membro, csrf = sessao
        painel = await self.api._chamar(lambda: _painel(self.s))
        return self._pagina("comissao.html", status, membro=membro, csrf=csrf, problemas=problemas or [],
                            pins=pins or [], artigo_wo=ARTIGO_WO, artigo_limite=ARTIGO_LIMITE,
                            artigo_comissao=A.DECISAO_IRRECORRIVEL, **painel)

    async def _da_comissao(self, request: Request) -> tuple[Quem, dict[str, str]]:
        """A commission form: the session cookie and its CSRF token, or 401/403."""
        sessao = self._membro(request)
        if sessao is None:
            raise Recusa(401, "entre na página da Comissão primeiro")
        form = await self._form(request)
        if not S.mesmo(form.get("csrf", ""), sessao[1]):
            raise Recusa(403, "formulário vencido ou de outra página (CSRF): recarregue a página da Comissão")
        return Quem("membro", sessao[0]), form

    async def _acao_da_comissao(self, request: Request, acao: Callable[[Quem, dict[str, str]], Any]) -> Response:
        try:
            quem, form = await self._da_comissao(request)
            await self.api._chamar(lambda: acao(quem, form))
        except Recusa as r:
            return await self.comissao(request, r.problemas, r.status)
        return RedirectResponse("/comissao", status_code=303)

    async def entrar(self, request: Request) -> Response:
        from arbitro.servidor.app import endereco

        try:
            form = await self._form(request)
            if not S.mesmo(form.get("csrf", ""), request.cookies.get(COOKIE_CSRF, "")) or not form.get("csrf"):
                raise Recusa(403, "formulário vencido (CSRF): recarregue a página e entre de novo")
            tok, _csrf = await self.api._chamar(
                lambda: self.s.entrar(form.get("membro", ""), form.get("senha", ""), endereco(request)))
        except Recusa as r:
            return await self.comissao(request, r.problemas, r.status)
        resposta = RedirectResponse("/comissao", status_code=303)
        resposta.set_cookie(COOKIE, tok, httponly=True, samesite="strict", max_age=24 * 3600)
        return resposta

    async def sair(self, request: Request) -> Response:
        try:
            await self._da_comissao(request)
        except Recusa as r:
            return await self.comissao(request, r.problemas, r.status)
        tok = request.cookies.get(COOKIE, "")
        await self.api._chamar(lambda: self.s.sair(tok))
        resposta = RedirectResponse("/comissao", status_code=303)
        resposta.delete_cookie(COOKIE)
        return resposta

    async def abrir_rodada(self, request: Request) -> Response:
        return await self._acao_da_comissao(request, lambda quem, _f: self.s.abrir_rodada(quem))

    async def decidir(self, request: Request) -> Response:
        from arbitro.servidor.app import _numero

        jogo = _numero(request.path_params["id"])

        def acao(quem: Quem, f: dict[str, str]) -> Any:
            return self.s.decidir(jogo, {"vencedor": f.get("vencedor") or None, "motivo": f.get("motivo", "")}, quem)
        return await self._acao_da_comissao(request, acao)

    async def ocorrencia(self, request: Request) -> Response:
        import json

        from arbitro.servidor.app import _numero

        jogo = _numero(request.path_params["id"])

        def acao(quem: Quem, f: dict[str, str]) -> Any:
            try:
                corpo = json.loads(f.get("ocorrencia", ""))
            except ValueError:
                raise Recusa(422, "a ocorrência em JSON, como {\"atraso\": \"Querência\", \"minutos\": 9}") from None
            if not isinstance(corpo, dict):
                raise Recusa(422, "a ocorrência é um objeto JSON")
            return self.s.postar_ocorrencia(jogo, corpo, quem)
        return await self._acao_da_comissao(request, acao)

    async def pins(self, request: Request) -> Response:
        try:
            quem, form = await self._da_comissao(request)
            lados = [form["lado"]] if form.get("lado") else list(self.s.insc.lados)
            emitidos = [await self.api._chamar(partial(self.s.novo_pin, lado, quem)) for lado in lados]
        except Recusa as r:
            return await self.comissao(request, r.problemas, r.status)
        capatazes = {x.nome: x.capataz for x in self.s.insc.lados.values()}
        return self._pagina("pins.html", pins=emitidos, capatazes=capatazes)

    async def folha_qr(self, request: Request) -> Response:
        import segno

        if self._membro(request) is None:
            return await self.comissao(request, ["entre na página da Comissão primeiro"], 401)
        fase = request.path_params["fase"]
        from arbitro.servidor.app import _numero

        rodada = _numero(request.path_params["rodada"])
        try:
            credenciais = await self.api._chamar(lambda: self.s.credenciais(fase, rodada))
        except Recusa as r:
            return await self.comissao(request, r.problemas, r.status)
        mesas = []
        vistos: set[str] = set()
        for c in credenciais:
            if c["token"] in vistos or c["mesa"] is None:
                continue
            vistos.add(c["token"])
            url = f"{self.endereco}/mesa/{c['token']}"
            svg = segno.make(url, error="m").svg_inline(scale=3, omitsize=False)
            d = self.s.dados(c["id"])
            mesas.append({"mesa": c["mesa"], "lados": d.lados, "url": url, "svg": svg})
        return self._pagina("qr.html", fase=fase, rodada=rodada, mesas=mesas)


def _int(f: dict[str, str], chave: str) -> int:
    valor = f.get(chave, "").strip()
    if not valor.isdigit() or len(valor) > 4:
        raise Recusa(422, f"{chave}: um número")
    return int(valor)


def evento_do_formulario(f: dict[str, str]) -> dict[str, Any]:
    """The judge's form as one event of the partida file (contract v1 §4): a call, a card, points, a vaza, an
    incident — the same keys the JavaScript of the page builds."""
    tipo = f.get("tipo", "fala")
    jogador = f.get("jogador", "").strip()
    valor = f.get("valor", "").strip() or f.get("fala", "").strip()
    if tipo == "vaza":
        return {"vaza": f.get("lado") or valor or "parda"}
    if not jogador:
        raise Recusa(422, "escolha o jogador")
    if tipo == "fala":
        if not valor:
            raise Recusa(422, "escolha ou escreva a fala")
        return {jogador: valor}
    if tipo == "joga":
        return {jogador: {"joga": valor}}
    if tipo == "pontos":
        if not valor.isdigit() or len(valor) > 2:
            raise Recusa(422, "pontos: o número cantado (0 a 40)")
        return {jogador: {"pontos": int(valor)}}
    if tipo == "baralho":
        return {jogador: {"baralho": True}}
    if tipo == "falta":
        return {jogador: {"falta": valor}}
    raise Recusa(422, "tipo de evento desconhecido")


def _paleta(regulamento: str) -> list[str]:
    """Every call of the system's palette (``arbitro mesa``'s): offered too, marked "não conferido" — a page loaded
    before the network went still records any call, and the server rules it when it arrives (§14)."""
    from arbitro.mesa.sistema import ADAPTADORES, adaptador

    return list(adaptador(regulamento).falas_da_paleta()) if regulamento in ADAPTADORES else []


def _decisoes(volta: dict[str, Any]) -> list[dict[str, Any]]:
    if volta.get("decisao") is not None:
        return [volta["decisao"]]
    return [t["decisao"] for t in volta.get("testas", ()) if t.get("decisao")]


def _placar_da_mesa(j: dict[str, Any]) -> dict[str, Any]:
    a, b = j["lados"]
    partidas = [p["placar"] for p in j.get("partidas", ())]
    em_curso = (j.get("partida_em_curso") or {}).get("placar_final")
    return {"id": j["id"], "mesa": j["mesa"], "lados": j["lados"], "estado": j["estado"],
            "partidas": [(p.get(a), p.get(b)) for p in partidas],
            "em_curso": (em_curso.get(a), em_curso.get(b)) if em_curso else None, "vencedor": j.get("vencedor")}


def _tabelas(c: dict[str, Any]) -> list[dict[str, Any]]:
    """The standings tables the projector shows (`arbitro classificacao --json`): with phases (§13), each phase's
    table — each group's in a phase of groups — once it has a confirmed jogo; without phases, the one table."""
    if "fases" not in c:
        return [{"titulo": None, "linhas": c.get("classificacao") or []}] if c.get("classificacao") else []
    tabelas: list[dict[str, Any]] = []
    for f in c["fases"]:
        for g in f.get("grupos") or ():
            if any(linha.get("jogos") for linha in g.get("classificacao") or ()):
                tabelas.append({"titulo": f"{f['nome']} — grupo {g['grupo']}", "linhas": g["classificacao"]})
        if f.get("classificacao"):
            tabelas.append({"titulo": f["nome"], "linhas": f["classificacao"]})
    return tabelas


def _da_mesa(rodada: dict[str, Any]) -> list[dict[str, Any]]:
    """The round's jogos the server holds (GET /rodadas/atual is `arbitro torneio rodada`: after the round's last
    confirmation it is the next round, not opened yet, whose jogos have no ``id``; after the last phase, ``fim``)."""
    return [j for j in [*rodada.get("jogos", ()), *rodada.get("aguardando", ())] if "id" in j]


def _painel(s: Servico, agora: dt.datetime | None = None) -> dict[str, Any]:
    """The commission's view: every table's progress with the W.O. clock (S, i) and the 2-hour limit (S, h) from
    the round's ``inicio``, the contested queue, the audit log."""
    agora = agora or dt.datetime.now().astimezone()
    rodada = s.rodada_atual()
    mesas = []
    if rodada:
        seca = False
        for j in _da_mesa(rodada):
            dados = s.jogo_json(j["id"])
            seca = dados.get("formato") == "seca"
            ultimo = None
            d = s.dados(j["id"])
            quando = s.banco.um("SELECT MAX(quando) FROM eventos WHERE torneio = ? AND jogo = ?", (s.tid, d.id))
            if d.eventos:
                ultimo = d.eventos[-1].evento
            minutos = _minutos(rodada["inicio"], agora)
            tolerancia = MTG.tolerancia_seca if seca else MTG.tolerancia_set
            mesas.append({**_placar_da_mesa(dados), "ultimo": ultimo,
                          "desde": _minutos(str(quando[0]) if quando and quando[0] else None, agora),
                          "minutos": minutos, "tolerancia": tolerancia,
                          "wo": minutos is not None and not d.eventos and minutos > tolerancia,
                          "limite": minutos is not None and minutos > LIMITE_DO_JOGO_MINUTOS
                          and dados["estado"] in ("aguardando", "em-jogo")})
    disputa = []
    confirmados = []
    for i in s.jogos():
        j = s.jogo_json(i)
        if j["estado"] == "em-disputa":
            disputa.append(j)
        elif j["estado"] == "confirmado":
            confirmados.append(j)
    rodadas = s._rodadas_json()
    return {"rodada": rodada, "mesas": mesas, "disputa": disputa, "confirmados": confirmados, "rodadas": rodadas,
            "auditoria": s.auditoria()[-200:][::-1], "lados": list(s.insc.lados),
            "limite_minutos": LIMITE_DO_JOGO_MINUTOS}


def _sumula(s: Servico, jogo: int) -> str:
    """The súmula (Art. 4) of a jogo, as ``arbitro sumula`` gives it over its file: MTG's
    (:func:`arbitro.torneio.sumula.html`) or, for a jogo of duplas (contract v3 §12),
    :func:`arbitro.torneio.sumula_geral.html`."""
    import tempfile

    from arbitro.cenario.yamlpos import CenarioInvalido
    from arbitro.servidor.pasta import escrever_jogo
    from arbitro.sistemas import PADRAO
    from arbitro.torneio.carregar_torneio import julgar_jogo_do_arquivo
    from arbitro.torneio.entrada import contexto
    from arbitro.torneio.sumula import html

    d = s.dados(jogo)
    with tempfile.TemporaryDirectory(prefix="arbitro-sumula-") as t:
        caminho = escrever_jogo(Path(t), d)
        try:
            if d.regulamento != PADRAO:
                from arbitro.torneio import jogo_geral
                from arbitro.torneio.sumula_geral import html as html_geral

                return html_geral(jogo_geral.julgar_jogo(jogo_geral.carregar_jogo(caminho)))
            ctx, registro = contexto(None)
            return html(julgar_jogo_do_arquivo(caminho, ctx, registro))  # with the Commission's decisao (§13)
        except CenarioInvalido as e:
            raise Recusa(409, "a súmula sai quando o jogo tem resultado", [p.mensagem for p in e.problemas]) from None
