"""The canonical article identifiers of the MTG regulation (contract v1 §2): the only strings a ruling under it
may cite, a finer reference after a comma allowed. The rulebook ``regulamento/mtg-truco-cego.yaml`` marks the
same entries canonical (a test checks both agree)."""

from __future__ import annotations

from arbitro.nucleo.regulamento import ROMANOS, tokens


def _romanos(n: int) -> tuple[str, ...]:
    return ROMANOS[:n]


def _ids_canonicos() -> tuple[str, ...]:
    ids = [f"Art. {n}" for n in range(1, 11)]
    ids += [f"Art. 7, {r}" for r in _romanos(8)] + ["Art. 7, §1", "Art. 7, §2"]
    ids += [f"Art. 10, {r}" for r in _romanos(8)] + [f"Art. 10, VIII, {c}" for c in "abcdefghijk"]
    # Flor
    ids += ["Art. IX, a", "Art. IX, b", "Art. X", "Art. XI", "Art. XII"]
    ids += [f"Art. XIII, {c}" for c in "abcdefg"] + ["Art. XIII, b, §1", "Art. XIII, b, §2"]
    # Envido
    ids += ["Art. XIV"] + [f"Art. XV, {c}" for c in "abcd"]
    # Truco
    secoes = ("Como se ganha o truco", "Vaza empatada", "Ir ao baralho", "Lei do jogo")
    ids += ["Art. XVI"] + [f"Art. XVI, {s}" for s in secoes]
    # Regulamento Disciplinar, Término do tempo de jogo, Comissões, Sinopse
    ids += [f"D, {c}" for c in "abcdefg"] + ["D, e, I", "D, e, II"] + [f"D, g, {n}" for n in range(1, 8)]
    ids += ["Término do tempo de jogo"]
    ids += [f"C, {c}" for c in "abc"]
    ids += [f"S, {c}" for c in "abcdefghij"]
    return tuple(ids)


IDS_CANONICOS: tuple[str, ...] = _ids_canonicos()
"""Every canonical article ID of contract v1 §2, exactly as output must spell them."""

_TOKENS_CANONICOS = tuple(tokens(i) for i in IDS_CANONICOS)


def e_canonico(citacao: str) -> bool:
    """True when some canonical ID is a prefix of the citation (finer references allowed)."""
    t = tokens(citacao)
    return any(t[: len(c)] == c for c in _TOKENS_CANONICOS)




