"""``tdbot_spelling``: a mistyped word is read as the train word it is one slip away from.

Directors type on a phone: "blnde", "tegnspeler", "gespeelt", "uitkmst". The fact extractors
read words (``token.norm_``) with exact patterns, so one slip in a key word loses the fact. This
component sets the norm of such a word to the frequent train word it most likely stands for:

- only a word of three letters or more (``SHORT_LENGTH``; of two, a three-letter word whose vowel was left
  out: "ng" for "nog", never seat letters such as "zw") that the train messages do not know (fewer
  than ``KNOWN_MIN`` times) and that the shorthand table left alone (the parser reads lower case, so a
  rare name, "petra", may be read as a train word, "extra");
- toward a word of ``MIN_LENGTH`` letters or more that the train messages have at least ``TARGET_MIN``
  times, one slip away: a letter left out ("tafl"), one too many, one wrong, or two letters swapped (a
  symmetric deletion index, as SymSpell);
- a short word ("slga", "bdo", "slg"), or a slip whose nearest train word is short, has many words one
  slip away, so it is read only toward a word of three letters or more that train has at least
  ``SHORT_TARGET_MIN`` times and ``SHORT_LEAD`` times as often as every other train word one slip away, with
  the first letter as typed and by a slip a thumb makes (a key beside the one meant: ``likely_slip``), a word
  without a vowel only as a word whose one vowel the slip took ("slg", "vsn");
  a name with its seat ("Sem (Z)") is left alone;
- never a real word: the Dutch forms the lemmatizer knows are left alone, and the other words of the
  spacy-lookups-data tables (Dutch lemmas and exceptions, stop words, English) one slip from a train
  word ("zaken" beside "zaten", "iemands" beside "niemand") or made of two train words ("aangezien")
  are listed when the model is trained (``blocked``), so those tables are not read at run time;
- except where the words around it show the slip (``Speller.in_context``): a real word or an unclear slip that
  train lacks ("kart", "heet", "ewn") is read as the train word one thumb's slip away that the train messages
  have beside the same neighbours at least ``PAIR_MIN`` times and ``CONTEXT_LEAD`` times as often as any other
  ("de kart" → "de kaart"). A train word is never read this way ("net" stays "net", not "niet").

``tdbot_joins``, first in the pipeline, splits a word run together from two train words into two
tokens ("voorzijn" → "voor zijn", "nietsgezegd" → "niets gezegd"; ``Speller.split``), never at a Dutch
ending or the particle of a compound adverb ("vrouw|en", "maat|je", "hoog|uit") — unless the train messages
have the two words in a row at least ``PAIR_MIN`` times, and for an ending the first is a stop word or a seat
("vande" → "van de", "kwamuit" → "kwam uit"); two words train has in a row are split also where a slip no thumb makes would
read the word ("leiderz" → "leider z"). A real word either rule would split is listed as blocked at training.
A word these rules leave whole is split where its neighbours show the two words (``Speller.split_in_context``):
a real word ("verzaakte inslag 7"), or a Dutch ending after a content word ("W paktede kaart"). A train word
run together with a number, a quote or a card is split too (``Speller.split_touching``: "slag10", "zei'ruiten",
"♣Hen" → "♣H en").

The counts come from the train split only (``nlp/train.py``) and are saved with the model
(``tdbot_spelling/words.json``: word counts, blocked words and word pairs). With no counts (the rules-only
pipeline) the component does nothing.
It keeps its readings in ``doc.user_data[SPELLED]`` (``corrections``), so the classifier's word and
character features and the neighbours' terms read a slip as its train word too (``spelled_text``); the
lemmas, cues and extractors read the norm.
"""

from __future__ import annotations

import json
import re
import string
import unicodedata
from collections import Counter
from functools import lru_cache
from itertools import accumulate
from operator import itemgetter
from pathlib import Path
from typing import Iterable

from spacy.lang.nl.stop_words import STOP_WORDS
from spacy.language import Language
from spacy.tokens import Doc

