"""Facts of a call out of rotation (Laws 29–32, 23) from a director's message.

The anchor is the out-of-turn cue ("voor zijn beurt", "niet zijn beurt"); the
offender is the seat that made the call next to it, the kind of call is the call
word next to it, and what RHO and LHO did is read from the seats relative to the
offender after the anchor.
"""

from __future__ import annotations

import copy
import re
from typing import Any, NamedTuple

from .extract import LHO, PARTNER, RHO, SEAT, Reader, extractor, relation, seat_re
from .normalize import parse_seat

PASS_WORDS = r"(?:past|paste|pas|pass|gepast|passte|pas-kaartje|paskaartje|pas-kaart|paskaart)"
DOUBLE_WORDS = r"(?:doubleert|doubleerde|gedoubleerd|doublet|dbl|redoubleert|redoubleerde|redoublet|rdbl|x|xx|dubbelt|dubbel|dubbelde)"
BID_WORDS = r"(?:opent|opende|geopend|bood|biedt|bod|boden|bieding|opening|[1-7](?:♠|♥|♦|♣|sa|nt)|[1-7] ?(?:♠|♥|♦|♣|sans|sa)|(?:een|twee|drie|vier|vijf|zes|zeven) (?:harten|schoppen|ruiten|klaveren|sans))"
CALL_VERBS = rf"(?:{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|biedt|zei|zegt|bieden|opend)"
RHO_WORDS = r"(?:\brechtertegenstander\b|\brt\b)"
LHO_WORDS = r"(?:\blinkertegenstander\b|\blt\b)"


# -- rephrasing: wordings that say the same thing as the short forms the patterns read --------------
# (could be shared: a seat periphrasis or the director addressed as "u" is not specific to bidding)
_ENGLISH = {"dummy": "blinde", "lho": "linkertegenstander", "rho": "rechtertegenstander", "dealer": "gever", "defender": "tegenspeler",
            "defenders": "tegenspelers", "opening uitkomst": "uitkomst", "opening lead": "uitkomst", "auction": "bieding",
            "bidding": "bieding", "final pass": "slotpas", "passes": "passen", "mn": "mijn", "declarer": "leider"}
_NOT_NAMES = (r"partner|linkertegenstander|rechtertegenstander|lt|rt|lho|rho|gever|dealer|ik|jij|hij|zij|leider|blinde|tegenspeler|verdediger"
              r"|declarer|dummy|defender|wedstrijdleider|arbiter|overtreder|speler|de|het|een|en|van|door|met|bod|pas|doublet|redoublet"
              r"|noord|oost|zuid|west|n|o|z|w|tafel|spel|bord|gever|me|mij|zelf|ook|nog|al|eerst|later|daarna|toen|beurt|vdb|slotpas"
              r"|gepast|past|paste|passte|bood|biedt|geboden|opent|opende|geopend|dubbel|dbl|xx|rdbl|doubleert|doubleerde|gedoubleerd"
              r"|redoubleert|redoubleerde|sans|harten|schoppen|ruiten|klaveren|klaver|sa|nt|aas|heer|vrouw|boer|kaart|kaarten")
_SEAT_WORD = {"noord": "noord", "oost": "oost", "zuid": "zuid", "west": "west"}
_REPHRASE = [
    # "de heer in het oosten", "mevrouw aan de zuidkant", "mijn partner in het noorden" -> the seat
    (re.compile(r"\b(?:(?:de heer|meneer|mevrouw|de dame|de man|de vrouw|(?:mijn |onze |de )?tegenstander|de tegenspeler|de speler|de speelster) )?"
                r"(?:,? die )?(?:in het|aan de|op) (?P<s>noord|oost|zuid|west)(?:en|kant|elijke stoel)\b"), lambda m: _SEAT_WORD[m.group("s")]),
    # "mevrouw op zuid", "de heer op oost": the seat
    (re.compile(r"\b(?:de heer|meneer|mevrouw|de dame|de man|de vrouw|de speelster|degene) (?:op|aan|in) (?P<s>noord|oost|zuid|west)\b"),
     lambda m: _SEAT_WORD[m.group("s")]),
    # a first name with its seat: "Els (W) bood", "zuid (Ad) paste" -> the seat
    (re.compile(r"(?<![\w'’-])(?!(?:" + _NOT_NAMES + r")\b)[a-z][a-z-]{1,14} \((?P<s>noord|oost|zuid|west|n|o|z|w)\)"),
     lambda m: m.group("s")),
    (re.compile(r"(?<![\w'’-])(?P<s>noord|oost|zuid|west|n|o|z|w) \((?!(?:" + _NOT_NAMES + r")\))[a-z][a-z-]{1,14}\)"),
     lambda m: m.group("s")),
    # the director addressed as "u": "zonder op u te wachten", "voordat u er was"
    (re.compile(r"\b(?P<p>zonder (?:op )?|voordat |voor |nog voordat |toen |na |op )u\b(?! (?:zo|als|dat|het|mij|ons|me)\b)"),
     lambda m: m.group("p") + "de wedstrijdleider"),
    # English table words and chat spellings the Dutch patterns read
    (re.compile(r"\b(?P<w>dummy|lho|rho|dealer|defenders?|opening uitkomst|opening lead|auction|bidding|final pass|passes|mn|declarer)\b"),
     lambda m: _ENGLISH[m.group("w")]),
    (re.compile(r"\bbid (?=(?:noord|oost|zuid|west|n|o|z|w|[1-7])\b)"), lambda m: "biedt "),
    # an auxiliary before its subject: "daarna heeft noord, die ..., al 1♥ geboden" -> "noord, die ..., heeft ..."
    (re.compile(r"\b(?P<v>heeft|had) (?P<s>noord|oost|zuid|west|n|o|z|w|mijn (?:partner|linkertegenstander|rechtertegenstander)(?: \(?(?:noord|oost|zuid|west|n|o|z|w)\)?(?![\w'-]))?)(?P<r>,? \([^)]*\)|, die [^,.;?!]*,)?(?= )"),
     lambda m: m.group("s") + (m.group("r") or "") + " " + m.group("v")),
    (re.compile(r"\b(?:uw|jouw) (?P<w>oordeel|uitspraak|beslissing|komst|uitleg)\b"), lambda m: "de " + m.group("w") + " van de wedstrijdleider"),
    # "N deelt", "de deler": the dealer ("spel 5, N deelde" -> "N was gever")
    (re.compile(r"(?<![\w'’-])(?P<s>noord|oost|zuid|west|n|o|z|w) (?:deelt|deelde|heeft gedeeld|had gedeeld)\b"), lambda m: m.group("s") + " was gever"),
    (re.compile(r"\bdeler\b"), lambda m: "gever"),
    # "aan tafel 4 was noord gever" -> "noord was gever"
    (re.compile(r"\b(?P<v>was|is) (?P<s>noord|oost|zuid|west|n|o|z|w) (?P<g>(?:de )?(?:gever|dealer))\b"), lambda m: m.group("s") + " " + m.group("v") + " " + m.group("g")),
    # "hun noordspeler", "de zuidspeelster": the seat
    (re.compile(r"\b(?:(?:hun|onze|de) )?(?P<s>noord|oost|zuid|west)(?:speler|speelster)\b"), lambda m: _SEAT_WORD[m.group("s")]),
    # "zijn rechterbuurman", "de linkerbuurvrouw": the RHO / LHO
    (re.compile(r"\b(?P<x>rechter|linker)(?:buurman|buurvrouw|buur|buren)\b"), lambda m: m.group("x") + "tegenstander"),
    # "Z opent met een pas", "begon met pas": a pass
    (re.compile(r"\b(?P<v>opent|opende|begint|begon) met (?:een )?pas\b"), lambda m: "past" if m.group("v") in ("opent", "begint") else "paste"),
    # "maar eigenlijk moest O nog" -> "maar O moest nog"
    # (also after a comma or semicolon, and of a relative: "; eigenlijk moest zijn partner (eerst) nog" -> "; zijn partner moest nog")
    (re.compile(r"(?P<c>\bmaar|\ben|\bwant|[,;:]) (?P<a>eigenlijk |toch |nog )?(?P<v>moest|moet) (?P<s>noord|oost|zuid|west|n|o|z|w"
                r"|(?:zijn|haar|z'n) (?:partner|maat|linkertegenstander|rechtertegenstander|lt|rt)) (?:eigenlijk |toch )?(?:eerst )?(?P<n>nog|eerst)\b"),
     lambda m: f"{m.group('c')} {m.group('s')} {m.group('v')} {m.group('n')}"),
    # "zijn maat", "mijn maat": the partner (players' word)
    (re.compile(r"\b(?P<p>zijn|haar|z'n|mijn|m'n|je|jouw|de|diens) maat\b"), lambda m: m.group("p") + " partner"),
    # "de volgende speler" after a call: the caller's LHO
    (re.compile(r"\bde (?:volgende|eerstvolgende) speler\b"), lambda m: "zijn linkertegenstander"),
    # typed "beurt": "aan de buert", "voor zijn beurd"
    (re.compile(r"\b(?:buert|beurd|beutr)\b"), lambda m: "beurt"),
]


_BACKWARDS = re.compile(r"[.;:] (?:dat was |het was |maar )?(?:nadat|daarvoor:?|daarvóór:?|eerst:|vlak daarvoor:?|voordien)\s"
                        r"|, (?:en |maar )?(?:daarvoor|daarvóór|vlak daarvoor|voordien)\s")


_NAME_SEAT = re.compile(r"(?<![\w'’-])(?!(?:" + _NOT_NAMES + r")\b)(?P<n>[a-z][a-z-]{1,14}) \((?P<s>noord|oost|zuid|west|n|o|z|w)\)"
                        r"|(?<![\w'’-])(?P<t>noord|oost|zuid|west|n|o|z|w) \((?!(?:" + _NOT_NAMES + r")\))(?P<m>[a-z][a-z-]{1,14})\)")


def _named_seats(text: str) -> dict[str, str]:
    """First names given with their seat ("Jan (N)", "zuid (Ad)"), each name with one seat only."""
    found: dict[str, set[str]] = {}
    for m in _NAME_SEAT.finditer(text):
        name, seat = (m.group("n"), m.group("s")) if m.group("n") else (m.group("m"), m.group("t"))
        found.setdefault(name, set()).add(parse_seat(seat))
    return {name: seats.pop() for name, seats in found.items() if len(seats) == 1}


def _asking_seat(text: str) -> re.Match | None:
    """ "na afloop vraagt O of NZ schade hadden: Z had ...": the seat that asks or reports, when another seat
    follows and the question is not about himself ("W vraagt of hij ..." is not matched)."""
    asks = re.search(r"\b(?P<v>vraagt|vroeg|vragen|vroegen|meldt|meldde|melden|meldden|vertelt|vertelde|klaagt|klaagde|wil weten|wilde weten) "
                     r"(?P<s>noord|oost|zuid|west|n|o|z|w)(?![\w'’-])(?P<r>,? (?:of|dat|:)(?! (?:hij|zij|ze|zijn|haar|z'n)\b))", text)
    if asks:
        later = {parse_seat(m.group(0)) for m in re.finditer(r"(?<![\w'’-])(?:noord|oost|zuid|west|n|o|z|w)(?![\w'’-])(?!['’]s)", text[asks.end():])}
        if later and parse_seat(asks.group("s")) not in later:
            return asks
    return None


def asking_seat(reader: Reader) -> str | None:
    """The seat of ``_asking_seat`` in the original message (the parsed doc still names it)."""
    asks = _asking_seat(reader.doc.text.lower())
    return parse_seat(asks.group("s")) if asks else None


