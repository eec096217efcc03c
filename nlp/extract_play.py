"""Fact extractors for play irregularities: 42/43, 45, 90, and the offender of the rest.

The extractors read a *canonical* form of the message (``canon``): the normalised
tokens joined by spaces, with

    SEAT_N … SEAT_W   a seat named as a player       (GEVER_X: a seat named as dealer)
    HAND_N … HAND_W   a seat's hand ("oosthand")      SIDE_NZ / SIDE_OW   a partnership
    CALL / DBL        a bid / a double or redouble    CARD   a card
    TRICK_7           trick 7 ("7e slag"; "laatste slag" is TRICK_13)
    blinde, leider, tegenspeler, wedstrijdleider, verzaakt, uitleg, systeemkaart, arbitraal, weigert
                      for the typo-tolerant P_ cues ("blinede", "lieder", "verdediger", "verzaakking")

so the Dutch phrase patterns below stay short and still survive typos.
"""

from __future__ import annotations

import re
from typing import Any

from .extract import PARTNER, Reader, extractor
from .normalize import parse_seat, parse_trick_number

# -- the canonical text ------------------------------------------------------------------------
_CANON_CUES = {
    "P_DUMMY": "blinde",
    "P_DECLARER": "leider",
    "P_DEFENDER": "tegenspeler",
    "P_DIRECTOR": "wedstrijdleider",
    "P_REVOKE": "verzaakt",
    "P_EXPLAIN": "uitleg",
    "P_SYSTEM_CARD": "systeemkaart",
    "P_ADJUSTED": "arbitraal",
    "P_REFUSE": "weigert",
}
_DOUBLES = {"doublet", "redoublet", "x", "xx", "dbl", "rdbl", "doubleert", "redoubleert", "doubleerde", "redoubleerde"}
_HAND_RE = re.compile(r"^(noord|oost|zuid|west)(hand|kaarten)$")
_QUESTION_START = re.compile(
    r"^(mag|mogen|moet|moeten|kan|kun|kunnen|wat|hoe|wie|wanneer|welke|waarom|is|geldt|als|klopt|valt|wordt)\b"
)


def canon(reader: Reader) -> str:
    doc = reader.doc
    players = {index for _, index in reader.seats()} | _givers_not_dealers(doc)
    words: list[str | None] = [t.norm_ for t in doc]
    taken: set[int] = set()
    for ent in doc.ents:
        tag = None
        if ent.label_ == "SEAT":
            seat = parse_seat(ent.text)
            if seat:
                tag = f"SEAT_{seat}" if ent.start in players else f"GEVER_{seat}"
        elif ent.label_ == "SIDE":
            tag = "SIDE_NZ" if ent.text.lower().startswith(("n", "z")) else "SIDE_OW"
        elif ent.label_ == "CALL":
            tag = "DBL" if ent.text.lower() in _DOUBLES else "CALL"
        elif ent.label_ == "TRICK":
            number = reader_trick(ent)
            tag = f"TRICK_{number}" if number else "TRICK"
        elif ent.label_ == "CARD":
            tag = "CARD"
        if tag:
            words[ent.start] = tag
            for i in range(ent.start + 1, ent.end):
                words[i] = None
            taken.update(range(ent.start, ent.end))
    for span in doc.spans.get("cues", []):
        word = _CANON_CUES.get(span.label_)
        if word and not taken.intersection(range(span.start, span.end)):
            words[span.start] = word
            for i in range(span.start + 1, span.end):
                words[i] = None
            taken.update(range(span.start, span.end))
    for i, token in enumerate(doc):
        match = _HAND_RE.match(token.lower_)
        if i not in taken and match:
            words[i] = "HAND_" + (parse_seat(match.group(1)) or "")
    return " ".join(w for w in words if w)


def _givers_not_dealers(doc: Any) -> set[int]:
    """Seats before "gaf" that gave something ("N gaf geen alert"), not the deal ("N gaf.")."""
    out = set()
    for ent in doc.ents:
        if ent.label_ == "SEAT" and ent.end + 1 < len(doc) and doc[ent.end].lower_ == "gaf":
            if doc[ent.end + 1].is_alpha:
                out.add(ent.start)
    return out


def reader_trick(ent: Any) -> int | None:
    for token in ent:
        number = parse_trick_number(token.text)
        if number is not None:
            return number
    return None


def general_question(reader: Reader) -> bool:
    """A question about the law ("Mag de blinde …?"), not a report of what happened."""
    return bool(_QUESTION_START.match(reader.lower))


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r" [.!?;] ", f" {text} ") if s.strip()]


