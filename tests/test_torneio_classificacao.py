"""The standings (contract v2 §11): S, a–f in order, the draw reproducible from `semente`, the jogo left to the
Commission left out, the trio disqualified from the tournament (Art. 7, §1), each reading and its other option."""

from __future__ import annotations

import random

from torneio import COXILHA_DESCLASSIFICADA, classificacao, com


def _jogo(a: str, b: str, perdedor_faz: int = 10, vencedor: str | None = None) -> str:
    """A 2 × 0 jogo (three partidas by S, g): the winner 24, the loser ``perdedor_faz`` each time."""
    v = vencedor or a
    p = b if v == a else a
    partida = f"{{{v}: 24, {p}: {perdedor_faz}}}"
    return f"  - {{trios: [{a}, {b}], partidas: [{partida}, {partida}]}}\n"


def _linhas(c: object) -> list[tuple[str, str | None]]:
    return [(x.trio, x.criterio) for x in c.linhas]  # type: ignore[attr-defined]


# Five trios each with two wins, 6 partidas and 184 tentos: Epa ahead by S, c (194), Dom last by S, d (saldo −10);
# Abe, Bia and Cid tied in S, a–d, and among themselves Abe beat both, Bia beat Cid: the confronto direto.
CINCO = "versao: 2\njogos:\n" + "".join([
    _jogo("Abe", "Bia"), _jogo("Abe", "Cid"), _jogo("Bia", "Cid"), _jogo("Dom", "Abe"), _jogo("Epa", "Abe"),
    _jogo("Bia", "Dom"), _jogo("Epa", "Bia"), _jogo("Cid", "Dom"), _jogo("Cid", "Epa"), _jogo("Dom", "Epa", 15),
])


def test_s_e_confronto_direto_entre_tres_pela_mini_tabela() -> None:
    c = classificacao(CINCO)
    assert _linhas(c) == [("Epa", "S, c"), ("Abe", "S, e"), ("Bia", "S, e"), ("Cid", "S, d"), ("Dom", None)]
    assert [(x.vitorias, x.partidas, x.tentos, x.saldo) for x in c.linhas] == [
        (2, 6, 194, 10), (2, 6, 184, 0), (2, 6, 184, 0), (2, 6, 184, 0), (2, 6, 184, -10)]
    [leitura] = [o for o in c.observacoes if o.leitura == "confronto-direto-entre-varios"]
    assert leitura.opcao == "mini-tabela"


def test_s_f_a_outra_leitura_do_confronto_entre_tres_vai_ao_sorteio() -> None:
    c = classificacao(CINCO, {"confronto-direto-entre-varios": "sorteio"})
    assert _linhas(c)[1:4] == [("Abe", "S, f"), ("Bia", "S, f"), ("Cid", "S, f")]  # sem semente: aguardam
    assert com(c.observacoes, "aguarda o sorteio")


def test_s_f_sorteio_reproduzivel_pela_semente() -> None:
    ciclo = _jogo("Pampa", "Coxilha") + _jogo("Coxilha", "Galpão") + _jogo("Galpão", "Pampa")
    for semente in (1, 2026, "rodeio"):
        esperado = sorted(["Pampa", "Coxilha", "Galpão"])
        random.Random(semente).shuffle(esperado)  # contract v2 §11: sorted by name, then this shuffle
        s = semente if isinstance(semente, int) else f"'{semente}'"
        c = classificacao(f"versao: 2\nsemente: {s}\njogos:\n{ciclo}")
        assert [x.trio for x in c.linhas] == esperado
        assert [x.criterio for x in c.linhas] == ["S, f", "S, f", None]


def test_s_a_adversarios_distintos_e_a_outra_leitura() -> None:
    texto = "versao: 2\njogos:\n" + _jogo("Pampa", "Coxilha") + _jogo("Pampa", "Coxilha") + _jogo("Galpão", "Coxilha") \
        + _jogo("Galpão", "Pampa", vencedor="Pampa") + _jogo("Galpão", "Timbaúva")
    c = classificacao(texto)
    # Pampa derrotou a Coxilha duas vezes e o Galpão: 2 adversários, como o Galpão; 9 partidas contra 6 (S, b)
    assert [(x.trio, x.vitorias, x.criterio) for x in c.linhas][:2] == [("Pampa", 2, "S, b"), ("Galpão", 2, "S, a")]
    outra = classificacao(texto, {"adversarios-derrotados": "jogos-ganhos"})
    assert (outra.linhas[0].trio, outra.linhas[0].vitorias) == ("Pampa", 3)


