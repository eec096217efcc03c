"""Fact extractors for the judgement and procedure laws: claims (68-71), unauthorised
information (16, 73), misinformation (20, 21, 40, 75), forfeiture of rectification (9-11),
an incomplete deck (14), a wrong board or hand (15), a fouled board (87) and score
correction (79).

Many of their facts are the director's own judgement; the extractors only give what a
message plainly says ("de claim wordt betwist", "correctietermijn loopt nog", "volgens de
systeemkaart is het multi"). They read the canonical text of ``extract_play.canon``
(SEAT_N, HAND_O, SIDE_NZ, CALL, CARD, TRICK_7, and "leider", "blinde", "tegenspeler",
"wedstrijdleider", "uitleg", "systeemkaart" for their typo-tolerant cues).
"""

from __future__ import annotations

import re
from typing import Any

from .extract import PARTNER, Reader, extractor
from .extract_play import canon, find_offender

SEAT = r"(?:SEAT|HAND)_[NOZW]"
_SPLIT = re.compile(r" [.!?;] ")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SPLIT.split(f" {text} ") if s.strip()]


def _any(text: str, *patterns: str) -> bool:
    return any(re.search(p, text) for p in patterns)


def _first(text: str, table: tuple[tuple[str, tuple[str, ...]], ...]) -> str | None:
    """The value of the first row whose patterns match."""
    for value, patterns in table:
        if _any(text, *patterns):
            return value
    return None


def _seat_before(text: str, end: int) -> str | None:
    """The last seat named in ``text`` before offset ``end``."""
    seats = re.findall(rf"\b{SEAT}\b", text[:end])
    return seats[-1][-1] if seats else None


def _put(facts: dict[str, Any], name: str, value: Any) -> None:
    if value is not None:
        facts[name] = value


def _generic_offender(text: str) -> dict[str, Any]:
    """The seat the generic reader names (``extract_play.find_offender``), as before these rules:
    their rules do not read it and the corpus does not annotate it (see annotated/judgement.yaml)."""
    seat = find_offender(text)
    return {"offender": seat} if seat else {}


# -- shared: the correction period, the kind of event ------------------------------------------------
_PERIOD = r"(?:correctie ?(?:termijn|periode|tijd)|termijn voor correcties|correctiemogelijkheid)"
_PERIOD_OVER = r"(?:verstreken|voorbij|verlopen|om|afgelopen)"


def correction_period_open(text: str) -> bool | None:
    if _any(text, rf"{_PERIOD} (?:\S+ ){{0,2}}(?:nog niet|niet) (?:\S+ )?{_PERIOD_OVER}\b",
            rf"{_PERIOD} (?:\S+ )?loopt nog\b", rf"\bbinnen de {_PERIOD}", rf"\b{_PERIOD} (?:is )?nog (?:open|bezig|lopend)\b",
            rf"\bals de {_PERIOD} nog loopt\b", rf"\b{_PERIOD} (?:is )?(?:nog )?(?:loopt|open|lopend|bezig)\b(?! (?:niet|meer)\b)"):
        return True
    if _any(text, rf"{_PERIOD} (?:\S+ ){{0,3}}{_PERIOD_OVER}\b", rf"\bna (?:afloop van )?(?:de|het einde van de) {_PERIOD}",
            rf"\b{_PERIOD} (?:\S+ ){{0,2}}(?:is )?(?:al |allang )?(?:verstreken|voorbij|verlopen)"):
        return False
    return None


def team_event(text: str) -> bool | None:
    if _any(text, r"\bviertal\w*", r"\bteam\w*", r"\b(?:gesloten|open) zaal\b"):
        return True
    if _any(text, r"\bparen(?:wedstrijd|drive|toernooi|competitie)?\b", r"\bparendrive\b", r"\bindividu\w*"):
        return False
    return None


# -- Laws 68-71: claims and concessions ---------------------------------------------------------------
_CONCEDE = (r"(?:concessie|concedeer\w*|geconcedeerd|gaf (?:\S+ ){0,5}(?:af|weg)|geeft (?:\S+ ){0,5}(?:af|weg)|afgeven|afgegeven|"
            r"weggegeven|weggeven|de rest is voor jou)")
_WORD = r"(?:(?!SEAT_|HAND_)[^\s.!?;,:]+ )"  # one word of the same clause, not a seat
_ROLE_WORDS = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}
_OBJECT = (r"(?:protest\w*|weigert|weigerde|verzet\w*|(?:maakt|maakte|maken) (?:\S+ )?bezwaar|"
           r"(?:is|was) het (?:er )?(?:\S+ )?niet mee eens|(?:riep|roept|zei|zegt) (?:\S+ ){0,2}' (?:stop|nee|ho|wacht)\b)")


def _seat_roles(text: str) -> dict[str, str]:
    """The role of each seat the message gives ("leider N", "Z (tegenspeler)", "W is blinde", "4♠ door Z"),
    completed from the declarer or dummy (his partner is dummy / declarer, the others defend).
    (A general helper: the other judgement readers could share it.)"""
    roles: dict[str, str] = {}
    role = r"(leider|blinde|tegenspeler)"
    for pattern in (rf"\b{role} (?:\( ?|, )?({SEAT})\b", rf"\b({SEAT}) \( ?{role}\b", rf"\b({SEAT}) , (?:de |die )?{role}\b",
                    rf"\b({SEAT}) , die (?:\S+ )?{role} (?:was|is|werd)\b",
                    rf"\b({SEAT}) (?:is|was|wordt|werd) (?:de )?{role}\b", rf"\b({SEAT}) {_WORD}{{0,4}}als {role}\b"):
        for match in re.finditer(pattern, text):
            seat, word = (match.group(2), match.group(1)) if match.group(1) in _ROLE_WORDS else match.groups()
            roles.setdefault(seat[-1], _ROLE_WORDS[word])
    for match in re.finditer(rf"(?<!van )\b(?:CALL|contract) (?:\S+ )?door ({SEAT})\b|\b({SEAT}) (?:speelt|speelde|claimt|claimde) (?:\S+ )?(?:in )?CALL\b", text):
        roles.setdefault((match.group(1) or match.group(2))[-1], "declarer")
    declarer = next((s for s, r in roles.items() if r == "declarer"), None)
    dummy = next((s for s, r in roles.items() if r == "dummy"), None)
    if declarer is None and dummy is not None:
        declarer = PARTNER[dummy]
        roles.setdefault(declarer, "declarer")
    if declarer is not None:
        for seat in "NOZW":
            roles.setdefault(seat, "dummy" if seat == PARTNER[declarer] else "declarer" if seat == declarer else "defender")
    return roles


_CLAIM_VERB = (r"(?:claimt|claimde|claimden|geclaimd|concedeert|concedeerde|geconcedeerd|weggegeven|afgegeven|"
               r"(?:legt|legde|gooit|gooide|smeet) (?:\S+ ){0,5}(?:neer|open|op tafel)\b)")

_SITUATION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("partner_objected", (
        r"\bpartner\b(?: \S+){0,5} (?:maakt|maakte|maken) (?:\S+ )?bezwaar\b",
        r"\bpartner\b(?: \S+){0,2} (?:protesteert|protesteerde|weigert|wil dat niet)\b",
        r"\b(?:ik|wij) (?:\S+ )?(?:heb|hebben|maakte|maakten) (?:\S+ ){0,2}bezwaar\b",
        r"\bpartner\b(?: \S+){0,3} (?:is|was) het (?:er )?(?:meteen |direct )?niet mee eens\b",
        r"\bmijn partner\b[^.?!;]*\b(?:ben|was) ik het (?:er )?(?:\S+ )?niet mee eens\b",
    )),
    ("play_continued", (
        r"\b(?:spelen|speelden|speelt|speelde) (?:ze|we|zij|wij)? ?(?:\S+ ){0,4}(?:toch |gewoon )?verder\b(?! \?)",
        r"\bmet z'n vieren\b", r"\b(?:werd|wordt) (?:toch )?(?:verder|door)gespeeld\b", r"\balle vier (?:\S+ )?(?:verder|door)\b",
        r"(?<!niet )\b(?:verder|door) ?gespeeld\b", r"\b(?:vroegen|vroeg|verzochten|verzocht|verzoek)\b[^.?!]*\b(?:door|verder) (?:te )?spelen\b",
        r"\b(?:door|verder) te spelen\b[^.?!;]*\b(?:gedaan|gebeurd)\b",
    )),
    ("current_trick_only", (
        r"\bdeze slag (?:is voor mij|is van mij|neem ik|win ik|is de mijne)\b",
        r"\b(?:alleen|enkel) (?:over )?(?:de|deze) (?:lopende )?slag\b",
    )),
    ("agreement_withdrawn", (
        r"\binstemming (?:\S+ ){0,3}(?:intrekken|in te trekken|ingetrokken|terugtrekken|terug te trekken|teruggetrokken)\b",
        r"\b(?:trekt|trekken|trok|trokken) (?:\S+ ){0,6}(?:instemming|akkoord) (?:\S+ ){0,6}in\b",
        r"\b(?:akkoord|instemming) (?:\S+ ){0,3}terug(?:draaien|nemen|trekken)\b",
        r"\b(?:akkoord|instemming|ingestemd|stemde\w* in)\b[^.?!;]*\b(?:intrekken|in te trekken|ingetrokken|terugtrekken|terug te trekken|"
        r"herroepen)\b",
    )),
    ("concession_regretted", (
        rf"{_CONCEDE}\b[^.?!;]*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan|terugnemen|wil (?:\S+ ){{0,3}}terug)\b",
        rf"{_CONCEDE}\b.*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan maken|terugnemen|wil (?:\S+ ){{0,3}}terug|"
        rf"terugkrijgen|terug krijgen|terughebben|terug hebben|(?:bedenkt|bedacht) (?:hij|zij|ze) zich|spijt)\b",
        r"\b(?:terugdraaien|teruggedraaid|terug te draaien)\b[^.?!;]*\b(?:concessie|concedeer\w*)\b",
    )),
    ("contested", (
        r"\bbetwist\w*", r"\b(?:zijn|is|was|waren) het (?:er )?niet (?:mee )?eens\b", r"\boneens\b", r"\btwijfelt\b",
        r"\bniet (?:\S+ ){0,2}akkoord\b", r"(?<!niemand )(?<!geen )\b(?:maakt|maken|maakte|maakten) (?:\S+ )?bezwaar\b",
        r"\bverzet\w* (?:zich|ze|hij|zij)\b", r"(?<!niemand )(?<!geen )\bprotest\w*", r"\b(?:gediscussieerd|discussie|ruzie)\b",
        r"\b(?:vinden|vindt|zeggen|zegt|menen|vonden) dat er (?:\S+ ){0,2}nog (?:een |één )?slag\w* (?:\S+ ){0,2}(?:voor|naar) "
        r"(?:hen|hun|ons|hem)\b",
        r"\b(?:zegt|zeggen|vindt|vinden|stelt|stellen) dat (?:hij|zij|ze|wij|we) (?:[^\s.?!;]+ ){0,5}nog (?:een |één )?\w*slag\w*",
    )),
    ("agreed", (
        r"\b(?:stemt|stemmen|stemde|stemden) (?:\S+ ){0,2}in\b",
        r"\bniemand maakt bezwaar\b", r"\b(?:geaccepteerd|accepteren|accepteerde|accepteerden)\b",
        r"\bniemand (?:protesteert|protesteerde|maakt bezwaar|maakte bezwaar|heeft bezwaar)\b", r"\bgeen bezwaar\b",
        r"\b(?:nemen|neemt|namen|nam) (?:dat|het|de claim|die|de concessie) (?:\S+ )?aan\b",
        r"\b(?:is|zijn|was|waren|gaat|gaan|ging|gingen) (?:\S+ ){0,2}akkoord\b", r"\bakkoord gegaan\b",
        r"\b(?:zei|zeiden|zegt|zeggen) (?:allebei |beiden |alle drie |meteen |direct )?(?:ok|oké|okay|prima|akkoord)\b",
        r": ' (?:prima|akkoord|ok|oké|okay)\b", r"\b(?:iedereen|allen|alle spelers|beide partijen) (?:is |zijn |ging |gingen )?akkoord\b", r"\b(?:vonden|vond|vinden|vindt) (?:het|dat) (?:\S+ )?(?:goed|prima|best|ok|oké)\b",
    )),
)
# After an agreement, something that reopens it: the message does not say the claim stands.
_REOPENED = (r"\bmaar\b", r"\bdaarna\b", r"\b(?:bleek|blijkt|ziet|zag|ontdekt)\b", r"\bverliezer\b", r"\bnog een slag\b")


