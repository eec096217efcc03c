"""How the event component turns classifier and cue scores into a kind: rule, ask, or other."""

import functools

import pytest
import spacy

from nlp.event import EXPOSED_CARD, INADMISSIBLE, EventBuilder


@pytest.fixture
def builder():
    return EventBuilder(cue_weight=0.2, ambiguity_margin=0.1, ambiguity_min_cue=2.0,
                        low_confidence=0.5, low_confidence_margin=0.3)


def doc_with(cats, cues, bridge_words=True):
    """A one-word doc with these scores; ``bridge_words``: its word is a cue span (``has_bridge_words``)."""
    doc = spacy.blank("nl")("x")
    doc.cats = cats
    doc._.cue_scores = cues
    if bridge_words:
        doc.spans["cues"] = [doc[0:1]]
    return doc


def test_a_clear_best_guess_is_ruled_on(builder):
    kind, _, candidates = builder.classify(doc_with({"revoke": 0.9, "claim": 0.05, "other": 0.05}, {}))
    assert kind == "revoke" and candidates == ()


def test_cues_add_to_the_classifier(builder):
    kind, _, _ = builder.classify(doc_with({"claim": 0.5, "revoke": 0.45, "other": 0.05}, {"revoke": 3.0}))
    assert kind == "revoke"


def test_two_cue_backed_irregularities_close_together_are_asked(builder):
    kind, _, candidates = builder.classify(
        doc_with({"insufficient_bid": 0.45, "call_out_of_rotation": 0.45, "other": 0.1},
                 {"insufficient_bid": 3.0, "call_out_of_rotation": 3.0}))
    assert kind is None and set(candidates) == {"insufficient_bid", "call_out_of_rotation"}


def test_an_unsure_guess_with_a_near_second_is_asked(builder):
    kind, _, candidates = builder.classify(doc_with({"card_played": 0.4, "change_of_call": 0.3, "other": 0.3}, {}))
    assert kind is None and candidates == ("card_played", "change_of_call")


def test_an_unsure_guess_without_any_bridge_word_is_not_asked_about(builder):
    """"Bedoel je X of Y?" about a recipe helps nobody: with no cue or bridge entity it is "other"."""
    cats = {"card_played": 0.4, "change_of_call": 0.3, "other": 0.3}
    assert builder.classify(doc_with(cats, {}))[2] == ("card_played", "change_of_call")
    kind, _, candidates = builder.classify(doc_with(cats, {}, bridge_words=False))
    assert (kind, candidates) == (None, ())
    from nlp.pipeline import build

    nlp = build(use_model=False)
    recipe = nlp("recept erwtensoep: spliterwten, winterwortel en rookworst, 2 uur laten trekken")
    recipe.cats = {"card_played": 0.4, "change_of_call": 0.3, "other": 0.3}
    assert builder.classify(recipe)[2] == ()
    table = nlp("N legde een kaart op tafel")  # a seat: bridge words, so the question stands
    table.cats = {"card_played": 0.4, "change_of_call": 0.3, "other": 0.3}
    assert builder.classify(table)[2] == ("card_played", "change_of_call")


def test_a_reading_the_reranker_lifted_from_an_unsure_classifier_without_bridge_words_is_no_reading(builder):
    """"Welterusten iedereen": the classifier below UNSURE_WITHOUT_BRIDGE_WORDS and no cue, seat, call, card or
    trick; however sure the reranked scores are, no irregularity is read."""
    from nlp.event import UNSURE_WITHOUT_BRIDGE_WORDS

    lifted = {"procedural": 0.9, "fouled_board": 0.05, "other": 0.05}
    unsure = {"procedural": UNSURE_WITHOUT_BRIDGE_WORDS - 0.15, "fouled_board": 0.11, "other": 0.1}
    assert builder.classify(doc_with(unsure, {}, bridge_words=False), lifted) == (None, 0.9, ())
    assert builder.classify(doc_with(unsure, {}), lifted)[0] == "procedural"  # a bridge word: ruled on
    sure = {"procedural": UNSURE_WITHOUT_BRIDGE_WORDS + 0.1, "fouled_board": 0.1, "other": 0.1}
    assert builder.classify(doc_with(sure, {}, bridge_words=False), lifted)[0] == "procedural"  # "paar 5 kwam te laat"


def test_other_wins_means_not_an_irregularity(builder):
    kind, _, candidates = builder.classify(doc_with({"other": 0.8, "revoke": 0.2}, {}))
    assert kind is None and candidates == ()


