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
from functools import lru_cache
from typing import Any

from .extract import LHO, PARTNER, RHO, Reader, extractor
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


# Phone shorthand the normaliser leaves as it is ("12 bd 5"; "nt", "krt" and "tfl" are the lexicon's,
# ``patterns/abbreviations.yaml``).
_SHORTHAND = ((r"\bbd\b", "bord"),
              (r"\bspl\b", "spel"), (r"\bipv\b", "in plaats van"), (r"\bin_plaats_van\b", "in plaats van"),
              (r"\bmsschn\b", "misschien"), (r"\bvlgs\b", "volgens"), (r"\bwnig\b", "weinig"),
              (r"\bsl\b", "slag"), (r"\bvr\b", "voor"), (r"\bbied\b", "biedt"), (r"\bcorr ?\.? ?(periode|termijn|tijd)\b", r"correctie\1"),
              (r"\bsyst ?\.? ?kaart\b", "systeemkaart"), (r"\bgev\b", "gever"), (r"\bakk\b", "akkoord"), (r"\bvóór\b", "voor"),
              (r"\b(?:disagree|disagrees|disagreed|disputes?|disputed|objects?|objected)\b", "zijn het niet eens"),
              (r"\b(?:agree|agrees|agreed|accepts?|accepted)\b", "akkoord"), (r"\bnot amused\b", "boos"),
              (r"\bdeclarer\b", "leider"), (r"\bdummy\b", "blinde"), (r"\bdefenders?\b", "tegenspeler"), (r"\bcorrection ?period\b", "correctieperiode"),
              (r"(?<!wrong )\bboards?\b", "bord"), (r"\bcards\b", "kaarten"), (r"\b(hun|de|zijn|onze) card\b", r"\1 kaart"), (r"\bshort\b", "te kort"),
              (r"\bout of turn\b", "voor zijn beurt"), (r"\bmaat\b", "partner"), (r"\bmn\b", "mijn"), (r"\bie\b", "hij"),
              (r"\bopps?\b", "tegenstander"), (r"\bbidding\b", "bieden"), (r"\bgebid\b", "geboden"), (r"\bdouble\b", "doublet"),
              (r"\bkwam(en)? erachter\b", r"kwam\1 er achter"), (r"\berachter\b", "er achter"), (r"\bteveel\b", "te veel"),
              (r"\bm'n\b", "mijn"), (r"\bvd\b(?! beurt)", "van de"), (r"\bz'n\b", "zijn"), (r"\bd'r\b", "haar"),
              (r"\bfound out\b", "ontdekt"), (r"\bfound\b", "gevonden"), (r"\bon the floor\b", "op de vloer"), (r"\bin trick (\d+)\b", r"in slag \1"),
              (r"\bbefore the (?:opening )?(?:lead|uitkomst)\b", "voor de uitkomst"), (r"\bafter the (?:opening )?(?:lead|uitkomst)\b", "na de uitkomst"),
              (r"\bduring (?:the )?play\b", "tijdens het spel"), (r"\b(?:wrong|incorrect|false) explanation\b", "verkeerde uitleg"), (r"\bduring (?:the )?(?:auction|bidding)\b", "tijdens het bieden"))


def _text(reader: Reader) -> str:
    """The canonical text (``extract_play.canon``) with phone shorthand spelled out, once per reading.
    (A general helper: other extractors reading ``canon`` could share it.)"""
    return reader.once("judgement_text", _read_text)


def _read_text(reader: Reader) -> str:
    text = canon(reader)
    for pattern, word in _SHORTHAND:
        text = re.sub(pattern, word, text)
    return _names_as_seats(text)


# Words that may stand before a seat in brackets but are no player's name ("leider (N)", "partner (Z)").
_NOT_NAMES = frozenset("""leider blinde tegenspeler tegenspelers verdediger partner maat speler spelers tegenstander tegenstanders
    ik hij zij ze wij we jij je u de het een en of van door met voor na bij aan op in uit dat die dit wie toen maar
    claim concessie uitleg bord tafel ronde slag kaart kaarten hand handen wedstrijdleider pas bod alert team paar gever
    overtreder bieder uitlegger opener claimer verzaker declarer dummy defender rho lho linkertegenstander rechtertegenstander
    beurt spel bieding uitkomst uitkomen contract troef verzaking verzaakt onvoldoende zelf mij hem haar hen ons daarna toen
    won wint gelegd gespeeld geboden zien toe ook nog niet wel al noord oost zuid west""".split())


def _names_as_seats(text: str) -> str:
    """Players named by first name with their seat ("Jan (Noord) claimde …, Els ging niet akkoord", "Piet zat Zuid")
    read as that seat everywhere: "SEAT_N claimde …, SEAT_O ging niet akkoord". A name given two seats is left alone.
    (A general helper: any reader of seats could share it.)"""
    name = r"([a-zà-ÿ][a-zà-ÿ-]{2,})"
    seats: dict[str, set[str]] = {}
    for match in re.finditer(rf"(?<![\w'])({name[1:-1]}) (?:\( ({SEAT})(?: , (?:leider|tegenspeler|blinde|verdediger))? \)|(?:zat|zit) (?:op )?({SEAT})\b)", text):
        word = match.group(1)
        if word not in _NOT_NAMES and len(word) <= 10:
            seats.setdefault(word, set()).add(match.group(2) or match.group(3))
    for word, found in seats.items():
        if len(found) != 1:
            continue
        seat = next(iter(found))
        text = re.sub(rf"(?<![\w']){word} \( {seat} , (leider|tegenspeler|blinde|verdediger) \)", rf"{seat} ( \1 )", text)
        text = re.sub(rf"(?<![\w']){word} \( {seat} \)", seat, text)
        text = re.sub(rf"(?<![\w']){word}(?![\w])", seat, text)
    return text


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


_DURATION = r"\b(\d+|een|één|twee|drie|vier|vijf|tien|twintig|half|anderhalf) (min\w*|kwartier|uur|uren|dag|dagen|week|weken)\b"


def _since_results(text: str) -> bool | None:
    """The time since the results were published, against the default 30 minutes: "10 min na de uitslag" (open),
    "de uitslag stond al een uur online" (over). (The default period; a message naming its own wins first.)"""
    for sentence in _sentences(text):
        if not re.search(r"\b(?:uitslag\w*|publicatie|gepubliceerd|bekendmaking|frequentiestaat)\b", sentence):
            continue
        match = re.search(_DURATION, sentence)
        if not match:
            continue
        number = {"een": 1, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "tien": 10, "twintig": 20, "half": 0.5, "anderhalf": 1.5}.get(
            match.group(1), None) or float(match.group(1))
        unit = match.group(2)
        minutes = number * (1 if unit.startswith("min") else 15 if unit == "kwartier" else 60 if unit.startswith("uur") or unit == "uren"
                            else 1440 if unit.startswith("dag") else 10080)
        if minutes > 30:
            return False
        if minutes < 30 and re.search(rf"{_DURATION} geleden\b[^.?!;]*\b(?:gepubliceerd|bekendgemaakt|opgehangen|online|verschenen|gepost)\b|"
                                      rf"{_DURATION} (?:na|sinds) (?:de |het )?(?:uitslag\w*|publicatie|bekendmaking)\b|"
                                      rf"\b(?:hangt|hing|staat|stond|is|ligt|lag) (?:er |online |op internet |op de site |op het bord )?(?:pas |nog maar |net |amper |nauwelijks |sinds )?{_DURATION}", sentence):
            return True
    return None


def correction_period_open(text: str) -> bool | None:
    if _any(text, rf"{_PERIOD} (?:\S+ ){{0,2}}(?:nog niet|niet) (?:\S+ )?{_PERIOD_OVER}\b",
            rf"{_PERIOD} (?:\S+ )?(?:loopt|liep) nog\b", rf"\bbinnen de {_PERIOD}", rf"\b{_PERIOD} (?:is )?nog (?:open|bezig|lopend)\b",
            rf"\bals de {_PERIOD} nog loopt\b", rf"\b{_PERIOD} (?:is )?(?:nog )?(?:loopt|open|lopend|bezig)\b(?! (?:niet|meer)\b)"):
        return True
    if _any(text, rf"{_PERIOD} (?:\S+ ){{0,3}}{_PERIOD_OVER}\b", rf"\bna (?:afloop van )?(?:de|het einde van de) {_PERIOD}",
            rf"\b{_PERIOD} (?:\S+ ){{0,2}}(?:is )?(?:al |allang )?(?:verstreken|voorbij|verlopen)"):
        return False
    if re.search(_SCORE_WORDS, text):  # "uitslag is al definitief en de termijn is voorbij": the bare word, said of a result
        if re.search(r"\btermijn (?:is |was )?(?:al |allang |inmiddels )?(?:verstreken|voorbij|verlopen|om)\b", text):
            return False
        if re.search(r"\btermijn (?:\S+ )?(?:loopt|liep) nog\b|\btermijn (?:is )?nog (?:niet )?(?:open|bezig)\b", text):
            return True
    if any(_any(sentence, *_EARLIER_SESSION) and re.search(_SCORE_WORDS, sentence) for sentence in _sentences(text)):
        return False  # a score of an earlier session questioned now: the default 30 minutes have long run out
    return _since_results(text)


_EARLIER_SESSION = (r"\b(?:vorige|afgelopen) (?:week|weken|maand|zitting|clubavond|speelavond|keer|ronde van de competitie)\b",
                    r"\b(?:\d+|twee|drie|vier|een paar|enkele) (?:dagen|weken) (?:later|na|geleden)\b", r"\b(?:een|één) (?:dag|week|maand) (?:later|na|geleden)\b",
                    r"\bde volgende dag\b", r"\bde dag erna\b")
# only about a score or result: "gisteren/vorige week" in a story of play says when it happened, not when it is raised
_SCORE_WORDS = r"\b(?:uitslag\w*|score\w*|ingevoerd|ingevuld|bridgemate|frequentiestaat|resultaat|uitslagenlijst)\b"


def team_event(text: str) -> bool | None:
    if _any(text, r"\bviertal\w*", r"\bteam\w*", r"\b(?:gesloten|open) zaal\b"):
        return True
    if _any(text, r"\bparen(?:wedstrijd|drive|toernooi|competitie)?\b", r"\bparendrive\b", r"\bindividu\w*"):
        return False
    return None


# -- Laws 68-71: claims and concessions ---------------------------------------------------------------
_CONCEDE = (r"(?:concessie|concedeer\w*|geconcedeerd|cadeau (?:gedaan|gegeven|gaf|gaven|geeft|doen|geven|deed)\b|(?:gaf|geeft|gaven|deed|doet) (?:[^\s.?!;,]+ ){0,4}?cadeau\b|gaf (?:\S+ ){0,5}(?:af|weg)|geeft (?:\S+ ){0,5}(?:af|weg)|afgeven|afgegeven|"
            r"weggegeven|weggeven|weggeeft|afgeeft|weggaf|afgaf|afgestaan|afstaan|afstond|afstaat|(?:staat|stond|stonden|staan) (?:[^\s.?!;,]+ ){0,5}?af\b|de rest is voor jou|"
            r"(?:gaf|geeft|gaven) (?:[^\s.?!;,]+ ){0,6}?(?:slag|slagen|de rest|TRICK_\d+|TRICK) op\b|"
            r"(?:de rest|alles|alle slagen|ze) (?:\S+ )?(?:mocht|mag|mogen|mochten) (?:\S+ )?(?:hebben|krijgen|houden)\b|"
            r"(?:slag|slagen|de rest|TRICK_\d+|TRICK) (?:[^\s.?!;,]+ ){0,4}?(?:geven|gegeven)\b|' (?:\S+ )?(?:neem|pak) ze maar\b|' (?:\S+ )?(?:de rest )?(?:is|zijn) voor jullie\b|"
            r"' (?:(?!ik\b|mijn\b)[^\s'.?!;]+ ){0,4}?(?:is|zijn) (?:allemaal )?(?:voor|van) (?:jou|jullie|u)\b|"
            r"' (?:de )?rest (?:is |zijn )?voor (?:jou|jullie|u)\b)")  # (also without the verb: "'rest voor jullie'")
# A quoted claim or concession ("'de rest is voor mij'", "'alles hoog'", "'deze slag is van jou'", "'neem ze maar'").
_CLAIM_QUOTE = (r"' (?:[^'.?!;]*? )?(?:de rest|alles hoog|alles is hoog|rest is|alle slagen|neem ze maar|pak ze maar|deze slag is|(?:is|zijn) voor (?:jou|jullie|mij|ons)|"
                r"is van (?:jou|jullie|mij|ons)|haal ik)\b[^']*'")
_WORD = r"(?:(?!SEAT_|HAND_)[^\s.!?;,:]+ )"  # one word of the same clause, not a seat
_ROLE_WORDS = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}
_OBJECT = (r"(?:protest\w*|weigert|weigerde|verzet\w*|(?:zei|zegt|riep|roept) (?:\S+ )?dat (?:hij|zij|ze) (?:het |daar |er )?(?:\S+ )?niet (?:mee )?akkoord (?:ging|gaat|was|is)\b|(?:greep|grijpt) (?:\S+ )?in\b|(?:riep|roept|zei|zegt) (?:\S+ ){0,2}:? ?' (?:\S+ )?niet doen\b|(?:maakt|maakte|maken) (?:\S+ )?bezwaar|(?:vond|vindt) (?:het|dat) (?:\S+ )?niet (?:goed|ok|oké)\b|"
           r"(?:zei|zegt|riep|roept) (?:\S+ )?dat (?:hij|zij|ze) (?:het|dat|die) (?:\S+ )?niet (?:goed|ok|oké) (?:vond|vindt)\b|"
           r"(?:is|was) het (?:er )?(?:\S+ )?niet mee eens|(?:riep|roept|zei|zegt) (?:\S+ ){0,2}' (?:stop|nee|ho|wacht)\b|"
           r"(?:zegt|zei|roept|riep) (?:\S+ )?dat (?:hij|zij|ze) (?:\S+ ){0,3}nog (?:een |één )?slag|"
           r"(?:zegt|zei|roept|riep) (?:\S+ )?dat (?:hij|zij|ze) (?:[^\s.?!;]+ ){0,2}?nog (?:[^\s.?!;]+ ){1,3}?(?:had|heeft|hield)\b)")


def _seat_roles(text: str, partner_defends: bool = False) -> dict[str, str]:
    """The role of each seat the message gives ("leider N", "Z (tegenspeler)", "W is blinde", "4♠ door Z"),
    completed from the declarer or dummy (his partner is dummy / declarer, the others defend).
    (A general helper: the other judgement readers could share it.)"""
    roles: dict[str, str] = {}
    role = r"(leider|blinde|tegenspeler)"
    for pattern in (rf"\b{role} (?:\( ?|, )?({SEAT})\b", rf"\b({SEAT}) \( ?{role}\b", rf"\b({SEAT}) , (?:de |die )?{role}\b",
                    rf"\b({SEAT}) , die (?:\S+ )?{role} (?:was|is|werd)\b",
                    rf"\b({SEAT}) (?:en )?(?:is|was|wordt|werd) (?:de )?{role}\b", rf"\b({SEAT}) {_WORD}{{0,4}}als {role}\b"):
        for match in re.finditer(pattern, text):
            seat, word = (match.group(2), match.group(1)) if match.group(1) in _ROLE_WORDS else match.groups()
            roles.setdefault(seat[-1], _ROLE_WORDS[word])
    for match in re.finditer(rf"(?<!van )(?<!uitleg )(?<!alert )\b(?:CALL|contract) (?:\S+ )?door ({SEAT})\b|^(?:[^\s.?!;,]+ ){{0,3}}?CALL ({SEAT}) , |\b({SEAT}) (?:en )?(?:speelt|speelde|claimt|claimde) (?:\S+ )?(?:in )?CALL\b|"
                             rf"\b(?:speelt|speelde) ({SEAT}) (?:\S+ )?CALL\b", text):
        roles.setdefault(next(g for g in match.groups() if g)[-1], "declarer")
    for match in re.finditer(rf"\b(?:de )?blinde (?:[^\s.?!;,]+ ){{0,4}}?(?:zijn|haar) partner (?:\( )?({SEAT})\b", text):
        roles.setdefault(match.group(1)[-1], "declarer")  # "de blinde keek toe hoe zijn partner O claimde"
    for match in re.finditer(rf"\b({SEAT}) (?:[^\s.?!;,]+ ){{0,2}}?(?:zei|zegt|riep|roept|vroeg|vraagt) (?:\S+ )?tegen de leider\b|\b(?:zei|zegt|riep|roept) ({SEAT}) (?:\S+ )?tegen de leider\b", text):
        roles.setdefault(next(g for g in match.groups() if g)[-1], "defender")  # who speaks to the declarer is not the declarer (nor his dummy)
    declarer = next((s for s, r in roles.items() if r == "declarer"), None)
    dummy = next((s for s, r in roles.items() if r == "dummy"), None)
    if declarer is None and dummy is not None:
        declarer = PARTNER[dummy]
        roles.setdefault(declarer, "declarer")
    if partner_defends:  # the partner of a defender defends too ("ik zat N en was tegenspeler; mijn partner Z gaf ...")
        for seat, r in list(roles.items()):
            if r == "defender":
                roles.setdefault(PARTNER[seat], "defender")
    if declarer is not None:
        for seat in "NOZW":
            roles.setdefault(seat, "dummy" if seat == PARTNER[declarer] else "declarer" if seat == declarer else "defender")
    return roles


_CLAIM_VERB = (r"(?:claimt|claimde|claimden|geclaimd|claimen|opeist|opeiste|opeisten|opgeëist|concedeert|concedeerde|geconcedeerd|concederen|weggegeven|afgegeven|weggeeft|afgeeft|weggaf|afgaf|afgestaan|cadeau gedaan|cadeau gegeven|"
               r"(?:staat|stond) (?:[^\s.?!;,]+ ){0,3}?(?:slag|slagen|de rest) af\b|"
               r"liet (?:[^\s.?!;,]+ ){0,8}?(?:alles|zijn kaarten|haar kaarten|zijn hand|haar hand|de rest) (?:\S+ )?zien\b|"
               r"(?:legt|legde|gooit|gooide|smeet) (?:[^\s.?!;]+ ){0,6}(?:neer|open|op tafel)\b|opengelegd|neergelegd|op tafel gelegd|"
               r"(?:zei|zegt|verklaarde|verklaart|meldde|meldt) (?:[^\s.?!;,]+ ){0,4}?dat (?:de rest|alles|alle (?:\S+ )?slagen) (?:\S+ )?(?:voor (?:hem|haar|mij|hen|ons)|van (?:hem|haar|mij)|hoog)\b|"
               r"(?:zei|zegt|verklaarde|verklaart|meldde|meldt) (?:[^\s.?!;,]+ ){0,4}?dat (?:ik|hij|zij) (?:de rest|alles|alle (?:\S+ )?slagen) (?:zou |kon )?(?:maakte|maak|maakt|maken|had|heb|heeft|haal|haalt|haalde|halen|kreeg|krijg)\b|"
               r"(?:toont|toonde|toonden) (?:[^\s.?!;]+ ){0,5}?(?:zijn|haar) (?:\S+ )?(?:hand|kaarten)\b(?=[^.?!;]*\b(?:alle|de rest|de overige|de resterende|alles)\b)|"
               r"(?:slag|slagen|de rest) (?:[^\s.?!;,]+ ){0,3}(?:aan|voor) (?:de|hem|haar|hen) (?:\S+ )?gegeven|"
               r"(?:gaf|geeft) (?:[^\s.?!;,]+ ){0,4}?(?:slag|slagen|de rest) (?:aan|voor) (?:de|hem|haar|hen)\b)")

_SITUATION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("partner_objected", (
        r"\bpartner\b[^.?!;]{0,40}' ?(?:nee|stop|ho|wacht|niet doen|dat klopt niet)\b",
        r"\bpartner\b(?: \S+){0,5} (?:maakt|maakte|maken) (?:\S+ )?bezwaar\b",
        rf"\bpartner van (?:de|een) (?:tegenspeler|verdediger) die (?:[^\s.?!;]+ ){{0,3}}?(?:{_CONCEDE}|{_CLAIM_VERB})\b[^.?!;]*\bbezwaar\b",
        r"\bpartner\b(?: \S+){0,3} (?:zegt|zei|roept|riep) (?:\S+ )?dat (?:hij|zij|ze) het (?:er |daar )?(?:\S+ )?niet mee eens (?:is|was)\b",
        r"\bpartner\b(?: \S+){0,4} (?:protesteert|protesteerde|weigert|wil dat niet)\b(?! niet\b)",
        r"\b(?:ik|wij) (?:\S+ )?(?:heb|hebben|maakte|maakten) (?:\S+ ){0,2}bezwaar\b",
        r"\bpartner\b(?: \S+){0,3} (?:is|was) het (?:er |daar )?(?:meteen |direct |helemaal |ook )?niet mee eens\b",
        r"\bmijn partner\b[^.?!;]*\b(?:ben|was) ik het (?:er )?(?:\S+ )?niet mee eens\b",
        r"\bpartner (?:\S+ )?het (?:er )?(?:meteen |direct |helemaal |ook )?niet mee eens (?:is|was|zijn)\b",
    )),
    ("play_continued", (
        r"\b(?:willen|wilden|vroegen|vragen|wil|wilde) (?:\S+ )?dat (?:SEAT_\w|hij|zij|de leider) (?:\S+ )?(?:uitspeelt|uitspeelde|doorspeelt|doorspeelde|verder speelt|verder speelde)\b",
        r"\b(?:spelen|speelden|speelt|speelde) (?:ze|we|zij|wij)? ?(?:\S+ ){0,4}(?:toch |gewoon )?verder\b(?! \?)",
        r"\bmet z'n vieren\b", r"\bmet (?:zijn|ze|z'n) (?:allen|vieren)\b(?! \?)", r"\b(?:vragen|vroegen|vraagt|vroeg|verzoeken|verzochten) (?:\S+ ){0,3}(?:het|alles|de rest|het spel) (?:verder |gewoon )?(?:uit|door|verder) te spelen\b", r"\b(?:spelen|speelden|speelt|speelde) (?:het|alles|de rest|het spel|de hand)\b(?: [^\s.?!;]+){0,6} uit\b", r"\b(?:werd|wordt) (?:toch )?(?:verder|door)gespeeld\b", r"\balle vier (?:\S+ )?(?:verder|door)\b", r"\b(?:spelen|speelden|speelt|speelde) (?:ze |zij |we |wij )?(?:alle vier|met z'n vieren|met zijn vieren) (?:[^\s.?!;]+ ){0,4}?(?:uit|verder|door)\b",
        r"(?<!niet )(?<!\bhad )(?<!\bhadden )\b(?:verder|door) ?gespeeld\b",  # (not "als we hadden doorgespeeld": what would have been)
        r"\b(?:speelden|speelde|spelen|speelt)\b(?: [^\s.?!;]+){0,8} (?:het spel|de hand|de rest|alles) (?:toch |gewoon |verder )?uit\b", r"\b(?:vroegen|vroeg|verzochten|verzocht|verzoek)\b[^.?!]*(?<!\bbij )\b(?:door|verder) (?:te )?spelen\b",
        r"\b(?:op verzoek|(?:hebben|hadden|heeft|had) (?:ze|we|zij|wij))\b[^.?!;]*\b(?:het spel|de hand|de rest|alles) (?:(?:daarna|toen|toch|gewoon|verder|nog) )*uitgespeeld\b",
        r"\b(?:door|verder) te spelen\b[^.?!;]*\b(?:gedaan|gebeurd)\b",
        r"\b(?:doorspelen|verder spelen|uitspelen)\b[^.?!;]*\b(?:als|omdat|wanneer) (?:de )?(?:tegenspelers?|tegenstanders?|tegenpartij|SIDE_\w+|ze|zij) (?:dat |het )?(?:vragen|vroegen|vraagt|vroeg|willen|wilden)\b",
    )),
    ("current_trick_only", (
        r"\b(?:deze|die|dit|de lopende) slag (?:is voor mij|is van mij|neem ik|win ik|is de mijne|is voor ons)\b",
        r"\b(?:alleen|enkel) (?:over )?(?:de|deze|die) (?:lopende |ene )?slag\b",
        r"\b(?:alleen|enkel) (?:\S+ ){0,2}(?:zei|zeg|zegt|riep) (?:\S+ )?dat (?:deze|de lopende) slag (?:voor|van) (?:mij|hem|haar|ons) (?:was|is)\b",
        r"\bdeze (?:slag )?is (?:voor mij|van mij|de mijne|voor ons)\b", r"\b(?:alleen|enkel) (?:om|over|op) (?:die|deze|de) (?:ene |lopende |huidige )?slag\b",
    )),
    ("agreement_withdrawn", (
        r"\b(?:instemming|toestemming) (?:\S+ ){0,3}(?:intrekken|in te trekken|ingetrokken|terugtrekken|terug te trekken|teruggetrokken)\b",
        r"\b(?:trekt|trekken|trok|trokken) (?:\S+ ){0,6}(?:instemming|akkoord|toestemming) (?:\S+ ){0,6}in\b",
        r"\bterug(?:komen|komt|kwam|kwamen|te komen) op (?:zijn|haar|hun|de|die|deze|mijn|onze) (?:instemming|akkoord|toestemming)\b",
        r"\bop (?:zijn|haar|hun|de|die|deze|mijn|onze) (?:instemming|akkoord|toestemming) (?:[^\s.?!;]+ ){0,4}?terug(?:komen|te komen|komt|kwam|kwamen)\b",
        r"\b(?:akkoord|instemming) (?:\S+ ){0,3}terug(?:draaien|nemen|trekken)\b",
        r"\b(?:akkoord|instemming|ingestemd|stemde\w* in)\b[^.?!;]*\b(?:trekken|trekt|trok|trokken) (?:dat|het|dit|die|hun akkoord|zijn akkoord|haar akkoord) (?:\S+ ){0,2}in\b",
        r"\b(?:akkoord|instemming|ingestemd|stemde\w* in)\b[^.?!;]*\b(?:intrekken|in te trekken|ingetrokken|terugtrekken|terug te trekken|"
        r"herroepen)\b",
    )),
    ("concession_regretted", (
        rf"{_CONCEDE}\b[^.?!;]*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan|terugnemen|wil (?:\S+ ){{0,3}}terug)\b",
        rf"{_CONCEDE}\b.*\b(?:terugdraaien|teruggedraaid|terug te draaien|ongedaan maken|terugnemen|wil (?:\S+ ){{0,3}}terug|"
        rf"terugkrijgen|terug krijgen|terughebben|terug hebben|(?:wil|wilde|willen|wilden) (?:\S+ ){{0,4}}(?:toch|alsnog|weer) (?:hebben|krijgen)|(?:bedenkt|bedacht) (?:hij|zij|ze) zich|spijt|ongelukkig|baal|baalt|balen|"
        rf"(?:kan|kon|mag|mocht|kunnen|mogen|wil|wilde|willen) (?:\S+ ){{0,4}}terug(?! (?:naar|aan|in)\b)|terug (?:willen|mogen|kunnen)|terugkomen|terug te komen|(?:kan|kon|mag|mocht) (?:\S+ ){{0,3}}(?:rechtgezet|hersteld|teruggedraaid|ongedaan gemaakt)|"
        rf"(?:wil|wilde|willen|wilden) (?:\S+ ){{0,3}}(?:rechtgezet|hersteld|teruggedraaid|ongedaan gemaakt) (?:hebben|zien))\b",
        rf"\b(?:komt|kwam|komen|kwamen) (?:\S+ ){{0,2}}(?:erop|daarop|op) terug\b.*\b{_CONCEDE}",
        r"\b(?:terugdraaien|teruggedraaid|terug te draaien)\b[^.?!;]*\b(?:concessie|concedeer\w*)\b",
        rf"\b(?:wil|wilde|willen|wilden) (?:\S+ ){{0,3}}(?:terugdraaien|terugnemen|ongedaan maken)\b.*\b{_CONCEDE}",  # the regret told first
        r"\bconcessie (?:\S+ ){0,3}(?:intrekken|in te trekken|ingetrokken|terugnemen|terug te nemen)\b",
    )),
    ("contested", (
        r"\b(?:wijst|wees|wezen|wijzen) (?:\S+ ){0,3}af\b", r"\bafgewezen\b", r"\b(?:stemt|stemmen|stemde|stemden) (?:\S+ )?niet in\b", r"\bweiger\w*", r"\bverwerp\w*",
        r"\bomstreden\b", r"\bbetwist\w*", r"\b(?:vinden|vindt|vonden|vond|zeggen|zegt) van niet\b", r"\b(?:accepteert|accepteren|accepteerde|accepteerden|aanvaardt|aanvaarden) (?:\S+ )?niet\b", r"\bniet (?:geaccepteerd|aanvaard|accepteert|accepteerde|accepteerden|accepteren|aanvaardt|aanvaardde|aanvaarden)\b", r"' (?:en )?(?:mijn|onze|zijn|haar) (?:\S+ )?(?:CARD|troef|troeven|aas|heer|vrouw|boer|\w+) dan\b", r"\b(?:dat|die|dit) zie ik (?:\S+ )?niet\b", r"(?:zegt|zei|riep|roept|:) ' [^']*\bnog (?:een |één )?verliezer\b", r"\b(?:zijn|is|was|waren|ben|bent) het (?:\S+ ){0,2}niet met (?:de |die |deze |zijn |haar )?(?:claim|concessie) eens\b", r"\b(?:zijn|is|was|waren|ben|bent) het (?:er |daar )?(?:ook |echt |helemaal |totaal )?niet (?:mee )?eens\b",
        r"\b(?:zegt|zeggen|vindt|vinden|roept|riep|zei|zeiden|stelt|stellen) (?:\S+ )?dat (?:het|die claim|de claim|dat|die concessie) (?:\S+ )?niet (?:klopt|klopte|kan|juist is|goed is)\b", r"\boneens\b", r"\btwijfelt\b", r"\b(?:wees|wijst|wezen) (?:\S+ )?(?:erop|er op) dat (?:hij|zij|ze|wij|we) (?:[^\s.?!;]+ ){0,5}nog (?:een |één )?\w*slag\w*", r"\bdat (?:hij|zij|ze|wij|we) het (?:er |daar )?(?:\S+ )?niet mee eens (?:is|was|zijn|waren)\b",
        r"\bniet (?:[^\s.?!;]+ ){0,2}akkoord\b", r"(?<!niemand )(?<!geen )\b(?:maakt|maken|maakte|maakten) (?:\S+ )?bezwaar\b",
        r"\bverzet\w* (?:zich|ze|hij|zij)\b", r"(?<!niemand )(?<!geen )\bprotest\w*\b(?! niet\b)", r"\b(?:gediscussieerd|discussie|ruzie)\b",
        # the objection in the other word order ("mag de blinde bezwaar maken tegen de claim") or quoted ("O zegt 'nee hoor, ...'",
        # "de blinde zegt 'wacht even, de ♥V zit nog buiten'")
        r"(?<!niemand )(?<!geen )\bbezwaar (?:[^\s.?!;]+ ){0,3}?(?:maken|maakt|maakte|maakten|gemaakt|aantekenen|tekent|tekende)\b",
        r"\b(?:zegt|zei|zeggen|zeiden|riep|roept|riepen) (?:[^\s.?!;']+ ){0,2}?:? ?' (?:nee|ho|stop|wacht)\b",
        # the verb last, as in a clause after "dat" or "als": "dat ze het toch niet eens zijn met een claim"
        r"(?<!niemand )\bhet (?:(?:er|daar|toch|dan|achteraf|ook|echt|helemaal|totaal) )*niet (?:mee )?eens (?:zijn|is|was|waren|ben|bent)\b",
        r"\b(?:vinden|vindt|zeggen|zegt|menen|vonden|zei|zeiden) (?:SEAT_\w |SIDE_\w+ )?dat er (?:\S+ ){0,2}nog (?:een |één )?slag\w* (?:\S+ ){0,2}(?:voor|naar) (?:SIDE_\w+|SEAT_\w)\b",
        r"\b(?:vinden|vindt|zeggen|zegt|menen|vonden) dat er (?:\S+ ){0,2}nog (?:een |één )?slag\w* (?:\S+ ){0,2}(?:voor|naar) "
        r"(?:hen|hun|ons|hem)\b",
        r"\b(?:zegt|zeggen|vindt|vinden|stelt|stellen) (?:meteen |direct |echter |wel )?dat (?:hij|zij|ze|wij|we) (?:[^\s.?!;]+ ){0,5}nog (?:een |één )?\w*slag\w*",
        r"(?<!ik )(?<!leider )\b(?:zei|zeiden|riep|riepen) (?:meteen |direct |echter |wel )?dat (?:hij|zij|ze|wij|we) (?:[^\s.?!;]+ ){0,5}nog (?:een |één )?slag\w* (?:\S+ ){0,2}(?:kon|konden|kan|kunnen|had|hadden|zou|zouden)\b",
    )),
    ("agreed", (
        r"\b(?:stemt|stemmen|stemde|stemden) (?:(?!niet\b)\S+ ){0,2}in\b", r"(?<!niet )(?<!nooit )\bingestemd\b", r"\b(?:knikte|knikten|knikt|knikken)\b", r"\b(?:ging|gingen|gaat|gaan) (?:\S+ )?mee\b",
        r"\b(?:hebben|heeft|hadden|had) (?:het|dat|die claim|de claim) (?:zo )?(?:gelaten|laten gaan)\b", r"\b(?:lieten|liet) (?:het|dat|die claim|de claim) (?:zo|maar)\b",
        r"\bniemand maakt bezwaar\b", r"\b(?:kaarten|handen) (?:\S+ ){0,2}(?:in het bord|weg|terug) (?:gestopt|gestoken|gedaan|teruggestoken)\b",
        r"\b(?:stopten|staken|deden|pakten|stopte|stak|pakte) (?:\S+ ){0,2}(?:kaarten|handen) (?:\S+ ){0,2}(?:in het bord|weg|in)\b", r"\b(?:schreven|schreef|noteerden|noteerde) (?:\S+ ){0,3}(?:score|uitslag) (?:\S+ )?op\b", r"\b(?:niemand|geen van hen|geen van beiden) (?:\S+ )?bezwaar (?:maakt|maakte|heeft|had)\b", r"\b(?:geaccepteerd|accepteren|accepteerde|accepteerden)\b",
        r"\bniemand (?:protesteert|protesteerde|maakt bezwaar|maakte bezwaar|heeft bezwaar)\b", r"\bgeen bezwaar\b",
        r"\b(?:nemen|neemt|namen|nam) (?:dat|het|de claim|die|de concessie) (?:\S+ )?aan\b",
        r"\b(?:is|zijn|was|waren|gaat|gaan|ging|gingen) (?:\S+ ){0,2}akkoord\b", r"\bakkoord (?:(?:is|zijn|was|waren) )?gegaan\b", r"(?<!niet )\b(?:mee )?akkoord (?:waren|was)\b", r"(?<!niet )\bakkoord (?:gaan|gaat|gingen|ging)\b",
        r"\b(?:zei|zeiden|zegt|zeggen) (?:allebei |beiden |alle drie |meteen |direct )?(?:ok|oké|okay|prima|akkoord)\b",
        r"' ?(?:ok|oké|okay|prima|akkoord|goed|dat is goed|prima hoor) ?' (?:zei|zeiden|zegt|zeggen|riep|riepen)\b",
        r"\b(?:zei|zeiden|zegt|zeggen) (?:allebei |beiden |alle drie |meteen |direct )?:? ?' ?(?:ok|oké|okay|prima|akkoord|goed)\b",
        r"\b(?:leider|blinde|tegenspeler\w*|partner|SEAT_\w|SIDE_\w+) (?:(?:\+|en|&) (?:de )?(?:leider|blinde|tegenspeler\w*|partner|SEAT_\w|SIDE_\w+) )?"
        r"(?:ook |allebei |beiden |direct |meteen )?(?:akkoord|ok|oké|okay|prima)\b(?! (?:met|dat)\b)",
        r"\b(?:iedereen|allen|allemaal|alle spelers|alle drie|beide partijen|de anderen|de tegenpartij|de tegenspelers|SIDE_\w+) "
        r"(?:is |zijn |was |waren |ging |gingen |vond het |vonden het )?(?:(?:direct|meteen|gewoon) )?(?:ok|oké|okay|prima|akkoord|tevreden|eens|chill|fine)\b(?! (?:met|dat)\b)",
        r": ' (?:prima|akkoord|ok|oké|okay)\b",
        r"\b(?:zei|zeiden|zegt|zeggen) (?:(?:SEAT_\w|SIDE_\w+|en|beiden|allebei|de|tegenspelers|leider|blinde) ){1,4}:? ?'? ?(?:ok|oké|okay|prima|akkoord|goed)\b", r"\b(?:iedereen|allen|alle spelers|beide partijen) (?:is |zijn |ging |gingen )?akkoord\b", r"\b(?:vonden|vond|vinden|vindt) (?:het|dat) (?:\S+ )?(?:goed|prima|best|ok|oké)\b",
    )),
)
# After an agreement, a player who wants to go back on it ("wil W toch terug", "Mag ik daar nog op terugkomen?").
_BACK_OUT = (r"\b(?:wil|wilde|willen|wilden)\b(?: (?!niet\b)\S+){0,4} (?:terug|terugkomen|terugdraaien|intrekken)\b|\bpas (?:\S+ ){0,5}(?:vonden|vond|zagen|zag|bedachten|bedacht) (?:ze|zij|hij|SEAT_\w|SIDE_\w+)\b|\b(?:erop|daarop|op) (?:\S+ )?terug(?:komen|te komen)?\b|"
             r"\b(?:kan|kon|kunnen|konden|mag|mocht|mogen|mochten|is|was)\b(?: (?!niet\b)[^\s.?!;]+){0,5} (?:teruggedraaid|terug te draaien|terugdraaien|ongedaan (?:gemaakt|maken|te maken)|teruggenomen|terug te nemen|"
             r"herzien|teruggekomen|terugkomen|terug te komen|ingetrokken|intrekken|in te trekken)\b|"
             r"\b(?:teruggedraaid|ongedaan gemaakt|teruggenomen|ingetrokken|herzien) (?:kan|kon|kunnen|konden|mag|mocht|mogen|mochten|moet|moeten) worden\b|"
             r"\b(?:ongedaan|terug) (?:kan|kon|kunnen|konden|mag|mocht|mogen|mochten) (?:worden )?(?:gemaakt|maken|gedraaid|draaien|genomen|nemen)\b|"
             r"\b(?:komt|kwam|komen|kwamen) (?:\S+ ){0,2}(?:erop|daarop|op) terug\b|\b(?:toch |weer |alsnog )terug (?:willen|wil|wilden|wilde)\b|\b(?:wil|willen|wilde|wilden) (?:ze|zij|hij|SEAT_\w|SIDE_\w+) (?:toch |alsnog |nu )?(?:die|de|deze|een|hun|zijn) (?:\S+ )?slag\b|\b(?:komt|kwam|komen|kwamen) (?:SEAT_\w|SIDE_\w+) (?:(?:nog|toch|alsnog) )?terug\b|"
             # "als we hadden doorgespeeld, hadden we die slag gewonnen": a trick claimed back after the agreement
             r"\b(?:als|bij) (?:we |wij |ze |zij |hij |SIDE_\w+ )?(?:hadden |had )?(?:doorgespeeld|verder gespeeld|doorspelen|verder spelen|uitgespeeld)\b[^.?!;]*\b(?:gewonnen|gehaald|gemaakt)\b|"
             # the separable verb: "trekken dat nu in", "trok N zijn akkoord weer in"
             r"\b(?:trekt|trekken|trok|trokken) (?:ze |zij |hij |SEAT_\w |SIDE_\w+ )?(?:dat|het|die|dit|hun|de|zijn|haar|deze) (?:(?:instemming|akkoord|toestemming|goedkeuring|ja) )?(?:nu |toch |alsnog |weer |later )*in\b")
