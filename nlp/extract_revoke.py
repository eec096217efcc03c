"""Facts of a revoke (Laws 62–64) from a director's message.

The offender is the seat the message ties to the revoke ("O verzaakt", "verzaking
door N", "W gooit een ruiten bij terwijl hij nog klaveren had"); the trick winner
and the later tricks are read relative to that seat's side.
"""

from __future__ import annotations

import re
from typing import Any

from .extract import PARTNER, SEAT, Reader, extractor, seat_re
from .normalize import parse_count, parse_seat

SIDE = r"(?:noord-zuid|oost-west|n-z|o-w|nz|ow)"
NUM = r"(\d+|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|geen|nul)"
REVOKE_WORD = r"(?:verzaakt|verzaakte|verzaken|verzaking|verzakingen|verzaakten|verzaakking|gerevoked|revoked|revoke|renonce|vz)"
SIDES = {"N": "NZ", "Z": "NZ", "O": "OW", "W": "OW"}
SIDE_NAMES = {"noord-zuid": "NZ", "n-z": "NZ", "nz": "NZ", "oost-west": "OW", "o-w": "OW", "ow": "OW"}


def _side(word: str) -> str | None:
    word = word.strip()
    if word in SIDE_NAMES:
        return SIDE_NAMES[word]
    seat = parse_seat(word)
    return SIDES.get(seat) if seat else None


REPORTERS = frozenset({"zei", "zegt", "meldt", "meldde", "ontdekt", "ontdekte", "merkt", "merkte", "telt", "vraagt",
                       "vroeg", "roept", "riep", "ziet", "zag", "gever", "(gever)"})
# "Kan iemand helpen? …", "Mag ik even iets vragen? …": a polite opening, the report follows
_HELP_REQUEST = r"^(?:kan|kun|kunt|mag|wil|wilt) (?:iemand|u|je|jij|de wl|een wl|ik) (?:\S+ ){0,3}?(?:helpen|vragen|storen|melden|komen|kijken)\b"
_BREAK = frozenset({".", ";", "?", "!", ":"})



def _seat_mentions(reader: Reader) -> list[tuple[int, str]]:
    """(token index, seat) of every seat named, not counting a dealer or a side (N-Z)."""
    out = []
    for ent in reader.doc.ents:
        if ent.label_ == "SEAT":
            seat = parse_seat(ent.text)
            if seat:
                out.append((ent.start, seat))
    return out


def _nearest_seat_before(reader: Reader, position: int, window: int = 9) -> str | None:
    doc = reader.doc
    best = None
    for index, seat in _seat_mentions(reader):
        if not (position - window <= index < position):
            continue
        between = [t.text for t in doc[index + 1 : position]]
        if any(b in _BREAK for b in between):
            continue
        following = doc[index + 1].lower_ if index + 1 < len(doc) else ""
        if following in REPORTERS or (following == "(" and index + 2 < len(doc) and doc[index + 2].lower_ == "gever"):
            continue
        best = seat
    return best


