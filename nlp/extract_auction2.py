"""Fact extractors for the auction irregularities of Laws 24, 27 and 35-39.

    insufficient_bid              offender, offender_lho_called, ib_replacement, ib_replaced_early,
                                  made_out_of_turn, phase (after_play), nos_damaged
    card_exposed_during_auction   offender, card, exposed_cards, offender_is_defender
    call_after_final_pass         offender, after_final_pass_call, offender_is_defender, offender_lho_called
    inadmissible_call             offender, inadmissible_kind, offender_lho_called, made_out_of_turn,
                                  discovered_after_opening_lead, after_final_pass_call, offender_is_defender

Phrase tests run on ``Reader.norm`` (normalised tokens: "LT" → "linkertegenstander", "WL" →
"wedstrijdleider", "ru" → "ruiten"). The offender is the generic one of ``extract_play``
(``find_offender``), with the writer's partner ("mijn partner ..., ik zit Z") added. Calls are
read from the text ("2♥", "3 sa", "vier harten") so the replacement of an insufficient bid can be
compared with the bid it was made over. A card is written as the suit symbol and the Dutch rank
("♥V", "♠10", "♦4"), the notation of ``corpus/annotated/auction.yaml``. Each extractor returns
only what the message states or makes unmistakable.
"""

from __future__ import annotations

import copy
import re
from typing import Any, NamedTuple

from .extract import LHO, PARTNER, RHO, Reader, extractor
from .extract_bidding import LHO as _LHO, PLAYED_OUT, _RULED, _auction, _resolve, _writer, asking_seat, rephrased
from .extract_play import canon, find_offender
from .normalize import parse_seat

SEAT = r"(?<![\w'-])(?:n|o|z|w|noord|oost|zuid|west)(?![\w'-])"
_SEAT_FORMS = {"N": "(?:n|noord)", "O": "(?:o|oost)", "Z": "(?:z|zuid)", "W": "(?:w|west)"}
_END = r"[.;!?]"


def _seat_re(seat: str) -> str:
    return rf"(?<![\w'-]){_SEAT_FORMS[seat]}(?![\w'-])"


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r"[.;!?]", text) if c.strip()]


