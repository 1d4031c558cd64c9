"""The frame typer and its vendored click put around the commands, in Portuguese (issue 13).

typer (0.26–0.28) translates a few strings through :mod:`gettext` (``Options``, ``Commands``,
``default: …``) and hard-codes the rest in English (``Usage:``, ``Show this message and exit.``, every
usage error). This module puts each in pt-BR at the one place it is made:

* :func:`instalar` swaps typer's ``gettext`` function for :func:`traduzir`;
* :class:`Grupo` and :class:`Comando` (the classes of every command, through :class:`App`) write the
  usage line, the help option, the list of commands (never cut at the first period, as in "(Art.") and
  show usage errors in Portuguese;
* output errors raised while parsing or running (a closed pipe, a full disk) leave as
  :class:`ErroDeSaida`, which typer does not swallow, for :mod:`arbitro.inicio` to report.
"""

from __future__ import annotations

import re
import shutil
import sys
from collections.abc import Callable, Sequence
from typing import Any

import typer
import typer.core
from typer import _click

_TRADUCOES: dict[str, str] = {
    "Options": "Opções",
    "Arguments": "Argumentos",
    "Commands": "Comandos",
    "default: {default}": "padrão: {default}",
    "required": "obrigatório",
    "(dynamic)": "(variável)",
    "env var: {var}": "variável de ambiente: {var}",
    "Missing command.": "falta o comando.",
    "No such command {name!r}.": "comando desconhecido {name!r}.",
    "Aborted!": "Interrompido.",
    "[default: {}]": "[padrão: {}]",
    "[required]": "[obrigatório]",
    "Error": "Erro",
}
AJUDA = "Mostra esta ajuda e sai."
# The help of the options typer adds for shell completion.
_AJUDAS = {
    "Install completion for the current shell.": "Instala o completamento no shell atual (bash, zsh, fish).",
    "Show completion for the current shell, to copy it or customize the installation.":
        "Mostra o script de completamento do shell atual, para copiar ou ajustar a instalação.",
}
OPCOES = "[OPÇÕES]"
LARGURA_MAXIMA = 100  # help lines wider than this are hard to read
COMANDO = "COMANDO [ARGUMENTOS]..."

# Messages of the vendored click, as regular expressions → the Portuguese sentence.
_MENSAGENS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), t) for p, t in (
    (r"^Got unexpected extra argument(?:s|\(s\))? \((.*)\)$", r"argumento a mais: \1"),
    (r"^Option '(.+)' requires an argument\.$", r"a opção '\1' precisa de um valor"),
    (r"^Option '(.+)' requires (\d+) arguments\.$", r"a opção '\1' precisa de \2 valores"),
    (r"^Option '(.+)' does not take a value\.$", r"a opção '\1' não aceita valor"),
    (r"^Argument '(.+)' takes (\d+) values\.$", r"o argumento '\1' precisa de \2 valores"),
    (r"^'(.*)' is not a valid (?:integer|int)\.$", r"'\1' não é um número inteiro"),
    (r"^'(.*)' is not a valid float\.$", r"'\1' não é um número"),
    (r"^'(.*)' is not a valid (.+)\.$", r"'\1' não é válido"),
    (r"^(.+) is not in the range (.+)\.$", r"\1 está fora do intervalo \2"),
    (r"^'(.*)' is not a valid boolean\..*$", r"'\1' não é sim/não"),
    (r"^'(.*)' is not one of (.+)\.$", r"'\1' não é um de \2"),
    (r"^'(.*)' does not match the formats? (.+)\.$", r"'\1' não está no formato \2"),
    (r"^Takes (\d+) values but (\d+) given\.$", r"pede \1 valores, foram dados \2"),
    (r"^(\d+) values are required, but (\d+) given\.$", r"pede \1 valores, foram dados \2"),
    (r"^Value must be an iterable\.$", "o valor deve ser uma lista"),
))


_SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")  # the shells typer writes a completion script for


def _shell(valor: Any) -> str:
    """The shell asked for (``--install-completion zsh``) or the one running; one typer has no script for is
    refused here, in Portuguese (typer says "Shell … is not supported.")."""
    from typer._completion_shared import _get_shell_name

    shell = valor if isinstance(valor, str) else _get_shell_name()
    if shell not in _SHELLS:
        _click.echo(f"erro: o shell {shell or 'deste terminal'} não tem completamento; os que têm: "
                    f"{', '.join(_SHELLS[:4])}", err=True)
        sys.exit(2)
    return str(shell)


def _instalar_completamento(ctx: _click.Context, _param: _click.Parameter, valor: Any) -> Any:
    """``--install-completion``: typer's, with what it says in Portuguese."""
    if not valor or ctx.resilient_parsing:
        return valor
    from typer._completion_shared import install

    shell, caminho = install(shell=_shell(valor))
    _click.echo(f"Completamento do {shell} instalado em {caminho}.")
    _click.echo("Vale a partir do próximo terminal aberto.")
    sys.exit(0)