def _search(text: str, *patterns: str) -> re.Match | None:
    hits = [m for m in (re.search(p, text) for p in patterns) if m]
    return min(hits, key=lambda m: m.start()) if hits else None


# -- Law 42/43: dummy ------------------------------------------------------------------------------
# What dummy did; the first group are the acts Law 43A2 forbids, the ones that cost dummy his rights.
_VIOLATION_ACTS = ("exchanges_hands", "watches_declarer", "looks_at_defender_hand")

_NOT_VIOLATED = (
    r"\bniet (\S+ ){0,2}(opgestaan|opgestaan geweest|van (zijn|zn|z'n) (stoel|plek|plaats))",
    r"\bniet (\S+ )?geruild|\bniet (\S+ )?gewisseld",
    r"\b(nergens|niet) (\S+ ){0,3}(in )?(gekeken|meegekeken)",
    r"\b(rustig|keurig|gewoon|netjes) (\S+ ){0,2}op (zijn|zn|z'n|haar) (plek|plaats|stoel)",
    r"\b(rustig|gewoon|netjes|keurig) (\S+ ){0,2}(blijven )?zitten",
    r"\b(niks|niets) (verkeerd|fout)s? (gedaan|gedaan heeft)",
    r"\b(stoel|plaats|plek) niet verlaten\b",
)