from .lemmas import is_known, known_forms, lookups_table
from .normalize import RANK_WORDS, SEAT_WORDS, SUIT_WORDS

# where ``tdbot_spelling`` keeps what it read each slip as: {token index: train word}, in ``doc.user_data``
SPELLED = "tdbot_spelled"
# where ``tdbot_joins`` keeps the words it split: [(index of the first part, the word as typed, how many parts)]
JOINED = "tdbot_joined"
# a word run together is split only into two train words used at least this often (a seat letter on its own)
JOIN_MIN = 20
# … or, whatever the parts, into two words that follow each other at least ``PAIR_MIN`` times in the train messages
# ("vande" → "van de", "leiderz" → "leider z", "kwamuit" → "kwam uit"); a Dutch ending as the second part only
# after a stop word or a seat ("van|de", "in|de"; "noord|en" is "noorden")
PAIR_MIN = 10
SEATS = frozenset("nozw")
# endings that make one Dutch word, not a second one: "vrouw|en", "liggen|de", "maat|je", "vak|er"
ENDINGS = frozenset({"e", "en", "de", "den", "te", "ten", "er", "ers", "je", "jes", "tje", "tjes", "s", "st", "t", "ig", "ing", "heid", "lijk"})
# and the particles that end a compound adverb: "hoog|uit", "van|zelf", "hoe|zo", "niet|waar"
PARTICLES = frozenset({"uit", "op", "aan", "mee", "door", "over", "toe", "af", "om", "heen", "zelf", "zo", "dus", "wel", "waar"})
SUFFIXES = ENDINGS | PARTICLES
# a word run together with a number, a quote or a card (``Speller.split_touching``): "slag10", "5kwam", "11,oost";
# "zei'ruiten", "leider:'speel"; "♣hen" (♣H en)
_NUMBER_JOIN = re.compile(r"(\d{1,2})([,.:;]?)([^\W\d_]{3,})|([^\W\d_]{2,})(\d{1,2})")  # "na1♠"; "2de" stays
_QUOTE_JOIN = re.compile(r"([^\W\d_]{2,})([:.,]?['‘’\"][:.,]?)([^\W\d_]{2,})")
_CARD_JOIN = re.compile(r"(10|[ahvbkqjt2-9])([^\W\d_]{2,})")
_SUITS = frozenset("♠♥♦♣")
_NOT_BESIDE_NUMBER = frozenset(SUIT_WORDS) | frozenset(RANK_WORDS) | {"ste", "sten", "tal"}  # and "8ste", "4tal"
KNOWN_MIN = 2
TARGET_MIN = 10
MIN_LENGTH = 5
# a word of three or four letters ("slag", "pas", "bod") has many real words one slip away, so a slip is read
# as one only toward a word train has at least ``SHORT_TARGET_MIN`` times, and only if that word is used at
# least ``SHORT_LEAD`` times as often as any other train word one slip away
SHORT_LENGTH = 3
SHORT_TARGET_MIN = 50
SHORT_LEAD = 10
# a word the train messages lack that is left unread on its own — a real word of the tables ("kart", "heet", "ng"),
# or a slip with two words near ("ewn": "een" or "en") — is read where the words around it say so: as a train word
# one thumb's slip away that train has at least ``PAIR_MIN`` times beside the same neighbours, and ``CONTEXT_LEAD``
# times as often as any other such word ("de kart" → "de kaart", "speelde ewn kaart" → "een")
CONTEXT_LEAD = 3
FILE = "words.json"
_LETTERS = string.ascii_lowercase
_VOWELS = frozenset("aeiouy")
# the letter rows of a phone's keyboard, and where each letter sits: (row, position), the rows shifted as on the keys
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEY_AT = {letter: (row, i + shift) for row, (keys, shift) in enumerate(zip(KEY_ROWS, (0.0, 0.5, 1.5)))
           for i, letter in enumerate(keys)}
# interjections the tables lack, left as typed ("huh" is no slip of "hun")
INTERJECTIONS = frozenset({"huh", "hmm", "hm", "pff", "oeps", "oei", "ehm", "uhm", "eh", "uh", "tja", "haha", "hihi", "jeetje", "nou", "joh", "hè", "hé"})


