"""Cross-validation on the train split: how the classifier and the asking thresholds were chosen.

    python -m nlp.crossval                      # the shipped features, fused with the cue scores
    python -m nlp.crossval --config '{"@architectures": "spacy.TextCatBOW.v3", ...}' --part-only
    python -m nlp.crossval --thresholds         # ask/wrong trade-off of tdbot_event's thresholds
    python -m nlp.crossval --confusion 20       # the 20 most frequent gold → read-as pairs
    python -m nlp.crossval --part-repeat 3      # part_* messages shown three times per epoch
    python -m nlp.crossval --epochs 12          # another number of training epochs (train.EPOCHS)
    python -m nlp.crossval --save /tmp/oof.jsonl  # keep the out-of-fold scores, then try rules on them
    python -m nlp.crossval --load /tmp/oof.jsonl --thresholds   # in seconds, without retraining
    python -m nlp.crossval --load /tmp/oof.jsonl --rerank       # fit nlp.rerank's weights (event.RERANK_WEIGHTS)

k-fold by a hash of the text, out-of-fold scores only: dev is never read. The top-1 and asking figures are over
the messages with one reading; the ``ambiguous`` ones tell what the ambiguity scorer adds (``print_ambiguity``). ``--part-only``
restricts to the older ``part_*`` train messages (the set the features were compared on); the
top-1 figures are also printed for the ``part_*`` messages alone, the style dev was drawn from.
The asking figures and the confusions are those of the shipped ``tdbot_event``: the classifier's
reading, then the facts the text states (``EventBuilder.settle``).
A few minutes on two cores.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from spacy.language import Language

from . import ambiguity, rerank
from .ambiguity import AMBIGUOUS
from .corpus import Example, split
from .event import EventBuilder, OTHER
from .extract import Reader
from .normalize import clean_text
from .pipeline import build
from .train import (BATCH, EPOCHS, MODEL_CONFIG, PART_REPEAT, fact_counts, fit, fit_ambiguity, labels, neighbour_index,
                    with_speller)


def out_of_fold(items: list[Example], config: dict, k: int, part_repeat: int = PART_REPEAT,
                epochs: int = EPOCHS,
                batch: int = BATCH) -> list[dict[str, Any]]:
    """For every message: its gold label (``gold_of``), the classifier's scores, the ambiguity scorer's score
    (``nlp.ambiguity``) and the neighbours' votes from the fold that did not see it, its cue scores."""
    texts = [clean_text(e.text).lower() for e in items]
    rules = build(use_model=False)
    docs = list(rules.pipe(texts))
    cues = [dict(doc._.cue_scores or {}) for doc in docs]
    fold = [int(hashlib.md5(t.encode()).hexdigest(), 16) % k for t in texts]
    names = labels()
    cats: list[dict[str, float]] = [{} for _ in texts]
    votes: list[dict[str, float]] = [{} for _ in texts]
    ambiguous = [0.0 for _ in texts]
    for held in range(k):
        seen = [e for e, f in zip(items, fold) if f != held]
        nlp, _ = fit(seen, names, config=config, part_repeat=part_repeat, epochs=epochs, batch=batch)
        with_speller(nlp, seen)
        neighbours = neighbour_index(seen)
        index = [i for i, f in enumerate(fold) if f == held]
        scorer = fit_ambiguity(seen, epochs=epochs)
        for i, doc in zip(index, scorer.pipe([texts[i] for i in index])):
            ambiguous[i] = ambiguity.take_score(doc.cats)[1]
        for i, doc in zip(index, nlp.pipe([texts[i] for i in index])):
            cats[i] = dict(doc.cats)
            votes[i] = neighbours.scores(texts[i])
    return [{"gold": gold_of(e), "cats": c, "ambiguity": a, "knn": v, "cues": q, "part": not e.train_only, "text": t,
             "reader": Reader(d)}
            for e, c, a, v, q, t, d in zip(items, cats, ambiguous, votes, cues, texts, docs)]


def gold_of(example: Example) -> str:
    """A row's gold label: the irregularity, ``other``, or ``ambiguous`` (right when the bot asks, whichever pair)."""
    return AMBIGUOUS if example.kind == AMBIGUOUS else example.irregularity or OTHER


def save_rows(rows: list[dict[str, Any]], path: str) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for row in rows:
            # the reader and the memo of settled readings are rebuilt on load, never stored
            out.write(json.dumps({k: v for k, v in row.items() if k not in ("reader", "settled")}, ensure_ascii=False) + "\n")


