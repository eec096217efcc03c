"""Facts of a call out of rotation (Laws 29–32, 23) from a director's message.

The anchor is the out-of-turn cue ("voor zijn beurt", "niet zijn beurt"); the
offender is the seat that made the call next to it, the kind of call is the call
word next to it, and what RHO and LHO did is read from the seats relative to the
offender after the anchor.
"""

from __future__ import annotations

import re
from typing import Any

from .extract import LHO, PARTNER, RHO, SEAT, Reader, extractor, relation, seat_re
from .normalize import parse_seat

PASS_WORDS = r"(?:past|paste|pas|pass|gepast|passte|pas-kaartje|paskaartje)"
DOUBLE_WORDS = r"(?:doubleert|doubleerde|gedoubleerd|doublet|dbl|redoubleert|redoubleerde|redoublet|rdbl|x|xx|dubbelt|dubbel|dubbelde)"
BID_WORDS = r"(?:opent|opende|geopend|bood|biedt|bod|boden|bieding|opening|[1-7](?:♠|♥|♦|♣|sa|nt)|[1-7] ?(?:♠|♥|♦|♣|sans|sa)|(?:een|twee|drie|vier|vijf|zes|zeven) (?:harten|schoppen|ruiten|klaveren|sans))"
CALL_VERBS = rf"(?:{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|biedt|zei|zegt|bieden|opend)"
RHO_WORDS = r"(?:\brechtertegenstander\b|\brt\b)"
LHO_WORDS = r"(?:\blinkertegenstander\b|\blt\b)"


def _anchor(reader: Reader) -> int | None:
    """Character offset in ``reader.norm`` of the out-of-turn expression."""
    match = re.search(
        r"voor (?:zijn|haar|mijn|z'n|de|je|hun|jouw) (?:beurt|buert)|\bvd beurt|niet (?:zijn|haar|mijn) beurt|"
        r"out of (?:turn|rotation)|te vroeg|per ongeluk|terwijl (?:zijn |de )?\S+ (?:nog|gever|aan de beurt)|als eerste|"
        r"(?:nog )?voor(?:dat)? (?:\S+ ){1,3}?(?:iets|geboden)|op de beurt van|\(\S+ moest nog\)|beurt was aan|al voordat|meteen|"
        r"het was de beurt van|\bvdb\b|kwam te vroeg|\bterwijl (?:\S+ )?(?:de gever|nog)|als allereerste|\bbeurt van|"
        r"\bvoordat (?:\S+ ){0,3}(?:aan de beurt|kon)|\bgever (?:is|was)\b",
        reader.norm,
    )
    return match.start() if match else None


_SEAT_CALL = re.compile(
    rf"(?P<s>{SEAT})(?: \(\w+\))?,? (?:\S+ ){{0,2}}?(?:{CALL_VERBS}|legde|zette|begon|[1-7](?:♠|♥|♦|♣|sa|nt)|[1-7] (?:♠|♥|♦|♣))(?![\w])"
    rf"|(?:{CALL_VERBS}|toen bood|en bood) (?P<t>{SEAT})(?![\w-])"
)


def _calls_before(text: str) -> list[tuple[int, str, str]]:
    """(offset, seat, the words after it) for every seat named with a call, in order."""
    out = []
    for match in _SEAT_CALL.finditer(text):
        seat = parse_seat(match.group("s") or match.group("t"))
        if seat and not re.search(r"gever\W*$", text[: match.start()]):
            out.append((match.start(), seat, match.group(0)))
    return out


