"""tdbot_spelling: a slip in a word is read as the train word it stands for, a real word never."""

import json
import random

import pytest

from nlp.api import load_parser
from nlp.corpus import Example
from nlp.evaluate import main as eval_main, slip, with_joins, with_number_joins, with_punct_joins, with_slips
from nlp.pipeline import build_base, model_path
from nlp.spelling import FILE, Speller, Spelling, beside, deletions, dictionary, likely_slip, one_slip, slips, word_pairs

COUNTS = {"tegenspeler": 60, "strafkaart": 40, "zaten": 30, "leider": 25, "blinde": 90, "bod": 50, "zelden": 2}


def test_deletions_leave_out_one_letter_each_way():
    assert deletions("bod") == {"od", "bd", "bo"}


def test_slips_are_one_edit_away_and_never_the_word_itself():
    near = slips("bod")
    assert {"obd", "bd", "bodd", "bid", "xbod"} <= near
    assert "bod" not in near and "dob" not in near


@pytest.mark.parametrize("typed, word, expected", [
    ("tegnspeler", "tegenspeler", True), ("tegenspeeler", "tegenspeler", True), ("tegenspelr", "tegenspeler", True),
    ("tegensplee", "tegenspeler", False), ("lieder", "leider", True), ("ledier", "leider", True),
    ("eiggen", "zeggen", False),  # a letter added and another left out: two slips, though the deletion index pairs them
    ("eiggen", "eigen", True), ("leider", "leider", False), ("tafl", "tafel", True), ("tl", "tafel", False),
])
def test_one_slip_is_exactly_one_edit(typed, word, expected):
    assert one_slip(typed, word) is expected
    assert all(one_slip(near, word) for near in slips(word))


def test_the_nearest_word_wins_over_a_more_frequent_one_two_slips_away():
    assert Speller({"zeggen": 300, "eigen": 100}).correct("eiggen") == "eigen"


def test_a_four_letter_word_can_be_a_five_letter_word_with_a_letter_left_out():
    assert Speller({"tafel": 100}).correct("tafl") == "tafel"
    assert Speller({"kaart": 100}).correct("kart") is None  # a Dutch word of the lemma table (a go-kart)
    assert Speller({"beurt": 100}).correct("beu") is None  # two letters left out


@pytest.mark.parametrize("typed, meant", [
    ("slga", "slag"),   # two swapped
    ("slagg", "slag"),  # one too many
    ("slg", "slag"),    # a letter left out, and no vowel left
    ("bdo", "bod"),
    ("vor", "voor"),
    ("tafl", "tafel"),  # a five-letter word, as before
])
def test_a_slip_in_a_short_word_is_read_as_the_frequent_train_word(typed, meant):
    assert Speller({"slag": 500, "bod": 300, "voor": 900, "tafel": 100}).correct(typed) == meant


def test_a_short_word_is_read_only_with_a_clear_lead():
    assert Speller({"hand": 200, "had": 300}).correct("hnad") is None  # "hand" swapped or "had" with one too many
    assert Speller({"hand": 200, "had": 3000}).correct("hnad") == "had"
    assert Speller({"slag": 40}).correct("slga") is None  # a short word train has fewer than SHORT_TARGET_MIN times


def test_a_short_word_keeps_its_first_letter_and_a_thumbs_slip():
    assert Speller({"even": 500}).correct("sven") is None  # a name, not "even"
    assert Speller({"geen": 900, "geeft": 80}).correct("geet") == "geeft"  # t and n are far apart: not "geen"
    assert Speller({"met": 900}).correct("mbt") is None  # an abbreviation: b is no key beside e
    assert Speller({"van": 900}).correct("vsn") == "van"  # no vowel left: the slip took the one of "van"
    assert Speller({"nog": 900}).correct("ng") == "nog"  # two letters: a three-letter word without its vowel …
    assert Speller({"zwak": 900, "zwe": 900}).correct("zw") is None  # … never seat letters
    assert Speller({"nog": 900}).correct("no") is None and Speller({"het": 900}).correct("ht") == "het"
    assert Speller.from_texts(["hem"] * 60).correct("hm") is None  # an interjection, left alone once trained
    assert Speller({"hun": 900}).correct("huh") == "hun"  # without the trained word list nothing blocks it …
    assert Speller.from_texts(["hun"] * 60).correct("huh") is None  # … once trained, an interjection is left alone


