"""The jogo between two trios (contract v2 §10): S, g–i, Art. 5, Art. 7 and the Regulamento Disciplinar, each
number worked from the text (a partida given without play is 24 × 0: S, g and S, i), and every reading checked
with its other option too (what the output says the other gives must be what it gives)."""

from __future__ import annotations

from pathlib import Path

from torneio import TRIOS_JOGO, com, jogo, placares, problemas

CABECA = "versao: 2\n" + TRIOS_JOGO + "reservas: {Os Tauras: [Zeca], Querência: [Rosa]}\n"
T, Q = "Os Tauras", "Querência"


def test_s_g_dois_a_zero_conta_tres_e_a_ultima_24_a_0() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\n")
    assert placares(r)[2] == ({T: 24, Q: 0}, T, ("S, g",))
    assert r.totais == {T: {"partidas": 3, "tentos": 72, "saldo": 37}, Q: {"partidas": 0, "tentos": 35, "saldo": -37}}
    assert r.vencedor == T  # the contract's own example (v2 §10)


def test_s_g_terceira_jogada_depois_do_dois_a_zero_nao_conta() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}, "
             "{Os Tauras: 3, Querência: 24}]\n")
    assert [p.placar for p in r.partidas][2] == {T: 24, Q: 0}
    assert com(r.observacoes, "a 3ª partida foi jogada (Os Tauras 3 × Querência 24)")


def test_s_g_leitura_duas_consecutivas_e_a_outra_opcao() -> None:
    texto = CABECA + "partidas: [{Os Tauras: 20, Querência: 24}, {Os Tauras: 24, Querência: 18}, " \
        "{Os Tauras: 24, Querência: 21}]\n"
    r = jogo(texto)
    assert r.totais[T] == {"partidas": 2, "tentos": 68, "saldo": 5} and len(r.partidas) == 3
    outra = jogo(texto, {"duas-consecutivas": "tambem-segunda-e-terceira"})
    assert outra.totais[T] == {"partidas": 3, "tentos": 92, "saldo": 29} and len(outra.partidas) == 4
    [leitura] = [o for o in r.observacoes if o.leitura == "duas-consecutivas"]
    assert outra.resumo() in leitura.texto and r.resumo() in leitura.texto


def test_s_i_quinze_minutos_no_prazo_dezesseis_perde_o_set() -> None:
    partidas = "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\n"
    no_prazo = jogo(CABECA + partidas + "ocorrencias: [{atraso: Querência, minutos: 15}]\n")
    assert [p.origem for p in no_prazo.partidas] == ["jogada", "jogada", "consecutivas"]
    fora = jogo(CABECA + partidas + "ocorrencias: [{atraso: Querência, minutos: 16}]\n")
    assert placares(fora)[0] == ({T: 24, Q: 0}, T, ("S, i",))
    assert [p.origem for p in fora.partidas] == ["wo", "jogada", "consecutivas"]  # 1ª W.O., 2ª jogada: 2 × 0
    assert com(fora.observacoes, "a 3ª partida foi jogada (Os Tauras 24 × Querência 20)")  # a 2ª listada sobra


def test_s_i_trinta_minutos_ainda_so_o_set_trinta_e_um_o_jogo() -> None:
    trinta = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 10}]\n"
                  "ocorrencias: [{atraso: Os Tauras, minutos: 30}]\n")
    assert [p.vencedor for p in trinta.partidas] == [Q, T]  # 1ª W.O. para a Querência, a listada para os Tauras
    zero = jogo(CABECA + "partidas: []\nocorrencias: [{atraso: Os Tauras, minutos: 31}]\n")
    assert placares(zero) == [({T: 0, Q: 24}, Q, ("S, i",))] * 3
    assert zero.vencedor == Q


def test_s_i_seca_tolera_sete_minutos() -> None:
    base = CABECA + "formato: seca\npartidas: [{Os Tauras: 24, Querência: 2}]\n"
    assert jogo(base + "ocorrencias: [{atraso: Querência, minutos: 7}]\n").vencedor == T
    r = jogo(CABECA + "formato: seca\npartidas: []\nocorrencias: [{atraso: Querência, minutos: 8}]\n")
    assert placares(r) == [({T: 24, Q: 0}, T, ("S, i",))] and r.vencedor == T


def test_s_h_tempo_esgotado_com_trio_gastando_tempo_nao_tem_vencedor() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 19}, {Os Tauras: 15, Querência: 24}, "
             "{Os Tauras: 24, Querência: 1}]\nocorrencias: [{tempo_esgotado: true, apos_partida: 2, gastando_tempo: "
             "Querência}]\n")
    assert r.vencedor is None and r.comissao == ["S, h"] and len(r.partidas) == 2
    assert com(r.observacoes, "penalizando Querência")


def test_termino_do_tempo_sem_culpado_e_a_outra_leitura() -> None:
    texto = CABECA + "partidas: [{Os Tauras: 24, Querência: 19}, {Os Tauras: 15, Querência: 24}, " \
        "{Os Tauras: 24, Querência: 22}]\nocorrencias: [{tempo_esgotado: true, apos_partida: 2}]\n"
    assert jogo(texto).vencedor == T
    assert jogo(texto, {"tempo-esgotado-sem-culpado": "comissao-decide"}).vencedor is None


def test_s_h_tempo_esgotado_com_o_jogo_decidido_nao_muda_nada() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 19}, {Os Tauras: 24, Querência: 9}]\n"
             "ocorrencias: [{tempo_esgotado: true, apos_partida: 2, gastando_tempo: Querência}]\n")
    assert r.vencedor == T and com(r.observacoes, "com o jogo já decidido")


def test_art_7_ii_com_reserva_perde_o_set_e_a_leitura_set_ou_jogo() -> None:
    texto = CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 20, Querência: 11}, " \
        "{Os Tauras: 24, Querência: 20}]\nocorrencias: [{partida: 2, jogador: Juca, conduta: palavroes}]\n"
    r = jogo(texto)
    assert [p.vencedor for p in r.partidas] == [T, Q, T] and r.vencedor == T
    assert [(s.sai, s.entra) for s in r.substituicoes] == [("Juca", "Zeca")]
    jogo_todo = jogo(texto, {"set-ou-jogo": "jogo"})
    assert [p.vencedor for p in jogo_todo.partidas] == [T, Q, Q] and jogo_todo.vencedor == Q
    ate_a_parada = jogo(texto, {"placar-do-set-perdido": "placar-ate-a-parada"})
    assert ate_a_parada.partidas[1].placar == {T: 20, Q: 24}


def test_art_7_e_d_g_a_leitura_do_trio() -> None:
    texto = CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 20, Querência: 11}]\n" \
        "ocorrencias: [{partida: 2, jogador: Juca, conduta: subiu-na-mesa}]\n"
    r = jogo(texto, {"desclassificacao-atleta-ou-trio": "trio"})
    assert [d.json() for d in r.desclassificados] == [{"jogador": None, "trio": T, "artigos": ["D, g, 1"]}]
    assert [p.vencedor for p in r.partidas] == [T, Q, Q] and r.vencedor == Q


def test_art_7_vi_embriaguez_as_duas_leituras_e_sem_reserva() -> None:
    texto = CABECA + "partidas: [{Os Tauras: 8, Querência: 3}, {Os Tauras: 19, Querência: 24}, " \
        "{Os Tauras: 24, Querência: 16}]\nocorrencias: [{partida: 1, jogador: Lurdes, conduta: embriaguez}]\n"
    r = jogo(texto)
    assert placares(r)[0] == ({T: 24, Q: 0}, T, ("Art. 7, VI",)) and r.vencedor == T
    so = jogo(texto.replace("{Os Tauras: 8, Querência: 3}", "{Os Tauras: 24, Querência: 3}"),
              {"embriaguez-perde-o-set": "so-substituicao"})
    assert [p.vencedor for p in so.partidas] == [T, Q, T] and so.partidas[0].placar == {T: 24, Q: 3}
    sem = jogo(texto.replace("reservas: {Os Tauras: [Zeca], Querência: [Rosa]}\n", ""))
    assert [d.jogador for d in sem.desclassificados] == ["Lurdes", None]
    assert [p.vencedor for p in sem.partidas] == [T, T, T] and sem.partidas[1].origem == "desclassificacao"


def test_art_7_v_e_viii_excecao_e_advertencia() -> None:
    partidas = "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\n"
    r = jogo(CABECA + partidas + "ocorrencias: [{partida: 1, jogador: Ana, conduta: afastou-se, testa_autorizado: "
             "true}, {partida: 2, jogador: Preta, conduta: indumentaria}]\n")
    assert r.desclassificados == [] and r.vencedor == T
    assert com(r.observacoes, "exceção do Art. 7, V") and com(r.observacoes, "sem advertência prévia")
    afastou = jogo(CABECA + partidas.replace("24, Querência: 20", "10, Querência: 20")
                   + "ocorrencias: [{partida: 2, jogador: Ana, conduta: afastou-se}]\n")
    assert [d.jogador for d in afastou.desclassificados] == ["Ana"] and afastou.partidas[1].vencedor == T


def test_art_7_par_2_reclamacao_durante_o_jogo_e_depois() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\nocorrencias:\n"
             "  - {reclamacao: {trio: Querência, conduta: palavroes, jogador: Bento}, durante_o_jogo: true}\n"
             "  - {reclamacao: {trio: Os Tauras}, durante_o_jogo: false}\n")
    assert r.vencedor == T and r.desclassificados == []
    assert com(r.observacoes, "recebida; cabe à Comissão apurá-la") and com(r.observacoes, "não é recebida")


