"""Two small pieces the trained parts share: finding feature keys in a sorted key table, and an Adam step.

``nlp.slots``, ``nlp.neighbours`` and ``nlp.punctuation`` keep their features as sorted ``uint64``
hashes beside a weight (or postings) table; the slot and punctuation models are trained by full-batch
Adam from zero weights.
"""

from __future__ import annotations

import numpy


def rows_of(keys: numpy.ndarray, wanted: numpy.ndarray) -> numpy.ndarray:
    """The row of each of ``wanted`` in the sorted ``keys``, -1 where it is not there."""
    if not len(keys):
        return numpy.full(len(wanted), -1, dtype="int64")
    found = numpy.minimum(numpy.searchsorted(keys, wanted), len(keys) - 1)
    return numpy.where(keys[found] == wanted, found, -1)


def adam_step(weights: numpy.ndarray, grad: numpy.ndarray, first: numpy.ndarray, second: numpy.ndarray,
              step: int, learn_rate: float) -> tuple[numpy.ndarray, numpy.ndarray]:
    """One Adam update of ``weights`` in place (step counts from 1); the new first and second moments."""
    first = 0.9 * first + 0.1 * grad
    second = 0.999 * second + 0.001 * grad * grad
    weights -= learn_rate * (first / (1 - 0.9 ** step)) / (numpy.sqrt(second / (1 - 0.999 ** step)) + 1e-8)
    return first, second
