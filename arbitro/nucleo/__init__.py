"""The system-free kernel: cards, vazas, bet ladders, the award ledger, rulings, readings, rule systems."""
