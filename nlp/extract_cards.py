"""Facts of exposed and penalty cards (Laws 48-52), of revoke inquiries (Law 61B), and the
Law 61-63 facts of a revoke, from a director's message.

The extractors read the canonical text of ``extract_play.canon`` (SEAT_N … SEAT_W, leider,
blinde, tegenspeler, …) with every CARD tag replaced by the card itself ("♠h", "♥10"), so
the rank of a penalty card stays readable. Silence stays silence: a fact is only given
when the message states it or leaves no doubt.

This module sorts before ``extract_play`` and ``extract_revoke``; it imports them first so
that their registrations exist before this one takes ``penalty_card`` and ``revoke`` over.
"""

from __future__ import annotations

import re
from typing import Any

# nlp.extract first: importing it imports every extractor module (this one included, half-done)
from .extract import LHO, PARTNER, RHO, Reader, extractor  # isort: skip
from . import extract_play as _play  # noqa: F401  (registers first: we replace its kinds)
from . import extract_revoke as _revoke
from .extract_play import _ACT_PATTERNS, _NOT_VIOLATED, _VIOLATION_ACTS, _search, canon, find_offender

SUITS = {"♠": "schoppen", "♥": "harten", "♦": "ruiten", "♣": "klaveren"}
SUIT_OF_WORD = {v: k for k, v in SUITS.items()} | {"troef": None}
SUIT_WORD = r"(?:schoppen|harten|ruiten|klaveren)"
CARD = r"[♠♥♦♣](?:10|[2-9akhvbqjt])"
_RANK_WORDS = {"aas": "a", "heer": "h", "vrouw": "v", "boer": "b", "tien": "10"}
_HONOURS = set("akhvbqjt") | {"10"}
S = r"SEAT_([NOZW])"


# -- the canonical text, with the cards kept ----------------------------------------------------


def _card_text(text: str) -> str | None:
    """'♠ h', '♠H', 'schoppen heer', 'harten 10' → '♠h', '♥10'."""
    low = text.lower().strip()
    words = low.split()
    if len(words) == 2 and words[0] in SUIT_OF_WORD and SUIT_OF_WORD[words[0]]:
        rank = _RANK_WORDS.get(words[1], words[1])
        return SUIT_OF_WORD[words[0]] + rank
    compact = low.replace(" ", "")
    return compact if re.fullmatch(CARD, compact) else None


def ctext(reader: Reader) -> str:
    text = canon(reader)
    cards = [_card_text(ent.text) or "kaart" for ent in reader.doc.ents if ent.label_ == "CARD"]
    out = []
    for word in text.split():
        if word == "CARD" and cards:
            out.append(cards.pop(0))
        else:
            out.append(word)
    text = " ".join(out)
    # a card the tokenizer split from its rank or glued to a stop ("♠ b." , "♠ 8)")
    text = re.sub(
        r"([♠♥♦♣]) ?(10|[2-9akhvbqjt])([.,;:!?)]*)(?=\s|$)",
        lambda m: m.group(1) + m.group(2) + (" " + " ".join(m.group(3)) if m.group(3) else ""),
        text,
    )
    # "schoppen aas" typed as "sch aas" is no entity: read the card words too
    return re.sub(
        rf"\b({SUIT_WORD}) (aas|heer|vrouw|boer|tien)\b",
        lambda m: SUIT_OF_WORD[m.group(1)] + _RANK_WORDS[m.group(2)],
        text,
    )


def _honour(card: str) -> bool:
    return card[1:] in _HONOURS


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r" [.!?;] ", f" {text} ") if s.strip()]


# -- Laws 48-52: penalty cards --------------------------------------------------------------------

_PENALTY = r"(?:strafkaart|strafkaarten|strafkaar|penalty card)"

# the player holds a penalty card: only a defender can
_HOLDS = (
    rf"{S} (?:\S+ ){{0,2}}?(?:heeft|had|hield) (?:\S+ ){{0,4}}?(?:een|de|twee|2|drie|zijn|één)\b(?: \S+){{0,3}}? {_PENALTY}",
    rf"{S} (?:\S+ ){{0,2}}?(?:heeft|had|hield) strafkaarten\b",
    rf"{S} (?:heeft|had) (?:\S+ ){{0,4}}?als {_PENALTY}",
    rf"{_PENALTY} (?:\( ?\S+ ?\) |{CARD} |\S+ )?(?:van|bij|voor) (?:de )?(?:tegenspeler |verdediger )?{S}",
    rf"{S} met (?:de|een|zijn) (?:\S+ )?{_PENALTY}",
    rf"(?:zijn|haar|mijn) partner \( ?{S} ?\) (?:had|heeft) (?:een|de|twee) (?:\S+ )?{_PENALTY}",
    rf"{S}(?: [^ .?!;]+){{0,9}}? zijn (?:\S+ ){{0,2}}?{_PENALTY}\b",
    rf"\bzijn (?:grote |kleine )?{_PENALTY} (?:\S+ ){{0,3}}?{S}",
    rf"{S} (?:\S+ ){{0,8}}?{CARD} als {_PENALTY}",
    rf"{CARD} van {S} (?:\S+ )?(?:ligt|is|blijft) (?:nu )?(?:als |een )?(?:\S+ )?{_PENALTY}",
)
_HOLDS_NO_SEAT = (
    rf"\bik (?:heb|had) (?:\S+ ){{0,2}}?{_PENALTY}",
    rf"\b(?:speler|overtreder|tegenspeler|verdediger) (?:met|die) (?:een|de|zijn) (?:\S+ )?{_PENALTY}",
    rf"\b{_PENALTY}\b[^.?!]*\bpartner van de (?:overtreder|speler|tegenspeler)\b",
)

_ROLE_WORD = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender", "verdediger": "defender",
              "tegensplr": "defender", "tegenspelers": "defender"}
_ROLE_RE = r"(leider|blinde|tegenspeler|verdediger|tegensplr)"