# -- calls --------------------------------------------------------------------------------------
_LEVELS = {"één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7, "acht": 8, "negen": 9}
_DENOMS = {
    "♣": 0, "klaveren": 0, "klaver": 0, "kl": 0,
    "♦": 1, "ruiten": 1, "ru": 1,
    "♥": 2, "harten": 2, "ha": 2,
    "♠": 3, "schoppen": 3, "sch": 3,
    "sa": 4, "nt": 4, "sans": 4, "zt": 4,
}
_CALL_RE = re.compile(
    r"(?<![\w♠♥♦♣])(?P<level>[1-9]|één|twee|drie|vier|vijf|zes|zeven|acht|negen) ?-?"
    r"(?P<denom>♠|♥|♦|♣|sa|nt|zt|sans|schoppen|harten|ruiten|klaveren|klaver|kl|ru|ha|sch)(?![\w])"
)
_PASS = r"(?:pas|past|paste|passte|gepast|pasje|pass|passen)"
_DOUBLE = r"(?:(?:straf|informatie|negatief|negatieve |take-?out ?|lightner|support)?doublet|doubleert|doubleerde|doubleren|gedoubleerd|doubletkaartje|doubletkaart|doubleer|x|dbl|dubbel|dubbelt|dubbelde|gedubbeld|double|doubled)"
_REDOUBLE = r"(?:redoublet|redoubleert|redoubleerde|redoubleren|geredoubleerd|redoubletkaartje|redoubletkaart|xx|rdbl|redouble|redoubled)"


class Call(NamedTuple):
    start: int
    level: int
    denom: int

    @property
    def rank(self) -> int:
        return self.level * 5 + self.denom


def _calls(text: str) -> list[Call]:
    out = []
    for m in _CALL_RE.finditer(text):
        level = m.group("level")
        out.append(Call(m.start(), int(level) if level.isdigit() else _LEVELS[level], _DENOMS[m.group("denom")]))
    return out


_ACTS = (
    r"(?:bood|biedt|bied|past|paste|passte|doubleert|doubleerde|redoubleert|redoubleerde|zegt|zei|legt|legde|pakt|pakte"
    r"|toont|toonde|liet|laat|gooit|gooide|doubleren|redoubleren|riep|roept)"
)


# -- shared facts -------------------------------------------------------------------------------
_ME = re.compile(rf"\bik (?:zit|zat|ben|speel|was|zit hier) (?:als )?\(?(?P<s>{SEAT})|\bik \((?P<t>{SEAT})\)|^(?P<u>{SEAT}) hier\b")


def _offender(reader: Reader) -> str | None:
    text = reader.norm
    me = _ME.search(text)
    partner_acts = re.search(rf"(?<!van )\bmijn partner (?:\S+ ){{0,3}}?{_ACTS}\b|\b{_ACTS} (?:\S+ )?mijn partner\b"
                             rf"|(?<!van )\bmijn partner (?:heeft|had) (?:\S+ ){{0,4}}?{_DONE}\b", text)
    if me and partner_acts and not re.search(r"\bmijn partner \(?" + SEAT, text):
        return PARTNER[parse_seat(me.group("s") or me.group("t") or me.group("u")) or "N"]
    own = re.search(rf"\bmijn (?:linkertegenstander|rechtertegenstander|partner) \(?(?P<s>{SEAT})\)?", text)
    if own:
        return parse_seat(own.group("s"))
    side = re.search(r"^(?P<p>(?:\S+ ){0,3}?)mijn (?P<x>linker|rechter)tegenstander (?:\S+ ){0,2}?(?:bood|biedt|legde|legt|pakte|pakt|doubleerde|doubleert|toonde|liet|deed|doet|zei|zegt|gaf|geeft|opende|paste)\b", text) \
        or re.search(rf"(?P<p>)\b{_ACTS} (?:\S+ )?mijn (?P<x>linker|rechter)tegenstander\b", text)  # "liet mijn LT ... zien"
    if me and side:
        seat = parse_seat(me.group("s") or me.group("t") or me.group("u")) or "N"
        seat = LHO[seat] if side.group("x") == "linker" else RHO[seat]
        return PARTNER[seat] if "partner van" in side.group("p") else seat
    verbs = r"(?:bood|bied|biedt|legde|pakte|toonde|liet|doubleerde|redoubleerde|paste)"
    if me and re.search(rf"\bik (?:zat|zit) {SEAT},? (?:en )?(?:\S+ )?{verbs}\b|\bik (?:heb |had )?(?:\S+ )?{verbs}\b", text) \
            and not re.search(r"\b(?:mijn|zijn|haar) (?:linker|rechter)?tegenstander\b", text):
        return parse_seat(me.group("s") or me.group("t") or me.group("u"))
    rel = re.search(r"\b(?:door|bij) mijn (?P<r>linkertegenstander|rechtertegenstander|partner)\b", text) or next(
        (m for m in re.finditer(r"\b(?:kaart|kaarten|\S+) van mijn (?P<r>linkertegenstander|rechtertegenstander|partner)\b", text)
         if not re.search(r"\b(?:over|na|op|boven)\s+(?:de |het |een )?$", text[max(0, m.start() - 12):m.start()])), None)
    if me and rel:
        seat = parse_seat(me.group("s") or me.group("t") or me.group("u")) or "N"
        return {"linkertegenstander": LHO, "rechtertegenstander": RHO, "partner": PARTNER}[rel.group("r")][seat]
    for m in re.finditer(rf"(?<![\w-])(?P<w>{_DOUBLE}|{_REDOUBLE}) (?:van|door) (?P<s>{SEAT})", text):
        if not re.search(r"\b(?:na|over|op|voor)\s+(?:de |het |een |zijn )?$", text[max(0, m.start() - 12):m.start()]):
            return parse_seat(m.group("s"))  # "XX van W op het doublet van zijn partner O": W made the call
    found = find_offender(canon(reader))
    if found and found != asking_seat(reader):  # "vraagt O of ...: Z had ...": O only asks
        return found
    for m in re.finditer(rf"(?P<w>\S+) (?:van|door) (?P<s>{SEAT})", text):
        word = m.group("w")
        if re.search(r"\b(?:na|over|op|voor)\s+(?:de |het |een |zijn )?$", text[max(0, m.start() - 12):m.start()]):
            continue  # "na de 1♠ van N": an earlier call
        if re.fullmatch(rf"(?:{_DOUBLE}|{_REDOUBLE}|{_PASS}|bod|bieding|kaart|kaarten|hand|handen|[1-9]\S*)", word):
            return parse_seat(m.group("s"))
    subject = _subject_seat(text)
    if subject:
        return subject
    m = re.search(
        rf"\bbij (?P<s>{SEAT}) (?:\S+ )?(?:kaart|kaarten)\b|\b(?:valt|vallen|viel|vielen) (?:er )?bij (?P<t>{SEAT})\b"
        rf"|\bbij (?P<u>{SEAT})\b|(?<![\w'-])(?P<v>n|o|z|w|noord|oost|zuid|west)'s\b", text)
    if m:
        return parse_seat(next(g for g in m.groups() if g))
    return None


_DONE = (r"(?:geboden|gezegd|gepast|gedoubleerd|geredoubleerd|gelegd|neergelegd|voorgespeeld|gespeeld|getoond|laten zien|laten vallen"
         r"|opengelegd|geopend|uitgekomen)")


def _subject_seat(text: str) -> str | None:
    """The one seat that "heeft ... geboden/voorgespeeld/laten zien": the subject of a perfect tense with an act."""
    seats = set()
    for m in re.finditer(rf"(?P<s>{SEAT})(?:,? die [^,.;?!]*,)? (?:heeft|had) (?:\S+ ){{0,7}}?{_DONE}\b", text):
        if re.search(r"\b(?:na|over|op|nadat|voordat|terwijl|toen|zonder dat)\s+(?:\S+ )?$", text[max(0, m.start() - 14):m.start()]):
            continue
        if re.search(r"\b(?:niet|niets|niks|geen)\b", text[m.end("s"):m.end()]):
            continue
        seats.add(parse_seat(m.group("s")))
    return seats.pop() if len(seats) == 1 else None


def _listed_offender(reader: Reader) -> str | None:
    """In an auction written out ("Z: 1SA, W: 1♠", "1SA (Z) - 1♥ (W)"), the seat of the first insufficient bid."""
    text = reader.norm
    pairs: list[tuple[int, str, Call | None]] = []
    call = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
    for m in re.finditer(rf"(?P<s>{SEAT}) ?: ?(?P<c>{call})|(?P<d>{call}) ?\((?P<t>{SEAT})\)", text):
        calls = _calls(m.group(0))
        seat = parse_seat(m.group("s") or m.group("t"))
        if calls and seat:
            pairs.append((m.start(), seat, calls[0]))
    best = -1
    for _, seat, call in pairs:
        if call.rank <= best:
            return seat
        best = max(best, call.rank)
    return None


_LHO_SIGNAL = r"(?:overheen|eroverheen|erover|achteraan|daarna|daarop|vervolgens|waarna|toen|accepte\w*|aanvaard\w*)"
_AFTER_IT = r"^(?:\S+ )?na (?:het|dat|de|zijn|haar|dit) (?:onvoldoende|ontoelaatbare?|bod|doublet|redoublet|pas|voortijdige)\b"
_CALLED = rf"(?:bood|biedt|bieden|geboden|opende|{_PASS}|{_DOUBLE}|{_REDOUBLE}|[1-9] ?\S)"
_NOT_YET = r"(?:nog niet|nog niets|nog niks|nog geen|niets gezegd|niks gezegd|(?:daar |er |daarop )?niet (?:op )?gereageerd|niet meer (?:gereageerd|geboden|gezegd|gepast|iets gezegd)|(?:niets|niks) meer (?:op |over |daarop |erop )?(?:gezegd|gedaan|geboden)|(?:moet|mag|moest) (?:eigenlijk |gewoon )?nog (?:bieden|iets)|nog (?:moest|moet) (?:bieden|iets))"


def _lho_called(reader: Reader, offender: str | None) -> bool | None:
    """Whether the offender's LHO called after the irregular call, read at "LT" or at his seat."""
    text = reader.norm
    lho_seat = _SEAT_FORMS[LHO[offender]] if offender else r"(?!x)x"
    if re.search(rf"\b(?:voordat|voor|nog voor|nog voordat) (?:(?:zijn|haar|z'n|de) (?:linkertegenstander|lt)|{lho_seat}) (?:iets |kon |had )?(?:bood|zei|paste|sprak|kon bieden|geboden|gezegd|aan de beurt was)\b", text):
        return False  # "voordat zijn LT bood, verbeterde W ...": the LHO had not called
    writer_offends = bool(re.search(r"^ik\b|\bik (?:bood|bied|legde|pakte|deed)\b|\bmijn [1-7]\S* (?:over|na|op)\b|\bmijn (?:onvoldoende|te lage) bod\b", text))
    writer = _writer_seat(reader)
    if writer and offender and writer != offender:
        writer_offends = False  # "ik opende 2♥ en mijn LT bood daarna 2♦. ik zit oost": the writer is not the offender
    names = [r"(?<!mijn )(?<!onze )(?<!ons )linkertegenstander(?! van (?:de|een) (?:leider|blinde|tegenspeler|gever)\b)"] + ([r"mijn linkertegenstander"] if writer_offends else [])
    if offender:
        names.append(_seat_re(LHO[offender]))
        if writer and LHO[offender] == PARTNER[writer]:
            names.append(r"\bmijn partner\b")  # "mijn partner heeft nog niet geboden": the offender's LHO
    if not writer_offends and re.search(rf"\b(?:onze|mijn) linkertegenstander (?:\S+ ){{0,6}}?{_CALLED}", text):
        names.append(r"\b(?:mijn|onze) partner\b")  # "onze LT bood nog 3♦ en mijn partner paste daarna": his LHO is my partner
    first = re.search(_seat_re(offender), text) if offender else None
    ruled = re.search(_RULED, text)
    for piece in re.finditer(r"[^.;!?]+", text):
        if ruled and piece.start() > ruled.start():
            break  # "de WL schrapte het bod; daarna paste O": after the ruling, not a call over it
        clause, offset = piece.group(0), piece.start()
        for name in names:
            for m in re.finditer(name, clause):
                if first and offset + m.start() < first.start():
                    continue  # named before the offender: not a call over the irregular one
                if re.search(r"\bmijn linkertegenstander \(?" + SEAT, clause[m.start():m.end() + 6]) and not writer_offends:
                    continue
                after = clause[m.end():m.end() + 60]
                before = clause[max(0, m.start() - 25):m.start()]
                if re.search(r"\b(?:na|over|op) (?:de |het |een )?\S*$|\bvan $", before) and not re.search(r"\(", before[-3:]):
                    continue  # "na de 1♠ van N": N's own earlier call
                of = re.match(rf"^ van (?P<s>{SEAT})", after)
                if of and offender and parse_seat(of.group("s")) != offender:
                    continue  # "de LT van W" where W is not the offender
                if of:
                    after = after[of.end():]
                paren = re.match(r"^ ?\([^)]*\)|^, (?:zijn|de|haar|die) [^,]*,", after)
                rest = after[paren.end():] if paren else after
                other = re.search(SEAT, rest)
                if other:
                    after = after[: (paren.end() if paren else 0) + other.start()]  # up to the next seat named
                if re.search(rf"^\W*(?:\([^)]*\)\W*|, (?:zijn|de|haar) \S+,\W*|, die [^,.;]{{1,40}},\W*)?(?:\S+ ){{0,3}}{_NOT_YET}", after):
                    return False
                signal = re.search(rf"\b{_LHO_SIGNAL}\b|\bnog\b|\bal (?:\S+ )?(?:gepast|geboden|gedoubleerd) heeft\b|\bal (?:heeft|had) (?:\S+ )?(?:gepast|geboden|gedoubleerd)\b", after[:60]) or re.search(_AFTER_IT, clause[:m.start()])
                if re.search(rf"^(?:[^.;]{{0,50}}?)\b{_CALLED}", after) and signal \
                        and not re.search(r"\bvoordat (?:hij|zij|ze|de linkertegenstander)\b", after[:25]):
                    if re.search(r"\b(?:had|heeft) (?:al )?(?:\S+ )?geboden\b", after[:25]) and not re.search(r"overheen|daarna|achteraan", after[:60]):
                        continue
                    return True
    if re.search(r"\b(?:accepteren|accepteert|accepteerde|aanvaarden|aanvaardt|aanvaardde)\b(?: \S+){0,5}? (?:en (?:verder|zelf) (?:bieden|biedt)|door (?:er )?(?:zelf |gewoon |meteen )*(?:verder |overheen )?te (?:bieden|passen))\b", text):
        return True
    if re.search(r"\blinkertegenstander (?:\S+ ){0,2}(?:al|daarna) geboden\b", text):
        return True
    return None


def _accepted(reader: Reader) -> bool | None:
    """An insufficient bid "dat door de LT wordt geaccepteerd", "geaccepteerd door 2♠ te bieden": only the
    LHO accepts one, by calling over it."""
    text = reader.norm
    if re.search(r"\b(?:niet|geen)\b[^.;?!]{0,15}\b(?:geaccepteerd|aanvaard|accepteren|accepteert|accepteerde)\b", text):
        return None
    if re.search(r"\bniet door (?:de|zijn|haar|mijn) (?:linkertegenstander|lt) (?:wordt|werd|is|was) (?:geaccepteerd|aanvaard)\b", text):
        return False  # "niet door de LT geaccepteerd": the LHO did not call over it
    if re.search(r"\b(?:wordt|werd|is|was|door)\b[^.;?!]{0,40}\b(?:geaccepteerd|aanvaard)\b", text):
        return True
    if re.search(r"\b(?:linkertegenstander|lt) (?:\S+ ){0,6}?(?:accepteert|accepteerde|aanvaardt|aanvaardde)\b", text):
        return True  # "als mijn LT een onvoldoende bod van mij accepteert": only the LHO accepts, by calling
    if re.search(r"\b(?:geaccepteerd|accepteert|accepteerde|aanvaardde|aanvaardt)\b[^.;?!]{0,20}\b(?:door|en)\b[^.;?!]{0,25}"
                 r"\b(?:te bieden|te passen|te doubleren|biedt|bood|geboden|past|paste|gepast)\b", text):
        return True
    return None


def _someone_elses_turn_cue(text: str, at: int, offender: str | None) -> bool:
    """ "want zijn partner had voor de beurt gepast": the out-of-turn words belong to another player's call."""
    start = max([0] + [m.end() for m in re.finditer(r"[.,;:!?]\s*| (?:en|maar|want|omdat|toen|terwijl|nadat) ", text[:at])])
    clause = text[start:at]
    if re.search(r"\b(?:zijn|haar|z'n|mijn) partner\b", clause):
        return True
    seats = {parse_seat(m.group(0)) for m in re.finditer(SEAT, clause)}
    return bool(offender and seats and offender not in seats)


def _out_of_turn(reader: Reader, offender: str | None) -> bool | None:
    text = reader.norm
    earlier = r"\b(?:na|door|wegens|vanwege|van) (?:zijn |haar |een |het |de |mijn |m'n |z'n |hun |jouw |je )?(?:bod|bieding|pas|doublet|redoublet|opening) voor (?:de|zijn|haar|mijn|m'n|z'n) beurt"
    if re.search(r"\b(?:niet|wel|gewoon|netjes|keurig) op (?:zijn|haar|z'n|zn|mijn|m'n|je|jouw) (?:eigen )?beurt|\bop (?:zijn|haar|mijn|je) eigen beurt"
                 r"|\b(?:als|wanneer|terwijl) (?:je|jij|hij|zij|ik|het|dat) (?:gewoon )?op (?:je|jouw|zijn|haar|mijn) beurt (?:zit|bent|was|is|ben|bood|biedt|doubleert)\b"
                 r"|\b(?:bood|biedt|paste|past|doubleerde|doubleert|redoubleerde|redoubleert|zei|zegt|opende|opent|legde|legt) op (?:zijn|haar|z'n|zn|mijn|m'n) beurt\b"
                 r"|\bgeen (?:bod|bieding|pas|doublet|redoublet) (?:voor|buiten) (?:de|zijn|haar|z'n) beurt\b"
                 r"|(?:^|[,;:(] ?)op (?:zijn|haar|z'n|zn) beurt(?=\s*[,.;)]|\s*$)|\b(?:bij|op|in) (?:zijn|haar|z'n|zn) (?:volgende|eerstvolgende) beurt\b", text):
        if not re.search(r"\bniet op (?:zijn|haar|z'n|zn|mijn|m'n) (?:eigen )?beurt", text):
            return False
        return True
    if re.search(r"\b(?:hij|zij|ze) (?:zat|zit|was|is) (?:(?:gewoon|wel|netjes|keurig|echt) )+aan de beurt\b", text) \
            and not re.search(r"\b(?:dacht|dachten|denkt|meende|meent)\b", text):
        return False  # "nee, hij zat gewoon aan de beurt"
    if re.search(r"\b(?:jouw|je|mijn|uw|zijn|haar) partner\b", text) and re.search(
            r"\b(?:terwijl|hoewel|maar|toen) (?:jij|je|ik|u) (?:eigenlijk |nog |zelf )*aan de beurt (?:bent|was|ben|is|zat|zit)\b", text):
        return True  # "als jouw partner ... terwijl jij eigenlijk aan de beurt bent": his partner's turn
    answer = re.search(r"\b(?P<w>op|voor) (?:zijn|haar|z'n|de) (?:eigen )?beurt\?\s*(?P<a>ja|nee)\b", text)
    if answer:  # "was dat op zijn beurt? ja.": the question answered
        return (answer.group("w") == "voor") == (answer.group("a") == "ja")
    if re.search(earlier, text):
        return None
    if offender and not re.search(r"\b(?:voor|buiten) (?:zijn|haar|z'n|zn|de|mijn|m'n|je) beurt|\bniet aan de beurt\b", text):
        own = rf"(?:hij|zij|ze|{_SEAT_FORMS[offender]}" + ("|ik" if _writer_seat(reader) == offender else "") + ")"
        if re.search(rf"\b(?:toen|terwijl|als|zodra) (?:het )?(?:\S+ )?(?:eindelijk )?{own} (?:\S+ )?aan (?:de )?(?:beurt|bod|zet) (?:kwam|was|is)\b"
                     rf"|(?<![\w-]){own} (?:was|is) (?:wel |gewoon |zelf )?aan (?:de )?(?:beurt|bod|zet)\b", text):
            return False  # "toen W aan de beurt kwam, doubleerde hij": he called in turn
    if re.search(r"\bvoor (?:de|zijn|haar) beurt was (?:het|dat|dit) niet\b|\bniet voor (?:de|zijn|haar|z'n) beurt\b", text):
        return False
    cues = list(re.finditer(r"\b(?:voor|buiten) (?:zijn|haar|z'n|zn|de|mijn|m'n|je) beurt|\bvd beurt\b|\bvdb\b|\bout of (?:turn|rotation)\b|\bniet (?:eens |eigenlijk )?aan de beurt\b"
                            r"|(?<!\bop )\bniet (?:eens )?(?:zijn|haar|z'n|zn) beurt\b", text))
    if cues and not all(_someone_elses_turn_cue(text, m.start(), offender) for m in cues):
        return True
    if offender:
        info = _auction(reader)
        writer = _writer_seat(reader)
        for m in info["mentions"]:
            seat = _resolve(m.who, offender, writer)
            if seat and seat != offender and not m.who.startswith("REL:self"):
                if seat == LHO[offender] and not re.search(r"\bbeurt\b", reader.norm[m.start:m.end]):
                    continue  # "zijn LT moet nog bieden": the next in turn after a call in turn too
                return True  # "terwijl N nog moest bieden": someone else was in turn
    if not offender:  # "een te laag bod terwijl zijn partner aan de beurt was": someone else's turn
        for m in _auction(reader)["mentions"]:
            parts = m.who.split(":")
            if m.who.startswith("REL:") and len(parts) == 3 and parts[2] == "his" and (
                    parts[1] in ("partner", "rho") or (parts[1] == "lho" and re.search(r"\bbeurt\b", reader.norm[m.start:m.end]))):
                return True
    if offender:
        other = [s for s in "NOZW" if s != offender]
        for m in re.finditer(rf"(?:terwijl|maar|want) (?P<s>{SEAT}) (?:nog )?aan de beurt|(?:het was )?de beurt van (?P<t>{SEAT})", text):
            seat = parse_seat(m.group("s") or m.group("t"))
            if seat in other:
                return True
    return None


def _role_text(text: str) -> str:
    """ "Z speelt (nu) tegen", "O en W spelen tegen" said as "is tegenspeler", "zijn tegenspelers"."""
    text = re.sub(rf"\b(?:speelt|speelde) (?P<s>{SEAT} )?(?:nu |dus |dan |daarna |uiteindelijk |zelf )?(?:het|dat|dit|zijn|haar) contract\b",
                  lambda m: (m.group("s") or "") + "is leider", text)
    text = re.sub(r"\b(?:het|dat|dit) contract (?:gaat |zal |moet |ging |zou |moest )?(?:spelen|speelt|speelde)\b", "is leider", text)  # "die het contract gaat spelen"
    text = re.sub(r"\b(?:spelen|speelden) (?:nu |dus |dan |daarna |uiteindelijk )?tegen(?=\s*(?:[.,;!?)]|$|en\b|maar\b))", "zijn tegenspelers", text)
    return re.sub(r"\b(?:speelt|speelde) (?:nu |dus |dan |daarna |uiteindelijk )?tegen(?=\s*(?:[.,;!?)]|$|en\b|maar\b))", "is tegenspeler", text)


def _role(reader: Reader, offender: str | None) -> bool | None:
    """offender_is_defender from what the text says the offender (or another named seat) became or is."""
    text = _role_text(reader.norm)
    role = r"(?P<r>tegenspeler|leider|blinde|verdediger)"
    patterns = [  # (pattern, the unnamed subject is the offender)
        (rf"\b(?:geen|niet) (?:de |een )?(?:tegenspeler|leider|blinde|verdediger) maar (?:de |een )?{role}\b", True),
        (rf"\b(?:werd|wordt|word|is|was|als|die) (?:\S+ ){{0,2}}?(?:de |een )?{role}\b(?! van)", True),
        (rf"\b{role} (?:geworden|wordt|werd)\b", True),
        (rf"\blatere {role}\b", True),
        (rf"\b(?:bod|bieding|doublet|redoublet|pasje|(?:een|de|die|zijn|haar) pas)\b (?:\S+ ){{0,4}}?van (?:de|een) {role}\b", True),  # "een bod na de slotpas van de leider"
        (rf"\b(?:bod|bieding|doublet|redoublet|pasje|(?:een|de|die|zijn|haar) pas)\b (?:\S+ ){{0,6}}?door (?:de|een) {role}s?\b", True),  # "een bod dat na de slotpas door de blinde gedaan werd"
        (rf"\b{role} \(?(?P<s>{SEAT})", False),
        (rf"(?P<t>{SEAT}),? \(?(?:(?:=|:|later|uiteindelijk|straks|wordt|werd|is|was) )*(?:de |een )?{role}\b", False),
        (rf"(?:^|[:.!?] )(?:mag|kan|moet|wat als|wat gebeurt er als|is het \S+ \S+ \S+ als) (?:de|een) {role}\b", False),
        (rf"\b(?:als|wanneer|dat|zodat|omdat) (?:de|een) {role}\b", False),
        (rf"(?:^|[,;:] )(?:de|een) {role} (?:\S+ ){{0,3}}?{_ACTS}\b", False),
        (rf"\b{_ACTS} (?:de|een) {role}\b", False),
    ]
    side = _side_role(reader, offender)
    if side is not None:
        return side

    def hypothetical(m: re.Match) -> bool:  # "als W tegenspeler wordt": a condition, not what happened
        return bool(re.search(r"\b(?:als|wanneer|indien)\s+(?:\S+\s+)?$", text[max(0, m.start() - 14):m.start()]) or re.search(
            r"\b(?:als|wanneer|indien) (?:\S+ )?(?:de |een )?(?:tegenspeler|leider|blinde|verdediger) (?:wordt|zou|zal|is)\b", text[m.start():m.end() + 8]))

    told = [(p, subj, m) for p, subj in patterns for m in re.finditer(p, text)]
    if any(not hypothetical(m) for _, _, m in told):
        told = [(p, subj, m) for p, subj, m in told if not hypothetical(m)]
    for _pattern, subject, m in told:
        seat = None
        for g in ("s", "t"):
            if m.groupdict().get(g):
                seat = parse_seat(m.group(g))
        named = re.search(rf"(?P<s>{SEAT}) $", text[m.start():m.start("r")]) or re.match(rf" \(?(?P<s>{SEAT})", text[m.end("r"):]) \
            or re.search(rf"(?P<s>{SEAT}) $", text[:m.start() + 1]) \
            or re.search(rf"(?<![\w'-])(?P<s>{SEAT}),? (?:(?:later|uiteindelijk|straks|dus|toen|daarna|zelf|nu) )*$", text[:m.start()])
        if seat is None and named:
            seat = parse_seat(named.group("s"))
        mine = re.search(r"\b(?:mijn|m'n) (?P<p>partner|linkertegenstander|rechtertegenstander),? (?:(?:later|uiteindelijk|straks|dus|toen|daarna|zelf|nu) )*$", text[:m.start()])
        writer = _writer_seat(reader)
        if seat is None and mine and writer:  # "ik zit noord, en mijn partner werd leider"
            seat = {"partner": PARTNER, "linkertegenstander": LHO, "rechtertegenstander": RHO}[mine.group("p")][writer]
        if re.search(r"\b(?:geen|niet)\s+(?:de |een )?$", text[max(0, m.start("r") - 10):m.start("r")]):
            continue  # "W wordt geen leider (maar tegenspeler)"
        defends = m.group("r") in ("tegenspeler", "verdediger")
        if seat is None:
            if subject or offender is None:
                return defends
            continue
        if offender is None or seat == offender:
            return defends
        return defends if offender == PARTNER[seat] else not defends  # the other side plays the other role
    return None


def _side_role(reader: Reader, offender: str | None) -> bool | None:
    """A pair's role in the plural: "N en Z zijn de tegenspelers", "OW spelen het contract", "wij worden tegenspelers"."""
    text = _role_text(reader.norm)
    roles = r"(?P<r>tegenspelers|verdedigers|leider|leiders|spelvoerders)"
    verb = r"(?:zijn|worden|werden|waren|zouden|zullen|gaan|werd|wordt|is|was)"
    m = re.search(rf"(?P<a>{SEAT}) en (?P<b>{SEAT}) {verb} (?:\S+ ){{0,2}}?(?:de )?{roles}\b"
                  rf"|\b(?P<p>nz|ow|noord-zuid|oost-west) {verb} (?:\S+ ){{0,2}}?(?:de )?{roles.replace('?P<r>', '?P<q>')}\b", text)
    if m and offender:
        if m.group("p"):
            pair = ("N", "Z") if m.group("p") in ("nz", "noord-zuid") else ("O", "W")
        else:
            pair = (parse_seat(m.group("a")), parse_seat(m.group("b")))
            if pair[1] != PARTNER.get(pair[0]):
                return None
        defends = (m.group("r") or m.group("q")) in ("tegenspelers", "verdedigers")
        return defends if offender in pair else not defends
    we = re.search(rf"\b(?:wij|we) {verb} (?:\S+ ){{0,2}}?(?:de )?{roles}\b(?P<h>[^.;?!]*)", text)
    we_role, hedge = (we.group("r"), we.group("h")) if we else ("leiders", "")
    if not we:
        we = re.search(r"\b(?:wij|we) (?:speelden|spelen|speelde) (?:\S+ )?(?:[1-7](?:♠|♥|♦|♣|sa|nt)|het contract)"
                       r"|\bik (?:speel|speelde) (?:nu |dus |uiteindelijk |daarna |toen )?(?:[1-7](?:♠|♥|♦|♣|sa|nt)|het contract)"
                       r"|\bons (?:eind)?contract\b", text)  # "wij speelden 3SA", "ik speel nu 4♠", "ons contract": the writer's side declares
    opponent = r"(?:onze|mijn|ons) (?:linkertegenstander|rechtertegenstander|tegenstanders?|tegenpartij)\b"
    if we and offender and re.search(rf"(?<![\w'-]){_SEAT_FORMS[offender]},? (?:\(|, )?{opponent}|\b{opponent},? \(?{_SEAT_FORMS[offender]}(?![\w'-])", text):
        return we_role not in ("tegenspelers", "verdedigers")  # "W, onze linkertegenstander": the other side than the writer's
    if we and not re.search(r"\btegenstander|\blt\b|\brt\b", text) \
            and not re.search(r"\b(?:denk|geloof|vermoed) ik\b|\b(?:misschien|waarschijnlijk|vermoedelijk|denkelijk)\b", hedge):
        defends = we_role in ("tegenspelers", "verdedigers")
        writer = _writer_seat(reader)
        if writer and offender:
            return defends if offender in (writer, PARTNER[writer]) else not defends
        if re.search(r"\bmijn partner\b|\bik (?:heb|had|bood|paste|doubleerde|zei)\b", text):
            return defends  # the writer or his partner made the call
    return None


def _lead_seat(text: str) -> re.Match | None:
    """The seat on opening lead said in other words: "Z had zijn uitkomst al gedekt op tafel gelegd", "kwam O uit"."""
    return re.search(rf"(?<![\w'-])(?P<s>{SEAT})(?:,? die)? (?:had |heeft |hield |houdt |legde |legt |pakte |pakt )?(?:\S+ ){{0,2}}?(?:zijn|haar|z'n) (?:uitkomst|uitkomstkaart|openingsuitkomst)\b"
                     rf"|(?<![\w'-])(?P<u>{SEAT}) (?:al |toen |net |zelf )*(?:(?:was|is) )?(?:al |toen |net )*(?:met (?:de |een |zijn |haar )?\S+ )?(?:was |is )?uitgekomen\b(?! voor)"
                     rf"|\b(?:kwam|komt) (?P<t>{SEAT}) (?:\S+ ){{0,2}}?uit\b(?! de (?:bieding|biedbox|doos))", text)


# about to make the opening lead: "moest uitkomen", "ging net uitkomen", "stond op het punt uit te komen"
_LEADS = (r"(?:(?:gaat|ging|gingen|moet|moest|mag|mocht|zou|wilde|wil)(?: (?:nu|nog|dan|daarna|eigenlijk|net|al|toen|juist|bijna|zelf))* uitkomen"
          r"|(?:stond|staat) (?:\S+ )?op het punt (?:om )?uit te komen|op het punt (?:stond|staat) (?:om )?uit te komen)")
_WRITER_LEADS = (rf"\bik (?:\({SEAT}\) |, {SEAT}, )?(?:{_LEADS}|(?:kom|kwam) (?:nu |dus |toen |net |al )?uit\b|(?:ben|was|zat|zit) (?:al |net |toen |nu )?(?:aan (?:de|het) uitkomst|aan het uitkomen))"
                 r"|\b(?:moet|moest|mag|mocht|ging|zou) ik (?:\S+ )?uitkomen\b|\b(?:kom|kwam) ik (?:\S+ )?uit\b|\bik (?:heb|had) (?:de|het) uitkomst\b")
_RELATIVE_CALLER = (r"\bmijn (?P<r>partner|maat|rechtertegenstander|linkertegenstander)\b(?: \([^)]*\))? (?:\S+ ){0,3}?(?:nog|alsnog|toch)\b"
                    r"|\b(?:zei|bood|riep|doubleerde|redoubleerde|paste|legde|gaf) mijn (?P<q>partner|maat|rechtertegenstander|linkertegenstander)\b")


def _writer_leads_role(reader: Reader, offender: str | None) -> bool | None:
    """"Ik moet uitkomen, maar mijn partner bood na de slotpas nog 3SA": the writer is on opening lead, so he and his
    partner defend and his RHO (declarer) and LHO (dummy) do not."""
    text = reader.norm
    if not re.search(_WRITER_LEADS, text):
        return None
    writer = _writer_seat(reader)
    if offender and writer:
        return offender in (writer, PARTNER[writer])
    if offender:
        return None  # a seat named, the writer's seat not: which side is not said
    callers = {m.group("r") or m.group("q") for m in re.finditer(_RELATIVE_CALLER, text)}
    if len(callers) == 1:
        return callers.pop() in ("partner", "maat")
    if not callers and re.search(r"\bik (?:\S+ ){0,3}?(?:nog|alsnog|toch) (?:'?pas'?|dubbel|doublet|redoublet|[1-7]\S*)\b|\bik (?:zei|bood|paste|doubleerde) (?:\S+ )?(?:nog|alsnog|toch)\b", text):
        return True  # the writer himself called late and is on lead
    return None


def _lead_seat_role(reader: Reader, offender: str | None) -> bool | None:
    """The seat on opening lead and his partner defend: "W moet uitkomen" → N is not a defender."""
    if not offender:
        return None
    lead = _LEADS
    if re.search(rf"\b(?:hij|zij|ze) {lead}\b|\b(?:komt|kwam) (?:hij|zij) (?:nu )?uit\b", reader.norm):
        return True  # "... en hij gaat uitkomen": the offender leads, so he defends
    pair = re.search(r"\b(?P<p>nz|ow|noord-zuid|oost-west)\)?,? (?:moesten|moeten|mochten|mogen|gingen|gaan) (?:\S+ )?uitkomen\b"
                     r"|\b(?P<q>nz|ow|noord-zuid|oost-west)\)?,? (?:kwamen|komen) (?:\S+ )?uit\b", reader.norm)
    if pair:
        p = pair.group("p") or pair.group("q")
        return offender in (("N", "Z") if p in ("nz", "noord-zuid") else ("O", "W"))  # "wij, OW, moesten uitkomen"
    m = _lead_seat(reader.norm) or re.search(rf"(?P<s>{SEAT})(?:,? die)? (?:{lead}|komt (?:nu )?uit|(?:zit|zat|is|was) (?:al |nu |toen )?(?:aan (?:de|het) uitkomst|aan het uitkomen|bezig met de uitkomst)"
                  rf"|(?:al |nu |toen )?(?:aan (?:de|het) uitkomst|aan het uitkomen|met de uitkomst bezig) (?:zat|zit|was|is))\b"
                  rf"|\b(?:gaat|ging|moet|moest|mag|mocht|zou|wilde) (?P<t>{SEAT}) (?:(?:nu|nog|net|al|toen|juist|bijna|eigenlijk) )*uitkomen\b", reader.norm)
    if not m:
        return None
    seat = parse_seat(m.group("s") or m.groupdict().get("t") or m.groupdict().get("u"))
    return offender in (seat, PARTNER[seat])


# -- Law 39: a call after the final pass ---------------------------------------------------------
_AUCTION_OVER = (
    r"\bslotpas\w*|\bslot-pas\b|\bpas,?[ -]pas,?[ -]pas\b|\b(?:drie|3) (?:keer )?pas(?:sen)?\b|\bderde pas\b|\bna de laatste pas\b"
    r"|\beinde (?:van )?(?:de )?bieding\b|\b(?:bieding|bieden) (?:is |was )?over en uit\b"
    r"|\b(?:bieding|bieden|biedperiode)(?: \S+)? (?:(?:is|was|al|toen) )*(?:al |toen )?(?:klaar|afgelopen|voorbij|afgesloten|beëindigd|dicht|rond)\b"
    r"|\b(?:na afloop|einde) van (?:de bieding|het bieden)\b|\bafter the final pass\b|\bna de bieding\b"
    r"|\biedereen (?:had |heeft |hadden )?(?:al )?(?:gepast|paste|passte)\b|\b(?:allemaal|allen|rond) ?gepast\b"
    r"|\bals laatste (?:had |heeft |hadden )?(?:gepast|paste|passte)\b"
    r"|\b(?:bieding|bieden) (?:eindigde|eindigt|was geëindigd|is geëindigd|stopte|stopt)\b"
    r"|\bcontract (?:stond|staat|lag|ligt|was|is) (?:al |toen |dus )*(?:vast|bekend|klaar)\b"
)


def auction_over(reader: Reader) -> bool:
    """Whether the text says the auction had ended ("na de slotpas", "de bieding was al afgelopen")."""
    return bool(re.search(_AUCTION_OVER, reader.norm))


def _segments(text: str) -> list[tuple[int, int]]:
    """Character ranges of the clause pieces, cut at punctuation and at "en", "maar", "waarna", "toen"."""
    cuts = [0] + [m.end() for m in re.finditer(r"[,.;:!?]| (?:en|maar|waarna|toen|terwijl) ", text)] + [len(text)]
    return list(zip(cuts, cuts[1:]))


def _late_call(reader: Reader, offender: str | None = None) -> str | None:
    """The call made after the final pass: 'pass', 'double', 'redouble' or 'bid'.

    Preferred: a call word in the same clause piece as the offender's seat, then one next to
    "nog"/"alsnog"/"toch", then one after the words that end the auction.
    """
    text = reader.norm
    kinds = (
        ("redouble", _REDOUBLE), ("double", _DOUBLE), ("pass", r"(?:'?pas'?|past|paste|passte|gepast|pasje|pass|passen|paskaartje|pas-kaartje|paskaart|pas-kaart)"),
        ("bid", r"(?:bood|biedt|bied|bieden|geboden|bod|verhogen|verhoogt|[1-9] ?(?:♠|♥|♦|♣|sa|nt|schoppen|harten|ruiten|klaveren)|(?:twee|drie|vier|vijf|zes|zeven) (?:♠|♥|♦|♣|sa|schoppen|harten|ruiten|klaveren))"),
    )
    own: list[tuple[int, int]] = []
    if offender:
        seats = [m.start() for m in re.finditer(_seat_re(offender), text)]
        own = [seg for seg in _segments(text) if any(seg[0] <= i < seg[1] for i in seats)]
    found: list[tuple[int, int, int, str]] = []  # (not in the offender's piece, priority, position, kind)
    over = re.search(_AUCTION_OVER, text)
    for kind, pattern in kinds:
        for m in re.finditer(rf"(?<![\w-]){pattern}(?![\w])", text):
            if kind == "pass" and m.group(0) == "pas" and (re.match(r"pas,?[ -]pas", text[m.start():]) or re.search(r"pas,?[ -]$", text[:m.start()])):
                continue  # "pas pas pas": the end of the auction
            if kind == "pass" and re.search(r"\b(?:slot|gaf de|de|drie|derde|laatste|3x|3 x|3 keer)\s*$", text[max(0, m.start() - 8):m.start()]):
                continue
            if kind == "double" and re.search(r"\d\S* gedoubleerd", text[max(0, m.start() - 6):m.end() + 1]):
                continue  # "2♠ gedoubleerd": the contract
            near = text[max(0, m.start() - 22):m.start()]
            if kind == "bid" and re.search(r"\b(?:het|de)\s*$", near) and m.group(0) in ("bieden", "bod"):
                continue  # "het bieden": the auction
            if re.search(r"\b(?:niet|niets|niks|geen)\s*$", near):
                continue  # "N had nog niet geboden"
            if kind == "bid" and re.match(r"[1-7]", m.group(0)) and re.search(r"\b(?:tegen|in)\s*$", near) \
                    and re.search(r"\b(?:uitkomen|uitkomst|uitkwam|uitkomt|verdedigen|tegenspel|spelen|speelt|speelde|speelden|zitten|zaten)\b", near):
                continue  # "ik zou uitkomen tegen 2♥", "wij speelden in 3SA": the contract, not a call
            if kind == "bid" and re.match(r"[1-7]", m.group(0)) and re.search(
                    rf"(?<![\w-])(?:{_DOUBLE}|{_REDOUBLE})(?![\w])", re.split(r"[.;,!?]| en | maar | toen ", text[max(0, m.start() - 60):m.start()])[-1]):
                continue  # "doubleerde ... nog 2♥": the contract doubled, not a bid
            after = text[m.end():m.end() + 14]
            if over and 0 <= m.start() - over.end() < 8 and re.search(r"\b(?:met|in|op)\s+$", text[max(0, m.start() - 5):m.start()]):
                continue  # "afgesloten met 4♠ van W": the contract
            priority = 0 if re.search(r"\b(?:nog|alsnog|toch|daarna)\b", near) or re.match(r"\W*(?:\S+ )?(?:zelf |ook |toch )?(?:nog|alsnog)\b", after) \
                or re.match(r"\s+(?:(?!maar |en |toen |terwijl |want )\S+ )?(?:na|achter) (?:de |het )?(?:slotpas|laatste pas|derde pas|drie passen|afloop van de bieding|einde van de bieding)\b", text[m.end():]) else 1
            if priority and over and m.start() < over.start() and kind == "bid":
                priority = 3  # the contract, before the auction ended
            elif priority and over and m.start() > over.end():
                priority = 2
            elif priority:
                priority = 3
            outside = 0 if any(a <= m.start() < b for a, b in own) else 1
            found.append((outside, priority, m.start(), kind))
    if not found:
        return None
    return min(found)[3]


def _contract_role(reader: Reader, offender: str | None) -> bool | None:
    """offender_is_defender from who bid the contract: the last bid before the auction ended."""
    text = reader.norm
    for m in re.finditer(r"\b(?:partner|(?P<o>linkertegenstander|rechtertegenstander)) van (?:de|een) (?P<r>leider|blinde|tegenspeler)\b"
                         r"|\bpartner van (?:degene|de speler|hem|haar|de man|de vrouw) die (?:\S+ )?(?:moet|mag|moest|mocht|gaat|ging|zal|zou) (?P<l>uitkomen)\b"
                         r"|\b(?:degene|de speler|de man|de vrouw) die (?:\S+ )?(?:moet|mag|moest|mocht|gaat|ging|zal|zou) (?P<k>uitkomen)\b", text):
        defends = m.group("r") == "tegenspeler" or bool(m.group("l") or m.group("k"))
        if m.group("o"):
            defends = not defends  # "de linkertegenstander van de leider": the other side
        appos = re.search(rf"(?P<s>{SEAT}),? \(?(?:de )?$", text[:m.start()])
        if appos and offender and parse_seat(appos.group("s")) != offender:
            seat = parse_seat(appos.group("s"))  # "W, de partner van de leider, paste": W's side, not the offender's
            return defends if offender in (seat, PARTNER[seat]) else not defends
        if appos and offender is None:
            continue
        return defends
    if not offender:
        return None
    call_re0 = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
    named = re.search(rf"\b(?:contract|eindcontract|eindbod)\b[^.;]{{0,12}}?{call_re0}(?: \([^)]*\))? (?:van|door) (?P<s>{SEAT})", text) or re.search(
        # "2♠ van N uitgepast": the bid passed out is the contract
        rf"{call_re0}(?: \([^)]*\))? (?:van|door) (?P<s>{SEAT}) (?:werd |wordt |is |was )?(?:uitgepast|rondgepast)\b", text) or re.search(
        # "na de slotpas bood Z nog 5♣ over de 4♥ van O": the late call over the contract
        rf"\b(?:nog|alsnog) (?:[^\s.;]+ ){{0,3}}?(?:over|op) (?:de |het )?{call_re0} (?:van|door) (?P<s>{SEAT})", text)
    if named:  # "terwijl het contract 1SA van Z al vaststond": Z's side declares
        seat = parse_seat(named.group("s"))
        return offender not in (seat, PARTNER[seat])
    over = re.search(_AUCTION_OVER, text)
    if not over:
        return None
    last = re.search(rf"(?P<s>{SEAT}),? die (?:net|zelf|als laatste|daarvoor) (?:\S+ )?{call_re0} (?:had |heeft )?(?:geboden|gezegd|neergelegd|bood)\b", text)
    if last:  # "na de slotpas legde N, die net 4♥ had geboden, nog ...": N's side declares
        seat = parse_seat(last.group("s"))
        return offender not in (seat, PARTNER[seat])
    side = re.search(r"\b(?:voor|van|door) (?P<p>noord-zuid|oost-west|nz|ow)\b", text[:over.start() + 40])
    if side:
        declarers = ("N", "Z") if side.group("p") in ("noord-zuid", "nz") else ("O", "W")
        return offender not in declarers
    call_re = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
    on = re.match(rf"\s*(?:had |hadden |heeft )?(?:op|na|over) (?:de |het |een )?{call_re} (?:van|door) (?P<s>{SEAT})", text[over.end():])
    if on:  # "pas pas pas op de 1SA van noord"
        seat = parse_seat(on.group("s"))
        return offender not in (seat, PARTNER[seat])
    region = text[:over.start()]
    if re.search(r"\b(?:na|nadat) (?:de |het |die )?$", text[max(0, over.start() - 10):over.start()]):
        # "N bood 5♦ nadat de bieding ...": the late call in the clause before, not the contract
        region = text[:max([0] + [m.start() for m in re.finditer(r"[.;!?,](?:\s|$)| (?:maar|en) ", region)])]
    aside = re.match(rf"\s*(?:[^.;()]{{0,20}}?\((?P<p>[^)]*)\)|(?:[:,]|met|in|op)\s*(?:het )?(?:contract|eindbod)?:?\s*(?P<q>{call_re}[^.;,]*))", text[over.end():])
    if aside:  # "bieding afgelopen (2♠ door O)", "bieding klaar: 4♥ van Z"
        region += " . " + (aside.group("p") or aside.group("q") or "")
    bids = list(re.finditer(rf"(?P<c>{call_re})(?:[^.;]{{0,12}}?) (?:van|door) (?P<s>{SEAT})|(?P<t>{SEAT}),? (?:\S+ )?(?:opende|opent|bood|biedt|bieden)? ?(?P<d>{call_re})", region))
    if not bids:
        return None
    seat = parse_seat(bids[-1].group("s") or bids[-1].group("t"))
    return offender not in (seat, PARTNER[seat])


def _after_final_pass_facts(reader: Reader, offender: str | None) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    call = _late_call(reader, offender)
    if call:
        facts["after_final_pass_call"] = "pass" if call == "pass" else "other"
    role = _role(reader, offender)
    if role is None:
        role = _lead_seat_role(reader, offender)
    if role is None:
        role = _writer_leads_role(reader, offender)
    if role is None:
        role = _contract_role(reader, offender)
    if role is None and call in ("double", "redouble"):
        role = call == "double"  # one doubles the opponents' contract; the declaring side redoubles
    if role is not None:
        facts["offender_is_defender"] = role
    return facts


_LEAD_SEAT = (rf"(?P<s>{SEAT})\)?(?:,? die)? (?:was |is |zat |zit )?(?:al |nu |toen |net )?"
              r"(?:aan het uitkomen|aan de uitkomst|moest uitkomen|mocht uitkomen|kwam uit|komt uit|ging uitkomen|was uitgekomen|is uitgekomen)\b")
_ROLE_CALLER = (r"\bde (?P<r>leider|blinde) (?:\S+ ){0,3}?(?:zei|zegt|bood|biedt|paste|past|doubleerde|redoubleerde|gaf|geeft|legde|legt)\b"
                r"|\b(?:zei|bood|paste|doubleerde|redoubleerde|gaf|legde) de (?P<q>leider|blinde)\b")


def _role_caller(reader: Reader, offender: str | None) -> tuple[str, bool] | None:
    """ "O was al aan het uitkomen toen de leider nog 'pas' zei": the caller named by his role, his seat from the
    seat on opening lead (declarer is the leader's RHO, dummy his partner)."""
    text = reader.norm
    caller = re.search(_ROLE_CALLER, text)
    lead = re.search(_LEAD_SEAT, text)
    if not caller or not lead:
        return None
    seat = parse_seat(lead.group("s"))
    declarer = RHO[seat]
    if offender is not None and offender not in (seat, PARTNER[seat]):
        return None  # another seat named as the caller
    return (declarer if (caller.group("r") or caller.group("q")) == "leider" else PARTNER[declarer]), False


def _relative_to_role(text: str) -> bool | None:
    """ "als zijn LT (van de leider) na de slotpas nog past": the caller named relative to declarer or dummy;
    offender_is_defender (his LHO/RHO defend, the partner of either is on the declaring side)."""
    m = re.search(r"\bde (?P<role>leider|blinde)\b[^.?!]*?\bzijn (?P<r>linkertegenstander|rechtertegenstander|partner)\b (?:\S+ ){0,5}?"
                  r"(?:past|paste|biedt|bood|doubleert|doubleerde|redoubleert|redoubleerde|zegt|zei)\b", text)
    if not m or re.search(r"(?<![\w-])(?:zegt|zei|bood|biedt|past|paste|pas|doubleert|doubleerde|redoubleert|redoubleerde|[1-7]\S*)(?![\w-])",
                          re.sub(r"\b(?:speelt|speelde|speelden|in|met|had|heeft) [1-7]\S*", " ", text[m.end("role"):m.start("r")])):
        return None  # "als de leider nog 'pas' zegt en zijn LT daarna ...": the leader is the caller
    return m.group("r") != "partner"


def _writer_as_lho(reader: Reader, offender: str | None = None) -> bool | None:
    """ "Mijn RT bood 1♠ over mijn 1SA. Ik heb daarna nog niets gezegd": the writer is the offender's LHO."""
    text = reader.norm
    writer = _writer_seat(reader)
    if writer and offender and offender != RHO[writer]:
        return None  # the offender is not the writer's RHO: "mijn RT paste, ik bood toen 1♠" (the writer offends)
    if not re.search(r"\bmijn (?:rechtertegenstander|rt)\b (?:\S+ ){0,3}?(?:bood|biedt|zei|zegt|paste|past|doubleerde|doubleert|redoubleerde|legde|gaf)\b"
                     r"|\b(?:bod|bieding|insufficient bid|[1-7]\S*) (?:\S+ )?van mijn (?:rechtertegenstander|rt)\b", text) \
            or re.search(r"\bik (?:bood|paste|doubleerde|legde) (?:\S+ )?(?:voor|over|na)\b", text):
        return None
    if re.search(r"\bik (?:heb|had) (?:daarna |toen |verder |er |daar )?(?:zelf )?(?:nog )?(?:niets|niks|niet|geen bod) (?:op )?(?:gezegd|geboden|gedaan|gepast|gereageerd)\b"
                 r"|\bik (?:ben|was) (?:daarna |toen )?nog niet aan (?:de |het )?(?:beurt|bieden) geweest\b", text):
        return False
    if re.search(r"\bik (?:heb|had) (?:daarna|toen|er) (?:\S+ ){0,3}?(?:geboden|gepast|gedoubleerd)\b|\bik (?:bood|paste|doubleerde) (?:daarna|toen|er (?:\S+ )?overheen)\b", text):
        return True
    return None


@extractor("call_after_final_pass", replaces=True)
def call_after_final_pass(reader: Reader) -> dict[str, Any]:
    reader = rephrased(reader)
    offender = _offender(reader)
    late = _late_caller(reader)
    if late:
        offender = late
    else:
        writer = _writer_seat(reader)
        events = [e for e in _auction(reader)["events"] if not e.earlier and not e.negated and _resolve(e.who, None, writer)]
        nog = [e for e in events if re.search(r"\b(?:nog|alsnog|toch)\b", reader.norm[max(0, e.start - 20):e.start]
                                              + " " + re.split(r"[.;!?,]", reader.norm[e.start:])[0])]
        if len({_resolve(e.who, None, writer) for e in events}) == 1 and nog:
            offender = _resolve(events[0].who, None, writer)  # "pas toen O al was uitgekomen, zei W nog 'dubbel'": the one call told is the late one
        seats = {parse_seat(m.group(0)) for m in re.finditer(rf"(?<![\w'-]){SEAT}(?![\w'-])", reader.norm)}
        related = [e for e in _auction(reader)["events"] if not e.earlier and not e.negated and e.who and re.fullmatch(r"REL:(?:partner|lho|rho):his", e.who)]
        if not events and len(related) == 1 and len(seats) == 1:
            base = seats.pop()  # "na de slotpas redoubleerde haar partner nog. zij (W) speelt": the one seat named
            offender = {"partner": PARTNER, "lho": LHO, "rho": RHO}[related[0].who.split(":")[1]][base]
    by_role = _role_caller(reader, offender)
    if by_role:
        offender = by_role[0]
    facts: dict[str, Any] = {"offender": offender} if offender else {}
    facts.update(_after_final_pass_facts(reader, offender))
    if by_role:
        facts["offender_is_defender"] = by_role[1]
    relative = _relative_to_role(reader.norm) if not by_role else None
    if relative is not None:
        facts["offender_is_defender"] = relative
    lho = _lho_called(reader, offender) if not by_role and relative is None else None  # the seats named are not the offender's
    if lho is None:
        lho = _lho_by_events(reader, offender)
    if lho is not None:
        facts["offender_lho_called"] = lho
    return facts


# -- Laws 35-38: inadmissible calls ---------------------------------------------------------------
def _inadmissible_kind(reader: Reader) -> str | None:
    text = reader.norm
    if any(c.level >= 8 for c in _calls(text)) or re.search(r"\bboven (?:het )?(?:zeven|7)|zevenniveau|boven de zeven\b", text) or re.search(
            # a level above seven told in words: "een bod van 8 in een kleur", "op het achtniveau", "hoger dan zeven"
            r"\b(?:bod|bieding|bieden|bood|biedt|geboden)(?: (?:van|op|een|het|nog))* (?:8|9|acht|negen)"
            r"(?: in (?:een kleur|harten|schoppen|ruiten|klaveren|sans\w*)| (?:harten|schoppen|ruiten|klaveren|sans\w*)|[ -]?niveau)?(?![\w-])"
            r"|\b(?:acht|8)[ -]?niveau\b|\bhoger dan (?:zeven|7)\b", text):
        return "above_seven"
    if re.search(_AUCTION_OVER, re.sub(r"\b(?:nog )?(?:geen|voor de|vóór de|niet na de) slotpas\w*"
                                       r"|\b(?:tot (?:aan )?(?:het )?einde|de rest) van de bieding\b", " ", text)):
        return "after_final_pass"
    told = text
    statements = re.findall(r"[^.!?]+(?:[.!]+|$)", re.sub(r"[^.!?]*\?", " ", text))
    if any(_calls(st) or re.search(rf"(?<![\w-])(?:{_DOUBLE}|{_REDOUBLE}|bood|biedt|geboden)(?![\w])", st) for st in statements):
        told = " ".join(statements)  # "... Moet W nu de rest van de bieding passen?": a question about what follows
    if re.search(r"\b(?:moest|moet|moesten|had moeten|verplicht)\b(?: \S+){0,16} (?:passen|pas)\b|\bverplicht (?:om te )?passen\b|\bpasverplichting\b"
                 r"|\b(?:had|hadden|heeft|hebben)\b(?: \S+){0,14} moeten (?:passen|pas)\b"
                 r"|\b(?:mocht|mag|mochten|mogen) (?:\S+ ){0,8}?niet meer (?:bieden|meebieden|meedoen)\b|\bniet meer mocht (?:bieden|meebieden|meedoen)\b"
                 r"|\bverplichte (?:pas|passen)\b|\bpasplicht\w*", told):
        return "obliged_to_pass"
    if re.search(rf"(?<![\w-])(?:{_DOUBLE}|{_REDOUBLE})(?![\w])", text):
        return "double"
    return None


_FOUND_LATE = (
    r"\bnadat de uitkomst\b", r"\buitkomst (?:al )?(?:open )?(?:lag|op tafel lag|gedaan was)\b",
    r"\b(?:na|tijdens) (?:de|het) (?:uitkomst|spel|spelen|tegenspel)\b",
    r"\bspel (?:is |was )?(?:al )?(?:gespeeld|afgelopen|uitgespeeld)\b",
    r"\b(?:bij|na) het (?:invullen|invoeren|scoren)\b",
    r"\bna afloop(?! van (?:de bieding|het bieden))\b",
    r"\buitkomst (?:lag|was|is) (?:al )?(?:open|gedaan|op tafel)\b",
    r"\b(?:toen|nadat|als) de blinde (?:al )?(?:lag|op tafel lag|open lag|neergelegd was|was neergelegd)\b",
    # "pas nadat W was uitgekomen", "toen N al uitgekomen was": the opening lead had been made
    r"\b(?:nadat|toen|zodra|na)\b(?: (?!voor\b|voordat\b)\S+){0,3} (?:al )?(?:was |is )?uitgekomen\b(?! \S+ (?:wilde|ging))",
    r"\b(?:in|bij|na|tijdens) de (?:eerste|tweede|derde|vierde|vijfde|[1-9]e|1[0-3]e) slag\b",
    r"\b(?:in|bij|na|tijdens) slag (?:[1-9]|1[0-3])\b",  # "dat merkten we pas in slag 2"
    r"\b(?:eerste|tweede|derde|[1-9]e) slag (?:al |was |is |toen )*(?:gespeeld|voorbij|gedaan|binnen)\b",
)
_FOUND_EARLY = (
    r"\btoen (?:de bieding|het bieden) nog (?:liep|bezig was|gaande was)\b|\b(?:bieding|bieden) (?:was |is )?nog (?:bezig|gaande)\b",
    r"\bnog tijdens (?:het bieden|de bieding)\b|\btijdens (?:het bieden|de bieding)\b(?: \S+){0,3} (?:opgemerkt|gezien|ontdekt|gemerkt)\b"
    r"|\b(?:opgemerkt|gezien|ontdekt|gemerkt|merkte|zag|zagen|merkten)\b(?: \S+){0,4} tijdens (?:het bieden|de bieding)\b",
    r"\b(?:meteen|direct|gelijk|onmiddellijk)\b(?: \S+){0,2} (?:opgemerkt|gezien|ontdekt|gemerkt)\b",
    r"\b(?:zagen|zag|merkten|merkte|ontdekten|ontdekte)\b(?: \S+){0,3} (?:meteen|direct|gelijk|onmiddellijk)\b",
    r"\bvoor de uitkomst\b", r"\b(?:bieding|bieden) (?:loopt|liep) (?:nog|nu|toen nog)\b|\bnog in de bieding\b",
    r"\b(?:bieding|bieden) (?:was|is) (?:toen |daar |op dat moment )?nog niet (?:afgelopen|klaar|voorbij|beëindigd|afgesloten)\b",
    r"\b(?:gezien|opgemerkt|ontdekt|gemerkt)\b[^.;]{0,20}\bvoordat (?:\S+ ){1,3}(?:iets )?(?:zei|bood|geboden|gezegd|paste|gepast|kon bieden)\b",
)


def _discovered_late(reader: Reader) -> bool | None:
    text = reader.norm
    if any(re.search(p, text) for p in _FOUND_LATE):
        return True
    if any(re.search(p, text) for p in _FOUND_EARLY):
        return False
    return None


# What makes a call inadmissible (Law 36-37), stated in so many words: a call by a player obliged to
# pass, a redouble without a double, a double of one's own side's bid or of a bid already doubled (a bid
# above seven, Law 38, is read by ``_calls``). Strict on purpose: ``nlp.event.boundary`` lets it
# overrule the classifier, where ``_inadmissible_kind`` reads any double as one.
_INADMISSIBLE_STATED = re.compile("|".join(f"(?:{p})" for p in (
    r"\b(?:moest|moet|moesten|verplicht)\b[^.?!;]{0,60}?\bpass(?:en)?\b[^.?!;]{0,60}?\b(?:maar|toch|en)\b[^.?!;]{0,40}?"
    r"\b(?:bood|biedt|doubleerde|doubleert|redoubleerde|redoubleert|geboden|gedoubleerd|gaf|geeft|zei|zegt|gezegd|legde|legt|gelegd)\b",
    r"\bverplicht(?:e)? (?:te )?pas(?:sen)?\b[^.?!;]{0,40}?\b(?:bood|biedt|doubleerde|doubleert)\b",
    r"\bmocht (?:niet meer|niet) (?:bieden|doubleren)\b[^?!;]{0,60}?\btoch\b",
    r"\bre ?doub\w*\b[^.?!;]{0,40}?\b(?:zonder|terwijl er (?:niet|geen|nog niet|nog niks|niks|nog niets|niets|nog geen))\b[^.?!;]{0,30}?\b(?:doublet|gedoubleerd|dubbel|double)\b",
    # a redouble of partner's double, a double of a pass or of partner's bid told with the seat, a bid doubled twice
    r"\bre ?doub\w*\b[^.?!;]{0,60}?\b(?:eigen )?(?:partner|maat) (?:het |de |een )?(?:doublet|dubbel) (?:had |heeft )?(?:gegeven|gezet|gelegd|gedaan)\b",
    r"\b(?:dubbel|doublet|doubleert|doubleerde|gedoubleerd)\w* op (?:een|de|zijn|haar) pas\b",
    r"\bdoub\w* (?:de |het )?\S+ van (?:[nozw]|noord|oost|zuid|west) \( ?(?:zijn |haar )?(?:eigen )?(?:partner|maat) ?\)",
    r"\b(?:had|was) (?:\S+ ){0,3}al gedoubleerd\b",
    r"\b(?:redouble|redoublet) zonder (?:voorafgaand )?(?:double|doublet|dubbel)\b",
    r"\bre ?doub\w*\b[^.?!;]{0,40}?\bmaar niemand (?:had|heeft) (?:\S+ )?gedoubleerd\b",
    r"\b(?:de|het) \S+(?: \S+)? (?:van|op) (?:zijn|haar|mijn) (?:eigen )?(?:partner|maat) (?:ge)?doubleerd\b",
    r"\bdoub\w* (?:de|het|mijn|zijn|haar) (?!beurt\b)\S+(?: (?!beurt\b)\S+)? (?:van|op) (?:zijn|haar|mijn) (?:eigen )?(?:partner|maat)\b",
    r"\bpartner doubleerde mijn\b",
    r"\b(?:die|dat) (?:hij|zij) zelf (?:had )?geboden\b",
    r"\bal gedoubleerd (?:had|was)\b",
)))


def states_bid_above_seven(reader: Reader) -> bool:
    """Whether the message tells a bid above the seven level (Law 38), the one inadmissible call no context can make
    admissible."""
    return any(call.level >= 8 for call in _calls(reader.norm))


def states_inadmissible(reader: Reader) -> bool:
    """Whether the message states what makes the call inadmissible: a bid above seven, or
    ``_INADMISSIBLE_STATED`` (read once per reader: ``nlp.event.boundary`` and ``states_double_out_of_turn`` both ask)."""
    return reader.once("states_inadmissible",
                       lambda r: states_bid_above_seven(r) or _INADMISSIBLE_STATED.search(r.norm) is not None)


@extractor("inadmissible_call", replaces=True)
def inadmissible_call(reader: Reader) -> dict[str, Any]:
    reader = rephrased(reader)
    offender = _offender(reader)
    callers = _callers(reader)
    if callers and offender not in callers:
        offender = callers[0]  # "na het onvoldoende bod van N ... maar Z zei 'dubbel'": Z made the call
    high = _above_seven_bidder(reader)
    if high:
        offender = high
    kind = _inadmissible_kind(reader)
    if kind == "double" and not high:
        doubler = _doubler(reader)
        if doubler:
            offender = doubler  # "O bood 3♦ ... en toen doubleerde W het bod van zijn eigen partner"
    facts: dict[str, Any] = {"offender": offender} if offender else {}
    if kind:
        facts["inadmissible_kind"] = kind
    lho = _lho_called(reader, offender)
    if lho is None:
        lho = _lho_by_events(reader, offender)
    if lho is not None:
        facts["offender_lho_called"] = lho
    if kind == "after_final_pass":
        facts.update(_after_final_pass_facts(reader, offender))
        return facts
    if kind != "after_final_pass":
        late = _discovered_late(reader)
        if late is not None:
            facts["discovered_after_opening_lead"] = late
        turn = _out_of_turn(reader, offender)
        if turn is not None:
            facts["made_out_of_turn"] = turn
    return facts


# -- Law 27: insufficient bid ---------------------------------------------------------------------
_REPLACE_VERB = (
    r"\b(?:vervang\w*|verving\w*|verbeter\w*|herstel\w*|ruil\w*|kiest|koos|gekozen|besloot|besluit|besloten|corrigeer\w*|wijzig\w*|verander\w*|maakt|maakte|maken|gemaakt"
    r"|legt|legde|neergelegd|neer|ophog\w*|verhoog\w*)\b"
)


def _replacement_call(text: str) -> tuple[str, Call | None, int] | None:
    """(kind, call, position) of the replacement: kind 'bid', 'pass' or 'double'."""
    options: list[tuple[int, str, Call | None]] = []
    m = re.search(r"\ber (?:\S+ ){0,2}?(?P<c>\S+(?: \S+)?) van (?:maken|maakt|maakte|gemaakt)\b", text) or re.search(
        r"\b(?:maakt|maakte|maken|gemaakt)\b(?: \S+){0,2} er (?:(?:nu|toch|alsnog|toen|dan|daarna|uiteindelijk|meteen|direct|zelf) )*(?P<c>\S+(?: \S+)?) van\b", text)
    if m:
        calls = _calls(m.group("c"))
        if calls:
            options.append((m.start("c"), "bid", Call(m.start("c"), calls[0].level, calls[0].denom)))
    m = re.search(rf"\b(?:maakt|maakte|maken|gemaakt)\b(?: \S+)? er (?:\S+ ){{0,7}}?(?:een |het )?(?P<c>{_PASS}|{_DOUBLE}|{_REDOUBLE}) van\b"
                  rf"|\ber (?:\S+ ){{0,7}}?(?:een |het )?(?P<d>{_PASS}|{_DOUBLE}|{_REDOUBLE}) van (?:maken|maakt|maakte|gemaakt)\b", text)
    if m:  # "maakte er (na de uitleg) een pas van"
        word = m.group("c") or m.group("d")
        options.append((m.start("c") if m.group("c") else m.start("d"), "pass" if re.fullmatch(_PASS, word) else "double", None))
    call_re = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
    for m in re.finditer(rf"(?P<c>{call_re}) van(?: (?:maken|maakt|maakte|gemaakt|te maken))?\s*(?:[.,;!?]|$)", text):
        if re.search(r"\ber\b", text[max(0, m.start() - 45):m.start()]):
            calls = _calls(m.group("c"))
            options.append((m.start("c"), "bid", Call(m.start("c"), calls[0].level, calls[0].denom)))
    m = re.search(rf"\b(?:wil|wilde|gaat) (?:\S+ ){{0,3}}?(?P<c>(?:re)?doubleren|passen|{call_re} (?:bieden|zeggen|maken|neerleggen))\b", text)
    if m:
        word = m.group("c")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if word == "passen" else "double")
        options.append((m.start("c"), kind, Call(m.start("c"), calls[0].level, calls[0].denom) if calls else None))
    m = re.search(rf"\bzelf (?:meteen |direct |snel )?(?:naar|in|tot) (?:een )?(?P<c>{call_re}|{_PASS}|{_DOUBLE}|{_REDOUBLE})(?![\w])", text)
    if m:  # "IB O 2♦ over 2♠, zelf naar 3♦": what he replaced it with on his own
        word = m.group("c")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if re.fullmatch(_PASS, word) else "double")
        options.append((m.start("c"), kind, Call(m.start("c"), calls[0].level, calls[0].denom) if calls else None))
    m = re.search(rf"\b(?:werd|wordt) (?:het|dat|dit) (?:toch |alsnog |uiteindelijk |dan )?(?:een )?(?P<c>{call_re}|{_PASS}|{_DOUBLE}|{_REDOUBLE})(?![\w])", text)
    if m:  # "na de uitleg werd het 3♦": what the bid became
        word = m.group("c")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if re.fullmatch(_PASS, word) else "double")
        options.append((m.start("c"), kind, Call(m.start("c"), calls[0].level, calls[0].denom) if calls else None))
    m = re.search(rf"{call_re}(?: \([^)]*\))? (?:werd|wordt|is geworden|veranderde|verandert) (?:(?:toch|alsnog|uiteindelijk|dan|daarna|later|vervolgens|na \S+|in) )*(?:een )?(?P<c>{call_re}|{_PASS}|{_DOUBLE}|{_REDOUBLE})(?![\w])", text)
    if m:  # "Z's onvoldoende 2♣ (na 2♦) werd 3♣": the bid became another call
        word = m.group("c")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if re.fullmatch(_PASS, word) else "double")
        options.append((m.start("c"), kind, Call(m.start("c"), calls[0].level, calls[0].denom) if calls else None))
    instead = r"(?:in plaats daarvan|in_plaats_van dien|in de plaats daarvan|daarvoor in de plaats|ervoor in de plaats|instead)"
    m = re.search(rf"(?<![\w-])(?P<c>{_PASS}|{_DOUBLE}|{_REDOUBLE}|doubleren|{call_re})(?: (?:nu|dan|toch|maar|gewoon|alsnog|wil|gaat|zal))*(?: (?:bieden|zeggen))? {instead}"
                  rf"|{instead},? (?:\S+ ){{0,3}}?(?P<d>{_PASS}|{_DOUBLE}|{_REDOUBLE}|doubleren|{call_re})(?![\w])", text)
    if m:  # "hij past nu in plaats daarvan", "in plaats daarvan bood hij 3♣"
        word = m.group("c") or m.group("d")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if re.fullmatch(_PASS, word) else "double")
        at = m.start("c") if m.group("c") else m.start("d")
        options.append((at, kind, Call(at, calls[0].level, calls[0].denom) if calls else None))
    m = re.search(rf"(?P<c>(?<![\w-])(?:{_DOUBLE}|{_REDOUBLE}|{_PASS}|doubleren)|[1-7] ?\S+)(?: \S+)? als vervang", text)
    if m:
        word = m.group("c")
        calls = _calls(word)
        kind = "bid" if calls else ("pass" if re.fullmatch(_PASS, word) else "double")
        options.append((m.start("c"), kind, Call(m.start("c"), calls[0].level, calls[0].denom) if calls else None))
    for verb in re.finditer(_REPLACE_VERB, text):
        if verb.group(0) in ("legt", "legde", "neer", "neergelegd", "maakt", "maakte", "maken", "gemaakt"):
            if not re.search(r"\b(?:zelf|al|snel|meteen|direct|toen|alsnog)\b", text[max(0, verb.start() - 30):verb.end() + 25]):
                continue
            if verb.group(0) == "neer" and not re.search(r"\b(?:zelf|al|snel|meteen|direct|alsnog)\b", text[max(0, verb.start() - 30):verb.end() + 25]) \
                    and re.search(r"\b(?:zette|zet|legde|legt)\b", text[max(0, verb.start() - 30):verb.start()]) \
                    and not re.search(_REPLACE_VERB.replace("|legt|legde|neergelegd|neer", ""), text):
                continue  # "en toen zette W 1♦ neer": the insufficient bid itself, told in order
        call_re0 = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
        final = re.search(rf"\b(?:in|door|naar|tot) (?:een |de |het )?(?P<c>{call_re0}|{_PASS}|{_DOUBLE}|{_REDOUBLE})(?: \S+)? $",
                          text[max(0, verb.start() - 30):verb.start()])
        if verb.group(0) in ("neer", "neergelegd"):
            window_start = max(0, verb.start() - 30)
            window = text[window_start:verb.start()]
        elif final and re.fullmatch(r"(?:ge\w+|veranderd|vervangen|verbeterd|verving|vervangt|verandert|verbetert|wijzigt|wijzigde)", verb.group(0)):
            window_start = max(0, verb.start() - 30) + final.start("c")  # verb last: "en dat in 2♥ veranderd"
            window = text[window_start:verb.start()]
        else:
            window_start = verb.end()
            window = text[window_start:window_start + 100]
            window = re.split(rf"{_END}|, (?:want|maar|omdat|terwijl|dus)\b|\b(?:want|omdat)\b|(?<!, )\b(?:als|wanneer|indien)\b", window)[0]
            target = re.search(r"\b(?:door|in|naar|tot|voor)\b", window)
            if target and (_calls(window[target.end():]) or re.search(rf"(?<![\w-])(?:{_PASS}|{_DOUBLE}|{_REDOUBLE})(?![\w])", window[target.end():])):
                window_start += target.end()  # "vervangt zijn 2♥ door een doublet": what comes after "door"
                window = window[target.end():]
        if re.search(r"overheen", window):
            continue
        hits = []
        for c in _calls(window):
            hits.append((c.start, "bid", Call(window_start + c.start, c.level, c.denom)))
        for w in re.finditer(rf"(?<![\w-])(?:{_PASS}|{_DOUBLE}|{_REDOUBLE}|doubleren)(?![\w])", window):
            hits.append((w.start(), "pass" if re.fullmatch(_PASS, w.group(0)) else "double", None))
        if hits:
            pos, kind, call = max(hits, key=lambda h: h[0]) if verb.group(0) in ("neer", "neergelegd") else min(hits, key=lambda h: h[0])
            options.append((window_start + pos, kind, call))
    if not options:
        return None
    pos, kind, call = min(options, key=lambda o: o[0])
    return kind, call, pos