def _offender(reader: Reader) -> str | None:
    """The seat the message ties to the revoke."""
    text = reader.norm
    if re.search(r"(?:beide partijen|\bnz\b|noord-zuid|n-z) (?:\w+ )?verzaakten (?:én|en) ", text):
        return None
    after = re.search(
        rf"{REVOKE_WORD}[!.]? (?:(?:♠|♥|♦|♣|\w+) )?(?:(?:in (?:de )?\w+ slag|in slag \d+),? )?(?:van|door) (?:de )?"
        rf"(?:leider |tegenspeler |blinde |verdediger )?\(?(?P<s>{SEAT})",
        text,
    )
    if after:
        return parse_seat(after.group("s"))
    for pattern in (
        rf"(?:verzaker|overtreder|dader|boosdoener|schuldige)(?: was| is)?(?: ook)?(?: de leider| de blinde| tegenspeler)?[:,]? (?:\S+ ){{0,3}}?(?P<s>{SEAT})(?![\w-])",
        rf"(?P<s>{SEAT}) (?:\([^)]*\) )?(?:was|is) (?:de |hier de )?(?:verzaker|overtreder|dader|boosdoener|schuldige)\b",
        rf"(?:alleen|het was alleen) (?P<s>{SEAT})\b(?! en)",
        rf"(?:de eerste|eerst die) (?:was )?van (?P<s>{SEAT})",
        rf"(?:mijn|my|zijn) partner \(?(?P<s>{SEAT})\)? (?:\S+ ){{0,4}}?(?:{REVOKE_WORD}|gelegd|gegooid|bijgespeeld)",
        rf"(?P<s>{SEAT})(?: \([^)]*\))? (?:\S+ ){{0,2}}?(?:bekende|bekent|heeft|had) (?:in (?:de )?\S+ slag |in slag \d+ )?(?:geen \S+ )?(?:niet )?(?:bekend|bijgespeeld|bekende|bekent)?\s?(?:niet|terwijl)",
        rf"(?P<s>{SEAT}) (?:\S+ ){{0,2}}?(?:had|heeft) nog (?:een |\S+ )?\S+,? (?:maar|en) (?:\S+ ){{0,2}}?(?:troefde|gooide|speelde|legde|troeft|gooit|speelt|legt)",
        rf"(?P<s>{SEAT}) (?:\S+ ){{0,2}}?(?:troeft|troefde|gooit|gooide)\.? (?:had|heeft) nog",
        rf"(?P<s>{SEAT}) (?:zag|ziet) (?:\S+ ){{0,6}}?dat hij (?:\S+ ){{0,5}}?{REVOKE_WORD}",
        rf"(?:ik ben|ik was) (?:leider|blinde|tegenspeler)? ?\(?(?P<s>{SEAT})\)?[^.]*?\b(?:gooi|speel|bekende|heb|had) ",
        rf"\bik (?:\(|ben )(?P<s>{SEAT})\)?[^.]*{REVOKE_WORD}|{REVOKE_WORD}[^.]*\bik ben (?P<t>{SEAT})",
        rf"(?:de )?blinde is (?P<s>{SEAT})(?=[^.]*\b(?:uit de blinde|van tafel|blinde (?:had|heeft) nog|blinde verzaakt)|$)",
        rf"{REVOKE_WORD}\. (?:leider|tegenspeler|blinde)\. (?P<s>{SEAT})",
    ):
        match = re.search(pattern, text)
        if match:
            seat = parse_seat(next(g for g in match.groups() if g))
            if seat:
                return seat
    eerst = re.search(rf"eerst (?:{SEAT}) in \w+, nu (?P<s>{SEAT})", text)
    if eerst:
        return parse_seat(eerst.group("s"))
    for span in sorted(reader.cues.get("REVOKE", []), key=lambda c: c.start):
        seat = _nearest_seat_before(reader, span.start)
        if seat:
            return seat
    verb = re.search(
        rf"(?P<s>{SEAT})\)?(?: \(\w+\)|, \w+,)? (?:[^\s.;!?]+ ){{0,8}}?(?:gooit|gooide|speelt|speelde|troeft|troefde|legt|legde|bekent|bekende|bijgooide|bijgooit|bijgegooid|weggegooid|gegooid|getroefd|afgetroefd|ingetroefd|gelegd|bijgespeeld)\b"
        rf"[^.]*?(?:terwijl|maar|had nog|heeft nog|nog een|niet bekend|in plaats van)",
        text,
    )
    if verb:
        return parse_seat(verb.group("s"))
    other = (
        rf"(?:bekent|bekende) (?:de )?(?:leider |tegenspeler |verdediger )?(?P<s>{SEAT}) niet",
        rf"{REVOKE_WORD}[!.]? \(?(?P<s>{SEAT})",
        rf"(?:mijn partner|ik) \((?P<s>{SEAT})(?:\)|, )",
        rf"(?P<s>{SEAT}) (?:blijkt|bleek) (?:er )?(?:nog|toch)",
        rf"(?P<s>{SEAT}) (?:had|heeft) (?:de |een )?\S* ?(?:\S+ )?als strafkaart",
        rf"strafkaart (?:\S+ )?(?:niet (?:gespeeld|gelegd|bijgespeeld) )?(?:door|van) (?P<s>{SEAT})",
        rf"(?P<s>{SEAT}) kon (?:\S+ ){{0,5}}?(?:volgen|bekennen|bijspelen|bekend),? (?:maar|en toch)\b",
        rf"(?P<s>{SEAT}) (?:ziet|zag) (?:zijn fout|het zelf|dat hij nog)",
        rf"(?P<s>{SEAT}) zegt (?:meteen )?(?:na de slag)?:? '?(?:wacht|sorry)",
        rf"(?P<s>{SEAT}) (?:won|wint) (?:de verzakingsslag|die verzakingsslag)",
        rf"blinde \((?P<s>{SEAT})\) had nog",
        rf"(?:gooit|speelt|troeft|legt) (?P<s>{SEAT}) (?:een|de|af|in|bij)\b[^.]*?(?:had nog|terwijl|maar|nog in (?:de|zijn|haar) hand)",
        rf"(?:de)?zelfde speler \((?P<s>{SEAT})\)",
        rf"leider (?P<s>{SEAT}) ziet in slag \d+ dat hij nog",
    )
    for pattern in other:
        match = re.search(pattern, text)
        if match:
            return parse_seat(match.group("s"))
    return None