def _rephrase_text(text: str) -> str:
    names = _named_seats(text)
    for pattern, repl in _REPHRASE:
        text = pattern.sub(repl, text)
    for name, seat in names.items():  # "Jan (N) gever ... voordat Jan iets zei": the name again stands for its seat
        text = re.sub(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])(?! \()", seat.lower(), text)
    # "na afloop vraagt O of NZ schade hadden: Z had ...": the one who asks is not the caller when another
    # seat follows and the question is not about himself ("W vraagt of hij ..." keeps W)
    asks = _asking_seat(text)
    if asks:
        text = text[:asks.start("s")] + "iemand" + text[asks.end("s"):]
    # "N, die al eerder 1♣ had geopend, bood 2♣ ...": the relative clause after the sentence, so the seat is the
    # subject of the main verb again ("n bood 2♣ ... . n, die al eerder 1♣ had geopend .")
    rel = re.search(r"(?<![\w'’-])(?P<s>noord|oost|zuid|west|n|o|z|w), die (?P<c>[^,.;:?!()]{3,60}), (?=(?!en\b|maar\b)\S)", text)
    if rel and re.search(r"\b(?:had|hadden)\b", rel.group("c")) and not re.search(r"[.;:?!]", text[:rel.start()]) \
            and re.search(r"\bvan (?:zijn|haar|z'n|de|mijn|noord|oost|zuid|west|n|o|z|w)\b", rel.group("c")):
        # "W, die de 2♠ van zijn RT niet had gezien, bood 2♥": told in the past perfect, it came first
        text = rel.group("s") + ", die " + rel.group("c") + " . " + text[:rel.end("s")] + " " + text[rel.end():].lstrip()
    elif rel:
        text = text[:rel.end("s")] + " " + text[rel.end():].lstrip() + " . " + rel.group("s") + ", die " + rel.group("c") + " ."
    # "de partner van de overtreder was aan de beurt": his partner
    text = re.sub(r"\bde (?P<r>partner|linkertegenstander|rechtertegenstander|lt|rt) van de overtreder\b", lambda m: "zijn " + m.group("r"), text)
    # "Vraag over een bod voor de beurt: mijn LT bood ...": the topic label names no caller; the story follows
    label = re.match(r"(?:een )?(?:vraag|vraagje)(?: over| mbt| m\.b\.t\.| betreffende| ivm| i\.v\.m\.)? [^:.?!]{3,50}: (?=\S)", text)
    if label and re.search(r"(?<![\w'’-])(?:noord|oost|zuid|west|n|o|z|w|ik|mijn|zijn|hij)(?![\w'’-])", text[label.end():]):
        text = text[label.end():]
    # "pass vd beurt door oost: z was gever en o paste al ...": a label that names the call the story then tells
    # again of the same seat (read twice, it would be a second call of that seat)
    label = re.match(r"[^:.?!]{0,50}\b(?:door|van) (?P<s>noord|oost|zuid|west|n|o|z|w): (?=\S)", text)
    first = re.split(r"[.;!?]", text[label.end():], maxsplit=1)[0] if label else ""
    if label and re.search(rf"(?<![\w'’-]){_SEAT_FORMS[parse_seat(label.group('s'))]} (?:\S+ )?{CALL_VERBS}(?![\w-])", first) \
            and re.search(r"\b(?:voordat|terwijl|te vroeg|al|(?:voor|buiten|vd) (?:zijn|haar|de) beurt)\b", first):
        text = text[label.end():]  # (only when the next sentence tells that call out of turn itself)
    # "voordat ik als gever iets zei" -> "voordat ik iets zei ... ik was gever"
    given = re.search(r"(?<![\w'’-])(?P<p>ik|noord|oost|zuid|west|n|o|z|w) als (?:de )?gever\b", text)
    if given:
        text = text[:given.end("p")] + text[given.end():] + " . " + given.group("p") + " was gever ."
    cuts = list(_BACKWARDS.finditer(text))
    if len(cuts) == 1 and re.match(r"[.;:] (?:maar )?nadat\s", cuts[0].group(0)) \
            and "," in re.split(r"[.;!?]", text[cuts[0].end():], maxsplit=1)[0]:
        cuts = []  # "A. Nadat ik het had uitgelegd, koos N 3♦": a fronted clause with its own main clause, told in order
    if len(cuts) == 1 and cuts[0].start() > 0:  # told backwards: "Z paste toen. Dat was nadat W ..." -> "W ... daarna Z paste toen."
        cut = cuts[0]
        text = text[cut.end():].rstrip(" .") + " . daarna " + text[:cut.start()].strip() + " ."
    return text


def _rewritten(reader: Reader, rewrite) -> Reader:
    """The reader with ``norm`` and ``lower`` passed through ``rewrite`` (the parsed doc and its cues are kept)."""
    norm = rewrite(reader.norm)
    if norm == reader.norm:
        return reader
    out = copy.copy(reader)
    out.norm = norm
    out.lower = rewrite(reader.lower)
    return out


def rephrased(reader: Reader) -> Reader:
    """The reader with ``norm`` and ``lower`` rephrased (the parsed doc and its cues are kept)."""
    return _rewritten(reader, _rephrase_text)


_DISCOVERED = re.compile(
    r"(?P<pre>(?:\s*[,;]|\s+[—–-])?\s*(?:en |maar )?(?:(?:dan|toen|nu|pas|later|daarna|achteraf|vervolgens|opeens|ineens|plots) ){0,3})"
    r"(?P<v>merkt|merkte|merken|merkten|ziet|zag|zien|zagen|ontdekt|ontdekte|ontdekken|ontdekten|realiseert|realiseerde|realiseren|realiseerden"
    r"|beseft|besefte|beseffen|constateert|constateerde|blijkt|bleek|hoort|hoorde|valt (?:het )?op|viel (?:het )?op"
    r"|(?:komt|kwam|komen|kwamen) (?:\S+ ){0,3}?(?:er ?achter|erachter)|(?:wordt|werd) (?:\S+ )?(?:opgemerkt|ontdekt|gezien|geconstateerd|duidelijk))\b"
    r"(?P<who>[^.;!?]{0,40}?)\bdat (?P<s>noord|oost|zuid|west|n|o|z|w)(?![\w'’-])(?P<rest>[^.;!?]*)")
_RETOLD_CUE = re.compile(r"\b(?:voor|buiten|vóór|vd) (?:zijn |haar |z'n |de )?beurt\b|\bout of (?:turn|rotation)\b|\bvdb\b|\bte vroeg\b")
_RETOLD_KIND = {"pass": r"(?:past|paste|pasten|passte|gepast|pas|pass)",
                "double": r"(?:doubleert|doubleerde|gedoubleerd|doublet|dubbel|dbl|x|redoubleert|redoubleerde|geredoubleerd|redoublet|xx)",
                "bid": r"(?:opent|opende|geopend|bood|biedt|geboden|[1-7] ?(?:♠|♥|♦|♣|sa|nt|sans|schoppen|harten|ruiten|klaveren))"}
_SEAT_FORMS = {"N": "(?:n|noord)", "O": "(?:o|oost)", "Z": "(?:z|zuid)", "W": "(?:w|west)"}


def _retold_text(text: str) -> str:
    """ "N past, O 1♥, en nu merkt iedereen dat N voor zijn beurt paste": the call out of turn is one the
    auction already listed; the cue moves to the first such call of that seat and the afterthought goes."""
    m = _DISCOVERED.search(text)
    if not m or not _RETOLD_CUE.search(m.group("rest")) or re.search(r"\b(?:niet|geen)\b", m.group("rest")):
        return text
    seat = parse_seat(m.group("s"))
    rest = _RETOLD_CUE.sub(" ", m.group("rest"))
    ends = {k: max((c.end() for c in re.finditer(rf"(?<![\w-]){w}(?![\w-])", rest)), default=-1) for k, w in _RETOLD_KIND.items()}
    last = max(ends, key=ends.get)  # the verb closes the clause: "dat O pas later voor zijn beurt had geopend"
    words = _RETOLD_KIND[last] if ends[last] >= 0 else "|".join(_RETOLD_KIND.values())
    call = re.search(rf"(?<![\w'’-]){_SEAT_FORMS[seat]}(?![\w'’-]):? (?:{words})(?![\w-])", text[:m.start()])
    if call is None or _RETOLD_CUE.search(text[:m.start()]):
        return text
    cut = m.start()
    head = max((h.end() for h in re.finditer(r"[.;!?]", text[:cut])), default=0)
    if not re.search(r"(?<![\w'’-])(?:noord|oost|zuid|west|n|o|z|w)(?![\w'’-])", text[head:cut]):
        cut = head  # "Pas na de bieding werd opgemerkt dat ...": the whole sentence is the afterthought
    return text[:call.end()] + " voor zijn beurt" + text[call.end():cut] + text[m.end():]


def _retold(reader: Reader) -> Reader:
    return _rewritten(reader, _retold_text)


def _anchor(reader: Reader) -> int | None:
    """Character offset in ``reader.norm`` of the out-of-turn expression."""
    match = re.search(
        r"voor (?:zijn|haar|mijn|m'n|z'n|de|je|hun|jouw) (?:beurt|buert)|\bvd beurt|niet (?:zijn|haar|mijn) beurt|"
        r"out of (?:turn|rotation)|te vroeg|per ongeluk|terwijl (?:zijn |haar |z'n |mijn |de )?\S+ (?:nog|gever|aan de beurt)|als eerste|"
        r"(?:nog )?voor(?:dat)? (?:\S+ ){1,3}?(?:iets|geboden)|op de beurt van|\(\S+ moest nog\)|beurt was aan|al voordat|meteen|"
        r"het was de beurt van|\bvdb\b|kwam te vroeg|\bterwijl (?:\S+ )?(?:de gever|nog)|als allereerste|\bbeurt van|"
        r"\bvoordat (?:\S+ ){0,3}(?:aan de beurt|kon)|\bgever (?:is|was)\b",
        reader.norm,
    )
    return match.start() if match else None


_SEAT_CALL = re.compile(
    rf"(?P<s>{SEAT})(?: \(\w+\))?,? (?:\S+ ){{0,2}}?(?:{CALL_VERBS}|legde|zette|begon|[1-7](?:♠|♥|♦|♣|sa|nt)|[1-7] (?:♠|♥|♦|♣))(?![\w])"
    rf"|(?:{CALL_VERBS}|toen bood|en bood) (?P<t>{SEAT})(?![\w-])"
)


def _calls_before(text: str) -> list[tuple[int, str, str]]:
    """(offset, seat, the words after it) for every seat named with a call, in order."""
    out = []
    for match in _SEAT_CALL.finditer(text):
        seat = parse_seat(match.group("s") or match.group("t"))
        if seat and not re.search(r"gever\W*$", text[: match.start()]):
            out.append((match.start(), seat, match.group(0)))
    return out


def _offender(reader: Reader, anchor: int | None) -> tuple[str | None, int | None]:
    """The offender and the offset of his call in ``reader.norm``."""
    text = reader.norm
    me = re.search(rf"\bik (?:zat |\(|ben |als )?(?P<s>{SEAT})", text)
    if me and re.search(r"mijn partner (?:\S+ ){0,3}?(?:bood|opende|paste|doubleerde|redoubleerde|past|biedt)", text):
        return PARTNER[parse_seat(me.group("s"))], me.start()
    if me:
        return parse_seat(me.group("s")), me.start()
    for pattern in (rf"(?P<s>{SEAT})'s (?:bod|pas|doublet|bieding)",
                    rf"(?:bod|pas|doublet|bieding|opening|\S+) (?:voor|vd) (?:de |zijn )?beurt (?:van|door) (?P<s>{SEAT})",
                    rf"(?:bod|pas|doublet|redoublet|xx|x) (?:voor|vd) (?:de |zijn )?beurt[,:]? (?:door )?(?P<s>{SEAT})",
                    rf"beurt van (?P<x>{SEAT}) maar (?P<s>{SEAT})",
                    rf"(?:vervangende )?(?:bieding|bod|doublet|pas|opening|redoublet) van (?P<s>{SEAT})\b",
                    rf"(?:[1-7]\S*|een|twee|drie|vier|vijf|zes|zeven) (?:♠|♥|♦|♣|harten|schoppen|ruiten|klaveren|sa|sans) door (?P<s>{SEAT})",
                    rf"voor de beurt \S+: (?P<s>{SEAT})",
                    rf"(?:gebooden|geboden|gepast|gedoubleerd) door (?P<s>{SEAT})"):
        match = re.search(pattern, text)
        if match:
            return parse_seat(match.group("s")), match.start()
    if anchor is None:
        return None, None
    calls = _calls_before(text[: anchor + 1])
    if calls:
        return calls[-1][1], calls[-1][0]
    seats = [m for m in re.finditer(SEAT, text[:anchor]) if not re.search(r"gever\W*$", text[: m.start()])]
    if seats:
        return parse_seat(seats[-1].group(0)), seats[-1].start()
    tail = re.search(rf"beurt van (?P<x>{SEAT}) maar (?P<s>{SEAT})", text)
    if tail:
        return parse_seat(tail.group("s")), tail.start("s")
    return None, None


def _call_kind(reader: Reader, anchor: int | None, position: int | None) -> str | None:
    text = reader.norm
    if re.search(r"bidding out of turn|bid out of turn", text):
        return "bid"
    if position is not None:
        own = re.match(rf"\S+(?: \(\w+\))?,? (?:\S+ ){{0,2}}?(?P<w>{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|geopend|geboden|gepast|gedoubleerd|[1-7](?:♠|♥|♦|♣|sa|nt))(?![\w])", text[position:])
        if own:
            return _kind_of(own.group("w"))
    if anchor is None:
        return None
    best = None
    for match in re.finditer(rf"(?<![\w-])(?P<w>{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|bood|biedt|bod|geopend|geboden|bieding|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w-])", text):
        distance = match.start() - anchor if match.start() >= anchor else anchor - match.end()
        if distance <= 25 and (best is None or distance < best[0]):
            best = (distance, match.group("w"))
    return _kind_of(best[1]) if best else None


def _kind_of(word: str) -> str:
    if re.fullmatch(PASS_WORDS, word):
        return "pass"
    if re.fullmatch(DOUBLE_WORDS, word):
        return "double"
    return "bid"


def _next_to_call(text: str, upto: int, dealer: str | None, offender: str) -> str | None:
    """Whose turn it was at offset ``upto``: after the last listed caller, else the dealer."""
    calls = [c for c in _calls_before(text[:upto])]
    if calls:
        return LHO[calls[-1][1]]
    return dealer


def _turn_of(reader: Reader, offender: str | None, dealer: str | None, position: int | None) -> tuple[str | None, bool]:
    """(turn_of, True when derived from the dealer and the calls listed)."""
    text = reader.norm
    explicit = [
        (r"beurt van (?:zijn |de |mijn )?partner|(?:zijn|mijn|de) partner (?:\S+ )?(?:moest nog|was aan de beurt|aan de beurt)|partner(?:'s)? (?:was )?aan de beurt|at partner's turn|gever \(zijn partner\)|partner (?:was )?gever|beurt was aan partner|(?:\S+ )?is de partner van", "partner"),
        (rf"beurt van (?:zijn |de |mijn )?{LHO_WORDS}|(?:zijn|mijn|de) {LHO_WORDS} (?:moest nog|was aan de beurt)|{LHO_WORDS} (?:was )?aan de beurt", "lho"),
        (rf"beurt van (?:zijn |de |mijn )?{RHO_WORDS}|(?:na|over) (?:de |een )?(?:opening|[1-7]\S*) van (?:zijn |de )?{RHO_WORDS}|van \S+ \(de {RHO_WORDS}\)|(?:zijn|de) {RHO_WORDS} (?:\S+ )?(?:opende|bood|biedt|zelf biedt|nog niets)|als de {RHO_WORDS} na|(?:zijn|mijn|de) {RHO_WORDS} (?:\S+ )?(?:moest nog|was aan de beurt|was gever)|{RHO_WORDS} (?:was )?(?:aan de beurt|gever)|{RHO_WORDS} (?:nog )?moest", "rho"),
    ]
    for pattern, value in explicit:
        if re.search(pattern, text):
            return value, False
    if not offender:
        return None, False
    if re.search(rf"(?:na|over) (?:de |een |het )?(?:opening|[1-7]\S*|bod|doublet) van {seat_re(RHO[offender])}", text):
        return "rho", False
    if re.search(r"toen het mijn beurt was|op mijn beurt", text):
        me = re.search(rf"\bik (?:zat |\(|ben |als )?(?P<s>{SEAT})", text)
        if me:
            return relation(offender, parse_seat(me.group("s"))), False
    match = re.search(
        rf"(?:beurt (?:van|v\.?|aan)|het was (?:nog )?aan|voordat|terwijl|nog voor|\bvoor) (?:de gever,? )?(?P<x>{SEAT})(?:,? de gever,?)? (?:aan de beurt|iets|nog|moest|kon|was|had|zat)|"
        rf"(?:beurt (?:van|v\.?|aan)) (?:de gever,? )?(?P<y>{SEAT})\b|\((?P<z>{SEAT}) moest nog\)",
        text,
    )
    if match and not re.search(r"(?:geroepen|gebeld|gehaald) $", text[max(0, match.start() - 9) : match.start()]):
        seat = parse_seat(next(g for g in match.groups() if g))
        if seat and seat != offender:
            return relation(offender, seat), False
    match = re.search(
        rf"(?<!geroepen )(?<!gebeld )(?:terwijl|maar|beurt van|voor(?:dat)?|nog voor) (?P<x>{SEAT}) (?:aan de beurt|gever|nog|was|had|iets)|\((?P<y>{SEAT}) moest nog\)|"
        rf"het was de beurt van (?P<z>{SEAT})|(?:op de )?beurt van (?P<v>{SEAT})|(?P<w>{SEAT}) was (?:gever|aan de beurt)",
        text,
    )
    if match:
        seat = parse_seat(next(g for g in match.groups() if g))
        if seat and seat != offender:
            return relation(offender, seat), False
    if position is not None:
        nxt = _next_to_call(text, position, dealer, offender)
        if nxt and nxt != offender:
            return relation(offender, nxt), True
    return None, False


# "de WL is er direct bij. wat nu?", "WL meteen geroepen, hoe verder?": the director called at once, asked what now
_WL_AT_ONCE = (r"(?:wedstrijdleider|wl) (?:is |werd |wordt )?(?:er )?(?:direct |meteen |gelijk |onmiddellijk )(?:gebeld|geroepen|gehaald|erbij|bij)\b"
               r"[^?]{0,30}?(?:wat nu|hoe verder|wat moet)")


def _rho_action(reader: Reader, offender: str | None, anchor: int | None) -> str | None:
    text = reader.norm
    if re.search(rf"{RHO_WORDS}(?: van de overtreder)? (?:heeft )?nog (?:niks|niets) (?:heeft |had )?(?:gedaan|gezegd)|{RHO_WORDS} nog niets gedaan", text):
        return "pending"
    rho = seat_re(RHO[offender]) if offender else None
    if rho and re.search(rf"{rho} heeft nog (?:niks|niets)", text):
        return "pending"
    if re.search(rf"{RHO_WORDS}\)? (?:nu |daarna |dan )?(?:{PASS_WORDS})\b|als hij (?:nu )?past|als (?:die|de) {RHO_WORDS} past", text):
        return "pass"
    inverted = re.search(rf"\b(?P<v>paste|past|opende|opent|bood|biedt|doubleerde|doubleert) (?:zijn|haar|z'n|de) {RHO_WORDS}", text)
    if inverted:  # "daarna opende zijn RT 1♥"
        return "pass" if inverted.group("v") in ("paste", "past") else "call"
    if re.search(rf"(?:na|over) (?:de |een )?(?:opening|\S+) van (?:zijn |de )?{RHO_WORDS}|{RHO_WORDS}(?: \(\w\))? (?:na een bod voor de beurt )?(?:zelf |daarna |nu )?(?:biedt|bood|opent|opende|doubleert|doubleerde|een bod doet)|van \w \(de {RHO_WORDS}\)", text):
        return "call"
    if rho and re.search(rf"(?:na|over) (?:de |een |het )?(?:opening|[1-7]\S*|bod|pas|doublet) van {rho}", text):
        return "call"
    if rho and anchor is not None:
        after = text[anchor:]
        seat = rho
        if re.search(rf"{seat} (?:\S+ ){{0,3}}?{PASS_WORDS}\b|{seat} (?:\S+ )?past daarna", after):
            return "pass"
        if re.search(rf"{seat} (?:\S+ ){{0,3}}?(?:opent|opende|bood|biedt|doubleert|doubleerde|geboden|[1-7](?:♠|♥|♦|♣|sa))|(?:doubleerde|bood|opende) {seat}(?![\w-])|na (?:de )?[1-7]\S* van {seat}", after):
            return "call"
        if re.search(r"(?:wedstrijdleider|wl) (?:gebeld|geroepen|erbij|is er)[^.]*?(?:wat nu|hoe verder|wat moet)", after) or re.search(_WL_AT_ONCE, after):
            return "pending"
    return None


_MY_CALL_OUT_OF_TURN = r"\bmijn (?:\S+ )?(?:\S+-)?(?:bieding|bod|pas|doublet|redoublet|opening|openingsbod|call)(?: \S+){0,2}? (?:voor|buiten|vd|vóór) (?:de|mijn|m'n) beurt\b"


def _lho_called(reader: Reader, offender: str | None, anchor: int | None) -> bool | None:
    text = reader.norm
    if re.search(r"(?:wedstrijdleider|wl) (?:\S+ )?geroepen voordat|niet zelf biedt maar|meteen de (?:wedstrijdleider|wl) roept", text):
        return False
    if re.search(rf"{LHO_WORDS}(?: \(\w\))? (?:heeft )?nog (?:niet|niks|niets)", text):
        return False
    mine = not re.search(r"\bik (?:\S+ ){0,3}?(?:bood|paste|opende|doubleerde|redoubleerde|zei|heb|had|pas|bied|open|doubleer)\b", text) \
        and not re.search(_MY_CALL_OUT_OF_TURN, text)
    # (not when the writer's own call was the one out of turn: "mijn LT heeft over mijn bieding voor de beurt heen geboden")
    for m in re.finditer(rf"{LHO_WORDS}(?: \(\w\))?,?[^.]*?(?:overheen|heen (?:geboden|gepast|gedoubleerd|geredoubleerd|gegaan|gaan)|achteraan|wel gepast|heeft gepast|heeft geboden|bood|biedt|opent|opende|reageerde)\b", text):
        if mine and re.search(r"\bmijn $", text[max(0, m.start() - 5):m.start()]):
            continue  # "mijn LT opende voordat ik iets zei": the writer's LHO is the offender, not his LHO
        if not re.search(r"niet zelf biedt|na (?:komst|uitleg) van de (?:wedstrijdleider|wl)", text):
            return True
    if offender and anchor is not None:
        seat = seat_re(LHO[offender])
        after = text[anchor:]
        if re.search(rf"{seat}(?: en \S+)? (?:hebben|heeft|had) nog (?:niets|niks|niet)", text):
            return False
        act = re.search(rf"{seat}(?: \(\w+\)|, zijn \w+,)? (?:\S+ ){{0,3}}?(?:bood|biedt|opent|opende|doubleert|doubleerde|zette|volgde|reageerde|past|paste|gepast|geboden)\b(?P<rest>[^.]*)", after)
        if act and not re.search(r"na (?:komst|uitleg) van de (?:wedstrijdleider|wl)", act.group(0)):
            if re.search(r"overheen|zonder|meteen|direct|achteraan|niemand", act.group(0) + after[act.end():act.end() + 60]):
                return True
    return None


def _comparable(reader: Reader, offender: str | None = None) -> str | None:
    text = reader.norm
    pending = [m for m in re.finditer(r"moet (?:nu )?nog (?:opnieuw )?(?:een )?(?:vervangend bod|bieden)", text)
               if not ((m.group(0).endswith("bieden")) and (who := re.search(rf"({_SEAT1}) (?:\(\w+\) )?$", text[max(0, m.start() - 12):m.start()]))
                       and parse_seat(who.group(1)) != offender)]  # "Z moet nog bieden" of another seat: whose turn it is, not the replacement
    if pending or re.search(r"nog (?:een )?vervangende? (?:bod|bieding|call) (?:kiezen|zoeken|bedenken)"
                 r"|\b(?:moet|mag) (?:\S+ ){0,2}?nog (?:een |zijn )?(?:vervangende? (?:bod|bieding|call)|vervanging) (?:kiezen|zoeken|bedenken|doen|geven)\b", text):
        return "pending"
    if re.search(r"zelfde doel|hetzelfde doel|ook een relay|allebei een relay", text):
        return "same_purpose"
    if re.search(r"(?:een )?deel van (?:wat|de betekenissen)|deelverzameling", text):
        return "subset"
    for sentence in re.split(r"[.;!?]+", text):
        if re.search(r"\b(?:vervang\w*|verving|vervanging|in plaats|koos|kiest|gekozen)\b", sentence) and re.search(
                r"\b(?:andere|ander) (?:betekenis|strekking|bedoeling)\b|\b(?:betekent|betekende|betekenen) (?:\S+ ){0,2}?(?:iets |heel |totaal |compleet |geheel |volkomen )*anders\b"
                r"|\biets (?:heel |totaal |compleet |geheel |volkomen )*anders (?:betekent|betekende|inhoudt|inhield)\b", sentence):
            return "no"  # "vervangen door een bod met een andere betekenis": the replacement means something else
    if re.search(r"(?:de|dezelfde|zelfde|gelijkaardige) betekenis", text):
        return "same_meaning"
    for sentence in re.split(r"[.;!?]+", text):  # "vervangt ... door 2♥, dat betekent (bij hen) precies hetzelfde"
        if re.search(r"\b(?:vervang\w*|verving|vervanging|in plaats|koos|kiest|gekozen)\b", sentence) and re.search(
                r"\b(?:betekent|betekende|betekenen|zegt|zei|zeggen) (?:\S+ ){0,3}?(?:precies |exact |ongeveer |eigenlijk |gewoon )?(?:hetzelfde|dezelfde|het zelfde)\b", sentence) \
                and not re.search(r"\b(?:niet|geen|nooit)\b (?:\S+ ){0,3}?(?:precies |exact )?(?:hetzelfde|dezelfde)\b", sentence):
            return "same_meaning"
    if re.search(r"(?:niet|geen|niet-)[- ]?vergelijkba|onvergelijkbaar", text):
        return "no"
    if reader.has("COMPARABLE"):
        return "yes"
    return None


def _damaged(reader: Reader) -> bool | None:
    text = reader.norm
    if re.search(r"\b(?:weet|weten|wisten|wist) (?:\S+ )?niet of\b[^.;?!]*\b(?:benadeeld|schade|nadeel|gedupeerd)\b"
                 r"|\b(?:vraagt|vragen|vroeg|vroegen) (?:\S+ ){0,2}?(?:af )?of\b[^.;?!]*\b(?:benadeeld|schade|nadeel|gedupeerd)\b", text):
        return None  # "wij weten niet of OW benadeeld zijn": asked, not stated
    if re.search(r"\b(?:niet|geen|nauwelijks) (?:\S+ )?(?:benadeeld|schade|invloed|nadeel|last|slechter|gedupeerd)\b|\bniets? (?:uitmaakte|uitgemaakt)\b"
                 r"|\b(?:niemand|geen van beide(?:n)?|geen partij) (?:\S+ ){0,2}?(?:benadeeld|gedupeerd)\b"
                 r"|\b(?:schade|nadeel)\b[^.;]{0,25}\b(?:nihil|nul)\b|\bresultaat was normaal\b"
                 # "de pas heeft hen niets gedaan", "ze zaten toch in het goede contract": no harm done
                 r"|\b(?:hen|ons|hun|mij|hem|haar) (?:verder |eigenlijk |helemaal )?(?:niets|niks) (?:heeft |had )?(?:gedaan|uitgemaakt)\b"
                 r"|\b(?:toch|gewoon|hoe dan ook|ook zo) (?:\S+ )?in (?:het|de) (?:goede|juiste|normale) (?:contract|eindcontract|manche)\b", text):
        return False
    if reader.has("DAMAGE") or re.search(r"\b(?:benadeeld|gedupeerd|dupe|schade|nadeel)\b|\b(?:heeft|hebben|had) (?:\S+ ){0,4}gekost\b"
                                         r"|\blast van\b"
                                         # "OW hebben daar voordeel van gehad", "OW kwijt 1 slag", "zonder die uitkomst had de
                                         # leider 4♠ gemaakt": the gain or the loss told without the word
                                         r"|\bvoordeel (?:van|bij|uit) (?:\S+ ){0,3}?(?:gehad|gehaald|getrokken)\b"
                                         r"|\bkwijt (?:\d+|een|één|twee|drie) slag(?:en)?\b|\b(?:\d+|een|één|twee|drie) slag(?:en)? kwijt\b"
                                         r"|\bzonder (?:\S+ ){1,6}?had(?:den)? (?:\S+ ){1,6}?(?:gemaakt|gehaald|gewonnen)\b", text):
        return True
    bad = re.search(_BAD_CONTRACT, text)
    if bad:
        return not re.search(r"\b(?:niet|nooit)\s+$", text[:bad.start()])  # "daardoor zijn zij in het verkeerde contract beland": the call led the side to a worse result
    return None


# a side landed in a worse contract than it would have reached (not "niet in ... beland", which the negation test above reads)
_BAD_CONTRACT = (r"\bin (?:een |het |de )?(?:verkeerde?|foute?|slechter\w*|slechte|onjuiste?|te (?:hoog|hoge|laag|lage)) "
                 r"(?:contract|eindcontract|manche|slem|deelscore|eindbod|bod)\b(?: \S+){0,2} (?:beland|belandden|belandde|terechtgekomen|terecht gekomen|(?:blijven|bleven|bleef) (?:hangen|steken)|blijven steken|blijven hangen"
                 r"|terecht (?:zijn |waren )?gekomen|gekomen|uitgekomen|gestrand|geëindigd|eindigden|eindigde|kwamen|kwam)\b")


def _previously_called(reader: Reader, offender: str | None, position: int | None, derived: bool) -> bool | None:
    text = reader.norm
    if re.search(r"al eerder (?:in de bieding )?(?:geboden|gepast)|eerder in de bieding al|had al eerder|die al gepast had|bood al\b", text):
        return True
    if re.search(r"als (?:aller)?eerste|eerste bieding|nog niet geboden had|eerste (?:bod|call)|allereerste", text):
        return False
    if offender and position is not None:
        if any(seat == offender for _, seat, _ in _calls_before(reader.norm[:position])):
            return True
        if derived or reader.dealer():
            return False
    return None


# -- an auction read as events: who called what, whose turn it was ------------------------------
# A general reading tried before the phrase tests above (they stay as the fallback): the text is
# cut into clauses; each clause with a call word becomes an event (subject, kind of call); the
# expressions naming whose turn it was ("terwijl Z nog aan de beurt was", "voordat N iets zei",
# "op de beurt van zijn LT", "(O moest nog)") become turn mentions; statements that someone has
# not acted ("W heeft nog niets gezegd", "LT riep meteen de WL") become silences. A subject is a
# seat, a relation word (partner, LT, RT: of the offender, or of the writer after "mijn"), "ik",
# or a pronoun ("die", "hij") for the person named just before. These helpers could be shared
# with the other auction extractors (extract_auction2.py uses a few).

_S = r"(?:n|o|z|w|noord|oost|zuid|west)"
_SEAT1 = rf"(?<![\w'’-]){_S}(?![\w-])(?!['’]n\b)"
_REL = r"(?:partner|linkertegenstander|rechtertegenstander|lt|rt)"
_POSS = r"(?:zijn|mijn|haar|z'n|zn|de|hun|jouw|je|die|deze)"
_APPOS = r"(?:, (?:de|zijn|haar|z'n) [^,.;]{1,30},| \([^)]*\))"
_PERSON = (
    rf"(?:(?:de gever,? )?{_SEAT1}(?:'s {_REL})?{_APPOS}?(?:,? de gever,?)?"
    rf"|(?:\b{_POSS} )?\b{_REL}\b(?: \(?{_SEAT1}\)?)?(?: van (?:{_SEAT1}|de gever\b))?|\bik\b|\bde gever \((?:{_POSS} )?{_REL}\)|\bde gever\b"
    rf"|\b(?!(?:de|het|een|van|en|maar|terwijl|toen|na|over|op|door)\b)[a-z]{{2,}} \({_SEAT1}\))"
)
_CUE = re.compile(
    r"\b(?:voor|buiten|vóór) (?:zijn|haar|mijn|m'n|z'n|zn|de|je|hun|jouw) (?:beurt|buert)\b|\bvd beurt\b|\bvdb\b"
    r"|\bniet (?:eens )?(?:zijn|haar|mijn|z'n) beurt\b|\bout of (?:turn|rotation)\b|\bte vroeg\b|\bniet aan de beurt\b"
    r"|\buit (?:zijn|haar|z'n|de|mijn) beurt\b|\b(?:had|heeft) (?:helemaal )?(?:de|zijn|z'n) beurt niet\b"
    r"|\bals (?:aller)?eerste\b|\b(?:was|is) (?:veel |wat |gewoon )?te snel\b"
)
_NOT_YET = r"nog (?:niets|niks|niet)(?: (?:had|heeft|hadden|hebben))?(?: (?:gezegd|gedaan|geboden|gesproken))?(?: (?:had|heeft|hadden|hebben))?"
_WAIT = (
    r"(?:was |is |zat )?(?:nog |eigenlijk |gewoon |zelf |eerst |wel |ook )*"
    r"(?:aan (?:de beurt|zet|bod)(?: was(?: geweest)?| is| zat)?|(?:was|is) nog niet aan (?:de beurt|zet|bod) geweest|(?:moest|moet) (?:eigenlijk |gewoon )?(?:nog|eerst)(?: (?:bieden|iets zeggen|spreken|iets doen|openen|beginnen))?"
    r"|(?:moest|moet) (?:eerst )?(?:bieden|openen|beginnen)|moest(?=\s*[.,;)?!]|\s*$|\s+(?:lol|haha|hoor|natuurlijk|ofzo|zeg|dus|joh)\b)|zat (?:nog )?te (?:denken|sorteren|twijfelen|tellen|kijken|puzzelen|rekenen)"
    r"|(?:nog )?(?:nadacht|nadenkt|twijfelde|twijfelt|dacht (?:nog )?na|denkt (?:nog )?na)\b"
    r"|(?:was|zat|is) (?:nog )?(?:aan het|te) (?:nadenken|denken|sorteren|twijfelen|tellen|puzzelen|rekenen)|aan het (?:nadenken|denken|sorteren|twijfelen|tellen|puzzelen|rekenen)(?: was| is| zat)?|(?:de )?gever (?:was|is)\b"
    r"|had (?:eigenlijk |eerst |nog )*(?:moeten|mogen) (?:bieden|spreken|beginnen|openen)|was (?:eigenlijk |eerst )?eerder aan de beurt"
    r"|(?:had|heeft) (?:zijn|haar|z'n) (?:biedbox|biedkaartjes|kaarten) nog (?:dicht|niet open|niet bekeken|niet opgepakt|in de hand)"
    r"|(?:had|heeft) (?:eigenlijk |nog |gewoon )?de beurt(?! niet)|(?:had|heeft) (?:eigenlijk |nog |gewoon )*het woord(?! niet)|was (?:nog )?aan het woord)"
)
_SILENT_VERB = (r"(?:kon |had |heeft |hadden |hebben |mocht )?(?:kunnen )?(?:iets |een bieding |een bod |zijn bod |zijn bieding )?"
                r"(?:zei|zeiden|zeggen|gezegd|deed|deden|doen|doet|gedaan|bood|bieden|geboden|sprak|gesproken|gepast|paste|passen|gedoubleerd"
                r"|reageren|reageerde|gereageerd|geopend|opende|openen|doubleerde)(?: had| heeft| hadden| hebben| kon)?")
_MENTIONS = [
    re.compile(rf"(?P<x>{_PERSON})(?:,? de gever,)? {_WAIT}"),
    re.compile(rf"\b(?:terwijl|toen|voordat|nog voor) (?P<x>{_PERSON}) (?:\S+ )?{_NOT_YET}\b"),
    # "ik heb nog niet gepast en toch zei mijn LT al pas": the one who had not called yet was in turn
    re.compile(rf"(?P<x>{_PERSON}) (?:heb|had|heeft) (?:zelf )?nog (?:niet|niets|niks) (?:gepast|geboden|gezegd|gedaan)(?=,? (?:en toch|maar(?: toch)?) )"),
    # "het gaat terug naar Z": the auction reverts to the one who was in turn
    re.compile(rf"\b(?:het|de bieding|het bieden|dat) (?:gaat|ging) (?:weer |dus |toen )?terug naar (?P<x>{_PERSON})"),
    # "W paste voor zijn beurt; zijn RT had nog niet geboden": the RHO or partner, silent before, was in turn
    re.compile(r"(?<=[;:] )(?P<x>(?:zijn|haar|z'n) (?:rechtertegenstander|partner)) (?:had|heeft) (?:toen |eigenlijk )?nog (?:niet|niets|niks) (?:geboden|gezegd|gepast|gedaan)\b"),
    # "N dacht dat hij aan de beurt was en paste, maar W had nog niet gepast": W was in turn
    re.compile(rf"(?<=[a-z♠♥♦♣], maar )(?P<x>{_SEAT1}|(?:mijn|zijn|haar|z'n) {_REL}) (?:had|heeft) (?:zelf )?nog (?:niet|niets|niks) (?:gepast|geboden|gezegd|gedaan)\b"),
    re.compile(rf"\b(?:voordat|voor|nog voor|al voor|vóór|zonder dat)\s+(?P<x>{_PERSON})(?: en {_SEAT1})? (?:(?:nog |zelf |ook )?"
               rf"(?:iets|wat|een bieding|een bod|zijn (?:\S+ )?bod|aan de beurt|zijn beurt|de beurt|zijn kaarten|haar kaarten|z'n kaarten)\b(?: \S+){{0,3}}?|{_SILENT_VERB}\b"
               rf"|(?:over|na|op) (?:\S+ ){{1,5}}?(?:had |heeft )?(?:geboden|gepast|gezegd|gedoubleerd)\b)"),
    re.compile(rf"\b(?:op|in|bij|tijdens|voor|vd) (?:de )?beurt (?:van |v\.? ?)?(?P<x>{_PERSON})|\bbeurt (?:was |is )?(?:nog |eigenlijk )?(?:aan|van|v\.|bij) (?P<y>{_PERSON})"
               rf"|\bin (?:de )?plaats van (?P<z>{_PERSON})|\bhet was (?:eigenlijk |nog |gewoon )?(?P<v>{_PERSON})(?:'s| z'n| zijn| haar) beurt"
               rf"|\bhet was (?:nog |eigenlijk |gewoon )?(?:aan|de beurt (?:van|aan)) (?P<w>{_PERSON})|\b(?:op|in) (?P<u>mijn|zijn|haar) beurt\b"
               rf"|\b(?:toen|terwijl) het (?P<t>mijn|zijn|haar) beurt was\b|\b(?:op|in|bij|tijdens) (?P<s>{_SEAT1})(?:'s| z'n| zijn| haar) beurt\b"),
    re.compile(rf"\(\s*(?:op de |de )?beurt (?:van |aan |v\.? ?)?(?P<z>{_PERSON})\s*\)|(?P<x>{_SEAT1}) \((?:\S+ )?aan de beurt|\bvoor (?P<y>{_PERSON})\s*(?=[.,;!?)]|$)"),
    re.compile(r"\b(?P<u>ik) (?:zat \S+ en |zit \S+ en )?was (?:zelf |eigenlijk |gewoon )?aan de beurt"),
    # "toen het nog aan N was", "terwijl de gever zijn LT is"
    re.compile(rf"\b(?:toen|terwijl|maar) het (?:nog |eigenlijk |gewoon )?(?:aan|de beurt (?:van|aan)) (?P<x>{_PERSON}) (?:was|is)\b"
               rf"|\b(?:terwijl|toen|maar|en) de gever (?P<y>(?:zijn|haar|mijn|z'n) {_REL}) (?:was|is)\b"),
    # "hij sloeg zijn RT over": the one skipped was in turn
    re.compile(rf"\b(?:sloeg|slaat|oversloeg|overslaat)\s+(?:\S+\s+)?(?P<x>{_PERSON})(?: (?:gewoon|zomaar|even))? over\b|\b(?:sloeg|slaat) (?:gewoon |zomaar )?(?P<y>{_PERSON}) over\b"),
    # "het was niet zijn beurt maar die van west"
    re.compile(rf"\bbeurt,? maar (?:die|de beurt) van (?P<x>{_PERSON})"),
    # "zuid had de beurt niet, west wel", "W was niet aan de beurt, N wel"
    re.compile(rf"\bbeurt niet,? (?:maar )?(?P<x>{_PERSON}) wel\b|\bniet aan (?:de beurt|zet|bod),? (?:maar )?(?P<y>{_PERSON}) wel\b"),
    # "Oost, die eigenlijk moest bieden, ...": a relative clause names the one in turn
    re.compile(rf"(?P<x>{_SEAT1}|\b(?:mijn|zijn|haar|z'n) {_REL}),? die {_WAIT}"),
    # "voordat hij iets kon zeggen": a pronoun for the person named just before
    re.compile(rf"\b(?:voordat|voor|nog voor|al voor|zonder dat|terwijl)\s+(?P<x>hij|zij|ze) (?:(?:nog |zelf |ook )?"
               rf"(?:iets|een bieding|een bod|zijn bod|aan de beurt|zijn beurt|de beurt)\b(?: \S+){{0,3}}?|{_SILENT_VERB}\b|{_WAIT})"),
]
_PRONOUNS = ("hij", "zij", "ze")
_SILENCES = [
    re.compile(rf"(?P<x>{_PERSON}) (?:(?:had|heeft|hebben|hadden|heb|hebt) )?(?:ook |daarna |toen |dan |echter |wel |zelf )?(?:nog |helemaal )+(?:niets|niks|niet|geen bod)"
               rf"(?: (?:gezegd|gedaan|geboden|gesproken))?\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:bood|biedt|paste|past|zei) niet\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:heeft|had) (?:daar |er |daarna |toen |dan )*niet meer (?:op )?(?:gereageerd|geboden|gezegd|gepast)\b"),
    # "mijn partner was gever en had nog niks gezegd"
    re.compile(rf"(?P<x>{_PERSON}) (?:was|is|zat) [^,.;?!]{{1,25}}? en (?:had|heeft) (?:ook )?nog (?:niets|niks|niet|geen bod)\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:had|heeft|hebben|hadden) (?:daarna |toen |dan |ook )?(?:niets|niks) (?:gezegd|gedaan|geboden)\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:had|heeft) (?:\S+ ){{0,5}}?(?:de |direct de |meteen de )?(?:wedstrijdleider|arbiter) (?:\S+ )?(?:gehaald|geroepen|gebeld)\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:(?![1-7](?:♠|♥|♦|♣|sa|nt))[^\s,.;:!?]+ ){{0,3}}?(?:roept|riep|belt|belde|haalt|haalde) (?:\S+ )?(?:de |direct de |meteen de )?(?:wedstrijdleider|arbiter)"),
    # inverted: "toen W 1SA neerlegde, riep N meteen de WL"
    re.compile(rf"(?:^|[,;:] )(?:toen |daarna |dan |daarop )?(?:roept|riep|belt|belde|haalt|haalde) (?P<x>{_PERSON}) (?:meteen |direct |gelijk |onmiddellijk |toen |dus )*(?:de )?(?:wedstrijdleider|arbiter)"),
    re.compile(rf"(?P<x>{_PERSON}) (?:\S+ ){{0,4}}?zonder te bieden\b"),
    re.compile(rf"(?P<x>{_PERSON}) (?:\S+ ){{0,6}}?niet (?:zelf |overheen |eroverheen )?(?:biedt|bood|bieden|past|paste|doubleert|doubleerde)\b"),
    re.compile(rf"\b(?:wedstrijdleider|arbiter) (?:\S+ ){{0,3}}?(?:geroepen|gebeld|gehaald|erbij|kwam)\W+(?:voordat|voor) (?P<x>{_PERSON}|iemand|er iemand) "),
    re.compile(rf"(?P<x>{_SEAT1}) en (?P<y>{_SEAT1}) (?:hebben|hadden) (?:ook )?nog (?:niets|niks|niet)\b"),
    re.compile(r"\b(?P<x>niemand) (?:heeft|had|hebben) (?:daarna |toen |dan |nog |verder )*(?:iets )?(?:geboden|gezegd|gepast|gedoubleerd|gedaan)\b"
               r"|\b(?:had|heeft|hadden) (?P<y>niemand) (?:verder |nog |daarna |toen |ook )*(?:iets |wat )?(?:geboden|gezegd|gepast|gedoubleerd|gedaan)\b"),
]
_WL_FIRST = re.compile(r"\b(?:wedstrijdleider|arbiter) (?:\S+ ){0,3}?(?:geroepen|gebeld|gehaald|erbij)[^\w.;!?]*$")  # not across a full stop

_PASS_T = {"pas", "past", "paste", "passte", "passen", "gepast", "pass", "pasje", "paskaart", "paskaartje", "pas-kaart",
           "pas-kaartje", "paskaartjes", "passes", "passed"}
_DOUBLE_T = {"doublet", "doubleert", "doubleerde", "doubleren", "gedoubleerd", "doubletkaart", "doubletkaartje", "dubbel",
             "dubbelt", "dubbelde", "gedubbeld", "dbl", "x", "redoublet", "redoubleert", "redoubleerde", "redoubleren",
             "geredoubleerd", "redoubletkaart", "redoubletkaartje", "xx", "rdbl", "double", "redouble", "doubled", "doubles"}
_BID_T = {"bood", "biedt", "bied", "geboden", "doorbiedt", "doorbood", "doorgeboden", "doorboden", "opent", "opende", "openden", "openen", "geopend", "bod", "opening",
          "openingsbod", "volgbod", "boden", "bid", "bids", "opened", "opens"}
_VERB_T = {"past", "paste", "passte", "gepast", "doorbiedt", "doorbood", "doorgeboden", "doorboden", "doubleert", "doubleerde", "gedoubleerd", "dubbelt", "dubbelde",
           "gedubbeld", "redoubleert", "redoubleerde", "geredoubleerd", "bood", "biedt", "bied", "geboden", "opent",
           "opende", "geopend", "boden", "openden", "bid", "bids", "opened", "opens", "passed", "doubled", "doubles"}
_CALL_TOKEN = re.compile(r"[1-9](?:♠|♥|♦|♣|sa|nt|zt)(?:-\w+)?")
_DENOM_T = {"♠", "♥", "♦", "♣", "sa", "nt", "sans", "schoppen", "harten", "ruiten", "klaveren", "klaver"}
_PASS_ADVERB = re.compile(r"\s*(?:na|nadat|toen|later|achteraf|op|bij|als|in|ontdekt|gezien|opgemerkt|gemerkt|aan|daarna|nu|weer|echt"
                          r"|dat|bleek|zagen|zag|merkten|merkte|ontdekten|ontdekte|kwamen)\b")  # "merkten we pas dat": "only then"
_GENERIC = r"\b(?:iemand|speler|overtreder|tegenstander|een tegenspeler)\b"
_LISTED_NEXT = (  # "N 1♥ O pas Z 2♥": an auction written as seat-call pairs, cut before each next seat
    r"(?:(?<=[♠♥♦♣])|(?<=\bsa)|(?<=\bnt)|(?<=\bpas)|(?<=\bxx)|(?<=\bx)|(?<=\bdbl))\s(?=(?:n|o|z|w|noord|oost|zuid|west) "
    r"(?:[1-7](?:♠|♥|♦|♣|sa|nt)|pas|x|xx|dbl)(?![\w]))|"
)
_BOUNDARY = re.compile(
    _LISTED_NEXT + r"[.;!?:]|,|—|–| - |\b(?:en|maar|terwijl|toen|waarna|voordat|want|omdat|dus|zodat|nadat|daarop|waarop|dat|wanneer)\b|\bals\b(?! (?:n|o|z|w|noord|oost|zuid|west|eerste|allereerste|vervanging|grap)\b)")
_CUE_AFTER = re.compile(r"\s*(?:\([^)]*\)\s*)?(?:voor|buiten|vóór|vd) (?:(?:zijn|haar|mijn|m'n|z'n|zn|de|je) )?beurt\b")
_EARLIER = re.compile(r"\b(?:na|over|op|boven)\s+(?:de |het |een |zijn |haar |mijn |die )?(?:\S+ )?$")
# the director has ruled: what is called afterwards is not a call over the irregular one (could be shared)
_RULED = (r"\b(?:wedstrijdleider|arbiter)\b[^.;!?]{0,40}\b(?:vervangen|verving|vervangt|schrapte|geschrapt|schrapt|liet (?:\S+ ){0,3}vervallen|"
          r"laten vervallen|rechtgezet|zette (?:\S+ ){0,3}recht|besliste|heeft beslist)\b"
          # cancelled, said without the director: "nadat het bod van W was geschrapt", "het ging terug naar N"
          r"|\b(?:bod|bieding|pas|doublet|redoublet|call)\b[^.;!?]{0,40}\b(?:was|werd|is|wordt) (?:\S+ )?(?:geschrapt|teruggenomen|ingetrokken|vervallen)\b"
          r"|\b(?:het|dat|de bieding|het bieden) (?:ging|gaat) (?:weer )?terug naar\b"
          r"|(?<!\btoen de )(?<!\bals de )(?<!\bzodra de )(?<!\bvoordat de )\b(?:wedstrijdleider|arbiter) (?:kwam|is gekomen|was er)(?=\s*[;.,:])|\bna (?:de |zijn |mijn |haar )?(?:uitleg|aanwijzing|uitspraak|beslissing)\b")
_COORDINATED_EARLIER = re.compile(r"\bna (?:de |het |een |zijn |haar )?\S+ (?:\([^)]*\) )?(?:van|door) \S+,? en (?:de |het |een |zijn |haar )?$")
# the hand was played out: the irregularity came to light after the play (could be shared)
PLAYED_OUT = (
    r"\b(?:spel|hand|bord) (?:is |was |werd |werden )?(?:al |inmiddels |nu |gewoon |helemaal |verder |daarna |toen )*(?:afgelopen|gespeeld|uitgespeeld|voorbij)\b"
    r"|\b(?:hebben|hadden|heeft|had) (?:we |wij |ze |zij |ze het |we het )?(?:het spel |de hand |het bord )?(?:gewoon |helemaal |verder |al |toen |eerst )*uitgespeeld\b"
    r"|\bbij het (?:scoren|invoeren|invullen)\b|\b(?:invullen|invoeren|noteren) van (?:de |het )?(?:uitslag|score|scorebriefje)\b"
    r"|\bna het (?:uitspelen|afspelen)\b|\bnadat (?:het spel|de hand|het bord) (?:\S+ )?(?:gespeeld|uitgespeeld|afgelopen)\b"
    r"|\b(?:bij|aan|na|tot) het (?:eind|einde) van het (?:spel|spelen|bord)\b|\btot na het spel\b"
    # "toen alle slagen gespeeld waren", "na de laatste slag"
    r"|\balle (?:dertien |13 )?slagen (?:waren |zijn |al |gespeeld |ook )*(?:gespeeld|voorbij|binnen|gedaan)\b|\bna de (?:laatste|13e|dertiende) slag\b"
)


_SEAT_FORMS_BID = {"N": "(?:n|noord)", "O": "(?:o|oost)", "Z": "(?:z|zuid)", "W": "(?:w|west)"}
# "N gaf" is the dealer; "W gaf een pas / gaf meteen X" is a call
_GAF_NOT_CALL = r"(?! (?:een|de|het|zijn|haar|z'n|meteen|direct|al|toen|nog|ook|gewoon|daarna|dan|x|xx|pas|doublet|redoublet|[1-7]\S*)\b)"


class _Event(NamedTuple):
    start: int
    who: str | None  # a seat, "ME", "REL:<lho|rho|partner>:<mine|his>[:<seat>]", "?" (someone unnamed), None
    kind: str  # pass, double, bid
    earlier: bool  # "na de 1♠ van N": a call named as the one something followed
    negated: bool
    sentence: int


class _Mention(NamedTuple):
    start: int
    end: int
    who: str
    sentence: int


def _who(phrase: str) -> str | None:
    """A person phrase as a seat, "ME", or "REL:<lho|rho|partner>:<mine|his>[:<seat of 'van X'>]"."""
    phrase = phrase.strip(" ,()")
    own = re.match(rf"(?P<s>{_SEAT1})'s (?P<r>{_REL})\b", phrase)
    if own:
        r = own.group("r")
        value = "partner" if r == "partner" else ("lho" if r.startswith("l") else "rho")
        return {"partner": PARTNER, "lho": LHO, "rho": RHO}[value][parse_seat(own.group("s"))]
    seat_first = re.match(rf"(?:de gever,? )?(?P<s>{_SEAT1})", phrase)
    if seat_first:
        return parse_seat(seat_first.group("s"))
    if re.fullmatch(r"de gever", phrase):
        return "DEALER"
    rel = re.search(rf"(?:\b(?P<p>{_POSS}) )?\b(?P<r>{_REL})\b(?: \(?(?P<s>{_SEAT1})\)?)?(?: van (?:(?P<v>{_SEAT1})|(?P<g>de gever\b)))?", phrase)
    if rel:
        if rel.group("s"):
            return parse_seat(rel.group("s"))
        r = rel.group("r")
        value = "partner" if r == "partner" else ("lho" if r.startswith("l") else "rho")
        poss = "mine" if rel.group("p") == "mijn" else ("dealer" if rel.group("g") else "his")
        van = parse_seat(rel.group("v")) if rel.group("v") else None
        return f"REL:{value}:{poss}" + (f":{van}" if van else "")
    if re.search(r"\b(?:ik|mijn)\b", phrase):
        return "ME"
    seat = re.search(_SEAT1, phrase)
    return parse_seat(seat.group(0)) if seat else None


def _sentence_of(text: str, pos: int) -> int:
    return len(re.findall(r"[.;!?](?:\s|$)", text[:pos]))


def _writer(text: str) -> str | None:
    m = _writer_direct(text)
    if m:
        return m
    rel = re.search(rf"\bmijn (?P<r>partner|linkertegenstander|rechtertegenstander|lt|rt) \((?P<s>{_SEAT1})\)", text)
    if rel:  # "mijn partner (N)": the writer sits opposite
        table = {"partner": PARTNER, "linkertegenstander": RHO, "lt": RHO, "rechtertegenstander": LHO, "rt": LHO}[rel.group("r")]
        return table[parse_seat(rel.group("s"))]
    return None


def _writer_direct(text: str) -> str | None:
    m = re.search(rf"\bik (?:zat |zit |ben |speel |was |zit hier |zat hier )?(?:als |op |aan )?\(?(?P<s>{_SEAT1})(?!['’]s)|\(ik\) (?P<t>{_SEAT1})"
                  rf"|(?P<u>{_SEAT1}) \(ik\)|\bik,? (?P<w>{_SEAT1}),", text)
    if not m:
        return None
    return parse_seat(next(g for g in m.groups() if g))


_FUZZY_TARGETS = tuple(w for w in _DOUBLE_T if len(w) >= 7) + ("geopend", "opende", "openden", "geboden")


def _one_edit(a: str, b: str) -> bool:
    """True when a and b differ by exactly one inserted, deleted, replaced or swapped letter."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    if len(a) < len(b):
        a, b = b, a
    return any(a[:i] + a[i + 1:] == b for i in range(len(a)))


def _fuzzy_call(tok: str) -> str | None:
    """A typed call verb ("doubeleerde", "geopent") as the word it stands for; pass words are left out
    ("gepakt" is one letter from "gepast")."""
    if len(tok) < 6 or tok in _PASS_T or tok in _DOUBLE_T or tok in _BID_T:
        return None
    return next((w for w in _FUZZY_TARGETS if _one_edit(tok, w)), None)


def _kind_word(word: str) -> str:
    word = _fuzzy_call(word) or word
    if word in _PASS_T:
        return "pass"
    if word in _DOUBLE_T:
        return "double"
    return "bid"


def _call_tokens(words: str, offset: int, full: str | None = None) -> list[tuple[int, int, str, bool]]:
    """(position, rank, kind, earlier) of the call words of a clause; rank 0 for verbs, 1 for nouns."""
    out = []
    toks = list(re.finditer(r"[\w♠♥♦♣'’-]+", words))
    for i, m in enumerate(toks):
        tok = m.group(0).strip("'’")
        tok = _fuzzy_call(tok) or tok
        kind = None
        if re.match(r"\s+(?:accepteren|aanvaarden|accepteert|aanvaardt|accepteerde|aanvaardde|weigeren|laten staan)\b", words[m.end():]):
            continue  # "Z wil nu 1♠ accepteren": the call accepted, not one made
        if tok in _PASS_T:
            if tok == "pas" and _PASS_ADVERB.match(words[m.end():] if full is None else full[offset + m.end():]) and "'" not in m.group(0):
                continue
            kind = "pass"
        elif tok in _DOUBLE_T:
            kind = "double"
        elif tok in ("bieding", "call") and _CUE_AFTER.match(words[m.end():]):
            kind = "bid"  # "bieding voor de beurt": a call of an unsaid kind (the kind is dropped later)
        elif tok in _BID_T or _CALL_TOKEN.fullmatch(tok) or (
                re.fullmatch(r"[1-9]|één|twee|drie|vier|vijf|zes|zeven|acht|negen", tok) and i + 1 < len(toks) and toks[i + 1].group(0).strip("'’") in _DENOM_T):
            kind = "bid"
        if kind:
            earlier = bool(_EARLIER.search(words[max(0, m.start() - 25):m.start()])) and not _CUE_AFTER.match(words[m.end():]) \
                and tok not in _VERB_T
            if not earlier and tok not in _VERB_T and re.search(r"\b(?:contract|eindcontract|eindbod|slotbod)\s+(?:was |is |werd |van )?$", words[max(0, m.start() - 22):m.start()]):
                earlier = True  # "terwijl het contract 1SA van Z al vaststond": the contract, not a call made
            if not earlier and tok not in _VERB_T and re.match(r"\S*\s+(?:(?:sans|schoppen|harten|ruiten|klaveren|klaver)\s+)?(?:(?:\([^)]*\)|van \S+|door \S+) )?(?:er |nog |al |toen )*(?:lag|stond|ligt|staat)\b", words[m.end():]):
                earlier = True  # "terwijl de 3♦ van O er lag": a call already on the table
            if not earlier and full is not None and tok not in _VERB_T and not _CUE_AFTER.match(words[m.end():]) \
                    and _COORDINATED_EARLIER.search(full[max(0, offset + m.start() - 45):offset + m.start()]):
                earlier = True  # "na 1♣ van N en pas van O riep W": both calls came before
            out.append((offset + m.start(), 0 if tok in _VERB_T else 1, kind, earlier))
    return out


def cue_after_earlier(clause: str, at: int) -> bool:
    """A call named as what came before, though out of turn: "na een pas voor de beurt"."""
    rest = clause[at:].split(" ", 1)[1] if " " in clause[at:] else ""
    return bool(_CUE_AFTER.match(rest)) and bool(re.search(r"\bna (?:een|de|het|zijn|haar) $", clause[max(0, at - 12):at]))


def _auction(reader: Reader) -> dict[str, Any]:
    """Events, turn mentions, silences, cues and the writer's seat of one message (read once per
    reading: shared, never to be changed)."""
    return reader.once("auction", _read_auction_info)


def _read_auction_info(reader: Reader) -> dict[str, Any]:
    text = reader.norm
    self_seat = _writer(text)
    work = list(text)

    def blank(a: int, b: int) -> None:
        for i in range(a, b):
            if work[i] not in ".;!?":
                work[i] = " "

    def taken(a: int, b: int) -> bool:
        return any(work[i] == " " and text[i] != " " for i in range(a, b))

    silences: list[_Mention] = []
    mentions: list[_Mention] = []
    dealer_turn = False
    for pattern in _MENTIONS:
        for m in pattern.finditer(text):
            group = next((g for g in ("x", "y", "z", "v", "w", "u", "t", "s") if m.groupdict().get(g)), None)
            if group is None or taken(m.start(group), m.end(group)):
                continue
            phrase = m.group(group)
            pre = text[max(0, m.start() - 60):m.start()]
            if group in ("x", "y") and re.match(r"(?:voor|vd|vóór) (?:de |zijn |haar )?beurt\b", m.group(0)) and re.match(_SEAT1, phrase):
                continue  # "pas vd beurt van O": O is the one who called
            if group in ("x", "y") and re.search(r"\b(?:voor|vd|vóór) (?:de |zijn |haar )?$", pre) and m.group(0).startswith("beurt") \
                    and re.match(_SEAT1, phrase):
                continue
            if re.search(r"\bdacht(?: dat)?\s*$", pre):
                continue
            if re.match(r"(?:voor|vd|vóór) (?:de )?beurt", m.group(0)) and re.search(r"\b(?:een|de|het|zijn|haar|dit|dat|die) (?:pas|bod|doublet|redoublet|bieding|opening)\s+$", pre):
                continue  # "een pas voor de beurt van mijn RT": the RT's call out of turn, not his turn
            if m.group(0).startswith("voor ") and re.search(r"\b(?:betekent|betekende|betekenen|geldt|gelden|gevolgen?|consequenties?|uitmaken|erg|nadelig|gunstig)\b[^.;!?]*$", pre):
                continue  # "wat betekent dat voor west?": for west, not before him
            if group in ("u", "t"):
                who = "ME" if phrase in ("mijn", "ik") else "REL:self:his"
            elif phrase in _PRONOUNS:
                named = [_who(p.group(0)) for p in re.finditer(_PERSON, text[:m.start(group)])]
                named = [w for w in named if w and w not in ("ME", self_seat)]  # "hij" is never the writer
                who = named[-1] if named else None
            else:
                who = _who(phrase)
            if who is None:
                continue
            if _WL_FIRST.search(pre):  # "WL geroepen voordat W iets zei": W did not call, not whose turn it was
                silences.append(_Mention(m.start(), m.end(), who, _sentence_of(text, m.start())))
            else:
                mentions.append(_Mention(m.start(group), m.end(), who, _sentence_of(text, m.start())))
                if re.search(r"\bgever\b", m.group(0)) or who == "DEALER" or (
                        who == "ME" and re.search(r"\bik (?:ben|was) (?:zelf )?(?:de )?(?:gever|dealer)\b", text)):
                    dealer_turn = True  # the one in turn is the dealer: nobody had called yet
                if re.search(_NOT_YET, m.group(0)):
                    silences.append(_Mention(m.start(group), m.end(), who, _sentence_of(text, m.start())))
            paren = re.match(rf"(?:{_SEAT1}|(?:mijn|zijn|haar|z'n) {_REL}),? (?=\(|die\b)", m.group(0))
            blank(m.start() + (paren.end() if paren else 0), m.end())  # "west (die aan de beurt was) zei": west stays the subject
    for pattern in _SILENCES:
        for m in pattern.finditer(text):
            if taken(m.start("x"), m.end("x")):
                continue
            for g in ("x", "y"):
                if m.groupdict().get(g):
                    who = "ALL" if "iemand" in m.group(g) else _who(m.group(g))
                    if who:
                        silences.append(_Mention(m.start(), m.end(), who, _sentence_of(text, m.start())))
            blank(m.start(), m.end())
    cues = [m.start() for m in _CUE.finditer(text)]
    work_text = "".join(work)
    # "na 1♥ (Z) - pas (W) bood O": a call with its caller in brackets is a clause of its own, caller first
    work_text = re.sub(rf"(?:(?<=^)|(?<=[-–:,(] )|(?<=\bna )|(?<=\bop )|(?<=\bover ))(?P<c>pas|x|xx|dbl|doublet|[1-7](?:♠|♥|♦|♣|sa|nt)) \((?P<s>{_SEAT1})\)",
                       lambda m: f"{m.group('s')} {m.group('c')}, ", work_text)
    work_text = re.sub(rf"(?<=[a-z] )\((?P<s>{_SEAT1})\)(?= (?!{_SEAT1}))",
                       lambda m: " " + m.group("s") + " ", work_text)  # "piet (noord) bood": noord is the subject
    work_text = re.sub(rf"\b(?:de )?(?:speler|spelers) (?:op|aan|van) (?={_SEAT1})", lambda m: " " * len(m.group(0)), work_text)  # "speler op zuid zei pas"
    work_text = re.sub(r"\([^)]*\)", lambda m: " " * len(m.group(0)), work_text)  # appositions, asides
    work_text = re.sub(rf"(?P<s>{_SEAT1})(?P<a>, (?:de|zijn|haar|z'n) [^,.;]{{1,30}},)", lambda m: m.group("s") + " " * len(m.group("a")), work_text)
    work_text = re.sub(rf"{_SEAT1} (?:de )?(?:gever|dealer)\s*[:,]|\b(?:gever|dealer)[:,]?\s+{_SEAT1}|(?P<keep>{_SEAT1})(?=,? (?:is|was) (?:de )?(?:gever|dealer)\b),? (?:is|was) (?:de )?(?:gever|dealer)|\bde gever,? (?:is |was )?{_SEAT1}|\b{_SEAT1} gaf\b{_GAF_NOT_CALL}",
                       lambda m: (m.group("keep") or "") + " " * (len(m.group(0)) - len(m.group("keep") or "")), work_text)  # "noord was gever en opende": noord stays the subject
    events: list[_Event] = []
    cuts = [0] + [m.start() for m in _BOUNDARY.finditer(work_text)] + [len(work_text)]
    persons = [(mm.start, mm.who) for mm in mentions] + [(s.start, s.who) for s in silences]
    subjects: list[tuple[int, str]] = []
    for a, b in zip(cuts, cuts[1:]):
        clause = work_text[a:b]
        tokens = _call_tokens(clause, a, work_text)
        seats = list(re.finditer(_SEAT1, clause))
        if not tokens:
            for s in seats:
                if not re.search(r"\b(?:van|na|over|op|aan|met|bij|tegen|voor|(?<!\ben )(?<!, )dan|als)\s+(?:de |het |zijn )?$", clause[:s.start()]):
                    persons.append((a + s.start(), parse_seat(s.group(0))))
                    subjects.append((a + s.start(), parse_seat(s.group(0))))
            lead = re.match(r"[\s.;!?:]*(?:en |maar |toen |als |,\s*)?(?P<p>(?:mijn|zijn|haar|de) (?:partner|linkertegenstander|rechtertegenstander|lt|rt)|ik)\b", clause)
            if lead and not seats:
                who = _who(lead.group("p"))
                persons.append((a + lead.start("p"), who))
                subjects.append((a + lead.start("p"), who))
            pronoun = re.match(r"[\s.;!?:]*(?:en |maar |,\s*)?(?P<p>die|hij|zij|ze|deze)\b", clause)
            if pronoun and not seats and not lead:
                prior = [p for p in persons if p[0] < a and p[1] not in ("ME", self_seat)]  # "mijn RT moest nog. Die heeft toen gepast": the one named last
                if prior:
                    subjects.append((a + pronoun.start("p"), max(prior)[1]))
            continue
        imagined = bool(re.search(r"\b(?:dacht|dachten|denkt|meende|meenden|meent|veronderstelde)\s+$", text[max(0, a - 14):a])) \
            and bool(re.match(r"[\s,]*dat\b", clause))  # "O dacht dat N al gepast had": a call that was not made
        sentence_start = max([0] + [m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[:a + 2])])
        sentence_end = next((m.end() for m in re.finditer(r"[.;!?](?:\s|$)|$", text[b:])), 0) + b
        asked = re.match(r"\s*(?:mag|mogen|kan|kun|kunnen|moet|moeten) (?:ik|wij|we|hij|zij|ze|jij|je|u)\b(?: \S+){0,2}? (?:nu|nog|dan|daarna|alsnog|gewoon)\b",
                         text[sentence_start:sentence_end]) and text[sentence_start:sentence_end].rstrip().endswith("?")
        negated = imagined or bool(re.search(r"\b(?:niet|geen)\b|\bnog (?:niets|niks)\b", clause)) and not re.search(
            r"\bniet (?:eens )?(?:zijn|haar|z'n) beurt|\bniet aan de beurt|\b(?:niet|geen)[ -]?(?:\S+ )?vergelijkba|\bnog niet geboden had"
            r"|\bniet (?:opgemerkt|gezien|gemerkt)|\bniet alleen\b", clause)
        # an earlier call named as what something followed: "na de pas van mijn RT", "over 1♠ van N"
        for pos, _, kind, earlier in tokens:
            if earlier:
                owner = re.match(rf"\S*\s+(?:van|door) (?P<p>(?:{_POSS} )?\b{_REL}\b(?: \(?{_SEAT1}\)?)?|{_SEAT1})", work_text[pos:b])
                events.append(_Event(pos, _who(owner.group("p")) if owner else None, kind, True, False, _sentence_of(text, pos)))
        main = [t for t in tokens if not t[3]]
        if not main:
            continue
        named_before = [t for t in main if cue_after_earlier(clause, t[0] - a)]
        if named_before and len(named_before) < len(main):
            main = [t for t in main if t not in named_before]  # "kan de RT na een pas voor de beurt 1♥ bieden": the RT bids
        already = re.search(r"\bal (?:\S+ )?(?:gepast|geboden|gedoubleerd|geopend) (?:had|heeft)\b", clause)
        previous = bool(re.search(r"\b(?:eerder|al eens|al een keer|laatste (?:bieding|bod)|daarvoor)\b", clause)
                        and not re.search(r"\beerder (?:in|tijdens) (?:de|deze|het) (?:bieding|bieden)\b(?!.*\b(?:al|ook)\b)", clause) or (
            already and not re.match(r"[\s,]*(?:voordat|terwijl|nog voor|toen)\b", text[a + already.end():])))  # "W had al 1♥ geboden voordat N iets zei": the call itself
        pos, _, kind, _ = min(main, key=lambda t: (t[1], t[0]))
        if asked and re.match(r"(?:openen|bieden|passen|doubleren|redoubleren)\b", text[pos:]):
            negated = True  # "mag ik nu nog openen?": a call asked about, not made
        who = None
        plain, nominal = [], []
        for s in seats:
            pre = clause[max(0, s.start() - 12):s.start()]
            if re.search(rf"\b(?:van|vd|door)\s+(?:(?:{_POSS} )?(?:eigen )?\b{_REL}\s+\(?)?$", clause[max(0, s.start() - 40):s.start()]):
                if not re.search(rf"\b(?:na|over|op)\s+(?:de |het |een )?(?:\S+ ){{1,2}}van\s+(?:(?:{_POSS} )?(?:eigen )?\b{_REL}\s+\(?)?$", clause[max(0, s.start() - 45):s.start()]):
                    nominal.append(s)  # "pas van noord", "bod vd beurt door W": the caller of a nominal call
            elif not re.search(r"\b(?:na|over|op|aan|met|bij|tegen|voor|(?<!\ben )(?<!, )dan)\s+(?:de |het |zijn )?$", pre):  # "en dan O 1♥": O bids
                plain.append(s)
        stripped = re.sub(r"'[^']*'", "", clause)
        rel = re.search(rf"(?:\b(?P<p>{_POSS}) )?\b(?P<r>{_REL})\b(?: van (?:{_SEAT1}|de gever\b))?", clause)
        if rel and re.search(r"\b(?:na|over|op|van|aan|voor)\s+(?:\S+\s+)?(?:eigen\s+)?$", clause[:rel.start()]):
            rel = None
        owner_seat = [s for s in seats if re.match(r"'s (?:bod|pas|doublet|redoublet|opening|bieding|\S*\d)", clause[s.end():])]
        pick = (owner_seat or plain or nominal or [None])[0]
        if pick is not None and not (rel and rel.start() < pick.start() and not re.match(r"\s*\(?" + _SEAT1, clause[rel.end():])):
            who = parse_seat(pick.group(0))
        elif rel:
            who = _who(rel.group(0))
        elif re.search(r"(?:^|\s)ik\b", stripped):
            who = "ME"
        elif re.search(r"(?:^|\s)(?:hij|die|deze|zij|ze)\b", stripped):
            # "hij" is never the writer; "toen W aan de beurt kwam, doubleerde hij": a turn holder named in the clause counts
            prior = [p for p in persons if (p[0] < a or (p[0] < pos and any(mm.start == p[0] for mm in mentions))) and p[1] not in ("ME", self_seat)]
            who = max(prior)[1] if prior else None
        elif re.search(_GENERIC, clause):
            who = "?"
        elif re.match(r"\s*(?:en\b|,|:|maar\b|toen\b|waarna\b|daarop\b|waarop\b)", clause) or a == 0:
            prior = [p for p in subjects if p[0] < a]
            # "zijn LT was aan de beurt maar heeft zelf 2♦ geboden": a turn holder opening his sentence is its subject
            prior += [(m.start, m.who) for m in mentions if m.start < a and m.sentence == _sentence_of(text, a)
                      and re.search(r"(?:^|[.;!?]\s*)$", text[:m.start]) and m.who not in ("ALL", "DEALER")]
            who = max(prior)[1] if prior else None
        if who in (None, "?") and re.search(r"\bmijn $", clause[max(0, pos - a - 5):pos - a]):
            who = "ME"  # "mijn pas voor de beurt": the writer's call
        cue_next = lambda at: _CUE_AFTER.match(text[at:].split(" ", 1)[1] if " " in text[at:] else "")
        if who is None and cue_next(pos):
            who = "?"  # "Pas voor de beurt ...": someone's call out of turn
        events.append(_Event(pos, who, kind, False, negated or previous, _sentence_of(text, pos)))
        if who and who != "?" and not imagined:
            persons.append((pos, who))
            subjects.append((pos, who))
        for t_pos, _, t_kind, _ in tokens:
            if t_pos != pos and cue_next(t_pos) and _EARLIER.search(text[max(a, t_pos - 25):t_pos]):
                owner = re.search(rf"(?P<s>{_SEAT1})'s \S*$", text[max(a, t_pos - 12):t_pos]) or re.match(
                    rf"\S+ (?:voor|vd|vóór) (?:de |zijn )?beurt (?:van|door) (?P<s>{_SEAT1})", text[t_pos:])
                events = [e for e in events if e.start != t_pos]
                events.append(_Event(t_pos, parse_seat(owner.group("s")) if owner else "?", t_kind, False, False, _sentence_of(text, t_pos)))
    # "W de gever is en nog niets heeft gezegd": the turn holder is silent too
    for mm in mentions:
        quiet = re.match(r"\s*en\s+(?:(?:heeft|had) )?(?:ook )?nog (?:niets|niks|niet)(?: (?:heeft|had))?(?: (?:gezegd|gedaan|geboden|gesproken))?\b"
                         r"|\s*en\s+(?:heeft|had) (?:ook |daarna |toen )?(?:nog )?geen (?:bod|bieding) (?:gedaan|gegeven)\b", text[mm.end:])
        if quiet:
            silences.append(_Mention(mm.end, mm.end + quiet.end(), mm.who, mm.sentence))
    # "W was aan de beurt en paste": the turn holder acted (the subject is left out)
    verbs = "|".join(sorted(_VERB_T, key=len, reverse=True))
    for mm in mentions:
        if mm.who.startswith("REL:self") or re.search(r"\bover$", text[mm.start:mm.end]):
            continue  # "paste eerst op zijn beurt en doubleerde", "sloeg zijn RT over en bood": the subject acts again
        tail = re.match(rf"\s*en\s+(?P<skip>(?:\S+\s+){{0,3}}?)(?P<v>{verbs})\b", text[mm.end:])
        if tail and re.search(rf"{_SEAT1}|\b(?:ik|hij|zij|ze|die|partner|lt|rt|linkertegenstander|rechtertegenstander)\b", tail.group("skip")):
            tail = None  # "N was aan de beurt en O bood": another subject
        if tail:
            at = mm.end + tail.start("v")
            events = [e for e in events if e.start != at]
            events.append(_Event(at, mm.who, _kind_word(tail.group("v")), False, False, mm.sentence))
    # "de verkeerde speler bood: W ...": the seat after the colon
    for i, e in enumerate(events):
        if e.who in (None, "?") and not e.earlier:
            colon = re.match(rf"[^.;:!?]*?:\s*(?P<s>{_SEAT1})(?![\w'])", text[e.start:e.start + 30])
            if colon:
                events[i] = e._replace(who=parse_seat(colon.group("s")))
    # "W kwam naar me toe: zijn RT had gedoubleerd": "zijn" of the seat named last before
    for i, e in enumerate(events):
        if not (e.who and e.who.startswith("REL:") and e.who.endswith(":his") and e.who.split(":")[1] != "self"):
            continue
        ends = [m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[:e.start])]
        start = ends[-2] if len(ends) >= 2 else 0  # this sentence and the one before
        before = [p for p in re.finditer(_PERSON, text[start:e.start])]
        if len(before) >= 2 and before[-1].group(0).startswith(("zijn", "z'n", "zn", "haar")):
            base = _who(before[-2].group(0))
            if base in ("N", "O", "Z", "W") and base != self_seat:
                events[i] = e._replace(who=e.who + ":" + base)
    # "de gever ... en zijn RT opent": "zijn" after the dealer named last is the dealer's
    for i, e in enumerate(events):
        if e.who and e.who.startswith("REL:") and e.who.endswith(":his") and e.who.split(":")[1] != "self":
            start = max([0] + [m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[:e.start])])
            named = [p for p in re.finditer(_PERSON, text[start:e.start])]
            if len(named) >= 2 and named[-1].group(0).startswith(("zijn", "z'n", "zn")) and named[-2].group(0) == "de gever":
                events[i] = e._replace(who=e.who.replace(":his", ":dealer"))
    # "N en O hadden gepast": the first of two coordinated subjects passed too
    for m in re.finditer(rf"(?P<a>{_SEAT1}),? en (?P<b>{_SEAT1}) (?:hadden |hebben |hadden al |hebben al )?(?:allebei |beiden |beide |al |eerst |gewoon )*"
                         r"(?:gepast|pasten|passten)\b", text):
        if not any(e.start in (m.start("a"), m.end() - len(m.group(0).split()[-1]) - 1) for e in events) and not re.search(r"\b(?:na|van|door|dan)\s+$", text[max(0, m.start() - 6):m.start()]):
            events.append(_Event(m.end() - len(m.group(0).split()[-1]) - 1, parse_seat(m.group("a")), "pass", False, False, _sentence_of(text, m.start())))
    events.sort()
    return {"events": events, "mentions": mentions, "silences": silences, "cues": cues, "writer": _writer(text),
            "dealer_turn": dealer_turn}


def _resolve(who: str | None, offender: str | None, writer: str | None, dealer: str | None = None) -> str | None:
    """A seat for an event or mention subject, given the offender, the writer's seat and the dealer."""
    if who is None or who == "?":
        return None
    if who == "ME":
        return writer
    if who == "DEALER":
        return dealer
    if who.startswith("REL:"):
        parts = who.split(":")
        rel, poss = parts[1], parts[2]
        base = parts[3] if len(parts) > 3 else {"mine": writer, "dealer": dealer}.get(poss, offender)
        if base is None:
            return None
        if rel == "self":
            return base
        return {"partner": PARTNER, "lho": LHO, "rho": RHO}[rel][base]
    return who


