"""The valenciano's partida above the hand (contract v3 §12): camas of 18 or 24 points (``pontos_por_cama``), the
score back to 0 after each cama, the match to ``camas_para_vencer`` camas (Valenciano, camas). The hand engine takes
the cama's score and the camas won before the hand — so the falta of the envit is in ruins or in boas by that
cama's score, and an envit that closes the cama closes it before the truc — and says when a hand ends a cama; the
partida starts the next one. Whether the points past a cama open the next is the reading
``valenciano-pontos-alem-da-cama``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.nucleo.leituras import Registro
from arbitro.nucleo.partida import Consultar, EstadoDaPartida, RegrasDaPartida, definir_leituras_do_jogo
from arbitro.sistemas.valenciano import artigos as A

if TYPE_CHECKING:
    from arbitro.nucleo.decisao import Decisao

REGISTRO = Registro("valenciano")

ALEM_DA_CAMA = REGISTRO.definir(
    "valenciano-pontos-alem-da-cama",
    pergunta="A mão que fecha uma cama dá mais pontos do que faltavam: o que passa vai para a cama seguinte?",
    artigos=[A.CAMAS],
    opcoes=[("comecam-do-zero", "não: a cama seguinte começa do zero para as duas duplas"),
            ("passam-para-a-seguinte", "sim: a dupla que fechou a cama começa a seguinte com os pontos que passaram")],
    padrao="comecam-do-zero",
    motivo="a página diz que a próxima cama começa do zero, e os pontos de uma cama são os dela; passá-los adiante "
           "seria contar duas vezes a mesma aposta.",
)
LEITURAS_DO_JOGO = definir_leituras_do_jogo(REGISTRO, "valenciano-", A.CLASSIFICACAO, A.CAMAS)
PONTOS_POR_CAMA = 24  # "Cada cama se joga a 18 ou a 24 pontos": 24 unless the mesa says 18 (contract v2 §8)
CAMAS_PARA_VENCER = 1  # "o número combinado de camas: 1, 2 ou 3"; 1 unless said (contract v2 §8)


class PartidaValenciana(RegrasDaPartida):
    sistema = "valenciano"
    artigo_alvo = A.CAMAS
    artigo_jogadores = A.JOGADORES  # "na mão seguinte sai o jogador à direita do mão atual"
    artigo_classificacao = A.CLASSIFICACAO
    artigo_formato = A.CAMAS  # the match is already the camas: a partida seca (contract v3 §12)
    formato_padrao = "seca"
    alvo_padrao = PONTOS_POR_CAMA
    leituras_do_jogo = LEITURAS_DO_JOGO
    registro = REGISTRO
    camas = True

    def alvo(self, opcoes: Mapping[str, int | bool]) -> int:
        return int(opcoes.get("pontos_por_cama", PONTOS_POR_CAMA))

    def camas_para_vencer(self, opcoes: Mapping[str, int | bool]) -> int:
        return int(opcoes.get("camas_para_vencer", CAMAS_PARA_VENCER))

    def depois(self, estado: EstadoDaPartida, numero: int, cenario: object, decisao: Decisao,
               consultar: Consultar) -> tuple[Decisao, list[Observacao]]:
        estado.placar = dict(decisao.placar_final)
        estado.vencedor = decisao.vencedor
        cama = decisao.extras.get("cama")
        if cama is None:
            return decisao, []
        estado.camas = dict(cama["camas"])
        if estado.vencedor is not None:
            return decisao, []
        fechou = cama["vencedor"]
        ganho = sum(lanc.tentos for lanc in decisao.lancamentos if lanc.trio == fechou)
        passam = max(0, decisao.placar_inicial[fechou] + ganho - estado.alvo)
        efeito = {"comecam-do-zero": "a cama seguinte começa 0 × 0",
                  "passam-para-a-seguinte": f"{fechou} começa a cama seguinte com {passam}"}
        opcao = consultar(ALEM_DA_CAMA, efeito) if passam else "comecam-do-zero"
        estado.placar = dict.fromkeys(estado.placar, 0)
        if opcao == "passam-para-a-seguinte":
            estado.placar[fechou] = min(passam, estado.alvo - 1)
        texto = (f"{fechou} ganhou a cama na mão {numero} (camas: "
                 f"{', '.join(f'{t} {n}' for t, n in estado.camas.items())}); a cama seguinte começa "
                 f"{' × '.join(str(n) for n in estado.placar.values())}")
        return decisao, [Observacao(texto, (A.CAMAS,), tipo=Tipo.NOTA)]


PARTIDA = PartidaValenciana()
