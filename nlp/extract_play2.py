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
    "gelijktijdig" → "tegelijk"), "vdb" → "voor de beurt", "vóór" → "voor", "maat" → "partner"
    (once per reading)."""
    return reader.once("play2_text", _read_text)


def _read_text(reader: Reader) -> str:
    text = canon(reader)
    for label, word in _CUE_WORDS.items():
        for span in reader.cues.get(label, []):
            form = " ".join(t.norm_ for t in span)
            if form == "gelijk":
                continue  # "WL gelijk gebeld": at once, not at the same time
            text = re.sub(rf"(?<!\S){re.escape(form)}(?!\S)", word, text)
    # "vd" before a noun is "van de" ("de LT vd leider", "uit de hand vd blinde"); else "vd", "vdb" are "voor de beurt"
    text = re.sub(r"\bvd (?=(?:leider|blinde|tafel|tegenspeler|tegenspelers|tegenpartij|slag|volgende|vorige|ronde|wl|wedstrijdleider)\b)", "van de ", text)
    text = re.sub(r"\b(?:vd|vdb)\b(?: beurt)?", "voor de beurt", text)
    text = re.sub(r"\bvóór\b", "voor", text)
    # an accent for emphasis: "níet", "géén", "wél", "nóg", "ándere"
    text = re.sub(r"\b(?:níet|géén|wél|nóg|ándere|dát)\b", lambda m: m.group(0).translate(str.maketrans("íéóá", "ieoa")), text)
    text = re.sub(r"\bop (?:een|het|dat) moment (?:dat|waarop)\b", "terwijl", text)
    text = re.sub(r"\b(SEAT_[NOZW]) , (?:de |als )?(leider|blinde|tegenspeler) ,", r"\1 ( \2 )", text)
    text = re.sub(r"\b(?:maat|partnr|parnter)\b", "partner", text)
    text = re.sub(r"\b(?:uitk|uitkmst|uitkst|openingsuitkomst|openingslead)\b", "uitkomst", text)
    text = re.sub(r"\b(?:tgsp|tgspl|verdediger|verdedigers)\b", lambda m: "tegenspelers" if m.group(0).endswith("s") else "tegenspeler", text)
    text = re.sub(r"\bdummy\b", "blinde", text)
    text = re.sub(r"\b(?:linker|links)buur(?:man|vrouw)?\b", "linkertegenstander", text)
    # "mijn buurvrouw aan de rechterkant", "de dame links van mij": the speaker's opponents
    text = re.sub(r"\b(?:buurman|buurvrouw|buur|tegenstander) aan (?:de|mijn) (rechter|linker)(?:kant|hand)\b", r"\1tegenstander", text)
    text = re.sub(r"\b(?:de |die )?(?:dame|heer|man|vrouw|meneer|mevrouw|speler|speelster) (links|rechts) van (?:mij|me)\b",
                  lambda m: "mijn " + ("linker" if m.group(1) == "links" else "rechter") + "tegenstander", text)
    text = re.sub(r"\b(?:rechter|rechts)buur(?:man|vrouw)?\b", "rechtertegenstander", text)
    text = re.sub(r"\btegenstander (rechts|links)\b(?! van)", lambda m: ("rechter" if m.group(1) == "rechts" else "linker") + "tegenstander", text)
    # a card the tagger left apart at the end of a sentence ("de ♥ b.")
    text = re.sub(r"(?<!\S)[♠♥♦♣] ?(?:a|h|k|v|b|vr|10|[2-9])(\.?)(?=\s|$)", lambda m: "CARD" + (" ." if m.group(1) else ""), text)
    # a card named as suit and rank words ("schoppen aas", "harten 10")
    text = re.sub(r"\b(?:schoppen|harten|ruiten|klaveren|klaver) (?:aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier|drie|twee|10|[2-9])\b", "CARD", text)
    # a card written as one word ("schoppenboer", "klaverenheer") is a card like "♠B"
    text = re.sub(r"\b(?:schoppen|harten|ruiten|klaveren|klaver)(?:aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier|drie|twee)\b", "CARD", text)
    text = re.sub(r"\bi\.p\.v\.?|\bipv\b|\bin plaats van\b", "in_plaats_van", text)
    # a suit symbol standing alone is the suit word, so word boundaries hold ("heeft geen ♥")
    text = re.sub(r"(?<!\S)([♠♥♦♣])(?!\S)", lambda m: _SUIT_WORD[m.group(1)], text)
    # what follows "twijfelt of", "niet duidelijk of" is asked, not stated ("de leider twijfelt of hij accepteert")
    text = re.sub(r"(\b(?:twijfel\w*|niet duidelijk|onduidelijk|weet niet|weten niet|vraagt zich af|vroeg zich af|onzeker|kiezen|beslissen|besluiten|bepalen|overweegt|overwegen|nadenken)(?: (?!of\b)\S+){0,2}? of)\b[^.;?!]*", r"\1 ", text)
    # phone shorthand for the verbs and the trick ("W sp voor", "slg 7")
    text = re.sub(r"\b(?:sp|spt|splt|spl)\b", "speelt", text)
    text = re.sub(r"\bspld\b", "speelde", text)
    text = re.sub(r"\b(?:slg|sl)\b", "slag", text)
    text = re.sub(r"\bopening uitkomst\b", "uitkomst", text)
    text = re.sub(r"\b(?:vsp|vspl|vsplt)\b", "voorspelen", text)
    text = re.sub(r"\bbijg(?: \.)?(?= |$)", "bijgespeeld", text)
    text = re.sub(r"\b(?:krt|krtn|kaartn|kaatren|kaarte)\b", lambda m: "kaart" if m.group(0) == "krt" else "kaarten", text)
    # "twee krt", "2 kaart": a number above one counts cards, plural
    text = re.sub(r"\b(twee|2|drie|3|vier|4|meerdere|meer dan een|meer dan één) kaart\b", r"\1 kaarten", text)
    text = re.sub(r"\bbeiden\b", "beide", text)
    text = re.sub(r"\b(?:td|arbiter|scheidsrechter)\b", "wl", text)
    text = re.sub(r"\bby (?=SEAT_)", "door ", text)  # English "by N"
    text = re.sub(r"\b(?:beide|allebei de) (?:kanten|zijden|paren|partijen)\b", "beide partijen", text)
    text = _english(text)
    text = _name_seats(text)
    # appositions once names are seats ("Carla ( SEAT_O ) , tegenspeler ,"; "SEAT_N , de partner van de leider ,")
    text = re.sub(r"\b(SEAT_[NOZW]) , (?:de |als )?(leider|blinde|tegenspeler) (?:(?:dus|zelf|nota bene|notabene|nog wel|namelijk|toch) )?,", r"\1 ( \2 )", text)
    text = re.sub(r"\b(leider|blinde|tegenspeler) , (SEAT_[NOZW]) ,", r"\1 \2", text)  # "de blinde, west, legde …"
    text = re.sub(r"\b(SEAT_[NOZW]) , (?:de |zijn |haar |mijn )?partner(?: van (?:de leider|SEAT_[NOZW]))? ,", r"\1", text)
    text = re.sub(r"\bzn\b", "zijn", text)
    text = re.sub(r"\bSEAT_[NOZW] of SEAT_[NOZW]\b", "een speler", text)  # "oost of west speelde voor": not known which
    # a mistaken belief states no fact: "de leider dacht dat de blinde aan de beurt was en speelde …"
    text = re.sub(r"\b(dacht|dachten|meende|meenden|veronderstelde|waande) (?:wel )?dat (?:de |het )?(?:\S+ ){0,3}?aan (?:de )?(?:beurt|slag|zet|bod)(?: was| is| waren)?\b", r"\1", text)
    text = re.sub(r"(?<=\S )ie\b(?! ')", "hij", text)  # spoken "wil ie", "speelde ie"
    # "ik (leider, Z)": the seat and the role of the speaker apart
    text = re.sub(r"\bik \( (leider|blinde|tegenspeler) , (SEAT_[NOZW]) \)", r"ik ( \2 ) als \1", text)
    text = re.sub(r"\bik \( (SEAT_[NOZW]) , (leider|blinde|tegenspeler) \)", r"ik ( \1 ) als \2", text)
    text = re.sub(r"\bmn\b", "mijn", text)
    text = re.sub(r"\b(schoppen|harten|ruiten|klaveren)(kaart|kaarten)\b", r"\1 \2", text)  # "twee ruitenkaarten"
    text = re.sub(r"\b(?:uitgespreid|gespreid)\b", "neergelegd", text)
    text = re.sub(r"\bslag (1[0-3]|[1-9])\b", r"TRICK_\1", text)
    # a full stop the tokenizer left on a word ("uit zijn hand. de tegenspelers …") still ends the sentence
    text = re.sub(r"(?<=[a-zà-ÿ]{3})\.(?= [a-zà-ÿ]| SEAT_| $|$)", " .", text)
    return _active(f" {text} ")


# Passive voice made active ("werd er door de leider al een ruiten voorgespeeld" → "de leider speelde al een
# ruiten voor"), so the readers of the active clause also see the passive one. (Could be shared.)
_PARTICIPLE_ACTIVE = {
    "voorgespeeld": ("speelde", "voor"), "bijgespeeld": ("speelde", "bij"), "gespeeld": ("speelde", ""),
    "bijgelegd": ("legde", "bij"), "neergelegd": ("legde", "neer"), "opgelegd": ("legde", "op"), "gelegd": ("legde", ""),
    "bijgegooid": ("gooide", "bij"), "gegooid": ("gooide", ""), "genoemd": ("noemde", ""), "gevraagd": ("vroeg", ""),
    "getoond": ("toonde", ""), "opengelegd": ("legde", "open"), "aangeraakt": ("raakte", "aan"),
    "geaccepteerd": ("accepteerde", ""), "aanvaard": ("aanvaardde", ""), "geweigerd": ("weigerde", ""),
}
_PASSIVE = re.compile(
    r"\b(?:werd|werden|wordt|worden|is|was|zijn|waren)( er)?((?: (?:al|toch|ook|meteen|direct|gewoon|nog|daarna|toen|vervolgens|alvast|zelfs))*)"
    r" door ((?:de |een )?(?:(?:leider|blinde|tegenspeler|linkertegenstander|rechtertegenstander|partner) )?(?:\( )?SEAT_[NOZW](?: \))?"
    r"|de (?:leider|blinde|tegenspeler|linkertegenstander|rechtertegenstander)|(?:zijn|haar|mijn|hun|onze|je|uw) partner)"
    r"((?: (?!(?:en|maar|terwijl|toen|omdat|nadat|voordat|want|dus|door)\b)[^ .,;:?!]+){0,6}?) (" + "|".join(_PARTICIPLE_ACTIVE) + r")\b"
    r"(?: (?:geworden|worden|gebleven))?")


def _active(text: str) -> str:
    def repl(m: re.Match) -> str:
        verb, particle = _PARTICIPLE_ACTIVE[m.group(5)]
        return " ".join(part.strip() for part in (m.group(3), verb, m.group(2), m.group(4), particle) if part and part.strip())
    return _PASSIVE.sub(repl, text)


# English bridge words in a Dutch message ("declarer" and "dummy" are already canonical), and a few
# loan verbs with Dutch endings ("accepten", "gecalld", "grabde"): the Dutch word each stands for.
_ENGLISH = (
    (r"\b(?:face ?down|face-down|facedown)\b", "gedekt"),
    (r"\b(?:face ?up|face-up|faceup)\b", "open"),
    (r"\b(?:major|grote) penalty ?cards?\b", "grote strafkaart"),
    (r"\b(?:minor|kleine) penalty ?cards?\b", "kleine strafkaart"),
    (r"\bpenalty ?cards?\b", "strafkaart"),
    (r"\b(?:played|plays|play) (?:too|to) (?:early|soon)\b", "speelde te vroeg"),
    (r"\b(?:too|to) (?:early|soon)\b", "te vroeg"),
    (r"\bopening lead\b", "uitkomst"),
    (r"\blho\b", "linkertegenstander"), (r"\brho\b", "rechtertegenstander"),
    (r"\baan (?:de )?lead\b", "aan slag"),
    (r"\b(?:trick|trck)\b", "slag"), (r"\btricks\b", "slagen"),
    (r"\bcards\b", "kaarten"), (r"\bcard\b", "kaart"),
    (r"\b(?:ik|we|wij) accept(?:en)?\b", lambda m: m.group(0).split()[0] + (" accepteer" if m.group(0).startswith("ik") else " accepteren")),
    (r"\baccept(?:s|eert)?\b", "accepteert"), (r"\baccepten\b", "accepteren"), (r"\baccepted\b", "geaccepteerd"),
    (r"\b(?:refuses|refused|refuse)\b", "weigert"),
    # the verb, also as the speller reads "leads" ("lead"), not the noun ("de lead out of turn")
    (r"\b(?:leads|led|(?<!de )(?<!een )lead) out of turn\b", "speelde voor de beurt voor"),
    (r"(?<=[a-zà-ÿ] )m(?= (?:terug|niet|weer|liggen|staan|aan)\b)", "hem"),  # spoken "wil m terug", "laat m liggen"
    (r"\bis void in\b", "heeft geen"), (r"\bben void in\b", "heb geen"), (r"\bvoid in\b", "geen"), (r"\b(?:ben|is) void\b", "is renonce"),
    (r"\bstrafk\b(?: \.)?", "strafkaart"),
    (r"\b(?:gecalld|gecalled|gebeld)\b", "gebeld"),
    (r"\b(?:grabde|grabte|graaide)\b", "pakte"), (r"\b(?:grabt|graait)\b", "pakt"),
    (r"\b(?:small|low)\b(?= ')", "klein"), (r"(?<=' )(?:small|low)\b", "klein"),
    (r"(?<=' )(?:high)\b", "hoog"),
)


# Words that are never a player's name where a name is bound to a seat ("Els (W)", "Jan zat N", "leider N is Jan").
_NOT_NAMES = {
    "ik", "hij", "zij", "ze", "wij", "we", "jij", "je", "u", "wie", "die", "dat", "dit", "er", "nu", "toen", "en", "of",
    "de", "het", "een", "leider", "blinde", "tegenspeler", "tegenspelers", "partner", "linkertegenstander",
    "rechtertegenstander", "tegenstander", "speler", "spelers", "contract", "uitkomst", "kaart", "kaarten", "bord",
    "slag", "tafel", "hand", "gedekt", "open", "dicht", "niet", "nog", "al", "ook", "zelf", "daar", "hier", "maar",
    "west", "oost", "noord", "zuid", "wl", "wedstrijdleider", "declarer", "dummy", "renonce", "kwetsbaar", "gever",
    "deler", "eerst", "daarna", "toch", "gewoon", "echt", "dus", "aan", "van", "door", "met", "voor", "in", "op",
    "dealer", "lho", "rho", "tgsp", "verdediger", "mij", "mezelf", "hem", "haar", "defender", "opener", "uitkomer",
    "schoppen", "harten", "ruiten", "klaveren", "klaver", "aas", "heer", "vrouw", "boer", "troef", "sans", "slagen",
    "pas", "passe", "past", "doublet", "redoublet", "contra", "dubbel", "dbl", "rdbl",
    "meneer", "mevrouw", "dame", "man", "jongen", "meid", "buurman", "buurvrouw", "arbiter", "tafel", "spel", "zit", "zat",
    "is", "was", "wordt", "werd", "speelt", "speelde", "zegt", "zei", "bij", "naar", "zuidspeler", "noordspeler",
    "oostspeler", "westspeler", "tegenpartij", "paar", "team", "maat",
    "klein", "kleine", "laag", "lage", "hoog", "hoge", "groot", "grote", "top", "eerste", "tweede", "laatste", "uit", "bij",
    "terug", "weer", "alleen", "wel", "daarna", "bod", "bieding", "zelf", "iemand", "niemand", "iedereen", "allebei", "beiden",
}
_NAME = r"(?<![\w'-])([a-zà-ÿ][a-zà-ÿ'-]{2,})(?![\w'-])"
# A word with a seat in parentheses is a player's name unless an article or possessive makes it a noun
# ("de blinde (N)", "zijn kaart (W)"): "door Piet (Z)", "legden Mark (N) en Ilse (W)", "leider is Karel (W)".
_NOT_AFTER = "".join(f"(?<!\\b{w} )" for w in ("de", "het", "een", "mijn", "zijn", "haar", "onze", "hun", "uw", "jouw", "deze", "dit", "die"))


def _name_seats(text: str) -> str:
    """Players named by their first name once bound to a seat ("Els (W)", "W (Els)", "Jan zat N, Els Z",
    "leider N is Jan") become that seat everywhere; the binding itself is dropped."""
    names: dict[str, str] = {}

    def bind(name: str, seat: str) -> bool:
        if name in _NOT_NAMES or names.get(name, seat) != seat:
            names[name] = ""  # two seats for one word: not a name we trust
            return False
        names[name] = seat
        return True

    def paren(match: re.Match) -> str:
        name, seat = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        return f"SEAT_{seat}" if bind(name, seat) else match.group(0)

    text = re.sub(rf"(?<!\( ){_NOT_AFTER}{_NAME} \( SEAT_([NOZW]) \)|SEAT_([NOZW]) \( {_NAME} \)", paren, text)

    def sat(match: re.Match) -> str:
        ok = bind(match.group(1), match.group(2))
        rest = match.group(3) or ""
        for other, seat in re.findall(rf", {_NAME} (?:zat |zit )?SEAT_([NOZW])\b", rest):
            ok = bind(other, seat) and ok
        if ok and not rest and match.string.startswith(" en ", match.end()):
            return f"SEAT_{match.group(2)}"  # "Ria zat N en was leider": the seat stays the subject
        return " " if ok else match.group(0)

    text = re.sub(rf"(?:(?<=^)|(?<=[.,;:] )){_NAME} (?:zat|zit) SEAT_([NOZW])((?: , [a-zà-ÿ][a-zà-ÿ'-]{{2,}} (?:zat |zit )?SEAT_[NOZW])*)(?= [.,;:]|$| en\b)", sat, text)

    def pair(match: re.Match) -> str:
        ok = bind(match.group(1), match.group(2)) & bind(match.group(3), match.group(4))
        return " " if ok else match.group(0)

    # a bare list of two names with their seats, as its own clause ("Jan N , Els O .")
    text = re.sub(rf"(?:(?<=^)|(?<=[.,;:] )){_NAME} SEAT_([NOZW]) , {_NAME} SEAT_([NOZW])(?= [.;:]|$)", pair, text)

    def called(match: re.Match) -> str:
        return f"SEAT_{match.group(1)}" if bind(match.group(2), match.group(1)) else match.group(0)

    text = re.sub(rf"\bSEAT_([NOZW]) is {_NAME}(?= [.,;:]|$)", called, text)
    for name, seat in names.items():
        if seat:
            text = re.sub(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", f"SEAT_{seat}", text)
    return text


def _english(text: str) -> str:
    for pattern, word in _ENGLISH:
        text = re.sub(pattern, word, text)
    return text


_SUIT_WORD = {"♠": "schoppen", "♥": "harten", "♦": "ruiten", "♣": "klaveren"}


def _refuses(reader: Reader) -> bool:
    """A refusal said as done ("weigert"), not asked about ("mag hij weigeren?"); canon spells every form "weigert"."""
    raw = reader.norm
    if re.search(r"\bweiger(?:t|de|den|d)\b|\bgeweigerd\b", raw):
        return True
    return "weigert" in canon(reader).split() and not re.search(r"\bweigeren\b", raw)


def _asserted(text: str, act: str) -> str:
    """The text without the questions that ask about an act another sentence states ("kwam O uit? nee, W kwam uit")."""
    sentences = re.split(r"(?<= [.;!?]) ", text)
    kept = [s for s in sentences if not (s.rstrip().endswith("?") and re.search(act, s))]
    if len(kept) < len(sentences) and any(re.search(act, s) for s in kept):
        return " " + " ".join(kept) + " "
    return text


def _conditions_only(text: str) -> str:
    """The text without what a yes/no question asks ("mag de leider eisen dat de kaart terug gaat als W voorspeelt?"
    keeps only "als W voorspeelt"): the condition states facts, the asked act does not."""
    sentences = re.split(r"(?<= [.;!?]) ", text)
    kept = []
    for sentence in sentences:
        if sentence.rstrip().endswith("?") and re.match(r"\s*(?:mag|mogen|mocht|kan|kunnen|moet|moeten|geldt|gelden|telt|tellen|klopt|raak|raakt|raken|verliest|verliezen|wordt|is)\b", sentence):
            # (the conjunction, not "als" = "as": "geldt … als geaccepteerd als mijn partner …")
            cut = re.search(r"\b(?:als|wanneer|nadat|indien) (?=(?:de|het|een|ik|hij|zij|ze|je|jij|u|we|wij|mijn|zijn|haar|er|iemand|SEAT_[NOZW]|TRICK_\d+|pas|na|in)\b)", sentence) \
                or re.search(r"\b(?:als|wanneer|nadat|indien)\b", sentence)
            sentence = sentence[cut.start():] if cut else " ? "
        elif sentence.rstrip().endswith("?") and re.match(r"\s*(?:als|wanneer|indien)\b", sentence):
            # "als …, is mijn kaart dan geaccepteerd?": the condition states, the main clause asks
            asked = list(re.finditer(r" , (?:is|mag|moet|kan|kun|wordt|geldt|telt|heeft|krijgt|gaat|zijn|mogen|moeten|kunnen|wat|wie|hoe|welke)\b", sentence))
            if asked:
                sentence = sentence[: asked[-1].start()] + " ? "
        kept.append(sentence)
    return " " + " ".join(kept) + " "


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
NEG = r"(?:niet|niks|niets|geen|nooit)"


# -- clauses and their actors (word-order independent) -------------------------------------------------
# A clause ends at a sentence mark or before a subordinating/coordinating word that starts a new subject.
# "toen" right after a verb is the adverb "then" ("haalde toen een kaart van tafel"), no new clause.
_VERBS_BEFORE_THEN = ("haalde", "haalt", "speelde", "speelt", "legde", "legt", "pakte", "pakt", "gooide", "gooit", "trok", "trekt",
                      "nam", "neemt", "kwam", "komt", "begon", "begint", "zei", "zegt", "riep", "roept", "schoof", "schuift")
_CLAUSE_BREAK = re.compile(r" (?:[.;:?!]|maar|terwijl|nadat|voordat|omdat|doordat|zodat|want|dus|hoewel|alsof|waarbij|waarna|waardoor|waarop) (?=\S)|"
                           + "".join(rf"(?<!\b{verb})" for verb in _VERBS_BEFORE_THEN) + r" toen (?=\S)")
# Words that can be the subject of an act, with the role they imply ("opponent"/"speaker": resolved by speaker_role).
_SUBJECT_WORDS = {
    "tegenspeler": "defender", "tegenspelers": "defender",
    "leider": "declarer", "blinde": "dummy",
    "linkertegenstander": "opponent", "rechtertegenstander": "opponent", "tegenstander": "opponent",
    "tegenstanders": "opponent", "tegenpartij": "opponent",
    "ik": "speaker", "partner": "partner",
}


_CLAUSE_SPLIT = re.compile("(" + _CLAUSE_BREAK.pattern + ")")


def _clauses(text: str) -> list[str]:
    """The clauses of the canonical text, in order (a generic splitter shared by the actor readers).
    A subordinate clause set between commas inside a main clause ("legde W , terwijl O nog moest , al een
    kaart neer") gives the rest back to its main clause."""
    pieces = _CLAUSE_SPLIT.split(text)
    clauses: list[str] = []
    for index in range(0, len(pieces), 2):
        clause = pieces[index].strip()
        separator = pieces[index - 1].strip() if index else ""
        if clauses and separator == "maar" and re.search(r"\bniet(?: \S+){0,4}$", clauses[-1]):
            clauses[-1] = f"{clauses[-1]} maar {clause}"  # "speelde niet vanuit de blinde maar uit zijn hand"
            continue
        if clauses and separator not in ("", ".", ";", ":", "?", "!", "maar", "dus", "want") \
                and clauses[-1].endswith(",") and " , " in clause:
            inner, rest = clause.split(" , ", 1)
            clauses[-1] = clauses[-1].rstrip(" ,") + " " + rest
            clause = inner
        if clause:
            clauses.append(clause)
    return clauses


def _actor_in(clause: str, act: re.Match, exclude: set[str] = frozenset()) -> tuple[str | None, str | None]:
    """The subject of the act in one clause: the nearest seat or subject word before the verb (Dutch
    main clauses put the subject first), else the first one after it (inverted order: "kwam O uit").
    Returns (seat, subject word); a seat written as a role's apposition ("leider ( SEAT_O )") wins."""
    before = clause[: act.start()]
    after = clause[act.start():]
    # a relative clause between commas is no subject ("na TRICK_5 , die de blinde won , haalde leider W …")
    # (a pronoun after the verb falls back to the words before: "na TRICK_2 , die de leider won , speelde hij")
    if re.match(r"\s*(?:na|in|tijdens|bij|vlak na|direct na|meteen na|kort na) (?:[^ ,]+ ){1,4}, $",
                re.sub(r", (?:die|dat|wie|waarin|waarmee|gewonnen|genomen|binnengehaald) [^,]*? , ", ", ", before)):
        before += "toen "  # a fronted time phrase: the verb comes second, the subject follows it
    cut = re.search(r" en (?=(?:de|het|een|mijn|zijn|haar|ik|hij|zij|SEAT_[NOZW])\b)", after)
    if cut:
        after = after[: cut.start()]  # "… speelde te vroeg en de leider vraagt …": the leider is not the actor
    token_re = r"\bSEAT_([NOZW])\b|\b(tegenspelers?|leider|blinde|linkertegenstander|rechtertegenstander|tegenstanders?|tegenpartij|ik|hij|zij|(?:(?<=mijn )|(?<=^ )|(?<=^)|(?<=, ))partner(?! van))\b"
    if re.search(r"\b(?:toch|daarna|toen|dan|vervolgens|nu|daarop|later|opeens|plotseling|ineens) $", before) \
            or re.search(r"(?:^|\s)(?:terwijl|nadat|voordat|omdat|hoewel|toen|als|zodra)\b[^,]* , $", " " + before.lstrip()) \
            or re.match(r"\s*[^,]* (?:had|heeft|hadden|hebben|was|waren|werd|gewonnen|gespeeld|moest|kon|mocht) , $", before):
        # (also after a fronted subordinate clause: "terwijl zijn blinde de slag had gewonnen , speelde de leider …")
        # verb second after an adverb ("…, toch begon leider N …"): the subject follows the verb
        for m in re.finditer(token_re, after):
            if re.search(r"\b(?:tegen|dan|aan|door|van|bij|met|naast|uit|vanuit|op|naar|in|over) (?:de |zijn |haar )?\(? ?$", after[: m.start()]):
                continue
            if m.group(1) and m.group(1) not in exclude:
                return m.group(1), None
            if m.group(2) in ("leider", "blinde", "tegenspeler", "linkertegenstander", "rechtertegenstander"):
                nxt = re.match(r"\s*\(? ?SEAT_([NOZW])\b", after[m.end():])
                return (nxt.group(1) if nxt and nxt.group(1) not in exclude else None), m.group(2)
            if m.group(2) == "ik":
                return None, "ik"
            break
    items = []
    for m in re.finditer(token_re, before):
        head = before[: m.start()]
        # after "tegen", "dan", "van" … (addressee, comparison, owner) a seat or word is not the actor
        if (re.search(r"\b(?:tegen|dan|aan|door|van|bij|met|naast|uit|vanuit|op|naar|in|over|rechts van|links van) (?:de |zijn |haar |leider |blinde )?\(? ?$", head)
                or re.search(r"\bpartner \(? ?$", head) and not re.search(r"(?:^\s*|[.,;:] )(?:zijn |haar |mijn |de )?partner \(? ?$", head)) \
                and not (m.group(1) and re.search(r"\b(?:heer|mevrouw|dame|gast|man|vrouw|meneer|speler|jongen|meid|knul|vent) (?:in|op) $", head)):
            continue
        if m.group(2) and items and items[-1][1] == "ik" and re.search(r"\bals (?:de |een )?$", head) \
                and re.search(r"\bik (?:\S+ ){0,2}?als (?:leider|tegenspeler|blinde) (?:in |op )?SEAT_", clause):
            continue  # "ik heb als tegenspeler in N …": the role of the subject, not a second subject
        # inside a parenthesis that is not a role's apposition ("5♦ ( leider SEAT_N )")
        if head.count("(") > head.count(")") and not re.search(r"\b(?:leider|blinde|tegenspeler) \( ?$", head):
            continue
        if m.group(1) and m.group(1) in exclude:
            continue
        items.append((m.group(1), m.group(2)))
    if items:
        seat, word = items[-1]
        if word in ("hij", "zij"):
            # a pronoun stands for the last seat named before it in the clause ("W dacht dat hij … en speelde")
            antecedent = next((i for i in reversed(items[:-1]) if i[0]), None)
            if antecedent:
                return antecedent[0], None
            return None, word
        if word and not seat and len(items) > 1 and items[-2][0] and re.search(
                rf"\bSEAT_{items[-2][0]} (?:, |\( )?(?:die (?:\S+ ){{0,2}}?)?(?:de |een |als )?{word}\b", before):
            return items[-2][0], word  # "SEAT_Z , de blinde , legt", "SEAT_O tegenspeler"
        if word and not seat:
            # "leider ( SEAT_O ) legde" → the seat next to the word is the actor
            nxt = re.match(r"\s*\(? ?SEAT_([NOZW])\b", before[before.rfind(word) + len(word):])
            if nxt and nxt.group(1) not in exclude:
                return nxt.group(1), word
        if seat:
            # the word right before the seat tells the role ("tegenspeler SEAT_O", "blinde ( SEAT_N )")
            prev = re.search(r"\b(tegenspeler|leider|blinde)\s*\(?\s*$", before[: before.rfind(f"SEAT_{seat}")])
            return seat, prev.group(1) if prev else None
        return None, word
    for m in re.finditer(token_re, after):
        if m.group(1) and m.group(1) not in exclude:
            return m.group(1), None
        if m.group(2) in ("hij", "zij"):
            return None, m.group(2)  # "kwam hij uit": a pronoun we do not resolve
        if m.group(2) == "ik" and len(after[: m.start()].split()) <= 2:
            return None, "ik"  # "in TRICK_7 speelde ik voor": inverted order, the speaker
        if m.group(2) and m.group(2) not in ("ik", "partner"):
            nxt = re.match(r"\s*\(? ?SEAT_([NOZW])\b", after[m.end():])  # "speelde de blinde ( SEAT_Z ) voor"
            return (nxt.group(1) if nxt and nxt.group(1) not in exclude else None), m.group(2)
    return None, None


def separator_before(text: str, clause: str) -> str | None:
    """The word that split ``clause`` from the clause before it ("toen", "terwijl", "." …)."""
    pieces = _CLAUSE_SPLIT.split(text)
    for index in range(2, len(pieces), 2):
        if pieces[index].strip() == clause:
            return pieces[index - 1].strip()
    return None


def _actor(text: str, act: str, exclude: set[str] = frozenset(), skip: str | None = None) -> tuple[str | None, str | None]:
    """The actor of the first clause that states the act (regex ``act``), skipping clauses matching ``skip``."""
    previous = None
    for clause in _clauses(text):
        match = re.search(act, f" {clause} ")
        unnegated = re.sub(r"\bniet (?=(?:\S+ ){0,5}?maar\b)", "", f" {clause} ")  # "niet X maar Y": Y is done
        match = re.search(act, unnegated) if unnegated != f" {clause} " else match
        prefix = re.sub(r"\b(?:die|dat|wiens|wier) [^,]*? , ", " ", unnegated[: match.end()]) if match else ""
        # (a negation counts in the act's own subordinate clause: "niets meer te herstellen als … dat de leider … speelde")
        # (and not one in a clause set off by a comma before it: "terwijl ik nog niet aan de beurt was , kwam ik uit")
        scope = re.split(r"\b(?:als|dat|wanneer|indien|nadat|zodra)\b|(?<=\S) , (?=(?:kwam|speelde|legde|gooide|speelt|komt|legt|gooit|had|heeft)\b)", prefix)[-1]
        if match and not (skip and re.search(skip, f" {clause} ")) and not re.search(rf"\b{NEG}\b", scope):
            # (a negation before the act: "ik heb nog niks neergelegd" states no act)
            seat, word = _actor_in(unnegated, match, exclude)
            if word in ("hij", "zij") and not seat and previous and separator_before(text, clause) in (".", ";", "toen", "maar"):
                # "Z won TRICK_8 . vervolgens legde hij …": the pronoun takes the seat that is the previous subject
                first = re.match(r"\s*(?:de |tegenspeler |leider |blinde )?\(? ?SEAT_([NOZW])\b", f" {previous} ")
                if first and first.group(1) not in exclude:
                    return first.group(1), None
                # "na TRICK_2 zat de leider aan slag in de blinde , maar hij pakte …": the role word that was the subject
                role_subject = re.match(r"\s*(?:(?:na|in|bij|tijdens) (?:\S+ ){1,3}?)?(?:zat|was|stond|had|won|nam) de (leider|tegenspeler)\b|\s*de (leider|tegenspeler) \S+\b", f" {previous} ")
                if role_subject:
                    return None, role_subject.group(1) or role_subject.group(2)
            if seat or word:
                return seat, word
            coordinated = re.search(r" en (?:(?:daarna|toen|vervolgens|dan|meteen|direct|later) )?$", unnegated[: match.start()])
            if previous and coordinated and separator_before(text, clause) == "toen":
                # "Z pakte al een kaart toen het bieden klaar was en legde die open": "en legde" shares the main subject
                seat, word = _actor_in(f" {previous} ", re.match("", previous), exclude)
                if seat or word:
                    return seat, word
            if previous and re.match(r"\s*(?:(?:daarna|toen|vervolgens|dan|meteen|direct) )?$", f" {clause} "[: match.start()]):
                # "leider W won de slag in de blinde maar speelde daarna uit zijn hand": the subject of the clause before
                seat, word = _actor_in(f" {previous} ", re.match("", previous), exclude)
                if seat or word:
                    return seat, word
        previous = clause
    return None, None


def _owned_seats(text: str) -> set[str]:
    """Seats named as an owner ("de blinde van O", "de partner van W"): not the actor of the clause."""
    return set(re.findall(r"\b(?:blinde|partner|hand|kaarten|uitleg|bod|bieding) van SEAT_([NOZW])\b", text))


def speaker_role(text: str) -> str | None:
    """The speaker's own role ("ik ben leider", "mijn partner werd leider" → dummy)."""
    if re.search(r"\b(?:wij|we) (?:waren|zijn|zaten|speelden) (?:\S+ )?(?:de )?(?:tegenspelers?|tegenpartij)\b|\b(?:wij|we) verdedigden\b", text):
        return "defender"
    # "wij verdedigden" (canon: "wij tegenspeler"), "(we spelen tegen)", "we spelen tegen 4♥", "ik zat in de verdediging"
    if re.search(r"\b(?:wij|we) (?:(?:waren|zijn|zaten|zitten) )?(?:allebei |beiden |dus )?tegenspelers?\b"
                 r"|\b(?:wij|we) (?:spelen|speelden|zitten|zaten) tegen(?= [).,;:?!]| CALL\b| het contract\b| de leider\b| $)"
                 r"|\b(?:ik|wij|we) (?:zat|zit|zaten|zitten|was|waren|ben|zijn) (?:\S+ )?in de (?:tegenspeler|tegenpartij)\b"
                 r"|\bin de tegenspeler (?:speelde|gooide|legde|kwam|deed|had|was) (?:ik|wij|we|mijn partner)\b", text):
        return "defender"
    if re.search(r"\bik (?:zat SEAT_[NOZW] (?:en|,) )?(?:speelde|speel) (?:zelf )?(?:het contract|CALL)\b", text):
        return "declarer"
    # (the filler is no conjunction: in "ik speelde voor omdat de leider zei …" the declarer is someone else)
    match = re.search(r"\bik (?:\( ?SEAT_[NOZW] ?\) |, SEAT_[NOZW] , )?(?:ben|was|zat|zit|speel|speelde) (?:(?!omdat\b|want\b|toen\b|terwijl\b|en\b|maar\b|dat\b|tegen\b|met\b|nadat\b|voordat\b|zodat\b)[^ .,;:?!]+ ){0,2}?(?:de |als |een )?(leider|blinde|tegenspeler)\b|\bik (?:\( ?SEAT_[NOZW] ?\) |\S+ )?als (leider|blinde|tegenspeler)\b|\bals (leider|blinde|tegenspeler) (?:\( ?SEAT_[NOZW] ?\) )?(?:(?![,.;:])\S+ )?(?:ik|heb|had)\b|\bik \( ?(leider|blinde|tegenspeler) ?\)", text)
    if match:
        return {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}[next(g for g in match.groups() if g)]
    if re.search(r"\bik (?:ben|was|zat|zit) (?:\S+ )?(?:een|één) van (?:de|beide) tegenspelers?\b", text):
        return "defender"  # "ik ben trouwens een van de tegenspelers"
    match = re.search(r"\bik (?:zat|was|ben|zit) SEAT_[NOZW] (?:en|,) (?:ik )?(?:was |ben |als )?(?:de )?(leider|blinde|tegenspeler)\b"
                      r"|\bik , (?:de |als )?(leider|blinde|tegenspeler) ,", text)  # "en ik, de leider, koos …"
    if match:
        return {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}[next(g for g in match.groups() if g)]
    if re.search(r"\bmijn partner (?:\(? ?SEAT_[NOZW](?: \))? )?(?:werd|wordt|is|was) (?:de )?leider\b|\bik (?:werd|was|ben) (?:de )?blinde\b|\bmijn partner , (?:de )?leider ,", text):
        return "dummy"
    if re.search(r"\bmijn (?:linker|rechter)?tegenstander (?:werd|wordt|is|was) (?:de )?leider\b|\bik (?:ben|was) tegenspeler\b"
                 r"|\bleider (?:werd|wordt|is|was) mijn (?:linker|rechter)?tegenstander\b", text):
        return "defender"
    return None


def _role_seat(word: str | None, text: str) -> str | None:
    """The seat of an actor named by its role ("de blinde kwam uit … Z is blinde" → Z)."""
    if word == "blinde":
        return dummy_seat(text)
    if word == "leider":
        return declarer_seat(text)
    me = speaker_seat(text)
    if me and word in ("ik", "partner", "linkertegenstander", "rechtertegenstander"):
        # the speaker's seat is known: "ik", "mijn partner", "mijn LT/RT" are seats too
        return {"ik": me, "partner": PARTNER[me], "linkertegenstander": _SEATS[(_SEATS.index(me) + 1) % 4],
                "rechtertegenstander": _SEATS[(_SEATS.index(me) + 3) % 4]}[word]
    return None


_SEATS = "NOZW"  # in the order of play


def _speaker_is_defender(text: str) -> bool:
    """The speaker talks of "de leider" and "mijn partner" as two other people: he defends."""
    if speaker_role(text) not in (None, "defender"):
        return False
    if speaker_role(text) == "defender":
        return True
    return bool(re.search(r"\bmijn partner\b", text) and re.search(r"\bde leider\b", text)
                and not re.search(r"\bmijn partner (?:\S+ ){0,2}?(?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:is |was |werd |, )?(?:de )?(?:leider|blinde)\b|\bpartner van de leider\b|\bik\b (?:\S+ ){0,3}?(?:leider|blinde)\b", text))


def _word_role(word: str | None, text: str) -> str | None:
    """The role of an actor named by a word ("de tegenspeler", "mijn RT", "ik")."""
    kind = _SUBJECT_WORDS.get(word or "")
    if kind in ("defender", "declarer", "dummy"):
        return kind
    if kind == "opponent":
        # the speaker's opponent when he is declarer, or declarer's own ("de LT van de leider"): a defender
        if speaker_role(text) in ("declarer", "dummy") or re.search(rf"\b{word} van (?:de )?leider\b", text):
            return "defender"
        return None
    if kind == "speaker":
        return speaker_role(text)
    if kind == "partner":
        return "defender" if _speaker_is_defender(text) else None
    return None


# -- seats and roles ------------------------------------------------------------------------------
def declarer_seat(text: str) -> str | None:
    only_bid = re.match(r"[^C]*?\bCALL \( ?SEAT_(?P<s>[NOZW]) ?\) (?:[-–,] )?pas (?:[-–,] )?pas (?:[-–,] )?pas\b", text)
    if only_bid and "CALL" not in text[: only_bid.start("s")].replace("CALL (", "", 1):
        return only_bid.group("s")  # the only bid, passed out: its bidder declares
    text = _object_of_declarer(text)
    # a sentence that says who the declarer is outranks a seat next to "leider" elsewhere
    # ("verbood de leider W om schoppen te spelen. N is de leider": W is the one forbidden)
    stated = _search(text, r"(?<!partner van de )\bleider (?:zelf )?(?:is|was) SEAT_(?P<s>[NOZW])\b",
                     r"(?:^ ?|[.;:?!] )SEAT_(?P<s>[NOZW]) (?:is|was) (?:de )?leider\b")
    if stated:
        return stated.group("s")
    match = _search(
        text,
        r"(?<!partner van de )\bleider (?:zelf )?(?:is |was |wordt |werd |: |, )?\(? ?SEAT_(?P<s>[NOZW])\b(?! om\b)",
        r"\b(?:decl|declarer|lder|ldr) (?:\. )?(?:is |: )?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) \(? ?(?:is |was |wordt |werd |als )?(?:de )?leider\b(?! (?:is |was |: )?\(? ?SEAT_)",
        r"\( ?SEAT_(?P<s>[NOZW]) , (?:de )?leider \)",
        r"\b(?:contract|CALL)(?: \S+){0,3}? (?:door|van) (?:leider )?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) (?:\( \S+ \) )?(?:speelt|speelde) (?:CALL|het contract)\b",
        r"\bSEAT_(?P<s>[NOZW]) , die (?:\S+ )?(?:CALL|het contract) (?:speelde|speelt)\b",  # "Z, die 4♠ speelde, …"
        r"\bSEAT_(?P<s>[NOZW]) (?:\S+ )?(?:CALL|het contract) (?:had |heeft )?(?:gekocht|kocht|koopt)\b",  # "nadat zuid 4♥ had gekocht"
        r"\b(?:kocht|koopt) SEAT_(?P<s>[NOZW]) (?:\S+ )?(?:CALL|het contract)\b",
        r"\b(?:speelt|speelde) SEAT_(?P<s>[NOZW]) (?:CALL|het contract)\b",
        r"\b(?:speelt|speelde) (?:mijn |zijn |haar )?(?:man |vrouw |partner |maat )?SEAT_(?P<s>[NOZW]) (?:CALL|het contract)\b",
        r"\bblinde van SEAT_(?P<s>[NOZW])\b",
        r"\bik ben (?:de )?leider \( ?SEAT_(?P<s>[NOZW])",
        r"\bSEAT_(?P<s>[NOZW]) werd leider\b",
        r"\bSEAT_(?P<s>[NOZW]) en (?:was|is|werd|wordt) (?:de )?leider\b",
        r"(?:^ ?|[.,;:] )(?:bord \S+ , |bd \S+ , )?CALL (?:door |van )?SEAT_(?P<s>[NOZW]) (?=[.,;:]|$)",  # "4♥ W, uitk Z ipv N"
        r"\bSEAT_(?P<s>[NOZW]) (?:uiteindelijk |dus )?CALL (?:speelt|speelde|speelden|ging spelen)\b",
        r"\bik (?:ben|was|zat) (?:de )?leider (?:in |als )?\(? ?SEAT_(?P<s>[NOZW])\b",
        r"\bik (?:zat|was|ben|zit) SEAT_(?P<s>[NOZW]) (?:en|,) (?:ik )?(?:speelde|speel) (?:de |het )?CALL\b",
    )
    return match.group("s") if match else None


def dummy_seat(text: str) -> str | None:
    match = _search(
        text,
        r"\bblinde (?:is |was |werd |wordt |: )?\(? ?SEAT_(?P<s>[NOZW])\b",
        r"\bSEAT_(?P<s>[NOZW]) (?:\( ?)?(?:is |was |wordt |werd |als |(?:ligt|lag) (?:er )?als )?(?:de )?blinde\b(?! (?:is |was |: )?\(? ?SEAT_)",
    )
    return match.group("s") if match else None


def defending_sides(text: str) -> set[str]:
    """Seats of the side the text calls defenders; and the other side when it names the declaring side."""
    out: set[str] = set()
    for match in re.finditer(r"\bSIDE_(NZ|OW) (?:zijn (?:de )?|waren (?:de )?)?(?:tegenspeler|tegenspelers|verdedigen|verdedigden|tegenpartij)\b", text):
        out.update(match.group(1))
    for match in re.finditer(r"\bSEAT_([NOZW]) en SEAT_([NOZW]) (?:zijn (?:de )?|waren (?:de )?)?(?:tegenspelers?|verdedigers|verdedigen|verdedigden|tegenpartij)\b", text):
        if PARTNER[match.group(1)] == match.group(2):
            out.update(match.groups())  # "Z en N waren tegenspelers"
    for match in re.finditer(r"\bcontract (?:is )?van SIDE_(NZ|OW)\b|\bSIDE_(NZ|OW) (?:spelen|speelt|speelden) (?:het contract|CALL)\b"
                             r"|\b(?:wij|we) (?:zaten|zitten|waren|zijn) SIDE_(NZ|OW) (?:en|,) (?:\S+ )?(?:speelden|spelen) (?:het contract|CALL)\b", text):
        side = match.group(1) or match.group(2) or match.group(3)
        out.update("NZ" if side == "OW" else "OW")
    return out


def _object_of_declarer(text: str) -> str:
    """"verplicht de leider W een harten te spelen": W is the object of the inverted verb, not the declarer's
    apposition; an "aan" keeps the seat from reading as "leider W"."""
    return re.sub(r"\b((?:verplicht|verplichtte|verbiedt|verbood|vraagt|vroeg|eist|eiste|laat|liet|dwingt|dwong|beveelt|beval|gebiedt|gebood) (?:de )?leider) (?=SEAT_[NOZW] (?!\)))",
                  r"\1 aan ", text)


def explicit_role(text: str, seat: str | None) -> str | None:
    """The role the text writes next to the seat ("tegenspeler W", "W (leider)", "blinde N")."""
    if not seat:
        return None
    text = _object_of_declarer(text)
    s = f"SEAT_{seat}"
    pairs = (
        ("defender", rf"\btegenspeler (?:, )?\(? ?{s}\b|\b{s} \(? ?,? ?(?:een van )?(?:de )?tegenspelers?\b|\b{s} (?:is|was) (?:een )?tegenspeler\b"),
        ("declarer", rf"\bleider \(? ?{s}\b|\b{s} \(? ?(?:is |was |als |in )?(?:de )?leider\b(?! \(? ?SEAT_)|\bik ben (?:de )?leider \( ?{s}\b"),
        ("dummy", rf"\bblinde \(? ?{s}\b|\b{s} \(? ?(?:is |was |wordt |werd )?(?:de )?blinde\b(?! \(? ?SEAT_)"),
    )
    for role, pattern in pairs:
        if re.search(pattern, text):
            return role
    # "N legde een kaart neer terwijl hij zelf de leider was": the pronoun in the same sentence
    match = re.search(rf"\b{s} (?:[^.;?!]+ )?(?:terwijl|want|omdat|hoewel|maar|en) (?:hij|zij) (?:zelf )?(?:(?:is|was) )?(?:zelf )?(?:de |een )?(leider|blinde|tegenspeler)\b(?: (?:is|was))?", text)
    if match:
        return {"leider": "declarer", "blinde": "dummy", "tegenspeler": "defender"}[match.group(1)]
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
    partner_role = explicit_role(text, PARTNER[seat])
    if partner_role:
        # the partner's role is written ("tegenspeler O … zijn partner W"): the seat's follows
        return {"defender": "defender", "declarer": "dummy", "dummy": "declarer"}[partner_role]
    me, mine = speaker_seat(text), speaker_role(text)
    if me and mine:
        if seat == me:
            return mine
        if mine in ("declarer", "dummy"):
            return "defender" if seat != PARTNER[me] else {"declarer": "dummy", "dummy": "declarer"}[mine]
        if mine == "defender" and seat == PARTNER[me]:
            return "defender"
    return None


def speaker_seat(text: str) -> str | None:
    match = re.search(r"\bik (?:zat|zit|ben|was|speel|als) (?:de )?(?:(?:leider|tegenspeler|blinde) (?:in |op )?)?\(? ?SEAT_([NOZW])\b"
                      r"|\bik (?:, SEAT_([NOZW]) ,|\( ?SEAT_([NOZW]) ?\))"
                      r"|\bik (?:\S+ ){0,2}?als (?:leider|tegenspeler|blinde) (?:in |op )?SEAT_([NOZW])\b"
                      r"|\bals (?:leider|tegenspeler|blinde) \( ?SEAT_([NOZW]) ?\) (?:\S+ )?ik\b", text)
    if match:
        return next(g for g in match.groups() if g)
    return None


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
        rf"\bSEAT_(?P<s>[NOZW]) (?:(?!niet\b|nooit\b|helemaal\b){W} ){{0,2}}?(?:(?:was|is) )?aan (?:de )?(?:beurt|slag|uitkomst|bod|zet)\b"
        rf"|(?<!\bdat )\bSEAT_(?P<t>[NOZW]) (?:had|heeft|moest) (?:(?!niet |geen ){W} ){{0,3}}?(?:moeten )?(?:uitkomen|voorspelen|gewonnen|de uitkomst|beginnen|starten)\b"
        rf"|\bSEAT_(?P<u>[NOZW]) (?:won|wint|wonnen|(?:{W} ){{0,3}}?(?:had|heeft) (?:{W} ){{0,4}}?gewonnen)\b"
        rf"|\bSEAT_(?P<nm>[NOZW]) (?:nam|neemt|pakte|pakt) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+)\b"
        rf"|\bgewonnen door SEAT_(?P<v>[NOZW])\b"
        rf"|\b(?:slag|TRICK_\d+) (?:was |is |werd )?door SEAT_(?P<dg>[NOZW]) (?:was |is |werd )?(?:gewonnen|binnengehaald)\b"
        rf"|\b(?:slag|TRICK_\d+) (?:ging|gaat|was|is) (?:naar|voor) SEAT_(?P<g>[NOZW])\b"
        rf"|\bSEAT_(?P<y>[NOZW]) (?:had|heeft) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+)(?! (?:niet|nog))\b"
        rf"|\bSEAT_(?P<z>[NOZW]) (?:de |die )?(?:vorige )?slag (?:won|wint|had gewonnen|gewonnen had|heeft gewonnen)\b"
        rf"|\bSEAT_(?P<k>[NOZW]) (?:de |die )?TRICK_\d+ (?:won|wint|had gewonnen|gewonnen had|heeft gewonnen|gewonnen heeft)\b"
        rf"|\bSEAT_(?P<e>[NOZW]) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+) (?:had|heeft)\b(?! (?:niet|nog))"
        rf"|\b(?:die|de slag|deze) (?:had|heeft) SEAT_(?P<h>[NOZW]) (?:\S+ ){{0,2}}?gewonnen\b"
        rf"|\bSEAT_(?P<w>[NOZW]) (?:, )?die wel\b"
        rf"|\b(?:maar|terwijl) SEAT_(?P<x>[NOZW]) (?:moest|had moeten|was)\b(?! (?:de |zelf |een )?(?:leider|blinde|tegenspeler)\b)(?! (?:\S+ )?(?:niet|nooit|geen)\b)"
        rf"|(?:^|[,.;:] )SEAT_(?P<r>[NOZW]) (?:moest|had gemoeten|had moeten)(?= [.,;:?!]| $)"
        rf"|\bSEAT_[NOZW] (?:, )?in_plaats_van SEAT_(?P<q>[NOZW])\b"
        rf"|\bmoest (?:uit|uitkomen|voorspelen) ?: ?SEAT_(?P<mu>[NOZW])\b",
        text,
    ):
        out.append(next(g for g in match.groups() if g))
    return out


