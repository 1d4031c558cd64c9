"""The judge's calculators under the MTG regulation (``arbitro envido|flor|vaza|falta``), as the system answers them
(:meth:`arbitro.nucleo.sistema.Sistema.calcular_envido` …): envido Art. XIV, flor Art. IX, vaza Art. XVI, falta
Art. XV, c and Art. 10, III. The measures themselves are the engine's and :mod:`arbitro.sistemas.mtg.cartas`'; here
they are read from the judge's words and said with their articles, in the JSON the MTG has answered since v1.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbitro.nucleo.cartas import Carta, CartaInvalida
from arbitro.nucleo.numeros import resumir
from arbitro.nucleo.sistema import Calculo, CalculoInvalido, Destaque
from arbitro.nucleo.vazas import Jogada
from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg.cartas import cartas, envido, flor
from arbitro.sistemas.mtg.motor.valores import ALVO_PADRAO, TESTA_FALTA, falta
from arbitro.sistemas.mtg.motor.vazas import disputar


def ler_cartas(textos: Sequence[str], minimo: int, maximo: int, para: str) -> tuple[Carta, ...]:
    """The cards of a calculator (Art. 10, I), or :class:`CalculoInvalido` with one line per problem."""
    erros: list[str] = []
    for posicao, texto in enumerate(textos, start=1):
        try:
            cartas([texto])
        except CartaInvalida as erro:
            erros.append(f"carta {posicao} ({resumir(texto)!r}): {erro}")
    if erros:
        raise CalculoInvalido(erros)
    if not minimo <= len(textos) <= maximo:
        quantas = str(minimo) if minimo == maximo else f"de {minimo} a {maximo}"
        raise CalculoInvalido([f"{para} pede {quantas} cartas; foram dadas {len(textos)}"])
    try:
        return cartas(textos)
    except CartaInvalida as erro:  # the same card twice
        raise CalculoInvalido([str(erro)]) from None


def _mao(mao: Sequence[Carta]) -> str:
    return " ".join(c.curta for c in mao)


def calcular_envido(textos: Sequence[str]) -> Calculo:
    """The envido's points of a hand of three (Art. XIV); a hand that is a flor says so: the flor annuls it."""
    mao = ler_cartas(textos, 3, 3, "o envido")
    resultado = envido(mao)
    pontos_flor = flor(mao)
    if pontos_flor is not None:
        # Art. XIV: "Quando um jogador ENVIDA e o outro tem FLOR, o ENVIDO fica anulado — a FLOR tem prioridade".
        partes: tuple[tuple[str, Destaque], ...] = (("é ", ""), ("flor", "sim"), (" de ", ""),
                                                    (str(pontos_flor), "sim"), (" pontos", ""))
        return _calculo(partes, resultado.pontos, (A.PONTOS_DAS_CARTAS, A.PONTOS_ENVIDO),
                        {"pontos": resultado.pontos, "canto": resultado.canto, "flor": pontos_flor},
                        "três cartas do mesmo naipe: a FLOR tem prioridade e anula o ENVIDO (Art. XIV); "
                        f"mão: {_mao(mao)}")
    if resultado.canto.isdigit():
        partes = ((str(resultado.pontos), "sim"), (" pontos de envido", ""))
    else:  # three negras of different suits sing the highest (Art. XIV)
        partes = (("canta ", ""), (resultado.canto.upper(), "sim"),
                  (": três negras de naipes diferentes, 0 pontos, perde para qualquer branca", ""))
    return _calculo(partes, resultado.pontos, (A.PONTOS_ENVIDO,),
                    {"pontos": resultado.pontos, "canto": resultado.canto}, f"mão: {_mao(mao)}")


def calcular_flor(textos: Sequence[str]) -> Calculo:
    """Whether three cards are a flor (Art. IX, a), and its points (Art. IX, b)."""
    mao = ler_cartas(textos, 3, 3, "a flor")
    pontos = flor(mao)
    if pontos is None:
        return _calculo((("não é flor", "nao"), (": as três cartas não são do mesmo naipe", "")), None,
                        (A.FLOR_TRES_DO_NAIPE,), {"flor": False, "pontos": None}, f"mão: {_mao(mao)}")
    return _calculo((("flor", "sim"), (" de ", ""), (str(pontos), "sim"), (" pontos", "")), pontos,
                    (A.FLOR_TRES_DO_NAIPE, A.PONTOS_DAS_CARTAS), {"flor": True, "pontos": pontos}, f"mão: {_mao(mao)}")


