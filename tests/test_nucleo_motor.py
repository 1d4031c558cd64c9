"""The one shape of a hand engine (:mod:`arbitro.nucleo.motor`, issue 22): replay, ruling with the other options,
what the last events raised — checked on a toy engine with no rule system, then on the two families' engines.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbitro.nucleo.decisao import Decisao, Lancamento, Observacao, Tipo
from arbitro.nucleo.leituras import Escolha, Leitura, Opcao, Selecao
from arbitro.nucleo.mao import Levantadas, observacao_de_leitura
from arbitro.nucleo.motor import julgar, levantadas_pelos_ultimos, reproduzir

DOBRA = Leitura("dobra", "brinquedo", "O último lance dobra?", ("R, 1",),
                (Opcao("nao", "não dobra"), Opcao("sim", "dobra")), "nao", "o texto não diz")


@dataclass
class Cenario:
    eventos: tuple[int, ...]
    leituras: Mapping[str, str] = field(default_factory=dict)


class Brinquedo:
    """A toy engine: each event is tentos for side A; a 0 is a void act (observed, never applied)."""

    def __init__(self, cenario: Cenario, selecao: Selecao) -> None:
        self.selecao = selecao
        self.levantadas = Levantadas()
        self.escolhas: dict[str, Escolha] = {}
        self.tentos = 0
        self.observacoes: list[Observacao] = []

    def evento(self, ev: Any) -> None:
        if ev == 0:
            obs = Observacao("lance sem valor", ("R, 2",), tipo=Tipo.NAO_VALE)
            self.levantadas.registrar(obs)
            if obs not in self.observacoes:  # said once in the ruling, however many times it is raised
                self.observacoes.append(obs)
            return
        self.tentos += ev

    def liquidar(self) -> Decisao:
        e = self.escolhas["dobra"] = self.selecao.escolher(DOBRA)
        self.observacoes.append(observacao_de_leitura(DOBRA, e, "No fim da mão", ()))
        tentos = self.tentos * (2 if e.opcao == "sim" else 1)
        return Decisao(1, "brinquedo", None, {"A": 0}, (Lancamento("A", tentos, "lances", ("R, 1",)),),
                       {"A": tentos}, None, tuple(self.observacoes))

    def diferenca(self, decisao: Decisao, outra: Decisao) -> str:
        return f"A marcaria {outra.placar_final['A']}"


def test_motor_reproduzir_marca_o_evento_de_cada_observacao() -> None:
    m = reproduzir(Brinquedo(Cenario(()), Selecao()), (2, 0, 3, 0))
    assert m.tentos == 5 and m.levantadas.indice == -1
    assert [o.texto for o in m.levantadas.dos_eventos(2)] == ["lance sem valor"]  # the second 0, again
    assert len(m.levantadas.dos_eventos(0)) == 2 and len(m.observacoes) == 1


def test_motor_lance_sem_valor_repetido_e_sem_valor_de_novo() -> None:
    levantadas = levantadas_pelos_ultimos(Brinquedo, Cenario((0, 2, 0)), Selecao(), 1)
    assert [o.tipo for o in levantadas] == [Tipo.NAO_VALE]
    assert levantadas_pelos_ultimos(Brinquedo, Cenario((0, 2)), Selecao(), 1) == []


def test_motor_julgar_diz_o_que_a_outra_opcao_daria() -> None:
    d = julgar(Brinquedo, Cenario((2, 3)), Selecao())
    assert d.placar_final == {"A": 5}
    [leitura] = [o for o in d.observacoes if o.leitura == "dobra"]
    assert leitura.texto.endswith("Na outra leitura (dobra), A marcaria 10.")


def test_motor_julgar_com_as_leituras_do_proprio_cenario() -> None:
    d = julgar(Brinquedo, Cenario((2, 3), {"dobra": "sim"}), Selecao())
    assert d.placar_final == {"A": 10}
    [leitura] = [o for o in d.observacoes if o.leitura == "dobra"]
    assert leitura.opcao == "sim" and leitura.texto.endswith("A marcaria 5.")


PAULISTA = """versao: 2
regulamento: paulista
vira: 4P
placar: {Mooca: 2, Brás: 5}
duplas: {Mooca: [Tonhão, Zé Carlos], Brás: [Nenê, Juvenal]}
mesa: [Tonhão, Nenê, Zé Carlos, Juvenal]
eventos:
  - Nenê: truco
  - Juvenal: seis
  - Juvenal: seis
"""


def test_paulista_truco_seis_do_proprio_lado_sem_valor_repetido_pela_forma_do_nucleo(tmp_path: Path) -> None:
    # "pode ser para 3, depois para 6": the seis is the other side's raise; Juvenal's own side asked the truco
    # that awaits the answer, so his seis is void — and void again the second time (what Sistema.pode asks)
    from arbitro.julgar import carregar
    from arbitro.nucleo.leituras import PADRAO

    caminho = tmp_path / "p.yaml"
    caminho.write_text(PAULISTA, encoding="utf-8")
    s, cenario = carregar(str(caminho))
    novo = s.motor()
    m = reproduzir(novo(cenario, PADRAO), cenario.eventos)
    assert m.levantadas.indice == -1 and m.escolhas == {}
    for quantos in (1, 2):
        [obs] = levantadas_pelos_ultimos(novo, cenario, PADRAO, quantos)[-1:]
        assert obs.tipo == Tipo.NAO_VALE and obs.texto.startswith("SEIS de Juvenal não vale: o TRUCO é do próprio")
    assert len(levantadas_pelos_ultimos(novo, cenario, PADRAO, 2)) == 2
    assert julgar(novo, cenario, PADRAO) == s.resolver(cenario, PADRAO)
