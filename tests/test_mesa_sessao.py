"""`arbitro mesa`, the session model without a terminal (issue 17): each test worked out from the article it names."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from arbitro.mesa.julgamento import julgar_texto
from arbitro.mesa.sessao import Cabecalho, MudancaRecusada, Sessao
from arbitro.sistemas.mtg.cenario.carregar import carregar
from arbitro.sistemas.mtg.motor import resolver
from arbitro.torneio.carregar_partida import carregar_partida
from arbitro.torneio.entrada import contexto
from arbitro.torneio.partida import julgar_partida

TRIOS = {"Os Tauras": ["Bento", "Tio Neco", "Juca"], "Querência": ["Preta", "Ana", "Lurdes"]}
ASSENTOS = ["Bento", "Preta", "Tio Neco", "Ana", "Juca", "Lurdes"]
TRUCO_ACEITO = [{"Bento": "truco"}, {"Preta": "quero"}, {"vaza": "Os Tauras"}, {"vaza": "Os Tauras"}]


def nova(tmp_path: Path, placar: dict[str, int] | None = None) -> Sessao:
    s = Sessao(Cabecalho({t: list(js) for t, js in TRIOS.items()}, list(ASSENTOS), placar), tmp_path / "p.yaml")
    s.salvar()
    return s


def gravar(s: Sessao, eventos: list[dict[str, object]]) -> None:
    for ev in eventos:
        s.registrar(ev)


def pelo_arquivo(caminho: Path) -> dict[str, object]:
    """What `arbitro partida` gives for the saved file."""
    ctx, registro = contexto(None)
    p, ctx = carregar_partida(caminho, ctx, registro)
    return julgar_partida(p, ctx).json()


def test_art_xvi_truco_aceito_e_duas_vazas_valem_dois_tentos(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, TRUCO_ACEITO)
    d = s.situacao().volta.decisao  # type: ignore[union-attr]
    # Art. XVI: the TRUCO accepted is worth 2; "É necessário ganhar duas vazas das três".
    assert [(lanc.trio, lanc.tentos) for lanc in d.lancamentos] == [("Os Tauras", 2)]
    assert "Art. XVI" in d.lancamentos[0].artigos
    assert s.situacao().placar_depois == {"Os Tauras": 2, "Querência": 0}
    assert pelo_arquivo(s.caminho)["placar_final"] == {"Os Tauras": 2, "Querência": 0}


def test_art_xv_a_envido_aceito_vale_dois_para_quem_tem_mais_pontos(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, [{"Bento": "envido"}, {"Preta": "quero"}, {"Bento": {"pontos": 28}}, {"Preta": {"pontos": 31}}])
    d = s.situacao().volta.decisao  # type: ignore[union-attr]
    # Art. XV, a: "vale 2 tentos se aceito"; Preta sang more (31 > 28).
    assert [(lanc.trio, lanc.tentos) for lanc in d.lancamentos] == [("Querência", 2)]
    assert "Art. XV, a" in d.lancamentos[0].artigos


def test_art_10_iii_depois_da_roda_vem_a_testa_com_o_mao_seguinte_e_os_pares_opostos(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, TRUCO_ACEITO)
    s.nova_volta()
    st = s.situacao()
    # Art. 10, III: roda, then testa; the deal passes on: the mão is Preta (seat 1); each against the one opposite,
    # in order from the mão: Preta × Juca, Tio Neco × Lurdes, Ana × Bento.
    assert (st.modalidade, st.antes.mao, st.antes.devida) == ("testa", "Preta", "testa")
    assert [c.mesa for c in st.cenarios] == [("Preta", "Juca"), ("Tio Neco", "Lurdes"), ("Ana", "Bento")]
    assert st.antes.placar == {"Os Tauras": 2, "Querência": 0}
    assert s.jogadores()[:2] == ["Preta", "Juca"]
    s.mudar_testa(2)
    assert s.jogadores()[:2] == ["Ana", "Bento"]


def test_art_10_iii_a_seis_do_fim_so_roda(tmp_path: Path) -> None:
    s = nova(tmp_path, {"Os Tauras": 16, "Querência": 3})
    gravar(s, TRUCO_ACEITO)  # 18: "até que faltem seis tentos para o final", then only roda
    s.nova_volta()
    assert s.situacao().antes.devida == "roda"
    assert s.volta.modalidade == "roda"


def test_art_10_iii_volta_trocada_e_irregular_mas_julgada(tmp_path: Path) -> None:
    s = nova(tmp_path)
    s.trocar_modalidade()  # the 1st volta in testa: "começa-se jogando um grupo contra outro"
    s.registrar({"Bento": "truco"})
    assert s.situacao().antes.devida == "roda"
    obs = pelo_arquivo(s.caminho)["observacoes"]
    assert any("cabia roda" in o["texto"] and o["tipo"] == "irregularidade" for o in obs)  # type: ignore[index]


def test_art_10_viii_h_a_paleta_so_oferece_quero_com_proposta_pendente(tmp_path: Path) -> None:
    s = nova(tmp_path)
    assert "quero" not in s.validas("Preta")
    assert "truco" in s.validas("Bento")
    s.registrar({"Bento": "truco"})
    assert {"quero", "não quero", "quero retruco"} <= set(s.validas("Preta"))
    # Words the regulation forbids are never offered (Art. 10, VIII, h), though they may be typed.
    assert not {"quieto", "trunfo", "florzinha"} & set(s.validas("Preta"))
    assert "quieto" in s.adaptador.todas_as_falas()


def test_art_10_i_cartas_completadas_do_baralho_de_40(tmp_path: Path) -> None:
    a = nova(tmp_path).adaptador
    assert a.cartas("7o", set())[0] == ("7O", "sete de ouros")
    assert a.cartas("sete de ouro", set())[0] == ("7O", "sete de ouros")
    assert a.cartas("ás de esp", set())[0] == ("1E", "ás de espadas")
    assert a.ler_carta("8E") is None  # "desprovido dos 8 (oito) e dos 9 (nove)" (Art. 10, I)
    assert len(a.cartas("", set())) == 40


def test_art_10_i_a_mesma_carta_duas_vezes_e_recusada_e_o_arquivo_fica(tmp_path: Path) -> None:
    s = nova(tmp_path)
    s.registrar({"Bento": {"joga": "1E"}})
    antes = s.caminho.read_text(encoding="utf-8")
    with pytest.raises(MudancaRecusada, match="1E"):
        s.registrar({"Preta": {"joga": "1E"}})
    assert s.caminho.read_text(encoding="utf-8") == antes
    assert s.eventos == [{"Bento": {"joga": "1E"}}]


def test_desfazer_e_editar_regravam_o_arquivo(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, [{"Bento": "truco"}, {"Preta": "não quero"}])
    # Art. XVI: a TRUCO not accepted gives 1 tento to who proposed it.
    assert pelo_arquivo(s.caminho)["placar_final"] == {"Os Tauras": 1, "Querência": 0}
    s.editar(1)
    s.registrar({"Preta": "quero"})
    gravar(s, [{"vaza": "Querência"}, {"vaza": "Querência"}])
    assert pelo_arquivo(s.caminho)["placar_final"] == {"Os Tauras": 0, "Querência": 2}
    assert s.desfazer() and s.desfazer()
    assert s.eventos == [{"Bento": "truco"}, {"Preta": "quero"}]
    s.apagar(0)
    assert "Bento: truco" not in s.caminho.read_text(encoding="utf-8")


def test_reabrir_retoma_a_partida_onde_parou(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, TRUCO_ACEITO)
    s.nova_volta()
    gravar(s, [{"Preta": "envido"}, {"Juca": "quero"}])
    s.mudar_testa(1)
    s.registrar({"Tio Neco": "truco"})
    r = Sessao.abrir(s.caminho)
    assert r.texto() == s.texto()
    # Testa 2 has a TRUCO and nothing else: it has not ended, so the cursor stays there (issue 21, item 15; this
    # assertion said testa 3, the bug).
    assert (len(r.voltas), r.volta.modalidade, r.testa) == (2, "testa", 1)
    assert pelo_arquivo(r.caminho) == pelo_arquivo(s.caminho)


def test_exportar_volta_da_cenario_que_resolve_igual(tmp_path: Path) -> None:
    s = nova(tmp_path, {"Os Tauras": 10, "Querência": 14})
    gravar(s, [{"Bento": "envido"}, {"Preta": "quero"}, {"Bento": {"pontos": 33}}, {"Preta": "é bom"},
               *TRUCO_ACEITO])
    destino = s.exportar_volta()
    assert destino.name == "p-volta-1.yaml"
    exportada = resolver(carregar(destino)).json()
    assert exportada == s.situacao().volta.decisao.json()  # type: ignore[union-attr]
    assert exportada["placar_final"] == {"Os Tauras": 14, "Querência": 14}
    assert s.exportar_volta().name == "p-volta-1-2.yaml"  # never overwrites


def test_art_4_sumula_da_partida_encerrada(tmp_path: Path) -> None:
    s = nova(tmp_path, {"Os Tauras": 22, "Querência": 5})
    s.registrar({"Bento": "truco"})
    with pytest.raises(MudancaRecusada, match=r"Art\. 10, II"):  # nobody at 24 yet: no súmula
        s.exportar_sumula()
    gravar(s, TRUCO_ACEITO[1:])  # 22 + 2 = 24 (Art. 10, II)
    assert s.situacao().vencedor == "Os Tauras"
    html = s.exportar_sumula().read_text(encoding="utf-8")
    assert "Os Tauras" in html and "Querência" in html and "Art. 4" in html


def test_art_10_iii_leitura_pares_da_testa_vai_para_o_arquivo(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, TRUCO_ACEITO)
    s.nova_volta()
    s.escolher_leitura("pares-da-testa", "trio-do-mao")
    assert "leituras: {pares-da-testa: trio-do-mao}" in s.caminho.read_text(encoding="utf-8")
    # The other reading: the testas start at the mão's trio seats (1, 3, 5), each against the one opposite.
    assert [c.mesa for c in s.situacao().cenarios] == [("Preta", "Juca"), ("Ana", "Bento"), ("Lurdes", "Tio Neco")]


def test_texto_gravado_e_o_que_arbitro_partida_le(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, [{"Bento": "falta envido"}, {"Preta": "não quero"}, {"Juca": {"falta": "olhou-cartas"}},
               {"Tio Neco": {"mostra": ["7E", "6E"]}}, {"Ana": {"pede_flor": "Juca"}}, {"vaza": "parda"}])
    assert julgar_texto(s.texto(), str(s.caminho)).json() == pelo_arquivo(s.caminho)


GRAVADOR = textwrap.dedent("""
    import sys
    from arbitro.mesa.sessao import Cabecalho, Sessao
    s = Sessao.abrir(sys.argv[1])
    print("pronto", flush=True)
    while True:
        s.registrar({"Bento": "truco"})
        s.desfazer()
