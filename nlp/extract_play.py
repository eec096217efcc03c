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
    return " ".join(_SHORT_ROLES.get(w, w) for w in words if w)


# Table shorthand for the roles that the shared abbreviation list does not spell out (could be shared there).
_SHORT_ROLES = {"bl": "blinde", "bl.": "blinde", "ld": "leider", "ld.": "leider", "ldr": "leider",
                "speelvoerder": "leider", "spelvoerder": "leider"}


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


# Polite openers before the question itself: "neemt u mij niet kwalijk, maar mag de blinde …?"
_POLITE_OPENER = re.compile(
    r"^((neemt u (mij|me) niet kwalijk|excuseer( mij| me)?|excuseert u (mij|me)|sorry|pardon|beste \w+|geachte \w+|goedenavond|goedemiddag"
    r"|goedemorgen|hallo|hoi|meneer|mevrouw|met alle respect|mag ik u (iets|wat) vragen( \?)?)( (meneer|mevrouw|heer|wedstrijdleider))?"
    r" ?[,!.]? ?(maar |dan |eens )?)+")


# "wij vroegen ons af of …", "ik vraag me af of …": an indirect question about the law
_WONDER = re.compile(r"^((ik|wij|we) (vraag|vragen|vroeg|vroegen) (me|mij|ons) af |(ik|wij|we) (wil|willen|wilde|wilden) (graag )?weten )(?=of )")


def general_question(reader: Reader) -> bool:
    """A question about the law ("Mag de blinde …?"), not a report of what happened ("Als blinde zag ik …")."""
    lower = _POLITE_OPENER.sub("", reader.lower)
    if _WONDER.match(lower):
        return True
    match = _QUESTION_START.match(lower)
    if match and match.group(1) == "als" and re.match(
            r"als (de )?(blinde|dummy|leider|tegenspeler|verdediger|wedstrijdleider|wl|td) \w+ (ik|wij|we)\b", lower):
        return False  # "als blinde heb ik …": the writer's role, a report
    if not match and "?" in reader.lower and re.match(
            r"(ben|bent|heb|hebt|heeft|raak|raakt|raken|verlies|verliest|verliezen|krijg|krijgt|krijgen|zou|zouden|word|kon|mocht|hoort)"
            r" (ik|je|jij|hij|zij|de|een|we|wij|u)\b", lower):
        return True  # "ben ik als blinde mijn rechten kwijt als …?"
    return bool(match) and (match.group(1) != "als" or "?" in reader.lower)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r" [.!?;] ", f" {text} ") if s.strip()]


def _search(text: str, *patterns: str) -> re.Match | None:
    hits = [m for m in (re.search(p, text) for p in patterns) if m]
    return min(hits, key=lambda m: m.start()) if hits else None


# An English phrase now and then ("dummy stood up", "looked at declarer's hand"): its Dutch words,
# so the Dutch patterns read it too. (Could be shared with the other play extractors.)
_ENGLISH = (
    (r"\bdeclarer's (hand|cards)\b", r"de \1 van de leider"),
    (r"\b(defender|opponent)'s (hand|cards)\b", r"de \2 van de tegenspeler"),
    (r"\b(stood|stands|gets|got) up\b", "stond op"),
    (r"\b(looked|looks|looking|peeked|peeks|peeking|peaked) (at|into|in)\b", "keek in"),
    (r"\b(asked|asks)\b", "vroeg"),
    (r"\b(called|calls)\b", "riep"),
    (r"\b(said|says|told|tells)\b", "zei"),
    (r"\b(declarer)\b", "leider"),
    (r"\b(defenders|opponents)\b", "tegenspelers"),
    (r"\b(defender|opponent)\b", "tegenspeler"),
    (r"\b(two|three|four|2|3|4) tricks later\b", "twee slagen later"),
    (r"\b(noticed|discovered|spotted|seen)\b", "opgemerkt"),
    (r"\b(immediately|at once|right away)\b", "meteen"),
    (r"\bnext trick\b", "volgende slag"),
    (r"\bsame trick\b", "dezelfde slag"),
    (r"\b(trick)s?\b", "slag"),
    (r"\b(during play|during the play)\b", "tijdens het spel"),
    (r"\b(after the (hand|board|play))\b", "na afloop"),
    (r"\b(and)\b", "en"),
)


_ACCENTS = str.maketrans("áàâäéèêëíìîïóòôöúùûü", "aaaaeeeeiiiioooouuuu")


def _dutch(text: str) -> str:
    text = text.translate(_ACCENTS)  # "ná afloop", "één"
    if not re.search(r"\b(the|and|at|up|into|declarer|asked|looked|said|stood|noticed|tricks|peeked|peeks|peeking|peaked|looking)\b", text):
        return text
    for pattern, dutch in _ENGLISH:
        text = re.sub(pattern, dutch, text)
    return text


# -- Law 42/43: dummy ------------------------------------------------------------------------------
# What dummy did; the first group are the acts Law 43A2 forbids, the ones that cost dummy his rights.
# A possessive or article before an order ("op zijn aanwijzing", "volgens de opdracht", "op diens verzoek").
_WHOSE = r"(?:(?:de|zijn|z'n|haar|mijn|m'n|jouw|je|uw|diens|hun|onze) )?"
_VIOLATION_ACTS = ("exchanges_hands", "watches_declarer", "looks_at_defender_hand")

_NOT_VIOLATED = (
    r"\bniet (\S+ ){0,2}(opgestaan|opgestaan geweest|van (zijn|zn|z'n) (stoel|plek|plaats))",
    r"\bniet (\S+ )?geruild|\bniet (\S+ )?gewisseld",
    r"\b(nergens|niet) (\S+ ){0,3}(in )?(gekeken|meegekeken)",
    r"\b(keek|kijkt|keken|gluurde|gluurt|loerde|loert|spiekte|spiekt) (ook |zelf |echt |verder )?(niet|nergens|nooit)( (in|bij|mee|over))?"
    r"( (de|zijn|haar|andermans|iemands|diens))?( (kaarten|hand|handen|waaier|schouder))?\b",
    r"\b(stond|staat|ruilde|ruilt|wisselde|wisselt) (ook |zelf |echt )?(niet|nooit) (op|om)?\b",
    r"\b(rustig|keurig|gewoon|netjes|stil|stilletjes) (\S+ ){0,2}op (zijn|zn|z'n|haar) (plek|plaats|stoel)",
    r"\b(het hele spel|de hele tijd|heel de tijd|steeds|al die tijd) (\S+ ){0,2}op (zijn|zn|z'n|haar) (plek|plaats|stoel) (\S+ )?(gezeten|gebleven|zat|bleef)\b",
    r"\b(rustig|gewoon|netjes|keurig) (\S+ ){0,2}(blijven )?zitten",
    r"\b(niks|niets) (verkeerd|fout)s? (had |heeft |hadden )?(gedaan|gedaan heeft)",
    r"\b(stoel|plaats|plek) niet verlaten\b",
    r"\bin (geen|niemands) (enkele )?(\S+ )?(kaarten|hand)\b( \S+){0,2} (gekeken|meegekeken)\b",
    r"\b(geen (enkele )?(keer|moment)|nooit|nimmer) (\S+ ){0,4}(gekeken|meegekeken|opgestaan|geruild|gewisseld)\b",
)

# Verb forms, spelled out once: the acts are told in every tense, and in the passive voice.
_SWAP = r"\w*(?:ruil|wissel|switch|swap)\w*"  # ruilt, omgeruild, verwisseld, omwisselen
_ASK = (r"(?:vraagt|vragen|vroeg|vroegen|vraag|vraagd|gevraagd|checkt|checkte|gecheckt|checken|informeert|informeerde"
        r"|controleert|controleerde|polst|polste|nagaan|nagegaan|navragen|nagevraagd|informeren)")
_LOOK = (r"(?:kijkt|keek|keken|kijken|gekeken|kijk|gluurt|gluren|gluurde|loert|loerde|spiekt|spiekte|spieken|meekijken|meegekeken"
         r"|spiedt|spiedde|spieden|bespiedt|bespiedde|piept|piepte|snuffelt|leest|las|lazen|lezen|meelezen|meeleest|meelas"
         r"|ingekeken|inkijken|ingezien|inzien|tuurt|tuurde|turen|getuurd|staart|staarde|gestaard)")
_SEE = r"(?:zag|zagen|ziet|zie|gezien|bekeek|bekijkt|bekijken|bekeken|ingezien|inzag|inziet|ingekeken|inkeek)"
# Someone who is not dummy's side: whose cards dummy saw, or who showed dummy his hand.
_DEFENDER = (r"(?:tegenspeler|tegenspelers|tegenstander|tegenstanders|linkertegenstander|rechtertegenstander"
             r"|verdediger|verdedigers)")
_SUIT = r"(?:CARD|schoppen|harten|ruiten|klaveren|♠|♥|♦|♣)"

