"""``tdbot_event``: from classifier scores, entities and cues to the ``Event``.

The irregularity comes from the trained classifier (``doc.cats``), cross-checked by
cue words; the facts come from the per-irregularity extractors in ``nlp.extract``.
A close call between two irregularities becomes ``kind="ambiguous"`` with both as
candidates, so the bot asks instead of guessing.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from laws import Event

from .api import Parsed
from .extract import extract_facts, Reader

OTHER = "other"


class EventBuilder:
    def __init__(self, min_confidence: float, ambiguity_margin: float, cue_labels: dict[str, list[str]]) -> None:
        self.min_confidence = min_confidence
        self.ambiguity_margin = ambiguity_margin
        self.cue_labels = cue_labels

    def classify(self, doc: Doc, reader: Reader) -> tuple[str | None, float, tuple[str, ...]]:
        cats = doc.cats
        if not cats:
            return self._by_cues(reader)
        ranked = sorted(cats.items(), key=lambda kv: kv[1], reverse=True)
        (top, p1), (second, p2) = ranked[0], ranked[1]
        if top == OTHER:
            return (None, p1, ())
        if second != OTHER and p1 - p2 < self.ambiguity_margin:
            return (None, p1, (top, second))
        if p1 < self.min_confidence:
            cue_guess = self._by_cues(reader)
            if cue_guess[0] == top:
                return (top, p1, ())
            return (None, p1, tuple(c for c in (top, second) if c != OTHER)) if second != OTHER else (None, p1, ())
        return (top, p1, ())

    def _by_cues(self, reader: Reader) -> tuple[str | None, float, tuple[str, ...]]:
        hits = [kind for kind, labels in self.cue_labels.items() if all(reader.has(label) for label in labels)]
        if len(hits) == 1:
            return (hits[0], 0.5, ())
        if len(hits) > 1:
            return (None, 0.5, tuple(hits[:2]))
        return (None, 0.0, ())

    def __call__(self, doc: Doc) -> Doc:
        reader = Reader(doc)
        if not reader.has_words():
            doc._.parsed = Parsed(doc.text, Event(None), "empty")
            return doc
        irregularity, confidence, candidates = self.classify(doc, reader)
        if irregularity is None:
            kind = "ambiguous" if len(candidates) == 2 else OTHER
            doc._.parsed = Parsed(doc.text, Event(None), kind, candidates if kind == "ambiguous" else (), confidence)
            return doc
        facts = extract_facts(irregularity, reader)
        kind = "question" if reader.is_question() else "incident"
        doc._.parsed = Parsed(doc.text, Event.of(irregularity, facts), kind, (), confidence)
        return doc


@Language.factory(
    "tdbot_event",
    assigns=["doc._.parsed"],
    requires=["doc.ents", "doc.spans"],
    default_config={
        "min_confidence": 0.45,
        "ambiguity_margin": 0.15,
        "cue_labels": {
            "revoke": ["REVOKE"],
            "call_out_of_rotation": ["OUT_OF_TURN", "BID"],
            "insufficient_bid": ["INSUFFICIENT"],
        },
    },
)
def make_event(
    nlp: Language, name: str, *, min_confidence: float, ambiguity_margin: float, cue_labels: dict[str, list[str]]
) -> EventBuilder:
    return EventBuilder(min_confidence, ambiguity_margin, cue_labels)
