"""Cases of the library above the volta (``casos/partida/``, ``casos/jogo/``, ``casos/torneio/``).

Such a case is a volta case (``id``, ``titulo``, ``temas``, ``artigos``, ``fatos``, ``pergunta``,
``comentario``) whose ``comando`` is ``partida``, ``jogo`` or ``classificacao``, with the document under
``entrada:`` (a §9 partida, §10 jogo or §11 tournament, inline; ``arquivo:`` paths are relative to the case
file) and, under ``esperado:``, a subset of that command's JSON output worked out by hand: a mapping matches
key by key, a list element by element (same length), a number or text exactly; a list under ``artigos`` is a
list of citations each of which some citation of the output must satisfy (contract v1 §2 prefix rule). At the
top of ``esperado``, ``artigos`` must each be cited somewhere in the output and ``observacoes`` are fragments
some observation must contain; ``modalidades`` (partida) is the list of the voltas' modalities. An
invalid-input case has ``esperado: {invalido: true, mensagem: "trecho"}``.

:mod:`arbitro.casos` hands these files here (``carregar_caso`` and ``verificar``), so ``arbitro casos
listar|verificar`` and the test suite's case runner include them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode

from arbitro.casos.formato import Caso, CasoInvalido, Esperado, Leitor, Resultado
from arbitro.cenario.documento import CHAVES_CASO
from arbitro.cenario.yamlpos import CenarioInvalido
from arbitro.nucleo.regulamento import satisfaz
from arbitro.nucleo.texto import dobrar
from arbitro.torneio.observacoes import Contexto

COMANDOS = ("partida", "jogo", "classificacao", "rodada", "chave", "circuito")
CHAVES = (*(c for c in CHAVES_CASO if c != "cenario"), "comando", "entrada")
OPCIONAIS = ("por_leitura",)
COMUNS = ("artigos", "observacoes", "invalido", "mensagem")
ESPERADOS: dict[str, tuple[str, ...]] = {
    "partida": ("placar_final", "vencedor", "voltas", "modalidades", "camas", *COMUNS),
    "jogo": ("formato", "partidas", "vencedor", "totais", "desclassificados", "substituicoes", *COMUNS),
    "classificacao": ("classificacao", "desclassificados", "fases", *COMUNS),
    # contract v3 §13: `arbitro torneio rodada --json` and `arbitro torneio chave --json`
    "rodada": ("fase", "rodada", "repescagem", "jogos", "folga", "aguardando", "fim", "revanche_forcada", *COMUNS),
    "chave": ("fase", "rodadas", *COMUNS),
    "circuito": ("classificacao", *COMUNS),
}


@dataclass(frozen=True, slots=True)
class CasoAcima(Caso):
    """A case ruled by ``partida``, ``jogo`` or ``classificacao`` (its ``cenario`` is None)."""

    comando: str = "jogo"
    entrada: Node | None = field(default=None, compare=False)
    esperado_saida: dict[str, Any] = field(default_factory=dict)
    # The output under another option of a named reading, worked out by hand: {ID: {opcao: <esperado>}}.
    por_leitura_saida: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)


def e_caso_acima(raiz: Node) -> bool:
    return isinstance(raiz, MappingNode) and any(isinstance(k, ScalarNode) and k.value == "comando"
                                                 for k, _ in raiz.value)


def carregar_caso_acima(raiz: Node, path: Path, arquivo: str) -> CasoAcima:
    """The case at ``raiz`` (already composed); raises :class:`CasoInvalido` with every problem."""
    from arbitro.casos import _regulamento_do_caso

    ler = Leitor(arquivo, _regulamento_do_caso(raiz, arquivo))
    nos = ler.mapa(raiz, "caso", CHAVES)
    if nos is None:
        raise CasoInvalido(ler.problemas)
    for chave in CHAVES:
        if chave not in nos and chave not in OPCIONAIS:
            ler.problemas.append(f"{ler.onde(raiz)}: falta a chave obrigatória '{chave}'")
    id_ = ler.texto(nos["id"], "id") if "id" in nos else None
    if id_ is not None and id_ != path.stem:
        ler.erro(nos["id"], f"id '{id_}' deve ser igual ao nome do arquivo sem .yaml ('{path.stem}')")
    comando = ler.texto(nos["comando"], "comando") if "comando" in nos else None
    if comando is not None and comando not in COMANDOS:
        ler.erro(nos["comando"], f"comando '{comando}' desconhecido; comandos: {', '.join(COMANDOS)}")
        comando = None
    textos = {c: ler.texto(nos[c], c) if c in nos else None for c in ("titulo", "fatos", "pergunta", "comentario")}
    temas = ler.textos(nos["temas"], "temas") if "temas" in nos else None
    artigos = ler.citacoes(nos["artigos"], "artigos") if "artigos" in nos else None
    saida: dict[str, Any] = {}
    if "esperado" in nos and comando is not None:
        ler.mapa(nos["esperado"], "esperado", ESPERADOS[comando])
        saida = _valor(nos["esperado"]) if isinstance(nos["esperado"], MappingNode) else {}
        if not saida.get("invalido") and "artigos" not in saida:
            ler.erro(nos["esperado"], "falta a chave obrigatória 'esperado.artigos' (o que a saída tem de citar)")
    no_artigos = _no(nos.get("esperado"), "artigos")
    esperado_artigos = ler.citacoes(no_artigos, "esperado.artigos", grupos=True) if no_artigos is not None else ()
    por_leitura: dict[str, dict[str, dict[str, Any]]] = {}
    if "por_leitura" in nos:
        por_leitura = _por_leitura(ler, nos["por_leitura"], nos.get("entrada"), arquivo)
    if ler.problemas:
        raise CasoInvalido(ler.problemas)
    assert id_ and comando and temas is not None and artigos is not None and all(textos.values())
    placar, vencedor = resumo(comando, saida)
    esperado = Esperado(placar_final=placar, vencedor=vencedor, artigos=esperado_artigos or (),
                        invalido=bool(saida.get("invalido")), mensagem=saida.get("mensagem"))
    por_opcao = tuple((id_, opcao, Esperado(*resumo(comando, outro), artigos=()))
                      for id_, opcoes in por_leitura.items() for opcao, outro in opcoes.items())
    return CasoAcima(id=id_, titulo=str(textos["titulo"]), temas=temas, artigos=artigos, fatos=str(textos["fatos"]),
                     pergunta=str(textos["pergunta"]), cenario=None, esperado=esperado,
                     comentario=str(textos["comentario"]), arquivo=arquivo, sistema=ler.regulamento.id,
                     comando=comando, entrada=nos["entrada"],
                     por_leitura=por_opcao, esperado_saida=saida, por_leitura_saida=por_leitura)


def resumo(comando: str, esperado: dict[str, Any]) -> tuple[dict[str, int], str | None]:
    """The result of a case in the volta case's terms (``placar_final``, ``vencedor``), for the library's views:
    a partida's final score and winner; a jogo's tentos per trio (its ``totais``) and winner; a tournament's
    position per trio and the first placed (S — Vencedor)."""
    vencedor = esperado.get("vencedor") if isinstance(esperado.get("vencedor"), str) else None
    if comando == "partida":
        return dict(esperado.get("placar_final") or {}), vencedor
    if comando == "jogo":
        totais = esperado.get("totais") or {}
        return {t: v["tentos"] for t, v in totais.items() if isinstance(v, dict) and "tentos" in v}, vencedor
    chaves = ("lado",) if comando == "circuito" else ("trio", "equipe")  # "equipe" in the other systems (v3 §12)
    linhas = [x for x in esperado.get("classificacao") or [] if isinstance(x, dict) and "posicao" in x
              and any(k in x for k in chaves)]
    lado = {id(x): str(next(x[k] for k in chaves if k in x)) for x in linhas}
    return {lado[id(x)]: x["posicao"] for x in linhas}, next((lado[id(x)] for x in linhas if x["posicao"] == 1), None)


def _por_leitura(ler: Leitor, no: Node, entrada: Node | None, arquivo: str) -> dict[str, dict[str, dict[str, Any]]]:
    """``por_leitura: {ID: {opcao: <esperado>}}``, each reading and option checked against the registry of the
    entrada's system."""
    from arbitro.nucleo.leituras import Registro

    registro: Registro
    if _geral(entrada, arquivo):
        from arbitro.sistemas import sistema
        from arbitro.torneio.partida_geral import registro as registro_de
        from arbitro.torneio.partida_geral import regulamento_do_no

        assert entrada is not None
        registro = registro_de(sistema(regulamento_do_no(entrada, arquivo)))
    else:
        from arbitro.sistemas.mtg.leituras_acima import registro_completo

        registro = registro_completo()
    saida: dict[str, dict[str, dict[str, Any]]] = {}
    for id_, no_opcoes in (ler.mapa(no, "por_leitura", list(registro)) or {}).items():
        for opcao, no_esp in (ler.mapa(no_opcoes, f"por_leitura.{id_}", registro[id_].ids_opcoes) or {}).items():
            if isinstance(no_esp, MappingNode):
                saida.setdefault(id_, {})[opcao] = _valor(no_esp)
            else:
                ler.erro(no_esp, f"'por_leitura.{id_}.{opcao}' deve ser um mapeamento, como 'esperado'")
    return saida