# An agreement told as the first reaction ("waar ze eerst ja op zeiden", "gingen aanvankelijk akkoord"): a later objection withdraws it.
_AGREED_FIRST = (r"\b(?:eerst|aanvankelijk|eerder|in eerste instantie)\b (?:[^\s.?!;,]+ ){0,4}?(?:ja (?:op |tegen )?(?:zeiden|zei|gezegd|zeggen|zegt)|"
                 r"(?:mee )?akkoord (?:gingen|ging|gaan|gaat|waren|was|gegaan)|(?:hadden|had|hebben|heeft) (?:\S+ )?ingestemd|instemden|instemde|stemden (?:\S+ )?in|stemde (?:\S+ )?in)\b")
# Whether an agreed claim still stands, asked ("Klopt het dat de claim blijft staan als ze eerst instemden, ook als ...?").
_STANDS_ASKED = (r"\b(?:blijft|blijven) (?:de claim |die claim |een claim |het |dat |deze )?(?:dan |toch |gewoon |ook dan )*staan\b(?=[^.!]*\?)|"
                 # "moet een claim worden teruggedraaid als de tegenspelers er eerst mee akkoord waren ...?"
                 r"\b(?:moet|moeten|kan|kunnen|mag|mogen) (?:een |de |die )?(?:claim|instemming|akkoord) (?:[^\s.?!;]+ ){0,5}?(?:worden )?(?:teruggedraaid|ongedaan gemaakt|ingetrokken)\b(?=[^.!]*\?)")
# After an agreement, something that reopens it: the message does not say the claim stands.
_REOPENED = (r"\bmaar\b", r"\bdaarna\b",  # (these two only after the agreement)
             r"\b(?:bleek|blijkt|ziet|zag|ontdekt)\b", r"\bverliezer\b", r"\bnog een slag\b")


def _claimer(text: str) -> tuple[str | None, int | None]:
    """The claimer (or the player who conceded): his seat tag and its offset."""
    patterns = (
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:\S+ )?(?:claimt|claimde|concedeert|concedeerde|legt zijn kaarten)",
        rf"\b(?:claim|concessie) van (?:de )?(?:leider |tegenspeler )?(?P<s>{SEAT})",
        rf"\b(?:leider|tegenspeler) (?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\S+ ){{0,2}}(?:claim\w*|concedeer\w*|legt|legde|toont|toonde|zegt|zei|gaf|geeft|wil|wilde|wou|probeerde|probeert)\b",
        rf"(?P<s>(?:{SEAT}|GEVER_[NOZW])) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:gaf|geeft) (?:als (?:leider|tegenspeler) )?(?:\S+ ){{0,5}}(?:af|weg)\b",
        # "N gaf als leider in 6♠ één down toe", "W geeft twee slagen toe": a concession
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:gaf|geeft) (?:als (?:leider|tegenspeler) )?(?:\S+ ){{0,5}}(?:down|slag|slagen|de rest|alles) toe\b",
        # "Z wou de laatste drie slagen aan de leider geven": slags offered to the other side
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:wil|wilde|wou|ging|gaat) (?:[^\s.?!;,]+ ){{0,6}}(?:slag|slagen|de rest|alles) aan (?:de )?(?:leider|tegenspeler|tegenpartij|SEAT_\w|hem|hen|jullie) (?:te )?geven\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:wil|wilde|wou|wilden|wouden|ging|gaat|probeerde|probeert) (?:[^\s.?!;,]+ ){{0,8}}(?:afgeven|weggeven|claimen|concederen|opgeven|opeisen|(?:af|weg|op) te geven|op te eisen|te (?:claimen|concederen))\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:legt|toont|zegt)\b",
        rf"\bpartner \( ?(?P<s>{SEAT}) ?\) (?:\S+ ){{0,3}}(?:wilde|wil|gaf|geeft|concedeer\w*)",
        rf"\bclaim van (?:\S+ ){{0,3}}?(?P<s>{SEAT})",
        rf"\bik (?:zit|zat|ben|speel|speelde) (?:de )?(?:leider )?(?P<s>{SEAT})",
        rf"\bik \( ?(?P<s>{SEAT}) ?\)",
        rf"(?P<s>{SEAT}) , (?:de |die )?(?:leider|tegenspeler|verdediger) , (?:{_WORD}){{0,4}}?(?:{_CLAIM_VERB}|liet|toonde|toont|zei|zegt)\b",
        rf"\b(?:claim|concessie) (?:van )?(?:de )?(?:leider|tegenspeler|verdediger) (?P<s>{SEAT})",
        # word-order free: the seat of the clause of a claim verb, the seat after the noun or an inverted verb
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?{_WORD}{{0,6}}?{_CLAIM_VERB}\b",
        rf"(?P<s>{SEAT}) (?:\( ?(?:leider|tegenspeler) ?\) )?(?:(?!SEAT_|HAND_)[^'.?!;,]){{0,60}}?(?:zei|zegt|riep|roept|:) {_CLAIM_QUOTE}",  # the seat before a quoted claim
        rf"\b(?:zei|zegt|riep|roept) (?P<s>{SEAT}) :? ?{_CLAIM_QUOTE}",
        rf"(?P<s>{SEAT}) (?:zei|zegt|riep|roept)(?: [^'.?!;,]+){{0,6}}? {_CLAIM_QUOTE}",
        rf"\b(?:claim|concessie) (?P<s>{SEAT})\b",
        rf"\b(?:legt|legde|toont|toonde|claimt|claimde|concedeert|concedeerde) (?P<s>{SEAT})\b",
        rf"\b(?:legt|legde|gooit|gooide|smeet|toont|toonde|claimt|claimde|concedeert|concedeerde) (?:de )?(?:leider|tegenspeler|verdediger) (?P<s>{SEAT})\b",
        rf"(?P<s>{SEAT}) (?:zijn|haar) (?:claim|concessie)\b",
        rf"\bleider (?P<s>{SEAT}) : '",
        rf"\b(?:claim|concessie) (?:\S+ ){{0,2}}?door (?:de )?(?:leider |tegenspeler )?(?P<s>{SEAT})",
        rf"(?P<s>{SEAT}) , (?:die|de) [^,.]{{1,30}} , {_WORD}{{0,4}}?{_CLAIM_VERB}",
    )
    hits = [m for m in (re.search(p, text) for p in patterns) if m]
    if not re.search(rf"\b(?:ik|wij|we)\b (?:\S+ ){{0,6}}?(?:{_CLAIM_VERB}|gaf|geef|claim|concedeer)\b|\bmijn (?:claim|concessie)\b|"
                     r"\b(?:legde|legt|claimde|claimt|concedeerde|concedeert|gaf|geef) ik\b", text):
        hits = [m for m in hits if not re.match(r"ik\b", m.group(0))]  # "ik zat west" names the writer, not the claimer
    if not hits:
        return None, None
    first = min(hits, key=lambda m: m.start("s"))
    return first.group("s"), first.start("s")


def _claimer_role(text: str, at: int | None) -> str | None:
    roles = {"leider": "declarer", "tegenspeler": "defender", "verdediger": "defender", "verdediging": "defender"}
    if at is not None:
        around = text[max(0, at - 25): at + 40]
        seat = re.escape(text[at:].split(" ", 1)[0])
        match = re.search(rf"(?:\b(leider|tegenspeler|verdediger) {seat}\b|{seat} \( ?(leider|tegenspeler|verdediger|verdediging) ?\)|{seat} (leider|tegenspeler)\b(?! (?:\S+ )?(?:SEAT|HAND)_)|"
                          rf"{seat} (?:[^\s.?!;,]+ ){{0,5}}als (leider|tegenspeler|verdediger)\b|"
                          rf"{seat} (?:\S+ ){{0,2}}\( ?(?:hij|zij|die) (?:is|was) (?:de )?(leider|tegenspeler|verdediger)\b)", around)
        if match:
            return roles[next(g for g in match.groups() if g)]
        if re.search(rf"(?:^|[.!?;:] |contract )CALL (?:\S+ )?(?:van|door) {seat}\b|{seat} (?:speelt|speelde) (?:\S+ )?CALL\b", text):
            return "declarer"  # "4♥ van W, na slag 8 claimt W": the claimer plays the contract
        known = _seat_roles(text, partner_defends=True).get(text[at:].split(" ", 1)[0][-1])
        if known in ("declarer", "defender"):
            return known
    match = re.search(r"\b(?:claim\w*|gaf|geeft|concedeer\w*|heb|heeft|ik|kan|mag) (?:\S+ )?als (leider|tegenspeler|verdediger)\b", text)
    if match:
        return roles[match.group(1)]
    match = re.search(r"(?:^|[.!?;] )(?:de |een )?(leider|tegenspeler|verdediger) (?:claim\w*|concedeer\w*|gaf|geeft)\b", text)
    if match:
        return roles[match.group(1)]
    match = re.search(r"\bals (leider|tegenspeler|verdediger) (?:heb|had) ik\b", text) or re.search(
        rf"\bik (?:was|ben|zat als|speelde als) (?:de )?(leider|tegenspeler|verdediger) en (?:\S+ )?(?:{_CONCEDE}|{_CLAIM_VERB}|claim\w*)", text)
    if match:
        return roles[match.group(1)]
    if re.search(r"\bpartner\b[^.?!;]*\bals tegenspeler\b|\b(?:wij|we|mijn partner en ik) (?:zijn|waren) (?:de )?tegenspeler", text):
        return "defender"
    if re.search(rf"\bmijn (?:claim|concessie)\b|\bik\b(?: [^\s.?!;]+){{0,4}}? (?:{_CLAIM_VERB}|claim|concedeer)\b", text):
        me = re.search(r"\bik (?:ben|was|speelde als|zat als|speel als) (?:de )?(leider|tegenspeler|verdediger)\b", text)
        if me:  # "mijn claim, ik was leider"
            return roles[me.group(1)]
        if re.search(r"\bik (?:speel|speelde) (?:\S+ )?CALL\b|\bmijn partner (?:was|is|werd) (?:de )?blinde\b", text):
            return "declarer"  # "mijn partner was blinde, ik speelde 4♠ en claimde"
    return _role_claimer(text)


_ROLE_OF = {"leider": "declarer", "tegenspeler": "defender", "verdediger": "defender"}


def _role_claimer(text: str) -> str | None:
    """The role of the claimer named by his role, whatever the word order: "claim van de leider",
    "heeft de leider (oost) na slag 7 zijn kaarten opengelegd", "de tegenspeler gaf twee slagen weg"."""
    own = re.search(r"\b(?:een|de) (leider|tegenspeler|verdediger) (?:zijn|haar) (?:eigen )?(?:claim|concessie)\b", text)
    if own:  # "kan een tegenspeler zijn concessie nog terugnemen"
        return _ROLE_OF[own.group(1)]
    match = re.search(rf"\b(?:claim|concessie) (?:van|door) de (leider|tegenspeler|verdediger)\b|\b{_CLAIM_VERB} (?:[^\s.?!;,:'()]+ ){{0,2}}?de (leider|tegenspeler|verdediger)\b|"
                      rf"\b(?:de )?(leider|tegenspeler|verdediger) (?:\S+ ){{0,2}}?(?:zei|zegt|riep|roept) (?:\S+ )?:? ?{_CLAIM_QUOTE}", text)  # "de leider zei 'de rest is voor mij'"
    if match:
        return _ROLE_OF[next(g for g in match.groups() if g)]
    for sentence in _sentences(text):
        for clause in re.split(r" , (?=(?:maar|en|want|terwijl|waarna|die|dat|zodat)\b)| ; ", sentence):
            match = re.search(rf"\b(?:de )?(leider|tegenspeler|verdediger)\b(?: \( ?{SEAT} ?\)| ,? {SEAT}(?: ,)?)?((?:(?!\b(?:leider|tegenspeler|verdediger|blinde|SEAT_\w|HAND_\w|"
                              rf"SIDE_\w+|ik|wij|we)\b)[^.?!;])*?)\b{_CLAIM_VERB}", clause)
            if match:
                return _ROLE_OF[match.group(1)]
    return None


def _pronoun_claimer(text: str) -> str | None:
    """"Oost speelde 3SA. Na acht slagen zei hij dat de rest voor hem was": the pronoun that claims is the one
    seat named in the sentences before it (none when two seats were named)."""
    match = re.search(rf"\b(?:hij|zij) (?:[^\s.?!;]+ ){{0,6}}?{_CLAIM_VERB}|\b(?:zei|zegt) (?:hij|zij) (?:dat )?(?:de rest|alles|alle slagen)\b", text)
    if not match:
        return None
    seats = set(re.findall(rf"\b({SEAT})\b", text[: match.start()]))
    return seats.pop() if len(seats) == 1 else None


def _seat_of_role(text: str, role: str | None) -> str | None:
    """The one seat the message gives this role (``_seat_roles``), if only one seat has it."""
    if role is None:
        return None
    seats = [seat for seat, r in _seat_roles(text).items() if r == role]
    return seats[0] if len(seats) == 1 else None


def _main_clauses(text: str) -> str:
    """The text without relative clauses and appositions between commas ("O pakte zijn ♠4 , een troef waar N niet aan
    dacht , en zei ..." → "O pakte zijn ♠4 en zei ..."), so that a verb reads the subject of its own clause.
    (A general helper: any reader of who did what could share it.)"""
    return re.sub(r" , (?:een|de|die|dat|wat|waar|welke|wie)\b[^,.?!;']* , (?=en |maar |toen |daarna |zei |zegt )", " ", text)


def _unquoted(text: str) -> str:
    """The text without what a player is quoted as saying ("zegt 'de troeven zijn op'")."""
    return re.sub(r"(?<!\w)' [^']*'(?!\w)", " ", text)


def _trump_outstanding(reader: Reader, text: str, claimer: str | None) -> bool | None:
    if _any(text, r"\b(?:noemde|noemt|genoemd|vermeldde|vermeldt|vermeld) (?:die |hem |deze |de troef |dat |ze )?(?:wel|ook)\b", r"\bwel (?:genoemd|vermeld)\b",
            r"\b(?:niemand|geen van de tegenspelers|geen tegenspeler|geen van beiden) (?:\S+ ){0,3}(?:had|heeft|hadden|hebben) (?:nog )?(?:een )?troe\w*"):
        return False  # the outstanding trump was named, or there was none
    if _opponent_holds_trump(reader, claimer):
        return True
    contract = re.search(r"\b[1-7] ?([♠♥♦♣])", reader.norm)
    if contract and not claimer and _role_claimer(text) == "declarer" and not re.search(rf"\b(?:ik|wij|we)\b (?:\S+ ){{0,6}}?{_CLAIM_VERB}", text) and re.search(
            rf"\b(?:mijn partner|ik|wij|we|de tegenspeler|de verdediging|een tegenspeler) (?:had|heeft|hadden|hebben|hield) (?:echter |toch )?nog (?:de |een )?{contract.group(1)}", reader.norm):
        return True  # the declarer claimed and the defenders still hold a trump
    if _any(_unquoted(text), r"\b(?:alle|de) troeven (?:\S+ ){0,2}(?:al |allemaal )?(?:getrokken|eruit|weg|op|gespeeld|uitgespeeld)\b",
            r"\btroeven (?:zijn|waren) (?:al |allemaal |al allemaal )?(?:getrokken|eruit|weg|op|gespeeld|uitgespeeld)\b", r"\bgeen troe\w* meer\b",
            r"\bsans[- ]?(?:atout|contract)\b", r"\b(?:sa|nt)[- ]?contract\b", r"\bwant (?:sans|sa)\b",
            r"(?<!noemde )(?<!noemt )(?<!vermeldde )(?<!vermeldt )\bgeen troe\w*\b(?! (?:\S+ )?(?:genoemd|vermeld|noemde|vermeldde))", r"\bgeen troefcontract\b", r"\b(?:het|contract) (?:was|is) sans\b", r"\bin sans\b",
            rf"\btroeven\b[^.?!]*{_TRUMPS_GONE}"):
        return False
    if re.search(r"\b[1-7] ?(?:sa|sans|nt)\b", reader.norm) and re.search(rf"\bclaim|{_CLAIM_VERB}|{_CONCEDE}|\bde rest (?:is |was )?voor\b", text) and not re.search(r"\btroe(?:f|ven|fen)\b", text):
        return False
    own = {"ik", "zelf", "leider", "claimer"} | ({claimer} if claimer else set())
    if claimer and not re.search(rf"\bik\b (?:\S+ ){{0,6}}?(?:{_CLAIM_VERB}|claim|concedeer)\b|\bmijn (?:claim|concessie)\b", text) and (
            _narrator_seat(text) not in (None, claimer[-1]) or re.search(r"\b(?:ik|wij|we)\b[^.?!;]*\bniet (?:\S+ )?akkoord\b", text)):
        own.discard("ik")  # the writer objects to another seat's claim: his trump is an opponent's
    if re.search(r"\btroe\w* (?:\S+ ){0,2}buiten\b", text):  # trumps "out": the opponents'
        return True
    if re.search(r"\btroe\w* (?:die )?(?:\S+ ){0,3}niet (?:genoemd|noemde|vermeld|vermeldde)\b|\bniet (?:genoemde|vermelde) troe|"
                 r"\btroe\w* (?:waar|die) (?:\S+ ){0,3}(?:niet (?:aan )?(?:gedacht|dacht|denkt)|over het hoofd (?:gezien|zag|ziet)|vergeten|vergat|vergeet)\b|"
                 r"\b(?:leider|claimer|hij|zij) (?:(?:een|de|die|zijn|jouw|mijn|onze) )?troe\w* (?:van (?:jou|mij|ons|hem|haar|de tegenspeler|SEAT_\w) )?(?:\S+ ){0,2}over het hoofd\b|"
                 # an opponent's trump overlooked, whoever the subject ("degene die claimt een troef van de tegenpartij over het hoofd ziet")
                 r"\b(?:een|de|die|hun|zijn|haar) (?:\S+ )?troe\w* (?:van|bij) (?:de |een )?(?:tegenpartij|tegenstander\w*|tegenspeler\w*|verdediger\w*|verdediging|SEAT_\w|HAND_\w) (?:\S+ ){0,2}?over het hoofd\b|"
                 r"\btroe\w* (?:\S+ ){0,2}(?:ongenoemd|onvermeld)\b|\b(?:ongenoemde|onvermelde) troe|\btroe\w* die (?:hij|zij|ze) (?:\S+ )?(?:vergat|vergeten (?:is|was|heeft|had))\b|"
                 r"\bdie (?:ik|hij|zij) (?:\S+ )?vergeten (?:was|had|ben|heb) (?:te )?(?:noemen|vermelden)\b|"
                 r"\btroe\w* (?:noemde|noemt|vermeldde|vermeldt) (?:\S+ ){0,2}niet\b|"
                 r"\b(?:vergat|vergeet|vergeten|vergaten) (?:\S+ ){0,2}(?:de|een|die|het) (?:\S+ )?troe\w* van (?:SEAT_\w|HAND_\w|de tegenspeler|de tegenstander|zijn tegenstander)", text):
        return True
    if _opponent_holds_trump(reader, claimer):
        return True
    for match in re.finditer(r"\bnog (?:een|één|\d|twee|drie|de) (?:hoge |kleine |laatste )?troe\w*", text):
        holder = text[: match.start()].split()[-3:]
        if not own.intersection(holder):  # a trump of an opponent, not the claimer's own
            return True
    if re.search(r"\b(?:zegt|zei|noemt|noemde|vermeldt|vermeldde) (?:niets|niks) over (?:de|een|die|zijn|haar) (?:\S+ )?troef\w*", text):
        return True  # the claim left out a trump
    if _trump_left_unsaid(text, own):
        return True
    for match in re.finditer(rf"\btroe\w* die ({SEAT}) (?:echter |toch )?nog (?:had|heeft|hield|houdt)\b", text):
        if match.group(1) not in own:
            return True
    for match in re.finditer(rf"\b({SEAT}) (?:[^\s.?!;]+ ){{0,3}}(?:zijn|haar) CARD (?:\S+ ){{0,2}}?[:,] (?:ook |nog )?(?:een |de )?(?:\S+ )?troef\b", text):
        if match.group(1) not in own:
            return True  # "O legde zijn ♠8 neer: ook een troef"
    for match in re.finditer(rf"\b({SEAT}|hij|ik) (?:(?:had|heeft|hield|houdt) (?:echter |toch )?nog {_WORD}{{0,4}}?|nog (?:een |de )?|(?:had|heeft|hield|houdt) (?:echter |toch )?nog (?:de |een )?CARD , (?:de |een |zijn |haar )?(?:\S+ )?)troef(?:fen|en)?\b", text):
        if match.group(1) not in own | {"hij"}:  # "hij" may be the claimer himself
            return True
    return None


_SILENT = (r"\b(?:zegt|zei|zeg|rept|repte|noemt|noemde|vermeldt|vermeldde|meldt|meldde) (?:[^\s.?!;,]+ ){0,2}?(?:niets|niks|met geen woord|geen woord)\b|"
           r"\b(?:noemt|noemde|vermeldt|vermeldde|meldt|meldde) (?:de|een|die|zijn|haar) (?:[^\s.?!;,]+ ){0,4}?niet\b|"
           r"\bzonder (?:[^\s.?!;,]+ ){0,6}?te (?:noemen|vermelden|melden|zeggen|benoemen|denken|rekenen|houden)\b|\bzonder (?:\S+ )?(?:rekening te houden|te rekenen|te denken) (?:met|aan)\b|"
           r"\b(?:niet|nergens) (?:\S+ )?(?:vermeld|genoemd|gezegd|gemeld|over gehad)\b|\b(?:niets|niks) (?:\S+ )?(?:gezegd|vermeld|genoemd)\b|"
           r"\b(?:heeft|had|heb|hebben|hadden) het (?:\S+ )?(?:niet|nergens) over\b|\bgeen (?:enkel )?woord (?:\S+ ){0,2}(?:gezegd|gerept|over|vermeld)\b")
_TRUMPS_GONE = r"\b(?:die|ze|deze|alle|de troeven|troeven|troef(?:aas|heer|vrouw|boer|tien|negen|acht)(?: van \S+)?) (?:waren|zijn|was|is) (?:al |allemaal |al allemaal |allemaal al )?(?:getrokken|eruit|weg|op|gespeeld|uitgespeeld|gevallen)\b"


def _trump_left_unsaid(text: str, own: set[str]) -> bool:
    """A sentence that names a trump (or a trump honour, "troefvrouw", "troefaas") of another seat than the claimer and
    says the claim was silent about it, in either order ("over de troefvrouw van N zegt hij niets", "de troefboer van W
    is nog niet gevallen en daarover zegt N niks", "dat N de troefaas nog heeft, heeft W niet vermeld"); not when those
    trumps were already drawn."""
    sentences = _sentences(text)
    # a silence told in the next sentence about the trump just named ("troefvrouw W ? geen woord over gezegd")
    joined = [f"{a} . {b}" for a, b in zip(sentences, sentences[1:])
              if re.search(_SILENT, b) and re.search(r"\b(?:over|daarover|erover|die|deze)\b", b) and not re.search(r"\btroe", b)]
    for sentence in sentences + joined:
        trump = re.search(rf"\btroef(?:aas|heer|vrouw|dame|boer|tien|negen|acht|je|kaart)?\b(?: (?:van )?({SEAT}|\w+))?|\btroeven\b", sentence)
        if not trump or not re.search(_SILENT, sentence) or re.search(_TRUMPS_GONE, sentence):
            continue
        holder = trump.group(1) or ""
        if holder in own or holder in ("mij", "hem", "zichzelf") or re.search(r"\b(?:zijn|haar|mijn) (?:eigen )?troe", sentence):
            continue
        if trump.group(0) == "troeven" and not re.search(rf"\b(?:{SEAT}|tegenspeler\w*|tegenstander\w*) (?:\S+ ){{0,3}}nog\b", sentence):
            continue  # "over de troeven zei hij niets": no trump is said to be still out
        return True
    return False


def _opponent_holds_trump(reader: Reader, claimer: str | None) -> bool:
    """A suit contract ("4♥") and another seat that still holds a card of that suit ("O heeft nog ♥10")."""
    from .extract import SEAT as WORD_SEAT
    from .normalize import parse_seat

    contract = re.search(r"\b[1-7] ?([♠♥♦♣])", reader.norm)
    if not contract:
        return False
    norm = re.sub(rf"\b[a-zà-ÿ][\w-]+ \( ?({WORD_SEAT}) ?\)", r"\1", reader.norm)  # "els (oost) had nog ♠v": the seat
    # the suit also as a diminutive ("zuid heeft nog een ruitentje", "een hartje", "een klavertje")
    suit = "(?:{}|(?:{})\\b)".format(contract.group(1), {"♠": "schoppen(?:tje)?|schoppie", "♥": "harten(?:tje)?|hartje", "♦": "ruiten(?:tje)?|ruitje",
                                                          "♣": "klaveren|klavertje"}[contract.group(1)])
    suit = rf"(?:(?:hoge|kleine|laatste|lage) )?{suit}"
    for match in re.finditer(rf"({WORD_SEAT}) (?:had|heeft|hield|houdt) (?:echter |toch )?nog (?:de |een )?{suit}|"
                             rf"({WORD_SEAT}) (?:echter |toch )?nog (?:de |een )?{suit}\S* (?:had|heeft|hield)\b|"
                             rf"({WORD_SEAT}) (?:had|heeft|hield|houdt) (?:echter |toch )?(?:de |een )?{suit}\S* (?:\S+ )?nog\b", norm):
        seat = parse_seat(next(g for g in match.groups() if g))
        if seat and seat != (claimer or "")[-1:]:
            return True
    if re.search(rf"\b(?:noemt|noemde|vermeldt|vermeldde|vergeet|vergat) (?:de |een |zijn |haar )?{suit}\S*(?: van \S+)? (?:niet|te noemen)\b", norm):
        return True  # "Z claimt in 6♠ maar noemt de ♠B van O niet"
    for match in re.finditer(rf"({WORD_SEAT}) ?(?:zegt |zei |riep |roept )?:? ?' ?(?:ik (?:heb|had|hou|houd) (?:echter |toch )?nog (?:de |een )?|(?:en |maar )?(?:mijn|met mijn) (?:de |een )?){suit}", norm):
        seat = parse_seat(match.group(1))
        if seat and seat != (claimer or "")[-1:]:
            return True  # "West: 'ik heb nog ♥A'"
    # "O wijst de claim af, hij heeft nog ♠B": the pronoun is the seat named last before it
    for match in re.finditer(rf"\b(?:hij|zij) (?:(?:had|heeft|hield|houdt) (?:echter |toch )?nog (?:de |een )?{suit}|nog (?:de |een )?{suit}\S* (?:had|heeft|hield)\b)", norm):
        before = [parse_seat(m.group(0)) for m in re.finditer(WORD_SEAT, norm[: match.start()])]
        if before and before[-1] and before[-1] != (claimer or "")[-1:]:
            return True
    return False


_WON = r"(?:al|reeds) (?:\S+ ){0,4}?(?:gewonnen|binnen|binnengehaald|gemaakt)\b"
_LOSE = r"(?:verliezen|verloren|verlies\w*|kwijtraken|kwijtgeraakt|kwijt)"
_WITHDRAWN_BASIS = (
    ("not_likely", (r"\bonwaarschijnlijk\w*", r"\bniet waarschijnlijk\b", r"\bwaarschijnlijk niet\b")),
    ("actually_won", (_WON,)),
    ("likely_won", (r"\bwaarschijnlijk\b",)),
)
_CONCEDED_BASIS = (
    ("actually_won", (_WON,)),
    ("could_not_lose", (r"\bbij (?:elke|iedere) (?:normale )?(?:speelwijze|manier van spelen)\b", rf"\b(?:nooit|niet|onmogelijk|geen)\b (?:\S+ ){{0,5}}{_LOSE}\b",
                        r"\bonverliesbaar\b", r"\bkon (?:\S+ ){0,2}niet (?:\S+ )?verloren\b")),
    ("could_lose", (r"\b(?:wel|ook|best|makkelijk|gemakkelijk) (?:\S+ ){0,3}(?:kunnen )?(?:verliezen|verloren|kwijtraken)\b",
                    r"\bverloren (?:had|hadden) kunnen gaan\b", r"\b(?:had|hadden) (?:\S+ )?kunnen (?:verliezen|kwijtraken)\b",
                    r"\bkunnen verliezen\b", r"\bkon (?:\S+ ){0,3}verloren gaan\b",
                    rf"\b(?:kon|kan|konden|kunnen)\b (?:(?!niet|nooit|geen)\S+ ){{0,8}}{_LOSE}\b")),
)


def _role_first(text: str) -> str:
    """A role in apposition to the subject that opens a sentence, "W , de leider , merkte …", as "leider W merkte …"
    (a general helper)."""
    return re.sub(rf"(^|[.!?;:] )({SEAT}) , (?:de |als )?(leider|tegenspeler|blinde) , ", r"\1\3 \2 ", text)


def _apposition(text: str) -> str:
    """A role given in a relative clause, as the bracket the claim readers know: "O , die tegenspeler was , wilde ..."
    → "O ( tegenspeler ) wilde ..." (a general helper: other readers of seats and roles could share it)."""
    text = _role_first(text)
    return re.sub(rf"\b({SEAT}) , die (?:de |als )?(leider|tegenspeler|blinde) (?:was|is|werd|speelde) , ", r"\1 ( \2 ) ", text)


@extractor("claim", replaces=True)
def claim(reader: Reader) -> dict[str, Any]:
    text = _apposition(_text(reader))
    facts: dict[str, Any] = {}
    tag, at = _claimer(text)
    role = _claimer_role(text, at)
    if tag is None and role is not None and role == _role_claimer(text):
        seat = _seat_of_role(text, role)  # "de leider (oost) legde zijn kaarten open"
        tag = f"SEAT_{seat}" if seat else None
    if tag is None:
        tag = _pronoun_claimer(text)
        if tag and role is None:
            role = _seat_roles(text).get(tag[-1]) if _seat_roles(text).get(tag[-1]) in ("declarer", "defender") else None
    if role is None and tag is None and re.search(r"\bclaim\b", text) and not re.search(_CONCEDE, text):
        if re.search(r"\b(?:ik|je|jij|we|wij|u) (?:\S+ )?als tegenspeler\w* (?:\S+ ){0,3}(?:instemming|akkoord|ingestemd|bezwaar)\b|"
                     r"\b(?:instemming|akkoord|bezwaar) (?:\S+ ){0,3}als tegenspeler\b", text):
            role = "declarer"  # "als tegenspeler je instemming met een claim intrekken": the claim was the declarer's
        elif re.search(r"\bblinde\b[^.?!;]*\b(?:claim|concessie) van (?:zijn|haar|mijn) (?:eigen )?partner\b|\b(?:claim|concessie) van (?:zijn|haar|mijn) (?:eigen )?partner\b[^.?!;]*\bblinde\b", text):
            role = "declarer"  # the dummy's partner claimed
        elif re.search(r"\bde leider\b", text) and not re.search(r"\b(?:tegenspeler|verdediger)\w*\b(?! (?:[^\s.?!;]+ )?(?:akkoord|stemde|stemden|instemming|bezwaar|betwist))|\b(?:ik|wij|we|mijn|mij)\b(?=[^.?!;]*\bclaim)", text):
            role = "declarer"  # "kun je een claim betwisten als de leider een troef over het hoofd zag"
    _put(facts, "offender", tag[-1] if tag else None)
    _put(facts, "offender_role", role)
    situation = _first(text, _SITUATION)
    if situation == "agreed" and re.search(rf"\bmaar (?:{SEAT}|SIDE_\w+|zijn partner|haar partner|de ander\w*) (?:\S+ )?niet\b(?! (?:\S+ )?(?:meer|gezien|gemerkt))", text):
        situation = "contested"  # "N zei 'akkoord', maar Z niet"
    if situation is None and re.search(r"\bverzet\w* (?:zich|ze|hij|zij)\b", reader.lower):
        situation = "contested"  # (the canonical text reads "verzette" as the revoke cue "verzaakt")
    if situation is None and tag:
        # another seat says a trick is his after the claim ("O pakte zijn ♠4 en zei dat die slag voor hem was")
        for said in re.finditer(rf"\b(?:SEAT|HAND)_([NOZW])\b(?:(?!\b(?:SEAT|HAND)_)[^.?!;])*?\b(?:zei|zegt|riep|roept|stelt|stelde|vond|vindt) (?:\S+ )?dat "
                                r"(?:(?:die|deze|de laatste|een|nog een|de) (?:\S+ )?slag (?:\S+ ){0,2}(?:voor|van) (?:hem|haar|hen|ons|mij) (?:is|was)|"
                                r"(?:hij|zij) (?:(?!SEAT_|HAND_)[^\s.?!;,]+ ){0,4}?(?:een|nog een|die|de) (?:\S+ )?slag (?:maakte|maakt|won|wint|kreeg|krijgt))\b", _main_clauses(text)):
            if said.group(1) != tag[-1] and said.group(1) != PARTNER[tag[-1]]:
                situation = "contested"
                break
    if situation in (None, "contested") and tag and role != "declarer":
        # an objection by the conceding defender's own partner
        if re.search(rf"\b(?:SEAT|HAND)_{PARTNER[tag[-1]]} (?:[^\s.?!;]+ ){{0,8}}{_OBJECT}", text):
            situation = "partner_objected"
        elif (_narrator_seat(text) == PARTNER[tag[-1]] or re.search(rf"\bmijn partner (?:\( ?)?{tag}\b", text)) and re.search(
                rf"\bik (?:\S+ ){{0,4}}?(?:{_OBJECT}|(?:zei|riep) (?:\S+ )?dat ik (?:het|dat) (?:er |daar )?(?:\S+ )?niet mee eens (?:was|ben))", text):
            situation = "partner_objected"  # "mijn partner Z gaf slagen weg, ik zei meteen dat ik het niet eens was"
    if situation in (None, "agreed") and not re.search(_CONCEDE, text) and _first(text, _SITUATION[-1:]) == "agreed":
        agreed_at = min(m.start() for m in (re.search(p, text) for p in _SITUATION[-1][1]) if m)
        if any(not re.search(r"\b(?:niet|nooit|geen)\b(?: meer)?[^.?!;,]*$", text[agreed_at: agreed_at + m.start()]) for m in re.finditer(_BACK_OUT, text[agreed_at:])
               ) or re.search(_STANDS_ASKED, text):  # ("willen daar niet meer op terugkomen": no)
            situation = "agreement_withdrawn"  # the claim was accepted, now an opponent wants to go back on it
    if situation == "contested" and re.match(r"(?:mag|mogen|kan|kunnen) (?:[^\s.?!;]+ ){1,4}?bezwaar maken\b[^.!;]*\?$", text):
        situation = None  # a general question whether a player may object (train annotates it both ways): not stated
    if situation == "contested" and re.search(_AGREED_FIRST, text):
        situation = "agreement_withdrawn"  # "niet eens met een claim waar ze eerst ja op zeiden": an agreement now contested
    if situation == "concession_regretted" and tag is None:
        regretter = re.search(rf"\b(?:komt|kwam) ({SEAT}) (?:\S+ )?(?:erop|daarop|op) terug\b|\b({SEAT}) (?:wil|wilde) (?:\S+ ){{0,3}}terug", text)
        if regretter:  # "komt W erop terug dat hij de laatste slag niet had moeten geven": the conceder regrets
            tag = next(g for g in regretter.groups() if g)
            facts["offender"] = tag[-1]
    if situation == "agreed":  # something after the agreement reopens it ("maar daarna bleek …"), not a "maar" before it
        starts = [m.start() for m in (re.search(p, text) for p in _SITUATION[-1][1]) if m]
        if _any(text[min(starts) if starts else 0:], *_REOPENED[:2]) or _any(text, *_REOPENED[2:]):
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
    r"\b(?:andere|naburige|volgende|vorige) tafel\b", r"\bbuurtafel\b", r"\btafel (?:ernaast|hiernaast|daarnaast|erachter|achter ons)\b",
    r"\b(?:aan|bij|van) tafel \d+ (?:\S+ ){0,2}(?:zei|riep|zeiden|riepen|hoorde|gepraat|praatte|praatten|geroepen|gezegd|verteld)\b",
    r"\b(?:zei|riep|vertelde|vertelt) iemand\b", r"\b(?:uitslag|score|resultaat) van (?:spel|bord) \d+\b",
    r"\b(?:hoorde|hoorden|gehoord|ving)\b[^.?!;]*\b(?:iemand|mensen|anderen)\b", r"\biemand (?:\S+ ){0,3}(?:praten|vertellen|zeggen|roepen)\b", r"\btafel naast (?:ons|me|mij|hen|hem)\b", r"\b(?:iemand )?van tafel \d+\b",
    r"\b(?:zag|zie|zien|gezien|keek|gekeken|ving) (?:\S+ ){0,2}per ongeluk\b",
    r"\bper ongeluk (?:\S+ ){0,6}(?:gezien|zag|gekeken|gehoord|hoor|hoorde|hoorden|zie)\b",
    r"\b(?:hoor|hoorde|hoorden|gehoord|opgevangen|ving)\b[^.?!;]*\b(?:uitslag|resultaat|score)\b", r"\b(?:uitslag|resultaat|score)\b[^.?!;]*\b(?:hoor|hoorde|hoorden|gehoord|opgevangen)\b",
    r"\b(?:bord|spel)\b[^.?!;]*\b(?:nog (?:moet|moeten|moest|moesten)|(?:moet|moeten|moest|moesten) (?:\S+ ){0,2}nog) (?:\S+ )?spelen\b",
    r"\bhandrecord\b[^.?!;]*\b(?:gezien|bekeken|gelezen|zag|keek|zien|ingezien|inzien|lezen)\b", r"\b(?:zien|inzien|lezen)\b[^.?!;]*\bhandrecord\b", r"\b(?:zag|keek|las)\b[^.?!;]*\bhandrecord\b",
    r"\b(?:kaart|kaarten|hand|CARD) van (?:\S+ ){0,3}(?:gezien|zag|zien|bekeken)\b",
    r"\bzag (?:\S+ ){0,3}de kaarten van\b", r"\b(?:zag|gezien|zien|keek|gekeken) (?:[^\s.?!;,]+ ){0,8}?(?:de |een )?(?:kaart|kaarten|hand|CARD) van\b",
    r"\b(?:reflectie|weerspiegeling|spiegeling)\b", r"\b(?:handrecord|uitslag\w*|frequentiestaat|scorebrief\w*)\b[^.?!;]*\b(?:open|zichtbaar)\b (?:\S+ )?(?:op|in)\b", r"\b(?:meegeluisterd|meeluisteren|meeluisterde\w*|luisterde\w* mee|afgeluisterd)\b",
    r"\b(?:zag|gezien|zien|keek|gekeken) (?:\S+ ){0,3}(?:in )?(?:de |een )?(?:kaart|kaarten|hand|CARD) van\b",
    rf"\b(?:kaart|kaarten|hand|CARD) van (?:{SEAT}|de tegenstander|een tegenstander) (?:\S+ )?gezien\b",
    r"\b(?:heeft|had) (?:\S+ ){0,4}gehoord dat\b",
    r"\bvan buiten het spel\b", r"\b(?:kaarten|handen?) van (?:de )?(?:vorige|andere) (?:spelers|tafel|paar|paren)\b",
    r"\b(?:lagen|lag|zaten|zat) (?:nog )?open (?:in|op) (?:het|de) (?:bord|tafel)\b", r"\b(?:toeschouwer|kibitz|kibbitz|kiebitz|omstander|publiek|teamgenoot|coach)\w*",
    r"\b(?:gepraat|gesproken|gekletst|verteld|geroepen|praatte|praatten|sprak|spraken|kletsten) over (?:bord|spel) \d+",
    r"\bover (?:bord|spel) \d+ (?:\S+ ){0,3}(?:gepraat|gesproken|gekletst|gehoord|verteld)\b",
    r"\b(?:bar|koffie\w*|gang|rookruimte|toilet|wc)\b[^.?!;]*\b(?:hoorde|gehoord|hoorden|opgevangen|ving)\b",
    r"\b(?:hoorde|gehoord|hoorden|opgevangen|ving)\b[^.?!;]*\b(?:bar|koffie\w*|gang|rookruimte|toilet|wc)\b",
    # someone (not at the table) told about a board: "iemand riep bij de koffie dat …", "bij de bar vertelde iemand"
    r"\biemand (?:[^\s.?!;]+ ){0,5}?(?:riep|zei|vertelde|vertelt|zegt|roept|meldde|gilde|praatte|sprak)\b(?! (?:hij|zij|ik) (?:\S+ )?(?:partner|maat)\b)",
    r"\b(?:bar|koffie\w*|gang|rookruimte|toilet|wc)\b[^.?!;]*\b(?:riep|zei|vertelde|verteld|gezegd|geroepen|praatte|gepraat)\b",
    r"\b(?:riep|zei|vertelde|verteld|gezegd|geroepen|praatte|gepraat)\b[^.?!;]*\b(?:bar|koffieautomaat|koffiehoek|koffietafel|rookruimte)\b",
    r"\b(?:bord|spel)\b[^.?!;]*\bnog niet (?:\S+ )?(?:gespeeld|spelen)\b", r"\b(?:moet|moeten|moest|moesten) (?:het|dat|dit|die|dat ene) (?:bord|spel) (?:toen )?nog (?:\S+ )?spelen\b",
    r"\b(?:slordig|schuin|open) (?:\S+ )?(?:vast)?(?:hield|houdt|hielden|vasthield|vasthoudt)\b",
    r"\b(?:slordig|schuin|open|zichtbaar|laag) (?:\S+ )?(?:hangen|hing|hangt|hield|houden)\b[^.?!;]*\b(?:zien|lezen|zag|las)\b",
    r"\bdat (?:SEAT_\w|hij|zij|ik|we|wij) (?:ze|die|hem|zijn kaarten|haar kaarten|zijn hand|haar hand) (?:\S+ )?(?:kon|konden|kan) (?:zien|lezen)\b",
    r"\bdat (?:ik|hij|zij|we|wij) (?:zijn|haar|de|een) (?:CARD|kaart\w*|hand) (?:kon )?(?:zag|zagen|zien|kon zien|kon lezen)\b",
    r"\b(?:kon|konden|kan) (?:[^\s.?!;]+ ){0,5}(?:diens|zijn|haar|hun|de) (?:kaarten|hand|CARD) (?:\S+ )?(?:zien|lezen|bekijken)\b", r"\bspiegel\w*",
    r"\b(?:kon|konden|kan)\b[^.?!;]*\b(?:\w*kaarten|hand|handen|CARD)\b[^.?!;]*\b(?:zien|lezen|bekijken)\b", r"\b(?:onder|over|langs) (?:het|de) (?:scherm|schermen)\b",
    r"\b(?:uitslag\w*|frequentiestaat|scorekaart|scorebrief\w*|handrecord|rondeoverzicht|traveller|scoreformulier)\b[^.?!;]*\b(?:gelezen|gezien|bekeken|las|zag|keek|ingezien|inzag|lezen|inkijken)\b",
    r"\b(?:gelezen|gezien|bekeken|las|zag|keek|ingezien|inzag|lezen|inkijken)\b[^.?!;]*\b(?:uitslag\w*|frequentiestaat|scorekaart|scorebrief\w*|handrecord|rondeoverzicht|traveller|scoreformulier)\b",
)
_HESITATION_WORDS = r"aarzel\w*|geaarzeld|twijfel\w*|getwijfeld|dacht (?:\S+ ){0,3}na|nagedacht|tankte|getankt|treuzel\w*|getreuzeld|pauzeer\w*|gepauzeerd"
_OPPONENT_MANNER = (
    r"\bmisleid\w*", r"\bverkeerde (?:conclusie|indruk)\b", r"\bop het verkeerde been\b",
    r"\b(?:tegenspeler|tegenstander|leider)\w* (?:\S+ )?(?:expres|opzettelijk|met opzet)\b",
    r"\b(?:expres|opzettelijk|met opzet)\b[^.?!;]*\b(?:de leider|de tegenspeler|de verdediging)\b",
    r"\bterwijl (?:hij|zij) (?:maar )?(?:een )?(?:singleton|doubleton|niets|niks|geen keus|geen keuze)\b", r"\bniets te (?:kiezen|denken|raden)\b",
    r"\bzodat (?!(?:zijn|haar|mijn) partner)(?:[^\s.?!;]+ ){1,3}(?:dacht|dachten|meende|meenden|geloofde|geloofden|aannam)\b", r"\b(?:raadde|gokte|snitte|speelde) (?:\S+ )?(?:daardoor )?verkeerd\b", r"\b(?:schatte|schatten|schat|las|lazen|interpreteerde|beoordeelde) (?:[^\s.?!;]+ ){0,4}(?:verkeerd|fout)\b",
    # the declarer's own tempo during play only reaches the defenders (73D2): his partner, the dummy, makes no choices
    rf"\bleider (?:\( )?(?:SEAT_\w )?(?:\) )?(?:[^\s.?!;]+ ){{0,6}}?(?:{_HESITATION_WORDS})\b",
    rf"\bleider (?:\( )?(?:SEAT_\w )?(?:\) )?dacht (?:[^\s.?!;]+ ){{0,9}}?na\b",
    r"\bterwijl (?:hij|zij) (?:allang|al lang|toch al|al) (?:wist|besloten had|gekozen had|had besloten|had gekozen)\b",
    r"\b(?:ging|gingen|gaat|ga) (?:daardoor )?(?:ik |we |wij |hij )?de mist in\b", r"\balsof hij\b",
    r"\b(?:aarzel\w*|twijfel\w*|dacht (?:\S+ )?na|treuzel\w*)\b[^.?!;]*\bmet (?:een |maar een |slechts een )?(?:singleton|doubleton)\b",
    r"\b(?:lang|lange tijd|heel lang|eeuwig) (?:\S+ ){0,2}over (?:een|zijn|haar|de) (?:singleton|doubleton|enige kaart|laatste kaart)\b",
    r"\bterwijl (?:hij|zij|de leider|de tegenspeler) (?:\S+ ){0,2}(?:geen keus|geen keuze|niets te kiezen) had\b",
    r"\bte laten (?:denken|geloven|raden)\b", r"\b(?:liet|laat|lieten) (?:\S+ ){0,2}(?:expres |bewust |opzettelijk |met opzet )?(?:denken|geloven|raden)\b", r"\bdeed (?:\S+ )?(?:alsof|of) (?:hij|zij)\b", r"\bwaardoor (?:ik|we|wij) (?:\S+ )?(?:dacht|dachten|meende|meenden)\b",
    r"\bdaardoor (?:\S+ )?(?:verkeerd|fout) (?:\S+ )?(?:bijgespeeld|gespeeld|nagespeeld|gesneden|getroefd|geraden)\b",
    r"\bwaardoor (?:ik|we|wij|hij|zij|SEAT_\w) (?:[^\s.?!;]+ ){0,3}(?:verkeerd|fout) (?:snitte|sneed|gesneden|raadde|geraden|gokte|gegokt|speelde|bijspeelde|troefde)\b", r"\b(?:bewust|expres|opzettelijk|met opzet)\b[^.?!;]*\b(?:om|zodat)\b",
    r"\bom (?:mij|hem|haar|ons|de leider|de tegenspelers?|de verdediging) (?:\S+ ){0,2}te (?:misleiden|bedriegen|foppen)\b",
)
_UI_MENTIONS = rf"\b{SEAT}\b|\bSIDE_|\bpartner\b"
_BID_OR_PLAY = (r"(?:bood|biedt|boden|bieden|paste|past|pasten|doubleerde|doubleert|DBL|speelde|speelt|vond|koos|kiest|sloot|gesloten|afgesloten|"
                r"switchte|switcht|wisselde|draaide|sneed|snitte|troefde|legde|nam|schakelde|schakelt|"
                r"kwam|komt|opende|opent|sprong|ging|gaat|geboden|gepast|gedoubleerd|gespeeld|gekozen|gevonden)")


