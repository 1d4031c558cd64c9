"""The case library (``casos/<tema>/<id>.yaml``): worked cases for the commission and the regression suite.

A case is a scenario of contract v1 §4 plus the ruling worked out by hand from the regulation
(``esperado``) and a plain-words comment. This module loads and validates case files, checks the
engine's ruling against them (:func:`verificar`), searches them, and computes which articles of the
regulation they cover (:func:`cobertura`). The format is documented in ``casos/README.md``.

A broken case file never crashes the library: :func:`biblioteca` returns the good cases and keeps
its ``arquivo:linha:coluna: mensagem`` lines in :attr:`Biblioteca.invalidos`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from arbitro.casos.formato import (
    ALVO,
    ArquivoInvalido,
    Biblioteca,
    Caso,
    CasoInvalido,
    Cenario,
    Esperado,
    Leitor,
    Resultado,
    _exibir,
    artigo_existe,
    citacao_conhecida,
)
from arbitro.cenario.documento import CHAVES_CASO, CHAVES_ESPERADO, sem_esperado
from arbitro.cenario.yamlpos import CenarioInvalido, compor
from arbitro.cenario.yamlpos import ler as ler_texto
from arbitro.julgar import cenario_de_no, sistema_do_documento
from arbitro.nucleo import dados
from arbitro.nucleo.mao import placar_em_palavras as _placar
from arbitro.nucleo.regulamento import satisfaz, tokens
from arbitro.nucleo.texto import dobrar

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao
    from arbitro.nucleo.leituras import Selecao
    from arbitro.nucleo.regulamento import Regulamento

__all__ = [  # the case format lives in arbitro.casos.formato; the library's users import it from here
    "ALVO", "ArquivoInvalido", "Biblioteca", "Caso", "CasoInvalido", "Esperado", "Resultado", "artigo_existe",
    "biblioteca", "buscar", "carregar_caso", "caso_de_cenario", "cita", "citacao_conhecida", "cobertura",
    "comparar", "filtrar", "sob_esclarecimentos", "verificar", "verificar_todos",
]
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

# --- loading ------------------------------------------------------------------------------------


def _alvo(cenario: Cenario | None, regulamento: str) -> tuple[int, str, bool]:
    """The partida's target under the case's system (``regulamento``, the one its scenario names even when the
    scenario is refused: a paulista partida is of 12), the rule that fixes it, and whether reaching it wins the
    match (a Valencian cama does not: ``vencedor`` names the match's winner)."""
    from arbitro.sistemas import sistema

    s = sistema(cenario.regulamento if cenario is not None else regulamento)
    alvo = getattr(cenario, "alvo", None) or s.formato.alvo or ALVO
    return alvo, s.regulamento.alvo_artigo or s.regulamento.id, s.formato.alvo is not None


def _chave_lado(cenario: Cenario | None) -> str:
    """The award's side key of the case's system: "trio" (MTG) or "equipe" (contract v2 §8)."""
    from arbitro.sistemas import sistema

    return sistema(cenario.regulamento).formato.chave_lado if cenario is not None else "trio"


def _regulamento_do_caso(raiz: yaml.Node, arquivo: str) -> Regulamento | None:
    """The rulebook of the system the case's scenario names (its citations are checked against it)."""
    if not isinstance(raiz, yaml.MappingNode):
        return None
    cenario = next((v for k, v in raiz.value if isinstance(k, yaml.ScalarNode) and k.value in ("cenario", "entrada")),
                   None)  # a case above the volta names its system in its `entrada:` (contract v3 §12)
    try:
        return sistema_do_documento(cenario, arquivo).regulamento if cenario is not None else None
    except CenarioInvalido:
        return None  # the scenario's own loader reports the unknown system


def _raiz(texto: str, arquivo: str) -> yaml.Node:
    try:
        return compor(texto, arquivo)
    except CenarioInvalido as e:
        raise CasoInvalido([str(p) for p in e.problemas]) from None


def carregar_caso(path: str | Path) -> Caso:
    """Load and validate one case file; raises :class:`CasoInvalido` with every problem found."""
    path = Path(path)
    arquivo = _exibir(path)
    try:
        texto = ler_texto(arquivo)  # the shown path opens the same file (relative to the cwd)
    except CenarioInvalido as e:  # too big, not UTF-8, unreadable
        raise CasoInvalido([str(p) for p in e.problemas]) from None
    raiz = _raiz(texto, arquivo)
    from arbitro.casos import acima  # cases above the volta (`comando:`) load and check there
    if acima.e_caso_acima(raiz):
        return acima.carregar_caso_acima(raiz, path, arquivo)
    if isinstance(raiz, yaml.MappingNode) and _avulso(raiz):
        return _caso_avulso(path, arquivo, raiz)
    ler = Leitor(arquivo, _regulamento_do_caso(raiz, arquivo))
    nos = ler.mapa(raiz, "caso", CHAVES_CASO)
    if nos is None:
        raise CasoInvalido(ler.problemas)
    for chave in CHAVES_CASO:
        if chave not in nos and chave != "por_leitura":
            ler.problemas.append(f"{ler.onde(raiz)}: falta a chave obrigatória '{chave}'")

    def opcional(chave: str) -> yaml.Node | None:
        return nos.get(chave)

    id_ = ler.texto(nos["id"], "id") if "id" in nos else None
    if id_ is not None:
        if not _ID.match(id_):
            ler.erro(nos["id"], f"id '{id_}' deve ser kebab-case (letras minúsculas, números e hífens)")
        elif id_ != path.stem:
            ler.erro(nos["id"], f"id '{id_}' deve ser igual ao nome do arquivo sem .yaml ('{path.stem}')")
    titulo = ler.texto(nos["titulo"], "titulo") if "titulo" in nos else None
    temas = ler.textos(nos["temas"], "temas") if "temas" in nos else None
    artigos = ler.citacoes(nos["artigos"], "artigos") if "artigos" in nos else None
    if "artigos" in nos and isinstance(nos["artigos"], yaml.SequenceNode) and not nos["artigos"].value:
        ler.erro(nos["artigos"], "'artigos' deve citar ao menos um artigo (o assunto do caso)")
    fatos = ler.texto(nos["fatos"], "fatos") if "fatos" in nos else None
    pergunta = ler.texto(nos["pergunta"], "pergunta") if "pergunta" in nos else None
    comentario = ler.texto(nos["comentario"], "comentario") if "comentario" in nos else None

    no_esperado = opcional("esperado")
    nos_esp = ler.mapa(no_esperado, "esperado", CHAVES_ESPERADO) if no_esperado is not None else None
    invalido = False
    if nos_esp is not None and "invalido" in nos_esp:
        invalido = bool(ler.booleano(nos_esp["invalido"], "esperado.invalido"))

    cenario: Cenario | None = None
    erros_cenario: tuple[str, ...] = ()
    if "cenario" in nos:
        try:
            cenario = cenario_de_no(nos["cenario"], arquivo)[1]
        except CenarioInvalido as e:
            if invalido:
                erros_cenario = tuple(str(p) for p in e.problemas)
            else:
                ler.problemas.extend(str(p) for p in e.problemas)

    esperado = None
    if nos_esp is not None and no_esperado is not None:
        esperado = _esperado(ler, nos_esp, no_esperado, cenario, invalido)

    por_leitura: tuple[tuple[str, str, Esperado], ...] = ()
    if "por_leitura" in nos:
        por_leitura = _por_leitura(ler, nos["por_leitura"], cenario)

    if ler.problemas:
        raise CasoInvalido(ler.problemas)
    assert id_ and titulo and temas is not None and artigos is not None and fatos and pergunta
    assert comentario and esperado is not None
    return Caso(
        id=id_, titulo=titulo, temas=temas, artigos=artigos, fatos=fatos, pergunta=pergunta,
        cenario=cenario, esperado=esperado, comentario=comentario, arquivo=arquivo,
        erros_cenario=erros_cenario, por_leitura=por_leitura, sistema=ler.regulamento.id,
    )


def _avulso(raiz: yaml.Node) -> bool:
    """A plain scenario (``placar``, ``trios``… at the top) that carries its ``esperado:`` (issue 13)."""
    if not isinstance(raiz, yaml.MappingNode):
        return False
    chaves = {k.value for k, _v in raiz.value if isinstance(k, yaml.ScalarNode)}
    return "esperado" in chaves and "cenario" not in chaves and "id" not in chaves


def _caso_avulso(path: Path, arquivo: str, raiz: yaml.MappingNode) -> Caso:
    """A plain scenario with ``esperado:`` as a case: its id is the file's name, its question the
    scenario's ``pergunta`` (when there is one)."""
    ler = Leitor(arquivo)
    no_esperado = next(v for k, v in raiz.value if isinstance(k, yaml.ScalarNode) and k.value == "esperado")
    cenario: Cenario | None = None
    try:
        cenario = cenario_de_no(sem_esperado(raiz), arquivo)[1]
    except CenarioInvalido as e:
        ler.problemas.extend(str(p) for p in e.problemas)
    nos_esp = ler.mapa(no_esperado, "esperado", CHAVES_ESPERADO)
    invalido = bool(nos_esp and "invalido" in nos_esp and ler.booleano(nos_esp["invalido"], "esperado.invalido"))
    if invalido:
        ler.erro(no_esperado, "um cenário avulso com 'esperado' é resolvido: 'invalido' só vale num caso da "
                              "biblioteca")
    esperado = _esperado(ler, nos_esp, no_esperado, cenario, False) if nos_esp is not None else None
    if ler.problemas:
        raise CasoInvalido(ler.problemas)
    assert cenario is not None and esperado is not None
    pergunta = cenario.pergunta or ""
    return Caso(id=path.stem, titulo=pergunta or path.stem, temas=(), artigos=esperado.artigos, fatos=pergunta,
                pergunta=pergunta, cenario=cenario, esperado=esperado, comentario="", arquivo=arquivo, avulso=True)


def _por_leitura(ler: Leitor, no: yaml.Node, cenario: Cenario | None) -> tuple[tuple[str, str, Esperado], ...]:
    """``por_leitura: {ID: {opcao: <esperado>}}``: the ruling under each other option, worked out by hand."""
    from arbitro.julgar import leituras

    if cenario is None:
        ler.erro(no, "'por_leitura' só vale num caso com cenário")
        return ()
    registro = leituras(cenario.regulamento)
    por_id = ler.mapa(no, "por_leitura", list(registro))
    saida: list[tuple[str, str, Esperado]] = []
    for id_, no_opcoes in (por_id or {}).items():
        opcoes = ler.mapa(no_opcoes, f"por_leitura.{id_}", registro[id_].ids_opcoes)
        for opcao, no_esp in (opcoes or {}).items():
            nos_esp = ler.mapa(no_esp, f"por_leitura.{id_}.{opcao}", CHAVES_ESPERADO[:5])
            if nos_esp is None:
                continue
            esp = _esperado(ler, nos_esp, no_esp, cenario, False, exige_artigos=False)
            if esp is not None:
                saida.append((id_, opcao, esp))
    return tuple(saida)


def _esperado(
    ler: Leitor, nos: dict[str, yaml.Node], no: yaml.Node, cenario: Cenario | None, invalido: bool,
    exige_artigos: bool = True,
) -> Esperado | None:
    if invalido:
        for chave in ("placar_final", "vencedor", "artigos", "lancamentos", "observacoes"):
            if chave in nos:
                ler.erro(nos[chave], f"caso de entrada inválida: 'esperado.{chave}' não se aplica")
        if "mensagem" not in nos:
            ler.erro(no, "caso de entrada inválida: falta 'esperado.mensagem' (trecho da mensagem de erro)")
            return None
        mensagem = ler.texto(nos["mensagem"], "esperado.mensagem")
        if mensagem is None:
            return None
        return Esperado(placar_final={}, vencedor=None, artigos=(), invalido=True, mensagem=mensagem)
    if "mensagem" in nos:
        ler.erro(nos["mensagem"], "'esperado.mensagem' só vale com 'invalido: true'")
    obrigatorias = ("placar_final", "vencedor", "artigos") if exige_artigos else ("placar_final", "vencedor")
    for chave in obrigatorias:
        if chave not in nos:
            ler.erro(no, f"falta a chave obrigatória 'esperado.{chave}'")
    if any(chave not in nos for chave in obrigatorias):
        return None
    trios = list(cenario.trios) if cenario is not None else None

    def trio_ok(valor_no: yaml.Node, nome: str) -> str | None:
        trio = ler.texto(valor_no, nome)
        if trio is not None and trios is not None and trio not in trios:
            ler.erro(valor_no, f"'{nome}': trio desconhecido '{trio}'; os trios são {', '.join(trios)}")
            return None
        return trio

    alvo, artigo_do_alvo, alvo_fixo = _alvo(cenario, ler.regulamento.id)
    placar: dict[str, int] = {}
    no_placar = nos["placar_final"]
    mapa = ler.mapa(no_placar, "esperado.placar_final", trios) if trios is not None else None
    if mapa is not None:
        for trio, valor in mapa.items():
            n = ler.inteiro(valor, f"esperado.placar_final.{trio}")
            if n is None:
                continue
            if not 0 <= n <= alvo:
                ler.erro(valor, f"'esperado.placar_final.{trio}' = {n} fora de 0…{alvo} ({artigo_do_alvo})")
            elif cenario is not None and n < cenario.placar.get(trio, 0):
                ler.erro(valor, f"'esperado.placar_final.{trio}' = {n} menor que o placar antes da volta")
            placar[trio] = n
        faltam = [t for t in trios or () if t not in mapa]
        if faltam:
            ler.erro(no_placar, f"'esperado.placar_final' sem o trio {', '.join(faltam)}")

    no_venc = nos["vencedor"]
    vencedor = None if ler.nulo(no_venc) else trio_ok(no_venc, "esperado.vencedor")
    # Only against a placar read whole: a refused scenario names no trios, and its placar_final is not read.
    if trios is not None and len(placar) == len(trios) and alvo_fixo:
        no_alvo = [t for t, n in placar.items() if n == alvo]
        if vencedor is None and no_alvo and ler.nulo(no_venc):
            ler.erro(no_venc, f"'esperado.vencedor' deve ser {no_alvo[0]}: chegou a {alvo} tentos")
        elif vencedor is not None and vencedor not in no_alvo:
            ler.erro(no_venc, f"'esperado.vencedor' {vencedor} não chegou a {alvo} tentos em placar_final")

    artigos = ler.citacoes(nos["artigos"], "esperado.artigos", grupos=True) or () if "artigos" in nos else ()

    lancamentos: tuple[tuple[str, int], ...] | None = None
    if "lancamentos" in nos:
        lado = _chave_lado(cenario)  # "trio" in MTG, "equipe" in the other systems (contract v2 §8)
        no_l = nos["lancamentos"]
        if not isinstance(no_l, yaml.SequenceNode):
            ler.erro(no_l, "'esperado.lancamentos' deve ser uma lista de {trio: NOME, tentos: N}")
        else:
            itens: list[tuple[str, int]] = []
            lado = _chave_lado(cenario)  # the ruling's award key: "trio" (MTG) or "equipe" (contract v2 §8)
            for item in no_l.value:
                m = ler.mapa(item, "esperado.lancamentos", (lado, "tentos"))
                if m is None:
                    continue
                if lado not in m or "tentos" not in m:
                    ler.erro(item, f"cada lançamento precisa de '{lado}' e 'tentos'")
                    continue
                quem = trio_ok(m[lado], f"esperado.lancamentos.{lado}")
                tentos = ler.inteiro(m["tentos"], "esperado.lancamentos.tentos")
                if tentos is not None and tentos <= 0:
                    ler.erro(m["tentos"], "um lançamento tem tentos > 0")
                elif quem is not None and tentos is not None:
                    itens.append((quem, tentos))
            lancamentos = tuple(itens)

    observacoes: tuple[str, ...] = ()
    if "observacoes" in nos:
        observacoes = ler.textos(nos["observacoes"], "esperado.observacoes") or ()
    return Esperado(placar_final=placar, vencedor=vencedor, artigos=artigos,
                    lancamentos=lancamentos, observacoes=observacoes)


def biblioteca(pasta: str | Path | None = None) -> Biblioteca:
    """Every case under ``pasta`` (default: the bundled ``casos/``), sorted by id.

    Broken files and repeated ids go to :attr:`Biblioteca.invalidos` with their problems; the rest load.
    """
    raiz = Path(pasta) if pasta is not None else dados.pasta("casos")
    casos: list[Caso] = []
    invalidos: list[ArquivoInvalido] = []
    vistos: dict[str, str] = {}
    for path in sorted(raiz.glob("**/*.yaml")):
        try:
            caso = carregar_caso(path)
        except CasoInvalido as e:
            invalidos.append(ArquivoInvalido(path.stem, _exibir(path), tuple(e.problemas)))
            continue
        if caso.id in vistos:
            msg = f"{caso.arquivo}:1:1: id '{caso.id}' repetido (já usado em {vistos[caso.id]})"
            invalidos.append(ArquivoInvalido(caso.id, caso.arquivo, (msg,)))
            continue
        vistos[caso.id] = caso.arquivo
        casos.append(caso)
    return Biblioteca(sorted(casos, key=lambda c: c.id), sorted(invalidos, key=lambda i: i.arquivo))


# --- checking against the engine -----------------------------------------------------------------



def _lancs(itens: Iterable[tuple[str, int]]) -> str:
    texto = ", ".join(f"{t} {n}" for t, n in sorted(itens))
    return texto or "nenhum"


def comparar(esperado: Esperado, decisao: Decisao) -> list[str]:
    """What differs between the expected ruling and the engine's, one sentence each."""
    dif: list[str] = []
    if dict(decisao.placar_final) != esperado.placar_final:
        dif.append(f"placar final: esperado {_placar(esperado.placar_final)}, "
                   f"decidido {_placar(dict(decisao.placar_final))}")
    if decisao.vencedor != esperado.vencedor:
        dif.append(f"vencedor: esperado {esperado.vencedor or 'nenhum'}, "
                   f"decidido {decisao.vencedor or 'nenhum'}")
    citados = decisao.artigos_citados
    for art in esperado.artigos:
        if not any(satisfaz(art, c) for c in citados):
            dif.append(f"artigo {art} não citado (citados: {', '.join(citados) or 'nenhum'})")
    if esperado.lancamentos is not None:
        # A multiset of (trio, tentos), as the case format fixes it (casos/README.md): "três tentos
        # por FLOR cantada" is two awards of 3, not one of 6. A case whose split is only presentation
        # leaves `lancamentos` out; placar_final still checks each trio's total.
        decididos = Counter((lanc.trio, lanc.tentos) for lanc in decisao.lancamentos)
        if decididos != Counter(esperado.lancamentos):
            dif.append(f"lançamentos: esperados {_lancs(esperado.lancamentos)}; "
                       f"decididos {_lancs(decididos.elements())}")
    textos = [dobrar(o.texto) for o in decisao.observacoes]
    for frag in esperado.observacoes:
        if not any(dobrar(frag) in t for t in textos):
            dif.append(f"nenhuma observação contém “{frag}”")
    return dif


def _resolver(cenario: Cenario, selecao: Selecao | None = None) -> Decisao:
    """The ruling of the system the scenario names (contract v2 §8)."""
    from arbitro.nucleo.leituras import PADRAO
    from arbitro.sistemas import sistema

    return sistema(cenario.regulamento).resolver(cenario, selecao or PADRAO)


def verificar(caso: Caso, regulamento: Regulamento | None = None) -> Resultado:
    """Rule the case's scenario with its system's engine and list how the ruling differs from the expected one.

    An engine that fails on a case is reported as a difference, never raised: one broken case
    must not stop the check of the library.
    """
    from arbitro.casos.acima import CasoAcima, verificar_acima  # a case above the volta checks itself
    if isinstance(caso, CasoAcima):
        return verificar_acima(caso)

    esp = caso.esperado
    if esp.invalido:
        erros = caso.erros_cenario
        if caso.cenario is not None:
            try:
                decisao = _resolver(caso.cenario)
            except CenarioInvalido as e:
                erros = tuple(str(p) for p in e.problemas)
            except Exception as e:  # the engine's bug is this case's failure, not the run's
                return Resultado(caso, (f"o motor falhou: {type(e).__name__}: {e}",))
            else:
                return Resultado(caso, ("esperava entrada inválida, mas o motor deu uma decisão",), decisao)
        frag = dobrar(esp.mensagem or "")
        if not any(frag in dobrar(m) for m in erros):
            return Resultado(caso, (f"nenhuma mensagem de erro contém “{esp.mensagem}”: {'; '.join(erros)}",),
                             erros=erros)
        return Resultado(caso, (), erros=erros)
    assert caso.cenario is not None
    try:
        decisao = _resolver(caso.cenario)
    except CenarioInvalido as e:
        erros = tuple(str(p) for p in e.problemas)
        return Resultado(caso, (f"o cenário foi rejeitado: {'; '.join(erros)}",), erros=erros)
    except Exception as e:  # see the docstring
        return Resultado(caso, (f"o motor falhou: {type(e).__name__}: {e}",))
    diferencas = comparar(esp, decisao)
    ids = {id_ for id_, _o, _e in caso.por_leitura}
    diferencas += [f"a decisão não aplicou a leitura {i}, que o caso examina em por_leitura" for i in sorted(ids)
                   if not any(o.leitura == i for o in decisao.observacoes)]
    for id_, opcao, esperado in caso.por_leitura:
        try:
            outra = _resolver(replace(caso.cenario, leituras={**caso.cenario.leituras, id_: opcao}))
        except Exception as e:  # see the docstring
            diferencas.append(f"[{id_}: {opcao}] o motor falhou: {type(e).__name__}: {e}")
            continue
        diferencas += [f"[{id_}: {opcao}] {d}" for d in comparar(esperado, outra)]
    return Resultado(caso, tuple(diferencas), decisao)


def sob_esclarecimentos(caso: Caso, selecao: Selecao, regulamento: Regulamento | None = None) -> Caso | None:
    """The case as a commission's clarifications make it: its ``esperado`` is the one worked out for the option
    the commission chose (``por_leitura``) where its ruling depends on a reading chosen otherwise than the
    default; None when the case has no worked answer for that choice."""
    if caso.cenario is None or caso.esperado.invalido or not selecao.esclarecimentos:
        return caso
    decisao = _resolver(caso.cenario, selecao)
    trocadas = {(o.leitura, o.opcao) for o in decisao.observacoes
                if o.esclarecimento and o.leitura is not None and o.opcao is not None}
    if not trocadas:
        return caso
    por = {(i, o): e for i, o, e in caso.por_leitura}
    if len(trocadas) != 1 or next(iter(trocadas)) not in por:
        return None
    id_, opcao = next(iter(trocadas))
    cenario = replace(caso.cenario, leituras={**caso.cenario.leituras, id_: opcao})
    return replace(caso, cenario=cenario, esperado=por[(id_, opcao)], por_leitura=())


def verificar_todos(casos: Iterable[Caso], selecao: Selecao | None = None) -> list[Resultado]:
    """:func:`verificar` each case against the regulation its scenario names (read once each), under a
    commission's clarifications when given (cases with no worked answer for them are left out)."""
    resultados = []
    for caso in casos:
        if selecao is not None:
            sob = sob_esclarecimentos(caso, selecao)
            if sob is None:
                continue
            caso = sob
        resultados.append(verificar(caso))
    return resultados


# --- search, filters and coverage --------------------------------------------------------------


def cita(caso: Caso, artigo: str) -> bool:
    """The case names ``artigo`` or something inside it (``XIII`` matches ``Art. XIII, c``)."""
    return any(satisfaz(artigo, c) for c in caso.citacoes)


def filtrar(casos: Iterable[Caso], tema: str | None = None, artigo: str | None = None,
            sistema: str | None = None) -> list[Caso]:
    """Cases with theme ``tema`` (accent/case-insensitive) that cite ``artigo`` (prefix rule), of the rule system
    ``sistema`` (its id)."""
    saida = list(casos) if sistema is None else [c for c in casos if c.sistema == sistema]
    if tema is not None:
        saida = [c for c in saida if dobrar(tema) in {dobrar(t) for t in c.temas}]
    if artigo is not None:
        saida = [c for c in saida if cita(c, artigo)]
    return saida


def buscar(casos: Iterable[Caso], texto: str) -> list[Caso]:
    """Cases matching ``texto``, accent- and case-insensitive.

    When the text reads as an article that some case cites (``xiii c``, ``Art. 10, VIII, i``) the
    answer is the cases citing it; otherwise every word of the text must start a word of the
    case's id, title, facts, themes or articles.
    """
    casos = list(casos)
    if tokens(texto):
        por_artigo = [c for c in casos if cita(c, texto)]
        if por_artigo:
            return por_artigo
    palavras = re.findall(r"\w+", dobrar(texto))
    if not palavras:
        return []
    saida = []
    for c in casos:
        feno = dobrar(" ".join((c.id, c.titulo, c.fatos, *c.temas, *c.citacoes)))
        inicios: set[str] = set()
        for w in re.findall(r"\w+", feno):
            inicios.update(w[:i] for i in range(1, len(w) + 1))
        if all(p in inicios for p in palavras):
            saida.append(c)
    return saida


def artigo_coberto(citacao: str, ids: Sequence[str]) -> str | None:
    """The canonical ID a citation covers: the longest of ``ids`` whose tokens start the citation's."""
    candidatos = [i for i in ids if satisfaz(i, citacao)]
    return max(candidatos, key=lambda i: len(tokens(i)), default=None)


def cobertura(casos: Iterable[Caso], regulamento: Regulamento) -> dict[str, list[str]]:
    """Every canonical article of the regulation (in its order) → the ids of the cases covering it.

    A case covers exactly the most specific canonical article each of its citations (``artigos``
    and ``esperado.artigos``) falls in: ``Art. XIV, canto equivocado`` covers ``Art. XIV``,
    ``Art. XIII, b, §1`` covers ``Art. XIII, b, §1`` only, not its parent ``Art. XIII, b``.
    """
    ids = [a.id for a in regulamento.artigos if a.canonico]
    mapa: dict[str, list[str]] = {i: [] for i in ids}
    for caso in casos:
        for cit in caso.citacoes:
            alvo = artigo_coberto(cit, ids)
            if alvo is not None and caso.id not in mapa[alvo]:
                mapa[alvo].append(caso.id)
    return mapa


# --- a ruled scenario as a library case (`arbitro casos novo`) ------------------------------------------

REVISAR = "REVISAR"  # marks what the commission must write or check before the case joins the library


def _yaml_texto(valor: str) -> str:
    import json

    return json.dumps(valor, ensure_ascii=False)  # a JSON string is a valid YAML double-quoted scalar


def _sem_bloco(texto: str, raiz: yaml.MappingNode, chave: str) -> str:
    """``texto`` without the top-level ``chave:`` block (its lines, from the key to the next key)."""
    for k, v in raiz.value:
        if isinstance(k, yaml.ScalarNode) and k.value == chave:
            linhas = texto.split("\n")
            fim = v.end_mark.line + (1 if v.end_mark.column > 0 else 0)
            return "\n".join(linhas[: k.start_mark.line] + linhas[fim:])
    return texto


def caso_de_cenario(texto: str, arquivo: str, id_: str, cenario: Cenario, decisao: Decisao, esquema: str) -> str:
    """The text of a library case for the scenario ``texto`` (already ruled: ``decisao``), with its
    ``esperado`` filled from the ruling and every part a person must write marked REVISAR."""
    raiz = compor(texto, arquivo)
    if isinstance(raiz, yaml.MappingNode):
        texto = _sem_bloco(texto, raiz, "esperado")
    linhas = [linha for linha in texto.rstrip("\n").split("\n") if not linha.startswith("# yaml-language-server:")]
    artigos = list(dict.fromkeys(a for lanc in decisao.lancamentos for a in lanc.artigos))
    if not artigos:
        # nothing cited: the rule of the case's own system that fixes the partida (the MTG's Art. 10, II, the
        # Paulista's "pontos"…), for the person who reviews the draft to correct
        artigos = (list(dict.fromkeys(a for o in decisao.observacoes for a in o.artigos))[:3]
                   or [_alvo(cenario, cenario.regulamento)[1]])
    pergunta = cenario.pergunta

    def lista(itens: Iterable[str]) -> str:
        return "[" + ", ".join(_yaml_texto(i) for i in itens) + "]"

    placar = ", ".join(f"{_yaml_texto(t)}: {n}" for t, n in decisao.placar_final.items())
    lancs = [f"    - {{trio: {_yaml_texto(lanc.trio)}, tentos: {lanc.tentos}}}" for lanc in decisao.lancamentos]
    vencedor = _yaml_texto(decisao.vencedor) if decisao.vencedor else "null"
    return "\n".join([
        f"# yaml-language-server: $schema={esquema}",
        f"# {REVISAR}: esperado preenchido pela decisão do arbitro; confira-o à mão pelo regulamento e escreva",
        "# título, temas, fatos e comentário antes de pôr o caso na biblioteca.",
        f"id: {id_}",
        f"titulo: {_yaml_texto(f'{REVISAR}: o título do caso')}",
        f"temas: [{REVISAR.lower()}]",
        f"artigos: {lista(artigos)}",
        "fatos: |",
        f"  {REVISAR}: os fatos, como o juiz os contaria.",
        f"pergunta: {_yaml_texto(pergunta or f'{REVISAR}: a pergunta do caso')}",
        "cenario:",
        *("  " + linha if linha else "" for linha in linhas),
        "esperado:",
        f"  placar_final: {{{placar}}}",
        f"  vencedor: {vencedor}",
        f"  artigos: {lista(artigos)}",
        "  lancamentos:" if lancs else "  lancamentos: []",
        *lancs,
        "comentario: |",
        f"  {REVISAR}: por que a decisão é essa, com o texto dos artigos.",
        "",
    ])