_ACT_PATTERNS: dict[str, tuple[str, ...]] = {
    "exchanges_hands": (
        r"\b(blinde|leider)\b[^.?!;]*\b(gaf|geeft|overhandigt|overhandigde) (hem|haar|de leider|leider|de blinde|blinde) (\S+ ){0,2}(kaarten|hand)\b",
        r"\b(speelt|speelde|spelen|speelden|te spelen)\b[^.?!;]*\b(elkaars|elkanders|de mijne|de zijne|de hare)\b|\b(elkaars|elkanders) (kaarten|hand|handen)\b",
        # gives his own hand and takes declarer's
        r"\b(legt|legde|geeft|gaf)\b (\S+ ){0,3}(hand|kaarten)\b[^.?!;]*\b(pakt|pakte|neemt|nam)\b (\S+ ){0,2}(kaarten|hand) van\b",
        r"\b(kaarten|hand)\b (\S+ ){0,2}(overgenomen|overnemen|overneemt)\b|\b(neemt|nam|namen) (\S+ ){0,3}(kaarten|hand) (\S+ ){0,3}over\b",
        r"\b(leider|blinde)\b (\S+ ){0,3}(gaf|geeft|gaven|overhandigt|overhandigde|reikt|reikte)\b (\S+ ){0,3}(kaarten|hand)\b"
        r" (\S+ ){0,2}aan (de |zijn |haar )?(leider|blinde|partner)\b",
        r"\b(pakt|pakte|neemt|nam) (\S+ ){0,3}(kaarten|hand)\b[^.?!;]*\b(gaf|geeft|gaven|geven) (\S+ ){0,2}(de zijne|de hare|zijn kaarten"
        r"|zijn hand|haar kaarten|haar hand)\b",
        r"\b(gaven|geven|gaf|geeft|gegeven|overhandigden|overhandigen|reikten|reiken) (\S+ ){0,5}elkaar (\S+ ){0,4}(kaarten|hand|handen)\b",
        rf"\b{_SWAP}\b[^.?!;]*\b(hand|handen|kaarten|plaats|plaatsen|stoel|stoelen|plek|plekken|zitplaats|zitplaatsen)\b",
        rf"\b(hand|handen|kaarten|plaats|plaatsen|stoel|stoelen|plek|plekken|zitplaats|zitplaatsen)\b[^.?!;]*\b{_SWAP}\b",
    ),
    "watches_declarer": (
        r"\b(staat|stond|opgestaan|opstaan|sta) (\S+ ){0,3}(op|om)\b[^.?!;]*"
        r"\b(kijk|kijken|kijkt|meekijken|te kijken|staan|bekijken|te zien|volgen)\b",
        r"\bachter (de |zijn |haar |zn |z'n |mijn )?(leider|partner)\b",
        r"\bachter (de |zijn |haar )?(stoel|rug) (van )?(de |zijn |haar )?(leider|partner)\b",
        r"\b(meekijken|meegekeken|meekijkt|meekeek|mee te kijken|meekijkend) (bij|achter|naast) (de |zijn |haar )?(leider|partner)\b",
        rf"\bover (de|zijn|haar|diens|zn|z'n) (schouder|rug)\b(?! van ((de |een |zijn |haar |mijn )?{_DEFENDER}|SEAT_[NOZW] (, |\( )?(de |een )?{_DEFENDER})\b)",
        r"\b(loopt|liep|gaat|ging|staat|stond|wandelt|wandelde|schuift|schoof|komt|kwam) (\S+ ){0,4}(naar|achter|bij) (de |zijn |haar )?"
        r"(leider|partner|stoel van (de |zijn |haar )?(leider|partner))\b",
        r"\bom (\S+ ){0,2}(kaarten|hand|spel) van (de |zijn |haar )?(leider|partner) te (zien|bekijken|volgen)\b",
        # a look into declarer's hand, not a hand merely named ("vertelt welke kaarten er nog in de hand van de leider zitten")
        rf"\b({_LOOK}|{_SEE}|mee|blik|neus|hoofd|staat|stond|loopt|liep)\b[^.?!;,]*\bin (de |het )?(kaarten|hand) van (de |zijn )?leider\b",
        rf"\bin (de |het )?(kaarten|hand) van (de |zijn )?leider\b (\S+ ){{0,2}}({_LOOK}|{_SEE})\b",
        r"\bbij (de |zijn |haar )?(leider|partner) (\S+ )?in (de |het |zijn |haar )?(kaarten|hand)\b",
        r"\bkijkt (\S+ )?in diens (kaarten|hand)\b",
        # "de kaarten van de leider (niet mag) inzien"
        r"\b(kaarten|hand) van (de |zijn |haar )?(leider|partner) ((?!niet\b|nooit\b)\S+ |niet (?=mag |mocht |mogen |kan |kon )){0,5}"
        r"(inzien|inkijken|bekijken|ingezien|ingekeken|bekeek|bekijkt|inkeek|inziet|te zien|te bekijken|in te zien|in te kijken)\b",
        r"\bstoel\b[^.?!;]*\bnaast (die van )?(de |zijn |haar )?(leider|partner)\b",
        r"\b(naast|achter|bij) (de |zijn |haar )?(leider|partner)\b[^.?!;]*\b(mee te kijken|meekijken|meekijkt|mee kijken|te kijken|te zien|volgen|te volgen)\b",
        r"\bom (\S+ ){0,3}te (zien|kijken|volgen|bekijken) (wat|hoe) (de |zijn |haar )?(leider|partner)\b",
        r"\bnaast (de |zijn |haar )?(leider|partner) (\S+ ){0,4}(zitten|staan|zat|stond|zit|staat)\b",
        r"\b(naast|achter) (de |zijn |haar )?(leider|partner)\b[^.?!;]*\b(volgde|volgt|volgden|meekeek|keek mee|kijkt mee|meelas|las mee)\b",
        r"\b(keek|kijkt|keken|kijken|kijk|meekijken|te kijken) (\S+ )?met (de |zijn |haar )?(leider|partner) mee\b",
        r"\b(kijkt|keek|keken|kijken) ((wel|even|ook|steeds|toch|nog) ){0,2}mee (bij|naar|in) (de |zijn |haar )?(leider|partner|SEAT_[NOZW])\b",
        r"\bmet (de |zijn |haar )?(leider|partner) (mee te kijken|meekijken|meekijkt|meekeek|mee kijken|meegekeken)\b",
        r"\b(leider|partner)\b (\S+ ){0,3}om (zijn|haar|diens) (kaarten|hand|spel) te (zien|bekijken|volgen)\b",
    ),
    "looks_at_defender_hand": (
        rf"\b{_LOOK}\b (\S+ ){{0,5}}(in|naar) (de |zijn |haar |diens |zn |z'n |andermans )?(kaarten|hand|waaier)\b",
        r"\bin (de |zijn )?(kaarten|hand) (van )?(een |de )?tegenspeler\b",
        r"\bin (de |zijn |haar |diens |andermans )?(kaarten|hand) (van (\S+ ){1,2})?((had|heeft|hadden|hebben|was) )?(gekeken|meegekeken|gekeken heeft)\b",
        rf"\b{_SEE} (\S+ ){{0,2}}(diens|andermans) (kaarten|hand|waaier)\b",
        rf"\b{_LOOK}\b (\S+ )?(de |zijn |haar |diens )?(kaarten|hand|waaier) mee\b",  # "las zijn kaarten mee"
        rf"\b{_LOOK}\b (\S+ ){{0,3}}bij ([^ .?!;]+ ){{1,5}}in (de|zijn|haar|diens) (kaarten|hand|waaier)\b",  # "keek bij O, een verdediger, in de kaarten"
        r"\bblik (\S+ ){0,2}(in|op) (de |zijn |haar |diens )?(kaarten|hand|waaier)\b",
        rf"\bin (de |zijn |haar |diens |andermans )?(kaarten|hand|waaier) (van ([^ .?!;]+ ){{1,7}})?(te )?{_LOOK}\b",
        r"\b(kaarten|hand) van\b[^.?!;]*\bdoor (de )?blinde (\S+ )?(bekeken|ingekeken|ingezien|gezien)\b",
        # "de kaarten van LT had ingezien", "zag de kaarten van mijn rechtertegenstander"
        rf"\b(kaarten|hand|waaier) van (\S+ ){{1,2}}(had |heeft |hadden )?{_SEE}\b",
        rf"\b{_SEE}\b (\S+ ){{0,4}}(de |zijn |haar |diens )?(kaarten|hand|waaier) van (\S+ )?({_DEFENDER}|SEAT_[NOZW])\b",
        rf"\b{_LOOK}\b (\S+ ){{0,3}}(de |zijn |haar |diens )?(kaarten|hand|waaier) van (\S+ )?({_DEFENDER}|SEAT_[NOZW])\b",
        rf"\b{_LOOK}\b[^.?!;]* (naar|in) (de |zijn |haar |diens )?(kaarten|hand|waaier) van (\S+ )?({_DEFENDER}|SEAT_[NOZW])\b",
        rf"\b(kaarten|hand|waaier)\b[^.?!;]*[,;] {_SEE} (de )?blinde (ze|die|deze|hem)\b",
        # over someone's shoulder into his cards; whose they are is settled by _cards_owner
        r"\bover (de|zijn|haar) schouder van (\S+ ){1,8}(in|naar) (de |zijn |haar |diens )?(kaarten|hand|waaier)\b",
        # "zo kon hij de kaarten van oost zien"
        rf"\b(kon|kan|konden|kunnen) (hij|zij|ze|de blinde|blinde) (\S+ ){{0,2}}(de |zijn |haar |diens )?(kaarten|hand|waaier) van (\S+ )?({_DEFENDER}|SEAT_[NOZW])"
        r" (\S+ )?(zien|bekijken|inkijken|lezen)\b",
        rf"\bover (de|zijn|haar) schouder van (de |een |zijn |haar |mijn )?({_DEFENDER}|SEAT_[NOZW]) (\S+ ){{0,3}}(te )?{_LOOK}\b",
        # standing behind a defender ("stond de blinde achter oost"); whose seat it is, _cards_owner settles
        rf"\b(stond|staat|ging|gaat|liep|loopt|stonden) (\S+ ){{0,3}}achter (de |een |zijn |haar )?({_DEFENDER}|SEAT_[NOZW])\b(?! (\S+ )?(gaan )?zitten\b)",
    ),
    "defender_shows_hand": (
        r"\b(tegen|aan) (de )?blinde\b[^.?!;]*\b(laat|liet|toont|toonde) (\S+ ){0,2}(kaarten|hand|waaier) (\S+ )?(zien|open)\b",
        r"\b(kaarten|hand|waaier)\b[^.?!;]*\b(zo|zodat|dat) (de )?blinde (\S+ ){0,3}(kon|kan|konden|kunnen|mocht)"
        r" (\S+ ){0,2}(zien|inkijken|bekijken|lezen|meekijken|kijken)\b",
        r"\b(tegenspeler|tegenspelers|SEAT_[NOZW]|linkertegenstander|rechtertegenstander|tegenstander)\b[^.?!;]*"
        r"\b(gaf|geeft|gaven|overhandigt|overhandigde|reikt|reikte)\b[^.?!;]*\b(kaarten|hand|waaier)\b[^.?!;]*\baan (de )?blinde\b",
        r"\b(duwt|duwde|houdt|hield|steekt|stak|schuift|schoof|draait|draaide|toont|toonde)\b[^.?!;]*\b(hand|kaarten|waaier)\b[^.?!;]*"
        r"\b(onder de neus|voor de (ogen|neus)|onder de ogen)( van)? (de )?blinde\b",
        r"\b(laat|liet|toont|toonde|tonen|laten)\b[^.?!;]*\b(hand|kaarten)\b[^.?!;]*\b(aan (de )?blinde|blinde zien)\b",
        r"\b(laat|liet|toont|toonde)\b[^.?!;]*\baan (de )?blinde\b[^.?!;]*\b(hand|kaarten)\b",
        r"\baan (de )?blinde (\S+ ){0,3}(hand|kaarten|waaier) (\S+ )?(tonen|toont|toonde|laten zien|zien laten|laat zien|liet zien)\b",
        r"\b(hand|kaarten)\b[^.?!;]*\baan (de )?blinde (\S+ )?(laat|laten|liet|toont|tonen|toonde|zien)\b",
        r"\b(laat|liet|laten)\b[^.?!;]*\bblinde\b[^.?!;]*\b(hand|kaarten|kaart|CARD)\b[^.?!;]*\b(zien|kijken|inkijken)\b",
        r"\baan (de )?blinde\b[^.?!;]*\b(getoond|laten zien)\b",
        r"\b(kaarten|hand|waaier) (\S+ )?open (\S+ )?(voor|aan|naar) (de blinde|blinde|hem|haar)\b",
        r"\b(toont|toonde|tonen|getoond) (aan )?(de )?blinde\b[^.?!;]*\b(hand|kaarten|kaart)\b",
        rf"\b({_DEFENDER}|SEAT_[NOZW])\b (\S+ ){{0,2}}(gaf|geeft|gaven|overhandigde|overhandigt|reikte|reikt) (de )?blinde (\S+ ){{0,4}}(zijn |haar )?(kaarten|hand|waaier)\b",
        # dummy as "hem": "als een tegenspeler hem zijn kaarten laat zien"
        rf"\b({_DEFENDER}|SEAT_[NOZW])\b (\S+ ){{0,2}}(hem|haar)\b (\S+ ){{0,2}}(zijn |haar )?(kaarten|hand|waaier) (\S+ )?(laat|liet|laten|lieten) zien\b",
        rf"\b({_DEFENDER}|SEAT_[NOZW])\b (laat|liet|toont|toonde) (hem|haar) (\S+ )?(kaarten|hand|waaier)\b",
        r"\b(draait|draaide|houdt|hield|keert|keerde)\b[^.?!;]*\b(hand|kaarten|waaier)\b (\S+ )?(naar|voor) (de blinde|blinde|hem|haar)\b",
        # passive: "werd de blinde door oost zijn hand getoond"
        rf"\b(werd|wordt|werden|worden|is|was) (\S+ )?(de )?blinde (\S+ ){{0,2}}door (de |een )?({_DEFENDER}|SEAT_[NOZW])\b[^.?!;]*"
        r"\b(hand|kaarten|waaier)\b[^.?!;]*\b(getoond|laten zien|gegeven|overhandigd)\b",
    ),
    "asks_revoke": (
        rf"\b{_ASK}\b[^.!;]*\b(geen|renonce|bekennen|bekent|niet kan bekennen)\b",
        rf"\b{_ASK}\b[^.!;]*\bnog (een )?(kaart|kaarten) (in|van)\b",
        rf"' (\S+ (, )?)?geen ({_SUIT}|\w+) (\S+ )?((, )?\S+ )?\?",
        rf"' ([^'?.!]* )?(geen|nog) (\S+ )?{_SUIT}( [^'?.!]+){{0,2}} \?",  # a quoted question: "'partner, heb je geen klaveren?'"
        rf"\bof (\S+ ){{0,3}}(geen|nog) (\S+ ){{0,2}}({_SUIT}|kaart|kaarten)\b[^.!;]*\b{_ASK}\b",
        rf"\b{_ASK}\b[^.!;]*\bof (\S+ ){{0,2}}(echt )?nog (\S+ )?{_SUIT}\b",
        rf"\b{_ASK}\b[^.!;]*\bof (\S+ ){{0,3}}{_SUIT} (\S+ )?(nog|niet) (\S+ )?(heeft|had|hebt|bekent|bekende)\b",
    ),
    "warns_wrong_hand": (
        r"' [^']*\b(slag|beurt) (was|is|ging|ligt|lag) (voor|aan|op|naar) (de )?(tafel|blinde)\b[^']*'",
        r"\b(dat|of|omdat) (je|jij|u|hij|zij|ze) (nog )?(in|op|aan) (de |je |jouw |zijn |haar )?(hand|tafel|blinde) (zit|zat|is|was|bent)\b",
        r"\bverkeerde hand\b",
        r"\b(je|jij|u|hij) (bent|zit|is|zat|staat|stond|sta) (nog |nu |toch )?(in|op|aan) (de |je |jouw |zijn )?(hand|tafel|blinde)\b",  # "'je staat op tafel'"
        r"' (nee ,? )?((op|aan|van|vanaf|uit) )?(tafel|de tafel|de blinde|blinde)( ,| !)?( partner)?( !)? '",
        r"'( \S+){0,2} (tafel|de tafel|blinde|de hand|hand) (is|zit) (nog )?aan (de beurt|slag|zet)\b",
        r"'( [^' ]+){0,4} (is|zit|zat|ligt|lag|bent|was) (nog )?(op|aan) (de )?tafel\b[^']*'",
        r"\bnee ,? tafel\b",
        r"\bniet (op|van|uit) (de )?tafel\b",
        r"\b(in|uit) (de|je|zijn) hand (\S+ )?(in_plaats_van|niet) (op |van |uit )?tafel\b",
        r"\b(waarschuwt|waarschuwde|waarschuwen|gewaarschuwd)\b[^.?!;]*\b(tafel|hand)\b",
        r"\bvan tafel (moest|moet|moeten|mocht) (\S+ )?(voorspelen|spelen|uitkomen|komen)\b",
        r"\b(moest|moet|moeten|mocht) (nog |eerst |toch )?(van|vanuit|uit) (de )?(tafel|blinde) (\S+ )?(voorspelen|spelen|uitkomen|komen|voorspeelt)\b",
        r"\bniet (uit|van|vanuit) (je|de|zijn|jouw) hand\b",
        r"\b(wees|wijst|wijzen|gebaarde|gebaart|knikte|knikt) (\S+ ){0,2}naar (de )?tafel\b",  # pointed at the table: lead from there
        # told in reported speech: "wees hij de leider erop dat de slag op tafel lag"
        r"\b(zegt|zei|wees|wijst|waarschuwt|waarschuwde|meldt|meldde|gewezen|erop)\b[^.?!;]*\bdat (de )?(slag|beurt|uitkomst) ((\S+ )?(lag|ligt|was|is|zat|zit) )?"
        r"(op|aan|in) (de )?(tafel|blinde|hand)\b",
        # a quoted reminder where the lead must come from: "'let op, je moet nu op tafel spelen'"
        r"' [^']*\b(moet|moest|moeten|hoort|hoorde) (je |jij |u |hij )?((nu|eerst|wel|toch|nog|hier|daar|dus|echt) ){0,2}(op|van|vanaf|uit|vanuit) "
        r"(de |je |jouw |zijn )?(tafel|blinde|hand)\b[^']*'",
        # the story says which hand was on lead: "terwijl hij in de hand aan slag was"
        r"\b(in|op|aan) (de |zijn |je |jouw )?(hand|tafel|blinde) (\S+ )?(aan slag|aan de beurt|aan zet)\b",
        r"\b(aan slag|aan de beurt|aan zet) (\S+ )?(in|op) (de |zijn |je |jouw )?(hand|tafel|blinde)\b",
        # the last trick was won on the table (so the lead must come from there): "'die slag heb je op tafel gewonnen'"
        r"' [^']*\b(op|aan|in) (de )?(tafel|blinde|hand) (\S+ )?(gewonnen|binnengehaald|binnen|genomen)\b[^']*'",
        r"' [^']*\b(gewonnen|won|wint|nam|neemt|genomen) (\S+ ){0,2}(op|aan|in) (de )?(tafel|blinde)\b[^']*'",
        r"\b(zegt|zei|wees|wijst|waarschuwt|waarschuwde|meldt|meldde|gewezen|erop)\b[^.?!;]*\bdat (hij|zij|ze|je|de leider|leider) (\S+ ){0,4}"
        r"(op|aan) (de )?(tafel|blinde) (\S+ )?(had |heeft |was |is )?(gewonnen|binnengehaald|genomen|binnen)\b",
    ),
    "prevents_irregularity": (
        r"\b(voorkomen|voorkomt|voorkwam|voorkwamen|voorkomt)\b",
        # told that a player had not played yet, so that declarer would not take the trick too early
        r"\b(zei|zegt|weten|wees|wijst|waarschuwde|waarschuwt|meldde|meldt|attendeerde)\b[^.?!;]*\bdat (\S+ ){1,3}nog (niet|geen kaart) (had |heeft )?"
        r"(bijgespeeld|gespeeld|gelegd|bijgelegd)\b",
        r"\bslag (\S+ )?niet te vroeg\b|\bte vroeg (zou |zal )?(pakken|omdraaien|nemen|dichtleggen)\b",
        r"\b(stak|steekt|staken|steken|houdt|hield) (\S+ )?hand (op|omhoog)\b",
        r"' (\S+ ,? )?(SEAT_[NOZW]|partner|hij|jij|zij) (is|bent) (nog )?aan (de beurt|slag|zet)\b",
        r"' (\S+ ,? )?(SEAT_[NOZW]|partner|hij|zij|tegenspeler) (is|moet|moest) nog( (spelen|bijspelen|leggen|bekennen))?( !)? '",  # "'west is nog'"
        r"\bwacht\b",
        r"\bnog niet (moet |mag )?(dichtleggen|dicht leggen|omdraaien|voorspelen)\b",
        r"\b(moet|mag) (de slag )?nog niet (dichtleggen|dicht leggen|omdraaien|voorspelen)\b",
        r"\bSEAT_[NOZW] (moet|moest) nog\b|\bnog (moet|moest) (spelen|bijspelen)\b",
        r"\bSEAT_[NOZW] nog (een kaart |iets )?(moet|moest) (leggen|spelen|bijspelen|bekennen)\b",
        r"\bniet (moet|moest|mag|mocht) (dichtleggen|dicht leggen|omdraaien|dichtdraaien|voorspelen)\b",
        r"\b(verhinder\w*|tegenhouden|tegen te houden|tegengehouden|tegenhoudt|tegenhield|tegenhielden)\b",
        r"\b(dat|omdat) (\S+ ){0,2}(nog )?niet aan (de )?(beurt|slag|zet) (is|was|bent)\b",
        r"\b(grijpt|greep|grepen) (\S+ ){0,3}in\b|\b(ingegrepen|ingrijpen|in te grijpen)\b",
        # dummy told declarer that a player had not played yet (declarer was about to quit the trick)
        r"\b(zegt|zei|gezegd|zeggen|wees|wijst|gewezen|wijzen|waarschuwt|waarschuwde|gewaarschuwd|waarschuwen|meldt|meldde|melden)"
        r" (\S+ ){0,6}dat (\S+ ){1,2}nog niet"
        r" (had |heeft )?(bijgespeeld|gespeeld|gelegd|bijgelegd|bekend)\b",
        r"\b(hield|houdt|hielden|houden) (\S+ ){1,4}tegen\b(?! (zijn|haar|de|z'n|zn|hun) (borst|lijf|lichaam|buik|tafel)\b)",
        r"' (\S+ (, )?)?(ho|stop|halt)\b",
        r"' (\S+ (, )?)?(jij|je|u|hij) (bent|is) (nog )?niet aan (de )?(beurt|slag)\b",
        # "'niet omdraaien, zuid heeft nog niet bijgespeeld'": a quoted stop, or a player who has not played yet
        r"' (\S+ (, )?)?(nog )?niet (omdraaien|dichtleggen|dicht leggen|omkeren|dichtdraaien|pakken|voorspelen)\b",
        r"' [^']*\b(SEAT_[NOZW]|hij|zij|ze|partner|de tegenspeler|tegenspeler) (heeft|had) (\S+ )?nog (niet|niks|niets) (bij)?(gespeeld|gelegd)\b[^']*'",
    ),
    "keeps_count": (
        r"\bslagen\b[^.?!;]*\bgewonnen\b[^.?!;]*\bverloren\b|\bslagen\b[^.?!;]*\bverloren\b[^.?!;]*\bgewonnen\b",
        r"\b(bijhouden|bijhoudt|bijgehouden|bij te houden)\b",
        r"\b(houdt|hield|hielden)\b[^.?!;]*\bbij\b",
        r"\bhoeveel slagen\b",
        r"\bwelke slagen\b[^.?!;]*\b(gewonnen|verloren|binnen|gemaakt)\b",
        r"\bhoeveel (we|wij|ze|zij|jullie) er (al )?(hebben|hadden|binnen|gemaakt)\b",
        r"\b(gewonnen|verloren) (slagen|kaarten)\b[^.?!;]*\b(verloren|gewonnen|links|rechts|apart|aparte|opzij|rij|rijtje|stapel\w*)\b",
        r"\bhoe (we|wij|ze|zij) ervoor (staan|stonden)\b",
        r"\b(telt|telde|telden|tellen|tel|geteld|turft|turfde|turven)\b[^.?!;]*\bslagen\b|\bslagen\b[^.?!;]*\b(telt|telde|tellen|geteld)\b",
        r"\brijtjes\b|\bgewonnen en verloren\b",
        r"\bgewonnen\W*(stapel|stapeltje|rij|rijtje|hoop|hoopje)\w*\b[^.?!;]*\bverloren\b",
        r"\b(turf\w*|turv\w*|geturfd|streepje\w*)\b",
        r"\b(legt|legde|leggen|houdt|hield|sorteert|sorteerde)\b[^.?!;]*\bslagen\b[^.?!;]*\b(apart|opzij|gescheiden|los van)\b",
        # counters for the tricks: "een fiche voor iedere gewonnen slag", "lucifers per slag"
        r"\b(fiche\w*|lucifer\w*|muntje\w*|steentje\w*|kruisje\w*|kraal|kralen|tandenstoker\w*|pion\w*)\b[^.?!;]*\b(slag|slagen)\b",
        r"\b(slag|slagen)\b[^.?!;]*\b(fiche\w*|lucifer\w*|muntje\w*|steentje\w*|kruisje\w*|kraal|kralen|tandenstoker\w*|pion\w*)\b",
        r"\b(telt|telde|tellen) (\S+ ){0,2}(hardop|mee)\b|\bhardop (te )?(tellen|telt|telde)\b",
        # "slag een …" may have been read as trick one
        r"\b(legt|legde|leggen|zet|zette|zetten) (\S+ ){0,3}(na|voor|bij) (elke|iedere) (gewonnen |verloren )?(slag|TRICK_1)\b(?! (een )?(CARD|kaart))",
        r"\b(schrijf|schrijft|schreef|noteert|noteerde|opschrijven|opgeschreven)\b[^.?!;]*\b(slag|slagen|TRICK\w*)\b",
    ),
    "plays_as_instructed": (
        # the passive: "mag de blinde ze in de slag leggen zodra ze genoemd zijn"
        r"\b(legt|leggen|speelt|spelen|pakt|pakken|schuift|schuiven)\b[^.?!;]*\b(als|wanneer|zodra|nadat) (ze|die|het|hij|de kaart|de kaarten) (\S+ ){0,3}?"
        r"(genoemd|gevraagd|aangewezen|aangegeven) (zijn|is|werd|werden|worden|wordt)\b",
        r"\b(legt|leggen|speelt|spelen|pakt|pakken|schuift|schoof|schuiven)\b[^.?!;]*\b(als|wanneer|zodra|die) (de |zijn |haar )?(leider|partner|ik|hij|zij)"
        r" (ze |die |het |hem |' [^']* ' )?"
        r"(noem|noemt|noemde|zeg|zegt|vraag|vraagt|aanwijs|aanwijst|opdraagt)\b",
        r"\b(kaart|kaarten) (bij |op |neer |in |uit )?die (de |zijn |haar )?(leider|partner|ik|hij|zij)( SEAT_[NOZW])? (\S+ )?(noem|noemt|noemde"
        r"|opnoemt|opnoemde|afroept|afriep|roept|riep|zeg|zegt|zei|vraag"
        r"|vraagt|vroeg|aanwijs|aanwijst|aanwees|aanwijzen|aangeef|aangeeft|aangaf|wil|wilt|wilde|kies|kiest|koos|opgeeft|opgaf"
        r"|opdraagt|opdroeg|opgedragen|beveelt|beval)\b",
        r"\b(kaart|kaarten) ((spelen|leggen|pakken|neerleggen) )?die (de |zijn |haar )?(leider|partner) (SEAT_[NOZW] )?(noemt|zegt|vraagt|aangeeft|opgeeft|noemde|vroeg)\b",
        # "op (zijn / mijn / diens) aanwijzing": whose order, in any person
        rf"\b(volgens|op) {_WHOSE}(opdracht|aanwijzing|aanwijzingen|instructie|instructies|verzoek|last|aangeven|bevel)\b",
        # asked to play a card: "de blinde werd door de leider gevraagd om de ♣3 te spelen"
        r"\bblinde\b[^.?!;]*\b(gevraagd|verzocht|opgedragen)\b[^.?!;]*\bom (\S+ ){0,3}te (spelen|leggen|pakken)\b",
        r"\b(leider|partner) (vroeg|vraagt|verzocht|verzoekt|droeg|draagt) (\S+ )?blinde (\S+ ){0,2}om (\S+ ){0,3}te (spelen|leggen|pakken)\b",
        r"\b(leider|partner|SEAT_[NOZW])\b (\S+ ){0,3}(noemt|noemde|noemen|zegt|zei|roept|riep)\b[^.?!;]*\bblinde\b[^.?!;]*"
        r"\b(legt|legde|speelt|speelde|pakt|pakte|schuift|schoof|neemt|nam)\b",
        r"\b(noemt|noemde|zegt|zei|roept|riep|vraagt|vroeg) (de )?(leider|partner)\b[^.?!;]*\bblinde\b[^.?!;]*"
        r"\b(legt|legde|speelt|speelde|pakt|pakte|schuift|schoof|neemt|nam)\b",
        r"\b(kaart|kaarten)\b[^.?!]*\b(spelen|leggen|pakken)\b[^.?!]*\b(leider|partner) (\S+ ){0,2}(noemt|zegt|noemde|vraagt)\b",
        r"\b(kaart|kaarten)\b (\S+ ){0,4}die (de |zijn |haar )?(leider|partner) (\S+ )?(noemt|noemde|vroeg|vraagt|zei|zegt|aangaf|aangeeft"
        r"|opnoemde|opnoemt|wilde|wil)\b",
        r"\b(genoemde|gevraagde|aangewezen|opgegeven) (kaart|kaarten)\b[^.?!;]*\b(leggen|spelen|pakken|legt|speelt|pakt|legde|speelde)\b",
        r"\b(legt|legde|speelt|speelde|pakt|pakte|schuift|schoof)\b[^.?!;]*\bzoals (de |zijn |haar )?(leider|partner) (ze |die |het |hem )?"
        r"(noemt|noemde|vraagt|vroeg|zegt|zei|aangeeft|aangaf|opnoemt|opnoemde|wil|wilde)\b",
        # dummy's act, then when declarer named the card (any tense): "legde hem in de slag toen leider N 'vrouw ruiten' zei",
        # "legde de ♠10 nadat de leider '♠10' had gezegd" (no negation between: "toen de leider nog niets had gezegd")
        r"\b(legt|legde|leggen|speelt|speelde|spelen|pakt|pakte|pakken|schuift|schoof|schuiven|neemt|nam)\b[^.?!;]*\b(als|wanneer|zodra|toen|nadat)"
        r" (de |zijn |haar |mijn )?(leider|partner|ik|hij|zij)( \(? ?SEAT_[NOZW]( \))?)? ((?!niets\b|niks\b|niet\b|geen\b|nog\b)[^ .?!;']+ |' [^']* ' ){0,3}"
        r"(noem|noemt|noemde|genoemd|zeg|zegt|zei|gezegd|vraag|vraagt|vroeg|gevraagd|roept|riep|geroepen|aanwees|aangewezen)\b",
        # declarer named it first, then dummy acted: "telkens als de leider een kaart noemde, schoof blinde O die kaart de slag in",
        # "leider Z vroeg 'harten aas' en N (blinde) pakte de ♥A"
        r"\b(als|wanneer|zodra|toen|nadat|telkens als) (de |zijn |haar |mijn )?(leider|partner)( \(? ?SEAT_[NOZW]( \))?)? ((?!niets\b|niks\b|niet\b|geen\b|nog\b)[^ .?!;']+ |' [^']* ' ){0,3}"
        r"(noemt|noemde|genoemd|zei|zegt|gezegd|vroeg|vraagt|gevraagd|riep|roept)\b[^.?!;]*\b(legt|legde|speelt|speelde|pakt|pakte|schuift|schoof|neemt|nam)\b",
        r"\b(leider|partner)( \(? ?SEAT_[NOZW]( \))?)? (vroeg|vraagt) ' [^']* ' (en|waarop|,) (de )?(blinde|SEAT_[NOZW])\b[^.?!;]*"
        r"\b(legt|legde|speelt|speelde|pakt|pakte|schuift|schoof|neemt|nam)\b",
    ),
    "calls_td": (),  # see _calls_td
    "draws_attention": (
        # dummy saw a player fail to follow, and said so
        r"\b(zag|ziet|merkt|merkte)\b (\S+ ){0,3}dat (\S+ ){1,4}(niet (had |heeft )?(bekent|bekende|bekend)|verzaakt|verzaakte|(bekent|bekende) niet)\b[^.?!;]*"
        r"\b(zei|zegt|gezegd|meldt|meldde|gemeld|riep|roept|geroepen|wees|wijst|gewezen)\b",
        # a remark in quotes that names the irregularity: "'je hebt in slag 3 niet bekend!'"
        r"' [^'?]*\b((niet|geen) (\S+ ){0,2}(bekend|bekende|bekent)|verzaakt|verzaking|revoke|(bekent|bekende|beken) niet"
        r"|voor (je|jouw|zijn|haar|uw) beurt (\S+ )?(voorgespeeld|uitgekomen|gespeeld|geboden|gepast))\b[^'?]*'",
        r"\b(wijzen|wijst|wees|gewezen) op\b",
        r"\b(wijzen|wijst|wees|gewezen|wijs) (\S+ ){1,4}op (een |de |zijn |haar |die |diens |hun )?(verzaakt|verzaking|fout|onregelmatigheid"
        r"|overtreding|vergissing|uitkomst|voorspelen|strafkaart)\b",
        r"\baandacht (\S+ ){0,2}(vestigen|vestigt|vestigde|gevestigd|trekken)\b",
        r"\b(zegt|zei|gezegd|zeggen|roept|riep|geroepen|roepen|merkt|merkte|melden|meldde|meldt|gemeld|opmerken|opmerkte|opmerkt|vertelt|vertelde|verteld)\b[^.?!;]*\b(verzaakt|verzaking|verzaken|voor (zijn|haar|de) beurt|"
        r"(niet|geen) (\S+ ){0,2}(had |heeft )?(bekend|bekende|bekent)|nog (\S+ )?(schoppen|harten|ruiten|klaveren|schop|hart|ruit|klaver|CARD)"
        r"|onregelmatigheid|fout|(had|hadden) (\S+ ){0,3}moeten (bijspelen|bekennen|volgen)"
        r"|(te veel|te weinig|verkeerd) (\S+ )?(genoteerd|geteld|opgeschreven|gescoord|neergelegd|gespeeld|gelegd|bijgespeeld)"
        r"|een verkeerde (kaart|kleur) (\S+ )?(had |heeft )?(gespeeld|gelegd|bijgespeeld|bijgelegd))\b",
        r"\b(als eerste|de eerste die)\b",
        r"\b(merkt|merkte|merkten) (\S+ ){0,4}op (dat|hoe)\b",  # "merkte na het spel op dat …"
        r"\b(zegt|zei|zeggen|gezegd) (er|daar) (meteen |direct |toen |iets |wat )*(van|over)\b",
        r"\b(zegt|zei|gezegd|zeggen|roept|riep|geroepen|roepen|merkt|merkte|meldt|meldde)\b[^.?!;]*\b(bekent|bekende|bekend|bekennen) niet\b",
        r"\b(onregelmatigheid|verzaakt|fout|overtreding)\b[^.?!;]*\b(meldt|melden|meldde|gemeld|signaleert|signaleren|opmerkt)\b",
        r"\b(meldt|melden|meldde|signaleert|signaleren|opmerkt|merkt)\b[^.?!;]*\b(onregelmatigheid|verzaakt|fout|overtreding)\b",
        r"\b(wijzen|wijst|wees|gewezen|wijs)\b (\S+ ){0,5}erop\b|\berop (\S+ ){0,2}(wijzen|wijst|wees|gewezen)\b",
        r"\b(wijst|wees|wezen|wijzen) (\S+ ){0,3}er (\S+ ){0,5}op (dat|hoe)\b",
        r"\b(attent|opmerkzaam)\b",
        r"\b(opgemerkt|gemerkt|ontdekt|gesignaleerd|gemeld|gezien)\b[^.?!;]*\bdoor (de )?blinde\b",
        r"\bdoor (de )?blinde (\S+ ){0,4}(opgemerkt|gemeld|gesignaleerd|aangekaart|gezegd)\b",
        r"\b(valt|viel) (\S+ ){1,2}bij\b",
        # brought it up: "toen begon de blinde er ook nog over"
        r"\b(begon|begint|begonnen|beginnen) (\S+ ){0,3}(er|daar) ((?!niet\b|nooit\b)[^ .,;:?!]+ ){0,6}over\b",
        r"\b(zegt|zei|roept|riep|meldt|meldde) (\S+ ){0,3}ook\b",
        r"\b(zegt|zei|roept|riep|meldt|meldde) (\S+ ){0,4}achteraan\b",
        r"' (ja ,? )?(dat )?(zag|zie|merkte|had) (ik|hij) (het )?ook\b",
    ),
    "gives_facts_or_law": (
        r"\bspelregel\w*|\bvolgens (art|artikel|de regels)\b|\bartikel\b|\bart \d+\b",
        r"\b(verbetert|verbeterde|corrigeert|corrigeerde)\b (\S+ ){0,3}wedstrijdleider\b",
        r"\b(bij|voor|tegenover) (de )?wedstrijdleider\b[^.?!;]*\b(verbeter\w*|corrig\w*|uitleg\w*|uitgelegd|vertel\w*|toelicht\w*|toegelicht"
        r"|aanvul\w*|aangevuld)\b",
        r"\b(vertelt|vertelde|legt|legde) (me|mij|de wedstrijdleider|het de wedstrijdleider)\b",
        r"\b(aan|tegen|voor|tegenover) (de )?wedstrijdleider\b|\bbijzijn van (de )?wedstrijdleider\b",
        r"\b(gaf|geeft|geven|gaven|gegeven) (de |het )?wedstrijdleider (\S+ ){0,3}(uitleg|informatie|verklaring|toelichting|antwoord|versie|verhaal"
        r"|lezing|feiten)\b",
    ),
    "communicates": (
        # the nouns of a note: "hoofdschudden bij elke snit", "gezucht", "gemompel"
        r"\b(facepalm\w*|eye ?roll\w*|oogrol\w*|hoofdschud\w*|gezucht|zuchten|geknik|knikken|gegrijns|gegrinnik|gemompel|gekuch|gesteun|gemopper|gefluister|gesis)\b",
        r"\b(zucht|zuchtte|knikt|knikte|geknikt|schudt|schudde|grijnst|lacht|lachte|fronst|kreunt|gebaar|gebaart)\b",
        r"\b(communiceren|communiceert|meespelen|commentaar)\b",
        r"' (hmm+|hm+|pff+|tss+|tsk|ahum|oei+|jeetje|tja|oh jee|o jee|au|auw) [!,]? ?'",
        r"\b(aanwijzingen|aanwijzing|tips|tip|hints|hint|advies|raad)\b (\S+ )?(geven|geeft|gaf|gegeven)\b",
        r"\b(geven|geeft|gaf|gegeven)\b (\S+ ){0,3}(aanwijzingen|aanwijzing|tips|tip|hints|hint|advies)\b",
        r"\b(zei|zegt)\b[^.?!;]*\b(rustig aan|denk (even |eens )?na|pas op|goed zo|mooi)\b",
        r"\b(fluistert|fluisterde|mompelt|mompelde|gezicht|grimas|knipoog\w*|knipogen|seintje|neurie\w*|neuri\w*|fluit|floot|kucht|kuchte"
        r"|wenkbrauw\w*)\b",
        r"' (\S+ )?(goed gespeeld|mooi gespeeld|nice|well played|bravo|knap)\b",
        r"\b(geluid\w*|gebaar\w*|gebaren|gesticul\w*|mimiek|afkeurend\w*|goedkeurend\w*|instemmend\w*)\b",
        # advice on the play: "zei dat hij beter eerst de troeven kon trekken"; "raadde hem aan te snijden"
        r"\b(adviseert|adviseerde|raadt|raadde|aangeraden|suggereert|suggereerde|sommeert|sommeerde|spoort|spoorde|moedigt|moedigde"
        r"|aangespoord|aanspoort|aanspoorde|opgejaagd|opjaagt|opjoeg|maant|maande|gemaand|aangemaand|aanmaant|aangedrongen|aandringt)\b",
        r"\b(houdt|hield|legt|legde|wijst|wees) (\S+ ){0,2}(hand|vinger|vingers )?(boven|naar|op|bij) (de |een )?(kaart|CARD)\b",
        r"\b(leider|partner|hem|haar)\b (\S+ )?om (\S+ ){0,4}te (trekken|snijden|spelen|nemen|duiken|troeven|introeven|afgeven|naspelen"
        r"|uitspelen|halen|maken|squeezen)\b",
        r"\b(met|tegen) (de |zijn |haar )?(leider|partner)\b[^.?!;]*\b(te )?(praten|kletsen|overleggen|discussieren|bespreken)\b",
        # dummy and declarer together: "de blinde en de leider staken de koppen bij elkaar om de volgende slag te bespreken"
        r"\b(blinde en (de |zijn |haar )?(leider|partner)|leider en (de |zijn |haar )?blinde)\b[^.?!;]*\b(overleg\w*|besprek\w*|bespraken|besproken"
        r"|praten|praatten|kletsen|kletsten|smoezen|smoesden|fluisteren|fluisterden|koppen bij elkaar)\b",
        r"\b(praat|praatte|kletst|kletste|overlegt|overlegde|discussieert|discussieerde|bespreekt|besprak)\b[^.?!;]*"
        r"\b(met|tegen) (de |zijn |haar )?(leider|partner)\b",
        r"\b(tikt|tikte|stoot|stootte|schopt|schopte|duwt|duwde|port|porde|klopt|klopte|slaat|sloeg|aait|aaide)\b[^.?!;]*"
        r"\b(voet|been|knie|elleboog|arm|schouder|rug)\b",
        r"\b(schouderklopje|duim omhoog|duimpje|high five|applaus|applaudisseert)\b",
        r"\b(stootte|stoot|stootten|duwde|duwt|porde|port|tikte|tikt|schopte|schopt) (de |zijn |haar )?(leider|partner) (\S+ ){0,4}aan\b",
        r"\b(gaf|geeft|geven|gaven|gegeven) (\S+ ){0,6}(trap|trapje|schop|schopje|por|porretje|duw|duwtje|tik|tikje|stoot|knipoog|seintje|teken|wenk)\b",
        r"\b(trap|trapje|schop|schopje|por|porretje|duw|duwtje|tikje|knipoog|seintje|teken|tekens|tekentje|wenk|signaal|signalen|hint|hints)"
        r" (\S+ )?(gaf|geeft|gaven|geven|gegeven|zou geven)\b",
        r"\bonder (de )?tafel\b[^.?!;]*\b(trap\w*|schop\w*|tik\w*|voet)\b|\b(trap\w*|schop\w*|tik\w*|voet)\b[^.?!;]*\bonder (de )?tafel\b",
        # what declarer should do: "zeggen dat hij geen troef meer moet trekken"
        r"\b(zeggen|zegt|zei|gezegd|vertellen|vertelt|vertelde|fluistert|fluisterde|(gaf|geeft|gaven|geven) (\S+ ){0,3}aan|aangegeven|(liet|laat) (\S+ ){0,2}weten"
        r"|(stelde|stelt) (\S+ ){0,3}voor|voorgesteld|opperde|oppert|geopperd|(wees|wijst|wijzen) (\S+ ){0,4}erop|erop gewezen)\b[^.?!;]*"
        r"\bdat (hij|zij|je|de leider|leider) (\S+ ){0,4}(moet|moest|kan|kon|zou)"
        r" (\S+ ){0,3}(trekken|snijden|spelen|nemen|duiken|troeven|introeven|afgeven|naspelen|uitspelen|incasseren|cashen|maken|halen|afspelen"
        r"|opspelen|afgooien|toppen|ontwikkelen|vrijspelen|opzetten|oversteken|proberen|kiezen|bewaren|claimen)\b",
        # which card or suit declarer should play: "zeggen welke kleur u moet spelen"
        r"\b(zeggen|zegt|zei|vertellen|vertelt|vertelde|aangeven|aangeeft|aangaf|fluistert|fluisterde)\b (\S+ ){0,3}welke (kleur|kaart|CARD|snit|lijn) "
        r"(hij|zij|je|u|de leider|leider|ze) (\S+ ){0,2}(moet|moest|kan|kon|zou) (\S+ ){0,2}(spelen|nemen|leggen|voorspelen|trekken|kiezen)\b",
        r"\b(zegt|zei|gezegd|fluistert|fluisterde|gefluisterd)\b[^.?!;]*\b(beter|eerst|maar)\b[^.?!;]*\b(trekken|snijden|spelen|nemen|duiken|troeven"
        r"|introeven|afgeven|naspelen|uitspelen|incasseren|cashen|innen|maken|halen|afspelen|opspelen|afgooien|weggooien|toppen|laten lopen"
        r"|doorlopen|winnen|kiezen|proberen|afnemen)\b",
    ),
}
# A note's noun for the act ("blinde: melding verzaking N", "opmerking over verzaking O"): a noun has no
# subject after it, so its doer is the last player named before it (see _note_doer).
_NOTE_ACTS: tuple[tuple[str, str], ...] = (
    ("draws_attention", r"\b(melding|opmerking|signalering|waarschuwing) (\S+ ){0,2}(van |over |op )?(de |een |zijn |haar )?"
                        r"(verzaking|verzaakt|onregelmatigheid|fout|overtreding)\b"),
)


