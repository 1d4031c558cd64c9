"""The Brazilian family of rule systems — the paulista and the mineiro: truco → seis → nove → doze, the French deck.

What the two systems truly share: the French 40-card deck and its nicknames (:mod:`.frances`), the ladder and its
speech (:mod:`.escada`, :mod:`.fala`), the mão de onze and mão de ferro (:mod:`.onze`), the play of the vazas
(:mod:`.mesa`), and the scenario and engine skeleton (:mod:`.cenario`, :mod:`.leitura`, :mod:`.motor`). It never
imports a system's package; each system passes in what is its own (hierarchy, tie rules, section identifiers,
readings).
"""
