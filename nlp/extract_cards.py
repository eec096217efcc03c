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


# director's shorthand, read as the words it stands for (could be shared with the other extractors)
_SHORTHAND = (
    (r"\bstrafk(?:rt)?(?:\.(?=\s|$)|\b(?: \.)?)", "strafkaart"),
    (r"\bverd(?:\.(?=\s|$)|\b(?: \.)?)", "verdediger"),
    (r"\btgsp(?:\.(?=\s|$)|\b(?: \.)?)", "tegenspeler"),
    (r"\bverz(?:\.(?=\s|$)|\b(?: \.)?)", "verzaakt"),
    (r"\bkrt\b", "kaarten"),
    (r"\bstraf ?cards\b", "strafkaarten"), (r"\bstraf ?card\b", "strafkaart"),
    (r"\b((?:zijn|mijn|haar|de|z'n|m'n) )maat\b", r"\1partner"),  # "zijn maat": his partner
    (r"\bz'n\b", "zijn"), (r"\bm'n\b", "mijn"), (r"\bie\b", "hij"),
    # "ons ( OW )", "wij ( NZ )": the side itself
    (r"\b(?:ons|wij|we) \( ?(SIDE_(?:NZ|OW)) ?\)", r"\1"),
    (r"\bsl (?=naar |voor |SEAT_|SIDE_|gewonnen\b|genomen\b)", "slag "),
    # "L (W) vz", "L eist ♥", "vraagt L": a lone L is the declarer in a director's note
    (r"(?<![\w'])l(?= \( ?SEAT_| (?:vraagt|vroeg|eist|eiste|zegt|zei|speelt|speelde|nam|neemt|wint|won|al|legt|legde|verbiedt|verbood|accepteert|accepteerde|heeft|had|is|was|wil|wilde|kiest|koos)\b)"
     r"|(?:(?<=\bvraagt )|(?<=\bvroeg )|(?<=\bdoor )|(?<=\bvan )|(?<=\baan ))l(?= [(':,.;]|$)", "leider"),
    # "mijn tegenstander aan de oostkant", "die gast op west": the seat itself
    (r"\b(?:aan|op) de (noord|oost|zuid|west)(?:kant|zijde)\b", lambda m: "SEAT_" + {"noord": "N", "oost": "O", "zuid": "Z", "west": "W"}[m.group(1)]),
    (r"\b(?:die|de|een|deze) (?:gast|man|vrouw|dame|meneer|mevrouw|jongen|knul|vent|kerel) (?:op|aan) (SEAT_[NOZW])\b", r"\1"),
    # "+3 NZ erna", "NZ erna +3": the tricks the side made after
    (r"\+ ?(\d+) (SIDE_\w+|SEAT_[NOZW]) (?:erna|daarna|later)\b", r"\2 daarna nog \1 slagen"),
    (r"\b(SIDE_\w+|SEAT_[NOZW]) (?:erna|daarna|later) \+ ?(\d+)\b", r"\1 daarna nog \2 slagen"),
)


def _shorthand(text: str) -> str:
    for pattern, repl in _SHORTHAND:
        text = re.sub(pattern, repl, text)
    return _names_to_seats(text)


_NOT_NAMES = set("""ik wij we hij zij ze jij je u mij me hem haar zijn mijn die dat deze dit en of de het een er
    leider blinde tegenspeler verdediger tegenspelers verdedigers partner maat speler spelers gever verzaker overtreder dader
    tegenstander tegenstanders linkertegenstander rechtertegenstander lho rho lt rt wl wedstrijdleider arbiter
    slag bord spel tafel ronde contract kant lijn paar team mevrouw meneer dus nu toen maar ook nog al wel niet zelf
    is was zat zit zaten speelde speelt had heeft door van voor met als op in aan bij tot na
    eerst daarna later dan verder vervolgens ten slotte tenslotte""".split())


def _names_to_seats(text: str) -> str:
    """Players named with their seat ('jan ( SEAT_N )', 'SEAT_O ( mevrouw smit )', 'els zat SEAT_O') are read as that seat
    wherever the name comes back; the bracketed name after a seat is dropped."""
    names: dict[str, str] = {}
    for match in re.finditer(r"\b([a-z]{3,}) \( ?SEAT_([NOZW])(?: ,)? ?\)|(?:^|[.,;:] )([a-z]{3,}) (?:zat|zit|speelde|speelt) (?:als )?SEAT_([NOZW])\b"
                             r"|\bSEAT_([NOZW]) \( ?(?:mevrouw |meneer |mw |mr )?([a-z]{3,}) ?\)|(?<=zat SEAT_[NOZW] , )([a-z]{3,}) SEAT_([NOZW]) [.,;]", text):
        name, seat = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4)) if match.group(3) else \
            (match.group(6), match.group(5)) if match.group(6) else (match.group(7), match.group(8))
        if name not in _NOT_NAMES and names.get(name, seat) == seat:
            names[name] = seat
    if not names:
        return text
    text = re.sub(r"\b(SEAT_[NOZW]) \( ?(?:mevrouw |meneer |mw |mr )?([a-z]{3,}) ?\)", lambda m: m.group(1) if m.group(2) in names else m.group(0), text)
    text = re.sub(r"\b([a-z]{3,}) \( ?(SEAT_[NOZW])(?: ,)? ?\)", lambda m: m.group(2) if m.group(1) in names else m.group(0), text)
    return re.sub(r"\b([a-z]{3,})(?:'s?)?(?![\w'])", lambda m: "SEAT_" + names[m.group(1)] if m.group(1) in names else m.group(0), text)


def _lone_suits(text: str) -> str:
    """A suit symbol standing alone (no rank after it) is the suit word: "♥ gespeeld", "beide in ♠"."""
    return re.sub(r"(?<!\S)([♠♥♦♣])(?= (?!(?:10|[2-9akhvbqjtx])(?:\s|$))|$)", lambda m: SUITS[m.group(1)], text)


_ABBREVIATIONS = frozenset({"vold", "verz", "strafk", "strafkrt", "tgsp", "verd", "bijv", "resp", "slg",
                            "blz", "evt", "mvg", "gr", "mw", "mr", "dhr", "mevr", "bijgel", "bijgesp", "tel", "ong"})


def _split_stops(text: str) -> str:
    """A full stop the tokenizer left on a word ('zijn hand. de slag'): a sentence end, not an abbreviation."""
    return re.sub(r"\b([a-zà-ÿ]{3,})\.(?= [a-z])", lambda m: m.group(0) if m.group(1) in _ABBREVIATIONS else m.group(1) + " .", text)


def ctext(reader: Reader) -> str:
    text = _split_stops(_shorthand(canon(reader)))
    cards = [_card_text(ent.text) or "kaart" for ent in reader.doc.ents if ent.label_ == "CARD"]
    out = []
    for word in text.split():
        if word == "CARD" and cards:
            out.append(cards.pop(0))
        else:
            out.append(word)
    text = " ".join(out)
    # "W/O", "n/z": a pair told with a slash is that side
    text = re.sub(r"(?<![\w/])([nozw]) ?/ ?([nozw])(?![\w/])",
                  lambda m: f"SIDE_{''.join(sorted((m.group(1) + m.group(2)).upper(), key='NOZW'.index))}"
                  if {m.group(1), m.group(2)} in ({"n", "z"}, {"o", "w"}) else m.group(0), text)
    # a card the tokenizer split from its rank or glued to a stop ("♠ b." , "♠ 8)")
    text = re.sub(
        r"([♠♥♦♣]) ?(10|[2-9akhvbqjt])([.,;:!?)]*)(?=\s|$)",
        lambda m: m.group(1) + m.group(2) + (" " + " ".join(m.group(3)) if m.group(3) else ""),
        text,
    )
    # "schoppen aas" typed as "sch aas" is no entity: read the card words too
    text = re.sub(
        rf"\b({SUIT_WORD}) ?(aas|heer|vrouw|boer|tien)\b",
        lambda m: SUIT_OF_WORD[m.group(1)] + _RANK_WORDS[m.group(2)],
        text,
    )
    # "de harten drie", "zijn klaveren 7": a low card told in words, after an article
    text = _lone_suits(text)
    return re.sub(
        rf"\b(de|zijn|haar|een) ({SUIT_WORD}) (twee|drie|vier|vijf|zes|zeven|acht|negen|[2-9])\b(?! (?:slag|slagen|keer|maal|kaarten|x)\b)",
        lambda m: m.group(1) + " " + SUIT_OF_WORD[m.group(2)] + _LOW_RANKS.get(m.group(3), m.group(3)),
        text,
    )


_LOW_RANKS = {"twee": "2", "drie": "3", "vier": "4", "vijf": "5", "zes": "6", "zeven": "7", "acht": "8", "negen": "9"}


def _honour(card: str) -> bool:
    return card[1:] in _HONOURS


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r" [.!?;] ", f" {text} ") if s.strip()]


# -- Laws 48-52: penalty cards --------------------------------------------------------------------

_PENALTY = r"(?:strafkaarten|strafkaart|strafkaar|penalty cards|penalty card)"

# the player holds a penalty card: only a defender can
_HOLDS = (
    rf"\b(?:had|heeft|hield) {S} (?:\S+ ){{0,2}}?(?:een|de|twee|drie|\d|zijn) (?:grote |kleine )?{_PENALTY}\b",
    rf"(?:^|[.;] ){S} (?:(?:twee|drie|2|3) )?(?:grote |kleine )?{_PENALTY}\b",
    rf"(?:^|[.;:] |\binfo )(?:grote |kleine )?{_PENALTY} (?:van )?{S}(?! (?:\S+ )?(?:aan slag|aan de beurt|speelt|vraagt))",
    rf"(?:^|[.;] ){S} (?:\( ?\S+ ?\) )?: (?:\S+ )?{_PENALTY}",
    rf"{S} (?:, (?:de |een )?(?:tegenspeler|verdediger) , )?(?:(?!SEAT_)[^\s.?!;]+ ){{0,2}}?(?:heeft|had|hield) (?:\S+ ){{0,4}}?(?:een|de|twee|drie|vier|\d|zijn|één|meerdere|enkele)\b(?: \S+){{0,3}}? {_PENALTY}",
    rf"\bik \( ?{S} ?\) (?:heb|had)\b(?: \S+){{0,4}}? {_PENALTY}",
    rf"{S} (?:\S+ ){{0,4}}?(?:een|de|zijn) (?:\S+ )?(?:als )?{_PENALTY} (?:\( ?)?(?:{CARD} )?(?:\) )?(?:had|heeft|hield)\b",
    rf"{S} (?:\S+ ){{0,2}}?(?:heeft|had|hield) strafkaarten\b",
    rf"{S} (?:heeft|had|hield) (?:nog |nu )?(?:grote |kleine )?{_PENALTY} {CARD}",
    rf"(?:^|[.,;:] )(?:grote |kleine )?{_PENALTY} {CARD} (?:van |bij |voor )?{S}",
    rf"{S} (?:, (?:de |een )?(?:tegenspeler|verdediger) , )?(?:heeft|had) (?:\S+ ){{0,4}}?als {_PENALTY}",
    rf"{_PENALTY} (?:\( ?\S+ ?\) |{CARD} |\S+ )?(?:van|bij|voor) (?:de )?(?:tegenspeler |verdediger )?{S}",
    # "strafkaart ♣9 ligt bij O", "de strafkaart lag nog open bij W": the card lying with its holder
    rf"{_PENALTY} (?:{CARD} )?(?:ligt|lag) (?:nog |al |nu |open )*bij (?:de )?(?:tegenspeler |verdediger )?{S}",
    rf"{S} met (?:de |een |zijn )?(?:grote |kleine )?{_PENALTY}",
    rf"{S} (?:\S+ )?(?:wil|wilde|mag|moet) (?:zijn |de )?(?:grote |kleine )?{_PENALTY}\b",
    rf"(?:zijn|haar|mijn) partner \( ?{S} ?\) (?:had|heeft) (?:een|de|twee) (?:\S+ )?{_PENALTY}",
    rf"{S}(?: [^ .?!;]+){{0,9}}? zijn (?:\S+ ){{0,2}}?{_PENALTY}\b",
    rf"\bzijn (?:grote |kleine )?{_PENALTY} (?:\S+ ){{0,3}}?{S}",
    rf"{S} (?:(?!SEAT_)[^\s.?!;]+ ){{0,8}}?{CARD} als {_PENALTY}",
    rf"{CARD} van {S} (?:\S+ )?(?:ligt|is|blijft) (?:nu )?(?:als |een )?(?:\S+ )?{_PENALTY}",
    rf"{CARD} van {S} (?:nu |ook )?(?:een |als )(?:grote |kleine )?{_PENALTY} (?:is|was|wordt|werd|blijft)\b",
    rf"\b(?:ligt|lag|blijft|bleef) (?:nu |nog )?(?:de |een )?{CARD} van {S} (?:\S+ )?als (?:grote |kleine )?{_PENALTY}",
    rf"{CARD} van {S} (?:\S+ )?(?:ligt|lag|is|blijft|bleef) (?:nu |nog |open |op tafel |voor hem )*(?:als |een )?(?:grote |kleine )?{_PENALTY}",
    # a card lying face up before a player, the words "strafkaart" left out
    rf"{S} (?:, (?:de |een )?(?:tegenspeler|verdediger) , |\( ?(?:tegenspeler|verdediger) ?\) )?(?:heeft|had) (?:nu |nog )?(?:de |een |twee |drie )?(?:{CARD} |kaarten |kaart )?open (?:voor (?:zich|hem|haar) |op tafel )?(?:liggen|staan)\b",
    rf"{S} (?:de |een )?{CARD} open (?:voor (?:zich|hem|haar) |op tafel )?(?:had|heeft) (?:liggen|staan)\b",
    rf"{S} (?:heeft|had) (?:nog |nu )?(?:open )?(?:voor (?:zich|hem|haar) |op tafel )(?:de |een )?{CARD} (?:(?:, |en )(?:de |een )?{CARD} )*(?:open )?(?:liggen|staan)\b",
    rf"{S} (?:\) )?(?:heeft|had) (?:nog |nu )?(?:zijn |haar |de |een )?{CARD} (?:nog |al )?(?:open )?(?:voor (?:zich|hem|haar) |op (?:de )?tafel )?(?:open )?(?:liggen|staan)\b",
    rf"{CARD} (?:\S+ )?die {S} (?:nog |al )?open (?:voor (?:zich|hem|haar) |op tafel )?(?:had |heeft )?(?:liggen|lag|ligt)\b",
    # the clause verb last: "terwijl de ♥10 van W nog als strafkaart op tafel lag", "de ♦a van N , die als strafkaart lag"
    rf"{CARD} van {S}(?: ,)? (?:die |nog |al |open |op tafel )*(?:als |een )(?:grote |kleine )?{_PENALTY} (?:(?!SEAT_)[^\s.?!;,]+ ){{0,3}}?(?:lag|ligt|lagen|liggen|bleef|blijft)\b",
    rf"{S} (?:nog |al |nu )*(?:een |de |twee |drie |vier |\d )?(?:grote |kleine )?{_PENALTY} (?:voor (?:zich|hem|haar) |op tafel |open )*(?:heeft|had|hield|hebben|hadden)\b",
)
_HOLDS_NO_SEAT = (
    rf"\bik (?:heb|had) (?:\S+ ){{0,2}}?{_PENALTY}",
    rf"\b(?:speler|overtreder|tegenspeler|verdediger) (?:met|die) (?:een|de|zijn) (?:\S+ )?{_PENALTY}",
    rf"\b{_PENALTY}\b[^.?!]*\bpartner van de (?:overtreder|speler|tegenspeler)\b",
    rf"\b(?:linker|rechter)tegenstander (?:\S+ ){{0,2}}?(?:heeft|had) (?:\S+ ){{0,3}}?{_PENALTY}",
    rf"\bmijn (?:grote |kleine )?{_PENALTY}",
    rf"\bik (?:\S+ ){{0,2}}?{_PENALTY} (?:heb|had|hebben)\b",
    rf"\b(?:mijn|zijn|haar) partner (?:\S+ ){{0,3}}?(?:heeft|had) (?:\S+ ){{0,4}}?{_PENALTY}",
    rf"\b(?:mijn|zijn|haar) partner (?:\S+ ){{0,3}}?{_PENALTY}\b(?: \S+){{0,4}}? (?:heeft|had)\b",
)

_ROLE_WORD = {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender", "verdediger": "defender",
              "tegensplr": "defender", "tegenspelers": "defender", "uitkomer": "defender"}
_ROLE_RE = r"(leider|blinde|tegenspeler|verdediger|tegensplr)"


def _seat_role(text: str, seat: str) -> str | None:
    """The role the message gives a seat: 'leider N', 'N (tegenspeler)', 'de blinde (O)', 'zuid, die verdedigt'."""
    s = f"SEAT_{seat}"
    pair = re.search(r"\bSEAT_([NOZW]) en SEAT_([NOZW]) (?:zijn|waren|zaten|speelden) (?:als |in )?(?:de )?(?:tegenspelers|verdedigers|verdediging)\b", text)
    if pair and seat in pair.groups() and PARTNER[pair.group(1)] == pair.group(2):
        return "defender"
    match = _search(
        text,
        rf"\b{_ROLE_RE} \(? ?{s}\b",
        rf"\b{_ROLE_RE} zelf :? ?\(? ?{s}\b",
        rf"\b{s} \( ?(?:de |is )?{_ROLE_RE} ?\)",
        rf"(?:^|[.;:,] ){s} ,? ?{_ROLE_RE} ?(?:[,:;]|$)",  # a note: "Z verd. , ♣h gevallen"
        rf"^{s} {_ROLE_RE} (?=strafkaart|[♠♥♦♣])",  # "O verd strafk ♦b …"
        rf"\b{s}(?: ,)? (?:is|was|als) (?:de )?{_ROLE_RE}\b",
        rf"\b{s} , (?:de |een )?{_ROLE_RE}\b(?! \(? ?SEAT_)",  # (not "bij O , leider Z speelt …": Z's role)
        rf"\b{s} ,? (?:een|één) (?:van|der) (?:de |beide )?{_ROLE_RE}s?\b",  # "N, een van de tegenspelers,"
        rf"\b{s} ,? (?:de |zijn |haar )?(?:(?:partner|maat) van de )?(uitkomer)\b",  # the opening leader and his partner defend
        rf"\b{s}(?: ,)? de {_ROLE_RE} ,",
        rf"\bde {_ROLE_RE} {s}\b",
    )
    if match:
        return _ROLE_WORD[next(g for g in match.groups() if g)]
    if re.search(rf"\b{s}(?: ,)? (?:die |hij )?(?:verdedigt|verdedigde|tegenspeler)\b", text):
        return "defender"
    if re.search(rf"\b(?:zit|zat) (?:als )?{s} en (?:\S+ )?(?:verdedigt|verdedigde|tegenspeler|speelt tegen|speelde tegen)\b", text):
        return "defender"  # "zij zit west en verdedigt"
    if re.search(rf"\b{s} (?:(?:zit|zat) (?:als )?SEAT_[NOZW] )?(?:en )?(?:speelt|speelde|zit|zat) tegen\b", text):
        return "defender"  # "Henk zit West en speelt tegen 4♥"
    side = re.search(r"\bSIDE_(NZ|OW) (?:\( ?\S+ ?\) )?(?:(?:zijn|waren|is|was|als|zaten in|zitten in) (?:de )?)?(?:tegenspeler|verdediger|verdediging)s?\b|"
                     r"\bSIDE_(NZ|OW) \( ?(?:de |zijn )?(?:tegenspeler|verdediger)s? ?\)|\b(?:tegenspeler|verdediger)s? (?:zijn|waren) SIDE_(NZ|OW)\b", text)
    if side and seat in next(g for g in side.groups() if g):
        return "defender"
    declarer = _declarer_seat(text)
    if declarer:
        return "declarer" if seat == declarer else ("dummy" if seat == PARTNER[declarer] else "defender")
    return None


def _declarer_seat(text: str) -> str | None:
    match = _search(
        text,
        rf"\bleider (?:is |was )?\(? ?{S}\b",
        rf"\b(?:de )?leider (?:zat|zit) (?:als |op )?{S}\b",
        rf"\b{S} , die (?:de )?leider (?:is|was)\b",
        rf"\b{S} \(? ?(?:is |was )?(?:de )?leider\b",
        rf"\b{S} , (?:de |en )?leider\b(?! \(? ?SEAT_)",  # (not "bij O , leider Z speelt …")
        rf"\b{S} en (?:de )?leider\b(?! \(? ?SEAT_)",
        rf"\bleider ,? die {S} (?:is|was)\b",
        rf"\bleider , {S} (?:,|\.|$)",
        rf"\b(?:contract|CALL) (?:\S+ )?(?:gespeeld )?door {S}\b",
        rf"\b(?:speelde|speelt) {S} (?:het contract )?CALL\b",  # "aan tafel 2 speelde Z 3SA"
        rf"\b{S} (?:speelde|speelt) (?:het contract )?CALL\b",
        rf"\b(?:tegen|in) (?:het contract )?CALL (?:van|door) {S}\b",
        rf"\b{S} , die (?:het contract )?CALL (?:speelde|speelt|speelden)\b",
    )
    if match:
        return next(g for g in match.groups() if g)
    dummy = _search(text, rf"\bblinde \(? ?{S}\b", rf"\b{S}(?: ,)? \(? ?(?:is |was |als )?(?:de )?blinde\b", rf"\b(?:de|hun|zijn|haar|onze) blinde , {S} ,", rf"\bblinde (?:is|was) {S}\b")
    if dummy:
        return PARTNER[next(g for g in dummy.groups() if g)]
    # "ik zat noord en was leider": the writer's seat
    mine = _speaker_role(text)
    if mine in ("declarer", "dummy"):
        me = _me_seat(text)
        if me:
            return me if mine == "declarer" else PARTNER[me]
    return None


# How the card was shown, in order of precedence.
_FACED = (
    r"\b(?:legt|legde|leggen|gelegd|legden|spreidt|spreidde|gespreid|spreidden)\b (?:[^ .?!]+ ){0,10}?(?:al zijn|zijn hele|zijn volledige|zijn|haar|de hele|haar hele) "
    r"(?:\S+ )?(?:hand|kaarten)\b (?:\S+ ){0,3}?(?:open|op tafel|op de tafel)\b",
    r"\b(?:opent|openen|toont|toonde) (?:zijn|haar) (?:hele |volledige )?hand\b",
    r"\b(?:legt|legde|leggen) (?:zijn |haar |de )?(?:hele |volledige )?hand open\b",
    r"\b(?:hele|volledige) hand (?:\S+ )?open\b",
    r"\b(?:zijn|haar|de|al zijn) (?:hele |volledige )?(?:hand|kaarten) (?:\S+ )?(?:open ?gelegd|opengelegd|open neergelegd)\b",
)
_TWO_CARDS = (r"\btegelijk(?:ertijd)?\b", r"\bsamen (?:in|op) (?:de|één|een|die) slag\b", rf"{CARD} en (?:de )?{CARD} (?:\S+ )?samen\b", r"\b(?:aan elkaar|op elkaar) (?:geplakt|plakten|plakt|vast)\b",
              r"\b(?:plakten|plakt|geplakt|kleefden|zaten) (?:\S+ )?(?:aan|op) elkaar\b",
              r"\b(?:speelde|speelt|legde|legt|gooide|gespeeld|bijgespeeld) (?:\S+ ){0,5}?twee kaarten\b",
              r"\btwee kaarten (?:\S+ )?(?:in één slag|in een slag|tegelijk)\b", r"\bsamen met (?:een |de )?(?:andere|tweede) kaart\b")
# Speaking verbs that introduce a player's own words (a card of his hand named aloud is exposed, Law 49).
_SAY_ALOUD = (r"(?:zegt|zei|roept|riep|meldt|meldde|mompelt|mompelde|moppert|mopperde|fluistert|fluisterde|verzucht|verzuchtte"
              r"|zucht|zuchtte|bromt|bromde|mompelen|verzuchten)")
_NAMED = (
    r"\b(?:zegt|zei|noemt|noemde|roept|riep|meldt|meldde|gezegd|verteld|gemeld|genoemd)\b[^.?!]*?(?:' ?ik heb (?:\S+ ){0,2}?(?:de|nog|een)|' ?ik heb (?:nog )?[♠♥♦♣]|dat (?:hij|zij|ze) (?:\S+ )?(?:nog )?(?:de|een) )",
    r"\b(?:noemt|noemde) (?:(?:de )?(?:tegenspeler |leider |verdediger )?SEAT_[NOZW] |hij |zij )?(?:hardop |even |ff |toen |per ongeluk )*(?:een|de|zijn|haar) (?:kaart|[♠♥♦♣])",
    r"\b(?:noemt|noemde|noemen|genoemd)\b[^.?!]{0,40}?\bals (?:een |de )?kaart (?:in|uit) (?:zijn|haar|mijn) hand\b",
    r"\b(?:noemt|noemde)\b[^.?!]{0,30}? (?:zijn|haar) (?:\S+ ){0,2}?(?:kaart|troef|[♠♥♦♣](?:10|[2-9akhvbqjt]))",
    r"\b(?:die|dat) (?:hij|zij|ze|SEAT_[NOZW]) (?:\S+ )?(?:noemde|noemt|genoemd had|had genoemd|heeft genoemd)\b",
    # a quote that somewhere says "ik heb (nog) de ♣h": "zegt : ' die slag krijg je niet , ik heb de ♣h nog '"
    rf"\b{_SAY_ALOUD}\b[^.?!]*?' [^'.?!]*?\bik heb (?:nog |ook |alleen |toch )*(?:de |een )?[♠♥♦♣]",
    # "zei : ' die ♠b van mij krijg je nooit '", "' mijn ♥a komt nog '", "mompelt ' had ik mijn ♦b maar eerder gespeeld '":
    # a card of his own hand, told in a quote
    rf"\b{_SAY_ALOUD}\b[^.?!]*?' [^'.?!]*?(?:{CARD} van mij\b|\bmijn {CARD})",
)
_NOT_HIS_TURN = r"\bniet (?:zijn|haar) beurt\b|\b(?:zijn|haar) beurt niet\b|\b(?:die|hij|zij|ze|SEAT_[NOZW]) (?:toen |nog )*niet aan (?:de beurt|slag) (?:was|is)\b"
_DROPPED = (r"\b(?:laat|liet|laten|lieten)\b (?:\S+ ){0,7}?vallen\b", r"\b(?:valt|viel|gevallen|glipt|glipte|gleed|stootte|stoot)\b")
_LED_AFTER_PARTNER_WON = (
    r"\b(?:speelde|kwam|legde)\b[^.?!;]{0,12}?, terwijl (?:zijn|haar) partner (?:nog |al )?aan (?:slag|de beurt) (?:was|is) , (?:\S+ ){0,3}?(?:voor|uit)\b",
    r"\b(?:speelde|kwam) (?:\S+ ){0,6}?(?:voor|uit)(?: met (?:de |een |zijn |haar )?\S+)?(?: ,)? (?:terwijl|maar|hoewel) [^.?!;]{0,40}?(?:de |die )?(?:vorige )?slag (?:had )?gewonnen\b",
    r"\b(?:won|nam) (?:de|die|deze) slag ,? (?:maar|en) (?:\S+ ){0,2}?(?:speelde|kwam) (?:al |toch |meteen )?(?:\S+ ){0,4}?(?:voor|uit)\b",
)
_DELIBERATE = (
    r"\b(?:al|te vroeg) (?:bij|bijgespeeld)\b(?: \S+){0,2}? (?:voordat|voor)\b",
    r"\b(?:legde|legt|speelde|speelt|gooide|gooit) (?:\S+ ){0,6}?bij (?:voordat|nog voor|vóór) (?:\S+ ){0,5}?(?:had |was )?(?:gespeeld|bijgespeeld|speelde|bijspeelde|aan de beurt)\b",
    r"\b(?:legde|legt|speelde|speelt|gooide|gooit) (?:\S+ ){0,6}?(?:op tafel )?(?:voordat|nog voor|vóór) (?:de leider|SEAT_[NOZW]|zijn partner|haar partner|de blinde) (?:\S+ )?(?:had |was )?(?:gespeeld|bijgespeeld|speelde|bijspeelde|aan de beurt|uitgekomen|uitkwam|voorgespeeld|voorspeelde)\b",
    r"\b(?:herstelt|herstelde|herstel van|herstellen)\b (?:\S+ ){0,2}?(?:verzaking|verzaakt)\b",
    r"\b(?:verzaking|verzaakt) (?:\S+ ){0,2}?(?:hersteld|herstelt|gecorrigeerd)\b",
    # "W verzaakte … en legde alsnog een schoppen bij ; de klaveren ligt nu open": the revoke card, withdrawn
    r"\bverzaakt\b[^?!]*?\balsnog\b[^?!]*?\b(?:open|strafkaart)\b",
    r"\bverzaakt\b[^.?!]*?\b(?:herstelde|herstelt|hersteld|corrigeerde|corrigeert|gecorrigeerd|verbeterde)\b[^?!]*?\b(?:open|strafkaart)\b",
    r"\b(?:speelde|speelt|speelden) (?:\S+ ){0,2}?voor (?:zijn|haar|de) beurt\b",
    r"\bvoor (?:zijn|haar|de) beurt (?:\S+ ){0,3}?(?:voorgespeeld|gespeeld|uitgekomen|uit|voor|speelde|speelt|voorspeelt|voorspeelde|uitkomt|uitkwam|bijspeelt|bijspeelde|bijgespeeld|gelegd|neergelegd)\b",
    _NOT_HIS_TURN,
    # the noun: "uitkomst voor de beurt door W", "voorspelen buiten de beurt"
    r"\b(?:uitkomst|voorspelen|voorspeelactie) (?:voor|buiten) (?:zijn |haar |de )?beurt\b",
    r"\b(?:speelde|speelt) (?:\S+ ){0,3}?voor(?: ,)? terwijl (?:\S+ ){1,2}?aan (?:slag|de beurt)\b",
    r"\b(?:speelde|speelt|kwam|komt) (?:\S+ ){0,6}?(?:voor|uit)(?: met (?:de |een |zijn |haar )?\S+)?(?: ,)? (?:terwijl|maar|hoewel) [^.?!;]{0,40}?(?:aan (?:slag|de beurt)|moest (?:voorspelen|uitkomen)|(?:de |die )?(?:vorige )?slag (?:had |heeft )?gewonnen)\b",
    *_LED_AFTER_PARTNER_WON,
    r"\b(?:speelde|speelt|bijgespeeld|gespeeld|legde|legt|gooide|gooit) (?:\S+ ){0,3}?te vroeg\b|\bte vroeg (?:\S+ ){0,2}?(?:gespeeld|bijgespeeld|gelegd)\b",
)
_ACCIDENTAL = (
    r"\bper ongeluk\b|\bonbedoeld\b|\bzichtbaar\b|\bongelukje\b|\bper (?:vergissing|abuis)\b|\bonopzettelijk\b",
    r"\b(?:ineens|opeens|plotseling) open\b|\b(?:hem|haar|de kaart|een kaart|zijn kaart) (?:\S+ ){0,4}?verloren\b|\bverloor (?:hem|de kaart|een kaart)\b",
    r"\b(?:laat|liet|laten|lieten)\b (?:\S+ ){0,7}?vallen\b",
    r"(?<!lastig te )(?<!lastig )\b(?:valt|viel|vallen|gevallen)\b",
    r"\b(?:glipt|glipte|gleed|glijdt|glippen|glijden)\b",
    r"\b(?:stoot|stootte|stoten|schoof|schuift)\b",
    r"\b(?:laat|liet|laten)\b (?:\S+ ){0,6}?zien\b",
    r"\b(?:vast)?(?:hield|houdt|hielden)\b[^.?!]*\b(?:zien|zichtbaar|open (?:lag|lagen|ligt|kwam))\b",
    r"\b(?:kon|konden|kan|kunnen) (?:iedereen|de hele tafel|zijn partner|haar partner|de leider|de tegenpartij) (?:\S+ ){0,3}?zien\b",
    r"\bniet (?:wilde|wou|wilde) spelen\b|\bniet wilde spelen\b",
    r"(?<!\bof )(?<!\bof een )\bkleine strafkaart\b(?! of\b)",
    # shown while sorting the hand: "toonde zijn ♦v … toen hij zijn kaarten sorteerde"
    r"\b(?:toonde|toont|getoond)\b[^.?!]*\b(?:sorteerde|sorteert|sorteren|schikte|schikt|schikken)\b",
)


def _exposure(text: str, role: str | None) -> str | None:
    if _search(text, *_FACED):
        return "faced_hand"
    if _search(text, *_TWO_CARDS):
        return "two_cards"
    if _search(text, *_NAMED) and (role == "declarer" or not re.search(r"\bleider (?:\S+ )?(?:zegt|zei)\b", text)):
        return "named"
    deliberate = [p for p in _DELIBERATE if re.search(p, text)]
    if deliberate and not (deliberate == [_NOT_HIS_TURN] and _search(text, *_DROPPED)):
        return "deliberate"  # (not "liet de ♣h vallen … het was niet zijn beurt": dropped, not played)
    if _search(text, *_ACCIDENTAL):
        return "accidental"
    return None


_SEVERAL = (
    rf"(?<![♠♥♦♣])\b(?:twee|2|drie|3|vier|4|meerdere|meer|beide) (?:[^\s.,;:!?]+ )?{_PENALTY}\b",
    rf"(?<![♠♥♦♣])\b(?:twee|2|drie|3|vier|4) (?:\S+ )?kaarten (?:\S+ )?(?:als )?{_PENALTY}\b",
    rf"\btweede {_PENALTY}\b",
    rf"\bal (?:een|de|zijn) (?:\S+ )?{_PENALTY}\b[^.?!]*\b(?:nog een|een tweede|nog een tweede) (?:\S+ )?kaart\b",
    r"\b(?:heeft|had|hebben) (?:nu |nog )?(?:twee|drie|2|3) (?:\S+ )?kaarten open (?:voor (?:zich|hem|haar)|op tafel|liggen)\b",
    rf"\b(?:heeft|had|hebben) (?:nu |nog )?(?:open )?(?:voor (?:zich|hem|haar) |op tafel )?(?:de |een )?{CARD} (?:, (?:de |een )?{CARD} )*en (?:de |een )?{CARD} (?:open )?(?:voor (?:zich|hem|haar) |op tafel )?(?:open )?(?:liggen|staan)\b",
    rf"\b(?:heeft|had|hebben) (?:\S+ ){{0,6}}?(?:als )?strafkaarten\b",
    r"\bstrafkaarten (?:van|bij|voor) SEAT_",
    rf"{CARD} (?:, (?:de )?{CARD} )*(?:en|&) (?:de )?{CARD} (?:\S+ ){{0,2}}?als {_PENALTY}",
    rf"\b(?:laat|liet|lieten|laten) (?:\S+ ){{0,6}}?(?:de )?{CARD} en (?:de )?{CARD} (?:\S+ ){{0,3}}?vallen\b",
    rf"\b(?:vielen|vallen) (?:\S+ ){{0,3}}?(?:de )?{CARD} en (?:de )?{CARD}\b",
)
_ONE = (rf"\b(?:maar|slechts|alleen|precies) (?:één|een|1) {_PENALTY}\b", rf"\benige {_PENALTY}\b",
        rf"\bgeen andere {_PENALTY}\b")