# -- shared fact readers -----------------------------------------------------------------------------
def misinformed(text: str) -> bool | None:
    """Told wrongly by an opponent that it was his turn (a partner's word is not misinformation by the opponents)."""
    text = re.sub(r"\b(?:mijn|zijn|haar) partner (?:zei|zegt|vertelde|riep)\b", "partnerzei", text)
    if _search(text, r"\bniemand (?:had|heeft) (?:hem|haar|mij|me) (?:\S+ ){0,2}(?:gezegd|verteld)\b",
               r"\bniemand (?:had|heeft) (?:het |iets |wat |dat )?(?:tegen )?(?:hem|haar|mij|me) (?:\S+ )?(?:gezegd|verteld)\b",
               r"\bniemand (?:zei|zegt|vertelde) (?:iets |wat )?(?:tegen (?:hem|haar|mij|me)|(?:hem|haar|mij|me) iets)\b",
               r"\bniemand (?:had|heeft) (?:mij |me |hem |haar )?(?:iets|wat) (?:gezegd|verteld)\b",
               r"\bniemand (?:had|heeft) (?:\S+ ){0,3}?(?:gezegd|verteld) (?:over wie|dat (?:hij|zij|ik) (?:moest|aan))",
               r"\bniet (?:gezegd|verteld) dat (?:hij|zij|ik) (?:moest|aan de beurt)"):
        return False
    if _search(text, rf"\b(?:zei|zegt|vertelde|vertelt|riep|gezegd|verteld|meldde|beweerde) (?:{WP} ){{0,3}}?(?:SEAT_[NOZW] )?(?:dat )?(?:hij|zij|ik|jij|je) (?:moest|moet|mocht|aan de beurt)\b",
               rf"\b(?:zei|zegt|vertelde|vertelt|riep|gezegd|verteld|meldde|beweerde) (?:{WP} ){{0,3}}?dat SEAT_[NOZW] (?:moest|moet|mocht|aan de beurt|aan slag)\b",
               r"\b(?:jij|je) (?:moet|bent) (?:uitkomen|voorspelen|aan de beurt|aan slag|aan zet)\b",
               rf"\b(?:zei|zegt|vertelde|vertelt|riep|gezegd|verteld|meldde|beweerde) (?:{WP} ){{0,3}}?(?:dat )?(?:hij|zij|ik) aan (?:slag|zet|bod)\b",
               rf"\b(?:zei|zegt|vertelde|vertelt|riep|gezegd|verteld) (?:{WP} ){{0,3}}?(?:SEAT_[NOZW] )?dat (?:hij|zij|ik) (?:voor|uit) (?:moest|moet|mocht) (?:spelen|komen)\b", r"' (?:\S+ )?(?:jij|je) (?:komt|speelt) (?:\S+ )?(?:uit|voor)\b",
               r"' (?:\S+ )?(?:jij|je) (?:begint|mag beginnen|moet beginnen|bent aan de beurt|bent|bent uit|mag uitkomen|mag voorspelen)(?: maar| hoor)? '",
               r"\b(?:zei|zegt|riep|roept) (?:tegen SEAT_[NOZW] |tegen (?:hem|haar) )?' (?:\S+ )?(?:kom|speel) (?:maar |jij |je )*(?:uit|voor)\b",
               r"\b(?:jouw|jou) beurt\b",
               r"\b(?:zei|zegt|vertelde|gezegd|verteld) (?:\S+ ){0,3}?dat het (?:zijn|haar|mijn) beurt (?:was|is)\b",
               # told that he had won the previous trick: "de leider vertelde me dat ik de vorige slag had gewonnen"
               rf"\b(?:zei|zegt|vertelde|vertelt|riep|gezegd|verteld|meldde|beweerde) (?:{WP} ){{0,3}}?dat (?:hij|zij|ik|SEAT_[NOZW]) (?:de |die )?(?:vorige |laatste )?(?:slag|TRICK_\d+) (?:had |heeft )?(?:gewonnen|won|genomen|had)\b"):
        return True
    return None


def _misinformed_by_opponent(text: str, offender: str | None) -> bool | None:
    """``misinformed``, unless the one who told him is the offender's own partner ("W zei tegen O 'jij komt uit'")."""
    told = misinformed(text)
    if told and offender:
        tellers = set(re.findall(rf"\bSEAT_([NOZW]) (?:{W} ){{0,2}}?(?:zei|zegt|riep|roept|vertelde|vertelt|meldde)\b", text))
        if tellers == {PARTNER[offender]} and not re.search(r"\b(?:leider|blinde|tegenstander|linkertegenstander|rechtertegenstander) (?:\S+ ){0,2}?(?:zei|zegt|riep|roept|vertelde|vertelt)\b", text):
            return None
    return told


def _quotes(text: str) -> list[str]:
    return [q.strip() for q in re.findall(r"' ([^']+?) '", text)]


_CORRECTION = r"^(?:nee|oeps|sorry|oh|o nee|toch|ik bedoelde|ik wilde)\b"


# -- Laws 41 and 54: opening lead out of turn -------------------------------------------------------
_LEAD_VERB = (
    rf"(?:komt|kwam|komen|kwamen) (?:{WP} ){{0,5}}?uit\b|uitkwam\b|uitkomt\b"
    rf"|(?:legt|legde|leggen) (?:{WP} ){{0,8}}?(?:als (?:eerste|uitkomst)|op tafel|open|gedekt|dicht|neer|met de beeldzijde)\b"
    rf"|speelt de eerste kaart"
    rf"|(?:speelt|speelde|legt|legde|gooit|gooide) als eerste (?:de |een )?(?:CARD|kaart)\b"
    rf"|(?:speelt|speelde) (?:de |een )?(?:CARD|kaart)\b"
    rf"|(?:komt|kwam) met (?:{WP} ){{0,3}}?(?:op tafel|uit)\b"
    rf"|(?:de )?eerste kaart (?:{WP} ){{0,3}}?(?:had |heeft )?(?:gespeeld|gelegd|neergelegd|gegooid)\b"
)


# The act of leading, as a clause states it (not the duty: "W moest uitkomen" has no act).
_OPENING_ACT = (
    r"\b(?:komt|kwam|komen|kwamen)\b(?: \S+){0,6}? uit\b|\buit(?:kwam|komt|kwamen|gekomen)\b"
    r"|\b(?:legt|legde|legden|leggen|gelegd|schoof|schuift|gooide|gooit)\b(?: \S+){0,8}? (?:als (?:eerste|uitkomst)|op (?:de )?tafel|open|gedekt|dicht|neer|met de beeldzijde)\b"
    r"|\b(?:neergelegd|opengelegd)\b|\b(?:speelt|speelde|speelden|legt|legde) (?:\S+ ){0,2}?(?:de )?eerste kaart\b"
    r"|\b(?:op (?:de )?tafel|neer|open|gedekt|dicht|als eerste)(?: \S+){0,2}? (?:legt|legde|legden|leggen|gelegd)\b"
    r"|\b(?:op (?:de )?tafel|open|gedekt|dicht) (?:voor (?:zich|hem|haar) )?(?:liggen|ligt|lag|had liggen|heeft liggen)\b"
    r"|\b(?:deed|doet|deden|doen|gedaan) (?:\S+ ){0,3}?uitkomst\b|\buitkomst (?:\S+ ){0,2}?(?:deed|doet|gedaan)\b"
    r"|\b(?:speelt|speelde|gooit|gooide) (?:al )?(?:de |een )?(?:CARD|kaart)\b(?! (?:\S+ )?(?:uit de blinde|van tafel|bij)\b)"
    r"|\b(?:komt|kwam|kwamen) met (?:\S+ ){0,3}?(?:op (?:de )?tafel|uit)\b"
    r"|\beerste kaart (?:\S+ ){0,4}?(?:had |heeft )?(?:gespeeld|gelegd|neergelegd|gegooid|neerlegt|neerlegde|legt|legde|speelt|speelde)\b"
    r"|\b(?:begon|begint|opende|opent|startte|start) (?:\S+ )?(?:het spel|de eerste slag) (?:door|met)\b"
)
# Clauses about spreading a hand, not about the lead.
_SPREAD_CLAUSE = r"\b(?:kaarten|hand)\b(?! (?:van|uit) de)|\bblinde (?:\S+ ){0,3}?(?:open|neergelegd|op tafel)\b"


def _opening_offender(text: str) -> str | None:
    declarer = declarer_seat(text)
    turn = set(on_turn_seats(text))
    seat = first_seat(
        text,
        (
            rf"\b(?:uitkomst|eerste kaart)(?: \S+){{0,5}}? (?:door|van) (?:de )?(?:verkeerde |foute |andere )?(?:tegenspeler |speler |hand )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:uitkomst|openingsuitkomst|openingslead|opening lead) (?:voor (?:de|zijn) beurt )?(?:, )?:? ?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:legt|legde|kwam|komt|speelt|speelde) SEAT_(?P<s>[NOZW]) (?:open |gedekt |al )?(?:de |een )?(?:CARD|kaart|uit)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:, )?in_plaats_van SEAT_[NOZW]\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:uitkomst|lead) (?:voor (?:de|zijn) beurt|out of turn)\b",
            r"\b(?:lag|ligt) (?:er )?(?:al )?(?:een |de )?(?:kaart|CARD) van (?:de )?(?:tegenspeler )?SEAT_(?P<s>[NOZW]) (?:\S+ ){0,2}?(?:open|gedekt|dicht|op (?:de )?tafel)\b",
            r"\b(?:kwam|komt) uit ?: ?SEAT_(?P<s>[NOZW])\b",  # "kwam uit: W. moest uit: O."
            r"\b(?:offender|overtreder) (?:was |is |: )?SEAT_(?P<s>[NOZW])\b",
            r"\bSEAT_(?P<s>[NOZW]) (?:was|is) (?:\S+ ){0,2}?met (?:zijn|haar) (?:uitkomst|eerste kaart) (?:te vroeg|voor (?:zijn|haar) beurt)\b",
            rf"\b(?:uitkomst|eerste kaart)(?: \S+){{0,5}}? (?:door|van) (?:de )?(?:blinde|leider) \(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,6}}?(?:{_LEAD_VERB})",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?(?:wordt|werd) blinde\b[^.;]*\b(?:legt|legde)\b",
        ),
        exclude=turn | ({declarer} if declarer and not re.search(rf"\bleider SEAT_{declarer} (?:legt|legde|speelt|speelde)", text) else set()),
    )
    if seat:
        return seat
    me = speaker_seat(text)
    if me and re.search(r"\bik (?:\S+ ){0,3}?(?:kwam|kom) (?:\S+ ){0,3}?uit\b|\b(?:kwam|kom) ik\b(?: \S+){0,6}? uit\b", text):
        return me
    # any word order: the subject of the clause that states the lead
    seat, word = _actor(text, _OPENING_ACT, exclude=turn, skip=_SPREAD_CLAUSE)
    return seat or _role_seat(word, text)


def _opening_role(text: str, offender: str | None) -> str | None:
    # declarer's choice "om de blinde te worden" is no actor of the lead ("… als de tegenpartij voor de beurt uitkomt")
    text = re.sub(r"\b(?:de |zelf |zelf de )?blinde (?:te )?(?:worden|wordt)\b", "dummy_worden", text)
    role = role_of(text, offender)
    if role:
        return role
    if not offender and re.search(r"\b(?:door|van) de partner van de leider\b|\bpartner van de leider (?:\S+ ){0,7}?(?:kwam|komt|legde|legt|speelde|speelt|neerlegt|neerlegde|uitkomt|uitkwam)\b", text):
        return "dummy"
    if offender:
        # the seat on lead: named as on turn, or as the one "links van de leider" (declarer's LHO leads)
        left = re.findall(r"\bSEAT_([NOZW]) (?:\S+ ){0,2}?(?:zat|zit|was|is) (?:\S+ )?links van de leider\b|\bSEAT_([NOZW]) links van de leider (?:zat|zit)\b", text)
        left = [a or b for a, b in left]
        for other in on_turn_seats(text) + left:
            rel = relation(offender, other)
            if rel:
                return {"partner": "defender", "lho": "declarer", "rho": "dummy"}[rel]
    if speaker_role(text) in ("declarer", "dummy") and _search(
            text, r"\bmijn (?:linker|rechter)?tegenstander (?:\S+ ){0,2}?(?:kwam|komt|uitkomen|uitkwam|uitgekomen|legde|legt)\b",
            # the opponents of declarer or dummy as a group, the lead also as an infinitive ("als mijn tegenstanders … uitkomen")
            r"\b(?:mijn|de) (?:tegenspelers?|tegenstanders?|tegenpartij) (?:[^ .;?!]+ ){0,4}?(?:uitkomt|uitkomen|uitkwam|uitkwamen|uitgekomen)\b",
            r"\b(?:uitkomst|eerste kaart|kaart) (?:\S+ ){0,4}?(?:door|van) mijn (?:linker|rechter)?tegenstander\b"):
        return "defender"
    if _search(text, r"\b(?:verkeerde|andere) (?:tegenspeler|verdediger)\b", r"\bpartner van de (?:juiste )?uitkomer\b",
               r"\bmijn partner (?:\S+ ){0,2}(?:moest|was aan|had moeten)\b",
               r"\bmijn partner\b[^.?!]*\b(?:terwijl|maar) ik (?:dat |eigenlijk |zelf )?(?:moest|had moeten|aan de beurt was)\b", r"\b(?:mijn|zijn|haar) partner (?:had|moest) (?:\S+ ){0,2}?(?:moeten|uitkomen)\b", r"\b(?:mijn|zijn) (?:rt|rechtertegenstander) (?:kwam|komt)\b",
               r"\b(?:zijn|haar|mijn) partner (?:\S+ ){0,2}?(?:aan de (?:beurt|uitkomst)|moest uitkomen)\b",
               r"\bleider\b[^.?!]*\b(?:zijn|haar) (?:linker|rechter)tegenstander (?:\S+ ){0,4}?(?:kwam|komt|legt|legde|speelt|speelde|uitkomt|uitkwam)\b",
               r"\bleider\b[^.?!]*\b(?:uitkomst|kaart) van (?:zijn|haar) (?:linker|rechter)tegenstander\b",
               r"\b(?:zijn|haar|mijn) partner (?:moest|had moeten)(?= [,.;:?!]| $)",
               r"\b(?:de )?beurt van (?:mijn|zijn|haar) partner\b",
               r"\bpartner (?:\S+ ){0,3}?(?:kwam|komt|legde|legt)\b[^.;?!]*\b(?:was|is) (?:het )?(?:eigenlijk )?mijn (?:uitkomst|beurt)\b",
               r"\b(?:was|is) (?:het )?(?:eigenlijk )?mijn (?:uitkomst|beurt)\b[^.;?!]*\bpartner (?:\S+ ){0,3}?(?:kwam|komt|legde|legt)\b",
               r"\buitkomst (?:\S+ ){0,6}?(?:door|van) (?:een|de) (?:verkeerde )?tegenspeler\b",
               # "iemand van de tegenpartij komt uit", "een van de tegenspelers legt gedekt": a defender
               r"\b(?:iemand|een|één) van de (?:tegenpartij|tegenspelers|verdedigers)\b"):
        return "defender"
    if not offender:
        _, word = _actor(text, _OPENING_ACT, skip=_SPREAD_CLAUSE)
        role = _word_role(word, text)
        if role:
            return role
        if word == "ik" and _speaker_is_defender(text):
            return "defender"  # "als ik voor mijn beurt uitkom … mijn partner … de leider"
    if _search(text, _AS_DEFENDER):
        return "defender"
    return None


# The one asking names his role: "kun je als tegenspeler …", "als tegenspeler kwam ik …"
_AS_DEFENDER = r"\b(?:je|jij|u|ik|hij|zij) (?:\S+ )?als tegenspeler\b|\bals tegenspeler (?:\S+ )?(?:je|jij|u|ik|hij|zij)\b"


def _face_down(text: str) -> bool | None:
    text = re.sub(r"\bniet (?:gedekt|dicht|gesloten)\b", "open", _face_words(text))
    text = re.sub(r"\b(?:open|gedekt|dicht) of (?:open|gedekt|dicht)\b", " ", text)  # "of het open of dicht was": not known
    text = re.sub(r"\b(?:blinde|kaarten|hand) (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:is |was |lag |ligt |bleef |zijn |waren |nog |al )*(?:dicht|gedekt|gesloten|niet open|niet opengelegd)\b", " ", text)
    if _search(text, r"\b(?:gedekte?|dicht|gesloten|face down|beeldzijde naar beneden|niet omgedraaid|nog niet (?:\S+ )?omgedraaid)\b",
               r"\b(?:rug|achterkant|achterzijde) (?:naar )?boven\b", r"\bniet open\b", r"\bbeeld(?:zijde|kant)? (?:naar )?(?:beneden|onder)\b"):
        return True
    if _search(text, r"(?<!niet )\b(?:omgedraaid|beeldzijde naar boven|face up)\b",
               r"\b(?:draaide|draait) (?:(?!niet\b|nog\b|kaarten\b|hand\b)[^ .;?!]+ ){0,5}?om\b(?! (?:te|de|het)\b)"):  # "draaide meteen een kaart om"
        return False
    for sentence in re.split(r" [.;?!] ", text):
        for match in re.finditer(r"\bopen\b|\bzichtbaar\b", sentence):
            # the few words before "open" in its sentence: a lead or a card, not a hand being spread
            before = " ".join(sentence[: match.start()].split()[-8:])
            after = " ".join(sentence[match.end():].split()[:3])
            if re.search(r"\b(?:CARD|kaart)\b", before + " " + after):
                # "Z ( blinde ) legt de CARD open": the role of the seat who leads one card, not dummy's hand spread
                before = re.sub(r"\( (?:blinde|leider|tegenspeler) \)|\b(?:de )?blinde \(? ?SEAT_[NOZW]\b", " ", before)
            if re.search(r"\b(?:blinde|kaarten|hand|niks|niets|eigen)\b", before + " " + after):
                continue
            if re.search(r"\b(?:uitkomst|uit|kaart|CARD|legt|legde|gelegd|eerste kaart|kwam|komt|uitgekomen|uitkwam|uitkomt|uitkomen)\b", before + " " + after):
                return False
    return None


# "(nog) voordat de blinde iets had neergelegd", "nog voor de blinde open ging": when the lead came, not an act of dummy
_BEFORE_DUMMY = (r"\b(?:nog )?(?:voordat|voor) (?:de )?blinde (?:[^ .,;:?!]+ ){0,4}?"
                 r"(?:neergelegd|opengelegd|gelegd|open ging|open lag|op tafel lag|lag|ging|kwam)(?: had| was| werd| is)?\b")


