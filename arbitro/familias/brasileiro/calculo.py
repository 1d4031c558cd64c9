"""The vaza calculator of the family (``arbitro vaza --sistema paulista --vira 5O 6E 6P``): who takes a vaza of
2 to 4 cards played in order, the sides alternating from the first card (cards 1 and 3 of side 1, 2 and 4 of
side 2), under the system's hierarchy."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arbitro.familias.brasileiro.perfil import Perfil
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.sistema import Calculo
from arbitro.nucleo.vazas import Jogada, disputar


def vaza(p: Perfil, textos: Sequence[str], forca: Callable[[Carta], int], artigo_da_carta: Callable[[Carta], str],
         nota: str = "") -> Calculo:
    """``artigo_da_carta``: the rule that ranks a winning card (the manilhas' or the deck's)."""
    if not 2 <= len(textos) <= 4:
        raise ValueError(f"a vaza de {p.nome} tem de 2 a 4 cartas, na ordem em que foram jogadas "
                         f"({p.secoes.vazas})")
    cartas = [p.baralho.ler(t) for t in textos]
    if len(set(cartas)) != len(cartas):
        raise ValueError(f"a mesma carta duas vezes na vaza ({p.secoes.baralho})")
    jogadas = [Jogada(str(i + 1), "1" if i % 2 == 0 else "2", c) for i, c in enumerate(cartas)]
    d = disputar(jogadas, forca)
    por_jogador = {j.jogador: j for j in jogadas}
    empatadas = [por_jogador[x] for x in d.empatados]
    dados = {"cartas": [c.curta for c in cartas], "parda": d.parda, "empatadas": [j.carta.curta for j in empatadas]}
    sufixo = f" ({nota})" if nota else ""
    if d.primeiro is None:
        empate = " e ".join(f"{j.carta.curta} (lado {j.lado})" for j in empatadas)
        return Calculo(f"vaza empatada: {empate} têm a mesma força no topo{sufixo}", None,
                       (p.secoes.vazas, p.secoes.baralho), {**dados, "vencedora": None, "lado": None})
    vencedora = por_jogador[d.primeiro]
    artigos = tuple(dict.fromkeys((p.secoes.vazas, artigo_da_carta(vencedora.carta))))
    return Calculo(f"vence {vencedora.carta.curta} ({vencedora.carta.nome}), lado {vencedora.lado}{sufixo}",
                   int(vencedora.jogador), artigos,
                   {**dados, "vencedora": vencedora.carta.curta, "lado": int(vencedora.lado)})
