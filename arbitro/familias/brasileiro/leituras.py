"""The readings both systems of the family need, defined once for each system's registry (their articles are the
system's own rules): who leads after a tied vaza, a card covered in the first vaza, and the gaps of the mão de
onze and the mão de ferro (:mod:`arbitro.familias.brasileiro.onze`)."""

from __future__ import annotations

from arbitro.familias.brasileiro import onze
from arbitro.familias.brasileiro.perfil import Secoes
from arbitro.nucleo.leituras import Registro

SAIDA_APOS_EMPATE = "saida-apos-empate"
COBERTA_NA_PRIMEIRA = "coberta-na-primeira"
# Readings that change only who is said to lead a vaza (and the irregular-order notes), never a figure.
SO_NAS_OBSERVACOES = frozenset({SAIDA_APOS_EMPATE})


def definir_comuns(registro: Registro, s: Secoes) -> None:
    registro.definir(
        SAIDA_APOS_EMPATE,
        pergunta="Depois de uma vaza empatada, quem sai jogando na vaza seguinte?",
        artigos=[s.vazas, s.empates],
        opcoes=[("quem-saiu-na-empatada", "sai de novo quem saiu na vaza empatada: ninguém a ganhou, e a vez não "
                 "muda de mão"),
                ("quem-empatou-primeiro", "sai quem jogou primeiro uma das cartas que empataram a vaza")],
        padrao="quem-saiu-na-empatada",
        motivo="o texto só diz quem sai na primeira vaza; depois de uma vaza ganha sai quem a ganhou, e numa vaza "
               "empatada ninguém ganhou a vez: ela fica com quem já a tinha (é também a regra escrita do Truco Cego "
               "do MTG: joga primeiro quem foi mão na vaza anterior).",
        omisso=True,
    )
    registro.definir(
        COBERTA_NA_PRIMEIRA,
        pergunta="Um jogador cobre a carta na primeira vaza, onde a carta coberta não é permitida: o que vale a "
                 "carta?",
        artigos=[s.coberta],
        opcoes=[("nao-vale-nada", "a carta foi jogada coberta e a carta coberta não vale nada: ela não ganha nem "
                 "empata a vaza"),
                ("vale-aberta", "a cobertura não vale: a carta conta pelo seu valor, como se jogada aberta")],
        padrao="nao-vale-nada",
        motivo="o texto proíbe cobrir na primeira vaza sem dar outra consequência, e a carta que caiu coberta não "
               "foi mostrada: vale o que vale uma carta coberta.",
        omisso=True,
    )
    onze.definir_leituras(registro, s.onze, s.ferro)


def pagina(registro: Registro, nome: str) -> str:
    """The readings of one system as the Markdown page ``docs/leituras-<sistema>.md``."""
    import textwrap

    from arbitro.nucleo.leituras import documento

    introducao = (
        f"A página de regras do {nome} é curta: o `arbitro` a escreve com as próprias palavras em "
        f"`regulamento/{registro.sistema}.yaml`, e onde ela cala ou admite duas leituras não decide com um `if` "
        "escondido: consulta uma **leitura nomeada**, com um ID estável, as opções e o padrão. A decisão diz qual "
        "opção aplicou e o que daria cada outra (julgando a mão de novo com ela). A Comissão escolhe outra opção num "
        "arquivo de esclarecimentos (`--leituras esclarecimentos.yaml`); um cenário também pode escolher a sua "
        "(`leituras:`).\n\n"
        f"Esta página é gerada do registro de leituras do {nome}; um teste falha quando ela fica velha.")
    introducao = "\n\n".join(textwrap.fill(p, 110) for p in introducao.split("\n\n"))
    texto = documento(registro, f"Leituras nomeadas do `arbitro` — {nome}", introducao)
    # The kernel's page names the MTG's article for a caso omisso; these systems' readings cite their own rules.
    return texto.replace("cabe à Comissão (S, j)", "cabe à Comissão") + "\n"
