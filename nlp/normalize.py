"""Small pure helpers that read bridge notation in Dutch messages; each is tested alone."""

from __future__ import annotations

import re
import unicodedata

MAX_CHARS = 2000

_SUIT_SYMBOLS = {"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\ufe0f": ""}
_TAG_RE = re.compile(r"<[^>\n]{0,200}>")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]")
_MD_RE = re.compile(r"(\*\*|__|`{1,3}|~~)")

SEAT_WORDS = {
    "n": "N", "noord": "N", "noorden": "N",
    "o": "O", "oost": "O", "oosten": "O", "e": "O",
    "z": "Z", "zuid": "Z", "zuiden": "Z", "s": "Z",
    "w": "W", "west": "W", "westen": "W",
}
SUIT_WORDS = {
    "♠": "S", "schoppen": "S", "sch": "S", "s": "S", "spades": "S", "spade": "S", "sp": "S",
    "♥": "H", "harten": "H", "ha": "H", "h": "H", "hearts": "H", "heart": "H", "hart": "H",
    "♦": "D", "ruiten": "D", "ru": "D", "r": "D", "diamonds": "D", "ruit": "D",
    "♣": "C", "klaveren": "C", "kl": "C", "k": "C", "clubs": "C", "klaver": "C",
    "sa": "NT", "nt": "NT", "zt": "NT", "sans": "NT",
}
RANK_WORDS = {
    "a": "A", "aas": "A", "h": "K", "heer": "K", "k": "K", "koning": "K", "v": "Q", "vrouw": "Q",
    "q": "Q", "b": "J", "boer": "J", "j": "J", "10": "T", "t": "T", "tien": "T",
    **{str(n): str(n) for n in range(2, 10)},
    "twee": "2", "drie": "3", "vier": "4", "vijf": "5", "zes": "6", "zeven": "7", "acht": "8", "negen": "9",
}
ORDINALS = {
    "eerste": 1, "tweede": 2, "derde": 3, "vierde": 4, "vijfde": 5, "zesde": 6, "zevende": 7,
    "achtste": 8, "negende": 9, "tiende": 10, "elfde": 11, "twaalfde": 12, "dertiende": 13, "laatste": 13,
}
NUMBER_WORDS = {
    "geen": 0, "nul": 0, "een": 1, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6,
    "zeven": 7, "acht": 8, "negen": 9, "tien": 10, "elf": 11, "twaalf": 12, "dertien": 13,
}


def clean_text(raw: str | bytes) -> str:
    """Readable text from whatever arrived: decoded, NFKC, no tags or control bytes, one line of spaces."""
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8", errors="replace")
    text = unicodedata.normalize("NFKC", raw)
    for variant, symbol in _SUIT_SYMBOLS.items():
        text = text.replace(variant, symbol)
    text = _TAG_RE.sub(" ", text)
    text = _MD_RE.sub("", text)
    text = _CONTROL_RE.sub(" ", text)
    return " ".join(text.split())[:MAX_CHARS]


def has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


_CALL_RE = re.compile(
    r"^(?P<level>[1-7])\s*(?P<strain>sa|nt|zt|♠|♥|♦|♣|sch|ha|ru|kl|s|h|d|r|c|k)$", re.IGNORECASE
)


def parse_call(text: str) -> str | None:
    """'1SA' → '1NT', '2♠' → '2S', '3h' → '3H', 'pas' → 'P', 'doublet'/'X' → 'X', 'XX' → 'XX'."""
    t = text.strip().lower().rstrip(".,!?")
    if t in ("pas", "past", "pass", "passe"):
        return "P"
    if t in ("x", "doublet", "dbl", "doublé", "double"):
        return "X"
    if t in ("xx", "redoublet", "rdbl", "redouble"):
        return "XX"
    match = _CALL_RE.match(t)
    if not match:
        return None
    strain = match.group("strain")
    if strain in ("d", "r"):
        return f"{match.group('level')}D"
    if strain in ("c", "k"):
        return f"{match.group('level')}C"
    return f"{match.group('level')}{SUIT_WORDS[strain]}"


_CARD_RE = re.compile(
    r"^(?:(?P<s1>[♠♥♦♣])\s*(?P<r1>10|[2-9akhvbqjt])|(?P<r2>10|[2-9akhvbqjt])\s*(?P<s2>[♠♥♦♣]))$", re.IGNORECASE
)


def parse_card(text: str) -> str | None:
    """'♠A' → 'SA', '♦H' → 'DK', 'V♥' → 'HQ', 'schoppen aas' → 'SA', 'ruiten 10' → 'DT'."""
    t = text.strip()
    match = _CARD_RE.match(t)
    if match:
        suit = match.group("s1") or match.group("s2")
        rank = (match.group("r1") or match.group("r2")).lower()
        return SUIT_WORDS[suit] + RANK_WORDS[rank]
    words = t.lower().split()
    if len(words) == 2:
        suit, rank = words
        if suit in SUIT_WORDS and rank in RANK_WORDS and SUIT_WORDS[suit] != "NT":
            return SUIT_WORDS[suit] + RANK_WORDS[rank]
    return None