_HESITATION = (r"(?:twijfel\w*|getwijfeld|tank|tankte|tankt|getankt|aarzel\w*|geaarzeld|hesit\w*|denkpauze|pauze|pauzeer\w*|gepauzeerd|dacht (?:\S+ ){0,3}na|nagedacht|nadenken|na te denken|nadacht|nadachten|nadenkt|"
               r"zucht\w*|gezucht|tempo[\w-]*|treuzel\w*|getreuzeld|dubde|gedubd|stilte|slow|trage|traag|langzame?|lange (?:pas|pauze|stilte)|(?:lang|heel lang|lange tijd) (?:na)?denken|"
               r"(?:na|over) (?:een |de )?(?:hele|lange|flinke) (?:tijd|poos)|na een (?:tijdje|poos|eeuwigheid))")
# (the verbs of bidding on: "doorgeboden", "is doorgegaan naar 4♥", "verhoogde", "sprong")
_BID_ON = r"(?:doorgeboden|doorbood|doorbiedt|doorgegaan|doorgesprongen|gesprongen|sprong|verhoogd|verhoogde|verhoogden|verhoogt|afgesloten)"
_CALLED = (r"(?:bood|biedt|boden|paste|past|doubleerde|doubleert|DBL|opende|opent|\w*speelde|speelt|koos|kiest|kwam|komt|switchte|"
           rf"geboden|gepast|gedoubleerd|geopend|\w*gespeeld|gekozen|uitgekomen|uitkwam|uitkomt|{_BID_ON})")
_UI_CUE = rf"(?:{_HESITATION}|vraag|vragen|gebaar|opmerking|klap|geluid|alert|blik|gezicht|reactie)"


def _hesitator_partner_acted(text: str) -> bool | None:
    """The partner of the seat that hesitated called or played after it ("N lang getwijfeld, dan pas; Z bied 4♠",
    "aarzeling O betwist, W al gepast"), or has not yet ("Z nog niet", "Z moet nog")."""
    match = re.search(rf"\b{_HESITATION} (?:(?:pas|bod|bieding|doublet|DBL|CALL|kaart|CARD|vraag) )?(?:van |door |bij )?({SEAT})\b", text) or re.search(
        rf"\b({SEAT}) (?:(?!{_CALLED}\b|na\b|ondanks\b)[^\s.?!;]+ ){{0,3}}?{_HESITATION}", text)
    long_think = re.search(rf"\b({SEAT}) na (?:een )?(?:lang|lange|heel lang|veel|ellenlang) (?:{_HESITATION}|nadenken|denken|wachten)", text)
    if long_think and (match is None or long_think.start() < match.start()):
        match = long_think  # "toen N na lang nadenken 3♥ bood, …": the first hesitation told
    if not match:
        return None
    partner = PARTNER[next(g for g in match.groups() if g)[-1]]
    if re.search(r"\b(?:nadat|daarvoor|eerder)\b", text[max(0, match.start() - 30): match.start()]) and re.search(
            rf"\b(?:SEAT|HAND)_{partner} (?:[^\s.?!;]+ ){{0,3}}?{_CALLED}\b", text[: match.start()]):
        return True  # "O had 4♠ geboden; daarvoor had W lang getwijfeld", "N bood 6♣, nadat Z getwijfeld had"
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had )?(?:toch )?{_CALLED} (?:[^\s.?!;]+ ){{0,3}}?(?:na|ondanks) (?:een|de|zijn|haar|die|het|deze) "
                 rf"(?:\S+ )?{_HESITATION}", text):
        return True  # "Z bood na een denkpauze van N toch 4♠"
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had )?(?:toch )?(?:na|ondanks) (?:een|de|zijn|haar|die|het|deze) (?:\S+ )?{_HESITATION} "
                 rf"(?:van (?:\S+ )?(?:SEAT|HAND)_\w )?(?:[^\s.?!;,]+ ){{0,3}}?{_CALLED}\b", text):
        return True  # "Z na de denkpauze van N nog 5♦ bood" (the verb last)
    after = text[match.end():]
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:moet |heeft |is )?(?:nu |sindsdien |daarna |verder )?nog (?:niet|niks|niets|moet|aan)\b", after):
        return False
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had |is )?(?:daarna |toen |vervolgens |toch |al |ook |wel |gewoon )*(?:[^\s.?!;,]+ )?{_CALLED}\b|"
                 rf"(?<!van )(?<!door )\b(?:SEAT|HAND)_{partner} (?:(?!SEAT_|HAND_)[^\s.?!;,]+ ){{1,6}}?en (?:toen |daarna |vervolgens )?{_CALLED}\b", after):
        return True
    if re.search(rf"\b(?:{_CALLED}|vond(?! (?:dat|het|hij|zij|ze)\b)) (?:daarna |toen |vervolgens |toch |later )?(?:SEAT|HAND)_{partner}\b", after):
        return True  # "na een lange aarzeling van zuid bood noord nog 4♠"
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:daarna|toen|vervolgens|toch) (?:nog )?(?:CALL|DBL|doublet|redoublet)\b", after):
        return True  # "hesitation N voor pas, Z daarna 4♥"
    return None


_GESTURE = (r"(?:gezicht|grimas\w*|zucht\w*|gezucht|kuchte|gekucht|kreunde|gekreund|fronste|gefronst|hoofdschud\w*|schudde (?:\S+ ){0,2}hoofd|"
            r"knikte|geknikt|blik|gebaar|gebaarde|snoof|gesnoven|gromde|gegromd|lachte|grinnikte|tikte|getikt|klopte (?:\S+ )?op|knipoog\w*|schopte|porde|stootte)")


def _cue_partner_acted(text: str) -> bool:
    """The partner of the seat that made a visible or audible cue (a face, a sigh, a gesture) called or played
    after it: "W trok een vies gezicht …; in de volgende slag speelde O meteen harten"."""
    match = re.search(rf"\b({SEAT}) (?:(?!{_CALLED}\b)[^\s.?!;,]+ ){{0,3}}?{_GESTURE}\b|\b{_GESTURE} (?:\S+ )?(?:(?:zijn|haar) partner )?({SEAT})\b", text)
    if not match:
        return False
    partner = PARTNER[next(g for g in match.groups() if g)[-1]]
    after = text[match.end():]
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:moet |heeft |is )?(?:nu |daarna |sindsdien |verder )?nog (?:niet|niks|niets|moet|aan)\b", after):
        return False
    after = re.sub(r"\b(?:toen|terwijl|nadat|zodra|als|wanneer) [^.?!;,]*", " ", after)  # (the call the cue answered is not a call after it)
    return bool(re.search(rf"\b(?:{_CALLED}) (?:daarna |toen |vervolgens |toch |later |meteen |direct |prompt |onmiddellijk )?(?:SEAT|HAND)_{partner}\b|"
                          rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had )?(?:daarna |toen |vervolgens |toch |meteen |direct |prompt |onmiddellijk )*(?:[^\s.?!;,]+ )?{_CALLED}\b", after))


def _acted_after_partners_cue(text: str) -> bool:
    """A seat called or played after his partner's question, gesture or hesitation, named as the partner's
    ("N kwam na een vraag van zijn partner Z precies goed uit")."""
    after_cue = (rf"(?:na|ondanks|op) (?:een|de|zijn|haar|die|deze|het) (?:[^\s.?!;]+ ){{0,2}}?{_UI_CUE} van (?:zijn|haar|mijn) partner\b(?: {SEAT})?")
    return bool(re.search(rf"\b(?:{SEAT}|ik|hij|zij) (?:heeft |had |is )?(?:[^\s.?!;]+ ){{0,2}}?{after_cue}[^.?!;]*?\b{_CALLED}\b", text)
                or re.search(rf"\b(?:{SEAT}|ik|hij|zij) (?:heeft |had |is )?(?:toch )?{_CALLED} (?:[^\s.?!;]+ ){{0,3}}?{after_cue}", text)
                or re.search(rf"(?:^|[.!?;] ){after_cue}[^.?!;]*?\b{_CALLED} (?:{SEAT}|ik|hij|zij)\b", text))  # the cue told first, the verb before its subject


def _ui_acted(text: str) -> bool | None:
    if _acted_after_partners_cue(text):
        return True
    if re.search(rf"\b(?:de|mijn|zijn|haar) partner (?:heeft |had |is |was )?(?:toch |gewoon |alsnog )?(?:na|ondanks) (?:een|de|zijn|haar|die|het|deze) (?:[^\s.?!;]+ ){{0,2}}?"
                 rf"{_HESITATION}\b[^.?!;]*?\b{_CALLED}\b", text):
        return True  # "als de partner na een duidelijke hesitatie gewoon heeft doorgeboden" (the verb last)
    if re.search(rf"\b(?:mijn )?partner\b[^.?!;]*{_HESITATION}[^.?!;]*(?:\b(?:ik|wij|we) (?:heb |had )?(?:toen |daarna |vervolgens )?|\b(?:heb|had) (?:ik|wij|we) (?:[^\s.?!;,]+ ){{0,6}}?){_CALLED}\b", text):
        return True  # "partner dacht 2 min na en doubleerde, ik paste": the writer chose after it
    cue = re.search(rf"\b(?:{_HESITATION}|(?:na|ondanks|op) (?:een |de |zijn |haar |die |deze |het )?(?:[^\s.?!;]+ )?{_UI_CUE})\b", text)
    if cue and re.search(rf"\b{_CALLED} (?:daarna |toen |nog |toch |vervolgens )*(?:zijn|haar) partner\b|"
                         rf"(?<!als )(?<!wanneer )(?<!toen )\b(?:zijn|haar) partner (?:heeft |had )?(?:daarna |toen |nog |toch |vervolgens )*{_CALLED}\b", text[cue.end():]):
        return True  # "na een trage pas van mijn linkertegenstander bood zijn partner nog 4♥"
    if cue and re.search(rf"\b(?:werd|wordt|is|was) (?:er )?(?:daarna |toen |nog |toch |vervolgens )*(?:door (?:zijn|haar|mijn|de) partner|door {SEAT}) (?:[^\s.?!;,]+ ){{0,3}}?{_CALLED}\b",
                         text[cue.end():]):
        return True  # "na lang denken van W werd er door zijn partner gepast"
    if cue and re.search(r"(?<!niet )\b(?:heeft|had|hebben|hadden) (?:\S+ ){0,6}(?:gebruikt|benut)\b|\b(?:gebruikte|benutte|misbruikte|profiteerde|geprofiteerd)\b|\bgebruik (?:\S+ ){0,2}(?:gemaakt|maakte)\b|"
                         r"(?<!niet )\b(?:liet|laat|lieten|laten) (?:\S+ ){0,3}leiden door\b|\b(?:heeft|had|hebben|hadden) (?:\S+ ){0,4}laten leiden door\b|\b(?:werd|is|was) (?:\S+ ){0,2}beïnvloed door\b", text):
        return True  # "OW vinden dat Z de aarzeling van zijn partner heeft gebruikt": Z chose after it
    if re.search(rf"\b(?:uit|dankzij|door|vanwege|op grond van|op basis van) (?:de|het|zijn|haar|die|deze) (?:[^\s.?!;]+ )?{_UI_CUE} (?:(?:pas|bod|bieding|kaart|CALL|DBL) )?(?:van (?:\S+ )?(?:{SEAT}|zijn partner|haar partner) )?"
                 rf"(?:[^\s.?!;,]+ ){{0,5}}?(?:{_CALLED}|wist|vond|raadde|gokte)\b", text) or re.search(
            rf"\b(?:{_CALLED}|wist|vond|raadde|gokte) (?:[^\s.?!;,]+ ){{0,4}}?(?:uit|dankzij|vanwege|op grond van|op basis van) (?:de|het|zijn|haar|die|deze) (?:[^\s.?!;]+ )?{_UI_CUE}\b", text) or re.search(
            rf"(?<!niet )\b(?:liet|laat|lieten|laten) (?:[^\s.?!;]+ ){{0,6}}?leiden door\b[^.?!;]*\b{_UI_CUE}", text):
        return True  # "O wist uit de aarzeling van W de goede uitkomst", "dankzij de vraag van zijn partner vond N de snit"
    if re.search(rf"\b(?:CALL|DBL|CARD|bod|bieding|pas|keuze|uitkomst|kaart|actie|beslissing|slem|manche)\w* (?:[^\s.?!;]+ ){{0,4}}?(?:(?:was|is|werd|zou) )?(?:gebaseerd (?:was |is |zou zijn )?op|"
                 rf"voortkwam uit|voortkomt uit|(?:kwam|komt) (?:\S+ )?voort uit|het gevolg (?:was |is )?van|ingegeven (?:was |is |werd )?door|(?:volgde|volgt) (?:\S+ )?uit|gestuurd door|beïnvloed door)\b"
                 rf"[^.?!;]*\b{_UI_CUE}", text) or re.search(
            rf"\b(?:kwam|komt|kwamen|komen|was|is|werd) (?:de|het|zijn|haar|hun|die|dat) (?:\S+ ){{0,3}}?(?:CALL|DBL|CARD|bod|bieding|pas|keuze|uitkomst|actie|beslissing|slem|manche)\w* (?:[^\s.?!;]+ ){{0,3}}?"
            rf"(?:voort uit|gebaseerd op|ingegeven door|het gevolg van)\b[^.?!;]*\b{_UI_CUE}", text):
        return True  # "de 5♣ van Z was gebaseerd op de aarzeling van N", "kwam de slem voort uit de twijfel": the call was made after it
    if _cue_partner_acted(text):
        return True  # "W trok een vies gezicht …, en daarna speelde O meteen harten"
    for clause in re.finditer(rf"(?:^|[.!?;] )(?:nadat|toen|terwijl|na)\b ({SEAT})\b[^.?!;]*?\b(?:{_HESITATION}|{_UI_CUE})\b[^.?!;]*? , {_CALLED} ({SEAT})\b", text):
        if PARTNER[clause.group(1)[-1]] == clause.group(2)[-1]:
            return True  # "nadat Z hoorbaar had gezucht, speelde N de goede kleur na"
    found = _hesitator_partner_acted(text)
    if found is not None:
        return found
    if _any(text, rf"\bmoet (?:nu )?(?:{SEAT} )?(?:nu )?nog (?:\S+ ){{0,3}}(?:bieden|kiezen|\w*spelen|uitkomen|doen|maken)\b",
            rf"\bmoet (?:{SEAT} )?(?:straks|zo|dadelijk|later) (?:weer |nog |opnieuw |nog een keer |nog eens )?(?:bieden|kiezen|\w*spelen|uitkomen)\b",
            r"\bnog (?:moet|moeten) (?:bieden|kiezen|\w*spelen|uitkomen|beslissen)\b",
            r"\b(?:heb|heeft|hebben) (?:\S+ )?nog (?:niet|niks|niets) (?:geboden|gespeeld|gekozen)\b",
            r"\bnog (?:niet|niks|niets) (?:geboden|gespeeld|gepast|gedoubleerd|gekozen|uitgekomen|gedaan|gezegd)\b",
            rf"\b(?:{SEAT}|partner|hij|zij|ik) moet (?:nu )?nog (?=[.,;!?]|$)", r"\bmoet (?:\S+ )?nog aan (?:de beurt|bod) komen\b",
            rf"\b(?:mag|moet|kan|mogen|moeten) (?:[^\s.?!;]+ ){{0,6}}(?:bij|voor|met) (?:zijn|haar|mijn|je|het) volgende (?:bod|bieding|beurt)\b",
            rf"\b(?:{SEAT}|partner|hij|zij|ik|wij|we) (?:moet|moeten) nu (?:\S+ )?(?:bieden|kiezen|beslissen|uitkomen|spelen|een bod doen)\b",
            rf"\b(?:mag|moet|kan|mogen|moeten|kunnen) (?:ik|hij|zij|wij|we|{SEAT}|mijn partner) nu (?:nog )?(?:wel )?(?:[^\s.?!;,]+ ){{0,2}}?"
            r"(?:bieden|doorbieden|passen|doubleren|spelen|uitkomen|kiezen)\b",
            rf"\b(?:ik ben|{SEAT} is|partner is|hij is|zij is) (?:nu )?aan (?:de beurt|bod)\b", rf"\b{SEAT} (?:is |moet )?nog aan (?:bod|de beurt)\b",
            rf"\bnu (?:ben ik|is {SEAT}|is (?:mijn |zijn |haar )?partner|is hij|is zij) (?:\S+ )?aan (?:de beurt|bod)\b"):  # "en nu ben ik aan de beurt"
        return False
    # an intention is no call made: "ook als je toch al van plan was door te bieden"
    text = re.sub(r"\b(?:van plan|voornemens|het plan) (?:(?:was|is|waren|zijn|had|hadden|om) )*(?:[^\s.?!;,]+ ){0,4}?te [^\s.?!;,]+", " ", text)
    # "partner dacht lang na en toen paste (hij)": a verb after "en toen" without a new subject is the same player's
    text = re.sub(rf"\ben (?:toen|daarna|vervolgens) {_BID_OR_PLAY}\b(?! (?:ik|hij|zij|ze|we|wij|SEAT_\w|HAND_\w|(?:mijn|zijn|haar) partner|partner)\b)", "en dan", text)
    if _any(text, rf"\b(?:daarna|waarna|vervolgens|toch|daardoor|en toen|uiteindelijk|ten slotte|tenslotte|inderdaad|prompt)\b(?: [^\s.?!;,]+){{0,6}} {_BID_OR_PLAY}\b",
            rf"\b{_BID_OR_PLAY} (?:[^\s.?!;,]+ ){{0,3}}(?:daarna|toch|door(?= [.,;!?]| (?:en|maar|zonder|tot|met)\b| ?$)|daarop|daardoor|vervolgens|toen|inderdaad)\b", r"\b(?:gaat|ging|bood|biedt) door\b",
            r"\b(?:paste|bood|speelde) ook\b", r"\b(?:haalde|haalt|trok|trekt) (?:het|hem|dat|die|CALL) (?:toen |daarna |nog |vervolgens )?(?:naar|door naar) (?:CALL|\d)",
            rf"\b(?:waarop|waarna|daarop) (?:{SEAT}|zijn partner|haar partner|mijn partner|partner|hij|zij|ik) (?:[^\s.?!;,]+ ){{0,4}}?(?:\w*speelde|\w*bood|paste|koos|\w*kwam|"
            r"switchte|doubleerde|opende|sprong|\w*gespeeld|geboden|gepast)\b",
            rf"\b(?:daarna|toen|vervolgens|daarop) (?:heb|heeft|had|hebben|is|ben) (?:ik|hij|zij|ze|we|wij|{SEAT}|mijn partner|zijn partner) (?:[^\s.?!;,]+ ){{0,3}}?"
            rf"(?:geboden|gepast|gedoubleerd|gespeeld|gekozen|uitgekomen|gesprongen|geopend|nagespeeld|{_BID_ON})\b",
            r"\b(?:heeft|had|hebben|hadden|is|was|ben|heb) (?:daarna|toen|vervolgens|daarop|toch|wel) (?:nog |wel |gewoon |toch )?(?:[^\s.?!;,]+ ){0,3}?"
            rf"(?:geboden|gepast|gedoubleerd|gespeeld|gekozen|uitgekomen|gesprongen|geopend|nagespeeld|gesignaleerd|gesloten|afgesloten|{_BID_ON})\b"):
        return True
    return None


_HESITATED = r"getankt|tankte|getwijfeld|geaarzeld|gedubd|nagedacht|gewacht|gepauzeerd|getreuzeld|twijfelde|aarzelde|dacht (?:\S+ )?na|nadacht|nadachten"


def _ui_disputed(text: str) -> bool | None:
    if _sides_disagree(text) and re.search(rf"{_UI_CUE}|{_HESITATED}|knipoog\w*|gebaar\w*|zucht\w*|gezicht|wenkbrauw\w*|blik|\bduurde\b|\bseconden\b|\bminuut\b", text) and re.search(
            r"\b(?:alleen|gewoon|maar|helemaal niet|niet|nooit|geen|direct|meteen|normaal|vlot|snel|hooguit|hoogstens|amper|nauwelijks)\b", text):
        return True  # "OW zeggen dat N knipoogde; N en Z zeggen dat hij alleen iets in zijn oog had"
    if _any(text, r"\bniemand (?:\S+ )?(?:betwist|ontkent|twijfelt|twijfelde) (?:aan )?(?:de|het|die|dat|een)\b", r"\bniemand (?:\S+ )?(?:betwist|ontkent)\b", r"\b(?:ontkent|ontkennen|ontkende|ontkenden|betwist|betwisten) (?:het |dat |dit )?(?:niet|niks|niets)\b",
            r"\bgeen (?:discussie|twijfel|onenigheid|ruzie|verschil van mening) over (?:de|het|die|een) (?:\S+ )?(?:pauze|aarzeling|hesitatie|denkpauze|tempo|twijfel|stilte)\b", r"\b(?:iedereen|allen|beide partijen|alle spelers) (?:is|zijn) het (?:er ?over |erover )?eens\b",
            r"\b(?:SEAT_\w en SEAT_\w|SIDE_\w+|ze|zij|beiden|allebei|alle vier) (?:zijn|waren) het (?:er ?over |erover |daarover )?(?:(?!niet\b)\S+ )?eens (?:\S+ )?dat\b",
            # "NZ en OW zijn het eens over de pauze"
            r"\b(?:SIDE_\w+ en SIDE_\w+|SEAT_\w en SEAT_\w|beide partijen|iedereen|alle spelers|alle vier|beiden|allebei) (?:zijn|waren|is) het (?:(?!niet\b)\S+ )?eens over\b",
            r"\b(?:erkent|erkennen|erkende|geeft toe|geven toe|toegegeven|erkend)\b", r"\b(?:geeft|geven|gaf|gaven) (?:\S+ ){0,3}toe\b"):
        return False
    if _any(text, r"\bontken\w*", r"\bbetwist\w*", r"\boneens\b", r"\bonenigheid\b", r"\bverschil\w* van mening\b", r"\bmeningsverschil\b",
            r"\b(?:is|zijn|was|waren) het (?:er |daar |daarmee )?(?:\S+ )?niet (?:mee )?eens\b",
            rf"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|houdt vol|houden vol) (?:\S+ )?dat (?:hij|zij|ze|{SEAT}) (?:[^\s.?!;,]+ ){{0,2}}?(?:geen|niet|nooit) "
            rf"(?:[^\s.?!;,]+ ){{0,2}}?(?:{_UI_CUE}|{_HESITATED}|gezicht|gebaar\w*|trok|getrokken|zuchtte|gezucht)\b",
            rf"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|houdt vol|houden vol) (?:\S+ )?dat (?:hij|zij|ze|{SEAT}) (?:\S+ )?(?:alleen|gewoon|maar) (?:even |maar )?(?:hoest\w*|nies\w*|kuch\w*|geeuw\w*|gekucht|gehoest)\b",
            r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren) dat er (?:\S+ )?geen (?:\S+ )?(?:pauze|aarzeling|hesitatie|denkpauze|twijfel|stilte)\b",
            # the player accused denies doing anything: "W zegt dat hij niks deed", "N houdt vol dat hij niets gedaan heeft"
            rf"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|houdt vol|houden vol) (?:\S+ )?dat (?:hij|zij|ze|{SEAT}) (?:\S+ )?(?:niks|niets) (?:deed|deden|doet|gedaan|heeft gedaan|had gedaan)\b",
            r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren) (?:\S+ )?dat (?:die|de|een|er een) (?:\S+ )?(?:pauze|aarzeling|hesitatie|denkpauze|twijfel|stilte) (?:er )?(?:helemaal |echt )?(?:niet|nooit) (?:was|is|geweest)\b",
            rf"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|stelt|stellen|vol) dat (?:het|hij|zij|ze|{SEAT}) (?:\S+ ){{0,3}}(?:normaal|gewoon|in|op) tempo\b", r"\b(?:zegt|zeggen|zei|zeiden|vindt|vinden) van niet\b",
            r"\bdat (?:hij|zij|ze) (?:\S+ ){0,2}(?:gewoon |helemaal )?(?:vlot|snel|in tempo|in normaal tempo) (?:was|waren|bood|boden|speelde|paste)\b", r"\bdiscussie over (?:de|een|het) (?:aarzeling|hesitatie|denkpauze|tempo)\b",
            rf"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|stelt|stellen|vindt|vinden|houdt vol|houden vol) (?:\S+ )?dat (?:hij|zij|ze|ik|we|wij|{SEAT}) "
            rf"(?:\S+ ){{0,3}}(?:niet|nooit|geen seconde) (?:\S+ ){{0,2}}(?:{_HESITATED}|pauzeerde|{_HESITATION})\b",
            rf"\b(?:heeft|had|hebben|hadden|heb) (?:helemaal |echt |zeker )?(?:niet|nooit) (?:\S+ )?(?:{_HESITATED})\b",
            r"\b(?:geen|nooit) sprake van (?:een )?(?:aarzeling|hesitatie|denkpauze|twijfel|pauze)\b",
            r"\b(?:tempo|pauze|bieding|bod) (?:was|is|ging) (?:\S+ )?(?:normaal|gewoon|prima|vlot|snel)\b",
            r"(?:^|[.!?;,] )(?:dat|het) (?:klopt|klopte) (?:helemaal |echt )?niet\b", r"\b(?:is|was) (?:helemaal |echt )?niet waar\b", r"(?:^|[.!?;:,] )(?:helemaal |echt |absoluut )?niet waar\b",
            r"\b(?:viel|valt) (?:wel |best )?mee\b", r"\b(?:meeviel|meevalt)\b",
            r"\bSIDE_(\w+) (?:zegt|zeggen|stellen|stelt|vinden|vindt|beweren|menen)\b[^.?!;]*\bSIDE_(?!\1)\w+ (?:zegt|zeggen|stellen|stelt|vinden|vindt|beweren|menen|houden)\b",
            r"\b(?:zegt|zeggen|zei|zeiden|vindt|vinden) (?:\S+ )?dat het (?:helemaal )?niet (?:zo )?(?:was|is|klopt)\b",
            rf"\b(?:zegt|zeggen|vindt|vinden|beweert|beweren) (?:{SEAT}|SIDE_\w+)\b[^.?!;]*\bmaar (?:{SEAT}|SIDE_\w+|de tegenpartij|de tegenstanders|zij|ze) "
            r"(?:zegt|zeggen|vindt|vinden|beweert|beweren|stelt|stellen)\b",
            rf"\b({SEAT}|SIDE_\w+) (?:zegt|zeggen|vindt|vinden|beweert|beweren|stelt|stellen) dat\b[^.?!;]*\bmaar (?!\1\b)(?:{SEAT}|SIDE_\w+|de tegenpartij|de tegenstanders) "
            r"(?:zegt|zeggen|vindt|vinden|beweert|beweren|stelt|stellen|houdt|houden) (?:vol )?dat\b"):
        return True
    return None


def phase_after_play(text: str) -> str | None:
    if _any(text, r"\bna afloop\b", r"\bna het (?:spel|spelen)\b", r"(?<!hoe dat )(?<!hoe het )\b(?:spel|spelen|bord) (?:is|was) (?:al |inmiddels |intussen |nu |toen )?(?:afgelopen|voorbij|uitgespeeld|klaar)\b", r"\bhet spel (?:is|was) (?:al |inmiddels )gespeeld\b",
            r"(?:^|[.!?;:] )(?:het )?(?:spel|bord) (?:is|was) (?:al |nu |inmiddels )?uit\b",  # "Spel is uit."
            r"\b(?:is|werd) (?:\S+ )?uitgespeeld\b", r"\bna de laatste slag\b"):
        return "after_play"
    return None


# A call told without a bidding verb ("zette het toch op 4♥", "heeft het op 4♠ gezet", "tilde naar 3SA").
_CALL_IDIOMS = ((r"\b(?:zette|zet|tilde|tilt|bracht|brengt|trok|trekt) ((?:het|hem|dat|die|ze|toch|nog|daarna|toen|gewoon|maar) ){0,3}(?:op|naar|door naar) CALL\b", r"bood \1CALL"),
                (r"\b(?:ging|gaat|gingen) ((?:(?:SEAT_\w|hij|zij|ze|toch|nog|daarna|toen|gewoon|maar|meteen|direct) ){0,3})(?:naar|door naar) CALL\b", r"bood \1CALL"),
                (r"\b((?:het|hem|dat|toch|nog|daarna|toen|gewoon|maar) ){0,3}(?:op|naar) CALL (?:gezet|getild|gebracht|getrokken)\b", r"\1CALL geboden"),
                (r"\b(CALL|DBL) (?:gezegd|genoemd)\b", r"\1 geboden"),
                # "W haalde daarna uit naar 3♣": a jump to a call
                (r"\b(?:haalde|haalt) ((?:daarna|toen|nog|gewoon|meteen|direct|toch) ){0,2}uit (?:naar|tot) CALL\b", r"bood \1CALL"))


def _calls_spelled(text: str) -> str:
    """Calls told with other verbs read as "bood"/"geboden" (a general helper: any reader of calls could share it)."""
    for pattern, word in _CALL_IDIOMS:
        text = re.sub(pattern, word, text)
    return text


@extractor("unauthorized_information", replaces=True)
def unauthorized_information(reader: Reader) -> dict[str, Any]:
    text = _calls_spelled(_text(reader))
    facts = _generic_offender(text)
    source = None
    if _any(text, *_EXTRANEOUS):
        source = "extraneous"
    elif _any(text, *_OPPONENT_MANNER):
        source = "opponent_manner"
    elif re.search(_UI_MENTIONS, re.sub(r"\bvoor (?:je|jouw|zijn|haar|mijn) partner\b", " ", text)):  # (the partner as the receiver is no source)
        source = "partner"
    _put(facts, "ui_source", source)
    if source in ("partner", None):  # (a dispute may be told without saying whose tempo it was)
        _put(facts, "ui_disputed", _ui_disputed(text))
    if source == "partner":
        _put(facts, "ui_acted", _ui_acted(text))
    elif source == "extraneous":
        board_unplayed = r"\b(?:bord|spel)\b[^.?!;]*\bnog niet (?:\S+ )?(?:gespeeld|spelen)\b|\bnog niet (?:\S+ )?gespeeld\b"
        acted = _ui_acted(re.sub(board_unplayed, " ", text))
        partner_chose = re.search(rf"\bpartner (?:{SEAT} )?(?:[^\s.?!;,]+ ){{0,4}}?{_CALLED}\b|\b{_CALLED} (?:daarna |toen |toch |inderdaad |vervolgens )*(?:mijn|zijn|haar) partner\b", text)
        if acted and partner_chose:  # (only the partner's later call or play on that board, as the fact says)
            _put(facts, "ui_acted", True)
    _put(facts, "phase", phase_after_play(text))
    return facts


