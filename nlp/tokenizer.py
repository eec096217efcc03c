"""tdbot's tokenizer: spaCy's Dutch punctuation rules and exceptions, lower-case forms only.

Registered as ``tdbot.Tokenizer.v1`` so a saved pipeline's config names it. The parser lower-cases a
message before it is tokenized, so of spaCy's 4 670 Dutch exceptions only the 1 646 lower-case forms
can ever apply; leaving out the others makes no token differ and saves building them (spaCy adds
each exception one by one: about half a second of every start on the development machine). On top
come ``special_cases()``, the bridge words before a full stop.

Tried and not kept (session 24): keeping a "word." form whole only for a short list of abbreviations,
so that a word ending a sentence ("zijn hand.", "al.") or shorthand before a stop ("td.", "verz.") is
read as the word; retrained with three seeds, it read 2–3 fewer of the 3 077 held-out messages right
on average and about 4 fewer of dev's 462: the readers downstream were written on the tokens as
they are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from spacy import util
from spacy.language import Language
from spacy.symbols import ORTH
from spacy.tokenizer import Tokenizer

TOKENIZER = "tdbot.Tokenizer.v1"

# Bridge words the Dutch defaults would keep whole before a full stop: a seat ("Gever Z."), a rank, a
# call or shorthand ("de ♥H.", "pas.", "sch."). Each is its own token and a stop.
BRIDGE_WORDS_BEFORE_STOP = ("n", "o", "z", "w", "a", "h", "v", "b", "k", "q", "j", "x", "pas", "sch", "vz", "bl")


def lower_case_exceptions(rules: Mapping[str, Any]) -> dict[str, Any]:
    """The exceptions of ``rules`` whose form is lower case: the only ones lower-cased text can match."""
    return {form: tokens for form, tokens in rules.items() if form == form.lower()}


def special_cases() -> dict[str, list[dict]]:
    """Our cases on top of the Dutch ones: the bridge words before a stop (in every case, for callers that
    tokenize text as typed), and "(O):" as a seat in brackets and a colon, not one token "):"."""
    cases: dict[str, list[dict]] = {}
    for word in BRIDGE_WORDS_BEFORE_STOP:
        for form in {word, word.upper(), word.capitalize()}:
            cases[f"{form}."] = [{ORTH: form}, {ORTH: "."}]
    cases["):"] = [{ORTH: ")"}, {ORTH: ":"}]
    return cases


def rules_for(nlp: Language) -> dict[str, Any]:
    return {**lower_case_exceptions(nlp.Defaults.tokenizer_exceptions), **special_cases()}


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
