"""The registered spaCy components of the tdbot pipeline (clinlp style).

Each factory takes keyword-only config, declares what it ``assigns``, and loads its
pattern data from the ``nlp/patterns`` package folder with ``importlib.resources``.

    tdbot_joins       tokens        a word run together split in two ("voorzijn" → "voor zijn"; nlp/spelling.py)
    tdbot_lexicon     token.norm_   shorthand → word ("sch" → "schoppen", "WL" → "wedstrijdleider")
    tdbot_spelling    token.norm_   a slip → the train word ("tegnspeler" → "tegenspeler"; nlp/spelling.py)
    tdbot_lemmatizer  token.lemma_  lookup lemmas from spacy-lookups-data
    entity_ruler      doc.ents      SEAT, SIDE, CALL, CARD, TRICK, ARTICLE (spaCy's own component)
    tdbot_cues        doc.spans["cues"]  cue words for the fact extractors, typo-tolerant (FUZZY)
    tdbot_context     span._.negated     negation ("nog niet voldongen", "geen slag")
    textcat           doc.cats      trained irregularity classifier (nlp/train.py)
    textcat_ambiguity doc.cats      trained scorer: does the message leave open which of two it is (nlp/ambiguity.py)
    tdbot_ambiguity   doc._.ambiguity  that score, taken out of doc.cats again
    tdbot_neighbours  doc._.neighbour_votes  the votes of the nearest train messages (nlp/neighbours.py)
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
from spacy.matcher.levenshtein import levenshtein_compare
from spacy.tokens import Doc, Span

from .lemmas import lemma
from .spelling import tokens_text

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


# Shorthand that is also a bridge word: "nt" is "niet" on a phone ("OW nt akkoord", "nt vold."),
# but no trump after a level or before "contract" ("3 nt", "in nt", "nt contract").
NO_TRUMP_BEFORE = frozenset({"in", "op", "naar", "spelen", "speelt", "speelde", "bood", "biedt", "bieden"})


def is_no_trump(token) -> bool:
    """Whether a token "nt" means no trump, read from its neighbours."""
    before = token.nbor(-1).lower_ if token.i > 0 else ""
    after = token.nbor(1).lower_ if token.i + 1 < len(token.doc) else ""
    return before.isdigit() or before in NO_TRUMP_BEFORE or after in ("contract", "contracten")


class Lexicon:
    def __init__(self, table: dict[str, str]) -> None:
        self.table = {str(k).lower(): str(v) for k, v in table.items()}

    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            full = self.table.get(token.lower_)
            if full and not (token.lower_ == "nt" and is_no_trump(token)):
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


def fuzzy_terms(pattern: list[dict[str, Any]]) -> list[tuple[str, int, tuple[str, ...]]]:
    """The typo-tolerant token tests of a Matcher pattern: (attribute, max edits, terms) each.

    Max edits is spaCy's: ``FUZZYn`` allows n, plain ``FUZZY`` -1 (spaCy's default, at least 2).
    Only ``NORM`` is supported, so that the pre-filter reads the same string the Matcher does.
    """
    found = []
    for token in pattern:
        for attr, test in token.items():
            if not isinstance(test, dict):
                continue
            for op, value in test.items():
                if not op.startswith("FUZZY"):
                    continue
                if attr != "NORM":
                    raise ValueError(f"cue pattern {pattern}: FUZZY is supported on NORM only, not {attr}")
                terms = tuple(value["IN"]) if isinstance(value, dict) else (value,)
                found.append((attr, int(op[len("FUZZY"):] or -1), terms))
    return found


# The token attributes a one-token cue pattern may test to be matched per distinct word (``Cues.word_cues``,
# memoised by ORTH, NORM and LEMMA): the word's own spelling, its norm and its lemma, and what follows from
# them. A pattern on anything else (an entity type, the sentence, an extension) goes to the Matcher.
WORD_ATTRS = frozenset({"ORTH", "TEXT", "LOWER", "NORM", "LEMMA", "LENGTH", "IS_ALPHA", "IS_DIGIT", "IS_LOWER",
                        "IS_UPPER", "IS_TITLE", "IS_PUNCT", "IS_ASCII", "LIKE_NUM"})


class Cues:
    """Cue spans from the Matcher patterns in ``cues*.jsonl``.

    The Matcher tests every pattern at every token, and its fuzzy tests (a Levenshtein distance per
    token and term) and ``IN`` lists are evaluated in Python, so the patterns are matched in three
    groups:

    - a pattern of one token (no ``OP``) matches a token by its own attributes alone, so it is
      matched once per distinct word (``ORTH``, ``NORM``, ``LEMMA``) on that one token and memoised;
    - the other fuzzy patterns are matched only near a token that passes one of their fuzzy tests
      (memoised per word): a match of such a pattern always contains such a token and is at most
      ``width`` tokens long;
    - the rest by one Matcher over the doc.

    The spans are exactly those of one Matcher over all patterns, in the same order (start, end,
    then the order of the pattern files), each (label, start, end) once.
    """

    MEMO_LIMIT = 100_000

    def __init__(self, nlp: Language, patterns: str, spans_key: str) -> None:
        self.spans_key = spans_key
        self.matcher = Matcher(nlp.vocab)
        self.fuzzy_matcher = Matcher(nlp.vocab)
        self.word_matcher = Matcher(nlp.vocab)
        self.order: dict[int, int] = {}
        self.fuzzy_tests: list[tuple[int, tuple[str, ...]]] = []
        self.width = 0
        for name in pattern_files(patterns):
            for item in load_jsonl(name):
                label, pattern = item["label"], item["pattern"]
                self.order.setdefault(nlp.vocab.strings.add(label), len(self.order))
                tests = fuzzy_terms(pattern)
                if len(pattern) == 1 and set(pattern[0]) <= WORD_ATTRS:
                    self.word_matcher.add(label, [pattern])
                    continue
                if not tests:
                    self.matcher.add(label, [pattern])
                    continue
                if any(token.get("OP") in ("*", "+") or "{" in str(token.get("OP", "")) for token in pattern):
                    raise ValueError(f"cue pattern {pattern}: a fuzzy pattern must have a bounded length")
                if any("OP" in token and fuzzy_terms([token]) for token in pattern):
                    raise ValueError(f"cue pattern {pattern}: a fuzzy token must match exactly once (no OP)")
                self.fuzzy_matcher.add(label, [pattern])
                self.width = max(self.width, len(pattern))
                self.fuzzy_tests.extend((edits, terms) for _attr, edits, terms in tests)
        self._near: dict[str, bool] = {}
        self._words: dict[tuple[int, int, int], tuple[int, ...]] = {}

    def word_cues(self, doc: Doc, i: int) -> tuple[int, ...]:
        """The labels of the one-token patterns that match token ``i`` (memoised per word)."""
        token = doc[i]
        key = (token.orth, token.norm, token.lemma)
        known = self._words.get(key)
        if known is None:
            known = tuple(match_id for match_id, _s, _e in self.word_matcher(doc[i : i + 1]))
            if len(self._words) >= self.MEMO_LIMIT:
                self._words.clear()
            self._words[key] = known
        return known

    def near(self, word: str) -> bool:
        """True if ``word`` passes one of the fuzzy token tests (spaCy's own comparison)."""
        known = self._near.get(word)
        if known is None:
            known = any(levenshtein_compare(word, term, edits) for edits, terms in self.fuzzy_tests for term in terms)
            if len(self._near) >= self.MEMO_LIMIT:
                self._near.clear()
            self._near[word] = known
        return known

    def windows(self, doc: Doc) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        for i, token in enumerate(doc):
            if self.near(token.norm_):
                start, end = max(0, i - self.width + 1), min(len(doc), i + self.width)
                if spans and start <= spans[-1][1]:
                    spans[-1] = (spans[-1][0], end)
                else:
                    spans.append((start, end))
        return spans

    def __call__(self, doc: Doc) -> Doc:
        found = list(self.matcher(doc))
        found.extend((match_id, i, i + 1) for i in range(len(doc)) for match_id in self.word_cues(doc, i))
        for start, end in self.windows(doc):
            found.extend((match_id, start + s, start + e) for match_id, s, e in self.fuzzy_matcher(doc[start:end]))
        # One Matcher reports a (label, start, end) once, however many of its patterns match there.
        found = sorted(set(found), key=lambda m: (m[1], m[2], self.order[m[0]]))
        doc.spans[self.spans_key] = [Span(doc, start, end, label=match_id) for match_id, start, end in found]
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
        doc._.cue_scores = self.scores(tokens_text(doc, "norm_"))
        return doc


@Language.factory(
    "tdbot_irregularity_cues",
    assigns=["doc._.cue_scores"],
    default_config={"table": "irregularities.yaml"},
)
def make_irregularity_cues(nlp: Language, name: str, *, table: str) -> IrregularityCues:
    return IrregularityCues(load_yaml(table))