# -- Laws 20F, 21B, 40B4, 75: misinformation -----------------------------------------------------------
_EXPLAIN = r"(?:legt|legde|legden|uitgelegd|uitleg|alerteerde|alerteert|gealerteerd|alerteren|zei|zegt|gezegd|vertelde|vertelt)"
_NOT_RIGHT = (r"(?:niet klopt|niet klopte|klopt niet|klopte niet|niet te kloppen|niet juist|onjuist|fout|verkeerd|niet overeenkwam|niet overeenkomt|"
              r"kwam niet overeen|komt niet overeen|niet strookt|niet strookte)")
_CORRECTNESS = (
    ("no_evidence", (r"\bgeen systeemkaart\b", r"\bnooit (?:\S+ )?afgesproken\b", r"\b(?:was|is) (?:maar )?een gok\b", r"\b(?:systeem)?kaart (?:hebben|heeft) (?:we|wij|ze|zij|hij) niet\b", r"\bniemand heeft een systeemkaart\b", r"\bgeen (?:enkel |ander |verder )?bewijs\b",
                     r"\b(?:systeemkaart|kaart) (?:zegt|vermeldt|meldt|zei) (?:er )?(?:niks|niets) over\b",
                     r"\b(?:staat|stond) (?:er )?(?:niks|niets) (?:over )?op (?:de|hun|onze|zijn) (?:systeem)?kaart\b",
                     r"\bop (?:de|hun|onze|zijn) (?:systeem)?kaart (?:staat|stond) (?:er )?(?:niks|niets)\b",
                     r"\bsysteemkaart (?:\S+ ){0,3}niet (?:ingevuld|aanwezig|bij de hand|te vinden)\b",
                     r"\b(?:niet|niemand kan|kan niemand) (?:\S+ )?(?:aantonen|bewijzen)\b", r"\bniemand (?:het |dat )?(?:kan|kon) (?:aantonen|bewijzen)\b", r"\bgeen (?:\S+ )?kaart bij (?:zich|de hand)\b",
                     r"\b(?:systeemkaart|kaart) (?:ontbreekt|ontbrak|is zoek|is kwijt|is er niet)\b", r"\b(?:ontbreekt|ontbrak) (?:de |hun |een )?systeemkaart\b",
                     r"\bonderling (?:\S+ )?(?:niet eens|oneens)\b",
                     r"\bniet vast te stellen\b", r"\bafspraak is onduidelijk\b")),
    ("call_wrong", (r"\b(?:uitleg|alert|verklaring|toelichting) (?:(?!niet )\S+ ){0,4}(?:klopt|klopte|was juist|is juist|was correct|was goed)\b(?! niet)",
                    r"\b(?:uitleg|alert)\b(?:(?!\bniet\b)[^.?!;])*\b(?:was|is) volgens (?:hun|de|onze|zijn) (?:systeem)?kaart (?:gewoon |wel |helemaal )?(?:goed|juist|correct)\b",
                    r"\b(?:zat|zit) (?:\S+ )?zelf fout\b",
                    r"\b(?:systeemkaart|kaart) (?:zegt|zei|vermeldt|vermeldde) (?:precies )?wat (?:de uitlegger|de uitleg|hij|zij|ze) (?:zei|zegt|uitlegde|vertelde)\b",
                    r"\bverkeerde? (?:bod|bieding) (?:heb |heeft |had )?(?:gedaan|gemaakt|gegeven)\b",
                    r"\b(?:was|is) (?:juist|correct|goed) volgens (?:hun|de|onze|zijn) (?:systeem)?kaart\b",
                    r"\b(?:is|was) ook (?:hun|de|onze|zijn) afspraak\b", r"\bmisbid\w*",
                    r"\b(?:klopt|klopte) dat\b(?! niet)", r"(?<!of )\b(?:dat|die uitleg|deze uitleg) (?:klopt|klopte)\b(?! niet)",
                    r"\b(?:staat|stond) (?:ook |precies |exact )?(?:zo )?op\b(?! (?:de|hun|onze|zijn) (?:systeem)?kaart (?:dat|:))", r"\bstaat zo op\b",
                    r"\bop (?:de|hun|onze|zijn) (?:systeem)?kaart (?:staat|stond) (?:het|dat|die|dit) (?:ook|precies|exact|eveneens|gewoon) (?:zo|zoals|hetzelfde)\b", r"\bverkeerd geboden\b", r"\bverkeerd bedoeld\b",
                    r"\bzich (?:\S+ )?(?:verboden|verbiedt|verbied|verbood|verbeden|vergist|vergiste)\b",
                    r"\b(?:ik|hij|zij) (?:me|mij|zich) (?:had |heb |heeft )?(?:vergist|verboden)\b|\b(?:ik|hij|zij) (?:had|heb|heeft) (?:me|mij|zich) (?:\S+ )?(?:vergist|verboden)\b",
                    r"\b(?:uitgelegd|uitlegde|uitleg) (?:\S+ ){0,2}zoals (?:het|dat|die|hij|zij) (?:ook )?op (?:de|hun|onze|zijn) (?:systeem)?kaart (?:staat|stond)\b",
                    r"\b(?:vergist|vergiste|vergisten|verbood|verbiedt|verboden) (?:hij |zij |ze )?zich\b(?! (?:\S+ ){0,3}(?:uitleg\w*|alert\w*))",
                    r"\bzo (?:staat|stond) (?:het|dat|die) (?:ook |ook echt |gewoon )?op (?:de|hun|onze|zijn) (?:systeem)?kaart\b",
                    r"\b(?:uitleg|alert|verklaring) (?:\S+ ){0,4}(?:was|is) (?:helemaal )?niet (?:fout|verkeerd|onjuist)\b",
                    r"\b(?:niets|niks|niet) (?:fout|verkeerd|onjuist) uitgelegd\b", r"\bzo (?:zei|legde) (?:hij|zij|SEAT_\w) het (?:ook|uit)\b", r"\b(?:dat|zo) (?:zei|zegt|vertelde|alerteerde) (?:hij|zij|SEAT_\w) (?:het )?ook\b", r"\b(?:dat|zo) (?:heeft|had) (?:SEAT_\w|hij|zij) (?:het )?ook (?:zo )?(?:uitgelegd|gezegd|verteld|gealerteerd)\b",
                    r"\b(?:bod|bieding) (?:\S+ ){0,3}(?:paste|past|klopte|klopt|strookte|strookt) niet (?:bij|met) (?:hun|de|zijn) (?:afspra\w*|systeem\w*|kaart)\b",
                    r"\b(?:systeemkaart|kaart|afspraak|afspraken) (?:\S+ )?(?:bevestigt|bevestigde|bevestigen|ondersteunt|staaft)\b",
                    r"(?<!niet )\b(?:klopt|klopte|strookt|strookte|stemt overeen|stemde overeen) met (?:de|hun|onze|zijn) (?:systeem)?kaart\b", r"\bcorrect uit\b", r"\b(?:bod|bieding) (?:\S+ ){0,3}(?:was|is) fout\b")),
    ("explanation_wrong", (r"\bverkeerde? uitleg\w*", r"\buitleg\w* (?:[^\s.?!;]+ ){0,9}?(?<!niet )(?:fout|verkeerd|onjuist) (?:was|is|bleek|waren)\b", rf"\buitleg\w* (?:\S+ ){{0,4}}{_NOT_RIGHT}", rf"\buitleg\w* (?:[^\s.?!;]+ ){{0,9}}?(?:was|is|bleek|blijkt) {_NOT_RIGHT}", r"\bfout in de uitleg\b", r"\b(?:iets )?(?:verkeerds|fouts|onjuists) (?:\S+ ){0,2}(?:verteld|gezegd|uitgelegd)\b",
                           r"\b(?:fout|foute|verkeerd|verkeerde|onjuist|onjuiste) antwoord\b", r"\b(?:fout|verkeerd|onjuist|niet goed) (?:had |hadden |heeft |hebben )?(?:beantwoord|geantwoord)\b",
                           r"\bop (?:de|hun|zijn|onze) (?:systeem)?kaart (?:\S+ ){0,2}dat (?:CALL|DBL) (?:[^\s.?!;]+ ){1,5}(?:is|was)\b", r"\b(?:dat|het|die|dit) niet (?:klopt|klopte)\b",
                           r"\b(?:legde|legt|legden|leggen) (?:[^\s.?!;]+ ){0,4}(?:verkeerd|fout|onjuist) uit\b",  # the split verb: "legde de blinde 3♠ verkeerd uit"
                           r"\b(?:was|is|waren) (?:helemaal |eigenlijk )?niet (?:hun|onze|de|zijn|haar) (?:afspraak|afspraken|systeem)\b",
                           r"\bverkeerd (?:heeft )?uitgelegd\b", r"\b(?:fout|verkeerd|onjuist)e? (?:had |heeft |heb )?uitgelegd\b", r"\bniet (?:goed|juist|correct) (?:had |heeft |heb |hebben |hadden )?(?:uitgelegd|beantwoord|gealerteerd)\b", r"\b(?:anders|beter) (?:had|hadden|heeft|hebben) moeten (?:uitleggen|uitleg|alerteren|beantwoorden)\b", r"\bhad(?:den)? moeten (?:uitleggen|uitleg|alerteren)\b",
                           r"\b(?:foute|onjuiste|verkeerde|misleidende|fout) (?:uitleg|alert|verklaring)\b",
                           r"\b(?:gaf|gaven|gegeven|geeft|kreeg|kregen|gekregen|krijg) (?:\S+ ){0,2}(?:foute|onjuiste|verkeerde|misleidende) (?:informatie|inlichtingen)\b",
                           r"\b(?:foute|onjuiste|verkeerde|misleidende) (?:informatie|inlichtingen) (?:\S+ ){0,2}(?:gaf|gaven|gegeven|geeft|kreeg|kregen|gekregen)\b",
                           r"\bniet\b[^.?!;]*\bzoals (?:SEAT_\w|hij|zij|ze|zijn partner|haar partner|de uitlegger) (?:\S+ )?(?:had |heeft )?(?:gezegd|uitgelegd|verteld|beweerde|beweerd|zei)\b",
                           r"\bterwijl (?:er )?(?:op )?(?:hun|de|onze|zijn) (?:afspraak|systeemkaart|kaart)\b", r"\b(?:verkeerd|fout|onjuist) (?:\S+ )?(?:ingelicht|geïnformeerd|voorgelicht)\b",
                           r"\buitleg\w* (?:\S+ ){0,7}(?:niet|geen) (?:\S+ ){0,4}(?:klop\w*|overeen\w*|strook\w*|juist)\b",
                           r"\b(?:alerteerde|alerteert) (?:\S+ ){0,4}niet\b", r"\bbij (?:hen|hun|ons) (?:is|was) (?:dat|die|dit)\b",
                           r"\bmaar (?:ze|zij|we|wij) (?:hebben|hadden) wel (?:een )?afspraak\b",
                           r"\bterwijl (?:\S+ )?(?:dat|het) (?:wel|anders|juist) (?:had |heeft )?(?:gezegd|uitgelegd|verteld)\b",
                           r"\b(?:corrigeer\w*|verbeter\w*|herstel\w*) (?:\S+ ){0,3}(?:zijn|haar|de|mijn) (?:eigen )?uitleg\b",
                           r"\buitleg (?:\S+ ){0,3}(?:gecorrigeerd|verbeterd|rechtgezet)\b",
                           r"\b(?:blijkt|bleek) uit (?:\S+ )?(?:systeemkaart|kaart)\b", r"\bop (?:de|hun|onze|zijn) (?:systeemkaart|kaart) :", r"(?:^|, )systeemkaart : (?!(?:ook|idem|hetzelfde|klopt)\b)",
                           r"\bvolgens (?:hun|de|onze|ons|zijn) (?:afspraak|afspraken|systeemkaart|systeem|kaart)\b",
                           r"\b(?:hun|de) afspraak is\b(?! (?:ook|inderdaad|precies|wel|gewoon|echt)\b)",
                           r"\bop (?:de|hun|onze|zijn) (?:systeemkaart|kaart) (?:van (?:SIDE_\w+|hen) )?(?:staat|stond)\b",
                           r"\bop (?:de|hun|zijn) (?:systeem)?kaart dat (?:het|dat|die|dit) (?:[^\s.?!;]+ ){1,5}(?:is|was)\b",
                           r"\bop (?:de|hun|zijn|onze) (?:systeem)?kaart (?:van (?:SIDE_\w+|hen|ons) )?dat (?:het|dat|die|dit|CALL) (?:[^\s.?!;]+ ){1,5}(?:moest|moet|hoort te|hoorde te) zijn\b",
                           r"\b(?:heel |totaal |compleet |helemaal )?anders (?:heeft |had |hebben |hadden )?(?:uitgelegd|uitlegde)\b", r"\b(?:legde|legt) (?:[^\s.?!;]+ ){0,4}anders uit\b",
                           r"\bmaar (?:ze|zij|we|wij) spelen\b",
                           r"\b(?:niet gealerteerd|alerteerde (?:\S+ ){0,2}niet|niet alerteren|niet alerteert)\b",
                           r"\bvergat (?:\S+ )?(?:te )?alert\w*", r"\bgeen alert\b", r"\balert\w* (?:\S+ ){0,3}vergeten\b", r"\bvergeten te alert\w*", r"\b(?:dat|het|die) (?:klopt|klopte) niet\b",
                           r"\b(?:ze|zij|we|wij) spelen \d",
                           rf"\balert (?:\S+ ){{0,4}}{_NOT_RIGHT}", rf"\b{_NOT_RIGHT} met (?:hun|de|onze|zijn) afspra\w*",
                           r"\b(?:blijkt|bleek) uit (?:hun|de|onze|zijn) systeemkaart\b",
                           r"\bbij (?:hen|hun|ons|SIDE_\w+) (?:is|was|kan|betekent|belooft) (?:het|dat|die)\b", r"\bmaar (?:het|dat|die) (?:is|was) bij (?:ons|hen|hun)\b", r"\b(?:het|dat|die) (?:is|was) bij (?:hen|ons|hun)\b", r"(?:^|[.!?;:] )(?:dat |het |die )?(?:klopt|klopte) niet\b", r"\bdat (?:het|dat|die|CALL) (?:\S+ ){1,3}(?:is|was) bij (?:ons|hen|hun)\b",
                           r"\bmaar (?:op )?(?:hun|de|zijn) (?:systeem)?kaart (?:zei|zegt|stond|staat|vermeldt|vermeldde|noemt|noemde)\b", r"\bten onrechte\b", r"\bhet bij (?:hen|ons) \w+ (?:is|was)\b",
                           r"\b(?:dat|het|die|dit) bij (?:hen|ons|hun) (?:[^\s.?!;]+ ){1,3}(?:is|was)\b",
                           r"\b(?:bleek|blijkt) (?:\S+ ){0,3}dat (?:ze|zij|SIDE_\w+|hun afspraak|het bij hen) (?:[^\s.?!;]+ ){0,3}(?:spelen|speelden|is|was)\b")),
)


@lru_cache(maxsize=64)  # read by _misbid and again by _card_differs for one message
def _card_meaning(text: str) -> re.Match | None:
    """The meaning the system card gives ("op hun kaart staat multi", "de systeemkaart van OW zegt 'sterk'")."""
    return re.search(r"\bop (?:de|hun|zijn|onze) (?:systeemkaart|kaart) (?:van (?:SIDE_\w+|hen|ons) )?(?:staat|stond) (?:(?:CALL|het|dat|die|dit) )?(?:ook |eveneens |gewoon |inderdaad |wel )*(?:als )?'? ?(\w+)", text) or re.search(
        r"\b(?:(?:de|hun|zijn|onze) (?:systeemkaart|kaart)|systeemkaart) (?:van (?:SIDE_\w+|hen|ons) )?(?:zegt|vermeldt|noemt|geeft) (?:ook |eveneens |gewoon )?:? ?'? ?(\w+)", text) or re.search(
        r"\bvolgens (?:de|hun|zijn|onze) (?:systeemkaart|kaart) (?:is (?:het|dat|CALL|DBL|die|dit) )?(?:ook |gewoon |inderdaad )?'? ?(\w+)", text) or re.search(
        r"\b(?:de|hun|zijn|onze) (?:systeemkaart|kaart) (?:(?:ook|gewoon|wel) )?'? ?([a-z]\w+) '? ?(?:noemt|vermeldt|aangeeft)\b", text) or re.search(
        r"\bop (?:de|hun|zijn|onze) (?:systeemkaart|kaart) (?:(?:CALL|DBL|het|dat|die) )?(?:ook |gewoon |wel )?(?:als '? ?|' )([a-z]\w+) '? ?(?:staat|stond)\b", text)


_NO_MEANING = ("niet", "niks", "niets", "geen", "er", "het", "dat", "een", "is", "iets", "ook", "bij", "zo", "wat", "die", "dit", "van", "over")


def _misbid(text: str) -> bool:
    """The explanation named a meaning the system card also gives ("uit als transfer … staat transfer")."""
    match = _card_meaning(text)
    if match and re.match(r" '? ?(?:niet|nergens|helemaal niet)\b", text[match.end():]):
        return False  # "op hun kaart staat Drury niet"
    return bool(match and match.group(1) not in ("niet", "niks", "niets", "geen", "er", "het", "dat", "een", "is")
                and re.search(rf"\b(?:uit als|als|zei|zegt|alerteerde \S+ als) '? ?{re.escape(match.group(1))}\b|' {re.escape(match.group(1))} '", text[: match.start()]))


def _explanation_correct(text: str) -> str | None:
    # a comparison with misinformation, not a misinformation told: "verschil tussen ...", "is X hetzelfde als een verkeerde uitleg?",
    # "telt een vergeten alert als verkeerde uitleg?"
    if re.search(r"\bverschil tussen\b|\b(?:hetzelfde|gelijk|gelijkgesteld) (?:als|aan) (?:een )?(?:verkeerde|foute|onjuiste) uitleg\b|"
                 r"\b(?:telt|tellen|geldt|gelden) (?:[^\s.?!;]+ ){0,6}?als (?:een )?(?:verkeerde|foute|onjuiste) uitleg\b(?=[^.!;]*\?)", text):
        return None
    if _misbid(text):
        return "call_wrong"
    if _pair_meaning_differs(text):
        return "explanation_wrong"
    if re.search(r"\b(?:maar|terwijl) (?:ze|zij|we|wij|SIDE_\w+|bij (?:hen|hun|ons)) (?:(?:[^\s.?!;,]+ ){0,3}?spelen|speelden|hebben (?:\S+ ){0,3}afgesproken|is (?:het|dat))\b", text) and not _any(
            text, r"\bmisbid\w*", r"\bzich (?:\S+ )?(?:verboden|vergist)\b", r"\bverkeerd geboden\b"):
        return "explanation_wrong"  # what the pair plays is named against the explanation
    found = _first(text, _CORRECTNESS)
    if found is None and (_contradicted(text) or _card_differs(text) or _agreement_differs(text) or _range_differs(text)):
        return "explanation_wrong"
    return found


def _pair_meaning_differs(text: str) -> bool:
    """After the explanation, a player of the pair names another meaning as theirs ("O legde 2♥ uit als zwak ... W zei:
    nee, bij ons is dat sterk (, staat ook op de kaart)"): the card then backs that meaning, not the explanation."""
    given = re.search(rf"\b(?:uit als|uitgelegd als|uitlegde als|uitlegt als) {_MEANING}", text)
    own = re.search(rf"\bbij (?:ons|hen|hun|SIDE_\w+) (?:is|was|betekent|betekende) (?:dat|het|die|dit|CALL) (?:gewoon |juist |eigenlijk )?{_MEANING}", text[given.end():]) if given else None
    return bool(own and own.group(1) not in _NO_MEANING + ("ook", "wel", "hetzelfde", "precies", "inderdaad", "ook zo")
                and given.group(1) not in _NO_MEANING and own.group(1) != given.group(1))


def _agreement_differs(text: str) -> bool:
    """The pair's agreement named after the explanation with another meaning ("W legde 2♣ uit als Stayman, afspraak is
    puppet", "uitleg van N: 2♥ is zwak . afspraak : sterk"); not when it repeats the meaning the explanation gave."""
    agreed = re.search(r"(?:^|[.!?;,:] |\b(?:maar|terwijl|hun|de|onze) )afspraak (?:is|was|:) (?:eigenlijk |gewoon |juist )?'? ?([a-z0-9][\w+-]*)", text)
    if not agreed or agreed.group(1) in _NO_MEANING + ("ook", "inderdaad", "wel", "precies", "hetzelfde", "idem", "onduidelijk", "niet", "zo"):
        return False
    before = text[: agreed.start()]
    if not re.search(rf"\b(?:uitleg|uitgelegd|uit als|{_EXPLAIN})\b", before):
        return False
    return not re.search(rf"\b{re.escape(agreed.group(1))}\b", before)


def _range_differs(text: str) -> bool:
    """The explanation gave a point range and the system card or the agreement another one ("1SA uitgelegd als 12-14,
    kaart zegt 15-17", "uitleg: 15-17 . afspraak is 12-14")."""
    given = re.search(r"\b(?:uit als|uitgelegd als|uitlegde als|uitlegt als|als uitleg|uitleg :?) '? ?(\d+) ?- ?(\d+)\b", text)
    told = re.search(r"\b(?:systeemkaart|kaart|afspraak) (?:(?:van )?\S+ )?(?:zegt|vermeldt|noemt|geeft|staat|is|was|:) :? ?'? ?(\d+) ?- ?(\d+)\b"
                     r"|\bvolgens (?:de |hun |zijn |onze )?(?:systeemkaart|kaart|afspraak) (?:is (?:het|dat|CALL) )?'? ?(\d+) ?- ?(\d+)\b", text)
    if not given or not told:
        return False
    return given.groups() != tuple(g for g in told.groups() if g)


def _card_differs(text: str) -> bool:
    """The system card gives another meaning than the explanation ("als uitleg 'zwak', de systeemkaart zegt 'sterk'")."""
    card = _card_meaning(text)
    if not card or card.group(1) in _NO_MEANING or not card.group(1).isalpha() or len(card.group(1)) < 3 or _any(text, r"\bbedoel\w*", r"\bzich (?:\S+ )?(?:vergist|verboden)\b", r"\bmisbid\w*"):
        return False
    given = re.search(rf"\b(?:uit als|uitgelegd als|uitlegde als|uitlegt als|als uitleg|uitleg(?: :)?|(?:zei|zegt)(?: :)? '|alerteerde \S+ als) ?{_MEANING}", text[: card.start()]) or re.search(
        rf"\b(?:uitgelegd als|uitlegde als|uit als|alerteerde \S+ als) ?{_MEANING}", text[card.end():])  # the explanation told after the card
    return bool(given and given.group(1) not in _NO_MEANING + ("was", "klopte", "klopt", "fout", "verkeerd") and given.group(1) != card.group(1))


_MEANING = r"'? ?([a-z][\w-]+)"


def _contradicted(text: str) -> bool:
    """Someone states afterwards that the call means something else than the explanation gave
    ("N legde 4♣ uit als Gerber … Z zegt dat het natuurlijk was"); not when the caller only meant it otherwise."""
    given = re.search(rf"\b(?:uit als|uitgelegd als|uitleg(?: :)?|(?:zei|zegt)(?: :)? '|alerteerde \S+ als) ?{_MEANING}", text)
    if given and given.group(1) in ("dat", "het", "die", "van", "over", "was", "is", "klopte", "klopt", "niet", "fout", "verkeerd"):
        given = None
    if not given or _any(text, r"\bbedoel\w*", r"\bzich (?:\S+ )?(?:vergist|verboden)\b", r"\bmisbid\w*"):
        return False
    for said in re.finditer(rf"\b(?:zegt|zei|zeggen|zeiden|meldt|meldde|vertelt|vertelde)\b[^.?!;]*?\bdat (?:het|dat|die|dit) (?:bij (?:hen|ons) )?"
                            rf"(?:gewoon |eigenlijk |juist )?(?:een )?{_MEANING} (?:was|is|betekent|betekende)\b", text[given.end():]):
        if said.group(1) not in (given.group(1), "niet", "geen", "wel", "ook", "fout", "verkeerd", "goed", "juist"):
            return True
    # the system card gives another meaning: "legde 3♥ uit als transfer , SK zegt natuurlijk"
    for said in re.finditer(rf"\b(?:sk|systeemkaart|(?:hun|de|onze|zijn|haar) (?:systeem)?kaart|(?:hun|de|onze) afspraak) (?:zegt|vermeldt|noemt|geeft|heeft)(?: :)? (?:'|het is |dat het )?(?:gewoon |juist |een )?{_MEANING}", text[given.end():]):
        if said.group(1) not in (given.group(1), *_NO_MEANING, "geen", "wel", "fout", "verkeerd", "goed", "juist", "hetzelfde", "anders", "daar", "er", "nee", "ja"):
            return True
    return False


_DISCOVER = (r"(?:merkt|merkte|merkten|gemerkt|merk|gezien|biecht|biechtte|biechten|opgebiecht|erkent|erkende|ontdekt|ontdekte|ontdekken|ontdekten|ontdek|blijkt|bleek|gebleken|realiseert|realiseerde|realiseer|ziet|zie|zag|zagen|zien|hoort|hoorde|hoorden|"
             r"besef|beseft|besefte|beseften|aan het licht)")
_WHEN = (
    ("auction_period", r"(?:tijdens (?:het bieden|de bieding|de biedperiode)|nog tijdens|biedperiode|voor (?:de )?uitkomst|voordat de uitkomst|"
                       r"\bvoor de (?:laatste |slot)?pas\b|\bvoordat (?:\S+ ){0,2}(?:bood|paste|doubleerde|biedt|past|aan de beurt)\b|"
                       r"na (?:de )?slotpas\b(?![^.?!;]*uitkomst)|\bin de (?:bieding|biedperiode)\b|tijdens (?:bieden|bieding)\b|\b(?:halverwege|midden in) (?:het bieden|de bieding|de biedperiode)\b)"),
    ("play", r"(?:tijdens het (?:spel|spelen|afspel|tegenspeler)|midden in het (?:spel|spelen|afspel|tegenspeler)\b|\b(?:toen|nadat|zodra|als) (?:SEAT_\w|HAND_\w) (?:als|,) (?:de )?blinde (?:,? )?(?:\S+ ){0,3}(?:neerlegde|openlegde|neerlegt|openlegt|op tafel legde)\b|\bbij het (?:openleggen|neerleggen|opengaan) van de blinde\b|\b(?:toen|nadat|zodra) de uitkomst (?:\S+ ){0,2}(?:lag|op tafel lag|gespeeld was|open lag)\b|\b(?:toen|nadat|zodra|als) (?:de (?:hand|kaarten) van )?de blinde (?:\S+ )?(?:openging|open ging|opengelegd|open lagen|open lag|op tafel (?:lagen|lag|kwam)|neergelegd|neerlag|lag|kwam)\b|\baan het (?:spelen|afspelen)\b|halverwege het spel|\bna (?:de )?uitkomst\b|\bTRICK_(?:[1-9]|1[0-2])\b|\b(?:in|bij) (?:de )?TRICK_\d+|\bin slag \d+)"),
    ("after_play", r"(?:na afloop|bij afloop|bij het scoren|\b(?:alle slagen|alles) (?:\S+ )?(?:gespeeld|uitgespeeld) (?:waren|was|zijn|is)\b|na het (?:spel|spelen|laatste bord)|\bnadat het (?:spel|spelen|bord) (?:was |is )?(?:afgelopen|voorbij|uitgespeeld)\b|achteraf|na de (?:laatste slag|TRICK_13|zitting)|\b(?:toen|nadat|zodra) (?:de |alle )?(?:TRICK_13|laatste slag|slagen) (?:\S+ ){0,2}(?:gespeeld|uitgespeeld|voorbij|binnen) (?:was|waren|is|zijn)\b)"),
)


# Other words for finding out: "heeft ... door dat", "kwamen ... achter", "meldt", an apology for one's own explanation.
_DISCOVER_MORE = (r"\b(?:heeft|hebben|had|hadden|kreeg|kregen) (?:\S+ ){0,5}door dat\b|\b(?:heeft|hebben|had|hadden|kreeg|kregen) (?:het|dat|dit) (?:\S+ )?door\b|\b(?:kwam|komt) (?:\S+ ){0,3}uit dat\b|\b(?:dat|het|uitleg|alert|fout|vergissing|misverstand) (?:kwam|komt) (?:\S+ ){0,5}(?:uit|aan het licht)\b|\b(?:kwam|komt) (?:pas|later|pas later) (?:\S+ ){0,4}(?:uit|aan het licht)\b|\b(?:kwam|kwamen|komt|komen) (?:[^\s.?!;]+ ){0,8}achter\b|"
                  r"\b(?:meld|meldt|meldde|gemeld|opgemerkt|gesignaleerd|opgevallen|sorry|corrigeert|corrigeerde|verbetert|verbeterde)\b|"
                  r"\b(?:gaf|geeft|gaven|geven) (?:[^\s.?!;]+ ){0,3}?toe\b|\b(?:liet|laat|lieten) (?:[^\s.?!;]+ ){0,5}?weten dat\b|"
                  # owning up: "gaf de leider toe dat zijn uitleg …", "geeft W toe dat …"
                  r"\b(?:gaf|geeft|gaven|geven) (?:[^\s.?!;]+ ){0,3}?toe dat\b|\btoegegeven\b|"
                  r"\b(?:keek|keken|kijkt|kijken|gekeken) (?:\S+ ){0,4}(?:op|in|naar) (?:de |hun |zijn |onze )?(?:systeemkaart|kaart)\b|"
                  r"\b(?:vertelt|vertelde|zegt|zei|meldt|meldde) (?:\S+ ){0,3}dat (?:het|dat|die|CALL) (?:\S+ ){0,2}volgens (?:hun|onze|de|zijn) (?:afspra\w*|systeem\w*|kaart)\b|\b(?:zeg|meld|vertel) ik (?:het|dat) (?:\S+ )?(?:nu|direct|meteen|nog)\b|"
                  r"\b(?:zei|zegt|vertelde|vertelt|meldde|meldt) (?:\S+ ){0,3}zelf\b|\b(?:zei|zegt|vertelde|vertelt|meldde|meldt) (?:nu|toen|direct|meteen)\b|\b(?:zegt|zei|meldt|meldde|vertelt|vertelde) het\b|"
                  r"\b(?:vertelt|vertelde|zegt|zei|meldt|meldde|geeft toe|gaf toe) (?:\S+ ){0,9}dat [^.?!;]*\b(?:fout|verkeerd|onjuist|niet (?:juist|klopt|klopte|correct|goed)|anders bedoeld|\w+ bedoeld|vergist|vergiste|verboden|verbood)\b|\bik (?:heb|had) (?:het |\S+ )?(?:fout|verkeerd) uitgelegd\b|\b(?:vertelt|vertelde|zegt|zei|meldt|meldde)\b[^.?!;]*\b(?:had|hadden|heeft|hebben) moeten (?:uitleggen|uitleg|alerteren)\b|\b(?:heb|heeft|had) (?:het|dat) (?:\S+ ){0,5}(?:gezegd|gemeld|verteld)\b|"
                  # calling the director about it: "riep zijn partner O na de slotpas de WL", "de WL werd erbij gehaald"
                  r"\b(?:riep|roept|riepen|roepen|haalde|haalt|haalden|halen) (?:[^\s.?!;]+ ){0,12}?(?:de )?wedstrijdleider\b|\bwedstrijdleider (?:\S+ ){0,2}(?:geroepen|erbij gehaald|gehaald)\b")


def _discovered(text: str) -> str | None:
    for sentence in _sentences(text):
        if not re.search(rf"\b{_DISCOVER}\b|\bontdekt\b|{_DISCOVER_MORE}", sentence):
            continue
        for value, pattern in _WHEN:
            for match in re.finditer(pattern, sentence):
                if re.search(r"\bdat\b[^.?!;]*$", sentence[: match.start()]) and re.match(
                        r"[^.?!;]*\b(?:uitgelegd|uitlegde|gealerteerd|alerteerde)\b| (?:[^\s.?!;]+ ){0,3}?uitleg (?:\S+ ){0,2}?(?:gegeven|gaf|gaven|geeft)\b", sentence[match.end():]):
                    continue  # "zei de blinde dat hij 2♣ tijdens het bieden fout had uitgelegd": when it was explained
                if re.search(r"\bdat (?:[^\s.?!;]+ ){0,2}(?:uitleg|alert)(?: (?:van|over) (?:de |het |zijn |haar |hun |onze )?[^\s.?!;]+)? $", sentence[: match.start()]):
                    continue  # "dat zijn uitleg (van 4♣) in de bieding niet klopte": when it was explained, not found out
                if not re.search(r"\bof (?:pas |nog )?$", sentence[: match.start()]):  # "zeggen, of pas na het spel?": when to tell
                    return value
    still_to_call = re.search(rf"\b(?:{SEAT}|hij|zij|ik) (?:heeft|heb|had) nog (?:niks|niets|niet) (?:gedaan|geboden|gezegd)\b|\b{SEAT} (?:is|was) (?:nu |nog |nu nog )?aan (?:de beurt|bod)(?= [.,;!?]|$)|"
                              rf", {SEAT} nog (?:niet|niks|niets)(?= [.;!?]|$)", text)
    if still_to_call and (re.search(r"\b(?:bied|bod|bieding)\w*", text) or any(
            re.search(rf"\b{_DISCOVER}\b", sentence) for sentence in _sentences(text[: still_to_call.start()]))):
        return "auction_period"  # a player has still to call: the auction is going on (when it came to light, or about a bid)
    if re.search(r"\b(?:(?:de )?uitkomst (?:is|was) (?:nog )?niet (?:gedaan|gespeeld|gelegd|op tafel)|(?:de )?uitkomst (?:ligt|lag) (?:nog )?niet\b|(?:de )?uitkomst (?:moet|moest) nog\b|nog (?:niet|niemand) uitgekomen|nog in de biedperiode|(?:het )?bieden loopt nog|(?:de )?bieding loopt nog|"
                 r"(?:het bieden|de bieding|bieding) (?:is |was )?nog (?:bezig|gaande|aan de gang)|(?:we|wij|ze|zij) (?:zijn |waren |zitten |zaten )?nog (?:aan het |in het |midden in het )?bieden|nog steeds (?:aan het )?bieden|(?:zijn|is|zitten|zit) nog (?:aan het|in het) bieden|nog (?:in|midden in) de bieding|"
                 r"(?:het bieden|de bieding) (?:is |was )?nog (?:niet|lang niet) (?:afgelopen|voorbij|klaar|om)|(?:SEAT_\w|hij|zij|partner) moet (?:nu )?nog bieden)\b", text):
        return "auction_period"
    return None


def _misled_partner_called(text: str, explainer: str | None = None) -> bool | None:
    subject = r"\bpartner van (?:de misleide(?: speler)?|(?:degene|diegene|de speler|hem|haar) die [^,.?!;]{0,80}?\b(?:misleid\w*|uitleg\w*|daardoor|daarop|erdoor)\b[^,.?!;]{0,80}?)"
    if re.search(subject + r"(?: ,)? (?:moet|moest) (?:nu )?nog (?:\S+ )?(?:bieden|iets zeggen|aan de beurt)\b|" + subject +
                 r"(?: ,)? (?:is|was) (?:nog )?(?:niet )?aan (?:de beurt|bod)(?! geweest)\b", text):
        return False  # "de partner van de speler die daardoor paste, moet nog bieden"
    match = re.search(r"\bpartner van (?:de misleide(?: speler)?|(?:degene|diegene|de speler|hem|haar) die [^,.?!;]{0,80}?\b(?:misleid\w*|uitleg\w*|daardoor|daarop|erdoor)\b[^,.?!;]{0,80}?)"
                      r"(?: ,)? (?:[^.?!;]{0,80}? )?(nog niet|nog niets|nog niks|al|ook al)\b (?:[^.?!;]{0,80}? )?(?:geboden|gepast|gedoubleerd|gezegd|gebiedt)\b", text)
    if match:
        return not match.group(1).startswith("nog")
    misled = re.search(rf"\b({SEAT}) (?:\S+ ){{0,2}}(?:paste|bood|doubleerde|DBL|opende|gepast|geboden|gedoubleerd) "
                       rf"(?:daarop|daardoor|(?:op|na|door) (?:de|die|deze|zijn|haar|mijn|onze|hun) (?:oude |verkeerde |foute |onjuiste )?(?:uitleg|alert))\b", text) or re.search(
        rf"\b({SEAT}) (?:heeft|had) (?:[^\s.?!;,]+ )?(?:op|na|door) (?:de|die|deze|zijn|haar|mijn|onze|hun) (?:oude |verkeerde |foute |onjuiste )?uitleg (?:\S+ )?(?:gepast|geboden|gedoubleerd)\b", text) or re.search(
        rf"\b({SEAT}) (?:heeft|had) (?:daardoor|daarop|toen) (?:CALL |DBL )?(?:gepast|geboden|gedoubleerd)\b", text) or re.search(
        rf"\b(?:na|op|door) (?:de|die|deze|zijn|haar) (?:\S+ )?uitleg(?: (?:van|door) (?:\S+ )?(?:SEAT|HAND)_\w)? (?:heeft|had|bood|paste|doubleerde|opende) ({SEAT})", text)
    if not misled:  # an opponent of the explainer who called next ("O doubleerde daarna"), not the explainer's side
        misled = re.search(rf"\b({SEAT}) (?:paste|bood|doubleerde|DBL|opende) (?:\S+ )?daarna\b", text)
        if misled and explainer and misled.group(1)[-1] in (explainer, PARTNER[explainer]):
            misled = None
    if not misled:  # the player who asked was misled ("W kreeg een fout antwoord op zijn vraag …, bood 3♥")
        misled = re.search(rf"\b({SEAT}) (?:\S+ ){{0,3}}?(?:vroeg|vraagt|kreeg|krijgt)\b|\b(?:vroeg|kreeg) ({SEAT})\b", text)
    if not misled:
        return None
    partner = PARTNER[next(g for g in misled.groups() if g)[-1]]
    after = text[misled.end():]
    if re.search(r"\b(?:zijn|haar) partner (?:heeft |had )?(?:nog )?(?:niet|niks|niets) (?:\S+ )?(?:geboden|gepast|gedoubleerd|gezegd)\b|"
                 r"\b(?:zijn|haar) partner (?:is|was) (?:nog )?niet aan (?:de beurt|bod)\b|\b(?:zijn|haar) partner moet (?:nu )?nog (?:\S+ )?bieden\b", after):
        return False  # "W heeft daarop gepast, zijn partner heeft nog niet geboden"
    if re.search(rf"\b(?:SEAT|HAND)_{partner} nog (?:niet|niks|niets)(?= [.,;!?]|$)|\b(?:SEAT|HAND)_{partner} moet (?:nu )?nog (?:\S+ )?bieden\b|"
                 rf"\b(?:SEAT|HAND)_{partner} (?:heeft|had) (?:nog )?(?:niet|niks|niets) (?:\S+ )?(?:geboden|gepast|gedoubleerd|gezegd|gedaan)\b|"
                 rf"\b(?:SEAT|HAND)_{partner} (?:is|was) (?:nog )?niet (?:aan (?:de beurt|bod) )?(?:geweest|gekomen)\b|"
                 rf"\b(?:SEAT|HAND)_{partner} moet (?:nu )?nog(?: (?:iets|wat) (?:zeggen|doen|kiezen))?(?= [.,;!?]|$)|\b(?:SEAT|HAND)_{partner} (?:is|was) (?:nu |nog |nu nog )?aan (?:de beurt|bod)(?= [.,;!?]|$)|\b(?:SEAT|HAND)_{partner} (?:is|was) (?:nog )?niet aan (?:de beurt|bod) (?:geweest|gekomen)\b", after):
        return False
    match = re.search(rf"\b(?:SEAT|HAND)_{partner}\b (?:\S+ ){{0,3}}?(nog niet|al|ook al|ook|daarna|toen|vervolgens|sindsdien) (?:\S+ )?(?:geboden|gepast|gedoubleerd)\b", after)
    if match:
        return match.group(1) != "nog niet"
    if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:(?:daarna|toen|vervolgens|ook|al|inmiddels|intussen) )*(?:bood|paste|doubleerde|redoubleerde)\b", after):
        return True  # "O doubleerde daarna, en W bood ook al 1♠"
    return None


