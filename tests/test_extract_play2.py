"""The fact extractors of nlp/extract_play2.py (Laws 41/54, 53-59, 45A-C/47, 46) on fresh messages.

The extractors are called directly (gold irregularity given), so these tests do not depend on the
trained classifier; every result is also checked against the fact schema. A few typical messages
go end to end (parser → engine) and must now be decided without a question.
"""

import pytest

import laws
from laws import Event
from laws.model import Status
from nlp import load_parser
from nlp.extract import Reader, extract_facts


def facts(kind: str, text: str) -> dict:
    reader = Reader(load_parser().nlp(text.lower()))
    got = extract_facts(kind, reader)
    laws.SCHEMA.validate(Event.of(kind, got))  # names and values exist in the fact schema
    return got


CASES = [
    # -- opening_lead_out_of_turn
    ('opening_lead_out_of_turn', 'Leider O in 4♠. Noord legt de ♣B open op tafel, maar zuid moest uitkomen.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    ('opening_lead_out_of_turn', 'west komt uit vd beurt, noord is leider, de blinde ligt al op tafel',
     {'offender': 'W', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    ('opening_lead_out_of_turn', 'Uitkomst voor de beurt door O, contract 3SA door Z. De leider weigert de uitkomst, WL meteen geroepen.',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'nothing', 'opening_lead_choice': 'refuse'}),
    ('opening_lead_out_of_turn', 'N kwam gedekt uit terwijl Z de uitkomst had; leider O.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_face_down': True}),
    ('opening_lead_out_of_turn', 'De leider (W) speelde al een kaart uit zijn hand bij op de uitkomst vd beurt van zuid.',
     {'offender': 'Z', 'offender_role': 'defender', 'after_opening_lead': 'declarer_played'}),
    ('opening_lead_out_of_turn', 'Mag de leider de verkeerde uitkomst weigeren?',
     {}),
    ('opening_lead_out_of_turn', "uitkomst door verkeerde tegenspeler. leider heeft z'n kaarten al open gelegd",
     {'offender_role': 'defender', 'after_opening_lead': 'declarer_spread'}),
    ('opening_lead_out_of_turn', '4♥ gespeeld door oost, zuid heeft niet de uitkomst maar legt toch een kaart open',
     {'offender': 'Z', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    ('opening_lead_out_of_turn', 'W zat aan de uitkomst, maar O kwam uit. Z is de leider en wil accepteren en blinde worden.',
     {'offender': 'O', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    ('opening_lead_out_of_turn', 'Wat moet ik doen als de partner van de uitkomer voor zijn beurt uitkomt?',
     {'offender_role': 'defender'}),
    ('opening_lead_out_of_turn', 'Wat gebeurt er met de kaart als de leider de uitkomst niet accepteert?',
     {'opening_lead_choice': 'refuse'}),
    ('opening_lead_out_of_turn', 'ik ben leider (N) en W kwam uit, zijn partner O had moeten uitkomen. Ik heb nog niks gedaan en WL direct gebeld',
     {'offender': 'W', 'offender_role': 'defender', 'after_opening_lead': 'nothing'}),
    ('opening_lead_out_of_turn', 'De verkeerde verdediger kwam uit; de leider speelde daarna de tweede kaart uit de blinde.',
     {'offender_role': 'defender', 'after_opening_lead': 'played_from_dummy'}),
    ('opening_lead_out_of_turn', 'Blinde (Z) kwam als eerste uit met ♠3 voordat W iets deed. Leider is N.',
     {'offender': 'Z', 'offender_role': 'dummy'}),
    ('opening_lead_out_of_turn', 'Contract 2SA door west. Oost komt uit met een kleine klaveren, maar noord had moeten uitkomen.',
     {'offender': 'O', 'offender_role': 'dummy'}),
    ('opening_lead_out_of_turn', 'Na 1SA-3SA door N legde W de ♦5 op tafel; O had eigenlijk de uitkomst.',
     {'offender': 'W', 'offender_role': 'defender'}),
    ('opening_lead_out_of_turn', "leider Z zegt tegen O 'jij moet uitkomen', O komt uit maar W was aan de beurt",
     {'offender': 'O', 'offender_role': 'defender', 'misinformed_about_turn': True}),
    ('opening_lead_out_of_turn', 'Z legde een kaart met de beeldzijde naar beneden; leider W, N zat aan de uitkomst. Verkeerde tegenspeler dus.',
     {'offender': 'Z', 'offender_role': 'defender', 'opening_lead_face_down': True}),
    # -- lead_out_of_turn
    ('lead_out_of_turn', 'Leider Z speelt uit zijn hand voor, maar de blinde had slag 6 gewonnen.',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 7}),
    ('lead_out_of_turn', 'Tegenspeler W speelt in slag 10 voor terwijl O aan de beurt was; de leider accepteert de kaart.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 10, 'lead_response': 'accepted'}),
    ('lead_out_of_turn', 'oost speelde vd beurt voor, leider wil het niet accepteren',
     {'offender': 'O', 'offender_role': 'defender', 'lead_response': 'refused'}),
    ('lead_out_of_turn', 'N speelde voor zijn beurt voor in slag 5 en Z heeft daar al op bijgespeeld',
     {'offender': 'N', 'trick_number': 5, 'lead_response': 'next_played'}),
    ('lead_out_of_turn', 'Mag de tegenpartij een voorspeling uit de verkeerde hand accepteren?',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    ('lead_out_of_turn', 'Leider oost speelt in de achtste slag vanuit de blinde voor, maar de slag was in de hand gewonnen.',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 8}),
    ('lead_out_of_turn', 'slag 12: W speelt voor terwijl de leider aan de beurt was. Daarna speelde de leider zelf voor.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 12, 'lead_response': 'proper_lead'}),
    ('lead_out_of_turn', 'zuid speelde voor, maar noord had de slag gewonnen; NZ zijn de tegenspelers en de leider weigert',
     {'offender': 'Z', 'offender_role': 'defender', 'lead_response': 'refused'}),
    ('lead_out_of_turn', 'Wie mag de voorspeling voor de beurt van een tegenspeler accepteren?',
     {'offender_role': 'defender'}),
    ('lead_out_of_turn', 'W voorspelen vd beurt slag 3. De leider zei dat het zijn beurt was.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 3, 'misinformed_about_turn': True}),
    ('lead_out_of_turn', 'tgsp N speelt voor in de 7e slag, leider accepteert niet',
     {'offender': 'N', 'offender_role': 'defender', 'trick_number': 7, 'lead_response': 'refused'}),
    ('lead_out_of_turn', 'Leider speelde van tafel voor terwijl oost aan slag was; west speelde er toen direct een kaart op, nog voor oost.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'wrong_defender_played'}),
    ('lead_out_of_turn', 'Leider W speelt in slag 9 van tafel voor, terwijl hij de vorige slag in zijn hand won.',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 9}),
    ('lead_out_of_turn', 'Tegenspeler Z komt in de elfde slag uit terwijl de blinde de tiende slag won; de leider speelt er direct een kaart van tafel op bij.',
     {'offender': 'Z', 'offender_role': 'defender', 'trick_number': 11, 'lead_response': 'next_played'}),
    # -- premature_play
    ('premature_play', 'Tegenspeler N gooit al een kaart bij voordat zijn partner Z gespeeld heeft.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'before_partner'}),
    ('premature_play', 'W (tegenspeler) speelt al voor naar de volgende slag, O had nog niet bijgespeeld.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'next_trick'}),
    ('premature_play', 'Tegenspeler O speelde al bij terwijl de leider nog aan de beurt was; W had voorgespeeld.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    ('premature_play', 'Blinde is Z. O speelde voor en W speelde al bij voordat er van de blinde gespeeld was.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    ('premature_play', 'Tegenspeler Z speelde te vroeg, voor zijn partner N. De leider kiest: N moet zijn laagste klaveren spelen.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'lowest'}),
    ('premature_play', 'Mag een tegenspeler die te vroeg speelde zijn kaart terugnemen?',
     {'offender_role': 'defender'}),
    ('premature_play', 'Leider Z speelt uit de blinde al bij voordat W gespeeld heeft',
     {'offender': 'Z', 'offender_role': 'declarer'}),
    ('premature_play', 'de blinde speelde uit zichzelf een kaart voordat de leider iets zei',
     {'offender_role': 'dummy'}),
    ('premature_play', 'OW verdedigen. O speelt al bij voordat W heeft gespeeld. De leider verbiedt W om ruiten te spelen.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'forbid_suit'}),
    ('premature_play', 'Noord speelde al voor naar slag 8, terwijl zuid in slag 7 nog moest bijspelen. NZ verdedigen.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'next_trick'}),
    ('premature_play', 'Leider kiest dat de partner van de te vroeg spelende tegenspeler zijn hoogste harten speelt.',
     {'offender_role': 'defender', 'premature_option': 'highest'}),
    ('premature_play', 'W speelde bij voor O, terwijl O eerder aan de beurt was. OW tegenspelers. Leider had nog niet uit beide handen gespeeld.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'declarer_played_both_hands': False}),
    ('premature_play', 'Zuid, tegenspeler, legt in slag 3 al een kaart voordat noord gespeeld heeft. Leider vraagt N om de laagste klaveren.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'lowest'}),
    ('premature_play', 'W gooit bij terwijl de leider N nog moet spelen; O kwam uit. Die kaart kan W straks reglementair spelen.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn', 'premature_card_legal': True}),
    # -- simultaneous_play
    ('simultaneous_play', 'Leider N speelde per ongeluk twee kaarten tegelijk, beide zichtbaar.',
     {'offender': 'N', 'offender_role': 'declarer', 'simultaneous_kind': 'one_player', 'faces_visible': 'several'}),
    ('simultaneous_play', 'O en W leggen precies tegelijk een kaart op tafel.',
     {'simultaneous_kind': 'two_players'}),
    ('simultaneous_play', 'Tegenspeler Z liet twee kaarten tegelijk vallen, maar alleen de ♥3 was zichtbaar.',
     {'offender': 'Z', 'offender_role': 'defender', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('simultaneous_play', 'Noord en zuid speelden tegelijk een kaart, wie was eerst?',
     {'simultaneous_kind': 'two_players'}),
    ('simultaneous_play', 'tegenspeler O speelde 2 kaarten in een keer, beide open; Z had er daarna al bij gespeeld',
     {'offender': 'O', 'offender_role': 'defender', 'simultaneous_kind': 'one_player', 'faces_visible': 'several', 'opponent_played_after': True}),
    ('simultaneous_play', 'Wat als een speler twee kaarten tegelijk speelt en beide zichtbaar zijn?',
     {'simultaneous_kind': 'one_player', 'faces_visible': 'several'}),
    ('simultaneous_play', 'Gelijktijdig gespeeld: noord en oost legden op hetzelfde moment een kaart.',
     {'simultaneous_kind': 'two_players'}),
    ('simultaneous_play', 'zuid (leider) speelde twee kaarten tegelijk uit de blinde, van maar één was de beeldzijde zichtbaar',
     {'offender': 'Z', 'offender_role': 'declarer', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('simultaneous_play', 'Pas twee slagen later ontdekt dat O twee kaarten tegelijk had gespeeld; beide partijen hadden toen al in de volgende slag gespeeld.',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'simultaneous_found_late': True}),
    ('simultaneous_play', 'Leider speelde 2 kaarten tegelijk uit zijn hand; één was zichtbaar, de andere niet.',
     {'offender_role': 'declarer', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('simultaneous_play', 'W speelde twee kaarten tegelijk en N had daarna al bijgespeeld, beide kaarten van W waren open.',
     {'offender': 'W', 'simultaneous_kind': 'one_player', 'faces_visible': 'several', 'opponent_played_after': True}),
    # -- inability_to_play
    ('inability_to_play', 'De leider eist een harten uitkomst na de strafkaart, maar O heeft geen harten.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    ('inability_to_play', 'N heeft een grote strafkaart, maar moet eerst kleur bekennen.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('inability_to_play', 'Leider verbiedt schoppen voor te spelen, maar W heeft alleen nog schoppen.',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'lead_restriction'}),
    ('inability_to_play', 'De leider wil na het te vroeg spelen van O dat W een klaveren speelt, maar W heeft geen klaveren.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('inability_to_play', 'Strafkaart moet gespeeld worden maar Z moet bekennen',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('inability_to_play', 'Z moet van de leider zijn laagste ruiten bijspelen na de te vroege kaart van N, maar is renonce.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('inability_to_play', 'Wat als iemand alleen nog kaarten heeft in de kleur die hij niet mag voorspelen?',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'lead_restriction'}),
    ('inability_to_play', 'N moet zijn strafkaart ♠V bijspelen, maar hij moet ruiten bekennen',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    # -- card_designation
    ('card_designation', "Leider Z zei 'laag' tegen de blinde.",
     {'offender': 'Z', 'designation_kind': 'low'}),
    ('card_designation', "leider W zegt alleen 'ruiten', blinde heeft ♦A en ♦7",
     {'offender': 'W', 'designation_kind': 'suit_only'}),
    ('card_designation', "Leider zei 'aas' bij het bijspelen uit de blinde.",
     {'designation_kind': 'rank_only', 'dummy_leading': False}),
    ('card_designation', "Leider N zei 'de hoge' van tafel",
     {'offender': 'N', 'designation_kind': 'high'}),
    ('card_designation', "De leider zei alleen 'harten'. Welke kaart is gespeeld?",
     {'designation_kind': 'suit_only'}),
    ('card_designation', "leider zei 'klaveren vier' maar de blinde heeft geen klaveren vier",
     {'designation_kind': 'not_in_dummy'}),
    ('card_designation', "Leider O: 'neem hem maar' tegen de blinde",
     {'offender': 'O', 'designation_kind': 'win'}),
    ('card_designation', "De leider zei 'schoppen vier' maar de blinde heeft de ♠4 niet.",
     {'designation_kind': 'not_in_dummy'}),
    ('card_designation', "Leider noemt geen kaart, zegt 'doe maar wat'.",
     {'designation_kind': 'nothing'}),
    ('card_designation', "Leider O zegt 'klaveren' bij het voorspelen van tafel",
     {'offender': 'O', 'designation_kind': 'suit_only', 'dummy_leading': True}),
    ('card_designation', "Leider zei 'klein' terwijl de blinde maar één kaart in die kleur had; bedoelde hij onmiskenbaar iets anders?",
     {'designation_kind': 'low'}),
    ('card_designation', "Leider N vroeg 'ruiten' van tafel",
     {'offender': 'N', 'designation_kind': 'suit_only'}),
    # -- card_played
    ('card_played', 'Tegenspeler W legde de ♠8 open op tafel en wil hem nu terugnemen.',
     {'offender': 'W', 'card_handling': 'face_up_on_table'}),
    ('card_played', 'Leider O pakte zelf de ♥B uit de blinde.',
     {'offender': 'O', 'card_handling': 'declarer_took_dummy_card'}),
    ('card_played', 'Leider N raakte de ♦A van de blinde aan om de kaarten te ordenen.',
     {'offender': 'N', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'arrange'}),
    ('card_played', 'Tegenspeler Z hield zijn kaart zo dat zijn partner de beeldzijde kon zien.',
     {'offender': 'Z', 'card_handling': 'defender_card_seen'}),
    ('card_played', 'W speelde een kaart na een verkeerde uitleg van NZ; er is nog niet verder gespeeld. Mag hij hem terugnemen?',
     {'offender': 'W', 'withdrawal_reason': 'misexplanation', 'card_played_since': False}),
    ('card_played', 'Tegenspeler N legde zijn uitkomst gedekt neer en wil nu een andere kaart.',
     {'offender': 'N', 'card_handling': 'face_down_lead', 'withdrawal_reason': 'change_of_mind'}),
    ('card_played', 'Wanneer mag een gespeelde kaart terug?',
     {'card_topic': 'withdraw'}),
    ('card_played', 'Leider W hield de ♣H met de beeldzijde naar boven vlak boven tafel.',
     {'offender': 'W', 'card_handling': 'declarer_card_held'}),
    ('card_played', "Z noemde 'ruiten vrouw' uit zijn hand en verbeterde zich meteen naar de ruiten heer, zonder nadenken.",
     {'offender': 'Z', 'card_handling': 'named_card', 'designation_corrected': True, 'withdrawal_reason': 'unintended_designation'}),
    ('card_played', 'De leider raakte bewust een kaart van de blinde aan om die te spelen.',
     {'card_handling': 'dummy_card_touched', 'touch_purpose': 'play'}),
    ('card_played', 'Oost nam zijn kaart terug en speelde een andere; nu wil zuid, die daarna bijspeelde, dat ook.',
     {'withdrawal_reason': 'opponent_changed'}),
    ('card_played', 'Mag N zijn kaart terugnemen als rechtzetting na de voorspeling voor de beurt?',
     {'offender': 'N', 'withdrawal_reason': 'rectification'}),
    ('card_played', 'Leider legde de ♣4 uit zijn hand open op tafel, maar zegt dat hij de ♣5 wilde spelen.',
     {'card_handling': 'face_up_on_table'}),
    ('card_played', 'Mag de leider een kaart terugnemen die hij per ongeluk van tafel pakte?',
     {'card_handling': 'declarer_took_dummy_card'}),

]


@pytest.mark.parametrize("kind, text, expected", CASES)
def test_extracts_the_stated_facts(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "text, kind, first",
    [
        ("Leider Z, west komt uit voor zijn beurt en de blinde heeft zijn kaarten al neergelegd.", "opening_lead_out_of_turn", "54C"),
        ("Uitkomst voor de beurt door W, leider N. De leider weigert de uitkomst; nog niets gebeurd.", "opening_lead_out_of_turn", "54D"),
        ("Leider N speelt voor uit zijn hand terwijl de blinde de vorige slag had gewonnen. OW accepteren niet.", "lead_out_of_turn", "55B2"),
        ("Tegenspeler W speelt voor zijn beurt voor in slag 6 en de leider accepteert.", "lead_out_of_turn", "53A"),
        ("Tegenspeler O legt al een kaart voor de volgende slag terwijl zijn partner W nog moest bijspelen.", "premature_play", "57A"),
        ("Leider W zei 'klein' van tafel, welke kaart is gespeeld?", "card_designation", "46B1c"),  # GUIDE.md boundaries
        ("Tegenspeler oost hield zijn kaart zo dat zijn partner de beeldzijde kon zien. Is die gespeeld?", "card_played", "45C1"),
    ],
)
def test_typical_messages_are_decided(text, kind, first):
    event = load_parser().parse(text).event
    assert event.irregularity == kind
    ruling = laws.decide(event)
    assert ruling.status is Status.DECIDED, ruling.questions
    assert ruling.citations[0].unit == first


# -- general mechanisms (word order, appositions, subject words, negation, spelling) -------------------
GENERAL_CASES = [
    # the subject of the clause that states the act, in any word order (verb first, verb last)
    ('opening_lead_out_of_turn', 'Na de bieding kwam noord direct uit, maar oost had de uitkomst; leider is west.',
     {'offender': 'N', 'offender_role': 'defender'}),
    ('lead_out_of_turn', 'Zuid won de vijfde slag; vervolgens speelde noord voor.',
     {'offender': 'N', 'trick_number': 6}),
    ('premature_play', 'De leider eist de hoogste klaveren van west, omdat oost te vroeg bijspeelde.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_option': 'highest'}),
    # an apposition or a parenthesis does not steal the subject
    ('opening_lead_out_of_turn', 'Oost, de blinde in 3SA (leider W), legt een kaart open op tafel.',
     {'offender': 'O', 'offender_role': 'dummy', 'opening_lead_face_down': False}),
    ('premature_play', 'De blinde van zuid pakte uit zichzelf al een kaart voordat zuid iets zei.',
     {'offender_role': 'dummy'}),
    # a role word as the subject, and the speaker's own role
    ('opening_lead_out_of_turn', 'De tegenspeler links van de blinde kwam uit.',
     {'offender_role': 'defender'}),
    ('lead_out_of_turn', 'Ik ben de blinde; mijn rechtertegenstander speelde voor terwijl mijn partner de slag had gewonnen.',
     {'offender_role': 'defender'}),
    # negation
    ('opening_lead_out_of_turn', 'W kwam uit voor zijn beurt, leider N; de blinde heeft nog niets opengelegd.',
     {'offender': 'W', 'offender_role': 'defender', 'after_opening_lead': 'nothing'}),
    ('lead_out_of_turn', 'Tegenspeler O speelde voor, maar de leider accepteert die kaart niet.',
     {'offender': 'O', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # a partner's word is no misinformation by the opponents
    ('lead_out_of_turn', 'Mijn partner riep dat ik moest voorspelen, dus ik speelde voor.',
     {}),
    # spelling: a card as one word, fillers around a spoken designation
    ('card_designation', 'Leider Z vraagt de hartenvrouw van tafel, maar die heeft de blinde helemaal niet.',
     {'offender': 'Z', 'designation_kind': 'not_in_dummy'}),
    ('card_designation', "Leider zegt 'doe maar de hoge'.",
     {'designation_kind': 'high'}),
    # seeing partner named by seat; other verbs of touching and taking
    ('card_played', 'De ♥9 van noord was voor zuid te zien, noord had al gespeeld in deze slag.',
     {'offender': 'N', 'card_handling': 'defender_card_seen', 'already_played_to_trick': True}),
    ('card_played', 'Leider W trok de ♠4 uit de blinde en wil nu toch de ♠H.',
     {'offender': 'W', 'card_handling': 'declarer_took_dummy_card', 'withdrawal_reason': 'change_of_mind'}),
    # silence stays silence
    ('simultaneous_play', 'Z speelde twee kaarten tegelijk.',
     {'offender': 'Z', 'simultaneous_kind': 'one_player'}),
    ('inability_to_play', 'O kan niet voldoen aan wat de leider vraagt.',
     {}),
    # round 12: the player on turn led too, in any word order ("zelf"/"ook" marks the second lead)
    ('lead_out_of_turn', 'Z kwam voor terwijl N aan de beurt was; daarop heeft N zelf ook een harten voorgespeeld.',
     {'offender': 'Z', 'lead_response': 'proper_lead'}),
    ('lead_out_of_turn', 'Mijn maat speelde voor, maar ik zat aan slag. Toen heb ik zelf ook voorgespeeld.',
     {'lead_response': 'proper_lead'}),
    # "achteraf bleek" about who won the trick says nothing of the play being over
    ('lead_out_of_turn', 'O speelde voor naar slag 9; achteraf bleek dat zijn partner de slag had gewonnen.',
     {'offender': 'O', 'trick_number': 9}),
    # the seat after "uit de blinde (N)" names the hand, not who led; the lead is declarer's
    ('lead_out_of_turn', 'W is leider. Hij won slag 2 in zijn hand en speelde toen voor uit de blinde (O).',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 3}),
    # a card laid face up while another was on lead is a lead; a decision not yet made is pending
    ('lead_out_of_turn', 'Tegen 4♠ van N legde O een kaart open terwijl de leider aan slag was. N heeft nog niets gekozen.',
     {'offender': 'O', 'offender_role': 'defender', 'lead_response': 'pending'}),
    # a seat's role in apposition does not hide the card laid face up
    ('opening_lead_out_of_turn', 'Leider W. N, de blinde, legde de ♦4 open op tafel.',
     {'offender': 'N', 'offender_role': 'dummy', 'opening_lead_face_down': False}),
    ('opening_lead_out_of_turn', 'Na de uitkomst van tegenspeler O voor zijn beurt wordt de leider zelf blinde.',
     {'offender': 'O', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    # dummy acting on his own with a card, any verb
    ('premature_play', 'De blinde trok op eigen houtje een kaart uit de rij, en W speelde meteen bij voordat zijn partner O gespeeld had.',
     {'offender': 'W', 'dummy_prompted_play': True, 'premature_kind': 'before_partner'}),
    ('simultaneous_play', 'verdediger legde 2 krt tegelijk',
     {'offender_role': 'defender', 'simultaneous_kind': 'one_player'}),
    # a card named that already left dummy
    ('card_designation', "Leider zei 'schoppentien', maar die lag al in een eerdere slag.",
     {'designation_kind': 'not_in_dummy'}),
    # a seat in a time clause only dates the correction
    ('card_played', 'De leider noemde een kaart van tafel, versprak zich en verbeterde het direct, nog voordat W speelde.',
     {'designation_corrected': True, 'withdrawal_reason': 'unintended_designation'}),
]


@pytest.mark.parametrize("kind, text, expected", GENERAL_CASES)
def test_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


def test_clauses_and_speaker_role():
    from nlp.extract_play2 import _clauses, speaker_role

    assert _clauses(" SEAT_O kwam uit , maar SEAT_W moest uitkomen . leider SEAT_Z ") == [
        "SEAT_O kwam uit ,", "SEAT_W moest uitkomen", "leider SEAT_Z"]
    assert speaker_role(" ik ben leider en mijn rechtertegenstander kwam uit ") == "declarer"
    assert speaker_role(" mijn partner werd leider in CALL ") == "dummy"
    assert speaker_role(" ik ( tegenspeler ) speelde voor ") == "defender"
    assert speaker_role(" ik speelde voor ") is None


# -- round 2: shorthand, synonyms of accepting/refusing, roles resolved to seats, deductions -----------
ROUND2_CASES = [
    # a lone suit symbol keeps its word boundaries; phone shorthand "sp", "slg", "vsp", "bijg."
    ('inability_to_play', 'leider eist ♥ uitkomst ivm strafkaart, O heeft geen ♥',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    ('lead_out_of_turn', 'O sp voor in slg 7 terwijl W de 6e slag won',
     {'offender': 'O', 'trick_number': 7}),
    ('lead_out_of_turn', 'vsp vdb W slag 4', {'offender': 'W', 'trick_number': 4}),
    ('premature_play', 'O te vroeg bijg., voor W', {'offender': 'O', 'premature_kind': 'before_partner'}),
    # accepting and refusing in other words, in any order
    ('opening_lead_out_of_turn', 'Leider W wil de uitkomst voor de beurt van N niet aannemen.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_choice': 'refuse'}),
    ('opening_lead_out_of_turn', 'west legde z\'n kaart al neer terwijl oost moest uitkomen (noord leider). N zegt: die uitkomst neem ik niet aan.',
     {'offender': 'W', 'offender_role': 'defender', 'opening_lead_choice': 'refuse'}),
    ('lead_out_of_turn', 'W speelt voor, maar O won de slag; leider N vindt het goed',
     {'offender': 'W', 'offender_role': 'defender', 'lead_response': 'accepted'}),
    ('opening_lead_out_of_turn', 'Leider (O) accepteert de foute uitkomst van noord en legt zelf zijn kaarten als blinde neer',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    # a role word as subject resolved to the seat the text gives it
    ('opening_lead_out_of_turn', 'De blinde kwam uit!! Z is blinde, N leider. Wat nu',
     {'offender': 'Z', 'offender_role': 'dummy'}),
    # "gelijk" (at once) is not "tegelijk"; the dummy's closed hand is no face-down lead
    ('opening_lead_out_of_turn', 'Uitkomst door verkeerde hand: noord i.p.v. zuid, oost is leider. blinde nog dicht, niets gebeurd, WL gelijk gebeld',
     {'offender': 'N', 'offender_role': 'defender', 'after_opening_lead': 'nothing'}),
    # deductions: only declarer leads from dummy; 57A options and at_rho_turn imply a defender
    ('lead_out_of_turn', 'Z speelde vanuit de blinde voor i.p.v. uit de hand',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    ('premature_play', 'De te vroeg gespeelde kaart van Z kan gewoon reglementair gespeeld worden in deze slag; Z speelde terwijl de blinde nog moest',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn', 'premature_card_legal': True}),
    ('premature_play', 'De blinde N schoof uit zichzelf al een kaart naar voren en toen speelde O te vroeg bij.',
     {'offender': 'O', 'offender_role': 'defender', 'dummy_prompted_play': True}),
    # card counts and faces in shorthand
    ('simultaneous_play', 'Z speelde 2 kaarten tegelijk, 1 open 1 dicht',
     {'offender': 'Z', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('simultaneous_play', '2 krtn tegelijk gespeeld door O, beiden open',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'faces_visible': 'several'}),
    # the opponent who changed his card is not the one taking his back
    ('card_played', 'Z verving zijn kaart, en nu wil O (die al na Z had gespeeld) ook zijn kaart terugnemen',
     {'offender': 'O', 'withdrawal_reason': 'opponent_changed'}),
    # silence: a question without facts
    ('opening_lead_out_of_turn', 'Uitkomst voor de beurt, wat zijn de opties van de leider?', {}),
    # a pronoun stands for the seat named before it; an unresolved pronoun is no role
    ('lead_out_of_turn', 'W dacht dat hij aan de beurt was en speelde voor', {'offender': 'W'}),
    ('opening_lead_out_of_turn', 'Hij kwam uit voor zijn beurt, ik ben leider en wil de blinde worden.',
     {'opening_lead_choice': 'become_dummy'}),
    # "2 klaveren tegelijk" is two cards, not a contract (N is not declarer)
    ('simultaneous_play', 'N speelde 2 klaveren tegelijk, de ♣4 zichtbaar en de ♣9 niet',
     {'offender': 'N', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    # "na slag 4" leads to trick 5; a dummy that won the trick proves nothing about the leader's role
    ('lead_out_of_turn', 'Na slag 4 speelde Z voor, N had gewonnen', {'offender': 'Z', 'trick_number': 5}),
    ('lead_out_of_turn', 'blinde won slag 3, toch speelde O voor', {'offender': 'O', 'trick_number': 4}),
    # the next player by seat: LHO of the leader → next_played
    ('lead_out_of_turn', 'Leider O speelde voor uit de hand. Maar N had de vorige slag. Z speelde meteen een kaart bij.',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'next_played'}),
    # the inflected and compound forms
    ('opening_lead_out_of_turn', 'Wat gebeurt er met een gedekte uitkomst voor de beurt?', {'opening_lead_face_down': True}),
    ('inability_to_play', 'O kan de verplichte ruitenuitkomst niet volgen (strafkaart van W): hij heeft geen ruiten',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    # a question the text answers itself is no statement of the act
    ('opening_lead_out_of_turn', 'Het contract was 1SA van N. Kwam O uit? Nee, W kwam uit.',
     {'offender': 'W', 'offender_role': 'defender'}),
    # the dummy saying something before the early play prompted it; "zei niets" did not
    ('premature_play', "Blinde (Z) zei 'speel maar' en toen speelde O te vroeg bij",
     {'offender': 'O', 'offender_role': 'defender', 'dummy_prompted_play': True}),
    ('premature_play', 'Te vroeg gespeeld door oost; de blinde zei niets.',
     {'offender': 'O', 'dummy_prompted_play': False}),
    # what follows "twijfelt of" / "niet duidelijk of" is asked, not stated
    ('lead_out_of_turn', 'Oost speelde voor terwijl de leider de slag had; de leider twijfelt nog of hij het accepteert.',
     {'offender': 'O', 'offender_role': 'defender'}),
    ('simultaneous_play', 'W speelde twee kaarten tegelijk; het is niet duidelijk of O daarna al had bijgespeeld',
     {'offender': 'W', 'simultaneous_kind': 'one_player'}),
    # the topic only for a general question; the offender's own card "al gespeeld" is no later card
    ('card_played', 'Tegenspeler O speelde de ♠3 en wil hem terug.', {'offender': 'O'}),
    ('card_played', 'W heeft zijn kaart al gespeeld, maar wil nu toch een andere',
     {'offender': 'W', 'withdrawal_reason': 'change_of_mind'}),
    # discovered before anyone played on: both flags false
    ('simultaneous_play', 'O twee kaarten tegelijk, ontdekt voordat iemand verder speelde',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'opponent_played_after': False, 'simultaneous_found_late': False}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND2_CASES)
def test_round2_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


# Round 3: voices not used before (polite elderly player, hurried note, youth slang with English, first-person
# story, reverse chronological order, names and scores around the facts).
ROUND3_CASES = [
    # first names bound to seats ("Els (W)", "Jan zat N, Els Z", "leider N is Jan") stand for those seats
    ('opening_lead_out_of_turn', 'Bord 12, stand 54%. Jan zat Noord, Els Zuid. West (Piet) speelde 4♠. Els kwam uit terwijl Jan aan de beurt was.',
     {'offender': 'Z', 'offender_role': 'defender'}),
    ('simultaneous_play', 'Bord 15, Jan Noord, Els Oost. Jan en Els legden tegelijk een kaart neer.',
     {'simultaneous_kind': 'two_players'}),
    # no name: a role word in parentheses is not bound ("de blinde (N)")
    ('opening_lead_out_of_turn', 'De blinde (N) lag al open toen oost uitkwam; leider Z.',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    # the speaker's seat resolves "ik", also in inverted order, and his role gives the others' roles
    ('lead_out_of_turn', 'Ik zat Zuid en speelde 3SA. In de zevende slag speelde ik voor uit mijn hand, terwijl de blinde de zesde slag had gewonnen.',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 7}),
    ('premature_play', 'Ik zat West en was blinde. Daarna speelde Zuid te vroeg bij.',
     {'offender': 'Z', 'offender_role': 'defender'}),
    ('simultaneous_play', 'Ik zat Oost. Ik speelde twee kaarten tegelijk.',
     {'offender': 'O', 'simultaneous_kind': 'one_player'}),
    ('card_played', 'Ik zat Oost en nam mijn kaart terug omdat Noord een verkeerde uitleg had gegeven.',
     {'offender': 'O', 'withdrawal_reason': 'misexplanation'}),
    # the partner's written role gives the seat's role
    ('lead_out_of_turn', 'Tegenspeler Oost had de vorige slag gewonnen, maar zijn partner West speelde voor.',
     {'offender': 'W', 'offender_role': 'defender'}),
    # English words and phone shorthand
    ('opening_lead_out_of_turn', 'omg N legde zn lead facedown neer terwijl t niet zn beurt was, leider is O',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_face_down': True}),
    ('inability_to_play', 'na die premature play van mn partner eist declarer dat ik hoogste ♥ speel maar ik ben void in ♥',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('lead_out_of_turn', 'declarer Z speelde vanuit hand terwijl dummy aan lead was, we accepten het',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'lead_response': 'accepted'}),
    # wordings of the response to a lead out of turn
    ('lead_out_of_turn', 'De leider Zuid speelde voor uit zijn hand, maar West had de slag gewonnen. Ik verzoek u dat hij hem terugneemt.',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'refused'}),
    ('lead_out_of_turn', 'ldr W vsp vdb, N aan slag, Z al bijgelegd',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'wrong_defender_played'}),
    ('lead_out_of_turn', 'vsp vdb Z, daarna N alsnog zelf vsp', {'offender': 'Z', 'lead_response': 'proper_lead'}),
    # "mocht geen", "alleen nog", "bezit geen … meer", "moest in die slag … bekennen"
    ('inability_to_play', 'Ik had een ingetrokken 2♠-bod, dus mocht mijn partner geen schoppen uitkomen. Hij had echter alleen nog schoppen.',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'lead_restriction'}),
    ('inability_to_play', 'Ik had een grote strafkaart liggen, maar moest in die slag klaveren bekennen.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    # the speaker is the partner who saw the card
    ('card_played', 'mn partner O hield zn kaart zo dat ik m kon zien',
     {'offender': 'O', 'card_handling': 'defender_card_seen'}),
    # silence stays silence: nothing about the response
    ('lead_out_of_turn', 'Bord 3, 55%. Noord speelde voor terwijl Zuid de slag had.', {'offender': 'N'}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND3_CASES)
def test_round3_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize("kind, text, expected", [
    # a negation a few words after "ik accepteer" is a refusal, never an acceptance
    ('opening_lead_out_of_turn', 'Mijn linkertegenstander kwam uit. Ik ben de leider en ik accepteer die uitkomst niet.',
     {'offender_role': 'defender', 'opening_lead_choice': 'refuse'}),
    ('lead_out_of_turn', 'De leider wilde die kaart niet laten liggen. Daarvoor had Noord voorgespeeld, terwijl zijn partner Zuid de slag had gewonnen.',
     {'offender': 'N', 'lead_response': 'refused'}),
    ('premature_play', 'Ik zat Zuid, tegenspeler. Ik gooide te vroeg bij, voordat mijn partner had gespeeld. De leider eiste dat mijn partner de hoogste ruiten speelde; dat kon hij.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'highest', 'partner_can_comply': True}),
])
def test_round3_responses(kind, text, expected):
    assert facts(kind, text) == expected


ROUND4_CASES = [
    # English LHO/RHO are the Dutch linker-/rechtertegenstander
    ('opening_lead_out_of_turn', 'mijn LHO kwam uit terwijl het niet zijn beurt was, ik ben declarer',
     {'offender_role': 'defender'}),
    # a bare "W moest." names the seat whose turn it was
    ('opening_lead_out_of_turn', 'Zuid legde een kaart open neer, dat was fout, Noord moest.',
     {'offender': 'Z', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    # the speaker's seat as an apposition ("kwam ik, Zuid, uit")
    ('opening_lead_out_of_turn', 'Toen kwam ik, Zuid, voor mijn beurt uit; mijn partner Noord had moeten uitkomen.',
     {'offender': 'Z', 'offender_role': 'defender'}),
    # a negated own spread is no spread, and "als leider, ik …" does not make the speaker declarer
    ('opening_lead_out_of_turn', 'Met partner Oost als leider, ik zat West. Noord kwam uit, Zuid moest. Ik heb mijn hand nog niet neergelegd.',
     {'offender': 'N', 'offender_role': 'defender'}),
    # "wil niet dat X voorspeelt" refuses the lead
    ('lead_out_of_turn', 'Leider Z wil niet dat O voorspeelt, want W had de slag.',
     {'offender': 'O', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # "voor zijn beurt bij(gespeeld)" is early play
    ('premature_play', 'Tegenspeler West speelde voor zijn beurt bij.', {'offender': 'W', 'offender_role': 'defender'}),
    # declarer's wish "laag"/"klein" is the lowest card; a coordinated clause's subject is not the actor
    ('premature_play', 'Er werd te vroeg gespeeld en de leider wil dat mijn partner klein speelt.',
     {'offender_role': 'defender', 'premature_option': 'lowest'}),
    # "ik (Noord) en mijn RT speelden": two players
    ('simultaneous_play', 'ik (Zuid) en mijn rechtertegenstander speelden tegelijk een kaart',
     {'simultaneous_kind': 'two_players'}),
    # a complete card named by declarer "als leider" from dummy is a complete designation
    ('card_played', 'Z noemde als leider de ♣8 van tafel en wil nu toch de ♣B.',
     {'offender': 'Z', 'designation_kind': 'complete', 'withdrawal_reason': 'change_of_mind'}),
    # the one who took his card back is the offender, not the opponent in the "omdat" clause
    ('card_played', 'Noord nam zijn kaart terug omdat Oost zijn kaart had teruggenomen en een andere speelde.',
     {'offender': 'N', 'withdrawal_reason': 'opponent_changed'}),
    # a slip corrected inside one quote is corrected at once
    ('card_played', "O zei 'klaveren boer, nee vrouw' en zijn partner had nog niet gespeeld",
     {'offender': 'O', 'card_handling': 'named_card', 'designation_corrected': True, 'withdrawal_reason': 'unintended_designation'}),
    # two cards, the other one not seen: one face visible
    ('simultaneous_play', 'Noord gooide twee kaarten tegelijk, de onderste bleef verborgen.',
     {'offender': 'N', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND4_CASES)
def test_round4_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


# -- round 5: situations without the textbook noun, conditions of questions, timing, names with seats ---
ROUND5_CASES = [
    # a name after a verb or preposition is bound to its seat ("door Piet (Z)", "legden Mark (N) en Ilse (W)")
    ('opening_lead_out_of_turn', 'Spel 2, 3♦ door Kees (N). Lies (W) kwam uit terwijl Bart (O) moest uitkomen.',
     {'offender': 'W', 'offender_role': 'defender'}),
    ('simultaneous_play', 'In slag 6 gooiden Fenna (O) en Wout (Z) tegelijkertijd een kaart.', {'simultaneous_kind': 'two_players'}),
    # a bid in parentheses is no name ("pas (O)"); the only bid passed out gives the declarer
    ('opening_lead_out_of_turn', 'Na 2♠ (W) - pas - pas - pas legde O een kaart open.',
     {'offender': 'O', 'offender_role': 'dummy', 'opening_lead_face_down': False}),
    # the time of the lead before dummy came down is not a spread dummy
    ('opening_lead_out_of_turn', 'Nog voordat de blinde iets had neergelegd kwam W uit; leider is Z, N moest.',
     {'offender': 'W', 'offender_role': 'defender'}),
    # leading in plain words: starting the next trick, from the wrong hand, with a suit
    ('lead_out_of_turn', 'De blinde won slag 3, toch begon leider N de volgende slag vanuit zijn eigen hand.',
     {'offender': 'N', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 4}),
    ('lead_out_of_turn', 'In slag 5 begon O met een klaveren terwijl zijn partner W de slag had; leider Z legde er al een kaart van tafel bij.',
     {'offender': 'O', 'offender_role': 'defender', 'trick_number': 5, 'lead_response': 'next_played'}),
    # the subject of a coordinated clause without its own subject: "won … maar speelde daarna …"
    ('lead_out_of_turn', 'Leider W won de slag met de heer in de blinde maar speelde daarna een harten uit zijn hand.',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    # what a yes/no question asks is no fact; its condition is
    ('lead_out_of_turn', 'Mag de leider eisen dat de kaart terug gaat als een tegenspeler voorspeelt terwijl zijn partner de slag won?',
     {'offender_role': 'defender'}),
    # timing: scoring or the next board is after the play
    ('lead_out_of_turn', 'W speelde in slag 8 voor terwijl O slag 7 had, dat zagen we pas bij het scoren.',
     {'offender': 'W', 'trick_number': 8, 'phase': 'after_play'}),
    # the partner had already played and declarer is still to choose: at RHO's turn; the partner is not the offender
    ('premature_play', 'W had al gespeeld, de leider zat nog te denken wat hij van tafel zou nemen, en toen gooide O al een kaart neer.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    # a subordinate clause between commas gives the rest back to its main clause
    ('premature_play', 'In slag 3 legde N, terwijl Z nog moest bijspelen, al een kaart klaar voor slag 4.',
     {'offender': 'N', 'premature_kind': 'next_trick'}),
    # a penalty card in plain words; a lead demanded as "beginnen met"
    ('inability_to_play', 'Mijn partner heeft een vrouw open op tafel liggen die hij moet spelen, maar hij moet nog ruiten bekennen.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('inability_to_play', 'De leider wil dat ik met harten begin, maar ik heb geen harten.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    # a card dummy does not hold, in words
    ('card_designation', 'De leider noemde een kaart die helemaal niet in de blinde zit.', {'designation_kind': 'not_in_dummy'}),
    # handling in plain words: the picture up on the table, a card held face up above it, a finger over dummy's card
    ('card_played', 'W legde de ♦6 met het plaatje boven op tafel en wil hem terug, hij vergiste zich.',
     {'offender': 'W', 'card_handling': 'face_up_on_table', 'withdrawal_reason': 'change_of_mind'}),
    ('card_played', 'Leider Z streek per ongeluk met zijn mouw over de ♣9 van de blinde.',
     {'offender': 'Z', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'accidental'}),
    ('card_played', 'Toen de leider al uit de blinde had bijgespeeld wilde O zijn ♠3 terug; hij had zich vergist.',
     {'offender': 'O', 'withdrawal_reason': 'change_of_mind', 'card_played_since': True}),    # negation: "niet gedekt", "accepteert … niet", "niet per ongeluk maar om te spelen", "niet X maar Y", "niemand … op"
    ('opening_lead_out_of_turn', 'De uitkomst van de verkeerde tegenspeler lag niet gedekt.',
     {'offender_role': 'defender', 'opening_lead_face_down': False}),
    ('lead_out_of_turn', 'De leider accepteert de voorgespeelde kaart van W niet.',
     {'offender': 'W', 'offender_role': 'defender', 'lead_response': 'refused'}),
    ('card_played', 'De leider raakte de ♥3 van de blinde niet per ongeluk aan maar om hem te spelen.',
     {'card_handling': 'dummy_card_touched', 'touch_purpose': 'play'}),
    ('lead_out_of_turn', 'De leider speelde niet vanuit de blinde maar uit zijn hand voor, terwijl de blinde aan slag was.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    ('lead_out_of_turn', 'N speelde voor in slag 9. Niemand heeft er nog iets op gelegd, de WL is er meteen bij gehaald.',
     {'offender': 'N', 'trick_number': 9, 'lead_response': 'pending'}),
    ('card_played', 'W heeft de kaart niet aan zijn partner laten zien, maar hem wel open op tafel gelegd.',
     {'offender': 'W', 'card_handling': 'face_up_on_table'}),    # terse forms ("kwam uit: W. moest uit: O."), verb second after an adverb, seats from a one-bid auction
    ('opening_lead_out_of_turn', 'Kwam uit: Z. Moest uit: W. Leider: O.', {'offender': 'Z', 'offender_role': 'defender'}),
    ('lead_out_of_turn', 'Leider N speelde van tafel voor, maar hij zat zelf aan slag.',
     {'offender': 'N', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    # the speaker's opponents in plain words ("mijn buurvrouw aan de rechterkant")
    ('opening_lead_out_of_turn', 'Ik was de leider en mijn buurman aan de rechterkant kwam uit.', {'offender_role': 'defender'}),
    # a question about a card played after misexplanation keeps its condition
    ('card_played', 'Mag W zijn kaart terugnemen als de tegenpartij verkeerde uitleg gaf en er nog niet is bijgespeeld?',
     {'offender': 'W', 'withdrawal_reason': 'misexplanation', 'card_played_since': False}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND5_CASES)
def test_round5_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


def test_round5_clause_helpers():
    from nlp.extract_play2 import _clauses, _conditions_only, _name_seats

    # an embedded subordinate clause, and "toen" right after a verb (the adverb "then")
    assert _clauses(" SEAT_W legde , terwijl SEAT_O nog moest , al een kaart neer . ") == [
        "SEAT_W legde al een kaart neer .", "SEAT_O nog moest"]
    assert _clauses(" de leider haalde toen een kaart van tafel ") == ["de leider haalde toen een kaart van tafel"]
    assert _conditions_only(" mag de leider eisen dat hij terugneemt als SEAT_W voorspeelt ? ").split() == ["als", "SEAT_W", "voorspeelt", "?"]
    # names after a verb are seats; nouns after an article are not; a call in parentheses is no name
    assert _name_seats("legden mark ( SEAT_N ) en ilse ( SEAT_W )") == "legden SEAT_N en SEAT_W"
    assert _name_seats("de kaart ( SEAT_N ) lag open") == "de kaart ( SEAT_N ) lag open"
    assert "pas" in _name_seats("CALL ( SEAT_Z ) - pas ( SEAT_W ) - pas")


ROUND6_CASES = [
    # "als eerste een kaart" is the act of leading, also by declarer himself
    ('opening_lead_out_of_turn', 'Leider W legde als eerste een kaart op tafel, noord was nog niet uitgekomen.',
     {'offender': 'W', 'offender_role': 'declarer'}),
    # declarer named by his seat spreads his own hand
    ('opening_lead_out_of_turn', 'Contract 3SA door zuid. Oost kwam uit terwijl west moest; zuid heeft daarna zijn kaarten neergelegd.',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'declarer_spread'}),
    # declarer wants the player on lead to lead instead: refused
    ('lead_out_of_turn', 'Tegenspeler N speelde voor, maar zijn partner had de slag gewonnen. De leider eist dat Z voorspeelt.',
     {'offender': 'N', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # a card for a numbered next trick; "bij toen de leider nog …"
    ('premature_play', 'Oost legt al een kaart voor slag 4, west had in slag 3 nog niet bijgespeeld. OW verdedigen.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'next_trick'}),
    ('premature_play', 'Tegenspeler N gooide bij toen de leider nog aan de beurt was; Z had al voorgespeeld.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    # the premature card may later be played legally, in plain words; dummy had pushed a card forward
    ('premature_play', 'Tegenspeler O speelde bij terwijl de blinde nog moest; zijn partner had al voorgespeeld. Die kaart mag O later gewoon bijspelen.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn', 'premature_card_legal': True}),
    ('premature_play', 'W speelde te vroeg, de blinde had al een kaart naar voren geschoven; O had nog niet gespeeld.',
     {'offender': 'W', 'premature_kind': 'before_partner', 'dummy_prompted_play': True}),
    # "zijn partner moest eerst" is before partner; "de leider moet nog kiezen" is no turn to play
    ('premature_play', 'Z speelde te vroeg, zijn partner moest eerst. De leider moet nog beslissen.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'before_partner'}),
    # reaching for another card; knocking a dummy card over
    ('card_played', 'Leider O raakte de ♣10 van tafel aan om bij de ♣3 te komen.',
     {'offender': 'O', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'reach'}),
    ('card_played', 'Leider Z gooide met zijn elleboog per ongeluk de ♦6 van de blinde om.',
     {'offender': 'Z', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'accidental'}),
    # a dummy card named completely and corrected at once, without thinking
    ('card_played', "Leider N noemde 'harten vier' van tafel en meteen, zonder nadenken: 'nee, harten vrouw'.",
     {'offender': 'N', 'designation_kind': 'complete', 'designation_corrected': True, 'withdrawal_reason': 'unintended_designation'}),
    # the opponent was allowed to take his card back
    ('card_played', 'Mijn linkertegenstander mocht zijn kaart terugnemen; mag ik de mijne dan ook terugnemen?',
     {'withdrawal_reason': 'opponent_changed'}),
    # everyone knew what declarer meant
    ('card_designation', "Leider W zei 'ruiten', maar iedereen aan tafel wist dat hij de ♦H bedoelde.",
     {'offender': 'W', 'designation_kind': 'suit_only', 'intention_incontrovertible': True}),
    # "de partner van de leider: N" names dummy, not declarer
    ('opening_lead_out_of_turn', 'Uitkomst door de partner van de leider: oost legde een kaart open, west is leider.',
     {'offender': 'O', 'offender_role': 'dummy', 'opening_lead_face_down': False}),
    # told by an opponent that a named seat was to lead
    ('opening_lead_out_of_turn', 'Noord kwam uit omdat de leider west had gezegd dat noord moest beginnen; oost had moeten uitkomen.',
     {'offender': 'N', 'offender_role': 'defender', 'misinformed_about_turn': True}),
    ('opening_lead_out_of_turn', 'Kan de leider na een uitkomst van de verkeerde kant zelf blinde worden?',
     {'opening_lead_choice': 'become_dummy'}),
    # declarer wants to accept (not a question)
    ('lead_out_of_turn', 'Z speelde voor terwijl W aan slag was. De leider besluit de voorspeling te accepteren.',
     {'offender': 'Z', 'offender_role': 'defender', 'lead_response': 'accepted'}),
    # "OW spelen 4♥": NZ defend; dummy "had er niets mee te maken"
    ('premature_play', 'Noord speelde te vroeg bij, voor zijn partner; de blinde had er niets mee te maken. OW spelen 4♥.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'dummy_prompted_play': False}),
    ('premature_play', 'Wat als de partner van de te vroeg spelende verdediger de gevraagde kleur niet heeft?',
     {'offender_role': 'defender', 'partner_can_comply': False}),
    # a card named from the player's own hand, then laid "op tafel": not a dummy card
    ('card_played', "Z zei 'harten twee' uit zijn eigen hand en legde toen de ♥4 op tafel.",
     {'offender': 'Z', 'card_handling': 'named_card'}),
    # "in zijn eigen hand gewonnen": declarer led from the other hand
    ('lead_out_of_turn', 'Leider O speelde voor uit de blinde, maar de slag was in zijn eigen hand gewonnen.',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    # declarer "gaat gewoon zelf spelen": accepts the lead
    ('opening_lead_out_of_turn', 'Uitkomst voor de beurt door noord; de leider, west, gaat gewoon zelf spelen.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_choice': 'accept'}),
    # a long general question whether a card counts as played
    ('card_played', 'Geldt een kaart die een tegenspeler per ongeluk met de beeldzijde naar boven laat vallen als gespeeld?',
     {'card_topic': 'played'}),
    # "de blinde, oost, legde als eerste een kaart": an apposition after the role; one card is no spread dummy
    ('opening_lead_out_of_turn', 'Leider W. De blinde, oost, legde als eerste een kaart op tafel.',
     {'offender': 'O', 'offender_role': 'dummy'}),
    # declarer "liet de blinde neerleggen"
    ('opening_lead_out_of_turn', 'De leider, noord, heeft de blinde al laten neerleggen na de uitkomst van west, die niet aan de beurt was.',
     {'offender': 'W', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    ('opening_lead_out_of_turn', 'Oost kwam uit voor zijn beurt, niemand had het tegen hem gezegd. Leider is zuid.',
     {'offender': 'O', 'offender_role': 'defender', 'misinformed_about_turn': False}),
    # found late after both sides played on: no separate "opponent played after"
    ('simultaneous_play', 'Pas later zag men dat noord in slag 2 twee kaarten had gespeeld; beide partijen hadden daarna al gespeeld.',
     {'offender': 'N', 'simultaneous_kind': 'one_player', 'simultaneous_found_late': True}),
    ('simultaneous_play', 'Wat als de leider en een tegenspeler tegelijk een kaart spelen?', {'simultaneous_kind': 'two_players'}),
    ('card_designation', 'Leider N vraagt de ♣B van tafel, maar die ligt daar niet.', {'offender': 'N', 'designation_kind': 'not_in_dummy'}),
    ('card_played', 'Tegenspeler W legde de ♠4 open neer en zegt direct dat hij de ♠V bedoelde.',
     {'offender': 'W', 'card_handling': 'face_up_on_table', 'withdrawal_reason': 'change_of_mind'}),
    # the speaker, dummy, has not spread yet; declarer's partner "wordt leider"
    ('opening_lead_out_of_turn', 'Ik ben de blinde en heb mijn kaarten nog niet neergelegd; mijn rechtertegenstander kwam uit terwijl zijn partner moest.',
     {'offender_role': 'defender', 'after_opening_lead': 'nothing'}),
    ('opening_lead_out_of_turn', 'Leider west neemt de uitkomst van zuid aan en legt zijn kaarten neer; oost wordt leider.',
     {'offender': 'Z', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    # a lead from the wrong hand is declarer's, in a terse note
    ('lead_out_of_turn', 'voorgespeeld uit de verkeerde hand, leider O, slag 8',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 8}),
    # "de slag was door zuid gewonnen": a defender was on lead
    ('lead_out_of_turn', 'Leider O speelde voor uit de blinde terwijl de slag door zuid was gewonnen.',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'defender'}),
    ('premature_play', 'Voordat de blinde zijn kaart speelde, gooide tegenspeler N al bij. W had voorgespeeld.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    ('simultaneous_play', 'Tegenspeler W speelde twee kaarten tegelijk; alleen de onderste, de ♥V, was te zien.',
     {'offender': 'W', 'offender_role': 'defender', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    # told by his own partner that he was on lead: no misinformation by the opponents
    ('opening_lead_out_of_turn', "Leider noord. West zei tegen oost 'kom jij maar uit' en oost legde een kaart op tafel; zuid had moeten uitkomen.",
     {'offender': 'O', 'offender_role': 'defender'}),
    # two stories about touching a dummy card: silence on the purpose
    ('card_played', 'Leider Z raakte de ♠V van de blinde aan om hem te spelen, maar zegt nu dat hij de kaarten alleen wilde ordenen.',
     {'offender': 'Z', 'card_handling': 'dummy_card_touched'}),
    # dummy's holding and the suit of the previous trick give rank_in_previous_suit
    ('card_designation', "Leider N zei 'de heer' om voor te spelen van tafel; de blinde heeft de ♣H en de ♦H, en won de vorige slag met een ruiten.",
     {'offender': 'N', 'designation_kind': 'rank_only', 'dummy_leading': True, 'rank_in_previous_suit': True}),
    ('inability_to_play', 'De leider verbiedt N schoppen voor te spelen vanwege de strafkaart van Z. N heeft niets anders meer.',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'lead_restriction'}),
    ('card_designation', "Leider W zei 'laag' en het was volkomen duidelijk dat hij de ♥2 bedoelde.",
     {'offender': 'W', 'designation_kind': 'low', 'intention_incontrovertible': True}),
    ('opening_lead_out_of_turn', 'uitkomst vdb door O, leider Z, blinde ligt al',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    # declarer spreading, far from "leider"; but not when it is dummy's hand
    ('opening_lead_out_of_turn', 'Leider oost had na de uitkomst voor de beurt van noord zijn kaarten al deels open neergelegd.',
     {'offender': 'N', 'offender_role': 'defender', 'after_opening_lead': 'declarer_spread'}),
    # a plural suit ("nog twee ruitens"): he must follow
    ('inability_to_play', 'Z heeft een grote strafkaart, maar W speelt klaveren voor en Z heeft nog drie klaverens.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('card_played', 'Mag ik mijn kaart terugnemen als mijn linkertegenstander een andere kaart is gaan spelen?',
     {'withdrawal_reason': 'opponent_changed'}),
    ('card_played', 'Mag de leider een tafelkaart die hij per ongeluk verkeerd noemde direct verbeteren?',
     {'withdrawal_reason': 'unintended_designation'}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND6_CASES)
def test_round6_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


# Round 7: facts told indirectly, stories that go on, questions whose conditions state facts.
ROUND7_CASES = [
    # a card put on the table on its own after a trick is a lead
    ('lead_out_of_turn', 'Zuid won slag 3. Daarna legde west een ruiten op tafel. OW verdedigen.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 4}),
    # declarer's "neem/pak die kaart maar terug" in a quote refuses the lead
    ('lead_out_of_turn', "N speelde voor terwijl Z de slag had. Leider O: 'pak die kaart maar terug'.",
     {'offender': 'N', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # "'jij begint'" from an opponent is misinformation about the turn
    ('opening_lead_out_of_turn', "Leider Z zei tegen oost 'jij begint maar' en oost kwam uit, terwijl west aan de beurt was.",
     {'offender': 'O', 'offender_role': 'defender', 'misinformed_about_turn': True}),
    # the holding in plain words ("er zitten geen … meer in mijn hand", "zijn … zijn op")
    ('inability_to_play', 'Ik moet van de leider een schoppen voorspelen vanwege de strafkaart, maar er zitten geen schoppens meer in mijn hand.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    ('inability_to_play', 'O heeft een grote strafkaart; zuid speelt harten voor en O zit nog met twee hartens.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    # "met de rug naar boven" is face down
    ('simultaneous_play', 'O gooide twee kaarten tegelijk: de ene met het plaatje naar boven, de andere met de rug naar boven.',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('card_played', 'Z was gewoon aan de beurt en legde zijn uitkomst met de rug naar boven neer.',
     {'offender': 'Z', 'card_handling': 'face_down_lead'}),
    # found when the play was over
    ('simultaneous_play', 'Achteraf bij het scoren zagen we dat N in slag 4 twee kaarten tegelijk had gespeeld.',
     {'offender': 'N', 'simultaneous_kind': 'one_player', 'simultaneous_found_late': True}),
    # subordinate word order for a spread dummy; a decision "niet te accepteren" refuses
    ('opening_lead_out_of_turn', 'Noord kwam uit voor zijn beurt; pas toen de blinde al op tafel lag, riepen ze de WL.',
     {'offender': 'N', 'after_opening_lead': 'dummy_spread'}),
    ('lead_out_of_turn', 'Leider W besloot de voorspeling van noord niet te accepteren.',
     {'offender': 'N', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # a trick "genomen" by a seat: the next trick is led to, and that seat was on lead
    ('lead_out_of_turn', 'Oost nam slag 9 met de heer, maar leider N speelde daarna van tafel voor.',
     {'offender': 'N', 'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'trick_number': 10}),
    # what a question asks is not stated
    ('premature_play', 'Tegenspeler W speelde al bij terwijl de blinde nog aan de beurt was. Kan W die kaart later gewoon spelen?',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    # the early play in plain words, for the requirement that cannot be met
    ('inability_to_play', 'Z legde alvast een kaart voor de volgende slag neer. De leider eist nu dat N een harten speelt, maar N heeft geen harten.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    # an explanation that proved wrong
    ('card_played', 'W kwam uit nadat N had uitgelegd dat 3♣ een stopvraag was; dat bleek niet te kloppen. Mag W de uitkomst terugnemen?',
     {'offender': 'W', 'withdrawal_reason': 'misexplanation'}),
    # a negation in another subordinate clause does not cancel the act
    ('simultaneous_play', 'Is er niets meer aan te doen als later blijkt dat de leider drie kaarten tegelijk legde?',
     {'offender_role': 'declarer', 'simultaneous_kind': 'one_player'}),
    # the asker's role: "als tegenspeler", or "ik" with "mijn partner" and "de leider"
    ('opening_lead_out_of_turn', 'Mag je als tegenspeler een open uitkomst voor je beurt nog terugpakken?',
     {'offender_role': 'defender', 'opening_lead_face_down': False}),
    ('lead_out_of_turn', 'Ik speelde voor terwijl mijn partner de vorige slag had gewonnen. Wat mag de leider nu doen?',
     {'offender_role': 'defender'}),
    # declarer led out of turn and his RHO played to it
    ('lead_out_of_turn', 'De leider speelde voor terwijl een tegenspeler aan slag was, en de speler rechts van hem legde er een kaart op.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'wrong_defender_played'}),
    # two players named by role
    ('simultaneous_play', 'De kaart van de blinde en de kaart van mijn partner kwamen tegelijk op tafel.',
     {'simultaneous_kind': 'two_players'}),
    # subordinate word order
    ('card_played', 'Is de kaart gespeeld als de leider hem zichtbaar boven de tafel houdt?',
     {'card_handling': 'declarer_card_held'}),
    ('premature_play', 'Wat als de blinde tegenspeler O heeft aangespoord om bij te spelen voordat zijn partner aan de beurt was?',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'dummy_prompted_play': True}),
    # the dummy's own lead is not the early play
    ('premature_play', 'De blinde (N) speelde voor; west legde zijn kaart neer voordat zijn partner oost had gespeeld.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner'}),
    # the seat left of declarer leads the opening
    ('opening_lead_out_of_turn', 'Noord legde open een kaart neer, maar zuid zat links van de leider.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    # "slag 4 was uit en door W gewonnen": the trick led to is 5
    ('lead_out_of_turn', 'Slag 4 was uit en door west gewonnen; toen speelde oost voor.',
     {'offender': 'O', 'trick_number': 5}),
    # a commenting opponent is not the declarer who held the card
    ('card_played', 'De leider hield de ♣3 zichtbaar boven tafel; noord zegt dat die nu gespeeld is.',
     {'card_handling': 'declarer_card_held'}),
    # "nadat O had bijgespeeld": a card was played since
    ('card_played', "Leider Z zei 'hoog' van tafel; nadat oost had bijgespeeld wil Z toch de vrouw.",
     {'offender': 'Z', 'designation_kind': 'high', 'withdrawal_reason': 'change_of_mind', 'card_played_since': True}),
    # a card turned over is face up
    ('opening_lead_out_of_turn', 'Zuid is leider. Oost draaide een kaart om en legde die neer.',
     {'offender': 'O', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    # a coordinated verb shares the subject of the main clause
    ('opening_lead_out_of_turn', 'Leider N. West pakte een kaart toen de bieding klaar was en legde die open.',
     {'offender': 'W', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    # a fronted time phrase with a relative clause: the subject follows the verb
    ('lead_out_of_turn', 'Na slag 8, die de blinde won, speelde leider Z uit zijn eigen hand voor.',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 9}),
    # the seat that leads properly afterwards is not the offender
    ('lead_out_of_turn', 'Oost speelde voor terwijl west de slag had gewonnen. Daarna speelde west zelf alsnog voor.',
     {'offender': 'O', 'lead_response': 'proper_lead'}),
    # an opponent had led: dummy follows
    ('card_designation', "Leider Z zei 'klein' tegen de blinde; oost had al de ♥B voorgespeeld.",
     {'offender': 'Z', 'designation_kind': 'low', 'dummy_leading': False}),
    ('card_played', 'Zuid legde de ♣3 open op tafel, maar hij wou eigenlijk de ♣V spelen.',
     {'offender': 'Z', 'card_handling': 'face_up_on_table', 'withdrawal_reason': 'change_of_mind'}),
    # "als …, is … ?": the condition states, the main clause asks
    ('lead_out_of_turn', 'Als de leider voorspeelt terwijl zijn linkertegenstander de slag had, en die speelt er een kaart op, is het dan geaccepteerd?',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'next_played'}),
    ('opening_lead_out_of_turn', 'Mag mijn partner elke kleur uitkomen als ik voor mijn beurt uitkwam en de leider koos het niet te accepteren?',
     {'offender_role': 'defender', 'opening_lead_choice': 'refuse'}),
    # too early although his partner had played: his RHO was still to play
    ('premature_play', 'Wat als een tegenspeler te vroeg speelt terwijl zijn partner al een kaart gelegd had?',
     {'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    # "speelt er twee tegelijk … één dicht blijft"
    ('simultaneous_play', 'Wat als de leider er twee tegelijk uit zijn hand speelt, waarvan één gedekt bleef?',
     {'offender_role': 'declarer', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    # verb-final clauses
    ('card_played', 'Mag ik mijn kaart terugnemen als mijn rechtertegenstander net zijn kaart verving?',
     {'withdrawal_reason': 'opponent_changed'}),
    ('opening_lead_out_of_turn', 'Ik ben leider. Kan ik nog weigeren als mijn partner zijn kaarten al op tafel heeft gelegd na de uitkomst door de verkeerde tegenspeler?',
     {'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    # a pronoun subject takes the seat that was the previous sentence's subject
    ('lead_out_of_turn', 'Noord, de leider, won slag 2 in zijn hand. Daarna speelde hij van tafel voor.',
     {'offender': 'N', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 3}),
    # the seat declarer wants to lead is not the offender
    ('lead_out_of_turn', 'Oost had de slag gewonnen, maar toch legde west een kaart neer om voor te spelen. De leider wil dat oost zelf voorspeelt.',
     {'offender': 'W', 'offender_role': 'defender', 'lead_response': 'refused'}),
    # declarer lets dummy go down; "dat zijn partner het spel moest spelen"
    ('opening_lead_out_of_turn', 'Uitkomst voor de beurt van W. De leider liet de blinde neerleggen.',
     {'offender': 'W', 'after_opening_lead': 'dummy_spread'}),
    ('opening_lead_out_of_turn', 'Na de uitkomst voor de beurt van noord zei leider oost dat zijn partner het spel maar moest spelen.',
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    # a forbidden suit he does not hold can be complied with
    ('premature_play', 'Z speelde te vroeg bij; de leider verbood N harten te spelen, maar N heeft geen harten meer.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_option': 'forbid_suit', 'partner_can_comply': True}),
    ('simultaneous_play', 'Tegenspeler W gooide twee kaarten tegelijk; van één was het plaatje te zien. Leider N had daarna al een kaart gelegd.',
     {'offender': 'W', 'offender_role': 'defender', 'simultaneous_kind': 'one_player', 'faces_visible': 'one', 'opponent_played_after': True}),
    # "wachtte niet op zijn partner": too early, before his partner
    ('premature_play', 'Oost wachtte niet op zijn partner en gooide al een kaart. De leider wil dat west de laagste ruiten speelt.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'lowest'}),
    # the trick turned: a card was played since
    ('card_played', 'Noord wil zijn ♥3 terugnemen omdat hij zich vergiste, maar de slag was al omgedraaid.',
     {'offender': 'N', 'withdrawal_reason': 'change_of_mind', 'card_played_since': True}),
    # "raakte met zijn mouw de kaart", "zonder dat hij dat wilde"
    ('card_played', 'Leider O raakte met zijn elleboog de ♣5 van de blinde, zonder dat hij het merkte.',
     {'offender': 'O', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'accidental'}),
    # a diminutive suit is a suit only
    ('card_designation', "Leider W zei 'een hartje' tegen de blinde.",
     {'offender': 'W', 'designation_kind': 'suit_only'}),
    # declarer "heeft de kaart laten liggen": accepted, the lead came from a defender
    ('lead_out_of_turn', 'Zuid speelde voor terwijl noord de slag had. De leider heeft de kaart laten liggen.',
     {'offender': 'Z', 'offender_role': 'defender', 'lead_response': 'accepted'}),
    # won "op tafel", then led from hand
    ('lead_out_of_turn', 'Leider W won de slag op tafel en speelde toen uit zijn hand voor.',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    # a penalty card and a suit to follow: not a lead restriction, even after a lead out of turn
    ('inability_to_play', 'Na de uitkomst voor de beurt werd de ♠V van noord een grote strafkaart. Oost speelt harten voor en noord heeft nog harten.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('card_designation', "Leider O noemde een kaart die de blinde niet heeft: 'ruiten boer'.",
     {'offender': 'O', 'designation_kind': 'not_in_dummy'}),
    # the next player who had not played yet is not the declarer who took the card
    ('card_played', "De leider pakte de ♣4 van tafel; west had nog niet gespeeld. Toen zei de leider: 'nee, de ♣5'.",
     {'card_handling': 'declarer_took_dummy_card', 'withdrawal_reason': 'change_of_mind', 'card_played_since': False}),
    # silence when the text leaves it open
    ('opening_lead_out_of_turn', 'Leider Z. Oost legde een kaart neer; of die open of gedekt lag, weet niemand meer.',
     {'offender': 'O', 'offender_role': 'defender'}),
    ('lead_out_of_turn', 'Noord of zuid speelde voor, maar oost had de slag.',
     {}),
    ('premature_play', 'Wat moet de leider doen met een te vroeg gespeelde kaart?',
     {}),
    ('card_played', 'De leider hield geen kaart vast; hij dacht alleen na.',
     {}),
    # "… zei tegen W dat hij voor moest spelen, en dat deed W"
    ('lead_out_of_turn', 'Leider N zei tegen west dat hij voor moest spelen, en dat deed west, maar oost had de slag gewonnen.',
     {'offender': 'W', 'offender_role': 'defender', 'misinformed_about_turn': True}),
    # two seats named as the defenders
    ('lead_out_of_turn', 'O speelde in slag 6 voor terwijl W aan slag was. O en W waren tegenspelers.',
     {'offender': 'O', 'offender_role': 'defender', 'trick_number': 6}),
    # the opponents want declarer to lead from the right hand
    ('lead_out_of_turn', 'Leider Z won in de blinde maar speelde uit zijn hand voor. De tegenspelers willen dat hij van tafel voorspeelt.',
     {'offender': 'Z', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'lead_response': 'refused'}),
    # "moet nog kiezen of hij accepteert": nothing decided
    ('lead_out_of_turn', 'Tegenspeler N speelde voor terwijl Z aan slag was. De leider moet nog kiezen of hij de kaart accepteert.',
     {'offender': 'N', 'offender_role': 'defender', 'lead_response': 'pending'}),
    # a forbidden suit, other suits held
    ('premature_play', 'Na het te vroeg spelen van tegenspeler W verbiedt de leider dat O harten speelt. O heeft nog ruiten en klaveren.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_option': 'forbid_suit', 'partner_can_comply': True}),
    # the demanded suit is not among the suits held
    ('inability_to_play', 'Mijn partner speelde te vroeg en nu moet ik de laagste ruiten spelen, maar ik heb alleen nog schoppen en harten.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('card_played', 'Leider N hield de ♣7 boven tafel en zegt nu dat hij toch de ♣8 wil spelen.',
     {'offender': 'N', 'card_handling': 'declarer_card_held', 'withdrawal_reason': 'change_of_mind'}),
    # "aan bod", "aan zet" are "aan de beurt"
    ('opening_lead_out_of_turn', 'De uitkomst kwam van west terwijl oost aan zet was.',
     {'offender': 'W', 'offender_role': 'defender'}),
    # "een nieuwe kaart neerlegde" (verb-final)
    ('lead_out_of_turn', 'Het ging mis toen oost een nieuwe kaart neerlegde, want west had de slag. NZ spelen het contract.',
     {'offender': 'O', 'offender_role': 'defender'}),
    ('card_played', 'Tegenspeler Z had zijn partner de ♠H laten zien; hij had in deze slag al gespeeld.',
     {'offender': 'Z', 'card_handling': 'defender_card_seen', 'already_played_to_trick': True}),
    ('card_played', 'Leider W had de ♦4 open boven de tafel en wil hem nu terug in zijn hand.',
     {'offender': 'W', 'card_handling': 'declarer_card_held'}),
    # "als geaccepteerd" is no condition; "klopt/geldt/telt …?" asks like "mag …?"
    ('lead_out_of_turn', 'Telt een voorspeling van een tegenspeler als geaccepteerd als de leider nog niets gedaan heeft?',
     {'offender_role': 'defender'}),
    ('premature_play', 'Mag de leider mijn partner iets opleggen als ik vóór hem heb bijgespeeld?',
     {'offender_role': 'defender', 'premature_kind': 'before_partner'}),
    ('simultaneous_play', 'Als twee kaarten aan elkaar plakken en alleen die bovenste zichtbaar is, welke telt dan?',
     {'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('inability_to_play', 'Wat als ik de door de leider geëiste kleur na de strafkaart van mijn partner niet heb?',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'lead_restriction'}),
    ('opening_lead_out_of_turn', 'Raken wij iets kwijt als de leider na de uitkomst voor de beurt al uit zijn eigen hand bijspeelt?',
     {'after_opening_lead': 'declarer_played'}),
    # a mistaken belief about the turn states no fact
    ('lead_out_of_turn', 'Oost won de slag, maar de leider dacht dat de blinde aan de beurt was en speelde van tafel.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender'}),
    # declarer asks the right player to lead
    ('lead_out_of_turn', 'Noord speelde voor terwijl zuid de slag had. Leider west vroeg zuid om zelf voor te spelen.',
     {'offender': 'N', 'offender_role': 'defender', 'lead_response': 'refused'}),
    ('premature_play', 'Noord legde al een kaart voor de volgende slag terwijl zuid nog moest. De blinde had er niets mee te maken.',
     {'offender': 'N', 'premature_kind': 'next_trick', 'dummy_prompted_play': False}),
    ('card_designation', "Leider O zei 'speel de vrouw' om uit de blinde voor te spelen.",
     {'offender': 'O', 'designation_kind': 'rank_only', 'dummy_leading': True}),
    # a revoke in plain words, to be corrected
    ('card_played', 'Zuid speelde een ruiten terwijl hij nog schoppen had en schoppen was voorgespeeld. Mag hij dat herstellen?',
     {'offender': 'Z', 'withdrawal_reason': 'illegal_play'}),
    # "niet aan de beurt" is not on turn
    ('opening_lead_out_of_turn', 'De leider accepteerde de uitkomst van noord, die helemaal niet aan de beurt was. Daarna legde de blinde zijn kaarten neer.',
     {'offender': 'N', 'opening_lead_choice': 'accept', 'after_opening_lead': 'dummy_spread'}),
    # shorthand "spl", "(vóór O)"
    ('lead_out_of_turn', 'W spl voor in sl 4, O had sl 3. ldr N accepteert niet.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 4, 'lead_response': 'refused'}),
    ('premature_play', 'N te vroeg (vóór Z); leider kiest laagste ♠ voor Z.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'lowest'}),
    # several suits held is not "only the forbidden suit"
    ('inability_to_play', 'Zuid mag van de leider geen klaveren voorspelen. Zuid heeft alleen nog klaveren en harten.',
     {'required_by': 'lead_restriction'}),
    ('card_played', 'Noord kwam uit nadat oost had verteld dat 2♥ zwak was; dat bleek niet zo te zijn.',
     {'offender': 'N', 'withdrawal_reason': 'misexplanation'}),
    # "we gingen akkoord", "'dan ben ik wel blinde'"
    ('opening_lead_out_of_turn', 'We gingen akkoord met de uitkomst van west, terwijl oost aan de beurt was.',
     {'offender': 'W', 'offender_role': 'defender', 'opening_lead_choice': 'accept'}),
    ('opening_lead_out_of_turn', "Na de uitkomst van noord, terwijl zuid aan de beurt was, zei de leider: 'dan word ik wel blinde'.",
     {'offender': 'N', 'offender_role': 'defender', 'opening_lead_choice': 'become_dummy'}),
    # "… , maar hij pakte …": the pronoun is the role word before
    ('lead_out_of_turn', 'Na slag 4 zat de leider aan slag in de blinde, maar hij speelde uit zijn hand.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 5}),
    ('lead_out_of_turn', 'West speelde voor terwijl oost de slag had. De leider ging akkoord en speelde bij.',
     {'offender': 'W', 'offender_role': 'defender', 'lead_response': 'accepted'}),
    ('inability_to_play', 'Na het te vroeg spelen van zuid wil de leider dat noord een klaveren speelt, maar noord is helemaal chicane klaveren.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('card_played', 'De leider stootte met zijn arm tegen de ♦6 van de blinde toen hij zijn koffie pakte.',
     {'card_handling': 'dummy_card_touched', 'touch_purpose': 'accidental'}),
    # a card played from dummy is not "his partner laten spelen"
    ('opening_lead_out_of_turn', 'Mag ik als leider nog weigeren als ik al een kaart uit de blinde heb laten spelen na de uitkomst voor de beurt?',
     {'after_opening_lead': 'played_from_dummy'}),
    ('opening_lead_out_of_turn', 'Wat als de blinde zijn kaarten al op tafel heeft gelegd na de uitkomst door de verkeerde tegenspeler?',
     {'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    ('lead_out_of_turn', 'Wat als een tegenspeler voorspeelt omdat de blinde ten onrechte zei dat hij aan zet was?',
     {'offender_role': 'defender', 'misinformed_about_turn': True}),
    ('premature_play', 'Klopt het dat het geen strafkaart is als ik die kaart later reglementair had kunnen spelen?',
     {'premature_card_legal': True}),
    ('card_played', 'Is een kaart gespeeld als ik hem noem maar nog in mijn hand houd?',
     {'card_handling': 'named_card'}),
    # a trick closed and won; a card put down "voor slag 5"
    ('lead_out_of_turn', 'Slag 4 was al gesloten en gewonnen door noord, toen zuid een kaart voor slag 5 neerlegde.',
     {'offender': 'Z', 'trick_number': 5}),
    ('simultaneous_play', 'Noord speelde voor en tegelijk lag er ook een kaart van oost op tafel.',
     {'simultaneous_kind': 'two_players'}),
    ('simultaneous_play', 'Zuid liet bij het bijspelen per ongeluk een tweede kaart vallen.',
     {'offender': 'Z', 'simultaneous_kind': 'one_player'}),
    ('opening_lead_out_of_turn', 'O kwam uit terwijl het de beurt van W was. Leider Z koos ervoor zelf te blijven spelen.',
     {'offender': 'O', 'offender_role': 'defender', 'opening_lead_choice': 'accept'}),
    # declarer won "van tafel" and then led from hand: he is the offender, though he won the trick
    ('lead_out_of_turn', 'Leider oost won slag 5 met de ♦A van tafel. Daarna speelde hij een klaveren uit zijn hand.',
     {'offender': 'O', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 6}),
    # "liet zijn kaarten liggen" is not letting the lead lie
    ('opening_lead_out_of_turn', 'Zuid kwam uit voor zijn beurt. Leider west liet zijn kaarten liggen en belde de WL.',
     {'offender': 'Z', 'offender_role': 'defender'}),
    ('lead_out_of_turn', 'West speelde voor terwijl oost aan slag was. Leider noord wil die harten niet.',
     {'offender': 'W', 'offender_role': 'defender', 'lead_response': 'refused'}),
    ('card_played', 'Oost legde de ♥5 open op tafel en nam hem terug omdat hij de ♥6 bedoelde. Zuid had nog niet gespeeld.',
     {'offender': 'O', 'card_handling': 'face_up_on_table', 'withdrawal_reason': 'change_of_mind', 'card_played_since': False}),
    ('card_designation', "Leider N vroeg 'iets hoogs' van tafel.",
     {'offender': 'N', 'designation_kind': 'high'}),
    ('inability_to_play', 'Oost heeft de ♠H als grote strafkaart; zuid speelt harten voor en oost heeft zelf ook nog harten.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    # declarer turning his own cards over is spreading, not a face-up lead
    ('opening_lead_out_of_turn', 'Uitkomst van noord terwijl zuid aan de beurt was. De leider, oost, draaide zijn kaarten om en legde ze neer.',
     {'offender': 'N', 'offender_role': 'defender', 'after_opening_lead': 'declarer_spread'}),
    ('opening_lead_out_of_turn', 'Wat als de leider na een uitkomst voor de beurt zijn kaarten begint neer te leggen?',
     {'after_opening_lead': 'declarer_spread'}),
    ('premature_play', 'Wat als een tegenspeler te vroeg speelt terwijl zijn partner al had gespeeld?',
     {'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    ('simultaneous_play', 'Noord speelde twee kaarten tegelijk; pas toen iedereen al in de volgende slag had gespeeld, zag oost het.',
     {'offender': 'N', 'simultaneous_kind': 'one_player', 'simultaneous_found_late': True}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND7_CASES)
def test_round7_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize("text, kept", [
    ("heeft de kaart niet aan zijn partner laten zien, en toen zag n het wel.", " , en toen zag n het wel."),
    ("hij zag het niet", "hij zag het niet"),  # the negator after the sight word: no negated sight
    ("geen. zien", "geen. zien"),  # not in one clause
    ("niet " * 400, "niet " * 400),  # long and without a sight word: kept, and fast (one pass per clause)
])
def test_drop_negated_sight_blanks_whole_clauses(text, kept):
    from nlp.extract_play2 import _drop_negated_sight

    assert _drop_negated_sight(text) == kept


# Round 8: passive voice, verb-final subordinate clauses, roles that follow from the story.
ROUND8_CASES = [
    # passive voice read as active ("werd er door de leider … voorgespeeld")
    ('lead_out_of_turn', 'Slag 7 werd door O gewonnen, toch werd er door de leider een schoppen voorgespeeld. OW willen dat niet accepteren.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'trick_number': 8, 'lead_response': 'refused'}),
    ('premature_play', 'In slag 9 werd er door noord al bijgespeeld voordat zijn partner had gespeeld.',
     {'offender': 'N', 'premature_kind': 'before_partner'}),
    # verb-final subordinate clause names the early player
    ('premature_play', 'Omdat W in de vijfde slag al een kaart had bijgespeeld voordat zijn partner aan bod was, koos de leider (Z) de laagste ruiten.',
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'lowest'}),
    # "N is de leider" outranks "verbood de leider O om …" (O is the object there)
    ('premature_play', 'Z speelde te vroeg bij, voor zijn partner. Daarna verbood de leider N om harten te spelen. O is de leider.',
     {'offender': 'Z', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'forbid_suit'}),
    # "voor naar slag 8": the trick led to
    ('lead_out_of_turn', 'Tegenspeler W speelde voor naar slag 8 terwijl N aan de beurt was.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 8}),
    # the WL called, nothing decided
    ('lead_out_of_turn', 'De leider speelde uit zijn hand voor terwijl de blinde de slag had gewonnen; toen riep zuid de WL. Wat nu?',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'lead_response': 'pending'}),
    # the declarer speaks about the card: its holder is a defender; inverted "kon zijn partner … zien"
    ('card_played', 'Doordat N zijn ♦2 te laag hield, kon zijn partner de kaart zien. De leider vindt dat de ♦2 gespeeld is.',
     {'offender': 'N', 'card_handling': 'defender_card_seen'}),
    ('card_played', 'Ik hield mijn kaarten te laag en mijn partner zag de ♣V. De leider eist dat ik die speel.',
     {'card_handling': 'defender_card_seen'}),
    # present tense and "zo dat" written as two words
    ('card_played', 'Tegenspeler N houdt de ♣A zo dat zijn partner hem ziet. Is die kaart gespeeld?',
     {'offender': 'N', 'card_handling': 'defender_card_seen'}),
    ('card_played', 'W houdt de ♠H zodat O hem kan zien. Leider zegt: gespeeld.',
     {'offender': 'W', 'card_handling': 'defender_card_seen'}),
    ('card_played', 'O is aan de beurt en houdt zijn ♦V zo dat W hem ziet. De leider zegt dat de vrouw gespeeld is.',
     {'offender': 'O', 'card_handling': 'defender_card_seen'}),
    # declarer named by the contract, not by "leider"
    ('card_played', 'O speelt 4♥. Hij hield de ♦3 open boven de tafel en wil nu de ♦A.',
     {'offender': 'O', 'card_handling': 'declarer_card_held', 'withdrawal_reason': 'change_of_mind'}),
    # the contract's owner is not the one who acted in an inverted main clause
    ('card_played', 'Tijdens 3SA van zuid legde west zijn ♠5 open op tafel.',
     {'offender': 'W', 'card_handling': 'face_up_on_table'}),
    # dummy named by seat as declarer's partner
    ('opening_lead_out_of_turn', 'Noord speelde 3♦. Oost kwam uit, maar west was aan de beurt. Zuid legde meteen zijn kaarten open.',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    # dummy won the previous trick (verb-final): dummy leads
    ('card_designation', "Nadat de leider slag 4 op tafel had gewonnen, zei hij alleen 'vrouw'.",
     {'designation_kind': 'rank_only', 'dummy_leading': True}),
    # the demanded suit seven words away, and "wil dat … geen klaveren speelt" as a prohibition
    ('inability_to_play', 'Nadat O te vroeg had gespeeld, eiste de leider dat west de hoogste ruiten speelt; west heeft alleen nog schoppen.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('inability_to_play', 'Noord speelde te vroeg bij. De leider wil dat zuid geen harten speelt, maar zuid heeft alleen nog harten.',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'premature_play'}),
    ('premature_play', 'Mijn partner speelde te vroeg en de leider wil dat ik de laagste klaveren speel. Ik heb er nog twee.',
     {'offender_role': 'defender', 'premature_option': 'lowest', 'partner_can_comply': True}),
    # a second actor in an inverted clause after "tegelijk"
    ('simultaneous_play', 'West speelde voor en tegelijk gooide de blinde ook een kaart.',
     {'simultaneous_kind': 'two_players'}),
    # "de leider is mijn linkertegenstander": the writer defends; a negation in the fronted clause is not the act's
    ('opening_lead_out_of_turn', 'Terwijl mijn partner moest beginnen, kwam ik uit. De leider is mijn rechtertegenstander.',
     {'offender_role': 'defender'}),
    ('opening_lead_out_of_turn', 'Hoewel ik niet aan de beurt was, kwam ik uit. De leider is mijn linkertegenstander.',
     {'offender_role': 'defender'}),
    # "zijn partner O moest nog" (a seat in apposition without parentheses)
    ('premature_play', 'W gooide bij terwijl het zijn beurt niet was: zijn partner O moest nog.',
     {'offender': 'W', 'premature_kind': 'before_partner'}),
    # the contract bought names the declarer
    ('opening_lead_out_of_turn', 'Nadat noord 3SA had gekocht, legde west een kaart open op tafel.',
     {'offender': 'W', 'offender_role': 'defender', 'opening_lead_face_down': False}),
    # verb-final "een harten had voorgespeeld": dummy follows; "uit de blinde genomen"
    ('card_designation', "Leider O zei 'hoog' terwijl zuid een klaveren had voorgespeeld.",
     {'offender': 'O', 'designation_kind': 'high', 'dummy_leading': False}),
    ('card_played', 'Leider west had de ♠2 al uit de blinde genomen en wil nu de ♠B.',
     {'offender': 'W', 'card_handling': 'declarer_took_dummy_card', 'withdrawal_reason': 'change_of_mind'}),
    # inverted "hield zuid de kaart", verb-final "de beeldzijde zag"; "wil de ♥3 als gespeeld" is no change of mind
    ('card_played', 'Bij het sorteren hield zuid de ♥3 zo dat noord de beeldzijde zag. Leider oost wil de ♥3 als gespeeld zien.',
     {'offender': 'Z', 'card_handling': 'defender_card_seen'}),
    # "met zijn eigen ♦A had gewonnen": declarer was on lead in his own hand
    ('lead_out_of_turn', 'Leider N speelde een kaart van tafel, terwijl hij slag 3 met zijn eigen ♦A had gewonnen.',
     {'offender': 'N', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'trick_number': 4}),
    # the defender who leads properly afterwards is not the offender, even as the only seat named
    ('lead_out_of_turn', 'De leider speelde van tafel voor, terwijl tegenspeler west aan de beurt was. Toen speelde west zelf alsnog voor.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'proper_lead'}),
    # the early play in plain words ("gooide al een kaart voordat zuid had gespeeld")
    ('inability_to_play', 'Oost gooide al een kaart voordat west had gespeeld. De leider koos de laagste schoppen voor west, maar west heeft geen schoppen.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('premature_play', 'Noord speelde bij nog voor de blinde aan de beurt was; zuid had voorgespeeld.',
     {'offender': 'N', 'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    # possessives and pronouns: "uw partner … dat u hem kon zien", "hun leider … wij hadden gewonnen"
    ('card_played', 'Als uw partner zijn ♠B zo hield dat u de kaart kon zien, is die dan gespeeld?',
     {'card_handling': 'defender_card_seen'}),
    ('lead_out_of_turn', 'Hun leider speelde uit zijn hand voor, terwijl wij slag 6 hadden gewonnen.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'trick_number': 7}),
    # verb second after a fronted subordinate clause: the subject follows the verb
    ('lead_out_of_turn', 'Hoewel de blinde de slag had gewonnen, speelde de leider een ruiten uit zijn hand voor.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    # "je partner heeft al bijgespeeld, de blinde nog niet": background, then the early play
    ('premature_play', 'Je partner heeft al bijgespeeld, de blinde nog niet, en jij legt al een kaart. Wat nu?',
     {'offender_role': 'defender', 'premature_kind': 'at_rho_turn'}),
    ('premature_play', 'Na jouw te vroege kaart verbiedt de leider je partner schoppen te spelen. Hij heeft nog klaveren.',
     {'offender_role': 'defender', 'premature_option': 'forbid_suit', 'partner_can_comply': True}),
    ('simultaneous_play', 'Er vielen twee kaarten tegelijk op tafel, beide open. De kaarten waren van oost.',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'faces_visible': 'several'}),
    ('card_played', 'Is een kaart van de blinde gespeeld als de leider die met zijn mouw raakte toen hij zijn pen pakte?',
     {'card_handling': 'dummy_card_touched', 'touch_purpose': 'accidental'}),
    ('lead_out_of_turn', 'Onze tegenstander links speelde voor terwijl mijn partner, de leider, aan slag was.',
     {'offender_role': 'defender'}),
    ('lead_out_of_turn', 'Leider W speelde van tafel voor terwijl hij in zijn hand zat.',
     {'offender': 'W', 'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand'}),
    ('lead_out_of_turn', 'De leider kwam uit de verkeerde hand uit en zijn rechtertegenstander legde er direct een kaart op.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'other_hand', 'lead_response': 'wrong_defender_played'}),
    ('premature_play', 'N speelde te vroeg bij, Z nog niet geweest.',
     {'offender': 'N', 'premature_kind': 'before_partner'}),
    ('card_played', 'De leider zegt dat de ♥6 van oost voor zijn partner zichtbaar was; oost had nog niets gespeeld.',
     {'offender': 'O', 'card_handling': 'defender_card_seen', 'already_played_to_trick': False}),
    # "verplicht de leider W …": W is the object, not the declarer (so O is no dummy)
    ('premature_play', 'Na de te vroege kaart van oost verplicht de leider west een schoppen te spelen.',
     {'offender': 'O', 'offender_role': 'defender', 'premature_option': 'play_suit'}),
    ('premature_play', 'Zuid speelde al bij voordat zijn partner aan de beurt was. De blinde had hem niets gevraagd.',
     {'offender': 'Z', 'premature_kind': 'before_partner', 'dummy_prompted_play': False}),
    # "alleen nog zwarte kaarten": no card of the red suit demanded; "ik heb nog klaveren": must follow
    ('inability_to_play', 'Mijn partner speelde te vroeg; de leider wil dat ik de laagste harten speel, maar ik heb alleen nog zwarte kaarten.',
     {'inability_reason': 'no_card_of_suit', 'required_by': 'premature_play'}),
    ('inability_to_play', 'Ik heb de ♠V als grote strafkaart, maar er is klaveren voorgespeeld en ik heb nog klaveren.',
     {'inability_reason': 'must_follow', 'required_by': 'penalty_card'}),
    ('simultaneous_play', 'O legde twee kaarten tegelijk neer, waarvan alleen de ♥4 zichtbaar was.',
     {'offender': 'O', 'simultaneous_kind': 'one_player', 'faces_visible': 'one'}),
    ('lead_out_of_turn', 'West had de slag gewonnen, maar de leider speelde een ruiten van tafel voor. West zegt dat hij zelf wil voorspelen.',
     {'offender_role': 'declarer', 'declarer_lead_turn': 'defender', 'lead_response': 'refused'}),
    ('inability_to_play', 'Na de ingetrokken bieding van zijn partner verbood de leider noord om harten voor te spelen. Noord heeft nog maar harten.',
     {'inability_reason': 'only_forbidden_suit', 'required_by': 'lead_restriction'}),
    ('simultaneous_play', 'Twee kaarten van de leider vielen tegelijk op tafel, allebei open.',
     {'offender_role': 'declarer', 'simultaneous_kind': 'one_player', 'faces_visible': 'several'}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND8_CASES)
def test_round8_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


def test_passive_made_active():
    from nlp.extract_play2 import _active

    assert _active(" er werd door de leider al een ruiten voorgespeeld . ") == " er de leider speelde al een ruiten voor . "
    assert _active(" werd er door SEAT_O bijgespeeld ") == " SEAT_O speelde bij "
    assert _active(" de slag werd gewonnen door SEAT_O ") == " de slag werd gewonnen door SEAT_O "  # no participle after the agent


# Round 9: what the validation misses taught, as general mechanisms.
ROUND9_CASES = [
    # dummy (or declarer) begun or busy spreading; the role in apposition after the seat ("Oost, de blinde, …")
    ('opening_lead_out_of_turn', 'Leider W. Zuid kwam voor zijn beurt uit; oost, de blinde, begon daarna zijn kaarten open te leggen.',
     {'offender': 'Z', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    ('opening_lead_out_of_turn', 'O kwam uit terwijl W moest, leider Z was al bezig zijn hand neer te leggen.',
     {'offender': 'O', 'offender_role': 'defender', 'after_opening_lead': 'declarer_spread'}),
    # played from dummy named as "er … uit" / "daaruit"; "er is nog niets uit gespeeld" is no play
    ('opening_lead_out_of_turn', 'Noord kwam voor zijn beurt uit tegen 2♠ van oost. De blinde lag open en de leider speelde er de ♦4 uit.',
     {'offender': 'N', 'offender_role': 'defender', 'after_opening_lead': 'played_from_dummy'}),
    ('opening_lead_out_of_turn', 'Zuid kwam voor zijn beurt uit, leider oost. De blinde ligt open, maar er is nog niets uit gespeeld.',
     {'offender': 'Z', 'offender_role': 'defender', 'after_opening_lead': 'dummy_spread'}),
    # a demand in any tense that the card go back; a question about it is no demand
    ('lead_out_of_turn', 'Tegenspeler Z speelde in slag 7 voor zijn beurt voor; leider O wilde dat die kaart terugging.',
     {'offender': 'Z', 'offender_role': 'defender', 'trick_number': 7, 'lead_response': 'refused'}),
    ('lead_out_of_turn', 'Tegenspeler Z speelde in slag 7 voor zijn beurt voor. Wil de leider dat die kaart teruggaat?',
     {'offender': 'Z', 'offender_role': 'defender', 'trick_number': 7}),
    # the proper leader "legde/gooide daarna een kaart voor"
    ('lead_out_of_turn', 'In slag 9 speelde tegenspeler W voor terwijl leider N aan slag was; N gooide toen zelf een ruiten voor.',
     {'offender': 'W', 'offender_role': 'defender', 'trick_number': 9, 'lead_response': 'proper_lead'}),
    # the play over: the review afterwards, the game "klaar"; "nog niet klaar" is not
    ('lead_out_of_turn', 'Bij de nabespreking zag O dat N in slag 4 had voorgespeeld terwijl Z aan de beurt was.',
     {'offender': 'N', 'trick_number': 4, 'phase': 'after_play'}),
    ('lead_out_of_turn', 'Het spel was nog niet klaar toen N in slag 4 voorspeelde terwijl Z aan de beurt was.',
     {'offender': 'N', 'trick_number': 4}),
    # declarer's choice in his own quoted words; a player's question in quotes is none
    ('premature_play', "Tegenspeler W speelde bij voordat zijn partner O aan de beurt was. Leider N zei tegen O: 'geen schoppen'.",
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'forbid_suit'}),
    ('premature_play', "Tegenspeler W speelde bij voordat zijn partner O aan de beurt was. De leider: 'ruiten graag'.",
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner', 'premature_option': 'play_suit'}),
    ('premature_play', "Tegenspeler W speelde bij voordat zijn partner O aan de beurt was. De leider zweeg en O vroeg: 'geen schoppen?'",
     {'offender': 'W', 'offender_role': 'defender', 'premature_kind': 'before_partner'}),
    # declarer straightening dummy's cards: touched, to arrange them ("het recht om" is no straightening)
    ('card_played', 'Leider N legde de kaarten van de blinde wat recht en raakte daarbij de ♥6 aan.',
     {'offender': 'N', 'card_handling': 'dummy_card_touched', 'touch_purpose': 'arrange'}),
    # one player replaced his card, another wants his back "ook": opponent_changed, and the replacer is not the offender
    ('card_played', 'Noord mocht na zijn verzaking een andere kaart spelen. Oost had al bijgespeeld en wil zijn kaart nu ook terugnemen.',
     {'offender': 'O', 'withdrawal_reason': 'opponent_changed'}),
]


@pytest.mark.parametrize("kind, text, expected", ROUND9_CASES)
def test_round9_general_mechanisms(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 10: declarer's choice in his own words, declarative order (not the question "mag mijn partner …?")
        ("opening_lead_out_of_turn", "W kwam voor zijn beurt uit. Leider N: 'goed, mijn partner mag het spelen'.",
         {"opening_lead_choice": "become_dummy"}),
        ("opening_lead_out_of_turn", "Z kwam uit voor de beurt. Leider O zegt: 'dan leg ik mijn hand maar open'.",
         {"opening_lead_choice": "become_dummy"}),
        ("opening_lead_out_of_turn", "N kwam uit voor de beurt. Leider W vraagt: mag mijn partner het dan spelen?",
         {"opening_lead_choice": None}),
        # dummy spreading, verb first with a longer object
        ("opening_lead_out_of_turn", "Uitkomst voor de beurt; daarna legde de blinde meteen al zijn harten en ruitens open.",
         {"after_opening_lead": "dummy_spread"}),
        # the right player led too, with the words between
        ("lead_out_of_turn", "O speelde voor de beurt voor. Z, die wel aan slag was, heeft daarna gewoon zelf ook een kaart voorgespeeld.",
         {"lead_response": "proper_lead"}),
        # "ik speelde voor omdat de leider …": the speaker is not the declarer
        ("lead_out_of_turn", "Ik speelde voor omdat de leider zei dat ik de vorige slag had gewonnen; mijn partner had hem.",
         {"offender_role": "defender", "misinformed_about_turn": True}),
        # partner can comply: "heeft er nog", plural suit names
        ("premature_play", "Tegenspeler O speelde bij voor zijn partner W. De leider wil dat W schoppen speelt; W heeft er nog.",
         {"partner_can_comply": True}),
        ("premature_play", "Tegenspeler N speelde bij voor zijn partner Z. De leider wil dat Z klaveren speelt; Z heeft nog klaverens.",
         {"partner_can_comply": True}),
        # a card played over it since
        ("card_played", "Leider O legde de ♠7 open op tafel, bedacht zich, maar Z had er al overheen gespeeld.",
         {"card_played_since": True}),
        # reaching for one card and touching another
        ("card_played", "De leider greep naar de ♦H van de blinde en raakte daarbij de ♦3 aan.",
         {"card_handling": "dummy_card_touched", "touch_purpose": "reach"}),
        # dummy leads ("als eerste kaart uit de blinde") / follows (an opponent played a card before)
        ("card_designation", "Leider zegt 'laag' als eerste kaart uit de blinde.", {"dummy_leading": True}),
        ("card_designation", "N speelde ♥V en de leider zei 'neem maar'. Blinde heeft ♥A en ♥H.", {"dummy_leading": False}),
        ("card_designation", "In de vorige slag speelde N ♥V; nu zegt de leider 'hoog'.", {"dummy_leading": None}),
        # only one face seen
        ("simultaneous_play", "Z speelde twee kaarten tegelijk; alleen van de onderste was het plaatje te zien.", {"faces_visible": "one"}),
        # declarer played from both hands, told with two verbs; "voor zijn partner X": the offender is X's partner
        ("premature_play", "Leider W speelde van tafel voor en legde toen ook een kaart uit zijn eigen hand, voordat N had gespeeld. "
         "Z speelde daarna al bij, voor zijn partner N.",
         {"offender": "Z", "offender_role": "defender", "declarer_played_both_hands": True}),
        ("premature_play", "Leider N speelt voor. Voordat O iets speelde, pakte de blinde al een kaart; W speelde toen ook al, voor zijn partner O.",
         {"offender": "W", "dummy_prompted_play": True}),
        ("premature_play", "Leider Z speelde uit de blinde voor; W speelde toen al bij, voor zijn partner O.",
         {"declarer_played_both_hands": None}),
        # a card held in playing position, "tafelblad" for the table
        ("card_played", "Leider O had de ♥4 al in speelpositie, maar stak hem terug.", {"card_handling": "declarer_card_held"}),
        ("card_played", "Leider N hield de ♠6 zichtbaar vlak boven het tafelblad.", {"card_handling": "declarer_card_held"}),
    ],
)
def test_play2_round10(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 11: the speaker's side told in a side remark ("(wij spelen tegen)", "wij zaten in de verdediging")
        ("lead_out_of_turn", "Wij zaten in de verdediging tegen 2♠. In slag 4 kwam ik voor mijn beurt uit.", {"offender_role": "defender"}),
        ("lead_out_of_turn", "De leider vertelde dat ik moest uitkomen, maar mijn partner had gewonnen. Ik ben tegenspeler.",
         {"offender_role": "defender", "misinformed_about_turn": True}),
        ("simultaneous_play", "Mijn partner (wij spelen tegen) gooide twee schoppen tegelijk op de slag.", {"offender_role": "defender"}),
        ("simultaneous_play", "Ik ben tegenspeler; de leider liet twee kaarten tegelijk vallen in slag 3.", {"offender_role": "declarer"}),
        # dummy making the opening lead is no spread dummy; an apposition with a filler word
        ("opening_lead_out_of_turn", "Contract 4♠ door N. Zuid, de blinde nota bene, legde als eerste een kaart op tafel.",
         {"offender": "Z", "offender_role": "dummy", "after_opening_lead": None}),
        ("opening_lead_out_of_turn", "O, de blinde, legt zomaar een uitkomst op tafel.", {"after_opening_lead": None}),
        # declarer spreading under way; the speaker as declarer playing from "mijn hand"
        ("opening_lead_out_of_turn", "O kwam voor zijn beurt uit tegen 3SA van N. Leider N was toen al zijn hand aan het uitspreiden.",
         {"offender": "O", "after_opening_lead": "declarer_spread"}),
        ("opening_lead_out_of_turn", "Ik ben leider in 1SA en heb op de verkeerde uitkomst al een kaartje uit mijn hand gelegd.",
         {"after_opening_lead": "declarer_played"}),
        ("opening_lead_out_of_turn", "Als tegenspeler speelde ik uit mijn hand een kaart bij op de uitkomst van mijn partner.",
         {"after_opening_lead": None}),
        # a short refusal; "W was niet aan de beurt" is not on turn
        ("opening_lead_out_of_turn", "Leider Z. W kwam uit, dat had N moeten doen. Z: 'die wil ik niet'.", {"opening_lead_choice": "refuse"}),
        ("opening_lead_out_of_turn", "Leider O wil dat niet: N kwam uit terwijl Z moest.", {"opening_lead_choice": "refuse"}),
        ("opening_lead_out_of_turn", "Leider W kreeg een uitkomst van Z, maar Z was niet aan de beurt.", {"offender": "Z"}),
        # becoming dummy is the choice, not the offender's role; "de tegenpartij" led
        ("opening_lead_out_of_turn", "De tegenpartij kwam voor de beurt uit en ik, de leider, koos ervoor blinde te worden.",
         {"offender_role": "defender", "opening_lead_choice": "become_dummy"}),
        ("opening_lead_out_of_turn", "Mag ik als leider de blinde worden als mijn tegenstanders voor hun beurt uitkomen?",
         {"offender_role": "defender"}),
        # dummy handled a card of his own ahead of time; the partner still holds other suits
        ("premature_play", "De blinde hield een kaart al klaar en tegenspeler Z speelde toen te vroeg bij.", {"dummy_prompted_play": True}),
        ("premature_play", "De blinde tilde alvast een kaart op, waarna tegenspeler O te vroeg speelde.", {"dummy_prompted_play": True}),
        ("premature_play", "De blinde had al een kaart gespeeld en toen speelde tegenspeler W te vroeg bij.", {"dummy_prompted_play": None}),
        ("premature_play", "Tegenspeler O speelde te vroeg. Leider verbiedt W harten; W heeft gewoon nog andere kleuren.",
         {"premature_option": "forbid_suit", "partner_can_comply": True}),
        ("premature_play", "Mijn partner speelde te vroeg en de leider verbood mij schoppen. Ik heb nog andere kaarten.",
         {"partner_can_comply": True}),
        # an opponent played to the trick afterwards, in any word order after "daarna/vervolgens"
        ("simultaneous_play", "Tegenspeler N speelde twee kaarten tegelijk; vervolgens heeft de blinde ook bijgespeeld.",
         {"opponent_played_after": True}),
        ("simultaneous_play", "Leider speelde voor, daarna gooide W twee kaarten tegelijk bij.", {"opponent_played_after": None}),
        # dummy won the previous trick (subject far back); dummy's listed cards decide the rank in that suit
        ("card_designation", "De blinde heeft ♥B en ♠B en had de vorige slag gewonnen met de ♠H. Leider zegt 'boer'.",
         {"dummy_leading": True, "rank_in_previous_suit": True}),
        ("card_designation", "Leider zei 'heer' nadat de blinde de vorige slag met de ♣A had gewonnen. De blinde heeft ♦H en ♥H.",
         {"dummy_leading": True, "rank_in_previous_suit": False}),
    ],
)
def test_play2_round11(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


def test_a_lead_from_dummy_named_only_by_its_seat_is_declarers():
    # "van tafel (W)": the seat names the hand the card came from; declarer (W's partner) led
    got = facts("lead_out_of_turn", "Er werd voorgespeeld van tafel (W) terwijl de leider de vorige slag in zijn hand had gewonnen")
    assert (got.get("offender"), got.get("offender_role")) == ("O", "declarer")


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 13: "vd" before a noun is "van de"; declarer's LT/RT is a defender
        ("lead_out_of_turn", "RT vd leider kwam voor in slag 4, terwijl de leider slag 3 had gewonnen.", {"offender_role": "defender"}),
        ("lead_out_of_turn", "De linkertegenstander van de leider speelde voor in slag 9; de blinde had de 8e slag.", {"offender_role": "defender"}),
        # the answer to the lead: "die neem ik", "niet dat … blijft staan", "daar … op gelegd", "twijfelt nog wat"
        ("lead_out_of_turn", "W speelde voor terwijl leider N aan slag was. N zei: goed, die neem ik.", {"lead_response": "accepted"}),
        ("lead_out_of_turn", "Z kwam voor zijn beurt uit; de leider O zegt: deze nemen we.", {"lead_response": "accepted"}),
        ("lead_out_of_turn", "Z kwam voor zijn beurt uit; leider O zegt: die neem ik niet.", {"lead_response": "refused"}),
        ("lead_out_of_turn", "Als leider speelde ik voor uit mijn hand terwijl de blinde aan slag was. NZ willen niet dat die kaart blijft staan.",
         {"offender_role": "declarer", "lead_response": "refused"}),
        ("lead_out_of_turn", "Leider Z speelde van tafel voor terwijl hij in de hand aan slag was. W heeft daar meteen een kaart op gelegd.",
         {"lead_response": "next_played"}),
        ("lead_out_of_turn", "O kwam voor zijn beurt uit in slag 8, leider N twijfelt nog wat hij wil.", {"lead_response": "pending"}),
        ("lead_out_of_turn", "In slag 5 speelde W voor terwijl O aan slag was. De leider weet nog niet wat hij gaat doen.", {"lead_response": "pending"}),
        # English "leads out of turn", spoken "m" for "hem"
        ("lead_out_of_turn", "W (tgsp) leads out of turn in slag 3, de leider wil m terug.",
         {"offender": "W", "offender_role": "defender", "lead_response": "refused"}),
        ("lead_out_of_turn", "Z led out of turn, leider O laat m liggen.", {"offender": "Z", "lead_response": "accepted"}),
        # declarer having dummy lead: "laat van tafel voorspelen"
        ("lead_out_of_turn", "Leider O laat uit de blinde een kaart voorspelen terwijl Z de vorige slag won.",
         {"offender": "O", "offender_role": "declarer", "declarer_lead_turn": "defender"}),
        ("lead_out_of_turn", "Leider N liet van tafel de ♦3 voorspelen, maar O had de vorige slag.",
         {"offender": "N", "offender_role": "declarer", "declarer_lead_turn": "defender"}),
        # two players lead to one trick: the one not on lead offended, the right one led as well
        ("lead_out_of_turn", "Noord en zuid spelen allebei voor in slag 6; zuid had de 5e slag gewonnen.",
         {"offender": "N", "lead_response": "proper_lead"}),
        ("lead_out_of_turn", "Zowel O als W speelden tegelijk voor, maar O had de vorige slag gewonnen.",
         {"offender": "W", "lead_response": "proper_lead"}),
        # after an opening lead out of turn: dummy half spread, declarer added a card from his own hand
        ("opening_lead_out_of_turn", "Contract 4♠ door N. W komt uit ipv O en blinde Z legt zijn kaarten er al half neer.",
         {"offender": "W", "after_opening_lead": "dummy_spread"}),
        ("opening_lead_out_of_turn", "N is leider in 3SA. O kwam uit terwijl W aan de beurt was; N heeft al een kaart uit zijn eigen hand bijgelegd.",
         {"offender": "O", "after_opening_lead": "declarer_played"}),
        # simultaneous play: "leider W in 4♠" sets the scene; an opponent played after, "op de slag"
        ("simultaneous_play", "leider O in 3SA. Z speelt 2 krt tegl, ♠A en ♠4 open.", {"offender": "Z", "offender_role": "defender"}),
        ("simultaneous_play", "Leider N in 4♥. Daarna speelde O twee kaarten tegelijk.", {"offender": "O"}),
        ("simultaneous_play", "W (verdediger) legde twee kaarten tegelijk neer en de leider had daarna al een kaart op de slag gelegd.",
         {"opponent_played_after": True}),
        # the early card could legally be played in this trick, also before partner
        ("premature_play", "De te vroeg gespeelde kaart van W kan gewoon reglementair in deze slag. De leider eist de laagste van O.",
         {"premature_card_legal": True}),
        ("premature_play", "Tegenspeler O speelde bij voordat zijn partner aan de beurt was; die kaart had hij ook gewoon mogen spelen.",
         {"premature_kind": "before_partner", "premature_card_legal": True}),
        ("premature_play", "Tegenspeler O speelde bij voordat zijn partner aan de beurt was; die kaart had hij niet mogen spelen.",
         {"premature_card_legal": None}),
        ("premature_play", "De leider had al uit beide handen gespeeld toen O een kaart legde, terwijl zijn partner W nog niet had gespeeld.",
         {"offender": "O", "offender_role": "defender", "premature_kind": "before_partner", "declarer_played_both_hands": True}),
        # the opponent took his card back and laid another
        ("card_played", "Mijn LT nam zijn kaart terug en gooide een andere; mag ik dan ook mijn kaart terugnemen?",
         {"withdrawal_reason": "opponent_changed"}),
        ("card_played", "W nam zijn kaart terug en legde een andere. Nu wil ik ook mijn kaart terug.", {"withdrawal_reason": "opponent_changed"}),
        # "het was onmiskenbaar dat hij … bedoelde"; a defender led, so dummy follows
        ("card_designation", "Leider Z zei 'schoppen' bij het voorspelen van tafel, maar het was onmiskenbaar dat hij klaveren bedoelde.",
         {"intention_incontrovertible": True}),
        ("card_designation", "Z is leider. W speelt schoppen voor en Z zegt tegen de blinde alleen 'schoppen'. De blinde heeft ♠H en ♠2.",
         {"dummy_leading": False}),
        ("card_designation", "Leider N speelt ruiten voor uit de blinde en zegt alleen 'ruiten'.", {"dummy_leading": True}),
    ],
)
def test_play2_round13(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 14: "won slag 5 in de blinde (N)": the seat names the hand, the declarer led from the other one
        ("lead_out_of_turn", "Leider Z won slag 5 in de blinde (N) en speelde toen uit zijn hand voor.",
         {"offender": "Z", "offender_role": "declarer", "declarer_lead_turn": "other_hand"}),
        ("lead_out_of_turn", "Leider O nam de slag op tafel (W) en speelde daarna zelf uit de hand voor.",
         {"offender": "O", "offender_role": "declarer", "declarer_lead_turn": "other_hand"}),
        # "kwam in slag 6 met de ♣H": a lead, the trick between the verb and "met"
        ("lead_out_of_turn", "Oost kwam in slag 6 met de ♣H terwijl zijn partner aan slag was; leider Z zegt nog niets.",
         {"offender": "O", "offender_role": "defender"}),
        ("lead_out_of_turn", "N kwam toen met een kleine ruiten, maar zijn partner Z had de slag gewonnen.", {"offender": "N"}),
        # the defender who won the previous trick, the verb last
        ("lead_out_of_turn", "Wat als de leider van tafel voorspeelt terwijl een tegenspeler de vorige slag gewonnen heeft?",
         {"offender_role": "declarer", "declarer_lead_turn": "defender"}),
        ("lead_out_of_turn", "Leider W speelt uit zijn hand voor, terwijl de tegenspeler rechts van hem die slag gewonnen had.",
         {"declarer_lead_turn": "defender"}),
        # told by an opponent "jij bent uit"; "iemand van de tegenpartij" is a defender
        ("opening_lead_out_of_turn", "Contract 2♠ door N. De blinde zei tegen O: 'jij bent uit', en O legde de ♦3 neer; W moest uitkomen.",
         {"offender": "O", "misinformed_about_turn": True}),
        ("opening_lead_out_of_turn", "Leider Z zei tegen W: 'jij mag uitkomen', maar O was aan de beurt.", {"misinformed_about_turn": True}),
        ("opening_lead_out_of_turn", "Iemand van de tegenpartij kwam uit terwijl het niet zijn beurt was.", {"offender_role": "defender"}),
        ("opening_lead_out_of_turn", "Wat als een van de tegenspelers gedekt uitkomt terwijl zijn partner aan de beurt is?", {"offender_role": "defender"}),
        # the partner still to play, told by his seat
        ("premature_play", "N te vroeg bij, Z moest nog, leider O kiest: Z speelt hoogste ♣.",
         {"offender": "N", "premature_kind": "before_partner", "premature_option": "highest"}),
        ("premature_play", "W speelde al bij; O zat nog te denken.", {"offender": "W", "premature_kind": "before_partner"}),
        # "na te vroeg bijspelen" is the early play as a noun, not an act of declarer; "kleur niet mag spelen"
        ("premature_play", "Kan de leider na te vroeg bijspelen zeggen dat de partner ruiten niet mag spelen?",
         {"premature_option": "forbid_suit", "partner_can_comply": None}),
        ("premature_play", "Mag de leider na te vroeg bijspelen bepalen dat een bepaalde kleur níet mag spelen?", {"premature_option": "forbid_suit"}),
        # "én", and a discard while still holding the suit led
        ("premature_play", "Tegenspeler W speelde te vroeg, terwijl de leider al van tafel én uit zijn hand had gespeeld.",
         {"declarer_played_both_hands": True}),
        ("premature_play", "Z (leider) speelt ♠ voor. Voordat W iets legt, gooit O al de ♥4, terwijl O nog schoppen heeft.",
         {"offender": "O", "premature_card_legal": False}),
        ("premature_play", "Leider N speelt ♦ voor; voordat O speelt, legt W al de ♣2 bij, hoewel hij nog ruiten had.", {"premature_card_legal": False}),
        # "een kleur … die hij niet heeft"; declarer "wil dat ik harten speel" after the partner's penalty card: a lead restriction
        ("inability_to_play", "Na de strafkaart van mijn maat eist de leider een kleur van mij die ik niet heb.",
         {"inability_reason": "no_card_of_suit", "required_by": "lead_restriction"}),
        ("inability_to_play", "Na de strafkaart van mijn partner wil de leider dat ik harten speel, maar ik heb geen harten.",
         {"inability_reason": "no_card_of_suit", "required_by": "lead_restriction"}),
        # the cards still held, read as their suits
        ("inability_to_play", "grote strafkaart ♠V bij O, ♥ gevraagd, O heeft nog ♥3. wat nu", {"inability_reason": "must_follow", "required_by": "penalty_card"}),
        ("inability_to_play", "W mag na de strafkaart van O geen ruiten voorspelen, maar hij heeft alleen nog ♦A en ♦2.",
         {"inability_reason": "only_forbidden_suit", "required_by": "lead_restriction"}),
        ("inability_to_play", "W mag na de strafkaart van O geen ruiten voorspelen, maar hij heeft alleen nog ♦A en ♣2.",
         {"inability_reason": None}),
        # an opponent "al bijgespeeld"; the card underneath came along face down
        ("simultaneous_play", "N speelt 2 kaarten tegelijk, allebei open, O al bijgespeeld", {"offender": "N", "opponent_played_after": True}),
        ("simultaneous_play", "Bij het bijspelen kwam de kaart eronder mee, maar die bleef gedekt liggen.",
         {"simultaneous_kind": "one_player", "faces_visible": "one"}),
        # corrected "binnen een tel", not "na een halve minuut denken"; an opponent took his card back (verb apart)
        ("card_played", "Leider W zei voor zijn hand 'klaveren twee' en binnen een seconde 'nee, klaveren drie'.",
         {"designation_corrected": True, "withdrawal_reason": "unintended_designation"}),
        ("card_played", "Leider O vroeg 'harten vrouw' van tafel en zei na een hele minuut nadenken: 'nee, de boer'.",
         {"designation_corrected": False, "withdrawal_reason": "change_of_mind"}),
        ("card_played", "W (tgsp) legde de ♣5 open, maar daarna nam N zijn kaart terug en speelde een andere. Mag W nu ook wisselen?",
         {"withdrawal_reason": "opponent_changed"}),
        ("card_played", "Wanneer ligt de kaart van de leider vast als hij hem nog vasthoudt?", {"card_topic": "played"}),
        # the one card left in dummy is another
        ("card_designation", "Leider N: 'harten vier' van tafel, maar er ligt alleen nog ♥5 in de blinde.", {"designation_kind": "not_in_dummy"}),
    ],
)
def test_play2_round14(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected
