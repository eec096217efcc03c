"""The fact extractors of nlp/extract_auction2.py (Laws 24, 27, 35-39) on fresh messages.

The extractors are called directly (gold irregularity given), so most tests do not depend on
the trained classifier; every result is also checked against the fact schema. A few typical
messages go end to end: parsed, then decided without a question.
"""

import pytest

import laws
from laws import Event
from nlp import load_parser
from nlp.extract import Reader, extract_facts


def facts(kind: str, text: str) -> dict:
    reader = Reader(load_parser().nlp(text.lower()))
    got = extract_facts(kind, reader)
    laws.SCHEMA.validate(Event.of(kind, got))  # names and values exist in facts*.yaml
    return got


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Noord opent 1♠, oost legt 1♥ neer. Onvoldoende. Oost maakt er op advies van de WL 2♥ van.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("Z bood 2♦ over de 2♠ van O en verving het zelf door 3♦ voordat ik er was.",
         {"offender": "Z", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("N biedt 3♣ na 3♥. N vervangt door 4♣.", {"offender": "N", "ib_replacement": "lowest_same"}),
        ("Z biedt 1♣ na 1♥ van O en verbetert het in 1♦.", {"offender": "Z", "ib_replacement": "insufficient"}),
        ("O bood 1♠ over 2♣ van N, Z (de LT van O) heeft er al 2♥ overheen geboden.",
         {"offender": "O", "offender_lho_called": True}),
        ("Onvoldoende bod van zuid, 2♣ na 2♥. Zuid vervangt het door 3♥, niet vergelijkbaar.",
         {"offender": "Z", "ib_replacement": "other"}),
        ("W 2♥ over 2♠, hij wil nu doubleren.", {"offender": "W", "ib_replacement": "double"}),
        ("Mag ik als LT een onvoldoende bod van mijn RT accepteren door zelf te bieden?", {"offender_lho_called": True}),
        ("N bood 1♥ na de 1SA van O terwijl Z aan de beurt was.", {"offender": "N", "made_out_of_turn": True}),
        ("Onvoldoende bod van O: 2♦ op 2♥. Zijn linkertegenstander moet nog bieden.",
         {"offender": "O", "offender_lho_called": False}),
        ("Insufficient bid door Z, 3♠ over 3SA; Z vervangt door 4♠. Na afloop voelen OW zich benadeeld.",
         {"offender": "Z", "ib_replacement": "lowest_same", "phase": "after_play", "nos_damaged": True}),
        ("De partner van mijn RT bood 2♣ over mijn 2♦. Ik zit west. WL erbij, wat nu?",
         {"offender": "N", "ib_replacement": "pending"}),
        ("W bood 2♥ over 2♠ en vervangt dat door 3♥, vergelijkbaar volgens de WL. Na het spel geen schade voor NZ.",
         {"offender": "W", "ib_replacement": "comparable", "phase": "after_play", "nos_damaged": False}),
    ],
)
def test_insufficient_bid(text, expected):
    assert facts("insufficient_bid", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Tijdens het bieden liet Z de ♥A zien aan zijn partner.", {"offender": "Z", "card": "♥A", "exposed_cards": "honour"}),
        ("W laat in de bieding de harten twee vallen. W wordt later blinde.",
         {"offender": "W", "card": "♥2", "exposed_cards": "low_card", "offender_is_defender": False}),
        ("Bij het sorteren tijdens de bieding vielen er drie kaarten van noord op tafel.",
         {"offender": "N", "exposed_cards": "several"}),
        ("O speelt tijdens de bieding al de ♣9 voor, hij dacht dat het bieden klaar was.",
         {"offender": "O", "card": "♣9", "exposed_cards": "led"}),
        ("N toonde in de biedfase een honneur, welke weet ik niet. N werd tegenspeler.",
         {"offender": "N", "exposed_cards": "honour", "offender_is_defender": True}),
        ("tijdens het bieden toont oost de klaverenvrouw, oost wordt leider",
         {"offender": "O", "card": "♣V", "exposed_cards": "honour", "offender_is_defender": False}),
        ("Zuid liet de ♠4 vallen tijdens de bieding, niet als uitkomst.", {"offender": "Z", "card": "♠4", "exposed_cards": "low_card"}),
        ("Mijn partner liet in de bieding zijn ruitenboer zien. Ik zit O.", {"offender": "W", "card": "♦B", "exposed_cards": "honour"}),
        ("Wat als een speler tijdens het bieden al uitkomt met een kaart?", {"exposed_cards": "led"}),
    ],
)
def test_card_exposed_during_auction(text, expected):
    assert facts("card_exposed_during_auction", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Na de slotpas doubleerde N nog. N is tegenspeler. O heeft er daarna nog een pas achteraan gegooid.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True, "offender_lho_called": True}),
        ("bieding afgelopen (3♥ door W), toen zei O, de blinde, nog 4♥.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("Na 3 passen bood W nog 3SA. Z komt uit.", {"offender": "W", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("De leider paste na de slotpas nog een keer, is dat erg?", {"after_final_pass_call": "pass", "offender_is_defender": False}),
        ("Oost pakt na de laatste pas nog een redoublet.", {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("Na drie keer pas legt Z nog 4♠ neer. W heeft nog niets gedaan.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_lho_called": False}),
        ("Na de slotpas biedt een tegenspeler nog 5♣. Wat moet ik doen?", {"after_final_pass_call": "other", "offender_is_defender": True}),
    ],
)
def test_call_after_final_pass(text, expected):
    assert facts("call_after_final_pass", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("N doubleert de 3♣ van zijn partner Z.", {"offender": "N", "inadmissible_kind": "double"}),
        ("W redoubleert na een doublet van O, zijn eigen partner. N heeft daarna al gepast.",
         {"offender": "W", "inadmissible_kind": "double", "offender_lho_called": True}),
        ("Het doublet van Z op het bod van zijn eigen partner werd pas tijdens het spel ontdekt.",
         {"offender": "Z", "inadmissible_kind": "double", "discovered_after_opening_lead": True}),
        ("Oost bood 8♥. Zuid bood er 8♠ overheen.", {"offender": "O", "inadmissible_kind": "above_seven", "offender_lho_called": True}),
        ("O moest de hele bieding passen (na het onvoldoende bod van zijn partner) maar doubleerde 4♥. Z heeft nog niets gedaan.",
         {"offender": "O", "inadmissible_kind": "obliged_to_pass", "offender_lho_called": False}),
        ("Z bood na de slotpas nog 3♠, een ontoelaatbare bieding. Z wordt leider.",
         {"offender": "Z", "inadmissible_kind": "after_final_pass", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("zeven SA overgeboden met acht klaveren door noord", {"offender": "N", "inadmissible_kind": "above_seven"}),
        ("Ontoelaatbaar doublet door N op een pas van O. Dat zagen we meteen.",
         {"offender": "N", "inadmissible_kind": "double", "discovered_after_opening_lead": False}),
        ("Z doubleert het bod van zijn partner. Zijn LT heeft nog niet geboden.",
         {"offender": "Z", "inadmissible_kind": "double", "offender_lho_called": False}),
        ("Een redoublet van west voor zijn beurt, terwijl er geen doublet lag.",
         {"offender": "W", "inadmissible_kind": "double", "made_out_of_turn": True}),
    ],
)
def test_inadmissible_call(text, expected):
    assert facts("inadmissible_call", text) == expected


@pytest.mark.parametrize(
    "text, kind, first",
    [
        ("Onvoldoende bod: oost biedt 2♦ over de 2♥ van noord. Zuid, de LT van oost, heeft er al 3♣ overheen geboden.",
         "insufficient_bid", "27A1"),
        ("Tijdens het bieden valt de ♠H van west open op tafel.", "card_exposed_during_auction", "24B"),
        ("Na de slotpas doubleert oost nog, hij is tegenspeler. Zuid heeft nog niets gezegd.", "call_after_final_pass", "39C"),
        ("N bood 8♥, ontoelaatbaar. O heeft nog niet geboden.", "inadmissible_call", "38B"),
        ("W doubleert het 1♥-bod van zijn eigen partner. N heeft er al 2♣ overheen geboden.", "inadmissible_call", "36A"),
    ],
)
def test_end_to_end_decides(text, kind, first):
    parsed = load_parser().parse(text)
    assert parsed.event.irregularity == kind
    ruling = laws.decide(parsed.event)
    assert ruling.status == laws.Status.DECIDED, ruling.questions
    assert ruling.citations[0].unit == first


# -- the auction read as events (extract_bidding._auction): general behaviours, fresh messages ----
@pytest.mark.parametrize(
    "text, expected",
    [
        # the caller after a subordinate "voordat X iets zei" (subject after the verb); X was in turn
        ("Gever zuid. Voordat zuid iets zei, doubleerde oost al.",
         {"offender": "O", "dealer": "Z", "call_kind": "double", "turn_of": "lho", "offender_previously_called": False}),
        # relation words of the writer: my partner is the offender, my RHO is his LHO
        ("Mijn partner bood 1♠ terwijl mijn rechtertegenstander nog aan de beurt was.", {"call_kind": "bid", "turn_of": "lho"}),
        # a pronoun for the person named just before; the RHO acted after the call
        ("N paste te vroeg; het was de beurt van zijn RT. Die bood daarna 1♦.",
         {"offender": "N", "call_kind": "pass", "turn_of": "rho", "rho_action": "call"}),
        # whose turn it was derived from the dealer and the calls listed
        ("Gever O. O pas, Z 1♥, en toen bood O 2♣ voor zijn beurt.",
         {"offender": "O", "dealer": "O", "call_kind": "bid", "turn_of": "partner", "offender_previously_called": True}),
        # the turn holder acted, subject left out ("was aan de beurt en paste"): the LHO called
        ("Z doubleerde voor zijn beurt. W was aan de beurt en paste.",
         {"offender": "Z", "call_kind": "double", "turn_of": "lho", "offender_lho_called": True}),
        # "een bieding voor de beurt" does not say which call
        ("Is een bieding voor de beurt ooit zonder gevolgen?", {}),
        # the director at the table, the RHO has not acted, what now: pending
        ("W bood voor zijn beurt op de beurt van zijn RT. De WL is erbij en de RT heeft nog niets gedaan. Wat nu?",
         {"offender": "W", "call_kind": "bid", "turn_of": "rho", "rho_action": "pending"}),
        # damage words with a negation
        ("Na afloop: O paste voor zijn beurt, maar NZ hebben er geen last van gehad.",
         {"offender": "O", "call_kind": "pass", "phase": "after_play", "nos_damaged": False}),
    ],
)
def test_call_out_of_rotation_events(text, expected):
    assert facts("call_out_of_rotation", text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # the offender of an insufficient bid found by comparing the calls in time order
        ("insufficient_bid", "2 harten van oost na 3 ruiten van zuid.", {"offender": "O"}),
        ("insufficient_bid", "N opent 1SA, O past, Z biedt 1♠.", {"offender": "Z"}),
        # the replacement is what comes after "door"
        ("insufficient_bid", "Z vervangt zijn te lage 1♥ door een pas.", {"offender": "Z", "ib_replacement": "other"}),
        # replaced on his own, at once
        ("insufficient_bid", "W zegt 2♣ na 2♥, en maakt er zelf meteen 3♣ van.",
         {"offender": "W", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        # someone else was in turn; the LHO who "moet nog bieden" is not
        ("insufficient_bid", "O bood 1♦ over de 1♥ van W terwijl N nog moest bieden.", {"offender": "O", "made_out_of_turn": True}),
        ("insufficient_bid", "O bood 1♦ over de 1♥ van N. Z moet nog bieden.", {"offender": "O", "offender_lho_called": False}),
        # the LHO called after the offender's call (not a call named as earlier)
        ("insufficient_bid", "Oost bood 1♥ over 1♠. Daarna bood zuid 2♣.", {"offender": "O", "offender_lho_called": True}),
        # the bidder above seven, even when another seat is named first
        ("inadmissible_call", "7SA van noord; oost biedt daarna 8♦.", {"offender": "O", "inadmissible_kind": "above_seven"}),
        # "geen slotpas": not a call after the final pass
        ("inadmissible_call", "Nog geen slotpas: N redoubleert, er lag geen doublet.", {"offender": "N", "inadmissible_kind": "double"}),
        # who bid the contract decides who defends
        ("call_after_final_pass", "3♦ van zuid, pas, pas, pas, en dan bood noord nog 4♦.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": False}),
        # the seat whose card was seen; compound card names
        ("card_exposed_during_auction", "Tijdens het bieden zag oost de ruitenboer van zijn partner west.",
         {"offender": "W", "card": "♦B", "exposed_cards": "honour"}),
        ("card_exposed_during_auction", "Tijdens de bieding liet N de klaver 7 zien, hij dacht dat hij moest uitkomen.",
         {"offender": "N", "card": "♣7", "exposed_cards": "led"}),
    ],
)
def test_auction_events_other_kinds(kind, text, expected):
    assert facts(kind, text) == expected


# -- round 2: general mechanisms (fresh messages, none from the corpus) ---------------------------
@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # an auction written as seat-call pairs: the first seat is the dealer, the offender had called
        ("call_out_of_rotation", "Z pas W 1♦ N pas O 1♠ Z 2♣ W pas, en toen zei O pas terwijl N nog moest.",
         {"offender": "O", "dealer": "Z", "call_kind": "pass", "turn_of": "rho", "offender_previously_called": True}),
        # "die" is the one named last (not the writer)
        ("call_out_of_rotation", "Ik zat Z en doubleerde te vroeg, mijn RT moest nog. Die heeft daarna gepast.",
         {"offender": "Z", "call_kind": "double", "turn_of": "rho", "rho_action": "pass"}),
        # the one in turn acted, subject left out: "X was aan de beurt en heeft toen ... geboden"
        ("call_out_of_rotation", "Pas vd beurt van west. Zuid was aan de beurt en heeft toen 2♥ geboden.",
         {"offender": "W", "call_kind": "pass", "turn_of": "rho", "rho_action": "call"}),
        # no cue at all: the first call was not the dealer's
        ("call_out_of_rotation", "Gever N. Oost begon met 1♣. Daarna paste noord.",
         {"offender": "O", "dealer": "N", "call_kind": "bid", "turn_of": "rho", "rho_action": "pass",
          "offender_previously_called": False}),
        # a pronoun names the one in turn; the dealer relative to the writer
        ("call_out_of_rotation", "Mijn partner (oost) was gever, maar voordat hij iets kon zeggen had mijn LT al gepast. Ik zat west.",
         {"offender": "N", "dealer": "O", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        # relations of the dealer; nobody had called before the dealer
        ("call_out_of_rotation", "Wat als de partner van de gever opent voordat de gever iets gezegd heeft?",
         {"call_kind": "bid", "turn_of": "partner", "offender_previously_called": False}),
        # a typed call word, "z'n"/"m'n"
        ("call_out_of_rotation", "Z doubeleerde voor z'n beurt, W moest nog.", {"offender": "Z", "call_kind": "double", "turn_of": "lho"}),
        ("call_out_of_rotation", "Ik (O) heb voor m'n beurt gepast.", {"offender": "O", "call_kind": "pass"}),
        # "O had nog niks gezegd" of the one in turn: the moment of the call, not that the LHO did not call after
        ("call_out_of_rotation", "gever O, Z opent 1♦ vd beurt. O had nog niks gezegd.",
         {"offender": "Z", "dealer": "O", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
        # the offender is the caller next to "onvoldoende"; his next call is the replacement
        ("insufficient_bid", "Achteraf: west had onvoldoende geboden (2♣ over 2♦) en daarna 3♣ gezegd.",
         {"offender": "W", "ib_replacement": "lowest_same", "phase": "after_play"}),
        ("insufficient_bid", "N legt 1♥ op 1♠ van O; toen de WL aan tafel kwam had N al 2♥ neergelegd.",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("insufficient_bid", "Z bood 1♦ over 1♠; ik heb de opties uitgelegd en Z verving het door een pas.",
         {"offender": "Z", "ib_replacement": "other", "ib_replaced_early": False}),
        # the replacement before a final verb
        ("insufficient_bid", "O had 2♣ over 2♥ geboden en het daarna in 3♣ veranderd.", {"offender": "O", "ib_replacement": "lowest_same"}),
        ("insufficient_bid", "Het onvoldoende bod werd door de LT geaccepteerd.", {"offender_lho_called": True}),
        # the contract in an aside after the end of the auction
        ("call_after_final_pass", "Bieding afgelopen (3SA door W). Daarna doubleerde N nog.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "Bieding over en uit; toen pakte O nog een doubletkaart.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
        # "liet mijn RT ... zien": the writer's opponent
        ("card_exposed_during_auction", "Tijdens de bieding liet mijn RT de ♠9 zien. Ik zit Z.",
         {"offender": "O", "card": "♠9", "exposed_cards": "low_card"}),
    ],
)
def test_round2_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "had al ... geopend" is a call made before, not the LHO calling after
        ("call_out_of_rotation", "Ik zat O en paste, maar W was nog aan de beurt. Zuid had al wel 1♥ geopend.",
         {"offender": "O", "call_kind": "pass", "turn_of": "partner"}),
        # "daarop" continues the subject named before
        ("call_out_of_rotation", "Z bood 2♣ toen zijn LT nog aan zet was; W heeft daarop gedoubleerd.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": True}),
        # a call of an unsaid kind; whose turn it was named in the next clause or sentence
        ("call_out_of_rotation", "Bieding voor de beurt van O, het was de beurt van N.", {"offender": "O", "turn_of": "rho"}),
        ("call_out_of_rotation", "Zuid paste. Alleen was het niet zijn beurt maar die van oost.",
         {"offender": "Z", "call_kind": "pass", "turn_of": "rho"}),
        ("call_out_of_rotation", "Speler op west zei pas voordat noord had gesproken. Noord is de gever.",
         {"offender": "W", "dealer": "N", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        # whose insufficient bid it is, said with a possessive; a replacement "niet vergelijkbaar"
        ("insufficient_bid", "Zuid's onvoldoende bod werd door west geaccepteerd.", {"offender": "Z", "offender_lho_called": True}),
        ("insufficient_bid", "onvoldoende bod van W, W vervangt het door een bod dat niet vergelijkbaar is",
         {"offender": "W", "ib_replacement": "other"}),
        # the caller of a nominal double, not the partner whose call it doubled
        ("inadmissible_call", "Doublet van N op de 1♠ van zijn eigen partner Z.", {"offender": "N", "inadmissible_kind": "double"}),
        ("call_after_final_pass", "Mag een tegenspeler na de slotpas nog passen?", {"after_final_pass_call": "pass", "offender_is_defender": True}),
    ],
)
def test_round2_more_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a seat said as a place ("de heer in het oosten", "mijn partner in het zuiden"); an auxiliary before its subject
        ("call_after_final_pass", "Na de slotpas heeft de heer in het zuiden, die de leider wordt, nog pas gezegd.",
         {"offender": "Z", "after_final_pass_call": "pass", "offender_is_defender": False}),
        ("card_exposed_during_auction", "Mevrouw in het westen heeft tijdens de bieding al een kaart voorgespeeld, de klaveren vijf.",
         {"offender": "W", "card": "♣5", "exposed_cards": "led"}),
        # the director addressed as "u"; "vóór komst WL"
        ("insufficient_bid", "Ik bood 2♣ over 2♥ en heb dat meteen, zonder op u te wachten, veranderd in 3♣.",
         {"ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("insufficient_bid", "Onvoldoende bod O, zelf direct vervangen door 2♥ (laagste, zelfde kleur), vóór komst WL.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        # a pair's role in the plural, a hedged one ignored; "= blinde", "later tegenspeler"
        ("call_after_final_pass", "Nadat de bieding voorbij was heeft noord nog gedoubleerd. Noord en zuid zijn de tegenspelers.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("card_exposed_during_auction", "Tijdens het bieden liet mijn partner zuid de ruiten zes zien. Wij worden tegenspelers, denk ik.",
         {"offender": "Z", "card": "♦6", "exposed_cards": "low_card"}),
        ("call_after_final_pass", "Bieding klaar, toch nog dbl Z; Z = blinde.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_is_defender": False}),
        # "tot het einde van de bieding passen" is a duty to pass, not the end of the auction; "verplichte pas"
        ("inadmissible_call", "Ik had moeten passen tot het einde van de bieding, maar ik heb toch 3♦ geboden. Ik zat oost.",
         {"offender": "O", "inadmissible_kind": "obliged_to_pass"}),
        ("inadmissible_call", "Z verplichte pas, toch 2♥. Pas na de uitkomst ontdekt.",
         {"offender": "Z", "inadmissible_kind": "obliged_to_pass", "discovered_after_opening_lead": True}),
        # labels and English table words
        ("insufficient_bid", "IB Z: 1♦ over 1♥ O, W nog niks.", {"offender": "Z", "offender_lho_called": False}),
        ("inadmissible_call", "we zagen pas na de opening lead dat W een XX had gegeven zonder X",
         {"offender": "W", "inadmissible_kind": "double", "discovered_after_opening_lead": True}),
        ("insufficient_bid", "insufficient bid van Z, hij maakte er na uitleg van de TD een pass van",
         {"offender": "Z", "ib_replacement": "other", "ib_replaced_early": False}),
        # the call doubled is not the LHO calling afterwards
        ("call_out_of_rotation", "N gooide een X out of turn op de 1♠ van O, Z was aan de beurt",
         {"offender": "N", "call_kind": "double", "turn_of": "partner"}),
    ],
)
def test_round3_rephrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # first names with their seats; call words in brackets are not names
        ("card_exposed_during_auction", "Ronde 5, spel 11. Ruud (Z) zag tijdens het bieden de ♦4 van Marja (W) open liggen.",
         {"offender": "W", "card": "♦4", "exposed_cards": "low_card"}),
        ("call_after_final_pass", "Spel 8: na drie passen zei Els (N), de leider, nog 'pas'.",
         {"offender": "N", "after_final_pass_call": "pass", "offender_is_defender": False}),
        # "niemand benadeeld" is no damage
        ("call_out_of_rotation", "Voor de beurt gepast door oost, pas na het spelen ontdekt. Er is niemand benadeeld.",
         {"offender": "O", "call_kind": "pass", "phase": "after_play", "nos_damaged": False}),
        # a story told backwards: "Z paste toen. Dat was nadat W ..."
        ("call_out_of_rotation", "Zuid heeft toen gepast. Dat was nadat west voor zijn beurt 1♥ had geboden, terwijl zuid nog moest.",
         {"offender": "W", "call_kind": "bid", "turn_of": "rho", "rho_action": "pass"}),
    ],
)
def test_round3_names_and_order(kind, text, expected):
    assert facts(kind, text) == expected


def test_round3_rephrase_keeps_calls_and_roles():
    from nlp.extract_bidding import _rephrase_text

    assert _rephrase_text("1♥ (o) - gepast (n)") == "1♥ (o) - gepast (n)"
    assert _rephrase_text("na de slotpas zei n (leider) nog pas") == "na de slotpas zei n (leider) nog pas"
    assert _rephrase_text("mijn partner in het zuiden bood 1♠") == "mijn partner zuid bood 1♠"


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a first name given once with its seat stands for that seat later on
        ("call_out_of_rotation", "Spel 9, Piet (W) gever. Anna (N) paste voordat Piet iets gezegd had. Piet bood daarna 1♥.",
         {"offender": "N", "dealer": "W", "call_kind": "pass", "turn_of": "rho", "rho_action": "call",
          "offender_previously_called": False}),
        # "call (seat)" in a written auction: the seat is the caller of that call
        ("call_out_of_rotation", "Na 1♠ (N) - pas (O) doubleerde W terwijl Z nog moest.",
         {"offender": "W", "call_kind": "double", "turn_of": "rho"}),
        # the LHO not accepting is a silence of the LHO
        ("call_out_of_rotation", "O paste voor zijn beurt op de beurt van Z; Z accepteert de pas niet.",
         {"offender": "O", "call_kind": "pass", "turn_of": "lho", "offender_lho_called": False}),
        # "in de tweede biedronde": he had called before
        ("call_out_of_rotation", "In de tweede biedronde bood N 3♦ terwijl zijn partner nog moest.",
         {"offender": "N", "call_kind": "bid", "turn_of": "partner", "offender_previously_called": True}),
        # "herstelde", and the timing in a clause of its own
        ("insufficient_bid", "W bood 1♣ over 1♥ en herstelde het zelf in 2♣, nog voordat iemand de WL riep.",
         {"offender": "W", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("insufficient_bid", "Te lage 2♦ van O na 2♠; pas na de uitleg van de WL werd het 3♦.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("insufficient_bid", "Wat als hij zijn onvoldoende bod vervangt door weer een te laag bod?", {"ib_replacement": "insufficient"}),
        ("insufficient_bid", "Bij het scoren zagen we dat Z 2♣ over 2♥ had geboden. Niemand was benadeeld.",
         {"offender": "Z", "phase": "after_play", "nos_damaged": False}),
        # the first seat calling after the end of the auction, not the contract's owner
        ("call_after_final_pass", "Bieding klaar, 3SA door N. Toen doubleerde O nog. O en W spelen tegen.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
        # the doubler is the offender; "toen hij aan de beurt kwam" is in turn; "de blinde lag" is after the lead
        ("inadmissible_call", "N bood 2♥, O paste, en toen Z aan de beurt kwam doubleerde hij de 2♥ van zijn partner.",
         {"offender": "Z", "inadmissible_kind": "double", "made_out_of_turn": False}),
        ("inadmissible_call", "Toen de blinde al lag bleek dat W 8♠ had geboden.",
         {"offender": "W", "inadmissible_kind": "above_seven", "discovered_after_opening_lead": True}),
        # the seat that led the card, not the one whose turn it was; "om uit te komen" is a lead
        ("card_exposed_during_auction", "Terwijl N nog moest bieden legde O de ♣3 neer om uit te komen. O speelt tegen.",
         {"offender": "O", "card": "♣3", "exposed_cards": "led", "offender_is_defender": True}),
        # the LHO accepting is the LHO calling; a turn holder still thinking is whose turn it was
        ("call_out_of_rotation", "Mag hij later nog meebieden als zijn LT de doublet voor de beurt accepteert?",
         {"call_kind": "double", "offender_lho_called": True}),
        ("insufficient_bid", "Wat als de LT een onvoldoende bod gewoon accepteert?", {"offender_lho_called": True}),
        ("call_out_of_rotation", "Z doubleerde terwijl haar rechtertegenstander nog aan het nadenken was. Die paste daarna.",
         {"offender": "Z", "call_kind": "double", "turn_of": "rho", "rho_action": "pass"}),
        # the late call told before "nadat de bieding ... afgesloten", a later call of another seat after it
        ("call_after_final_pass", "Noord bood 5♦ nadat de bieding al was afgesloten; zuid heeft daarop nog gepast.",
         {"offender": "N", "after_final_pass_call": "other"}),
        # "gev." is the dealer; "moest lol": a filler word after "moest"; "had niemand nog iets gedaan" is a silence
        ("call_out_of_rotation", "Z gev. O pas vdb. Z nog niks.",
         {"offender": "O", "dealer": "Z", "call_kind": "pass", "turn_of": "lho", "offender_lho_called": False,
          "offender_previously_called": False}),
        ("call_out_of_rotation", "mijn LT bood 1♠ terwijl ik nog moest lol, ik zit noord. ik heb toen gepast",
         {"offender": "O", "call_kind": "bid", "turn_of": "rho", "rho_action": "pass"}),
        ("insufficient_bid", "Els (Z) opende 1SA, Bas (W) zei 1♣. Toen ik kwam had niemand nog iets gedaan.",
         {"offender": "W", "offender_lho_called": False}),
        ("insufficient_bid", "Wat als iemand een te laag bod doet terwijl zijn RT aan de beurt was?", {"made_out_of_turn": True}),
        ("call_after_final_pass", "na de slotpas riep de dummy nog 'dubbel'", {"after_final_pass_call": "other", "offender_is_defender": False}),
        # "pas" as "only then"; "eerder in de bieding voor zijn beurt" dates the call, it is no earlier call
        ("call_out_of_rotation", "Na het spel zagen we pas dat O eerder in de bieding voor zijn beurt 3♣ had geboden.",
         {"offender": "O", "call_kind": "bid", "phase": "after_play"}),
        # the one who had not called yet "en toch" the other called: whose turn it was
        ("call_out_of_rotation", "Ik had nog niet geboden en toch zei mijn RT al 'doublet'. Ik zit Z.",
         {"offender": "O", "call_kind": "double", "turn_of": "lho"}),
        # a silence after the call, the turn named after the WL was called
        ("call_out_of_rotation", "Z bood 1♠ en W heeft daar niet meer op gereageerd, want de WL werd geroepen. Het was de beurt van W.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": False}),
        # the bid it had to beat told after the replacement; "voor de uitleg van de WL" is early
        ("insufficient_bid", "Voor de uitleg van de WL had N zijn 1♦ al vervangen door 2♦ (over 1♠).",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("card_exposed_during_auction", "Tijdens het bieden viel de ♣9 van O op tafel. O wordt geen leider maar tegenspeler.",
         {"offender": "O", "card": "♣9", "exposed_cards": "low_card", "offender_is_defender": True}),
        # typed "buert"; "na een pas voor de beurt" names the call the RT bid after
        ("call_out_of_rotation", "Z doubleerde voor zn beurt, W was aan de buert. W heeft daarna gepast.",
         {"offender": "Z", "call_kind": "double", "turn_of": "lho", "offender_lho_called": True}),
        ("call_out_of_rotation", "Mag de RT na een bod voor de beurt gewoon passen?",
         {"call_kind": "bid", "turn_of": "rho", "rho_action": "pass"}),
        # the same meaning in a verb; after talking with or after an explanation by the WL is not early
        ("insufficient_bid", "Mag hij het vervangen door een bod dat hetzelfde betekent?", {"ib_replacement": "comparable"}),
        ("insufficient_bid", "O bood 2♦ na 2SA en maakte er na overleg met de WL 3♦ van.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("insufficient_bid", "Z bood 1♦ over 1♥ en verving het door 2♦ toen de WL alles had uitgelegd.",
         {"offender": "Z", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # "zat te puzzelen": in turn; "maar W had nog niet gepast" after the call: W was in turn
        ("call_out_of_rotation", "West zat nog te puzzelen, en toen legde zuid al zijn 1♥ op tafel.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho"}),
        ("call_out_of_rotation", "Oost dacht dat hij aan de beurt was en bood 2♣, maar noord had nog niet geboden.",
         {"offender": "O", "call_kind": "bid", "turn_of": "rho"}),
        # "had al X geboden voordat de gever iets zei" is the out-of-turn call itself
        ("call_out_of_rotation", "Ik zag dat O al 1♠ geboden had voordat Z, de gever, iets zei.",
         {"offender": "O", "dealer": "Z", "call_kind": "bid", "turn_of": "lho", "offender_previously_called": False}),
        ("insufficient_bid", "Na 2SA (N) zei O 2♥. Z moest nog en heeft geen bod gedaan.", {"offender": "O", "offender_lho_called": False}),
        ("inadmissible_call", "W moest verplicht passen maar bood bij zijn volgende beurt 3♣.",
         {"offender": "W", "inadmissible_kind": "obliged_to_pass", "made_out_of_turn": False}),
        # "gaf al een bod" is a call, not the dealer; "te laag bod van O"; "ophogen"; the LHO "al gepast heeft"
        ("call_out_of_rotation", "W gaf al een bod voordat zijn RT iets had gezegd.",
         {"offender": "W", "call_kind": "bid", "turn_of": "rho"}),
        ("insufficient_bid", "Een te laag bod van N werd door O met een doublet geaccepteerd.", {"offender": "N", "offender_lho_called": True}),
        ("insufficient_bid", "Mag ik mijn 2♦ over 2♠ nog ophogen naar 3♦ als mijn LT al gepast heeft?",
         {"ib_replacement": "lowest_same", "offender_lho_called": True}),
        ("insufficient_bid", "O zei 1♣ terwijl er al 1♦ lag en heeft het zelf in 2♣ veranderd; de WL was er nog niet.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        # a call made "tijdens het bieden" says nothing on when it was noticed
        ("inadmissible_call", "Iemand bood tijdens het bieden 9♦.", {"inadmissible_kind": "above_seven"}),
    ],
)
def test_round5_plain_words_timing_and_names(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "N deelt": the dealer; the turn follows from it
        ("call_out_of_rotation", "Spel 4, N deelt. W legt als allereerste een 1♦-kaartje neer.",
         {"offender": "W", "dealer": "N", "call_kind": "bid", "turn_of": "lho", "offender_previously_called": False}),
        # "ik als gever"; "mijn linkertegenstander opende" is the offender, not the offender's LHO calling
        ("call_out_of_rotation", "Mijn linkertegenstander paste voordat ik als gever iets had gezegd. Ik zit oost.",
         {"offender": "Z", "dealer": "O", "call_kind": "pass", "turn_of": "rho", "offender_previously_called": False}),
        # the pass a rectification obliges is not the call made
        ("call_out_of_rotation", "Moet mijn partner nu de hele bieding passen als ik voor de beurt een bod doe?", {"call_kind": "bid"}),
        ("call_out_of_rotation", "W paste nog een keer terwijl O aan de beurt was.", {"offender": "W", "call_kind": "pass", "turn_of": "partner"}),
        # still to choose the replacement: pending
        ("call_out_of_rotation", "N paste voor de beurt, zijn RT opende daarna 1♣ en nu moet N nog een vervangende bieding kiezen.",
         {"offender": "N", "call_kind": "pass", "turn_of": "rho", "rho_action": "call", "replacement_comparable": "pending"}),
        # the seat that only asks is not the offender; "vraagt of ... schade" states no damage
        ("insufficient_bid", "Na afloop vraagt W of OW schade hadden: N had een onvoldoende bod vervangen door een pas.",
         {"offender": "N", "ib_replacement": "other", "phase": "after_play"}),
        # the opening lead named in the past tense
        ("inadmissible_call", "N doubleerde het bod van zijn partner. Pas nadat O was uitgekomen zagen we het.",
         {"offender": "N", "inadmissible_kind": "double", "discovered_after_opening_lead": True}),
        ("call_after_final_pass", "Na drie passen doubleert O het contract nog; O moest uitkomen.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
        # the real opening lead later ("kwam later uit tegen 4♥") is not the exposure, but says who defends
        ("card_exposed_during_auction", "Tijdens het bieden liet W de ♦3 zien; W kwam later uit tegen 3SA.",
         {"offender": "W", "card": "♦3", "exposed_cards": "low_card", "offender_is_defender": True}),
        ("card_exposed_during_auction", "N speelde al een kaart voor terwijl er nog geboden werd: de ♥B.",
         {"offender": "N", "card": "♥B", "exposed_cards": "led"}),
        ("card_exposed_during_auction", "W speelde tijdens het bieden al uit met de klaveren vier.",
         {"offender": "W", "card": "♣4", "exposed_cards": "led"}),
        # a relative clause after the seat; the turn holder opening his sentence is the subject after "maar"
        ("call_out_of_rotation", "Z, die al eerder 1♦ had geopend, bood 2♦ toen W aan de beurt was.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_previously_called": True}),
        ("call_out_of_rotation", "O opent 1♥ voor de beurt. Zijn LT was aan de beurt maar heeft zelf 1♠ geboden.",
         {"offender": "O", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": True}),
        # "had nog niets gezegd toen de WL kwam": still silent when the director came
        ("call_out_of_rotation", "W bood voor de beurt 1♣. Noord, die aan de beurt was, had nog niets gezegd toen de WL kwam.",
         {"offender": "W", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": False}),
        # a topic label ("Vraag over een bod voor de beurt:") names no caller
        ("call_out_of_rotation", "Vraag over een pas voor de beurt: mijn RT paste terwijl mijn LT aan de beurt was. Ik zit N.",
         {"offender": "W", "call_kind": "pass", "turn_of": "partner"}),
        # one card named "en nog een kaart": several
        ("card_exposed_during_auction", "Z liet tijdens het bieden de ♣A en nog een kaart zien.", {"offender": "Z", "exposed_cards": "several"}),
        # the dealer relative to the offender; "de partner van de overtreder"
        ("call_out_of_rotation", "W paste terwijl zijn LT gever was.",
         {"offender": "W", "dealer": "N", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        ("call_out_of_rotation", "Wat als de RT van de overtreder aan de beurt was en de overtreder een bod voor de beurt doet?",
         {"call_kind": "bid", "turn_of": "rho"}),
        # "na mijn bod voor de beurt": the earlier call out of turn, not this one
        ("inadmissible_call", "Mijn partner moest passen na mijn pas voor de beurt, maar doubleerde toch. Ik zit N.",
         {"offender": "Z", "inadmissible_kind": "obliged_to_pass"}),
        # "bieding voor de beurt" with no call named: the kind stays unsaid
        ("call_out_of_rotation", "Tafel 8: bieding voor de beurt door west. Kunt u even komen?", {"offender": "W"}),
        ("insufficient_bid", "West bood 2♣ over 2♦ van noord, en dat terwijl het niet eens zijn beurt was.",
         {"offender": "W", "made_out_of_turn": True}),
    ],
)
def test_round6_part_style(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # an auction told in order from the dealer: the call that skips a seat is out of turn
        ("call_out_of_rotation", "Gever O. O pas, Z pas, en toen bood N 1♠, terwijl W de biedbox nog vasthield.",
         {"offender": "N", "dealer": "O", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
        # "na X van N en pas van O": both coordinated calls came before; "rechterbuurman" is the RHO
        ("call_out_of_rotation", "Gever Z. Na 1♥ van Z en pas van W bood O al 1♠, terwijl zijn rechterbuurman nog aan zet was.",
         {"offender": "O", "dealer": "Z", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
        # the hand played out, in other words
        ("call_out_of_rotation", "We hebben het spel gewoon uitgespeeld; daarna bleek dat W voor zijn beurt had gepast.",
         {"offender": "W", "call_kind": "pass", "phase": "after_play"}),
        # the offender called again later: the RHO is not still to act
        ("call_out_of_rotation", "O bood 1♦ terwijl zijn RT nog niets had gezegd. De WL liet het bod vervallen en daarna heeft O 2♦ geboden. Wat nu?",
         {"offender": "O", "call_kind": "bid", "turn_of": "rho"}),
        # a seat named before "werd later leider"; "bij mijn partner" is the partner's card
        ("card_exposed_during_auction", "Tijdens het bieden legde W de ♠8 al open om uit te komen. Z werd later leider, dus W is tegenspeler.",
         {"offender": "W", "card": "♠8", "exposed_cards": "led", "offender_is_defender": True}),
        ("card_exposed_during_auction", "Ik zit oost. Tijdens de bieding zag ik bij mijn partner een klein hartje.",
         {"offender": "W", "exposed_cards": "low_card"}),
        # "iedereen had gepast", "het contract stond vast": the auction was over
        ("call_after_final_pass", "Iedereen had gepast na 2♠ van O, toen bood N nog 3♦.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        # a consequence asked about ("moet W nu passen?") is not the kind of the call
        ("inadmissible_call", "Z redoubleerde het doublet op zijn eigen partner. Moet N nu de rest van de bieding passen?",
         {"offender": "Z", "inadmissible_kind": "double"}),
        # "terwijl de 2♠ van W er lag": a call already on the table, not the LHO calling after
        ("insufficient_bid", "O bood 2♥ terwijl de 2♠ van Z er lag. O heeft er na uitleg van de WL een pas van gemaakt.",
         {"offender": "O", "ib_replacement": "other", "ib_replaced_early": False}),
        # "mijn pas voor de beurt": the writer's call; a modal's infinitive ("mag de gever nog openen") is no call made
        ("call_out_of_rotation", "Ik zit west. Klopt het dat mijn pas voor de beurt blijft staan? Mijn partner moest nog.",
         {"offender": "W", "call_kind": "pass", "turn_of": "partner"}),
        ("call_out_of_rotation", "Mag de gever nog bieden als zijn linkertegenstander al gedoubleerd heeft voordat de gever iets zei?",
         {"call_kind": "double", "turn_of": "rho", "offender_previously_called": False}),
        # "nog niets geboden" is no call; "op zijn beurt", "geen bod voor de beurt": made in turn
        ("call_out_of_rotation", "Gever W. N opende 1♥ voordat W iets had gezegd. W heeft de WL geroepen en nog niets geboden. Wat nu?",
         {"offender": "N", "dealer": "W", "call_kind": "bid", "turn_of": "rho", "rho_action": "pending", "offender_previously_called": False}),
        ("insufficient_bid", "W bood op zijn beurt 1♦ over de 1♠ van O. Het was geen bod voor de beurt.",
         {"offender": "W", "made_out_of_turn": False}),
        # "een heer" is an honour; "al aan de uitkomst zat": that seat leads
        ("card_exposed_during_auction", "O liet tijdens het bieden een heer zien.", {"offender": "O", "exposed_cards": "honour"}),
        ("call_after_final_pass", "Na de slotpas zei Z nog 'pas', terwijl W al aan de uitkomst zat.",
         {"offender": "Z", "after_final_pass_call": "pass", "offender_is_defender": False}),
        # "dacht dat N al gepast had": a call not made, and not the subject of what follows; "was N gever"
        ("call_out_of_rotation", "Bij ons was west gever. Noord dacht dat west al gepast had en opende 1♦. West had echter nog niets gezegd.",
         {"offender": "N", "dealer": "W", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
        # "O en Z hadden gepast": both coordinated subjects passed
        ("call_out_of_rotation", "O en Z hadden gepast toen W 1♠ opende. Toen zei O 'pas', maar N had nog niet geboden.",
         {"offender": "O", "call_kind": "pass", "turn_of": "rho", "offender_previously_called": True}),
        # "de bieding eindigde in ...", a pass card after it
        ("call_after_final_pass", "De bieding eindigde in 3♣ van Z. Daarna legde W nog een paskaartje neer.",
         {"offender": "W", "after_final_pass_call": "pass", "offender_is_defender": True}),
        # "had ... moeten passen": obliged to pass
        ("inadmissible_call", "N had na de pas voor de beurt van zijn partner de rest van de bieding moeten passen, maar doubleerde toch.",
         {"offender": "N", "inadmissible_kind": "obliged_to_pass"}),
        # "maar mijn partner had nog niet gepast": the partner was in turn
        ("call_out_of_rotation", "Ik (O) zei 'pas' na de 1♥ van zuid, maar mijn partner had nog niet gepast.",
         {"offender": "O", "call_kind": "pass", "turn_of": "partner"}),
        # "had N er al ... overheen geboden": the LHO called over it
        ("call_out_of_rotation", "Z paste voor zijn beurt. Toen de WL kwam, had W er al 1♠ overheen geboden.",
         {"offender": "Z", "call_kind": "pass", "offender_lho_called": True}),
        # the declarer named by his role, his seat from the seat on lead
        ("call_after_final_pass", "W was al aan het uitkomen toen de leider nog 'dubbel' zei.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_is_defender": False}),
        # "mocht niet meer bieden": obliged to pass
        ("inadmissible_call", "Z mocht na zijn pas voor de beurt niet meer bieden, maar Z bood later toch 3♣.",
         {"offender": "Z", "inadmissible_kind": "obliged_to_pass"}),
        # "maakte er toen 2SA van" after "1SA na 1SA": the lowest sufficient bid in the same denomination
        ("insufficient_bid", "O zei 2♥ na 2♥ van N. De WL legde alles uit en O maakte er toen 3♥ van.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # "opent met een pas": a pass; "eerst op zijn beurt": that call was in turn, the later one not
        ("call_out_of_rotation", "W opent met een pas als eerste, maar gever was N.",
         {"offender": "W", "dealer": "N", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        ("call_out_of_rotation", "N paste eerst op zijn beurt en doubleerde later terwijl zijn partner aan de beurt was.",
         {"offender": "N", "call_kind": "double", "turn_of": "partner", "offender_previously_called": True}),
        # the offender "had nog niets gezegd": his first call; "bieding vd beurt: Z 1♠": the call is named after all
        ("call_out_of_rotation", "O paste, maar het was de beurt van zijn partner W. O had in deze bieding nog niets gezegd.",
         {"offender": "O", "call_kind": "pass", "turn_of": "partner", "offender_previously_called": False}),
        ("call_out_of_rotation", "bieding vd beurt: W 2♣ op de beurt van O",
         {"offender": "W", "call_kind": "bid", "turn_of": "partner"}),
        ("inadmissible_call", "Ik bood 8♥, gewoon op mijn beurt. Wat nu?",
         {"inadmissible_kind": "above_seven", "made_out_of_turn": False}),
        # "mevrouw op west": the seat; "wat betekent dat voor noord?": for him, not before him
        ("call_out_of_rotation", "Mevrouw op west paste terwijl de heer op zuid, de gever, nog aan het denken was.",
         {"offender": "W", "dealer": "Z", "call_kind": "pass", "turn_of": "rho", "offender_previously_called": False}),
        ("insufficient_bid", "West bood 1♦ over 1♥ en verving het, na de uitleg van de WL, door een pas. Wat betekent dat voor oost?",
         {"offender": "W", "ib_replacement": "other", "ib_replaced_early": False}),
        # the contract in brackets a few words after "slotpas"
        ("call_after_final_pass", "De slotpas lag er al (4♠ door O), toen zei N nog 5♦.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("inadmissible_call", "Z moest de rest van de bieding passen, maar bood toch 2♥. W heeft er niets meer op gezegd.",
         {"offender": "Z", "inadmissible_kind": "obliged_to_pass", "offender_lho_called": False}),
        # "zijn uitkomstkaart open op tafel": led; "drie van zijn kaarten": several
        ("card_exposed_during_auction", "W legde zijn uitkomstkaart al open neer terwijl er nog geboden werd: de ♣6.",
         {"offender": "W", "card": "♣6", "exposed_cards": "led"}),
        ("card_exposed_during_auction", "Tijdens het bieden liet N twee van zijn kaarten zien.", {"offender": "N", "exposed_cards": "several"}),
        # "was te snel: hij sloeg zijn RT over": out of turn, at the RHO's turn
        ("call_out_of_rotation", "W was te snel: hij sloeg zijn RT over en paste. Die RT heeft daarna 1♣ geboden.",
         {"offender": "W", "call_kind": "pass", "turn_of": "rho", "rho_action": "call"}),
        # a call after another while the seat in between is said to be silent
        ("call_out_of_rotation", "Toen N net 1♠ geopend had, paste Z al. O had nog niets gezegd.",
         {"offender": "Z", "call_kind": "pass", "turn_of": "rho"}),
        # "wil 1♥ accepteren": no call made
        ("call_out_of_rotation", "Gever N. O opende 1♥ voordat N aan de beurt was geweest. N wil nu 1♥ accepteren.",
         {"offender": "O", "dealer": "N", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
        ("call_after_final_pass", "De bieding was dicht (3♥ van W) toen N nog een pasje neerlegde.",
         {"offender": "N", "after_final_pass_call": "pass", "offender_is_defender": True}),
        ("inadmissible_call", "Mag je je partner redoubleren als je op je beurt zit?",
         {"inadmissible_kind": "double", "made_out_of_turn": False}),
        # calls after the director's ruling are not calls over the irregular one
        ("inadmissible_call", "Z doubleerde het 2♣-bod van zijn partner N. De WL heeft het doublet vervangen door een pas, en daarna bood W 2♦.",
         {"offender": "Z", "inadmissible_kind": "double"}),
        # "heeft dat geaccepteerd door 2♥ te bieden"; "had het woord nog"; "dat is een pas voor de beurt" names it again
        ("call_out_of_rotation", "Z bood 1♠ voor zijn beurt, toen W aan de beurt was. W heeft dat geaccepteerd door 2♦ te bieden.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": True}),
        ("call_out_of_rotation", "W paste, maar Z had het woord nog. Dat is een pas voor de beurt. Z heeft nu 1♣ geopend.",
         {"offender": "W", "call_kind": "pass", "turn_of": "rho", "rho_action": "call"}),
        # the replacer is the offender; "nadat N 1♠ had geopend": N's call came first
        ("insufficient_bid", "Na de uitleg van de WL verving N zijn 1♦ (over 1♥ van W) door 2♦. Later bood Z nog 3♠.",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("insufficient_bid", "Z zette 1♦ neer nadat W 1♠ had geopend, maar N moest nog.", {"offender": "Z", "made_out_of_turn": True}),
        # a conditional role is not what happened; "speelt W het contract": declarer
        ("card_exposed_during_auction", "Tijdens de bieding viel de ♠A van O. Het wordt een strafkaart als O tegenspeler wordt. Uiteindelijk speelt O het contract.",
         {"offender": "O", "card": "♠A", "exposed_cards": "honour", "offender_is_defender": False}),
        ("inadmissible_call", "Ik (Z) heb de 1♠ van mijn partner gedoubleerd. Ik was wel aan de beurt.",
         {"offender": "Z", "inadmissible_kind": "double", "made_out_of_turn": False}),
        # "één harten" is a call; "voordat W zijn kaarten had opgepakt": W was in turn
        ("call_out_of_rotation", "Gever W. Noord zei 'één harten' voordat west zijn kaarten had opgepakt. West heeft daarna gepast.",
         {"offender": "N", "dealer": "W", "call_kind": "bid", "turn_of": "rho", "rho_action": "pass", "offender_previously_called": False}),
        # "O en W hadden al gepast": before the call, not over it
        ("call_out_of_rotation", "Z bood 4♥ terwijl N nog aan de beurt was; oost en west hadden al gepast.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "partner"}),
        ("insufficient_bid", "O zei 'één ruiten' terwijl er al één sans lag van Z. O wil er nu twee ruiten van maken.",
         {"offender": "O", "ib_replacement": "lowest_same"}),
        # the LHO called over the early replacement, not over the insufficient bid
        ("insufficient_bid", "Zuid bood 1♦ na 1♥. Voordat de WL er was, had zuid het al in 2♦ veranderd, en west heeft daarna gepast.",
         {"offender": "Z", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("call_after_final_pass", "Na de slotpas riep W nog 'double' terwijl N al met de uitkomst bezig was.",
         {"offender": "W", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("card_exposed_during_auction", "O had zijn kaarten tijdens de bieding open op tafel gelegd.", {"offender": "O", "exposed_cards": "several"}),
        # "mijn partner (Z)": the writer sits N
        ("call_out_of_rotation", "Mijn partner (Z) paste voor zijn beurt terwijl ik aan de beurt was.",
         {"offender": "Z", "call_kind": "pass", "turn_of": "partner"}),
        # damage asked about, not stated; a comparison of two timings states neither
        ("call_out_of_rotation", "Na het spel bleek dat W voor zijn beurt had gepast. Wij weten niet of NZ daardoor benadeeld zijn.",
         {"offender": "W", "call_kind": "pass", "phase": "after_play"}),
        ("call_out_of_rotation", "Is een bod voor de beurt in de tweede ronde anders dan een bod voor de beurt als eerste bieding?",
         {"call_kind": "bid"}),
        # "de volgende speler" is the LHO; the writer as the offender's LHO
        ("insufficient_bid", "Blijft een onvoldoende bod staan als de volgende speler er gewoon overheen biedt?", {"offender_lho_called": True}),
        ("insufficient_bid", "Mijn RT bood 1♥ over mijn 1♠. Ik heb daarna nog niets gezegd.", {"offender_lho_called": False}),
        # the caller named relative to declarer
        ("call_after_final_pass", "Mag de leider iets doen als zijn RT na de slotpas nog doubleert?",
         {"after_final_pass_call": "other", "offender_is_defender": True}),
        # "voordat zijn RT over de 1♥ van O had geboden", "terwijl N nadacht": who was in turn
        ("call_out_of_rotation", "Bij ons zei west 2♠ voordat zijn rechtertegenstander over de 1♥ van oost had geboden.",
         {"offender": "W", "call_kind": "bid", "turn_of": "rho"}),
        ("call_out_of_rotation", "Terwijl N nadacht over zijn bod, legde W al een pas neer.", {"offender": "W", "call_kind": "pass", "turn_of": "lho"}),
        ("inadmissible_call", "Redoublet van Z op het doublet van zijn eigen partner N, terwijl Z niet eens aan de beurt was.",
         {"offender": "Z", "inadmissible_kind": "double", "made_out_of_turn": True}),
        # the LHO named by his seat had not called; noticed during the auction
        ("inadmissible_call", "N moest na de rechtzetting van zijn bod voor de beurt de rest van de bieding passen, maar bood toch 2♣. Gezien voordat O iets zei.",
         {"offender": "N", "inadmissible_kind": "obliged_to_pass", "offender_lho_called": False, "discovered_after_opening_lead": False}),
        ("insufficient_bid", "O zegt 1♣ over 1♦ en legt er dan zelf snel 1♥ overheen, voordat iemand de WL riep.",
         {"offender": "O", "ib_replaced_early": True}),
        # "was nog niet aan bod geweest": in turn; "zagen we pas nadat N al ... had geopend": the LHO called after
        ("call_out_of_rotation", "De RT van zuid was nog niet aan bod geweest, toen zuid al paste.",
         {"offender": "Z", "call_kind": "pass", "turn_of": "rho"}),
        ("call_out_of_rotation", "Dat O te vroeg doubleerde, zagen we pas nadat Z al 2♣ had geboden. Z was aan de beurt geweest.",
         {"offender": "O", "call_kind": "double", "turn_of": "lho", "offender_lho_called": True}),
        # another player's call out of turn; "de eerste slag al gespeeld"; "het bod van N was lager dan"
        ("inadmissible_call", "O mocht niet meer bieden, want zijn partner had voor de beurt gepast. Toch bood O 2♦.",
         {"offender": "O", "inadmissible_kind": "obliged_to_pass"}),
        ("inadmissible_call", "N doubleerde de 2♥ van zijn partner Z. Het kwam pas uit toen de eerste slag al gespeeld was.",
         {"offender": "N", "inadmissible_kind": "double", "discovered_after_opening_lead": True}),
        ("insufficient_bid", "Het bod van oost (2♣) was lager dan de 2♦ van noord.", {"offender": "O"}),
        # "X was niet aan de beurt, N wel"; "had zijn biedbox nog dicht"; "maar eigenlijk moest O nog"
        ("call_out_of_rotation", "Z was niet aan de beurt, W wel. Toch legde Z een doublet op de 1♠ van O.",
         {"offender": "Z", "call_kind": "double", "turn_of": "lho"}),
        ("call_out_of_rotation", "De gever (O) had zijn biedbox nog dicht toen zijn partner al 1♥ opende.",
         {"offender": "W", "dealer": "O", "call_kind": "bid", "turn_of": "partner", "offender_previously_called": False}),
        ("call_out_of_rotation", "W paste, maar eigenlijk moest N nog. N is daarna zelf gaan bieden: 1♠.",
         {"offender": "W", "call_kind": "pass", "turn_of": "lho", "offender_lho_called": True}),
        ("insufficient_bid", "De WL legde uit wat O kon doen met zijn onvoldoende 1♦ (na 1♥). O koos voor 2♦.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # "voordat zijn partner had kunnen reageren", "voordat O zijn tweede bod had gedaan"
        ("call_out_of_rotation", "W bood 2SA voordat zijn partner had kunnen reageren op de 1♠ van Z.",
         {"offender": "W", "call_kind": "bid", "turn_of": "partner"}),
        ("call_out_of_rotation", "Gever N. N 1♦, O pas, Z 1♠, W pas, en O paste al voordat N zijn tweede bod had gedaan.",
         {"offender": "O", "dealer": "N", "call_kind": "pass", "turn_of": "rho", "offender_previously_called": True}),
        # "afgesloten met 4♠ van W": the contract; "het contract 1SA van Z": not a call over the late one
        ("call_after_final_pass", "Nadat de bieding was afgesloten met 3♥ van N, paste N zelf nog een keer.",
         {"offender": "N", "after_final_pass_call": "pass", "offender_is_defender": False}),
        ("call_after_final_pass", "O bood na drie passen nog 2♣, terwijl het contract 1SA van Z al vaststond.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
        # "de bieding loopt nog"; "dacht dat W 2♠ had geboden" is no call made; "twee schoppens"
        ("inadmissible_call", "Ik heb de 2♣ van mijn partner gedoubleerd. Ik zit N. De bieding loopt nog.",
         {"offender": "N", "inadmissible_kind": "double", "discovered_after_opening_lead": False}),
        ("insufficient_bid", "N bood 2♦ op de 2♠ van O, hij dacht dat O 1♠ had geboden. N verving het op advies van de WL door 3♦.",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("card_exposed_during_auction", "Tijdens de bieding liet Z twee hartens zien.", {"offender": "Z", "exposed_cards": "several"}),
        ("card_exposed_during_auction", "W dacht dat de bieding voorbij was en speelde de ♣5 voor. Uiteindelijk werd N leider.",
         {"offender": "W", "card": "♣5", "exposed_cards": "led", "offender_is_defender": True}),
        # "iedereen al gepast had na 4♥ van O": O's side declares; a long "verving het, nadat ..., door X"
        ("call_after_final_pass", "Toen iedereen al gepast had na 3♣ van W, bood N nog 3♥.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("insufficient_bid", "Z zei 1♦ op de 1♠ van O. Hij verving het, nadat de WL de regels had uitgelegd, door een doublet.",
         {"offender": "Z", "ib_replacement": "double", "ib_replaced_early": False}),
        # whether the LHO accepts is what is asked: silence
        ("call_out_of_rotation", "Kan de LT een pas voor de beurt ook weigeren en zelf gewoon bieden?", {"call_kind": "pass"}),
    ],
)
def test_round7_indirect(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # the writer's side declares ("wij speelden", "ons contract"); an opponent of the writer defends
        ("call_after_final_pass", "Wij speelden 4♥. Na de slotpas zei mijn partner nog '5♥'. Ik zit zuid.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("call_after_final_pass", "Na de slotpas paste O, onze rechtertegenstander, nog. Wij waren de leiders.",
         {"offender": "O", "after_final_pass_call": "pass", "offender_is_defender": True}),
        # the seat on lead in other words: "aan het uitkomen", "had zijn uitkomst al gelegd", "kwam O uit"
        ("call_after_final_pass", "Terwijl west al aan het uitkomen was, zei oost nog '3♥'.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "Na drie passen bood N nog 3♦. O had zijn uitkomst al gedekt op tafel gelegd.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("card_exposed_during_auction", "Tijdens het bieden viel de ♦8 van Z op tafel. Later kwam Z uit tegen 3SA.",
         {"offender": "Z", "card": "♦8", "exposed_cards": "low_card", "offender_is_defender": True}),
        # the one call told with "nog" is the late one, whoever is named first
        ("call_after_final_pass", "Pas toen N al was uitgekomen, zei Z nog 'redoublet'.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_is_defender": True}),
        # the LHO's calls before the insufficient bid are not calls over it
        ("insufficient_bid", "Z opende 1♠, W paste, N bood 2♣ en O paste. Z zei 2♠, W 3♦ en N 3♠. Toen legde O 3♥ neer.",
         {"offender": "O"}),
        ("insufficient_bid", "Mijn RT paste na de 2♦ van mijn partner. Ik legde toen 1SA neer. Ik zit west.", {"offender": "W"}),
        # "nadat zijn LT 2♥ had geopend": told after, made before
        ("insufficient_bid", "N bood 2♦ nadat zijn RT 2♥ had geopend.", {"offender": "N"}),
        # "toen W ... neerlegde, riep N de WL": N did not call
        ("insufficient_bid", "O opende 1♥, Z 2♣, W 2♥. Toen N 2♦ neerlegde, riep O meteen de WL.",
         {"offender": "N", "offender_lho_called": False}),
        # the LHO refused to accept: his later call is no acceptance
        ("call_out_of_rotation", "W paste toen N aan de beurt was. N wilde de pas niet accepteren; daarna opende N 1♦.",
         {"offender": "W", "call_kind": "pass", "turn_of": "lho", "offender_lho_called": False}),
        # a call after the cancelled one ("was geschrapt") is no call over it
        ("call_out_of_rotation", "Nadat het doublet van Z voor zijn beurt was ingetrokken, paste W en doubleerde Z opnieuw.",
         {"offender": "Z", "call_kind": "double"}),
        # "eerder in de bieding ... voor zijn beurt": the irregular call itself, not an earlier one
        ("call_out_of_rotation", "Eerder in de bieding had W voor zijn beurt gepast, toen N aan de beurt was.",
         {"offender": "W", "call_kind": "pass", "turn_of": "lho"}),
        # "voordat W had geopend": W was in turn
        ("call_out_of_rotation", "Voordat O had geopend, zei zijn partner al '1♥'.", {"offender": "W", "call_kind": "bid", "turn_of": "partner"}),
        # the pass a partner "moet" make is no call
        ("call_out_of_rotation", "Moet mijn partner passen als ik voor mijn beurt een doublet leg?", {"call_kind": "double"}),
        # made in turn / at the partner's turn, said with a pronoun
        ("insufficient_bid", "Was zijn 2♣ na 2♦ voor zijn beurt? Nee, hij was gewoon aan de beurt.", {"made_out_of_turn": False}),
        ("insufficient_bid", "Wat als mijn partner een te laag bod doet terwijl ik eigenlijk aan de beurt ben?", {"made_out_of_turn": True}),
        # replaced after the director cancelled it
        ("insufficient_bid", "De 1♣ van Z na 1♦ van O werd door de WL geschrapt; Z bood daarna 2♣.",
         {"offender": "Z", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # a pair on lead; "door de blinde"; "mijn partner werd leider"
        ("call_after_final_pass", "Na de slotpas zei zuid nog 'pas'. NZ moesten uitkomen.",
         {"offender": "Z", "after_final_pass_call": "pass", "offender_is_defender": True}),
        ("call_after_final_pass", "Wat gebeurt er met een doublet dat na de slotpas door de leider werd gelegd?",
         {"after_final_pass_call": "other", "offender_is_defender": False}),
        ("card_exposed_during_auction", "Tijdens het bieden liet mijn LT de ♣H zien. Ik zit oost en mijn partner werd leider.",
         {"offender": "Z", "card": "♣H", "exposed_cards": "honour", "offender_is_defender": True}),
    ],
)
def test_round8_grammar_roles_and_boundaries(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "als laatste had gepast" ends the auction; "paste na de slotpas" is the late call, not the contract
        ("call_after_final_pass", "Nadat Z als laatste had gepast, zei O nog '4♦'.", {"offender": "O", "after_final_pass_call": "other"}),
        ("call_after_final_pass", "De leider speelde 3♣ en zijn linkertegenstander paste na de slotpas nog eens.",
         {"after_final_pass_call": "pass", "offender_is_defender": True}),
        # "N, die net 2♥ had geboden": N's side declares
        ("call_after_final_pass", "Na de slotpas legde O, die net 2♥ had geboden, nog een 3♥-kaartje neer.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": False}),
        ("call_after_final_pass", "Mag de speler die het contract speelt na de slotpas nog passen?",
         {"after_final_pass_call": "pass", "offender_is_defender": False}),
        # a call already on the table is no call over the out-of-turn one
        ("call_out_of_rotation", "N legde 3♦ op tafel, terwijl de 3♣ van oost er al lag. Het was de beurt van zuid.",
         {"offender": "N", "call_kind": "bid", "turn_of": "partner"}),
        # the writer opened in turn; his partner is the offender's LHO
        ("insufficient_bid", "Ik opende 3♦ en mijn LT bood daarna 3♣. Ik zit zuid. Mijn partner heeft nog niet geboden.",
         {"offender": "W", "offender_lho_called": False}),
        ("insufficient_bid", "Na de 2SA van zijn RT bood N 2♥; op aanwijzing van de WL werd dat 3♥.",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        ("card_exposed_during_auction", "Tijdens het bieden viel bij oost de ♣4 op tafel. West werd leider.",
         {"offender": "O", "card": "♣4", "exposed_cards": "low_card", "offender_is_defender": False}),
    ],
)
def test_round8_late_calls_and_implicit_roles(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # calls after a ruling ("de WL kwam;", "na de uitleg", "het ging terug naar") are no acceptance
        ("call_out_of_rotation", "Gever Z. W opende 1♦ terwijl Z nog niets had gezegd. De WL kwam; Z paste daarna en W bood weer 1♦.",
         {"offender": "W", "dealer": "Z", "call_kind": "bid", "turn_of": "rho", "rho_action": "pass", "offender_previously_called": False}),
        ("call_out_of_rotation", "O opende 1♠ voor zijn beurt. Na de uitleg paste zijn LT en bood O opnieuw 1♠.",
         {"offender": "O", "call_kind": "bid"}),
        # a refusal said of the LHO, or of another seat
        ("call_out_of_rotation", "Z bood 2♦ voor zijn beurt, op de beurt van W. W nam het bod niet aan. Daarna paste W.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": False}),
        ("call_out_of_rotation", "Gever N. O opende 1♥ voor zijn beurt. N accepteerde dat niet. Daarna opende N zelf 1♠.",
         {"offender": "O", "dealer": "N", "call_kind": "bid", "turn_of": "rho", "rho_action": "call", "offender_previously_called": False}),
        # "; zijn RT had nog niet geboden": the RHO was in turn; "daarna opende zijn RT": the RHO called
        ("call_out_of_rotation", "N paste voor zijn beurt; zijn RT had nog niet geboden. Daarna opende zijn RT 1♣.",
         {"offender": "N", "call_kind": "pass", "turn_of": "rho", "rho_action": "call"}),
        # "de gever, mijn LT"
        ("call_out_of_rotation", "Ik zat zuid en paste terwijl de gever, mijn LT, nog moest bieden.",
         {"offender": "Z", "dealer": "W", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        # the LHO's call after the replacement is no call over the insufficient bid
        ("insufficient_bid", "O bood 2♣ over de 2♦ van N. De WL legde alles uit en O koos voor 3♣. Daarna bood Z 3♦.",
         {"offender": "O", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # "W, de partner van de leider": W's side, not the offender's; "de partner van degene die moet uitkomen"
        ("call_after_final_pass", "Na de slotpas doubleerde N nog 2♠ van W. Daarna paste O, de partner van de leider.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True, "offender_lho_called": True}),
        ("call_after_final_pass", "Mag de partner van degene die moet uitkomen na de slotpas nog doubleren?",
         {"after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "Na de slotpas zei W nog '3♦'. Zijn LT heeft daar niet op gereageerd.",
         {"offender": "W", "after_final_pass_call": "other", "offender_lho_called": False}),
    ],
)
def test_round8_stories_after_a_ruling(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "mag ik nu nog openen?": a call asked about is no call made; the writer is the dealer
        ("call_out_of_rotation", "Ik ben gever en mijn RT paste al voordat ik iets had gezegd. Mag ik nu nog bieden?",
         {"call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        # "de linkertegenstander van de leider": a defender, not the offender's LHO
        ("call_after_final_pass", "Na de slotpas doubleerde de rechtertegenstander van de leider nog.",
         {"after_final_pass_call": "other", "offender_is_defender": True}),
        ("inadmissible_call", "Noord bood 8♥. De bieding was toen nog niet afgelopen.",
         {"offender": "N", "inadmissible_kind": "above_seven", "discovered_after_opening_lead": False}),
        ("insufficient_bid", "West bood 2♣ over 2♦ van noord. Het was te laag, maar hij was wel gewoon aan de beurt.",
         {"offender": "W", "made_out_of_turn": False}),
    ],
)
def test_round8_questions_and_roles(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("call_after_final_pass", "De zuidspeler zei nog '4♣' toen de bieding al voorbij was.", {"offender": "Z", "after_final_pass_call": "other"}),
        # "bood de partner van west ... nog": inverted subject, the "nog" later in the clause
        ("call_after_final_pass", "Voordat er was uitgekomen, doubleerde de partner van noord na de slotpas nog 2♥.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "Telt een pas die na de slotpas nog door de tegenspelers werd gegeven?",
         {"after_final_pass_call": "pass", "offender_is_defender": True}),
        # "terwijl niemand had gedoubleerd": the auction before, not the LHO's silence
        ("inadmissible_call", "Er werd door W geredoubleerd, terwijl niemand had gedoubleerd.", {"offender": "W", "inadmissible_kind": "double"}),
        # a condition after the verb is not the replacement; "al heeft gepast" in verb-final order
        ("insufficient_bid", "Mag een te laag bod nog verbeterd worden als zijn LT al heeft gepast?", {"offender_lho_called": True}),
    ],
)
def test_round8_inverted_and_verb_final(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("card_exposed_during_auction", "Tijdens het bieden lag de ♦3 van west open op tafel. West zou straks uitkomen.",
         {"offender": "W", "card": "♦3", "exposed_cards": "low_card", "offender_is_defender": True}),
        ("inadmissible_call", "Is een pas van de blinde na de slotpas een ontoelaatbare bieding?",
         {"inadmissible_kind": "after_final_pass", "after_final_pass_call": "pass", "offender_is_defender": False}),
        # "doubleerde ... nog 2♥": the contract doubled, not a bid
        ("call_after_final_pass", "Na de slotpas doubleerde O nog 3♣.", {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
    ],
)
def test_round8_more_roles(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "het gaat terug naar N": N was in turn; his call after the ruling is no acceptance
        ("call_out_of_rotation", "W paste voor zijn beurt. Het gaat terug naar N, die 1♣ opent. Mag O nu bieden?",
         {"offender": "W", "call_kind": "pass", "turn_of": "lho"}),
        # "was dat op zijn beurt? ja."; "niet alleen ... maar ook" is no negation
        ("insufficient_bid", "Z bood 2♣ na 2♥ van O. Was dat op zijn beurt? Nee.", {"offender": "Z", "made_out_of_turn": True}),
        ("insufficient_bid", "Omdat oost nog moest bieden, was de 2♦ van zuid na 2♠ van noord niet alleen te laag maar ook voor zijn beurt.",
         {"offender": "Z", "made_out_of_turn": True}),
    ],
)
def test_round8_reverted_and_answered(kind, text, expected):
    assert facts(kind, text) == expected


def test_round8_passive_acceptance():
    assert facts("call_out_of_rotation", "Blijft een pas voor de beurt staan als die door de LT wordt geaccepteerd?") == {
        "call_kind": "pass", "offender_lho_called": True}


def test_round8_noun_out_of_turn_names_the_caller():
    # "een doublet voor de beurt van mijn LT": the LT's double, not the LT's turn
    assert facts("call_out_of_rotation", "Wat gebeurt er na een doublet voor de beurt van mijn LT?") == {"call_kind": "double"}


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("card_exposed_during_auction", "Tijdens de bieding legde N de ♦5 open op tafel, alsof het de uitkomst was.",
         {"offender": "N", "card": "♦5", "exposed_cards": "led"}),
        # a past-perfect relative clause about another's call came first: "W, die de 2♠ van zijn RT niet had gezien, bood 2♥"
        ("insufficient_bid", "N, die de 3♦ van zijn RT niet had gezien, bood 3♣ en verving het daarna zelf door 4♣.",
         {"offender": "N", "ib_replacement": "lowest_same", "ib_replaced_early": True}),
        ("call_out_of_rotation", "Als een speler voor zijn beurt past en zijn LT er niet overheen biedt, wat dan?",
         {"call_kind": "pass", "offender_lho_called": False}),
    ],
)
def test_round8_relative_clauses_and_silences(kind, text, expected):
    assert facts(kind, text) == expected


# Round 9: a listed auction followed by an afterthought ("toen bleek dat X voor zijn beurt ..."); a replacement
# with another meaning; "X gever:" opening the message.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Gever O. Zuid past, oost past, west 1♣, en toen zag iemand dat zuid voor zijn beurt had gepast.",
         {"offender": "Z", "dealer": "O", "call_kind": "pass", "turn_of": "rho", "rho_action": "pass",
          "offender_lho_called": True, "offender_previously_called": False}),
        ("Gever N. West 1♥, noord pas, oost 2♥. Nu blijkt dat west vdb had geopend.",
         {"offender": "W", "dealer": "N", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": True,
          "offender_previously_called": False}),
        ("Z gever: W pas, Z 1♠, N pas.",
         {"offender": "W", "dealer": "Z", "call_kind": "pass", "turn_of": "rho", "rho_action": "call",
          "offender_lho_called": True, "offender_previously_called": False}),
        ("O bood voor zijn beurt 1♦ en verving die later door 2♣, een bod met een totaal andere betekenis.",
         {"offender": "O", "call_kind": "bid", "replacement_comparable": "no"}),
    ],
)
def test_round9_retold_and_other_meaning(text, expected):
    assert facts("call_out_of_rotation", text) == expected


def test_round9_other_meaning_without_replacement_is_silent():
    got = facts("call_out_of_rotation", "N bood 2♣ voor zijn beurt; bij hen heeft 2♣ een andere betekenis dan bij ons.")
    assert "replacement_comparable" not in got


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 10: the writer's own call out of turn, his LT calling "over ... heen"
        ("call_out_of_rotation", "Mijn LT heeft over mijn pas buiten de beurt heen gedoubleerd. Is die pas daarmee geaccepteerd?",
         {"call_kind": "pass", "offender_lho_called": True}),
        # another seat "moet nog bieden": whose turn it is, not a replacement still to choose; WL at once + "wat nu?"
        ("call_out_of_rotation", "Gever N. O paste voor zijn beurt; N moet nog bieden en de WL is er direct bij. Wat nu?",
         {"offender": "O", "dealer": "N", "call_kind": "pass", "turn_of": "rho", "rho_action": "pending",
          "offender_previously_called": False}),
        # a late call told as verb + call noun ("gaf een doublet"), the LT's pass after it
        ("call_after_final_pass", "de bieding was voorbij, toen gaf W toch nog een doublet en N heeft er een pas achter gelegd",
         {"offender": "W", "after_final_pass_call": "other", "offender_is_defender": True, "offender_lho_called": True}),
        # "maar niemand had gedoubleerd": why the redouble was inadmissible, not the LT's silence
        ("inadmissible_call", "O pakt het redoubletkaartje, maar niemand had gedoubleerd.",
         {"offender": "O", "inadmissible_kind": "double"}),
        # a count told apart from the noun
        ("card_exposed_during_auction", "Tijdens het bieden liet oost zijn kaarten per ongeluk zien, wel vier stuks.",
         {"offender": "O", "exposed_cards": "several"}),
    ],
)
def test_round10_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


def test_round10_count_of_minutes_is_not_several_cards():
    got = facts("card_exposed_during_auction", "Oost liet tijdens het bieden zeker twee minuten lang de ♠A zien.")
    assert got.get("exposed_cards") == "honour"


def test_round10_lt_as_offender_not_lho_called():
    assert "offender_lho_called" not in facts("call_out_of_rotation", "mijn LT opende voordat ik iets zei")


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 11: the seat on opening lead, also "ging net uitkomen", "stond op het punt uit te komen", inverted
        ("call_after_final_pass", "Bieding klaar, O ging net uitkomen toen W nog 'pas' zei.",
         {"offender": "W", "after_final_pass_call": "pass", "offender_is_defender": True}),
        ("call_after_final_pass", "Bieding klaar. Toen W op het punt stond uit te komen, zei N nog 3♥.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": False}),
        # the writer is on lead: his partner defends, his RHO does not
        ("call_after_final_pass", "Na de slotpas riep mijn partner nog 'dubbel'. Ik moest uitkomen.",
         {"after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "De slotpas was gevallen en ik kwam uit, toen zei mijn linkertegenstander nog pas.",
         {"after_final_pass_call": "pass", "offender_is_defender": False}),
        # "uitkomen tegen 2♥": the contract, not the late call
        ("call_after_final_pass", "Ik moest uitkomen tegen 4♠, maar na de slotpas zei mijn partner nog 'pas'.",
         {"after_final_pass_call": "pass", "offender_is_defender": True}),
        # call out of rotation: "eigenlijk moest zijn partner nog" (inverted), a worse contract as damage
        ("call_out_of_rotation", "Mijn RT bood 2♠ voor zijn beurt; eigenlijk moest zijn partner nog.", {"call_kind": "bid", "turn_of": "partner"}),
        ("call_out_of_rotation", "N paste vdb, maar eigenlijk moest zijn RT eerst nog.", {"offender": "N", "call_kind": "pass", "turn_of": "rho"}),
        ("call_out_of_rotation", "Na het spel: Z doubleerde in de bieding voor zijn beurt en OW zijn daardoor in een te hoog contract beland.",
         {"offender": "Z", "call_kind": "double", "phase": "after_play", "nos_damaged": True}),
        ("call_out_of_rotation", "Na het spel: Z doubleerde in de bieding voor zijn beurt, maar OW zijn niet in een verkeerd contract beland.",
         {"offender": "Z", "call_kind": "double", "phase": "after_play", "nos_damaged": False}),
    ],
)
def test_round11_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 12: a bare rank named as the exposed card; the declaring pair read from the contract
        ("card_exposed_during_auction", "In de bieding viel er een kaart van W op tafel, een tien.", {"offender": "W", "exposed_cards": "honour"}),
        ("card_exposed_during_auction", "Tijdens het bieden liet Z een kaart zien, een 6. Uiteindelijk speelde OW 2♠.",
         {"offender": "Z", "exposed_cards": "low_card", "offender_is_defender": True}),
        ("card_exposed_during_auction", "In de bieding toonde N zijn ♣H; het contract werd 3SA door NZ.",
         {"offender": "N", "card": "♣H", "exposed_cards": "honour", "offender_is_defender": False}),
        # insufficient bid: the call compared with is not the LHO calling; the writer as LHO ("van mijn RT")
        ("insufficient_bid", "N bood 2♣ terwijl O aan de beurt was, en dat was lager dan de 2♦ van Oost.", {"offender": "N", "made_out_of_turn": True}),
        ("insufficient_bid", "Onvoldoende 1♥ van mijn RT na de 1♠ van zijn partner. Ik heb er nog niets op gezegd.", {"offender_lho_called": False}),
        # the replacement: "X (na Y) werd Z", "past in plaats daarvan", "na mijn uitleg wil hij ..."
        ("insufficient_bid", "O's te lage 1♦ (na 1♠) werd 2♦.", {"offender": "O", "ib_replacement": "lowest_same"}),
        ("insufficient_bid", "W bood 1♣ over 1♥, te laag; hij doubleert nu in plaats daarvan.", {"offender": "W", "ib_replacement": "double"}),
        ("insufficient_bid", "Z bood 2♥ over 2♠. Na mijn uitleg wil Z nu passen.", {"offender": "Z", "ib_replacement": "other", "ib_replaced_early": False}),
        # "A. Nadat B, C": a fronted clause told in order, not a story told backwards
        ("insufficient_bid", "Z bood 1♦ over 1♠, onvoldoende. Nadat ik alles had uitgelegd, koos Z voor 2♦.",
         {"offender": "Z", "ib_replacement": "lowest_same", "ib_replaced_early": False}),
        # call out of rotation: whose turn from the writer's own turn and the offender named relative to him
        ("call_out_of_rotation", "Mijn partner doubleerde te vroeg, ik was eigenlijk aan de beurt.", {"call_kind": "double", "turn_of": "partner"}),
        ("call_out_of_rotation", "Mijn LT bood 1♠ terwijl ik nog moest bieden.", {"call_kind": "bid", "turn_of": "rho"}),
        ("call_out_of_rotation", "Ik paste voor mijn beurt en mijn LT bood daarna.", {"call_kind": "pass", "offender_lho_called": True}),
        # the offender's own earlier call, said with "eerder"; not the irregular call told with "al ... voordat"
        ("call_out_of_rotation", "Z bood 2♥ voor zijn beurt, het was de beurt van N. Z had eerder 1♥ geopend.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "partner", "offender_previously_called": True}),
        ("call_out_of_rotation", "W vervangt zijn 1♠ voor de beurt door 2♠, dat betekent bij hen precies hetzelfde.",
         {"offender": "W", "call_kind": "bid", "replacement_comparable": "same_meaning"}),
    ],
)
def test_round12_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 13: "paskaart", "zijn maat" (his partner)
        ("call_out_of_rotation", "Z pakte een paskaart terwijl zijn maat nog aan de beurt was.", {"offender": "Z", "call_kind": "pass", "turn_of": "partner"}),
        ("call_out_of_rotation", "O legt een pas-kaart neer terwijl zijn maat nog moest.", {"offender": "O", "call_kind": "pass", "turn_of": "partner"}),
        # a label naming the call the next sentence tells out of turn is not a second call; a label with the call after it stays
        ("call_out_of_rotation", "Pas vd beurt door west: N was gever en W paste al voordat N iets zei.",
         {"offender": "W", "dealer": "N", "call_kind": "pass", "turn_of": "lho", "offender_previously_called": False}),
        ("call_out_of_rotation", "Bod buiten de beurt door Z: 2♣, beurt van W. W paste daarna.",
         {"offender": "Z", "call_kind": "bid", "turn_of": "lho", "offender_lho_called": True}),
        # "mijn bieding voor de beurt": which call is not said (the LT's "geboden" is his own)
        ("call_out_of_rotation", "Mijn LT bood over mijn bieding voor de beurt heen; is die nu geaccepteerd?", {"offender_lho_called": True}),
        # the offender's call right after the director's explanation is his replacement; not another seat's call
        ("insufficient_bid", "W bood 1♥ over de 1♠ van N. Na de uitleg van de WL doubleert hij.",
         {"offender": "W", "ib_replacement": "double", "ib_replaced_early": False}),
        ("insufficient_bid", "Z zegt 1♦ na 1♥ van W. Na uitleg van de TD past Z.", {"offender": "Z", "ib_replacement": "other", "ib_replaced_early": False}),
        ("insufficient_bid", "Z zegt 1♦ na 1♥ van W. Na uitleg van de TD past N.", {"offender": "Z", "ib_replaced_early": False}),
        # the writer on lead with his seat in brackets; the writer who plays the contract
        ("call_after_final_pass", "Ik (N) moest uitkomen, maar mijn partner Z zei na drie passen nog 'doublet'.",
         {"offender": "Z", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("card_exposed_during_auction", "Mijn partner liet in de bieding de ♥A zien. Ik speel nu 3SA.",
         {"card": "♥A", "exposed_cards": "honour", "offender_is_defender": False}),
    ],
)
def test_round13_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 14: a level above seven told in words; "pas in slag 4"; the contract "uitgepast" or the late call "nog ... over" it
        ("inadmissible_call", "N bood een 8 in harten, kan dat?", {"offender": "N", "inadmissible_kind": "above_seven"}),
        ("inadmissible_call", "Wat gebeurt er met een bod op het achtniveau?", {"inadmissible_kind": "above_seven"}),
        ("inadmissible_call", "Z doubleerde de 3♥ van zijn partner N. We zagen het pas in slag 4.",
         {"offender": "Z", "inadmissible_kind": "double", "discovered_after_opening_lead": True}),
        ("call_after_final_pass", "4♥ van W uitgepast, toen legde N nog een doublet.",
         {"offender": "N", "after_final_pass_call": "other", "offender_is_defender": True}),
        ("call_after_final_pass", "Na de slotpas bood O nog 4♠ over de 3♥ van Z.",
         {"offender": "O", "after_final_pass_call": "other", "offender_is_defender": True}),
    ],
)
def test_round14_phrasings(kind, text, expected):
    assert facts(kind, text) == expected