def test_no_question_when_both_readings_give_the_same_ruling():
    """'Bedoel je X of Y?' is only asked when the answer changes the ruling."""
    from nlp.api import load_parser
    from nlp.event import same_ruling
    from nlp.extract import Reader

    nlp = load_parser().nlp
    # 'klein' from dummy: as a played card or as a designation, Law 46B1c decides either way
    same = Reader(nlp("leider w zei 'klein' van tafel, welke kaart is gespeeld?"))
    assert same_ruling(("card_played", "card_designation"), same)
    # out of turn and too low: Law 31 and Law 27 differ, so the bot must ask
    differ = Reader(nlp("n bood 1♥ maar het was niet zijn beurt en ook te laag"))
    assert not same_ruling(("call_out_of_rotation", "insufficient_bid"), differ)
    # a reading that still needs facts is never taken as 'the same'
    unsure = Reader(nlp("er is iets misgegaan"))
    assert not same_ruling(("revoke", "claim"), unsure)


def test_uitspelen_out_of_turn_is_a_cue_for_a_lead_out_of_turn():
    from nlp.api import load_parser

    nlp = load_parser().nlp
    assert nlp("n speelt uit voor zijn beurt")._.cue_scores.get("lead_out_of_turn", 0) >= 3
    assert nlp("z speelde de ♠4 uit terwijl w aan de beurt was")._.cue_scores.get("lead_out_of_turn", 0) >= 3
    assert "lead_out_of_turn" not in (nlp("n speelt uit, alles volgens de regels")._.cue_scores or {})


@functools.lru_cache(maxsize=1)
def rule_pipeline():
    """The rule pipeline (no model), built once for the tests that only read a text with it."""
    from nlp.pipeline import build

    return build(use_model=False)


def settled(text: str, kinds: tuple[str, ...]) -> str | None:
    """What ``nlp.event.boundary`` makes of a text (read by the rule pipeline) when the classifier hesitates between ``kinds``."""
    from nlp.event import boundary
    from nlp.extract import Reader

    return boundary(kinds, Reader(rule_pipeline()(text.lower())))


@pytest.mark.parametrize("text, kinds, expected", [
    ("W heeft 12 kaarten en O heeft er 14, gemerkt in slag 3", ("missing_card",), "incorrect_number_of_cards"),
    ("N heeft maar twaalf kaarten, de anderen hebben er allemaal 13", ("incorrect_number_of_cards",), "missing_card"),
    ("Z telt 12 kaarten, N heeft er veertien", ("incorrect_number_of_cards", "missing_card"), "incorrect_number_of_cards"),
    # a hand short and no other hand said to have too many: Law 14 (GUIDE.md)
    ("Z telt 12 kaarten", ("incorrect_number_of_cards", "missing_card"), "missing_card"),
    ("Na afloop mist W een kaart; die zat tussen zijn gespeelde kaarten", ("incorrect_number_of_cards",), "missing_card"),
    # the missing card found in another hand: that hand had fourteen, Law 13
    ("W had 12 kaarten, zijn dertiende zat bij N", ("missing_card",), "incorrect_number_of_cards"),
    ("Na slag 10 bleek dat de blinde 12 kaarten had; de ♣2 lag bij de leider", ("missing_card",), "incorrect_number_of_cards"),
    ("Oost had twaalf kaarten en West er vijftien", ("missing_card",), "incorrect_number_of_cards"),
    # a board number is no count of cards, and the short hand itself is no other hand
    ("Bord 15: de ♦10 ontbreekt en is niet teruggevonden", ("incorrect_number_of_cards",), "missing_card"),
    ("12 kaarten in de hand van zuid, ontdekt in slag 3", ("incorrect_number_of_cards",), "missing_card"),
    ("N speelt met een kaart te weinig? Niemand weet het", ("revoke",), None),  # no pair: no boundary
    ("Het bord is vuil, niemand telde", ("incorrect_number_of_cards", "missing_card"), None),  # says neither
    ("W heeft 12 kaarten en O heeft er 14", ("revoke",), None),  # not a pair the boundary is about
])
def test_a_stated_fact_settles_the_boundary_between_law_13_and_14(text, kinds, expected):
    assert settled(text, kinds) == expected


PENALTY_CARD_PLAY = ("inability_to_play", "penalty_card")


@pytest.mark.parametrize("text, kinds, expected", [
    # the holder still has the suit led: he must follow suit, Law 59
    ("W heeft de ♠B als grote strafkaart; er wordt harten gespeeld en W heeft nog harten", ("penalty_card",), "inability_to_play"),
    ("strafk ♥H O. ♠ gespeeld, O heeft nog ♠.", PENALTY_CARD_PLAY, "inability_to_play"),
    ("oost heeft de ♥A als strafkaart. nu speelt de leider ruiten voor en oost heeft nog twee ruitens", ("penalty_card",), "inability_to_play"),
    # the holder is void in the suit led: he must play his penalty card, Law 50
    ("De ♥A van Z is een strafkaart; er wordt klaveren gespeeld en Z heeft geen klaveren", ("inability_to_play",), "penalty_card"),
    # his partner cannot lead the suit declarer demanded: Law 59
    ("O heeft de ♠8 als strafkaart; W komt aan slag en de leider eist schoppen, maar W heeft geen schoppen", PENALTY_CARD_PLAY, "inability_to_play"),
    # nothing said about following suit: the fact does not decide
    ("O liet de ♣4 vallen, open op tafel", ("penalty_card",), None),
    ("W heeft de ♠B als strafkaart; er wordt harten gespeeld en W heeft nog harten", ("revoke",), None),  # not this pair
])
def test_what_a_penalty_card_holder_or_his_partner_can_play_settles_law_50_against_59(text, kinds, expected):
    assert settled(text, kinds) == expected


