"""Commented templates of a partida and a jogo of each system of duplas (contract v3 §12; ``arbitro novo --tipo
partida --sistema S``): each one loads and rules as it is, so the judge edits a working file, never a blank page."""

from __future__ import annotations

CABECALHO = """\
# {titulo} (contrato v3 §12). Resolva com:  arbitro {comando} {{arquivo}}
# Esquema para o editor:  arbitro esquema --tipo {comando} --sistema {sistema} > {comando}-esquema.json
versao: 3
regulamento: {sistema}
"""

_LADOS = {
    "paulista": ("duplas:                                  # obrigatório: as duas duplas (ou equipes:, lados:)\n"
                 "  Mooca: [Tonhão, Zé Carlos]\n  Brás: [Nenê, Juvenal]\n", "[Tonhão, Nenê, Zé Carlos, Juvenal]"),
    "mineiro": ("duplas:                                  # obrigatório: as duas duplas (ou equipes:, lados:)\n"
                "  Cruzeiro: [Tião, Zito]\n  Atlético: [Dadá, Reinaldo]\n", "[Tião, Dadá, Zito, Reinaldo]"),
    "argentino": ("duplas:                                  # obrigatório: as duas duplas (ou equipes:, lados:)\n"
                  "  Nós: [Pablo, Diego]\n  Eles: [Martín, Lucas]\n", "[Pablo, Martín, Diego, Lucas]"),
    "valenciano": ("duplas:                                  # obrigatório: as duas duplas (ou equipes:, lados:)\n"
                   "  Carlet: [Albert, Cesc]\n  Algemesí: [Biel, Dario]\n", "[Albert, Biel, Cesc, Dario]"),
}

_MAOS = {
    "paulista": """\
voltas:                                  # obrigatório: as mãos em ordem (ou maos:); cada uma tem a sua vira
  - vira: 5E                             # Paulista, manilhas: com vira 5 as manilhas são os 6
    eventos:
      - Tonhão: truco
      - Nenê: quero
      - vaza: Mooca
      - vaza: Mooca
  - vira: KO                             # o mão é Nenê, o assento seguinte
    eventos: [{vaza: Brás}, {vaza: parda}, {vaza: Brás}]
  # - {mao: Tonhão, vira: 4P, eventos: [...]}   # mao: quando o mão não é o seguinte dos assentos
""",
    "mineiro": """\
voltas:                                  # obrigatório: as mãos em ordem (ou maos:)
  - eventos:
      - Tião: truco
      - Dadá: aceito
      - vaza: Cruzeiro
      - vaza: Cruzeiro
  - eventos: [{vaza: Atlético}, {vaza: Atlético}]   # o mão é Dadá, o assento seguinte
  # - {mao: Tião, eventos: [...]}         # mao: quando o mão não é o seguinte dos assentos
""",
    "argentino": """\
# opcoes: {flor: true}                   # a flor é opcional e vem desligada (Argentino, flor)
voltas:                                  # obrigatório: as mãos em ordem (ou maos:)
  - eventos:
      - Pablo: envido
      - Martín: quiero
      - Pablo: {pontos: 30}
      - Martín: {pontos: 24}
      - vaza: Eles
      - vaza: Eles
  - eventos: [{vaza: Nós}, {vaza: Nós}]  # o mano é Martín (leitura argentino-mao-seguinte)
""",
    "valenciano": """\
opcoes: {pontos_por_cama: 24, camas_para_vencer: 2}   # camas de 18 ou 24; 1 a 3 camas (Valenciano, camas)
# camas_iniciais: {Carlet: 1, Algemesí: 0}   # opcional: as camas já ganhas quando o registro começou
maos:                                    # obrigatório: as mãos em ordem (ou voltas:)
  - eventos:
      - Albert: truco
      - Biel: aceito
      - vaza: Carlet
      - vaza: Carlet
  - eventos: [{vaza: Algemesí}, {vaza: Algemesí}]   # o mão é Biel, o assento seguinte
""",
}

_PLACARES = {"paulista": ("Mooca", "Brás", 12), "mineiro": ("Cruzeiro", "Atlético", 12),
             "argentino": ("Nós", "Eles", 30), "valenciano": ("Carlet", "Algemesí", 1)}


def partida(sistema: str, nome: str) -> str:
    lados, assentos = _LADOS[sistema]
    a, b, _ = _PLACARES[sistema]
    return (CABECALHO.format(titulo=f"Partida de {nome}, mão a mão", comando="partida", sistema=sistema) + lados
            + f"assentos: {assentos}   # obrigatório: em volta da mesa, o mão da 1ª mão primeiro;\n"
              "                                         # o mão passa ao assento seguinte a cada mão\n"
            + f"# placar_inicial: {{{a}: 0, {b}: 0}}   # opcional: o placar quando o registro começou\n"
              "# torneio: Copa de Exemplo              # opcionais, para a súmula: torneio, data, mesa_numero, juiz\n"
            + _MAOS[sistema])


