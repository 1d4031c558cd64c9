"""Rendering a ruling for a person (rich). Shared by `resolve` and `casos mostrar`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbitro.nucleo.mao import placar_em_palavras as _placar

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from arbitro.nucleo.decisao import Decisao, Observacao
    from arbitro.nucleo.regulamento import Artigo, Regulamento



ESTREITO = 80  # below this width the awards are listed, not tabled: the motivo keeps room to be read aloud


def decisao(console: Console, d: Decisao, regulamento: Regulamento | None = None, citar: bool = False,
            citar_tudo: bool = False) -> None:
    """Print the ruling to be read aloud: the dispute, the short answer (awards and final score), then the
    details — the awards with their articles, how the volta was understood, the observations; with ``citar``
    the paragraphs of each article that decide, with ``citar_tudo`` each article's whole text."""
    from rich.text import Text

    if d.pergunta:
        from arbitro.cenario.nomes import escapar  # free text of the file: shown, never obeyed by the terminal

        console.print(Text(f"Pergunta: {escapar(d.pergunta, linhas=True)}", style="bold"))
    console.print(Text(f"Resposta: {resposta(d)}", style="bold green"))
    modalidade = f"  ({d.modalidade})" if d.modalidade else ""
    console.print(Text(f"Placar antes da {_volta(d)}: {_placar(d.placar_inicial)}{modalidade}"))
    if d.lancamentos:
        _lancamentos(console, d)
    final = Text(f"Placar final: {_placar(d.placar_final)}", style="bold green")
    if d.vencedor is not None:
        final.append(f" — {_o(d, d.vencedor)} venceu a partida", style="bold yellow")
    console.print(final)
    _entendimento(console, d)
    if d.observacoes:
        console.print(Text("Observações:", style="bold"))
        _lista(console, [_observacao(obs) for obs in agrupar(d.observacoes)])
    if (citar or citar_tudo) and regulamento is not None:
        artigos(console, d.artigos_citados, regulamento, None if citar_tudo else _textos_da_decisao(d))


def lado(d: Decisao) -> str:
    """How the ruling's system names a side: "trio" (MTG) or "dupla" (the others' ``duplas:``, contract v2 §8)."""
    return "trio" if d.chave_lado == "trio" else "dupla"


def _o(d: Decisao, nome: str) -> str:
    return f"o trio {nome}" if lado(d) == "trio" else f"a dupla {nome}"


def ao_lado(d: Decisao, nome: str) -> str:
    """"ao trio X" or "à dupla X": who an award goes to."""
    return f"ao trio {nome}" if lado(d) == "trio" else f"à dupla {nome}"


def _tentos(d: Decisao, n: int) -> str:
    """``n`` of the system's unit: the MTG's "tentos" (Art. 10, II), the others' "pontos"."""
    unidade = "tento" if lado(d) == "trio" else "ponto"
    return f"{n} {unidade}{'s' if n != 1 else ''}"


def _volta(d: Decisao) -> str:
    """The hand's name: the MTG's "volta", the others' "mão"."""
    return "volta" if d.chave_lado == "trio" else "mão"


def resposta(d: Decisao) -> str:
    """The short answer: who scores how many tentos, and the final score."""
    ganhos: dict[str, int] = {}
    for lanc in d.lancamentos:
        ganhos[lanc.trio] = ganhos.get(lanc.trio, 0) + lanc.tentos
    if ganhos:
        partes = [f"{_o(d, t)} anota {_tentos(d, n)}" for t, n in ganhos.items()]
        texto = (", ".join(partes[:-1]) + " e " + partes[-1]) if len(partes) > 1 else partes[0]
    else:
        texto = (f"{'nenhum trio' if lado(d) == 'trio' else 'nenhuma dupla'} anota "
                 f"{'tentos' if lado(d) == 'trio' else 'pontos'} nesta {_volta(d)}")
    fim = f", e {_o(d, d.vencedor)} vence a partida" if d.vencedor is not None else ""
    return f"{texto[0].upper()}{texto[1:]}; placar final {_placar(d.placar_final)}{fim}."


def _lista(console: Console, linhas: list[Text]) -> None:
    from rich.table import Table

    # A grid keeps each line's wrapped continuation under its text, after the bullet.
    grade = Table.grid(padding=(0, 1))
    grade.add_column(no_wrap=True)
    grade.add_column()
    for linha in linhas:
        grade.add_row("  •", linha)
    console.print(grade)


def _observacao(obs: Observacao) -> Text:
    linha = _com_artigos(obs.texto, obs.artigos)
    if obs.leitura is not None:  # the ID a commission writes in its clarifications file
        linha.append(f" (leitura {obs.leitura})", style="magenta")
    return linha


def agrupar(observacoes: tuple[Observacao, ...]) -> list[Observacao]:
    """Observations with one cause shown as one: same kind, same articles and the same words after the first
    colon ("a1 jogou …: sem efeito", "b1 jogou …: sem efeito"). The JSON keeps them all."""
    from dataclasses import replace

    grupos: dict[tuple[object, ...], list[Observacao]] = {}
    for obs in observacoes:
        _cabeca, dois, causa = obs.texto.partition(": ")
        chave = (obs.tipo, obs.artigos, causa) if dois and obs.leitura is None else (id(obs),)
        grupos.setdefault(chave, []).append(obs)
    saida: list[Observacao] = []
    for obs_ in grupos.values():
        if len(obs_) == 1:
            saida.append(obs_[0])
            continue
        cabecas = [o.texto.partition(": ")[0] for o in obs_]
        # Each head kept as written: one may start with a name ("Tião queimou …"), never to be lowercased.
        juntas = "; ".join(cabecas)
        saida.append(replace(obs_[0], texto=f"{juntas}: {obs_[0].texto.partition(': ')[2]}"))
    return saida


