"""The rule systems arbitro knows, and what each brings that the system-free layers ask for.

Only the MTG regulation today; the other systems of the seeds plug in here (issue 14).
"""

from __future__ import annotations

import contextlib
import importlib

from arbitro.nucleo.leituras import Registro

PADRAO = "mtg-truco-cego"
SISTEMAS: tuple[str, ...] = (PADRAO,)


def leituras(sistema: str = PADRAO) -> Registro:
    """Every named reading of ``sistema``: the volta's and those of the levels above it (partida, jogo,
    tournament)."""
    if sistema not in SISTEMAS:
        raise KeyError(sistema)
    from arbitro.sistemas.mtg.motor.leituras import REGISTRO as VOLTA

    partes = [VOLTA]
    with contextlib.suppress(ModuleNotFoundError):  # the levels above the volta, when this build has them
        partes.append(importlib.import_module("arbitro.torneio.leituras").REGISTRO)
    return Registro.unir(sistema, *partes)
