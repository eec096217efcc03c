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
from .extract_judgement import explainer
from .normalize import parse_seat

_SENTENCE_END = {".", "?", "!", ";", ":"}
_CALLED = (
    r"(bood|boden|biedt|bied|geboden|paste|passte|past|gepast|doubleerde|doubleert|gedoubleerd|redoubleerde"
    r"|redoubleert|geredoubleerd|opende|geopend|overheen|eroverheen|heen|gezegd|geantwoord|antwoordde|antwoordt"
    r"|gereageerd|reageerde|legde|gelegd|neergelegd|zette|gezet|achteraan|erachteraan|doorgeboden|doorbood|doorboden|(?<=bod )gedaan|(?<=bod heeft )gedaan|(?<=bod had )gedaan)"
)
_NOT_CALLED = (r"(nog niets|nog niks|nog nix|nog niet|nog geen|niets|niks|nix|niet|geen|riep|roept|geroepen|belde|haalde"
               r"|zonder (zelf |iets |eerst )?(te )?(bieden|passen|zeggen)|called (the|de) (td|director|wedstrijdleider))")


_ENGLISH = {"lho": "linkertegenstander", "rho": "rechtertegenstander", "auction": "bieding", "bidding": "bieding",
            "m'n": "mijn", "mn": "mijn",  # (and the spoken short form of "mijn")
            # the neighbours at the table during the auction: "zijn linkerbuurman" is his LT
            "linkerbuurman": "linkertegenstander", "linkerbuurvrouw": "linkertegenstander", "linkerbuur": "linkertegenstander",
            "rechterbuurman": "rechtertegenstander", "rechterbuurvrouw": "rechtertegenstander", "rechterbuur": "rechtertegenstander"}


def _tokens(reader: Reader) -> list[str]:
    """The normalised words; a few English bridge words read as their Dutch norm ("LHO" → linkertegenstander)."""
    words = [t.norm_.lower() for t in reader.doc]
    return [_ENGLISH.get(w, w) for w in words]


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
    calls = {ent.start for ent in reader.doc.ents if ent.label_ == "CALL"}
    for ent in reader.doc.ents:
        # "O gaf 1♣": a call given, not a deal (Reader.seats drops "X gaf" as the dealer)
        if ent.label_ == "SEAT" and ent.end + 1 in calls and reader.doc[ent.end].lower_ == "gaf":
            found[ent.start] = parse_seat(ent.text)
    for ent in reader.doc.ents:
        # "Zuid gaf, opende 1♦ en ...": the dealer who then called is a player of the story
        follow = [t.lower_ for t in reader.doc[ent.end : ent.end + 3]]
        if ent.label_ == "SEAT" and follow[:1] == ["gaf"] and len(follow) == 3 and follow[1] in {",", "en"} \
                and _ACTED.match(follow[2]):
            found[ent.start] = parse_seat(ent.text)
        # "W (gever) opende 1♥", "N, de gever, bood ...": the dealer named as the one who called
        after = [t.lower_ for t in reader.doc[ent.end : ent.end + 5]]
        for skip in (["(", "gever", ")"], [",", "de", "gever", ","], ["(", "de", "gever", ")"]):
            if ent.label_ == "SEAT" and after[: len(skip)] == skip and len(after) > len(skip) and _ACTED.match(after[len(skip)]):
                found[ent.start] = parse_seat(ent.text)
    for token in reader.doc:
        if token.lower_.endswith("'s"):
            seat = _seat_of(token.lower_)
            if seat:
                found[token.i] = seat
    return sorted(((s, i) for i, s in found.items()), key=lambda x: x[1])


_ACTED = re.compile(r"^(opende|opent|bood|biedt|paste|past|pakte|pakt|legde|legt|zei|zegt|doubleerde|doubleert|greep)$")


def _window(words: list[str], start: int, size: int = 12) -> list[str]:
    """Words from ``start`` up to the end of the sentence (at most ``size``)."""
    out = []
    for word in words[start : start + size]:
        if word in _SENTENCE_END:
            break
        out.append(word)
    return out


_NO_DAMAGE = (
    r"\b(haalden|haalde|halen|haalt|scoorden|scoorde|scoren|kregen|kreeg) (gewoon |toch |wel |nog )?(hun |het |een |ons |onze |zijn |haar |de )?"
    r"(gemiddelde|gemiddeld|normale score|normaal resultaat)\b",
    r"\bmaakt(e|en)?\b( \S+){0,4} (niks|niets|geen verschil)\b( \S+)? uit\b", r"\b(niks|niets) aan de hand\b",
    r"\b(niks|niets|geen (enkel )?verschil) (\S+ )?(uitmaakt|uitmaakte|uitmaakten|uitgemaakt)\b",  # "dat dat voor de tegenpartij niets uitmaakt"
    r"\bgeen (enkel )?(verschil|effect|gevolg)\b", r"\bgeen (last|hinder)\b", r"\bgemiddeld(e)? (gescoord|gehaald|resultaat|score)\b",
    r"\b(resultaat|score|uitslag) (was|is|bleef|blijft|waren|zou) (\S+ ){0,5}(hetzelfde|gelijk|dezelfde|ongewijzigd)\b",
    r"\b(resultaat|score|uitslag) (was|is|waren|zou|zouden) zonder( (?![.;:!?,]|niet\b|anders\b)\S+){1,10} (hetzelfde|gelijk|dezelfde|ongewijzigd)\b",  # "zou zonder de info ... hetzelfde zijn geweest"
    r"\b(resultaat|score|uitslag) (\S+ ){0,5}niet (door |daardoor |erdoor |door de \S+ )?(heeft |had |is |was )?(veranderd|veranderde|veranderen|verandert|anders|beïnvloed)\b",
    r"\b(resultaat|score|uitslag)( (?!niet\b|wel\b)\S+){0,3} (veranderde|veranderd|verandert|wijzigde)( \S+){0,2} niet\b",
    r"\bniet slechter\b", r"\b(even|net zo|evengoed|toch) goed af\b",
    r"\b(resultaat|score|uitslag) (was|is|bleef|blijft) (voor (ons|hen|nz|ow|noord-zuid|oost-west|de tegenpartij) )?(even|net zo|evengoed|precies even) goed\b",
    r"\bgeen (enkele )?invloed (\S+ )?(op|gehad op) (het|de) (resultaat|score|uitslag)\b",
    r"\b(benadeeld|gedupeerd|geschaad|tekortgedaan)\b ((?![.;:!?,]|want\b|omdat\b|maar\b|en\b|dat\b)\S+ ){0,6}niet\b",  # "benadeeld voelen wij ons niet"
    r"\b(resultaat|score|uitslag)( \S+){0,4} (hetzelfde|gelijk|ongewijzigd) (bleef|was|is|blijft|gebleven)\b",
    r"\b(resultaat|score|uitslag)( \S+){0,2} (ongewijzigd|onveranderd|ongeschonden)\b",
    r"\b(resultaat|score|uitslag)( (?!niet\b)\S+){0,3} (bleef|bleven|blijft) (\S+ ){0,2}(hetzelfde|gelijk|dezelfde|ongewijzigd)\b",
    r"\b(scoren|scoorden|scoort|scoorde|haalden|halen|kregen|krijgen) (\S+ ){0,2}(hetzelfde|evenveel|gelijk|precies wat)\b",
    # "de leider verloor er niks door", "NZ hebben niets verloren", "het kostte hun geen slag"
    r"\b(verloor|verloren|verliezen|verliest|kostte|kost|gekost)( \S+){0,2} (niks|niets|geen (enkele )?(slag|punt|punten|top))\b",
    r"\b(niks|niets|geen (enkele )?(slag|slagen|punt|punten)) (\S+ ){0,2}(verloren|kwijt|gekost|misgelopen)\b",
    # "bleef voor ons (OW) zonder gevolgen", "had geen gevolgen voor de tegenpartij"
    r"\b(voor|bij) (ons|mij|hen|nz|ow|noord-zuid|oost-west|de tegenpartij|de tegenstanders|de niet-overtreders)( \( \S+ \))? (zonder|geen) "
    r"(enige |verdere )?(gevolgen|gevolg|nadeel|nadelen|consequenties)\b",
    r"\b(zonder|geen) (enige |verdere )?(gevolgen|gevolg|nadeel|nadelen|consequenties) (\S+ )?(voor|bij) (ons|mij|hen|nz|ow|noord-zuid|oost-west"
    r"|de tegenpartij|de tegenstanders|de niet-overtreders)\b",
)
_DAMAGE = (r"\b(had|hadden) (\S+ ){0,6}(een )?(betere|hogere) (score|uitslag|resultaat) (gehad|gekregen|gescoord|gehaald)\b",
           r"(?<!niet )(?<!geen )\b(tekort ?gedaan|tekortgekomen|de dupe|gedupeerd|benadeeld)\b",
           r"\bslechte(re)? (score|uitslag)\b", r"\bslecht(er)? resultaat\b", r"\b(ge)?damaged?\b",
           # "NZ voelen zich gepakt", "OW voelden zich flink bestolen" (a NOS complaint; not "voelen zich niet ...")
           r"\b(voelt|voelen|voelde|voelden|voel) (\S+ )?zich( (?!niet\b|geen\b|nooit\b|[.;:!?,])\S+){0,2} (gepakt|bestolen|beroofd|genaaid|belazerd"
           r"|opgelicht|benadeeld|gedupeerd|tekortgedaan|tekort gedaan|gepiepeld|afgezet|beetgenomen|de klos|het slachtoffer)\b",
           # "zonder die uitkomst was het gemaakt": the result the use of the information changed
           r"\bzonder ((die|dat|deze|de|het|zijn|haar|z'n) )?(\S+ ){0,3}(was|had|waren|hadden|zou|zouden)( \S+){0,4} "
           r"(gemaakt|gehaald|binnengehaald|gewonnen|beter|hoger)\b",
           r"\b(had|hadden) (\S+ ){0,2}anders\b( \S+){0,5} (gehaald|gemaakt|gescoord|gewonnen|gekregen)\b",  # "OW hadden anders een deelscore gehaald"
           # "zonder die info was N nooit in de manche gekomen": the use of the information changed the result
           r"\bzonder (die|dat|deze|de|het) (\S+ ){0,3}(was|had|waren|hadden|zou|zouden)( \S+){0,3} (nooit|niet) "
           r"(\S+ ){0,4}(gekomen|beland|terechtgekomen|geboden|gehaald|gemaakt)\b")
# what a side lost: damage only when the sentence names the side ("NZ verloren er een slag door")
_LOST_THING = r"(\w*slag|\w*slagen|top|topscore|punt|punten|manche|slem|score|imp|imps|matchpunten|contract|deelscore|bonus|overslag)"
_LOSS = (
    r"\bslechter (van |door )?(geworden|af|uit)\b",
    # a result down where it would have made: "4♥ van OW ging -1 i.p.v. +1", "NZ -1 ipv C"
    r"(^|\s)(-\s?\d|\d down|down|beet) (i\.p\.v\.?|ipv|in_plaats_van|in plaats van) (\+\s?\d|=|c\b|contract\b|gemaakt\b)",
    r"\b(scoorden|scoren|scoorde|scoort|kwamen|kwam|deden|deed) (\S+ ){0,2}slechter\b",
    r"\bslechter (uitkomen|uitkwamen|uitkomt|uitkwam|afkomen|afkwamen|afkomt|afgekomen|uitgekomen)\b",  # "de tegenstanders daardoor slechter uitkomen"
    rf"\b{_LOST_THING} (\S+ ){{0,3}}(kwijt|kwijtgeraakt|mis|mislopen|misgelopen|verloren|verloor|verliest|gekost|kostte)\b",
    rf"\bkwijt (\S+ ){{0,2}}?{_LOST_THING}\b",  # "OW kwijt 1 slag"
    rf"\b(kwam|kwamen|komt|komen) (\S+ ){{0,2}}(een |twee |drie |\d )?{_LOST_THING} tekort\b",  # "de leider kwam daardoor een slag tekort"
    rf"\b(kostte|kost|kosten|gekost)( \S+){{0,4}} {_LOST_THING}\b",
    rf"\b(scheelde|scheelt|scheelden|gescheeld)( \S+){{0,3}} {_LOST_THING}\b",  # "dat scheelde ons een top"
    rf"\b{_LOST_THING} minder (maakten|maakte|haalden|haalde|kregen|kreeg|scoorden|scoorde|gemaakt|gehaald|gekregen|gescoord)\b",  # "een slag minder maakten"
    rf"\b(verloren|verloor|verliezen|verliest|missen|miste|misten|mist|mislopen|misliepen)( \S+){{0,4}} {_LOST_THING}\b",
    r"\b(kregen|krijgen|kreeg|scoorden|scoren) (\S+ ){0,2}(nul|bodem|nulletje|slechte score)\b",
    rf"\b(liepen|lopen|loopt|liep)( \S+){{0,5}} {_LOST_THING} mis\b",  # "liepen daardoor een deelscore mis"
    # "daardoor ging ons contract down", "onze manche ging één down"
    r"\b(contract|manche|slem|deelscore|partscore|contracten) (ging|gaat|gingen|gaan|is|was) (\S+ ){0,2}(down|beet|onderuit)\b",
    r"\b(ging|gaat|gingen|gaan)( \S+){0,2} (contract|manche|slem|deelscore|partscore|contracten) (\S+ ){0,3}(down|beet|onderuit)\b",
    # "de leider zegt dat hij daardoor down ging": the loss caused by the use of the information
    r"\b(daardoor|erdoor|daarom|hierdoor) (\S+ ){0,2}(down|beet|onderuit) (ging|gingen|gaat|gaan|is gegaan|zijn gegaan)\b",
    r"\b(ging|gingen|gaat|gaan) (hij|zij|ze|we|wij|ik) (daardoor|erdoor|hierdoor) (\S+ )?(down|beet|onderuit)\b",
)
# the damage is asked about, not stated: "ik weet nog niet of er schade is"
_DAMAGE_OPEN = (
    r"\b(weet|weten|wist|onduidelijk|onbekend|bepalen|nagaan|zien|zeker)\b( \S+){0,3} of (er )?(\S+ ){0,3}"
    r"(schade|nadeel|benadeeld|gedupeerd|slechter)\b",
    r"(^|[.;:!?] )of (\S+ ){0,5}(schade|nadeel|benadeeld|gedupeerd|slechter)\b",  # "Of OW benadeeld zijn, weet ik niet"
)


def _damage(reader: Reader) -> bool | None:
    """True when the non-offending side says it was damaged, False when the text says there was none."""
    if _any(reader, *_DAMAGE_OPEN):
        return None
    if reader.has("A_DAMAGE", negated=True) or _any(reader, *_NO_DAMAGE):
        return False
    answered = _answered_damage_question(reader)
    if answered is not None:
        return answered
    if (reader.has("A_DAMAGE") or _any(reader, *_DAMAGE)) and not _writer_side_lost(reader):
        return True
    all_words = _tokens(reader)
    side_before = False  # a side named in an earlier sentence, then "ze"/"hen" ("OW klagen: ... lopen ze een top mis")
    for start, (words, _) in _sentence_spans(all_words):
        sentence = " ".join(words)
        named = re.search(_SIDE_NAMED, sentence) or (side_before and re.search(r"\b(ze|zij|hen|hun)\b", sentence))
        side_before = side_before or bool(re.search(r"\b(noord-zuid|oost-west|tegenpartij|tegenstanders|niet-overtreders)\b", sentence))
        if any(re.search(p, sentence) for p in _LOSS) and named:
            if _loser_is_offender(reader, all_words, start, len(words)):
                continue  # "de ingetrokken kaart van de leider ..., dat kostte de leider een slag"
            return True
    return None


_WRITER_OFFENDED = re.compile(
    r"\b(onze|mijn) (\S+ ){0,2}(ingetrokken|teruggenomen|teruggetrokken|geannuleerde?|teruggedraaide?)\b"
    r"|\b(ik|wij|we) (\S+ ){0,3}(moest|moesten|mocht|mochten) (\S+ ){0,4}(intrekken|terugnemen|terugpakken|terugtrekken)\b"
    r"|\b(ik|wij|we) (trok|trokken|nam|namen) (\S+ ){0,4}(in|terug)\b"
    r"|\bdoor (mij|ons)\b( \S+){0,3} (ingetrokken|teruggenomen|teruggetrokken)\b"  # "de door mij (leider) teruggenomen kaart"
    r"|\b(ik|wij|we) (\S+ ){0,5}terug (moest|moesten|mocht|mochten) (nemen|pakken|trekken|halen)\b")  # "die ik weer terug moest nemen"
_THIRD_SIDE = re.compile(r"\b(nz|ow|noord-zuid|oost-west|tegenpartij|tegenstanders?|niet-overtreders?|niet-overtredende|hen|hun|zij|ze)\b")


def _writer_side_lost(reader: Reader) -> bool:
    """"Wij kregen een slechte score nadat de tegenpartij de info van onze ingetrokken 2♥ had gebruikt": the writer's
    side withdrew the action, so the damage it tells of is the offending side's, not the non-offending side's."""
    words = _tokens(reader)
    if not _WRITER_OFFENDED.search(" ".join(words)):
        return False
    cue_at = [span.start for span in reader.cues.get("A_DAMAGE", []) if not span._.negated]
    hit = False
    for start, (sentence, _) in _sentence_spans(words):
        text = " ".join(sentence)
        if not (any(start <= i < start + len(sentence) for i in cue_at) or any(re.search(p, text) for p in _DAMAGE)):
            continue
        hit = True
        if not re.match(r"(ik|wij|we)\b", text) or _THIRD_SIDE.search(text.split(" nadat ")[0].split(" , ")[0]):
            return False  # a damage told of another side than the writer's
    return hit


def _loser_is_offender(reader: Reader, words: list[str], start: int, size: int) -> bool:
    """Whether the side a sentence says lost (the player or side named nearest the loss word) is the side
    whose action was withdrawn."""
    withdrawals = [i for i, w in enumerate(words) if _WITHDRAW_WORD.match(w)]
    losses = [i for i in range(start, start + size) if _LOSS_WORD.match(words[i])]
    if not withdrawals or not losses:
        return False
    writer = _writer_side(reader, words)
    source = _withdrawer(reader, words, withdrawals[0], writer)
    loss = losses[0]
    for distance in range(1, 6):
        for i in (loss + distance, loss - distance):
            if not start <= i < start + size or words[i - 1 : i] == ["van"]:
                continue
            loser = _role_at(reader, words, i, writer)
            if loser is None:
                continue
            if loser == "writer" or (writer and loser == writer):
                loser = _writer_role(words) or loser  # "wij (de leider) verloren een slag"
            if loser in ("nos", "opponents"):
                return False
            if isinstance(loser, frozenset) and isinstance(source, frozenset):
                return bool(loser & source)
            return loser == source
    return False


_LOSS_WORD = re.compile(
    r"^(kostte|kost|kosten|gekost|verloren|verloor|verliezen|verliest|kwijt|kwijtgeraakt|mis|missen|miste|misten|"
    r"mislopen|misgelopen|misliepen|slechter|kregen|krijgen|kreeg|scoorden|scoren)$"
)


_SIDE_NAMED = (
    r"\b(noord-zuid|oost-west|nz|ow|tegenpartij|tegenstanders?|niet-overtreders?|niet-overtredende|wij|we|ons|leider"
    r"|tegenspelers)\b"
)


def _answered_damage_question(reader: Reader) -> bool | None:
    """"Schade voor NZ? Nee, ...": a question about the damage that the message answers itself."""
    sentences = _sentences(_tokens(reader))
    damage_at = {span.start for span in reader.cues.get("A_DAMAGE", [])}
    position = 0
    for n, (words, end) in enumerate(sentences):
        first = position
        position += len(words) + 1
        if end != "?" or n + 1 >= len(sentences):
            continue
        if not any(first <= i < first + len(words) for i in damage_at):
            continue
        answer = sentences[n + 1][0][:1]
        if answer in (["nee"], ["neen"]):
            return False
        if answer in (["ja"], ["jazeker"], ["zeker"]):
            return True
    return None


# -- Law 25: change of call ---------------------------------------------------------------------
@extractor("change_of_call")
def change_of_call(reader: Reader) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    words = _tokens(reader)
    me = _first_person_seat(words)
    offender, at = _change_offender(reader, words, me)
    if offender:
        facts["offender"] = offender
    cause = _change_cause(reader, words)
    if cause:
        facts["change_cause"] = cause
    partner = _partner_called(reader, words, offender, at, me)
    if partner is not None:
        facts["partner_called_since"] = partner
    ended = _auction_ended(reader)
    if ended is not None:
        facts["auction_ended"] = ended
    if _any(reader, r"\b(nog )?niemand( anders)?( \S+){0,4} (gezegd|geboden|gedaan|gepast|aan de beurt|gereageerd)\b",
            r"\bvoordat (er )?iemand( anders)? (\S+ ){0,3}(gezegd|geboden|gedaan|gepast|bood|paste|zei|aan de beurt)\b"):
        facts.setdefault("partner_called_since", False)
        facts["lho_called_after_first_call"] = False
        return facts
    lho = _lho_called(reader, words, offender, at, me)
    if lho is not None:
        called, where = lho
        facts[_lho_fact(reader, words, where, cause, called)] = called
    return facts


_SEAT_WORDS = {"n", "o", "z", "w", "noord", "oost", "zuid", "west"}
# "ik (oost)", "ik zit west", "ik, noord,": the words between "ik" and the seat
_SEAT_FILLER = {"(", ")", ",", "-", "zit", "zat", "ben", "was", "speel", "speelde", "als", "zelf"}
_DECLARE = {"zit", "zat", "ben", "was", "speel", "speelde"}
_PERCEIVE = {"zag", "zie", "ziet", "hoorde", "hoor", "hoort", "merkte", "keek", "kijk"}
_ASKING = {"vragen", "vraag", "weten", "melden", "meld", "voorleggen", "informeren", "uitleggen"}
_RELATIVE = {"partner": PARTNER, "rechtertegenstander": {v: k for k, v in LHO.items()}, "linkertegenstander": LHO}
# a call as it stands in a list of the auction: "W pas", "N al x", "O daarna 2♥"
_LISTED_CALL = re.compile(
    r"^((had|heeft) )?((al|daarna|toen|vervolgens|ook|meteen|direct|inmiddels|intussen) )?((bewust|gewoon|rustig|snel|zelf) )?"
    r"(pas|doublet|redoublet|dubbel|x\.?|xx\.?|\d ?(♠|♥|♦|♣)|\d ?(sans|sa|nt))( |$)"
)
_CHANGE_WORD = re.compile(
    r"^(wijzig\w*|gewijzigd\w*|wijziging|verander\w*|vervang\w*|verving|corrigeer\w*|gecorrigeerd|correctie|verbeter\w*|"
    r"omzet\w*|omwissel\w*|aanpass\w*|terugnem\w*|wisselen|herroep\w*|terugdraai\w*|teruggedraaid)$"
)


def _first_person_seat(words: list[str]) -> str | None:
    """The writer's seat: "ik (oost)", "ik zit west", "ik ben noord"."""
    for i, word in enumerate(words):
        if word not in ("ik", "ikzelf"):
            continue
        j = i + 1
        while j < len(words) and j <= i + 3 and words[j] in _SEAT_FILLER:
            j += 1
        if j > i + 1 and j < len(words) and words[j] in _SEAT_WORDS:
            return parse_seat(words[j])
    for i, word in enumerate(words[:-3]):
        # "mijn RT (west)" / "mijn partner, noord," / "mijn LT N": the writer's seat from a named relative
        relative = _RELATIVE.get(words[i + 1])
        if word != "mijn" or relative is None:
            continue
        k = i + 2
        if words[k] in {"(", ","}:
            k += 1
        if words[k] in _SEAT_WORDS:
            seat = parse_seat(words[k])
            return next(me for me, other in relative.items() if other == seat)
    return None


def _person_mentions(reader: Reader, words: list[str], me: str | None) -> list[tuple[int, str, str]]:
    """Players named in the message: (token index, seat, how) with how "seat", "ik" or "mijn"."""
    out: list[tuple[int, str, str]] = []
    mine: set[int] = set()  # seat tokens that only say who "ik" is
    if me:
        for i, word in enumerate(words):
            if word not in ("ik", "ikzelf"):
                continue
            j = i + 1
            declared = False
            while j < len(words) and j <= i + 3 and words[j] in _SEAT_FILLER:
                declared = declared or words[j] in _DECLARE
                j += 1
            if j > i + 1 and j < len(words) and words[j] in _SEAT_WORDS:
                mine.add(j)
                while j + 1 < len(words) and words[j + 1] in {")", ","}:
                    j += 1
            else:
                j = i
            acts = declared and words[j + 1 : j + 2] == ["en"] and j + 2 < len(words) and words[j + 2] not in _PERCEIVE
            acts = acts or (declared and words[j] == "," and j + 1 < len(words) and bool(_ACTED.match(words[j + 1])))  # "ik zat W, opende"
            if set(words[i + 1 : i + 4]) & _ASKING and j == i:
                continue  # "mag ik u vragen ...", "ik wil graag weten ...": the writer asks, he is no player of the story
            if (declared and not acts) or (j + 1 < len(words) and words[j + 1] in _PERCEIVE):
                continue  # "ik zit oost" says where, "ik (O) zag ..." only watched; "ik zit N en heb ..." acts
            out.append((i, me, "ik"))
        for i, word in enumerate(words[:-1]):
            relative = _RELATIVE.get(words[i + 1])
            named = i + 3 < len(words) and words[i + 2] == "(" and words[i + 3] in _SEAT_WORDS  # "mijn LT (N)"
            if word == "mijn" and relative and not named:
                out.append((i, relative[me], "mijn"))
    out += [(i, seat, "seat") for seat, i in _seats(reader) if i not in mine]
    out += [(i, seat, "seat") for i, seat in _named_players(words)]
    return sorted(out)


_NOT_A_NAME_CALL = {"pas", "passe", "doublet", "redoublet", "dubbel", "contra", "sans", "opening", "bod", "opent", "opende", "paste",
                    "past", "bood", "zit", "zat", "speler", "leider", "blinde", "partner", "maat", "kaart", "kaarten", "hand"}


def _named_players(words: list[str]) -> list[tuple[int, str]]:
    """"Ans (W) ... Ans opende 1♣": later mentions of a name that was given a seat (token index, seat)."""
    names: dict[str, str] = {}
    for i in range(len(words) - 3):
        name = words[i]
        if words[i + 1] == "(" and words[i + 3] == ")" and words[i + 2] in _SEAT_WORDS and len(name) >= 3 and name.isalpha() \
                and name not in _NOT_A_NAME and name not in _NOT_A_NAME_CALL and _seat_of(name) is None:
            names.setdefault(name, parse_seat(words[i + 2]))
    return [(i, names[w]) for i, w in enumerate(words) if w in names and words[i + 1 : i + 2] != ["("]]


def _change_offender(reader: Reader, words: list[str], me: str | None) -> tuple[str | None, int]:
    """Who changed his call: the player named nearest before the first cause or change word of that
    sentence, else the first player named; seats named as the LT, the partner or the final passer are skipped."""
    candidates = []
    for i, seat, how in _person_mentions(reader, words, me):
        if how == "seat":
            before = words[max(0, i - 3) : i]
            after = words[i + 1 : i + 5]
            if before[-2:] in (["slotpas", "van"], ["pas", "van"]) and not _passive_change(words, i + 1):
                continue  # "na de pas van O"; but "de pas van west werd door hem in 1♥ veranderd" is the changed call
            if before[-1:] == ["van"] and re.search(r"\bna (de |het |een |zijn |haar )?(pas|doublet|redoublet|dubbel|opening|\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))$",
                                                  " ".join(words[max(0, i - 5) : i - 1])):
                k = i - 2
                while k >= 0 and words[k] not in _SENTENCE_END and words[k] not in (",", "maar", "want", "omdat", "terwijl"):
                    k -= 1
                if any(_seat_of(w) for w in words[k + 1 : i - 1]):
                    continue  # "W paste na 1SA van N": the call before, made by another player than the subject
            if before[-1:] == ["van"] and _earlier_call_owner(reader, words, i, me):
                continue  # "na 1♠ van N en 2♥ van O zei Z ...": the owners of the calls before the subject's own
            if "partner" in before[-2:] and "mijn" not in before[-3:]:
                continue  # "zijn partner W had al gepast"; but "mijn partner (noord) wil ..." may offend
            if "linkertegenstander" in before[-3:] and "mijn" not in before[-3:]:
                continue  # "zijn LT (W)"; but "mijn LT (N)" may well be the offender
            if after[:1] in (["("], [","]) and "linkertegenstander" in after[1:3]:
                continue
        candidates.append((i, seat))
    if not candidates:
        if me and "ik" in words:
            return me, words.index("ik")  # "ik zat W, ... bood 2♦ ...": the writer is the only player of the story
        return None, -1
    anchor = _change_anchor(reader, words)
    if anchor is not None:
        start = anchor
        while start > 0 and words[start - 1] not in _SENTENCE_END:
            start -= 1
        after = [c for c in candidates if c[0] == anchor + 1]
        fronted = anchor > 0 and words[anchor - 1] == "," and words[start] in _SUBORDINATORS \
            and not any(w in _SENTENCE_END or w == "," for w in words[start : anchor - 1])
        if after and anchor > 0 and (words[anchor - 1] in _INVERSION or fronted):  # ("Terwijl O nog nadacht, verbeterde N ...")
            seat = after[0][1]  # "toen verbeterde oost naar 2♠": the subject after the verb
            return seat, min(i for i, s in candidates if s == seat)
        near = [c for c in candidates if start <= c[0] < anchor]
        if near and words[near[-1][0]] in ("ik", "ikzelf") and re.search(r"\b(hij|zij)\b", " ".join(words[near[-1][0] + 1 : anchor])):
            others = [c for c in candidates if c[0] < anchor and words[c[0]] not in ("ik", "ikzelf")]
            near = others[-1:]  # "mijn RT (Z) bood 3♣, ik paste, en toen wilde hij ...": "hij" is not the writer
        if near:
            seat = near[-1][1]
            return seat, min(i for i, s in candidates if s == seat)  # where he is first named
    return candidates[0][1], candidates[0][0]