def _mostrar_completamento(ctx: _click.Context, param: _click.Parameter, valor: Any) -> Any:
    """``--show-completion``: typer's, for a shell it has a script for (else a message in Portuguese)."""
    from typer.completion import show_callback

    if not valor or ctx.resilient_parsing:
        return valor
    return show_callback(ctx, param, _shell(valor))


_COMPLETAMENTO: dict[str, Callable[[_click.Context, _click.Parameter, Any], Any]] = {
    "install_completion": _instalar_completamento, "show_completion": _mostrar_completamento}


def traduzir(texto: str) -> str:
    """typer's gettext strings in Portuguese (unknown ones pass unchanged)."""
    return _TRADUCOES.get(texto, texto)


def instalar() -> None:
    """Route typer's translatable strings through :func:`traduzir`; wrap help text without breaking a
    name at its hyphens ("mtg-truco-cego", "lei-do-jogo")."""
    from typer._click import _textwrap

    if not getattr(_textwrap.TextWrapper, "_arbitro", False):
        base = _textwrap.TextWrapper

        class _SemHifen(base):  # type: ignore[valid-type,misc]
            _arbitro = True

            def __init__(self, *args: Any, **kwargs: Any) -> None:
                kwargs.setdefault("break_on_hyphens", False)
                super().__init__(*args, **kwargs)

        _textwrap.TextWrapper = _SemHifen  # type: ignore[misc]
    formatador = _click.HelpFormatter
    if not getattr(formatador.write_dl, "_arbitro", False):
        original = formatador.write_dl

        def write_dl(self: _click.HelpFormatter, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
            # On a narrow screen a long option name gets its own line, its help the whole width below it.
            original(self, rows, min(col_max, max(10, self.width // 3)), col_spacing)

        write_dl._arbitro = True  # type: ignore[attr-defined]
        formatador.write_dl = write_dl  # type: ignore[method-assign]
    setattr(typer.core, "_", traduzir)  # noqa: B010 (a module global typer looks up at each call)
    utils = sys.modules.get("typer.rich_utils")
    if utils is not None:
        setattr(utils, "_", traduzir)  # noqa: B010


def _frase(mensagem: str) -> str:
    mensagem = mensagem.strip()
    for padrao, traducao in _MENSAGENS:
        if padrao.match(mensagem):
            return padrao.sub(traducao, mensagem)
    sugestao = re.search(r"\.? Did you mean (.+)\?$", mensagem)
    if sugestao:
        return f"{mensagem[: sugestao.start()].rstrip('.')}; você quis dizer {sugestao.group(1)}?"
    return mensagem


def _dica(e: _click.exceptions.BadParameter) -> str:
    if e.param_hint is not None:
        hint = e.param_hint
    elif e.param is not None:
        hint = e.param.get_error_hint(e.ctx) if e.ctx is not None else (e.param.name or "")
    else:
        return ""
    return hint if isinstance(hint, str) else " / ".join(repr(h) for h in hint)


def mensagem(e: _click.exceptions.ClickException) -> str:
    """The Portuguese sentence of a usage error."""
    excecoes = _click.exceptions
    if isinstance(e, excecoes.NoSuchOption):
        texto = f"opção desconhecida: {e.option_name}"
        if e.possibilities:
            texto += f"; você quis dizer {', '.join(sorted(e.possibilities))}?"
        return texto
    if isinstance(e, excecoes.MissingParameter):
        tipo = e.param_type or (e.param.param_type_name if e.param is not None else "parameter")
        oque = {"argument": "o argumento", "option": "a opção"}.get(tipo, "o valor")
        dica = _dica(e)
        return f"falta {oque}{' ' + dica if dica else ''}"
    if isinstance(e, excecoes.BadParameter):
        dica = _dica(e)
        return f"valor inválido{' para ' + dica if dica else ''}: {_frase(e.message)}"
    if isinstance(e, excecoes.FileError):
        return f"não foi possível abrir {e.ui_filename!r}: {_frase(e.message)}"
    return _frase(e.message)


def mostrar_erro(e: _click.exceptions.ClickException) -> None:
    """A usage error on stderr: the sentence, then the usage line and where the help is."""
    linhas = [f"erro: {mensagem(e)}"]
    ctx = getattr(e, "ctx", None)
    if isinstance(e, _click.exceptions.UsageError) and ctx is not None:
        linhas.append(ctx.get_usage())
        if ctx.command.get_help_option(ctx) is not None:
            linhas.append(f"Veja '{ctx.command_path} --help'.")
    sys.stderr.write("\n".join(linhas) + "\n")


class ErroDeSaida(Exception):
    """Writing the output failed (``causa``): typer would swallow an OSError, so it leaves as this."""

    def __init__(self, causa: OSError) -> None:
        super().__init__(str(causa))
        self.causa = causa


class _Portugues:
    """What :class:`Grupo` and :class:`Comando` share (mixed into typer's classes)."""

    def format_usage(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        pecas = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        inicio = len(formatter.buffer)
        formatter.write_usage(ctx.command_path, " ".join(pecas), prefix="Uso: ")
        # click leaves a space after the command's name: at 40 columns that is the 41st character
        escrito = "".join(formatter.buffer[inicio:])
        formatter.buffer[inicio:] = ["\n".join(linha.rstrip() for linha in escrito.split("\n"))]

    def get_help_option(self, ctx: _click.Context) -> Any:
        opcao = super().get_help_option(ctx)  # type: ignore[misc]
        if opcao is not None:
            opcao.help = AJUDA
        return opcao

    def get_params(self, ctx: _click.Context) -> list[_click.Parameter]:
        params: list[_click.Parameter] = super().get_params(ctx)  # type: ignore[misc]
        for p in params:
            ajuda = getattr(p, "help", None)
            if ajuda in _AJUDAS:
                p.help = _AJUDAS[ajuda]  # type: ignore[attr-defined]
            if p.name in _COMPLETAMENTO:
                p.callback = _COMPLETAMENTO[p.name]
            if (isinstance(p, typer.core.TyperOption) and not p.is_flag and p.metavar is None and p.name
                    and not p.name.endswith("_completion")):
                p.metavar = p.name.upper()  # never typer's "<int range>" or "<str>"
        return params

    def make_context(self, *args: Any, **kwargs: Any) -> _click.Context:
        # click never formats help narrower than 50 columns; a phone has 40 (issue 13)
        kwargs.setdefault("terminal_width", min(shutil.get_terminal_size().columns, LARGURA_MAXIMA))
        try:
            return super().make_context(*args, **kwargs)  # type: ignore[misc,no-any-return]
        except OSError as e:  # help written to a closed pipe
            raise ErroDeSaida(e) from e

    def invoke(self, ctx: _click.Context) -> Any:
        try:
            return super().invoke(ctx)  # type: ignore[misc]
        except OSError as e:
            raise ErroDeSaida(e) from e

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True, windows_expand_args: bool = True,
             **extra: Any) -> Any:
        instalar()
        try:
            rv = super().main(args=args, prog_name=prog_name, complete_var=complete_var,  # type: ignore[misc]
                              standalone_mode=False, windows_expand_args=windows_expand_args, **extra)
        except _click.exceptions.NoArgsIsHelpError as e:
            if not standalone_mode:
                raise
            sys.stdout.write(e.ctx.get_help() + "\n")
            sys.exit(0)
        except _click.exceptions.ClickException as e:
            if not standalone_mode:
                raise
            mostrar_erro(e)
            sys.exit(e.exit_code)
        except typer.Abort:
            if not standalone_mode:
                raise
            sys.stderr.write("Interrompido.\n")
            sys.exit(130)
        if standalone_mode:
            sys.exit(rv if isinstance(rv, int) else 0)
        return rv


class Comando(_Portugues, typer.core.TyperCommand):
    """A command whose frame is in Portuguese."""

    def collect_usage_pieces(self, ctx: _click.Context) -> list[str]:
        pecas: list[str] = super().collect_usage_pieces(ctx)
        return [OPCOES if p == "[OPTIONS]" else _peca(p) for p in pecas]


class Grupo(_Portugues, typer.core.TyperGroup):
    """A group of commands whose frame is in Portuguese."""

    def collect_usage_pieces(self, ctx: _click.Context) -> list[str]:
        pecas: list[str] = super().collect_usage_pieces(ctx)
        return [OPCOES if p == "[OPTIONS]" else COMANDO if p == "COMMAND [ARGS]..." else _peca(p) for p in pecas]

    def format_commands(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        linhas = []
        for nome in self.list_commands(ctx):
            cmd = self.get_command(ctx, nome)
            if cmd is None or cmd.hidden:
                continue
            linhas.append((nome, resumo(cmd)))
        if linhas:
            with formatter.section("Comandos"):
                formatter.write_dl(linhas)


def _peca(p: str) -> str:
    """A piece of the usage line: ``{ID}`` (typer's mark of a required argument) is just ``ID``."""
    return p[1:-1] if p.startswith("{") and p.endswith("}") else p


def resumo(cmd: _click.Command) -> str:
    """The one-liner of a command: its short help or the first paragraph of its help, whole (click cuts
    it at the first period, which in "(Art. XIV)" is the abbreviation's)."""
    if cmd.short_help:
        return cmd.short_help
    texto = (cmd.help or "").strip()
    return " ".join(texto.split("\n\n", 1)[0].split())


class App(typer.Typer):
    """A typer app whose groups and commands are :class:`Grupo` and :class:`Comando`, with ``-h``."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("cls", Grupo)
        ajustes = dict(kwargs.pop("context_settings", None) or {})
        ajustes.setdefault("help_option_names", ["-h", "--help"])
        kwargs.setdefault("rich_markup_mode", None)
        kwargs.setdefault("add_completion", False)
        super().__init__(context_settings=ajustes, **kwargs)

    def command(self, name: str | None = None, *, cls: type[typer.core.TyperCommand] | None = None,
                **kwargs: Any) -> Callable[[Any], Any]:
        ajustes = dict(kwargs.pop("context_settings", None) or {})
        ajustes.setdefault("help_option_names", ["-h", "--help"])
        return super().command(name, cls=cls or Comando, context_settings=ajustes, **kwargs)
