"""The ruling's value types for the family's engine, from where the kernel keeps them.

One import site, so that the family follows the kernel when it moves them (contract v2 §8: the award's side key of
a non-MTG system is ``equipe``).
"""

from __future__ import annotations

from arbitro.nucleo.decisao import Decisao, Desfecho, JogadaVista, Lancamento, Observacao, Tipo, VazaJulgada

__all__ = ["Decisao", "Desfecho", "JogadaVista", "Lancamento", "Observacao", "Tipo", "VazaJulgada"]