def _opponent_called(text: str, explainer: str | None) -> bool | None:
    """An opponent of the explainer called on the explanation, and his partner did or did not call since
    ("W merkt zelf dat zijn uitleg fout was, N al gepast, Z nog niet")."""
    if explainer is None:
        return None
    for seat in (LHO[explainer], RHO[explainer]):  # one opponent found out, his partner called since or not
        if re.search(rf"\b(?:SEAT|HAND)_{seat} (?:\S+ )?(?:{_DISCOVER})|\b(?:{_DISCOVER}) (?:SEAT|HAND)_{seat}\b", text):
            since = re.search(rf"\b(?:SEAT|HAND)_{PARTNER[seat]} (?:heeft |had )?(?:sindsdien|intussen|inmiddels|daarna) (al|ook al|nog niet|niet|nog niks|niks|niets) "
                              r"(?:\S+ ){0,2}(?:geboden|gepast|gedoubleerd|geredoubleerd)\b", text)
            if since:
                return since.group(1) in ("al", "ook al")
    for seat in (LHO[explainer], RHO[explainer]):
        called = re.search(rf"\b(?:SEAT|HAND)_{seat} (?:heeft |had )?(?:al |daarop |daardoor |toen )?(?:gepast|geboden|gedoubleerd|paste|bood|doubleerde)\b", text) or re.search(
            rf"\b(?:SEAT|HAND)_{seat} (?:heeft|had) (?:(?!nog\b|niet\b|niks\b|niets\b|nooit\b)[^\s.?!;,]+ ){{1,4}}?(?:gepast|geboden|gedoubleerd)\b", text)
        if not called:
            continue
        partner = PARTNER[seat]
        later = text[called.end():]
        if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had )?(?:nog )?(?:niet|niks|niets)\b|\b(?:SEAT|HAND)_{partner} nog (?:niet|niks|niets)\b|"
                     rf"\b(?:heeft|had) (?:SEAT|HAND)_{partner} (?:nog )?(?:niet|niks|niets)\b", later):
            return False
        if re.search(rf"\b(?:daarna|sindsdien|intussen|inmiddels|toen|vervolgens) (?:heeft|had) (?:SEAT|HAND)_{partner} (?!nog\b|niet\b|niks\b|niets\b)(?:\S+ ){{0,2}}(?:gepast|geboden|gedoubleerd)\b", later):
            return True  # "W paste en daarna heeft O 2♠ geboden"
        if re.search(rf"\b(?:SEAT|HAND)_{partner} (?:heeft |had )?(?:daarna |sindsdien |intussen |inmiddels )?(?:al |ook |ook al )(?:\S+ )?(?:gepast|geboden|gedoubleerd)\b", later):
            return True
    return None


def _partner_called_since(text: str, explainer: str | None = None) -> bool | None:
    """The misled player's partner, named as a partner, called (or not) since: "mijn partner heeft sindsdien al 1♠ geboden"."""
    found = _misled_partner_called(text, explainer)
    if found is not None:
        return found
    found = _opponent_called(text, explainer)
    if found is not None:
        return found
    if re.search(rf"\b(?:ik (?:\( ?{SEAT} ?\) )?(?:heb |had )?(?:[^\s.?!;,]+ ){{0,3}}?|heb ik (?:\S+ )?|ik )(?:gepast|geboden|gedoubleerd|paste|bood|doubleerde)\b|\b(?:mijn|je|jouw) (?:laatste |eigen )?(?:bod|bieding|pas|CALL)\b", text):
        match = re.search(rf"\b(?:mijn|je|jouw) partner (?:\(? ?{SEAT} ?\)? )?(?:heeft |had )?(?:sindsdien |daarna |intussen |inmiddels )?(nog niet|nog niks|al|ook al|ook) (?:\S+ ){{0,2}}?"
                          r"(?:geboden|gepast|gedoubleerd|geredoubleerd)\b", text)
        if match:  # the writer was misled, his partner called since or not
            return not match.group(1).startswith("nog")
        me = _narrator_seat(text)
        match = me and re.search(rf"\b(?:SEAT|HAND)_{PARTNER[me]} (?:heeft |had )?(?:sindsdien |daarna |intussen |inmiddels )?(nog niet|nog niks|nog niets|al|ook al) (?:\S+ ){{0,2}}?"
                                 r"(?:geboden|gepast|gedoubleerd|geredoubleerd)\b", text)
        if match:  # "ik (O) paste, W heeft nog niet geboden": the writer's partner named by his seat
            return not match.group(1).startswith("nog")
    for sentence in _sentences(text):
        if "partner" not in sentence or "uitleg" in sentence or not re.search(r"\b(?:sindsdien|intussen|inmiddels|daarna)\b", sentence):
            continue
        match = re.search(r"\b(nog niet|al|ook al) (?:\S+ ){0,2}(?:geboden|gepast|gedoubleerd|geredoubleerd)\b", sentence)
        if match:
            return match.group(1) != "nog niet"
    return None


def _noticed_by(text: str, explainer_side: str | None, explainer: str | None = None, role: str | None = None, wrong: bool = False) -> str | None:
    if re.search(rf"\bpartner\b[^.?!;]*\b(?:{_DISCOVER})\b (?:\S+ ){{0,3}}?dat ik (?:\S+ ){{0,6}}(?:verkeerd|fout|onjuist) (?:heb |had )?uitgelegd\b", text):
        return "explainer_partner"  # "wat moet mijn partner doen als hij ziet dat ik een bod verkeerd heb uitgelegd"
    if re.search(rf"\b(?:(?:mijn|zijn|haar) partner (?:\S+ ){{0,2}}?(?:{_DISCOVER}|zei|zegt|wees)|(?:{_DISCOVER}) (?:mijn|zijn|haar) partner) (?:\S+ ){{0,3}}?dat "
                 r"(?:ik|hij|zij) (?:\S+ ){0,6}(?:verkeerd|fout|onjuist) (?:had |heeft |heb )?uitgelegd\b", text):
        return "explainer_partner"  # "merkte mijn partner dat ik zijn 2♠ verkeerd had uitgelegd"
    if re.search(rf"\b(?:{_DISCOVER}|vertelt|vertelde|zegt|zei|meldt|meldde)\b[^.?!;]*\bdat (?:de )?(?:uitleg|alert) (?:van|die|dat) (?:zijn|haar|mijn) partner\b|"
                 rf"\b(?:{_DISCOVER}|vertelt|vertelde|zegt|zei|meldt|meldde)\b[^.?!;]*\bdat (?:zijn|haar|mijn) partner (?:\S+ ){{0,8}}?(?:verkeerd|fout|onjuist) (?:had |heeft )?(?:uitgelegd|uitlegde)\b|"
                 r"\b(?:hoorde|hoor|hoort|zag|zie|ziet|merkte|merk|merkt) (?:ik |hij |zij |(?:SEAT|HAND)_\w )?(?:mijn|zijn|haar) partner (?:\S+ ){0,6}?(?:verkeerd|fout|onjuist) (?:uitleg|uitleggen|uitlegde|uitlegt|alerteren)\b", text):
        return "explainer_partner"  # "meldt dat de uitleg die zijn partner gaf niet klopte", "hoorde mijn partner onze 2♣ verkeerd uitleggen"
    # "O zag het, W zelf niet", "niet W maar O heeft het gezien": a seat named as not having noticed it is not who noticed
    text = re.sub(r"\b(?:(?:SEAT|HAND)_[NOZW]|hij|zij|de uitlegger) zelf niet\b", " ", text)
    text = re.sub(r"\bniet (?:(?:SEAT|HAND)_[NOZW]|de uitlegger) (?:zelf )?maar (?=(?:SEAT|HAND)_[NOZW]\b)", "", text)
    text = re.sub(r"\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:heeft|had|hebben|hadden) (?:het|dat|dit|de fout|die fout|deze fout) (?:zelf )?(?:gezien|opgemerkt)\b", r"\1 zag het", text)
    self_seat = re.search(rf"\b(?:{_DISCOVER}|zei|zegt|meldt|meldde|vertelt|vertelde|riep|roept) ((?:SEAT|HAND)_[NOZW]) zelf\b|\b((?:SEAT|HAND)_[NOZW]) zelf (?:{_DISCOVER}|zei|zegt|meldt|meldde|vertelt|vertelde)\b", text)
    if self_seat and explainer:  # "zegt Z zelf dat …": the seat named is who noticed
        seat = next(g for g in self_seat.groups() if g)[-1]
        return "explainer" if seat == explainer else "explainer_partner" if seat == PARTNER[explainer] else "opponents"
    if _any(text, r"\bmijn eigen uitleg\b", r"\b(?:merkt|merkte|ziet|zag) (?:\S+ ){0,4}zelf\b", r"\bzelf (?:\S+ )?(?:gemeld|gemerkt|ontdekt|gecorrigeerd|verbeterd|rechtgezet)\b", r"\b(?:meldde|meldt|zei|zegt|vertelde|vertelt) (?:het |dat )?zelf\b",
            r"\bik (?:heb|had) (?:[^\s.?!;,]+ ){0,8}?(?:fout|verkeerd|onjuist) uitgelegd\b",
            r"\bik (?:heb|had) (?:het |\S+ )?(?:fout|verkeerd) uitgelegd\b",
            r"\b(?:corrigeert|corrigeerde|verbetert|verbeterde|herstelt|herstelde) (?:\S+ ){0,2}zelf\b", r"\bzelf (?:zijn|haar) (?:eigen )?uitleg\b",
            r"\b(?:gaf|geeft|gaven) (?:het |dat |dit )?zelf (?:\S+ )?toe\b",
            r"\bdat (?:hij|zij|ik) (?:\S+ ){0,6}(?:verkeerd|fout|onjuist) (?:had |heeft |heb )?uitgelegd\b",
            rf"\b(?!bleek\b|blijkt\b)(?:{_DISCOVER}|vertelt|vertelde|zegt|zei|meldt|meldde|(?:gaf|geeft) (?:[^\s.?!;]+ ){{0,3}}?toe)\b[^.?!;]*\bdat (?:zijn|haar|mijn) (?:eigen )?uitleg\b",
            r"\b(?:realiseert|realiseerde) (?:\S+ )?zich dat (?:hij|zij) (?:\S+ ){0,6}(?:uitgelegd|uitleg)\b",
            # owning up to one's own explanation: "biechtte N op dat hij … had uitgelegd", "gaf toe dat hij … uitlegde"
            r"\b(?:biecht\w*|opgebiecht|erkent|erkende|(?:gaf|geeft) (?:[^\s.?!;]+ ){0,3}?toe)\b[^.?!;]*\bdat (?:hij|zij|ik) (?:[^\s.?!;]+ ){0,12}?(?:uitgelegd|uitlegde)\b",
            r"\bdat (?:hij|zij|ik) (?:\S+ ){0,6}verkeerd (?:heeft |heb )?uitgelegd\b"):
        return "explainer"
    if re.search(_PARTNER_EXPLAINED, text) and re.search(
            r"\b(?:ik (?:[^\s.?!;]+ ){0,5}?(?:heb|had)|(?:heb|had) ik) (?:het|dat) (?:(?:pas|meteen|direct|toen|zelf|wel|nog) )*(?:(?:na|voor|tijdens|bij) (?:de |het )?\w+ )?(?:gezegd|gemeld|verteld|gecorrigeerd|rechtgezet)\b", text):
        return "explainer_partner"  # the writer's partner explained, the writer told
    if re.search(r"(?<!van )\bmijn partner (?:\S+ ){0,8}(?:uitgelegd|uitleg|uitleggen|uitlegde|legde|alerteerde)\b", text) and re.search(
            r"\b(?:moet|mag|kan|zal|hoef) ik (?:dat|het|dit|dat nu|het nu|iets|wat|nu iets|nu wat) (?:\S+ ){0,3}(?:zeggen|melden|vertellen|corrigeren|verbeteren|rechtzetten)\b", text):
        return "explainer_partner"  # the writer's partner explained, the writer asks when to tell: he noticed it
    if _any(text, r"(?<!van )\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,8}(?<!niet )(?:verkeerd|fout|onjuist) (?:heeft |had )?uitgelegd\b",
            r"\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,8}(?:had|heeft) moeten (?:uitleggen|uitleg|alerteren)\b",
            r"\bpartner van de uitleg(?:ger)?\b",
            rf"\b(?:zijn|haar) partner (?:{SEAT} )?(?:het |dat |dit )?(?:weet|wil|ziet|merkt|ontdekt|hoort)\b"):
        return "explainer_partner"
    if re.search(r"\buitleg van (?:zijn|je|mijn|haar) partner\b", text) and re.search(
            r"\b(?:fout|verkeerd|onjuist|niet (?:klopt|klopte|juist)|rechtzetten|verbeteren|corrigeren)\b(?! (?:geboden|bod|bieding|gebod)\b)", text):
        return "explainer_partner"  # (not when the partner's explanation was right or cannot be checked)
    if re.search(r"\bik\b[^.?!;]*\b(?:verkeerde|foute|onjuiste) uitleg van mijn partner\b", text):
        return "explainer_partner"  # "mag ik een verkeerde uitleg van mijn partner pas na het spel melden?"
    if re.search(rf"\b(?:{_DISCOVER}) (?:(?:SEAT|HAND)_\w |ik |we |wij )?dat (?:de tegenspeler\w*|de tegenpartij|de tegenstander\w*)\b", text):
        return "opponents"  # "zag N dat de tegenspelers 1♣ niet hadden gealerteerd"
    # "door ons , de tegenpartij": the writer in apposition with the opponents
    text = re.sub(r"\b(?:wij|we|ons|ik|mij|mijn partner en ik) , (?:de |als )?(tegenpartij|tegenstanders?|tegenspelers?)\b(?: ,)?", r"de \1", text)
    if role != "defender" and re.search(
            rf"(?<!van )(?<!de )(?<!aan )\b(?:de )?tegenpartij (?:\S+ )?(?!bleek\b|blijkt\b){_DISCOVER}\b|"
            rf"\bde (?:tegenspeler|tegenstander)s? (?:(?!bleek\b|blijkt\b)(?:merkten|zagen|ontdekten|hoorden|realiseerden|zien|merken|ontdekken|hebben|hadden)\b)|"
            rf"\b(?:{_DISCOVER}|opgemerkt|gemeld|gesignaleerd|opgevallen) (?:(?!uitleg|CALL|DBL)[^\s.?!;]+ ){{0,9}}?door (?:de )?tegenpartij\b", text):
        return "opponents"  # "tegenpartij merkte het op", "de tegenspelers zagen het in slag 6"
    match = re.search(rf"(?<!van )\b(SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders) (?:\S+ )?(?!bleek\b|blijkt\b){_DISCOVER}\b", text) or re.search(
        rf"\b{_DISCOVER} (SIDE_(?:NZ|OW)|de tegenpartij|de tegenstanders)\b", text)
    if match and not (explainer_side and explainer_side in match.group(1)):
        return "opponents"
    # the seat (or side) that noticed, compared with the explainer's
    noticer = re.search(rf"\b(?:{_DISCOVER}) (?:wij|we|ik) \( ?((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) ?\)|\b(?:wij|we|ik) \( ?((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) ?\) (?:\S+ )?(?:{_DISCOVER})\b", text) or re.search(
        rf"(?<!van )(?<!aan )(?<!tegen )\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:(?!(?:bood|paste|doubleerde|speelde|opende|kwam|ging)\b)[^\s.?!;,:]+ )?(?!(?:bleek|blijkt)\b)(?:{_DISCOVER}|{_DISCOVER_MORE})", text) or re.search(
        rf"\b(?:kwam|kwamen|komt|komen) (?:leider |blinde |tegenspeler )?((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:[^\s.?!;]+ ){{0,8}}?achter\b", text) or re.search(
        rf"\b(?:gaf|geeft) ((?:SEAT|HAND)_[NOZW]) (?:\S+ )?toe\b", text) or (
        _contradicted(text) and re.search(r"\b((?:SEAT|HAND)_[NOZW]) (?:zegt|zei|meldt|meldde|vertelt|vertelde)\b[^.?!;]*?\bdat (?:het|dat|die|dit)\b", text)) or re.search(
        r"\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:(?!(?:bood|paste|doubleerde|speelde|opende|kwam|ging)\b)[^\s.?!;,:]+ )?(?:vertelt|vertelde|meldt|meldde|zegt|zei|geeft aan|gaf aan) "
        r"(?:\S+ ){0,3}dat [^.?!;]*\b(?:fout|verkeerd|niet klop\w*)\b", text) or re.search(
        rf"(?<!SEAT_[NOZW] )(?<!HAND_[NOZW] )(?<!SIDE_NZ )(?<!SIDE_OW )\b(?:{_DISCOVER}|vertelt|vertelde|meldt|meldde|zegt|zei) ((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\( ?\w+ ?\) )?(?:(?!SEAT_|HAND_)[^\s.?!;]+ ){{0,4}}?dat\b", text) or re.search(
        rf"\b(?:{_DISCOVER}|opgemerkt|gemeld|gesignaleerd|opgevallen) (?:(?!uitleg|CALL|DBL)[^\s.?!;]+ ){{0,9}}?door ((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)|de tegenspeler|de tegenpartij|de tegenstanders)\b", text) or re.search(
        rf"(?:^|[.!?;] )(?:dat|dit|het) (?:{_DISCOVER}|ontdekte|ontdekten) ((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW))\b", text) or re.search(
        r"\b(?:riep|roept|haalde|haalt) (?:(?:zijn|haar) partner )?((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:[^\s.?!;]+ ){0,12}?(?:de )?wedstrijdleider\b|"
        r"\b((?:SEAT|HAND)_[NOZW]|SIDE_(?:NZ|OW)) (?:\S+ ){0,2}(?:riep|roept|haalde|haalt) (?:[^\s.?!;]+ ){0,6}?(?:de )?wedstrijdleider\b", text)  # who called the director
    if noticer:
        who = next(g for g in noticer.groups() if g)
        if who.startswith("SIDE_"):
            return None if explainer_side and explainer_side in who else "opponents"
        if who in ("de tegenpartij", "de tegenstanders") or (who == "de tegenspeler" and role in ("declarer", "dummy")):
            return "opponents"
        clause = re.split(r" [.!?;] ", text[noticer.start():], maxsplit=1)[0]
        if explainer and who[-1:] == explainer and not re.search(
                r"\b(?:fout\w*|verkeerd\w*|onjuist\w*|vergis\w*|niet|klop\w*|anders|eigenlijk|verbeter\w*|corrigeer\w*|gecorrigeerd|zelf|sorry|toe|moeten|moest)\b", clause):
            return None  # "zei O dat de 3♥ van W 'zwak' was": that is the explanation, not its error noticed
        if explainer and who[-1] in "NOZW" and who.startswith(("SEAT_", "HAND_")):
            return "explainer" if who[-1] == explainer else "explainer_partner" if who[-1] == PARTNER[explainer] else "opponents"
        if not explainer and role and who.startswith(("SEAT_", "HAND_")):
            seen = _seat_roles(text).get(who[-1])  # a defender noticed the declaring side's explanation, or vice versa
            if seen and (seen == "defender") != (role == "defender"):
                return "opponents"
            if seen and role != "defender" and seen == _PARTNER_ROLE.get(role):
                return "explainer_partner"  # "meldde O als leider dat de blinde 3♥ verkeerd had uitgelegd"
    # a role that noticed, compared with the explainer's ("de blinde legde uit …; de leider wil dit rechtzetten")
    by_role = re.search(rf"\b(?:zei|zegt|meldt|meldde|merkt|merkte|ziet|zag|vertelt|vertelde|{_DISCOVER}) (?:de )?(leider|blinde|tegenspeler)\b", text) or re.search(
        rf"\b(?:{_DISCOVER}|opgemerkt|gemeld|gesignaleerd|opgevallen|gezien|ontdekt) (?:(?!uitleg|CALL|DBL)[^\s.?!;]+ ){{0,6}}?(?:door|bij) (?:de )?(leider|blinde|tegenspeler)\b", text) or re.search(
        rf"\bde (leider|blinde|tegenspeler) [^.?!;]*\b(?:als|wanneer|toen|zodra) (?:hij|zij) (?:[^\s.?!;]+ ){{0,6}}?(?:{_DISCOVER})\b", text) or re.search(
        rf"\b(?:de )?(leider|blinde|tegenspeler) (?:\S+ ){{0,2}}(?:{_DISCOVER}|wil (?:\S+ ){{0,5}}(?:rechtzetten|verbeteren|corrigeren|melden)|meldt|meldde|zegt|zei|vertelt|vertelde|roept|riep|"
                        rf"corrigeert|corrigeerde|verbetert|verbeterde|waarschuwt|waarschuwde)\b", text)
    if by_role and role:
        noticed = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}[by_role.group(1)]
        if noticed == role and role != "defender":
            return "explainer"
        if _PARTNER_ROLE.get(role) == noticed and role != "defender":
            return "explainer_partner"
        if (noticed == "defender") != (role == "defender"):
            return "opponents"  # "ontdekt leider N dat de tegenspelers 3♦ fout hadden uitgelegd"
    if re.search(r"\b(?:mijn|zijn|haar|je) partner (?:\S+ ){0,8}(?:verkeerde|foute|onjuiste) uitleg\b", text):
        return "explainer_partner"
    if len(set(re.findall(r"\b(?:SEAT|HAND)_([NOZW])\b", text)) - {explainer}) == 0 and re.search(
            rf"\b(?:{_DISCOVER}|opgemerkt|gemeld|gesignaleerd|opgevallen|ontdekt) (?:(?!uitleg|CALL|DBL)[^\s.?!;]+ ){{0,6}}?(?:door|bij) (?:zijn|haar) partner\b", text):
        return "explainer_partner"  # "foute uitleg van tegenspeler Z, gemerkt door zijn partner"
    me = re.search(r"\bik (?:\( (?:SEAT|HAND)_\w \) |, (?:SEAT|HAND)_\w , )?(?:ben|was|zit|zat) (?:de |als )?(leider|blinde)\b", text)
    if me and role and _PARTNER_ROLE.get(_ROLES[me.group(1)]) == role and role != "defender" and re.search(
            r"\bik\b[^.?!;]*\b(?:weet|wist|zie|zag|merk|merkte|realiseer\w*|besef\w*)\b|\bmoet ik (?:dat|het) (?:\S+ )?(?:zeggen|melden|vertellen|rechtzetten)\b|"
            r"\b(?:heb|had) ik (?:het|dat) (?:\S+ ){0,5}(?:gemeld|gezegd|verteld|rechtgezet)\b|"
            r"\b(?:zeg|meld|vertel) ik (?:dat|het)\b", text):
        return "explainer_partner"  # "de blinde legde uit …, ik ben de leider en weet dat het bij ons anders is"
    if re.search(r"\bik (?:\S+ ){0,2}(?:verkeerd|fout|onjuist) (?:werd|ben|was) (?:ingelicht|geïnformeerd|voorgelicht)\b|"
                 r"\b(?:tegen )?(?:me|mij) (?:\S+ ){0,3}(?:iets )?(?:verkeerds|fouts|onjuists)\b", text) and re.search(
            rf"\b(?:{_DISCOVER}) (?:ik|we|wij)\b|\b(?:ik|we|wij) (?:[^\s.?!;,]+ ){{0,6}}?(?:{_DISCOVER})\b", text):
        return "opponents"  # the writer was misinformed and found out
    if re.search(r"\b(?:(?:mijn|onze|de) )?tegenstander|\bde tegenpartij\b|\bde (?:leider|blinde) (?:mij|me|ons) (?:\S+ )?(?:verkeerde|foute|onjuiste|misleidende)\b|(?<!als )\b(?:de|mijn|onze) tegenspeler\w*|\b(?:ik|wij|we) (?:[^\s.?!;,]+ ){0,3}?(?:vroeg|vroegen|heb gevraagd|hebben gevraagd)\b|\bmijn vraag\b|"
                 r"\bhun (?:CALL|DBL|bod|bieding)\b", text) and re.search(
            rf"\b(?:{_DISCOVER}) (?:ik|we|wij)\b|\b(?:ik|we|wij) (?:[^\s.?!;,]+ ){{0,6}}?(?:{_DISCOVER})\b|\b(?:ik|we|wij) (?:kwam|kwamen) (?:\S+ )?(?:er )?achter\b", text):
        return "opponents"  # the writer asked the explainer, or names him his opponent
    if wrong and re.search(r"\bik (?:\( (?:SEAT|HAND)_\w \) )?(?:heb|had) (?:net |zelf )?(?:[^\s.?!;,]+ ){0,8}?uitgelegd\b|\bik (?:\( (?:SEAT|HAND)_\w \) )?(?:legde|leg) (?:[^\s.?!;]+ ){0,8}?uit\b|"
                           r"\b(?:legde|leg) ik (?:[^\s.?!;]+ ){0,8}?uit\b|\b(?:heb|had) ik (?:[^\s.?!;,]+ ){0,8}?uitgelegd\b|\bik (?:gaf|geef) (?:[^\s.?!;]+ ){0,6}?(?:als )?uitleg\b|"
                           r"\bmijn (?:eigen )?uitleg\b", text) and not re.search(
            r"\b(?:mijn|zijn|haar) partner\b (?:[^\s.?!;]+ ){0,3}?(?:zei|zegt|merkt|merkte|ziet|zag|wees|meldde|meldt|riep)\b|\b(?:tegenpartij|tegenstander\w*|tegenspeler\w*|wedstrijdleider)\b", text):
        return "explainer"  # the writer explained, and tells what the agreement really is: he found it out
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
    pronoun = re.search(rf"\b(?:(?:zegt|zei|meldt|meldde|{_DISCOVER}) (?:hij|zij)|(?:hij|zij) (?:\S+ )?(?:zegt|zei|meldt|meldde|{_DISCOVER})) (?:zelf |nu |toen )?dat (?:zijn|haar) (?:eigen )?uitleg\b", text)
    if pronoun:  # "N werd leider ... zegt hij zelf dat zijn uitleg fout was": the one seat named before
        before = set(re.findall(rf"\b{SEAT}\b", text[: pronoun.start()]))
        if len(before) == 1:
            return before.pop()[-1]
    teller = r"(?:zegt|zei|meldt|meldde|vertelt|vertelde|merkt|merkte|ziet|zag|ontdekt|ontdekte|roept|riep|realiseert|realiseerde|liet (?:\S+ )?weten|laat (?:\S+ )?weten)"
    partner = re.search(rf"\b({SEAT}) (?:\( ?[^()]* ?\) |, [^,.?!;]* , )?(?:[^\s.?!;,]+ ){{0,3}}?{teller} (?:[^\s.?!;,]+ ){{0,4}}?dat (?:zijn|haar) partner "
                        rf"(?:[^\s.?!;]+ ){{0,8}}?(?:uitgelegd|uitlegde|uitlegt|alerteerde|gealerteerd)\b", text) or re.search(
        rf"\b(?:{teller}|liet|laat) ({SEAT}) (?:\( ?[^()]* ?\) |, [^,.?!;]* , )?(?:[^\s.?!;,]+ ){{0,4}}?dat (?:zijn|haar) partner (?:[^\s.?!;]+ ){{0,8}}?(?:uitgelegd|uitlegde|uitlegt|alerteerde|gealerteerd)\b", text)
    if partner:  # the seat who tells is the explainer's partner
        return PARTNER[partner.group(1)[-1]]
    # "uitleg van/door (de blinde) Z", "de uitleg kwam van de blinde (Z)"
    named = re.search(rf"\b(?:uitleg|alert) (?:(?:van|over) CALL )?(?:(?:kwam|komt|was|is|werd|wordt|gegeven) )?(?:van|door) (?:de (?:blinde|leider|tegenspeler) )?\(? ?({SEAT})", text) or re.search(
        rf"\b(?:verkeerde|foute|onjuiste) (?:uitleg|alert) (?:van |door )?({SEAT})\b", text)
    if named:
        return named.group(1)[-1]
    object_first = re.search(rf"\b({SEAT}) (?:, die )?(?:(?:heeft|had) (?:(?!SEAT_|HAND_)[^\s.?!;,]+ ){{0,4}}?)?(?:de |het |zijn |haar )?(?:(?:CALL|DBL)(?: ?-(?:bod|bieding))?|bod|bieding|doublet) van (?:zijn|haar) partner (?:(?:\( )?{SEAT} (?:\) )?)?(?:[^\s.?!;]+ ){{0,3}}?(?:uitgelegd|uitlegde|uitlegt|gealerteerd|alerteerde|verklaard|verklaarde)\b", text)
    if object_first:  # "nadat Z de 2♥ van zijn partner had uitgelegd als zwak": the subject explained
        return object_first.group(1)[-1]
    # ("de 2♣ van N" names the caller, not the explainer; "legt N … uit", "vertelt N": the verb before the seat)
    match = re.search(rf"(?<!van )(?<!aan )\b({SEAT}) (?:\( ?\w+ ?\) )?(?:(?!dat\b|SEAT_|HAND_)[^\s.?!;]+ ){{0,4}}?(?<!de ){_EXPLAIN}\b"
                      rf"(?! (?:[^\s.?!;]+ ){{0,4}}?dat (?:de (?:blinde|leider|tegenspeler)|(?:zijn|haar|mijn) partner|(?:SEAT|HAND)_\w)\b)|(?<!CALL )(?<!bod )(?<!bieding )(?<!vraag )(?<!DBL )\b(?:door|van) (?:de )?(?:(?:blinde|leider|tegenspeler) )?\(? ?({SEAT})\b"
                      rf"|\b(?:blinde|leider|tegenspeler) ({SEAT}) (?:(?!dat\b)\S+ ){{0,6}}(?:uitgelegd|uitlegde|legde|alerteerde)\b"
                      rf"|\b(?:legt|legde|vertelt|vertelde|alerteerde|alerteert|antwoordde|antwoordt) ({SEAT})\b(?! (?:\( ?\w+ ?\) )?(?:zelf |toen |nu )?dat\b)", text)
    if not match:
        match = re.search(rf"\b{_DISCOVER} ({SEAT}) (?:\S+ ){{0,2}}dat (?:hij|zij) (?:\S+ ){{0,8}}(?:uitgelegd|uitleg)\b", text)
    if not match:
        caller = _callers(text)  # an explanation is of the partner's call: "de vraag naar de 2♦ van Z" → O explained
        return PARTNER[caller] if caller else None
    return next(g for g in match.groups() if g)[-1]


def _callers(text: str) -> str | None:
    """The one seat whose call the message asks about or explains ("de 2♣ van N", "de CALL van zijn partner Z").
    (A general helper: any reader of explanations could share it.)"""
    seats = {m.group(1)[-1] for m in re.finditer(rf"\b(?:CALL|DBL|bod|bieding|doublet) van (?:zijn |haar |mijn )?(?:partner )?\(? ?({SEAT})\b", text)}
    return seats.pop() if len(seats) == 1 else None


_OWN_EXPLANATION = r"(?:(?:zijn|haar|mijn) (?:eigen )?uitleg|(?:hij|zij|ik) (?:\S+ ){0,7}(?:verkeerd |fout )?(?:heeft |heb |had )?uitgelegd)"
_PARTNER_EXPLAINED = (r"(?:(?<!van )(?:mijn|zijn|haar) partner (?:\S+ ){0,8}(?:uitgelegd|uitleg|uitleggen|uitlegde|legde|alerteerde)\b|"
                      r"(?<!van )(?:mijn|zijn|haar) partner (?:zei|zegt|vertelde|vertelt) (?:\S+ )?(?:tegen|aan) (?:de )?(?:tegenspeler\w*|tegenstander\w*|tegenpartij|SIDE_\w+)|"
                      r"uitleg van (?:mijn|zijn|haar) partner|uitleg (?:die|dat) (?:mijn|zijn|haar) partner)")
_ROLES = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}
_PARTNER_ROLE = {"declarer": "dummy", "dummy": "declarer", "defender": "defender"}


def _explainer_role(text: str, explainer: str | None) -> str | None:
    own = re.search(rf"\b(?:ik (?:ben|zit|speel|was|word|werd) (?:als |de )?|als |(?:^|(?<=[.!?;:] ))(?:de )?|(?:moet|mag|kan|moeten|mogen) de |(?:{_DISCOVER}|zei|zegt|vertelt|vertelde|meldt|meldde|gaf|geeft) (?:de )?|"
                    rf"(?:een|de) (?=(?:leider|blinde|tegenspeler) (?:\S+ ){{0,3}}(?:als|wanneer|die) (?:hij|zij) (?:\S+ )?(?:{_DISCOVER}|beseft|weet)\b))(leider|blinde|tegenspeler)\b(?: \(? ?{SEAT} ?\)?)?"
                    rf"[^.?!;]*\b({_OWN_EXPLANATION}|{_PARTNER_EXPLAINED})", text)
    if own:
        role = _ROLES[own.group(1)]
        return role if re.fullmatch(_OWN_EXPLANATION, own.group(2)) else _PARTNER_ROLE[role]
    if re.search(r"\bpartner van de uitleg(?:ger)?\b[^.?!;]*\b(?:leider (?:wordt|werd|is|was)|(?:wordt|werd|is|was) (?:de )?leider)\b", text):
        return "dummy"  # the explainer's partner declares: the explainer is dummy
    me = re.search(r"\bik (?:legde|leg|heb|had) als (leider|blinde|tegenspeler)\b[^.?!;]*\b(?:uit|uitgelegd)\b", text)
    if me:
        return _ROLES[me.group(1)]
    me = re.search(rf"\b(?:ik|hij|zij) (?:(?:zat|zit) (?:als )?{SEAT} en )?(?:was|ben|is|werd|word) (?:de )?(leider|blinde|tegenspeler)\b", text)
    if me and re.search(r"\b(?:(?:had|heb|heeft) (?:ik|hij|zij)|(?:ik|hij|zij) (?:heb|had|heeft)|(?:leider|blinde|tegenspeler) en (?:had|heeft|heb)) "
                        r"(?:[^\s.?!;]+ ){0,8}?uitgelegd\b|\bdat (?:ik|hij|zij) (?:[^\s.?!;]+ ){0,8}?(?:heb|had|heeft) uitgelegd\b", text) and not re.search(
            r"\b(?:mijn|zijn|haar) partner (?:heeft|had) (?:[^\s.?!;]+ ){0,8}?uitgelegd\b", text):
        return _ROLES[me.group(1)]  # "ik zat N en werd leider. tijdens het bieden had ik zijn 3♥ als splinter uitgelegd"
    by_role = re.search(r"\b(?:uitleg|alert) (?:\S+ )?(?:van|door) de (leider|blinde)\b|\b(?:uitleg|alert) (?:die|dat) de (leider|blinde)\b(?! (?:\S+ )?(?:kreeg|gevraagd|vroeg))", text)
    if by_role and not explainer:
        return _ROLES[next(g for g in by_role.groups() if g)]
    me = re.search(r"\bik (?:ben|zit|speel|was|word|werd) (?:als |de )?(leider|blinde|tegenspeler)\b", text)
    if me and re.search(rf"\b{_PARTNER_EXPLAINED}|\bmijn partner (?:\S+ ){{0,8}}(?:verkeerde|foute|onjuiste) uitleg\b", text):
        return _PARTNER_ROLE[_ROLES[me.group(1)]]  # the narrator's role given anywhere, his partner explained
    if _any(text, rf"\bblinde (?:\( ?)?(?:{SEAT} )?(?:\) )?(?:had |heeft )?(?:[^\s.?!;]+ ){{0,6}}(?:uitgelegd|legde|legt|alerteerde)\b",
            r"\bdoor de blinde\b", r"\bleider\b[^.?!;]*\buitleg van (?:zijn|haar) partner\b",
            rf"\bblinde (?:\(? ?{SEAT} ?\)? )?(?:gaf|geeft) (?:[^\s.?!;]+ ){{0,3}}uitleg\b", r"\b(?:legde|legt|alerteerde|alerteert) de blinde\b"):
        return "dummy"
    if _any(text, rf"\bleider (?:\( ?{SEAT} ?\) )?(?:had|heeft|legde|legt|gaf|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b",
            r"\b(?:legde|legt|alerteerde|alerteert) de leider\b"):
        return "declarer"
    named = re.search(r"(?<!van )\bde (leider|blinde|tegenspeler)s? (?:(?!partner\b|SEAT_|HAND_)[^\s.?!;]+ ){0,10}?(?:fout|verkeerd|onjuist) (?:heeft |had |hebben |hadden )?(?:beantwoord|uitgelegd)\b", text) or re.search(
        r"(?<!van )\bde (leider|blinde|tegenspeler) (?:mij|me|ons|hem|haar) (?:\S+ )?(?:verkeerde|foute|onjuiste|misleidende) (?:informatie|uitleg|inlichtingen|antwoord)\b", text) or re.search(
        r"(?<!van )\bde (leider|blinde|tegenspeler)s? (?:[^\s.?!;]+ ){0,4}?niet (?:had |hadden |heeft |hebben )?gealerteerd\b", text) or re.search(
        rf"\b(?:een|de) (leider|blinde|tegenspeler) die (?:[^.?!;]* )?{_OWN_EXPLANATION}", text)
    if named:  # "ik ontdek als tegenspeler dat de leider mijn vraag fout beantwoord heeft"
        return _ROLES[named.group(1)]
    if _any(text, rf"\btegenspeler (?:{SEAT} )?(?:gaf|legde|legt|had|zei|alerteerde)\b[^.?!;]*\b(?:uit|uitgelegd|uitleg)\b",
            r"\bals (?:je |ik )?tegenspeler\b"):
        return "defender"
    if explainer and re.search(rf"\b(?:SEAT|HAND)_{explainer} (?:is|was|werd|wordt) (?:de )?leider\b", text):
        return "declarer"
    if explainer and re.search(rf"\b(?:SEAT|HAND)_{explainer} (?:, [^,.?!;]* , )?(?:moest|mocht|ging) (?:daarna |toen |vervolgens )?(?:uitkomen|starten met de uitkomst)\b", text):
        return "defender"  # the explainer was on opening lead: he defends
    if explainer:
        roles = _seat_roles(text)
        if explainer in roles:
            return roles[explainer]
        return _PARTNER_ROLE.get(roles.get(PARTNER[explainer], ""))  # "O , die tegenspeler is , zegt dat zijn partner …"
    return None


