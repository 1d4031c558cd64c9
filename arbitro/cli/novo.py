"""`arbitro novo [--tema T] [-o caso.yaml] [--forcar]`: a commented scenario skeleton (contract v1 §4).

The judge starts from a template that already loads, never from a blank page. Every key of §4 is
there (the optional ``pagamentos`` commented out, since it changes the ruling); ``--tema`` picks
the example events. It prints by default and writes a file only with ``-o``, never overwriting one
without ``--forcar``.
"""

from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path
from typing import Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app
from arbitro.cli.opcoes import OpcaoSistema, id_do_sistema
from arbitro.sistemas import PADRAO

_CABECALHO = """\
# Cenário de uma volta de Truco Cego: o que o juiz viu na mesa, em ordem.
# Resolva com:  arbitro resolve {arquivo}   (--json: saída em JSON; --citar: texto dos artigos)
versao: 1                        # opcional; a versão do formato (só existe a 1)
regulamento: mtg-truco-cego      # opcional; o regulamento do MTG
modalidade: {modalidade}{pad_modalidade}# roda (três contra três) ou testa (Art. 10, III)
placar: {placar}{pad_placar}# obrigatório: tentos de cada trio ANTES desta volta (0 a 24)
trios:                           # obrigatório: cada trio e seus três jogadores
  Pampa: [Zeca, Tonho, Dico]
  Coxilha: [Bira, Lau, Nando]
{mesa}
"""

_MESA_RODA = """\
mesa: [Zeca, Bira, Tonho, Lau, Dico, Nando]   # obrigatório: ordem de jogo, a mão primeiro;
                                 # na roda os seis, trios alternados"""

_MESA_TESTA = """\
mesa: [Tonho, Lau]               # obrigatório: na testa, os dois jogadores da testa, a mão primeiro"""

_FORMAS = """\
  # Outras formas de evento (uma chave por linha: um jogador, ou vaza):
  #   - Zeca: envido               # fala: as palavras ditas, literalmente (todas as aceitas:
  #                                # arbitro falas; uma desconhecida é recusada com sugestões)
  #   - Zeca: {{pontos: 33}}         # canta os pontos do envido ou da flor (vale o primeiro número dito)
  #   - Bira: é bom                # ou "não mato": deixa o ponto como está, não disputa
  #   - Zeca: {{joga: 1E}}           # joga uma carta; {{joga: 7C, coberta: true}} = jogada coberta
  #   - vaza: Pampa                # vaza cujas cartas não foram anotadas: o trio que a fez, ou parda
  #   - Lau: {{baralho: true}}       # vai ao baralho (Art. XVI, Ir ao baralho)
  #   - Nando: {{passa: true}}       # passa as cartas sem jogar (Art. 10, VIII, a)
  #   - Tonho: {{mostra: [7E, 6E]}}  # mostra cartas
  #   - Tonho: {{nao_mostra: true}}  # não mostra as cartas do que cantou
  #   - Zeca: {{pede_flor: Lau}}     # "peço flor" a um jogador (Art. XI)
  #   - Dico: {{falta: olhou-cartas}}  # um incidente; os tipos:
{faltas}
  #   - Dico: {{falta: cartas-a-mais, apos_jogar: false}}   # cartas-a-mais / cartas-a-menos
  #   - Bira: {{falta: carta-virada, carta: 1E}}             # carta virada ao dar
# pagamentos:                    # opcional: o que já se pagou na mesa nesta volta (Art. 10, III)
#   - {{recebe: Pampa, tentos: 1}}  # o trio que recebeu e quantos tentos
pergunta: "{pergunta}"{pad_pergunta}# opcional: a disputa, em texto livre
"""

_CARTAS = """\
cartas:                          # opcional: cartas vistas na mesa (número + naipe: E espadas,
                                 # P paus, O ouros, C copas; não há 8 nem 9)"""


class Modelo:
    """One theme's example: score, cards and events (YAML lines, already indented)."""

    def __init__(self, descricao: str, eventos: str, pergunta: str, placar: str = "{Pampa: 0, Coxilha: 0}",
                 cartas: str = "  Zeca: [1E, 7O, 3C]", modalidade: str = "roda") -> None:
        self.descricao = descricao
        self.eventos = eventos
        self.pergunta = pergunta
        self.placar = placar
        self.cartas = cartas
        self.modalidade = modalidade


