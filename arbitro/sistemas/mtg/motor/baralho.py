"""Going to the baralho and passing the cards (Art. XVI, Ir ao baralho; Art. 10, VIII, a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.decisao import Tipo
from arbitro.nucleo.mao import Termino
from arbitro.nucleo.texto import com_artigo, concordar
from arbitro.sistemas.mtg import artigos as art
from arbitro.sistemas.mtg.motor import envido, flor, mesa, truco, valores, vazas
from arbitro.sistemas.mtg.motor import leituras as L
from arbitro.sistemas.mtg.motor.envido import ENVIDO_ACEITO, ENVIDO_LIVRE, ENVIDO_PROPOSTO
from arbitro.sistemas.mtg.motor.premios import Parte

if TYPE_CHECKING:
    from arbitro.sistemas.mtg.motor.estado import Volta

IR = art.IR_AO_BARALHO
PASSAR = art.PASSAR_AS_CARTAS


def ir(v: Volta, jogador: str, passou: bool = False) -> None:
    """``jogador`` goes to the baralho (or passes his cards without playing)."""
    m = v.mesa
    if jogador in m.fora:
        return
    m.fora.add(jogador)
    if not passou:  # passing is allowed to who sang, if he shows the cards at the end (Art. 10, VIII, a)
        _sem_mostrar(v, jogador)
        _carta_sem_valor(v, jogador)
    if not verificar_trio_fora(v, jogador, passou) and not v.testa:
        if passou:
            # "Nas partidas de RODA, podem passar todos os que desejarem, sempre que fique um de cada grupo para
            # competir — com isso em nada se alterará a regra e contingência do jogo" (Art. 10, VIII, a): allowed.
            _avisar(v, jogador, f"{jogador} passou as cartas, o que na roda é permitido sempre que fique um de cada "
                    "trio para competir: os companheiros seguem e defendem a volta com suas cartas", PASSAR)
        else:
            # "Se um jogador ir ao baralho e seus companheiros ficarem no jogo, eles defenderão a partida."
            _avisar(v, jogador, f"{jogador} foi ao baralho; os companheiros seguem e defendem a volta com suas "
                    "cartas, e o que disser não terá valor", IR)
        if m.atual and len({j.jogador for j in m.atual} | m.fora) >= len(v.sentados()):
            mesa.fechar_vaza(v)


def _carta_sem_valor(v: Volta, jogador: str) -> None:
    """"Ir ao baralho: significa jogar a(s) carta(s) no monte; as que ficarem jogadas não terão valor algum"
    (Art. XVI) — unlike passing, where "ficando valendo as cartas jogadas" (Art. 10, VIII, a). His card in the
    vaza being played loses its value; whether those of the vazas already decided do is a named reading."""
    m = v.mesa
    for i, jogada in enumerate(m.atual):
        if jogada.jogador == jogador and not jogada.coberta:
            m.atual[i] = jogada._replace(coberta=True)
            c = jogada.carta
            _avisar(v, jogador, f"{jogador} foi ao baralho com {c.com_artigo} na mesa, na "
                    f"{len(m.resultados) + 1}ª vaza: as cartas que ficarem jogadas não terão valor algum, e a vaza "
                    "se decide pelas outras", IR)
    if m.ganhador is not None or all(j in m.fora for j in v.sentados(v.trio(jogador))):
        return
    sem_ele = [[x._replace(coberta=True) if x.jogador == jogador else x for x in js] for js in m.jogadas]
    refeitas = [vazas.disputar(js) if js else None for js in sem_ele]
    if all(r is None or r.vencedor == m.resultados[k] for k, r in enumerate(refeitas)):
        return
    if v.ler(L.BARALHO_CARTAS_JOGADAS, f"{jogador} foi ao baralho, e as suas cartas decidiram vazas já jogadas",
             IR) == "todas":
        mesa.refazer_vazas(v, sem_ele)


def _avisar(v: Volta, jogador: str, texto: str, artigo: str) -> None:
    """An observation about a player who left while his partners play on (withdrawn if they all leave). A note, not
    an irregularity: the text rules it as play — "eles defenderão a partida com suas cartas" (Art. XVI, Ir ao
    baralho), "podem passar todos os que desejarem" (Art. 10, VIII, a)."""
    obs = v.observar(texto, artigo, tipo=Tipo.NOTA)
    v.mesa.avisos.setdefault(v.trio(jogador), []).append(obs)


def _sem_mostrar(v: Volta, jogador: str) -> None:
    """"Quem haja cantado FLOR ou ENVIDO não pode ir ao baralho sem mostrar previamente as cartas que
    creditam seu canto, sob pena de reverter todos os pontos ao trio adversário" (Art. 10, VIII, a)."""
    cantou_envido = v.envido.cantos.get(jogador) is not None
    cantou_flor = v.flor.cantou(jogador)
    if (cantou_envido or cantou_flor) and jogador not in v.mostrou:
        v.sem_mostrar.append(jogador)


