"""Reranking the classifier's best readings by what the text states under each (used by ``tdbot_event``).

When the classifier is not sure (its best probability below ``RERANK_BELOW``), its three best readings of
the combined scores (classifier, neighbours' votes, cues) are weighed again: a softmax over a few features
of each reading, the scores themselves and what the extractors and the engine make of the message read
that way. How many facts the extractor reads, also against the number of facts in the gold events of that
irregularity's train messages (``FILE``, written by ``nlp.train``); whether the engine can decide on them; how
many questions it would ask. A reading under which the text states nothing loses to a near one under
which it states what that irregularity is about.

The weights are chosen out of fold (``python -m nlp.crossval --load F --rerank``): a softmax fitted on the
out-of-fold scores of the train messages the classifier is unsure of, like the mixing weights and the asking
thresholds. Pure functions of numbers, no spaCy.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy

from .sparse import adam_step

FILE = "fact_counts.json"
# Rerank only below this best classifier probability: out of fold the gain is the same as reranking every
# message (95.84 % top-1 against 95.87 %), and a sure message is read without the two extra extractions.
RERANK_BELOW = 0.9
TOP = 3  # readings reranked; out of fold the gold label is among the three best in 99.4 % of train messages
OTHER = "other"  # the classifier's label for a message about no irregularity (also tdbot_event's and nlp.train's)
FEATURES = (
    "log_score",   # log of the classifier's probability
    "votes",       # the neighbours' vote
    "cues",        # the cue score
    "combined",    # the combined score the readings were ranked by
    "first",       # the best of the combined scores
    "second",      # the second best
    "other",       # the reading "not an irregularity"
    "facts",       # facts the extractor reads
    "decided",     # the engine decides on them
    "questions",   # questions the engine would ask
    "no_facts",    # the extractor reads nothing
    "facts_z",     # facts read against the number in the gold events of that irregularity's train messages
    "behind",      # combined score minus the best one
)


@dataclass(frozen=True)
class Reading:
    """One candidate irregularity with its scores and what the extractor and the engine make of it
    (``facts`` -1: the engine refused the facts read)."""

    label: str
    score: float
    votes: float
    cues: float
    combined: float
    facts: int = 0
    decided: bool = False
    questions: int = 0


def fact_counts(labelled: Iterable[tuple[str, int]]) -> dict[str, tuple[float, float]]:
    """Per irregularity the mean and standard deviation of the number of facts in a gold event, from
    (irregularity, number of facts) pairs."""
    counts: dict[str, list[int]] = defaultdict(list)
    for label, n in labelled:
        counts[label].append(n)
    return {label: (round(float(numpy.mean(ns)), 4), round(float(numpy.std(ns)), 4)) for label, ns in sorted(counts.items())}


def features(readings: Sequence[Reading], counts: Mapping[str, tuple[float, float]]) -> numpy.ndarray:
    """One row of ``FEATURES`` per reading, best combined score first."""
    best = readings[0].combined
    rows = []
    for rank, r in enumerate(readings):
        other = r.label == OTHER
        mean, sd = counts.get(r.label, (0.0, 0.0))
        rows.append([
            math.log(r.score + 1e-4), r.votes, r.cues, r.combined, float(rank == 0), float(rank == 1), float(other),
            0.0 if other else float(r.facts), float(r.decided and not other), 0.0 if other else float(r.questions),
            float(r.facts == 0 and not other), 0.0 if other else (r.facts - mean) / (sd + 1), r.combined - best,
        ])
    return numpy.array(rows, dtype="float64")


def probabilities(weights: Mapping[str, float], x: numpy.ndarray) -> numpy.ndarray:
    """The softmax over the readings (rows of ``x``) under ``weights`` (by feature name)."""
    w = numpy.array([weights.get(name, 0.0) for name in FEATURES])
    s = x @ w
    e = numpy.exp(s - s.max())
    return e / e.sum()


def fit(groups: Sequence[numpy.ndarray], gold: Sequence[int], *, iterations: int = 500, learn_rate: float = 0.05,
        l2: float = 1e-3) -> dict[str, float]:
    """Weights by full-batch Adam from zero (deterministic): ``groups`` are ``features`` matrices, ``gold`` the
    row of the right reading in each (groups without it are skipped)."""
    kept = [(x, t) for x, t in zip(groups, gold) if 0 <= t < len(x)]
    if not kept:
        raise ValueError("no group has its gold reading among the candidates")
    size = max(len(x) for x, _ in kept)
    X = numpy.zeros((len(kept), size, len(FEATURES)))
    mask = numpy.zeros((len(kept), size), dtype=bool)
    for i, (x, _) in enumerate(kept):
        X[i, :len(x)] = x
        mask[i, :len(x)] = True
    t = numpy.array([g for _, g in kept])
    w = numpy.zeros(len(FEATURES))
    first = numpy.zeros_like(w)
    second = numpy.zeros_like(w)
    for step in range(1, iterations + 1):
        s = numpy.where(mask, X @ w, -1e9)
        p = numpy.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        grad = (numpy.einsum("nc,ncd->d", p, X) - X[numpy.arange(len(t)), t].sum(axis=0)) / len(t) + l2 * w
        first, second = adam_step(w, grad, first, second, step, learn_rate)
    return {name: round(float(v), 3) for name, v in zip(FEATURES, w)}


def save_counts(counts: Mapping[str, tuple[float, float]], path: Path) -> None:
    lines = [f"  {json.dumps(k)}: {json.dumps(list(v))}" for k, v in sorted(counts.items())]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


def load_counts(path: Path) -> dict[str, tuple[float, float]]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not all(isinstance(v, list) and len(v) == 2 for v in data.values()):
        raise ValueError(f"{path}: expected {{irregularity: [mean, sd]}}")
    return {str(k): (float(v[0]), float(v[1])) for k, v in data.items()}
