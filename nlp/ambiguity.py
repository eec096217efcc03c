"""``tdbot_ambiguity``: how much a message reads like one that leaves open which of two irregularities it is.

Besides the irregularity classifier (``textcat``), ``nlp.train`` trains a two-class one with the same
features (``PIPE``): the train messages of kind ``ambiguous`` (GUIDE.md: the message leaves open the one
fact that decides between two neighbouring irregularities: "W legde een kaart open op tafel; ik weet
niet of het bieden al klaar was") against all others. It writes its two scores into ``doc.cats``; this
component takes them out again, so ``doc.cats`` holds the irregularities and ``other`` alone, and keeps
the ``ambiguous`` one as ``doc._.ambiguity``. ``tdbot_event`` asks which irregularity is meant when it
reaches ``ambiguous_at`` (``EventBuilder.ambiguity_question``): about its reading and, of the pairs the
train messages of kind ``ambiguous`` name at least ``MIN_EXAMPLES`` times (``pairs_of``, written by
``nlp.train`` to ``FILE``) that hold the reading, the one whose two irregularities score highest.

A scorer of its own, not a class of the irregularity classifier: as a 38th class it cost the other
readings (on the held-out validation sets 8 fewer read right before any question was asked, 4 fewer
after), while the two-class scorer leaves them as they are.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc

AMBIGUOUS = "ambiguous"  # the scorer's label (also the ``kind`` of such corpus messages and of ``Parsed``)
CLEAR = "clear"  # its other label
PIPE = "textcat_ambiguity"  # its name in the pipeline
FILE = "ambiguous_pairs.json"
MIN_EXAMPLES = 5  # a pair named by fewer train messages is no pair the bot asks about on this score alone

if not Doc.has_extension("ambiguity"):
    Doc.set_extension("ambiguity", default=0.0)


def take_score(cats: Mapping[str, float]) -> tuple[dict[str, float], float]:
    """``cats`` without the scorer's two labels, and its ``ambiguous`` score."""
    return ({label: score for label, score in cats.items() if label not in (AMBIGUOUS, CLEAR)},
            float(cats.get(AMBIGUOUS, 0.0)))


def pairs_of(items: Iterable) -> list[tuple[str, str]]:
    """The pairs of irregularities (sorted, each pair sorted) that at least ``MIN_EXAMPLES`` of ``items`` (corpus
    examples of kind ``ambiguous``; others are skipped) name as their ``candidates``."""
    counts = Counter(tuple(sorted(item.candidates)) for item in items
                     if item.kind == AMBIGUOUS and len(item.candidates) == 2)
    return sorted(pair for pair, n in counts.items() if n >= MIN_EXAMPLES)


def best_pair(pairs: Iterable[tuple[str, str]], combined: Mapping[str, float]) -> tuple[str, ...]:
    """The pair of ``pairs`` with the highest sum of ``combined`` scores, its better-scored irregularity first; () without pairs."""
    ranked = sorted(pairs, key=lambda pair: (-(combined.get(pair[0], 0.0) + combined.get(pair[1], 0.0)), pair))
    if not ranked:
        return ()
    return tuple(sorted(ranked[0], key=lambda label: -combined.get(label, 0.0)))


def save_pairs(pairs: Iterable[tuple[str, str]], path: Path) -> None:
    path.write_text(json.dumps({"pairs": [list(pair) for pair in pairs]}, indent=1) + "\n", encoding="utf-8")


def load_pairs(path: Path) -> list[tuple[str, str]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    pairs = data.get("pairs") if isinstance(data, dict) else None
    if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        raise ValueError(f"{path}: expected {{\"pairs\": [[a, b], ...]}}; run `python -m nlp.train` to rebuild it")
    return [(str(a), str(b)) for a, b in pairs]


class AmbiguityScore:
    """Moves the scorer's ``ambiguous`` score from ``doc.cats`` to ``doc._.ambiguity`` (``take_score``)."""

    def __call__(self, doc: Doc) -> Doc:
        if AMBIGUOUS in doc.cats:
            doc.cats, doc._.ambiguity = take_score(doc.cats)
        return doc


@Language.factory("tdbot_ambiguity", assigns=["doc.cats", "doc._.ambiguity"], requires=["doc.cats"])
def make_ambiguity(nlp: Language, name: str) -> AmbiguityScore:
    return AmbiguityScore()