_SUBORDINATORS = {"terwijl", "toen", "nadat", "omdat", "voordat", "als", "zodra", "doordat", "hoewel", "wanneer", "zolang", "nu"}


def _passive_change(words: list[str], j: int) -> bool:
    """"(de pas van west) werd na enkele seconden door hem in 1♥ veranderd": the call named is the one changed."""
    k = j
    while k < len(words) and k - j < 14 and words[k] not in _SENTENCE_END and words[k] != ",":
        k += 1
    clause = words[j:k]
    return bool(clause) and clause[0] in ("werd", "wordt", "is", "was") and any(_CHANGE_WORD.match(w) for w in clause)


def _earlier_call_owner(reader: Reader, words: list[str], i: int, me: str | None) -> bool:
    """Whether the seat at ``i`` owns a call in a "na <call> van X (en <call> van Y)" phrase that opens its clause,
    with another player named as the subject later in the sentence."""
    k = i - 1
    while k > 0 and i - k < 12 and words[k - 1] not in _SENTENCE_END and words[k - 1] != "na":
        if not (words[k - 1] in {"van", "en", ",", "de", "het", "een", "zijn", "haar"} or _seat_of(words[k - 1])
                or re.fullmatch(r"pas|doublet|redoublet|dubbel|x|xx|\d ?(♠|♥|♦|♣|sa|sans|nt)?|♠|♥|♦|♣|sa|sans|nt", words[k - 1])):
            return False
        k -= 1
    if words[k - 1 : k] != ["na"]:
        return False
    end = next((j for j in range(i, len(words)) if words[j] in _SENTENCE_END), len(words))
    subjects = {seat for j, seat, how in _person_mentions(reader, words, me) if how == "seat" and i < j < end and words[j - 1] != "van"}
    return bool(subjects) and _seat_of(words[i]) not in subjects  # (not "na 1SA van W ... zei W": his own call)


def _change_anchor(reader: Reader, words: list[str]) -> int | None:
    """The first word that says why or that the call was changed."""
    spots = [s.start for label in ("A_UNINTENDED", "A_CHANGE_OF_MIND", "A_LOST_CONCENTRATION", "A_ATTENTION")
             for s in reader.cues.get(label, [])]
    spots += [i for i, w in enumerate(words) if (_CHANGE_WORD.match(w) or _SLIP_WORD.match(w)) and not _after_the_change(words, i)]
    spots += [i for i, w in enumerate(words) if w in ("ipv", "i.p.v.") or (w == "plaats" and words[i - 1 : i] == ["in"]
                                                                        and words[i + 1 : i + 2] == ["van"])]
    spots += [i for i, w in enumerate(words) if (w in ("willen", "wilde", "wou") and re.match(
        r"((\S+ ){0,3})(leggen|pakken|bieden|zeggen|openen|neerleggen|grijpen)\b", " ".join(words[i + 1 : i + 5])))
        or (w in ("dacht", "meende") and "dat" in words[i + 1 : i + 4])
        or (w in ("wilde", "wou", "bedoelde") and ("maar" in words[max(0, i - 2) : i] or "terwijl" in words[max(0, i - 2) : i]))
        or (w == "terug" and set(words[max(0, i - 5) : i]) & {"greep", "pakte", "nam", "haalde", "trok"})]
    return min(spots) if spots else None


def _change_told_before(words: list[str], i: int) -> bool:
    """Whether the sentence before token ``i`` tells the change ("wil wijzigen ..., terwijl zijn partner al paste")."""
    start = i
    while start > 0 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    return any(_CHANGE_WORD.match(w) for w in words[start:i])


def _after_the_change(words: list[str], i: int) -> bool:
    """"(N paste) na die wijziging": the change named as a moment of time, not told in this clause."""
    return i >= 2 and words[i - 2] in ("na", "over", "sinds") and words[i - 1] in ("de", "die", "deze", "zijn", "haar", "z'n", "dat", "het")


_SLIP_WORD = re.compile(r"^(bedoel|bedoelt|bedoeld|bedoelde|verkeerd|verkeerde|oeps|versproken|vergist|vergissing|misgegrepen)$")


_INSTEAD = r"(in_plaats_van|i\.p\.v\.|ipv|in plaats van)"
_INVERSION = {"toen", "daarna", "vervolgens", "dan", "nu", "ineens", "opeens", "plots", "later", "meteen", "direct", "pas"}
_MECHANICAL = re.compile(r"(^|-)(kaart\w*|biedkaart\w*|box|biedbox|bakje|vakje|pakken|pakte|pakt|gepakt|greep|gegrepen)$")


def _change_cause(reader: Reader, words: list[str]) -> str | None:
    """Why the call was changed: explicit cue words first (a slip, a change of mind, a lapse of attention),
    then weaker signs ("pakte 2♣ maar wilde 2♦", "bewuste keuze, geen vergissing", "na even nadenken")."""
    if _any(reader, r"\bverschil tussen\b", r"\bof (het |dat )?(\S+ ){0,6}of (dat |het )?(hij|zij|ze|het|hij zich|er)\b"):  # "of het X was of dat Y"
        return None  # "het verschil tussen een verspreking en ...": names causes, states none
    for doubt in re.finditer(r"\b((weet|weten|wist)( \S+){0,2} niet (zeker )?|(onduidelijk|onbekend|twijfel\w*|niet (duidelijk|zeker)) )of\b", _text(reader)):
        asked = re.split(r" [.;!?] ", _text(reader)[doubt.end() :])[0]
        if re.search(_CAUSE_WORD, asked):
            return None  # "weet niet of het een verspreking was": the cause asked, not told
    if _any(reader, r"\b(weet|weten|wist)( \S+){0,2} niet (zeker )?(wat|waarom|hoe)\b( (?![.;!?])\S+){0,8} (reden|oorzaak|bedoel\w*|gebeurd|kwam)\b"):
        return None  # "ik weet niet waarom hij het deed"
    if _any(reader, r"\b(zogenaamd|zogezegd|zogenaamde|quasi|naar verluidt)\b"):
        return None  # "zogenaamd een verspreking": a cause claimed and doubted
    if _any(reader, r"\b(niet zo dat|niet omdat|geen sprake (van|dat))\b( (?![.;:!?])\S+){0,8} (per ongeluk|per abuis|verkeerd\w*|vergis\w*|verspr\w*|misgr\w*|misgepakt)\b"):
        # "het was niet zo dat W per ongeluk het verkeerde kaartje pakte: ... koos daarna toch voor 3SA"
        return "change_of_mind" if reader.has("A_CHANGE_OF_MIND", negated=None) or _any(reader, *_MIND_WEAK) else None
    lapse = [span for span in reader.cues.get("A_LOST_CONCENTRATION", [])
             if not span._.negated or re.search(r"\b(niet|geen|nie|zonder)\b", span.text)]  # not "hij was niet afgeleid"
    if lapse or reader.has("A_ATTENTION", negated=True) \
            or _any(reader, *_LAPSE):
        return "lost_concentration"
    if reader.has("A_UNINTENDED", negated=False) or _any(
        reader,
        rf"\b(pakte|pakt|gepakt|legde|legt|gelegd|haalde|gehaald|greep|gegrepen|typte|getypt|tikte|getikt|drukte) .{{0,60}}\b{_INSTEAD}",
        rf"\b(zei|zegt|gezegd) (\S+ ){{0,2}}(\d ?(♠|♥|♦|♣)|\d ?(sa|sans)|pas|doublet|dubbel)( \S+)? {_INSTEAD}",  # "had 4♠ gezegd in plaats van 4♥": a slip of the tongue
        rf"\b(\d ?(♠|♥|♦|♣)|\d ?(sa|sans)|pas|doublet|dubbel) (had |heeft )?(gezegd|zei|zegt) {_INSTEAD}",
        rf"\b{_INSTEAD} .{{0,40}}\b(uit (de )?(bied)?box|gepakt|gehaald|gegrepen|neergelegd|gelegd|gezegd)\b",
        rf"\b{_INSTEAD} (de |het |zijn |haar )?(\S+ ){{0,3}}die (hij|ik|zij|ze) (wilde|wou|bedoelde|had willen|dacht te)\b",  # "lag 5♦ in plaats van de 5♥ die hij wilde bieden"
        rf"\b(lag|lagen|stond|stonden|ligt) .{{0,50}}\b{_INSTEAD}\b",
        r"\bniet (zo )?bedoeld", r"\bbedoel(de|d)\b", r"\bmaar (zijn|haar|z'n|mijn|de) bedoeling was\b", r"\bniet (zijn|haar|z'n|mijn|de) (bedoeling|intentie)\b",
        r"\bterwijl (hij|ik|zij|ze) (\S+ ){0,5}(wilde|wou|bedoelde)\b",
        r"\bkaart(je)?\b( \S+){0,4} (plakte|plakten|kwam mee|kwamen mee|bleef plakken|meegekomen|meekwam|meekwamen|meegenomen|meegetrokken)\b",
        r"\b(vinger|vingers|hand) (\S+ ){0,2}(gleed|gleden|glipte|glipten|schoot|schoten|ging|gingen)\b( \S+){0,4} (ernaast|verkeerde|vakje ernaast|kaartje ernaast|af)\b",
        r"\b(vinger|vingers) (\S+ ){0,2}(gleed|gleden|glipte|glipten|schoot|schoten)\b",  # "de vingers van noord gleden over de biedbox"
        r"\bkaart(je)?\b( \S+){0,4} (bleef|bleven|blijven) (\S+ ){0,6}(hangen|haken|plakken|vastzitten|vastplakken)\b",
        r"(♠|♥|♦|♣|sa|pas|dubbel|doublet) (bedoel|bedoelt) (ik|hij|ze|zij)\b", r"\b(ik|hij) bedoel(t)? (\d|pas\b|dubbel|doublet)",
        r"\bverkeerd\b( \S+){0,4} (gepakt|gegrepen|gelegd|gehaald|getikt|geklikt|aangeklikt|ingetikt|greep|pakte|pakt|grijpt)\b",
        r"\bverkeerde (kleur|hoogte|trap|getal|woord|kaartje|biedkaart|biedkaartje) (\S+ )?(uitgesproken|gezegd|genoemd|gepakt|gegrepen|gelegd|gehaald|neergelegd)\b",
        # "ik wilde het kaartje ernaast pakken": he meant to take another card from the box
        r"\b(wilde|wou|bedoelde)\b( \S+){0,5} (kaart|kaartje|biedkaart|biedkaartje|kaartjes)\b( \S+){0,3} (pakken|leggen|nemen|grijpen)\b",
        # "terwijl hij 2♥ in zijn hoofd had": another call in mind than the one he made
        r"\b(terwijl|maar) (hij|ik|zij|ze) (\S+ ){0,5}(in (zijn|haar|z'n|mijn) (hoofd|gedachten)|voor ogen) (had|heb|heeft)\b",
        r"\b(terwijl|maar) (hij |ik |zij |ze )?(had|heb|heeft) (\S+ ){0,3}in (zijn |haar |z'n |mijn )?(hoofd|gedachten)\b",  # "maar had 2♦ in gedachten"
        r"\b(ernaast|eronder|erboven|mis) (gepakt|gegrepen|genomen|getrokken)\b|\b(pakte|greep|pakt|grijpt|trok) (\S+ ){0,3}ernaast\b",
        r"\b(had|heeft|hebben) (\S+ ){0,3}willen (leggen|pakken|grijpen|neerleggen)\b",
        r"\btong (sloeg|slaat|struikelde|struikelt)\b(?! niet)|\bover (zijn|haar|z'n|mijn) tong\b|\bverspreekt\b|\bversprak\b",
        r"\b(andere|verkeerde) (kaart|kaartje|biedkaart|biedkaartje)\b( \S+){0,2} (willen )?(pakken|leggen|nemen)\b",
        r"(?<!geen )(?<!niet )(?<!niet een )\bmis(pakt|pakte|gepakt|gegrepen|greep|klikt|klikte|geklikt|tikt|tikte|getikt)\b",
        r"(?<!geen )(?<!niet )\bmis (grijpt|greep|grijpen|gegrepen|pakt|pakte|pakken|gepakt)\b|\b(grijpt|greep|pakt|pakte) (\S+ )?mis\b",
        # "twee kaartjes tegelijk uit de box": two bidding cards came out at once
        r"\b(twee|2|meerdere) (biedkaart\w*|kaartjes|kaarten) (\S+ ){0,4}(tegelijk|tegelijkertijd|in een keer|ineens)\b",
    ) or _mechanical_mistake(words):
        return "unintended"
    if reader.has("A_CHANGE_OF_MIND", negated=None):
        return "change_of_mind"
    if _any(reader, *_SLIP_WEAK):
        return "unintended"
    if reader.has("A_UNINTENDED", negated=True) or _any(reader, *_MIND_WEAK):
        return "change_of_mind"  # "geen vergissing", "bewuste keuze", "na even nadenken"
    return None


# the words that tell why a call was changed: a doubt about them ("weet niet of het een verspreking was") states no cause
_CAUSE_WORD = (r"\b(verspr\w*|vergis\w*|bedacht\w*|bedenk\w*|bedoel\w*|ongeluk|abuis|mis ?gr\w*|mis ?gepakt|mispak\w*|concentr\w*|oplet\w*"
               r"|opgelet|verkeerd\w*|nadenk\w*|nagedacht|keuze|bewust\w*|expres|opzet\w*|gedachten|mening|slordig\w*|reden|waarom)\b")


# a lapse of attention: the player missed or misread the auction, or was elsewhere with his mind
_LAPSE = (
    r"\b(gemist|miste|overzag|overzien|verkeek|verkeken|misgelezen|suffen|sufte|dutte|droomde|dromen)\b",
    r"\b(verkeerd|slecht|niet goed) (had |heeft |hadden |hebben )?(gelezen|gezien|gehoord|geteld|bekeken|gekeken)\b",
    r"\b(hoofd|gedachten|aandacht) (\S+ )?(bij|op) (het vorige|het volgende|de vorige|iets anders|een ander|de buurtafel)\b",
    r"\b(zag|zie|ziet|zagen|hoorde|hoort|hoor|hoorden|merkte|las)\b( \S+){1,6} van (zijn|haar|z'n|mijn|de|je|jouw) (partner|maat|linkertegenstander|rechtertegenstander)"
    r"( \S+)? niet\b",
    r"\b(niet|nie) (goed )?(geconcentreerd|bij de les|bij de les was)\b",
    r"\bniet bij met (zijn|haar|z'n|mijn) (hoofd|gedachten)\b|\b(hoofd|gedachten) (\S+ )?niet bij (het spel|de bieding|de les)\b",
    r"\b(vermoeid|vermoeidheid|oververmoeid)\b",
    r"\b(had|heb|heeft|hadden) ((\S+ ){0,3}(\d ?(♠|♥|♦|♣|sa)|bod|opening|openingsbod|bieding|pas|doublet)( \S+){0,2}) (niet|nie) "
    r"(gezien|gehoord|opgemerkt)\b(?! dat)",  # "ik had je 1♥ niet gezien": a call missed
    r"\bmet (zijn|haar|z'n|mijn|de) (hoofd|gedachten) (\S+ ){0,2}(bij|elders|ergens)\b",
    r"\b(hoofd|gedachten) (was |zat |waren |zaten )?(\S+ )?(elders|ergens anders)\b",
    r"\b(had|heeft|hebben)\b( \S+){1,6} van ((zijn|haar|z'n|mijn|de) (partner|maat|linkertegenstander|rechtertegenstander)"
    r"|noord|oost|zuid|west|[nozw])( \S+)? niet (gehoord|gezien|opgemerkt|gelezen)\b",  # "had de 2♥ van zijn partner niet gehoord"
    r"\b(tel|draad|overzicht|kluts) (\S+ )?kwijt\b", r"\bin de war\b",
    r"\b(niet|nie) (had |heeft |hadden |hebben )?(gezien|gehoord|opgemerkt|gemerkt) dat (zijn|haar|z'n|mijn|de|je) (partner|maat|linkertegenstander"
    r"|rechtertegenstander)( \S+){0,3} (al|reeds)\b",  # "omdat hij niet had gezien dat zijn partner al had gedoubleerd"
    r"\b(wist|weet|wisten) (\S+ )?(even |eventjes |ineens |opeens |echt )?niet meer (wat|welk|welke|hoe|of|wie)\b",  # "wist even niet meer wat zijn partner had geopend"
    r"\b(vergeten|vergat|vergeet) (wat|welk|welke|dat)\b( \S+){0,5} (had |heeft )?(geboden|geopend|gezegd|gepast|gedoubleerd)\b",
    r"\b(de|het|zijn|haar) (\S+ ){0,2}van (zijn|haar|z'n|mijn|de|je|jouw) (partner|maat|linkertegenstander|rechtertegenstander)"
    r" (niet|nie) (had |heeft |hadden |hebben |hebt |heb )?(gezien|gehoord|opgemerkt|gelezen)\b(?! dat)",
    r"\b(dacht|dachten|meende) (dat )?(hij|ik|zij|ze|mijn partner|zijn partner|haar partner|partner|\S+)( \S+){0,4} "
    r"(had|was|heeft) (geopend|geboden|gepast|gezegd|gedoubleerd)\b",  # "ik dacht dat hij 1♦ had geopend": misread the auction
    r"\b(dacht|dachten|meende) (dat )?(het bieden|de bieding)( \S+){0,2} (al )?(rond|voorbij|afgelopen|klaar|af) (was|is)\b",
    r"\b(dacht|dachten|meende) (dat )?(het bieden|de bieding)( \S+){0,2} (net |pas |nog )?(begon|begint|moest beginnen|begonnen was)\b",
    r"\b(hoofd|gedachten|kop|aandacht) (er |daar )?(\S+ )?niet (goed |echt |helemaal |even )?(bij|erbij)\b(?! (de|het|mijn|zijn) )",  # "had zijn hoofd er niet bij"
    r"\bzonder (het |dat |die \S+ )?(te )?(zien|horen|merken|lezen|kijken|op te letten)\b",  # "doubleerde zonder te zien dat ..."
    r"\b(niet|nie|slecht) (goed |echt |even )?op (te )?(letten|gelet)\b",  # "zat niet op te letten"
    r"\b(niet|nie) (goed |echt |even )?(opgelet|oplette|opletten|oplet)\b",
    r"\b(had|heeft|hadden|hebben|heb)( \S+)? niet door dat (ik|hij|zij|ze|(zijn|haar|mijn|z'n) (partner|maat)|partner|noord|oost|zuid|west|[nozw])"
    r" (\S+ ){0,2}(al|reeds) (\S+ ){0,2}(had|hadden|heeft|hebben) (geboden|geopend|gepast|gedoubleerd)\b",  # "had niet door dat ik al 2♥ had geboden"
    # "had niet door dat de bieding al een ronde verder was": the state of the auction missed
    r"\b(had|heeft|hadden|hebben|heb)( \S+)? niet (door|in de gaten|in de smiezen|gezien|gemerkt|opgemerkt) dat (de bieding|het bieden|we|wij|ze|er)"
    r"( \S+){0,3} (al|nog|pas|alweer)\b",
    r"\bin (de|een) verkeerde (ronde|biedronde|bieding)\b",
)
# weaker signs of a slip: "pakte 2♣ maar wilde 2♦", "een tikfout"
_SLIP_WEAK = (
    r"\b(pakte|pakt|legde|legt|zei|zegt|gaf|haalde|tikte|drukte|koos|typte)\b( (?![.;:!?])\S+){1,8} ,? ?(maar|terwijl) "
    r"(hij |ik |zij |ze )?(wilde|wou|bedoelde|had willen)\b",
    r"\b(wilde|wou) (\S+ ){0,3}(zeggen|bieden|leggen|pakken|openen) ,? ?(maar|en toen|toen)\b( \S+){0,5} (kwam|lag|zei|pakte|legde|had)\b",
    r"\buit (mijn|zijn|haar|z'n) mond\b",
    r"\b(typo|tikfout|typfout|tikfoutje|drukfout|verkeerde knop|verkeerd getikt|mis getikt|mistikte)\b",
    r"\bvergist in (het|de) (kaartje|kaart|biedkaart|biedkaartje)\b",
    r"\b(vastplakte|vastgeplakt|vastplakken|plakte|plakten|bleef plakken|bleven plakken|aan elkaar (vast|geplakt))\b",
    # "dat is niet wat ik wilde pakken", "het kwam er verkeerd uit", "in het verkeerde vak van de box"
    r"\bniet wat (ik|hij|zij|ze) (wilde|wou|bedoelde)( (pakken|leggen|zeggen|bieden|grijpen))?\b",
    r"\b(kwam|komt)( (?![.;:!?])\S+){0,3} verkeerd (uit|eruit)\b",
    r"\bverkeerde (vak|vakje|rij|kant|stapel)\b|\bandere (vak|vakje|rij|stapel)\b",  # not "aan de andere kant" (on the other hand)
    # "ik pakte 2♠, maar het had 2♥ moeten zijn"; "het kaartje zat achter het andere"
    r"\b(pakte|pakt|legde|legt|zei|zegt|haalde|gepakt|gelegd|bood)\b( (?![.;:!?])\S+){1,8} ,? ?maar (het|dat|dit) (had|moest) (\S+ ){0,2}(moeten )?zijn\b",
    r"\bkaart(je)?\b( \S+){0,3} (zat|zaten|stak|stond) (\S+ ){0,2}(achter|tussen|onder|vast)\b",
    r"\b(oeps|oei|oh|sorry|nee) ,? (de )?verkeerde\b",  # "'oei, verkeerde, 2♠'"
    r"\bniet (\S+ ){0,3}zoals (hij|ik|zij|ze) (wilde|wou|bedoelde)\b",  # "er lag 5♣ en niet 5♦ zoals hij wilde"
    # "zijn bod van 4♠ was een vergissing; hij had 4♥ willen bieden": a mistake, and the call he meant
    r"\b(vergissing|vergist|vergiste)\b( (?![.!?])\S+){0,6} (had|heeft|wilde|wou) (\S+ ){0,3}(willen )?(bieden|zeggen|leggen|openen)\b",
    # "hij heeft zich verpakt", "W verpakte zich": took the wrong card from the bidding box (players' jargon)
    r"\b(zich|me|mij|z'n) (\S+ ){0,2}(verpakt|verpakte|verpakken)\b|\b(verpakt|verpakte|verpak) ((hij|zij|ze|ik) )?(zich|me)\b",
)
# weaker signs of a change of mind: a deliberate choice, thinking it over
_MIND_WEAK = (
    r"\b(geen|niet een|niet per) (vergissing|ongeluk|abuis|misgreep|verspreking)\b",
    r"\bbewust(e)? (keuze|beslissing|besluit|gedaan|gekozen|wijziging|verandering|gewijzigd|veranderd|vervangen|aanpassing)\b",
    r"(?:^|[.;:,] )bewust(?= [.;!?]|$)",  # "… 'nee 1SA'. bewust.": the word alone as the director's note
    r"\b(punten|hand|kaarten) (\S+ )?(opnieuw|nog eens|nog een keer|beter) (geteld|bekeken|gekeken|nageteld)\b|\b(herteld|hertelde)\b"
    r"|\b(telde|telt|bekeek|bekijkt) (zijn|haar|z'n|mijn) (punten|hand|kaarten) (opnieuw|nog eens|nog een keer|na)\b",
    r"\b(na|bij) (\S+ ){0,2}(nadenken|overwegen|overweging|beraad|denkwerk)\b",
    r"\bdacht (er |hij |ze |ik )*(\S+ ){0,4}over na\b", r"\bdacht (even |nog even |nog eens |eens |goed )na\b",
    r"\bdacht (toen |daarna |nog |even |eens |goed ){1,3}na\b",  # "O legde 2♣, dacht toen na en ..."
    r"\bliever (\S+ ){0,3}(wilde|wou|wil|had|bood|bieden)\b",  # "omdat hij liever iets anders wilde"
    r"\bbeter (\S+ ){0,4}(paste|past)\b",
    r"\b(heroverwoog|heroverwogen|overwoog|overwogen|nagedacht|denkpauze|heroverweging|gepieker|getwijfel|gepuzzel)\b",
    r"\b(niet|geen) (\S+ )?(vergist|versproken|misgegrepen|misgepakt)\b",
    r"\b(vond|vindt|vind) (\S+ ){0,5}(toch )?(beter|sterker|liever|genoeg|te zwak|te sterk|te weinig)\b",
    r"\b(beter|liever|sterker|mooier) (\S+ ){0,3}(vond|vindt|leek|lijkt)\b",
    r"\b(toch liever|toch maar|nee ,? toch|toch een ander)\b",
    r"\b(koos|kiest|ging|gaat|besloot)( \S+)? (daarna |toen |uiteindelijk )?toch (voor|maar|tot)\b",
    r"\b(pakte|legde|koos|bood|nam) (direct |meteen |daarna |toen |even later )*toch\b",  # "pakte direct daarna toch 1♥"
    r"\b(na|bij) er (nog eens |nog een keer |opnieuw |goed |beter )?naar (te )?(hebben )?(gekeken|kijken)\b",
    r"\b(wilde|wou|wil) (hij |ze |zij |ik )?(daarna |nu |toen |later |alsnog |eigenlijk )?toch\b",
    # a reason about the hand's value: "want ik heb eigenlijk meer", "omdat zijn hand te zwak was"
    r"\b(want|omdat) (hij|ik|zij|ze|zijn hand|mijn hand|de hand) (\S+ ){0,2}(eigenlijk |toch |wel )?"
    r"(meer|minder|sterker|zwakker|te sterk|te zwak|te licht|te mager|te goed)\b",
    r"\bbij nader (inzien|inzicht)\b", r"\bwikken en wegen\b",
    r"\b(hand|kaarten) (was|waren|is|zijn) (\S+ )?(veel |eigenlijk |toch |gewoon )?(te sterk|te zwak|te licht|te mager|te goed|sterker|zwakker)\b",
    # "ik heb maar 13 punten, ik maak er 1♣ van": he recounted his hand's value
    r"\b(heb|heeft|had|hadden) (toch |eigenlijk |wel )?(maar|slechts|te weinig|te veel|toch|wel|meer dan|minder dan) (\d+ |genoeg )?punten\b",
    r"\b(me|mij|zich|je|ons) (bedenk|bedenkt|bedenken)\b|\b(bedenk|bedenkt) (ik|hij|je|ze|zij) (me|zich)\b",  # "als ik me bedenk"
    r"\bvan (gedachten|mening|idee) (\S+ ){0,2}(veranderd|veranderde|verandert|veranderen|gewisseld)\b",
    r"\b(veranderde|veranderd|verandert|veranderen|wisselde|gewisseld) (\S+ )?van (gedachten|mening|idee)\b",
)


def _mechanical_mistake(words: list[str]) -> bool:
    """"vergiste zich bij het pakken", "een vergissing met het kaartje": a slip of the hand."""
    for sentence, _ in _sentences(words):
        if any(w.startswith(("vergis", "vergist")) for w in sentence) and any(_MECHANICAL.search(w) for w in sentence):
            return True
    return False


