"""The rules engine: replays a volta over its state and returns a :class:`Decisao`."""

from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao
from arbitro.sistemas.mtg.motor.motor import resolver

__all__ = ["Decisao", "Lancamento", "Observacao", "resolver"]