def _dealer(reader: Reader) -> str | None:
    opening = re.match(rf"(?:(?:spel|bord|tafel) \d+[,:]? )?(?P<s>{_SEAT1}) (?:is |was )?(?:de )?(?:gever|dealer)\s*[:,]", reader.norm)
    if opening:
        return parse_seat(opening.group("s"))  # "O gever: Z pas, O 1♣": the seat before "gever", not the first one listed after it
    found = reader.dealer()
    gave = re.search(rf"(?<![\w'’-]){_SEAT_FORMS_BID[found]}(?![\w'’-]) gaf\b", reader.norm) if found else None
    if gave and re.match(_GAF_NOT_CALL, reader.norm[gave.end():]) is None and not re.search(r"\b(?:gever|dealer|deelde|gev)\b", reader.norm):
        found = None  # "Z gaf al een bod": a call, not the dealer
    if found:
        return found
    m = re.search(
        rf"(?P<a>{_SEAT1})\)?,? (?:die )?(?:is|was) (?:namelijk |immers |zelf |ook )?(?:de )?(?:gever|dealer)\b|(?:^|[.:;] |^(?:spel|bord) \d+, )(?P<k>{_SEAT1}) (?:de )?(?:gever|dealer|gev)\b(?! (?:is|was)\b)|\b(?:terwijl|toen|omdat|want|en) (?P<h>{_SEAT1}) (?:de )?(?:gever|dealer) (?:is|was)\b|(?P<g>{_SEAT1}),? die (?:de )?(?:gever|dealer) (?:is|was)\b|(?P<b>{_SEAT1}),? de (?:gever|dealer)\b"
        rf"|\bde (?:gever|dealer),? (?:was |is )?\(?(?P<c>{_SEAT1})|\b(?:gever|dealer)(?: was| is)?:? (?P<d>{_SEAT1})"
        rf"|\b(?:het bieden|de bieding|biedverloop|bieding|biedserie)\s*:\s*(?P<e>{_SEAT1})\W|\b(?P<f>{_SEAT1}) gaf\b{_GAF_NOT_CALL}",
        reader.norm,
    )
    if m:
        return parse_seat(next(g for g in m.groups() if g))
    text = reader.norm
    m = re.search(rf"(?P<s>{_SEAT1}) (?:\S+ ){{0,2}}?\((?:de |is |was )?(?:gever|dealer)\)"
                  rf"|\bik,? \(?(?P<t>{_SEAT1})\)?,? (?:was|ben|is) (?:de |zelf )?(?:gever|dealer)\b", text)
    if m:
        return parse_seat(m.group("s") or m.group("t"))
    writer = _writer(text)
    if writer:
        if re.search(r"\bik (?:\S+ ){0,3}?(?:was|ben) (?:zelf )?(?:de )?(?:gever|dealer)\b|\bik (?:zelf )?(?:de )?(?:gever|dealer) (?:was|ben)\b", text):
            return writer
        rel = re.search(rf"\b(?:de )?(?:gever|dealer),? (?:(?:was|is) )?mijn (?P<r>{_REL})\b|\bmijn (?P<q>{_REL})(?: \([^)]*\))?,? (?:(?:was|is) (?:de )?|de )(?:gever|dealer)\b", text)
        if rel:
            r = rel.group("r") or rel.group("q")
            return {"partner": PARTNER, "lho": LHO, "rho": RHO}["partner" if r == "partner" else ("lho" if r.startswith("l") else "rho")][writer]
    return _listed_dealer(text)