def load_rows(path: str) -> list[dict[str, Any]]:
    """Rows saved by ``--save``, with their readers rebuilt by the rule pipeline (no retraining)."""
    with open(path, encoding="utf-8") as src:
        rows = [json.loads(line) for line in src]
    for row, doc in zip(rows, build(use_model=False).pipe(row["text"] for row in rows)):
        row["reader"] = Reader(doc)
    return rows


def doc_of(row: dict[str, Any]) -> type:
    """A stand-in for the doc with the attributes ``EventBuilder.scores``, ``classify`` and ``readings`` read,
    from a row's saved scores and its reader."""
    read = row["reader"].doc if "reader" in row else None

    class Doc:
        cats = row["cats"]
        spans = read.spans if read is not None else {}
        ents = read.ents if read is not None else ()

        class _:
            ambiguity = row.get("ambiguity", 0.0)
            cue_scores = row["cues"]
            neighbour_votes = staticmethod(lambda: row.get("knn") or {})  # rows saved before the neighbours have none

    return Doc


def decide(row: dict[str, Any], builder: EventBuilder, settle: bool = True) -> tuple[str | None, tuple[str, ...]]:
    """What ``tdbot_event`` would do with these scores: a label, or None and the two choices it asks about.
    ``settle``: then let the facts the text states decide (``EventBuilder.settle``: boundaries, same ruling)."""

    doc = doc_of(row)
    scores = combined = builder.scores(doc)
    near = builder.near(combined)
    if "reader" in row:
        combined = builder.reranked(doc, combined, row["reader"])
    top, _, candidates = builder.classify(doc, combined)
    if settle and "reader" in row:
        memo = row.setdefault("settled", {})  # the extractors are the slow part; many builders share a reading
        if (top, candidates, near) not in memo:
            memo[top, candidates, near] = builder.settle(top, candidates, row["reader"], near)
        top, candidates = memo[top, candidates, near]
        if not candidates and (pair := builder.ambiguity_question(doc, top, scores, row["reader"], near)):
            top, candidates = None, pair
    return (top or OTHER, ()) if not candidates else (None, candidates)


def rerank_groups(rows: list[dict[str, Any]], builder: EventBuilder) -> list[tuple[int, Any, int]]:
    """For every row the classifier is not sure of (``ambiguous`` ones left out): (its index, ``rerank.features`` of its best readings under
    ``builder``'s scores, the row of its gold reading or -1)."""
    out = []
    for i, row in enumerate(rows):
        if row["gold"] == "ambiguous":
            continue  # no single right reading
        doc = doc_of(row)
        readings = builder.readings(doc, builder.scores(doc), row["reader"])
        if readings:
            labels_read = [r.label for r in readings]
            gold = labels_read.index(row["gold"]) if row["gold"] in labels_read else -1
            out.append((i, rerank.features(readings, builder.fact_counts), gold))
    return out


def fit_rerank(rows: list[dict[str, Any]], builder: EventBuilder, folds: int = 5) -> dict[str, float]:
    """Print the reranker's top-1 out of fold (a second ``folds``-fold over the rows, by index), then return its
    weights fitted on all of ``rerank_groups``."""
    groups = rerank_groups(rows, builder)
    right = before = 0
    for held in range(folds):
        weights = rerank.fit([x for i, x, _ in groups if i % folds != held], [t for i, _, t in groups if i % folds != held])
        for i, x, t in groups:
            if i % folds == held:
                right += int(rerank.probabilities(weights, x).argmax()) == t
                before += t == 0
    print(f"  reranked: of the {len(groups)} rows below {rerank.RERANK_BELOW} (classifier's best), the best of the "
          f"combined scores is gold in {before} ({before / max(len(groups), 1):.1%}), the reranked best out of fold "
          f"in {right} ({right / max(len(groups), 1):.1%})")
    return rerank.fit([x for _, x, _ in groups], [t for _, _, t in groups])


