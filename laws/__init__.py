"""The law layer: the 2017 corpus as data, the fact schema, and the rule engine.

Pure: no I/O beyond reading package data, no spaCy, no Telegram. Importing this
package loads and validates everything (corpus, schema, every registered rule);
an invalid data file or rule fails the import with a message naming it.
"""

from __future__ import annotations

from . import rules as _rules  # noqa: F401  (registers the rule functions)
from .corpus import Corpus, Unit, normalize_id
from .corpus import load as load_corpus
from .engine import Engine, Outcome, rule
from .errors import (
    ConfigError,
    CorpusError,
    EventError,
    ParseError,
    RuleDefinitionError,
    StoreError,
    TdbotError,
    UnknownUnitError,
)
from .facts import Schema, load_schema
from .model import Citation, CitationRole, Event, Option, Question, Ruling, Status

ENGINE_VERSION = "0.1.0"

_loaded: dict[str, object] = {}


def __getattr__(name: str) -> object:
    # CORPUS, SCHEMA and ENGINE are built on first use while the data is being written;
    # `_load_all()` is called eagerly at the bottom of this module once it is complete.
    if name in ("CORPUS", "SCHEMA", "ENGINE"):
        _load_all()
        return _loaded[name]
    raise AttributeError(name)


def _load_all() -> None:
    if not _loaded:
        corpus = load_corpus()
        schema = load_schema()
        _loaded.update(CORPUS=corpus, SCHEMA=schema, ENGINE=Engine(corpus, schema))


def decide(event: Event) -> Ruling:
    """Decide one event with the default engine."""
    return _loaded_engine().decide(event)


def _loaded_engine() -> Engine:
    _load_all()
    return _loaded["ENGINE"]  # type: ignore[return-value]


__all__ = [
    "CORPUS", "ENGINE", "ENGINE_VERSION", "SCHEMA", "Citation", "CitationRole", "ConfigError", "Corpus",
    "CorpusError", "Engine", "Event", "EventError", "Option", "Outcome", "ParseError", "Question",
    "RuleDefinitionError", "Ruling", "Schema", "Status", "StoreError", "TdbotError", "Unit",
    "UnknownUnitError", "decide", "load_corpus", "load_schema", "normalize_id", "rule",
]
