"""The partida being recorded at the table: set-up, voltas and their events, undo and edit, the ruling so far,
the calls valid now, and the partida file (contract v2 §9) saved after every change.

No terminal here: the Textual app (:mod:`arbitro.mesa.app`) and the key machine (:mod:`arbitro.mesa.teclado`)
only call this. Every change goes through :meth:`Sessao._mudar`: the volta is ruled again, a change that would make
the file invalid (the same card twice…) is refused with the loader's message, and the file is written to a
temporary file and renamed over the old one (:func:`arbitro.nucleo.arquivos.gravar`), so a dead battery mid-save
leaves the previous file whole.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitro.mesa import yamlmin
from arbitro.mesa.julgamento import Julgador, Situacao
from arbitro.mesa.maos import MAO, JulgadorDeMaos
from arbitro.mesa.sistema import Adaptador, Evento, adaptador
from arbitro.nucleo.mao import placar_em_palavras

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.cenario.yamlpos import CenarioInvalido
    from arbitro.nucleo.leituras import Selecao
    from arbitro.torneio.partida import ResultadoPartida
    from arbitro.torneio.partida_geral import PartidaJulgada

TESTAS = 3  # "cada jogador com o seu contrário sentado no lugar oposto (testa)" (Art. 10, III): three pairs
CHAVES_DA_ENTRADA = ("eventos", "testas", "mao")  # a volta entry's own keys; the rest are volta keys (§7), kept


class MudancaRecusada(Exception):
    """A change the partida file cannot hold; ``mensagem`` says why (pt-BR, by the loader), escaped: it may quote
    a name or a text typed, and the screen shows it, never obeys it (issue 21)."""

    def __init__(self, mensagem: str) -> None:
        from arbitro.cenario.nomes import escapar

        super().__init__(escapar(mensagem))
        self.mensagem = escapar(mensagem)

    @classmethod
    def de(cls, e: CenarioInvalido) -> MudancaRecusada:
        """The loader's refusal as the mesa shows it: each problem's message escaped, without its place — the
        lines are those of the document the mesa generates, not of the judge's file."""
        return cls("; ".join(p.mensagem for p in e.problemas))


@dataclass
class VoltaRegistro:
    """One volta as recorded: one list of events (roda) or three (testa), with the keys it was read with."""

    modalidade: str  # "roda" | "testa" (MTG) | "mao" (a hand of another system, contract v3 §12)
    listas: list[list[Evento]]
    mao: str | None = None  # written only when the mão is not the next seat (``mao:``)
    extras: dict[str, Any] = field(default_factory=dict)  # other volta keys (tempo_esgotado, leituras…)
    extras_testas: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def nova(cls, modalidade: str) -> VoltaRegistro:
        n = TESTAS if modalidade == "testa" else 1
        return cls(modalidade, [[] for _ in range(n)], extras_testas=[{} for _ in range(n if n > 1 else 0)])

    @property
    def vazia(self) -> bool:
        return not any(self.listas) and not self.extras

    def linhas(self, com_mao: str | None = None) -> list[str]:
        """The volta's entry in the partida file (indented under ``voltas:``)."""
        corpo: list[str] = []
        mao = com_mao or self.mao
        if mao is not None:
            corpo.append(f"    mao: {yamlmin.escalar(mao)}")
        corpo += [f"    {yamlmin.escalar(k)}: {yamlmin.fluxo(v)}" for k, v in self.extras.items()]
        if self.modalidade != "testa":
            corpo += yamlmin.eventos(self.listas[0], 4)
        else:
            corpo.append("    testas:")
            for eventos, extras in zip(self.listas, self.extras_testas, strict=True):
                testa = [f"        {yamlmin.escalar(k)}: {yamlmin.fluxo(v)}" for k, v in extras.items()]
                testa += yamlmin.eventos(eventos, 8)
                corpo += ["      - " + testa[0][8:], *testa[1:]]
        return ["  - " + corpo[0][4:], *corpo[1:]]


MTG = "mtg-truco-cego"
CHAVES_DA_SUMULA = ("torneio", "data", "mesa_numero", "juiz")  # contract v3 §12's optional keys, for the súmula
CHAVES_DA_VOLTA_POR_EVENTO = ("vira", "mao", "tempo_esgotado", "leituras", "cartas")  # posted as events (v3 §14)