def _role(reader: Reader, offender: str | None) -> str | None:
    text = reader.norm
    if offender:
        s = seat_re(offender)
        if re.search(rf"\bleider,? \(?{s}|{s},? \((?:de )?leider\)|{s}, de leider|leider is {s}|{s} is (?:de )?leider|bekent leider {s}", text):
            return "declarer"
        if re.search(rf"(?:tegenspeler|verdediger),? \(?{s}|{s},? \((?:tegenspeler|verdediger)\)|{s},? (?:is )?(?:de )?(?:tegenspeler|verdediger)|{s} is tegenspeler|door {s} \(tegenspeler\)", text):
            return "defender"
        dummy_seat = re.search(rf"(?:blinde|dummy) \((?P<s>{SEAT})\)|(?:dummy|blinde) (?P<t>{SEAT})\b", text)
        if dummy_seat:
            seat = parse_seat(dummy_seat.group("s") or dummy_seat.group("t"))
            if seat == offender and not re.search(r"(?:blinde|dummy) (?:\(\w\) |\w )?(?:wint|won|neemt|nam)", text):
                return "dummy"
            if seat == PARTNER[offender]:
                return "declarer"
        if re.search(rf"\b[1-7] ?(?:sa|♠|♥|♦|♣|sans|schoppen|harten|ruiten|klaveren)\S* door {s}\b\.", text) or re.search(rf"{s} (?:\S+ )?\((?:de )?leider\)|{s} leider\)|\({s} leider\)", text):
            return "declarer"
        contract = re.search(rf"(?:[1-7] ?(?:sa|♠|♥|♦|♣|sans|schoppen|harten|ruiten|klaveren)\S*|contract \S+) (?:\S+ )?(?:gespeeld )?door (?P<d>{SEAT})", text)
        if contract:
            declarer = parse_seat(contract.group("d"))
            if declarer and declarer != offender:
                return "defender" if declarer != PARTNER[offender] else "dummy"
    if re.search(r"\bik ben leider|verzaker (?:was )?(?:ook )?de leider|verzaker: \S+,? de leider|(?:de )?leider (?:zelf )?(?:\w+ )?(?:verzaakt|verzaakte|zijn verzaking)|verzaking (?:van|door) de leider\b|mag de leider zijn verzaking|van een leider|de leider ziet na de slag dat hij nog", text):
        return "declarer"
    if re.search(r"\bblinde verzaakt|verzaking uit de blinde|uit de blinde kwam|de blinde had nog|blinde \(\w\) had nog", text):
        return "dummy"
    if re.search(r"tegenspeler die verzaakt", text):
        return "defender"
    return None


