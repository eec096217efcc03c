"""Fact extractors for auction irregularities (other than Law 31): 13, 16C, 25, 26B, 72C.

Word-level cues (typo-tolerant) come from ``patterns/cues_auction.jsonl`` (labels ``A_*``);
phrase tests run on the message as its normalised tokens joined by single spaces
(``_text``), so "LT (W)" reads "linkertegenstander ( w )" whatever the spacing was.
Each extractor returns only the facts the message states or makes unmistakable.
"""

from __future__ import annotations

import re
from typing import Any

from .extract import LHO, PARTNER, Reader, extractor
from .normalize import parse_seat

_SENTENCE_END = {".", "?", "!", ";", ":"}
_CALLED = (
    r"(bood|boden|biedt|bied|geboden|paste|passte|past|gepast|doubleerde|doubleert|gedoubleerd|redoubleerde"
    r"|redoubleert|geredoubleerd|opende|geopend|overheen|eroverheen|heen)"
)
_NOT_CALLED = r"(nog niets|nog niks|nog niet|nog geen|niets|niks|niet|geen|riep|roept|geroepen|belde|haalde)"


def _tokens(reader: Reader) -> list[str]:
    return [t.norm_.lower() for t in reader.doc]


def _text(reader: Reader) -> str:
    """The normalised tokens joined by single spaces (independent of the original spacing)."""
    return " ".join(_tokens(reader))


def _any(reader: Reader, *patterns: str) -> bool:
    text = _text(reader)
    return any(re.search(p, text) for p in patterns)


def _seat_of(token: str) -> str | None:
    """A seat letter or word, also in the genitive ("W's", "oost's")."""
    if token.endswith("'s"):
        token = token[:-2]
    return parse_seat(token) if token in {"n", "o", "z", "w", "noord", "oost", "zuid", "west"} else None


def _seats(reader: Reader) -> list[tuple[str, int]]:
    """Seats named as players, with their token index (``Reader.seats`` plus genitives "W's")."""
    found = dict((i, s) for s, i in reader.seats())
    for token in reader.doc:
        if token.lower_.endswith("'s"):
            seat = _seat_of(token.lower_)
            if seat:
                found[token.i] = seat
    return sorted(((s, i) for i, s in found.items()), key=lambda x: x[1])


def _window(words: list[str], start: int, size: int = 12) -> list[str]:
    """Words from ``start`` up to the end of the sentence (at most ``size``)."""
    out = []
    for word in words[start : start + size]:
        if word in _SENTENCE_END:
            break
        out.append(word)
    return out


def _damage(reader: Reader) -> bool | None:
    """True when the non-offending side says it was damaged, False when the text says there was none."""
    if reader.has("A_DAMAGE", negated=True) or _any(
        reader, r"\bmaakt\b( \S+){0,4} (niks|niets|geen verschil)\b( \S+)? uit\b", r"\b(niks|niets) aan de hand\b",
        r"\bgeen (enkel )?(verschil|effect|gevolg)\b",
        r"\b(resultaat|score|uitslag) (was|is|bleef|blijft) (\S+ ){0,3}(hetzelfde|gelijk|dezelfde|ongewijzigd)\b",
    ):
        return False
    if reader.has("A_DAMAGE") or _any(reader, r"\bslechte(re)? (score|uitslag)\b", r"\bslecht(er)? resultaat\b"):
        return True
    return None