""")


def test_morto_no_meio_da_gravacao_o_arquivo_fica_inteiro(tmp_path: Path) -> None:
    s = nova(tmp_path)
    gravar(s, TRUCO_ACEITO)
    ctx, registro = contexto(None)
    for espera in (0.05, 0.13, 0.31):
        proc = subprocess.Popen([sys.executable, "-c", GRAVADOR, str(s.caminho)], stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"pronto"
        time.sleep(espera)
        os.kill(proc.pid, signal.SIGKILL)  # a dead battery: no cleanup of any kind
        proc.wait()
        carregar_partida(s.caminho, ctx, registro)  # whole and valid: the old text or the new, never a part
        assert Sessao.abrir(s.caminho).voltas[0].listas[0][:4] == TRUCO_ACEITO


def test_art_10_iii_arquivo_invalido_sai_com_2_e_o_problema_localizado() -> None:
    raiz = Path(__file__).resolve().parent.parent
    caso = raiz / "casos" / "partida" / "partida-invalida-assentos-nao-alternam.yaml"
    r = subprocess.run([sys.executable, "-m", "arbitro", "mesa", str(caso)], capture_output=True, text=True)
    assert r.returncode == 2
    assert ":12:20: assentos: a colocação dos jogadores é alternada (Art. 10, III)" in r.stderr
    assert "Traceback" not in r.stderr


def test_art_10_viii_h_paleta_pergunta_ao_motor_sem_julgar_a_volta(monkeypatch: pytest.MonkeyPatch) -> None:
    """The palette asks the engine that owns the state (Sistema.pode replays the events): the ruling of the volta
    so far is not computed for it (it was, and thrown away). After a1's TRUCO, b1 raises with "QUERO RETRUCO"
    (Art. XVI: "Para aumentar TRUCO, dir-se-á 'QUERO RETRUCO'"); a bare RETRUCO, without the QUERO that closes
    the first proposal, "não valerá nada" (Art. 10, VIII, h)."""
    from arbitro.mesa.mtg import MTG
    from arbitro.sistemas.mtg.cenario.carregar import carregar_texto
    from arbitro.sistemas.mtg.motor.motor import MotorMTG

    def proibido(*_a: object, **_k: object) -> None:
        raise AssertionError("a paleta não precisa da decisão da volta")

    monkeypatch.setattr(MotorMTG, "liquidar", proibido)  # the volta is never settled for the palette
    cenario = carregar_texto("versao: 2\nplacar: {A: 0, B: 0}\ntrios: {A: [a1, a2, a3], B: [b1, b2, b3]}\n"
                             "mesa: [a1, b1, a2, b2, a3, b3]\neventos:\n  - a1: truco\n", "p.yaml")
    assert MTG().validas(cenario, "b1", ["retruco", "quero retruco"]) == ["quero retruco"]