# "na (de) uitleg van de WL doubleert hij", "na de uitspraak van de TD past Z": the call made right after the
# director's ruling, by the offender ("hij" or his seat), is his replacement
_AFTER_RULING = re.compile(
    r"\bna (?:de |zijn )?(?:uitleg|aanwijzing|uitspraak|beslissing|instructies?)(?: van de (?:wedstrijdleider|arbiter))?,? "
    r"(?P<v>doubleert|doubleerde|redoubleert|redoubleerde|past|paste|passte|biedt|bood|zegt|zei|legt|legde|kiest|koos(?: voor)?) "
    r"(?P<s>hij|zij|ze|noord|oost|zuid|west|[nozw])(?![\w'’-])(?P<rest>[^.;!?,]{0,30})")


def _after_ruling_call(text: str, offender: str | None) -> tuple[str, Call | None, int] | None:
    """The offender's call told right after the director's ruling (``_AFTER_RULING``), as ``_replacement_call`` gives it."""
    m = _AFTER_RULING.search(text)
    if m is None or (m.group("s") not in ("hij", "zij", "ze") and parse_seat(m.group("s")) != offender):
        return None
    verb, rest = m.group("v"), m.group("rest")
    if re.match(r"(?:re)?double", verb):
        return "double", None, m.start("v")
    if re.match(r"pas", verb):
        return "pass", None, m.start("v")
    calls = _calls(rest)
    if calls:
        at = m.start("rest") + calls[0].start
        return "bid", Call(at, calls[0].level, calls[0].denom), at
    word = re.match(rf" (?:(?:een|nu|toch|dan|gewoon) )*(?P<c>{_PASS}|{_DOUBLE}|{_REDOUBLE})(?![\w])", rest)
    if word:
        return ("pass" if re.fullmatch(_PASS, word.group("c")) else "double"), None, m.start("rest") + word.start("c")
    return None