def _note_doer(text: str, pos: int, dummy: str | None) -> str | None:
    """The last player named (not after a preposition) before ``pos`` in its sentence."""
    s_start, _ = _sentence_span(text, pos)
    named = _actors(text[s_start:pos].split())
    return _role_of(named[-1], dummy) if named and named[-1] != "hij" else None


# Dummy speaks (a quote follows): "zegt tegen zijn partner '…'", "says '…'".
_SAYS_QUOTE = (r"\b(zegt|zei|zeggen|gezegd|roept|riep|fluistert|fluisterde|gefluisterd|mompelt|mompelde|gemompeld|moppert|mopperde|says|said)\b"
               r"( (?!')[^ .?!;]+){0,8} '|\bblinde( \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])?( [^ .?!;:']+){0,3} : '")
# When none of the acts above is told: a story that makes the act plain without its usual words.
_FALLBACK_ACTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # someone was about to commit an irregularity, and that is what the story is about
    ("prevents_irregularity", (
        r"\bwilde\b[^.?!;]*\b(omdraaien|omkeren|keren|dichtleggen|wegleggen|voorspelen|uitkomen|beginnen|pakken)\b[^.?!;]*"
        r"\b(voordat|terwijl)\b",
    )),
    # a gesture with the body while declarer plays
    ("communicates", (
        # dummy tells declarer something about the play that is none of the acts above (Law 43A1c)
        r"\b(zegt|zei|vertelt|vertelde|fluistert|fluisterde) (\S+ ){0,3}tegen (de |zijn |haar )?(leider|partner) dat\b",
        r"\btegen (de |zijn |haar )?(leider|partner) (zegt|zei|vertelt|vertelde|fluistert|fluisterde|zeggen|vertellen) dat\b",  # "als de blinde tegen de leider zegt dat …"
        r"\bmet (zijn|haar|zn|z'n) (vingers|vinger|voet|voeten|hoofd|ogen|pen|hand|handen)\b",
        r"\b(trommel\w*|getrommel|tikken|tikte|tikt)\b",
    )),
)
# Words naming an irregularity: a remark with none of them is about the play itself.
_IRREGULARITY_WORDS = (r"\b(verzaa\w*|revoke|bekend|bekende|bekent|bekennen|renonce|fout\w*|onregelmatig\w*|overtreding\w*|beurt|strafkaart\w*"
                       r"|vergissing|verkeerde (hand|kant)|verkeerd|te veel|te weinig|regel|regels|wedstrijdleider)\b")
# Order of precedence: the acts Law 43B2/C and 42B name before the general ones.
_ACT_ORDER = (
    "asks_revoke", "warns_wrong_hand", "prevents_irregularity", "calls_td", "gives_facts_or_law",
    "draws_attention", "keeps_count", "plays_as_instructed", "defender_shows_hand", "communicates",
)
# Acts that someone else may do in the same story: the player named doing them must be dummy.
_DUMMY_MUST_ACT = ("draws_attention", "communicates")
_PLUPERFECT = r"\b(had|hadden|was|waren)\b.*\b(geruild|gewisseld|gekeken|meegekeken|opgestaan|gestaan)\b|\bal eerder\b"
# Acts told with a negation in their own words are denied, not done (in a report; a question may ask "mag … niet …?").
_NEGATABLE = ("defender_shows_hand", "exchanges_hands", "watches_declarer", "looks_at_defender_hand", "keeps_count", "plays_as_instructed")
# Acts that only happen while the cards are being played.
_PLAY_ONLY = ("asks_declarer_revoke", "asks_defender_revoke", "warns_wrong_hand", "prevents_irregularity",
              "communicates", "watches_declarer")

# The writer's own seat at the table: "ik was blinde", "mijn partner (leider)", "ik kom als WL".
_SPEAKER_ROLES: dict[str, tuple[str, ...]] = {
    "blinde": (
        r"\bik (ben|was|zat|zit|speelde)( de| als)? blinde\b",
        r"\bik (zat|zit|was|ben) SEAT_[NOZW] en (was|ben|lag|speelde) (de |als )?blinde\b",
        r"\bik (ben|was|zat|zit|lag) (dus|toen|zelf|daar|gewoon) (de |als )?blinde\b|\bik lag (\S+ ){0,2}als blinde\b",
        r"\bik (, |\( )?(als |de )?blinde\b",
        r"\b(mij|me) (, |\( )(als |de )?blinde\b",
        r"\bals blinde (\S+ )?ik\b",
        r"\bik ((?!partner\b|maat\b)\S+ ){1,2}als blinde\b",
        r"\bmijn (partner|maat) (was|is) (de )?leider\b",
        r"\bmijn (partner|maat) (speelt|speelde) (CALL|het contract)\b",  # "mijn partner speelde 3SA en ik …": the writer is dummy
        r"\bmijn (partner|maat) (, |\( )?(de )?leider\b",
    ),
    "leider": (
        r"\bik (ben|was|zat|speelde)( de| als)? leider\b",
        r"\bik (speel|speelde) (CALL|het contract)\b",
        r"\bik (, |\( )?(als |de )?leider\b",
        r"\bals leider (\S+ )?ik\b",
        r"\bmijn (partner|maat) (was|is|als) (de )?blinde\b",
        r"\bmijn (partner|maat) (, |\( )?(de |als )?blinde\b",
        r"\bmijn (partner|maat) (\S+ ){1,2}als blinde\b",
        r"\bmijn (partner|maat) , die (\S+ )?(de )?blinde (was|is|lag|speelde)\b",
        r"\bmijn blinde\b",
    ),
    "tegenspeler": (
        r"\bik (ben|was|zat|zit|speelde)( de| als| een)? (tegenspeler|verdediger)\b",
        r"\bik (, |\( )?(als |de )?(tegenspeler|verdediger)\b",
        r"\bals (tegenspeler|verdediger) (\S+ )?ik\b",
        r"\bik (\S+ )?(tegenspeler|verdediger) (was|ben)\b",
        r"\b(ik|wij|we) (verdedigde|verdedig|verdedigden|verdedigen)\b",
        r"\b(ik|wij|we) ((zat|zit|zaten|was) SEAT_[NOZW] en )?tegenspeler( (samen )?(met|tegen)\b| [.,;!?]|$)",  # canon: "verdedigde" → "tegenspeler"
        r"\b(mijn (partner|maat) en ik|ik en mijn (partner|maat)|wij|we) (waren|zijn|zaten|speelden) (de |als )?(tegenspelers?|verdedigers?)\b",
    ),
    "wedstrijdleider": (
        r"\bik (ben|was|sta|stond|kom|kwam) (\S+ ){0,2}(als )?wedstrijdleider\b",
        r"\bik als wedstrijdleider\b",
        r"\bwedstrijdleider hier\b",
        r"\bik (werd|word|ben|was) (\S+ )?(erbij |er bij |aan tafel |naar de tafel )?(geroepen|gehaald|gebeld)\b",
        r"\b(toen|zodra|als) ik (\S+ ){0,2}(bij|aan) (de |die |het )?tafel (kwam|kom|arriveerde)\b(?![^.?!]*\b(te laat|pas)\b)",  # the director arriving
    ),
}


def _third_person(text: str) -> str:
    """The story told with the writer named by role: "ik als blinde vroeg" → "blinde vroeg",
    "mijn partner (blinde)" → "blinde" and "ik" → "leider", "zei tegen mij" (a director) →
    "zei tegen wedstrijdleider"; unchanged when the writer's seat is not told (or told twice)."""
    roles = [role for role, patterns in _SPEAKER_ROLES.items() if _search(text, *patterns)]
    if len(roles) != 1:
        return text
    role = roles[0]
    if role == "blinde":
        text = re.sub(r"\bmijn (partner|maat)\b", "leider", text)
    elif role == "leider":
        text = re.sub(r"\bmijn (partner|maat|blinde)\b", "blinde", text)
        text = re.sub(r"\bmijn (hand|kaarten|stoel)\b", r"de \1 van de leider", text)
    elif role == "tegenspeler":  # "mijn partner" is the other defender; "mijn tegenstander" declarer or dummy
        text = re.sub(r"\bmijn (partner|maat)\b", "tegenspeler", text)
        text = re.sub(r"\bmijn (hand|kaarten)\b", r"de \1 van de tegenspeler", text)
    if role != "wedstrijdleider":
        text = re.sub(r"\b(naast|achter|bij) de mijne\b", rf"\1 die van de {role}", text)  # "zijn stoel naast de mijne"
    text = re.sub(r"\b(ik|mij|me)\b", role, text)
    if role in ("leider", "blinde"):
        other = "blinde" if role == "leider" else "leider"
        sentences = re.split(r"(?<= [.?!;]) ", text)
        for i in range(1, len(sentences)):
            named = {w for w in sentences[i - 1].split() if w in _ACTORS or w.startswith("SEAT_")}
            if named == {"leider", "blinde"} and sentences[i].startswith(("hij ", "zij ")):
                sentences[i] = other + sentences[i][3:]
        text = " ".join(sentences)
    # "blinde , de blinde ," / "blinde ( blinde )" / "blinde als blinde" → "blinde"
    return re.sub(r"\b(blinde|leider) (, |\( )?(de |als )?\1( ,| \))?(?= |$)", r"\1", text)


def _dummy_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bblinde \(? ?SEAT_([NOZW])\b",
        r"\bSEAT_([NOZW]) \(? ?(is |was |als |=)?(de )?blinde\b",
        r"\bblinde (is|was) SEAT_([NOZW])\b",
        r"\bSEAT_([NOZW]) , die blinde\b",
        r"\bSEAT_([NOZW]) , (de )?blinde ,",
        r"\bSEAT_([NOZW]) (had|heeft|was|is|zat|zit|lag|ligt|speelde|vroeg|zei|riep) (\S+ )?als blinde\b",  # "N had als blinde …"
    )
    if not match:
        return None
    return next(g for g in match.groups() if g and len(g) == 1)


def _declarer_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bleider \(? ?SEAT_([NOZW])\b",
        r"\bSEAT_([NOZW]) \(? ?,? ?(is |was |als |de |werd ){0,2}leider\b",
        r"\b(CALL|contract) (\S+ )?door SEAT_([NOZW])\b",
    )
    if not match:
        return None
    return next(g for g in reversed(match.groups()) if g and len(g) == 1)


# Declarer told by the contract he plays: "W speelde 3SA", "4♠ door O", "tegen 4♥ van zuid", "N, die 2♠ speelde".
# (A bid alone, "1♥ van N", names no declarer.)
_CONTRACT_DECLARER = (
    r"\bSEAT_(?P<d>[NOZW]) (, die (CALL|het contract) (speelt|speelde)|(speelt|speelde) (CALL|het contract)|(is|was) leider)\b",
    r"\b(CALL|contract) (\S+ )?(gespeeld )?door SEAT_(?P<d>[NOZW])\b",
    r"\b(zat|zit) SEAT_(?P<d>[NOZW]) en (speelt|speelde) (CALL|het contract)\b",
    r"\b(tegen|in) (CALL|het contract) van SEAT_(?P<d>[NOZW])\b",
)


def _contract_declarer(text: str) -> str | None:
    """The declarer's seat told by the role or by the contract he plays; None when two seats are told."""
    seats = {m.group("d") for p in _CONTRACT_DECLARER for m in re.finditer(p, text)}
    if len(seats) == 1:
        return seats.pop()
    return _declarer_seat(text) if not seats else None


_ACTORS = ("blinde", "hij", "leider", "tegenspeler", "tegenspelers", "tegenstander", "tegenstanders", "partner", "ik")


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


_SENTENCE_END = (" . ", " ? ", " ! ", " ; ")
_CLAUSE_WORDS = {",", ":", "'", "(", ")", "en", "maar", "toen", "terwijl", "nadat", "omdat", "want", "dus", "dat", "of",
                 "als", "wanneer", "waarna"}


def _sentence_span(text: str, pos: int) -> tuple[int, int]:
    start = max(text.rfind(end, 0, pos) for end in _SENTENCE_END)
    start = 0 if start < 0 else start + 3
    ends = [i for i in (text.find(end, pos) for end in _SENTENCE_END) if i >= 0]
    return start, min(ends) if ends else len(text)


def _doer(text: str, start: int, end: int, dummy: str | None) -> str | None:
    """Who does the act at ``text[start:end]``: "dummy", "other", or None when nobody is named.

    The passive agent ("door de blinde") first; then the player named before the verb in its
    clause ("de blinde zegt"); then right after it ("zegt de blinde"); then earlier in the sentence
    ("ik was leider en riep …")."""
    s_start, s_end = _sentence_span(text, start)
    agent = re.search(r"\bdoor (de |een )?(blinde|leider|tegenspeler|SEAT_[NOZW])\b", text[s_start:s_end])
    # a relative clause between subject and verb is skipped: "blinde N , die … had geruild , wijst …"
    before = re.sub(r" , (die|wie) [^,']*, ?$", " ", " " + text[s_start:start])
    before = re.sub(r" , (die|wie) [^,']*? , ", " ", before)  # "blinde , die dus blinde was , heeft … gezegd"
    # a role in brackets after a seat is no clause of its own: "SEAT_N ( blinde ) roept …"
    before = re.sub(r"\b(SEAT_[NOZW]) \( (blinde|leider|tegenspeler|tegenspelers|verdediger) \)", r"\1", before).split()
    cut = max((i for i, w in enumerate(before) if w in _CLAUSE_WORDS), default=-1)
    after: list[str] = []
    for word in text[start:s_end].split()[1:5] if not text.startswith("'", start) else ():
        if word in _CLAUSE_WORDS or word == ":":  # a quote's words are not the doer: "blinde : ' partner , …'"
            break
        after.append(word)
    if agent:
        named = [agent.group(2)]
    else:
        named = _actors(before[cut + 1:])[:1] or _actors(after)[:1] or _actors(_main_clause(before))[:1]
    if named == ["hij"]:  # he who was named first earlier in the sentence, or in the sentences before
        earlier = [_actors(s.split())[:1] for s in _sentences(text[:s_start])]
        upto = before.index("hij") if "hij" in before else len(before)  # named before "hij" in this sentence
        earlier.append([a for a in _actors(_main_clause(before[:upto])) if a != "hij"][:1])
        named = next((a for a in reversed(earlier) if a), [])
    if not named or named[0] == "hij":
        return None
    return _role_of(named[0], dummy)


_SUBORDINATORS = {"als", "wanneer", "terwijl", "toen", "nadat", "zodra", "omdat", "voordat", "telkens", "elke", "iedere"}


def _main_clause(words: list[str]) -> list[str]:
    """The words without a leading subordinate clause: "telkens als de leider … pakt , tikt de blinde …"."""
    if words and words[0] in _SUBORDINATORS and "," in words:
        return words[words.index(",") + 1:]
    return words


def _role_of(word: str, dummy: str | None) -> str:
    return "dummy" if word == "blinde" or (dummy and word == f"SEAT_{dummy}") else "other"


def _act_match(text: str, patterns: tuple[str, ...], dummy: str | None) -> re.Match | None:
    """The first match of ``patterns`` whose doer is dummy or not named. A match whose doer is another
    player does not hide a later one of the same pattern inside it: "toen de leider de WL riep , had de
    blinde al gezegd dat …" (the search goes on from the next character, not from the match's end)."""
    best: re.Match | None = None
    for pattern in patterns:
        compiled, pos = re.compile(pattern), 0
        while (match := compiled.search(text, pos)) and not (best and match.start() >= best.start()):
            if _doer(text, match.start(), match.end(), dummy) != "other":
                best = match
                break
            pos = match.start() + 1
    return best


def _by_dummy(text: str, match: re.Match, dummy: str | None) -> bool:
    """Dummy is named before the act in its sentence, or just after it ("werd gevraagd door de blinde")."""
    s_start, _ = _sentence_span(_unquoted(text), match.start())  # a "!" inside a quote ends no sentence
    near = text[s_start: match.end()].split() + text[match.end():].split()[:3]
    if "blinde" in near or bool(dummy and f"SEAT_{dummy}" in near):
        return True
    # "hij" standing for dummy named in an earlier sentence: "De blinde had … . In slag 5 vroeg hij …"
    return "hij" in near and _doer(text, match.start(), match.end(), dummy) == "dummy"


_CALL_TD = (
    r"\b(roept|riep|riepen|roepen|haalt|haalde|halen|belt|belde|wenkt|wenkte|seint|seinde|waarschuwt|waarschuwde|ontbiedt|ontbood"
    r"|gebaart|gebaarde|zwaait|zwaaide|wuift|wuifde)\b(?P<obj>( [^ ,:]+){0,8}) wedstrijdleider\b",
    r"\bwedstrijdleider ([^ .?!;]+ ){0,6}?(erbij |er bij )?(geroepen|gehaald|roepen|halen|gebeld)\b",
    r"\bwedstrijdleider (erbij |er bij )?(roept|riep|haalt|haalde|belt|belde)\b",  # verb last: "als de blinde , nadat … , de WL roept"
    r"\b(heeft|had|liet|laat) (\S+ ){0,4}wedstrijdleider (\S+ )?(laten )?komen\b",
    # a clause between commas before the director: "riep in slag 9, zonder dat iemand iets had gezegd, de WL"
    r"\b(roept|riep|riepen|roepen|haalt|haalde|halen|belt|belde|wenkt|wenkte)\b( [^ ,:.?!;]+){0,4} , [^,.?!;:']+ ,( [^ ,:.?!;]+){0,3} wedstrijdleider\b",
    r"\b(pakt|pakte|gepakt|trekt|trok|sleept|sleepte)\b(?P<obj>( [^ ,:]+){0,4}) wedstrijdleider (erbij|er bij)\b",
    r"\b(trekt|trok|tikt|tikte|klampt|klampte)\b(?P<obj>( [^ ,:]+){0,3}) wedstrijdleider (\S+ ){0,2}(mouw|arm|jas|aan)\b",
)


def _calls_td(text: str, dummy: str | None) -> re.Match | None:
    for pattern in _CALL_TD:
        for match in re.finditer(pattern, text):
            if re.search(r"\b(niet|nooit)\b", match.group(0) + " " + " ".join(text[match.end():].split()[:2])):
                continue  # "heeft de WL niet geroepen"
            s_start, s_end = _sentence_span(text, match.start())
            doer = _doer(text, match.start(), match.end(), dummy)
            obj = match.groupdict().get("obj")
            named = _actors(obj.split())[:1] if obj else []
            if named and named[0] != "hij":  # "roept de blinde de WL": the player between verb and director
                doer = _role_of(named[0], dummy)
            if doer is None and re.match(r"wedstrijdleider (werd|wordt|is|was)\b", match.group(0)) or re.match(
                    r"wedstrijdleider ,? (die|wie|welke)\b", match.group(0)):
                continue  # "de WL werd erbij geroepen", "de WL, die erbij was geroepen": by whom, the text does not say
            if doer == "dummy" or doer is None and "blinde" in text[s_start:s_end].split():
                return match
    return None


_ASKED = (r"(?P<who>leider|tegenspeler|tegenspelers|tegenstander|tegenstanders|linkertegenstander|rechtertegenstander"
          r"|lho|rho|partner|SEAT_[NOZW]"
          r"|hem|haar)")


def _revoke_asked(text: str, dummy: str | None) -> str:
    """Whom dummy asked whether he has none of the suit: declarer or a defender."""
    match = _search(
        text,
        rf"\b{_ASK} ((de )?blinde |SEAT_[NOZW] )?(aan |bij )?(de |zijn |haar |een |die )?{_ASKED}\b",
        rf"\baan (de |zijn |haar |een |die )?{_ASKED} (\S+ ){{0,4}}(te )?(vragen|vraagt|vroeg|gevraagd)\b",
        rf"\b(de |zijn |haar |een |die ){_ASKED} (te )?(vragen|vraagt)\b",
        rf"\b(werd|wordt) {_ASKED} (\S+ )?gevraagd\b",
    )
    vocative = re.search(rf"' ([^']* )?(geen|nog) [^']*?(, )?{_ASKED} \? '", text)
    if vocative and vocative.group("who") not in ("hem", "haar"):
        match = vocative  # the player spoken to in the quote
    who = match.group("who") if match else None
    if who in (None, "hem", "haar"):
        # "vraagt of hij …" / "vroeg hem …": the player who just failed to follow, or whose cards are asked about.
        named = re.findall(r"\bof (?:de |een |zijn |haar )?(leider|tegenspeler|SEAT_[NOZW]) ()(?:echt |wel |soms |misschien )?(geen|nog|renonce)\b", text)
        found = re.findall(
            r"\b(leider|tegenspeler|SEAT_[NOZW]) (\S+ ){0,4}?(gooit|gooide|speelt|speelde|legt|legde|bijlegt|bijlegde|troeft|troefde"
            r"|bijspeelt|bijspeelde|afgooit|afgooide|bekent|bekende)\b",
            text,
        )
        if not found:
            found = re.findall(rf"\b(leider|tegenspeler|SEAT_[NOZW]) (\S+ ){{0,2}}(nog|geen) (een )?(\S+ )?{_SUIT}\b", text)
        who = named[-1][0] if named else found[-1][0] if found else "leider"
    if who in ("leider", "partner"):
        return "asks_declarer_revoke"
    if not who.startswith("SEAT_"):
        return "asks_defender_revoke"
    if (dummy and who[-1] == PARTNER[dummy]) or who[-1] == _declarer_seat(text):
        return "asks_declarer_revoke"
    return "asks_defender_revoke"


_DIRECTOR_PRESENT = (
    r"\b(toen|nadat|zodra|als) (de )?wedstrijdleider (\S+ ){0,2}(kwam|komt|arriveerde|verscheen|aankwam|er was|erbij kwam|aan tafel kwam)\b",
    r"\bwedstrijdleider (\S+ ){0,3}(aan|bij) (de )?tafel\b",
    r"\b(aan|bij) (de )?tafel (\S+ ){0,3}wedstrijdleider\b",
    r"\bwedstrijdleider (kom|kwam|komt|sta|stond|staat|ben|was) (als )?wedstrijdleider\b",
    r"\bwedstrijdleider ((daarom|ernaar|erom|het|iets|hem|haar|dat) )?(vroeg|vraagt|wilde weten|informeert|navraagt|navroeg)\b",
    r"\b(bijzijn|aanwezigheid) van (de )?wedstrijdleider\b",
    # the writer is the director, at the table: "ik ben WL; terwijl ik aan tafel …"
    r"\bik (ben|was) (de )?wedstrijdleider\b[^.?!]*\b(aan|bij) (de |het )?tafel\b",
    r"\bwedstrijdleider (\S+ )?(erbij|er bij)\b",
    # the director was called to the table ("WL gebeld voor …", "ik werd geroepen")
    r"^(de )?wedstrijdleider (gebeld|geroepen|gehaald|erbij geroepen)\b",
    # "… de WL vertellen als die aan tafel komt": the director, named before, comes to the table
    r"\bwedstrijdleider\b[^.?!;]*\b(als|wanneer|zodra|nadat|toen) (die|hij|zij|ze) (\S+ ){0,3}(kwam|komt|arriveert|arriveerde|verschijnt|verscheen"
    r"|aankomt|aankwam|er is|erbij is|er was)\b",
    r"\bwedstrijdleider (werd|wordt|is|was) (\S+ )?(erbij |er bij |aan tafel )?(geroepen|gehaald|gebeld)\b",
    r"\bwedstrijdleider (er )?(bij )?(is|was|staat|stond|erbij is)\b",
    # the writer, the director, looks into it at the table: "terwijl ik de situatie aan tafel onderzoek"
    r"\b(geschil|kwestie|klacht|onregelmatigheid|verzaking|claim|probleem|geroepen|geschil)\b[^.?!;]*\b(kwam|kom) ik (\S+ ){0,2}(aan|bij) (de |het )?tafel\b",
    r"\b(kwam|kom) ik (\S+ ){0,2}(aan|bij) (de |het )?tafel\b[^.?!;]*\b(geschil|kwestie|klacht|onregelmatigheid|verzaking|claim|probleem|geroepen)\b",
    r"\b(toen|nadat|zodra|als) ik (\S+ ){0,2}(aan|bij) (de |het )?tafel( \d+)? (\S+ )?(kwam|kom|arriveerde)\b[^.?!;]*"
    r"\b(geschil|kwestie|klacht|onregelmatigheid|verzaking|claim|probleem|geroepen)\b",
    r"\b(terwijl|toen|als|zodra|nadat) ik (\S+ ){0,5}(onderzoek|onderzocht|uitzoek|uitzocht|uitgezocht|navraag|navroeg|nagevraagd"
    r"|inventariseer|inventariseerde|reconstrueer|reconstrueerde)\b",
)
_TELLS = (r"\b(zegt|zei|vertelt|vertelde|verteld|legt|legde|uitgelegd|uitleggen|uitleg|somt|somde|opsommen|opgesomd|citeert|citeerde"
          r"|beschrijft|beschreef|schetst|schetste|reconstrueert|reconstrueerde|vat|vatte|beweert|beweerde|verklaart|verklaarde"
          r"|voorgelezen|leest|verbetert|verbeterde|corrigeert|corrigeerde|uit te leggen|te vertellen|vertellen"
          r"|noemt|noemde|noemen|mening|riep|roept|meldt|meldde|antwoordt|antwoordde"
          r"|versie|lezing|interpretatie)\b")  # "viel de WL in de rede met zijn eigen versie van het reglement"


