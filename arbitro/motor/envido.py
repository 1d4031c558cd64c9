"""Envido: the bets of Art. XV and the singing of points of Art. XIV."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbitro import cartas
from arbitro.fala import Envite
from arbitro.motor import valores
from arbitro.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.motor.estado import Volta

XIV = "Art. XIV"
CARTA_JOGADA = "Art. 10, VIII, f"
O_CANTO = "Art. 10, VIII, j"
MAO = "Art. 10, VIII, g"  # ties go to the mão


@dataclass
class EstadoEnvido:
    cadeia: list[Envite] = field(default_factory=list)
    chamadores: list[str] = field(default_factory=list)
    aguarda: str | None = None  # the trio that must answer the last call
    situacao: str = "livre"  # livre | proposto | aceito | recusado | anulado | resolvido
    cantos: dict[str, int | None] = field(default_factory=dict)  # first number each player said
    vencedor: str | None = None  # the player whose points won
    pontos_vencedor: int | None = None
    tentos: int = 0  # what the envido was worth to whoever won it
    trio_ganhador: str | None = None
    so_falta: bool = False  # the answering trio may put only FALTA ENVIDO (Art. 10, VIII, i)


def _nomes(cadeia: list[Envite]) -> str:
    return ", ".join(e.value.upper() for e in cadeia)


def propor(v: Volta, jogador: str, envite: Envite, artigos: tuple[str, ...] = ()) -> bool:
    """A player calls ENVIDO, REAL ENVIDO or FALTA ENVIDO, as a first call or as a revide.

    Returns False when the call is void (an observation says why)."""
    e = v.envido
    trio = v.trio(jogador)
    dito = f"{envite.value.upper()} dito por {jogador}"
    if e.situacao in ("anulado",) or v.flor.cantada():
        v.observar(f"{dito} não vale: há FLOR na volta, e a FLOR tem prioridade sobre o ENVIDO", XIV)
        return False
    if e.situacao in ("aceito", "recusado", "resolvido"):
        v.observar(f"{dito} não vale: o ENVIDO desta volta já foi encerrado com QUERO ou NÃO QUERO "
                   "(quem diz QUERO antes do revide fica valendo o QUERO)", "Art. XV, b", "Art. 10, VIII, h")
        return False
    if e.situacao == "livre":
        if v.ja_jogou(jogador):
            v.observar(f"{dito} não vale: a primeira manifestação de ENVIDO deve ser feita antes de jogar a "
                       "primeira carta", XIV, CARTA_JOGADA)
            return False
        t = v.truco
        if t.nivel is not None:
            v.observar(f"{dito} não vale: o TRUCO já foi aceito; o ENVIDO só pode ser posto antes de aceitar "
                       "o truco", "Art. XVI")
            return False
        if t.pendente is not None and t.proponente == trio and t.quem == jogador:
            # Art. XVI speaks of the trucador's partners only: say the reading taken for the trucador himself.
            v.observar(f"{dito} não vale: {jogador} trucou e o seu trio aguarda a resposta ao TRUCO. O regulamento "
                       "só proíbe o envido aos companheiros de quem trucou — caso omisso, cabe à Comissão. Leitura "
                       "adotada: vale também para quem trucou; na outra leitura o ENVIDO valeria e seria respondido "
                       "antes do TRUCO", "Art. XVI", "S, j")
            return False
        if t.pendente is not None and t.proponente == trio:
            v.observar(f"{dito} não vale: dito o TRUCO, os companheiros de quem trucou não podem colocar o "
                       "envido", "Art. XVI")
            return False
        e.cadeia.append(envite)
        e.chamadores.append(jogador)
        e.situacao = "proposto"
        e.aguarda = v.outro(trio)
        v.abrir("envido")
        return True
    # situacao == "proposto": a revide, which accepts the call it answers (Art. XV, b)
    if e.aguarda != trio:
        v.observar(f"{dito} não vale: o próprio trio fez a última proposta de envido e aguarda a resposta "
                   "dos contrários", "Art. 10, VIII, h")
        return False
    if e.so_falta and envite is not Envite.FALTA_ENVIDO:
        v.observar(f"{dito} não vale: a uma proposta dupla se responde de forma dupla; sem ela só cabe a "
                   "FALTA ENVIDO, quando a proposta supera o que falta ao adversário", "Art. 10, VIII, i")
        return False
    ilegal = valores.legalidade_envite(e.cadeia, envite)
    if ilegal is not None:
        motivo, artigo = ilegal
        v.observar(f"{dito} não vale: {motivo}", artigo)
        return False
    if envite is Envite.FALTA_ENVIDO and trio in {v.trio(c) for c in e.chamadores} and \
            _falta_menor(v, jogador, dito):
        return False
    e.so_falta = False
    e.cadeia.append(envite)
    e.chamadores.append(jogador)
    e.aguarda = v.outro(trio)
    v.abrir("envido")
    return True


def _falta_menor(v: Volta, jogador: str, dito: str) -> bool:
    """Art. XV, c: a trio that already bet "não poderá retornar para a FALTA ENVIDO (que nesse caso seria
    menor)"; "se apostado, não poderá retornar para um número menor de tentos". True (and observed) when the
    falta is worth less than the chain it answers, accepted."""
    e = v.envido
    falta = valores.falta(v.placar(Parte.ENVIDO), v.testa, v.alvo).tentos
    em_jogo = valores.envido_aceito(e.cadeia, v.placar(Parte.ENVIDO), v.testa, v.alvo).tentos
    if falta >= em_jogo:
        return False
    recusada = valores.envido_recusado([*e.cadeia, Envite.FALTA_ENVIDO]).tentos
    v.observar(f"{dito} não vale: o trio {v.trio(jogador)} já apostou e não pode retornar para a FALTA ENVIDO, "
               f"que valeria {falta}, menos que os {em_jogo} das propostas em jogo; segue valendo a proposta "
               f"de {_nomes(e.cadeia)}. Leitura adotada: compara-se a falta com o valor aceito das propostas "
               f"anteriores; na outra leitura a FALTA ENVIDO valeria, aceita, {falta}, e, recusada, {recusada}",
               "Art. XV, c")
    return True


def responder(v: Volta, jogador: str, aceita: bool) -> None:
    """QUERO or NÃO QUERO to the envido (Art. XIV; Art. 10, VIII, h)."""
    e = v.envido
    e.aguarda = None
    e.so_falta = False
    v.fechar("envido")
    ultimo = v.trio(e.chamadores[-1])
    if aceita:
        e.situacao = "aceito"
        return
    e.situacao = "recusado"
    if len(e.cadeia) > 1 and valores.excede_teto_testa(e.cadeia[:-1]):
        teto_da_testa(v)
    valor = valores.envido_recusado(e.cadeia, v.testa)
    e.tentos, e.trio_ganhador = valor.tentos, ultimo
    v.premiar(Parte.ENVIDO, ultimo, valor.tentos,
              f"{_nomes(e.cadeia)} não querido por {jogador}: os tentos são perdidos por quem não aceita",
              (*valor.artigos, XIV), chave="envido")


def cantar(v: Volta, jogador: str, pontos: int | None) -> None:
    """A player sings his points, or lets them stand ("é bom", "não mato": ``pontos`` None).

    The first number said counts and cannot be corrected (Art. 10, VIII, j)."""
    e = v.envido
    if jogador in e.cantos:
        if pontos is not None and e.cantos[jogador] is not None and pontos != e.cantos[jogador]:
            v.observar(f"{jogador} corrigiu o canto de {e.cantos[jogador]} para {pontos}: vale o número dito "
                       "primeiro", O_CANTO)
        return
    e.cantos[jogador] = pontos


def teto_da_testa(v: Volta) -> None:
    """Say so when the testa's cap of Art. 10, III limits the envido."""
    if v.testa and valores.excede_teto_testa(v.envido.cadeia):
        v.observar(f"na testa, {_nomes(v.envido.cadeia)} somaria mais que seis tentos: leitura adotada — o "
                   "envido da testa não passa dos seis da falta envido, pois o máximo apostado numa testa é de "
                   "dez (seis da falta envido mais quatro do vale quatro); na outra leitura valeria a soma",
                   "Art. 10, III", "Art. XV, c")