@dataclass
class Cabecalho:
    """The partida's header: the rule system and its options, the sides and the seats, the score (and camas) when
    recording began, the commission's readings, and what the súmula carries (torneio, data, mesa_numero, juiz)."""

    lados: dict[str, list[str]]  # the sides: trios in MTG, duplas in the others (contract v3 §12)
    assentos: list[str]
    placar_inicial: dict[str, int] | None = None  # the score when recording began (a partida joined mid-way)
    regulamento: str = MTG
    leituras: dict[str, str] = field(default_factory=dict)  # the commission's choices (contract v2 §8)
    camas_iniciais: dict[str, int] | None = None  # valenciano: the camas already won when recording began
    opcoes: dict[str, Any] = field(default_factory=dict)  # the system's options (§8): pontos_por_cama, flor…
    sumula: dict[str, str] = field(default_factory=dict)  # CHAVES_DA_SUMULA given

    @property
    def trios(self) -> dict[str, list[str]]:
        """The sides under MTG's word (the MTG recorder's name for them, kept)."""
        return self.lados

    @trios.setter
    def trios(self, lados: dict[str, list[str]]) -> None:
        self.lados = lados

    @property
    def mtg(self) -> bool:
        """MTG's partida (contract v2 §9: roda/testa, trios); any other system is played hand by hand (v3 §12)."""
        return self.regulamento == MTG

    @property
    def chave_lados(self) -> str:
        """The key that names the sides in the file: ``trios`` (MTG) or ``duplas`` (contract v3 §12)."""
        from arbitro.sistemas import sistema

        return sistema(self.regulamento).formato.lados

    @property
    def versao(self) -> int:
        """2 for an MTG partida as v2 §9 wrote it (unchanged); 3 when a v3 key is used, or another system (§12)."""
        return 2 if self.mtg and not (self.sumula or self.camas_iniciais or self.opcoes) else 3

    def linhas(self, arquivo: str, placar_inicial: Mapping[str, int] | None = None) -> list[str]:
        """The header's lines."""
        placar = placar_inicial if placar_inicial is not None else self.placar_inicial
        sumula, versao = self.sumula, self.versao
        contrato = "contrato v2 §9" if self.mtg else "contrato v3 §12"
        comeco = ""
        if self.placar_inicial is not None or self.camas_iniciais is not None:
            comeco = f". Registro começado no meio da partida: {placar_em_palavras(self.placar_inicial or {})}"
            if self.camas_iniciais is not None:
                comeco += f", camas {placar_em_palavras(self.camas_iniciais)}"
        linhas = [f"# Partida registrada à mesa com arbitro mesa ({contrato}). Resolva com: arbitro partida "
                  f"{Path(arquivo).name}{comeco}",
                  f"versao: {versao}", f"regulamento: {yamlmin.escalar(self.regulamento)}"]
        linhas += [f"{k}: {yamlmin.escalar(sumula[k])}" for k in CHAVES_DA_SUMULA if k in sumula]
        linhas.append(f"{self.chave_lados}:")
        linhas += [f"  {yamlmin.escalar(t)}: {yamlmin.fluxo(js)}" for t, js in self.lados.items()]
        linhas.append(f"assentos: {yamlmin.fluxo(self.assentos)}")
        if placar is not None:
            linhas.append(f"placar_inicial: {yamlmin.fluxo(dict(placar))}")
        if self.camas_iniciais is not None:
            linhas.append(f"camas_iniciais: {yamlmin.fluxo(self.camas_iniciais)}")
        if self.opcoes:
            linhas.append(f"opcoes: {yamlmin.fluxo(self.opcoes)}")
        if self.leituras:
            linhas.append(f"leituras: {yamlmin.fluxo(self.leituras)}")
        return linhas


def documento(cab: Cabecalho, voltas: Sequence[VoltaRegistro], arquivo: str,
              placar_inicial: Mapping[str, int] | None = None, mao: str | None = None) -> str:
    """The partida file's text (``mao``: written on the last volta)."""
    linhas = cab.linhas(arquivo, placar_inicial)
    if not voltas:
        return "\n".join([*linhas, "voltas: []", ""])
    linhas.append("voltas:")
    for i, v in enumerate(voltas, 1):
        linhas.append(f"  # volta {i} — {v.modalidade}" if v.modalidade != MAO else f"  # mão {i}")
        linhas += v.linhas(mao if i == len(voltas) else None)
    return "\n".join([*linhas, ""])


@dataclass
class _Estado:
    voltas: list[VoltaRegistro]
    leituras: dict[str, str]
    testa: int
    posicao: int | None


