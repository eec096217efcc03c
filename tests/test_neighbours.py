"""The nearest train messages (``nlp.neighbours``) and how ``tdbot_event`` mixes their votes in."""

import math
from collections import Counter

import pytest
import spacy

from nlp.event import EventBuilder
from nlp.neighbours import FILE, NeighbourIndex, term_key, terms
from nlp.pipeline import build, model_path

TEXTS = [
    "n bood 1♥ voor zijn beurt",
    "w bood 2♠ voor zijn beurt , o had nog niet geboden",
    "z bood 1♠ over 1♥ , onvoldoende bod",
    "o bood 2♦ over 2♥ , een onvoldoende bod",
    "w verzaakte in slag 7 , voldongen",
    "n verzaakte in slag 3 , nog niet voldongen",
    "goedemorgen , hoe laat begint de zitting",
]
LABELS = ["call_out_of_rotation", "call_out_of_rotation", "insufficient_bid", "insufficient_bid", "revoke", "revoke",
          "other"]


@pytest.fixture(scope="module")
def index():
    return NeighbourIndex.build(TEXTS, LABELS)


def brute_force_cosines(texts, query):
    """TF-IDF cosines written out by hand: sublinear tf, smoothed idf, terms in two or more texts, L2 norm."""
    counts = [terms(t) for t in texts]
    df = Counter(term for c in counts for term in c)
    n = len(texts)
    vocab = {t for t, d in df.items() if 2 <= d <= 0.3 * n}

    def vector(c):
        v = {t: (1 + math.log(tf)) * (math.log((1 + n) / (1 + df[t])) + 1) for t, tf in c.items() if t in vocab}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        return {t: x / norm for t, x in v.items()}

    q = vector(terms(query))
    return [sum(q.get(t, 0.0) * x for t, x in vector(c).items()) for c in counts]


def test_terms_are_the_words_and_the_word_pairs():
    assert terms("w bood 1♥ bood") == Counter({"w": 1, "bood": 2, "1♥": 1, "w bood": 1, "bood 1♥": 1, "1♥ bood": 1})


def test_votes_are_the_squared_cosines_of_the_nearest_messages(index):
    query = "z bood 1♦ over 1♠ , onvoldoende"
    cos = brute_force_cosines(TEXTS, query)
    nearest = sorted(range(len(TEXTS)), key=lambda i: cos[i], reverse=True)[:3]
    expected = Counter()
    for i in nearest:
        if cos[i] > 0:
            expected[LABELS[i]] += cos[i] ** 2
    total = sum(expected.values())
    votes = index.scores(query, k=3, min_terms=1)
    assert votes.keys() == expected.keys()
    for label, value in expected.items():
        assert votes[label] == pytest.approx(value / total, abs=1e-3)
    assert max(votes, key=votes.get) == "insufficient_bid"
    assert sum(votes.values()) == pytest.approx(1.0)


def test_a_message_sharing_no_term_with_the_train_messages_gets_no_votes(index):
    assert index.scores("recept erwtensoep met rookworst") == {}
    assert index.scores("") == {}


def test_votes_need_a_few_shared_terms(index):
    """One or two known words are no evidence of a neighbour ("vet & x": only the call is known)."""
    query = "o verzaakte in de slag"
    shared = sum(bool((index.keys == term_key(t)).any()) for t in terms(query))
    assert shared >= 3
    assert index.scores(query, min_terms=shared)
    assert index.scores(query, min_terms=shared + 1) == {}
    assert index.scores("slag x", min_terms=3) == {}


def test_the_index_is_the_same_after_saving_and_loading(index, tmp_path):
    index.to_disk(tmp_path / FILE)
    loaded = NeighbourIndex.from_disk(tmp_path / FILE)
    for query in TEXTS + ["o verzaakte in slag 9"]:
        assert loaded.scores(query) == index.scores(query)


def builder(weight=0.4, below=0.9):
    return EventBuilder(cue_weight=0.0, ambiguity_margin=0.1, ambiguity_min_cue=2.0, low_confidence=0.5,
                        low_confidence_margin=0.3, neighbour_weight=weight, neighbour_below=below)


def doc_with(cats, votes):
    doc = spacy.blank("nl")("x")
    doc.cats = cats
    asked = []
    doc._.neighbour_votes = lambda: asked.append(1) or votes
    return doc, asked


def test_the_votes_are_mixed_in_when_the_classifier_is_unsure():
    doc, asked = doc_with({"insufficient_bid": 0.6, "change_of_call": 0.4}, {"change_of_call": 1.0})
    scores = builder().scores(doc)
    assert asked
    assert scores["insufficient_bid"] == pytest.approx(0.6 * 0.6)
    assert scores["change_of_call"] == pytest.approx(0.6 * 0.4 + 0.4)


