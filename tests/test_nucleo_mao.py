"""The kernel's pieces of a hand's model (issue 22), shared by every engine: the awards up to the target, the
check of what was paid at the table, the one caso omisso sentence, the end of a hand as a value, the score."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from arbitro.nucleo.decisao import Observacao
from arbitro.nucleo.leituras import Escolha, Registro, Selecao
from arbitro.nucleo.livro import Livro
from arbitro.nucleo.mao import (
    CASO_OMISSO,
    Divergencia,
    Encerramento,
    Termino,
    apurar,
    conferir_pagamentos,
    consultar,
    ja_terminada,
    observacao_de_leitura,
    placar_em_palavras,
)

PACOTE = Path(__file__).resolve().parents[1] / "arbitro"

# A reading and the least a hand keeps of it: the test double of the reading lookup (nucleo/mao.consultar).
_LEITURA = Registro("teste").definir("x-teste", pergunta="Pergunta?", artigos=["Art. 1"],
                                     opcoes=[("a", "opção a"), ("b", "opção b")], padrao="a", motivo="porque")


@dataclass
class _Mao:
    selecao: Selecao
    escolhas: dict[str, Escolha] = field(default_factory=dict)
    observacoes: list[Observacao] = field(default_factory=list)


def test_paulista_pontos_quem_chega_a_12_vence_e_o_excesso_nao_conta() -> None:
    """Paulista, pontos: "a primeira dupla a fazer 12 pontos vence". A at 10 wins a truco (3): 10 + 3 = 13 > 12, so A
    ends at 12 and the award after it (B's 1) does not apply."""
    livro = Livro()
    livro.lancar(0, "A", 3, "truco", ("Paulista, truco",))
    livro.lancar(0, "B", 1, "depois", ("Paulista, pontos",))
    a = apurar(livro, {"A": 10, "B": 4}, 12)
    assert a.placar == {"A": 12, "B": 4}
    assert a.fechou == "A" and a.passou and [p.tentos for p in a.aplicados] == [3]
    assert [(p.lado, p.tentos) for p in a.fora] == [("B", 1)]


def test_argentino_pontos_chegar_exatamente_a_30_nao_passa() -> None:
    """Argentino, pontos: "a primeira dupla a chegar a 30 pontos ganha". 28 + 2 = 30: reached, nothing passed."""
    livro = Livro()
    livro.lancar(1, "B", 2, "envido", ("Argentino, envido",))
    a = apurar(livro, {"A": 5, "B": 28}, 30)
    assert a.placar == {"A": 5, "B": 30} and a.fechou == "B" and not a.passou and a.fora == []


def test_nucleo_sem_alvo_alcancado_tudo_se_aplica() -> None:
    livro = Livro()
    livro.lancar(0, "A", 1, "mão", ())
    livro.lancar(0, "B", 2, "truco", ())
    a = apurar(livro, {"A": 0, "B": 0}, 12)
    assert a.placar == {"A": 1, "B": 2} and a.fechou is None and not a.passou
    assert ja_terminada({"A": 12, "B": 3}, 12) == "A" and ja_terminada({"A": 11, "B": 3}, 12) is None


def test_nucleo_pagamentos_na_mesa_conferidos_com_a_decisao() -> None:
    """Two payments to A (1 + 2) against 3 owed: nothing differs; B paid 1 and is owed 0: B differs."""
    assert conferir_pagamentos([("A", 1), ("A", 2)], {"A": 3, "B": 0}) == []
    assert conferir_pagamentos([("A", 3), ("B", 1)], {"A": 3, "B": 0}) == [Divergencia("B", 1, 0)]
    assert conferir_pagamentos([], {"A": 3, "B": 0}) is None  # nothing paid: nothing to check


def test_nucleo_caso_omisso_uma_so_frase_em_todo_motor() -> None:
    """One sentence for a caso omisso, in the kernel: no engine words its own (there were three)."""
    lt = Registro("teste").definir("x-teste", pergunta="Pergunta?", artigos=["Art. 1"],
                                   opcoes=[("a", "opção a"), ("b", "opção b")], padrao="a", motivo="porque",
                                   omisso=True)
    e = Escolha(lt, "a", "padrao")
    obs = observacao_de_leitura(lt, e, "Contexto", ("Art. 2",))
    assert obs.texto.startswith(f"Contexto. {CASO_OMISSO} ") and obs.omisso and obs.artigos == ("Art. 2", "Art. 1")
    assert observacao_de_leitura(lt, e, "Já fechada.", ()).texto.startswith(f"Já fechada. {CASO_OMISSO} ")
    outras = [p for p in PACOTE.rglob("*.py") if "trata deste caso — caso omisso" in p.read_text(encoding="utf-8")]
    assert [p.relative_to(PACOTE).as_posix() for p in outras] == ["nucleo/mao.py"]


def test_nucleo_fim_da_mao_e_um_valor_que_se_le_como_o_motivo() -> None:
    fim = Encerramento(Termino.RECUSA, "A correu do truco")
    assert fim.termino is Termino.RECUSA and f"({fim})" == "(A correu do truco)"


def test_nucleo_placar_escrito_de_um_so_jeito() -> None:
    assert placar_em_palavras({"A": 12, "B": 9}) == "A 12 × B 9"
    feitos = [p.relative_to(PACOTE).as_posix() for p in PACOTE.rglob("*.py")
              if '" × ".join(f"{t} {n}"' in p.read_text(encoding="utf-8")]
    assert feitos == ["nucleo/mao.py"]  # the MTG engine's own copy is gone too


def test_nucleo_leitura_consultada_escolhida_e_dita_uma_vez() -> None:
    """The reading lookup, once in the kernel for both families: the first consult chooses (the scenario's
    own choice wins over the default) and says it in one observation; the next ones answer the same, silently."""
    m = _Mao(Selecao().com_cenario({"x-teste": "b"}))
    assert consultar(m, _LEITURA, "Contexto", ("Art. 2",)) == "b"
    assert consultar(m, _LEITURA, "Outro contexto", ()) == "b"
    assert [o.leitura for o in m.observacoes] == ["x-teste"] and m.observacoes[0].opcao == "b"
    assert m.observacoes[0].texto.startswith("Contexto.") and "(x-teste)" not in m.observacoes[0].texto
    com_id = _Mao(Selecao())
    consultar(com_id, _LEITURA, "C", (), com_id=True)
    assert "(x-teste)" in com_id.observacoes[0].texto  # the Brazilian family names the reading
    fontes = [p.relative_to(PACOTE).as_posix() for p in (PACOTE / "familias").rglob("*.py")
              if "selecao.escolher(" in p.read_text(encoding="utf-8")]
    assert fontes == []  # neither family consults a reading by itself


def test_nucleo_leitura_do_mtg_pela_consulta_do_nucleo_dita_em_cada_contexto() -> None:
    """The MTG's ``Volta.ler`` is the kernel's lookup too: the option chosen once (the scenario's own choice), and,
    as the MTG says a reading at every place it applies, each consultation's observation handed to ``a_cada_vez``."""
    m = _Mao(Selecao().com_cenario({"x-teste": "b"}))
    ditas: list[Observacao] = []
    assert consultar(m, _LEITURA, "Contexto", ("Art. 2",), a_cada_vez=ditas.append) == "b"
    assert consultar(m, _LEITURA, "Outro contexto", (), a_cada_vez=ditas.append) == "b"
    assert [o.texto.split(".")[0] for o in ditas] == ["Contexto", "Outro contexto"]
    assert {o.opcao for o in ditas} == {"b"} and m.observacoes == []  # the engine keeps them, not the kernel
    estado = (PACOTE / "sistemas" / "mtg" / "motor" / "estado.py").read_text(encoding="utf-8")
    assert "selecao.escolher(" not in estado and "consultar(" in estado
