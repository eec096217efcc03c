"""Fact extraction for the two flagship irregularities, on our own fresh messages.

These messages are written for this test (not taken from the corpus or the shared
examples); each asserts exactly the facts the text gives.
"""

import pytest

from nlp import load_parser
from nlp.corpus import annotated_facts
from nlp.extract import Reader, extract_facts
from nlp.normalize import clean_text

REVOKE = [
    ("Z verzaakte in de 4e slag en won die slag zelf. Voldongen. NZ maakten daarna nog 1 slag.",
     {"offender": "Z", "trick_number": 4, "revoke_trick_winner": "offender", "established": True, "offending_side_later_tricks": 1}),
    ("Verzaking door west in slag zes; de leider nam de slag. Daarna geen slagen meer voor OW. vold",
     {"offender": "W", "trick_number": 6, "revoke_trick_winner": "non_offending_side", "established": True, "offending_side_later_tricks": 0}),
    ("leider N verzaakt, slag 3, blinde won de slag, voldongen",
     {"offender": "N", "offender_role": "declarer", "trick_number": 3, "revoke_trick_winner": "offender_partner", "established": True}),
    ("Oost bekende niet op klaveren in slag 7 terwijl hij er nog een had. Zijn partner won de slag. Het is voldongen.",
     {"offender": "O", "trick_number": 7, "revoke_trick_winner": "offender_partner", "established": True}),
    ("N verzaakt in slag 8 maar ziet het zelf voordat iemand naar slag 9 speelt.",
     {"offender": "N", "trick_number": 8, "established": False}),
    ("verzaking W slag 11 nog niet voldongen",
     {"offender": "W", "trick_number": 11, "established": False}),
    ("In de twaalfde slag verzaakte Z.",
     {"offender": "Z", "trick_number": 12}),
    ("Tegenspeler O verzaakte in slag 2, voldongen; O won de slag en OW haalden daarna nog twee slagen.",
     {"offender": "O", "offender_role": "defender", "trick_number": 2, "established": True, "revoke_trick_winner": "offender", "offending_side_later_tricks": 2}),
]

CALLS = [
    ("Gever O. Z opende 1♥ voor zijn beurt.",
     {"offender": "Z", "dealer": "O", "call_kind": "bid", "turn_of": "rho", "offender_previously_called": False}),
    ("W paste voor zijn beurt, zijn partner O was aan de beurt.",
     {"offender": "W", "call_kind": "pass", "turn_of": "partner"}),
    ("N doubleerde voor zijn beurt terwijl zijn RT nog moest; de RT paste daarna.",
     {"offender": "N", "call_kind": "double", "turn_of": "rho", "rho_action": "pass"}),
    ("Gever Z. N bood 2♠ voor de beurt en O bood er meteen 3♣ overheen zonder de WL te roepen.",
     {"offender": "N", "dealer": "Z", "call_kind": "bid", "turn_of": "partner", "offender_previously_called": False, "offender_lho_called": True}),
]


@pytest.fixture(scope="module")
def nlp():
    return load_parser().nlp


def _facts(nlp, kind, text):
    names = annotated_facts(kind)
    return {k: v for k, v in extract_facts(kind, Reader(nlp(clean_text(text).lower()))).items() if k in names}


@pytest.mark.parametrize("text, facts", REVOKE, ids=[t[:40] for t, _ in REVOKE])
def test_revoke_facts(nlp, text, facts):
    assert _facts(nlp, "revoke", text) == facts


@pytest.mark.parametrize("text, facts", CALLS, ids=[t[:40] for t, _ in CALLS])
def test_call_out_of_rotation_facts(nlp, text, facts):
    assert _facts(nlp, "call_out_of_rotation", text) == facts


@pytest.mark.parametrize("text, dealer, players", [
    ("O gever: Z pas, W 1♥ en N bood 1♠ voor zijn beurt", "O", ["Z", "W", "N"]),  # not the seat after the colon
    ("N gever, O opent 1♠", "N", ["O"]),
    ("gever O: N opent 1♠", "O", ["N"]),
    ("W is gever en N opende", "W", ["N"]),
    ("N bood 1♠, de gever gaf niets aan", None, ["N"]),
])
def test_the_dealer_is_the_seat_named_as_gever_and_not_a_player(text, dealer, players):
    reader = Reader(load_parser().nlp(clean_text(text).lower()))
    assert reader.dealer() == dealer
    assert [seat for seat, _ in reader.seats()] == players
