"""The fact extractors of nlp/extract_play.py (Laws 42/43, 45, 90 and the offender of the rest) on fresh messages.

The extractors are called directly (gold irregularity given), so these tests do not depend on
the trained classifier; every result is also checked against the fact schema.
"""

import pytest

import laws
from laws import Event
from nlp import load_parser
from nlp.extract import Reader, extract_facts
from nlp.extract_play import canon
from nlp.normalize import clean_text


def reader(text: str) -> Reader:
    return Reader(load_parser().nlp(clean_text(text).lower()))


def facts(kind: str, text: str) -> dict:
    got = extract_facts(kind, reader(text))
    laws.SCHEMA.validate(Event.of(kind, got))  # names and values exist in facts.yaml
    return got


@pytest.mark.parametrize(
    "text, expected",
    [
        ("De blinde legt aan de WL uit wat er volgens hem in slag 4 gebeurde.",
         {"dummy_action": "gives_facts_or_law"}),
        ("Zuid is blinde en telt hardop mee hoeveel slagen de leider al heeft.",
         {"dummy_action": "keeps_count"}),
        ("Tijdens het spel vraagt de blinde aan zijn partner of die geen harten meer heeft.",
         {"dummy_action": "asks_declarer_revoke", "during_play": True}),
        ("Oost gooit af op schoppen, blinde N vraagt hem 'geen schoppen?'.",
         {"dummy_action": "asks_defender_revoke", "during_play": True}),
        ("Mag de blinde de leider waarschuwen dat hij vanuit de verkeerde hand voorspeelt?",
         {"dummy_action": "warns_wrong_hand"}),
        ("De blinde riep de wedstrijdleider toen oost verzaakte; niemand anders had het gemerkt.",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("Na afloop zegt de blinde tegen oost dat hij in slag 3 verzaakt heeft.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("De blinde schudt zijn hoofd als de leider de snit neemt.",
         {"dummy_action": "communicates", "during_play": True}),
        ("Blinde en leider wisselen halverwege het spel hun kaarten om.",
         {"dummy_action": "exchanges_hands", "during_play": True}),
        ("De blinde loopt naar de leider en kijkt over zijn schouder mee.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        ("Blinde gluurt in de kaarten van oost, die tegenspeler is.",
         {"dummy_action": "looks_at_defender_hand"}),
        ("West laat na de laatste slag zijn kaarten aan de blinde zien.",
         {"dummy_action": "defender_shows_hand", "during_play": False}),
        ("De blinde was eerder opgestaan om bij de leider in de hand te kijken en zegt nu 'je zit op tafel'.",
         {"dummy_action": "warns_wrong_hand", "dummy_violated_43a2": True, "during_play": True}),
        ("De blinde zei tegen de leider dat hij de slag niet moest omdraaien omdat west nog moest spelen. Hij had zijn stoel niet verlaten.",
         {"dummy_action": "prevents_irregularity", "dummy_violated_43a2": False, "during_play": True}),
        ("Nadat oost al gezegd had dat west verzaakt had, riep de blinde de WL erbij. Het spel was nog bezig.",
         {"dummy_action": "calls_td", "attention_already_drawn": True, "during_play": True}),
        ("Mag de dummy de slagen bijhouden?",
         {"dummy_action": "keeps_count"}),
        ("De blinde legt de kaarten die de leider noemt op tafel, is dat de juiste werkwijze?",
         {"dummy_action": "plays_as_instructed"}),
        ("Blinde vraagt W of hij geen klaveren meer heeft; N is de blinde.",
         {"dummy_action": "asks_defender_revoke", "during_play": True}),
        ("In slag 8 zegt de blinde tegen de leider 'je speelt uit de verkeerde hand'.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("De blinde probeert te voorkomen dat de leider voor zijn beurt voorspeelt.",
         {"dummy_action": "prevents_irregularity", "during_play": True}),
        ("blinde wees als eerste op de verzaking van oost, na afloop van het spel",
         {"dummy_action": "draws_attention", "attention_already_drawn": False, "during_play": False}),
        ("Mag de blinde zijn partner tijdens het spel aanwijzingen geven?",
         {"dummy_action": "communicates", "during_play": True}),
        ("De blinde en de leider ruilen van plaats zodat de blinde kan meekijken.",
         {"dummy_action": "exchanges_hands"}),
        ("Een tegenspeler laat zijn kaarten aan de blinde zien tijdens het spel.",
         {"dummy_action": "defender_shows_hand", "during_play": True}),
        ("Blinde zegt tegen de WL dat volgens de spelregels de leider nog mag wisselen.",
         {"dummy_action": "gives_facts_or_law"}),
        ("Blinde N had tijdens het spel in de hand van O gekeken en zegt later tegen zijn partner dat hij in de verkeerde hand zit.",
         {"dummy_action": "warns_wrong_hand", "dummy_violated_43a2": True, "during_play": True}),
        ("De blinede zucht diep als zijn partner een schoppen naspeelt.",
         {"dummy_action": "communicates", "during_play": True}),
        ("Mag de blinde de wl roepen nadat een tegenspeler al op de verzaking gewezen heeft?",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        ("blinde W roept de WL want O speelde voor zijn beurt voor, verder had niemand iets gemerkt",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("Wat als de blinde na afloop van het spel een onregelmatigheid meldt?",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("Blinde Z staat op en kijkt mee in de kaarten van zijn partner N.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        ("Blinde telt de gewonnen slagen op zijn vingers.",
         {"dummy_action": "keeps_count"}),
        ("Er is iets met de blinde aan tafel 3.",
         {}),
        # the writer at the table ("ik was blinde", "mijn partner (blinde)"), the passive voice, other word orders
        ("Ik was dummy, mijn partner speelde 4♥. In slag 5 gooide hij een klaver op een schoppen en ik vroeg: 'geen schoppen partner?'",
         {"dummy_action": "asks_declarer_revoke", "during_play": True}),
        ("Als blinde zag ik dat mijn partner uit zijn hand wilde voorspelen terwijl de slag op tafel was gewonnen. Ik zei: 'je zit op tafel'.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("Tijdens het spel is door mijn partner, die blinde was, hardop gezegd dat west verzaakt had. Ik had nog niets gemerkt en de tegenspelers ook niet.",
         {"dummy_action": "draws_attention", "attention_already_drawn": False, "during_play": True}),
        ("De tegenspeler had al gezegd dat er verzaakt was en toen riep de blinde ook nog de wedstrijdleider.",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        ("Ik kom als WL aan tafel en de blinde vertelt mij welke kaart oost in de vorige slag speelde.",
         {"dummy_action": "gives_facts_or_law"}),
        ("Oost liet tijdens het spel de blinde even in zijn hand kijken.",
         {"dummy_action": "defender_shows_hand", "during_play": True}),
        ("Ons viel op dat de blinde, zuid, zich steeds naar oost boog om in diens waaier te kijken.",
         {"dummy_action": "looks_at_defender_hand"}),
        ("Nadat leider en blinde even van hand hadden gewisseld, vroeg de blinde later in het spel aan de leider of hij nog harten had.",
         {"dummy_action": "asks_declarer_revoke", "dummy_violated_43a2": True, "during_play": True}),
        ("Mijn maat zat als dummy en begon halverwege te neuriën toen ik de troeven trok. Oost riep de WL.",
         {"dummy_action": "communicates", "during_play": True}),
        ("De leider zei tegen oost dat hij verzaakt had, de blinde zweeg.",
         {}),
    ],
)
def test_dummy_conduct(text, expected):
    assert facts("dummy_conduct", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Leider vroeg klaver aas, de blinde legde klaver heer. Meteen opgemerkt.",
         {"attention_before_next_trick": True}),
        ("Blinde speelde een andere ruiten dan de leider noemde; pas vier slagen later zag iemand het.",
         {"attention_before_next_trick": False}),
        ("De blinde pakte de verkeerde kaart, maar de leider zag het nog voordat iemand in de volgende slag speelde.",
         {"attention_before_next_trick": True}),
        ("De blinde speelde de ♠2 in plaats van de ♠10. Wat nu?",
         {}),
        ("Leider zei 'kleine harten', blinde speelde harten aas; ontdekt nadat beide partijen al in de volgende slag hadden gespeeld.",
         {"attention_before_next_trick": False}),
        ("De blinde speelde de verkeerde kaart maar de leider corrigeerde het direct.",
         {"attention_before_next_trick": True}),
        ("Blinde speelde een verkeerde kaart, dat werd pas na afloop van het spel ontdekt.",
         {"attention_before_next_trick": False}),
        ("Mag de blinde een verkeerd gespeelde kaart nog terugnemen voordat de volgende slag begint?",
         {"attention_before_next_trick": True}),
        ("De blinde speelde de ♠2 in plaats van de ♠10. Wat nu?",
         {}),
        ("De blinde speelde een ruiten in plaats van de gevraagde klaver; oost zag het voordat hij zelf bijspeelde.",
         {"attention_before_next_trick": True}),
        ("Mag de leider een verkeerd gelegde kaart van de blinde laten vervangen als de slag nog niet is gesloten?",
         {"attention_before_next_trick": True}),
        ("Leider noemt de klaver aas, dummy legt de klaver heer. Gezien toen de leider de volgende slag al van tafel had voorgespeeld en oost had bijgespeeld.",
         {"attention_before_next_trick": False}),
        ("De blinde legde de ruiten 4 neer terwijl ik de ruiten 6 zei, niemand merkte het tot slag 12.",
         {"attention_before_next_trick": False}),
        ("Blinde heeft in slag 3 de verkeerde kaart gelegd, ontdekt in slag 8.",
         {"attention_before_next_trick": False}),
        # nobody had moved on yet (any verb of going on), and noticing denied before the next trick
        ("Blinde gaf de ♦3 in plaats van de ♦J; we waren nog niet aan de volgende slag begonnen toen N het zag.",
         {"attention_before_next_trick": True}),
        ("De blinde legde een schoppen die niet gevraagd was; niemand zag het voordat de volgende slag gespeeld was.",
         {"attention_before_next_trick": False}),
    ],
)
def test_card_misplayed_by_dummy(text, expected):
    assert facts("card_misplayed_by_dummy", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Noord, de leider, legde een vijfde kaart op de slag.",
         {"player_role": "declarer"}),
        ("Een verdediger legt een extra kaart bij een volle slag, maar het was zeker geen voorspelen.",
         {"player_role": "defender", "deemed_lead": False}),
        ("Tegenspeler Z speelt een 5e kaart, hij had de vorige slag gewonnen en ik beschouw het als een voorspelen.",
         {"player_role": "defender", "deemed_lead": True}),
        ("W legt een vijfde kaart in de slag; OW spelen 4♥.",
         {"player_role": "declarer"}),
        ("De leider heeft een vijfde kaart gespeeld, duidelijk per ongeluk.",
         {"player_role": "declarer", "deemed_lead": False}),
        ("Oost (verdediger) legde een extra kaart bij een volle slag; ik zie het als een voorspelen.",
         {"player_role": "defender", "deemed_lead": True}),
        ("Vijfde kaart van de tegenspeler, lead of niet?",
         {"player_role": "defender"}),
        ("Z legde een vijfde kaart, NZ spelen 3SA; het was een voorspelen.",
         {"player_role": "declarer", "deemed_lead": True}),
        ("Er lag ineens een vijfde kaart op tafel.",
         {}),
        ("West, die 4♠ speelde, legde een vijfde kaart op de slag; volgens mij per ongeluk.",
         {"player_role": "declarer", "deemed_lead": False}),
        ("De leider legde nog een kaart bij een volle slag, ik weet niet of het een voorspelen was.",
         {"player_role": "declarer"}),
        ("Oost (tegenspeler) gooide per abuis een vijfde kaart in de slag.",
         {"player_role": "defender", "deemed_lead": False}),
    ],
)
def test_fifth_card(text, expected):
    assert facts("fifth_card", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Paar 4 meldt zich een kwartier te laat.",
         {"offence": "late_arrival"}),
        ("Tafel 6 is steeds de laatste, ze spelen veel te traag.",
         {"offence": "slow_play"}),
        ("N vertelt luid aan zijn partner hoe hij 3SA had moeten spelen, de buurtafel moet het spel nog spelen en hoort alles.",
         {"offence": "audible_discussion"}),
        ("Tijdens de zitting vergelijkt een paar zijn uitslagen met een ander paar.",
         {"offence": "comparing_scores"}),
        ("Oost trekt de kaarten van west uit het bord om ze te bekijken.",
         {"offence": "touching_others_cards"}),
        ("Noord stopt de kaarten terug in het oostvak.",
         {"offence": "card_in_wrong_pocket"}),
        ("Door het verwisselen van de borden door tafel 5 moet ik drie spellen arbitraal toekennen. Procedurele straf?",
         {"offence": "error_requiring_adjusted_score"}),
        ("Een speler negeert mijn instructie om door te schuiven.",
         {"offence": "non_compliance"}),
        ("Z zit de hele tijd met zijn telefoon te spelen en laat anderen wachten.",
         {"offence": "other"}),
        ("Het paar aan tafel 2 kwam twintig minuten te laat.",
         {"offence": "late_arrival"}),
        ("Ze zitten elke ronde over de tijd.",
         {"offence": "slow_play"}),
        ("Na het spel riep W hardop dat 6♠ erin zat, terwijl de tafel ernaast dat spel nog moest spelen.",
         {"offence": "audible_discussion"}),
        ("W vroeg in de pauze aan een ander paar welke score zij op bord 4 hadden.",
         {"offence": "comparing_scores"}),
        ("Na het spel stopt N zijn kaarten in het verkeerde vak.",
         {"offence": "card_in_wrong_pocket"}),
        ("Spelers die mijn aanwijzingen niet opvolgen, wat doe ik daarmee?",
         {"offence": "non_compliance"}),
        ("O eet de hele tijd luidruchtig chips aan tafel.",
         {"offence": "other"}),
        ("Twee spelers praten zo hard over bord 5 dat de tafel ernaast het hoort.",
         {"offence": "audible_discussion"}),
        ("O kijkt na het spel in de kaarten van N zonder toestemming.",
         {"offence": "touching_others_cards"}),
        ("Paar 9 denkt over elk bod minutenlang na, de ronde loopt uit.",
         {"offence": "slow_play"}),
        ("De speler weigert de score in de bridgemate te bevestigen.",
         {"offence": "non_compliance"}),
        ("Wat is een procedurele straf eigenlijk?",
         {}),
        ("Paar 4 is een kwartier na aanvang binnengekomen.",
         {"offence": "late_arrival"}),
        ("Noord en zuid nemen per spel bijna tien minuten, de rest zit te wachten.",
         {"offence": "slow_play"}),
        ("Na bord 9 hoorde de tafel naast hen oost zeggen dat de ruiten 3-3 zaten.",
         {"offence": "audible_discussion"}),
        ("Teamgenoten wisselden tijdens de pauze hun uitslagen uit.",
         {"offence": "comparing_scores"}),
        ("Mijn tegenstander keek na het spel zonder te vragen mijn kaarten door.",
         {"offence": "touching_others_cards"}),
        ("Ik heb NZ gezegd dat ze hun telefoon weg moeten doen, maar ze blijven erop kijken.",
         {"offence": "non_compliance"}),
        ("Door een fout met de borden aan tafel 2 moest ik drie spellen een kunstmatige score geven.",
         {"offence": "error_requiring_adjusted_score"}),
    ],
)
def test_procedural_offence(text, expected):
    assert facts("procedural", text) == expected