def _partner_called(reader: Reader, words: list[str], offender: str | None, at: int, me: str | None) -> bool | None:
    """Whether the offender's partner called since: "zijn partner had al gepast" / "... nog niet geboden"."""
    mentions = [i for i, w in enumerate(words) if w in ("partner", "maat") and not (i - 1 == at and words[i - 1] == "mijn")
                and not (offender and words[i + 1 : i + 2] in (["("], [","]) and _seat_of(words[i + 2] if i + 2 < len(words) else "")
                         not in (None, PARTNER[offender]))]  # "mijn partner (O)" when N changed: not N's partner
    if offender:
        mentions += [i for i, seat, how in _person_mentions(reader, words, me)
                     if seat == PARTNER[offender] and i > at and how != "mijn"]
    mentions += _writer_as_partner(reader, words)
    if _writer_opponent_changed(reader, words):
        mentions = [i for i in mentions if not (words[i] in ("partner", "maat") and words[i - 1 : i] in (["mijn"], ["onze"]))]  # his opponent's partner
    fronted = _fronted_partner_clause(reader, words, offender, at, me)
    if fronted is not None:
        return fronted
    own = _own_listed_call(reader, words, offender, me)
    for i in sorted(set(mentions)):
        if _called_after_change(words, i):
            continue  # "Z verving 1♠ door 2♠ ... Daarna paste W, en N bood 4♠": a call after the change, not since the first
        if words[i] not in ("partner", "maat") and "dat" in words[max(0, i - 5) : i] \
                and not set(words[words.index("dat", max(0, i - 5)) : i]) & ({",", "en", "maar"} | _SENTENCE_END):
            continue  # "zag toen pas dat haar partner Kees (W) al 2♦ had geopend": seen or believed, his call came before
            # (but "mag dat? Ik heb nog niet geboden": the "dat" ends a question before the writer's own sentence)
        if words[i] not in ("partner", "maat") and i > own and words[i - 1 : i] not in (["dat"], ["terwijl"]):
            listed = _listed_call(words, i)
            if listed is not None:
                return listed
        if words[i] not in ("partner", "maat") and 0 <= i < own and _listed_call(words, i):
            continue  # "noord 1♠" listed before the offender's own (changed) call: not since
        before = words[max(0, i - 3) : i]
        while any(w in _SENTENCE_END for w in before):
            before = before[1:]  # only the words of his own sentence ("... veranderen; west heeft al ...")
        his = offender and words[i + 1 : i + 2] == ["van"] and _seat_of(words[i + 2] if i + 2 < len(words) else "") == offender
        if words[i] in ("partner", "maat") and re.match(r"van (de|die|een) (bieder|biedster|overtreder|overtreedster|speler|degene)\b",
                                                    " ".join(words[i + 1 : i + 4])) and "of" not in before[-2:] and "dat" not in before:
            # "als de partner van de bieder al heeft gepast": the offender's partner, named by his role
            rest = " ".join(_window(words, i + 4, 7))
            if re.search(r"\b(nog niet|nog niets|nog niks|nog geen)\b", rest):
                return False
            if re.search(r"\b" + _CALLED + r"\b", rest) and not re.search(r"\bniet\b", rest):
                return True
            continue
        if ("van" in words[i + 1 : i + 2] and not his) or before[-2:-1] == ["van"]:
            continue  # "partner van de overtreder", "de 2♥ van zijn partner"
        after = _after_apposition(words, i + 1)
        symbols = sum(1 for w in words[after : after + 7] if w in ("♠", "♥", "♦", "♣", "sa", "moment", "ogenblik", "tijdstip"))
        window = " ".join(_window(words, after, 7 + symbols))  # ("al 2 ♦ gezegd", "op dat moment al ...": the call spelled in two words)
        if words[i] in ("partner", "maat") and before[-1:] in (["mijn"], ["zijn"], ["haar"], ["mn"], ["z'n"]):
            rest = _window(words, i + 1, 16)
            pronoun = re.search(r"\b(als|nadat|wanneer|toen) (ie|hij|zij|ze) (al|inmiddels|intussen|reeds) (\S+ )?" + _CALLED + r"\b", " ".join(rest))
            if pronoun and not any(_seat_of(w) or w in ("ik", "linkertegenstander", "rechtertegenstander") for w in rest[: rest.index(pronoun.group(1))]):
                return True  # "mag mijn partner nog bieden als ie al gepast had?": the pronoun is the partner
        if "voordat" in before or "voor" in before:
            if re.search(r"\b(aan de beurt|kon bieden|iets|bood|geboden|bieden)\b", window):
                return False  # "corrigeerde het nog voordat zijn partner aan de beurt was"
            continue
        if "nadat" in before and re.search(r"\b" + _CALLED + r"\b", window):
            return True
        if "of" in before[-2:]:
            continue  # "ik weet niet of zijn partner al geboden had": asked, not told
        supposed = re.search(r"\b(stel|veronderstel|gesteld|aangenomen) dat$", " ".join(words[max(0, i - 4) : i - 1]))  # "Stel dat mijn partner al heeft gepast"
        if ("dat" in before and not supposed) or ("terwijl" in before[-2:] and not _change_told_before(words, i)):
            continue  # "terwijl partner al 2♦ had gezegd": his call came before; "dacht dat zijn partner 1♠ had geopend": the call before, not since
        if words[i] in ("partner", "maat") and before[-1:] in (["zijn"], ["haar"], ["z'n"]) and len(before) >= 3 \
                and before[-3] in ("daarna", "toen", "vervolgens", "nadien") and re.fullmatch(_CALLED + "|zei|zegt", before[-2]):
            return True  # "(O bood 1SA) en daarna zei zijn partner 2♣": the partner called after the offender
        if words[i + 1 : i + 2] in (["al"], ["daarna"], ["inmiddels"], ["intussen"]) and i > own and _listed_call(words, i) \
                and not re.search(r"\b" + _CALLED + r"\b", window):
            return True  # "partner al pas", "maat daarna 2♥": the partner's call listed after the change
        if re.search(r"\b(nog niet|nog niets|nog niks|nog nix|nog geen)\b", window):
            return False
        if re.search(r"\b(eerder|daarvoor|voordien|vooraf)\b", window) and not re.search(r"\b(al|reeds)\b", window):
            continue  # "N, zijn partner, had eerder 1♠ geopend": his call came before the offender's
        if re.match(r"((nog|dan|nu|zelf) ){1,2}(moet|mag|moest|mocht|kan|ga|gaat) (nog )?(bieden|passen|een bod doen)\b"
                    r"|(moet|mag|moest|mocht) (nog|pas) (\S+ )?(bieden|passen)\b", window):
            return False  # "(als) ik nog moet bieden": the partner has not called yet
        if re.match(r"(niet|niets|niks) (heeft|had|hebben|is) (\S+ )?" + _CALLED + r"\b", window):
            return False  # "zolang zijn partner niet heeft geboden"
        if re.match(r"(\S+ )?(ook (nog )?niet|evenmin)\b", window):
            return False  # "zijn LT had nog niets gedaan, partner W ook niet"
        if not re.search(r"\b" + _CALLED + r"\b", window) or re.search(r"\bniet\b", window):
            continue
        own_call = re.search(r"\d", window.split(" , ")[0]) or (
            offender is None and before[-1:] in (["mijn"], ["onze"]) and words[i] in ("partner", "maat")
            and re.match(r"(\S+ ){0,2}(een |de |het |zijn |z'n )?(pas|doublet|redoublet|dubbel|x|xx|pas-kaartje|paskaartje)\b", window))
        if own_call and words[i] in ("partner", "maat") and not re.search(
                r"\b(al|intussen|inmiddels|ondertussen|daarna|toen|nadien|sindsdien)\b", window):
            continue  # "mijn partner bood 2♣ per ongeluk": the partner's own (changed) call
        return True
    return None


_FRONTED_SINCE = {"toen", "nadat", "terwijl"}
_FRONTED_BEFORE = {"voordat", "voor", "eer", "zolang"}


def _fronted_partner_clause(reader: Reader, words: list[str], offender: str | None, at: int | None,
                            me: str | None) -> bool | None:
    """The partner's call told in a subordinate clause that opens the sentence of the change, verb last:
    "Pas toen Zuid al had gepast, merkte Noord dat hij ... in plaats van ... had gepakt" (since: true);
    "Voordat zijn partner had geboden, verving W ..." (before: false). Only when the change itself is told
    later in the same sentence (``at``), and the clause has nothing but the partner as subject."""
    if at is None:
        return None
    seats = []
    if offender:
        seats = [i for i, seat, how in _person_mentions(reader, words, me) if seat == PARTNER[offender] and how == "seat" and i < at]
    seats += [i for i in range(1, at) if words[i] in ("partner", "maat")
              and words[i - 1] in ("zijn", "haar", "z'n", "diens", "hun", "uw", "je", "jouw", "de")
              and words[i + 1 : i + 2] != ["van"]]
    for i in seats:
        start = i - 1 if words[i] in ("partner", "maat") else i
        k = start - 1
        if k >= 1 and words[k] in ("pas", "al", "net", "vlak", "kort"):
            k -= 1  # "pas toen", "al voordat"
        if k >= 1 and words[k] == "en":
            j = k - 1  # "Nadat zij 1♠ had geboden en haar partner daarop 2♠ had gezegd, ...": the subordinator opens the first clause
            while j > 0 and words[j - 1] not in {","} | _SENTENCE_END:
                j -= 1
            if words[j] in _FRONTED_SINCE | _FRONTED_BEFORE:
                k = j
        if k < 0 or words[k] not in _FRONTED_SINCE | _FRONTED_BEFORE:
            continue
        if any(w in _SENTENCE_END for w in words[k:at]):
            continue  # the clause belongs to another sentence than the change
        end = i + 1
        while end < at and words[end] not in {","} | _SENTENCE_END:
            end += 1
        if end >= at:
            continue  # no comma before the change: not a fronted clause
        clause = " ".join(words[i + 1 : end])
        if words[k] in ("terwijl", "toen") and (
                re.fullmatch(r"(\S+ )?nog (niet|niets|niks|geen)( \S+){0,3} " + _CALLED, clause)
                or re.fullmatch(r"(\S+ )?nog (moest|moet|mocht|zou) (\S+ )?(bieden|passen|iets zeggen|aan de beurt komen)", clause)
                or re.fullmatch(r"(\S+ )?nog (aan de beurt|aan zet) (was|moest komen)", clause)):
            return False  # "Terwijl haar partner nog moest bieden, veranderde W ...": not yet called
        if not re.search(r"\b" + _CALLED + r"$", clause):
            continue  # verb-final: the clause must end on its call
        if re.search(r"\b(niet|niets|niks|geen)\b", clause):
            continue
        if words[k] in _FRONTED_BEFORE:
            return False
        if words[k] in ("toen", "terwijl") and not re.search(r"\b(al|reeds|inmiddels|intussen)\b", clause):
            continue  # "toen zijn partner paste, ...": may tell the moment the call was made, not since
        return True
    return None


def _called_after_change(words: list[str], i: int) -> bool:
    """Whether the player named at ``i`` stands in a sentence told as coming after the change ("daarna ..."),
    the change itself, or the director's ruling on it ("De WL liet 1♥ staan. Toen bood O 3♥"), being told
    in an earlier sentence."""
    start = i
    while start > 0 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    ruled = "wedstrijdleider" in words[:start]
    if not ruled and not any(_CHANGE_WORD.match(w) for w in words[:start]):
        return False
    end = i
    while end < len(words) and words[end] not in _SENTENCE_END:
        end += 1
    if not set(words[start:end]) & ({"daarna", "vervolgens", "nadien", "later", "erna"} | ({"toen", "nu"} if ruled else set())):
        return False  # the marker anywhere in the sentence: "Daarna bood O 3♥" / "O bood daarna 3♥"
    # "al gepast" is a call before; "daarna nog niet geboden" says there was none since: both are read on
    return not set(_window(words, i + 1, 6)) & {"al", "reeds", "inmiddels", "intussen", "ondertussen", "niet", "niets", "niks", "geen"}


_APPOSITION_WORDS = {"zijn", "haar", "z'n", "mijn", "de", "diens", "partner", "maat", "linkertegenstander",
                     "rechtertegenstander", "links", "rechts", "van", "hem", "haar", "mij"} | _SEAT_WORDS


def _after_apposition(words: list[str], j: int) -> int:
    """The index after an apposition that starts at ``j``: "west, zijn maat, al ..." / "N (LT) had ..."."""
    if j < len(words) and words[j] in {",", "("}:
        close = ")" if words[j] == "(" else ","
        k = j + 1
        while k < len(words) and k <= j + 5 and words[k] in _APPOSITION_WORDS:
            k += 1
        if k > j + 1 and k < len(words) and words[k] == close:
            return k + 1
    return j


def _writer_as_partner(reader: Reader, words: list[str]) -> list[int]:
    """"Kan mijn partner zijn bod nog wijzigen ... en ik er al op geboden heb?": when "mijn partner" is the one
    who changed (named nearest before the change words of his sentence), "ik" after it is the offender's partner."""
    anchor = _change_anchor(reader, words)
    if anchor is None:
        return []
    pronoun = False  # "mijn partner bood 2♠ en ik had al 3♠ gezegd toen hij ... bedoelde": "hij" changed, not "ik"
    mine = None
    crossed = False  # "Mijn partner bood 2♠ ... . Hij wil het veranderen": "hij" opens the sentence, his name is in the one before
    for p in range(anchor - 1, 0, -1):
        if words[p] in _SENTENCE_END and not crossed and mine is None and words[p + 1 : p + 2] in (["hij"], ["zij"]):
            crossed = True
            continue
        if words[p] in (":", ";") and not mine and not any(w in ("ik", "ikzelf") for w in words[p:anchor]):
            continue  # "mijn partner legde 3♠ en zei 'nee, 4♠': geen verspreking, hij ...": the change explained after a colon
        if _seat_of(words[p]) and words[p - 1] in ("(", ",") and words[p - 2 : p - 1] in (["partner"], ["maat"]) and words[p - 3 : p - 2] == ["mijn"]:
            continue  # "mijn maat (N) veranderde ...": his seat, told in brackets
        if words[p] in _SENTENCE_END or _seat_of(words[p]):
            return []
        if words[p] in ("hij", "zij", "ie") and mine is None:
            pronoun = True
        if words[p] in ("ik", "ikzelf"):
            if not pronoun:
                return []
            mine = p if mine is None else mine
        if words[p] in ("partner", "maat") and words[p - 1] == "mijn":
            out = [i for i in range(anchor if mine is None else p, len(words)) if words[i] == "ik"]
            # "Mijn partner opende 1♦ en ik antwoordde 1♠. Toen zei mijn partner dat hij ...": the writer's answer before the change
            first = next((k for k in range(1, p) if words[k] in ("partner", "maat") and words[k - 1] == "mijn"
                          and words[k + 1 : k + 2] and re.fullmatch(r"opende|opent|bood|biedt|zei|zegt|legde|legt|pakte", words[k + 1])), None)
            if first is not None:
                out += [i for i in range(first, p) if words[i] == "ik" and words[i + 1 : i + 2]
                        and re.fullmatch(r"antwoordde|bood|paste|zei|doubleerde|reageerde|gaf|sprong|steunde", words[i + 1])]
            return sorted(out)
    return []


def _own_listed_call(reader: Reader, words: list[str], offender: str | None, me: str | None) -> int:
    """In a list of the auction, the offender's last call before the word that says it was changed
    (calls listed before it cannot have been made "since"); -1 when there is none."""
    if not offender:
        return -1
    anchor = _change_anchor(reader, words)
    own = [i for i, seat, how in _person_mentions(reader, words, me)
           if seat == offender and how == "seat" and _listed_call(words, i) and (anchor is None or i < anchor)]
    return max(own) if own else -1


_LISTING_VERBS = {"opent", "opende", "past", "paste", "biedt", "bood", "legt", "legde", "zegt", "zei", "doubleert", "doubleerde"}


def _listed_call(words: list[str], i: int) -> bool | None:
    """True when a seat is followed by his call, as in a list of the auction ("W pas", "N al x")."""
    j = i + 1
    while j < len(words) and words[j] in {"(", ")", ",", "partner", "linkertegenstander", "de", "zijn"}:
        j += 1
    if (j == i + 1 or words[i + 1 : j] == [")"]) and j < len(words) and words[j] in _LISTING_VERBS:
        j += 1  # "zuid opent 1♦, west past, ...", "zuid legt nu 1SA neer": a told auction
        while j < len(words) and words[j] in ("nu", "toen", "daarna", "vervolgens", "dan"):
            j += 1
        if not _LISTED_CALL.match(" ".join(words[j : j + 3])) and words[i + 1] in ("past", "paste"):
            return True  # "west past"
    if _LISTED_CALL.match(" ".join(words[j : j + 3])):
        if j == i + 2 and words[i + 1] in ("zijn", "de"):
            return None  # "(wil) O zijn 1SA (veranderen)": his call named as an object, not listed
        return True
    if words[i - 1 : i] == ["("] and words[i + 1 : i + 2] == [")"] and re.search(
            r"(^| )(pas|doublet|redoublet|dubbel|x|xx|\d ?(♠|♥|♦|♣)|\d ?(sans|sa|nt))$", " ".join(words[max(0, i - 4) : i - 1])):
        return True  # "1♥ (Z) - pas (W)": the call before the seat in brackets
    return None


_AUCTION_RUNNING = (
    r"\b(bieding|bieden|biedingsverloop) (loopt|liep|was|is) (nog|nog steeds) (bezig|gaande)?",
    r"\b(bieding|bieden) (loopt|liep) nog\b",
    r"\b(bieding|bieden) nog (steeds )?(loopt|liep|bezig|gaande)\b",
    r"\bzolang (de bieding|het bieden) (nog )?(loopt|bezig)",
    r"\b(bieding|bieden) (is|was) (\S+ ){0,2}niet (afgelopen|voorbij|klaar)",
    r"\b(bieding|bieden) (nog )?niet (afgelopen|voorbij|klaar|beëindigd) (is|was)\b",
    r"\bnog lopende (bieding|biedverloop)\b",
    r"\b(bieding|bieden)( (is|was|al))? (nog )?(steeds )?niet (afgelopen|voorbij|klaar|rond|beëindigd|afgesloten|af)\b",
    r"\b(bieding|bieden) (is |was )?(toen |nog |steeds |volop )*(aan de gang|gaande|bezig)\b",
    r"\b(bieding|bieden) (is |was |stond )?nog (steeds )?open\b",
)
_AUCTION_OVER = (
    r"\bslotpas\b",
    r"\b(was|is|werd|wordt) (het |de )?(slotbod|eindbod|eindcontract)\b",  # "4♠ van Z was het slotbod": the final bid stood
    r"\bblinde (\S+ )?(lag|ligt|neergelegd|opengelegd|op tafel)\b", r"\bbij de uitkomst\b",
    r"\b(iedereen|allen|alle drie|alle anderen|de anderen)( (had|hadden|heeft|hebben|was|waren|al|toen|inmiddels)){0,2} (gepast|gepasst)\b",
    r"\b(er )?(was|is) (nog )?niet (eens )?uitgekomen\b", r"\bnog (geen|niet) (uitkomst|uitgekomen)\b",
    r"\bna (het einde|afloop) van (de bieding|het bieden)\b",
    r"\b(klaar|klaarzaten|klaarzat|gereed) (\S+ )?om uit te komen\b|\bop het punt (\S+ )?uit te komen\b",
    r"\bna het bieden\b(?! van)", r"\bna de bieding\b(?! van)", r"\b(klaar|gereed) (\S+ )?voor de uitkomst\b",
    r"\b(bieding|bieden) (is |was )?(al )?(afgelopen|voorbij|beëindigd|klaar|rond|afgesloten)\b",
    r"\b(bieding|bieden) (al|inmiddels|toen|intussen) (al )?(afgelopen|voorbij|klaar|rond|afgesloten)\b",
    r"\b(bieding|bieden) (al|reeds|inmiddels) (is|was) (\S+ )?(afgelopen|voorbij|beëindigd|klaar|rond|afgesloten)\b",
    r"\b(bieding|bieden) (is|was) (\S+ ){0,2}(afgelopen|voorbij|beëindigd|klaar|rond|afgesloten)\b",
    r"\bna de (laatste|derde) pas\b",
    r"\bpas-pas-pas\b|\b(drie|3) (passen|keer pas)\b",
    r"\bna (\S+ )?pas ,? pas ,? pas\b",  # "Na pas, pas, pas zei W ...": the three closing passes
    r"\btijdens het (spelen|spel|tegenspel)\b",
    r"\bna de uitkomst\b",
    r"\buitkomst (al |reeds )?(was |is |lag )?(al )?(gedaan|gespeeld|op tafel)\b",
    r"\beerste kaart (\S+ ){0,2}(al )?(op tafel|lag|gespeeld|uitgespeeld)\b",  # "toen de eerste kaart op tafel lag": the opening lead
    r"\b(al )?(was|is) (al )?uitgekomen\b", r"\b(al|reeds) uitgekomen\b",
    r"\b(lag|ligt|lagen) (\S+ ){0,2}uitkomst\b", r"\buitkomst (\S+ ){0,3}(al |reeds )?(open |gedekt |dicht )?(op tafel|gelegd|neergelegd)\b",
)


# weaker: when the change happened ("nog tijdens het bieden"), unless the text also says the auction had ended
_AUCTION_RUNNING_WEAK = (r"\b(tijdens|midden in|middenin|halverwege) (het bieden|de bieding)\b",)


_PASS_WORDS = {"pas", "paste", "past", "passte"}
# a bid told in words ("O bood 2 harten", "Z bood") also starts the count of passes again
_BID_VERBS = {"bood", "biedt", "opende", "opent"}
_SUIT_WORDS = ("♠", "♥", "♦", "♣", "sa", "sans", "nt", "schoppen", "harten", "ruiten", "klaveren")


def _three_passes(words: list[str]) -> bool:
    """"W opende 1♥, N paste, O paste, Z paste": a bid (or double) followed by three passes in one told auction."""
    for sentence, _ in _sentences(words):
        passes, bid = 0, False
        for k, word in enumerate(sentence):
            if word in _BID_VERBS or re.fullmatch(r"\d ?(♠|♥|♦|♣|sa|sans|nt)|\d|doublet|redoublet|gedoubleerd|doubleerde|redoubleerde", word) \
                    and not (word.isdigit() and sentence[k + 1 : k + 2] not in ([s] for s in _SUIT_WORDS)):
                bid, passes = True, 0
            elif word in _PASS_WORDS and (sentence[k + 1 : k + 2] == ["("] or k > 0 and (
                    _seat_of(sentence[k - 1]) or sentence[k - 1] in {",", "–", "-", "—", "en", "(", ")"})):
                passes += 1
                if bid and passes >= 3:
                    return True
            elif word in ("niet", "geen", "als", "of", "wil", "wilde", "mag", "mocht"):
                passes, bid = 0, False  # a condition or a wish, not a told auction
    return False


def _auction_ended(reader: Reader) -> bool | None:
    if _any(reader, *_AUCTION_RUNNING):
        return False
    if _three_passes(_tokens(reader)):
        return True
    text = _text(reader)
    for pattern in _AUCTION_OVER:
        for m in re.finditer(pattern, text):
            if re.search(r"\b(voor|vóór|voordat|zonder) (de |het )?$", text[max(0, m.start() - 12) : m.start()]):
                continue  # "nog voor de slotpas": before it
            if not re.search(r"\b(dacht|dachten|denkt|meende|meenden|verwachtte|dacht hij|dacht ze) (dat )?(\S+ ){0,3}$", text[max(0, m.start() - 40) : m.start()]):
                return True  # (not "dacht dat het bieden al rond was": a belief)
    if _any(reader, *_AUCTION_RUNNING_WEAK):
        return False
    return None


def _lho_mentions(reader: Reader, words: list[str], offender: str | None, at: int, me: str | None) -> list[int]:
    """Token indexes where the offender's LHO is named: "LT", his seat, or "ik" when the writer is his LHO."""
    writer_changed = bool(re.search(r"\b(mijn (bod|bieding|gewijzigde|verbeterde|nieuwe|verspreking|wijziging)|ik (bood|zei|legde|pakte|wijzigde|veranderde|verbeterde))\b",
                                    " ".join(words)))  # "de speler links van mij" is the LT of the offender only when the writer changed
    out = [i for i, w in enumerate(words) if w == "linkertegenstander"
           and not (me and offender and offender != me and words[i - 1 : i] == ["mijn"])]
    out += [i for i, w in enumerate(words) if w in ("tegenstander", "speler", "buurman", "buurvrouw")
            and ((words[i + 1 : i + 3] == ["links", "van"] and (words[i + 3 : i + 4] in (["je"], ["jou"], ["hem"], ["haar"])
                  or words[i + 3 : i + 4] in (["mij"], ["me"]) and words[i - 1 : i] != ["mijn"] and writer_changed))
                 or (words[i + 1 : i + 2] == ["links"] and words[i + 2 : i + 3] != ["van"] and words[i - 1 : i] == ["de"]))]
    lt = [i for i in out if words[i - 1 : i] == ["mijn"]]
    if lt and "ik" in words and not reader.seats() and not set(words) & {"partner", "maat", "rechtertegenstander", "tegenstander", "leider"}:
        # "Kan mijn LT ...? Ik had 2♣ per ongeluk gelegd; hij had er al over gepast": the only other player named
        out += [i for i, w in enumerate(words) if w in ("hij", "ie") and i > lt[0]]
    out += [i for i, w in enumerate(words) if w == "speler" and (
        words[i + 1 : i + 3] in (["na", "hem"], ["na", "haar"], ["direct", "na"], ["vlak", "na"]) or words[i - 1 : i] == ["volgende"])]
    if offender:
        lho = LHO[offender]
        backwards = re.search(r"(^|[.;:] )(daarvoor|eerder|voordien|voorafgaand)\b", " ".join(words))  # told in reverse order
        out += [i for i, seat, how in _person_mentions(reader, words, me)
                if seat == lho and (i > at or backwards) and how != "mijn"]
    elif re.search(r"\bmijn rechtertegenstander\b|\b(tegenstander|buurman|speler) rechts van mij\b", " ".join(words)):
        out += [i for i, w in enumerate(words) if w == "ik"]
    if re.search(r"\bik (zat|zit|ben|was) (\S+ )?links van (hem|haar|de overtreder|de bieder|mijn tegenstander)\b", " ".join(words)):
        out += [i for i, w in enumerate(words) if w == "ik"]  # "ik zat links van hem": the writer is his LT
    if _writer_opponent_changed(reader, words) == "lho":
        # "Mijn LT zei 4♠ en toen 'nee, 4♥' ... Mijn partner had nog niets gezegd": the writer's partner is his LT
        anchor = _change_anchor(reader, words) or 0
        out += [i for i, w in enumerate(words) if w in ("partner", "maat") and words[i - 1 : i] == ["mijn"] and i > anchor]
    if offender and me and LHO[offender] == me:
        # "Mijn RT (zuid) zei 3♣ en veranderde dat na mijn pas": the writer is his LT, and called
        out += [i for i, w in enumerate(words) if w == "mijn" and words[i - 1 : i] == ["na"] and words[i + 1 : i + 2]
                and re.fullmatch(r"pas|doublet|redoublet|dubbel|bod|antwoord|\d", words[i + 1])]
    if offender and _writer_opposes(reader, words, offender):
        # "Onze tegenstander O veranderde ...; wij hebben daarna nog niets geboden": "wij" are his LT and RT
        out += [i for i, w in enumerate(words) if w in ("wij", "we") and i > at]
    return sorted(set(out))


def _writer_opponent_changed(reader: Reader, words: list[str]) -> str | None:
    """"Mijn LT zei 4♠ en toen 'nee, 4♥'": the one who changed is the writer's LT ("lho") or RT ("rho")."""
    anchor = _change_anchor(reader, words)
    if anchor is None:
        return None
    start = anchor
    while start > 0 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    before = " ".join(words[start:anchor])
    named = re.findall(r"\bmijn (linker|rechter)tegenstander\b", before)
    if not named or re.search(r"\b(ik|mijn (partner|maat))\b", before.split("tegenstander")[-1]):
        return None
    return "lho" if named[-1] == "linker" else "rho"


def _writer_opposes(reader: Reader, words: list[str], offender: str) -> bool:
    """Whether the writer's side ("wij") is the offender's opponents: "onze tegenstander O", "wij (NZ)" when O changed."""
    side = _writer_side(reader, words)
    if side:
        return offender not in side
    text = " ".join(words)
    told = re.search(rf"\bonze (linker|rechter)?tegenstanders? (\( |, )?(?P<seat>{_SEAT_WORD})", text)
    return bool(told) and parse_seat(told.group("seat")) == offender


# "(voordat N) iets doet / iets had gezegd / wat kon zeggen": the LT has not called yet
_BEFORE_ANYTHING = r"(iets|wat|ook maar iets) (\S+ )?(doet|deed|zegt|zei|biedt|bood|gedaan|gezegd|geboden|kon|kan|kwam)\b"


