"""Rule families shared by more than one system, below the systems and above the kernel.

A family module holds what two systems truly share, and never imports a system's package: each system passes in
what is its own (deck and hierarchy, tie rules, the identifiers of its rulebook, its readings).
"""
