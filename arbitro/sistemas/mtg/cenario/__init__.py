"""The MTG volta scenario: its model, its located loader and its JSON Schema."""