def deletions(word: str) -> set[str]:
    """The word with one letter left out, each way."""
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def slips(word: str) -> set[str]:
    """Every string one slip from ``word`` (a letter left out, added, changed, or two swapped)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out |= {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    out |= {a + c + b for a, b in splits for c in _LETTERS}
    out.discard(word)
    return out


_ADVERB_ENDS = ("aan", "achter", "af", "bij", "binnen", "boven", "buiten", "door", "heen", "in", "langs", "mee", "na", "naar",
                "naast", "om", "onder", "op", "over", "tegen", "toe", "tussen", "uit", "van", "voor", "zonder")


# the pronominal adverbs, a closed class the tables lack ("waarover" is no slip of "daarover"; "erin" is one word)
PRONOMINAL_ADVERBS = frozenset(first + after for first in ("waar", "daar", "hier", "er") for after in _ADVERB_ENDS)


def _base(letter: str) -> str:
    return unicodedata.normalize("NFD", letter)[0]


def beside(a: str, b: str) -> bool:
    """Whether letter ``a`` is the key next to ``b`` on a phone's keyboard (in the row, or touching it in the
    row above or below), or the same letter with or without an accent ("á" and "a")."""
    a, b = _base(a), _base(b)
    if a == b:
        return True
    (row_a, at_a), (row_b, at_b) = _KEY_AT.get(a, (-9, 0)), _KEY_AT.get(b, (-9, 0))
    return abs(row_a - row_b) <= 1 and abs(at_a - at_b) <= 1


def likely_slip(typed: str, word: str) -> bool:
    """Whether ``typed``, one slip from ``word`` (``one_slip``), is a slip a thumb makes: a letter left out, two
    swapped, a letter replaced by a key beside it ("geet" is no slip of "geen": t and n are far apart), or one too
    many beside a letter next to it ("slagg", "leidrer"; "leiderz" is no slip of "leider")."""
    if len(typed) == len(word) + 1:  # one too many: a key pressed twice, or one beside a letter next to it
        i = next((k for k, (a, b) in enumerate(zip(typed, word)) if a != b), len(word))
        return any(beside(typed[i], typed[k]) for k in (i - 1, i + 1) if 0 <= k < len(typed))
    if len(typed) != len(word):
        return True
    differ = [i for i, (a, b) in enumerate(zip(typed, word)) if a != b]
    return len(differ) != 1 or beside(typed[differ[0]], word[differ[0]])


def one_slip(typed: str, word: str) -> bool:
    """Whether ``typed`` is ``word`` with exactly one slip (the candidates of the deletion index include
    words two edits away, "eiggen" and "zeggen": those are not taken)."""
    if typed == word or abs(len(typed) - len(word)) > 1:
        return False
    i = next((k for k, (a, b) in enumerate(zip(typed, word)) if a != b), min(len(typed), len(word)))
    if len(typed) == len(word):
        return typed[i + 1:] == word[i + 1:] or (typed[i + 2:] == word[i + 2:] and typed[i:i + 2] == word[i:i + 2][::-1])
    shorter, longer = sorted((typed, word), key=len)
    return shorter[i:] == longer[i + 1:]


@lru_cache(maxsize=1)
def dictionary() -> frozenset[str]:
    """The word forms and lemmas of the Dutch tables, their exceptions and stop words, and the English forms
    (messages mix in an English word). Only read when the model is trained."""
    words = set(known_forms()) | set(STOP_WORDS)
    words |= {word for lemmas in lookups_table("nl_lemma_index.json.gz").values() for word in lemmas}
    for table in lookups_table("nl_lemma_exc.json.gz").values():
        words |= set(table)
    english = lookups_table("en_lemma_lookup.json.gz")
    words |= set(english) | set(english.values())
    words |= {word for lemmas in lookups_table("en_lemma_index.json.gz").values() for word in lemmas}
    words |= PRONOMINAL_ADVERBS
    return frozenset(words | INTERJECTIONS)


def targets(counts: dict[str, int]) -> list[str]:
    """The train words a slip may be read as: at least ``MIN_LENGTH`` letters and ``TARGET_MIN`` uses, or
    ``SHORT_LENGTH`` letters or more and ``SHORT_TARGET_MIN`` uses."""
    return [word for word, n in counts.items()
            if (n >= TARGET_MIN and len(word) >= MIN_LENGTH) or (n >= SHORT_TARGET_MIN and len(word) >= SHORT_LENGTH)]


class Speller:
    """Train word counts → what a mistyped word stands for: the train word it is a slip of (``correct``),
    or the two train words it is run together from (``split``)."""

    def __init__(self, counts: dict[str, int], blocked: Iterable[str] = (), pairs: dict[str, int] | None = None) -> None:
        self.counts = dict(counts)
        self.blocked = frozenset(blocked)
        self.pairs = dict(pairs or {})  # "first second": how often the train messages have the two words in a row
        self.index: dict[str, list[str]] = {}  # the targets of five letters or more, by their deletions
        self.short_index: dict[str, list[str]] = {}  # those of three or four letters
        for word in sorted(targets(self.counts)):
            for key in deletions(word) | {word}:
                (self.index if len(word) >= MIN_LENGTH else self.short_index).setdefault(key, []).append(word)
        self._memo: dict[tuple[str, str], object] = {}  # (method, word) → its answer: each word is looked at once

    @classmethod
    def from_texts(cls, words: Iterable[str], pairs: dict[str, int] | None = None) -> "Speller":
        """From the (lower-cased) words of the train messages and how often two of them follow each other
        (``word_pairs``); finds the real words to leave alone (a known form is left alone by ``correct``
        anyway, so only the other words of ``dictionary`` are listed)."""
        counts = Counter(word for word in words if word.isalpha())
        kept = {word: n for word, n in counts.items() if n >= KNOWN_MIN}
        kept_pairs = {pair: n for pair, n in (pairs or {}).items() if n >= PAIR_MIN}
        near = set().union(*(slips(target) for target in targets(kept)))
        blocked = {word for word in near if word not in kept and len(word) >= SHORT_LENGTH - 1 and not is_known(word) and word in dictionary()}
        # and the real words that would be split in two train words ("aangezien", "hooguit", "vooruit")
        splitter = cls(kept, pairs=kept_pairs)
        blocked |= {word for word in dictionary() if word not in kept and not is_known(word) and splitter.split(word)}
        return cls(kept, sorted(blocked), kept_pairs)

    def _remembered(self, method: str, word: str, compute):
        key = (method, word)
        if key not in self._memo:
            if len(self._memo) >= 200_000:  # bounded: a flood of distinct words cannot grow it without end
                return compute(word)
            self._memo[key] = compute(word)
        return self._memo[key]

    def knows(self, word: str) -> bool:
        """Whether the train messages have ``word`` (lower-cased) often enough to take it as written."""
        return self.counts.get(word, 0) >= KNOWN_MIN

    def correct(self, word: str) -> str | None:
        """The train word a lower-cased ``word`` is a slip of, or None."""
        return self._remembered("correct", word, self._correct)

    def _correct(self, word: str) -> str | None:
        if (len(word) < SHORT_LENGTH - 1 or not word.isalpha() or self.knows(word) or word in self.blocked
                or is_known(word)):  # a Dutch form the lemmatizer reads is no slip
            return None
        if len(word) < SHORT_LENGTH and (set(word) & _VOWELS or set(word) <= SEATS):
            return None  # two letters: only a three-letter word whose vowel was left out ("ng", "ht"), never seats ("zw")
        long = self._nearest_list(word)
        if len(word) >= MIN_LENGTH and long:
            return long[0]
        # a short word ("slga", "bdo", "tafl") or a short target ("slg" for "slag") has many words one slip away. A slip
        # seldom hits the first letter, so only words with the first letter as typed count (a name, "sven" or "sem",
        # is no slip of "even" or "hem"); of those, only a word train uses ``SHORT_LEAD`` times as often as every
        # other is read ("noet" is "niet", not "noemt"; "hnad" is "hand" as often as "had": not read), and only
        # a slip a thumb makes (``likely_slip``: "geet" is "geeft", not "geen"). A word without a vowel is read
        # only as a word whose one vowel the slip took ("slg", "wrd", "vsn" for "van"), not as an abbreviation
        near = [target for target in self._near(word, self.short_index) + long
                if target[0] == word[0] and likely_slip(word, target)]
        if not near:
            return None
        found = max(near, key=lambda target: self.counts[target])
        rival = max((self.counts.get(other, 0) for other in slips(word)
                     if other != found and other[0] == word[0] and likely_slip(word, other)), default=0)
        if self.counts[found] < SHORT_LEAD * rival or (not set(word) & _VOWELS and len(set(found) & _VOWELS) != 1):
            return None
        return found

    def in_context(self, word: str, before: str | None, after: str | None) -> str | None:
        """The train word a lower-cased ``word`` that train lacks and ``correct`` leaves is a slip of, between the
        words ``before`` and ``after`` (lower-cased, or None), or None: see ``CONTEXT_LEAD``. "heet" is "heeft"
        after "w" and "het" before "bod"; "net", a train word, is never read ("niet" would flip the meaning)."""
        if len(word) < SHORT_LENGTH - 1 or not word.isalpha() or self.knows(word) or word in INTERJECTIONS:
            return None
        beside_count = [(self.pairs.get(f"{before} {target}", 0) + self.pairs.get(f"{target} {after}", 0), target)
                        for target in self._remembered("context", word, self._context_targets)]
        if not beside_count:
            return None
        beside_count.sort(reverse=True)
        (best, found), rival = beside_count[0], (beside_count[1][0] if len(beside_count) > 1 else 0)
        return found if best >= PAIR_MIN and best >= CONTEXT_LEAD * rival else None

    def _context_targets(self, word: str) -> list[str]:
        """The train words ``word`` may stand for in context: used at least ``SHORT_TARGET_MIN`` times, with the first
        letter as typed, one thumb's slip away (``likely_slip``)."""
        return [target for target in self._near(word, self.short_index) + self._nearest_list(word)
                if target[0] == word[0] and self.counts[target] >= SHORT_TARGET_MIN and likely_slip(word, target)]

    def _near(self, word: str, index: dict[str, list[str]]) -> list[str]:
        """The targets in ``index`` one slip from ``word``, the most used first."""
        near = {target for key in deletions(word) | {word} for target in index.get(key, ()) if one_slip(word, target)}
        return sorted(sorted(near), key=lambda target: self.counts[target], reverse=True)

    def _nearest_list(self, word: str) -> list[str]:
        """The train words of ``MIN_LENGTH`` letters or more one slip from ``word`` (of four letters or more: a
        five-letter word with a letter left out, "tafl", "saat"), the most used first."""
        return self._near(word, self.index) if len(word) >= MIN_LENGTH - 1 else []

    def _nearest(self, word: str) -> str | None:
        near = self._nearest_list(word)
        return near[0] if near else None

    def split(self, word: str) -> tuple[str, str] | None:
        """Two train words a lower-cased ``word`` is run together from ("voorzijn" → voor, zijn), or None:
        only an unknown word, into two words train uses at least ``JOIN_MIN`` times (of two letters or more,
        or a seat letter), the most used pair if several; a slip of a train word used more often than the
        pair's rarer word is read as that slip instead ("voorzijn" is no slip of "voorzien", used less). Else
        into two words the train messages have in a row at least ``PAIR_MIN`` times (``pairs``; "vande",
        "leiderz"), unless a thumb's slip of a word used more often than the pair reads it ("odat")."""
        return self._remembered("split", word, self._split)

    def _split(self, word: str) -> tuple[str, str] | None:
        if (len(word) < SHORT_LENGTH or not word.isalpha() or self.knows(word) or word in self.blocked
                or is_known(word)):
            return None
        best, score = None, 0
        for first, second in self._parts(word) if len(word) >= MIN_LENGTH else ():
            if second in SUFFIXES:
                continue
            least = min(self.counts.get(first, 0), self.counts.get(second, 0))
            if least >= JOIN_MIN and least > score:
                best, score = (first, second), least
        slip = self._nearest(word)  # a slip of a long word only: a short one ("slagn" as "slag") leaves the split
        if best and (slip is None or score >= self.counts[slip]):
            return best
        # two words the train messages have in a row: the text itself shows they go together, also with a
        # particle ("kwamuit"), an ending after a stop word ("vande"), and before a slip no thumb makes ("leiderz")
        score, best = max(self._pairs_in(word), key=itemgetter(0), default=(0, None))  # the first cut of the most used pair
        # … unless a thumb's slip of a word used more often reads it ("odat" is "omdat", not "o dat")
        return None if best and slip and likely_slip(word, slip) and self.counts[slip] > score else best

    def _pairs_in(self, word: str, any_ending: bool = False) -> list[tuple[int, tuple[str, str]]]:
        """Each cut of ``word`` into two words the train messages have in a row at least ``PAIR_MIN`` times, with
        that count; a Dutch ending as the second only after a stop word or a seat ("van|de", not "noord|en"),
        unless ``any_ending``."""
        found = []
        for first, second in self._parts(word):
            if not any_ending and second in ENDINGS and first not in STOP_WORDS and first not in SEATS:
                continue
            together = self.pairs.get(f"{first} {second}", 0)
            if together >= PAIR_MIN:
                found.append((together, (first, second)))
        return found

    def split_in_context(self, word: str, before: str | None, after: str | None) -> tuple[str, str] | None:
        """Two train words a ``word`` that train lacks and ``split`` leaves whole is run together from, between the
        words ``before`` and ``after`` (lower-cased, or None), or None. ``split`` leaves a word of the tables whole
        ("inslag", "vande", "voorde"), and a Dutch ending after a content word ("pakte|de", "noord|en"); here it is
        split into two words the train messages have in a row at least ``PAIR_MIN`` times, where train also has
        the first after ``before`` or the second before ``after`` that often ("verzaakte inslag 7" is "in slag",
        "de kaart vande blinde" is "van de", "W paktede kaart" is "pakte de"; a word whose neighbours train never
        has beside either part stays whole, and so does a pronominal adverb, "erin"). A word read as a slip, on its
        own or by the same neighbours, is not split ("haden" is "hadden", not "had en"; "spelde" is "speelde")."""
        if (len(word) < SHORT_LENGTH or not word.isalpha() or self.knows(word)
                or word in PRONOMINAL_ADVERBS or word in INTERJECTIONS or self.correct(word)
                or self.in_context(word, before, after)):
            return None
        beside = [(together, (first, second)) for together, (first, second) in self._pairs_in(word, any_ending=True)
                  if self.pairs.get(f"{before} {first}", 0) + self.pairs.get(f"{second} {after}", 0) >= PAIR_MIN]
        return max(beside, key=itemgetter(0), default=(0, None))[1]

    def split_touching(self, word: str, after_suit: bool = False) -> tuple[str, ...] | None:
        """A lower-cased ``word`` (not all letters) of a train word run together with a number, a quote or a card,
        as its parts, or None; each word a train word used at least ``JOIN_MIN`` times:
        - a number of one or two digits ("slag10" → slag, 10; "na1"; "5kwam"; "11,oost" → 11, ",", oost; a word of two
          letters only before the number, so "2de" stays an ordinal), but never a
          suit or rank ("2harten" is a call, "10tien" a card) nor an ending that makes one word ("8ste", "4tal");
        - a quote between two words ("zei'ruiten" → zei, ', ruiten; "leider:'speel"; "klein'en"), not a Dutch
          contraction ("zo'n", "auto's", "m'n": each part a word of two letters or more) nor an abbreviation's ending
          ("dbl'de": an ending only after a word of four letters or more with a vowel);
        - ``after_suit`` (the word touches a suit symbol before it): a rank letter and a word ("♣hen" → h, en;
          "♠vuit" → v, uit), not a rank word ("♠heer")."""
        found = _NUMBER_JOIN.fullmatch(word)
        if found:
            number, sign, letters = (found[1], found[2], found[3]) if found[1] else (found[5], "", found[4])
            if self.counts.get(letters, 0) < JOIN_MIN or letters in _NOT_BESIDE_NUMBER:
                return None
            parts = (number, sign, letters) if found[1] else (letters, number)
            return tuple(part for part in parts if part)
        found = _QUOTE_JOIN.fullmatch(word)
        if found:  # each sign a token of its own, as the tokenizer makes them with a space: "leider : ' speel"
            first, second = found[1], found[3]
            if second in ENDINGS and (len(first) < 4 or not set(first) & _VOWELS):
                return None  # an abbreviation's ending: "dbl'de", "sms'en"
            return (first, *found[2], second) if all(self.counts.get(part, 0) >= JOIN_MIN for part in (first, second)) else None
        found = _CARD_JOIN.fullmatch(word) if after_suit and word not in RANK_WORDS else None
        if found and self.counts.get(found[2], 0) >= JOIN_MIN:
            return found.groups()
        return None

    @staticmethod
    def _parts(word: str) -> Iterable[tuple[str, str]]:
        """Each way to cut ``word`` in two words of two letters or more, or a seat letter."""
        for i in range(1, len(word)):
            first, second = word[:i], word[i:]
            if not any(len(part) < 2 and part not in SEATS for part in (first, second)):
                yield first, second


