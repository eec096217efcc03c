"""The classifier's feature extractor (``tdbot.TextCatFeatures.v1``), tested alone."""

import spacy

from nlp.pipeline import build_base
from nlp.textcat_model import doc_features
from nlp.train import MODEL_CONFIG, prepared

NLP = build_base()


def features(text, views=("orth", "lemma"), ngram_size=1, char_ngram=4):
    return set(doc_features(prepared(NLP, text), views, ngram_size, char_ngram))


def test_a_typo_keeps_most_of_its_character_features():
    right, typo = features("verzaking", char_ngram=4), features("verzaakking", char_ngram=4)
    assert len(right & typo) >= 3
    assert not features("verzaking", char_ngram=0) & features("verzaakking", char_ngram=0)


def test_inflections_meet_in_the_lemma_view():
    assert features("bood", views=("lemma",), char_ngram=0) == features("bieden", views=("lemma",), char_ngram=0)
    assert features("verzaakt", views=("lemma",), char_ngram=0) == features("verzaken", views=("lemma",), char_ngram=0)


def test_bigrams_and_short_words():
    one, two = features("niet voldongen", ngram_size=1), features("niet voldongen", ngram_size=2)
    assert one < two
    # words under four letters give no character features
    assert features("n o z", char_ngram=4) == features("n o z", char_ngram=0)


def test_the_keys_are_stable_string_hashes_not_process_hashes():
    # spaCy's string hash: the same key in every process, so a trained model means the same everywhere
    assert spacy.strings.get_string_id("\x02<ver") in features("verzaking")


def test_the_committed_model_is_built_with_the_training_config():
    from nlp.pipeline import model_path

    shipped = spacy.util.load_config(model_path() / "config.cfg")["components"]["textcat"]["model"]
    assert {k: v for k, v in shipped.items() if k != "nO"} == MODEL_CONFIG