def test_a_sure_classifier_never_asks_for_the_votes():
    doc, asked = doc_with({"insufficient_bid": 0.95, "change_of_call": 0.05}, {"change_of_call": 1.0})
    assert builder().scores(doc) == {"insufficient_bid": 0.95, "change_of_call": 0.05}
    assert not asked


def test_the_votes_are_asked_for_only_below_the_gate():
    doc, asked = doc_with({"insufficient_bid": 0.9, "change_of_call": 0.1}, {"change_of_call": 1.0})
    builder(below=0.9).scores(doc)
    assert not asked
    builder(below=0.91).scores(doc)
    assert asked


def test_without_classifier_scores_the_votes_are_not_used():
    doc, asked = doc_with({}, {"change_of_call": 1.0})
    assert builder().scores(doc) == {"other": 0.5}
    assert not asked
    bare = spacy.blank("nl")("x")  # the extension never set (a pipeline without tdbot_neighbours)
    bare.cats = {"revoke": 0.6, "other": 0.4}
    assert builder().scores(bare) == {"revoke": 0.6, "other": 0.4}


def test_crossval_decides_with_the_saved_votes():
    from nlp.crossval import decide

    row = {"gold": "change_of_call", "cats": {"insufficient_bid": 0.55, "change_of_call": 0.45, "other": 0.0},
           "cues": {}, "knn": {"change_of_call": 1.0}}
    assert decide(row, builder(), settle=False) == ("change_of_call", ())
    assert decide({**row, "knn": {}}, builder(), settle=False) == ("insufficient_bid", ())


def test_gibberish_is_never_read_as_an_irregularity_however_sure_the_classifier_is():
    """A text with no word tdbot knows gets no reading, also when the classifier is sure: a long "xxxx…" repeats
    one character 4-gram until a class saturates."""
    from nlp.pipeline import build

    nlp = build(use_model=False)

    def parsed(text, cats):
        doc = nlp.make_doc(text)
        for name, proc in nlp.pipeline:
            if name == "tdbot_event":
                break
            doc = proc(doc)
        doc.cats = cats
        return EventBuilder(cue_weight=0.0, ambiguity_margin=0.1, ambiguity_min_cue=2.0, low_confidence=0.5,
                            low_confidence_margin=0.3)(doc)._.parsed

    for cats in ({"change_of_call": 0.59, "dummy_conduct": 0.2, "other": 0.21}, {"revoke": 1.0, "other": 0.0}):
        gibberish = parsed("idix gtnaham bxfo qvnrhuzw", cats)
        assert gibberish.kind == "other" and gibberish.event.irregularity is None
    assert parsed("N bood 1♥ en wilde dat veranderen", {"change_of_call": 0.59, "other": 0.41}).event.irregularity == "change_of_call"


def test_a_long_run_of_one_letter_gets_no_ruling():
    from nlp.api import load_parser

    for text in ("x" * 50, "x" * 2000, "q" * 300):
        parsed = load_parser().parse(text)
        assert parsed.event.irregularity is None and parsed.kind in ("other", "ambiguous", "empty")


def test_a_model_folder_without_the_index_is_refused(tmp_path):
    import shutil

    from nlp.pipeline import ModelError

    shutil.copytree(model_path(), tmp_path / "model")
    (tmp_path / "model" / FILE).unlink()
    with pytest.raises(ModelError, match="nlp.train"):
        build(tmp_path / "model")


def test_no_votes_leave_the_classifier_alone():
    doc, _ = doc_with({"insufficient_bid": 0.6, "change_of_call": 0.4}, {})
    assert builder().scores(doc) == {"insufficient_bid": 0.6, "change_of_call": 0.4}


def test_the_shipped_pipeline_loads_the_index_of_the_train_split():
    from nlp.corpus import split
    from nlp.train import neighbour_index

    assert (model_path() / FILE).exists()
    shipped = NeighbourIndex.from_disk(model_path() / FILE)
    fresh = neighbour_index(split()[0])
    assert len(shipped) == len(fresh) and shipped.labels == fresh.labels
    for name in ("keys", "idf", "indptr", "docs", "weights", "doc_labels"):
        assert (getattr(shipped, name) == getattr(fresh, name)).all(), (
            f"the committed neighbour index ({name}) differs from the train split: run `python -m nlp.train` and commit")
    nlp = build()
    doc = nlp("W bood 1♥ voor zijn beurt")
    assert callable(doc._.neighbour_votes) and doc._.neighbour_votes()
    assert doc._.neighbour_votes() is doc._.neighbour_votes()  # searched once: the mixing and the reranker both ask