def word_pairs(messages: Iterable[list[str]]) -> Counter:
    """How often two words follow each other in ``messages`` (each a list of lower-cased tokens): {"van de": 1395}."""
    return Counter(f"{a} {b}" for tokens in messages for a, b in zip(tokens, tokens[1:]) if a.isalpha() and b.isalpha())


def readings(doc: Doc) -> tuple[tuple[str, str], ...]:
    """What ``tdbot_joins`` and ``tdbot_spelling`` read in ``doc``, as (typed, read as) pairs in text order."""
    split = [(i, (typed, " ".join(t.text for t in doc[i : i + n]))) for i, typed, n in doc.user_data.get(JOINED, ())]
    spelled = [(i, (doc[i].text, word)) for i, word in corrections(doc).items()]
    return tuple(pair for _, pair in sorted(split + spelled))


def corrections(doc: Doc) -> dict[int, str]:
    """The slips ``tdbot_spelling`` read in ``doc``: {token index: the train word}."""
    return doc.user_data.get(SPELLED, {})


def spelled_text(doc: Doc) -> str:
    """The doc's text with each slip replaced by the train word it was read as, and a split word as two."""
    fixed = corrections(doc)
    if not fixed and JOINED not in doc.user_data:
        return doc.text
    return tokens_text(doc, "text", fixed)