def verificar_trio_fora(v: Volta, jogador: str, passou: bool = False) -> bool:
    """When the whole trio (or the testa) is out, the volta ends and the other trio scores."""
    trio = v.trio(jogador)
    if any(j not in v.mesa.fora for j in v.sentados(trio)):
        return False
    for obs in v.mesa.avisos.pop(trio, []):  # nobody of the trio is left to defend the volta
        if obs in v.observacoes:
            v.observacoes.remove(obs)
    if v.mesa.ganhador is not None or v.encerrada is not None:
        return True
    outro = v.outro(trio)
    quem = "a testa" if v.testa else f"o trio {trio}"
    ato = "passou as cartas" if passou else "foi ao baralho"
    nada_jogado = not v.alguma_carta_jogada()
    nada_dito = (v.envido.situacao is ENVIDO_LIVRE and v.truco.situacao is truco.SituacaoTruco.LIVRE
                 and not v.flor.cantada())
    if nada_jogado and nada_dito:
        # The other trio may show its flor afterwards to collect it: settled with the cards seen.
        v.saida_inicial = (trio, passou)
        truco.anular(v, f"{quem} {ato}", IR, Termino.CORRIDA)
    else:
        _durante(v, trio, outro, quem, ato)
    v.encerrar(Termino.CORRIDA, f"{quem} {ato}")
    return True


def liquidar(v: Volta) -> None:
    """The award of a trio that left before the game started (Art. XVI, Ir ao baralho; Art. 10, VIII, a)."""
    if v.saida_inicial is None:
        return
    trio, passou = v.saida_inicial
    outro = v.outro(trio)
    quem = "a testa" if v.testa else f"o trio {trio}"
    ato = "passou as cartas" if passou else "foi ao baralho"
    artigos = (IR, PASSAR) if not passou else (PASSAR, IR)
    # "anotam-se dois tentos ao grupo que ficou (um do ENVIDO e um do TRUCO não queridos)"; against flor,
    # "três tentos para cada FLOR e um pelo TRUCO" in roda, four in testa.
    declaradas = [j for j in v.flor.depois_da_saida if v.trio(j) == outro and not flor.sem_flor_provado(v, j)]
    flores = list(dict.fromkeys(flor.com_flor(v, outro) + declaradas))
    if flores and v.testa:
        v.premiar(Parte.TRUCO, outro, 4, f"{quem} {ato} sem jogar carta nem falar, contra a FLOR de {flores[0]}: "
                  "quatro tentos, três da FLOR e um do TRUCO", (PASSAR,), chave="baralho")
        return
    if flores:  # "Nas partidas de RODA, anotar-se-ão três tentos para cada FLOR e um pelo TRUCO."
        for j in flores:
            v.premiar(Parte.FLOR, outro, valores.FLOR, f"{quem} {ato} sem jogar carta nem falar, contra a FLOR de "
                      f"{j}: três tentos da FLOR", (PASSAR,), chave="flor")
        v.premiar(Parte.TRUCO, outro, 1, f"{quem} {ato} contra FLOR: um tento pelo TRUCO", (PASSAR,),
                  chave="baralho")
        return
    v.premiar(Parte.TRUCO, outro, 2,
              f"{quem} {ato} antes de iniciar o jogo: dois tentos, um do ENVIDO e um do TRUCO não queridos",
              artigos, chave="baralho")


def _tudo_em_jogo(v: Volta, quem: str, ato: str, revide: str) -> bool:
    """In testa, "Se for revide, pagará os tentos postos em jogo" (Art. XVI, Ir ao baralho): a named reading."""
    return v.testa and v.ler(L.BARALHO_TESTA_REVIDE, f"Na testa, {quem} {ato} diante do revide {revide}",
                             IR) == "tudo-em-jogo"


