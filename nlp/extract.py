"""Fact extractors: one small function per irregularity, reading a ``Reader`` over the doc.

Each extractor returns only the facts the message states or makes unmistakable;
silence stays silence (the engine asks). Phrase tests run on ``Reader.norm``, the
message as its normalised tokens joined by single spaces ("sch" → "schoppen").
"""

from __future__ import annotations

import re
from typing import Any, Callable

from spacy.tokens import Doc

from .normalize import parse_count, parse_seat, parse_trick_number

PARTNER = {"N": "Z", "Z": "N", "O": "W", "W": "O"}
LHO = {"N": "O", "O": "Z", "Z": "W", "W": "N"}
RHO = {v: k for k, v in LHO.items()}

_DEALER_BEFORE = {"gever", "dealer", "gevers"}
_DEALER_AFTER = ("is gever", "was gever", "gaf", "deelde", "is dealer")


def relation(offender: str, other: str) -> str | None:
    """Where ``other`` sits relative to ``offender``: rho, partner, lho (None if same)."""
    if other == PARTNER.get(offender):
        return "partner"
    if other == LHO.get(offender):
        return "lho"
    if other == RHO.get(offender):
        return "rho"
    return None


class Reader:
    """Convenient read access to one parsed message."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.norm = " ".join(t.norm_ for t in doc)
        self.lower = " ".join(t.lower_ for t in doc)
        self.cues: dict[str, list] = {}
        for span in doc.spans.get("cues", []):
            self.cues.setdefault(span.label_, []).append(span)

    # -- basic tests --------------------------------------------------------------------
    def has_words(self) -> bool:
        return any(t.is_alpha and len(t) > 1 for t in self.doc) or bool(self.doc.ents)

    def has(self, label: str, *, negated: bool | None = False) -> bool:
        spans = self.cues.get(label, [])
        if negated is None:
            return bool(spans)
        return any(bool(s._.negated) == negated for s in spans)

    def first_cue(self, label: str) -> Any:
        spans = self.cues.get(label, [])
        return min(spans, key=lambda s: s.start) if spans else None

    def find(self, pattern: str) -> re.Match | None:
        return re.search(pattern, self.norm)

    def any(self, *patterns: str) -> bool:
        return any(re.search(p, self.norm) for p in patterns)

    def is_question(self) -> bool:
        return "?" in self.doc.text or bool(
            re.match(r"^(mag|moet|kan|kun|wat|hoe|wie|wanneer|is|geldt|als|klopt|welke|waarom)\b", self.lower)
        )

    # -- entities -------------------------------------------------------------------------
    def seats(self) -> list[tuple[str, int]]:
        """Seats named as players (not as dealer), with their token index."""
        out = []
        for ent in self.doc.ents:
            if ent.label_ != "SEAT":
                continue
            seat = parse_seat(ent.text)
            if not seat:
                continue
            if ent.start > 0 and self.doc[ent.start - 1].lower_ in _DEALER_BEFORE:
                continue
            after = " ".join(t.lower_ for t in self.doc[ent.end : ent.end + 2])
            if any(after.startswith(a) for a in _DEALER_AFTER):
                continue
            out.append((seat, ent.start))
        return out

    def dealer(self) -> str | None:
        for ent in self.doc.ents:
            if ent.label_ != "SEAT":
                continue
            seat = parse_seat(ent.text)
            before = self.doc[ent.start - 1].lower_ if ent.start > 0 else ""
            after = " ".join(t.lower_ for t in self.doc[ent.end : ent.end + 2])
            if before in _DEALER_BEFORE or any(after.startswith(a) for a in _DEALER_AFTER):
                return seat
        return None

    def seat_near(self, label: str, before: int = 6) -> str | None:
        """The seat named closest before a cue (else the first seat after it)."""
        cue = self.first_cue(label)
        seats = self.seats()
        if not seats:
            return None
        if cue is None:
            return seats[0][0]
        prior = [s for s in seats if cue.start - before <= s[1] < cue.start]
        if prior:
            return prior[-1][0]
        after = [s for s in seats if s[1] >= cue.end]
        return after[0][0] if after else seats[0][0]

    def trick_number(self) -> int | None:
        for ent in self.doc.ents:
            if ent.label_ == "TRICK":
                for token in ent:
                    number = parse_trick_number(token.text)
                    if number is not None:
                        return number
        return None


# -- per irregularity ----------------------------------------------------------------------
Extractor = Callable[[Reader], dict[str, Any]]
EXTRACTORS: dict[str, Extractor] = {}


def extractor(*kinds: str) -> Callable[[Extractor], Extractor]:
    def register(fn: Extractor) -> Extractor:
        for kind in kinds:
            EXTRACTORS[kind] = fn
        return fn

    return register


def offender_only(reader: Reader) -> dict[str, Any]:
    seats = reader.seats()
    return {"offender": seats[0][0]} if seats else {}


_ROLE_WORDS = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}


@extractor("revoke")
def revoke(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    offender = reader.seat_near("REVOKE")
    if offender:
        facts["offender"] = offender
    if reader.has("ESTABLISHED"):
        facts["established"] = True
    if reader.has("ESTABLISHED", negated=True) or reader.any(r"\bnog niet voldongen", r"voor de volgende slag"):
        facts["established"] = False
    number = reader.trick_number()
    if number:
        facts["trick_number"] = number
    winner = _revoke_trick_winner(reader, offender)
    if winner:
        facts["revoke_trick_winner"] = winner
    later = _later_tricks(reader)
    if later is not None:
        facts["offending_side_later_tricks"] = later
    return facts


def _revoke_trick_winner(reader: Reader, offender: str | None) -> str | None:
    match = reader.find(r"\b(overtreder|leider|blinde|tafel|partner|[nozw]|n-z|o-w|noord-zuid|oost-west)\b (won|wint|maakt|maakte|neemt|nam) (die|de|deze) (slag|verzakingsslag)")
    if not match:
        match = reader.find(r"\b(won|wint|maakt|maakte) (de|die) (verzakingsslag|slag) (zelf )?")
        if match and reader.any(r"overtreder (won|wint|maakt)"):
            return "offender"
        return None
    who = match.group(1)
    if who == "overtreder":
        return "offender"
    seat = parse_seat(who)
    if seat and offender:
        if seat == offender:
            return "offender"
        if seat == PARTNER[offender]:
            return "offender_partner"
        return "non_offending_side"
    return None


def _later_tricks(reader: Reader) -> int | None:
    match = reader.find(r"\b(daarna|nadien|vervolgens|later)\b[^.]*?\b(nog )?(\d+|een|één|twee|drie|vier|vijf|zes|geen)\b (slag|slagen)")
    if match:
        return parse_count(match.group(3))
    if reader.any(r"alle (volgende|overige|resterende) slagen"):
        return None
    return None


@extractor("call_out_of_rotation")
def call_out_of_rotation(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    offender = reader.seat_near("OUT_OF_TURN")
    dealer = reader.dealer()
    if offender:
        facts["offender"] = offender
    if dealer:
        facts["dealer"] = dealer
    if reader.has("PASS") and not reader.has("BID"):
        facts["call_kind"] = "pass"
    elif reader.has("DOUBLE") and not reader.has("BID"):
        facts["call_kind"] = "double"
    elif reader.has("BID") or any(e.label_ == "CALL" for e in reader.doc.ents):
        facts["call_kind"] = "bid"
    turn = None
    if reader.any(r"\b(rechtertegenstander|rt)\b (was )?(aan de beurt|gever)", r"\bmijn rechtertegenstander was"):
        turn = "rho"
    elif reader.any(r"\bpartner (was )?aan de beurt"):
        turn = "partner"
    elif reader.any(r"\blinkertegenstander (was )?aan de beurt"):
        turn = "lho"
    else:
        match = reader.find(r"terwijl ([nozw]) aan de beurt")
        if match and offender:
            turn = relation(offender, match.group(1).upper())
        elif dealer and offender:
            turn = relation(offender, dealer)
    if turn:
        facts["turn_of"] = turn
    if reader.any(r"\b(rechtertegenstander|rt)\b (nu )?(past|paste)", r"als hij (nu )?past"):
        facts["rho_action"] = "pass"
    if reader.has("COMPARABLE"):
        facts["replacement_comparable"] = "no" if reader.has("COMPARABLE", negated=True) else "yes"
    if reader.has("AFTER_PLAY") or reader.any(r"\ben maakt\b", r"\bgemaakt\b"):
        facts["phase"] = "after_play"
    if reader.has("DAMAGE"):
        facts["nos_damaged"] = True
    return facts


def extract_facts(irregularity: str, reader: Reader) -> dict[str, Any]:
    return EXTRACTORS.get(irregularity, offender_only)(reader)
