"""nlp.punctuation: the clause marks put back in a message typed without any."""

from __future__ import annotations

import dataclasses

import numpy
import pytest

from nlp.api import Parser, load_parser
from nlp.corpus import Example
from nlp.evaluate import without_punctuation
from nlp.pipeline import ModelError, load_punctuation, model_path
from nlp.punctuation import FILE, PunctuationModel, gap_features, lacks_marks, split_marks, unit
from nlp.sparse import rows_of


def test_a_number_call_or_card_counts_as_its_kind_and_quotes_do_not_count():
    assert [unit(w) for w in ("17", "2♥", "3SA", "♠A", "10♦", "'klein'", "(N)", "Leider")] == [
        "<num>", "<call>", "<call>", "<card>", "<card>", "klein", "n", "leider"]


def test_marks_are_split_from_the_word_before_them_but_an_abbreviation_keeps_its_points():
    words, gaps = split_marks("W verzaakte, voldongen. N (leider) won i.p.v. O; slag 7: 'pas'. Klopt dat?")
    assert words == ["W", "verzaakte", "voldongen", "N", "(leider)", "won", "i.p.v.", "O", "slag", "7", "'pas'", "Klopt", "dat"]
    assert gaps == ["", ",", ".", "", "", "", "", ",", "", ",", ".", "", "."]


def test_only_a_message_of_some_words_without_any_mark_between_them_lacks_marks():
    assert lacks_marks("N speelt uit voor zijn beurt leider heeft niks gezien")
    assert lacks_marks("N speelt uit voor zijn beurt leider heeft niks gezien?")  # one at the very end
    assert not lacks_marks("N speelt uit voor zijn beurt, leider heeft niks gezien")
    assert not lacks_marks("N vz slag 7")  # too short to have clauses
    assert not lacks_marks("")


def test_a_gap_sees_both_words_both_pairs_around_it_and_the_word_ends():
    features = gap_features(["n", "speelt", "uit"], 1)
    assert {"Lspeelt", "Ruit", "Pspeelt|uit", "LLn|speelt", "RRuit|</s>", "SLelt", "SRuit"} <= set(features)
    assert "LL<s>|n" in gap_features(["n", "speelt"], 0)


def _tiny() -> PunctuationModel:
    texts = ["O verzaakte, W won de slag.", "N paste, Z bood 1♥.", "W won, O paste."] * 10
    texts += ["O won de slag van W.", "Z bood na de pas van N."] * 10
    return PunctuationModel.fit(texts)


def test_the_model_learns_the_marks_its_texts_were_typed_with_and_restores_them():
    model = _tiny()
    assert model.restore("O verzaakte W won de slag") == "O verzaakte, W won de slag"
    assert model.restore("Z bood na de pas van N") == "Z bood na de pas van N"
    p = model.probabilities("O verzaakte W".split())
    assert p.shape == (2, 3) and numpy.allclose(p.sum(axis=1), 1.0)
    assert model.restore("") == "" and model.restore("één") == "één"


def test_training_is_deterministic_and_survives_the_disk(tmp_path):
    a, b = _tiny(), _tiny()
    assert numpy.array_equal(a.keys, b.keys) and numpy.array_equal(a.weights, b.weights)
    a.to_disk(tmp_path / FILE)
    loaded = PunctuationModel.from_disk(tmp_path / FILE)
    assert numpy.array_equal(loaded.keys, a.keys) and numpy.array_equal(loaded.weights, a.weights)
    assert loaded.restore("O verzaakte W won de slag") == a.restore("O verzaakte W won de slag")


def test_lookup_finds_known_keys_and_marks_the_rest():
    keys = numpy.asarray([3, 8, 20], dtype="uint64")
    assert rows_of(keys, numpy.asarray([8, 9, 20, 1, 99], dtype="uint64")).tolist() == [1, -1, 2, -1, -1]
    assert rows_of(keys[:0], numpy.asarray([8], dtype="uint64")).tolist() == [-1]


def test_a_model_folder_without_the_punctuation_model_is_reported(tmp_path):
    (tmp_path / "config.cfg").write_text("")
    with pytest.raises(ModelError, match="python -m nlp.train"):
        load_punctuation(tmp_path)
    assert load_punctuation(tmp_path / "elsewhere") is None  # no trained model at all


def test_the_shipped_model_puts_a_comma_between_two_clauses():
    model = load_punctuation(model_path())
    assert model.restore("N speelt uit voor zijn beurt leider heeft de kaart nog niet gezien") == (
        "N speelt uit voor zijn beurt, leider heeft de kaart nog niet gezien")


@pytest.mark.parametrize("typed, punctuated", [
    ("Gever O N past als eerste terwijl O nog niets had gezegd daarna paste O ook gewoon",
     "Gever O. N past als eerste terwijl O nog niets had gezegd, daarna paste O ook gewoon."),
    ("5e slag vz Z voldongen O nam de slag NZ maakten er daarna nog 3",
     "5e slag vz Z, voldongen. O nam de slag, NZ maakten er daarna nog 3."),
])
def test_a_message_typed_without_marks_is_read_as_the_punctuated_one(typed, punctuated):
    parser = load_parser()
    without = Parser(parser.nlp, None)  # the same pipeline, no marks put back
    assert parser.parse(typed).event == parser.parse(punctuated).event
    assert without.parse(typed).event != parser.parse(punctuated).event  # what the marks are for


def test_a_punctuated_message_is_parsed_as_typed():
    parser = load_parser()
    text = "N speelt uit voor zijn beurt, leider heeft de kaart nog niet gezien"
    assert parser.parse(text) == Parser(parser.nlp, None).parse(text)


def test_the_eval_edit_drops_clause_marks_but_not_a_number_s():
    example = Example("W won, N (leider) 7.5 punt; klopt dat? Ja: 1,5.", "incident", "revoke", {})
    assert without_punctuation([example])[0] == dataclasses.replace(example, text="W won N (leider) 7.5 punt klopt dat? Ja 1,5")