def _several(text: str) -> bool | None:
    if _search(text, *_ONE):
        return False
    if _search(text, *_SEVERAL):
        return True
    return None


def _penalty_cards(text: str, several: bool | None, offender: str | None = None) -> list[str]:
    """The penalty (or exposed) cards the message names."""
    if several:
        return re.findall(CARD, text)
    near = []
    for pattern in (
        rf"\b(?:viel|valt|vielen|vallen|glipte|glipt|gleed) (?:\S+ ){{0,2}}?(?:de |een )?({CARD})",
        rf"({CARD}) (?:van SEAT_[NOZW] )?(?:\S+ ){{0,3}}?vallen\b",
        rf"({CARD}) (?:van SEAT_[NOZW] )?(?:viel|valt)\b(?! (?:\S+ ){{0,2}}?(?:de |een )?[♠♥♦♣])",
        rf"{_PENALTY} \(? ?({CARD})",
        rf"{_PENALTY} (?:\S+ )?(?:wordt|is|was) (?:de )?({CARD})",
        rf"({CARD}) \)? ?(?:(?!terwijl\b|maar\b|want\b|dan\b|in_plaats_van\b|ipv\b|i\.p\.v\.)\S+ ){{0,2}}?(?:een |als |de )?(?:grote |kleine )?{_PENALTY}\b",
        rf"{_PENALTY} \( ?({CARD})",
        rf"({CARD}) van SEAT_[NOZW] (?:\S+ ){{0,2}}?(?:als |een )(?:grote |kleine )?{_PENALTY}",
        rf"{_PENALTY} van SEAT_[NOZW] (?:, |\( )(?:de |een )?({CARD})",  # "de strafkaart van W , de ♠b ,"
        rf"{_PENALTY}(?: ,)? (?:de )?({CARD})",
        # "de ♥V blijft open liggen" (the other of two cards played at once)
        rf"({CARD}) (?:blijft |bleef )?(?:open )?(?:voor (?:zich|hem|haar) |op tafel )?open (?:voor (?:zich|hem|haar) |op tafel )?(?:had |heeft )?(?:liggen|lag|ligt)\b",
        rf"\b(?:had|heeft) (?:de |een )?({CARD}) open (?:voor (?:zich|hem|haar) |op tafel )?(?:liggen|staan)\b",
    ):
        near += re.findall(pattern, text)
    if near:
        return near
    if offender:  # "de leider , W , had de ♦2 voorgespeeld … N legde de ♦v": the offender's own card
        own = re.findall(rf"\bSEAT_{offender} (?:\S+ ){{0,3}}?(?:legde|legt|speelde|speelt|gooide|gooit|toonde|toont|noemde|noemt) (?:\S+ ){{0,2}}?(?:de |een )?({CARD})(?! (?:en|,) (?:de |een )?[♠♥♦♣])", text)
        if own and len(set(re.findall(CARD, text))) > len(set(own)):
            return own
    # the cards in the message, without one told again as the card played or meant ("... en speelt de ♥2")
    mentions = [(m.group(0), text[max(0, m.start() - 24): m.start()]) for m in re.finditer(CARD, text)]
    played = {card for card, before in mentions
              if re.search(r"\b(?:speelt|speelde|gooit|gooide|wilde|wou|bedoelde)(?: \S+)?(?: de| een)? $", before)}
    counts = {card: sum(1 for c, _ in mentions if c == card) for card, _ in mentions}
    return [card for card, _ in mentions if not (card in played and counts[card] > 1 and len(counts) > 1)]


# "een kleine ruiten als strafkaart", "zijn strafkaart is een kleine harten": low, suit known
_LOW_PENALTY = re.compile(rf"\b(?:een |de )?(?:kleine|lage) ({SUIT_WORD}) (?:\S+ )?als {_PENALTY}\b|\b{_PENALTY} (?:is |was )?(?:een |de )?(?:kleine|lage) ({SUIT_WORD})\b")


def _card_is_honour(text: str, cards: list[str], exposure: str | None) -> bool | None:
    if re.search(r"(?<!\bof )(?<!\bof een )\bkleine strafkaart\b(?! of\b)", text):
        return False
    if exposure == "faced_hand":
        return None
    if cards:
        values = {_honour(c) for c in cards}
        return values.pop() if len(values) == 1 else None
    if exposure == "named" and re.search(rf"\b(?:kleine|lage) (?:{SUIT_WORD}|kaart|kaartje)\b|\bkleintjes?\b|\blage kaartjes?\b", text):
        return False
    if _LOW_PENALTY.search(text) or re.search(rf"\b(?:het|die|dat|de kaart|die kaart) (?:is|was) (?:een |de )?(?:kleine|lage) {SUIT_WORD}\b", text):
        return False
    if len(set(re.findall(_HONOUR_WORD, text))) == 1:
        return True  # "de klaverheer", "ruitenvrouw": one honour, written as one word
    if re.search(r"\b(?:een|de|zijn|haar|die|dat) honneur\b", text) and not re.search(r"\b(?:geen|of (?:een )?|lager dan (?:een )?)honneur\b|\bhonneur of\b", text):
        return True  # "een honneur die een verdediger laat vallen"
    if exposure and not re.search(rf"\b(?:kleine|lage) (?:{SUIT_WORD}|kaart)\b|\b(?:twee|2|drie|3|[2-9]) kaarten\b", text) and \
            re.search(r"\b(?:de|zijn|haar|mijn|een) (?:aas|heer|vrouw|boer)(?= [,.?!;]| nog\b| open\b| als\b| heeft\b| had\b| viel\b| valt\b| liet\b| laat\b| op\b| zien\b| toont\b| toonde\b| vallen\b|$)", text):
        return True  # "zegt dat hij de heer nog heeft": an honour, its suit left out
    return None


# an honour written as one word: "klaverheer", "ruitenvrouw", "schoppenaas"
_HONOUR_WORD = r"\b(?:schoppen|harten|ruiten|klaver|klaveren)(aas|heer|vrouw|boer|tien)\b"


def _suits_of(text: str, cards: list[str]) -> str | None:
    if re.search(r"\b(?:verschillende|meerdere|meer|twee|andere) kleuren\b", text):
        return "several_suits"
    if re.search(rf"\b(?:allemaal|allebei|alle(?: \S+)?|beide) (?:in )?(?:de )?{SUIT_WORD}\b", text):
        return "one_suit"
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
_AFTER_PLAY = (r"\bna afloop\b", r"\buitgespeeld\b", r"\bna het spel\b", r"\b(?:benadeeld|geprofiteerd|gedupeerd)\b",
               r"\bna (?:de|afloop van de) ronde\b", r"\bna het bord\b")
_INFORMATION = (r"\binformatie\b|\binfo\b", r"\bgebruik ?(?:maken|maakt|maakte|maakten|gemaakt)\b", r"\b(?:gebruiken|benutten)\b", r"\b(?<!laat )(?<!liet )(?<!laten )(?:weet|weten) dat\b", r"\brekening (?:\S+ ){0,3}?(?:houden|gehouden|houdt)\b",
                r"\bgebruik (?:\S+ )?(?:maken|gemaakt)\b", r"\b(?:mag|mogen) \S+ (?:\S+ )?weten\b")
_PICK_UP = (r"\b(?:weer |terug )?(?:oppakken|opgepakt|oprapen|opnemen|terugnemen|terug te nemen)\b",
            r"\bterug(?:stoppen|steken|leggen|pakken|zetten)\b|\bterug (?:stoppen|steken|pakken)\b",
            r"\bterug (?:in|bij) (?:zijn |mijn |haar |de )?(?:hand|kaarten) (?:stoppen|steken|doen|leggen|nemen|zetten)\b",
            r"\b(?:terug|weer) in (?:zijn |haar |de |mijn )?hand\b", r"\bin (?:zijn|haar) hand (?:terug|stoppen|steken)\b",
            r"\b(?:stopte|stopt|stak|steekt|deed|doet|nam|neemt|schoof|schuift|pakte|pakt)\b[^.?!;]{0,60}?\b(?:weer |terug )(?:in|tussen|bij) (?:zijn|haar|mijn|de) (?:andere )?(?:hand|kaarten)\b",
            r"\b(?:weer|terug) (?:in|tussen|bij) (?:zijn|haar|mijn|de) (?:andere |eigen )?(?:hand|kaarten) (?:\S+ )?(?:gestoken|gestopt|gedaan|genomen|gezet|geschoven"
            r"|steken|stoppen|doen|zetten|schuiven|te steken|te stoppen)\b",
            r"\b(?:pakte|pakt|raapte|raapt|nam|neemt) (?:\S+ ){0,5}?(?:weer |terug )op\b")
_NOT_PLAYED = (
    rf"\bin[ _]plaats[ _]van (?:zijn |de |haar )?(?:{_PENALTY}|{CARD})",
    r"\b(?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ ){0,2}?(?:een |de )?andere\b",
    r"\b(?:een|de) andere (?:\S+ ){0,4}?(?:legde|speelde|gooide|bijspeelde|legt|speelt|gooit|bijspeelt)\b",
    rf"{_PENALTY} (?:{CARD} )?(?:had|hadden) moeten (?:spelen|bijspelen|leggen)\b",
    r"\b(?:heeft|had|hebben) (?:\S+ ){0,2}?(?:een |de )?andere (?:\S+ )?(?:gespeeld|bijgespeeld|gelegd|gegooid)\b",
    r"\bvergeet (?:\S+ ){0,4}?(?:te )?(?:laten )?spelen\b|\bvergat (?:\S+ ){0,4}?(?:te )?(?:laten )?spelen\b",
    rf"{_PENALTY}(?: [^\s.?!;,]+){{0,7}}? niet (?:\S+ )?(?:gespeeld|gelegd|bijgespeeld|speelde|speelt|legde|legt|bijspeelde)\b",
    rf"{_PENALTY} (?:{CARD} )?(?:gespeeld|bijgespeeld) (?:moest|had moeten)\b",
    rf"{_PENALTY} (?:, (?:de )?{CARD} , |\( ?(?:de )?{CARD} ?\) |{CARD} )?(?:\S+ )?(?:gespeeld|bijgespeeld|gelegd) (?:had|hadden|moest|moesten) (?:moeten )?(?:worden)\b",
    rf"\bterwijl (?:hij|zij|ze|SEAT_[NOZW]) (?:de|zijn|haar) (?:\S+ )?{_PENALTY} (?:{CARD} )?(?:moest|had moeten) (?:\S+ )?(?:spelen|bijspelen|gespeeld)\b",
    rf"{_PENALTY}[^.?!]*,? maar (?:\S+ )?(?:gooide|speelde|legde|gooit|speelt|legt)\b",
    # "hij moest die bijspelen maar gooide een ruitje": the duty, then another card
    r"\b(?:moest|moesten) (?:(?!niet\b|geen\b)\S+ ){0,5}?(?:spelen|bijspelen|leggen|bijleggen|voorspelen)(?: ,)? maar (?:hij |zij |ze )?(?:gooide|speelde|legde|gaf|bracht)\b",
    rf"\b(?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ ){{0,3}}?(?:de |een )?(?:CARD|{CARD}|\S+) (?:bij )?terwijl (?:zijn|haar|de) (?:\S+ ){{0,2}}?(?:als )?{_PENALTY}",
    # "speelde een klaver uit zijn hand bij , terwijl zijn strafkaart ♥4 open lag", "hij was de strafkaart gewoon vergeten"
    rf"\b(?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ ){{1,8}}?(?:bij|af) , terwijl (?:zijn|haar|de) (?:\S+ ){{0,2}}?(?:als )?{_PENALTY}",
    rf"{_PENALTY} (?:\S+ ){{0,2}}?vergeten\b",
)


def _other_card_played(text: str) -> bool:
    """The holder of a penalty card played another card of its suit ('strafkaart ♣2 … speelde hij de ♣8')."""
    penalty = re.search(rf"(?:{_PENALTY} \(? ?(?:de )?({CARD})|({CARD}) \)? ?(?:\S+ ){{0,2}}?(?:als )?{_PENALTY}\b"
                        rf"|\b(?:had|heeft) (?:de |een )?({CARD}) (?:\S+ )?open (?:voor (?:zich|hem|haar) |op tafel )?(?:liggen|staan)\b"
                        rf"|({CARD}) van SEAT_[NOZW] [^.?!;]{{0,30}}?\b(?:ligt|lag) (?:\S+ )?als {_PENALTY})", text)
    if not penalty:
        return False
    card = next(g for g in penalty.groups() if g)
    for played in re.finditer(rf"\b(?:speelde|speelt|gooide|gooit|legde|legt|gaf|geeft|bijgespeeld|gespeeld) (?:hij |zij |SEAT_[NOZW] )?(?:toch |nu |dan |daarna |gewoon |wel |alsnog )*(?:(?:op|bij|in) (?:de |een |zijn |haar )?(?:{SUIT_WORD}\w*|{CARD}|TRICK_\d+) )?(?:de |een )?({CARD})", text[penalty.end():]):
        other = played.group(1)
        if other != card and other[0] == card[0] and not (_honour(other) and not _honour(card)):
            return True  # (a minor penalty card may give way to an honour: Law 50C)
    if _honour(card):
        low = re.search(rf"\b(?:speelde|speelt|gooide|gooit|legde|legt|gaf|geeft) (?:hij |zij |ik |SEAT_[NOZW] )?(?:toch )?(?:(?:op|bij) (?:de |een )?{SUIT_WORD} )?(?:toch )?(?:een|de) (?:kleine|lage) ({SUIT_WORD})\b", text[penalty.end():])
        if low and SUITS.get(card[0]) == low.group(1):
            return True  # "♠h als strafkaart … legde hij een kleine schoppen"
    return False


def _discarded_instead(text: str, offender: str | None) -> bool:
    """The holder cannot follow, yet discards another suit than his penalty card's: 'N heeft geen ruiten ,
    maar N speelt een schoppen bij' with the ♥b as penalty card."""
    cards = _penalty_cards(text, _several(text))
    led = _led_suit(text)
    if not cards or not led or _several(text):
        return False
    penalty_suits = {SUITS[c[0]] for c in cards}
    who = rf"(?:SEAT_{offender}|hij|zij)" if offender else r"(?:hij|zij)"
    match = re.search(rf"\b{who} (?:\S+ )?(?:heeft|had) (?:\S+ )?geen {led}\b(?: meer)? ,? (?:maar|en) (?:\S+ )?{who} (?:\S+ )?(?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ )?(?:een|de) ({SUIT_WORD}|[♠♥♦♣])", text) or \
        re.search(rf"\b{who} (?:speelt|speelde|gooit|gooide|legt|legde) (?:\S+ ){{0,4}}?(?:een|de) ({SUIT_WORD}|[♠♥♦♣]) (?:bij |af )?,? terwijl (?:hij|zij) (?:nog )?geen {led}\b", text) or \
        re.search(rf"\b(?:speelt|speelde|gooit|gooide|legt|legde) {who} (?:op {led} )?(?:\S+ ){{0,2}}?(?:een|de) ({SUIT_WORD}|[♠♥♦♣]) (?:bij |af )?,? (?:terwijl|hoewel|want|omdat) (?:hij|zij) (?:nog |toen )?geen {led}\b", text)
    if not match:
        match = _void_discard(text, led, who)
    if not match:
        return False
    suit = SUITS.get(match.group(1), match.group(1))
    return suit not in penalty_suits and suit != led


def _void_discard(text: str, led: str, who: str) -> re.Match | None:
    """The holder told void in the suit led, and his discard of a card of another suit anywhere in the message:
    "N is renonce in ruiten en gooide een klaveren", "O is renonce klaveren … ; op klaveren gooit hij een schoppen bij"."""
    if not re.search(rf"\b{who} (?:\S+ )?(?:(?:heeft|had) (?:\S+ )?geen {led}\b|(?:is|was) (?:\S+ )?renonce (?:in )?{led}\b)", text):
        return None
    return re.search(rf"\b(?:speelt|speelde|gooit|gooide|legt|legde)(?: {who})? (?:\S+ ){{0,2}}?(?:een|de) (?:kleine |lage )?({SUIT_WORD})\b", text)


def _partner_leads(text: str, offender: str | None) -> bool:
    if _search(
        text,
        r"\b(?:zijn|haar|mijn|de) partner (?:\S+ ){0,3}?(?:komt|kwam|is|zit) (?:nu )?aan (?:slag|de beurt om voor te spelen)\b",
        r"\bpartner van (?:de|een) (?:overtreder|speler|tegenspeler)\b[^.?!]*\baan slag\b",
        r"\bik (?:\( ?SEAT_[NOZW] ?\) )?(?:kom|ben|zit) (?:nu )?(?:aan slag|aan de beurt om (?:uit te komen|voor te spelen))\b",
        r"\b(?:als|wanneer|nadat|zodra|en) ik (?:nu |dan )?aan slag (?:kom|ben)\b",
        # inverted, the writer being the holder's partner: "mijn partner heeft twee strafkaarten … en nu kom ik aan slag"
        r"\bmijn partner\b[^?]*\b(?:nu|dan|daarna|straks|vervolgens) (?:kom|ben|zit) ik (?:nu )?aan (?:slag|de beurt)\b",
        r"\bleider (?:\S+ )?(?:eist|eiste|verbiedt|verbood|vraagt (?:\S+ )?voor)\b",
        rf"\b(?:als|wanneer|indien|nadat|toen) (?:de )?leider (?:\S+ ){{0,8}}?(?:eist|eiste|verbiedt|verbood)\b",
        r"\b(?:zijn|haar|mijn|\w's) partner (?:\S+ ){0,6}?(?:voorspeelt|voorspelen|voor moet spelen|uitkomt|uitkomen)\b",
        r"\b(?:wint|won|neemt|nam) (?:later |daarna |nu )?(?:zijn|haar|mijn) partner (?:\( ?SEAT_[NOZW] ?\) |SEAT_[NOZW] )?(?:een|de|die|deze) slag\b",
        r"\b(?:zijn|haar|mijn|de) partner (?:\S+ )?aan (?:slag|de beurt) (?:komt|kwam|is|was)\b",
        # inverted: "nu komt de partner van W aan slag"
        r"\b(?:komt|kwam|is|zit) (?:nu |dan |daarna )?(?:zijn|haar|mijn|de) partner (?:van SEAT_[NOZW] )?(?:nu )?aan (?:slag|de beurt)\b",
    ):
        return True
    if offender:
        partner = PARTNER[offender]
        if re.search(
            rf"\bSEAT_{partner} (?:\( ?partner ?\) )?(?:\S+ )?(?:komt|kwam|is|zit|moet|wint|won)\b (?:\S+ ){{0,3}}?"
            rf"(?:aan slag|voorspelen|uitkomen|voor te spelen|de slag)\b|(?<!terwijl )\bSEAT_{partner} (?:nu |weer |daarna )?aan (?:slag|de beurt) (?:komt|kwam|is|was)\b|\b(?:moet|mag|gaat) SEAT_{partner} (?:nu )?(?:uitkomen|voorspelen)\b|\bSEAT_{partner} (?:is|was) (?:nu )?aan de beurt (?:om )?(?:voor te spelen|uit te komen)\b|\bSEAT_{partner} (?:\S+ )?(?:komt|kwam) (?:nu )?uit\b|\bSEAT_{partner} aan slag\b|\bSEAT_{partner} (?:\S+ )?speelt (?:nu )?voor\b|\b(?:is|komt|zit) SEAT_{partner} (?:nu )?aan (?:slag|de beurt)\b|\bleider (?:vroeg|vraagt) SEAT_{partner} (?:om )?(?:voor te spelen|uit te komen)\b|\b(?:wint|won|neemt|nam) (?:(?:zijn|haar) partner (?:\( ?)?)?SEAT_{partner} (?:\) )?(?:de|die|deze|een) slag\b"
            rf"|\bpartner van SEAT_{offender} (?:\S+ )?(?:wint|won|neemt|nam) (?:\S+ )?(?:de|die|deze|een) slag\b|\bpartner van SEAT_{offender} (?:komt|kwam|is|zit) (?:nu )?aan (?:slag|de beurt)\b"
            rf"|\bSEAT_{partner} (?:\S+ )?(?:wint|won|neemt|nam) (?:later |daarna |nu )?(?:(?:een|de|die|deze) slag|TRICK_\d+)\b"
            rf"|\bSEAT_{partner} (?:een|de|die|deze) slag (?:had |heeft )?(?:gewonnen|genomen)\b"
            # "W heeft net slag 7 gewonnen", "zijn partner N heeft zojuist de slag genomen en komt aan slag"
            rf"|\bSEAT_{partner} (?:heeft|had) (?:net |zojuist |nu |daarna |dan )*(?:een |de |die |deze )?(?:slag|TRICK_\d+) (?:\S+ )?(?:gewonnen|genomen)\b"
            rf"|\bSEAT_{partner}\b(?:(?!SEAT_)[^.;?!]){{0,50}}? (?:en|,) (?:hij |zij |ze )?(?:moet|mag|komt|kwam|gaat|is) (?:nu |dus |daarna |dan )?(?:voorspelen|uitkomen|aan slag|aan de beurt|voor te spelen|uit te komen)\b",
            text,
        ):
            return True
    return False


def _offender_plays(text: str, offender: str | None) -> bool:
    who = rf"(?:SEAT_{offender}|hij|zij|ik)" if offender else r"(?:hij|zij|ik)"
    return bool(_search(
        text,
        rf"\b{who}\b[^.?!]{{0,60}}?\b(?:moet|moest|ben|is|zit) (?:nu )?(?:zelf )?(?:toch )?(?:\S+ ){{0,3}}?(?:bijspelen|voorspelen|voor te spelen|bij te spelen|aan slag|aan de beurt)\b",
        rf"\b{who} (?:\S+ ){{0,5}}?(?:moet|is|zit) (?:nu )?(?:zelf )?(?:toch )?(?:\S+ ){{0,3}}?(?:bijspelen|voorspelen|aan slag|aan de beurt)\b",
        rf"\bmoet {who} (?:nu )?(?:zelf )?(?:toch )?(?:\S+ ){{0,3}}?(?:bijspelen|voorspelen)\b",
        rf"\b{who} (?:komt|kwam) (?:nu )?(?:zelf )?aan (?:slag|de beurt)\b|\b{who} [^.?!]{{0,60}}?\ben (?:hij )?(?:komt|kwam) (?:nu )?(?:zelf )?aan (?:slag|de beurt)\b",
        rf"\b(?:{SUIT_WORD}|troef) (?:wordt|werd) (?:\S+ )?(?:voor)?gespeeld\b",
        r"\b(?:een )?andere kleur (?:wordt|werd|is) (?:\S+ )?(?:voor)?gespeeld\b",
        rf"\bspeelt (?:\S+ ){{0,2}}?(?:{SUIT_WORD}|troef) voor\b",
        rf"\b(?:wordt|werd|is) (?:\S+ )?(?:{SUIT_WORD}|troef) (?:voor)?gespeeld\b",
        rf"(?:^|[.;] )(?:{SUIT_WORD}|troef) (?:voor)?gespeeld (?:,|en) {who} (?:heeft )?(?:nog|wel|geen)\b",
        rf"(?:^|[.;,] )(?:{SUIT_WORD}|troef) (?:voor)?(?:gespeeld|gevraagd) (?:,|en) {who} (?:heeft|had) \b",
        rf"\bwat moet {who} (?:\S+ )?(?:bijspelen|spelen|leggen)\b",
        rf"\bleider (?:speelt|speelde) (?:nu |dan )?(?:{SUIT_WORD}|troef)\b(?! (?:af|bij)\b)",
        rf"(?<!toen )(?<!terwijl )(?<!als )(?<!toen )\b{who} (?:\S+ ){{0,3}}?wil (?:\S+ ){{0,3}}?(?:bijgooien|bijspelen|afgooien|bij gooien)\b",
        rf"\b(?:moet|moest) (?:een |de )?(?:tegenspeler|verdediger|speler|hij|zij|ik|SEAT_[NOZW])\b[^.?!]{{0,50}}?\b(?:die|de|zijn|haar|mijn) (?:\S+ )?(?:kaart|strafkaart) (?:\S+ )?(?:spelen|bijspelen|leggen)\b",
        rf"\bstrafkaart \S+ (?:\S+ )?en (?:gooit|speelt|legt) (?:\S+ ){{0,4}}?bij\b",
        rf"{_PENALTY} (?:\S+ ){{0,4}}?en (?:gooit|speelt|legt) (?:\S+ ){{0,6}}?bij\b",
        # "moet O die ♥9 nu spelen ?", "moet hij de ♠6 nu leggen": the offender asked to play the card now
        rf"\bmoet {who} (?:die|de|zijn|haar|mijn) (?:{CARD}|strafkaart|[♠♥♦♣]\S+) (?:nu|meteen|direct|dan) (?:spelen|bijspelen|leggen|bijleggen)\b",
        rf"\bmoet {who} (?:die|de|zijn|haar|mijn) (?:{CARD}|kaart|strafkaart|[♠♥♦♣]\S+) (?:spelen|bijspelen|leggen|bijleggen) \?",
    ))


def _stage(text: str, offender: str | None, exposure: str | None) -> str | None:
    if _search(text, *_AFTER_PLAY):
        return "after_play"
    if _search(text, *_INFORMATION):
        return "information"
    if _search(text, *_PICK_UP):
        return "pick_up"
    if _search(text, *_NOT_PLAYED) or _other_card_played(text) or _discarded_instead(text, offender):
        return "not_played"
    # (a lead out of turn because the partner had won the trick: the partner's winning dates the lead, the card is the question)
    if _partner_leads(text, offender) and not (exposure == "deliberate" and _search(text, *_LED_AFTER_PARTNER_WON)
                                               and not re.search(r"\b(?:eist|eiste|verbiedt|verbood|verlangt|mag de leider|kiest|kiezen)\b", text)):
        return "partner_to_lead"
    if _offender_plays(text, offender):
        return "offender_to_play"
    if exposure or re.search(rf"\b(?:groot of klein|grote of (?:een )?kleine|kleine of (?:een )?grote|wat voor (?:een )?{_PENALTY})\b", text):
        return "just_exposed"
    return None


def _led_suit(text: str) -> str | None:
    match = _search(
        text,
        rf"\b(?:bijspelen|bijspeelt|bij te spelen|bekennen) op (?:een |de )?({SUIT_WORD})\b",
        rf"\b(?:er )?(?:is|wordt|werd) ({SUIT_WORD}) (?:voor)?gespeeld\b",
        rf"\b(?:wordt|werd|is) (?:\S+ )?({SUIT_WORD}) (?:voor)?gespeeld\b",
        rf"\bspeelt (?:\S+ ){{0,2}}?({SUIT_WORD}) voor\b",
        rf"\b({SUIT_WORD}) (?:wordt|werd|is) (?:\S+ )?(?:voor)?gespeeld\b",
        rf"\b({SUIT_WORD}) gevraagd\b",
        rf"\bop (?:een |de |zijn |haar )?({SUIT_WORD})(?:voorspeler|uitkomst|invite)\b",
        rf"(?:^|[.;] )({SUIT_WORD}) (?:voor)?gespeeld\b",
        rf"\b(?:bij|op|in) (?:een|de|die|deze) ({SUIT_WORD})slag\b",
        rf"\bleider (?:speelt|speelde) (?:nu |dan )?({SUIT_WORD})\b(?! (?:af|bij)\b)",
        rf"\b(?:speelt|speelde) (?:de leider|SEAT_[NOZW]) (?:nu |dan )?({SUIT_WORD})\b(?! (?:af|bij|na)\b)",  # "nu speelt de leider ruiten"
        rf"\b(?:komt|kwam) (?:\S+ )?uit met (?:een |de )?({SUIT_WORD})\b",  # "O komt uit met ruiten"
        rf"\ber (?:kwam|komt|werd|wordt) ({SUIT_WORD})\b(?! (?:\S+ )?(?:bij|bijgespeeld|gegooid)\b)",  # "er kwam ruiten": the suit led
        rf"(?:^|[.;,:] )op (?:een |de )?({SUIT_WORD}) (?:gooit|gooide|speelt|speelde|legt|legde)\b",  # "op klaveren gooit hij …"
        rf"\b(?:gooide|gooit|speelde|speelt|legde|legt) (?:hij |zij |ze |SEAT_[NOZW] )?op ({SUIT_WORD}) (?:een|de)\b",
    )
    return match.group(1) if match else None


def _must_follow(text: str, offender: str | None, cards: list[str]) -> bool | None:
    if re.search(r"\bgeen (?:voorspeel|speel)?beperking\b", text):
        return False
    if re.search(r"\b(?:hij|zij|ik|SEAT_[NOZW]) (?:\S+ )?(?:de gevraagde|de voorgespeelde|die) kleur (?:\S+ )?niet (?:heeft|had|heb|kan bekennen)\b"
                 r"|\b(?:heeft|had|heb) (?:hij |zij |ik )?(?:\S+ )?(?:de gevraagde|de voorgespeelde) kleur niet\b", text):
        return False  # he cannot follow: the penalty card can be played
    other = re.search(r"\b(?:een )?andere kleur (?:wordt|werd|is) (?:\S+ )?(?:voor)?gespeeld\b(?P<rest>[^.?!;]*)", text)
    if other:
        rest = other.group("rest")
        if re.search(r"\b(?:hij|zij|ze|ik) (?:die|deze|die kleur|deze kleur) (?:\S+ )?(?:nog|wel) (?:\S+ )?(?:heeft|had|heb)\b|\b(?:nog|wel) (?:kan |moet )?(?:bekennen|volgen)\b", rest):
            return True
        if re.search(r"\b(?:geen|niet) (?:\S+ )?(?:heeft|had|heb|kan bekennen|kan volgen)\b|\bkan (?:\S+ )?niet (?:bekennen|volgen)\b", rest):
            return False
    led = _led_suit(text)
    lacks = re.search(rf"\b(?:moet|moest) (?:SEAT_{offender} |hij |zij )(?:nu )?(?:bijspelen|bekennen|volgen)\b (?:\S+ ){{0,3}}?(?:en )?(?:heeft|had) (?:\S+ )?geen ({SUIT_WORD})\b", text) if offender else None
    if not led and lacks:
        return False  # "nu moet W bijspelen en heeft geen ruiten": he cannot follow, the penalty card can be played
    penalty_suits = {SUITS[c[0]] for c in cards}
    low = _LOW_PENALTY.search(text)
    if not penalty_suits and low:
        penalty_suits = {low.group(1) or low.group(2)}
    match = re.search(rf"\b{_PENALTY} (?:\S+ )?in ({SUIT_WORD})\b(?! en)|\bstrafkaarten ,? (?:allebei|beide|allemaal) (?:in )?({SUIT_WORD})\b(?! en)", text)
    if match:
        penalty_suits = {match.group(1) or match.group(2)}
    duty = re.search(rf"\b(?:moet|moest|moeten) (?:\S+ )?(?:nog )?({SUIT_WORD}) (?:bekennen|volgen|bijspelen)\b", text)
    if duty and penalty_suits and duty.group(1) not in penalty_suits and not re.search(r"\b(?:niet|geen)\b", text[max(0, duty.start() - 12): duty.start()]):
        return True  # "N moet ruiten bekennen" with a heart penalty card: another suit to follow
    if not led or not penalty_suits:
        return None
    if penalty_suits == {led}:
        return False
    who = rf"(?:SEAT_{offender}|hij|zij|ze|ik)" if offender else r"(?:hij|zij|ze|ik)"
    if re.search(rf"\b{who} (?:\S+ )?(?:heeft|had|heb) (?:\S+ )?geen {led}\b|\b{who} (?:[^.?!]+ )?(?:en|maar|,) (?:hij |zij |ze )?(?:heeft|had) (?:\S+ )?geen {led}\b", text):
        return False  # he cannot follow, so he can play the penalty card
    # he still has the suit led: "W heeft nog harten", "maar hij had wel een ruiten", "ik heb nog ruiten",
    # "W zit ook nog met ruitens in zijn hand", "en oost heeft nog een schoppen" (no holder named: any seat)
    holder = rf"(?:SEAT_{offender}|hij|zij|ze|ik)" if offender else r"(?:SEAT_[NOZW]|hij|zij|ze|ik)"
    if led not in penalty_suits and re.search(
            rf"\b{who} (?:\S+ )?(?:heeft|had) (?:nog |wel )?(?:een |\S+e )?{led}s?\b|\b{who} (?:nog|wel) (?:een |\S+e )?{led}s? (?:heeft|had|in (?:zijn |de )?hand)\b"
            rf"|\b(?:maar|en) (?:hij )?(?:heeft|had) (?:nog|wel) (?:een |\S+e )?{led}s?\b"
            rf"|\b{holder} (?:ook )?(?:heb|heeft|had|zit|zat) (?:ook )?(?:nog |wel )(?:ook )?(?:met )?(?:een |\S+e )?{led}s?\b", text):
        return True
    return None


