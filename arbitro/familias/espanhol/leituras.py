"""Readings both systems of the family need, defined once for each system's registry."""

from __future__ import annotations

from arbitro.nucleo.leituras import Leitura, Registro


def pagamento(registro: Registro, *artigos: str) -> Leitura:
    """A payment while a bet awaits the payer's answer (contract v2 §7–§8 record it; neither page speaks of it)."""
    return registro.definir(
        f"{registro.sistema}-pagamento-com-aposta-pendente",
        pergunta="Pagar a quem apostou, com a aposta ainda sem resposta, encerra a aposta?",
        artigos=artigos,
        opcoes=(("encerra-como-recusa", "encerra: pagar a quem apostou é recusar a aposta"),
                ("so-registro", "não encerra: o pagamento é só o registro do que passou de mão, e a aposta continua "
                 "sem resposta")),
        padrao="encerra-como-recusa",
        motivo="A página não fala de pagamento; pagar o que a recusa daria, em vez de responder, é o modo de recusar "
               "que a mesa entende, e o contrato registra o pagamento no momento em que aconteceu.",
        omisso=True,
    )