class Sessao:
    """The partida being recorded at a table, saved to ``caminho`` after every change — the one model under every
    front end (the terminal's :mod:`arbitro.mesa.app`, the server's table page): no terminal, no web here.

    Public API (what a front end calls):

    * set-up: ``Sessao(Cabecalho(lados, assentos, placar_inicial, regulamento, leituras, camas_iniciais, opcoes,
      sumula), caminho)`` starts a partida (then :meth:`salvar`); :meth:`abrir` resumes a file (raises
      ``CenarioInvalido``, every problem located). ``salvar=`` takes another writer (the server's storage).
    * what is recorded: ``cab`` (the header), ``voltas`` (:class:`VoltaRegistro`, the last one being recorded),
      :attr:`volta`, :attr:`eventos` (the list the next event goes to), ``testa`` (0–2 in an MTG testa volta),
      :meth:`jogadores` (the order of play from the mão: the players' keys 1…n), :meth:`lados_dos_jogadores`,
      :meth:`chaves_da_volta` (the hand keys the system takes: ``vira``…).
    * changes, each ruled, saved atomically and undoable: :meth:`registrar`, :meth:`apagar`, :meth:`editar`,
      :meth:`nova_volta`, :meth:`trocar_modalidade` (MTG), :meth:`mudar_testa` (MTG), :meth:`definir` (a hand key:
      ``vira``, ``mao``), :meth:`aplicar` (an event as contract v3 §14 posts it: a play or a volta key),
      :meth:`escolher_leitura`, :meth:`desfazer`. A change the file cannot hold raises
      :class:`MudancaRecusada` (pt-BR message) and nothing changes, on disk or in memory.
    * the ruling: :meth:`situacao` (the current volta ruled so far, with the score before it and its mão),
      :meth:`validas` (the calls the system's engine lets a player make now, :meth:`Sistema.pode`),
      :meth:`resultado` (the whole partida so far: contract v2 §9 for MTG, v3 §12 for the others, ``.json()``).
    * serialisation: :meth:`texto` (the partida file: v2 §9 for MTG, v3 §12 for the others), :meth:`abrir` (back);
      :meth:`texto_cenario` (the current hand as a scenario for ``arbitro resolve``), exports.
    """

    def __init__(self, cab: Cabecalho, caminho: str | Path, voltas: list[VoltaRegistro] | None = None,
                 salvar: Callable[[Path, str], None] | None = None) -> None:
        self.cab = cab
        self.caminho = Path(caminho)
        self.adaptador: Adaptador = adaptador(cab.regulamento)
        self.voltas: list[VoltaRegistro] = voltas or []
        self.testa = 0  # the testa being recorded (0–2) in a testa volta
        self.posicao: int | None = None  # where the next event goes (editing); None: at the end
        self._historico: list[_Estado] = []
        self.versao = 0  # counts the changes: the screen redraws the events and the ruling only when it moves
        self._julgador = Julgador(str(self.caminho))
        self._maos = JulgadorDeMaos(str(self.caminho))
        self._situacao: Situacao | None = None
        self._validas: dict[tuple[int, str], list[str]] = {}
        self._gravar = salvar or _gravar
        self._assinatura = assinatura(self.caminho)  # the file as this session last saw it (issue 21, item 2)
        if not self.voltas:
            self.voltas.append(VoltaRegistro.nova(self._devida_da_proxima() or "roda"))
        self.testa = self._testa_em_curso()

    # --- set-up and resume ------------------------------------------------------------------------------------

    @classmethod
    def abrir(cls, caminho: str | Path) -> Sessao:
        """Resume the partida file at ``caminho``; raises ``CenarioInvalido`` (every problem, located).

        The values are read with the loader's rules (:func:`yamlmin.valor`), and a file with comments of its own is
        refused: the mesa rewrites the whole file after each event and would lose them (issue 21, item 1)."""
        from arbitro.cenario.yamlpos import CenarioInvalido, compor, ler, marca
        from arbitro.julgar import sistema_do_documento
        from arbitro.torneio import documento as D

        arquivo = str(caminho)
        texto = ler(caminho, D.PARTIDA)
        no = compor(texto, arquivo, D.PARTIDA)
        documento_ = D.caso_ou_documento(no, "voltas")
        sistema = sistema_do_documento(documento_, arquivo)
        if sistema.id == MTG:
            _validar_mtg(documento_, arquivo)  # the messages of `arbitro partida`
        else:
            from arbitro.mesa.cabecalho import validar

            validar(documento_, arquivo, sistema)
        if documento_ is not no:
            raise CenarioInvalido([marca(no, arquivo, (
                "é um caso da biblioteca (id, fatos, esperado): arbitro mesa regravaria só a partida e o caso se "
                "perderia. Copie o que está em 'entrada:' para um arquivo de partida e abra esse"))])
        _recusar_comentarios(texto, arquivo)
        dados = yamlmin.valor(no)
        chave = next((k for k in ("trios", "duplas", "equipes", "lados") if k in dados), "trios")
        cab = Cabecalho({str(t): [str(j) for j in js] for t, js in dados[chave].items()},
                        [str(j) for j in dados["assentos"]],
                        _placar(dados.get("placar_inicial")), sistema.id,
                        {str(k): str(v) for k, v in (dados.get("leituras") or {}).items()},
                        _placar(dados.get("camas_iniciais")), dict(dados.get("opcoes") or {}),
                        {k: str(dados[k]) for k in CHAVES_DA_SUMULA if dados.get(k) is not None})
        lidas = dados.get("voltas", dados.get("maos")) or []
        voltas = [_volta_lida(v, sistema.id == MTG) for v in lidas]
        if sistema.id != MTG:
            conferir_maos(cab, voltas, arquivo, (texto, documento_))
        return cls(cab, caminho, voltas)

    # --- what is being recorded -------------------------------------------------------------------------------

    @property
    def volta(self) -> VoltaRegistro:
        return self.voltas[-1]

    @property
    def eventos(self) -> list[Evento]:
        return self.volta.listas[self.testa if self.volta.modalidade == "testa" else 0]

    def texto(self) -> str:
        """The partida file: contract v2 §9 for MTG, v3 §12 for the others (read back by :meth:`abrir`)."""
        return documento(self.cab, self._voltas_gravadas(), str(self.caminho))

    def situacao(self) -> Situacao:
        """The current volta ruled as it stands (cached until the next change)."""
        if self._situacao is None:
            self._situacao = self._julgar(self.voltas)
        return self._situacao

    def jogadores(self) -> list[str]:
        """The players in the order of their keys (1…6): the order of play from the mão; in a testa, its two
        players first (the others may still speak: irregular play the engine rules)."""
        s = self.situacao()
        assentos = self.cab.assentos
        m = assentos.index(s.antes.mao) if s.antes.mao in assentos else 0
        ordem = [assentos[(m + i) % len(assentos)] for i in range(len(assentos))]
        if self.volta.modalidade == "testa" and len(s.cenarios) > self.testa:
            par = list(s.cenarios[self.testa].mesa)
            ordem = par + [j for j in ordem if j not in par]
        return ordem

    def lados_dos_jogadores(self) -> dict[str, str]:
        """Each player's side."""
        return {j: t for t, js in self.cab.lados.items() for j in js}

    def chaves_da_volta(self) -> tuple[str, ...]:
        """The hand keys the judge may set at the table: ``vira`` where the system has one (paulista, each hand its
        own: contract v3 §12)."""
        if self.cab.mtg:
            return ()
        from arbitro.mesa.maos import CHAVES_DA_MESA, propriedades

        return tuple(k for k in CHAVES_DA_MESA if k in propriedades(self.cab.regulamento))

    def validas(self, jogador: str) -> list[str]:
        """The calls of the palette ``jogador`` may make now: each one ruled appended to the volta so far."""
        chave = (self.testa, jogador)
        if chave not in self._validas:
            s = self.situacao()
            if len(s.cenarios) <= self.testa:
                self._validas[chave] = []
            else:
                self._validas[chave] = self.adaptador.validas(s.cenarios[self.testa], jogador,
                                                              self.adaptador.falas_da_paleta(), self.selecao())
        return self._validas[chave]

    def selecao(self) -> Selecao:
        """The readings in force: the partida's ``leituras:`` over the defaults (contract v2 §8)."""
        from arbitro.nucleo.leituras import Esclarecimentos, Selecao

        return Selecao().com_esclarecimentos(Esclarecimentos(dict(self.cab.leituras), arquivo=str(self.caminho)))

    def cartas_vistas(self) -> set[str]:
        vistas: set[str] = set()
        for eventos in self.volta.listas:
            for ev in eventos:
                for valor in ev.values():
                    if isinstance(valor, dict) and "joga" in valor:
                        vistas.add(str(valor["joga"]).upper())
        return vistas

    # --- changes ----------------------------------------------------------------------------------------------

    def registrar(self, evento: Evento) -> None:
        """Record ``evento`` at the end of the current volta (or testa), or where an edit left the cursor."""
        def mudar() -> None:
            lista = self.eventos
            if self.posicao is None:
                lista.append(evento)
            else:
                lista.insert(self.posicao, evento)
                self.posicao = None
        self._mudar(mudar)

    def apagar(self, indice: int) -> None:
        def mudar() -> None:
            self.eventos.pop(indice)
        self._mudar(mudar)

    def editar(self, indice: int) -> None:
        """Take out event ``indice``: the next event recorded goes in its place."""
        def mudar() -> None:
            self.eventos.pop(indice)
            self.posicao = indice
        self._mudar(mudar)

    def nova_volta(self, modalidade: str | None = None) -> None:
        """Close the current volta and open the next, in the modality the partida gives it (Art. 10, III)."""
        if self.volta.vazia:
            return
        escolhida = modalidade or self._devida_da_proxima() or "roda"

        def mudar() -> None:
            self.voltas.append(VoltaRegistro.nova(escolhida))
            self.testa = 0
            self.posicao = None
        self._mudar(mudar)

    def trocar_modalidade(self) -> None:
        """A volta played in the other modality (irregular: the ruling says so), while it has no events."""
        if not self.cab.mtg:
            raise MudancaRecusada("roda e testa são do Truco Cego do MTG (Art. 10, III): aqui cada mão é uma mão")
        if not self.volta.vazia:
            raise MudancaRecusada("a modalidade só se troca antes do primeiro evento da volta (desfaça os eventos)")
        outra = "testa" if self.volta.modalidade == "roda" else "roda"
        def mudar() -> None:
            self.voltas[-1] = VoltaRegistro.nova(outra)
            self.testa = 0
        self._mudar(mudar)

    def aplicar(self, evento: Evento) -> None:
        """One event as the server's table page posts it (contract v3 §14): a volta's own key (``{vira: 5O}``,
        ``{mao: b1}``, ``tempo_esgotado``, ``leituras``, ``cartas``) sets that key of the volta being recorded
        (:meth:`definir`); anything else is a play (:meth:`registrar`)."""
        if len(evento) == 1:
            (chave, valor), = evento.items()
            if chave in CHAVES_DA_VOLTA_POR_EVENTO and chave not in self.lados_dos_jogadores():
                self.definir(str(chave), valor)
                return
        self.registrar(evento)

    def definir(self, chave: str, valor: Any) -> None:
        """Set (or, with None, take out) a key of the hand being recorded: ``vira`` (paulista), ``mao``…"""
        if chave == "mao" and valor is not None and str(valor) not in self.cab.assentos:
            raise MudancaRecusada(f"mao: {valor} não está sentado à mesa ({', '.join(self.cab.assentos)})")

        def mudar() -> None:
            if chave == "mao":
                self.volta.mao = None if valor is None else str(valor)
            elif valor is None:
                self.volta.extras.pop(chave, None)
            else:
                self.volta.extras[chave] = valor
        self._mudar(mudar)

    def mudar_testa(self, k: int) -> None:
        if self.volta.modalidade == "testa" and 0 <= k < TESTAS:
            self.testa = k
            self.posicao = None
            self._situacao_mudou()

    def escolher_leitura(self, leitura: str, opcao: str | None) -> None:
        """The commission's choice at a named reading for this partida (``leituras:``); None: the default."""
        def mudar() -> None:
            if opcao is None:
                self.cab.leituras.pop(leitura, None)
            else:
                self.cab.leituras[leitura] = opcao
        self._mudar(mudar)

    def desfazer(self) -> bool:
        if not self._historico:
            return False
        agora = _Estado(self.voltas, dict(self.cab.leituras), self.testa, self.posicao)
        e = self._historico[-1]
        self.voltas, self.cab.leituras, self.testa, self.posicao = e.voltas, e.leituras, e.testa, e.posicao
        self._situacao_mudou()
        try:
            self.salvar()
        except MudancaRecusada:  # the file still holds the step: so does the screen
            self.voltas, self.cab.leituras, self.testa, self.posicao = (agora.voltas, agora.leituras, agora.testa,
                                                                         agora.posicao)
            self._situacao_mudou()
            raise
        self._historico.pop()
        return True

    def salvar(self) -> None:
        """Write the partida file; refused when the file changed since this session last read or wrote it (another
        ``arbitro mesa``, an editor): its events would be overwritten without a word (issue 21, item 2)."""
        if assinatura(self.caminho) != self._assinatura:
            from arbitro.nucleo.arquivos import exibir

            raise MudancaRecusada(
                f"{exibir(self.caminho.name)} foi mudado fora desta mesa (outro arbitro mesa? um editor?) e nada foi "
                "gravado aqui, para não apagar o que o outro registrou. Feche esta mesa (Ctrl+Q) e abra o arquivo de "
                "novo")
        self._gravar(self.caminho, self.texto())
        self._assinatura = assinatura(self.caminho)

    def _mudar(self, mudar: Callable[[], None]) -> None:
        estado = _Estado(copy.deepcopy(self.voltas), dict(self.cab.leituras), self.testa, self.posicao)
        mudar()
        try:
            situacao = self._julgar(self.voltas)
        except MudancaRecusada:
            self.voltas, self.cab.leituras, self.testa, self.posicao = (estado.voltas, estado.leituras,
                                                                         estado.testa, estado.posicao)
            raise
        try:
            self.salvar()
        except MudancaRecusada:  # not on disk, not on screen (issue 21, item 4): the judge must record it again
            self.voltas, self.cab.leituras, self.testa, self.posicao = (estado.voltas, estado.leituras,
                                                                         estado.testa, estado.posicao)
            self._situacao_mudou()
            raise
        self._historico.append(estado)
        self._situacao_mudou()
        self._situacao = situacao

    def _situacao_mudou(self) -> None:
        self.versao += 1
        self._situacao = None
        self._validas.clear()

    # --- ruling -----------------------------------------------------------------------------------------------

    def _julgar(self, voltas: list[VoltaRegistro]) -> Situacao:
        from arbitro.cenario.yamlpos import CenarioInvalido

        if not self.cab.mtg:
            return self._julgar_maos(voltas)
        try:
            antes = self._julgador.antes(self._texto_prefixo(voltas[:-1], voltas[-1].mao))
            atual = voltas[-1]
            texto = documento(self.cab, [atual], str(self.caminho), placar_inicial=antes.placar, mao=antes.mao)
            return self._julgador.atual(texto, len(voltas), atual.modalidade, antes)
        except CenarioInvalido as e:
            raise MudancaRecusada.de(e) from None

    def _julgar_maos(self, voltas: list[VoltaRegistro]) -> Situacao:
        """A partida played hand by hand, ruled by the partida layer of contract v3 §12 on the text the file gets
        (:mod:`.maos`): the screen, the palette and :meth:`resultado` see the ruling ``arbitro partida`` gives."""
        from arbitro.cenario.yamlpos import CenarioInvalido
        from arbitro.mesa.julgamento import Antes

        try:
            j = self._maos.julgar(self.cab, voltas, self._texto_das_maos)
        except CenarioInvalido as e:
            raise MudancaRecusada.de(e) from None
        a = j.antes
        antes = Antes(dict(a.placar), a.mao, None, a.vencedor, a.camas)
        r = j.partida
        if j.em_curso is None:
            return Situacao(len(voltas), MAO, antes, None, (), dict(a.placar), a.vencedor, camas_depois=a.camas,
                            pendente=j.pendente, partida=r)
        ultima = r.maos[-1]
        return Situacao(len(voltas), MAO, antes, None, (j.em_curso,), dict(ultima.placar_depois), r.vencedor,
                        decisao=ultima.decisao, camas_depois=ultima.camas, partida=r)

    def _texto_das_maos(self, voltas: Sequence[VoltaRegistro]) -> str:
        """The partida file's text with ``voltas``, the hand being recorded written even before its first event (the
        palette asks what may be said in it; the file leaves it out until then: :meth:`_voltas_gravadas`)."""
        return documento(self.cab, voltas, str(self.caminho))

    def _texto_prefixo(self, voltas: list[VoltaRegistro], mao: str | None) -> str:
        marcador = VoltaRegistro("roda", [[]], mao)
        return documento(self.cab, [*voltas, marcador], str(self.caminho))

    def _devida_da_proxima(self) -> str | None:
        if not self.cab.mtg:
            return MAO
        return self._julgador.antes(self._texto_prefixo(self.voltas, None)).devida

    def _testa_em_curso(self) -> int:
        """On resume, the last testa with events while it has not ended; the next one once it has (issue 21, item
        15: the next vaza of an open testa must not go into the following one)."""
        if self.volta.modalidade != "testa":
            return 0
        com = [i for i, ev in enumerate(self.volta.listas) if ev]
        if not com:
            return 0
        k = com[-1]
        volta = self.situacao().volta
        if volta is None or k >= len(volta.testas) or k == TESTAS - 1:
            return k
        return k + 1 if self.adaptador.terminada(volta.testas[k].decisao) else k

    # --- the whole partida and the exports --------------------------------------------------------------------

    def resultado(self) -> ResultadoPartida | PartidaJulgada:
        """The whole partida so far — the hand or volta in progress included — ``.json()`` as ``arbitro partida
        --json`` gives it on the saved file: MTG's by its partida layer (contract v2 §9), another system's by the
        partida layer of v3 §12 on the very text saved (:mod:`.maos`)."""
        from arbitro.cenario.yamlpos import CenarioInvalido

        if not self.cab.mtg:
            try:
                return self._maos.partida(self.texto())
            except CenarioInvalido as e:
                raise MudancaRecusada.de(e) from None
        from arbitro.mesa.julgamento import julgar_texto

        return julgar_texto(documento(self.cab, self._voltas_gravadas(), str(self.caminho)),
                            str(self.caminho))

    def _voltas_gravadas(self) -> list[VoltaRegistro]:
        return _gravadas(self.voltas, self.cab.mtg)

    def texto_cenario(self) -> str:
        """The current volta (or testa) as a scenario file (contract v1 §4, v2 §7), for the library or an appeal."""
        s = self.situacao()
        if not s.cenarios:
            raise MudancaRecusada("a partida terminou antes desta volta: não há cenário a exportar")
        if not self.cab.mtg:
            from arbitro.mesa.maos import Estado, texto_da_mao

            a = s.antes
            return texto_da_mao(self.cab, self.volta, Estado(a.placar, a.mao, a.camas, None),
                                f"# Mão {s.numero} da partida {self.caminho.name} (arbitro mesa). Resolva com: "
                                "arbitro resolve ARQUIVO.yaml")
        k = self.testa if self.volta.modalidade == "testa" else 0
        c = s.cenarios[min(k, len(s.cenarios) - 1)]
        extras = {**self.volta.extras, **(self.volta.extras_testas[k] if self.volta.modalidade == "testa" else {})}
        leituras = {**self.cab.leituras, **extras.pop("leituras", {})}
        linhas = [f"# Volta {s.numero}{f', testa {k + 1}' if self.volta.modalidade == 'testa' else ''} da partida "
                  f"{self.caminho.name} (arbitro mesa). Resolva com: arbitro resolve ARQUIVO.yaml",
                  "versao: 2", f"regulamento: {yamlmin.escalar(self.cab.regulamento)}",
                  f"modalidade: {self.volta.modalidade}", f"placar: {yamlmin.fluxo(c.placar)}", "trios:"]
        linhas += [f"  {yamlmin.escalar(t)}: {yamlmin.fluxo(js)}" for t, js in self.cab.trios.items()]
        linhas.append(f"mesa: {yamlmin.fluxo(list(c.mesa))}")
        if self.volta.modalidade == "testa":
            linhas.append(f"testa: {k + 1}")
        if leituras:
            linhas.append(f"leituras: {yamlmin.fluxo(leituras)}")
        linhas += [f"{yamlmin.escalar(ch)}: {yamlmin.fluxo(v)}" for ch, v in extras.items()]
        linhas += yamlmin.eventos(self.volta.listas[k], 0)
        return "\n".join([*linhas, ""])

    def exportar_volta(self) -> Path:
        numero = self.situacao().numero
        sufixo = f"-testa-{self.testa + 1}" if self.volta.modalidade == "testa" else ""
        nome = "volta" if self.cab.mtg else "mao"
        destino = _livre(self.caminho.with_name(f"{self.caminho.stem}-{nome}-{numero}{sufixo}.yaml"))
        _gravar_novo(destino, self.texto_cenario())
        return destino

    def texto_jogo(self) -> str:
        """A jogo of this one partida (``seca``), for the súmula: contract v2 §10 in MTG (Art. 4), v3 §12 in the
        others (with the partida's options: the valenciano's camas to win are the jogo's target)."""
        versao = 2 if self.cab.mtg else 3
        linhas = [f"versao: {versao}", f"regulamento: {yamlmin.escalar(self.cab.regulamento)}", "formato: seca"]
        linhas += [f"{k}: {yamlmin.escalar(self.cab.sumula[k])}" for k in CHAVES_DA_SUMULA if k in self.cab.sumula]
        linhas.append(f"{self.cab.chave_lados}:")
        linhas += [f"  {yamlmin.escalar(t)}: {yamlmin.fluxo(js)}" for t, js in self.cab.lados.items()]
        if not self.cab.mtg and self.cab.opcoes:
            linhas.append(f"opcoes: {yamlmin.fluxo(self.cab.opcoes)}")
        linhas.append(f"partidas: [{{arquivo: {yamlmin.escalar(self.caminho.name)}}}]")
        return "\n".join([*linhas, ""])

    def exportar_sumula(self) -> Path:
        """The súmula of the partida as a jogo ``seca``, an HTML page beside the partida file: MTG's (Art. 4; D, d),
        or another system's page of contract v3 §12 (:mod:`arbitro.torneio.sumula_geral`) with the torneio, data,
        mesa and juiz, and the score the record began at when it began mid-way."""
        import tempfile

        from arbitro.cenario.yamlpos import CenarioInvalido, compor
        from arbitro.mesa.julgamento import contexto
        from arbitro.torneio import documento as D
        from arbitro.torneio.carregar_jogo import jogo_da_partida
        from arbitro.torneio.jogo import julgar_jogo
        from arbitro.torneio.sumula import html

        self.salvar()
        ctx, registro = contexto()
        # The jogo reads a copy of the partida in a folder of its own, so the partida file is never touched: MTG's as
        # `arbitro sumula` reads a partida (a jogo seca of it, with its súmula's keys), another system's as saved.
        with tempfile.TemporaryDirectory() as pasta:
            copia = Path(pasta) / self.caminho.name
            copia.write_text(documento(self.cab, self._voltas_gravadas(), str(self.caminho)),
                             encoding="utf-8")
            arquivo = str(Path(pasta) / f"{self.caminho.stem}-jogo.yaml")
            try:
                if self.cab.mtg:
                    jogo, ctx = jogo_da_partida(copia, ctx, registro)
                    comeco = () if self.cab.placar_inicial is None else (
                        "Partida 1: registro começado no meio da partida, em "
                        f"{placar_em_palavras(self.cab.placar_inicial)}",)  # as sumula_geral says it (v3 §12)
                    pagina = html(julgar_jogo(jogo, ctx), comeco)
                else:
                    from arbitro.torneio import jogo_geral, sumula_geral

                    doc = jogo_geral.ler_jogo(compor(self.texto_jogo(), arquivo, D.JOGO), arquivo)
                    pagina = sumula_geral.html(jogo_geral.julgar_jogo(doc))
            except CenarioInvalido as e:
                raise MudancaRecusada.de(e) from None
        destino = _livre(self.caminho.with_name(f"{self.caminho.stem}-sumula.html"))
        _gravar_novo(destino, pagina)
        return destino


