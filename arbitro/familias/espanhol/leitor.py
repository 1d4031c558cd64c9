"""The located YAML reader the family's loader walks a scenario with.

Until the kernel's shared reader (``arbitro.cenario.leitor.Leitor``) lands, this is the primitive part of the MTG
loader's reader — ``erro``, ``tipo``, ``texto``, ``inteiro``, ``booleano``, ``mapeamento``, ``chave``, ``lista`` and
``problemas`` — which knows no rule of any system.
"""

from arbitro.sistemas.mtg.cenario.carregar import _Leitor as Leitor

__all__ = ["Leitor"]