def tokens_text(doc: Doc, attr: str = "text", replaced: dict[int, str] | None = None) -> str:
    """The doc's tokens (``attr``: "text", "norm_", "lower_"; ``replaced``: {token index: text instead})
    joined by their whitespace, with a space between two words that touch: the parts of a word
    ``tdbot_joins`` split ("voorzijn" → "voor zijn", "slag10" → "slag 10")."""
    out = []
    # after each part of a split word but the last: "slag10" → "slag 10", "zei'ruiten" → "zei ' ruiten"
    split = {first + k for first, _, n in doc.user_data.get(JOINED, ()) for k in range(n - 1)}
    for token in doc:
        out.append(replaced.get(token.i, getattr(token, attr)) if replaced else getattr(token, attr))
        if token.whitespace_:
            out.append(token.whitespace_)
        elif token.i in split or (token.is_alpha and token.i + 1 < len(doc) and doc[token.i + 1].is_alpha):
            out.append(" ")
    return "".join(out)


# the roles a message names a seat by ("leider (Z)", "de blinde (N)"): read as such, also when mistyped
ROLE_WORDS = frozenset({"leider", "blinde", "tegenspeler", "tegenspelers", "verdediger", "tegenstander", "partner", "speler"})


def named_seat(doc: Doc, i: int, reading: str) -> bool:
    """Whether token ``i`` is a name with its seat after it ("Sem (Z)", "Noor (N)"): no slip of "slem" or "noord"
    (a role word is read: "bilnde (N)" is "blinde")."""
    after = doc[i + 1 : i + 4]
    return (reading not in ROLE_WORDS and len(after) == 3 and after[0].text == "(" and after[1].lower_ in SEAT_WORDS
            and after[2].text == ")")