def _lho_called(reader: Reader, words: list[str], offender: str | None, at: int, me: str | None) -> tuple[bool, int] | None:
    """Whether the offender's LT called (and where he is named), from "O (LT) had al 2♣ geboden" / "riep de WL"."""
    for i in _lho_mentions(reader, words, offender, at, me):
        if words[i] == "mijn" and words[i - 1 : i] == ["na"]:
            return True, i  # "(veranderde dat) na mijn pas": the writer, his LT, had called
        if "dat" in words[max(0, i - 2) : i]:
            continue  # "dacht dat N gepast had": what the offender believed
        if "of" in words[max(0, i - 2) : i]:
            continue  # "ik weet niet of N al gepast had": asked, not told
        if words[i - 1 : i] == ["van"] and re.search(r"\b(niet|nie) (\S+ )?(gezien|gehoord|opgemerkt|gelezen)\b|\b(gemist|miste|overzag|over het hoofd)\b",
                                                  " ".join(_clause(words, i))):
            continue  # "had de 2♥ van west niet gezien": the call he missed, before his own
        if offender and any(_seat_of(w) == offender and all(x in {"(", ",", ")", "de", "zijn", "-", ":"} for x in words[i + 1 : j])
                            for j, w in enumerate(words[i + 1 : i + 4], start=i + 1)):
            continue  # "mijn LT (N) pakte per ongeluk ...": the LT of the asker is the offender
        if (words[i] != "linkertegenstander" or words[i + 1 : i + 2] == ["al"]) and _listed_call(words, i):
            if i < _own_listed_call(reader, words, offender, me):
                continue  # "W 1♦ - N pas - O 1♠ - Z pas - W 1SA" and W changes his 1SA: N passed before it
            return True, i
        start = i + 1
        while start < len(words) and words[start] in {"(", ")", ",", "de", "zijn", "linkertegenstander", "n", "o", "z", "w"}:
            start += 1
        if words[start : start + 1] == ["die"] and words[start - 1] == ",":
            close = next((k for k in range(start, min(start + 12, len(words))) if words[k] in _SENTENCE_END or words[k] == ","), None)
            if close is not None and words[close] == ",":
                start = close + 1  # "Z, die na hem aan de beurt was, had nog niets gezegd": past the relative clause
        if words[start : start + 1] == ["van"] and words[start + 1 : start + 2] in (["de"], ["die"]) and start + 2 < len(words) \
                and words[start + 2] in ("overtreder", "overtreedster", "bieder", "speler", "wijziger"):
            start += 3  # "de linkertegenstander van de overtreder, (al over ... gepast)"
            while start < len(words) and words[start] in {",", ")"}:
                start += 1
        window = " ".join(_window(words, start, 10))
        end = next((k for k in range(i, len(words)) if words[k] in _SENTENCE_END), len(words))
        if words[end : end + 1] != ["?"] and re.match(r"(\S+ )?(moest|mocht) (nog|pas) (\S+ )?(bieden|passen|iets zeggen)\b", window):
            return False, i  # "W moest nog bieden": told, not asked
        if re.match(r"(nog|even|lang|toen|net) (nog |even |lang )*(nadacht|nadenkt|na dacht|zat te (denken|twijfelen)|dacht na|denkt na|twijfelde|twijfelt"
                    r"|aan het (denken|nadenken|twijfelen)|aan (de beurt|zet) (was|is)|moest (bieden|passen|beslissen)|niet aan de beurt (was|is) geweest)\b", window):
            return False, i  # "terwijl O nog nadacht, verbeterde N ...": the LT had not called yet
        if re.match(r"wel\b", window) and re.search(r"\bnog (niet|niets|niks|geen)\b", " ".join(_clause(words, i - 2) if i >= 2 else [])):
            return True, i  # "zijn partner had nog niet geboden, oost wel"
        if window.startswith("ook") and re.search(r"\b(moet|moest|mocht) (nog|pas) (\S+ )?(bieden|passen)\b|\bnog (niet|niets|niks|geen)\b",
                                                  " ".join(_clause(words, i - 2) if i >= 2 else [])):
            return False, i  # "mijn partner moest nog bieden, W ook": the negation of the clause before
        if re.search(r"\b(moet|mag|wil|kan|gaat) (nog|nu)\b", window):
            continue
        if i > 0 and re.fullmatch(_CALLED, words[i - 1]) and words[i - 1] not in ("heen", "overheen", "eroverheen"):
            return True, i  # "(daarna) bood zuid bewust 4♠": the verb before its subject
        if i > 1 and words[i - 1] in ("de", "zijn", "haar") and re.fullmatch(_CALLED, words[i - 2]) \
                and words[i - 2] not in ("heen", "overheen", "eroverheen", "gezegd", "gelegd"):
            return True, i  # "daarna paste de tegenstander links van hem"
        if words[i - 1 : i] == ["van"] and re.search(r"\b(over|op|boven) (de |het |een |zijn |haar )?(pas|doublet|redoublet|dubbel|\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))$",
                                                  " ".join(words[max(0, i - 5) : i - 1])):
            continue  # "(pakte 3♦,) over de 2SA van W": the LT's call the offender bid over, before his own
        if words[i - 1 : i] == ["van"] and re.search(r"(^|\b(de|een|zijn|haar|en|,) )(pas|doublet|redoublet|dubbel|\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))$",
                                                   " ".join(words[max(0, i - 4) : i - 1])) and i > _own_listed_call(reader, words, offender, me):
            return True, i  # "(na mijn 2♦ en) de pas van noord": the LT's call as a noun
        if words[i] == "linkertegenstander" and words[i - 2 : i] == ["van", "mijn"] and re.search(
                r"\b(van mij|mijn \S+) (en|,) (de|een) (pas|doublet|redoublet|dubbel|\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))$", " ".join(words[max(0, i - 8) : i - 2])):
            return True, i  # "na 1♥ van mij en een pas van mijn LT": his call after the writer's own
        if words[i - 1 : i] == ["van"] and re.search(r"\bna (de |het |een |zijn |haar )?(pas|doublet|redoublet|dubbel|\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))$",
                                                   " ".join(words[max(0, i - 5) : i - 1])):
            continue  # "W paste na 1SA van N": the LT's call before the offender's own, not a statement about him now
        if "voordat" in words[max(0, i - 3) : i] and re.search(r"\b" + _CALLED + r"\b", window):
            return False, i  # "(veranderd) voordat zijn LT had geboden"
        if words[i - 1 : i] in (["vóór"], ["voor"]) and re.fullmatch(_CALLED, window.split(" ")[0]):
            return False, i  # "gecorrigeerd vóór O bood"
        if set(words[max(0, i - 2) : i]) & {"voordat", "vóór", "voor"} and re.match(_BEFORE_ANYTHING, window):
            return False, i  # "meldt het voordat N iets doet": the LT had done nothing yet
        own = window.split(" , ")[0]
        if re.search(r"\b(accepteerde|accepteert|geaccepteerd|aanvaardde|aanvaard|aanvaardt|accepteren|aanvaarden)\b", own) \
                and not re.search(r"\b(niet|geen|nog|wil|wilde|mag|moet|kan|of)\b", own) and words[end : end + 1] != ["?"]:
            return True, i  # "koos N ervoor de 3♦ te accepteren": the LT accepted (called over) the changed call
        if re.search(r"\b" + _CALLED + r"\b", own) and not re.search(r"\b" + _NOT_CALLED + r"\b", own):
            return True, i  # "W al gepast, N nog niet": the negation belongs to the next clause
        if re.search(r"\b" + _NOT_CALLED + r"\b", window):
            return False, i
        if re.search(r"\b" + _CALLED + r"\b", window):
            return True, i
    return None


def _lho_fact(reader: Reader, words: list[str], at: int, cause: str | None, called: bool = True) -> str:
    """Which LT fact: a call over the changed call (25B) or over the first, unintended one (25A)."""
    for start, (sentence, _) in _sentence_spans(words):
        if start > at and sentence[:1] in (["daarvoor"], ["voordien"], ["daarvóór"]) and any(_CHANGE_WORD.match(w) for w in sentence):
            return "lho_called_over_change"  # "Z heeft al gepast. Daarvoor had O zijn 1♠ in 2♠ veranderd": told in reverse
    sentence = " ".join(_window(words, at, 25))
    named = _named_call_over(words, at)
    if named is not None:
        return named
    behind = _after_apposition(words, at + 1)
    own = " ".join(_clause(words, behind if behind > at + 1 else at))
    if not called and cause == "unintended" and not re.search(r"\b(riep|roept|belde|belt|haalde|haalt|called)\b", own):
        # a slip (25A): "N heeft nog niet geboden (, de WL is direct geroepen)" is said of the first call; but
        # "N, links van hem, riep toen meteen de WL" after the correction is read below
        return "lho_called_after_first_call"
    if _any(reader, r"\b(over|op|na) (de|het|dat|die|zijn|haar) (gewijzigde|nieuwe|vervangende|veranderde|verbeterde|tweede)\b",
            r"\bna (de|die|deze|zijn|haar|z'n|dat) (wijziging|verandering|correctie)\b") or re.search(r"\bbewust\b", sentence) \
            or re.search(r"\bnadat\b( \S+){0,12} (hersteld|verbeterd|gecorrigeerd|gewijzigd|veranderd|vervangen|aangepast)\b", " ".join(words[:at])):
        return "lho_called_over_change"
    if not called and re.search(r"\b(had|hadden)\b", " ".join(_clause(words, at))) \
            and re.search(r"\b(er|eroverheen)\b( \S+){0,3} (overheen|heen)\b|\beroverheen\b", " ".join(_clause(words, at))) \
            and not _any(reader, r"\bna (de|die|deze|zijn|haar|z'n|dat) (wijziging|verandering|correctie)\b"):
        return "lho_called_after_first_call"  # "Z had er nog niet overheen geboden": not over the first call
    anchor = _change_anchor(reader, words)
    if not called and re.search(r"\b(riep|roept|belde|belt|haalde|haalt|geroepen|gebeld|gehaald|called)\b", " ".join(_window(words, at, 14))) \
            and (any(_CHANGE_WORD.match(w) for w in words[:at]) or (cause != "unintended" and anchor is not None and anchor < at and _changed_before(reader, words, at))):
        return "lho_called_over_change"  # "hij verbeterde het in 1♠; N riep toen meteen de WL"
    calls_before = len(re.findall(r"(^| )(pas|doublet|redoublet|dubbel|\d ?(♠|♥|♦|♣)|\d ?(sa|sans|nt))(?= |$)", " ".join(words[:at])))
    if not called and cause is None and (_changed_before(reader, words, at) or calls_before >= 2) \
            and not re.search(r"\b(had|hadden)\b", " ".join(_clause(words, at))):
        return "lho_called_over_change"  # "W zei pas en direct daarna doublet; ik heb nog niks gezegd"
    later = " ".join(words[at:])
    if _any(reader, r"\bover de eerste\b", r"\bvoordat (\S+ ){1,3}(zag|merkte|doorhad|ontdekte)\b") or re.search(
        r"\b(daarna|toen|vervolgens|pas toen) (\S+ ){0,2}(wilde|zag|merkte|ontdekte|corrigeerde|verbeterde|realiseerde)\b"
        + (rf"(?! {re.escape(words[at])}\b)" if at >= 0 and _seat_of(words[at]) else ""),  # (not "daarna wilde Z ...": the LT himself)
        later,
    ) or re.search(r"\bal\b( \S+){0,5} (toen|voordat|nog voor)\b", sentence) or _over_first_call(reader, sentence):
        return "lho_called_after_first_call"
    if called and not _changed_before(reader, words, at) and re.search(
            r"\b(daarna|toen|vervolgens|pas toen) (\S+ ){0,2}(zei|zegt|riep uit)\b( \S+)? (:|'|dat)", later):
        return "lho_called_after_first_call"  # "N bood 1SA, O paste, en toen zei N: '... ik maak er 1♣ van'"
    clause = " ".join(_clause(words, at))
    if called and re.search(r"\bdaarop\b", clause) and any(_CHANGE_WORD.match(w) for w in words[:at]):
        return "lho_called_over_change"  # "een speler verandert zijn bod; zijn LT heeft daarop al gepast"
    if called and re.search(r"\b(al|reeds)\b", clause) and re.search(
            r"\b(wil|wilde|wou)\b( \S+){0,2} (nu|daarna|toen|alsnog|later)\b", " ".join(words[at:])) \
            and not any(_CHANGE_WORD.match(w) for w in words[:at]):
        return "lho_called_after_first_call"  # "Zuid had daarna al gepast. Oost wil nu 4♣": the change still to come
    behind = _after_apposition(words, at + 1)
    if behind > at + 1:
        clause += " " + " ".join(_clause(words, behind))  # "noord, zijn LT, had al gepast": the clause after the apposition
    if re.search(r"\b(al|reeds|intussen|ondertussen)\b", clause) and not re.search(r"\b(daarna|vervolgens|nadien|erna)\b", clause):
        return "lho_called_after_first_call"  # "Z had al gepast": he called before the offender changed
    if called and re.search(r"\b(daarna|vervolgens|nadien|erna|toen)\b", clause) and _changed_before(reader, words, at):
        return "lho_called_over_change"  # "N 2♠, toen 3♠ ...; O doubleerde daarna"
    if cause in ("change_of_mind", "lost_concentration"):
        changed = [i for i, w in enumerate(words) if _CHANGE_WORD.match(w)]
        if anchor is not None and called and at < anchor and (words[at - 1 : at] == ["van"] or words[at - 2 : at] == ["van", "mijn"]):
            return "lho_called_after_first_call"  # "na mijn 2♦ en de pas van noord bedacht ik me": his call told before the change
        if changed and at < min(changed):
            return "lho_called_after_first_call"  # the LT called before the offender changed his call
        return "lho_called_over_change"
    return "lho_called_after_first_call"


_CALL_NAME = r"(?:[1-7](?:♠|♥|♦|♣|sa|nt)|pas|doublet|redoublet|dubbel|x|xx)"
_NEW_CALL_BEFORE = {"in", "naar", "door", "toch", "tot", "werd", "wordt", "alsnog", "bedoelde", "bedoeld", "bedoel", "ipv", "plaats"}


def _named_call_over(words: list[str], at: int) -> str | None:
    """"N paste op die 2♥", "Z bood 3♥ over die 2♠": the LT's call named as a call over one call of the offender;
    over the call the offender changed TO ("veranderde zijn pas in 2♥", "toch 2♥", "verving ... door 2♥") it is a
    call over the change, over the call he changed FROM ("doubleerde die 1♥, toen wilde Z er 1♠ van maken") over the first."""
    start = at
    while start > 0 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    end = at
    while end < len(words) and words[end] not in _SENTENCE_END:
        end += 1
    compact = lambda ws: re.sub(r"\b([1-7]) (♠|♥|♦|♣)", r"\1\2", " ".join(w for w in ws if w not in ("'", '"', "‘", "’", "`")))
    ref = re.search(rf"\b(op|over|na|boven) (die|de|het|dat|zijn|haar|diens|deze|dit|z'n) (?P<c>{_CALL_NAME})(?= |$)", compact(words[start:end]))
    if ref is None:
        return None
    before = compact(words[:start]) + " " + compact(words[start:end])[: ref.start()]
    first = re.search(rf"(?:^| ){re.escape(ref.group('c'))}(?= |$)", before)
    if first is None or not any(_CHANGE_WORD.match(w) for w in before.split()) and "toch" not in before.split():
        return None  # the call is not named before, or no change is told before the LT's call
    lead = before[: first.start()].split()[-3:]
    if set(lead) & _NEW_CALL_BEFORE:
        return "lho_called_over_change"
    if re.search(rf"(?:^| ){_CALL_NAME}(?= |$)", before[first.end():]):
        return "lho_called_after_first_call"
    if re.search(rf"(?:^| ){_CALL_NAME}(?= |$)", before[: first.start()]):
        return "lho_called_over_change"  # "W zei eerst pas, toen 1♠ ... N paste op die 1♠": the later of his two calls
    return None


def _clause(words: list[str], at: int) -> list[str]:
    """The words of the clause around token ``at`` (up to a sentence end, a comma or a contrastive conjunction)."""
    stops = _SENTENCE_END | {",", "maar", "want", "omdat", "terwijl"}
    start, end = at, at
    while start > 0 and words[start - 1] not in stops:
        start -= 1
    while end < len(words) - 1 and words[end + 1] not in stops:
        end += 1
    return words[start : end + 1]


def _changed_before(reader: Reader, words: list[str], at: int) -> bool:
    """Whether the text tells the change (a change word, or the first and the second call) before token ``at``."""
    if any(_CHANGE_WORD.match(w) for w in words[:at]):
        return True
    return sum(1 for ent in reader.doc.ents if ent.label_ == "CALL" and ent.end <= at) >= 2


def _over_first_call(reader: Reader, sentence: str) -> bool:
    """"na de doublet", "over die 2♣": the LT's call named as coming after the offender's first call."""
    calls = [ent for ent in reader.doc.ents if ent.label_ == "CALL"]
    if not calls:
        return False
    first = " ".join(t.norm_.lower() for t in calls[0])
    return bool(re.search(r"\b(na|over|op) (de|die|het|zijn|diens) " + re.escape(first) + r"(\s|$)", sentence))


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
    r"\b(van|voor|door) de tegenpartij\b", r"\bdoor (de )?(tegenpartij|tegenstanders?)\b( \S+){0,2} (gebruikt|benut)\b",
    r"\bde tegenpartij (mag|mocht|gebruikt|gebruikte|wist|weet)\b",
    r"\b(mijn|onze) (linker|rechter)?tegenstanders?\b",
    r"\bals (tegenstander|tegenpartij|tegenspeler)\b",
    r"\bde tegenstanders? (van de overtreder|gebruikt|gebruikten|wist|wisten)\b",
    r"\bde tegenstanders? van (iemand|degene|de speler|een speler|de bieder)\b",
    # "na het teruggenomen bod van hun tegenstander N (boden OW ...)": the user's opponent withdrew
    r"\b(bod|bieding|doublet|pas|kaart|uitkomst|call) (\S+ )?van (hun|zijn|haar|z'n) (tegenstanders?|linkertegenstander|rechtertegenstander)\b",
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


def _damaged_side(reader: Reader, words: list[str]) -> frozenset[str] | None:
    """The side a sentence says was damaged or lost ("NZ lopen daardoor een top mis"), when it names one side."""
    writer = _writer_side(reader, words)
    damage_at = {span.start for span in reader.cues.get("A_DAMAGE", []) if not span._.negated}
    for start, (sentence, _) in _sentence_spans(words):
        text = " ".join(sentence)
        if not (any(start <= i < start + len(sentence) for i in damage_at) or any(re.search(p, text) for p in _LOSS + _DAMAGE)):
            continue
        if any(re.search(p, text) for p in _NO_DAMAGE):
            continue
        sides = {r for r in (_role_at(reader, words, start + k, writer) for k in range(len(sentence))) if isinstance(r, frozenset)}
        if len(sides) == 1:
            return sides.pop()
    return None


def _only_turn(words: list[str], i: int) -> bool:
    """"toen noord aan de beurt was": a seat named only as whose turn it was."""
    after = " ".join(words[i + 1 : i + 5])
    return bool(re.match(r"((was|is|al|nog|eigenlijk) ){0,2}aan (de )?beurt\b", after))


_WITHDREW = re.compile(
    r"^(trok|trekt|trokken|ingetrokken|intrekken|introk|nam|neemt|namen|teruggenomen|terugnemen|terugnam|terug)$"
)
_OPPONENTS = re.compile(r"\b(tegenpartij|tegenstanders?|rechtertegenstander|linkertegenstander|tegen (ons|mij))\b")
_WE_USED = re.compile(r"\b(ik|wij|we)\b( \S+){0,6} (gebruik\w*|speelden|speelde|bood|boden|profiteer\w*|doubleerde\w*)\b")


def _opponents_withdrew_we_used(words: list[str]) -> bool:
    """"de tegenpartij trok een bod in en wij hebben die info gebruikt": the writer's side used it."""
    clause: list[str] = []
    for word in words + ["."]:
        if word in _CLAUSE_BREAK or word == "en":
            text = " ".join(clause)
            withdrew = any(_WITHDREW.match(w) for w in clause)
            if withdrew and _OPPONENTS.search(text) and not re.search(r"\b(ik|wij|we)\b", text):
                return bool(_WE_USED.search(" ".join(words)))
            clause = []
        else:
            clause.append(word)
    return False


# -- who withdrew and who used the information, as seats or sides ("OW gebruikten de ingetrokken 2♣ van N")
_USE_WORD = re.compile(
    r"^(gebruik\w*|benut\w*|wist|wisten|profiteer\w*|geprofiteerd|baseerde\w*|gebaseerd|meegenomen|speculeerde\w*|misbruik"
    r"|kennen|kende|kenden|aangepast|afgestemd|ingespeeld|inspeelde|inspeelden|inspelen|opgestoken|onthouden|onthield|onthielden)$"
)
_WITHDRAW_WORD = re.compile(
    r"^(ingetrokken|teruggenomen|teruggetrokken|teruggedraaide?|intrekken|introk|terugnemen|terugnam|trok|trokken|trekt"
    r"|terugpakken|teruggepakt|terugpakte|terugtrekken|geannuleerde?|annuleerde|annuleerden|geschrapte?)$"
)
_WITHDRAW_VERBS = {"intrekken", "terugnemen", "terugpakken", "terugtrekken", "introk", "terugnam", "terugpakte", "trok", "trokken", "trekt"}
_SUBJECT_BREAK = _SENTENCE_END | {",", "maar", "want", "omdat", "terwijl", "doordat", "alsof", "dat", "als"}
_NOS_WORDS = {"niet-overtreder", "niet-overtreders", "niet-overtredende"}
_OPPONENT_WORDS = {"tegenpartij", "tegenstander", "tegenstanders", "linkertegenstander", "rechtertegenstander"}
_OS_WORDS = {"overtreders", "overtredende"}
_WRITER = {"ik", "wij", "we", "ons"}


def _writer_side(reader: Reader, words: list[str]) -> frozenset[str] | None:
    """The writer's side: "ik (OW)", "mijn partner en ik (oost-west)", "ik zat west"."""
    pairs = {"noord-zuid": "NZ", "oost-west": "OW", "nz": "NZ", "zn": "NZ", "ow": "OW", "wo": "OW"}
    for i, word in enumerate(words):
        if word in ("ik", "wij", "we", "ons"):
            for j in range(i + 1, min(i + 4, len(words))):
                if words[j] in pairs and (words[j] in ("noord-zuid", "oost-west") or words[j - 1] in ("(", ",")):
                    return frozenset(pairs[words[j]])  # "wij (OW)", "ons (NZ)"
    seat = _first_person_seat(words)
    return frozenset((seat, PARTNER[seat])) if seat else None


# the one whose action was withdrawn, named by what he did: "de partner van de doubleerder"
_ACTOR_NOUN = (r"(overtreder|overtreedster|bieder|biedster|degene|iemand|speler|speelster|uitkomer|uitkomster|doubleerder"
               r"|doubleerster|redoubleerder|opener|openaar|openster)")


def _role_at(reader: Reader, words: list[str], i: int, writer: frozenset[str] | None) -> Any:
    """What the word at ``i`` names: a side (set of seats), "nos", "os", "declarer", "defender", "writer" or None."""
    word = words[i]
    seat = _seat_of(word) if any(e.start == i and e.label_ == "SEAT" for e in reader.doc.ents) or word.endswith("'s") else None
    if seat:
        return frozenset((seat, PARTNER[seat]))
    if word in ("noord-zuid", "oost-west"):
        return frozenset("NZ") if word == "noord-zuid" else frozenset("OW")
    if word in _NOS_WORDS:
        return "nos"
    if word in _OPPONENT_WORDS:
        return writer and frozenset("NOZW") - writer or "opponents"  # "de tegenpartij", "mijn LT": the writer's opponents
    if word in _OS_WORDS:
        return "os"
    if word == "leider":
        return "declarer"
    if word in ("tegenspeler", "tegenspelers", "verdediging", "verdediger", "verdedigers"):
        return "defender"
    if word in _WRITER or word == "onze":
        return writer or "writer"
    if word in ("partner", "maat") and i > 0:
        if words[i - 1] in ("de", "een") and re.match(r"van (de |die |een )?" + _ACTOR_NOUN + r"\b",
                                                    " ".join(words[i + 1 : i + 4])):
            return "partner"  # "de partner van de overtreder (gebruikt ...)"
        if words[i - 1] in ("mijn", "onze"):
            return writer or "writer"  # "mijn maat": the writer's side
        if words[i - 1] in ("zijn", "haar", "z'n", "diens"):
            return "partner"  # "zijn partner": the partner of the one who withdrew
    return None


def _writer_role(words: list[str]) -> str | None:
    """The writer's role when he names it: "ik ben leider", "als leider weet ik", "door mij (leider)" → declarer;
    "ik (als) tegenspeler" → defender."""
    text = " ".join(words)
    for role, name in (("declarer", "leider"), ("defender", r"(?:tegenspeler|verdediger)")):
        if re.search(rf"\b(?:ik|mij|me)(?: (?:ben|was|zit|zat|speel|speelde|werd|word|zelf|,|\())* (?:als |de )?{name}\b"
                     rf"|(?:^|[.;:!?,] )als {name} (?:\S+ ){{0,2}}(?:ik|mij|me)\b", text):
            return role
    return None


_THING = {"kaart", "kaartje", "bod", "bieding", "pas", "doublet", "redoublet", "uitkomst", "informatie", "info", "call", "opening", "kaarten"}


def _embedded(words: list[str], v: int) -> set[int]:
    """Tokens before ``v`` in a phrase that describes a noun, so not the subject of ``v``: a relative clause on the
    withdrawn thing ("de kaart die ik als leider terug moest nemen (meegenomen)") and an attributive agent ("de door
    mij (leider) teruggenomen kaart (gebruikt)")."""
    out: set[int] = set()
    for k in range(max(0, v - 16), v):
        if words[k] in ("die", "welke", "dat") and k > 0 and words[k - 1] in _THING:
            end = next((j for j in range(k + 1, v) if _WITHDRAW_WORD.match(words[j]) or _separated_withdrawal(words, j)), None)
            if end is not None:
                while end + 1 < v and re.fullmatch(r"moest|moesten|mocht|mochten|had|hadden|heeft|hebben|nemen|pakken|trekken|halen|worden|werd|is|was", words[end + 1]):
                    end += 1  # "(terug) moest nemen": the verbs that close the relative clause
                out.update(range(k, end + 1))
        if words[k] == "door" and k > 0 and words[k - 1] in ("de", "het", "een", "die", "dat"):
            end = next((j for j in range(k + 1, min(v, k + 7)) if _WITHDRAW_WORD.match(words[j])), None)
            if end is not None:
                out.update(range(k, end + 1))
    return out


def _subject_before(reader: Reader, words: list[str], v: int, writer: frozenset[str] | None) -> Any:
    """The player or side named nearest before word ``v`` in its clause, skipping possessors ("van W")."""
    embedded = _embedded(words, v)
    i = v - 1
    while i > 0 and words[i] in ("nog", "dan", "ook", "wel", "toch", "nu", "dus", "gewoon") and words[i - 1] == ",":
        i -= 1  # "Mogen wij, NZ, nog rekening houden ...": past the adverbs to the apposition
    if words[i : i + 1] != [","]:
        i = v - 1
    if words[i : i + 1] == [","] and i >= 3 and words[i - 2] in (",", "(") and words[i - 3] in _WRITER:
        named = _role_at(reader, words, i - 1, writer)
        if isinstance(named, frozenset):
            return named  # "Wij, OW, speelden ...": the pair in apposition to the subject
    while i >= 0 and (words[i] not in _SUBJECT_BREAK or i in embedded):
        agent = words[i - 1 : i] in (["van"], ["door"], ["volgens"]) or words[max(0, i - 2) : i] in (
            ["van", "de"], ["door", "de"], ["door", "een"], ["van", "een"], ["volgens", "de"], ["volgens", "mijn"], ["volgens", "onze"],
            ["van", "mijn"], ["van", "zijn"], ["van", "haar"], ["van", "onze"], ["van", "hun"])  # ("de bieding van mijn LT gebruikt")
        agent = agent or (words[i - 1 : i] == ["als"] and words[i] in _OPPONENT_WORDS)  # "mag ik als tegenstander ...": what "ik" is
        agent = agent or i in embedded
        if not agent:  # "van W", "door de leider (teruggenomen)": a possessor or an agent, not the subject
            role = _role_at(reader, words, i, writer)
            if role is not None:
                return role
        i -= 1
    return None


def _agent_before(reader: Reader, words: list[str], v: int, writer: frozenset[str] | None) -> Any:
    """The agent of a passive participle: "(de info) werd door noord gebruikt" → noord."""
    if not any(w in {"werd", "werden", "wordt", "worden", "is", "zijn", "was", "waren"} for w in words[max(0, v - 12) : v]):
        return None  # ("werd de informatie uit de ingetrokken uitkomst door de leider gebruikt": the auxiliary far ahead)
    for k in range(v - 1, max(-1, v - 5), -1):
        if words[k] in _SUBJECT_BREAK:
            return None
        if words[k] == "door" and k + 1 < v:
            j = k + 2 if words[k + 1] in ("de", "een", "het") else k + 1
            return _role_at(reader, words, j, writer) if j < v else None
    return None