_PAIR = re.compile(rf"(?P<s>{_SEAT1})\s*:?\s*(?:[1-7](?:♠|♥|♦|♣|sa|nt)|pas|x|xx|dbl|doublet)(?![\w])")


def _listed_dealer(text: str) -> str | None:
    """The first seat of an auction written out from a sentence start ("N 1♥ O pas Z 2♥ ..."): at least
    three seat-call pairs in clockwise order, so the first caller is the dealer."""
    run: list[re.Match] = []
    for m in _PAIR.finditer(text):
        if run and re.fullmatch(r"[\s,;-]*", text[run[-1].end():m.start()]) and parse_seat(m.group("s")) == LHO[parse_seat(run[-1].group("s"))]:
            run.append(m)
        else:
            if len(run) >= 3:
                break
            run = [m] if re.search(r"(?:^|[.:;!?])\s*$", text[:m.start()]) else []
    if len(run) >= 3:
        return parse_seat(run[0].group("s"))
    return None


class _Reading(NamedTuple):
    found: bool  # an out-of-turn call was found
    offender: str | None  # a named seat
    kind: str | None
    turn_of: str | None
    derived: bool
    rho_action: str | None
    lho_called: bool | None
    previously: bool | None


_NONE = _Reading(False, None, None, None, False, None, None, None)
_CUE_CALL = re.compile(
    r"(?:^|(?<!in )(?<!tijdens )(?<!bij )\b(?:een|de|zijn|haar|die|z'n|mijn|m'n|het|'s|dit|dat) |\w's )(?P<w>\S+) (?:voor|buiten|vóór|vd) (?:(?:zijn|haar|mijn|m'n|z'n|zn|de|je) )?beurt\b")