def _seat_role(text: str, seat: str) -> str | None:
    """The role the message gives a seat: 'leider N', 'N (tegenspeler)', 'de blinde (O)', 'zuid, die verdedigt'."""
    s = f"SEAT_{seat}"
    match = _search(
        text,
        rf"\b{_ROLE_RE} \(? ?{s}\b",
        rf"\b{s} \( ?(?:de |is )?{_ROLE_RE} ?\)",
        rf"\b{s}(?: ,)? (?:is|was|als) (?:de )?{_ROLE_RE}\b",
        rf"\b{s} , (?:de )?{_ROLE_RE}\b",
        rf"\b{s}(?: ,)? de {_ROLE_RE} ,",
        rf"\bde {_ROLE_RE} {s}\b",
    )
    if match:
        return _ROLE_WORD[next(g for g in match.groups() if g)]
    if re.search(rf"\b{s}(?: ,)? (?:die |hij )?(?:verdedigt|verdedigde|tegenspeler)\b", text):
        return "defender"
    declarer = _declarer_seat(text)
    if declarer:
        return "declarer" if seat == declarer else ("dummy" if seat == PARTNER[declarer] else "defender")
    return None


def _declarer_seat(text: str) -> str | None:
    match = _search(
        text,
        rf"\bleider (?:is )?\(? ?{S}\b",
        rf"\b{S} \(? ?(?:is |was )?(?:de )?leider\b",
        rf"\b(?:contract|CALL) (?:\S+ )?(?:gespeeld )?door {S}\b",
    )
    if match:
        return next(g for g in match.groups() if g)
    dummy = _search(text, rf"\bblinde \(? ?{S}\b", rf"\b{S}(?: ,)? \(? ?(?:is |was |als )?(?:de )?blinde\b")
    if dummy:
        return PARTNER[next(g for g in dummy.groups() if g)]
    return None


# How the card was shown, in order of precedence.
_FACED = (
    r"\b(?:legt|legde|leggen|gelegd|legden|legt)\b (?:\S+ ){0,6}?(?:al zijn|zijn hele|zijn volledige|zijn|haar|de hele|haar hele) "
    r"(?:\S+ )?(?:hand|kaarten)\b (?:\S+ ){0,3}?open\b",
    r"\b(?:opent|openen|toont|toonde) (?:zijn|haar) (?:hele |volledige )?hand\b",
    r"\b(?:hele|volledige) hand (?:\S+ )?open\b",
)
_TWO_CARDS = (r"\btegelijk(?:ertijd)?\b", r"\b(?:aan elkaar|op elkaar) (?:geplakt|plakten|plakt|vast)\b",
              r"\btwee kaarten (?:\S+ )?(?:in één slag|in een slag|tegelijk)\b")
_NAMED = (
    r"\b(?:zegt|zei|noemt|noemde|roept|riep|meldt|meldde)\b[^.?!]*?(?:' ?ik heb (?:de|nog|een)|dat hij (?:nog )?(?:de|een) )",
    r"\b(?:noemt|noemde) (?:hardop )?(?:een|de|zijn|haar) (?:kaart|[♠♥♦♣])",
)
_DELIBERATE = (
    r"\b(?:herstelt|herstelde|herstel van|herstellen)\b (?:\S+ ){0,2}?(?:verzaking|verzaakt)\b",
    r"\b(?:verzaking|verzaakt) (?:\S+ ){0,2}?(?:hersteld|herstelt|gecorrigeerd)\b",
    r"\b(?:speelde|speelt|speelden) (?:\S+ ){0,2}?voor (?:zijn|haar|de) beurt\b",
    r"\bvoor (?:zijn|haar|de) beurt (?:\S+ ){0,3}?(?:voorgespeeld|gespeeld|uitgekomen|uit|voor|speelde|speelt)\b",
    r"\bniet (?:zijn|haar) beurt\b",
    r"\b(?:speelde|speelt) (?:\S+ ){0,3}?voor(?: ,)? terwijl (?:\S+ ){1,2}?aan (?:slag|de beurt)\b",
    r"\b(?:speelde|speelt|bijgespeeld|gespeeld) (?:\S+ ){0,3}?te vroeg\b|\bte vroeg (?:\S+ ){0,2}?(?:gespeeld|bijgespeeld)\b",
)
_ACCIDENTAL = (
    r"\bper ongeluk\b|\bonbedoeld\b|\bzichtbaar\b",
    r"\b(?:laat|liet|laten|lieten)\b (?:\S+ ){0,7}?vallen\b",
    r"\b(?:valt|viel|vallen|gevallen)\b",
    r"\b(?:glipt|glipte|gleed|glijdt)\b",
    r"\b(?:stoot|stootte|stoten|schoof|schuift)\b",
    r"\b(?:laat|liet)\b (?:\S+ ){0,6}?zien\b",
    r"\b(?:hield|houdt|hielden)\b[^.?!]*\b(?:zien|zichtbaar)\b",
    r"\bniet (?:wilde|wou|wilde) spelen\b|\bniet wilde spelen\b",
    r"\bkleine strafkaart\b",
)


def _exposure(text: str, role: str | None) -> str | None:
    if _search(text, *_FACED):
        return "faced_hand"
    if _search(text, *_TWO_CARDS):
        return "two_cards"
    if _search(text, *_NAMED) and not re.search(r"\bleider (?:\S+ )?(?:zegt|zei)\b", text):
        return "named"
    if _search(text, *_DELIBERATE):
        return "deliberate"
    if _search(text, *_ACCIDENTAL):
        return "accidental"
    return None


_SEVERAL = (
    rf"\b(?:twee|2|drie|3|meerdere|meer|beide) (?:\S+ )?{_PENALTY}\b",
    rf"\btweede {_PENALTY}\b",
    rf"\b(?:heeft|had|hebben) (?:\S+ ){{0,6}}?(?:als )?strafkaarten\b",
    r"\bstrafkaarten (?:van|bij|voor) SEAT_",
)
_ONE = (rf"\b(?:maar|slechts|alleen|precies) (?:één|een|1) {_PENALTY}\b", rf"\benige {_PENALTY}\b",
        rf"\bgeen andere {_PENALTY}\b")


def _several(text: str) -> bool | None:
    if _search(text, *_ONE):
        return False
    if _search(text, *_SEVERAL):
        return True
    return None