def resolver_canto(v: Volta) -> None:
    """Settle an accepted envido once the points have been sung (Art. XIV: ties go to the mão)."""
    e = v.envido
    if e.situacao != "aceito":
        return
    teto_da_testa(v)
    e.situacao = "resolvido"
    cantados = {j: p for j, p in e.cantos.items() if p is not None}
    prova = ""
    if cantados:
        vencedor = max(cantados, key=lambda j: (cantados[j], -v.ordem(j)))
        pontos: int | None = cantados[vencedor]
    else:
        # Nobody sang a number: the cards seen decide (the proof of the canto, Art. XIV).
        maos = {j: v.mao(j) for j in v.sentados()}
        conhecidos = {j: cartas.envido(m) for j, m in maos.items() if m is not None}
        if not conhecidos:
            v.observar("ENVIDO aceito sem pontos cantados nem cartas mostradas: não há como apontar o vencedor "
                       "— informe os pontos cantados", XIV)
            return
        vencedor = max(conhecidos, key=lambda j: (conhecidos[j].ordem, -v.ordem(j)))
        pontos = conhecidos[vencedor].pontos
        prova = " (pelas cartas mostradas, pois ninguém cantou os pontos)"
    trio = v.trio(vencedor)
    # The falta counts the score before the truco, settled after the envido (Art. 10, VIII, i; Art. XV, c).
    valor = valores.envido_aceito(e.cadeia, v.placar(Parte.ENVIDO), v.testa, v.alvo)
    e.vencedor, e.pontos_vencedor, e.tentos, e.trio_ganhador = vencedor, pontos, valor.tentos, trio
    empate = [j for j, p in cantados.items() if p == pontos and j != vencedor]
    desempate = f"; empate em {pontos} decidido a favor do mão" if empate else ""
    v.premiar(Parte.ENVIDO, trio, valor.tentos,
              f"{_nomes(e.cadeia)} aceito: ganha {vencedor} com {pontos} ponto{'' if pontos == 1 else 's'}"
              f"{prova}{desempate}",
              (*valor.artigos, XIV, *((MAO,) if empate else ())), chave="envido")


