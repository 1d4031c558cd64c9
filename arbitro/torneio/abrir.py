"""``arbitro torneio rodada --abrir``: the round recorded in the file's ``rodadas:`` with its ``inicio`` — and
nothing else in the file changes (contract v3 §13).

The text is edited, never re-dumped: the new item goes after the last item of ``rodadas:`` (or a ``rodadas:``
key is added at the end), so every comment, quote and key order the Commission wrote stays as it was. Names are
written as JSON strings, which YAML reads as the same text whatever they hold. The caller writes the result with
the project's safe writer (:func:`arbitro.nucleo.arquivos.gravar`).
"""

from __future__ import annotations

import json
from typing import Any

from yaml.nodes import Node, ScalarNode, SequenceNode


def item_da_rodada(rodada: dict[str, Any], inicio: str) -> str:
    """The round as one flow mapping: ``{fase, rodada, inicio, repescagem?, jogos: [{mesa, lados}], folga}``,
    the waiting jogos with ``mesa: null`` (§13)."""
    def s(x: str) -> str:
        return json.dumps(x, ensure_ascii=False)

    jogos = [f"{{mesa: {j['mesa']}, lados: [{s(j['lados'][0])}, {s(j['lados'][1])}]}}" for j in rodada["jogos"]]
    jogos += [f"{{mesa: null, lados: [{s(j['lados'][0])}, {s(j['lados'][1])}]}}" for j in rodada["aguardando"]]
    partes = [f"fase: {s(rodada['fase'])}", f"rodada: {rodada['rodada']}", f"inicio: {s(inicio)}"]
    if rodada.get("repescagem"):
        partes.append("repescagem: true")
    partes.append(f"jogos: [{', '.join(jogos)}]")
    if rodada["folga"]:
        partes.append(f"folga: [{', '.join(s(x) for x in rodada['folga'])}]")
    return "{" + ", ".join(partes) + "}"


def com_rodada(texto: str, no_rodadas: Node | None, item: str) -> str:
    """``texto`` with ``item`` appended to its ``rodadas:`` list (``no_rodadas``: that key's value, as composed
    from this very text; None when the key is absent)."""
    if no_rodadas is None:
        fim = texto if texto.endswith("\n") or not texto else texto + "\n"
        return f"{fim}rodadas:\n  - {item}\n"
    inicio, final = no_rodadas.start_mark.index, no_rodadas.end_mark.index
    if isinstance(no_rodadas, SequenceNode) and no_rodadas.value and not no_rodadas.flow_style:
        recuo = " " * no_rodadas.start_mark.column
        # the end of the block is the end of its last item's line
        ultimo_fim = no_rodadas.value[-1].end_mark.index
        quebra = texto.find("\n", ultimo_fim)
        pos = len(texto) if quebra < 0 else quebra + 1
        prefixo = "" if texto[:pos].endswith("\n") else "\n"
        return f"{texto[:pos]}{prefixo}{recuo}- {item}\n{texto[pos:]}"
    if isinstance(no_rodadas, SequenceNode) and no_rodadas.flow_style:
        fecha = texto.rfind("]", inicio, final)
        sep = ", " if no_rodadas.value else ""
        return f"{texto[:fecha]}{sep}{item}{texto[fecha:]}"
    # `rodadas:` with nothing after it (or null, ~): the list starts on the next line, as a block, after any
    # comment on the key's line; the null written out, if any, goes
    assert isinstance(no_rodadas, ScalarNode)
    texto = texto[:inicio] + texto[final:]
    quebra = texto.find("\n", inicio)
    pos = len(texto) if quebra < 0 else quebra
    return f"{texto[:pos]}\n  - {item}{texto[pos:] if quebra >= 0 else chr(10)}"