def _penalty_cards(text: str, several: bool | None) -> list[str]:
    """The penalty (or exposed) cards the message names."""
    if several:
        return re.findall(CARD, text)
    near = []
    for pattern in (
        rf"{_PENALTY} \(? ?({CARD})",
        rf"{_PENALTY} (?:\S+ )?(?:wordt|is) (?:de )?({CARD})",
        rf"({CARD}) \)? ?(?:\S+ ){{0,2}}?(?:een |als |de )?{_PENALTY}\b",
        rf"{_PENALTY} \( ?({CARD})",
        rf"{_PENALTY}(?: ,)? (?:de )?({CARD})",
    ):
        near += re.findall(pattern, text)
    if near:
        return near
    # the cards in the message, without one told again as the card played or meant ("... en speelt de ♥2")
    mentions = [(m.group(0), text[max(0, m.start() - 24): m.start()]) for m in re.finditer(CARD, text)]
    played = {card for card, before in mentions
              if re.search(r"\b(?:speelt|speelde|gooit|gooide|wilde|wou|bedoelde)(?: \S+)?(?: de| een)? $", before)}
    counts = {card: sum(1 for c, _ in mentions if c == card) for card, _ in mentions}
    return [card for card, _ in mentions if not (card in played and counts[card] > 1)]


def _card_is_honour(text: str, cards: list[str], exposure: str | None) -> bool | None:
    if re.search(r"\bkleine strafkaart\b", text):
        return False
    if exposure == "faced_hand":
        return None
    if cards:
        values = {_honour(c) for c in cards}
        return values.pop() if len(values) == 1 else None
    if exposure == "named" and re.search(rf"\b(?:kleine|lage) (?:{SUIT_WORD}|kaart)\b", text):
        return False
    return None


def _suits_of(text: str, cards: list[str]) -> str | None:
    if re.search(r"\b(?:verschillende|meerdere|meer|twee|andere) kleuren\b", text):
        return "several_suits"
    if re.search(r"\b(?:in )?(?:dezelfde|één|een) kleur\b", text) and not re.search(r"\bkleine strafkaart\b", text):
        return "one_suit"
    match = re.search(rf"\bstrafkaarten (?:\S+ )?in ({SUIT_WORD})(?: en ({SUIT_WORD}))?", text)
    if match:
        return "several_suits" if match.group(2) else "one_suit"
    suits = {c[0] for c in cards}
    if len(cards) >= 2:
        return "one_suit" if len(suits) == 1 else "several_suits"
    return None


# The moment of the question, in order of precedence.
_AFTER_PLAY = (r"\bna afloop\b", r"\buitgespeeld\b", r"\bna het spel\b", r"\b(?:benadeeld|geprofiteerd|gedupeerd)\b")
_INFORMATION = (r"\binformatie\b|\binfo\b", r"\brekening (?:\S+ ){0,3}?(?:houden|gehouden|houdt)\b",
                r"\bgebruik (?:\S+ )?(?:maken|gemaakt)\b", r"\b(?:mag|mogen) \S+ (?:\S+ )?weten\b")
_PICK_UP = (r"\b(?:weer |terug )?(?:oppakken|opgepakt|oprapen|opnemen|terugnemen|terug te nemen)\b",
            r"\b(?:terug|weer) in (?:zijn|haar|de) hand\b", r"\bin (?:zijn|haar) hand (?:terug|stoppen|steken)\b")
_NOT_PLAYED = (
    rf"\bin plaats van (?:zijn |de |haar )?(?:{_PENALTY}|{CARD})",
    r"\b(?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ ){0,2}?(?:een |de )?andere\b",
    r"\bvergeet (?:\S+ ){0,4}?(?:te )?(?:laten )?spelen\b|\bvergat (?:\S+ ){0,4}?(?:te )?(?:laten )?spelen\b",
    rf"{_PENALTY} (?:\S+ ){{0,4}}?niet (?:\S+ )?(?:gespeeld|gelegd|bijgespeeld)\b",
    rf"{_PENALTY} (?:{CARD} )?(?:gespeeld|bijgespeeld) (?:moest|had moeten)\b",
    rf"\bterwijl (?:hij|zij|ze|SEAT_[NOZW]) (?:de|zijn|haar) (?:\S+ )?{_PENALTY} (?:{CARD} )?(?:moest|had moeten) (?:\S+ )?(?:spelen|bijspelen|gespeeld)\b",
    rf"{_PENALTY}[^.?!]*, maar (?:\S+ )?(?:gooide|speelde|legde|gooit|speelt|legt)\b",
    rf"\b(?:speelt|speelde|gooit|gooide|legt|legde) (?:de |een )?(?:CARD|\S+) (?:bij )?terwijl (?:zijn|haar) (?:\S+ ){{0,2}}?(?:als )?{_PENALTY}",
)


def _partner_leads(text: str, offender: str | None) -> bool:
    if _search(
        text,
        r"\b(?:zijn|haar|mijn|de) partner (?:\S+ ){0,3}?(?:komt|kwam|is|zit) (?:nu )?aan (?:slag|de beurt om voor te spelen)\b",
        r"\bpartner van (?:de|een) (?:overtreder|speler|tegenspeler)\b[^.?!]*\baan slag\b",
        r"\bik (?:kom|ben|zit) (?:nu )?aan slag\b",
        r"\bleider (?:\S+ )?(?:eist|eiste|verbiedt|verbood|vraagt (?:\S+ )?voor)\b",
    ):
        return True
    if offender:
        partner = PARTNER[offender]
        if re.search(
            rf"\bSEAT_{partner} (?:\( ?partner ?\) )?(?:\S+ )?(?:komt|kwam|is|zit|moet|wint|won)\b (?:\S+ ){{0,3}}?"
            rf"(?:aan slag|voorspelen|de slag)\b|\bSEAT_{partner} aan slag\b|\bSEAT_{partner} (?:\S+ )?speelt (?:nu )?voor\b",
            text,
        ):
            return True
    return False