def _withdrawer(reader: Reader, words: list[str], w: int, writer: frozenset[str] | None) -> Any:
    """Whose action was withdrawn: "ingetrokken 1♠ van N", "W's ingetrokken", "mijn ingetrokken", "Z trok ... in"."""
    if w > 0:
        before = _role_at(reader, words, w - 1, writer)
        if before is not None and words[w - 1].endswith("'s"):
            return before
        if before is not None and (words[w - 2 : w - 1] == ["door"] or words[max(0, w - 3) : w - 1] in (["door", "de"], ["door", "een"])):
            return before  # "de door de leider teruggenomen kaart": the agent withdrew
        if words[w - 1] in ("mijn", "onze", "ons"):
            return writer or "writer"
        for k in range(w - 2, max(-1, w - 6), -1):  # "de door mij (leider) teruggenomen kaart": the agent with an apposition
            if words[k] in _SUBJECT_BREAK:
                break
            if words[k] == "door" and words[k - 1 : k] in (["de"], ["het"], ["een"], ["die"], ["dat"]):
                roles = [r for r in (_role_at(reader, words, j, writer) for j in range(k + 1, w)) if r is not None]
                if words[k + 1] in ("mij", "me", "ons") and not roles:
                    return writer or "writer"
                if roles:
                    return roles[-1]
                break
    for j in range(w + 1, min(w + 8, len(words) - 1)):
        if words[j] in _SUBJECT_BREAK:
            break
        if words[j] == "van":
            if words[j + 1] in ("de", "het") and j + 2 < len(words):
                j += 1  # "de ingetrokken kaart van de leider"
            if words[j + 1] in ("mijn", "onze") and words[j + 2 : j + 3] and words[j + 2] in _OPPONENT_WORDS:
                return _role_at(reader, words, j + 2, writer)  # "het ingetrokken bod van onze tegenstander": the writer's opponents
            role = _role_at(reader, words, j + 1, writer)
            if role is None and words[j + 1] in ("zijn", "haar", "z'n", "mijn") and j + 2 < len(words):
                k = j + 3 if words[j + 2] == "eigen" and j + 3 < len(words) else j + 2
                if words[k] in ("partner", "maat") and words[j + 1] != "mijn":
                    return "partner"  # "het ingetrokken doublet van zijn (eigen) partner"
                if words[j + 1] == "mijn" and words[k] in ("linkertegenstander", "rechtertegenstander", "tegenstander"):
                    return _role_at(reader, words, k, writer)  # "het ingetrokken bod van mijn RT": the writer's opponent
            if role is not None:
                return role
    verb = words[w] in _WITHDRAW_VERBS
    if w > 0 and words[w - 1] in ("de", "het", "een", "die", "dat", "zijn", "haar", "z'n", "diens", "hun", "dit", "deze") and not verb:
        return None  # "de ingetrokken kaart": an attribute, its subject is not who withdrew
    subject = _subject_before(reader, words, w, writer)
    if subject is None and verb:
        # "Oost had een bod gedaan dat niet mocht en moest het terugnemen": the one player named in that sentence
        start = w
        while start > 0 and words[start - 1] not in _SENTENCE_END:
            start -= 1
        named = {r for r in (_role_at(reader, words, j, writer) for j in range(start, w)) if isinstance(r, frozenset)}
        if len(named) == 1:
            return named.pop()
    return subject


_ACT_WORD = re.compile(r"^(paste|pasten|geboden|bood|boden|bieden|gespeeld|speelde|speelden|gedoubleerd|doubleerde|doubleerden|uitgespeeld|voorgespeeld|nagespeeld)$")


def _acts_after_withdrawal(words: list[str]) -> list[int]:
    """Bids or plays in a sentence that places them after the withdrawn action ("na het ingetrokken bod van
    oost hebben wij verder geboden"): the side that acted is the one that may use its information."""
    out = []
    for start, (sentence, _) in _sentence_spans(words):
        text = " ".join(sentence)
        if re.search(r"\bna (het|de|zijn|haar|z'n|dat|die|een) (\S+ )?(ingetrokken|teruggenomen|teruggetrokken|teruggehaalde?)\b", text):
            out += [start + k for k, w in enumerate(sentence) if _ACT_WORD.match(w)]
            continue
        # "ik moest een kaart terugpakken en de leider speelde daarna ...": an act told after the withdrawal
        withdrawn = [i for i, w in enumerate(words) if _WITHDRAW_WORD.match(w) or _separated_withdrawal(words, i)]
        out += [start + k for k, w in enumerate(sentence) if withdrawn and start + k > withdrawn[0] and _ACT_WORD.match(w)
                and set(sentence[: k + 5]) & {"daarna", "vervolgens", "nadien", "later", "toen"}]
    return out


def _separated_withdrawal(words: list[str], i: int) -> bool:
    """"terug mocht nemen", "nam zijn bod terug": the separable verb split in two."""
    return words[i] == "terug" and bool(set(words[max(0, i - 5) : i + 3]) & {
        "nemen", "nam", "namen", "neemt", "genomen", "pakken", "pakte", "pakt", "halen", "haalde", "trekken", "trok", "getrokken"}) \
        or words[i] == "terug" and words[i - 1 : i] in (["ging"], ["gingen"], ["moest"], ["moesten"], ["mocht"]) and i + 1 < len(words) \
        and words[i + 1] in _SENTENCE_END  # "de kaart ging terug", "die kaart moest terug"


def _first_role(reader: Reader, words: list[str], v: int, writer: frozenset[str] | None) -> Any:
    """"Ik (Z) zag de kaart die de leider ... en speelde": a verb right after "en" shares the subject that opens its sentence."""
    start = v
    while start > 0 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    if start + 1 < v and words[start] in ("de", "het", "een", "onze", "hun", "beide", "alle"):
        start += 1  # "De tegenspelers zagen ... en speelden daarop in"
    return _role_at(reader, words, start, writer) if start < v else None


def _pronoun_subject(reader: Reader, words: list[str], v: int, writer: frozenset[str] | None) -> Any:
    """The seat a "hij"/"zij" just before word ``v`` stands for: the seat named nearest before it in its sentence
    (not a possessor "van N")."""
    k = v - 1
    while k >= 0 and v - k <= 3 and words[k] not in ("hij", "zij", "ie"):
        k -= 1
    if k < 0 or words[k] not in ("hij", "zij", "ie"):
        return None
    for j in range(k - 1, -1, -1):
        if words[j] in _SENTENCE_END:
            return None
        role = _role_at(reader, words, j, writer)
        if (isinstance(role, frozenset) or role in ("declarer", "defender")) and words[j - 1 : j] != ["van"]:
            return role  # (also "de leider speelde ..., omdat hij wist ...")
        if role == "writer" and words[j] in ("partner", "maat") and words[j - 1 : j] == ["mijn"]:
            return role  # "mijn partner wel, hij speelde daar bewust op in": the writer's side
    return None


def _refused_changes(words: list[str]) -> list[int]:
    """"De WL liet de wijziging van W niet toe": the changed call the director refused is a withdrawn action (16C)."""
    out = []
    for start, (sentence, _) in _sentence_spans(words):
        text = " ".join(sentence)
        if re.search(r"\bniet (toe|toegestaan|geaccepteerd|aanvaard|goedgekeurd)\b|\b(stond|sta|staat|stonden) (\S+ ){0,4}niet toe\b|\bmocht niet\b", text):
            out += [start + k for k, w in enumerate(sentence) if w in ("wijziging", "verandering", "verbetering", "correctie", "vervanging")]
    return out


def _side_by_roles(reader: Reader, words: list[str]) -> str | None:
    """The side that used the information, by comparing who withdrew with who used it."""
    writer = _writer_side(reader, words)
    uses = [i for i, w in enumerate(words) if _USE_WORD.match(w)
            or (w in ("weet", "weten") and re.match(r"((ik|hij|zij|ze|we|wij|nu|dus|al) ){0,2}(door|dankzij|uit|via) (de|het|die|dat|zijn|haar|z'n|een) (\S+ )?"
                                                   r"(ingetrokken|teruggenomen|teruggetrokken)\b", " ".join(words[i + 1 : i + 8])))  # "weet (ik) door de ingetrokken uitkomst"
            or (w == "rekening" and (words[i + 1 : i + 2] in (["mee"], ["met"]) or words[i + 1 : i + 3] in (["gehouden", "met"], ["houden", "met"])))
            or (w in ("gedaan", "deden", "deed", "doen") and words[i + 1 : i + 2] == ["met"] and "iets" in words[max(0, i - 4) : i])
            or (w.startswith("speelde") and re.match(r"^((\S+ ){0,5})(daarop|erop|daar (\S+ ){0,2}op|er (\S+ ){0,2}op)\b", " ".join(words[i + 1 : i + 8])))]
    withdrawals = [i for i, w in enumerate(words) if _WITHDRAW_WORD.match(w) or _separated_withdrawal(words, i)]
    withdrawals += _refused_changes(words)
    if not withdrawals and uses:
        # "gebaseerd op de kaart die W eerst voor zijn beurt op tafel legde": the action out of turn is the withdrawn one
        withdrawals = [span.start for span in reader.cues.get("OUT_OF_TURN", []) if not span._.negated]
    if not uses:
        uses = _acts_after_withdrawal(words)
    if not uses or not withdrawals:
        return None
    for v in uses:
        user = _agent_before(reader, words, v, writer) or (_first_role(reader, words, v, writer) if words[v - 1 : v] == ["en"] else None) \
            or _subject_before(reader, words, v, writer)
        if user is None:
            user = _pronoun_subject(reader, words, v, writer)  # "W paste en zei dat hij wist ...": "hij" is W
        if user is None:
            after = []
            for j in range(v + 1, min(v + 3, len(words))):
                if words[j] in _SUBJECT_BREAK:
                    break
                after.append(j)
            user = next((r for r in (_role_at(reader, words, j, writer) for j in after) if r is not None), None)  # "wist N genoeg"
            if user is None and any(words[j] in ("partner", "maat") and words[j - 1] == "de" and words[j + 1 : j + 2] != ["van"] for j in after):
                user = "partner"  # "na het ingetrokken bod bood de partner ...": the partner of the one who withdrew
        role = _writer_role(words)
        if role and (user == "writer" or (writer and user == writer)):
            user = role  # "als leider weet ik ...": the writer by his role
        if user == "nos":
            return "non_offending"
        if user == "opponents":
            source = _withdrawer(reader, words, min(withdrawals, key=lambda w: abs(w - v)), writer)
            return "offending" if source == "opponents" else "non_offending"
        if user in ("os", "partner"):
            return "offending"
        if user is None:
            continue
        source = _withdrawer(reader, words, min(withdrawals, key=lambda w: abs(w - v)), writer)
        if role and (source == "writer" or (writer and source == writer)):
            source = role
        if source is None and user == "declarer" and "uitkomst" in words and not re.search(r"\b(blinde|leider) (\S+ )?(uitkomst|uitkwam)\b", " ".join(words)):
            return "non_offending"  # "de ingetrokken uitkomst werd door de leider gebruikt": a lead is a defender's
        if source is None or source == "partner":
            return "offending" if source == "partner" else None
        if isinstance(user, frozenset) and isinstance(source, frozenset):
            return "offending" if user & source else "non_offending"
        if user in ("declarer", "defender") and source == "opponents":
            return "non_offending"  # "mag de leider rekening houden met de uitkomst die zijn LT moest terugnemen?"
        if user == source:
            return "offending"  # the writer withdrew and used it, or the declarer did
        if {user, source} == {"writer", "opponents"}:
            return "non_offending"
        if {user, source} == {"declarer", "defender"}:
            return "non_offending"
        if isinstance(user, frozenset) and source in ("writer", "defender") and "leider" in words[max(0, v - 8) : v] \
                and re.search(r"\b(kaart|kaartje|uitkomst|slag)\b", " ".join(words)):
            user = "declarer"  # "leider (Z) heeft misbruik gemaakt van de kaart die ik moest terugnemen"
        if user == "declarer" and isinstance(source, frozenset) and re.search(r"\b(kaart|kaartje|uitkomst)\b", " ".join(words)) \
                and not re.search(rf"\bleider \(? ?({_SEAT_WORD})", " ".join(words)):
            return "non_offending"  # "de leider gebruikte de teruggenomen kaart van west": a defender's card
        if {user, source} == {"declarer", "writer"} and re.search(r"\b(kaart|kaartje|uitkomst|slag)\b", " ".join(words)):
            return "non_offending"  # "de leider gebruikte mijn teruggenomen kaart": a withdrawn card is a defender's
        if source == "declarer" and isinstance(user, frozenset) and re.search(r"\b(kaart|kaartje|uitkomst)\b", " ".join(words)):
            declarer = re.search(rf"\bleider \(? ?(?P<seat>{_SEAT_WORD})", " ".join(words))
            if not declarer or parse_seat(declarer.group("seat")) not in user:
                return "non_offending"  # the declarer took back a card and a player (a defender: dummy does not play) used it
        if source == "defender" or (isinstance(source, frozenset) and "uitkomst" in words):
            if user == "declarer":
                return "non_offending"
    return None


def _pronoun_agreement(words: list[str]) -> str | None:
    """"als zij de info uit hun ingetrokken bod gebruikten": the user and the owner of the withdrawn action named
    by pronouns in one clause; the same person (zij … hun, wij … onze) is the offending side, the other the non-offending."""
    text = " ".join(words)
    for m in re.finditer(r"\b(?P<user>zij|ze|wij|we) (\S+ ){0,4}(info|informatie|kennis|wetenschap)\b( (?![.;:!?,])\S+){0,3} (uit|van) "
                         r"(?P<owner>hun|onze|ons) (\S+ )?(ingetrokken|teruggenomen|teruggetrokken|geannuleerde?|teruggedraaide?)\b", text):
        same = (m.group("user") in ("zij", "ze")) == (m.group("owner") == "hun")
        return "offending" if same else "non_offending"
    return None


_MISINFO = (r"(?:verkeerde|foute|onjuiste|foutieve|gebrekkige|misleidende) (?:uitleg|informatie|info|inlichtingen|alert\w*|verklaring)"
            r"|(?:verkeerd|fout|onjuist|foutief) (?:uitgelegd|gealerteerd|geïnformeerd|ingelicht|verklaard)|misinformatie|verkeerde alertering|niet gealerteerd")


def _misinformer_uses(words: list[str]) -> str | None:
    """"Na onze verkeerde uitleg nam O zijn bod terug (21B) ... mogen wij rekening houden met zijn eerste bod?":
    the side that gave the misinformation is the offending side, the player who withdrew is not; the user is the
    writer's side ("wij", "ik") asked or told about. Only the writer's own misinformation ("onze", "mijn", "wij
    hadden ... verkeerd uitgelegd") against a withdrawal by an opponent or by a named seat."""
    text = " ".join(words)
    ours = re.search(rf"\b(onze|mijn|m'n) ({_MISINFO})\b|\b(wij|we|ik) (hadden|hebben|had|heb) (\S+ ){{0,4}}({_MISINFO})\b"
                     rf"|\b(door|na|vanwege|wegens) (onze|mijn) (\S+ )?({_MISINFO})\b", text)
    theirs = re.search(rf"\b(hun|zijn|haar|z'n) ({_MISINFO})\b", text)
    if not ours or theirs:
        return None
    if not any(_WITHDRAW_WORD.match(w) or _separated_withdrawal(words, i) or re.fullmatch(r"wijzigde|gewijzigd|veranderde|veranderd|verving|vervangen", w)
               for i, w in enumerate(words)):
        return None
    if re.search(r"\b(ik|wij|we) (\S+ ){0,3}(ingetrokken|teruggenomen|intrekken|terugnemen|trokken|namen|nam|trok|verving|vervangen)\b", text):
        return None  # the writer's side withdrew (after its own misexplanation?): not this case
    if re.search(r"\b(mogen|mag|mochten|mocht|kunnen|kan|konden|kon|durven) (wij|we|ik)\b|\b(wij|we|ik) (\S+ ){0,3}(gebruik\w*|rekening|benut\w*|profiteer\w*)\b", text):
        return "offending"  # the writer's side, the misinformers, use the withdrawn call
    return None


_ACTOR_SEAT = r"(?:[nozw]|noord|oost|zuid|west)(?![\w-])"
_ACTOR = rf"(?:(?:de )?(?:tegenspeler )?{_ACTOR_SEAT}|(?:de )?leider|(?:de )?blinde)"


def _actor(span: str) -> str:
    seat = re.search(rf"\b{_ACTOR_SEAT}", span.replace("tegenspeler", ""))
    return parse_seat(seat.group(0)) if seat and not re.search(r"\b(leider|blinde)\b", span) else re.sub(r"^de ", "", span).strip()


def _consequent_withdrawal(words: list[str]) -> str | None:
    """"De leider nam zijn kaart terug, waarna O zijn kaart ook terugnam. De leider heeft die kaart van O daarna
    gebruikt": the first withdrawal is the offence, the second one its consequence (47D, 16C1); the user is the first
    withdrawer (offending) or the second (non-offending)."""
    text = " ".join(words)
    a = re.search(rf"\b(?P<a>{_ACTOR}) (\S+ ){{0,2}}((nam|trok|neemt|trekt) (\S+ ){{0,4}}(terug|in)|verving|vervangt|verwisselde|wisselde)\b"
                  rf"|\bdoor (?P<p>{_ACTOR}) (\S+ ){{0,2}}(teruggenomen|ingetrokken|vervangen)\b", text)  # (passive: "werd door de leider teruggenomen")
    if not a:
        return None
    b = re.match(rf"[^?!;]{{0,80}}?\b(waarna|daarop|waarop|en daarna|en toen)( ,)? ((nam|trok) )?(?P<b>{_ACTOR}) (\S+ ){{0,4}}(ook|eveneens|op (zijn|haar) beurt)\b"
                 r"[^.?!;]*?\b(terug|terugnam|terugnemen|introk|intrekken|in)\b", text[a.end():])
    if not b:
        return None
    first, second = _actor(a.group("a") or a.group("p")), _actor(b.group("b"))
    if first == second:
        return None
    rest = text[a.end() + b.end():]
    used = re.search(rf"\b(?P<u>{_ACTOR}) (\S+ ){{0,10}}?(meegenomen|gebruikt|gebruikte|gebruiken|benut|benutte|profiteerde|geprofiteerd|rekening (\S+ )?(gehouden|hield|houden))\b", rest)
    if not used:
        return None
    user = _actor(used.group("u"))
    if user == first:
        return "offending"
    if user == second:
        return "non_offending"
    return None


def _info_user_side(reader: Reader) -> str | None:
    words = _tokens(reader)
    for sentence, end in _sentences(words):
        if end == "?" and sentence[:1] == ["wie"] and any(_USE_WORD.match(w) for w in sentence):
            return None  # "wie heeft de info gebruikt, de leider of de tegenspelers?": asked, not told
    for sentence, end in _sentences(words):
        if end == "?" and re.search(r"(, of (juist |eerder |misschien |ook )?|\bof (juist|eerder|misschien) )(de |het )?(leider|tegenspelers?|tegenpartij|overtreders?|niet-overtreders?|partner|blinde)\b",
                                    " ".join(sentence)):
            return None  # "mogen de tegenspelers daar rekening mee houden, of juist de leider?": the alternatives asked
    if _any(reader, r"\book voor (hun|de|zijn|haar) (tegenstanders?|tegenpartij|tegenspelers)\b"):
        return "non_offending"  # "..., maar geldt dat ook voor hun tegenstanders?"
    if _opponents_withdrew_we_used(words):
        return "non_offending"
    misinformed = _misinformer_uses(words)
    if misinformed:
        return misinformed
    consequent = _consequent_withdrawal(words)
    if consequent:
        return consequent
    agreement = _pronoun_agreement(words)
    if agreement:
        return agreement
    if any(not _complains(reader, words, span.start) for span in reader.cues.get("A_NOS", [])) or _any(
            reader, r"\bniet in (overtreding|fout)\b", r"\b(wij|we|ik) (zijn|waren|ben|was) niet (de |het )?(overtreders?|overtredende)\b", r"\bgeen (overtreding|fout|onregelmatigheid) (had |heeft |hadden )?(begaan|gemaakt)\b",
            # "voor de partij die niets fout deed", "de onschuldige partij": the non-offenders by a description
            r"\b(partij|kant|paar|spelers) die (niets|niks|geen fout) (\S+ )?(deed|deden|gedaan|begaan|maakte|maakten|heeft|hebben)\b",
            r"\bonschuldige (partij|kant)\b"):
        return "non_offending"
    # after misinformation the explainer offended, not the player who withdrew (the misinformation extractor's reader)
    misinformer = explainer(reader) if _any(reader, _MISINFORMATION) else None
    story = _story_sides(reader, words, misinformer) if misinformer else None
    if story:
        return story  # (before the roles: they compare with the player who withdrew, a non-offender after 21B)
    by_roles = _side_by_roles(reader, words)
    if by_roles:
        return by_roles
    offending_cue = any(words[span.end : span.end + 1] != ["of"] for span in reader.cues.get("A_OFFENDING_SIDE", []))
    if offending_cue or _any(  # (not "de partner van de bieder of de tegenpartij?": alternatives asked about)
            reader, r"\b(partner|maat) van (de|die|een|degene) " + _ACTOR_NOUN + r"\b(?! of\b)"):
        return "offending"
    damaged = _damaged_side(reader, words)
    withdrawals = [i for i, w in enumerate(words) if _WITHDRAW_WORD.match(w) or _separated_withdrawal(words, i)]
    writer = _writer_side(reader, words)
    if damaged and withdrawals:
        source = _withdrawer(reader, words, withdrawals[0], writer)
        if isinstance(source, frozenset) and not source & damaged:
            return "offending"  # "W moest zijn 1♠ terugnemen ... NZ lopen daardoor een top mis": the other side used it
    if writer and withdrawals and _any(reader, r"\b(schade|nadeel) (voor|van|bij) (ons|mij)\b|\b(ons|wij|we) (\S+ )?(niet )?(benadeeld|geschaad|gedupeerd)\b"):
        source = _withdrawer(reader, words, withdrawals[0], writer)
        if isinstance(source, frozenset) and not source & writer:
            return "offending"  # "Wij (OW) ... het ingetrokken doublet van Z ... Geen schade voor ons": NZ could use it
    story = None if misinformer else _story_sides(reader, words, None)  # (with an explainer: read above)
    if story:
        return story
    distinct: list[str] = []
    for seat, i in _seats(reader):
        if seat not in distinct and not _complains(reader, words, i) and not _only_turn(words, i):
            distinct.append(seat)
    if len(distinct) >= 2:
        return "offending" if PARTNER[distinct[0]] == distinct[1] else "non_offending"
    if _any(reader, r"\b(zijn|haar|z'n|mijn|je|jouw|hun|[nozw]'s) (eigen )?(partner|maat)\b", r"\b(partner|maat) van [nozw]\b"):
        return "offending"
    if _any(reader, *_USER_IS_OPPONENT):
        return "non_offending"
    if reader.has("DECLARER") and reader.has("DEFENDER"):
        return "non_offending"  # the declarer withdrew, the defenders used it (or the other way round)
    return None


_MISINFORMATION = r"\b(uitleg\w*|uitgelegd|mi|misinformatie|21b\w*)\b"
_LATER_ACT = re.compile(r"^(bood|biedt|sprong|springt|kwam|komt|speelde|speelt|koos|kiest|ging|gaat|doubleerde|doubleert|"
                        r"redoubleerde|paste|past|deed|startte|volgde)$")


_ADVERB = frozenset({"daarna", "toen", "later", "vervolgens", "al", "nog", "dan", "nu", "zelf", "ook", "meteen", "direct"})


def _beside(words: list[str], i: int) -> list[str]:
    """The verb a seat is the subject of: the word before it ("toen bood O"), or after it, past an adverb or an
    aside in brackets ("W sprong daarna", "O (zijn partner) bood"); not "van N en bood", where N is no subject."""
    j = i + 1
    if words[j : j + 1] == ["("] and ")" in words[j : j + 8]:
        j = words.index(")", j) + 1
    if words[j : j + 1] and words[j] in _ADVERB:
        j += 1
    return words[max(0, i - 1) : i] + words[j : j + 1]


def _story_sides(reader: Reader, words: list[str], misinformer: str | None) -> str | None:
    """A story told in time order: the offender is the first seat named, the user of the information the last
    seat that acts after it ("N bood 1♣ over 1♦ van W, … daarna bood Z 3SA": N and Z, partners → offending;
    after an allowed change, the LHO's own withdrawn call: "N pakte 4♥ … O had al gedoubleerd, mocht dat
    terugnemen … W kwam daarna met ♥ uit": N and W → non_offending). After misinformation the player who
    withdrew is not the offender (21B): the explainer is (``misinformer``), and without one named there is no
    reading."""
    if misinformer is None and _any(reader, _MISINFORMATION):
        return None
    seats: list[tuple[str, bool]] = []
    for seat, i in _seats(reader):
        if _complains(reader, words, i) or _only_turn(words, i):
            continue
        if words[i - 1 : i] == ["gever"] or words[i + 1 : i + 2] in (["gever"], ["gaf"], ["deelt"]):
            continue  # the dealer, named to set the scene
        seats.append((seat, any(_LATER_ACT.match(w) for w in _beside(words, i))))
    acting = [n for n, (_, acts) in enumerate(seats) if acts]
    if not acting or acting[-1] == 0:
        return None
    offender, user = misinformer or seats[0][0], seats[acting[-1]][0]
    return "offending" if user in (offender, PARTNER[offender]) else "non_offending"


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
    r"\b(is|werd|werden|wordt|worden|word|was|ben|[nozw]|hij|zij|overtreder) (nu |dus |toen |daarna |uiteindelijk |later |vervolgens |inmiddels |gewoon |zelf |overigens |trouwens |echter |ten slotte |tenslotte |achteraf ){0,2}(de )?"
    r"(tegenspeler|leider|blinde)(?:s\b|\b)"
)
_BECAME_APPOSITION = (r"\b(?:[nozw]|noord|oost|zuid|west)(?![\w-]) (, |\( )(de )?(latere|uiteindelijke|toekomstige|huidige|nieuwe) (tegenspeler|leider|blinde)\b")  # "Noord, de latere leider, ..."
_BECAME_AFTER = (r"\b(tegenspeler|leider|blinde) ((was|is) )?(geworden|wordt|werd|word)\b"
                 r"|\b(speler|overtreder|bieder) die (nu |inmiddels |later |uiteindelijk )?(de )?(tegenspeler|leider|blinde) (is|was)\b"
                 r"|\b(nu|inmiddels|uiteindelijk|later) (de )?(tegenspeler|leider|blinde) (is|was|werd|wordt|geworden)\b"
                 r"|\b(speelt|speelde|zit|zat|kwam|kom|komt|legde|legt|lag|ligt|legden)( (?![.;:!?])\S+){0,4} als (de )?(tegenspeler|leider|blinde)\b"
                 r"|\bdie als (de )?(tegenspeler|leider|blinde)\b( (?![.;:!?])\S+){0,4} (neerlegde|speelde|uitkwam|optrad|zat)\b")
_ON_LEAD = (r"\b(hij|zij) (komt|moet|mag) (nu |dus |zelf |straks |dan )*(uit|uitkomen)\b|"
            r"\b(overtreder|overtreedster)\b( (?![.;:!?])\S+){0,12} (en|,) (nu |dus |daarna |straks |zelf )*(moet|mag|moest|mocht) (nu |dus |zelf )*(uitkomen|uit)\b|"
            r"\b(overtreder|hij|zij|ik) (\) |, (\S+ ){1,2}, |\( (\S+ ){1,2}\) )?(zelf |nu |dus )*(zit|is|moet|mag) (nu |dus |zelf )?"
            r"(aan de uitkomst|uitkomen)\b"  # "de overtreder, noord, zit aan de uitkomst"
            r"|\b(overtreder|hij|zij|ik) (nu |dus |straks |zelf )?(zelf )?(aan de uitkomst|uit) (zit|is|moet|mag|komt)\b"
            r"|\b(speler|overtreder|bieder) die\b( (?![.;:!?])\S+){1,10} (zit|is|moet|mag|komt) (nu |dus |straks |zelf |uiteindelijk )*(aan de uitkomst|uitkomen|uit)\b")  # "... en de overtreder nu aan de uitkomst zit"
_DEFENDING = (
    r"\b(zit|ben|is|moet) (ik|hij) (nu |dus |toen )?(aan de uitkomst|uitkomen)\b",  # "nu zit ik aan de uitkomst"
    r"\b(kwam|kom|komt) (ik|hij) (nu |dus |zelf |toen |daarna )*uit\b",  # "toen kwam ik zelf uit"
    r"\b(zijn|haar|z'n|mijn) (partner|maat) (komt|moet|mag|zit|kwam|moest|mocht|zat) (nu |dus |zo |toen |daarna |vervolgens )?(uit|uitkomen|aan de uitkomst)\b",
    r"\b(?<!niet )speelt (nu |dus |daarna |toen |uiteindelijk )?tegen\b",  # "oost speelt nu tegen"
    r"\b(een|de) tegenspeler\b( \S+){0,8} (teruggenomen|ingetrokken|vervangen|intrekken|terugnemen|trok|nam|verving)\b",
    r"\b(een|de) tegenspeler die\b( \S+){0,4} (voor (zijn|haar) beurt|onvoldoende)\b",
)