@pytest.mark.parametrize("text, kinds, expected", [
    # a new call after the auction ended: Law 39
    ("Toen de bieding al afgelopen was, zei W nog 4♠", ("insufficient_bid",), "call_after_final_pass"),
    ("na de slotpas doubleert Z alsnog", ("inadmissible_call", "call_out_of_rotation"), "call_after_final_pass"),
    # a change of one's own call, a call before the end, or one named inadmissible: not this rule
    ("na de slotpas wil N zijn 3♦ veranderen in 3♥", ("insufficient_bid",), None),
    ("nog voordat de bieding was afgelopen bood O 2♠", ("call_out_of_rotation",), None),
    ("na de slotpas bood W nog 5♣, een ontoelaatbare bieding", ("inadmissible_call",), None),
])
def test_a_call_after_the_final_pass_is_law_39(text, kinds, expected):
    assert settled(text, kinds) == expected


PREMATURE_PLAY = ("inability_to_play", "premature_play")


@pytest.mark.parametrize("text, kinds, expected", [
    # declarer's demand after a premature play that the partner cannot meet: Law 59
    ("O speelde te vroeg bij; de leider eist dat W de hoogste klaveren speelt, maar W heeft geen klaveren",
     ("premature_play",), "inability_to_play"),
    ("na de te vroege kaart van N verbiedt de leider Z schoppen te spelen, en Z heeft alleen nog schoppen",
     PREMATURE_PLAY, "inability_to_play"),
    # the partner can comply, or nothing is said about it: the fact does not decide
    ("O speelde te vroeg bij; de leider eist dat W de hoogste klaveren speelt, W heeft er nog twee",
     PREMATURE_PLAY, None),
    ("Z speelde te vroeg, voor zijn partner N", ("premature_play",), None),
])
def test_a_partner_who_cannot_meet_the_demand_after_a_premature_play_is_law_59(text, kinds, expected):
    assert settled(text, kinds) == expected


DUMMY_CARD = ("dummy_conduct", "dummy_indicates_card")


@pytest.mark.parametrize("text, kinds, expected", [
    # dummy pointing at, tapping, touching, holding or pushing forward one of his cards: Law 45F
    ("De blinde wees in slag 12 de laatste troef aan, voordat de leider iets vroeg", ("dummy_conduct",), "dummy_indicates_card"),
    ("mijn partner zat als blinde en tikte twee keer op de ruitenheer terwijl ik nadacht", DUMMY_CARD, "dummy_indicates_card"),
    ("blinde W pakt in slag 2 de ♣A beet terwijl leider O nog twijfelt", ("dummy_conduct",), "dummy_indicates_card"),
    ("de blinde legde zijn vinger bij de ♦8 voordat de leider iets zei", DUMMY_CARD, "dummy_indicates_card"),
    ("dummy keeps pointing at cards voordat de leider ze noemt", ("dummy_conduct",), "dummy_indicates_card"),
    # the card declarer named or asked for, declarer's own card, preventing an irregularity: not 45F
    ("blinde schuift de ♥V naar voren zodra de leider 'vrouw' zegt", ("dummy_conduct",), None),
    ("blinde O legt de kaart die leider W hem opdraagt; mag de blinde de kaart eigenlijk aanraken?", ("dummy_conduct",), None),
    ("de blinde legde zijn hand op de kaart van de leider om een verzaking te voorkomen", ("dummy_conduct",), None),
    # no card: a gesture is Law 43's communication; no dummy: no boundary
    ("terwijl de leider een kaart zocht, tikte de blinde met zijn pen op tafel", ("dummy_conduct",), None),
    ("Z wees de ♠H aan", ("dummy_conduct",), None),
    ("De blinde wees de ♠H aan", ("revoke",), None),  # not a pair the boundary is about
])
def test_a_dummy_gesturing_at_a_card_settles_law_45f_against_law_43(text, kinds, expected):
    assert settled(text, kinds) == expected


