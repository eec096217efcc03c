"""The registered spaCy components of the tdbot pipeline (clinlp style).

Each factory takes keyword-only config, declares what it ``assigns``, and loads its
pattern data from the ``nlp/patterns`` package folder with ``importlib.resources``.

    tdbot_lexicon     token.norm_   shorthand → word ("sch" → "schoppen", "WL" → "wedstrijdleider")
    tdbot_lemmatizer  token.lemma_  lookup lemmas from spacy-lookups-data
    entity_ruler      doc.ents      SEAT, SIDE, CALL, CARD, TRICK, ARTICLE (spaCy's own component)
    tdbot_cues        doc.spans["cues"]  cue words for the fact extractors, typo-tolerant (FUZZY)
    tdbot_context     span._.negated     negation ("nog niet voldongen", "geen slag")
    textcat           doc.cats      trained irregularity classifier (nlp/train.py)
    tdbot_event       doc._.parsed  the Event (irregularity + facts), kind and candidates
"""

from __future__ import annotations

import json
from fnmatch import fnmatch
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml
from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span

from .lemmas import lemma

if not Span.has_extension("negated"):
    Span.set_extension("negated", default=False)
if not Doc.has_extension("parsed"):
    Doc.set_extension("parsed", default=None)


def pattern_text(name: str) -> str:
    return resources.files("nlp").joinpath("patterns", name).read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def load_jsonl(name: str) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(line) for line in pattern_text(name).splitlines() if line.strip())


@lru_cache(maxsize=None)
def load_yaml(name: str) -> Any:
    return yaml.safe_load(pattern_text(name))


class Lexicon:
    def __init__(self, table: dict[str, str]) -> None:
        self.table = {str(k).lower(): str(v) for k, v in table.items()}

    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            full = self.table.get(token.lower_)
            if full:
                token.norm_ = full
        return doc


@Language.factory("tdbot_lexicon", assigns=["token.norm"], default_config={"table": "abbreviations.yaml"})
def make_lexicon(nlp: Language, name: str, *, table: str) -> Lexicon:
    return Lexicon(load_yaml(table))


class Lemmatizer:
    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            token.lemma_ = lemma(token.norm_)
        return doc


@Language.factory("tdbot_lemmatizer", assigns=["token.lemma"], default_config={})
def make_lemmatizer(nlp: Language, name: str) -> Lemmatizer:
    return Lemmatizer()


def pattern_files(glob: str) -> list[str]:
    folder = resources.files("nlp").joinpath("patterns")
    return sorted(entry.name for entry in folder.iterdir() if fnmatch(entry.name, glob))


class Cues:
    def __init__(self, nlp: Language, patterns: str, spans_key: str) -> None:
        self.spans_key = spans_key
        self.matcher = Matcher(nlp.vocab)
        for name in pattern_files(patterns):
            for item in load_jsonl(name):
                self.matcher.add(item["label"], [item["pattern"]])

    def __call__(self, doc: Doc) -> Doc:
        spans = [Span(doc, start, end, label=match_id) for match_id, start, end in self.matcher(doc)]
        doc.spans[self.spans_key] = spans
        return doc


@Language.factory(
    "tdbot_cues",
    assigns=["doc.spans"],
    default_config={"patterns": "cues*.jsonl", "spans_key": "cues"},
)
def make_cues(nlp: Language, name: str, *, patterns: str, spans_key: str) -> Cues:
    return Cues(nlp, patterns, spans_key)


NEGATORS = frozenset({"niet", "geen", "nooit", "nie", "not", "no", "zonder", "nog-niet"})
_CLAUSE_BREAK = frozenset({",", ".", ";", ":", "?", "!", "maar", "en", "want", "terwijl", "toen", "daarna"})


def is_negated(before: list[str], window: int) -> bool:
    """True if a negator stands within ``window`` words before a cue, in the same clause."""
    for word in reversed(before[-window:]):
        if word in _CLAUSE_BREAK:
            return False
        if word in NEGATORS:
            return True
    return False


class Context:
    def __init__(self, window: int, spans_key: str) -> None:
        self.window = window
        self.spans_key = spans_key

    def __call__(self, doc: Doc) -> Doc:
        for span in doc.spans.get(self.spans_key, []):
            before = [t.lower_ for t in doc[max(0, span.start - self.window - 2) : span.start]]
            inside = [t.lower_ for t in span]
            span._.negated = is_negated(before, self.window) or any(w in NEGATORS for w in inside[:1])
        return doc


@Language.factory(
    "tdbot_context",
    assigns=["span._.negated"],
    requires=["doc.spans"],
    default_config={"window": 3, "spans_key": "cues"},
)
def make_context(nlp: Language, name: str, *, window: int, spans_key: str) -> Context:
    return Context(window, spans_key)


if not Doc.has_extension("cue_scores"):
    Doc.set_extension("cue_scores", default=None)


class IrregularityCues:
    """Sums the weights of the cue expressions of every irregularity found in the message."""

    def __init__(self, table: dict[str, list[list[Any]]]) -> None:
        import re

        self.rules = [(kind, float(weight), re.compile(pattern)) for kind, items in table.items() for weight, pattern in items]

    def scores(self, normalised: str) -> dict[str, float]:
        out: dict[str, float] = {}
        for kind, weight, pattern in self.rules:
            if pattern.search(normalised):
                out[kind] = out.get(kind, 0.0) + weight
        return {k: v for k, v in out.items() if v > 0}

    def __call__(self, doc: Doc) -> Doc:
        doc._.cue_scores = self.scores("".join(t.norm_ + t.whitespace_ for t in doc))
        return doc


@Language.factory(
    "tdbot_irregularity_cues",
    assigns=["doc._.cue_scores"],
    default_config={"table": "irregularities.yaml"},
)
def make_irregularity_cues(nlp: Language, name: str, *, table: str) -> IrregularityCues:
    return IrregularityCues(load_yaml(table))