def _claimer(text: str) -> tuple[str | None, int | None]:
    """The claimer (or the player who conceded): his seat tag and its offset."""
    patterns = (
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:\S+ )?(?:claimt|claimde|concedeert|concedeerde|legt zijn kaarten)",
        rf"\b(?:claim|concessie) van (?:de )?(?:leider |tegenspeler )?(?P<s>{SEAT})",
        rf"\b(?:leider|tegenspeler) (?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\S+ ){{0,2}}(?:claim\w*|concedeer\w*|legt|toont|zegt|zei|gaf|geeft|wil|wilde)\b",
        rf"(?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:gaf|geeft) (?:als (?:leider|tegenspeler) )?(?:\S+ ){{0,5}}(?:af|weg)\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:wil|wilde) (?:\S+ ){{0,4}}(?:afgeven|weggeven|claimen|concederen)\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:legt|toont|zegt)\b",
        rf"\bpartner \( ?(?P<s>{SEAT}) ?\) (?:\S+ ){{0,3}}(?:wilde|wil|gaf|geeft|concedeer\w*)",
        rf"\bclaim van (?:\S+ ){{0,3}}?(?P<s>{SEAT})",
        rf"\bik (?:zit|zat|ben|speel|speelde) (?:de )?(?:leider )?(?P<s>{SEAT})",
        # word-order free: the seat of the clause of a claim verb, the seat after the noun or an inverted verb
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?{_WORD}{{0,4}}?{_CLAIM_VERB}\b",
        rf"\b(?:claim|concessie) (?P<s>{SEAT})\b",
        rf"\b(?:legt|legde|toont|toonde|claimt|claimde|concedeert|concedeerde) (?P<s>{SEAT})\b",
        rf"(?P<s>{SEAT}) (?:zijn|haar) (?:claim|concessie)\b",
        rf"\bleider (?P<s>{SEAT}) : '",
        rf"\b(?:claim|concessie) (?:\S+ ){{0,2}}?door (?:de )?(?:leider |tegenspeler )?(?P<s>{SEAT})",
        rf"(?P<s>{SEAT}) , (?:die|de) [^,.]{{1,30}} , {_WORD}{{0,4}}?{_CLAIM_VERB}",
    )
    hits = [m for m in (re.search(p, text) for p in patterns) if m]
    if not hits:
        return None, None
    first = min(hits, key=lambda m: m.start("s"))
    return first.group("s"), first.start("s")


def _claimer_role(text: str, at: int | None) -> str | None:
    roles = {"leider": "declarer", "tegenspeler": "defender"}
    if at is not None:
        around = text[max(0, at - 25): at + 40]
        seat = re.escape(text[at:].split(" ", 1)[0])
        match = re.search(rf"(?:\b(leider|tegenspeler) {seat}\b|{seat} \( ?(leider|tegenspeler) ?\)|{seat} \S+ als (leider|tegenspeler)\b)", around)
        if match:
            return roles[next(g for g in match.groups() if g)]
        known = _seat_roles(text).get(text[at:].split(" ", 1)[0][-1])
        if known in ("declarer", "defender"):
            return known
    match = re.search(r"\b(?:claim\w*|gaf|geeft|concedeer\w*|heb|heeft) (?:\S+ )?als (leider|tegenspeler)\b", text)
    if match:
        return roles[match.group(1)]
    match = re.search(r"(?:^|[.!?;] )(?:de )?(leider|tegenspeler) (?:claim\w*|concedeer\w*|gaf|geeft)\b", text)
    if match:
        return roles[match.group(1)]
    if re.search(r"\bpartner\b[^.?!;]*\bals tegenspeler\b|\bwij (?:zijn|waren) de tegenspeler", text):
        return "defender"
    return None


def _trump_outstanding(reader: Reader, text: str, claimer: str | None) -> bool | None:
    if _any(text, r"\b(?:alle|de) troeven (?:\S+ ){0,2}(?:al |allemaal )?(?:getrokken|eruit|weg|op)\b", r"\bgeen troe\w* meer\b",
            r"\bsans[- ]?(?:atout|contract)\b", r"\bgeen troefcontract\b", r"\b(?:het|contract) (?:was|is) sans\b", r"\bin sans\b"):
        return False
    if re.search(r"\b[1-7] ?(?:sa|sans|nt)\b", reader.norm) and re.search(r"\bclaim", text) and "troe" not in text:
        return False
    own = {"ik", "zelf", "leider", "claimer"} | ({claimer} if claimer else set())
    if re.search(r"\btroe\w* (?:\S+ ){0,2}buiten\b", text):  # trumps "out": the opponents'
        return True
    if re.search(r"\btroe\w* (?:die )?(?:\S+ ){0,3}niet (?:genoemd|noemde|vermeld|vermeldde)\b|\bniet (?:genoemde|vermelde) troe|"
                 r"\btroe\w* (?:noemde|noemt|vermeldde|vermeldt) (?:\S+ ){0,2}niet\b", text):
        return True
    if _opponent_holds_trump(reader, claimer):
        return True
    for match in re.finditer(r"\bnog (?:een|één|\d|twee|drie|de) (?:hoge |kleine |laatste )?troe\w*", text):
        holder = text[: match.start()].split()[-3:]
        if not own.intersection(holder):  # a trump of an opponent, not the claimer's own
            return True
    for match in re.finditer(rf"\b({SEAT}|hij|ik) (?:had|heeft|hield|houdt) (?:echter |toch )?nog {_WORD}{{0,4}}?troef(?:fen|en)?\b", text):
        if match.group(1) not in own | {"hij"}:  # "hij" may be the claimer himself
            return True
    return None


def _opponent_holds_trump(reader: Reader, claimer: str | None) -> bool:
    """A suit contract ("4♥") and another seat that still holds a card of that suit ("O heeft nog ♥10")."""
    from .extract import SEAT as WORD_SEAT
    from .normalize import parse_seat

    contract = re.search(r"\b[1-7] ?([♠♥♦♣])", reader.norm)
    if not contract:
        return False
    suit = contract.group(1)
    for match in re.finditer(rf"({WORD_SEAT}) (?:had|heeft|hield|houdt) (?:echter |toch )?nog (?:de |een )?{suit}|"
                             rf"({WORD_SEAT}) (?:echter |toch )?nog (?:de |een )?{suit}\S* (?:had|heeft|hield)\b", reader.norm):
        seat = parse_seat(match.group(1) or match.group(2))
        if seat and seat != (claimer or "")[-1:]:
            return True
    return False


_WON = r"(?:al|reeds) (?:\S+ )?(?:gewonnen|binnen)\b"
_LOSE = r"(?:verliezen|verloren|verlies\w*|kwijtraken|kwijtgeraakt|kwijt)"
_WITHDRAWN_BASIS = (
    ("not_likely", (r"\bonwaarschijnlijk\w*", r"\bniet waarschijnlijk\b", r"\bwaarschijnlijk niet\b")),
    ("actually_won", (_WON,)),
    ("likely_won", (r"\bwaarschijnlijk\b",)),
)
_CONCEDED_BASIS = (
    ("actually_won", (_WON,)),
    ("could_not_lose", (rf"\b(?:nooit|niet|onmogelijk|geen)\b (?:\S+ ){{0,5}}{_LOSE}\b",
                        r"\bonverliesbaar\b", r"\bkon (?:\S+ ){0,2}niet (?:\S+ )?verloren\b")),
    ("could_lose", (r"\b(?:wel|ook|best|makkelijk|gemakkelijk) (?:\S+ ){0,3}(?:kunnen )?(?:verliezen|verloren|kwijtraken)\b",
                    r"\bkunnen verliezen\b", r"\bkon (?:\S+ ){0,3}verloren gaan\b",
                    rf"\b(?:kon|kan|konden|kunnen)\b (?:(?!niet|nooit|geen)\S+ ){{0,8}}{_LOSE}\b")),
)


