"""Reading the annotated corpus and splitting it into train and dev.

Source files are ``nlp/corpus/part_*.jsonl``; ``split()`` assigns each message to
``dev`` by a hash of its text (about one in five), so the split is stable across
machines and never depends on file order. Nothing is tuned on dev.

Files named ``nlp/corpus/train_*.jsonl`` go to train whole: they were written after
the dev split was fixed, while the parser was being improved, so putting a fifth of
them in dev would put messages we worked from into the measurement. A message of
such a file whose text is also in dev is an error (``split`` raises).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

DEV_SHARE = 20  # percent


@dataclass(frozen=True)
class Example:
    text: str
    kind: str
    irregularity: str | None
    facts: dict[str, Any]
    candidates: tuple[str, ...] = ()
    source: str = ""
    train_only: bool = False

    @classmethod
    def from_json(cls, data: dict[str, Any], source: str = "") -> "Example":
        event = dict(data.get("event") or {})
        irregularity = event.pop("irregularity", None)
        return cls(
            data["text"], data.get("kind", "incident"), irregularity, event, tuple(data.get("candidates") or ()),
            source, source.startswith("train_"),
        )


def corpus_dir() -> Path:
    return Path(str(resources.files("nlp").joinpath("corpus")))


def read_jsonl(path: Path) -> list[Example]:
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            out.append(Example.from_json(json.loads(line), f"{path.name}:{number}"))
    return out


def holdout_examples() -> list[Example]:
    """``nlp/corpus/holdout/*.jsonl``: messages written by someone who never ran the parser on them, kept out of
    train and dev, to measure later changes on (``tdbot eval --file nlp/corpus/holdout/F``)."""
    folder = corpus_dir() / "holdout"
    return [e for path in sorted(folder.glob("*.jsonl")) for e in read_jsonl(path)] if folder.exists() else []


def all_examples() -> list[Example]:
    examples: list[Example] = []
    for pattern in ("part_*.jsonl", "train_*.jsonl"):
        for path in sorted(corpus_dir().glob(pattern)):
            examples.extend(read_jsonl(path))
    return examples


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def is_dev(text: str) -> bool:
    digest = hashlib.sha256(_key(text).encode()).digest()
    return int.from_bytes(digest[:4], "big") % 100 < DEV_SHARE


def split(examples: Iterable[Example] | None = None) -> tuple[list[Example], list[Example]]:
    train, dev = [], []
    for example in examples if examples is not None else all_examples():
        (dev if is_dev(example.text) and not example.train_only else train).append(example)
    leaked = {_key(e.text) for e in dev} & {_key(e.text) for e in train if e.train_only}
    if leaked:
        raise ValueError(f"train-only messages repeat dev messages: {sorted(leaked)[:3]}")
    return train, dev


def shared_examples(folder: Path) -> list[dict[str, Any]]:
    path = folder / "incidents.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# The facts annotated per irregularity (GUIDE.md); the parser is measured on exactly these.
ANNOTATED: dict[str, tuple[str, ...]] = {
    "revoke": (
        "offender", "offender_role", "established", "revoke_trick_winner", "offending_side_later_tricks",
        "trick_number", "repeat_revoke_same_suit", "revoke_by_failure_to_play_penalty_or_dummy_card",
        "attention_after_nos_called_next_board", "attention_after_round", "both_sides_revoked",
    ),
    "call_out_of_rotation": (
        "offender", "dealer", "call_kind", "turn_of", "rho_action", "replacement_comparable",
        "offender_lho_called", "offender_previously_called", "phase", "nos_damaged",
    ),
    "change_of_call": (
        "offender", "change_cause", "partner_called_since", "auction_ended", "lho_called_over_change",
        "lho_called_after_first_call",
    ),
    "withdrawn_action_info": ("info_user_side", "nos_damaged"),
    "lead_restriction": ("offender_is_defender", "replacement_comparable", "withdrawn_under_25a"),
    "incorrect_number_of_cards": ("discovery_phase", "surplus_card", "card_seen_by_other", "normal_play_possible"),
    "dummy_conduct": ("dummy_action", "dummy_violated_43a2", "attention_already_drawn", "during_play"),
    "card_misplayed_by_dummy": ("attention_before_next_trick",),
    "fifth_card": ("player_role", "deemed_lead"),
    "dummy_indicates_card": (),
    "trick_quitted_early": (),
    "awareness_of_damage": ("offender_could_have_known",),
    "procedural": ("offence",),
}
DEFAULT_ANNOTATED = ("offender",)


def _load_annotated_files() -> None:
    """Later irregularities list their annotated facts in ``nlp/corpus/annotated/*.yaml``."""
    import yaml

    folder = corpus_dir() / "annotated"
    for path in sorted(folder.glob("*.yaml")) if folder.exists() else ():
        for kind, facts in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
            if kind in ANNOTATED:
                raise ValueError(f"{path.name}: the annotated facts of {kind!r} are already defined")
            ANNOTATED[kind] = tuple(facts)


_load_annotated_files()


def annotated_facts(irregularity: str | None) -> tuple[str, ...]:
    if irregularity is None:
        return ()
    return ANNOTATED.get(irregularity, DEFAULT_ANNOTATED)
