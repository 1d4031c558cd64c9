"""arbitro — o assistente do juiz de Truco Cego sob o regulamento do MTG.

The package is a pure library (cards, the regulation as data, the rules engine); the command line
in :mod:`arbitro.cli` only loads, calls and renders.
"""

__version__ = "0.1.0"