_TRICK_RE = re.compile(r"^(?:(?P<n>1[0-3]|[1-9])\s*(?:e|de|ste)?)$", re.IGNORECASE)


def parse_trick_number(text: str) -> int | None:
    """'7', '7e', '7de', 'zevende', 'twaalfde' → the number 1–13."""
    t = text.strip().lower()
    if t in ORDINALS:
        return ORDINALS[t]
    if t in NUMBER_WORDS and NUMBER_WORDS[t] >= 1:
        return NUMBER_WORDS[t]
    match = _TRICK_RE.match(t)
    return int(match.group("n")) if match else None


def parse_count(text: str) -> int | None:
    """'2', 'twee', 'geen' → a small number."""
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    return NUMBER_WORDS.get(t)


def parse_seat(text: str) -> str | None:
    return SEAT_WORDS.get(text.strip().lower().rstrip(".,:;!?"))


def stem(word: str) -> str:
    """A crude Dutch stem for search: 'verzaking'/'verzaken'/'verzaakt' → 'verzak'."""
    w = word.lower()
    for suffix in ("ingen", "ing", "heden", "heid", "elijk", "lijk", "tjes", "jes", "en", "de", "te", "e", "s"):
        if len(w) - len(suffix) >= 4 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    if len(w) >= 5 and w.endswith("t"):  # verzaakt, kaart(en): one more step, the same for every form
        w = w[:-1]
    w = re.sub(r"([aeou])\1(?=[^aeiou]$)", r"\1", w)  # verzaak → verzak
    w = re.sub(r"([^aeiou])\1$", r"\1", w)  # kenn → ken
    return w


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+")
# a space a phone left out after a punctuation mark before a word ("voldongen.W won", "kaart,leider", "♥,O"), not
# inside an abbreviation ("i.p.v.", "o.a.": one letter before the mark) or a number ("7.5", "20:30")
_NO_SPACE_AFTER = re.compile(r"(?:(?<=[^\W_][^\W_])|(?<=\d)|(?<=[♠♥♦♣)]))([.,;:!?]+)(?=[^\W\d_])")
# … and around a bracket between words ("kaart(♠A)", "(N)speelde")
_NO_SPACE_BEFORE_BRACKET = re.compile(r"(?<=[^\W_])\((?=\S)")
_NO_SPACE_AFTER_BRACKET = re.compile(r"\)(?=[^\W\d_])")


# a call typed with a letter for its suit ("2h", "1sch", "3kl", "4ru", "2d"): the extractors read the symbol ("2♥");
# the short suit words of SUIT_WORDS, and "d" and "c" as ``parse_call`` reads them
_STRAIN_SYMBOL = {short: {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[SUIT_WORDS.get(short, short.upper())]
                  for short in ("sch", "sp", "s", "ha", "h", "ru", "r", "kl", "k", "d", "c")}
_LETTER_CALL = re.compile(r"(?<![\w.,])(?<!art )(?<!art\. )(?<!artikel )(?<!law )([1-7])(" + "|".join(_STRAIN_SYMBOL) + r")(?!\w)",
                          re.IGNORECASE)  # not a law's unit: "art. 7c"


def symbol_calls(text: str) -> str:
    """The text with each call typed with a suit letter written with its symbol, as most messages write it:
    "3kl over 3h" → "3♣ over 3♥", "1sch" → "1♠"; "1SA", "2 harten", "7e", "10h" and "art. 7c" stay as typed."""
    return _LETTER_CALL.sub(lambda found: found[1] + _STRAIN_SYMBOL[found[2].lower()], text)


def space_after_punctuation(text: str) -> str:
    """The text with the space put back after a punctuation mark or a bracket that touches the next word, so the
    tokenizer sees two tokens: "voldongen.W won" → "voldongen. W won", "kaart(♠A)" → "kaart (♠A)"."""
    text = _NO_SPACE_AFTER.sub(r"\1 ", text)
    text = _NO_SPACE_BEFORE_BRACKET.sub(" (", text)
    return _NO_SPACE_AFTER_BRACKET.sub(") ", text)


def drop_repeats(text: str, limit: int = 1000) -> str:
    """The message without sentences it repeats verbatim, cut at ``limit`` characters.

    Filler pasted many times would otherwise outweigh the one sentence that says
    what happened; nothing that is said once is dropped.
    """
    seen: set[str] = set()
    kept = []
    for sentence in _SENTENCE_RE.split(text):
        key = sentence.strip().lower()
        if key and key not in seen:
            seen.add(key)
            kept.append(sentence.strip())
    return " ".join(kept)[:limit]


def prepare(raw: str | bytes) -> str:
    """The text as ``Parser.parse`` reads it, before any trained part: ``clean_text``, then
    ``space_after_punctuation``, ``symbol_calls`` and ``drop_repeats`` (the punctuation model learns from
    train messages prepared the same way)."""
    return drop_repeats(symbol_calls(space_after_punctuation(clean_text(raw))))