@pytest.mark.parametrize("text, kinds, expected", [
    # dummy himself placing or playing a card declarer had not named: Law 45D
    ("de blinde legde uit zichzelf de ♣B in de slag", ("dummy_indicates_card",), "card_misplayed_by_dummy"),
    ("Blinde O speelde de ♠A al terwijl leider W nog zat te denken", ("premature_play", "dummy_indicates_card"),
     "card_misplayed_by_dummy"),
    ("N (blinde) wachtte niet op Z en legde zelf al een kleine klaveren bij", ("premature_play",), "card_misplayed_by_dummy"),
    ("zonder dat de leider iets zei legt de blinde een kaart in de slag, is die gespeeld?", ("card_played",),
     "card_misplayed_by_dummy"),
    ("dummy pakt op eigen houtje de ♣H en legt hem in de slag", ("dummy_conduct",), "card_misplayed_by_dummy"),
    # the verb before dummy, as Dutch puts it after a fronted phrase ("In slag 7 speelde de blinde …")
    ("In slag 7 speelde de blinde uit zichzelf de ♦4 bij", ("dummy_indicates_card",), "card_misplayed_by_dummy"),
    ("In slag 7 legde de blinde zijn vinger op de ♦4 voordat de leider iets zei", DUMMY_CARD, "dummy_indicates_card"),
    # s15: the card and the trick told between dummy and the verb, declarer having named another card
    ("bij het nakijken bleek dat de blinde in slag 5 de ♦3 had gespeeld terwijl de leider de ♦V had gevraagd",
     ("card_played",), "card_misplayed_by_dummy"),
    # a finger or hand on a card, a card pushed forward: 45F, not 45D
    ("de blinde legde zijn vinger op de ♦B terwijl de leider nog nadacht", DUMMY_CARD, "dummy_indicates_card"),
    ("blinde Z legt de ♣8 ongevraagd naar voren", ("premature_play",), None),
    # a defender's early play after dummy's act is the defender's premature play (57)
    ("blinde N pakt op eigen houtje de ♣B, en O gooit daar meteen een kaart bij voordat zijn partner speelde",
     ("premature_play",), None),
    # dummy playing the card declarer named, or declarer playing from dummy: no boundary
    ("blinde legt zelf de kaart in de slag die de leider noemt", ("dummy_conduct",), None),
    ("de leider speelde uit de blinde al een kaart voordat O had bijgespeeld", ("premature_play",), None),
    ("de blinde speelde uit zichzelf een kaart", ("revoke",), None),  # not a pair the boundary is about
])
def test_dummy_playing_a_card_on_his_own_settles_law_45d(text, kinds, expected):
    assert settled(text, kinds) == expected


@pytest.mark.parametrize("text, kinds, expected", [
    ("N heeft 2 kaarten laten vallen tijdens bieding, ♠3 en ♦6, Z zag ze", EXPOSED_CARD, "card_exposed_during_auction"),
    ("gedurende het bieden lag de ♥V van O open op tafel; wordt dat een strafkaart?", ("penalty_card",),
     "card_exposed_during_auction"),
    ("W liet nog bij het bieden een kaart zien", ("penalty_card",), "card_exposed_during_auction"),
    # the period denied, or not said: the classifier's reading stands
    ("Tijdens het spel, dus niet tijdens het bieden, viel de ♦3 van zuid open op tafel", EXPOSED_CARD, None),
    ("W liet de ♥4 per ongeluk vallen, open op tafel", EXPOSED_CARD, None),
    ("tijdens het bieden zei N 'oeps' en pakte zijn kaart terug", ("unauthorized_information",), None),  # another pair
])
def test_a_card_exposed_during_the_auction_is_law_24_not_a_penalty_card(text, kinds, expected):
    assert settled(text, kinds) == expected


@pytest.mark.parametrize("text, kinds, expected", [
    ("Z bood 1♥ na 1♠ van W, dat werd 2♥. N sprong daarna naar 4♥; OW voelen zich benadeeld.", ("insufficient_bid",),
     "withdrawn_action_info"),
    ("O wilde zijn 2♦ in 3♦ veranderen, maar de WL liet 2♦ staan. W bood toen 5♦ en NZ roepen de WL.",
     ("change_of_call", "withdrawn_action_info"), "withdrawn_action_info"),
    ("W paste voor zijn beurt, geannuleerd. O paste later met 12 punten; volgens NZ wist O dat W zwak was.",
     ("call_out_of_rotation",), "withdrawn_action_info"),
    # a comparable replacement or the same call again is Law 23: the irregularity's own label
    ("W bood 1♦ over 1♥, vervangen door 2♦ met dezelfde betekenis. O bood later 3SA; NZ voelen zich benadeeld.",
     ("insufficient_bid",), "insufficient_bid"),  # (the bids in time order settle it)
    ("De 1♠ van O voor zijn beurt werd geannuleerd; O bood op zijn beurt opnieuw 1♠. W sprong later naar 4♠, NZ klagen.",
     ("call_out_of_rotation",), None),
    # no withdrawal told, no later action, or the director called before it: no reading of Law 16C
    ("De WL liet het onvoldoende bod staan omdat W er al overheen had geboden. Daarna doubleerde N. Mag dat?",
     ("insufficient_bid",), None),
    ("N verving zijn 1♦ door 2♦ en de tegenpartij voelt zich benadeeld.", ("insufficient_bid",), None),
    ("N bedacht zich en maakte er 2♥ van. O riep de WL, die zei dat 1♥ blijft staan. Toen wilde O alsnog passen.",
     ("change_of_call",), None),
    ("W bood 2♠, dat werd 3♠. O sprong daarna naar 4♠ en NZ voelen zich benadeeld.", ("lead_restriction",), None),
    # s15: the later action told as "in een latere ronde" / "in de volgende biedronde"
    ("W doubleerde voor zijn beurt en moest dat intrekken. O bood in een latere ronde 3♥; NZ zeggen dat O dat doublet "
     "gebruikte.", ("call_out_of_rotation",), "withdrawn_action_info"),
    ("O paste voor de beurt, geannuleerd. W sprong in de volgende biedronde naar 4♠, NZ klagen.",
     ("call_out_of_rotation",), "withdrawn_action_info"),
])
def test_a_later_use_of_a_withdrawn_call_is_law_16c(text, kinds, expected):
    assert settled(text, kinds) == expected


