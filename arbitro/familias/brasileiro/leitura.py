"""Reading the scenario of a paulista or mineiro hand (contract v2 §8) from its YAML nodes.

Only a record that cannot describe a real table is refused: bad types, unknown keys, unknown players, a card that
is not of the French truco deck or is seen in two places (the vira and the burned hands included), a score
outside 0…12, a table that does not alternate the sides, a player who plays twice in one vaza. A scenario that
mixes systems — a key, an event, a word or a card of another rule system — is refused with a message that says
whose it is. Every problem at once, ``arquivo:linha:coluna``, in Portuguese. Irregular play is not refused: the
engine rules on it.
"""

from __future__ import annotations

import difflib
import itertools
from collections.abc import Mapping, Sequence
from typing import ClassVar

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbitro.cenario import nomes as _nomes
from arbitro.cenario.leitor import INT, Leitor
from arbitro.cenario.leitor import NULL as _NULL
from arbitro.cenario.leitor import descrever as _descrever
from arbitro.cenario.yamlpos import CenarioInvalido, Problema, marca
from arbitro.familias.brasileiro import fala as F
from arbitro.familias.brasileiro.cenario import (
    PARDA,
    Cenario,
    Diz,
    Evento,
    Joga,
    Mostra,
    Pagamento,
    PassaMao,
    Pos,
    Queima,
    Vaza,
)
from arbitro.familias.brasileiro.frances import ApelidoSemCarta, Carta, CartaInvalida
from arbitro.familias.brasileiro.perfil import Perfil
from arbitro.nucleo.leituras import Leitura, problemas_de_escolhas
from arbitro.nucleo.texto import chave as normal

_RAIZ = ("versao", "regulamento", "placar", "duplas", "equipes", "mesa", "cartas", "vira", "eventos", "leituras",
         "pergunta", "pagamentos")
# Keys of the other systems' scenarios (contract v1 §4, v2 §7–§8): a scenario that mixes systems says so.
_CHAVES_DE_OUTRO = {
    "trios": "trios é chave do Truco Cego do MTG; {no_jogo} os lados são duplas: (ou equipes:)",
    "modalidade": "roda e testa são do Truco Cego do MTG; {jogo} não tem modalidade",
    "testa": "a testa é do Truco Cego do MTG; {jogo} não tem testa",
    "tempo_esgotado": "o término do tempo de jogo é do Truco Cego do MTG; {jogo} não o tem",
    "camas": "camas são do truco valenciano; {jogo} não as tem",
    "opcoes": "opcoes: (flor, pontos por cama) é do truco argentino e do valenciano; {jogo} não as tem",
}
_EVENTOS_DE_OUTRO = {
    "pontos": "pontos de envido e flor são do Truco Cego do MTG e do argentino; {jogo} não tem envido nem flor",
    "baralho": "ir ao baralho é do Truco Cego do MTG; {no_jogo} quem desiste de uma aposta corre (corro)",
    "passa": "passar as cartas é do Truco Cego do MTG; {jogo} não o tem",
    "nao_mostra": "a prova de um canto (nao_mostra) é do Truco Cego do MTG; {jogo} não tem cantos",
    "pede_flor": "o peço flor é do Truco Cego do MTG; {jogo} não tem flor",
    "falta": "os incidentes (falta:) são do Truco Cego do MTG; {jogo} não os tem",
    "olhou_cedo": "olhou_cedo é do término do tempo do Truco Cego do MTG; {jogo} não o tem",
    "oculta": "a carta oculta é do truco valenciano; {jogo} não a tem",
}
_EXEMPLO = {
    "placar": "os pontos de cada lado antes da mão, ex.: placar: {A: 4, B: 6}",
    "duplas": "os dois lados e seus jogadores, ex.: duplas: {A: [a1, a2], B: [b1, b2]}",
    "mesa": "a ordem de jogo, o mão primeiro, ex.: mesa: [a1, b1, a2, b2]",
    "eventos": "o que aconteceu, em ordem, ex.: eventos: [{a1: truco}, {b1: aceito}]",
}


def _dica(texto: str, validos: Sequence[str]) -> str:
    perto = difflib.get_close_matches(texto, list(validos), n=1, cutoff=0.6)
    return f"; você quis dizer {perto[0]!r}?" if perto else ""