def explainer(reader: Reader) -> str | None:
    """The seat that gave the explanation (the misinformation extractor's own reading), or None."""
    return _explainer(_mi_text(reader))


def _mi_text(reader: Reader) -> str:
    """The canonical text as the misinformation extractor reads it (once per reading: the Law 16C reader of
    who used a withdrawn call asks for its explainer too)."""
    return reader.once("mi_text", _read_mi_text)


def _read_mi_text(reader: Reader) -> str:
    text = _role_first(_text(reader))
    # "de latere leider", "de toekomstige blinde": the role the explainer got after the auction
    text = re.sub(r"\b(?:latere|toekomstige|uiteindelijke|later) (leider|blinde|tegenspeler)(s?)\b", r"\1\2", text)
    # other words for the explanation: "toelichting", "verklaring", "toegelicht"
    # with an explanation told in its own words, only a player's own "verklaring" is one ("op mijn verklaring");
    # "de verklaring van N" is then N's statement
    told = re.search(r"\buit(?:leg|gelegd|legde|legt)", text)
    if told:
        text = re.sub(r"\b(mijn|zijn|haar|onze|hun|jouw) (?:toelichting|verklaring)\b", r"\1 uitleg", text)
    else:
        text = re.sub(r"\b(?:toelichting|verklaring)\b", "uitleg", text)
    return re.sub(r"\btoegelicht\b", "uitgelegd", text)


@extractor("misinformation", replaces=True)
def misinformation(reader: Reader) -> dict[str, Any]:
    text = _mi_text(reader)
    facts = _generic_offender(text)
    explainer = _explainer(text)
    side = None if explainer is None else ("NZ" if explainer in "NZ" else "OW")
    # "ik , W , was leider": the narrator's role with his seat in apposition
    role = _explainer_role(re.sub(r"\bik (?:, |\( )((?:SEAT|HAND)_[NOZW]) (?:,|\)) (ben|was|zat|zit|speelde|speel|werd|word)\b", r"ik \2", text), explainer)
    _put(facts, "offender_role", role)
    correct = _explanation_correct(text)
    _put(facts, "mi_explanation_correct", correct)
    _put(facts, "mi_discovered", _discovered(text))
    _put(facts, "mi_partner_called_since", _partner_called_since(text, explainer))
    if correct != "call_wrong":  # (the explanation was right: nobody noticed an error in it)
        # "O , de partner van W , zag het": the seat is the subject (the seats tell the partnership)
        noticed = _noticed_by(re.sub(rf"\b({SEAT}) , (?:de |zijn |haar )?partner van {SEAT} , ", r"\1 ", text), side, explainer, role,
                              correct == "explanation_wrong")
        if correct == "no_evidence" and noticed != "explainer":
            noticed = None  # the partner's or opponents' other version, without evidence, is a dispute, not an error noticed
        _put(facts, "mi_noticed_by", noticed)
    return facts


# -- Laws 9-11: forfeiture of the right to rectification --------------------------------------------
_IRREGULAR = (r"(?:onregelmatigheid|verzaakt|verzaking|strafkaart|onvoldoende bod|onvoldoende (?:CALL|bieding)|bod voor (?:de|zijn) beurt|"
              r"uitkomst voor de beurt|voor (?:de|zijn) beurt|fout|overtreding)")
_FORFEIT_OFFENDER = (
    rf"\b{_IRREGULAR} van (?:de )?(?:leider |tegenspeler |blinde )?(?P<s>{SEAT})",
    rf"\b(?:pas|bod|bieding|opening|kaart|uitkomst|CALL|CARD|DBL) van (?P<s>{SEAT}) (?:op de beurt van|voor (?:zijn|haar|de) beurt|terwijl)\b",
    rf"(?P<s>{SEAT}) met (?:zijn|haar) strafkaart\b",
    rf"\b(?:gevallen|getoonde|blootgelegde|zichtbare|omgevallen) (?:kaart|CARD) van (?P<s>{SEAT})\b",
    rf"(?P<s>{SEAT}) (?:(?!SEAT_|HAND_)[^\s.?!;]+ ){{0,5}}?(?:onvoldoende|voor (?:zijn|haar) beurt|vd beurt(?! (?:door|van) )|vdb(?! (?:door|van) )|terwijl hij moest passen|verzaakt|"
    rf"(?:een )?kaart (?:had |heeft )?laten (?:zien|vallen)|verbeterde|herstelde)\b",
    rf"(?P<s>{SEAT}) (?:bood|paste|speelde|kwam|opende|doubleerde|legde) \S+ (?:voor (?:zijn|haar) beurt|terwijl)\b",
    # the verb before its subject ("in slag 6 speelde W voor terwijl O aan de beurt was")
    rf"\b(?:bood|paste|speelde|kwam|legde|opende) (?P<s>{SEAT}) (?:\S+ )?(?:voor (?:zijn|haar|de) beurt|terwijl)\b",
    rf"(?P<s>{SEAT}) liet (?:(?!SEAT_|HAND_)[^\s.?!;]+ ){{0,12}}?(?:zien|vallen)\b", rf"\bliet (?P<s>{SEAT}) (?:(?!SEAT_|HAND_)[^\s.?!;]+ ){{0,12}}?(?:zien|vallen)\b",  # ("liet tijdens het spel een kaart vallen")
    # a revoke told plainly: "W speelde een klaver bij terwijl hij nog ruiten had"
    rf"(?P<s>{SEAT}) (?:\S+ )?(?:speelde|gooide|legde|troefde) (?:[^\s.?!;]+ ){{0,4}}?terwijl (?:hij|zij) (?:zelf )?nog\b", rf"(?P<s>{SEAT}) (?:een |zijn |haar )?(?:kaart|CARD) (?:liet|had laten) (?:zien|vallen)\b",
    # the subject of an act at the wrong moment ("W gooide een kaart veel te vroeg op tafel", "N legde … terwijl O moest beginnen")
    rf"(?P<s>{SEAT}) (?:(?!SEAT_|HAND_)[^\s.?!;,]+ ){{1,6}}?(?:(?:veel |iets |wat )?te (?:vroeg|snel)|terwijl (?:{SEAT}|hij|zij|de blinde|de leider|zijn partner) (?:nog )?(?:moest|aan de beurt|aan bod))\b",
)
_SETTLED = (
    r"\b(?:liet|lieten|laat|laten) (?:hem|haar) (?:\S+ ){0,4}(?:zelf|weer|terug\w*|verbeter\w*|oppakken|nemen|herstel\w*|verander\w*|vervang\w*)\b",
    # the rectification settled by the players: "lieten ons zelf de strafkaart regelen"
    r"\bzelf (?:de |het |een |die |dat )?(?:\S+ )?(?:regelen|oplossen|afhandelen|rechtzetten|afwikkelen)\b",
    r"\bzelf (?:al )?(?:rechtgezet|bepaald|opgelost|geregeld|afgehandeld)\b", r"\b(?:regels|regel|straf|rectificatie|rechtzetting) (?:\S+ )?zelf (?:\S+ )?(?:toegepast|opgelegd|uitgevoerd|bepaald)\b", r"\bzelf (?:\S+ ){0,3}(?:overgedragen|overgeheveld|toegekend)\b",
    r"\b(?:hem|haar) (?:[^\s.?!;]+ ){0,4}laten (?:terug\w*|verbeter\w*|herstel\w*|verander\w*|vervang\w*|oppakken|liggen|staan)\b", r"\bzelf (?:\S+ ){0,2}' ?(?:rechtgezet|opgelost|geregeld)\b",
    r"\b(?:bepaalde|bepaalden|regelden|regelde) (?:het )?zelf\b",
    r"\bonderling\b", r"\bzelf de rechtzetting\b", r"\b(?:spelers|ze|zij|SIDE_\w+) (?:\S+ ){0,2}zelf (?:\S+ ){0,3}(?:overgedragen|overgeheveld|toegekend|rechtgezet|geregeld|opgelost|afgehandeld)\b", r"\bzelf (?:de |een )?(?:regels|regel|straf|rectificatie|uitspraak|oplossing)\b",
    r"\bzeiden er (?:niets|niks) over\b", r"\b(?:deden|deed|doen|doet) (?:er|daar) (?:verder |toen |dus )?(?:niets|niks) (?:mee|aan)\b", r"\b(?:afgesproken|kwijtgescholden)\b", r"\b(?:spraken|sprak|spreken) (?:\S+ ){0,3}af\b",
    r"\b(?:mocht|mag) (?:gewoon )?(?:blijven staan|blijven liggen|blijven)\b",
    r"\b(?:accepteer|accepteert|accepteerde|accepteerden|geaccepteerd|aanvaard\w*)\b",
    r"\b(?:regelde|regelden|bepaalde|bepaalden|loste|losten|handelde|handelden) (?:[^\s.?!;]+ ){0,6}zelf\b",
    r"\b(?:hebben|heeft|hadden|had) (?:het|dat) (?:zo|maar) (?:ge)?laten\b", r"\b(?:lieten|liet) (?:het|dat) (?:zo|maar|rusten)\b",
    r"\b(?:vonden|vond|vinden|vindt) (?:het|dat) (?:\S+ )?(?:goed|prima|ok|oké|best|geen probleem) dat\b", r"\b(?:lieten|liet|laten|laat) (?:het )?toe dat\b",
    r"\b(?:lieten|liet|laten|laat) (?:het|dat|dit) toe\b",
    # a player of the other side told the offender what to do: "zei de leider dat W de kaart maar terug moest nemen"
    r"\b(?:zei|zeiden|zegt|zeggen|besliste|besloot|besloten|bepaalde|bepaalden) (?:\S+ ){0,3}dat (?:SEAT_\w|hij|zij|ze) (?:\S+ ){0,4}(?:terug|weer|opnieuw) (?:mocht|moest|mag|moet|kon|mochten) (?:nemen|pakken|halen|stoppen|steken|doen|bieden|spelen)\b",
)
# Weaker: somebody said something about it at the table ("NZ zeiden 'pak maar terug'"), after the offender's own correction.
_SETTLED_SAID = (r"\b(?:zei|zeiden|zegt|riep) (?:\S+ ){0,4}'", r"\bgezegd dat\b", r"\bgezegd (?:\S+ )?: ?'")
_CORRECTED = (
    r"\b(?:ik|hij|zij) (?:[^.?!;]* )?zelf\b[^.?!;]*\b(?:teruggenomen|teruggepakt|weggehaald|hersteld|verbeterd|gecorrigeerd)\b",
    r"\b(?:verbeterde|verbetert|herstelde|herstelt|corrigeerde|corrigeert|hersteld|verbeterd|gecorrigeerd)\b(?: \S+){0,6} "
    r"(?:zelf|uit zichzelf)\b",
    r"\b(?:zelf|uit zichzelf) (?:\S+ ){0,2}(?:hersteld|verbeterd|gecorrigeerd|herstelde|verbeterde|herstelt|verbetert|corrigeert|verandert|naar|aangevuld|vulde|veranderd|gewijzigd|"
    r"vervangen|verving|teruggenomen|rechtgezet|opgehoogd|verhoogd|verhoogde|aangepast|weggehaald|weggenomen|teruggetrokken|ingetrokken)\b",
    r"\bpakte (?:\S+ ){0,3}(?:zelf )?terug\b", r"\bnam (?:\S+ ){0,3}zelf terug\b",
    r"\b(?:nam|pakte|haalde|trok) (?:zijn|haar|mijn) (?:eigen )?(?:kaart|CARD|bod|CALL|uitkomst|bieding) (?:\S+ ){0,2}terug\b",
    r"\b(?:zijn|haar|mijn) (?:eigen )?(?:strafkaart|kaart|CARD) (?:\S+ ){0,2}(?:weer |terug )?(?:in|bij) (?:zijn|haar|mijn) hand (?:steekt|stak|stopt|stopte|doet|deed|neemt|nam|gestopt|gestoken|gedaan|genomen)\b",
    r"\b(?:steekt|stak|stopt|stopte) (?:\S+ )?(?:zijn|haar|mijn) (?:eigen )?(?:strafkaart|kaart|CARD) (?:\S+ ){0,2}(?:weer|terug)\b",
    # the offender took back his own call or card: "W pakte zijn bod van 1♠ voor zijn beurt weer terug"
    rf"(?:{SEAT}|hij|zij|ik) (?:pakte|nam|haalde|trok) (?:zijn|haar|mijn) (?:eigen )?(?:[^\s.?!;]+ ){{0,7}}?(?:weer |zelf |snel |meteen )?terug\b",
    r"\b(?:pakte|nam|haalde|trok|stak|stopte|deed|legde|schoof|zette) (?:[^\s.?!;]+ ){0,7}?zelf (?:[^\s.?!;,]+ ){0,3}?(?:terug|op|weg|in|weer)\b",
    r"\b(?:legde|speelde|gooide) zelf (?:[^\s.?!;]+ ){0,3}(?:juiste|goede|correcte|andere) (?:kaart|CARD)\b",
    # seeing it himself, then putting it right: "hij zag het zelf en legde voor de volgende slag de goede kaart"
    r"\b(?:zag|ziet|merkte|merkt|ontdekte|ontdekt) (?:het|dat|zijn fout|haar fout|zijn vergissing) (?:\S+ )?zelf\b[^.?!;]*\b(?:legde|speelde|pakte|nam|bood|maakte|verving|haalde) (?:[^\s.?!;]+ ){0,5}?(?:juiste|goede|correcte|andere|terug)\b",
    r"\b(?:maakte|maakt|veranderde|verving|wijzigde) (?:(?!en\b)[^\s.?!;,]+ ){0,4}zelf\b",
    r"\b(?:SEAT_\w|ik|hij|zij) (?:heeft|had|heb) (?:zijn|haar|mijn) (?:eigen )?(?:kaart|CARD|bod|CALL|uitkomst)\b[^.?!;]*?\b(?:teruggenomen|teruggepakt|weggehaald|teruggetrokken)\b",
    r"\b(?:zijn|haar|mijn) eigen (?:fout|onregelmatigheid|vergissing|bod|kaart|CALL|CARD|uitkomst) (?:\S+ )?(?:herstelt|herstelde|hersteld|verbetert|verbeterde|verbeterd|corrigeert|corrigeerde|gecorrigeerd|rechtzet|zet (?:\S+ )?recht)\b",
)
_NOS_ACTED = (
    r"\b(?:verder|door) ?(?:ge)?(?:speeld|speelt|speelde|speelden|spelen|speel|boden|bood|biedt|bied|bieden|geboden)\b",
    r"\bdoor(?:gespeeld|geboden|gaat|gaan|ging|gingen|gegaan)\b", r"\bverder gegaan\b",
    r"\b(?:verder|door) (?:heb|hebt|heeft|hebben|had|hadden|ben|bent|is|zijn) (?:gespeeld|geboden|gepast|gegaan)\b",
    r"\b(?:speelde|speelden|speelt|spelen|bood|boden|biedt|bieden|gaat|ging|gingen|deed)\b (?:[^ .?!;,]+ ){0,8}?(?:verder|door)\b",
    r"\b(?:verder|door) hadden gespeeld\b",
    r"\bpas (?:na (?:afloop van )?(?:het spel|de ronde|het bord)|(?:\S+ ){0,3}later|aan het eind\w*(?: van het spel)?) (?:\S+ ){0,3}(?:wedstrijdleider|arbiter) (?:roepen|riepen|riep|geroepen|halen|gehaald|haalden|haalde)\b", r"\b(?:verder|door) (?:hebben|heeft|had|hadden) (?:gespeeld|geboden|gepast)\b", r"\bpas (?:\S+ ){0,3}(?:spellen|borden|slagen) later\b",
    r"\b(?:deed|deden) al iets\b", r"\bvoordat de wedstrijdleider (?:aan tafel )?(?:er )?(?:was|kwam|er is)\b.*\bniet-overtredende\b",
    r"\bniet-overtredende partij (?:\S+ ){0,3}(?:al|voordat)\b",
    r"\b(?:tegenpartij|niet-overtredende partij|tegenstanders?|de anderen) (?:\S+ ){0,2}al (?:\S+ )?(?:geboden|gespeeld|doorgespeeld|verder gespeeld|gepast)\b",
    r"\b(?:kaart|CARD) (?:er |daar )?(?:op|bij|overheen) ?(?:gelegd|gespeeld|gegooid)\b", r"\b(?:daar|er) (?:[^\s.?!;,]+ ){0,5}?(?:een |zijn |haar )?(?:kaart|CARD) (?:op|bij) ?(?:gelegd|gespeeld|gegooid)\b",
    r"\b(?:daarna |toen )?gewoon (?:\S+ )?(?:geboden|(?:bij|na|door|verder)?gespeeld|gepast|bood|(?:bij)?speelde|boden|speelden|biedt|speelt)\b",
    r"\b(?:bood|boden|speelde|speelden) (?:er )?(?:gewoon )?overheen\b",
    r"\ber (?:gewoon |toen |daarna |vervolgens )?(?:een |zijn |haar )?(?:kaart|CARD) (?:\S+ )?bij\b", r"\bbij(?:gelegd|gespeeld|gegooid|legde|speelde)\b",
    r"\b(?:bood|boden|paste|pasten|speelde|speelden|speelt|biedt|past) (?:daarna |toen |vervolgens )?gewoon\b",
    r"\b(?:speelde|speelden|speelt|spelen|legde|legden|gooide|gooiden|bood|boden) (?:(?:daarna|toen|gewoon|vervolgens) )?(?:erop|erbij|eroverheen|er op|er bij|er overheen)\b",
    r"\b(?:speelde|speelden|speelt|spelen|legde|legden|gooide|gooiden|bood|boden) (?:er|daar) (?:(?:daarna|toen|gewoon|vervolgens|direct|meteen|rustig|nog) )+(?:op|bij|overheen)\b",
    r"\ber (?:(?!niet\b|geen\b)[^\s.?!;,]+ ){0,5}?(?:een |zijn |haar )?(?:kaart|CARD) (?:\S+ )?bij\b",
    # "W speelde er zonder iets te zeggen op bij", "N bood zonder een woord te zeggen door"
    r"\b(?:speelde|speelden|speelt|legde|legden|gooide|gooiden|bood|boden|paste|pasten) (?:er |daar )?(?:gewoon )?zonder (?:iets|wat|een woord|er iets van) "
    r"(?:te )?(?:zeggen|melden) (?:\S+ )?(?:op|bij|verder|door|overheen)\b",
)
# A player draws attention to an irregularity of his own side ("wees zijn partner erop", "N wees er zelf op dat zijn partner").
_OWN_SIDE = (
    r"\b(?:wees|wijst|wijzen|gewezen|wijs)\b[^.?!;]*\bpartner\b", r"\bpartner\b[^.?!;]*\b(?:erop|er op) (?:\S+ )?(?:gewezen|wijzen|wees)\b",
    r"\b(?:attendeerde|attendeert|waarschuwde|waarschuwt) (?:\S+ )?(?:zijn|haar|mijn) (?:eigen )?partner\b",
    r"\bpartner (?:\S+ ){0,2}(?:erop|er op|daarop) (?:wijs|wijst|wees|wezen|wijzen|attent maak|attent maakt|attent maakte)\b",
    r"\bpartner (?:\S+ ){0,2}(?:wees|wijst|wezen|wijzen) (?:me|mij|hem|haar|ons) (?:er|daar) (?:\S+ ){0,2}op\b",
    r"\b(?:zei|zegt|riep|roept) (?:\S+ )?(?:: )?' (?:\S+ )?partner\b",
    r"\b(?:zijn|haar|mijn|je|jouw) (?:eigen )?partner (?:\S+ ){0,3}(?:waarschuwen|attenderen|erop wijzen|op wijzen|erop attent maken)\b",
    r"\bpartner (?:\S+ ){0,2}(?:mij|me|hem|haar) (?:\S+ )?(?:waarschuwen|waarschuwt|waarschuwde|erop wijzen|op wijzen|attenderen)\b",
    r"\bpartner\b[^.?!;]*\b(?:erop|er op) attent\b", r"\bmijn partner\b.*\b(?:ik|wij|we) (?:heb|had|hebben) (?:hem|haar) (?:daar |er |erop )?(?:\S+ ){0,2}(?:op )?(?:gewezen|gewaarschuwd|geattendeerd)\b", r"\bpartner\b[^.?!;]*\b(?:daar|er) (?:\S+ ){0,2}op (?:had |heeft |hadden |hebben )?(?:gewezen|gewaarschuwd|geattendeerd)\b", r"\bpartner\b[^.?!;]*\ber (?:[^\s.?!;,]+ ){1,2}op (?:gewezen|gewaarschuwd|attent gemaakt)\b", r"\battent\b[^.?!;]*\bpartner\b",
    r"\b(?:zei|zegt|riep|roept) (?:[^\s.?!;]+ ){0,4}tegen (?:zijn|haar|mijn) (?:eigen )?partner\b",
    r"\bmijn partner\b[^.?!;]*\bik (?:zei|riep|vroeg|waarschuwde) (?:\S+ )?(?:tegen )?(?:hem|haar)\b",
    r"\b(?:zag|ziet|zie|merkte|merkt|merk)\b[^.?!;]*\b(?:zijn|haar|mijn) partner\b[^.?!;]*\b(?:(?:zei|zegt|riep|roept|waarschuwde|vertelde) (?:hem|haar) (?:dat|het|meteen|direct)|(?:het|dat) (?:zeg|zei|meld|meldde|zegt))\b",
    r"\b(?:zijn|haar|mijn) (?:eigen )?partner (?:\( ?)?(?:SEAT_\w )?(?:\) )?(?:zei|zegt|riep|roept|waarschuwde|waarschuwt|wees|wijst|meldde|meldt|maakte (?:\S+ )?(?:de |een )?opmerking)\b(?! (?:niets|niks|nog)\b)"
    r"(?=[^.?!;]*(?:'|\berop\b|\ber op\b|\ber (?:\S+ ){1,2}op\b|\bdat (?:ik|hij|zij) [^.?!;]*\b(?:voor (?:mijn|zijn|haar|de) beurt|verzaakt|onvoldoende|te vroeg|fout)))",
    # the offender's partner named so: "W , de partner van de overtreder , wees de tegenstanders erop …"
    r"\bpartner van de overtreder\b[^.?!;]*\b(?:wees|wijst|gewezen|zei|zegt|meldde|meldt|waarschuwde|attendeerde|riep)\b",
    # the verb before its subject: "zei zijn partner N meteen: 'jij niet, ik kom uit!'"
    r"\b(?:zei|zegt|riep|roept|waarschuwde|waarschuwt|wees|wijst) (?:zijn|haar|mijn) (?:eigen )?partner\b(?: (?:\( )?SEAT_\w(?: \))?)?(?: (?:meteen|direct|nog|toen|gelijk))? ?:? '",
)
# Who had a choice asked his partner ("overlegden", "vroeg eerst aan zijn partner").
_CONSULTED = (
    r"\b(?:besprak|bespreekt|bespraken|besproken) (?:\S+ ){0,3}met (?:zijn|haar) partner\b",
    r"\boverleg\w*", r"' (?:zullen|moeten|gaan) (?:we|wij) (?:\S+ ){0,4}(?:accepteren|aanvaarden|aannemen|laten staan|laten liggen)\b", r"\baan (?:zijn|haar|mijn) partner (?:\S+ )?gevraagd\b", r"\bsamen (?:\S+ )?(?:besproken|bespraken|overwogen|beslist)\b", r"\baan (?:de |zijn |haar |mijn )?(?:blinde|leider|partner) (?:\S+ )?(?:vragen|te vragen)\b", r"\b(?:vroeg|vraagt|vroegen) (?:\S+ ){0,4}aan (?:de |zijn |haar )?(?:blinde|leider|partner)\b",
    r"\b(?:vroeg|vraagt|vroegen|vragen) (?:[^\s.?!;]+ ){0,8}?(?:aan )?(?:zijn|haar|hun) partner\b(?! (?:of|om)\b)",
    # looking at the partner (or dummy) and asking him: "keek naar de blinde en vroeg: 'wat denk jij?'"
    r"\b(?:keek|kijkt|keken) (?:\S+ ){0,3}naar (?:de blinde|de leider|zijn partner|haar partner|zijn maat)\b[^.?!;]*\b(?:vroeg|vraagt|vroegen)\b",
    r"\b(?:keek|kijkt|keken) (?:\S+ ){0,3}(?:vragend|hulpzoekend|vragen) naar (?:de blinde|de leider|zijn partner|haar partner|zijn maat)\b",
    r"\b(?:de blinde|zijn partner|haar partner)\b(?: , die)? (?:\S+ ){0,3}(?:fluisterde|fluistert|souffleerde|souffleert|adviseerde|adviseert)\b",
    r"\bmet (?:zijn|haar) partner (?:\S+ )?(?:besproken|bespreken|beraadslaagd)\b",
    r"\bmet elkaar (?:\S+ )?(?:besproken|bespreken|bespraken|beraadslaagd|gepraat)\b", r"\b(?:bespraken|bespreken|besproken) (?:\S+ ){0,3}met elkaar\b",
)
# After the rectification the offenders chose what suited them best.
_PROFITED = (
    r"\b(?:na|bij) (?:de|mijn|onze|zijn|haar) (?:rechtzetting|rectificatie|uitleg van de opties)\b[^.?!;]*\b(?:gunstigst\w*|voordeligst\w*|best uit\w*|meest gunstige)\b",
    r"\b(?:rechtzetting|rectificatie)\b.*?\b(?:daarna|toen)\b[^.?!;]*\b(?:gunstigst\w*|voordeligst\w*|best uit\w*|meest gunstige)\b",
    r"\b(?:kozen|koos|kiezen|kiest|gekozen)\b[^.?!;]*\b(?:gunstigst\w*|voordeligst\w*|best uitkwam|best uitkomt|best uitkwamen|meest gunstige|beste (?:\S+ ){0,3}uit(?:kwam|komt|kwamen|komen))\b",
    r"\b(?:kozen|koos|kiezen|kiest|gekozen)\b[^.?!;]*\b(?:het meest|het meeste|het best|het beste) (?:\S+ )?(?:opleverde|oplevert|opbracht|opbrengt|uitkwam|uitkomt)\b",
)
# The players decided it themselves (weaker cues than _SETTLED: after a correction by the offender himself).
_SETTLED_LATE = (
    r"\bzelf\b[^.?!]*\bzonder (?:de |een )?wedstrijdleider\b", r"\bzonder (?:de |een )?wedstrijdleider\b[^.?!]*\bzelf\b",
    r"\bzonder (?:hem|de wedstrijdleider|een wedstrijdleider|wedstrijdleider) (?:\S+ )?(?:afgehandeld|opgelost|geregeld|rechtgezet)\b",
    r"\b(?:vond|vonden|besliste|besloot|besloten|bepaalde|bepaalden)\b[^.?!]*\bzonder (?:de |een )?wedstrijdleider\b",
    r"\bmocht (?:\S+ ){0,3}terug\b[^.?!]*[.!?;] geen wedstrijdleider\b",
    r"\b(?:gaf|gaven|legde|legden) (?:hem|haar|de kaart|die|CARD) (?:\S+ )?terug\b[^.?!]*\b(?:niemand|geen) (?:\S+ )?(?:riep|wedstrijdleider)\b", r"\bmocht (?:\S+ ){0,3}terug\b[^.?!]*\bzonder (?:de |een )?wedstrijdleider\b",
    r"\bzelf (?:\S+ ){0,4}(?:gerekend|toegekend|opgelegd|besloten|beslist|gekozen)\b",
)
_FORFEIT_SITUATION = (("own_side_pointed", _OWN_SIDE), ("partner_consulted", _CONSULTED), ("offender_profited", _PROFITED),
                      ("players_settled", _SETTLED), ("offender_corrected", _CORRECTED), ("players_settled", _SETTLED_SAID), ("nos_acted", _NOS_ACTED),
                      ("players_settled", _SETTLED_LATE))


def _gained(text: str) -> bool | None:
    if _any(text, r"\bniet (?:\S+ ){0,2}(?:(?:ge)?profit\w*|beter (?:van )?(?:geworden|werd|werden))", r"\b(?:geen|niets|niks) (?:\S+ ){0,2}(?:aan )?(?:overgehouden|over(?:hielden|hield)|te danken)\b",
            r"\b(?:niets|niks) aan over\b", r"\b(?:niemand|geen van beide partijen|geen partij) (?:heeft |had )?(?:\S+ ){0,2}(?:ge)?profit\w*",
            r"\b(?:geen van beide partijen|niemand|geen partij|geen van beiden) (?:\S+ ){0,2}(?:er )?(?:\S+ )?voordeel\b",
            r"\bgeen voordeel\b", r"\bzonder (?:enig )?voordeel\b"):
        return False
    if _any(text, r"\bvoordeel (?:van|uit|aan|bij) (?:\S+ )?(?:gehad|gehaald|haalden|hadden)\b", r"\b(?:hebben|hadden|heeft|had) (?:\S+ ){0,3}voordeel\b",
            r"\bgoed uit(?:kwam|komt)\b", r"\b(?:kwamen|kwam|komen|komt) (?:(?!niet\b|geen\b)\S+ ){0,3}(?:beter|gunstiger) uit\b",  # "kwamen OW veel beter uit"
            r"\b(?:ge)?profit(?:eerde|eerden|eert|eren|eerd)\b", r"\b(?:\S+ )?beter van (?:geworden|werd|werden|worden)\b", r"\b(?:slag|slagen|punten|voordeel|een top) (?:\S+ )?(?:aan |aan over|over)(?:gehouden|hielden|hield)\b",
            r"\b(?:daar|daaraan|eraan|er) (?:\S+ ){0,3}(?:slag|slagen|punten) (?:aan )?(?:overgehouden|overhielden|overhield)\b",
            r"\b(?:\w*slag\w*|top|punten|resultaat|voordeel) (?:\S+ ){0,2}aan te danken\b", r"\b(?:daar|dat) (?:\S+ ){0,4}(?:\w*slag\w*|top|punten|voordeel) aan te danken\b", r"\b(?:haalden|haalde|halen|haalt) (?:\S+ ){0,2}voordeel\b",
            r"\b(?:daar|daarmee|daardoor|wat|dat) (?:\S+ ){0,2}(?:verdien\w*|leverde\w*|opgeleverd|won|wonnen|kregen|kreeg) (?:\S+ ){0,3}slag\w*",
            r"\b(?:kregen|kreeg|haalden|haalde|hadden|had) (?:SIDE_\w+|SEAT_\w|ze|zij|hij) (?:daardoor|daarmee|zo|zodoende) (?:een )?(?:beter|gunstiger|mooier) (?:resultaat|score|uitslag)\b",
            r"\b(?:SIDE_\w+|SEAT_\w) (?:kregen|kreeg|haalden|haalde) (?:daardoor|daarmee|zo|zodoende) (?:een )?(?:beter|gunstiger|mooier) (?:resultaat|score|uitslag)\b",
            # "hebben daar hun voordeel mee gedaan", "trokken daar voordeel uit", "maakten daar slim gebruik van"
            r"\b(?:hun|zijn|haar) voordeel (?:\S+ )?(?:gedaan|deden|deed|doen|gehaald|haalden)\b", r"\bvoordeel (?:\S+ )?(?:uit|mee) (?:getrokken|trokken|trok|trekken|gehaald|gedaan)\b",
            r"\b(?:trokken|trok|trekken|trekt|getrokken) (?:\S+ ){0,3}voordeel\b",
            r"\b(?:maakten|maakte|maken|maakt|gemaakt) (?:[^\s.?!;,]+ ){0,3}?(?:handig |slim |dankbaar |graag )?gebruik van\b|\b(?:handig |slim |dankbaar )?gebruik van (?:gemaakt|maakten|maakte)\b"):
        return True
    return None


def _without_relatives(text: str) -> str:
    """The text without relative clauses between commas ("W , die het niet had gezien , bood gewoon verder" →
    "W bood gewoon verder"). (A general helper: any reader of a verb and its particle could share it.)"""
    return re.sub(r" , (?:die|dat|wat|waar\w*|welke|wie|hoewel|omdat|terwijl)\b[^,.?!;']* , ", " ", text)


def _seat_asked_partner(text: str) -> str | None:
    """The seat that had a choice and asked its partner, both named as seats, in one sentence: "N mocht kiezen of hij de
    uitkomst accepteerde en vroeg eerst aan Z wat die ervan vond", "Z keek N aan en vroeg 'wat denk jij?'"."""
    if not re.search(r"\b(?:kiezen|koos|keuze|accepte\w*|aanvaard\w*|beslissen|besluiten|mocht|mag)\b", text):
        return None  # (a choice to make is told)
    for sentence in re.split(r" [.!?] ", f" {text} "):  # (a ";" does not part the seat from his question: "mocht O kiezen ...; hij vroeg aan W")
        for m in re.finditer(rf"\b({SEAT}) (?:(?!SEAT_|HAND_)[^\s.?!]+ ){{0,16}}?(?:vroeg|vraagt|vroegen) (?:[^\s.?!;]+ ){{0,2}}?aan ({SEAT})\b"
                             rf"(?= (?:wat|welke|of|hoe)\b| ?: ?')|"
                             rf"\b({SEAT}) (?:keek|kijkt) ({SEAT}) (?:\S+ )?aan (?:en )?(?:vroeg|vraagt)\b|"
                             rf"\b({SEAT}) (?:keek|kijkt) (?:\S+ ){{0,2}}naar ({SEAT}) (?:en )?(?:vroeg|vraagt)\b", sentence):
            asker, partner = (g[-1] for g in m.groups() if g)
            if PARTNER[asker] == partner:
                return asker
    return None