def _established(reader: Reader, trick: int | None) -> bool | None:
    text = reader.norm
    negative = (
        r"(?:nog )?niet voldongen", r"\bnt vold", r"voordat (?:zijn partner|iemand|niemand|[nozw]) naar", r"nog voor iemand",
        r"(?:nog )?niemand (?:\w+ ){0,3}(?:had |heeft )?(?:nog )?(?:naar|voor) (?:de )?(?:volgende )?slag",
        r"ziet (?:het|zijn fout) (?:zelf|meteen)", r"zag het zelf", r"\bcorrigeert\b", r"legt alsnog", r"\bherstelt\b",
        r"ontdekt voordat", r"voor de volgende slag", r"nog corrigeren", r"herstellen zolang",
        r"niemand had nog naar", r"nog niemand van [\w-]+ had", r"wacht, ik heb nog", r"merkt het zelf op",
        r"nog niet begonnen",
        r"\b(?:heb|heeft|had|hebben) (?:nog )?(?:niets|niks|niet) (?:\w+ )?voorgespeeld|\bnog (?:niets|niks|niet) voorgespeeld",
    )
    if any(re.search(p, text) for p in negative) and not ((trick or 0) >= 12 and not reader.has("ESTABLISHED", negated=True)):
        return False
    if reader.has("ESTABLISHED") and not re.search(r"^(?:wanneer|wat) (?:is|wordt)", text) and \
            not re.search(r"\b(?:wanneer|hoe|op welk moment|vanaf wanneer|in welke (?:gevallen|situaties?|omstandigheden))\b (?:\w+ ){0,3}?(?:is|wordt|raakt|heet)\b[^.?!]*\bvoldongen\b|\b(?:is|wordt|raakt)\b[^.?!]*\b(?:ooit|altijd|nooit)\b[^.?!]*\bvoldongen ?\?", text):
        return True
    if (reader.is_hypothetical() and not re.match(_HELP_REQUEST, reader.lower)) or (trick or 0) >= 12:
        return None  # only an explicit "voldongen" counts for a general question or a last-tricks revoke
    positive = (
        r"al (?:\w+ )?voorgespeeld", r"(?:speelde|speelt) (?:\w+ )?(?:naar|voor) (?:slag|de volgende)", r"naar slag \d+ al",
        r"pas (?:na afloop|na het spel|opgemerkt in slag|ontdekt)", r"\bna afloop\b", r"na het spel", r"na slag 13",
        r"alles is al gespeeld", r"het spel (?:is|was) (?:\w+ )?(?:afgelopen|uit|voorbij)", r"na de ronde", r"ronde \d* ?(?:was )?voorbij",
        r"volgende (?:bord|spel)", r"vorige (?:bord|spel)", r"op bord \d+ verzaakt", r"laatste bord",
        r"bij de uitslagen", r"bij het narekenen", r"had (?:slag \d+ )?al voorgespeeld",
        r"daarna (?:\w+ ){0,4}(?:\d+|een|één|twee|drie|vier|vijf|geen|nul) (?:slag|slagen)", r"daarna (?:nog|geen)(?! eens\b| een keer\b| keer\b)",
        r"(?:daarna|nadien) (?:\w+ ){0,3}(?:gemaakt|maakten|hadden)", r"alle resterende slagen", r"speelt daarna voor", r"\b(?:speelde|speelden|speelt) (?:daarna|vervolgens) (?:\w+ ){0,3}?voor\b", r"\blater in het spel\b", r"\bverderop in het spel\b",
    )
    if any(re.search(p, text) for p in positive):
        return True
    return None


def _trick_number(reader: Reader) -> int | None:
    doc = reader.doc
    revoke_positions = [s.start for s in reader.cues.get("REVOKE", [])]
    for match in re.finditer(r"\b(?:bekent|bekende|gooit|gooide|troeft|troefde)\b", reader.lower):
        revoke_positions.append(len(reader.lower[: match.start()].split()))
    candidates = []
    for ent in doc.ents:
        if ent.label_ != "TRICK":
            continue
        before = doc[ent.start - 1].lower_ if ent.start > 0 else ""
        if before in ("naar", "na", "halverwege"):
            continue
        context = " ".join(t.lower_ for t in doc[max(0, ent.start - 5) : ent.start])
        if re.search(r"eerste keer|al eens|ziet in$", context):
            continue
        number = next((n for n in (reader_trick(t.text) for t in ent) if n), None)
        if number:
            candidates.append((ent.start, number))
    if not candidates:
        return None
    if re.search(r"(?:wéér|weer|nog een keer|tweede keer)", reader.norm) and len(candidates) > 1:
        return candidates[-1][1]
    if not revoke_positions:
        return candidates[0][1]
    return min(candidates, key=lambda c: (min(abs(c[0] - p) for p in revoke_positions), c[0]))[1]


def reader_trick(text: str) -> int | None:
    from .normalize import parse_trick_number

    return parse_trick_number(text) if text.lower() not in ("slag", "trick", "sl") else None


WINNER_WORDS = (
    rf"{SEAT}|{SIDE}|(?:de |mijn |zijn |hun |onze )?(?:leider|blinde|tafel|dummy|partner|verzaker|overtreder|tegenpartij|"
    rf"tegenstanders|tegenstander|niet-overtreders|niet-overtredende partij|overtreders|verzakers)|wij|ons|ik|hij zelf|zelf"
)
_WIN_VERB = r"(?:won|wint|winnen|wonnen|nam|neemt|namen|nemen|kreeg|kregen|pakt|pakte|maakte|maakt)"