# Spreading a hand, begun or under way: "begon zijn kaarten neer te leggen", "is bezig zijn hand op tafel te leggen".
_BEGIN_SPREAD = (r"(?:begon|begint|begonnen|beginnen|bezig) (?:met )?(?:zijn |z'n |haar |mijn |m'n )?(?:eigen )?(?:kaarten|hand) "
                 r"(?:(?:neer|open|uit|op (?:de )?tafel) (?:te )?(?:leggen|spreiden)|te spreiden)\b")
# Played from dummy, dummy named before as "er"/"daar": "legde de blinde open en speelde er de ♠2 uit", "daaruit is al gespeeld".
_FROM_IT = (r"\b(?:speelde|speelt|nam|neemt|pakte|pakt|gooide|gooit|legde|legt|heb|heeft|had|is|werd) (?:\S+ ){0,3}?(?:er|daar) (?:(?!niets\b|niks\b|geen\b)[^ .,;:?!]+ ){0,4}?uit\b(?: (?:bij|bijgespeeld|gespeeld|gelegd|gegooid|genomen|gepakt)\b)?"
            r"|\b(?:er|daar) (?:(?!niets\b|niks\b|geen\b)[^ .,;:?!]+ ){0,4}?uit (?:bijgespeeld|gespeeld|gelegd|gegooid|genomen|gepakt)\b"
            r"|\bdaaruit (?:(?!niets\b|niks\b|geen\b)[^ .,;:?!]+ ){0,5}?(?:bijgespeeld|gespeeld|gelegd|gegooid|genomen|gepakt|speelde|nam|pakte|bij)\b")


def _played_from_it(text: str) -> bool:
    """"er … uit" / "daaruit" played, where the hand last named before it is dummy (not declarer's own hand)."""
    for match in re.finditer(_FROM_IT, text):
        if re.search(rf"\b{NEG}\b", match.group(0)):
            continue
        hands = re.findall(r"\b(blinde|tafel|hand|kaarten)\b", text[: match.start()])
        if hands and hands[-1] in ("blinde", "tafel"):
            return True
    return False


def _after_opening_lead(text: str) -> str | None:
    # "nog voordat de blinde iets had neergelegd kwam Z uit": the time of the lead, not a spread dummy
    text = re.sub(_BEFORE_DUMMY, " ", text)
    # the role in apposition after the seat: "Zuid, de blinde, was al begonnen …" → "blinde SEAT_Z was …"
    text = re.sub(r"\bSEAT_([NOZW]) \( (?:de )?(blinde|leider) \)", r"\2 SEAT_\1", text)
    if _played_from_it(text):
        return "played_from_dummy"
    if _search(text, r"\b(?:speelde|speelt|speelden|bijgespeeld|nam|neemt|pakte|pakt|legde|legt|gooide|gooit) (?:\S+ ){0,8}?(?:van tafel|uit de blinde|van de blinde)\b",
               r"\b(?:kaart|CARD) (?:van tafel|uit de blinde|van de blinde) (?:\S+ ){0,2}?(?:bijgespeeld|gespeeld|gelegd|gegooid|bij)\b",
               r"\btweede kaart (?:\S+ )?(?:van tafel|uit de blinde)\b",
               r"\b(?:kaart|CARD) (?:van tafel|uit de blinde|van de blinde) (?:\S+ ){0,2}?(?:laten spelen|laten bijspelen|bijspelen)\b"):
        return "played_from_dummy"
    own = text
    if speaker_role(text) == "declarer":
        own = re.sub(r"\b(?:mijn|m'n)( eigen)? (hand|kaarten)\b", r"zijn\1 \2", own)  # the speaker's hand is declarer's
        own = re.sub(r"\b(?:kaartje|kaartjes)\b", "kaart", own)
    if _search(own, r"\b(?:speelt|speelde|heeft|had) (?:\S+ ){0,8}?(?:uit (?:zijn |de |z'n )?(?:eigen )?hand )?(?:bij|bijgespeeld) uit (?:zijn |de |z'n )?(?:eigen )?hand\b",
               r"\buit (?:zijn |de |z'n )?(?:eigen )?hand (?:\S+ ){0,4}?(?:bijgespeeld|bijgelegd|bijgegooid|bij|gelegd|gespeeld|gegooid|bijspeelt|bijspeelde|bijlegt|bijlegde)\b",
               r"\bleider\b[^.;?!]*?\b(?:speelde|speelt) (?:daarop |daarna |toen |meteen |al )*(?:een |de )?(?:kaart|CARD) uit (?:zijn |z'n )?(?:eigen )?hand\b",
               r"\ber (?:\S+ ){0,4}?uit (?:zijn |de |z'n )?(?:eigen )?hand (?:op|bij)\b"):
        return "declarer_played"
    if speaker_role(text) == "declarer" and _search(
            text, rf"\bik (?:\S+ ){{0,3}}?(?:mijn|m'n) (?:eigen )?(?:hand|kaarten) (?:(?!{NEG}\b)\S+ ){{0,3}}?(?:open|neer) ?(?:gelegd|leggen|legde|geleg)\b",
            r"\bik (?:legde|leg|begon) (?:\S+ ){0,2}?(?:mijn|m'n) (?:eigen )?(?:hand|kaarten) (?:\S+ ){0,2}?(?:open|neer|op tafel)\b"):
        return "declarer_spread"
    # spreading under way: "was zijn eigen hand aan het openleggen", "had zijn hand al voor de helft opengelegd"
    text = re.sub(r"\b(?:al )?aan het (?:open ?leggen|neer ?leggen|uitspreiden|spreiden)\b", "al opengelegd", text)
    text = re.sub(r"\b(?:voor de helft|voor een deel|half|deels|gedeeltelijk)\b", "half", text)
    if re.search(rf"\bleider\b(?:(?!\bblinde\b(?! (?:te )?worden\b)|\bpartner\b|\b{NEG}\b)[^.;?!])*?\b(?:zijn|z'n) (?:eigen )?(?:hand|kaarten) (?:al )?(?:half |deels |gedeeltelijk )?(?:(?:open|neer)(?: op tafel)? )?(?:heeft |had )?(?:gelegd|neergelegd|opengelegd)\b", text):
        return "declarer_spread"  # "leider W had na de uitkomst … zijn kaarten al half open op tafel gelegd"
    if re.search(rf"\bleider\b(?:(?!\bblinde\b|\bpartner\b|\b{NEG}\b)[^.;?!])*?\b(?:zijn|z'n) (?:eigen )?(?:hand|kaarten)\b[^.;?!]*?\b(?:legde|legt) (?:ze|die) (?:\S+ )?(?:neer|open|op tafel)\b", text):
        return "declarer_spread"  # "de leider draaide zijn kaarten om en legde ze neer"
    declarer = declarer_seat(text)
    if declarer and re.search(rf"\bSEAT_{declarer} (?:(?!{NEG}\b)[^ .;?!]+ ){{0,3}}?(?:zijn|z'n) (?:eigen )?(?:hand|kaarten) (?:(?!{NEG}\b)[^ .;?!]+ ){{0,2}}?(?:open|neer|op tafel|opengelegd|neergelegd)\b", text):
        return "declarer_spread"  # the declarer named by his seat ("contract door N … N legde zijn hand open")
    # (also half spread: "blinde N gooit zijn kaarten er al half neer")
    if declarer and re.search(rf"\bSEAT_{PARTNER[declarer]} (?:(?!{NEG}\b)[^ .;?!]+ ){{0,3}}?(?:zijn|z'n|haar) (?:eigen )?(?:hand|kaarten) (?:er )?(?:(?!{NEG}\b)[^ .;?!]+ ){{0,2}}?(?:open|neer|op tafel|opengelegd|neergelegd)\b", text):
        return "dummy_spread"  # the declarer's partner named by his seat ("oost speelde 2♥ … west legde zijn kaarten open")
    if _search(text, r"\bleider (?:\S+ ){0,5}?(?:eigen |zijn )?kaarten (?:\S+ ){0,2}?open (?:te )?(?:leggen|gelegd|legt|legde)\b",
               r"\bleider (?:SEAT_[NOZW] )?(?:spreidt|spreidde|spreiden) (?:zijn|z'n) (?:eigen )?(?:hand|kaarten)\b",
               r"\bleider (?:SEAT_[NOZW] )?(?:legt|legde) (?:\S+ ){0,3}?(?:al )?(?:zijn|z'n) (?:eigen )?kaarten (?:open|op tafel)\b",
               r"\bleider (?:SEAT_[NOZW] )?legt daarna zijn kaarten open\b",
               r"\b(?:begint|begon) zijn eigen kaarten open\b",
               r"\bleider\b[^.;?!]*\b(?:begint|begon|beginnen) (?:zijn |z'n )?(?:eigen )?(?:kaarten|hand) (?:\S+ )?(?:neer|open) te leggen\b",
               rf"\bleider (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:[^ .;?!]+ ){{0,3}}?{_BEGIN_SPREAD}",
               r"\bleider\b[^.;?!]*\b(?:zijn|z'n) (?:eigen )?(?:kaarten|hand) (?:begint|begon|gaat|ging) (?:\S+ )?(?:neer|open) te leggen\b",
               r"\bleider (?:\(? ?SEAT_[NOZW](?: \))? )?(?:\S+ ){0,3}?(?:zijn|z'n|eigen) (?:eigen )?(?:hand|kaarten) (?:\S+ ){0,2}?(?:open|neer|op tafel|opengelegd|neergelegd)\b"):
        return "declarer_spread"
    if speaker_role(text) == "dummy" and _search(
            text, rf"\b(?:heb|had) (?:ik )?(?:mijn|m'n) (?:kaarten|hand) (?:nog )?{NEG} (?:\S+ )?(?:neergelegd|opengelegd|open gelegd|op tafel gelegd)\b"):
        return "nothing"  # "ik ben de blinde en heb mijn kaarten nog niet neergelegd"
    if _search(text, rf"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:had |heeft |is |was |ligt |lag )?(?:\S+ ){{0,2}}?(?:kaarten )?(?:nog )?{NEG} (?:\S+ ){{0,2}}?(?:neergelegd|open|opengelegd|op tafel)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:is |was |ligt |lag |bleef )?(?:er )?nog (?:dicht|gesloten|niet)(?= [.,;:?!]| $)"):
        return "nothing"
    if _search(text, r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:had |heeft )?(?:\S+ ){0,3}?(?:neergelegd|ging open|gaat open|(?:ligt|lag|lagen|liggen) (?:al )?(?:open|op tafel)|al open|opengelegd|op tafel gelegd)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:\S+ ){0,3}?(?:ligt|lag|lagen|liggen|ging|gaat|was|is) (?:al )?(?:\S+ ){0,2}?(?:open|op tafel)\b",
               r"\b(?:blinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:had|heeft)|(?:had|heeft) de blinde) (?:\S+ ){0,7}?(?:neergelegd|opengelegd|open gelegd|op tafel gelegd)\b",
               r"\b(?:ging|gaat|ligt|lag) (?:de )?blinde (?:al )?open\b",
               rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:legde|legt|legden) (?:(?!{NEG}\b|kaart\b|CARD\b|als\b|uitkomst\b|eerste\b|kaartje\b)\S+ ){{0,4}}?(?:neer|open|op tafel)\b",
               r"\bblinde (?:\S+ ){0,4}?(?:kaarten|hand) (?:\S+ )?(?:neer|open) (?:te )?(?:leggen|gelegd|legde|legt)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:had|heeft) (?:\S+ ){0,2}?(?:kaarten|hand) (?:al )?(?:op tafel|open|neergelegd)\b",
               r"\bblinde (?:(?:ligt|lag|is|was) )?(?:al )?(?:deels|half|gedeeltelijk) (?:open|neergelegd|opengelegd)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?al (?:open|op tafel|neergelegd|opengelegd)\b",
               r"\b(?:tijdens|bij|na) het (?:uitspreiden|neerleggen|openleggen|open leggen) van (?:de )?blinde\b",
               r"\bblinde (?:al )?(?:laten|liet|laat) (?:\S+ )?(?:neerleggen|openleggen|neer leggen|open leggen)\b",
               r"\b(?:laten|liet|laat) (?:de |zijn )?blinde (?:\S+ ){0,2}?(?:neerleggen|openleggen|neer leggen|open leggen|op tafel leggen)\b(?! \?)",
               r"\b(?:legde|legt|legden) (?:de |onze |hun |zijn |uw |jullie )?blinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:(?!kaart\b|CARD\b|niet\b|geen\b)[^ .;?!]+ ){0,6}?(?:neer|open|op tafel)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:ligt|lag|lagen|liggen) (?:er )?al(?= [.,;:?!]| $)",
               # subordinate word order: "toen de blinde (al) open lag", "nu de blinde op tafel ligt"
               r"\b(?:toen|nu|zodra|als|nadat|omdat|terwijl) (?:de )?blinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:al |inmiddels )?(?:open|op tafel) (?:lag|ligt|lagen|liggen|ging|gaat)\b",
               r"\bblinde (?:\(? ?SEAT_[NOZW](?: \))? )?(?:zijn |z'n )?(?:kaarten|hand) (?:al |inmiddels )?(?:op tafel |neer |open )?(?:had|heeft|hebben) (?:neergelegd|opengelegd|gelegd|open gelegd|op tafel gelegd)\b"):
        return "dummy_spread"
    if _search(text, rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!{NEG}\b|leider\b)[^ .;?!]+ ){{0,5}}?{_BEGIN_SPREAD}"):
        return "dummy_spread"  # "de blinde (N) is al bezig zijn hand op tafel te leggen"
    if speaker_role(text) == "dummy" and _search(
            text, rf"\bik (?:\S+ ){{0,5}}?(?:mijn|m'n) (?:kaarten|hand) (?:(?!{NEG}\b)\S+ ){{0,3}}?(?:neergelegd|opengelegd|open gelegd|op tafel gelegd)\b",
            rf"\bik (?:(?!{NEG}\b)[^ .;?!]+ ){{0,5}}?{_BEGIN_SPREAD}"):
        return "dummy_spread"
    if speaker_role(text) == "declarer" and _search(
            text, rf"\bmijn partner (?:\S+ ){{0,2}}?(?:zijn|z'n) (?:kaarten|hand) (?:(?!{NEG}\b)\S+ ){{0,3}}?(?:neergelegd|opengelegd|open gelegd|op tafel gelegd|op tafel heeft gelegd|op tafel had gelegd|neer heeft gelegd|open heeft gelegd)\b"):
        return "dummy_spread"  # the declarer's partner is dummy
    for clause in _clauses(text):
        # "O heeft zijn hand al neergelegd als blinde" (not declarer choosing to become dummy)
        if not re.search(r"\bleider\b", clause) and re.search(
                rf"\b(?:hand|kaarten) (?:(?!{NEG}\b)\S+ ){{0,3}}?(?:neergelegd|opengelegd|open gelegd|op tafel gelegd|neer|open) (?:\S+ )?als (?:de )?blinde\b", f" {clause} "):
            return "dummy_spread"
    if _search(text, r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,1}?(?:meteen|direct|onmiddellijk) (?:geroepen|erbij|gehaald|gebeld|aan tafel)\b",
               r"\bnog (?:niks|niets) (?:gebeurd|open|bijgespeeld|gespeeld|neergelegd|gedaan)\b",
               r"\bmeteen (?:de )?(?:wedstrijdleider|wl) (?:geroepen|erbij)\b", _CALLED_AT_ONCE,
               r"(?<!\bnog )(?<!\bniet )\b(?:verder )?(?:niks|niets) (?:anders |verder )?(?:gebeurd|gedaan)\b",
               r"\b(?:heeft |had )?(?:verder )?(?:nog )?niemand (?:heeft |had )?(?:verder )?(?:nog )?(?:iets|wat) (?:gedaan|gespeeld|bijgespeeld|neergelegd)\b"):
        return "nothing"
    if re.search(r"\bnog (?:niets|niks)\b", text) and re.search(r"\b(?:wedstrijdleider|wl)\b", text):
        return "nothing"  # "leider zegt nog niets, WL komt aan tafel"
    return None


# The director called at once ("WL gelijk gebeld", "haalde direct de TD").
_CALLED_AT_ONCE = (r"\b(?:wedstrijdleider|wl) (?:kwam|is|was) (?:er )?(?:meteen|direct|onmiddellijk|gelijk)(?: (?:erbij|bij|aan tafel))?(?= [.,;:?!]| $)|"
                   r"\b(?:wedstrijdleider|wl)\b (?:\S+ ){0,3}?(?:voordat|voor) (?:er )?(?:verder )?(?:iets|wat) (?:anders |verder )?(?:gebeurt|gebeurde|gebeurd)\b|"r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,1}?(?:meteen|direct|onmiddellijk|gelijk|snel|gauw) (?:geroepen|erbij|gehaald|gebeld|aan tafel)\b"
                   r"|\b(?:haalde|haalt|riep|roept|belde|belt|waarschuwde|waarschuwt|vroeg) (?:\S+ )?(?:meteen|direct|onmiddellijk|gelijk|snel) (?:de )?(?:wedstrijdleider|wl)\b"
                   r"|\b(?:meteen|direct|onmiddellijk|gelijk) (?:de )?(?:wedstrijdleider|wl) (?:geroepen|erbij|gehaald|gebeld)\b"
                   r"|\b(?:haalde|haalt|riep|roept|belde|belt|waarschuwde|waarschuwt) (?:de )?(?:wedstrijdleider|wl) (?:er )?(?:meteen|direct|onmiddellijk|gelijk|snel)\b")
# Refusing in other words: "wil die uitkomst niet hebben", "accepteer ik niet".
_NOT_WANTED = (r"\b(?:wil|willen|wilde) (?:\S+ ){0,8}?niet (?:hebben|accepteren|aanvaarden|toestaan|aannemen|aan te nemen|goedkeuren)\b|"
               r"\b(?:wil|willen|wilde) (?:hij |zij |ik |we )?niet dat (?:\S+ ){1,3}?(?:voorspeelt|voorspeelde|uitkomt|uitkwam|voor speelt|die kaart (?:speelt|blijft))\b|"
               r"\b(?:wil|willen|wilde|eist|eiste) (?:hij |zij |ik |we )?dat (?:hij|zij|SEAT_[NOZW]) (?:hem|die|de kaart|zijn kaart|de uitkomst) terug(?:neemt|nemen|pakt)\b|\baccepteer (?:ik|we) (?:hem |die |het )?niet\b"
               r"|\b(?:neemt|nam|neem) (?:de |die |deze |zijn )?(?:uitkomst|voorspeling|kaart|hem|het|die|deze) niet aan\b"
               r"|\b(?:wil|wilde|willen) (?:de |die |deze |mijn |zijn |haar )?(?:foute |verkeerde )?(?:hem|die|het|dat|dit|uitkomst|voorspeling|kaart|CARD|schoppen|harten|ruiten|klaveren) (?:dus |gewoon |echt )?niet(?= [.,;:?!']| $| (?:en|maar|want|dus)\b)"
               r"|\b(?:die|dat|deze|dit|hem|het) (?:wil|wilde) (?:ik|hij|zij|we|wij) (?:dus |gewoon |echt )?niet(?= [.,;:?!']| $)"
               r"|\b(?:die|de|deze) (?:uitkomst|voorspeling|kaart) (?:neem|neemt|accepteer|accepteert|aanvaard|aanvaardt|wil) (?:ik|hij|zij|we|wij) niet\b"
               r"|\bneem (?:ik|we|wij) (?:\S+ )?niet aan\b"
               r"|\b(?:die|deze|dat|hem) (?:neem|nemen) (?:ik|we|wij) niet\b"  # "leider O zegt : die neem ik niet"
               r"|\b(?:accepteer|aanvaard) (?:ik |we |wij )?(?:[^ .,;:?!]+ ){0,2}?niet\b"
               r"|\b(?:wil|wilde|willen|wilden) (?:[^ .,;:?!]+ ){0,3}?niet (?:laten )?liggen\b"
               r"|\b(?:die|de|deze) (?:uitkomst|voorspeling|kaart) niet (?:wil|wilde|accepteer|accepteert|aanneem|aanneemt|hoef|hoeft)\b"
               r"|\b(?:zegt|zei|roept|riep|eist|eiste) (?:meteen |direct )?(?::|') ?(?:\S+ ){0,2}?(?:terugnemen|terugpakken)\b")
# Accepting in other words: "neemt de uitkomst aan", "gaat akkoord", "laat (hem) liggen".
_TAKEN = (r"\b(?:neemt|nam|neem) (?:de |die |deze |zijn )?(?:uitkomst|voorspeling|kaart|hem|het|die|deze) aan\b"
          r"|\b(?:die|deze|dat|hem) (?:neem|nemen) (?:ik|we|wij)\b(?! (?:\S+ )?(?:niet|terug)\b)(?! \?)"  # "Z zegt: prima, die neem ik"
          r"|(?<!niet )\b(?:gaat|ging|gingen|gaan|is|was) (?:\S+ )?akkoord\b(?! \?)|(?<!niet )\b(?:laat|liet) (?:(?!niet\b|kaarten\b|hand\b)\S+ ){0,3}?(?:liggen|staan)\b(?! \?)"
          r"|\b(?:vindt|vond|vinden|vonden) (?:het|dat|die|hem) (?:\S+ )?(?:goed|prima|best|ok|oké|akkoord)\b"
          r"|\b(?:heeft|had|hebben|hadden) (?:(?!niet\b)[^ .;?!]+ ){0,3}?laten (?:liggen|staan)\b(?! \?)")
# A decision not to accept ("koos ervoor de uitkomst niet te accepteren"), not a question about it.
_CHOSE_NOT = r"\b(?:koos|kiest|besloot|besluit|besloten|gekozen|heeft|had|zei|zegt) (?:[^ .;?!]+ ){0,5}?niet te (?:accepteren|aanvaarden)\b"  # (searched in _conditions_only)
_ACCEPT_1ST = r"(?<!niet )\b(?:accepteer|aanvaard) (?:ik|we)\b(?! (?:[^ .,;:?!]+ ){0,2}?niet\b)|\bik (?:accepteer|aanvaard)\b(?! (?:[^ .,;:?!]+ ){0,2}?niet\b)"


def _opening_choice(text: str, refuses: bool) -> str | None:
    declarer = declarer_seat(text)
    if declarer and re.search(rf"\bSEAT_{PARTNER[declarer]} (?:wordt|werd) (?:nu |dus |daarmee |daardoor |dan |zo )?(?:de )?leider\b(?! \?)", text):
        return "become_dummy"  # "leider Z … ; N wordt leider"
    if _search(text, r"\b(?:wil|kiest|kies|koos|mag|gaat|ging|besluit|besloot|besloten|gekozen|kan|kon|mocht|moet) (?:(?!niet\b)\S+ ){0,9}?(?:blinde (?:te )?worden|(?:hand|kaarten) (?:open|neer)leggen)\b",
               # "wordt zelf blinde", "laat (na de uitkomst van Z) zijn partner het spel spelen": any distance, a statement
               r"\b(?:wordt|werd|word) (?:hij |zij |ik |de leider |(?:de )?leider SEAT_[NOZW] |SEAT_[NOZW] )?(?:(?:zo|dus|daarmee|dan|nu|toen) )*zelf (?:de )?blinde\b(?! \?)",
               r"\b(?:laat|liet) (?:(?!niet\b)[^ .;?!]+ ){0,10}?(?:zijn|haar|mijn) partner (?:het spel |de hand |het contract |het )?spelen\b(?! \?)",
               r"\b(?:partner|het spel|de hand|het contract|mij|me|hem|haar) (?:\S+ ){0,3}?laten spelen\b|\b(?:laten|laat) (?:(?!kaart\b|CARD\b|blinde\b)\S+ ){1,4}?spelen\b", r"\bzodat (?:zijn|haar|mijn) partner (?:het spel |de hand )?(?:speelt|gaat spelen)\b",
               r"\b(?:wil|wilde|kiest|koos|vraagt|vroeg|besluit|besloot|besloten|beslist|beslissen|gekozen) (?:\S+ )?(?:graag |liever )?dat (?:zijn|haar|mijn) partner (?:het spel |de hand |het contract |het )?(?:speelt|gaat spelen|leider wordt)\b(?! \?)",
               r"\bleider\b[^.?!]*\b(?:wil|wilde|kiest|koos) (?:hij |zij )?(?:graag |liever )?dat SEAT_[NOZW] (?:het spel|de hand|het contract) (?:speelt|gaat spelen)\b",
               r"\bzelf blinde (?:worden|wordt)\b",
               r"' [^']*\b(?:ik (?:ben|word) (?:dan |wel |maar |gewoon )*(?:de )?blinde|dan (?:ben|word) ik (?:wel |maar |gewoon )*(?:de )?blinde)\b",
               r"\b(?:dat|zodat) (?:zijn|haar|mijn) partner (?:het spel |de hand |het contract |het )?(?:maar |dan |nu |wel )*(?:moest|moet|mocht|mag|zou|ging|gaat) spelen\b(?! \?)",
               r"\bleider\b(?: (?!niet\b)[^ .;?!]+){0,6} (?:wordt|werd) (?:zo |dus |zelf |daarmee |daarop |daardoor |toen |meteen |vervolgens )*(?:de )?blinde\b(?! \?)",
               r"\b(?:zijn|haar|mijn) partner (?:\( )?(?:SEAT_[NOZW] )?(?:\) )?(?:gaat|zal) (?:het |de hand |het contract |het spel )?spelen\b", r"\bom (?:zelf )?(?:de )?blinde te worden\b",
               r"\b(?:accepteert|accepteerde|aanvaardt|aanvaardde) (?:\S+ ){0,4}?(?:en )?(?:wordt|werd) (?:zelf )?(?:de )?blinde\b",
               r"\b(?:legt|legde|leggen|gelegd) (?:\S+ ){0,3}?(?:kaarten|hand) (?:\S+ ){0,2}?als blinde\b", r"\bals blinde (?:\S+ ){0,3}?(?:neer|open) (?:leggen|legt|legde|gelegd)\b",
               # declarer's decision in his own words, declarative order: "mijn partner mag het (spel) spelen",
               # "dan leg ik mijn kaarten wel neer" (not the question "mag mijn partner het spelen?")
               r"\b(?:zijn|haar|mijn|m'n) partner (?:\( )?(?:SEAT_[NOZW] )?(?:\) )?(?:mag|moet) (?:(?!niet\b|geen\b)[^ .;?!]+ ){0,3}?spelen\b(?! \?)"):
        return "become_dummy"
    if speaker_role(text) != "dummy" and not re.search(r"\bblinde\b[^.;?!]*\bdan leg ik\b", text) and _search(
            text, r"\bdan leg ik (?:mijn|m'n) (?:eigen )?(?:hand|kaarten) (?:(?:wel|maar|gewoon|meteen) )*(?:neer|open)\b(?! \?)",
            r"\bleg ik (?:mijn|m'n) (?:eigen )?(?:hand|kaarten) (?:wel|maar) (?:neer|open)\b(?! \?)"):
        return "become_dummy"  # "leider O zegt: 'dan leg ik mijn kaarten wel neer'"
    if refuses or _search(_conditions_only(text), _CHOSE_NOT) or _search(text, r"\b(?:accepteert|accepteerde|aanvaardt|aanvaardde) (?:[^ .,;:?!]+ ){0,9}?niet\b", r"\bwil (?:\S+ ){0,3}?niet accepteren\b", _NOT_WANTED,
                          r"\bniet (?:\S+ )?(?:accepteert|accepteerde|aanvaardt|aanvaardde|geaccepteerd|aanvaard)\b"):
        return "refuse"
    if _search(text, r"(?<!\bniet )\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|geaccepteerd|aanvaard)\b(?! (?:[^ .,;:?!]+ ){0,9}?niet\b)", _ACCEPT_1ST, _TAKEN,
               r"\b(?:wil|gaat|besluit|kiest ervoor) (?:(?!niet)[^ .;?!]+ ){0,10}?(?:te )?(?:accepteren|aanvaarden)\b",
               r"\b(?:gaf|geeft|zei|zegt|besloot|besloten|koos|gekozen|kiest|liet|laat) (?:(?!niet|geen)[^ .;?!]+ ){0,8}?te (?:accepteren|aanvaarden)\b",
               r"\b(?:blijft|bleef) (?:gewoon )?(?:zelf )?leider\b",
               r"\b(?:koos|kiest|besloot|besluit) (?:ervoor |om )?(?:zelf te (?:blijven )?spelen|zelf (?:de )?leider te blijven|te blijven spelen)\b",
               r"\b(?:speelt|speelde|blijft|bleef) (?:het spel |de hand |het contract |dan |gewoon )*zelf\b(?! (?:de |het )?(?:blinde|niet))",
               r"\b(?:gaat|ging|wil|wilde|besluit|besloot) (?:(?!niet\b|geen\b)[^ .;?!]+ ){0,7}?zelf (?:het spel |de hand |het contract |verder )?spelen\b(?! \?)"):
        return "accept"
    return None


@extractor("opening_lead_out_of_turn", replaces=True)
def opening_lead_out_of_turn(reader: Reader) -> dict[str, Any]:
    text = _did_so(_text(reader), "kwam uit")
    timed = re.sub(_BEFORE_DUMMY, " ", text)  # "nog voor de blinde open ging, legde W …"
    offender = _opening_offender(_asserted(timed, _OPENING_ACT))
    return _set(
        {},
        offender=offender,
        offender_role=_opening_role(timed, offender),
        opening_lead_face_down=_face_down(text),
        misinformed_about_turn=_misinformed_by_opponent(text, offender),
        after_opening_lead=_after_opening_lead(text),
        opening_lead_choice=_opening_choice(text, _refuses(reader)),
    )


# -- Laws 53, 55, 56: lead out of turn during the play -------------------------------------------------
_LEAD_NOUN = r"(?:voorgespeeld|voorspelen|voorspeling|voorspeelkaart|uitkomst|out of turn)"
_LEAD_FORWARD = rf"(?:speelt|speelde|speelden|spelen|komt|kwam|legt|legde|had|heeft) (?:{WP} ){{0,6}}?(?:voor|uit)\b(?! (?:SEAT_|zijn partner|de blinde|de leider))"


# The act of leading during the play, in any word order (not the duty: "W moest voorspelen").
_LEAD_ACT = (
    r"\b(?:speelt|speelde|speelden|kwam|komt|legt|legde)\b(?: (?!(?:maar|terwijl|en)\b)\S+){0,7}? (?:voor|uit)(?= [.,;:?!]| $| (?:terwijl|maar|en|in|uit|van|vanuit|in_plaats_van)\b)"
    r"|\b(?:voorspeelt|voorspeelde|voorspeel|voorgespeeld|uitkwam|uitgekomen)\b"
    r"|\b(?:speelt|speelde|legt|legde|gooide|gooit)\b(?: \S+){0,4}? (?:naar|voor) de (?:nieuwe|volgende) slag\b"
    r"|\b(?:speelt|speelde|legt|legde|gooide|gooit)\b(?: \S+){0,4}? naar (?:de )?TRICK_\d+\b"
    r"|\b(?:speelt|speelde|legt|legde|gooit|gooide|pakt|pakte|haalt|haalde|trekt|trok)\b(?: \S+){0,8}? (?:uit|van|vanuit) (?:de |zijn |z'n |mijn |m'n |haar )?(?:eigen |verkeerde |andere )?(?:hand|tafel|blinde)\b(?! (?:\S+ )?(?:bij|op)\b)"
    r"|\b(?:begon|begint|opende|opent|startte|start) (?:\S+ )?met (?:een |de )?(?:schoppen|harten|ruiten|klaveren|CARD|kaart|kleintje|aas|heer|vrouw|boer)\b"
    r"|\b(?:legt|legde|speelt|speelde|gooit|gooide|kwam|komt)\b(?: \S+){0,3}? (?:een )?nieuwe kaart\b"
    r"|\b(?:een )?nieuwe kaart (?:\S+ )?(?:neerlegde|neerlegt|legde|legt|speelde|speelt|opgooide)\b"
    r"|\b(?:kaart|CARD) (?:voor|naar) (?:de )?(?:TRICK_\d+|volgende slag|nieuwe slag) (?:neerlegde|neerlegt|legde|legt|speelde|speelt)\b"
    r"|\b(?:legt|legde|speelt|speelde|gooit|gooide)\b(?: \S+){0,5}? als eerste kaart\b"
    # a card laid face up while another was on lead: "legde N in TRICK_12 een kaart open terwijl de blinde aan slag was"
    r"|\b(?:legt|legde)\b(?: (?!(?:maar|terwijl|en)\b)[^ .;?!]+){0,5}? (?:kaart|CARD) open\b(?= (?:op (?:de )?tafel )?(?:, )?terwijl\b)"
    r"|\b(?:uit|van|vanuit) (?:de |zijn |z'n )?(?:eigen |verkeerde |andere )?(?:hand|tafel|blinde) (?:\S+ )?(?:begonnen|gestart|voorgespeeld|geopend)\b"
    r"|\b(?:legt|legde|speelt|speelde|gooit|gooide)\b(?: \S+){0,5}? als eerste kaart (?:van|in|naar) (?:de |het )?(?:\S+ )?(?:slag|TRICK_\d+)\b"
    r"|\bom (?:\S+ )?voor te spelen\b"
    # declarer having dummy lead: "leider Z laat van tafel een kaart voorspelen"
    r"|\b(?:laat|liet) (?:(?!SEAT_)\S+ ){0,5}?voorspelen\b"
    r"|\b(?:startte|start|opende|opent|begon|begint) (?:\S+ ){0,2}?(?:de |een )?(?:\S+ )?(?:slag|TRICK_\d+)\b"
    r"|\bom (?:de |een )?(?:volgende |nieuwe )?slag te (?:beginnen|openen|starten)\b"
    r"|\b(?:kwam|komt) (?:(?:in (?:de )?TRICK_\d+|daarna|toen|meteen|direct|gewoon|zelf|opeens|ineens) )*met (?:een |de )?(?:kleine |lage |hoge )?(?:schoppen|harten|ruiten|klaveren|CARD|kaart|kleintje|aas|heer|vrouw|boer)\b(?! (?:\S+ )?(?:bij|op)\b)"
    # a card put on the table on its own ("daarna legde O al een klaveren op tafel"), not added to a trick ("er … bij")
    r"|\b(?:legt|legde|gooit|gooide)\b(?: (?!(?:maar|terwijl|en|er|erbij|bij)\b)\S+){0,5}? op (?:de )?tafel\b(?! (?:\S+ )?(?:bij|erbij)\b)"
)


# Two players leading to one trick: "O en W spelen allebei voor", "zowel N als Z speelden voor" (of which one was on lead)
_BOTH_LED = (r"\b(?:zowel )?SEAT_(?P<a>[NOZW]) (?:en|als) SEAT_(?P<b>[NOZW]) (?:spelen|speelden|kwamen|komen|leggen|legden) "
             r"(?:\S+ )?(?:allebei|beide|alle twee|tegelijk|tegelijkertijd) (?:\S+ )?voor\b")


def _both_led(text: str) -> tuple[str, str] | None:
    """(offender, player on lead) when two players led to one trick and the text says whose lead it was."""
    match = re.search(_BOTH_LED, text)
    if not match:
        return None
    on_turn = set(on_turn_seats(text)) & {match.group("a"), match.group("b")}
    if len(on_turn) != 1:
        return None
    proper = on_turn.pop()
    return (match.group("b") if proper == match.group("a") else match.group("a")), proper


