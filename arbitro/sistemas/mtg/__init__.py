"""The MTG regulation (Truco Cego, Truco Gaúcho): its deck, speech, scenario and engine."""
