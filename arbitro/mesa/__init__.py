"""`arbitro mesa`: the judge records a partida at the table, volta by volta, and sees the ruling so far (issue 17).

Split so that most of it is tested without a terminal:

* :mod:`.yamlmin` — the partida file's YAML, written by hand (fast, stable, readable);
* :mod:`.sistema` — what the table asks of a rule system (calls, acts, cards), with MTG's adapter in :mod:`.mtg`;
* :mod:`.sessao` — the partida being recorded: set-up, voltas, events, undo and edit, save after every event
  (atomically), the ruling so far (:mod:`.julgamento`), the calls valid now, exports;
* :mod:`.teclado` — the keys the judge presses, as a state machine over the session;
* :mod:`.tela` — what the screen shows, as text lines;
* :mod:`.app` — the Textual app on top (imported only by ``arbitro mesa``).
"""
