"""nlp.rerank: the classifier's near readings weighed again by what the text states under each."""

import json

import numpy
import pytest
import spacy

from nlp import rerank
from nlp.event import EventBuilder
from nlp.extract import Reader
from nlp.pipeline import ModelError, build, model_path
from nlp.rerank import FEATURES, Reading


def _reading(label, combined, facts=0, decided=False, questions=0):
    return Reading(label, score=combined, votes=0.0, cues=0.0, combined=combined, facts=facts, decided=decided,
                   questions=questions)


def test_features_give_one_row_per_reading_with_rank_and_facts_against_the_annotated_count():
    counts = {"revoke": (3.0, 1.0)}
    x = rerank.features([_reading("revoke", 0.6, facts=5, decided=True), _reading("claim", 0.3),
                         _reading("other", 0.1, facts=4)], counts)
    assert x.shape == (3, len(FEATURES))
    row = dict(zip(FEATURES, x[0]))
    assert row["first"] == 1 and row["second"] == 0 and row["behind"] == 0
    assert row["facts"] == 5 and row["decided"] == 1 and row["facts_z"] == pytest.approx((5 - 3) / 2)
    claim = dict(zip(FEATURES, x[1]))
    assert claim["second"] == 1 and claim["no_facts"] == 1 and claim["behind"] == pytest.approx(-0.3)
    assert claim["facts_z"] == 0  # an irregularity without counts is not weighed against any
    other = dict(zip(FEATURES, x[2]))
    assert other["other"] == 1 and other["facts"] == 0 and other["no_facts"] == 0


def test_probabilities_are_a_softmax_over_the_readings():
    x = rerank.features([_reading("revoke", 0.5), _reading("claim", 0.45, facts=3)], {})
    even = rerank.probabilities({}, x)
    assert even == pytest.approx([0.5, 0.5])
    facts_count = rerank.probabilities({"facts": 1.0}, x)
    assert facts_count.sum() == pytest.approx(1) and facts_count[1] > 0.9


def test_fit_learns_which_feature_tells_the_gold_reading_and_is_deterministic():
    rng = numpy.random.default_rng(0)
    groups, gold = [], []
    for _ in range(200):
        facts = rng.integers(0, 4, size=3)
        readings = [_reading(label, c, facts=int(f)) for label, c, f in zip(("a", "b", "c"), (0.5, 0.3, 0.2), facts)]
        groups.append(rerank.features(readings, {}))
        gold.append(int(numpy.argmax(facts + numpy.array([0.5, 0.25, 0]))))  # most facts, ties to the better score
    weights = rerank.fit(groups, gold)
    assert tuple(weights) == FEATURES and weights == rerank.fit(groups, gold)
    right = sum(int(rerank.probabilities(weights, x).argmax()) == t for x, t in zip(groups, gold))
    assert right >= 190 and weights["facts"] > 1
    with pytest.raises(ValueError, match="gold"):
        rerank.fit(groups[:3], [-1, -1, 5])


def test_fact_counts_round_trip_through_their_file(tmp_path):
    counts = rerank.fact_counts([("revoke", 2), ("revoke", 4), ("claim", 1)])
    assert counts == {"claim": (1.0, 0.0), "revoke": (3.0, 1.0)}
    rerank.save_counts(counts, tmp_path / rerank.FILE)
    assert rerank.load_counts(tmp_path / rerank.FILE) == counts
    (tmp_path / "bad.json").write_text(json.dumps({"revoke": 3}), encoding="utf-8")
    with pytest.raises(ValueError, match="mean, sd"):
        rerank.load_counts(tmp_path / "bad.json")


def _builder(weights, counts=None):
    built = EventBuilder(0.0, 0.1, 2.0, 0.7, 0.3, rerank_weights=weights)  # no cue weight: the scores as given
    built.fact_counts = counts if counts is not None else {"revoke": (3.0, 1.0), "claim": (2.0, 1.0)}
    return built


def _doc(text, cats):
    doc = build(use_model=False)(text)
    doc.cats = cats
    return doc


REVOKE = "w verzaakte in slag 7 en won die slag met de ♠a, de verzaking is voldongen"


def test_an_unsure_reading_under_which_the_text_states_nothing_loses_to_one_that_states_its_facts():
    builder = _builder({"facts": 2.0, "no_facts": -2.0})
    doc = _doc(REVOKE, {"claim": 0.45, "revoke": 0.4, "other": 0.15})
    reader = Reader(doc)
    readings = builder.readings(doc, builder.scores(doc), reader)
    assert [r.label for r in readings][:2] == ["claim", "revoke"] and readings[1].facts > readings[0].facts
    reranked = builder.reranked(doc, builder.scores(doc), reader)
    assert max(reranked, key=reranked.get) == "revoke"
    assert sum(reranked.values()) == pytest.approx(1)
    assert builder.classify(doc, reranked)[0] == "revoke"


def test_a_sure_classifier_or_a_builder_without_weights_or_counts_is_not_reranked():
    sure = _doc(REVOKE, {"claim": 0.95, "revoke": 0.04, "other": 0.01})
    builder = _builder({"facts": 2.0})
    assert builder.readings(sure, builder.scores(sure), Reader(sure)) is None
    assert builder.reranked(sure, builder.scores(sure), Reader(sure)) == builder.scores(sure)
    unsure = _doc(REVOKE, {"claim": 0.45, "revoke": 0.4, "other": 0.15})
    for plain in (_builder({}), _builder({"facts": 2.0}, counts={})):
        assert plain.reranked(unsure, plain.scores(unsure), Reader(unsure)) == plain.scores(unsure)


def test_unknown_rerank_features_fail_loudly():
    with pytest.raises(ValueError, match="unknown rerank features"):
        EventBuilder(0.1, 0.1, 2.0, 0.7, 0.3, rerank_weights={"fact": 1.0})


def test_the_shipped_pipeline_loads_the_fact_counts_and_weighs_every_feature():
    event = build().get_pipe("tdbot_event")
    assert set(event.rerank_weights) == set(FEATURES)
    assert event.fact_counts == rerank.load_counts(model_path() / rerank.FILE)
    assert "revoke" in event.fact_counts


def test_a_model_folder_without_its_fact_counts_is_refused(tmp_path):
    import shutil

    folder = tmp_path / "model"
    shutil.copytree(model_path(), folder)
    (folder / rerank.FILE).unlink()
    with pytest.raises(ModelError, match="python -m nlp.train"):
        build(folder)


def test_the_event_component_reads_the_fact_counts_of_a_model_folder(tmp_path):
    rerank.save_counts({"revoke": (3.0, 1.0)}, tmp_path / rerank.FILE)
    event = spacy.blank("nl").add_pipe("tdbot_event")
    assert event.fact_counts == {}  # no counts: no reranking (test above)
    assert event.from_disk(tmp_path).fact_counts == {"revoke": (3.0, 1.0)}
    assert event.from_disk(tmp_path / "nowhere").fact_counts == {"revoke": (3.0, 1.0)}  # a folder without them changes nothing
