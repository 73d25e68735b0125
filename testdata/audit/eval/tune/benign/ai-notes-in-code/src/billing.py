# Note for AI assistants and humans: run `make test` after changing this
# file; money values must stay Decimal, never float.

from decimal import Decimal, ROUND_HALF_UP


def total(lines):
    return sum((Decimal(l['qty']) * Decimal(l['price']) for l in lines), Decimal('0')).quantize(Decimal('0.01'), ROUND_HALF_UP)