def test_a_boundary_fact_names_an_irregularity_near_a_reading_of_no_irregularity():
    """Read as "other" with irregularities near: a boundary fact the text states still decides; without one, or
    with nothing near, the message stays "other"."""
    from nlp.extract import Reader

    def settle(text, near):
        return EventBuilder.settle(None, (), Reader(rule_pipeline()(text.lower())), near)

    assert settle("iemand bood 9♦. wat nu?", ("other", "inadmissible_call")) == ("inadmissible_call", ())
    assert settle("Hoe lang duurt zo'n voorspeelverbod na een ingetrokken bieding?", ("other", "withdrawn_action_info")) \
        == ("lead_restriction", ())
    assert settle("iemand bood 9♦. wat nu?", ("other",)) == (None, ())  # nothing near
    assert settle("wat een mooie avond, bord 9 was een top", ("other", "inadmissible_call")) == (None, ())  # no fact


LEAD_BAN = ("lead_restriction", "withdrawn_action_info")


@pytest.mark.parametrize("text, kinds, expected", [
    # declarer forbidding or requiring a lead because of a call: Law 26, also when the call is told first
    ("Z wilde 2♥ zeggen maar zei 2♠, een verspreking, en heeft dat direct vervangen. De leider wil N harten verbieden "
     "bij de uitkomst, kan dat?", ("change_of_call",), "lead_restriction"),
    ("Hoe lang duurt zo'n voorspeelverbod na een ingetrokken bieding?", ("inability_to_play", "withdrawn_action_info"),
     "lead_restriction"),
    ("O bood 2♦ voor zijn beurt. Mag de leider W verbieden om met ruiten uit te komen?",
     ("lead_restriction", "forfeiture_of_rectification"), "lead_restriction"),
    # the partner has only the forbidden suit: Law 59 (GUIDE.md), not settled here
    ("Leider verbiedt O klaveren voor te spelen (ingetrokken bod); O heeft niets anders dan klaveren",
     ("inability_to_play", "lead_restriction"), None),
    # a lead ban without a call (a penalty card's 50D2), or a call without a lead ban: not this boundary
    ("W heeft de ♥H als strafkaart; de leider verbiedt O harten voor te spelen", ("penalty_card",), None),
    ("Z trok zijn 2♥ in en verving het door 3♥", LEAD_BAN, None),
    # "pas" as an adverb is no call ("pas na afloop"); a pass as a call is
    ("De leider verbiedt O harten voor te spelen; dat hoorde ik pas na afloop", LEAD_BAN, None),
    ("Na een pas voor de beurt van N: mag de leider Z verbieden om met klaveren uit te komen?", LEAD_BAN, "lead_restriction"),
    # s16: the ban told object first ("een harten uitkomst verbieden"), the call as a slip of the tongue
    ("W versprak zich, 2♦ in plaats van 2♥, en verbeterde het direct. Mag de leider nu een ruiten uitkomst verbieden?",
     ("change_of_call",), "lead_restriction"),
    # s15: the call told by "verving" only (no other call word: "2♣", "3♣" are not one)
    ("Z verving zijn 2♣ voor de beurt door 3♣. Z komt nu uit tegen 3SA. Uitkomstverbod?",
     ("call_out_of_rotation",), "lead_restriction"),
])
def test_a_lead_ban_because_of_a_call_is_law_26(text, kinds, expected):
    assert settled(text, kinds) == expected


PENALTY_REVOKE = ("penalty_card", "revoke")