_ACT_PATTERNS: dict[str, tuple[str, ...]] = {
    "exchanges_hands": (
        r"\b(ruil|ruilt|ruilen|ruilde|ruilden|geruild|wissel|wisselt|wisselen|wisselde|wisselden|gewisseld|verwisselen)\b"
        r"[^.?!;]*\b(hand|handen|kaarten|plaats|plaatsen|stoel|stoelen)\b",
        r"\b(hand|handen|kaarten|plaats|plaatsen|stoel|stoelen)\b[^.?!;]*"
        r"\b(ruil|ruilt|ruilen|ruilde|ruilden|geruild|wissel|wisselt|wisselen|wisselde|wisselden|gewisseld|verwisselen)\b",
    ),
    "watches_declarer": (
        r"\b(staat|stond|opgestaan|opstaan|sta) (\S+ ){0,3}(op|om)\b[^.?!;]*\b(kijk|kijken|kijkt|meekijken|te kijken|staan)\b",
        r"\bachter (de |zijn |haar |zn |z'n )?(leider|partner)\b",
        r"\bover (de|zijn|haar|diens|zn|z'n) schouder\b",
        r"\b(loopt|liep|gaat|ging|staat|stond) (\S+ ){0,2}(naar|achter|bij) (de |zijn |haar )?(leider|partner)\b",
        r"\bin (de |het )?(kaarten|hand) van (de |zijn )?leider\b",
        r"\bkijkt (\S+ )?in diens (kaarten|hand)\b",
    ),
    "looks_at_defender_hand": (
        r"\b(kijkt|keek|kijken|gekeken|kijk|gluurt|gluren|gluurde|loert|loerde|spiekt|spiekte|spieken)\b (\S+ ){0,5}in (de |zijn |haar |diens |zn |z'n |andermans )?(kaarten|hand)\b",
        r"\bin (de |zijn )?(kaarten|hand) (van )?(een |de )?tegenspeler\b",
        r"\bin (de |zijn |haar |diens |andermans )?(kaarten|hand) (van (\S+ ){1,2})?(gekeken|meegekeken|gekeken heeft)\b",
    ),
    "defender_shows_hand": (
        r"\b(laat|liet|toont|toonde|tonen|laten)\b[^.?!;]*\b(hand|kaarten)\b[^.?!;]*\b(aan de blinde|blinde zien)\b",
        r"\b(laat|liet|toont|toonde)\b[^.?!;]*\baan de blinde\b[^.?!;]*\b(hand|kaarten)\b",
        r"\b(hand|kaarten)\b[^.?!;]*\baan de blinde (\S+ )?(laat|laten|liet|toont|tonen|toonde|zien)\b",
    ),
    "asks_revoke": (
        r"\b(vraagt|vragen|vroeg|vraag)\b[^.!;]*\b(geen|renonce|bekennen|bekent|niet kan bekennen)\b",
        r"\b(vraagt|vragen|vroeg|vraag)\b[^.!;]*\bnog (een )?(kaart|kaarten) in\b",
        r"' geen (CARD|schoppen|harten|ruiten|klaveren|♠|♥|♦|♣|\w+) (\S+ )?\?",
    ),
    "warns_wrong_hand": (
        r"\bverkeerde hand\b",
        r"\b(je|jij|u|hij) (bent|zit|is|zat) (nog )?(in|op) (de |je |jouw |zijn )?(hand|tafel)\b",
        r"\bnee ,? tafel\b",
        r"\bniet (op|van|uit) (de )?tafel\b",
        r"\b(in|uit) (de|je|zijn) hand (\S+ )?(in_plaats_van|niet) (op |van |uit )?tafel\b",
    ),
    "prevents_irregularity": (
        r"\bvoorkomen\b",
        r"\bwacht\b",
        r"\bnog niet (moet |mag )?(dichtleggen|dicht leggen|omdraaien|voorspelen)\b",
        r"\b(moet|mag) (de slag )?nog niet (dichtleggen|dicht leggen|omdraaien|voorspelen)\b",
        r"\bSEAT_[NOZW] (moet|moest) nog\b|\bnog (moet|moest) (spelen|bijspelen)\b",
        r"\bniet (moet|moest|mag|mocht) (dichtleggen|dicht leggen|omdraaien|dichtdraaien|voorspelen)\b",
    ),
    "keeps_count": (
        r"\b(bijhouden|bijhoudt|bijgehouden)\b",
        r"\bhoudt\b[^.?!;]*\bbij\b",
        r"\b(telt|tellen|tel|geteld|turft|turven)\b[^.?!;]*\bslagen\b|\bslagen\b[^.?!;]*\b(telt|tellen|geteld)\b",
        r"\brijtjes\b|\bgewonnen en verloren\b",
    ),
    "plays_as_instructed": (
        r"\b(kaart|kaarten) ((spelen|leggen|pakken|neerleggen) )?die (de |zijn |haar )?(leider|partner) (noemt|zegt|vraagt|aangeeft|opgeeft|noemde|vroeg)\b",
        r"\b(volgens|op) (de )?(opdracht|aanwijzing|instructie)\b",
    ),
    "calls_td": (),  # see _calls_td
    "draws_attention": (
        r"\b(wijzen|wijst|wees|gewezen) op\b",
        r"\baandacht (\S+ ){0,2}(vestigen|vestigt|vestigde|gevestigd|trekken)\b",
        r"\b(zegt|zei|roept|riep|merkt|merkte)\b[^.?!;]*\b(verzaakt|verzaking|verzaken|voor (zijn|haar) beurt|"
        r"niet bekend|nog (\S+ )?(schoppen|harten|ruiten|klaveren|CARD)|onregelmatigheid|fout)\b",
        r"\b(als eerste|de eerste die)\b",
        r"\b(onregelmatigheid|verzaakt|fout|overtreding)\b[^.?!;]*\b(meldt|melden|meldde|gemeld|signaleert|signaleren|opmerkt)\b",
        r"\b(meldt|melden|meldde|signaleert|signaleren|opmerkt|merkt)\b[^.?!;]*\b(onregelmatigheid|verzaakt|fout|overtreding)\b",
    ),
    "gives_facts_or_law": (
        r"\bspelregels?\b|\bvolgens (art|artikel|de regels)\b|\bartikel\b",
        r"\b(vertelt|vertelde|legt|legde) (me|mij|de wedstrijdleider|het de wedstrijdleider)\b",
        r"\b(aan|tegen) (de )?wedstrijdleider\b|\bbijzijn van (de )?wedstrijdleider\b",
    ),
    "communicates": (
        r"\b(zucht|zuchtte|knikt|knikte|schudt|schudde|grijnst|lacht|fronst|kreunt|gebaar|gebaart)\b",
        r"\b(communiceren|communiceert|meespelen|commentaar)\b",
        r"\b(aanwijzingen|aanwijzing|tips|tip|hints|hint|advies|raad)\b (\S+ )?(geven|geeft|gaf|gegeven)\b",
        r"\b(geven|geeft|gaf|gegeven)\b (\S+ ){0,3}(aanwijzingen|aanwijzing|tips|tip|hints|hint|advies)\b",
        r"\b(zei|zegt)\b[^.?!;]*\b(rustig aan|denk (even |eens )?na|pas op|goed zo|mooi)\b",
    ),
}
# Order of precedence: the acts Law 43B2/C and 42B name before the general ones.
_ACT_ORDER = (
    "asks_revoke", "warns_wrong_hand", "prevents_irregularity", "calls_td", "gives_facts_or_law",
    "draws_attention", "keeps_count", "plays_as_instructed", "defender_shows_hand", "communicates",
)
_PLUPERFECT = r"\b(had|hadden|was|waren)\b.*\b(geruild|gewisseld|gekeken|meegekeken|opgestaan|gestaan)\b|\bal eerder\b"
# Acts that only happen while the cards are being played.
_PLAY_ONLY = ("asks_declarer_revoke", "asks_defender_revoke", "warns_wrong_hand", "prevents_irregularity",
              "communicates", "watches_declarer")


