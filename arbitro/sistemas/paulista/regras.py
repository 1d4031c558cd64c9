"""What the paulista decides in the family's engine: its hierarchy (the vira), its tie table, the run that
"perde" the points, the card that must fall face up in the mão de ferro."""

from __future__ import annotations

from collections.abc import Callable

from arbitro.familias.brasileiro.cenario import PARDA, Joga
from arbitro.familias.brasileiro.escada import Pedido
from arbitro.familias.brasileiro.mesa import VazaNaMesa
from arbitro.familias.brasileiro.motor import Mao, Regras, Resultado, resultado_por_vazas
from arbitro.nucleo.cartas import Carta
from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.leituras import Registro
from arbitro.sistemas.paulista import artigos as A
from arbitro.sistemas.paulista import baralho as B
from arbitro.sistemas.paulista import leituras as L


class RegrasPaulista(Regras):
    perfil = B.PERFIL

    def leituras(self) -> Registro:
        return L.REGISTRO

    def manilha(self, m: Mao) -> int | None:
        vira = m.cenario.vira
        assert vira is not None  # required by the scenario reader
        if vira.numero != 3:
            return B.posto_da_manilha(vira, None)
        opcao = m.ler(L.VIRA_DE_TRES, f"A vira é {vira.com_artigo}, a carta mais forte da ordem, e o texto não diz "
                      "que carta vem depois", A.MANILHAS)
        return B.posto_da_manilha(vira, 4 if opcao == "quatro" else None)

    def forca(self, m: Mao) -> Callable[[Carta], int]:
        return B.forca(self.manilha(m))

    def artigo_da_forca(self, m: Mao, v: VazaNaMesa) -> str:
        r = v.resultado
        vencedora = next((j.carta for j in v.jogadas if r is not None and j.jogador == r.primeiro), None)
        if vencedora is not None and vencedora.numero == self.manilha(m):
            return A.MANILHAS
        return m.s.baralho

    def decidir(self, m: Mao) -> Resultado | None:
        """The tie table of "Paulista, empates"."""
        r, e = m.mesa.resultados(), m.s.empates
        if len(r) < 2:
            return None
        a, b = r[0], r[1]
        if a == PARDA and b != PARDA:
            return Resultado(b, "empatada a primeira vaza, fez a segunda", (e,))
        if a != PARDA and b == PARDA:
            return Resultado(a, "empatada a segunda vaza, fez a primeira", (e,))
        duas = resultado_por_vazas(m, r)
        if duas is not None or len(r) < 3:
            return duas
        c = r[2]
        if a == PARDA:
            if c != PARDA:
                return Resultado(c, "empatadas a primeira e a segunda vaza, fez a terceira", (e,))
            artigos = (e, m.s.ferro) if m.situacao.tipo == "ferro" else (e,)
            return Resultado(None, "as três vazas empataram", artigos)
        return Resultado(a, "empatada a terceira vaza, fez a primeira", (e,))  # 1-1 and the 3rd tied

    def correr(self, m: Mao, pedido: Pedido, tentos: int, motivo: str) -> None:
        quem_corre = m.outro(pedido.lado)
        opcao = m.ler(L.CORRIDA_PERDENDO, f"{m.nome_lado(quem_corre)} corre do {m.aposta.nome(pedido.nivel)}, "
                      f"\"perdendo\" {m.pts(tentos)}", m.s.truco)
        if opcao == "da-ao-adversario":
            super().correr(m, pedido, tentos, motivo)
            return
        m.observar(f"{m.nome_lado(quem_corre)} correu do {m.aposta.nome(pedido.nivel)} e perde {m.pts(tentos)}, que "
                   "não vão para ninguém: ninguém marca", m.s.truco, tipo=Tipo.NOTA)

    def coberta(self, m: Mao, ev: Joga) -> bool:
        if ev.coberta and m.situacao.tipo == "ferro":
            m.observar(f"{ev.jogador} jogou coberta na mão de ferro, onde a carta cai com a face para cima para que "
                       "todos a vejam; coberta, ela não vale nada — o texto não dá outra consequência (caso omisso, "
                       "cabe à Comissão)", m.s.ferro, m.s.coberta, tipo=Tipo.IRREGULARIDADE)
        return super().coberta(m, ev)


REGRAS = RegrasPaulista()