class _Leitor:
    """Walks the scenario's nodes, collecting every problem and building the values."""

    def __init__(self, arquivo: str, perfil: Perfil, leituras: Mapping[str, Leitura]) -> None:
        self.arquivo = arquivo
        self.p = perfil
        self.registro = leituras
        self.problemas: list[Problema] = []
        self.le = Leitor(arquivo)  # the kernel's reader, for numbers; it reports into the same list
        self.le.problemas = self.problemas
        self.lado_de: dict[str, str] = {}
        self.vira: Carta | None = None
        # card -> where it was seen: (kind, player, node); kinds vira, mao, queima, jogada, mostra
        self.vistas: dict[Carta, tuple[str, str | None, Node]] = {}
        self.conhecidas: dict[str, set[Carta]] = {}
        self.queimas = 0  # hands burned so far (mineiro's troca de mãos)

    # --- problems and primitive values ------------------------------------------------------------------

    def erro(self, no: Node, mensagem: str) -> None:
        self.problemas.append(marca(no, self.arquivo, mensagem))

    def formatar(self, modelo: str) -> str:
        return modelo.format(jogo=self.p.jogo, no_jogo=self.p.no_jogo)

    def mapa(self, no: Node, onde: str) -> list[tuple[str, Node, Node]] | None:
        if not isinstance(no, MappingNode):
            self.erro(no, f"{onde}: esperava um mapeamento (chave: valor), encontrei {_descrever(no)}")
            return None
        pares: list[tuple[str, Node, Node]] = []
        for k, v in no.value:
            if not isinstance(k, ScalarNode):
                self.erro(k, f"{onde}: a chave tem de ser um texto simples")
                continue
            pares.append((str(k.value), k, v))
        return pares

    def lista(self, no: Node, onde: str) -> list[Node] | None:
        if not isinstance(no, SequenceNode):
            self.erro(no, f"{onde}: esperava uma lista, encontrei {_descrever(no)}")
            return None
        return list(no.value)

    def texto(self, no: Node, onde: str) -> str | None:
        if not isinstance(no, ScalarNode) or no.tag == _NULL or not str(no.value).strip():
            self.erro(no, f"{onde}: esperava um texto, encontrei {_descrever(no)}")
            return None
        return str(no.value).strip()

    def inteiro(self, no: Node, onde: str, minimo: int, maximo: int, nota: str = "") -> int | None:
        """A number as every system reads it (issue 21): the kernel's reader — a YAML integer, not a quoted text,
        its digits counted before any conversion."""
        return self.le.inteiro(no, onde, minimo, maximo, nota)

    def booleano(self, no: Node, onde: str) -> bool | None:
        if isinstance(no, ScalarNode) and str(no.value).lower() in ("true", "false"):
            return str(no.value).lower() == "true"
        self.erro(no, f"{onde}: esperava true ou false, encontrei {_descrever(no)}")
        return None

    def carta(self, no: Node, onde: str) -> Carta | None:
        t = self.texto(no, onde)
        if t is None:
            return None
        try:
            return self.p.baralho.ler(t)
        except ApelidoSemCarta as e:
            dica = ""
            if self.vira is not None:
                from arbitro.familias.brasileiro.frances import ORDEM, ordem

                posto = ORDEM[(ordem(self.vira) + 1) % len(ORDEM)]
                dica = f" (com a vira {self.vira.curta}, é {Carta(posto, e.naipe, True).curta})"
            self.erro(no, f"{onde}: {e}{dica}")
        except CartaInvalida as e:
            self.erro(no, f"{onde}: {e}")
        return None

    def jogador(self, no: Node, onde: str) -> str | None:
        j = self.texto(no, onde)
        if j is None:
            return None
        if self.lado_de and j not in self.lado_de:
            self.erro(no, f"{onde}: jogador desconhecido {_nomes.citar(j)}{_dica(j, list(self.lado_de))} (jogadores: "
                          f"{', '.join(self.lado_de)})")
            return None
        return j

    # --- cards seen ---------------------------------------------------------------------------------------

    _ONDE: ClassVar[dict[str, str]] = {
        "vira": "é a vira", "mao": "está na mão de {j}", "queima": "foi queimada por {j}",
        "jogada": "foi jogada por {j}", "mostra": "foi mostrada por {j}"}

    def ver(self, carta: Carta, tipo: str, jogador: str | None, no: Node) -> None:
        """One more place ``carta`` was seen; a card is in one place only (the same player's hand, play and show
        are one place)."""
        antes = self.vistas.get(carta)
        if antes is None:
            self.vistas[carta] = (tipo, jogador, no)
        else:
            tipo0, j0, no0 = antes
            pessoais = {"mao", "jogada", "mostra"}
            if not (tipo in pessoais and tipo0 in pessoais and jogador == j0 and (tipo, tipo0) != ("jogada", "jogada")):
                onde0 = self._ONDE[tipo0].format(j=j0)
                linha = no0.start_mark.line + 1
                extra = " e não pertence a mão nenhuma" if tipo0 == "vira" or tipo == "vira" else ""
                self.erro(no, f"a carta {carta.curta} ({carta.nome}) {onde0} (linha {linha}){extra}: a mesma carta "
                              f"não pode estar em dois lugares ({self.p.secoes.baralho})")
                return
            if tipo == "jogada":
                self.vistas[carta] = (tipo, jogador, no)
        if jogador is not None and tipo != "queima":
            conhecidas = self.conhecidas.setdefault(jogador, set())
            conhecidas.add(carta)
            if len(conhecidas) == 4:
                self.erro(no, f"{jogador} teria quatro cartas ({', '.join(sorted(c.curta for c in conhecidas))}): "
                              f"cada jogador recebe três ({self.p.secoes.baralho})")

    # --- the document -------------------------------------------------------------------------------------

    def cenario(self, raiz: Node) -> Cenario | None:
        pares = self.mapa(raiz, "cenário")
        if pares is None:
            return None
        nos = {}
        for chave, k, v in pares:
            if chave in _CHAVES_DE_OUTRO:
                self.erro(k, f"chave {chave!r}: {self.formatar(_CHAVES_DE_OUTRO[chave])} — o cenário mistura "
                             "regulamentos")
            elif chave == "vira" and not self.p.vira:
                self.erro(k, f"chave 'vira': {self.p.jogo} não tem vira — as manilhas são fixas "
                             f"({self.p.secoes.baralho}); o cenário mistura regulamentos")
            elif chave not in _RAIZ:
                self.erro(k, f"chave desconhecida {chave!r}{_dica(chave, _RAIZ)} (chaves: {', '.join(_RAIZ)})")
            elif chave in ("duplas", "equipes") and ("duplas" in nos or "equipes" in nos):
                self.erro(k, "duplas: e equipes: são a mesma chave: escreva uma só")
            else:
                nos["duplas" if chave == "equipes" else chave] = (k, v)
        self.versao(raiz, nos)
        if "regulamento" in nos:
            r = self.texto(nos["regulamento"][1], "regulamento")
            if r is not None and normal(r) not in {normal(n) for n in (self.p.id, *self.p.apelidos_id)}:
                self.erro(nos["regulamento"][1], f"regulamento: {r!r} não é {self.p.id}")
        for chave in ("duplas", "mesa", "placar", "eventos"):
            if chave not in nos:
                self.erro(raiz, f"falta a chave {chave!r}: {_EXEMPLO[chave]}")
        duplas = self.duplas(nos["duplas"][1]) if "duplas" in nos else None
        vira = None
        if self.p.vira:
            if "vira" in nos:
                vira = self.vira = self.carta(nos["vira"][1], "vira")
                if vira is not None:
                    self.ver(vira, "vira", None, nos["vira"][1])
            else:
                self.erro(raiz, f"falta a vira: {self.p.no_jogo} a carta virada fixa as manilhas, ex.: vira: 5O "
                                f"({self.p.secoes.manilhas})")
        cartas = self.cartas(nos["cartas"][1]) if "cartas" in nos and duplas else {}
        mesa = self.mesa(nos["mesa"][1], duplas) if "mesa" in nos and duplas else None
        placar = self.placar(nos["placar"][1], duplas) if "placar" in nos and duplas else None
        eventos = self.eventos(nos["eventos"][1], duplas, mesa) if "eventos" in nos and duplas else None
        leituras = self.leituras(nos["leituras"][1]) if "leituras" in nos else {}
        pagamentos = self.pagamentos(nos["pagamentos"][1], duplas) if "pagamentos" in nos and duplas else ()
        pergunta = self.texto(nos["pergunta"][1], "pergunta") if "pergunta" in nos else None
        if self.problemas or duplas is None or mesa is None or placar is None or eventos is None:
            return None
        return Cenario(self.p.id, placar, duplas, mesa, eventos, cartas, vira, leituras, pagamentos, pergunta)

    def versao(self, raiz: Node, nos: dict[str, tuple[Node, Node]]) -> None:
        if "versao" not in nos:
            self.erro(raiz, f"falta versao: 2 — regulamento: {self.p.id} e duplas: são do contrato v2; escreva "
                            "versao: 2")
            return
        no = nos["versao"][1]
        if isinstance(no, ScalarNode) and no.tag == INT and str(no.value) == "1":
            self.erro(no, f"versao: 1 não t{self.p.no_jogo}: regulamento: {self.p.id} e duplas: são do contrato v2; "
                          "escreva versao: 2")
        elif not (isinstance(no, ScalarNode) and no.tag == INT and str(no.value) == "2"):
            self.erro(no, f"versao: esperava 2, encontrei {_descrever(no)}")

    def duplas(self, no: Node) -> dict[str, tuple[str, ...]] | None:
        pares = self.mapa(no, "duplas")
        if pares is None:
            return None
        if len(pares) != 2:
            self.erro(no, f"duplas: são dois lados, encontrei {len(pares)} ({self.p.secoes.jogadores})")
            return None
        duplas: dict[str, tuple[str, ...]] = {}
        tamanhos = " ou ".join(str(n) for n in self.p.jogadores)
        recusado = False  # a refused name leaves its side short: not a second problem
        for nome, k, v in pares:
            if nome.strip().lower() == PARDA:
                self.erro(k, f"duplas: {nome!r} não pode ser nome de lado (parda é a vaza empatada)")
                continue
            if (motivo := _nomes.recusa(nome)) is not None:  # the one check of names (issue 21)
                self.erro(k, f"duplas: {motivo}")
                continue
            nos_j = self.lista(v, f"duplas: {nome}")
            if nos_j is None:
                continue
            if len(nos_j) not in self.p.jogadores:
                self.erro(v, f"duplas: {nome} tem {len(nos_j)} jogador(es); {self.p.no_jogo} cada lado tem "
                             f"{tamanhos} ({self.p.secoes.jogadores})")
                continue
            jogadores = []
            for nj in nos_j:
                j = self.texto(nj, f"duplas: {nome}")
                if j is None:
                    continue
                if (motivo := _nomes.recusa(j)) is not None:
                    self.erro(nj, f"duplas: {nome}: {motivo}")
                    recusado = True
                    continue
                if j in self.lado_de or (j in duplas and j != nome):
                    self.erro(nj, f"duplas: o nome {j!r} aparece duas vezes")
                    continue
                self.lado_de[j] = nome
                jogadores.append(j)
            duplas[nome] = tuple(jogadores)
        if len(duplas) == 2 and len({len(js) for js in duplas.values()}) != 1 and not recusado:
            self.erro(no, f"duplas: os dois lados têm de ter o mesmo número de jogadores ({self.p.secoes.jogadores})")
            return None
        if len(duplas) != 2 or any(len(js) not in self.p.jogadores for js in duplas.values()):
            return None
        return duplas

    def mesa(self, no: Node, duplas: dict[str, tuple[str, ...]]) -> tuple[str, ...] | None:
        nos = self.lista(no, "mesa")
        if nos is None:
            return None
        mesa = [j for n in nos if (j := self.jogador(n, "mesa")) is not None]
        if len(mesa) != len(nos):
            return None
        todos = [j for js in duplas.values() for j in js]
        if sorted(mesa) != sorted(todos):
            faltam = [j for j in todos if j not in mesa]
            repetidos = sorted({j for j in mesa if mesa.count(j) > 1})
            partes = ([f"faltam {', '.join(faltam)}"] if faltam else []) + \
                ([f"repetidos: {', '.join(repetidos)}"] if repetidos else [])
            detalhe = "; ".join(partes)
            self.erro(no, f"mesa: tem de listar cada jogador uma vez, o mão primeiro ({detalhe})")
            return None
        if any(self.lado_de[a] == self.lado_de[b] for a, b in itertools.pairwise(mesa)):
            self.erro(no, f"mesa: os lados têm de se alternar na ordem de jogo ({self.p.secoes.jogadores})")
            return None
        return tuple(mesa)

    def placar(self, no: Node, duplas: dict[str, tuple[str, ...]]) -> dict[str, int] | None:
        pares = self.mapa(no, "placar")
        if pares is None:
            return None
        placar: dict[str, int] = {}
        for nome, k, v in pares:
            if nome not in duplas:
                self.erro(k, f"placar: lado desconhecido {nome!r}{_dica(nome, list(duplas))} (lados: "
                             f"{', '.join(duplas)})")
                continue
            n = self.inteiro(v, f"placar: {nome}", 0, self.p.alvo)
            if n is not None:
                placar[nome] = n
        faltam = [d for d in duplas if d not in placar and d not in {n for n, _, _ in pares}]
        if faltam:
            self.erro(no, f"placar: falta o lado {', '.join(faltam)}")
        if len(placar) == 2 and all(n >= self.p.alvo for n in placar.values()):
            # The first side to reach the target wins the partida (pontos): both cannot be there before a hand.
            self.erro(no, f"placar: os dois lados com {self.p.pontos(self.p.alvo)}; a partida termina quando o "
                          f"primeiro chega a {self.p.alvo} ({self.p.secoes.pontos}), e os dois não podem estar lá")
            return None
        return {d: placar[d] for d in duplas} if set(placar) == set(duplas) else None

    def cartas(self, no: Node) -> dict[str, tuple[Carta, ...]]:
        pares = self.mapa(no, "cartas")
        saida: dict[str, tuple[Carta, ...]] = {}
        for nome, k, v in pares or []:
            if nome not in self.lado_de:
                self.erro(k, f"cartas: jogador desconhecido {nome!r}{_dica(nome, list(self.lado_de))}")
                continue
            nos = self.lista(v, f"cartas: {nome}")
            if nos is None:
                continue
            if len(nos) > 3:
                self.erro(v, f"cartas: {nome} tem {len(nos)} cartas; cada jogador recebe três "
                             f"({self.p.secoes.baralho})")
                continue
            mao = []
            for nc in nos:
                c = self.carta(nc, f"cartas: {nome}")
                if c is not None:
                    self.ver(c, "mao", nome, nc)
                    mao.append(c)
            saida[nome] = tuple(mao)
        return saida

    def leituras(self, no: Node) -> dict[str, str]:
        pares = self.mapa(no, "leituras")
        escolhas: dict[str, str] = {}
        posicoes: dict[str, Node] = {}
        for id_, k, v in pares or []:
            op = self.texto(v, f"leituras: {id_}")
            if op is not None:
                escolhas[id_], posicoes[id_], posicoes[f"{id_}.{op}"] = op, k, v
        for chave, mensagem in problemas_de_escolhas(escolhas, self.registro):
            self.erro(posicoes[chave], f"leituras: {mensagem} de {self.p.jogo}")
        return escolhas

    def pagamentos(self, no: Node, duplas: dict[str, tuple[str, ...]]) -> tuple[tuple[str, int], ...]:
        saida = []
        for item in self.lista(no, "pagamentos") or []:
            pares = self.mapa(item, "pagamentos")
            if pares is None:
                continue
            campos = {nome: v for nome, _, v in pares}
            if "trio" in campos:
                self.erro(item, f"pagamentos: trio é chave do Truco Cego do MTG; {self.p.no_jogo} escreva equipe:")
                continue
            if set(campos) != {"equipe", "tentos"}:
                self.erro(item, "pagamentos: cada um é {equipe: A, tentos: 1}")
                continue
            lado = self.lado(campos["equipe"], duplas, "pagamentos: equipe")
            t = self.inteiro(campos["tentos"], "pagamentos: tentos", 1, self.p.alvo)
            if lado is not None and t is not None:
                saida.append((lado, t))
        return tuple(saida)

    def lado(self, no: Node, duplas: Mapping[str, object], onde: str, parda: bool = False) -> str | None:
        t = self.texto(no, onde)
        if t is None:
            return None
        if parda and t.lower() == PARDA:
            return PARDA
        if t not in duplas:
            validos = [*duplas, *([PARDA] if parda else [])]
            self.erro(no, f"{onde}: lado desconhecido {t!r}{_dica(t, validos)} (esperava {' ou '.join(validos)})")
            return None
        return t

    # --- events -------------------------------------------------------------------------------------------

    def eventos(self, no: Node, duplas: dict[str, tuple[str, ...]], mesa: tuple[str, ...] | None
                ) -> tuple[Evento, ...] | None:
        nos = self.lista(no, "eventos")
        if nos is None:
            return None
        vazas = _Vazas(self, len(mesa) if mesa else sum(len(js) for js in duplas.values()))
        saida: list[Evento] = []
        for item in nos:
            pares = self.mapa(item, "evento")
            if pares is None:
                continue
            if len(pares) != 1:
                self.erro(item, "cada evento tem uma só chave: um jogador (- a1: truco), vaza: ou pagamento:")
                continue
            chave, k, v = pares[0]
            pos = Pos(item.start_mark.line + 1, item.start_mark.column + 1)
            ev = self.evento(chave, k, v, duplas, pos)
            if ev is not None:
                vazas.registrar(ev, item)
                saida.append(ev)
        return tuple(saida)

    def evento(self, chave: str, k: Node, v: Node, duplas: dict[str, tuple[str, ...]], pos: Pos) -> Evento | None:
        if chave == "vaza":
            lado = self.lado(v, duplas, "vaza", parda=True)
            return None if lado is None else Vaza(lado, pos)
        if chave == "pagamento":
            return self.pagamento(v, duplas, pos)
        if chave in _EVENTOS_DE_OUTRO:
            self.erro(k, f"{chave}: {self.formatar(_EVENTOS_DE_OUTRO[chave])} — o cenário mistura regulamentos")
            return None
        j = self.jogador(k, "evento")
        if j is None:
            return None
        if isinstance(v, ScalarNode) and v.tag != _NULL:
            return self.fala(j, v, pos)
        if isinstance(v, MappingNode):
            return self.ato(j, v, pos)
        self.erro(v, f"{j}: esperava uma fala (- {j}: truco) ou um ato ({{joga: 7C}}), encontrei {_descrever(v)}")
        return None

    def fala(self, j: str, v: ScalarNode, pos: Pos) -> Diz | None:
        texto = str(v.value).strip()
        f = F.ler(texto)
        if f is not None:
            return Diz(j, texto, f, pos)
        de = F.estrangeira(texto)
        if de is not None:
            self.erro(v, f"{texto!r} é fala {de}: o cenário mistura regulamentos — {self.p.no_jogo} a aposta é truco "
                         f"→ seis → nove → doze, e se responde quero, aceito, cai, não quero ou corro "
                         f"({self.p.secoes.truco})")
        else:
            self.erro(v, f"fala desconhecida {texto!r}{_dica(F.normalizar(texto), list(F.aceitas()))}; "
                         f"{self.p.jogo} aceita: {', '.join(F.aceitas())}")
        return None

    def ato(self, j: str, v: MappingNode, pos: Pos) -> Evento | None:
        pares = self.mapa(v, j) or []
        campos = {nome: (k, val) for nome, k, val in pares}
        for nome in campos:
            if nome in _EVENTOS_DE_OUTRO:
                self.erro(campos[nome][0], f"{nome}: {self.formatar(_EVENTOS_DE_OUTRO[nome])} — o cenário mistura "
                                           "regulamentos")
                return None
        atos = ["joga", "mostra"] + (["queima", "passa_mao"] if self.p.troca else [])
        if "joga" in campos:
            return self.joga(j, campos, pos)
        for nome in campos:
            if nome in ("queima", "passa_mao") and not self.p.troca:
                self.erro(campos[nome][0], f"{nome}: a troca de mãos é do Truco Mineiro; {self.p.jogo} não a tem — o "
                                           "cenário mistura regulamentos")
                return None
        if len(campos) != 1 or next(iter(campos)) not in atos:
            nome = next(iter(campos), "")
            self.erro(v, f"{j}: ato desconhecido {nome!r}{_dica(nome, atos)} (atos: {', '.join(atos)})")
            return None
        nome, (_, val) = next(iter(campos.items()))
        if nome == "passa_mao":
            para = self.jogador(val, "passa_mao")
            if para == j:
                self.erro(val, "passa_mao: o mão passa a mão a outro jogador, não a si mesmo")
                return None
            return None if para is None else PassaMao(j, para, pos)
        nos = self.lista(val, nome) or []
        cartas = [c for nc in nos if (c := self.carta(nc, nome)) is not None]
        if nome == "queima" and len(nos) != 3:
            self.erro(val, f"queima: uma mão queimada tem três cartas, encontrei {len(nos)} "
                           f"({self.p.secoes.troca})")
            return None
        if nome == "queima" and not self.cabe_no_baralho(val):
            return None
        for c, nc in zip(cartas, nos, strict=False):
            self.ver(c, "queima" if nome == "queima" else "mostra", j, nc)
        if len(cartas) != len(nos):
            return None
        return Queima(j, tuple(cartas), pos) if nome == "queima" else Mostra(j, tuple(cartas), pos)

    def cabe_no_baralho(self, no: Node) -> bool:
        """One more burned hand, if the deck can deal it. Each player holds three cards (baralho), and a burned hand
        is three more, turned face up and out of the game, the burner taking another three (troca de mãos): the
        hands burned and held must fit in the deck. Said once, at the first hand the deck cannot give."""
        self.queimas += 1
        jogadores, total = len(self.lado_de), len(self.p.baralho.nucleo.cartas)
        limite = (total - 3 * jogadores) // 3
        if self.queimas <= limite:
            return True
        if self.queimas == limite + 1:
            self.erro(no, f"queima: a {self.queimas}ª mão queimada não cabe no baralho: {self.queimas} mãos queimadas "
                          f"são {3 * self.queimas} cartas, e os {jogadores} jogadores seguram mais {3 * jogadores} — "
                          f"{3 * (self.queimas + jogadores)} cartas, e o baralho tem {total}; no máximo {limite} mãos "
                          f"queimadas ({self.p.secoes.baralho}; {self.p.secoes.troca})")
        return False

    def joga(self, j: str, campos: dict[str, tuple[Node, Node]], pos: Pos) -> Joga | None:
        extras = [n for n in campos if n not in ("joga", "coberta")]
        if extras:
            self.erro(campos[extras[0]][0], f"{j}: chave desconhecida {extras[0]!r} na jogada (joga:, coberta:)")
            return None
        no = campos["joga"][1]
        c = self.carta(no, "joga")
        coberta = self.booleano(campos["coberta"][1], "coberta") if "coberta" in campos else False
        if c is None or coberta is None:
            return None
        self.ver(c, "jogada", j, no)
        return Joga(j, c, coberta, pos)

    def pagamento(self, v: Node, duplas: dict[str, tuple[str, ...]], pos: Pos) -> Pagamento | None:
        pares = self.mapa(v, "pagamento")
        if pares is None:
            return None
        campos = {nome: val for nome, _, val in pares}
        if set(campos) != {"recebe", "tentos"}:
            self.erro(v, "pagamento: escreva {recebe: A, tentos: 1} (o lado que recebeu e quantos pontos)")
            return None
        lado = self.lado(campos["recebe"], duplas, "pagamento: recebe")
        t = self.inteiro(campos["tentos"], "pagamento: tentos", 1, self.p.alvo)
        return None if lado is None or t is None else Pagamento(lado, t, pos)


