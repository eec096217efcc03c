"""The small pure helpers of nlp/, tested alone."""

import pytest

from nlp.components import is_negated
from nlp.extract import relation
from nlp.normalize import clean_text, drop_repeats, space_after_punctuation, symbol_calls, parse_call, parse_card, parse_count, parse_seat, parse_trick_number, stem


@pytest.mark.parametrize(
    "text, call",
    [("1SA", "1NT"), ("2♠", "2S"), ("3h", "3H"), ("4ha", "4H"), ("3ru", "3D"), ("pas", "P"), ("X", "X"),
     ("doublet", "X"), ("XX", "XX"), ("redoublet", "XX"), ("7nt", "7NT"), ("8♠", None), ("hallo", None)],
)
def test_parse_call(text, call):
    assert parse_call(text) == call


@pytest.mark.parametrize(
    "text, card",
    [("♠A", "SA"), ("♦H", "DK"), ("V♥", "HQ"), ("schoppen aas", "SA"), ("ruiten 10", "DT"), ("♣10", "CT"),
     ("♠Z", None), ("sans aas", None)],
)
def test_parse_card(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("text, number", [("7", 7), ("7e", 7), ("12de", 12), ("zevende", 7), ("twaalfde", 12), ("14", None)])
def test_parse_trick_number(text, number):
    assert parse_trick_number(text) == number


def test_counts_and_seats():
    assert [parse_count(w) for w in ("2", "twee", "geen", "veel")] == [2, 2, 0, None]
    assert [parse_seat(w) for w in ("N", "oost", "Zuid", "west.", "x")] == ["N", "O", "Z", "W", None]


def test_stem_joins_word_forms():
    assert stem("verzaking") == stem("verzaken") == stem("verzaakt")
    assert stem("strafkaart") == stem("strafkaarten")
    assert stem("slagen") == stem("slag")


def test_clean_text_strips_tags_controls_and_markdown():
    assert clean_text("<b>O</b> verzaakt\x00 **nu**") == "O verzaakt nu"
    assert clean_text(b"\xff\xfe binary") == "binary"
    assert clean_text("♡A ♤K") == "♥A ♠K"
    assert len(clean_text("a " * 5000)) == 2000


@pytest.mark.parametrize(
    "before, negated",
    [(["is", "nog", "niet"], True), (["is"], False), (["niet", ",", "wel"], False), (["geen"], True),
     (["niet", "maar", "wel"], False)],
)
def test_negation_window(before, negated):
    assert is_negated(before, 3) is negated


def test_relation_between_seats():
    assert relation("Z", "N") == "partner"
    assert relation("Z", "W") == "lho"
    assert relation("Z", "O") == "rho"
    assert relation("Z", "Z") is None


def test_drop_repeats_keeps_every_sentence_once():
    text = "O verzaakt. Daarna speelden ze door. " + "Daarna speelden ze door. " * 50 + "Einde."
    assert drop_repeats(text) == "O verzaakt. Daarna speelden ze door. Einde."
    assert len(drop_repeats("a" * 5000)) == 1000


@pytest.mark.parametrize("typed, spaced", [
    ("voldongen.W won", "voldongen. W won"), ("kaart,leider", "kaart, leider"), ("slag 7.W won", "slag 7. W won"),
    ("1♥,O doubleerde", "1♥, O doubleerde"), ("mag dat?!Ik denk", "mag dat?! Ik denk"),
    ("de kaart(♠A)lag", "de kaart (♠A) lag"), ("(N)speelde", "(N) speelde"),
    ("i.p.v. 2♥ en t.o.v. O", "i.p.v. 2♥ en t.o.v. O"),  # an abbreviation keeps its dots
    ("7.5 om 20:30", "7.5 om 20:30"), ("art.45F", "art.45F"), ("zo'n kaart", "zo'n kaart"),
])
def test_a_space_left_out_after_a_punctuation_mark_is_put_back(typed, spaced):
    assert space_after_punctuation(typed) == spaced


@pytest.mark.parametrize("typed, written", [
    ("O bood 3kl over 3h van N", "O bood 3♣ over 3♥ van N"), ("W 3sch, N 3ru, Z 2d, O 1S", "W 3♠, N 3♦, Z 2♦, O 1♠"),
    ("1SA en 3nt", "1SA en 3nt"), ("2 harten", "2 harten"), ("de 7e slag", "de 7e slag"), ("♥10h", "♥10h"),
    ("art. 7c en artikel 6D", "art. 7c en artikel 6D"),  # a law's unit, not a call
])
def test_a_call_typed_with_a_suit_letter_gets_its_symbol(typed, written):
    assert symbol_calls(typed) == written


def test_the_parser_reads_calls_typed_with_suit_letters_as_with_symbols():
    from nlp.api import load_parser

    parser = load_parser()
    typed = parser.parse("O bood 3kl over de 3h van N. Z heeft nog niets gezegd.")
    assert typed.event == parser.parse("O bood 3♣ over de 3♥ van N. Z heeft nog niets gezegd.").event
    assert typed.event.irregularity == "insufficient_bid" and typed.event.get("offender") == "O"


def test_the_parser_reads_a_message_with_spaces_left_out_after_punctuation():
    from nlp.api import load_parser

    parser = load_parser()
    typed = parser.parse("W verzaakte in slag 7,voldongen.NZ wonnen daarna nog 2 slagen.")
    assert typed.event == parser.parse("W verzaakte in slag 7, voldongen. NZ wonnen daarna nog 2 slagen.").event
    assert typed.event.get("trick_number") == 7 and typed.event.get("established") is True


def test_a_rank_call_or_seat_before_a_full_stop_is_its_own_token():
    from nlp.pipeline import build_base

    nlp = build_base()

    def words(text):
        return [t.text for t in nlp.make_doc(text)]

    # the Dutch defaults keep "h." and "pas." whole as abbreviations; tdbot's tokenizer does not
    assert words("w speelde de ♥h. daarna") == ["w", "speelde", "de", "♥", "h", ".", "daarna"]
    assert words("N: 1♥, O: pas.")[-2:] == ["pas", "."]
    assert words("leider (O): ik")[1:5] == ["(", "O", ")", ":"]
    assert words("i.p.v.") == ["i.p.v."]  # a real abbreviation stays whole


def test_the_loaded_pipeline_tokenizes_as_the_saved_tokenizer():
    """``build`` rebuilds the tokenizer (``tdbot.Tokenizer.v1`` from the config) instead of reading the
    saved one: both must split every text alike, so the classifier sees the tokens it was trained on."""
    import spacy

    from nlp.pipeline import build, model_path

    if not (model_path() / "tokenizer").exists():
        pytest.skip("no trained model")
    saved, built = spacy.load(model_path()).tokenizer, build().tokenizer
    assert built.rules == saved.rules

    def pattern(tokenizer, attr):  # the regular expression behind a tokenizer callback (None if unset)
        found = getattr(tokenizer, attr)
        return found.__self__.pattern if found is not None else None

    for attr in ("prefix_search", "suffix_search", "infix_finditer", "token_match", "url_match"):
        assert pattern(built, attr) == pattern(saved, attr)
    for text in ("Gever Z. W speelde de ♥H. en toen pas. (O): sch. i.p.v. 3SA", "N: 1♥, O: pas. Bl. zei: 'k.' ",
                 "verzaking in slag 7, voldongen; art. 64A1 (blz. 12) e.d. t.o.v. 2♠X"):
        assert [t.text for t in built(text)] == [t.text for t in saved(text)]


def test_a_reading_is_computed_once_and_anew_for_a_rewritten_copy():
    import copy

    from nlp.extract import Reader
    from nlp.pipeline import build

    reader = Reader(build(use_model=False)("n bood 1♥ over 1♠"))
    calls = []

    def compute(r):
        calls.append(r.norm)
        return [r.norm]

    assert reader.once("x", compute) is reader.once("x", compute) and len(calls) == 1
    rewritten = copy.copy(reader)
    rewritten.norm = "n bood 2♥ over 1♠"
    assert rewritten.once("x", compute) == ["n bood 2♥ over 1♠"] and len(calls) == 2
    assert reader.once("x", compute) == ["n bood 1♥ over 1♠"] and len(calls) == 2


def test_fuzzy_terms_reads_spacy_edit_limits():
    from nlp.components import fuzzy_terms

    pattern = [{"LOWER": "voor"}, {"NORM": {"FUZZY1": "beurt"}}, {"NORM": {"FUZZY": {"IN": ["blinde", "dummy"]}}}]
    assert fuzzy_terms(pattern) == [("NORM", 1, ("beurt",)), ("NORM", -1, ("blinde", "dummy"))]
    assert fuzzy_terms([{"LOWER": {"IN": ["pas"]}}]) == []
    with pytest.raises(ValueError, match="NORM only"):
        fuzzy_terms([{"LOWER": {"FUZZY2": "verzaking"}}])


def _one_matcher_spans(nlp, doc):
    from spacy.matcher import Matcher

    from nlp.components import load_jsonl, pattern_files

    matcher = Matcher(nlp.vocab)
    for name in pattern_files("cues*.jsonl"):
        for item in load_jsonl(name):
            matcher.add(item["label"], [item["pattern"]])
    return [(nlp.vocab.strings[m], s, e) for m, s, e in matcher(doc)]


@pytest.mark.parametrize(
    "text",
    ["N verzaakig in de 7e slag, voldongn, blnde won de slag",
     "Z speelt uit voor zijn buert; de bldine legt meteen een kaart bij",
     "onvoldoende bod 1♥ over 1♠, LT accepteert niet; aandacht was even weg",
     "niets bijzonders hier, alleen een vraag over de score",
     "revoke revoke verzaking verzaakt blinde blinde dummy voor de beurt"],
)
def test_windowed_fuzzy_cues_equal_one_matcher(text):
    """The fuzzy patterns matched only near a candidate word give exactly one Matcher's spans, in order."""
    from nlp.pipeline import build

    nlp = build(use_model=False)
    doc = nlp.make_doc(text)
    for name in ("tdbot_lexicon", "tdbot_lemmatizer"):
        doc = nlp.get_pipe(name)(doc)
    expected = _one_matcher_spans(nlp, doc)
    got = [(s.label_, s.start, s.end) for s in nlp.get_pipe("tdbot_cues")(doc).spans["cues"]]
    assert got == expected
    if "verzaakig" in text:  # a typo is still a cue
        assert ("REVOKE", 1, 2) in got and any(label == "ESTABLISHED" for label, _s, _e in got)


@pytest.mark.parametrize("text, trick", [("W verzaakt in sl. 7", "sl. 7"), ("sl 4 ging naar NZ", "sl 4"), ("N verzaakt slg 9", "slg 9"), ("slag 12", "slag 12")])
def test_trick_entity_also_after_an_abbreviation_stop(text, trick):
    from nlp.pipeline import build

    assert [e.text for e in build(use_model=False)(text).ents if e.label_ == "TRICK"] == [trick]


@pytest.mark.parametrize(
    "text, norm",
    [("OW nt akkoord", "niet"), ("W vz sl 3, nt vold.", "niet"), ("spel is nt meer normaal te spelen", "niet"),
     ("N bood 3 nt voor zijn beurt", "nt"), ("wij speelden in nt", "nt"), ("een nt contract", "nt")],
)
def test_nt_is_niet_except_where_it_is_no_trump(text, norm):
    from nlp.pipeline import build

    doc = build(use_model=False)(text)
    assert [t.norm_ for t in doc if t.lower_ == "nt"] == [norm]