def test_keys_beside_each_other_on_a_phone():
    assert beside("t", "r") and beside("t", "g") and beside("s", "z") and beside("á", "a")
    assert not beside("t", "n") and not beside("e", "i")
    assert likely_slip("geet", "geeft") and likely_slip("slga", "slag") and not likely_slip("kwat", "kwam")
    assert likely_slip("slagg", "slag") and likely_slip("leidrer", "leider") and not likely_slip("leiderz", "leider")


def test_the_word_list_has_the_pronominal_adverbs():
    assert {"waarover", "daarover", "hiermee", "erbij"} <= dictionary()


@pytest.mark.parametrize("typed, meant", [
    ("tegnspeler", "tegenspeler"),   # a letter left out
    ("tegenspeeler", "tegenspeler"),  # one too many
    ("strafkaqrt", "strafkaart"),    # one wrong
    ("lieder", "leider"),            # two swapped
    ("blnde", "blinde"),
])
def test_a_slip_is_read_as_the_frequent_train_word(typed, meant):
    assert Speller(COUNTS).correct(typed) == meant


@pytest.mark.parametrize("word", [
    "tegenspeler",  # a train word itself
    "zelden",       # known to the train messages (twice), though rare
    "bood",         # a Dutch form the lemmatizer knows, not a slip of "bod"
    "stoel",        # a Dutch form the lemmatizer knows
    "qwxyzab",      # nothing one slip away
])
def test_other_words_are_left_alone(word):
    assert Speller(COUNTS).correct(word) is None


def test_a_real_word_one_slip_from_a_train_word_is_blocked_when_trained():
    speller = Speller.from_texts(["zaten"] * 30 + ["tegenspeler"] * 30)
    assert "zaken" in speller.blocked  # a Dutch word ("things"), not a slip of "zaten"
    assert speller.correct("zaken") is None
    assert speller.correct("zatne") == "zaten"


CONTEXT_COUNTS = {"kaart": 500, "de": 900, "heeft": 300, "het": 800, "w": 200, "bod": 100, "een": 700, "en": 600,
                  "speelde": 300, "net": 60, "niet": 900}
CONTEXT_PAIRS = {"de kaart": 200, "w heeft": 50, "het bod": 40, "speelde een": 30, "een kaart": 80, "en de": 90}


@pytest.mark.parametrize("typed, before, after, meant", [
    ("kart", "de", None, "kaart"),      # a real word of the tables ("go-kart"), where train has "de kaart"
    ("heet", "w", "de", "heeft"),       # "heet" is "heeft" after a seat ...
    ("heet", None, "bod", "het"),       # ... and "het" before "bod"
    ("ewn", "speelde", "kaart", "een"),  # one slip from "een" and from "en": the neighbours choose
    ("kart", "go", None, None),         # no neighbour train has beside "kaart"
    ("net", "speelde", "de", None),     # a train word is never read ("niet" would flip the meaning)
    ("huh", "de", "kaart", None),       # an interjection
])
def test_a_word_left_unread_alone_is_read_by_its_neighbours(typed, before, after, meant):
    speller = Speller(CONTEXT_COUNTS, pairs=CONTEXT_PAIRS)
    assert speller.correct(typed) is None
    assert speller.in_context(typed, before, after) == meant


def test_the_neighbours_must_show_a_clear_lead():
    pairs = {"w heeft": 20, "w het": 10}  # "heeft" twice as often as "het" beside "w": less than CONTEXT_LEAD times
    assert Speller(CONTEXT_COUNTS, pairs=pairs).in_context("heet", "w", None) is None
    assert Speller(CONTEXT_COUNTS, pairs={"w heeft": 30, "w het": 10}).in_context("heet", "w", None) == "heeft"


