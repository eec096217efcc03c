"""Fact extractors: one small function per irregularity, reading a ``Reader`` over the doc.

Each extractor returns only the facts the message states or makes unmistakable;
silence stays silence (the engine asks). Phrase tests run on ``Reader.norm``, the
message as its normalised tokens joined by single spaces ("sch" → "schoppen").
"""

from __future__ import annotations

import re
from typing import Any, Callable

from spacy.tokens import Doc

from .normalize import parse_seat
from .spelling import tokens_text

PARTNER = {"N": "Z", "Z": "N", "O": "W", "W": "O"}
LHO = {"N": "O", "O": "Z", "Z": "W", "W": "N"}
RHO = {v: k for k, v in LHO.items()}

_DEALER_BEFORE = {"gever", "dealer", "gevers", "gev", "gev."}
_DEALER_AFTER = ("is gever", "was gever", "gaf", "deelde", "is dealer", "gever was", ", de gever", "(gever)", "( gever")
# "O gever: Z pas", "N gever, O opent": the seat right before a bare "gever" (then punctuation or the end)
_DEALER_BARE = {"gever", "dealer"}
_DEALER_BARE_NEXT = {"", ":", ",", ".", ";", "-", ")"}


# A seat as a word in ``Reader.norm``: a letter or the full name, not part of "noord-zuid" or a longer word.
SEAT = r"(?:(?<![\w-])(?:[nozw]|noord|oost|zuid|west)(?![\w-]))"
SEAT_FORMS = {"N": "(?:n|noord)", "O": "(?:o|oost)", "Z": "(?:z|zuid)", "W": "(?:w|west)"}


def seat_re(seat: str) -> str:
    """The regular expression for one seat (``"N"`` → n or noord, as a whole word)."""
    return rf"(?<![\w-]){SEAT_FORMS[seat.upper()]}(?![\w-])"


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
        self.norm = tokens_text(doc, "norm_")
        self.lower = tokens_text(doc, "lower_")
        self.cues: dict[str, list] = {}
        # what ``once`` keeps (each extractor's facts, derived readings), keyed by (name, norm, lower): a
        # rewritten copy of the reader (copy.copy, another norm) shares this dict but never a key
        self.derived: dict[tuple[str, str, str], Any] = {}
        for span in doc.spans.get("cues", []):
            self.cues.setdefault(span.label_, []).append(span)

    def once(self, name: str, compute: Callable[["Reader"], Any]) -> Any:
        """``compute(self)``, computed once per reading: several extractors and boundary checks ask for
        the same derived reading (the calls told in order, the canonical text). A rewritten copy with
        another norm computes its own. The result is shared: callers must not change it."""
        key = (name, self.norm, self.lower)
        if key not in self.derived:
            self.derived[key] = compute(self)
        return self.derived[key]

    # -- basic tests --------------------------------------------------------------------
    def has_words(self) -> bool:
        return any(t.is_alpha and len(t) > 1 for t in self.doc) or bool(self.doc.ents)

    def has(self, label: str, *, negated: bool | None = False) -> bool:
        spans = self.cues.get(label, [])
        if negated is None:
            return bool(spans)
        return any(bool(s._.negated) == negated for s in spans)

    def find(self, pattern: str) -> re.Match | None:
        return re.search(pattern, self.norm)

    def any(self, *patterns: str) -> bool:
        return any(re.search(p, self.norm) for p in patterns)

    def is_hypothetical(self) -> bool:
        """A general or conditional question ("Als ...", "Wat als ...", "Mag de leider ..."), not a report."""
        return bool(
            re.match(r"^(als|wat|wanneer|hoe|hoeveel|mag|moet|kan|kun|is|telt|geldt|welke|waarom|klopt|wordt|stel)\b", self.lower)
        )

    def is_question(self) -> bool:
        return "?" in self.doc.text or bool(
            re.match(r"^(mag|moet|kan|kun|wat|hoe|wie|wanneer|is|geldt|als|klopt|welke|waarom)\b", self.lower)
        )

    # -- entities -------------------------------------------------------------------------
    def _names_dealer(self, ent) -> bool:
        """Whether this seat entity is named as the dealer ("gever N", "N is gever", "N gever: ...")."""
        if ent.start > 0 and self.doc[ent.start - 1].lower_ in _DEALER_BEFORE:
            return True
        following = [t.lower_ for t in self.doc[ent.end : ent.end + 2]]
        if any(" ".join(following).startswith(a) for a in _DEALER_AFTER):
            return True
        return bool(following) and following[0] in _DEALER_BARE and (following[1:] or [""])[0] in _DEALER_BARE_NEXT

    def seats(self) -> list[tuple[str, int]]:
        """Seats named as players (not as dealer), with their token index."""
        out = []
        for ent in self.doc.ents:
            if ent.label_ != "SEAT":
                continue
            seat = parse_seat(ent.text)
            if seat and not self._names_dealer(ent):
                out.append((seat, ent.start))
        return out

    def dealer(self) -> str | None:
        for ent in self.doc.ents:
            if ent.label_ == "SEAT" and self._names_dealer(ent):
                return parse_seat(ent.text)
        match = re.search(
            r"(?:de gever(?: was|,| is)|beurt van de gever,|gever was|de gever \((?:zijn|mijn) partner\) was|gever:?) "
            r"(?P<s>(?<![\w-])(?:[nozw]|noord|oost|zuid|west)(?![\w-]))",
            self.norm,
        )
        return parse_seat(match.group("s")) if match else None


# -- per irregularity ----------------------------------------------------------------------
Extractor = Callable[[Reader], dict[str, Any]]
EXTRACTORS: dict[str, Extractor] = {}


def extractor(*kinds: str, replaces: bool = False) -> Callable[[Extractor], Extractor]:
    """Register an extractor for some irregularities; taking over a kind another module
    registered needs ``replaces=True`` (modules are imported in name order)."""

    def register(fn: Extractor) -> Extractor:
        for kind in kinds:
            if kind in EXTRACTORS and not replaces:
                raise ValueError(f"an extractor for {kind!r} is already registered ({EXTRACTORS[kind].__module__})")
            EXTRACTORS[kind] = fn
        return fn

    return register


def offender_only(reader: Reader) -> dict[str, Any]:
    seats = reader.seats()
    return {"offender": seats[0][0]} if seats else {}


def extract_facts(irregularity: str, reader: Reader) -> dict[str, Any]:
    """The facts one extractor reads; kept on the reader, as a boundary check, the same-ruling check
    and the final reading may ask for the same irregularity's facts (a copy each time)."""
    return dict(reader.once(f"facts:{irregularity}", EXTRACTORS.get(irregularity, offender_only)))


# The extractors register themselves on import: every nlp/extract_*.py module, in name order.
def _import_extractors() -> None:
    from importlib import import_module
    from pkgutil import iter_modules

    from . import __path__ as package_path

    for module in sorted(m.name for m in iter_modules(package_path) if m.name.startswith("extract_")):
        import_module(f"{__package__}.{module}")


_import_extractors()
