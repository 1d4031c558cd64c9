"""The library cases of the paulista and the mineiro, checked through the system's own value
(``Sistema.cenario`` then ``Sistema.resolver``), in the case format of ``casos/README.md`` (the award's side key is
``equipe``, contract v2 §8).

The checks: the case's keys; ``placar_final``, ``vencedor``, ``lancamentos`` (a multiset of (equipe, tentos)),
``artigos`` (prefix rule, in the awards and observations) and ``observacoes`` (accent-free substrings); every
citation of the ruling is a section of the system's own rulebook; each ``por_leitura`` option names a reading the
default ruling applies and gives its own numbers; an invalid-input case is refused with the message it names.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from arbitro.cenario.yamlpos import CenarioInvalido, compor
from arbitro.nucleo.leituras import PADRAO
from arbitro.nucleo.regulamento import carregar, normalizar, satisfaz
from arbitro.nucleo.sistema import Sistema

RAIZ = Path(__file__).resolve().parents[1]
CHAVES = {"id", "titulo", "temas", "artigos", "fatos", "pergunta", "cenario", "esperado", "comentario"}


def pasta(sistema: str) -> Path:
    """Where the system's cases are: ``casos/<sistema>/`` (staged in ``tests/casos_de_sistemas/`` until the case
    library knows the other systems)."""
    definitiva = RAIZ / "casos" / sistema
    return definitiva if definitiva.is_dir() else RAIZ / "tests" / "casos_de_sistemas" / sistema


def arquivos(sistema: str) -> list[Path]:
    return sorted(pasta(sistema).glob("**/*.yaml"))


def _no_do_cenario(texto: str, arquivo: str) -> yaml.Node:
    raiz = compor(texto, arquivo)
    assert isinstance(raiz, yaml.MappingNode)
    return next(v for k, v in raiz.value if k.value == "cenario")


def _citacoes(d: Any) -> list[str]:
    cites = [a for lanc in d.lancamentos for a in lanc.artigos] + [a for o in d.observacoes for a in o.artigos]
    cites += [a for v in d.vazas for a in v.artigos] + (list(d.volta.artigos) if d.volta else [])
    return cites


def _comparar(d: Any, esp: dict[str, Any], onde: str) -> list[str]:
    erros = []
    if d.placar_final != esp["placar_final"]:
        erros.append(f"{onde}: placar_final {d.placar_final} != {esp['placar_final']}")
    if d.vencedor != esp["vencedor"]:
        erros.append(f"{onde}: vencedor {d.vencedor!r} != {esp['vencedor']!r}")
    citadas = [a for lanc in d.lancamentos for a in lanc.artigos] + [a for o in d.observacoes for a in o.artigos]
    for a in esp.get("artigos", []):
        if not any(satisfaz(a, c) for c in citadas):
            erros.append(f"{onde}: a decisão não cita {a!r} (cita {sorted(set(citadas))})")
    if "lancamentos" in esp:
        tem = Counter((lanc.trio, lanc.tentos) for lanc in d.lancamentos)
        quer = Counter((x["equipe"], x["tentos"]) for x in esp["lancamentos"])
        if tem != quer:
            erros.append(f"{onde}: lançamentos {sorted(tem.items())} != {sorted(quer.items())}")
    textos = [normalizar(o.texto) for o in d.observacoes]
    for trecho in esp.get("observacoes", []):
        if not any(normalizar(trecho) in t for t in textos):
            erros.append(f"{onde}: nenhuma observação contém {trecho!r}")
    return erros


def verificar(sistema: Sistema, caminho: Path) -> list[str]:
    """What is wrong with the case at ``caminho`` (empty: the engine rules as the case expects)."""
    texto = caminho.read_text(encoding="utf-8")
    caso = yaml.safe_load(texto)
    arquivo = str(caminho)
    erros = [f"falta a chave {k!r}" for k in sorted(CHAVES - set(caso))]
    erros += [f"chave desconhecida {k!r}" for k in sorted(set(caso) - CHAVES - {"por_leitura"})]
    if caso.get("id") != caminho.stem:
        erros.append(f"id {caso.get('id')!r} != nome do arquivo {caminho.stem!r}")
    rulebook = carregar(sistema.arquivo_regulamento)
    for a in caso.get("artigos", []):
        if a not in rulebook:
            erros.append(f"artigos: {a!r} não é seção de {rulebook.nome}")
    esp = caso["esperado"]
    no = _no_do_cenario(texto, arquivo)
    if esp.get("invalido"):
        try:
            sistema.cenario(no, arquivo)
        except CenarioInvalido as e:
            if not any(normalizar(esp["mensagem"]) in normalizar(str(p)) for p in e.problemas):
                erros.append(f"nenhuma mensagem contém {esp['mensagem']!r}: {[str(p) for p in e.problemas]}")
            return erros
        return [*erros, "o cenário devia ser recusado"]
    cenario = sistema.cenario(no, arquivo)
    d = sistema.resolver(cenario, PADRAO)
    erros += _comparar(d, esp, "esperado")
    for c in _citacoes(d):
        if c not in rulebook:
            erros.append(f"a decisão cita {c!r}, que não é seção de {rulebook.nome}")
    aplicadas = {o.leitura for o in d.observacoes if o.tipo.value == "leitura"}
    for id_, opcoes in (caso.get("por_leitura") or {}).items():
        if id_ not in aplicadas:
            erros.append(f"por_leitura: a decisão padrão não aplica a leitura {id_!r} (aplica {sorted(aplicadas)})")
        for opcao, esperado in opcoes.items():
            outra = sistema.resolver(cenario, PADRAO.com_cenario({id_: opcao}))
            erros += _comparar(outra, esperado, f"por_leitura.{id_}.{opcao}")
    return erros


def distinguidas(sistema: Sistema) -> set[tuple[str, str]]:
    """The (reading, option) pairs some case's ``por_leitura`` distinguishes (a figure differs from the default)."""
    vistas = set()
    for caminho in arquivos(sistema.id):
        caso = yaml.safe_load(caminho.read_text(encoding="utf-8"))
        esp = caso["esperado"]
        for id_, opcoes in (caso.get("por_leitura") or {}).items():
            for opcao, e in opcoes.items():
                if (e["placar_final"], e["vencedor"]) != (esp.get("placar_final"), esp.get("vencedor")):
                    vistas.add((id_, opcao))
    return vistas


