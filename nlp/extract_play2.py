"""Fact extractors for leads and play: Laws 41/54 (opening lead out of turn), 53/55/56 (lead out
of turn), 57 (premature play), 58 (simultaneous plays), 59 (inability to play as required),
45A-C/47 (when a card is played, taking it back) and 46 (designating a card from dummy).

They read the canonical text of ``extract_play.canon`` (SEAT_N … SEAT_W, SIDE_NZ / SIDE_OW, CARD,
TRICK_7, leider / blinde / tegenspeler for their typo-tolerant cues), plus a few P2_ cues
(``patterns/cues_play2.jsonl``) that spell the key words of this group typo-tolerantly.
Silence stays silence: a fact is only given when a phrase states it.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .extract import PARTNER, Reader, extractor, relation
from .extract_play import canon

# -- the canonical text ------------------------------------------------------------------------------
# The typo-tolerant P2_ cues (patterns/cues_play2.jsonl) and the word each stands for in the text.
_CUE_WORDS = {"P2_LEAD": "uitkomst", "P2_FACE_DOWN": "gedekt", "P2_SIMULTANEOUS": "tegelijk"}


def _text(reader: Reader) -> str:
    """``canon`` with a few spellings made uniform: the P2_ cue words ("uitkmst" → "uitkomst",
    "gelijktijdig" → "tegelijk"), "vdb" → "voor de beurt", "vóór" → "voor", "maat" → "partner"."""
    text = canon(reader)
    for label, word in _CUE_WORDS.items():
        for span in reader.cues.get(label, []):
            form = " ".join(t.norm_ for t in span)
            text = re.sub(rf"(?<!\S){re.escape(form)}(?!\S)", word, text)
    text = re.sub(r"\b(?:vd|vdb)\b(?: beurt)?", "voor de beurt", text)
    text = re.sub(r"\bvóór\b", "voor", text)
    text = re.sub(r"\b(SEAT_[NOZW]) , (?:de |als )?(leider|blinde|tegenspeler) ,", r"\1 ( \2 )", text)
    text = re.sub(r"\b(?:maat|partnr|parnter)\b", "partner", text)
    return f" {text} "


def _refuses(reader: Reader) -> bool:
    """A refusal said as done ("weigert"), not asked about ("mag hij weigeren?"); canon spells every form "weigert"."""
    raw = reader.norm
    if re.search(r"\bweiger(?:t|de|den|d)\b|\bgeweigerd\b", raw):
        return True
    return "weigert" in canon(reader).split() and not re.search(r"\bweigeren\b", raw)


def _search(text: str, *patterns: str) -> re.Match | None:
    hits = [m for m in (re.search(p, text) for p in patterns) if m]
    return min(hits, key=lambda m: m.start()) if hits else None


def _any(text: str, patterns: Iterable[str]) -> bool:
    return any(re.search(p, text) for p in patterns)


def _set(facts: dict[str, Any], **values: Any) -> dict[str, Any]:
    facts.update({k: v for k, v in values.items() if v is not None})
    return facts


W = r"(?:(?!SEAT_|SIDE_)[^ .,;:?!]+)"  # one word of the clause: no seat, no punctuation
WP = r"(?:(?!SEAT_|SIDE_)[^ .,;:?!]+|\(|\))"  # the same, parentheses allowed
SUIT = r"(?:schoppen|harten|ruiten|klaveren|klaver|♠|♥|♦|♣)"
RANK = r"(?:aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier|drie|twee|[2-9]|10)"
VERB_PLAY = r"(?:speelt|speelde|spelen|speelden|speel|gooit|gooide|legt|legde|leggen|pakt|pakte|pakken|komt|kwam|had|heeft|schoof|schuift)"
SAY = r"(?:zei|zegt|zeggen|noemde|noemt|noemen|vraagt|vroeg|vragen|roept|riep)"


# -- seats and roles ------------------------------------------------------------------------------
def declarer_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bleider (?:is |was |wordt |werd |: )?\(? ?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) \(? ?(?:is |was |wordt |werd |als )?(?:de )?leider\b(?! (?:is |was |: )?\(? ?SEAT_)",
        r"\b(?:contract|CALL)(?: \S+){0,3}? (?:door|van) (?:leider )?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) (?:\( \S+ \) )?(?:speelt|speelde) (?:CALL|het contract)\b",
        r"\bik ben (?:de )?leider \( ?SEAT_(?P<s>[NOZW])",
        r"\bSEAT_(?P<s>[NOZW]) werd leider\b",
    )
    return match.group("s") if match else None


def dummy_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bblinde \(? ?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) (?:\( ?)?(?:is |was |wordt |werd |als )?(?:de )?blinde\b(?! (?:is |was |: )?\(? ?SEAT_)",
    )
    return match.group("s") if match else None


def defending_sides(text: str) -> set[str]:
    """Seats of the side the text calls defenders; and the other side when it names the declaring side."""
    out: set[str] = set()
    for match in re.finditer(r"\bSIDE_(NZ|OW) (?:zijn (?:de )?|waren (?:de )?)?(?:tegenspeler|tegenspelers|verdedigen|verdedigden|tegenpartij)\b", text):
        out.update(match.group(1))
    for match in re.finditer(r"\bcontract (?:is )?van SIDE_(NZ|OW)\b|\bSIDE_(NZ|OW) (?:spelen|speelt) het contract\b", text):
        side = match.group(1) or match.group(2)
        out.update("NZ" if side == "OW" else "OW")
    return out


def explicit_role(text: str, seat: str | None) -> str | None:
    """The role the text writes next to the seat ("tegenspeler W", "W (leider)", "blinde N")."""
    if not seat:
        return None
    s = f"SEAT_{seat}"
    pairs = (
        ("defender", rf"\btegenspeler (?:, )?\(? ?{s}\b|\b{s} \(? ?,? ?(?:de )?tegenspeler\b|\b{s} (?:is|was) (?:een )?tegenspeler\b"),
        ("declarer", rf"\bleider \(? ?{s}\b|\b{s} \(? ?(?:is |was |als |in )?(?:de )?leider\b(?! \(? ?SEAT_)|\bik ben (?:de )?leider \( ?{s}\b"),
        ("dummy", rf"\bblinde \(? ?{s}\b|\b{s} \(? ?(?:is |was |wordt |werd )?(?:de )?blinde\b(?! \(? ?SEAT_)"),
    )
    for role, pattern in pairs:
        if re.search(pattern, text):
            return role
    return None


def role_of(text: str, seat: str | None) -> str | None:
    """The role of ``seat``: written next to it, else from the declarer's or dummy's seat or the defending side."""
    if not seat:
        return None
    role = explicit_role(text, seat)
    if role:
        return role
    declarer = declarer_seat(text)
    if declarer:
        return "declarer" if seat == declarer else "dummy" if seat == PARTNER[declarer] else "defender"
    dummy = dummy_seat(text)
    if dummy:
        return "dummy" if seat == dummy else "declarer" if seat == PARTNER[dummy] else "defender"
    if seat in defending_sides(text):
        return "defender"
    return None


def speaker_seat(text: str) -> str | None:
    match = re.search(r"\bik (?:zat|zit|ben|was|speel|als) (?:de )?(?:leider |tegenspeler )?\(? ?SEAT_([NOZW])\b", text)
    return match.group(1) if match else None


def first_seat(text: str, patterns: Iterable[str], exclude: set[str] = frozenset()) -> str | None:
    best: tuple[int, str] | None = None
    for pattern in patterns:
        for match in re.finditer(pattern, text):
            seat = match.group("s")
            if seat in exclude:
                continue
            if best is None or match.start("s") < best[0]:
                best = (match.start("s"), seat)
            break
    return best[1] if best else None


def on_turn_seats(text: str) -> list[str]:
    """Seats named as the ones whose turn it was, or who won the previous trick."""
    out = []
    for match in re.finditer(
        rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,2}}?(?:(?:was|is) )?aan (?:de )?(?:beurt|slag|uitkomst)\b"
        rf"|\bSEAT_(?P<t>[NOZW]) (?:had|heeft|moest) (?:(?!niet |geen ){W} ){{0,3}}?(?:moeten )?(?:uitkomen|voorspelen|gewonnen|de uitkomst)\b"
        rf"|\bSEAT_(?P<u>[NOZW]) (?:won|wint|wonnen|(?:{W} ){{0,3}}?(?:had|heeft) (?:{W} ){{0,2}}?gewonnen)\b"
        rf"|\bgewonnen door SEAT_(?P<v>[NOZW])\b"
        rf"|\bSEAT_(?P<w>[NOZW]) (?:, )?die wel\b"
        rf"|\b(?:maar|terwijl) SEAT_(?P<x>[NOZW]) (?:moest|had moeten|was)\b",
        text,
    ):
        out.append(next(g for g in match.groups() if g))
    return out


# -- shared fact readers -----------------------------------------------------------------------------
def misinformed(text: str) -> bool | None:
    if _search(text, r"\bniemand (?:had|heeft) (?:hem|haar|mij|me) (?:\S+ ){0,2}(?:gezegd|verteld)\b",
               r"\bniet (?:gezegd|verteld) dat (?:hij|zij|ik) (?:moest|aan de beurt)"):
        return False
    if _search(text, rf"\b(?:zei|zegt|vertelde|vertelt|riep) (?:{WP} ){{0,3}}?(?:SEAT_[NOZW] )?(?:dat )?(?:hij|zij|ik|jij|je) (?:moest|moet|aan de beurt)\b",
               r"\b(?:jij|je) (?:moet|bent) (?:uitkomen|voorspelen|aan de beurt)\b",
               r"\b(?:zei|zegt|vertelde) (?:\S+ ){0,3}?dat het (?:zijn|haar|mijn) beurt (?:was|is)\b"):
        return True
    return None


def _quotes(text: str) -> list[str]:
    return [q.strip() for q in re.findall(r"' ([^']+?) '", text)]


_CORRECTION = r"^(?:nee|oeps|sorry|oh|o nee|toch|ik bedoelde|ik wilde)\b"


# -- Laws 41 and 54: opening lead out of turn -------------------------------------------------------
_LEAD_VERB = (
    rf"(?:komt|kwam|komen|kwamen) (?:{WP} ){{0,5}}?uit\b|uitkwam\b|uitkomt\b"
    rf"|(?:legt|legde|leggen) (?:{WP} ){{0,8}}?(?:als (?:eerste|uitkomst)|op tafel|open|gedekt|dicht|neer|met de beeldzijde)\b"
    rf"|speelt de eerste kaart"
)


def _opening_offender(text: str) -> str | None:
    declarer = declarer_seat(text)
    turn = set(on_turn_seats(text))
    seat = first_seat(
        text,
        (
            rf"\buitkomst(?: \S+){{0,5}}? (?:door|van) (?:de )?(?:tegenspeler |verkeerde tegenspeler )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\buitkomst (?:voor (?:de|zijn) beurt )?:? ?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:legt|legde|kwam|komt|speelt|speelde) SEAT_(?P<s>[NOZW]) (?:open |gedekt |al )?(?:de |een )?(?:CARD|kaart|uit)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,6}}?(?:{_LEAD_VERB})",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?(?:wordt|werd) blinde\b[^.;]*\b(?:legt|legde)\b",
        ),
        exclude=turn | ({declarer} if declarer and not re.search(rf"\bleider SEAT_{declarer} (?:legt|legde|speelt|speelde)", text) else set()),
    )
    if seat:
        return seat
    me = speaker_seat(text)
    if me and re.search(r"\bik (?:\S+ ){0,3}?(?:kwam|kom) (?:\S+ ){0,3}?uit\b", text):
        return me
    return None


def _opening_role(text: str, offender: str | None) -> str | None:
    role = role_of(text, offender)
    if role:
        return role
    if offender:
        for other in on_turn_seats(text):
            rel = relation(offender, other)
            if rel:
                return {"partner": "defender", "lho": "declarer", "rho": "dummy"}[rel]
    if _search(text, r"\b(?:verkeerde|andere) (?:tegenspeler|verdediger)\b", r"\bpartner van de (?:juiste )?uitkomer\b",
               r"\bmijn partner (?:\S+ ){0,2}(?:moest|was aan|had moeten)\b", r"\b(?:mijn|zijn) (?:rt|rechtertegenstander) (?:kwam|komt)\b",
               r"\bzijn partner (?:\S+ ){0,2}(?:aan de (?:beurt|uitkomst)|moest uitkomen)\b"):
        return "defender"
    return None


def _face_down(text: str) -> bool | None:
    if _search(text, r"\b(?:gedekt|dicht|face down|beeldzijde naar beneden|niet omgedraaid)\b"):
        return True
    for match in re.finditer(r"\bopen\b", text):
        start = max(text.rfind(p, 0, match.start()) for p in (" . ", " , ", " ; ", " ? ", " en ", " maar "))
        clause = text[max(start, 0): match.end() + 20]
        if re.search(r"\b(?:blinde|kaarten|hand|niks|niets|eigen)\b", clause):
            continue
        if re.search(r"\b(?:uitkomst|uit|kaart|CARD|legt|legde|gelegd)\b", clause):
            return False
    return None


def _after_opening_lead(text: str) -> str | None:
    if _search(text, r"\b(?:speelde|speelt|speelden|bijgespeeld) (?:\S+ ){0,4}?(?:van tafel|uit de blinde)\b",
               r"\btweede kaart (?:\S+ )?(?:van tafel|uit de blinde)\b"):
        return "played_from_dummy"
    if _search(text, r"\b(?:speelt|speelde|heeft|had) (?:\S+ ){0,8}?(?:uit (?:zijn|de) (?:eigen )?hand )?(?:bij|bijgespeeld) uit (?:zijn|de) (?:eigen )?hand\b",
               r"\buit (?:zijn|de) (?:eigen )?hand (?:\S+ ){0,2}?(?:bijgespeeld|bij)\b"):
        return "declarer_played"
    if _search(text, r"\bleider (?:\S+ ){0,5}?(?:eigen |zijn )?kaarten (?:\S+ ){0,2}?open (?:te )?(?:leggen|gelegd|legt|legde)\b",
               r"\bleider (?:SEAT_[NOZW] )?(?:legt|legde) (?:\S+ ){0,3}?(?:al )?(?:zijn|z'n) (?:eigen )?kaarten (?:open|op tafel)\b",
               r"\bleider (?:SEAT_[NOZW] )?legt daarna zijn kaarten open\b",
               r"\b(?:begint|begon) zijn eigen kaarten open\b"):
        return "declarer_spread"
    if _search(text, r"\bblinde (?:\(? ?SEAT_[NOZW] \)? )?(?:had |heeft )?(?:\S+ ){0,2}?(?:kaarten )?(?:nog niet|niet) (?:\S+ )?(?:neergelegd|open)\b"):
        return "nothing"
    if _search(text, r"\bblinde (?:\(? ?SEAT_[NOZW] \)? )?(?:had |heeft )?(?:\S+ ){0,3}?(?:neergelegd|ging open|gaat open|(?:ligt|lag|lagen|liggen) (?:al )?(?:open|op tafel)|al open|opengelegd|op tafel gelegd)\b"):
        return "dummy_spread"
    if _search(text, r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,1}?(?:meteen|direct|onmiddellijk) (?:geroepen|erbij|gehaald|gebeld|aan tafel)\b",
               r"\bnog (?:niks|niets) (?:gebeurd|open|bijgespeeld|gespeeld|neergelegd|gedaan)\b",
               r"\bmeteen (?:de )?(?:wedstrijdleider|wl) (?:geroepen|erbij)\b"):
        return "nothing"
    return None


def _opening_choice(text: str, refuses: bool) -> str | None:
    if _search(text, r"\b(?:wil|kiest|kies|mag|gaat|besluit) (?:\S+ ){0,6}?(?:blinde worden|hand openleggen|kaarten openleggen)\b",
               r"\bzelf blinde (?:worden|wordt)\b"):
        return "become_dummy"
    if refuses or _search(text, r"\baccepteert (?:\S+ ){0,4}?niet\b", r"\bwil (?:\S+ ){0,3}?niet accepteren\b",
                          r"\bniet (?:\S+ )?(?:accepteert|accepteerde|aanvaardt|aanvaardde)\b"):
        return "refuse"
    if _search(text, r"(?<!\bniet )\b(?:accepteert|accepteerde|aanvaardt|aanvaardde)\b(?! niet)"):
        return "accept"
    return None


@extractor("opening_lead_out_of_turn", replaces=True)
def opening_lead_out_of_turn(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    offender = _opening_offender(text)
    return _set(
        {},
        offender=offender,
        offender_role=_opening_role(text, offender),
        opening_lead_face_down=_face_down(text),
        misinformed_about_turn=misinformed(text),
        after_opening_lead=_after_opening_lead(text),
        opening_lead_choice=_opening_choice(text, _refuses(reader)),
    )


# -- Laws 53, 55, 56: lead out of turn during the play -------------------------------------------------
_LEAD_NOUN = r"(?:voorgespeeld|voorspelen|voorspeling|voorspeelkaart|uitkomst|out of turn)"
_LEAD_FORWARD = rf"(?:speelt|speelde|speelden|spelen|komt|kwam|legt|legde|had|heeft) (?:{WP} ){{0,6}}?(?:voor|uit)\b(?! (?:SEAT_|zijn partner|de blinde|de leider))"


def _lead_offender(text: str) -> str | None:
    seat = first_seat(
        text,
        (
            rf"\b{_LEAD_NOUN}(?: {WP}){{0,6}}? (?:door|van) (?:de )?(?:leider |tegenspeler |blinde )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,8}}?{_LEAD_FORWARD}",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:voorspeelt|voorspeelde|voorspelen|voorgespeeld)\b",
            rf"\b(?:speelt|speelde|komt|kwam) (?:de )?(?:leider |tegenspeler |blinde )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:voor|uit)\b",
        ),
    )
    if seat:
        return seat
    me = speaker_seat(text)
    if me and re.search(r"\bik (?:\S+ ){0,4}?(?:speelde|speel) (?:\S+ ){0,4}?voor\b|\bspeelde voor\b", text):
        return me
    return None


def _lead_role(text: str, offender: str | None) -> str | None:
    role = role_of(text, offender)
    if role:
        return role
    if offender:
        if re.search(rf"\b(?:leider|blinde) (?:{W} ){{0,3}}?(?:weigert|accepteert|wil|zei|zegt|kiest|eist|roept|aan de beurt|aan slag|won|had)\b", text) \
                or re.search(r"\b(?:van|door) de leider\b", text):
            return "defender"
        return None
    if _search(text, r"\b(?:de|een) tegenspeler (?:\S+ ){0,3}?(?:speelt|speelde|voorspeelt|komt|kwam)\b",
               r"\b(?:voorspeelkaart|voorspeling|uitkomst) (?:\S+ ){0,4}?van (?:een|de) tegenspeler\b"):
        return "defender"
    if _search(text, r"\b(?:de )?leider (?:\S+ ){0,8}?(?:voorspeelt|speelt voor|speelde voor)\b", r"\bik ben (?:de )?leider\b",
               r"\bleider (?:speelt|speelde) (?:(?!tegenspeler)\S+ ){0,4}?voor\b",
               r"\b(?:uit|vanuit|van) (?:de|zijn) (?:verkeerde|andere) hand\b",
               r"\bals (?:de )?leider (?:\S+ ){0,5}?voor"):
        return "declarer"
    return None


def _declarer_lead_turn(text: str, offender: str | None, role: str | None) -> str | None:
    if role not in ("declarer", "dummy"):
        return None
    if _search(text, r"\bverkeerde hand\b", r"\bin_plaats_van (?:de )?(?:tafel|hand|blinde)\b",
               r"\b(?:blinde|tafel|dummy) (?:{0})?(?:was |is )?aan (?:de )?(?:beurt|slag)\b".format(r"(?:\S+ ){0,2}?"),
               r"\b(?:blinde|tafel) (?:had |heeft )?(?:de slag |de vorige slag |TRICK_\d+ )?(?:had |heeft )?(?:gewonnen|won)\b",
               r"\b(?:gewonnen door|won) (?:de )?(?:blinde|tafel)\b",
               r"\bin (?:de|zijn) hand (?:had |heeft )?(?:gewonnen|won)\b", r"\bzelf in de hand\b"):
        return "other_hand"
    if _search(text, r"\b(?:een|de) tegenspeler (?:\S+ )?(?:aan (?:de )?(?:beurt|slag)|had gewonnen|won)\b"):
        return "defender"
    for other in on_turn_seats(text):
        if offender:
            rel = relation(offender, other)
            if rel in ("lho", "rho"):
                return "defender"
            if rel == "partner":
                return "other_hand"
        elif role == "declarer" and role_of(text, other) in (None, "defender"):
            return "defender"  # declarer unnamed: a seat named as on turn is a defender's
    return None


def _lead_response(text: str, offender: str | None, role: str | None, refuses: bool) -> str | None:
    if role in ("declarer", "dummy") and _search(
        text, rf"\b(?:legde|legt|speelde|speelt|gooide|gooit) (?:{W} ){{0,5}}?(?:op|bij)\b(?: {W}){{0,2}} (?:, )?(?:nog )?(?:voor|voordat) (?:SEAT_|zijn partner)"
    ):
        return "wrong_defender_played"
    proper = rf"\b(?:daarna|toen|vervolgens) (?:speelde|speelt) (?:de )?(?P<who>juiste speler|SEAT_[NOZW]|leider|blinde) (?:{WP} ){{0,8}}?(?:alsnog |zelf |gewoon )*voor\b"
    match = re.search(proper, text)
    if match and not (match.group("who") == f"SEAT_{offender}" or match.group("who") in ("leider", "blinde") and role != "defender"):
        return "proper_lead"
    if _search(text,
               r"\b(?:juiste speler|die wel aan de beurt was) (?:\S+ ){0,5}?(?:alsnog )?(?:zelf )?voor\b"):
        return "proper_lead"
    if _search(text, r"\ber (?:\S+ ){0,5}?op (?:bij|bijgespeeld)\b", r"\bop bijgespeeld\b"):
        return "next_played"
    if refuses or _search(text, r"\b(?:accepteert|accepteren) (?:\S+ ){0,2}?niet\b",
               r"\b(?:wil|willen) (?:\S+ ){0,3}?niet (?:accepteren|aanvaarden)\b", r"\beist (?:\S+ ){0,3}?terug"):
        return "refused"
    if _search(text, r"\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|geaccepteerd)\b"):
        return "accepted"
    if _search(text, r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,2}?(?:meteen|direct|onmiddellijk) (?:geroepen|erbij|gehaald)\b",
               r"\b(?:meteen|direct) (?:de )?(?:wedstrijdleider|wl) (?:geroepen|erbij|gehaald)\b",
               r"\bnog (?:niks|niets) (?:beslist|gekozen|gebeurd)\b"):
        return "pending"
    return None


def _lead_trick(reader: Reader, text: str) -> int | None:
    """The trick led to: a trick named as won before the lead counts one on."""
    won, other = [], []
    for match in re.finditer(r"\bTRICK_(\d+)\b", text):
        number = int(match.group(1))
        before = text[max(0, match.start() - 30): match.start()]
        after = text[match.end(): match.end() + 30]
        if re.search(r"\b(?:won|wint|gewonnen door|had|heeft)\s*$|\bdat (?:hij|zij) $", before) or re.match(
                r"\s*(?:is |was |werd )?(?:\S+ )?(?:gewonnen|had gewonnen|won)\b", after):
            won.append(number + 1)
        elif not re.search(r"\b(?:na|naar)\s*$", before):
            other.append(number)
    if other:
        return other[0]
    if won and won[0] <= 13:
        return won[0]
    return None


def _after_play(text: str) -> str | None:
    if _search(text, r"\bna (?:afloop|het spel|het spelen|het bord)\b", r"\bachteraf\b", r"\bhet spel is (?:uit|afgelopen)\b"):
        return "after_play"
    return None


@extractor("lead_out_of_turn", replaces=True)
def lead_out_of_turn(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    offender = _lead_offender(text)
    role = _lead_role(text, offender)
    return _set(
        {},
        offender=offender,
        offender_role=role,
        declarer_lead_turn=_declarer_lead_turn(text, offender, role),
        lead_response=_lead_response(text, offender, role, _refuses(reader)),
        misinformed_about_turn=misinformed(text),
        trick_number=_lead_trick(reader, text),
        phase=_after_play(text),
    )


# -- Law 57: premature lead or play ------------------------------------------------------------------
_EARLY = r"(?:al|te vroeg|voordat|voor (?:de volgende|zijn partner|haar partner)|terwijl)"


def _premature_offender(text: str) -> str | None:
    seat = first_seat(
        text,
        (
            rf"\b(?:te vroeg|premature play|te vroege \S+)(?: {WP}){{0,4}}? (?:door|van) (?:de |een )?(?:tegenspeler |leider |blinde )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?{VERB_PLAY} (?:{W} ){{0,6}}?{_EARLY}\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?(?:speelt|speelde|speelden|gooit|gooide|legt|legde|heeft|had) te vroeg\b",
            rf"\b(?:speelde|speelt|gooide|gooit|legde|legt) (?:de |een )?(?:tegenspeler )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:al|te vroeg|bij voordat)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:speelt|speelde|gooit|gooide|legt|legde|bijspeelde|bijspeelt) (?:{W} ){{0,4}}?(?:bij )?voordat\b",
            rf"\bblinde \(? ?SEAT_(?P<s>[NOZW]) \)? (?:pakte|pakt|speelde|speelt|legde|legt)\b",
            rf"\b(?:bijspeelde|bijspeelt|speelde|speelt) (?:\S+ )?SEAT_(?P<s>[NOZW]) (?:bij )?(?:voordat|voor (?:zijn|haar) partner)\b",
            rf"\btoen (?:speelde|speelt|bijspeelde) (?:de |een )?(?:tegenspeler )?SEAT_(?P<s>[NOZW])\b",
            rf"\btoen SEAT_(?P<s>[NOZW]) (?:bijspeelde|speelde|gooide|legde)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,3}}?(?:speelt|speelde|gooit|gooide|legt|legde) (?:{W} ){{0,3}}?(?:bij )?voor SEAT_[NOZW]\b",
        ),
        exclude=set(re.findall(rf"\bSEAT_([NOZW]) (?:{W} ){{0,2}}?(?:had|heeft) al uit beide handen\b", text)),
    )
    return seat


def _premature_role(text: str, offender: str | None) -> str | None:
    role = role_of(text, offender)
    if role:
        return role
    if _search(text, r"\b(?:een |de )?(?:tegenspeler|tgsp)\b"):
        return "defender"
    if offender and re.search(r"\b(?:de )?leider\b", text) and not re.search(r"\bblinde\b", text):
        return "defender"  # the declarer is someone else
    if not offender:
        if _search(text, r"\bblinde (?:\S+ ){0,3}?(?:pakte|pakt|speelde|speelt|legde|legt) (?:\S+ )?(?:zelf|uit zichzelf)\b",
                   r"\bblinde (?:\S+ ){0,2}?(?:zelf|uit zichzelf) (?:al )?(?:\S+ )?(?:bij|een kaart)\b"):
            return "dummy"
        if _search(text, r"\bleider (?:\S+ ){0,4}?(?:speelde|speelt) (?:van tafel |uit de blinde |uit zijn hand )?(?:al )?(?:\S+ ){0,3}?bij\b"):
            return "declarer"
    return None


def _premature_kind(text: str, offender: str | None) -> str | None:
    if _search(text, r"\bvolgende slag\b", r"\bvoor naar (?:TRICK_\d+|de volgende)\b", r"\b(?:te )?openen\b",
               r"\b(?:legt|legde|speelt|speelde) (?:al )?voor naar\b"):
        return "next_trick"
    if _search(text, rf"\b(?:leider|blinde) (?:SEAT_[NOZW] )?(?:{W} ){{0,2}}?(?:nog )?(?:aan de beurt|moest nog|moet nog)\b",
               r"\bterwijl (?:de )?(?:leider|blinde) (?:SEAT_[NOZW] )?(?:nog )?(?:aan de beurt|moest|moet)\b",
               r"\bvoordat (?:de )?(?:leider|blinde) (?:SEAT_[NOZW] )?(?:gespeeld|bijgespeeld|aan de beurt)\b"):
        return "at_rho_turn"
    if _search(text, rf"\b(?:voordat|voor|terwijl) (?:zijn |haar |mijn )?partner\b",
               r"\b(?:zijn|haar|mijn) partner (?:\S+ ){0,3}?(?:nog niet|nog moest|nog aan de beurt|had nog)\b",
               r"\bpartner (?:SEAT_[NOZW] )?(?:\S+ ){0,2}?nog (?:niet )?(?:\S+ )?(?:aan de beurt|moest|gespeeld|bijgespeeld|geweest)\b"):
        return "before_partner"
    if offender:
        partner = PARTNER[offender]
        if re.search(rf"\b(?:voordat|terwijl) SEAT_{partner}\b|\bvoordat (?:{W} ){{0,2}}?SEAT_{partner}\b|\bbij voor SEAT_{partner}\b", text):
            return "before_partner"
    return None


def _premature_option(text: str) -> str | None:
    if not re.search(r"\bleider\b", text):
        return None
    if _search(text, r"\bhoogste\b"):
        return "highest"
    if _search(text, r"\blaagste\b"):
        return "lowest"
    if _search(text, r"\b(?:verbiedt|verbood|verboden|verbieden)\b"):
        return "forbid_suit"
    if _search(text, rf"\b(?:wil|eist|kiest|vraagt|vroeg) (?:dat )?(?:\S+ ){{0,3}}?(?:een )?{SUIT} (?:speelt|spelen|moet spelen)\b",
               rf"\bmoet (?:een )?{SUIT} (?:spelen|bijspelen)\b"):
        return "play_suit"
    return None


def _can_comply(text: str) -> bool | None:
    if _search(text, rf"\b(?:heeft|had) geen (?:{SUIT} |kaart |kaarten )(?:meer)?", r"\bkan (?:\S+ ){0,2}?niet voldoen\b", r"\brenonce\b"):
        return False
    if _search(text, r"\bkan (?:\S+ ){0,2}?(?:gewoon )?voldoen\b", rf"\b(?:heeft|had) nog {SUIT}\b"):
        return True
    return None


def _flag(text: str, positive: Iterable[str], negative: Iterable[str]) -> bool | None:
    if _any(text, negative):
        return False
    if _any(text, positive):
        return True
    return None


@extractor("premature_play", replaces=True)
def premature_play(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    offender = _premature_offender(text)
    role = _premature_role(text, offender)
    facts = _set({}, offender=offender, offender_role=role)
    if role in ("declarer", "dummy"):
        return facts
    kind = _premature_kind(text, offender)
    option = _premature_option(text) if kind in ("next_trick", "before_partner") or (kind is None and role == "defender") else None
    _set(
        facts,
        premature_kind=kind,
        premature_option=option,
        partner_can_comply=_can_comply(text) if option else None,
        premature_card_legal=_flag(
            text,
            (r"\b(?:kan|mag) (?:\S+ ){0,5}?reglementair (?:\S+ ){0,2}?(?:bijspelen|spelen|gespeeld)\b",),
            (r"\b(?:kan|mag) (?:\S+ ){0,4}?niet reglementair\b", r"\bniet reglementair (?:\S+ ){0,2}?(?:bijspelen|spelen|gespeeld)\b"),
        ) if kind == "at_rho_turn" else None,
    )
    if kind == "before_partner":
        _set(
            facts,
            declarer_played_both_hands=_flag(
                text, (r"\b(?:al )?uit beide handen\b",), (r"\b(?:nog )?niet (?:\S+ )?uit beide handen\b",)
            ),
            dummy_prompted_play=_flag(
                text,
                (r"\bblinde (?:\S+ ){0,2}?(?:uit zichzelf|zelf|zonder opdracht) (?:\S+ ){0,2}?(?:pakte|pakt|gepakt|voorgesteld|suggereerde|speelde)\b",
                 r"\bblinde (?:pakte|pakt|speelde|legde|suggereerde) (?:\S+ ){0,2}?(?:uit zichzelf|zelf|zonder opdracht)\b"),
                (r"\bblinde (?:had |heeft )?(?:niets|niks) (?:gedaan|gezegd|gepakt)\b", r"\bblinde deed (?:niets|niks)\b"),
            ),
        )
    return facts


# -- Law 58: simultaneous leads or plays --------------------------------------------------------------
_MANY_CARDS = r"\b(?:twee|2|drie|3|meer|meerdere|beide|allebei) (?:\S+ )?kaarten\b|\bkaarten (?:\S+ ){0,2}?(?:geplakt|aan elkaar)\b"


def _simultaneous_kind(text: str) -> str | None:
    if _search(text, _MANY_CARDS):
        return "one_player"
    if _search(text, r"\bSEAT_[NOZW] (?:en|&) SEAT_[NOZW]\b", r"\btwee spelers\b", r"\b(?:van|door) SEAT_[NOZW] en (?:\S+ ){0,4}?(?:van|door) SEAT_[NOZW]\b",
               r"\ballebei tegelijk\b", r"\bhetzelfde moment\b", r"\btegelijk met (?:de |het )?(?:\S+ ){0,3}?(?:van|door) (?:de |zijn )?(?:SEAT_|partner|leider|blinde|tegenspeler)"):
        return "two_players"
    return None


def _faces(text: str) -> str | None:
    if _search(text, r"\b(?:beide|allebei) (?:\S+ ){0,4}?(?:open|zichtbaar|te zien|met de beeldzijde)\b",
               r"\b(?:beide|allebei) waren (?:open|zichtbaar|te zien)\b", r"\bzowel (?:\S+ )?CARD als (?:\S+ )?CARD\b"):
        return "several"
    if _search(text, r"\balleen (?:de |één )?(?:CARD|bovenste|onderste|één|ene)\b(?: \S+){0,3}? (?:zichtbaar|te zien|open)\b",
               r"\bvan (?:maar |slechts )?één (?:kaart )?(?:was |is )?(?:de )?beeldzijde\b", r"\b(?:maar|slechts) één (?:kaart )?(?:was |is )?(?:zichtbaar|te zien|open)\b"):
        return "one"
    return None


@extractor("simultaneous_play", replaces=True)
def simultaneous_play(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    kind = _simultaneous_kind(text)
    facts = _set({}, simultaneous_kind=kind)
    if kind == "two_players":
        return facts
    offender = first_seat(
        text,
        (
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:{VERB_PLAY}|speelde|gespeeld) (?:{W} ){{0,4}}?(?:twee|2|drie|meer|meerdere) (?:\S+ )?kaarten\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:twee|2|drie|meer|meerdere) (?:\S+ )?kaarten\b",
            rf"\b(?:hand|kaarten) van (?:de )?(?:tegenspeler |leider )?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:leider|tegenspeler|blinde) \(? ?SEAT_(?P<s>[NOZW])\b",
        ),
    )
    role = role_of(text, offender)
    if not role and kind:
        if _search(text, r"\bik ben (?:een )?tegenspeler\b", r"\b(?:de |een )?tegenspeler\b"):
            role = "defender"
        elif _search(text, r"\bdoor de leider\b",
                     r"\bleider (?:\S+ ){0,2}?(?:speelde|speelt|legde|legt|gooide|gooit|liet) (?:\S+ ){0,3}?(?:twee|2|drie|3|meer) (?:\S+ )?kaarten\b"):
            role = "declarer"
    return _set(
        facts,
        offender=offender,
        offender_role=role,
        faces_visible=_faces(text),
        opponent_played_after=_flag(
            text,
            (r"\bdaarna (?:\S+ )?al (?:\S+ )?(?:bijgespeeld|gespeeld|bij)\b", r"\b(?:speelde|had) daarna al (?:bij|bijgespeeld|gespeeld)\b"),
            (r"\bdaarna (?:nog )?niet (?:\S+ )?(?:bijgespeeld|gespeeld|bij)\b", r"\bdaarna nog (?:niets|niks|geen kaart)\b"),
        ),
        simultaneous_found_late=_flag(
            text,
            (r"\bbeide partijen (?:\S+ ){0,6}?(?:al )?(?:hadden|waren|hebben) (?:\S+ ){0,7}?gespeeld\b", r"\bpas (?:na|in) (?:\S+ ){0,3}?(?:ontdekt|bleek|opgemerkt)\b",
             r"\bpas (?:\S+ ){0,3}?later (?:ontdekt|opgemerkt|gezien|bleek)\b",
             r"\bpas (?:na|in) (?:de volgende slag|TRICK_\d+)\b"),
            (r"\b(?:meteen|direct|onmiddellijk) (?:ontdekt|opgemerkt|gezien)\b", r"\bnog in dezelfde slag\b"),
        ),
    )


# -- Law 59: inability to lead or play as required ---------------------------------------------------
@extractor("inability_to_play", replaces=True)
def inability_to_play(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    forbidden = r"\b(?:verboden|verbiedt|verbood|verbieden|mag (?:\S+ ){0,4}?geen|niet mag|niet voorspelen)\b"
    if _search(text, rf"\b(?:alleen (?:nog |maar )?(?:\S+ )?{SUIT}|niks anders (?:meer )?dan|niets anders (?:meer )?dan)",
               r"\balleen (?:nog |maar )?(?:kaarten )?(?:\S+ ){0,2}?(?:in|van) (?:de|die|deze|dezelfde) kleur\b") and _search(text, forbidden):
        reason = "only_forbidden_suit"
    elif _search(text, r"\b(?:moet|moest|moeten) (?:\S+ ){0,2}?(?:kleur )?bekennen\b", r"\bbekennen (?:moet|moest)\b",
                 rf"\b(?:heeft|had) (?:zelf )?nog {SUIT}\b"):
        reason = "must_follow"
    elif _search(text, rf"\b(?:heeft|had|hebben) geen (?:{SUIT}|kaart|kaarten)\b", rf"\bgeen (?:{SUIT}|kaart|kaarten) (?:\S+ ){{0,6}}?(?:heeft|had)\b", r"\brenonce\b", rf"\bis (?:chicane|kaal) {SUIT}"):
        reason = "no_card_of_suit"
    else:
        reason = None
    lead = r"\b(?:voorspelen|voor te spelen|uitkomst|uitkomen|voorspeelbeperking|ingetrokken)\b"
    if _search(text, r"\bte vroeg\w*\b", r"\bte vroege\b", r"\b57a?\d?\b", r"\bpremature\b"):
        required = "premature_play"
    elif _search(text, lead) or (_search(text, r"\b(?:eist|eiste|eis|verbiedt|verbood|verboden)\b") and _search(text, r"\b(?:strafkaart|ingetrokken)")):
        required = "lead_restriction"
    elif _search(text, r"\bstrafkaart\b"):
        required = "penalty_card"
    else:
        required = None
    return _set({}, inability_reason=reason, required_by=required)


# -- Law 46: designating a card from dummy (card_designation, and card_played about a dummy card) --------
_SAID_NOTHING = r"^(?:speel|doe|geef|gooi|leg) (?:\S+ )?(?:maar )?(?:wat|iets|eentje|een kaart|maar)\b|^(?:maakt niet uit|whatever|doe maar)\b"
_SAID_WIN = r"^(?:neem|neemt|win|wint|winnen|pak) (?:\S+ )?(?:maar|hem|m|de slag)?\b|^(?:wint|winnen)$"
_SAID_HIGH = r"^(?:hoog|hoge|de hoge|hoogste|de hoogste|groot|grote|de grote)$"
_SAID_LOW = r"^(?:klein|kleine|een kleine|kleintje|een kleintje|laag|lage|laagste|de laagste|de kleine|de kleinste|kleinste)$"
_DUMMY_CONTEXT = r"\b(?:blinde|tafel|tafelkaart)\b"


def _said_kind(quote: str) -> str | None:
    quote = re.sub(r"^(?:de|een|het) ", "", quote.strip(" ,"))
    if re.search(_SAID_NOTHING, quote):
        return "nothing"
    if re.search(_SAID_WIN, quote):
        return "win"
    if re.search(_SAID_HIGH, quote):
        return "high"
    if re.search(_SAID_LOW, quote):
        return "low"
    has_suit = re.search(rf"\b{SUIT}\b|^CARD$|\bCARD\b", quote)
    has_rank = re.search(rf"\b{RANK}\b", quote)
    if re.search(r"\bCARD\b", quote) or (has_suit and has_rank):
        return "complete"
    if has_suit and len(quote.split()) <= 2:
        return "suit_only"
    if has_rank and len(quote.split()) <= 2:
        return "rank_only"
    return None


def designation_kind(text: str) -> str | None:
    """What declarer said when he asked for a card from dummy."""
    if not re.search(r"\b(?:leider|blinde|tafel)\b", text):
        return None
    if _search(text, r"\b(?:noemde|noemt|zei|zegt) geen kleur en geen hoogte\b", r"\bzonder kleur (?:en|of) hoogte\b"):
        return "nothing"
    kind = None
    for quote in _quotes(text):
        if re.search(_CORRECTION, quote):
            continue
        kind = _said_kind(quote)
        if kind:
            break
    asked_card = _search(text, rf"\b(?:vraagt|vroeg|noemde|noemt|vraag) (?:om )?(?:de |een )?CARD (?:\S+ ){{0,2}}?(?:van tafel|uit de blinde|van de blinde)\b")
    if kind in (None, "complete") and (asked_card or kind == "complete") and _search(
        text, r"\b(?:zit|is) niet in de blinde\b", r"\bblinde heeft (?:die|deze|dat|de CARD|CARD) (?:kaart )?niet\b",
        rf"\bblinde heeft geen {SUIT}?(?:{RANK}|\w+)\b", r"\bniet (?:op tafel|in de blinde) (?:ligt|zit)\b"):
        return "not_in_dummy"
    if kind is None and asked_card:
        return "complete"
    if kind and not re.search(_DUMMY_CONTEXT + r"|\bleider\b", text):
        return None
    return kind


def _asked(text: str, match: re.Match | None) -> bool:
    """The phrase stands in a question ("bedoelde hij duidelijk iets anders?")."""
    if not match:
        return False
    end = min([i for i in (text.find(" . ", match.end()), text.find(" ? ", match.end())) if i >= 0] or [len(text)])
    return text.startswith(" ? ", end)


def _designation_facts(text: str, kind: str | None) -> dict[str, Any]:
    facts = _set({}, designation_kind=kind)
    if not kind:
        return facts
    intention = r"\bbedoel\w* (?:\S+ )?(?:overduidelijk|onmiskenbaar|duidelijk|onloochenbaar|kennelijk|evident)\b"
    if _asked(text, re.search(intention, text)):
        text = re.sub(intention, " ", text)
    _set(
        facts,
        intention_incontrovertible=_flag(
            text,
            (r"\bbedoelde (?:\S+ )?(?:overduidelijk|onmiskenbaar|duidelijk|onloochenbaar|zichtbaar|kennelijk|evident)\b",
             r"\b(?:overduidelijk|onmiskenbaar|onloochenbaar) (?:\S+ ){0,2}?bedoel"),
            (r"\bniet (?:\S+ )?(?:duidelijk|onloochenbaar|onmiskenbaar|zeker)\b", r"\bonduidelijk\b", r"\bniemand weet\b"),
        ),
    )
    if _search(text, r"\bvoorspelen\b", r"\bvoorspeelt\b", r"\bspeelt voor\b", r"\bspeelde voor\b", r"\bvoor te spelen\b", r"\bvoorspeling uit\b"):
        facts["dummy_leading"] = True
    elif _search(text, r"\bbijspel\w*\b", r"\bbijspeelt\b", r"\bop een (?:\S+ )?(?:voorspeling|uitkomst)\b", r"\bop een (?:harten|schoppen|ruiten|klaveren)\b"):
        facts["dummy_leading"] = False
    if kind == "rank_only" and facts.get("dummy_leading") and re.search(r"\bvorige slag\b", text):
        tail = text[re.search(r"\bvorige slag\b", text).end():]
        if re.search(r"\bheeft (?:\S+ )?geen\b|\bheeft (?:die|deze) niet\b", tail):
            facts["rank_in_previous_suit"] = False
        elif re.search(r"\bheeft\b", tail):
            facts["rank_in_previous_suit"] = True
    return facts


def _designation_offender(text: str) -> str | None:
    seat = first_seat(text, (rf"\bleider (?:, )?\(? ?SEAT_(?P<s>[NOZW])\b", rf"\bSEAT_(?P<s>[NOZW]) \(? ?(?:de )?leider\b"))
    if seat:
        return seat
    seat = first_seat(text, (rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?{SAY}\b",))
    return seat


@extractor("card_designation", replaces=True)
def card_designation(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    facts = _set({}, offender=_designation_offender(text))
    facts.update(_designation_facts(text, designation_kind(text)))
    return facts


# -- Laws 45A-C and 47: when a card is played, and taking a played card back -------------------------
def _card_handling(text: str) -> str | None:
    if _search(text, r"\b(?:gedekt|dicht|face down|beeldzijde naar beneden|gesloten)\b"):
        return "face_down_lead"
    if _search(text, r"\b(?:partner|maat) (?:\S+ ){0,3}?(?:kon|kan|kunnen|zag|heeft|had) (?:\S+ ){0,2}?(?:zien|gezien)\b",
               r"\bzichtbaar voor (?:zijn|haar|de) partner\b", r"\bzodat (?:zijn|haar) partner (?:\S+ ){0,2}?(?:kon |kan )?zien\b"):
        return "defender_card_seen"
    if _search(text, r"\bleider\b") and _search(
        text, r"\b(?:hield|houdt|hield|vasthield|vasthoudt) (?:\S+ ){0,5}?(?:zichtbaar|vlak boven|boven tafel|beeldzijde|zo vast|open)\b"):
        return "declarer_card_held"
    if _search(text, r"\b(?:raakt|raakte) (?:\S+ ){0,9}?aan\b", r"\b(?:aanraakt|aangeraakt|aanraken|aanraakte|tikt|tikte|aantikt)\b") \
            and _search(text, r"\b(?:blinde|tafel|tafelkaart)\b"):
        return "dummy_card_touched"
    if _search(text, r"\b(?:pakt|pakte|neemt|nam|haalt|haalde) (?:\S+ ){0,3}?(?:uit de blinde|van tafel|van de blinde|uit de tafel)\b",
               r"\b(?:uit de blinde|van tafel|van de blinde) (?:\S+ )?(?:pakte|pakt|gepakt|haalde|gehaald)\b"):
        return "declarer_took_dummy_card"
    if not re.search(_DUMMY_CONTEXT, text):
        for quote in _quotes(text):
            if not re.search(_CORRECTION, quote) and _said_kind(quote) == "complete":
                return "named_card"
    if _search(text, r"\b(?:legt|legde|gelegd|leggen) (?:\S+ ){0,4}?open\b", r"\bopen (?:\S+ ){0,2}?op tafel\b"):
        return "face_up_on_table"
    return None


def _withdrawal_reason(text: str, corrected: bool | None) -> str | None:
    if corrected or _search(text, r"\bverspreking\b", r"\bversprak\b"):
        return "unintended_designation"
    if _search(text, r"\b(?:verkeerde|foute|onjuiste|verkeerd gegeven) uitleg\b", r"\bverkeerd uitgelegd\b", r"\bmisinformatie\b"):
        return "misexplanation"
    if _search(text, rf"\b(?:lt|rt|linkertegenstander|rechtertegenstander|tegenstander|SEAT_[NOZW]) (?:nam|neemt) (?:zijn|haar) kaart terug (?:en )?(?:\S+ )?(?:speelde|speelt)\b"):
        return "opponent_changed"
    if _search(text, r"\b(?:zei|zegt|riep) (?:\S+ ){0,2}?(?:dat )?(?:ik|hij|zij) aan de beurt (?:was|is)\b"):
        return "told_wrong_turn"
    if _search(text, r"\bjuiste speler (?:\S+ ){0,3}?(?:alsnog |zelf )*voor\b", r"\bdie wel aan de beurt was (?:\S+ ){0,3}?voor\b"):
        return "proper_lead"
    if _search(text, r"\b(?:verzaking|verzaakt) (?:\S+ )?(?:te )?herstellen\b", r"\bherstellen van (?:de )?verzaking\b", r"\bonreglementair gespeeld\b"):
        return "illegal_play"
    if _search(text, r"\brechtzetting\b"):
        return "rectification"
    if _search(text, r"\bbedacht (?:hij )?zich\b", r"\bbedenkt zich\b", r"\bvergis\w*\b", r"\bwil (?:\S+ ){0,3}?(?:toch|liever|andere|ander|iets anders)\b",
               r"\b(?:bedoelde|wilde) (?:\S+ )?(?:de |een )?(?:andere|ander)\b", r"\b(?:een |de )?andere bedoelde\b", r"\bik wilde\b",
               r"\bverkeerde kaart\b", r"\b(?:omwisselen|omruilen|verwisselen)\b", r"' nee (?:, )?(?:toch|de|het)\b", r"\bdacht (?:\S+ )?na\b"):
        return "change_of_mind"
    return None


def _card_topic(text: str) -> str | None:
    if _search(text, r"\bwelke kaart (?:\S+ ){0,3}?(?:blinde|tafel)\b", r"\bniet volledig\b", r"\bonvolledig\w*\b"):
        return "designation"
    if _search(text, r"\bterug(?:nemen|genomen|trekken|halen)?\b"):
        return "withdraw"
    if _search(text, r"\b(?:is|geldt|wordt|telt) (?:\S+ ){0,6}?(?:als )?gespeeld\b", r"\bgespeelde? kaart\b"):
        return "played"
    return None


@extractor("card_played", replaces=True)
def card_played(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    handling = _card_handling(text)
    corrected = _flag(
        text,
        (r"\b(?:verbeterde|verbetert|corrigeerde|corrigeert|herstelde) (?:zich |het )?(?:\S+ )?(?:meteen|direct|onmiddellijk|gelijk)\b",
         r"\b(?:meteen|direct|onmiddellijk) (?:verbeterd|gecorrigeerd|hersteld)\b"),
        (r"\bdacht (?:\S+ )?na\b", r"\bna (?:enig |wat )?nadenken\b", r"\blater (?:verbeterd|gecorrigeerd)\b"),
    ) if handling == "named_card" else None
    reason = _withdrawal_reason(text, corrected)
    kind = designation_kind(text) if handling in (None, "face_up_on_table") else None
    if kind:
        handling = None
    facts = _set({}, offender=_card_offender(text), card_handling=handling, designation_corrected=corrected, withdrawal_reason=reason)
    facts.update(_designation_facts(text, kind))
    if handling == "defender_card_seen":
        _set(facts, already_played_to_trick=_flag(
            text,
            (r"\bal (?:had )?(?:\S+ )?(?:bijgespeeld|gespeeld)\b", r"\bin deze slag al\b"),
            (r"\bnog niet (?:\S+ )?(?:bijgespeeld|gespeeld)\b",),
        ))
    if handling == "dummy_card_touched":
        purpose = None
        if _search(text, r"\b(?:recht (?:te )?(?:leggen|legde|leggen)|ordenen|ordende|schikken|schikte|netjes)\b"):
            purpose = "arrange"
        elif _search(text, r"\b(?:erboven|eronder|erachter|ernaast|erbij) (?:te )?(?:pakken|nemen)\b"):
            purpose = "reach"
        elif _search(text, r"\b(?:per ongeluk|onopzettelijk|niet opzettelijk|stootte|per abuis)\b"):
            purpose = "accidental"
        elif _search(text, r"\b(?:bewust|opzettelijk|om (?:hem|haar|die|de kaart) te spelen)\b"):
            purpose = "play"
        _set(facts, touch_purpose=purpose)
    if reason == "misexplanation":
        _set(facts, card_played_since=_flag(
            text,
            (r"\bblinde (?:ligt|lag) (?:al )?open\b", r"\bal (?:een kaart )?(?:bij)?gespeeld\b", r"\bal verder gespeeld\b"),
            (r"\bnog niet (?:verder )?(?:bij)?gespeeld\b", r"\bnog (?:niets|niks|geen kaart) (?:bij)?gespeeld\b"),
        ))
    if not (handling or reason or kind):
        _set(facts, card_topic=_card_topic(text))
    return facts


def _card_offender(text: str) -> str | None:
    seat = first_seat(
        text,
        (
            rf"\b(?:leider|tegenspeler) (?:, )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) \(? ?(?:de )?(?:leider|tegenspeler)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:{VERB_PLAY}|{SAY}|wil|hield|liet|raakte|raakt|kwam)\b",
            rf"\b(?:mag|kan|moet|wil) SEAT_(?P<s>[NOZW]) (?:zijn|haar|de) (?:kaart|uitkomst|CARD)\b",
        ),
        exclude=set(re.findall(r"\b(?:uitleg|bod|bieding) (?:van|door) SEAT_([NOZW])\b", text))
        | set(re.findall(r"\bomdat SEAT_([NOZW])\b", text)),
    )
    return seat