def _rectification_pass(text: str, event: _Event) -> bool:
    """ "moet zijn partner de rest van de bieding passen": the pass a rectification obliges, not a call made."""
    return event.kind == "pass" and bool(re.search(
        r"\b(?:de rest van de bieding|de hele bieding|heel de bieding|verplicht|elke beurt|iedere beurt"
        r"|(?:moet|moeten|moest|mag|mogen) (?:\S+ ){0,2}?(?:verder|voortaan|steeds|een keer|eenmaal|één keer))(?: (?:te|moet|moeten|blijven))?\s*$",
        text[max(0, event.start - 40):event.start]) or (
        re.match(r"passen\b", text[event.start:]) and re.search(r"\b(?:partner|hij|zij|ze) (?:moet|moeten|moest|moesten)\s*$"
                                                           r"|\b(?:moet|moeten|moest|moesten) (?:\S+ )?(?:partner|hij|zij|ze)\s*$", text[max(0, event.start - 40):event.start])))
    # "klopt het dat je partner moet passen als ...": the pass the law obliges


def _skipped_turn(events: list[_Event], writer: str | None, dealer: str) -> _Event | None:
    """An auction told in order from the dealer ("gever N. N pas, O pas, en toen zei W 1♥"): the first call
    whose seat is not the next in turn, when the calls before it followed the rotation (same sentence)."""
    expected, matched, matched_sentence = dealer, 0, -1
    for e in events:
        if e.negated:
            continue
        seat = _resolve(e.who, None, writer) if e.who and e.who != "?" else None
        if seat is None or (matched and e.sentence != matched_sentence):
            return None
        if seat == expected:
            expected, matched, matched_sentence = LHO[seat], matched + 1, e.sentence
            continue
        return e if matched and not e.earlier else None
    return None


