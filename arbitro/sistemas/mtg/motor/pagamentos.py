"""The tentos paid at the table (Art. 10, III): a payment made during the volta closes the proposal it pays,
and what was paid is checked against what the ruling awards.

"Quando um jogador ou equipe fizer uma proposta ou revide e o adversário pagar os tentos, será entendido como
encerrada/finalizada esta situação." "Os tentos ganhos poderão ser cobrados/devolvidos até o baralho ser
cortado para a próxima volta ou testa ... tentos pagos de forma equivocada deverão retornar."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Observacao, Tipo
from arbitro.nucleo.mao import conferir_pagamentos
from arbitro.nucleo.texto import concordar
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.cenario.modelo import PagamentoFeito
from arbitro.sistemas.mtg.motor import envido, flor, truco, valores
from arbitro.sistemas.mtg.motor.envido import ENVIDO_PROPOSTO

if TYPE_CHECKING:
    from arbitro.nucleo.livro import Premio
    from arbitro.sistemas.mtg.motor.estado import Volta

PAGAMENTO = art.JOGADORES


def pagar(v: Volta, ev: PagamentoFeito) -> None:
    """``ev.trio`` received ``ev.tentos`` now: the proposal of that trio awaiting the other trio's answer is
    closed by the payment, as refused (whoever pays does not accept)."""
    v.pagos.append((ev.trio, ev.tentos))
    paga = v.outro(ev.trio)
    quem = v.sentados(paga)[0] if v.sentados(paga) else paga
    como = f"pelo trio {paga} ({valores.tentos(ev.tentos)}): a proposta se encerra com o pagamento"
    e = v.envido
    if e.situacao is ENVIDO_PROPOSTO and e.aguarda == paga:
        devido = envido.recusado(v).tentos
        v.fundamentar(PAGAMENTO, "envido")
        envido.responder(v, quem, aceita=False, como=f"{concordar(e.cadeia[-1].value, 'pago')} {como}")
    elif truco.aguarda_resposta_de(v) == paga and v.truco.pendente is not None:  # the level that awaits
        devido = valores.truco_recusado(v.truco.pendente)
        v.fundamentar(PAGAMENTO, "truco")
        truco.responder(v, quem, aceita=False, como=f"pago {como}")
    elif v.flor.aguarda == paga:
        devido = None  # the refused flor bet is priced when the flor is settled (Art. XIII)
        v.fundamentar(PAGAMENTO, "flor")
        flor.responder(v, quem, aceita=False)
    else:
        return  # nothing pending: a payment of tentos already won, checked at the end
    if devido is not None and devido != ev.tentos:
        v.observar(f"o trio {ev.trio} recebeu {valores.tentos(ev.tentos)} pela proposta, que vale "
                   f"{valores.tentos(devido)} não aceita: a proposta se encerra e vale o que ela vale; a diferença "
                   "se cobra ou devolve até o baralho ser cortado", PAGAMENTO, tipo=Tipo.CONFIRA)


def conferir(v: Volta, aplicados: list[Premio]) -> list[Observacao]:
    """What was paid at the table (v1 ``pagamentos:`` and v2 ``pagamento`` events) against what the ruling
    awards, for each trio (compared by the kernel, :func:`arbitro.nucleo.mao.conferir_pagamentos`)."""
    pagamentos = [(pg.trio, pg.tentos) for pg in v.cenario.pagamentos] + v.pagos
    if not pagamentos:
        return []  # nothing paid at the table: nothing to check
    devidos = {t: 0 for t in v.cenario.placar}
    for p in aplicados:
        devidos[p.lado] += p.tentos
    for t, inicial in v.cenario.placar.items():
        devidos[t] = min(devidos[t], v.alvo - inicial)  # nothing counts beyond the end (Art. 10, II)
    divergencias = conferir_pagamentos(pagamentos, devidos)
    if divergencias is None:
        return []
    obs: list[Observacao] = []
    for t, pago, devido in divergencias:
        if pago > devido:
            obs.append(Observacao(f"O trio {t} recebeu {valores.tentos(pago)} na mesa e tem direito a "
                                  f"{devido}: devolve {pago - devido}, até o baralho ser cortado para a próxima "
                                  "volta.", (PAGAMENTO,), tipo=Tipo.CONFIRA))
        else:
            obs.append(Observacao(f"O trio {t} recebeu {valores.tentos(pago)} na mesa e tem direito a "
                                  f"{devido}: cobra mais {devido - pago}, até o baralho ser cortado para a "
                                  "próxima volta.", (PAGAMENTO,), tipo=Tipo.CONFIRA))
    if not obs:
        obs.append(Observacao("Os tentos recebidos na mesa conferem com a decisão.", (PAGAMENTO,), tipo=Tipo.NOTA))
    return obs
