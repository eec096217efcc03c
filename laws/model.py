"""Value objects shared by the engine, the parser and the bot.

All are frozen: an ``Event`` is what a message says happened, a ``Ruling`` is what
the engine decides about it. Both serialise to plain JSON-able dicts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Iterable, Mapping

FactValue = bool | int | str | tuple[str, ...]


class Status(str, Enum):
    """How far the engine got with an event."""

    DECIDED = "decided"  # a ruling with citations
    NEEDS_FACTS = "needs_facts"  # questions decide between rulings
    OUT_OF_SCOPE = "out_of_scope"  # an irregularity the engine has no rule for: no citation
    NOT_UNDERSTOOD = "not_understood"  # no irregularity recognised at all


class CitationRole(str, Enum):
    PRIMARY = "primary"  # the unit that governs the case
    RELATED = "related"  # a unit that may follow (16C, 72C, 12C1b ...)
    GOVERNING = "governing"  # while facts are missing: the unit every possible answer falls under


@dataclass(frozen=True)
class Event:
    """A structured irregularity: its kind plus every fact known about it.

    ``facts`` is kept as a sorted tuple of pairs so the event is hashable; use
    ``get`` and ``as_dict`` to read it and ``Event.of`` / ``with_facts`` to build it.
    """

    irregularity: str | None
    facts: tuple[tuple[str, FactValue], ...] = ()

    @classmethod
    def of(cls, irregularity: str | None, facts: Mapping[str, Any] | None = None, **more: Any) -> "Event":
        merged = {**(facts or {}), **more}
        return cls(irregularity, _freeze(merged))

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.facts:
            if key == name:
                return value
        return default

    def __contains__(self, name: str) -> bool:
        return any(key == name for key, _ in self.facts)

    def as_dict(self) -> dict[str, Any]:
        return {key: (list(value) if isinstance(value, tuple) else value) for key, value in self.facts}

    def with_facts(self, facts: Mapping[str, Any]) -> "Event":
        return Event.of(self.irregularity, {**self.as_dict(), **facts})

    def to_json(self) -> dict[str, Any]:
        return {"irregularity": self.irregularity, **self.as_dict()}


def _freeze(facts: Mapping[str, Any]) -> tuple[tuple[str, FactValue], ...]:
    frozen = []
    for key, value in facts.items():
        if value is None:
            continue
        if isinstance(value, list):
            value = tuple(value)
        frozen.append((key, value))
    return tuple(sorted(frozen))


@dataclass(frozen=True)
class Citation:
    unit: str
    role: CitationRole = CitationRole.PRIMARY


@dataclass(frozen=True)
class Option:
    value: FactValue
    label: str


@dataclass(frozen=True)
class Question:
    """A fact the engine needs, asked in Dutch with a small closed set of answers."""

    id: str
    text: str
    options: tuple[Option, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "options": [{"value": o.value, "label": o.label} for o in self.options],
        }

    def option_for(self, answer: Any) -> Option | None:
        """The option an answer selects: its value, its label, or its 1-based number."""
        text = str(answer).strip().lower()
        for option in self.options:
            if answer == option.value or text in (str(option.value).lower(), option.label.lower()):
                return option
        if text.isdigit() and 1 <= int(text) <= len(self.options):
            return self.options[int(text) - 1]
        return None


@dataclass(frozen=True)
class Ruling:
    """What the engine decided about an event.

    ``headline`` is the ruling in one Dutch sentence; ``steps`` (at most four) say
    who does what now; ``afterwards`` what may follow after play ("Na afloop");
    ``reasons`` explain which conditions fired; ``assumptions`` name facts the
    engine assumed because the message did not mention them.
    """

    status: Status
    event: Event
    headline: str
    steps: tuple[str, ...] = ()
    afterwards: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = ()
    reasons: tuple[str, ...] = ()
    assumptions: tuple[str, ...] = ()
    questions: tuple[Question, ...] = ()
    tricks_transferred: int | None = None
    rules_fired: tuple[str, ...] = ()
    director_decides: bool = False  # the law leaves a judgement to the director

    @property
    def citation_ids(self) -> list[str]:
        return [c.unit for c in self.citations]

    def with_(self, **changes: Any) -> "Ruling":
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status.value,
            "event": self.event.to_json(),
            "headline": self.headline,
            "steps": list(self.steps),
            "afterwards": list(self.afterwards),
            "citations": self.citation_ids,
            "reasons": list(self.reasons),
            "assumptions": list(self.assumptions),
            "questions": [q.to_json() for q in self.questions],
            "tricks_transferred": self.tricks_transferred,
            "rules_fired": list(self.rules_fired),
            "director_decides": self.director_decides,
        }


def unique(items: Iterable[Any]) -> tuple[Any, ...]:
    """Order-preserving de-duplication."""
    seen: dict[Any, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return tuple(seen)