def _ib_replacement(reader: Reader, offender: str | None = None) -> str | None:
    text = reader.norm
    negated_comparable = re.search(r"\b(?:niet|geen|niet-|on)[ -]?(?:\S+ )?vergelijkba", text)
    comparable = re.search(r"vergelijkba|\b(?:zelfde|dezelfde|gelijke) betekenis\b|\b(?:hetzelfde|ongeveer hetzelfde) (?:betekent|betekende|zegt|aangeeft)\b", text)
    if re.search(r"\b(?:ander|nieuw|tweede|weer een|opnieuw een) (?:\S+ )?(?:onvoldoende|te laag|te lage) (?:bod|bieding)|\bvervang\w* (?:\S+ ){0,2}?door (?:een |weer een |opnieuw een )?(?:ander |nieuw )?(?:onvoldoende|te laag|te lage) (?:bod|bieding)|\b(?:ook|weer|opnieuw|nog steeds|alweer) (?:weer )?(?:onvoldoende|te laag)\b", text):
        return "insufficient"
    if re.search(r"\b(?:dezelfde|zelfde) (?:kleur|speelsoort|denominatie)\b[^.?!]{0,25}\blaagste (?:mogelijke )?(?:niveau|trap)\b"
                 r"|\blaagste (?:mogelijke )?(?:niveau|trap)\b[^.?!]{0,25}\b(?:dezelfde|zelfde) (?:kleur|speelsoort|denominatie)\b", text):
        return "lowest_same"
    if re.search(r"\blaagste\b,? (?:en |in )?(?:de )?(?:dezelfde|zelfde) (?:kleur|speelsoort|denominatie)\b|\blaagste (?:\S+ )?voldoende\b|\blaagste (?:\S+ )?bod (?:in|van|met) (?:dezelfde|de zelfde|zijn) (?:kleur|speelsoort|denominatie)", text):
        return "lowest_same"
    found = _replacement_call(text) or _after_ruling_call(text, offender)
    if found and found[1] is not None:
        ib = _ib_event(reader)
        own = _bid_of_event(text, ib.start) if ib else None
        if own and own.start == found[1].start:
            found = None  # "ik legde toen 1SA neer": the insufficient bid itself, told in order, not its replacement
    if comparable and not negated_comparable:
        return "comparable"
    if found:
        kind, call, pos = found
        if kind == "pass":
            return "other"
        if kind == "double":
            return "double"
        if call is not None:
            imagined = re.sub(r"\b(?:dacht|dachten|meende|meenden) (?:\S+ )?dat [^.,;]*?(?=\s(?:en|maar)\s|[.,;]|$)", lambda m: " " * len(m.group(0)), text[:pos])
            before = [c for c in _calls(imagined)]  # "hij dacht dat W 2♠ had geboden": not a call made
            before += [c for c in _calls(text[pos:pos + 25]) if c.start > 0 and re.search(r"\(\s*(?:over|na|op|boven)\s+(?:de |het |een )?$", text[max(0, pos + c.start - 14):pos + c.start])]  # "... door 3♣ (over 2♠)"
            if before:
                over = max(before, key=lambda c: c.rank)
                if call.rank <= over.rank:
                    return "insufficient"
                lower = [c for c in before if c.rank < over.rank] or [c for c in before if c is not over and c.rank == over.rank]  # "1SA na 1SA"
                if lower:
                    first = lower[-1]
                    lowest = next(level for level in range(1, 9) if level * 5 + first.denom > over.rank)
                    if call.denom == first.denom and call.level == lowest:
                        return "lowest_same"
        if negated_comparable:
            return "other"
        return None
    if negated_comparable:
        # "verbetert het in een bod dat niet vergelijkbaar is": another call, not a comparable one
        return "other" if re.search(_REPLACE_VERB, text) and re.search(r"\b(?:bod|bieding)\b", text[negated_comparable.start() - 30:negated_comparable.start()]) else None
    if re.search(r"\bmoet (?:\S+ ){0,4}?(?:kiezen|beslissen|vervangen)\b|\bnog (?:niet|niets) (?:vervangen|gekozen|beslist|besloten|veranderd|gewijzigd|verbeterd)\b|\bnog geen vervang"
                 r"|\bweet (?:nog )?niet (?:wat|waarmee|welk)", text):
        return "pending"
    if re.search(r"\bwedstrijdleider\b[^.?!]{0,30}\b(?:meteen|direct|gelijk|erbij|geroepen|gebeld|aan tafel|is er|komt)\b|\bik (?:ben|sta) (?:er )?(?:meteen |direct )?(?:bij|aan (?:de )?tafel)\b", text) \
            and re.search(r"\b(?:wat nu|hoe nu verder|hoe verder|wat moet (?:hij|ik|er))\b", text):
        return "pending"
    return None