def _lead_option(text: str) -> str | None:
    text = re.sub(r"\bleider , (SEAT_[NOZW]) ,", r"leider \1", text)  # "de leider , noord , weet nog niet …"
    text = re.sub(r"\bleider (?:\( ?)?SEAT_[NOZW](?: ?\))?", "leider", text)  # "leider N heeft nog niets gekozen": the seat is not needed here
    if _writer_declares(text):  # "ik eis ruiten": the declarer speaks
        text = re.sub(r"\bik (eis|eiste|verbied|verbiedt|verbood|kies|koos|wil|wilde|vraag|vroeg)\b",
                      lambda m: "de leider " + {"eis": "eist", "verbied": "verbiedt", "kies": "kiest", "vraag": "vraagt"}.get(m.group(1), m.group(1)), text)
    if _search(text, r"\b(?:eist|eiste|verlangt) (?:\S+ )?(?:en verbiedt )?(?:niets|niks)\b",
               r"\bspeel maar (?:wat|iets)\b", r"\bgeen eis(?:en)?\b",
               r"\b(?:mag |kan )?(?:spelen|voorspelen|uitkomen|leggen) wat (?:hij|ze|zij|je) wil\b|\bwat (?:hij|ze|zij|je) wil (?:spelen|voorspelen)\b", r"\b(?:laat|liet|laten|lieten) (?:(?!niet\b|geen\b|nooit\b)[^\s.?!;,]+ ){0,4}?vrij\b", r"(?<!niet )\bvrij (?:gelaten|laten)\b",
               r"\b(?:legt|legde|stelt|stelde) (?:hij |de leider )?(?:\S+ )?geen (?:beperkingen|beperking|voorwaarden|eisen|eis)\b"):
        return "free"
    quoted = re.search(rf"\bleider\b[^.?!;']{{0,30}}?\b(?:zegt|zei|roept|riep) (?:: )?' (?:\S+ )?(?:speel|kom|start) (?:jij |je |maar |dan |nu |eens )*(?:met |uit met )?(?P<no>geen )?(?:{SUIT_WORD}|[♠♥♦♣])\b", text)
    if quoted:  # "de leider zegt : ' speel maar harten '"
        return "forbid" if quoted.group("no") else "require"
    chose = re.search(rf"\bleider\b[^.?!;']{{0,20}}?\b(?:kiest|koos|beslist|besliste) :? '? ?(?P<no>geen |niet )?(?:{SUIT_WORD}|[♠♥♦♣])\b", text)
    if chose:  # "de leider kiest : ' geen schoppen '"
        return "forbid" if chose.group("no") else "require"
    told = re.search(rf"\bleider\b[^.?!;]{{0,40}}?\b(?:gezegd|zegt|zei) (?:dat )?(?:ik|hij|zij|ze|je|mijn partner|zijn partner|haar partner|SEAT_[NOZW]) (?:\S+ )??(?P<no>geen )?(?:{SUIT_WORD}|die kleur) (?:mag|mogen|moet|moeten) (?:spelen|voorspelen|uitkomen)\b", text)
    if told:  # "de leider heeft gezegd dat ik geen ruiten mag spelen"
        return "forbid" if told.group("no") else ("require" if re.search(r"\b(?:moet|moeten)\b", told.group(0)) else None)
    wants = re.search(rf"\bleider\b[^.?!;]{{0,30}}?\b(?:wil|wilde|wou) (?P<no>geen )?(?:{SUIT_WORD}|die kleur|de kleur)(?: (?:zien|hebben|terugzien)\b|(?= [.;,!?]|$))", text) or \
        re.search(rf"\bleider\b[^.?!;]{{0,30}}?\b(?P<no>geen )?(?:{SUIT_WORD}|die kleur|de kleur) (?:wil|wilde|wou) (?:zien|hebben)\b", text)
    if wants:  # "de leider wil geen schoppen zien"
        return "forbid" if wants.group("no") else "require"
    if re.search(r"\b(?:verbiedt|verbood) (?:de )?leider\b", text):
        return "forbid"  # "… , verbood de leider schoppen"
    if re.search(rf"\b(?:eist|eiste) (?:de )?leider (?:{SUIT_WORD}|die kleur|de kleur)\b", text):
        return "require"
    if re.search(r"\bleider\b[^.?!;]{0,60}?\b(?:verbiedt|verbood)\b|\bleider\b[^.?!;]{0,20}? (?:wil|wilde|gaat|ging) (?:\S+ ){0,3}?verbieden\b", text):
        return "forbid"
    if re.search(rf"\bleider\b[^.?!;]{{0,40}}?\b(?:eist|eiste|vraagt|vroeg|verlangt|verlangde) (?:\S+ )?(?:{SUIT_WORD}|die kleur|de kleur|[♠♥♦♣])(?!\S)", text):
        return "require"
    if re.search(rf"\bleider\b[^.?!;]{{0,20}}? (?:wil|wilde|gaat|ging) (?:\S+ ){{0,2}}?(?:{SUIT_WORD}|die kleur|de kleur) (?:eisen|verlangen)\b", text) or \
            re.search(rf"\b(?:wil|wilde|gaat|ging) (?:de )?leider (?:\S+ )?(?:{SUIT_WORD}|die kleur|de kleur) (?:eisen|verlangen)\b", text):
        return "require"
    if _search(text, r"\b(?:wat|welke) (?:\S+ )?(?:mag|kan) (?:de )?leider\b", r"\b(?:opties|keuzes?|mogelijkheden|rechten) van de leider\b",
               r"\bleider (?:, [^\s,]+ , )?(?:heeft |had )?nog (?:niks|niets|niet) (?:\S+ )?(?:gezegd|gekozen|geëist|geeist)\b",
               r"\bvoordat de leider (?:iets |heeft )?(?:gezegd|gekozen)\b",
               r"\bleider (?:\S+ ){0,2}?nog (?:niet |geen keuze )?(?:\S+ )?(?:kiezen|gekozen|beslissen|beslist|besloten)\b",
               r"\bleider (?:\S+ ){0,2}?nog geen (?:keuze|beslissing) (?:\S+ )?(?:gemaakt|genomen)\b", r"\bleider (?:heeft |had )?nog geen (?:keuze|beslissing)(?: \.|$| ;| ,)",
               r"\bleider (?:moet|mag|kan|gaat) (?:nu |nog |eerst )*(?:\S+ )?(?:kiezen|beslissen)\b",
               r"\bleider (?:\S+ )?(?:kiest|beslist|denkt) (?:nu )?(?:nog|na)\b",
               r"\bleider (?:\S+ )?(?:weet|wist) (?:\S+ )?nog niet\b|\bleider (?:\S+ )?twijfelt\b",
               r"\bleider (?:zegt|zei) (?:nog |verder )?(?:niks|niets)\b",
               r"\b(?:wat|welke) (?:\S+ )?(?:mag|kan|moet) ik (?:nu )?(?:\S+ )?(?:eisen|verbieden|kiezen)\b"):
        return "pending"
    return None


def _played_since(text: str) -> bool | None:
    declarer = re.search(r"\bleider \(? ?SEAT_([NOZW])\b|\bSEAT_([NOZW]) \(?(?:de )?leider\b", text)
    seat = next((g for g in declarer.groups() if g), None) if declarer else None
    who = rf"(?:leider(?: \(? ?SEAT_{seat}(?: ?\))?)?|SEAT_{seat})" if seat else "leider"
    # "heeft er daarna al een kaart uit de blinde op gelegd", "… bijgelegd": a card put on the trick
    text = re.sub(r"\b(?:op|bij) ?(gelegd|gegooid|gespeeld)\b", r"bij\1", text)
    text = re.sub(r"\bbij(gelegd|gegooid)\b", "bijgespeeld", text)
    if re.search(rf"\b{who} (?:zelf |daarna )?nog (?:niet|geen kaart|niks|niets) (?:\S+ )?(?:heeft|had) (?:gespeeld|bijgespeeld)\b", text) or \
            re.search(rf"\b{who}\b[^.?!]{{0,40}}?\b(?:heeft|had) (?:zelf |daarna )?(?:\S+ )?nog (?:niet|geen kaart|niks|niets) (?:\S+ )?(?:gespeeld|bijgespeeld)?", text) or \
            re.search(rf"\b{who} (?:zelf |daarna )?nog (?:niet|geen kaart|niks|niets) (?:\S+ )?(?:gespeeld|bijgespeeld)\b", text):
        return False
    if re.search(rf"\b{who} (?:\S+ ){{0,2}}?(?:daarna|al|inmiddels|sindsdien) (?:(?!niet\b|geen\b|niets\b|niks\b)[^\s.?!;]+ ){{0,6}}?(?:heeft |had )?(?:gespeeld|bijgespeeld)\b", text) and \
            not re.search(rf"\b{who} (?:\S+ ){{0,3}}?(?:niet|niets|niks|geen)\b", text):
        return True  # "… en de leider daarna al uit zijn hand heeft gespeeld"
    if re.search(r"\bleider\b(?:(?! (?:tegenspeler|verdediger|SEAT_[NOZW])\b)[^.?!;]){0,40}? (?:als|nadat|toen|omdat) (?:hij|die) (?:al|daarna|inmiddels) (?:\S+ ){0,4}?(?:heeft |had )?(?:gespeeld|bijgespeeld)\b", text):
        return True  # "raakt de leider zijn keuze kwijt als hij al uit de blinde heeft gespeeld"
    if re.search(r"\b(?:daarna|toen|inmiddels|vervolgens) (?:speelde|speelt|heeft|had) (?:de )?leider (?:al |ook )?(?:\S+ )?(?:van tafel|uit (?:zijn|de) hand|uit de blinde|gespeeld|bijgespeeld)\b", text):
        return True  # "daarna speelde de leider van tafel"
    if re.search(rf"\b{who} (?:speelde|speelt|had|heeft) (?:\S+ ){{0,2}}?(?:daarna|al|inmiddels) (?:\S+ ){{0,2}}?"
                 r"(?:gespeeld|bijgespeeld|van tafel|uit (?:zijn|de) hand|uit de blinde|bij)\b", text):
        return True
    return None


def _accepts(text: str) -> bool | None:
    match = re.search(r"\b(?:leider|ik)\b (?P<mid>(?:\S+ ){0,8}?)(?P<verb>accepteert|accepteer|accepteerde|aanvaardt|aanvaardde|aanneemt|aannam|aanneem|(?:te )?(?:accepteren|aanvaarden))\b(?P<rest>(?: \S+){0,3})", text) or \
        re.search(r"\bleider\b(?:(?! (?:tegenspeler|verdediger|SEAT_[NOZW])\b)[^.?!;]){0,60}? (?:als|nadat|toen|omdat) (?:hij|die) (?P<mid>(?:\S+ ){0,10}?)(?:heeft |had )?(?:geaccepteerd|aanvaard)\b(?P<rest>(?: \S+){0,3})", text)
    took = re.search(r"\b(?:leider|ik)\b (?:\S+ )?(?:neemt|nam|neem) (?P<mid>(?:\S+ ){1,4}?)aan\b", text)
    # the declarer by his seat as well: "leider Z . … Z zegt : laat maar , die ♠3 accepteer ik"
    declarer = _declarer_seat(text)
    who = rf"(?:\bleider\b|\bSEAT_{declarer}\b)" if declarer else r"\bleider\b"
    quoted = re.search(rf"{who}[^.?!;]{{0,60}}?\b(?:zegt|zei) :? '? ?(?:\S+ ){{0,5}}?(?:accepteer|aanvaard) ik\b(?P<rest>(?: \S+){{0,2}})", text)
    if not match and quoted:  # "de leider … zegt : die ♣2 accepteer ik"
        return not re.search(r"\bniet\b", quoted.group("rest"))
    if not match and took:
        return not re.search(r"\bniet\b", took.group("mid"))  # "de leider neemt die klaver (gewoon) aan"
    if not match:
        return None
    if re.search(r"\b(?:dat|of) (?:\S+ ){0,4}?niet (?:\S+ )?$", match.group("mid")):
        return False  # "zegt dat hij die andere kaart niet accepteert"
    if "verb" in match.groupdict() and match.group("verb").endswith("en") and \
            not re.match(r"(?:\S+ )?(?:besluit|besloot|besluiten|kiest|koos|wil|wilde|gaat|ging)\b", match.group("mid")):
        return None  # "mag de leider een andere kaart accepteren": a question, no decision
    if "verb" in match.groupdict() and match.group("verb").endswith("en") and re.search(r"\b(?:niet|geen)\b", match.group("mid")):
        return False  # "de leider wil die kaart niet accepteren", "besluit hem niet te aanvaarden"
    return not re.search(r"\bniet\b", match.group("rest"))


def _after_lead_out_of_turn(text: str) -> bool | None:
    if re.search(r"\bvoor (?:zijn|haar|de) beurt (?:\S+ )?(?:uit|uitgekomen|uitkomst|uitkwam|uitkomt)\b|\buitkomst voor de beurt\b|"
                 r"\bkomt (?:\S+ )?voor (?:zijn|haar) beurt uit\b", text):
        return True
    if re.search(r"\bTRICK_(?:[2-9]|1[0-3])\b|\bhalverwege\b|\bmidden in het spel\b|\bna (?:\S+ )?slagen\b", text):
        return False
    return None


def _penalty_owner(text: str) -> str | None:
    """Whose penalty card it is, from a possessive: "de strafkaart van zijn partner , tegenspeler O" → O;
    "hij gooide … in plaats van zijn strafkaart" → the seat "hij" stands for. Never a seat told as declarer
    or dummy (only a defender's card is a penalty card, Law 50)."""
    def defender_seat(seat: str | None) -> str | None:
        if seat and not re.search(rf"\b(?:leider|blinde|dummy) \(? ?SEAT_{seat}\b|\bSEAT_{seat} \(? ?(?:is |was )?(?:de )?(?:leider|blinde)\b", text):
            return seat
        return None

    named = re.search(rf"\b{_PENALTY} (?:\S+ )?van (?:zijn|haar|mijn) partner (?:, |\( )?(?:de )?(?:tegenspeler |verdediger )?{S}", text)
    if named:
        return defender_seat(named.group(1))
    partners = re.search(rf"\b{_PENALTY} (?:\S+ )?van (?:zijn|haar) partner\b(?! (?:, |\( )?(?:de )?(?:tegenspeler |verdediger )?SEAT_)", text)
    if partners:
        seat = _pronoun_seat(text[: partners.start()], partners.start())
        return defender_seat(PARTNER[seat]) if seat else None
    own = re.search(rf"\b(?:in plaats van|in_plaats_van|ipv|i\.p\.v\.|naast|behalve) (?:zijn|haar) (?:grote |kleine )?{_PENALTY}\b", text)
    if own:
        sentences = _sentences(text[: own.start()])
        last = sentences[-1] if sentences else ""
        seat = _pronoun_seat(last, len(last)) if re.search(S, last) else _last_subject(text[: own.start() - len(last)])
        return defender_seat(seat)
    return None


def _pc_offender(text: str, base: str) -> str | None:
    match = _search(
        text,
        rf"\b(?:legt|legde|spreidt|spreidde) {S} (?:(?!SEAT_)[^ .?!]+ ){{0,8}}?(?:hand|kaarten) (?:\S+ ){{0,3}}?(?:open|op tafel)\b",
        rf"{S} (?:(?!SEAT_)\S+ ){{0,3}}?(?:legt|legde|spreidt|spreidde) (?:(?!SEAT_)[^ .?!]+ ){{0,8}}?(?:hand|kaarten) (?:\S+ ){{0,3}}?(?:open|op tafel)\b",
        rf"{S} (?:\( ?\S+ ?\) )?(?:heeft|had) (?:al |meteen |direct )?(?:zijn|haar) (?:hele |volledige )?(?:hand|kaarten) (?:\S+ )?(?:open ?gelegd|opengelegd)\b",
        rf"\b(?:gespeeld|getoond|gelegd|voorgespeeld|bijgespeeld|genoemd|gezien|laten vallen) door (?:de )?(?:\S+ )?{S}",
        rf"\b(?:valt|viel|glipt|glipte|gleed) (?:\S+ ){{0,2}}?(?:bij|van) (?:de )?(?:\S+ )?{S}",
        rf"\buit de hand van (?:de )?(?:\S+ )?{S}",
        # the subject of an opening clause, "hij" after the verb: "terwijl W nog niet aan de beurt was , speelde hij …"
        rf"\b(?:terwijl|toen|nadat|omdat|hoewel) {S} [^,.?!;]{{1,40}} , (?:speelde|speelt|legde|legt|gooide|gooit|liet|laat|noemde|noemt|toonde|toont) (?:hij|zij)\b",
        # the subject after the verb: "… , speelde N al bij voordat …"
        rf"\b(?:speelde|speelt|legde|legt|gooide|gooit) {S} (?:al |toch |te vroeg |nu )+(?:\S+ ){{0,3}}?(?:bij|voor)\b(?! (?:de |het |zijn |haar )?beurt)",
        rf"\b(?:zijn|haar|mijn) partner \( ?{S} ?\) (?:had|heeft)\b",
        rf"\bleider \( ?{S} ?\) (?:\S+ ){{0,3}}?(?:legt|legde)\b",
        rf"\b{_PENALTY} (?:\S+ )?(?:van|bij|voor) (?:de |zijn |haar |mijn )?(?:partner |tegenspeler |verdediger )?{S}",
        rf"\b{_PENALTY} (?:{CARD} )?(?:ligt|lag) (?:nog |al |nu |open )*bij (?:de )?(?:tegenspeler |verdediger )?{S}",  # "strafkaart ♣9 ligt bij O"
    )
    if match:
        return match.group(1)
    owner = _penalty_owner(text)
    if owner:
        return owner
    revoker = re.search(rf"(?:^|[.;,] ){S} (?:\( ?\S+ ?\) )?(?:(?!SEAT_)\S+ ){{0,2}}?verzaakt\b(?! niet)", text)
    if revoker and re.search(r"\balsnog\b|\bherstel|\b(?:gecorrigeerd|corrigeerde|corrigeert)\b|\bteruggenomen\b", text):
        return revoker.group(1)  # the card taken back when the revoke was corrected
    # "de leider legt zijn hand open … leider is N": the declarer the message names
    if re.search(r"\bleider (?:\S+ ){0,3}?(?:heeft|had|legt|legde) (?:\S+ ){0,3}?(?:hand|kaarten) (?:\S+ ){0,2}?(?:open|opengelegd)\b", text):
        declarer = _declarer_seat(text)
        if declarer:
            return declarer
    mine = re.search(rf"\bmijn partner (?:(?!SEAT_)\S+ ){{0,1}}(?:had|heeft|hield) (?:\S+ ){{0,4}}?(?:als )?{_PENALTY}\b", text)
    if mine and _me_seat(text):
        return PARTNER[_me_seat(text)]  # "ik zat N , mijn partner had de ♣3 als strafkaart"
    relative = re.search(r"\b(?:mijn )?(linker|rechter)tegenstander\b(?: \S+){0,6}? (?:liet|laat|heeft|had|speelde|speelt|legde|legt|toonde|toont|noemde|noemt|zei|zegt)\b", text)
    if relative and _me_seat(text):
        return (LHO if relative.group(1) == "linker" else RHO)[_me_seat(text)]
    dropped = re.search(rf"{S} (?:(?!SEAT_)[^\s.?!;]+ ){{0,4}}?(?:liet|laat|had|heeft) (?:(?!SEAT_)[^\s.?!;]+ ){{0,4}}?(?:laten )?vallen\b", text)
    if dropped:
        return dropped.group(1)  # "O had al eerder de ♠8 laten vallen"
    holder_open = re.search(rf"{S} (?:nog )?(?:de |een )?{CARD} (?:had|heeft)\b", text)
    if holder_open and re.search(r"\bopen (?:op tafel )?(?:lag|ligt|liggen)\b", text):
        return holder_open.group(1)  # "dat W nog de ♠a had , omdat die kaart open lag"
    # "de ♦h van zijn partner lag open": the partner of the player the sentence is about
    named_partner = re.search(rf"{CARD} (?:\S+ )?van (?:zijn|haar) partner \(? ?{S}", text)
    if named_partner:
        return named_partner.group(1)
    partners = re.search(rf"{CARD} (?:\S+ )?van (?:zijn|haar) partner\b(?! \(? ?SEAT_)", text)
    if partners:
        seat = _pronoun_seat(text, partners.start())
        if seat:
            return PARTNER[seat]
    # "toen de leider de ♠h uit zijn hand liet vallen , zei O …": the declarer dropped it, whoever speaks
    own_drop = re.search(r"\bde leider (?:(?!SEAT_)[^\s.?!;,]+ ){0,6}?(?:liet|laat) (?:(?!SEAT_)[^\s.?!;]+ ){0,3}?vallen\b", text)
    if own_drop and not re.search(S, text[: own_drop.start()]):
        return _declarer_seat(text)
    # a penalty card always belongs to the offender: whoever the message says holds one
    holder = _search(text, *_HOLDS)
    if holder:
        return holder.group(1)
    return find_offender(base)


def _writer_declares(text: str) -> bool:
    """'ik speelde 2♠', 'ik zat als leider': the writer is the declarer."""
    return _me(text) == "declarer" or bool(re.search(r"\bik (?:speelde|speel|zat in|zit in) (?:het contract )?CALL\b", text))


def _opponents_hold(text: str) -> bool:
    """'de tegenpartij heeft een strafkaart', 'de strafkaart van mijn tegenstander': the other side, defenders."""
    return bool(re.search(rf"\b(?:de )?(?:tegenpartij|tegenstanders?|tegenspelers)\b (?:\S+ ){{0,3}}?(?:heeft|had|hebben|hadden)\b (?:\S+ ){{0,3}}?{_PENALTY}|"
                          rf"\b{_PENALTY} (?:\S+ )?van (?:de |mijn |onze )?(?:tegenpartij|tegenstanders?)\b", text))


def _declarer_elsewhere(text: str, offender: str) -> bool:
    """The story names the declarer's seat as somebody else's and the card came from the offender's own hand:
    'W liet de ♠b vallen ; de leider , noord , riep de WL' → W is a defender (dummy would play from the table)."""
    if re.search(r"\b(?:blinde|tafel|dummy)\b", text) or _search(text, *_FACED):
        return False
    if re.search(rf"\bleider\b[^.?!;]{{0,12}}SEAT_{offender}\b|\bSEAT_{offender}\b[^.?!;]{{0,12}}\bleider\b", text) and _declarer_seat(text) in (None, offender):
        return False  # the offender may be that declarer
    if _me_seat(text) == offender:
        return False
    declarer = _declarer_seat(text)
    # (a bare "de leider" beside the offender is not enough: the corpus leaves the role out then)
    return bool(declarer) and declarer not in (offender, PARTNER[offender])


def _pc_role(text: str, offender: str | None) -> str | None:
    if offender:
        role = _seat_role(text, offender)
        if role:
            return role
        if any(f"SEAT_{offender}" in m.group(0) for p in _HOLDS for m in re.finditer(p, text)):
            return "defender"
        if re.search(rf"\b{_PENALTY} (?:\S+ )?(?:van|bij) (?:de |zijn |haar |mijn )?(?:partner )?SEAT_{offender}\b", text):
            return "defender"  # only a defender's card is a penalty card (Law 50)
        if re.search(r"\bik ben tegenspeler\b", text):
            return "defender"
        if re.search(rf"\b(?:zijn|haar) (?:grote |kleine )?{_PENALTY}\b|\b(?:zijn|haar) {CARD} (?:\S+ ){{0,3}}?als (?:grote |kleine )?{_PENALTY}\b", text) \
                and set(re.findall(S, text)) == {offender} \
                and not re.search(r"\b(?:leider|blinde)\b", text):
            return "defender"  # "mag haar strafkaart terug … het is de ♠6 van Z": only a defender holds one
        partner_holds = re.search(rf"\bmijn partner (?:(?!SEAT_)\S+ ){{0,1}}(?:had|heeft|hield) (?:\S+ ){{0,4}}?(?:als )?{_PENALTY}\b", text)
        if partner_holds and _me_seat(text) and PARTNER[_me_seat(text)] == offender:
            return "defender"
        if offender == _me_seat(text) and (_me(text) == "defender" or _search(text, *_HOLDS_NO_SEAT)):
            return "defender"  # "we verdedigden . ik ( W ) liet …", "mijn strafkaart … ik ( O )"
        if re.search(r"\b(?:hij|zij|ze|die) (?:is )?(?:tegenspeler|verdediger)\b", text) and len(set(re.findall(S, text))) == 1:
            return "defender"
        he = re.search(r"\b(?:hij|zij|ze) is (?:de |een )?(?:tegenspeler|verdediger)\b", text)
        if he and _last_subject(text[: he.start()]) == offender:
            return "defender"
        if _opponents_hold(text):
            return "defender"
        if _declarer_elsewhere(text, offender):
            return "defender"
        if re.search(r"(?:^|[.;] )(?:tegenspeler|verdediger)(?: [.;!]|$)", text) and set(re.findall(S, text)) == {offender}:
            return "defender"  # "O noemt zijn ♠a hardop . tgsp ."
        return None
    if re.search(r"\b(?:ik ben|als) (?:tegenspeler|verdediger)\b|(?:^|[.?!;] )(?:ik )?ben (?:de |een )?(?:tegenspeler|verdediger)\b", text):
        return "defender"
    if re.search(r"\b(?:als|wanneer) (?:je|jij|u) (?:\S+ )?(?:tegenspeler|verdediger) (?:bent|is)\b|\b(?:als|wanneer) (?:je|jij|u) (?:verdedigt|tegen speelt)\b", text):
        return "defender"  # "… als je verdediger bent": the player the question is about
    # "ik speel tegen", "ik verdedig": the writer defends
    if re.search(r"\bik (?:speel|speelde) (?:hier |nu )?tegen(?= [.?!;,]| en\b|$)|\bik (?:verdedig|verdedigde)\b", text):
        return "defender"
    if re.search(r"\b(?:hij|zij|ze) is (?:de |een )?(?:tegenspeler|verdediger)\b", text) and not re.search(S, text):
        return "defender"
    if re.search(r"\bmijn partner (?:\S+ ){0,2}?(?:liet|laat|legde|legt|speelde|speelt|noemde|noemt|toonde|toont|gooide|gooit)\b", text) \
            and "defender" in (_me(text), _speaker_role(text)) and not re.search(S, text):
        return "defender"  # "wij verdedigden en mijn partner liet …"
    if re.search(r"\b(?:mijn |onze )?(?:linker|rechter)?tegenstander (?:\S+ ){0,2}?(?:liet|laat|legde|legt|speelde|speelt|noemde|noemt|toonde|toont|had|heeft|gooide|gooit)\b", text) \
            and (_me(text) in ("declarer", "dummy") or _writer_declares(text)):
        return "defender"  # the opponent of the declaring writer acts (not "de strafkaart van mijn tegenstander": left out)
    if _search(text, *_HOLDS_NO_SEAT) or re.search(rf"\b(?:een|de) (?:tegenspeler|verdediger) (?:\S+ ){{0,3}}?(?:een |zijn |de |haar )(?:grote |kleine )?{_PENALTY}", text):
        return "defender"
    if not re.search(S, text) and re.search(r"\bblinde\b", text) and not re.search(r"\b(?:leider|tegenspeler|verdediger)\b", text) and \
            re.search(r"\b(?:van|uit) (?:de )?(?:tafel|blinde) (?:\S+ ){0,2}?(?:valt|viel|gevallen|glipt|glipte)\b|\b(?:valt|viel|glipt|glipte) (?:\S+ ){0,3}?(?:van|uit) (?:de )?(?:tafel|blinde)\b", text):
        return "dummy"  # "als er een kaart van tafel valt", only the dummy named
    actor = re.search(r"\bde (leider|blinde|tegenspeler|verdediger) (?:\S+ ){0,3}?(?:laat|liet|legt|legde|stoot|stootte|toont|toonde|schoof|schuift)\b", text) or \
        re.search(r"\bde (leider|blinde|tegenspeler|verdediger) (?:(?!SEAT_)[^\s.?!;,]+ ){0,6}?(?:laat|liet) (?:\S+ ){0,2}?vallen\b", text) or \
        re.search(r"\bde (leider|blinde|tegenspeler|verdediger)\b(?:(?! (?:leider|blinde|tegenspeler|verdediger|partner)\b)[^.?!;]){0,40}?\b(?:als|wanneer|omdat|nadat|toen|indien) (?:hij|zij) "
                  r"(?:\S+ ){0,3}?(?:laat|liet|legt|legde|stoot|stootte|toont|toonde|noemt|noemde)\b", text)
    if actor and len(re.findall(r"\b(?:leider|blinde|tegenspeler|verdediger)\b", text[: actor.start()])) == 0:
        return _ROLE_WORD[actor.group(1)]
    if not re.search(S, text) and not _search(text, *_FACED):
        # a case put in general terms: "mag een tegenspeler …" (a bare "strafkaart" is not read as the role:
        # the corpus leaves it out, though only a defender's card is a penalty card, Law 50)
        first = re.search(r"\b(?:een|de) (leider|blinde|tegenspeler|verdediger|speler)\b(?! (?:eist|eiste|verbiedt|verbood|mag|kan|heeft|had) )", text)
        if first and first.group(1) in ("tegenspeler", "verdediger"):
            return "defender"
    return None


@extractor("penalty_card", replaces=True)
def penalty_card(reader: Reader) -> dict[str, Any]:
    text = ctext(reader)
    # "een klaver", "de schop": a card of the suit, read as the suit word
    # "een klein schoppentje", "een klein ruitje": a small card of the suit
    text = re.sub(r"\b(een|de) kleine? (klaver|schop|ruit|hart)(?:tje|je|pje|pie)s?\b", lambda m: m.group(1) + " kleine " + {"klaver": "klaveren", "schop": "schoppen", "ruit": "ruiten", "hart": "harten"}[m.group(2)], text)
    text = re.sub(r"\b(een|de|nu|geen) (klaver|schop|ruit|hart)(?= )", lambda m: m.group(1) + " " + {"klaver": "klaveren", "schop": "schoppen", "ruit": "ruiten", "hart": "harten"}[m.group(2)], text)
    offender = _pc_offender(text, canon(reader))
    intro = re.search(r"^(?:\S+ )?ik (?:zat|zit) (?:\S+ )?SEAT_([NOZW])\b", text)
    if intro:
        # "ik zat Z en was leider . W had …": the writer's own seat only sets the scene
        mine = _me(text) or _speaker_role(text)
        rest = text[intro.end():]
        if offender == intro.group(1) and mine in ("declarer", "dummy") and re.search(S, rest):
            offender = _pc_offender(rest, _shorthand(rest))
        elif offender is None and mine == "defender" and re.search(rf"\bik (?:had|heb|speelde|liet|legde|gooide|toonde|noemde)\b", rest) \
                and not re.search(S, rest):
            offender = intro.group(1)  # "ik zat O en verdedigde . ik speelde twee kaarten tegelijk"
    role = _pc_role(text, offender)
    if role is None and offender and intro and offender == intro.group(1):
        role = _me(text) or _speaker_role(text) or (
            "defender" if _search(text, *_HOLDS_NO_SEAT) or re.search(rf"\bik (?:heb|had|hield) (?:\S+ ){{0,4}}?als {_PENALTY}", text) else None)
    exposure = _exposure(text, role)
    several = _several(text)
    if several and exposure in ("named", "deliberate", "accidental") and \
            sum(bool(_search(text, *kind)) for kind in (_NAMED, _DELIBERATE, _ACCIDENTAL)) > 1:
        exposure = None  # several cards, shown in different ways: no one way of exposure
    cards = _penalty_cards(text, several, offender)
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
    elif offender and role != "declarer" and _declarer_faced(text, offender) and _after_lead_out_of_turn(text):
        # the declarer spread his hand after this defender's lead out of turn (Law 54): the question is the led card
        facts["after_opening_lead_out_of_turn"] = True
        if exposure == "faced_hand":
            facts["exposure"] = "deliberate" if _led_out_of_turn_by(text, offender) else None
    return {k: v for k, v in facts.items() if v is not None}


def _declarer_faced(text: str, offender: str) -> bool:
    """Another player, told as the declarer, laid his own hand open: "leider N legde zijn kaarten open"."""
    return bool(re.search(rf"\bleider (?:\( ?)?(?:SEAT_(?!{offender})[NOZW] )?(?:\) )?(?:\S+ ){{0,3}}?(?:legt|legde|spreidt|spreidde|heeft|had) (?:(?!SEAT_)\S+ ){{0,5}}?(?:hand|kaarten)\b(?: \S+){{0,3}}? (?:open|op tafel|opengelegd|neergelegd|gespreid)\b"
                          rf"|\b(?:legt|legde|spreidt|spreidde) (?:de )?leider (?:\( ?)?(?:SEAT_(?!{offender})[NOZW] )?(?:\) )?(?:(?!SEAT_)\S+ ){{0,5}}?(?:hand|kaarten)\b"
                          rf"|\bleider (?:\( ?)?(?:SEAT_(?!{offender})[NOZW] )?(?:\) )?(?:(?!SEAT_)\S+ ){{0,3}}?(?:hand|kaarten) (?:\S+ ){{0,3}}?(?:legt|legde|spreidt|spreidde|openlegde|neerlegde|openlegt)\b", text))


def _led_out_of_turn_by(text: str, offender: str) -> bool:
    """'de uitkomst voor de beurt van W', 'O kwam voor zijn beurt uit': the offender led out of turn."""
    return bool(re.search(rf"\buitkomst voor de beurt van SEAT_{offender}\b|\bSEAT_{offender} (?:\S+ )?(?:kwam|komt) (?:\S+ )?voor (?:zijn|haar) beurt (?:\S+ )?uit\b"
                          rf"|\bSEAT_{offender} (?:\S+ )?(?:speelde|speelt) (?:\S+ )?voor (?:zijn|haar) beurt\b", text))


# -- Law 61B: who asked whom about a revoke --------------------------------------------------------

_ASK = r"(?:vraagt|vroeg|vragen|vraag|vroegen|(?:zegt|zei|roept|riep)(?= (?:\S+ )?(?:tegen|naar)\b| ' [^']*' (?:tegen|naar)\b|(?: (?:hij|zij|ze|SEAT_[NOZW]|de blinde|de leider))?(?: (?:tijdens|bij|na|meteen|toen|direct|nog|opeens|ineens)(?: (?!')\S+){0,2}?)?(?: :)? ' ?(?:toch |echt |nou |nog )?(?:geen|niks|niets|heb je|heb jij|heeft u)\b))"
_PERSON = (r"(?:(?:de|een|zijn|haar|mijn|die|de andere|andere|je|jouw|uw) )?(?:leider|blinde|tegenspelers|tegenspeler|verdedigers|verdediger|tegenpartij|tegenstanders|tegenstander|"
           r"partner|maat|medetegenspeler|medespeler|linkertegenstander|rechtertegenstander|rho|lho|SEAT_[NOZW])(?:(?: [a-z]{2,12})? \( ?SEAT_[NOZW] ?\))?(?: SEAT_[NOZW])?"
           r"(?: \( ?(?:ook |de |is )?(?:leider|blinde|tegenspeler|verdediger) ?\))?|ik|mij|me|hem|hij|zij|ze")


def _roles_by_seat(text: str) -> dict[str, str]:
    """The role of each seat, from the declarer or dummy the message names."""
    declarer = _declarer_seat(text)
    pair = re.search(rf"\b{S} en {S} (?:zijn|waren) (?:de )?(?:tegenspeler|verdediger)s?\b", text)
    if not declarer and pair:
        return {pair.group(1): "defender", pair.group(2): "defender"}
    side = re.search(r"\bSIDE_(NZ|OW) (?:zijn |waren |als |de )*(?:tegenspeler|verdediger)s?\b", text)
    if not declarer and side:
        return {side.group(1)[0]: "defender", side.group(1)[1]: "defender"}
    if not declarer:
        defender = _search(text, rf"\b(?:tegenspeler|verdediger) \(? ?{S}\b", rf"\b{S}(?: ,)? \(? ?(?:is |die |ook )*(?:de )?(?:tegenspeler|verdediger|verdedigt)\b")
        if defender:
            seat = next(g for g in defender.groups() if g)
            return {seat: "defender", PARTNER[seat]: "defender"}
        return {}
    dummy = PARTNER[declarer]
    return {declarer: "declarer", dummy: "dummy", LHO[declarer]: "defender", RHO[declarer]: "defender"}


