"""Reading partida, jogo and tournament files (contract v2 §9–§11) with every problem located.

The node reader is the scenario loader's own (:mod:`arbitro.sistemas.mtg.cenario.carregar`): the same messages for a
wrong type, an unknown key, a missing value, the same YAML 1.1 caution. This module adds what the
documents above the volta share: their header (``versao``, ``regulamento``), ``leituras:``, the trios,
the limits of each kind of file, the files they point to (``arquivo:``, relative to the one that names
it, never itself) and synthetic nodes, positioned in the document, for the voltas it hands to the engine.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from yaml.nodes import Node, ScalarNode

from arbitro.cenario.acima import JOGO, PARTIDA, TORNEIO, Lidas, arquivo_referido, caso_ou_documento, ja_contado, raiz
from arbitro.cenario.leituras import ler_escolhas
from arbitro.cenario.nos import BOOL, INT, MAP, SEQ, STR, chave_valor, escalar, mapa, placar_no, sequencia, trios_no
from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.leituras import Leitura
from arbitro.sistemas.mtg.cenario.carregar import _Leitor
from arbitro.torneio.regras import MTG, SISTEMAS, Regras

VERSAO = 2  # the partida, the jogo and the tournament exist from contract v2 on

@dataclass(frozen=True, slots=True)
class Cabecalho:
    versao: int
    regras: Regras
    leituras: dict[str, str]


class Leitor(_Leitor):
    """The scenario loader's node reader, for the documents above the volta."""

    def campos(self, no: Node, onde: str, validas: Sequence[str]) -> dict[str, Node] | None:
        """The values of a mapping whose keys must be in ``validas`` (unknown ones reported)."""
        pares = self.mapeamento(no, onde, validas)
        return None if pares is None else {chave: v for chave, _k, v in pares}

    def exigir(self, nos: dict[str, Node], no: Node, chaves: Sequence[str], exemplo: str) -> None:
        for chave in chaves:
            if chave not in nos and chave not in self.sugeridas:
                self.erro(no, f"falta a chave obrigatória '{chave}' ({exemplo})")

    def cabecalho(self, nos: dict[str, Node], registro: Mapping[str, Leitura],
                  versoes: tuple[int, ...] = (VERSAO,)) -> Cabecalho:
        """``versoes``: the contract versions this kind of file may say (the partida and the jogo also v3 §12)."""
        versao = VERSAO
        if "versao" in nos:
            lida = self.inteiro(nos["versao"], "versao", 0, 10**6)
            if lida is not None and lida not in versoes:
                if len(versoes) > 1:
                    self.erro(nos["versao"], f"versao {lida}: este documento é do contrato v2 (ou v3 §12); escreva "
                                             f"versao: {' ou '.join(str(v) for v in versoes)}")
                else:
                    self.erro(nos["versao"], f"versao {lida}: este documento é do contrato v2; escreva versao: 2")
            elif lida is not None:
                versao = lida
        regras = MTG
        if "regulamento" in nos:
            nome = self.texto(nos["regulamento"], "regulamento")
            if nome is not None and nome not in SISTEMAS:
                self.erro(nos["regulamento"], f"regulamento {nome!r}: partidas, jogos e torneios só para "
                                              f"{', '.join(SISTEMAS)} por ora")
            elif nome is not None:
                regras = SISTEMAS[nome]
        leituras: dict[str, str] = {}
        if "leituras" in nos:
            leituras, problemas = ler_escolhas(nos["leituras"], self.arquivo, registro)
            self.problemas += problemas
        return Cabecalho(versao, regras, leituras)

    def opcional(self, nos: dict[str, Node], chave: str) -> str | None:
        """An optional one-line text (``torneio``, ``juiz``…); a YAML date or number is taken as written."""
        if chave not in nos or _nulo(nos[chave]):
            return None
        return self.linha(nos[chave], chave)

    def nomes(self, no: Node, onde: str, validos: Sequence[str] | None = None) -> list[tuple[str, Node]]:
        """A list of names (players, trios), each with its node; unknown ones (outside ``validos``) reported."""
        itens = self.lista(no, onde)
        saida: list[tuple[str, Node]] = []
        for item in itens or ():
            nome = self.nome(item, onde)
            if nome is None:
                continue
            if validos is not None and nome not in validos:
                self.erro(item, f"{onde}: {nome!r} desconhecido{_dica(nome, validos)}")
                continue
            saida.append((nome, item))
        return saida

    def falhar_se_problemas(self) -> None:
        if self.problemas:
            raise CenarioInvalido(self.problemas)


def _dica(nome: str, validos: Sequence[str]) -> str:
    import difflib

    perto = difflib.get_close_matches(nome, list(validos), n=1, cutoff=0.5)
    return f"; você quis dizer {perto[0]!r}?" if perto else f" (válidos: {', '.join(validos)})"


def _nulo(no: Node) -> bool:
    return isinstance(no, ScalarNode) and no.tag.endswith(":null") and no.style is None


@contextlib.contextmanager
def sem_coleta() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a big document is read and ruled: its node tree is a few
    hundred thousand objects, none of them cyclic garbage, and the collector would rescan them all on every
    burst of allocation (it halves the time of a 64-trio tournament). The previous state is restored."""
    ligado = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if ligado:
            gc.enable()


# The synthetic nodes of a volta built for the engine live in arbitro.cenario.nos (every system's partida uses them).
__all__ = ["BOOL", "INT", "JOGO", "MAP", "PARTIDA", "SEQ", "STR", "TORNEIO", "Lidas", "arquivo_referido",
           "caso_ou_documento", "chave_valor", "escalar", "ja_contado", "mapa", "placar_no", "raiz", "sequencia",
           "trios_no"]
