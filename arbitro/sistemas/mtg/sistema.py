"""The MTG regulation as a :class:`~arbitro.nucleo.sistema.Sistema`: Truco Cego (Truco Gaúcho), 3 v 3, 24 tentos."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arbitro.nucleo.sistema import Calculo, Formato, Sistema, Veredito
from arbitro.sistemas import declaracao

if TYPE_CHECKING:
    from yaml.nodes import Node

    from arbitro.nucleo.decisao import Tipo
    from arbitro.nucleo.leituras import Registro, Selecao
    from arbitro.nucleo.motor import NovoMotor
    from arbitro.nucleo.partida import RegrasDaPartida
    from arbitro.sistemas.mtg.cenario.modelo import Cenario


class MTG(Sistema):
    id, apelidos = declaracao(__name__)
    nome = "Truco Cego (regulamento do MTG)"
    # Art. 10, III: "três contra três"; Art. 10, II: "24 tentos ... 12 Malos ... 12 Buenos".
    formato = Formato(lados="trios", chave_lado="trio", jogadores=(3,), alvo=24, metades=("malos", "buenos"))
    arquivo_regulamento = "mtg-truco-cego.yaml"
    baralho = "baralho espanhol de 40 cartas"  # Art. 10, I

    def leituras(self) -> Registro:
        """The volta's readings and those of the partida, jogo and tournament (one registry: a commission's
        clarifications file and a partida file's ``leituras:`` may choose any of them)."""
        from arbitro.sistemas.mtg.leituras_acima import registro_completo

        return registro_completo()

    def partida(self) -> RegrasDaPartida:
        """The partida's hooks (:mod:`arbitro.sistemas.mtg.partida`): roda and testa, the three testas, 24 tentos."""
        from arbitro.sistemas.mtg.partida import PARTIDA

        return PARTIDA

    def cenario(self, no: Node, arquivo: str) -> Cenario:
        from arbitro.sistemas.mtg.cenario.carregar import cenario_de_no

        return cenario_de_no(no, arquivo)

    def motor(self) -> NovoMotor:
        """The volta's engine in the kernel's shape (:class:`~arbitro.sistemas.mtg.motor.motor.MotorMTG`): the
        kernel's ``resolver`` and ``observacoes_dos_ultimos`` ask it, as they ask the families'."""
        from functools import partial

        from arbitro.sistemas.mtg.motor.motor import MotorMTG

        return partial(MotorMTG, regulamento=self.regulamento)

    def podem(self, cenario: Any, eventos: Sequence[Any], selecao: Selecao,
              proibem: Iterable[Tipo] | None = None) -> Veredito:
        """A truco, envido or flor call is asked of the bet itself, on the volta reached so far (EstadoTruco,
        EstadoEnvido, EstadoFlor ``impedimento``: the check its act runs first); whatever the bet alone cannot answer
        — another speech, what the router stops first, a reading — is replayed (:meth:`Sistema.podem`)."""
        from arbitro.nucleo.decisao import Tipo

        if len(eventos) == 1 and set(proibem or (Tipo.NAO_VALE,)) == {Tipo.NAO_VALE}:
            from arbitro.sistemas.mtg.motor.motor import impedimento_do_lance

            dono = impedimento_do_lance(cenario, self.regulamento, selecao.com_cenario(cenario.leituras), eventos[0])
            if dono is not None:
                imp, texto = dono
                return Veredito(False, tuple(dict.fromkeys(imp.artigos)), texto)
        return super().podem(cenario, eventos, selecao, proibem)

    def esquema(self) -> dict[str, Any]:
        from arbitro.sistemas.mtg.cenario.esquema import esquema

        return esquema()

    def falas(self) -> Mapping[str, Sequence[str]]:
        from arbitro.sistemas.mtg.cenario.falas import agrupadas

        return {g: [principal for principal, _outras, _f in itens] for g, itens in agrupadas().items()}

    # --- calculators (arbitro/sistemas/mtg/calculadoras.py): the same questions every system answers ----------

    def calcular_envido(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.sistemas.mtg import calculadoras

        return calculadoras.calcular_envido(cartas)

    def calcular_flor(self, cartas: Sequence[str]) -> Calculo:
        from arbitro.sistemas.mtg import calculadoras

        return calculadoras.calcular_flor(cartas)

    def calcular_vaza(self, cartas: Sequence[str], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.sistemas.mtg import calculadoras

        return calculadoras.calcular_vaza(cartas, contexto)

    def calcular_falta(self, placar: Mapping[str, int], contexto: Mapping[str, str]) -> Calculo:
        from arbitro.sistemas.mtg import calculadoras

        return calculadoras.calcular_falta(placar, contexto)
