"""Rule families shared by more than one system, below the systems and above the kernel.

A module here holds what two systems truly share — the paulista and the mineiro: the French deck of the
Brazilian truco (:mod:`.frances`), the truco → seis → nove → doze ladder and its speech (:mod:`.escada`,
:mod:`.fala`), the mão de onze and mão de ferro (:mod:`.onze`), the play of the vazas (:mod:`.mesa`), and the
scenario and engine skeleton of that family (:mod:`.cenario`, :mod:`.motor`). It never imports a system's
package; each system passes in what is its own (hierarchy, tie rules, section identifiers, readings).
"""