MODELOS: dict[str, Modelo] = {
    "truco": Modelo(
        "truco aceito e as três vazas",
        """\
  - Zeca: truco                  # Zeca, a mão, propõe o truco
  - Bira: quero                  # o trio contrário aceita: vale 2 (Art. XVI)
  - vaza: Pampa                  # 1ª vaza
  - vaza: Coxilha                # 2ª vaza
  - vaza: Pampa                  # 3ª vaza""",
        "Quanto vale o truco aceito, e para quem?",
        placar="{Pampa: 10, Coxilha: 12}",
    ),
    "envido": Modelo(
        "envido aceito, pontos cantados da mão em diante",
        """\
  - Zeca: envido
  - Bira: quero
  - Zeca: {pontos: 28}           # cantam em ordem de jogo, a partir da mão
  - Bira: {pontos: 30}
  - Tonho: é bom                 # "é bom" / "não mato": não disputa
  - vaza: Pampa
  - vaza: Pampa""",
        "Quem ganha o envido e quantos tentos vale?",
        cartas="  Bira: [7E, 3E, 5C]             # 7 + 3 de espadas + 20 = 30 (Art. XIV)",
    ),
    "flor": Modelo(
        "flor cantada e respondida com é boa",
        """\
  - Tonho: flor                  # três cartas do mesmo naipe (Art. IX)
  - Bira: é boa                  # sem flor para opor: vale 3 (Art. XIII, a)
  - Bira: truco
  - Zeca: não quero""",
        "Quantos tentos anota cada trio?",
        placar="{Pampa: 2, Coxilha: 5}",
        cartas="  Tonho: [6O, 5O, 12O]           # flor de ouros: 6 + 5 + 20 = 31",
    ),
    "baralho": Modelo(
        "um trio vai ao baralho com o truco aceito",
        """\
  - Zeca: truco
  - Bira: quero
  - vaza: Coxilha
  - Zeca: {baralho: true}        # Zeca vai ao baralho (Art. XVI, Ir ao baralho)""",
        "Quanto paga o trio que foi ao baralho?",
        placar="{Pampa: 8, Coxilha: 9}",
    ),
    "proposta-dupla": Modelo(
        "envido e truco na mesma fala",
        """\
  - Zeca: envido e truco         # proposta dupla (Art. 10, VIII, i)
  - Bira: quero                  # QUERO dito primeiro aceita as duas
  - Zeca: {pontos: 27}
  - Bira: {pontos: 31}
  - vaza: Pampa
  - vaza: Pampa""",
        "Quanto vale cada parte da proposta dupla?",
        placar="{Pampa: 6, Coxilha: 4}",
    ),
    "lei-do-jogo": Modelo(
        "a Lei do Jogo pedida pelo trio que está atrás",
        """\
  - Zeca: na lei do jogo está tudo dito   # Pampa, atrás no placar (Art. XVI, Lei do jogo)
  - Bira: quero
  - Zeca: {pontos: 30}
  - Bira: {pontos: 25}
  - vaza: Pampa
  - vaza: Pampa""",
        "O que vale a Lei do Jogo aceita?",
        placar="{Pampa: 13, Coxilha: 20}",
    ),
    "testa": Modelo(
        "uma testa: um contra um",
        """\
  - Tonho: envido
  - Lau: não quero               # na testa vale 1 o envido recusado
  - vaza: Pampa
  - vaza: Pampa""",
        "Quantos tentos anota cada trio nesta testa?",
        placar="{Pampa: 3, Coxilha: 5}",
        cartas="  Tonho: [1E, 7O, 3C]",
        modalidade="testa",
    ),
    "vazas": Modelo(
        "vazas com as cartas jogadas uma a uma",
        """\
  - Zeca: {joga: 1E}             # 1ª vaza: cada jogador joga, na ordem da mesa
  - Bira: {joga: 3O}
  - Tonho: {joga: 4C}
  - Lau: {joga: 5P}
  - Dico: {joga: 6C}
  - Nando: {joga: 12E}
  - vaza: Pampa                  # 2ª vaza: só o resultado
""".rstrip("\n"),
        "Quem ganha a volta?",
        placar="{Pampa: 5, Coxilha: 7}",
    ),
    "faltas": Modelo(
        "um jogador olha as cartas fora de hora",
        """\
  - Dico: {falta: olhou-cartas}  # Art. 10, IV
  - Zeca: truco
  - Bira: não quero""",
        "Que sanção cabe a quem olhou as cartas?",
        placar="{Pampa: 11, Coxilha: 15}",
    ),
}
TEMA_PADRAO = "truco"


def modelo(tema: str | None = None, arquivo: str = "caso.yaml", esquema: str | None = None) -> str:
    """The commented scenario template for ``tema``; its first line ties it to the schema at ``esquema``
    (a path relative to the file's folder; the default: ``arbitro-esquema.json`` beside it)."""
    from arbitro.sistemas.mtg.cenario.esquema import ARQUIVO_ESQUEMA, TIPOS_DE_FALTA, modeline

    m = MODELOS[tema or TEMA_PADRAO]

    def pad(valor: str, largura: int) -> str:
        return " " * max(1, largura - len(valor))

    cabecalho = _CABECALHO.format(
        arquivo=arquivo,
        modalidade=m.modalidade, pad_modalidade=pad(m.modalidade, 21),
        placar=m.placar, pad_placar=pad(m.placar, 25),
        mesa=_MESA_TESTA if m.modalidade == "testa" else _MESA_RODA,
    )
    tipos = textwrap.wrap(", ".join(TIPOS_DE_FALTA), 92, break_on_hyphens=False)
    formas = _FORMAS.format(faltas="\n".join(f"  #       {linha}" for linha in tipos), pergunta=m.pergunta,
                            pad_pergunta=pad(f'"{m.pergunta}"', 23))
    linhas = [
        modeline(esquema or ARQUIVO_ESQUEMA),
        cabecalho.rstrip("\n"),
        _CARTAS,
        m.cartas,
        "eventos:                         # obrigatório: o que aconteceu, em ordem",
        f"  # exemplo: {m.descricao}",
        m.eventos,
        formas.rstrip("\n"),
    ]
    return "\n".join(linhas) + "\n"