def tally(rows: list[dict[str, Any]], builder: EventBuilder, settle: bool = True) -> dict[str, int]:
    right = wrong = asked = asked_right = 0
    for row in rows:
        label, candidates = decide(row, builder, settle)
        if row["gold"] == AMBIGUOUS:
            # an ambiguous message is read right when the bot asks (as ``nlp.evaluate`` counts it), else wrongly
            right += label is None
            wrong += label is not None
        elif label is None:
            asked += 1
            asked_right += row["gold"] in candidates
        elif label == row["gold"]:
            right += 1
        else:
            wrong += 1
    return {"right": right, "wrong": wrong, "asked": asked, "asked_right": asked_right}


def print_ambiguity(rows: list[dict[str, Any]], ambiguous: list[dict[str, Any]], builder: Callable[..., EventBuilder],
                    weights: dict[str, float], levels: tuple[float, ...]) -> None:
    """What the ambiguity scorer (``nlp.ambiguity``) does at each of ``levels`` of ``ambiguous_at``, against never asking
    on its score: how many more of the ``ambiguous`` messages the bot asks about, and what that costs among the
    messages with one reading (``rows``)."""
    def readings(at: float, of: list[dict[str, Any]]) -> list[tuple[str | None, tuple[str, ...]]]:
        made = builder(rerank_weights=weights, ambiguous_at=at)
        return [decide(row, made) for row in of]

    never, never_amb = readings(2.0, rows), readings(2.0, ambiguous)
    print(f"  ambiguous train messages asked about without the ambiguity scorer: "
          f"{sum(label is None for label, _ in never_amb)} of {len(ambiguous)}")
    for at in levels:
        now = readings(at, rows)
        asked_amb = sum(label is None for label, _ in readings(at, ambiguous))
        lost = sum(before == row["gold"] and label is None for row, (before, _), (label, _) in zip(rows, never, now))
        spared = sum(before not in (None, row["gold"]) and label is None for row, (before, _), (label, _) in zip(rows, never, now))
        print(f"  ambiguous_at {at}: {asked_amb} asked about; of the others {lost} read right and {spared} read "
              f"wrongly without it are asked about")


