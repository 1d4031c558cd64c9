"""The header of a partida file of contract v3 §12 (a system other than MTG), checked when ``arbitro mesa`` resumes
it: every problem located at its line and column, in Portuguese, before any hand is ruled. Each hand is then
checked by its system's own reader (:mod:`arbitro.mesa.maos`).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from arbitro.cenario.yamlpos import CenarioInvalido, Problema, marca

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.sistema import Sistema

LADOS = ("duplas", "equipes", "lados", "trios")  # §12: `duplas:`, with `equipes:` and `lados:` as aliases
CHAVES = ("versao", "regulamento", "torneio", "data", "mesa_numero", "juiz", *LADOS, "assentos", "placar_inicial",
          "camas_iniciais", "opcoes", "leituras", "voltas", "maos")
# What a hand entry may carry besides its events: its mão, and the keys of the system's scenario that are the
# hand's own (the score, the sides and the order of play come from the partida).
DA_PARTIDA = frozenset({"versao", "regulamento", "placar", "duplas", "equipes", "mesa", "opcoes", "camas",
                        "pergunta", "eventos"})


def validar(no: Node, arquivo: str, sistema: Sistema) -> None:
    """Raises :class:`CenarioInvalido` with every problem of the header and of the hands' own keys."""
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    from arbitro.mesa.maos import propriedades

    if not isinstance(no, MappingNode):
        raise CenarioInvalido([marca(no, arquivo, "a partida é um mapeamento com duplas, assentos e voltas "
                                                  "(contrato v3 §12)")])
    problemas: list[Problema] = []
    nos: dict[str, Node] = {}
    for k, v in no.value:
        chave = str(k.value) if isinstance(k, ScalarNode) else ""
        if chave not in CHAVES:
            problemas.append(marca(k, arquivo, f"chave desconhecida {chave!r} na partida; as chaves são: "
                                               f"{', '.join(CHAVES)} (contrato v3 §12)"))
        nos[chave] = v
    lados_no = next((nos[k] for k in LADOS if k in nos), None)
    voltas_no = nos.get("voltas", nos.get("maos"))
    for falta, tem in ((sistema.formato.lados, lados_no), ("assentos", nos.get("assentos")), ("voltas", voltas_no)):
        if tem is None:
            problemas.append(marca(no, arquivo, f"falta {falta}: (contrato v3 §12; veja o arquivo que arbitro "
                                                f"mesa grava)"))
    jogadores: dict[str, str] = {}
    lados = [str(k.value) for k, _v in lados_no.value] if isinstance(lados_no, MappingNode) else []
    if isinstance(lados_no, MappingNode):
        if len(lados_no.value) != 2:
            problemas.append(marca(lados_no, arquivo, f"a partida é entre dois lados; há {len(lados_no.value)}"))
        for k, v in lados_no.value:
            js = v.value if isinstance(v, SequenceNode) else []
            if len(js) not in sistema.formato.jogadores:
                quantos = " ou ".join(map(str, sistema.formato.jogadores))
                problemas.append(marca(v, arquivo, f"o lado {k.value!r} precisa de {quantos} jogadores no "
                                                   f"{sistema.nome}"))
            for j in js:
                jogadores[str(j.value)] = str(k.value)
    elif lados_no is not None:
        problemas.append(marca(lados_no, arquivo, "os lados: um mapeamento {lado: [jogador, …]}"))
    assentos = nos.get("assentos")
    if assentos is not None and jogadores:
        lidos = [str(j.value) for j in assentos.value] if isinstance(assentos, SequenceNode) else []
        if sorted(lidos) != sorted(jogadores):
            problemas.append(marca(assentos, arquivo, "assentos: cada jogador dos lados uma vez, o mão da 1ª mão "
                                                      "primeiro"))
        elif any(jogadores[a] == jogadores[b] for a, b in pairwise(lidos)):
            problemas.append(marca(assentos, arquivo, "assentos: os lados se alternam em volta da mesa"))
    for chave in ("placar_inicial", "camas_iniciais", "opcoes", "leituras"):
        valor = nos.get(chave)
        if valor is not None and not isinstance(valor, MappingNode):
            problemas.append(marca(valor, arquivo, f"{chave}: um mapeamento {{nome: valor}}"))
        elif chave in ("placar_inicial", "camas_iniciais") and valor is not None:
            for k, v in valor.value:
                if str(k.value) not in lados or not (isinstance(v, ScalarNode) and str(v.value).isdigit()):
                    problemas.append(marca(v, arquivo, f"{chave}: cada lado da partida ({', '.join(lados)}) com um "
                                                       "número inteiro, de 0 em diante"))
    if "camas_iniciais" in nos and "camas" not in propriedades(sistema.id):
        problemas.append(marca(nos["camas_iniciais"], arquivo, f"o {sistema.nome} não tem camas"))
    proprias = frozenset(propriedades(sistema.id)) - DA_PARTIDA | {"eventos", "mao"}
    if voltas_no is not None and not isinstance(voltas_no, SequenceNode):
        problemas.append(marca(voltas_no, arquivo, "voltas: uma lista de mãos, cada uma com os seus eventos"))
    for volta in voltas_no.value if isinstance(voltas_no, SequenceNode) else []:
        if not isinstance(volta, MappingNode):
            problemas.append(marca(volta, arquivo, "cada mão é um mapeamento com eventos: (e vira:, mao:…)"))
            continue
        for k, v in volta.value:
            if str(k.value) not in proprias:
                problemas.append(marca(k, arquivo, f"chave desconhecida {k.value!r} numa mão; as chaves são: "
                                                   f"{', '.join(sorted(proprias))}"))
            elif k.value == "mao" and str(v.value) not in jogadores:
                problemas.append(marca(v, arquivo, f"mao: {v.value!r} não está sentado à mesa"))
    if problemas:
        raise CenarioInvalido(problemas)
