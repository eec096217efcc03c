"""tdbot's tokenizer (nlp/tokenizer.py): spaCy's Dutch exceptions, pruned by patterns/tokenizer.yaml."""

import pytest

from nlp import tokenizer
from nlp.pipeline import build_base
from spacy.symbols import ORTH

NLP = build_base()


def words(text):
    return [t.text for t in NLP.make_doc(text)]


def test_kept_exceptions_keeps_inner_stops_and_listed_abbreviations_only():
    rules = {"i.p.v.": [{ORTH: "i.p.v."}], "bijv.": [{ORTH: "bijv."}], "hand.": [{ORTH: "hand."}],
             "Bijv.": [{ORTH: "Bijv."}], "n.z.": [{ORTH: "n.z."}], "3e.": [{ORTH: "3e."}], "8)": [{ORTH: "8)"}],
             "'t": [{ORTH: "'t"}], ":)": [{ORTH: ":)"}]}
    kept = tokenizer.kept_exceptions(rules, ["bijv"])
    assert set(kept) == {"i.p.v.", "bijv.", "'t", ":)"}


@pytest.mark.parametrize("text, expected", [
    # a word ending a sentence keeps its meaning and its stop (the Dutch defaults kept "hand." whole)
    ("hij speelde uit zijn hand. de leider", ["hij", "speelde", "uit", "zijn", "hand", ".", "de", "leider"]),
    ("hij speelde al. toen", ["hij", "speelde", "al", ".", "toen"]),
    # shorthand the lexicon reads ("td" → wedstrijdleider) is read without its stop
    ("de td. kwam", ["de", "td", ".", "kwam"]),
    # a card before a bracket is no smiley "8)"
    ("(♠8)", ["(", "♠", "8", ")"]),
    # real abbreviations stay whole
    ("i.p.v. 3sa", ["i.p.v.", "3sa"]),
    ("zie art. 64a1, blz. 12", ["zie", "art.", "64a1", ",", "blz.", "12"]),
    # a seat, a rank or a call before a stop is its own token
    ("gever z. w past", ["gever", "z", ".", "w", "past"]),
    ("w speelde de ♥h. daarna", ["w", "speelde", "de", "♥", "h", ".", "daarna"]),
])
def test_tokens(text, expected):
    assert words(text) == expected


def test_the_lexicon_reads_shorthand_before_a_stop():
    doc = NLP("de td. kwam")
    assert doc[1].norm_ == "wedstrijdleider"


def test_the_exceptions_are_a_fraction_of_the_dutch_defaults():
    assert len(NLP.tokenizer.rules) < len(NLP.Defaults.tokenizer_exceptions) / 3


def test_malformed_tokenizer_data_fails_loudly(monkeypatch):
    monkeypatch.setattr(tokenizer, "load_yaml", lambda name: {"keep_with_stop": ["bijv"], "typo": []})
    with pytest.raises(tokenizer.TokenizerDataError, match="keep_with_stop"):
        tokenizer.rules_for(NLP)
    monkeypatch.setattr(tokenizer, "load_yaml", lambda name: {"keep_with_stop": ["Bijv."]})
    with pytest.raises(tokenizer.TokenizerDataError):
        tokenizer.rules_for(NLP)
