"""``tdbot_neighbours``: the irregularities of the train messages most like this one.

The classifier (``nlp.textcat_model``) weighs every word of a message on its own. Many
messages are close to a train message as a whole: the same situation told in nearly the same
words ("N bood 1♥ voor zijn beurt, O had nog niet geboden"). This component finds the ``k``
train messages nearest to the message and lets each vote for its irregularity; ``tdbot_event``
mixes the votes into the classifier's scores (``neighbour_weight``) when the classifier is not
sure (its best score below ``neighbour_below``; on 15 % of the train messages out of fold).

Nearness is the cosine of TF-IDF vectors of the words and word pairs of the cleaned,
lower-case text (a word is what lies between spaces, without the marks at its ends; term frequency ``1 + ln tf``, smoothed
inverse document frequency ``ln((1 + n) / (1 + df)) + 1``, words and pairs seen in fewer than
two train messages left out), as scikit-learn's ``TfidfVectorizer`` computes them. A vote
weighs the square of its cosine. A message that shares no word with any train message gets no
votes, and the classifier's scores stand alone.

Chosen out of fold (`python -m nlp.crossval`; never dev): over 19 800 train messages, with
``neighbour_weight`` 0.4, ``neighbour_below`` 0.9 and ``low_confidence`` 0.5 the bot reads 3.1 % wrongly
and asks on 2.1 % (1 040 confusions), against 3.4 % and 2.4 % (1 141) for the classifier alone with the old
``low_confidence`` of 0.7, and 4.0 % and 0.9 % for the classifier alone asking below 0.5. Words and word pairs alone did as well as with character n-grams added, at a sixth of the size;
10 neighbours did better than 20.

The index is built by ``nlp.train`` from the train split and saved beside the classifier
(``neighbours.npz``): per word or pair its hash, its idf and the train messages that have it
with their weights (feature-major, so a message is scored by adding up a few short lists). The
weights are kept in half precision (within 3e-4 of double precision) to keep the file small.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache, partial
from pathlib import Path
from typing import Iterable, Sequence

import numpy
from spacy.language import Language
from spacy.strings import get_string_id
from spacy.tokens import Doc

from .sparse import rows_of
from .spelling import spelled_text

FILE = "neighbours.npz"
K = 10
MIN_DF = 2
MIN_TERMS = 3  # a message sharing fewer words and pairs with the train messages gets no votes (see ``scores``)
MAX_DF = 0.3  # a term in more than this share of the train messages (such as "de") is left out

if not Doc.has_extension("neighbour_votes"):
    # a function of no arguments giving the votes (``NeighbourIndex.scores``): asked for only when
    # ``tdbot_event`` needs them, so a message the classifier is sure of never pays for the search
    Doc.set_extension("neighbour_votes", default=None)


# marks stripped from either end of a word, so that "'ruiten'", "ruiten'" and "ruiten" are one term, as are "♦h." and
# "♦h": a quote or a card run together with a word is split apart with a space ("zei'ruiten'" → "zei ' ruiten'",
# ``spelling.tokens_text``), and the same message typed with or without that space must find the same neighbours
EDGE_MARKS = ".,;:!?'\"`()[]{}<>«»‘’“”„*_/\\-"


def terms(text: str) -> Counter:
    """The words (split at white space, marks at their ends stripped, ``EDGE_MARKS``) and adjacent word pairs of a
    cleaned, lower-case text, counted."""
    words = [word for word in (w.strip(EDGE_MARKS) for w in text.split()) if word]
    return Counter(words + [f"{a} {b}" for a, b in zip(words, words[1:])])


def term_key(term: str) -> int:
    return get_string_id("\x04" + term)


class NeighbourIndex:
    """Train messages as L2-normalised TF-IDF vectors, stored per term (see the module docstring)."""

    def __init__(self, keys: numpy.ndarray, idf: numpy.ndarray, indptr: numpy.ndarray, docs: numpy.ndarray,
                 weights: numpy.ndarray, doc_labels: numpy.ndarray, labels: Sequence[str]) -> None:
        self.keys, self.idf, self.indptr, self.docs, self.weights = keys, idf, indptr, docs, weights
        self.doc_labels, self.labels = doc_labels, list(labels)

    def __len__(self) -> int:
        return len(self.doc_labels)

    @classmethod
    def build(cls, texts: Sequence[str], labels: Sequence[str]) -> "NeighbourIndex":
        """The index of ``texts`` (cleaned, lower case) with their gold ``labels``; the same input gives the same arrays."""
        counts = [terms(text) for text in texts]
        df = Counter(term for c in counts for term in c)
        most = MAX_DF * len(texts)
        vocabulary = sorted((term_key(term), term) for term, n in df.items() if MIN_DF <= n <= most)
        keys = numpy.array([key for key, _ in vocabulary], dtype="uint64")
        if len(set(keys.tolist())) != len(keys):
            raise ValueError("two terms share a hash key; the neighbour index needs another salt")
        column = {term: i for i, (_, term) in enumerate(vocabulary)}
        n = len(texts)
        idf = numpy.array([math.log((1 + n) / (1 + df[term])) + 1 for _, term in vocabulary], dtype="float64")
        postings: list[list[tuple[int, float]]] = [[] for _ in vocabulary]
        for doc, c in enumerate(counts):
            row = [(column[t], (1 + math.log(tf)) * idf[column[t]]) for t, tf in c.items() if t in column]
            norm = math.sqrt(sum(w * w for _, w in row)) or 1.0
            for col, w in row:
                postings[col].append((doc, w / norm))
        indptr = numpy.zeros(len(vocabulary) + 1, dtype="int64")
        indptr[1:] = numpy.cumsum([len(p) for p in postings])
        docs = numpy.array([d for p in postings for d, _ in p], dtype="uint16" if n <= 65536 else "uint32")
        # half precision keeps the file small; the cosines are summed in double precision
        weights = numpy.array([w for p in postings for _, w in p], dtype="float16")
        names = sorted(set(labels))
        number = {name: i for i, name in enumerate(names)}
        doc_labels = numpy.array([number[label] for label in labels], dtype="int16")
        return cls(keys, idf.astype("float32"), indptr, docs, weights, doc_labels, names)

    def scores(self, text: str, k: int = K, min_terms: int = MIN_TERMS) -> dict[str, float]:
        """The votes of the ``k`` nearest train messages, per label, summing to one.

        Empty when the message shares fewer than ``min_terms`` words and word pairs with the train
        messages: the votes would rest on one or two words ("vet & x": only the "x" is known), while
        out of fold even the 1 % shortest readings share seven (and the gate changed no reading there)."""
        found = terms(text)
        if not found or not len(self.keys):
            return {}
        query = numpy.array([term_key(t) for t in found], dtype="uint64")
        pos = rows_of(self.keys, query)
        known = pos >= 0
        if known.sum() < max(min_terms, 1):
            return {}
        cols = pos[known]
        tf = numpy.array([found[t] for t, hit in zip(found, known) if hit], dtype="float64")
        w = (1 + numpy.log(tf)) * self.idf[cols]
        w /= numpy.sqrt((w * w).sum())
        starts, lengths = self.indptr[cols], self.indptr[cols + 1] - self.indptr[cols]
        # the postings of the message's terms, one array: positions start..start+length of each term
        at = numpy.repeat(starts - numpy.cumsum(lengths) + lengths, lengths) + numpy.arange(lengths.sum())
        cosine = numpy.bincount(self.docs[at], weights=self.weights[at].astype("float64") * numpy.repeat(w, lengths),
                                minlength=len(self.doc_labels))
        k = min(k, len(cosine))
        top = numpy.argpartition(cosine, len(cosine) - k)[-k:]
        top = top[cosine[top] > 0]
        votes = numpy.bincount(self.doc_labels[top], weights=cosine[top] ** 2, minlength=len(self.labels))
        total = votes.sum()
        if total <= 0:
            return {}
        return {label: float(v / total) for label, v in zip(self.labels, votes) if v > 0}

    def to_disk(self, path: Path) -> None:
        with open(path, "wb") as out:
            numpy.savez_compressed(out, keys=self.keys, idf=self.idf, indptr=self.indptr, docs=self.docs,
                                   weights=self.weights, doc_labels=self.doc_labels,
                                   labels=numpy.array(self.labels))

    @classmethod
    def from_disk(cls, path: Path) -> "NeighbourIndex":
        with numpy.load(path) as data:
            return cls(data["keys"], data["idf"], data["indptr"], data["docs"], data["weights"],
                       data["doc_labels"], [str(x) for x in data["labels"]])


class Neighbours:
    def __init__(self, k: int) -> None:
        self.k = k
        self.index: NeighbourIndex | None = None

    def __call__(self, doc: Doc) -> Doc:
        if self.index is not None:
            # searched once however often asked (the mixing and the reranker both ask); callers must not change the votes
            doc._.neighbour_votes = lru_cache(maxsize=1)(partial(self.index.scores, spelled_text(doc), self.k))
        return doc

    def from_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> "Neighbours":
        file = Path(path) / FILE if Path(path).is_dir() else Path(path)
        if file.exists():
            self.index = NeighbourIndex.from_disk(file)
        return self

    def to_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> None:
        if self.index is not None:
            Path(path).mkdir(parents=True, exist_ok=True)
            self.index.to_disk(Path(path) / FILE)


@Language.factory("tdbot_neighbours", assigns=["doc._.neighbour_votes"], default_config={"k": K})
def make_neighbours(nlp: Language, name: str, *, k: int) -> Neighbours:
    """A no-op until its index is loaded (``pipeline.build``)."""
    return Neighbours(k)
