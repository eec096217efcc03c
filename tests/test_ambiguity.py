"""The ambiguity scorer (nlp.ambiguity): its score kept apart from the irregularities' scores, the pairs it may
ask about, and when tdbot_event asks instead of ruling on its reading."""

import json
from pathlib import Path

import pytest
import spacy

from laws import SCHEMA
from nlp import ambiguity
from nlp.corpus import Example, holdout_examples
from nlp.event import EventBuilder
from nlp.extract import Reader
from nlp.pipeline import build, model_path

PAIR = ("call_out_of_rotation", "insufficient_bid")


def _ambiguous(*candidates: str) -> Example:
    return Example("x", "ambiguous", None, {}, tuple(candidates))


def test_take_score_leaves_the_irregularities_as_they_were():
    cats = {"revoke": 0.7, "other": 0.3, ambiguity.AMBIGUOUS: 0.8, ambiguity.CLEAR: 0.2}
    assert ambiguity.take_score(cats) == ({"revoke": 0.7, "other": 0.3}, 0.8)
    assert ambiguity.take_score({"revoke": 1.0}) == ({"revoke": 1.0}, 0.0)


def test_pairs_are_those_enough_ambiguous_messages_name_in_either_order():
    items = ([_ambiguous(*PAIR)] * (ambiguity.MIN_EXAMPLES - 2) + [_ambiguous(*reversed(PAIR))] * 2
             + [_ambiguous("claim", "score_correction")] * (ambiguity.MIN_EXAMPLES - 1)
             + [Example("y", "incident", "claim", {}, ("claim", "score_correction"))] * 9)
    assert ambiguity.pairs_of(items) == [PAIR]


def test_the_best_pair_is_the_highest_sum_with_the_better_reading_first():
    pairs = [PAIR, ("claim", "score_correction")]
    scores = {"insufficient_bid": 0.5, "call_out_of_rotation": 0.1, "claim": 0.4, "score_correction": 0.1}
    assert ambiguity.best_pair(pairs, scores) == ("insufficient_bid", "call_out_of_rotation")
    assert ambiguity.best_pair([], scores) == ()


def test_pairs_are_written_and_read_back_and_a_bad_file_says_how_to_rebuild_it(tmp_path: Path):
    ambiguity.save_pairs([PAIR], tmp_path / ambiguity.FILE)
    assert ambiguity.load_pairs(tmp_path / ambiguity.FILE) == [PAIR]
    (tmp_path / ambiguity.FILE).write_text(json.dumps({"pairs": [["revoke"]]}), encoding="utf-8")
    with pytest.raises(ValueError, match="nlp.train"):
        ambiguity.load_pairs(tmp_path / ambiguity.FILE)


@pytest.fixture(scope="module")
def rules():
    return build(use_model=False)


def _question(rules, text: str, score: float, reading: str | None, at: float = 0.6) -> tuple[str, ...]:
    builder = EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0, ambiguous_at=at)
    builder.pairs = [PAIR, ("claim", "score_correction")]
    doc = rules(text)
    doc._.ambiguity = score
    scores = {"insufficient_bid": 0.3, "call_out_of_rotation": 0.6, "other": 0.1}
    return builder.ambiguity_question(doc, reading, scores, Reader(doc))


def test_a_message_that_reads_as_ambiguous_is_asked_about_its_reading_and_that_reading_s_pair(rules):
    text = "z bood 2♣ maar ik weet niet meer of dat mocht"
    assert _question(rules, text, 0.8, "call_out_of_rotation") == ("call_out_of_rotation", "insufficient_bid")
    assert _question(rules, text, 0.5, "call_out_of_rotation") == ()  # below ambiguous_at
    assert _question(rules, text, 0.8, None) == ()  # no reading: nothing to ask about
    assert _question(rules, text, 0.8, "revoke") == ()  # a reading in no pair
    assert _question(rules, "welterusten allemaal", 0.9, "call_out_of_rotation") == ()  # no bridge word


def test_a_boundary_fact_the_text_states_still_decides_instead_of_a_question(rules):
    # a bid not higher than the one before it is an insufficient bid (Law 27): nothing to ask
    assert _question(rules, "na 1♠ van w bood n 1♥", 0.9, "call_out_of_rotation") == ()


def test_the_shipped_pipeline_keeps_the_score_out_of_the_irregularities_scores():
    nlp = build()
    assert ambiguity.PIPE in nlp.pipe_names
    doc = nlp("w legde een kaart open op tafel, ik weet niet of het bieden al klaar was")
    assert ambiguity.AMBIGUOUS not in doc.cats and ambiguity.CLEAR not in doc.cats
    assert sum(doc.cats.values()) == pytest.approx(1.0, abs=1e-4)
    assert 0.0 <= doc._.ambiguity <= 1.0
    pairs = ambiguity.load_pairs(model_path() / ambiguity.FILE)
    assert pairs and all(set(pair) <= set(SCHEMA.irregularities) for pair in pairs)


def test_held_out_ambiguous_messages_score_higher_than_the_others():
    """Messages nobody trained on: the ones written as ambiguous score far higher on average than the rest."""
    nlp = build()
    held = holdout_examples()
    scores = {kind: [nlp(e.text.lower())._.ambiguity for e in held if (e.kind == "ambiguous") == kind]
              for kind in (True, False)}
    assert len(scores[True]) >= 20
    mean = {kind: sum(v) / len(v) for kind, v in scores.items()}
    assert mean[True] > 5 * mean[False]
