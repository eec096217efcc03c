"""Clause marks put back in a message typed without any (``PunctuationModel``).

On a phone, directors often leave out every comma and full stop: "N speelt uit voor zijn beurt
leider heeft de kaart nog niet gezien". The extractors read facts clause by clause, so without
the marks a seat is taken with the wrong verb and facts are lost (on the five validation sets,
removing every , . ; : as ``tdbot eval --no-punct`` does cost 49 fact sets at commit ca8c539: 1 468 against 1 517 right).

This model learns, from the train messages themselves (no annotation needed: the marks their
writers typed are the labels), whether a comma, a full stop or nothing follows each word. Each
gap between two words is one softmax over those three, from a bag of features of its
neighbourhood (``gap_features``): the word before and after, both pairs around the gap, and the
word ends (so an unseen word still counts). Numbers, calls and cards count as one word each
(``unit``). ``Parser.parse`` puts a mark back only in a message that has none (``lacks_marks``)
and only where the model is at least ``THRESHOLD`` sure.

Training (``PunctuationModel.fit``) is full-batch Adam from zero weights over the features seen
at least ``MIN_COUNT`` times, in a fixed order: the same corpus gives the same weights.
``nlp.train`` trains it and saves it to the model folder (``punctuation.npz``).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Iterable, Sequence

import numpy
from spacy.strings import get_string_id

from .sparse import adam_step, rows_of

FILE = "punctuation.npz"
CLASSES = ("", ",", ".")
# Chosen on the five validation sets with every , . ; : removed (scratch, never dev; an earlier edit that kept a
# mark after a digit): at 0.6 and 0.75 the same messages right (1 678) and 1 494 / 1 495 fact sets; at 0.85,
# 1 677 and 1 489.
THRESHOLD = 0.75
MIN_WORDS = 5  # a shorter message has no clauses to keep apart
MIN_COUNT = 2
ITERATIONS = 150
LEARN_RATE = 0.1
L2 = 1e-5

# a word and the marks typed right after it (a closing quote or bracket may come between)
_TRAILING = re.compile(r"^(.*?[^\W_]['\")\]]?|.*[♠♥♦♣)'\"])([,;:.!?]+)$")
# a full stop that belongs to the word: an abbreviation ("i.p.v.") or an ordinal number ("7.")
_OWN_STOP = re.compile(r"(?:[^\W\d_]\.){2,}|\d+\.")
_NUMBER = re.compile(r"\d+")
_CALL = re.compile(r"[1-7](?:sa|nt|♠|♥|♦|♣)")
_CARD = re.compile(r"[♠♥♦♣](?:10|[2-9akhvbqjt])|(?:10|[2-9akhvbqjt])[♠♥♦♣]")


def unit(word: str) -> str:
    """What the model sees of a word: lower case without quotes or brackets; a number, call or card
    stands for its kind ("7" → "<num>", "2♥" → "<call>", "♠A" → "<card>")."""
    w = word.lower().strip("'\"()[]")
    if _NUMBER.fullmatch(w):
        return "<num>"
    if _CALL.fullmatch(w):
        return "<call>"
    if _CARD.fullmatch(w):
        return "<card>"
    return w


def split_marks(text: str) -> tuple[list[str], list[str]]:
    """The words of ``text`` (split at spaces) without the marks typed after them, and for each the class
    of the gap after it: "," (also ; and :), "." (also ? and !) or ""."""
    words, gaps = [], []
    for token in text.split():
        mark = ""
        found = _TRAILING.match(token)
        if found and not _OWN_STOP.fullmatch(token):
            token, marks = found.group(1), found.group(2)
            mark = "." if any(c in ".!?" for c in marks) else ","
        words.append(token)
        gaps.append(mark)
    return words, gaps


def lacks_marks(text: str) -> bool:
    """Whether ``text`` is a message of at least ``MIN_WORDS`` words without a mark between them (one at
    the very end may be there)."""
    words, gaps = split_marks(text)
    return len(words) >= MIN_WORDS and not any(gaps[:-1])


def gap_features(units: Sequence[str], i: int) -> list[str]:
    """The features of the gap after word ``i`` (``unit`` forms)."""
    a = units[i]
    b = units[i + 1] if i + 1 < len(units) else "</s>"
    before = units[i - 1] if i > 0 else "<s>"
    after = units[i + 2] if i + 2 < len(units) else "</s>"
    return ["bias", "L" + a, "R" + b, "P" + a + "|" + b, "LL" + before + "|" + a, "RR" + b + "|" + after,
            "SL" + a[-3:], "SR" + b[:3], "SRR" + after[:3]]


def _keys(features: Iterable[str]) -> list[int]:
    return [get_string_id("\x03" + f) for f in features]


class PunctuationModel:
    """Per gap, a softmax over ``CLASSES``; ``keys`` (sorted feature hashes) index the rows of ``weights``."""

    def __init__(self, keys: numpy.ndarray, weights: numpy.ndarray) -> None:
        self.keys = keys
        self.weights = weights

    @classmethod
    def fit(cls, texts: Iterable[str]) -> "PunctuationModel":
        """Trained on ``texts`` as typed (prepared as ``Parser.parse`` prepares a message)."""
        rows: list[list[int]] = []
        labels: list[int] = []
        for text in texts:
            words, gaps = split_marks(text)
            units = [unit(w) for w in words]
            for i in range(len(units) - 1):  # the gap after the last word is never filled
                rows.append(_keys(gap_features(units, i)))
                labels.append(CLASSES.index(gaps[i]))
        counts = Counter(key for row in rows for key in set(row))
        keys = numpy.asarray(sorted(k for k, n in counts.items() if n >= MIN_COUNT), dtype="uint64")
        flat = numpy.asarray([key for row in rows for key in row], dtype="uint64")
        owner = numpy.repeat(numpy.arange(len(rows)), [len(row) for row in rows])
        column = rows_of(keys, flat)
        example, column = owner[column >= 0], column[column >= 0]
        weights = _adam(example, column, numpy.asarray(labels), len(keys))
        return cls(keys, weights.astype("float32"))

    def probabilities(self, words: Sequence[str]) -> numpy.ndarray:
        """For each gap between two of ``words``, the probability of each class (rows: gaps)."""
        units = [unit(w) for w in words]
        gaps = max(len(units) - 1, 0)
        if not gaps:
            return numpy.zeros((0, len(CLASSES)))
        rows = rows_of(self.keys, numpy.asarray([_keys(gap_features(units, i)) for i in range(gaps)], dtype="uint64"))
        scores = numpy.where((rows >= 0)[..., None], self.weights[rows], 0.0).sum(axis=1, dtype="float64")
        scores = numpy.exp(scores - scores.max(axis=1, keepdims=True))
        return scores / scores.sum(axis=1, keepdims=True)

    def restore(self, text: str, threshold: float = THRESHOLD) -> str:
        """``text`` with a comma or full stop after each word where the model is at least ``threshold``
        sure one belongs (words and spaces otherwise as they were)."""
        words = text.split()
        marks = [""] * len(words)
        for i, p in enumerate(self.probabilities(words)):
            if 1.0 - p[0] >= threshold:
                marks[i] = CLASSES[1] if p[1] >= p[2] else CLASSES[2]
        return " ".join(word + mark for word, mark in zip(words, marks))

    def to_disk(self, path: Path) -> None:
        with open(path, "wb") as out:  # a file object: numpy.savez would add ".npz" to a bare name
            numpy.savez(out, keys=self.keys, weights=self.weights)

    @classmethod
    def from_disk(cls, path: Path) -> "PunctuationModel":
        with numpy.load(path) as data:
            return cls(data["keys"], data["weights"])


def _adam(example: numpy.ndarray, column: numpy.ndarray, labels: numpy.ndarray, width: int) -> numpy.ndarray:
    """Softmax regression weights (``width`` features × classes) by full-batch Adam from zero."""
    n, k = len(labels), len(CLASSES)
    weights = numpy.zeros((width, k))
    first = numpy.zeros_like(weights)
    second = numpy.zeros_like(weights)
    truth = numpy.eye(k)[labels]
    for step in range(1, ITERATIONS + 1):
        scores = numpy.stack([numpy.bincount(example, weights=weights[column, c], minlength=n) for c in range(k)], axis=1)
        scores -= scores.max(axis=1, keepdims=True)
        prob = numpy.exp(scores)
        prob /= prob.sum(axis=1, keepdims=True)
        error = prob - truth
        grad = numpy.stack([numpy.bincount(column, weights=error[example, c], minlength=width) for c in range(k)], axis=1) / n
        grad += L2 * weights
        first, second = adam_step(weights, grad, first, second, step, LEARN_RATE)
    return weights