@extractor("claim", replaces=True)
def claim(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    tag, at = _claimer(text)
    _put(facts, "offender", tag[-1] if tag else None)
    role = _claimer_role(text, at)
    _put(facts, "offender_role", role)
    situation = _first(text, _SITUATION)
    if situation is None and re.search(r"\bverzet\w* (?:zich|ze|hij|zij)\b", reader.lower):
        situation = "contested"  # (the canonical text reads "verzette" as the revoke cue "verzaakt")
    if situation in (None, "contested") and tag and role != "declarer":
        # an objection by the conceding defender's own partner
        if re.search(rf"\b(?:SEAT|HAND)_{PARTNER[tag[-1]]} (?:\S+ ){{0,2}}{_OBJECT}", text):
            situation = "partner_objected"
    if situation == "agreed" and _any(text, *_REOPENED):
        situation = None
    _put(facts, "claim_situation", situation)
    _put(facts, "claim_trump_outstanding", _trump_outstanding(reader, text, tag))
    _put(facts, "correction_period_open", correction_period_open(text))
    if situation == "agreement_withdrawn":
        _put(facts, "withdrawn_trick_basis", _first(text, _WITHDRAWN_BASIS))
    elif situation in (None, "concession_regretted") and re.search(_CONCEDE, text):
        _put(facts, "conceded_trick_basis", _first(text, _CONCEDED_BASIS))
    return facts


# -- Laws 16B, 16D, 73: unauthorised information -----------------------------------------------------
_EXTRANEOUS = (
    r"\b(?:andere|naburige|volgende|vorige) tafel\b", r"\bbuurtafel\b",
    r"\b(?:aan|bij|van) tafel \d+ (?:\S+ ){0,2}(?:zei|riep|zeiden|riepen|hoorde|gepraat|praatte|praatten|geroepen|gezegd|verteld)\b",
    r"\b(?:zei|riep) iemand\b", r"\b(?:uitslag|score|resultaat) van (?:spel|bord) \d+\b",
    r"\b(?:hoorde|hoorden|gehoord|ving)\b[^.?!;]*\b(?:iemand|mensen|anderen)\b", r"\biemand (?:\S+ ){0,3}(?:praten|vertellen|zeggen|roepen)\b", r"\btafel naast (?:ons|me|mij|hen|hem)\b", r"\b(?:iemand )?van tafel \d+\b",
    r"\b(?:zag|zie|zien|gezien|keek|gekeken|ving) (?:\S+ ){0,2}per ongeluk\b",
    r"\bper ongeluk (?:\S+ ){0,6}(?:gezien|zag|gekeken|gehoord)\b",
    r"\bhandrecord\b[^.?!;]*\b(?:gezien|bekeken|gelezen|zag|keek)\b", r"\b(?:zag|keek|las)\b[^.?!;]*\bhandrecord\b",
    r"\b(?:kaart|kaarten|hand|CARD) van (?:\S+ ){0,3}(?:gezien|zag|zien|bekeken)\b",
    r"\bzag (?:\S+ ){0,3}de kaarten van\b",
    r"\b(?:zag|gezien|zien|keek|gekeken) (?:\S+ ){0,3}(?:in )?(?:de |een )?(?:kaart|kaarten|hand|CARD) van\b",
    rf"\b(?:kaart|kaarten|hand|CARD) van (?:{SEAT}|de tegenstander|een tegenstander) (?:\S+ )?gezien\b",
    r"\b(?:heeft|had) (?:\S+ ){0,4}gehoord dat\b",
    r"\bvan buiten het spel\b",
)
_OPPONENT_MANNER = (
    r"\bmisleid\w*", r"\bverkeerde (?:conclusie|indruk)\b", r"\bop het verkeerde been\b",
    r"\b(?:tegenspeler|tegenstander|leider)\w* (?:\S+ )?(?:expres|opzettelijk|met opzet)\b",
    r"\b(?:expres|opzettelijk|met opzet)\b[^.?!;]*\b(?:de leider|de tegenspeler|de verdediging)\b",
    r"\bterwijl (?:hij|zij) (?:maar )?(?:een )?(?:singleton|doubleton|niets|niks|geen keus|geen keuze)\b", r"\bniets te (?:kiezen|denken|raden)\b",
    r"\bzodat (?!(?:zijn|haar|mijn) partner)(?:[^\s.?!;]+ ){1,3}(?:dacht|dachten|meende|meenden|geloofde|geloofden|aannam)\b", r"\b(?:raadde|gokte|snitte|speelde) (?:\S+ )?(?:daardoor )?verkeerd\b",
    r"\b(?:ging|gingen|gaat) (?:daardoor )?de mist in\b", r"\balsof hij\b",
)
_UI_MENTIONS = rf"\b{SEAT}\b|\bSIDE_|\bpartner\b"
_BID_OR_PLAY = (r"(?:bood|biedt|boden|bieden|paste|past|pasten|doubleerde|doubleert|DBL|speelde|speelt|vond|koos|kiest|"
                r"kwam|komt|opende|opent|sprong|ging|gaat|geboden|gepast|gedoubleerd|gespeeld|gekozen|gevonden)")


def _ui_acted(text: str) -> bool | None:
    if _any(text, rf"\bmoet (?:nu )?(?:{SEAT} )?(?:nu )?nog (?:\S+ ){{0,3}}(?:bieden|kiezen|spelen|bijspelen|voorspelen|uitkomen|doen|maken)\b",
            r"\b(?:heb|heeft|hebben) (?:\S+ )?nog (?:niet|niks|niets) (?:geboden|gespeeld|gekozen)\b",
            r"\bnog (?:niet|niks|niets) (?:geboden|gespeeld|gepast|gedoubleerd|gekozen|uitgekomen)\b",
            rf"\b(?:{SEAT}|partner|hij|zij|ik) moet (?:nu )?nog (?=[.,;!?]|$)", r"\bmoet (?:\S+ )?nog aan (?:de beurt|bod) komen\b"):
        return False
    if _any(text, rf"\b(?:daarna|waarna|vervolgens|toch)\b(?: [^\s.?!;,]+){{0,6}} {_BID_OR_PLAY}\b",
            rf"\b{_BID_OR_PLAY} (?:[^\s.?!;,]+ ){{0,3}}(?:daarna|toch|door(?= [.,;!?]| (?:en|maar|zonder|tot|met)\b| ?$)|daarop|daardoor|vervolgens|toen)\b", r"\b(?:gaat|ging|bood|biedt) door\b",
            rf"\b(?:paste|bood|speelde) ook\b"):
        return True
    return None


def _ui_disputed(text: str) -> bool | None:
    if _any(text, r"\bniemand (?:\S+ )?(?:betwist|ontkent)\b", r"\b(?:iedereen|allen|beide partijen|alle spelers) (?:is|zijn) het (?:er ?over |erover )?eens\b",
            r"\b(?:erkent|erkennen|erkende|geeft toe|geven toe)\b", r"\b(?:geeft|geven|gaf|gaven) (?:\S+ ){0,3}toe\b"):
        return False
    if _any(text, r"\bontken\w*", r"\bbetwist\w*", r"\boneens\b", r"\bverschil\w* van mening\b", r"\bmeningsverschil\b",
            r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren) dat er (?:\S+ )?geen (?:\S+ )?(?:pauze|aarzeling|hesitatie|denkpauze|twijfel|stilte)\b",
            r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|stelt|stellen|vol) dat (?:het|hij|zij|ze) (?:\S+ ){0,3}(?:normaal|gewoon|in) tempo\b", r"\b(?:zegt|zeggen|zei|zeiden|vindt|vinden) van niet\b",
            r"\bdat (?:hij|zij|ze) (?:\S+ ){0,2}(?:gewoon |helemaal )?(?:vlot|snel|in tempo|in normaal tempo) (?:was|waren|bood|boden|speelde|paste)\b", r"\bdiscussie over (?:de|een|het) (?:aarzeling|hesitatie|denkpauze|tempo)\b"):
        return True
    return None


def phase_after_play(text: str) -> str | None:
    if _any(text, r"\bna afloop\b", r"\bna het (?:spel|spelen)\b", r"\b(?:spel|spelen|bord) (?:is|was) (?:al )?(?:afgelopen|voorbij|uitgespeeld)\b", r"\b(?:is|werd) (?:\S+ )?uitgespeeld\b", r"\bna de laatste slag\b"):
        return "after_play"
    return None