@pytest.mark.parametrize(
    "kind, text",
    [
        ("dummy_indicates_card", "De blinde tikt op de ♥H terwijl de leider nadenkt."),
        ("trick_quitted_early", "Oost draait zijn kaart al om voordat zuid gespeeld heeft."),
        ("dummy_indicates_card", "Blinde W schuift de ♠B naar voren voordat leider O iets gezegd heeft."),
        ("trick_quitted_early", "Leider N keert zijn kaart in slag 6 om terwijl O nog moest bijspelen."),
    ],
)
def test_law_45_f_and_g_need_no_facts(kind, text):
    assert facts(kind, text) == {}


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("insufficient_bid", "Zuid opende 1♠ en west bood daarna 1♥.", "W"),
        ("insufficient_bid", "Onvoldoende bod van oost: 2♣ na 2♦.", "O"),
        ("insufficient_bid", "Oost bood 1♦ op 1♠ van noord.", "O"),
        ("insufficient_bid", "Na 2♥ van west biedt noord 2♦.", "N"),
        ("card_exposed_during_auction", "Tijdens het bieden valt de ♥V van noord op tafel.", "N"),
        ("card_exposed_during_auction", "Tijdens het bieden liet Z per ongeluk een kaart zien.", "Z"),
        ("call_after_final_pass", "Na drie passen legt west nog een doublet neer.", "W"),
        ("call_after_final_pass", "Het bieden was al afgelopen en toen doubleerde zuid nog.", "Z"),
        ("call_after_final_pass", "Na de slotpas biedt Z nog 4♥.", "Z"),
        ("inadmissible_call", "Noord biedt 1SA, oost doubleert en daarna redoubleert west.", "W"),
        ("inadmissible_call", "W biedt 8♦.", "W"),
        ("opening_lead_out_of_turn", "4♠ gespeeld door noord, west komt uit met de ♣H.", "W"),
        ("opening_lead_out_of_turn", "Zuid wordt leider in 3SA, maar oost komt uit.", "O"),
        ("opening_lead_out_of_turn", "Contract 2♥ van oost, noord komt uit.", "N"),
        ("opening_lead_out_of_turn", "O is leider in 4♠ en Z komt uit.", "Z"),
        ("opening_lead_out_of_turn", "Iemand kwam uit voor zijn beurt.", None),
        ("lead_out_of_turn", "W had de slag gewonnen, maar O speelt voor.", "O"),
        ("lead_out_of_turn", "Leider W speelt van tafel voor, terwijl hij in zijn hand aan slag was.", "W"),
        ("lead_out_of_turn", "Z speelt in slag 4 voor, maar N had die slag gewonnen.", "Z"),
        ("premature_play", "Leider N speelt voor en W gooit al bij voordat O gespeeld heeft.", "W"),
        ("premature_play", "Oost speelt al bij terwijl west nog moet spelen.", "O"),
        ("premature_play", "In slag 3 speelt W zijn kaart te vroeg, O had nog niet gespeeld.", "W"),
        ("penalty_card", "Z heeft een strafkaart, de ♣10, en moet nu bijspelen.", "Z"),
        ("penalty_card", "De strafkaart van noord ligt nog op tafel.", "N"),
        ("penalty_card", "Tijdens het spel valt er een kaart van O op tafel.", "O"),
        ("card_played", "Oost raakt een kaart aan maar wil een andere spelen.", "O"),
        ("claim", "Noord claimt de rest, maar oost heeft nog een troef.", "N"),
        ("claim", "Zuid claimt alle resterende slagen, OW protesteren.", "Z"),
        ("claim", "De leider claimt, maar W heeft nog de troefaas.", None),
        ("unauthorized_information", "Na de lange denkpauze van N biedt Z nog 4♥. OW vinden dat Z de denkpauze gebruikt.", "Z"),
        ("unauthorized_information", "W aarzelt lang en past; O bood toch nog 4♠.", "O"),
        ("unauthorized_information", "Na de hesitatie van zijn partner O bood W toch 5♦.", "W"),
        ("misinformation", "Oost legde 2♦ uit als transfer, maar volgens hun systeemkaart is het natuurlijk.", "O"),
        ("misinformation", "W bood 3♣, O legde uit: preëmptief. Dat staat ook zo op hun systeemkaart, W had zich vergist.", None),
        ("misinformation", "Noord gaf geen alert op 2♣, hoewel het kunstmatig is.", "N"),
        ("misinformation", "Zuid legde 2SA uit als zwak, volgens hun afspraak is het sterk.", "Z"),
        ("misinformation", "N legde 3♣ uit als Gerber en die uitleg klopt met hun afspraak, maar Z bedoelde het natuurlijk.", None),
        ("missing_card", "De zuidhand heeft maar twaalf kaarten.", "Z"),
        ("missing_card", "Bij slag 10 merkt west dat hij een kaart te weinig heeft.", "W"),
        ("missing_card", "Tijdens het bieden merkt N dat hij maar 12 kaarten heeft.", "N"),
        ("wrong_board", "Oost speelt met de kaarten van west.", "O"),
        ("wrong_board", "Noord speelt met de hand van zuid.", "N"),
        ("wrong_board", "W pakte de kaarten van O uit het bord en heeft er al mee geboden.", "W"),
        ("fouled_board", "Bord 8 is vervuild: de ♦A zat bij N in plaats van bij Z.", None),
        ("fouled_board", "Bord 12: twee kaarten van O en W zijn verwisseld.", None),
        ("fouled_board", "De handen van noord en zuid zaten omgewisseld in bord 4.", None),
        ("forfeiture_of_rectification", "Na de uitkomst voor de beurt van W speelden NZ gewoon verder zonder de WL.", "W"),
        ("forfeiture_of_rectification", "Zuid verzaakte, OW regelden het zelf zonder WL.", "Z"),
        ("score_correction", "O heeft de score van bord 3 verkeerd ingevoerd.", "O"),
        ("score_correction", "Zuid voerde de score verkeerd in.", "Z"),
    ],
)
def test_offender(kind, text, expected):
    # the offender is what this test is about; the groups' own extractors add more facts
    assert facts(kind, text).get("offender") == expected


