"""Truco Paulista (seed 002; contract v2 §8): the rule system as a value.

Its rulebook is ``regulamento/paulista.yaml``, in the project's own words. The shared modules of its family
(:mod:`arbitro.familias.brasileiro`) bring the French deck, the truco → seis → nove → doze ladder, the mão de onze and
the engine skeleton; this package brings what is the paulista's own: the vira and its manilhas, the tie table, the run
that "perde" the points, its readings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbitro.familias.brasileiro.sistema import SistemaDaFamilia
from arbitro.nucleo.sistema import Calculo, Formato
from arbitro.sistemas import declaracao


class Paulista(SistemaDaFamilia):
    id, apelidos = declaracao(__name__)
    nome = "Truco Paulista"
    formato = Formato(lados="duplas", chave_lado="equipe", jogadores=(1, 2), alvo=12)
    arquivo_regulamento = "paulista.yaml"
    baralho = "baralho francês de 40 cartas"
    pacote = "arbitro.sistemas.paulista"

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        """Who takes the vaza under the vira of ``contexto["vira"]`` (a vira of 3: the reading ``vira-de-tres``,
        ``contexto["vira-de-tres"]`` or its default)."""
        from arbitro.familias.brasileiro.calculo import vaza
        from arbitro.sistemas.paulista import artigos as A
        from arbitro.sistemas.paulista import baralho as B
        from arbitro.sistemas.paulista.leituras import VIRA_DE_TRES

        if not contexto.get("vira"):
            raise ValueError(f"no {self.nome} a vaza depende da vira, que fixa as manilhas: informe a vira (--vira 5O)"
                             f" ({A.MANILHAS})")
        vira = B.BARALHO.ler(contexto["vira"])
        if any(B.BARALHO.ler(t) == vira for t in cartas):
            raise ValueError(f"a vira {vira.curta} está à vista e não é de nenhuma mão: não pode ser jogada "
                             f"({A.MANILHAS})")
        opcao = contexto.get(VIRA_DE_TRES.id, VIRA_DE_TRES.padrao)
        posto = B.posto_da_manilha(vira, 4 if opcao == "quatro" else None)
        manilhas = B.manilhas(posto)
        nota = f"vira {vira.curta}: manilhas {' > '.join(c.curta for c in manilhas)}" if manilhas else \
            f"vira {vira.curta}: sem manilhas"
        calculo = vaza(B.PERFIL, cartas, B.forca(posto),
                       lambda c: A.MANILHAS if c.numero == posto else A.SECOES.baralho, nota)
        return calculo._replace(dados={**calculo.dados, "vira": vira.curta,
                                       "manilhas": [c.curta for c in manilhas]})