def _dummy_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bblinde \(? ?SEAT_([NOZW])\b",
        r"\bSEAT_([NOZW]) \(? ?(is |was |als |=)?(de )?blinde\b",
        r"\bblinde (is|was) SEAT_([NOZW])\b",
    )
    if not match:
        return None
    return next(g for g in match.groups() if g and len(g) == 1)


_ACTORS = ("blinde", "hij", "leider", "tegenspeler", "tegenspelers", "partner")


_PREPOSITIONS = {"bij", "aan", "tegen", "van", "met", "achter", "naar", "door", "voor", "op", "over", "om"}


def _actors(words: list[str]) -> list[str]:
    """The players named in ``words`` as someone acting (not after a preposition: "bij de leider")."""
    out = []
    for i, word in enumerate(words):
        if word in _ACTORS or word.startswith(("SEAT_", "SIDE_")):
            prior = [w for w in words[max(0, i - 2): i] if w not in ("de", "een", "zijn", "haar", "die")]
            if not (prior and prior[-1] in _PREPOSITIONS):
                out.append(word)
    return out


def _by_dummy(text: str, match: re.Match, dummy: str | None) -> bool:
    """Dummy (or "hij" after dummy) is named before the act, in the same sentence."""
    start = max(text.rfind(" . ", 0, match.start()), text.rfind(" ? ", 0, match.start()), text.rfind(" ! ", 0, match.start()))
    near = text[start + 1 if start >= 0 else 0: match.start()].split() + text[match.start():].split()[1:4]
    return "blinde" in near or bool(dummy and f"SEAT_{dummy}" in near)


def _calls_td(text: str, dummy: str | None) -> re.Match | None:
    for sentence in _sentences(text):
        for match in re.finditer(r"\b(roept|riep|haalt|haalde)\b(?P<obj>( [^ ,:]+){0,6}) wedstrijdleider\b", sentence):
            subject = _actors(match.group("obj").split())[:1] or _actors(sentence[: match.start()].split())[-1:]
            subject = subject[0] if subject else None
            if subject == "blinde" or subject == "hij" and "blinde" in sentence:
                return match
            if subject and subject.startswith("SEAT_") and subject[-1] == dummy:
                return match
        match = re.search(r"\bblinde\b[^.?!;]*\bwedstrijdleider (\S+ )?(erbij |er bij )?(roepen|halen)\b", sentence)
        if match:
            return match
    return None


def _revoke_asked(text: str, dummy: str | None) -> str:
    """Whom dummy asked whether he has none of the suit: declarer or a defender."""
    match = _search(
        text,
        r"\b(vraagt|vragen|vroeg|vraag) (aan )?(de |zijn |haar |een |die )?(?P<who>leider|tegenspeler|partner|SEAT_[NOZW])\b",
        r"\baan (de |zijn |haar |een |die )?(?P<who>leider|tegenspeler|partner|SEAT_[NOZW]) (\S+ )?(te )?(vragen|vraagt|vroeg)\b",
    )
    if match:
        who = match.group("who")
    else:
        # "N vraagt of hij …": the player who just failed to follow.
        found = re.findall(r"\b(leider|tegenspeler|SEAT_[NOZW]) (gooit|gooide|speelt|speelde|legt|legde|bijlegt)\b", text)
        who = found[-1][0] if found else "leider"
    if who in ("leider", "partner"):
        return "asks_declarer_revoke"
    if who == "tegenspeler":
        return "asks_defender_revoke"
    if dummy and who[-1] == PARTNER[dummy]:
        return "asks_declarer_revoke"
    return "asks_defender_revoke"


