"""Every operation of §14 without HTTP: seeding from the tournament file, rounds, events, results, occurrences,
confirmations, decisions, the audit log, the standings and the export. :mod:`arbitro.servidor.app` only checks
who is asking, calls one of these and renders.

A refusal is :class:`Recusa` with its HTTP status and its pt-BR words; irregular play is not a refusal (the ruling
says it). The rulings are the library's: a partida by :func:`arbitro.mesa.julgamento.julgar_texto` (what
``arbitro partida`` runs), a jogo and the standings by the CLI's loaders over the files of :mod:`.pasta`.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbitro.servidor import seguranca as S
from arbitro.servidor.banco import Banco
from arbitro.servidor.inscricao import Inscricao, ler_texto_do_torneio
from arbitro.servidor.pasta import (
    CHAVES_DA_VOLTA,
    DadosDoJogo,
    EventoGravado,
    escrever_jogo,
    json_texto,
    sessao,
    texto_do_torneio,
)

ESTADOS = ("aguardando", "em-jogo", "a-confirmar", "confirmado", "em-disputa")
ID_DO_EVENTO = re.compile(r"^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-"
                          r"[0-9a-fA-F]{12})$")
MAX_TEXTO = 2000  # a contest's reason, a decision's motive: a paragraph, not a file


class Recusa(Exception):
    """A request the server refuses: ``status`` (401, 403, 404, 409, 422, 429) and the pt-BR problems."""

    def __init__(self, status: int, erro: str, problemas: Sequence[str] = ()) -> None:
        super().__init__(erro)
        self.status = status
        self.erro = erro
        self.problemas = list(problemas) or [erro]


@dataclass(frozen=True, slots=True)
class Quem:
    """Who writes, as the audit log names them."""

    tipo: str  # "membro" | "mesa" | "capataz"
    nome: str
    jogo: int | None = None  # a table's jogo

    def __str__(self) -> str:
        if self.tipo == "membro":
            return f"membro {self.nome}"
        return self.nome


def agora() -> str:
    return dt.datetime.now(dt.UTC).astimezone().isoformat(timespec="seconds")


class Servico:
    """One tournament in one database."""

    def __init__(self, banco: Banco, tid: int, insc: Inscricao) -> None:
        self.banco = banco
        self.tid = tid
        self.insc = insc
        self.tentativas = S.Tentativas()
        self._trava = threading.RLock()
        # computing a stale ruling takes the database's own lock: one lock order for readers and writers (a
        # writer rules inside its transaction), so they can never wait on each other in a cycle
        self._calculo = banco.trava
        self._partidas: dict[tuple[int, ...], dict[str, Any]] = {}  # (jogo, partida, n events) -> ruling
        self._jogos: dict[tuple[int, int], dict[str, Any]] = {}  # (jogo, version) -> its ruling
        self._versao: dict[int, int] = {}
        self._classificacao: dict[str | None, dict[str, Any]] = {}
        self._proxima: dict[str, Any] | None = None  # `arbitro torneio rodada --json` on the export, per write
        self._chave: dict[str, Any] | None = None  # `arbitro torneio chave --json` on the export, per write
        self.ouvintes: list[Callable[[], None]] = []

    # --- seeding ------------------------------------------------------------------------------------------------

    @classmethod
    def abrir(cls, banco: Banco, texto: str, arquivo: str, reimportar: bool = False,
              membro: str = "comissao", senha: str | None = None) -> tuple[Servico, str | None]:
        """Seed the database from the tournament file, or check the file against the hash it stored (§14).
        Returns the service and, on the first start only, the first member's password (None when ``senha`` was
        given, or on later starts). Raises :class:`Recusa` (409) when the file changed."""
        insc = ler_texto_do_torneio(texto, arquivo)
        nova: str | None = None
        with banco.transacao():
            linha = banco.um("SELECT id, hash, texto FROM torneios WHERE nome = ? AND data = ?",
                             (insc.torneio, insc.data))
            if linha is None:
                tid = int((banco.um("SELECT COALESCE(MAX(id), 0) + 1 FROM torneios") or (1,))[0])
                banco.executar("INSERT INTO torneios (id, nome, data, hash, texto, criado) VALUES (?, ?, ?, ?, ?, ?)",
                               (tid, insc.torneio, insc.data, insc.hash, texto, agora()))
                for i, lado in enumerate(insc.lados.values()):
                    # a PIN nobody knows until the commission issues one (POST /lados/{lado}/pin, the slips)
                    banco.executar("INSERT INTO lados (torneio, nome, ordem, pin) VALUES (?, ?, ?, ?)",
                                   (tid, lado.nome, i, S.hash_de(S.token())))
                if senha is None:
                    senha = nova = S.senha()
                banco.executar("INSERT INTO membros (torneio, nome, hash) VALUES (?, ?, ?)",
                               (tid, membro, S.hash_de(senha)))
                servico = cls(banco, tid, insc)
                # the file's name only: the audit log is shown and exported, never a path of the server's disk (§14)
                servico._auditar(Quem("sistema", "arbitro servidor"),
                                 f"torneio semeado do arquivo {Path(arquivo).name}")
                return servico, nova
            tid, guardado, texto_antigo = int(linha[0]), str(linha[1]), str(linha[2])
            if guardado != insc.hash:
                antigo = ler_texto_do_torneio(texto_antigo, arquivo)
                mudou = sorted(k for k in {*antigo.valores, *insc.valores}
                               if antigo.valores.get(k) != insc.valores.get(k))
                comecou = banco.um("SELECT 1 FROM eventos WHERE torneio = ? UNION SELECT 1 FROM jogos WHERE "
                                   "torneio = ? AND resultado IS NOT NULL", (tid, tid))
                if not reimportar or comecou:
                    porque = ("e um jogo já começou: o banco é a verdade agora; mudanças de inscrição passam pela "
                              "Comissão (/comissao)") if comecou else "(use --reimportar, pois nenhum jogo começou)"
                    raise Recusa(409, f"o arquivo do torneio mudou desde que semeou o banco (mudou: "
                                      f"{', '.join(mudou) or 'só a escrita'}) {porque}")
                banco.executar("UPDATE torneios SET hash = ?, texto = ? WHERE id = ?", (insc.hash, texto, tid))
                conhecidos = {str(r[0]) for r in banco.todos("SELECT nome FROM lados WHERE torneio = ?", (tid,))}
                for i, lado in enumerate(insc.lados.values()):
                    if lado.nome not in conhecidos:
                        banco.executar("INSERT INTO lados (torneio, nome, ordem, pin) VALUES (?, ?, ?, ?)",
                                       (tid, lado.nome, i, S.hash_de(S.token())))
                servico = cls(banco, tid, insc)
                servico._auditar(Quem("sistema", "arbitro servidor"),
                                 f"torneio reimportado (mudou: {', '.join(mudou)})")
                return servico, None
            return cls(banco, tid, insc), None

    def adicionar_membro(self, nome: str, senha: str) -> None:
        nome = nome.strip()
        if not nome or len(nome) > 80:
            raise Recusa(422, "o nome do membro tem de 1 a 80 caracteres")
        if len(senha) < 8:
            raise Recusa(422, "a senha tem ao menos 8 caracteres")
        with self.banco.transacao():
            if self.banco.um("SELECT 1 FROM membros WHERE torneio = ? AND nome = ?", (self.tid, nome)):
                raise Recusa(409, f"já há um membro chamado {nome!r}")
            self.banco.executar("INSERT INTO membros (torneio, nome, hash) VALUES (?, ?, ?)",
                                (self.tid, nome, S.hash_de(senha)))
            self._auditar(Quem("sistema", "arbitro servidor --membro"), f"membro {nome} acrescentado à Comissão")

    # --- credentials --------------------------------------------------------------------------------------------

    def _bloqueio(self, endereco: str) -> None:
        if self.tentativas.bloqueado(endereco):
            raise Recusa(429, "tentativas erradas demais deste endereço: espere 10 minutos")

    def entrar(self, membro: str, senha: str, endereco: str) -> tuple[str, str]:
        """A member's session: (token, CSRF token). 401 for a wrong name or password, 429 after too many."""
        self._bloqueio(endereco)
        linha = self.banco.um("SELECT hash FROM membros WHERE torneio = ? AND nome = ?", (self.tid, membro))
        if linha is None or not S.confere(senha, str(linha[0])):
            self.tentativas.falhou(endereco)
            raise Recusa(401, "membro ou senha errados")
        tok, csrf = S.token(), S.token()
        with self.banco.transacao():
            self.banco.executar("INSERT INTO sessoes (torneio, resumo, membro, csrf, criada) VALUES (?, ?, ?, ?, ?)",
                                (self.tid, S.resumo(tok), membro, csrf, agora()))
            self._auditar(Quem("membro", membro), "entrou (sessão aberta)")
        return tok, csrf

    def membro_da_sessao(self, tok: str) -> tuple[str, str] | None:
        """(member, CSRF token) of a session token, or None."""
        linha = self.banco.um("SELECT membro, csrf FROM sessoes WHERE torneio = ? AND resumo = ?",
                              (self.tid, S.resumo(tok)))
        return (str(linha[0]), str(linha[1])) if linha else None

    def sair(self, tok: str) -> None:
        with self.banco.transacao():
            self.banco.executar("DELETE FROM sessoes WHERE torneio = ? AND resumo = ?", (self.tid, S.resumo(tok)))

    def jogo_da_mesa(self, tok: str) -> int | None:
        """The jogo a table token writes: the first jogo of its table and round not yet closed (or the last)."""
        linhas = self.banco.todos("SELECT id FROM jogos WHERE torneio = ? AND token = ? ORDER BY id", (self.tid, tok))
        ids = [int(r[0]) for r in linhas]
        for i in ids:
            if self.estado(i) != "confirmado":
                return i
        return ids[-1] if ids else None

    def e_token_de_mesa(self, tok: str) -> bool:
        return self.banco.um("SELECT 1 FROM jogos WHERE torneio = ? AND token = ?", (self.tid, tok)) is not None

    def novo_pin(self, lado: str, quem: Quem) -> dict[str, str]:
        if lado not in self.insc.lados:
            raise Recusa(404, f"o lado {lado!r} não está inscrito")
        p = S.pin()
        with self.banco.transacao():
            self.banco.executar("UPDATE lados SET pin = ? WHERE torneio = ? AND nome = ?",
                                (S.hash_de(p), self.tid, lado))
            self._auditar(quem, f"novo PIN do capataz de {lado} (o anterior deixou de valer)")
        return {"lado": lado, "pin": p}

    # --- rounds -------------------------------------------------------------------------------------------------

    def _rodadas(self) -> list[tuple[int, str, int, str | None]]:
        return [(int(r[0]), str(r[1]), int(r[2]), None if r[3] is None else str(r[3])) for r in self.banco.todos(
            "SELECT ordem, fase, rodada, inicio FROM rodadas WHERE torneio = ? ORDER BY ordem", (self.tid,))]

    def _torneio(self) -> tuple[Any, Any]:
        """The tournament as the export has it, loaded by the CLI's loader (``Torneio``, ``Contexto``)."""
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.torneio.carregar_torneio import carregar_torneio
        from arbitro.torneio.entrada import contexto

        with tempfile.TemporaryDirectory(prefix="arbitro-torneio-") as t:
            caminho = self.escrever_pasta(Path(t))
            try:
                ctx, registro = contexto(None)
                return carregar_torneio(caminho, ctx, registro)
            except CenarioInvalido as e:
                raise Recusa(409, "o torneio exportado não se resolve", [p.mensagem for p in e.problemas]) from None

    def _proxima_rodada(self) -> tuple[Any, Any]:
        """``arbitro torneio rodada`` on the export (§13's pairing: tables 1…mesas, the rest ``aguardando``) and
        the tournament it was asked of."""
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.torneio.fases import proxima_rodada

        torneio, ctx = self._torneio()
        try:
            return proxima_rodada(torneio, ctx), torneio
        except CenarioInvalido as e:
            raise Recusa(409, "a próxima rodada não se resolve", [p.mensagem for p in e.problemas]) from None

    def abrir_rodada(self, quem: Quem) -> dict[str, Any]:
        """POST /rodadas: what ``arbitro torneio rodada --abrir`` would open on the export — a round already in
        the file's ``rodadas:`` as it stands, else the next pairing of the phase — stored with its jogos; each
        table gets a token; the jogos beyond the tables wait (``mesa: null``) and take a table as one frees
        (:meth:`_dar_mesas`). The jogos the file already records are not played again."""
        with self.banco.transacao():
            p, torneio = self._proxima_rodada()
            if p.fim:
                raise Recusa(409, "o torneio terminou: não há rodada a abrir (veja a classificação)")
            abertas = self._rodadas()
            if any((f, n) == (p.fase, p.rodada) for _o, f, n, _i in abertas):
                faltam = [" × ".join(j.lados) for j in [*p.jogos, *p.aguardando]]
                raise Recusa(409, f"a rodada {p.rodada} da fase {p.fase} já está aberta: a próxima abre quando "
                                  f"todos os jogos dela forem confirmados ({'; '.join(faltam)})")
            registrados = _registrados(torneio, p.fase, p.rodada)
            ordem = len(abertas) + 1
            inicio = p.inicio or agora()
            # the jogos that waited for a table stay `mesa: null` in the round as opened (§13: one jogo per table
            # in a round); the table each one took is its jogo entry's `mesa:`
            extras = {"repescagem": p.repescagem, "folga": list(p.folga),
                      "aguardando": [list(j.lados) for j in p.aguardando]}
            self.banco.executar("INSERT INTO rodadas (torneio, ordem, fase, rodada, inicio, extras) VALUES "
                                "(?, ?, ?, ?, ?, ?)", (self.tid, ordem, p.fase, p.rodada, inicio, json_texto(extras)))
            proximo = int((self.banco.um("SELECT COALESCE(MAX(id), 0) + 1 FROM jogos WHERE torneio = ?",
                                         (self.tid,)) or (1,))[0])
            n = 0
            for j in [*p.jogos, *p.aguardando]:
                if frozenset(j.lados) in registrados:
                    continue
                self.banco.executar("INSERT INTO jogos (torneio, id, rodada_ordem, mesa, lado_a, lado_b, token) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?)", (self.tid, proximo + n, ordem, j.mesa, *j.lados,
                                                                     S.token()))
                n += 1
            self._auditar(quem, f"abriu a rodada {p.rodada} da fase {p.fase} ({n} jogos)")
            self._dar_mesas(ordem, quem)
            self._mudou(classificacao=True)
            saida = self.rodada_atual(tokens=True)
        assert saida is not None
        return saida

    def _dar_mesas(self, ordem: int, quem: Quem | str) -> None:
        """§13 ``aguardando``: a jogo waiting for a table takes the lowest table free in its round — one no jogo
        of the round holds until confirmed — with that table's token (the QR on it keeps working: the token
        opens the table's first jogo not confirmed)."""
        if self.insc.mesas is None:
            return
        linhas = [(int(r[0]), r[1], str(r[2])) for r in self.banco.todos(
            "SELECT id, mesa, token FROM jogos WHERE torneio = ? AND rodada_ordem = ? ORDER BY id", (self.tid, ordem))]
        esperando = [i for i, mesa, _t in linhas if mesa is None]
        if not esperando:
            return
        ocupadas = {int(mesa) for i, mesa, _t in linhas if mesa is not None and self.estado(i) != "confirmado"}
        livres = [m for m in range(1, self.insc.mesas + 1) if m not in ocupadas]
        for i, mesa in zip(esperando, livres, strict=False):
            token = next((t for _j, m, t in reversed(linhas) if m == mesa), None) or S.token()
            self.banco.executar("UPDATE jogos SET mesa = ?, token = ? WHERE torneio = ? AND id = ?",
                                (mesa, token, self.tid, i))
            self._auditar(quem, f"jogo {i}: vai à mesa {mesa}, livre (esperava mesa)")
            self._mudou(i, classificacao=True)

    def rodada_atual(self, tokens: bool = False) -> dict[str, Any] | None:
        """GET /rodadas/atual: ``arbitro torneio rodada --json`` on the export, each jogo the server holds with its
        ``id`` and ``estado`` (and ``token``, for the Commission); None before the server opened a round."""
        if not self._rodadas():
            return None
        with self._trava:
            base = self._proxima
        if base is None:
            p, _t = self._proxima_rodada()
            base = p.json()
            with self._trava:
                self._proxima = base
        saida = dict(base)
        if saida.get("fim"):
            return saida
        do_banco = {frozenset((str(r[2]), str(r[3]))): (int(r[0]), str(r[1])) for r in self.banco.todos(
            "SELECT j.id, j.token, j.lado_a, j.lado_b FROM jogos j JOIN rodadas r ON r.torneio = j.torneio AND "
            "r.ordem = j.rodada_ordem WHERE j.torneio = ? AND r.fase = ? AND r.rodada = ?",
            (self.tid, saida["fase"], saida["rodada"]))}
        for chave in ("jogos", "aguardando"):
            lista = []
            for j in saida[chave]:
                item = dict(j)
                achado = do_banco.get(frozenset(j["lados"]))
                if achado is not None:
                    item["id"] = achado[0]
                    item["estado"] = self.estado(achado[0])
                    if tokens:
                        item["token"] = achado[1]
                lista.append(item)
            saida[chave] = lista
        return saida

    def credenciais(self, fase: str, rodada: int) -> list[dict[str, Any]]:
        linhas = self.banco.todos(
            "SELECT j.mesa, j.id, j.token FROM jogos j JOIN rodadas r ON r.torneio = j.torneio AND r.ordem = "
            "j.rodada_ordem WHERE j.torneio = ? AND r.fase = ? AND r.rodada = ? ORDER BY j.id",
            (self.tid, fase, rodada))
        if not linhas and not self.banco.um("SELECT 1 FROM rodadas WHERE torneio = ? AND fase = ? AND rodada = ?",
                                            (self.tid, fase, rodada)):
            raise Recusa(404, f"a rodada {rodada} da fase {fase!r} não foi aberta")
        return [{"mesa": r[0], "id": int(r[1]), "token": str(r[2])} for r in linhas]

    # --- the jogo as stored ---------------------------------------------------------------------------------------

    def dados(self, jogo: int) -> DadosDoJogo:
        linha = self.banco.um(
            "SELECT j.id, r.fase, r.rodada, j.mesa, j.lado_a, j.lado_b, j.resultado, j.decisao FROM jogos j JOIN "
            "rodadas r ON r.torneio = j.torneio AND r.ordem = j.rodada_ordem WHERE j.torneio = ? AND j.id = ?",
            (self.tid, jogo))
        if linha is None:
            raise Recusa(404, f"não há jogo {jogo} neste torneio")
        lados = (str(linha[4]), str(linha[5]))
        insc = self.insc
        formato = next((str(f.get("jogo")) for f in insc.valores.get("fases") or ()
                        if isinstance(f, Mapping) and f.get("nome") == linha[1] and f.get("jogo")), None)
        d = DadosDoJogo(int(linha[0]), str(linha[1]), int(linha[2]), linha[3], lados,
                        {x: insc.lados[x].jogadores for x in lados}, {x: insc.lados[x].reservas for x in lados},
                        {x: c for x in lados if (c := insc.lados[x].capataz)}, insc.regulamento, insc.torneio,
                        insc.data, formato)
        d.resultado = json.loads(linha[6]) if linha[6] else None
        d.decisao = json.loads(linha[7]) if linha[7] else None
        d.eventos = [EventoGravado(int(e[0]), str(e[1]), int(e[2]), int(e[3]), None if e[4] is None else int(e[4]),
                                   json.loads(e[5]), bool(e[6])) for e in self.banco.todos(
            "SELECT seq, id, partida, volta, testa, evento, desfeito FROM eventos WHERE torneio = ? AND jogo = ? "
            "ORDER BY seq", (self.tid, jogo))]
        d.cabecalhos = {int(p[0]): json.loads(p[1]) for p in self.banco.todos(
            "SELECT partida, cabecalho FROM partidas WHERE torneio = ? AND jogo = ?", (self.tid, jogo))}
        d.ocorrencias = [json.loads(o[0]) for o in self.banco.todos(
            "SELECT ocorrencia FROM ocorrencias WHERE torneio = ? AND jogo = ? ORDER BY seq", (self.tid, jogo))]
        return d

    def confirmacoes(self, jogo: int) -> dict[str, str | None]:
        return {str(r[0]): None if r[1] is None else str(r[1]) for r in self.banco.todos(
            "SELECT lado, contesta FROM confirmacoes WHERE torneio = ? AND jogo = ?", (self.tid, jogo))}

    # --- rulings ------------------------------------------------------------------------------------------------

    def julgar_partida(self, d: DadosDoJogo, partida: int) -> dict[str, Any]:
        """The partida so far, as ``arbitro partida --json`` rules its file — the table's session model rules it, for
    every rule system (cached by its events)."""
        chave = (d.id, partida, len(d.aplicados(partida)), hash(json_texto(d.cabecalhos.get(partida, {}))))
        with self._trava:
            if chave in self._partidas:
                return self._partidas[chave]
        from arbitro.mesa.sessao import MudancaRecusada

        try:
            resultado = sessao(d, partida).resultado().json()
        except MudancaRecusada as e:
            raise Recusa(422, "o evento não cabe na partida", [e.mensagem]) from None
        with self._trava:
            if len(self._partidas) > 512:
                self._partidas.clear()
            self._partidas[chave] = resultado
        return resultado

    def julgar_jogo(self, d: DadosDoJogo) -> dict[str, Any]:
        """The jogo as ``arbitro jogo --json`` rules its file, of any rule system (:mod:`arbitro.torneio.por_sistema`);
        while a partida is unfinished, the jogo of the partidas finished (``problemas`` says why the whole one does
        not rule yet)."""
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.sistemas import PADRAO
        from arbitro.torneio.entrada import contexto

        with tempfile.TemporaryDirectory(prefix="arbitro-jogo-") as pasta:
            caminho = escrever_jogo(Path(pasta), d)
            try:
                if d.regulamento != PADRAO:
                    from arbitro.torneio.por_sistema import julgar_jogo

                    return julgar_jogo(caminho).json()
                # MTG's branch of that door, without reading the file once more to learn its system (every event
                # rules its jogo twice: the budget of §14)
                from arbitro.torneio.carregar_jogo import carregar_jogo
                from arbitro.torneio.jogo import julgar_jogo as julgar_mtg

                ctx, registro = contexto(None)
                jogo, ctx = carregar_jogo(caminho, ctx, registro)
                return julgar_mtg(jogo, ctx).json()
            except CenarioInvalido as e:
                return {"problemas": [p.mensagem for p in e.problemas]}

    def estado(self, jogo: int, d: DadosDoJogo | None = None) -> str:
        return str(self.jogo_json(jogo, d)["estado"])

    def _versao_do_jogo(self, jogo: int) -> int:
        return self._versao.get(jogo, 0)

    def jogo_json(self, jogo: int, d: DadosDoJogo | None = None) -> dict[str, Any]:
        """GET /jogos/{id}: as ``arbitro jogo --json``, plus ``estado``, ``partida_em_curso`` and ``eventos``."""
        chave = (jogo, self._versao_do_jogo(jogo))
        with self._trava:
            if chave in self._jogos:
                return self._jogos[chave]
        with self._calculo:  # one computation of a stale jogo, however many readers ask at once
            with self._trava:
                if chave in self._jogos:
                    return self._jogos[chave]
            return self._jogo_json(jogo, chave, d)

    def _jogo_json(self, jogo: int, chave: tuple[int, int], d: DadosDoJogo | None) -> dict[str, Any]:
        d = d or self.dados(jogo)
        saida: dict[str, Any] = {"id": d.id, "fase": d.fase, "rodada": d.rodada, "mesa": d.mesa,
                                 "lados": list(d.lados)}
        saida.update(self.julgar_jogo(d))
        confirmacoes = self.confirmacoes(jogo)
        if d.decisao is not None:
            estado = "confirmado"
        elif any(c is not None for c in confirmacoes.values()):
            estado = "em-disputa"
        elif saida.get("vencedor") is not None:
            estado = "confirmado" if all(x in confirmacoes for x in d.lados) else "a-confirmar"
        elif d.eventos or d.resultado or d.ocorrencias:
            estado = "em-jogo"
        else:
            estado = "aguardando"
        saida["estado"] = estado
        saida["confirmacoes"] = {x: ("contesta" if confirmacoes[x] else "confirma") for x in confirmacoes}
        contestacoes = {x: m for x, m in confirmacoes.items() if m}
        if contestacoes:
            saida["contestacoes"] = contestacoes
        if d.decisao is not None:
            saida["decisao"] = d.decisao
        com = d.partidas_com_eventos()
        saida["partida_em_curso"] = self.julgar_partida(d, com[-1]) if com else None
        saida["eventos"] = [e.json() for e in d.eventos]
        with self._trava:
            if len(self._jogos) > 4096:
                self._jogos.clear()
            self._jogos[chave] = saida
        return saida

    # --- writes -------------------------------------------------------------------------------------------------

    def _auditar(self, quem: Quem | str, o_que: str) -> None:
        seq = int((self.banco.um("SELECT COALESCE(MAX(seq), 0) + 1 FROM auditoria WHERE torneio = ?",
                                 (self.tid,)) or (1,))[0])
        self.banco.executar("INSERT INTO auditoria (torneio, seq, quando, quem, o_que) VALUES (?, ?, ?, ?, ?)",
                            (self.tid, seq, agora(), str(quem), o_que))

    def auditoria(self) -> list[dict[str, Any]]:
        return [{"quando": str(r[0]), "quem": str(r[1]), "o_que": str(r[2])} for r in self.banco.todos(
            "SELECT quando, quem, o_que FROM auditoria WHERE torneio = ? ORDER BY seq", (self.tid,))]

    def _mudou(self, jogo: int | None = None, classificacao: bool = False) -> None:
        """Forget what a write made stale: the jogo's ruling, and the standings when the confirmed jogos changed
        (they count only confirmed jogos: an event at a table leaves them as they were — computed once per such
        write, not per read)."""
        with self._trava:
            if jogo is not None:
                self._versao[jogo] = self._versao.get(jogo, 0) + 1
            if classificacao:
                self._classificacao.clear()
                self._proxima = None
                self._chave = None
        for ouvir in list(self.ouvintes):
            ouvir()

    @contextmanager
    def _escrita_no_jogo(self, jogo: int, quem: Quem) -> Iterator[DadosDoJogo]:
        """A write to a jogo: refused (409) once it is closed; the confirmations cleared when the result changes."""
        with self.banco.transacao():
            d = self.dados(jogo)
            antes = self.jogo_json(jogo, d)
            if antes["estado"] == "confirmado":
                raise Recusa(409, "o jogo já foi confirmado: não aceita mais eventos, resultados nem ocorrências")
            yield d
            self._mudou(jogo)
            depois = self.jogo_json(jogo)  # ruled once here, at the write; readers find it ready
            if depois["confirmacoes"] and _placar(antes) != _placar(depois):
                self.banco.executar("DELETE FROM confirmacoes WHERE torneio = ? AND jogo = ?", (self.tid, jogo))
                self._mudou(jogo)
                self.jogo_json(jogo)

    def definir_partida(self, jogo: int, corpo: Mapping[str, Any], quem: Quem) -> dict[str, Any]:
        n = _inteiro(corpo, "partida", 1, 9)
        extras = {k: v for k, v in corpo.items() if k != "partida"}
        desconhecidas = set(extras) - {"assentos", "placar_inicial", "camas_iniciais", "opcoes", "leituras"}
        if desconhecidas:
            raise Recusa(422, f"chave desconhecida: {', '.join(sorted(desconhecidas))}")
        with self._escrita_no_jogo(jogo, quem) as d:
            if d.aplicados(n) or any(e.partida == n for e in d.eventos):
                raise Recusa(409, f"a partida {n} já tem eventos: os assentos e o placar inicial vêm antes do "
                                  "primeiro")
            d.cabecalhos[n] = extras
            self._validar_partida(d, n)
            self.banco.executar("DELETE FROM partidas WHERE torneio = ? AND jogo = ? AND partida = ?",
                                (self.tid, jogo, n))
            self.banco.executar("INSERT INTO partidas (torneio, jogo, partida, cabecalho) VALUES (?, ?, ?, ?)",
                                (self.tid, jogo, n, json_texto(extras)))
            self._auditar(quem, f"jogo {jogo}: partida {n} preparada ({json_texto(extras)})")
        return {"partida": n, **extras}

    def _validar_partida(self, d: DadosDoJogo, n: int) -> dict[str, Any]:
        from arbitro.cenario.yamlpos import CenarioInvalido

        try:
            return self.julgar_partida(d, n)
        except CenarioInvalido as e:
            raise Recusa(422, "o evento não cabe na partida", [p.mensagem for p in e.problemas]) from None

    def postar_evento(self, jogo: int, corpo: Mapping[str, Any], quem: Quem) -> dict[str, Any]:
        """POST /jogos/{id}/eventos → ``{seq, ultimo, partida_em_curso}`` (an id already applied: its first answer's
        ``seq``, never applied twice)."""
        ident = corpo.get("id")
        if not isinstance(ident, str) or not ID_DO_EVENTO.match(ident):
            raise Recusa(422, "id: 128 bits aleatórios do cliente, em hexadecimal (32 algarismos) ou na forma UUID")
        ident = ident.lower().replace("-", "")
        n = _inteiro(corpo, "partida", 1, 9)
        volta = _inteiro(corpo, "volta", 1, 999)
        testa = corpo.get("testa")
        if testa is not None and (not isinstance(testa, int) or isinstance(testa, bool) or not 1 <= testa <= 3):
            raise Recusa(422, "testa: 1, 2 ou 3 (numa volta de testa)")
        evento = corpo.get("evento")
        if not isinstance(evento, dict) or len(evento) != 1:
            raise Recusa(422, "evento: um item da lista eventos: da volta, como {\"Bento\": \"truco\"} ou "
                              "{\"vaza\": \"Os Tauras\"}")
        desconhecidas = set(corpo) - {"id", "partida", "volta", "testa", "depois", "evento"}
        if desconhecidas:
            raise Recusa(422, f"chave desconhecida: {', '.join(sorted(desconhecidas))}")
        ja = self.banco.um("SELECT jogo, seq FROM eventos WHERE torneio = ? AND id = ?", (self.tid, ident))
        if ja is not None:
            if int(ja[0]) != jogo:
                raise Recusa(409, "este id de evento já foi usado em outro jogo")
            return self._resposta(self.dados(jogo), n, int(ja[1]))
        with self._escrita_no_jogo(jogo, quem) as d:
            da_partida = [e for e in d.eventos if e.partida == n]
            ultimo = da_partida[-1].id if da_partida else None
            depois = corpo.get("depois")
            if depois is not None and str(depois).lower().replace("-", "") != ultimo:
                raise Recusa(409, "outro aparelho registrou nesta partida depois do que este aparelho viu "
                                  "(depois): recarregue a mesa e confira os eventos")
            com = d.partidas_com_eventos()
            if n > max(com, default=0) + 1:
                raise Recusa(422, f"partida {n}: a próxima partida deste jogo é a {max(com, default=0) + 1}")
            aplicados = d.aplicados(n)
            ultima_volta = max((e.volta for e in aplicados), default=0)
            if volta > ultima_volta + 1 or (volta < ultima_volta):
                raise Recusa(422, f"volta {volta}: a volta em curso da partida {n} é a {max(ultima_volta, 1)} "
                                  f"(ou a {ultima_volta + 1}, a seguinte)")
            alvo = evento.get("desfaz")
            if alvo is not None:
                alvo = str(alvo).lower().replace("-", "")
                if not aplicados or aplicados[-1].id != alvo:
                    raise Recusa(409, "só se desfaz o último evento aplicado na partida (um de cada vez)")
                self.banco.executar("UPDATE eventos SET desfeito = 1 WHERE torneio = ? AND id = ?", (self.tid, alvo))
                evento = {"desfaz": alvo}
            else:
                novo = EventoGravado(0, ident, n, volta, testa, dict(evento), False)
                d.eventos.append(novo)
                self._validar_partida(d, n)
            seq = max((e.seq for e in d.eventos), default=0) + 1
            self.banco.executar(
                "INSERT INTO eventos (torneio, jogo, seq, id, partida, volta, testa, evento, quando) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", (self.tid, jogo, seq, ident, n, volta, testa,
                                                       json_texto(evento), agora()))
            self._auditar(quem, f"jogo {jogo}: evento {seq} (partida {n}, volta {volta}"
                                f"{f', testa {testa}' if testa else ''}): {json_texto(evento)}")
        return self._resposta(self.dados(jogo), n, seq)

    def _resposta(self, d: DadosDoJogo, n: int, seq: int) -> dict[str, Any]:
        da_partida = [e for e in d.eventos if e.partida == n]
        return {"seq": seq, "ultimo": da_partida[-1].id if da_partida else None,
                "partida_em_curso": self.julgar_partida(d, n) if d.aplicados(n) else None}

    def postar_resultado(self, jogo: int, corpo: Mapping[str, Any], quem: Quem) -> dict[str, Any]:
        partidas = corpo.get("partidas")
        if not isinstance(partidas, list) or not partidas or len(partidas) > 9:
            raise Recusa(422, "partidas: a lista dos placares finais, [{\"A\": 24, \"B\": 10}, …]")
        with self._escrita_no_jogo(jogo, quem) as d:
            limpos: list[dict[str, int]] = []
            for i, p in enumerate(partidas, 1):
                if (not isinstance(p, dict) or set(p) != set(d.lados)
                        or not all(isinstance(v, int) and not isinstance(v, bool) for v in p.values())):
                    raise Recusa(422, f"partida {i}: o placar final dos dois lados, {{{d.lados[0]!r}: n, "
                                      f"{d.lados[1]!r}: n}}")
                limpos.append({x: int(p[x]) for x in d.lados})
            for n in d.partidas_com_eventos():  # a partida recorded event by event has its own score
                if n <= len(limpos):
                    placar = self.julgar_partida(d, n)["placar_final"]
                    if limpos[n - 1] != {x: placar[x] for x in d.lados}:
                        a, b = d.lados
                        raise Recusa(422, f"partida {n}: a mesa a registrou volta a volta, {a} {placar[a]} × "
                                          f"{placar[b]} {b}; o resultado tem de dizer o mesmo")
            d.resultado = limpos
            julgado = self.julgar_jogo(d)
            if "problemas" in julgado and not d.partidas_com_eventos():
                raise Recusa(422, "o resultado não fecha um jogo", julgado["problemas"])
            self.banco.executar("UPDATE jogos SET resultado = ? WHERE torneio = ? AND id = ?",
                                (json_texto(limpos), self.tid, jogo))
            self._auditar(quem, f"jogo {jogo}: resultado {json_texto(limpos)}")
        return self.jogo_json(jogo)

    def postar_ocorrencia(self, jogo: int, corpo: Mapping[str, Any], quem: Quem) -> dict[str, Any]:
        if not isinstance(corpo, dict) or not corpo:
            raise Recusa(422, "uma ocorrência do contrato §10, como {\"atraso\": \"Querência\", \"minutos\": 9}")
        with self._escrita_no_jogo(jogo, quem) as d:
            antes = set(self.julgar_jogo(d).get("problemas", ()))
            d.ocorrencias.append(dict(corpo))
            problemas = [p for p in self.julgar_jogo(d).get("problemas", ()) if p not in antes]
            if problemas:  # what the occurrence itself brings (an unknown trio, a partida beyond the jogo…)
                raise Recusa(422, "a ocorrência não cabe no jogo", problemas)
            seq = len(d.ocorrencias)
            self.banco.executar("INSERT INTO ocorrencias (torneio, jogo, seq, ocorrencia, quem) VALUES (?, ?, ?, ?, ?)",
                                (self.tid, jogo, seq, json_texto(corpo), str(quem)))
            self._auditar(quem, f"jogo {jogo}: ocorrência {json_texto(corpo)}")
        return self.jogo_json(jogo)

    def confirmar(self, jogo: int, corpo: Mapping[str, Any], endereco: str) -> dict[str, Any]:
        """A capataz confirms or contests: the PIN is the credential (401 wrong, 403 another side's jogo)."""
        self._bloqueio(endereco)
        lado, pin = corpo.get("lado"), corpo.get("pin")
        if not isinstance(lado, str) or not isinstance(pin, str):
            self.tentativas.falhou(endereco)
            raise Recusa(401, "o capataz confirma com o nome do lado e o seu PIN de 6 algarismos")
        linha = self.banco.um("SELECT pin FROM lados WHERE torneio = ? AND nome = ?", (self.tid, lado))
        if linha is None or not re.fullmatch(r"\d{6}", pin) or not S.confere(pin, str(linha[0])):
            self.tentativas.falhou(endereco)
            raise Recusa(401, "lado ou PIN errados")
        contesta = corpo.get("contesta")
        if contesta is not None and (not isinstance(contesta, str) or not contesta.strip()
                                     or len(contesta) > MAX_TEXTO):
            raise Recusa(422, f"contesta: o motivo, em texto (até {MAX_TEXTO} caracteres)")
        with self.banco.transacao():
            d = self.dados(jogo)
            if lado not in d.lados:
                raise Recusa(403, f"o capataz de {lado} só confirma os jogos do seu lado")
            estado = self.jogo_json(jogo, d)["estado"]
            if estado not in ("a-confirmar", "em-disputa"):
                raise Recusa(409, f"o jogo está {estado}: só se confirma um resultado que decide o jogo")
            self.banco.executar("DELETE FROM confirmacoes WHERE torneio = ? AND jogo = ? AND lado = ?",
                                (self.tid, jogo, lado))
            self.banco.executar("INSERT INTO confirmacoes (torneio, jogo, lado, contesta, quando) "
                                "VALUES (?, ?, ?, ?, ?)",
                                (self.tid, jogo, lado, contesta.strip() if contesta else None, agora()))
            self._auditar(Quem("capataz", f"capataz de {lado}"),
                          f"jogo {jogo}: {'contestou: ' + contesta.strip() if contesta else 'confirmou o resultado'}")
            self._mudou(jogo, classificacao=True)
            self._dar_mesas(self._ordem_do_jogo(jogo), "arbitro servidor")
        return self.jogo_json(jogo)

    def decidir(self, jogo: int, corpo: Mapping[str, Any], quem: Quem) -> dict[str, Any]:
        """The commission's decision (§13 ``decisao``): the jogo ``confirmado``, the decision kept."""
        motivo = corpo.get("motivo")
        if not isinstance(motivo, str) or not motivo.strip() or len(motivo) > MAX_TEXTO:
            raise Recusa(422, f"motivo: a razão da decisão, em texto (até {MAX_TEXTO} caracteres)")
        with self.banco.transacao():
            d = self.dados(jogo)
            vencedor = corpo.get("vencedor")
            if vencedor is not None and vencedor not in d.lados:
                raise Recusa(422, f"vencedor: {d.lados[0]!r}, {d.lados[1]!r} ou null")
            decisao: dict[str, Any] = {"vencedor": vencedor, "motivo": motivo.strip(), "data": agora()[:10]}
            if corpo.get("partidas") is not None:
                partidas = corpo["partidas"]
                if not isinstance(partidas, list) or not all(isinstance(p, dict) and set(p) == set(d.lados)
                                                             for p in partidas):
                    raise Recusa(422, "partidas: a lista dos placares finais dos dois lados")
                decisao["partidas"] = partidas
            self.banco.executar("UPDATE jogos SET decisao = ? WHERE torneio = ? AND id = ?",
                                (json_texto(decisao), self.tid, jogo))
            self._auditar(quem, f"jogo {jogo}: decisão da Comissão — vencedor {vencedor or 'nenhum'}; motivo: "
                                f"{motivo.strip()}")
            self._mudou(jogo, classificacao=True)
            self._dar_mesas(self._ordem_do_jogo(jogo), "arbitro servidor")
        return self.jogo_json(jogo)

    # --- reading above the jogo ----------------------------------------------------------------------------------

    def jogos(self) -> list[int]:
        return [int(r[0]) for r in self.banco.todos("SELECT id FROM jogos WHERE torneio = ? ORDER BY id", (self.tid,))]

    def _ordem_do_jogo(self, jogo: int) -> int:
        linha = self.banco.um("SELECT rodada_ordem FROM jogos WHERE torneio = ? AND id = ?", (self.tid, jogo))
        return int(linha[0]) if linha else 0

    def _itens_das_rodadas(self) -> list[str]:
        """The export's ``rodadas:``: the file's rounds as it had them (those the server opened with the ``inicio``
        it gave), then the rounds the server opened beyond the file — each as opened, the jogos that waited for a
        table with ``mesa: null``."""
        from arbitro.torneio.abrir import item_da_rodada

        do_banco: dict[tuple[str, int], tuple[str | None, dict[str, Any], list[tuple[Any, list[str]]]]] = {}
        for r in self.banco.todos("SELECT ordem, fase, rodada, inicio, extras FROM rodadas WHERE torneio = ? "
                                  "ORDER BY ordem", (self.tid,)):
            jogos = [(j[0], [str(j[1]), str(j[2])]) for j in self.banco.todos(
                "SELECT mesa, lado_a, lado_b FROM jogos WHERE torneio = ? AND rodada_ordem = ? ORDER BY id",
                (self.tid, int(r[0])))]
            do_banco[(str(r[1]), int(r[2]))] = (None if r[3] is None else str(r[3]),
                                                json.loads(r[4]) if r[4] else {}, jogos)
        lido = self.insc.torneio_lido
        do_arquivo = lido.org.rodadas if lido is not None else ()
        originais = list(self.insc.valores.get("rodadas") or ())
        itens: list[str] = []
        for i, ra in enumerate(do_arquivo):
            aberta = do_banco.pop((ra.fase, ra.rodada), None)
            if aberta is None:
                itens.append(json_texto(originais[i]) if i < len(originais) else "{}")
                continue
            jogos = [(j.mesa, list(j.lados)) for j in ra.jogos]
            itens.append(_item(item_da_rodada, ra.fase, ra.rodada, ra.inicio or aberta[0] or "", ra.repescagem,
                               jogos, list(ra.folga or ())))
        for (fase, rodada), (inicio, extras, jogos) in do_banco.items():
            esperaram = {frozenset(x) for x in extras.get("aguardando") or ()}
            como_aberta = [(None if frozenset(lados) in esperaram else mesa, lados) for mesa, lados in jogos]
            itens.append(_item(item_da_rodada, fase, rodada, inicio or "", bool(extras.get("repescagem")),
                               como_aberta, list(extras.get("folga") or ())))
        return itens

    def _rodadas_json(self) -> list[dict[str, Any]]:
        saida = []
        for ordem, fase, rodada, inicio in self._rodadas():
            jogos = [{"mesa": r[0], "lados": [str(r[1]), str(r[2])]} for r in self.banco.todos(
                "SELECT mesa, lado_a, lado_b FROM jogos WHERE torneio = ? AND rodada_ordem = ? ORDER BY id",
                (self.tid, ordem))]
            saida.append({"fase": fase, "rodada": rodada, "inicio": inicio, "jogos": jogos})
        return saida

    def escrever_pasta(self, pasta: Path) -> Path:
        """The export's files in ``pasta``: the confirmed jogos listed, the others under ``em-andamento/``."""
        confirmados = []
        for i in self.jogos():
            d = self.dados(i)
            if self.estado(i, d) == "confirmado":
                escrever_jogo(pasta, d)
                confirmados.append(d)
            elif d.eventos or d.resultado or d.ocorrencias:
                escrever_jogo(pasta, d, "em-andamento")
        caminho = pasta / "torneio.yaml"
        caminho.write_text(texto_do_torneio(self.insc.valores, self._itens_das_rodadas(),
                                            list(self.insc.valores.get("jogos") or ()), confirmados),
                           encoding="utf-8")
        (pasta / "auditoria.jsonl").write_text("".join(json_texto(a) + "\n" for a in self.auditoria()),
                                               encoding="utf-8")
        return caminho

    def exportar(self) -> bytes:
        """GET /exportar: the ``.tar.gz`` of §14, no top folder, no token, PIN or password hash."""
        import io
        import tarfile

        with tempfile.TemporaryDirectory(prefix="arbitro-exporta-") as t:
            pasta = Path(t)
            self.escrever_pasta(pasta)
            buf = io.BytesIO()
            with tarfile.open(fileobj=buf, mode="w:gz") as tar:
                for arq in sorted(p for p in pasta.rglob("*") if p.is_file()):
                    tar.add(arq, arcname=arq.relative_to(pasta).as_posix(), recursive=False)
            return buf.getvalue()

    def classificacao(self, fase: str | None = None) -> dict[str, Any]:
        """GET /classificacao: as ``arbitro classificacao --json [--fase F]`` on the export, computed once per
        write."""
        with self._trava:
            if fase in self._classificacao:
                return self._classificacao[fase]
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.torneio.fases import classificacao_json

        try:
            torneio, ctx = self._torneio()
            saida = classificacao_json(torneio, ctx, fase)
        except CenarioInvalido as e:
            saida = {"erro": "a classificação não pôde ser calculada", "problemas": [p.mensagem for p in e.problemas]}
        except Recusa as r:
            saida = {"erro": "a classificação não pôde ser calculada", "problemas": r.problemas}
        with self._trava:
            self._classificacao[fase] = saida
        return saida

    def chave(self) -> dict[str, Any]:
        """The knockout bracket for the public page: as ``arbitro torneio chave --json`` on the export (contract v3
        §13), computed once per write that confirms a jogo, like the standings."""
        with self._trava:
            if self._chave is not None:
                return self._chave
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.torneio.fases import chave

        try:
            torneio, ctx = self._torneio()
            saida = chave(torneio, ctx).json()
        except CenarioInvalido as e:
            saida = {"erro": "a chave não pôde ser calculada", "problemas": [p.mensagem for p in e.problemas]}
        except Recusa as r:
            saida = {"erro": "a chave não pôde ser calculada", "problemas": r.problemas}
        with self._trava:
            self._chave = saida
        return saida


