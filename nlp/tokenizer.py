"""tdbot's tokenizer: spaCy's Dutch punctuation rules with a pruned set of exceptions.

Registered as ``tdbot.Tokenizer.v1`` so a saved pipeline's config names it. The exceptions are
spaCy's Dutch ones filtered by ``patterns/tokenizer.yaml`` (see there why), plus
``BRIDGE_SPECIAL_CASES``. Besides reading words at a sentence end, the pruning makes a pipeline
quicker to build: spaCy adds each exception one by one, and the Dutch defaults have 4 670.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from spacy import util
from spacy.language import Language
from spacy.symbols import ORTH
from spacy.tokenizer import Tokenizer

from laws.errors import ParseError

from .components import load_yaml

TOKENIZER = "tdbot.Tokenizer.v1"

# Bridge words the Dutch defaults would keep whole before a full stop: a seat ("Gever Z."), a rank, a
# call or shorthand ("de ♥H.", "pas.", "sch."). Each is its own token and a stop.
BRIDGE_WORDS_BEFORE_STOP = ("n", "o", "z", "w", "a", "h", "v", "b", "k", "q", "j", "x", "pas", "sch", "vz", "bl")

_WORD_STOP = re.compile(r"[^\W\d_]+\.")
_SEAT_LETTERS = re.compile(r"(?:[nozw]\.)+[nozw]?\.?")


def kept_exceptions(rules: Mapping[str, Any], keep_with_stop: Iterable[str]) -> dict[str, Any]:
    """The exceptions of ``rules`` tdbot keeps: lower-case forms only; "word." only for a listed word;
    no run of seat letters with stops; nothing with a digit."""
    keep = {f"{word}." for word in keep_with_stop}
    kept = {}
    for form, tokens in rules.items():
        if form != form.lower() or any(ch.isdigit() for ch in form):
            continue
        if _WORD_STOP.fullmatch(form) and form not in keep:
            continue
        if _SEAT_LETTERS.fullmatch(form):
            continue
        kept[form] = tokens
    return kept


def special_cases() -> dict[str, list[dict]]:
    """Our own cases on top: the bridge words before a stop (in any case, since the tests and the
    training data feed mixed-case text too), and "(O):" as a seat in brackets and a colon."""
    cases: dict[str, list[dict]] = {}
    for word in BRIDGE_WORDS_BEFORE_STOP:
        for form in {word, word.upper(), word.capitalize()}:
            cases[f"{form}."] = [{ORTH: form}, {ORTH: "."}]
    cases["):"] = [{ORTH: ")"}, {ORTH: ":"}]
    return cases


class TokenizerDataError(ParseError):
    """``patterns/tokenizer.yaml`` is malformed."""


def rules_for(nlp: Language) -> dict[str, Any]:
    table = load_yaml("tokenizer.yaml")
    if not isinstance(table, dict) or set(table) != {"keep_with_stop"} or not all(
            isinstance(word, str) and word.isalpha() and word == word.lower() for word in table["keep_with_stop"]):
        raise TokenizerDataError("nlp/patterns/tokenizer.yaml must hold only keep_with_stop: a list of lower-case words")
    return {**kept_exceptions(nlp.Defaults.tokenizer_exceptions, table["keep_with_stop"]), **special_cases()}


@util.registry.tokenizers(TOKENIZER)
def create_tokenizer() -> Callable[[Language], Tokenizer]:
    def make(nlp: Language) -> Tokenizer:
        defaults = nlp.Defaults
        return Tokenizer(
            nlp.vocab,
            rules=rules_for(nlp),
            prefix_search=util.compile_prefix_regex(defaults.prefixes).search,
            suffix_search=util.compile_suffix_regex(defaults.suffixes).search,
            infix_finditer=util.compile_infix_regex(defaults.infixes).finditer,
            token_match=defaults.token_match,
            url_match=defaults.url_match,
        )

    return make
