"""The family of the Spanish-deck truco with envido: the argentino and the valenciano (and, where it agrees, the
MTG's envido pricing).

What the two systems share, written once: the cards of the Spanish deck as values (:mod:`.cartas`), the envido's
points and the pricing of an envido chain (:mod:`.envido`), the speech normaliser and the table of other systems'
words (:mod:`.fala`), the truco ladder and the envido chain as bet states (:mod:`.apostas`), the vazas and who
wins the hand from their results (:mod:`.vazas`), the scenario model and the common part of its loader
(:mod:`.cenario`), and the hand's ledger, settlement and ruling (:mod:`.mao`). Every rule a module here applies
comes in from the system with the identifier of the system's own rulebook.
"""