def _gives_facts(text: str, dummy: str | None) -> re.Match | None:
    """Law 42A1: with the director at the table, dummy tells him what happened or what the law says."""
    present = bool(_search(text, *_DIRECTOR_PRESENT))
    for match in re.finditer(_TELLS, text):
        if not present and not re.match(r"( (?!wedstrijdleider\b)[^ .?!;,']+){0,3} (aan |tegen )?(de |het )?wedstrijdleider\b", text[match.end():]):
            continue  # without the director at the table, only what is told to him: "vertelde de blinde de WL wat …"
        if not present and re.search(r"\b(verzaakt|verzaakte|verzaking|niet (had |heeft )?(bekend|bekende|bekent)|onregelmatigheid|overtreding"
                                     r"|voor (zijn|haar) beurt)\b", text[match.end():_sentence_span(text, match.start())[1]]):
            continue  # "vertelde de WL dat west niet had bekend": drawing attention to an irregularity
        s_start, _ = _sentence_span(text, match.start())
        if re.match(r"(meldt|meldde|riep|roept)\b", match.group(0)) and re.match(
                r"( \S+){0,4} (de |een )?(verzaakt|verzaking|onregelmatigheid|fout|overtreding)\b", text[match.end():]):
            continue  # "meldde als eerste de verzaking": drawing attention to it
        s_end = _sentence_span(text, match.start())[1]
        if "'" in text[match.end():s_end] and "wedstrijdleider" not in text[s_start:s_end].split():
            continue  # dummy says something in quotes to the table, not to the director: "zegt de blinde weer 'let op …'"
        # an embedded question after the verb has its own subject: "vertellen welke kaart de leider had genoemd"
        told = text[:match.end()] + re.sub(r"^((?: (?!welke\b|wat\b|hoe\b|wie\b|waar\b|waarom\b)\S+){0,3}) (?=(welke|wat|hoe|wie|waar|waarom)\b)",
                                             r"\1 , ", text[match.end():], count=1)
        if _doer(told, match.start(), match.end(), dummy) == "dummy" and "'" not in text[s_start:match.start()]:
            return match
    return None


# A player asking whether something is allowed: "is dat volgens de regels?" states no law.
_LEGALITY_ASKED = r"\b(is|mag|kan|klopt|was|gaat) (dat|dit|het|hij|zij|ze|de blinde|blinde) (\S+ ){0,2}volgens de (spel)?regels\b"


_SLANG = (
    (r"\b(ge)?revoked?\b|\brevokes\b|\brevoket\b", "verzaakt"),
    (r"\btricks\b", "slagen"), (r"\btrick\b", "slag"),
    (r"\b(defence|defense|defenders?|verdedigers?)\b", "tegenspeler"),
    (r"\bpotjes\b", "spellen"), (r"\bpotje\b", "spel"), (r"\b(mn|m'n)\b", "mijn"),
    (r"\b(na|voor|bij|tijdens|in|aan|van) (' ?)?t\b", r"\1 het"), (r"\b(zn|z'n)\b", "zijn"), (r"\bie\b", "hij"), (r"\bgwn\b", "gewoon"),
    # director's shorthand: "vdb" (voor de beurt), "vh spel" (van het)
    (r"\bvdb\b|\bvd beurt\b", "voor de beurt"), (r"\bvh\b", "van het"),
)


_NOT_NAMES = set(_ACTORS) | {
    "speler", "spelers", "hand", "kaarten", "paar", "tafel", "slag", "bord", "spel", "mijn", "zijn", "haar", "de", "het", "een",
    "die", "en", "wij", "we", "verdediger", "maat", "zij", "was", "is", "stond", "zat", "zit", "wedstrijdleider", "contract"}


def _named_players(text: str) -> str:
    """Players named by first name with their seat or role in brackets: "piet ( SEAT_O ) was blinde … piet vroeg"
    → "SEAT_O was blinde … SEAT_O vroeg"; "jan ( leider )" → "leider" (shared helper candidate)."""
    for match in re.finditer(r"\b([a-z]{2,}) \( (SEAT_[NOZW]|leider|blinde|tegenspeler) \)"
                             r"|(?:^|[(,;.:] )([a-z]{2,}) (SEAT_[NOZW]) (?=(is |was |als )?(de )?(leider|blinde|tegenspeler)\b)", text):
        name, who = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        if name not in _NOT_NAMES and not text.startswith("SEAT_", match.start()):
            text = re.sub(rf"\b{name} (\( )?{who}( \))?", who, text)
            text = re.sub(rf"(?<![\w_]){name}\b", who, text)
    return text


def _slang(text: str) -> str:
    """Youth and English words the shared canon leaves: "gerevoked", "trick", "defence", "mn", "zei ie"."""
    for pattern, word in _SLANG:
        text = re.sub(pattern, word, text)
    return text


def _director_addressed(text: str) -> str:
    """The director spoken to as "u": "riep de blinde u erbij", "u werd erbij gehaald" → "wedstrijdleider"."""
    text = re.sub(r"\b(tegensp|tgsp|tegenspl|verd|verded) (\. )?", "tegenspeler ", text)  # director's shorthand
    text = re.sub(r"\bu (erbij|er bij)\b", r"wedstrijdleider \1", text)
    text = re.sub(r"\b(toen|terwijl|nadat|als|zodra) u (aan|bij) (de )?tafel\b", r"\1 wedstrijdleider \2 tafel", text)
    return re.sub(_LEGALITY_ASKED, " ", text)


# Dummy told without the word: "de partner van de leider", "de man met de open kaarten", "N, wiens hand open
# op tafel lag, …", "mijn partner lag met zijn kaarten open op tafel" (shared helper candidate).
_OPEN_HAND = (r"(?:met )?(?:(?:de |zijn |haar |z'n |zn )?(?:kaarten|hand) (?:\S+ ){0,2}open"
              r"|(?:de |zijn |haar |z'n |zn )?open (?:\S+ ){0,2}(?:kaarten|hand))")
_DUMMY_PERIPHRASES = (
    # "SEAT_O , wiens hand open op tafel lag ," / "SEAT_N , die met open kaarten op tafel lag ,"
    (rf"\b(?P<who>SEAT_[NOZW]|(?:mijn |zijn |haar )?(?:partner|maat)) , (?:wiens|wier|die|van wie) (?:de |zijn |haar )?"
     rf"(?:{_OPEN_HAND}|open)\b[^,.;?!]*\b(?:lag|lagen|ligt|liggen|had|heeft)( (?:op|aan) (?:de )?tafel)? ,", r"\g<who> ( blinde )"),
    # "SEAT_N lag open op tafel en …" / "mijn partner lag met zijn kaarten open op tafel"
    (rf"\b(?P<who>SEAT_[NOZW]|(?:mijn |zijn |haar )?(?:partner|maat)) (?:lag|ligt) (?:{_OPEN_HAND}|open)( (?:op|aan) (?:de )?tafel)?\b",
     r"\g<who> was blinde"),
    # "de man met de open kaarten", "de speler wiens kaarten open lagen", "zijn partner met de open hand"
    (r"\b(?:de |een |zijn |haar )?(?:man|vrouw|dame|heer|speler|speelster|meneer|mevrouw|persoon|partner|maat) "
     r"(?:met (?:de )?open (?:kaarten|hand)|(?:wiens|wier|van wie de) (?:kaarten|hand) open( (?:op|aan) (?:de )?tafel)? (?:lagen|lag|liggen|ligt))\b",
     "blinde"),
    (r"\b(?:de )?partner van (?:de )?leider\b|\bleiders partner\b|\bde open hand\b", "blinde"),
    # a partner named a defender: "m'n partner (verdediger)" is a defender
    (r"\b(?:mijn |zijn |haar )?(?:partner|maat) (?:\( |, )(?:de |een )?tegenspeler(?: \)| ,)", "tegenspeler"),
    # dummy's neighbours at the table are the defenders: "zijn linkerbuurman" is his LHO
    (r"\b(linker|rechter)(buurman|buurvrouw|buur)\b", r"\1tegenstander"),
    # "zijn partner , blinde ," → "blinde"
    (r"\b(?:zijn |haar )(?:partner|maat) (?:, |\( )(?:de )?blinde(?: ,| \))", "blinde"),
)


def _dummy_periphrases(text: str) -> str:
    text = text.replace('"', "'")  # a quote in double quotes is a quote too
    for pattern, repl in _DUMMY_PERIPHRASES:
        text = re.sub(pattern, repl, text)
    return _declarer_pronouns(text)


def _declarer_pronouns(text: str) -> str:
    """In a sentence naming only declarer and dummy, "naast hem" / "met hem mee" after dummy is declarer."""
    out = []
    for sentence in re.split(r"(?<= [.?!;]) ", text):
        words = sentence.split()
        named = {w for w in words if w in _ACTORS or w.startswith(("SEAT_", "SIDE_"))} - {"hij", "ik"}
        if named == {"leider", "blinde"} and words.index("blinde") < len(words):
            sentence = re.sub(r"(\bblinde\b[^.?!;]*\b(?:naast|achter|bij|met)) (?:hem|haar)\b", r"\1 leider", sentence)
        out.append(sentence)
    return " ".join(out)


def _abbreviation_stops(reader: Reader, text: str) -> str:
    """"bl. N roept …", "ld. Z": the full stop of a role's abbreviation ends no sentence (only when every
    "blinde ." / "leider ." of the text is such an abbreviation)."""
    doc = reader.doc
    dotted = sum(1 for t in doc[:-1] if t.lower_ in _SHORT_ROLES and doc[t.i + 1].text == ".")
    if dotted and dotted == len(re.findall(r"\b(blinde|leider) \. ", text)):
        text = re.sub(r"\b(blinde|leider) \. ", r"\1 ", text)
    return text