def _me(text: str) -> str | None:
    match = re.search(r"\bik (?:ben|was|zit|zat|speel|lig|lag) (?:\S+ )?(?:de )?(leider|blinde|tegenspeler|verdediger)\b|\b(?:mag|kan) ik als (leider|blinde|tegenspeler|verdediger)\b|"
                      r"\b(?:ik|mij|me) als (leider|blinde|tegenspeler|verdediger)\b|\bik (?:(?!als\b)[^\s.?!;,]+ ){1,4}?als (leider|blinde|tegenspeler|verdediger)\b|\b(?:ik|mij|me) , (?:de |een )?(leider|blinde|tegenspeler|verdediger) ,|\b(?:ik|mij|me) \( ?(?:SEAT_[NOZW] ,? )?(leider|blinde|tegenspeler|verdediger) ?\)|\bik (?:zat|zit) (?:\S+ )?SEAT_[NOZW] (?:en|,) (?:ik )?(?:was |ben |speelde )?(?:de )?(leider|blinde|tegenspeler|verdediger)\b|"
                      r"\b(?:ik zat|ik zit) (?:\S+ )?SEAT_[NOZW] (?:en|,) (?:we|wij) (?:waren |zijn )?(?:de )?(tegenspeler)s?\b|"
                      r"\bals (leider|blinde|tegenspeler|verdediger) (?:\S+ )?ik\b|\bik (?:\( ?SEAT_[NOZW] ?\) )?als (leider|blinde|tegenspeler|verdediger)\b", text)
    if match:
        return _ROLE_WORD[next(g for g in match.groups() if g)]
    if re.search(r"\b(?:ik|wij|we) (?:\( ?SEAT_[NOZW] ?\) |\( ?SIDE_\w+ ?\) )?(?:zijn |waren |ben |was )?(?:de )?(?:tegenspeler|verdediger)s?\b(?! (?:SEAT_|van|die)\b)", text):
        return "defender"  # "ik ( N ) verdedigde", "we verdedigden tegen 4♠" (canon: "tegenspeler")
    # "ik ( SEAT_Z ) speelde tegen", "ik verdedigde", "wij speelden tegen": the speaker defends
    if re.search(r"\b(?:ik|wij|we) (?:\( ?SEAT_[NOZW] ?\) |, SEAT_[NOZW] , )?(?:speel|speelde|speelden|spelen|zat|zit|zaten) (?:\S+ )?tegen\b(?! [^\s.?!;,]+ (?:SEAT_|SIDE_|leider|contract))"
                 r"|\b(?:ik|wij|we) (?:\( ?SEAT_[NOZW] ?\) )?(?:verdedigde|verdedig|verdedigden|verdedigen)\b"
                 r"|\bik (?:ben|zit|zat|was) (?:\S+ ){0,2}?en (?:ik )?(?:(?:speel|speelde) tegen|verdedig|verdedigde)\b(?! [^\s.?!;,]+ (?:SEAT_|SIDE_|leider|contract))", text):
        return "defender"
    return None


def _showed_out(text: str, before: int) -> str | None:
    """The seat that just failed to follow, before the question ('Z gooit een ruiten op schoppen')."""
    found = re.findall(rf"\b{S} (?:, die (?:\S+ ){{0,5}}?|(?:(?!SEAT_)\S+ ){{0,5}}?)(?:af|bij|weg)?(?:gooit|gooide|speelt|speelde|legt|legde|bekent|bekende|troeft|troefde|gegooid|gelegd|getroefd)\b", text[:before])
    return found[-1] if found else None


def _person(phrase: str | None, text: str, roles: dict[str, str], before: int) -> tuple[str | None, str | None]:
    """(role, seat) of a person phrase: 'de leider', 'blinde SEAT_W', 'SEAT_O', 'zijn partner', 'ik', 'hem'."""
    if not phrase:
        return None, None
    words = phrase.split()
    seat = next((w[-1] for w in words if w.startswith("SEAT_")), None)
    if words[-1] == "hem":
        seat = _showed_out(text, before)
        if not seat:  # "O is leider . zijn blinde W vroeg hem …": the subject of an earlier sentence
            prior = text[:before]
            cut = max(prior.rfind(" . "), prior.rfind(" ? "), prior.rfind(" ! "))
            seat = _last_subject(prior[:cut]) if cut > 0 else None
    if words[-1] in ("hij", "zij", "ze") and not seat:
        seat = _last_subject(text[:before])
        cut = max(text.rfind(" . ", 0, before), text.rfind(" ? ", 0, before), text.rfind(" ! ", 0, before))
        opening = re.match(r"(?:toen|als|nadat|terwijl|omdat|wanneer|zodra) (?:de|een) (leider|blinde|tegenspeler|verdediger)\b[^,]* ,\s*$",
                           text[cut + 3 if cut >= 0 else 0: before].lstrip())
        if not seat and opening:
            return _ROLE_WORD[opening.group(1)], None  # "nadat de blinde … had gekeken , vroeg hij …"
        if not seat:
            # "de blinde stond op … . later vroeg hij …": the role that opened an earlier sentence
            for prior in reversed(_sentences(text[:before])):
                opened = re.match(r"^(?:(?!toen\b|als\b|nadat\b|terwijl\b|omdat\b|wanneer\b|zodra\b)\S+ ){0,2}?(?:de|een) (leider|blinde|tegenspeler|verdediger)\b", prior)
                if opened:
                    return _ROLE_WORD[opened.group(1)], None
    role = next((_ROLE_WORD[w] for w in words if w in _ROLE_WORD and w != "tegenspelers"), None)
    if role is None and {"tegenpartij", "tegenstanders", "tegenstander", "verdedigers", "tegenspelers", "linkertegenstander", "rechtertegenstander", "rho", "lho"} & set(words) and not seat:
        role = "opponents"  # the other side, resolved against the asker
    if role is None and words[-1] in ("ik", "mij", "me"):
        role = _me(text)
    if role is None and seat:
        role = roles.get(seat)
    if role is None and not seat and words[0] in ("zijn", "haar") and words[-1] in ("partner", "maat") and roles:
        subject = _last_subject(text[:before])
        if subject and roles.get(PARTNER[subject]):
            return roles[PARTNER[subject]], PARTNER[subject]  # "O speelde 3SA . zijn partner vroeg …": dummy
    if role is None and ({"partner", "maat", "medetegenspeler", "medespeler"} & set(words)):
        told = re.search(rf"\b{re.escape(phrase)} (?:is|was|lag|ligt|zat|zit|speelde|speelt) (?:de |als |hier )?(leider|blinde|tegenspeler|verdediger)\b", text)
        role = _ROLE_WORD[told.group(1)] if told else "partner"  # "mijn partner is blinde en vroeg …"
    return role, seat


_PREPOSITIONS = r"(?:van|aan|bij|in|met|tegen|door|op|naar|voor|om|achter|over)"


def _asker_before(prefix: str) -> str | None:
    """The person acting before the ask verb: the last one named, not after a preposition;
    an apposition ('SEAT_W , zijn partner ,') counts as one."""
    people = [m for m in re.finditer(rf"\b(?:{_PERSON})(?!\w)", prefix)
              if not re.search(rf"\b{_PREPOSITIONS} (?:\S+ )?$", prefix[: m.start()])]
    if not people:
        return None
    if re.search(r"(?:,|\bmaar|\ben)(?: \S+)? $", prefix) and not re.search(rf"(?:,|\bmaar|\ben) (?:{_PERSON})(?: \S+)? $", prefix):
        return people[0].group(0)  # "de blinde wijst …, maar vraagt …": the subject of the sentence asks
    last = people[-1]
    phrase = last.group(0)
    roles_of = [set(re.findall(r"\b(?:leider|blinde|tegenspeler|verdediger)\b", m.group(0))) for m in people[-2:]]
    if len(people) > 1 and prefix[people[-2].end(): last.start()].strip() == "," and \
            not re.search(r"\b(?:ben|is|was|als|bent)\s*$", prefix[: people[-2].start()]) and \
            not (roles_of[0] and roles_of[1] and roles_of[0] != roles_of[1]):  # "ik ben leider , mijn blinde vraagt": two people
        phrase = people[-2].group(0) + " " + phrase
    return phrase


def _clause_first(prefix: str) -> bool:
    """A subordinate clause fronted before the main verb, so the subject follows that verb (Dutch V2):
    "toen de leider afgooide , vroeg O …", also without the comma: "toen W afgooide vroeg de leider hem …"."""
    if re.search(r"\b(?:toen|als|nadat|terwijl|omdat|wanneer)\b[^,]* ,\s*$", prefix):
        return True
    return bool(re.match(r"^(?:toen|nadat|terwijl|omdat|wanneer|zodra) (?:(?!en\b|maar\b|,)[^\s.?!;']+ ){1,8}$", prefix))


def _ask(sentence: str) -> tuple[str | None, str | None, int]:
    """(asker, askee, offset) of the first question about a revoke in a sentence."""
    question = re.search(
        rf"\b(?:mag|kan|mogen|moet|mocht|mochten|kon|konden) (?P<a>{_PERSON}|je|jij|u)(?: als (?P<as>blinde|leider|tegenspeler|verdediger))? (?:, die [^,?]*, |(?:\S+ ){{0,8}}?)"
        rf"(?:aan )?(?P<b>{_PERSON}) (?:\S+ ){{0,6}}?vragen\b",
        sentence,
    )
    if question and re.search(rf"\b(?!aan\b){_PREPOSITIONS}$", sentence[: question.start("b")].rstrip()):
        question = None  # "mag een blinde die achter de leider staat nog vragen …": not the one asked
    if question:
        asker = question.group("a") + (" als " + question.group("as") if question.group("as") else "")
        return asker, question.group("b"), question.start()
    if not question:
        question = re.search(rf"^(?:(?:\S+ )?(?:mag|kan) )?(?P<a>{_PERSON}) (?:mag|kan|mogen|moet|mocht|wilde|wil|wou|kon) (?:\S+ ){{0,3}}?(?:aan )?(?P<b>{_PERSON}) (?:\S+ ){{0,6}}?vragen\b", sentence)
        if question:
            return question.group("a"), question.group("b"), question.start()
    allowed = re.search(rf"\b(?:is het|het is|is) (?P<a>{_PERSON}) (?:\S+ )?(?:toegestaan|verboden|geoorloofd|toegelaten) (?:om )?(?:aan )?(?P<b>{_PERSON}) (?:\S+ ){{0,4}}?te vragen\b", sentence)
    if allowed:
        return allowed.group("a"), allowed.group("b"), allowed.start()
    addressed = re.search(rf"^(?P<a>{_PERSON}) (?:\( ?\S+ ?\) )?(?:zegt |vraagt |roept )?: ' ?(?:geen|no|heb je|nog) (?:\S+ ){{1,3}}?, (?P<b>{_PERSON})(?: \?)?(?: '|$)", sentence)
    if addressed:
        return addressed.group("a"), addressed.group("b"), addressed.start()
    quoted = re.search(rf"^(?P<a>{_PERSON}) (?:als|,) (?:de )?(?P<as>blinde|leider|tegenspeler|verdediger)(?: ,)? (?:zegt |zei |vraagt |vroeg |roept |riep )?: ' ?(?P<b>partner|{_PERSON}) , (?:geen|niks|niets|heb je|heb jij|nog|no)\b", sentence) or \
        re.search(rf"^(?P<a>{_PERSON}) (?:\( ?\S+ ?\) )?(?:zegt |zei |vraagt |vroeg |roept |riep )?: ' ?(?P<b>partner|{_PERSON}) ,? (?:(?:heb|had|heeft) (?:je|jij|u) (?:echt |nou |nog |toch |dan )*(?:geen|niks|niets)|geen|niks|niets|nog)\b", sentence)
    if quoted and "as" not in quoted.groupdict():  # "blinde O : ' partner , heb je echt geen ruiten ? '"
        return quoted.group("a"), quoted.group("b"), quoted.start()
    if quoted:  # "O als blinde : ' partner , geen schoppen ? '": the one he addresses in the quote
        return quoted.group("a") + " als " + quoted.group("as"), quoted.group("b"), quoted.start()
    told = re.search(rf"^(?P<a>{_PERSON})(?: (?:als|,) (?:de )?(?P<as>blinde|leider|tegenspeler|verdediger)(?: ,)?)? (?:\( ?\S+ ?\) )?(?::|tegen|aan) (?P<b>{_PERSON})\b[^']*"
                     rf"' ?(?:\S+ , )?(?:geen|niks|niets|heb je|heb jij|heeft u|nog|no)\b", sentence)
    if told:
        return told.group("a") + (" als " + told.group("as") if told.group("as") else ""), told.group("b"), told.start()
    told_sub = re.search(rf"\b(?:dat|als|wanneer) (?P<a>{_PERSON}) (?:\S+ )?(?:aan )?(?P<b>{_PERSON}) (?:\S+ )?(?:vraagt|vroeg)\b", sentence)
    if told_sub:  # "is het toegestaan dat de leider een verdediger vraagt of …"
        return told_sub.group("a"), told_sub.group("b"), told_sub.start()
    subordinate = re.search(rf"\b(?:of|dat) (?P<a>{_PERSON}) (?:\S+ )?(?P<b>{_PERSON})(?: , als (?P<bs>tegenspeler|verdediger|leider|blinde) ,)?(?: die [^,?']{{0,30}}?)? "
                            rf"(?:(?:niet|wel|nooit|ook|helemaal|iets|niets|niks|zomaar|gewoon|eigenlijk) )*(?:mag|mogen|kan|moet|mocht) (?:niet |wel |nooit |ook )?vragen\b", sentence)
    if subordinate:
        return subordinate.group("a"), subordinate.group("b") + (" als " + subordinate.group("bs") if subordinate.group("bs") else ""), subordinate.start()
    say = re.search(rf"\b(?:mag|kan|mogen) (?P<a>{_PERSON}) (?:\S+ ){{0,3}}?' ?geen (?:{SUIT_WORD}|troef|kleur)\b", sentence)
    if say:
        return say.group("a"), None, say.start()
    asked_as = re.search(rf"\b(?:vroeg|vraag|vraagt) (?P<a>ik|hij|zij|SEAT_[NOZW]) (?P<b>hem|haar|{_PERSON}) als (?P<as>blinde|leider|tegenspeler|verdediger)\b", sentence)
    if asked_as:  # "vroeg ik hem als tegenspeler of …"
        return asked_as.group("a") + " als " + asked_as.group("as"), asked_as.group("b"), asked_as.start()
    as_role = re.search(rf"\b(?P<a>ik|hij|zij|SEAT_[NOZW]) (?:vroeg|vraag|vraagt) (?:\S+ )?als (?P<as>blinde|leider|tegenspeler|verdediger) (?:aan )?(?P<b>{_PERSON})\b", sentence) or \
        re.search(rf"\b(?:vroeg|vraag|vraagt) (?P<a>ik|hij|zij|SEAT_[NOZW]) als (?P<as>blinde|leider|tegenspeler|verdediger) (?:aan )?(?P<b>{_PERSON})\b", sentence)
    if as_role:  # "ik vroeg als blinde aan mijn partner …"
        return as_role.group("a") + " als " + as_role.group("as"), as_role.group("b"), as_role.start()
    inverted_perfect = re.search(rf"\b(?:heb|had|heeft|hebben) (?P<a>ik|hij|zij|SEAT_[NOZW]|(?:de|zijn|haar|mijn) (?:leider|blinde|tegenspeler|verdediger)) (?:aan )?(?P<b>hem|haar|{_PERSON}) (?:\S+ ){{0,3}}?gevraagd\b", sentence)
    if inverted_perfect:  # "… , heb ik hem vriendelijk gevraagd of …"
        return inverted_perfect.group("a"), inverted_perfect.group("b"), inverted_perfect.start("a")
    perfect = re.search(rf"(?:^|, |\b(?:en|maar|toen) )(?P<a>{_PERSON}) (?:heeft|had|heb|hebben|hadden) (?:\S+ ){{0,2}}?(?:aan )?(?P<b>{_PERSON}) (?:\S+ ){{0,4}}?gevraagd\b", sentence)
    if perfect:  # "de blinde heeft zijn partner , de leider , gevraagd of …"
        return perfect.group("a"), perfect.group("b"), perfect.start("a")
    # "ik was blinde en heb aan SEAT_Z , een tegenspeler , gevraagd": the subject left out after "en"
    elliptic = re.search(rf"\b(?P<a>ik)\b(?: (?![.?!])\S+){{0,4}}? en (?:heb|had) (?:\S+ ){{0,2}}?(?:aan )?(?P<b>{_PERSON})(?: , (?:een |de )?\S+ ,)? (?:\S+ ){{0,4}}?gevraagd\b", sentence)
    if elliptic:
        return elliptic.group("a"), elliptic.group("b"), elliptic.start("a")
    quote_first = re.match(rf"' (?P<q>[^']*) ' (?:, )?(?:vroeg|vraagt|zei|zegt|riep|roept) (?P<a>{_PERSON})\b(?: (?:aan|tegen) (?P<b>{_PERSON})\b)?", sentence)
    if quote_first and re.search(r"\b(?:geen|niks|niets|heb je|heb jij|heeft u|nog)\b", quote_first.group("q")):
        if quote_first.group("b"):
            return quote_first.group("a"), quote_first.group("b"), quote_first.start("a")
        addressed = re.search(rf", (?P<b>{_PERSON}) ?$|^(?P<c>{_PERSON}) ,", quote_first.group("q").strip())
        return quote_first.group("a"), (addressed.group("b") or addressed.group("c")) if addressed else None, quote_first.start("a")
    for verb in re.finditer(rf"\b{_ASK}\b", sentence):
        if re.match(rf" (?:(?:{_PERSON}) )?(?:niets|niks|nooit|niet)\b", sentence[verb.end():]):
            continue  # "vroeg mijn partner niets": no question asked
        inverted = re.match(r" (?P<a>(?:de|zijn|haar|mijn) (?:partner|blinde|leider|tegenspeler|verdediger)(?: SEAT_[NOZW])?|SEAT_[NOZW]) (?:(?:nog|toen|meteen|ook|even) )?(?:: |'|of\b)", sentence[verb.end():])
        if inverted and (re.search(r"\b(?:toen|daarna|dan|later|vervolgens|daarop|meteen)\s*$", sentence[: verb.start()])
                         or not re.search(rf"(?<!\w)(?:{_PERSON})(?!\w)", sentence[: verb.start()])):
            return inverted.group("a"), None, verb.start()  # "… en toen vroeg mijn partner of ik …": the subject after the verb
        fronted_alone = re.match(rf" (?P<a>ik|hij|zij|{_PERSON}) (?:: |'|of\b)", sentence[verb.end():])
        if fronted_alone and _clause_first(sentence[: verb.start()]):
            return fronted_alone.group("a"), None, verb.start()  # "toen de leider afgooide , vroeg hij : ' geen harten , partner ? '"
        fronted = re.match(rf" (?P<a>ik|hij|zij|{_PERSON}) (?:aan )?(?P<b>{_PERSON})\b", sentence[verb.end():])
        if fronted and _clause_first(sentence[: verb.start()]):
            return fronted.group("a"), fronted.group("b"), verb.start()
        after = re.match(rf" ' [^']*' (?:naar|tegen|aan) (?P<b>{_PERSON})\b", sentence[verb.end():]) \
            or re.match(rf"(?: nu| toen| dan| meteen| hij| \S+)?(?: :)? (?:aan |tegen )?(?P<b>{_PERSON})\b", sentence[verb.end():]) \
            or re.match(rf"(?: (?!of\b|dat\b|,)\S+){{1,7}}? (?:aan|tegen) (?P<b>{_PERSON})\b", sentence[verb.end():])  # "vroeg tijdens het spel aan SEAT_O"
        asker = _asker_before(sentence[: verb.start()])
        if asker:
            askee = after.group("b") if after else None
            if askee is None and re.match(r" (?:: )?'", sentence[verb.end():]):
                # "Z keek zijn partner N aan en vroeg : ' heb jij …'": the one other person before the quote
                others = [m.group(0) for m in re.finditer(rf"\b(?:{_PERSON})(?!\w)", sentence[: verb.start()])
                          if m.group(0) not in asker and m.group(0) not in ("ik", "mij", "me", "hij", "hem")
                          and not re.search(r"\bals $", sentence[: m.start()])]  # ("lag als blinde": the asker's own role)
                if len(others) == 1:
                    askee = others[0]
            return asker, askee, verb.start()
        inverted = re.match(rf" (?P<a>{_PERSON}) (?:nog |ook |meteen |toen |even |direct )?(?:aan )?(?P<b>{_PERSON})\b", sentence[verb.end():])
        if inverted:
            return inverted.group("a"), inverted.group("b"), verb.start()
        alone = re.match(rf" (?P<a>{_PERSON})(?: , (?:de )?(?P<r>leider|blinde|tegenspeler|verdediger))? ?:", sentence[verb.end():])
        if alone:
            return alone.group("a") + (" " + alone.group("r") if alone.group("r") else ""), None, verb.start()
    return None, None, 0


def _shown_role(before: str) -> str | None:
    """The role of the last person told to show out before the question ('de leider , op schoppen een harten speelde')."""
    shown = re.findall(r"\b(?:mijn |de |zijn )?(leider|blinde|tegenspeler|verdediger|partner)\b (?:(?!leider\b|blinde\b|tegenspeler\b|verdediger\b|partner\b)[^\s.?!;]+ ){0,5}?(?:af|bij|weg)?(?:gooit|gooide|speelt|speelde|legt|legde|bekent|bekende|troeft|troefde|gegooid|gelegd|getroefd|gespeeld|gooien|spelen|leggen|troeven)\b", before)
    if not shown:
        return None
    return "partner" if shown[-1] == "partner" else _ROLE_WORD[shown[-1]]


def _writer_role(text: str) -> str | None:
    """The writer's role: _me, or told verb-last ("terwijl ik gewoon tegenspeler was"), or from his partner's
    ("mijn partner de blinde", "mijn partner was leider")."""
    mine = _me(text)
    if mine:
        return mine
    told = re.search(r"\bik (?:gewoon |toch |zelf |hier |de |een )*(leider|blinde|tegenspeler|verdediger) (?:was|ben|zat|speelde)\b", text)
    if told:
        return _ROLE_WORD[told.group(1)]
    partner = re.search(r"\bmijn partner (?:\( ?SEAT_[NOZW] ?\) |SEAT_[NOZW] )?(?:, )?(?:was |is |lag |ligt |als |zat )?(?:de |als )?(leider|blinde)\b", text)
    if partner:
        return {"leider": "dummy", "blinde": "declarer"}[partner.group(1)]
    if re.search(r"\b(?:we|wij) (?:zitten|zaten|speelden|spelen) (?:\S+ )?tegen\b(?! (?:de|een|het|hen|hun|SEAT_[NOZW]|SIDE_\w+)\b)", text):
        return "defender"  # "(we zitten tegen)": the writer's side defends
    return None


def _asked_about(rest: str, text: str, roles: dict[str, str], offset: int) -> tuple[str | None, str | None]:
    """(role, seat) of the player a question is about: 'vroeg of de leider …', 'vraagt wel of ik geen ruiten heb',
    'nagaan of een tegenspeler renonce is', 'of hij echt geen harten had' (the one who just showed out)."""
    about = re.search(r"\b(?:of|dat) (?P<w>ik|(?:de|een) (?:leider|tegenspeler|verdediger)|SEAT_[NOZW]|(?:zijn|haar|mijn) partner|hij|zij|ze|die) "
                      r"(?:\S+ ){0,4}?(?:geen|niks|niets|nog|renonce|echt|werkelijk|wel)\b", rest)
    if not about:
        return None, None
    who = about.group("w")
    if who == "ik":
        return _writer_role(text), None
    if who.startswith(("de ", "een ")):
        return _ROLE_WORD[who.split()[-1]], None
    if who.startswith("SEAT_"):
        return roles.get(who[-1]), who[-1]
    if who.endswith("partner"):
        return "partner", None
    seat = _showed_out(text, offset)
    if seat:
        return roles.get(seat), seat
    return _shown_role(text[:offset]), None


def _inquiry_kind(text: str) -> str | None:
    # a question mark inside a quote does not end the sentence: "riep ' geen schoppen ? ' naar zijn partner"
    text = re.sub(r"' ([^'.!?]*?) [?!] '(?= \S)", r"' \1 '", text)
    text = re.sub(r" (?:→|->|- >|=>) (?=[^.?!']*: ')", " aan ", text)  # "verd O → partner W : ' geen ♦ ? '"
    # "wilde de leider van hem weten of …", "informeerde bij zijn partner of …": asked in other words
    text = re.sub(rf"\b(?:wilde|wou|wil|wilden) (?P<a>(?:{_PERSON}) )?(?:\S+ )?(?:van|bij) (?P<b>{_PERSON}) (?:\S+ )?weten\b",
                  lambda m: (m.group("a") or "") + "vroeg " + m.group("b"), text)
    text = re.sub(r"\b(?:informeerde|informeert|checkte|checkt|polste|polst) (?:(?:nog |even |toen |meteen )?(?:bij|aan) )?", "vroeg ", text)
    text = re.sub(r"\b(?:vrg|vraagd|vroegt)\b", "vraagt", text)  # shorthand, typos
    # "kreeg ik van mijn RT de vraag of …": the asker after "van", the one asked the subject
    text = re.sub(rf"(?:\bals (?P<r>leider|blinde|tegenspeler|verdediger) )?\b(?:kreeg|krijg|krijgt|kregen) (?P<b>{_PERSON}) (?:(?!van\b)[^\s.?!;']+ ){{0,4}}?van (?P<a>{_PERSON}) (?:\S+ ){{0,2}}?de vraag\b",
                  lambda m: (f"{m.group('b')} was {m.group('r')} . " if m.group("r") else "") + m.group("a") + " vroeg " + m.group("b"), text)
    text = re.sub(r"\b(?:nagaan|navragen|checken|controleren)\b(?= of\b)", "vragen", text)  # "mag de blinde nagaan of …"
    # "vroeg ik , de blinde , aan hem": the apposition as the asker's role
    text = re.sub(r"\b(vroeg|vraagt) (ik|hij|zij|SEAT_[NOZW]) , (?:de |een )?(leider|blinde|tegenspeler|verdediger) , (?:aan )?",
                  r"\2 \1 als \3 aan ", text)
    # the passive with the asker first: "er werd door de blinde aan de leider gevraagd", "aan de leider werd door de blinde gevraagd"
    text = re.sub(rf"\b(?:er )?(?:werd|wordt|is|was) (?:er )?(?:toen |nog |daarna )?door (?P<a>{_PERSON}) (?:aan )(?P<b>{_PERSON}) (?:\S+ )?gevraagd\b",
                  lambda m: m.group("a") + " vroeg " + m.group("b"), text)
    text = re.sub(rf"\baan (?P<b>{_PERSON}) (?:werd|wordt|is|was) (?:er )?(?:toen |nog |daarna )?door (?P<a>{_PERSON}) (?:\S+ )?gevraagd\b",
                  lambda m: m.group("a") + " vroeg " + m.group("b"), text)
    text = re.sub(r"\b(zijn|haar|mijn) eigen partner\b", r"\1 partner", text)
    text = re.sub(r"\b((?:zijn|haar|mijn) partner) , (?:de |een )?(leider|blinde|tegenspeler|verdediger) ,", r"\1 ( \2 )", text)
    text = re.sub(rf"(?P<b>{_PERSON})(?P<app> , (?:de |een )?(?:leider|tegenspeler|verdediger|blinde) ,)? (?:werd|wordt|is) (?:toen |nog )?door (?P<a>{_PERSON}) (?:\S+ )?gevraagd\b",
                  lambda m: m.group("a") + " vroeg " + m.group("b") + (m.group("app") or ""), text)  # the passive: "werd door zijn blinde gevraagd"
    text = re.sub(rf"\b(vroeg|vraagt) niet (?:{_PERSON}) ,? maar (?P<b>{_PERSON})", lambda m: m.group(1) + " " + m.group("b"), text)  # "vroeg niet X , maar Y"
    # the askee fronted in the passive: "aan O , die … , werd door de leider gevraagd of …"
    text = re.sub(rf"\baan (?P<b>{_PERSON})(?: , die [^,.?!']*,)? (?:werd|wordt|is) (?:toen |nog |daarna )?door (?P<a>{_PERSON}) (?:\S+ )?gevraagd\b",
                  lambda m: m.group("a") + " vroeg " + m.group("b"), text)
    text = re.sub(rf"\bdoor (?P<a>{_PERSON}) (?:werd|wordt|is) (?:toen |nog |daarna )?(?:aan )?(?P<b>{_PERSON}) (?:\S+ )?gevraagd\b",
                  lambda m: m.group("a") + " vroeg " + m.group("b"), text)
    # a role told in a relative clause: "zijn partner , die de blinde was ," → "zijn partner ( blinde )"
    text = re.sub(rf"\b(?P<p>(?:zijn|haar|mijn|de) (?:partner|maat)|SEAT_[NOZW]) , die (?:als |de |een |hier )?(?P<r>leider|blinde|tegenspeler|verdediger)(?: (?!,)[^\s.?!']+){{0,3}}? (?:was|is|zat|zit|lag|ligt)(?: ,)?(?= |$)",
                  lambda m: m.group("p") + " ( " + m.group("r") + " )", text)
    text = re.sub(r"\b(?:zijn|haar|mijn) partner (?:aan|op) tafel\b", "de blinde", text)
    text = re.sub(rf"\b(?:wilde|wou|wil|wilden) (?:\S+ )?weten of (?P<b>{_PERSON})\b", lambda m: "vroeg " + m.group("b") + " of", text)
    # a relative clause between the asker and "aan <askee>": "de blinde , die niets fout had gedaan , aan de leider"
    text = re.sub(rf"(?P<p>{_PERSON}) , die (?:(?!leider\b|blinde\b|tegenspeler\b|verdediger\b|gooit\b|gooide\b|legt\b|legde\b|speelt\b|speelde\b)[^\s,.?!']+ ){{1,10}}?[^\s,.?!']+ , (?=(?:aan|tegen) )",
                  lambda m: m.group("p") + " ", text)
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
        if askee and askee.split()[-1] in ("hem", "hij", "haar") and not b_seat and b_role is None:
            # "blinde Z keek in de kaarten van O en vroeg hem …": the one other seat the sentence names
            others = {m for m in re.findall(S, sentence[:at]) if m != a_seat}
            if len(others) == 1 and a_seat:
                b_seat = others.pop()
                b_role = "partner" if b_seat == PARTNER[a_seat] else roles.get(b_seat)
        if askee and askee.split()[-1] in ("hem", "hij") and not b_seat and b_role is None:
            shown = _shown_role(text[:offset])  # "ik vroeg hem …" after "de leider legde op harten een schoppen"
            if shown:
                b_role = shown
            elif re.search(r"\b(?:zijn|haar) partner\b", sentence[:at]) and not re.search(r"\b(?:leider|blinde)\b", sentence):
                b_role = "partner"  # "terwijl zijn partner nog nadacht , vroeg O hem …"
        if not askee:  # "N vraagt: geen schoppen?": the player who just showed out
            b_seat = _showed_out(text, offset)
            b_role = roles.get(b_seat) if b_seat else None
            if not b_seat:
                shown = re.findall(r"\b(?:mijn |de |zijn )?(leider|blinde|tegenspeler|verdediger|partner)\b (?:(?!leider\b|blinde\b|tegenspeler\b|verdediger\b|partner\b)[^\s,.;?!]+ ){0,5}?(?:gooit|gooide|speelt|speelde|legt|legde|bekent|bekende|troeft|troefde|gegooid|afgegooid|gelegd|getroefd)\b", text[:offset]) \
                    or re.findall(r"\b(?:afgooi|verzaking|renonce|discard) van (?:de |zijn |mijn )?(leider|blinde|tegenspeler|verdediger|partner)\b", text[:offset])
                if shown:
                    b_role = "partner" if shown[-1] == "partner" else _ROLE_WORD[shown[-1]]
            if re.search(rf"' ?geen (?:\S+ )?(?:{SUIT_WORD}|troef)(?: meer)? ?,? partner\b|' ?partner ,? (?:geen|heb je|heb jij|nog|toch|ben je|ben jij|echt)\b", sentence):
                b_role = "partner"
            elif re.search(rf"\b(?:vroeg|vraagt)\b[^.?!']*?\bof ik\b", sentence) and not re.search(r"\bik\b", sentence[: at]):
                mine = _me(text) or _speaker_role(text)  # "vroeg hij of ik nog klaveren had . ik was de leider"
                if a_role == "partner" and not a_seat and mine:  # "mijn partner vroeg … of ik …": the writer's partner
                    a_role, b_role = _PARTNER_ROLE[mine], ("partner" if mine == "defender" else mine)
                else:
                    b_role = mine
        if b_seat and b_seat == a_seat and askee and askee.split()[-1] in ("hij", "zij", "ze", "hem", "haar"):
            b_role, b_seat = None, None  # nobody asks himself: the pronoun stands for someone else
        if a_role is None and asker and asker.split()[-1] in ("ik", "mij", "me"):
            a_role = _writer_role(text)
        if b_role is None and askee and askee.split()[-1] in ("ik", "mij", "me"):
            b_role = _writer_role(text)  # "de blinde vroeg mij … , terwijl ik gewoon tegenspeler was"
        if b_role is None and not b_seat and (not askee or askee.split()[-1] in ("hem", "haar", "hij", "zij", "ze")):
            b_role, b_seat = _asked_about(sentence[at:], text, roles, offset)
        if b_role is None and not b_seat and a_role == "dummy" and askee and askee.split()[-1] in ("hem", "haar") and \
                _writer_role(text) == "dummy" and not re.search(r"\b(?:tegenspeler|verdediger|tegenstander)s?\b", text):
            b_role = "declarer"  # "mijn partner was leider . ik ( blinde ) vroeg hem …"
        if a_role == "partner" and not a_seat and asker and asker.startswith("mijn ") and _writer_role(text):
            a_role = _PARTNER_ROLE[_writer_role(text)]  # "mijn partner vroeg …" with the writer the declarer: dummy
        if a_role == "partner" and a_seat:
            a_role = roles.get(a_seat)  # "zijn partner O vraagt": partner of another player, not a role
        if a_seat and b_seat and b_seat == PARTNER[a_seat]:
            b_role = "partner"
        if askee and askee.split()[-1] in ("ik", "mij", "me") and "partner" in asker.split():
            b_role = "partner"  # "mag mijn partner mij vragen"
        if a_role is None and a_seat and b_role == "declarer":
            a_role = "defender"  # not the declarer himself, and dummy would be named as such
        if a_role is None and b_role == "partner" and b_seat and roles.get(b_seat) == "defender":
            a_role = "defender"
        if a_role is None and a_seat and b_role == "partner" and not roles:
            a_role = "defender"  # declarer never asks dummy, and dummy is named as such
        if a_role is None and b_role == "partner" and re.search(
                r"\b(?:beiden|beide|allebei)\b[^.?!]*\b(?:tegenspeler|verdediger)s?\b|\b(?:tegenspeler|verdediger)s?\b[^.?!]*\b(?:beiden|allebei)\b", text):
            a_role = "defender"  # "zij vroeg haar partner … . beiden waren tegenspelers"
        if a_role == "opponents" and asker and asker.startswith("mijn ") and not a_seat:
            mine = _writer_role(text)  # "mijn linkertegenstander vroeg …" told by the declarer (or dummy): a defender
            a_role = "defender" if mine in ("declarer", "dummy") else None
            if b_role is None and not b_seat and mine and (not askee or askee.split()[-1] in ("ik", "mij", "me")) and \
                    re.search(r"\bmijn (?:afgooi|discard|renonce|verzaking)\b|\bik (?:\S+ )?(?:gooide|gooi|troefde|troef|bekende|bekende niet)\b|\bof ik\b", text):
                b_role = mine  # the writer showed out and was asked
        if b_role == "opponents":
            b_role = "defender" if a_role in ("declarer", "dummy") else None
        if a_role == "declarer" and b_role == "partner" and askee and askee.startswith("mijn ") and not a_seat:
            return "declarer_asks_defender"  # "mag de leider aan mijn partner vragen …": the writer's partner defends
        if a_role == "declarer" and (b_role == "defender" or (b_role is None and (b_seat or not askee or askee.split()[-1] in ("hem", "haar")))):
            # dummy's cards lie open: whoever declarer asks is a defender
            return "declarer_asks_defender"
        if a_role == "dummy" and b_role is None and not b_seat:
            named = set(re.findall(r"\b(leider|tegenspeler|verdediger)\b", sentence))
            if named == {"leider"}:
                b_role = "declarer"  # dummy asks "of hij …" and the declarer is the only other person named
            elif not named and askee and askee.split()[-1] in ("hem", "haar") and re.search(r"\b(?:zijn|haar) partner\b", sentence):
                b_role = "declarer"  # "de blinde … in de hand van zijn partner … vroeg hij hem": dummy's partner
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