def _no(no: Node | None, chave: str) -> Node | None:
    if not isinstance(no, MappingNode):
        return None
    return next((v for k, v in no.value if isinstance(k, ScalarNode) and k.value == chave), None)


def _valor(no: Node) -> Any:
    """The plain value of a node already checked by :func:`arbitro.cenario.yamlpos.compor` (safe tags only)."""
    return yaml.SafeLoader("").construct_document(no)


# --- checking -------------------------------------------------------------------------------------------

def _geral(entrada: Node | None, arquivo: str) -> bool:
    """Whether the document names a system of duplas (contract v3 §12): the partida layer of every other system."""
    from arbitro.sistemas import PADRAO
    from arbitro.torneio.partida_geral import regulamento_do_no

    try:
        return entrada is not None and regulamento_do_no(entrada, arquivo) != PADRAO
    except CenarioInvalido:
        return False


def _executar_geral(caso: CasoAcima, leituras: dict[str, str] | None) -> dict[str, Any]:
    from arbitro.nucleo.leituras import PADRAO, Esclarecimentos
    from arbitro.torneio import jogo_geral as J
    from arbitro.torneio import partida_geral as P

    assert caso.entrada is not None
    selecao = PADRAO.com_esclarecimentos(Esclarecimentos(leituras, "Comissão do caso") if leituras else None)
    if caso.comando == "partida":
        return P.julgar(P.ler(caso.entrada, caso.arquivo), selecao).json()
    if caso.comando == "jogo":
        return J.julgar_jogo(J.ler_jogo(caso.entrada, caso.arquivo), selecao).json()
    t = J.ler_torneio(caso.entrada, caso.arquivo)
    return J.classificar(t.sistema, [J.julgar_jogo(j, selecao) for j in t.jogos], t.semente, selecao, t.nome).json()