def _lead_offender(text: str) -> str | None:
    both = _both_led(text)
    if both:
        return both[0]  # the one of the two who was not on lead
    # the seat that led properly afterwards ("toen speelde Z zelf alsnog voor") is not the offender
    proper = set(re.findall(r"\b(?:toen|daarna|vervolgens) (?:speelde|speelt|kwam|komt|legde|legt|gooide|gooit) (?:de )?(?:\S+ )?SEAT_([NOZW]) (?:zelf |alsnog |gewoon |toch )+(?:\S+ ){0,3}?(?:voor|uit)\b"
                        r"|\bSEAT_([NOZW]) (?:speelde|speelt|kwam|komt|legde|legt|gooide|gooit) (?:daarna |toen |vervolgens )(?:zelf |alsnog |gewoon |toch )+(?:\S+ ){0,3}?(?:voor|uit)\b", text))
    proper = {a or b for a, b in proper}
    # the seat declarer wants to lead ("de leider wil dat N zelf voorspeelt") is not the offender either
    proper |= set(re.findall(r"\b(?:wil|wilde|eist|eiste|vraagt|vroeg|verlangt|verlangde) (?:(?!niet\b|geen\b)\S+ )?dat SEAT_([NOZW]) (?:alsnog |zelf |gewoon |toch )*(?:voorspeelt|voorspeelde|voor speelt|uitkomt|uitkwam|voor moet spelen|moet voorspelen)\b", text))
    if proper and len(set(re.findall(r"\bSEAT_([NOZW])\b", text)) - proper) == 0 \
            and _actor(text, _LEAD_ACT, exclude=proper)[1] not in ("leider", "blinde"):  # (not "de leider speelde voor … daarna speelde O alsnog voor")
        proper = set()
    seat = first_seat(
        text,
        (
            rf"\b{_LEAD_NOUN}(?: {WP}){{0,6}}? (?:door|van) (?:de )?(?:leider |tegenspeler |blinde )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,8}}?{_LEAD_FORWARD}",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:voorspeelt|voorspeelde|voorspelen|voorgespeeld)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:laat|liet) (?:(?!SEAT_){W} ){{0,5}}?voorspelen\b",  # "leider Z laat van tafel een kaart voorspelen"
            rf"\b(?:speelt|speelde|komt|kwam) (?:de )?(?:leider |tegenspeler |blinde )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:voor|uit)\b",
            rf"\b(?:legt|legde|gooit|gooide) (?:de )?(?:leider |tegenspeler |blinde )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,6}}?(?:om voor te spelen|voor de volgende slag|als eerste kaart)\b",
            # a card laid face up while another was on lead, either word order ("legde N … een kaart open terwijl …")
            rf"\b(?:legt|legde) (?:de )?(?:leider |tegenspeler |blinde )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,5}}?(?:kaart|CARD) open (?:op (?:de )?tafel )?(?:, )?terwijl\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:legt|legde) (?:{W} ){{0,5}}?(?:kaart|CARD) open (?:op (?:de )?tafel )?(?:, )?terwijl\b",
            rf"\b{_LEAD_NOUN} (?:voor (?:de|zijn) beurt )?(?:, |: )?SEAT_(?P<s>[NOZW])\b",
            r"\bvoorgespeelde (?:kaart|CARD) (?:van|door) (?:de )?(?:tegenspeler )?SEAT_(?P<s>[NOZW])\b",
            r"\bSEAT_(?P<s>[NOZW]) (?:zijn|haar|z'n) (?:[^ .;?!]+ ){0,4}?voorgespeelde\b",  # "dat oost zijn voor de beurt voorgespeelde ♦B terugnam"
            r"\b(?:ligt|lag) (?:er )?(?:nu )?(?:al )?(?:een |de )?(?:kaart|CARD) van (?:de )?(?:leider |tegenspeler |blinde )?SEAT_(?P<s>[NOZW]) (?:\S+ ){0,2}?op tafel\b",
        ),
        exclude=proper,
    )
    if seat:
        return seat
    me = speaker_seat(text)
    if me and re.search(r"\bik (?:\S+ ){0,4}?(?:speelde|speel) (?:\S+ ){0,4}?voor\b|\bspeelde voor\b", text):
        return me
    # a lead "uit de blinde" / "van tafel" with no seat as its subject is declarer's ("Z is leider . hij won TRICK_5
    # in zijn hand maar speelde daarna voor uit de blinde"): only declarer leads from dummy
    if declarer_seat(text) and re.search(r"\b(?:speelde|speelt|legde|legt|kwam|komt)\b(?: (?!SEAT_)[^ .;?!]+){0,3}? (?:voor )?(?:uit|van|vanuit) (?:de )?(?:blinde|tafel)\b(?! \(? ?SEAT_)", text) \
            and not re.search(r"\b(?:de )?blinde (?:\(? ?SEAT_[NOZW] \)? )?(?:speelde|speelt|legde|legt|kwam|komt)\b", text):
        seat, word = _actor(text, _LEAD_ACT, exclude=set(on_turn_seats(text)) | proper)
        if not seat:
            return declarer_seat(text)
    # a seat that won "van tafel" / "in zijn hand" is declarer: leading from his other hand is still his offence
    hand_win = set(re.findall(r"\bSEAT_([NOZW]) (?:\S+ ){0,2}?(?:won|wint|nam|had gewonnen) (?:[^ .;?!]+ ){0,5}?(?:van tafel|op tafel|in de blinde|uit de blinde|in zijn hand|in de hand|uit zijn hand)\b", text))
    seat, word = _actor(text, _LEAD_ACT, exclude=(set(on_turn_seats(text)) - hand_win) | proper)
    seat = seat or _role_seat(word, text)
    if not seat and re.search(r"\b(?:uit|van|vanuit) (?:de |zijn )?(?:verkeerde|andere) hand\b", text):
        seat = declarer_seat(text)  # only declarer leads from the wrong hand ("voorspelen uit verkeerde hand, leider Z")
    return seat


def _lead_role(text: str, offender: str | None) -> str | None:
    role = role_of(text, offender)
    if role:
        return role
    if offender and re.search(rf"\bSEAT_{offender} (?:{W} ){{0,4}}?(?:speelt|speelde|speelden|legt|legde|haalde|pakte|laat|liet) (?:{W} ){{0,4}}?(?:uit|vanuit|van) (?:de blinde|tafel|de tafel)\b", text):
        return "declarer"  # only declarer leads from dummy
    if offender:
        # declarer answering the lead, or declarer on lead: the offender is a defender (dummy on lead is
        # no proof: declarer may have led from his own hand)
        if re.search(rf"\b(?:leider|blinde) (?:{W} ){{0,3}}?(?:geaccepteerd|aanvaard|geweigerd|weigert|accepteert|wil|zei|zegt|kiest|eist|roept|vraagt|vroeg|eiste|nam|neemt|vindt|vond|gaat|ging|belde|riep|besluit|besloot|koos|accepteerde|weigerde)\b", text) \
                or re.search(rf"\bleider (?:{W} ){{0,3}}?(?:aan de beurt|aan slag|won|had)\b", text) \
                or re.search(rf"\bleider (?:heeft|had|liet|laat) (?:(?!niet\b){W} ){{0,3}}?(?:laten )?liggen\b", text) \
                or re.search(r"\b(?:van|door) de leider\b", text) \
                or re.search(rf"\bleider (?:{W} ){{0,2}}?er (?:{W} ){{0,7}}?(?:op|bij|opgelegd|bijgelegd|bijgespeeld)\b", text):
            return "defender"  # (declarer followed to it: the lead came from his RHO)
        return None
    word = _actor(text, _LEAD_ACT)[1]
    role = _word_role(word, text)
    if role:
        return role
    if word is None and speaker_role(text) == "defender" and re.search(
            r"\bik (?:\S+ ){0,3}?(?:voorspeelde|voorspeel|voorspelen|voorgespeeld|voor te spelen|uitkwam|uitkomen|uit te komen)\b", text):
        return "defender"  # "de leider zei dat ik moest voorspelen … ik ben tegenspeler": the speaker led
    if word == "ik" and _speaker_is_defender(text) and re.search(
            r"\bmijn partner (?:\S+ ){0,3}?(?:had|won|heeft) (?:\S+ ){0,3}?(?:slag|TRICK_\d+|gewonnen)\b|\bmijn partner (?:\S+ ){0,2}?aan (?:de )?(?:beurt|slag)\b", text) \
            or _search(text, _AS_DEFENDER):
        return "defender"  # "in slag 12 speelde ik voor terwijl mijn partner de slag had gewonnen; de leider …"
    if word == "ik" and re.search(r"\b(?:de )?leider (?:\S+ )?(?:zei|zegt|vertelde|riep) (?:\S+ ){0,3}?dat ik\b"
                                  r"|\b(?:de )?leider (?:\S+ )?(?:zei|zegt|vertelde|riep) (?:tegen )?(?:mij|me) (?:dat|' (?:jij|je))\b", text):
        return "defender"  # declarer told me it was my lead: I am not declarer, and dummy does not lead
    if _search(text, r"\b(?:de|een) tegenspeler (?:\S+ ){0,3}?(?:speelt|speelde|voorspeelt|komt|kwam)\b",
               r"\b(?:de|een) tegenspeler (?:\S+ ){0,5}?(?:niet aan (?:de beurt|slag) (?:was|is) om (?:\S+ )?voor te spelen|voor zijn beurt (?:voor)?speelt|voor zijn beurt (?:voor)?speelde)\b",
               r"\b(?:voorspeelkaart|voorspeling|uitkomst) (?:\S+ ){0,4}?van (?:een|de) (?:verkeerde |andere )?tegenspeler\b",
               r"\b(?:voorspelen|voorspeling|voorgespeeld|uitkomst) (?:\S+ ){0,4}?door (?:een|de) (?:verkeerde |andere )?tegenspeler\b",
               r"\bleider\b(?: \S+)* (?:voorspeelkaart|voorspeling|uitkomst|kaart) (?:\S+ ){0,4}?van (?:de|een) (?:tegenpartij|tegenstander|tegenstanders)\b"):
        return "defender"
    if _search(text, r"\b(?:de )?leider (?:\S+ ){0,8}?(?:voorspeelt|speelt voor|speelde voor)\b", r"\bik ben (?:de )?leider\b",
               r"\bleider (?:speelt|speelde) (?:(?!tegenspeler)\S+ ){0,4}?voor\b",
               r"\b(?:uit|vanuit|van) (?:de|zijn) (?:verkeerde|andere) hand\b",
               r"\b(?:uit|van|vanuit) (?:de blinde|tafel) (?:\S+ )?(?:voorspeelde|voorspeelt|voorgespeeld|voor te spelen)\b",
               r"\b(?:voorspeelde|voorspeelt|speelde voor|speelt voor) (?:uit|van|vanuit) (?:de blinde|tafel)\b",
               r"\bals (?:de )?leider (?:\S+ ){0,5}?voor"):
        return "declarer"
    return None


def _declarer_lead_turn(text: str, offender: str | None, role: str | None) -> str | None:
    if role not in ("declarer", "dummy"):
        return None
    if _search(text, r"\bverkeerde hand\b", r"\bin_plaats_van (?:de )?(?:tafel|hand|blinde)\b",
               r"\b(?:blinde|tafel|dummy) (?:{0})?(?:was |is )?aan (?:de )?(?:beurt|slag|uitkomst)\b".format(r"(?:\S+ ){0,2}?"),
               r"\b(?:blinde|tafel) (?:had |heeft )?(?:de slag |de vorige slag |(?:de )?TRICK_\d+ )?(?:had |heeft )?(?:gewonnen|won)\b",
               # the dummy as the subject of winning ("de blinde had de vorige slag toch echt gewonnen"), not "uit de blinde"
               r"(?<!\buit de )(?<!\bvanuit de )(?<!\bvan de )(?<!\buit )(?<!\bvan )(?<!\bvanuit )\b(?:blinde|tafel) "
               r"(?:(?!SEAT_|niet\b|terwijl\b|maar\b|toen\b|en\b|\w*tegen\w*\b|leider\b)[^ .,;:?!]+ ){0,7}?(?:gewonnen|won|binnengehaald)\b",
               r"\b(?:blinde|tafel) (?:had|heeft) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+)(?! niet)\b", r"\b(?:blinde|tafel) (?:de |die )?(?:vorige )?slag (?:had|heeft|won|gewonnen)\b", r"\bslag (?:\S+ )?(?:lag|was|zat) (?:bij|in|op) (?:de )?(?:blinde|tafel)\b",
               r"\b(?:gewonnen door|won) (?:de )?(?:blinde|tafel)\b", r"\b(?:was|is|ging) (?:van|naar|voor) (?:de )?(?:blinde|tafel)\b",
               r"\bin (?:de|zijn) hand (?:had |heeft )?(?:gewonnen|won)\b", r"\bzelf in de hand\b",
               r"\b(?:won|wint|gewonnen|nam|neemt) (?:(?!SEAT_)[^ .,;:?!]+ ){0,4}?met (?:zijn|z'n) eigen\b",
               r"\bmet (?:zijn|z'n) eigen (?:\S+ )?(?:had |heeft )?(?:gewonnen|won|genomen)\b",  # verb-final
               r"\b(?:hij|zij|ik) (?:zat|was|is|zit) (?:zelf )?(?:in (?:de|zijn|z'n) hand )?aan (?:de )?(?:slag|beurt)\b",
               r"\b(?:hij|zij|ik) (?:zelf )?in (?:de|zijn|z'n|mijn) (?:eigen )?hand (?:zat|was|zit|is)\b",  # "terwijl hij in de hand zat"
               r"\b(?:gewonnen|won|binnen|genomen) (?:in|door|met|op) (?:de |zijn |z'n |eigen )?(?:hand|tafel|blinde)\b",
               r"\b(?:won|wint|gewonnen|nam|neemt|genomen) (?:(?!SEAT_)\S+ ){0,5}?in (?:de |zijn |z'n |eigen )?(?:hand|tafel|blinde)\b",
               r"\b(?:won|wint|gewonnen|nam|neemt|genomen) (?:(?!SEAT_)[^ .;?!]+ ){0,5}?op (?:de )?tafel\b(?=[^.;?!]*\b(?:uit|van|vanuit) (?:zijn|z'n|de) (?:eigen )?hand\b)",
               r"\b(?:won|wint|nam|neemt) (?:de |die )?(?:slag|TRICK_\d+) (?:\S+ ){0,3}?(?:van|uit) (?:de )?(?:tafel|blinde)\b",
               # won with a card "uit de hand", then led from the table (or the other way round)
               r"\b(?:won|wint|gewonnen|nam|neemt|genomen) (?:(?!SEAT_)[^ .;?!]+ ){0,5}?uit (?:de |zijn |z'n |eigen )?hand\b(?=[^.;?!]*\b(?:van|uit|vanuit) (?:de )?(?:tafel|blinde)\b)",
               r"\bin (?:de |zijn |z'n )?(?:eigen )?(?:hand|tafel|blinde) (?:\S+ ){0,3}?(?:gewonnen|won|genomen)\b",
               r"\b(?:in de|zijn|de|eigen) hand (?:\S+ ){0,2}?aan (?:de )?(?:beurt|slag)\b",
               r"\baan (?:de )?(?:beurt|slag) (?:in|op) (?:de blinde|tafel|zijn hand|de hand)\b",
               r"\b(?:uit|vanuit|van) (?:de |zijn |eigen )?(?:hand|tafel|blinde) (?:\S+ )?in_plaats_van\b"):
        return "other_hand"
    if _search(text, r"\b(?:een|de) tegenspeler (?:\S+ ){0,3}?(?:aan (?:de )?(?:beurt|slag)|had gewonnen|heeft gewonnen|won)\b",
               r"\b(?:een|de) tegenspeler (?:(?!SEAT_|niet\b)[^ .;?!,]+ ){0,7}?(?:gewonnen had|gewonnen heeft|gewonnen hadden)\b",
               r"\b(?:mijn|zijn|de) (?:linker|rechter)?tegenstander (?:had|heeft) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+)\b(?! (?:niet|nog))",
               r"\b(?:mijn|zijn|de|een) (?:(?:linker|rechter)?tegenstander|tegenspeler) (?:de |die )?(?:vorige )?(?:slag|TRICK_\d+) (?:had|heeft|won|had gewonnen|gewonnen had)\b",
               r"\b(?:mijn|zijn|de) (?:linker|rechter)?tegenstander (?:\S+ ){0,3}?(?:had gewonnen|won|aan (?:de )?(?:beurt|slag))\b",
               # "hun leider speelde voor, terwijl wij de vorige slag hadden gewonnen": the writers defend
               r"\bhun leider\b[^?]*\b(?:wij|we) (?:\S+ ){0,4}?(?:hadden gewonnen|hebben gewonnen|wonnen|aan (?:de )?(?:beurt|slag))\b",
               r"\b(?:wij|we) (?:\S+ ){0,4}?(?:hadden gewonnen|hebben gewonnen|wonnen|aan (?:de )?(?:beurt|slag))\b[^?]*\bhun leider\b"):
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


# A demand, in any tense, that the card go back: "de leider eiste dat de kaart terugging", "stonden erop dat die kaart
# terug moest", "verlangde dat hij de kaart terugnam" (not a question: "wil hij dat de kaart teruggaat?").
_DEMAND_BACK = (r"\b(?:wil|wilde|willen|wilden|eist|eiste|eisen|eisten|verlangt|verlangde|verlangden|staat erop|stond erop|staan erop|stonden erop)"
                r" (?:[^ .;?!]+ ){0,3}?dat (?:(?!niet\b|geen\b)[^ .;?!]+ ){1,8}?"
                r"(?:terugging|terug ging|teruggaat|terug gaat|terug moest|terug moet|terugnam|terugneemt|terugnemen|terugpakte|terugpakt|terugtrok|terugtrekt"
                r"|teruggenomen (?:werd|wordt|moest|moet)|terug (?:moest|moet) (?:nemen|pakken))\b(?![^.;!?]*\?)")


def _lead_response(text: str, offender: str | None, role: str | None, refuses: bool) -> str | None:
    text = re.sub(r"\b(?:nog )?niemand\b[^.;?!,]*", " ", text)  # "niemand heeft er nog iets op gelegd": nothing played
    if role in ("declarer", "dummy") and _search(
        text, rf"\b(?:legde|legt|speelde|speelt|gooide|gooit) (?:{W} ){{0,5}}?(?:op|bij)\b(?: {W}){{0,2}} (?:, )?(?:nog )?(?:voor|voordat) (?:SEAT_|zijn partner)"
    ):
        return "wrong_defender_played"
    if role in ("declarer", "dummy") and _search(
        text, rf"\b(?:tegenspeler|tegenstander|speler) rechts van (?:hem|de leider)\b(?: (?!{NEG}\b)[^ .;?!]+){{0,6}} (?:bij|op|bijgespeeld|gespeeld|gelegd|opgelegd|bijgelegd)\b",
        rf"\brechtertegenstander van de leider\b(?: (?!{NEG}\b)[^ .;?!]+){{0,6}} (?:bij|op|bijgespeeld|gespeeld|gelegd|opgelegd|bijgelegd)\b",
        rf"\bleider\b[^.?!]*\b(?:zijn|haar) rechtertegenstander\b(?: (?!{NEG}\b)[^ .;?!]+){{0,6}} (?:bij|op|bijgespeeld|gespeeld|gelegd|opgelegd|bijgelegd)\b"):
        return "wrong_defender_played"  # declarer led out of turn and his RHO, not his LHO, played to it
    if _both_led(text):
        return "proper_lead"  # the player on lead led as well
    proper = rf"\b(?:daarna|toen|vervolgens) (?:speelde|speelt|legde|legt|gooide|gooit) (?:de )?(?P<who>juiste speler|SEAT_[NOZW]|leider|blinde) (?:(?![.;?!] )\S+ ){{0,10}}?(?:alsnog |zelf |gewoon )*voor\b"
    match = re.search(proper, text) or re.search(
        rf"\b(?P<who>SEAT_[NOZW]) (?:speelde|speelt|legde|legt|gooide|gooit) (?:daarna|toen|vervolgens) (?:(?![.;?!] )\S+ ){{0,4}}?(?:alsnog |zelf |gewoon |ook )*voor\b", text)
    if match and not (match.group("who") == f"SEAT_{offender}" or match.group("who") in ("leider", "blinde") and role != "defender"):
        return "proper_lead"
    if _search(text,
               r"\b(?:juiste speler|die wel aan (?:de beurt|slag) was|die (?:wel )?(?:moest|mocht) voorspelen) (?:(?!niet\b|geen\b)[^ .;?!]+ ){0,8}?(?:alsnog )?(?:zelf )?voor\b(?! (?:de|zijn|haar|z'n) beurt\b)",
               r"\b(?:juiste speler|die wel aan (?:de beurt|slag) was|die (?:wel )?(?:moest|mocht) voorspelen) (?:(?!niet\b|geen\b)[^ .;?!]+ ){0,8}?(?:alsnog |zelf |ook |nog )*(?:voorspeelt|voorspeelde|voorgespeeld)\b",
               r"\b(?:daarna|toen|vervolgens) (?:heeft|had) (?:de |zijn |mijn )?(?:linkertegenstander|rechtertegenstander|tegenspeler|juiste speler) (?:zelf |ook |alsnog )*(?:\S+ )?voorgespeeld\b"):
        return "proper_lead"
    match = re.search(r"\b(?:daarna|toen|vervolgens) (?P<who>SEAT_[NOZW]) (?:alsnog |zelf |gewoon |ook )*(?:voorspelen|voorgespeeld|voorspeelde|voorspeelt|speelde voor|speelt voor|legde voor|legt voor)\b", text) \
        or re.search(r"\b(?P<who>SEAT_[NOZW]) (?:heeft|had) (?:daarna|toen|vervolgens) (?:alsnog |zelf |gewoon |ook |nog )*(?:een kaart |CARD )?voorgespeeld\b", text) \
        or re.search(r"\b(?:daarna|toen|vervolgens) (?:heeft|had) (?P<who>SEAT_[NOZW]) (?:alsnog |zelf |gewoon |ook )*(?:een kaart |CARD )?voorgespeeld\b", text)
    if match and match.group("who") != f"SEAT_{offender}":
        return "proper_lead"
    # the player on turn led too, in any word order: "had O zelf ook al een ruiten voorgespeeld", "heb ik zelf maar
    # voorgespeeld", "Z speelde toen ook zelf voor" (zelf / ook / alsnog marks the second lead, not the offending one)
    for match in re.finditer(
            rf"\b(?:(?:had|heeft|heb) (?P<a>SEAT_[NOZW]|ik)|(?P<b>SEAT_[NOZW]|ik) (?:had|heeft|heb)) (?:(?!{NEG}\b)[^ .;?!]+ ){{0,3}}?(?:zelf|ook|alsnog)\b"
            rf"(?: (?!{NEG}\b)[^ .;?!]+){{0,5}}? voorgespeeld\b"
            rf"|\b(?P<c>SEAT_[NOZW]|ik) (?:speelde|speelt) (?:(?!{NEG}\b)[^ .;?!]+ ){{0,3}}?(?:zelf|ook|alsnog) (?:(?!{NEG}\b)[^ .;?!]+ ){{0,4}}?voor\b(?! (?:de|zijn|haar|mijn) beurt\b)", text):
        who = match.group("a") or match.group("b") or match.group("c")
        if who == "ik":
            if re.search(r"\bik (?:zat|zit|was|ben) (?:\S+ )?aan (?:de )?(?:slag|beurt|zet)\b|\bik (?:\S+ )?aan (?:de )?(?:slag|beurt|zet) (?:zat|zit|was|ben)\b", text) and not re.search(
                    r"\bik (?:\S+ ){0,3}?(?:speelde|kwam|speel|kom) (?:\S+ ){0,4}?voor (?:mijn|de) beurt\b", text):
                return "proper_lead"
        elif offender and who != f"SEAT_{offender}":
            return "proper_lead"
    if _search(text, r"\ber (?:\S+ ){0,7}?op (?:bij|bijgespeeld|bijgelegd|bijspeelt|bijspeelde|bijlegt|bijlegde)\b", r"\bop (?:bijgespeeld|bijgelegd)\b",
               rf"\b(?:speelde|speelt|gooide|gooit|legde|legt|heeft|had) (?:er|daar) (?:(?!{NEG}\b)[^ .,;:?!]+ ){{0,7}}?op\b(?! (?:aan|tafel)\b)",
               rf"\b(?:speelde|speelt|gooide|gooit|legde|legt) er (?:(?!{NEG}\b)\S+ ){{0,6}}?bij\b",
               rf"\b(?:speelde|speelt|gooide|gooit|legde|legt) (?:de )?(?:leider |blinde |tegenspeler )?(?:\( )?SEAT_[NOZW] (?:\) )?er (?:(?!{NEG}\b)\S+ ){{0,6}}?(?:op|bij)\b",
               rf"\ber (?:(?!{NEG}\b)\S+ ){{0,4}}?op (?:heeft |had )?(?:gelegd|gespeeld|gegooid|bijgespeeld)\b",
               rf"\ber (?:(?!{NEG}\b)[^ .,;:?!]+ ){{0,5}}?op (?:legt|legde|speelt|speelde|gooit|gooide)\b",  # verb-final: "als … er meteen een kaart op legt"
               rf"\b(?:daarna|toen|en|vervolgens) (?:\S+ ){{0,3}}?(?:speelde|speelt|gooide|gooit|legde|legt) (?:(?!{NEG}\b)\S+ ){{0,6}}?bij\b") \
            and not _search(text, r"(?<!niet )\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|geaccepteerd)\b(?! niet)", r"(?<!niet )\b(?:ging|gaat|gingen|gaan) (?:\S+ )?akkoord\b"):
        return "next_played"
    quick = re.search(r"\bSEAT_([NOZW]) (?:speelde|speelt|gooide|gooit|legde|legt) (?:meteen|direct|al|snel|gelijk|vervolgens|daarna) (?:\S+ ){0,3}?(?:bij|op)\b(?! tafel)"
                      r"|\bSEAT_([NOZW]) (?:had |heeft )?(?:meteen|direct|al|snel|gelijk) (?:een kaart )?(?:bijgelegd|bijgespeeld|opgelegd|bijgegooid)\b", text)
    quick_seat = quick and (quick.group(1) or quick.group(2))
    if quick and offender and quick_seat != offender:
        rel = relation(offender, quick_seat)
        if rel == "lho":
            return "next_played"
        if rel == "rho" and role in ("declarer", "dummy"):
            return "wrong_defender_played"
    if _search(text, rf"\b(?:heeft|had) (?:daarna|vervolgens|toen) (?:al )?(?:(?!{NEG}\b)\S+ ){{0,3}}?(?:bijgespeeld|bijgelegd|opgelegd)\b",
               rf"\b(?:speelde|speelt|legde|legt|gooide|gooit) (?:daarna|vervolgens|toen) (?:al )?(?:(?!{NEG}\b)[^ .,;:?!]+ ){{0,6}}?bij\b",
               rf"\b(?:daarna|vervolgens|toen) (?:al )?(?:(?!{NEG}\b)\S+ ){{0,4}}?(?:bijgespeeld|bijgelegd)\b"):
        return "next_played"
    wants = re.search(r"\b(?:wil|wilde|eist|eiste|vraagt|vroeg|verlangt|verlangde) (?:\S+ )?dat (?:de juiste speler|(?P<who>SEAT_[NOZW])) (?:alsnog |zelf |gewoon )*(?:voorspeelt|voorspeelde|voor speelt|uitkomt|uitkwam|voor moet spelen|moet voorspelen)\b",
                      re.sub(r" , die [^,]*? , ", " ", text))  # "eiste dat O , die de slag had gewonnen , voorspeelt"
    if wants and (not wants.group("who") or wants.group("who") != f"SEAT_{offender}") and not re.search(r"\bwil (?:\S+ )?dat [^.;?!]*\?", text):
        return "refused"  # declarer wants the player on lead to lead instead
    asked = re.search(r"\b(?:vraagt|vroeg|verzoekt|verzocht|eist|eiste) (?:de leider )?(?P<who>SEAT_[NOZW]) (?:om )?(?:zelf |alsnog |gewoon )*voor te spelen\b", text)
    if asked and asked.group("who") != f"SEAT_{offender}":
        return "refused"  # "vroeg N om zelf voor te spelen"
    if role in ("declarer", "dummy") and _search(
            text, r"\b(?:wil|wilde|willen|wilden|eist|eiste|eisen|eisten|vraagt|vroeg|vragen|vroegen) (?:\S+ )?dat (?:hij|zij|de leider) (?:alsnog |gewoon )*(?:uit|van|vanuit) (?:de blinde|tafel|zijn hand|zijn eigen hand|de (?:andere|goede|juiste) hand) (?:\S+ )?(?:voorspeelt|voorspeelde|speelt|moet voorspelen)\b"):
        return "refused"  # the opponents want declarer to lead from the right hand
    if refuses or _search(text, r"\b(?:accepteert|accepteren|accepteer|accepteerde|aanvaardt|aanvaardde) (?:[^ .,;:?!]+ ){0,6}?niet\b", _NOT_WANTED,
               # the player on lead wants to lead himself: "zuid zegt dat hij zelf wil voorspelen"
               r"\b(?:zegt|zei|wil|wilde) (?:dat )?(?:hij|zij) (?:zelf|alsnog) (?:wil |wilde |moet )?(?:voorspelen|voorspeelt|uitkomen|voor wil spelen)\b", _CHOSE_NOT, r"\bniet (?:\S+ )?(?:accepteert|accepteren|aanvaardt|aanvaarden|accepteerde|geaccepteerd|aanvaard)\b",
               r"\b(?:wil|willen) (?:\S+ ){0,3}?niet (?:accepteren|aanvaarden)\b", r"\beist (?:\S+ ){0,3}?terug",
               r"\b(?:wil|willen|eist|eisen|vraagt) (?:dat )?(?:\S+ ){0,4}?(?:terugneemt|terugnemen|terugpakt|terugpakken|terugtrekt)\b",
               r"\b(?:wil|wilde|willen|eist|eiste|eisen|vraagt|vroeg|verzoekt|zegt|zei) (?:\S+ ){0,8}?terug te (?:nemen|pakken|trekken|halen)\b",
               r"\b(?:verzoek|verzoekt|verzocht) (?:\S+ ){0,5}?(?:terugneemt|terugnemen|terugpakt|terugpakken)\b",
               r"\b(?:wil|wilde|willen|wilden) (?:\S+ ){0,2}?niet dat (?:\S+ ){0,3}?(?:blijft|bleef|blijven) (?:liggen|staan)\b",
               # "leider wil hem terug": the card back, not the offender's own wish to take it back ("wil hem terugnemen")
               r"\b(?:wil|wilde|willen|wilden|eist|eiste|eisen) (?:hem|die|deze|het|de kaart|die kaart|de voorspeling) (?:\S+ )?terug(?= [.,;:!]| $| (?:en|maar)\b)",
               r"\b(?:zegt|zei|roept|riep) ' (?:\S+ ){0,3}?(?:terugnemen|terugpakken|terug)\b",
               r"\b(?:zegt|zei|roept|riep|eist|eiste) (?:\S+ )?: (?:\S+ ){0,2}?(?:terugnemen|terugpakken|terug)\b",
               r"' (?:[^'.;?!]+ )?(?:neem|pak|haal) (?:(?!')\S+ ){0,4}?terug\b",  # "zei: 'nee, neem die kaart maar terug'"
               r"\b(?:wil|willen|eist|eisen) dat (?:de kaart|hij|die|het|deze) (?:\S+ )?(?:terug gaat|teruggaat|terug moet|terug)\b", r"\bniet mee eens\b",
               r"\b(?:kaart|die|deze|hij|het) (?:moet|moest|gaat) (?:weer )?terug\b(?! \?)",
               r"\b(?:zegt|zei|vindt|vond|eist|eiste) (?:dat )?(?:hij|zij|ze|SEAT_[NOZW]) (?:\S+ ){0,3}?(?:moet|moest) (?:\S+ )?(?:terugnemen|terugpakken)\b",
               r"\b(?:zegt|zei|vindt|vond|eist|eiste) (?:dat )?(?:hij|zij|ze|SEAT_[NOZW]) (?:\S+ ){0,3}?terug (?:moet|moest) (?:nemen|pakken)\b",
               _DEMAND_BACK):
        return "refused"
    if _search(text, r"(?<!\bniet )\b(?:accepteert|accepteerde|aanvaardt|aanvaardde|geaccepteerd)\b(?! (?:[^ .,;:?!]+ ){0,9}?niet\b)", _ACCEPT_1ST, _TAKEN,
               r"\b(?:heeft|hebben|had|is|werd) (?:\S+ ){0,3}?aanvaard\b(?! \?)",
               r"(?<!mag )(?<!mogen )(?<!kan )\b(?:wil|wilde|gaat|ging|besluit|besloot|kiest ervoor|koos ervoor) (?:(?!niet\b|geen\b)[^ .;?!]+ ){0,6}?(?:te )?(?:accepteren|aanvaarden)\b(?! (?:\S+ )?niet| \?)",
               r"\b(?:het|die|deze|de kaart|hij) (?:zo |gewoon )?(?:mag|kan) (?:zo |gewoon )?(?:blijven|blijven liggen|liggen)\b(?! \?)", r"(?<!mogen )(?<!kunnen )\b(?:we|wij) (?:accepteren|aanvaarden)\b(?! (?:\S+ )?niet| \?)",
               r"(?<!mag de )(?<!mogen de )(?<!kan de )(?<!mag )(?<!mogen )\b(?:tegenspelers?|SIDE_(?:NZ|OW)|zij|ze|beiden) (?:\S+ )?(?:accepteren|accepteerden|aanvaarden|aanvaardden)\b(?! \?)",
               r"(?<!mogen )(?<!kunnen )\bSEAT_[NOZW] en SEAT_[NOZW] (?:(?!niet\b|willen\b|mogen\b|kunnen\b)[^ .;?!]+ ){0,8}?(?:accepteren|accepteerden|aanvaarden|aanvaardden)\b(?! niet| \?)"):
        return "accepted"
    if _search(text, r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,2}?(?:meteen|direct|onmiddellijk) (?:geroepen|erbij|gehaald|bij gehaald|bij geroepen)\b",
               r"\b(?:meteen|direct) (?:de )?(?:wedstrijdleider|wl) (?:geroepen|erbij|gehaald)\b", _CALLED_AT_ONCE,
               r"\bnog (?:niks|niets) (?:beslist|besloten|gekozen|gebeurd)\b", r"\b(?:moet|moeten|gaat) (?:\S+ )?nog (?:kiezen|beslissen|besluiten)\b",
               # "de leider heeft nog niet gezegd wat hij wil", "Z heeft nog geen keuze gemaakt"
               r"\b(?:heeft|had|hebben|hadden) (?:(?!SEAT_)\S+ )?nog (?:niet|niets|niks|geen keuze) (?:\S+ ){0,2}?(?:gezegd|beslist|besloten|gekozen|gemaakt|aangegeven|laten weten)\b(?! \?)",
               r"\bnog (?:niet|geen keuze) (?:\S+ )?(?:beslist|besloten|gekozen|gemaakt)\b(?! \?)",
               # the choice not yet made: "O twijfelt nog wat hij wil", "de leider weet nog niet wat hij doet"
               r"\b(?:twijfelt|twijfelde|twijfelen|aarzelt|aarzelde) (?:nog|even) (?:wat|welke|hoe)\b(?![^.;?!]*\?)",
               r"\b(?:weet|weten|wist|wisten) (?:\S+ )?nog niet (?:wat|welke|hoe)\b(?![^.;?!]*\?)",
               r"\b(?:hebben|heb|heeft|hadden|had) (?:je|jou|u|de wl|wl|de wedstrijdleider) (?:meteen|direct|gelijk|onmiddellijk|snel) (?:gebeld|geroepen|gehaald)\b",
               r"\b(?:wedstrijdleider|wl) (?:\S+ ){0,2}?(?:geroepen|erbij|gehaald|gebeld) (?:voordat|voor) (?:er )?(?:\S+ ){0,3}?(?:iets|verder)\b",
               # the WL called and asked what now, nothing else told ("… riep oost de WL. Wat nu?")
               r"\b(?:riep|roept|belde|belt|haalde|haalt|riepen|belden) (?:(?!later\b|pas\b)\S+ ){0,2}?(?:de )?(?:wl|wedstrijdleider)\b[^?]*\bwat (?:nu|moeten we nu|moet ik nu|doen we nu)\b"):
        return "pending"
    return None