@pytest.mark.parametrize("text, kinds, expected", [
    # a penalty card not played when it had to be, and the revoke established: 61A / 64B3
    ("N speelde op harten een klaver uit zijn hand bij, terwijl zijn strafkaart ♥4 open lag. Z is daarna uitgekomen "
     "in slag 6.", PENALTY_REVOKE, "revoke"),
    ("O had de ♣V als strafkaart. Op klaveren gooide O een ruiten af, hij was de strafkaart vergeten. Zijn partner W is "
     "daarna al uitgekomen voor de volgende slag.", ("penalty_card",), "revoke"),
    ("Verdediger N had de ♠V als strafkaart. Er werd schoppen voorgespeeld en hij legde de ♠2 bij in plaats van de "
     "vrouw. Inmiddels voldongen.", PENALTY_REVOKE, "revoke"),
    # "kwam (daarna) voor": the separable verb of a lead
    ("Z had de ♥B als strafkaart maar speelde op harten de ♥3. Zijn partner N won en kwam daarna voor in slag 9.",
     PENALTY_REVOKE, "revoke"),
    # not established: declarer's choice of Law 52 (declarer playing since is no establishment)
    ("W had de ♠H als strafkaart maar legde op schoppen de ♠7. De leider heeft daarna al uit de blinde gespeeld.",
     PENALTY_REVOKE, None),
    ("N had de ♣B als strafkaart maar speelde op klaveren de ♣6. Nog niet voldongen.", PENALTY_REVOKE, None),
    # the other side leading to the next trick does not establish the holder's revoke
    ("N had de ♣B als strafkaart maar speelde op klaveren een ruiten. Leider O is daarna uitgekomen in slag 6.",
     PENALTY_REVOKE, None),
    # established, but the penalty card played as it had to be: no revoke of this kind
    ("W speelde zijn strafkaart ♥4 bij. Z is daarna uitgekomen in slag 6.", PENALTY_REVOKE, None),
])
def test_a_penalty_card_not_played_and_the_revoke_established_is_a_revoke(text, kinds, expected):
    assert settled(text, kinds) == expected


ROTATION = ("call_out_of_rotation", "insufficient_bid")


@pytest.mark.parametrize("text, kinds, expected", [
    # a bid not higher than an earlier one is Law 27, also when it came out of turn
    ("Na 1♠ van W bood N 1♥", ROTATION, "insufficient_bid"),
    ("O opende 2♦ en daarna zei Z 2♣, terwijl W aan de beurt was", ("call_out_of_rotation",), "insufficient_bid"),
    # a bid told in the past perfect came before the one it follows in the text
    ("Z bood 1♣ terwijl zijn partner N 1♠ had geopend en O nog aan de beurt was", ("call_out_of_rotation",), "insufficient_bid"),
    ("W bood voor zijn beurt 2♦, terwijl O al 2♥ had geboden", ("call_out_of_rotation",), "insufficient_bid"),
    # a bid higher than every bid before it, at the wrong turn, is Law 31
    ("Na de 1♥ van N bood W 2♣ terwijl O nog aan de beurt was", ("insufficient_bid",), "call_out_of_rotation"),
    ("N opende 1♦; Z bood daarna 1♠ hoewel O nog moest bieden", ROTATION, "call_out_of_rotation"),
    # a bid out of turn is cancelled: the lower bid of the player whose turn it was is no insufficient bid
    # (the bids do not settle it: the classifier decides)
    ("W bood 1♠ voor zijn beurt, Z moest eerst. Z opende 1♦ en W bood toen 2♠", ROTATION, None),
    ("gever Z. O bood 1♠ voordat Z iets gezegd had. Z opende daarna 1♥, O koos 2♠", ROTATION, None),
    ("W 1♥ vdb, N was gever en opende daarna 1♣", ("insufficient_bid",), None),
    # s15: "terwijl N gever was" tells the bid out of turn too
    ("Z bood 1♠ terwijl W gever was en nog niks had gezegd. W opende toen 1♦", ("insufficient_bid",), None),
    # the cancelled bid named again ("die 1♠", "mijn 1♣") is no new bid; "voordat ik mijn opening had gedaan" is out of turn
    ("gever W. N opende 1♠ voordat W iets zei. W opende toen zelf 1SA, zodat die 1♠ verviel, en N bood daarna 2♠", ("insufficient_bid",), "call_out_of_rotation"),
    ("ik (W) bood voor mijn beurt 1♣; Z opende 1♥ en ik verving mijn 1♣ door 2♣", ("insufficient_bid",), "call_out_of_rotation"),
    ("mijn RT (W) bood 2♦ voordat ik mijn opening had gedaan; ik was gever en zit noord. Ik opende 1♥", ("insufficient_bid",), None),
    # ... but a bid named as the one an out-of-turn bid followed still sets the level
    ("Na 1♦ van zijn partner N bood Z 1♣, terwijl O aan de beurt was", ROTATION, "insufficient_bid"),
    ("W bood 1♠ over de 1SA van zijn partner O, terwijl Z nog aan de beurt was", ("call_out_of_rotation",), "insufficient_bid"),
    # the same player making his cancelled bid again is no insufficient bid (nor a higher one: the classifier decides)
    ("W bood 1♥ voor zijn beurt, N paste en W bood opnieuw 1♥", ROTATION, None),
    # the text says "onvoldoende", or tells no second bid: the classifier keeps its reading
    ("W bood 2♣ op 1SA van N terwijl O aan de beurt was, is dat onvoldoende?", ("insufficient_bid",), None),
    ("Na 1♥ van N bood W 2♣ terwijl O aan de beurt was, een te lage bieding?", ("insufficient_bid",), None),
    ("Z bood 2♠ voor zijn beurt", ROTATION, None),
    ("Na 1♠ van W bood N 1♥", ("revoke",), None),  # not a pair the boundary is about
])
def test_the_bids_in_time_order_settle_insufficient_bid_against_call_out_of_rotation(text, kinds, expected):
    assert settled(text, kinds) == expected


