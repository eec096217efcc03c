"""tdbot's tokenizer (nlp/tokenizer.py): spaCy's Dutch exceptions in lower case, plus the bridge cases."""

import pytest
import spacy
from spacy.symbols import ORTH

from nlp import tokenizer
from nlp.corpus import all_examples
from nlp.normalize import prepare
from nlp.pipeline import build_base

NLP = build_base()


def words(text):
    return [t.text for t in NLP.make_doc(text)]


def test_lower_case_exceptions_keeps_only_lower_case_forms():
    rules = {"i.p.v.": [{ORTH: "i.p.v."}], "Bijv.": [{ORTH: "Bijv."}], "bijv.": [{ORTH: "bijv."}], "'t": [{ORTH: "'t"}]}
    assert set(tokenizer.lower_case_exceptions(rules)) == {"i.p.v.", "bijv.", "'t"}


# (a seat, rank or call before a stop: tests/test_nlp_helpers.py)
@pytest.mark.parametrize("text, expected", [
    ("zie art. 64a1, blz. 12", ["zie", "art.", "64a1", ",", "blz.", "12"]),  # lower-case abbreviations stay whole
    ("gever z. w past", ["gever", "z", ".", "w", "past"]),
])
def test_tokens(text, expected):
    assert words(text) == expected


def test_lower_cased_messages_tokenize_as_with_every_dutch_exception():
    """Leaving out the forms with a capital changes no token of a lower-cased message: checked on every
    corpus message against spaCy's full Dutch tokenizer with the same bridge cases."""
    full = spacy.blank("nl")
    for form, tokens in tokenizer.special_cases().items():
        full.tokenizer.add_special_case(form, tokens)
    for example in all_examples():
        text = prepare(example.text).lower()
        assert [t.text for t in NLP.make_doc(text)] == [t.text for t in full.make_doc(text)], text


def test_the_exceptions_are_a_fraction_of_the_dutch_defaults():
    assert len(NLP.tokenizer.rules) < len(NLP.Defaults.tokenizer_exceptions) / 2