def test_the_component_reads_a_word_by_its_neighbours_after_reading_the_one_before():
    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = Speller(CONTEXT_COUNTS, pairs=CONTEXT_PAIRS)
    doc = nlp("w heet de kart")
    assert [token.norm_ for token in doc] == ["w", "heeft", "de", "kaart"]
    assert doc.user_data["tdbot_spelled"] == {1: "heeft", 3: "kaart"}


def test_the_parser_reads_a_real_word_by_its_neighbours():
    parser = load_parser()
    parsed = parser.parse("W speelde de kart uit de verkeerde hand, leider Z was aan slag.")
    assert ("kart", "kaart") in parsed.spelled
    assert parsed.event == parser.parse("W speelde de kaart uit de verkeerde hand, leider Z was aan slag.").event


def test_train_words_below_the_known_count_are_not_kept():
    speller = Speller.from_texts(["tegenspeler"] * 30 + ["tegnspeler"])
    assert "tegnspeler" not in speller.counts
    assert speller.correct("tegnspeler") == "tegenspeler"


def test_the_component_sets_the_norm_and_so_the_lemma_never_the_text():
    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = Speller(COUNTS)
    doc = nlp("de tegnspeler speelde")
    assert doc[1].text == "tegnspeler"
    assert doc[1].norm_ == "tegenspeler" and doc[1].lemma_ == "tegenspeler"


def test_a_name_with_its_seat_is_no_slip():
    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = Speller({"slem": 300, "blinde": 300})
    assert nlp("sem (z) is leider")[0].norm_ == "sem"
    assert nlp("de sem van z")[1].norm_ == "slem"
    assert nlp("de bilnde (n) speelde")[1].norm_ == "blinde"  # a role word with its seat is read


def test_word_pairs_are_counted_within_a_message():
    assert word_pairs([["van", "de", "blinde"], ["de", "x"], ["1", "sa"]]) == {"van de": 1, "de blinde": 1, "de x": 1}


@pytest.mark.parametrize("counts, pairs, typed, parts", [
    ({"van": 900, "de": 900}, {"van de": 500}, "vande", ("van", "de")),       # an ending after a stop word
    ({"leider": 3000, "z": 900}, {"leider z": 300}, "leiderz", ("leider", "z")),  # no thumb types z after r
    ({"noord": 900, "en": 900}, {"noord en": 500}, "noorden", None),         # an ending after another word: one word
    ({"kaart": 900, "op": 900}, {"kaart op": 200}, "kaartop", ("kaart", "op")),  # a particle after any word
    ({"omdat": 600, "o": 900, "dat": 900}, {"o dat": 20}, "odat", None),     # a slip of a more used word
    ({"van": 900, "de": 900}, {"van de": 5}, "vande", None),                  # too seldom in a row
])
def test_two_words_train_has_in_a_row_are_split(counts, pairs, typed, parts):
    assert Speller(counts, pairs=pairs).split(typed) == parts


def test_a_real_word_the_pairs_would_split_is_blocked_when_trained():
    speller = Speller.from_texts(["voor"] * 30 + ["uit"] * 30, {"voor uit": 200, "voor de": 3})
    assert "vooruit" in speller.blocked and speller.split("vooruit") is None
    assert speller.pairs == {"voor uit": 200}  # pairs seen fewer than PAIR_MIN times are not kept


def test_without_train_words_the_component_does_nothing():
    doc = build_base()("de tegnspeler speelde")
    assert doc[1].norm_ == "tegnspeler"


def test_the_shorthand_table_comes_first():
    speller = Speller({"tegenste": 40})
    assert speller.correct("tegenst") == "tegenste"  # read alone, the shorthand would be a slip ...
    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = speller
    doc = nlp("de tegenst speelde")
    assert doc[1].norm_ == "tegenspeler" and 1 not in doc.user_data.get("tdbot_spelled", {})  # ... but the table has it