def cobertas(sistema: Sistema) -> set[str]:
    """The rulebook sections some case covers (cites in ``artigos`` or ``esperado.artigos``)."""
    rulebook = carregar(sistema.arquivo_regulamento)
    vistas = set()
    for caminho in arquivos(sistema.id):
        caso = yaml.safe_load(caminho.read_text(encoding="utf-8"))
        for a in [*caso.get("artigos", []), *caso["esperado"].get("artigos", [])]:
            if a in rulebook:
                vistas.add(rulebook.artigo(a).id)
    return vistas


def julgar(sistema: Sistema, texto: str, leituras: dict[str, str] | None = None) -> Any:
    """The ruling on the scenario ``texto`` (YAML), under the options ``leituras`` (default: the defaults)."""
    cenario = sistema.cenario(compor(texto, "teste.yaml"), "teste.yaml")
    return sistema.resolver(cenario, PADRAO.com_cenario(leituras or {}))


def recusas(sistema: Sistema, texto: str) -> list[str]:
    """The problems of an invalid scenario, as ``arquivo:linha:coluna: mensagem`` (empty when it is valid)."""
    try:
        sistema.cenario(compor(texto, "teste.yaml"), "teste.yaml")
    except CenarioInvalido as e:
        return [str(p) for p in e.problemas]
    return []


def ganhos(d: Any) -> dict[str, int]:
    """What each side scored in the hand."""
    return {t: d.placar_final[t] - d.placar_inicial[t] for t in d.placar_inicial}
