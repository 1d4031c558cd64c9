"""`arbitro servidor` (contract v3 §14): one process on the commission's laptop serves every table's judge, the
capatazes' confirmation, the commission and the public standings.

A front end like :mod:`arbitro.cli`: the library never imports it, and its libraries (Starlette, uvicorn, Jinja2,
segno) are imported only when the server runs. The layers, bottom up: :mod:`.inscricao` (the tournament file, read
once to seed), :mod:`.banco` (the storage seam: SQLite or PostgreSQL, the migrations), :mod:`.seguranca` (hashes,
tokens, PINs, the failed-attempt window), :mod:`.pasta` (the jogos and partidas as files, the export),
:mod:`.servico` (every operation of §14, without HTTP), :mod:`.app` (the routes, the JSON API and the pages).
"""