def _resolve(who: str, offender: str | None, role: str | None, speaker_is_offender: bool) -> str | None:
    """Whose trick it was, relative to the offender: offender / offender_partner / non_offending_side."""
    who = re.sub(r"^(?:de|mijn|zijn|hun|onze) ", "", who.strip())
    who = "ik" if who == "mij" else who
    if who in ("zelf", "hij zelf", "verzaker", "overtreder") or (who == "ik" and speaker_is_offender):
        return "offender"
    if who in ("tegenpartij", "tegenstanders", "tegenstander", "niet-overtreders", "niet-overtredende partij"):
        return "non_offending_side"
    if who in ("wij", "ons"):
        return None if speaker_is_offender else "non_offending_side"
    if who == "partner":
        return "offender_partner"
    if who in ("blinde", "tafel", "dummy"):
        if role == "declarer":
            return "offender_partner"
        if role == "defender":
            return "non_offending_side"
        return None
    if who == "leider":
        if role == "declarer":
            return "offender"
        # a message that names the offender by seat and then "de leider" means someone else
        return "non_offending_side" if role == "defender" or offender else None
    seat = parse_seat(who)
    if seat and offender:
        if seat == offender:
            return "offender"
        return "offender_partner" if seat == PARTNER[offender] else "non_offending_side"
    side = _side(who)
    if side and offender:
        return "non_offending_side" if side != SIDES[offender] else None
    return None


def _winner(reader: Reader, offender: str | None, role: str | None) -> str | None:
    text = reader.norm
    # (not "ik speelde 4♠": the writer's contract, he is the declarer)
    speaker = bool(re.search(rf"\bik (?:\([^)]*\) )?(?:heb |had )?(?:\S+ ){{0,4}}?{REVOKE_WORD}|\bik (?:\([^)]*\) )?(?:\S+ ){{0,6}}?(?:gooi|gooide|speelde|bekende|troefde)(?! (?:het |een |ons |mijn )?(?:contract\b|[1-7] ?(?:sa|nt|♠|♥|♦|♣|schoppen|harten|ruiten|klaveren)(?!\w)))", text))
    if re.search(r"partner van de (?:verzaker|overtreder)\b[^.?!]{0,30}?\b(?:won|wint|nam|neemt|winnen|krijgt|kreeg)\b|"
                 r"(?:gewonnen|genomen) door [^.?!]{0,20}?partner van de (?:verzaker|overtreder)|de partner van (?:\S+ )?(?:\(\w\) )?(?:won|wint|nam)", text):
        return "offender_partner"
    if re.search(r"(?:won|wint) (?:die|de) (?:verzakings)?slag niet|won slag \d+ niet|niet (?:zelf )?gewonnen", text):
        return "non_offending_side"
    if re.search(r"(?:de )?slag zelf (?:wint|won)|won (?:die slag|de slag|hem|m|de verzakingsslag) zelf|(?:verzakingsslag|slag) ging naar \w+ zelf|\bwon m zelf|de verzaker\b[^.]{0,20}(?:won|wint|nam|neemt)|verzaker (?:neemt|nam|won|wint) de", text):
        return "offender"
    if re.search(rf"\b(?:{REVOKE_WORD}|troeft|troefde|gooit|gooide|speelt|speelde|legt|legde|bijgespeeld)\b[^.]*? en (?:wint|won|neemt|nam|maakt|maakte) (?:die|de|deze|hem) ?(?:slag|verzakingsslag)?", text) \
            or re.search(rf"{REVOKE_WORD}[^.]*?en won de slag met|die won hij|\bdie slag won hij|won hij (?:met|zelf)", text):
        return "offender"
    events = []
    for pattern in (
        rf"(?P<who>{WINNER_WORDS})(?: \([^)]*\))?,?(?: \S+){{0,3}}? (?:overtroeft(?:e)? en )?{_WIN_VERB} (?:de |die |deze |hem\b|m\b|slag\b|de verzakingsslag|die slag)",
        rf"(?:slag|verzakingsslag|hem|die|deze)(?: \([^)]*\))?(?: \S+){{0,4}}? (?:gewonnen|genomen) door (?:de )?(?:leider |blinde )?(?P<who>{WINNER_WORDS})",
        rf"(?:slag|verzakingsslag|hem|die)(?: \S+){{0,3}}? (?:ging|gaat|gingen) naar (?P<who>{WINNER_WORDS})",
        rf"(?:slag|verzakingsslag)(?: \S+)?:? (?:gewonnen door|naar) (?P<who>{WINNER_WORDS})",
        rf"(?:^|[.,;:] )(?:leider )?(?P<who>{SEAT}|de leider|leider)(?: \([^)]*\))? (?:overtroeft|overtroefde)\b",
        rf"(?P<who>{WINNER_WORDS}) (?:wint|won) (?:\([^)]*\) )?(?:\S+ )?(?:met|m\b)",
        rf"dat deed (?P<who>{SIDE}|{SEAT})",
        rf"(?P<who>{WINNER_WORDS}) (?:de |die |deze )?(?:verzakings)?slag (?:zelf )?{_WIN_VERB}\b",
        rf"\bik \((?P<who>{SEAT})\) (?:\S+ )?(?:won|wint|nam)",
        rf"(?P<who>blinde|tafel|dummy|partner|leider|{SEAT}) (?:wint|won)(?=[\s,.;(]|$)",
        rf"(?P<who>{SEAT}) die de slag (?:won|nam)",
        rf"(?P<who>{SEAT}),? (?:de |zijn )?(?:blinde|partner),? (?:neemt|nam|wint|won)",
        rf"won (?:die|de) slag via (?P<who>{SEAT})",
        rf"\b(?:de |die |deze )?(?:verzakings)?slag (?:is|was) (?:van|voor) (?P<who>{WINNER_WORDS}|mij)\b",
    ):
        for match in re.finditer(pattern, text):
            if re.search(r"daarna|later|volgende", text[max(0, match.start() - 12) : match.start()]):
                continue
            events.append((match.start(), match.group("who")))
    for _, who in sorted(events):
        value = _resolve(who, offender, role, speaker)
        if value:
            return value
    return None