@extractor("dummy_conduct")
def dummy_conduct(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    text = _abbreviation_stops(reader, _dutch(canon(reader)))
    text = _third_person(_director_addressed(_slang(_dummy_periphrases(_named_players(text)))))
    violated: bool | None = None
    if _search(text, *_NOT_VIOLATED):
        violated = False
        for pattern in _NOT_VIOLATED:  # the denied acts must not count as acts
            text = re.sub(pattern, " ", text)
    dummy = _dummy_seat(text)
    if dummy is None and not re.search(r"\bblinde\b", text):
        declarer = _contract_declarer(text)  # "west speelde 3SA . oost stond op …": oost is dummy
        dummy = PARTNER[declarer] if declarer else None
    if dummy and _declarer_seat(text) in (None, PARTNER[dummy]):
        # dummy's partner is declarer: "bij Z in de kaarten" (N dummy) is declarer's hand
        text = re.sub(rf"\b(leider )?(\( )?SEAT_{PARTNER[dummy]}( \))?(?! (\(|,)? ?(is |was |de )?leider)\b", "leider", text)

    found: dict[str, re.Match] = {}
    for act, patterns in _ACT_PATTERNS.items():
        if act == "calls_td":
            match = _calls_td(text, dummy)
        elif act in _DUMMY_MUST_ACT:
            match = _act_match(text, patterns, dummy)
        else:
            match = _search(text, *patterns) if patterns else None
        if act == "gives_facts_or_law":
            told = _gives_facts(text, dummy)
            match = min((m for m in (match, told) if m), key=lambda m: m.start(), default=None)
        if match and act == "asks_revoke" and not _by_dummy(text, match, dummy):
            match = None
        if match and act == "prevents_irregularity" and "blinde" not in text.split() and not dummy:
            match = None  # "W moest nog spelen" tells the scene; dummy must be in the story to have prevented anything
        if match:
            found[act] = match
    if not general_question(reader):
        for act in _NEGATABLE:  # "liet zijn kaarten niet aan de blinde zien": the act denied
            if act in found and re.search(r"\b(niet(?! alleen\b| enkel\b| eens\b)|nooit)\b", found[act].group(0)):
                del found[act]
    for act, pattern in _NOTE_ACTS:
        if act not in found:
            note = next((m for m in re.finditer(pattern, text) if _note_doer(text, m.start(), dummy) == "dummy"), None)
            if note:
                found[act] = note
    if "defender_shows_hand" in found and "exchanges_hands" in found and _sentence_span(
            text, found["defender_shows_hand"].start()) == _sentence_span(text, found["exchanges_hands"].start()):
        del found["defender_shows_hand"]  # "ruilden hun kaarten, zodat de blinde kon zien …": declarer's hand, swapped
    if "watches_declarer" in found and "exchanges_hands" in found and _sentence_span(
            text, found["watches_declarer"].start()) == _sentence_span(text, found["exchanges_hands"].start()):
        del found["watches_declarer"]  # "gaven elkaar hun kaarten, zodat de blinde de hand van zijn partner kon bekijken": one act
    if "defender_shows_hand" in found and "looks_at_defender_hand" in found:
        shown, looks = found["defender_shows_hand"], found["looks_at_defender_hand"]
        if _sentence_span(text, shown.start()) == _sentence_span(text, looks.start()):
            del found["looks_at_defender_hand"]  # "liet de blinde in zijn hand kijken": shown, not looked
    if "keeps_count" in found and re.search(r"\b(waren|werden|zijn|werd|was) (\S+ )?(geteld|nageteld)\b|\b(nadat|toen|zodra) (de )?slagen\b",
                                            _clause_at(text, found["keeps_count"].start()) + " " + found["keeps_count"].group(0)):
        del found["keeps_count"]  # "nadat de slagen waren geteld, …": the count at the end, by everyone
    if "looks_at_defender_hand" in found:
        # Whose cards: declarer's ("van zijn partner N", "diens" after "de leider") is watching declarer.
        looks = found["looks_at_defender_hand"]
        owner = " ".join(text[looks.end():].split()[:4])
        partner = f"|SEAT_{PARTNER[dummy]}" if dummy else ""
        if re.match(rf"(van )?(de |zijn |haar )?(partner |leider )?(leider|partner{partner})\b", owner) or (
            "watches_declarer" in found and "leider" in text[found["watches_declarer"].start(): looks.end()]
        ) or _cards_owner(text, looks, dummy) == "declarer":
            found.setdefault("watches_declarer", looks)
            del found["looks_at_defender_hand"]
    if "looks_at_defender_hand" in found and "watches_declarer" in found:
        # "staat op en kijkt in de hand van N (verdediger)": he got up to look at a defender's cards.
        watch = found["watches_declarer"]
        looks = found["looks_at_defender_hand"]
        inside = watch.start() <= looks.start() and looks.end() <= watch.end() and "leider" not in watch.group(0).split()
        if (inside or not re.search(r"\b(leider|partner|schouder|diens)\b", watch.group(0)) or re.search(
                r"\bschouder van (\S+ )?SEAT_", text[watch.start():watch.end() + 30])) and _defender_owner(
            text, found["looks_at_defender_hand"], dummy
        ):
            del found["watches_declarer"]

    if "watches_declarer" in found and "looks_at_defender_hand" not in found and dummy:
        # "blinde O loopt naar N om mee te kijken": with O dummy (W declarer), N is a defender
        watch = found["watches_declarer"]
        s_start, s_end = _sentence_span(text, watch.start())
        if "leider" not in text[s_start:s_end].split() and re.search(
                rf"\b(naar|bij|achter|van|over) SEAT_(?![{dummy}{PARTNER[dummy]}])[NOZW]\b", text[s_start:s_end]):
            found["looks_at_defender_hand"] = found.pop("watches_declarer")
    if "plays_as_instructed" in found and re.fullmatch(rf"(volgens|op) {_WHOSE}\w+", found["plays_as_instructed"].group(0)) and any(
            _sentence_span(text, found[a].start()) == _sentence_span(text, found["plays_as_instructed"].start())
            for a in _VIOLATION_ACTS if a in found):
        del found["plays_as_instructed"]  # "op verzoek van de leider pakte de blinde diens kaarten …": why, not what
    if "prevents_irregularity" in found and "calls_td" in found and re.search(r"\bhand (op|omhoog)\b", found["prevents_irregularity"].group(0)) \
            and _sentence_span(text, found["prevents_irregularity"].start()) == _sentence_span(text, found["calls_td"].start()):
        del found["prevents_irregularity"]  # "stak zijn hand op en riep de WL": the hand raised to call him
    if "draws_attention" in found and "communicates" in found:
        s_start, s_end = _sentence_span(text, found["draws_attention"].start())
        if s_start <= found["communicates"].start() < s_end and not re.search(_IRREGULARITY_WORDS, text[s_start:s_end]):
            del found["draws_attention"]  # "wees de leider erop dat hij eerst troef moest trekken": advice on the play, no irregularity
    action = next((a for a in _ACT_ORDER if a in found), None)
    restricted = sorted((a for a in _VIOLATION_ACTS if a in found), key=lambda a: found[a].start())
    earlier = [a for a in restricted if _pluperfect(text, found[a].start())]
    if restricted and action is None:
        current = [a for a in restricted if a not in earlier]
        action = current[0] if current else restricted[-1]
    if any(a != action for a in restricted):
        violated = True  # the forbidden act came first; the act asked about is another one
    if action is None:
        for act, patterns in _FALLBACK_ACTS:
            if act == "prevents_irregularity":  # the would-be offender is the subject; dummy must be in the story
                match = _search(text, *patterns)
                if match and not _by_dummy(text, match, dummy):
                    match = None
            else:
                match = _act_match(text, patterns, dummy)
                if match and _doer(text, match.start(), match.end(), dummy) != "dummy":
                    match = None
            if match:
                found[act], action = match, act
                break
    if action is None:
        lexical = _lexicon_act(text, dummy)
        if lexical:
            (action, found[lexical[0]]) = lexical
    if action is None:
        # Dummy said something to the table that is none of the acts above ("neem eerst de aas"):
        # taking part in the play (Law 43A1c).
        spoken = _act_match(text, (_SAYS_QUOTE,), dummy) or re.search(
            # the quote before the verb: "dat de blinde tijdens het spel ' neem de aas maar ' zei"
            r"\bblinde (\S+ ){0,5}' [^']+ ' (zei|zegt|riep|roept|fluisterde|fluistert|mompelde|mompelt|gezegd|geroepen)\b", text)
        if spoken and (spoken.group(0).startswith("blinde") or _doer(text, spoken.start(), spoken.end(), dummy) == "dummy"):
            found["communicates"], action = spoken, "communicates"
    position = found[action].start() if action else None
    if action == "asks_revoke":
        action = _revoke_asked(text, dummy)
    if action:
        facts["dummy_action"] = action
    if violated is not None:
        facts["dummy_violated_43a2"] = violated

    drawn = _attention_drawn(text, action, position, dummy)
    if drawn is not None:
        facts["attention_already_drawn"] = drawn
    during = _during_play(reader, text, action, position)
    if during is not None:
        facts["during_play"] = during
    return facts


# The last resort, whatever the word order: a clause whose doer is dummy (or, for a shown hand, a
# defender), with a verb of the act and, where the act needs one, its object. Silent when unsure.
# (act, verb stems, object words or None, who must do it)
_ACT_LEXICON: tuple[tuple[str, str, str | None, str], ...] = (
    ("calls_td", r"(roep|riep|haal|bel|wenk|sein|waarschuw|ontbied|ontbood|ontbiedt|pak|trek|sleep)\w*",
     r"wedstrijdleider", "dummy"),
    ("asks_revoke", r"(vra|vroe|check|informeer|controle|pols|peil)\w*", r"(geen|renonce|bekennen|bekent|bekende)", "dummy"),
    ("keeps_count", r"(tel|telt|telde|turf|noteer|schrijf|schreef|houd|hield|registr|bijhoud|bijhield)\w*",
     r"(slag|slagen|TRICK_\d+|TRICK)", "dummy"),
    ("exchanges_hands", r"\w*(ruil|wissel)\w*", r"(hand|handen|kaarten|plaats|plaatsen|stoel|stoelen|plek|plekken)", "dummy"),
    ("defender_shows_hand", r"(laat|liet|toon|duw|houd|hield|steek|stak|geef|gaf|schuif|schoof|draai|reik|hou)\w*",
     r"(hand|kaarten|waaier)", "other"),
    ("communicates", r"(zucht|knik|schud|grijns|lach|frons|kreun|gebaar|fluister|mompel|adviseer|kuch|grom|snuif|snoof|sis"
     r"|applaudi|klap|grinnik|giechel|vloek|sakker|moppe|kerm|steun)\w*", None, "dummy"),
)
_ANY = re.compile(r"[^.?!;]*")  # a match object at a given position of the text
_LEXICON_BREAK = re.compile(r" (?:[.,;:?!']|en|maar|daarna|toen|later|omdat|nadat|terwijl|want) ")


def _lexicon_act(text: str, dummy: str | None) -> tuple[str, re.Match] | None:
    clauses, start = [], 0
    for brk in _LEXICON_BREAK.finditer(text + " . "):
        clauses.append((start, text[start: brk.start()]))
        start = brk.end()
    for offset, clause in clauses:
        for act, verbs, objects, doer in _ACT_LEXICON:
            if objects and not re.search(rf"\b{objects}\b", clause):
                continue
            if act in _NEGATABLE and re.search(r"\b(niet(?! alleen\b| enkel\b| eens\b)|nooit)\b", clause):
                continue  # the act denied: "liet zijn kaarten niet aan de blinde zien"
            if act == "defender_shows_hand" and not re.search(r"\b(aan|voor|naar|onder) (de |het oog van de )?blinde\b", clause):
                continue  # shown to dummy
            for verb in re.finditer(rf"\b{verbs}\b", clause):
                at = offset + verb.start()
                who = _doer(text, at, offset + verb.end(), dummy)
                if who == "dummy" and doer == "dummy" or who == "other" and doer == "other":
                    return act, _ANY.match(text, at)
    return None


_CLAUSE_BREAK = re.compile(r" (?:[.,;:?!]|en|maar|daarna|toen|later) ")


def _cards_owner(text: str, looks: re.Match, dummy: str | None) -> str | None:
    """Whose cards dummy looked at: "declarer" ("van de leider", "van Z" when N is dummy), "defender"
    ("van N (verdediger)", "van zijn LT"), or None when the text does not say."""
    window = text[max(0, looks.start() - 40): looks.end() + 40]
    owner = re.search(rf"\b(van|bij|achter) (de |zijn |haar |mijn |een |diens )?(?P<who>leider|partner|{_DEFENDER}|SEAT_[NOZW])\b", window) or (
        re.search(rf"\b(?P<who>leider|partner|{_DEFENDER}|SEAT_[NOZW]) (\S+ ){{0,3}}(zijn|haar|zn|z'n) (kaarten|hand)\b", window))
    if not owner:
        return None
    who = owner.group("who")
    if who in ("leider", "partner"):
        return "declarer"
    if not who.startswith("SEAT_"):
        return "defender"
    seat = who[-1]
    if re.search(rf"\b{who} \(? ?,? ?(is |was )?(de |een |die )?{_DEFENDER}\b", text):
        return "defender"
    declarer = _declarer_seat(text) or (PARTNER[dummy] if dummy else None)
    if declarer:
        return "declarer" if seat == declarer else "defender" if seat != PARTNER[declarer] else None
    return None


def _defender_owner(text: str, looks: re.Match, dummy: str | None) -> bool:
    """The cards dummy looked at are a defender's ("in de hand van N (verdediger)", "van zijn LT")."""
    return _cards_owner(text, looks, dummy) == "defender"


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


# Someone noticed or said something: "niemand had gereageerd", "nog voordat iemand iets zei".
_NOTICED = (r"(?:gezegd|zei|zeiden|zegt|gezien|zag|zagen|ziet|opgemerkt|merkte|merkten|merkt|gemerkt|gewezen|wees|gereageerd"
            r"|reageerde|reageerden|reageert|reageren|opmerkt|gemeld|meldde|meldt|doorhad|doorhadden|doorheeft|door)")


def _attention_drawn(text: str, action: str | None, position: int | None = None, dummy: str | None = None) -> bool | None:
    if action not in ("calls_td", "draws_attention"):
        return None  # only asked about a call or a remark on someone's irregularity
    drawn = _attention_drawn_words(text, action, dummy)
    if drawn is None and position is not None and _said_before(text, position):
        return True
    return drawn


# Another player named the irregularity in a sentence before dummy's act: "Zuid, de leider, zei meteen dat west
# verzaakt had. Toen … riep de blinde de WL."
_OTHER_SAID = (r"\b(leider|tegenspeler|tegenspelers|SEAT_[NOZW]|partner)\b[^.?!;]*\b(zei|zegt|riep|roept|meldde|meldt|wees|wijst|merkte)\b"
               r"[^.?!;]*\b(verzaakt|verzaakte|verzaking|niet (had |heeft )?(bekend|bekende|bekent)|voor (zijn|haar) beurt|onregelmatigheid"
               r"|fout|overtreding)\b")


def _said_before(text: str, position: int) -> bool:
    s_start, _ = _sentence_span(text, position)
    for sentence in _sentences(_unquoted(text[:s_start])):
        match = re.search(_OTHER_SAID, sentence)
        if match and "blinde" not in sentence.split() and not re.search(r"\b(niet|niets|niks|niemand)\b", sentence[:match.start(2)]):
            return True
    return False


# Someone had already said it: "de leider had het al gemeld" (not dummy's own "had de blinde al gezegd").
_ALREADY_SAID = (r"\bal ([^ ,;:.?!']+ ){0,3}(gewezen|opgemerkt|gezegd|geroepen|gemeld|aangekaart|aangegeven|gesignaleerd|benoemd"
                 r"|geprotesteerd|geklaagd|gereclameerd|bezwaar gemaakt)\b")


def _attention_drawn_words(text: str, action: str | None, dummy: str | None = None) -> bool | None:
    # "de leider merkte de verzaking als eerste op": another player was first
    for first in re.finditer(r"\b(als eerste|de eerste die|als enige|de enige die)\b", text):
        named = _actors(text[_sentence_span(text, first.start())[0]:first.start()].split())
        if named and named[-1] in ("leider", "tegenspeler", "tegenspelers", "tegenstander", "partner"):
            return True
    # "de blinde heeft tijdens het spel niets gezegd": dummy's own silence, not the others'
    text = re.sub(r"\bblinde (\S+ ){0,4}(niets|niks) (\S+ )?(gezegd|gemeld|opgemerkt|gedaan)\b", "blinde", text)
    if _search(
        text,
        rf"\b(niemand|nog niemand)\b(?![^.?!;]*\b(vroeg|vraagt|vroegen|gevraagd)\b)[^.?!;]*\b(iets|wat|{_NOTICED})\b",
        r"\bverder had niemand\b",
        rf"\bzonder dat (er )?(iemand|een ander|iemand anders|de anderen|de tegenspelers|de leider)\b[^.?!;]*\b(iets|wat|{_NOTICED})\b",
        # "NW zeiden niks", "de tegenspelers merkten niets"
        rf"\b(?!blinde\b)\S+ ({_NOTICED}|hadden|had) (het |er )?(\S+ )?(niks|niets)( (gemerkt|gezien|gezegd|door))?( [.,;:?!]|$)",
        rf"\b(?!blinde\b)\S+ (had|hadden|heeft|hebben) (het |er |dat |die )?(\S+ ){{0,2}}(nog )?(niet|niets|niks) ({_NOTICED})\b",
        rf"\bnoch\b[^.?!;]*\b(iets|{_NOTICED})\b",
        r"\b(als eerste|de eerste die|als enige|de enige die)\b",
        r"\bhet eerste (wat|dat) (er )?(iemand|men)\b",
        r"\b(nog )?(niks|niets) van gezegd\b",
        r"\buit (zichzelf|zich zelf)\b",
        rf"\b(nog )?voordat\b[^.?!;]*\b(iets|iemand|niemand)\b[^.?!;]*\b{_NOTICED}\b",
        rf"\b(nog )?(niets|niks) ({_NOTICED})\b",
        rf"\b(anderen|de rest|niemand anders|tegenspelers|de leider)\b (\S+ ){{0,2}}(het |er )?(niet|niets|niks) (\S+ )?{_NOTICED}\b",
    ):
        return False
    if action not in ("calls_td", "draws_attention"):
        return None
    for said in re.finditer(_ALREADY_SAID, text):
        named = {_role_of(a, dummy) for a in _actors(_clause_at(text[:said.start()], said.start()).split())}
        if named != {"dummy"}:  # dummy alone named in the clause: his own remark, told as done earlier
            return True
    if _search(
        text,
        r"\bnadat (de |een )?(leider|tegenspeler|SEAT_[NOZW]|partner)\b[^.?!;]*\b(al|gewezen|gezegd|geroepen|gemeld|opgemerkt)\b",
        r"\b(omdat|want|nadat) (de |een )?(leider|tegenspeler|SEAT_[NOZW]|partner) (vond|vindt|zei|zegt|meende|beweerde|riep|klaagde)"
        r" (\S+ )?dat\b",
        r"\b(zegt|zei|wijst|wees)\b[^.!]*\b(daarna|pas daarna|dan|vervolgens|daarop|en toen)\b[^.!]*\bblinde\b",
        r"\b(zegt|zei) (\S+ ){0,3}(er )?(meteen |direct )?iets van\b",
        r"\b(leider|tegenspeler|SEAT_[NOZW]|partner) (zegt|zei|wijst|wees|merkt|roept)\b[^.!]*\b(daarna|pas daarna|dan|daarop|en toen)\b[^.!]*\b(roept|zegt|zei|haalt|haalde)\b",
        r"\b(zegt|zei|wijst|wees|merkt) (de |een )?(leider|tegenspeler|SEAT_[NOZW]|partner)\b[^.!]*\b(daarna|pas daarna|dan|daarop|en toen)\b[^.!]*\b(roept|zegt|zei|haalt|haalde)\b",
        r"\bblinde (\S+ ){0,2}(valt|viel) (\S+ ){1,2}bij\b",
        r"\bblinde (\S+ ){0,2}(zegt|zei|meldt|meldde) (\S+ ){0,2}ook\b",
        # the irregularity had been reported by another: "een verzaking die de leider had gemeld"
        r"\b(die|dat) (de |een )?(leider|tegenspeler|tegenspelers|SEAT_[NOZW]|partner) (al )?(had|heeft|hadden|hebben) (al )?"
        r"(gemeld|opgemerkt|aangekaart|geroepen|gezegd)\b",
    ):
        return True
    return None


_AFTER_PLAY = (
    r"\b(nadat|toen|zodra) (de |het )?((laatste|dertiende) (slag|kaart)|TRICK_13) (\S+ )?(was |is |werd )?(gespeeld|gemaakt|binnen|voorbij|omgedraaid)\b",
    r"\b(spel|spelen) (hadden |had |was |is |waren |werd )?(afgerond|uitgespeeld|beeindigd)\b",
    r"\bna (afloop|het (laatste )?spel|het spelen|(de |het )?TRICK_13|(de |het )?(laatste|dertiende) (slag|kaart|slagje|kaartje))\b",
    r"\bna spel\b(?! \d)",
    r"\b(spel|spelen) (was |is )?(toen |nu )?(al )?(klaar|afgelopen|voorbij|uit(?= [.,;:?!']| en |$))",
    r"\b(einde|eind) (van )?(het )?spel\b",
    r"\bbij het (scoren|invullen|noteren|tellen van de slagen|terugstoppen|opbergen|opschrijven)\b",
    r"\balle (dertien|13) slagen (\S+ )?(gespeeld|voorbij|gedaan|binnen)\b",
    r"\b(volgende|nieuwe) (spel|bord|ronde) (was |is |werd )?(al )?(begonnen|gestart|bezig|aan de gang|gedeeld)\b",
    # the cards put away, the tricks counted
    r"\b(kaarten|handen) (\S+ ){0,2}(al )?(terug |weer )?(in het bord|in de hoes|in de koker|opgeborgen|weggestopt|teruggestopt|teruggestoken)\b",
    r"\b(nadat|toen|zodra|als) (de )?slagen (\S+ )?(waren |werden |zijn )?(geteld|nageteld)\b",
    r"\b(spel|spelen) ((?!niet\b|nog\b|bijna\b)\S+ ){1,3}(afgelopen|voorbij|uitgespeeld|afgerond|beeindigd)\b",
)
_IN_PLAY = (
    r"\btijdens (het |de )?(spel|spelen|afspel\w*)\b",
    r"\b(spel|spelen) (is |was )?(nog |toen |nu |al |gewoon ){0,2}(volop )?(bezig|aan de gang|gaande)\b",
    r"\bna (de )?(openingsuitkomst|uitkomst)\b",
    r"\bmidden in (het )?(spel|spelen)\b|\bin het midden van het (spel|spelen)\b",
    r"\bnog (\S+ )?slagen (over|waren|zijn|resteerden|resten|restten)\b|\ber (waren|zijn) nog (\S+ )?slagen\b",
    r"\b(terwijl|toen|als) (we|wij|ze|zij|jullie|iedereen) (nog )?(aan het spelen|spelen|speelden|bezig)\b",
    r"\bhalverwege\b",
    r"\bnog (\S+ )?(gespeeld wordt|gespeeld werd|wordt gespeeld|werd gespeeld)\b",
    r"\b(werd|wordt) (er )?nog (volop |gewoon )?gespeeld\b",  # "er werd nog gespeeld"
    # the hand still going on: "we spelen nog", "spel loopt nog"
    r"\b(we|wij|ze|zij|jullie) (spelen|speelden) (het spel |de hand |het contract )?(nog|nog steeds|nog door|door)( [.,;:!]| $)",
    r"\b(spel|hand) (loopt|liep) (nu |toen )?(nog|nog steeds|nog door)\b",
    r"\btijdens (de )?TRICK_\d+\b",
    r"\blater in het (spel|spelen)\b|\b(de )?rest van het (spel|spelen)\b",
    r"\bvoor(dat)? (de )?TRICK_13 (was |werd |is )?(gespeeld|voorbij|af|gedaan|begonnen)\b",
    # a sentence that dates the story: "het is slag 2", "ze deden dat in slag 3", "dat gebeurde in de 5e slag"
    r"\b(het is|het was|dat was|dit was|gebeurde|gebeurd|deden (ze |we |wij )?dat|deed (hij |ze )?dat) (\S+ )?(in |bij |tijdens )?(de )?"
    r"TRICK_([1-9]|1[0-2])\b",
    r"\b(spel|spelen) (is |was )?nog niet (helemaal )?(is |was )?(uitgespeeld|klaar|afgelopen|voorbij|uit|afgerond)\b",
    r"\b(spel|spelen) (loopt|liep) nog\b|\b(spel|spelen) nog (liep|loopt)\b",
    r"\bvanaf (de )?TRICK_([1-9]|1[0-2])\b",
    r"\b(toen|terwijl|zodra|nadat|voordat) (de |het )?(volgende|nieuwe|TRICK_([1-9]|1[0-2])) (slag )?(begon|begint|startte|start|bezig was|aan de gang was"
    r"|gespeeld werd|werd gespeeld)\b",
    r"\bnog (\S+ )?slagen (te gaan|te spelen|gespeeld)\b",
    r"\bna (een paar|enkele|twee|drie) slagen\b",
    r"\b(speelde|speelt|speelden|spelen) (\S+ ){0,2}verder (met|zonder)\b",  # "de leider speelde verder met de hand van de blinde"
    r"\b(zitten|zaten|zit|zat) (nu |toen )?(nog )?in (de )?TRICK_([1-9]|1[0-2])\b",
    # the act while declarer (or a player) was thinking or playing: "terwijl zijn partner nadacht over de derde slag"
    r"\b(terwijl|toen|zolang) (de |zijn |haar |mijn )?(leider|partner|tegenspeler|tegenspelers|hij|zij) (\S+ ){0,4}(nadacht|nadenkt|na te denken"
    r"|zat te denken|zit te denken|stond te denken|aan het spelen|aan het denken|aan het nadenken|aan slag was|aan de beurt was|aan zet was)\b",
)
# A trick named in the act's own clause ("in slag 4 wees de blinde …"), not in a clause about
# something else ("… zegt dat W in slag 3 verzaakte").
_TRICK_NOW = r"\b(in|bij|na|tijdens) (de )?TRICK_([1-9]|1[0-2])\b"
_SUBORDINATE = {"dat", "omdat", "welke", "wat", "of", "die", "waar", "hoe", "terwijl", "nadat", "want"}


def _unquoted(text: str) -> str:
    """The text with what is quoted blanked out (same length): "'nee, het was slag 6'" dates nothing."""
    return re.sub(r"(?<!\S)'(?= ).*?(?<= )'(?!\S)", lambda m: " " * len(m.group(0)), text)


def _during_play(reader: Reader, text: str, action: str | None, position: int | None = None) -> bool | None:
    text = _unquoted(text)
    if position is not None:
        s_start, s_end = _sentence_span(text, position)
        sentence = text[s_start:s_end]
        if _search(sentence, *_AFTER_PLAY):
            return False
        if _search(sentence, *_IN_PLAY):
            return True
        if re.search(r"(^|[,:(] )(in |bij |tijdens )?(de )?TRICK_([1-9]|1[0-2])( ,| \)|$)", sentence):
            return True  # a trick standing as a clause of its own in the act's sentence: "…, slag 3, …"
        # a clause joined by ";" goes on with the same scene: "ging in slag 2 naast oost zitten ; zo kon hij …"
        if s_start >= 3 and text[s_start - 3: s_start] == " ; ":
            before = max(text.rfind(end, 0, s_start - 3) for end in _SENTENCE_END)
            s_start = 0 if before < 0 else before + 3
            sentence = text[s_start:s_end]
        # the trick right after the act's verb: "bl kijkt sl 4 in hand van O"
        if re.match(r"\S+ TRICK_([1-9]|1[0-2])\b", text[position:s_end]):
            return True
        for match in re.finditer(_TRICK_NOW, sentence):
            at = s_start + match.start()
            between = text[min(at, position): max(at, position)].split()
            if not _SUBORDINATE.intersection(between) and "'" not in between:
                return True
    if _search(text, *_AFTER_PLAY):
        return False
    if _search(text, *_IN_PLAY):
        return True
    for sentence in _sentences(text):
        if re.match(r"^(\( )?(in |na |bij |tijdens )?(de )?TRICK_\d+\b", sentence):
            return True
        if re.match(r"^((het|dat|dit) )?(was|is) (in |bij |tijdens )?(de )?TRICK_([1-9]|1[0-2])( [.!]|$)", sentence):
            return True  # "… . was slag 6"
        # a trick named as a clause of its own, dating the whole story: "…, slag 5"
        if re.search(r"(^|[,:(] )(in |bij |tijdens )?(de )?TRICK_([1-9]|1[0-2])( \)| ,)?$", sentence):
            return True
    if position is not None and not general_question(reader) and _reacted_to_play(text, position):
        return True
    if position is not None and re.search(r"\b(contract|CALL) (\S+ ){0,2}(binnen|gemaakt|thuis|down|af)\b",
                                          text[slice(*_sentence_span(text, position))]):
        return None  # "zei 'goed gespeeld' toen de leider het contract binnen had": maybe at the end, maybe not
    if action in _PLAY_ONLY and not general_question(reader):
        return True
    if action in ("draws_attention", "calls_td") and not general_question(reader) and _search(
            text, r"\b(zag|ziet|ziend|merkt|merkte)\b (\S+ ){0,2}dat (\S+ ){1,6}(bijlegt|bijlegde|legt|legde|speelt|speelde|gooit|gooide|troeft"
                  r"|troefde|afgooit|afgooide|verzaakt|verzaakte|bekent|bekende)\b[^?!]*\b(meteen|direct|onmiddellijk|gelijk|metteen)\b"):
        return True  # dummy reacted at once to a card as it was played
    return None


# A card played or a trick handled, told as it happened (not "had … gespeeld").
_PLAY_NOW = (r"(?:\w*legde|\w*legt|\w*speelde|\w*speelt|gooide|gooit|afgooide|afgooit|troefde|troeft|introefde|omdraaide|omdraait"
             r"|omkeerde|omkeert|uitkwam|uitkomt|wegpakte|dichtlegde|(?:wilde|wil|ging|gaat) (?:\S+ ){0,3}(?:spelen|voorspelen|leggen|pakken"
             r"|omdraaien|dichtleggen|uitkomen))")


def _reacted_to_play(text: str, position: int) -> bool:
    """Dummy acted at the moment a card was played: "riep de WL toen de leider een slag te vroeg dichtlegde";
    "Oost gooide een ruiten op een schoppenslag. De blinde zei meteen …"."""
    s_start, s_end = _sentence_span(text, position)
    sentence = text[s_start:s_end]
    for match in re.finditer(rf"\b(toen|terwijl|zodra|op het moment dat|net toen|net als) ((?!had\b|hadden\b|heeft\b|hebben\b|was\b)"
                             rf"[^ .?!;,']+ ){{0,6}}{_PLAY_NOW}\b", sentence):
        if re.search(r"\b(CARD|kaart|kaarten|slag|TRICK\w*|schoppen|harten|ruiten|klaveren|troef|aas|heer|vrouw|boer)\b|"
                     r"(dichtlegde|omdraaide|omkeerde|voorspeelde|uitkwam|troefde|introefde|afgooide)\b", match.group(0)):
            return True  # a card or a trick in the clause: "toen de leider een slag te vroeg dichtlegde"
    if re.search(r"\b(meteen|direct|onmiddellijk|gelijk|metteen|prompt)\b", sentence):
        before = _sentences(text[:s_start])
        return bool(before) and bool(re.search(rf"^((?!\b(had|hadden|heeft|hebben)\b).)*\b{_PLAY_NOW}\b", before[-1]))
    return False


# -- Law 45: cards played ---------------------------------------------------------------------------
@extractor("card_misplayed_by_dummy")
def card_misplayed_by_dummy(reader: Reader) -> dict[str, Any]:
    text = _next_trick_words(_slang(_dutch(canon(reader))))
    facts = _misplay_noticed(text)
    # read again with the next trick told by its number, and with the writer named by role ("ik was leider … ik had al gespeeld")
    for retold in (_numbered_next_trick(text), _third_person(text), _numbered_next_trick(_third_person(text))):
        if facts:
            break
        if retold != text:
            facts = _misplay_noticed(retold)
    return facts


def _misplay_noticed(text: str) -> dict[str, Any]:
    """When dummy's wrong card was noticed: before both sides played to the next trick, or after."""
    # an apposition after a player is skipped: "zuid , mijn rechtertegenstander , had nog niet bijgespeeld"
    text = re.sub(r"\b(SEAT_[NOZW]|leider|blinde|tegenspeler) , ([^ ,.?!;']+ ){1,3}, ", r"\1 ", text)
    # noticing denied before the next trick: "niemand merkte het voor(dat) de volgende slag gespeeld was" → noticed after
    if re.search(r"\b(niemand|geen van (ons|hen|beiden|de spelers)) (merkte|zag|ontdekte|zei|merkt|ziet|ontdekt)\b[^.?!;]*\b(voor|voordat)\b"
                 r"[^.?!;]*\b(volgende slag|TRICK_\d+)\b", text):
        return {"attention_before_next_trick": False}
    if _search(
        text,
        r"\b(meteen|direct|onmiddellijk|metteen)\b",
        r"\bzolang de slag nog (niet )?(af|bezig|open)\b",
        r"\bvoordat (de |het )?(volgende slag|slag af)\b",
        r"\b(voordat|nog voor) (iemand|er iemand|een van beide partijen|beide partijen|de tegenspelers|de partijen|de leider|de blinde)? ?(\S+ )?(in )?(de )?volgende slag\b",
        r"\bnog niemand (\S+ ){0,4}(gespeeld|bijgespeeld|iets gelegd|gelegd|voorgespeeld)\b",
        # the clause's verb last: "als nog niemand in de volgende slag een kaart heeft gespeeld"
        r"\b(nog niemand|niemand nog)\b[^.?!;,]*\b(gespeeld|bijgespeeld|gelegd|bijgelegd|voorgespeeld|uitgekomen)\b",
        # nothing played after it: "daarna werd er geen kaart meer gespeeld", "niemand speelde nog een kaart"
        r"\b(geen kaart|geen kaarten|niets|niks) meer (\S+ )?(gespeeld|gelegd|bijgespeeld|bijgelegd|voorgespeeld)\b",
        r"\b(werd|is|was) er (daarna |toen |verder )?(geen kaart|niets|niks) meer (\S+ )?(gespeeld|gelegd|bijgespeeld|voorgespeeld)\b",
        r"\bniemand (\S+ )?(speelde|legde|speelt|legt) (daarna |toen |verder )?(nog|meer) (een )?kaart\b",
        r"\b(leider|blinde|tegenspeler|partner|SEAT_[NOZW]|linkertegenstander|rechtertegenstander|tegenstander) (heeft|had) (daar |er )?nog niet (bij)?(gespeeld|gelegd)\b",
        r"\bverder had nog niemand\b",
        # nobody had moved on yet, any verb of going on: "er was nog niemand naar de volgende slag gegaan",
        # "we waren nog niet aan de volgende slag begonnen"
        r"\b(nog niemand|niemand nog|nog niet|nog geen van (ons|hen|beiden|de spelers))\b[^.?!;,]*\b(naar|aan|met|in) (de )?volgende slag\b[^.?!;,]*"
        r"\b(gegaan|begonnen|doorgegaan|overgegaan|verder|door|toe|bezig)\b",
        r"\b(nog niemand|niemand nog|nog niet)\b[^.?!;,]*\b(gegaan|begonnen|doorgegaan|overgegaan) (naar|aan|met) (de )?volgende slag\b",
        # verb last, words between: "oost had op dat moment zijn kaart nog niet gelegd"
        r"\b(leider|blinde|tegenspeler|partner|SEAT_[NOZW]|linkertegenstander|rechtertegenstander|tegenstander|ik) (heeft|had) ((?!nog\b|al\b)[^ .?!;,]+ ){1,6}"
        r"nog (niet|geen kaart) (\S+ )?(bijgespeeld|gespeeld|gelegd|bijgelegd)\b",
        r"\b(nog )?voor(dat)? (er )?(iemand|wie dan ook|een van (hen|beiden|de spelers|de vier)) (\S+ )?(voorspeelde|voorspeelt|uitkwam|uitkomt|had voorgespeeld"
        r"|was uitgekomen|iets speelde|speelde|een kaart legde|verder speelde)\b",
        r"\bvoor (de|het) (uitkomst|voorspelen|start|begin|eerste kaart) (naar|van|voor|in|tot|bij) (de )?volgende\b",
        r"\ber (was|is|werd|had) (\S+ )?nog (niet|niets|geen kaart) (\S+ )?(voorgespeeld|uitgekomen|gespeeld|gelegd)\b",  # "er was nog niet voorgespeeld"
        r"\ber (\S+ )?nog (niet|niets|geen kaart) (\S+ )?(was|is|werd|had) (voorgespeeld|uitgekomen|gespeeld|gelegd)\b",  # "… en er nog niet is voorgespeeld"
        r"\bniemand (had|heeft|was|is) nog (\S+ ){0,3}(voorgespeeld|uitgekomen|gespeeld|bijgespeeld|gelegd|voorgelegd)\b",
        # only one player had played to the next trick: "als alleen LT al in de volgende slag heeft voorgespeeld"
        r"\b(alleen|enkel|slechts) (de |een |zijn |mijn )?[^ .?!;]+ (al |nog maar )?(in |aan )?(de )?volgende slag\b",
        r"\b(alleen|enkel|slechts) (de |een |zijn |mijn )?[^ .?!;]+ (had |heeft |was )?al\b[^.?!;]*\bvolgende slag\b",
        r"\b(niemand|geen van (de )?(spelers|vieren|beiden)) (had|heeft|was|is) (\S+ ){0,2}(in |aan )?(de )?volgende slag (\S+ )?(gespeeld|bijgespeeld|gelegd|voorgespeeld|begonnen)\b",
        r"\bin dezelfde slag\b",
        # a card followed to that same trick, then it was seen: "mijn partner legde daarna in die slag zijn kaart bij, en toen zag …"
        r"\b(in|binnen) (die|dezelfde|diezelfde|deze|datzelfde) slag (\S+ ){0,4}(bij|bijgelegd|bijgespeeld|bijlegde|bijspeelde)\b",
        r"\bgelijk (gezien|gemerkt|opgemerkt|ontdekt|gecorrigeerd|hersteld|gezegd)\b",
        r"\bslag (ligt|lag) nog open\b",
        r"\bslag (\S+ )?nog (open |gewoon )?(op (de )?tafel |in het midden )?(ligt|lag|open|openligt|openlag)\b",
        r"\bvoor(dat)? de slag (\S+ )?(werd |was |is )?(omgedraaid|gedekt|dichtgelegd|gekeerd|omgekeerd|af|voorbij|gesloten|compleet)\b",
        r"\bbij het (dichtleggen|omdraaien|omkeren|keren|sluiten)\b",
        # noticed as someone took or turned the trick: "het viel op toen hij de slag wilde pakken"
        r"\b(toen|terwijl|zodra|net toen|(op )?het moment dat) (\S+ ){0,3}(de |die |deze )?slag (wilde |wou |ging |zou )?(pakken|pakte|omdraaien|omdraaide|omkeren|omkeerde"
        r"|dichtleggen|dichtlegde|keren|keerde|binnenhalen|binnenhaalde|naar zich toe)\b",
        r"\bbij het (pakken|nemen|binnenhalen|wegleggen) van (de|die|deze) slag\b",
        r"\bvoor(dat)? (\S+ ){0,2}de slag (\S+ )?(dichtlegde|dichtlegt|omdraaide|omdraait|omkeerde|omkeert|keerde|sloot|pakte|wegl\w+"
        r"|omgedraaid|dichtgelegd|omgekeerd|gekeerd|gesloten|gepakt|weggelegd|binnengehaald)\b",
        r"\bnog (tijdens|in|binnen) (dezelfde|die|deze|diezelfde|datzelfde|de lopende|de) slag\b",
        # "dus nog steeds dezelfde slag", "het is nog dezelfde slag"
        r"\b(nog|nog steeds|steeds) (in |bij )?(dezelfde|diezelfde|datzelfde) slag\b",
        # a player of this trick still to play, after a comma: "O heeft er al op gespeeld, W nog niet"
        r"(^|[,;:] )(de )?(leider|blinde|tafel|SEAT_[NOZW]|tegenspeler|linkertegenstander|rechtertegenstander) nog niet( [.,;:?!]| $| (dus|maar|en)\b)",
        r"\bnog voor(dat)? (\S+ ){1,5}(bijspeelt|bijspeelde|bijgespeeld|speelt|speelde|bijlegt|bijlegde)\b",
        r"\bvoor(dat)? (\S+ ){1,4}(bijspeelt|bijspeelde|bijgespeeld|bijlegt|bijlegde)\b",
        r"\bvoor(dat)? ((?!al\b|beide\b|iedereen\b|allebei\b|volgende\b)[^ .?!;]+ ){1,8}(legt|legde|speelt|speelde|gooit|gooide)\b",
        r"\bvoordat (de |een )?(leider|blinde|tafel|SEAT_[NOZW]|tegenspeler|linkertegenstander|rechtertegenstander|ik) (een |zijn |haar |zn )?(kaart |iets )?"
        r"(had |heeft |hadden )?(gelegd|gespeeld|bijgespeeld|bijgelegd)\b",
        r"\bvolgende slag (\S+ )?(nog niet|niet) (begonnen|gestart|begon|begint)\b",
        r"\bnog niet (\S+ )?(aan|met|in) (de )?volgende slag (\S+ )?(begonnen|gestart|bezig)\b",  # "zolang ze nog niet aan de volgende slag zijn begonnen"
        r"\b(nog )?voor(dat)? ((?!al\b|beide\b|iedereen\b|allebei\b)[^ .?!;]+ ){0,5}(in |aan )?(de )?volgende slag\b",
        r"\b(van tafel|leider|blinde|tafel|ik) (was|had|heeft|is) (\S+ )?nog (niet|niets) (\S+ )?(gespeeld|bijgespeeld|gelegd)\b",
        r"\b(maar|en) (de |het )?(leider|blinde|tafel|ik|wij|we|SEAT_[NOZW]) (\S+ )?nog niet\b",
        r"\b(maar|en) (had|heeft|hadden|hebben|was|is) (de |het )?(leider|blinde|tafel|ik|wij|we|SEAT_[NOZW]) (\S+ )?nog niet\b",
        # "voordat leider of blinde daar iets gelegd hadden": one side had not played yet
        r"\bvoordat (de )?(leider|blinde|tafel|ik|wij|we) (of|en) (de |ik )?(leider|blinde|tafel|ik)\b"
        r"( \S+){0,4} (gelegd|gespeeld|bijgespeeld|bijgelegd)\b",
        r"\bslag (\S+ ){0,2}nog niet (eens |helemaal |zelfs )?(is |was )?(gesloten|af|omgedraaid|gedekt|dichtgelegd|voorbij|compleet|omgekeerd|gekeerd|dicht)\b",
    ):
        return {"attention_before_next_trick": True}
    if _search(
        text,
        r"\bslagen later\b|\blater (pas )?(opgemerkt|gezien|ontdekt|gemerkt)\b",
        r"\bvolgende slag (\S+ ){0,2}(had |heeft |was |werd )?(gewonnen|binnengehaald|genomen|gemaakt)\b",  # the next trick won: complete
        r"\bna (de volgende slag|afloop|het spel)\b",
        r"\b(einde|eind) van het spel\b",
        r"\b(beide partijen|allebei|iedereen|alle vier|alle spelers)\b[^.?!;]*\bvolgende slag\b[^.?!;]*\b(gespeeld|bijgespeeld|voorgespeeld|gelegd|bijgelegd)\b",
        r"\bbeide partijen al\b",
        # two cards or more in the next trick: two players in turn are of both sides
        r"\b(twee|drie|vier|2|3|4) kaarten\b[^.?!;]*\bvolgende slag\b|\bvolgende slag\b[^.?!;]*\b(al|reeds) (twee|drie|vier|2|3|4) kaarten\b",
        r"\bvolgende slag\b[^.?!]*\b(ook al|al op) (\S+ )?(bijgespeeld|gespeeld|bijgelegd|gelegd)\b",
        r"\b(ook al|al op) (\S+ )?(bijgespeeld|bijgelegd)\b",
        r"\bslagen (later|verder|daarna)\b",
        # a whole trick played since: "als er daarna al een nieuwe slag is gespeeld"
        r"\bal (een|de) volgende slag (\S+ )?(is|was|werd|waren) (\S+ )?(gespeeld|uitgespeeld|afgemaakt)\b",
        r"\b(twee|drie|vier|vijf|\d+|een paar|enkele|meerdere) (volgende |verdere |nieuwe )?slagen (\S+ ){0,2}(gespeeld|voorbij|gedaan|uitgespeeld)\b",
        r"\bna (twee|drie|vier|vijf|\d+|een paar|enkele) (volgende )?slagen\b",
        r"\b(spel|spelen) (was |is )?(al )?(afgelopen|voorbij|klaar|uit(?= [.,;:?!]| en |$))",
        r"\baan het (eind|einde)\b|\bbij het tellen van de slagen\b",
        r"\bbij het (scoren|invullen|invoeren|nakijken|nalopen|natellen|tellen)\b",
        r"\bpas (\S+ )?(in|bij|na) (de )?TRICK_\d+\b",
        # both sides had played to the next trick: "N en Z … en ik ook", "beide tegenspelers en ik", "iedereen"
        r"\b(tegenspeler|tegenspelers|SIDE_\w+|SEAT_[NOZW]) en (ik|de leider|leider|de blinde|blinde|tafel)\b[^.?!;]*\bvolgende slag\b[^.?!;]*\bal\b",
        r"\b(tegenspeler|tegenspelers|SIDE_\w+|SEAT_[NOZW]) en (ik|de leider|leider|de blinde|blinde|tafel) (\S+ )?al\b[^.?!;]*\bvolgende slag\b",
        # "in de volgende slag hadden W en de leider al gespeeld": the same, the next trick named first
        r"\bvolgende slag\b[^.?!;]*\b(tegenspeler|tegenspelers|SIDE_\w+|SEAT_[NOZW]) en (ik|de leider|leider|de blinde|blinde|tafel) (\S+ )?al\b",
        r"\bvolgende slag\b[^.?!;]*\b(de leider|leider|de blinde|blinde|tafel) en (de |een )?(tegenspeler|tegenspelers|SIDE_\w+|SEAT_[NOZW]) (\S+ )?al\b",
        # a player and his own opponent are of both sides: "toen hij en zijn linkertegenstander al een kaart hadden gelegd"
        r"\b\S+ en (zijn|haar|mijn|diens) (linkertegenstander|rechtertegenstander|tegenstander) (\S+ )?al\b[^.?!;]*\bvolgende slag\b",
        r"\b(ik|de leider|leider|de blinde|blinde|tafel) en (de |een )?(tegenspeler|tegenspelers|linkertegenstander|rechtertegenstander|SEAT_[NOZW](?! (\( |, )?(de |is |was )?blinde)) (\S+ )?al\b"
        r"[^.?!;]*\bvolgende slag\b",
        r"\bvolgende slag\b[^.?!;]*\bal\b[^.?!;]*\ben (ik|de leider|leider|de blinde|blinde|tafel) ook\b",
        # players of both sides named as having played to the next trick: "LT, ik en RT al in de volgende slag gespeeld"
        r"\b(linkertegenstander|rechtertegenstander|tegenspelers?|tegenstanders?)\b[^.?!;]{0,30}\b(ik|leider|blinde|tafel)\b[^.?!;]{0,30}"
        r"\bal (in |op )?(de )?volgende slag (\S+ )?(gespeeld|bijgespeeld|gelegd|bijgelegd)\b",
        r"\b(ik|leider|blinde|tafel)\b[^.?!;]{0,30}\b(linkertegenstander|rechtertegenstander|tegenspelers?|tegenstanders?)\b[^.?!;]{0,30}"
        r"\bal (in |op )?(de )?volgende slag (\S+ )?(gespeeld|bijgespeeld|gelegd|bijgelegd)\b",
        r"\bvolgende slag\b[^.?!;]*\b(iedereen|allebei|beide partijen|alle vier)\b",
        r"\b(iedereen|allemaal|alle vier|beide partijen)\b (\S+ ){0,3}?(in |aan |naar |op )?(de )?volgende slag\b",  # "toen we allemaal in de volgende slag gespeeld hadden"
        r"\bvolgende slag (\S+ ){0,3}(helemaal|volledig|compleet) ((is|was|werd) )?(gespeeld|af|voorbij|uitgespeeld)\b",
        r"\bvolgende slag (al |ook al )?((had|hadden|was|waren|is|werd) )?(afgemaakt|voltooid|afgerond|uitgespeeld|dichtgelegd|omgedraaid|gekeerd)\b",
        r"\bTRICK_\d+ en (\d+|TRICK_\d+) (zijn|werden|waren) (\S+ ){0,3}gespeeld\b",
        r"\bTRICK_\d+ en (\d+|TRICK_\d+) (al |ook al )?(gespeeld|voorbij|gespeeld waren)\b",
        # the next trick was led and followed to: two players in turn, so both sides had played
        r"\bvolgende slag\b[^.?!;]*\b(voorgespeeld|uitgekomen|uit)\b[^.?!;]*\b(bijgespeeld|bijgelegd)\b",
        r"\b(niemand|niet)\b[^.?!;]*\btot(dat)? (aan )?(de |in )?TRICK_\d+\b",
    ):
        return {"attention_before_next_trick": False}
    if _noticed_tricks_later(text) or _both_sides_played_on(text):
        return {"attention_before_next_trick": False}
    # noticed while a player had still to play to that trick: "O merkt het op terwijl W nog moet spelen (in slag 3)"
    first = re.search(r"\bTRICK_(\d+)\b", text)
    for sentence in re.split(r" [.;?!] ", text):
        still = re.search(r"\b(SEAT_[NOZW]|leider|blinde|tafel|tegenspeler|partner|linkertegenstander|rechtertegenstander|ik|hij|zij)"
                          r" (nog (moet|moest|moesten|moeten)|(moet|moest|moesten|moeten) nog) (een kaart |zijn kaart |haar kaart )?"
                          r"(spelen|bijspelen|leggen|bijleggen|bekennen)\b( (in|aan) (de )?(?P<next>volgende slag|TRICK_(?P<n>\d+)))?", sentence)
        if not still or (still.group("next") and "volgende" in still.group("next")) or (still.group("n") and first and still.group("n") != first.group(1)):
            continue
        if re.search(r"\b(merkt|merkte|merkten|opgemerkt|gemerkt|zag|zagen|ziet|gezien|ontdekt|ontdekte|zei|zegt|riep|roept|wees|wijst|gewezen|meldde|meldt)\b",
                     sentence[: still.start()]):
            return {"attention_before_next_trick": True}
    # noticed before the lead to the trick after the misplayed one: "in slag 2 …, opgemerkt voor de uitkomst in slag 3"
    lead = re.search(r"\b(voor|voordat|vóór) (de |het )?(uitkomst|voorspelen|start|begin|eerste kaart) (in |van |naar |voor |tot |bij )?(de )?TRICK_(\d+)\b", text)
    if lead:
        before = [int(n) for n in re.findall(r"\bTRICK_(\d+)\b", text[: lead.start()])]
        if before and before[-1] + 1 == int(lead.group(6)):
            return {"attention_before_next_trick": True}
    tricks = [int(n) for n in re.findall(r"\bTRICK_(\d+)\b", text)]
    if tricks and max(tricks) >= min(tricks) + 2 and max(tricks) < 13:
        return {"attention_before_next_trick": False}  # misplayed in one trick, the story goes on two tricks later
    return {}


def _next_trick_words(text: str) -> str:
    """The words for "the next trick" made one: "de nieuwe slag", "de slag erna", "de daaropvolgende slag";
    and those for "both sides": "beide kanten", "beide paren", "allebei de partijen"; a lead "voor de
    volgende slag" is a card played in it (not "before the next trick")."""
    text = re.sub(r"\b(uitgekomen|voorgespeeld|uitkwam|uitkomt|uit|voorspeelde|voorspeelt|gelegd|gespeeld)"
                  r"(?: (?:had|heeft|hadden|hebben|was|is|werd))? voor de "
                  r"(volgende|nieuwe|daaropvolgende|komende) slag\b", r"\1 in de \2 slag", text)
    text = re.sub(r"\b(beide|allebei de|alle twee de|twee) (kanten|zijden|paren|partijen|parijen)\b", "beide partijen", text)
    text = re.sub(r"\b(nieuwe|daaropvolgende|daarop volgende|opvolgende|komende) slag\b", "volgende slag", text)
    text = re.sub(r"\b(volgende|nieuwe|daaropvolgende|komende) TRICK_1\b", r"\1 slag een", text)  # "volgende slag een kaart"
    return re.sub(r"\bslag (erna|daarna|daarop)\b", "volgende slag", text)


def _numbered_next_trick(text: str) -> str:
    """The trick after the first one named, told by its number, is the next trick: "in slag 6 … ; in slag 7
    hadden alle vier al …" (read only when the text says nothing in the usual words)."""
    first = re.search(r"\bTRICK_(\d+)\b", text)
    if not first or int(first.group(1)) >= 13:
        return text
    return text[: first.end()] + re.sub(rf"\b(de |het )?TRICK_{int(first.group(1)) + 1}\b", "de volgende slag", text[first.end():])


_PLAYED_ON = (r"\b(gespeeld|voorgespeeld|bijgespeeld|gelegd|bijgelegd|uitgekomen|uitkwam|voorspeelde|speelde|legde|bijlegde|geopend|opende"
              r"|bijspeelde|kwam (\S+ ){0,3}uit)\b")
_CLAUSE_SPLIT = re.compile(r" (?:[.,;:?!]|en|maar) ")


def _both_sides_played_on(text: str) -> bool:
    """A player of each side had already played to the next trick, told clause by clause in any order:
    "oost had daarna al voorgespeeld en de leider had al een kaart in de volgende slag gelegd"."""
    if not re.search(r"\b(volgende slag|voorgespeeld|uitgekomen|uitkwam|voorspeelde)\b", text):
        return False
    dummy = re.search(r"\bblinde (\( )?SEAT_([NOZW])\b|\bSEAT_([NOZW]) (\( |, )?(de |is |was )?blinde\b", text)
    dummy_side = {dummy.group(2) or dummy.group(3), PARTNER[dummy.group(2) or dummy.group(3)]} if dummy else None
    sides: set[str] = set()
    seats_unknown = False
    partnerships: set[str] = set()  # the partnerships of the seats named without a known dummy
    clauses = [(clause, start) for sentence in _sentences(text)
               for start, clause in enumerate(_CLAUSE_SPLIT.split(f" {sentence} "))]
    last = None
    carried = False  # "al" of the clause before carries over a coordinated one: "toen X al had geopend en Y daar een kaart op had gelegd"
    for clause, start in clauses:
        actor = re.search(r"\b(leider|blinde|tafel|tegenspelers?|tegenstanders?|linkertegenstander|rechtertegenstander|verdedigers?"
                          r"|SEAT_([NOZW])|SIDE_\w+)\b", clause)
        if start == 0:
            last, carried = None, False
        if actor:  # a clause without a subject has the one named before it: "zuid , tegenspeler , kwam al uit"
            actors = list(re.finditer(actor.re, clause))
            last = actors[-1]
        else:
            actor = last
        has_al = bool(re.search(r"\bal\b", clause))
        if not (has_al or carried) or not re.search(_PLAYED_ON, clause) or re.search(r"\b(niet|niemand|geen|nog)\b", clause):
            carried = False
            continue
        carried = has_al or carried
        if not actor:
            continue
        if actor.group(2):
            if dummy_side is None:
                seats_unknown = True
                sides.add("defenders?")
                partnerships.add("NZ" if actor.group(2) in "NZ" else "OW")
            else:
                sides.add("declarer" if actor.group(2) in dummy_side else "defenders")
        elif actor.group(1) in ("leider", "blinde", "tafel"):
            sides.add("declarer")
        elif not actor.group(1).startswith("SIDE_"):
            sides.add("defenders")
    if seats_unknown:  # a seat whose side is unknown counts as a defender only beside declarer or dummy named by role
        # … or beside a seat of the other partnership: "zuid had al gelegd en west had daarop bijgespeeld"
        return sides == {"declarer", "defenders?"} or (sides == {"defenders?"} and partnerships == {"NZ", "OW"}
                                                          and "volgende slag" in text)
    return sides == {"declarer", "defenders"}


def _noticed_tricks_later(text: str) -> bool:
    """Misplayed in one trick, noticed two or more tricks later ("in slag 4 …, opgemerkt in slag 7")."""
    noticed = re.search(r"\b(opgemerkt|gezien|ontdekt|gemerkt|opviel|bleek) (pas )?(in|bij) TRICK_(\d+)\b", text)
    if not noticed:
        return False
    before = [int(n) for n in re.findall(r"\bTRICK_(\d+)\b", text[: noticed.start()])]
    return bool(before) and int(noticed.group(4)) >= before[0] + 2


@extractor("fifth_card")
def fifth_card(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    text = _named_players(canon(reader))
    role = _fifth_card_role(text)
    if role:
        facts["player_role"] = role
    deemed = _deemed_lead(text)
    if deemed is not None:
        facts["deemed_lead"] = deemed
    return facts


_PLAYS_CARD = (r"(?:legt|legde|legden|speelt|speelde|gooit|gooide|schuift|schoof|voegt|voegde|doet|deed|plaatst|plaatste"
               r"|put|puts|plays|played)")


def _card_player_seat(text: str) -> str | None:
    """The seat that played the card: "west legt …", "… door oost", "vijfde kaart van Z"."""
    match = _search(
        text,
        rf"\bSEAT_(?P<s>[NOZW]) (\( ?\S+ ?\) |, ([^ ,.?!;]+ ){{1,4}}, )?(\S+ )?{_PLAYS_CARD}\b",
        rf"\b{_PLAYS_CARD} SEAT_(?P<s>[NOZW])\b",
        r"\b(kaart|krt|card) (\S+ )?(van|door|by) (de |een )?(\S+ )?SEAT_(?P<s>[NOZW])\b",
        r"\b(vijfde|5e|5de|extra) (kaart|krt|card) ([^ .?!;,]+ ){1,4}(, )?(van|door) SEAT_(?P<s>[NOZW])\b",  # "vijfde kaart in de slag van oost"
        rf"\b{_PLAYS_CARD} (\S+ ){{0,4}}door (de |een )?(\S+ )?SEAT_(?P<s>[NOZW])\b",
    )
    return match.group("s") if match else None


_OPPONENT = r"(?:linkertegenstander|rechtertegenstander|tegenstander|lho|rho)"


def _speaker_fifth_card_role(text: str) -> str | None:
    """The writer's seat and who played: "ik ben leider, mijn RT legt …" → defender; "ik (leider) legde …" → declarer."""
    speaker = _search(text, r"\bik (ben|was|speel|speelde|zit|zat)( de| als)? (?P<r>leider|tegenspeler)\b",
                      r"\bik (, |\( )?(als |de )?(?P<r>leider|tegenspeler)\b", r"\bals (?P<r>leider|tegenspeler) (\S+ )?ik\b")
    if speaker:
        role = "declarer" if speaker.group("r") == "leider" else "defender"
    else:  # the writer's seat told by the contract: "ik speelde 4♠", "mijn partner en ik zaten tegen 3SA"
        speaker = _search(text, r"\bik (speel|speelde|zat in|zit in) (CALL|het contract)\b")
        role = "declarer"
        if not speaker:
            speaker = _search(text, r"\b(ik|wij|we|mijn (partner|maat) en ik) (\S+ )?(speel|speelde|speelden|spelen|zat|zaten|zit|zitten"
                                    r"|verdedigde|verdedigden) (\S+ )?tegen (CALL|het contract|(?=[).,;:?!]|$))",
                              # "(we spelen tegen)", "wij zaten in de verdediging"
                              r"\b(ik|wij|we|mijn (partner|maat) en ik) (zat|zaten|zit|zitten|was|waren|ben|zijn) (\S+ )?in de tegenspeler\b")
            role = "defender"
        if not speaker:
            return None
    rest = text[speaker.end():]
    if re.search(rf"\b(mijn |de |een )?{_OPPONENT} (\S+ ){{0,2}}({_PLAYS_CARD}|gooit|legt)\b", rest) or re.search(
            rf"\b(kaart|krt) (\S+ )?(van|door) (mijn |de |een )?{_OPPONENT}\b", rest):
        return "defender" if role == "declarer" else None  # a defender's opponent: declarer or dummy
    if re.search(rf"\bik (\S+ ){{0,2}}{_PLAYS_CARD}\b|\b{_PLAYS_CARD} ik\b", text) or re.match(
            rf" (en|,) (toen |daarna |dus |zelf |per ongeluk )?{_PLAYS_CARD}\b", rest) or re.match(
            r" (en|,) (ik )?(heb|had) ((?!(leider|tegenspeler|partner|blinde)\b)[^ .?!;]+ ){0,10}"
            r"(gelegd|gespeeld|gegooid|bijgelegd|bijgespeeld|geschoven|neergelegd)\b", rest):
        return role  # "ik was leider en legde …"
    if re.search(rf"\b(de )?leider (\S+ ){{0,2}}({_PLAYS_CARD}|gooit|legt)\b", rest):
        return "declarer" if role == "defender" else None
    if role == "defender" and re.search(rf"\bmijn (partner|maat) (\S+ ){{0,2}}({_PLAYS_CARD}|gooit|legt)\b", rest):
        return "defender"  # a defender's partner is the other defender
    if role == "defender" and re.search(rf"\bmijn (partner|maat) (\S+ ){{0,2}}({_PLAYS_CARD}|gooit|legt)\b", re.sub(r"\( [^()]* \) ?", "", text)):
        return "defender"  # the side told after the act or in brackets: "mijn partner (we spelen tegen) legde …"
    return None


# Declarer or a defender told without the word: "de speler die het contract speelde", "wie er tegenspeelde".
_ROLE_PERIPHRASES = (
    (r"\b(de |een )?(speler|speelster|man|vrouw|heer|dame|meneer|mevrouw|persoon|tegenstander) (die|wie) (CALL|het contract|de CALL|het spel)"
     r" (speelde|speelt|speelden|spelen|moest spelen|moet spelen|gespeeld heeft|had|heeft)\b", "leider"),
    (r"\b(de |een )?(speler|speelster|man|vrouw|heer|dame|meneer|mevrouw|persoon) (die|wie) (CALL|het contract|de CALL) (had |heeft )?"
     r"(gekocht|binnengehaald|gekregen|bemachtigd)\b", "leider"),
    (r"\b(de |een )?(speler|speelster|man|vrouw|heer|dame|meneer|mevrouw|persoon) (die|wie) (er )?(tegen )?(tegenspeler|verdedigde)\b", "tegenspeler"),
    # declarer's neighbours are the defenders; dummy's partner is declarer
    (r"\b(de |een )?(speler|speelster|man|vrouw|heer|dame|meneer|mevrouw|persoon|buurman|buurvrouw) (links|rechts|naast) (van )?(de )?(leider|blinde)\b",
     "tegenspeler"),
    (r"\b(linker|rechter)(buurman|buurvrouw|buur|tegenstander) van (de )?(leider|blinde)\b", "tegenspeler"),
    (r"\b(de )?partner van (de )?blinde\b", "leider"),
)


def _fifth_card_role(text: str) -> str | None:
    for pattern, role in _ROLE_PERIPHRASES:
        text = re.sub(pattern, role, text)
    # a role denied: "kwam niet van de leider maar van west" (the card came from west)
    text = re.sub(r"\bniet (van|door) (de |een )?(leider|tegenspeler|SEAT_[NOZW])( ,)? maar\b", r"\1", text)
    # dummy itself put the card on the trick: "de blinde schoof zelf nog een kaart bij", "legde de blinde er nog een bij"
    # (not "de partner van de blinde gooide …", nor dummy as a witness: "de blinde wees erop dat …")
    if _search(text, rf"(?<!\bvan de )(?<!\bvan )\bblinde (\( ?SEAT_[NOZW] ?\) |, SEAT_[NOZW] , )?((zelf|per ongeluk|ook|nog|toen|daarna|al|opeens|plots) ){{0,3}}{_PLAYS_CARD}\b",
               rf"\b{_PLAYS_CARD} (toen |daarna |dus |ook |opeens )?de blinde (\( ?SEAT_[NOZW] ?\) )?((zelf|per ongeluk|er|nog|ook|al) ){{1,4}}"):
        return "dummy"
    spoken = _speaker_fifth_card_role(text)
    if spoken:
        return spoken
    # "de leider had de slag nog niet gepakt , of zijn linkertegenstander legde …": an opponent of declarer played it
    opponent = re.search(rf"\b(zijn|haar|diens) {_OPPONENT} (\S+ ){{0,2}}({_PLAYS_CARD}|gooit|legt)\b", text)
    if opponent:
        named = re.findall(r"\b(leider|tegenspeler|blinde|SEAT_[NOZW])\b", text[: opponent.start()])
        if named and named[-1] == "leider":
            return "defender"
    # the writer's own seat ("ik was tegenspeler; de leider legde …") does not name the card's player
    text = re.sub(r"\bik (ben|was|speel|speelde|zit|zat)( de| als)? (leider|tegenspeler)\b", "ik", text)
    # "een van onze tegenstanders , zij was de leider": the role told of the player himself
    apposed = re.search(r"\b(tegenspeler|tegenstander|speler|heer|dame|mevrouw|meneer)s? (, |\( )(zij|hij|die) (is|was) (de |een )?"
                        r"(?P<r>leider|tegenspeler|verdediger)\b", text)
    if apposed:
        return "declarer" if apposed.group("r") == "leider" else "defender"
    # "een tegenstander van de leider" is a defender, whatever else is said of declarer
    text = re.sub(r"\b(tegenstander|tegenspeler|tegenpartij|tegenpartner)s? van (de )?leider\b", "tegenspeler", text)
    # Seats first: "Noord is leider in 4♠; west legt een vijfde kaart" → a defender.
    declarer_seat, player = _declarer_seat(text), _card_player_seat(text)
    if declarer_seat and player:
        if player == declarer_seat:
            return "declarer"
        if player != PARTNER[declarer_seat]:
            return "defender"
    declarer = re.search(r"\bleider\b", text)
    defender = re.search(r"\btegenspeler\b", text)
    if declarer and defender:
        return "declarer" if declarer.start() < defender.start() else "defender"
    if declarer:
        return "declarer"
    if defender:
        return "defender"
    # A seat and the declarer's seat: "Noord, die 3SA speelde, legde …"; "contract 4♠ door Z, O legde …"
    declaring = _search(
        text,
        r"\bSEAT_(?P<d>[NOZW]) , die (CALL|het contract) (speelt|speelde)\b",
        r"\bSEAT_(?P<d>[NOZW]) (speelt|speelde) (CALL|het contract)\b",
        r"\b(CALL|contract) (\S+ )?(van|door) SEAT_(?P<d>[NOZW])\b",
    )
    if declaring:
        others = [m for m in re.finditer(r"\bSEAT_([NOZW])\b", text) if not declaring.start() <= m.start() < declaring.end()]
        player = others[0].group(1) if others else declaring.group("d")
        if player == declaring.group("d"):
            return "declarer"
        if player != PARTNER[declaring.group("d")]:
            return "defender"
    # A seat and the contract's side: "oost legde … Contract van NZ."
    seat = re.search(r"\bSEAT_([NOZW])\b", text)
    side = _search(
        text,
        r"\bcontract (\S+ )?(van|door|voor) (?P<side>SIDE_(NZ|OW))\b",
        r"\b(?P<side>SIDE_(NZ|OW)) (speelt|speelden|spelen|is leider|zijn leider|speelde)\b",
        r"\bCALL (\S+ )?(van|door) (?P<side>SIDE_(NZ|OW))\b",  # "na 1SA - 3SA van OW": the auction of the declaring side
    )
    player = _card_player_seat(text)
    if player:  # the seat that played the card, not the first one named ("zuid kwam uit ; noord gooide …")
        seat = re.search(rf"\bSEAT_({player})\b", text)
    if seat and side:
        declaring = {"SIDE_NZ": "NZ", "SIDE_OW": "OW"}[side.group("side")]
        return "declarer" if seat.group(1) in declaring else "defender"
    return None


_LEAD_WORD = r"\b(voor(ge)?spe\w*|voor te spe\w*|lead|leads|uitkomst)\b"
_LEAD_DENIED = (
    r"\b(geen|niet|no|not)\b( [^ .,;:?!]+){0,3} " + _LEAD_WORD,
    r"\bniet (bedoeld )?als " + _LEAD_WORD,
    _LEAD_WORD + r" (was|is|leek) (het|dat|dit|die kaart)? ?(echt |zeker |duidelijk |beslist )?niet\b",  # "voorspelen was het niet"
)
_ACCIDENT = (r"\b(per ongeluk|gefumbled|gefumbeld|viel|valt|vallen|oeps|schrok|onbedoeld|per abuis|per vergissing|een vergissing|vergiste|vergist|glipte|gleed"
             r"|gegleden|ontglipt|gevallen|uitgegleden|geglipt)\b")


# A lead told without the word: "wilde de volgende slag beginnen", "om uit te komen".
_LEAD_PHRASE = (r"\b(volgende slag (\S+ ){0,2}(beginnen|begint|begon|openen|opent|opende|starten|start|startte|aftrappen)"
                r"|(begin|start|opening|eerste kaart) (van|voor|aan|in) de volgende slag"
                r"|(beginnen|begon|begint|starten|startte|openen|opende) (\S+ )?(aan |met )?de volgende slag"
                r"|uit te komen|uitkomen|uitkwam|uitkomt)\b")


def _deemed_lead(text: str) -> bool | None:
    """Law 45E: the director deems the fifth card a lead (or says it was none)."""
    text = re.sub(_LEAD_PHRASE, "voorspelen", text)
    # "hij was niet aan de beurt om voor te spelen" tells whose turn it was, not what the card was
    text = re.sub(r"\b(aan de beurt|aan slag|aan zet) (was |is )?(om )?(voor te spelen|voorspelen)\b", r"\1", text)
    text = re.sub(r"\b(zijn|haar|mijn|jouw|je|de|hun) beurt (was |is )?(om )?(voor te spelen|voorspelen)\b", r"\1 beurt", text)
    if re.search(r"\bof (een |het |als )?" + _LEAD_WORD + r"[^.?!]*\?", text):
        return None  # "is dat een strafkaart of een voorspelen voor de beurt?": the question asked
    if re.search(_LEAD_WORD + r" (,? )?of (niet|geen|toch niet)\b", text):
        return None  # the question asked, not an answer
    if re.search(r"(^|[.?!] )(wanneer|in welke gevallen|hoe (weet|bepaal\w*|beoordeel\w*|beslis\w*)|wie (beslist|bepaalt|beoordeelt|besluit|maakt uit)|wat bepaalt)\b[^.?!]*"
                 + _LEAD_WORD + r"[^.?!]*\?", text):
        return None  # "wanneer geldt … als voorspelen?", "wie beslist of … als voorspelen telt?": the question asked, not an answer
    if re.search(r"(^|[.?!] )(is|wordt|geldt|telt)\b((?!\b(als (?!(een )?(voor|lead|uitkomst))|die\b|dat\b|wanneer\b|indien\b|geen\b|niet\b))[^.?!])*" + _LEAD_WORD + r" (\S+ )?\?", text):
        return None  # "is een vijfde kaart … altijd een voorspelen?"
    if re.search(r"\b(of (het|dat|die|dit) (\S+ ){0,2}|twijfel\w* (\S+ ){0,4})" + _LEAD_WORD, text):
        return None  # still open: "ik twijfel of het een voorspelen was"
    if re.search(r"(^|[.,;:?!] )(\S+ ){0,3}" + _LEAD_WORD + r" (\S+ )?\?", text) and not _search(text, *_LEAD_DENIED):
        return None  # asked: "Voorspelen?", "was dat een lead ?"
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
_TIME_UNIT = r"(?:minuten|minuut|min|kwartier|uur|halfuur)"
_BOARDS = (r"(?:(één|een|elk|ieder|elke|iedere|het|dat|dit|zo'n|\d+|twee|drie|vier|vijf|zes) )?"
           r"(?:bord|borden|spel|spellen|bod|biedingen|bieden|bieding|kaart|ronde)")
_SCORE_WORD = r"\b(?:score|scores|uitslag|uitslagen|resultaat|resultaten|gescoord|punten|procent|percentage)\b"
_OTHER_TABLE = (r"\b(?:andere tafel|andere tafels|ander paar|andere paren|buurtafel|teamgeno\w*|teamleden|elkaars"
                r"|andere team|andere lijn)\b")
# Finishing late ("te laat klaar", "laat uit"), not coming back late from a break ("te laat uit de pauze").
_DONE_LATE = r"\b(te )?laat (klaar|af|gereed|uit)\b(?! (de|het) (\S+ )?(pauze|koffiepauze|rookpauze|theepauze|lunchpauze|kantine|bar)\b)"
# (offence, cue labels of which one suffices, phrase patterns); the first offence that fits wins.
_OFFENCES: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("non_compliance", (), (
        r"\bweigert\b",
        r"\b(aanwijzing|aanwijzingen|instructie|instructies|opdracht)\b[^.?!;]*\b(niet|negeert|negeren|negeerde|negeerden|lapt|lappen)\b",
        r"\bniet (op )?(volgt|volgen|opvolgt|opvolgen|opgevolgd)\b",
        r"\b(negeert|negeerde|negeren|negeerden|genegeerd)\b[^.?!;]*\b(aanwijzing|aanwijzingen|instructie|instructies|opdracht|verzoek|verzoeken|oproep|oproepen|bevel"
        r"|waarschuwing|waarschuwingen|vraag)\b",
        # the director told them, but they went on
        r"\b(ik|wedstrijdleider) (heb|had) (\S+ ){0,6}(gevraagd|gezegd|opgedragen|verzocht|gewaarschuwd)\b[^.?!]*\b(maar|toch|alsnog)\b",
        r"\bondanks (mijn|de|zijn|onze) (\S+ )?(instructie|aanwijzing|opdracht|waarschuwing|verzoek|vraag|verbod|vragen|verzoeken|opmerking)",
        # told more than once and still: "2x gezegd dat hij weg moet, ligt er nog steeds"; "na mijn opmerking gingen ze gewoon door"
        r"\b(\d+ ?x|\d+ keer|twee keer|drie keer|herhaaldelijk|meermaals|meerdere keren|nogmaals) (\S+ ){0,2}(gezegd|gevraagd|verzocht|opgedragen)\b"
        r"[^.?!]*\b(nog steeds|toch|alsnog)\b",
        r"\bna (mijn|onze|zijn|haar) (opmerking|aanwijzing|instructie|verzoek)\b[^.?!]*\b(gewoon|toch|nog steeds|alsnog)\b[^.?!]*\b(door|verder)\b",
        r"\b(ik|wedstrijdleider) (zei|zeg|zegt|vroeg|vraag|vraagt|verzocht|verzoek|verzoekt|droeg|draag|draagt|gebood|beval|waarschuwde|sommeerde"
        r"|riep|vertelde) (\S+ ){0,6}(dat|om|te|hen|ze|hun|hem|haar)\b[^.?!]*\b(maar|toch)\b[^.?!]*\b(bleef|bleven|blijft|blijven|gingen|ging"
        r"|deden|deed|niet|geen|negeer\w*)\b",
        # the instruction in one sentence, the defiance in the next: "Ik zei … dat ze moesten stoppen. Ze speelden het spel toch uit."
        r"\b(ik|wedstrijdleider) (zei|zeg|zegt|vroeg|vraag|vraagt|verzocht|droeg|gebood|beval|waarschuwde|heb (\S+ ){0,6}(gezegd|gevraagd|verzocht))"
        r"\b[^.?!]*\b(moesten|moest|mochten|mocht|moeten|mogen|te)\b[^.?!]* [.;] (ze|zij|hij|die)\b[^.?!]*\b(toch|alsnog)\b",
        r"\b(nadat|hoewel|ondanks dat|terwijl|ook al) (ik|wedstrijdleider|de wedstrijdleider) (\S+ ){0,5}(verteld|meegedeeld|aangegeven|uitgelegd|gemeld|gezegd"
        r"|omgeroepen|aangekondigd)\b"
        r"[^.?!]*\b(toch|alsnog|gewoon|nog steeds|bleef|bleven)\b",
        r"\b(nadat|hoewel|ondanks dat|terwijl|ook al) (ik|wedstrijdleider|de wedstrijdleider) (\S+ ){0,5}"
        r"(gezegd|gevraagd|opgedragen|verzocht|gewaarschuwd|verboden|zei|zegt|vroeg|verbood|waarschuwde)\b",
        r"\b(houdt|houden|hield|hielden) zich niet aan\b",
        r"\b(willen|wil|wilden|wilde) (\S+ ){0,4}niet (stoppen|ophouden|doorschuiven|doorlopen|wisselen|luisteren|meewerken|verhuizen|verplaatsen)\b",
        # went on after the director's warning: "bleef na mijn waarschuwing gewoon doorpraten"
        r"\b(bleef|blijft|bleven|blijven|ging|gaat|gingen|gaan)\b[^.?!;]*\bna (mijn|de|zijn|onze|een|twee|drie) (\S+ )?(waarschuwing\w*|aanwijzing\w*|vermaning\w*|berisping\w*)\b"
        r"[^.?!;]*\b(door\w*|verder)\b",
        r"\bna (mijn|de|zijn|onze|een|twee|drie) (\S+ )?(waarschuwing\w*|aanwijzing\w*|vermaning\w*|berisping\w*)\b[^.?!;]*"
        r"\b(bleef|blijft|bleven|blijven|ging|gaat|gingen|gaan)\b[^.?!;]*\b(door\w*|verder)\b",
        r"\bna (\S+ ){0,2}(waarschuwing|waarschuwingen|aanwijzing|aanwijzingen|opmerking|opmerkingen)\b[^.?!]*\bnog (steeds|altijd)\b",
        # went on, then the request it defied: "blijven doorpraten na herhaald verzoek van de WL om …"
        r"\b(bleef|blijft|bleven|blijven|ging|gaat|gingen|gaan) (\S+ ){0,2}(door\w*|verder\w*)\b[^.?!;]*\bna ((mijn|de|zijn|onze|een|twee|drie|herhaald|herhaalde|meerdere"
        r"|diverse) )?(\S+ )?(waarschuwing\w*|aanwijzing\w*|vermaning\w*|verzoek\w*|instructie\w*|opdracht\w*)\b",
        r"\b(gevraagd|gezegd|verzocht|opgedragen|gewaarschuwd)\b[^.?!]*\b(doen|doet|deden|deed) (het|dat) (\S+ ){0,2}(niet|nog steeds)\b",
        r"\b(niet|nooit) (luistert|luisteren|luisterde|luisterden) naar\b",
        r"\b(moest|moesten) (ik|wedstrijdleider|de wedstrijdleider) (\S+ ){0,3}(keer|maal) (\S+ )?(vragen|zeggen|waarschuwen|verzoeken|aanspreken|manen)\b",
        r"\b(ik|wedstrijdleider) moest (\S+ ){0,4}(keer|maal) (\S+ ){0,3}(vragen|zeggen|waarschuwen|verzoeken|aanspreken|manen)\b",
        r"\b((niet|nooit) (doet|doen|deed|deden)|(doet|doen|deed|deden) (\S+ ){0,2}(niet|nooit)) wat (de |het )?(wedstrijdleider|ik|hij|zij) (\S+ )?"
        r"(zegt|zei|vraagt|vroeg|opdraagt|opdroeg|wil|wilde|gezegd|gevraagd)\b",
        # the conditions of contest say one thing, the players do another
        r"\b(wedstrijdbepaling\w*|wedstrijdreglement\w*|verplicht)\b[^.?!]*\b(maar|toch|terwijl|niet|geen)\b",
        r"\b(niet|geen|maar|toch)\b[^.?!]*\b(wedstrijdbepaling\w*|wedstrijdreglement\w*)\b",
        r"\b(hoewel|ondanks|terwijl|ook al)\b[^.?!]*\b(wedstrijdbepaling\w*|wedstrijdreglement\w*|reglement|verbod|verbiedt|verbieden|verboden)\b",
        r"\b(ik|wedstrijdleider) (het |dat )?(al|twee keer|meermaals|herhaaldelijk|eerder) (\S+ ){0,3}(gezegd|gevraagd|opgedragen|verzocht|gewaarschuwd|verboden)\b",
    )),
    ("error_requiring_adjusted_score", (), (
        r"\barbitraal\b",
        r"\b(kunstmatige|kunstmatig|toegekende|aangepaste) score\b",
        r"\bscore (\S+ )?(toekennen|toegekend|toe te kennen)\b",
        r"\bgeen (normale|gewone|echte|geldige) (uitslag|score)\b",
        r"\bscore (\S+ ){0,2}(aangepast|aanpassen|aan te passen)\b",
        r"\bmet de verkeerde (handen|kaarten) (\S+ )?(gespeeld|spelen|speelden)\b",
        r"\bmet de (handen|kaarten) van (een ander |het verkeerde |een verkeerd |ander )?(bord|spel) (\S+ ){0,2}(gespeeld|spelen|speelden)\b",
        r"\b(normale|gewone) (uitslag|score) (is |was )?(niet|geen) (meer )?mogelijk\b",
        r"\b(gespeeld|speelde|speelden|spelen|speelt) met de (handen|kaarten) van (een ander |het verkeerde |een verkeerd |ander )?(bord|spel)\b",
        r"\bkaarten (\S+ ){0,3}niet (\S+ )?(geteld|telt|tellen|telde|telden|nageteld|natelt|natellen)\b|\bonspeelbaar\b",
        r"\b(niemand|geen van (de |hen|beiden)\w*) (\S+ ){0,4}(de )?kaarten (\S+ ){0,2}(geteld|nageteld|telde|telden)\b",
        r"\bniet (\S+ )?(normaal|gewoon|correct|regulier) (\S+ ){0,2}(gespeeld|spelen)\b",
        r"\b(niet meer) (\S+ )?(gespeeld|overgespeeld|gespeeld worden) (kon|kan|konden|kunnen|worden|werd)\b",
        r"\bniet (\S+ )?(normaal|gewoon|correct) (\S+ )?gespeeld (\S+ )?(kan|kon|kunnen|konden|worden|werd)\b",
    )),
    ("late_arrival", ("P_LATE",), (
        r"\b(kwam|kwamen|komt|komen|verscheen|verschenen|verschijnt|arriveerde|arriveerden|arriveert) (\S+ ){0,2}pas\b",
        r"\b(laat|later) (binnen|terug|aan tafel)\b",
        r"\b(laat|later) uit (de|het) (\S+ )?(pauze|koffiepauze|rookpauze|theepauze|lunchpauze|kantine|bar)\b",  # "te laat uit de pauze terug"
        r"\bpas (om|na|rond|tegen) (\S+ ){1,4}(terug|binnen|aanwezig|aan tafel|er|aan|aangeschoven|gearriveerd|gekomen|binnengekomen)\b",
        r"\b(schoof|schoven|schuift|schuiven|meldde|meldden|stapte|stapten|liep|liepen) (\S+ ){0,2}pas\b",
        r"\b(kwam|kwamen|komt|komen|arriveerde|arriveerden|arriveert) (\S+ ){0,6}(binnen\w*|aan(ge)?lopen|aanzetten|aanwaaien|opdagen|opdraven)\b",
        # arrived at one time, the session began at an earlier one
        r"\b(kwam|kwamen|komt|komen|arriveerde|arriveerden|was|waren|schoof|schoven|schuift|schuiven) (\S+ ){0,2}om \S+[^.?!]*\b(begon|begonnen|begint|aanvang|start\w*)\b",
        r"\b(wachten|gewacht|wachtten|wachtte) (\S+ ){0,4}op (de |onze |hun |het |mijn )?(tegenspeler|tegenstanders?|paar|spelers?)\b",
        # waited a while (once): "wij hebben een kwartier zitten wachten"
        rf"^(?!.*\b(elke|iedere) (ronde|keer|spel|bord)\b).*\b{_TIME_UNIT} (\S+ ){{0,2}}(zitten |staan |moeten |moest )?(wachten|gewacht)\b",
        r"\bop (de |onze |ons |hun |het |mijn )?(eerste |volgende |nieuwe |andere )?(tegenspeler|tegenstanders?|paar|spelers?|SIDE_\w+|SEAT_[NOZW]) (\S+ ){0,2}(wachten|gewacht|wachtten|wachtte)\b",
        r"\bniet op tijd\b",
        r"\b(was|waren|kwam|kwamen|is|zijn|komt|komen|arriveerde|arriveerden) (zo|te|veel te|erg|heel|zo ontzettend|dusdanig) laat\b(?! (klaar|af|gereed|uit)\b)",
        r"\b(zat|zaten|zit|zitten|was|waren|is|zijn) (\S+ ){0,3}nog (steeds )?niet (aan (de |hun )?tafel|aanwezig|binnen|er)\b((?! [.?!;] ).)*"
        r"\b(begon|begonnen|begint|beginnen|aanvang|start\w*)\b",
        r"\bpas (om |na |rond |tegen )?\d+[.:]\d+ (uur )?(terug|binnen|aanwezig|aan tafel|er)\b",
        r"\b(was|waren|is|zijn) er (\S+ ){0,3}(nog )?niet\b[^.?!]*\b(beginnen|begon|begonnen|begint|aanvang|start\w*)\b",
        r"\bna (de |het )?(aanvang|begin|start)\b",
        r"\b(kwam|kwamen|arriveerde|arriveerden|arriveert|verscheen|verschenen) (\S+ ){0,2}(pas )?na (de |het )(eerste )?(rondewissel|wisseling|ronde|bel|gong"
        r"|aankondiging|start|pauze|eerste spel)\b",
        r"\b(na|later dan) (de |het )?(afgesproken |vastgestelde |aangegeven |officiele )?(tijd|aanvangstijd|starttijd|begintijd|tijdstip|aanvangstijdstip)\b",
        r"\b(meldt|meldde|meldden|melden) (\S+ ){0,2}pas\b",
        r"\bpas\b (\S+ ){0,4}(kwam|kwamen|arriveerde|arriveerden|verscheen|verschenen|binnenkwam|binnenkwamen)\b",
        r"\bnog (geen|niemand)\b[^.?!;]*\baan (onze |de |hun |zijn )?tafel\b",
        r"\b(beginnen|begin|starten|start|aanvang)\b[^.?!]*\bnog (niemand|geen (\S+ )?(speler|tegenstander|tegenspeler)\w*) (\S+ ){0,2}(te zien|te bekennen|aanwezig)\b",
        r"\b(binnengekomen|binnenkwam|binnenkwamen|aangekomen|gearriveerd)\b",
        r"\b(kwam|kwamen|komt|komen|liep|liepen|stapte|stapten)\b[^.?!]*\b(toen|terwijl|waarna)\b[^.?!]*\b(al|reeds) (\S+ ){0,2}"
        r"(bezig|begonnen|voorbij|gestart|aan de gang|afgelopen)\b",
    )),
    ("slow_play", ("P_SLOW",), (
        _DONE_LATE + r"|\bals laatste (klaar|af)\b",  # finishing late, not arriving late
        # a time for one board: "voor één bord een kwartier nodig", "tien minuten per spel"
        rf"\b{_TIME_UNIT}\b[^.?!;]*\b(per|voor|over|met|aan) {_BOARDS}\b|\b(per|voor|over) {_BOARDS}\b[^.?!;]*\b{_TIME_UNIT}\b",
        r"\b(denkt|dacht|nadenken|denken|twijfel\w*|pieker\w*)\b[^.?!;]*\b(minu\w*|eeuwig\w*|eindeloos|lang)\b",
        r"\b(minu\w*|eeuwig\w*|eindeloos)\b[^.?!;]*\b(denk\w*|nadenk\w*|nagedacht|gedacht|twijfel\w*|pieker\w*)\b",
        r"\b(sloom|slome|treuzel\w*|getreuzel)\b",
        r"\b(per|elk|ieder|elke|iedere) (spel|bord|bod|kaart)\b[^.?!;]*\b(minuten|kwartier|eeuwig\w*|eindeloos)\b",
        r"\b(minuten|kwartier)\b[^.?!;]*\b(per|over|voor) (elk |ieder |elke |iedere |een |het )?(spel|bord|bod|kaart)\b",
        r"\b(doet|doen|deed|deden) (\S+ ){0,3}over (elk|ieder|een|het|dat|elke|iedere) (spel|bord|bod|kaart|slag)\b",
        rf"\b(na|in|binnen) (een |\d+ |twee |drie )?(half uur|halfuur|{_TIME_UNIT}) (\S+ )?pas (\S+ ){{0,4}}(spel|spellen|bord|borden)\b",
        r"\bpas (een|twee|drie|vier|\d+) (van de (\S+ )?)?(spel|spellen|bord|borden) (\S+ )?(gespeeld|af|klaar|uitgespeeld)\b",
        r"\bover (elk|ieder|een|het|dat|elke|iedere|dit|dat|zo'n) (spel|bord|bod|kaart|slag) (doet|doen|deed|deden)\b",
        r"\b(doet|doen|deed|deden) (\S+ ){0,3}(zo|veel te|te|erg|heel|eindeloos|ontzettend|enorm|belachelijk) lang\b",
        r"\bover (\S+ )?(spel|spellen|bord|borden|slag|slagen) (\S+ ){0,2}(minuten|kwartier|uur)\b[^.?!;]*\b(gedaan|nodig|gespeeld)\b",
        r"\b(lopen|loopt|liep|liepen) ((?!naar\b)\S+ ){0,6}achter\b(?! (hem|haar|hen|ons|zich|de|het|zijn|mijn|hun)\b)|\b(achterlopen|achterloopt|achterliep|achterliepen|achterstand)\b",
        r"\b(doen|doet|deed|deden) er (\S+ ){0,3}(lang|eeuwig|uren|een eeuwigheid|veel te lang) over\b",
        r"\b(elke|iedere) (ronde|keer)\b[^.?!;]*\b(wachten|wacht|wachtten|gewacht)\b",
        # still at the previous round's board while the next one has begun
        r"\bnog (steeds |altijd )?(aan|bij|met) (het |de )?(\S+ )?(spel|bord|borden|spellen)\b[^.?!;]*\bvorige (ronde|spel|bord)\b",
        r"\b(volgende|nieuwe) ronde (is |was )?al (begonnen|gestart|bezig)\b[^.?!]*\bnog (steeds |altijd )?(aan|bij|met)\b",
        # still at their first board when the round was called; done only when the others were on
        r"\bnog (midden )?(in|aan|met|bij) (hun |het |de )?(eerste|tweede|derde|vorige) (spel|bord)\b",
        r"\b(ronde|tijd|speeltijd) (\S+ ){0,2}(voorbij|om|afgelopen|verstreken|op)\b[^.?!]*\bnog (\S+ ){0,3}(aan het (bieden|spelen)|bezig|te spelen|te bieden)\b",
        r"\bachter (liep|liepen|loopt|lopen|raakte|raakten|raakt|raken|lag|lagen|ligt|liggen)\b",
        r"\b(per|elke|iedere) ronde (\S+ ){0,3}(maar|slechts|pas|nauwelijks) (één|een|1|twee|2) (spel|bord|spellen|borden)\b",
        r"\b(ronde|rondewissel|wissel|wisseling) (\S+ )?(afriep|afroep|afgeroepen|omriep|omgeroepen|aankondigde|afgeroepen werd)\b[^.?!]*\bnog\b"
        r"[^.?!]*\b(spel|bord|spelen|bieden)\b",
        r"\bpas (\S+ )?(klaar|af|gereed|uitgespeeld)\b[^.?!]*\b(andere tafels|de rest|iedereen|alle anderen|de anderen|de zaal|volgende ronde)\b",
        r"\bpas (\S+ ){0,3}(spel|bord)\b[^.?!]*\b(de rest|de anderen|andere tafels|alle andere tafels|iedereen|alle anderen|de zaal)\b (\S+ ){0,3}(al )?"
        r"(klaar|gewisseld|doorgeschoven|verder)\b",
        # still at an early board while the others are further on
        r"\b(zit|zitten|zat|zaten|was|waren|is|zijn) ([^ .?!;,]+ ){1,4}nog (steeds )?(aan|bij|met) (het |de |hun )?(eerste|tweede|derde|vierde|vorige|\d+e?)\b"
        r"[^.?!]*\b(de rest|de anderen|andere tafels|iedereen|alle anderen|de zaal)\b",
        r"\b(zit|zitten|zat|zaten|is|zijn|was|waren|bezig) (nog )?(aan|bij|met) (het |de )?(eerste|tweede|derde|vorige|\d+e?) (spel|bord|ronde )?"
        r"[^.?!]*\b(de rest|de anderen|andere tafels|iedereen|alle anderen|de zaal)\b",
        # still playing while the others have moved on
        r"\bnog (\S+ ){0,2}(te spelen|aan het spelen|bezig|aan het bieden|te bieden)\b[^.?!]*"
        r"\b(de rest|de anderen|andere tafels|alle andere tafels|iedereen|alle anderen|de zaal)\b (\S+ ){0,3}(al )?(klaar|gewisseld|doorgeschoven|verder|wacht|wachten|gereed)\b",
        r"\b(de rest|de anderen|andere tafels|alle andere tafels|iedereen|alle anderen|de zaal)\b (\S+ ){0,3}(al )?(klaar|gewisseld|doorgeschoven|verder)\b"
        r"[^.?!]*\bnog (\S+ ){0,2}(te spelen|aan het spelen|bezig|aan het bieden|te bieden)\b",
    )),
    ("comparing_scores", (), (
        # a score of one's own and another table: "bij een andere tafel informeren hoeveel punten zij hadden gescoord"
        rf"{_SCORE_WORD}[^.?!]*{_OTHER_TABLE}|{_OTHER_TABLE}[^.?!]*{_SCORE_WORD}",
        r"\b(score\w*|uitslag\w*|resultat\w*|gescoord)\b[^.?!;]*\b(vergelijk\w*|vraagt|vragen|vroeg|vroegen)\b",
        r"\b(vergelijk\w*|vraagt|vragen|vroeg|vroegen)\b[^.?!;]*\b(scores?|uitslagen|uitslag|resultaten|gescoord)\b",
        r"\bvergelijk\w*\b[^.?!;]*\b(score|uitslag|resultat)\w+",  # "vergelijken hun scorebriefjes, uitslagenlijsten"
        r"\b(vraagt|vroeg|vragen|gevraagd|vroegen)\b[^.?!;]*\b(gehaald|behaald|gemaakt)\b",
        r"\b(wissel\w*)\b[^.?!;]*\b(scores?|uitslag\w*|resultaten)\b",
        r"\b(vraagt|vroeg|vragen|vroegen|gevraagd)\b (\S+ ){0,3}(aan |bij )?(de |een )?(buurtafel|andere tafel|buren|tafel \d+)\b[^.?!;]*"
        r"\b(hoeveel|wat|hoe)\b",
        r"\b(score\w*|uitslag\w*|resultat\w*) van (een )?(andere )?(tafel( \d+)?|de buren|de buurtafel|een ander paar|paar \d+)\b",
        # went to another table to see how a board went there
        r"\b(naar|bij) (tafel \d+|de buren|de buurtafel|een andere tafel|andere tafels|een ander paar)\b[^.?!;]*"
        r"\b(te )?(kijken|vragen|informeren|navragen|horen|zien|vroegen|vroeg|keken|keek)\b[^.?!;]*"
        r"\b(wat|hoeveel|hoe) (\S+ ){0,6}(gehaald|behaald|gemaakt|gescoord|gedaan|gespeeld|afgelopen|gegaan|gelopen|verlopen)\b",
        r"\b(vergeleken|vergeleek)\b[^.?!;]*\b(scores?|uitslag\w*|resultat\w*|score\w*)\b",
        r"\b(elkaars|andermans|hun|de|zijn|haar) (score\w*|uitslag\w*|resultat\w*)\b[^.?!;]*\b(bekijk\w*|bekeken|inzien|ingezien|inkijken)\b",
        r"\b(bekijk\w*|bekeken|bekeek|inzien|ingezien|inkijken|inkeek) (\S+ ){0,3}(score\w*|uitslag\w*|resultat\w*|frequentie\w*|travel\w*|rondebrief\w*)\b",
        # went to the result list to look: "loopt naar de uitslagenlijst om te kijken"
        r"\b(naar|op|in|bij) (de |het |een )?(uitslag\w*|score\w*|travel\w*|frequentie\w*|rondebrief\w*)\b (\S+ ){0,3}(om )?(te )?(kijken|lezen|bekijken|zien|gluren)\b",
        r"\b(kijkt|keek|keken|kijken|gluurt|gluurde|leest|las|lazen) (\S+ ){0,3}(naar|op|in) (de |het |een )?(uitslag\w*|score\w*|travel\w*|frequentie\w*|rondebrief\w*)\b",
        r"\b(leest|las|lazen|lezen|bestudeerde|bestudeert) (\S+ ){0,4}(de |het |een )?(uitslag\w*|score\w*|travel\w*|frequentie\w*|rondebrief\w*)\b",
        r"\b(wat|hoeveel|hoe) (de anderen|andere paren|anderen|de rest|de andere tafels|andere tafels) (\S+ ){0,3}(gehaald|gescoord|behaald|gemaakt|gedaan|gespeeld)\b",
        # passive: "er werd op de uitslagenlijst gekeken"
        r"\b(op|in|naar) (de |het |een )?(uitslag\w*|score\w*|travel\w*|frequentie\w*|rondebrief\w*) (\S+ ){0,6}(gekeken|bekeken|gegluurd|ingezien|gelezen"
        r"|doorgenomen|kijken|gluren|lezen)\b",
        r"\b(uitslag\w*|travel\w*|frequentie\w*|rondebrief\w*|scorestaat|scorestaten|scorelijst\w*) (\S+ ){0,2}(te )?(bestuderen|bestudeerde|bestudeert|bekijken"
        r"|bekeek|bekijkt|lezen|las|leest|inkijken|inzien|doorkijken|doornemen|doorlezen)\b",
        r"\b(praten|praat|praatten|gepraat|bespreken|besproken|kletsen|kletsten|overleggen) (\S+ ){0,4}over (\S+ ){0,2}(scores?|uitslag\w*|resultat\w*)\b",
        # asking another table how a board went: "vroegen … hoe spel 14 was afgelopen"
        r"\b(vraagt|vroeg|vragen|gevraagd|vroegen)\b[^.?!;]*\b(hoe|wat) (het )?(spel|bord) (\S+ ){0,4}(was |is )?(afgelopen|gegaan|uitgekomen|gescoord|liep|verliep|ging|gelopen|verlopen)\b",
        r"\b(vraagt|vroeg|vragen|gevraagd|vroegen)\b[^.?!;]*\bwat (ze|zij|jullie|men|de anderen|anderen) (\S+ ){0,2}(op|bij|met) (spel|bord) \S+ (\S+ )?(gespeeld|geboden|gehaald|gedaan)\b",
        r"\b(scores?|score\w*|uitslag\w*|resultaten|resultaat)\b[^.?!;]*\b(gepraat|praten|praatten|besproken|bespreken|uitgewisseld|uitwisselen|naast elkaar"
        r"|door te nemen|door te spreken|te vergelijken|te bespreken|uit te wisselen"
        r"|doorgenomen|doornemen|doorgesproken|doorspreken|gedeeld|delen)\b",
    )),
    ("audible_discussion", (), (
        r"\b(hoorde|hoorden|hoort|horen|gehoord|opgevangen|opving|verstonden|verstond)\b[^.?!;]*\b(hoe|wat|dat|welke)\b",
        r"\b(hardop|luid\w*|hard|riep|roept|roepen|schreeuw\w*|bespreekt|bespreken|besproken|praat|praten|praatten|analys\w*|geanalyseerd"
        r"|zeggen|zegt|zei|vertelt|vertelde|vertelden|vertellen|verteld|discussie\w*|discussieer\w*"
        r"|napraten|napraatten|nabespreken|nabespraken|opscheppen|schepten)\b",
    )),
    ("card_in_wrong_pocket", (), (
        r"\b(noord|oost|zuid|west)?(vak|vakje|vakken|vakjes|bordvak|bordvakken|gleuf|gleuven|sleuf|sleuven)\b",
        r"\bverkeerde (\S+ )?(opening|gleuf|sleuf|slot|pocket)\b",
    )),
    ("touching_others_cards", (), (
        r"\b(pakt|pakte|pakken|graait|graaide|bekijkt|bekijken|bekeek|bekeken|aanraken|raakt|raakte|trekt|trok|haalt|haalde|stak|steekt)\b"
        r"[^.?!;]*\bkaarten van\b",
        r"\b(pakt|pakte|pakken|graait|graaide|haalt|haalde|neemt|nam|trekt|trok)\b (\S+ ){0,4}hand van (zijn |haar |de |een )?"
        r"(linkertegenstander|rechtertegenstander|tegenstander|tegenspeler|partner|SEAT_[NOZW]|buurman|buurvrouw)\b",
        r"\bkaarten van (SEAT_[NOZW]|zijn|haar|je|de|een|onze|hun|jullie|mijn) (\S+ ){0,2}(uit het bord |op )?(bekijkt|bekijken|pakt|pakken|aanraakt|aanraken|aangeraakt|sorteren|sorteert|ordenen"
        r"|inkijken|inkeek|inkijkt|ingekeken|inzien|inzag|ingezien"
        r"|te halen|te pakken|te bekijken|haalt|halen"
        r"|om te zien|om te kijken)\b",
        r"\bin de kaarten van\b",
        # looked into someone else's hand: "keek bij het terugstoppen in de hand van zijn tegenstander"
        r"\b(keek|kijkt|keken|kijken|gekeken|gluurde|gluurt|gegluurd|spiekte|spiekt|gespiekt|loerde|loert)\b[^.?!;]*\bin de (hand|handen|waaier) van "
        r"(zijn |haar |de |een |hun )?(\S+ )?(partner|tegenspeler|tegenstander|linkertegenstander|rechtertegenstander|SEAT_[NOZW]|buurman|buurvrouw)\b",
        r"\bin de (hand|handen|waaier) van (zijn |haar |de |een )?(\S+ )?(partner|tegenspeler|tegenstander|linkertegenstander|rechtertegenstander|SEAT_[NOZW])\b"
        r"[^.?!;]*\b(rommel\w*|graai\w*|zoek\w*|pakken|pakte|pakt|bladeren|bladerde|te zoeken|te graaien|te rommelen)\b",
        r"\b(trok|trekt|pakt|pakte|haalt|haalde|nam|neemt|graait|graaide|griste|grist|plukt|plukte)\b[^.?!;]*\b(kaart|kaarten)\b (\S+ )?"
        r"uit (de |het )?(hand|kaarten|waaier) van\b",
        # someone else's cards ("mijn kaarten", "de hand van een ander") handled, leafed through, taken out of the board
        r"\b(pak\w*|graai\w*|blader\w*|raakt|raakte|raken|aanraken|aangeraakt|trekt|trok|bekijkt|bekeek|halen|haalt|haalde|keek|kijkt"
        r"|nam|namen|neemt|genomen)\b"
        r"[^.?!;]*\b(mijn|andermans|jouw) (\S+ )?(kaarten|hand)\b",
        r"\b(mijn|andermans) (\S+ )?(kaarten|hand)\b[^.?!;]*\b(pak\w*|graai\w*|blader\w*|aanraken|bekijk\w*|om te draaien|omdraai\w*)\b",
        r"\bdoor de kaarten van\b|\bbladert (\S+ ){0,2}door\b",
        r"\b(handen|alle kaarten|alle handen)\b[^.?!;]*\buit (\S+ ){0,4}(vak|vakken|bord)\b[^.?!;]*\b(gehaald|gepakt|getrokken|haalde|pakte|trok|bekijken|bekeken)\b",
        r"\b(pak\w*|graai\w*|griste|grist|gegrist|trok|trekt|haalde|haalt|nam|neemt|plukte|plukt|viste|vist)\b[^.?!;]*\b(kaarten|hand|handen) van\b[^.?!;]*"
        r"\buit (het|de) (bord|board|koker|hoes)\b",
        r"\b(keek|kijkt|keken|kijken)\b (\S+ ){0,4}(de )?(kaarten|hand) van (\S+ ){1,2}(in|door)\b",
        # someone's cards taken out of the board: "de kaarten van je tegenstanders uit het bord halen"
        r"\b(kaarten|hand|handen) van\b[^.?!;]*\buit (het|de) (bord|board|koker|hoes)\b[^.?!;]*\b(halen|haalt|haalde|haalden|pakken|pakt|pakte|pakten"
        r"|nemen|neemt|nam|namen|trekken|trekt|trok|vissen|bekijken|bekijkt|bekeek|getrokken|gehaald|gepakt)\b",
        r"\b(kaarten|hand) van (\S+ ){1,2}(om te draaien|om te keren|omdraai\w*|omgedraaid|om te bekijken|door te kijken|door te bladeren|door te nemen)\b",
        r"\b(draait|draaide|draaiden|keert|keerde|keerden) (\S+ ){0,5}(kaarten|hand|handen) van (\S+ ){1,5}om\b",
        r"\b(hand|kaarten) van (een ander|een andere speler|de tegenspeler|zijn tegenspeler|SEAT_[NOZW])\b[^.?!;]*\b(uit het bord|bekijk\w*|pak\w*)\b",
    )),
)
_OVERHEARD = (r"\b(buurtafel|ernaast|naast|gehoord|hoort|horen|hoorde|hoorden|volgende tafel|andere tafel|de zaal|de (hele |gehele |halve )zaal|buren|verstaat"
              r"|meeluister\w*|meegeluisterd|meekrijg\w*|meekreeg\w*|meegekregen|opgevangen|opving|opvangen"
              r"|tafel \d+ (kan|kon|kunnen|konden) (alles |het )?(volgen|horen|meekrijgen)"
              r"|verstaan|verstonden|verstond|hoorbaar|verstaanbaar|nog (moest|moet|moesten|moeten) (\S+ )?(spelen|krijgen)"
              r"|(moest|moet|moesten|moeten) ((het|dat|die|dit|hem|deze) (bord |spel |spellen |borden )?)?nog (\S+ )?(spelen|krijgen)"
              r"|tafel (achter|naast|voor) (hem|haar|hen|ons|zich)|achterliggende tafel"
              # tables still playing that board: "terwijl er nog tafels met dat bord bezig waren"
              r"|nog (\S+ ){0,2}(tafels|tafel|paren|spelers) (\S+ ){0,4}(bezig|aan het spelen|moesten spelen|moeten spelen|speelden))\b")


# What an audible discussion is about: a board, its bidding or play.
_BRIDGE_TALK = (r"\b(spel|spellen|bord|borden|slem|contract|CALL|CARD|DBL|snit|troef\w*|down|gemaakt|analys\w*|geanalyseerd"
                r"|verdediging|tegenverdediging|bied\w*|geboden|uitkomst|uitgekomen|hand|kaart\w*|heer|vrouw|aas|boer|zat|zaten"
                r"|schoppen|harten|ruiten|klaveren|sans|slagen|gespeeld|spelen)\b")


# The words of the named offences (the director's instruction, time, scores, someone's cards, the board's
# pockets): a message with one of them that no pattern of _OFFENCES reads is a near miss, not "other".
_NAMED_OFFENCE_WORDS = (
    r"\b(ik|wedstrijdleider)\b[^.?!]*\b(gezegd|gevraagd|verteld|verzocht|opgedragen|gewaarschuwd|verboden|zei|vroeg|vertelde|verbood"
    r"|waarschuwde)\b[^.?!]*\b(toch|maar|nog steeds|bleef|bleven|gewoon|niet|geen)\b",
    r"\b(aanwijzing\w*|instructie\w*|reglement\w*|wedstrijdbepaling\w*|verbod|verboden)\b",
    r"\b(te laat|veel te laat|traag|trager|traagheid|langzaam|langzamer|op tijd|achterstand|treuzel\w*|getreuzel)\b",
    _SCORE_WORD,
    r"\b(kaarten|hand|handen) van\b",
    r"\b(bord|borden|vak|vakken|vakje|vakjes|uitslag\w*|score\w*|frequentie\w*|travel\w*)\b",
)


@extractor("procedural")
def procedural(reader: Reader) -> dict[str, Any]:
    text = canon(reader)
    for offence, cues, patterns in _OFFENCES:
        hit = any(reader.has(cue) for cue in cues) or bool(_search(text, *patterns))
        if hit and offence == "late_arrival" and re.search(_DONE_LATE + r"|\b(als )?laatste (klaar|af|gereed)\b", text):
            hit = False  # "een kwartier te laat klaar", "altijd als laatste klaar": the play is slow
        if hit and offence == "card_in_wrong_pocket" and re.search(r"\buit (\S+ ){0,4}(vak|vakken|vakje|vakjes)\b", text) and not re.search(
                r"\b(verkeerde|in (het|de|een) (\S+ )?(vak|vakken|vakje|gleuf|sleuf))\b", text):
            hit = False  # hands taken out of the board's pockets: not put in a wrong one
        if hit and offence == "audible_discussion":
            hit = reader.has("P_OVERHEARD") or bool(re.search(_OVERHEARD, text))  # heard at another table
            # and it was about a board: a named topic that is no bridge ("over het weer") is another disturbance
            hit = hit and (bool(re.search(_BRIDGE_TALK, text)) or not re.search(r"\bover (het|de|hun|zijn|haar) \w+", text))
            # grumbling at partner or at the others is no board discussed
            hit = hit and not (re.search(r"\b(mopper\w*|gemopper|klaag\w*|klaagt|klaagde|scheld\w*|gescheld|ruzie\w*|geruzie\w*|tier\w*|foeter\w*"
                                         # a loud telephone call is no board discussed either
                                         r"|telefo\w*|bellen|belde|belt|gebeld|mobieltje|mobiel)\b", text)
                               and not re.search(_BRIDGE_TALK, re.sub(r"\b(zat|zaten|zit|zitten) (\S+ ){0,5}te \w+|\b(kon|konden|kan|kunnen|te) (\S+ )?spelen\b",
                                                                      " ", text)))
        if hit:
            return {"offence": offence}
    if re.search(r"\b(wat voor( een)?|welke( soort)?|welk soort) (overtreding|onregelmatigheid|straf)\b", text) and not re.search(
            r"\b(omdat|want|doordat|nadat|terwijl)\b", text):
        return {}  # the writer asks which offence it is and tells none: the engine asks
    if reader.has_words() and not re.match(r"^(wat|hoe|wanneer|welke) (is|zijn|werkt|werken|hoog|zwaar|betekent|krijg|krijgt|krijgen|geef|geeft"
                                           r"|geven|mag|kan|moet|volgt)\b", text):
        if _search(text, *_NAMED_OFFENCE_WORDS):
            return {}  # words of a named offence that none of its patterns read: silence (the engine asks), not "other"
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


# -- Law 45F against Law 43: dummy gesturing at one of his cards ----------------------------------
_A_CARD = (r"(?:de |een |zijn |haar |die |het |twee keer op de )?(?:kaart|kaarten|[♠♥♦♣]\S*"
           r"|\S*(?:aas|heer|vrouw|boer|tien)|(?:schoppen|harten|ruiten|klaveren|troef|troeven)\b)")
_DUMMY_GESTURE = re.compile(
    # pointing: "wees de ♠H aan", "wijst een kaart aan", "pointed at a card"
    rf"\b(?:wijst|wees|wijzen|aanwijzen|aangewezen|aanwees|aanwijst)\b(?! (?:\S+ )?erop)[^.?!;]{{0,30}}?{_A_CARD}"
    # tapping or a finger or hand on or above a card: "tikte op de ♠H", "legt zijn vinger op de kaart", "hield zijn hand boven de klaveren"
    rf"|\b(?:tikt|tikte|tikken|tikten|klopt|klopte)\b[^.?!;]{{0,25}}?\b(?:op|bij|tegen) {_A_CARD}"
    rf"|\b(?:legt|legde|leggen|houdt|hield|hielden|heeft|had)\b[^.?!;]{{0,20}}?\b(?:vinger|vingers|hand|handen|pen|potlood) (?:\S+ )?(?:op|bij|boven|tegen) {_A_CARD}"
    # touching: "raakte de ♣V aan", "een kaart aanraken"
    rf"|\b(?:raakt|raakte|aanraken|aangeraakt|aanraakt)\b[^.?!;]{{0,25}}?{_A_CARD}|{_A_CARD} (?:\S+ ){{0,2}}(?:aanraken|aangeraakt|aanraakt|aanraakte)\b"
    # taking hold of, lifting, pushing, half pulling out or turning a card: "pakt de ♣A beet", "trekt de ♠4 iets uit de rij"
    rf"|\b(?:pakt|pakte|neemt|nam|pakken|nemen)\b[^.?!;]{{0,15}}?{_A_CARD} (?:\S+ ){{0,3}}?(?:beet|vast|in de hand|in zijn hand|omhoog)\b"
    rf"|\b(?:schuift|schoof|duwt|duwde|trekt|trok|draait|draaide|tilt|tilde|houdt|hield)\b[^.?!;]{{0,12}}?{_A_CARD} (?:\S+ ){{0,3}}?(?:naar voren|half|uit de rij|om|omhoog)\b"
    r"|\b(?:pointing|points|pointed) at\b|\btouch(?:ed|es|ing)? (?:a|the) card\b")
# dummy handling the card declarer has just named or asked for is playing as instructed (43, not 45F)
_AFTER_NAMED = re.compile(r"\b(?:zodra|nadat|toen|als|wanneer) (?:de |zijn |haar |mijn )?(?:leider|partner)\b[^.?!;]{0,30}"
                          r"\b(?:zegt|zei|noemt|noemde|vraagt|vroeg|gevraagd|genoemd|gezegd)\b"
                          r"|\bop (?:aanwijzing|verzoek|instructie|opdracht|aangeven) van\b|\b(?:opdraagt|opdroeg|opgedragen)\b"
                          # declarer's own card, or dummy trying to prevent an irregularity (42B, 43)
                          r"|\bkaart(?:en)? van (?:de |zijn |haar )?(?:leider|partner)\b|\bvoorkom\w*|\bvoorkwam\b")


# Dummy himself placing a card in the played position that declarer did not name (45D): dummy the doer of a playing
# verb and the text saying it was on his own ("uit zichzelf", "op eigen houtje", "voordat de leider iets zei",
# "terwijl de leider nog nadacht"). A finger or hand laid on a card, or a card pushed forward, is 45F.
_DM_DUMMY = r"(?:blinde|dummy)\b\)?(?: \([^)]*\))?(?: [nozw]\b)?(?: \([^)]*\))?"  # "blinde", "blinde n", "n (blinde)"
_DM_SUBJECT = rf"\b{_DM_DUMMY}"
_DM_PLACES = r"(?:speelt|speelde|legt|legde|gooit|gooide|gespeeld|gelegd|gegooid|bijgespeeld|bijgelegd|bijspeelde|bijspeelt)"
_DM_NAMING = (r"(?:genoemd|gevraagd|noemde|noemt|vroeg|vraagt|zei|zegt|gezegd|iets|een kaart|(?:na)?(?:dacht|denkt|denken)"
              r"|twijfel\w*|kiezen|koos|besloten|beslist)")
_DM_UNASKED = r"(?:uit zichzelf|uit zich zelf|op eigen houtje|eigen initiatief|ongevraagd|uit eigen beweging)"
_DM_SELF = (rf"(?:{_DM_UNASKED}|zelf al|al zelf|zonder dat (?:de )?(?:leider|ld|hij) (?:\S+ ){{0,3}}{_DM_NAMING}"
            rf"|(?:voordat|voor|terwijl) (?:de )?(?:leider|ld)\b(?: [nozw])?(?: \S+){{0,4}}? {_DM_NAMING}"
            r"|niet (?:had )?genoemd|nog niet genoemd|niet gevraagd|niet om gevraagd|wachtte niet|wacht niet)")
_DM_BODY = r"(?:zijn|haar|de) (?:vinger|wijsvinger|duim|hand|handen)\b"
_DM_FORWARD = r"(?:naar voren|een stukje|half|halverwege)"
_DUMMY_PLAYS = re.compile(
    # "de blinde legde uit zichzelf de ♣B in de slag", "blinde speelde de ♥2 terwijl de leider nog nadacht"
    rf"{_DM_SUBJECT}(?: (?!leider\b|ld\b|die\b|dat\b)[^ .,;?!]+){{0,6}}? {_DM_PLACES}\b (?!{_DM_BODY})"
    rf"(?:(?!leider\b|{_DM_FORWARD})[^ .,;?!]+ ){{0,8}}?{_DM_SELF}"
    # "blinde n speelt uit zichzelf de ♥9 bij"
    rf"|{_DM_SUBJECT} (?:[^ .,;?!]+ ){{0,2}}?{_DM_SELF} (?:(?!leider\b)[^ .,;?!]+ ){{0,6}}?{_DM_PLACES}\b"
    rf"(?! {_DM_BODY}| (?:\S+ ){{0,3}}{_DM_FORWARD})"
    # "in slag 4 speelde de blinde de ♠A zonder dat de leider iets had gevraagd": the verb before dummy
    rf"|\b{_DM_PLACES} (?:de )?{_DM_DUMMY} (?!{_DM_BODY})(?:(?!leider\b|{_DM_FORWARD})[^ .,;?!]+ ){{0,8}}?{_DM_SELF}"
    # "zonder dat de leider iets zei legt de blinde zelf de ♥A in de slag"
    rf"|(?:{_DM_UNASKED}|zonder dat (?:de )?(?:leider|ld) (?:\S+ ){{0,3}}{_DM_NAMING}|voordat (?:de )?(?:leider|ld)\b(?: \S+){{0,4}}?"
    rf" {_DM_NAMING})[ ,]+(?:[^ .,;?!]+ ){{0,2}}?{_DM_PLACES} (?:de )?{_DM_DUMMY}(?! {_DM_BODY})")
# another player's early play told after dummy's act: a defender's premature play (57), not dummy's own card
_DM_THEN_EARLY = re.compile(
    r"\b(?:te vroeg|voor(?:dat)? (?:zijn|haar) (?:partner|maat|beurt)|vóór (?:zijn|haar)|tegenspeler|tgsp|nog voor (?:zijn|haar))\b"
    r"|\b(?:gooide|speelde|legde|gooit|speelt|legt) [nozw] (?:er |daar )?(?:ook )?al\b"
    r"|\b(?:en|,) (?:toen |daarop |daarna |meteen )?[nozw] (?:\S+ ){0,2}?(?:gooit|gooide|speelt|speelde|legt|legde)\b")


def states_dummy_misplays(reader: Reader) -> bool:
    """Whether the text tells dummy himself placing or playing a card that declarer had not named ("de blinde legde
    uit zichzelf de ♣B in de slag", "dummy speelde al voordat de leider iets zei"): Law 45D
    (``card_misplayed_by_dummy``), not Law 45F, 43, 45-47 or 57 (GUIDE.md), unless a defender's early play follows it."""
    text = reader.norm
    match = _DUMMY_PLAYS.search(text)
    return bool(match) and not _DM_THEN_EARLY.search(text, match.start()) and not re.match(
        rf"(?: [^ .;?!]+){{0,3}} {_DM_FORWARD}", text[match.end():])  # "legt de ♣8 ongevraagd naar voren": 45F


def states_dummy_indicates(reader: Reader) -> bool:
    """Whether the text tells dummy pointing at, tapping, touching, taking hold of or pushing forward one of
    his cards, not one declarer had just named: Law 45F (``dummy_indicates_card``), not Law 43 (GUIDE.md)."""
    text = reader.norm
    return bool(re.search(r"\b(?:blinde|dummy)\b", text) and _DUMMY_GESTURE.search(text) and not _AFTER_NAMED.search(text))