# dummy looked into a hand: "had daarvoor al in zijn kaarten gegluurd"
_LOOKED = (r"\b(?:een )?blik (?:\S+ ){0,2}?(?:in|op) (?:de |zijn |haar |mijn )?(?:\S+ )?(?:hand|kaarten)\b(?: \S+){0,4}? (?:geworpen|geslagen)\b"
           r"|\b(?:wierp|werpt|sloeg|slaat) (?:\S+ ){0,2}?(?:een )?blik (?:\S+ )?(?:in|op) (?:de |zijn |haar |mijn )?(?:\S+ )?(?:hand|kaarten)\b",
           r"\b(?:in|naar) (?:de |zijn |haar |mijn )?(?:\S+ )?(?:hand|kaarten)(?: \S+){0,3}? (?:gekeken|gegluurd|gespiekt|geloerd|gekeken heeft)\b",
           r"\b(?:keek|kijkt|keken|gekeken|kijken) (?:\S+ ){0,6}?mee\b|\b(?:meegekeken|meekeek|meekijkt|meekijken|mee te kijken|meegluurde|meegegluurd)\b",
           r"\b(?:stond|staat|stonden) (?:\S+ ){0,2}?op (?:en|om) (?:\S+ ){0,6}?(?:keek|kijken|kijkt|te kijken|gluurde|te zien|zag)\b",
           r"\b(?:keek|gluurde|spiekte|loerde) (?:\S+ ){0,3}?(?:in|naar) (?:de |zijn |haar |mijn )?(?:\S+ )?(?:hand|kaarten)\b")


def _dummy_violated(text: str) -> bool | None:
    if _search(text, *_NOT_VIOLATED, r"\brechten (?:\S+ ){0,3}?niet (?:\S+ )?(?:verspeeld|verloren)\b", r"\bnergens (?:\S+ ){0,2}?gekeken\b",
               # "heeft nergens aan gezeten", "niks aangeraakt": dummy kept his hands off everything
               r"\b(?:nergens|niks|niets) (?:\S+ )?aan (?:gezeten|gekomen|gezet)\b|\b(?:nergens|niks|niets) (?:\S+ )?aangeraakt\b",
               r"\b(?:zat|bleef|zit|blijft|is|was) (?:\S+ ){0,3}?op (?:zijn|haar) (?:eigen )?(?:stoel|plaats|plek) (?:\S+ )?(?:gebleven|blijven zitten|zitten|gezeten)?(?=[ .,;!?]|$)(?! (?:\S+ )?(?:maar|behalve)\b)",
               r"\b(?:netjes|keurig) (?:\S+ )?(?:blijven |bleef |is |was )?(?:zitten|gezeten|gebleven)\b",
               r"\b(?:niet|nooit|nergens) (?:in|naar) (?:\S+ ){0,3}?(?:hand|handen|kaarten) (?:\S+ ){0,4}?(?:gekeken|gekeken heeft|gezien)\b",
               r"\b(?:niet|nooit) (?:\S+ ){0,2}?(?:gekeken|gegluurd)\b",
               r"\b(?:niets|niks) (?:\S+ )?(?:fout|verkeerd|onreglementairs?) (?:\S+ )?gedaan\b|\bgeen (?:\S+ )?fouten? (?:\S+ )?gemaakt\b",
               r"\b(?:niets|niks) (?:\S+ )?gedaan (?:wat|dat) (?:niet mocht|niet mag|verboden (?:is|was))\b"):
        return False
    acts = [p for act in _VIOLATION_ACTS for p in _ACT_PATTERNS[act]] + list(_LOOKED)
    if _search(text, *acts) and re.search(r"\b(?:eerder|daarvoor|al|eerst|net|toen|daarna|vervolgens|nadat|tijdens het spel|halverwege)\b", text):
        return True
    act, ask = _search(text, *acts), re.search(r"\b(?:vroeg|vraagt|vragen)\b", text)
    if act and ask and act.end() < ask.start() and re.search(r" [.;] ", text[act.end(): ask.start()]):
        return True  # the act told in an earlier sentence than the question
    if act and ask and act.end() < ask.start() and \
            re.search(r"\b(?:had|hadden)\b(?:(?!\b(?:niet|nooit|nergens)\b)[^.?!;'])*$", text[: act.end()]) and \
            not re.search(r"\b(?:niet|nooit|nergens|geen)\b", text[max(0, act.start() - 40): act.end()]):
        return True  # the act in the pluperfect before the question: "die in slag 3 in de hand van W had gekeken , vraagt …"
    return None


@extractor("revoke_inquiry", replaces=True)
def revoke_inquiry(reader: Reader) -> dict[str, Any]:
    text = ctext(reader)
    facts: dict[str, Any] = {"revoke_inquiry_kind": _inquiry_kind(text)}
    if facts["revoke_inquiry_kind"] in ("dummy_asks_declarer", "dummy_asks_defender"):
        facts["dummy_violated_43a2"] = _dummy_violated(text)
    return {k: v for k, v in facts.items() if v is not None}


# -- Laws 61-63: the revoke before Law 64 -----------------------------------------------------------
# The revoke extractor (extract_revoke) gives the Law 64 facts; these are the Law 61-63 facts
# the rules of law61_63_revoke read, added only when the message leaves no doubt.

_NEXT = r"(?:de volgende slag|TRICK_\d+|TRICK)"
_PLAYED = r"(?:voorgespeeld|bijgespeeld|gespeeld|voorspeelde|voorspeelt|speelde voor|speelt voor|bijspeelde|uitgekomen)"
_NOT_YET = r"\b(?:nog niet|niet|voordat|voor|nog niemand|niemand|nog geen|geen)\b"


def _side_of(who: str, offender: str | None, role: str | None, text: str = "") -> str | None:
    """'offender_side' or 'non_offender' for a player phrase, relative to the revoke's offender."""
    words = who.split()
    side = next((w[5:] for w in words if w.startswith("SIDE_")), None)
    if side:
        return ("offender_side" if offender in side else "non_offender") if offender else None
    seat = next((w[-1] for w in words if w.startswith("SEAT_")), None)
    if seat and offender:
        return "offender_side" if seat in (offender, PARTNER[offender]) else "non_offender"
    if words and words[0] in ("wij", "we", "ik"):
        me = _me_seat(text) if text else None
        return (("offender_side" if SIDES_OF[me] == SIDES_OF[offender] else "non_offender") if me and offender else None)
    if any(w in ("verzaker", "overtreder", "hij", "zelf") for w in words) or "partner" in words or "maat" in words:
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


_WHO = r"(?:SIDE_(?:NZ|OW)|(?:zijn|haar|de|mijn|je|jouw|uw) (?:partner|maat)(?: \( ?SEAT_[NOZW] ?\))?(?: SEAT_[NOZW])?(?: van (?:de verzaker|de verzaakt|de overtreder|SEAT_[NOZW]))?|SEAT_[NOZW]|(?:uit |van )?(?:de )?(?:blinde|tafel)|(?:de )?leider|de verzaker|de overtreder|hij)"


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
        # verb last, as in a subordinate clause: "als je partner al naar de volgende slag heeft voorgespeeld"
        (rf"(?P<who>{_WHO}) (?:al )?(?:\S+ )?(?:naar|voor|in) {_NEXT} (?:al )?(?:had|heeft|is|was) (?:al )?{_PLAYED}\b", "played_next"),
        (rf"(?P<who>{_WHO}) al (?:had|heeft|is|was) {_PLAYED} (?:naar|voor|in) {_NEXT}\b", "played_next"),
        (rf"\b(?:nadat|toen) (?P<who>{_WHO}) (?:\S+ ){{0,3}}?(?:al )?(?:had )?{_PLAYED}\b", "played_next"),
        (rf"(?P<who>{_WHO}) {_FILL}{{0,2}}?(?:noemde|noemt|wees|wijst|vroeg om) (?:al )?(?:\S+ ){{0,5}}?(?:aan )?(?:voor|in|naar) {_NEXT}\b", "designated_next"),
        (rf"(?P<who>{_WHO}) {_FILL}{{0,2}}?(?:claimde|claimt|claimden|concedeerde|concedeert|gaf (?:\S+ )?slagen (?:\S+ )?(?:toe|weg))\b", "claim"),
        (rf"(?P<who>{_WHO}|wij|we|ik) (?:(?:al|toen|daarna|net|zelf|hadden|had|hebben|heeft|heb) ){{1,3}}(?:geclaimd|geconcedeerd)\b", "claim"),
        (rf"(?P<who>wij|we|ik) (?:claimden|claimde|claim|claimen|concedeerde|concedeerden)\b", "claim"),
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
            if _side_of(who, offender, role, text) == "offender_side":
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
    if penalty and re.search(rf"\bin[ _]plaats[ _]van (?:zijn |de |haar )?(?:\S+ )?{_PENALTY}|\b{_PENALTY} (?:\S+ ){{0,3}}?niet (?:\S+ )?(?:gespeeld|gelegd)|\bvergeet (?:zijn|haar|de) {_PENALTY}|\bvergat (?:zijn|haar|de) {_PENALTY}", text):
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


# Play verbs the revoke readings do not list, read as "speelde": "de blinde gaf een schoppen op ruiten"
_PLAY_SYNONYMS = {"gaf": "speelde", "geeft": "speelt", "gaven": "speelden"}


def _play_synonyms(text: str) -> str:
    """'gaf / geeft' followed by a card or a suit is a card played ("gaf een kleine harten bij")."""
    return re.sub(
        rf"\b(gaf|geeft|gaven)\b(?= (?:(?:SEAT_[NOZW]|hij|zij|ze|ik) )?(?:toch |gewoon |nog )?(?:een |de |zijn |haar )?(?:kleine |lage |hoge )?(?:{_SUITX}|{CARD}))",
        lambda m: _PLAY_SYNONYMS[m.group(1)], text)


def _penalty_holder(text: str) -> str | None:
    """The one seat told to hold a penalty card: "tegenspeler W heeft een strafkaart", "W had de ♠v als
    strafkaart", "de strafkaart van O". None when no seat or several seats hold one."""
    seats = {m.group(1) for m in re.finditer(
        rf"{S} (?:\( ?\S+ ?\) )?(?:(?!SEAT_)[^\s.?!;]+ ){{0,2}}?(?:heeft|had|hield|houdt) (?:(?!SEAT_)[^\s.?!;]+ ){{0,4}}?{_PENALTY}\b"
        rf"|\b{_PENALTY} (?:{CARD} )?(?:van|bij) (?:tegenspeler |verdediger )?{S}"
        rf"|\b{_PENALTY} (?:{CARD} )?(?:ligt|lag) (?:\S+ )?bij (?:tegenspeler |verdediger )?{S}", text)}
    return seats.pop() if len(seats) == 1 else None


@extractor("revoke", replaces=True)
def revoke(reader: Reader) -> dict[str, Any]:
    text = _play_synonyms(ctext(reader))
    facts = _law64(reader, text, _revoke.revoke(reader))
    if facts.get("revoke_by_failure_to_play_penalty_or_dummy_card") and not facts.get("offender") \
            and facts.get("offender_role") in (None, "defender") and not re.search(r"\b(?:blinde|tafel|dummy)\b", text):
        holder = _penalty_holder(text)  # the revoke is not playing one's own penalty card: its holder revoked
        if holder and not re.search(rf"\b(?:leider|blinde) \(? ?SEAT_{holder}\b|\bSEAT_{holder} \(? ?(?:is |was )?(?:de )?(?:leider|blinde)\b", text):
            facts["offender"], facts["offender_role"] = holder, "defender"
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


# -- Law 64: the revoke facts, read generally -------------------------------------------------------
# extract_revoke reads the Law 64 facts with phrase patterns fitted to the first messages; the
# readings below work on the canonical text (SEAT_N, TRICK_7, SIDE_NZ, "verzaakt" for every
# revoke word) by clause: who is the subject of the revoke clause (a seat, "hij", "ik", "mijn
# partner", "de leider", "de blinde"), which trick that clause names, who won "de slag", and so
# on. They fill what extract_revoke leaves open and correct it where it is plainly wrong.

_SUITX = r"(?:schoppen|harten|ruiten|klaveren|schop|hart|ruit|klaver|klavers|ruitje|ruitjes|troef|troeven|[♠♥♦♣])"
_SUIT_NAME = {"♠": "schoppen", "♥": "harten", "♦": "ruiten", "♣": "klaveren", "schop": "schoppen", "hart": "harten",
              "ruit": "ruiten", "ruitje": "ruiten", "ruitjes": "ruiten", "klaver": "klaveren", "klavers": "klaveren"}
_PREP = {"van", "tegen", "aan", "bij", "naar", "met", "voor", "op", "om", "over", "dan", "door", "achter"}
_REPORT = r"(?:zegt|zei|meldt|meldde|meldden|roept|riep|vraagt|vroeg|ziet|zag|ontdekt|ontdekte|merkt|merkte|telt|telde|klaagt|klaagden|zeggen|melden|denkt|dacht|kwamen|kwam|vertelt|vertelde|biechtte|erkent|erkende)"
_NUMW = r"(?:\d+|een|één|eentje|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|geen|nul)"

# Where a revoke is told: the revoke word, or a failure to follow told without it.
_REVOKE_MARKS = (
    r"\bverzaakt\b|\b(?:ge)?revoked?\b|\b\S+-verzaking\b|\bverzaakte\b|\bverzaken\b",
    rf"\b(?:gooit|gooide|legt|legde|speelt|speelde|troeft|troefde)\b (?:\S+ ){{0,3}}?(?:een |de )?(?:kleine )?(?:{_SUITX}\w*|{CARD}) (?:af |weg )?op (?:een |de )?{_SUITX}",
    rf"\b(?:gooit|gooide|legt|legde|speelt|speelde|troeft|troefde)\b (?:\S+ ){{0,4}}?op (?:een |de )?{_SUITX}\w* (?:een |de )?(?:kleine )?(?:{_SUITX}\w*|{CARD})(?: bij| af)?\b",
    r"\b(?:bekent|bekende|bekenden)\b(?: (?!en\b|maar\b)\S+){0,5}? niet\b",
    r"\b(?:bekent|bekende|bekenden) (?:SEAT_[NOZW] |hij |zij |ik )?(?:in (?:de )?TRICK_\d+ )?(?:opnieuw |weer |wéér |alweer |toen |nu |dus |gewoon |ook )?geen\b",
    r"\bniet (?:\S+ )?(?:bekend|bekende|bekent|bijgespeeld|gevolgd)\b",
    r"\bgeen \S+ (?:had |heeft |hebben )?(?:bij)?(?:gespeeld|gelegd|gevolgd|bekend|gedaan)\b",
    # a subordinate clause, the verb last: "dat W geen harten bekende", "omdat zij geen ruiten bijspeelde"
    r"\bgeen (?:schoppen|harten|ruiten|klaveren|troef|[♠♥♦♣]|kleur)\w* (?:bekende|bekenden|bijspeelde|bijspeelden|volgde|volgden)\b",
    # "speelde O geen ruiten (bij)", "legde hij geen harten": the verb first, the missing suit after
    rf"\b(?:speelde|speelt|legde|legt|gooide|gooit) (?:SEAT_[NOZW] |hij |zij |ik )?geen {_SUITX}\w*(?! meer\b)",
    rf"\b(?:een |de )?(?:kleine )?{_SUITX}\w* (?:gegooid|afgegooid|gelegd|bijgespeeld|getroefd) op (?:een |de )?{_SUITX}",
    rf"\bop (?:een |de )?{_SUITX}\w* (?:een |de )?(?:kleine )?{_SUITX}\w* (?:heeft |had |hebben )?(?:gegooid|afgegooid|gelegd|bijgespeeld|getroefd)\b",
    rf"\b(?:een |de )?(?:kleine )?{_SUITX}\w* op (?:een |de )?{_SUITX}\w* (?:heeft |had )?(?:gespeeld|gegooid|afgegooid|gelegd|bijgespeeld)\b",
    # "W volgde geen kleur", "Z kon harten volgen maar deed het niet"
    r"\b(?:volgt|volgde|volgden) (?:SEAT_[NOZW] |hij |zij |ik )?(?:geen kleur|de kleur niet|niet)\b",
    # "volgde in slag 2 niet in harten": the trick between the verb and its negation
    r"\b(?:volgt|volgde|volgden) (?:SEAT_[NOZW] |hij |zij |ik )?(?:in (?:de )?)?TRICK_\d+ (?:weer |opnieuw |ook )?niet\b",
    rf"\b(?:volgt|volgde|volgden) (?:(?!SEAT_)\S+ ){{0,3}}?geen {_SUITX}",
    r"\b(?:kon|kan) (?:\S+ ){0,3}?(?:volgen|bekennen) (?:\S+ )?maar (?:deed|doet) (?:het|dat) niet\b",
    r"\b(?:had|heeft|hebben) (?:\S+ ){0,3}?(?:moeten )?bekennen\b",
    # "had in de 12e slag een harten moeten bijspelen": the duty to follow, not met
    rf"\b(?:had|hadden) (?:\S+ ){{0,6}}?(?:een |de )?(?:{_SUITX}\w*|{CARD}) moeten (?:bekennen|bijspelen|volgen|spelen)\b",
    r"\b(?:vergeet|vergat|vergaten|vergeten) (?:\S+ )?(?:te bekennen|kleur te bekennen|bij te spelen)\b",
    rf"\bnog (?:een |de |wel )?(?:kleine |kleintje )?(?:{_SUITX}\w*|{CARD})(?: \S+)?(?: (?:had|heeft|over|te hebben|in zijn hand|tussen))",
    rf"\b(?:had|heeft|hadden|bleek|blijkt) (?:hij |ik |zij |er |SEAT_[NOZW] )?(?:toen |gewoon |echt |zelf )?(?:wel degelijk |toch )?nog (?:een |de |wel )?(?:kleine )?(?:{_SUITX}\w*|{CARD})",
    rf"\bnog (?:een |de |wel )?(?:kleine )?(?:{_SUITX}\w*|{CARD}) (?:bezat|bezit|vasthield|in handen had)\b",
    rf"\bnog (?:een |de |wel )?(?:{_SUITX}\w* )?(?:kon|kan) (?:bekennen|volgen)\b",
    rf"\bterwijl (?:hij|zij|ik|SEAT_[NOZW]) (?:nog )?(?:een |de )?(?:{_SUITX}\w*|{CARD}) (?:moest|had moeten|kon) (?:bekennen|volgen|bijspelen)\b",
    r"\b(?:vergeet|vergat) (?:zijn|haar|de) strafkaart\b|\bin[ _]plaats[ _]van (?:zijn |de |haar )?strafkaart\b",
    # "dat hij in slag 5 een harten had moeten bijspelen": the suit first, the modal after
    rf"\b(?:een |de )?(?:{_SUITX}\w*|{CARD}) (?:had|hadden|heeft|hebben) (?:moeten|kunnen) (?:bekennen|bijspelen|volgen|spelen)\b",
    r"\b(?:zijn|haar|de) strafkaart (?:\S+ )?(?:had|hadden) moeten (?:spelen|bijspelen|leggen)\b",
    r"\b(?:zijn|haar|de) strafkaart (?:\S+ )?niet (?:\S+ )?(?:gespeeld|bijgespeeld|gelegd)\b",
    # "dacht dat hij geen harten meer had" (and found one later)
    rf"\b(?:dacht|dachten|meende|meenden) (?:dat )?(?:hij |zij |ik |SEAT_[NOZW] )?(?:\S+ )?geen {_SUITX}\w* (?:meer )?(?:te hebben|had|heeft|hebben|hadden)\b",
    # "dat hij een klaveren had vastgehouden (terwijl er klaveren werd gespeeld)"
    rf"\b(?:een |de )?(?:{_SUITX}\w*|{CARD}) (?:had |heeft |hadden )?(?:vastgehouden|achtergehouden|bewaard|gehouden)\b",
    # "dat zijn leider niet op schoppen had bekend"
    rf"\bniet op (?:een |de )?{_SUITX}\w* (?:had |heeft |hebben |hadden )?(?:bekend|gevolgd|bijgespeeld)\b",
    # "speelde een harten terwijl er klaveren werd gespeeld": the suit led told in a clause after the card
    rf"\b(?:gooit|gooide|legt|legde|speelt|speelde|troeft|troefde)\b (?:\S+ ){{0,3}}?(?:een |de )?(?:kleine )?(?:{_SUITX}\w*|{CARD}) (?:bij |af )?(?:, )?(?:terwijl|toen|hoewel) (?:er )?{_SUITX}\w* (?:(?:werd|wordt|was|is) (?:\S+ )?(?:voorgespeeld|gespeeld|gevraagd)\b|(?:voorgespeeld|gespeeld|gevraagd) (?:werd|wordt|was|is)\b)",
    # "gooide in slag 5 af op klaveren": a discard on the suit led
    rf"\b(?:gooit|gooide|gooiden)\b (?:\S+ ){{0,3}}?af op (?:een |de )?{_SUITX}",
    # "dat hij een ruiten te veel had overgehouden": a card of the suit left over at the end
    rf"\b(?:een |de )?(?:{_SUITX}\w*|{CARD}) (?:te ?veel |nog )?(?:had |heeft |hadden )?overgehouden\b",
)


def _me_seat(text: str) -> str | None:
    quoted = re.search(r"^(?:\S+ ){0,3}?SEAT_([NOZW]) (?:\( ?\S+ ?\) )?(?:zegt |zei |roept |riep )?: ' (?:[^']*?\s)?ik\b", text)
    if quoted and not re.search(r"\bik\b", text[: quoted.start()] + text[text.find("'", quoted.end()) + 1 if "'" in text[quoted.end():] else len(text):]):
        return quoted.group(1)  # only the quote says "ik": the seat that says it
    mine = re.search(r"\bmijn partner (?:\( ?)?SEAT_([NOZW])\b", text)
    if mine and not re.search(r"\bik (?:\( ?|, )?(?:zit |zat |ben |was |speel )?(?:\S+ ){0,2}?\(? ?SEAT_", text):
        return PARTNER[mine.group(1)]
    label = re.match(r"SEAT_([NOZW]) : (?:[^'.?!;]*? )?(?:ik|mijn)\b", text)
    if label and len(set(re.findall(r"SEAT_([NOZW])", text))) == 1:
        return label.group(1)  # "N : ik heb verzaakt …": the seat speaking
    role_seat = re.search(r"\bik (?:ben|was) (?:de )?(?:leider|blinde|tegenspeler|verdediger) en (?:ik )?(?:zat|zit) (?:op |als )?SEAT_([NOZW])\b", text)
    if role_seat:
        return role_seat.group(1)  # "ik was leider en zat noord"
    as_seat = re.search(r"\bik\b[^.?!;]{0,30}? als SEAT_([NOZW])\b", text)
    if as_seat:
        return as_seat.group(1)
    match = re.search(r"\bik (?:\( ?|, )?(?:zit |zat |ben |was |speel )?(?:\S+ ){0,2}?\(? ?SEAT_([NOZW])\b", text)
    if match and re.fullmatch(r"ik SEAT_[NOZW]", match.group(0)) and \
            re.search(r"\b(?:vroeg|vraag|zei|zeg|zag|zie|riep|hoorde|vertelde|waarschuwde|wees) $", text[: match.start()]):
        match = None  # "vroeg ik West of …": West is asked, the writer is not West
    if match and not re.search(r"\bik (?:\S+ ){0,3}?(?:vraag|zeg|zag|zie)\b", match.group(0)):
        return match.group(1)
    return None


def _role_seats(text: str) -> dict[str, str]:
    """{'declarer': seat, 'dummy': seat} as far as the message tells them."""
    out: dict[str, str] = {}
    declarer = _declarer_seat(text)
    if not declarer:
        match = re.search(rf"\b(?:in|tegen) (?:CALL|\d ?sa|contract) (?:\S+ )?(?:van|door) {S}", text) or \
            re.search(rf"\bik (?:zat|zit) {S} en (?:speelde|speel) (?:CALL|\d ?sa)\b", text)
        if match:
            declarer = match.group(1)
    dummy = _search(text, rf"\bblinde \(? ?{S}\b", rf"\bblinde (?:is|was) {S}", rf"\b(?:de|hun|zijn|haar|onze) blinde , {S} ,", rf"\b{S} is (?:de )?(?:blinde|dummy)\b", rf"\b{S}(?: ,)? \(? ?(?:is |was |als )?(?:de )?blinde\b",
                    rf"\b{S} (?:won|wint|nam|neemt|speelde|speelt) (?:\S+ ){{0,3}}?als (?:de )?blinde\b",
                    rf"\bik (?:was|ben) (?:de )?blinde \( ?{S}")
    if dummy:
        out["dummy"] = next(g for g in dummy.groups() if g)
    elif not declarer and _speaker_role(text) == "dummy" and _me_seat(text):
        out["dummy"] = _me_seat(text)
    if declarer:
        out["declarer"] = declarer
        out.setdefault("dummy", PARTNER[declarer])
    elif "dummy" in out:
        out["declarer"] = PARTNER[out["dummy"]]
    return out


def _subject_seat(sentence: str, before: int | None = None) -> str | None:
    """The first seat of a sentence that is not after a preposition (its subject, mostly)."""
    for match in re.finditer(S, sentence[: before if before is not None else len(sentence)]):
        if re.search(r"\bik (?:zit|zat|ben|was)(?: als)? $", sentence[: match.start()]):
            continue  # "ik zit Z": the writer's seat
        words = sentence[: match.start()].split()
        if words and words[-1] in _PREP | {"in", "tot"}:
            continue
        if words and words[-1] == "(" and len(words) > 1 and words[-2] not in ("partner", "ik", "blinde", "leider", "tegenspeler", "verdediger"):
            continue
        return match.group(1)
    return None


_PERSON_RE = re.compile(
    r"\b(?:mijn|zijn|de|onze|hun) tegenstander(?: \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])|"
    r"\b(?:mijn|zijn) (?:partner|maat)(?: \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])?|\bpartner \( ?SEAT_[NOZW] ?\)|\bik(?: \( ?SEAT_[NOZW] ?\))?|\bhij\b|"
    r"\b(?:mijn )?(?:linker|rechter)tegenstander(?: \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])?|"
    r"\b(?:de |een |zijn |haar |mijn )?(?:leider|blinde|verzaker|tegenspeler|verdediger)(?: \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])?|SEAT_[NOZW]"
)


def _resolve_person(phrase: str, text: str, sentence: str, pos_in_sentence: int, prior: str) -> tuple[str | None, str | None]:
    """(seat, role) of a person phrase; role only when the phrase itself gives it."""
    seat_m = re.search(S, phrase)
    role = "declarer" if "leider" in phrase else ("dummy" if "blinde" in phrase else (
        "defender" if re.search(r"tegenspeler|verdediger", phrase) else None))
    if phrase.startswith(("mijn partner", "zijn partner")):
        if seat_m:
            return seat_m.group(1), (_PARTNER_ROLE.get(_speaker_role(text) or "") if phrase.startswith("mijn") and _speaker_role(text) == "defender" else None)
        if phrase.startswith("mijn"):
            me = _me_seat(text)
            mine = _speaker_role(text) or _me(text)
            if not me and len(set(re.findall(S, text))) == 1:
                told = re.search(rf"(?:^|[.;!?] )(?:mijn partner|hij|zij) (?:zat|zit) (?:als |op )?{S}", text)
                if told and not re.search(r"\bik\b", text):
                    return told.group(1), _PARTNER_ROLE.get(mine or "")  # "mijn partner … . hij zat noord"
            return (PARTNER[me] if me else None), _PARTNER_ROLE.get(mine or "")
        subject = _subject_seat(sentence, pos_in_sentence) or _last_subject(prior)
        return (PARTNER[subject] if subject else None), None
    if seat_m:
        return seat_m.group(1), role
    relative = re.search(r"(linker|rechter)tegenstander", phrase)
    if relative:
        me = _me_seat(text)
        # the opponent of a declaring writer defends
        return ((LHO if relative.group(1) == "linker" else RHO)[me] if me else None), ("defender" if _speaker_role(text) in ("declarer", "dummy") else None)
    if phrase.startswith("ik"):
        return _me_seat(text), _speaker_role(text) or _me(text)
    if phrase == "hij":
        return _pronoun_seat(sentence, pos_in_sentence) or _last_subject(prior), None
    if role in ("declarer", "dummy"):
        return _role_seats(text).get(role), role
    return None, role


_PARTNER_ROLE = {"defender": "defender", "declarer": "dummy", "dummy": "declarer"}


def _speaker_role(text: str) -> str | None:
    """The role the writer gives himself: 'tegenspeler hier', 'ik ben leider', 'wij waren de tegenspelers'."""
    match = _search(
        text,
        r"^(?:\S+ )?(leider|blinde|tegenspeler|verdediger) hier\b",
        r"\bik (?:ben|was|zit|zat|speel|speelde) (?:\S+ )?(?:de |als )?(leider|blinde|tegenspeler|verdediger)\b",
        r"\bik (?:ben|was|zit|zat) (?:\S+ ){0,3}?en (?:ik )?(?:ben|was) (?:de |als )?(leider|blinde|tegenspeler|verdediger)\b",
        r"\bik (?:zat|zit) (?:\S+ )?SEAT_[NOZW] (?:en|,) (?:we |wij )?(tegenspeler|verdediger)s?\b",
        r"\b(?:wij|we) (?:zijn|waren|zaten|speelden) (?:\S+ )?(?:de |als )?(tegenspelers|verdedigers)\b",
        r"\bals (leider|blinde|tegenspeler|verdediger) (?:\S+ ){0,2}?(?:ik|heb ik|had ik)\b",
        r"\b(?:wij|we) (?:zaten|zitten) in de (verdediging)\b",
        r"\b(?:wij|we) (?:\( ?SIDE_\w+ ?\) )?(verdedigden|verdedigen)\b",
        r"\b(?:wij|we) (?:\S+ ){0,3}?(?:ingestemd|akkoord gegaan|stemden in|gingen akkoord) met de (claim) van de leider\b",
    )
    if not match:
        return None
    word = next(g for g in match.groups() if g)
    return {"tegenspelers": "defender", "verdedigers": "defender", "verdediging": "defender", "verdedigden": "defender",
            "verdedigen": "defender", "claim": "defender"}.get(word) or _ROLE_WORD[word]


def _pronoun_seat(sentence: str, pos: int) -> str | None:
    """The seat 'hij' stands for: the nearest one before it, not after a preposition nor reporting."""
    own = re.search(rf"{S} {_REPORT} (?:dat|:) (?:\S+ )?$", sentence[:pos])
    if own:
        return own.group(1)  # "O zei dat hij …": the one who speaks
    for match in reversed(list(re.finditer(S, sentence[:pos]))):
        if re.search(r"\bik (?:zit|zat|ben|was)(?: als)? $", sentence[: match.start()]):
            continue  # "ik zit Z": the writer's seat, not whom "hij" stands for
        words = sentence[: match.start()].split()
        if words and words[-1] in _PREP | {"in", "tot", "("}:
            continue
        # the same behind a role word: "meegekeken met de kaarten van (de) leider N"
        while words and words[-1] in ("leider", "blinde", "tegenspeler", "verdediger", "de", "zijn", "haar"):
            words = words[:-1]
        if len(words) < len(sentence[: match.start()].split()) and words and words[-1] in _PREP | {"in", "tot"}:
            continue
        if re.match(rf" {_REPORT}\b", sentence[match.end():]):
            continue
        return match.group(1)
    return _subject_seat(sentence, pos)


def _last_subject(prior: str) -> str | None:
    """The seat a sentence-opening 'hij' stands for: the last one named as acting before it."""
    for sentence in reversed(_sentences(prior)):
        seat = _pronoun_seat(sentence, len(sentence))
        if seat:
            return seat
    return None


def _negated_mark(sentence: str, match: re.Match) -> bool:
    before = sentence[max(0, match.start() - 30): match.start()]
    after = sentence[match.end(): match.end() + 25]
    if match.group(0) == "verzaakt":
        if re.match(r" niet (?:in |op )?(?:de )?TRICK_\d+ (?:, )?maar (?:in |op )?(?:de )?TRICK_\d+", sentence[match.end():]):
            return False
        return bool(re.search(r"\b(?:niet|nergens|geen|nooit)(?: \S+)?(?: \S+)? ?$", before) or re.match(r" (?:\S+ )?niet\b", after)) \
            and not re.search(r"\bniet alleen\b", before)
    return False