def _replaced_early(reader: Reader) -> bool | None:
    text = reader.norm
    for clause in _clauses(text):
        if re.search(r"\b(?:na|op) (?:\S+ )?(?:uitleg|aanwijzing|advies|instructie|uitspraak|oordeel) van de wedstrijdleider\b|\bnadat (?:de wedstrijdleider|ik)\b"
                     r"|\bna (?:(?:mijn|zijn|onze|de) )?(?:uitleg|aanwijzing|advies|uitspraak)\b"
                     r"|\b(?:ik|wij|we|de wedstrijdleider) (?:heb|had|hebben|hadden|heeft) (?:\S+ ){0,4}?(?:uitgelegd|toegelicht|voorgelezen|verteld|gezegd wat)\b"
                     rf"|\b(?:ik|de wedstrijdleider) (?:leg|legt|legde) (?:\S+ ){{0,4}}?uit\b.*{_REPLACE_VERB}"
                     r"|\btoen de wedstrijdleider (?:\S+ )?(?:uitlegde|had uitgelegd|uitleg gaf|had gesproken|besliste)\b", clause) \
                and (re.search(_REPLACE_VERB, clause) or re.search(r"\b(?:werd|wordt) (?:het|dat|dit) (?:een )?(?:[1-7]\S*|pas|doublet)", clause)
                     or _replacement_call(clause)):  # "na mijn uitleg wil O nu doubleren"
            return False
        if re.search(r"\b(?:voordat|voor|vóór|zonder dat|nog voordat|nog voor|nog vóór) (?:de (?:wedstrijdleider|arbiter)\b|ik (?:\([^)]*\) )?(?:als (?:de )?(?:wedstrijdleider|arbiter) )?(?:er |aan tafel |erbij |bij )?(?:was|kwam|ben|kom|aankwam|arriveerde|arriveer)\b|(?:de )?(?:wedstrijdleider|arbiter) (?:er |aan tafel |erbij )?(?:was|kwam|is)\b)"
                     r"|\bzonder (?:op )?(?:de )?(?:wedstrijdleider|arbiter)\b"
                     r"|\b(?:voor|vóór) (?:de )?(?:komst|aankomst|uitleg|uitspraak|beslissing) (?:van )?(?:de )?(?:wedstrijdleider|arbiter)\b"
                     r"|\bzonder (?:\S+ ){0,2}?(?:te )?wachten op (?:de )?(?:wedstrijdleider|arbiter)\b", clause) and not re.search(r"overheen", clause) \
                and (re.search(_REPLACE_VERB, clause) or re.search(r"\bzelf\b", clause)):
            return True
        if re.search(r"\btoen (?:ik|de wedstrijdleider|de arbiter) (?:\S+ ){0,2}?(?:kwam|aankwam|arriveerde|er was|erbij was|aan tafel was)\b", clause) \
                and re.search(r"\b(?:al|reeds|zelf)\b", clause) and re.search(_REPLACE_VERB, clause) and not re.search(r"overheen", clause):
            return True  # "toen ik aan tafel kwam had W al een doublet neergelegd"
        if re.search(r"\bzelf\b", clause) and re.search(_REPLACE_VERB, clause) and re.search(r"\b(?:meteen|direct|gelijk|onmiddellijk|al|voordat|nog voor)\b", clause) \
                and not re.search(r"\bwedstrijdleider\b", clause):
            return True  # "maakt er zelf meteen 2♥ van": replaced on his own, before any ruling
        if re.search(r"\bzelf\b", clause) and re.search(_REPLACE_VERB, clause) and not re.search(r"\b(?:wedstrijdleider|arbiter|uitleg)\b", text) \
                and re.search(r"\b(?:verving|vervangt|verbeterde|verbetert|corrigeerde|corrigeert)\b", clause):
            return True  # "... en verving het daarna zelf door 3♥": on his own, no director in the story
    explained = re.search(r"\b(?:wedstrijdleider|arbiter)\b[^.;!?]{0,30}\b(?:legde|legt) (?:\S+ ){0,8}?uit\b"
                          r"|\b(?:wedstrijdleider|arbiter)\b[^.;!?]{0,30}\b(?:uitgelegd|uitleg)\b", text)
    if explained and re.search(r"\b(?:koos|kiest|gekozen|verving|vervangt|vervangen|maakte er|maakt er)\b", text[explained.end():]) \
            and not re.search(r"\b(?:voordat|zelf al|al zelf|had al)\b", text[explained.end():]) and not re.search(r"\b(?:voordat|zelf al|al zelf)\b", text[:explained.start()]):
        return False  # "De WL legde uit wat Z kon doen ... Z koos voor 3♦": replaced after the explanation
    for sentence in _clauses(text):  # the timing in a clause of its own: "..., nog voordat iemand de WL riep"
        replaced = re.search(_REPLACE_VERB, sentence) or re.search(r"\b(?:werd|wordt) (?:het|dat|dit) (?:\S+ )?[1-7]\S*|\b(?:werd|wordt) (?:het|dat|dit) (?:een )?(?:pas|doublet)\b", sentence)
        if not replaced or (re.search(r"overheen", sentence) and not re.search(r"\bzelf\b", sentence)):
            continue  # "legt er dan zelf 1♠ overheen": his own replacement
        if re.search(r"\bna (?:de |zijn |mijn )?(?:uitleg|aanwijzing|uitspraak|beslissing|instructie)s? (?:van de (?:wedstrijdleider|arbiter))?\b|\bna (?:\S+ )?overleg met de (?:wedstrijdleider|arbiter)\b"
                     r"|\b(?:wedstrijdleider|arbiter) (?:\S+ ){0,6}?(?:had |heeft )?(?:alles |het |de regels |de opties )?(?:had )?(?:uitgelegd|uitlegde)\b"
                     r"|\bnadat de (?:wedstrijdleider|arbiter) (?:\S+ ){0,3}?(?:had )?(?:uitgelegd|uitlegde|gesproken|beslist|besliste)\b", sentence) \
                and not re.search(r"\b(?:voordat|voor|vóór|nog voor|zonder dat|zonder)\s+(?:de\s+|iemand\s+)?(?:\S+\s+)?(?:wedstrijdleider|arbiter)\b", sentence):
            return False
        if re.search(r"\b(?:wedstrijdleider|arbiter) (?:was|is) (?:er )?(?:toen )?nog niet\b(?! (?:\S+ )?(?:uitgelegd|gesproken))", sentence):
            return True  # "... zelf in 2♦ veranderd, de WL was er nog niet"
        if re.search(r"\b(?:voordat|voor|nog voor|nog voordat) (?:er )?(?:iemand|iemand anders|een van ons|de tegenpartij|de tegenstanders) (?:\S+ )?(?:de )?(?:wedstrijdleider|arbiter) (?:\S+ )?(?:riep|belde|haalde|kon roepen|geroepen had)\b"
                     r"|\b(?:voordat|nog voordat|voor|nog voor) (?:de )?(?:wedstrijdleider|arbiter) (?:\S+ )?(?:geroepen|gebeld|gehaald) (?:was|werd|kon worden)\b", sentence):
            return True
    ruled = re.search(_RULED, text)
    if ruled and re.search(rf"{_REPLACE_VERB}|\b(?:bood|biedt|paste|past|doubleerde|doubleert)\b", text[ruled.end():]) \
            and not re.search(r"\b(?:voordat|nog voor|zelf al|al zelf|had al)\b", text):
        return False  # "... werd door de WL geschrapt; oost bood daarna 2♦": replaced after the ruling
    return None


