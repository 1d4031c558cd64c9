"""The keys the judge presses, as a state machine over the session: no terminal, so every key is tested plainly.

From the start (``inicio``) a digit picks the player by his place in the order of play (1 = the mão; in a testa,
1 and 2 are its two players; each shown with his side, since ``v`` then a digit names a side in the partida's fixed
order: the two orders differ, so both are on the screen), and then one letter records a call from the palette of
the calls valid now (each call keeps its letter from volta to volta: ``t`` truco, ``q`` quero…), ``p`` the
points he sings, ``c`` the card he plays (with completion: ``7o``, ``sete de ouro``), ``o`` another act or an
incident, ``/`` any accepted phrase typed. ``v`` records a vaza's result; ``u`` undoes; ``e`` edits the events;
``n`` opens the next volta; ``r`` sets the hand's vira (paulista: each hand its own, contract v3 §12).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from arbitro.mesa.sessao import MudancaRecusada, Sessao
from arbitro.mesa.sistema import Ato, Evento
from arbitro.nucleo.texto import chave

RESERVADAS = frozenset("pco/")  # the player's own keys: points, card, other acts, typed phrase
ACOES_DO_APP = {"a": "artigos", "l": "leituras", "?": "ajuda"}  # screens the app opens
MAX_SUGESTOES = 6
# What the judge types is a call, a card or a few cards: the longest accepted call is far shorter. Longer text (a
# paste into the terminal) is cut here, with a message, instead of being matched key by key (issue 21, item 15).
MAX_DIGITADO = 80
SEPARADORES = re.compile(r"[,\s]+")  # "mostra": cards separated by commas or spaces
_LINHA = re.compile(r" \(linha \d+\)")  # a line of the generated document means nothing to the judge


@dataclass
class Teclado:
    sessao: Sessao
    modo: str = "inicio"
    jogador: str | None = None
    buffer: str = ""
    escolha: int = 0  # the highlighted suggestion
    cursor: int = 0  # the event being edited
    mensagem: str = ""
    ato: Ato | None = None
    teclas: int = field(default=0, init=False)  # keys pressed, for the count the issue asks for

    # --- what the screen shows ------------------------------------------------------------------------------

    def paleta(self) -> list[tuple[str, str]]:
        """(key, label) of what can be pressed now."""
        metodo = getattr(self, f"_paleta_{self.modo}")
        return list(metodo())

    def _paleta_inicio(self) -> Sequence[tuple[str, str]]:
        lados = self.sessao.lados_dos_jogadores()
        jogadores = [(str(i), f"{j} ({lados.get(j, '?')})") for i, j in enumerate(self.sessao.jogadores(), 1)]
        volta = self.sessao.volta
        extra = [("t", f"testa {((self.sessao.testa + 1) % 3) + 1}")] if volta.modalidade == "testa" else []
        if volta.vazia and self.sessao.cab.mtg:
            extra.append(("m", "roda" if volta.modalidade == "testa" else "testa"))
        extra += [("r", chave) for chave in self.sessao.chaves_da_volta()]
        return [*jogadores, ("v", "vaza"), ("u", "desfazer"), ("e", "editar"), ("n", "nova volta"), *extra,
                ("a", "artigos"), ("l", "leituras"), ("x", "exportar volta"), ("s", "súmula"), ("?", "ajuda")]

    def _paleta_jogador(self) -> Sequence[tuple[str, str]]:
        pontos = [("p", "pontos")] if self.sessao.adaptador.tem_pontos else []
        return [*((k, f) for f, k in self.chamadas()), *pontos, ("c", "joga carta"), ("o", "outros atos"),
                ("/", "digitar fala"), ("Esc", "voltar")]

    def _paleta_pontos(self) -> Sequence[tuple[str, str]]:
        return [("0–9", "pontos"), ("Enter", "registrar"), ("Esc", "voltar")]

    def _paleta_texto(self) -> Sequence[tuple[str, str]]:
        return [*((("Enter" if i == self.escolha else "↑↓"), s) for i, s in enumerate(self.sugestoes())),
                ("Esc", "voltar")]

    _paleta_carta = _paleta_texto
    _paleta_vira = _paleta_texto
    _paleta_fala = _paleta_texto
    _paleta_cartas = _paleta_texto

    def _paleta_vaza(self) -> Sequence[tuple[str, str]]:
        lado = "do trio" if self.sessao.cab.mtg else "da dupla"
        return [*((str(i), f"{lado} {t}") for i, t in enumerate(self.sessao.cab.lados, 1)), ("0", "parda"),
                ("Esc", "voltar")]

    def _paleta_atos(self) -> Sequence[tuple[str, str]]:
        return [*((_letra(i), a.rotulo) for i, a in enumerate(self.sessao.adaptador.atos())), ("Esc", "voltar")]

    def _paleta_alvo(self) -> Sequence[tuple[str, str]]:
        return [*((str(i), j) for i, j in enumerate(self.sessao.jogadores(), 1)), ("Esc", "voltar")]

    def _paleta_editar(self) -> Sequence[tuple[str, str]]:
        return [("↑↓", "escolher"), ("Enter", "refazer este"), ("i", "inserir antes"), ("d", "apagar"),
                ("Esc", "voltar")]

    def chamadas(self) -> list[tuple[str, str]]:
        """The calls valid now for the chosen player, each with its letter."""
        if self.jogador is None:
            return []
        return atribuir(self.sessao.validas(self.jogador), self.sessao.adaptador.atalhos())

    def sugestoes(self) -> list[str]:
        a = self.sessao.adaptador
        if self.modo in ("carta", "vira"):
            return [f"{curta} {nome}" for curta, nome in a.cartas(self.buffer, self.sessao.cartas_vistas())
                    ][:MAX_SUGESTOES]
        if self.modo == "cartas":
            ultima = self.buffer.split(",")[-1].strip()
            return [f"{curta} {nome}" for curta, nome in a.cartas(ultima, set())][:MAX_SUGESTOES]
        if self.modo == "fala":
            procurado = chave(self.buffer)
            todas = _chaves(tuple(a.todas_as_falas()))  # normalised once, not at every key (issue 21, item 15)
            inicio = [f for f, c in todas if c.startswith(procurado)]
            meio = [f for f, c in todas if procurado in c and f not in inicio]
            return (inicio + meio)[:MAX_SUGESTOES]
        return []

    # --- keys -----------------------------------------------------------------------------------------------

    def tecla(self, k: str) -> str | None:
        """Handle one key; returns the name of a screen the app must open (``artigos``…), else None."""
        self.teclas += 1
        self.mensagem = ""
        try:
            return getattr(self, f"_tecla_{self.modo}")(k)  # type: ignore[no-any-return]
        except MudancaRecusada as e:
            self.mensagem = "Recusado: " + _LINHA.sub("", e.mensagem)
            self.inicio()
            return None

    def inicio(self) -> None:
        self.modo, self.jogador, self.buffer, self.escolha, self.ato = "inicio", None, "", 0, None

    def _jogador_por_digito(self, k: str) -> str | None:
        jogadores = self.sessao.jogadores()
        if k.isdigit() and 1 <= int(k) <= len(jogadores):
            return jogadores[int(k) - 1]
        return None

    def _tecla_inicio(self, k: str) -> str | None:
        s = self.sessao
        jogador = self._jogador_por_digito(k)
        if jogador is not None:
            self.modo, self.jogador = "jogador", jogador
        elif k == "v":
            self.modo = "vaza"
        elif k in ("u", "ctrl+z"):
            self.mensagem = "Desfeito." if s.desfazer() else "Nada a desfazer."
        elif k == "n":
            s.nova_volta()
            self.mensagem = f"Volta {s.situacao().numero}: {s.volta.modalidade}, mão {s.situacao().antes.mao}."
        elif k == "m" and s.cab.mtg:
            s.trocar_modalidade()
        elif k == "r" and "vira" in s.chaves_da_volta():
            self.modo, self.buffer, self.escolha = "vira", "", 0
        elif k == "t" and s.volta.modalidade == "testa":
            s.mudar_testa((s.testa + 1) % 3)
        elif k == "e" and s.eventos:
            self.modo, self.cursor = "editar", len(s.eventos) - 1
        elif k == "x":
            self.mensagem = f"Volta exportada em {s.exportar_volta()} (arbitro resolve)."
        elif k == "s":
            regra = ", Art. 4" if s.cab.mtg else ""  # the MTG's súmula rule; the other seeds name no súmula
            self.mensagem = f"Súmula gravada em {s.exportar_sumula()} (abra no navegador e imprima{regra})."
        elif k in ACOES_DO_APP:
            return ACOES_DO_APP[k]
        return None

    def _registrar(self, evento: Evento) -> None:
        self.sessao.registrar(evento)
        self.mensagem = f"Registrado: {self.sessao.adaptador.descrever(evento)}."
        self.inicio()

    def _tecla_jogador(self, k: str) -> None:
        assert self.jogador is not None
        outro = self._jogador_por_digito(k)
        if outro is not None:
            self.jogador = outro
            return
        if k == "escape":
            self.inicio()
            return
        modos = {"p": "pontos", "c": "carta", "o": "atos", "/": "fala"}
        if k == "p" and not self.sessao.adaptador.tem_pontos:
            return
        if k in modos:
            self.modo, self.buffer, self.escolha = modos[k], "", 0
            return
        for fala, letra in self.chamadas():
            if letra == k:
                self._registrar(self.sessao.adaptador.fala(self.jogador, fala))
                return

    def _tecla_pontos(self, k: str) -> None:
        assert self.jogador is not None
        if k.isdigit() and len(self.buffer) < 2:
            self.buffer += k
        elif k == "backspace":
            self.buffer = self.buffer[:-1]
        elif k == "enter" and self.buffer:
            self._registrar(self.sessao.adaptador.pontos(self.jogador, int(self.buffer)))
        elif k == "escape":
            self.modo = "jogador"

    def _editar_texto(self, k: str) -> bool:
        """Typing, deleting and moving over the suggestions; True when ``k`` was one of those."""
        if k == "backspace":
            self.buffer, self.escolha = self.buffer[:-1], 0
        elif k in ("down", "tab"):
            self.escolha = min(self.escolha + 1, max(len(self.sugestoes()) - 1, 0))
        elif k == "up":
            self.escolha = max(self.escolha - 1, 0)
        elif (len(k) == 1 and k.isprintable()) or k == "space":
            if len(self.buffer) >= MAX_DIGITADO:
                self.mensagem = f"Texto longo demais: até {MAX_DIGITADO} letras (Esc volta)."
                return True
            self.buffer, self.escolha = self.buffer + (" " if k == "space" else k), 0
        else:
            return False
        return True

    def _escolhida(self) -> str | None:
        sugestoes = self.sugestoes()
        return sugestoes[self.escolha] if sugestoes else None

    def _tecla_carta(self, k: str) -> None:
        assert self.jogador is not None
        if self._editar_texto(k):
            return
        if k == "escape":
            self.modo = "jogador"
        elif k == "enter" and (escolhida := self._escolhida()) is not None:
            self._registrar(self.sessao.adaptador.joga(self.jogador, escolhida.split()[0]))

    def _tecla_vira(self, k: str) -> None:
        """The hand's vira (paulista): a card, with completion; recorded as the hand's ``vira:``."""
        if self._editar_texto(k):
            return
        if k == "escape":
            self.inicio()
        elif k == "enter" and (escolhida := self._escolhida()) is not None:
            carta = escolhida.split()[0]
            self.sessao.definir("vira", carta)
            self.mensagem = f"Vira: {carta}."
            self.inicio()

    def _tecla_fala(self, k: str) -> None:
        assert self.jogador is not None
        if self._editar_texto(k):
            return
        if k == "escape":
            self.modo = "jogador"
        elif k == "enter":
            a = self.sessao.adaptador
            texto = self.buffer.strip() if a.fala_aceita(self.buffer) else self._escolhida()
            if texto:
                self._registrar(a.fala(self.jogador, texto))

    def _tecla_cartas(self, k: str) -> None:
        """Several cards, separated by commas or spaces (``mostra``): a separator or Enter completes the last one,
        Enter again records. A card that is none is said, never dropped (issue 21, item 15)."""
        assert self.jogador is not None and self.ato is not None
        if k == "escape":
            self.modo = "atos"
            return
        ultima = self.buffer.split(",")[-1].strip()
        if k in (",", " ", "space") or (k == "enter" and ultima):
            if not ultima:
                return
            escolhida = self._escolhida()
            if escolhida is None:
                self.mensagem = f"Nenhuma carta começa com {ultima!r}: apague (⌫) e escreva de novo."
                return
            partes = self.buffer.split(",")[:-1]
            self.buffer = ",".join([*partes, escolhida.split()[0]]) + ","
            self.escolha = 0
            return
        if k == "enter":
            lidas = [c for c in SEPARADORES.split(self.buffer) if c]
            ruins = [c for c in lidas if self.sessao.adaptador.ler_carta(c) is None]
            if ruins:
                self.mensagem = f"Não é carta: {', '.join(map(repr, ruins))}."
            elif lidas:
                self._registrar({self.jogador: {self.ato.chave: lidas}})
            return
        self._editar_texto(k)

    def _tecla_vaza(self, k: str) -> None:
        trios = list(self.sessao.cab.lados)
        if k.isdigit() and 1 <= int(k) <= len(trios):
            self._registrar(self.sessao.adaptador.vaza(trios[int(k) - 1]))
        elif k in ("0", "p"):
            self._registrar(self.sessao.adaptador.vaza(None))
        elif k == "escape":
            self.inicio()

    def _tecla_atos(self, k: str) -> None:
        assert self.jogador is not None
        if k == "escape":
            self.modo = "jogador"
            return
        atos = self.sessao.adaptador.atos()
        for i, ato in enumerate(atos):
            if _letra(i) == k:
                if ato.pede is None:
                    self._registrar({self.jogador: {ato.chave: ato.valor}})
                else:
                    self.ato, self.buffer, self.escolha = ato, "", 0
                    self.modo = "cartas" if ato.pede == "cartas" else "alvo"
                return

    def _tecla_alvo(self, k: str) -> None:
        assert self.jogador is not None and self.ato is not None
        alvo = self._jogador_por_digito(k)
        if alvo is not None:
            self._registrar({self.jogador: {self.ato.chave: alvo}})
        elif k == "escape":
            self.modo = "atos"

    def _tecla_editar(self, k: str) -> None:
        s = self.sessao
        if k == "up":
            self.cursor = max(self.cursor - 1, 0)
        elif k == "down":
            self.cursor = min(self.cursor + 1, len(s.eventos) - 1)
        elif k in ("d", "delete"):
            s.apagar(self.cursor)
            self.mensagem = "Evento apagado."
            self.inicio()
        elif k == "enter":
            s.editar(self.cursor)
            self.mensagem = "Registre o evento que entra no lugar deste."
            self.inicio()
        elif k == "i":
            s.posicao = self.cursor
            self.mensagem = f"O próximo evento entra antes do {self.cursor + 1}º."
            self.inicio()
        elif k == "escape":
            self.inicio()


@cache
def _chaves(falas: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple((f, chave(f)) for f in falas)


def _letra(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i] if i < 26 else ""


def atribuir(falas: Sequence[str], prefs: Mapping[str, str]) -> list[tuple[str, str]]:
    """A letter for each call: its preferred one when free, else the first free initial of its words, else the
    first free letter in it. The reserved keys and the digits (the players) are never given."""
    por_chave = {chave(f): k for f, k in prefs.items()}  # "contra-flor" and "contra flor" prefer the same key
    usadas: set[str] = set(RESERVADAS)
    saida: dict[str, str] = {}
    for fala in falas:  # the preferred letters first: a call keeps its letter whatever else is valid
        letra = por_chave.get(chave(fala))
        if letra and letra not in usadas:
            saida[fala] = letra
            usadas.add(letra)
    for fala in falas:
        if fala in saida:
            continue
        palavras = chave(fala).split()
        candidatas = [p[0] for p in palavras] + [c for c in "".join(palavras)]
        letra = next((c for c in candidatas if c.isalpha() and c not in usadas), None)
        if letra:
            saida[fala] = letra
            usadas.add(letra)
    return [(f, saida[f]) for f in falas if f in saida]