_SEAT_WORD = r"(?:[nozw]|noord|oost|zuid|west)(?![\w-])"
_BECAME_INVERTED = (
    rf"\b(is|werd|wordt|ben|was) ({_SEAT_WORD}|hij|zij|ik|de overtreder) (nu |dus |toen |daarna |uiteindelijk |later |overigens |trouwens |echter |ten slotte |tenslotte |achteraf |zelf |alsnog ){{0,2}}"
    r"(de )?(tegenspeler|leider|blinde)\b"
)
_LEADS = (rf"\b(?P<seat>{_SEAT_WORD}) ((nu |dus |zit |is )?aan (de )?uitkomst\b(?! van)|(\S+ )?((komt|zit|moet|mag|is|moest|mocht|zat|kwam) (nu |dus |gewoon |zo |straks |al |toen |later |zelf |daarna |vervolgens ){{0,2}}(uit|uitkomen|aan de uitkomst|de eerste kaart (spelen|leggen|neerleggen))"
          r"|(is|was) (nu |dus |al )?uitgekomen|kwam (\S+ )?uit"
          r"|(zat|zit) (nu |dus |al )?met de (eerste kaart|uitkomst|uitkomstkaart) in (zijn|haar|z'n) (hand|handen))\b)")
_LEADS_INVERTED = (rf"\b(komt|moet|mag|moest|mocht|kwam|zat|zit) (?P<seat>{_SEAT_WORD}) (nu |dus |zelf |straks |dan |al )*"
                   r"(uit|uitkomen|met de (eerste kaart|uitkomst|uitkomstkaart) in (zijn|haar|z'n) (hand|handen)|de eerste kaart (spelen|leggen|neerleggen))\b")  # "nu komt west uit"
_DECLARER_SEAT = (rf"\bleider (\( )?((is|werd|wordt|was) )?(nu |dus |toen |uiteindelijk )?(?P<seat>{_SEAT_WORD})",
                  rf"\b(?P<seat>{_SEAT_WORD}) (speelt|speelde) (?!(\S+ ){{0,2}}tegen\b)(uiteindelijk |toen |daarna |later |zelf )*(nu |dus |het contract|\d ?(♠|♥|♦|♣|sa|sans|nt))",  # "O speelt 3SA"
                  rf"\b(?P<seat>{_SEAT_WORD}) ,? ?\(? ?(de )?leider\b(?! (geworden|werd|wordt))",
                  rf"\b(contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)) (\S+ )?,? ?gespeeld door ([a-zà-ÿ]{{3,}} \( )?(?P<seat>{_SEAT_WORD})")  # "4♥, gespeeld door N"
_OFFENCE_WORDS = re.compile(
    r"^(ingetr|ingetrokken|intrekken|teruggen|introk|trok|teruggenomen|terugnemen|vervangen|vervangende|vervanging|verving|wijzigde|gewijzigd|"
    r"verspreking|bod|bieding|doublet|relay|beurt|25a|\d)$"
)


def _withdrawal_offender(reader: Reader, words: list[str]) -> str | None:
    """The seat whose call was withdrawn: "W's ingetrokken", "het bod van W", "zijn partner W had ... intrekken";
    not a seat named as the declarer or as the player on lead."""
    text = " ".join(words)
    named = re.search(rf"\b(?P<seat>{_SEAT_WORD}) (is|was) (\S+ )?(de )?overtreder\b|\b(de )?overtreder (is|was) (\S+ )?(?P<seat2>{_SEAT_WORD})"
                      rf"|\b(de )?overtreder ,? ?\(? ?(?P<seat3>{_SEAT_WORD})|\b(?P<seat5>{_SEAT_WORD}) (, de |\( (de )?)overtreder\b|\b(is|was) (?P<seat4>{_SEAT_WORD}) (de )?overtreder\b", text)
    if named:
        return parse_seat(next(named.group(g) for g in ("seat", "seat2", "seat3", "seat4", "seat5") if named.group(g)))  # "W was de overtreder"
    skip = set()
    for pattern in (_LEADS, _LEADS_INVERTED, *_DECLARER_SEAT):
        for m in re.finditer(pattern, text):
            skip.add(len(text[: m.start("seat")].split()))
    named = {parse_seat(e.text) for e in reader.doc.ents if e.label_ == "SEAT"}
    seats_named = {_seat_of(w) for w in words if _seat_of(w)}
    if len(named) == 1 and seats_named == named:
        only = next(iter(named))
        for sentence_start, (sentence, _) in _sentence_spans(words):
            # "Oost zit aan de uitkomst en had eerder zijn bod moeten vervangen": the one player named, in the offence's sentence
            if any(_OFFENCE_WORDS.match(w) for w in sentence) and any(_seat_of(w) == only for w in sentence) \
                    and not re.search(r"\b(leider|blinde|partner|maat|tegenspeler|hij|zij)\b", " ".join(sentence)):
                return next(iter(named))
    for sentence_start, (sentence, _) in _sentence_spans(words):
        if not any(_OFFENCE_WORDS.match(w) for w in sentence):
            continue
        if len(named) == 1 and not any(_seat_of(w) for w in sentence) and sentence[:1] in (["zijn"], ["haar"], ["hij"], ["zij"]):
            return next(iter(named))  # "W komt nu uit. Zijn bod voor de beurt was ...": the only player named
        for k, word in enumerate(sentence):
            i = sentence_start + k
            seat = _seat_of(word)
            if seat and i not in skip and (word.endswith("'s") or any(e.start == i and e.label_ == "SEAT" for e in reader.doc.ents)):
                return seat
    return None


def _sentence_spans(words: list[str]) -> list[tuple[int, tuple[list[str], str]]]:
    out, start = [], 0
    for sentence in _sentences(words):
        while start < len(words) and words[start] in _SENTENCE_END:
            start += 1
        out.append((start, sentence))
        start += len(sentence[0]) + 1
    return out


_NOT_A_NAME = {"ik", "hij", "zij", "ze", "wij", "we", "die", "dat", "en", "partner", "maat", "leider", "blinde", "speler",
               "tegenspeler", "overtreder", "linkertegenstander", "rechtertegenstander", "mevrouw", "meneer", "heer", "dame",
               "bieder", "gever", "bord", "tafel", "ronde", "of", "als", "toen", "nu", "daarna", "want"}


def _names_as_seats(text: str) -> str:
    """"karin zat z ... karin komt uit", "tom (n) ... tom werd leider": a player's name read as the seat it was given."""
    names = {}
    for m in re.finditer(rf"\b(?P<name>[a-zà-ÿ]{{3,}}) (\( (?P<s1>{_SEAT_WORD}) \)|(zat|zit|speelde|speelt) (?P<s2>{_SEAT_WORD}))", text):
        if m.group("name") not in _NOT_A_NAME and _seat_of(m.group("name")) is None:
            names.setdefault(m.group("name"), m.group("s1") or m.group("s2"))
    for name, seat in names.items():
        text = re.sub(rf"\b{re.escape(name)}\b(?! \(| (zat|zit|speelde|speelt) {_SEAT_WORD})", seat, text)
    return text


_PAIR = (r"(?:nz|ow|noord-zuid|oost-west|zn|wo|n ?(?:en|&|\+|/) ?z|z ?(?:en|&|\+|/) ?n|o ?(?:en|&|\+|/) ?w|w ?(?:en|&|\+|/) ?o"
         r"|noord (?:en|&) zuid|zuid (?:en|&) noord|oost (?:en|&) west|west (?:en|&) oost)")


def _pair_seats(pair: str) -> set[str]:
    """"nz", "N en Z", "zuid en noord" → {"N", "Z"}; the east-west forms → {"O", "W"}."""
    return {"N", "Z"} if pair[0] in "nz" else {"O", "W"}


_ROLE_NOUN = r"(?P<role>uitkomer|uitkomster|leider|leidster|spelvoerder|blinde|tegenspeler|verdediger)"


def _role_by_relation(text: str, offender: str | None) -> bool | None:
    """offender_is_defender from the offender's role or his relation to a role: "de overtreder O is de partner van
    de uitkomer", "de overtreder is zelf de uitkomer", "N (de overtreder) is de linkertegenstander van de leider".
    (A relation reading that could be shared with the other auction extractors.)"""
    subject = r"(de )?(overtreder|overtreedster)( \(? ?" + _SEAT_WORD + r" ?\)?)?"
    if offender:
        subject = rf"({subject}|{_SEAT_FORMS_OF[offender]}(?![\w-])( ,? ?\(?(de )?overtreder\)?)?)"
    m = re.search(rf"(?<![\w-]){subject},? (is|was|wordt|werd|zit|zat) (als |zelf |dus |nu |ook |eigenlijk |toevallig |uiteindelijk |later ){{0,2}}(de |een )?"
                  rf"((?P<rel>partner|maat|linkertegenstander|rechtertegenstander) van (de |een )?)?{_ROLE_NOUN}\b", text)
    if not m or re.search(r"\b(als|wanneer|indien|of)\s+$", text[max(0, m.start() - 10) : m.start()]):
        return None  # (not "als de overtreder de uitkomer is": a case asked about)
    defends = m.group("role") in ("uitkomer", "uitkomster", "tegenspeler", "verdediger")
    if m.group("rel") in ("linkertegenstander", "rechtertegenstander"):
        defends = not defends
    return defends


_SEAT_FORMS_OF = {"N": "(n|noord)", "O": "(o|oost)", "Z": "(z|zuid)", "W": "(w|west)"}


def _offender_became(reader: Reader) -> bool | None:
    text = re.sub(r" (, |\( )(de )?overtreder( ,| \))", "", _text(reader))  # "W, de overtreder, komt uit"
    text = re.sub(r"\b(geen|niet) (de |een )?(leider|tegenspeler|blinde) (geworden |gebleven |was |is |werd )?,? ?maar (de |een )?(tegenspeler|leider|blinde)\b",
                  r"\6", text)  # "Z is niet de leider geworden maar tegenspeler" → "Z is tegenspeler"
    text = _names_as_seats(text)
    # the offender named by his withdrawn call: "de speler met het ingetrokken bod" → "de overtreder"
    text = re.sub(r"\b(de |een )?(speler|bieder) (met|van) (het|de|zijn|haar) (ingetrokken|teruggenomen|teruggetrokken|vervangen|geannuleerde?) (bod|bieding|doublet|redoublet|pas)\b",
                  "de overtreder", text)
    words = _tokens(reader)
    offender = _withdrawal_offender(reader, words)
    side = {offender, PARTNER[offender]} if offender else None
    related = _role_by_relation(text, offender)
    if related is not None:
        return related
    instead = re.search(r"\b(werd|is|wordt|was) (nu )?geen (leider|tegenspeler|blinde) maar (de )?(?P<role>tegenspeler|leider|blinde)\b", text)
    if instead and not re.search(rf"\b{_SEAT_WORD} (werd|is|wordt|was) (nu )?geen\b", text):
        return instead.group("role") == "tegenspeler"  # "de overtreder werd geen leider maar tegenspeler"
    for match in re.finditer(_BECAME_APPOSITION + "|" + _BECAME_INVERTED + "|" + _BECAME + "|" + _BECAME_AFTER, text):
        role = re.search(r"(tegenspeler|leider|blinde)", match.group(0)).group(1)
        before = text[max(0, match.start() - 30) : match.start()]
        if re.search(r"\b(vraagt|mag)\s*$|\b(wie|of)( \S+){0,2}\s*$", before):
            continue  # "ik weet niet wie leider werd"
        ours = re.search(r"\bben\b", match.group(0)) or re.search(r"\b(ik|ikzelf|mijn partner|mijn maat|wij|we)\s*$", before)
        offence = r"( (?![.;:!?])(?!\S*tegenstander)\S+){0,8} (ingetrokken|intrekken|introk|trok|teruggenomen|terugnemen|vervangen|verving|voor (zijn|haar|de) beurt|onvoldoende)\b"
        if ours and re.search(r"\bmijn (linker|rechter)?tegenstander\b" + offence, text) \
                and not re.search(r"\b(ik|mijn (partner|maat))\b" + offence, text):
            return role != "tegenspeler"  # "mijn RT trok zijn doublet in ...; ik werd leider": the offender defends
        if re.search(r"(tegenspeler|leider)s$", match.group(0)) or re.search(r"\b(wij|we)\s*$", before):
            continue  # "wij werden de leiders": whose side offended is told elsewhere (_our_side_became)
        defender = role == "tegenspeler"
        who = re.search(rf"\b{_SEAT_WORD}", match.group(0)) or re.search(rf"\b({_SEAT_WORD}) (\S+ )?$", before)
        seat = parse_seat(who.group(0).split()[0]) if who else None
        if side and seat and seat not in side:
            return not defender  # "W werd leider" when N offended: N is a defender
        return defender
    if side:
        for m in re.finditer(rf"\b(?P<seat>{_SEAT_WORD}) ((speelt|speelde|zit|zat) (nu |dus |toen |daarna |uiteindelijk )?tegen|(verdedigt|verdedigde) (nu |dus |toen |daarna |uiteindelijk )?(tegen\b|het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)))", text):
            return parse_seat(m.group("seat")) in side  # "N zit nu tegen 4♠"
        for m in re.finditer(rf"\b(verdedigt|verdedigde) (?P<seat>{_SEAT_WORD}) (nu |dus |toen |daarna |uiteindelijk )?(tegen\b|het contract\b|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))", text):
            return parse_seat(m.group("seat")) in side  # "daarna verdedigde zuid tegen 4♥"
        for m in re.finditer(rf"\buitgekomen (werd|wordt|is) (er )?door (?P<seat>{_SEAT_WORD})", text):
            return parse_seat(m.group("seat")) in side  # "uitgekomen werd er door west"
        plain = re.sub(rf"\b({_SEAT_WORD}) , (die|wiens|wier|van wie)( (?![.;:!?,])\S+){{1,15}} ,", r"\1", text)
        if not re.search(r"\b(tegenspeler|leider|blinde|uitkomst|uitkomen|uit)\b", " ".join(set(text.split()) - set(plain.split()))):
            text = plain  # (not when the clause itself tells the role)
        for m in [*re.finditer(_LEADS, text), *re.finditer(_LEADS_INVERTED, text)]:
            return parse_seat(m.group("seat")) in side  # the offender or his partner on lead: defenders
        for m in re.finditer(rf"\b(partner|maat) van (?P<seat>{_SEAT_WORD}) (\S+ )?(kwam|komt|moet|moest|mag|mocht|zit|zat) (\S+ ){{0,2}}(uit|uitkomen|aan de uitkomst)\b"
                             rf"|\b(kwam|komt|moest|moet|mocht|mag) (de )?(partner|maat) van (?P<seat2>{_SEAT_WORD}) (\S+ ){{0,2}}(uit|uitkomen)\b", text):
            return parse_seat(m.group("seat") or m.group("seat2")) in side  # "(uiteindelijk) kwam de partner van W uit"
        for pattern in _DECLARER_SEAT:
            for m in re.finditer(pattern, text):
                return parse_seat(m.group("seat")) not in side
        for m in re.finditer(rf"\b(?P<seat>{_SEAT_WORD}) (nu |dus |zelf )?als (de )?(?P<role>leider|tegenspeler|blinde)\b", text):
            return (parse_seat(m.group("seat")) in side) == (m.group("role") == "tegenspeler")  # "Mag N als leider ... verbieden?"
        for m in re.finditer(rf"\b(?P<seat>{_SEAT_WORD}) (speelt|speelde|speelden) (nu |dus |daarna |uiteindelijk |toen |zelf |later ){{0,2}}"
                             r"(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))", text):
            return parse_seat(m.group("seat")) not in side  # "W (...) speelde uiteindelijk zelf 4♠": the declarer
        for m in re.finditer(rf"\b(?P<seat>{_SEAT_WORD})'s (partner|maat) (speelt|speelde|werd|was|is) (uiteindelijk |toen |dus |nu |daarna )*"
                             r"(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)|(de )?leider\b)", text):
            return PARTNER[parse_seat(m.group("seat"))] not in side  # "N's partner speelde het contract"
        for m in re.finditer(rf"\btegenspeler \(? ?(?P<seat>{_SEAT_WORD})", text):
            return parse_seat(m.group("seat")) in side  # "tegenspeler W (had ... ingetrokken)"
        pair = re.search(rf"\b(?P<pair>{_PAIR}) (?P<role>(spelen|speelden|spelen nu|zijn|waren|werden|worden) (de )?(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)|leiders?\b|leidende partij\b)"
                         r"|(spelen|speelden|zijn|waren|werden|gingen (nu |dus |daarna |toen )?) ?(nu |dus )?(de )?(tegen|tegenspelers|tegenspelen)\b"
                         r"|(verdedigen|verdedigden|verdedigen nu|verdedigden toen|verdedigden uiteindelijk) (tegen\b|het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)))", text)
        if not pair:
            pair = re.search(rf"\b(?P<role>(spelen|speelden|speelt) (?P<pair>{_PAIR}) (het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))"
                             rf"|(spelen|speelden) (?P<pair2>{_PAIR}) (nu |dus )?tegen\b)", text)
            if pair:  # "uiteindelijk speelden OW 3SA": the verb before the pair
                seats = _pair_seats(pair.group("pair") or pair.group("pair2"))
                return (offender in seats) != (pair.group("pair") is not None)
        if not pair:  # "daarna werden noord en zuid de tegenspelers": the verb before the pair
            inverted = re.search(rf"\b(werden|worden|waren|zijn) (?P<pair>{_PAIR}) (nu |dus |toen |uiteindelijk )?(de )?(?P<role>tegenspelers|leiders?|leidende partij)\b", text)
            if inverted:
                return (offender in _pair_seats(inverted.group("pair"))) == (inverted.group("role") == "tegenspelers")
        if pair:
            seats = _pair_seats(pair.group("pair"))
            declaring = not re.search(r"\btegen|\bverdedig", pair.group("role"))
            return (offender in seats) != declaring  # "NZ spelen 4♠" when Z offended: not a defender
    ours = _our_side_became(text)
    if ours is not None:
        return ours
    if re.search(r"\b(en|hij|zij|overtreder) (speelt|speelde) (nu |dus |daarna |uiteindelijk |toen |zelf )?"
                 r"(\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)|het contract)", text) or re.search(
            r"(\b(hij|zij|overtreder)|\b(speler|overtreder|bieder) die\b( (?![.;:!?])\S+){1,10} ,?) (heeft|had) (nu |dus |daarna |uiteindelijk |toen |zelf )*"
            r"(het spel|het contract|de hand|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)) (zelf )?gespeeld\b", text) or re.search(
            # the verb last, as after "als": "als de overtreder zelf het contract speelt"
            r"\b(hij|zij|overtreder) (nu |dus |daarna |uiteindelijk |toen |zelf )*(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w)) (zelf )?(speelt|speelde|gaat spelen)\b", text):
        return False  # "(zuid ...) en speelt nu 3SA": the offender is the declarer
    if re.search(_ON_LEAD, text) or any(re.search(p, text) for p in _DEFENDING):
        return True  # the offender (or his partner) is on lead, or plays against: a defender
    you = re.search(r"\b(je|jij|ik) (\S+ ){0,2}als (de )?(?P<role>tegenspeler|leider|blinde)\b", text)
    if you and re.search(rf"\b{you.group(1) if you.group(1) != 'jij' else 'je'} (\S+ )?(ingetrokken|teruggenomen|vervangen|bod|bieding|doublet|verspreking)\b", text):
        return you.group("role") == "tegenspeler"  # "kun je als tegenspeler ... als je ingetrokken bod ...": the offender is "je"
    rival = re.search(r"\b(?P<role>leider|tegenspeler|blinde)\b( (?![.;:!?])\S+){0,8} (zijn|haar) (linker|rechter)?tegenstander\b"
                      r"( (?![.;:!?])\S+){0,10} (ingetrokken|intrekken|introk|teruggenomen|terugnemen|vervangen|verving|voor (zijn|haar|de) beurt)\b", text)
    if not rival:  # "mag de leider ... als het ingetrokken bod van zijn RT ...": the withdrawal named before its owner
        rival = re.search(r"\b(?P<role>leider|tegenspeler)\b( (?![.;:!?])\S+){0,10} (ingetrokken|teruggenomen|vervangen|vervangende|geannuleerde?) "
                          r"((?![.;:!?])\S+ ){0,3}van (zijn|haar) (linker|rechter)?tegenstander\b", text)
    if not rival:  # "De leider vraagt of ... Zijn RT had een bod voor de beurt gedaan dat was ingetrokken": his RT in the next sentence
        rival = re.search(r"\b(?P<role>leider|tegenspeler)\b( (?![.;:!?])\S+){0,12} [.;:!?] (zijn|haar) (linker|rechter)?tegenstander\b"
                          r"( (?![.;:!?])\S+){0,12} (ingetrokken|intrekken|introk|teruggenomen|terugnemen|vervangen|verving|voor (zijn|haar|de) beurt)\b", text)
    if rival and rival.group("role") != "blinde":
        return rival.group("role") == "leider"  # "mag de leider ... als zijn RT een bod had ingetrokken": the RT defends
    named = re.search(r"\b(bod|bieding|doublet|redoublet|pas|call) (voor (zijn|haar|de) beurt )?((was|is|kwam) )?van (een|de) (huidige |latere |uiteindelijke )?(?P<role>tegenspeler|leider|blinde)\b"
                      r"|\b(een|de) (?P<role2>tegenspeler) (die )?(\S+ ){0,3}(zijn|haar|een) (bod|bieding|doublet) (\S+ ){0,3}"
                      r"(ingetrokken|intrekken|introk|teruggenomen|terugnemen|terugnam|verving|vervangen)\b", text)
    if named:
        return (named.group("role") or named.group("role2")) == "tegenspeler"  # "na een ingetrokken bod van een tegenspeler"
    if re.search(r"^leider\b|\bik ben (de )?leider\b|\bleider (vraagt|wil|zegt)\b|\b(vraag|vraagje|verzoek) van (de )?leider\b|^als leider\b", text) and re.search(
            r"\bmijn (linker|rechter)?tegenstander\b", text):
        return True  # the declarer asks about his opponent's withdrawn call
    return None


_OUR_OFFENCE = re.compile(
    r"\b(ik( \( \S+ \))?|mijn (partner|maat|bod|bieding|doublet|pas|opening))( (?![.;:!?])\S+){0,6} (versproken|vergist|ingetrokken|intrekken|introk|teruggenomen|terugnemen|"
    r"vervangen|verving|voor (zijn|haar|z'n|mijn|de) beurt|onvoldoende)\b"
)


def _our_side_became(text: str) -> bool | None:
    """"mijn partner heeft zich versproken ...; wij zijn nu de leiders": the writer's side offended and says its role."""
    if not any(_OUR_OFFENCE.search(s) and not re.search(r"\btegen(stander|partij|speler)|\b(linker|rechter)tegenstander", s)
               for s in re.split(r" [.;:!?] ", text)):
        return None
    if re.search(r"\bmijn (partner|maat) (\S+ )?(speelde|speelt) (nu |dus |toen |uiteindelijk )?(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))"
                 r"|\bmijn (partner|maat) (\S+ )?(was|is|werd|wordt) (nu |dus |toen |uiteindelijk )?(de )?leider\b", text) \
            and not re.search(r"\bmijn (partner|maat)\b( (?![.;:!?])\S+){0,6} (versproken|vergist|ingetrokken|intrekken|vervangen|verving)", text):
        return False  # "mijn bod ... werd vervangen; mijn partner speelde het contract": the writer is dummy
    if re.search(r"\b(wij|we) (zijn|worden|werden|waren) (nu |dus |toen |uiteindelijk )?(de )?(leiders?|leidende partij)\b"
                 r"|\b(wij|we) (spelen|speelden) (nu |dus |toen |uiteindelijk )?(zelf )?(het contract|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))", text):
        return False
    if re.search(r"\b(wij|we) (zijn|worden|werden|waren) (nu |dus |toen |uiteindelijk )?(de )?tegenspelers\b"
                 r"|\b(wij|we) (spelen|speelden) (nu |dus |toen |uiteindelijk )?tegen\b"
                 r"|\b(wij|we) (verdedigen|verdedigden) (nu |dus |toen |uiteindelijk )?(tegen\b|het contract\b|\d ?(♠|♥|♦|♣|sa|sans|nt)(?!\w))", text):
        return True
    return None


def _replacement_comparable(reader: Reader) -> str | None:
    asked = _asked_comparable(reader)
    if asked is not None:
        return asked or None
    if _any(reader, r"\bmoet (nog )?(een |zijn |haar |het |de )?(vervangende?|nieuwe?|andere?) (bod|bieding) (nog )?(kiezen|doen|maken|bepalen)",
            r"\b(vervangende?|nieuwe?) (bod|bieding) (is|was) (nog )?(niet|nog niet) (gekozen|gedaan|bekend|bepaald)\b",
            r"\bmoet nog (vervangen|bieden|kiezen)\b", r"\bnog geen vervangend"):
        return "pending"
    if _any(reader, r"\b(een )?deel van (de|dezelfde|zijn|haar|die) (mogelijke )?(betekenis|betekenissen)\b"):
        return "subset"  # "een bod met een deel van de betekenissen"
    if reader.has("A_SUBSET", negated=None) and not _any(
            reader, r"\b(geen|niet een|niet als|niet de|niet eens een) (\S+ )?(deelverzameling|subset)\b"):
        return "subset"
    if reader.has("A_SAME_PURPOSE", negated=False):
        return "same_purpose"
    if reader.has("A_SAME_MEANING", negated=False) or _any(
            reader, r"(?<!niet )\b(betekende|betekent|betekenden) (\S+ )?(precies |exact |ongeveer |nagenoeg |net )?hetzelfde\b"):
        return "same_meaning"
    if reader.has("COMPARABLE", negated=True) or _any(
        reader, r"\bniet-vergelijkba", r"\b(geen|niets|niks) (\S+ )?vergelijkba", r"\bniet (\S+ ){0,3}vergelijkba",
        r"\bonvergelijkba", r"\bvergelijkba\w* (was|is|waren|bleek) (\S+ ){0,3}niet\b", r"\banders dan vergelijkba",
        r"\b(niets|niks|weinig) (\S+ ){0,5}gemeen\b",
        r"\b(niets|niks|weinig) (\S+ ){0,4}te maken\b",  # "een bod dat niks met het doublet te maken had"
        r"\b(heel|totaal|compleet|volledig|geheel|wezenlijk|volstrekt) (iets )?ander(s|e)?\b",
        r"\b(een|met een) (heel |totaal |geheel )?andere (betekenis|strekking|inhoud)\b",  # "vervangen door een bod met een andere betekenis"
        r"\b(er|daar) (\S+ ){0,3}niet op (leek|lijkt|leken|lijken|geleken)\b|\b(leek|lijkt|leken|lijken) (er |daar )?(\S+ ){0,3}niet op\b",
    ):
        return "no"
    if reader.has("COMPARABLE"):
        return "yes"
    return None


_COMPARABLE_WORDS = r"\b(hetzelfde|dezelfde|vergelijkbaar|vergelijkbare|deelverzameling|subset|zelfde (doel|betekenis))\b"


def _asked_comparable(reader: Reader) -> str | None:
    """"De WL vroeg of het vervangende bod hetzelfde betekende ... Dat was niet zo.": an indirect question about
    the comparability, told only by its answer ("" when asked and not answered)."""
    sentences = _sentences(_tokens(reader))
    for n, (words, _) in enumerate(sentences):
        text = " ".join(words)
        asked = re.search(r"\b(vroeg|vraagt|vroegen|vragen|afvragen|af|weet niet|weten niet|wil weten|wilde weten|twijfel\w*|onduidelijk|nagaan|bepalen) of\b", text)
        if not asked or not re.search(_COMPARABLE_WORDS, text[asked.end() :]):
            continue
        answer = " ".join(sentences[n + 1][0]) if n + 1 < len(sentences) else ""
        if re.match(r"(dat|het) (was|is|bleek) (niet|geenszins) (zo|het geval)\b|(nee|neen)\b|(dat|het) (was|is|bleek) niet (zo|vergelijkbaar)\b", answer):
            return "no"
        if re.match(r"(dat|het) (was|is|bleek) (wel |inderdaad |echt )?(zo|het geval)\b|(ja|jazeker|inderdaad)\b", answer):
            kind = text[asked.end() :]
            if re.search(r"\bdeelverzameling|subset\b", kind):
                return "subset"
            if re.search(r"\bzelfde doel\b", kind):
                return "same_purpose"
            if re.search(r"\b(hetzelfde|dezelfde|zelfde betekenis)\b", kind):
                return "same_meaning"
            return "yes"
        return ""
    return None