def _skipped_silent(events: list[_Event], silences: list[_Mention], writer: str | None) -> _Event | None:
    """ "Toen Z 1♥ geopend had, doubleerde O al. W had nog niets gezegd": a call that follows another one while the
    seat in between is said to be silent."""
    made = [e for e in events if not e.negated and e.who and e.who != "?"]
    for first, second in zip(made, made[1:]):
        a, b = _resolve(first.who, None, writer), _resolve(second.who, None, writer)
        if not a or not b or second.earlier or LHO[a] == b or a == b:
            continue
        if any(_resolve(s.who, None, writer) == LHO[a] and s.start > second.start for s in silences):
            return second
    return None


def _read_auction(reader: Reader, dealer: str | None) -> _Reading:
    text = reader.norm
    info = _auction(reader)
    writer = info["writer"]
    virtual = writer or "N"  # relations to the writer still work when his seat is not given
    events: list[_Event] = info["events"]
    mentions: list[_Mention] = info["mentions"]
    silences: list[_Mention] = info["silences"]
    live = [e for e in events if not e.earlier and not e.negated and not re.search(
        r"\b(?:eerder|al eens)\b", text[max(0, e.start - 30):e.start + 12]) and not _rectification_pass(text, e)]
    named = [e for e in live if re.search(r"\b(?:dat|dit|het|die) (?:is|was|blijft|wordt|werd) (?:dus |gewoon |wel |eigenlijk |toch )?een $", text[max(0, e.start - 30):e.start])]
    if named and len(named) < len(live):
        live = [e for e in live if e not in named]  # "dat is een pas voor de beurt": the call named again, not another one
    in_turn = [e for e in live if re.match(r"\S+ (?:eerst |gewoon |netjes |wel )*op (?:zijn|haar|z'n) (?:eigen )?beurt\b", text[e.start:])]
    if in_turn and len(in_turn) < len(live):
        live = [e for e in live if e not in in_turn]  # "O paste eerst op zijn beurt en bood later ...": that call was in turn
    if not live:
        return _NONE

    # the out-of-turn call: the event nearest to a cue ("voor zijn beurt"), else to a turn mention
    off = None
    for anchors, is_cue in ((info["cues"], True), ([m.start for m in mentions], False), ([s.start for s in silences], False)):
        best = None
        for pos in anchors:
            sentence = _sentence_of(text, pos)
            for e in live:
                if e.sentence != sentence:
                    continue
                if any(m.sentence == sentence and m.who == e.who for m in mentions + silences):
                    continue
                distance = abs(e.start - pos) + (15 if e.start > pos else 0) + (200 if e.who is None else 0)
                if best is None or distance < best[0]:
                    best = (distance, e)
        if best:
            off = best[1]
            break
    if off is None:
        # "zuid had de beurt niet, west wel. zuid heeft gedoubleerd": the call in the sentence after the cue,
        # else in the one before ("Noord doubleerde. Het was niet zijn beurt maar die van west.")
        for step in (1, -1):
            for pos in info["cues"] + [m.start for m in mentions]:
                sentence = _sentence_of(text, pos)
                near = [e for e in live if e.sentence == sentence + step and e.who and e.who != "?"
                        and not any(m.who == e.who for m in mentions)]
                if near:
                    off = near[0] if step == 1 else near[-1]
                    break
            if off is not None:
                break
    if off is None and dealer:
        first = live[0]
        seat = _resolve(first.who, None, writer or "N") if first.who and (writer or not first.who.startswith(("ME", "REL"))) else None
        if seat and seat != dealer and (first is events[0] or (first is next(e for e in events if not e.negated) and all(
                _resolve(x.who, None, writer or "N", dealer) == dealer for x in silences))):
            off = first  # "Gever O. Noord begon met een pas": the first call was not the dealer's
    if off is None and dealer:
        off = _skipped_turn(events, writer, dealer)
    if off is None:
        off = _skipped_silent(events, silences, writer)
    if off is None:
        return _NONE
    kind = off.kind
    named = _CUE_CALL.search(text)
    if named:
        word = named.group("w").strip("'")
        if word in ("bieding", "call", "biedingen") and not re.search(
                rf"(?<![\w-])(?:{PASS_WORDS}|{DOUBLE_WORDS}|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w-])", text[:named.start()] + text[named.end():]):
            kind = None  # "een bieding voor de beurt": the kind is not said
        elif word in _PASS_T or word in _DOUBLE_T:
            kind = _kind_word(word)
        elif word in ("bod", "opening") or _CALL_TOKEN.fullmatch(word):
            kind = "bid"
    mine = off.who == "ME" or ":mine" in (off.who or "")
    offender_v = _resolve(off.who, None, virtual, dealer)
    real = offender_v if offender_v and (writer or not mine) else None

    def seat_of(who: str | None) -> str | None:
        return _resolve(who, offender_v, virtual, dealer)

    # whose turn it was: the nearest mention of someone else
    turn, derived = None, False
    ordered = sorted(mentions, key=lambda m: (m.sentence != off.sentence, abs(m.start - off.start)))
    relations = set()
    for m in ordered:
        concrete = not (m.who == "ME" or m.who.startswith("REL:"))
        if offender_v is None:
            if m.who.startswith("REL:") and m.who.endswith(":his") and m.who.split(":")[1] != "self":
                relations.add(m.who.split(":")[1])
            elif m.who == "DEALER" and (off.who or "").startswith("REL:") and (off.who or "").endswith(":dealer"):
                # "de LT van de gever opende voordat de gever iets zei": the dealer is the offender's RHO
                relations.add({"lho": "rho", "rho": "lho", "partner": "partner"}[off.who.split(":")[1]])
            continue
        if concrete and not writer and mine:
            continue
        seat = seat_of(m.who)
        if seat and seat != offender_v:
            relations.add(relation(offender_v, seat))
            if turn is None:
                turn = relation(offender_v, seat)
    if offender_v is None and not relations and (off.who or "").startswith("REL:") and (off.who or "").endswith(":dealer") \
            and any(x.who == "DEALER" for x in silences):
        relations.add({"lho": "rho", "rho": "lho", "partner": "partner"}[off.who.split(":")[1]])  # the silent dealer was in turn
    if offender_v is None and len(relations) == 1:
        turn = relations.pop()
    elif len(relations) > 1 and all(m.sentence == off.sentence for m in mentions):
        turn = None  # two different turns named: a comparison, not a report
    prior = [e for e in events if e.start < off.start and not e.negated and e.sentence <= off.sentence
             and not re.match(r"(?:openen|bieden|passen|doubleren|redoubleren)\b", text[e.start:])  # "mag de gever nog openen": not a call made
             and not (re.match(r"(?:bod|bieding|doublet|redoublet|opening)\b", text[e.start:]) and re.search(r"\b(?:het|dat|dit|die)\s+$", text[max(0, e.start - 5):e.start])
                      and _resolve(e.who, None, virtual, dealer) == offender_v)]  # "het bod van W ...": the irregular call named again
    seats = [seat_of(e.who) for e in prior]
    if prior and dealer and all(s is None for s in seats):
        prior_seats = [dealer]
        for _ in prior[1:]:
            prior_seats.append(LHO[prior_seats[-1]])  # an auction written without seats, from the dealer
    else:
        prior_seats = [s for s in seats if s]
    if turn is None and offender_v and real and not mentions:
        nxt = LHO[prior_seats[-1]] if prior_seats else dealer
        if nxt and nxt != offender_v:
            turn, derived = relation(offender_v, nxt), True
    if turn is None and offender_v and mine and not writer and not dealer and not prior and not mentions:
        # "mijn RT was gever, maar mijn partner paste als eerste": both relative to the writer
        rel = re.search(rf"\bmijn (?P<r>{_REL})(?: \([^)]*\))?,? (?:was|is) (?:de )?(?:gever|dealer)\b|\b(?:de )?(?:gever|dealer),? (?:was|is) mijn (?P<q>{_REL})\b", text)
        if rel:
            r = rel.group("r") or rel.group("q")
            base = {"partner": PARTNER, "lho": LHO, "rho": RHO}["partner" if r == "partner" else ("lho" if r.startswith("l") else "rho")][virtual]
            if base != offender_v:
                turn, derived = relation(offender_v, base), True

    ruled = re.search(_RULED, text)

    def acted(rel: str) -> str | None:
        """The kind of the first call the offender's LHO/RHO made after the out-of-turn call."""
        target = {"lho": LHO, "rho": RHO}[rel][offender_v] if offender_v else None
        for e in events:
            if e.negated or e is off:
                continue
            if e.start <= off.start and not (rel == "lho" and re.search(r"\b(?:er|daar)\s*(?:\S+\s+){0,2}overheen\b", text[max(0, e.start - 30):e.start + 30])):
                continue  # a call before, unless "N had er al overheen geboden": told before, made after
            if rel == "lho" and ruled and e.start > ruled.start():
                continue  # "de WL schrapte het bod ... daarna paste O": not a call over the irregular one
            if e.earlier and re.match(r"\S*\s+(?:(?:van|door) \S+ )?(?:er |nog |al |toen )*(?:lag|stond|ligt|staat)\b", text[e.start:]):
                continue  # "terwijl de 2♥ van zuid er al lag": a call on the table before
            if e.earlier and (re.search(r"\b(?:op|over|boven)\s+(?:de |het |een |zijn |haar |mijn )?(?:\S+ )?$", text[max(0, e.start - 25):e.start]) or (
                    re.search(r"\bna\s+(?:de |het |een |zijn |haar |mijn )?(?:\S+ )?$", text[max(0, e.start - 25):e.start])
                    and e.start - off.start < 30 and not re.search(r"[,.;:!?(]| (?:en|maar|toen|daarna) ", text[off.start:e.start]))):
                continue  # "een X op de 1♠ van O": the call doubled or bid over came before, not after
            clause = text[max(0, e.start - 30):e.start + 12]
            if re.search(r"\b(?:had|hadden)\b(?: \S+){0,2} al\b|\bal (?:\S+ )?(?:had|hadden)\b", clause) and not re.search(
                    r"\b(?:daarna|toen|vervolgens|overheen|eroverheen)\b|\b(?:zagen|zag|merkten|merkte|ontdekten|ontdekte|bleek|pas) (?:\S+ ){0,3}?nadat\b",
                    text[max(0, e.start - 45):e.start + 12]):
                continue  # "Noord had al 1♠ geopend": a call made before, told afterwards
            if e.who and e.who.startswith("REL:") and e.who.endswith(":his") and offender_v is None:
                if e.who.split(":")[1] == rel:
                    return e.kind
                continue
            if target and seat_of(e.who) == target:
                return e.kind
        return None

    def silent(rel: str) -> bool:
        target = {"lho": LHO, "rho": RHO}[rel][offender_v] if offender_v else None
        for s in silences:
            if rel == "lho" and re.search(r"\b(?:had|hadden)\b", text[s.start:s.end]) and not re.search(r"\b(?:ook|daarna|toen)\b", text[s.start:s.end]) \
                    and not _WL_FIRST.search(text[max(0, s.start - 60):s.start]) and (turn == "lho" or not called_td) \
                    and not re.match(r",? (?:toen|voordat|totdat|tot) (?:de )?(?:wedstrijdleider|arbiter)\b", text[s.end:]):
                continue  # "N had nog niks gezegd" of the one in turn: the state when the call was made, not after
            if s.who == "ALL":
                return True
            if s.who.startswith("REL:") and s.who.endswith(":his") and offender_v is None:
                if s.who.split(":")[1] == rel:
                    return True
                continue
            if target and seat_of(s.who) == target:
                return True
        return False

    if turn is None and offender_v and not mentions:
        after = [e for e in events if e.start > off.start and not e.negated and seat_of(e.who)]
        if after and seat_of(after[0].who) == RHO[offender_v]:
            turn = "rho"  # his RHO called next: it was the RHO's turn
    if turn is None and offender_v is None and not mentions:
        after = [e for e in events if e.start > off.start and not e.negated and e.who and e.who.startswith("REL:")]
        if after and after[0].who == "REL:rho:his":
            turn = "rho"
    called_td = re.search(r"\b(?:wedstrijdleider|arbiter) (?:\S+ ){0,2}(?:gebeld|geroepen|erbij|aan tafel|gehaald|komt|kwam)\b"
                          r"|\b(?:wedstrijdleider|arbiter)\b[^.?!]{0,60}\b(?:geroepen|gebeld|gehaald)\b", text)
    asks = reader.is_question() or re.search(r"\b(?:wat nu|hoe (?:nu )?verder)\b|\bwil (?:\S+ )?weten wat\b|\bwat (?:hij|zij|ze|ik) (?:nu )?(?:mag|moet|kan)\b", text)
    if turn is None and not mentions and silent("rho") and called_td and asks:
        turn = "rho"  # the director is called and asked what the RHO (in turn) may do now
    rho_action = None
    if turn == "rho":
        done = acted("rho")
        if done:
            rho_action = "pass" if done == "pass" else "call"
        elif (silent("rho") or called_td) and asks and not any(
                e.sentence > off.sentence and not e.negated and not e.earlier and seat_of(e.who) == offender_v for e in events):
            rho_action = "pending"  # not when the offender called again later: the auction went on
    lho_called = True if acted("lho") else (False if silent("lho") else None)
    previously = None
    if offender_v:
        if offender_v in prior_seats:
            previously = True
        elif dealer and (derived or real):
            previously = False
        elif not prior and info["dealer_turn"]:
            previously = False  # "ik ben gever en mijn LT paste voordat ik iets had gezegd": nobody had called yet
    elif not prior and (info["dealer_turn"] or any(m.who == "DEALER" for m in mentions + silences) and (off.who or "").endswith(":dealer")):
        previously = False  # "... opende voordat de gever iets had gezegd": nobody had called yet
    return _Reading(True, real, kind, turn, derived, rho_action, lho_called, previously)


