"""``tdbot_slots``: a trained fallback for facts the rule extractors leave unread.

The extractors (``nlp.extract_*``) read a fact only where a pattern of theirs matches, so a
fact stated in a phrasing nobody wrote a pattern for is left out, and the engine asks for
it. On fresh text that is the main fact error: on ``holdout/holdout_s10.jsonl`` (353 messages
written for this, none seen by the extractors' authors) a scratch count found 75 stated facts
left unread against 16 read wrongly.

This component learns, per irregularity, one softmax per annotated fact over the values
train gives it plus "not stated", from a bag of features of the message (the word norms and
lemmas and the lemma bigrams of ``nlp.textcat_model.doc_features``). It only *adds* a fact
the extractors left out, and only when it is at least ``threshold`` sure; it never
overrides or drops what the rules read. The engine rejects an impossible combination
(``EventError``), so an addition that breaks the event is left out. The facts it added are
named in ``Parsed.inferred`` so the reply can say they were inferred, not read.

Training (``SlotModel.fit``) is full-batch Adam from zero weights, in a fixed order: the
same corpus gives the same weights. ``nlp.train`` trains it beside the classifier and saves
it to the model folder (``slots.npz``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy
from spacy.language import Language
from spacy.tokens import Doc

import laws
from laws import Event, EventError

from .sparse import adam_step, rows_of
from .textcat_model import doc_features

VIEWS = ("norm", "lemma")
NGRAM = 2
FILE = "slots.npz"
# Chosen for precision, a wrong fact being worse than a question. A scratch comparison on
# holdout_s10 before it entered the repo: at 0.95, 20 facts added and 19 right; at 0.8, 38 added
# and 28 right. `tdbot eval --file nlp/corpus/holdout/holdout_s10.jsonl` shows the effect on exact facts.
THRESHOLD = 0.95
MIN_COUNT = 2  # a feature seen in fewer messages of the irregularity is not learned from
ITERATIONS = 150
LEARN_RATE = 0.05
L2 = 1e-4


def features(doc: Doc) -> numpy.ndarray:
    """The distinct feature keys of a doc (norms and lemmas set), sorted."""
    return numpy.unique(numpy.asarray(doc_features(doc, VIEWS, NGRAM, 0) or [0], dtype="uint64"))


@dataclass(frozen=True)
class Head:
    """One fact's softmax: its columns ``start:stop`` of the weights; ``values[0]`` is None, not stated."""

    fact: str
    values: tuple[Any, ...]
    start: int
    stop: int


@dataclass
class _Table:
    keys: numpy.ndarray  # sorted uint64 feature keys; row i of ``weights`` belongs to keys[i]
    weights: numpy.ndarray  # (len(keys) + 1, columns) float32; the last row is the bias
    heads: tuple[Head, ...]

    def rows(self, keys: numpy.ndarray) -> numpy.ndarray:
        """The weight rows of the known keys among ``keys``, plus the bias row."""
        at = rows_of(self.keys, keys)
        return numpy.append(at[at >= 0], len(self.keys))


class SlotModel:
    """Per irregularity, a softmax per annotated fact over a bag of features."""

    def __init__(self, tables: dict[str, _Table] | None = None) -> None:
        self.tables = tables or {}

    def __bool__(self) -> bool:
        return bool(self.tables)

    @classmethod
    def fit(cls, rows: Iterable[tuple[str, dict[str, Any], numpy.ndarray]],
            annotated: dict[str, Sequence[str]]) -> "SlotModel":
        """``rows``: (irregularity, its annotated facts, the feature keys) per train message."""
        grouped: dict[str, list[tuple[dict[str, Any], numpy.ndarray]]] = {}
        for irregularity, facts, keys in rows:
            grouped.setdefault(irregularity, []).append((facts, keys))
        tables = {}
        for irregularity in sorted(grouped):
            table = _fit_one(grouped[irregularity], annotated.get(irregularity, ()))
            if table is not None:
                tables[irregularity] = table
        return cls(tables)

    def predict(self, irregularity: str, keys: numpy.ndarray) -> dict[str, tuple[Any, float]]:
        """Per fact: the most likely value (None: not stated) and its probability."""
        table = self.tables.get(irregularity)
        if table is None:
            return {}
        z = table.weights[table.rows(keys)].sum(axis=0)
        out = {}
        for head in table.heads:
            p = numpy.exp(z[head.start:head.stop] - z[head.start:head.stop].max())
            p /= p.sum()
            best = int(p.argmax())
            out[head.fact] = (head.values[best], float(p[best]))
        return out

    def additions(self, irregularity: str, keys: numpy.ndarray, read: dict[str, Any],
                  threshold: float = THRESHOLD) -> dict[str, Any]:
        """The facts to add to what the rules ``read``: not read, stated with at least ``threshold``."""
        return {fact: value for fact, (value, p) in sorted(self.predict(irregularity, keys).items())
                if fact not in read and value is not None and p >= threshold}

    # -- storage: one .npz, the heads as JSON inside it ------------------------------
    def to_disk(self, path: Path) -> None:
        arrays: dict[str, numpy.ndarray] = {}
        index = {}
        for irregularity, table in self.tables.items():
            arrays[f"{irregularity}.keys"] = table.keys
            arrays[f"{irregularity}.weights"] = table.weights.astype("float16")
            index[irregularity] = [[h.fact, list(h.values), h.start, h.stop] for h in table.heads]
        arrays["index"] = numpy.frombuffer(json.dumps(index, sort_keys=True).encode(), dtype="uint8")
        with open(path, "wb") as out:
            numpy.savez_compressed(out, **arrays)

    @classmethod
    def from_disk(cls, path: Path) -> "SlotModel":
        with numpy.load(path) as data:
            index = json.loads(data["index"].tobytes().decode())
            tables = {
                irregularity: _Table(
                    data[f"{irregularity}.keys"], data[f"{irregularity}.weights"].astype("float32"),
                    tuple(Head(fact, tuple(values), start, stop) for fact, values, start, stop in heads))
                for irregularity, heads in index.items()
            }
        return cls(tables)


