"""The committed classifier is exactly what `python -m nlp.train` builds from the corpus."""

import spacy

from nlp.corpus import split
from nlp.normalize import clean_text
from nlp.pipeline import model_path
from nlp.train import train


def test_training_is_reproducible_and_matches_the_committed_model(tmp_path):
    report = train(tmp_path / "model", quiet=True)
    assert report["examples"] > 500
    fresh, shipped = spacy.load(tmp_path / "model"), spacy.load(model_path())
    texts = [clean_text(e.text).lower() for e in split()[1][:25]]
    for text in texts:
        a, b = fresh(text).cats, shipped(text).cats
        assert a.keys() == b.keys()
        assert max(abs(a[k] - b[k]) for k in a) < 1e-4, (
            f"the committed model differs from a fresh training run on {text!r}: run `python -m nlp.train` and commit"
        )
