"""Dutch lemmas from the ``spacy-lookups-data`` lookup table (about 210 000 forms).

Read once per process from the installed package (a quarter of a second), without
going through spaCy's registry, which would load all four Dutch tables.
"""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from importlib import resources


def lookups_table(name: str):
    """One table of the installed ``spacy-lookups-data`` package ("nl_lemma_lookup.json.gz"), read as JSON."""
    source = resources.files("spacy_lookups_data").joinpath("data", name)
    with source.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=1)
def lemma_table() -> dict[str, str]:
    return lookups_table("nl_lemma_lookup.json.gz")


def lemma(word: str) -> str:
    """The lookup lemma of a word form (lower-cased), or the form itself."""
    lower = word.lower()
    return lemma_table().get(lower, lower)


@lru_cache(maxsize=1)
def known_forms() -> frozenset[str]:
    """Every word form and lemma of the table: the Dutch words tdbot can tell from gibberish."""
    table = lemma_table()
    return frozenset(table) | frozenset(table.values())


def is_known(word: str) -> bool:
    """Whether a (lower-cased) word is a Dutch form or lemma of the lookup table."""
    return word.lower() in known_forms()
