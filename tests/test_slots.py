"""nlp.slots: the trained fallback that adds facts the extractors left unread, and only those."""

from __future__ import annotations

import numpy
import pytest

from laws import Event
from nlp.api import Parsed
from nlp.slots import SlotFiller, SlotModel

STATED, OTHER_WORD, NOISE = 11, 22, 33  # feature keys


def _keys(*keys: int) -> numpy.ndarray:
    return numpy.unique(numpy.asarray(keys, dtype="uint64"))


def _model() -> SlotModel:
    """Revoke messages: feature STATED goes with established=True, OTHER_WORD with no statement."""
    rows = []
    for _ in range(40):
        rows.append(("revoke", {"established": True}, _keys(STATED, NOISE)))
        rows.append(("revoke", {}, _keys(OTHER_WORD, NOISE)))
    return SlotModel.fit(rows, {"revoke": ("established", "trick_number")})


def test_a_feature_seen_with_a_fact_predicts_it_and_silence_predicts_absence():
    model = _model()
    value, p = model.predict("revoke", _keys(STATED))["established"]
    assert value is True and p > 0.95
    value, p = model.predict("revoke", _keys(OTHER_WORD))["established"]
    assert value is None and p > 0.95
    # a fact train never gives a value for gets no head; an irregularity without a table, no prediction
    assert "trick_number" not in model.predict("revoke", _keys(STATED))
    assert model.predict("claim", _keys(STATED)) == {}


def test_additions_never_override_or_repeat_what_the_rules_read():
    model = _model()
    assert model.additions("revoke", _keys(STATED), {}) == {"established": True}
    assert model.additions("revoke", _keys(STATED), {"established": False}) == {}
    assert model.additions("revoke", _keys(OTHER_WORD), {}) == {}
    assert model.additions("revoke", _keys(STATED, OTHER_WORD), {}, threshold=1.01) == {}


def test_training_is_deterministic_and_the_file_round_trips(tmp_path):
    a, b = _model(), _model()
    assert numpy.array_equal(a.tables["revoke"].weights, b.tables["revoke"].weights)
    a.to_disk(tmp_path / "slots.npz")
    loaded = SlotModel.from_disk(tmp_path / "slots.npz")
    for keys in (_keys(STATED), _keys(OTHER_WORD), _keys(NOISE), _keys(99)):
        (va, pa), (vb, pb) = a.predict("revoke", keys)["established"], loaded.predict("revoke", keys)["established"]
        assert va == vb and abs(pa - pb) < 1e-2  # weights are stored as float16


class _Doc:
    """The two things SlotFiller reads: the parsed event and (through ``features``) the tokens."""

    class _:
        parsed: Parsed


@pytest.mark.needs_laws
def test_the_component_adds_only_what_the_schema_and_engine_accept(monkeypatch):
    filler = SlotFiller(0.95)
    filler.model = _model()
    monkeypatch.setattr("nlp.slots.features", lambda doc: _keys(STATED))
    doc = _Doc()
    doc._.parsed = Parsed("t", Event.of("revoke", {"offender": "W"}), "incident")
    filler(doc)
    assert doc._.parsed.event.as_dict() == {"offender": "W", "established": True}
    assert doc._.parsed.inferred == ("established",)

    # a value the schema rejects is left out, the rest of the reading stays as it was
    monkeypatch.setattr(SlotModel, "additions", lambda self, *a, **k: {"trick_number": "zeven"})
    doc._.parsed = Parsed("t", Event.of("revoke", {"offender": "W"}), "incident")
    filler(doc)
    assert doc._.parsed.event.as_dict() == {"offender": "W"} and doc._.parsed.inferred == ()

    # no irregularity read: nothing to fill
    doc._.parsed = Parsed("t", Event(None), "other")
    filler(doc)
    assert doc._.parsed.event == Event(None)


@pytest.mark.needs_parser
def test_the_shipped_pipeline_runs_a_trained_slot_model_after_the_event():
    from nlp.api import load_parser

    nlp = load_parser().nlp
    assert nlp.pipe_names[-2:] == ["tdbot_event", "tdbot_slots"]
    assert nlp.get_pipe("tdbot_slots").model, "the slot model was not loaded: run `python -m nlp.train`"