@extractor("dummy_conduct")
def dummy_conduct(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    text = canon(reader)
    violated: bool | None = None
    if _search(text, *_NOT_VIOLATED):
        violated = False
        for pattern in _NOT_VIOLATED:  # the denied acts must not count as acts
            text = re.sub(pattern, " ", text)
    dummy = _dummy_seat(text)

    found: dict[str, re.Match] = {}
    for act, patterns in _ACT_PATTERNS.items():
        match = _calls_td(text, dummy) if act == "calls_td" else _search(text, *patterns) if patterns else None
        if match and act == "asks_revoke" and not _by_dummy(text, match, dummy):
            match = None
        if match:
            found[act] = match
    if "looks_at_defender_hand" in found:
        # Whose cards: declarer's ("van zijn partner N", "diens" after "de leider") is watching declarer.
        looks = found["looks_at_defender_hand"]
        owner = " ".join(text[looks.end():].split()[:4])
        partner = f"|SEAT_{PARTNER[dummy]}" if dummy else ""
        if re.match(rf"(van )?(de |zijn |haar )?(partner |leider )?(leider|partner{partner})\b", owner) or (
            "watches_declarer" in found and "leider" in text[found["watches_declarer"].start(): looks.end()]
        ):
            found.setdefault("watches_declarer", looks)
            del found["looks_at_defender_hand"]

    action = next((a for a in _ACT_ORDER if a in found), None)
    restricted = sorted((a for a in _VIOLATION_ACTS if a in found), key=lambda a: found[a].start())
    earlier = [a for a in restricted if _pluperfect(text, found[a].start())]
    if restricted and action is None:
        current = [a for a in restricted if a not in earlier]
        action = current[0] if current else restricted[-1]
    if any(a != action for a in restricted):
        violated = True  # the forbidden act came first; the act asked about is another one
    if action == "asks_revoke":
        action = _revoke_asked(text, dummy)
    if action:
        facts["dummy_action"] = action
    if violated is not None:
        facts["dummy_violated_43a2"] = violated

    drawn = _attention_drawn(text, action)
    if drawn is not None:
        facts["attention_already_drawn"] = drawn
    during = _during_play(reader, text, action)
    if during is not None:
        facts["during_play"] = during
    return facts


_CLAUSE_BREAK = re.compile(r" (?:[.,;:?!]|en|maar|daarna|toen|later) ")


def _clause_at(text: str, pos: int) -> str:
    """The clause of ``text`` around character ``pos``."""
    start = 0
    for match in _CLAUSE_BREAK.finditer(text):
        if match.end() <= pos:
            start = match.end()
        elif match.start() >= pos:
            return text[start: match.start()]
    return text[start:]


def _pluperfect(text: str, pos: int) -> bool:
    """The act is told as something that had already happened ("had … geruild", "al eerder")."""
    return bool(re.search(_PLUPERFECT, _clause_at(text, pos)))


def _attention_drawn(text: str, action: str | None) -> bool | None:
    if _search(
        text,
        r"\b(niemand|nog niemand)\b[^.?!;]*\b(gezegd|gezien|opgemerkt|gemerkt|iets|gewezen)\b",
        r"\bverder had niemand\b",
        r"\b(als eerste|de eerste die)\b",
        r"\b(nog )?(niks|niets) van gezegd\b",
        r"\buit (zichzelf|zich zelf)\b",
    ):
        return False
    if action not in ("calls_td", "draws_attention"):
        return None
    if _search(
        text,
        r"\bal (\S+ ){0,3}(gewezen|opgemerkt|gezegd)\b",
        r"\bnadat (de |een )?(leider|tegenspeler|SEAT_[NOZW]|partner)\b[^.?!;]*\b(al|gewezen|gezegd)\b",
        r"\b(zegt|zei|wijst|wees)\b[^.!]*\b(daarna|pas daarna|dan|vervolgens)\b[^.!]*\bblinde\b",
        r"\b(zegt|zei) (\S+ ){0,3}(er )?(meteen |direct )?iets van\b",
        r"\b(leider|tegenspeler|SEAT_[NOZW]|partner) (zegt|zei|wijst|wees|merkt|roept)\b[^.!]*\b(daarna|pas daarna|dan)\b[^.!]*\b(roept|zegt|zei)\b",
        r"\b(zegt|zei|wijst|wees|merkt) (de |een )?(leider|tegenspeler|SEAT_[NOZW]|partner)\b[^.!]*\b(daarna|pas daarna|dan)\b[^.!]*\b(roept|zegt|zei)\b",
    ):
        return True
    return None


def _during_play(reader: Reader, text: str, action: str | None) -> bool | None:
    if _search(
        text,
        r"\bna (afloop|het spel|het spelen|de TRICK_13)\b",
        r"\b(spel|spelen) (was |is )?(klaar|afgelopen|voorbij)\b",
    ):
        return False
    if _search(
        text,
        r"\btijdens (het |de )?(spel|spelen|afspel)\b",
        r"\b(spel|spelen) (is |was )?nog (bezig|aan de gang)\b",
        r"\bmidden in (het )?(spel|spelen)\b",
        r"\bhalverwege (het )?spel\b",
    ):
        return True
    for sentence in _sentences(text):
        if re.match(r"^(in |na |bij )?(de )?TRICK_\d+\b", sentence):
            return True
    if action in _PLAY_ONLY and not general_question(reader):
        return True
    return None


# -- Law 45: cards played ---------------------------------------------------------------------------
@extractor("card_misplayed_by_dummy")
def card_misplayed_by_dummy(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    if _search(
        text,
        r"\b(meteen|direct|onmiddellijk|metteen)\b",
        r"\bzolang de slag nog (niet )?(af|bezig|open)\b",
        r"\bvoordat (de |het )?(volgende slag|slag af)\b",
        r"\b(voordat|nog voor) (iemand|er iemand|een van beide partijen|beide partijen|de tegenspelers|de partijen|de leider|de blinde)? ?(\S+ )?(in )?(de )?volgende slag\b",
        r"\bnog niemand (\S+ )?(gespeeld|bijgespeeld|iets gelegd)\b",
        r"\b(leider|blinde|tegenspeler|partner|SEAT_[NOZW]) (heeft|had) (daar |er )?nog niet (bij)?gespeeld\b",
        r"\bverder had nog niemand\b",
        r"\bin dezelfde slag\b",
    ):
        return {"attention_before_next_trick": True}
    if _search(
        text,
        r"\bslagen later\b|\blater (pas )?(opgemerkt|gezien|ontdekt|gemerkt)\b",
        r"\bna (de volgende slag|afloop|het spel)\b",
        r"\b(einde|eind) van het spel\b",
        r"\b(beide partijen|allebei|iedereen)\b[^.?!;]*\bvolgende slag\b[^.?!;]*\b(gespeeld|bijgespeeld|voorgespeeld)\b",
        r"\bbeide partijen al\b",
        r"\bvolgende slag\b[^.?!]*\b(ook al|al op) (\S+ )?(bijgespeeld|gespeeld|bijgelegd|gelegd)\b",
        r"\b(ook al|al op) (\S+ )?(bijgespeeld|bijgelegd)\b",
    ):
        return {"attention_before_next_trick": False}
    return {}


@extractor("fifth_card")
def fifth_card(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    text = canon(reader)
    role = _fifth_card_role(text)
    if role:
        facts["player_role"] = role
    deemed = _deemed_lead(text)
    if deemed is not None:
        facts["deemed_lead"] = deemed
    return facts


def _fifth_card_role(text: str) -> str | None:
    declarer = re.search(r"\bleider\b", text)
    defender = re.search(r"\btegenspeler\b", text)
    if declarer and defender:
        return "declarer" if declarer.start() < defender.start() else "defender"
    if declarer:
        return "declarer"
    if defender:
        return "defender"
    # A seat and the contract's side: "oost legde … Contract van NZ."
    seat = re.search(r"\bSEAT_([NOZW])\b", text)
    side = _search(
        text,
        r"\bcontract (\S+ )?(van|door|voor) (?P<side>SIDE_(NZ|OW))\b",
        r"\b(?P<side>SIDE_(NZ|OW)) (speelt|speelden|spelen|is leider|zijn leider|speelde)\b",
    )
    if seat and side:
        declaring = {"SIDE_NZ": "NZ", "SIDE_OW": "OW"}[side.group("side")]
        return "declarer" if seat.group(1) in declaring else "defender"
    return None


_LEAD_WORD = r"\b(voor(ge)?spe\w*|voor te spe\w*|lead|leads|uitkomst)\b"
_LEAD_DENIED = (
    r"\b(geen|niet)\b( [^ .,;:?!]+){0,3} " + _LEAD_WORD,
    r"\bniet (bedoeld )?als " + _LEAD_WORD,
)
_ACCIDENT = r"\b(per ongeluk|gefumbled|gefumbeld|viel|valt|vallen|oeps|schrok|onbedoeld)\b"


def _deemed_lead(text: str) -> bool | None:
    """Law 45E: the director deems the fifth card a lead (or says it was none)."""
    if re.search(_LEAD_WORD + r" (,? )?of (niet|geen|toch niet)\b", text):
        return None  # the question asked, not an answer
    if _search(text, *_LEAD_DENIED):
        return False
    if re.search(_LEAD_WORD, text):
        return True
    if re.search(_ACCIDENT, text):
        return False  # a card that slipped is no lead
    return None


@extractor("dummy_indicates_card", "trick_quitted_early")
def nothing_annotated(reader: Reader) -> dict[str, Any]:
    """Law 45F and 45G: the rulings need no facts beyond the irregularity itself."""
    return {}


# -- Law 90: procedural penalties -----------------------------------------------------------------
# (offence, cue labels of which one suffices, phrase patterns); the first offence that fits wins.
_OFFENCES: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("non_compliance", (), (
        r"\bweigert\b",
        r"\b(aanwijzing|aanwijzingen|instructie|instructies|opdracht)\b[^.?!;]*\b(niet|negeert|negeren|negeerde|negeerden|lapt|lappen)\b",
        r"\bniet (op )?(volgt|volgen|opvolgt|opvolgen|opgevolgd)\b",
        r"\b(negeert|negeerde|negeren|negeerden)\b[^.?!;]*\b(aanwijzing|aanwijzingen|instructie|instructies|opdracht)\b",
    )),
    ("error_requiring_adjusted_score", (), (r"\barbitraal\b",)),
    ("late_arrival", ("P_LATE",), (
        r"\b(kwam|kwamen|komt|komen) pas\b",
        r"\b(laat|later) (binnen|terug|aan tafel)\b",
    )),
    ("slow_play", ("P_SLOW",), (
        r"\b(denkt|dacht|nadenken|denken)\b[^.?!;]*\b(minu\w*|eeuwig\w*|eindeloos|lang)\b",
    )),
    ("comparing_scores", (), (
        r"\b(scores?|uitslagen|uitslag|resultaten|gescoord)\b[^.?!;]*\b(vergelijk\w*|vraagt|vragen|vroeg|vroegen)\b",
        r"\b(vergelijk\w*|vraagt|vragen|vroeg|vroegen)\b[^.?!;]*\b(scores?|uitslagen|uitslag|resultaten|gescoord)\b",
    )),
    ("audible_discussion", (), (
        r"\b(hardop|luid|hard|riep|roept|schreeuwt|bespreekt|bespreken|besproken|praat|praten)\b",
    )),
    ("card_in_wrong_pocket", (), (
        r"\b(noord|oost|zuid|west)?(vak|vakje|bordvak)\b",
    )),
    ("touching_others_cards", (), (
        r"\b(pakt|pakte|pakken|graait|graaide|bekijkt|bekijken|aanraken|raakt|trekt)\b[^.?!;]*\bkaarten van\b",
        r"\bkaarten van (SEAT_[NOZW]|zijn|haar|je|de|een) (\S+ ){0,2}(uit het bord |op )?(bekijkt|bekijken|pakt|pakken|aanraakt|om te zien|om te kijken)\b",
        r"\bin de kaarten van\b",
    )),
)
_OVERHEARD = r"\b(buurtafel|ernaast|naast|gehoord|hoort|horen|hoorde|volgende tafel|andere tafel|de zaal)\b"


@extractor("procedural")
def procedural(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    for offence, cues, patterns in _OFFENCES:
        hit = any(reader.has(cue) for cue in cues) or bool(_search(text, *patterns))
        if hit and offence == "audible_discussion":
            hit = reader.has("P_OVERHEARD") or bool(re.search(_OVERHEARD, text))  # heard at another table
        if hit:
            return {"offence": offence}
    if reader.has_words() and not re.match(r"^(wat|hoe|wanneer|welke) (is|zijn|werkt|werken|hoog|zwaar|betekent)\b", text):
        return {"offence": "other"}  # a described disturbance that is none of the named ones
    return {}


# -- the offender, for the irregularities without rules yet ---------------------------------------------
S = r"(?P<s>(SEAT|HAND)_[NOZW])"
_W = r"(?!(?:SEAT|HAND|SIDE)_)[^ .,;:?!]+"  # one word of the clause, not a seat

# The seat acted wrongly here.
_OFFENDING = (
    rf"{S} ({_W} ){{0,2}}(toch|alsnog)\b",
    rf"{S} nog (CALL|DBL|[1-9]|een DBL|een bod)\b",
    rf"(?<!CALL )(?<!gespeeld )(?<!gewonnen )(?<!gedeeld )(?<!contract )\bdoor (de |een )?(tegenspeler |leider |verdediger )?{S}",
    rf"{S} (gooit|speelt|legt|speelde|legde|gooide|pakt|pakte)( {_W}){{0,2}} al\b",
    rf"{S} ({_W} ){{0,2}}te vroeg\b",
    rf"(onvoldoende bod|strafkaart|strafkaarten|onregelmatigheid|verzaakt|claim|uitkomst|turn|CARD|uitleg|fout|bid|play) van (tegenspeler |leider |de leider )?{S}",
    rf"CALL van {S} (is|was) onvoldoende\b",
    rf"\b(daarna|toen|vervolgens|dan) {_W} {S}",
    rf"\bdat {S} ({_W} ){{0,3}}(gebruikt|gebruikte|gebruikten|benut|benutte)\b",
    rf"{S} (claimt|claimde|concedeert|concedeerde)\b",
    rf"{S} (\(?tegenspeler\)? )?geeft ([^.?!;]+ )?af\b",
    rf"{S} (met|heeft|had) ({_W} ){{0,2}}strafkaart",
    rf"verkeerde tegenspeler \(? ?{S}",
)
# The seat is only the scene: contract, dealer, turn, the trick's winner, a partner, an earlier legal call.
_BACKGROUND = (
    rf"\bcontract ({_W} ){{0,2}}(door|van) {S}",
    rf"\bCALL ({_W} )?door {S}",
    rf"\b(gespeeld|gewonnen|gedeeld|gegeven|gedoubleerd) door {S}",
    rf"{S} (speelt|speelde|spelen) (CALL|het contract)",
    rf"{S} (is|werd|wordt|was) (de )?leider\b",
    rf"\bleider (is|was|wordt|werd) {S}",
    rf"(^|[.,;:] )leider {S} ([.,;:]|$)",
    rf"\b(terwijl|voordat|zolang) ({_W} ){{0,2}}{S}",
    rf"{S} (had|heeft) ({_W} ){{0,3}}(gewonnen|geboden|moeten|gedoubleerd)\b",
    rf"{S} had al\b",
    rf"{S} ((is|was) )?aan (de beurt|slag|de uitkomst)\b",
    rf"{S} moest (nog|uitkomen|bijspelen|voorspelen)\b",
    rf"{S} (heeft|had) ({_W} ){{0,2}}nog\b",
    rf"\bdat {S} nog\b",
    rf"\b(CALL|DBL|bod|pas|opening|hand|handen) van ({_W} ){{0,2}}{S}",
    rf"\b(zijn|haar|mijn|z'n|zn|je) partner \(? ?{S}",
    rf"{S} (en|of) (SEAT|HAND)_[NOZW]",
    rf"(SEAT|HAND)_[NOZW] (en|of) {S}",
    rf"\b(tussen|bij) {S}",
    rf"{S} (opent|opende)\b",
    rf"{S} (gaf|geeft) de (slot)?pas\b",
)
# The message's writer: the offender only if nobody else is named.
_SPEAKER = rf"\bik (zit|ben|speel|was) (de )?(leider |blinde |tegenspeler )?\(? ?{S}"


def _seat_marks(text: str, patterns: tuple[str, ...]) -> set[int]:
    marks: set[int] = set()
    for pattern in patterns:
        for match in re.finditer(pattern, text):
            marks.add(match.start("s"))
    return marks


def _misbid_not_misexplained(text: str) -> bool:
    """Law 75: the explanation matched the agreement; the player misbid. Nobody offended."""
    if not re.search(r"\b(uitleg|uit|alert\w*|systeemkaart|afspraak)\b", text):
        return False
    if _search(text, r"\b(uitleg|alert) (klopt|klopte|was juist|is juist|was correct)\b",
               r"\b(staat|stond) ook (zo )?op\b", r"\bgewoon verkeerd geboden\b", r"\bverkeerd bedoeld\b"):
        return True
    match = re.search(r"\bop (de|hun|zijn) systeemkaart (staat|stond) (ook )?(\w+)", text)
    return bool(match and re.search(rf"\b{re.escape(match.group(4))}\b", text[: match.start()]))


def find_offender(text: str) -> str | None:
    if _misbid_not_misexplained(text):
        return None
    mentions = [(m.start(), m.group(0)) for m in re.finditer(r"\b(SEAT|HAND)_[NOZW]\b", text)]
    if not mentions:
        return None
    offending = _seat_marks(text, _OFFENDING)
    background = _seat_marks(text, _BACKGROUND) - offending
    speaker = _seat_marks(text, (_SPEAKER,))
    for pos, tag in mentions:
        if pos in offending:
            return tag[-1]
    for pos, tag in mentions:
        if pos not in background and pos not in speaker and tag.startswith("SEAT_"):
            return tag[-1]
    for pos, tag in mentions:
        if pos not in background:
            return tag[-1]
    return None


_NO_RULES_YET = (
    "insufficient_bid", "card_exposed_during_auction", "call_after_final_pass", "inadmissible_call",
    "opening_lead_out_of_turn", "lead_out_of_turn", "premature_play", "penalty_card", "card_played", "claim",
    "unauthorized_information", "misinformation", "missing_card", "wrong_board", "fouled_board",
    "forfeiture_of_rectification", "score_correction",
)


@extractor(*_NO_RULES_YET)
def offender(reader: Reader) -> dict[str, Any]:
    seat = find_offender(canon(reader))
    return {"offender": seat} if seat else {}
