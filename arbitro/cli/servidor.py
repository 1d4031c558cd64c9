"""`arbitro servidor TORNEIO.yaml [--banco URL] [--host] [--porta] [--endereco] [--copia PASTA] [--membro NOME]
[--reimportar]` (contract v3 §14): one process on the commission's laptop for every table's judge, the capatazes,
the commission and the public standings. Starlette, uvicorn, Jinja2 and segno are imported here, only when the
server starts."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from arbitro.cli import saida
from arbitro.cli.app import app

if TYPE_CHECKING:
    from arbitro.servidor.servico import Servico

INTERVALO_DA_COPIA = 60  # §14: "a consistent copy … every minute and at shutdown"


def endereco_da_rede() -> str:
    """The laptop's LAN address: the source address the system would use to reach a private address (a UDP
    socket sends nothing on connect); 127.0.0.1 without a network."""
    import socket

    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


def copiar(servico: Servico, pasta: Path) -> None:
    """The database (SQLite's online backup) and the export, each written beside and renamed over the previous
    copy: a copy interrupted halfway leaves the previous one whole."""
    pasta.mkdir(parents=True, exist_ok=True)
    nome = Path(servico.banco.caminho.name if servico.banco.caminho else "torneio.db")
    temporario = pasta / f".{nome}.novo"
    if servico.banco.tipo == "sqlite":
        temporario.unlink(missing_ok=True)
        servico.banco.copiar_para(temporario)
        os.replace(temporario, pasta / nome)
    exportado = pasta / ".torneio.tar.gz.novo"
    exportado.write_bytes(servico.exportar())
    os.replace(exportado, pasta / "torneio.tar.gz")


@app.command("servidor")
def servidor(
    arquivo: Annotated[Path, typer.Argument(metavar="TORNEIO.yaml", help="O torneio: inscritos, "
                                                                          "fases, rodadas.")],
    banco: Annotated[str | None, typer.Option("--banco", metavar="URL", help=(
        "sqlite:///caminho.db ou postgresql://…; o padrão é TORNEIO.yaml.arbitro.db ao lado do arquivo."))] = None,
    host: Annotated[str, typer.Option("--host", help="Interface onde escutar.")] = "0.0.0.0",
    porta: Annotated[int, typer.Option("--porta", min=1, max=65535, help="Porta.")] = 8000,
    endereco: Annotated[str | None, typer.Option("--endereco", metavar="HOST", help=(
        "O endereço posto nos QR das mesas (o padrão: o endereço do notebook na rede local)."))] = None,
    copia: Annotated[Path | None, typer.Option("--copia", metavar="PASTA", help=(
        "Grava uma cópia do banco e a exportação nesta pasta a cada minuto e ao parar."))] = None,
    membro: Annotated[str | None, typer.Option("--membro", metavar="NOME", help=(
        "Acrescenta um membro da Comissão (pergunta a senha) e sai."))] = None,
    reimportar: Annotated[bool, typer.Option("--reimportar", help=(
        "Aceita um arquivo do torneio mudado, se nenhum jogo começou."))] = False,
) -> None:
    """Serve o torneio na rede do local: a página de cada mesa, a da Comissão e a classificação ao vivo."""
    from arbitro.cenario.yamlpos import CenarioInvalido
    from arbitro.servidor.banco import Banco, BancoInvalido, url_padrao
    from arbitro.servidor.inscricao import ler
    from arbitro.servidor.servico import Recusa, Servico

    try:
        _insc, texto = ler(arquivo)
    except CenarioInvalido as e:
        saida.invalido(str(p) for p in e.problemas)
    url = banco or url_padrao(arquivo)
    try:
        b = Banco(url)
    except BancoInvalido as e:
        saida.invalido([f"erro: {e.mensagem}"])
    primeiro = os.environ.get("ARBITRO_MEMBRO", "comissao")
    try:
        servico, senha = Servico.abrir(b, texto, str(arquivo), reimportar, primeiro, os.environ.get("ARBITRO_SENHA"))
        if membro is not None:
            nova = typer.prompt(f"Senha de {membro}", hide_input=True, confirmation_prompt=True)
            servico.adicionar_membro(membro, nova)
            typer.echo(f"Membro {membro} acrescentado à Comissão.")
            return
    except CenarioInvalido as e:
        saida.invalido(str(p) for p in e.problemas)
    except Recusa as r:
        saida.invalido([f"erro: {p}" for p in r.problemas])
    servir(servico, host, porta, endereco, copia, senha, primeiro)


def _terminar(_sinal: int, _quadro: object) -> None:
    raise SystemExit(0)


def servir(servico: Servico, host: str, porta: int, endereco: str | None, copia: Path | None, senha: str | None,
           primeiro: str) -> None:
    import signal
    import threading

    import uvicorn

    from arbitro.servidor.app import criar_app
    from arbitro.servidor.conexao import ProtocoloComPrazo

    maquina = endereco or endereco_da_rede()
    base = f"http://{maquina}:{porta}"
    app_ = criar_app(servico, base)
    typer.echo(f"arbitro servidor: {servico.insc.torneio}")
    if senha is not None:
        typer.echo(f"  Primeiro membro: {primeiro}  senha: {senha}   (mostrada só agora: anote)")
    typer.echo(f"  Classificação (projetor, celulares): {base}/")
    typer.echo(f"  Comissão:                            {base}/comissao")
    parar = threading.Event()
    if copia is not None:
        def copiando() -> None:
            while not parar.wait(INTERVALO_DA_COPIA):
                copiar(servico, copia)
        threading.Thread(target=copiando, daemon=True).start()
    # uvicorn shuts down gracefully on SIGTERM and then raises that signal again under the handler found before it:
    # with the default one the process would die right there, before the copy at shutdown (§14 "--copia: every
    # minute and at shutdown"; issue 26's test found it). This handler turns it into a normal exit.
    signal.signal(signal.SIGTERM, _terminar)
    try:
        # timeout_keep_alive: an idle phone does not hold a connection; a trickled request's headers are cut
        # by ProtocoloComPrazo and its body by app.py (issue 26: a slow client cannot hold the server)
        # limit_concurrency: a flood of connections gets 503, the tables keep theirs (§14's load is ~230)
        uvicorn.run(app_, host=host, port=porta, log_level="warning", timeout_keep_alive=5, server_header=False,
                    limit_concurrency=1000, http=ProtocoloComPrazo)
    finally:
        parar.set()
        if copia is not None:
            copiar(servico, copia)