_WHETHER_DAMAGED = (r"\b(?:vraagt|vroeg|vragen|vroegen|wil weten|willen weten|wilde weten|wilden weten|weet niet|weten niet|afvragen|twijfel\w*|onduidelijk)\b"
                    r"[^.;?!]{0,40}?\bof\b[^.;?!]*\b(?:schade|benadeeld|nadeel|gedupeerd)\b")


def _damaged(reader: Reader) -> bool | None:
    text = reader.norm
    if re.search(_WHETHER_DAMAGED, text):
        return None  # "O vraagt of NZ schade hadden": asked, not stated (could be shared with extract_bidding)
    if re.search(r"\b(?:geen|niet) (?:\S+ )?(?:schade|benadeeld|nadeel|last|invloed)\b|\b(?:niets|niks) (?:uitmaakte|uitgemaakt)\b"
                 r"|\b(?:niemand|geen van beide(?:n)?|geen partij) (?:\S+ ){0,2}?(?:benadeeld|gedupeerd)\b", text):
        return False
    if re.search(r"\bbenadeeld\b|\bschade\b|\bgedupeerd\b", text):
        return True
    return None


def _after_play(reader: Reader) -> bool:
    return bool(re.search(
        r"\bspel (?:is |was )?(?:al )?(?:gespeeld|afgelopen|uitgespeeld)\b|\bna afloop(?! van (?:de bieding|het bieden))\b"
        r"|\bna het (?:spel|spelen)\b|\bachteraf\b|\bbij het (?:scoren|invoeren)\b|\b(?:volgende|vorige) (?:spel|bord)\b|" + PLAYED_OUT,
        reader.norm,
    ))


_IB_WORD = r"\b(?:onvoldoende|onvoldonde|onvold|insufficient|te laag|te lage)\b"


def _caller_near(reader: Reader, word: str) -> str | None:
    """The caller of the event closest to ``word`` in its sentence ("oost had onvoldoende geboden")."""
    text = reader.norm
    info = _auction(reader)
    writer = _writer_seat(reader)
    best = None
    for m in re.finditer(word, text):
        sentence = len(re.findall(r"[.;!?](?:\s|$)", text[:m.start()]))
        for e in info["events"]:
            seat = _resolve(e.who, None, writer) if not e.earlier and not e.negated else None
            if seat and e.sentence == sentence:
                distance = abs(e.start - m.start())
                if best is None or distance < best[0]:
                    best = (distance, seat)
    return best[1] if best else None


def _replacement_by_events(reader: Reader, offender: str | None) -> str | None:
    """The offender's next call after his insufficient bid ("oost bood 1♦ over 1♠ en daarna 2♦"), when
    nobody else called in between: its kind, or for a bid its rank against the bid it had to beat."""
    if not offender:
        return None
    text = reader.norm
    info = _auction(reader)
    writer = _writer_seat(reader)
    live = [e for e in info["events"] if not e.earlier and not e.negated]
    own = [e for e in live if _resolve(e.who, offender, writer) == offender]
    if len(own) < 2:
        return None
    first, second = own[0], own[1]
    if any(first.start < e.start < second.start and _resolve(e.who, offender, writer) not in (offender, None) for e in live):
        return None
    if not re.search(r"\b(?:daarna|toen|vervolgens|dan|later|alsnog|nu|meteen|direct)\b", text[first.start:second.start] + re.split(r"[.;!?]", text[second.start:second.start + 25])[0]):
        return None
    if second.kind == "pass":
        return "other"
    if second.kind == "double":
        return "double"
    call = _bid_of_event(text, second.start)
    before = [c for c in _calls(text[:call.start])] if call else []
    if not call or len(before) < 2:
        return None
    over = max(before, key=lambda c: c.rank)
    lower = [c for c in before if c.rank < over.rank]
    if call.rank <= over.rank:
        return "insufficient"
    if lower:
        ib = lower[-1]
        lowest = next(level for level in range(1, 9) if level * 5 + ib.denom > over.rank)
        if call.denom == ib.denom and call.level == lowest:
            return "lowest_same"
    return None