def _fases(caso: CasoAcima) -> bool:
    """A tournament of another system run by phases (contract v3 §13): the same commands as the MTG's."""
    from arbitro.torneio.carregar_torneio import CHAVES_V3

    return caso.comando in ("rodada", "chave") or (caso.comando == "classificacao" and any(
        _no(caso.entrada, k) is not None for k in CHAVES_V3))


def executar(caso: CasoAcima, leituras: dict[str, str] | None = None) -> dict[str, Any]:
    """The JSON output of the case's command on its ``entrada`` (raises CenarioInvalido for invalid input), under
    the project's defaults or the options of ``leituras`` (as a commission's clarifications)."""
    from arbitro.nucleo.leituras import Esclarecimentos

    if _geral(caso.entrada, caso.arquivo) and not _fases(caso):
        return _executar_geral(caso, leituras)
    from arbitro.torneio.entrada import contexto

    ctx, registro = contexto(None)
    if leituras:
        ctx = Contexto(ctx.selecao.com_esclarecimentos(Esclarecimentos(leituras, "Comissão do caso")))
    assert caso.entrada is not None
    rodar: dict[str, Callable[[], dict[str, Any]]] = {
        "partida": lambda: _partida(caso, ctx, registro),
        "jogo": lambda: _jogo(caso, ctx, registro),
        "classificacao": lambda: _classificacao(caso, ctx, registro),
        "rodada": lambda: _torneio(caso, ctx, registro, "rodada"),
        "chave": lambda: _torneio(caso, ctx, registro, "chave"),
        "circuito": lambda: _circuito(caso, ctx, registro),
    }
    return rodar[caso.comando]()