@extractor("call_out_of_rotation")
def call_out_of_rotation(reader: Reader) -> dict[str, Any]:
    reader = _retold(rephrased(reader))
    text = reader.norm
    dealer = _dealer(reader)
    reading = _read_auction(reader, dealer)
    if dealer is None and reading.offender:
        # "Z opende 1♥ terwijl zijn RT gever was": the dealer relative to the offender, the only seat named
        rel = re.search(rf"\b(?:zijn|haar|z'n) (?P<r>{_REL}) (?:(?:was|is) (?:de )?(?:gever|dealer)|(?:de )?(?:gever|dealer) (?:was|is))\b|\bde (?:gever|dealer),? (?:was|is) (?:zijn|haar|z'n) (?P<q>{_REL})\b", text)
        seats = {parse_seat(m.group(0)) for m in re.finditer(_SEAT1, text)}
        if rel and seats == {reading.offender}:
            r = rel.group("r") or rel.group("q")
            table = PARTNER if r == "partner" else (LHO if r.startswith("l") else RHO)
            dealer = table[reading.offender]
            reading = _read_auction(reader, dealer)
    anchor = _anchor(reader)
    offender, position = _offender(reader, anchor)
    if reading.offender:
        offender = reading.offender
    turn, derived = reading.turn_of, reading.derived
    if turn is None and not reading.found:
        turn, derived = _turn_of(reader, offender, dealer, position)
    if turn is None:
        turn = _writer_turn(text)
    after_play = _after_play_cue(reader) or re.search(
        r"\bna afloop|na het spel|spel (?:is |was )?(?:al |inmiddels |nu )?(?:afgelopen|gespeeld|uitgespeeld|uit|klaar|voorbij)\b|\ben (?:maakt|maakte|haalt|haalde)\b(?! \S+ slag)"
        r"|\b(?:down|gemaakt)\b|\bachteraf\b|\b(?:volgende|vorige) (?:spel|bord)\b|\bbij het (?:scoren|invoeren)\b|" + PLAYED_OUT, text)
    rho_action = reading.rho_action
    if rho_action is None and turn in ("rho", None) and not reading.found:
        rho_action = _rho_action(reader, offender, anchor)
    elif rho_action is None and turn == "rho" and reading.found and re.search(_WL_AT_ONCE, text) and _rho_action(reader, offender, anchor) == "pending":
        rho_action = "pending"  # the auction read tells no RHO call, and the WL was called at once and asked "wat nu?"
    lho_called = reading.lho_called
    if lho_called is None and not reading.found:
        lho_called = _lho_called(reader, offender, anchor)
    elif lho_called is None and reading.offender is None and re.search(_MY_CALL_OUT_OF_TURN, text) and _lho_called(reader, offender, anchor):
        lho_called = True  # the auction read tells no offender: "mijn LT heeft over mijn bieding voor de beurt heen geboden"
    refusal = _refusal(text, offender)
    if refusal is False:
        lho_called = None if lho_called is False else lho_called  # "Z (his RHO) accepteerde dat niet": not the LHO's choice
    elif refusal and lho_called:
        lho_called = False  # "zuid wilde het bod niet accepteren ... daarna opende zuid": his call came after the ruling
    if lho_called is None and refusal is not False and re.search(r"\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|neemt|nam)\b(?: (?:de|het|die|dat|hem|zijn|haar|dit|deze|\S*\d\S*|pas|bod|doublet|bieding|call))*,? (?:echter )?niet\b(?! (?:eens|alleen)\b)"
                                     r"|\bniet (?:ge)?(?:accepteert|accepteerde|accepteren|geaccepteerd|aanvaard|aanvaarden|aangenomen)\b", text):
        lho_called = False  # "de LT accepteert (het) niet / nam de pas niet aan": only the LHO can accept it
    if lho_called and re.search(r"\b(?:weigeren|weigert|weigerde|geweigerd)\b", text) and reader.is_question():
        lho_called = None  # "kan de LT het weigeren en zelf passen?": whether he accepts is what is asked
    accepts = re.search(rf"{LHO_WORDS} (?:\S+ ){{0,6}}?(?:accepteert|accepteerde|aanvaardt|aanvaardde|(?:heeft|had) (?:\S+ ){{0,3}}?(?:geaccepteerd|aanvaard))\b(?! niet)"
                        rf"|\bdoor (?:de|zijn|haar) {LHO_WORDS} (?:\S+ )?(?:wordt|werd|is|was) (?:geaccepteerd|aanvaard)\b", text)  # passive
    if lho_called is None and accepts and not re.search(r"\b(?:niet|geen)\b", accepts.group(0)):
        lho_called = True  # "als zijn LT de pas accepteert": the LHO accepts it by calling
    if lho_called is None and re.search(r"\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|accepteren|geaccepteerd|aanvaard)\b[^.?!]{0,30}\b(?:overheen|door (?:er )?(?:gewoon |zelf )*(?:\S*\d\S* )?(?:te )?(?:bieden|passen|doubleren))\b", text):
        lho_called = True  # "de LT accepteert het door er overheen te bieden": only the LHO can accept it
    previously = _previously_called_phrase(reader)
    if previously is None and offender and re.search(
            rf"(?:^|[.;:!?] ){_SEAT_FORMS_BID[offender]} had (?:in deze bieding |tot dan toe |daarvoor |zelf )*nog (?:niets|niks|niet) (?:gezegd|geboden)\b", text):
        previously = False  # "W had in deze bieding nog niets gezegd", of the offender himself: his first call
    if previously is None and offender:
        # "O had al 1♣ geopend eerder", "W had daarvoor al gepast": the offender's own earlier call (pluperfect + "al/eerder")
        for m in re.finditer(rf"(?:^|[.;:!?,] |\ben ){_SEAT_FORMS_BID[offender]}(?: \([^)]*\))? (?:had|heeft)((?: (?!niet\b|nog\b|niets\b|niks\b|geen\b|[.;:!?,])\S+){{1,5}}?)"
                             r" (?:geopend|geboden|gepast|gedoubleerd|geredoubleerd|gezegd)\b(?P<after> (?:eerder|daarvoor|al|ook)\b)?", text):
            span = m.group(1)
            sentence = re.split(r"[.;!?]", text[m.start() + 1:], maxsplit=1)[0]
            if (re.search(r"\b(?:eerder|eerst)\b", span) or (m.group("after") or "").strip() == "eerder") \
                    and not re.search(r"\b(?:voor|buiten|vd|vóór) (?:zijn|haar|z'n|de) beurt\b|\bte vroeg\b|\bnog voor\b|\b(?:voordat|terwijl|toen|gever|beurt)\b", sentence):
                previously = True
                break
    if previously is None:
        previously = reading.previously
    if previously is None and not reading.found:
        previously = _previously_called(reader, offender, position, derived)
    kind = reading.kind if reading.found else _call_kind_unless_unsaid(reader, anchor, position)
    unsaid = re.search(r"(?:^|[:.;,] )(?:een |de )?(?:bieding|call) (?:voor|buiten|vd) (?:de |zijn |haar )?beurt\b", text)
    if kind and unsaid and not re.search(rf"(?<![\w-])(?:{PASS_WORDS}|{DOUBLE_WORDS}|opent|opende|geopend|bood|biedt|geboden|bod|[1-7] ?(?:♠|♥|♦|♣|sa|nt))(?![\w-])", text):
        kind = None  # "Tafel 3: bieding voor de beurt door zuid": which call is not said
    values: dict[str, Any] = {
        "offender": offender,
        "dealer": dealer,
        "call_kind": kind,
        "turn_of": turn,
        "rho_action": rho_action,
        "replacement_comparable": _comparable(reader, offender),
        "offender_lho_called": lho_called,
        "offender_previously_called": previously,
        "phase": "after_play" if after_play else None,
        "nos_damaged": _damaged(reader),
    }
    return {k: v for k, v in values.items() if v is not None}