def _lead_trick(reader: Reader, text: str) -> int | None:
    """The trick led to: a trick named as won before the lead counts one on."""
    won, other = [], []
    for match in re.finditer(r"\bTRICK_(\d+)\b", text):
        number = int(match.group(1))
        before = text[max(0, match.start() - 30): match.start()]
        after = text[match.end(): match.end() + 50]
        if re.search(r"\b(?:won|wint|gewonnen door|had|heeft|nam|neemt|pakte|pakt)\s*(?:de )?$|\bdat (?:hij|zij) $|\bna\s*$", before) or re.match(
                r"\s*(?:is |was |werd )?(?:\S+ )?(?:gespeeld )?(?:, )?(?:en )?(?:door (?:de )?(?:SEAT_[NOZW]|leider|blinde|tegenspeler) )?(?:gewonnen|had gewonnen|won)\b|"
                r"\s*(?:is|was|werd) (?:al )?(?:gesloten|afgelopen|compleet|omgedraaid|gespeeld) en (?:door (?:de )?(?:SEAT_[NOZW]|leider|blinde|tegenspeler) )?gewonnen\b|"
                r"\s*(?:in|met|door|op|uit|van) (?:de |zijn |z'n |een )?(?:eigen )?\S+ (?:had |heeft )?(?:gewonnen|won|genomen)\b|\s*(?:, )?die (?:\S+ ){0,5}?(?:won|gewonnen|wint)\b"
                r"|\s*: (?:de )?(?:SEAT_[NOZW]|leider|blinde|tegenspeler) (?:won|wint|had gewonnen|heeft gewonnen|nam|neemt)\b"
                r"|\s*(?:is|was|ging) (?:voor|naar|van) (?:de )?(?:blinde|leider|tafel|hand|tegenspeler|partner|SEAT_[NOZW])\b", after):
            won.append(number + 1)
        elif not re.search(r"\bna\s*$|(?<!\bvoor )\bnaar\s*$", before):  # "speelde al voor naar slag 8": trick 8 led to
            other.append(number)
    if other:
        return other[0]
    if won and won[0] <= 13:
        return won[0]
    return None


# The play over, in other words: the review afterwards, the game "klaar", the cards back in the board.
_AFTER_PLAY_WORDS = (
    r"\bnabespre(?:king|ken)\b", r"\bna (?:het )?(?:laatste|dertiende) (?:kaart|kaartje|slag|slagje)\b",
    r"\bhet spel (?:was|is) (?:toen |nu |inmiddels )?(?:al )?(?:uit|afgelopen|voorbij|klaar|uitgespeeld|afgerond)\b",
    r"\b(?:kaarten|handen) (?:al |weer |inmiddels )*(?:terug )?(?:in het bord|in de hoes|opgeborgen|teruggestopt)\b",
    r"\balle (?:dertien |13 )?slagen (?:waren |zijn )?(?:al )?(?:gespeeld|voorbij)\b",
)


def _after_play(text: str) -> str | None:
    if _search(text, *_AFTER_PLAY_WORDS) or _search(text, r"\bna (?:afloop|het spel|het spelen|het bord|de laatste slag|TRICK_13)\b",
               # "achteraf bleek dat O voor zijn beurt had voorgespeeld"; not "achteraf bleek dat de leider die slag had
               # gewonnen": what turned out later was whose turn it was, which says nothing of the play being over
               r"\bachteraf\b(?![^.;?!]*\b(?:gewonnen|won|wint|aan (?:de )?(?:beurt|slag|zet))\b)", r"\bhet spel is (?:uit|afgelopen)\b", r"\bhet spel (?:al )?(?:uit|afgelopen|voorbij) (?:is|was)\b",
               r"\b(?:bij|tijdens) het (?:scoren|invullen|noteren|tellen van de slagen)\b", r"\b(?:volgende|nieuwe) (?:spel|bord) (?:\S+ )?(?:al )?(?:begonnen|gestart)\b",
               r"\btoen (?:het spel|alles|alle slagen) (?:al )?(?:uit|afgelopen|gespeeld|voorbij)\b"):
        return "after_play"
    return None


def _did_so(text: str, act: str) -> str:
    """"… zei tegen N dat hij voor moest spelen, en dat deed N" / "W deed dat": the act the clause before named."""
    if not re.search(r"\b(?:moest|moet|mocht|mag) (?:\S+ ){0,2}?(?:uitkomen|voorspelen|voor spelen)\b|\b(?:uit|voor) (?:moest|moet|mocht|mag) (?:komen|spelen)\b", text):
        return text
    text = re.sub(r"\b(?:en )?dat deed (SEAT_[NOZW])\b", rf"\1 {act}", text)
    text = re.sub(r"\b(?:en )?dat (?:heb|had) ik (?:ook |toen |dus )?gedaan\b", f"ik {act}", text)
    text = re.sub(r"\b(?:ik deed (?:dat|het)|(?:en )?dat deed ik)\b", f"ik {act}", text)  # "'jij moet voorspelen' . ik deed het"
    return re.sub(r"\b(SEAT_[NOZW]) deed (?:dat|het)\b", rf"\1 {act}", text)


# "uit de blinde (N)", "van tafel (W)": the hand a card came from, and dummy's seat
_DUMMY_HAND_SEAT = r"\b((?:uit|van|vanuit|op|in) (?:de )?(?:blinde|tafel)) \( SEAT_([NOZW]) \)"


@extractor("lead_out_of_turn", replaces=True)
def lead_out_of_turn(reader: Reader) -> dict[str, Any]:
    text = _did_so(_text(reader), "speelde voor")
    # "speelde voor uit de blinde (N)": the seat after the hand a card came from names that hand, not who led
    # ("dummy N" stays known from the other mentions; declarer is read from "Z is leider")
    hand = re.search(_DUMMY_HAND_SEAT, text)
    text = re.sub(_DUMMY_HAND_SEAT, r"\1", text)
    offender = _lead_offender(_asserted(text, _LEAD_ACT))
    role = _lead_role(text, offender)
    if offender is None and hand and role in (None, "declarer"):
        offender, role = PARTNER[hand.group(2)], "declarer"  # "er werd voorgespeeld van tafel (W)": declarer O led from dummy
    return _set(
        {},
        offender=offender,
        offender_role=role,
        declarer_lead_turn=_declarer_lead_turn(text, offender, role),
        lead_response=_lead_response(_conditions_only(text), offender, role, _refuses(reader)),
        misinformed_about_turn=_misinformed_by_opponent(text, offender),
        trick_number=_lead_trick(reader, text),
        phase=_after_play(text),
    )


# -- Law 57: premature lead or play ------------------------------------------------------------------
_EARLY = r"(?:al|te vroeg|voordat|voor (?:de volgende|zijn partner|haar partner)|terwijl|nog voor|voor de (?:blinde|leider) (?:aan (?:de )?(?:beurt|bod)|had|heeft|speelde|bijspeelde))"
_EARLY_WORD = r"te vroeg\w*|voortijdig\w*|vroegtijdig\w*|premature play|te snel|te vroege \S+|voor (?:zijn|haar|mijn|de) beurt (?=bij\b|(?:\S+ )?(?:bijgespeeld|gespeeld|gegooid)\b)"
_PLAY_ACT = r"\b(?:speelt|speelde|speelden|gooit|gooide|legt|legde|pakt|pakte|bijspeelde|bijspeelt|gespeeld|bijgespeeld|gegooid)\b"


def _already_played(text: str) -> set[str]:
    """Seats said to have played already in the trick, as background ("N had al gespeeld"), not as the early act
    ("W had al gespeeld voordat O …")."""
    return set(re.findall(r"\bSEAT_([NOZW]) (?:had|heeft) (?:ook |zelf )?al (?:een kaart |iets )?(?:bij)?(?:gespeeld|gelegd)\b"
                          r"(?! (?:\S+ ){0,3}?(?:voordat|voor|terwijl|te vroeg|naar)\b)", text))


def _premature_offender(text: str) -> str | None:
    owned = _owned_seats(text) | _already_played(text)
    # the clause that says "te vroeg" / "voortijdig" names the offender before any clause with only "al"
    # ("de blinde N schoof al een kaart naar voren en toen speelde O te vroeg bij" → O)
    strong, _ = _actor(text, rf"\b(?:{_EARLY_WORD})", exclude=set(on_turn_seats(text)) | owned)
    phrased = _premature_offender_phrases(text, owned)
    if strong and phrased and strong != phrased and role_of(text, phrased) == "dummy" and role_of(text, strong) != "dummy":
        return strong  # the dummy only pushed a card forward; the seat that played early is the offender
    return phrased or _premature_actor(text, owned)


def _premature_actor(text: str, owned: set[str]) -> str | None:
    # any word order: the subject of the clause that says the play was early ("omdat zuid te vroeg bijspeelde")
    seat, word = _actor(text, rf"\b(?:{_EARLY_WORD}|volgende slag|nieuwe slag|klaar voor (?:de )?(?:TRICK_\d+|volgende|nieuwe))\b", exclude=set(on_turn_seats(text)) | owned)
    if not seat and word in ("ik", "linkertegenstander", "rechtertegenstander"):
        seat = _role_seat(word, text)
    if not seat and not re.search(rf"\b(?:{_EARLY_WORD})", text) and speaker_seat(text) \
            and re.search(r"\bik (?:\S+ ){0,2}?(?:gooide|speelde|legde|speel|gooi) (?:\S+ ){0,2}?bij terwijl\b", text):
        seat = speaker_seat(text)  # "ik gooide bij terwijl de leider nog moest"
    return seat


def _premature_offender_phrases(text: str, owned: set[str]) -> str | None:
    seat = first_seat(
        text,
        (
            rf"\b(?:{_EARLY_WORD})(?: {WP}){{0,4}}? (?:door|van) (?:de |een )?(?:tegenspeler |leider |blinde )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?{VERB_PLAY} (?:{W} ){{0,6}}?{_EARLY}\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?(?:speelt|speelde|speelden|gooit|gooide|legt|legde|heeft|had) te vroeg\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,2}}?te vroeg (?:\S+ )?(?:speelde|speelt|bijspeelde|bijspeelt|gespeeld|bijgespeeld|gooide|legde)\b",
            rf"\b(?:speelde|speelt|gooide|gooit|legde|legt) (?:de |een )?(?:tegenspeler )?SEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:al|te vroeg|bij voordat)\b",
            rf"\b(?:had|heeft) (?:de |een )?(?:tegenspeler )?SEAT_(?P<s>[NOZW]) (?:al|te vroeg) (?:{W} ){{0,4}}?(?:bij)?(?:gespeeld|gegooid|gelegd)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:speelt|speelde|gooit|gooide|legt|legde|bijspeelde|bijspeelt) (?:{W} ){{0,4}}?(?:bij )?(?:, )?(?:(?:nog|al|zelfs|dus) )*voordat\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?(?:speelt|speelde|gooit|gooide|legt|legde) (?:{W} ){{0,4}}?bij (?:toen|terwijl) (?:de |zijn |haar )?(?:leider|blinde|partner)\b",
            rf"\bblinde \(? ?SEAT_(?P<s>[NOZW]) \)? (?:pakte|pakt|speelde|speelt|legde|legt)\b(?! (?:(?:de |een )?(?:CARD|kaart|{SUIT}) )?voor\b)",  # (not the dummy's own lead)
            rf"\b(?:bijspeelde|bijspeelt|speelde|speelt) (?:\S+ )?SEAT_(?P<s>[NOZW]) (?:bij )?(?:voordat|voor (?:zijn|haar) partner)\b",
            rf"\b(?:toen|daarna|vervolgens|dan) (?:speelde|speelt|bijspeelde|gooide|gooit|legde|legt) (?:de |een )?(?:tegenspeler )?SEAT_(?P<s>[NOZW])\b",
            rf"\btoen SEAT_(?P<s>[NOZW]) (?:bijspeelde|speelde|gooide|legde)\b",
            # "de leider had al uit beide handen gespeeld toen W een kaart legde , terwijl zijn partner …"
            rf"\btoen SEAT_(?P<s>[NOZW]) (?:(?:al |toch )?(?:een |de |zijn |haar )?(?:kaart|CARD) )(?:bijspeelde|speelde|gooide|legde)\b(?= (?:, )?(?:terwijl|voordat)\b)",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,2}}?(?:bijspeelde|bijspeelt|speelde|speelt|gooide|gooit|legde|legt) (?:{W} ){{0,2}}?(?:bij )?(?:voordat|voor) (?:zijn|haar) partner\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,3}}?(?:speelt|speelde|gooit|gooide|legt|legde) (?:{W} ){{0,3}}?(?:bij )?voor SEAT_[NOZW]\b",
            # verb-final subordinate clause: "nadat O in slag 6 al een kaart had bijgespeeld voordat zijn partner …"
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,6}}?(?:al|alvast) (?:{W} ){{0,4}}?(?:had |heeft )?(?:bij)?(?:gespeeld|gegooid|gelegd)(?: had| heeft)? (?:, )?(?:voordat|terwijl|voor (?:zijn|haar) partner)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,6}}?te vroeg (?:{W} ){{0,4}}?(?:had |heeft )?(?:bij)?(?:gespeeld|gegooid|gelegd)\b",
        ),
        exclude=set(re.findall(rf"\bSEAT_([NOZW]) (?:{W} ){{0,2}}?(?:had|heeft) al uit beide handen\b", text)) | owned,
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
    if offender and re.search(r"\b(?:de )?leider (?:had|heeft) (?:toen |daarna |al |zelf )*(?:zowel )?(?:uit|van) (?:de |zijn |z'n )?(?:eigen )?(?:hand|tafel|blinde)\b", text):
        return "defender"  # declarer had played himself: the seat that played early is someone else
    if not offender:
        # "een te vroeg gespeelde kaart" names the card, not an act of the clause's subject
        text = re.sub(r"\b(?:een|de|die|zijn|haar|jouw|je|mijn|uw|onze|hun) te vroeg(?:e)? (?:gespeelde |bijgespeelde |gegooide )?(?:kaart|CARD)\b", "de kaart", text)
        # "kan de leider na te vroeg bijspelen …": the early play as a noun, nobody's act in the clause
        text = re.sub(r"\bna (?:het |een |dat )?(?:te vroeg|voortijdig) (?:bijspelen|spelen|voorspelen|bijgooien)\b", "na de overtreding", text)
        # the subject of "te vroeg" first: "mag de leider eisen … als ik te vroeg heb bijgespeeld?" is about me
        early_word = _actor(text, rf"\b(?:{_EARLY_WORD})")[1]
        if early_word:
            return _word_role(early_word, text) or ("defender" if early_word == "ik" and _speaker_is_defender(text) else None)
        # (a partner who "had al bijgespeeld" is background, not the early act)
        word = _actor(re.sub(r"\b(?:had|heeft) (?:ook |zelf )?al (?:een kaart )?(?:bij)?(?:gespeeld|gelegd)\b(?! (?:\S+ ){0,3}?(?:voordat|voor|terwijl|te vroeg|naar)\b)",
                             "was al klaar", text), _PLAY_ACT)[1]
        role = _word_role(word, text)
        if role:
            return role
        if word == "ik" and _speaker_is_defender(text):
            return "defender"  # "ik speelde … terwijl de leider nog moest; mijn partner had al gespeeld"
        if _search(text, r"\bblinde (?:\S+ ){0,3}?(?:pakte|pakt|speelde|speelt|legde|legt) (?:\S+ )?(?:zelf|uit zichzelf)\b",
                   r"\bblinde (?:\S+ ){0,2}?(?:zelf|uit zichzelf) (?:al )?(?:\S+ )?(?:bij|een kaart)\b"):
            return "dummy"
        if _search(text, r"\bleider (?:\S+ ){0,4}?(?:speelde|speelt) (?:van tafel |uit de blinde |uit zijn hand )?(?:al )?(?:\S+ ){0,3}?bij\b"):
            return "declarer"
    return None


def _premature_kind(text: str, offender: str | None) -> str | None:
    if _search(text, r"\bvolgende slag\b", r"\bvoor naar (?:TRICK_\d+|de volgende)\b", r"\bvoor naar (?:de )?(?:\S+ )?(?:slag|TRICK_\d+)\b", r"\bklaar voor (?:de )?(?:TRICK_\d+|volgende|nieuwe)\b", r"\b(?:te )?openen\b",
               r"\b(?:legt|legde|speelt|speelde) (?:al )?voor naar\b", r"\b(?:kaart|CARD) (?:neer |al |alvast )?voor (?:de )?(?:TRICK_\d+|volgende|nieuwe)\b"):
        return "next_trick"
    if _search(text, rf"\b(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:{W} ){{0,2}}?(?:nog )?(?:aan de beurt|moest nog|moet nog)\b(?! (?:\S+ )?(?:kiezen|beslissen|bepalen|besluiten|nadenken over (?:de|het) rechtzetting))",
               r"\bterwijl (?:de )?(?:leider|blinde) (?:(?:\( |in )?SEAT_[NOZW] (?:\) )?)?(?:nog )?(?:aan de beurt|moest|moet)\b",
               r"\bvoordat (?:de )?(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:gespeeld|bijgespeeld|aan de beurt|speelde|speelt|bijspeelde|bijspeelt|aan bod)\b",
               r"\bvoordat (?:de )?(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:\S+ ){0,3}?(?:had |heeft )?(?:gespeeld|bijgespeeld|speelde|speelt|bijspeelde|bijspeelt|legde|legt)\b",
               # impersonal: "voordat er van de blinde gespeeld was", "voordat er uit de blinde een kaart gespeeld werd"
               r"\bvoordat er (?:van|uit|vanuit) (?:de )?(?:blinde|tafel) (?:\S+ ){0,2}?(?:gespeeld|bijgespeeld)\b"):
        return "at_rho_turn"
    if re.search(r"\bpartner\b[^.;?!]*\b(?:voor|voordat) (?:hem|haar) (?:heb |had |heeft )?(?:bijgespeeld|gespeeld|bijspeel\w*|speel\w*)\b|\bpartner\b[^.;?!]*\b(?:bijgespeeld|gespeeld|bijspeelde|speelde) voor (?:hem|haar)\b", text):
        return "before_partner"  # "mag de leider mijn partner … als ik vóór hem heb bijgespeeld?"
    if re.search(r"\bmijn partner (?:\S+ ){0,5}?(?:te vroeg|al|voortijdig)\b", text) and re.search(r"\b(?:voor|voordat) (?:mij|me|ik)\b", text):
        return "before_partner"  # "mijn partner speelde te vroeg bij, vóór mij"
    if _search(text, rf"\b(?:voordat|voor) (?:zijn |haar |mijn )?partner\b", r"\bterwijl (?:zijn |haar |mijn )?partner\b(?! (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:\S+ ){0,2}?al\b)",
               r"\b(?:zijn|haar|mijn) partner (?:\S+ ){0,3}?(?:nog niet|nog moest|nog aan de beurt|had nog)\b", r"\b(?:zijn|haar|mijn) partner (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:moest|moet) nog\b", r"\b(?:zijn|haar|mijn) partner (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:moest|moet|was) (?:eerst|eerder)\b",
               r"\bpartner (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:\S+ ){0,2}?nog (?:niet )?(?:\S+ )?(?:aan de beurt|moest|gespeeld|bijgespeeld|geweest)\b"):
        return "before_partner"
    if offender:
        partner = PARTNER[offender]
        if re.search(rf"\bSEAT_{partner} (?:had|heeft) nog (?:niet|niets|niks|geen kaart) (?:\S+ )?(?:bijgespeeld|gespeeld|gelegd|bekend)?\b", text) \
                or re.search(rf"\bSEAT_{partner} (?:was |is )?nog niet (?:aan de beurt |aan bod )?geweest\b", text) \
                or re.search(rf"\bSEAT_{partner} (?:moest|moet) nog\b(?! (?:\S+ )?(?:kiezen|beslissen)\b)"
                             rf"|\bSEAT_{partner} (?:zat|zit|was|is) (?:nog )?(?:te denken|na te denken|aan het denken|in gedachten)\b", text):
            return "before_partner"
        if re.search(rf"\b(?:voordat|terwijl) SEAT_{partner}\b|\bvoordat (?:{W} ){{0,2}}?SEAT_{partner}\b|\bbij (?:, )?voor SEAT_{partner}\b"
                     rf"|\b(?:bij|bijgespeeld|gespeeld|te vroeg|gegooid|gelegd|al) (?:\. )?(?:, )?(?:\( )?voor SEAT_{partner}\b"
                     rf"|\b(?:al|te vroeg) (?:een |de |zijn )?(?:kaart|kaartje|CARD) (?:bij )?voor SEAT_{partner}\b", text):
            return "before_partner"
    if _search(text, r"\b(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:had|heeft) nog niet (?:bij)?gespeeld\b") and not re.search(r"\bpartner\b", text):
        return "at_rho_turn"
    partner_done = (offender and PARTNER[offender] in _already_played(text)) or re.search(
        r"\b(?:zijn|haar|mijn|je|jouw|uw) partner (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:had|heeft) (?:\S+ )?al (?:een kaart )?(?:bij)?(?:gespeeld|gelegd)\b"
        r"|\b(?:zijn|haar|mijn) partner (?:\(? ?SEAT_[NOZW] (?:\) )?)?al (?:een kaart )?(?:bij)?(?:gespeeld|gelegd) (?:had|heeft)\b"
        r"|\b(?:zijn|haar|mijn) partner (?:\(? ?SEAT_[NOZW] (?:\) )?)?al (?:had|heeft) (?:een kaart )?(?:bij)?(?:gespeeld|gelegd)\b", text)
    if partner_done and re.search(r"\b(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?nog niet(?= [,.;:?!]| en\b)", text):
        return "at_rho_turn"  # "je partner heeft al bijgespeeld , de blinde nog niet , en jij …"
    if (partner_done or not re.search(r"\bpartner\b", text)) and _search(
            text, r"\b(?:leider|blinde) (?:(?:\( )?SEAT_[NOZW] (?:\) )?)?(?:\S+ ){0,3}?nog (?:niet )?(?:(?!beide\b)\S+ ){0,5}?(?:gespeeld|bijgespeeld|te denken|na te denken|aan de beurt|moest)\b",
            r"\bleider (?:\S+ ){0,3}?nog (?:niet )?(?:\S+ ){0,3}?(?:gekozen|beslist|bedacht|kiezen|beslissen|bepalen) (?:wat|welke kaart) (?:\S+ ){0,3}?(?:van tafel|uit de blinde|uit zijn hand|speelt|speelde|zou spelen)\b"):
        return "at_rho_turn"  # declarer (or dummy) still to play, the offender's partner had played
    if partner_done and _search(text, rf"\b(?:{_EARLY_WORD})"):
        return "at_rho_turn"  # too early although his partner had played: his RHO was still to play
    return None


def _premature_option(text: str) -> str | None:
    if not re.search(r"\bleider\b", text):
        return None
    # "de leider wil dat ik laag/klein speel": the lowest (or highest) card of the suit led
    wish = r"\b(?:wil|wilde|eist|eiste|kiest|koos|vraagt|vroeg|moet|moest|bepaalt|bepaalde) (?:\S+ ){0,4}?"
    if _search(text, r"\bhoogste\b", wish + r"(?:hoog|hoge|groot|grootste)\b(?! (?:\S+ )?(?:niet|geen))"):
        return "highest"
    if _search(text, r"\blaagste\b", r"\bkleinste\b", wish + r"(?:laag|lage|klein|kleine)\b(?! (?:\S+ )?(?:niet|geen))"):
        return "lowest"
    if _search(text, r"\b(?:verbiedt|verbood|verboden|verbieden)\b", rf"\bgeen (?:\S+ )?{SUIT} (?:mag|mogen|spelen|speelt|speel|speelde|bijspeelt|bijspeel|voorspeelt|te spelen)\b",
               # "dat de partner een bepaalde kleur niet mag spelen"
               rf"\b(?:kleur|{SUIT}) niet (?:mag|mogen|mocht) (?:spelen|bijspelen|voorspelen|leggen)\b",
               rf"\b(?:mag|mogen) (?:\S+ ){{0,2}}?geen {SUIT}\b", rf"\b{SUIT} (?:niet )?(?:mag|mogen) (?:\S+ )?niet\b"):
        return "forbid_suit"
    if _search(text, rf"\b(?:kleur|{SUIT}) die de leider (?:hem|haar|mij|me|hen) (?:laat|liet|wil laten) (?:\S+ )?spelen\b",
               rf"\bleider (?:laat|liet) (?:hem|haar|mij|me|SEAT_[NOZW]|zijn partner|mijn partner) (?:een )?{SUIT} (?:\S+ )?spelen\b",
               rf"\b(?:wil|eist|kiest|vraagt|vroeg) (?:dat )?(?:\S+ ){{0,3}}?(?:een )?{SUIT} (?:speelt|speel|spelen|moet spelen|bijspeelt|bijspeel|leg|legt)\b",
               rf"\b(?:verplicht|verplichtte|dwingt|dwong|eist|eiste|vraagt|vroeg) (?:\S+ ){{0,4}}?(?:een )?{SUIT} te (?:spelen|bijspelen)\b",
               rf"\bmoet (?:een )?{SUIT} (?:spelen|bijspelen)\b",
               r"\b(?:bepalen|bepaalt|bepaalde|kiezen|eisen|eist|kiest) (?:dat )?(?:\S+ ){0,3}?(?:een )?(?:bepaalde|zekere|specifieke) kleur (?:speelt|speel|spelen|moet spelen|bijspeelt|voorspeelt)\b",
               rf"\bdat (?:\S+ ){{1,3}}?(?:een )?{SUIT} (?:speelt|bijspeelt|moet spelen|moet bijspelen|moet leggen)\b"):
        return "play_suit"
    return _quoted_option(text)


def _quoted_option(text: str) -> str | None:
    """Declarer's choice in his own quoted words ("de leider zegt tegen O: 'geen klaveren'", "leider: 'klaveren graag'",
    "riep: 'jouw hoogste'"); a quote by another player or a question in quotes states no choice."""
    for match in re.finditer(r"' ([^']+?) '", text):
        quote = match.group(1).strip()
        if quote.endswith("?"):
            continue
        before = re.split(r" [.;?!] ", text[: match.start()])[-1]
        if not re.search(r"\bleider (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!SEAT_)[^ .;?!']+ ){0,5}?(?::|zei|zegt|riep|roept|koos|kiest|eiste|eist|besliste|beslist)"
                         r"(?: (?:tegen|naar|tot) (?:SEAT_[NOZW]|hem|haar|zijn partner|de partner))?(?: :)? ?$", before):
            continue
        if re.search(rf"\b(?:geen|niet) (?:\S+ )?{SUIT}\b|\b{SUIT} (?:\S+ )?(?:niet|verboden)\b", quote):
            return "forbid_suit"
        if re.search(r"\b(?:niet|geen)\b", quote):
            continue
        if re.search(r"\b(?:hoog|hoge|hoogste|grootste)\b", quote):
            return "highest"
        if re.search(r"\b(?:laag|lage|laagste|klein|kleine|kleinste)\b", quote):
            return "lowest"
        if re.search(rf"\b{SUIT}\b", quote):
            return "play_suit"
    return None


def _can_comply(text: str, option: str | None = None) -> bool | None:
    if option == "forbid_suit" and _search(text, rf"\b(?:heeft|had|heb) (?:echter |wel |toch )?(?:nog )?(?:alleen|enkel|uitsluitend|slechts) (?:nog |maar )*(?:\S+ )?{SUIT}\b"):
        return False  # forbidden the only suit he holds
    if option == "forbid_suit" and _search(text, rf"\b(?:heeft|had|heb) (?:toen |echter |dus )?geen {SUIT} (?:meer)?"):
        return True  # forbidden a suit he does not hold: nothing to avoid
    if option == "forbid_suit":
        # "verbiedt dat W ruiten speelt. W heeft ook nog klaveren en schoppen": another suit to play
        forbidden = re.search(rf"\b(?:verbiedt|verbood|verboden|verbieden|geen)\b(?: [^ .;?!]+){{0,12}}? ({SUIT})", text)
        held = re.findall(rf"\b(?:heeft|had|heb) (?:ook |wel |nog |echter |verder )*({SUIT})(?: (?:en|,) ({SUIT}))?", text)
        if forbidden and any(suit and suit != forbidden.group(1) for pair in held for suit in pair):
            return True
    if _search(text, rf"\b(?:heeft|had) geen (?:{SUIT} |kaart |kaarten )(?:meer)?", rf"\bgeen (?:kaart|kaarten|{SUIT}) (?:meer )?(?:heeft|had|heb)\b", r"\bkan (?:\S+ ){0,2}?niet voldoen\b", r"\brenonce\b",
               r"\b(?:die|deze|dat|ze) (?:heb|heeft|had) (?:ik|hij|zij|ze) (?:\S+ )?(?:niet|geen)\b"):
        return False
    if _search(text, r"\bkan (?:\S+ ){0,2}?(?:gewoon )?voldoen\b", rf"\b(?:heeft|had) nog (?:\S+ )?{SUIT}s?\b",
               # "N heeft er nog (wel)": the demanded suit, referred to by "er"
               r"\b(?:heeft|had|heb) er (?:(?:nog|wel|gewoon|ook) )*(?:nog|wel)(?= [.,;:!]| $| (?:en|maar|dus)\b)" if option in ("play_suit", "highest", "lowest") else r"$^",
               r"\b(?:heeft|had) nog CALL\b",  # "O heeft nog 3 schoppen" (the tagger reads a bid)
               rf"\b(?:heeft|had) (?:wel |gewoon )?{SUIT}(?: (?:genoeg|voldoende|zat))?(?= [.,;:!]| $)" if option in ("play_suit", "highest", "lowest") else r"$^",
               rf"\b(?:heeft|had|heb) (?:nog |maar |wel |precies )*(?:één|een|1|twee|drie|vier|2|3|4) {SUIT}" if option in ("play_suit", "highest", "lowest") else r"$^",
               r"\b(?:heeft|had|heb) er (?:nog |wel |gewoon )*(?:één|een|1|twee|drie|vier|vijf|2|3|4|5|genoeg)\b" if option in ("play_suit", "highest", "lowest") else r"$^",
               r"\b(?:heeft|had|heb) (?:wel |nog |ook |gewoon )*(?:\S+ ){0,2}?(?:andere|ander) (?:kleuren|kleur|kaarten)\b" if option == "forbid_suit" else r"$^",
               r"\b(?:die|deze|dat|ze) (?:heb|heeft|had) (?:ik|hij|zij|ze)(?: (?:wel|nog|gewoon))*(?= [.,;:?!]| $)",
               # (not "kan de leider na te vroeg bijspelen …": declarer's question, the early play itself)
               rf"\b(?:kan|kon) (?!(?:de )?leider\b)(?:(?!{NEG}\b)\S+ ){{0,5}}?(?:spelen|leggen|(?<!te vroeg )bijspelen)\b",
               r"\b(?:dat|dit) (?:kan|kon) (?:hij|zij|ze|ik)(?: (?:gewoon|wel|prima|ook))?(?= [.,;:!]| $)"):
        return True
    return None


def _flag(text: str, positive: Iterable[str], negative: Iterable[str]) -> bool | None:
    if _any(text, negative):
        return False
    if _any(text, positive):
        return True
    return None


def _not_waiting(text: str) -> str:
    """"wachtte niet op zijn partner", "zonder op zijn partner te wachten": he played too early, before his partner."""
    return re.sub(r"\b(?:wachtte|wacht) (?:\S+ )?niet op (zijn|haar|mijn) partner\b|\bzonder (?:op )?(zijn|haar|mijn) partner (?:af )?te wachten\b",
                  lambda m: f"speelde te vroeg voor {m.group(1) or m.group(2)} partner", text)


_BOTH_VERB = r"(?:speelde|speelt|gooide|gooit|legde|legt|pakte|pakt|nam|neemt|trok|trekt)"


# Acting on one's own, without being asked (dummy's card in Law 57: "uit zichzelf", "op eigen houtje").
_OWN_ACCORD = (r"(?:uit zichzelf|uit (?:eigen|vrije) beweging|op eigen houtje|op eigen initiatief|eigenmachtig|ongevraagd"
               r"|zonder opdracht|zonder (?:dat )?(?:de )?leider (?:\S+ ){0,2}?(?:te vragen|had gevraagd|had gezegd|iets zei|iets had gezegd))\b")