# The comments the mesa writes itself (:func:`documento`): rewriting them loses nothing.
_COMENTARIO_DA_MESA = re.compile(
    r"# (?:Partida registrada à mesa com arbitro mesa .*|volta \d+ — (?:roda|testa)|mão \d+)")


def comentarios(texto: str) -> list[tuple[int, int]]:
    """(line, column), 1-based, of each comment of ``texto``: a ``#`` outside every scalar, at a line's start or
    after a blank (YAML 1.2 §6.6), found by the scanner's tokens so that ``#`` inside a quoted name is not one."""
    import yaml

    dentro: list[tuple[int, int]] = []
    for token in yaml.scan(texto, Loader=yaml.SafeLoader):
        if isinstance(token, yaml.ScalarToken):
            dentro.append((token.start_mark.index, token.end_mark.index))
    achados: list[tuple[int, int]] = []
    linha, inicio = 1, 0
    for i, c in enumerate(texto):
        if c == "\n":
            linha, inicio = linha + 1, i + 1
        elif c == "#" and (i == 0 or texto[i - 1] in " \t\n") and not any(a <= i < b for a, b in dentro):
            achados.append((linha, i - inicio + 1))
    return achados


def _recusar_comentarios(texto: str, arquivo: str) -> None:
    from arbitro.cenario.yamlpos import CenarioInvalido, Problema

    linhas = texto.split("\n")
    alheios = [(n, c) for n, c in comentarios(texto)
               if not _COMENTARIO_DA_MESA.fullmatch(linhas[n - 1][c - 1:].rstrip())]
    if alheios:
        n, c = alheios[0]
        outros = f" (e mais {len(alheios) - 1})" if len(alheios) > 1 else ""
        raise CenarioInvalido([Problema(arquivo, n, c, (
            f"este arquivo tem comentários{outros}, e arbitro mesa regrava o arquivo inteiro a cada evento: eles "
            "se perderiam. Registre numa cópia sem os comentários, ou continue a partida num arquivo novo"))])