def test_saved_and_loaded_with_the_model(tmp_path):
    spelling = Spelling()
    spelling.speller = Speller(COUNTS, ["zaken"])
    spelling.to_disk(tmp_path / "tdbot_spelling")
    loaded = Spelling().from_disk(tmp_path / "tdbot_spelling")
    assert loaded.speller.counts == COUNTS and loaded.speller.blocked == {"zaken"}
    assert loaded.speller.correct("tegnspeler") == "tegenspeler"


def test_the_committed_model_carries_the_train_words():
    data = json.loads((model_path() / "tdbot_spelling" / FILE).read_text(encoding="utf-8"))
    assert data["counts"]["blinde"] > 1000
    assert all(n >= 2 for n in data["counts"].values())


# Messages written for this test (not corpus messages), each with one slip in the word that carries a fact.
@pytest.mark.parametrize("clean, typed", [
    ("O bood onvoldoende 1♥ na 1♠ van N. Z heeft nog niets gezegd.",
     "O bood onvoldoende 1♥ na 1♠ van N. Z heeft nog noets gezegd."),
    ("Gever N. Z opende voor zijn beurt 1♠, terwijl N aan de beurt was.",
     "Geveer N. Z opende voor zijn beurt 1♠, terwijl N aan de beurt was."),
    ("W heeft de ♦H als strafkaart. Zijn partner O komt aan slag en leider N verbiedt ruiten.",
     "W heeft de ♦H als strafkaart. Zijn partner O komt aan slag en leider N verbiet ruiten."),
    ("Tegenspeler Z kwam voor zijn beurt uit met de ♣V, leider O heeft de blinde nog niet opengelegd.",
     "Tegenspeler Z kwam voor zijn beurt uit met de ♣V, leider O heeft de bkinde nog niet opengelegd."),
    ("Leider W claimde de rest, maar tegenspeler N heeft nog een troef. De tegenspelers gaan niet akkoord.",
     "Leider W claimde de rest, maar tegenspeler N heeft nog een trowf. De tegenspelers gaan niet akkoord."),
    ("Na afloop bleek dat W in slag 9 niet bekend heeft, hij had nog een schoppen. NZ wonnen die slag.",
     "Na afloop bleek dat W in slag 9 niet bekend heeft, hij had nog een schoppen. NZ wnnen die slag."),
])
def test_a_slip_in_a_key_word_gives_the_same_event(clean, typed):
    parser = load_parser()
    assert parser.parse(typed).event == parser.parse(clean).event


def test_with_slips_is_repeatable_and_changes_only_long_words():
    examples = [Example(text="Tegenspeler W verzaakte in slag 5, voldongen.", kind="incident", irregularity="revoke", facts={}),
                Example(text="N zat op 1 ♠.", kind="incident", irregularity="revoke", facts={})]
    once, again = with_slips(examples, 2), with_slips(examples, 2)
    assert [e.text for e in once] == [e.text for e in again]
    assert once[0].text != examples[0].text and once[1].text == examples[1].text  # no word of five letters
    words, slipped = examples[0].text.split(), once[0].text.split()
    assert len(words) == len(slipped)  # a slip never adds or removes a space
    changed = [(a, b) for a, b in zip(words, slipped) if a != b]
    assert len(changed) == 2 and all(a[0] == b[0] and len(a) >= 5 for a, b in changed)


def test_a_slip_keeps_the_first_letter_and_changes_the_word():
    rng = random.Random(3)
    for _ in range(200):
        typed = slip("tegenspeler", rng)
        assert typed[0] == "t" and typed != "tegenspeler" and abs(len(typed) - 11) <= 1