@extractor("premature_play", replaces=True)
def premature_play(reader: Reader) -> dict[str, Any]:
    text = _not_waiting(_text(reader))
    offender = _premature_offender(text)
    # "… speelde O al bij, nog voor zijn partner W": whoever played before his partner W is not W himself
    partners = set(re.findall(r"\bvoor(?:dat)? (?:zijn|haar|z'n) partner (?:\( ?)?SEAT_([NOZW])\b", text))
    if len(partners) == 1 and offender == next(iter(partners)):
        offender = PARTNER[offender]
    role = _premature_role(text, offender)
    facts = _set({}, offender=offender, offender_role=role)
    if role in ("declarer", "dummy"):
        return facts
    kind = _premature_kind(text, offender)
    if kind == "at_rho_turn" and not role:
        # played while his RHO, declarer or dummy, was still to play: a defender
        role = _set(facts, offender_role="defender")["offender_role"]
    option = _premature_option(text) if kind in ("next_trick", "before_partner") or (kind is None and role in ("defender", None)) else None
    if option and not role:
        # declarer's choice for the offender's partner (57A) is only given after a defender's premature play
        role = _set(facts, offender_role="defender")["offender_role"]
    _set(
        facts,
        premature_kind=kind,
        premature_option=option,
        partner_can_comply=_can_comply(text, option) if option else (False if re.search(
            r"\bpartner\b[^.;?!]*\b(?:(?:de |die )?(?:gevraagde|geëiste|geeiste|die) kleur (?:niet|nie) (?:heeft|had)|(?:heeft|had) (?:de |die )?(?:gevraagde|geëiste|geeiste) kleur niet)\b", text) else None),
        premature_card_legal=_flag(
            _conditions_only(text),  # "mag N die kaart straks gewoon bijspelen?" asks, does not state
            (r"\b(?:kan|mag|kon|mocht) (?:\S+ ){0,5}?reglementair (?:\S+ ){0,2}?(?:bijspelen|spelen|gespeeld)\b",
             r"(?<!geen )(?<!niet )\breglementaire kaart\b",
             r"(?<!niet )\breglementair (?:\S+ ){0,2}?(?:kunnen |mogen )?(?:bijspelen|spelen|gespeeld)\b",
             r"\b(?:een )?kaart die (?:hij|zij) (?:gewoon |ook |wel )?(?:mag|mocht|kan|kon) (?:\S+ )?(?:spelen|bijspelen|leggen)\b",
             r"\b(?:mag|kan|mocht|kon) (?:(?!niet\b|geen\b|leider\b|blinde\b)[^ .,;:?!]+ ){0,5}?(?:straks|later|dan|daarna|gewoon) (?:gewoon |wel |alsnog |ook )*(?:bijspelen|spelen|leggen|bijgooien)\b",
             # "kan gewoon reglementair in deze slag", "die kaart had hij in deze slag ook gewoon mogen leggen"
             r"\b(?:kan|mag|kon|mocht|is|was) (?:(?!niet\b|geen\b)\S+ ){0,3}?reglementair (?:in|bij|voor) (?:deze|die|de) slag\b",
             r"\b(?:had|heeft) (?:hij|zij|ze|SEAT_[NOZW]) (?:(?!niet\b|nooit\b)[^ .,;:?!]+ ){0,5}?(?:mogen|kunnen) (?:bijspelen|spelen|leggen|bijgooien)\b"),
            (r"\b(?:kan|mag) (?:\S+ ){0,4}?niet reglementair\b", r"\bniet reglementair (?:\S+ ){0,2}?(?:bijspelen|spelen|gespeeld)\b",
             # a discard while still holding the suit led: "gooit N al de ♣3 , terwijl N zelf nog ruiten heeft"
             rf"\b(?:gooit|gooide|speelt|speelde|legt|legde)\b[^.;?!]*? ,? (?:terwijl|hoewel|maar) (?:hij|zij|ze|SEAT_[NOZW]) (?:zelf |toen |gewoon )*(?:nog|wel) (?:een |\S+e )?{SUIT}s? (?:heeft|had|in (?:zijn|haar) hand (?:heeft|had))\b",
             r"\b(?:geen|niet een) reglementaire kaart\b",
             r"\b(?:mag|kan|mocht|kon) (?:hij|zij|ze|die|deze|SEAT_[NOZW]) (?:die |deze |de |dat )?(?:kaart |CARD |\S+ )?(?:straks|later|dan|daarna) (?:\S+ )?(?:niet|nooit) (?:\S+ )?(?:bijspelen|spelen|leggen|bijgooien)\b"),
        ) if kind in ("at_rho_turn", "before_partner", None) else None,
    )
    if kind in ("before_partner", "next_trick", None):
        _set(
            facts,
            declarer_played_both_hands=_flag(
                re.sub(r"\bén\b", "en", text), (r"\b(?:al )?(?:uit|van) beide handen\b", r"(?<!niet )\buit (?:zijn |de |z'n )?(?:eigen )?hand en (?:van|uit) (?:de )?(?:tafel|blinde)\b", r"(?<!niet )\b(?:van|uit) (?:de )?(?:tafel|blinde) en (?:uit|van) (?:zijn |de |z'n )?(?:eigen )?hand\b",
                       r"(?<!niet )\bzowel (?:uit|van) (?:de |zijn |z'n )?(?:eigen )?(?:tafel|blinde|hand) als (?:uit|van) (?:de |zijn |z'n )?(?:eigen )?(?:tafel|blinde|hand)\b",
                       # one subject, two verbs: "speelde uit de blinde voor en gooide meteen ook een kaart uit zijn eigen hand"
                       rf"(?<!niet )\b(?:uit|van|vanuit) (?:de )?(?:tafel|blinde)\b(?: (?!SEAT_|{NEG}\b)[^ .;?!]+){{0,3}} en (?:(?:daarna|toen|meteen|direct|ook|al|gelijk|vervolgens) )*{_BOTH_VERB} (?:(?!SEAT_|{NEG}\b)[^ .;?!]+ ){{0,6}}?(?:uit|van) (?:zijn |z'n |de )(?:eigen )?hand\b",
                       rf"(?<!niet )\b(?:uit|van|vanuit) (?:zijn |z'n |de )(?:eigen )?hand\b(?: (?!SEAT_|{NEG}\b)[^ .;?!]+){{0,3}} en (?:(?:daarna|toen|meteen|direct|ook|al|gelijk|vervolgens) )*{_BOTH_VERB} (?:(?!SEAT_|{NEG}\b)[^ .;?!]+ ){{0,6}}?(?:uit|van) (?:de )?(?:tafel|blinde)\b"), (r"\b(?:nog )?niet (?:\S+ )?uit beide handen\b", r"\b(?:nog )?(?:maar|pas|slechts|alleen) uit (?:één|1|een) hand\b")
            ),
            dummy_prompted_play=_flag(
                text,
                (r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:zei|zegt|riep|roept|noemde|noemt|suggereerde|suggereert|stelde) (?!niets|niks|geen)\S+",
                 r"\bblinde (?:\S+ ){0,4}?(?:aangezet|aangespoord|uitgenodigd|aanzette|aanspoorde|spoorde|zette) (?:\S+ ){0,5}?(?:te )?(?:spelen|bijspelen|voorspelen|aan)\b",
                 r"\bblinde (?:(?!niet\b|niets\b|niks\b)\S+ ){0,4}?(?:aangezet|aangespoord|aanzette|aanspoorde)\b",
                 r"\bblinde (?:(?!niet\b|niets\b|niks\b)\S+ ){0,4}?(?:zei|zegt|vertelde|vertelt|riep|roept) (?:\S+ ){0,3}?(?:dat|:|') (?:\S+ ){0,3}?(?:mag|moet|kan|aan de beurt|spelen|bijspelen)\b",
                 # "de blinde speelde voor en zei tegen O 'jij bent'": dummy spoke to the player who then played
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!niet\b|niets\b|niks\b)[^ .;?!]+ ){1,8}?en (?:\S+ )?(?:zei|zegt|riep|roept) (?:\S+ )?tegen (?:SEAT_[NOZW]|hem|haar|mij|me)\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:pakte|pakt|nam|trok|speelde) (?:al|alvast) (?:een |de )?(?:kaart|CARD)\b (?:\S+ ){0,2}?voordat (?:de )?leider\b",
                 # dummy took a card before a defender had played: "voordat W iets deed pakte de blinde al een kaart"
                 r"\b(?:pakte|pakt|nam|trok) (?:de )?blinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:al|alvast) (?:een |de )?(?:kaart|CARD)\b",
                 r"\b(?:had|heeft) (?:de )?blinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:al|alvast) (?:een |de )?(?:kaart|CARD) (?:gepakt|genomen|getrokken)\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:wees|wijst|toonde|toont) (?:\S+ ){0,3}?(?:aan|naar)\b|\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:schoof|schuift) (?:\S+ ){0,3}?naar voren\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:had |heeft )?(?:al |alvast )?(?:een |de )?(?:kaart|CARD) (?:\S+ ){0,2}?(?:naar voren )?(?:had |heeft )?(?:geschoven|gepakt|getrokken|aangewezen|klaargelegd|klaargelegd)\b",
                 r"\bblinde (?:\S+ ){0,2}?(?:uit zichzelf|zelf|zonder opdracht|op eigen initiatief|ongevraagd) (?:\S+ ){0,5}?(?:pakte|pakt|gepakt|voorgesteld|suggereerde|suggereert|speelde|speelt|gespeeld|aangewezen|aanwijst|aanwees|wees|wijst|schoof|schuift|trok|trekt|legde|legt|hield|houdt)\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:pakte|pakt|speelde|legde|suggereerde|schoof|schuift|trok|trekt|wees|wijst|hield|houdt|tikte|raakte) (?:\S+ ){0,2}?(?:uit zichzelf|zelf|zonder opdracht|op eigen initiatief|ongevraagd)\b",
                 # dummy handling a card of his own ahead of time: "hield al een kaart omhoog", "had al een kaart vast",
                 # "trok alvast een kaart naar voren", "had al een kaart omhoog gehouden"
                 rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!{NEG}\b|niets\b|niks\b)[^ .;?!]+ ){{0,3}}?(?:al|alvast) (?:een |de )?(?:kaart|CARD)\b(?: [^ .;?!]+){{0,3}}? (?:omhoog|vast|naar voren|klaar|beet|uit (?:de|zijn|haar) rij)\b",
                 rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!{NEG}\b|niets\b|niks\b)[^ .;?!]+ ){{0,2}}?(?:een |de )?(?:kaart|CARD) (?:al|alvast) (?:[^ .;?!]+ ){{0,2}}?(?:omhoog|vast|naar voren|klaar|beet|uit (?:de|zijn|haar) rij)\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:hield|houdt|trok|trekt|tilde|tilt|pakte|pakt|nam|neemt) (?:al|alvast) (?:een |de )?(?:kaart|CARD)\b",
                 # dummy acting on his own with a card, the adverb before or after it, any verb: "duwde uit zichzelf een
                 # kaart naar voren", "pakte op eigen houtje een kaart", "legde een kaart ongevraagd neer"
                 rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!{NEG}\b|niets\b|niks\b)[^ .;?!]+ ){{0,3}}?{_OWN_ACCORD} (?:(?!{NEG}\b)[^ .;?!]+ ){{0,3}}?(?:kaart|CARD)\b",
                 rf"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:(?!{NEG}\b|niets\b|niks\b)[^ .;?!]+ ){{1,3}}?(?:kaart|CARD) (?:[^ .;?!]+ ){{0,2}}?{_OWN_ACCORD}"),
                (r"\bblinde (?:had |heeft )?(?:hem |haar |hen |mij |me )?(?:niets|niks) (?:\S+ ){0,2}?(?:gedaan|gezegd|gepakt|aangeraakt|aangewezen|gesuggereerd|gevraagd)\b", r"\bblinde deed (?:niets|niks)\b", r"\bblinde (?:had|heeft) (?:daar |er |hier )?(?:\S+ )?(?:niets|niks) mee te maken\b",
                 r"\bblinde (?:\S+ ){0,4}?niet (?:\S+ ){0,2}?(?:aangezet|aangespoord|gevraagd|gesuggereerd|aangewezen|voorgesteld|uitgelokt)\b",
                 r"\bblinde (?:\(? ?SEAT_[NOZW] (?:\) )?)?(?:zei|zegt|deed|doet) (?:helemaal )?(?:niets|niks)\b",
                 r"\bzonder dat de blinde (?:\S+ ){0,2}?(?:deed|zei|pakte|aanraakte)\b"),
            ),
        )
    if not facts.get("offender_role") and offender and facts.get("declarer_played_both_hands") \
            and offender not in (declarer_seat(text), dummy_seat(text)):
        # played early after declarer played from both hands (57C1): a defender
        facts["offender_role"] = "defender"
    return facts


# -- Law 58: simultaneous leads or plays --------------------------------------------------------------
_MANY_CARDS = (rf"\b(?:twee|2|drie|3|meer|meerdere|beide|allebei) (?:\S+ )?(?:kaarten|{SUIT}s?)\b|\bkaarten (?:\S+ ){{0,2}}?(?:geplakt|aan elkaar)\b"
               r"|\b(?:aan elkaar )?(?:geplakte|plakkende|gekleefde|klevende) kaarten\b"
               r"|\bCALL (?:\S+ )?(?:tegelijk|samen|in één keer|in 1 keer)\b"  # "2 klaveren tegelijk" (the tagger reads a bid)
               r"|\bCARD en (?:de )?CARD\b|\b(?:een )?tweede kaart (?:\S+ ){0,4}?mee\b"
               r"|\ber (?:twee|2|drie|3) (?:\S+ )?(?:tegelijk|samen|in één keer|in 1 keer)\b"  # "speelt er twee tegelijk"
               r"|\b(?:liet|laat) (?:[^ .;?!]+ ){0,6}?(?:een )?tweede kaart (?:\S+ ){0,4}?vallen\b"
               # the card under it came along: "de kaart eronder komt mee", "er kwam een kaart mee"
               r"|\b(?:kaart|CARD) (?:eronder|erachter|daaronder|erbij) (?:\S+ ){0,2}?mee\b|\b(?:kwam|komt) (?:er )?(?:nog )?(?:een |de )?(?:andere )?(?:kaart|CARD) mee\b")
# Two people named as one subject ("N en O", "mijn partner en mijn RT").
_PERSON = r"(?:SEAT_[NOZW]|(?:mijn |zijn |de |een )?(?:partner|linkertegenstander|rechtertegenstander|tegenstander|leider|blinde|tegenspeler)|ik(?: \( ?SEAT_[NOZW] ?\)| , SEAT_[NOZW] ,)?)"


def _simultaneous_kind(text: str) -> str | None:
    if _search(text, _MANY_CARDS):
        return "one_player"
    if _search(text, r"\bSEAT_[NOZW] (?:en|&) SEAT_[NOZW]\b", r"\btwee spelers\b", rf"\b{_PERSON} (?:en|&) {_PERSON} (?:\S+ ){{0,3}}?(?:tegelijk|speelden|legden|gooiden)\b", r"\b(?:van|door) SEAT_[NOZW] en (?:\S+ ){0,4}?(?:van|door) SEAT_[NOZW]\b",
               r"\ballebei tegelijk\b", r"\bhetzelfde moment\b",
               rf"\b(?:van|door) {_PERSON} en (?:\S+ ){{0,4}}?(?:van|door) {_PERSON} (?:\S+ ){{0,2}}?tegelijk\b",
               rf"\b(?:kaart|CARD|uitkomst|voorspeling) (?:van|door) {_PERSON} en (?:de |het |een )?(?:kaart|CARD|uitkomst|voorspeling) (?:die|dat|van|door) {_PERSON}\b[^.;?!]*\b(?:tegelijk|hetzelfde moment)\b",
               r"\bSEAT_([NOZW]) (?:speelde|speelt|legde|legt|kwam|komt|gooide|gooit)\b[^.;?!]*\b(?:tegelijk|op hetzelfde moment)\b[^.;?!]*\b(?:kaart|CARD) (?:van|door) SEAT_(?!\1)[NOZW]\b",
               rf"\btegelijk\w*\b(?: \S+){{0,3}}? (?:: |, )?{_PERSON} (?:en|&) {_PERSON}\b",
               # one act, then another person's in an inverted clause: "N speelde voor en tegelijk legde de blinde een kaart"
               rf"\b{_PERSON} (?:\S+ )?(?:speelde|speelt|legde|legt|gooide|gooit|kwam|komt)\b[^.;?!]*? (?:en )?(?:tegelijk\w*|op hetzelfde moment) (?:speelde|speelt|legde|legt|gooide|gooit|kwam|komt) (?:ook )?(?:al )?{_PERSON}\b", r"\btegelijk met (?:de |het )?(?:\S+ ){0,3}?(?:van|door) (?:de |zijn )?(?:SEAT_|partner|leider|blinde|tegenspeler)"):
        return "two_players"
    return None


def _face_words(text: str) -> str:
    """"met de rug naar boven" is face down ("gedekt"), "met het plaatje naar boven" face up ("open")."""
    text = re.sub(r"\bmet (?:de |zijn |haar )?(?:rug|rugzijde|achterkant|achterzijde) (?:naar )?boven\b|\bmet (?:de |het )?(?:beeldzijde|beeldkant|voorkant|plaatje) (?:naar )?(?:beneden|onder)\b", "gedekt", text)
    return re.sub(r"\bmet (?:de |het )?(?:beeldzijde|beeldkant|voorkant|plaatje) (?:naar )?boven\b", "open", text)


def _faces(text: str) -> str | None:
    text = _face_words(text)
    if _search(text, r"\b(?:beide|allebei|allemaal|alle) (?:\S+ ){0,4}?(?:open|zichtbaar|te zien|met de beeldzijde|(?:beeldzijde|plaatje|voorkant) (?:naar )?boven)\b",
               r"\b(?:beide|allebei) waren (?:open|zichtbaar|te zien)\b", r"\bzowel (?:\S+ )?CARD als (?:\S+ )?CARD\b"):
        return "several"
    if _search(text, rf"\balleen (?:de |één )?(?:CARD|bovenste|onderste|één|ene|die|deze|{RANK})\b(?: (?!niet\b)\S+){{0,5}}? (?:zichtbaar|te zien|open)\b",
               # "alleen van de bovenste was de voorkant te zien"
               r"\b(?:alleen|enkel|maar|slechts) van (?:de |die |één |een )?(?:CARD|bovenste|onderste|ene|eerste|één|kaart)\b(?: (?!niet\b|geen\b)[^ .;?!]+){0,5}? (?:zichtbaar|te zien|open)\b",
               r"\bvan (?:maar |slechts )?één (?:kaart )?(?:was |is )?(?:de |het )?(?:beeldzijde|voorkant|plaatje|beeldkant)\b", r"\bvan (?:maar |slechts )?één (?:\S+ ){0,3}?(?:beeldzijde|voorkant|plaatje|beeldkant)\b", r"\b(?:maar|slechts) één (?:kaart )?(?:was |is )?(?:zichtbaar|te zien|open)\b",
               r"\b(?:maar|slechts|alleen) (?:één|1|een) (?:kaart )?(?:\S+ ){0,3}?(?:zichtbaar|te zien|open|beeldzijde)\b",
               r"\béén (?:kaart )?(?:lag|was|bleef|is) (?:\S+ )?(?:dicht|gedekt|verborgen|onzichtbaar)\b",
               # the second card stayed face down: "de kaart eronder komt mee maar blijft dicht liggen"
               r"\b(?:kaart|CARD) (?:eronder|erachter|daaronder)\b[^.;?!]*?\b(?:blijft|bleef|lag|ligt) (?:\S+ )?(?:dicht|gedekt|verborgen)\b"
               r"|\b(?:kaart|CARD) (?:eronder|erachter|daaronder)\b[^.;?!]*?\b(?:dicht|gedekt|verborgen) (?:blijft|bleef|lag|ligt)\b",
               r"\b(?:één|1) (?:kaart )?(?:\S+ )?(?:dicht|gedekt|verborgen|onzichtbaar) (?:blijft|bleef|lag|ligt|is|was)\b",
               r"\b(?:1|één|een) (?:open|zichtbaar)(?: ,| en)? (?:1|één|een|de andere|andere) (?:dicht|gedekt)\b",
               r"\b(?:alleen|enkel) (?:de )?(?:achterkant|rugzijde|rug|achterzijde) (?:\S+ ){0,2}?(?:te zien|zichtbaar)\b",
               r"\bCARD (?:was |lag |is )?(?:zichtbaar|open) (?:, )?en (?:de )?CARD (?:niet|dicht|gedekt)\b", r"\bCARD (?:was |lag |is )?(?:dicht|gedekt|niet zichtbaar) (?:, )?en (?:de )?CARD (?:zichtbaar|open)\b",
               r"(?:^|[,;.:(]) (?:maar )?(?:1|één) (?:kaart )?(?:was |is |lag |ligt )?(?:zichtbaar|open|te zien)\b",
               r"\b(?:CARD|de ene|ene|de eerste|de bovenste|de onderste) (?:lag |was |is |ligt |bleef )?(?:open|zichtbaar)(?: ,| en)? (?:de andere|andere|de rest|de tweede) (?:\S+ )?(?:dicht|gedekt|niet)\b",
               r"\b(?:CARD|de ene|ene|de eerste|de bovenste|de onderste) (?:lag |was |is |ligt |bleef )?(?:dicht|gedekt)(?: ,| en)? (?:de andere|andere|de tweede) (?:\S+ )?(?:open|zichtbaar)\b",
               r"\b(?:1|één|een) (?:dicht|gedekt)(?: ,| en)? (?:1|één|een|de andere|andere) (?:open|zichtbaar)\b",
               r"\bwaarvan (?:alleen |maar |enkel )?(?:de |één |een )?(?:CARD|kaart|bovenste|onderste|ene) (?:\S+ )?(?:zichtbaar|open|te zien) (?:was|is|lag|ligt)\b") \
            or _search(text, r"\b(?:twee|2) (?:\S+ )?kaarten\b") and _search(
                text, r"\bvan de (?:onderste|bovenste|andere|tweede|ene) (?:kaart )?(?:was|is|kon (?:je|men)) (?:\S+ )?(?:niets|niks) (?:te )?zien\b",
                r"\b(?:de )?(?:onderste|bovenste|andere|tweede) (?:kaart )?(?:was|bleef|lag) (?:helemaal )?(?:onzichtbaar|niet (?:te zien|zichtbaar)|verborgen|dicht|gedekt)\b"):
        return "one"  # two cards, the other one not seen
    return None


@extractor("simultaneous_play", replaces=True)
def simultaneous_play(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    # "N speelde 2 klaveren tegelijk": cards, not a contract bid (else N would read as declarer)
    text = re.sub(r"\bCALL (?=(?:\S+ )?(?:tegelijk|samen|in één keer|in 1 keer)\b)", "twee kaarten ", text)
    kind = _simultaneous_kind(text)
    facts = _set({}, simultaneous_kind=kind)
    if kind == "two_players":
        return facts
    offender = first_seat(
        text,
        (
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:{VERB_PLAY}|speelde|gespeeld) (?:{W} ){{0,4}}?(?:twee|2|drie|meer|meerdere) (?:\S+ )?kaarten\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{W} ){{0,4}}?(?:twee|2|drie|meer|meerdere) (?:\S+ )?kaarten\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:{VERB_PLAY}|speelde|gespeeld) (?:{W} ){{0,4}}?(?:{_MANY_CARDS})",
            rf"\b(?:hand|kaarten) van (?:de )?(?:tegenspeler |leider )?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:kaarten|ze|die) (?:waren|zijn|kwamen) (?:\S+ )?(?:van|uit de hand van) (?:de )?(?:tegenspeler |leider )?SEAT_(?P<s>[NOZW])\b",
            rf"\b(?:gespeeld|gelegd|gegooid|neergelegd) door (?:de )?(?:tegenspeler |leider |blinde )?\(? ?SEAT_(?P<s>[NOZW])\b",
            # a seat with its role, not the scene ("leider W in 4♠ . N speelt 2 kaarten tegelijk")
            rf"\b(?:leider|tegenspeler|blinde) \(? ?SEAT_(?P<s>[NOZW])\b(?! \)? ?(?:in|speelt|speelde|met) (?:\S+ )?CALL\b)",
        ),
    ) or _actor(text, _MANY_CARDS)[0]
    if not offender and kind == "one_player":
        word = _actor(text, _MANY_CARDS)[1]
        offender = _role_seat(word, text) if word in ("ik", "linkertegenstander", "rechtertegenstander") else None
    role = role_of(text, offender)
    if not role and kind and not offender:
        role = _word_role(_actor(text, _MANY_CARDS)[1], text)
    if not role and kind:
        if _search(text, r"\bik ben (?:een )?tegenspeler\b", r"\b(?:de |een )?tegenspeler\b"):
            role = "defender"
        elif _search(text, r"\bdoor de leider\b", r"\b(?:kaarten|hand) van de leider\b",
                     r"\bleider (?:\S+ ){0,2}?(?:speelde|speelt|legde|legt|gooide|gooit|liet) (?:\S+ ){0,3}?(?:twee|2|drie|3|meer) (?:\S+ )?kaarten\b"):
            role = "declarer"
    after = None
    if offender:
        # the offender's LHO "had al (bij)gespeeld": an opponent played after him in that trick
        lho = next((s for s in "NOZW" if relation(offender, s) == "lho"), None)
        if lho and re.search(rf"\bSEAT_{lho} (?:had |heeft )?(?:daarna )?al (?:een kaart )?(?:bij)?gespeeld\b", text):  # ("W al bijgespeeld")
            after = True
        elif lho and re.search(rf"\b(?:voordat|voor) SEAT_{lho} (?:\S+ )?(?:bijspeelde|speelde|bijspeelt|speelt|had gespeeld|had bijgespeeld|kon spelen|kon bijspelen)\b", text):
            after = False
    _set(
        facts,
        offender=offender,
        offender_role=role,
        faces_visible=_faces(text),
        opponent_played_after=after if after is not None else _flag(
            text,
            (r"\bdaarna (?:\S+ )?al (?:\S+ )?(?:bijgespeeld|gespeeld|bij)\b", r"\b(?:speelde|had) daarna al (?:bij|bijgespeeld|gespeeld)\b",
             r"\b(?:speelde|speelt|gooide|legde) er (?:\S+ ){0,3}?(?:op )?bij\b", r"\bdaarna (?:\S+ ){0,2}?op bij\b",
             r"\b(?:heeft|had) er (?:daarna |al |ook )*(?:een kaart )?(?:op )?(?:bij)?(?:gespeeld|gegooid|gelegd)\b",
             r"\ber (?:daarna |al |ook |toen )*(?:een kaart )?(?:op )?(?:heeft|had|hebben) (?:bij)?(?:gespeeld|gegooid|gelegd)\b",
             r"\b(?:had|heeft) daarna (?:al )?(?:een kaart |zijn kaart )?(?:(?:in|op) (?:die|deze|de) slag )?(?:bij)?(?:gespeeld|gelegd|gegooid)\b",
             rf"\b(?:speelde|speelt|gooide|gooit|legde|legt) er (?:daarna |al |snel |meteen )*(?:(?!{NEG}\b)\S+ ){{0,3}}?op\b(?! tafel)", r"\ber al (?:\S+ )?op (?:bij)?(?:gespeeld|gegooid|gelegd)\b",
             # any word order after "daarna": "daarna had W in die slag ook al bijgespeeld", "daarna speelde de blinde er nog op bij"
             # (the words between are no negation and not the simultaneous play itself)
             rf"\b(?:daarna|vervolgens|nadien|erna)\b(?: (?!{NEG}\b|niemand\b|nog (?:niet|niks|niets|geen)\b|twee\b|2\b|drie\b|kaarten\b|tegelijk\b)[^ .;?!]+){{0,7}}? (?:bijgespeeld|bijspeelde|bijspeelt|bijgelegd|bijgegooid|(?:op )?bij(?= [.,;:?!]| $))"),
            (r"\bdaarna (?:nog )?niet (?:\S+ )?(?:bijgespeeld|gespeeld|bij)\b", r"\bdaarna nog (?:niets|niks|geen kaart)\b",
             r"\b(?:speelde|speelt|had|heeft) (?:daarna )?nog (?:niet|niks|niets|geen kaart)\b",
             r"\b(?:had|heeft) er (?:daarna )?(?:nog )?(?:niet|niks|niets|geen kaart) (?:op )?(?:bij)?(?:gespeeld|gelegd)\b",
             r"\b(?:nog )?niemand (?:\S+ ){0,3}?(?:gespeeld|bijgespeeld|bij)\b", r"\b(?:heeft|had) (?:daarna )?nog niemand\b",
             r"\bvoordat (?:er )?(?:iemand|een tegenstander|de tegenstander) (?:\S+ ){0,2}?(?:speelde|gespeeld|bijspeelde|bijgespeeld)\b",
             # declarer unnamed: "nog voordat W bijspeelde" — nobody had played after him
             r"\bleider (?!\(? ?SEAT_)[^.;?!]*\bvoordat SEAT_[NOZW] (?:\S+ )?(?:bijspeelde|speelde|had gespeeld|had bijgespeeld)\b"),
        ),
        simultaneous_found_late=_flag(
            text,
            (r"\bbeide partijen (?:\S+ ){0,6}?(?:al )?(?:hadden|waren|hebben) (?:\S+ ){0,7}?gespeeld\b", r"\bpas (?:na|in) (?:\S+ ){0,3}?(?:ontdekt|bleek|opgemerkt)\b",
             r"\bbeide partijen (?:\S+ ){0,8}?(?:gespeeld|bijgespeeld)\b", r"\bpas (?:ontdekt|opgemerkt|gezien|gemerkt) (?:na|nadat|toen|in)\b",
             r"\b(?:iedereen|allen|alle spelers) (?:al )?(?:in de volgende slag|in de slag daarna) (?:had|hadden|heeft|hebben) (?:bij)?gespeeld\b",
             r"\bpas (?:\S+ ){0,3}?later (?:ontdekt|opgemerkt|gezien|bleek)\b",
             r"\bpas (?:\S+ ){0,3}?later (?:\S+ ){0,3}?(?:ontdekt|opgemerkt|gezien|gemerkt|zagen|merkten|zag|merkte)\b",
             r"\bpas (?:na|in) (?:de volgende slag|TRICK_\d+)\b", r"\bpas (?:na|in) de slag (?:daarna|erna|erop)\b",
             r"\b(?:bleek|ontdekt|opgemerkt|gezien|gemerkt|zagen|merkten|zag|merkte) (?:\S+ ){0,2}?pas (?:\S+ ){0,3}?(?:later|na|nadat|in)\b",
             # "pas bij het nakijken na afloop bleek …", "achteraf zagen we …": found when play was over
             r"\bpas (?:bij|tijdens|aan|na|op) (?:[^ .;?!]+ ){0,7}?(?:ontdekt|bleek|blijkt|opgemerkt|gezien|gemerkt|zagen|merkten|zag|merkte|ontdekten|ontdekte|ontdekken|merken|zien)\b",
             r"\b(?:na afloop|achteraf|aan het (?:eind|einde) van het spel|bij het (?:scoren|nakijken|tellen))\b(?: [^.;?!]+)? (?:ontdekt|bleek|opgemerkt|gezien|gemerkt|zagen|merkten|zag|merkte|ontdekten|ontdekte)\b",
             r"\b(?:ontdekt|bleek|opgemerkt|gezien|gemerkt|zagen|merkten|zag|merkte|ontdekten|ontdekte) (?:\S+ ){0,3}?(?:pas )?(?:na afloop|achteraf|aan het (?:eind|einde) van het spel|bij het (?:scoren|nakijken|tellen))\b"),
            (r"\b(?:meteen|direct|onmiddellijk|gelijk) (?:werd |wordt |is )?(?:ontdekt|opgemerkt|gezien|gemerkt)\b", r"\bnog in dezelfde slag\b",
             r"\b(?:ontdekt|opgemerkt|gezien|gemerkt) voordat (?:er )?(?:iemand|iets|een kaart) (?:\S+ ){0,2}?(?:speelde|gespeeld|bijspeelde|bijgespeeld)\b",
             r"\b(?:zagen|zag|merkten|merkte|zie|zagen we) (?:\S+ ){0,2}?(?:meteen|direct|onmiddellijk)\b"),
        ),
    )
    if facts.get("simultaneous_found_late") and after is None and re.search(r"\bbeide partijen\b", text):
        # found only after both sides played to a later trick: that later play is not "an opponent played after" (58B)
        facts.pop("opponent_played_after", None)
    return facts


# -- Law 59: inability to lead or play as required ---------------------------------------------------
def _holding(text: str) -> str:
    """What a hand holds, said in plain words, as "heeft (nog|geen) …": "er zit geen klaveren meer in mijn hand",
    "mijn harten zijn op", "W zit nog met ruitens in zijn hand" (could be shared with the other extractors)."""
    hand = r"(?:in|bij) (?:mijn|zijn|haar|z'n|m'n|de) (?:eigen )?hand"
    text = re.sub(rf"\b(?:er )?(?:zit|zitten|zat|zaten) (?:er )?(?:echter |dus |toch )*geen (?:enkele )?({SUIT}|kaart|kaarten)s?(?: meer)? {hand}\b", r"heeft geen \1 meer", text)
    text = re.sub(rf"\b(?:er )?(?:zit|zitten|zat|zaten) (?:er )?(?:echter |dus |toch |ook |wel )*(?:nog )?((?:een |één |twee |drie |wat |enkele )?{SUIT}s?) {hand}\b", r"heeft nog \1", text)
    text = re.sub(rf"\b(?:zit|zitten|zat|zaten) (?:ook |wel |echter )*nog met ((?:een |één |twee |drie |wat |enkele )?{SUIT}s?)(?: {hand})?\b", r"heeft nog \1", text)
    text = re.sub(rf"\b(?:mijn|zijn|haar|z'n|m'n|de) ({SUIT})s? (?:zijn|waren|is|was) (?:al |helemaal |allemaal )*op\b(?! (?:de |het )?tafel)", r"heeft geen \1 meer", text)
    # "alleen nog zwarte kaarten": the two suits of that colour
    text = re.sub(r"\b(?:zwarte|zwart) (?:kaarten|kleuren)\b", "schoppen en klaveren", text)
    text = re.sub(r"\b(?:rode|rood) (?:kaarten|kleuren)\b", "harten en ruiten", text)
    return text


_SUIT_SIGN = {"♠": "schoppen", "♥": "harten", "♦": "ruiten", "♣": "klaveren"}


def _card_suits(reader: Reader, text: str) -> str:
    """The text with each CARD read as its suit ("W heeft nog ♦7" → "W heeft nog ruiten"), when the cards the
    tagger found line up one to one with the CARD tokens; else the text as it is."""
    suits = []
    for ent in reader.doc.ents:
        if ent.label_ != "CARD":
            continue
        word = ent.text.strip().split()[0] if ent.text.strip() else ""
        suit = _SUIT_SIGN.get(word[:1]) or next((v for v in _SUIT_SIGN.values() if word.startswith(v[:5])), None)
        if not suit:
            return text
        suits.append(suit)
    if not suits or len(re.findall(r"\bCARD\b", text)) != len(suits):
        return text
    return re.sub(r"\bCARD\b", lambda m: suits.pop(0), text)