# --- The articles the code cites, by what they rule (tests/test_artigos_nomeados.py checks each is an ID of the
# rulebook): the engine (``motor/``), the CLI and the readings cite these names, never a spelled-out string.
JUIZ = "Art. 3"  # the Commission may designate a judge
SUMULA = "Art. 4"  # the capataz hands in the súmula
SUBSTITUICAO = "Art. 5"  # a player or the testa replaced by the reserve
PILCHA_ALIVIADA = "Art. 6"
DESCLASSIFICACAO = "Art. 7"  # who is disqualified
SUBIR_NA_MESA = "Art. 7, I"
PALAVROES = "Art. 7, II"
HORARIOS = "Art. 7, III"
DESACATO = "Art. 7, IV"
AFASTAR_SE = "Art. 7, V"  # more than two metres from the table; the testa authorised is the exception
EMBRIAGUEZ = "Art. 7, VI"
BEBIDA = "Art. 7, VII"
INDUMENTARIA = "Art. 7, VIII"  # after a warning by the Commission
PRAZO_DAS_RECLAMACOES = "Art. 7, §2"  # claims received only during the jogo
DESCLASSIFICADO_PERDE = "Art. 7, §1"  # the disqualified lose what is in dispute
PUBLICO_NA_MESA = "Art. 8"
BARALHO = "Art. 10, I"  # the Spanish deck without 8s and 9s
TENTOS = "Art. 10, II"  # 24 tentos, 12 malos and 12 buenos: the partida's target
JOGADORES = "Art. 10, III"  # three against three; the testa
DISTRIBUICAO = "Art. 10, IV"  # the cut, the deal, a card seen
JOGO_DE_TESTA = "Art. 10, V"
PASSAR_AS_CARTAS = "Art. 10, VIII, a"  # passing the cards: two tentos, or four with flor
CARTA_JOGADA = "Art. 10, VIII, b"  # a card put wholly on the table; cards overlapped
MAL_DISTRIBUIDAS = "Art. 10, VIII, d"
CARTAS_VIRADAS = "Art. 10, VIII, e"  # a card turned over in the deal
CARTAS_RECEBIDAS = "Art. 10, VIII, f"  # all said counts; after a card played, envido and flor are over
MAO = "Art. 10, VIII, g"  # the mão wins ties of flor, envido and the truco's cards
FALA_CLARA = "Art. 10, VIII, h"  # proposals and answers said clearly, aloud
PROPOSTA_DUPLA = "Art. 10, VIII, i"  # a double proposal asks a double answer
O_CANTO = "Art. 10, VIII, j"  # the number said first counts
BOCA_PARA_BAIXO = "Art. 10, VIII, k"  # the first card face down after a proposal, in testa
PONTOS_DA_FLOR = "Art. IX, b"
FLOR_FALSA = "Art. X"  # a flor sung without having it
PECO_FLOR = "Art. XI"
SAIDA_COM_FLOR = "Art. XII"
FLOR = "Art. XIII, a"
FLOR_E_FLOR = "Art. XIII, b"
FLOR_E_FLOR_CONTRA_FLOR_E_RESTO = "Art. XIII, b, §1"
FLOR_CONTRA_FLOR_E_RESTO = "Art. XIII, b, §2"
CONTRA_FLOR = "Art. XIII, c"
CONTRA_FLOR_E_RESTO = "Art. XIII, d"
FLOR_CONTRA_FLOR_CONTRA_FLOR_E_RESTO = "Art. XIII, e"
FLOR_MULTIPLA = "Art. XIII, f"
ME_ACHICO = "Art. XIII, g"
ENVIDO_EMPATE = "Art. XIV"  # the envido's points; equal points, the mão wins
ENVIDO = "Art. XV, a"
REAL_ENVIDO = "Art. XV, b"
FALTA_ENVIDO = "Art. XV, c"
TENTOS_ENVIDO = "Art. XV, d"
TRUCO = "Art. XVI"
COMO_SE_GANHA = "Art. XVI, Como se ganha o truco"
VAZA_EMPATADA = "Art. XVI, Vaza empatada"
IR_AO_BARALHO = "Art. XVI, Ir ao baralho"
LEI_DO_JOGO = "Art. XVI, Lei do jogo"
D_JUIZ = "D, c"
D_SUMULA = "D, d"
D_RESERVA = "D, e"  # the substitution by the reserve
D_RODIZIO_DE_TESTA = "D, e, I"  # a right of the trio that lost the last set
D_SUBSTITUICAO = "D, e, II"
D_PILCHA_E_ARMA = "D, f"
D_DESCLASSIFICACAO = "D, g"
D_SUBIR_NA_MESA = "D, g, 1"
D_PALAVROES = "D, g, 2"
D_HORARIOS = "D, g, 3"
D_DESACATO = "D, g, 4"
D_AFASTAR_SE = "D, g, 5"
D_EMBRIAGUEZ = "D, g, 6"
D_PUBLICO_NA_MESA = "D, g, 7"
TERMINO_DO_TEMPO = "Término do tempo de jogo"
COMISSOES = "C, a"
DECISAO_IRRECORRIVEL = "C, c"  # "Toda e qualquer decisão tomada por quaisquer das Comissões será irrecorrível."
CLASSIFICACAO = "S, a"
PARTIDAS_GANHAS = "S, b"
TENTOS_GANHOS = "S, c"
SALDO_DE_TENTOS = "S, d"
CONFRONTO_DIRETO = "S, e"
SORTEIO = "S, f"
MELHOR_DE_TRES = "S, g"
DURACAO_DO_JOGO = "S, h"
AUSENCIA = "S, i"
CASOS_OMISSOS = "S, j"  # the text is silent: the Commissions decide

# The calculators' citations (arbitro envido, flor, vaza, falta).
FLOR_TRES_DO_NAIPE = "Art. IX, a"  # three cards of one suit are a flor
PONTOS_DAS_CARTAS = "Art. IX, b"  # each card worth its number, the negras 0; a flor adds 20
PONTOS_ENVIDO = "Art. XIV"  # the envido's points; a flor annuls the envido
VAZA_EMPATADA = "Art. XVI, Vaza empatada"
