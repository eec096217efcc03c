"""Dutch understanding: a spaCy pipeline that turns a director's message into an ``Event``.

Public interface (used by ``bot``):

    parser = load_parser()          # builds the pipeline once (cached)
    parsed = parser.parse(text)     # -> Parsed(event, kind, candidates, ...)
    hits = parser.search("strafkaart", limit=5)   # lemma-aware law search
"""

from __future__ import annotations

import re as _re

# The extractors use some 4 100 distinct regular expressions over the corpus (many built per seat);
# Python keeps only 512 compiled patterns, so without this every parse recompiles hundreds of them.
_re._MAXCACHE = max(getattr(_re, "_MAXCACHE", 512), 8192)

from . import extract as _extract  # noqa: E402,F401  (registers every extractor before any single module is imported)
from .api import Parsed, Parser, SearchHit, load_parser

__all__ = ["Parsed", "Parser", "SearchHit", "load_parser"]