def _completar_modelos(incompleto: str) -> list[str]:
    return [m for m in MODELOS if m.startswith(incompleto)]


@app.command("novo")
def novo(
    tema: Annotated[
        str | None,
        typer.Option("--tema", "-t", metavar="TEMA", help=f"Exemplo de eventos: {', '.join(MODELOS)}.",
                     autocompletion=_completar_modelos),
    ] = None,
    saida_arquivo: Annotated[
        Path | None, typer.Option("--saida", "-o", metavar="ARQUIVO", help="Grava o modelo neste arquivo.")
    ] = None,
    forcar: Annotated[
        bool, typer.Option("--forcar", help="Sobrescreve o arquivo se ele já existir.")
    ] = False,
    tipo: Annotated[str, typer.Option(
        "--tipo", metavar="TIPO", help="cenario (uma volta, padrão), partida, jogo, torneio ou circuito.",
    )] = "cenario",
    sistema: OpcaoSistema = None,
) -> None:
    """Modelo comentado de cenário para começar um caso.

    Traz todas as chaves do cenário, comentadas. Só grava em arquivo com -o, e nunca sobrescreve um
    arquivo existente sem --forcar.
    """
    if tema is not None and tema not in MODELOS:
        saida.invalido([f"erro: tema desconhecido: {tema!r}. Temas: {', '.join(MODELOS)}."])
    gerar = modelo
    id_sistema = id_do_sistema(sistema)
    if id_sistema != PADRAO and tipo in ("partida", "jogo", "torneio") and tema is None:  # contract v3 §12–§13
        from arbitro.sistemas import sistema as achar
        from arbitro.torneio import modelos_geral

        s = achar(id_sistema)
        texto_acima = modelos_geral.partida(s.id, s.nome) if tipo == "partida" else \
            modelos_geral.torneio(s.id, s.nome) if tipo == "torneio" else \
            modelos_geral.jogo(s.id, s.nome, s.partida().formato_padrao)

        def gerar(tema: str | None = None, arquivo: str = f"{tipo}.yaml", esquema: str | None = None) -> str:
            return texto_acima.replace("{arquivo}", arquivo)
    elif id_sistema != PADRAO:  # another rule system: its own commented template (Sistema.modelo)
        if tipo != "cenario" or tema is not None:
            saida.invalido([f"erro: --sistema {sistema}: só há o modelo de uma mão, de uma partida, de um jogo ou "
                            "de um torneio (--tipo partida, jogo ou torneio, sem --tema)"])
        from arbitro.nucleo.sistema import SemCalculo
        from arbitro.sistemas import sistema as achar

        try:
            texto = achar(id_sistema).modelo()
        except SemCalculo as e:
            saida.invalido([f"erro: {e}"])

        def gerar(tema: str | None = None, arquivo: str = "cenario.yaml", esquema: str | None = None) -> str:
            return texto
    elif tipo != "cenario":  # the files above the volta (arbitro.torneio.modelos)
        from arbitro.torneio.modelos import MODELOS as ACIMA

        if tipo not in ACIMA:
            saida.invalido([f"erro: tipo desconhecido: {tipo!r}. Tipos: cenario, {', '.join(ACIMA)}."])
        from arbitro.torneio.modelos import modelo as acima

        def gerar(tema: str | None = None, arquivo: str = f"{tipo}.yaml", esquema: str | None = None) -> str:
            return acima(tipo, arquivo)
    if saida_arquivo is None:
        sys.stdout.write(gerar(tema))
        return
    from arbitro.nucleo.arquivos import exibir

    saida.gravar(saida_arquivo, gerar(tema, saida_arquivo.name, caminho_do_esquema(saida_arquivo)), forcar)
    comando = {"cenario": "resolve", "torneio": "classificacao"}.get(tipo, tipo)
    sys.stderr.write(f"Modelo gravado em {exibir(saida_arquivo)}. Edite-o e resolva com: "
                     f"arbitro {comando} {exibir(saida_arquivo)}\n")


def caminho_do_esquema(destino: Path) -> str:
    """The schema's path as the modeline of ``destino`` must give it: relative to the file's folder (the
    editor resolves it there). The nearest ``arbitro-esquema.json`` in that folder or above it; if there
    is none, the one ``arbitro esquema > arbitro-esquema.json`` would write in the current folder."""
    from arbitro.sistemas.mtg.cenario.esquema import ARQUIVO_ESQUEMA

    pasta = destino.absolute().parent
    achado = next((p / ARQUIVO_ESQUEMA for p in (pasta, *pasta.parents) if (p / ARQUIVO_ESQUEMA).is_file()),
                  Path.cwd() / ARQUIVO_ESQUEMA)
    return os.path.relpath(achado, pasta).replace(os.sep, "/")