def _inteiro(corpo: Mapping[str, Any], chave: str, menor: int, maior: int) -> int:
    valor = corpo.get(chave)
    if not isinstance(valor, int) or isinstance(valor, bool) or not menor <= valor <= maior:
        raise Recusa(422, f"{chave}: um número de {menor} a {maior}")
    return valor


def _registrados(torneio: Any, fase: str | None, rodada: int | None) -> set[frozenset[str]]:
    """The sides of the jogos the tournament file records in that round. A tournament of duplas (the tournament v3
    for every system) names its jogos by ``nomes_do_jogo``; MTG's by ``jogos[i].jogo.nomes``."""
    nomes = getattr(torneio, "nomes_do_jogo", None) or (lambda i: torneio.jogos[i].jogo.nomes)
    return {frozenset(nomes(i)) for i, m in enumerate(torneio.marcas) if (m.fase, m.rodada) == (fase, rodada)}


def _item(item_da_rodada: Callable[[dict[str, Any], str], str], fase: str, rodada: int, inicio: str,
          repescagem: bool, jogos: Sequence[tuple[Any, list[str]]], folga: list[str]) -> str:
    """A round as ``arbitro torneio rodada --abrir`` writes it (one flow mapping)."""
    return item_da_rodada({"fase": fase, "rodada": rodada, "repescagem": repescagem, "folga": folga,
                           "jogos": [{"mesa": m, "lados": x} for m, x in jogos if m is not None],
                           "aguardando": [{"lados": x} for m, x in jogos if m is None]}, inicio)


def _placar(j: Mapping[str, Any]) -> Any:
    return [p.get("placar") for p in j.get("partidas") or ()], j.get("vencedor"), (
        j.get("partida_em_curso") or {}).get("placar_final")


__all__ = ["CHAVES_DA_VOLTA", "ESTADOS", "Quem", "Recusa", "Servico"]
