"""The error hierarchy of tdbot, modelled on httpx: one base class, a few branches.

    TdbotError                  every error tdbot raises on purpose
    ├── CorpusError             the law data in ``laws/data`` is invalid (raised at import)
    ├── RuleDefinitionError     a rule function is declared wrongly (raised at import)
    ├── UnknownUnitError        a unit id that the corpus does not hold (carries nearest ids)
    ├── EventError              an event with an unknown fact or a value outside its domain
    ├── ParseError              (nlp) a message that cannot be turned into an event
    │   └── ModelError          (nlp) the trained model folder is incomplete; run ``python -m nlp.train``
    ├── ConfigError             (bot) a missing or malformed setting; names the variable
    └── StoreError              (bot) the incident log cannot be read or written

Every message says what is wrong and what to do about it. Only ``laws`` defines
classes here so that the lower layer never imports the upper ones; ``nlp`` and
``bot`` subclass the branches they own.
"""

from __future__ import annotations


class TdbotError(Exception):
    """Base class of every error tdbot raises on purpose."""


class CorpusError(TdbotError):
    """The law corpus data is invalid; the message names the file and the unit."""


class RuleDefinitionError(TdbotError):
    """A rule declares a citation, fact or exception that does not exist."""


class UnknownUnitError(TdbotError, KeyError):
    """A unit id that is not in the corpus."""

    def __init__(self, unit_id: str, nearest: tuple[str, ...] = ()) -> None:
        self.unit_id = unit_id
        self.nearest = nearest
        hint = f"; did you mean {', '.join(nearest)}?" if nearest else ""
        super().__init__(f"unknown law unit {unit_id!r}{hint}")

    def __str__(self) -> str:  # KeyError would repr() the message
        return self.args[0]


class EventError(TdbotError, ValueError):
    """An event names a fact the schema does not know, or a value outside its domain."""


class ParseError(TdbotError):
    """A message could not be turned into an event (raised by ``nlp``)."""


class ConfigError(TdbotError):
    """A setting is missing or malformed (raised by ``bot``); the message names the variable."""


class StoreError(TdbotError):
    """The incident log could not be read or written (raised by ``bot``)."""