def _entendimento(console: Console, d: Decisao) -> None:
    """"Como a volta foi entendida": each speech as the engine read it, each vaza and its winner."""
    from rich.text import Text

    linhas = [Text(t) for t in d.entendimento]
    for vz in d.vazas:
        quem = ", ".join(f"{j.jogador} {_carta(d, j.carta)}{' (coberta)' if j.coberta else ''}" for j in vz.jogadas)
        if vz.vencedor is None:
            resultado = "sem vencedor (não terminou, ou jogada depois de encerrada a volta)"
        elif vz.vencedor == "parda":
            resultado = "parda"
        else:
            resultado = f"{'do trio' if lado(d) == 'trio' else 'da dupla'} {vz.vencedor}"
        texto = f"{vz.numero}ª vaza: {quem + ' — ' if quem else ''}{resultado}"
        linhas.append(_com_artigos(texto + ("" if quem else " (informada sem as cartas)"), vz.artigos))
    if d.volta is not None and d.volta.vencedor is not None:
        quem = _o(d, d.volta.vencedor)
        linhas.append(_com_artigos(f"{quem[0].upper()}{quem[1:]} ganhou a {_volta(d)} nas vazas", d.volta.artigos))
    if linhas:
        console.print(Text(f"Como a {_volta(d)} foi entendida:", style="bold"))
        _lista(console, linhas)


def _carta(d: Decisao, curta: str) -> str:
    """A card of the ruling read aloud: the MTG's by name ("o sete de espadas"), another system's as written."""
    if lado(d) != "trio":
        return curta
    from arbitro.sistemas.mtg.cartas import carta

    return carta(curta).com_artigo


def _textos_da_decisao(d: Decisao) -> dict[str, str]:
    """For each article cited, the words of the ruling that cite it: they pick the paragraphs to quote."""
    textos: dict[str, str] = {}
    for motivo, citados in [(lanc.motivo, lanc.artigos) for lanc in d.lancamentos] + \
            [(obs.texto, obs.artigos) for obs in d.observacoes]:
        for a in citados:
            textos[a] = textos.get(a, "") + " " + motivo
    return textos


def _com_artigos(texto: str, citados: tuple[str, ...]) -> Text:
    from rich.text import Text

    linha = Text(texto)
    if citados:
        linha.append(f" [{'; '.join(citados)}]", style="cyan")
    return linha


def _lancamentos(console: Console, d: Decisao) -> None:
    """The awards, each motivo followed by its articles. In a wide terminal a table; in a narrow one a
    numbered list, so the motivo is not squeezed into a thin column."""
    from rich.table import Table
    from rich.text import Text

    if console.width >= ESTREITO:
        tabela = Table(title="Lançamentos", show_lines=False, expand=False)
        tabela.add_column("#", justify="right")
        tabela.add_column(lado(d).capitalize(), style="bold")
        tabela.add_column("Tentos" if lado(d) == "trio" else "Pontos", justify="right")
        tabela.add_column("Motivo e artigos")
        for i, lanc in enumerate(d.lancamentos, 1):
            tabela.add_row(str(i), lanc.trio, str(lanc.tentos), _com_artigos(lanc.motivo, lanc.artigos))
        console.print(tabela)
        return
    console.print(Text("Lançamentos:", style="bold"))
    grade = Table.grid(padding=(0, 1))
    grade.add_column(justify="right", no_wrap=True)
    grade.add_column()
    for i, lanc in enumerate(d.lancamentos, 1):
        cabeca = Text(f"+{lanc.tentos} {ao_lado(d, lanc.trio)}", style="bold")
        grade.add_row(f"{i}.", Text("\n").join([cabeca, _com_artigos(lanc.motivo, lanc.artigos)]))
    console.print(grade)


def titulo_do_artigo(art: Artigo) -> str:
    """The heading of an article's panel (:attr:`Artigo.cabecalho`, shared with the mesa)."""
    return art.cabecalho


def sem_o_titulo(art: Artigo, texto: str) -> str:
    """``texto`` without a first line that repeats the heading (:meth:`Artigo.sem_o_titulo`)."""
    return art.sem_o_titulo(texto)


def artigos(console: Console, citados: list[str], regulamento: Regulamento,
            contexto: dict[str, str] | None = None) -> None:
    """The verbatim text of each article cited, ready to read aloud. With ``contexto`` (the ruling's words for
    each citation) only the paragraphs that decide are quoted; without it, the whole article."""
    from rich.panel import Panel
    from rich.text import Text

    from arbitro.nucleo.regulamento import ArtigoDesconhecido, paragrafos_decisivos

    vistos: set[str] = set()
    for citacao in citados:
        try:
            art = regulamento.artigo(citacao)
        except ArtigoDesconhecido:
            continue
        if art.id in vistos:
            continue
        vistos.add(art.id)
        titulo = titulo_do_artigo(art)
        texto = sem_o_titulo(art, art.texto)
        if contexto is not None:
            partes = paragrafos_decisivos(art.texto, f"{citacao} {contexto.get(citacao, '')}")
            if len(partes) < len([p for p in art.texto.strip().split("\n") if p.strip()]):
                texto = sem_o_titulo(art, "\n".join(partes)) + "\n[…] (arbitro artigo " + \
                    f"\"{art.id}\" mostra o artigo inteiro)"
        console.print(Panel(Text(texto), title=Text(titulo), title_align="left", border_style="cyan"))