class _Vazas:
    """The vazas' shape while reading: each player plays once per vaza, a summarised vaza falls between vazas,
    and a hand has at most three vazas."""

    def __init__(self, leitor: _Leitor, jogadores: int) -> None:
        self.leitor = leitor
        self.jogadores = jogadores
        self.numero = 1
        self.jogaram: list[str] = []

    def registrar(self, ev: Evento, no: Node) -> None:
        if not isinstance(ev, Joga | Vaza):
            return
        if self.numero > 3:
            self.leitor.erro(no, f"a mão tem no máximo três vazas ({self.leitor.p.secoes.vazas})")
            return
        if isinstance(ev, Vaza):
            if self.jogaram:
                self.leitor.erro(no, f"vaza resumida no meio da {self.numero}ª vaza, que já tem cartas jogadas: "
                                     "escreva as jogadas que faltam, ou só o resultado")
                return
            self.numero += 1
            return
        if ev.jogador in self.jogaram:
            self.leitor.erro(no, f"{ev.jogador} já jogou na {self.numero}ª vaza: cada jogador joga uma carta por vaza "
                                 f"({self.leitor.p.secoes.vazas})")
            return
        self.jogaram.append(ev.jogador)
        if len(self.jogaram) == self.jogadores:
            self.numero, self.jogaram = self.numero + 1, []


def carregar(no: Node, arquivo: str, perfil: Perfil, leituras: Mapping[str, Leitura]) -> Cenario:
    """The scenario at ``no`` (the document's root), validated; raises :class:`CenarioInvalido` with every problem."""
    leitor = _Leitor(arquivo, perfil, leituras)
    cenario = leitor.cenario(no)
    if leitor.problemas or cenario is None:
        raise CenarioInvalido(leitor.problemas or [marca(no, arquivo, "cenário inválido")])
    return cenario
