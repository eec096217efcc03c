"""``tdbot.TextCatFeatures.v1``: a bag-of-features text classifier for the irregularity.

spaCy's ``TextCatBOW`` counts n-grams of one token attribute (the exact word). Our
messages are short, full of typos and inflections ("verzaakt", "verzaakking",
"verzaking"), so this architecture counts several views of each token in one sparse
linear layer:

- unigrams of ``NORM`` (shorthand expanded by ``tdbot_lexicon``: "sch" → "schoppen")
  and of ``LEMMA`` (the spacy-lookups-data lemma: "boden" → "bieden");
- bigrams of ``LEMMA`` (``ngram_size`` ≥ 2): "voor beurt", "niet voldongen";
- character n-grams of each alphabetic word of at least four letters, padded
  ("<verz", "verza", …), so a typo still shares most of its features.

Feature keys are spaCy's stable string hashes (salted per view), so training is
reproducible and the model file is independent of the Python process.
"""

from __future__ import annotations

from functools import partial
from typing import List, Optional

import numpy
from spacy.attrs import LEMMA, NORM, ORTH
from spacy.ml.models.textcat import resize_and_set_ref, resize_linear_weighted
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.util import registry
from thinc.api import Logistic, Model, SparseLinear_v2, chain, resizable, softmax_activation, with_cpu
from thinc.types import Floats2d

from .spelling import corrections

NEG_VALUE = -5000


VIEWS = {"orth": ORTH, "norm": NORM, "lemma": LEMMA}


def doc_features(doc: Doc, views: tuple[str, ...], ngram_size: int, char_ngram: int) -> list[int]:
    """The feature keys of one doc (with repeats: a repeat counts twice). A slip ``tdbot_spelling`` read
    as a train word counts as that word, in every view and in its character n-grams."""
    fixed = corrections(doc)
    keys: list[int] = []
    for view in views:
        row = doc.to_array([VIEWS[view]]).astype("uint64").ravel().tolist()
        if fixed and view == "orth":
            for i, word in fixed.items():
                row[i] = get_string_id(word)
        keys.extend(row)
    if ngram_size >= 2:
        lemmas = [t.lemma_ for t in doc]  # once, not per n-gram: slicing the doc is slow
        for n in range(2, ngram_size + 1):
            for i in range(len(lemmas) - n + 1):
                keys.append(get_string_id("\x01".join(lemmas[i : i + n])))
    if char_ngram:
        for token in doc:
            word = fixed.get(token.i, token.lower_)
            if token.is_alpha and len(word) >= 4:
                padded = f"<{word}>"
                for i in range(len(padded) - char_ngram + 1):
                    keys.append(get_string_id("\x02" + padded[i : i + char_ngram]))
    return keys


def extract_features(views: tuple[str, ...], ngram_size: int, char_ngram: int) -> Model:
    # Training shows the same docs every epoch: their features are kept on the doc (``user_data``,
    # under a key of this configuration), so they are counted once, not once an epoch; at run time the
    # ambiguity scorer (``nlp.ambiguity``) reads the irregularity classifier's features the same way.
    memo_key = ("tdbot_textcat_features", views, ngram_size, char_ngram)

    def forward(model: Model, docs: List[Doc], is_train: bool):
        batch_keys = []
        batch_vals = []
        for doc in docs:
            found = doc.user_data.get(memo_key)
            if found is None:
                keys = numpy.asarray(doc_features(doc, views, ngram_size, char_ngram) or [0], dtype="uint64")
                found = doc.user_data[memo_key] = numpy.unique(keys, return_counts=True)
            keys, vals = found
            batch_keys.append(keys)
            batch_vals.append(vals)
        lengths = model.ops.asarray([len(k) for k in batch_keys], dtype="int32")
        keys = model.ops.asarray(numpy.concatenate(batch_keys), dtype="uint64")
        vals = model.ops.asarray(numpy.concatenate(batch_vals), dtype="f")
        return (keys, vals, lengths), lambda dY: []

    return Model("tdbot_extract_features", forward)


@registry.architectures("tdbot.TextCatFeatures.v1")
def build_feature_classifier(
    exclusive_classes: bool,
    views: List[str],
    ngram_size: int,
    char_ngram: int,
    length: int = 262144,
    nO: Optional[int] = None,
) -> Model[List[Doc], Floats2d]:
    length = 2 ** (length - 1).bit_length()
    sparse_linear = SparseLinear_v2(nO=nO, length=length)
    fill_defaults = {"b": NEG_VALUE, "W": 0}
    resizable_layer = resizable(sparse_linear, resize_layer=partial(resize_linear_weighted, fill_defaults=fill_defaults))
    output_layer = softmax_activation() if exclusive_classes else Logistic()
    with Model.define_operators({">>": chain}):
        model = with_cpu(extract_features(tuple(views), ngram_size, char_ngram) >> resizable_layer, resizable_layer.ops)
        model = model >> with_cpu(output_layer, output_layer.ops)
    if nO is not None:
        model.set_dim("nO", nO)
    model.set_ref("output_layer", sparse_linear)
    model.attrs["multi_label"] = not exclusive_classes
    model.attrs["resize_output"] = partial(resize_and_set_ref, resizable_layer=resizable_layer)
    return model