def _fit_one(items: list[tuple[dict[str, Any], numpy.ndarray]], facts: Sequence[str]) -> _Table | None:
    heads, start = [], 0
    for fact in facts:
        seen = sorted({json.dumps(f[fact]) for f, _ in items if fact in f})
        if not seen:
            continue
        values = (None, *(json.loads(v) for v in seen))
        heads.append(Head(fact, values, start, start + len(values)))
        start += len(values)
    if not heads:
        return None
    counts: dict[int, int] = {}
    for _, keys in items:
        for key in keys.tolist():
            counts[key] = counts.get(key, 0) + 1
    vocab = numpy.asarray(sorted(k for k, c in counts.items() if c >= MIN_COUNT), dtype="uint64")
    table = _Table(vocab, numpy.zeros((len(vocab) + 1, start), dtype="float32"), tuple(heads))
    # The messages as a sparse 0/1 matrix: the weight rows of each message's features, one after another.
    active = [table.rows(keys) for _, keys in items]
    cols = numpy.concatenate(active)
    row_starts = numpy.cumsum([0] + [len(a) for a in active[:-1]])
    order = numpy.argsort(cols, kind="stable")
    used, col_starts = numpy.unique(cols[order], return_index=True)
    row_of = numpy.repeat(numpy.arange(len(items)), [len(a) for a in active])[order]
    y = numpy.zeros((len(items), start), dtype="float32")
    for row, (facts_of, _) in enumerate(items):
        for head in heads:
            y[row, head.start + (head.values.index(facts_of[head.fact]) if head.fact in facts_of else 0)] = 1.0
    w = table.weights
    m = numpy.zeros_like(w)
    v = numpy.zeros_like(w)
    grad = numpy.zeros_like(w)
    for step in range(1, ITERATIONS + 1):
        z = numpy.add.reduceat(w[cols], row_starts)  # every message has the bias row, so no segment is empty
        for head in heads:
            block = numpy.exp(z[:, head.start:head.stop] - z[:, head.start:head.stop].max(axis=1, keepdims=True))
            z[:, head.start:head.stop] = block / block.sum(axis=1, keepdims=True)
        delta = (z - y) / len(items)
        grad[used] = numpy.add.reduceat(delta[row_of], col_starts)
        grad += L2 * w
        m, v = adam_step(w, grad, m, v, step, LEARN_RATE)
        grad[:] = 0.0
    return table


class SlotFiller:
    """The pipeline component: adds the facts the slot model is sure of to ``doc._.parsed``."""

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold
        self.model = SlotModel()

    def __call__(self, doc: Doc) -> Doc:
        parsed = doc._.parsed
        irregularity = parsed.event.irregularity if parsed is not None else None
        if not self.model or irregularity is None:
            return doc
        read = parsed.event.as_dict()
        added = self.model.additions(irregularity, features(doc), read, self.threshold)
        kept: dict[str, Any] = {}
        for fact, value in added.items():  # one by one: an addition the engine rejects is left out
            try:
                laws.decide(laws.SCHEMA.validate(Event.of(irregularity, {**read, **kept, fact: value})))
            except EventError:
                continue
            kept[fact] = value
        if kept:
            doc._.parsed = replace(parsed, event=Event.of(irregularity, {**read, **kept}),
                                   inferred=tuple(sorted(kept)))
        return doc

    def from_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> "SlotFiller":
        file = Path(path) / FILE if Path(path).is_dir() else Path(path)
        if file.exists():
            self.model = SlotModel.from_disk(file)
        return self

    def to_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> None:
        Path(path).mkdir(parents=True, exist_ok=True)
        self.model.to_disk(Path(path) / FILE)


@Language.factory(
    "tdbot_slots",
    assigns=["doc._.parsed"],
    requires=["doc._.parsed", "token.norm", "token.lemma"],
    default_config={"threshold": THRESHOLD},
)
def make_slots(nlp: Language, name: str, *, threshold: float) -> SlotFiller:
    return SlotFiller(threshold)