def _later_tricks(reader: Reader, trick: int | None) -> int | None:
    text = reader.norm
    if re.search(r"(?:daarna|nadien|na de verzakingsslag)[^.]*?\b(?:geen (?:enkele )?(?:slag|slagen)|(?<!alsof er )(?:niks|niets)(?! (?:was|is|aan de hand|gebeurd|gebeurde|gezegd|gemerkt)\b)|nul slagen|0 slagen)", text):
        return 0
    if re.search(r"geen (?:slag|slagen) meer|\bdaarna (?:\S+ )?0\b|daarna nul", text):
        return 0
    if re.search(r"(?:daarna|nadien|vervolgens)[^.]*?\b(?:alleen|enkel|slechts) (?:nog )?de laatste slag\b", text):
        return 1  # "daarna hebben OW alleen nog de laatste slag gewonnen"
    short = re.search(rf"(?:daarna|nadien) ({SIDE}):? {NUM}\b|({SIDE}) (?:daarna|nadien):? {NUM}\b", text)
    if short:
        count = parse_count(short.group(2) or short.group(4))
        if count is not None:
            return count
    if trick and re.search(r"daarna (?:ging |gingen )?(?:elke|iedere|alle) (?:volgende |resterende )?slag(?:en)? naar", text):
        return 13 - trick
    if re.search(r"(?:alle volgende|en ook alle volgende)", text) and re.search(r"leider (?:wint|won)", text):
        return 0
    match = re.search(rf"(?:daarna|nadien|na slag \d+|na de verzakingsslag|vervolgens)[^.]*?\b{NUM}\b (?:slag|slagen|binnen)", text)
    if not match:
        match = re.search(rf"(?:daarna|nadien)(?: \S+){{0,3}} (?:nog )?(?:\S+ )?{NUM}\b(?! \w*slag \d)", text)
        if match and match.group(1) in ("een",):
            match = None
        if match and re.search(r"\b(?:slag|in|de)\s*$", text[: match.start(1)]):
            match = None  # "daarna nog eens in slag 8": a trick number, not a count
    if not match:
        match = re.search(rf"na slag \d+: {NUM} slag", text)
    if not match:
        match = re.search(rf"\b{NUM} slagen? (?:voor \w+ )?daarna", text)
    if match:
        count = parse_count(match.group(1))
        if count is not None and count <= 13:
            return count
    if trick and re.search(r"(?:maakten|maakt|wonnen|haalden) (?:\S+ )?(?:daarna )?alle (?:resterende|volgende|overige) slagen", text):
        return 13 - trick
    return None


