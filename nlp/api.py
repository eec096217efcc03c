"""The parser's public types. (Interim: the real pipeline replaces ``Parser.parse``.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from laws import Event


@dataclass(frozen=True)
class Parsed:
    """What the parser made of one message.

    ``kind``: ``incident`` | ``question`` (about the law) | ``other`` (not about a
    bridge irregularity) | ``ambiguous`` (``candidates`` names two irregularities) |
    ``empty`` (nothing usable: blank, binary, only symbols).
    """

    text: str
    event: Event
    kind: str
    candidates: tuple[str, ...] = ()
    confidence: float = 0.0
    notes: tuple[str, ...] = field(default=())

    def to_json(self) -> dict:
        return {"kind": self.kind, "candidates": list(self.candidates), "confidence": round(self.confidence, 3)}


@dataclass(frozen=True)
class SearchHit:
    unit: str
    score: float
    snippet: str  # with the matched words marked as «word»


class Parser:
    def parse(self, text: str) -> Parsed:
        return Parsed(text, Event(None), "other")

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        return []


@lru_cache(maxsize=1)
def load_parser() -> Parser:
    return Parser()
