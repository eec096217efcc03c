"""The committed classifier, ambiguity scorer, slot model, punctuation model, fact counts and spelling words are exactly what `python -m nlp.train` builds from the corpus."""

import json

import numpy
import spacy

from nlp import ambiguity, rerank
from nlp.corpus import split
from nlp.normalize import clean_text
from nlp.pipeline import load_punctuation, model_path
from nlp.slots import FILE, SlotModel
from nlp.train import train


def test_training_is_reproducible_and_matches_the_committed_model(tmp_path):
    report = train(tmp_path / "model", quiet=True)
    assert report["examples"] > 500
    fresh, shipped = spacy.load(tmp_path / "model"), spacy.load(model_path())
    texts = [clean_text(e.text).lower() for e in split()[1][:25]]
    for text in texts:
        a, b = fresh(text).cats, shipped(text).cats
        assert a.keys() == b.keys() and ambiguity.AMBIGUOUS in a  # the ambiguity scorer's too
        # not bit for bit: the same code and data trained in session 25's fresh venv on this machine gave scores up to
        # 3.6e-4 from session 24's model (float kernels differ by machine and build). A relabel shows in the fact counts
        # compared exactly below (38 of 38 random relabels, a scratch check in session 25), new words in the speller's;
        # a rewording with known words only may stay within this tolerance
        assert max(abs(a[k] - b[k]) for k in a) < 2e-3, (
            f"the committed model differs from a fresh training run on {text!r}: run `python -m nlp.train` and commit"
        )
    fresh_slots, shipped_slots = SlotModel.from_disk(tmp_path / "model" / FILE), SlotModel.from_disk(model_path() / FILE)
    assert fresh_slots.tables.keys() == shipped_slots.tables.keys()
    for irregularity, table in fresh_slots.tables.items():
        other = shipped_slots.tables[irregularity]
        assert table.heads == other.heads and numpy.array_equal(table.keys, other.keys)
        assert numpy.abs(table.weights - other.weights).max() < 1e-2, (
            f"the committed slot model differs for {irregularity}: run `python -m nlp.train` and commit"
        )
    fresh_marks, shipped_marks = load_punctuation(tmp_path / "model"), load_punctuation(model_path())
    assert numpy.array_equal(fresh_marks.keys, shipped_marks.keys)
    assert numpy.abs(fresh_marks.weights - shipped_marks.weights).max() < 1e-3, (
        "the committed punctuation model differs from a fresh run: run `python -m nlp.train` and commit"
    )
    counts = [(folder / rerank.FILE).read_text(encoding="utf-8") for folder in (tmp_path / "model", model_path())]
    assert counts[0] == counts[1], "the committed fact counts differ from a fresh run: run `python -m nlp.train` and commit"
    pairs = [(folder / ambiguity.FILE).read_text(encoding="utf-8") for folder in (tmp_path / "model", model_path())]
    assert pairs[0] == pairs[1], "the committed ambiguous pairs differ from a fresh run: run `python -m nlp.train` and commit"
    words = [json.loads((folder / "tdbot_spelling" / "words.json").read_text(encoding="utf-8"))
             for folder in (tmp_path / "model", model_path())]
    assert words[0] == words[1], "the committed spelling words differ from a fresh run: run `python -m nlp.train` and commit"