def _ib_owner(reader: Reader) -> str | None:
    """The seat whose insufficient bid it is, when the text says so ("noord's onvoldoende bod", "onvoldoende bod van O")."""
    m = re.search(rf"(?<![\w'-])(?P<s>n|o|z|w|noord|oost|zuid|west)'s (?:onvoldoende|te lage|insufficient) (?:bod|bieding)\b"
                  rf"|\b(?:onvoldoende|te laag|te lage|ondermaats) (?:bod|bieding) (?:\([^)]*\) )?(?:van|door) (?P<t>{SEAT})"
                  # "het bod van zuid (1♣) was lager dan ...", "het bod van O was niet hoog genoeg"
                  rf"|\b(?:bod|bieding) van (?P<v>{SEAT}) (?:\([^)]*\) )?(?:was|is) (?:lager|te laag|niet hoog genoeg|onvoldoende)\b"
                  # a label before the seat: "IB Z: 1♦ over 1♥", "onvold. bod W (2♣ na 2♠)"
                  rf"|(?:^|[.;:] )(?:ib|insufficient bid|(?:onvoldoende|onvold\.?|te laag|te lage|ondermaats) (?:bod|bieding))\s*(?:\+ \S+\s*)?:?\s*(?P<u>{SEAT})(?=\s*[:,.;(]|\s+[1-7]|\s*$)", reader.norm)
    return parse_seat(m.group("s") or m.group("t") or m.group("u") or m.group("v")) if m else None


def _replacer(reader: Reader) -> str | None:
    """The one seat that replaces a call ("verving W zijn 2♣ door 3♣", "O verbeterde het"): the offender."""
    verbs = r"(?:verving|vervangt|verbeterde|verbetert|veranderde|verandert|corrigeerde|corrigeert|wijzigde|wijzigt)"
    seats = {parse_seat(m.group("s") or m.group("t")) for m in re.finditer(
        rf"\b{verbs} (?P<s>{SEAT})\b|(?P<t>{SEAT}) (?:\S+ ){{0,2}}?{verbs}\b", reader.norm)}
    return seats.pop() if len(seats) == 1 else None


@extractor("insufficient_bid", replaces=True)
def insufficient_bid(reader: Reader) -> dict[str, Any]:
    reader = rephrased(reader)
    offender = _ib_owner(reader) or _listed_offender(reader) or _offender_by_rank(reader) or _replacer(reader) or _offender(reader) or _caller_near(reader, _IB_WORD)
    facts: dict[str, Any] = {"offender": offender} if offender else {}
    lho = _lho_called(reader, offender)
    if lho is None:
        ib = _ib_event(reader)
        lho = _lho_by_events(reader, offender, ib.start if ib and _resolve(ib.who, None, _writer_seat(reader)) == offender else None)
    if lho is None:
        lho = _accepted(reader)
    if lho is None:
        lho = _writer_as_lho(reader, offender)
    if lho is not None:
        facts["offender_lho_called"] = lho
    replacement = _ib_replacement(reader, offender)
    by_events = False
    if replacement is None and not lho:
        replacement = _replacement_by_events(reader, offender)
        by_events = replacement is not None
    if replacement:
        facts["ib_replacement"] = replacement
    early = _replaced_early(reader)
    found = _replacement_call(reader.norm) if lho and replacement else None
    if found and found[2] > 0 and (early or not re.search(r"\b(?:overheen|eroverheen|accepte\w*|aanvaard\w*|al)\b", reader.norm[found[2]:])):
        before = copy.copy(reader)
        before.norm = reader.norm[:found[2]]
        if not (_lho_called(before, offender) or _lho_by_events(before, offender)):
            # "... al in 2♥ veranderd, en Z paste daarna", "Z koos voor 2♦. daarna bood W 2♠": over the replacement
            facts.pop("offender_lho_called", None)
    if early is None and by_events and re.search(r"\b(?:zelf|meteen|direct|gelijk|onmiddellijk)\b", reader.norm) \
            and not re.search(r"\b(?:wedstrijdleider|arbiter)\b", reader.norm):
        early = True  # "... en paste daarna zelf meteen": replaced on his own, no director involved
    if early is None and by_events and re.search(r"\b(?:voordat|voor|nog voor) (?:de )?(?:wedstrijdleider|arbiter) (?:er |aan tafel |erbij )?(?:was|kwam|is)\b", reader.norm):
        early = True  # "... en paste toen hij het doorhad, nog voor de WL er was"
    if early is not None:
        facts["ib_replaced_early"] = early
    turn = _out_of_turn(reader, offender)
    if turn is not None:
        facts["made_out_of_turn"] = turn
    if _after_play(reader):
        facts["phase"] = "after_play"
        damaged = _damaged(reader)
        if damaged is not None:
            facts["nos_damaged"] = damaged
    elif re.search(r"\b(?:benadeeld|gedupeerd)\b", reader.norm) and not re.search(r"\b(?:niet|geen|niemand|nauwelijks)\b[^.;?!]{0,25}\b(?:benadeeld|gedupeerd)\b"
                                                                               r"|\bof (?:\S+ ){0,3}(?:benadeeld|gedupeerd)\b|\b(?:is|zijn|was|waren|werd|werden) (?:\S+ ){0,3}(?:benadeeld|gedupeerd)\?|\bvoelt? (?:zich|zichzelf)\b|\bvinden? (?:zich|dat)\b|\bzeggen?\b", reader.norm):
        facts["nos_damaged"] = True  # "... en de tegenpartij daardoor benadeeld is": damage stated without the play
    return facts


# -- Law 24: a card exposed during the auction ----------------------------------------------------
_SUIT_SYMBOL = {"♠": "♠", "♥": "♥", "♦": "♦", "♣": "♣", "schoppen": "♠", "harten": "♥", "ruiten": "♦", "klaveren": "♣", "klaver": "♣"}
_RANK = {
    "a": "A", "aas": "A", "h": "H", "k": "H", "heer": "H", "koning": "H", "v": "V", "q": "V", "vrouw": "V", "dame": "V",
    "b": "B", "j": "B", "boer": "B", "10": "10", "t": "10", "tien": "10",
    **{str(n): str(n) for n in range(2, 10)},
    "twee": "2", "drie": "3", "vier": "4", "vijf": "5", "zes": "6", "zeven": "7", "acht": "8", "negen": "9",
}
_HONOUR_RANKS = {"A", "H", "V", "B", "10"}
_CARD_RE = re.compile(
    r"(?P<s1>[♠♥♦♣]) ?(?P<r1>10|[2-9]|[ahkvqbjt]|aas|heer|vrouw|boer|tien)(?![\w])"
    r"|(?<![\w])(?P<s2>schoppen|harten|ruiten|klaveren|klaver)[ -]?(?P<r2>aas|heer|koning|vrouw|dame|boer|tien|10|[2-9]|twee|drie|vier|vijf|zes|zeven|acht|negen)(?![\w])"
)


def _cards(text: str) -> list[str]:
    out: list[str] = []
    for m in _CARD_RE.finditer(text):
        suit = _SUIT_SYMBOL[m.group("s1") or m.group("s2")]
        rank = _RANK[m.group("r1") or m.group("r2")]
        if m.group("s2") and re.search(r"(?<![\w])(?:[1-7]|twee|drie|vier|vijf|zes|zeven) $", text[max(0, m.start() - 6):m.start()]):
            continue  # "4 harten 5": a call, not a card
        card = suit + rank
        if card not in out:
            out.append(card)
    return out


_LED = (
    r"\bals (?:een )?uitkomst\b", r"\bkomt (?:\S+ ){0,2}uit\b", r"\balsof (?:hij|zij|ze) (?:al )?(?:uitkomt|uitkwam|voorspeelde|voorspeelt)\b", r"\buitkwam\b",
    r"\bvoor ?(?:speelt|speelde|gespeeld|spelen)\b", r"\buitgekomen\b", r"\bkwam (?:\S+ ){0,4}?uit\b", r"\buitkomen met\b",
    r"\b(?:speelt|speelde) (?:\S+ ){0,6}?voor(?= ?[,.;!?]| (?:en|maar|terwijl|toen|tijdens|midden|nog)\b|$)", r"\buitkomt\b",
    r"\b(?:moest|mocht|zou|moet|wilde|wil) (?:\S+ )?uitkomen\b", r"\buitkomstkaart\b(?! (?:in|achter|klaar) )", r"\bom (?:mee )?uit te komen\b", r"\buit(?:speel|speelt|speelde|spelen|gespeeld)\b", r"\bvoortijdige? (?:uitkomst|voorgespeeld|uitgekomen)\b", r"\buitkomst (?:lag|ligt) (?:al )?(?:open|op tafel)\b", r"\b(?:speelt|speelde|speelden) (?:\S+ ){0,5}?uit\b", r"\b(?:legde|legt|lag|gooide) (?:\S+ ){0,2}uitkomst\b", r"\buitkomst (?:al )?(?:op tafel|neer)",
    r"\balsof (?:het|dat|die|deze) (?:de |zijn |haar |een )?(?:uitkomst|eerste kaart|openingsuitkomst)\b",  # "alsof het de uitkomst was"
)
_SEVERAL = (
    r"\b(?:twee|drie|vier|vijf|meerdere|enkele|een paar|verschillende|al zijn|zijn hele|alle) (?:\S+ |van (?:zijn|haar|z'n|de|die) )?kaarten\b|\b(?:2|3|4) kaarten\b"
    r"|\b(?:hele|volledige) hand\b|\b(?:twee|drie|vier|2|3|4) (?:schoppens|hartens|ruitens|klavers|plaatjes|honneurs|kleintjes)\b"
    # a count told apart from the noun: "(liet zijn kaarten zien,) minstens drie", "wel vier stuks", "een stuk of vijf"
    r"|\b(?:minstens|tenminste|ten minste|zeker|wel|ruim|bijna|een stuk of|meer dan|ongeveer) (?:twee|drie|vier|vijf|zes|zeven|acht|negen|tien|[2-9]|1[0-3])\b"
    r"(?! (?:keer|maal|seconden|sec|minuten|min|slagen|ronden|rondes|borden|spellen|punten|tellen|biedingen|boden|kaartjes))"
)
_HONOUR_WORDS = r"\b(?:honneur|honneurs|plaatje|plaatjes|honnneur|honeur)\b|\b(?:een|zijn|haar) (?:aas|heer|koning|vrouw|dame|boer)\b(?! (?:in|aan|op|van|die|dat)\b)"
_LOW_WORDS = r"\b(?:lage|kleine|lagere) (?:kaart|schoppen|harten|ruiten|klaveren|klaver|ruit)|\bkleintje\b|\b(?:klein|laag|kleine|lage) (?:kaart|klaver|klaveren|harten|hart|schoppen|schop|ruiten|ruit)(?:tje|je|pje)\b|\b(?:tweetje|drietje|viertje|vijfje|zesje|zevenje|achtje|negentje)\b"
# a bare rank named as the card, without a suit: "een kaart van N, een tien, open", "het was een 7"
_BARE_RANK_END = r"(?=\s*(?:[,.;!?)]|$|open\b|op tafel\b|zichtbaar\b|van (?:\S+ )?(?:n|o|z|w|noord|oost|zuid|west)\b))"
_HONOUR_WORDS += rf"|\b(?:een|de|zijn|haar) (?:tien|10){_BARE_RANK_END}"
_LOW_WORDS += rf"|\b(?:een|de|zijn|haar) (?:[2-9]|twee|drie|vier|vijf|zes|zeven|acht|negen){_BARE_RANK_END}"


_LATER_LEAD = r"\b(?:later|daarna|uiteindelijk|straks|na de bieding|na afloop van de bieding)\b"


def _led(text: str) -> bool:
    for pattern in _LED:
        for m in re.finditer(pattern, text):
            if re.search(r"\b(?:niet|geen)\s+(?:\S+\s+)?$", text[max(0, m.start() - 12):m.start()]):
                continue
            if re.search(_LATER_LEAD, m.group(0)) or re.match(r" tegen\b", text[m.end():]):
                continue  # "O kwam later uit tegen 4♥": the real opening lead after the auction
            return True
    return False


_EXPOSE_VERB = r"(?:legde|legt|liet|laat|toonde|toont|zette|zet|gooide|gooit|speelde|speelt|kwam|komt)"


def _exposer(text: str) -> str | None:
    """The one seat that is the subject of a showing or leading verb ("W kwam alvast uit met ♥9",
    "toen legde N de ♥H neer"), when only one seat is."""
    seats = set()
    for m in re.finditer(rf"(?P<s>{SEAT}) (?:\S+ ){{0,2}}?{_EXPOSE_VERB}\b|\b{_EXPOSE_VERB} (?P<t>{SEAT})(?: \S+){{0,4}}? (?:uit|neer|zien|open|kaart|kaarten|[♠♥♦♣]\S*)\b", text):
        if re.search(r"\b(?:na|over|op|van|voor|dat|terwijl|toen|voordat)\s+$", text[max(0, m.start() - 9):m.start()]) and m.group("s"):
            continue
        seats.add(parse_seat(m.group("s") or m.group("t")))
    return seats.pop() if len(seats) == 1 else None


@extractor("card_exposed_during_auction", replaces=True)
def card_exposed_during_auction(reader: Reader) -> dict[str, Any]:
    reader = rephrased(reader)
    text = reader.norm
    offender = _offender(reader)
    actor = _exposer(text)
    if actor:
        offender = actor
    fell = re.search(rf"\b(?:valt|vallen|viel|vielen) (?:er )?(?:\S+ )?bij (?P<s>{SEAT})(?![\w'-])|\bbij (?P<t>{SEAT}) (?:\S+ ){{0,3}}?(?:viel|vielen|valt|vallen|gevallen)\b", text)
    if fell:
        offender = parse_seat(fell.group("s") or fell.group("t"))  # "viel bij noord de ♥2 op tafel"
    seen = re.search(rf"\b(?:zag|zagen|zien|gezien|ziet)\b[^.;]*?\b\S+ van (?:zijn |haar |de )?(?:partner |linkertegenstander |rechtertegenstander )?\(?(?P<s>{SEAT})", text)
    if seen:
        offender = parse_seat(seen.group("s"))  # "zag twee kaarten van (zijn partner) noord": noord showed them
    facts: dict[str, Any] = {"offender": offender} if offender else {}
    cards = _cards(text)
    several = len(cards) >= 2 or re.search(_SEVERAL, text) or (not cards and re.search(
        r"\b(?:zijn|haar|z'n) kaarten (?:\S+ ){0,6}?(?:open|opengelegd|zichtbaar)\b|\b(?:zijn|haar|z'n) kaarten (?:\S+ ){0,3}?(?:vielen|gevallen)\b", text)) or (
        len(cards) == 1 and re.search(r"\b(?:en|plus|met) (?:nog )?(?:een|één) (?:andere |tweede )?kaart\b|\bnog (?:een|één) (?:andere |tweede )?kaart\b", text))
    if len(cards) == 1 and not several:
        facts["card"] = cards[0]
    exposed = None
    if several:
        exposed = "several"
    elif _led(text):
        exposed = "led"
    elif cards:
        exposed = "honour" if cards[0][1:] in _HONOUR_RANKS else "low_card"
    else:
        honour, low = re.search(_HONOUR_WORDS, text), re.search(_LOW_WORDS, text)
        if honour and not low:
            exposed = "honour"
        elif low and not honour:
            exposed = "low_card"
    if exposed:
        facts["exposed_cards"] = exposed
    role = _role(reader, offender)
    later = re.search(rf"(?P<s>{SEAT})(?:,? die)? (?:kwam|komt|moest|mocht|ging) (?:\S+ )?(?:uit tegen|uitkomen tegen)\b"
                      rf"|(?P<t>{SEAT})(?:,? die)? (?:kwam|komt) (?:later|daarna|uiteindelijk) uit\b"
                      rf"|(?P<u>{SEAT})(?:,? die)? (?:moest|mocht|ging|zou|zal|moet|mag|gaat) (?:later|daarna|uiteindelijk|straks) uitkomen\b", text)
    inverted = re.search(rf"\b(?:kwam|komt) (?P<s>{SEAT}) (?:\S+ ){{0,2}}?uit (?:tegen|bij)\b|\b(?:kwam|komt) (?P<t>{SEAT}) (?:later|daarna|uiteindelijk) uit\b", text)
    later = later or inverted  # "uiteindelijk kwam O uit tegen 4♥"
    if role is None and later and offender:
        seat = parse_seat(later.group("s") or later.group("t") or later.groupdict().get("u"))
        role = offender in (seat, PARTNER[seat])  # "O kwam later uit tegen 4♥": O's side defends
    if role is None and offender:
        declarers = _declaring_pair(text)
        if declarers:
            role = offender not in declarers  # "uiteindelijk speelt NZ 4♥", "het contract werd 3SA door OW"
    if role is not None:
        facts["offender_is_defender"] = role
    return facts