def test_art_7_par_1_trio_desclassificado_e_as_duas_leituras() -> None:
    texto = COXILHA_DESCLASSIFICADA + (
        "  - {trios: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 20}, {Pampa: 22, Galpão: 24}, "
        "{Pampa: 23, Galpão: 24}]}\n")
    c = classificacao(texto)
    assert _linhas(c) == [("Galpão", "S, a"), ("Pampa", None)]
    assert c.desclassificados == [{"trio": "Coxilha", "jogo": 1, "artigos": ["Art. 8", "D, g, 7", "Art. 7, §1"]}]
    ultimo = classificacao(texto, {"trio-desclassificado-no-torneio": "ultimo-lugar"})
    assert [x.trio for x in ultimo.linhas] == ["Galpão", "Pampa", "Coxilha"]
    anulados = classificacao(texto, {"jogos-do-trio-desclassificado": "anulados"})
    assert [(x.trio, x.vitorias, x.partidas) for x in anulados.linhas] == [("Pampa", 1, 4), ("Galpão", 1, 2)]


def test_art_7_par_1_atleta_desclassificado_que_volta_ao_torneio() -> None:
    texto = """\
versao: 2
jogos:
  - trios: {Pampa: [Zeca, Tonho, Dico], Coxilha: [Bira, Lau, Nando]}
    reservas: {Coxilha: [Rosa]}
    partidas: [{Pampa: 24, Coxilha: 3}, {Pampa: 2, Coxilha: 1}, {Pampa: 24, Coxilha: 20}]
    ocorrencias: [{partida: 2, jogador: Lau, conduta: palavroes}]
  - trios: {Coxilha: [Bira, Lau, Nando], Galpão: [Ari, Bico, Cau]}
    partidas: [{Coxilha: 24, Galpão: 1}, {Coxilha: 24, Galpão: 2}]
"""
    c = classificacao(texto)
    [obs] = com(c.observacoes, "não pode mais retornar ao torneio")
    assert obs.tipo == "irregularidade" and "Lau" in obs.texto and obs.artigos == ("Art. 7, §1",)


def test_s_h_jogo_sem_resultado_fica_fora_e_jogo_incompleto_tambem() -> None:
    texto = "versao: 2\njogos:\n" + _jogo("Pampa", "Coxilha") + \
        "  - {trios: [Pampa, Galpão], partidas: [{Pampa: 24, Galpão: 2}]}\n"
    c = classificacao(texto)
    assert c.contados == [True, False] and [x.trio for x in c.linhas] == ["Pampa", "Coxilha", "Galpão"]
    assert com(c.observacoes, "o registro acaba antes de o jogo se decidir")  # S, b, as the súmula says
    assert [x.criterio for x in c.linhas] == ["S, a", "S, c", None]  # Coxilha 20 tentos, Galpão 0


def test_entrada_invalida_jogo_em_linha() -> None:
    from torneio import problemas

    texto = """\
versao: 2
jogos:
  - {trios: [Pampa], partidas: []}
  - {trios: [Pampa, Pampa], partidas: []}
  - {trios: [Pampa, Coxilha], partida: []}
  - arquivo: nao-existe.yaml
semente: [1]
"""
    ps = problemas(classificacao, texto)
    assert any(p.startswith("doc.yaml:3:13: trios: um jogo é entre dois trios, encontrei 1") for p in ps)
    assert any(p.startswith("doc.yaml:4:21: trios: o mesmo trio 'Pampa' dos dois lados") for p in ps)
    assert any(p.startswith("doc.yaml:5:31: jogo 3: chave desconhecida 'partida'; você quis dizer 'partidas'?")
               for p in ps)
    assert any(p.startswith("doc.yaml:6:14: arquivo: 'nao-existe.yaml' não encontrado") for p in ps)
    assert any(p.startswith("doc.yaml:7:10: semente: esperava um texto") for p in ps)