@extractor("unauthorized_information", replaces=True)
def unauthorized_information(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts = _generic_offender(text)
    source = None
    if _any(text, *_EXTRANEOUS):
        source = "extraneous"
    elif _any(text, *_OPPONENT_MANNER):
        source = "opponent_manner"
    elif re.search(_UI_MENTIONS, text):
        source = "partner"
    _put(facts, "ui_source", source)
    if source == "partner":
        _put(facts, "ui_disputed", _ui_disputed(text))
        _put(facts, "ui_acted", _ui_acted(text))
    _put(facts, "phase", phase_after_play(text))
    return facts


# -- Laws 20F, 21B, 40B4, 75: misinformation -----------------------------------------------------------
_EXPLAIN = r"(?:legt|legde|legden|uitgelegd|uitleg|alerteerde|alerteert|gealerteerd|alerteren|zei|zegt|gezegd|vertelde|vertelt)"
_NOT_RIGHT = (r"(?:niet klopt|niet klopte|klopt niet|klopte niet|niet juist|fout|verkeerd|niet overeenkwam|niet overeenkomt|"
              r"kwam niet overeen|komt niet overeen|niet strookt|niet strookte)")
_CORRECTNESS = (
    ("no_evidence", (r"\bgeen systeemkaart\b", r"\bniemand heeft een systeemkaart\b", r"\bgeen (?:enkel )?bewijs\b",
                     r"\bsysteemkaart (?:\S+ ){0,3}niet (?:ingevuld|aanwezig|bij de hand|te vinden)\b",
                     r"\b(?:niet|niemand kan|kan niemand) (?:\S+ )?(?:aantonen|bewijzen)\b", r"\bgeen (?:\S+ )?kaart bij (?:zich|de hand)\b",
                     r"\b(?:systeemkaart|kaart) (?:ontbreekt|ontbrak|is zoek|is kwijt|is er niet)\b",
                     r"\bonderling (?:\S+ )?(?:niet eens|oneens)\b",
                     r"\bniet vast te stellen\b", r"\bafspraak is onduidelijk\b")),
    ("call_wrong", (r"\b(?:uitleg|alert|verklaring|toelichting) (?:(?!niet )\S+ ){0,3}(?:klopt|klopte|was juist|is juist|was correct|was goed)\b(?! niet)",
                    r"\b(?:was|is) (?:juist|correct|goed) volgens (?:hun|de|onze|zijn) (?:systeem)?kaart\b",
                    r"\b(?:is|was) ook (?:hun|de|onze|zijn) afspraak\b", r"\bmisbid\w*",
                    r"\b(?:klopt|klopte) dat\b(?! niet)", r"(?<!of )\b(?:dat|die uitleg|deze uitleg) (?:klopt|klopte)\b(?! niet)",
                    r"\b(?:staat|stond) (?:ook |precies |exact )?(?:zo )?op\b(?! (?:de|hun|onze|zijn) (?:systeem)?kaart (?:dat|:))", r"\bstaat zo op\b", r"\bverkeerd geboden\b", r"\bverkeerd bedoeld\b",
                    r"\bzich (?:\S+ )?verboden\b", r"\bcorrect uit\b", r"\b(?:bod|bieding) (?:\S+ ){0,3}(?:was|is) fout\b")),
    ("explanation_wrong", (r"\bverkeerde? uitleg\w*", rf"\buitleg\w* (?:\S+ ){{0,4}}{_NOT_RIGHT}", r"\bfout in de uitleg\b",
                           r"\bverkeerd (?:heeft )?uitgelegd\b", r"\b(?:fout|verkeerd|onjuist)e? (?:had |heeft |heb )?uitgelegd\b",
                           r"\b(?:foute|onjuiste|verkeerde|misleidende) (?:uitleg|alert|verklaring)\b",
                           r"\bterwijl (?:hun|de|onze|zijn) (?:afspraak|systeemkaart|kaart)\b",
                           r"\buitleg\w* (?:\S+ ){0,7}(?:niet|geen) (?:\S+ ){0,4}(?:klop\w*|overeen\w*|strook\w*|juist)\b",
                           r"\b(?:alerteerde|alerteert) (?:\S+ ){0,4}niet\b", r"\bbij (?:hen|hun|ons) (?:is|was) (?:dat|die|dit)\b",
                           r"\bmaar (?:ze|zij|we|wij) (?:hebben|hadden) wel (?:een )?afspraak\b",
                           r"\bterwijl (?:\S+ )?(?:dat|het) (?:wel|anders|juist) (?:had |heeft )?(?:gezegd|uitgelegd|verteld)\b",
                           r"\b(?:corrigeer\w*|verbeter\w*|herstel\w*) (?:\S+ ){0,3}(?:zijn|haar|de|mijn) (?:eigen )?uitleg\b",
                           r"\buitleg (?:\S+ ){0,3}(?:gecorrigeerd|verbeterd|rechtgezet)\b",
                           r"\b(?:blijkt|bleek) uit (?:\S+ )?(?:systeemkaart|kaart)\b", r"\bop (?:de|hun|onze|zijn) (?:systeemkaart|kaart) :",
                           r"\bvolgens (?:hun|de|onze|zijn) (?:afspraak|afspraken|systeemkaart|systeem|kaart)\b",
                           r"\b(?:hun|de) afspraak is\b",
                           r"\bop (?:de|hun|onze|zijn) (?:systeemkaart|kaart) (?:staat|stond)\b",
                           r"\bmaar (?:ze|zij|we|wij) spelen\b",
                           r"\b(?:niet gealerteerd|alerteerde (?:\S+ ){0,2}niet|niet alerteren|niet alerteert)\b",
                           r"\bvergat (?:\S+ )?(?:te )?alert\w*", r"\bgeen alert\b", r"\b(?:dat|het|die) (?:klopt|klopte) niet\b",
                           r"\b(?:ze|zij|we|wij) spelen \d",
                           rf"\balert (?:\S+ ){{0,4}}{_NOT_RIGHT}", rf"\b{_NOT_RIGHT} met (?:hun|de|onze|zijn) afspra\w*",
                           r"\b(?:blijkt|bleek) uit (?:hun|de|onze|zijn) systeemkaart\b",
                           r"\bbij (?:hen|hun|ons) (?:is|was) het\b", r"\bhet bij (?:hen|ons) \w+ (?:is|was)\b")),
)


def _misbid(text: str) -> bool:
    """The explanation named a meaning the system card also gives ("uit als transfer … staat transfer")."""
    match = re.search(r"\bop (?:de|hun|zijn|onze) (?:systeemkaart|kaart) (?:staat|stond) (?:ook )?(\w+)", text)
    return bool(match and re.search(rf"\b(?:uit als|als) '? ?{re.escape(match.group(1))}\b", text[: match.start()]))


def _explanation_correct(text: str) -> str | None:
    if re.search(r"\bverschil tussen\b", text):
        return None
    if _misbid(text):
        return "call_wrong"
    return _first(text, _CORRECTNESS)


_DISCOVER = (r"(?:merkt|merkte|gemerkt|merk|ontdekt|ontdekte|ontdekken|ontdekten|blijkt|bleek|realiseert|realiseerde|ziet|zie|zag|zagen|zien|"
             r"aan het licht)")
_WHEN = (
    ("auction_period", r"(?:tijdens (?:het bieden|de bieding|de biedperiode)|nog tijdens|biedperiode|voor de uitkomst|voordat de uitkomst|"
                       r"na de slotpas\b(?![^.?!;]*uitkomst)|\bin de (?:bieding|biedperiode)\b)"),
    ("play", r"(?:tijdens het (?:spel|spelen|afspel)|halverwege het spel|\b(?:in|bij) (?:de )?TRICK_\d+|\bin slag \d+)"),
    ("after_play", r"(?:na afloop|na het (?:spel|spelen|laatste bord)|achteraf|na de (?:laatste slag|TRICK_13|zitting))"),
)


# Other words for finding out: "heeft ... door dat", "kwamen ... achter", "meldt", an apology for one's own explanation.
_DISCOVER_MORE = (r"\b(?:heeft|hebben|had|hadden|kreeg|kregen) (?:\S+ ){0,5}door dat\b|\b(?:kwam|kwamen|komt|komen) (?:[^\s.?!;]+ ){0,8}achter\b|"
                  r"\b(?:meldt|meldde|gemeld|opgemerkt|sorry|corrigeert|corrigeerde|verbetert|verbeterde)\b|"
                  r"\b(?:vertelt|vertelde|zegt|zei|meldt|meldde|geeft toe|gaf toe) (?:\S+ ){0,9}dat [^.?!;]*\b(?:fout|verkeerd|onjuist|niet (?:juist|klopt|klopte|correct))\b|\bik (?:heb|had) (?:het |\S+ )?(?:fout|verkeerd) uitgelegd\b")


def _discovered(text: str) -> str | None:
    for sentence in _sentences(text):
        if not re.search(rf"\b{_DISCOVER}\b|\bontdekt\b|{_DISCOVER_MORE}", sentence):
            continue
        for value, pattern in _WHEN:
            if re.search(pattern, sentence):
                return value
    if re.search(r"\b(?:nog in de biedperiode|het bieden loopt nog|de bieding loopt nog)\b", text):
        return "auction_period"
    return None


def _misled_partner_called(text: str) -> bool | None:
    match = re.search(r"\bpartner van de misleide speler\b[^.?!;]*?\b(nog niet|al|ook al)\b[^.?!;]*?\bgeboden\b", text)
    if match:
        return match.group(1) != "nog niet"
    misled = re.search(rf"\b({SEAT}) (?:\S+ ){{0,2}}(?:paste|bood|doubleerde|DBL|opende|gepast|geboden|gedoubleerd) "
                       rf"(?:daarop|daardoor|op (?:de|die|deze|zijn|haar) (?:oude |verkeerde |foute )?uitleg)\b", text) or re.search(
        rf"\b({SEAT}) (?:heeft|had) (?:daardoor|daarop|toen) (?:gepast|geboden|gedoubleerd)\b", text)
    if not misled:
        return None
    partner = PARTNER[misled.group(1)[-1]]
    after = text[misled.end():]
    match = re.search(rf"\b(?:SEAT|HAND)_{partner}\b (?:\S+ ){{0,3}}?(nog niet|al|ook al|ook) (?:\S+ )?(?:geboden|gepast|gedoubleerd)\b", after)
    if match:
        return match.group(1) != "nog niet"
    return None


def _partner_called_since(text: str) -> bool | None:
    """The misled player's partner, named as a partner, called (or not) since: "mijn partner heeft sindsdien al 1♠ geboden"."""
    found = _misled_partner_called(text)
    if found is not None:
        return found
    for sentence in _sentences(text):
        if "partner" not in sentence or "uitleg" in sentence or not re.search(r"\b(?:sindsdien|intussen|inmiddels|daarna)\b", sentence):
            continue
        match = re.search(r"\b(nog niet|al|ook al) (?:\S+ ){0,2}(?:geboden|gepast|gedoubleerd|geredoubleerd)\b", sentence)
        if match:
            return match.group(1) != "nog niet"
    return None


def _noticed_by(text: str, explainer_side: str | None, explainer: str | None = None, role: str | None = None) -> str | None:
    if _any(text, r"\bmijn eigen uitleg\b", r"\b(?:merkt|merkte|ziet|zag) (?:\S+ ){0,4}zelf\b",
            r"\bik (?:heb|had) (?:het |\S+ )?(?:fout|verkeerd) uitgelegd\b",
            r"\b(?:corrigeert|corrigeerde|verbetert|verbeterde|herstelt|herstelde) (?:\S+ ){0,2}zelf\b", r"\bzelf (?:zijn|haar) (?:eigen )?uitleg\b",
            r"\bdat (?:hij|zij|ik) (?:\S+ ){0,6}(?:verkeerd|fout|onjuist) (?:had |heeft |heb )?uitgelegd\b",
            rf"\b(?:{_DISCOVER}|vertelt|vertelde|zegt|zei|meldt|meldde|gaf toe|geeft toe)\b[^.?!;]*\bdat (?:zijn|haar|mijn) (?:eigen )?uitleg\b",
            r"\b(?:realiseert|realiseerde) (?:\S+ )?zich dat (?:hij|zij) (?:\S+ ){0,6}(?:uitgelegd|uitleg)\b",
            r"\bdat (?:hij|zij|ik) (?:\S+ ){0,6}verkeerd (?:heeft |heb )?uitgelegd\b"):
        return "explainer"
    if _any(text, r"\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,5}(?:verkeerd|fout|onjuist) (?:heeft |had )?uitgelegd\b",
            r"\bpartner van de uitleg(?:ger)?\b",
            r"\buitleg van (?:zijn|je|mijn|haar) partner\b", rf"\b(?:zijn|haar) partner (?:{SEAT} )?(?:weet|wil|ziet|merkt)\b"):
        return "explainer_partner"
    match = re.search(rf"\b(SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders) (?:\S+ )?{_DISCOVER}\b", text) or re.search(
        rf"\b{_DISCOVER} (SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders)\b", text)
    if match and not (explainer_side and explainer_side in match.group(1)):
        return "opponents"
    # the seat (or side) that noticed, compared with the explainer's
    noticer = re.search(rf"\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:[^\s.?!;,:]+ )?(?:{_DISCOVER}|{_DISCOVER_MORE})", text) or re.search(
        rf"\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:[^\s.?!;,:]+ )?(?:vertelt|vertelde|meldt|meldde|zegt|zei|geeft aan|gaf aan) "
        rf"(?:\S+ ){{0,3}}dat [^.?!;]*\b(?:fout|verkeerd|niet klop\w*)\b", text) or re.search(
        rf"\b(?:{_DISCOVER}|vertelt|vertelde|meldt|meldde|zegt|zei) ((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:\S+ )?dat\b", text) or re.search(
        rf"\b(?:{_DISCOVER}|opgemerkt) (?:\S+ ){{0,3}}door ((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)|de tegenspeler|de tegenpartij|de tegenstanders)\b", text)
    if noticer:
        who = noticer.group(1)
        if who.startswith("SIDE_"):
            return None if explainer_side and explainer_side in who else "opponents"
        if who in ("de tegenpartij", "de tegenstanders") or (who == "de tegenspeler" and role in ("declarer", "dummy")):
            return "opponents"
        if explainer and who[-1] in "NOZW" and who.startswith(("SEAT_", "HAND_")):
            return "explainer" if who[-1] == explainer else "explainer_partner" if who[-1] == PARTNER[explainer] else "opponents"
        if not explainer and role and who.startswith(("SEAT_", "HAND_")):
            seen = _seat_roles(text).get(who[-1])  # a defender noticed the declaring side's explanation, or vice versa
            if seen and (seen == "defender") != (role == "defender"):
                return "opponents"
    # a role that noticed, compared with the explainer's ("de blinde legde uit …; de leider wil dit rechtzetten")
    by_role = re.search(rf"\b(?:de )?(leider|blinde|tegenspeler) (?:\S+ ){{0,2}}(?:{_DISCOVER}|wil (?:\S+ ){{0,5}}(?:rechtzetten|verbeteren|corrigeren|melden))\b", text)
    if by_role and role:
        noticed = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}[by_role.group(1)]
        if noticed == role and role != "defender":
            return "explainer"
        if _PARTNER_ROLE.get(role) == noticed and role != "defender":
            return "explainer_partner"
    if re.search(r"\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,8}(?:verkeerde|foute|onjuiste) uitleg\b", text):
        return "explainer_partner"
    if re.search(r"\b(?:mijn|onze) tegenstander", text) and re.search(rf"\b(?:{_DISCOVER}) (?:ik|we|wij)\b|\b(?:ik|we|wij) (?:{_DISCOVER})\b", text):
        return "opponents"
    return None