_PAIR_WORD = r"(?P<p>nz|ow|noord-zuid|oost-west|zn|wo|(?:n|noord) (?:en|&) (?:z|zuid)|(?:z|zuid) (?:en|&) (?:n|noord)|(?:o|oost) (?:en|&) (?:w|west)|(?:w|west) (?:en|&) (?:o|oost))"
_PLAY_VERB = r"(?:speelt|spelen|speelde|speelden|gespeeld|haalde|haalden|maakte|maakten|werd|wordt|kreeg|kregen|belandde|belandden|bood|boden)"


def _declaring_pair(text: str) -> tuple[str, str] | None:
    """The pair that played the contract, from "NZ speelt 4♥", "uiteindelijk werd OW 3SA", "4♠ gespeeld door OW",
    "het contract werd 3SA voor N en Z" (a contract: a bid named with the pair and a verb of playing or becoming).
    Could be shared with the other auction extractors."""
    call = re.sub(r"\?P<\w+>", "?:", _CALL_RE.pattern)
    pair = _PAIR_WORD.replace("?P<p>", "?P<q>")
    m = re.search(rf"(?<![\w'-]){_PAIR_WORD} (?:\S+ ){{0,2}}?{_PLAY_VERB} (?:\S+ ){{0,2}}?{call}"
                  rf"|\b{_PLAY_VERB} (?:\S+ ){{0,2}}?{pair} (?:\S+ ){{0,2}}?{call}"
                  rf"|{call} (?:\S+ ){{0,2}}?(?:gespeeld |geboden )?(?:door|voor|van) {pair.replace('?P<q>', '?P<r>')}(?![\w'-])", text)
    if not m:
        return None
    word = m.group("p") or m.group("q") or m.group("r")
    if re.search(r"\b(?:als|wanneer|indien|stel)\b[^.;,]*$", text[:m.start()]):
        return None  # a hypothetical contract
    return ("N", "Z") if word[0] in "nz" else ("O", "W")


# -- the auction read as events (extract_bidding._auction): offender by the calls, LHO ---------
def _writer_seat(reader: Reader) -> str | None:
    me = _ME.search(reader.norm)
    if me:
        return parse_seat(me.group("s") or me.group("t") or me.group("u"))
    return _writer(reader.norm)


def _bid_of_event(text: str, pos: int) -> Call | None:
    """The bid an event names: a call word in its clause not after "over/na/op" (or the call at pos)."""
    here = _calls(text[pos:pos + 12])
    if here and here[0].start == 0:
        c = here[0]
        return Call(pos, c.level, c.denom)
    cuts = [0] + [m.end() for m in re.finditer(r"[,.;:!?()]| (?:en|maar|toen|waarna|terwijl) ", text)] + [len(text)]
    a = max(c for c in cuts if c <= pos)
    b = min(c for c in cuts if c > pos)
    for c in _calls(text[a:b]):
        if not re.search(r"\b(?:na|over|op|boven|dan)\s+(?:de |het |een |zijn |mijn |haar )?$", text[max(a, a + c.start - 16):a + c.start]):
            return Call(a + c.start, c.level, c.denom)
    return None


def _offender_by_rank(reader: Reader) -> str | None:
    """The bidder of the first bid not higher than an earlier one, the calls read in time order."""
    found = _ib_event(reader)
    return _resolve(found.who, None, _writer_seat(reader)) if found else None


def bid_order(reader: Reader) -> tuple[bool, list[int]]:
    """The bids the text tells, read once in time order: whether one is not higher than an earlier bid
    that is not a repeat of the same player's own bid (a cancelled call made again at his turn), and
    the ranks of all of them (1♣ lowest)."""
    read = rephrased(reader)
    bids = _ordered_bids(read)
    cancelled = {e.start for e, _ in bids
                 if not e.earlier and not _past_perfect(read.norm, e.start) and _told_out_of_turn(read.norm, e.start)}
    return _first_not_higher(bids, repeats=False, cancelled=cancelled) is not None, [call.rank for _, call in bids]


# a bid named again as the one told before: "die 1♠ verviel", "ik verving mijn 1♣ door 2♣", "de ingetrokken 2♦"
_RE_MENTION = re.compile(r"\b(?:die|dat|deze|mijn|zijn|haar|z'n|zn|hun|de ingetrokken|het ingetrokken|de geannuleerde|de oorspronkelijke"
                         r"|de eerdere|de eerste|het eerste|de vorige) $")


def _re_mentions_dropped(text: str, bids: list) -> list:
    """``bids`` without a call named again with a pointing word, at the rank of a bid told before it: that is the
    earlier bid spoken of, not a new one."""
    kept: list = []
    for e, call in bids:
        if any(c.rank == call.rank for _, c in kept) and _RE_MENTION.search(text[max(0, call.start - 20):call.start]):
            continue
        kept.append((e, call))
    return kept


# a bid told as made at another player's turn, in its own clause: "W bood 1♠ voor zijn beurt", "W 1♠ vdb",
# "Z bood 2♣ terwijl O aan de beurt was", "O bood 1♠ voordat Z iets gezegd had"
_OUT_OF_TURN_CLAUSE = re.compile(
    r"\b(?:voor|vóór|buiten|vd) (?:zijn |haar |z'n |zn |de |mijn |m'n |je |hun )?beurt\b|\bvdb\b|\bout of (?:turn|rotation)\b"
    r"|\b(?:terwijl|toen) (?:\S+ ){1,3}?(?:aan de beurt|nog moest|eerst moest|nog aan de beurt|gever was|de gever was)\b"
    r"|\bvoordat (?:\S+ ){1,3}?(?:iets|een bod|zijn \S+|haar \S+|mijn \S+) (?:had )?(?:gezegd|zei|geboden|bood|gedaan|deed|geopend|opende)\b"
    r"|\b(?:op|in) de beurt van\b")


def _told_out_of_turn(text: str, start: int) -> bool:
    """Whether the bid at ``start`` is told as made out of turn in its own clause: such a bid is cancelled
    (unless accepted), so a lower bid by the player whose turn it was is not insufficient (Law 31, not 27)."""
    cuts = [0] + [m.end() for m in re.finditer(r"[.;:!?]|, (?:en |maar |toen |daarna )?(?=\S+ (?:opende|bood|paste|zei|wil|koos))| (?:en|maar|waarna|daarna) ", text)] + [len(text)]
    a = max(c for c in cuts if c <= start)
    b = min(c for c in cuts if c > start)
    return bool(_OUT_OF_TURN_CLAUSE.search(text[a:b]))


def _ordered_bids(reader: Reader) -> list:
    """(event, call) of each bid the text tells, in time order ("W bood 1♠ over de 1SA van N": N's first),
    without a bid named again ("die 1♠"); read once per reading: shared, never to be changed."""
    return reader.once("ordered_bids", _read_ordered_bids)


def _read_ordered_bids(reader: Reader) -> list:
    text = reader.norm
    info = _auction(reader)
    events = [e for e in info["events"] if not e.negated]
    ordered: list = []
    for e in events:
        before = re.search(rf"(?:^|[,;]\s*|\s)nadat (?:(?P<s>{SEAT})|(?:zijn|haar|z'n|mijn|de|hun|je|jouw|uw) (?:linkertegenstander|rechtertegenstander|partner)) (?:\S+ ){{0,3}}$",
                           text[max(0, e.start - 50):e.start])
        if before and ordered and not ordered[-1].earlier and e.sentence == ordered[-1].sentence:
            e = e._replace(earlier=True, who=e.who or (parse_seat(before.group("s")) if before.group("s") else None))  # "W zette 1♥ neer nadat N 1♠ had geopend"
        if e.earlier and ordered and not ordered[-1].earlier and e.sentence == ordered[-1].sentence and e.start - ordered[-1].start < 45:
            ordered.insert(len(ordered) - 1, e)  # "W bood 1♠ over de 1SA van N": N's 1SA came first
        elif _past_perfect(text, e.start) and ordered and not ordered[-1].earlier and e.sentence == ordered[-1].sentence and e.start - ordered[-1].start < 60:
            ordered.insert(len(ordered) - 1, e)  # "Z bood 1♣ terwijl N al 1♠ had geopend": the past perfect came first
        else:
            ordered.append(e)
    bids = []
    for e in ordered:
        if e.kind != "bid":
            continue
        call = _bid_of_event(text, e.start) if not e.earlier else next(iter(_calls(text[e.start:e.start + 14])), None)
        if call is not None:
            bids.append((e, call))
    return _re_mentions_dropped(text, bids)


def _past_perfect(text: str, start: int) -> bool:
    """Whether the call event at ``start`` (its verb) is told in the past perfect: "N had al 1♠ geopend"."""
    return re.search(r"\b(?:had|hadden)(?: al| net| zojuist)? $", text[max(0, start - 20):start]) is not None


def _ib_event(reader: Reader):
    """The event of the first bid not higher than an earlier one, the calls read in time order."""
    return _first_not_higher(_ordered_bids(reader), repeats=True)


def _first_not_higher(bids: list, repeats: bool, cancelled: frozenset[int] | set[int] = frozenset()):
    """The event of the first of ``bids`` not higher than an earlier one (``repeats``: also a bid the
    same player, or an unnamed one, made before). A bid in ``cancelled`` (by its start) is compared
    with the bids before it but sets no level for those after it."""
    best = -1
    seen: list[tuple[int, str | None]] = []
    for e, call in bids:
        again = any(rank == call.rank and (who == e.who or who is None or e.who is None) for rank, who in seen)
        if call.rank <= best and not e.earlier and (repeats or not again):
            return e
        if e.start not in cancelled:
            best = max(best, call.rank)
        seen.append((call.rank, e.who))
    return None


def _lho_by_events(reader: Reader, offender: str | None, at: int | None = None) -> bool | None:
    """True when the offender's LHO called after the offender's call (the one at ``at`` when given: his
    irregular call, not an earlier one of his), False when the text says he did not."""
    if not offender:
        return None
    info = _auction(reader)
    writer = _writer_seat(reader)
    lho = _LHO[offender]
    ruled = re.search(_RULED, reader.norm)
    own = [e for e in info["events"] if not e.earlier and not e.negated and _resolve(e.who, offender, writer) == offender
           and (at is None or e.start >= at)]
    if own:
        for e in info["events"]:
            if ruled and e.start > ruled.start():
                break  # called after the director's ruling
            if e.start > own[0].start and not e.negated and not e.earlier and _resolve(e.who, offender, writer) == lho \
                    and not re.search(r"\b(?:had|hadden)\b", reader.norm[max(0, e.start - 30):e.start]) \
                    and not re.search(r"\b(?:lager|hoger|minder|onder|boven|dan|over|na)\s+(?:de |het |een |zijn |haar )?$", reader.norm[max(0, e.start - 20):e.start]):
                return True  # not "N had 2♥ geboden": that came before
    for s in info["silences"]:
        if s.who == "ALL" and (re.search(r"\b(?:terwijl|hoewel|omdat|want|zonder dat|maar)\s+(?:er\s+)?$", reader.norm[max(0, s.start - 12):s.start])
                               or re.search(r"\b(?:had|hadden)\b[^.;!?]*\b(?:gedoubleerd|gedubbeld|doublet)\b", reader.norm[s.start:s.end + 15])):
            continue  # "N redoubleerde, terwijl/maar niemand had gedoubleerd": the auction before the call (why it was inadmissible)
        if s.who == "ALL" or _resolve(s.who, offender, writer) == lho:
            return False
    return None


def _late_caller(reader: Reader) -> str | None:
    """The first seat that calls after the words ending the auction ("na drie passen (4♥ van N) zei O nog X",
    "bieding klaar, 4♠ door Z. daarna biedt N nog 5♠"); a call named with its owner ("4♠ van Z") is the contract."""
    text = reader.norm
    overs = list(re.finditer(_AUCTION_OVER, text))
    if not overs:
        return None
    over = overs[-1]
    writer = _writer_seat(reader)
    if re.search(r"\b(?:na|nadat) (?:de |het |die )?$", text[max(0, over.start() - 10):over.start()]):
        begin = max([0] + [m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[:over.start()])])
        if _calls(text[begin:over.start()]) or re.search(rf"(?<![\w-])(?:{_DOUBLE}|{_REDOUBLE}|{_PASS}|bood|biedt|bod)(?![\w])", text[begin:over.start()]):
            return None  # "X van O na drie passen": the late call told before the end of the auction
    light = re.search(_LIGHT_VERB_CALL, text[over.end():])  # "O gaf toch nog een doublet": a call told as verb + call noun
    for e in _auction(reader)["events"]:
        if e.start < over.end() or e.earlier or e.negated:
            continue
        if re.match(rf"\S+ (?:\([^)]*\) )?(?:van|door) {SEAT}", text[e.start:]) or re.search(r"\(\S*$", text[max(0, e.start - 12):e.start]):
            continue  # "4♠ van Z", "(contract 4♥ ...": the contract, not a late call
        if light and over.end() + light.end() <= e.start:
            break
        seat = _resolve(e.who, None, writer)
        if seat:
            return seat
        if not light:
            return None
        break  # the first late call has no owner in the auction read: the verb + noun form names him
    if light:
        return parse_seat(light.group("s") or light.group("t"))
    return None


_LIGHT_VERB = r"(?:gaf|geeft|legde|legt|zette|zet|pakte|pakt|deed|doet|plaatste|gooide)"
_LIGHT_VERB_CALL = (rf"(?P<s>{SEAT}) (?:\([^)]*\) )?{_LIGHT_VERB} (?:toch |nog |alsnog |ook |ineens |opeens |gewoon |even ){{0,3}}(?:een |het |zijn |z'n |haar )?"
                    rf"(?:{_DOUBLE}|{_REDOUBLE}|{_PASS}|bod|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w])"
                    rf"|\b{_LIGHT_VERB} (?P<t>{SEAT}) (?:toch |nog |alsnog |ook |ineens |opeens |gewoon |even ){{0,3}}(?:een |het |zijn |z'n |haar )?"
                    rf"(?:{_DOUBLE}|{_REDOUBLE}|{_PASS}|bod|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w])")


def _callers(reader: Reader) -> list[str]:
    """The seats that make a call in the text (not a call named as what another followed), in order."""
    info = _auction(reader)
    writer = _writer_seat(reader)
    out = []
    for e in info["events"]:
        seat = _resolve(e.who, None, writer) if not e.earlier and not e.negated else None
        if seat and seat not in out:
            out.append(seat)
    return out


def _doubler(reader: Reader) -> str | None:
    """The one seat that doubles or redoubles in the text (not a double named as what another followed)."""
    writer = _writer_seat(reader)
    seats = {_resolve(e.who, None, writer) for e in _auction(reader)["events"]
             if e.kind == "double" and not e.earlier and not e.negated}
    seats.discard(None)
    return seats.pop() if len(seats) == 1 else None


def _above_seven_bidder(reader: Reader) -> str | None:
    """The seat of the call that names a bid above seven ("W biedt daarna 8♣")."""
    text = reader.norm
    info = _auction(reader)
    writer = _writer_seat(reader)
    for e in info["events"]:
        if e.earlier or e.negated:
            continue
        call = _bid_of_event(text, e.start)
        if call and call.level >= 8:
            return _resolve(e.who, None, writer)
    return None
