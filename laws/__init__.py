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

CORPUS: Corpus = load_corpus()
SCHEMA: Schema = load_schema()
ENGINE: Engine = Engine(CORPUS, SCHEMA)


def decide(event: Event) -> Ruling:
    """Decide one event with the default engine."""
    return ENGINE.decide(event)


__all__ = [
    "CORPUS", "ENGINE", "ENGINE_VERSION", "SCHEMA", "Citation", "CitationRole", "ConfigError", "Corpus",
    "CorpusError", "Engine", "Event", "EventError", "Option", "Outcome", "ParseError", "Question",
    "RuleDefinitionError", "Ruling", "Schema", "Status", "StoreError", "TdbotError", "Unit",
    "UnknownUnitError", "decide", "load_corpus", "load_schema", "normalize_id", "rule",
]