@extractor("inability_to_play", replaces=True)
def inability_to_play(reader: Reader) -> dict[str, Any]:
    text = _not_waiting(_holding(_text(reader)))
    plain = text
    text = _card_suits(reader, text)  # for the reason, the suit of each card the holder still has is what counts
    forbidden = r"\b(?:voorspeelbeperking|\w*verbod|verboden|verbiedt|verbood|verbieden|geen (?:\S+ )?(?:schoppen|harten|ruiten|klaveren|klaver) (?:mag |mocht )?(?:speelt|spelen|speelde|voorspeelt|voorspelen|bijspeelt|te spelen)|(?:mag|mocht|mogen|mochten) (?:[^ .;?!]+ ){0,10}?geen|geen (?:\S+ ){0,2}?(?:mag|mocht|mogen|mochten)|niet (?:mag|mocht)|niet voorspelen)\b"
    if _search(text, rf"\b(?:(?:alleen|enkel|uitsluitend|slechts) (?:nog |maar )*(?:\S+ )?{SUIT}|(?:heeft|had|heb) nog maar {SUIT}(?= [.,;:?!]| $| over\b)|niks anders (?:meer )?dan|niets anders (?:meer )?dan|(?:het enige|alles) wat (?:hij|zij|ik) (?:nog )?(?:heeft|had|heb))",
               r"\balleen (?:nog |maar )?(?:kaarten )?(?:\S+ ){0,2}?(?:in|van) (?:de|die|deze|dezelfde) kleur\b",
               r"\b(?:alleen|enkel|uitsluitend) (?:nog |maar )*(?:die|deze|dezelfde|de verboden|de gevraagde) kleur\b",
               r"\b(?:heeft|had|heb) (?:verder |nog |echter |toch )*(?:niks|niets|geen kaart|geen kaarten|geen) (?:meer )?(?:anders|andere kleur|andere kleuren|ander)\b") and _search(text, forbidden) \
            and not _search(text, rf"\b(?:alleen|enkel|uitsluitend|slechts) (?:nog |maar )*({SUIT}) (?:en|,) (?!\1\b){SUIT}\b"):  # ("alleen klaveren en harten")
        reason = "only_forbidden_suit"
    elif _search(text, r"\b(?:moet|moest|moeten) (?:\S+ ){0,4}?(?:kleur )?bekennen\b", r"\bbekennen (?:moet|moest)\b", r"\b(?:kan|kon) (?:\S+ ){0,3}?bekennen\b(?! niet)",
                 r"\b(?:heeft|had|heb) nog (?:\S+ ){0,2}?(?:in|van) de (?:voorgespeelde|gevraagde|gespeelde) kleur\b", r"\bkan (?:nog )?(?:gewoon )?(?:kleur )?bekennen\b",
                 rf"\b(?:moet|moest|moeten) (?:\S+ ){{0,3}}?(?:{SUIT} )?(?:volgen|bijlopen)\b",
                 rf"\b(?:heeft|had|heb) (?:zelf |ook |wel )*nog (?:een |één |wat |enkele |twee |drie |2 |3 )?{SUIT}s?\b"):
        reason = "must_follow"
    elif _search(text, rf"\b(?:heeft|had|hebben|heb|bezit|bezat) (?:\S+ ){{0,4}}?geen (?:enkele |een )?(?:{SUIT}|kaart|kaarten|meer)\b", rf"\bgeen (?:{SUIT}|kaart|kaarten) (?:(?!maar\b)[^ .;?!,]+ ){{0,6}}?(?:heeft|had|heb)\b", r"\bgeen (?:enkele |een )?(?:kaart|kaarten) (?:meer )?(?:in|van) (?:die|de|deze) (?:gevraagde |vereiste )?kleur\b",
                 r"\brenonce\b", rf"\bis (?:echter |wel |dus |toch |helemaal )?(?:chicane|kaal|renonce) (?:in )?{SUIT}", r"\b(?:heeft|had|heb) er geen\b",
                 rf"\bgeen (?:{SUIT}|kaart|kaarten) (?:meer )?(?:te )?hebben\b",
                 rf"\b(?:kleur|{SUIT}) (?:heeft|had|heb) (?:hij|ik|zij|ze) (?:\S+ )?niet\b", rf"\b(?:kleur|{SUIT}) niet (?:meer )?(?:heeft|had|heb|hebt)\b",
                 r"\b(?:de|die) kleur (?:die|waarin) (?:[^.;?!]+ )?niet (?:meer )?(?:heeft|had|heb|hebt|hebben)\b",
                 # "een kleur moet voorspelen die hij niet heeft"
                 r"\b(?:een|de|die) kleur (?:(?!die\b)[^ .;?!,]+ ){1,4}?die (?:hij|zij|ze|ik|je) (?:zelf )?(?:helemaal |eigenlijk )?(?:niet|nog niet) (?:meer )?(?:heeft|had|heb|hebt)\b",
                 r"\b(?:gevraagde|geëiste|geeiste|vereiste|geëist|gevraagd) kleur\b[^.;?!]*?\bniet (?:meer )?(?:heeft|had|heb|hebt)\b"):
        reason = "no_card_of_suit"
    else:
        reason = None
    if reason is None:
        # "moet de hoogste schoppen bijspelen … maar ik heb alleen nog harten en klaveren": the demanded suit is not held
        held = re.search(rf"\b(?:heeft|had|heb) (?:echter |toch |verder )?(?:nog )?(?:alleen|enkel|uitsluitend|slechts) (?:nog |maar )*({SUIT}(?:(?: ,| en) {SUIT})*)", text)
        demanded = re.search(rf"\b(?:moet|moest|eist|eiste|wil|wilde|vraagt|vroeg|verplicht)\b(?: (?!{SUIT}\b)[^ .;?!]+){{0,7}}? ({SUIT})\b", text)
        if held and demanded and demanded.group(1) not in re.findall(SUIT, held.group(1)) and not _search(text, forbidden):
            reason = "no_card_of_suit"
    text = plain
    lead = (r"\b(?:voorspelen|voor te spelen|\w*uitkomst|uitkomen|uitkomt|uit te komen|leaden|voorspeelbeperking|ingetrokken|voorspeling|voorspeelkaart|voorspeelt)\b"
            rf"|\bmet (?:een |de )?{SUIT} (?:\S+ )?(?:beginnen|begint|begin|begon|openen|opent|opende|open|starten|start)\b"
            rf"|\b(?:beginnen|begint|begon|openen|opent|starten|start) met (?:een |de )?{SUIT}\b")
    if reason == "must_follow" and re.search(r"\bstrafkaart\b", text) and not _search(text, rf"\b(?:{_EARLY_WORD})\b", r"\bte vroege\b"):
        # he must follow suit: a card to play, not a lead ("na een uitkomst voor de beurt werd de ♥H een strafkaart")
        return _set({}, inability_reason=reason, required_by="penalty_card")
    if _search(text, rf"\b(?:{_EARLY_WORD})\b", r"\bte vroege\b", r"\b57a?\d?\b", r"\bpremature\b",
               # the early play in plain words: "legde al een kaart voor de volgende slag", "speelde bij voordat zijn partner …"
               r"\b(?:al|alvast) (?:(?!slag\b)\S+ ){0,5}?(?:voor|naar) (?:de )?(?:volgende|nieuwe) slag\b",
               r"\b(?:bijgespeeld|gespeeld|speelde|bijspeelde|gooide|legde) (?:\S+ ){0,3}?(?:voordat|voor) (?:zijn|haar|mijn) partner\b",
               r"\b(?:speelde|bijspeelde|gooide|legde) (?:al|alvast) (?:\S+ ){0,3}?voordat (?:zijn |haar |mijn )?(?:partner|SEAT_[NOZW]) (?:\S+ )?(?:had |heeft )?(?:bijgespeeld|gespeeld|aan de beurt)\b"):
        required = "premature_play"
    elif _search(text, lead) or (_search(text, r"\b(?:eist|eiste|eis|eisen|geëiste|geeiste|geëist|geeist|verbiedt|verbood|verboden|verbieden|verbied)\b") and _search(text, r"\b(?:strafkaart|ingetrokken)")) \
            or (_search(text, r"\bstrafkaart (?:\S+ )?van (?:mijn|zijn|haar) partner\b", r"\bpartner van (?:de|een) (?:strafkaarthouder|houder van de strafkaart)\b")
                and _search(text, rf"(?:\bleider (?:\S+ )?(?:wil|wilde|vraagt|vroeg|verlangt|verlangde)|\b(?:wil|wilde|vraagt|vroeg|verlangt|verlangde) de leider)\b[^.;?!]*?"
                                  rf"\bdat (?:ik|hij|zij|ze|SEAT_[NOZW]) (?:\S+ )?{SUIT}\b")):
        # declarer demands a suit of the holder's partner ("de leider wil na de strafkaart van mijn partner dat ik
        # schoppen kom"): his lead is restricted (50D2)
        required = "lead_restriction"
    elif _search(text, r"\bstrafkaart\b",
                 # a card left face up in front of him that he must play: a penalty card in plain words
                 r"\b(?:kaart|CARD|aas|heer|vrouw|boer) (?:\S+ ){0,2}?open (?:voor (?:zich|hem|haar|zich uit) |op (?:de )?tafel )?(?:liggen|ligt|lag|liet liggen)\b(?=[^.;?!]*\bmoet\b)"):
        required = "penalty_card"
    else:
        required = None
    return _set({}, inability_reason=reason, required_by=required)


# -- Law 46: designating a card from dummy (card_designation, and card_played about a dummy card) --------
_SAID_NOTHING = r"^(?:speel|doe|geef|gooi|leg) (?:\S+ )?(?:maar )?(?:wat|iets|eentje|een kaart|maar)\b|^(?:maakt niet uit|whatever|doe maar)\b"
_SAID_WIN = r"^(?:neem|neemt|win|wint|winnen|pak) (?:\S+ )?(?:maar|hem|m|de slag)?\b|^(?:wint|winnen)$"
_SAID_HIGH = r"^(?:hoog|hoge|de hoge|hoogste|de hoogste|groot|grote|de grote|top|de top|topkaart)$"
_SAID_LOW = r"^(?:klein|kleine|een kleine|kleintje|een kleintje|laag|lage|laagste|de laagste|de kleine|de kleinste|kleinste)$"
_DUMMY_CONTEXT = r"\b(?:blinde|tafel|tafelkaart)\b"


# Words of a spoken designation that carry no meaning of their own ("doe maar laag", "de laagste maar").
_FILLER = {"maar", "de", "het", "een", "doe", "speel", "gewoon", "nou", "nu", "even", "dan", "graag", "alsjeblieft",
           "svp", "in", "die", "deze", "ja", "oké", "ok", "geef", "leg", "gooi", "mij", "me", "er"}
_LOW_WORDS = {"klein", "kleine", "kleintje", "kleinste", "laag", "lage", "laagste", "laagje", "lagere", "kleins", "laags"}
_HIGH_WORDS = {"hoog", "hoge", "hoogste", "groot", "grote", "grootste", "hogere", "top", "topkaart", "hoogs", "groots"}
_WIN_WORDS = {"neem", "neemt", "win", "wint", "winnen", "pak", "pakken", "nemen", "slag", "hem", "m", "'m", "overnemen", "over"}
_ANY_WORDS = {"wat", "iets", "eentje", "kaart", "maakt", "niet", "uit", "whatever", "willekeurig", "maakt-niet-uit", "wil", "je", "jij", "niks", "niets", "om", "even"}


def _said_kind(quote: str) -> str | None:
    quote = re.sub(r"^(?:de|een|het) ", "", quote.strip(" ,"))
    # diminutive suits: "een ruitje", "een hartje", "schoppie"
    quote = re.sub(r"\b(?:ruitje|ruitjes)\b", "ruiten", quote)
    quote = re.sub(r"\b(?:hartje|hartjes)\b", "harten", quote)
    quote = re.sub(r"\b(?:schoppie|schoppies|schoppetje)\b", "schoppen", quote)
    quote = re.sub(r"\b(?:klavertje|klavertjes)\b", "klaveren", quote)
    words = [w for w in quote.replace(",", " ").split() if w not in _FILLER]
    has_suit = re.search(rf"\b{SUIT}\b|^CARD$|\bCARD\b", quote)
    has_rank = re.search(rf"\b{RANK}\b", quote)
    if words and not has_rank and set(words) & _LOW_WORDS and set(words) <= _LOW_WORDS | {"in", "van", "uit", "tafel", "blinde", "iets"} | set(re.findall(SUIT, quote)):
        return "low"
    if words and not has_rank and set(words) & _HIGH_WORDS and set(words) <= _HIGH_WORDS | {"in", "van", "uit", "tafel", "blinde", "iets"} | set(re.findall(SUIT, quote)):
        return "high"  # ("iets hoogs")
    if re.search(_SAID_NOTHING, quote) or (not has_suit and not has_rank and words and set(words) <= _ANY_WORDS and set(words) & {"wat", "iets", "eentje", "maakt", "whatever", "willekeurig"}):
        return "nothing"
    if re.search(_SAID_WIN, quote) or (words and not has_rank and set(words) <= _WIN_WORDS and set(words) & {"neem", "neemt", "win", "wint", "winnen", "pak", "nemen", "overnemen"}):
        return "win"
    if re.search(_SAID_HIGH, quote):
        return "high"
    if re.search(_SAID_LOW, quote):
        return "low"
    if re.search(r"\bCARD\b", quote) or (has_suit and has_rank):
        return "complete"
    if has_suit and (len(quote.split()) <= 2 or len(words) <= 1):
        return "suit_only"
    if has_rank and (len(quote.split()) <= 2 or len(words) <= 1):  # "speel de tien"
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
    asked_card = _search(text, rf"\b(?:vraagt|vroeg|noemde|noemt|vraag|wil|wilde|eist|eiste) (?:als leider )?(?:om )?(?:de |een )?CARD (?:\S+ ){{0,2}}?(?:van tafel|uit de blinde|van de blinde)\b",
                         # verb-final: "nadat de leider de ♠3 van tafel had genoemd"
                         r"\b(?:de |een )?CARD (?:\S+ ){0,2}?(?:van tafel|uit de blinde|van de blinde) (?:\S+ )?(?:had |heeft )?(?:genoemd|gevraagd)\b")
    asked_any = asked_card or _search(text, r"\b(?:vraagt|vroeg|noemde|noemt|vraag|wil|wilde|eist|eiste|zei|zegt) (?:om )?(?:de |een )?CARD\b")
    if kind is None and re.search(r"\bleider\b", text) and _search(text, r"\b(?:kaart|CARD)\b[^.;?!']{0,60}?\bdie (?:daar |er |op tafel |in de blinde |de blinde )?(?:helemaal |eigenlijk )?(?:niet|niet meer) (?:op tafel |in de blinde |daar |er )?(?:ligt|zit|heeft|had|lag|zat)\b", r"\b(?:noemt|noemde|vraagt|vroeg|wil|wilde|eist|eiste) (?:\S+ ){0,2}?(?:een )?kaart (?:\S+ ){0,4}?die (?:daar |er |op tafel |in de blinde |de blinde )?(?:helemaal |eigenlijk )?(?:niet|niet meer) (?:ligt|zit|heeft|had|lag|zat)\b",
                                   r"\b(?:een )?kaart die de blinde (?:helemaal |eigenlijk )?(?:niet|niet meer) (?:heeft|had)\b"):
        return "not_in_dummy"
    if kind in (None, "complete") and (asked_any or kind == "complete") and _search(
        text, r"\b(?:zit|is) niet in de blinde\b", r"\bblinde heeft (?:die|deze|dat|de CARD|CARD) (?:kaart )?niet\b",
        r"\b(?:een )?kaart die de blinde (?:helemaal |eigenlijk )?(?:niet|niet meer) (?:heeft|had)\b",
        rf"\bblinde heeft (?:\S+ )?geen {SUIT}?(?:{RANK}|\w+)\b", r"\bniet (?:op tafel|in de blinde) (?:ligt|zit)\b",
        r"\b(?:die|deze|dat|de CARD|CARD) (?:kaart )?(?:heeft|had) (?:de )?blinde (?:\S+ )?(?:niet|helemaal niet)\b",
        rf"\b(?:ligt|zit|lag|zat) (?:daar |er |op tafel |in de blinde )?(?:\S+ )?geen (?:CARD|{RANK}|{SUIT})\b",
        r"\bblinde (?:heeft|had) (?:die|deze|dat) (?:kaart )?(?:helemaal )?niet\b",
        rf"\b(?:blinde|die|tafel) (?:heeft|had) (?:daar |in (?:de )?{SUIT} |in die kleur )?(?:alleen|enkel|slechts) (?:maar |nog )*(?:de )?CARD\b",
        # "er ligt alleen nog ♠9 in de blinde": the one card left there is another
        rf"\b(?:ligt|lag|zit|zat) (?:er |daar )?(?:alleen|enkel|slechts|maar) (?:nog |maar )*(?:de |een )?CARD (?:in (?:de )?(?:blinde|tafel)|op tafel)\b",
        r"\b(?:die|deze|dat|CARD|kaart) (?:ligt|zit|lag|zat) (?:er|daar|op tafel|in de blinde) (?:\S+ )?niet\b",
        rf"\b(?:die|blinde|tafel) (?:heeft|had) (?:\S+ )?geen (?:CARD|{RANK})\b",
        rf"\b(?:blinde|tafel) (?:\S+ )?geen (?:CARD|{RANK}|{SUIT} {RANK}) (?:heeft|had|ligt|lag)\b",
        # the card named is gone from dummy: "die was al gespeeld", "lag al in een eerdere slag", "had de blinde al weggegooid"
        r"\b(?:die|deze|dat|CARD|kaart) (?:was|is|werd) (?:(?:toen|echter|dus|in|TRICK_\d+|de|een|eerdere|vorige|slag) )*(?:al|reeds) (?:eerder |lang |in (?:een )?(?:eerdere|vorige|andere) slag )?(?:gespeeld|weg|uitgespeeld|bijgespeeld|weggegooid|opgespeeld)\b",
        r"\b(?:die|deze|dat|CARD|kaart) (?:lag|zat|ligt|zit) (?:toen |echter |dus )*(?:al|reeds) (?:in|bij|op) (?:een |de )?(?:eerdere|vorige|andere|gespeelde) (?:slag|slagen|stapel)\b",
        r"\b(?:die|deze|dat|CARD) (?:had|heeft) (?:de blinde|tafel|hij) (?:toen |echter |dus )*(?:al|reeds) (?:eerder )?(?:gespeeld|bijgespeeld|weggegooid|opgespeeld)\b"):
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


def _defender_led(text: str) -> bool:
    """A seat other than the declarer the text names led to this trick: "O is leider . Z speelt harten voor en O zegt
    tegen de blinde …" (dummy follows). Not declarer leading from dummy ("leider N speelt ruiten voor uit de blinde")."""
    declarer = declarer_seat(text)
    if not declarer:
        return False
    return bool(re.search(rf"(?<!leider )\bSEAT_(?![{declarer}{PARTNER[declarer]}])[NOZW] (?:speelt|speelde) (?:(?!SEAT_)[^ .,;:?!]+ ){{0,3}}?voor\b"
                          rf"(?! (?:uit|van|vanuit) (?:de )?(?:blinde|tafel))", text))


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
            (r"\bbedoelde (?:\S+ )?(?:overduidelijk|onmiskenbaar|duidelijk|onloochenbaar|zichtbaar|kennelijk|evident|zonneklaar|ontegenzeglijk|ondubbelzinnig)\b",
             r"\b(?:overduidelijk|onmiskenbaar|onloochenbaar) (?:\S+ ){0,2}?bedoel",
             r"\bniemand twijfel\w*\b", r"\b(?:iedereen|allen|ons|overduidelijk|volkomen|heel|zonneklaar) (?:\S+ )?duidelijk (?:dat|wat) (?:hij|zij) (?:\S+ ){0,4}?(?:bedoelde|wilde)\b",
             r"\b(?:is|was) (?:helemaal |volkomen |heel |zeer |volstrekt |totaal )?(?:duidelijk|overduidelijk|zonneklaar|onloochenbaar|onmiskenbaar|evident) (?:dat|wat|welke kaart) (?:hij|zij) (?:\S+ ){0,4}?(?:bedoelde|wilde)\b", r"\b(?:zonder|geen) (?:enige )?twijfel\b", r"\b(?:iedereen|iedereen aan tafel|allen|alle spelers) (?:zag|wist|begreep|snapte|zagen|wisten|begrepen) (?:\S+ ){0,5}?(?:bedoel|wilde)"),
            (r"\bniet (?:\S+ )?(?:duidelijk|onloochenbaar|onmiskenbaar|zeker)\b", r"\bonduidelijk\b", r"\bniemand (?:weet|kon (?:\S+ )?weten|kan (?:\S+ )?weten)\b"),
        ),
    )
    if _search(text, r"\bvoorspelen\b", r"\bvoorspeelt\b", r"\bvoorspeelde\b", r"\b(?:blinde|tafel) (?:moest|moet|mocht|mag) (?:\S+ )?(?:uitkomen|openen)\b", r"\bvoor (?:moest|moet|mocht|mag) spelen\b", r"\b(?:uit|van) (?:de blinde|tafel) (?:\S+ ){0,2}?(?:voorgespeeld|uitkomen)\b", r"\bspeelt voor\b", r"\bspeelde voor\b", r"\bvoor te spelen\b", r"\bvoorspeling uit\b",
               # "'hoog' als eerste kaart uit de blinde": dummy opens the trick
               r"\b(?:als )?eerste kaart (?:\S+ ){0,2}?(?:uit|van) (?:de blinde|tafel)\b", r"\b(?:uit|van) (?:de blinde|tafel) als eerste\b",
               r"\b(?:speelt|speelde) (?:\S+ ){1,2}?voor (?:uit|van|vanuit) (?:de blinde|tafel)\b"):  # "speelt ruiten voor uit de blinde"
        facts["dummy_leading"] = True
    elif _search(text, r"\bbijspel\w*\b", r"\bbijspeelt\b", r"\bop een (?:\S+ )?(?:voorspeling|uitkomst)\b", r"\bop een (?:harten|schoppen|ruiten|klaveren)\b",
                 rf"\b(?:{SUIT}|kleur) (?:is|werd|was) (?:gevraagd|voorgespeeld)\b", r"\bgevraagde kleur\b",
                 # an opponent had led to this trick: dummy follows ("west had al de ♠H voorgespeeld")
                 r"\b(?:SEAT_[NOZW]|tegenspeler|linkertegenstander|rechtertegenstander) (?:had|heeft) (?:al )?(?:\S+ ){0,3}?voorgespeeld\b",
                 r"\b(?:SEAT_[NOZW]|tegenspeler|linkertegenstander|rechtertegenstander) (?:al )?(?:[^ .,;:?!]+ ){0,3}?(?:had|heeft) voorgespeeld\b",  # verb-final
                 rf"\b(?:is|werd|was) (?:er )?(?:al )?(?:een )?(?:{SUIT}|CARD|kaart) voorgespeeld\b",
                 # an opponent's card already on this trick ("O speelde ♦H", "nadat W de ♣V had gespeeld"), not in an earlier trick
                 r"^(?!.*\b(?:vorige|laatste|eerdere) slag\b)(?=.*\b(?:SEAT_[NOZW]|tegenspeler|linkertegenstander|rechtertegenstander) (?:speelde|speelt|legde|legt|legde) (?:de |een )?CARD\b)") \
            or _defender_led(text):
        facts["dummy_leading"] = False
    elif _search(text, r"\b(?:won|wint|gewonnen|nam|genomen) (?:(?!SEAT_|niet\b)[^ .;?!]+ ){0,4}?(?:op|in|met) (?:de )?(?:tafel|blinde)\b",
                 r"\b(?:blinde|tafel) (?:had |heeft )?(?:de |die )?(?:vorige |laatste )?(?:slag|TRICK_\d+) (?:(?!niet\b|geen\b)\S+ ){0,4}?(?:won|gewonnen|genomen)\b",
                 r"(?<!\buit de )(?<!\bvan de )\b(?:blinde|tafel) (?:won|wint|nam|neemt) (?:de |die )?(?:vorige |laatste )?(?:slag|TRICK_\d+)\b",
                 r"\b(?:slag|TRICK_\d+) (?:op|in) (?:de )?(?:tafel|blinde) (?:had |heeft )?(?:gewonnen|won|genomen)\b",  # verb-final
                 # the subject further back: "de blinde heeft de ♥V en de ♣V en had de vorige slag met de ♥A gewonnen"
                 r"\b(?:blinde|tafel)\b(?:(?!\bSEAT_|\bleider\b|\btegenspeler\b|\bniet\b)[^.;?!])*? en (?:had|heeft) (?:de |die )?(?:vorige|laatste) (?:slag|TRICK_\d+) (?:\S+ ){0,4}?(?:gewonnen|genomen)\b"):
        facts["dummy_leading"] = True  # dummy won the previous trick: it leads to this one
    if kind == "rank_only" and facts.get("dummy_leading") and re.search(r"\bvorige slag\b", text):
        # the sentence that names the previous trick says whether dummy holds that rank in its suit
        sentence = next(s for s in re.split(r" [.;?!] ", text) if re.search(r"\bvorige slag\b", s))
        tail = text[re.search(r"\bvorige slag\b", text).end():]
        if re.search(r"\bheeft (?:\S+ )?geen\b|\bheeft (?:die|deze|de CARD|CARD) niet\b", tail) or re.search(
                r"\b(?:heeft|had) (?:\S+ ){0,2}?geen (?:\S+ ){0,2}?(?:in|van) de kleur (?:waarmee|waarin|waar)\b", sentence):
            facts["rank_in_previous_suit"] = False
        elif re.search(r"\b(?:heeft|had) (?:(?!geen\b|niet\b)\S+ ){0,3}?(?:in|van) de kleur (?:waarmee|waarin|waar)\b", sentence):
            facts["rank_in_previous_suit"] = True  # "de blinde de vrouw heeft in de kleur waarmee hij de vorige slag won"
        elif re.search(r"\bheeft\b", tail):
            facts["rank_in_previous_suit"] = True
    return facts


def _designation_offender(text: str) -> str | None:
    seat = first_seat(text, (rf"\bleider (?:, )?\(? ?SEAT_(?P<s>[NOZW])\b", rf"\bSEAT_(?P<s>[NOZW]) \(? ?(?:de )?leider\b"))
    if seat:
        return seat
    seat = first_seat(text, (rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,3}}?{SAY}\b",))
    return seat


_RAW_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "schoppen": "S", "harten": "H", "ruiten": "D", "klaveren": "C", "klaver": "C"}
_RAW_RANK = {"a": "A", "aas": "A", "h": "K", "k": "K", "heer": "K", "v": "Q", "q": "Q", "vrouw": "Q", "b": "J", "j": "J", "boer": "J",
             "10": "T", "tien": "T", "negen": "9", "acht": "8", "zeven": "7", "zes": "6", "vijf": "5", "vier": "4", "drie": "3", "twee": "2",
             **{str(n): str(n) for n in range(2, 10)}}
_RAW_CARD = r"([♠♥♦♣]) ?(10|[2-9]|a|h|k|v|q|b|j)\b|\b(schoppen|harten|ruiten|klaveren|klaver) ?(aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier|drie|twee|10|[2-9])\b"


def _raw_cards(text: str) -> set[tuple[str, str]]:
    out = set()
    for m in re.finditer(_RAW_CARD, text):
        suit, rank = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        out.add((_RAW_SUIT[suit], _RAW_RANK[rank]))
    return out


def _rank_in_previous_suit(raw: str) -> bool | None:
    """Dummy still holds the named rank in the suit of the previous trick, when the message lists dummy's
    cards ("de blinde heeft de ♠A en de ♥A … won de vorige slag met een harten" → 'aas' is the ♥A)."""
    said = [_RAW_RANK.get(w) for q in re.findall(r"'([^']+)'", raw) for w in q.split() if w in _RAW_RANK and len(w) > 1]
    prev = re.search(r"\bvorige slag (?:\S+ ){0,3}?(?:met|in) (?:een |de )?([♠♥♦♣]|schoppen|harten|ruiten|klaveren|klaver)", raw) or re.search(
        # "de blinde won slag 5 met de ♥a": the trick dummy won before it leads
        r"\b(?:blinde|tafel) (?:\S+ ){0,2}?(?:won|wint|nam|neemt|had gewonnen) (?:de |die )?(?:laatste )?slag(?: \d+)? (?:\S+ ){0,2}?met (?:een |de )?([♠♥♦♣]|schoppen|harten|ruiten|klaveren|klaver)", raw)
    if len(set(said)) != 1 or not prev:
        return None
    suit = _RAW_SUIT[prev.group(1)]
    held = set()
    for clause in re.split(r"[.;,:]| maar | terwijl ", raw):
        clause = re.split(r"\ben (?:won|wint|nam|neemt|had|heeft)\b", clause)[0]  # "heeft ♦h en ♠h en won/had de vorige slag …"
        if "vorige slag" not in clause and re.search(r"\b(?:heeft|had|liggen|ligt|lagen)\b", clause) and re.search(r"\b(?:blinde|tafel)\b", clause) \
                and not re.search(r"\b(?:geen|niet)\b", clause):
            held |= _raw_cards(clause)
    if (suit, said[0]) in held:
        return True
    # dummy's cards of that rank are listed, none in the suit of the previous trick ("heeft ♣B en ♥B … won met ♦V")
    return False if any(rank == said[0] for _, rank in held) else None