class Spelling:
    def __init__(self) -> None:
        self.speller: Speller | None = None

    def __call__(self, doc: Doc) -> Doc:
        if self.speller is None:
            return doc
        spelled: dict[int, str] = {}
        lower = [token.lower_ for token in doc]
        for token in doc:
            word = lower[token.i]
            if token.is_alpha and token.norm_ == word and not self.speller.knows(word):
                fixed = self.speller.correct(word)
                if fixed is None:  # left unread alone: read by its neighbours (the one before as read)
                    before = spelled.get(token.i - 1, lower[token.i - 1]) if token.i else None
                    fixed = self.speller.in_context(word, before, lower[token.i + 1] if token.i + 1 < len(doc) else None)
                if fixed and not named_seat(doc, token.i, fixed):
                    token.norm_ = spelled[token.i] = fixed
        if spelled:
            doc.user_data[SPELLED] = spelled
        return doc

    def to_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> None:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        data = ({"counts": self.speller.counts, "blocked": sorted(self.speller.blocked), "pairs": self.speller.pairs}
                if self.speller else {})
        (path / FILE).write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")

    def from_disk(self, path: Path, *, exclude: Iterable[str] = ()) -> "Spelling":
        data = json.loads((Path(path) / FILE).read_text(encoding="utf-8"))
        self.speller = Speller(data["counts"], data["blocked"], data.get("pairs")) if data else None
        return self