def liquidar(v: Volta) -> None:
    """At the end of the volta: settle the accepted envido; an envido still unanswered is said so."""
    resolver_canto(v)
    e = v.envido
    if e.situacao != "proposto" or e.aguarda is None:
        return
    # Art. 10, VIII, h: "de qualquer forma e em última instância alguém deve encerrar na forma indicada" — the
    # text does not say what an envido nobody answered is worth.
    recusado = valores.envido_recusado(e.cadeia, v.testa).tentos
    v.observar(f"{_nomes(e.cadeia)} de {e.chamadores[-1]} ficou sem resposta do trio {e.aguarda}: o envido se encerra "
               "com QUERO ou NÃO QUERO, e o regulamento não diz quanto vale se ninguém responde — caso omisso, cabe "
               "à Comissão. Leitura adotada: nada se anota pelo envido; na outra leitura o silêncio valeria como NÃO "
               f"QUERO, {valores.tentos(recusado)} ao trio {v.trio(e.chamadores[-1])}", "Art. 10, VIII, h", "S, j")


def anular(v: Volta, por: str) -> None:
    """The flor annuls the envido (Art. XIV: "a FLOR tem prioridade")."""
    e = v.envido
    if e.situacao in ("proposto", "aceito"):
        v.observar(f"o ENVIDO ({_nomes(e.cadeia)}) fica anulado pela FLOR de {por}: a FLOR tem prioridade", XIV)
        e.situacao = "anulado"
        e.aguarda = None
        v.fechar("envido")