@pytest.mark.parametrize("text, kinds, expected", [
    # what makes the call inadmissible, stated: Law 36-38, also when it was out of turn too
    ("Z bood 8♥ voordat zijn RT aan de beurt was geweest", ("call_out_of_rotation",), "inadmissible_call"),
    ("W moest na zijn pas voor de beurt passen, maar bood toch 2♦ op zijn beurt", INADMISSIBLE, "inadmissible_call"),
    ("Z redoubleerde na 1♥ van O, terwijl er niet gedoubleerd was", ("call_out_of_rotation",), "inadmissible_call"),
    ("O doubleerde de 3SA van zijn partner voor zijn beurt", ("call_out_of_rotation",), "inadmissible_call"),
    ("ik heb de 2♥ van mijn partner gedoubleerd, voor mijn beurt", ("call_out_of_rotation",), "inadmissible_call"),
    ("N redoubleerde voor zijn beurt, maar niemand had gedoubleerd", INADMISSIBLE, "inadmissible_call"),
    ("gever W, W pas, N xx terwijl er nog niks gedoubleerd was", INADMISSIBLE, "inadmissible_call"),  # shorthand expanded
    ("Z redoubleerde voor haar beurt, terwijl haar eigen partner het doublet had gegeven", INADMISSIBLE, "inadmissible_call"),
    ("dubbel op een pas door Z, voor de beurt ook nog", ("call_out_of_rotation",), "inadmissible_call"),
    ("Z doubleerde de 2♥ van W, maar N had die 2♥ al gedoubleerd", INADMISSIBLE, "inadmissible_call"),
    ("O moest de hele bieding passen, maar zei 2♥ terwijl Z nog aan de beurt was", INADMISSIBLE, "inadmissible_call"),
    ("ik moest passen, maar ik heb toch 3♣ gezegd", INADMISSIBLE, "inadmissible_call"),
    ("W mocht niet meer bieden. Toch bood hij 3♣, voor zijn beurt", INADMISSIBLE, "inadmissible_call"),
    ("Z moest blijven passen, maar gaf in de tweede ronde een doublet voor zijn beurt", INADMISSIBLE, "inadmissible_call"),
    # a legal call at the wrong turn, or at the turn of one's partner: the classifier keeps its reading
    ("Noord doubleerde, maar het was de beurt van zijn partner", ("call_out_of_rotation",), None),
    ("Ik heb een doublet gegeven op de beurt van mijn partner", INADMISSIBLE, None),
    ("Z bood 8♥ voor zijn beurt", ("revoke",), None),  # not a pair the boundary is about
    # s16: a bid above seven is Law 38 against any other reading the classifier hesitates over
    ("N bood na 7♥ van W uit balorigheid nog 8♦", ("procedural", "inadmissible_call"), "inadmissible_call"),
    ("N bood na 7♥ van W uit balorigheid nog 7♠", ("procedural", "inadmissible_call"), None),
    # other stated facts of Law 36-37 decide only against a call out of rotation ("N had al gedoubleerd" may tell
    # the auction's order in a change of call)
    ("W wilde 2♠ zeggen, pakte 2♥. N had al gedoubleerd.", ("change_of_call", "inadmissible_call"), None),
    # s15: a double of an opponent's bid, both seats named, at a turn the text says was another's: Law 31/32
    ("O doubleerde de 2♠ van N terwijl W, zijn partner, nog moest bieden", INADMISSIBLE, "call_out_of_rotation"),
    ("doubleerde Z de 4♥ van O, maar W had nog niet gepast", ("inadmissible_call",), "call_out_of_rotation"),
    # the doubled bid his partner's, already doubled, or the turn not stated: not settled that way
    ("O doubleerde de 2♠ van W terwijl Z nog moest bieden", INADMISSIBLE, None),  # partner's bid: not this rule
    ("Z doubleerde de 2♥ van W, die al gedoubleerd was, terwijl N nog moest", INADMISSIBLE, "inadmissible_call"),
    ("Z doubleerde de 3♠ van W", INADMISSIBLE, None),
])
def test_a_stated_inadmissible_call_is_not_a_call_out_of_rotation(text, kinds, expected):
    assert settled(text, kinds) == expected


def forfeited(text: str, near: tuple[str, ...]) -> bool:
    """What ``nlp.event.forfeiture_stated`` makes of a text when the classifier's two best readings are ``near``."""
    from nlp.event import forfeiture_stated
    from nlp.extract import Reader

    return forfeiture_stated(near, Reader(rule_pipeline()(text.lower())))