def _offender_new(text: str) -> tuple[str | None, str | None]:
    """(seat, role) of the revoker: the subject of the first clause telling a revoke."""
    side_of = re.search(r"\b(?:tegenspeler|speler|verdediger) (links|rechts) (?:van|naast) (?:de )?leider\b", text)
    if side_of and (re.search(r"\bverzaakt\b", text) or _search(text, *_REVOKE_MARKS)):
        declarer = _role_seats(text).get("declarer")
        return ((LHO if side_of.group(1) == "links" else RHO)[declarer] if declarer else None), "defender"
    # "N verzaakte niet , O wel" / "NZ verzaakten niet . OW wel : O in slag 9"
    denied = re.search(r"\b(?:geen|niet) verzaakt (?:van|door) (?:de )?SEAT_[NOZW] , (?:maar )?(?:wel )?(?:een )?(?:verzaakt )?(?:van|door) (?:de )?SEAT_([NOZW])", text)
    if denied:
        return denied.group(1), None
    contrast = re.search(r"\b(?:geen|niet) verzaakt\b[^.?!;]*? , (?:maar )?wel (?:\S+ ){0,3}?(?:door|van) (?:de )?SEAT_([NOZW])\b", text) or \
        re.search(r"\b(?:geen|niet) verzaakt (?:van|door) (?:de )?SEAT_[NOZW]\b[^.?!;]*?(?:[:,] (?:maar )?)SEAT_([NOZW]) (?:was|is) het\b", text) or \
        re.search(r"\b(?:geen|niet) verzaakt (?:van|door) (?:de )?SEAT_[NOZW]\b[^.?!;]*?(?:[:,] (?:maar )?)het was SEAT_([NOZW])\b", text)
    contrast = contrast or re.search(r"\b(?:geen|niet) (?:\S+ )?verzaakt\b[^.?!;]*? , (?:maar )?(?:alleen|enkel) (?:de )?SEAT_([NOZW])\b", text)
    if contrast:
        return contrast.group(1), None  # "geen verzaking van W zoals gedacht : O was het"
    elliptic = re.search(r"\b(?:verzaakt (?:\S+ )?niet|niet (?:\S+ )?verzaakt)\b[^.?!]{0,10}?[.;,:] (?:maar )?(?:SEAT_([NOZW]) wel\b|SIDE_\w+ wel :? SEAT_([NOZW])\b)", text)
    if elliptic:
        return elliptic.group(1) or elliptic.group(2), None
    own = re.search(r"\bSEAT_([NOZW]) (?:\S+ ){0,2}?(?:zijn|haar) (?:eigen )?verzaakt\b", text) or \
        re.search(r"\b(?:de)?zelfde speler\b[^.?!;]{0,40}? : (?:de )?SEAT_([NOZW])\b", text)
    if own:
        return own.group(1), None  # "W zag zijn verzaking pas toen …"
    direct = re.search(r"\bverzaakt\b[ !]*(?:\S+ ){0,4}?(?:door|van|by) (?:de |een )?(?:(leider|blinde|tegenspeler|verdediger) )?(?:\( ?)?(?:SEAT_([NOZW]))?", text)
    if direct and re.search(r"\b(?:geen|niet)\s*$", text[: direct.start()]):
        direct = None  # "geen verzaking van O"
    if direct and not direct.group(2) and direct.group(1) in ("tegenspeler", "verdediger") and not re.search(S, text):
        return None, "defender"  # "de verzaking van een tegenspeler": no seat, the role
    if direct and (direct.group(2) or direct.group(1) in ("leider", "blinde")):
        if direct.group(2):
            return direct.group(2), _ROLE_WORD.get(direct.group(1) or "")
        role = _ROLE_WORD[direct.group(1)]
        return _role_seats(text).get(role), role
    offset = 0
    for sentence in _sentences(text):
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        prior = text[:start]
        marks = sorted((m for p in _REVOKE_MARKS for m in re.finditer(p, sentence)), key=lambda m: m.start())
        for mark in marks:
            if _negated_mark(sentence, mark):
                continue
            inverted = re.match(r"(?:had|heeft|hadden|gooide|gooit|troefde|troeft|speelde|speelt|legde|legt|bekende|bekent|volgde|volgt|verzaakt) "
                                r"(?:(?:de )?(leider|tegenspeler|verdediger|blinde) (?:\( ?)?)?SEAT_([NOZW])\b", sentence[mark.start():])
            if inverted and inverted.group(0).startswith("verzaakt") and not re.search(r"\b(?:TRICK_\d+|CALL (?:van|door) SEAT_[NOZW]|toen|daarna|later|vervolgens|ook|eerst|nu|dan) $", sentence[: mark.start()]):
                inverted = None  # "verzaakt" stands for the noun too: only after a fronted phrase is the seat its subject
            if inverted and not re.search(r"(?<!\bvan )(?<!\bdoor )\b(?:SEAT_[NOZW]|hij|ik|zij) $", sentence[: mark.start()]):
                # "in slag 4 had O nog een ruiten", "gooide tegenspeler O een ruiten af": the subject after the verb
                return inverted.group(2), _ROLE_WORD.get(inverted.group(1) or "")
            # the nearest person before the mark in the sentence, not after a preposition or reporting a revoke
            people = []
            for person in _PERSON_RE.finditer(sentence[: mark.start()]):
                words = sentence[: person.start()].split()
                if words and words[-1] in (_PREP - {"door"}) | {"in"}:
                    continue
                if len(words) > 1 and words[-1] == "door" and re.fullmatch(r"CALL|contract|\d?sa", words[-2]):
                    continue  # "in 4♥ door W": the contract's declarer, not the revoker
                if words and words[-1] == "(":
                    continue  # told again in brackets: the phrase before it counts
                if re.search(r"\bik (?:zit|zat|ben|was)(?: als)? $", sentence[: person.start()]) or \
                        (person.group(0) == "ik" and re.match(r" (?:zit|zat|ben|was) (?:als )?SEAT_[NOZW] ,", sentence[person.end():])):
                    continue  # "mijn linkertegenstander ( ik zit N ) had nog …": the writer's seat, not the subject
                if re.match(rf" {_REPORT} (?:dat|:|het|,|zijn|de)\b", sentence[person.end():]) and mark.start() > person.end() + 1 \
                        and not re.match(rf" {_REPORT} (?:zijn|haar) (?:eigen )?verzaakt\b", sentence[person.end():]):  # ("hij zag zijn verzaking": his own)
                    continue  # (not "W dacht dat hij geen harten meer had": the mark itself)
                if person.group(0) == "ik" and re.match(r" (?:nu |toen |al )?(?:begrijp|begreep|weet|wist|zie|hoor|hoorde|denk|dacht|meen|geloof)\b", sentence[person.end():]):
                    continue  # "… heeft , naar ik nu begrijp , …": the writer comments
                people.append(person)
            told_role = None
            for person in reversed(people):
                if re.search(r"\b(?:en|als)\s*$", sentence[: person.start()]) and re.search(S, sentence[max(0, person.start() - 20): person.start()]) \
                        and not re.search(r"\b(?:die|dat|ik) SEAT_[NOZW] (?:zat|zit|was|is) (?:en|als)\s*$|\bik (?:zat|zit|ben|was) (?:als )?SEAT_[NOZW] en\s*$", sentence[: person.start()]):
                    break  # "O en Z hebben allebei verzaakt": not one offender
                if re.match(r" (?:en|als) SEAT_", sentence[person.end():]):
                    break
                seat, role = _resolve_person(person.group(0), text, sentence, person.start(), prior)
                told_role = told_role or role
                if seat:
                    return seat, told_role
                if not role and person.group(0) == "hij" and person is people[-1] and len(people) > 1:
                    continue  # "speelde de leider … terwijl hij nog ruiten had": "hij" is the subject before it
                cataphor = re.match(r"(?:nadat|toen|omdat|terwijl|zodra|als) hij\b[^,]* , \S+ (?:de )?(leider|blinde|tegenspeler|verdediger)\b", sentence)
                if not role and person.group(0) == "hij" and cataphor and person.start() < sentence.find(" , "):
                    return None, _ROLE_WORD[cataphor.group(1)]  # "nadat hij … niet had bekend , won de leider …": the main clause's subject
                if not role and person.group(0) == "hij" and not re.search(S, sentence):
                    # "nadat de leider … had gevraagd , zag hij dat hij …": the one role named before it as a subject
                    named = {_ROLE_WORD[m.group(1)] for m in re.finditer(r"\b(?:de|een) (leider|blinde|tegenspeler|verdediger)\b", sentence[: person.start()])
                             if not re.search(r"\b(?:uit|van|aan|bij|naar|met|tegen|op|voor|door)\s*$", sentence[: m.start()])}
                    others = re.search(r"\b(?:mijn|zijn|haar) (?:partner|tegenstander)|\bik\b", sentence[: person.start()])
                    if len(named) == 1 and not others:
                        return None, named.pop()
                if not role:
                    break
            if told_role:
                return None, told_role
            if not sentence[mark.end():].strip(" !.:"):
                following = re.match(r"\s*[!.:]?\s*(?:(leider|blinde|tegenspeler|verdediger) )?\(? ?SEAT_([NOZW])", text[start + len(sentence):].lstrip(" .!?;"))
                if following:
                    return following.group(2), _ROLE_WORD.get(following.group(1) or "")
            after = re.match(r"(?:\S+ ){0,4}?(?:(?:de )?(leider|blinde|tegenspeler|verdediger) )?\(? ?SEAT_([NOZW])", sentence[mark.end():].lstrip())
            if after and not re.search(r"\b(?:van|door|aan|naar|tegen|bij)\s*$", sentence[mark.end(): mark.end() + 1 + after.start(2) - 2]):
                return after.group(2), _ROLE_WORD.get(after.group(1) or "")
    return _inverted_discard(text)


def _inverted_discard(text: str) -> tuple[str | None, str | None]:
    """'toen er harten werd gespeeld , legde hij een klaveren': the led suit first, the player after the verb."""
    offset = 0
    for sentence in _sentences(text):
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        match = re.search(rf"\b(?P<led>{_SUITX})\w* (?:werd|wordt|is|was) (?:\S+ )?(?:voorgespeeld|gespeeld|gevraagd) ?, (?:\S+ )?"
                          rf"(?:legde|gooide|speelde|legt|gooit|speelt|troefde|troeft) (?P<who>hij|zij|SEAT_[NOZW]) (?:toch |gewoon )?(?:een |de )?(?:kleine )?(?P<suit>{_SUITX}|{CARD})",
                          sentence)
        if not match:
            continue
        led = _SUIT_NAME.get(match.group("led"), match.group("led"))
        suit = match.group("suit")
        suit = SUITS.get(suit[0], suit) if re.fullmatch(CARD, suit) else _SUIT_NAME.get(suit, suit)
        if suit == led:
            continue
        who = match.group("who")
        seat = who[-1] if who.startswith("SEAT_") else (_pronoun_seat(sentence, match.start("who")) or _last_subject(text[:start]))
        if seat:
            return seat, None
    return None, None


def _dummy_revoke(text: str) -> bool:
    return bool(_search(
        text,
        r"\b(?:van)?uit (?:de )?blinde\b(?: \S+){0,8}? (?:niet (?:bekend|gevolgd)|terwijl|verzaakt)",
        r"\b(?:van)?uit (?:de )?blinde (?:werd|is|kwam)\b",
        r"\b(?:de )?blinde (?:\( ?SEAT_[NOZW] ?\) )?(?:had|heeft) (?:\S+ ){0,3}?nog\b(?! (?:niet|geen|niks|niets|nooit)\b)",
        r"\b(?:de )?blinde (?:\( ?SEAT_[NOZW] ?\) )?(?:die kleur |die \S+ |deze kleur )?nog (?:(?:een |de )?(?:kleine )?\S+ )?(?:had|heeft)\b",
        r"\b(?:de )?blinde (?:\( ?)?(?:SEAT_[NOZW] )?(?:\) )?(?:had|heeft) (?:nog )?(?:een|de) \S+ (?:\S+ ){0,3}?(?:verstopt|tussen (?:zijn|de|haar) \S+)",
        r"\bnog (?:een |de )?\S+ (?:in|tussen) (?:de )?(?:blinde|\S+ in (?:de )?blinde)\b",
        r"\b(?:van|in|bij) (?:de )?blinde (?:lag|zat|lagen|zaten|ligt|zit) (?:toch |wel |ook )?nog\b",
        r"\bin (?:de )?blinde (?:\( ?SEAT_[NOZW] ?\) )?(?:toch |wel |ook )?nog (?:een |de )?\S+ (?:\S+ )?(?:lag|zat|over was|zitten|liggen)\b",
        r"\b(?:de )?blinde (?:\( ?SEAT_[NOZW] ?\) )?(?:kon|kan) (?:\S+ )?(?:nog )?(?:bekennen|volgen)\b",
        r"\bverzaakt de blinde\b|\bde blinde verzaakt\b|\bblinde verzaakt\b|\bverzaakt uit de blinde\b",
        # "verzaking van de blinde", "verzaking van tafel"
        r"\bverzaakt (?:van|door|uit|in) (?:de )?(?:blinde|tafel|dummy)\b",
        # "van tafel werd een schoppen gespeeld op ruiten": a card from dummy on another suit
        rf"\b(?:van|uit|vanuit) (?:de )?(?:tafel|blinde) (?:(?!SEAT_)\S+ ){{0,3}}?(?:een |de )?(?:kleine )?(?:{_SUITX}\w*|{CARD}) (?:(?!SEAT_)\S+ ){{0,2}}?op (?:een |de )?{_SUITX}",
        # "de blinde ( Z ) bekende in slag 7 geen ruiten": dummy the subject of the failure to follow
        r"\b(?:de )?blinde (?:\( ?SEAT_[NOZW] ?\) )?(?:(?!SEAT_)\S+ ){0,3}?(?:bekende|bekent|volgde|volgt) (?:(?!SEAT_)\S+ ){0,3}?(?:geen|niet)\b",
        r"\bik (?:was|ben) (?:de )?blinde\b[^.?!]*\buit mijn hand\b",
        r"\b(?:ik (?:was|ben)|en (?:ik )?(?:was|ben)) (?:de )?blinde\b(?: [^?!]*?)? uit mijn hand\b",
    ))


def _role_new(text: str, offender: str | None, told: str | None) -> str | None:
    if told:
        return told
    if offender:
        role = _seat_role(text, offender)
        if role:
            return role
        s = f"SEAT_{offender}"
        match = re.search(rf"\b{s} (?:\S+ ){{0,4}}?(?:en )?(?:is|was) (?:de )?{_ROLE_RE}\b", text)
        if match:
            return _ROLE_WORD[match.group(1)]
        seats = _role_seats(text)
        if seats.get("declarer") == offender:
            return "declarer"
        if seats.get("dummy") == offender and _dummy_revoke(text):
            return "dummy"
        he = re.search(r"\b(?:hij|zij|ze) (?:is|was) (?:de |een )?(leider|tegenspeler|verdediger)\b", text)
        if he and _last_subject(text[: he.start()]) == offender:
            return _ROLE_WORD[he.group(1)]  # "O had niet bekend … . zij was leider"
        me = _me_seat(text)
        ours = re.search(r"\b(?:wij|we|mijn partner en ik)(?: \( ?SIDE_(NZ|OW) ?\))? (?:(?:zijn |waren )?(?:de )?(tegenspeler|verdediger)s?\b|verdedigden\b|verdedigen\b|(?:speelden|spelen) tegen\b)", text)
        if ours and ((ours.group(1) or (SIDES_OF[me] if me else None)) == SIDES_OF[offender]):
            return "defender"
        if me and offender in (me, PARTNER[me]) and _me(text) == "defender":
            return "defender"  # "ik ben Z en speel tegen . mijn partner N …"
        if me == offender:
            mine = re.search(r"\b(?:ik|wij|we)\b(?: \S+){0,5}? (?:ben|was|zijn|waren|speel) (?:\S+ )?(?:de )?(leider|blinde|tegenspeler|verdediger)s?\b", text)
            if mine:
                return _ROLE_WORD[mine.group(1)]
    return None


def _trick_new(text: str, reader: Reader) -> int | None:
    """The revoke trick: the trick nearest a revoke mark, not one named as when it was seen or the next one."""
    text = re.sub(r"\b(\d{1,2})(?:e|de|ste)? sl\b|\b(?:sl|slg)\.? ?(\d{1,2})\b", lambda m: f"TRICK_{m.group(1) or m.group(2)}", text)
    tricks = [(m.start(), int(m.group(1))) for m in re.finditer(r"\bTRICK_(\d+)\b", text) if 1 <= int(m.group(1)) <= 13]
    if _on_lead(text) and not [t for t in tricks if not _discovery(text, t[0])]:
        return 1  # the card played to the opening lead: the first trick
    if not tricks:
        return None
    kept = [t for t in tricks if not _discovery(text, t[0])]
    denied = [t for t in kept if re.search(r"\b(?:niet|geen verzaakt) (?:in )?(?:de )?$", text[max(0, t[0] - 24): t[0]])
              and re.match(r"TRICK_\d+ (?:,? ?maar|, wel)\b", text[t[0]:])]
    if denied and len(kept) > len(denied):
        kept = [t for t in kept if t not in denied]
        return min(kept, key=lambda t: t[0])[1]
    if not kept and _only_discovery(text):
        return None
    kept = kept or tricks
    if re.search(r"\b(?:wéér|weer|opnieuw|nog een keer|nog eens|nóg eens|tweede keer|twee keer|tweede verzaking)\b", text) and len(kept) > 1:
        first = re.search(r"\b(?:de eerste|eerste keer|eerst|eerder|al eens|ook al)\b", text)
        if first:
            # the later revoke is the one asked about: the trick not in the clause of the "first" one
            bounds = [m.start() for m in re.finditer(r" [.;,:?!] ", text)] + [len(text)]
            lo = max([b for b in bounds if b < first.start()], default=0)
            hi = min(b for b in bounds if b >= first.start())
            later = [t for t in kept if not (lo <= t[0] <= hi)]
            if later:
                return max(later, key=lambda t: t[1])[1]
        return max(kept, key=lambda t: t[1])[1]
    marks = [m.start() for p in _REVOKE_MARKS for m in re.finditer(p, text)]
    if not marks:
        return kept[0][1]
    same = [t for t in kept if any(_same_clause(text, t[0], m) for m in marks)]
    return min(same or kept, key=lambda t: (min(abs(t[0] - m) for m in marks), t[0]))[1]


def _on_lead(text: str) -> bool:
    """The revoke card was played to the opening lead ('op de ruitenuitkomst'): the first trick."""
    return bool(re.search(rf"\bop (?:de |zijn |haar )?(?:{_SUITX}\w*(?: ?-)? ?)?-?uitkomst\b(?! (?:naar|voor|in|bij) )", text))


def _only_discovery(text: str) -> bool:
    """Every trick named is only when the revoke was seen ('pas na de laatste slag opgemerkt'), none points back to it."""
    text = re.sub(r"\b(\d{1,2})(?:e|de|ste)? sl\b|\b(?:sl|slg)\.? ?(\d{1,2})\b", lambda m: f"TRICK_{m.group(1) or m.group(2)}", text)
    tricks = [m.start() for m in re.finditer(r"\bTRICK_\d+\b", text)]
    return bool(tricks) and all(_discovery(text, t, strong=True) for t in tricks) \
        and not re.search(r"\b(?:daar|daarin|in die slag|in deze slag|die slag|dezelfde slag)\b", text)


def _bound_trick(text: str, pos: int) -> bool:
    """A later trick named only as a time bound: "(hersteld) nog voor de blinde in slag 7 voorspeelde"."""
    return bool(re.search(r"\b(?:voordat|nog voor|vóór|voor (?=(?:zijn |haar |de |mijn )?(?:partner|blinde|leider|tegenspeler|SEAT_[NOZW]|iemand|hij|zij|er)\b))"
                          r"(?: (?!TRICK_|verzaakt)\S+){0,4}? (?:in |naar |voor |aan )?(?:de )?$", text[max(0, pos - 50): pos])) \
        and bool(re.match(r"TRICK_\d+ (?:\S+ )?(?:voorspeelde|voorspeelt|voorspeelden|uitkwam|uitkomt|uitkwamen|begon|begint|"
                          r"werd voorgespeeld|had voorgespeeld|was voorgespeeld|voorgespeeld|uitgekomen|kwam|speelde|speelt)\b", text[pos:]))


def _discovery(text: str, pos: int, strong: bool = False) -> bool:
    """A trick named as when the revoke was seen or as the next one ('naar slag 6', 'bij slag 9'), or the last one.
    strong: only the words that never name the revoke trick itself ('naar', 'na', 'pas in')."""
    before = text[max(0, pos - 28): pos]
    if _bound_trick(text, pos):
        return True
    if strong:
        return bool(re.search(r"\b(?:naar|na|halverwege|pas in|pas bij|pas na|op in|(?:ziet|zag|merkt|merkte|ontdekt|ontdekte) in)(?: de)? $", before))
    return bool(re.search(r"\b(?:naar|na|tijdens|bij|halverwege|pas in|pas bij|op in|voor|vóór|(?:ziet|zag|merkt|merkte|ontdekt|ontdekte) in)(?: de)? $", before)) \
        or text.startswith("TRICK_13", pos) and "13" not in text[pos - 2: pos]


def _clause_trick(text: str, mark: int | None, number: int | None = None) -> list[int]:
    """The tricks told in the clause of a revoke mark (mark None: of any revoke mark; number: only that trick)."""
    marks = [mark] if mark is not None else [m.start() for p in _REVOKE_MARKS for m in re.finditer(p, text)]
    out = []
    for t in re.finditer(r"\bTRICK_(\d+)\b", text):
        n = int(t.group(1))
        if (number is None or n == number) and not _discovery(text, t.start()) and any(_same_clause(text, t.start(), m) for m in marks):
            out.append(n)
    return out


def _same_clause(text: str, a: int, b: int) -> bool:
    lo, hi = min(a, b), max(a, b)
    return not re.search(r" [.;!?] ", text[lo:hi])


_ORDINALS = {"eerste": 1, "tweede": 2, "derde": 3, "vierde": 4, "vijfde": 5, "zesde": 6, "zevende": 7, "achtste": 8,
             "negende": 9, "tiende": 10, "elfde": 11, "twaalfde": 12, "dertiende": 13}
_WHO_W = (r"(?:(?:de )?(?:leider|blinde|tegenspeler|verdediger) \(? ?)?SEAT_[NOZW](?: \( ?\S+ ?\))?|SIDE_(?:NZ|OW)|(?:de |mijn |zijn |haar |hun |onze )?(?:leider|blinde|tafel|partner(?: \( ?SEAT_[NOZW] ?\)| SEAT_[NOZW])?|verzaker|overtreder|"
          r"tegenpartij|tegenstanders|tegenstander(?: SEAT_[NOZW])?|niet-overtreders|niet-overtredende partij|tegenspelers|tegenspeler|verdedigers|verdediging)|verzaakt|wij(?: \( ?SIDE_\w+ ?\))?|ons|ik(?: \( ?SEAT_[NOZW] ?\))?|hij")
_WIN = r"(?:won|wint|winnen|wonnen|nam|neemt|namen|nemen|kreeg|kregen|pakt|pakte|haalt|haalde)"
_TRICK_OBJ = r"(?:de slag|die slag|deze slag|the trick|de verzakingsslag|die verzakingsslag|hem|m|TRICK_\d+|slag TRICK_\d+|de TRICK_\d+|die TRICK_\d+|(?:de|die) \S+ slag|(?:de|die|deze) (?:schoppen|harten|ruiten|klaveren|troef)slag)"
_LATER_CTX = r"\b(?:daarna|later|volgende|resterende|overige|laatste|nadien|vervolgens)\b"


def _writer_revoker(text: str) -> str | None:
    """Who revoked, relative to the writer, when no seat tells it: "self" ("ik verzaakte", "ik gooide … terwijl
    ik nog … had") or "partner" ("mijn partner bekende geen schoppen"): the person nearest before the first
    revoke mark of the message. None when another person, or a seat, is told."""
    for sentence in _sentences(text):
        marks = sorted((m for p in _REVOKE_MARKS for m in re.finditer(p, sentence)), key=lambda m: m.start())
        for mark in marks:
            if _negated_mark(sentence, mark):
                continue
            people = [p for p in _PERSON_RE.finditer(sentence[: mark.start()])
                      if not (sentence[: p.start()].split()[-1:] and sentence[: p.start()].split()[-1] in _PREP | {"in"})]
            if not people:
                # "troefde ik af terwijl …": the subject right after a fronted verb
                after = re.match(r"(?:\S+ ){0,2}?(ik|mijn partner)\b(?! \( ?SEAT_| SEAT_)", sentence[mark.start():])
                phrase = after.group(1) if after and not re.search(S, sentence[mark.start(): mark.start() + after.end()]) else None
            else:
                phrase = people[-1].group(0)
            if phrase == "ik":
                return "self"
            if phrase == "mijn partner":  # (ctext has made "maat" partner)
                return "partner"
            return None
    return None


def _who_value(who: str, text: str, offender: str | None, role: str | None, sentence: str, pos: int, prior: str) -> str | None:
    original = who
    who = re.sub(r"^(?:de|mijn|zijn|haar|hun|onze) ", "", who.strip())
    seat_m = re.search(S, who)
    side_m = re.search(r"SIDE_(NZ|OW)", who)
    if who.startswith(("verzaker", "overtreder", "verzaakt")):
        return "offender"
    if who.startswith(("tegenpartij", "tegenstanders", "niet-overtred")) or (who.startswith("tegenstander") and not offender):
        return "non_offending_side"
    if who.startswith(("tegenspeler", "verdediger", "verdediging", "tegenstander")) and not seat_m and \
            re.match(r"(?:de |zijn |haar )?(?:tegenspeler|tegenstander|verdediger)s? van de (?:verzaker|verzaakt|overtreder|verzakende|overtredende)\b", sentence[pos:]):
        return "non_offending_side"  # "naar de tegenstanders van de verzaker"
    if who.startswith(("tegenspeler", "verdediger", "verdediging")) and not seat_m:
        # "haar tegenstanders" (read as "tegenspeler"): the offender's opponents; "de tegenspelers" when the declarer revoked
        if re.match(r"\s*(?:zijn|haar|hun) ", original) or role in ("declarer", "dummy"):
            return "non_offending_side"
        me = _me_seat(text)
        if re.match(r"\s*onze ", original) and me and offender and SIDES_OF[me] == SIDES_OF[offender]:
            return "non_offending_side"  # "mijn partner Z … door onze tegenstanders gewonnen"
        return None
    if who.startswith("partner") and not seat_m:
        if re.match(r"\s*mijn partner", original):
            me = _me_seat(text)
            if not (me and offender) and _writer_revoker(text) == "partner":
                return "offender"  # "mijn partner verzaakte … en won die slag zelf"
            if me and offender:
                return "offender" if PARTNER[me] == offender else ("offender_partner" if me == offender else "non_offending_side")
            if offender or re.search(r"\b(?:linker|rechter)?tegenstander\b", text):
                # the writer told someone else's revoke: his partner is not the offender's
                if not re.search(r"\bik (?:\S+ ){0,3}?verzaakt|\bmijn verzaking\b", text):
                    return None
        return "offender_partner"
    if who.startswith(("ik", "wij", "ons")) and not seat_m and not side_m:
        if not offender and re.search(r"\bmijn (?:linker|rechter)?tegenstander\b[^.?!;]{0,30}?\bverzaakt\b", text):
            return "non_offending_side"  # "mijn tegenstander , de leider , verzaakte … ik won die slag"
        me = _me_seat(text)
        if not (me and offender) and who.startswith("ik"):
            # no seats to compare: "mijn partner bekende niet … ik nam die slag" → the offender's partner
            writer = _writer_revoker(text)
            if writer:
                return "offender" if writer == "self" else "offender_partner"
            if offender and role not in ("declarer", "dummy") and _writer_declares(text):
                return "non_offending_side"  # "ik speelde 4♠ . W verzaakte … en ik won die slag"
        if me and offender:
            seat_m = None
            if who.startswith("ik"):
                return "offender" if me == offender else ("offender_partner" if me == PARTNER[offender] else "non_offending_side")
            return None if me in (offender, PARTNER[offender]) else "non_offending_side"
        return None
    if who in ("hij", "hem", "hemzelf"):
        seat = _subject_seat(sentence, pos) or _last_subject(prior)
        if seat and offender:
            return "offender" if seat == offender else ("offender_partner" if seat == PARTNER[offender] else "non_offending_side")
        return None
    if who.startswith(("blinde", "tafel")) and not seat_m:
        if role in ("declarer",):
            return "offender_partner"
        if role == "defender":
            return "non_offending_side"
        dummy = _role_seats(text).get("dummy")
        if dummy and offender:
            return "offender" if dummy == offender else ("offender_partner" if dummy == PARTNER[offender] else "non_offending_side")
        return None
    if who.startswith("leider") and not seat_m:
        if role == "declarer":
            return "offender"
        if role == "dummy":
            return "offender_partner"
        declarer = _role_seats(text).get("declarer")
        if declarer and offender:
            return "offender" if declarer == offender else ("offender_partner" if declarer == PARTNER[offender] else "non_offending_side")
        return "non_offending_side" if role == "defender" or offender else None
    if seat_m and offender:
        seat = seat_m.group(1)
        return "offender" if seat == offender else ("offender_partner" if seat == PARTNER[offender] else "non_offending_side")
    if side_m and offender:
        return "non_offending_side" if side_m.group(1) != SIDES_OF[offender] else None
    return None


SIDES_OF = {"N": "NZ", "Z": "NZ", "O": "OW", "W": "OW"}


def _winner_new(text: str, offender: str | None, role: str | None) -> str | None:
    lost = re.search(rf"\b(SIDE_(?:NZ|OW)|SEAT_[NOZW]) (?:heeft |had |hebben |hadden )?(?:{_TRICK_OBJ}) (?:\S+ )?(?:verloren|kwijt|weggegeven|afgegeven)\b", text)
    if lost and offender:
        who = lost.group(1)
        side = who[5:] if who.startswith("SIDE_") else SIDES_OF[who[-1]]
        if side == SIDES_OF[offender]:
            return "non_offending_side"  # "NZ hadden die slag verloren", Z the offender
    # "NZ wonnen die slag niet", "de verzakingsslag ging niet naar OW": a pair denied the trick. The offending
    # pair not winning it means the other side won it; the other pair not winning it leaves offender or partner open
    for denied in (
        rf"\b(?P<side>SIDE_(?:NZ|OW)) (?:{_WIN} (?P<obj>{_TRICK_OBJ}) (?:ook )?niet|(?:heeft|had|hebben|hadden) (?P<obj2>{_TRICK_OBJ}) (?:ook )?niet (?:gewonnen|genomen|gehaald|gekregen|gepakt))\b",
        rf"(?P<obj>{_TRICK_OBJ}) (?:ging|gaat|was|is|werd) (?:ook )?niet (?:naar|voor|door) (?P<side>SIDE_(?:NZ|OW))\b(?! (?:\S+ )?(?:gewonnen|genomen)\b)",
    ):
        match = re.search(denied, text)
        obj = match and (match.group("obj") if "obj" in match.groupdict() and match.group("obj") else match.groupdict().get("obj2") or "")
        if match and offender and not re.search(_LATER_CTX, obj) and match.group("side")[5:] == SIDES_OF[offender]:
            return "non_offending_side"
    # "de overtredende partij won de verzakingsslag niet": the side, not one player, so the other side won it
    if re.search(rf"\b(?:de )?(?:overtredende (?:partij|kant)|overtreders|verzakers)\b (?:\S+ ){{0,2}}?(?:{_WIN} (?:{_TRICK_OBJ}) niet|(?:{_TRICK_OBJ}) (?:niet|ook niet) (?:won|wint|wonnen|winnen|gewonnen)|(?:heeft|had|hebben|hadden) (?:{_TRICK_OBJ}) niet gewonnen)\b", text):
        return "non_offending_side"
    if re.search(rf"\b(?:zelf|hij zelf) (?:\S+ ){{0,2}}?(?:gewonnen|genomen|gepakt|gehaald)\b|\b{_WIN} (?:die |de )?(?:slag |hem |m )?(?:\S+ )?zelf\b|\b{_WIN} (?:\S+ ){{0,2}}?ook zelf\b", text):
        return "offender"
    # "X verzaakt en wint de slag" / "… verzaakt en de slag wint": one subject for both verbs
    if re.search(rf"\bverzaakt (?:\S+ ){{0,3}}?en (?:hij )?(?:{_WIN} (?:zo |daarmee |ook |zelf )?(?:{_TRICK_OBJ})(?! (?:\S+ )?(?:met|uit|via|van|op) (?:de )?(?:blinde|tafel|dummy))|(?:{_TRICK_OBJ}) (?:zelf |ook )?{_WIN})\b(?! niet)", text):
        return "offender"
    offset = 0
    for sentence in _sentences(text):
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        prior = text[:start]
        answer = re.search(r"\bwie (?:won|wint|nam|neemt|kreeg|had) (?:de slag|die slag|hem|de verzakingsslag|die|deze)? ?\? (?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW)|(?:de )?(?:leider|blinde|tegenpartij)|(?:zijn|de) partner)\b", text[start:])
        if answer:
            value = _who_value(answer.group("who"), text, offender, role, sentence, 0, prior)
            if value:
                return value
        dummy_won = re.search(rf"\b{_WIN} (?:{_TRICK_OBJ}) (?:\S+ )?(?:met|in|uit|via|op) (?:de )?(?:blinde|tafel)\b|"
                              rf"\b(?:{_TRICK_OBJ}) (?:met|in|uit|via|op) (?:de )?(?:blinde|tafel) (?:gewonnen|genomen)\b", sentence)
        if dummy_won:
            value = _who_value("blinde", text, offender, role, sentence, dummy_won.start(), prior)
            if value:
                return value
        but = re.search(rf"\b{_WIN} (?:{_TRICK_OBJ}) niet , (?:maar )?(?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW)|(?:de )?(?:leider|blinde)) (?:wel|juist)\b", sentence)
        if but:
            value = _who_value(but.group("who"), text, offender, role, sentence, but.start("who"), prior)
            if value:
                return value
        joined = re.search(rf"(?:, (?:en )?|\bverzaakt (?:\S+ )?en )(?:hij |zij |ze )?{_WIN} (?:zo |daarmee |ook |zelf )?(?:{_TRICK_OBJ})\b(?! niet)", sentence)
        if joined:
            value = _who_value("hij", text, offender, role, sentence, joined.start(), prior)
            if value:
                return value
        card = re.search(rf"^(?:\S+ ){{0,2}}?(?:zijn|haar) (?:troef|kaart|troefkaart|aas|heer|vrouw|boer|tien|{CARD}) (?:\S+ )?{_WIN} (?:{_TRICK_OBJ})\b(?! niet)", sentence)
        if card:
            value = _who_value("hij", text, offender, role, sentence, card.start(), prior)
            if value:
                return value
        aside = re.search(rf"(?P<who>SEAT_[NOZW]) , die (?:{_TRICK_OBJ}) {_WIN}\b", sentence)
        if aside:
            value = _who_value(aside.group("who"), text, offender, role, sentence, aside.start(), prior)
            if value:
                return value
        for clause_m in re.finditer(r"[^,:;()]+(?:\([^)]*\)[^,:;()]*)*", sentence):
            clause = clause_m.group(0).strip()
            if not clause:
                continue
            base = start + clause_m.start()
            for pattern in (
                rf"(?P<who>{_WHO_W})(?: \S+){{0,3}}? (?:overtroeft(?:e)? en )?{_WIN}(?: \S+)?(?: ook)? (?:{_TRICK_OBJ})\b(?! niet)",
                rf"(?P<who>{_WHO_W})(?: \S+){{0,3}}? (?:overtroeft|overtroefde|{_WIN})(?: \S+)? (?:met|$)",
                rf"(?P<who>{_WHO_W}) (?:overtroeft|overtroefde|{_WIN})$",
                rf"(?:{_TRICK_OBJ}|slag)(?: \S+){{0,4}}? (?:ging|gaat|gingen|was|is) (?:toch |wel |dus |ook )?(?:naar|voor|van) (?P<who>{_WHO_W})",
                rf"(?:{_TRICK_OBJ}|slag) (?:waarin|waar) (?:\S+ ){{0,3}}?(?:naar|aan) (?P<who>{_WHO_W}) (?:\S+ ){{0,4}}?(?:ging|gaat|gingen)\b",
                r"^(?:die|deze|hij) (?:ging|gaat) (?:naar|voor) (?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW)|(?:de )?(?:leider|blinde|tegenpartij))",
                rf"(?:{_TRICK_OBJ}|slag)(?: \S+){{0,4}}? (?:werd|wordt|is|was) (?:\S+ )?(?:gewonnen|genomen) door (?P<who>{_WHO_W})",
                rf"(?:gewonnen|genomen) door (?P<who>{_WHO_W})",
                rf"\b(?:won|taken|wins?) by (?P<who>{_WHO_W})",
                rf"^(?:de )?slag (?:voor|naar) (?P<who>{_WHO_W})",
                rf"^(?:de )?slag (?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW))(?: zelf)?$",
                r"^(?:die|deze|de) slag (?:ging|was|is) (?:ook )?(?:naar|voor|van) (?P<who>hem|hemzelf)(?: zelf)?$",  # "die slag was voor hem"
                rf"^{_WIN} (?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW))(?: zelf)?$",  # a note: "won N ."
                r"^(?:de )?(?:verzakings)?slag :? ?(?P<who>SEAT_[NOZW]|SIDE_(?:NZ|OW))$",
                rf"(?:{_TRICK_OBJ}) {_WIN} (?P<who>{_WHO_W})",
                rf"(?:^|\b(?:uiteindelijk|toen|daar|en|maar|dus|volgens (?:SIDE_\w+|SEAT_[NOZW]|hem|haar|hen|mij|ons)) ){_WIN} (?P<who>{_WHO_W}) (?:de|die|deze) (?:verzakings)?slag\b",
                rf"^(?:met|via) (?:\S+ ){{1,3}}?{_WIN} (?P<who>hij|zij|SEAT_[NOZW]) (?:\S+ )?(?:{_TRICK_OBJ})\b",
                rf"(?P<who>{_WHO_W}) (?:had|heeft) (?:hem|m|die|de slag)\b",
                rf"(?P<who>{_WHO_W}) (?:{_TRICK_OBJ}) (?:\S+ ){{0,4}}?{_WIN}\b",
                rf"(?P<who>{_WHO_W}) (?:zelf )?(?:heeft|had|hebben|hadden) (?:{_TRICK_OBJ}) (?:\S+ )?(?:gewonnen|genomen)\b",
                rf"(?:werd|wordt|is|was) door (?P<who>{_WHO_W}) (?:gewonnen|genomen)\b",
                rf"^(?:{_TRICK_OBJ}|TRICK_\d+) (?:had|heeft|hadden|hebben|heb) (?P<who>{_WHO_W}) (?:\S+ )?(?:gewonnen|genomen)\b",
                rf"(?P<who>SEAT_[NOZW]) (?:(?!SEAT_|en\b)[^\s,.;]+ ){{1,4}}?en (?:(?:had|heeft) (?:{_TRICK_OBJ}) (?:zelf |ook )?(?:gewonnen|genomen)|{_WIN} (?:{_TRICK_OBJ}))\b",
            ):
                for match in re.finditer(pattern, clause):
                    if re.search(r"\bniet\b", clause[match.end(): match.end() + 8]) or re.search(r"\bniet\b", match.group(0)) \
                            or re.match(r"(?: (?!en\b|maar\b)\S+){1,4}? niet$", clause[match.end():]) \
                            or re.match(r"(?: (?!en\b|maar\b)\S+){0,2}? niet (?:\S+ )?(?:gewonnen|genomen|gehaald|gepakt|gekregen)\b", clause[match.end():]) \
                            or re.match(r"(?: (?!en\b|maar\b)\S+){0,4}? (?:omgedraaid|gekeerd|gedraaid|dichtgelegd|weggelegd|bekeken|gezien|opgepakt)\b", clause[match.end():]):
                        continue
                    if match.start("who") == match.start() and re.search(r"\b(?:van|aan|bij|met|tegen|volgens)(?: de| een)?$", clause[: match.start()].rstrip()):
                        continue
                    if match.group("who") == "verzaakt" and clause[: match.start()].strip() not in ("", "de", "als de", "als"):
                        if not clause[: match.start()].rstrip().endswith(" de"):
                            continue
                    if re.search(_LATER_CTX + r"|\bslagen\b|\balle\b", match.group(0)) or \
                            re.search(_LATER_CTX, clause[max(0, match.start() - 14): match.start()]):
                        continue
                    value = _who_value(match.group("who"), text, offender, role, sentence, base - start + match.start("who"), prior)
                    if value:
                        return value
    return None