def _offender(reader: Reader, anchor: int | None) -> tuple[str | None, int | None]:
    """The offender and the offset of his call in ``reader.norm``."""
    text = reader.norm
    me = re.search(rf"\bik (?:zat |\(|ben |als )?(?P<s>{SEAT})", text)
    if me and re.search(r"mijn partner (?:\S+ ){0,3}?(?:bood|opende|paste|doubleerde|redoubleerde|past|biedt)", text):
        return PARTNER[parse_seat(me.group("s"))], me.start()
    if me:
        return parse_seat(me.group("s")), me.start()
    for pattern in (rf"(?P<s>{SEAT})'s (?:bod|pas|doublet|bieding)",
                    rf"(?:bod|pas|doublet|bieding|opening|\S+) (?:voor|vd) (?:de |zijn )?beurt (?:van|door) (?P<s>{SEAT})",
                    rf"(?:bod|pas|doublet|redoublet|xx|x) (?:voor|vd) (?:de |zijn )?beurt[,:]? (?:door )?(?P<s>{SEAT})",
                    rf"beurt van (?P<x>{SEAT}) maar (?P<s>{SEAT})",
                    rf"(?:vervangende )?(?:bieding|bod|doublet|pas|opening|redoublet) van (?P<s>{SEAT})\b",
                    rf"(?:[1-7]\S*|een|twee|drie|vier|vijf|zes|zeven) (?:♠|♥|♦|♣|harten|schoppen|ruiten|klaveren|sa|sans) door (?P<s>{SEAT})",
                    rf"voor de beurt \S+: (?P<s>{SEAT})",
                    rf"(?:gebooden|geboden|gepast|gedoubleerd) door (?P<s>{SEAT})"):
        match = re.search(pattern, text)
        if match:
            return parse_seat(match.group("s")), match.start()
    if anchor is None:
        return None, None
    calls = _calls_before(text[: anchor + 1])
    if calls:
        return calls[-1][1], calls[-1][0]
    seats = [m for m in re.finditer(SEAT, text[:anchor]) if not re.search(r"gever\W*$", text[: m.start()])]
    if seats:
        return parse_seat(seats[-1].group(0)), seats[-1].start()
    tail = re.search(rf"beurt van (?P<x>{SEAT}) maar (?P<s>{SEAT})", text)
    if tail:
        return parse_seat(tail.group("s")), tail.start("s")
    return None, None


def _call_kind(reader: Reader, anchor: int | None, position: int | None) -> str | None:
    text = reader.norm
    if re.search(r"bidding out of turn|bid out of turn", text):
        return "bid"
    if position is not None:
        own = re.match(rf"\S+(?: \(\w+\))?,? (?:\S+ ){{0,2}}?(?P<w>{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|geopend|geboden|gepast|gedoubleerd|[1-7](?:♠|♥|♦|♣|sa|nt))(?![\w])", text[position:])
        if own:
            return _kind_of(own.group("w"))
    if anchor is None:
        return None
    best = None
    for match in re.finditer(rf"(?<![\w-])(?P<w>{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|bod|geopend|geboden|bieding|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w-])", text):
        distance = match.start() - anchor if match.start() >= anchor else anchor - match.end()
        if distance <= 25 and (best is None or distance < best[0]):
            best = (distance, match.group("w"))
    return _kind_of(best[1]) if best else None


def _kind_of(word: str) -> str:
    if re.fullmatch(PASS_WORDS, word):
        return "pass"
    if re.fullmatch(DOUBLE_WORDS, word):
        return "double"
    return "bid"


def _next_to_call(text: str, upto: int, dealer: str | None, offender: str) -> str | None:
    """Whose turn it was at offset ``upto``: after the last listed caller, else the dealer."""
    calls = [c for c in _calls_before(text[:upto])]
    if calls:
        return LHO[calls[-1][1]]
    return dealer


