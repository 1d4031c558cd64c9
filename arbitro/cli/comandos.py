"""Imports every command module so that each registers on the app."""

from arbitro.cli import (  # noqa: F401
    artigo,
    calculadoras,
    casos,
    classificacao,
    cobertura,
    esquema,
    jogo,
    leituras,
    novo,
    partida,
    resolve,
    sumula,
    treino,
)