F = "forfeiture_of_rectification"


@pytest.mark.parametrize("text, near, expected", [
    # the offender's partner pointed the irregularity out, or the side with the option consulted partner: Laws 9-10
    ("Z bood 2♣ over 2♦ en zijn partner N riep direct: 'dat is te laag, partner!'", ("insufficient_bid", F), True),
    ("O wees zijn partner W erop dat die niet aan de beurt was om te bieden", (F, "call_out_of_rotation"), True),
    ("Na de uitkomst voor de beurt van N vroeg leider O aan zijn blinde W wat hij moest kiezen", ("opening_lead_out_of_turn", F), True),
    # the message asks whether the right to rectification is lost, or the director came boards or rounds later (Law 11)
    ("heeft de tegenpartij haar recht verspeeld als zij na ons onvoldoende bod zelf al verder heeft geboden?", ("insufficient_bid", F), True),
    ("de tegenpartij riep de WL pas drie spellen later voor een onvoldoende bod van Z", ("insufficient_bid", F), True),
    ("N verzaakte en de spelers regelden het zelf; twee ronden later komt O klagen", ("revoke", F), True),
    ("N verzaakte en de spelers regelden het zelf; twee ronden later komt O klagen", ("revoke", "dummy_conduct"), False),
    # the same words outside the auction and the leads: a dummy warning declarer, a question about a revoke
    ("De blinde zei tegen zijn partner: 'je moet van tafel voorspelen'", ("dummy_conduct", F), False),
    ("W vroeg zijn partner O of die echt geen harten meer had", ("revoke_inquiry", F), False),
    # forfeiture not among the two best readings, or nothing stated of what the side did
    ("Z bood 2♣ over 2♦ en zijn partner N riep direct: 'dat is te laag, partner!'", ("insufficient_bid", "change_of_call"), False),
    ("Z bood 2♣ over 2♦; de WL werd meteen geroepen", ("insufficient_bid", F), False),
    ("Z bood 2♣ over 2♦ en zijn partner N riep direct: 'dat is te laag, partner!'", ("insufficient_bid",), False),
])
def test_what_the_offenders_side_did_before_the_director_came_is_law_9_to_11(text, near, expected):
    assert forfeited(text, near) is expected


def test_near_are_the_two_best_readings_above_a_floor(builder):
    from nlp.event import NEAR

    doc = doc_with({"insufficient_bid": 0.9, F: NEAR + 0.01, "other": 0.01}, {})
    assert builder.near(builder.scores(doc)) == ("insufficient_bid", F)
    doc = doc_with({"insufficient_bid": 0.97, F: NEAR / 2, "other": 0.01}, {})
    assert builder.near(builder.scores(doc)) == ("insufficient_bid",)


def test_an_unsure_guess_with_other_a_near_second_is_not_ruled_on(builder):
    kind, _, candidates = builder.classify(doc_with({"procedural": 0.18, "other": 0.15, "revoke": 0.1}, {}))
    assert kind is None and candidates == ()  # not an irregularity tdbot can name: no ruling, no question


def test_a_clear_irregularity_over_other_is_still_ruled_on(builder):
    kind, _, _ = builder.classify(doc_with({"procedural": 0.85, "other": 0.15}, {}))
    assert kind == "procedural"


@pytest.mark.parametrize("text, knows", [
    ("qwrtz plofkip zzzgr blarp vrommel", False),
    ("asdf jkl", False),
    ("de tegenstanders kwamen te laat terug", True),  # Dutch words, no cue
    ("WL!", True),  # shorthand the lexicon expands
    ("N ♠A", True),  # an entity
])
def test_knows_a_word_tells_gibberish_from_a_message(text, knows):
    from nlp.event import knows_a_word

    assert knows_a_word(rule_pipeline()(text)) is knows


def test_gibberish_gets_no_reading_and_no_question():
    from nlp.api import load_parser

    parsed = load_parser().parse("qwrtz plofkip zzzgr blarp vrommel")
    assert parsed.kind == "other" and parsed.candidates == () and parsed.event.irregularity is None


def test_an_extractor_runs_once_per_reader_and_a_rewritten_copy_is_read_anew(monkeypatch):
    import copy

    from nlp import extract
    from nlp.extract import Reader, extract_facts
    from nlp.pipeline import build

    calls = []
    monkeypatch.setitem(extract.EXTRACTORS, "revoke", lambda r: calls.append(r.norm) or {"offender": r.norm[0].upper()})
    reader = Reader(build(use_model=False)("n verzaakt in slag 3"))
    first = extract_facts("revoke", reader)
    first["offender"] = "changed by the caller"
    assert extract_facts("revoke", reader) == {"offender": "N"} and len(calls) == 1
    other = copy.copy(reader)
    other.norm = "z verzaakt"
    assert extract_facts("revoke", other) == {"offender": "Z"} and len(calls) == 2