def _turn_of(reader: Reader, offender: str | None, dealer: str | None, position: int | None) -> tuple[str | None, bool]:
    """(turn_of, True when derived from the dealer and the calls listed)."""
    text = reader.norm
    explicit = [
        (r"beurt van (?:zijn |de |mijn )?partner|(?:zijn|mijn|de) partner (?:\S+ )?(?:moest nog|was aan de beurt|aan de beurt)|partner(?:'s)? (?:was )?aan de beurt|at partner's turn|gever \(zijn partner\)|partner (?:was )?gever|beurt was aan partner|(?:\S+ )?is de partner van", "partner"),
        (rf"beurt van (?:zijn |de |mijn )?{LHO_WORDS}|(?:zijn|mijn|de) {LHO_WORDS} (?:moest nog|was aan de beurt)|{LHO_WORDS} (?:was )?aan de beurt", "lho"),
        (rf"beurt van (?:zijn |de |mijn )?{RHO_WORDS}|(?:na|over) (?:de |een )?(?:opening|[1-7]\S*) van (?:zijn |de )?{RHO_WORDS}|van \S+ \(de {RHO_WORDS}\)|(?:zijn|de) {RHO_WORDS} (?:\S+ )?(?:opende|bood|biedt|zelf biedt|nog niets)|als de {RHO_WORDS} na|(?:zijn|mijn|de) {RHO_WORDS} (?:\S+ )?(?:moest nog|was aan de beurt|was gever)|{RHO_WORDS} (?:was )?(?:aan de beurt|gever)|{RHO_WORDS} (?:nog )?moest", "rho"),
    ]
    for pattern, value in explicit:
        if re.search(pattern, text):
            return value, False
    if not offender:
        return None, False
    if re.search(rf"(?:na|over) (?:de |een |het )?(?:opening|[1-7]\S*|bod|doublet) van {seat_re(RHO[offender])}", text):
        return "rho", False
    if re.search(r"toen het mijn beurt was|op mijn beurt", text):
        me = re.search(rf"\bik (?:zat |\(|ben |als )?(?P<s>{SEAT})", text)
        if me:
            return relation(offender, parse_seat(me.group("s"))), False
    match = re.search(
        rf"(?:beurt (?:van|v\.?|aan)|het was (?:nog )?aan|voordat|terwijl|nog voor|\bvoor) (?:de gever,? )?(?P<x>{SEAT})(?:,? de gever,?)? (?:aan de beurt|iets|nog|moest|kon|was|had|zat)|"
        rf"(?:beurt (?:van|v\.?|aan)) (?:de gever,? )?(?P<y>{SEAT})\b|\((?P<z>{SEAT}) moest nog\)",
        text,
    )
    if match and not re.search(r"(?:geroepen|gebeld|gehaald) $", text[max(0, match.start() - 9) : match.start()]):
        seat = parse_seat(next(g for g in match.groups() if g))
        if seat and seat != offender:
            return relation(offender, seat), False
    match = re.search(
        rf"(?<!geroepen )(?<!gebeld )(?:terwijl|maar|beurt van|voor(?:dat)?|nog voor) (?P<x>{SEAT}) (?:aan de beurt|gever|nog|was|had|iets)|\((?P<y>{SEAT}) moest nog\)|"
        rf"het was de beurt van (?P<z>{SEAT})|(?:op de )?beurt van (?P<v>{SEAT})|(?P<w>{SEAT}) was (?:gever|aan de beurt)",
        text,
    )
    if match:
        seat = parse_seat(next(g for g in match.groups() if g))
        if seat and seat != offender:
            return relation(offender, seat), False
    if position is not None:
        nxt = _next_to_call(text, position, dealer, offender)
        if nxt and nxt != offender:
            return relation(offender, nxt), True
    return None, False


def _rho_action(reader: Reader, offender: str | None, anchor: int | None) -> str | None:
    text = reader.norm
    if re.search(rf"{RHO_WORDS} (?:heeft )?nog (?:niks|niets) (?:gedaan|gezegd)|{RHO_WORDS} nog niets gedaan", text):
        return "pending"
    rho = seat_re(RHO[offender]) if offender else None
    if rho and re.search(rf"{rho} heeft nog (?:niks|niets)", text):
        return "pending"
    if re.search(rf"{RHO_WORDS}\)? (?:nu |daarna |dan )?(?:{PASS_WORDS})\b|als hij (?:nu )?past|als (?:die|de) {RHO_WORDS} past", text):
        return "pass"
    if re.search(rf"(?:na|over) (?:de |een )?(?:opening|\S+) van (?:zijn |de )?{RHO_WORDS}|{RHO_WORDS}(?: \(\w\))? (?:na een bod voor de beurt )?(?:zelf |daarna |nu )?(?:biedt|bood|opent|opende|doubleert|doubleerde|een bod doet)|van \w \(de {RHO_WORDS}\)", text):
        return "call"
    if rho and re.search(rf"(?:na|over) (?:de |een |het )?(?:opening|[1-7]\S*|bod|pas|doublet) van {rho}", text):
        return "call"
    if rho and anchor is not None:
        after = text[anchor:]
        seat = rho
        if re.search(rf"{seat} (?:\S+ ){{0,3}}?{PASS_WORDS}\b|{seat} (?:\S+ )?past daarna", after):
            return "pass"
        if re.search(rf"{seat} (?:\S+ ){{0,3}}?(?:opent|opende|bood|biedt|doubleert|doubleerde|geboden|[1-7](?:♠|♥|♦|♣|sa))|(?:doubleerde|bood|opende) {seat}(?![\w-])|na (?:de )?[1-7]\S* van {seat}", after):
            return "call"
        if re.search(r"(?:wedstrijdleider|wl) (?:gebeld|geroepen|erbij|is er)[^.]*?(?:wat nu|hoe verder|wat moet)", after):
            return "pending"
    return None