def test_d_e_ii_d_f_e_art_8() -> None:
    partidas = "partidas: [{Os Tauras: 24, Querência: 20}, {Os Tauras: 14, Querência: 6}, {Os Tauras: 24, " \
        "Querência: 11}]\n"
    autorizada = jogo(CABECA + partidas + "ocorrencias: [{partida: 2, substituicao: {sai: Juca, entra: Zeca}, "
                      "momento: durante, autorizada_pela_comissao: true}]\n")
    assert placares(autorizada)[1] == ({T: 0, Q: 24}, Q, ("D, e, II",)) and autorizada.vencedor == T
    arma = jogo(CABECA + partidas.replace("14, Querência: 6", "24, Querência: 6")
                + "ocorrencias: [{partida: 2, jogador: Ana, conduta: arma}]\n")
    assert arma.vencedor is None and arma.comissao == ["S, j"] and [o.tipo for o in arma.observacoes if "arma" in
                                                                    o.texto] == ["omisso"]
    volta = jogo(CABECA + partidas + "ocorrencias: [{partida: 2, trio: Querência, conduta: pessoas-em-volta}]\n")
    assert volta.desclassificados[0].json() == {"jogador": None, "trio": Q, "artigos": ["Art. 8", "D, g, 7"]}


def test_d_e_i_rodizio_de_quem_ganhou_o_ultimo_set_e_irregular() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 20, Querência: 24}, {Os Tauras: 24, "
             "Querência: 20}]\nocorrencias: [{partida: 2, rodizio_de_testa: Os Tauras}, {partida: 1, "
             "rodizio_de_testa: Querência}]\n")
    assert [o.tipo for o in com(r.observacoes, "rodízio de testa pedido")] == ["irregularidade", "irregularidade"]


def test_ocorrencia_numa_partida_que_nao_se_jogou_pede_conferencia() -> None:
    r = jogo(CABECA + "partidas: [{Os Tauras: 24, Querência: 15}, {Os Tauras: 24, Querência: 20}]\n"
             "ocorrencias: [{partida: 3, jogador: Ana, conduta: palavroes}]\n")
    assert r.vencedor == T and [o.tipo for o in com(r.observacoes, "que não se jogou")] == ["confira"]


def test_partidas_de_arquivo_relativo_ao_jogo(tmp_path: Path) -> None:
    (tmp_path / "p1.yaml").write_text(
        "versao: 2\n" + TRIOS_JOGO + "assentos: [Bento, Preta, Tio Neco, Ana, Juca, Lurdes]\n"
        "placar_inicial: {Os Tauras: 22, Querência: 10}\nvoltas:\n  - eventos: [{Bento: truco}, {Preta: quero}, "
        "{vaza: Os Tauras}, {vaza: Os Tauras}]\n", encoding="utf-8")
    r = jogo(CABECA + "partidas: [{arquivo: p1.yaml}, {Os Tauras: 24, Querência: 3}]\n", pasta=tmp_path)
    assert placares(r)[0][:2] == ({T: 24, Q: 10}, T) and r.partidas[0].arquivo is not None


# --- invalid input (§10), located ----------------------------------------------------------------------

def test_entrada_invalida_arquivos(tmp_path: Path) -> None:
    (tmp_path / "outra.yaml").write_text("versao: 2\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
                                         "assentos: [a1, b1, a2, b2, a3, b3]\nvoltas: []\n", encoding="utf-8")
    (tmp_path / "doc.yaml").write_text("", encoding="utf-8")
    ps = problemas(jogo, CABECA + "partidas:\n  - {arquivo: nada.yaml}\n  - {arquivo: doc.yaml}\n"
                   "  - {arquivo: outra.yaml}\n", pasta=tmp_path)
    assert [p.split(":", 3)[1:3] for p in ps] == [["5", "15"], ["6", "15"], ["7", "15"]]
    assert "não encontrado" in ps[0] and "refere-se de volta" in ps[1] and "é entre A e B" in ps[2]


def test_entrada_invalida_placares_partidas_e_pessoas() -> None:
    texto = CABECA + """\
formato: seca
partidas:
  - {Os Tauras: 24, Querência: 24}
  - {Os Tauras: 25, Querência: 3}
ocorrencias:
  - {partida: 2, jogador: Zezinho, conduta: palavroes}
  - {partida: 1, substituicao: {sai: Juca, entra: Rosa}}
  - {atraso: Galpão, minutos: 20}
  - {partida: 1, jogador: Ana, conduta: xingou}
"""
    ps = problemas(jogo, texto)
    esperados = ["doc.yaml:6:5: partida 1: os dois trios com 24 tentos",
                 "doc.yaml:7:5: partidas: um jogo seco tem no máximo 1 partida, encontrei 2",
                 "doc.yaml:7:17: partida 2: tentos do trio Os Tauras: 25 fora do intervalo de 0 a 24",
                 "doc.yaml:9:15: ocorrência: partida: 2 fora do intervalo de 1 a 1",
                 "doc.yaml:9:27: ocorrência: jogador: jogador desconhecido 'Zezinho'",
                 "doc.yaml:10:51: ocorrência: Rosa não é reserva inscrito do trio Os Tauras",
                 "doc.yaml:11:14: ocorrência: atraso: trio desconhecido 'Galpão'",
                 "doc.yaml:12:41: ocorrência: conduta desconhecida 'xingou'"]
    for e in esperados:
        assert any(p.startswith(e) for p in ps), (e, ps)
