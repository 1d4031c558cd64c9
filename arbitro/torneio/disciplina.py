"""The conduct, substitutions and testa rotation of a jogo (contract v2 §10): Art. 5, Art. 7, I–VIII and §1–§2,
Art. 8, and the Regulamento Disciplinar (D, e–g), as the part of the jogo's ruling they change.

Art. 7: "Serão desclassificados os atletas que: …"; §1: they "perderão o set/jogo, não podendo mais retornar ao
torneio, sendo beneficiado com o resultado o trio adversário"; §2: complaints "somente serão recebidas se
efetuadas durante o jogo". D, g: "Serão desclassificados os trios que: …". Art. 5 and D, e: the reserve comes in
only at the end of a partida, or during it with the commission's authorization, losing that set (D, e, II).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbitro.sistemas.mtg import artigos as A
from arbitro.sistemas.mtg import leituras_acima as L
from arbitro.torneio.observacoes import Contexto, Obs, confira, irregular, nota, omisso
from arbitro.torneio.regras import CONDUTAS

if TYPE_CHECKING:
    from arbitro.nucleo.leituras import Leitura
    from arbitro.torneio.carregar_jogo import Jogo, Ocorrencia, PartidaListada
    from arbitro.torneio.jogo import PartidaContada

Perde = dict[str, tuple[str, tuple[str, ...], str]]  # trio → (why, articles, origin) of the set it loses


@dataclass(frozen=True, slots=True)
class Desclassificado:
    jogador: str | None  # None: the whole trio
    trio: str
    artigos: tuple[str, ...]
    partida: int
    motivo: str

    def json(self) -> dict[str, Any]:
        return {"jogador": self.jogador, "trio": self.trio, "artigos": list(self.artigos)}


@dataclass(frozen=True, slots=True)
class Substituicao:
    partida: int
    trio: str
    sai: str
    entra: str
    momento: str
    artigos: tuple[str, ...]

    def json(self) -> dict[str, Any]:
        return {"partida": self.partida, "trio": self.trio, "sai": self.sai, "entra": self.entra,
                "momento": self.momento, "artigos": list(self.artigos)}


class Disciplina:
    """What the jogo's judge does with an occurrence of conduct or substitution (a mixin of its run)."""

    j: Jogo
    ctx: Contexto
    obs: list[Obs]
    contadas: list[PartidaContada]
    fora: dict[str, tuple[str, tuple[str, ...], str]]
    desclassificados: list[Desclassificado]
    subs: list[Substituicao]
    reservas: dict[str, list[str]]
    escalacao: dict[str, list[str]]
    comissao: list[str]
    parou: bool
    usadas: set[int]

    def em(self, n: int, *tipos: str) -> list[Ocorrencia]:
        """The occurrences of partida ``n`` of these kinds, in the file's order (an `atraso` without `partida:`
        is at the start of the jogo)."""
        saida = []
        for o in self.j.ocorrencias:
            partida = o.partida if o.partida is not None else (1 if o.tipo == "atraso" else None)
            if o.tipo in tipos and partida == n and id(o) not in self.usadas:
                saida.append(o)
        return saida

    def usar(self, o: Ocorrencia) -> Ocorrencia:
        self.usadas.add(id(o))
        return o

    def leitura(self, leitura: Leitura) -> str:
        return self.ctx.escolher(leitura)

    def omisso_do_resultado(self, texto: str, *artigos: str, parar: bool = False) -> None:
        """A caso omisso that decides the result: the Commission's (S, j); ``parar`` when the jogo cannot go on."""
        self.comissao.append(A.CASOS_OMISSOS)
        self.parou = self.parou or parar
        self.obs.append(omisso(f"{texto}; o resultado do jogo fica com a Comissão", *artigos))

    # -- conduct (Art. 7; D, f–g) --

    def conduta(self, n: int, o: Ocorrencia, perde: Perde) -> None:
        assert o.conduta is not None and o.trio is not None
        c = CONDUTAS[o.conduta]
        quem = o.jogador or f"o trio {o.trio}"
        ato = f"{quem} {c.descricao} (partida {n})"
        ja = next((d for d in self.desclassificados if d.trio == o.trio and d.jogador in (None, o.jogador)), None)
        if ja is not None:
            self.obs.append(nota(f"{ato}, já desclassificado na partida {ja.partida}: nada se soma", *ja.artigos))
            return
        if c.proibicao == A.D_PILCHA_E_ARMA:
            self.omisso_do_resultado(f"{ato}: o porte de arma é proibido (D, f), mas o texto não fixa a sanção",
                                     c.proibicao)
            return
        if o.conduta == "indumentaria" and not o.advertido:
            self.obs.append(nota(f"{ato} sem advertência prévia da Comissão Organizadora: só desclassifica quem não "
                                 "cumpre as diretrizes depois de advertido; a pilcha pode ser aliviada (Art. 6)",
                                 A.INDUMENTARIA, A.PILCHA_ALIVIADA))
            return
        if o.conduta == "afastou-se" and o.testa_autorizado:
            self.obs.append(nota(f"{ato}, numa testa, depois de jogar e com a autorização do trio adversário: a "
                                 "exceção do Art. 7, V — não há desclassificação", A.AFASTAR_SE))
            return
        if c.atleta is None:  # pessoas em volta da mesa: Art. 8, sanctioned only for the trio (D, g, 7)
            assert c.trio is not None and c.proibicao is not None
            self.desclassificar_trio(n, o.trio, f"{ato}", (c.proibicao, c.trio), perde)
            return
        if o.conduta == "embriaguez":
            self.embriaguez(n, o, ato, perde)
            return
        if c.trio is not None and self.leitura(L.ATLETA_OU_TRIO) == "trio":
            self.desclassificar_trio(n, o.trio, ato, (c.trio,), perde)
            return
        self.desclassificar_atleta(n, o, ato, (c.atleta,), perde)

    def desclassificar_trio(self, n: int, trio: str, ato: str, artigos: tuple[str, ...],
                            perde: Perde) -> None:
        self.desclassificados.append(Desclassificado(None, trio, artigos, n, ato))
        motivo = f"{ato}: o trio {trio} é desclassificado e perde o jogo"
        self.fora[trio] = (motivo, artigos, "desclassificacao")
        perde[trio] = (motivo, artigos, "desclassificacao")

    def desclassificar_atleta(self, n: int, o: Ocorrencia, ato: str, artigos: tuple[str, ...],
                              perde: Perde) -> None:
        assert o.trio is not None
        trio = o.trio
        if o.jogador is None:  # a conduct given by trio only: the trio answers for it
            self.desclassificar_trio(n, trio, ato, artigos, perde)
            return
        self.desclassificados.append(Desclassificado(o.jogador, trio, artigos, n, ato))
        consequencia = (*artigos, A.DESCLASSIFICADO_PERDE)
        if self.leitura(L.SET_OU_JOGO) == "jogo" or not self.reservas[trio]:
            sem = "" if self.reservas[trio] else ", sem reserva para completar o trio"
            motivo = f"{ato}: desclassificação de {o.jogador}, e o trio {trio} perde o jogo{sem}"
            self.fora[trio] = (motivo, consequencia, "desclassificacao")
            perde[trio] = (motivo, consequencia, "desclassificacao")
            return
        perde[trio] = (f"{ato}: desclassificação de {o.jogador}, e o trio {trio} perde o set", consequencia,
                       "desclassificacao")
        self.reserva_no_lugar(n, trio, o.jogador, consequencia)

    def embriaguez(self, n: int, o: Ocorrencia, ato: str, perde: Perde) -> None:
        """Art. 7, VI: "será automaticamente desclassificado e perderá o set em disputa, podendo ser substituído
        pelo reserva. Caso o trio não possua reserva, será desclassificado na sua totalidade." (D, g, 6)"""
        assert o.trio is not None
        trio = o.trio
        if o.jogador is None:
            self.desclassificar_trio(n, trio, ato, (A.EMBRIAGUEZ, A.D_EMBRIAGUEZ), perde)
            return
        self.desclassificados.append(Desclassificado(o.jogador, trio, (A.EMBRIAGUEZ,), n, ato))
        if not self.reservas[trio]:
            self.desclassificar_trio(n, trio, f"{ato}, e o trio {trio} não tem reserva", (A.EMBRIAGUEZ, A.D_EMBRIAGUEZ),
                                     perde)
            return
        self.reserva_no_lugar(n, trio, o.jogador, (A.EMBRIAGUEZ,))
        if self.leitura(L.EMBRIAGUEZ) == "perde-o-set":
            perde[trio] = (f"{ato}: desclassificação de {o.jogador}, e o trio {trio} perde o set em disputa",
                           (A.EMBRIAGUEZ,), "desclassificacao")
        else:
            self.obs.append(nota(f"{ato}: desclassificação de {o.jogador}, substituído(a) pelo reserva; o set segue",
                                 A.D_EMBRIAGUEZ))

    def reserva_no_lugar(self, n: int, trio: str, sai: str, artigos: tuple[str, ...]) -> None:
        """The reserve takes the disqualified player's place: the one the record names, else the first."""
        indicada = next((o for o in self.em(n, "substituicao") if o.sai == sai), None)
        if indicada is not None:
            self.usar(indicada)
            assert indicada.entra is not None
            self.entrar(n, trio, sai, indicada.entra, indicada.momento, artigos)
            return
        self.entrar(n, trio, sai, self.reservas[trio][0], "fim", artigos)

    def reclamacao(self, o: Ocorrencia) -> None:
        """Art. 7, §2: "As reclamações e denúncias […] somente serão recebidas se efetuadas durante o jogo." """
        contra = f" contra {o.jogador}" if o.jogador else ""
        conduta = f" ({CONDUTAS[o.conduta].descricao})" if o.conduta else ""
        if o.durante_o_jogo:
            self.obs.append(nota(f"reclamação do trio {o.trio}{contra}{conduta}, feita durante o jogo: recebida; cabe "
                                 "à Comissão apurá-la — confirmada, registre a conduta como ocorrência",
                                 A.PRAZO_DAS_RECLAMACOES))
        else:
            self.obs.append(nota(f"reclamação do trio {o.trio}{contra}{conduta}, feita depois do jogo: não é recebida",
                                 A.PRAZO_DAS_RECLAMACOES))

    # -- substitutions (Art. 5; D, e) --

    def substituicao_durante(self, n: int, o: Ocorrencia, perde: Perde) -> None:
        assert o.trio is not None and o.sai is not None and o.entra is not None
        if not o.autorizada:
            self.omisso_do_resultado(f"{o.entra} entrou no lugar de {o.sai} durante a partida {n} sem autorização da "
                                     "Comissão: a substituição só pode ocorrer no fim de uma partida (Art. 5; D, e), "
                                     "e o texto não diz o que vale a partida assim jogada", A.SUBSTITUICAO, A.D_RESERVA)
            return
        self.entrar(n, o.trio, o.sai, o.entra, "durante", (A.D_SUBSTITUICAO,))
        perde[o.trio] = (f"{o.entra} entrou no lugar de {o.sai} durante a partida {n}, com a autorização da Comissão: "
                         f"o trio {o.trio} perde a partida (set) em questão", (A.D_SUBSTITUICAO,), "substituicao")

    def entrar(self, n: int, trio: str, sai: str, entra: str, momento: str, artigos: tuple[str, ...]) -> None:
        if entra not in self.reservas[trio]:
            self.obs.append(confira(f"{entra} entra no trio {trio} na partida {n}, mas já tinha entrado antes",
                                    A.SUBSTITUICAO))
        else:
            self.reservas[trio].remove(entra)
        if sai in self.escalacao[trio]:
            self.escalacao[trio][self.escalacao[trio].index(sai)] = entra
        elif self.escalacao[trio]:
            self.obs.append(confira(f"{sai} sai do trio {trio} na partida {n}, mas não estava jogando", A.SUBSTITUICAO))
        self.subs.append(Substituicao(n, trio, sai, entra, momento, artigos))

    def escalacao_confere(self, n: int, listada: PartidaListada) -> None:
        """A partida file names who played: they must be the trio as it stands (Art. 5)."""
        from arbitro.torneio.partida import ResultadoPartida

        if not isinstance(listada.resultado, ResultadoPartida) or not all(self.escalacao.values()):
            return
        for trio, jogadores in listada.resultado.partida.trios.items():
            if set(jogadores) != set(self.escalacao[trio]):
                self.obs.append(irregular(f"na partida {n} o trio {trio} jogou com {', '.join(jogadores)}; pelo "
                                          f"registro do jogo seriam {', '.join(self.escalacao[trio])} (só jogam os "
                                          "inscritos, e a substituição se registra)", A.SUBSTITUICAO))
        for o in listada.resultado.observacoes:
            self.obs.append(dataclasses.replace(o, texto=f"partida {n}: {o.texto}"))
        cenarios = [c for v in listada.resultado.partida.voltas for c in (v.cenario, *(t.cenario for t in v.testas))]
        tempo = any(o.tipo == "tempo_esgotado" for o in self.j.ocorrencias)
        if not tempo and any(c is not None and c.tempo_esgotado for c in cenarios):
            self.obs.append(confira(f"a partida {n} tem voltas jogadas com o tempo esgotado, mas o jogo não registra a "
                                    "ocorrência tempo_esgotado (depois de que partida, e se um trio gastava tempo)",
                                    A.DURACAO_DO_JOGO, A.TERMINO_DO_TEMPO))

    def rodizio(self, n: int) -> None:
        """D, e, I: "O rodízio de testa é um direito do trio que perdeu o último set"."""
        for o in self.em(n, "rodizio_de_testa"):
            self.usar(o)
            ultimo = self.contadas[-1] if self.contadas else None
            if ultimo is None:
                self.obs.append(irregular(f"rodízio de testa pedido por {o.trio} na partida {n}: não há set "
                                          "anterior; o rodízio é direito do trio que perdeu o último set",
                                          A.D_RODIZIO_DE_TESTA))
            elif ultimo.vencedor == o.trio:
                self.obs.append(irregular(f"rodízio de testa pedido por {o.trio} na partida {n}, mas {o.trio} ganhou o "
                                          "último set: o rodízio é direito do trio que o perdeu", A.D_RODIZIO_DE_TESTA))
            else:
                self.obs.append(nota(f"rodízio de testa de {o.trio} na partida {n}: é direito do trio que perdeu o "
                                     "último set, e o vencedor o aceita sem contestação", A.D_RODIZIO_DE_TESTA))