def test_canonical_text_absorbs_typos_and_marks_entities():
    text = canon(reader("De blinede vraagt de lieder of hij geen ♣ meer heeft; N gaf, O speelt 3SA, verzaakking in de 7e slag."))
    assert "blinde" in text and "leider" in text and "verzaakt" in text
    assert "GEVER_N" in text and "SEAT_O" in text and "CALL" in text and "TRICK_7" in text


def test_a_seat_that_gave_something_is_a_player_not_the_dealer():
    assert "SEAT_N" in canon(reader("Noord gaf geen alert op 2♣."))
    assert "GEVER_N" in canon(reader("Noord gaf, oost opende 1♥."))


# -- general mechanisms (word order, who acts, synonyms), on phrasings not in the corpus -----------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # a relative clause between dummy and his verb: dummy still acts, the earlier act costs his rights
        ("Blinde Z, die eerder met de leider van kaarten had gewisseld, wijst west erop dat hij verzaakt heeft.",
         {"dummy_action": "draws_attention", "dummy_violated_43a2": True}),
        # a leading subordinate clause names someone else first
        ("Zodra de leider een kaart uit zijn hand trok, zuchtte de blinde diep.",
         {"dummy_action": "communicates", "during_play": True}),
        # dummy speaks to declarer about the play (a quote that is no warning): taking part in the play
        ("De blinde fluisterde tegen de leider: 'speel de heer'.",
         {"dummy_action": "communicates", "during_play": True}),
        # the director was called, but the text does not say by whom: not dummy calling the director
        ("De wedstrijdleider werd erbij geroepen en de blinde vertelde hem wat er in slag 3 was gebeurd.",
         {"dummy_action": "gives_facts_or_law"}),
        # up from his chair to look at a defender's cards: looking at a defender's hand, not watching declarer
        ("De blinde stond op en keek in de kaarten van oost, een tegenspeler.",
         {"dummy_action": "looks_at_defender_hand"}),
        # whose cards: "van zijn partner, de leider" is declarer's hand
        ("De blinde boog zich opzij om in de hand van zijn partner, de leider, te kijken.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        ("De blinde riep de WL, nog voordat iemand anders er iets over zei.",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("Blinde O riep de TD; noch de leider noch de tegenspelers hadden iets gemerkt.",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("De blinde riep de TD, want de leider zei dat oost had verzaakt.",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        # the time of play told in another sentence
        ("Leider en blinde ruilden hun kaarten om. Dat gebeurde in slag 6.",
         {"dummy_action": "exchanges_hands", "during_play": True}),
        ("De blinde keek halverwege mee over de rug van de leider.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        ("De verdediger draaide zijn waaier even naar de blinde toe.",
         {"dummy_action": "defender_shows_hand"}),
        # the act without its usual words: someone was about to err and dummy is in the story
        ("De blinde greep in toen oost de slag wilde keren terwijl noord nog niet had gespeeld.",
         {"dummy_action": "prevents_irregularity", "during_play": True}),
        # ... but the scene alone, without dummy, is no act of dummy's
        ("Leider wilde al voorspelen terwijl W nog moest spelen, en W zei er iets van.",
         {}),
        # "Blinde: '…'": dummy speaks; the addressee inside the quote is not the doer
        ("Blinde: 'partner, neem de snit!'",
         {"dummy_action": "communicates", "during_play": True}),
        ("De blinde heeft de wedstrijdleider laten komen; niemand anders had iets opgemerkt.",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
    ],
)
def test_dummy_conduct_general(text, expected):
    assert facts("dummy_conduct", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "de nieuwe slag", "de slag erna" are the next trick
        ("De blinde legde de verkeerde schoppen; iedereen had in de slag erna al gespeeld toen het opviel.",
         {"attention_before_next_trick": False}),
        ("Blinde gaf de ♦2 i.p.v. de ♦3, gezien voordat er in de nieuwe slag iets gespeeld was.",
         {"attention_before_next_trick": True}),
        # misplayed in one trick, the story goes on two tricks later
        ("In slag 4 legde de blinde de klaver boer in plaats van de klaver vrouw; in slag 6 kwam de leider erachter.",
         {"attention_before_next_trick": False}),
        ("De blinde speelde in slag 4 de verkeerde kaart. Wat nu?",
         {}),
    ],
)
def test_card_misplayed_general(text, expected):
    assert facts("card_misplayed_by_dummy", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # the declarer's seat and the seat that played the card
        ("Zuid is leider in 3SA; oost legt een vijfde kaart op de slag.", {"player_role": "defender"}),
        ("Leider O speelt 2♥. In slag 8 legt O nog een kaart op de volle slag.", {"player_role": "declarer"}),
        ("fifth card by defender N, not a lead", {"player_role": "defender", "deemed_lead": False}),
        # the lead asked about, not stated
        ("Een verdediger legde een vijfde kaart op de slag. Voorspelen?", {"player_role": "defender"}),
    ],
)
def test_fifth_card_general(text, expected):
    assert facts("fifth_card", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Ze hebben over vier borden bijna een uur gedaan.", {"offence": "slow_play"}),
        ("Tafel 2 doet voor één spel een kwartier.", {"offence": "slow_play"}),
        ("Een teamgenoot kwam in de rust vragen hoeveel punten we op bord 3 hadden.", {"offence": "comparing_scores"}),
        ("Ze stonden tijdens de zitting met elkaar over hun uitslagen te praten.", {"offence": "comparing_scores"}),
        # heard at another table, but not about a board: another disturbance
        ("Aan tafel 5 wordt zo hard gepraat over de vakantie dat de buurtafel zich ergert.", {"offence": "other"}),
        ("West praat zo hard dat de tafel ernaast alles hoort.", {"offence": "audible_discussion"}),
        ("De wedstrijdbepalingen verbieden telefoons aan tafel, maar noord gebruikt hem toch.", {"offence": "non_compliance"}),
        ("De zitting begon om half acht, pas om acht uur kwamen NZ binnen.", {"offence": "late_arrival"}),
        ("Oost draaide na het spel de kaarten van zijn tegenstander om.", {"offence": "touching_others_cards"}),
        ("Noord stopte zijn kaarten in de oostgleuf.", {"offence": "card_in_wrong_pocket"}),
    ],
)
def test_procedural_general(text, expected):
    assert facts("procedural", text) == expected


