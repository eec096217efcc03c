"""Test doubles for the parser seam (``nlp.load_parser()``): the real ``Parsed`` and
``SearchHit`` types, answers scripted per message. Used where a test exercises the bot's
mechanics (ambiguity buttons, error paths) independently of what the real parser answers."""

from __future__ import annotations

from typing import Callable

from laws import Event
from nlp.api import Parsed, SearchHit


class ScriptedParser:
    """Answers ``script[text]`` (a ``Parsed`` or a callable raising), else kind ``other``;
    records every text it was asked to parse."""

    def __init__(self, script: dict[str, Parsed | Callable[[str], Parsed]] | None = None,
                 hits: list[SearchHit] | None = None) -> None:
        self.script = dict(script or {})
        self.hits = list(hits or [])
        self.seen: list[str] = []

    def parse(self, text: str) -> Parsed:
        self.seen.append(text)
        answer = self.script.get(text)
        if callable(answer):
            return answer(text)
        if answer is not None:
            return answer
        return Parsed(text, Event(None), "other")

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        return self.hits[:limit]


def ambiguous(text: str, *candidates: str) -> Parsed:
    return Parsed(text, Event(None), "ambiguous", candidates=tuple(candidates), confidence=0.5)


def exploding(text: str) -> Parsed:
    raise RuntimeError("parser blew up (test)")


class RecordingParser:
    """Wraps the real parser and records what it was given."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.seen: list[str] = []

    def parse(self, text: str) -> Parsed:
        self.seen.append(text)
        return self.inner.parse(text)

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        return self.inner.search(query, limit)