def jogo(sistema: str, nome: str, formato: str) -> str:
    lados, _assentos = _LADOS[sistema]
    a, b, alvo = _PLACARES[sistema]
    unidade = "camas" if sistema == "valenciano" else "o placar final"
    if formato == "seca":
        partidas = f"  - {{{a}: {alvo}, {b}: 0}}\n"
    else:
        partidas = f"  - {{{a}: {alvo}, {b}: {alvo - 3}}}\n  - {{{a}: {alvo - 2}, {b}: {alvo}}}\n" \
                   f"  - {{{a}: {alvo}, {b}: {alvo - 5}}}\n"
    opcoes = "opcoes: {pontos_por_cama: 24, camas_para_vencer: 1}   # as camas de cada partida\n" \
        if sistema == "valenciano" else ""
    return (CABECALHO.format(titulo=f"Jogo de {nome}", comando="jogo", sistema=sistema)
            + f"formato: {formato}                 # melhor-de-tres ou seca (uma partida)\n"
              "# torneio: Copa de Exemplo              # opcionais, para a súmula: torneio, data, mesa_numero, juiz\n"
            + lados + opcoes
            + f"partidas:                                # obrigatório: as jogadas, em ordem: {unidade} de cada uma,\n"
              "                                         # ou {arquivo: partida-1.yaml} (partida do contrato v3 §12)\n"
            + partidas
            + "# ocorrencias:                           # opcional: W.O. e desclassificação (casos omissos)\n"
              f"#   - {{partida: 3, wo: {b}}}             # a dupla ausente perde a partida pelo alvo a 0\n"
              f"#   - {{desclassificado: {b}}}            # a outra ganha as partidas que faltavam\n")


def torneio(sistema: str, nome: str) -> str:
    """A tournament of duplas (contract v3 §13), its jogos those of §12: registration, draw, tables and phases."""
    a, b, alvo = _PLACARES[sistema]
    jogadores = {x: js for x, js in (linha.strip().split(": ", 1) for linha in _LADOS[sistema][0].splitlines()[1:])}
    return (f"# Torneio de {nome} (contrato v3 §13; os jogos, a classificação e o W.O. pelo §12).\n"
            "# A próxima rodada:  arbitro torneio rodada {arquivo}  (--abrir a grava abaixo)\n"
            "# A chave:  arbitro torneio chave {arquivo} --html -o chave.html   A classificação:  arbitro "
            "classificacao {arquivo}\n"
            f"# Esquema para o editor:  arbitro esquema --tipo torneio --sistema {sistema} > torneio-esquema.json\n"
            f"versao: 3\nregulamento: {sistema}\ntorneio: Campeonato de Exemplo\ndata: 2026-12-06\n"
            "semente: 2026                            # o sorteio reproduzível; ou sorteio: [lista], o resultado "
            "do sorteio público\n"
            "mesas: 2                                 # mesas ao mesmo tempo; os jogos além delas esperam mesa\n"
            "inscritos:                               # as duplas e seus jogadores (reservas: opcional)\n"
            f"  {a}: {{capataz: {jogadores[a][1:-1].split(', ')[0]}, jogadores: {jogadores[a]}}}\n"
            f"  {b}: {{capataz: {jogadores[b][1:-1].split(', ')[0]}, jogadores: {jogadores[b]}}}\n"
            "  Lapa: {capataz: Cidinha, jogadores: [Cidinha, Marlene]}\n"
            "  Penha: {capataz: Valdir, jogadores: [Valdir, Baiano]}\n"
            "fases:                                   # tipos: todos-contra-todos, grupos, suico, eliminatoria\n"
            "  - {nome: grupos, tipo: grupos, grupos: 2, classificados_por_grupo: 1}\n"
            "  - {nome: final, tipo: eliminatoria, classificados: 2}   # (terceiro_lugar: true)\n"
            "rodadas:                                 # as rodadas como abertas (arbitro torneio rodada --abrir as "
            "escreve)\n"
            "jogos:                                   # cada jogo com fase, rodada e mesa; lados: [X, Y] ou "
            "arquivo: jogo.yaml\n"
            f"  # - {{lados: [{a}, {b}], partidas: [{{{a}: {alvo}, {b}: 0}}], fase: grupos, rodada: 1, mesa: 1}}\n")