# -- Law 25: change of call ---------------------------------------------------------------------
@extractor("change_of_call")
def change_of_call(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    words = _tokens(reader)
    offender = _change_offender(reader, words)
    if offender:
        facts["offender"] = offender
    cause = _change_cause(reader)
    if cause:
        facts["change_cause"] = cause
    partner = _partner_called(words)
    if partner is not None:
        facts["partner_called_since"] = partner
    ended = _auction_ended(reader)
    if ended is not None:
        facts["auction_ended"] = ended
    if _any(reader, r"\bniemand (had|heeft) (nog|toen) (\S+ )?(iets|niets|niks) (gezegd|geboden|gedaan)\b",
            r"\bnog niemand (had|heeft) (iets )?(geboden|gezegd|gedaan)\b"):
        facts.setdefault("partner_called_since", False)
        facts["lho_called_after_first_call"] = False
        return facts
    lho = _lho_called(reader, words, offender)
    if lho is not None:
        called, at = lho
        facts[_lho_fact(reader, words, at, cause)] = called
    return facts


def _change_offender(reader: Reader, words: list[str]) -> str | None:
    """The first seat named as a player, skipping seats named as the LT, the partner or the final passer."""
    for seat, i in _seats(reader):
        before = words[max(0, i - 3) : i]
        after = words[i + 1 : i + 5]
        if before[-2:] in (["slotpas", "van"], ["pas", "van"]):
            continue
        if "partner" in before[-2:]:
            continue
        if "linkertegenstander" in before[-3:] and "mijn" not in before[-3:]:
            continue  # "zijn LT (W)"; but "mijn LT (N)" may well be the offender
        if after[:1] in (["("], [","]) and "linkertegenstander" in after[1:3]:
            continue
        return seat
    return None


def _change_cause(reader: Reader) -> str | None:
    if reader.has("A_LOST_CONCENTRATION", negated=None) or reader.has("A_ATTENTION", negated=True):
        return "lost_concentration"
    if reader.has("A_UNINTENDED", negated=False) or _any(
        reader, r"\b(pakte|pakt|gepakt|legde|legt|gelegd) .{0,60}\b(in_plaats_van|i\.p\.v\.|ipv|in plaats van)",
        r"\bniet (zo )?bedoeld", r"\bbedoel(de|d)\b",
    ):
        return "unintended"
    if reader.has("A_CHANGE_OF_MIND", negated=None):
        return "change_of_mind"
    return None


def _partner_called(words: list[str]) -> bool | None:
    """Whether the offender's partner called since: "zijn partner had al gepast" / "... nog niet geboden"."""
    for i, word in enumerate(words):
        if word != "partner":
            continue
        before = words[max(0, i - 3) : i]
        if "van" in words[i + 1 : i + 2]:
            continue
        window = " ".join(_window(words, i + 1, 7))
        if "voordat" in before or "voor" in before:
            if re.search(r"\b(aan de beurt|kon bieden|iets|bood|geboden|bieden)\b", window):
                return False  # "corrigeerde het nog voordat zijn partner aan de beurt was"
            continue
        if "nadat" in before and re.search(r"\b" + _CALLED + r"\b", window):
            return True
        if "dat" in before:
            continue  # "dacht dat zijn partner 1♠ had geopend": the call before, not since
        if re.search(r"\b(nog niet|nog niets|nog niks|nog geen)\b", window):
            return False
        if not re.search(r"\b" + _CALLED + r"\b", window) or re.search(r"\bniet\b", window):
            continue
        own_call = re.search(r"\d", window.split(" , ")[0])
        if own_call and not re.search(r"\b(al|intussen|inmiddels|ondertussen|daarna|toen|nadien)\b", window):
            continue  # "mijn partner bood 2♣ per ongeluk": the partner's own (changed) call
        return True
    return None


_AUCTION_RUNNING = (
    r"\b(bieding|bieden|biedingsverloop) (loopt|liep|was|is) (nog|nog steeds) (bezig|gaande)?",
    r"\b(bieding|bieden) (loopt|liep) nog\b",
    r"\b(bieding|bieden) nog (steeds )?(loopt|liep|bezig|gaande)\b",
    r"\bzolang (de bieding|het bieden) (nog )?(loopt|bezig)",
    r"\b(bieding|bieden) (is|was) (\S+ )?niet (afgelopen|voorbij|klaar)",
)
_AUCTION_OVER = (
    r"\bslotpas\b",
    r"\bna (het einde|afloop) van (de bieding|het bieden)\b",
    r"\b(bieding|bieden) (is |was )?(al )?(afgelopen|voorbij|beëindigd)\b",
    r"\b(bieding|bieden) (al|inmiddels|toen|intussen) (al )?(afgelopen|voorbij)\b",
    r"\b(bieding|bieden) (is|was) (\S+ ){0,2}(afgelopen|voorbij|beëindigd)\b",
    r"\bna de (laatste|derde) pas\b",
    r"\bbieding (is |was )?(al )?(\S+ )?afgesloten\b",
    r"\btijdens het (spelen|spel|tegenspel)\b",
    r"\bna de uitkomst\b",
    r"\buitkomst (was |is )?(al )?(gedaan|gespeeld|op tafel)\b",
)


def _auction_ended(reader: Reader) -> bool | None:
    if _any(reader, *_AUCTION_RUNNING):
        return False
    if _any(reader, *_AUCTION_OVER):
        return True
    return None


def _lho_mentions(reader: Reader, words: list[str], offender: str | None) -> list[int]:
    """Token indexes where the offender's LHO is named: "LT", his seat, or "ik" when "mijn RT" offended."""
    out = [i for i, w in enumerate(words) if w == "linkertegenstander"]
    if offender:
        lho = LHO[offender]
        out += [i for s, i in _seats(reader) if s == lho]
    if re.search(r"\bmijn rechtertegenstander\b", " ".join(words)):
        out += [i for i, w in enumerate(words) if w == "ik"]
    return sorted(set(out))


def _lho_called(reader: Reader, words: list[str], offender: str | None) -> tuple[bool, int] | None:
    """Whether the offender's LT called (and where he is named), from "O (LT) had al 2♣ geboden" / "riep de WL"."""
    for i in _lho_mentions(reader, words, offender):
        if "dat" in words[max(0, i - 2) : i]:
            continue  # "dacht dat N gepast had": what the offender believed
        if offender and any(_seat_of(w) == offender for w in words[i + 1 : i + 4]):
            continue  # "mijn LT (N) pakte per ongeluk ...": the LT of the asker is the offender
        start = i + 1
        while start < len(words) and words[start] in {"(", ")", "de", "zijn", "linkertegenstander", "n", "o", "z", "w"}:
            start += 1
        window = " ".join(_window(words, start, 10))
        if re.search(r"\b(moet|mag|wil|kan|gaat) (nog|nu)\b", window):
            continue
        if re.search(r"\b" + _NOT_CALLED + r"\b", window):
            return False, i
        if re.search(r"\b" + _CALLED + r"\b", window):
            return True, i
    return None


def _lho_fact(reader: Reader, words: list[str], at: int, cause: str | None) -> str:
    """Which LT fact: a call over the changed call (25B) or over the first, unintended one (25A)."""
    if _any(reader, r"\bover de (gewijzigde|nieuwe|vervangende|veranderde|verbeterde|tweede)\b",
            r"\bna de (wijziging|verandering|correctie)\b"):
        return "lho_called_over_change"
    later = " ".join(words[at:])
    if _any(reader, r"\bover de eerste\b", r"\bvoordat (\S+ ){1,3}(zag|merkte|doorhad|ontdekte)\b") or re.search(
        r"\b(daarna|toen|vervolgens|pas toen) (\S+ )?(wilde|zag|merkte|ontdekte|corrigeerde|verbeterde|realiseerde)\b", later
    ):
        return "lho_called_after_first_call"
    return "lho_called_over_change" if cause in ("change_of_mind", "lost_concentration") else "lho_called_after_first_call"


# -- Law 16C: information from withdrawn actions ------------------------------------------------
@extractor("withdrawn_action_info")
def withdrawn_action_info(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    side = _info_user_side(reader)
    if side:
        facts["info_user_side"] = side
    damaged = _damage(reader)
    if damaged is not None:
        facts["nos_damaged"] = damaged
    return facts


_USER_IS_OPPONENT = (
    r"\b(van|voor|door) de tegenpartij\b",
    r"\bde tegenpartij (mag|mocht|gebruikt|gebruikte|wist|weet)\b",
    r"\b(mijn|onze) (linker|rechter)?tegenstanders?\b",
    r"\bals (tegenstander|tegenpartij|tegenspeler)\b",
    r"\bde tegenstanders? (van de overtreder|gebruikt|gebruikten|wist|wisten)\b",
)


_CLAUSE_BREAK = _SENTENCE_END | {",", "omdat", "want", "maar", "terwijl", "doordat"}
_COMPLAINT = re.compile(r"^(protest\w*|klaag\w*|klagen|claimen|claimt|roepen|riepen|vinden|voelen|eisen|krijgen|kregen)$")
_USING = re.compile(r"^(gebruik\w*|wist|wisten|weet|speelde\w*|bood|boden|kwam|kwamen|profiteer\w*)$")


def _complains(reader: Reader, words: list[str], i: int) -> bool:
    """Whether token ``i`` stands in a clause where the side complains or is damaged ("NZ voelen zich benadeeld")."""
    start, end = i, i
    while start > 0 and words[start - 1] not in _CLAUSE_BREAK:
        start -= 1
    while end < len(words) - 1 and words[end + 1] not in _CLAUSE_BREAK:
        end += 1
    if any(start <= span.start <= end for span in reader.cues.get("A_DAMAGE", [])):
        return True
    clause = words[start : end + 1]
    return any(_COMPLAINT.match(w) for w in words[i + 1 : end + 1]) and not any(_USING.match(w) for w in clause)


def _info_user_side(reader: Reader) -> str | None:
    words = _tokens(reader)
    if any(not _complains(reader, words, span.start) for span in reader.cues.get("A_NOS", [])):
        return "non_offending"
    if reader.has("A_OFFENDING_SIDE", negated=None):
        return "offending"
    distinct: list[str] = []
    for seat, i in _seats(reader):
        if seat not in distinct and not _complains(reader, words, i):
            distinct.append(seat)
    if len(distinct) >= 2:
        return "offending" if PARTNER[distinct[0]] == distinct[1] else "non_offending"
    if _any(reader, r"\b(zijn|haar|z'n|mijn|je|jouw|[nozw]'s) partner\b", r"\bpartner van [nozw]\b"):
        return "offending"
    if _any(reader, *_USER_IS_OPPONENT):
        return "non_offending"
    if reader.has("DECLARER") and reader.has("DEFENDER"):
        return "non_offending"  # the declarer withdrew, the defenders used it (or the other way round)
    return None


# -- Law 26B: lead restrictions after a withdrawn call ------------------------------------------
@extractor("lead_restriction")
def lead_restriction(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    role = _offender_became(reader)
    if role is not None:
        facts["offender_is_defender"] = role
    comparable = _replacement_comparable(reader)
    if comparable:
        facts["replacement_comparable"] = comparable
    under_25a = _withdrawn_under_25a(reader)
    if under_25a is not None:
        facts["withdrawn_under_25a"] = under_25a
    return facts


_BECAME = (
    r"\b(is|werd|wordt|word|was|[nozw]|hij|zij|overtreder) (nu |dus |toen |daarna |uiteindelijk )?(de )?"
    r"(tegenspeler|leider|blinde)\b"
)
_BECAME_AFTER = r"\b(tegenspeler|leider|blinde) (geworden|wordt|werd)\b"
_ON_LEAD = r"\b(overtreder|hij) (zit|is|moet|mag) (nu |dus )?(aan de uitkomst|uitkomen)\b"


def _offender_became(reader: Reader) -> bool | None:
    text = _text(reader)
    for match in re.finditer(_BECAME + "|" + _BECAME_AFTER, text):
        role = match.group(4) or match.group(5)
        before = text[max(0, match.start() - 30) : match.start()]
        if re.search(r"\b(vraagt|mag)\s*$", before):
            continue
        return role == "tegenspeler"
    if re.search(_ON_LEAD, text):
        return True  # the offender is on lead: a defender
    return None


def _replacement_comparable(reader: Reader) -> str | None:
    if _any(reader, r"\bmoet (nog )?(een |zijn )?(vervangende?|nieuwe?|andere?) (bod|bieding) (kiezen|doen|maken)",
            r"\bmoet nog (vervangen|bieden|kiezen)\b", r"\bnog geen vervangend"):
        return "pending"
    if reader.has("A_SUBSET", negated=None):
        return "subset"
    if reader.has("A_SAME_PURPOSE", negated=False):
        return "same_purpose"
    if reader.has("A_SAME_MEANING", negated=False):
        return "same_meaning"
    if reader.has("COMPARABLE", negated=True) or _any(
        reader, r"\bniet-vergelijkba", r"\b(geen|niets|niks) (\S+ )?vergelijkba", r"\bniet (\S+ ){0,3}vergelijkba",
        r"\bonvergelijkba",
    ):
        return "no"
    if reader.has("COMPARABLE"):
        return "yes"
    return None


def _withdrawn_under_25a(reader: Reader) -> bool | None:
    text = _text(reader)
    match = re.search(r"\b(25a\S*|verspreking|onbedoelde? (bod|bieding)|niet bedoeld)", text)
    if not match:
        return None
    before = text[max(0, match.start() - 25) : match.start()]
    if re.search(r"\b(geen|géén|niet|niet onder|nooit)\s+(een\s+|onder\s+)?$", before):
        return False
    return True


# -- Law 13: incorrect number of cards ------------------------------------------------------------
@extractor("incorrect_number_of_cards")
def incorrect_number_of_cards(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    phase = _discovery_phase(reader)
    if phase:
        facts["discovery_phase"] = phase
    surplus = _surplus_card(reader)
    if surplus is not None:
        facts["surplus_card"] = surplus
    seen = _card_seen(reader)
    if seen is not None:
        facts["card_seen_by_other"] = seen
    playable = _normal_play_possible(reader)
    if playable is not None:
        facts["normal_play_possible"] = playable
    return facts


_FOUND_AFTER_PLAY = (
    r"\bna (afloop|het spel|het spelen|de laatste slag|de 13e slag|de dertiende slag)\b",
    r"\b(einde|afloop) van het (spel|spelen)\b",
    r"\bterugstoppen\b",
    r"\bna het (terug)?stoppen\b",
    r"\bbij het (score|scoren|invoeren)\b",
)
_FOUND_BEFORE_ANY_CALL = (
    r"\bvoor (het|de) (bieden|bieding)\b",
    r"\bvoordat (er )?(\S+ ){0,2}(geboden|bood|biedt|bieden|opende|opent|paste|past)\b",
    r"\b(nog niet|nog niemand|niemand) (\S+ ){0,2}(geboden|gebieden|bood)\b",
    r"\bnog (niet|niets|geen bod) (is |was )?geboden\b",
    r"\b(was|is|werd) (er )?nog niet geboden\b",
    r"\buitpakken\b",
    r"\buit (het|de) (bord|hoes|koker)\b",
)
_FOUND_DURING = (
    r"\btijdens (het|de) (bieden|bieding|spelen|spel)\b",
    r"\b(na het|na de|tijdens het) (bieden|bieding)\b",
    r"\b(had|hadden|heeft|hebben) (\S+ ){0,3}(geboden|geopend|gepast|gedoubleerd)\b",
    r"\b(geboden|geopend|gepast) (had|hadden|heeft|hebben)\b",
    r"\bbiedronde",
    r"\bbieden (is |was )?(al )?bezig\b",
    r"\b(opende|opent|bood|boden|biedt|paste|passte|doubleerde)\b",
    r"\buitkomst\b",
    r"\bna (\S+ ){0,3}(van|door) [nozw]\b.*\bblijkt\b",  # "na 1♠ van O en pas van Z blijkt ..."
    r"\bnadat (\S+ ){0,4}(geboden|geopend|gepast)\b",
)


def _discovery_phase(reader: Reader) -> str | None:
    if _any(reader, *_FOUND_AFTER_PLAY):
        return "after_play"
    if _any(reader, *_FOUND_BEFORE_ANY_CALL):
        return "before_any_call"
    if _any(reader, *_FOUND_DURING):
        return "during_auction_or_play"
    if any(ent.label_ == "TRICK" for ent in reader.doc.ents):
        return "during_auction_or_play"  # found in trick 3: the play had begun
    return None


def _surplus_card(reader: Reader) -> bool | None:
    if reader.has("A_SURPLUS", negated=True) or _any(
        reader, r"\bhoort (gewoon |wel )?bij (het|dit) (spel|bord)\b", r"\bgewoon (een |de )?(kaart )?van\b",
        r"\bgewoon (van|bij) (de|zijn|haar) partner\b", r"\b(komt|kwam) gewoon (\S+ )?van\b",
    ):
        return False
    if reader.has("A_SURPLUS") or _any(reader, r"\bhoort niet bij (het|dit) (spel|bord)\b", r"\bniet van dit (spel|bord)\b"):
        return True
    return None


def _card_seen(reader: Reader) -> bool | None:
    if _any(reader, r"\bniemand (heeft |had )?(\S+ ){0,3}(gezien|zag)\b",
            r"\b(niets|niks|geen kaart(en)?) (\S+ )?(gezien|zag|gezien heeft)\b"):
        return False
    words = _tokens(reader)
    for cue in reader.cues.get("A_SEEN", []):
        if cue._.negated:
            continue
        clause = " ".join(words[max(0, cue.start - 8) : cue.end + 8])
        if re.search(r"\bkaart(en)? (\S+ )?(van|bij) (een )?(ander|andere|\S+ (partner|tegenstander)|[nozw]\b)", clause) \
                or re.search(r"\bkaart(en)? van\b", clause):
            return True
    return None


def _normal_play_possible(reader: Reader) -> bool | None:
    text = _text(reader)
    for sentence in re.split(r" [.;!?] ", text):
        if re.match(r"^(mag|moet|kan|kun|hoe|wat|wanneer|waarom|welke|wie) ", sentence):
            continue  # a question about it, not a fact
        for match in re.finditer(
            r"\b(kan|kunnen|kon)\b( \S+){0,6}? (gespeeld|spelen)\b|\b(gespeeld|spelen) (kan|kunnen|kon)\b|"
            r"\b(normaal|gewoon) te spelen\b|\b(on)?speelbaar\b|\b(normaal|gewoon) (verder )?(ge)?spe(e)?l(d|en)\b",
            sentence,
        ):
            start = match.start()
            before = sentence[max(0, start - 40) : start]
            clause = re.split(r" , | maar | want ", before)[-1] + " " + match.group(0)
            if not re.search(r"\b(normaal|gewoon|bord|spel|dit|verder)\b", clause) or re.search(r"\bof\b", clause):
                continue  # not about the board, or an indirect question ("bepalen of het bord ...")
            return not re.search(r"\b(niet|geen|onspeelbaar|nooit)\b", clause)
    return None


# -- Law 72C: awareness of potential damage -------------------------------------------------------
@extractor("awareness_of_damage")
def awareness_of_damage(reader: Reader) -> dict[str, Any]:
    known = _could_have_known(reader)
    return {} if known is None else {"offender_could_have_known": known}


_KNOW = r"(weten|voorzien|beseffen|bedenken|verwachten|inschatten|known)"
_COULD_NOT = (
    rf"\b(kon|kan|kunnen)\b( \S+){{0,3}}? (niet|onmogelijk|nooit|moeilijk)( \S+){{0,2}}? {_KNOW}\b",
    rf"\b(niet|onmogelijk|nooit)( \S+)? (kon|kan|kunnen)( \S+){{0,2}}? {_KNOW}\b",
    rf"\b(niet|onmogelijk|nooit) (had|heeft|hebben) (\S+ )?kunnen {_KNOW}\b",
    rf"\bhad (\S+ ){{0,2}}(niet|onmogelijk|nooit) (\S+ )?kunnen {_KNOW}\b",
)
_COULD = (
    rf"\b(kon|kan|kunnen)\b( \S+){{0,3}}? {_KNOW}\b",
    rf"\b(had|heeft|hebben)( \S+){{0,2}}? (kunnen|moeten) {_KNOW}\b",
    r"\b(wist|wisten) (heel |zeer |best |donders )?(goed |wel )?dat\b",
    r"\bcould have known\b",
)


_INVERTED = {"had", "heeft", "kon", "kan", "wist", "weet", "zou", "moest"}


def _could_have_known(reader: Reader) -> bool | None:
    sentences = _sentences(_tokens(reader))
    for patterns, value in ((_COULD_NOT, False), (_COULD, True)):
        for n, (words, end) in enumerate(sentences):
            sentence = " ".join(words)
            found = [m for m in (re.search(p, sentence) for p in patterns) if m]
            if not found:
                continue
            if end == "?" and words[:1] and words[0] in _INVERTED and min(m.start() for m in found) == 0:
                # "Had hij kunnen weten ...?" asks; only an answer after it ("? Ja") states the fact
                answer = sentences[n + 1][0][:1] if n + 1 < len(sentences) else []
                if answer == ["ja"]:
                    return True
                if answer in (["nee"], ["neen"]):
                    return False
                continue
            return value
    return None


def _sentences(words: list[str]) -> list[tuple[list[str], str]]:
    """The message as sentences (words, terminator)."""
    out: list[tuple[list[str], str]] = []
    current: list[str] = []
    for word in words:
        if word in _SENTENCE_END:
            if current:
                out.append((current, word))
            current = []
        else:
            current.append(word)
    if current:
        out.append((current, ""))
    return out
