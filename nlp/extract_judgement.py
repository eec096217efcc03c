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
            rf"{_PERIOD} (?:\S+ )?loopt nog\b", rf"\bbinnen de {_PERIOD}", rf"\b{_PERIOD} nog (?:open|bezig|lopend)\b",
            rf"\bals de {_PERIOD} nog loopt\b"):
        return True
    if _any(text, rf"{_PERIOD} (?:\S+ ){{0,3}}{_PERIOD_OVER}\b", rf"\bna (?:de|het einde van de) {_PERIOD}",
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
_CONCEDE = r"(?:concessie|concedeer\w*|gaf (?:\S+ ){0,5}(?:af|weg)|geeft (?:\S+ ){0,5}(?:af|weg)|afgeven|afgegeven|de rest is voor jou)"

_SITUATION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("partner_objected", (
        r"\bpartner\b(?: \S+){0,5} (?:maakt|maakte|maken) (?:\S+ )?bezwaar\b",
        r"\bpartner\b(?: \S+){0,2} (?:protesteert|protesteerde|weigert|wil dat niet)\b",
        r"\b(?:ik|wij) (?:\S+ )?(?:heb|hebben|maakte|maakten) (?:\S+ ){0,2}bezwaar\b",
        r"\bpartner\b(?: \S+){0,3} (?:is|was) het (?:er )?(?:meteen |direct )?niet mee eens\b",
    )),
    ("play_continued", (
        r"\b(?:spelen|speelden|speelt|speelde) (?:ze|we|zij|wij)? ?(?:\S+ ){0,4}(?:toch |gewoon )?verder\b(?! \?)",
        r"\bmet z'n vieren\b", r"\b(?:werd|wordt) (?:toch )?(?:verder|door)gespeeld\b", r"\balle vier (?:\S+ )?(?:verder|door)\b",
    )),
    ("current_trick_only", (
        r"\bdeze slag (?:is voor mij|is van mij|neem ik|win ik|is de mijne)\b",
        r"\b(?:alleen|enkel) (?:over )?(?:de|deze) (?:lopende )?slag\b",
    )),
    ("agreement_withdrawn", (
        r"\binstemming (?:\S+ ){0,3}(?:intrekken|in te trekken|ingetrokken)\b",
        r"\b(?:trekt|trekken|trok|trokken) (?:\S+ ){0,6}instemming (?:\S+ ){0,6}in\b",
        r"\b(?:akkoord|instemming) (?:\S+ ){0,3}terug(?:draaien|nemen)\b",
    )),
    ("concession_regretted", (
        rf"{_CONCEDE}\b[^.?!;]*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan|terugnemen|wil (?:\S+ ){{0,3}}terug)\b",
        rf"{_CONCEDE}\b.*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan maken|terugnemen)\b",
        r"\b(?:terugdraaien|teruggedraaid|terug te draaien)\b[^.?!;]*\b(?:concessie|concedeer\w*)\b",
    )),
    ("contested", (
        r"\bbetwist\w*", r"\b(?:zijn|is|was|waren) het (?:er )?niet (?:mee )?eens\b", r"\boneens\b", r"\btwijfelt\b",
        r"\bniet akkoord\b", r"(?<!niemand )(?<!geen )\b(?:maakt|maken|maakte|maakten) (?:\S+ )?bezwaar\b",
    )),
    ("agreed", (
        r"\b(?:stemt|stemmen|stemde|stemden) (?:\S+ ){0,2}in\b",
        r"\bniemand maakt bezwaar\b", r"\b(?:geaccepteerd|accepteren|accepteerde|accepteerden)\b",
        r"\b(?:is|zijn|was|waren|gaat|gaan|ging|gingen) (?:\S+ ){0,2}akkoord\b", r"\bakkoord gegaan\b",
    )),
)
# After an agreement, something that reopens it: the message does not say the claim stands.
_REOPENED = (r"\bmaar\b", r"\bdaarna\b", r"\b(?:bleek|blijkt|ziet|zag|ontdekt)\b", r"\bverliezer\b", r"\bnog een slag\b")


def _claimer(text: str) -> tuple[str | None, int | None]:
    """The claimer (or the player who conceded): his seat tag and its offset."""
    patterns = (
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:\S+ )?(?:claimt|claimde|concedeert|concedeerde|legt zijn kaarten)",
        rf"\b(?:claim|concessie) van (?:de )?(?:leider |tegenspeler )?(?P<s>{SEAT})",
        rf"\b(?:leider|tegenspeler) (?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\S+ ){{0,2}}(?:claim\w*|concedeer\w*|legt|toont|zegt|gaf|geeft|wil|wilde)\b",
        rf"(?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:gaf|geeft) (?:als (?:leider|tegenspeler) )?(?:\S+ ){{0,5}}(?:af|weg)\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:wil|wilde) (?:\S+ ){{0,4}}(?:afgeven|weggeven|claimen|concederen)\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:legt|toont|zegt)\b",
        rf"\bpartner \( ?(?P<s>{SEAT}) ?\) (?:\S+ ){{0,3}}(?:wilde|wil|gaf|geeft|concedeer\w*)",
        rf"\bclaim van (?:\S+ ){{0,3}}?(?P<s>{SEAT})",
        rf"\bik (?:zit|ben|speel) (?:de )?(?:leider )?(?P<s>{SEAT})",
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
    match = re.search(r"\b(?:claim\w*|gaf|geeft|concedeer\w*) (?:\S+ )?als (leider|tegenspeler)\b", text)
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
            r"\bsans[- ]?(?:atout|contract)\b"):
        return False
    if re.search(r"\b[1-7] ?(?:sa|sans|nt)\b", reader.norm) and re.search(r"\bclaim", text) and "troe" not in text:
        return False
    own = {"ik", "zelf", "leider", "claimer"} | ({claimer} if claimer else set())
    if re.search(r"\btroe\w* (?:\S+ ){0,2}buiten\b", text):  # trumps "out": the opponents'
        return True
    for match in re.finditer(r"\bnog (?:een|één|\d|twee|drie|de) (?:hoge |kleine |laatste )?troe\w*", text):
        holder = text[: match.start()].split()[-3:]
        if not own.intersection(holder):  # a trump of an opponent, not the claimer's own
            return True
    return None


_WON = r"(?:al|reeds) (?:\S+ )?(?:gewonnen|binnen)\b"
_WITHDRAWN_BASIS = (
    ("not_likely", (r"\bonwaarschijnlijk\w*", r"\bniet waarschijnlijk\b")),
    ("actually_won", (_WON,)),
    ("likely_won", (r"\bwaarschijnlijk\b",)),
)
_CONCEDED_BASIS = (
    ("actually_won", (_WON,)),
    ("could_not_lose", (r"\b(?:nooit|niet|onmogelijk)\b (?:\S+ ){0,3}(?:verliezen|verloren|verlies\w*)\b",
                        r"\bonverliesbaar\b", r"\bkon (?:\S+ ){0,2}niet (?:\S+ )?verloren\b")),
    ("could_lose", (r"\b(?:wel|ook) (?:\S+ ){0,3}(?:kunnen )?(?:verliezen|verloren)\b",
                    r"\bkunnen verliezen\b", r"\bkon (?:\S+ ){0,3}verloren gaan\b")),
)