def _flag(text: str, positive: tuple[str, ...], negative: tuple[str, ...]) -> bool | None:
    if any(re.search(p, text) for p in negative):
        return False
    if any(re.search(p, text) for p in positive):
        return True
    return None


@extractor("revoke")
def revoke(reader: Reader) -> dict[str, Any]:
    text = reader.norm
    facts: dict[str, Any] = {}
    offender = _offender(reader)
    role = _role(reader, offender)
    trick = _trick_number(reader)
    values = {
        "offender": offender,
        "offender_role": role,
        "established": _established(reader, trick),
        "trick_number": trick,
        "revoke_trick_winner": _winner(reader, offender, role),
        "offending_side_later_tricks": _later_tricks(reader, trick),
        "attention_after_round": _flag(
            text,
            (r"na (?:de|afloop van de) ronde", r"ronde \d* ?(?:was )?voorbij", r"ruim na de ronde", r"andere tafel"),
            (r"(?:nog in )?dezelfde ronde", r"ronde nog bezig", r"terwijl de ronde nog"),
        ),
        "attention_after_nos_called_next_board": _next_board(text),
        "both_sides_revoked": _flag(
            text,
            (r"beide partijen (?:\w+ )?(?:verzaakt|verzaken)", r"zowel \w+ als \w+ (?:\w+ )?verzaakt", r"óók verzaakt",
             r"verzaakten én", r"ook verzaakt"),
            (r"alleen (?:\w+ ){1,3}(?:heeft )?verzaakt", r"nergens verzaakt", r"foutloos", r"maar één partij", r"alleen \w+ verzaakte"),
        ),
        "repeat_revoke_same_suit": _flag(
            text,
            (r"dezelfde kleur", r"zelfde kleur", r"wéér, weer", r"tweede verzaking in \w+ door dezelfde", r"herhaalde verzaking",
             # "het was al de tweede keer dat hij niet bekende in ruiten": the suit named with the second time
             r"(?:tweede|2e) keer (?:dat )?(?:\w+ ){0,3}?(?:niet bekende|niet bekend|niet bekent|verzaakte|verzaakt) (?:\w+ ){0,2}?(?:in|op) (?:schoppen|harten|ruiten|klaveren|[♠♥♦♣])",
             # "heeft 2x niet bekend in schoppen": twice, one suit named
             r"\b(?:2x|twee keer|tweemaal) (?:\w+ ){0,2}?(?:niet bekend|niet bekende|verzaakt|verzaakte) (?:in|op) (?:schoppen|harten|ruiten|klaveren|[♠♥♦♣])"),
            (r"andere kleur", r"ándere kleur", r"andere speler", r"geen herhaling", r"de eerste keer was het"),
        ),
        "revoke_by_failure_to_play_penalty_or_dummy_card": _flag(
            text,
            (r"strafkaart", r"verzaking uit de blinde", r"blinde verzaakt", r"blinde had nog", r"uit de blinde\.", r"kwam er een \w+ uit de blinde"),
            (r"geen strafkaart", r"niet om de blinde", r"eigen hand"),
        ),
    }
    if values["revoke_by_failure_to_play_penalty_or_dummy_card"] is False and not re.search(r"geen strafkaart|niet om de blinde", text):
        values["revoke_by_failure_to_play_penalty_or_dummy_card"] = None
    for key, value in values.items():
        if value is not None:
            facts[key] = value
    return facts


def _next_board(text: str) -> bool | None:
    if not re.search(r"volgende (?:bord|spel)|nieuwe bord|bord \d+ (?:zegt|meldt)|tijdens het spelen van bord|op het volgende", text):
        if re.search(r"niet-overtredende partij (?:op het volgende spel )?al geboden|niet-overtreders hadden daar nog niet geboden", text):
            return not re.search(r"nog niet geboden", text)
        return None
    if re.search(r"nog niet geboden|nog niemand (?:had )?geboden|nog niks geboden|niet geboden|hadden nog niks", text):
        return False
    if re.search(r"tijdens het spelen van bord|al (?:\w+ )?(?:geopend|gepast|geboden)|had (?:daar )?al gepast|al \d\w* geopend|niet-overtred", text):
        return True
    return None