def calcular_vaza(textos: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
    """Who takes a vaza of 2 to 6 cards in the order played, the trios alternating from the first (Art. XVI)."""
    if contexto:
        raise CalculoInvalido(["erro: --vira e --leitura são do cálculo de outro sistema (--sistema paulista …); "
                               "no Truco Cego não há vira (Art. XVI)"])
    jogadas = [Jogada(jogador=str(i), lado="1" if i % 2 == 0 else "2", carta=c)
               for i, c in enumerate(ler_cartas(textos, 2, 6, "a vaza"))]
    resultado = disputar(jogadas)
    topo = [jogadas[int(j)] for j in resultado.empatados]
    artigos = (A.TRUCO,) if len(topo) == 1 else (A.TRUCO, A.VAZA_EMPATADA)
    vencedora = None if resultado.primeiro is None else jogadas[int(resultado.primeiro)]
    dados = {"vencedora": None if vencedora is None else vencedora.carta.curta, "parda": resultado.parda}
    if vencedora is None:
        empate = " e ".join(f"{j.carta.curta} (trio {j.lado})" for j in topo)
        return _calculo((("vaza parda", "empate"), (f": {empate} empatam no topo", "")), None, artigos, dados,
                        "joga primeiro na vaza seguinte quem foi mão na vaza anterior")
    detalhe = ""
    if len(topo) > 1:
        detalhe = (f"cartas iguais do mesmo trio ({' e '.join(j.carta.curta for j in topo)}) não "
                   "empardam; joga de mão na vaza seguinte quem jogou primeiro")
    return _calculo((("vence ", ""), (vencedora.carta.curta, "sim"),
                     (f" ({vencedora.carta.nome}, trio {vencedora.lado})", "")),
                    int(vencedora.jogador) + 1, artigos, dados, detalhe)


def calcular_falta(placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
    """What the falta envido is worth: what the leading trio lacks to reach 24 (Art. XV, c); 6 in a testa
    (Art. 10, III; ``contexto["testa"]``). ``contexto["placar"]``: the score as typed, for the message."""
    lider = max(placar.values())
    if lider >= ALVO_PADRAO:
        texto = contexto.get("placar", "x".join(str(n) for n in placar.values()))
        raise CalculoInvalido([f"placar inválido {texto!r}: a partida é jogada em {ALVO_PADRAO} tentos "
                               f"({A.TENTOS}); com {lider} ela já terminou"])
    testa = bool(contexto.get("testa"))
    valor = falta(placar, testa)
    aviso = ""
    if testa and ALVO_PADRAO - lider <= TESTA_FALTA:
        # Art. 10, III: the testa alternates only "até que faltem seis tentos para o final da partida".
        aviso = (f"atenção: faltando {ALVO_PADRAO - lider} tentos ao ponteiro já não se joga testa, "
                 f"só roda ({A.JOGADORES})")
    detalhe = ("na testa a falta envido vale só seis tentos" if testa
               else f"o ponteiro tem {lider} e a partida é jogada em {ALVO_PADRAO} tentos")
    partes: tuple[tuple[str, Destaque], ...] = (("a falta vale ", ""), (str(valor.tentos), "sim"),
                                                (" tento" if valor.tentos == 1 else " tentos", ""))
    return _calculo(partes, valor.tentos, valor.artigos, {"tentos": valor.tentos}, detalhe)._replace(aviso=aviso)


def _calculo(partes: tuple[tuple[str, Destaque], ...], valor: int | None, artigos: tuple[str, ...],
             dados: Mapping[str, object], detalhe: str) -> Calculo:
    return Calculo("".join(t for t, _ in partes), valor, artigos, dados, partes=partes,
                   detalhe=detalhe, json_so_dados=True)