_WRITERS_TURN = (r"\b(?:het|dat) was (?:eigenlijk |namelijk |nog |toch |juist |gewoon )*(?:aan mij|mijn beurt)\b|\bik was (?:eigenlijk |namelijk |nog |toch |juist |gewoon )*aan (?:de )?beurt\b"
                 r"|\b(?:terwijl|maar|toen|want|omdat) ik (?:eigenlijk |namelijk |nog |toch |juist |zelf )*(?:moest bieden|moest|aan (?:de )?beurt was|nog moest)\b"
                 r"|\bik (?:had|moest) (?:eigenlijk |namelijk |toch |juist )*(?:eerst |nog )?(?:moeten )?(?:bieden|openen)\b(?! (?:en|maar)\b)|\bop mijn beurt\b|\bmijn beurt (?:was|overgeslagen)\b")
_WRITER_REL = re.compile(r"\b(?:mijn|m'n|onze|ons) (?P<r>partner|maat|linkertegenstander|lt|rechtertegenstander|rt)\b")


def _writer_turn(text: str) -> str | None:
    """turn_of when the writer says it was his turn and names the offender relative to himself: "mijn maat paste
    voor zijn beurt, het was aan mij" (partner), "onze RT ... terwijl ik aan de beurt was" (the writer is the
    offender's LHO), "mijn LT ..." (RHO). Could be shared: a role from the writer's story."""
    if not re.search(_WRITERS_TURN, text) or re.search(r"\b(?:voor|buiten|vd|vóór) mijn beurt\b|\bik (?:\S+ ){0,3}?(?:voor|buiten|vd) (?:de|mijn) beurt\b", text) or re.search(r"\bik (?:\S+ ){0,2}?(?:bood|paste|opende|doubleerde|redoubleerde|zei) (?:\S+ ){0,3}?(?:voor|buiten|vd) (?:mijn |de )?beurt\b"
                                                      r"|\bmijn (?:\S+ )?(?:bod|pas|doublet|opening|bieding) (?:voor|buiten|vd) (?:mijn |de )?beurt\b", text):
        return None
    rels = {m.group("r") for m in _WRITER_REL.finditer(text)}
    rel = {"maat": "partner", "lt": "linkertegenstander", "rt": "rechtertegenstander"}
    rels = {rel.get(r, r) for r in rels}
    if len(rels) != 1:
        return None
    # the offender is my partner: his partner's turn; my LHO: I am his RHO; my RHO: I am his LHO
    return {"partner": "partner", "linkertegenstander": "rho", "rechtertegenstander": "lho"}[rels.pop()]


def _refusal(text: str, offender: str | None) -> bool | None:
    """True when a statement says the offender's LHO (or someone unnamed) did not accept the call ("N nam het bod
    niet aan", "zuid wilde het niet accepteren"); False when it says so of another seat ("Z accepteerde dat niet"
    of the offender's RHO); None when no statement refuses."""
    told = " ".join(re.findall(r"[^.!?]+(?:[.!]+|$)", re.sub(r"[^.!?]*\?", " ", text)))  # the statements, not the questions
    for m in re.finditer(r"\b(?:wilde|wil|wou|wilden) (?:\S+ ){0,3}?niet (?:accepteren|aanvaarden)\b|\b(?:weigerde|weigert)\b(?: \S+){0,3} te (?:accepteren|aanvaarden)\b"
                         r"|\b(?:accepteerde|accepteert|aanvaardde|aanvaardt)(?: (?:de|het|die|dat|hem|zijn|haar|dit|deze|\S*\d\S*|pas|bod|doublet|bieding))*,? (?:echter )?niet\b(?! (?:eens|alleen)\b)"
                         r"|\b(?:nam|neemt) (?:\S+ ){0,2}?niet aan\b", told):
        start = max([0] + [c.end() for c in re.finditer(r"[.;!?,]\s*| (?:en|maar|toen|want) ", told[:m.start()])])
        who = re.search(rf"(?P<s>{_SEAT1})(?:\s*\([^)]*\))?\s+$|^(?P<t>{_SEAT1})\b", told[start:m.start()])
        if who and offender:
            return parse_seat(who.group("s") or who.group("t")) == LHO[offender]
        return True
    return None


def _previously_called_phrase(reader: Reader) -> bool | None:
    text = reader.norm
    if re.search(r"\b(?:anders dan|hetzelfde als|verschil tussen|of juist)\b", text) and re.search(r"\b(?:tweede|2e) (?:bied)?ronde\b", text) \
            and re.search(r"\b(?:als (?:aller)?eerste|eerste (?:bieding|bod|ronde))\b", text):
        return None  # "in de tweede ronde anders dan als eerste bieding": a comparison
    if re.search(r"\b(?:al eerder|eerder al|eerder in (?:de|deze) bieding(?![^.;]{0,20}\b(?:voor|buiten) (?:zijn|haar|z'n|de) beurt)|al eens|al een keer)\b"
                 r"|\bna eerder\b|\b(?:twee|2) keer (?:\S+ )?(?:gepast|geboden|gedoubleerd)\b|\beerst (?:gewoon )?op (?:zijn|haar|z'n) beurt\b|\beerder (?:\S+ ){0,3}?te hebben (?:geboden|gepast|geopend|gedoubleerd)\b"
                 r"|\bdie al (?:gepast|geboden|gedoubleerd) had", text) and not re.search(r"\bnog niet (?:geboden|gepast)", text):
        return True
    if re.search(r"\bin de (?:2e|tweede|3e|derde|4e|vierde) (?:bied)?ronde\b|\b(?:2e|tweede|3e|derde) biedronde\b", text):
        return True  # a call in the second round: he had called in the first
    for m in re.finditer(r"\bals (?:aller)?eerste\b|\beerste (?:bieding|bod|call)\b|\bnog niet geboden had\b|\bnog niets geboden had\b", text):
        if m.group(0).startswith("nog") and re.search(r"\b(?:terwijl|toen|voordat|voor|zonder dat|en|maar)\s+(?:\S+\s+){1,2}$", text[:m.start()]):
            continue  # "terwijl Z nog niet geboden had": whose turn it was, not the offender
        return False
    return None


def _call_kind_unless_unsaid(reader: Reader, anchor: int | None, position: int | None) -> str | None:
    named = _CUE_CALL.search(reader.norm)
    if named and named.group("w") in ("bieding", "biedingen", "call"):
        return None  # "een bieding voor de beurt": which call is not said
    return _call_kind(reader, anchor, position)


def _after_play_cue(reader: Reader) -> bool:
    """The AFTER_PLAY cue, except "na het bod / na het doublet": after a call, not after the play."""
    for span in reader.cues.get("AFTER_PLAY", []):
        following = reader.doc[span.end].lower_ if span.end < len(reader.doc) else ""
        if span.text.lower() in ("na het", "na de") and re.fullmatch(
                r"bod|doublet|redoublet|pas|bieding|opening|onvoldoende|ontoelaatbare|voortijdige|volgbod|openingsbod|\S*\d\S*", following):
            continue
        return True
    return False
