"""The parser's public types and entry point."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from functools import lru_cache

from laws import Event

from .normalize import prepare
from .punctuation import lacks_marks
from .spelling import readings


@dataclass(frozen=True)
class Parsed:
    """What the parser made of one message.

    ``kind``: ``incident`` | ``question`` (about the law) | ``other`` (not about a
    bridge irregularity) | ``ambiguous`` (``candidates`` names two irregularities) |
    ``empty`` (nothing usable: blank, binary, only symbols). ``inferred``: the facts of the
    event the trained slot model added (``nlp.slots``), not read by a rule. ``spelled``: the words
    read as slips of a train word or as two words run together (``nlp.spelling``), as (typed, read as)
    pairs in text order.
    """

    text: str
    event: Event
    kind: str
    candidates: tuple[str, ...] = ()
    confidence: float = 0.0
    notes: tuple[str, ...] = field(default=())
    inferred: tuple[str, ...] = ()
    spelled: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict:
        return {"kind": self.kind, "candidates": list(self.candidates), "confidence": round(self.confidence, 3),
                "inferred": list(self.inferred), "spelled": [list(pair) for pair in self.spelled]}


@dataclass(frozen=True)
class SearchHit:
    unit: str
    score: float
    snippet: str  # with the matched words marked as «word»


class Parser:
    """The spaCy pipeline behind one object; thread-safe for the bot's worker threads."""

    def __init__(self, nlp=None, punctuation=None) -> None:
        """``nlp``: the pipeline (default: ``build()`` with the trained model folder); ``punctuation``: the
        ``PunctuationModel`` that puts marks back in a message typed without any (default: the model
        folder's, with the default pipeline only)."""
        from .pipeline import build, load_punctuation

        if nlp is None:
            nlp, punctuation = build(), punctuation or load_punctuation()
        self.nlp = nlp
        self.punctuation = punctuation
        self._lock = threading.Lock()
        self._search = None

    def parse(self, text: str) -> Parsed:
        cleaned = prepare(text)
        if not cleaned:
            return Parsed(text, Event(None), "empty")
        if self.punctuation is not None and lacks_marks(cleaned):
            cleaned = self.punctuation.restore(cleaned)  # "… voor zijn beurt leider heeft …" → "… beurt, leider …"
        with self._lock:
            doc = self.nlp(cleaned.lower())  # case carries no meaning here; the classifier is trained lower-case
        parsed: Parsed = doc._.parsed
        return replace(parsed, text=text, spelled=readings(doc))

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        from .search import LawSearch

        if self._search is None:
            self._search = LawSearch()
        return self._search.search(query, limit)


@lru_cache(maxsize=1)
def load_parser() -> Parser:
    return Parser()
