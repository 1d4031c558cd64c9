"""The part of a family system's :class:`~arbitro.nucleo.sistema.Sistema` that is the same for every system of the
family: each answer comes from the system's own modules (``leituras``, ``cenario``, ``motor``, ``fala``,
``modelo``, ``baralho``, ``artigos`` under :attr:`SistemaEspanhol.pacote`), imported only when asked — the cold
start of a ruling loads one system."""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, cast

from arbitro.nucleo.sistema import Calculo, Sistema

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.leituras import Registro
    from arbitro.nucleo.motor import NovoMotor
    from arbitro.nucleo.partida import RegrasDaPartida


class SistemaEspanhol(Sistema):
    pacote: ClassVar[str]  # the system's package, "arbitro.sistemas.argentino"

    def _m(self, nome: str) -> ModuleType:
        return importlib.import_module(f"{self.pacote}.{nome}")

    def leituras(self) -> Registro:
        """The hand's readings and those above it (partida, jogo, standings: :meth:`partida`), one registry as the
        MTG's: a clarifications file or a partida's ``leituras:`` may choose any of them."""
        return _todas(self.pacote)

    def cenario(self, no: Node, arquivo: str) -> Any:
        return self._m("cenario").cenario(no, arquivo)

    def partida(self) -> RegrasDaPartida:
        return cast("RegrasDaPartida", self._m("partida").PARTIDA)

    def motor(self) -> NovoMotor:
        return cast("NovoMotor", self._m("motor").MOTOR)

    def esquema(self) -> dict[str, Any]:
        from arbitro.familias.espanhol.esquema import esquema

        nome = self.nome[0].lower() + self.nome[1:]
        return esquema(self._m("cenario").PERFIL, f"Cenário de uma mão de {nome} (arbitro, contrato v2 §8)")

    def falas(self) -> Mapping[str, Sequence[str]]:
        return cast("Mapping[str, Sequence[str]]", self._m("fala").GRUPOS)

    def modelo(self) -> str:
        return cast(str, self._m("modelo").MODELO)

    def calcular_envido(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.familias.espanhol import calculos

        b = self._m("baralho")
        return calculos.envido(b.BARALHO, b.REGRA, cartas, b.valor_envido, self._m("artigos").ENVIDO, b.COMO_ENVIDO)

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.familias.espanhol import calculos

        b = self._m("baralho")
        return calculos.vaza(b.BARALHO, b.REGRA, cartas, b.forca, self._m("artigos").BARALHO)


@cache
def _todas(pacote: str) -> Registro:
    from arbitro.nucleo.leituras import Registro

    mao = cast("Registro", importlib.import_module(f"{pacote}.leituras").REGISTRO)
    acima = cast("Registro", importlib.import_module(f"{pacote}.partida").REGISTRO)
    return Registro.unir(mao.sistema, mao, acima)
