"""Loading a scenario (contract v1 §4) into :class:`~arbitro.sistemas.mtg.cenario.modelo.Cenario`.

Only a record that cannot describe a real table is refused (contract §1): bad YAML, unknown keys,
wrong types, unknown players, cards that do not exist or appear twice, a score outside the partida,
a `mesa` that does not alternate. Every problem is collected — not only the first — and located
(``arquivo:linha:coluna``) with a hint: the nearest key, player, card or phrase. Irregular play (a
call out of turn, a void raise, an answer from the wrong trio) is data, not an error: the engine
rules on it.

Values are read from the YAML nodes directly, never through PyYAML's constructor, so that every
value keeps its position and the YAML 1.1 surprises are under control: where a name or words are
expected the scalar's raw text is taken (a player called ``no`` stays ``"no"``); where a yes/no is
expected only ``true``/``false`` are accepted.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario import nomes as _nomes
from arbitro.cenario.documento import cenario_do_documento, sem_esperado
from arbitro.cenario.leitor import BOOL as _BOOL
from arbitro.cenario.leitor import Leitor
from arbitro.cenario.leitor import citar as _q
from arbitro.cenario.leitor import descrever as _descrever
from arbitro.cenario.leitor import listar as _lista
from arbitro.cenario.leitor import vazio as _vazio
from arbitro.cenario.yamlpos import CenarioInvalido, Problema, compor, ler
from arbitro.nucleo.arquivos import nome_da_entrada
from arbitro.nucleo.cartas import Carta, CartaInvalida
from arbitro.sistemas.mtg import fala as _fala
from arbitro.sistemas.mtg.cartas import carta
from arbitro.sistemas.mtg.cenario import esquema as E
from arbitro.sistemas.mtg.cenario.modelo import (
    Baralho,
    CantaPontos,
    Cenario,
    Diz,
    Evento,
    Falta,
    Joga,
    Modalidade,
    Mostra,
    NaoMostra,
    OlhouCedo,
    Pagamento,
    PagamentoFeito,
    Passa,
    PedeFlor,
    Posicao,
    Vaza,
)

__all__ = ["CenarioInvalido", "Problema", "carregar", "carregar_texto", "cenario_de_no", "compor", "de_texto",
           "sem_esperado"]


def carregar(caminho: str | Path) -> Cenario:
    """Read and validate the scenario file at ``caminho``; raises :class:`CenarioInvalido`.

    A case file of the library (a mapping with ``id`` and ``cenario``) is accepted too: its scenario
    is the one read, so a judge can run ``arbitro resolve`` on any case."""
    arquivo = nome_da_entrada(caminho)
    return de_texto(ler(caminho), arquivo)


def de_texto(texto: str, arquivo: str) -> Cenario:
    """:func:`carregar` on text already read (a scenario, a plain scenario with ``esperado:``, or a case)."""
    no = compor(texto, arquivo)
    return cenario_de_no(cenario_do_documento(no), arquivo)


def carregar_texto(texto: str, arquivo: str = "<texto>") -> Cenario:
    """Validate a scenario given as text; ``arquivo`` names it in the messages."""
    return cenario_de_no(compor(texto, arquivo), arquivo)


def cenario_de_no(no: Node, arquivo: str) -> Cenario:
    """Build a scenario from an already composed node (positions point into ``arquivo``).

    The case library keeps a scenario under a ``cenario:`` key of a bigger file: it composes that
    file with :func:`compor` and hands the node here.
    """
    leitor = _Leitor(arquivo)
    cenario = leitor.cenario(no)
    if cenario is None and not leitor.problemas:  # never an exit 2 without a message
        leitor.erro(no, "o cenário não pôde ser lido (problema sem mensagem própria: avise os mantenedores)")
    if leitor.problemas or cenario is None:
        raise CenarioInvalido(leitor.problemas)
    return cenario


# --- helpers -----------------------------------------------------------------------------------------

# What each required key holds, for the message that says it is missing (contract v1 §4).
_EXEMPLO_CHAVE = {
    "placar": "os tentos de cada trio antes desta volta, ex.: placar: {A: 10, B: 14}",
    "trios": "os dois trios e seus jogadores, ex.: trios: {A: [a1, a2, a3], B: [b1, b2, b3]}",
    "mesa": "a ordem de jogo, o mão primeiro, ex.: mesa: [a1, b1, a2, b2, a3, b3]",
    "eventos": "o que aconteceu, em ordem, ex.: eventos: [{a1: truco}, {b1: quero}]",
}
# Yes/no words a judge might write for an answer (YAML 1.1 would even read them as booleans).
_SIM_NAO = {"no": "não quero", "off": "não quero", "yes": "quero", "on": "quero"}


def _pos(no: Node) -> Posicao:
    return Posicao(no.start_mark.line + 1, no.start_mark.column + 1)


@dataclass
class _Cartas:
    """Where each card was seen, to refuse the same card in two places."""

    mao: dict[Carta, tuple[str, Node]] = field(default_factory=dict)  # card → (owner, where listed)
    jogada: dict[Carta, tuple[str, Node]] = field(default_factory=dict)  # card → (player, where played)
    mostrada: dict[Carta, tuple[str, Node]] = field(default_factory=dict)


class _Leitor(Leitor):
    """The MTG scenario's reader: the kernel's located reader (:class:`arbitro.cenario.leitor.Leitor`) and what the
    MTG's rules check on top (trios of three, the seating, each card in one place, the speech)."""

    def __init__(self, arquivo: str) -> None:
        super().__init__(arquivo)
        self.alvo = E.REGULAMENTOS[E.REGULAMENTO_PADRAO]
        self.jogadores: dict[str, str] | None = None  # player → trio; None when `trios` is unreadable
        self.trios: dict[str, tuple[str, ...]] = {}
        self.modalidade: Modalidade = "roda"
        self.maos: dict[str, tuple[Carta, ...]] = {}
        self.cartas = _Cartas()
        self.com_cartas_a_mais: set[str] = set()
        self.nota_alvo = ""
        self.trios_ok = False  # two trios of three: only then are `mesa` and `placar` checked in full
        self.mesa: tuple[str, ...] | None = None  # the players of `mesa`, once read
        self.vistas: dict[str, dict[Carta, Node]] = {}  # every card each player held: dealt, played, shown
        self.versao = 1
        self.tempo_esgotado_pendente: list[Node] = []  # `olhou_cedo` events, valid only with tempo_esgotado

    def jogador(self, no: Node, onde: str) -> str | None:
        nome = self.texto(no, onde)
        if nome is None:
            return None
        if self.jogadores is not None and nome not in self.jogadores:
            self.erro(no, f"{onde}: jogador desconhecido {_q(nome)}"
                          f"{self.dica(nome, list(self.jogadores), 'jogadores')}")
            return None
        return nome

    def uma_carta(self, no: Node, onde: str) -> Carta | None:
        texto = self.texto(no, onde)
        if texto is None:
            return None
        try:
            return carta(texto)
        except CartaInvalida as e:
            self.erro(no, f"{onde}: carta inválida {_q(texto)}: {e}")
            return None

    # -- the scenario --

    def cenario(self, raiz: Node) -> Cenario | None:
        if not isinstance(raiz, MappingNode):
            self.tipo(raiz, "um mapeamento com placar, trios, mesa e eventos", "cenário")
            return None
        pares = self.mapeamento(raiz, "cenário", E.CHAVES_RAIZ)
        assert pares is not None
        nos = {chave: v for chave, _k, v in pares}
        for chave in E.CHAVES_OBRIGATORIAS:
            if chave not in nos and chave not in self.sugeridas:  # a misspelt key was already reported
                self.erro(raiz, f"falta a chave obrigatória {_q(chave)} ({_EXEMPLO_CHAVE[chave]})")

        versao = 1
        if "versao" in nos:
            lida = self.inteiro(nos["versao"], "versao", 0, 10**6)
            if lida is not None and lida not in E.VERSOES:
                self.erro(nos["versao"], f"versao {lida} não suportada; esta versão do arbitro lê a versão "
                                         f"{_lista(str(v) for v in E.VERSOES)} do formato")
            versao = lida if lida in E.VERSOES else 1
        self.versao = versao
        regulamento = E.REGULAMENTO_PADRAO
        if "regulamento" in nos:
            nome = self.texto(nos["regulamento"], "regulamento")
            if nome is not None and nome not in E.REGULAMENTOS:
                self.erro(nos["regulamento"], f"regulamento desconhecido {_q(nome)}"
                                              f"{self.dica(nome, list(E.REGULAMENTOS), 'regulamentos')}")
            elif nome is not None:
                regulamento = nome
        self.alvo = E.REGULAMENTOS[regulamento]
        self.nota_alvo = f" (a partida é de {self.alvo} tentos, {E.ARTIGO_DO_ALVO[regulamento]})"
        if "modalidade" in nos:
            nome = self.texto(nos["modalidade"], "modalidade")
            if nome is not None and nome not in E.MODALIDADES:
                self.erro(nos["modalidade"], f"modalidade desconhecida {_q(nome)}"
                                             f"{self.dica(nome, E.MODALIDADES, 'modalidades')}")
            elif nome is not None:
                self.modalidade = cast(Modalidade, nome)

        if "trios" in nos:
            self.ler_trios(nos["trios"])
        placar = self.ler_placar(nos["placar"]) if "placar" in nos else None
        mesa = self.ler_mesa(nos["mesa"]) if "mesa" in nos else None
        if "cartas" in nos:
            self.ler_cartas(nos["cartas"])
        lidos = self.ler_eventos(nos["eventos"]) if "eventos" in nos else None
        pagamentos = self.ler_pagamentos(nos["pagamentos"]) if "pagamentos" in nos else ()
        pergunta = None
        if "pergunta" in nos and not _vazio(nos["pergunta"]):
            pergunta = self.texto(nos["pergunta"], "pergunta")

        leituras, tempo_esgotado, testa = self.ler_v2(nos, versao, regulamento)

        if self.problemas or placar is None or mesa is None or lidos is None or pagamentos is None:
            return None
        eventos, posicoes = lidos
        return Cenario(placar=placar, trios=self.trios, mesa=mesa, eventos=eventos, posicoes=posicoes, cartas=self.maos,
                       modalidade=self.modalidade, versao=versao, regulamento=regulamento,
                       pagamentos=pagamentos, pergunta=pergunta, leituras=leituras,
                       tempo_esgotado=tempo_esgotado, testa=testa, arquivo=self.arquivo)

    def ler_v2(self, nos: dict[str, Node], versao: int, regulamento: str) -> tuple[dict[str, str], bool, int | None]:
        """The volta keys of contract v2 §7; in a v1 document each is refused with the fix."""
        for chave in E.CHAVES_V2:
            if chave in nos and versao < 2:
                self.erro(nos[chave], f"{chave}: chave da versão 2 do contrato; escreva versao: 2 no começo do "
                                      "arquivo")
        if versao < 2:
            return {}, False, None
        leituras: dict[str, str] = {}
        if "leituras" in nos:
            from arbitro.cenario.leituras import ler_escolhas
            from arbitro.sistemas.mtg.motor.leituras import REGISTRO  # the system's readings (one system today)

            leituras, problemas = ler_escolhas(nos["leituras"], self.arquivo, REGISTRO)
            self.problemas += problemas
        tempo = bool(self.booleano(nos["tempo_esgotado"], "tempo_esgotado")) if "tempo_esgotado" in nos else False
        testa = None
        if "testa" in nos:
            if self.modalidade != "testa":
                self.erro(nos["testa"], "testa: o número da testa só vale numa volta de testa (modalidade: testa)")
            else:
                testa = self.inteiro(nos["testa"], "testa", 1, E.TESTAS, " (Art. 10, III: três testas por volta)")
        if self.tempo_esgotado_pendente and not tempo:
            for no in self.tempo_esgotado_pendente:
                self.erro(no, "olhou_cedo só vale depois do término do tempo de jogo (tempo_esgotado: true)")
        self.tempo_esgotado_pendente = []
        return leituras, tempo, testa

    def ler_trios(self, no: Node) -> None:
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento de dois trios, cada um com a lista dos seus três jogadores", "trios")
            return
        jogadores: dict[str, str] = {}
        pares = cast(list[tuple[Node, Node]], no.value)
        if len(pares) != 2:
            self.erro(no, f"trios: uma partida tem exatamente dois trios (Art. 10, III), "
                          f"encontrei {len(pares)}")
        for k, v in pares:
            trio = self.chave(k, "trios")
            if trio is None:
                continue
            if trio.casefold() == E.VAZA_PARDA:  # `vaza: Parda` reads as a tie in any letter case
                self.erro(k, f"{_q(trio)} não pode ser nome de trio: é o resultado de uma vaza empatada")
            nomes = self.lista(v, f"trio {trio}")
            if nomes is None:
                self.trios[trio] = ()
                continue
            if len(nomes) != E.JOGADORES_POR_TRIO:
                self.erro(k, f"o trio {trio} tem {len(nomes)} jogador(es); cada trio tem "
                             f"{E.JOGADORES_POR_TRIO} (Art. 10, III: três contra três)")
            lidos: list[str] = []
            for n in nomes:
                nome = self.texto(n, f"jogador do trio {trio}")
                if nome is None:
                    continue
                if nome in E.EVENTOS_SEM_JOGADOR:
                    self.erro(n, f"{_q(nome)} não pode ser nome de jogador: é a chave de um evento "
                                 f"({'o resultado de uma vaza' if nome == E.EVENTO_VAZA else 'um pagamento'})")
                    continue
                if nome in jogadores:
                    outro = jogadores[nome]
                    onde = "neste trio" if outro == trio else f"no trio {outro}"
                    self.erro(n, f"o jogador {_q(nome)} já está {onde}: cada jogador joga em um só trio")
                    continue
                jogadores[nome] = trio
                lidos.append(nome)
            self.trios[trio] = tuple(lidos)
        self.conferir_nomes(no)
        self.jogadores = jogadores
        self.trios_ok = (len(self.trios) == 2
                         and all(len(js) == E.JOGADORES_POR_TRIO for js in self.trios.values()))

    def conferir_nomes(self, no: MappingNode) -> None:
        """Every trio and player name prints unambiguously, and no two print alike (issue 12)."""
        vistos: dict[str, tuple[str, Node]] = {}  # skeleton → (name, where)
        onde: list[tuple[str, Node]] = []
        for k, v in cast(list[tuple[Node, Node]], no.value):
            onde.append((_nomes.normal(str(k.value)) if isinstance(k, ScalarNode) else "", k))
            if isinstance(v, SequenceNode):
                onde += [(_nomes.normal(str(n.value)), n) for n in v.value if isinstance(n, ScalarNode)]
        for nome, n in onde:
            if not nome:
                continue
            motivo = _nomes.recusa(nome)  # the one check of names of every system and document
            if motivo is not None:
                self.erro(n, motivo)
                continue
            esq = _nomes.esqueleto(nome)
            anterior = vistos.get(esq)
            if anterior is not None and anterior[0] != nome:
                self.erro(n, f"os nomes {_q(anterior[0])} (linha {anterior[1].start_mark.line + 1}) e {_q(nome)} "
                             "se imprimem iguais (letras de alfabetos diferentes): dê nomes que se distingam")
            vistos.setdefault(esq, (nome, n))

    def ler_placar(self, no: Node) -> dict[str, int] | None:
        nomes = list(self.trios)
        if not nomes:  # `trios` unreadable: check the values only
            if not isinstance(no, MappingNode):
                self.tipo(no, "um mapeamento trio: tentos", "placar")
                return None
            for k, v in cast(list[tuple[Node, Node]], no.value):
                self.inteiro(v, f"placar do trio {self.chave(k, 'placar') or '?'}", 0, self.alvo, self.nota_alvo)
            return None
        pares = self.mapeamento(no, "placar", nomes)
        if pares is None:
            return None
        placar: dict[str, int] = {}
        for trio, _k, v in pares:
            tentos = self.inteiro(v, f"placar do trio {trio}", 0, self.alvo, self.nota_alvo)
            if tentos is not None:
                placar[trio] = tentos
        faltam = [t for t in nomes if t not in {p[0] for p in pares}]
        for trio in faltam if len(nomes) == 2 else ():
            self.erro(no, f"placar: falta o placar do trio {trio} (os tentos de cada trio antes desta volta)")
        if len(placar) != len(nomes):
            return None
        if len(placar) == 2 and all(n == self.alvo for n in placar.values()):
            # Art. 10, II: the partida ends when one trio reaches the target; two cannot both be there.
            self.erro(no, f"placar: os dois trios com {self.alvo} tentos; a partida termina quando o primeiro "
                          f"chega a {self.alvo}{self.nota_alvo}, e os dois não podem estar lá")
            return None
        return {t: placar[t] for t in nomes}  # in the order of `trios`

    def ler_mesa(self, no: Node) -> tuple[str, ...] | None:
        itens = self.lista(no, "mesa")
        if itens is None:
            return None
        lidos: list[tuple[str, Node]] = []
        vistos: set[str] = set()
        for item in itens:
            nome = self.jogador(item, "mesa")
            if nome is None:
                continue
            if nome in vistos:
                self.erro(item, f"mesa: o jogador {_q(nome)} aparece duas vezes")
                continue
            vistos.add(nome)
            lidos.append((nome, item))
        if self.jogadores is None or not self.trios_ok:
            return None  # the problem in `trios` was reported; the mesa cannot be judged against it
        ok = len(lidos) == len(itens)
        if self.modalidade == "roda":
            todos = 2 * E.JOGADORES_POR_TRIO
            faltam = [j for j in self.jogadores if j not in vistos]
            if len(itens) != todos or faltam:
                falta = f"; falta(m): {', '.join(faltam)}" if faltam else ""
                self.erro(no, f"mesa: na roda a mesa tem os {todos} jogadores, na ordem de jogo a partir "
                              f"do mão, encontrei {len(itens)}{falta}")
                ok = False
            for (a, _na), (b, nb) in itertools.pairwise(lidos):
                if self.jogadores[a] == self.jogadores[b]:
                    self.erro(nb, f"mesa: a colocação dos jogadores é alternada (Art. 10, III), mas {a} e "
                                  f"{b}, ambos do trio {self.jogadores[a]}, estão em seguida")
                    ok = False
        else:
            if len(itens) != E.MESA_TESTA:
                self.erro(no, f"mesa: na testa a mesa tem os {E.MESA_TESTA} jogadores da testa, o mão "
                              f"primeiro (Art. 10, III), encontrei {len(itens)}")
                ok = False
            elif len(lidos) == 2 and self.jogadores[lidos[0][0]] == self.jogadores[lidos[1][0]]:
                self.erro(lidos[1][1], f"mesa: a testa é jogada entre contrários (Art. 10, III), mas "
                                       f"{lidos[0][0]} e {lidos[1][0]} são do mesmo trio")
                ok = False
        self.mesa = tuple(n for n, _ in lidos)
        return self.mesa if ok else None

    def ler_cartas(self, no: Node) -> None:
        if not isinstance(no, MappingNode):
            self.tipo(no, "um mapeamento jogador: [cartas]", "cartas")
            return
        for k, v in cast(list[tuple[Node, Node]], no.value):
            dono = self.jogador(k, "cartas")
            itens = self.lista(v, f"cartas de {dono or '?'}")
            if dono is None or itens is None:
                continue
            mao: list[Carta] = []
            for i, item in enumerate(itens):
                c = self.uma_carta(item, f"cartas de {dono}")
                if c is None:
                    continue
                if i >= E.CARTAS_POR_JOGADOR:
                    self.erro(item, f"cartas de {dono}: mais de {E.CARTAS_POR_JOGADOR} cartas; cada jogador "
                                    f"recebe {E.CARTAS_POR_JOGADOR} (Art. 10, IV)")
                    continue
                anterior = self.cartas.mao.get(c)
                if anterior is not None:
                    quem, onde = anterior
                    lugar = "nesta mão" if quem == dono else f"na mão de {quem}"
                    self.erro(item, f"a carta {c.curta} já está {lugar} (linha {onde.start_mark.line + 1}): "
                                    "o baralho tem uma só")
                    continue
                self.cartas.mao[c] = (dono, item)
                mao.append(c)
            self.maos[dono] = tuple(mao)

    # -- events --

    def ler_eventos(self, no: Node) -> tuple[tuple[Evento, ...], tuple[Posicao, ...]] | None:
        """The events, and where each was written (its key's line and column)."""
        itens = self.lista(no, "eventos")
        if itens is None:
            return None
        if len(itens) > E.MAX_EVENTOS:
            self.erro(no, f"eventos: {len(itens)} eventos é um número absurdo para uma volta "
                          f"(limite {E.MAX_EVENTOS})")
            return None
        self.com_cartas_a_mais = self._com_cartas_a_mais(itens)
        eventos: list[Evento] = []
        posicoes: list[Posicao] = []
        for item in itens:
            evento = self.evento(item)
            if evento is not None:
                eventos.append(evento)
                posicoes.append(_pos(item.value[0][0] if isinstance(item, MappingNode) and item.value else item))
        return tuple(eventos), tuple(posicoes)

    def _com_cartas_a_mais(self, itens: list[Node]) -> set[str]:
        """Players with a `cartas-a-mais` incident: they may play a card beyond their listed three."""
        quem: set[str] = set()
        for item in itens:
            if isinstance(item, MappingNode) and len(item.value) == 1:
                k, v = item.value[0]
                if isinstance(k, ScalarNode) and isinstance(v, MappingNode):
                    for kk, vv in v.value:
                        if (isinstance(kk, ScalarNode) and kk.value == "falta" and isinstance(vv, ScalarNode)
                                and vv.value == "cartas-a-mais"):
                            quem.add(str(k.value).strip())
        return quem

    def evento(self, no: Node) -> Evento | None:
        forma = "'- jogador: fala', '- jogador: {ação: valor}' ou '- vaza: trio'"
        if not isinstance(no, MappingNode):
            dica = ""
            if isinstance(no, ScalarNode) and self.jogadores:
                primeira = str(no.value).split(" ", 1)
                if len(primeira) == 2 and primeira[0] in (*self.jogadores, E.EVENTO_VAZA):
                    dica = f" (falta ':' depois de {primeira[0]}? escreva '- {primeira[0]}: {primeira[1]}')"
            self.erro(no, f"evento: esperava {forma}, encontrei {_descrever(no)}{dica}")
            return None
        pares = cast(list[tuple[Node, Node]], no.value)
        if not pares:
            self.erro(no, f"evento vazio: esperava {forma}")
            return None
        if len(pares) > 1:
            nomes = [str(k.value) if isinstance(k, ScalarNode) else "?" for k, _ in pares]
            extra = next((n for n in nomes[1:] if n in E.CHAVES_ACAO), None)
            if extra is not None:
                dica = (f"; {_q(extra)} vai dentro da ação, entre chaves: "
                        f"'- {nomes[0]}: {{..., {extra}: ...}}'")
            else:
                dica = "; separe em um evento por linha"
            self.erro(pares[1][0], f"um evento tem uma só chave (um jogador ou vaza), este tem {len(pares)}: "
                                   f"{', '.join(nomes)}{dica}")
            for k, v in pares:  # still check each part, to report everything at once
                if not (isinstance(k, ScalarNode) and k.value in E.CHAVES_ACAO):
                    self.parte(k, v)
            return None
        k, v = pares[0]
        return self.parte(k, v)

    def parte(self, k: Node, v: Node) -> Evento | None:
        nome = self.chave(k, "evento")
        if nome is None:
            return None
        if nome == E.EVENTO_VAZA:
            return self.vaza(v)
        if nome == E.EVENTO_PAGAMENTO:
            return self.pagamento_feito(k, v)
        if self.jogadores is not None and nome not in self.jogadores:
            if self.versao >= 2:
                validos, rotulo = [*self.jogadores, *E.EVENTOS_SEM_JOGADOR], "jogadores, vaza e pagamento"
            else:
                validos, rotulo = [*self.jogadores, E.EVENTO_VAZA], "jogadores e vaza"
            self.erro(k, f"jogador desconhecido {_q(nome)}{self.dica(nome, validos, rotulo)}")
            return None
        if isinstance(v, MappingNode):
            return self.acao(nome, v)
        if isinstance(v, ScalarNode) and not _vazio(v):
            return self.diz(nome, v)
        if _vazio(v):
            self.erro(k, f"evento de {nome} sem valor: o que {nome} disse ou fez?")
            return None
        self.tipo(v, "uma fala (texto) ou uma ação entre chaves ({joga: 1E}, {pontos: 33}, …)",
                  f"evento de {nome}")
        return None

    def vaza(self, v: Node) -> Vaza | None:
        validos = [*self.trios, E.VAZA_PARDA]
        texto = self.texto(v, "vaza")
        if texto is None:
            return None
        if texto.lower() == E.VAZA_PARDA:
            return Vaza(None)
        if texto in self.trios:
            return Vaza(texto)
        if self.jogadores and texto in self.jogadores:
            self.erro(v, f"vaza: dê o trio vencedor, não o jogador ({texto} é do trio "
                         f"{self.jogadores[texto]})")
            return None
        if self.trios:
            self.erro(v, f"vaza: {_q(texto)} não é um trio{self.dica(texto, validos, 'valores')}")
        return None

    def diz(self, jogador: str, v: ScalarNode) -> Diz | None:
        texto = str(v.value).strip()
        if len(texto) > E.MAX_FALA:  # no phrase is this long; comparing it with every phrase would be slow
            self.erro(v, f"fala longa demais ({len(texto)} caracteres; o limite é {E.MAX_FALA}): {_q(texto)}")
            return None
        sentido = _fala.interpretar(texto)
        if sentido is not None:
            return Diz(jogador, texto, sentido)
        from arbitro.sistemas.mtg.cenario import falas as _falas  # only for a phrase that is not accepted

        forma = _falas.forma_de_evento(texto) if v.tag != _BOOL else None
        if forma is not None:  # "30", "trinta e três", "vou ao baralho", "mostrei": an act, not a speech
            self.erro(v, f"fala não reconhecida {_q(texto)}: isso é um ato, não uma fala; escreva "
                         f"'- {jogador}: {forma}'")
            return None
        perto = _falas.sugestoes(texto) if self.pode_sugerir(texto) else []
        if v.tag == _BOOL and texto.lower() in _SIM_NAO:
            perto = [_SIM_NAO[texto.lower()]]
        if perto:
            dica = f"; você quis dizer {' ou '.join(_q(p) for p in perto)}? (todas as falas: arbitro falas)"
        else:
            dica = "; veja as falas aceitas com 'arbitro falas'"
        self.erro(v, f"fala não reconhecida {_q(texto)}{dica}")
        return None

    def acao(self, jogador: str, v: MappingNode) -> Evento | None:
        pares = self.mapeamento(v, f"ação de {jogador}", E.CHAVES_ACAO)
        if pares is None:
            return None
        if not pares:
            if not v.value:
                self.erro(v, f"ação de {jogador} vazia: use uma de {_lista(E.ACOES)}")
            return None
        valores = {chave: (k, val) for chave, k, val in pares}
        primarias = [c for c in valores if c in E.ACOES]
        if len(primarias) != 1:
            if primarias:
                self.erro(valores[primarias[1]][0], f"ação de {jogador}: uma ação por evento, encontrei "
                                                    f"{' e '.join(primarias)}; separe em eventos")
            else:
                sec = next(iter(valores))
                self.erro(valores[sec][0], f"ação de {jogador}: {_q(sec)} acompanha {_q(E.SECUNDARIAS[sec])} "
                                           f"(ex.: {{{E.SECUNDARIAS[sec]}: ..., {sec}: ...}})")
            return None
        acao = primarias[0]
        if acao in E.ACOES_V2 and self.versao < 2:
            self.erro(valores[acao][0], f"ação de {jogador}: {acao} é da versão 2 do contrato; escreva versao: 2 no "
                                        "começo do arquivo")
            return None
        for sec in valores:
            if sec != acao and E.SECUNDARIAS.get(sec) != acao:
                self.erro(valores[sec][0], f"ação de {jogador}: {_q(sec)} não vale com {_q(acao)}"
                                           + (f"; acompanha {_q(E.SECUNDARIAS[sec])}" if sec in E.SECUNDARIAS
                                              else ""))
                return None
        val = valores[acao][1]
        onde = f"{acao} de {jogador}"
        if acao == "pontos":
            pontos = self.inteiro(val, onde, 0, E.MAX_PONTOS)
            return None if pontos is None else CantaPontos(jogador, pontos)
        if acao in E.ACOES_SO_DA_TESTA and self.fora_da_testa(jogador, v, acao):
            return None
        if acao == "joga":
            c = self.uma_carta(val, onde)
            if c is not None and self.confere_carta(jogador, c, val, "joga"):
                self.cartas.jogada[c] = (jogador, val)  # even if `coberta` is wrong: a later replay is caught
            else:
                c = None
            coberta: bool | None = False
            if "coberta" in valores:
                coberta = self.booleano(valores["coberta"][1], f"coberta de {jogador}")
            if c is None or coberta is None:
                return None
            return Joga(jogador, c, coberta)
        if acao in E.ACOES_VERDADEIRAS:
            lido = self.booleano(val, onde)
            if lido is False:
                self.erro(val, f"{onde}: escreva {acao}: true, ou retire o evento")
            if not lido:
                return None
            if acao == "baralho":
                return Baralho(jogador)
            if acao == "passa":
                return Passa(jogador)
            if acao == "olhou_cedo":
                self.tempo_esgotado_pendente.append(valores[acao][0])
                return OlhouCedo(jogador)
            return NaoMostra(jogador)
        if acao == "mostra":
            itens = self.lista(val, onde)
            if itens is None:
                return None
            if not itens:
                self.erro(val, f"{onde}: lista vazia; quais cartas {jogador} mostrou?")
                return None
            if len(itens) > E.CARTAS_POR_JOGADOR and jogador not in self.com_cartas_a_mais:
                self.erro(val, f"{onde}: {len(itens)} cartas, mas cada jogador recebe "
                               f"{E.CARTAS_POR_JOGADOR} (Art. 10, IV)")
                return None
            mostradas: list[Carta] = []
            for item in itens:
                c = self.uma_carta(item, onde)
                if c is None:
                    continue
                if c in mostradas:
                    self.erro(item, f"{onde}: a carta {c.curta} aparece duas vezes")
                    continue
                if self.confere_carta(jogador, c, item, "mostra"):
                    mostradas.append(c)
                    self.cartas.mostrada.setdefault(c, (jogador, item))
            if len(mostradas) != len(itens):
                return None
            return Mostra(jogador, tuple(mostradas))
        if acao == "pede_flor":
            alvo = self.jogador(val, onde)
            return None if alvo is None else PedeFlor(jogador, alvo)
        # falta
        tipo = self.texto(val, onde)
        if tipo is None:
            return None
        if tipo not in E.TIPOS_DE_FALTA:
            self.erro(val, f"falta desconhecida {_q(tipo)}{self.dica(tipo, E.TIPOS_DE_FALTA, 'faltas')}")
            return None
        apos_jogar: bool | None = None
        carta_virada: Carta | None = None
        if "apos_jogar" in valores:
            if tipo not in E.FALTA_COM_APOS_JOGAR:
                self.erro(valores["apos_jogar"][0], f"{onde}: apos_jogar só vale com "
                                                    f"{' ou '.join(E.FALTA_COM_APOS_JOGAR)}")
                return None
            apos_jogar = self.booleano(valores["apos_jogar"][1], f"apos_jogar de {jogador}")
            if apos_jogar is None:
                return None
        if "carta" in valores:
            if tipo not in E.FALTA_COM_CARTA:
                self.erro(valores["carta"][0], f"{onde}: carta só vale com {' ou '.join(E.FALTA_COM_CARTA)}")
                return None
            carta_virada = self.uma_carta(valores["carta"][1], f"carta de {jogador}")
            if carta_virada is None:
                return None
        return Falta(jogador, tipo, apos_jogar, carta_virada)

    def confere_carta(self, jogador: str, c: Carta, no: Node, verbo: str) -> bool:
        """A card played or shown must not belong to, or have been played by, someone else."""
        dono = self.cartas.mao.get(c)
        if dono is not None and dono[0] != jogador:
            self.erro(no, f"{jogador} {verbo} {c.curta}, mas {c.curta} está na mão de {dono[0]} "
                          f"(linha {dono[1].start_mark.line + 1})")
            return False
        jogada = self.cartas.jogada.get(c)
        if jogada is not None and (verbo == "joga" or jogada[0] != jogador):
            quem = "" if jogada[0] == jogador else f" por {jogada[0]}"
            self.erro(no, f"a carta {c.curta} já foi jogada{quem} (linha {jogada[1].start_mark.line + 1}): "
                          "o baralho tem uma só")
            return False
        if verbo == "joga":
            mostrada = self.cartas.mostrada.get(c)
            if mostrada is not None and mostrada[0] != jogador:
                self.erro(no, f"{jogador} joga {c.curta}, mas {c.curta} foi mostrada por {mostrada[0]} "
                              f"(linha {mostrada[1].start_mark.line + 1})")
                return False
        mao = self.maos.get(jogador, ())
        if (dono is None and len(mao) == E.CARTAS_POR_JOGADOR
                and jogador not in self.com_cartas_a_mais):
            self.erro(no, f"{jogador} {verbo} {c.curta}, que não está entre as cartas de {jogador} listadas "
                          f"em 'cartas' ({', '.join(x.curta for x in mao)})")
            return False
        return self.cabe_na_mao(jogador, c, no, verbo)

    def cabe_na_mao(self, jogador: str, c: Carta, no: Node, verbo: str) -> bool:
        """A player holds three cards (Art. 10, IV): a fourth card played or shown is an impossible hand,
        unless a `cartas-a-mais` incident says he was dealt more."""
        vistas = self.vistas.setdefault(jogador, {x: no for x in self.maos.get(jogador, ())})
        if c in vistas or jogador in self.com_cartas_a_mais:
            vistas.setdefault(c, no)
            return True
        if len(vistas) >= E.CARTAS_POR_JOGADOR:
            ja = ", ".join(x.curta for x in vistas)
            self.erro(no, f"{jogador} {verbo} {c.curta}, uma 4ª carta: {jogador} já tinha {ja}, e cada jogador "
                          f"recebe {E.CARTAS_POR_JOGADOR} (Art. 10, IV); se recebeu cartas a mais, registre "
                          f"'- {jogador}: {{falta: cartas-a-mais}}'")
            return False
        vistas[c] = no
        return True

    def fora_da_testa(self, jogador: str, no: Node, acao: str) -> bool:
        """In a testa only the two players of `mesa` play (Art. 10, III): another's card, points or baralho
        cannot have happened at the table (his speech can: the engine rules on it)."""
        if self.modalidade != "testa" or self.mesa is None or jogador in self.mesa:
            return False
        self.erro(no, f"{jogador} não está nesta testa ({acao}): só os dois da mesa ({' e '.join(self.mesa)}) jogam "
                      f"cartas, passam ou vão ao baralho, e {jogador} não joga esta testa (Art. 10, III); "
                      "a fala de outro jogador é jogo irregular e vai nas observações")
        return True

    def pagamento_feito(self, k: Node, v: Node) -> PagamentoFeito | None:
        """``- {pagamento: {recebe: A, tentos: 1}}`` (contract v2 §7): tentos received at this moment."""
        if self.versao < 2:
            self.erro(k, "pagamento: evento da versão 2 do contrato; escreva versao: 2 no começo do arquivo (ou use "
                         "a lista pagamentos: da versão 1)")
            return None
        pares = self.mapeamento(v, "pagamento", ("recebe", "tentos"))
        if pares is None:
            return None
        valores = {chave: val for chave, _k, val in pares}
        faltam = [c for c in ("recebe", "tentos") if c not in valores]
        if faltam:
            self.erro(v, f"pagamento: falta {' e '.join(faltam)} (ex.: {{pagamento: {{recebe: A, tentos: 1}}}})")
            return None
        trio = self.texto(valores["recebe"], "recebe do pagamento")
        if trio is not None and trio not in self.trios:
            if self.trios:
                self.erro(valores["recebe"], f"pagamento: trio desconhecido {_q(trio)}"
                                             f"{self.dica(trio, list(self.trios), 'trios')}")
            trio = None
        tentos = self.inteiro(valores["tentos"], "tentos do pagamento", 1, self.alvo)
        if trio is None or tentos is None:
            return None
        return PagamentoFeito(trio, tentos)

    def ler_pagamentos(self, no: Node) -> tuple[Pagamento, ...] | None:
        if _vazio(no):
            return ()
        itens = self.lista(no, "pagamentos")
        if itens is None:
            return None
        lidos: list[Pagamento] = []
        ok = True
        for item in itens:
            pares = self.mapeamento(item, "pagamento", E.CHAVES_PAGAMENTO)
            if pares is None:
                ok = False
                continue
            valores = {chave: v for chave, _k, v in pares}
            # Who received: `recebe` (as the v2 `pagamento` event says it) or v1's `trio`, same meaning.
            quem = [c for c in E.CHAVES_QUEM_RECEBE if c in valores]
            faltam = ([] if quem else ["recebe"]) + [c for c in ("tentos",) if c not in valores]
            if faltam:
                self.erro(item, f"pagamento: falta {' e '.join(faltam)} (ex.: {{recebe: A, tentos: 3}}: o trio "
                                "que recebeu e quantos tentos)")
                ok = False
                continue
            if len(quem) > 1:
                self.erro(pares[[c for c, _k, _v in pares].index(quem[1])][1],
                          "pagamento: 'recebe' e 'trio' dizem o mesmo (quem recebeu); use só 'recebe'")
                ok = False
                continue
            no_trio = valores[quem[0]]
            trio = self.texto(no_trio, "pagamento")
            if trio is not None and trio not in self.trios:
                if self.trios:
                    self.erro(no_trio, f"pagamento: trio desconhecido {_q(trio)}"
                                       f"{self.dica(trio, list(self.trios), 'trios')}")
                trio = None
            tentos = self.inteiro(valores["tentos"], "tentos do pagamento", 0, self.alvo)
            if trio is None or tentos is None:
                ok = False
                continue
            lidos.append(Pagamento(trio, tentos))
        return tuple(lidos) if ok else None