def assinatura(caminho: Path) -> tuple[int, int, int] | None:
    """What changes when anyone writes the file (every save replaces it: a new inode); None when it does not
    exist."""
    import os

    try:
        info = os.stat(caminho)
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns


class Trava:
    """One ``arbitro mesa`` per partida file: an advisory lock (``flock``, also on Termux) on a hidden file beside
    it, held while the app runs and released by the system if the process dies (issue 21, item 2). Where locks are
    not available (no ``fcntl``, a folder where nothing can be created) the session's check of the file before
    each save still refuses to overwrite another's events."""

    def __init__(self, caminho: str | Path) -> None:
        self.caminho = Path(caminho)
        self.arquivo = self.caminho.with_name(f".{self.caminho.name}.trava")
        self._fd: int | None = None

    def adquirir(self) -> None:
        """Raises :class:`MudancaRecusada` when another ``arbitro mesa`` holds the partida."""
        import contextlib
        import os

        try:
            import fcntl
        except ImportError:  # Windows: the check before each save is the guard
            return
        while True:
            try:
                fd = os.open(self.arquivo, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o666)
            except OSError:
                return  # a read-only folder: nothing will be saved there anyway
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:  # EWOULDBLOCK: another process holds it
                os.close(fd)
                from arbitro.nucleo.arquivos import exibir

                raise MudancaRecusada(
                    f"{exibir(self.caminho)} já está aberto em outro arbitro mesa (outra janela ou aba do terminal?): "
                    "os dois gravariam um por cima do outro. Volte àquela janela, ou feche-a (Ctrl+Q) e abra de "
                    "novo aqui") from None
            except OSError:  # a file system without locks (some shared storage): the check before saving guards
                os.close(fd)
                with contextlib.suppress(OSError):
                    os.unlink(self.arquivo)
                return
            try:
                mesmo = os.fstat(fd).st_ino == os.stat(self.arquivo).st_ino
            except OSError:
                mesmo = False
            if mesmo:  # not a lock file another mesa removed as we opened it
                self._fd = fd
                return
            os.close(fd)

    def liberar(self) -> None:
        import contextlib
        import os

        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.arquivo)
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> Trava:
        self.adquirir()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.liberar()