def test_eval_reports_the_slips(tmp_path, capsys):
    source = tmp_path / "few.jsonl"
    source.write_text(json.dumps({"text": "Tegenspeler W verzaakte in slag 5, voldongen. W won die slag.", "kind": "incident",
                                  "event": {"irregularity": "revoke"}}) + "\n", encoding="utf-8")
    assert eval_main(["--file", str(source), "--slips", "1", "--json", "--shared", str(tmp_path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["slips_per_message"] == 1 and result["file"]["messages"] == 1 and result["slip_min_length"] == 5
    assert eval_main(["--file", str(source), "--slips", "1", "--slip-min", "3", "--json", "--shared", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out)["slip_min_length"] == 3


def test_with_slips_reaches_short_words_when_asked():
    example = Example(text="N zat op de bod nu", kind="incident", irregularity="revoke", facts={})
    assert with_slips([example], 1)[0].text == example.text  # no word of five letters
    slipped = with_slips([example], 1, min_length=3)[0].text.split()
    changed = [(a, b) for a, b in zip(example.text.split(), slipped) if a != b]
    assert len(changed) == 1 and len(changed[0][0]) == 3


def test_the_classifier_and_the_neighbours_read_a_slip_as_its_train_word():
    from nlp.spelling import corrections, spelled_text
    from nlp.textcat_model import doc_features

    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = Speller(COUNTS)
    typed, clean = nlp("de tegnspeler speelde"), nlp("de tegenspeler speelde")
    assert corrections(typed) == {1: "tegenspeler"} and corrections(clean) == {}
    assert spelled_text(typed) == "de tegenspeler speelde" and spelled_text(clean) == clean.text
    assert sorted(doc_features(typed, ("orth", "lemma"), 2, 4)) == sorted(doc_features(clean, ("orth", "lemma"), 2, 4))


def test_the_shipped_classifier_and_neighbours_score_a_slip_as_the_clean_message():
    parser = load_parser()
    typed = parser.nlp("tegenspeler o heeft de ♦h als strafkaaart en n komt aan slag")
    clean = parser.nlp("tegenspeler o heeft de ♦h als strafkaart en n komt aan slag")
    assert typed.cats == clean.cats
    assert typed._.neighbour_votes() == clean._.neighbour_votes()


def test_the_parser_names_the_words_it_read_as_slips():
    parsed = load_parser().parse("Tegenspeler Z kwam voor zijn beurt uit, leider O heeft de bkinde nog niet opengelegd.")
    assert parsed.spelled == (("bkinde", "blinde"),)
    assert parsed.to_json()["spelled"] == [["bkinde", "blinde"]]
    assert load_parser().parse("Tegenspeler Z kwam voor zijn beurt uit.").spelled == ()


JOIN_COUNTS = {"voor": 500, "zijn": 400, "niets": 60, "gezegd": 50, "speelde": 300, "voorzien": 30, "vrouw": 90, "de": 900, "o": 300}


@pytest.mark.parametrize("typed, parts", [
    ("voorzijn", ("voor", "zijn")),       # "voorzien" is one slip away but used less than "zijn"
    ("nietsgezegd", ("niets", "gezegd")),
    ("ospeelde", ("o", "speelde")),       # a seat letter on its own
    ("vrouwen", None),                    # a Dutch ending, not a second word ("vrouw|en")
    ("speelde", None),                    # a train word
    ("dezijn", ("de", "zijn")),
    ("vspeelde", None),                   # a one-letter part that is no seat
])
def test_a_word_run_together_is_split_in_two_train_words(typed, parts):
    assert Speller({**JOIN_COUNTS, "v": 100}).split(typed) == parts


def test_a_slip_of_a_more_used_word_is_read_as_that_slip_not_split():
    assert Speller({"voor": 500, "zijn": 40, "voorzien": 300}).split("voorzijn") is None


def test_real_words_made_of_two_train_words_are_never_split_once_trained():
    speller = Speller.from_texts(["aan"] * 30 + ["gezien"] * 30)
    assert "aangezien" in speller.blocked and speller.split("aangezien") is None


def test_a_real_word_is_split_only_where_its_neighbours_show_the_two_words():
    speller = Speller({"in": 900, "slag": 500, "verzaakte": 80, "van": 900, "de": 900, "kaart": 400, "blinde": 300, "er": 300},
                      ["inslag", "vande", "erin"], {"in slag": 300, "verzaakte in": 20, "van de": 900, "kaart van": 40, "er in": 50,
                                                     "kaart er": 20})
    assert speller.split("inslag") is None and speller.split("vande") is None  # real words (an impact; a cheese)
    assert speller.split_in_context("inslag", "verzaakte", None) == ("in", "slag")
    assert speller.split_in_context("vande", "kaart", "blinde") == ("van", "de")
    assert speller.split_in_context("inslag", "grote", "gemaakt") is None  # no neighbour train has beside a part
    assert speller.split_in_context("erin", "kaart", "lag") is None  # a pronominal adverb is one word


def test_an_ending_after_a_content_word_is_split_off_only_where_the_neighbours_show_it():
    counts = {"pakte": 200, "de": 900, "kaart": 400, "w": 300, "hadden": 300, "had": 500, "en": 900}
    speller = Speller(counts, pairs={"pakte de": 40, "de kaart": 300, "w pakte": 30, "had en": 20, "en de": 50})
    assert speller.split("paktede") is None  # "de" may be an ending ("liggende")
    assert speller.split_in_context("paktede", "w", "kaart") == ("pakte", "de")
    assert speller.split_in_context("paktede", "zij", "hoed") is None
    # a slip is read, not split: "haden" is "hadden" with a letter left out, though "had en" comes before "de"
    assert speller.correct("haden") == "hadden" and speller.split_in_context("haden", "zij", "de") is None


def test_the_parser_splits_a_real_word_by_its_neighbours():
    parser = load_parser()
    typed = parser.parse("Tegenspeler W verzaakte inslag 7, hij had nog harten. NZ wonnen de slag.")
    assert typed.spelled == (("inslag", "in slag"),)
    assert typed.event == parser.parse("Tegenspeler W verzaakte in slag 7, hij had nog harten. NZ wonnen de slag.").event


def test_the_joins_component_splits_the_token_and_the_readers_see_two_words():
    from nlp.extract import Reader
    from nlp.spelling import readings, tokens_text

    nlp = build_base()
    nlp.get_pipe("tdbot_spelling").speller = Speller(JOIN_COUNTS)
    doc = nlp("w speelde voorzijn beurt")
    assert [t.text for t in doc] == ["w", "speelde", "voor", "zijn", "beurt"] and doc.text == "w speelde voorzijn beurt"
    assert tokens_text(doc) == "w speelde voor zijn beurt" and Reader(doc).norm == "w speelde voor zijn beurt"
    assert readings(doc) == (("voorzijn", "voor zijn"),)
    assert [t.text for t in build_base()("w speelde voorzijn beurt")][2] == "voorzijn"  # no train words: no split


def test_the_parser_reads_words_run_together():
    parser = load_parser()
    typed = parser.parse("Tegenspeler W speelde voorzijn beurt voor in slag 5, leider N heeft nog nietsgezegd.")
    clean = parser.parse("Tegenspeler W speelde voor zijn beurt voor in slag 5, leider N heeft nog niets gezegd.")
    assert typed.event == clean.event
    assert typed.spelled == (("voorzijn", "voor zijn"), ("nietsgezegd", "niets gezegd"))


@pytest.mark.parametrize("typed, after_suit, parts", [
    ("slag10", False, ("slag", "10")), ("5kwam", False, ("5", "kwam")), ("nog6", False, ("nog", "6")),
    ("na1", False, ("na", "1")),  # a word of two letters before a number ("na1♠") ...
    ("2de", False, None),         # ... but not after one: an ordinal
    ("11,oost", False, ("11", ",", "oost")),
    ("2harten", False, None),   # a call: a suit is never split from its level
    ("8ste", False, None),      # an ordinal
    ("3x", False, None),        # too short to be a word
    ("zelden7", False, None),   # a word train has fewer than JOIN_MIN times
    ("slag123", False, None),   # no trick or card count has three digits
    ("zei'ruiten", False, ("zei", "'", "ruiten")), ("klein'en", False, ("klein", "'", "en")),
    ("leider:'speel", False, ("leider", ":", "'", "speel")),
    ("zo'n", False, None), ("auto's", False, None),  # Dutch contractions and plurals
    ("dbl'de", False, None),   # an abbreviation's ending
    ("hen", True, ("h", "en")), ("vuit", True, ("v", "uit")), ("10en", True, ("10", "en")),
    ("heer", True, None),      # a rank word after a suit symbol: "♠Heer"
    ("hen", False, None),      # not after a suit symbol: the pronoun
])
def test_a_train_word_run_together_with_a_number_quote_or_card_is_split(typed, after_suit, parts):
    counts = {"slag": 500, "kwam": 100, "nog": 900, "harten": 400, "ste": 50, "zelden": 5, "oost": 300, "zei": 300,
              "ruiten": 400, "klein": 100, "en": 900, "leider": 600, "speel": 80, "zo": 200, "auto": 30, "dbl": 40,
              "de": 900, "uit": 500, "heer": 100, "eer": 30, "na": 300}
    assert Speller(counts).split_touching(typed, after_suit) == parts


def test_the_parser_reads_a_number_run_together_with_a_word():
    parser = load_parser()
    typed = parser.parse("Tegenspeler W verzaakte in slag7, voldongen. NZ wonnen daarna nog 2slagen.")
    clean = parser.parse("Tegenspeler W verzaakte in slag 7, voldongen. NZ wonnen daarna nog 2 slagen.")
    assert typed.event == clean.event and typed.event.get("trick_number") == 7
    assert typed.spelled == (("slag7", "slag 7"), ("2slagen", "2 slagen"))


def test_the_parser_reads_a_quote_or_a_card_run_together_with_a_word():
    parser = load_parser()
    typed = parser.parse("Leider N zei'ruiten' en de blinde legde de ♦H. Hij bedoelde de ♦Aen wil die nu.")
    clean = parser.parse("Leider N zei 'ruiten' en de blinde legde de ♦H. Hij bedoelde de ♦A en wil die nu.")
    assert typed.event == clean.event
    assert typed.spelled == (("zei'ruiten", "zei ' ruiten"), ("aen", "a en"))  # the parser reads lower case


def test_with_number_joins_leaves_out_spaces_between_a_number_and_a_word_only():
    examples = [Example(text="W speelde in slag 7 voor zijn beurt, 1 ♠.", kind="incident", irregularity="revoke", facts={})]
    assert with_number_joins(examples, 9)[0].text == "W speelde in slag7voor zijn beurt, 1 ♠."


def test_with_punct_joins_leaves_out_spaces_after_a_punctuation_mark_only():
    examples = [Example(text="W verzaakte, voldongen. N (leider) won 1 ♠.", kind="incident", irregularity="revoke", facts={})]
    assert with_punct_joins(examples, 9)[0].text == "W verzaakte,voldongen.N (leider)won 1 ♠."
    assert with_punct_joins(examples, 1)[0].text == with_punct_joins(examples, 1)[0].text  # seeded


def test_with_joins_leaves_out_spaces_between_words_only():
    examples = [Example(text="W speelde voor zijn beurt, 1 ♠.", kind="incident", irregularity="revoke", facts={})]
    joined = with_joins(examples, 1)[0].text
    assert joined == with_joins(examples, 1)[0].text and len(joined) == len(examples[0].text) - 1
    assert joined.replace(" ", "") == examples[0].text.replace(" ", "") and "1 ♠" in joined
    assert with_joins(examples, 9)[0].text == "Wspeeldevoorzijnbeurt, 1 ♠."