def main(argv: list[str] | None = None) -> int:
    cli = argparse.ArgumentParser(prog="python -m nlp.crossval", description=__doc__.split("\n")[0])
    cli.add_argument("--config", type=json.loads, default=MODEL_CONFIG, help="a textcat model config (JSON)")
    cli.add_argument("--folds", type=int, default=4)
    cli.add_argument("--epochs", type=int, default=EPOCHS, help="training epochs (train.EPOCHS)")
    cli.add_argument("--part-repeat", type=int, default=PART_REPEAT,
                     help="show each part_* message this many times per epoch (train.PART_REPEAT)")
    cli.add_argument("--batch", type=int, default=BATCH, help="messages per update (train.BATCH)")
    cli.add_argument("--part-only", action="store_true", help="only the part_* train messages")
    cli.add_argument("--thresholds", action="store_true", help="the ask/wrong trade-off of low_confidence")
    cli.add_argument("--confusion", type=int, default=0, metavar="N",
                     help="print the N most frequent gold → read-as pairs (shipped thresholds)")
    cli.add_argument("--save", metavar="FILE", help="write the out-of-fold scores to FILE (JSON lines)")
    cli.add_argument("--load", metavar="FILE", help="read out-of-fold scores saved by --save instead of training")
    cli.add_argument("--rerank", action="store_true",
                     help="fit nlp.rerank's weights on these scores and print them (event.RERANK_WEIGHTS)")
    args = cli.parse_args(argv)
    train, _ = split()
    if args.load:
        rows = load_rows(args.load)
        if not any("knn" in row for row in rows):
            print(f"warning: {args.load} has no neighbours' votes (saved before nlp.neighbours): every figure below "
                  "is the classifier's alone, also where a neighbour weight is printed")
    else:
        items = [e for e in train if not (args.part_only and e.train_only)]
        rows = out_of_fold(items, args.config, args.folds, args.part_repeat, args.epochs, args.batch)
    if args.save:
        save_rows(rows, args.save)
    ambiguous = [row for row in rows if row["gold"] == AMBIGUOUS]
    rows = [row for row in rows if row["gold"] != AMBIGUOUS]  # the figures below are over the messages with one reading
    n = len(rows)
    part = [row for row in rows if row["part"]]
    trained = (f"scores loaded from {args.load}" if args.load else
               f"{args.folds}-fold, {args.config['@architectures']}, part_* shown {args.part_repeat}×, "
               f"{args.epochs} epochs, batch {args.batch}")
    print(f"{n} train messages ({len(part)} part_*), {trained}")
    shipped = {k: v for k, v in Language.get_factory_meta("tdbot_event").default_config.items() if not k.startswith("@")}
    counts = fact_counts(train)  # as nlp.train writes them
    ambiguous_pairs = ambiguity.pairs_of(train)  # as nlp.train writes them

    def builder(**changes: Any) -> EventBuilder:
        """``tdbot_event`` with the shipped settings but ``changes``, and the fact counts its reranker weighs."""
        built = EventBuilder(**{**shipped, **changes})
        built.fact_counts = counts
        built.pairs = ambiguous_pairs
        return built

    mix = shipped["neighbour_weight"]
    for weight in (0.0, 0.1, 0.2, 0.3):  # top-1 accuracy of classifier + weight × cues, never asking
        t = tally(rows, EventBuilder(weight, 0.0, 99.0, 0.0, 0.0), settle=False)
        tp = tally(part, EventBuilder(weight, 0.0, 99.0, 0.0, 0.0), settle=False)
        print(f"  cue weight {weight}: {t['right'] / n:.1%} right (part_*: {tp['right'] / max(len(part), 1):.1%})")
    below = shipped["neighbour_below"]
    for neighbour_weight in (0.0, mix):
        t = tally(rows, EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0, neighbour_weight, below))
        tp = tally(part, EventBuilder(0.1, 0.0, 99.0, 0.0, 0.0, neighbour_weight, below))
        print(f"  cue weight 0.1, neighbour weight {neighbour_weight}, then the stated facts deciding (EventBuilder.settle): "
              f"{t['right'] / n:.1%} right (part_*: {tp['right'] / max(len(part), 1):.1%})")
    if args.rerank:
        weights = fit_rerank(rows, builder())
        print(f"  weights fitted on all of them (event.RERANK_WEIGHTS): {weights}")
    else:
        weights = shipped["rerank_weights"]
    never_asking = dict(ambiguity_margin=0.0, ambiguity_min_cue=99.0, low_confidence=0.0, low_confidence_margin=0.0,
                        rerank_weights=weights)
    t, tp = tally(rows, builder(**never_asking)), tally(part, builder(**never_asking))
    print(f"  … and the unsure ones reranked (nlp.rerank{', the weights just fitted' if args.rerank else ''}): "
          f"{t['right'] / n:.1%} right (part_*: {tp['right'] / max(len(part), 1):.1%})")
    if args.thresholds:
        for neighbour_weight, low, margin in ((0.0, 0.7, 0.3), (mix, 0.0, 0.3), (mix, 0.4, 0.3), (mix, 0.5, 0.3),
                                              (mix, 0.6, 0.3), (mix, 0.7, 0.3), (mix, 0.5, 0.5)):
            t = tally(rows, EventBuilder(0.1, 0.1, 2.0, low, margin, neighbour_weight, below))
            print(f"  neighbour weight {neighbour_weight}, low_confidence {low} margin {margin}: wrong {t['wrong'] / n:.1%}, "
                  f"asked {t['asked'] / n:.1%} (right among the choices in {t['asked_right'] / max(t['asked'], 1):.0%})")
        for low, margin in ((0.5, 0.3), (0.6, 0.3), (0.7, 0.3), (0.7, 0.4), (0.7, 0.5)):
            t = tally(rows, builder(low_confidence=low, low_confidence_margin=margin, rerank_weights=weights))
            print(f"  reranked, low_confidence {low} margin {margin}: wrong {t['wrong'] / n:.1%}, asked {t['asked'] / n:.1%} "
                  f"(right among the choices in {t['asked_right'] / max(t['asked'], 1):.0%}), right {t['right'] / n:.1%}")
    if ambiguous:
        print_ambiguity(rows, ambiguous, builder, weights, (shipped["ambiguous_at"],) + ((0.9, 0.7, 0.5) if args.thresholds else ()))
    if args.confusion:
        shipped_builder = builder(rerank_weights=weights)  # the shipped thresholds
        pairs = Counter()
        for row in rows:
            label, candidates = decide(row, shipped_builder)
            read = label or "asked: " + " / ".join(candidates)
            if read != row["gold"]:
                pairs[row["gold"], read] += 1
        print(f"  most frequent confusions (gold → read as), of {sum(pairs.values())}:")
        for (gold, read), count in pairs.most_common(args.confusion):
            print(f"    {count:4d}  {gold} → {read}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