def _gravadas(voltas: Sequence[VoltaRegistro], mtg: bool) -> list[VoltaRegistro]:
    """The voltas the file holds: not the last one while nothing is recorded in it — in MTG only when another
    volta comes before it (the file of v2 §9 starts with its first volta); in another system a hand not begun (no
    event, no key) is not a hand of the partida yet (contract v3 §12) — its ``mao:`` alone would make the file one
    `arbitro partida` refuses where the hand needs a vira, so it waits for the vira or the first event. The last
    testa volta keeps only the testas begun: the volta in progress, which §12 lets the partida end with (the
    ruling says so)."""
    ultima = voltas[-1] if voltas else None
    if ultima is None or not ultima.vazia or (mtg and len(voltas) == 1):
        if ultima is None or ultima.modalidade != "testa":
            return list(voltas)
        k = max((i + 1 for i, (ev, ex) in enumerate(zip(ultima.listas, ultima.extras_testas, strict=True))
                 if ev or ex), default=1)
        return [*voltas[:-1], replace(ultima, listas=ultima.listas[:k], extras_testas=ultima.extras_testas[:k])]
    return list(voltas[:-1])


def _placar(valor: Any) -> dict[str, int] | None:
    return None if valor is None else {str(t): int(n) for t, n in valor.items()}