@extractor("card_designation", replaces=True)
def card_designation(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    facts = _set({}, offender=_designation_offender(text))
    facts.update(_designation_facts(text, designation_kind(text)))
    if facts.get("designation_kind") == "rank_only" and facts.get("dummy_leading"):
        # dummy's cards listed with their suits outrank the reading of the words
        listed = _rank_in_previous_suit(reader.lower)
        if listed is not None or "rank_in_previous_suit" not in facts:
            _set(facts, rank_in_previous_suit=listed)
    return facts


# -- Laws 45A-C and 47: when a card is played, and taking a played card back -------------------------
_SEE = r"(?:zien|ziet|gezien|zag|zagen|zichtbaar|bekijken|zien kon)"
_TOUCH = (r"\b(?:raakt|raakte|stootte|stoot|stoten|tikt|tikte|veegde|veegt|schampte|duwde|duwt) (?:[^ .;?!]+ ){0,16}?(?:aan|tegen)\b"
          r"|\b(?:verschoof|verschuift|verschoven|verschuiven|verlegde|verlegt|verlegd)\b"
          r"|\b(?:streek|strijkt|veegde|veegt|wreef|wrijft|gleed|glijdt) (?:[^ .;?!]+ ){0,8}?over\b"
          r"|\b(?:tikte|tikt|tikken|drukte|drukt) (?:[^ .;?!]+ ){0,6}?op (?:de |een )?(?:CARD|kaart)\b"
          r"|\b(?:aanraakt|aangeraakt|aanraken|aanraakte|aangestoten|aanstootte|aantikt|aangetikt)\b|\b(?:stootte|stoot) tegen\b"
          r"|\b(?:schoof|schuift|duwde|duwt) (?:\S+ ){0,12}?(?:opzij|weg|aan de kant)\b"
          r"|\b(?:raakte|raakt|raken) (?:met (?:zijn|haar|z'n) \S+ )?(?:de |een |die )?(?:CARD|kaart|kaarten)\b"
          r"|\b(?:die|hem|de kaart|CARD) (?:met (?:zijn|haar|z'n) \S+ )?(?:raakte|raakt|stootte|stoot)\b"  # verb-final: "als de leider die met zijn elleboog raakte"
          r"|\bkaarten van de blinde (?:\S+ )?(?:rechtleggen|rechtlegde|rechtlegt|recht leggen|ordenen|ordende|ordent|schikken|schikte|schikt)\b"
          r"|\b(?:stootte|stoot|gooide|gooit|duwde|duwt) (?:[^ .;?!]+ ){0,16}?om\b(?! (?:te|de|het|een|dat)\b)")


def _partner_saw(text: str, offender: str | None) -> bool:
    """The offender's partner could see the card ("zodat zijn partner hem kon zien", "W zag de beeldzijde" for O)."""
    seers = r"(?:zijn|haar|de|mijn) partner|partner"
    if re.search(r"\bmijn partner\b", text) and not re.search(r"\bik (?:\S+ ){0,3}?(?:hield|liet|toonde|legde)\b", text):
        seers += "|ik"  # "mijn partner hield zijn kaart zo dat ik hem kon zien"
    if re.search(r"\b(?:uw|jouw|je) partner\b", text) and not re.search(r"\b(?:u|jij|je) (?:\S+ ){0,3}?(?:hield|liet|toonde|legde)\b", text):
        seers += "|u|jij|je"  # "als uw partner zijn kaart zo hield dat u hem kon zien"
    if offender:
        seers += rf"|SEAT_{PARTNER[offender]}"
    return bool(_search(
        text,
        rf"\b(?:{seers}) (?:\S+ ){{0,4}}?(?:kon|kan|kunnen|konden|zag|heeft|had|mocht) (?:\S+ ){{0,3}}?{_SEE}\b",
        rf"\b{_SEE} (?:\S+ ){{0,2}}?(?:voor|aan|door) (?:{seers})\b",
        rf"\b(?:voor|aan) (?:{seers}) (?:\S+ )?{_SEE}\b",
        rf"\b(?:liet|laat|toonde|toont) (?:\S+ ){{0,4}}?(?:zien )?aan (?:{seers})\b",
        rf"\b(?:liet|laat|had|heeft) (?:aan )?(?:{seers}) (?:\S+ ){{0,3}}?(?:laten )?zien\b",  # "had zijn partner de ♦A laten zien"
        rf"\bzo ?dat (?:{seers}) (?:\S+ ){{0,3}}?(?:(?:kon |kan )?zien|ziet|zag)\b",
        rf"\bdat (?:{seers}) (?:\S+ ){{0,3}}?(?:kon|kan|zag) (?:\S+ ){{0,2}}?(?:zien)?",
        rf"\b(?:{seers}) (?:\S+ )?(?:zag|zagen|heeft gezien|had gezien) (?:de |mijn |zijn |haar |die |een )?(?:CARD|kaart|beeldzijde|plaatje|voorkant)\b",
        rf"\b(?:{seers}) (?:de |zijn |haar |die |een )?(?:CARD|kaart|beeldzijde|plaatje|voorkant) (?:kon |kan )?(?:zag|zagen|zien|gezien)\b",  # verb-final
    ))


def _declarer_is_other(text: str, holder: str | None) -> bool:
    """The story sets the declarer apart from the holder of the card, who is then a defender:
    "W hield … zo dat O hem kon zien. De leider zegt dat …" (the declarer speaks about W's card)."""
    declarer = declarer_seat(text)
    if holder and declarer:
        return declarer != holder and declarer != PARTNER[holder]
    if not re.search(r"\b(?:de )?leider (?:(?!SEAT_)\S+ ){0,2}?(?:zegt|zei|vindt|vond|wil|wilde|eist|eiste|claimt|claimde|beweert|beweerde|meent|meende|"
                     r"roept|riep|vraagt|vroeg|stelt|stelde|protesteert|protesteerde|reageerde|reageert|zag|ziet|merkte|merkt)\b", text):
        return False
    if holder:
        return explicit_role(text, holder) in (None, "defender")
    # "ik hield mijn kaart … mijn partner zag …; de leider wil …": the writer holds the card
    return bool(re.search(r"\bik (?:\S+ ){0,3}?(?:hield|liet|toonde|had)\b", text) and re.search(r"\bmijn partner\b", text))


def _drop_negated_sight(text: str) -> str:
    """Blanks every clause (between . ; ,) where a sight word follows a negator. Linear per clause:
    the one regular expression this replaces backtracked for seconds on a long message."""
    parts = re.split(r"([.;,])", text)
    for i in range(0, len(parts), 2):
        negator = re.search(r"\b(?:niet|geen|nooit)\b", parts[i])
        if negator and re.search(r"\b(?:zien|gezien|zag|zagen|zichtbaar)\b", parts[i][negator.end():]):
            parts[i] = " "
    return "".join(parts)


# Putting dummy's cards in order, whatever the verb and word order: "schoof de kaarten van de blinde wat recht",
# "zette een kaart die scheef lag recht", "het rechtschuiven van de blinde", "sorteerde", "legde op volgorde".
# ("recht" as a right is no arranging: "het recht om", "recht op".)
_ARRANGE = (r"\b(?:legde|legt|leggen|zette|zet|zetten|schoof|schuift|schuiven|trok|trekt|trekken|duwde|duwt)\b(?: (?!het\b|geen\b)[^ .;?!]+){0,8}? recht\b(?! (?:om|op|heeft|had|van|tot)\b)"
            r"|(?<!het )(?<!geen )\brecht (?:\S+ )?(?:te )?(?:leggen|legde|zetten|zette|schuiven|schoof|trekken|trok)\b"
            r"|\brecht(?:schuiven|geschoven|leggen|gelegd|zetten|gezet|trekken|getrokken|schoof|legde|zette|trok)\b"
            r"|\b(?:ordenen|ordende|ordent|geordend|sorteren|sorteerde|sorteert|gesorteerd|schikken|schikte|netjes|rechtleggen|rechtlegde)\b"
            r"|\bop (?:een )?(?:volgorde|rij|rijtje) (?:\S+ )?(?:leggen|legde|legt|gelegd|zetten|zette|gezet)\b")


def _card_handling(text: str, offender: str | None = None) -> str | None:
    # "heeft de kaart niet aan zijn partner laten zien": a negated sight is no sight
    text = _drop_negated_sight(text)
    if _search(_face_words(text), r"\b(?:gedekte?|dicht|face down|beeldzijde naar beneden|gesloten)\b"):
        return "face_down_lead"
    if _search(text, r"\b(?:partner|maat) (?:\S+ ){0,3}?(?:kon|kan|kunnen|zag|heeft|had) (?:\S+ ){0,2}?(?:zien|gezien)\b",
               r"\bvoor (?:zijn|haar) partner (?:\S+ )?zichtbaar\b",  # "zijn kaart was voor zijn partner zichtbaar"
               r"\b(?:kon|kan|konden|kunnen|zag) (?:zijn|haar|de) partner (?:\S+ ){0,4}?(?:zien|gezien|zichtbaar)\b",  # inverted: "daardoor kon zijn partner de kaart zien"
               r"\bzichtbaar voor (?:zijn|haar|de) partner\b", r"\bzo ?dat (?:zijn|haar) partner (?:\S+ ){0,2}?(?:kon |kan )?(?:zien|ziet|zag)\b") \
            or (not re.search(r"\bleider\b", text) or offender and explicit_role(text, offender) == "defender"
                or _declarer_is_other(text, offender)) and _partner_saw(text, offender):
        return "defender_card_seen"
    if (_search(text, r"\bleider\b") or offender and role_of(text, offender) == "declarer") and _search(
        re.sub(r"\b(?:het )?tafelblad\b", "de tafel", text),  # "boven het tafelblad" is "boven de tafel"
        # held in the position of a played card: "had de ♣H al in speelpositie"
        r"\b(?:had|hield|houdt|heeft|hebben) (?:de |een |zijn |z'n )?(?:CARD|kaart) (?:(?!niet\b|geen\b)[^ .,;:?!]+ ){0,4}?in (?:de )?speel ?positie\b",
        r"\b(?:hield|houdt|hield|vasthield|vasthoudt) (?!geen\b|niet\b|niets\b)(?:\S+ ){0,5}?(?:zichtbaar|vlak boven|boven (?:de )?tafel|beeldzijde|zo vast|open)\b",
        r"\b(?:hield|houdt|vasthield|vasthoudt) (?!geen\b|niet\b|niets\b)(?:[^ .,;:?!]+ ){0,10}?(?:vlak |net |even )?boven (?:de )?tafel\b",
        r"\b(?:open|zichtbaar) (?:vlak )?boven (?:de )?tafel (?:\S+ )?(?:gehouden|hield|houdt|vastgehouden)\b",
        r"\b(?:vlak |net |even )?boven (?:de )?tafel (?:\S+ )?(?:houdt|hield|vasthoudt|vasthield|gehouden|vastgehouden)\b",
        r"\b(?:had|hield|houdt) (?:de |een |zijn )?(?:CARD|kaart) (?:zo |open |zichtbaar |al )*(?:vlak |net )?boven (?:de )?tafel\b"):
        return "declarer_card_held"
    if _search(text, _TOUCH) and _search(text, r"\b(?:blinde|tafel|tafelkaart)\b"):
        return "dummy_card_touched"
    if _search(text, _ARRANGE) and _search(text, r"\b(?:kaart|kaarten|CARD) (?:\S+ ){0,2}?(?:van|uit|op) (?:de )?(?:blinde|tafel)\b|\btafelkaart") \
            and _search(text, r"\bleider\b"):
        return "dummy_card_touched"  # declarer straightening dummy's cards touched them
    if _search(text, r"\b(?:pakt|pakte|neemt|nam|haalt|haalde|trok|trekt|schoof|schuift) (?:\S+ ){0,5}?(?:uit (?:de )?blinde|van tafel|van de blinde|uit de tafel)\b",
               r"\b(?:uit de blinde|van tafel|van de blinde) (?:\S+ )?(?:pakte|pakt|gepakt|haalde|gehaald|getrokken|genomen|nam|neemt)\b"):
        return "declarer_took_dummy_card"
    # a card named from the player's own hand and then put "op tafel" is no dummy card
    if re.search(r"\buit (?:zijn|haar|mijn|z'n|m'n) (?:eigen )?hand\b", text) \
            or not re.search(_DUMMY_CONTEXT, re.sub(r"\bop (?:de )?tafel\b", " ", text)):
        for quote in _quotes(text):
            if not re.search(_CORRECTION, quote) and _said_kind(quote) == "complete":
                return "named_card"
        if _search(text, r"\b(?:noemde|noemt|zei|zegt|riep|roept) (?:de |een )?CARD\b",
                   r"\b(?:kaart|CARD) (?:die |dat )?(?:ik|hij|zij|je|u) (?:\S+ ){0,2}?(?:noem|noemt|noemde|genoemd)\b",  # "als ik die (kaart) noem"
                   r"\b(?:ik|hij|zij|je|u) (?:die|deze|hem|een kaart|de kaart) (?:\S+ )?(?:noem|noemt|noemde)\b"):
            return "named_card"
    if _search(text, r"\b(?:legt|legde|gelegd|leggen) (?:\S+ ){0,4}?open\b", r"\bopen (?:\S+ ){0,2}?op tafel\b",
               r"\b(?:beeldzijde|voorkant|plaatje) (?:naar )?boven (?:\S+ ){0,3}?(?:legt|legde|gelegd|neerlegt|neerlegde|neergelegd)\b",
               r"\bopen (?:had |heeft |hebt |heb )?(?:neergelegd|gelegd|neerlegde|neerlegt)\b",
               r"\b(?:legt|legde|gelegd|leggen) (?:\S+ ){0,8}?(?:(?:beeldzijde|voorkant|plaatje) (?:naar )?boven|zichtbaar op tafel)\b"):
        return "face_up_on_table"
    return None


# One player replaced his card (any verb, any player: "leider Z mocht na zijn verzaking een andere kaart leggen",
# "mijn RT moest zijn ♦5 terugnemen") ...
_REPLACED = (r"(?:een )?andere kaart (?:[^ .;?!]+ ){0,3}?(?:leggen|spelen|legde|speelde|legt|speelt|gelegd|gespeeld|bijspelen|bijleggen)\b"
             r"|\b(?:legde|legt|speelde|speelt|gooide|gooit)\b(?: [^ .;?!]+){0,6}? (?:een )?andere kaart\b"
             r"|\b(?:zijn|haar|z'n) (?:[^ .;?!]+ )?(?:kaart|CARD)\b(?: [^ .;?!]+){0,6}? (?:vervangen|verving|vervangt|terugnemen|terugnam|terugneemt"
             r"|teruggenomen|terugpakken|terugpakte|teruggepakt|wisselen|wisselde|verwisselen|verwisselde|veranderen|veranderde|wijzigen|wijzigde)\b"
             # the separable verb apart: "toen nam W zijn kaart terug"
             r"|\b(?:nam|neemt|pakte|pakt|haalde|haalt) (?:[^ .;?!]+ ){0,3}?(?:zijn|haar|z'n) (?:[^ .;?!]+ )?(?:kaart|CARD) (?:weer )?terug\b")
# ... and then another player "also" wants his own card back: "mag die (kaart van mij) nu ook terug?", "wil nu ook een andere kaart leggen".
_ALSO_BACK = (r"\book\b(?: [^ .;?!]+){0,4}? (?:terug|terugnemen|terugpakken|terughalen|teruggeven|wisselen|vervangen|veranderen|wijzigen|andere kaart)\b"
              r"|\b(?:terug|terugnemen|terugpakken|wisselen|vervangen|veranderen|wijzigen)\b(?: [^ .;?!]+){0,2}? ook\b")


def _replaced_then_also(text: str) -> re.Match | None:
    """The clause in which one player replaced his card, when a later clause has another player want his back too."""
    for match in re.finditer(_REPLACED, text):
        rest = text[match.end():]
        if re.search(r" [.;,?] ", rest) and _search(rest, _ALSO_BACK):
            return match
    return None


def _withdrawal_reason(text: str, corrected: bool | None) -> str | None:
    if corrected or _search(text, r"\bverspreking\b", r"\bversprak\b"):
        return "unintended_designation"
    if _search(text, r"\b(?:verkeerd|fout|per ongeluk) (?:\S+ )?(?:noemde|noemt|genoemd|benoemde|zei|gezegd)\b", r"\b(?:noemde|noemt|genoemd|zei|gezegd) (?:\S+ )?(?:verkeerd|fout)\b") \
            and _search(text, r"\b(?:meteen|direct|onmiddellijk|gelijk) (?:\S+ )?(?:verbeteren|verbeterde|verbetert|corrigeren|corrigeerde|herstellen|herstelde)\b"):
        return "unintended_designation"  # a card named wrongly and corrected at once
    if _search(text, r"\b(?:verkeerde|foute|onjuiste|verkeerd gegeven) (?:uitleg|informatie|inlichtingen)\b", r"\bverkeerd (?:\S+ )?(?:had |heeft )?uitgelegd\b", r"\bmisinformatie\b",
               r"\b(?:verkeerd|fout|onjuist) (?:\S+ )?(?:had |heeft )?(?:ingelicht|geïnformeerd|geinformeerd|voorgelicht|uitgelegd)\b",
               # an explanation that later proved wrong: "nadat O had uitgelegd dat 2♥ zwak was. later bleek het sterk"
               r"\b(?:uitgelegd|uitleg|uitlegde|uitlegt|alerteerde|alerteert)\b[^?!]*?\b(?:bleek|bleken|klopte niet|klopt niet|was fout|was verkeerd|was onjuist|niet juist was)\b",
               r"\b(?:verteld|vertelde|gezegd|zei|zegt)\b (?:\S+ ){0,2}?dat CALL\b[^?!]*?\b(?:bleek|bleken|klopte niet|klopt niet|was fout|was verkeerd|was onjuist|niet juist was)\b"):
        return "misexplanation"
    if _search(text, rf"\b(?:lt|rt|linkertegenstander|rechtertegenstander|tegenstander|tegenspeler|SEAT_[NOZW]) (?:nam|neemt) (?:zijn|haar) kaart terug (?:en )?(?:\S+ )?(?:speelde|speelt|legde|legt|gooide|gooit)\b",
               r"\b(?:linkertegenstander|rechtertegenstander|tegenstander|tegenspeler|SEAT_[NOZW]) (?:zijn|haar) (?:\S+ )?kaart (?:heeft |had )?(?:teruggenomen|terugnam|terugneemt|teruggepakt)\b",
               r"\b(?:linkertegenstander|rechtertegenstander|tegenstander|lt|rt) (?:\S+ ){0,2}?(?:mocht|mag|moest|moet|heeft|had) (?:zijn|haar) (?:\S+ )?kaart (?:\S+ )?(?:terugnemen|terugpakken|teruggenomen|teruggepakt)\b",
               r"\b(?:linkertegenstander|rechtertegenstander|tegenstander|tegenspeler|SEAT_[NOZW]) (?:\S+ )?(?:verving|vervangt|verwisselde|wisselde|ruilde|veranderde|verandert|wijzigde|wijzigt) (?:zijn|haar) (?:\S+ )?kaart\b",
               r"\b(?:linkertegenstander|rechtertegenstander|tegenstander|lt|rt) (?:\S+ )?(?:een )?andere kaart (?:is gaan spelen|ging spelen|speelde|speelt|heeft gespeeld|neerlegde|legde)\b",
               r"\bSEAT_[NOZW] (?:\S+ )?(?:zijn|haar) (?:CARD|kaart) (?:\S+ )?(?:terugnemen|terugpakken|teruggenomen|terugnam|vervangen|verving)\b[^?]*\b(?:ook|eveneens) (?:\S+ ){0,2}?(?:terugnemen|terugpakken|terug|veranderen|wisselen|vervangen)\b",
               r"\b(?:linkertegenstander|rechtertegenstander|tegenstander) (?:\S+ )?(?:zijn|haar) (?:\S+ )?kaart (?:\S+ )?(?:verving|vervangt|verwisselde|wisselde|ruilde|veranderde|verandert|wijzigde|wijzigt|veranderd|vervangen|gewijzigd|terugnam|terugneemt)\b") \
            or _replaced_then_also(text):
        return "opponent_changed"
    if _search(text, r"\b(?:zei|zegt|riep) (?:\S+ ){0,2}?(?:dat )?(?:ik|hij|zij|jij|je|u) aan de beurt (?:was|is|bent|ben)\b",
               r"\b(?:zei|zegt|riep|vertelde|gezegd|verteld) (?:\S+ ){0,3}?dat (?:ik|hij|zij|het|SEAT_[NOZW]) (?:moest|mocht|aan de beurt|aan slag|zijn beurt|mijn beurt)\b"):
        return "told_wrong_turn"
    if _search(text, r"\bjuiste speler (?:\S+ ){0,3}?(?:alsnog |zelf )*voor\b", r"\bdie wel aan de beurt was (?:\S+ ){0,3}?voor\b"):
        return "proper_lead"
    if _search(text, rf"\b(?:had|heeft) (?:nog |wel )(?:\S+ )?{SUIT}s?\b[^.;?!]*\b(?:gevraagd|voorgespeeld)\b", r"\bniet (?:bekend|bekende|bekennen|beleed)\b",
               rf"\b(?:nog|wel) (?:\S+ )?{SUIT}s? (?:had|heeft)\b[^.;?!]*\b(?:gevraagd|voorgespeeld)\b") \
            and _search(text, r"\b(?:herstel\w*|corrigeren|rechtzetten|te verbeteren)\b"):
        return "illegal_play"  # a revoke in plain words, to be corrected
    if _search(text, r"\b(?:verzaking|verzaakt) (?:\S+ )?(?:te )?herstellen\b", r"\bherstellen van (?:de )?verzaking\b", r"\bonreglementair gespeeld\b") \
            or _search(text, r"\b(?:verzaakt|verzaakte|verzaking|revoke|niet bekend|niet bekende)\b") and _search(text, r"\b(?:herstel\w*|corrigeren|rechtzetten|te verbeteren)\b"):
        return "illegal_play"
    if _search(text, r"\brechtzetting\b"):
        return "rectification"
    if _search(text, r"\bbedacht (?:hij |zij |ze |ik )?zich\b", r"\bbedacht (?:ik )?(?:me|mij)\b", r"\bna (?:even |lang |wat )?nadenken\b", r"\bvan gedachten? (?:verandert|veranderd|veranderde|veranderen)\b", r"\bbedenkt (?:hij |zij |ze |ik )?zich\b", r"\bik bedoel(?:de)? (?:eigenlijk |toch )?(?:de |het )?(?:CARD|andere)\b",
               r"' (?:oh |o |oeps )?(?:, )?nee\b", r"\bzich (?:\S+ )?(?:bedacht|bedenkt|bedenken)\b", r"\bvergis\w*\b", r"\b(?:wil|wilde) (?:\S+ ){0,3}?(?:toch|liever|andere|ander|iets anders)\b",
               r"\b(?:bedoelde|wilde) (?:\S+ )?(?:de |een )?(?:andere|ander)\b", r"\b(?:een |de )?andere bedoelde\b", r"\bik wilde\b",
               r"\bverkeerde kaart\b", r"\b(?:omwisselen|omruilen|verwisselen|wisselen|ruilen|vervangen)\b", r"' nee (?:, )?(?:toch|de|het)\b", r"\bdacht (?!alleen\b|gewoon\b|nog\b)(?:\S+ )?na\b",
               rf"\bwil (?:hij |zij |ik )?(?:nu )?(?:toch )?(?:de |een )?(?:CARD|andere|ander|{SUIT})(?! (?:\S+ )?(?:als|gespeeld|laten gelden)\b)", r"\bnu wil (?:hij|zij|ik)\b",
               r"\bbedoelde (?:eigenlijk|juist|toch) (?:de |een )?(?:CARD|andere|ander)\b",
               r"\b(?:wilde|wou) (?:hij |zij |ik )?eigenlijk (?:de |een )?(?:CARD|andere|ander|\S+ (?:spelen|leggen|uitkomen))\b",
               r"\btoch (?:de |een )?(?:CARD|andere|ander\w*) (?:\S+ )?(?:wil|wilde|wou)\b",
               r"\b(?:terwijl|maar|omdat|want) (?:hij|zij|ik) (?:eigenlijk )?(?:de |een )?(?:CARD|andere|ander\w*) (?:kaart )?(?:bedoelde|bedoelt|wilde)\b",
               r"\bdat (?:hij|zij|ik) (?:eigenlijk |toch )?(?:de |een )?(?:CARD|andere|ander\w*) (?:kaart )?(?:had )?(?:bedoelde|bedoelt|bedoeld)\b"):
        return "change_of_mind"
    return None


def _card_topic(text: str) -> str | None:
    if _search(text, r"\bwelke kaart (?:\S+ ){0,3}?(?:blinde|tafel)\b", r"\bniet volledig\b", r"\bonvolledig\w*\b"):
        return "designation"
    if _search(text, r"\bterug(?:nemen|genomen|trekken|halen)?\b"):
        return "withdraw"
    if _search(text, r"\b(?:is|geldt|wordt|telt) (?:[^.;!?]+ ){0,14}?(?:als )?gespeeld\b", r"\bgespeelde? kaart\b",
               # "vanaf welk moment ligt de kaart van een tegenspeler vast": when a card counts as played
               r"\b(?:ligt|lag|liggen|zit|zat|staat) (?:(?!niet\b)[^.;!?,]+ ){0,8}?vast\b"):
        return "played"
    return None


@extractor("card_played", replaces=True)
def card_played(reader: Reader) -> dict[str, Any]:
    text = _text(reader)
    handling = _card_handling(text, _card_offender(text))
    # a complete card named from dummy can be a slip of the tongue too (45C4b), like one named from hand
    named = handling == "named_card" or handling is None and (designation_kind(text) == "complete" or _search(
        # a card named without saying which ("noemde een kaart uit de blinde, versprak zich"): a naming all the same
        text, r"\b(?:noemde|noemt|genoemd|riep|roept) (?:\S+ ){0,2}?(?:kaart|CARD)\b", r"\bversp(?:rak|reekt|raken|roken|reking)\b"))
    corrected = _flag(
        text,
        (r"\b(?:verbeterde|verbetert|corrigeerde|corrigeert|herstelde) (?:zich |het )?(?:\S+ )?(?:meteen|direct|onmiddellijk|gelijk)\b",
         r"\b(?:meteen|direct|onmiddellijk|gelijk) (?:daarna |erna |erachteraan |erachter )?(?:: |, )?' (?:nee|oeps|sorry|o nee|oh nee|toch|ik bedoel)\b",
         r"\b(?:meteen|direct|onmiddellijk) (?:verbeterd|gecorrigeerd|hersteld)\b",
         r"\bin (?:één|een|1|dezelfde) adem\b", r"\bzonder (?:na te denken|nadenken|aarzelen|aarzeling|pauze|te aarzelen)\b",
         r"\bbinnen (?:een|één|1|een paar|enkele|twee|2) (?:tel|tellen|seconde|seconden|sec)\b",
         r"\b(?:meteen|direct|onmiddellijk|gelijk) (?:[^'.;?!]+ ){0,5}?' (?:nee|oeps|sorry|o nee|oh nee|toch|ik bedoel)\b",
         rf"' (?:[^']+ )?(?:CARD|{RANK}|{SUIT}) (?:\.\.\. |, |- )?(?:nee|oeps|sorry|o nee|oh nee) (?:, )?(?:ik bedoel )?(?:de )?(?:CARD|{RANK}|{SUIT})\b[^']*'"),
        (r"\bdacht (?:\S+ )?na\b", r"\bna (?:\S+ )?nadenken\b", r"\bpas na (?:een |enkele |een paar )?(?:minuut|minuten|tijdje|tijd|seconden|poosje|even)\b",
         r"\bna (?:een |enkele |een paar |een halve |een hele |twee |drie )(?:halve )?(?:minuut|minuten|tijdje|poos|poosje) (?:\S+ )?(?:denken|nadenken|twijfelen|aarzelen|wachten|stilte)\b", r"\blater (?:verbeterd|gecorrigeerd)\b", r"\bbedacht (?:hij |zij )?zich\b",
         r"\b(?:verbeterde|verbetert|corrigeerde|corrigeert|herstelde) (?:\S+ ){0,4}?(?:pas|later|na een tijdje|na een tijd|na even)\b",
         r"\b(?:verbeterde|verbetert|corrigeerde|corrigeert|herstelde) (?:\S+ ){0,2}?niet (?:meteen|direct|onmiddellijk|gelijk)\b"),
    ) if named else None
    reason = _withdrawal_reason(text, corrected)
    kind = designation_kind(text) if handling in (None, "face_up_on_table") else None
    if kind:
        handling = None
    offender = _card_offender(text)
    if handling in ("declarer_card_held", "dummy_card_touched", "declarer_took_dummy_card") and offender \
            and role_of(text, offender) != "declarer" and re.search(
                rf"\bSEAT_{offender} (?:\S+ ){{0,2}}?(?:zei|zegt|vindt|vond|eist|eiste|beweert|beweerde|meent|meende|stelt|stelde|riep|roept|protesteert|protesteerde)\b", text):
        offender = None  # "de leider hield … ; W zei dat de kaart gespeeld was": W only comments, the declarer is unnamed
    if handling in ("declarer_card_held", "dummy_card_touched", "declarer_took_dummy_card") and offender \
            and not declarer_seat(text) and explicit_role(text, offender) != "declarer" and re.search(r"\bde leider\b", text) \
            and re.search(rf"\bSEAT_{offender} (?:had|heeft) (?:nog )?(?:niet|niets|niks|geen)\b", text):
        offender = None  # "de leider pakte … ; Z had nog niet gespeeld": Z is only the next player
    facts = _set({}, offender=offender, card_handling=handling, designation_corrected=corrected, withdrawal_reason=reason)
    facts.update(_designation_facts(text, kind))
    if handling == "defender_card_seen":
        _set(facts, already_played_to_trick=_flag(
            text,
            (r"\bal (?:had )?(?:(?!niet\b|geen\b)\S+ ){0,5}?(?:bijgespeeld|gespeeld|gelegd)\b", r"\bin deze slag al\b"),
            (r"\bnog niet (?:\S+ ){0,3}?(?:bijgespeeld|gespeeld|gelegd)\b", r"\b(?:moest|moet) (?:\S+ ){0,4}?nog (?:spelen|bijspelen)\b",
             r"\bvoordat (?:hij|zij|SEAT_[NOZW]) (?:zelf )?aan (?:de )?(?:beurt|slag|bod|zet) (?:was|is|kwam)\b", r"\bnog (?:niets|niks|geen kaart) (?:\S+ )?(?:bijgespeeld|gespeeld|gelegd)\b", r"\bvoordat (?:hij|zij|SEAT_[NOZW]) (?:\S+ ){0,4}?(?:had |heeft )?(?:bijgespeeld|gespeeld|gelegd|speelde|speelt|bijspeelde|bijspeelt)\b"),
        ))
    if handling == "dummy_card_touched":
        purpose = None
        to_play = (r"\b(?:bewust|opzettelijk|om (?:hem|haar|die|de kaart) te spelen)\b", r"\bbedoeling (?:\S+ ){0,3}?te spelen\b",
                   r"\b(?:wilde|wou|wil) (?:hem|haar|die|deze|de kaart) (?:ook )?spelen\b", r"\b(?:hem|haar|die|deze|de kaart) (?:ook )?(?:wilde|wou|wil) (?:\S+ )?spelen\b")
        if _search(text, _ARRANGE):
            # "raakte hem aan om hem te spelen, zegt nu dat hij alleen wilde ordenen": two stories, the WL decides
            purpose = None if _search(text, *to_play) else "arrange"
        elif _search(text, r"\b(?:erboven|eronder|erachter|ernaast|erbij) (?:\S+ )?(?:te )?(?:pakken|nemen|vandaan)\b",
                     r"\bom (?:\S+ ){0,6}?(?:erboven|eronder|erachter|ernaast|onder|boven|achter) (?:\S+ ){0,3}?te (?:pakken|nemen|bereiken|kunnen|komen)\b",
                     r"\bom (?:bij|aan) (?:de |een |die |zijn )?(?:CARD|kaart|\S+) (?:\S+ ){0,2}?te (?:kunnen|komen|pakken)\b",
                     r"\bom (?:de |een |die )?(?:CARD|kaart|\S+) (?:\S+ ){0,3}?te (?:bereiken|pakken)\b(?<!te spelen)",
                     # "toen hij de ♦6 wilde pakken die erboven lag": reaching for a neighbouring card
                     r"\b(?:wilde|wou|wil|ging|probeerde) (?:\S+ ){0,4}?(?:te )?(?:pakken|nemen|bereiken)\b[^.;?!]*?\b(?:erboven|eronder|erachter|ernaast|daarboven|daaronder)\b",
                     r"\b(?:erboven|eronder|erachter|ernaast|daarboven|daaronder) (?:\S+ ){0,3}?(?:wilde|wou|wil|ging|probeerde) (?:\S+ ){0,3}?(?:te )?(?:pakken|nemen|bereiken)\b",
                     # reaching for one card and touching another on the way: "reikte naar de ♠A en raakte daarbij de ♠4 aan"
                     r"\b(?:reikte|reikt|reikten|greep|grijpt|graaide|graait|strekte|strekt|reiken|grijpen) (?:\S+ ){0,5}?naar (?:de |een |die |zijn |haar )?(?:CARD|kaart|\S+)\b[^.;?!]*?\b(?:daarbij|onderweg|toen|en raakte|en raakt|en stootte|en stoot|maar raakte|maar stootte)\b"):
            purpose = "reach"
        elif _search(text, r"(?<!niet )\b(?:per ongeluk|onopzettelijk|niet opzettelijk|stootte|per abuis|onbedoeld|niet bedoeld|onbewust|niet expres)\b",
                     r"\bzonder dat (?:hij|zij|ik) (?:dat |het )?(?:wilde|wou|bedoelde|merkte|doorhad|wist)\b",
                     r"\b(?:toen|terwijl) (?:hij|zij|ik) (?:zijn|haar|mijn) (?:glas|kopje|koffie|thee|pen|scorekaart|bidbox|biedkaarten|jas|tas|bril|telefoon)\b",
                     r"\b(?:was|is) (?:helemaal )?niet (?:de |zijn )?(?:bedoeling|opzet)\b"):
            purpose = "accidental"
        elif _search(text, *to_play):
            purpose = "play"
        _set(facts, touch_purpose=purpose)
    if reason in ("misexplanation", "change_of_mind", "told_wrong_turn") and handling != "defender_card_seen":
        _set(facts, card_played_since=_flag(
            text,
            (r"\bblinde (?:ligt|lag) (?:al |inmiddels |reeds )?open\b",
             r"\bnadat (?:de |zijn |haar )?(?:SEAT_[NOZW]|leider|blinde|partner|linkertegenstander|rechtertegenstander|tegenspeler) (?:\S+ ){0,3}?(?:had |heeft )?(?:bij)?gespeeld\b",
             # the trick was turned, the next one led: "de slag was al omgedraaid", "had al naar de volgende slag voorgespeeld"
             r"\bslag (?:was|is|werd) (?:al )?(?:omgedraaid|gekeerd|dichtgelegd|gesloten|afgelopen|voorbij)\b",
             r"\b(?:speelde|speelt|legde|legt|gooide|gooit) er (?:al |daarna |ook )+(?:een kaart |\S+ )?(?:op|bij)\b", r"\b(?:had|heeft) al naar de (?:volgende|nieuwe) slag (?:voorgespeeld|gespeeld)\b", r"(?<!kaart )\bal (?:een kaart )?(?:bij)?gespeeld\b", r"\bal verder gespeeld\b",
             r"\b(?:leider|blinde|partner|SEAT_[NOZW]|linkertegenstander|rechtertegenstander) (?:\S+ )?al (?:(?!terug|SEAT_)[^ .;?!]+ ){0,4}?(?:had |heeft )?(?:bij)?gespeeld\b",
             r"\bblinde (?:\S+ ){0,2}?al (?:op tafel|open) (?:ligt|lag|gelegd)\b",
             r"\ber (?:\S+ ){0,3}?al (?:\S+ ){0,2}?op (?:bij|gespeeld|bijgespeeld)\b",
             # "W had er (inmiddels) al overheen gespeeld", "N had al een kaart op die ♦9 gelegd"
             r"\ber (?:(?!niet\b|niks\b|niets\b)\S+ ){0,2}?(?:al|inmiddels|reeds) (?:(?!niet\b|niks\b|niets\b)\S+ ){0,2}?(?:overheen|bovenop|over) (?:heeft |had )?(?:gespeeld|gelegd|gegooid|bijgespeeld)\b",
             r"\b(?:al|inmiddels|reeds) (?:een kaart |een |iets )?(?:op|over|bovenop) (?:die |de |deze |zijn |haar |z'n )?(?:CARD|kaart) (?:\S+ )?(?:gelegd|gespeeld|gegooid)\b",
             r"\ber (?:\S+ ){0,2}?al (?:een kaart |een |iets |de CARD )?(?:op|bij) (?:heeft |had |hebben )?(?:gelegd|gespeeld|bijgespeeld|gegooid)\b", r"\bdaarna (?:\S+ ){0,3}?al (?:\S+ ){0,2}?(?:bij|bijgespeeld|gespeeld)\b"),
            (r"\bnog niet (?:verder |is |werd |heeft |had )?(?:bij)?gespeeld\b", r"\bnog (?:niets|niks|geen kaart) (?:op )?(?:bij)?gespeeld\b",
             r"\b(?:nog )?(?:niks|niets|geen kaart) (?:op )?(?:gelegd|opgelegd|bijgelegd|bijgespeeld)\b",
             r"\bniemand (?:had |heeft )?(?:nog )?(?:iets )?(?:bij)?gespeeld\b",
             r"\bvolgende speler (?:\S+ )?nog (?:niet|niets|niks) (?:heeft |had )?(?:bij)?gespeeld\b",
             r"\bniemand (?:had |heeft )?(?:er )?(?:nog )?(?:iets |een kaart )?(?:op |bij )?(?:gelegd|gespeeld|bijgespeeld|opgelegd|bijgelegd)\b",
             r"\bvoordat de blinde (?:\S+ )?(?:open|op tafel|neergelegd|opengelegd)\b", r"\bblinde (?:lag|was|ligt|is) (?:toen |daar |op dat moment )?nog (?:niet open|dicht|niet op tafel)\b",
             r"\bblinde nog (?:niet|geen kaart) (?:open |op tafel |neergelegd )?(?:ligt|lag|is|was|heeft|had)\b",
             r"\bvoordat (?:de )?(?:SEAT_[NOZW]|leider|blinde|iemand|linkertegenstander|rechtertegenstander) (?:\S+ )?(?:had |heeft )?(?:bij)?gespeeld\b",
             r"\bblinde (?:\S+ ){0,2}?(?:nog )?(?:niet|niks|niets|geen kaart|geen kaarten) (?:\S+ )?(?:open|neergelegd|opengelegd)\b"),
        ))
    if not (handling or reason or kind) and "?" in text:
        _set(facts, card_topic=_card_topic(text))  # the topic of a general question, not of an incident
    return facts


def _replacer_seats(text: str) -> set[str]:
    """The seat that replaced his card, when another player wants his own back too ("W legde na de correctie van
    zijn verzaking een andere kaart. Noord … wil die nu ook terug": W is not the one asking)."""
    match = _replaced_then_also(text)
    if not match:
        return set()
    clause = re.split(r" [.;,?:] ", text[: match.start()])[-1]
    return set(re.findall(r"\bSEAT_([NOZW])\b", clause)[:1])


def _card_offender(text: str) -> str | None:
    seat = first_seat(
        text,
        (
            rf"\b(?:leider|tegenspeler) (?:, )?\(? ?SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) \(? ?(?:de )?(?:leider|tegenspeler)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:{WP} ){{0,4}}?(?:{VERB_PLAY}|{SAY}|wil|wilde|wou|hield|houdt|liet|raakte|raakt|kwam|haalde|haalt|trok|trekt|streek|toonde|nam (?:zijn|haar) (?:\S+ )?(?:kaart|CARD|uitkomst) terug)\b",
            rf"\b(?:mag|kan|moet|wil) SEAT_(?P<s>[NOZW]) (?:zijn|haar|de) (?:kaart|uitkomst|CARD)\b",
            r"\b(?:laat|liet|mag|moet) SEAT_(?P<s>[NOZW]) (?:zijn|haar|de) (?:kaart|uitkomst|CARD)\b",
            r"\bCARD van SEAT_(?P<s>[NOZW])\b",
            r"\b(?:speelde|speelt|legde|legt|gooide|gooit|noemde|noemt|hield|houdt|toonde|toont|liet|laat) SEAT_(?P<s>[NOZW]) (?:zijn|haar|de|een) (?:kaart|CARD|uitkomst)\b",
            r"\b(?:wil|wilde|mag|moet|kan) SEAT_(?P<s>[NOZW]) (?:\( [^)]+ \) )?(?:ook |nu |dan )*(?:zijn|haar|de) (?:eigen )?(?:bijgespeelde |gespeelde )?(?:kaart|uitkomst|CARD)\b",
            r"(?:^ ?|[.;:] )SEAT_(?P<s>[NOZW]) (?:' |(?:zijn |de )?(?:kaart|CARD|gedekte|uitkomst)\b)",
            r"\b(?:uitkomst|kaart) van SEAT_(?P<s>[NOZW])\b",
            rf"\bSEAT_(?P<s>[NOZW]) , die [^,.;?!]+ , (?:{VERB_PLAY}|{SAY}|wil|hield|houdt|raakte|raakt)\b",
            rf"\bSEAT_(?P<s>[NOZW]) (?:is|was) (?:wel |gewoon |zelf )?aan de beurt (?:om (?:\S+ ){{0,3}}?)?[^.;?!]*?(?:,|\ben) (?:{VERB_PLAY}|{SAY}|hield|houdt|raakte|raakt)\b",
        ),
        exclude=set(re.findall(r"\b(?:uitleg|bod|bieding) (?:van|door) SEAT_([NOZW])\b", text))
        | set(re.findall(r"\b(?:omdat|nadat) SEAT_([NOZW])\b", text))
        # a seat in a time clause only dates the act: "verbeterde het meteen, voordat O iets speelde"
        | set(re.findall(r"\b(?:voordat|voor|totdat|tot|zodra|zonder dat) SEAT_([NOZW]) (?:\S+ ){0,3}?(?:speelde|speelt|bijspeelde|bijspeelt|had gespeeld|kon spelen)\b", text))
        # the contract's seat named as its owner ("tijdens 4♠ van noord legde oost …"), when another seat acts
        | (set(re.findall(r"\b(?:CALL|contract) (?:\S+ ){0,2}?(?:van|door) SEAT_([NOZW])\b", text))
           if len(set(re.findall(r"\bSEAT_([NOZW])\b", text))) > 1 else set())
        # a seat that has not played yet is only the next player ("nu oost nog niet heeft bijgespeeld")
        | set(re.findall(r"\b(?:nu|terwijl|als|wanneer|want|maar|en) SEAT_([NOZW]) (?:\S+ )?(?:nog )?(?:niet|niets|niks|geen kaart) (?:(?:had|heeft) )?(?:bij)?gespeeld\b", text))
        # the opponent who changed his card is not the one taking his back
        | _replacer_seats(text)
        | (set(re.findall(r"\bSEAT_([NOZW]) (?:\S+ )?(?:verving|vervangt|verwisselde|wisselde|ruilde|veranderde|verandert|wijzigde|wijzigt|nam (?:zijn|haar) kaart terug (?:en|,) (?:\S+ )?(?:speelde|legde|gooide))\b", text))
           if re.search(r"\b(?:terug|terugnemen|terugpakken|andere kaart)\b", text) else set()),
    )
    if not seat and speaker_seat(text) and re.search(
            rf"\bik (?:\S+ ){{0,4}}?(?:{VERB_PLAY}|{SAY}|nam|neem|hield|raakte|wilde|verbeterde)\b", text):
        seat = speaker_seat(text)  # "ik zat O en nam mijn kaart terug"
    return seat