def _durante(v: Volta, trio: str, outro: str, quem: str, ato: str) -> None:
    e, t = v.envido, v.truco
    # A bet awaiting this trio's answer is refused ("significa o NÃO QUERO", in testa for every bet).
    if e.situacao is ENVIDO_PROPOSTO and e.aguarda == trio:
        if len(e.cadeia) > 1 and _tudo_em_jogo(v, quem, ato, e.cadeia[-1].value.upper()):
            valor = envido.aceito(v)
            envido.encerrar_por_sancao(v)
            v.premiar(Parte.ENVIDO, outro, valor.tentos, f"{quem} {ato} diante do revide "
                      f"{e.cadeia[-1].value.upper()}: paga os tentos postos em jogo", (IR, *valor.artigos),
                      chave="envido")
        else:
            v.fundamentar(IR, "envido")  # the envido's tento is lost by going to the baralho
            envido.responder(v, v.sentados(trio)[0], aceita=False,
                             como=f"{concordar(e.cadeia[-1].value, 'não querido')} ({quem} {ato}, o que vale como NÃO "
                             "QUERO)")
            v.observar(f"{quem} {ato} com {com_artigo(e.cadeia[-1].value.upper())} sem resposta: vale como NÃO QUERO",
                       IR,
                       tipo=Tipo.IRREGULARIDADE)
    elif e.situacao is ENVIDO_ACEITO and v.testa and len(e.cadeia) > 1 and \
            not any(j in e.cantos for j in v.sentados(trio)):
        # In testa "Se for revide, pagará os tentos postos em jogo" (Art. XVI, Ir ao baralho): the revide accepted,
        # whoever leaves before singing his points pays the accepted chain, without the points being sung.
        valor = envido.aceito(v)
        cadeia = ", ".join(x.value.upper() for x in e.cadeia)
        envido.encerrar_por_sancao(v)
        v.premiar(Parte.ENVIDO, outro, valor.tentos, f"{quem} {ato} com o revide aceito ({cadeia}), sem cantar os "
                  "pontos: paga os tentos postos em jogo", (IR, *valor.artigos), chave="envido")
    elif e.situacao is ENVIDO_ACEITO and v.testa and not any(j in e.cantos for j in v.sentados(trio)):
        # A single ENVIDO accepted, and who leaves has not sung: "tudo o que possa dizer não tem qualquer valor", so
        # his points can't be sung — he loses the envido. "Se é inicial ... perde um tento como se tivesse dito não
        # quero para o ENVIDO", yet the accepted ENVIDO put two in play: a named reading.
        opcao = v.ler(L.BARALHO_TESTA_ENVIDO_ACEITO, f"{quem} {ato} com o ENVIDO aceito, sem cantar os "
                      "pontos", IR)
        valor = envido.aceito(v)
        tentos, artigos = (1, (IR,)) if opcao == "inicial-nao-quero" else (valor.tentos, (IR, *valor.artigos))
        envido.encerrar_por_sancao(v)
        v.premiar(Parte.ENVIDO, outro, tentos, f"{quem} {ato} com o ENVIDO aceito, sem cantar os pontos: "
                  f"{'um tento, como NÃO QUERO ao ENVIDO' if tentos == 1 else 'paga os tentos postos em jogo'}",
                  artigos, chave="envido")
    elif e.situacao is ENVIDO_ACEITO:
        envido.resolver_canto(v)
    antes_da_carta = e.situacao is ENVIDO_LIVRE and not v.alguma_carta_jogada()
    contra = t.pendente is not None and t.proponente == outro  # a proposal awaits the answer of this trio
    if v.testa and antes_da_carta and t.pendente is not None and t.nivel is None:
        # "Se é inicial, no caso de ENVIDO E TRUCO, perde um tento como se tivesse dito não quero para o
        # ENVIDO e mais um tento para o não quero do TRUCO." Not for a revide: "Se for revide, pagará os
        # tentos postos em jogo" (docs/leituras.md, 23).
        v.premiar(Parte.ENVIDO, outro, 1, f"{quem} {ato} antes do envido: um tento como NÃO QUERO ao ENVIDO",
                  (IR, art.JOGADORES))
    elif not v.testa and antes_da_carta and contra and t.pendente is not None and v.ler(
            L.BARALHO_ANTES_DA_CARTA_COM_TRUCO, f"{quem} {ato} antes da primeira carta, com o {t.pendente.nome} "
            "proposto", IR) == "dois-tentos":
        v.premiar(Parte.ENVIDO, outro, 1, f"{quem} {ato} antes de iniciar o jogo: um tento do ENVIDO não querido",
                  (IR,))
    if contra and t.pendente is not None:
        nivel = t.recusar()  # leaving before answering: as a NÃO QUERO, or paying what was in play
        v.fechar("truco")
        if nivel.value > 1 and _tudo_em_jogo(v, quem, ato, nivel.nome):
            v.premiar(Parte.TRUCO, outro, valores.truco_aceito(nivel),
                      f"{quem} {ato} diante do {nivel.nome}: paga os tentos postos em jogo", (IR, truco.XVI),
                      chave="truco")
        else:
            v.premiar(Parte.TRUCO, outro, valores.truco_recusado(nivel),
                      f"{quem} {ato} com o {nivel.nome} sem resposta: vale como NÃO QUERO", (IR, truco.XVI),
                      chave="truco")
        return
    proprio = t.pendente  # the trio's own proposal, still unanswered
    if proprio is not None:
        v.fechar("truco")
        if v.ler(L.BARALHO_COM_PROPRIO_TRUCO, f"{quem} {ato} com o {proprio.nome} de {t.quem}, do próprio trio, sem "
                 "resposta", IR) == "aceita":
            t.aceitar_o_proprio()
            proprio = None
    if t.nivel is None and proprio is not None:
        v.premiar(Parte.TRUCO, outro, valores.SEM_TRUCO,
                  f"{quem} {ato} com o seu próprio {proprio.nome} ainda sem resposta: um tento, como se fosse um "
                  "TRUCO não querido", (IR,), chave="truco")
    elif t.nivel is None:
        v.premiar(Parte.TRUCO, outro, valores.SEM_TRUCO,
                  f"{quem} {ato} sem proposta de TRUCO: um tento, como se fosse um TRUCO não querido", (IR,),
                  chave="truco")
    else:
        v.premiar(Parte.TRUCO, outro, valores.truco_aceito(t.nivel),
                  f"{quem} {ato} com o {t.nivel.nome} aceito: o trio contrário ganha o truco", (IR, truco.XVI),
                  chave="truco")
    t.encerrar_pelo_baralho(f"{quem} {ato}")
