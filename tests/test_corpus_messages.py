"""Every annotated corpus message is a valid event: a known irregularity, only the facts
annotated for it, each with a value the schema allows."""

from collections import Counter

import pytest

from laws import SCHEMA, Event
from nlp.corpus import _key, all_examples, annotated_facts, holdout_examples

KINDS = {"incident", "question", "other", "ambiguous"}
EXAMPLES = all_examples()
HOLDOUT = holdout_examples()


def test_the_corpus_is_large_and_covers_every_irregularity_the_engine_rules_on():
    counts = Counter(e.irregularity for e in EXAMPLES if e.irregularity)
    assert len(EXAMPLES) >= 800
    assert set(counts) == set(SCHEMA.irregularities)
    assert min(counts.values()) >= 10


def test_the_holdout_messages_are_in_neither_train_nor_dev():
    assert len(HOLDOUT) >= 300
    assert not {_key(e.text) for e in HOLDOUT} & {_key(e.text) for e in EXAMPLES}


@pytest.mark.parametrize("example", EXAMPLES + HOLDOUT, ids=lambda e: e.source)
def test_each_message_is_a_valid_event(example):
    assert example.text.strip() and example.kind in KINDS
    if example.kind in ("other", "ambiguous"):
        assert example.irregularity is None and not example.facts
        assert example.kind != "ambiguous" or (
            len(example.candidates) == 2 and set(example.candidates) <= set(SCHEMA.irregularities))
        return
    assert example.irregularity in SCHEMA.irregularities
    assert set(example.facts) <= set(annotated_facts(example.irregularity)), example.text
    SCHEMA.validate(Event.of(example.irregularity, example.facts))
