"""The rules engine: replays a volta over its state and returns a :class:`Decisao`."""
