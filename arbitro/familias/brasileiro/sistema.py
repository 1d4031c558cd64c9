"""The :class:`~arbitro.nucleo.sistema.Sistema` of a system of the truco → seis → nove → doze family: what the
paulista and the mineiro answer the same way, from the modules each one names (imported only when asked, so that
the cold start of a ruling loads what the ruling needs)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, cast

from arbitro.nucleo.sistema import Sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.familias.brasileiro.cenario import Cenario
    from arbitro.familias.brasileiro.motor import Regras
    from arbitro.familias.brasileiro.perfil import Perfil
    from arbitro.nucleo.leituras import Registro
    from arbitro.nucleo.motor import NovoMotor
    from arbitro.nucleo.partida import RegrasDaPartida


class SistemaDaFamilia(Sistema):
    """A system whose package has ``baralho`` (its ``PERFIL``), ``leituras`` (its ``REGISTRO``) and ``regras``
    (its ``REGRAS``)."""

    pacote: ClassVar[str]  # "arbitro.sistemas.paulista"

    def _modulo(self, nome: str) -> Any:
        return import_module(f"{self.pacote}.{nome}")

    @property
    def perfil(self) -> Perfil:
        perfil: Perfil = self._modulo("baralho").PERFIL
        return perfil

    def leituras(self) -> Registro:
        """The hand's readings and those above it (partida, jogo, standings: :meth:`partida`), one registry as the
        MTG's: a clarifications file or a partida's ``leituras:`` may choose any of them."""
        return _todas(self.pacote)

    def _leituras_da_mao(self) -> Registro:
        """The readings a hand's scenario may choose (those above the hand are a partida's, jogo's or tournament's)."""
        registro: Registro = self._modulo("leituras").REGISTRO
        return registro

    def regras(self) -> Regras:
        regras: Regras = self._modulo("regras").REGRAS
        return regras

    def cenario(self, no: Node, arquivo: str) -> Cenario:
        from arbitro.familias.brasileiro.leitura import carregar

        return carregar(no, arquivo, self.perfil, self._leituras_da_mao())

    def partida(self) -> RegrasDaPartida:
        return cast("RegrasDaPartida", self._modulo("partida").PARTIDA)

    def motor(self) -> NovoMotor:
        from functools import partial

        from arbitro.familias.brasileiro.motor import Motor

        return partial(Motor, regras=self.regras())

    def esquema(self) -> dict[str, Any]:
        from arbitro.familias.brasileiro.esquema import esquema

        return esquema(self.perfil, self._leituras_da_mao())

    def falas(self) -> Mapping[str, Sequence[str]]:
        from arbitro.familias.brasileiro import fala

        return fala.grupos()

    def modelo(self) -> str:
        from arbitro.familias.brasileiro.esquema import modelo

        return modelo(self.perfil)


@cache
def _todas(pacote: str) -> Registro:
    from arbitro.nucleo.leituras import Registro

    mao: Registro = import_module(f"{pacote}.leituras").REGISTRO
    acima: Registro = import_module(f"{pacote}.partida").REGISTRO
    return Registro.unir(mao.sistema, mao, acima)
