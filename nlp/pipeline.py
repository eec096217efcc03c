"""Building the tdbot spaCy pipeline.

``build_base()`` is ``spacy.blank("nl")`` with tdbot's tokenizer (``nlp/tokenizer.py``) plus the token-level components; the
trained classifier is trained on top of it (``nlp/train.py``) and saved to
``nlp/models/irregularity`` with the slot model (``slots.npz``), the index of the train
messages (``neighbours.npz``), the number of facts per irregularity the reranker weighs (``fact_counts.json``)
and the punctuation model (``punctuation.npz``, read by ``Parser``) beside it. ``build()`` loads
them when present and adds the rule components after loading (``nlp.initialize()`` would wipe ruler patterns, so
they are added last, from package data).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import spacy
from spacy.language import Language

from laws.errors import ParseError

from . import ambiguity as _ambiguity  # noqa: F401  (registers tdbot_ambiguity)
from . import components  # noqa: F401  (registers the factories)
from . import event as _event  # noqa: F401  (registers tdbot_event)
from . import neighbours as _neighbours  # noqa: F401  (registers tdbot_neighbours)
from . import punctuation as _punctuation
from . import rerank as _rerank
from . import slots as _slots  # noqa: F401  (registers tdbot_slots)
from . import spelling as _spelling  # noqa: F401  (registers tdbot_spelling)
from . import textcat_model as _textcat_model  # noqa: F401  (registers tdbot.TextCatFeatures.v1)
from . import tokenizer as _tokenizer  # registers tdbot.Tokenizer.v1

MODEL_NAME = "irregularity"


class ModelError(ParseError):
    """The trained model folder is incomplete (a part ``python -m nlp.train`` writes is missing)."""


def model_path() -> Path:
    return Path(str(resources.files("nlp").joinpath("models", MODEL_NAME)))


def build_base() -> Language:
    nlp = spacy.blank("nl", config={"nlp": {"tokenizer": {"@tokenizers": _tokenizer.TOKENIZER}}})
    nlp.add_pipe("tdbot_joins")  # words run together, split with the speller's train words (a no-op without them)
    nlp.add_pipe("tdbot_lexicon")
    nlp.add_pipe("tdbot_spelling")  # a no-op until it has the train words (``nlp/train.py``, or loaded with the model)
    nlp.add_pipe("tdbot_lemmatizer")
    return nlp


def add_rule_components(nlp: Language) -> Language:
    nlp.add_pipe("tdbot_ambiguity")  # the ambiguity scorer's score out of doc.cats (a no-op without the scorer)
    ruler = nlp.add_pipe("entity_ruler", config={"overwrite_ents": True, "phrase_matcher_attr": "LOWER"})
    ruler.add_patterns(list(components.load_jsonl("entities.jsonl")))
    nlp.add_pipe("tdbot_cues")
    nlp.add_pipe("tdbot_context")
    nlp.add_pipe("tdbot_irregularity_cues")
    nlp.add_pipe("tdbot_neighbours")  # a no-op until its index is loaded (``build``)
    nlp.add_pipe("tdbot_event")
    nlp.add_pipe("tdbot_slots")  # a no-op until its trained weights are loaded (``build``)
    return nlp


def build(model: Path | None = None, *, use_model: bool = True) -> Language:
    """The full pipeline; without a trained model the event component classifies by cues alone."""
    path = model or model_path()
    if use_model and (path / "config.cfg").exists():
        if not (path / _neighbours.FILE).exists():
            # tdbot_event's asking threshold was chosen with the neighbours' votes mixed in
            raise ModelError(f"{path} has a classifier but no {_neighbours.FILE}; run `python -m nlp.train` to rebuild the model folder")
        # The saved tokenizer is the one ``tdbot.Tokenizer.v1`` builds from the config: reading its rules
        # back from disk would only add each exception a second time.
        nlp = spacy.load(path, exclude=["tokenizer"])
        nlp = add_rule_components(nlp)
        nlp.get_pipe("tdbot_slots").from_disk(path)
        nlp.get_pipe("tdbot_neighbours").from_disk(path)
        if not (path / _rerank.FILE).exists():
            raise ModelError(f"{path} has a classifier but no {_rerank.FILE}; run `python -m nlp.train` to rebuild the model folder")
        nlp.get_pipe("tdbot_event").from_disk(path)
        return nlp
    return add_rule_components(build_base())


def load_punctuation(model: Path | None = None) -> "_punctuation.PunctuationModel | None":
    """The punctuation model of the model folder (``nlp.punctuation``); None without a trained model."""
    path = model or model_path()
    if not (path / "config.cfg").exists():
        return None
    if not (path / _punctuation.FILE).exists():
        raise ModelError(f"{path} has a classifier but no {_punctuation.FILE}; run `python -m nlp.train` to rebuild the model folder")
    return _punctuation.PunctuationModel.from_disk(path / _punctuation.FILE)