def _partida(caso: CasoAcima, ctx: Any, registro: Any) -> dict[str, Any]:
    from arbitro.torneio.carregar_partida import ler_partida
    from arbitro.torneio.partida import julgar_partida

    assert caso.entrada is not None
    p, pctx = ler_partida(caso.entrada, caso.arquivo, ctx, registro)
    return julgar_partida(p, pctx).json()


def _jogo(caso: CasoAcima, ctx: Any, registro: Any) -> dict[str, Any]:
    from arbitro.torneio.carregar_jogo import ler_jogo
    from arbitro.torneio.jogo import julgar_jogo

    assert caso.entrada is not None
    jogo, jctx = ler_jogo(caso.entrada, caso.arquivo, ctx, registro, (Path(caso.arquivo).resolve(),))
    return julgar_jogo(jogo, jctx).json()


def _classificacao(caso: CasoAcima, ctx: Any, registro: Any) -> dict[str, Any]:
    from arbitro.torneio.carregar_torneio import ler_torneio
    from arbitro.torneio.fases import classificacao_json

    assert caso.entrada is not None
    torneio, tctx = ler_torneio(caso.entrada, caso.arquivo, ctx, registro, (Path(caso.arquivo).resolve(),))
    return classificacao_json(torneio, tctx)


def _torneio(caso: CasoAcima, ctx: Any, registro: Any, comando: str) -> dict[str, Any]:
    """`arbitro torneio rodada|chave --json` on the case's tournament (contract v3 §13)."""
    from arbitro.torneio.carregar_torneio import ler_torneio
    from arbitro.torneio.fases import chave, proxima_rodada

    assert caso.entrada is not None
    torneio, tctx = ler_torneio(caso.entrada, caso.arquivo, ctx, registro, (Path(caso.arquivo).resolve(),))
    return proxima_rodada(torneio, tctx).json() if comando == "rodada" else chave(torneio, tctx).json()


def _circuito(caso: CasoAcima, ctx: Any, registro: Any) -> dict[str, Any]:
    """`arbitro circuito --json` (contract v3 §13): the case file itself is the circuit file (its ``entrada``)."""
    from arbitro.torneio.circuito import carregar_circuito, classificar_circuito

    c, cctx = carregar_circuito(caso.arquivo, ctx, registro)
    return classificar_circuito(c, cctx)


def verificar_acima(caso: CasoAcima) -> Resultado:
    """Run the case's command and list how its output differs from the expected subset."""
    esperado = caso.esperado_saida
    try:
        saida = executar(caso)
    except CenarioInvalido as e:
        erros = tuple(str(p) for p in e.problemas)
        if not esperado.get("invalido"):
            return Resultado(caso, (f"a entrada foi rejeitada: {'; '.join(erros)}",), erros=erros)
        frag = dobrar(str(esperado.get("mensagem", "")))
        if any(frag in dobrar(m) for m in erros):
            return Resultado(caso, (), erros=erros)
        return Resultado(caso, (f"nenhuma mensagem de erro contém “{esperado.get('mensagem')}”: {'; '.join(erros)}",),
                         erros=erros)
    except Exception as e:  # the command's bug is this case's failure, not the run's
        return Resultado(caso, (f"o comando falhou: {type(e).__name__}: {e}",))
    if esperado.get("invalido"):
        return Resultado(caso, ("esperava entrada inválida, mas o comando deu um resultado",))
    dif = comparar(esperado, saida, caso.esperado.artigos)
    aplicadas = {o.get("leitura") for o in _observacoes(saida)}
    dif += [f"a saída não aplicou a leitura {i}, que o caso examina em por_leitura"
            for i in sorted(caso.por_leitura_saida) if i not in aplicadas]
    for id_, opcoes in caso.por_leitura_saida.items():
        for opcao, outro in opcoes.items():
            try:
                com_outra = executar(caso, {id_: opcao})
            except CenarioInvalido as e:
                dif.append(f"com {id_}: {opcao}, a entrada foi rejeitada: {'; '.join(str(p) for p in e.problemas)}")
                continue
            artigos = tuple(str(a) for a in outro.get("artigos", []))
            dif += [f"com {id_}: {opcao}: {d}" for d in comparar(outro, com_outra, artigos)]
    return Resultado(caso, tuple(dif))