def _withdrawn_under_25a(reader: Reader) -> bool | None:
    text = _text(reader)
    # a slip of the hand in the bidding box is an unintended call too: "ingetrokken omdat hij zich vergreep in de box"
    match = re.search(r"\b(25a\S*|verspreking|onbedoelde? (bod|bieding)|niet bedoeld|vergreep|vergrepen|misgreep|mis ?gegrepen)", text)
    if not match:
        # "zei per ongeluk 2♦ (in plaats van 2♥) en mocht het meteen verbeteren": an unintended call replaced;
        # not a call out of turn or an insufficient bid made by accident
        for sentence in re.split(r" [.;!?] ", text):
            slip = re.search(r"\b(per ongeluk|per abuis|per vergissing|versproken|versprak|misgegrepen|misgepakt|verkeerde (kaart|kaartje|biedkaart))\b"
                             r"|\bin plaats van\b|\bipv\b|\bbedoelde\b", sentence)
            replaced = re.search(r"\b(verbeter\w*|vervang\w*|verving|corrigeer\w*|gecorrigeerd|herstel\w*|wijzig\w*|gewijzigd)\b", sentence)
            if slip and replaced and not re.search(r"\b(beurt|onvoldoende|te laag|ingetrokken|intrekken|teruggenomen|terugnemen)\b", sentence):
                return True
        return None
    sentences = _sentences(text.split())
    position = 0
    for n, (sentence, end) in enumerate(sentences):
        here = len(" ".join(sentence))
        if position <= match.start() <= position + here and end == "?" and sentence[0] in ("was", "is", "werd", "ging", "betrof", "betreft", "gaat"):
            # "Was het ingetrokken bod een verspreking (25A)? Nee, ...": asked, and told only by the answer
            return _answer(sentences[n + 1][0]) if n + 1 < len(sentences) else None
        position += here + 3  # (the terminator and its spaces)
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
    r"\bna (afloop|het spel|het spelen|het afspelen|het uitspelen|de laatste slag|de 13e slag|de dertiende slag)\b(?! van (de|het) (bieding|bieden|biedronde)\b)",
    r"\bna (de|het) (laatste|13e|dertiende) (slag|slagje|kaart)\b", r"\bna (spel|afloop)\b(?! van)",
    r"\b(einde|afloop) van het (spel|spelen)\b",
    r"\bna het (terug)?stoppen\b",
    r"\bna (het|dit|dat) bord\b",
    r"\bbij (het )?(score|scoren|invoeren)\b",
    r"\b(bij|na) het (invoeren|inbrengen|intoetsen|intikken|noteren|opschrijven|invullen|doorgeven|controleren|inschrijven|bijschrijven|inleveren|afrekenen|berekenen|uitrekenen) van (de|het) (score|scores|uitslag|resultaat|scorekaart|scorebriefje|scoreformulier)\b", r"\bklaar met (het )?(spelen|spel|afspelen|uitspelen|bord)\b",
    r"\b(scoreformulier|scorebriefje|scorekaart|bridgemate|score|scores|uitslag|uitslagen) (is |was |al |werd |werden |reeds |zijn |waren |nu |net )*(ingevuld|ingetikt|ingevoerd|genoteerd|opgeschreven)\b",
    r"\b(opnemen|noteren|invullen|intikken|invoeren|opschrijven) van (de|het) (score|uitslag|resultaat)\b",
    r"\b(score|scores|uitslag|uitslagen|resultaten) (werden |werd |worden |wordt |zijn |waren |al )*(vergeleken|besproken|doorgenomen|uitgerekend|berekend)\b",
    r"\b(vergelijken|bespreken|doornemen) van (de|het) (score|scores|uitslag|uitslagen|resultaten|resultaat)\b",
    r"\b(score|uitslag|resultaat)\b( (?![.;:!?])\S+){0,4} (in|op) (de|het) (bridgemate|computer|scorekaart|scorebriefje|scoreformulier|briefje)\b",
    r"\b(het|dit) spel (was |is )?(al )?(uit(?! (een|het|de|dit|dat)\b)|voorbij|afgelopen|uitgespeeld)\b",
    r"\balle (dertien |13 )?slagen (\S+ )?(gespeeld|voorbij)\b",
    r"\b(nadat|toen|zodra|als|wanneer) (de|het) (laatste|13e|dertiende) (slag|kaart) (\S+ ){0,2}(gespeeld|gelegd|omgedraaid|gekeerd|voorbij|dicht)\b",
    r"\b(het|dit|dat) (spel|bord) (is|was|werd) (al |helemaal |volledig |gewoon )?(gespeeld|uitgespeeld|afgespeeld)\b",
    r"\bachteraf (bleek|bleken|zagen|ontdekten|ontdekte|merkte|merkten|telde|telden)\b",
    r"\bna (afloop|het einde) van (het|dit|dat) (spel|bord)\b",
    r"\b(volgende|nieuwe) (spel|bord) (was |is |werd )?(al |reeds )?(begonnen|gestart|bezig|aan de gang|uit de hoes|uitgenomen)\b",
)
_FOUND_BEFORE_ANY_CALL = (
    r"\b(voor|vóór) (het |de )?(bieden|bieding)\b",
    r"\b(voor|voordat|vóór) (we|wij|ze|zij|men|er|iemand|iedereen) (\S+ ){0,2}(bieden|boden|bood|biedt|begon|begonnen)\b",
    r"\bvoordat (er )?(ook maar )?(\S+ ){0,3}(geboden|bood|biedt|bieden|opende|opent|paste|past)\b",
    r"\bvoordat (er )?(\S+ ){0,2}(bod|bieding|call) (deed|deden|gedaan|had gedaan|was gedaan|was|lag)\b",
    r"\bvoordat (er )?(iemand|men|we|wij|ze|zij) (\S+ ){0,2}(iets )?(had |heeft |hadden )?(gezegd|zei|zeiden)\b",
    r"\b(bieden|bieding) (nog |toen |dus )*(moest|moet) (toen |nog |dus |eigenlijk )*(beginnen|starten|aanvangen|gebeuren)\b",
    r"\b(bieden|bieding) (was|is) (toen |dus )?nog niet (begonnen|gestart|van start)\b",
    r"\b(bieden|bieding) (toen |dus )?nog niet (begonnen|gestart) (was|is)\b",  # "toen de bieding nog niet begonnen was"
    r"\b(nog niet|nog niemand|niemand) (\S+ ){0,3}(geboden|gebieden|bood|bod gedaan)\b",
    r"\b(nog niemand|niemand) (had|heeft|hadden) (nog )?(iets |niets |wat )?(gezegd|geboden|gedaan) (in|tijdens) (de|het) (bieding|bieden)\b",
    r"\bnog (geen|niet een) (enkel )?bod\b",
    r"\b(voor|vóór) (de |het )?(eerste|1e|1ste) (bod|bieding|call|biedbeurt|biedronde)\b",
    r"\b(voor|vóór) (de|het) (opening|openingsbod)\b",
    r"\b(voor|vóór) (de |het )?(start|begin|aanvang|openen) van (het|de) (bieden|bieding)\b",
    r"\b(uitnemen|uithalen)\b", r"\bhet openen van het bord\b",
    r"\bnog (niet|niets|niks|geen bod|geen bieding) (is |was )?geboden\b",
    r"\b(was|is|werd) (er )?nog (niets|niks|niet|geen bod) (gezegd|geboden|gedaan)\b",
    r"\b(was|is|werd) (er )?nog niet geboden\b",
    r"\buitpakken\b",
    r"\buit (het|de) (bord|hoes|koker)\b(?! (van|ernaast|hiernaast|daarnaast|naast)\b)",
)
_FOUND_DURING = (
    # the auction over, the play not ("na afloop van de bieding", "toen de bieding afgelopen was"): a call made with the wrong hand
    r"\b(afloop|einde|eind|sluiting) van (de|het) (bieding|bieden|biedronde)\b",
    r"\b(bieding|bieden) (was |is |al |toen |net |inmiddels )*(afgelopen|voorbij|klaar|afgerond|beëindigd|ten einde)\b",
    r"\btijdens (het|de) (bieden|bieding|spelen|spel)\b", r"\b(ontdekt|gemerkt|bleek|ontdekte|merkte) (pas )?in (het|de) (bieden|bieding|spel)\b",
    r"\b(na het|na de|tijdens het) (bieden|bieding)\b", r"\bna de (slotpas|laatste pas|derde pas)\b",
    r"\b(had|hadden|heeft|hebben|heb) (\S+ ){0,3}(geboden|geopend|gepast|gedoubleerd|gevolgd|geantwoord|geredoubleerd)\b",
    r"\btegenspel\b",
    r"\b(had|hadden|heeft|hebben) ((?!niet\b|nog\b|geen\b|niets\b|niks\b|nooit\b)\S+ ){4,6}(geboden|geopend|gepast|gedoubleerd)\b",  # "had met 14 kaarten drie keer geboden"
    r"\b(bieden|bieding|spel|spelen) (was |is )?(al )?(aan de gang|bezig|gaande)\b",
    r"\bna (het |de |zijn |haar |een |mijn |onze |z'n |[nozw]'s |noord's |oost's |zuid's |west's )?(eigen )?(eerste |1e |1ste )?(bod|opening|openingsbod|openingsbieding|volgbod|antwoord|pas|doublet)\b(?! van (het|de) (bord|hoes))",
    r"\b(geboden|geopend|gepast) (had|hadden|heeft|hebben)\b",
    r"\bbiedronde", r"\bin de (bieding|biedronde)\b", r"\b(ronde|rondje) (van het|van de) (bieden|bieding)\b", r"\bna (\d ?(♠|♥|♦|♣)|\dsa|\d (sa|nt))",  # "na 1♣-1♥": after calls were made
    r"\bbieden (is |was )?(al )?bezig\b",
    r"(?<!niet )(?<!geen )\b(al |volop |nog )?aan het (bieden|spelen|afspelen|tegenspelen)\b",
    r"\b(opende|opent|bood|boden|biedt|paste|passte|doubleerde)\b",
    r"\b(openings)?uitkomst\b",
    r"\bna (\S+ ){0,3}(van|door) [nozw]\b.*\b(blijkt|bleek)\b", r"\bbij het (bieden|spelen|afspelen|tegenspel)\b",  # "na 1♠ van O en pas van Z blijkt ..."
    r"\bnadat (\S+ ){0,4}(geboden|geopend|gepast)\b",
    r"\b(al|reeds) (\S+ )?(geboden|geopend|gepast|gedoubleerd|bod gedaan|uitgekomen)\b",
    r"\b(uitgekomen|uitkwam)\b",
    r"\b(al|reeds) (een |zijn |haar )?(\S+ )?(bod|call|bieding|opening|openingsbod) (heeft |had |hebben )?(gedaan|gemaakt)\b",
    r"\b(halverwege|midden in|middenin|in de loop van|onder|gedurende) (het|de) (bieden|bieding|spel|spelen|afspelen|tegenspel)\b",
    r"\btijdens (het )?(afspelen|uitspelen|spelen|bieden)\b",
    r"\bna (een paar|enkele|een aantal|twee|drie|vier|vijf|\d+) slagen\b",
    r"\bbij (zijn|haar|het|de|mijn) (eerste |1e )?(bod|opening|openingsbod|antwoord|volgbod)\b",
    r"\b(zat|zaten|had|heeft) (\S+ ){0,4}te (bieden|spelen)\b",  # "zat met 12 kaarten te bieden"
    r"\b(blinde|dummy)\b",  # the dummy is there: the auction is over
    r"\ber (al |reeds |nog )?(werd|wordt) (al |reeds |nog )?(gespeeld|geboden)\b",  # "terwijl er al werd gespeeld"
    r"\b(zijn|haar|z'n|het|een) (tweede|derde|volgende|eerste|1e|2e) (bod|bieding|biedbeurt)\b",  # "toen O zijn tweede bod deed"
    r"\b(\d+|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf) slag(en)? (al )?(gespeeld|gedaan|voorbij|later)\b",
)


# putting the cards back: after the play, unless the message places the discovery in a trick
_FOUND_AFTER_PLAY_WEAK = (r"\b(terugstoppen|terugdoen|terugsteken|terugleggen|opbergen|teruggestoken|teruggestopt|teruggedaan|opgeborgen)\b",)


_NOT_FOUND = re.compile(r"\b(niemand|niet|nie|geen mens)\b( (?![,;]|maar\b|en\b)\S+){0,3} (merkte|merkten|zag|zagen|ontdekte|ontdekten|gemerkt|gezien|ontdekt"
                        r"|telde|telden|geteld|opgemerkt|doorhad|doorhadden)\b"
                        r"|\b(merkte|merkten|zag|zagen|ontdekte|ontdekten|telde|telden) (\S+ )?(niemand|niet|geen mens)\b")


def _found_before_any_call(reader: Reader) -> bool:
    """A "before the auction" pattern, not in a sentence that says nobody noticed it then
    ("merkte niemand voor het bieden dat O er 14 had. Pas in de derde slag ...")."""
    for sentence, _ in _sentences(_tokens(reader)):
        text = " ".join(sentence)
        if not any(re.search(p, text) for p in _FOUND_BEFORE_ANY_CALL):
            continue
        unnoticed = any(re.match(r"( (?![,;])\S+){0,5}? dat\b", text[m.end() :]) for m in _NOT_FOUND.finditer(text))
        if not unnoticed:  # (not "niemand heeft iets gezien": a sight of cards, not the discovery)
            return True
    return False


def _discovery_phase(reader: Reader) -> str | None:
    if not _seats(reader) and _any(reader, r"\b(moet|moeten|hoort|horen|hoor)( \S+){0,4} (hebben|te hebben)\b(?! (\S+ ){0,6}(toen|maar|terwijl))") \
            and not _any(reader, r"\b(ik|mijn|hij|zij|wij|we)\b"):
        return None  # "hoeveel kaarten moet iedere speler hebben voordat het bieden begint?": the rule, not a discovery
    if _any(reader, *_FOUND_AFTER_PLAY):
        return "after_play"
    in_trick = any(ent.label_ == "TRICK" for ent in reader.doc.ents) or _any(
        reader, r"\b(na|in|tijdens) slag \d+\b", r"\bbiedronde\b", r"\b(tijdens|in|midden in) (het bieden|de bieding)\b")
    before = _found_before_any_call(reader)
    if _any(reader, *_FOUND_AFTER_PLAY_WEAK) and not in_trick and not before:
        return "after_play"
    if before:
        return "before_any_call"
    if _any(reader, *_FOUND_DURING):
        return "during_auction_or_play"
    if any(ent.label_ == "TRICK" for ent in reader.doc.ents):
        return "during_auction_or_play"  # found in trick 3: the play had begun
    return None


def _collapse_names(text: str) -> str:
    """"fleur ( w )" → "w": a player's name given with his seat reads as the seat."""
    def seat(m: re.Match) -> str:
        return m.group(0) if m.group("name") in _NOT_A_NAME else m.group("seat")
    return re.sub(rf"\b(?P<name>[a-zà-ÿ]{{3,}}) \( (?P<seat>{_SEAT_WORD}) \)", seat, text)


_DOUBT = re.compile(r"^(weet|weten|wist|wisten|onduidelijk|onbekend|onzeker|vraag|vragen|vroeg|vroegen|afvragen|twijfel|twijfelen|twijfelt"
                    r"|nagaan|bepalen|uitzoeken|benieuwd|checken|controleren|zeker|zeggen|zegt)$")


def _open_questions(words: list[str]) -> set[int]:
    """Token indexes of indirect questions ("we weten niet of de kaart uit dit spel komt", "onduidelijk of iemand
    iets zag"): what they say is asked, not told. (Could be shared: a general helper for every extractor.)"""
    out: set[int] = set()
    for i, w in enumerate(words):
        # (also "maakt het (iets) uit of ...": whether it matters is asked)
        if w == "of" and (any(_DOUBT.match(x) for x in words[max(0, i - 4) : i])
                          or words[i - 1 : i] == ["uit"] and any(x in ("maakt", "maakte", "maken") for x in words[max(0, i - 4) : i])
                          or words[i - 1 : i] == ["uitmaakt"]):
            j = i
            while j < len(words) and words[j] not in _SENTENCE_END:
                out.add(j)
                j += 1
    return out


def _told(reader: Reader, label: str, negated: bool = False) -> bool:
    """``reader.has(label, negated=...)`` outside indirect questions."""
    asked = _open_questions(_tokens(reader))
    return any(bool(s._.negated) == negated and s.start not in asked for s in reader.cues.get(label, []))


def _surplus_card(reader: Reader) -> bool | None:
    asked = _open_questions(_tokens(reader))
    text = _collapse_names(" ".join("_" if i in asked else w for i, w in enumerate(_tokens(reader))))
    sentences = _sentences(text.split())
    for n, (sentence, end) in enumerate(sentences):
        # "Was de kaart uit een ander spel? Nee, ...": a yes/no question answered by the message itself
        if end == "?" and sentence[:1] and sentence[0] in ("was", "is", "kwam", "komt", "hoorde", "hoort", "zat") \
                and re.search(r"\b(ander|andere|vreemd|vreemde|ander) (spel|bord|pak|kaartspel)\b|\b(niet )?bij (dit|het) (spel|bord)\b", " ".join(sentence)):
            asked = " ".join(sentence)
            foreign = bool(re.search(r"\b(ander|andere|vreemd|vreemde) (spel|bord|pak|kaartspel)\b|\bniet bij (dit|het) (spel|bord)\b", asked))
            answer = sentences[n + 1][0][:1] if n + 1 < len(sentences) else []
            if answer in (["nee"], ["neen"]):
                return not foreign
            if answer in (["ja"], ["jazeker"], ["jawel"]):
                return foreign

    def _any(_reader: Reader, *patterns: str) -> bool:  # noqa: F811 (the message with names read as seats)
        return any(re.search(p, text) for p in patterns)

    if _told(reader, "A_SURPLUS", negated=True) or _any(
        reader, r"\b(hoort|hoorde|horen) (gewoon |wel |dus )?bij (het|dit) (spel|bord)\b",
        r"\bgewoon (een |de )?(kaart )?van\b",
        r"\bgewoon (van|bij) (de|zijn|haar) partner\b", r"\b(komt|kwam) gewoon (\S+ )?van\b",
        r"(^|[.;,:] )(de |die |extra |deze )?kaart (is |was |komt |kwam )?(gewoon |dus |wel )?van (noord|oost|zuid|west|[nozw]\b|(zijn|haar|z'n) (partner|maat)"
        r"|de (leider|blinde|partner))",
        rf"\b(kwam|komt|was|is|kwamen|stamt|stamde) (\S+ )?uit de hand van ({_SEAT_WORD}|de (leider|blinde|partner)|(zijn|haar|z'n|mijn) (partner|maat))",
        rf"\buit de hand van ({_SEAT_WORD}|de (leider|blinde|partner)|(zijn|haar|z'n|mijn) (partner|maat)) (kwam|komt|kwamen|stamt|stamde|was)\b",
        rf"\b(kaart|kaarten)\b( \S+){{0,2}} (bleek|bleken|waren|zijn|kwamen|hoorden) (gewoon |dus |allebei |beide )?(van|uit de hand van) "
        rf"({_SEAT_WORD}|de (leider|blinde|partner)|(zijn|haar|z'n|mijn) (partner|maat))",
        r"\bkaart (is|was|komt|kwam) (gewoon |dus |wel )?van (noord|oost|zuid|west|[nozw]\b|(zijn|haar|z'n) (partner|maat)"
        r"|de (leider|blinde|partner))",
        r"(?<!niet )\b(uit|van) (dit|hetzelfde|het eigen|ons eigen|ons) (bord|spel)\b",
        rf"\bbij ({_SEAT_WORD}|de (leider|blinde)|zijn (partner|maat)) (hoort|hoorde|hoorden|thuishoort|thuishoorde)\b(?! niet\b)", r"(?<!niet )\b(het )?zelfde (bord|spel)\b",
        # "extra kaart is de ♣7 van west", "de veertiende was de ♦2 van N": a card of a hand of this deal
        rf"\b(kaart|extra|veertiende|14e|dertiende|13e)\b( \S+){{0,5}} (is|was|bleek|=) (gewoon |dus )?((de |het )?((?!niet\b|geen\b)\S+ ){{1,2}})?van "
        rf"({_SEAT_WORD}|(zijn|haar|z'n) (partner|maat|blinde|leider)|de (leider|blinde|partner))",
        r"\b(kaart|extra|veertiende|14e|dertiende|13e)\b( \S+){0,5} (is|was|bleek|=|hoorde|hoort|kwam|komt) (gewoon |dus |eigenlijk )?"
        r"(van|bij|uit de hand van) (mijn|zijn|haar|z'n|de) (partner|maat|linkertegenstander|rechtertegenstander|buurman|buurvrouw|leider|blinde)\b",
        rf"\b(had|heeft|hield|hebben)( \S+){{0,2}} (de |het )?(♠|♥|♦|♣) ?\S+ van ({_SEAT_WORD}|(zijn|haar|z'n) (partner|maat))"
        r"(?! (\S+ )?(gezien|bekeken|opgemerkt|gespot|zien|gelezen)\b)",  # "O had de ♣10 van N" (not "heeft O de ♥V van N gezien")
        rf"\bkaart\b( \S+){{0,6}} , die van ({_SEAT_WORD}|(zijn|haar|z'n) (partner|maat)|de (leider|blinde)) (was|is)\b",  # "een kaart over, die van Z was"
        rf"(♠|♥|♦|♣) ?\S+ van ({_SEAT_WORD}) (erbij|ertussen|erbij gekomen)\b",  # "O had er 14, de ♠5 van Z erbij"
        rf"\b(bleek|bleken)( \S+){{0,2}} (kaart|extra|veertiende|14e)\b( \S+){{0,3}} (de |het )?(♠|♥|♦|♣) ?\S+ van ({_SEAT_WORD}|(zijn|haar|z'n) (partner|maat)) te zijn\b",  # "bleek de 14e kaart van Z de ♠9 van zijn partner te zijn"
        # "de veertiende hoorde bij zuid": a card of this deal, in the wrong hand
        rf"\bmaar (gewoon |eigenlijk |wel )?(bij|van|uit de hand van) ({_SEAT_WORD}|(de )?(leider|blinde)|(zijn|haar|z'n) (partner|maat))\b",  # "niet bij een ander spel maar gewoon bij O"
        rf"\b(hoort|hoorde|horen|hoorden) (gewoon |eigenlijk |wel )?(bij|in de hand van|aan) ({_SEAT_WORD}|(de )?(leider|blinde)"
        r"|(zijn|haar|z'n) (partner|maat|linkertegenstander|rechtertegenstander))",
    ):
        return False
    if _told(reader, "A_SURPLUS") or _any(reader, r"\bjokers?\b", r"\b(hoort|hoorde) niet (bij|in) (het|dit) (spel|bord)\b",
                                         r"\bniet (bij|in|uit) (het|dit) (spel|bord) (hoort|hoorde|kwam|komt|thuishoorde)\b",
                                         r"(?<!niet )(?<!niet uit )\b(uit|van|bij|in) (een )?(ander|andere|vreemd|vreemde) (spel|bord|pak|kaartspel|boek|boekje|set"
                                         r"|deck|stok|kaarten|clubspel)\b",
                                         r"\bniet van dit (spel|bord)\b",
                                         r"\b(uit|van|bij) (het|een|de) (naastgelegen|vorig|vorige|volgend|volgende|buur) ?(bord|spel|hoes|koker|map|mapje)\b",
                                         r"\b(buurbord|buurtafel|naastgelegen tafel)\b", r"\b(uit|van|bij) (het|een|de) (bord|spel|tafel) (ernaast|hiernaast|daarnaast|naast (ons|hen|dit|deze))\b", r"\bkaart (\S+ )?(uit|van) (bord|spel) \d+", r"(♠|♥|♦|♣) ?\S+ (uit|van) (bord|spel) \d+",
                                         r"\b(komt|kwam|hoort|hoorde|zat|stamt|stamde) (\S+ )?(uit|bij|van|in) (bord|spel) \d+",
        r"\b(een|één|eentje) (daarvan|ervan) (kwam |komt )?(uit|van) (bord|spel) \d+",  # "Z had 14 kaarten, een daarvan uit bord 5"
                                         r"\b(uit|van) (het |de |een )?(spel|kaarten|pak|kaartspel|hoes|koker|map|mapje|bord) (van|uit|bij) (bord|spel|tafel) \d+"):
        return True  # "de extra kaart komt uit bord 11": another board
    return None


def _card_seen(reader: Reader) -> bool | None:
    collapsed = _collapse_names(_names_as_seats(_text(reader)))
    if re.search(rf"(?<!niet )\b(kon|kan|konden|kunnen)\b( (?!niet\b|geen\b|nooit\b)\S+){{0,3}} (de |het |een |twee |enkele )?((♠|♥|♦|♣) ?\S+|kaart|kaarten|hand) "
                 rf"van ({_SEAT_WORD}|(zijn|haar|z'n) (partner|maat|linkertegenstander|rechtertegenstander)) (\S+ )?(zien|bekijken|lezen)\b", collapsed):
        return True  # "bij het rechtzetten kon Karin de ♣H van Ben zien"
    if _any(reader, r"\bniemand (heeft |had )?((?![.;:!?])\S+ ){0,10}(gezien|zag|kunnen zien|gekeken|keek|kon zien|konden zien|kan zien)\b",
            r"\b(zag|heeft|had) (er )?niemand (iets|wat|een kaart|kaarten|ze)\b",
            r"\b(kon|konden|kan) niemand (\S+ ){0,3}(zien|bekijken)\b",
            r"\bzonder dat (er )?(iemand|een ander|de anderen?|anderen|de tegenstanders?|de tegenpartij|zijn partner)( \S+){0,3} (zag|zagen|gezien|zien)\b",
            r"\b(niets|niks|geen kaart(en)?) (\S+ ){0,3}(gezien|zag|gezien heeft)\b",
            r"\b(kaart|kaarten|kaartje|hand)\b( \S+){0,2} niet (\S+ )?(gezien|bekeken)\b"):  # "Z heeft de kaart niet gezien"
        return False
    words = _tokens(reader)
    everyone = r"(iedereen|alle (vier |drie |andere )?(spelers|speelsters)|alle vier|alle anderen|alle aanwezigen|de anderen|(de|het) hele (tafel|gezelschap)|heel de tafel|de tegenstanders|de tegenpartij|ze allemaal|allemaal)"
    thing = r"(kaart|kaarten|kaartje|(♠|♥|♦|♣) ?\S+)"
    if re.search(rf"\b{everyone} (zag|zagen)( (?!niet\b|geen\b|nooit\b|[.;:!?])\S+){{0,4}} {thing}\b"
                 rf"|\b{everyone} (heeft|hebben|had|hadden|kon|konden|kreeg|kregen)( (?!niet\b|geen\b|nooit\b|[.;:!?])\S+){{0,4}} {thing}\b"
                 rf"( (?![.;:!?,])\S+){{0,3}}? (gezien|zien|te zien)\b", collapsed) and not re.search(
                     rf"\b{everyone} (heeft|hebben|had|hadden|zag|zagen|kon|konden)( \S+){{0,3}}? (niet|geen|nooit)\b", collapsed) \
            or re.search(rf"\b{thing}( (?![.;:!?])\S+){{0,5}}? (is|werd|was|zijn|werden|waren) (\S+ ){{0,2}}?door {everyone} (\S+ )?gezien\b"
                         rf"|\b(voor|aan) {everyone} (zichtbaar|getoond|te zien)\b|\b{thing}( \S+){{0,2}} (door|voor) {everyone} (gezien|zichtbaar)\b", collapsed):
        return True  # "iedereen heeft die kaart nu gezien", "de extra kaart is door de hele tafel gezien"
    owned = re.search(rf"(♠|♥|♦|♣) ?\S+ van (?P<owner>{_SEAT_WORD})", collapsed)
    if re.search(rf"\b(linkertegenstander|rechtertegenstander|tegenstanders?|partner|maat|buurman|buurvrouw|{_SEAT_WORD}) (zag|zagen|kon|kreeg)"
                 r"( (?!niet\b|geen\b)\S+){0,2} mijn ((♠|♥|♦|♣) ?\S+|kaart|kaarten|kaartje|hand)\b", collapsed):
        return True  # "mijn linkertegenstander zag mijn ♥A"
    roles = r"(linkertegenstander|rechtertegenstander|tegenstanders?|tegenspelers?|partner|maat|buurman|buurvrouw)"
    cards = r"(een (van )?|de |het )?(die |deze |zijn |haar |z'n |mijn |een |de )?(\S+ )?((♠|♥|♦|♣) ?\S+|kaart|kaarten|kaartje|hand)\b"
    if re.search(rf"\b{roles} (zag|zagen|ziet|zien|kon|kan|kreeg)( (?!niet\b|geen\b|dat\b)\S+){{0,2}} {cards}(?! niet\b)", collapsed) \
            or re.search(rf"\b{roles}( (?!niet\b|geen\b|nooit\b|dat\b|[,.;:!?])\S+){{0,4}} {cards}( \S+)? (ziet|zag|zagen|zien|gezien)\b", collapsed):
        return True  # "zijn linkertegenstander daarbij een van die kaarten ziet"
    carded = re.search(r"\b(kaart|kaartje|dertiende|veertiende|13e|14e|(♠|♥|♦|♣) ?\S+)\b( (?![.;:!?])\S+){0,14} (,|en|toen|daarna|[.;]) "
                       rf"(\S+ ){{0,6}}(zag|zagen) (mijn |zijn |haar |de )?{roles} (hem|die|deze|ze)(?! niet\b)( (ook|toen|meteen|even))?\b", collapsed)
    if carded:
        return True  # "... mijn dertiende kaart ...; toen noord hem teruggaf, zag mijn partner hem ook"
    if owned:
        seer = re.search(rf"\b(?P<seer>{_SEAT_WORD}) (zag|zagen|heeft|had) (die|deze|hem|het|dat|ze)( kaart)?\b", collapsed[owned.end() :])
        if seer and parse_seat(seer.group("seer")) != parse_seat(owned.group("owner")):
            return True  # "Z had de ♥A van N; O zag die": another player saw the card
    if _any(reader, r"\b(liet|lieten|laat|laten)\b( \S+){0,6} (kaart|kaarten|hand)\b( \S+){0,4} (zien|kijken)\b",
            r"\b(zodat|zo dat|waardoor)\b( (?!niet\b|niemand\b|geen\b|nooit\b)\S+){1,5} (hem|haar|het|die|deze|ze|de kaart|de kaarten|zijn kaarten|zijn hand)"
            r" (kon|konden|kan|kunnen) (zien|bekijken|lezen)\b",
            r"\b(toonde|toonden|getoond)\b( \S+){0,4} (kaart|kaarten|hand)\b",
            r"\b(kaart|kaarten|hand)\b( (?!niet\b|niemand\b|geen\b)\S+){0,6} (laten|liet|lieten) zien\b",
            r"\b(kaart|kaarten|hand)\b( \S+){0,3} (open|zichtbaar) (op tafel|neergelegd|gelegd)\b",
            r"(?<!niet )(?<!geen )\bin (zijn|haar|z'n|de|andermans) (hand|kaarten) (kijken|gekeken|keek|keken|zien)\b"):
        return True  # "liet zijn kaarten aan iedereen zien": the others saw them
    for cue in reader.cues.get("A_SEEN", []):
        if cue._.negated:
            continue
        clause = " ".join(words[max(0, cue.start - 8) : cue.end + 8])
        seen = " ".join(_window(words, cue.end, 12))
        if re.match(r"(\S+ ){0,2}(een|de|die|deze) (extra |vreemde |overtollige )?kaart(je)?\b", seen) and re.search(
                r"\bniet (bij|in|uit) (dit|het) (bord|spel)\b|\b(ander|andere|vreemd|vreemde) (spel|bord|pak|rug|rugje|achterkant)\b|\bjoker\b"
                r"|\bte veel\b|\b(bij|in) (hem|haar|zijn|haar) (hand|kaarten)?\b", seen):
            continue  # "zag Z een kaart die niet bij dit bord hoorde": the surplus card itself, not another player's card
        if re.search(r"\bkaart(en)? (\S+ )?(van|bij) (een )?(ander|andere|\S+ (partner|tegenstander)|[nozw]\b)", clause) \
                or re.search(r"\bkaart(en)? van\b", clause) or _player_saw_cards(reader, words, cue):
            return True
    return None