def _count(word: str) -> int | None:
    return 1 if word == "eentje" else parse_count_safe(word)


def parse_count_safe(word: str) -> int | None:
    from .normalize import parse_count

    return parse_count(word)


_LATER_VERB = r"(?:maakten|maakte|maken|maakt|haalden|haalde|halen|haalt|kregen|kreeg|krijgen|krijgt|wonnen|won|winnen|wint|pakten|pakte|pakken|pakt|scoorden|scoorde|scoren|scoort|behaalden|behaalde|namen|nam)"
_LATER_PART = r"(?:gemaakt|gewonnen|gehaald|gekregen|gepakt|gescoord|behaald|genomen)"
# after the revoke trick: "daarna", "na die slag", "na de verzaking" (canonical "na de verzaakt"), "vanaf slag 9"
_AFTER_REVOKE = r"\b(?:daarna|nadien|vervolgens|erna|na (?:die|de|deze) (?:verzakings)?slag|na de verzakingsslag|na (?:de )?TRICK_\d+|na (?:de|die|deze|zijn|haar|mijn|hun) verzaakt)"
_SUBJ_L = r"(?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]|wij|we|ik|ze|zij|hij|de (?:verzakers|overtreders|leider)|hun kant|zijn kant|zijn partij)"


def _later_new(text: str, trick: int | None, offender: str | None, role: str | None = None) -> int | None:
    side = SIDES_OF.get(offender) if offender else None
    _role = role

    def own(who: str | None) -> bool | None:
        if not who:
            return True
        person = re.sub(r"^(?:de|zijn|mijn|hun) ", "", who.strip())
        if person in ("leider", "blinde", "tafel", "tegenpartij", "tegenstanders", "verdediging", "tegenspelers", "verdedigers"):
            if person in ("tegenpartij", "tegenstanders"):
                return False
            declarer_side = person in ("leider", "blinde", "tafel")
            if _role is None:
                return None
            return declarer_side == (_role in ("declarer", "dummy"))
        if who in ("ik", "wij", "we"):
            # the writer's side: his own unless he sits on the other side; unknown when only the offender is seated
            me = _me_seat(text)
            if me and side:
                return SIDES_OF[me] == side
            return None if side and not re.search(r"\bik (?:\S+ ){0,3}?verzaakt|\bmijn (?:\S+ )?verzaking", text) else True
        m = re.search(r"SIDE_(NZ|OW)|SEAT_([NOZW])", who)
        if m and side:
            named = m.group(1) or SIDES_OF[m.group(2)]
            return named == side
        return True

    # "de vier slagen daarna gingen allemaal naar OW": every later trick to one side
    every = re.search(rf"\b(?:de |alle )?(?:{_NUMW} )?(?:resterende |overige |volgende )?slagen (?:daarna|erna|na die slag|die volgden) (?:gingen|ging) (?:allemaal |alle(?:maal)? )?naar (?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW])\b", text)
    if every and side:
        who = every.group("who")
        if (who[5:] if who.startswith("SIDE_") else SIDES_OF[who[-1]]) != side:
            return 0
    if trick:
        last = re.search(r"\b(?:de )?(?:laatste (?:(?P<n>twee|drie|vier|\d) )?slag(?:en)?|TRICK_13) (?:was|waren|ging|gingen) (?:ook )?(?:voor|naar) (?:ons ,? |wij ,? )?(?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW])\b", text)
        last = last or re.search(r"(?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]) (?:hebben |heeft |hadden |had )?(?:ook )?(?:maakten |maakte |wonnen |won |haalden |haalde |kregen |kreeg )?de laatste (?P<n>twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|\d+) slagen (?:allemaal |alle |ook )?(?:gemaakt|gewonnen|gehaald|gekregen)?", text)
        if last and _count(last.group("n") or "1") == 13 - trick and own(last.group("who")) is not None:
            return 13 - trick if own(last.group("who")) else 0  # "de laatste slag was voor NZ" after a revoke in the 12th
        all_rest = re.search(rf"(?:{_SUBJ_L} (?:\S+ ){{0,3}}?)?(?:alle|elke|iedere) (?:\S+ )?(?:resterende|overige|volgende|andere)? ?slag(?:en)?(?: \S+){{0,3}}? (?:naar|voor) (?P<to>SIDE_\w+|SEAT_[NOZW]|de \S+)", text) \
            or re.search(r"\bde rest(?: van de slagen)? (?:was|ging|gingen|waren) (?:ook |allemaal )?(?:voor|naar) (?P<to>SIDE_\w+|SEAT_[NOZW]|de \S+)", text)
        if all_rest and own(all_rest.group("to")) is not None:
            return 13 - trick if own(all_rest.group("to")) else 0
        all_rest = re.search(rf"{_SUBJ_L} (?:\S+ ){{0,3}}?(?:maakten|maakte|maken|maakt|wonnen|won|winnen|wint|haalden|haalde|halen|haalt|kregen|kreeg|krijgen|krijgt|namen|nam|nemen|neemt|pakten|pakte) (?:\S+ ){{0,2}}?(?:alle|elke) (?:resterende|overige|volgende|andere|laatste) slagen", text) \
            or re.search(rf"\b(?:heb|hebben|heeft|had|hadden) {_SUBJ_L} (?:\S+ ){{0,2}}?(?:alle|elke) (?:resterende|overige|volgende|andere) slagen (?:\S+ )?(?:gemaakt|gehaald|gewonnen|gekregen)\b", text)
        if all_rest and own(all_rest.group("who")) is not None:
            return 13 - trick if own(all_rest.group("who")) else 0
        none_after = re.search(rf"\b(?:daarna|nadien|na (?:de |die )?(?:verzakings)?slag|na TRICK_\d+) (?:maakten|maakte|haalden|haalde|kregen|kreeg|wonnen|won) {_SUBJ_L} (?:niks|niets|geen (?:enkele )?slag(?:en)?)\b", text)
        if none_after and own(none_after.group("who")):
            return 0  # "na slag 8 maakten OW niks meer"
        gave = re.search(rf"\b(?:daarna|nadien|vervolgens) (?:gaf|gaven|geeft|geven) {_SUBJ_L} (?:\S+ )?(?:alles|alle (?:\S+ )?slagen) (?:weg|af)\b", text) \
            or re.search(rf"{_SUBJ_L} (?:gaf|gaven|geeft|geven) (?:daarna|nadien|vervolgens) (?:\S+ )?(?:alles|alle (?:\S+ )?slagen) (?:weg|af)\b", text)
        if gave and own(gave.group("who")) is not None:
            return 0 if own(gave.group("who")) else 13 - trick  # "daarna gaf NZ alles af"
        rest = re.search(r"\b(?:daarna|nadien|vervolgens)\b(?P<mid>(?: \S+){0,4}?) alle (?:resterende |overige |volgende |andere )?slagen\b(?! (?:naar|voor)\b)", text)
        if rest:
            mid = rest.group("mid")
            named = re.search(r"SIDE_(?:NZ|OW)|SEAT_[NOZW]", mid)
            if named:
                if own(named.group(0)) is not None:
                    return 13 - trick if own(named.group(0)) else 0
            elif re.search(r"\b(?:ik|wij|we|heb|hebben)\b", mid + text[max(0, rest.start() - 12): rest.start()]) and re.search(r"\bik (?:\S+ ){0,3}?verzaakt|\bmijn verzaking\b|\bheb (?:\S+ ){0,3}?verzaakt", text):
                return 13 - trick
    # "OW hebben na die slag niks meer gemaakt", "daarna hebben NZ geen enkele slag meer gehaald": nothing more
    for pattern in (
        rf"{_SUBJ_L} (?:(?!SEAT_|SIDE_)[^\s,.;:()]+ ){{0,4}}?(?:niks|niets|geen (?:enkele )?slag(?:en)?) meer (?:\S+ )?{_LATER_PART}\b",
        rf"\b(?:hebben|hadden|heeft|had|{_LATER_VERB}) {_SUBJ_L} (?:(?!SEAT_|SIDE_)[^\s,.;:()]+ ){{0,3}}?(?:niks|niets|geen (?:enkele )?slag(?:en)?) meer\b",
    ):
        nothing = re.search(pattern, text)
        if nothing and not any(int(n) != trick for n in re.findall(r"TRICK_(\d+)", nothing.group(0))):
            mine = own(nothing.group("who"))
            if mine:
                return 0
            if mine is False and trick:
                return 13 - trick  # the other side took nothing more: every later trick was the offending side's
    for pattern in (
        # the subject after its verb: "na de verzaking maakten NZ nog vijf slagen", "daarna pakten OW er nog twee"
        rf"(?:{_AFTER_REVOKE})\b[^.;?!]{{0,40}}? (?:{_LATER_VERB}) {_SUBJ_L} (?:er )?(?:nog |ook |daarna )*(?P<n>{_NUMW})(?= slag| slagen| ?[.,;:!?]| ?$)",
        rf"{_SUBJ_L} (?:\S+ ){{0,4}}?(?:maakten|maakte|maken|maakt|haalden|haalde|kregen|kreeg|wonnen|won|hadden|gemaakt|gehaald|gekregen|gewonnen) (?=(?:\S+ ){{0,3}}?(?:ook|er|daarna|nog|de laatste|nadien)\b)(?:ook |er |daarna |nog |ook nog |nadien )*(?:de laatste )?(?P<n>{_NUMW})(?= slag| slagen| ?[.,;:!?]| ?$)",
        rf"(?:daarna|nadien|na (?:die|de|deze) (?:verzakings)?slag|na de verzakingsslag|na (?:de )?TRICK_\d+)(?: \S+){{0,4}}? (?:nog )?(?P<n>{_NUMW}) (?:slag|slagen)(?: (?:voor|naar) (?P<who>SIDE_\w+|SEAT_\w|\S+))?",
        rf"(?:daarna|nadien) (?:nog )?(?P<n>{_NUMW}) (?:voor|naar) (?P<who>SIDE_\w+|SEAT_\w|de \S+)",
        rf"(?:daarna|nadien|na (?:die|de|deze) (?:verzakings)?slag|na TRICK_\d+) (?:maakte|maakten|haalde|haalden|kreeg|kregen|wonnen|won) {_SUBJ_L} (?:er )?(?:nog |ook )*(?P<n>{_NUMW})(?= slag| slagen| ?[.,;:!?]| ?$)",
        rf"(?:daarna|nadien|na (?:die|de|deze) (?:verzakings)?slag|na TRICK_\d+)(?: \S+){{0,4}} (?:er )?nog (?P<n>{_NUMW})(?= ?[.,;:!?]| ?$)",
        rf"{_SUBJ_L} (?:made|won|got|took) (?P<n>{_NUMW}) (?:more |other )?(?:tricks?|slag|slagen)\b",
        # shorthand: "+ 1 later", "OW later 0", "later nog 2"
        rf"\+ ?(?P<n>{_NUMW}) (?:slag(?:en)? )?(?:(?:voor|naar) (?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]) )?(?:later|daarna|erna|nadien|na (?:de|die|deze) (?:verzakings)?slag)\b",
        rf"(?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]) \+ ?(?P<n>{_NUMW}) (?:slag(?:en)? )?(?:later|daarna|erna|nadien|na (?:de|die|deze) (?:verzakings)?slag)\b",
        rf"\b(?P<n>{_NUMW}) (?:more |other |further )?tricks? (?:for|to) (?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]) (?:after|afterwards|later|daarna)\b",
        rf"(?:(?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW]) )?(?:later|erna|nadien) :? ?(?:nog )?(?P<n>{_NUMW})(?= slag| slagen| ?[.,;:!?]| ?$)",
        rf"(?:later|erna|nadien|daarna) :? ?(?:nog )?(?P<n>{_NUMW}) (?:slag |slagen )?(?:voor|naar) (?P<who>SIDE_(?:NZ|OW)|SEAT_[NOZW])\b",
    ):
        for match in re.finditer(pattern, text):
            who = match.groupdict().get("who")
            if own(who) is False:
                n = _count(match.group("n"))
                if trick and n is not None and n == 13 - trick and re.search(r"\bde laatste\b", match.group(0)):
                    return 0  # the other side made the last tricks, all of them
                continue
            n = _count(match.group("n"))
            if n is not None and 0 <= n <= 12 and (not trick or n <= 13 - trick):
                if re.search(r"\b(?:geen|nul)\b", match.group("n")) and not re.search(rf"{_LATER_CTX}|na (?:die|de|deze)", match.group(0) + text[match.end(): match.end() + 20]):
                    continue
                return n
    return None


_NEXT_T = r"(?:de volgende slag|TRICK_\d+|de TRICK_\d+|slag \d+)"
_PLAY_V = r"(?:voorgespeeld|bijgespeeld|gespeeld|voorspeelt|voorspeelde|speelt voor|speelde voor|speelden|voorspeelden|uitgekomen|een kaart gespeeld)"


def _established_new(text: str, trick: int | None, hypothetical: bool, general: bool = False, offender: str | None = None) -> tuple[bool | None, bool]:
    """(established, strong): strong readings override extract_revoke, weak ones only fill a gap."""
    if re.search(r"\b(?:nog )?niet voldongen\b|\bnt vold", text):
        return False, True
    neg_next = _search(
        text,
        rf"\b(?:niemand|nog niemand|nog geen|nog niets|nog niks|geen van (?:\S+ )?(?:beiden|beide|tweeën|allen|hen|hun|jullie|ons))\b(?: \S+){{0,8}}? (?:naar|voor|in|aan) {_NEXT_T}\b",
        rf"\b(?:niemand|nog niemand)\b(?: \S+){{0,3}}? (?:had|heeft) (?:\S+ ){{0,5}}?{_PLAY_V}\b",
        rf"\b(?:voordat|nog voor|vóór)\b(?: \S+){{0,4}}? (?:naar|voor|in|van) {_NEXT_T}\b",
        rf"\b(?:nog voor|vóór|voor) (?:de )?(?:uitkomst|voorspelen|lead) (?:(?:naar|voor|in|van) )?(?:de )?{_NEXT_T}\b",
        rf"\b(?:had|heeft|hadden|hebben|was|is|werd) (?:\S+ ){{0,3}}?nog niet (?:\S+ ){{0,3}}?(?:{_PLAY_V}|voorgespeeld)\b",
        r"\b(?:er is|er was) nog niet (?:\S+ )?(?:voorgespeeld|gespeeld)\b",
        rf"\b(?:moest|moet|moesten) (?:\S+ ){{0,2}}?nog (?:uitkomen|voorspelen|uit te komen|voor te spelen)(?: (?:voor|naar|in) {_NEXT_T})?\b",
        rf"\b(?:zag|ziet|zie|merkt|merkte|zagen|merkten) (?:het|dat|zijn fout|haar fout) (?:\S+ ){{0,3}}?(?:voor|vóór) {_NEXT_T}",
        rf"\bnog niet (?:\S+ ){{0,2}}?(?:voorgespeeld|bijgespeeld|uitgekomen)\b|\bnog niet (?:naar|voor) {_NEXT_T}\b",
        r"\bvolgende slag (?:is |was )?nog niet begonnen\b",
        r"\bnog niet (?:verder |door)?(?:doorgespeeld|verder gespeeld|gespeeld)\b(?! (?:naar|in|voor)\b)",
        # the revoke trick itself still face up: nobody can have played to the next one
        r"\bkaarten van (?:die|de|deze) slag (?:lagen|liggen|lag|ligt) (?:nog )?(?:open|op tafel)\b",
        r"\b(?:slag|kaarten) (?:was|waren|lag|lagen|is|zijn) nog niet (?:omgedraaid|gekeerd|gesloten|dichtgelegd|weggelegd)\b",
        r"\b(?:slag|kaarten) nog niet (?:is |was |zijn |waren )?(?:omgedraaid|gekeerd|gesloten|dichtgelegd|weggelegd)\b",
        r"\b(?:niemand|nog niemand) (?:had|heeft) (?:de|die|deze) slag (?:nog )?(?:omgedraaid|gekeerd|gesloten|dichtgelegd|weggelegd)\b",
        r"\b(?:had|heeft|hadden|hebben) (?:de|die|deze) slag (?:\S+ ){0,2}?nog niet (?:eens )?(?:omgedraaid|gekeerd|gesloten|dichtgelegd|weggelegd)\b",
        r"\b(?:voordat|nog voor|vóór) (?:de|die|deze) slag (?:\S+ )?(?:omgedraaid|gekeerd|gesloten|dichtgelegd)\b",
        rf"\bvoor er (?:\S+ ){{0,2}}?(?:naar|voor|in) {_NEXT_T}\b",
        r"\b(?:voordat|nog voor|vóór) (?:zijn |mijn |haar |de )?(?:partner|SEAT_[NOZW]|iemand|hij|ik) (?:\S+ )?(?:voorspeelde|voorspeelt|had voorgespeeld|bijspeelde|uitkwam|een kaart (?:speelde|had gespeeld))\b",
    )
    pos_next = None
    told_next = (
        rf"\b(?:nadat|toen) (?:\S+ ){{1,3}}?(?:al |alweer |weer )?(?:had |was |heeft )?(?:{_PLAY_V}|uitgekomen) (?:naar|voor|in) {_NEXT_T}|"
        rf"\b(?:al|alweer|reeds) (?:een|de|zijn|haar) kaart (?:naar|voor|in) {_NEXT_T} (?:\S+ ){{0,3}}?(?:gelegd|gespeeld|bijgespeeld)\b|"
        rf"\b(?:al|reeds)\b(?: \S+){{0,5}}? (?:{_PLAY_V}|voorgespeeld)\b|\b(?:nadat|toen) (?:\S+ ){{1,3}}?(?:al )?(?:naar|voor) {_NEXT_T} (?:had |was )?(?:{_PLAY_V}|voor)\b|"
        rf"\b(?:speelde|speelt) (?:\S+ ){{0,4}}?(?:voor )?naar {_NEXT_T}\b",
        # verb last: "had al een kaart van de blinde genoemd voor slag 4", "nadat zijn partner de volgende slag had gewonnen",
        # "ik heb net naar de vierde voorgespeeld"
        rf"\b(?:al|reeds) (?:een |de )?(?:kaart|\S+) (?:\S+ ){{0,4}}?(?:genoemd|aangewezen|gevraagd|geclaimd) (?:voor|naar|in) {_NEXT_T}",
        rf"\b(?:nadat|toen|zodra) (?:\S+ ){{1,4}}?(?:al )?(?:naar |voor |in )?{_NEXT_T} (?:al )?(?:had |heeft |hadden |was )?(?:{_PLAY_V}|gewonnen|genomen|uitgekomen)\b",
        rf"\b(?:heb|heeft|had|hebben|hadden|is|was) (?:net |al |toen |daarna |ook |zelf )*(?:naar|voor|in) {_NEXT_T} (?:{_PLAY_V}|voorgespeeld|uitgekomen)\b",
        # "zijn partner kwam daarna al uit voor slag 7"; the passive "werd er door N naar slag 11 voorgespeeld"
        rf"\b(?:kwam|komt|kwamen) (?:(?:al|daarna|toen|meteen|direct) )*uit (?:voor|naar|in) {_NEXT_T}",
        rf"\b(?:werd|wordt|was|is) er (?:al |daarna |toen )*(?:door (?:SEAT_[NOZW]|zijn partner|haar partner|hem|haar) )?(?:al )?(?:naar|voor|in) {_NEXT_T} (?:voorgespeeld|gespeeld|uitgekomen)\b",
    )
    for match in sorted((m for p in told_next for m in re.finditer(p, text)), key=lambda m: m.start()):
        before = re.sub(r"' [^']*'", " ", text[max(0, match.start() - 40): match.start()]).rstrip()  # not the words of a quote
        if re.search(r"\b(?:niet|niemand|voordat|nog voor|geen)\b(?: \S+){0,4}$", before) or re.search(r"\bniet\b", match.group(0)):
            continue
        if trick:
            numbers = [int(n) for n in re.findall(r"TRICK_(\d+)", match.group(0))]
            if numbers and all(n <= trick for n in numbers):
                continue
        pos_next = match
        break
    leader = (re.search(r"SEAT_([NOZW])", pos_next.group(0)) or re.search(r"SEAT_([NOZW]) $", text[: pos_next.start()])) if pos_next else None
    if neg_next and pos_next and pos_next.start() < neg_next.start() and re.search(r"\b(?:voor|voorgespeeld|voorspeelde|uitgekomen|uitkwam)\b", pos_next.group(0)) \
            and re.search(r"\bbij(?:speelde|gespeeld|speelt|speelden)\b", neg_next.group(0)) and offender and leader and leader.group(1) in (offender, PARTNER[offender]):
        return True, True  # "N speelde al voor naar slag 7 , maar nog voor iemand bijspeelde …": the offending side's lead counts
    if neg_next and re.match(r"[^.?!;]*?, maar (?:zijn|haar|diens|de|mijn) partner (?:\S+ )?wel\b", text[neg_next.end():]):
        return True, True  # "… zelf nog geen kaart naar de volgende slag , maar zijn partner wel"
    if neg_next and not (pos_next and pos_next.start() > neg_next.start()):
        return False, True
    if pos_next:
        return True, True
    if re.search(r"(?<!niet )\bvoldongen\b", text) and not re.search(r"^(?:wanneer|wat) (?:is|wordt)", text) and \
            not re.search(r"\b(?:wanneer|hoe|op welk moment|vanaf wanneer|in welke (?:gevallen|situaties?|omstandigheden))\b (?:\S+ ){0,3}?(?:is|wordt|raakt|heet)\b[^.?!]*\bvoldongen\b|\b(?:is|wordt|raakt)\b[^.?!]*\b(?:ooit|altijd|nooit)\b[^.?!]*\bvoldongen ?\?", text):
        # (not "in welke gevallen wordt een verzaking voldongen ?": a question about the law)
        return True, True
    if (trick or 0) >= 12:
        return None, False
    if re.search(r"\b(?:twee|drie|\d) slagen later\b|\bpas na (?:afloop|het spel|de laatste slag)\b(?! van de ronde)|\bna (?:13|dertien|alle) slagen\b"
                 r"|\b(?:toen|nadat|na) de laatste kaart (?:\S+ )?(?:gespeeld|gelegd)\b"
                 r"|\bpas (?:na|bij) het (?:invoeren|scoren|narekenen|nakijken|tellen|opschrijven|noteren|terugstoppen)\b", text):
        return True, True
    if hypothetical:
        return None, False
    if trick:
        later = [int(n) for n in re.findall(r"\b(?:bij|in|tijdens|na|halverwege|inmiddels(?: in)?|nu(?: in)?|(?:ontdekt|gezien|opgemerkt|gemerkt|gespot)(?: in| bij)?) (?:de )?TRICK_(\d+)", text)]
        if any(n >= trick + 2 for n in later) or any(n >= trick + 1 for n in re.findall(r"\bpas (?:\S+ ){0,2}?(?:bij|in|op in) (?:de )?TRICK_(\d+)", text) for n in [int(n)]):
            return True, True
    if _search(text, r"\b(?:zie|ziet|zag|merkt|merkte|merkten) het (?:zelf|meteen|direct|onmiddellijk)\b", r"\b(?:ziet|zag|merkt|merkte) (?:\S+ )?(?:zijn|haar) fout\b",
               r"\b(?:legt|legde|speelt|speelde) (?:nu )?(?:\S+ ){0,3}?alsnog\b", r"\bcorrigeert\b", r"\bherstelt\b", r"\bnog herstellen\b"):
        return False, False
    if _search(text, r"\bna (?:afloop|het spel|de laatste slag)\b", r"\b(?:alles|spel) (?:is |was )?(?:al )?(?:uit)?gespeeld\b", r"\buitgespeeld\b",
               r"\bdoorgespeeld\b|\bverder gespeeld\b|\b(?:speelde|speelden) (?:\S+ ){0,2}?verder\b|\b(?:speelde|speelden) (?:daarna |toen |gewoon ){1,2}door\b", r"\b(?:volgende|andere|nieuwe) (?:ronde|tafel|bord|spel)\b|\bvolgend (?:spel|bord)\b",
               r"\b(?:vorige|laatste) (?:bord|spel)\b", r"\b(?:ronde|borden|bord) later\b",
               r"\b(?:aan|op) het (?:eind|einde)\b(?! van de ronde)", r"\bbij het scoren\b|\bbridgemate\b", r"\bronde (?:\S+ )?(?:voorbij|afgelopen|om)\b",
               r"\bna (?:de|het wisselen van de) ronde\b", r"\bbij het (?:narekenen|nakijken|nalopen|tellen|invoeren|invullen|opschrijven|noteren|nadoen|naspelen|nagaan|nabespreken|terugleggen|terugstoppen|terugdoen|opbergen|doornemen|natellen)\b", r"\bclaim|\bgeclaimd\b|\bgeconcedeerd\b",
               r"\bronde (?:\S+ ){0,2}?gewisseld\b", r"\b(?:al )?(?:gescoord|ingevoerd|in de bridgemate)\b",
               r"\b(?:score|scores|uitslag|resultaat) (?:\S+ )?(?:invoerden|invoerde|invoeren|invulden|invulde|noteerden|noteerde|opschreven)\b",
               r"\b(?:kaarten|handen) (?:\S+ ){0,2}?terug in (?:het|de) (?:bord|borden)\b",
               r"\b(?:kaarten|handen) (?:\S+ ){0,2}?in (?:het|de) (?:bord|borden|hoesjes?) (?:\S+ )?(?:gestopt|gedaan|gestoken|teruggestopt|teruggedaan)\b",
               r"\b(?:het )?(?:spel|bord)(?: \d+)? (?:al |toen |was |is )*(?:uit|afgelopen|voorbij|klaar)(?: was| is)?(?= [.,;:!?]| en\b| toen\b|$)") \
            or len(set(re.findall(r"\bbord (\d+)\b", text))) >= 2:
        return (None, False) if general else (True, False)
    return None, False


def _flag_after_round(text: str) -> bool | None:
    if _search(text, r"\b(?:nog in )?dezelfde ronde\b", r"\bronde (?:nog )?bezig\b", r"\bterwijl de ronde nog\b",
               r"\bronde nog (?:loopt|liep|aan de gang|niet (?:voorbij|afgelopen|om))\b", r"\bzolang de ronde\b",
               r"\bvoor het einde van de ronde\b"):
        return False
    if _search(text, r"\bna (?:de |afloop van de |het wisselen van de |het einde van de |einde |einde van de |het einde )?(?:laatste )?ronde\b", r"\bronde (?:\S+ )?(?:was |is )?(?:al |nu )?(?:voorbij|afgelopen|om)\b",
               r"\b(?:volgende|nieuwe|een) ronde\b(?: \S+)?(?: later)?", r"\bronde later\b", r"\b(?:andere|volgende|nieuwe) tafel\b",
               r"\b(?:nieuwe|volgende|andere) (?:tegenstanders|tegenspelers?)\b(?! (?:speelt|speelde|moet|mag|komt|kwam|wint|won)\b)", r"\bronde (?:\S+ ){0,2}?gewisseld\b|\bna het wisselen\b|\bgewisseld van ronde\b"):
        return True
    if len(set(re.findall(r"\bronde (\d+)\b", text))) >= 2 and re.search(r"\bronde \d+ (?:was |is )?(?:al )?(?:begonnen|gestart|bezig|aan de gang)\b", text):
        return True  # "ronde 4 was al begonnen … op het laatste bord van ronde 3"
    return None


def _flag_next_board(text: str, offender: str | None = None) -> bool | None:
    if offender:
        nos = {"NZ": "OW", "OW": "NZ"}[SIDES_OF[offender]]
        who = rf"(?:SIDE_{nos}|SEAT_[{nos}])"
        if re.search(rf"\b{who} (?:hadden |had |heeft |hebben )?nog (?:niet|niks|niets)\b", text):
            return False  # the non-offending side had not yet called
        own = rf"(?:SEAT|GEVER)_[{SIDES_OF[offender]}]"
        if re.search(rf"\balleen (?:de gever )?{own}(?: \( ?[^)]* ?\))? (?:had |heeft )?(?:al |nog maar )?(?:gepast|geboden|geopend|paste|bood|opende)\b", text):
            return False  # "alleen N (gever) heeft gepast", N the offender: only his own side had called
        before = re.search(rf"\b(?:voor|voordat|vóór) (?P<who>(?:(?!SEAT_|SIDE_)\S+ )?{who}(?: \( ?(?:de )?niet-overtred\w+ ?\))?) (?:op (?:het|dat) (?:nieuwe |volgende )?(?:bord|spel) )?(?:iets |een bod |nog )*(?:had |hadden |heeft |hebben )?"
                           r"(?:geboden|gepast|geopend|bood|boden|pasten|paste|opende|iets zei|iets zeiden)\b", text)
        if before and not re.search(r"\b(?:niet|geen)\s*$", text[: before.start()]):
            return False  # "nog voor OW ( de niet-overtreders ) iets hadden geboden"
    boards = set(re.findall(r"\b(?:bord|spel) (\d+)\b", text))
    context = _search(text, r"\bvolgende? (?:bord|spel)\b", r"\bvolgend (?:bord|spel)\b", r"\bnieuwe bord\b", r"\bvorige (?:bord|spel)\b", r"\bop bord \d+ verzaakt\b",
                      r"\btijdens het spelen van bord\b") or len(boards) >= 2
    called = r"(?:geboden|gepast|geopend|opende|opent|bood|biedt|paste|past|doubleerde|een bod|bieden|(?:1e|eerste) bod|opening|openingsbod)"
    if not context:
        match = re.search(r"\bniet-overtred\w+ (?:partij )?(?:\S+ ){0,5}?(?:al |nog niet )(?:\S+ )?" + called, text)
        if match:
            return "nog niet" not in match.group(0)
        return None
    if _search(text, r"\bnog niet (?:\S+ )?(?:geboden|gepast|geopend)\b", r"\bnog niemand (?:had )?(?:\S+ ){0,3}?(?:geboden|gepast|geopend)\b",
               r"\bniemand (?:had |heeft )?(?:nog )?(?:iets )?(?:geboden|gepast|geopend)\b",
               r"\bnog (?:niks|niets) (?:\S+ )?geboden\b", r"\bhadden nog (?:niks|niets)\b", r"\bniet geboden\b",
               r"\bnog geen (?:biedkaart\w*|bod|bieding)\b",
               # "nog voordat er op het volgende bord geboden was", "voordat OW aan het volgende bord begonnen te bieden"
               r"\b(?:voordat|nog voor|vóór|voor er|voor iemand) (?:(?!pas\b|al\b)[^\s.;?!]+ ){0,8}?(?:geboden|gepast|geopend|bood|boden|opende|te bieden|bieden)\b"):
        return False
    if re.search(rf"\btijdens het spelen van bord\b|\b(?:werd )?(?:al )?gespeeld\b[^.]*\bvolgende|\bvolgende (?:bord|spel) (?:al |was )?(?:\S+ ){{0,3}}?(?:aan de gang|bezig|gespeeld)\b|\b{called}\b", text):
        return True
    return None