@extractor("claim", replaces=True)
def claim(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    tag, at = _claimer(text)
    _put(facts, "offender", tag[-1] if tag else None)
    _put(facts, "offender_role", _claimer_role(text, at))
    situation = _first(text, _SITUATION)
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
    r"\b(?:andere|naburige|volgende|vorige) tafel\b", r"\bbuurtafel\b", r"\b(?:iemand )?van tafel \d+\b",
    r"\b(?:zag|zie|zien|gezien|keek|gekeken|ving) (?:\S+ ){0,2}per ongeluk\b",
    r"\bper ongeluk (?:\S+ ){0,3}(?:gezien|zag|gekeken|gehoord)\b",
    r"\bzag (?:\S+ ){0,3}de kaarten van\b",
    r"\b(?:zag|gezien|zien|keek|gekeken) (?:\S+ ){0,3}(?:in )?(?:de |een )?(?:kaart|kaarten|hand|CARD) van\b",
    rf"\b(?:kaart|kaarten|hand|CARD) van (?:{SEAT}|de tegenstander|een tegenstander) (?:\S+ )?gezien\b",
    r"\b(?:heeft|had) (?:\S+ ){0,4}gehoord dat\b",
    r"\bvan buiten het spel\b",
)
_OPPONENT_MANNER = (
    r"\bmisleid\w*", r"\bverkeerde (?:conclusie|indruk)\b", r"\b(?:raadde|gokte|snitte|speelde) (?:\S+ )?(?:daardoor )?verkeerd\b",
    r"\b(?:ging|gingen|gaat) (?:daardoor )?de mist in\b", r"\balsof hij\b",
)
_UI_MENTIONS = rf"\b{SEAT}\b|\bSIDE_|\bpartner\b"
_BID_OR_PLAY = (r"(?:bood|biedt|boden|bieden|paste|past|pasten|doubleerde|doubleert|DBL|speelde|speelt|vond|koos|kiest|"
                r"kwam|komt|opende|opent|sprong|ging|gaat)")


def _ui_acted(text: str) -> bool | None:
    if _any(text, rf"\bmoet (?:nu )?(?:{SEAT} )?(?:nu )?nog (?:\S+ ){{0,3}}(?:bieden|kiezen|spelen|bijspelen|voorspelen|uitkomen)\b",
            r"\b(?:heb|heeft|hebben) (?:\S+ )?nog (?:niet|niks|niets) (?:geboden|gespeeld|gekozen)\b",
            r"\bnog (?:niet|niks|niets) (?:geboden|gespeeld)\b"):
        return False
    if _any(text, rf"\b(?:daarna|waarna|vervolgens|toch)\b(?: \S+){{0,4}} {_BID_OR_PLAY}\b",
            rf"\b{_BID_OR_PLAY} (?:\S+ ){{0,3}}(?:daarna|toch|door)\b", r"\b(?:gaat|ging|bood|biedt) door\b",
            rf"\b(?:paste|bood|speelde) ook\b"):
        return True
    return None


def _ui_disputed(text: str) -> bool | None:
    if _any(text, r"\bniemand (?:\S+ )?(?:betwist|ontkent)\b", r"\b(?:iedereen|allen|beide partijen|alle spelers) (?:is|zijn) het (?:er ?over |erover )?eens\b",
            r"\b(?:erkent|erkennen|erkende|geeft toe|geven toe)\b"):
        return False
    if _any(text, r"\bontken\w*", r"\bbetwist\w*", r"\boneens\b", r"\bdiscussie over (?:de|een|het) (?:aarzeling|hesitatie|denkpauze|tempo)\b"):
        return True
    return None