def _offender_plays(text: str, offender: str | None) -> bool:
    who = rf"(?:SEAT_{offender}|hij)" if offender else r"hij"
    return bool(_search(
        text,
        rf"\b{who} (?:\S+ ){{0,5}}?(?:moet|is|zit) (?:nu )?(?:zelf )?(?:toch )?(?:\S+ ){{0,3}}?(?:bijspelen|voorspelen|aan slag|aan de beurt)\b",
        rf"\bmoet {who} (?:nu )?(?:zelf )?(?:toch )?(?:\S+ ){{0,3}}?(?:bijspelen|voorspelen)\b",
        rf"\b(?:{SUIT_WORD}|troef) (?:wordt|werd) (?:\S+ )?(?:voor)?gespeeld\b",
        rf"\bspeelt (?:\S+ ){{0,2}}?(?:{SUIT_WORD}|troef) voor\b",
        rf"\b(?:wordt|werd|is) (?:\S+ )?(?:{SUIT_WORD}|troef) (?:voor)?gespeeld\b",
        rf"\bwat moet {who} (?:\S+ )?(?:bijspelen|spelen|leggen)\b",
        rf"\bstrafkaart \S+ (?:\S+ )?en (?:gooit|speelt|legt) (?:\S+ ){{0,4}}?bij\b",
        rf"{_PENALTY} (?:\S+ ){{0,4}}?en (?:gooit|speelt|legt) (?:\S+ ){{0,6}}?bij\b",
    ))


def _stage(text: str, offender: str | None, exposure: str | None) -> str | None:
    if _search(text, *_AFTER_PLAY):
        return "after_play"
    if _search(text, *_INFORMATION):
        return "information"
    if _search(text, *_PICK_UP):
        return "pick_up"
    if _search(text, *_NOT_PLAYED):
        return "not_played"
    if _partner_leads(text, offender):
        return "partner_to_lead"
    if _offender_plays(text, offender):
        return "offender_to_play"
    if exposure or re.search(rf"\b(?:groot of klein|grote of (?:een )?kleine|kleine of (?:een )?grote|wat voor (?:een )?{_PENALTY})\b", text):
        return "just_exposed"
    return None


def _led_suit(text: str) -> str | None:
    match = _search(
        text,
        rf"\b(?:wordt|werd|is) (?:\S+ )?({SUIT_WORD}) (?:voor)?gespeeld\b",
        rf"\bspeelt (?:\S+ )?({SUIT_WORD}) voor\b",
        rf"\b({SUIT_WORD}) (?:wordt|werd|is) (?:\S+ )?(?:voor)?gespeeld\b",
        rf"\b({SUIT_WORD}) gevraagd\b",
    )
    return match.group(1) if match else None


def _must_follow(text: str, offender: str | None, cards: list[str]) -> bool | None:
    if re.search(r"\bgeen (?:voorspeel|speel)?beperking\b", text):
        return False
    led = _led_suit(text)
    penalty_suits = {SUITS[c[0]] for c in cards}
    match = re.search(rf"\bstrafkaarten (?:\S+ )?in ({SUIT_WORD})\b(?! en)", text)
    if match:
        penalty_suits = {match.group(1)}
    if not led or not penalty_suits:
        return None
    if penalty_suits == {led}:
        return False
    who = rf"(?:SEAT_{offender}|hij)" if offender else r"hij"
    if re.search(rf"\b{who} (?:\S+ )?(?:heeft|had) (?:\S+ )?geen {led}\b", text):
        return False  # he cannot follow, so he can play the penalty card
    if led not in penalty_suits and re.search(rf"\b{who} (?:\S+ )?(?:heeft|had) (?:nog |wel )?(?:een |\S+e )?{led}\b", text):
        return True
    return None


def _lead_option(text: str) -> str | None:
    if _search(text, r"\b(?:eist|eiste|verlangt) (?:\S+ )?(?:en verbiedt )?(?:niets|niks)\b",
               r"\bspeel maar (?:wat|iets)\b", r"\bgeen eis(?:en)?\b", r"\b(?:laat|liet) (?:het |hem )?vrij\b", r"\bvrij (?:gelaten|laten)\b"):
        return "free"
    if re.search(r"\bleider (?:\S+ )?(?:verbiedt|verbood)\b", text):
        return "forbid"
    if re.search(rf"\bleider (?:\S+ )?(?:eist|eiste|vraagt|vroeg|verlangt|verlangde) (?:\S+ )?(?:{SUIT_WORD}|die kleur|de kleur)\b", text):
        return "require"
    if _search(text, r"\b(?:wat|welke) (?:\S+ )?(?:mag|kan) (?:de )?leider\b",
               r"\bleider (?:heeft |had )?nog (?:niks|niets) (?:\S+ )?(?:gezegd|gekozen|geëist|geeist)\b",
               r"\bvoordat de leider (?:iets |heeft )?(?:gezegd|gekozen)\b"):
        return "pending"
    return None


def _played_since(text: str) -> bool | None:
    declarer = re.search(r"\bleider SEAT_([NOZW])\b|\bSEAT_([NOZW]) \(?(?:de )?leider\b", text)
    seat = next((g for g in declarer.groups() if g), None) if declarer else None
    who = rf"(?:leider|SEAT_{seat})" if seat else "leider"
    if re.search(rf"\b{who} (?:heeft|had) (?:\S+ )?nog (?:niet|geen kaart) (?:\S+ )?(?:gespeeld|bijgespeeld)?", text):
        return False
    if re.search(rf"\b{who} (?:speelde|speelt|had|heeft) (?:\S+ ){{0,2}}?(?:daarna|al|inmiddels) (?:\S+ ){{0,2}}?"
                 r"(?:gespeeld|bijgespeeld|van tafel|uit (?:zijn|de) hand|uit de blinde|bij)\b", text):
        return True
    return None


def _accepts(text: str) -> bool | None:
    match = re.search(r"\b(?:leider|ik)\b (?:\S+ ){0,6}?(?:accepteert|accepteer|accepteerde|aanvaardt|aanvaardde)\b(?P<rest>(?: \S+){0,3})", text)
    if not match:
        return None
    return not re.search(r"\bniet\b", match.group("rest"))


def _after_lead_out_of_turn(text: str) -> bool | None:
    if re.search(r"\bvoor (?:zijn|haar|de) beurt (?:\S+ )?(?:uit|uitgekomen|uitkomst)\b|\buitkomst voor de beurt\b|"
                 r"\bkomt (?:\S+ )?voor (?:zijn|haar) beurt uit\b", text):
        return True
    if re.search(r"\bTRICK_(?:[2-9]|1[0-3])\b|\bhalverwege\b|\bmidden in het spel\b|\bna (?:\S+ )?slagen\b", text):
        return False
    return None


def _pc_offender(text: str, base: str) -> str | None:
    match = _search(
        text,
        rf"\buit de hand van (?:de )?(?:\S+ )?{S}",
        rf"\b(?:zijn|haar|mijn) partner \( ?{S} ?\) (?:had|heeft)\b",
        rf"\bleider \( ?{S} ?\) (?:\S+ ){{0,3}}?(?:legt|legde)\b",
        rf"\b{_PENALTY} (?:\S+ )?(?:van|bij|voor) (?:de )?{S}",
    )
    if match:
        return match.group(1)
    # a penalty card always belongs to the offender: whoever the message says holds one
    holder = _search(text, *_HOLDS)
    if holder:
        return holder.group(1)
    return find_offender(base)


def _pc_role(text: str, offender: str | None) -> str | None:
    if offender:
        role = _seat_role(text, offender)
        if role:
            return role
        if any(f"SEAT_{offender}" in m.group(0) for p in _HOLDS for m in re.finditer(p, text)):
            return "defender"
        if re.search(r"\bik ben tegenspeler\b", text):
            return "defender"
        if re.search(r"\b(?:hij|die) (?:is )?(?:tegenspeler|verdediger)\b", text) and len(set(re.findall(S, text))) == 1:
            return "defender"
        return None
    if re.search(r"\b(?:ik ben|als) (?:tegenspeler|verdediger)\b", text):
        return "defender"
    if _search(text, *_HOLDS_NO_SEAT):
        return "defender"
    actor = re.search(r"\bde (leider|blinde|tegenspeler|verdediger) (?:\S+ ){0,3}?(?:laat|liet|legt|legde|stoot|stootte|toont|toonde|schoof|schuift)\b", text)
    if actor and len(re.findall(r"\b(?:leider|blinde|tegenspeler|verdediger)\b", text[: actor.start()])) == 0:
        return _ROLE_WORD[actor.group(1)]
    return None


@extractor("penalty_card", replaces=True)
def penalty_card(reader: Reader) -> dict[str, Any]:
    text = ctext(reader)
    offender = _pc_offender(text, canon(reader))
    role = _pc_role(text, offender)
    exposure = _exposure(text, role)
    several = _several(text)
    cards = _penalty_cards(text, several)
    stage = _stage(text, offender, exposure)
    facts: dict[str, Any] = {
        "offender": offender,
        "offender_role": role,
        "exposure": exposure,
        "card_is_honour": _card_is_honour(text, cards, exposure),
        "several_penalty_cards": several,
        "penalty_cards_suits": _suits_of(text, cards) if several else None,
        "penalty_stage": stage,
    }
    if stage == "offender_to_play":
        facts["must_follow_other_suit"] = _must_follow(text, offender, cards)
    if stage == "partner_to_lead":
        facts["declarer_lead_option"] = _lead_option(text)
    if stage == "not_played":
        facts["declarer_played_since"] = _played_since(text)
        facts["declarer_accepts_card"] = _accepts(text)
    if exposure == "faced_hand" and role == "declarer":
        facts["after_opening_lead_out_of_turn"] = _after_lead_out_of_turn(text)
    return {k: v for k, v in facts.items() if v is not None}


# -- Law 61B: who asked whom about a revoke --------------------------------------------------------

_ASK = r"(?:vraagt|vroeg|vragen|vraag|vroegen)"
_PERSON = r"(?:(?:de|een|zijn|haar|mijn|die|de andere|andere) )?(?:leider|blinde|tegenspeler|verdediger|partner|SEAT_[NOZW])(?: \( ?SEAT_[NOZW] ?\))?(?: SEAT_[NOZW])?|ik|mij|hem"


def _roles_by_seat(text: str) -> dict[str, str]:
    """The role of each seat, from the declarer or dummy the message names."""
    declarer = _declarer_seat(text)
    if not declarer:
        defender = _search(text, rf"\b(?:tegenspeler|verdediger) \(? ?{S}\b", rf"\b{S}(?: ,)? \(? ?(?:is |die )?(?:de )?(?:tegenspeler|verdediger|verdedigt)\b")
        if defender:
            seat = next(g for g in defender.groups() if g)
            return {seat: "defender", PARTNER[seat]: "defender"}
        return {}
    dummy = PARTNER[declarer]
    return {declarer: "declarer", dummy: "dummy", LHO[declarer]: "defender", RHO[declarer]: "defender"}


def _me(text: str) -> str | None:
    match = re.search(r"\bik (?:ben|was|zit|zat|speel) (?:\S+ )?(?:de )?(leider|blinde|tegenspeler|verdediger)\b|\b(?:mag|kan) ik als (leider|blinde|tegenspeler|verdediger)\b", text)
    if match:
        return _ROLE_WORD[next(g for g in match.groups() if g)]
    return None


def _showed_out(text: str, before: int) -> str | None:
    """The seat that just failed to follow, before the question ('Z gooit een ruiten op schoppen')."""
    found = re.findall(rf"\b{S} (?:\S+ )?(?:gooit|gooide|speelt|speelde|legt|legde|bekent|bekende|troeft|troefde)\b", text[:before])
    return found[-1] if found else None


def _person(phrase: str | None, text: str, roles: dict[str, str], before: int) -> tuple[str | None, str | None]:
    """(role, seat) of a person phrase: 'de leider', 'blinde SEAT_W', 'SEAT_O', 'zijn partner', 'ik', 'hem'."""
    if not phrase:
        return None, None
    words = phrase.split()
    seat = next((w[-1] for w in words if w.startswith("SEAT_")), None)
    if words[-1] == "hem":
        seat = _showed_out(text, before)
    role = next((_ROLE_WORD[w] for w in words if w in _ROLE_WORD and w != "tegenspelers"), None)
    if role is None and words[-1] in ("ik", "mij"):
        role = _me(text)
    if role is None and seat:
        role = roles.get(seat)
    if role is None and "partner" in words:
        role = "partner"
    return role, seat


_PREPOSITIONS = r"(?:van|aan|bij|in|met|tegen|door|op|naar|voor|om|achter|over)"


def _asker_before(prefix: str) -> str | None:
    """The person acting before the ask verb: the last one named, not after a preposition;
    an apposition ('SEAT_W , zijn partner ,') counts as one."""
    people = [m for m in re.finditer(rf"\b(?:{_PERSON})\b", prefix)
              if not re.search(rf"\b{_PREPOSITIONS} (?:\S+ )?$", prefix[: m.start()])]
    if not people:
        return None
    last = people[-1]
    phrase = last.group(0)
    if len(people) > 1 and prefix[people[-2].end(): last.start()].strip() == ",":
        phrase = people[-2].group(0) + " " + phrase
    return phrase


def _ask(sentence: str) -> tuple[str | None, str | None, int]:
    """(asker, askee, offset) of the first question about a revoke in a sentence."""
    question = re.search(
        rf"\b(?:mag|kan|mogen|moet) (?P<a>{_PERSON})(?: als (?P<as>blinde|leider|tegenspeler|verdediger))? (?:\S+ ){{0,8}}?"
        rf"(?:aan )?(?P<b>{_PERSON}) (?:\S+ ){{0,6}}?vragen\b",
        sentence,
    )
    if question:
        asker = question.group("a") + (" als " + question.group("as") if question.group("as") else "")
        return asker, question.group("b"), question.start()
    for verb in re.finditer(rf"\b{_ASK}\b", sentence):
        after = re.match(rf"(?: nu| toen| dan| meteen)?(?: :)? (?:aan )?(?P<b>{_PERSON})\b", sentence[verb.end():])
        asker = _asker_before(sentence[: verb.start()])
        if asker:
            return asker, after.group("b") if after else None, verb.start()
        inverted = re.match(rf" (?P<a>{_PERSON}) (?:aan )?(?P<b>{_PERSON})\b", sentence[verb.end():])
        if inverted:
            return inverted.group("a"), inverted.group("b"), verb.start()
    return None, None, 0


def _inquiry_kind(text: str) -> str | None:
    roles = _roles_by_seat(text)
    offset = 0
    for sentence in _sentences(text):
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        asker, askee, at = _ask(sentence)
        if not asker:
            continue
        a_role, a_seat = _person(asker, text, roles, start + at)
        b_role, b_seat = _person(askee, text, roles, start + at)
        if not askee:  # "N vraagt: geen schoppen?": the player who just showed out
            b_seat = _showed_out(text, offset)
            b_role = roles.get(b_seat) if b_seat else None
        if a_seat and b_seat and b_seat == PARTNER[a_seat]:
            b_role = "partner"
        if askee and askee.split()[-1] in ("ik", "mij") and "partner" in asker.split():
            b_role = "partner"  # "mag mijn partner mij vragen"
        if a_role is None and a_seat and b_role == "declarer":
            a_role = "defender"  # not the declarer himself, and dummy would be named as such
        if a_role is None and b_role == "partner" and b_seat and roles.get(b_seat) == "defender":
            a_role = "defender"
        if a_role == "declarer" and (b_role == "defender" or (b_role is None and (b_seat or not askee))):
            # dummy's cards lie open: whoever declarer asks is a defender
            return "declarer_asks_defender"
        if a_role == "dummy":
            if b_role in ("declarer", "partner"):
                return "dummy_asks_declarer"
            if b_role == "defender" or (b_role is None and b_seat):
                return "dummy_asks_defender"
        if a_role == "defender":
            if b_role == "declarer":
                return "defender_asks_declarer"
            if b_role in ("partner", "defender"):  # the other defender is his partner
                return "defender_asks_partner"
    return None


def _dummy_violated(text: str) -> bool | None:
    if _search(text, *_NOT_VIOLATED):
        return False
    acts = [p for act in _VIOLATION_ACTS for p in _ACT_PATTERNS[act]]
    if _search(text, *acts) and re.search(r"\b(?:eerder|daarvoor|al|eerst|net|toen|daarna|vervolgens)\b", text):
        return True
    return None


@extractor("revoke_inquiry", replaces=True)
def revoke_inquiry(reader: Reader) -> dict[str, Any]:
    text = ctext(reader)
    facts: dict[str, Any] = {"revoke_inquiry_kind": _inquiry_kind(text)}
    if facts["revoke_inquiry_kind"] == "dummy_asks_declarer":
        facts["dummy_violated_43a2"] = _dummy_violated(text)
    return {k: v for k, v in facts.items() if v is not None}


# -- Laws 61-63: the revoke before Law 64 -----------------------------------------------------------
# The revoke extractor (extract_revoke) gives the Law 64 facts; these are the Law 61-63 facts
# the rules of law61_63_revoke read, added only when the message leaves no doubt.

_NEXT = r"(?:de volgende slag|TRICK_\d+|TRICK)"
_PLAYED = r"(?:voorgespeeld|bijgespeeld|gespeeld|voorspeelde|voorspeelt|speelde voor|speelt voor|bijspeelde|uitgekomen)"
_NOT_YET = r"\b(?:nog niet|niet|voordat|voor|nog niemand|niemand|nog geen|geen)\b"


def _side_of(who: str, offender: str | None, role: str | None) -> str | None:
    """'offender_side' or 'non_offender' for a player phrase, relative to the revoke's offender."""
    words = who.split()
    side = next((w[5:] for w in words if w.startswith("SIDE_")), None)
    if side:
        return ("offender_side" if offender in side else "non_offender") if offender else None
    seat = next((w[-1] for w in words if w.startswith("SEAT_")), None)
    if seat and offender:
        return "offender_side" if seat in (offender, PARTNER[offender]) else "non_offender"
    if any(w in ("verzaker", "overtreder", "hij", "zelf") for w in words) or "partner" in words:
        return "offender_side" if not seat else None
    if "blinde" in words or "tafel" in words:
        if role in ("declarer", "dummy"):
            return "offender_side"
        if role == "defender":
            return "non_offender"
    if "leider" in words:
        if role == "declarer":
            return "offender_side"
        if role in ("defender",):
            return "non_offender"
    if "tegenspeler" in words and role in ("declarer", "dummy"):
        return "non_offender"
    return None


_WHO = r"(?:SIDE_(?:NZ|OW)|(?:zijn|haar|de|mijn) partner(?: \( ?SEAT_[NOZW] ?\))?(?: SEAT_[NOZW])?|SEAT_[NOZW]|(?:uit |van )?(?:de )?(?:blinde|tafel)|(?:de )?leider|de verzaker|de overtreder|hij)"


_FILL = r"(?:(?!SEAT_|SIDE_|en\b)\S+ )"  # words between a player and his act, not another player


def _establishing_act(text: str, facts: dict[str, Any]) -> str | None:
    offender, role, established = facts.get("offender"), facts.get("offender_role"), facts.get("established")
    if established is False:
        if re.search(rf"\b(?:nog niet|niemand|nog niemand|nog geen kaart)\b(?: \S+){{0,5}}? (?:naar |voor |in )?{_NEXT}\b|"
                     rf"\bvoordat (?:\S+ ){{1,3}}?(?:naar|voor|in) {_NEXT}\b|"
                     rf"\b(?:had|heeft) (?:\S+ ){{0,3}}?nog niet (?:\S+ )?(?:voorgespeeld|bijgespeeld)\b", text):
            return "none"
        return None
    acts = []
    for pattern, act in (
        (rf"(?P<who>{_WHO})(?: ,[^,]*,)? {_FILL}{{0,2}}?(?:had|heeft|was|werd) (?:\S+ ){{0,3}}?al (?:\S+ ){{0,3}}?{_PLAYED}\b", "played_next"),
        (rf"(?P<who>{_WHO}) {_FILL}{{0,2}}?(?:had|heeft|was|werd) (?:\S+ ){{0,2}}?(?:naar|voor|in) {_NEXT} (?:al )?{_PLAYED}\b", "played_next"),
        (rf"(?P<who>{_WHO}) (?:speelde|speelt|speelden) (?:al )?(?:\S+ )?(?:naar|voor) {_NEXT}\b", "played_next"),
        (rf"\b(?:nadat|toen) (?P<who>{_WHO}) (?:\S+ ){{0,3}}?(?:al )?(?:had )?{_PLAYED}\b", "played_next"),
        (rf"(?P<who>{_WHO}) {_FILL}{{0,2}}?(?:noemde|noemt|wees|wijst|vroeg om) (?:al )?(?:\S+ ){{0,5}}?(?:aan )?(?:voor|in|naar) {_NEXT}\b", "designated_next"),
        (rf"(?P<who>{_WHO}) {_FILL}{{0,2}}?(?:claimde|claimt|claimden|concedeerde|concedeert|gaf (?:\S+ )?slagen (?:\S+ )?(?:toe|weg))\b", "claim"),
        (rf"(?P<who>{_WHO}|(?:de )?(?:overtreders|verzakers)) {_FILL}{{0,2}}?(?:stemde|stemden|stemt|stemmen|ging|gingen|gaat|gaan) (?:\S+ )?(?:in|akkoord) met (?:de|een|die|zijn|hun) (?:\S+ )?(?:claim|concessie)\b", "agreed_claim"),
    ):
        for match in re.finditer(pattern, text):
            if re.search(rf"{_NOT_YET}(?: \S+){{0,2}}$", text[max(0, match.start() - 30): match.start()]) or \
                    re.search(r"\bnog niet\b|\bniet\b", match.group(0)):
                continue
            if act == "played_next" and not _next_trick(match.group(0), text, match, facts.get("trick_number")):
                continue
            who = match.group("who")
            if act == "agreed_claim" and re.search(r"overtreders|verzakers", who):
                acts.append(act)
                continue
            if _side_of(who, offender, role) == "offender_side":
                acts.append(act)
    for match in re.finditer(r"\b(?:claimt|claimde|concedeert|concedeerde) (?:daarna |toen |meteen )?(?P<who>SEAT_[NOZW]|de leider)\b", text):
        if _side_of(match.group("who"), offender, role) == "offender_side":
            acts.append("claim")
    # "Z verzaakt … en claimt daarna": the revoker himself
    if re.search(r"\bverzaakt\b[^.;?!]*? en (?:\S+ ){0,2}?(?:claimt|claimde|concedeert|concedeerde)\b", text):
        acts.append("claim")
    if not acts:
        return None
    return acts[0] if len(set(acts)) == 1 else None


def _next_trick(phrase: str, text: str, match: re.Match, trick: int | None) -> bool:
    """The play was to the trick after the revoke: named so, or a lead not said to be in that trick."""
    numbers = [int(n) for n in re.findall(r"TRICK_(\d+)", phrase)]
    if numbers and trick and any(n <= trick for n in numbers):
        return False
    if numbers or re.search(r"\bvolgende slag\b", phrase):
        return True
    if re.search(r"\bin (?:die|dezelfde|de verzakings)slag\b|\bin die slag\b", text[match.start(): match.end() + 30]):
        return False
    return bool(re.search(r"\b(?:voorgespeeld|voorspeelde|voorspeelt|speelde voor|speelt voor|uitgekomen)\b", phrase))


def _hands_returned(text: str) -> bool | None:
    back = r"(?:terug (?:\S+ )?in (?:het|de) (?:bord|borden|hoesje)|in (?:het|de) (?:bord|hoesje) (?:\S+ )?(?:terug|gestopt|gedaan)|teruggestopt)"
    if re.search(rf"\b(?:nog niet|niet) (?:\S+ ){{0,3}}?{back}|\b(?:voordat|voor|nog voor) (?:\S+ ){{0,4}}?{back}|"
                 rf"\bnog (?:niet )?(?:\S+ )?op tafel\b|\b(?:kaarten|handen) (?:lagen|liggen) nog\b", text):
        return False
    if re.search(rf"\b(?:kaarten|handen)\b (?:\S+ ){{0,4}}?(?:zaten|zitten|waren|zijn|gingen|stonden) (?:\S+ ){{0,3}}?{back}|"
                 rf"\b(?:alle|al) (?:vier )?(?:kaarten|handen) (?:\S+ ){{0,2}}?{back}", text):
        return True
    return None


def _revoke_kind(text: str) -> str | None:
    penalty = re.search(rf"\b{_PENALTY}\b", text)
    if re.search(r"\b(?:eist|eiste|geëist|geeist|verplicht|voorgeschreven|moest)\b", text) and not re.search(r"\bnog (?:een |de )?\S+ (?:had|heeft)\b|\bhad nog\b|\bterwijl (?:hij|zij|ze) nog\b", text):
        if re.search(rf"\b(?:had|heeft) (?:hij |zij |ze )?(?:helemaal )?geen (?:{SUIT_WORD}|troef)\b|\bkon (?:hij |zij |ze )?(?:\S+ ){{0,3}}?niet (?:spelen|voldoen|bekennen|voorspelen)\b", text):
            return "unable_to_comply"
    if penalty and re.search(rf"\bin plaats van (?:zijn |de |haar )?(?:\S+ )?{_PENALTY}|\b{_PENALTY} (?:\S+ ){{0,3}}?niet (?:\S+ )?(?:gespeeld|gelegd)|\bvergeet (?:zijn|haar|de) {_PENALTY}|\bvergat (?:zijn|haar|de) {_PENALTY}", text):
        return "required_card_or_suit"
    if penalty or re.search(r"\b(?:eist|eiste|geëist|geeist|blinde)\b", text):
        return None
    if re.search(rf"\bterwijl (?:hij|zij|ze) (?:toen )?nog (?:een |de )?(?:{SUIT_WORD}|{CARD}|\S+) (?:had|heeft)\b|\b(?:had|heeft) (?:hij |zij |ze )?(?:toen )?nog (?:een |de |wel )?(?:{SUIT_WORD}|{CARD})\b", text):
        return "failure_to_follow"
    return None


def _revoke_card_faced(text: str) -> bool | None:
    match = re.search(rf"\b(?:speelt|speelde|gooit|gooide|legt|legde|verzaakt|verzaakte) (?:\S+ )?(?:met )?(?:zijn|haar|de) (?:grote |kleine )?{_PENALTY}\b", text)
    if match and not re.search(r"\bniet\b", text[max(0, match.start() - 12): match.end() + 8]):
        return True
    return None


def _withdrawal(text: str, offender: str | None, role: str | None) -> str | None:
    sides = []
    who = rf"(?P<who>{_WHO}|(?:de )?tegenspeler(?: SEAT_[NOZW])?)"
    patterns = (
        rf"{who} (?:\S+ ){{0,4}}?(?:wil|wilde|mag|mocht|neemt|nam|nemen) (?:\S+ ){{0,2}}?"
        rf"(?:zijn|haar|de|diens) (?:\S+ ){{0,2}}?kaart (?:\S+ ){{0,3}}?terug",
        rf"\b(?:mag|mocht|wil|kan) {who} (?:\S+ ){{0,2}}?(?:zijn|haar|de|diens) (?:\S+ ){{0,2}}?kaart (?:\S+ ){{0,3}}?terug",
    )
    for match in (m for pattern in patterns for m in re.finditer(pattern, text)):
        side = _side_of(match.group("who"), offender, role)
        if side:
            sides.append(side)
    if "offender_side" in sides and "non_offender" in sides:
        return "offender_side"  # 62C2 follows the withdrawal of 62C1
    return sides[0] if sides else None


def _both_same_trick(text: str) -> bool | None:
    if not re.search(r"\bdezelfde slag\b", text) or re.search(r"\b(?:beide|allebei) (?:\S+ )?voldongen\b", text):
        return None
    if re.search(r"\b(?:beide partijen|allebei|zowel \S+ als \S+|beide kanten|ook (?:\S+ )?verzaakt)\b", text) and \
            re.search(rf"\b(?:voorgespeeld|naar {_NEXT}|volgende slag)\b", text):
        return True
    return None


def _partner_still_to_play(text: str) -> bool | None:
    if re.search(r"\b(?:zijn|haar) partner (?:\S+ ){0,2}?(?:moest|moet) (?:in die slag |daarna )?nog (?:\S+ )?(?:spelen|bijspelen|aan de beurt)\b|"
                 r"\bvoordat (?:zijn|haar) partner (?:in die slag |in de slag )?(?:had )?(?:bijgespeeld|gespeeld|aan de beurt was)\b", text):
        return True
    match = re.search(r"\b(?:zijn|haar) partner (?:had|heeft) (?:in die slag |in de slag )?al (?:\S+ )?(?:bijgespeeld|gespeeld)\b", text)
    if match and not re.search(rf"\b(?:naar|voor) {_NEXT}|volgende", text[match.start(): match.end() + 24]):
        return False
    return None


@extractor("revoke", replaces=True)
def revoke(reader: Reader) -> dict[str, Any]:
    facts = _revoke.revoke(reader)
    text = ctext(reader)
    offender, role = facts.get("offender"), facts.get("offender_role")
    extra: dict[str, Any] = {
        "establishing_act": _establishing_act(text, facts),
        "hands_returned_to_board": _hands_returned(text),
        "revoke_kind": _revoke_kind(text),
        "revoke_card_faced": _revoke_card_faced(text) if role in ("defender", None) else None,
        "subsequent_withdrawal": _withdrawal(text, offender, role),
        "both_revoked_same_trick": _both_same_trick(text),
        "partner_still_to_play": _partner_still_to_play(text) if role in ("defender", None) else None,
    }
    facts.update({k: v for k, v in extra.items() if v is not None})
    return facts