def _explainer(text: str) -> str | None:
    # who found out that his own explanation was wrong ("merkt leider W dat hij zelf 4♦ fout had uitgelegd")
    own = re.search(rf"\b({SEAT}) (?:\( ?\w+ ?\) )?(?:[^\s.?!;]+ ){{0,6}}?dat (?:(?:hij|zij) (?:[^\s.?!;]+ ){{0,8}}?(?:uitgelegd|uitlegde)|"
                    rf"(?:zijn|haar) (?:eigen )?uitleg)\b", text)
    if own:
        return own.group(1)[-1]
    partner = re.search(rf"\bpartner van de uitleg(?:ger)? \(? ?({SEAT})", text)
    if partner:
        return PARTNER[partner.group(1)[-1]]
    named = re.search(rf"\b(?:uitleg|alert) (?:(?:van|over) CALL )?(?:van|door) (?:de (?:blinde|leider|tegenspeler) )?\(? ?({SEAT})", text)
    if named:
        return named.group(1)[-1]
    match = re.search(rf"\b({SEAT}) (?:\( ?\w+ ?\) )?(?:(?!dat\b)[^\s.?!;]+ ){{0,4}}?(?<!de ){_EXPLAIN}\b|\b(?:door|van) (?:de )?(?:(?:blinde|leider|tegenspeler) )?\(? ?({SEAT})\b"
                      rf"|\b(?:blinde|leider|tegenspeler) ({SEAT}) (?:\S+ ){{0,6}}(?:uitgelegd|uitlegde|legde|alerteerde)\b", text)
    if not match:
        match = re.search(rf"\b{_DISCOVER} ({SEAT}) (?:\S+ ){{0,2}}dat (?:hij|zij) (?:\S+ ){{0,8}}(?:uitgelegd|uitleg)\b", text)
    if not match:
        return None
    return next(g for g in match.groups() if g)[-1]


_OWN_EXPLANATION = r"(?:(?:zijn|haar|mijn) (?:eigen )?uitleg|(?:hij|zij|ik) (?:\S+ ){0,5}(?:verkeerd |fout )?(?:heeft |heb |had )?uitgelegd)"
_PARTNER_EXPLAINED = (r"(?:(?<!van )(?:mijn|zijn|haar) partner (?:\S+ ){0,6}(?:uitgelegd|uitleg|uitleggen|uitlegde|legde|alerteerde)\b|"
                      r"uitleg van (?:mijn|zijn|haar) partner)")
_ROLES = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}
_PARTNER_ROLE = {"declarer": "dummy", "dummy": "declarer", "defender": "defender"}


def _explainer_role(text: str, explainer: str | None) -> str | None:
    own = re.search(rf"\b(?:ik (?:ben|zit|speel|was|word|werd) (?:als |de )?|als |(?:^|[.!?;] )(?:de )?|{_DISCOVER} )(leider|blinde|tegenspeler)\b(?: \(? ?{SEAT} ?\)?)?"
                    rf"[^.?!;]*\b({_OWN_EXPLANATION}|{_PARTNER_EXPLAINED})", text)
    if own:
        role = _ROLES[own.group(1)]
        return role if re.fullmatch(_OWN_EXPLANATION, own.group(2)) else _PARTNER_ROLE[role]
    by_role = re.search(r"\b(?:uitleg|alert) (?:\S+ )?(?:van|door) de (leider|blinde)\b", text)
    if by_role and not explainer:
        return _ROLES[by_role.group(1)]
    me = re.search(r"\bik (?:ben|zit|speel|was|word|werd) (?:als |de )?(leider|blinde|tegenspeler)\b", text)
    if me and re.search(rf"\b{_PARTNER_EXPLAINED}|\bmijn partner (?:\S+ ){{0,8}}(?:verkeerde|foute|onjuiste) uitleg\b", text):
        return _PARTNER_ROLE[_ROLES[me.group(1)]]  # the narrator's role given anywhere, his partner explained
    if _any(text, rf"\bblinde (?:\( ?)?(?:{SEAT} )?(?:\) )?(?:had |heeft )?(?:[^\s.?!;]+ ){{0,6}}(?:uitgelegd|legde|legt|alerteerde)\b",
            r"\bdoor de blinde\b", r"\bleider\b[^.?!;]*\buitleg van (?:zijn|haar) partner\b"):
        return "dummy"
    if _any(text, rf"\bleider (?:\( ?{SEAT} ?\) )?(?:had|heeft|legde|legt|gaf|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b"):
        return "declarer"
    if _any(text, rf"\btegenspeler (?:{SEAT} )?(?:gaf|legde|legt|had|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b",
            r"\bals (?:je |ik )?tegenspeler\b"):
        return "defender"
    if explainer and re.search(rf"\b(?:SEAT|HAND)_{explainer} (?:is|was) (?:de )?leider\b", text):
        return "declarer"
    if explainer:
        return _seat_roles(text).get(explainer)
    return None


@extractor("misinformation", replaces=True)
def misinformation(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts = _generic_offender(text)
    explainer = _explainer(text)
    side = None if explainer is None else ("NZ" if explainer in "NZ" else "OW")
    role = _explainer_role(text, explainer)
    _put(facts, "offender_role", role)
    _put(facts, "mi_explanation_correct", _explanation_correct(text))
    _put(facts, "mi_discovered", _discovered(text))
    _put(facts, "mi_partner_called_since", _partner_called_since(text))
    _put(facts, "mi_noticed_by", _noticed_by(text, side, explainer, role))
    return facts


# -- Laws 9-11: forfeiture of the right to rectification --------------------------------------------
_IRREGULAR = (r"(?:onregelmatigheid|verzaakt|verzaking|strafkaart|onvoldoende bod|onvoldoende (?:CALL|bieding)|bod voor (?:de|zijn) beurt|"
              r"uitkomst voor de beurt|voor (?:de|zijn) beurt|fout|overtreding)")
_FORFEIT_OFFENDER = (
    rf"\b{_IRREGULAR} van (?:de )?(?:leider |tegenspeler |blinde )?(?P<s>{SEAT})",
    rf"(?P<s>{SEAT}) met (?:zijn|haar) strafkaart\b",
    rf"(?P<s>{SEAT}) (?:\S+ ){{0,3}}?(?:onvoldoende|voor (?:zijn|haar) beurt|terwijl hij moest passen|verzaakt|"
    rf"(?:een )?kaart laten (?:zien|vallen)|verbeterde|herstelde)\b",
    rf"(?P<s>{SEAT}) (?:bood|paste|speelde|kwam) \S+ (?:voor (?:zijn|haar) beurt|terwijl)\b",
    rf"(?P<s>{SEAT}) liet (?:\S+ ){{0,4}}(?:zien|vallen)\b",
)
_SETTLED = (
    r"\b(?:liet|lieten|laat|laten) (?:hem|haar) (?:\S+ ){0,4}(?:zelf|weer|terug\w*|verbeter\w*|oppakken|nemen|herstel\w*|verander\w*|vervang\w*)\b",
    r"\bzelf (?:al )?(?:rechtgezet|bepaald|opgelost|geregeld|afgehandeld)\b",
    r"\b(?:bepaalde|bepaalden|regelden|regelde) (?:het )?zelf\b",
    r"\bonderling\b", r"\bzelf de rechtzetting\b", r"\b(?:zei|zeiden|zegt|riep) (?:\S+ ){0,2}'", r"\bgezegd dat\b",
    r"\bzeiden er (?:niets|niks) over\b", r"\b(?:afgesproken|kwijtgescholden)\b",
    r"\b(?:regelde|regelden|bepaalde|bepaalden|loste|losten|handelde|handelden) (?:[^\s.?!;]+ ){0,6}zelf\b",
)
_CORRECTED = (
    r"\b(?:verbeterde|verbetert|herstelde|herstelt|corrigeerde|corrigeert|hersteld|verbeterd|gecorrigeerd)\b(?: \S+){0,6} "
    r"(?:zelf|uit zichzelf)\b",
    r"\b(?:zelf|uit zichzelf) (?:\S+ ){0,2}(?:hersteld|verbeterd|gecorrigeerd|herstelde|verbeterde|naar)\b",
    r"\bpakte (?:\S+ ){0,3}(?:zelf )?terug\b", r"\bnam (?:\S+ ){0,3}zelf terug\b",
    r"\b(?:pakte|nam|haalde|trok) (?:[^\s.?!;]+ ){0,3}zelf (?:\S+ )?(?:terug|op|weg)\b",
    r"\b(?:maakte|maakt|veranderde|verving|wijzigde) (?:\S+ ){0,2}zelf\b",
)
_NOS_ACTED = (
    r"\b(?:verder|door) ?(?:ge)?(?:speeld|speelt|speelde|speelden|spelen|boden|bood|biedt|bieden|geboden)\b",
    r"\bdoor(?:gespeeld|geboden|gaat|gaan|ging)\b",
    r"\b(?:speelde|speelden|speelt|spelen|bood|boden|biedt|bieden|gaat|ging|gingen|deed)\b (?:[^ .?!;,]+ ){0,8}?(?:verder|door)\b",
    r"\b(?:verder|door) hadden gespeeld\b", r"\bpas (?:\S+ ){0,3}(?:spellen|borden|slagen) later\b",
    r"\b(?:deed|deden) al iets\b", r"\bvoordat de wedstrijdleider (?:aan tafel )?(?:er )?(?:was|kwam|er is)\b.*\bniet-overtredende\b",
    r"\bniet-overtredende partij (?:\S+ ){0,3}(?:al|voordat)\b",
    r"\b(?:daarna |toen )?gewoon (?:\S+ )?(?:geboden|gespeeld|gepast|bood|speelde|boden|speelden|biedt|speelt)\b",
    r"\b(?:bood|boden|speelde|speelden) (?:er )?(?:gewoon )?overheen\b",
    r"\b(?:bood|boden|paste|pasten|speelde|speelden|speelt|biedt|past) (?:daarna |toen |vervolgens )?gewoon\b",
)
# A player draws attention to an irregularity of his own side ("wees zijn partner erop", "N wees er zelf op dat zijn partner").
_OWN_SIDE = (
    r"\b(?:wees|wijst|wijzen|gewezen|wijs)\b[^.?!;]*\bpartner\b", r"\bpartner\b[^.?!;]*\b(?:erop|er op) (?:\S+ )?(?:gewezen|wijzen|wees)\b",
    r"\b(?:attendeerde|attendeert|waarschuwde|waarschuwt) (?:\S+ )?(?:zijn|haar|mijn) (?:eigen )?partner\b",
    r"\b(?:zei|zegt|riep|roept) (?:\S+ ){0,2}tegen (?:zijn|haar|mijn) (?:eigen )?partner\b",
)
# Who had a choice asked his partner ("overlegden", "vroeg eerst aan zijn partner").
_CONSULTED = (
    r"\b(?:besprak|bespreekt|bespraken|besproken) (?:\S+ ){0,3}met (?:zijn|haar) partner\b",
    r"\boverleg\w*", r"\b(?:vroeg|vraagt|vroegen) (?:\S+ ){0,3}(?:aan )?(?:zijn|haar) partner\b", r"\bmet (?:zijn|haar) partner (?:\S+ )?(?:besproken|bespreken|beraadslaagd)\b",
)
# After the rectification the offenders chose what suited them best.
_PROFITED = (
    r"\b(?:na|bij) (?:de|mijn|onze|zijn|haar) (?:rechtzetting|rectificatie|uitleg van de opties)\b[^.?!;]*\b(?:gunstigst\w*|voordeligst\w*|best uit\w*|meest gunstige)\b",
    r"\b(?:rechtzetting|rectificatie)\b.*?\b(?:daarna|toen)\b[^.?!;]*\b(?:gunstigst\w*|voordeligst\w*|best uit\w*|meest gunstige)\b",
)
# The players decided it themselves (weaker cues than _SETTLED: after a correction by the offender himself).
_SETTLED_LATE = (
    r"\bzelf\b[^.?!]*\bzonder (?:de |een )?wedstrijdleider\b", r"\bzonder (?:de |een )?wedstrijdleider\b[^.?!]*\bzelf\b",
    r"\bzelf (?:\S+ ){0,4}(?:gerekend|toegekend|opgelegd|besloten|beslist|gekozen)\b",
)
_FORFEIT_SITUATION = (("own_side_pointed", _OWN_SIDE), ("partner_consulted", _CONSULTED), ("offender_profited", _PROFITED),
                      ("players_settled", _SETTLED), ("offender_corrected", _CORRECTED), ("nos_acted", _NOS_ACTED),
                      ("players_settled", _SETTLED_LATE))


def _gained(text: str) -> bool | None:
    if _any(text, r"\b(?:geen van beide partijen|niemand|geen partij|geen van beiden) (?:\S+ ){0,2}(?:er )?(?:\S+ )?voordeel\b",
            r"\bgeen voordeel\b", r"\bzonder (?:enig )?voordeel\b"):
        return False
    if _any(text, r"\bvoordeel (?:van|uit|aan|bij) (?:\S+ )?(?:gehad|gehaald|haalden|hadden)\b", r"\b(?:hebben|hadden|heeft|had) (?:\S+ ){0,3}voordeel\b",
            r"\bgoed uit(?:kwam|komt)\b", r"\bprofiteerde\w*",
            r"\b(?:daar|daarmee|daardoor|wat|dat) (?:\S+ ){0,2}(?:verdien\w*|leverde\w*|opgeleverd|won|wonnen|kregen|kreeg) (?:\S+ ){0,3}slag\w*"):
        return True
    return None


@extractor("forfeiture_of_rectification", replaces=True)
def forfeiture(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    hits = [m for m in (re.search(p, text) for p in _FORFEIT_OFFENDER) if m]
    if hits and hits[0].re.pattern == _FORFEIT_OFFENDER[0]:
        hits = hits[:1]  # "the irregularity of W" names him, whoever is named before
    seat = min(hits, key=lambda m: m.start("s")).group("s")[-1] if hits else find_offender(text)
    _put(facts, "offender", seat)
    situation = _first(text, _FORFEIT_SITUATION)
    if situation == "own_side_pointed":  # the irregularity is the partner's
        named = re.search(rf"\bpartner (?:\( ?)?({SEAT})\b", text)
        if named:
            facts["offender"] = named.group(1)[-1]
    _put(facts, "forfeit_situation", situation)
    _put(facts, "forfeit_side_gained", _gained(text))
    return facts


# -- Law 14: an incomplete deck ------------------------------------------------------------------------
_SHORT = (r"(?:\b(?:12|twaalf) (?:kaarten|krt)\b|\b(?:maar|er|nog maar) (?:12|twaalf)\b|: (?:12|twaalf)\b|\bte (?:weinig|kort)\b|"
          r"\bmist\b|\bmissen\b|\bte missen\b|\bkaart minder\b|\btekort\b|\bkaart kwijt\b|\bminder kaarten\b|\bontbre\w* (?:een |één )?kaart bij\b)")
_WHEN_MISSING = (
    ("before_opening_lead", (
        r"\b(?:tijdens|bij) (?:het|de) (?:begin van het )?(?:bieden|bieding)\b",
        r"\b(?:nog )?voor(?:dat)? de uitkomst\b",
                             r"\bnog niemand (?:\S+ )?geboden\b",
                             r"\b(?:nog niet|niemand|iemand|er) (?:\S+ ){0,2}geboden\b",
                             r"\bvoor(?:dat)? (?:de eerste|een|enige|iemand) (?:\S+ )?(?:bieding|bod|geboden)\b",
                             r"\b(?:bieden|bieding) (?:is |was )?nog niet (?:begonnen|gestart)\b",
                             r"\bbij het (?:sorteren|tellen|uitzoeken)\b",
                             r"\bbij het (?:uitnemen|uitpakken|begin)\b",
                             r"\bvoor het bieden\b")),
    ("after_opening_lead", (r"\bna de uitkomst\b", r"\b(?:halverwege|tijdens) het (?:spel|spelen|afspel)\b", r"\bna afloop\b",
                            r"\bna het (?:spel|spelen)\b",
                            r"\b(?:in|bij|na) (?:de )?TRICK_\d+",
                            r"\buitkomst (?:ligt|lag|is|was) (?:al )?(?:open|opengelegd|gedaan|gespeeld|op tafel)\b",
                            r"\bblinde\b",  # there is a dummy: the opening lead was faced
                            r"\bblinde\b[^.?!;]*\b(?:neergelegd|op tafel)\b")),
)
_FOUND = (
    ("among_played", (r"\b(?:tussen|bij|onder) (?:de|zijn|haar|hun) (?:\S+ )?gespeelde kaarten\b", r"\bin (?:een )?(?:eerdere|gespeelde) slag\b")),
    ("not_found", (
        r"\bnergens\b",
        r"\bniet (?:\S+ )?(?:terug)?gevonden\b",
        r"\bniet (?:meer )?(?:terug )?te vinden\b",
        r"\bzoek\b(?![^.?!]*(?<!niet )\b(?:terug)?gevonden\b)",
        r"\bkwijt\b(?![^.?!]*(?<!niet )\b(?:terug)?gevonden\b)",
        r"\bonvindbaar\b")),
    ("among_played", (r"\b(?:tussen|bij|onder) (?:de|zijn|haar|hun) (?:\S+ )?gespeelde kaarten\b", r"\bin (?:een )?(?:eerdere|gespeelde) slag\b")),
    ("elsewhere", (r"\b(?:zat|zit|lag|ligt|lagen|zaten|blijven zitten|achtergebleven|teruggevonden|gevonden|gevallen|viel)\b(?: \S+){0,4} "
                   r"(?:bord|vak|grond|vloer|onder (?:de )?tafel|stoel)\b",
                   r"\b(?:op de grond|op de vloer|onder (?:de )?tafel|onder (?:zijn|haar|de) stoel)\b",
                   r"\bin (?:het|zijn|haar) (?:vak|bord) (?:\S+ )?(?:blijven zitten|achtergebleven|gebleven|blijven steken)\b")),
)


def _short_hand(text: str) -> str | None:
    for sentence in _sentences(text):
        match = re.search(_SHORT, sentence)
        if not match:
            continue
        seat = _seat_before(sentence, match.start())
        if seat:
            return seat
        dummy = re.search(rf"\bblinde (?:is |was )?({SEAT})|({SEAT}) (?:is|was) (?:de )?blinde\b", text)
        if dummy and re.search(r"\bblinde\b", sentence[: match.start()]):
            return (dummy.group(1) or dummy.group(2))[-1]
        after = re.search(rf"\b({SEAT})\b", sentence[match.end():])
        if after:
            return after.group(1)[-1]
    owner = re.search(rf"\b(?:kaart|CARD) van ({SEAT}) (?:lag|zat|ligt|zit|werd|is|bleek)\b", text)
    return owner.group(1)[-1] if owner else None


def _surplus(text: str) -> bool | None:
    if _any(text, r"\bgeen (?:enkele |andere )?hand (?:\S+ ){0,2}(?:te veel|meer dan (?:13|dertien))\b",
            r"\bandere (?:\S+ )?handen (?:\S+ ){0,3}(?:13|dertien)\b",
            r"\b(?:hebben|heeft|had|hadden) er (?:elk |allemaal |gewoon |wel )?(?:13|dertien)\b"):
        return False
    if _any(text, r"\b(?:14|veertien)\b(?! (?:slagen|punten))", r"(?<!geen )\bte veel kaarten\b", r"\been kaart te veel\b",
            r"\b(?:er )?(?:een|één|1) te veel\b"):
        return True
    return None


@extractor("missing_card", replaces=True)
def missing_card(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    _put(facts, "offender", _short_hand(text))
    _put(facts, "missing_card_when", _first(text, _WHEN_MISSING))
    _put(facts, "missing_card_found", _first(text, _FOUND))
    _put(facts, "other_hand_surplus", _surplus(text))
    return facts


# -- Law 15: a wrong board or hand -------------------------------------------------------------------------
_CARDS = r"(?:kaarten|hand|handen)"
_KIND_15 = (
    ("cards_from_wrong_board", (
        rf"\b{_CARDS} (?:\S+ ){{0,3}}(?:uit|van) (?:het |een )?(?:verkeerde?|ander|andere) bord\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}(?:uit|van) bord \d+",
        r"\buit het bord van de (?:buurtafel|volgende tafel|andere tafel|naburige tafel)\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}uit (?:het )?verkeerde? bord\b",
        r"\bmet (?:de )?(?:kaarten|hand) (?:\S+ )?(?:uit|van) (?:een )?verkeerd",
        r"\buit (?:het )?bord \d+ (?:\S+ )?(?:gepakt|genomen|gehaald)\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}uit (?:het )?bord van (?:tafel|de|een)\b",
        r"\b(?:ze|hem|haar) (?:\S+ )?uit (?:het )?(?:bord \d+|verkeerde bord|andere bord)\b",
    )),
    ("wrong_hand", (
        r"\bHAND_[NOZW]\b", rf"\b{_CARDS} van (?:{SEAT}|SIDE_\w+|zijn partner|mijn partner|haar partner|de partner)\b",
        rf"\bvak van {SEAT}\b", r"\bverkeerde hand\b", r"\bgedraaid\b", rf"\bhand van (?:noord|oost|zuid|west|{SEAT})\b",
    )),
    ("board_not_for_round", (
        r"\bniet (?:\S+ ){0,3}(?:voor|bestemd)\b",
        r"\bniet (?:hadden|moesten) (?:moeten )?spelen\b",
        r"\bverkeerde? (?:tafel|tegenspeler|tegenstanders|paar|bord|lijn|ronde|zaal)\b",
        r"\bniet aan de beurt\b", r"\bhoorde (?:\S+ )?niet bij\b", r"\b(?:bedoeld|bestemd) voor (?:tafel|ronde|paar|lijn) \w+",
        r"\b(?:hoorde|hoort|hoorden) (?:\S+ ){0,4}(?:bij|aan|op) (?:een )?(?:andere )?tafel \d+\b", r"\b(?:schema|looplijst|rooster)\b",
        r"\bterwijl (?:het|dat) bord \d+ (?:had )?moe\w+\b", r"\bhad (?:\S+ )?(?:bord \d+ )?moeten (?:zijn|spelen)\b", r"\bniet (?:\S+ ){0,2}(?:hun|ons|jullie) bord\b",
        r"\b(?:pas|eigenlijk|alleen) voor (?:\S+ ){1,3}(?:bedoeld|bestemd)\b", r"\bvoor ronde \w+ (?:bedoeld|bestemd)\b",
        r"\bzat(?:en)? verkeerd\b", r"\btwee keer\b", r"\bvolgende ronde\b", r"\bwrong board\b", r"\bin plaats van (?:\S+ )?\d+\b",
        r"\bin_plaats_van (?:\S+ )?\d+\b",
        r"\bandere lijn\b",
        r"\bvoorgeschoteld\b",
        r"\bweer op (?:tafel|hun tafel)\b",
        r"\bvolgens het schema\b",
        r"\bal (?:in ronde \d+ )?gespeeld\b",
    )),
)
_CALL_MADE = (r"(?:geboden|bood|biedt|opende|opent|geopend|paste|past|gepast|doubleerde|doubleert|gedoubleerd|DBL|bieding|"
              r"antwoordde|antwoordt|geantwoord)")
_NOT_CALLED = (r"\b(?:nog )?(?:niet|niks|niets) (?:\S+ )?geboden\b", r"\bvoordat (?:hij|zij) (?:iets )?geboden had\b",
               r"\bnog geen (?:bod|bieding)\b",
               r"\bmoet (?:nu )?nog (?:\S+ )?bieden\b", r"\bnog (?:niet|niks|niets) (?:gezegd|gedaan)\b")


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r" [.!?;,:] | en (?=(?:daarmee|al|toen|daarna)\b)", f" {text} ") if c.strip()]


def _calls_15(text: str, kind: str | None) -> tuple[bool | None, bool | None]:
    """(the offender called with the wrong cards, his partner called since)."""
    taker = re.search(rf"\b({SEAT})\b", text)
    offender = taker.group(1)[-1] if taker else None
    partner = PARTNER.get(offender or "")
    called = partner_called = None
    for clause in _clauses(text):
        names_partner = bool(partner and re.search(rf"\b(?:SEAT|HAND)_{partner}\b", clause))
        about_partner = (names_partner and bool(re.search(
            rf"\bpartner\b|(?:^|\b(?:waarna|daarna|toen|en|maar)\b )(?:SEAT|HAND)_{partner}\b|(?:SEAT|HAND)_{partner} (?:\S+ ){{0,2}}{_CALL_MADE}\b",
            clause))) or bool(
            re.match(r"(?:zijn |de )?partner\b", clause))
        if about_partner and re.search(rf"\b(?:SEAT|HAND)_{partner} (?:in handen|van)\b|\bvan (?:SEAT|HAND)_{partner}\b", clause):
            about_partner = False  # partner's cards, not partner's call
        negative = _any(clause, *_NOT_CALLED) or bool(partner and re.fullmatch(rf"(?:SEAT|HAND)_{partner} nog niet", clause))
        positive = bool(re.search(rf"\b{_CALL_MADE}\b", clause)) or (kind == "wrong_hand" and bool(re.search(r"\bgespeeld\b", clause)))
        if not (negative or positive):
            continue
        if re.search(r"\b(?:later|toen) ", clause) and called:
            continue  # the call at the other board, later
        value = not negative
        if about_partner:
            partner_called = value if partner_called is None else partner_called
        elif called is None:
            called = value
    return called, partner_called


def _repeat_call(text: str) -> str | None:
    match = re.search(r"\b(?:later|toen)\b[^.?!;]*", text)
    if not match:
        return None
    later = match.group(0)
    if re.search(r"\b(?:in plaats van|in_plaats_van|anders|afwijk\w*|psych\w*|ander bod|andere bieding)\b", later):
        return "differs"
    if re.search(r"\b(?:weer|opnieuw|dezelfde|hetzelfde|herhaal\w*)\b", later):
        return "same"
    return None


def _played_before(text: str) -> bool | None:
    if _any(text, r"\b(?:niemand|geen van (?:de |hen|beide)\S*(?: (?:vier|spelers|paren))?) (?:\S+ ){0,3}(?:had|heeft|hadden|hebben|kende)\b", r"\bnog (?:nooit|niet) (?:eerder )?gespeeld\b"):
        return False
    if _any(text, r"\btwee keer\b", r"\b(?:al|eerder|ooit) (?:eens |eerder )?(?:in ronde \d+ )?gespeeld\b",
            r"\b(?:had|hadden|heeft|hebben) (?:het|dit|dat) (?:bord|spel) (?:al|eerder) (?:[^\s.?!;]+ ){0,4}gespeeld\b", r"\bweer voorgeschoteld\b", r"\b(?:gespeeld|speelden|speelde)\b[^.?!;]*\bweer op (?:tafel|hun tafel)\b",
            r"\b(?:had|hadden|heeft|hebben) het (?:al )?(?:eens |eerder )gespeeld\b"):
        return True
    return None


@extractor("wrong_board", replaces=True)
def wrong_board(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts = _generic_offender(text)
    kind = _first(text, _KIND_15)
    _put(facts, "wrong_board_kind", kind)
    if kind in ("cards_from_wrong_board", "wrong_hand"):
        called, partner_called = _calls_15(text, kind)
        _put(facts, "wrong_cards_called", called)
        if called:  # (the rules read it for cards from a wrong board; a message about a wrong hand may state it too)
            _put(facts, "wrong_cards_partner_called", partner_called)
        if kind == "cards_from_wrong_board":
            _put(facts, "wrong_board_repeat_call", _repeat_call(text))
    if kind in (None, "board_not_for_round"):
        _put(facts, "board_previously_played", _played_before(text))
    _put(facts, "team_event", team_event(text))
    return facts


# -- Law 87: a fouled board ----------------------------------------------------------------------------
_DIFFERENT_FORMS = (
    r"\bniet alle tafels\b", r"\banders (?:te liggen |gespeeld |geschud )?dan (?:bij|aan) (?:de )?(?:eerste|andere|vorige|rest)\b",
    r"\banders dan de rest\b", r"\bvergeleken met de (?:eerste|andere|vorige) tafels\b", r"\bsinds (?:de vorige ronde|ronde \w+)\b",
    r"\b(?:vanaf|na) ronde \w+ (?:vervuild|verwisseld|anders|de kaarten)\b",
    r"\bvervuild (?:geraakt )?na ronde\b",
    r"\bna ronde \w+ vervuild\b",
    r"\bklopt niet met wat (?:wij|we) hadden\b",
    r"\b(?:een )?deel van de tafels\b",
    r"\bonderweg\b",
    r"\beerst (?:\S+ ){1,4}(?:en )?nu\b",
    r"\b(?:\d+|twee|drie|vier|enkele|sommige|een aantal) tafels speelden\b",
    r"\bheel anders gespeeld\b",
    r"\baan (?:tafel )?\d+ t/m \d+\b",
    r"\b(?:een )?vorige tafel\b",
    r"\baan de ene tafel\b",
    r"\bandere (?:verdeling|kwetsbaarheid) dan\b",
    r"\bde eerste (?:\w+ )?tafels\b",
    r"\bvanaf ronde \w+\b", r"\bhalverwege (?:\S+ ){0,3}(?:omgewisseld|verwisseld|vervuild|veranderd)\b",
    # changed at some point of the session: the tables before and after played different deals
    r"(?<!ontdekt )(?<!gemerkt )(?<!gezien )(?<!gevonden )\b(?:vanaf|na|sinds) (?:de )?(?:ronde \w+|\w+(?:de|ste) ronde)\b", r"\b(?:geraakt|raakte|geworden)\b",
    r"\banders dan (?:in|bij|aan|op) (?:de )?(?:open|gesloten|andere|eerste|vorige)\b",
    r"\btafels\b[^.?!;]*\b(?:een )?ander(?:e)? (?:verdeling|spel|kaarten|handen)\b",
    r"\baan tafel \d+\b[^.?!]*\baan tafel \d+\b",
)
_SAME_FORM = (
    r"\b(?:bij |aan |op |in )?(?:alle|beide) (?:\S+ )?(?:tafels|zalen) (?:\S+ ){0,4}(?:hetzelfde|dezelfde|identiek|gelijk)\b",
    r"\b(?:hetzelfde|dezelfde|identiek|gelijk)\w* (?:\S+ ){0,3}(?:bij|aan|op) (?:alle|beide) (?:\S+ )?tafels\b",
    r"\boveral (?:\S+ ){0,2}(?:dezelfde|hetzelfde)\b",
    r"\belke tafel (?:\S+ ){0,3}(?:dezelfde|hetzelfde)\b",
    r"\biedereen (?:\S+ ){0,2}(?:dezelfde|hetzelfde)\b",
    r"\bniets verschoven\b",
)


@extractor("fouled_board", replaces=True)
def fouled_board(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    same = False if _any(text, *_DIFFERENT_FORMS) else True if _any(text, *_SAME_FORM) else None
    _put(facts, "fouled_same_form_compared", same)
    _put(facts, "team_event", team_event(text))
    return facts


# -- Law 79: score correction ---------------------------------------------------------------------------
_DISAGREE = (r"(?:oneens|niet (?:\S+ ){0,2}eens|one?enigheid|verschil(?:len|t|lend)? van mening|ruzie|discussie|meningsverschil|geschil|"
             r"betwist\w*|omstreden|onenig\w*|twist\w*)")
_ISSUE = (
    ("tricks_disputed", (rf"\b{_DISAGREE}\b[^.?!;]*\bslagen\w*", rf"\bslagen\w*\b[^.?!;]*\b{_DISAGREE}\b", r"\bslagendiscussie\b",
                         r"\bslagen ?(?:discussie|geschil|ruzie)\b",
                         # each side its own number: "NZ zeggen 10 slagen, OW zeggen 9"
                         r"\b(?:zegt|zeggen|beweert|beweren|claimt|claimen|telt|tellen) (?:er )?(?:\d+|\w+) slagen\b[^.?!]*\b(?:zegt|zeggen|beweert|beweren|telt|tellen) (?:er )?\w+",
                         r"\b(?:zegt|zeggen|beweert|beweren|telt|tellen|houdt vol|houden vol|stelt|stellen)\b[^.?!]*\bslagen\b[^.?!]*"
                         r"\b(?:zegt|zeggen|beweert|beweren|telt|tellen|houdt het op|houden het op)\b")),
    ("recording_error", (r"\b(?:ingevoerd|ingevoerde|ingetikt|ingetypt|ingevuld|invullen|invoeren|intikken|tikte|genoteerd)\b",
                         r"\bverkeerd berekend\b", r"\b(?:verkeerd|fout) (?:getypt\w*|ingetikt\w*|opgeschreven|opgeteld|overgenomen)\b", r"\b(?:in|op) de uitslag\b", r"\ber staat \d+\b",
                         r"\b(?:verkeerd|fout)\w*\b[^.?!;]*\b(?:bridgemate|bevestigd)\b",
                         r"\b(?:bridgemate|bevestigd)\b[^.?!;]*\b(?:verkeerd|fout)\w*",
                         r"\bfout in de (?:uitslag|score)\b", r"\b(?:verkeerde|foute|onjuiste) (?:score|uitslag)\b",
                         r"\b(?:score|uitslag) (?:\S+ ){0,3}(?:verkeerd|fout|onjuist)\b",
                         r"\bbridgemate (?:\S+ )?(?:toont|geeft|staat|zegt|vermeldt)\b",
                         r"\b(?:score|uitslag)\b[^.?!;]*\bverkeerde? (?:paar|paren|kant|richting|lijn|bord|spel)\b", r"\b(?:in|op) de bridgemate (?:\S+ )?staat\b")),
)


@extractor("score_correction", replaces=True)
def score_correction(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts = _generic_offender(text)
    issue = None if re.search(r"\bslagen\b[^.?!;]*\bverkeerd geteld\b|\bverkeerd geteld\b[^.?!;]*\bslagen\b", text) else _first(text, _ISSUE)
    _put(facts, "score_issue", issue)
    _put(facts, "correction_period_open", correction_period_open(text))
    if issue != "recording_error":
        claim_made = None
        no_claim = r"\b(?:geen|zonder) (?:claim|concessie)\b|\bniet (?:geclaimd|geconcedeerd)\b"
        if _any(text, no_claim, r"\b(?:alles|helemaal|volledig) (?:\S+ )?uitgespeeld\b", r"\buitgespeeld\b",
                r"\btot (?:de |het )?(?:TRICK_13|laatste slag|laatste kaart|einde) (?:\S+ )?(?:door)?gespeeld\b", r"\bdoorgespeeld\b"):
            claim_made = False
        if _any(text, r"\b(?:claim|geclaimd|concessie|concedeer\w*|geconcedeerd)\b") and not re.search(no_claim, text):
            claim_made = True
        _put(facts, "score_claim_made", claim_made)
        before = None
        if _any(text, r"\bna (?:afloop van )?de ronde\b", r"\bvolgende ronde (?:\S+ )?(?:al )?(?:begonnen|bezig|gestart)\b", r"\bna het einde van de ronde\b",
                r"\bronde (?:was )?(?:al )?(?:voorbij|afgelopen)\b"):
            before = False
        elif _any(text, r"\bronde (?:loopt|liep|is|was) nog\b", r"\bronde (?:is |was )?nog niet (?:voorbij|afgelopen|om)\b", r"\bnog tijdens de ronde\b", r"\bronde (?:is )?nog bezig\b", r"\btijdens de ronde\b"):
            before = True
        _put(facts, "score_td_called_before_round_end", before)
    return facts