# -- round 2: mechanisms that do not depend on one phrasing ------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # a quote does not date the story; a trick named as a clause of its own does
        ("dummy verbetert de TD die aan tafel staat: 'nee, het was slag 6'", {"dummy_action": "gives_facts_or_law"}),
        ("blinde spiedt in de kaarten van de verdediger links van hem, slag 2",
         {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        # the act lexicon: a verb of the act done by dummy, whatever the word order
        ("Onder het spelen zit de blinde bij elke snit te grinniken.", {"dummy_action": "communicates", "during_play": True}),
        ("De blinde registreert op een bierviltje de slagen.", {"dummy_action": "keeps_count"}),
        # who gives the cards to dummy: declarer (an exchange) or a defender (shows them)
        # (round 13: "speelde verder met" tells the play was going on)
        ("De leider gaf zijn kaarten aan de blinde en speelde zelf verder met de tafelhand.", {"dummy_action": "exchanges_hands", "during_play": True}),
        ("O (verdediger) gaf na slag 9 zijn laatste kaarten aan de blinde.",
         {"dummy_action": "defender_shows_hand", "during_play": True}),
        # English words now and then
        ("dummy stood up and looked at declarer's hand", {"dummy_action": "watches_declarer", "during_play": True}),
        # subordinate word order, and whom dummy asked ("bij LT", "aan RHO")
        ("blinde maakt de leider erop attent dat hij nog op tafel zit", {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("blinde checkt bij RT of die nog schoppen heeft", {"dummy_action": "asks_defender_revoke", "during_play": True}),
        ("blinde W: 'partner, heb je echt geen ruiten?'", {"dummy_action": "asks_declarer_revoke", "during_play": True}),
        # reporting the irregularity with the director present is drawing attention, not giving facts
        ("WL aan tafel. De blinde meldde als eerste de verzaking van oost.",
         {"dummy_action": "draws_attention", "attention_already_drawn": False}),
        # nothing that says what dummy did: silence
        ("Er is gedoe met de blinde aan tafel 4, kunt u komen?", {}),
    ],
)
def test_dummy_conduct_round2(text, expected):
    assert facts("dummy_conduct", text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("card_misplayed_by_dummy", "Ontdekt toen beide kanten al in de volgende slag hadden gespeeld.",
         {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "blinde pakt de verkeerde kaart; hersteld voordat LHO een kaart legde",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "verkeerde kaart van de blinde, gezien terwijl de slag nog op tafel lag",
         {"attention_before_next_trick": True}),
        # the writer's seat decides whose opponent "RT" is; without it, silence
        ("fifth_card", "Ik ben leider en mijn RT legt een kaart op een volle slag.", {"player_role": "defender"}),
        ("fifth_card", "Mijn RT legt een kaart op een volle slag.", {}),
        ("procedural", "Tafel 3 is elke ronde een kwartier te laat klaar.", {"offence": "slow_play"}),
        ("procedural", "Hoewel het reglement telefoons verbiedt, laat O de zijne aan staan.", {"offence": "non_compliance"}),
    ],
)
def test_play_round2(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # dummy's partner is declarer: his seat reads as declarer, another seat as a defender
        ("blinde N kijkt bij Z in de kaarten, slag 3", {"dummy_action": "watches_declarer", "during_play": True}),
        ("blinde O staat op en loopt naar N om mee te kijken", {"dummy_action": "looks_at_defender_hand"}),
        # whether others had noticed is only read for a call or a remark, never for another act
        ("Toen de WL vroeg wat er gebeurd was, vertelde de blinde als eerste welke kaarten er gespeeld waren.",
         {"dummy_action": "gives_facts_or_law"}),
        ("blinde O riep de WL; NW zeiden niks", {"dummy_action": "calls_td", "attention_already_drawn": False}),
        # a remark in quotes that names the irregularity
        # (the trick in the quote dates the revoke, not the remark: during_play is left to ask)
        ("blinde tegen W: 'je hebt in slag 3 niet bekend!'", {"dummy_action": "draws_attention"}),
        # the writer is a defender: "mijn partner" is the other defender
        ("Ik was tegenspeler. De blinde keek bij mijn partner in de kaarten.", {"dummy_action": "looks_at_defender_hand"}),
        # table shorthand
        ("bl vraagt LD 'geen sch?' sl 4", {"dummy_action": "asks_declarer_revoke", "during_play": True}),
    ],
)
def test_dummy_conduct_seats_and_attention(text, expected):
    assert facts("dummy_conduct", text) == expected


def test_a_lead_for_the_next_trick_is_not_before_the_next_trick():
    text = "De blinde speelde de ♥9 i.p.v. de ♥B; LT was al uitgekomen voor de volgende slag en ik had daar ook al gespeeld."
    assert facts("card_misplayed_by_dummy", text) == {"attention_before_next_trick": False}


# -- round 3: new voices (polite "u", verbless notes, youth slang, first person, reverse order, names) ----------
@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # the director addressed as "u"; "is dat volgens de regels?" asks, it states no law
        ("dummy_conduct", "Toen het spel al helemaal was afgelopen, riep de blinde u erbij.",
         {"dummy_action": "calls_td", "during_play": False}),
        ("dummy_conduct", "De blinde hield op een papiertje bij hoeveel slagen wij hadden. Is dat volgens de regels?",
         {"dummy_action": "keeps_count"}),
        # a note's noun: its doer is the player named before it
        ("dummy_conduct", "blinde: melding verzaking N, na einde spel; niemand anders iets gezien",
         {"dummy_action": "draws_attention", "attention_already_drawn": False, "during_play": False}),
        ("dummy_conduct", "bl. hoofdschudden bij elke snit v. leider", {"dummy_action": "communicates", "during_play": True}),
        # English and slang words
        ("dummy_conduct", "die twee hebben gwn hun handen geswitcht, declarer en dummy", {"dummy_action": "exchanges_hands"}),
        ("dummy_conduct", "dummy had eerst in de hand van declarer zitten gluren en daarna zei ie dat ik had gerevoked",
         {"dummy_action": "draws_attention", "dummy_violated_43a2": True}),
        # the writer's seat told verb-final or with his partner
        ("dummy_conduct", "De blinde vroeg mij in slag 9 of ik geen schoppen meer had, terwijl ik gewoon tegenspeler was.",
         {"dummy_action": "asks_defender_revoke", "during_play": True}),
        ("dummy_conduct", "De blinde keek over de schouder van mijn partner in diens kaarten. Mijn partner en ik waren de tegenspelers.",
         {"dummy_action": "looks_at_defender_hand"}),
        # players named by first name with their seat in brackets
        ("dummy_conduct", "Piet (O) was blinde, Karel (W) leider. Piet vroeg in slag 2 aan Els (N) of ze geen schoppen had.",
         {"dummy_action": "asks_defender_revoke", "during_play": True}),
        ("fifth_card", "Bord 24, contract 2♦ door Jan (Z). Zuid legde in slag 10 een vijfde kaart op de slag.",
         {"player_role": "declarer"}),
        # the writer's own role is not the card player's
        ("fifth_card", "ik was tegenspeler; de leider legde een vijfde kaart bij in slag 4", {"player_role": "declarer"}),
        ("fifth_card", "ik was de leider en heb per ongeluk een vijfde kaart bij de slag gelegd", {"player_role": "declarer", "deemed_lead": False}),
        ("fifth_card", "Een van onze tegenstanders, zij was de leider, legde een extra kaart bij.", {"player_role": "declarer"}),
        # noticed before the lead to the trick after the misplayed one
        ("card_misplayed_by_dummy", "blinde verkeerde kaart, sl 2, opgemerkt voor uitkomst sl 3", {"attention_before_next_trick": True}),
        ("procedural", "tafel 3: spelverloop hardop besproken, hoorbaar aan tafel 4", {"offence": "audible_discussion"}),
    ],
)
def test_play_round3(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # dummy told without the word: declarer's partner, the open hand, "lag open op tafel"
        ("dummy_conduct", "De partner van de leider kuchte nadrukkelijk toen de leider ging snijden.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "West, wiens kaarten open op tafel lagen, riep in slag 5 de arbiter omdat noord niet bekende.",
         {"dummy_action": "calls_td", "during_play": True}),
        ("dummy_conduct", "Mijn partner lag open op tafel en zei: 'neem eerst je aas'.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "De speler met de open kaarten ging naast de leider zitten en keek met hem mee.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        # the hand raised to call the director is no prevention; after play in other words
        ("dummy_conduct", "Blinde N stak zijn hand op en riep de WL erbij, bij het scoren.",
         {"dummy_action": "calls_td", "during_play": False}),
        ("dummy_conduct", "Toen het volgende bord al gedeeld was, zei de blinde tegen oost dat hij niet had bekend.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "Leider en blinde gaven elkaar voor de uitkomst hun kaarten.", {"dummy_action": "exchanges_hands"}),
        # "volgende slag een kaart" is no trick 1
        ("card_misplayed_by_dummy", "Blinde legde ♠2 in plaats van ♠B; gezien voordat iemand in de volgende slag een kaart legde.",
         {"attention_before_next_trick": True}),
        # a lead in other words; a denied role
        ("fifth_card", "De leider legde een extra kaart op de volle slag; hij wilde de volgende slag beginnen.",
         {"player_role": "declarer", "deemed_lead": True}),
        ("fifth_card", "Die kaart te veel kwam niet van de leider maar van oost, die verdedigde.", {"player_role": "defender"}),
        # procedural offences without their usual words
        ("procedural", "OW waren er om acht uur nog niet, terwijl de zitting om kwart voor acht begon.", {"offence": "late_arrival"}),
        ("procedural", "Noord griste een kaart uit de hand van oost om hem zelf op tafel te leggen.", {"offence": "touching_others_cards"}),
        ("procedural", "Bord 3 is gespeeld met de kaarten van spel 13, dus geen normale score.", {"offence": "error_requiring_adjusted_score"}),
        ("procedural", "Twee keer gevraagd de telefoon op te bergen en ze doen het nog steeds niet.", {"offence": "non_compliance"}),
        ("procedural", "Zij liepen in de pauze naar tafel 9 om te vragen wat die op bord 2 hadden gehaald.", {"offence": "comparing_scores"}),
        # a role's abbreviation with a full stop ends no sentence
        ("dummy_conduct", "bl. Z belt WL na spel; W zou verzaakt hebben", {"dummy_action": "calls_td", "during_play": False}),
        # a relative clause between dummy and his verb; the writer's seat told with "en"
        ("dummy_conduct", "Mijn partner, die toen blinde was, heeft in slag 2 gezegd dat ik beter eerst kon snijden.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "Ik zat west en was blinde; ik merkte dat noord niet bekende en heb dat direct gemeld.",
         {"dummy_action": "draws_attention", "during_play": True}),
        # the director's arrival makes him present
        ("dummy_conduct", "Zodra de WL er was, vertelde de blinde hem hoe de slagen gelopen waren.", {"dummy_action": "gives_facts_or_law"}),
        # "op verzoek van de leider" tells why dummy swapped hands, not that he played as instructed
        ("dummy_conduct", "Op verzoek van zijn partner nam de blinde diens hand en gaf hem zijn kaarten.", {"dummy_action": "exchanges_hands"}),
        ("dummy_conduct", "De blinde meldde als enige dat zuid niet had bekend, in slag 4.",
         {"dummy_action": "draws_attention", "attention_already_drawn": False, "during_play": True}),
        ("procedural", "OW negeren mijn verzoek om stil te zijn.", {"offence": "non_compliance"}),
        ("procedural", "Na de ronde zaten ze met tafel 3 de uitslagen door te nemen.", {"offence": "comparing_scores"}),
    ],
)
def test_play_round5(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a quoted reminder where the lead must come from; a quoted stop with a player yet to play
        ("dummy_conduct", "In slag 6 zegt de blinde tegen de leider: 'pas op, je moet van tafel spelen'.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("dummy_conduct", "De blinde zei 'niet omdraaien, west heeft nog niet bijgespeeld'.",
         {"dummy_action": "prevents_irregularity", "during_play": True}),
        # a swap that lets dummy see declarer's hand is no hand shown by a defender
        ("dummy_conduct", "Leider en blinde ruilden hun kaarten zodat de blinde kon zien wat er nog zat.",
         {"dummy_action": "exchanges_hands"}),
        # declarer's hand merely named is no look into it
        ("dummy_conduct", "De blinde vertelt de WL welke kaarten er nog in de hand van de leider zitten.",
         {"dummy_action": "gives_facts_or_law"}),
        ("dummy_conduct", "De blinde bleef het hele spel stil op zijn stoel zitten en wees na de laatste slag op een verzaking.",
         {"dummy_action": "draws_attention", "dummy_violated_43a2": False, "during_play": False}),
        # both sides played to the next trick, told clause by clause; nobody had
        ("card_misplayed_by_dummy", "Blinde legde de ♥3. Oost was daarna al uitgekomen en de leider had al bijgespeeld.",
         {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "De blinde speelde de verkeerde kaart; niemand had al in de volgende slag gespeeld.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Verkeerde kaart van de blinde, opgemerkt voordat west een kaart had gelegd.",
         {"attention_before_next_trick": True}),
        ("procedural", "Oost riep zo hard dat 4♠ down ging dat de tafel achter hem, die het spel nog moet spelen, alles hoorde.",
         {"offence": "audible_discussion"}),
        ("procedural", "Ik heb iemand gewaarschuwd, welke overtreding is dat?", {}),
        # "hij" in a later sentence stands for dummy; the pointed-at player between verb and "er op"
        ("dummy_conduct", "De blinde had in slag 3 met de leider van plaats geruild. Later vroeg hij aan oost of die geen harten had.",
         {"dummy_action": "asks_defender_revoke", "dummy_violated_43a2": True, "during_play": True}),
        ("dummy_conduct", "De blinde wees de tegenspelers er tijdens het spel op dat noord verzaakt had.",
         {"dummy_action": "draws_attention", "during_play": True}),
        # the writer, the director, is at the table looking into it
        ("dummy_conduct", "Terwijl ik de zaak aan tafel uitzoek, vertelt de blinde dat west de kaart al had getoond.",
         {"dummy_action": "gives_facts_or_law"}),
        ("procedural", "Ze zijn steeds nog aan het spelen als de andere tafels al gewisseld hebben.", {"offence": "slow_play"}),
        # the card's player named after the trick; "nooit … gekeken" denies the act
        ("fifth_card", "Een extra kaart in slag 4 van west. Noord is leider.", {"player_role": "defender"}),
        ("dummy_conduct", "De blinde, die nooit in iemands kaarten had gekeken, zei 'wacht, zuid moet nog'.",
         {"dummy_action": "prevents_irregularity", "dummy_violated_43a2": False, "during_play": True}),
        ("card_misplayed_by_dummy", "Blinde legde de ♦4 in plaats van de ♦5; gezien voordat de leider de slag had omgedraaid.",
         {"attention_before_next_trick": True}),
        # an indirect question about the law dates nothing; "wanneer … als voorspelen?" asks, not answers
        ("dummy_conduct", "Ik vraag me af of de blinde de leider mag waarschuwen dat hij in de verkeerde hand zit.",
         {"dummy_action": "warns_wrong_hand"}),
        ("fifth_card", "Wanneer telt een vijfde kaart van de leider als voorspelen?", {"player_role": "declarer"}),
        # grumbling heard at other tables is no board discussed
        ("procedural", "N moppert de hele tijd hardop tegen zijn partner, andere tafels horen het.", {"offence": "other"}),
        # a subject in apposition carries over to the clause that plays on
        ("card_misplayed_by_dummy", "Blinde legde de ♠8. West, tegenspeler, kwam al uit in de volgende slag en de leider legde daar al een kaart op.",
         {"attention_before_next_trick": False}),
        # a lead denied after the word; whose turn it was is no lead
        ("fifth_card", "Leider N legde een vijfde kaart. Voorspelen was het niet.", {"player_role": "declarer", "deemed_lead": False}),
        ("fifth_card", "Tegenspeler legt een vijfde kaart; hij was niet aan de beurt om voor te spelen, het ging per ongeluk.",
         {"player_role": "defender", "deemed_lead": False}),
        ("procedural", "Paar 4 was er pas twintig minuten na de afgesproken tijd.", {"offence": "late_arrival"}),
        ("procedural", "Zuid liep tijdens de zitting naar de uitslagen om te kijken hoe spel 3 was gegaan.", {"offence": "comparing_scores"}),
        ("procedural", "Na mijn waarschuwing ging oost gewoon door met praten.", {"offence": "non_compliance"}),
        ("dummy_conduct", "Voor een klacht kwam ik aan tafel, en de blinde vertelde meteen hoe het gegaan was.", {"dummy_action": "gives_facts_or_law"}),
        ("dummy_conduct", "In slag 8 zei de blinde tegen de leider dat de slag op tafel lag.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("dummy_conduct", "De blinde legt een lucifer neer voor elke slag die ze winnen.", {"dummy_action": "keeps_count"}),
        ("card_misplayed_by_dummy", "Blinde speelde de ♥4, de leider vroeg de ♥6. Toen waren er al drie slagen gespeeld.",
         {"attention_before_next_trick": False}),
        ("procedural", "West nam na het spel de hand van zijn rechtertegenstander uit het bord.", {"offence": "touching_others_cards"}),
        ("fifth_card", "Geldt een vijfde kaart van een tegenspeler als voorspelen?", {"player_role": "defender"}),
        ("fifth_card", "Is een vijfde kaart van de leider die geen voorspelen was een strafkaart?",
         {"player_role": "declarer", "deemed_lead": False}),
        ("dummy_conduct", "Blinde Z merkte na afloop op dat oost niet had bekend.", {"dummy_action": "draws_attention", "during_play": False}),
        ("procedural", "Tafel 2 wil niet stoppen als ik de ronde afroep.", {"offence": "non_compliance"}),
        ("dummy_conduct", "De blinde wees naar de tafel toen de leider uit de hand wilde voorspelen.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("dummy_conduct", "Toen ik aan tafel kwam voor een klacht, noemde de blinde meteen de regels.", {"dummy_action": "gives_facts_or_law"}),
        # "als blinde heb ik …" is the writer's role in a report, not a condition of a general question
        ("dummy_conduct", "Als blinde heb ik mijn partner gevraagd of hij geen ruiten meer had. Mocht dat?",
         {"dummy_action": "asks_declarer_revoke", "during_play": True}),
        ("dummy_conduct", "De blinde zei tegen west dat die nog een harten had moeten bijspelen.", {"dummy_action": "draws_attention"}),
        ("dummy_conduct", "De blinde legt de slagen van de tegenspelers apart.", {"dummy_action": "keeps_count"}),
        ("dummy_conduct", "Tijdens het spel telt de blinde hardop mee.", {"dummy_action": "keeps_count", "during_play": True}),
        ("card_misplayed_by_dummy", "Kan de kaart van de blinde nog vervangen worden als alleen west al in de volgende slag heeft gespeeld?",
         {"attention_before_next_trick": True}),
    ],
)
def test_play_round6(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # dummy's neighbour is a defender: looking over his shoulder is looking at a defender's hand
        ("dummy_conduct", "De blinde keek over de schouder van zijn rechterbuurman mee in diens kaarten.",
         {"dummy_action": "looks_at_defender_hand"}),
        # the hand on lead told indirectly
        ("dummy_conduct", "De leider pakte een kaart uit zijn hand; de blinde zei: 'die slag heb je op tafel gewonnen'.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("dummy_conduct", "De blinde riep 'ho' toen de leider van tafel wilde spelen terwijl hij in de hand aan slag was.",
         {"dummy_action": "warns_wrong_hand", "during_play": True}),
        ("dummy_conduct", "Bij slag 5 zei de blinde tegen de leider dat die de ruitenaas beter eerst kon incasseren.",
         {"dummy_action": "communicates", "during_play": True}),
        # a quoted remark to the table, with the director present, is no account given to the director
        ("dummy_conduct", "De WL was erbij gekomen. Daarna zegt de blinde nog 'speel de heer maar'.",
         {"dummy_action": "communicates", "during_play": True}),
        ("card_misplayed_by_dummy", "De blinde legde de verkeerde kaart; de slag was nog niet eens omgedraaid.",
         {"attention_before_next_trick": True}),
        # the next trick told by its number
        ("card_misplayed_by_dummy", "De blinde speelde in slag 4 de verkeerde kaart. In slag 5 hadden alle vier al gespeeld toen het bleek.",
         {"attention_before_next_trick": False}),
        ("fifth_card", "Er lagen al vier kaarten toen de speler die het contract speelde er nog een bij legde.",
         {"player_role": "declarer"}),
        ("procedural", "Paar 2 schoof pas om tien over acht aan, terwijl we om acht uur begonnen.", {"offence": "late_arrival"}),
        ("procedural", "De WL zei dat ze moesten doorschuiven, maar ze bleven zitten.", {"offence": "non_compliance"}),
        ("procedural", "Over elk bord deed tafel 5 veel te lang.", {"offence": "slow_play"}),
        # conditions in a general question state facts: the play not over yet; the director coming to the table
        ("dummy_conduct", "Mag de blinde een tegenspeler in de kaarten kijken als het spel nog niet is afgelopen?",
         {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        ("dummy_conduct", "Mag de blinde de WL vertellen wat er gebeurd is als die aan tafel komt?", {"dummy_action": "gives_facts_or_law"}),
        ("procedural", "Mag je na het spel de kaarten van je tegenstander uit het bord halen?", {"offence": "touching_others_cards"}),
        # dummy acted at the moment a card was played: during the play
        ("dummy_conduct", "West troefde een harten af. De blinde zei meteen dat west nog harten had.",
         {"dummy_action": "draws_attention", "during_play": True}),
        ("dummy_conduct", "De blinde riep de WL toen de leider de slag te vroeg omdraaide.", {"dummy_action": "calls_td", "during_play": True}),
        ("dummy_conduct", "Na het laatste kaartje zei de blinde dat oost had verzaakt.", {"dummy_action": "draws_attention", "during_play": False}),
        # whose turn it was, and a question still open, are no ruling on the lead
        ("fifth_card", "Oost, tegenspeler, legde een vijfde kaart; het was niet zijn beurt om voor te spelen.", {"player_role": "defender"}),
        ("fifth_card", "De leider legde een vijfde kaart. Is dat nu een strafkaart of een voorspelen?", {"player_role": "declarer"}),
        ("dummy_conduct", "Terwijl de leider nadacht, keek de blinde bij oost in de kaarten.",
         {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        ("card_misplayed_by_dummy", "De blinde legde een harten in plaats van een ruiten; de leider zag het toen hij de slag wilde omdraaien.",
         {"attention_before_next_trick": True}),
        # a player and his own opponent are of both sides
        ("card_misplayed_by_dummy", "De blinde legde de verkeerde kaart. Pas toen oost en zijn linkertegenstander al in de volgende slag "
         "hadden gespeeld, zag de leider het.", {"attention_before_next_trick": False}),
        ("procedural", "Paar 6 zat om 20.05 nog niet aan tafel, terwijl we om 20.00 begonnen.", {"offence": "late_arrival"}),
        ("procedural", "Tafel 3 had na een half uur pas één spel gespeeld.", {"offence": "slow_play"}),
        # walking to the table behind is no lagging behind
        ("procedural", "Noord liep naar de tafel achter hem om te vragen wat zij op spel 2 hadden gescoord.", {"offence": "comparing_scores"}),
        ("dummy_conduct", "Oost liet de blinde na slag 11 een kaart zien.", {"dummy_action": "defender_shows_hand", "during_play": True}),
        # a seat with a longer apposition still plays the card; the player after a comma
        ("fifth_card", "West, leider in 4 schoppen, legde een vijfde kaart op de slag.", {"player_role": "declarer"}),
        ("fifth_card", "Er lag een extra kaart op de slag, van oost. Zuid was de leider.", {"player_role": "defender"}),
        ("procedural", "Zuid keek na het spel de kaarten van zijn linkertegenstander in.", {"offence": "touching_others_cards"}),
        ("dummy_conduct", "Wat als de blinde tegen de leider zegt dat hij nog één slag nodig heeft?", {"dummy_action": "communicates"}),
        ("dummy_conduct", "Mag de blinde kijken als een tegenspeler hem zijn kaarten laat zien?", {"dummy_action": "defender_shows_hand"}),
        ("dummy_conduct", "Mag de blinde de kaarten van de leider inzien?", {"dummy_action": "watches_declarer"}),
        # the purpose of a swap is no second act
        ("dummy_conduct", "Leider en blinde gaven elkaar hun kaarten, zodat de blinde de hand van de leider kon bekijken.",
         {"dummy_action": "exchanges_hands"}),
        ("procedural", "Oost doet steeds niet wat de WL zegt.", {"offence": "non_compliance"}),
        # another player named the irregularity in a sentence before dummy's act
        ("dummy_conduct", "Oost zei meteen dat west verzaakt had. Daarna riep de blinde de WL.",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        ("dummy_conduct", "Niemand zei dat west verzaakt had. Daarna riep de blinde de WL.",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("dummy_conduct", "De blinde riep de WL voordat iemand anders iets had gezegd.", {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("dummy_conduct", "Toen de volgende slag begon, wees de blinde op de verzaking.", {"dummy_action": "draws_attention", "during_play": True}),
        ("card_misplayed_by_dummy", "De blinde legde een verkeerde kaart. Pas toen de leider al had voorgespeeld en oost daar een kaart op had "
         "gelegd, zag men het.", {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "De blinde legde een verkeerde kaart; niemand had nog voorgespeeld.", {"attention_before_next_trick": True}),
        ("procedural", "Oost zat tijdens de zitting de frequentiestaten te bestuderen.", {"offence": "comparing_scores"}),
        # "hij" is never the writer: after "ik was leider, mijn partner was blinde" it is dummy
        ("dummy_conduct", "Ik was leider, mijn partner was blinde. Hij riep de WL omdat oost verzaakt had.", {"dummy_action": "calls_td"}),
        ("dummy_conduct", "De leider wilde de slag al pakken. De blinde zei: 'noord is nog'.", {"dummy_action": "prevents_irregularity", "during_play": True}),
        # the writer named by role when the seats of the next trick are told in the first person
        ("card_misplayed_by_dummy", "Ik was leider; mijn partner legde de verkeerde kaart. Ik zag het pas toen ik in de volgende slag al "
         "had gespeeld en west er ook al een bij had gelegd.", {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "De blinde pakte de verkeerde kaart. Oost legde daarna in die slag zijn kaart bij, en toen zag de leider het.",
         {"attention_before_next_trick": True}),
        ("procedural", "Ze deden twintig minuten over het bieden.", {"offence": "slow_play"}),
        ("procedural", "Oost griste de kaarten van zijn partner uit het bord.", {"offence": "touching_others_cards"}),
        ("procedural", "Ik heb paar 3 gisteren al twee keer gevraagd stil te zijn, maar ze praten door.", {"offence": "non_compliance"}),
        # an act denied is not done
        ("dummy_conduct", "De blinde heeft de WL niet geroepen, maar hield wel de slagen bij.", {"dummy_action": "keeps_count"}),
        ("dummy_conduct", "West liet zijn kaarten niet aan de blinde zien; hij hield ze tegen zijn borst.", {}),
        ("dummy_conduct", "Oost zegt dat de blinde de leider een teken gaf.", {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "De blinde zei 'mooi' toen de leider het contract binnen had.", {"dummy_action": "communicates"}),
        ("card_misplayed_by_dummy", "De blinde legde een verkeerde kaart; het bleek pas toen de volgende slag al was afgemaakt.",
         {"attention_before_next_trick": False}),
        # a question about procedural penalties in general names no offence
        ("procedural", "Wanneer krijg je een procedurele straf?", {}),
        ("procedural", "Toen ik de ronde afriep, zat tafel 2 nog midden in hun eerste spel.", {"offence": "slow_play"}),
        ("procedural", "Niemand had de kaarten geteld en het spel kon niet normaal worden gespeeld.", {"offence": "error_requiring_adjusted_score"}),
        # grumbling at partner is no board discussed
        ("procedural", "West zat de hele avond luid te mopperen op zijn partner, de buurtafel had er last van.", {"offence": "other"}),
        ("card_misplayed_by_dummy", "De blinde legde de verkeerde kaart; we zagen het pas toen oost de volgende slag had gewonnen.",
         {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "De blinde legde de verkeerde kaart; de slag was al gekeerd, maar er was nog niet voorgespeeld.",
         {"attention_before_next_trick": True}),
        ("fifth_card", "De speler rechts van de leider legde een vijfde kaart.", {"player_role": "defender"}),
        ("fifth_card", "De partner van de blinde legde een vijfde kaart.", {"player_role": "declarer"}),
        # the director who had been called, by whom untold; a clause between commas before the director
        ("dummy_conduct", "Na afloop zei de blinde tegen de WL, die erbij was geroepen, wat er gebeurd was.",
         {"dummy_action": "gives_facts_or_law", "during_play": False}),
        ("dummy_conduct", "De blinde riep in slag 4, zonder dat iemand iets had gezegd, de WL.",
         {"dummy_action": "calls_td", "attention_already_drawn": False, "during_play": True}),
        ("dummy_conduct", "In slag 6 zei de blinde tegen oost: 'jij bent voor je beurt uitgekomen'.",
         {"dummy_action": "draws_attention", "during_play": True}),
        ("procedural", "Ik zei tegen tafel 3 dat ze moesten stoppen. Ze speelden het spel toch uit.", {"offence": "non_compliance"}),
        ("procedural", "Paar 2 was zo laat dat de eerste ronde zonder hen begon.", {"offence": "late_arrival"}),
        # an apposition between the player and his verb; the moment the trick was turned
        ("card_misplayed_by_dummy", "De blinde nam de verkeerde kaart. West, mijn linkertegenstander, had nog niet bijgespeeld.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "De blinde legde een verkeerde kaart; ik zag het op het moment dat ik de slag wilde omdraaien.",
         {"attention_before_next_trick": True}),
        ("fifth_card", "Noord (tegenpartij van de leider) legde een vijfde kaart.", {"player_role": "defender"}),
        # a "!" inside a quote ends no sentence
        ("dummy_conduct", "De blinde riep 'stop!' toen de leider de slag wilde omdraaien terwijl oost nog moest spelen.",
         {"dummy_action": "prevents_irregularity", "during_play": True}),
        ("dummy_conduct", "De blinde zei: 'je moet hier van tafel spelen'.", {"dummy_action": "warns_wrong_hand", "during_play": True}),
        # "ben ik … kwijt als …?" is a general question: no play presumed
        ("dummy_conduct", "Ben ik als blinde mijn rechten kwijt als ik bij de leider in de kaarten kijk?", {"dummy_action": "watches_declarer"}),
        ("dummy_conduct", "Mag de blinde de WL vertellen wat er gebeurd is als de WL daarom vraagt?", {"dummy_action": "gives_facts_or_law"}),
        ("dummy_conduct", "Toen de kaarten al in het bord zaten, zei de blinde dat west had verzaakt.",
         {"dummy_action": "draws_attention", "during_play": False}),
        # the tricks counted by all at the end are no count kept by dummy
        ("dummy_conduct", "Nadat de slagen waren geteld, liet west zijn kaarten aan de blinde zien.",
         {"dummy_action": "defender_shows_hand", "during_play": False}),
        ("dummy_conduct", "Terwijl het spel nog liep, keek de blinde bij oost in de kaarten.",
         {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        # told to the director: facts; an irregularity named to him: attention drawn
        ("dummy_conduct", "Na het spel vertelde de blinde de WL wat er in slag 3 was gebeurd.",
         {"dummy_action": "gives_facts_or_law", "during_play": False}),
        ("dummy_conduct", "Na het spel vertelde de blinde de WL dat west niet had bekend.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "De leider merkte de verzaking als eerste op; daarna riep de blinde de WL.",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        ("fifth_card", "Oost, tegenspeler, legde een vijfde kaart; het was een vergissing.", {"player_role": "defender", "deemed_lead": False}),
        ("procedural", "De WL had tafel 2 gevraagd stil te zijn; even later praatten ze toch weer hardop.", {"offence": "non_compliance"}),
        ("card_misplayed_by_dummy", "De blinde legde de verkeerde kaart; de leider zag het nog voor iemand voorspeelde.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Voor de uitkomst naar de volgende zag de leider dat de blinde de verkeerde kaart had gelegd.",
         {"attention_before_next_trick": True}),
        # two cards in the next trick: two players in turn are of both sides
        ("card_misplayed_by_dummy", "De fout van de blinde werd ontdekt toen er al twee kaarten in de volgende slag lagen.",
         {"attention_before_next_trick": False}),
        ("dummy_conduct", "Dummy peeked in de kaarten van oost tijdens slag 2.", {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        ("procedural", "De ronde was al voorbij, maar aan tafel 4 waren ze nog aan het bieden.", {"offence": "slow_play"}),
        ("procedural", "Zuid riep zo hard over zijn slem dat de hele zaal het wist.", {"offence": "audible_discussion"}),
        ("procedural", "West trok na het spel de handen van noord en zuid uit het bord.", {"offence": "touching_others_cards"}),
        ("procedural", "Tafel 9 moest ik drie keer vragen op te schieten.", {"offence": "non_compliance"}),
        ("procedural", "Door zijn rookpauzes liep zijn tafel steeds achter.", {"offence": "slow_play"}),
        # a quarrel is no board talked about, even when the others could not play
        ("procedural", "Aan tafel 2 werd zo luid geruzied dat de andere tafels niet konden spelen.", {"offence": "other"}),
        ("procedural", "Wij moesten een half uur op ons eerste paar wachten.", {"offence": "late_arrival"}),
        ("procedural", "Paar 6 arriveerde pas na de eerste rondewissel.", {"offence": "late_arrival"}),
        # last to finish, the others waiting: slow, not late
        ("procedural", "Tafel 1 is altijd als laatste klaar; alle anderen moesten weer tien minuten op hen wachten.", {"offence": "slow_play"}),
        ("procedural", "Ze spelen zo traag dat er per ronde maar één spel af komt.", {"offence": "slow_play"}),
        ("procedural", "Noord vroeg aan de buren wat ze op spel 4 hadden gehaald.", {"offence": "comparing_scores"}),
        ("procedural", "Tafel 3 wilde na de bel niet stoppen.", {"offence": "non_compliance"}),
        # hands taken out of the pockets are no card put in a wrong one
        ("procedural", "Oost heeft na het spel de handen uit alle vakken gehaald om ze te bekijken.", {"offence": "touching_others_cards"}),
        ("procedural", "Paar 2 negeerde mijn oproep om door te schuiven.", {"offence": "non_compliance"}),
        ("procedural", "Zuid zat na het spel in de hand van zijn partner te graaien.", {"offence": "touching_others_cards"}),
        ("procedural", "Aan tafel 4 speelden ze pas het tweede spel toen de rest al klaar was.", {"offence": "slow_play"}),
        ("dummy_conduct", "De blinde zei dat west nog niet had bijgespeeld, zodat de leider de slag niet te vroeg zou pakken.",
         {"dummy_action": "prevents_irregularity", "during_play": True}),
        ("dummy_conduct", "Na het spel zei de blinde dat de tegenspelers een slag te veel hadden genoteerd.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "Mag de blinde de leider zeggen dat hij nu de troeven moet trekken?", {"dummy_action": "communicates"}),
        # standing behind a defender costs dummy his rights; the act asked about is the later one
        ("dummy_conduct", "De blinde stond tijdens het spel achter oost, een tegenspeler. Later riep hij de WL.",
         {"dummy_action": "calls_td", "dummy_violated_43a2": True, "during_play": True}),
        ("dummy_conduct", "Oost is blinde en gaat achter zuid staan, een tegenspeler, om diens kaarten te zien.",
         {"dummy_action": "looks_at_defender_hand"}),
        ("dummy_conduct", "De blinde waarschuwde de leider dat hij in de verkeerde hand zat; hij had niets fout gedaan.",
         {"dummy_action": "warns_wrong_hand", "dummy_violated_43a2": False, "during_play": True}),
        ("dummy_conduct", "Na afloop meldde de blinde dat oost in slag 5 een verkeerde kaart had gespeeld.",
         {"dummy_action": "draws_attention", "during_play": False}),
        # the subject of an embedded question is not the one who tells
        ("dummy_conduct", "Mag de blinde als de WL aan tafel komt vertellen wat de leider had gezegd?", {"dummy_action": "gives_facts_or_law"}),
        ("procedural", "Mag je na afloop de kaarten van onze tegenstanders inkijken?", {"offence": "touching_others_cards"}),
        ("fifth_card", "Noord, tegenspeler, legde een vijfde kaart; hij had zich vergist.", {"player_role": "defender", "deemed_lead": False}),
        ("dummy_conduct", "Tegenspeler oost gaf de blinde zijn kaarten om te laten zien dat hij niets meer had.",
         {"dummy_action": "defender_shows_hand"}),
        ("dummy_conduct", "De blinde stootte de leider onder tafel aan.", {"dummy_action": "communicates", "during_play": True}),
        # "slag een …" read as trick one still counts as a trick
        ("dummy_conduct", "De blinde legde na iedere gewonnen slag een muntje neer.", {"dummy_action": "keeps_count"}),
        ("procedural", "In de gang werd luid over spel 7 gepraat, terwijl er nog tafels met dat spel bezig waren.",
         {"offence": "audible_discussion"}),
    ],
)
def test_play_round7(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a match by another player does not hide dummy's act later in the same clause chain
        ("dummy_conduct", "Toen de leider de WL riep, had de blinde in slag 6 al gezegd dat oost voor zijn beurt had voorgespeeld.",
         {"dummy_action": "draws_attention", "during_play": True}),
        # "al … gezegd" of dummy himself, or "al was afgelopen , gezegd", is no one else's remark
        ("dummy_conduct", "Hun blinde heeft, nadat het spel al was afgelopen, gezegd dat wij in slag 8 hadden verzaakt. Mocht dat?",
         {"dummy_action": "draws_attention", "during_play": False}),
        # dummy's seat follows from the contract's declarer
        ("dummy_conduct", "West speelde 3SA. Oost stond in slag 4 op en ging achter west staan om mee te kijken.",
         {"dummy_action": "watches_declarer", "during_play": True}),
        ("dummy_conduct", "4♠ door O. In slag 9 vroeg W aan de leider of hij echt geen harten had.",
         {"dummy_action": "asks_declarer_revoke", "during_play": True}),
        ("dummy_conduct", "Zuid was leider in 4♥. Toen het spel was afgelopen, zei noord dat west in slag 3 had verzaakt.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "Mijn partner speelde 3SA. Ik heb na de laatste slag de WL geroepen, omdat oost volgens mij had verzaakt.",
         {"dummy_action": "calls_td", "during_play": False}),
        # advice on the play, told with "wees erop" or "gaf aan", is taking part in the play
        ("dummy_conduct", "In slag 2 wees de blinde de leider erop dat hij eerst de troeven moest trekken.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "De blinde gaf aan dat hij de snit via tafel zou nemen, terwijl de leider in slag 6 nog twijfelde.",
         {"dummy_action": "communicates", "during_play": True}),
        # the writer's seat told by the contract; the declaring side told by the auction
        ("fifth_card", "Ik speelde 4♠ en legde in slag 3 per ongeluk een vijfde kaart bij.", {"player_role": "declarer", "deemed_lead": False}),
        ("fifth_card", "Mijn partner en ik speelden tegen 4♥ van NZ. Mijn partner legde een vijfde kaart op de slag, niet als voorspelen bedoeld.",
         {"player_role": "defender", "deemed_lead": False}),
        ("fifth_card", "Na 1SA - 3SA van OW kwam zuid uit. In slag 4 gooide noord een vijfde kaart op de stapel.", {"player_role": "defender"}),
        # verb-final subordinate clauses and "nothing played since"
        ("card_misplayed_by_dummy", "Kan de kaart nog teruggenomen worden als de blinde de verkeerde kaart heeft gelegd en nog niemand in de "
                                    "volgende slag heeft gespeeld?", {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "De leider vroeg om de kleine schoppen, maar de blinde pakte de schoppenheer. Daarna werd er geen kaart meer "
                                    "gespeeld tot ik aan tafel kwam.", {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Mag de kaart nog vervangen worden, zolang de tegenspelers nog niet aan de volgende slag zijn begonnen?",
         {"attention_before_next_trick": True}),
        # procedural: an instruction told with "verteld"; a near miss of a named offence is silence, a plain disturbance "other"
        ("procedural", "Ondanks dat ik hen had verteld dat er aan tafel niet gerookt mocht worden, staken ze toch een sigaret op.",
         {"offence": "non_compliance"}),
        ("procedural", "Zuid stopte de kaarten in het verkeerde bord.", {}),
        ("procedural", "Noord zit de hele avond op zijn nagels te bijten, heel irritant.", {"offence": "other"}),
        ("procedural", "Een speler keek bij het terugstoppen in de hand van zijn tegenstander.", {"offence": "touching_others_cards"}),
        ("card_misplayed_by_dummy", "Onze blinde pakte de ♠9 terwijl ik de ♠10 had gezegd; oost had op dat moment zijn kaart nog niet gelegd.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Je partner legt als blinde de verkeerde kaart. Mag je dat nog veranderen als er daarna al een nieuwe slag is gespeeld?",
         {"attention_before_next_trick": False}),
        ("dummy_conduct", "Tijdens het spel werd de blinde door oost zijn hand getoond; oost is tegenspeler.",
         {"dummy_action": "defender_shows_hand", "during_play": True}),
        ("fifth_card", "De leider had de slag nog niet gepakt, of zijn linkertegenstander legde al een vijfde kaart op de stapel.",
         {"player_role": "defender"}),
        ("dummy_conduct", "Piet zat noord en speelde 3SA; zijn vrouw, zuid, zei halverwege het spel tegen hem dat hij de klaveren moest ontwikkelen.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "De blinde werd gevraagd door de leider om de ♣3 te spelen, en dat deed hij ook.", {"dummy_action": "plays_as_instructed"}),
        ("dummy_conduct", "Nadat de laatste slag was gespeeld, wees de blinde erop dat de tegenspelers in slag 2 niet hadden bekend.",
         {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "De blinde riep de wedstrijdleider. Er werd nog gespeeld.", {"dummy_action": "calls_td", "during_play": True}),
        ("fifth_card", "De leider, noord, legde in slag 4 een vijfde kaart neer die uit zijn hand was gevallen.",
         {"player_role": "declarer", "deemed_lead": False}),
        ("procedural", "Er werd door paar 2 in de pauze op de uitslagenlijst gekeken hoe anderen spel 6 hadden gespeeld.",
         {"offence": "comparing_scores"}),
        ("dummy_conduct", "Toen ik bij de tafel kwam, vertelde de blinde mij precies welke kaarten er in slag 7 waren gevallen. Mag hij dat?",
         {"dummy_action": "gives_facts_or_law"}),
        ("dummy_conduct", "De blinde en de leider staken samen de koppen bij elkaar om de volgende slag te bespreken.",
         {"dummy_action": "communicates", "during_play": True}),
        # a clause after ";" goes on with the scene its trick dates
        ("dummy_conduct", "Zuid was blinde en ging in slag 2 naast oost zitten; zo kon hij de kaarten van oost zien.",
         {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        ("procedural", "Het paar aan tafel 1 zat om half negen nog aan de derde ronde, terwijl de andere tafels al aan de vijfde bezig waren.",
         {"offence": "slow_play"}),
        # the director told last in a subordinate clause, after a clause between commas
        ("dummy_conduct", "Wordt het als een overtreding gezien als de blinde, nadat hij van plaats was geruild met de leider, de WL roept?",
         {"dummy_action": "calls_td", "dummy_violated_43a2": True}),
        ("procedural", "Nadat ik had omgeroepen dat het stil moest zijn, bleven ze aan tafel 3 gewoon doorpraten.", {"offence": "non_compliance"}),
        ("procedural", "Wij zagen dat een van onze tegenstanders op het scorebriefje van de vorige tafel zat te kijken.", {"offence": "comparing_scores"}),
        # a role in brackets after the seat does not cut the clause; the trick right after the verb dates the act
        ("dummy_conduct", "Z speelt 3SA, N (bl) roept WL na verzaking W, ld had nog niks gezegd",
         {"dummy_action": "calls_td", "attention_already_drawn": False}),
        ("dummy_conduct", "bl kijkt sl 4 in hand van O (tegenspeler)", {"dummy_action": "looks_at_defender_hand", "during_play": True}),
        ("dummy_conduct", "Mag een blinde die achter de leider is gaan staan nog vragen of een tegenspeler renonce is?",
         {"dummy_action": "asks_defender_revoke", "dummy_violated_43a2": True}),
        ("dummy_conduct", "Klopt het dat uw blinde niet mag zeggen welke kleur u moet spelen, ook niet als u er zelf om vraagt?",
         {"dummy_action": "communicates"}),
        ("dummy_conduct", "Dat onze blinde tijdens het spel 'neem de aas maar' zei, vonden de tegenstanders niet goed.",
         {"dummy_action": "communicates", "during_play": True}),
        ("dummy_conduct", "Halverwege het spel stelde de blinde voor dat de leider de rest zou claimen.",
         {"dummy_action": "communicates", "during_play": True}),
        # two seats of different partnerships played to the next trick: both sides
        ("card_misplayed_by_dummy", "De leider had de ♦A van tafel gevraagd, maar de ♦H werd gespeeld. Toen zuid zijn kaart al in de volgende slag "
                                    "had gelegd en west daarop had bijgespeeld, kwam de leider erachter.", {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "De leider zei 'ruiten' en de blinde speelde harten. De slag was toen nog niet dicht.",
         {"attention_before_next_trick": True}),
        ("procedural", "Toen we om half acht wilden beginnen, was er van onze tegenstanders nog niemand te zien; ze kwamen om acht uur.",
         {"offence": "late_arrival"}),
    ],
)
def test_play_round8(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 9: an order "op zijn / mijn / diens aanwijzing" (any possessive) is dummy playing as instructed
        ("dummy_conduct", "Ik pak als leider de kaarten van tafel liever zelf; moet de blinde ze niet op mijn aanwijzing spelen?",
         {"dummy_action": "plays_as_instructed"}),
        ("dummy_conduct", "Blinde Z legt de tafelkaarten op haar instructie in de slag; oost vindt dat de leider ze zelf moet pakken.",
         {"dummy_action": "plays_as_instructed"}),
    ],
)
def test_play_round9(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 10: dummy warns with "je staat op tafel"
        ("dummy_conduct", "De blinde zei 'je staat nu op tafel' toen de leider uit zijn hand wilde spelen.",
         {"dummy_action": "warns_wrong_hand"}),
        # still the same trick, or a player of it still to play after a comma
        ("card_misplayed_by_dummy", "Blinde speelde ♣A, leider had ♣4 gevraagd. Het is nog steeds dezelfde slag.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Blinde pakte de verkeerde ruiten. Z heeft bijgespeeld, N nog niet.",
         {"attention_before_next_trick": True}),
        # dummy himself put the fifth card on the trick; not "de partner van de blinde"
        ("fifth_card", "De blinde legde zelf nog een kaart op een volle slag.", {"player_role": "dummy"}),
        ("fifth_card", "Toen schoof de blinde er ook nog een kaart bij, terwijl de slag vol was.", {"player_role": "dummy"}),
        ("fifth_card", "De partner van de blinde legde nog een kaart op de volle slag.", {"player_role": "declarer"}),
        # dummy brought it up ("begon er … over") after another player had said it; the hand still going on
        ("dummy_conduct", "W had zelf al gezegd dat hij verzaakt had, en toen begon de blinde er ook over. We spelen nog.",
         {"dummy_action": "draws_attention", "attention_already_drawn": True, "during_play": True}),
    ],
)
def test_play_round10(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 11: dummy plays the card declarer named, told with a time clause in either order
        ("dummy_conduct", "Blinde W legde de ♣H op de slag nadat de leider 'klaveren heer' had gevraagd. Noord vindt dat niet goed.",
         {"dummy_action": "plays_as_instructed"}),
        ("dummy_conduct", "Zodra de leider een kaart noemde, pakte blinde N die en legde hem in de slag. O protesteert.",
         {"dummy_action": "plays_as_instructed"}),
        ("dummy_conduct", "Blinde Z pakte een kaart toen de leider nog niets had gezegd.", {"dummy_action": None}),
        # noticed while a player still had to play to that trick (not the next one)
        ("card_misplayed_by_dummy", "In slag 6 legde de blinde de ♠9 terwijl de leider de ♠8 vroeg; W zag het toen N nog moest bijspelen.",
         {"attention_before_next_trick": True}),
        ("card_misplayed_by_dummy", "Blinde legde ♦3 in plaats van ♦4. Z merkte het pas toen W nog moest spelen in slag 9, drie slagen later.",
         {"attention_before_next_trick": False}),
        # the defenders' side told in brackets or after the act
        ("fifth_card", "Mijn partner (wij spelen tegen) gooide nog een vijfde kaart op de slag.", {"player_role": "defender"}),
        ("fifth_card", "Mijn partner legde een vijfde kaart op de slag. Wij zaten in de verdediging.", {"player_role": "defender"}),
    ],
)
def test_play_round11(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 13: comparing score slips, went on after a request of the director, a loud phone call is no discussion
        ("procedural", "W en Z vergelijken na elke ronde hun scorebriefjes met de buurtafel.", {"offence": "comparing_scores"}),
        ("procedural", "NZ vergeleken tijdens de zitting de uitslagenlijsten van andere paren.", {"offence": "comparing_scores"}),
        ("procedural", "NZ bleven doorkletsen na een duidelijke instructie van de WL om te gaan spelen.", {"offence": "non_compliance"}),
        ("procedural", "Tafel 3 gaat gewoon verder met praten na mijn waarschuwing.", {"offence": "non_compliance"}),
        ("procedural", "Iemand zat aan tafel 2 luid te telefoneren, de buren konden niets verstaan.", {"offence": "other"}),
        ("procedural", "Een speler belde hardop met zijn mobiel, tot ergernis van de tafel ernaast.", {"offence": "other"}),
        # dummy names an irregularity after play ("vdb" = voor de beurt); the play went on with dummy's hand
        ("dummy_conduct", "Na het spel zegt de blinde dat O in slag 4 vdb had voorgespeeld. Niemand had dat eerder gezien.",
         {"dummy_action": "draws_attention", "attention_already_drawn": False, "during_play": False}),
        ("dummy_conduct", "De blinde zei na afloop vh spel dat W voor de beurt was uitgekomen.", {"dummy_action": "draws_attention", "during_play": False}),
        ("dummy_conduct", "De blinde en de leider ruilden van plaats en de leider speelde verder met de kaarten van de blinde.",
         {"dummy_action": "exchanges_hands", "during_play": True}),
        ("dummy_conduct", "Blinde N en leider Z wisselden hun handen, en Z speelde daarna verder zonder dat iemand iets zei.",
         {"dummy_action": "exchanges_hands", "during_play": True}),
    ],
)
def test_play_round13(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # Round 14: "wie beslist of … als voorspelen telt?" asks, does not deem
        ("fifth_card", "Wie bepaalt of een vijfde kaart als voorspelen telt?", {"deemed_lead": None}),
        ("fifth_card", "Wie beslist of die vijfde kaart van W een voorspeling was?", {"deemed_lead": None}),
        # back late from the break, not finishing late
        ("procedural", "Paar 4 komt telkens te laat uit de koffiepauze terug.", {"offence": "late_arrival"}),
        ("procedural", "Tafel 6 is elke ronde te laat klaar.", {"offence": "slow_play"}),
        # dummy plays the card once it is named (the passive)
        ("dummy_conduct", "Mag de blinde de kaarten pakken zodra ze door de leider genoemd zijn?", {"dummy_action": "plays_as_instructed"}),
        ("dummy_conduct", "De blinde legt de kaart in de slag nadat die gevraagd is.", {"dummy_action": "plays_as_instructed"}),
        # everybody had played to the next trick
        ("card_misplayed_by_dummy", "De blinde legde de ♣V in plaats van de ♣H. Pas toen iedereen al in de volgende slag had bijgespeeld, merkte de leider het.",
         {"attention_before_next_trick": False}),
        ("card_misplayed_by_dummy", "Mijn blinde pakte de verkeerde kaart; we zagen het pas toen we allemaal in de volgende slag gespeeld hadden.",
         {"attention_before_next_trick": False}),
    ],
)
def test_play_round14(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected
