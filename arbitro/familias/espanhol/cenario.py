"""The scenario of a hand of the family (contract v2 §8) and the loader's common part.

The document is contract v1 §4 with the v2 §8 changes: the sides are ``duplas:`` (``equipes:`` an alias),
``mesa:`` the playing order from the mão with the sides alternating, no ``modalidade``, the cards and the speech of
the system. Each system gives its :class:`Perfil` (deck, players per side, target, options, speech, whether cards
are played face down) and the loader does the rest: every problem at once, located, in Portuguese. A key, event or
word of another system is refused with a message that names that system (a scenario that mixes systems is not a
table of this one).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple, cast

from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.cenario import nomes as _nomes
from arbitro.cenario.leitor import Leitor
from arbitro.familias.espanhol.fala import Palavra, de_outro_sistema, entender
from arbitro.familias.espanhol.vazas import PARDA
from arbitro.nucleo.cartas import Baralho, Carta, CartaInvalida, espanhol
from arbitro.nucleo.texto import chave as normalizar

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Leitura


class Posicao(NamedTuple):
    linha: int
    coluna: int


class Fala(NamedTuple):
    jogador: str
    texto: str
    palavra: Palavra
    pos: Posicao


class Pontos(NamedTuple):
    jogador: str
    pontos: int
    pos: Posicao


class Joga(NamedTuple):
    jogador: str
    carta: Carta
    coberta: bool
    oculta: Carta | None  # the valenciano's hidden card under the open one, after a tied first vaza
    pos: Posicao


class Vaza(NamedTuple):
    """A vaza summarised by its result: a side, or None when it was tied."""

    vencedor: str | None
    pos: Posicao


class Mostra(NamedTuple):
    jogador: str
    cartas: tuple[Carta, ...]
    pos: Posicao


class Pagamento(NamedTuple):
    """``recebe`` received ``tentos`` at this moment of the hand (contract v2 §7, §8)."""

    recebe: str
    tentos: int
    pos: Posicao


Evento = Fala | Pontos | Joga | Vaza | Mostra | Pagamento


@dataclass(frozen=True)
class Cenario:
    sistema: str
    versao: int
    placar: dict[str, int]
    lados: dict[str, tuple[str, ...]]
    mesa: tuple[str, ...]
    eventos: tuple[Evento, ...]
    alvo: int
    cartas: dict[str, tuple[Carta, ...]] = field(default_factory=dict)
    leituras: dict[str, str] = field(default_factory=dict)
    opcoes: dict[str, int | bool] = field(default_factory=dict)
    camas: dict[str, int] = field(default_factory=dict)
    pagamentos: tuple[tuple[str, int], ...] = ()  # v1 `pagamentos:`: what each side received, closing nothing
    pergunta: str | None = None
    arquivo: str = ""

    def lado(self, jogador: str) -> str:
        return next(t for t, js in self.lados.items() if jogador in js)

    # The names the system-free case library reads any scenario by (arbitro.casos).
    @property
    def regulamento(self) -> str:
        return self.sistema

    @property
    def trios(self) -> dict[str, tuple[str, ...]]:
        return self.lados

    @property
    def modalidade(self) -> None:  # no roda or testa (contract v2 §8: the ruling's modalidade is null)
        return None


class Opcao(NamedTuple):
    """One key of ``opcoes:``: its values (None: true/false) and its default."""

    valores: tuple[int, ...] | None
    padrao: int | bool
    artigo: str


class Perfil(NamedTuple):
    """What the loader asks of a system."""

    id: str
    nome: str  # "o truco argentino", in a sentence
    baralho: Baralho
    regra_baralho: str  # which cards the deck has, in words, for the messages
    jogadores: tuple[int, ...]  # players per side the system allows
    artigo_jogadores: str
    vocabulario: Mapping[str, Palavra]
    opcoes: Mapping[str, Opcao]
    alvo: Callable[[Mapping[str, int | bool]], int]  # the target, from the options
    artigo_alvo: str
    leituras: Mapping[str, Leitura]
    falas: tuple[str, ...] = ()  # the speech as a judge writes it, for the messages
    coberta: str | None = None  # the rule for cards played face down, when the system has it
    camas: str | None = None  # the rule for the camas, when the system plays them


CHAVES = ("versao", "regulamento", "duplas", "equipes", "mesa", "placar", "cartas", "eventos", "pagamentos",
          "pergunta", "leituras", "opcoes", "camas")
OBRIGATORIAS = ("placar", "mesa", "eventos")
# Keys of another system's scenario, and whose they are.
_CHAVES_DE_OUTROS = {"trios": ("do truco do MTG", "os lados são duplas: (ou equipes:)"),
                     "modalidade": ("do truco do MTG (roda ou testa)", "não há modalidade"),
                     "testa": ("do truco do MTG", "não há testa"),
                     "tempo_esgotado": ("do truco do MTG", "não há término do tempo de jogo"),
                     "vira": ("do truco paulista", "não há vira")}
_EVENTOS_DE_OUTROS = {"baralho": "ir ao baralho", "passa": "passar as cartas", "nao_mostra": "não mostrar as cartas",
                      "pede_flor": "o \"peço flor\"", "falta": "as faltas do jogador", "olhou_cedo": "olhar cedo",
                      "queima": "queimar a mão", "passa_mao": "passar a mão ao parceiro"}


def ler(no: Node, arquivo: str, perfil: Perfil) -> Cenario:
    """The scenario at ``no`` (a document's root) under ``perfil``; raises ``CenarioInvalido`` with every problem."""
    from arbitro.cenario.yamlpos import CenarioInvalido

    c = _Carregador(arquivo, perfil)
    cenario = c.cenario(no)
    if c.le.problemas or cenario is None:
        raise CenarioInvalido(c.le.problemas)
    return cenario


def _pos(no: Node) -> Posicao:
    return Posicao(no.start_mark.line + 1, no.start_mark.column + 1)


class _Carregador:
    def __init__(self, arquivo: str, perfil: Perfil) -> None:
        self.le = Leitor(arquivo)
        self.arquivo = arquivo
        self.p = perfil
        self.lados: dict[str, tuple[str, ...]] = {}
        self.lado_de: dict[str, str] = {}
        self.maos: dict[str, tuple[Carta, ...]] = {}
        self.vistas: dict[Carta, tuple[str, str]] = {}  # card → (player, how seen)
        self.conhecidas: dict[str, list[Carta]] = {}  # every card seen of each player
        self.opcoes: dict[str, int | bool] = {k: o.padrao for k, o in perfil.opcoes.items()}

    def erro(self, no: Node, msg: str) -> None:
        self.le.erro(no, msg)

    @property
    def do(self) -> str:
        """"do truco argentino": the system's name after "de"."""
        artigo, _, resto = self.p.nome.partition(" ")
        return f"d{artigo} {resto}" if artigo in ("o", "a") else f"de {self.p.nome}"

    # -- the root --

    def cenario(self, raiz: Node) -> Cenario | None:
        if not isinstance(raiz, MappingNode):
            self.le.tipo(raiz, "um mapeamento com placar, duplas, mesa e eventos", "cenário")
            return None
        nos: dict[str, Node] = {}
        for k, v in cast(list[tuple[Node, Node]], raiz.value):
            chave = self.le.chave(k, "cenário")
            if chave is None:
                continue
            if chave in _CHAVES_DE_OUTROS:
                de, aqui = _CHAVES_DE_OUTROS[chave]
                self.erro(k, f"{chave}: chave {de}, não {self.do}: aqui {aqui}")
                if chave == "trios" and "duplas" not in nos:
                    nos["_trios"] = v  # read as the sides, so the rest of the scenario is still checked
            elif chave == "camas" and self.p.camas is None:
                self.erro(k, f"camas: chave do truc valenciano; {self.p.nome} não se joga em camas")
            elif chave not in CHAVES:
                self.le.mapeamento(MappingNode("tag:yaml.org,2002:map", [(k, v)]), "cenário", CHAVES)
            else:
                nos[chave] = v
        self._obrigatorias(raiz, nos)
        versao = self._versao(raiz, nos)
        if "opcoes" in nos:
            self._opcoes(nos["opcoes"])
        alvo = self.p.alvo(self.opcoes)
        self._lados(raiz, nos)
        placar = self._placar(nos["placar"], alvo) if "placar" in nos else None
        camas = self._camas(nos.get("camas"))
        mesa = self._mesa(nos["mesa"]) if "mesa" in nos else None
        if "cartas" in nos:
            self._cartas(nos["cartas"])
        eventos = self._eventos(nos["eventos"]) if "eventos" in nos else None
        pagamentos = self._pagamentos(nos["pagamentos"]) if "pagamentos" in nos else ()
        leituras = self._leituras(nos["leituras"]) if "leituras" in nos else {}
        pergunta = self.le.texto(nos["pergunta"], "pergunta") if "pergunta" in nos else None
        if self.le.problemas or placar is None or mesa is None or eventos is None:
            return None
        return Cenario(sistema=self.p.id, versao=versao, placar=placar, lados=self.lados, mesa=mesa,
                       eventos=tuple(eventos), alvo=alvo, cartas=self.maos, leituras=leituras, opcoes=self.opcoes,
                       camas=camas, pagamentos=pagamentos, pergunta=pergunta, arquivo=self.arquivo)

    def _obrigatorias(self, raiz: Node, nos: dict[str, Node]) -> None:
        if "duplas" in nos and "equipes" in nos:
            self.erro(nos["equipes"], "equipes: é outro nome de duplas; escreva só uma das duas chaves")
        faltam = [k for k in OBRIGATORIAS if k not in nos]
        if not {"duplas", "equipes", "_trios"} & set(nos):
            faltam.insert(0, "duplas")
        for chave in faltam:
            self.erro(raiz, f"falta a chave obrigatória '{chave}'")

    def _versao(self, raiz: Node, nos: dict[str, Node]) -> int:
        if "versao" not in nos:
            self.erro(raiz, f"{self.p.nome} é do contrato v2: escreva versao: 2 no começo do arquivo")
            return 2
        v = self.le.inteiro(nos["versao"], "versao", 1, 2)
        if v == 1:
            self.erro(nos["versao"], f"versao 1 só conhece o truco do MTG; {self.p.nome} pede versao: 2")
        return 2

    def _opcoes(self, no: Node) -> None:
        pares = self.le.mapeamento(no, "opcoes", list(self.p.opcoes))
        for chave, _k, v in pares or ():
            o = self.p.opcoes[chave]
            if o.valores is None:
                b = self.le.booleano(v, f"opcoes.{chave}")
                if b is not None:
                    self.opcoes[chave] = b
                continue
            n = self.le.inteiro(v, f"opcoes.{chave}", min(o.valores), max(o.valores))
            if n is not None and n not in o.valores:
                self.erro(v, f"opcoes.{chave}: {n} não é um dos valores possíveis "
                             f"({' ou '.join(map(str, o.valores))}; {o.artigo})")
            elif n is not None:
                self.opcoes[chave] = n

    # -- sides, score, order --

    def _lados(self, raiz: Node, nos: dict[str, Node]) -> None:
        qual = next((c for c in ("duplas", "equipes", "_trios") if c in nos), None)
        if qual is None:
            return
        no, chave = nos[qual], qual.lstrip("_")
        if not isinstance(no, MappingNode):
            self.le.tipo(no, "um mapeamento de dois lados, cada um com a lista dos seus jogadores", chave)
            return
        itens = cast(list[tuple[Node, Node]], no.value)
        if len(itens) != 2:
            self.erro(no, f"{chave}: a mão é jogada por dois lados; encontrei {len(itens)} ({self.p.artigo_jogadores})")
        extenso = {1: "um", 2: "dois", 3: "três"}
        permitidos = " ou ".join(extenso[n] for n in self.p.jogadores)
        recusado = False  # a refused name leaves its side short: not a second problem
        for k, v in itens:
            lado = self.le.chave(k, chave)
            if lado is None:
                continue
            if normalizar(lado) == PARDA:
                self.erro(k, f"'{lado}' não pode ser nome de dupla: é o resultado de uma vaza empatada")
                continue
            if (motivo := _nomes.recusa(lado)) is not None:  # the one check of names (issue 21)
                self.erro(k, f"{chave}: {motivo}")
                continue
            nomes = self.le.lista(v, f"{chave}.{lado}") or []
            if len(nomes) not in self.p.jogadores:
                quantos = "duas duplas de dois jogadores" if self.p.jogadores == (2,) else \
                    f"{permitidos} jogadores de cada lado"
                self.erro(k, f"{lado} tem {len(nomes)} jogador(es); {self.p.nome} se joga com {quantos} "
                             f"({self.p.artigo_jogadores})")
            lidos = []
            for n in nomes:
                nome = self.le.nome(n, f"jogador de {lado}")
                if nome is None:
                    recusado = True
                    continue
                if nome in ("vaza", "pagamento"):
                    self.erro(n, f"'{nome}' não pode ser nome de jogador: é a chave de um evento")
                elif nome in self.lado_de:
                    self.erro(n, f"o jogador '{nome}' já está em {self.lado_de[nome]}: cada um joga de um lado só")
                else:
                    self.lado_de[nome] = lado
                    lidos.append(nome)
            self.lados[lado] = tuple(lidos)
        tamanhos = {len(js) for js in self.lados.values()}
        if len(self.lados) == 2 and len(tamanhos) > 1 and not recusado:
            self.erro(no, f"{chave}: os dois lados jogam com o mesmo número de jogadores ({self.p.artigo_jogadores})")

    def _placar(self, no: Node, alvo: int) -> dict[str, int] | None:
        pares = self.le.mapeamento(no, "placar", list(self.lados)) if self.lados else None
        if pares is None:
            return None
        placar: dict[str, int] = {}
        for lado, _k, v in pares:
            nota = f" ({'a cama' if self.p.camas else 'a partida'} é de {alvo} pontos, {self.p.artigo_alvo})"
            n = self.le.inteiro(v, f"placar de {lado}", 0, alvo, nota)
            if n is not None:
                placar[lado] = n
        for lado in self.lados:
            if lado not in {p[0] for p in pares}:
                self.erro(no, f"placar: falta o placar de {lado} (os pontos de cada lado antes desta mão)")
        if len(placar) == 2 and all(n >= alvo for n in placar.values()):
            # The first side to reach the target wins (the partida, or the cama): both cannot be there before a hand.
            self.erro(no, f"placar: os dois lados com {alvo} pontos; {'a cama' if self.p.camas else 'a partida'} "
                          f"termina quando o primeiro chega a {alvo} ({self.p.artigo_alvo}), e os dois não podem "
                          "estar lá")
            return None
        return {t: placar[t] for t in self.lados} if len(placar) == len(self.lados) == 2 else None

    def _camas(self, no: Node | None) -> dict[str, int]:
        camas = {t: 0 for t in self.lados}
        if no is None or self.p.camas is None:
            return camas
        vencer = int(self.opcoes.get("camas_para_vencer", 1))
        for lado, _k, v in self.le.mapeamento(no, "camas", list(self.lados)) or ():
            n = self.le.inteiro(v, f"camas de {lado}", 0, vencer - 1,
                                f" (camas já ganhas; com {vencer} a partida já teria terminado, {self.p.camas})")
            if n is not None:
                camas[lado] = n
        return camas

    def _mesa(self, no: Node) -> tuple[str, ...] | None:
        itens = self.le.lista(no, "mesa")
        if itens is None or not self.lado_de:
            return None
        mesa = [self.jogador(n, "mesa") for n in itens]
        if None in mesa:
            return None
        nomes = cast(list[str], mesa)
        repetidos = sorted({j for j in nomes if nomes.count(j) > 1})
        for j in repetidos:
            self.erro(no, f"mesa: {j} aparece mais de uma vez")
        faltam = [j for j in self.lado_de if j not in nomes]
        if faltam:
            self.erro(no, f"mesa: faltam {', '.join(faltam)}: a mesa lista todos os jogadores, o mão primeiro")
        lados = [self.lado_de[j] for j in nomes]
        if any(a == b for a, b in itertools.pairwise(lados)):
            self.erro(no, "mesa: os lados se alternam na ordem de jogo (os parceiros sentam-se frente a frente; "
                          f"{self.p.artigo_jogadores})")
        return tuple(nomes) if not (repetidos or faltam) else None

    def jogador(self, no: Node, onde: str) -> str | None:
        nome = self.le.texto(no, onde)
        if nome is not None and self.lado_de and nome not in self.lado_de:
            self.erro(no, f"{onde}: jogador desconhecido {_nomes.citar(nome)} (jogadores: {', '.join(self.lado_de)})")
            return None
        return nome

    # -- cards --

    def carta(self, no: Node, onde: str) -> Carta | None:
        texto = self.le.texto(no, onde)
        if texto is None:
            return None
        try:
            return self.p.baralho.ler(texto)
        except CartaInvalida as e:
            motivo = fora_do_baralho(self.p.baralho, self.p.regra_baralho, texto) or e
            self.erro(no, f"{onde}: carta inválida '{texto}': {motivo}")
            return None

    def ver(self, jogador: str, c: Carta, no: Node, como: str) -> None:
        """The same card seen twice is one card: refused when it belongs to two players or is played twice."""
        if c in self.vistas:
            dono, antes = self.vistas[c]
            if dono != jogador or (como == antes and como != "mostrada"):
                self.erro(no, f"a carta {c.curta} já apareceu ({antes} de {dono}): o baralho tem uma só")
                return
        self.vistas[c] = (jogador, como)
        ja = self.conhecidas.setdefault(jogador, [])
        if c not in ja:
            ja.append(c)
            if len(ja) > 3:
                self.erro(no, f"{jogador} teria mais de três cartas ({', '.join(x.curta for x in ja)}): cada "
                              "jogador recebe três")

    def _cartas(self, no: Node) -> None:
        if not self.lado_de:
            return
        for nome, _k, v in self.le.mapeamento(no, "cartas", list(self.lado_de)) or ():
            self.maos[nome] = self.lista_de_cartas(v, nome, "na mão")

    def lista_de_cartas(self, no: Node, jogador: str, como: str) -> tuple[Carta, ...]:
        """The cards listed at ``no`` as seen of ``jogador`` (in his hand, or shown)."""
        lidas: list[Carta] = []
        for item in self.le.lista(no, f"cartas de {jogador}") or ():
            c = self.carta(item, f"cartas de {jogador}")
            if c is not None:
                self.ver(jogador, c, item, como)
                lidas.append(c)
        return tuple(lidas)

    # -- events --

    def _eventos(self, no: Node) -> list[Evento] | None:
        itens = self.le.lista(no, "eventos")
        if itens is None:
            return None
        eventos = [self.evento(n) for n in itens]
        return [e for e in eventos if e is not None]

    def evento(self, no: Node) -> Evento | None:
        if not isinstance(no, MappingNode) or len(no.value) != 1:
            self.le.tipo(no, "um evento de uma chave (jogador: fala, jogador: {joga: 1E}, vaza: A ou "
                             "pagamento: {recebe: A, tentos: 1})", "evento")
            return None
        k, v = cast(tuple[Node, Node], no.value[0])
        chave = self.le.chave(k, "evento")
        if chave is None:
            return None
        if chave == "vaza":
            return self.vaza(v)
        if chave == "pagamento":
            return self.pagamento(v)
        jogador = self.jogador(k, "evento")
        if jogador is None:
            return None
        if isinstance(v, ScalarNode):
            return self.fala(jogador, v)
        if isinstance(v, MappingNode):
            return self.acao(jogador, v)
        self.le.tipo(v, "uma fala ou uma ação ({joga: …}, {pontos: …}, {mostra: […]})", f"evento de {jogador}")
        return None

    def vaza(self, v: Node) -> Vaza | None:
        texto = self.le.texto(v, "vaza")
        if texto is None:
            return None
        if normalizar(texto) == PARDA:
            return Vaza(None, _pos(v))
        if texto not in self.lados:
            self.erro(v, f"vaza: '{texto}' não é um dos lados ({', '.join(self.lados)}) nem 'parda'")
            return None
        return Vaza(texto, _pos(v))

    def pagamento(self, v: Node) -> Pagamento | None:
        pares = self.le.mapeamento(v, "pagamento", ("recebe", "tentos"))
        if pares is None:
            return None
        campos = {c: n for c, _k, n in pares}
        for c in ("recebe", "tentos"):
            if c not in campos:
                self.erro(v, f"pagamento: falta '{c}' (pagamento: {{recebe: A, tentos: 1}})")
        if len(campos) != 2:
            return None
        recebe = self.le.texto(campos["recebe"], "pagamento.recebe")
        tentos = self.le.inteiro(campos["tentos"], "pagamento.tentos", 1, 99)
        if recebe is not None and recebe not in self.lados:
            self.erro(campos["recebe"], f"pagamento.recebe: '{recebe}' não é um dos lados ({', '.join(self.lados)})")
            return None
        return Pagamento(recebe, tentos, _pos(v)) if recebe is not None and tentos is not None else None

    def _pagamentos(self, no: Node) -> tuple[tuple[str, int], ...]:
        saida: list[tuple[str, int]] = []
        for item in self.le.lista(no, "pagamentos") or ():
            campos = {c: n for c, _k, n in self.le.mapeamento(item, "pagamentos", ("equipe", "dupla", "tentos")) or ()}
            lado_no = campos.get("equipe") or campos.get("dupla")
            if lado_no is None or "tentos" not in campos:
                self.erro(item, "pagamentos: cada um é {equipe: A, tentos: N}")
                continue
            lado = self.le.texto(lado_no, "pagamentos.equipe")
            n = self.le.inteiro(campos["tentos"], "pagamentos.tentos", 1, 99)
            if lado is not None and lado not in self.lados:
                self.erro(lado_no, f"pagamentos: '{lado}' não é um dos lados ({', '.join(self.lados)})")
            elif lado is not None and n is not None:
                saida.append((lado, n))
        return tuple(saida)

    def fala(self, jogador: str, v: ScalarNode) -> Fala | None:
        texto = str(v.value).strip()
        palavra = entender(texto, self.p.vocabulario)
        if palavra is not None:
            return Fala(jogador, texto, palavra, _pos(v))
        outro = de_outro_sistema(texto, self.p.vocabulario)
        if outro is not None:
            self.erro(v, f"fala '{texto}' é {outro}, não {self.do}: o cenário mistura sistemas "
                         f"(falas {self.do}: {self.falas()})")
        else:
            self.erro(v, f"fala desconhecida '{texto}' (falas {self.do}: {self.falas()})")
        return None

    def falas(self) -> str:
        return ", ".join(self.p.falas)

    def acao(self, jogador: str, v: MappingNode) -> Evento | None:
        chaves = [str(k.value) for k, _ in cast(list[tuple[Node, Node]], v.value) if isinstance(k, ScalarNode)]
        if "coberta" in chaves and self.p.coberta is None:
            k = next(k for k, _ in v.value if getattr(k, "value", None) == "coberta")
            self.erro(k, f"coberta: {self.p.nome} não prevê carta jogada coberta (é regra do truc valenciano, do "
                         "paulista e do mineiro)")
            return None
        for c in chaves:
            if c in _EVENTOS_DE_OUTROS:
                k = next(k for k, _ in v.value if getattr(k, "value", None) == c)
                self.erro(k, f"{c}: {_EVENTOS_DE_OUTROS[c]} é regra de outro sistema; {self.p.nome} não a tem")
                return None
        validas = ["joga", "pontos", "mostra"] + (["coberta"] if self.p.coberta else []) + \
            (["oculta"] if self.p.coberta else [])
        pares = self.le.mapeamento(v, f"ação de {jogador}", validas)
        if pares is None:
            return None
        campos = {c: n for c, _k, n in pares}
        pos = _pos(v)
        if "pontos" in campos and len(campos) == 1:
            n = self.le.inteiro(campos["pontos"], f"pontos de {jogador}", 0, 40)
            return Pontos(jogador, n, pos) if n is not None else None
        if "mostra" in campos and len(campos) == 1:
            return Mostra(jogador, self.lista_de_cartas(campos["mostra"], jogador, "mostrada"), pos)
        if "joga" in campos and not {"pontos", "mostra"} & set(campos):
            return self.joga(jogador, campos, pos)
        self.erro(v, f"ação de {jogador}: escreva uma ação só — {{joga: 1E}}, {{pontos: 33}} ou {{mostra: [7E, 6E]}}")
        return None

    def joga(self, jogador: str, campos: dict[str, Node], pos: Posicao) -> Joga | None:
        c = self.carta(campos["joga"], f"carta jogada por {jogador}")
        coberta = bool(self.le.booleano(campos["coberta"], "coberta")) if "coberta" in campos else False
        oculta = self.carta(campos["oculta"], f"carta oculta de {jogador}") if "oculta" in campos else None
        if "oculta" in campos and coberta:
            self.erro(campos["coberta"], "coberta: as duas cartas depois da primeira vaza empatada são uma descoberta "
                                         "e uma oculta; não se escreve coberta com oculta")
        if c is None or ("oculta" in campos and oculta is None):
            return None
        self.ver(jogador, c, campos["joga"], "jogada")
        if oculta is not None:
            self.ver(jogador, oculta, campos["oculta"], "jogada")
        return Joga(jogador, c, coberta, oculta, pos)

    # -- readings --

    def _leituras(self, no: Node) -> dict[str, str]:
        from arbitro.cenario.leituras import ler_escolhas

        escolhas, problemas = ler_escolhas(no, self.arquivo, self.p.leituras)
        self.le.problemas += problemas
        return escolhas


_ESPANHOL = espanhol(range(1, 13), "baralho espanhol", "")


def fora_do_baralho(b: Baralho, regra: str, texto: str) -> str | None:
    """"o ás de copas não está no baralho de 22 cartas do truc valenciano: …": a Spanish card the deck ``b`` does
    not have, named, with the deck's rule; None when the text names no Spanish card at all."""
    try:
        c = _ESPANHOL.ler(texto)
    except CartaInvalida:
        return None
    return f"{c.com_artigo} não está no {b.nome}: {regra} ({b.artigo})"


def cartas_da_mao(cenario: Cenario, jogador: str) -> tuple[Carta, ...] | None:
    """The three cards of ``jogador`` when all are known (listed, played or shown), else None."""
    vistas: list[Carta] = list(cenario.cartas.get(jogador, ()))
    for ev in cenario.eventos:
        novas: Sequence[Carta] = ()
        if isinstance(ev, Joga) and ev.jogador == jogador:
            novas = (ev.carta, *((ev.oculta,) if ev.oculta else ()))
        elif isinstance(ev, Mostra) and ev.jogador == jogador:
            novas = ev.cartas
        vistas += [c for c in novas if c not in vistas]
    return tuple(vistas) if len(vistas) == 3 else None