def _lho_called(reader: Reader, offender: str | None, anchor: int | None) -> bool | None:
    text = reader.norm
    if re.search(r"(?:wedstrijdleider|wl) (?:\S+ )?geroepen voordat|niet zelf biedt maar|meteen de (?:wedstrijdleider|wl) roept", text):
        return False
    if re.search(rf"{LHO_WORDS}(?: \(\w\))? (?:heeft )?nog (?:niet|niks|niets)", text):
        return False
    if re.search(rf"{LHO_WORDS}(?: \(\w\))?,?[^.]*?(?:overheen|achteraan|wel gepast|heeft gepast|heeft geboden|bood|biedt|opent|opende|reageerde)\b", text) \
            and not re.search(r"niet zelf biedt|na (?:komst|uitleg) van de (?:wedstrijdleider|wl)", text):
        return True
    if offender and anchor is not None:
        seat = seat_re(LHO[offender])
        after = text[anchor:]
        if re.search(rf"{seat}(?: en \S+)? (?:hebben|heeft|had) nog (?:niets|niks|niet)", text):
            return False
        act = re.search(rf"{seat}(?: \(\w+\)|, zijn \w+,)? (?:\S+ ){{0,3}}?(?:bood|biedt|opent|opende|doubleert|doubleerde|zette|volgde|reageerde|past|paste|gepast|geboden)\b(?P<rest>[^.]*)", after)
        if act and not re.search(r"na (?:komst|uitleg) van de (?:wedstrijdleider|wl)", act.group(0)):
            if re.search(r"overheen|zonder|meteen|direct|achteraan|niemand", act.group(0) + after[act.end():act.end() + 60]):
                return True
    return None


def _comparable(reader: Reader) -> str | None:
    text = reader.norm
    if re.search(r"moet (?:nu )?nog (?:opnieuw )?(?:een )?(?:vervangend bod|bieden)|nog (?:een )?vervangend bod kiezen", text):
        return "pending"
    if re.search(r"zelfde doel|hetzelfde doel|ook een relay|allebei een relay", text):
        return "same_purpose"
    if re.search(r"(?:een )?deel van (?:wat|de betekenissen)|deelverzameling", text):
        return "subset"
    if re.search(r"(?:de|dezelfde|zelfde|gelijkaardige) betekenis", text):
        return "same_meaning"
    if re.search(r"(?:niet|geen|niet-)[- ]?vergelijkba|onvergelijkbaar", text):
        return "no"
    if reader.has("COMPARABLE"):
        return "yes"
    return None


def _damaged(reader: Reader) -> bool | None:
    text = reader.norm
    if re.search(r"niet benadeeld|geen schade|geen invloed|niets uitmaakte|geen nadeel", text):
        return False
    if reader.has("DAMAGE"):
        return True
    return None


def _previously_called(reader: Reader, offender: str | None, position: int | None, derived: bool) -> bool | None:
    text = reader.norm
    if re.search(r"al eerder (?:in de bieding )?(?:geboden|gepast)|eerder in de bieding al|had al eerder|die al gepast had|bood al\b", text):
        return True
    if re.search(r"als (?:aller)?eerste|eerste bieding|nog niet geboden had|eerste (?:bod|call)|allereerste", text):
        return False
    if offender and position is not None:
        if any(seat == offender for _, seat, _ in _calls_before(reader.norm[:position])):
            return True
        if derived or reader.dealer():
            return False
    return None


@extractor("call_out_of_rotation")
def call_out_of_rotation(reader: Reader) -> dict[str, Any]:
    text = reader.norm
    anchor = _anchor(reader)
    offender, position = _offender(reader, anchor)
    dealer = reader.dealer()
    turn, derived = _turn_of(reader, offender, dealer, position)
    after_play = reader.has("AFTER_PLAY") or re.search(r"\bna afloop|na het spel|spel (?:is )?(?:afgelopen|gespeeld)|\ben (?:maakt|maakte|haalt|haalde)\b(?! \S+ slag)|\b(?:down|gemaakt)\b", text)
    values: dict[str, Any] = {
        "offender": offender,
        "dealer": dealer,
        "call_kind": _call_kind(reader, anchor, position),
        "turn_of": turn,
        "rho_action": _rho_action(reader, offender, anchor) if turn in ("rho", None) else None,
        "replacement_comparable": _comparable(reader),
        "offender_lho_called": _lho_called(reader, offender, anchor),
        "offender_previously_called": _previously_called(reader, offender, position, derived),
        "phase": "after_play" if after_play else None,
        "nos_damaged": _damaged(reader),
    }
    return {k: v for k, v in values.items() if v is not None}