@extractor("forfeiture_of_rectification", replaces=True)
def forfeiture(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    # "mijn partner , tegenspeler , wees …": a role in apposition does not part the partner from his verb
    text = re.sub(r"\bpartner , (?:de |als )?(?:leider|blinde|tegenspeler|verdediger)s? , ", "partner ", text)
    facts: dict[str, Any] = {}
    hits = [m for m in (re.search(p, text) for p in _FORFEIT_OFFENDER) if m]
    if hits and hits[0].re.pattern == _FORFEIT_OFFENDER[0]:
        hits = hits[:1]  # "the irregularity of W" names him, whoever is named before
    seat = min(hits, key=lambda m: m.start("s")).group("s")[-1] if hits else find_offender(text)
    demand = r"(?:wil|wilde|willen|eist|eiste|vraagt|vroeg|verlangt|verlangde|claimt)"
    if not hits and seat and re.search(rf"(?:\b(?:SEAT|HAND)_{seat} (?:toch |alsnog |nu |nog )*{demand}|\b{demand} (?:SEAT|HAND)_{seat}) (?:\S+ ){{0,4}}?"
                                       r"(?:strafkaart\w*|rectificatie|rechtzetting|straf|de wedstrijdleider|een wedstrijdleider|een arbitrale|arbitrage)\b", text):
        seat = None  # the seat that now wants a rectification is not the offender ("nu wil N toch een strafkaart")
    _put(facts, "offender", seat)
    situation = _first(text, _FORFEIT_SITUATION) or _first(_without_relatives(text), _FORFEIT_SITUATION)
    # a seat speaking to or asking his partner, both named as seats ("zei O tegen W: …", "vroeg leider N aan Z wat …")
    word = r"(?:(?!SEAT_|HAND_)[^\s.?!;]+ )"
    pair = re.search(rf"\b({SEAT}) {word}{{0,2}}?(?:zei|zegt|riep|roept|wees|waarschuwde|vroeg|vraagt) {word}{{0,3}}?(?:tegen|aan) ({SEAT})\b|"
                     rf"\b(?:zei|zegt|riep|vroeg|vraagt) (?:(?:leider|blinde|tegenspeler) )?({SEAT}) {word}{{0,3}}?(?:tegen|aan) ({SEAT})\b", text)
    if not pair:  # "oost zei tegen hem": the seat named before the speaker
        spoken = re.search(rf"\b({SEAT}) {word}{{0,2}}?(?:zei|zegt|riep|roept|waarschuwde) {word}{{0,3}}?tegen (?:hem|haar)\b", text)
        before = re.findall(rf"\b({SEAT})\b", text[: spoken.start()]) if spoken else []
        if spoken and before and PARTNER[spoken.group(1)[-1]] == before[-1][-1] and situation in (None, "players_settled", "nos_acted"):
            situation, facts["offender"] = "own_side_pointed", before[-1][-1]
    asked = _seat_asked_partner(text)
    if asked and situation in (None, "players_settled", "nos_acted"):
        situation = "partner_consulted"
        if facts.get("offender") == asked:
            del facts["offender"]  # the seat with the choice is not the offender
    if pair and situation in (None, "players_settled", "nos_acted"):
        speaker, addressed = (g[-1] for g in pair.groups() if g)
        if PARTNER[speaker] == addressed:
            if re.search(r"\b(?:vroeg|vraagt)\b", pair.group(0)) and re.search(r"\b(?:wat|welke|of)\b", text[pair.end():pair.end() + 30]):
                situation = "partner_consulted"
            elif re.search(r"\b(?:zei|zegt|riep|roept|wees|waarschuwde)\b", pair.group(0)):
                situation = "own_side_pointed"
                facts["offender"] = addressed
    if situation == "own_side_pointed":  # the irregularity is the partner's
        named = re.search(rf"(?<!zei zijn )(?<!zei haar )(?<!riep zijn )(?<!riep haar )(?<!zegt zijn )(?<!zegt haar )\bpartner (?:\( ?)?({SEAT})\b(?! (?:\) )?(?:\S+ )?(?:zei|zegt|riep|roept|waarschuwde|waarschuwt|wees|wijst|merkte|ziet|zag)\b(?! (?:SEAT|HAND)_))", text)
        me = _narrator_seat(text)
        if named:
            facts["offender"] = named.group(1)[-1]
        elif me and re.search(r"\bmijn partner\b", text) and re.search(r"\bik\b[^.?!;]*\b(?:gewezen|wees|zei|riep|waarschuwde|gewaarschuwd)\b", text):
            facts["offender"] = PARTNER[me]  # "ik zat west; mijn partner speelde voor, ik heb hem erop gewezen"
        else:  # "N zei (zelf) tegen zijn partner dat die ...": the pointer's partner offended
            pointer = re.search(rf"\b({SEAT}) (?:[^\s.?!;]+ ){{0,2}}?(?:zei|zegt|riep|roept|wees|wijst|waarschuwde|waarschuwt|attendeerde|attendeert|zag|ziet|merkte|merkt)\b"
                                rf"(?: [^\s.?!;]+){{0,5}} (?:zijn|haar) (?:eigen )?partner\b", text)
            if pointer and facts.get("offender") in (None, pointer.group(1)[-1]):
                facts["offender"] = PARTNER[pointer.group(1)[-1]]
    if situation == "partner_consulted" and not hits and facts.get("offender"):
        # the seat that consulted his partner had the choice: he is not the offender ("overlegde leider Z met zijn blinde")
        consulter = re.search(rf"(?<!door )(?<!van )(?<!\( )\b(?:leider |blinde |tegenspeler )?({SEAT}) (?:[a-zà-ÿ]+ ){{0,2}}?(?:overleg\w*|vroeg|vraagt|besprak|bespreekt|keek)\b|"
                              rf"\b(?:overlegde|overlegt|overlegden|vroeg|vraagt|besprak|bespreekt|keek) (?:leider |blinde |tegenspeler )?({SEAT})\b", text)
        if consulter and next(g for g in consulter.groups() if g)[-1] == facts["offender"]:
            del facts["offender"]
    _put(facts, "forfeit_situation", situation)
    if situation != "offender_profited":  # (the offenders' own gain after the rectification is the situation itself, not 11A's gain)
        _put(facts, "forfeit_side_gained", _gained(text))
    return facts


# -- Law 14: an incomplete deck ------------------------------------------------------------------------
_SHORT = (r"(?:\b(?:12|twaalf) (?:kaarten|krt)\b|\b(?:maar|er|nog maar) (?:12|twaalf)\b|: (?:12|twaalf)\b|\bte (?:weinig|kort)\b|"
          r"\bmist\b|\bmissen\b|\bmiste\b|\bmisten\b|\bte missen\b|\bmissende\b|\bvermiste\b|\b(?:niks|niets|geen kaart(?:en)?) meer\b(?=[^.?!;]*\bde (?:anderen|andere)\b)|\bincompleet\b|\bonvolledig\b|\bkaart minder\b|\btekort\b|\bkaart kwijt\b|\bminder kaarten\b|\bontbre\w* (?:een |één )?kaart bij\b|"
          r"\b(?:komt|kwam|kom|komen|kwamen|uitkomt|uitkwam) (?:[^\s.?!;]+ ){0,2}(?:op|tot) (?:(?:maar|slechts) )?(?:12|twaalf)\b(?! (?:slagen|punten|pt|hcp))|"
          r"\bontbre\w*\b|\bontbrak (?:er )?(?:\S+ )?(?:een |één )kaart\b|(?<=SEAT_[NOZW] )(?:heeft |had |telt |telde )?(?:(?:er|dus|toen|maar|ook|dan|nog) ){0,2}(?:12|twaalf)\b(?! (?:slagen|punten|pt|hcp|min))|"
          r"\b(?:kaart|CARD) (?:is |was )?(?:zoek|kwijt|weg)\b|"
          r"\b(?:nog maar|slechts|maar) \S+ kaart(?:en)?\b(?=[^.?!;]*\b(?:de anderen|de andere (?:drie )?spelers|de rest)\b)|"
          # counting his cards and finding fewer ("telt zijn kaarten en heeft er nog maar negen"), no card left for a trick
          r"(?:(?<=\btelt )|(?<=\btelde )|(?<=\btellen ))(?:\S+ ){0,3}?(?:maar|slechts) (?:\d+|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf) kaarten\b|"
          r"\b(?:heeft|had|hield|houdt) er (?:nog )?(?:maar|slechts) (?:\d+|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)\b(?! (?:slagen|punten|troe\w*))|"
          r"(?<!nog )\bgeen (?:kaart|kaarten) meer\b(?! (?:in|van) (?:die|deze|de|het|een|zijn|haar) \w*kleur| (?:\S+ )?(?:schoppen|harten|ruiten|klaveren|troef))"
          r")")
_WHEN_MISSING = (
    ("before_opening_lead", (
        r"\b(?:tijdens|bij|in) (?:het|de) (?:begin van (?:het|de) )?(?:bieden|bieding|biedperiode|biedfase)\b",
        r"\b(?:bieden|bieding|biedperiode) (?:is |was )?(?:nog |al )?(?:bezig|gaande|aan de gang|volop bezig)\b", r"\bbiedronde\b", r"\b(?:zat|zit|zaten|zitten) (?:\S+ ){0,4}te bieden\b",
        r"\bniemand (?:\S+ ){0,2}(?:een )?(?:bod|bieding|opening) gedaan\b", r"\bvoor(?:dat)? (?:de |het )?(?:opening|openingsbod|openingsbieding)\b", r"\b(?:bieden|bieding) (?:loopt|liep) nog\b",
        r"\bnog (?:aan het|in het|midden in het) bieden\b", r"\bnog (?:midden )?in de bieding\b", r"\bmidden in (?:de bieding|het bieden)\b",
        r"\b(?:nog )?voor(?:dat)? (?:de )?uitkomst\b", r"\bvoor (?:de|het) (?:bieding|bieden)\b", r"\bvoordat (?:de bieding|het bieden) (?:begon|begint|startte)\b", r"\buitkomst (?:moet|moest) nog\b",
                             r"\bnog niemand (?:\S+ )?geboden\b", r"\b(?:nog niet|niet) uitgekomen\b", r"\bnog geen uitkomst\b",
                             r"\b(?:nog niet|niemand|iemand|er) (?:\S+ ){0,3}geboden\b",
                             r"\bvoor(?:dat)? (?:de eerste|een|enige|iemand) (?:\S+ )?(?:bieding|bod|geboden)\b",
                             r"\b(?:bieden|bieding) (?:is |was )?nog niet (?:begonnen|gestart)\b",
                             r"\b(?:bieden|bieding) (?:moet|moest) nog (?:beginnen|starten)\b",
                             r"\b(?:spel|spelen) (?:is |was )?nog (?:niet|helemaal niet) (?:begonnen|gestart)\b",
                             r"\bvoor (?:het )?bieden\b", r"\bnog niet (?:eens )?begonnen met (?:het )?(?:bieden|spelen|spel)\b",
                             r"\bvoor(?:dat)? (?:er |iemand |hij |zij |SEAT_\w |de (?:leider|tegenspeler) )?(?:\S+ )?(?:was |is |werd )?(?:uitgekomen|uitkwam|uitkomt)\b")),
    ("after_opening_lead", (r"\bna (?:de )?uitkomst\b", r"\b(?:speelde|speelt|gespeeld) (?:\S+ ){0,3}(?:spel|bord|hand) met (?:maar |slechts )?(?:12|twaalf) kaarten\b", r"\bachteraf\b", r"\bbij het (?:scoren|nakijken|tellen van de slagen)\b", r"\b(?:in|bij) de laatste slag\b",
                            r"\bkaarten (?:had |heeft )?(?:\S+ )?gespeeld\b",
                            r"\bna (?:\d+|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf) slagen\b",
                            # "al 4 slagen gespeeld", "er zijn al twee slagen gespeeld"
                            r"\b(?:al|reeds) (?:\d+|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf) slagen (?:\S+ )?(?:gespeeld|voorbij|achter de rug)\b", r"\b(?:halverwege|tijdens) het (?:spel|spelen|afspel)\b", r"\bna afloop\b",
                            r"\b(?:spel|bord|hand) (?:is |was )?(?:al |toen al )?(?:half|halverwege|grotendeels|deels|voor de helft) (?:\S+ )?(?:gespeeld|uitgespeeld)\b",
                            r"\bna het (?:spel|spelen)\b", r"\b(?:aan|op) het (?:eind|einde) van het (?:spel|spelen)\b",
                            r"\b(?:spel|spelen) (?:was |is )?(?:uit|afgelopen|voorbij)\b", r"\bna (?:afloop van )?het bord\b",
                            r"\bTRICK_\d+", r"\b(?:eerste|tweede|derde|volgende) slag\b",
                            # a trick played before it was found: "zat tussen de kaarten van de vorige slag", "de slag ervoor"
                            r"\b(?:vorige|voorgaande|vorig|laatste|laatst gespeelde) slag\b", r"\bslag (?:ervoor|daarvoor|daarvoor gespeeld)\b",
                            r"\bgespeelde kaarten van (?:de|een) (?:\S+ )?slag\b",
                            r"\buitkomst (?:ligt|lag|is|was) (?:al )?(?:open|opengelegd|gedaan|gespeeld|op tafel)\b",
                            r"\b(?:nadat|toen|zodra|als) (?:de )?uitkomst (?:al |eenmaal )?(?:op tafel |open )?(?:lag|ligt|gedaan was|gespeeld was|opengelegd was|was gedaan|was gespeeld)\b", r"(?<!voordat )(?<!voor )\b(?:de )?uitkomst (?:al )?(?:lag|ligt)\b",
                            r"\bblinde\b",  # there is a dummy: the opening lead was faced
                            r"\bblinde\b[^.?!;]*\b(?:neergelegd|op tafel)\b")),
    # weak: sorting or counting the cards is usually before the auction, unless the message says otherwise;
    # a call already made when it was found ("had al 1♦ geopend toen …", "ontdekt nadat Z al gepast had")
    ("before_opening_lead", (r"\b(?:al|reeds) (?:had |heeft )?(?:CALL |DBL )?(?:geopend|gepast|geboden|gedoubleerd)\b", r"\b(?:al|reeds) (?:een |zijn |haar )?(?:bod|bieding|opening|openingsbod) (?:had |heeft )?gedaan\b",
                             r"\bna (?:zijn|haar|mijn|de|het|een) (?:eerste )?(?:pas|bod|bieding|opening|openingsbod|doublet|DBL|CALL)\b",
                             r"\b(?:nadat|toen) (?:[^\s.?!;]+ ){0,5}?(?:CALL |DBL )?(?:geopend|gepast|geboden|gedoubleerd|opende|paste|doubleerde)\b",r"\bbij het (?:sorteren|tellen|uitzoeken)\b", r"\bbij het (?:uitnemen|uitpakken|begin)\b", r"\bbij het (?:openen|uithalen) van het bord\b")),
)
_FOUND = (
    ("among_played", (r"\b(?:tussen|bij|onder) (?:de |zijn |haar |hun )?(?:\S+ )?gespeelde kaarten\b", r"\bin (?:een )?(?:eerdere|gespeelde) slag\b",
                      # "tussen de kaarten die W zelf al gespeeld had"
                      r"\b(?:tussen|bij|onder) de kaarten die (?:SEAT_\w|hij|zij|ze|ik|we|wij) (?:zelf |al |eerder |toen )*(?:had |heeft |hadden |hebben )?(?:bij)?gespeeld\b",
                      r"\bmee (?:te zijn |is |was |werd )?gespeeld\b", r"\bmeegespeeld\b",
                      r"\b(?:tussen|bij|onder) de (?:kaarten van de )?(?:gespeelde )?slagen\b",
                      r"\b(?:tussen|bij|onder|in) de kaarten van (?:een|de) (?:eerdere|vorige|gespeelde|voorgaande) slag\b", r"\bin (?:een|de) (?:vorige|voorgaande) slag\b",
                      r"\b(?:tussen|bij|onder|in) de kaarten van de slag (?:ervoor|daarvoor)\b",
                      # "zijn ♦3 lag tussen zijn kaarten van slag 6": the cards of an earlier trick
                      r"\b(?:tussen|bij|onder|in) (?:de |zijn |haar |hun )?(?:\S+ )?kaarten van (?:de )?TRICK_\d+")),
    ("not_found", (r"\b(?:gezocht|zochten|zocht|gekeken)\b[^.?!;]*\b(?:niks|niets|nergens|tevergeefs|zonder (?:resultaat|succes))\b",
                   r"\bgeen idee waar\b", r"\b(?:weet|weten) (?:\S+ )?(?:niemand |niet )waar (?:hij|ze|die|de kaart)\b",
        r"\bnergens\b",
        r"\b(?:niet|nooit) (?:\S+ )?(?:terug)?gevonden\b",
        r"\bniet (?:meer )?(?:terug )?te vinden\b",
        r"\bzoek\b(?![^.?!]*(?<!niet )\b(?:terug)?gevonden\b)",
        r"\bkwijt\b(?![^.?!]*(?<!niet )\b(?:terug)?gevonden\b)",
        r"\bonvindbaar\b", r"\b(?:vinden|vind|vond|vonden) (?:we|wij|ze|zij|hij|ik) (?:hem |die |ze |het )?(?:nergens|niet)\b", r"\bgeen spoor\b", r"\b(?:kaart|CARD|hij|die) (?:is|was|bleef|blijft) (?:\S+ )?weg\b(?![^.?!]*\b(?:terug)?gevonden\b)", r"\b(?:niks|niets) (?:\S+ )?(?:terug)?gevonden\b", r"\b(?:kunnen|kon|konden|kan|kunnen we|kunnen ze) (?:\S+ ){0,3}niet (?:\S+ )?vinden\b", r"\bblijft (?:\S+ )?(?:weg|zoek|verdwenen)\b", r"\bverdwenen\b")),
    ("among_played", (r"\b(?:tussen|bij|onder) (?:de|zijn|haar|hun) (?:\S+ )?gespeelde kaarten\b", r"\bin (?:een )?(?:eerdere|gespeelde) slag\b")),
    ("elsewhere", (r"\bin (?:het|zijn|haar|de) (?:vak|bord|bordvak|hoes)\b (?:van \S+ )?(?:zat|lag|zit|ligt|stak|zaten|lagen)\b(?! (?:\S+ )?(?:niet|niks|niets|geen)\b)",
                   r"\b(?:zat|zit|lag|ligt|lagen|zaten|blijven zitten|achtergebleven|teruggevonden|gevonden|gevallen|viel)\b(?: (?!niet\b|nergens\b|geen\b)\S+){0,4} "
                   r"(?:bord|vak|bordvak|hoes|doos|grond|vloer|onder (?:de )?tafel|stoel|la)\b",
                   r"\b(?:vergeten|achtergebleven|blijven zitten|blijven liggen|laten zitten|laten liggen) in (?:het|de) (?:bord|vak|hoes)\b",
                   r"\b(?:vinden|vond|vonden|vindt|vind|terugvinden|terugvond)\b(?: (?!niet\b)\S+){0,4} (?:in|op|onder) (?:het |de )?(?:bord|vak|bordvak|grond|vloer|tafel|stoel|hoes)\b",
                   r"\b(?:op de grond|op de vloer|onder (?:de )?tafel|onder (?:zijn|haar|de) stoel)\b", r"\bonder (?:het|de|zijn|haar) (?:bord|tafel|stoel|kleed|tas)\b",
                   r"\b(?:CARD|kaart|ze|hij|die|13e|dertiende) (?:zat |lag |zit |ligt )?(?:nog )?(?:in|op) (?:het |de )?(?:bord|vak|bordvak|doos|hoes|grond|vloer)\b(?! ?\d)",
                   r"\bin (?:het|de) (?:bord|vak|bordvak|doos|hoes|la|tas) (?:\S+ )?(?:teruggevonden|gevonden|terechtgekomen)\b",
                   r"\btussen de kaarten van (?:het|een) (?:ander|andere|vorige|volgende) bord\b",
                   r"\b(?:van|onder) (?:de |het )?(?:vloer|grond|tafel|stoel) (?:\S+ )?(?:opraapte|opgeraapt|raapte|opraapt|opgepakt|pakte|opviste|gevist)\b",
                   r"\b(?:raapte|raapt|pakte|pakt|viste|vist) (?:[^\s.?!;]+ ){0,4}?(?:van|onder) (?:de |het )?(?:vloer|grond) (?:op|vandaan)\b",
                   r"\bin (?:het|zijn|haar) (?:vak|bord) (?:\S+ )?(?:blijven zitten|achtergebleven|gebleven|blijven steken)\b")),
)


def _narrator_seat(text: str) -> str | None:
    """The seat of the player who writes ("ik zit oost", "ik (N)", "ik, west,").
    (A general helper: other extractors could share it.)"""
    match = re.search(rf"\bik (?:zit|zat|ben|speel|speelde|was) (?:\S+ )?(?:op |als )?({SEAT})\b|\bik \( ?({SEAT}) ?\)|\bik , ({SEAT}) ,", text)
    return next(g for g in match.groups() if g)[-1] if match else None


def states_short_hand(reader: Reader) -> bool:
    """Whether the message says a hand is short (``_SHORT``, the pattern ``missing_card`` finds the short hand by)."""
    return re.search(_SHORT, _text(reader)) is not None


def _short_hand(text: str) -> str | None:
    for sentence in _sentences(text):
        match = re.search(_SHORT, sentence)
        if not match:
            continue
        seat = _seat_before(sentence, match.start()) or _seat_before(match.group(0), len(match.group(0)))
        if seat:
            return seat
        dummy = re.search(rf"\bblinde (?:is |was )?({SEAT})|({SEAT}) (?:is|was) (?:de )?blinde\b", text)
        if dummy and re.search(r"\bblinde\b", sentence[: match.start()]):
            return (dummy.group(1) or dummy.group(2))[-1]
        me = _narrator_seat(text)
        if me and re.search(r"\bmijn partner\b", sentence[: match.start()]) and not re.search(r"\bik\b", sentence[: match.start()]):
            return PARTNER[me]  # "ik zat noord ... toen mijn partner zei dat hij een kaart te weinig had"
        if me and re.search(r"\b(?:ik|mijn|me|mij)\b", sentence):
            return me
        told = {m.group(1)[-1] for m in re.finditer(rf"\b(?:hij|zij) (?:zat|zit) (?:op )?({SEAT})\b", text)}
        if len(told) == 1 and re.search(r"\b(?:hij|zij)\b", sentence[: match.start()]):
            return told.pop()  # "de gever had maar twaalf kaarten ; hij zat west"
        earlier = set(re.findall(rf"\b({SEAT})\b", text[: text.find(sentence)]))
        if len(earlier) == 1 and re.search(r"\b(?:hij|zij|zijn|haar)\b", sentence[: match.start()]):
            return earlier.pop()[-1]  # "Z speelde geen harten bij. Later bleek dat hij maar twaalf kaarten had": the one seat named before
        after = re.search(rf"\b({SEAT})\b", sentence[match.end():])
        if after:
            return after.group(1)[-1]
    owner = re.search(rf"\b(?:kaart|CARD) van ({SEAT}) (?:lag|zat|ligt|zit|werd|is|bleek)\b", text)
    return owner.group(1)[-1] if owner else None


def _count_word(word: str) -> int | None:
    return int(word) if word.isdigit() else 1 if word in ("een", "één") else _COUNT_WORDS.index(word) if word in _COUNT_WORDS[2:] else None


# Who can hold a card: a seat, a role, a relation ("bij de leider", "bij zijn linkertegenstander").
_HOLDER = r"(?:SEAT_[NOZW]|de leider|de blinde|(?:zijn|haar|mijn) partner|(?:een|de|zijn|haar|mijn) (?:linker|rechter)?(?:tegenstander|tegenspeler|buurman))"
# Another hand had the card the short hand misses, or one too many: that hand had a surplus (Law 13, not 14).
_IN_OTHER_HAND = (
    rf"\b(?:ontbrekende|andere|dertiende|13e|missende|vermiste|verdwenen|zoekgeraakte|zijn|haar|mijn|die|deze) (?:\S+ )?(?:kaart|CARD)\b"
    rf"[^.;?!]{{0,40}}?\b(?:zat|zit|lag|ligt|bleek|was|zaten|stak|steekt|kwam)\b[^.;?!]{{0,20}}?\bbij {_HOLDER}"
    r"(?! (?:op de grond|onder de tafel|op tafel)\b)",
    rf"\b(?:de|zijn|haar|mijn) (?:dertiende|13e|ontbrekende)\b[^.;?!]{{0,40}}?\bbij {_HOLDER}\b",
    rf"\b(?:de |zijn |haar |mijn |ontbrekende )+CARD\b[^.;?!]{{0,20}}?\b(?:zat|zit|lag|ligt|bleek|was)\b[^.;?!]{{0,20}}?\bbij {_HOLDER}\b",
    rf"\b(?:CARD|kaart) , die bij {_HOLDER} (?:bleek te zitten|bleek te liggen|zat|lag)\b",
    rf"\b(?:vond|vindt|trof|ontdekte) {_HOLDER} (?:\S+ ){{0,4}}?tussen (?:zijn|haar) (?:eigen )?kaarten\b",
    rf"\btussen de kaarten van {_HOLDER}\b",
    r"\b(?:een|één|1) (?:kaart )?te veel\b", r"\b(?:15|vijftien) kaarten\b", r"\ber (?:\S+ )?(?:15|vijftien)\b",
    r"\bnog (?:een|één) kaart (?:in (?:zijn|haar) hand|over)\b", r"\ber nog (?:een|één) over\b",
)


def _surplus(text: str) -> bool | None:
    short = re.search(r"\b(?:nog maar|slechts|maar|nog) (\S+) kaart(?:en)?\b[^.?!;]*\b(?:de anderen|de andere (?:drie )?spelers|de rest)(?: (?:hadden|hebben|had|heeft))?(?: er)?(?: nog| elk| allemaal)? (\S+)\b", text)
    if short and None not in (_count_word(short.group(1)), _count_word(short.group(2))) and _count_word(short.group(2)) == _count_word(short.group(1)) + 1:
        return False  # "nog maar vier kaarten terwijl de anderen er vijf hebben": one hand short, none too many
    if _any(text, r"\bgeen (?:enkele )?(?:andere )?(?:hand|speler) (?:\S+ ){0,2}(?:te veel|meer dan (?:13|dertien)|(?:14|veertien))\b",
            r"\b(?:niemand|geen (?:enkele )?(?:andere )?(?:hand|speler)) (?:\S+ ){0,3}(?:een|één|eentje|1) (?:kaart )?te veel\b",
            r"\bgeen van de (?:andere |overige )?(?:handen|spelers) (?:\S+ ){0,2}(?:te veel|meer dan (?:13|dertien)|(?:14|veertien))\b",
            r"\b(?:niemand|geen van de anderen|geen andere speler) (?:\S+ ){0,2}(?:er )?(?:\S+ )?(?:te veel|(?:14|veertien)|meer dan (?:13|dertien))\b",
            r"\bde (?:rest|anderen|andere handen) (?:klopt|kloppen|is goed|zijn goed|hebben er 13)\b", r"\bde (?:rest|anderen|andere (?:drie )?handen) (?:waren|zijn|was|is) (?:gewoon |wel )?(?:in orde|goed|compleet)\b",
            r"\bandere (?:\S+ )?handen (?:\S+ ){0,3}(?:13|dertien)\b",
            r"\b(?:hebben|heeft|had|hadden) er (?:elk |allemaal |gewoon |wel )?(?:13|dertien)\b"):
        return False
    if not re.search(r"\b(?:14|veertien)\b|\bte veel\b", text) and re.search(
            r"\b(?:een|één) kaart (?:te weinig|tekort|minder)\b[^.?!]*\b(?:alle |de )?(?:anderen|andere (?:drie )?(?:spelers|handen)) (?:hadden|hebben) (?:er )?(?:nog |elk |allemaal )?\w+\b", text):
        return False  # "O kwam een kaart tekort; alle anderen hadden nog vijf": one hand short, none too many
    if _any(text, r"(?<!bord )(?<!spel )(?<!tafel )(?<!ronde )\b(?:14|veertien)\b(?! (?:slagen|punten))", r"(?<!geen )\bte veel kaarten\b", r"\been kaart te veel\b",
            r"\b(?:er )?(?:een|één|1) te veel\b"):
        return True
    if _any(text, *_IN_OTHER_HAND):
        return True  # "zijn dertiende zat bij O", "de ontbrekende ♣A lag bij de leider": O / declarer had fourteen
    return None


def _board_places(text: str) -> str:
    """The places of a board in their plain words: diminutives and compounds ("bordvakje", "het bordje", "de bordhoes",
    "het vakje van het bord") as "bordvak", "bord", "hoes", "vak"; "stak/bleek nog in het bord te zitten" as "zat nog in
    het bord". (A general helper: other readers of where a card was could share it.)"""
    text = re.sub(r"\b(bordvak|bord|vak|hoes|doos|kaartvak)(?:je|jes|tje)\b", r"\1", text)
    text = re.sub(r"\bbord(hoes|doos)\b", r"\1", text)
    text = re.sub(r"\b(?:stak|steekt|stond|bleek|blijkt|bleken|blijken|bleef|bleven|staken) (nog |al )?((?:in|op|onder) (?:het|de|zijn|haar) \S+)(?: van het bord)?(?: te (?:zitten|liggen|steken))?", r"zat \1\2", text)
    return text


@extractor("missing_card", replaces=True)
def missing_card(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    facts: dict[str, Any] = {}
    _put(facts, "offender", _short_hand(text))
    # "de kaart werd na het spel gevonden": when it was found, not when it was missed
    when_text = re.sub(r"\b(?:werd|wordt|is|was) (?:pas |later )?(?:na afloop|na het (?:spel|spelen)) (?:\S+ ){0,3}(?:terug)?gevonden\b", " ", text)
    _put(facts, "missing_card_when", _first(when_text, _WHEN_MISSING))
    _put(facts, "missing_card_found", _first(_board_places(text), _FOUND))
    _put(facts, "other_hand_surplus", _surplus(text))
    return facts


# -- Law 15: a wrong board or hand -------------------------------------------------------------------------
_CARDS = r"(?:kaarten|hand|handen)"
_KIND_15 = (
    ("cards_from_wrong_board", (
        rf"\b{_CARDS} (?:\S+ ){{0,3}}(?:uit|van) (?:het |een )?(?:verkeerde?|ander|andere|vorige|volgende) bord\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}(?:uit|van) bord \d+",
        r"\buit het bord van de (?:buurtafel|volgende tafel|andere tafel|naburige tafel)\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}uit (?:het )?verkeerde? bord\b",
        r"\bmet (?:de )?(?:kaarten|hand) (?:\S+ )?(?:uit|van) (?:een )?verkeerd",
        r"\buit (?:het )?bord \d+ (?:\S+ )?(?:gepakt|genomen|gehaald)\b",
        rf"\b{_CARDS} (?:\S+ ){{0,2}}uit (?:het )?bord van (?:tafel|de|een)\b",
        r"\b(?:ze|hem|haar) (?:\S+ )?uit (?:het )?(?:bord \d+|verkeerde bord|andere bord)\b", r"\buit (?:het|een) verkeerde? bord\b",
    )),
    ("wrong_hand", (
        r"\bHAND_[NOZW]\b", rf"\b{_CARDS} van (?:{SEAT}|SIDE_\w+|zijn partner|mijn partner|haar partner|de partner|(?:zijn|haar|mijn|de) (?:linker|rechter)?(?:tegenstander|tegenspeler|buurman|buurvrouw))\b",
        rf"\bvak van {SEAT}\b", r"\b(?:noord|oost|zuid|west)(?:vak|kaarten)\b",
        r"\b(?:handen|kaarten) (?:\S+ ){0,2}(?:verwisseld|omgewisseld|geruild|omgedraaid)\b", r"\belkaars (?:kaarten|hand|handen)\b", r"\bverkeerde hand\b", r"\bgedraaid\b", rf"\bhand van (?:noord|oost|zuid|west|{SEAT})\b",
    )),
    ("board_not_for_round", (
        r"\bniet (?:\S+ ){0,3}(?:voor|bestemd)\b",
        r"\bniet (?:hadden|moesten) (?:moeten )?spelen\b",
        r"\bverkeerde? (?:tafel|tegenspeler|tegenstanders|paar|bord|lijn|ronde|zaal)\b",
        r"\bniet aan de beurt\b", r"\bhoorde (?:\S+ )?niet bij\b", r"\b(?:bedoeld|bestemd) voor (?:tafel|ronde|paar|lijn) \w+",
        r"\b(?:hoorde|hoort|hoorden) (?:\S+ ){0,4}(?:bij|aan|op) (?:een )?(?:andere )?tafel \d+\b", r"\b\w*(?:schema|looplijst|rooster)\b",
        # another table or pair named as the one that has the board this round
        r"\b(?:bij|aan|voor|op) (?:een )?(?:andere )?(?:tafel|paar) \d+(?: en \d+)? (?:\S+ )?(?:hoort|hoorde|hoorden|thuishoort|thuishoorde|toegewezen|ingedeeld|gepland)\b",
        r"\b(?:toegewezen|toebedeeld|ingedeeld|gepland) (?:aan|voor|bij) (?:tafel|paar) \d+",
        r"\b(?:had|hadden|moest|moesten) (?:tafel|paar) \d+(?: en \d+)? (?:(?!niet\b)[^\s.?!;,]+ ){0,4}?(?:moeten )?(?:spelen|krijgen|hebben)\b",
        r"\b(?:moest|moesten|moet|moeten|hoorde|zou|zouden) (?:(?!SEAT_|niet\b)[^\s.?!;,]+ ){0,3}?(?:tafel|paar) \d+(?: en \d+)? (?:(?:nu|deze ronde|eigenlijk) )?(?:spelen|krijgen|hebben)\b",
        r"\b(?:had|hadden|heeft|hebben) (?:(?!niet\b)[^\s.?!;,]+ ){0,3}?(?:bij|aan|op) (?:tafel|paar) \d+(?: en \d+)? (?:moeten )?(?:liggen|zijn|spelen)\b",
        r"\b(?:maar|terwijl) (?:dat|die|het|dit)(?: bord| spel)? (?:had|hadden|heeft|hebben) (?:tafel|paar) \d+ (?:(?:nu|eigenlijk) )?(?:deze|in deze|die) ronde\b",
        r"\bterwijl (?:het|dat) bord \d+ (?:had )?moe\w+\b",
        r"\b(?:maar|terwijl) (?:die tafel|de tafel|ze|we|wij|zij|SIDE_\w+) (?:moest|moesten|hadden moeten|zou|zouden) (?:[^\s.?!;]+ ){0,4}?\d+(?: (?:tot en met|t/m|tot|en) \d+)? (?:spelen|hebben)\b", r"\bhad (?:\S+ )?(?:bord \d+ )?moeten (?:zijn|spelen)\b", r"\bniet (?:\S+ ){0,2}(?:hun|ons|jullie) bord\b",
        r"\b(?:pas|eigenlijk|alleen) voor (?:\S+ ){1,3}(?:bedoeld|bestemd)\b", r"\bvoor (?:tafel|ronde|paar|lijn) \d+ (?:bedoeld|bestemd)\b", r"\bvoor ronde \w+ (?:bedoeld|bestemd)\b",
        r"\b(?:een |twee |\d )?(?:ronde|rondes|ronden) te (?:vroeg|laat)\b", r"\bte vroeg (?:\S+ )?gespeeld\b",  # "bord 9 een ronde te vroeg gespeeld"
        r"\bzat(?:en)? verkeerd\b", r"\btwee keer\b", r"\bvoor de tweede keer\b", r"(?<!niet )\b(?:opnieuw|nogmaals|nog een keer|wederom) (?:\S+ )?gespeeld\b", r"\bvolgende ronde\b", r"\bwrong board\b", r"\bin plaats van (?:\S+ )?\d+\b",
        r"\bin_plaats_van (?:\S+ )?\d+\b",
        r"\bandere lijn\b",
        r"\b(?:bedoeld|bestemd) voor (?:een |de )?(?:latere|andere|volgende|vorige|eerdere) (?:ronde|tafel)\b",
        r"\bvoor (?:een |de )?(?:latere|andere|volgende|vorige|eerdere) (?:ronde|tafel) (?:bedoeld|bestemd)\b",
        r"\b(?:pas|eigenlijk) (?:in|voor|bij|aan) (?:de )?(?:ronde|tafel) \d+",
        r"\b(?:waren|was|is|zijn) (?:bedoeld |bestemd )?voor (?:ronde|tafel) \d+",
        r"\b(?:is|was|hoort|hoorde|komt|kwam) (?:\S+ )?(?:van|voor|bij|uit) (?:de )?(?:ronde|tafel) \d+",
        r"\b(?:bord|spel) \d+ (?:\S+ ){0,3}(?:van|voor|uit) (?:de )?(?:ronde|tafel) \d+",
        r"\b(?:een|het) (?:bord|spel) (?:van|voor|uit) (?:een |de )?(?:andere |volgende |vorige |latere )?ronde\b",
        r"\bvoorgeschoteld\b",
        r"\bterwijl (?:ze|we|wij|zij|hij) (?:\S+ ){0,4}(?:bord|spel) \d+ (?:hadden |had )?(?:moesten|moeten|moest|zouden|zou) (?:\S+ )?spelen\b",
        r"\bronde (\d+)\b[^.?!;]*\b(?:bord|spel|borden|spellen) (?:\d+ )?(?:van|voor|uit) (?:de )?ronde (?!\1\b)\d+\b",
        r"\bweer op (?:tafel|hun tafel)\b",
        r"\b(?:terwijl|dat|maar) (?:ze|we|wij|zij|SIDE_\w+|die tafel|onze tafel) (?:(?:in )?(?:deze|die) ronde )?(?:de )?(?:borden|spellen|bord|spel) \d+(?: (?:tot en met|t/m|tot|en|-) \d+)? (?:hadden|hebben|kregen|moesten|moeten|zouden)\b",
        r"\bterwijl (?:ze|we|wij|zij|SIDE_\w+) (?:deze|die) ronde (?:de )?(?:borden|spellen) \d+",
        r"\bvolgens het schema\b",
        r"\bal (?:in ronde \d+ )?gespeeld\b",
        # the round named with a negation: "dat spel hebben wij deze ronde niet", "niet in deze ronde"
        r"\b(?:deze|die|dit|in deze|in die) ronde (?:\S+ ){0,3}niet\b(?! (?:\S+ )?(?:gespeeld|klaar|af|uit))", r"\bniet (?:\S+ ){0,2}(?:in )?(?:deze|die) ronde\b",
    )),
)
_CALL_MADE = (r"(?:geboden|bood|biedt|opende|opent|geopend|paste|past|gepast|doubleerde|doubleert|gedoubleerd|DBL|bieding|opening|openingsbod|openingsbieding|bod gedaan|"
              r"(?<=mijn )bod|(?<=zijn )bod|(?<=haar )bod|"  # "wat gebeurt er met mijn bod als ik ...": a call made
              r"antwoordde|antwoordt|geantwoord)")
_NOT_CALLED = (r"\b(?:nog )?(?:niet|niks|niets) (?:\S+ )?geboden\b", r"\bniemand (?:anders |verder )?(?:heeft |had )?(?:nog )?(?:iets )?(?:geboden|gepast|gezegd)\b", r"\bvoordat (?:hij|zij) (?:iets )?geboden had\b",
               r"\bnog geen (?:bod|bieding|opening)\b", r"\bnog niet aan (?:bod|de beurt) (?:geweest|gekomen)\b",
               r"\bmoet (?:nu )?nog (?:\S+ )?bieden\b", r"\bnog (?:niet|niks|niets) (?:gezegd|gedaan|gesproken)\b",
               r"\bvoor(?:dat)? (?:hij|zij|ze|ik|iemand) (?:iets|een bod|een bieding|wat) (?:zei|zegt|gezegd|bood|deed|geboden|kon bieden)\b")


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r" [.!?;,:] | en (?=(?:daarmee|al|toen|daarna)\b|(?:mijn|zijn|haar|de|diens) partner\b|(?:SEAT|HAND)_)",
                                        f" {text} ") if c.strip()]


def _calls_15(text: str, kind: str | None) -> tuple[bool | None, bool | None]:
    """(the offender called with the wrong cards, his partner called since)."""
    # "O , zijn partner , bood 2♥": the seat in apposition with "partner" is the subject of the verb
    text = re.sub(rf"\b({SEAT}) , (?:zijn|haar|de|diens) (?:partner|maat)(?: van {SEAT})? ,", r"\1", text)
    taker = next((m for clause in _clauses(text) if re.search(rf"\b{_CARDS}\b", clause)
                  for m in [re.search(rf"(?<!van )\b({SEAT})\b", clause)] if m), None) or re.search(rf"\b({SEAT})\b", text)
    offender = taker.group(1)[-1] if taker else None
    partner = PARTNER.get(offender or "")
    called = partner_called = None
    for clause in _clauses(text):
        names_partner = bool(partner and re.search(rf"\b(?:SEAT|HAND)_{partner}\b", clause))
        about_partner = (names_partner and bool(re.search(
            rf"\bpartner\b|(?:^|\b(?:waarna|daarna|toen|en|maar)\b )(?:SEAT|HAND)_{partner}\b|(?:SEAT|HAND)_{partner} (?:\S+ ){{0,4}}{_CALL_MADE}\b",
            clause))) or bool(
            re.match(r"(?:(?:maar|en|toen|daarna) )?(?:zijn |de |mijn |haar )?partner\b", clause)) or bool(
            re.search(rf"\bdoor (?:zijn |de |mijn |haar |diens )?partner\b|\bdoor (?:SEAT|HAND)_{partner}\b" if partner else r"\bdoor (?:zijn |de |mijn |haar |diens )?partner\b", clause))
        if about_partner and re.search(rf"\b(?:SEAT|HAND)_{partner} (?:in handen|van)\b|\bvan (?:SEAT|HAND)_{partner}\b", clause):
            about_partner = False  # partner's cards, not partner's call
        negative = _any(clause, *_NOT_CALLED) or bool(partner and re.fullmatch(
            rf"(?:SEAT|HAND)_{partner} (?:heeft )?nog (?:niet|niks|niets)(?: gedaan| gezegd| geboden)?", clause)) or bool(
            about_partner and re.search(r"\bpartner (?:heeft |had )?nog (?:niet|niks|niets)(?: gedaan| gezegd| geboden)?$", clause))
        positive = bool(re.search(rf"\b{_CALL_MADE}\b", clause)) or (kind == "wrong_hand" and bool(re.search(r"\b(?:uit|door)?gespeeld\b|\bspeelde\b", clause)))
        if not (negative or positive):
            continue
        if (re.match(r"(?:(?:maar|en|dus) )?toen\b", clause) or re.search(r"\blater\b", clause)) and called:
            continue  # the call at the other board, later (not "… had nog niets geboden toen het ontdekt werd")
        value = not negative
        if about_partner:
            partner_called = value if partner_called is None else partner_called
        elif called is None:
            called = value
    if partner_called and called is None and re.search(r"\b(?:geantwoord|antwoordde|antwoordt)\b", text):
        called = True  # the partner answered: the taker had called
    if called and partner_called is None and re.search(
            r"\b(?:verder|daarna|sindsdien|nadien) (?:heeft |had )?(?:nog )?niemand (?:meer |nog )?(?:iets )?(?:geboden|gepast|gezegd)\b|"
            r"\bniemand (?:anders|verder) (?:heeft |had )?(?:nog )?(?:iets )?(?:geboden|gepast|gezegd)\b|"
            r"\b(?:de )?(?:anderen|andere spelers) (?:hebben|hadden) (?:nog )?(?:niet|niks|niets) (?:geboden|gezegd)\b", text):
        partner_called = False  # "N opende met de verkeerde hand; verder heeft nog niemand geboden"
    # an auction written out with seats ("na 1♠ (O) - 2♣ (Z) - 2♥ (W)"): who has called
    bidders = {m.group(1)[-1] for m in re.finditer(rf"\b(?:CALL|DBL|pas) \( ({SEAT}) \)", text)}
    if offender and offender in bidders and called is None:
        called = True
    if offender and partner in bidders and partner_called is None and called:
        partner_called = True
    named = {m[-1] for m in re.findall(rf"\b{SEAT}\b", text)}
    if len(named) == 2 and PARTNER[min(named)] == max(named) and re.search(
            r"\b(?:ze|zij|beiden|beide spelers) (?:hebben |hadden )?(?:allebei|beiden|alle twee|allebei al|beiden al) (?:al )?(?:geboden|een bod gedaan)\b", text):
        called, partner_called = True, True  # "O en W hadden elkaars hand; ze hebben allebei al geboden"
    return called, partner_called


# When the right board was played after all: "later", "toen", "alsnog", "bij het naspelen", "bij het juiste bord"
_LATER_PLAY = (r"\b(?:later|toen|alsnog|nadien|naspel\w*|nagespeeld|opnieuw (?:gespeeld|spelen|speelden|werd gespeeld)|"
               r"(?:bij|aan|met) (?:het |dat )?(?:[^\s.?!;]+ ){0,4}?(?:juiste|goede|echte|correcte|eigenlijke|originele|andere) (?:bord|spel))\b[^.?!;]*")