def _validar_mtg(documento_: Node, arquivo: str) -> None:
    """MTG's partida as ``arbitro partida`` reads it (its reader takes the súmula's keys of v3 §12 as they are)."""
    from arbitro.mesa.julgamento import contexto
    from arbitro.torneio.carregar_partida import ler_partida

    ctx, registro = contexto()
    ler_partida(documento_, arquivo, ctx, registro)


def conferir_maos(cab: Cabecalho, voltas: list[VoltaRegistro], arquivo: str,
                  original: tuple[str, Node] | None = None) -> None:
    """The partida ruled by the partida layer as ``arbitro partida`` rules it (``original``: the judge's file, its
    text and document node, so that each problem is located at its line in it; a hand it refuses says which, "mão N:
    …"). With no hand yet, an empty one, so that the header (options, score) is checked by the system's reader too
    (it reads them with a hand); its problems are then located at the document."""
    from arbitro.cenario.yamlpos import CenarioInvalido, marca
    from arbitro.mesa.maos import JulgadorDeMaos, julgar_texto

    if original is not None:
        julgar_texto(original[0], arquivo)
    if voltas:
        return
    try:
        JulgadorDeMaos(arquivo).julgar(cab, [VoltaRegistro.nova(MAO)], lambda vs: documento(cab, list(vs), arquivo))
    except CenarioInvalido as e:
        if original is None:
            raise
        raise CenarioInvalido([marca(original[1], arquivo, p.mensagem.removeprefix("mão 1: "))
                               for p in e.problemas]) from None