def phase_after_play(text: str) -> str | None:
    if _any(text, r"\bna afloop\b", r"\bna het (?:spel|spelen)\b", r"\b(?:is|werd) (?:\S+ )?uitgespeeld\b", r"\bna de laatste slag\b"):
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
_EXPLAIN = r"(?:legt|legde|legden|uitgelegd|uitleg|alerteerde|alerteert|gealerteerd|alerteren|zei|zegt|vertelde|vertelt)"
_NOT_RIGHT = r"(?:niet klopt|niet klopte|klopt niet|klopte niet|niet juist|fout|verkeerd)"
_CORRECTNESS = (
    ("no_evidence", (r"\bgeen systeemkaart\b", r"\bniemand heeft een systeemkaart\b", r"\bgeen (?:enkel )?bewijs\b",
                     r"\bniet vast te stellen\b", r"\bafspraak is onduidelijk\b")),
    ("call_wrong", (r"\b(?:uitleg|alert) (?:(?!niet )\S+ ){0,3}(?:klopt|klopte|was juist|is juist|was correct|was goed)\b(?! niet)",
                    r"\b(?:klopt|klopte) dat\b(?! niet)", r"(?<!of )\b(?:dat|die uitleg|deze uitleg) (?:klopt|klopte)\b(?! niet)",
                    r"\b(?:staat|stond) ook (?:zo )?op\b", r"\bstaat zo op\b", r"\bverkeerd geboden\b", r"\bverkeerd bedoeld\b",
                    r"\bzich (?:\S+ )?verboden\b", r"\bcorrect uit\b", r"\b(?:bod|bieding) (?:\S+ ){0,3}(?:was|is) fout\b")),
    ("explanation_wrong", (r"\bverkeerde? uitleg\w*", rf"\buitleg\w* (?:\S+ ){{0,4}}{_NOT_RIGHT}", r"\bfout in de uitleg\b",
                           r"\bverkeerd (?:heeft )?uitgelegd\b",
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


_DISCOVER = r"(?:merkt|merkte|gemerkt|merk|ontdekt|ontdekte|ontdekken|ontdekten|blijkt|bleek|realiseert|realiseerde|ziet|zie|zag|aan het licht)"
_WHEN = (
    ("auction_period", r"(?:tijdens (?:het bieden|de bieding|de biedperiode)|nog tijdens|biedperiode|voor de uitkomst|voordat de uitkomst|"
                       r"na de slotpas\b(?![^.?!;]*uitkomst))"),
    ("play", r"(?:tijdens het (?:spel|spelen|afspel)|halverwege het spel|\bin TRICK_\d+|\bbij TRICK_\d+|\bin slag \d+)"),
    ("after_play", r"(?:na afloop|na het (?:spel|spelen)|achteraf|na de laatste slag)"),
)


def _discovered(text: str) -> str | None:
    for sentence in _sentences(text):
        if not re.search(rf"\b{_DISCOVER}\b|\bontdekt\b", sentence):
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
    misled = re.search(rf"\b({SEAT}) (?:\S+ ){{0,2}}(?:paste|bood|doubleerde|DBL|opende|gepast|geboden) (?:daarop|daardoor)\b", text)
    if not misled:
        return None
    partner = PARTNER[misled.group(1)[-1]]
    after = text[misled.end():]
    match = re.search(rf"\b(?:SEAT|HAND)_{partner}\b (?:\S+ ){{0,3}}?(nog niet|al|ook al) (?:\S+ )?geboden\b", after)
    if match:
        return match.group(1) != "nog niet"
    return None


def _noticed_by(text: str, explainer_side: str | None) -> str | None:
    if _any(text, r"\bmijn eigen uitleg\b", r"\b(?:merkt|merkte|ziet|zag) (?:\S+ ){0,4}zelf\b",
            rf"\b{_DISCOVER}\b[^.?!;]*\bdat (?:zijn|haar|mijn) (?:eigen )?uitleg\b",
            r"\b(?:realiseert|realiseerde) (?:\S+ )?zich dat (?:hij|zij) (?:\S+ ){0,6}(?:uitgelegd|uitleg)\b",
            r"\bdat (?:hij|zij|ik) (?:\S+ ){0,6}verkeerd (?:heeft |heb )?uitgelegd\b"):
        return "explainer"
    if _any(text, r"\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,4}verkeerd (?:heeft )?uitgelegd\b",
            r"\buitleg van (?:zijn|je|mijn|haar) partner\b", rf"\b(?:zijn|haar) partner (?:{SEAT} )?(?:weet|wil|ziet|merkt)\b"):
        return "explainer_partner"
    match = re.search(rf"\b(SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders) (?:\S+ )?{_DISCOVER}\b", text) or re.search(
        rf"\b{_DISCOVER} (SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders)\b", text)
    if match and not (explainer_side and explainer_side in match.group(1)):
        return "opponents"
    return None


def _explainer(text: str) -> str | None:
    match = re.search(rf"\b({SEAT}) (?:\( ?\w+ ?\) )?(?:\S+ ){{0,3}}?{_EXPLAIN}\b|\b(?:door|van) (?:de (?:blinde|leider|tegenspeler) )?\(? ?({SEAT})\b", text)
    if not match:
        match = re.search(rf"\b{_DISCOVER} ({SEAT}) (?:\S+ ){{0,2}}dat (?:hij|zij) (?:\S+ ){{0,8}}(?:uitgelegd|uitleg)\b", text)
    if not match:
        return None
    return next(g for g in match.groups() if g)[-1]


_OWN_EXPLANATION = r"(?:(?:zijn|haar|mijn) (?:eigen )?uitleg|(?:hij|zij|ik) (?:\S+ ){0,5}(?:verkeerd |fout )?(?:heeft |heb )?uitgelegd)"
_PARTNER_EXPLAINED = (r"(?:(?<!van )(?:mijn|zijn|haar) partner (?:\S+ ){0,4}(?:uitgelegd|uitleg|uitleggen|uitlegde|legde|alerteerde)\b|"
                      r"uitleg van (?:mijn|zijn|haar) partner)")
_ROLES = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}
_PARTNER_ROLE = {"declarer": "dummy", "dummy": "declarer", "defender": "defender"}


def _explainer_role(text: str, explainer: str | None) -> str | None:
    own = re.search(rf"\b(?:ik (?:ben|zit|speel|was) (?:als |de )?|als |(?:^|[.!?;] )(?:de )?)(leider|blinde|tegenspeler)\b(?: \(? ?{SEAT} ?\)?)?"
                    rf"[^.?!;]*\b({_OWN_EXPLANATION}|{_PARTNER_EXPLAINED})", text)
    if own:
        role = _ROLES[own.group(1)]
        return role if re.fullmatch(_OWN_EXPLANATION, own.group(2)) else _PARTNER_ROLE[role]
    if _any(text, rf"\bblinde (?:\( ?)?(?:{SEAT} )?(?:\) )?(?:had |heeft )?(?:\S+ ){{0,4}}(?:uitgelegd|legde|legt|alerteerde)\b",
            r"\bdoor de blinde\b", r"\bleider\b[^.?!;]*\buitleg van (?:zijn|haar) partner\b"):
        return "dummy"
    if _any(text, rf"\bleider (?:\( ?{SEAT} ?\) )?(?:had|heeft|legde|legt|gaf|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b"):
        return "declarer"
    if _any(text, rf"\btegenspeler (?:{SEAT} )?(?:gaf|legde|legt|had|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b",
            r"\bals (?:je |ik )?tegenspeler\b"):
        return "defender"
    if explainer and re.search(rf"\b(?:SEAT|HAND)_{explainer} (?:is|was) (?:de )?leider\b", text):
        return "declarer"
    return None


@extractor("misinformation", replaces=True)
def misinformation(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts = _generic_offender(text)
    explainer = _explainer(text)
    side = None if explainer is None else ("NZ" if explainer in "NZ" else "OW")
    _put(facts, "offender_role", _explainer_role(text, explainer))
    _put(facts, "mi_explanation_correct", _explanation_correct(text))
    _put(facts, "mi_discovered", _discovered(text))
    _put(facts, "mi_partner_called_since", _misled_partner_called(text))
    _put(facts, "mi_noticed_by", _noticed_by(text, side))
    return facts


# -- Laws 9-11: forfeiture of the right to rectification --------------------------------------------
_IRREGULAR = (r"(?:onregelmatigheid|verzaakt|verzaking|strafkaart|onvoldoende bod|bod voor (?:de|zijn) beurt|"
              r"uitkomst voor de beurt|voor (?:de|zijn) beurt|fout|overtreding)")
_FORFEIT_OFFENDER = (
    rf"\b{_IRREGULAR} van (?:de )?(?:leider |tegenspeler |blinde )?(?P<s>{SEAT})",
    rf"(?P<s>{SEAT}) met (?:zijn|haar) strafkaart\b",
    rf"(?P<s>{SEAT}) (?:\S+ ){{0,3}}?(?:onvoldoende|voor (?:zijn|haar) beurt|terwijl hij moest passen|verzaakt|"
    rf"(?:een )?kaart laten (?:zien|vallen)|verbeterde|herstelde)\b",
    rf"(?P<s>{SEAT}) (?:bood|paste|speelde|kwam) \S+ (?:voor (?:zijn|haar) beurt|terwijl)\b",
)
_SETTLED = (
    r"\b(?:liet|lieten|laat|laten) (?:hem|haar) (?:\S+ ){0,4}(?:zelf|weer|terug\w*|verbeter\w*|oppakken|nemen|herstel\w*|verander\w*|vervang\w*)\b",
    r"\bzelf (?:al )?(?:rechtgezet|bepaald|opgelost|geregeld|afgehandeld)\b",
    r"\b(?:bepaalde|bepaalden|regelden|regelde) (?:het )?zelf\b",
    r"\bonderling\b", r"\bzelf de rechtzetting\b", r"\b(?:zei|zeiden|zegt|riep) (?:\S+ ){0,2}'", r"\bgezegd dat\b",
    r"\bzeiden er (?:niets|niks) over\b", r"\b(?:afgesproken|kwijtgescholden)\b",
)
_CORRECTED = (
    r"\b(?:verbeterde|verbetert|herstelde|herstelt|corrigeerde|corrigeert|hersteld|verbeterd|gecorrigeerd)\b(?: \S+){0,6} "
    r"(?:zelf|uit zichzelf)\b",
    r"\b(?:zelf|uit zichzelf) (?:\S+ ){0,2}(?:hersteld|verbeterd|gecorrigeerd|herstelde|verbeterde|naar)\b",
    r"\bpakte (?:\S+ ){0,3}(?:zelf )?terug\b", r"\bnam (?:\S+ ){0,3}zelf terug\b",
)
_NOS_ACTED = (
    r"\b(?:verder|door) ?(?:ge)?(?:speeld|speelt|speelde|speelden|spelen|boden|bood|biedt|bieden|geboden)\b",
    r"\bdoor(?:gespeeld|geboden|gaat|gaan|ging)\b",
    r"\b(?:speelde|speelden|speelt|spelen|bood|boden|biedt|bieden|gaat|ging|gingen|deed)\b (?:[^ .?!;,]+ ){0,8}?(?:verder|door)\b",
    r"\b(?:verder|door) hadden gespeeld\b", r"\bpas (?:\S+ ){0,3}(?:spellen|borden|slagen) later\b",
    r"\b(?:deed|deden) al iets\b", r"\bvoordat de wedstrijdleider (?:aan tafel )?(?:er )?(?:was|kwam|er is)\b.*\bniet-overtredende\b",
    r"\bniet-overtredende partij (?:\S+ ){0,3}(?:al|voordat)\b",
)
_FORFEIT_SITUATION = (("players_settled", _SETTLED), ("offender_corrected", _CORRECTED), ("nos_acted", _NOS_ACTED))


def _gained(text: str) -> bool | None:
    if _any(text, r"\b(?:geen van beide partijen|niemand|geen partij|geen van beiden) (?:\S+ ){0,2}(?:er )?(?:\S+ )?voordeel\b",
            r"\bgeen voordeel\b", r"\bzonder (?:enig )?voordeel\b"):
        return False
    if _any(text, r"\bvoordeel (?:van|uit|aan|bij) (?:\S+ )?(?:gehad|gehaald|haalden|hadden)\b", r"\b(?:hebben|hadden|heeft|had) (?:\S+ ){0,3}voordeel\b",
            r"\bgoed uit(?:kwam|komt)\b", r"\bprofiteerde\w*"):
        return True
    return None


@extractor("forfeiture_of_rectification", replaces=True)
def forfeiture(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    facts: dict[str, Any] = {}
    hits = [m for m in (re.search(p, text) for p in _FORFEIT_OFFENDER) if m]
    seat = min(hits, key=lambda m: m.start("s")).group("s")[-1] if hits else find_offender(text)
    _put(facts, "offender", seat)
    situation = _first(text, _FORFEIT_SITUATION)
    _put(facts, "forfeit_situation", situation)
    _put(facts, "forfeit_side_gained", _gained(text))
    return facts


# -- Law 14: an incomplete deck ------------------------------------------------------------------------
_SHORT = (r"(?:\b(?:12|twaalf) kaarten\b|\b(?:maar|er|nog maar) (?:12|twaalf)\b|: (?:12|twaalf)\b|\bte (?:weinig|kort)\b|"
          r"\bmist\b|\bmissen\b|\bte missen\b)")
_WHEN_MISSING = (
    ("before_opening_lead", (
        r"\b(?:tijdens|bij) (?:het|de) (?:begin van het )?(?:bieden|bieding)\b",
        r"\b(?:nog )?voor(?:dat)? de uitkomst\b",
                             r"\bnog niemand (?:\S+ )?geboden\b",
                             r"\bbij het (?:uitnemen|uitpakken|begin)\b",
                             r"\bvoor het bieden\b")),
    ("after_opening_lead", (r"\bna de uitkomst\b", r"\b(?:halverwege|tijdens) het (?:spel|spelen|afspel)\b", r"\bna afloop\b",
                            r"\bna het (?:spel|spelen)\b",
                            r"\b(?:in|bij|na) TRICK_\d+",
                            r"\bblinde\b[^.?!;]*\b(?:neergelegd|op tafel)\b")),
)
_FOUND = (
    ("not_found", (
        r"\bnergens\b",
        r"\bniet (?:\S+ )?(?:terug)?gevonden\b",
        r"\bniet (?:meer )?(?:terug )?te vinden\b",
        r"\bzoek\b",
        r"\bkwijt\b",
        r"\bonvindbaar\b")),
    ("among_played", (r"\b(?:tussen|bij|onder) de gespeelde kaarten\b", r"\bin (?:een )?(?:eerdere|gespeelde) slag\b")),
    ("elsewhere", (r"\b(?:zat|zit|lag|ligt|lagen|zaten|blijven zitten|achtergebleven|teruggevonden|gevonden)\b(?: \S+){0,4} "
                   r"(?:bord|vak|grond|vloer|tafel|stoel)\b",
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
            r"\bandere handen (?:\S+ ){0,2}(?:13|dertien)\b"):
        return False
    if _any(text, r"\b(?:14|veertien)\b(?! (?:slagen|punten))", r"(?<!geen )\bte veel kaarten\b", r"\been kaart te veel\b"):
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
    )),
    ("wrong_hand", (
        r"\bHAND_[NOZW]\b", rf"\b{_CARDS} van (?:{SEAT}|SIDE_\w+|zijn partner|mijn partner|haar partner|de partner)\b",
        rf"\bvak van {SEAT}\b", r"\bverkeerde hand\b", r"\bgedraaid\b", rf"\bhand van (?:noord|oost|zuid|west|{SEAT})\b",
    )),
    ("board_not_for_round", (
        r"\bniet (?:\S+ ){0,3}(?:voor|bestemd)\b",
        r"\bniet (?:hadden|moesten) (?:moeten )?spelen\b",
        r"\bverkeerde? (?:tafel|tegenspeler|tegenstanders|paar|bord)\b",
        r"\bzat(?:en)? verkeerd\b", r"\btwee keer\b", r"\bvolgende ronde\b", r"\bwrong board\b", r"\bin plaats van (?:\S+ )?\d+\b",
        r"\bin_plaats_van (?:\S+ )?\d+\b",
        r"\bandere lijn\b",
        r"\bvoorgeschoteld\b",
        r"\bweer op (?:tafel|hun tafel)\b",
        r"\bvolgens het schema\b",
        r"\bal (?:in ronde \d+ )?gespeeld\b",
    )),
)
_CALL_MADE = r"(?:geboden|bood|biedt|opende|opent|geopend|paste|past|gepast|doubleerde|doubleert|gedoubleerd|DBL|bieding)"
_NOT_CALLED = (r"\b(?:nog )?(?:niet|niks|niets) (?:\S+ )?geboden\b", r"\bvoordat (?:hij|zij) (?:iets )?geboden had\b",
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
        about_partner = (names_partner and bool(re.search(r"\bpartner\b|^(?:SEAT|HAND)_", clause))) or bool(
            re.match(r"(?:zijn |de )?partner\b", clause))
        if about_partner and re.search(rf"\b(?:SEAT|HAND)_{partner} (?:in handen|van)\b|\bvan (?:SEAT|HAND)_{partner}\b", clause):
            about_partner = False  # partner's cards, not partner's call
        negative = _any(clause, *_NOT_CALLED)
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
    if _any(text, r"\b(?:niemand|geen van de (?:\S+ )?spelers) (?:\S+ ){0,3}(?:had|heeft|kende)\b", r"\bnog (?:nooit|niet) (?:eerder )?gespeeld\b"):
        return False
    if _any(text, r"\btwee keer\b", r"\b(?:al|eerder|ooit) (?:eens |eerder )?(?:in ronde \d+ )?gespeeld\b", r"\bweer voorgeschoteld\b", r"\b(?:gespeeld|speelden|speelde)\b[^.?!;]*\bweer op (?:tafel|hun tafel)\b",
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
        if kind == "cards_from_wrong_board":
            _put(facts, "wrong_cards_partner_called", partner_called)
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
)
_SAME_FORM = (
    r"\b(?:bij |aan |op )?(?:alle|beide) tafels (?:\S+ ){0,4}(?:hetzelfde|dezelfde)\b",
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
_DISAGREE = r"(?:oneens|niet (?:\S+ ){0,2}eens|one?enigheid|verschil(?:len|t|lend)? van mening|ruzie|discussie|meningsverschil|geschil|betwist\w*)"
_ISSUE = (
    ("tricks_disputed", (rf"\b{_DISAGREE}\b[^.?!;]*\bslagen\b", rf"\bslagen\w*\b[^.?!;]*\b{_DISAGREE}\b", r"\bslagendiscussie\b",
                         r"\bslagen ?(?:discussie|geschil|ruzie)\b")),
    ("recording_error", (r"\b(?:ingevoerd|ingevoerde|ingetikt|ingetypt|ingevuld|invullen|invoeren|intikken|tikte|genoteerd)\b",
                         r"\bverkeerd berekend\b", r"\b(?:in|op) de uitslag\b", r"\ber staat \d+\b",
                         r"\b(?:verkeerd|fout)\w*\b[^.?!;]*\b(?:bridgemate|bevestigd)\b",
                         r"\b(?:bridgemate|bevestigd)\b[^.?!;]*\b(?:verkeerd|fout)\w*",
                         r"\bfout in de (?:uitslag|score)\b")),
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
        if _any(text, r"\bgeen (?:claim|concessie)\b", r"\b(?:alles|helemaal|volledig) (?:\S+ )?uitgespeeld\b", r"\buitgespeeld\b"):
            claim_made = False
        if _any(text, r"\b(?:claim|geclaimd|concessie|concedeer\w*|geconcedeerd)\b") and not re.search(r"\bgeen (?:claim|concessie)\b", text):
            claim_made = True
        _put(facts, "score_claim_made", claim_made)
        before = None
        if _any(text, r"\bna (?:afloop van )?de ronde\b", r"\bvolgende ronde (?:\S+ )?(?:al )?begonnen\b", r"\bna het einde van de ronde\b",
                r"\bronde (?:was )?(?:al )?(?:voorbij|afgelopen)\b"):
            before = False
        elif _any(text, r"\bronde (?:loopt|is) nog\b", r"\bnog tijdens de ronde\b", r"\bronde (?:is )?nog bezig\b", r"\btijdens de ronde\b"):
            before = True
        _put(facts, "score_td_called_before_round_end", before)
    return facts