_REPEAT_DIFFERS = r"\b(?:in plaats van|in_plaats_van|anders|afwijk\w*|psych\w*|ander bod|andere bieding|andere opening|niet (?:\S+ )?(?:hetzelfde|dezelfde|weer|opnieuw|nogmaals))\b"
_REPEAT_SAME = r"\b(?:weer|opnieuw|dezelfde|hetzelfde|herhaal\w*|nogmaals|wederom|net als|net zoals|identiek\w*|eveneens)\b"


_BID = r"(?<![\w-])[1-7] ?(?:♠|♥|♦|♣|sa|sans|nt)(?![\w-])"


def _bids_compared(norm: str) -> str | None:
    """The one bid told before the right board was played against the one told at it ("2SA geopend ... toen het goede
    bord aan de beurt kwam opende hij een zwakke 2♦"): the same bid or another; None unless each part names one bid."""
    later = next((m for m in re.finditer(_LATER_PLAY, norm) if re.search(r"\b(?:bord|spel|later|alsnog)\b|\bnaspel\w*|\bnagespeeld\b", m.group(0))), None)
    if not later:
        return None  # ("toen kwam N met 1♠": the next call at the same board, not the right board played later)
    before = {b.replace(" ", "") for b in re.findall(_BID, norm[: later.start()])}
    after = {b.replace(" ", "") for b in re.findall(_BID, later.group(0))}
    if len(before) != 1 or len(after) != 1:
        return None
    return "same" if before == after else "differs"


def _repeat_call(text: str) -> str | None:
    text = re.sub(r"\b(?:met )?(?:dezelfde|diezelfde|zelfde) (?:kaarten|hand)\b", " ", text)  # the same cards, not the same call
    segments = [m.group(0) for m in re.finditer(_LATER_PLAY, text)]
    if not segments:
        return "same" if re.search(r"\bherhaal(?:de|t|den)\b(?! niet\b)", text) and not re.search(r"\b(?:anders|afwijk\w*|psych\w*)\b", text) else None
    for later in segments:  # each clause about the later play of the right board (the first that tells)
        later = re.sub(r"\b(?:in plaats van|in_plaats_van) (?:uit |van )?(?:het )?(?:bord|vak|spel) \d+", " ", later)
        if re.search(_REPEAT_DIFFERS, later):
            return "differs"
        # ("opnieuw spelen" is the replay itself, not a repeated call)
        if re.search(_REPEAT_SAME, re.sub(r"\bopnieuw (?:gespeeld|spelen|speelden|werd gespeeld)\b", " ", later)):
            return "same"
    return None


def _played_before(text: str) -> bool | None:
    if re.search(r"\b(?:volgende|latere) ronde\b[^.?!;]*\bal (?:\S+ )?gespeeld\b", text):
        return None  # the boards of the next round played already: too early, not played before
    if re.search(r"\bof (?:iemand|een van|ze|zij|hij|de spelers) (?:\S+ ){0,4}(?:al|eerder) (?:\S+ )?gespeeld\b", text):
        return None  # "ik weet nog niet of iemand het al gespeeld heeft": not stated
    if _any(text, r"\b(?:niemand|geen van (?:de |hen|beide|ons|jullie)\S*(?: (?:vier|spelers|paren))?) (?:\S+ ){0,3}(?:had|heeft|hadden|hebben|kende)\b", r"\bnog (?:nooit|niet) (?:eerder )?gespeeld\b"):
        return False
    if _any(text, r"\btwee keer\b", r"\bvoor de tweede keer\b", r"\b(?:opnieuw|nogmaals|nog een keer|wederom) (?:\S+ )?gespeeld\b",
            r"\b(?:had|hadden|heeft|hebben) (?:het|dit|dat|dat bord|dit bord|ze|die) (?:[^\s.?!;,]+ ){0,5}?(?:al|eerder) (?:eens |eerder )?(?:gehad|gespeeld)\b", r"\b(?:al|eerder|ooit) (?:eens |eerder )?(?:in (?:de )?(?:ronde \w+|\w+ ronde) )?gespeeld\b",
            r"\b(?:het|dit|dat|dat bord|dit bord) (?:eerder|al|ooit) (?:al |eerder )?(?:[^\s.?!;,]+ ){0,4}?gespeeld (?:heeft|hebben|had|hadden)\b",
            r"\b(?:had|hadden|heeft|hebben) (?:het|dit|dat) (?:bord|spel) (?:al|eerder) (?:[^\s.?!;]+ ){0,4}gespeeld\b", r"\bweer voorgeschoteld\b", r"\b(?:gespeeld|speelden|speelde)\b[^.?!;]*\bweer op (?:tafel|hun tafel)\b",
            r"\b(?:had|hadden|heeft|hebben) het (?:al )?(?:eens |eerder )gespeeld\b",
            # "in de eerste ronde speelden ze bord 3; nu krijgen ze bord 3 weer"
            r"\b(?:krijgen|kregen|krijgt|kreeg|spelen|speelden|speelt) (?:ze|we|zij|wij|hij|SIDE_\w+) (?:\S+ )?(?:bord|spel) \d+ (?:\S+ )?(?:weer|opnieuw|nog een keer|nogmaals)\b",
            # "al tegen een ander paar gespeeld", "eerder in de eerste ronde gespeeld"
            r"\b(?:al|eerder) (?:eens )?(?:(?:vanmiddag|vanochtend|gisteren|vorige week|in (?:de )?(?:\w+ ronde|ronde \w+)) )?(?:tegen (?:een |het )?(?:ander|andere|hetzelfde|een ander) (?:paar|team|tegenstanders?|tafel) )gespeeld\b",
            r"\b(?:al|eerder) (?:eens )?(?:vanmiddag|vanochtend|gisteren|vorige week) (?:\S+ ){0,4}gespeeld\b"):
        return True
    return None


@extractor("wrong_board", replaces=True)
def wrong_board(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    facts = _generic_offender(text)
    kind = _first(text, _KIND_15)
    _put(facts, "wrong_board_kind", kind)
    # "zat met de verkeerde kaarten": which mistake is not told, but the calls made with them are
    wrong_cards = kind is None and re.search(r"\b(?:verkeerde|foute|andermans) (?:kaarten|hand)\b|\bkaarten van (?:een )?ander(?:e|s)?\b", text)
    if kind in ("cards_from_wrong_board", "wrong_hand") or wrong_cards:
        called, partner_called = _calls_15(re.sub(_LATER_PLAY, " . ", text) if wrong_cards else text, kind)  # (not the later call at the right board)
        _put(facts, "wrong_cards_called", called)
        if called or partner_called:  # (the rules read it for cards from a wrong board; a message about a wrong hand may state it too)
            _put(facts, "wrong_cards_partner_called", partner_called)
        if kind in ("cards_from_wrong_board", None) or called:  # (read for a wrong board; told for a wrong hand too)
            _put(facts, "wrong_board_repeat_call", _repeat_call(text) or _bids_compared(reader.norm))
    elif kind is None and re.search(r"\b(?:geboden|bood|bieding|bod|opende|geopend|opening|paste|gepast)\b", text):  # only the later call told
        _put(facts, "wrong_board_repeat_call", _repeat_call(text))
    if kind in (None, "board_not_for_round"):
        _put(facts, "board_previously_played", _played_before(text))
    _put(facts, "team_event", team_event(text))
    return facts


# -- Law 87: a fouled board ----------------------------------------------------------------------------
_DIFFERENT_FORMS = (
    r"\bniet alle tafels\b",
    # one table named as different, the others right
    r"\b(?:aan|bij|op) (?:alle |de )?(?:andere|overige) tafels (?:\S+ ){0,3}(?:goed|juist|correct|in orde|normaal)\b", r"\b(?:de )?(?:andere|overige) tafels (?:\S+ ){0,4}(?:goed|juist|correct|de juiste|de goede|normaal)\b",
    r"\balleen (?:aan|bij|op) tafel \d+\b", r"\b(?:elders|overal (?:anders|elders)|(?:bij|aan|op) de (?:rest|anderen|andere tafels|overige tafels)) (?:\S+ ){0,2}(?:klopte|klopt|was|ging|lag|zat|speelde|speelden) (?:\S+ ){0,2}(?:goed|alles|juist|in orde|correct)\b",
    r"\b(?:elders|overal (?:anders|elders)) (?:klopte|klopt) (?:alles|het)\b", r"\b(?:verder|voor de rest) (?:speelde|speelden|had|hadden|heeft|hebben|kreeg|kregen) (?:iedereen|de rest|alle andere tafels) (?:\S+ ){0,2}(?:juist|goed|correct|de juiste|de goede)\b",
    r"\b(?:de rest|alle anderen|de anderen) (?:speelde|speelden|had|hadden|heeft|hebben|kreeg|kregen) (?:\S+ ){0,2}(?:juist|goed|correct|de juiste|de goede)\b",
    r"\bniet (?:(?!maar\b|of\b|als\b|dat\b)[^\s.?!;,]+ ){1,4}?(?:in )?(?:dezelfde|hetzelfde|diezelfde|gelijke|identieke) (?:vorm|versie|gedaante|verdeling|kaarten|spel)\b", r"\bniet (?:iedereen|overal|elke tafel|alle paren) (?:\S+ ){0,2}(?:hetzelfde|dezelfde)\b",
    # the forms counted or called different ("in verschillende vormen gespeeld", "in twee versies rondgegaan")
    r"\b(?:twee|drie|vier|verschillende|meerdere|diverse|uiteenlopende|allerlei) (?:vormen|versies|gedaanten|gedaantes|varianten)\b",
    r"\bniet (?:steeds |altijd |overal |aan alle tafels )?in dezelfde (?:vorm|versie|gedaante)\b", r"\bin (?:een )?andere (?:vorm|versie|gedaante)\b", r"\banders (?:te liggen |gespeeld |geschud )?dan (?:bij|aan) (?:de )?(?:eerste|andere|vorige|rest)\b",
    r"\banders dan de rest\b", r"\bvergeleken met de (?:eerste|andere|vorige) tafels\b", r"\bsinds (?:de vorige ronde|ronde \w+)\b",
    r"\b(?:vanaf|na) ronde \w+ (?:vervuild|verwisseld|anders|de kaarten)\b",
    r"\bvervuild (?:geraakt )?na ronde\b",
    r"\bna ronde \w+ vervuild\b",
    r"\bklopt niet met wat (?:wij|we) hadden\b",
    r"\b(?:een )?deel van de tafels\b", r"\b(?:bij|aan|op) (?:de helft|een paar|sommige|enkele) (?:van de )?tafels\b",
    r"\bonderweg\b",
    r"\beerst (?:\S+ ){1,4}(?:en )?nu\b",
    r"\b(?:\d+|twee|drie|vier|enkele|sommige|een aantal) tafels speelden\b",
    r"\bheel anders gespeeld\b",
    r"\baan (?:tafel )?\d+ t/m \d+\b", r"\b(?:aan|bij|op|van) (?:tafel|tafels) \d+ (?:t/m|tot en met|tot) \d+\b",
    r"\b(?:een )?vorige tafel\b",
    r"\baan de ene tafel\b", r"\btafels? \d+(?: (?:en|t/m|tot) \d+)? (?:\S+ ){0,3}(?:nog|wel) (?:goed|correct|juist|zoals)\b", r"\b(?:in|aan|bij|op) de ene (?:zaal|tafel|lijn)\b",
    r"\bniet (?:hetzelfde|dezelfde|gelijk|identiek)\w* (?:als|aan) (?:in|bij|aan|op) (?:de )?(?:zaal|tafel|andere|open|gesloten|eerste|vorige)\b",
    r"\banders\b(?: [^\s.?!;,]+){0,4} dan (?:in|bij|aan|op) (?:de )?(?:open|gesloten|andere|eerste|vorige)\b",
    r"\bandere (?:verdeling|kwetsbaarheid) dan\b",
    r"\b(?:ten opzichte van|vergeleken met|in vergelijking met) (?:de |het )?(?:(?:andere|open|gesloten|eerste|vorige|overige) (?:zaal|tafel|tafels|ronde|rondes|lijn)|rest|andere|overige)\b",
    r"\b(?:bij|aan|op) (?:een paar|sommige|enkele|een aantal|de eerste \w+|\w+) tafels\b[^.?!;]*\b(?:bij|aan|op) (?:de|alle) (?:andere|overige)(?: tafels)?\b",
    r"\bander(?:e|s)? (?:verdeling|kwetsbaarheid|kaarten|handen|ligging)\b(?: [^\s.?!;,]+){0,4} dan (?:in|bij|aan|op) (?:de |het )?(?:open|gesloten|andere|eerste|vorige|rest)\b",
    r"\b(?:open|gesloten) zaal\b[^.?!;]*\b(?:ander\w*|anders|verschil\w*)\b[^.?!;]*\b(?:open|gesloten) zaal\b",
    r"\bde eerste (?:\w+ )?tafels\b",
    r"\bvanaf ronde \w+\b", r"\bhalverwege (?:\S+ ){0,3}(?:omgewisseld|verwisseld|vervuild|veranderd)\b",
    # changed at some point of the session: the tables before and after played different deals
    r"(?<!ontdekt )(?<!gemerkt )(?<!gezien )(?<!gevonden )\b(?:vanaf|na|sinds) (?:de )?(?:ronde \w+|\w+(?:de|ste) ronde)\b",
    # ("vervuild geraakt" alone says when it became fouled no more than "vervuild": the engine asks)
    # part of the field played it so, the rest not ("een deel van de paren", "door de rest niet")
    r"\b(?:een )?deel van de (?:paren|teams|spelers|deelnemers|zalen|lijnen)\b", r"\b(?:de rest|de anderen|de overigen|alle anderen) niet\b", r"\bdoor de rest niet\b",
    r"\banders dan (?:in|bij|aan|op) (?:de )?(?:open|gesloten|andere|eerste|vorige)\b",
    r"\btafels\b[^.?!;]*\b(?:een )?ander(?:e)? (?:verdeling|spel|kaarten|handen)\b",
    r"\baan tafel \d+\b[^.?!]*\baan tafel \d+\b",
    r"\b(?:beide|alle|twee|de) (?:\S+ )?(?:zalen|tafels) (?:(?!(?:dezelfde|hetzelfde|gelijk|identiek|maar)\b)\S+ ){0,3}(?:anders|verschillend)\b"
    r"(?! dan (?:de |het |hun )?(?:handrecord|computer|verdeel\w*|origine\w*|uitdraai|spellenlijst))",
    r"\b(?:anders|verschillend) (?:gespeeld|verdeeld|gelegen)\b",
    # "tafel 1 en tafel 2 hadden verschillende handen"
    r"\b(?:hadden|speelden|kregen|hebben|spelen) (?:\S+ )?(?:verschillende|andere) (?:handen|kaarten|verdelingen|versies)\b",
    r"\bin de andere zaal\b", r"\b(?:open|gesloten|andere|ene) (?:zaal|tafel)\b[^.?!]*\b(?:open|gesloten|andere) (?:zaal|tafel) (?:\S+ ){0,2}(?:klopte|klopt|was|zat) (?:alles|het|hij)\b(?: (?:wel |nog )?(?:goed|juist|in orde)\b)?",
    r"\b(?:in|aan|bij) (?:de )?(?:open|gesloten|andere|ene) (?:zaal|tafel)\b[^.?!;]*\b(?:verwisseld|omgewisseld|verkeerd (?:teruggestoken|gezeten))\b", r"\b(?:zalen|tafels)\b[^.?!;]*\bniet (?:\S+ )?(?:hetzelfde spel|dezelfde (?:kaarten|verdeling|handen|vorm))\b",
    r"\bhalverwege (?:de|het) (?:avond|zitting|middag|wedstrijd|toernooi|drive)\b(?! (?:\S+ )?(?:gemerkt|ontdekt|gezien|opgemerkt|bleek|gevonden))", r"\b(?:ineens|opeens|plotseling)\b", r"\bop een gegeven moment\b",
    r"\blater (?:op de avond|in de zitting|die avond)\b",
    r"\btot (?:en met )?(?:ronde|tafel) \w+\b[^.?!;]*\b(?:daarna|vanaf|nadien|erna)\b",
    r"\b(?:in|tijdens) (?:de )?(?:ronde \w+|\w+(?:de|ste) ronde)\b[^.?!;]*\b(?:nu|daarna|later|nadien)\b",
    r"\b(?:vanaf|na|sinds) de \d+e ronde\b", r"\b(?:vanaf|sinds) (?:de )?tafel \d+\b", r"\bdaarvoor (?:was|lag|zat|klopte) (?:het|alles|hij|ze) (?:\S+ )?(?:goed|juist|nog goed)\b",
    # the tables (pairs, rounds) before it played it right: "de tafels daarvoor speelden het nog goed"
    r"\b(?:tafels|paren|teams|rondes|ronden) (?:daarvoor|ervoor|eerder|voor hen|voor ons)\b (?:\S+ ){0,4}?(?:nog )?(?:goed|juist|correct|in orde)\b",
    r"\b(?:eerdere|vorige|voorgaande) (?:tafels|paren|teams|rondes|ronden)\b (?:\S+ ){0,4}?(?:nog )?(?:goed|juist|correct|in orde)\b",
    # an old and a new version counted: "3 tafels oude versie, 4 tafels nieuwe"
    r"\b(?:oude|originele|eerste|goede) (?:versie|vorm|verdeling)\b[^.?!;]*\b(?:nieuwe|andere|tweede|vervuilde|foute)\b",
    r"\b(?:nieuwe|vervuilde|foute) (?:versie|vorm|verdeling)\b[^.?!;]*\b(?:oude|originele|eerste|goede)\b",

)
_SAME_FORM = (
    r"\b(?:bij |aan |op |in )?(?:alle|beide) (?:\S+ )?(?:tafels|zalen) (?:\S+ ){0,4}(?:hetzelfde|dezelfde|identiek|gelijk)\b",
    r"\b(?:hetzelfde|dezelfde|identiek|gelijk)\w* (?:\S+ ){0,3}(?:bij|aan|op) (?:alle|beide) (?:\S+ )?tafels\b",
    r"\boveral (?:\S+ ){0,3}(?:dezelfde|hetzelfde|gelijk|identiek)\b",
    r"\b(?:zelfde|dezelfde|hetzelfde|identiek\w*|gelijk\w*)\b (?:(?!niet\b)[^\s.?!;]+ ){0,6}(?:bij|aan|op|in) (?:alle|beide) (?:\S+ )?(?:tafels|zalen)\b",
    r"\belke tafel (?:\S+ ){0,3}(?:dezelfde|hetzelfde)\b",
    r"\b(?:alle|beide) (?:\S+ )?(?:tafels|zalen|paren|teams|spelers)\b(?:(?!\bniet\b)[^.?!;])*\b(?:hetzelfde|dezelfde|identiek|gelijk)\w*\b",
    r"\biedereen (?:\S+ ){0,2}(?:dezelfde|hetzelfde)\b",
    r"\bniets verschoven\b",
    # the whole session in one form
    r"\b(?:de hele|heel de|gedurende de|gans de) (?:avond|middag|ochtend|zitting|dag|wedstrijd|drive)\b[^.?!;]*\b(?:dezelfde|diezelfde|hetzelfde|zelfde)\b",
    r"\b(?:dezelfde|diezelfde|hetzelfde|zelfde)\b[^.?!;]*\b(?:de hele|heel de|gedurende de) (?:avond|middag|ochtend|zitting|dag|wedstrijd|drive)\b",
    r"\b(?:steeds|telkens|altijd|overal) (?:\S+ ){0,2}(?:in )?(?:dezelfde|diezelfde|hetzelfde|zelfde)\b",
    r"\biedereen (?:speelde|speelden|had|kreeg|heeft|heeft gehad) (?:het |hem |dat |die )?(?:zo|die kaarten|die verdeling|die vorm|die versie|dat spel|zo gespeeld)\b",
    # "aan alle tafels lag het spel precies zo", "alle paren hebben het gespeeld met de ♣B bij west"
    r"\b(?:aan|bij|op|in) (?:alle|beide) (?:tafels|zalen)\b (?:(?!niet\b)[^\s.?!;,]+ ){0,4}?(?:precies |net |ook |gewoon )?(?:zo|op die manier)(?= [.,;!?]|$)",
    r"\b(?:alle|beide) (?:tafels|zalen|paren|teams)\b (?:hebben|speelden|hadden|kregen) (?:het|hem|dat bord|het bord|het spel|dat spel) (?:\S+ )?(?:gespeeld |gekregen )?met\b",
)


# Scored within each form only: "onderling vergeleken", "alleen met elkaar vergeleken", "per versie apart gescoord"
_WITHIN = r"(?:onderling|met elkaar|tegen elkaar|apart|afzonderlijk|per (?:vorm|versie|variant|groep))"
_COMPARED = r"(?:vergeleken|vergelijk\w*|gescoord|scoor\w*|gerekend|berekend|gematcht|gescoord)"


def _compared_within_form(text: str) -> bool:
    for clause in re.split(r" [.!?;] ", text):
        if re.search(r"\b(?:niet|geen|niemand)\b", clause):
            continue  # "niet iedereen die tegen elkaar vergeleken wordt speelde dezelfde versie"
        if re.search(rf"\b{_WITHIN}\b(?: [^\s.?!;]+){{0,8}}? {_COMPARED}\b|\b{_COMPARED}\b(?: [^\s.?!;]+){{0,3}}? {_WITHIN}\b|"
                     rf"\b(?:in|met) (?:die|dezelfde|deze|hun|de verkeerde|de vervuilde) (?:vorm|versie|verdeling)\b[^.?!;]*\b{_COMPARED}\b", clause):
            return True
    return False


@extractor("fouled_board", replaces=True)
def fouled_board(reader: Reader) -> dict[str, Any]:
    text = re.sub(r"\br ?(\d{1,2})\b", r"ronde \1", _text(reader))  # "vervuild na r3": a round in shorthand
    facts: dict[str, Any] = {}
    unknown = _any(text, r"\bof (?:alle|beide|iedereen|overal|elke|iedere|ieder)\b", r"\b(?:weet|weten) (?:ik |we |wij )?(?:het )?(?:nog )?niet\b", r"\bonbekend\b", r"\bonduidelijk\b")
    same = False if _any(text, *_DIFFERENT_FORMS) else True if _any(text, *_SAME_FORM) and not unknown else None
    if _compared_within_form(text):  # the forms differ, but each form is scored on its own: those compared played the same
        same = True
    _put(facts, "fouled_same_form_compared", same)
    _put(facts, "team_event", team_event(text))
    return facts


# -- Law 79: score correction ---------------------------------------------------------------------------
_DISAGREE = (r"(?:verschil over|oneens|niet (?:\S+ ){0,2}eens|one?enigheid|verschil(?:len|t|lend)? van mening|ruzie|discussie|meningsverschil|geschil|"
             r"betwist\w*|omstreden|onenig\w*|twist\w*)")
_SCORE_POINTS = r"(?<![\w♠♥♦♣/.,-])-?[1-9]\d{1,3}0(?![\w/.,-]| ?(?:%|punten|procent|mp|imps?)\b)"  # a score in points: 110, -500, 1430
_RESULT_SCORED = r"(?:\b[1-7] ?(?:sa|nt|[♠♥♦♣])|\bCALL) ?(?:=|[+-] ?\d\b|c\b)"
_ISSUE = (
    ("tricks_disputed", (rf"(?<!geen )(?<!zonder )\b{_DISAGREE}\b[^.?!;]*\bslagen\w*", r"\bslagen (?:\S+ ){0,2}anders (?:telt|tellen|telde|telden)\b", r"\bverschil (?:in |over )?(?:het aantal )?slagen\b", rf"\bslagen\w*\b[^.?!;]*\b{_DISAGREE}\b", r"\bslagendiscussie\b",
                         r"\bslagen ?(?:discussie|geschil|ruzie)\b",
                         # "geen overeenstemming over de slagen", "beide paren schrijven een ander aantal slagen op"
                         r"\bgeen (?:overeenstemming|eenstemmigheid) (?:over|bij|in) (?:de|het aantal) (?:\S+ )?slagen\b",
                         r"\b(?:een )?(?:ander|verschillend) aantal slagen\b",
                         r"\bSIDE_(\w+) :? ?(?:\S+ )?\d+ slagen\b[^?!]{0,15}\bSIDE_(?!\1)\w+ :? ?(?:\S+ )?\d+\b",
                         r"\bSIDE_\w+ (?:\S+ ){0,2}(?:\d+|\w+) slagen\b[^.?!]*\bSIDE_\w+ (?:\S+ ){0,2}(?:\d+|\w+)\b",
                         r"\b(?:\d+|\w+) slagen\b (?:volgens|voor) SIDE_\w+[^.?!]*\b(?:\d+|\w+) (?:slagen )?(?:volgens|voor) SIDE_\w+",
                         # each side its own number: "NZ zeggen 10 slagen, OW zeggen 9"
                         r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|claimt|claimen|telt|tellen) (?:er |de leider |de tegenspelers? )?(?:\d+|\w+) slagen\b[^.?!]*\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|telt|tellen) (?:er )?\w+",
                         r"\b(?:zegt|zeggen|beweert|beweren|telt|tellen|houdt vol|houden vol|stelt|stellen)\b[^.?!]*\bslagen\b[^.?!]*"
                         r"\b(?:zegt|zeggen|beweert|beweren|telt|tellen|houdt het op|houden het op)\b")),
    ("recording_error", (r"\b(?:ingevoerd|ingevoerde|ingetikt|ingetypt|ingevuld|invullen|invoeren|intikken|tikte|genoteerd|invoer)\b",
                         r"\b(?:op|in) (?:het|de) (?:uitslag\w*|score\w*|bridgemate|traveller|briefje)\b[^.?!;]*\b(?:staat|stond)\b",
                         r"\bverkeerd berekend\b", r"\b(?:staat|stond) (?:\S+ )?(?:in|op) (?:de |het )?(?:bridgemate|uitslag|scorekaart|scorebriefje|uitslagenlijst|scoreformulier)\b", r"\b(?:tikfout|typfout|typefout|invoerfout|schrijffout|rekenfout)\w*", r"\b(?:verkeerd|fout) (?:getypt\w*|ingetikt\w*|opgeschreven|opgeteld|overgenomen)\b", r"\b(?:in|op) de uitslag\b", r"\ber staat \d+\b",
                         r"\b(?:verkeerd|fout)\w*\b[^.?!;]*\b(?:bridgemate|bevestigd)\b",
                         r"\b(?:bridgemate|bevestigd)\b[^.?!;]*\b(?:verkeerd|fout)\w*",
                         r"\bfout in (?:de|onze|hun|mijn|zijn|haar|jullie|het) (?:uitslag|score)\w*", r"\b(?:verkeerde|foute|onjuiste) (?:score|uitslag)\b",
                         r"\b(?:score|uitslag) (?:[^\s.?!;]+ ){0,4}(?:klopt|klopte) niet\b", r"\ber staat CALL\b",
                         r"\b(?:klopt|klopte|klopten) (?:de|het|hun|onze|die) (?:score|uitslag)\w* (?:\S+ )?niet\b",  # "nu klopt de uitslag niet"
                         r"\b(?:score|uitslag) (?:\S+ ){0,3}(?:verkeerd|fout|onjuist)\b", r"\b(?:uitslag|score)\b[^.?!;]*\b(?:staat|stond) (?:er )?(?:\S+ ){0,3}in plaats van\b", r"\b(?:score|uitslag) (?:\S+ ){0,4}(?:omgedraaid|verwisseld|andersom)\b",
                         r"\b(?:bridgemate|uitslag|uitslagenlijst|scorekaart|scorebriefje|scoreformulier|traveller) (?:\S+ )?(?:toont|geeft|staat|zegt|vermeldt|meldt)\b",
                         r"\b(?:score|uitslag)\b[^.?!;]*\bverkeerde? (?:paar|paren|kant|richting|lijn|bord|spel)\b", r"\b(?:in|op) de bridgemate (?:\S+ )?staat\b", r"\b(?:in|op) de (?:bridgemate|uitslag|scorekaart) (?:\S+ )?(?:staat|staan|stond|stonden)\b[^.?!;]*\b(?:omgedraaid|verwisseld|verkeerd|fout|andersom)\b",
                         # one result written, another that it should be: "3♦ -1 moet 3♦ +1 zijn"
                         rf"{_RESULT_SCORED}[^.?!;]*\b(?:moet|moest|had moeten|hoort|hoorde|eigenlijk|in plaats van)\b[^.?!;]*{_RESULT_SCORED}",
                         rf"\b(?:staat|stond) (?:er )?{_RESULT_SCORED}", rf"{_RESULT_SCORED} (?:\S+ )?(?:staat|stond)\b",
                         # one score got, another it should be: "er staat 620, moet 420 zijn", "kregen 110 maar het had 140 moeten zijn"
                         rf"{_SCORE_POINTS}[^.?!;]*\b(?:moet|moest|moeten|hoort|hoorde|eigenlijk|in plaats van)\b[^.?!;]*{_SCORE_POINTS}",
                         rf"{_SCORE_POINTS}[^.?!;]*{_SCORE_POINTS} (?:\S+ )?(?:moeten|had moeten|te zijn)\b",
                         rf"{_SCORE_POINTS} (?:\S+ )?(?:in plaats van|i\.?p\.?v\.?|ipv) {_SCORE_POINTS}")),
)


_COUNT_WORDS = ("een één twee drie vier vijf zes zeven acht negen tien elf twaalf dertien").split()
_SAYS = r"\b(?:zegt|zeggen|zei|zeiden|beweert|beweren|telt|tellen|telde|telden|stelt|stellen|houdt|houden|volgens|claimt|claimen|denkt|denken|vindt|vinden|menen|meent)\b"


_RESULT = r"(?:\b[1-7](?:sa|nt|[♠♥♦♣])?|\bCALL) ?(?:=|[+-] ?\d\b|gemaakt\b|(?:\d|een|één|twee|drie) down\b)"


def _two_counts(text: str) -> bool:
    """Two sides give their own number of tricks in one sentence ("Leider zegt 11 slagen, tegenspelers 10")."""
    about_tricks = bool(re.search(r"\bslag(?:en)?\b", text))
    for sentence in _sentences(text):
        sides = re.findall(r"\bSIDE_(NZ|OW)\b", sentence)
        if len(set(sides)) == 2 and re.search(rf"{_SAYS}|\b(?:schrijven|schrijft|noteren|noteert)\b", sentence) and not re.search(
                r"\b(?:ingevoerd|ingetikt|ingevuld|genoteerd|bridgemate|scorekaart|uitslag)\b", sentence):
            # each side its own result ("NZ schrijven 3SA=, OW zeggen 3SA-1") or its own count without the word "slagen"
            results = set(re.findall(_RESULT, sentence))
            counts = {int(n) if n.isdigit() else max(_COUNT_WORDS.index(n), 1)
                      for n in re.findall(rf"(?<!bord )(?<!spel )(?<!ronde )(?<!tafel )\b(\d+|{'|'.join(_COUNT_WORDS[1:])})\b(?! ?(?:=|[+-]|min|minuten|uur|punten|%))", sentence)}
            if len(results) >= 2 or (about_tricks or re.search(r"\bkeer gewonnen\b", sentence)) and len({n for n in counts if 1 <= n <= 13}) >= 2:
                return True
        if not (re.search(_SAYS, sentence) or re.search(r"\bSIDE_\w+ (?:\S+ )?\d+\b[^.?!]*\bSIDE_\w+ (?:\S+ )?\d+\b", sentence)):
            continue
        # counts told as "er negen" by two speakers ("de leider zegt dat hij er negen had, de tegenspelers tellen er acht")
        told = {int(n) if n.isdigit() else max(_COUNT_WORDS.index(n), 1)
                for n in re.findall(rf"\ber (?:nog |maar |wel |zelf |toch )?(\d+|{'|'.join(_COUNT_WORDS[1:])})\b(?! ?(?:=|[+-]|min|minuten|uur|punten|%))", sentence)}
        if len({n for n in told if 1 <= n <= 13}) >= 2 and not re.search(r"\b(?:ingevoerd|ingetikt|ingevuld|genoteerd|bridgemate|scorekaart|uitslag)\b", sentence):
            return True
        # the tricks named in this sentence, or in the message and each count said by someone ("Hij zegt 10, wij 9")
        if not (re.search(r"\bslagen\b", sentence) or about_tricks and re.search(
                rf"{_SAYS} (?:er )?(?:\d+|\w+) , (?:[^\s.?!;,]+ ){{1,2}}(?:\d+|\w+)\b", sentence)):
            continue
        if re.search(r"\b(?:ingevoerd|ingetikt|ingevuld|genoteerd|bridgemate|scorekaart|uitslag)\b", sentence):
            continue
        numbers = {int(n) if n.isdigit() else max(_COUNT_WORDS.index(n), 1)
                   for n in re.findall(rf"(?<!bord )(?<!spel )(?<!slag )(?<!ronde )(?<!paar )(?<!tafel )\b(\d+|{'|'.join(_COUNT_WORDS[1:])})\b", sentence)}
        if len({n for n in numbers if 1 <= n <= 13}) >= 2:
            return True
    return False


@extractor("score_correction", replaces=True)
def score_correction(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    facts = _generic_offender(text)
    issue = None if re.search(r"\bslagen\b[^.?!;]*\bverkeerd geteld\b|\bverkeerd geteld\b[^.?!;]*\bslagen\b", text) else _first(text, _ISSUE)
    if issue == "recording_error" and re.match(r"(?:wie|wat|hoe|wanneer|waarom|welke)\b", text) and not re.search(
            rf"\b(?:fout\w*|verkeerd\w*|onjuist\w*|niet|in plaats van|omgedraaid|verwisseld|staat|stond|moet|moest|eigenlijk|maar|als)\b|{_RESULT_SCORED}", text):
        issue = None  # a general question about entering scores ("wie is verantwoordelijk voor het invoeren?"), no error told
    if issue is None and _two_counts(text):
        issue = "tricks_disputed"
    _put(facts, "score_issue", issue)
    _put(facts, "correction_period_open", correction_period_open(text))
    if issue == "recording_error":  # a recording error may say how the play ended, plainly
        _put(facts, "score_claim_made", False if re.search(r"\b(?:geen|zonder) (?:claim|concessie)\b|\bniet (?:geclaimd|geconcedeerd)\b|"
                                                           r"\b(?:alles|helemaal|volledig|geheel) (?:\S+ )?uitgespeeld\b", text) else
             True if re.search(r"\b(?:SEAT_\w|SIDE_\w+|leider|tegenspeler|tegenpartij|tegenstander\w*|ik|wij|we|hij|zij) (?:\S+ )?(?:claimde|claimt|concedeerde|concedeert)\b|"
                               r"\bmet een (?:claim|concessie) (?:\S+ )?(?:beëindigd|geëindigd|afgesloten|afgelopen)\b|\b(?:eindigde|eindigt|beëindigd|geëindigd) (?:\S+ ){0,2}met een (?:claim|concessie)\b|"
                               r"\bna (?:een|de|zijn|haar|hun) (?:claim|concessie)\b", text) else None)
        _put(facts, "score_td_called_before_round_end", _round_timing(text))
    if issue != "recording_error":
        claim_made = None
        no_claim = r"\b(?:geen|zonder) (?:claim|concessie)\b|\bniet (?:geclaimd|geconcedeerd)\b"
        if _any(text, no_claim, r"\b(?:alles|helemaal|volledig) (?:\S+ )?uitgespeeld\b", r"\buitgespeeld\b", r"\bna het uitspelen\b",
                r"\btot (?:de |het )?(?:TRICK_13|laatste slag|laatste kaart|einde) (?:\S+ )?(?:door)?gespeeld\b", r"\bdoorgespeeld\b"):
            claim_made = False
        if _any(text, r"\b(?:claim|geclaimd|concessie|concedeer\w*|geconcedeerd)\b",
                r"\b(?:leider|tegenspeler|blinde|SEAT_\w) (?:\S+ )?claimde\b(?! (?:\S+ )?(?:\d+|\w+) slagen)") and not re.search(no_claim, text):
            # (one side says it was claimed, the other that it was played out: not stated)
            claim_made = None if claim_made is False and _sides_disagree(text) else True
        _put(facts, "score_claim_made", claim_made)
        _put(facts, "score_td_called_before_round_end", _round_timing(text))
    return facts


_SAY_VERB = r"(?:zegt|zeggen|zei|zeiden|beweert|beweren|stelt|stellen|houdt vol|houden vol|vinden|vindt|menen|meent)"


def _sides_disagree(text: str) -> bool:
    """Players of the two sides each say their own version ("NZ zeggen …, OW zeggen …", "OW zeggen …; N en Z zeggen …").
    (A general helper: any reader of disputes could share it.)"""
    sides = []
    for match in re.finditer(rf"\b(SIDE_(?:NZ|OW)|SEAT_[NOZW](?: en SEAT_[NOZW])?) (?:\S+ )?{_SAY_VERB}\b|\b(?:{_SAY_VERB}|volgens) (SIDE_(?:NZ|OW)|SEAT_[NOZW](?: en SEAT_[NOZW])?)\b", text):
        who = match.group(1) or match.group(2)
        seats = set(re.findall(r"[NOZW]", who.replace("SEAT_", "").replace("SIDE_", "")))
        side = "NZ" if seats <= set("NZ") else "OW" if seats <= set("OW") else None
        if side:
            sides.append(side)
    return len(set(sides)) == 2


def _round_timing(text: str) -> bool | None:
    """Whether the director was called before the round ended ("ronde loopt nog", "na afloop van de ronde")."""
    ended = re.search(r"\bna (?:afloop van )?de ronde\b|\bna (?:het )?einde (?:van de |van )?ronde\b", text)
    before = re.split(r" [.!?;,] (?=[^.!?;,]*$)", text[: ended.start()])[0] if ended else ""
    if ended and re.search(r"\b(?:wedstrijdleider|wl) (?:\S+ )?(?:besliste|beslist|bepaalde|oordeelde)\b|\b(?:mijn|zijn|de) (?:beslissing|uitspraak)\b", before):
        return None  # the director had ruled before; the round's end times a later comeback, not the call
    if _any(text, r"\bna (?:afloop van )?de ronde\b", r"\bvolgende ronde (?:\S+ )?(?:al )?(?:begonnen|bezig|gestart|liep|loopt|aan de gang)\b", r"\b(?:geroepen|gehaald|kwam|komt) (?:\S+ ){0,2}in de volgende ronde\b", r"\bna (?:het )?einde (?:van de |van )?ronde\b",
            r"\bronde (?:was )?(?:al )?(?:voorbij|afgelopen)\b", r"\bronde (?:al|allang|toen al) (?:was|is) (?:voorbij|afgelopen|om)\b"):
        return False
    if _any(text, r"\bronde (?:loopt|liep|is|was) nog\b", r"\bronde nog (?:liep|loopt|bezig was|bezig is)\b", r"\bronde (?:is |was )?nog niet (?:voorbij|afgelopen|om)\b", r"\bnog tijdens de ronde\b", r"\bronde (?:is )?nog bezig\b", r"\btijdens (?:de )?ronde\b",
            r"\b(?:in|binnen) dezelfde ronde\b", r"\bvoor (?:het einde|afloop) van de ronde\b", r"\bnog in de ronde\b"):
        return True
    return None