_SEEN_OBJECT = re.compile(r"\b(kaart|kaarten|kaartje|ze|hand)\b")


_CARD_WORDS = re.compile(r"(♠|♥|♦|♣) ?(a|h|v|b|h\.|v\.|b\.|a\.|10|[2-9])(\s|$)"
                         r"|\b(schoppen|harten|ruiten|klaveren)(aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier|drie|twee)\b")
_COUNT = re.compile(r"^(11|12|14|15|elf|twaalf|veertien|vijftien|te|mist|miste|kaart|kaarten)$")


def _count_holder(reader: Reader, words: list[str]) -> str | None:
    """The seat with the wrong number of cards: the first seat followed (within 4 words) by a count
    ("N had 12 kaarten", "Z heeft er 14", "W mist een kaart")."""
    for seat, i in _seats(reader):
        following = words[i + 1 : i + 5]
        if any(_COUNT.match(w) for w in following) and any(re.match(r"^(\d+|elf|twaalf|veertien|vijftien|te|mist|miste)$", w)
                                                           for w in following):
            return seat
    return None


def _player_saw_cards(reader: Reader, words: list[str], cue: Any) -> bool:
    """"zag Z die kaart", "Z zag ze allemaal", "ik heb zijn ♠A gezien": a player (not the one counting) saw cards."""
    start, end = cue.start, cue.end
    while start > 0 and cue.start - start < 6 and words[start - 1] not in _SENTENCE_END:
        start -= 1
    while end < len(words) and end - cue.end < 9 and words[end] not in _SENTENCE_END:
        end += 1
    passive = any(w in {"werd", "werden", "wordt", "worden"} for w in words[start : cue.start])
    if passive or (words[cue.start] == "gezien" and (cue.start == 0 or words[cue.start - 1] in {",", ":", ";", "(", "-"})):
        return False  # "werd gezien", ", gezien voor het bieden": the problem was (noticed)
    first = cue.start
    while first > 0 and cue.start - first < 12 and words[first - 1] not in _SENTENCE_END:
        first -= 1
    seers = [seat for seat, i in _seats(reader) if first <= i < cue.end + 3]
    stop = cue.end
    while stop < len(words) and stop - cue.end < 16 and words[stop] not in _SENTENCE_END:
        stop += 1
    owned = re.search(rf"(♠|♥|♦|♣|\bkaart|\bkaarten|\bhand) (\S+ )?van (?P<seat>{_SEAT_WORD})", " ".join(words[cue.end : stop]))
    if seers and owned and parse_seat(owned.group("seat")) != seers[-1]:
        return True  # "oost zag (bij het teruggeven) dat het de ♥A van zuid was": another player's card
    if "dat" in words[cue.end : cue.end + 3] or (
            "dat" in words[cue.end : cue.end + 6] and not any(_SEEN_OBJECT.search(w) for w in words[cue.end : words.index("dat", cue.end)])):
        # "zag dat hij 14 kaarten had": noticed, not seen; but "zag oost dat het de ♠A was": another player
        # learnt which card it was
        card = any(ent.label_ == "CARD" and cue.end <= ent.start < end for ent in reader.doc.ents)
        holder = _count_holder(reader, words)
        return bool(card and seers and holder and seers[-1] != holder)
    holder = _count_holder(reader, words)
    player = any(start <= i < end and seat != holder for seat, i in _seats(reader)) or "ik" in words[start:end]
    cards = _SEEN_OBJECT.search(" ".join(words[start:end])) or any(
        ent.label_ == "CARD" and start <= ent.start < end for ent in reader.doc.ents) or _CARD_WORDS.search(
        " ".join(words[start:end]))
    if not player and "ik" in words[first:end] and holder != "ik" and re.search(
            r"\b(zijn|haar|z'n)( \S+)? (♠|♥|♦|♣|kaart|kaarten|hand|aas|heer|vrouw|boer)", " ".join(words[first:end])):
        player = True  # "ik kon zijn ♠A en ♥H zien": the writer saw another player's cards
    return bool(player and cards)


_PLAYABLE = (
    r"\b(kan|kunnen|kon)\b( \S+){0,6}? (gespeeld|spelen|afgemaakt|afmaken|uitgespeeld|uitspelen|doorgespeeld|doorspelen|afgespeeld|afspelen)\b"
    r"|\b(gespeeld|spelen) (kan|kunnen|kon)\b|"
    r"\b(normaal|gewoon)( (meer|nog|verder|door|af|uit|laten|worden))* (te )?(ge)?(uit|door|af)?(ge)?spe(e)?l(d|en)\b|\b(on)?speelbaar\b"
    r"|\b(normaal|gewoon) (verder|door)\b(?= *($|[.;,!]))|\b(normaal|gewoon) (verder|door) (kon|kan|konden|kunnen|mocht|mochten|mag|mogen)\b"
    r"|\b(normaal|gewoon) (kon|kan|konden|kunnen|mocht|mochten|mag|mogen)( \S+)? (verder|door|uit)?(ge)?spe(e)?l(d|en)\b"  # "WL: normaal verder"
    r"|\b(liet|laat|laten|lieten)( (?!opnieuw\b|over\b)\S+){0,3} (verder |door |uit |af )?(spelen|uitspelen|doorspelen|afspelen)\b"  # "liet het bord niet verder spelen"
)
_ANSWER_NO = re.compile(r"^((volgens|zegt|vond|vindt) (mij|mijn \S+|de wl|de td|de wedstrijdleider|hem|haar|ons) )?(nee|neen|niet)\b"
                        r"|^(\S+ ){1,3}(vond|vindt|vonden|zei|zegt|zeiden|dacht|denkt|oordeelde|oordeelt|besliste|beslist) (\S+ )?van (niet|nee)\b")
_ANSWER_YES = re.compile(r"^((volgens|zegt|vond|vindt) (mij|mijn \S+|de wl|de td|de wedstrijdleider|hem|haar|ons) )?(ja|wel)\b(?! ,? ?maar)"
                         r"|^(\S+ ){1,3}(vond|vindt|vonden|zei|zegt|zeiden|dacht|denkt|oordeelde|oordeelt|besliste|beslist) (\S+ )?van (wel|ja)\b")


def _short_answer(sentence: str) -> bool | None:
    """The answer a message gives to its own yes/no question in the next sentence ("Nee.", "De WL vond van niet.")."""
    sentence = sentence.strip()
    if _ANSWER_NO.search(sentence):
        return False
    if _ANSWER_YES.search(sentence):
        return True
    return None


def _normal_play_possible(reader: Reader) -> bool | None:
    text = _text(reader)
    parts = re.split(r" ([.;!?]) ", text + " . ")
    count = r"\b(1[1-5]|elf|twaalf|veertien|vijftien|te veel|te weinig|te kort|extra|ontbrekende|ontbrak)\b"
    for n, (sentence, end) in enumerate(zip(parts[0::2], parts[1::2] + ["."])):
        if not re.search(count + r"|\b(wl|td|wedstrijdleider|herstel\w*|hersteld|handen|rechtgezet|rechtzetten|verder|uiteindelijk|daarna"
                         r"|toch|niet|kon|kan|kunnen|konden|mocht|mag|laten|liet)\b", sentence) \
                and any(re.search(count, later) for later in parts[2 * n + 2 :: 2]):
            continue  # "het bord werd gewoon uitgespeeld. Achteraf bleek N 14 kaarten te hebben": told before the discovery
        asked = re.match(r"^(mag|moet|kan|kun|hoe|wat|wanneer|waarom|welke|wie|klopt|geldt|is het (zo|waar)) ", sentence)
        case = re.search(r"\bals\b", sentence)
        if asked and not case:
            if end == "?" and re.search(_PLAYABLE, sentence) and re.search(r"\b(normaal|gewoon|bord|spel|dit|verder)\b", sentence):
                reply = _short_answer(parts[2 * n + 2] if 2 * n + 2 < len(parts) else "")
                if reply is not None:
                    return reply  # "Kan het spel nog normaal gespeeld worden? De WL vond van niet."
            continue  # a question about it, not a fact ("wat als ...", "hoe zit het als ..." state the case asked about)
        if end == "?" and not asked and case and case.start() == 0 and " , " in sentence:
            sentence = sentence[: sentence.index(" , ")]  # "als ..., kan het bord dan gewoon gespeeld worden?": only the case is told
        for match in re.finditer(_PLAYABLE, sentence):
            start = match.start()
            if asked and start < case.end():
                continue  # "kan de WL het laten spelen als ...": the asked part, before the case
            before = sentence[max(0, start - 70) : start]
            clause = re.split(r" , | maar | want | en | dus ", before)[-1] + " " + match.group(0)
            if not re.search(r"\b(normaal|gewoon|bord|spel|dit|verder)\b", clause) or re.search(r"\bof\b", clause):
                continue  # not about the board, or an indirect question ("bepalen of het bord ...")
            if re.match(r" ((is|was|lijkt|leek|bleek|meer|nog|echt|goed|wel|dus|kon|kan|konden|kunnen|mocht|mag|ging|gaat|lukte|lukt|hier|daar|dan|toch|zo) ){0,3}(niet|onmogelijk|uitgesloten)\b",
                        sentence[match.end() :]):
                return False  # "normaal spelen niet meer mogelijk"
            return not re.search(r"\b(niet|geen|onspeelbaar|nooit|onmogelijk|uitgesloten)\b", clause)
    return None


# -- Law 72C: awareness of potential damage -------------------------------------------------------
@extractor("awareness_of_damage")
def awareness_of_damage(reader: Reader) -> dict[str, Any]:
    known = _could_have_known(reader)
    return {} if known is None else {"offender_could_have_known": known}


_KNOW = (r"(weten|geweten|voorzien|beseffen|bedenken|verwachten|inschatten|inzien|overzien|bevroeden|doorzien|voorspellen|known"
         r"|zien aankomen|vermoeden|begrijpen|snappen|know|realiseren|beseft|gerealiseerd)")
_COULD_NOT = (
    rf"\b(kon|kan|kunnen)\b( (?![,.;:!?]|als\b|dat\b(?! (moment|ogenblik|tijdstip)\b)|of\b|wanneer\b|omdat\b|terwijl\b)\S+){{0,12}}? (niet|onmogelijk|nooit|moeilijk)( \S+){{0,2}}? {_KNOW}\b",
    rf"\b(niet|onmogelijk|nooit)( \S+)? (kon|kan|kunnen)( \S+){{0,2}}? {_KNOW}\b",
    rf"\b(niet|onmogelijk|nooit) (had|heeft|hebben) (\S+ )?kunnen {_KNOW}\b",
    rf"\bhad (\S+ ){{0,2}}(niet|onmogelijk|nooit) (\S+ )?kunnen {_KNOW}\b",
    rf"\b(op geen enkele (manier|wijze)|geenszins|in geen geval)( \S+){{0,2}} (kunnen|kon|kan) {_KNOW}\b",
    r"\b(niet|onmogelijk|nooit) (om )?te (voorzien|weten|overzien|verwachten|bevroeden|voorspellen)\b",
    r"\bonvoorzienbaar\b|\bniet voorzienbaar\b",
    r"\b(voor|door) (niemand|geen mens|geen speler) te (voorzien|weten|overzien|verwachten|voorspellen)\b",
    r"\bgeen (enkele )?(reden|aanleiding|grond)( \S+){0,2} (om )?te (denken|vermoeden|verwachten|weten|voorzien|veronderstellen)\b",
    rf"\b(kon|kan|kunnen|had|heeft)( \S+)? (niemand|geen mens|geen speler)( \S+){{0,3}}? (kunnen )?{_KNOW}\b",  # "kon niemand vooraf weten"
    r"\bgeen (idee|benul|weet|flauw idee|notie|vermoeden) (\S+ )?(kunnen|kon|kan) hebben\b|\b(kon|kan) (\S+ )?geen (idee|benul|weet|notie) (van )?(hebben|gehad)\b",
    r"\b(kon|kan|kunnen) (dat |het )?(ook )?(echt )?niet (hebben|geweten hebben)\b",  # "en kon dat ook niet hebben"
    rf"\b(niemand|geen mens|geen speler)( (?![.;:!?,])\S+){{0,3}}? (had|heeft|kon|kan|zou)( \S+){{0,3}}? (kunnen )?{_KNOW}\b",
    rf"\b(niemand|geen mens) , ook( (?![.;:!?])\S+){{1,4}} niet , (had|heeft|kon|kan|zou)( \S+){{0,3}}? (kunnen )?{_KNOW}\b",  # "niemand, ook de overtreder niet, had ..."
    r"\b(kon|kan|had|heeft)( \S+){0,3}? (niet|onmogelijk|nooit)( \S+)? (kunnen )?(zien|merken|doorhebben) dat\b",
    rf"\bgeen (enkele )?(manier|mogelijkheid|kans)( \S+){{0,2}} te {_KNOW}\b",  # "had geen enkele manier om te weten"
    r"\bniet (\S+ )?bewust\b( \S+){0,10} (kon|kan) (\S+ ){0,3}niet( \S+)? (zijn|weten)\b",  # "niet bewust ... en kon dat ook niet zijn"
    r"\b(niet|onmogelijk|nooit)( \S+){0,3} bewust( (van|ervan|daarvan))? (kon|kan|kunnen|had kunnen|heeft kunnen) (zijn|worden|geweest)\b",  # "zich er niet van bewust kon zijn"
    r"\b(kon|kan|kunnen)( \S+){0,4} (niet|onmogelijk|nooit)( \S+){0,3} bewust( (van|ervan|daarvan))? (zijn|worden|geweest)\b",  # "kon zich daar onmogelijk bewust van zijn"
    # a negated clause fronted by the verdict: "onmogelijk dat ze dat had kunnen weten", "no way dat hij dat kon weten"
    rf"\b(onmogelijk|uitgesloten|ondenkbaar|no way|nooit|geen sprake van|niet waar) dat( (?![.;:!?])\S+){{0,5}}? (kon|kan|konden|had kunnen|heeft kunnen|hadden kunnen|kunnen) {_KNOW}\b",
    # "ze had echt geen idee dat het ons iets kon kosten", "O had geen benul van de gevolgen", "had op dat moment geen idee dat"
    # (not the writer: "ik had geen idee")
    r"(?<!\bik )(?<!\bwe )(?<!\bwij )\b(had|heeft|hadden|hebben)( (?![.;:!?,])\S+){0,4}? geen (enkel |flauw |enkele |flauwe )?(idee|benul|notie|vermoeden|weet)( \S+)? (dat|van|wat)\b",
)
_COULD = (
    rf"\b(kon|kan|kunnen)\b( (?!niet\b|onmogelijk\b|nooit\b|geen\b|niemand\b)\S+){{0,7}}? {_KNOW}\b",
    r"\b(could|can|should)( \S+){0,3} (have )?(known|know|foreseen)\b",
    r"\bhad\b( (?!niet\b|geen\b|nooit\b)\S+){0,3} (kunnen )?zien aankomen\b",  # "had hij dat zien aankomen?"
    r"\b(ziet|zag|zie|zagen)\b( (?!niet\b|geen\b|nooit\b|nauwelijks\b|wl\b|wedstrijdleider\b|td\b)\S+){0,4} aankomen\b",  # "ziet zoiets van mijlenver aankomen"
    r"\b(moest|moet|behoorde|hoorde|behoort)( (?!niet\b|geen\b)\S+)? (te )?(weten|beseffen|inzien|voorzien|begrijpen)\b",
    rf"\b(had|heeft|hebben)( (?!niet\b|nooit\b|onmogelijk\b|geen\b)\S+){{0,3}}? (kunnen|moeten) {_KNOW}\b",
    r"\b(had|heeft|hebben)( (?!niet\b|nooit\b|onmogelijk\b|geen\b)\S+){0,3} (kunnen|moeten) (zien|merken|doorhebben) dat\b",
    r"\b(had|heeft|hebben) (\S+ ){0,2}wel (kunnen|moeten) (zien|merken|doorhebben|weten|voorzien|beseffen|inzien)\b",  # "dat had hij wel moeten zien"
    r"\b(wist|wisten) (heel |zeer |best |donders )?(goed |wel )?dat\b",
    r"\b(weet|weten|wist|wisten) (hij |zij |ze |die )?(heus|best|heel|donders|drommels|zeer|verdomd|maar al te|echt) (wel |goed )?dat\b",
    r"\bcould have known\b",
    r"\b(wist|wisten|weet)( \S+){0,2} (donders |drommels |heel |best |maar al te )?goed wat (hij|zij|ze) (deed|doet|deden)\b",
    r"\bdat (wist|weet|wisten) (hij|zij|ze|die|[nozw]) (heus |best |heel |drommels |donders |maar al te |echt )?(wel|goed)\b",  # "dat wist hij heus wel"
    r"\b(had|heeft|hadden)( (?!niet\b|geen\b|nooit\b)\S+){0,3} rekening (mee |ermee |daarmee )?(kunnen|moeten) houden\b",
    rf"\b(had|heeft|kon|kan) iedereen (\S+ )?(kunnen )?(zien|{_KNOW[1:-1]})\b|\biedereen (had|kon|kan) (\S+ )?(kunnen )?(zien|{_KNOW[1:-1]})\b",
    r"\b(had|hadden|heeft|hebben)( (?!niet\b|geen\b|nooit\b|nauwelijks\b)\S+){0,3} door dat\b",  # "had heel goed door dat"
    r"\b(wist|wisten)( (?!niet\b|geen\b|nooit\b|of\b|achteraf\b|later\b|nadien\b|naderhand\b|afloop\b)\S+){1,5} dat\b",  # "wist hij precies dat" (not "wist achteraf pas dat")
    # "wist toen hij voor de beurt paste dat dat ons kon benadelen": a knowing verb, a clause in between, then the harm
    r"\b(wist|wisten|besefte|beseften|realiseerde|realiseerden|begreep|begrepen|snapte|snapten)( (?!niet\b|geen\b|nooit\b|nauwelijks\b|of\b|achteraf\b|later\b|nadien\b|naderhand\b|afloop\b)\S+){1,14}? dat\b"
    r"(?=( \S+){1,14}? (schade\w*|schaad\w*|geschaad|benade\w*|nadeel|nadelig|gedupeerd|dupe)\b)",
    r"\b(wist|wisten|weet)( (?!niet\b|geen\b|nooit\b|of\b)\S+){1,8} (heus|best|heel goed|donders goed|drommels goed|maar al te goed|echt) (wel )?dat\b",  # "wist toen hij ... bood heus wel dat"
    r"\b(besefte|beseft|beseften|realiseerde|realiseerden|begreep|begrepen|snapte|snapten)( (?!niet\b|geen\b|nooit\b|of\b)\S+){0,4} (heel |maar al te |donders )?(goed|wel|best|terdege|heus|precies) (dat|wat)\b",  # "besefte heel goed dat"
    r"\bvoorzienbaar\b", r"\b(was|is) (goed |wel |best |heel goed )?te (voorzien|voorspellen|verwachten)\b",
    r"(?<!niet )(?<!nog niet )\b(wel )?wetende(?! niet\b) (\S+ )?dat\b|\bin de wetenschap dat\b",  # "expres voor zijn beurt gepast, wetende dat het ons schade kon doen"
    r"\b(was|is)( (?!niet\b|geen\b|nooit\b|onmogelijk\b)\S+){1,4} te (voorzien|voorspellen|verwachten|overzien)\b",
    r"\bzich( (?!niet\b|geen\b|nauwelijks\b)\S+){0,4} bewust( (was|is|waren|zijn|geweest))? (van|dat)\b",  # "was zich er volledig van bewust"
    r"\b(moet|moest|moeten|moesten|zal|zou|zullen)( (?!niet\b|geen\b|nooit\b)\S+){0,2} (geweten|beseft|ingezien|voorzien|begrepen) (hebben|heeft)\b",
)
_DEFINITION = re.compile(r"^(wanneer is er sprake van|wat (betekent|houdt|is bedoeld met)|wat wordt (er )?bedoeld met)\b")
_YES = {"ja", "jazeker", "zeker", "absoluut", "jawel", "inderdaad", "uiteraard", "yes", "natuurlijk", "evident", "duidelijk"}


_LABEL = re.compile(r"^(\d+\w*|[-—–:,>]|art\.?|artikel|law|vraag|wl|td|[nozw]|noord|oost|zuid|west)$")
_INVERTED = {"had", "heeft", "kon", "kan", "wist", "weet", "zou", "moest", "was", "is", "could", "can", "should", "did"}



def _could_have_known(reader: Reader) -> bool | None:
    sentences = _sentences(_tokens(reader))
    for patterns, value in ((_COULD_NOT, False), (_COULD, True)):
        for n, (words, end) in enumerate(sentences):
            sentence = re.sub(r" , (omdat|doordat|want|hoewel|aangezien|zoals|als|toen|nu|ondanks) [^,]+ ,", "", " ".join(words))  # "kon, omdat hij nieuw is, niet weten"
            found = [m for m in (re.search(p, sentence) for p in patterns) if m]
            if not found:
                continue
            if _DEFINITION.match(sentence):
                continue  # "wanneer is er sprake van 'kon weten ...'?": asks what the words mean
            first = min(m.start() for m in found)
            harm = r"\b(schade\w*|schaad\w*|geschaad|benade\w*|nadeel|nadelig|kost\w*|gekost|hinder\w*|gedupeerd)\b"
            contrast = re.search(r" ,? ?maar (hij |zij |ze )?(wel|best|heel goed)\b", sentence[first:])
            if not value and contrast and re.search(harm, sentence[first + contrast.end() :]) \
                    and not re.search(harm, sentence[first : first + contrast.start()]):
                return True  # "kon niet weten dat zijn partner moest passen, maar wel dat het ons kon schaden"
            if re.search(r"\b(of|whether) (\S+ ){0,3}$", sentence[:first]) or re.search(
                    r"\b(af|benieuwd|vroeg zich af|vraagt zich af|twijfel|twijfelen|onduidelijk|onzeker|weet niet|weten niet|afvragen|nagaan|bepalen) of\b", sentence[:first]):
                verdict = re.search(r"\b(besloot|besluit|oordeelde|oordeelt|vond|vindt|concludeerde|concludeert|meende|meent|stelde)( \S+){0,2} van (niet|wel)\b",
                                    " ".join(" ".join(w) for w, _ in sentences[n : n + 2]))
                if verdict:
                    return verdict.group(3) == "wel"  # "de WL vroeg zich af of O kon weten ...; hij besloot van niet"
                if end == "?" and n + 1 < len(sentences):
                    answer = _answer(sentences[n + 1][0])
                    if answer is not None:
                        return answer  # "Of zij kon weten dat ...? Volgens mij niet."
                continue  # "of hij kon weten dat ..., weet ik niet": an open question
            if value and re.search(r"\b(denk|geloof|vind|meen|verwacht|denken|geloven|vinden) (ik |wij |we |hij |de wl )?(echt |zeker |werkelijk |heus |eigenlijk |helemaal |absoluut |dus )?"
                                   r"niet dat (\S+ ){0,4}$|\b(is|was) (het )?(echt |zeker |helemaal |gewoon )?niet zo dat (\S+ ){0,4}$", sentence[:first]):
                return False  # "ik denk niet dat W kon weten ...": the negation belongs to the known clause
            lead = 0
            while lead < len(words) - 1 and _LABEL.match(words[lead]):
                lead += 1  # "72C — kon W dit voorzien?": a label before the question
            clause_start = sentence[:first].rstrip().endswith((",", ":")) and sentence[first:].split(" ")[0] in _INVERTED \
                and sentence[first:].split(" ")[1:2] != ["dat"]
            if end == "?" and (clause_start or words[lead] in _INVERTED and first == len(" ".join(words[:lead] + [""]))):
                # "Had hij kunnen weten ...?" asks; only an answer after it ("? Ja") states the fact
                answer = _answer(sentences[n + 1][0]) if n + 1 < len(sentences) else None
                if answer is not None:
                    return answer
                continue
            return value
    return None


def _answer(words: list[str]) -> bool | None:
    """The answer a message gives to its own yes/no question: "Ja", "Jazeker", "Nee", "Volgens mij niet"."""
    text = re.sub(r"^((honestly|eerlijk gezegd|eerlijk|nou|tja|uh|eh|hmm|nah|well|ehm|mwah|,) )+", "", " ".join(words))
    words = text.split()
    if re.match(r"^(nee|neen|no\b|zeker niet|absoluut niet|echt niet)\b", text) or re.match(
        r"^(volgens (mij|ons|de wedstrijdleider)|ik denk|naar mijn mening|mijns inziens) (van |het )?(niet|nee)\b", text
    ):
        return False
    verdict = re.match(r"^(de )?(wl|td|wedstrijdleider|hij|ik|we|wij|zij|ze|iedereen)( \S+)? (vond|vindt|vind|zei|zegt|denkt|dacht|meent|meende|oordeelde|besloot|concludeerde)( \S+)? van (wel|niet)\b", text)
    if verdict:
        return verdict.group(6) == "wel"  # "De WL vond van wel"
    if words[:1] and words[0] in _YES or re.match(
        r"^(volgens (mij|ons|de wedstrijdleider)|ik denk|naar mijn mening|mijns inziens) (van |het )?(wel|ja)\b", text
    ):
        return True
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