def _flag_both_sides(text: str, offender: str | None = None) -> bool | None:
    if re.search(r"\bniet alleen\b", text):
        return True
    both = re.search(r"\bverzaakt (?:\S+ ){0,2}?zowel SEAT_([NOZW]) als SEAT_([NOZW])", text)
    if both and SIDES_OF[both.group(1)] != SIDES_OF[both.group(2)]:
        return True  # "er werd verzaakt door zowel O als Z"
    if offender:
        other = {"NZ": "OW", "OW": "NZ"}[SIDES_OF[offender]]
        seats = "".join(k for k, v in SIDES_OF.items() if v == other)
        if re.search(rf"\b(?:SIDE_{other}|SEAT_[{seats}]) (?:\S+ ){{0,3}}?(?:ook|óók) (?:al )?(?:\S+ )?verzaakt\b", text):
            return True
        # the other side revoked too, told by its pair, its seat or as the offender's opponents:
        # "later bleek dat ook NZ verzaakt hadden", "OW eerder in hetzelfde spel ook al een verzaking"
        them = rf"(?:SIDE_{other}|SEAT_[{seats}]|(?:zijn|haar|de|hun) (?:tegenstanders?|tegenpartij|tegenspelers?)|de andere partij)"
        if re.search(rf"\b{them} (?:(?!SEAT_|SIDE_)[^\s.?!;]+ ){{0,6}}?(?:ook|óók) (?:al )?(?:\S+ ){{0,2}}?verzaakt\b"
                     rf"|\b(?:ook|óók) (?:al )?{them} (?:(?!SEAT_|SIDE_)[^\s.?!;]+ ){{0,5}}?verzaakt\b", text):
            return True
    pair = re.search(r"\bSEAT_([NOZW]) en SEAT_([NOZW]) (?:\S+ )?(?:hebben |heeft )?(?:niet|nergens) (?:\S+ )?verzaakt\b", text)
    if pair and SIDES_OF[pair.group(1)] == SIDES_OF[pair.group(2)]:
        return False
    if _search(text, r"\bniet (?:zo )?(?:dat )?(?:beide|allebei) (?:partijen|kanten|paren)\b", r"\balleen (?:de )?SEAT_[NOZW] (?:deed|had|heeft) (?:het|dat)\b",
               r"\balleen (?:de )?SIDE_\w+\b(?! en)", r"\balleen (?:de )?SEAT_[NOZW] (?:\S+ ){0,2}?verzaakt", r"\bhet was alleen\b", r"\bnergens verzaakt\b", r"\bfoutloos\b",
               r"\b(?:is|was) de enige (?:verzaking )?(?:op|in|van) (?:dit|dat|het) (?:spel|bord)\b",
               r"\bmaar één partij\b", r"\b(?:andere partij|SIDE_\w+|wij(?: \( ?SIDE_\w+ ?\))?) (?!nog )(?:\S+ )?(?:hebben |heeft )?(?:niet verzaakt|niet)\b(?! \S+ verzaakt| voldongen| vold\b)",
               r"\b(?:allebei|beide) niet\b(?! (?:\S+ )?(?:bekend|gevolgd|bijgespeeld))", r"\bnetjes bekend\b"):
        return False
    if _search(text, r"\b(?:beide|allebei de) (?:partijen|teams|paren|kampen)\b(?=[^.?!;]*\b(?:verzaakt|\w*revoke\w*|bekend|bekende|bekenden)\b)|\b(?:verzaakt|\w*revoke\w*)\b[^.?!;]*\b(?:beide|allebei de) (?:partijen|teams|paren|kampen)\b", r"\bzowel (?:\S+ ){1,3}?als \S+\b(?: \S+){0,6}? verzaakt",
               r"\bSEAT_([NOZW]) (?:en|én|&) SEAT_([NOZW]) (?:\S+ ){0,2}?(?:allebei|beide|ook)? ?verzaakt",
               r"\bSEAT_([NOZW]) en SEAT_([NOZW]) (?:\S+ ){0,4}?(?:allebei|beide) niet (?:\S+ )?(?:bekend|gevolgd|bijgespeeld)\b",
               r"\bóók verzaakt\b|\bverzaakten én\b|\bbeide kanten\b", r"\bbeide verzakingen\b",
               r"\b(?:allebei|beide|allemaal) (?:\S+ )?verzaakt\b[^.?!]{0,20}?\bSIDE_(?:NZ|OW) (?:én|en|&|\+) SIDE_(?:NZ|OW)\b",
               r"\bverzaakt (?:door )?SIDE_(?:NZ|OW) (?:én|en|&|\+) SIDE_(?:NZ|OW)\b", r"\bSIDE_(?:NZ|OW) (?:én|en|&|\+) SIDE_(?:NZ|OW) (?:\S+ )?(?:hebben |allebei |beide )*verzaakt"):
        pair = re.search(r"\bSEAT_([NOZW]) en SEAT_([NOZW])", text)
        if pair and SIDES_OF[pair.group(1)] == SIDES_OF[pair.group(2)] and not re.search(r"partijen|zowel", text):
            return None
        return True
    return None


_REPEAT = r"\b(?:wéér|weer|opnieuw|nog een keer|nog eens|nóg eens|tweede keer|twee keer|tweemaal|twee maal|2 ?x|2 keer|(?:tweede|2e) (?:verzaking|verzaakt)|herhaalde|al eens|ook al|eerder)\b"


def _flag_repeat(text: str, two_revokes: bool = False) -> bool | None:
    if not re.search(_REPEAT, text) and not two_revokes:
        return None
    if _search(text, r"\bandere speler\b", r"\bgeen herhaling\b", r"\b(?:ándere|andere) kleur\b", r"\beerste verzaking\b"):
        return False
    if _search(text, r"\b(?:de)?zelfde kleur\b", r"\bherhaalde (?:verzaking|verzaakt)\b", rf"\b(?:twee|2|drie|3) ?(?:keer|maal|x) (?:\S+ )?(?:verzaakt )?in (?:de )?{_SUITX}",
               rf"\b(?:beide|allebei|alle) (?:keren|keer|verzakingen) (?:\S+ )?in (?:de )?{_SUITX}",
               rf"\b(?:twee|2|drie|3) ?(?:keer|maal|x) (?:een |de )?(?:kleine )?{_SUITX}\w* (?:op|bij) (?:een |de )?{_SUITX}",
               rf"\b(?:twee|2|drie|3) ?(?:keer|maal|x) (?:\S+ )?(?:geen|niet) (?:\S+ )?(?:{_SUITX}\w*) (?:\S+ )?(?:bijgespeeld|gespeeld|bekend|gevolgd|bijgelegd|gelegd)\b", rf"\b(?:beide|allebei|alle) (?:keren |keer |x )?in (?:de )?{_SUITX}\w*"):
        return True
    if re.search(rf"\bTRICK_\d+ en (?:in |ook in )?(?:de )?TRICK_\d+\b[^.;]*?\b(?:geen|niet op|niet in) {_SUITX}", text):
        return True  # "in slag 3 en in slag 8 bekende hij geen ruiten": one suit told for both
    suits = [_SUIT_NAME.get(m.group(1), m.group(1)) for m in re.finditer(r"(?:\bin|\book in|\book|\(|\bniet op|\bbekennen op) ?(schoppen|harten|ruiten|klaveren|[♠♥♦♣])(?!\S)", text)]
    if len(suits) >= 2:
        return len(set(suits)) == 1
    if re.search(r"\b(?:ook|weer|wéér) (?:al )?in (?:schoppen|harten|ruiten|klaveren|[♠♥♦♣])", text):
        return True
    # "voor de tweede keer geen harten bekend", "bekent opnieuw geen klaveren": the repeat told of a failure in
    # one suit, and no other suit named in the message
    again = re.search(rf"{_REPEAT} (?:(?!TRICK_)[^\s.?!;:,]+ ){{0,3}}?(?:geen |niet (?:in |op )?)(?:een |de )?({_SUITX})(?:\w*)\b", text)
    if again:
        named = {_SUIT_NAME.get(m.group(1), m.group(1)) for m in re.finditer(r"(?<![\w♠♥♦♣])(schoppen|harten|ruiten|klaveren|schop|hart|ruit|klaver|troef|[♠♥♦♣])", text)}
        if named == {_SUIT_NAME.get(again.group(1), again.group(1))} and not re.search(r"\b(?:andere|ándere|verschillende) kleur", text):
            return True
    return None


def _flag_penalty_or_dummy(text: str, role: str | None) -> bool | None:
    if _search(text, r"\bniet (?:met|door|uit|om) (?:een |de |zijn )?(?:strafkaart|blinde)\b", r"\bgeen strafkaart\b", r"\bniet om de blinde\b",
               r"\bverzaakt\w* (?:\S+ ){0,5}?uit (?:zijn )?eigen hand\b", r"\buit (?:zijn )?eigen hand\b ,",
               r"\buit (?:zijn |haar |mijn )?eigen hand\b(?: \S+){0,3}? (?:niet|geen)\b",
               r"\b(?:troefde|troeft|gooide|gooit|speelde|speelt|legde|legt) (?:\S+ ){0,4}?uit (?:zijn |haar |mijn )?eigen hand\b"):
        return False
    if role == "dummy" or _dummy_revoke(text) or re.search(r"\bstrafkaart", text):
        return True
    # the card lay face up before him from earlier: "had de ♥h nog open voor zich liggen"
    if re.search(rf"\b(?:had|heeft) (?:de |een )?{CARD} (?:nog |al )?open (?:voor (?:zich|hem|haar) )?(?:op (?:de )?tafel )?(?:liggen|staan)\b"
                 rf"|(?<!\S){CARD} (?:van SEAT_[NOZW] )?(?:lag|ligt) (?:nog |al )?open (?:voor (?:zich|hem|haar)|op (?:de )?tafel)\b", text):
        return True
    return None


# "Kan iemand helpen? …", "Mag ik even iets vragen? …": a polite opening, the report follows
_HELP_REQUEST = (r"^(?:kan|kun|kunt|mag|wil|wilt) (?:iemand|u|je|jij|de wl|een wl|ik) (?:\S+ ){0,3}?(?:helpen|vragen|storen|melden|komen|kijken)\b"
                 # "mag dit nog ? …", "klopt dat ? …": a short opening question pointing at the report that follows
                 r"|^(?:mag|kan|klopt|is|geldt) (?:dit|dat|het) (?:\S+ ){0,2}?\S+ ?\? (?=\S+ \S+ \S+)")


# a question put with its verb first and a condition: "Raken we ons recht kwijt als …?", "Krijgen wij … wanneer …?"
_CONDITIONAL_QUESTION = (r"^(?:raken|raakt|raak|krijg|krijgt|krijgen|gaat|gaan|verliezen|verliest|verlies|blijft|blijven|mogen|moeten|kunnen|"
                         r"heb|hebben|heeft|word|worden|ben|zijn|maakt|doe|doet|tellen|vervalt|vervallen|hoeft|hoeven)\b"
                         r"[^.!]*\b(?:als|wanneer|indien|nadat|zodra)\b[^.!]*\?\s*$")


def _general_question(reader: Reader, text: str, offender: str | None) -> bool:
    """A question about the law, not a report: nobody is named and nobody speaks of himself."""
    return not offender and reader.is_question() and not re.search(r"\b(?:ik|wij|we|mijn|ons|onze)\b", text)


def _law64(reader: Reader, text: str, old: dict[str, Any]) -> dict[str, Any]:
    """The Law 64 facts: extract_revoke's reading, filled and corrected by the general readings above."""
    facts = dict(old)
    # shorthand the canonical text leaves: "verz.", "gerenonceerd", an arrow, English side names
    text = re.sub(r"\bverz\b ?\.?|\b(?:ge)?renonc(?:e|eerd|eert|eerde|eren)\b", "verzaakt ", text)
    text = re.sub(r"\bv ?\. ?d ?\.(?= )(?!beurt)|\bvd\b(?! beurt)", "van de", text)  # "verzaking vd blinde"
    text = re.sub(r"\b(?:vz|verzaakt) ?-? ?slag\b", "verzakingsslag", text)
    text = re.sub(r"\bbijgel\b(?: \.)?", "bijgelegd", text)
    text = re.sub(r" ' m(\.?)(?= |$)", lambda m: " hem" + (" ." if m.group(1) else ""), text)
    text = re.sub(r"\bbijgesp\b(?: \.)?", "bijgespeeld", text)
    text = re.sub(r"\bvz ?\.", "verzaakt .", text)
    text = re.sub(r"\b(?:sl|slg) ?\. ?(\d{1,2})\b", r"TRICK_\1", text)
    text = re.sub(r"\bslag (?:nummer|nr|no) ?\.? ?(\d{1,2})\b", r"TRICK_\1", text)  # "slag nummer 7"
    text = re.sub(r" ?(?:- >|->|→|=>|= >) ?", " , ", text)
    text = re.sub(r"\b(?:ew|e-w|e/w)\b", "SIDE_OW", text)
    text = re.sub(r"\b(north|east|south)\b", lambda m: "SEAT_" + {"north": "N", "east": "O", "south": "Z"}[m.group(1)], text)
    text = re.sub(r"\b(?:revoked|revokes)\b", "verzaakt", text)
    # "in de zevende ," with "slag" left out
    text = re.sub(rf"\bin de ({'|'.join(_ORDINALS)}|\d{{1,2}}(?:e|de|ste))(?= [,.;:!?]| ?$)",
                  lambda m: "in TRICK_" + str(_ORDINALS.get(m.group(1)) or re.match(r"\d+", m.group(1)).group(0)), text)
    text = re.sub(r"\b(?:ns|n-s|n/s)\b", "SIDE_NZ", text)
    # the trick told as an apposition: "de slag ( de zevende )", "die slag , de tiende ,"
    text = re.sub(rf"\b(slag(?: zelf)?) (?:, |\( )de ({'|'.join(_ORDINALS)}|\d{{1,2}}(?:e|de|ste))(?: ,(?= \S+ SEAT_)|(?= [,)]))",
                  lambda m: m.group(1) + " TRICK_" + str(_ORDINALS.get(m.group(2)) or re.match(r"\d+", m.group(2)).group(0)), text)
    text = re.sub(rf"\b(naar|voor) de ({'|'.join(_ORDINALS)})\b(?! (?:slag|keer|maal|kaart)\b)",
                  lambda m: m.group(1) + " TRICK_" + str(_ORDINALS[m.group(2)]), text)
    text = re.sub(r" +", " ", text)
    # questions and answers: "in welke slag ? de 5e"
    text = re.sub(r"\bin welke slag \? (?:de |in (?:de )?)?(\d{1,2})(?:e|de|ste)?\b", r"in TRICK_\1", text)
    # a form: "slag : 9 . gewonnen door : W" → "TRICK_9 . gewonnen door W"
    text = re.sub(r"\bslag : (\d{1,2})\b", r"TRICK_\1", text)
    text = re.sub(r"\b(gewonnen door|genomen door|verzaakt|verzaker|overtreder|voldongen|winnaar(?: slag)?|slag voor) : ", r"\1 ", text)
    text = re.sub(r"\bwinnaar (?:slag |van de slag )?(SEAT_[NOZW]|SIDE_\w+)", r"slag gewonnen door \1", text)
    text = re.sub(r"\b(?:de )?(?:verzakings)?slag : (SEAT_[NOZW]|SIDE_(?:NZ|OW))\b", r"slag gewonnen door \1", text)
    # an apposition is told in brackets: "Z , de blinde , won" → "Z ( blinde ) won"
    text = re.sub(r"\b(SEAT_[NOZW]) , (?:de |zijn |haar )?(blinde|leider|tegenspeler|verdediger|partner) ,", r"\1 ( \2 )", text)
    text = re.sub(r"\b(de (?:blinde|leider)) , (SEAT_[NOZW]) ,", r"\1 ( \2 )", text)  # "de leider , Z , won" → "de leider ( Z ) won"
    # a relative clause telling the seat's role: "W , die samen met O verdedigde , troefde" → "W ( tegenspeler ) troefde"
    # (the other seat inside the clause is no subject of the revoke)
    relative = r"\b(SEAT_[NOZW]) , die (?:[^,.?!;']+ )?(?:de |een )?(tegenspeler|verdediger|leider|blinde)s?(?: (?:was|is|waren|zijn))? ,"
    in_relative = {s for m in re.finditer(relative, text) for s in re.findall(S, m.group(0)[len(m.group(1)):])}
    text = re.sub(relative,
                  lambda m: f"{m.group(1)} ( {'tegenspeler' if m.group(2) == 'verdediger' else m.group(2)} )", text)
    hypothetical = reader.is_hypothetical() and not re.match(_HELP_REQUEST, reader.lower)
    conditional = not hypothetical and bool(re.match(_CONDITIONAL_QUESTION, reader.lower))
    hypothetical = hypothetical or conditional
    seat, told_role = _offender_new(text)
    seats = _role_seats(text)
    if _dummy_revoke(text) and seats.get("dummy") and not re.search(r"\bstrafkaart", text):
        seat, told_role = seats["dummy"], "dummy"
        offender = seat
    else:
        offender = old.get("offender")
        if offender and seat and seat != offender and offender in in_relative:
            offender = seat  # the old reading took a seat from a relative clause ("W , die met O verdedigde , troefde")
        if offender and re.search(rf"\bSEAT_{offender} (?:\S+ ){{0,3}}?(?:verzaakt (?:\S+ )?niet|niet (?:\S+ )?verzaakt)\b(?! (?:in |ook )?(?:de )?TRICK_\d+ (?:, )?maar)|\b(?:geen|niet) verzaakt (?:van|door) (?:de )?SEAT_{offender}\b", text) \
                and seat != offender:
            offender = None  # "W verzaakte niet": not the offender
        if offender and seat and seat != offender and offender == _me_seat(text):
            offender = seat  # the old reading took the writer's own seat; the revoke clause names another player
        if offender and seat and seat != offender and \
                not re.search(rf"SEAT_{offender}", re.sub(r"\b(?:CALL|contract|\d ?sa) (?:\S+ )?(?:van|door) SEAT_[NOZW]", " ", text)):
            offender = seat  # the old reading took the contract's declarer ("tegen 2♦ van O verzaakte Z")
        offender = offender or seat
        if seat and re.search(r"\b(?:mijn|zijn) partner (?:\( ?SEAT_[NOZW] ?\) )?(?:\S+ ){0,3}?verzaakt\b", text):
            offender = seat  # "mijn partner verzaakte … ik ben noord": the partner, not the speaker
        if seat and re.search(r"\b(?:mijn )?(?:linker|rechter)tegenstander (?:\( ?SEAT_[NOZW] ?\) )?(?:\S+ ){0,3}?verzaakt\b", text):
            offender = seat
    # "haar verzaking … . zij zat oost", "mijn partner had verzaakt … ; hij zat west": the one seat told of the pronoun
    pronoun_seat = re.search(rf"(?:^|[.;!?,] )(?:hij|zij|ze|mijn partner) (?:zat|zit) (?:als |op )?{S}\b", text)
    if not offender and pronoun_seat and len(set(re.findall(S, text))) == 1 and not _me_seat(text) and \
            not re.search(r"\bik (?:had |heb )?(?:\S+ ){0,5}?(?:verzaakt|niet (?:\S+ )?bekend)\b|\bmijn verzaakt\b", text):
        offender = seat = pronoun_seat.group(1)
    if not offender and not seat and told_role is None and not re.search(S, text) and \
            re.search(r"\b(?:hij|zij|ik|mijn partner|de verzaker)(?: zelf)? (?:\S+ ){0,3}?(?:een |de )?kaart (?:uit|van) (?:de )?blinde (?:\S+ ){0,3}?(?:genoemd|gevraagd|aangewezen)\b", text) \
            and not re.search(r"\b(?:leider|tegenspeler|verdediger)\b", text):
        told_role = "declarer"  # only the declarer names dummy's cards: "… had hij zelf al een kaart uit de blinde genoemd"
    if not offender and not seat and told_role in (None, "declarer") and _dummy_revoke(text):
        told_role = "dummy"  # "als de leider van tafel een kaart vraagt … terwijl de blinde die kleur nog heeft"
    if re.search(r"\bzowel SEAT_[NOZW] als SEAT_[NOZW]|\bzowel (?:ik|wij|we|mijn \S+|de \S+) als (?:\S+ ){1,4}?(?:hebben |hadden )?(?:\S+ ){0,4}?verzaakt\b|\bSEAT_[NOZW] en SEAT_[NOZW] (?:hebben |\S+ )?(?:allebei|beide) (?:(?!niet\b|geen\b|nergens\b)\S+ ){0,3}?verzaakt", text) \
            and not re.search(r"\b(?:eerst die|die van|de eerste was|de verzaking van|verzaakt van)\b", text):
        offender = None
    if offender != old.get("offender") or not old.get("offender_role"):
        role = _role_new(text, offender, told_role if (seat == offender or not offender) else None) or (
            old.get("offender_role") if offender == old.get("offender") else None)
    else:
        role = old.get("offender_role")
    trick_new = _trick_new(text, reader)
    trick = (trick_new if _on_lead(text) else None) if _only_discovery(text) else (old.get("trick_number") or trick_new)
    told = [m.start() for m in re.finditer(rf"\bTRICK_{trick}\b", text)] if trick else []
    if trick_new and trick != trick_new and told and all(_bound_trick(text, pos) for pos in told):
        trick = trick_new  # the old reading took the trick named as the time bound of the correction
    both = _flag_both_sides(text, offender)
    if both and offender:
        # two revokes: the trick told in the offender's own clause
        own = next((m for m in (re.search(r"TRICK_(\d+)", c) for c in re.split(r" [.;:?!] ", text) if f"SEAT_{offender}" in c) if m), None)
        trick_new = int(own.group(1)) if own else None
        trick = trick_new or trick
    # two revokes told, each with its own trick, and not one of each side: the later one is asked about
    told = sorted({n for m in re.finditer(r"\bverzaakt\b", text) for n in _clause_trick(text, m.start())})
    two_revokes = len(told) >= 2 and not both
    if two_revokes:
        trick = told[-1]
    elif trick_new and trick != trick_new and re.search(rf"\b(?:niet|geen verzaakt) (?:in )?(?:de )?TRICK_{trick} (?:,? ?maar|, wel)\b", text):
        trick = trick_new  # "niet in slag 4 maar in slag 6"
    elif trick_new and trick != trick_new and _clause_trick(text, None, trick_new) and not _clause_trick(text, None, trick):
        trick = trick_new
    elif trick_new and trick != trick_new and ((re.search(_REPEAT, text) and not both) or re.search(
            rf"\b(?:naar|na|tijdens|bij|halverwege|pas in|pas bij|op in|voor|vóór)(?: de)?(?: uitkomst| lead| voorspelen)?(?: (?:naar|voor|in|van))?(?: de)? TRICK_{trick}\b", text)):
        trick = trick_new
    # "slag 12 was voor ons , … en in slag 11 had W verzaakt": the trick told with the revoke verb itself
    direct = re.search(r"\bin (?:de )?TRICK_(\d+) (?:had|heeft|hebben|hadden) (?:SEAT_[NOZW] |hij |ik |zij )?verzaakt\b", text)
    if direct and trick != int(direct.group(1)) and not two_revokes and not both and not re.search(_REPEAT, text):
        trick = int(direct.group(1))
    # "gezien vóór de uitkomst naar slag 3": that trick only dates the discovery; the other one is the revoke's
    if trick and re.search(rf"\b(?:voor|vóór|na|bij) (?:de )?(?:uitkomst|lead|voorspelen|uitkomen) (?:(?:naar|voor|in|van) )?(?:de )?TRICK_{trick}\b", text):
        others = {int(n) for n in re.findall(r"\bTRICK_(\d+)", text)} - {trick}
        if len(others) == 1:
            trick = others.pop()
    if offender != old.get("offender") or role != old.get("offender_role"):
        old_winner = _revoke._winner(reader, offender, role)
    else:
        old_winner = old.get("revoke_trick_winner")
    new_winner = _winner_new(text, offender, role)
    if offender and not new_winner and old_winner == "non_offending_side":
        nos = {"NZ": "OW", "OW": "NZ"}[SIDES_OF[offender]]
        if re.search(rf"\b(?:SIDE_{nos}|SEAT_[{nos}]) (?:{_WIN} (?:{_TRICK_OBJ}) (?:ook )?niet|(?:heeft|had|hebben|hadden) (?:{_TRICK_OBJ}) (?:ook )?niet (?:gewonnen|genomen))\b", text):
            old_winner = None  # "NZ wonnen die slag niet" with W the offender: the offending side won it, who of them is open
    winner = new_winner or old_winner
    later = _later_new(text, trick, offender, role)
    if later is None and trick == old.get("trick_number"):
        later = old.get("offending_side_later_tricks")
        if later is not None and re.search(rf"\b(?:naar|voor) TRICK_{later}\b", text):
            later = None
    elif later is None:
        later = _revoke._later_tricks(reader, trick)
    # "als een tegenspeler verzaakt en …" with no seat named: a case put in general terms
    general = _general_question(reader, text, offender) or (
        not offender and not re.search(S, text) and bool(re.search(r"\b(?:als|wanneer|indien|stel dat) (?:een|de) (?:tegenspeler|verdediger|speler|leider|blinde|verzaker) verzaakt\b", text)))
    # a revoke in the 12th trick: "de laatste slag" is the next one
    est_text = re.sub(r"\bde laatste slag\b", "TRICK_13", text) if trick == 12 else text
    est, strong = _established_new(est_text, trick, hypothetical, general=general, offender=offender)
    established = old.get("established")
    if strong and est is not None:
        established = est
    elif (general or conditional) and established and not re.search(r"\bvoldongen\b", text):
        established = None
    elif established is None:
        established = est
    if (two_revokes or re.search(r"\b(?:opnieuw|nog een keer|nog eens|tweede verzaking|wéér)\b", text)) and not strong and established \
            and not re.search(r"\b(?:voldongen|vold)\b", text):
        established = None  # "verzaakte in slag 4 … later in slag 9 opnieuw": the first one's play-on says nothing of the second
    if established is not True and winner in ("offender", "offender_partner") and not general and \
            re.search(rf"(?:\b{_WIN} (?:(?:de |zijn |haar |mijn )?(?:leider|blinde|tegenspeler|verdediger|partner) |SEAT_[NOZW] |hij |zij )?(?:{_TRICK_OBJ})|\b(?:{_TRICK_OBJ}) (?:zelf |ook )?{_WIN}) (?:\S+ ){{0,3}}?en (?:hij |zij )?(?:speelde|speelt|kwam|komt)(?: hij| zij)? (?:daarna |toen |meteen |direct |gewoon )?(?:\S+ ){{0,3}}?(?:voor|uit|terug)\b(?! (?:zijn|de|het) beurt)"
                      # "die slag ging naar mijn partner , die meteen weer voorspeelde": the winner, then his lead
                      rf"|\b(?:{_TRICK_OBJ}) (?:ging|gaat|was) (?:naar|voor) (?:(?!en\b)[^\s.?!;,]+ ){{1,3}}?, die (?:(?!niet\b|geen\b|nog\b)[^\s.?!;,]+ ){{0,3}}?(?:voorspeelde|voorspeelt|uitkwam|uitkomt|(?:speelde|speelt|kwam|komt) (?:\S+ ){{0,3}}?(?:voor|uit|terug))\b(?! (?:zijn|de|het) beurt)", text) \
            and not re.search(r"\b(?:nog niet|niet) (?:\S+ ){0,2}?(?:voorgespeeld|voor gespeeld|uitgekomen)\b", text):
        established = True  # "zijn partner Z won de slag en speelde harten voor": the offending side led to the next trick
    # not established and noticed "direct na slag 11", no other trick named: the revoke was in that trick
    if trick is None and established is False and len(re.findall(r"\bTRICK_\d+", text)) == 1:
        just = re.search(r"\b(?:direct |meteen |vlak |net |onmiddellijk )?na (?:de )?TRICK_(\d+)\b", text)
        if just:
            trick = int(just.group(1))
    # "wanneer de leider heeft geclaimd en de tegenspelers daarmee akkoord gingen , … een verzaking van een tegenspeler": 63A3/63A4
    if established is None and ((role == "defender" and re.search(r"\bclaim|\bgeclaimd\b", text) and re.search(
            r"\b(?:tegenspeler|verdediger)s?\b[^.?!;]{0,30}?\b(?:akkoord (?:gingen|gaan|ging|gaat|gegaan)|instemden|stemden in|ingestemd|accepteerden|accepteren|aanvaardden)\b", text))
                                or (role == "declarer" and re.search(r"\bleider (?:\S+ ){0,2}?(?:heeft |had )?(?:al )?(?:geclaimd|claimt|claimde)\b", text))):
        established = True
    # "als alleen de leider al een kaart in de volgende slag heeft gespeeld": only the other side played on
    only = re.search(rf"\b(?:alleen|enkel|slechts) (?:de |een )?(leider|blinde|tegenpartij|tegenstanders?|tegenspelers?|verdedigers?|niet-overtreders?)\b(?: \S+){{0,8}}? (?:naar|voor|in) {_NEXT_T}", text)
    if established and only and (only.group(1).startswith(("tegenpartij", "tegenstander", "niet-overtreder"))
                                 or (only.group(1) in ("leider", "blinde") and role == "defender")
                                 or (only.group(1).startswith(("tegenspeler", "verdediger")) and role in ("declarer", "dummy"))):
        established = False
    if established is None and later is not None and not hypothetical and not general and (trick or 0) < 12:
        established = True
    if established is None and not hypothetical and not general and (offender or not reader.is_question()) and (_flag_after_round(text) or _flag_next_board(text)):
        established = True  # told after the round or on the next board: long past the revoke trick
    values = {
        "offender": offender,
        "offender_role": role,
        "trick_number": trick,
        "revoke_trick_winner": winner,
        "offending_side_later_tricks": later,
        "established": established,
    }
    for key, fn in (("attention_after_round", _flag_after_round), ("attention_after_nos_called_next_board", lambda t: _flag_next_board(t, offender)),
                    ("both_sides_revoked", lambda t: _flag_both_sides(t, offender)),
                    ("repeat_revoke_same_suit", lambda t: _flag_repeat(t, two_revokes))):
        value = fn(text)
        values[key] = value if value is not None else old.get(key)
    if values["repeat_revoke_same_suit"] is not None and not two_revokes and not re.search(_REPEAT + r"|\bandere speler\b|\bgeen herhaling\b|\bzelfde kleur\b", text):
        values["repeat_revoke_same_suit"] = None
    flag = _flag_penalty_or_dummy(text, role)
    values["revoke_by_failure_to_play_penalty_or_dummy_card"] = flag if flag is not None else old.get("revoke_by_failure_to_play_penalty_or_dummy_card")
    revokers = {m.group(1) for m in re.finditer(r"\bSEAT_([NOZW]) (?:\S+ ){0,3}?(?:ook |óók )?(?:\S+ )?verzaakt\b", text)}
    revokers |= {m.group(1) for m in re.finditer(r"\b(?:maar|en) (?:ook |óók )?SEAT_([NOZW]) (?:ook|óók)\b|\bniet alleen SEAT_([NOZW])\b", text) if m.group(1)}
    revokers |= {m.group(1) for m in re.finditer(r"\bniet alleen SEAT_([NOZW])\b", text)}
    revokers |= {m.group(1) for m in re.finditer(r"(?:^|[.;:,] |\bTRICK_\d+ |\b(?:eerst|later|daarna|toen|nu|en) )verzaakt (?:ook |óók )?SEAT_([NOZW])\b", text)}  # "later verzaakte O"
    revokers |= {m.group(1) for m in re.finditer(r"\bSEAT_([NOZW]) (?:deed|doet|heeft) dat (?:\S+ ){0,3}?(?:ook|óók)\b", text)}
    # the verb left out for the second revoker: "eerst verzaakt N in ruiten , later W in schoppen"
    revokers |= {m.group(1) for m in re.finditer(
        r"\b(?:eerst\b[^.?!;]*?\bverzaakt|verzaakt (?:\S+ ){0,2}?eerst)\b[^.?!;]*?, (?:en )?(?:later|daarna|toen|vervolgens|dan) (?:ook |óók )?SEAT_([NOZW])"
        r" (?=in\b|op\b|bij\b|TRICK_|[,.;]|$)", text)}
    # "eerst speelde O geen ruiten …, later deed Z hetzelfde": the same failure by a second player
    same = {m.group(1) for m in re.finditer(r"\b(?:deed|doet) SEAT_([NOZW]) (?:precies )?hetzelfde\b|\bSEAT_([NOZW]) (?:deed|doet) (?:precies )?hetzelfde\b", text)
            for m in [m] if m.group(1)} | {m.group(2) for m in re.finditer(r"\bSEAT_([NOZW]) (?:deed|doet) (?:precies )?hetzelfde\b", text)}
    if same and offender and offender not in same:
        revokers |= same | {offender}
    if len({SIDES_OF[r] for r in revokers}) > 1 and values["both_sides_revoked"] is None and not hypothetical:
        values["both_sides_revoked"] = True  # "Z verzaakte in slag 3 en O deed dat in slag 7 ook"
    listed = re.search(r"\beerst SEAT_[NOZW]\b(?: \S+){0,4}? , (?:daarna|toen|dan|en|later) (?:ook )?SEAT_[NOZW]", text) \
        or len({SIDES_OF[r] for r in revokers}) > 1
    if values["both_sides_revoked"] and (listed or not re.search(r"\b(?:eerst|eerste|die van|de verzaking van|van SEAT_)\b", text)) and offender \
            and len(set(re.findall(S, text))) > 1 and (listed or not old.get("offender")):
        values["offender"] = None
    if values["both_sides_revoked"] and not values["offender"]:
        values["trick_number"] = values["revoke_trick_winner"] = values["offending_side_later_tricks"] = None
        values["offender_role"] = None  # "zowel de tegenspelers als wij": no one offender
    for key, value in values.items():
        if value is None:
            facts.pop(key, None)
        else:
            facts[key] = value
    return facts