@Language.factory("tdbot_spelling", assigns=["token.norm"], default_config={})
def make_spelling(nlp: Language, name: str) -> Spelling:
    return Spelling()


class Joins:
    """Splits a word run together from two train words into two tokens (before the shorthand table and the
    entities read them), with the speller's train words; a no-op while the speller has none."""

    def __init__(self, nlp: Language) -> None:
        self.nlp = nlp
        self.spelling: Spelling | None = None

    def __call__(self, doc: Doc) -> Doc:
        if self.spelling is None and "tdbot_spelling" in self.nlp.pipe_names:
            self.spelling = self.nlp.get_pipe("tdbot_spelling")
        speller = self.spelling.speller if self.spelling is not None else None
        if speller is None:
            return doc
        found = []
        lower = [token.lower_ for token in doc]
        for token in doc:
            word, i = lower[token.i], token.i
            after_suit = i > 0 and doc[i - 1].text in _SUITS and not doc[i - 1].whitespace_
            parts = None
            if not token.is_alpha or after_suit:  # a number, a quote or a card touching the word
                parts = speller.split_touching(word, after_suit=after_suit)
            if parts is None and token.is_alpha and not speller.knows(word):
                parts = speller.split(word) or speller.split_in_context(
                    word, lower[i - 1] if i else None, lower[i + 1] if i + 1 < len(doc) else None)
            if parts:
                found.append((token, parts))
        if not found:
            return doc
        joined, moved = [], 0  # the index of each first part after the split: an earlier split moved the words after it on
        for token, parts in found:
            joined.append((token.i + moved, token.lower_, len(parts)))
            moved += len(parts) - 1
        with doc.retokenize() as retokenizer:
            for token, parts in found:
                ends = list(accumulate(map(len, parts)))
                texts = [token.text[start:end] for start, end in zip([0, *ends], ends)]
                retokenizer.split(token, texts, heads=[(token, len(parts) - 1)] * len(parts))
        doc.user_data[JOINED] = joined
        return doc


@Language.factory("tdbot_joins", assigns=["token.orth"], default_config={})
def make_joins(nlp: Language, name: str) -> Joins:
    return Joins(nlp)