def comparar(esperado: dict[str, Any], saida: dict[str, Any], artigos: tuple[str, ...]) -> list[str]:
    dif: list[str] = []
    citados = _citacoes(saida)
    for art in artigos:
        if not any(satisfaz(art, c) for c in citados):
            dif.append(f"artigo {art} não citado")
    textos = [dobrar(t) for t in _textos_de_observacoes(saida)]
    for frag in esperado.get("observacoes", []):
        if not any(dobrar(str(frag)) in t for t in textos):
            dif.append(f"nenhuma observação contém “{frag}”")
    for chave, valor in esperado.items():
        if chave in ("artigos", "observacoes"):
            continue
        if chave == "modalidades":
            dif += _subconjunto(valor, [v.get("modalidade") for v in saida.get("voltas", [])], "modalidades")
        else:
            dif += _subconjunto(valor, saida.get(chave), chave)
    return dif


def _subconjunto(esperado: Any, obtido: Any, onde: str) -> list[str]:
    if isinstance(esperado, dict):
        if not isinstance(obtido, dict):
            return [f"{onde}: esperava um mapeamento, veio {obtido!r}"]
        dif: list[str] = []
        for k, v in esperado.items():
            if k == "artigos" and isinstance(v, list):
                cit = [c for c in obtido.get("artigos", []) if isinstance(c, str)]
                dif += [f"{onde}.artigos: {a} não citado (citados: {', '.join(cit) or 'nenhum'})"
                        for a in v if not any(satisfaz(str(a), c) for c in cit)]
            elif k not in obtido:
                dif.append(f"{onde}.{k}: ausente na saída")
            else:
                dif += _subconjunto(v, obtido[k], f"{onde}.{k}")
        return dif
    if isinstance(esperado, list):
        if not isinstance(obtido, list) or len(obtido) != len(esperado):
            n = len(obtido) if isinstance(obtido, list) else "nenhum"
            return [f"{onde}: esperava {len(esperado)} itens, vieram {n}: {_curto(obtido)}"]
        pares = enumerate(zip(esperado, obtido, strict=True))
        return [d for i, (e, o) in pares for d in _subconjunto(e, o, f"{onde}[{i}]")]
    if esperado != obtido or isinstance(esperado, bool) != isinstance(obtido, bool):
        return [f"{onde}: esperado {esperado!r}, veio {obtido!r}"]
    return []


def _curto(x: Any) -> str:
    texto = repr(x)
    return texto if len(texto) < 160 else texto[:157] + "…"


def _citacoes(x: Any) -> list[str]:
    """Every citation in an output: the ``artigos`` lists and the standings' ``criterio``, at any depth."""
    if isinstance(x, dict):
        saida = [c for c in x.get("artigos", []) if isinstance(c, str)] if isinstance(x.get("artigos"), list) else []
        if isinstance(x.get("criterio"), str):
            saida.append(x["criterio"])
        return saida + [c for k, v in x.items() if k != "artigos" for c in _citacoes(v)]
    if isinstance(x, list):
        return [c for v in x for c in _citacoes(v)]
    return []


def _observacoes(x: Any) -> list[dict[str, Any]]:
    """Every observation of an output, the volta rulings' inside it included."""
    if isinstance(x, dict):
        proprias = [o for o in x.get("observacoes", []) if isinstance(o, dict) and "texto" in o] \
            if isinstance(x.get("observacoes"), list) else []
        return proprias + [o for k, v in x.items() if k != "observacoes" for o in _observacoes(v)]
    if isinstance(x, list):
        return [o for v in x for o in _observacoes(v)]
    return []


def _textos_de_observacoes(x: Any) -> list[str]:
    return [str(o["texto"]) for o in _observacoes(x)]