def _volta_lida(dados: Mapping[str, Any], mtg: bool = True) -> VoltaRegistro:
    extras = {str(k): v for k, v in dados.items() if k not in CHAVES_DA_ENTRADA}
    mao = str(dados["mao"]) if "mao" in dados else None
    if not mtg:
        return VoltaRegistro(MAO, [list(dados.get("eventos") or [])], mao, extras)
    if "testas" in dados:
        testas = list(dados["testas"])
        listas = [list(t.get("eventos") or []) for t in testas]
        extras_t = [{str(k): v for k, v in t.items() if k != "eventos"} for t in testas]
        while len(listas) < TESTAS:  # a partida that ended inside the testa volta
            listas.append([])
            extras_t.append({})
        return VoltaRegistro("testa", listas, mao, extras, extras_t)
    return VoltaRegistro("roda", [list(dados.get("eventos") or [])], mao, extras)


def _gravar(caminho: Path, texto: str) -> None:
    from arbitro.nucleo.arquivos import GravacaoInvalida, gravar

    try:
        gravar(caminho, texto, forcar=True)
    except GravacaoInvalida as e:
        raise MudancaRecusada(e.mensagem) from None


def _gravar_novo(caminho: Path, texto: str) -> None:
    from arbitro.nucleo.arquivos import GravacaoInvalida, gravar

    try:
        gravar(caminho, texto)
    except GravacaoInvalida as e:
        raise MudancaRecusada(e.mensagem) from None


def _livre(caminho: Path) -> Path:
    """``caminho``, or ``nome-2.ext``, ``nome-3.ext``…: an export never overwrites a file."""
    n = 2
    livre = caminho
    while livre.exists():
        livre = caminho.with_name(f"{caminho.stem}-{n}{caminho.suffix}")
        n += 1
    return livre
