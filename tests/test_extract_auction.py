"""The fact extractors of nlp/extract_auction.py (Laws 13, 16C, 25, 26B, 72C) on fresh messages.

The extractors are called directly (gold irregularity given), so these tests do not depend on
the trained classifier; every result is also checked against the fact schema.
"""

import pytest

import laws
from laws import Event
from nlp import load_parser
from nlp.extract import Reader, extract_facts
from nlp.normalize import clean_text


def facts(kind: str, text: str) -> dict:
    doc = load_parser().nlp(clean_text(text).lower())
    got = extract_facts(kind, Reader(doc))
    laws.SCHEMA.validate(Event.of(kind, got))  # names and values exist in facts.yaml
    return got


@pytest.mark.parametrize(
    "text, expected",
    [
        ("W greep in de biedbox naast 3♣ en legde 3♦ neer; hij corrigeerde het direct, nog voordat zijn partner aan de beurt was.",
         {"offender": "W", "change_cause": "unintended", "partner_called_since": False}),
        # the partner's call told after the director's ruling on the change: not a call since the first
        ("W bood 1♥ en zei meteen 'nee, 2♥'. De WL liet 1♥ staan. Daarna bood O 3♥.", {"offender": "W"}),
        ("Z bood 2♣ en zei direct 'nee, 3♣!'. WL: 2♣ blijft. Toen bood N 3SA.", {"offender": "Z"}),
        ("O opende 1♦ en verbeterde direct naar 1♥. De WL liet 1♦ staan; W bood daarna 2♦.", {"offender": "O"}),
        ("N had een versprking: zei 3 ruiten, bedoelde 3 harten. Zijn partner heeft nog niet geboden.",
         {"offender": "N", "change_cause": "unintended", "partner_called_since": False}),
        ("N opende 1SA maar kreeg meteen spijt en wil er 1♣ van maken. Zijn linkertegenstander heeft nog niet geboden.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        ("Z bood 4♠, bedacht zich en zei 5♠. O, zijn LT, heeft daarna gewoon gedoubleerd.",
         {"offender": "Z", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # "al gepast" while N still wants to change: O passed over the first call (as in the corpus)
        ("Noord wil zijn 1♥ vervangen door 1♠. Geen verspreking, hij heeft zich gewoon bedacht. Oost heeft al gepast.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        ("Na de slotpas merkte N dat hij de verkeerde kaart uit de box had gepakt: 2♦ in plaats van 2♥.",
         {"offender": "N", "change_cause": "unintended", "auction_ended": True}),
        ("W lette even niet op, dacht dat N gepast had, en bood 1♥. Nu wil hij 1♠ bieden.",
         {"offender": "W", "change_cause": "lost_concentration"}),
        ("Z wilde zijn pas veranderen in 2♠, maar zijn partner N had toen al 3♠ geboden.",
         {"offender": "Z", "partner_called_since": True}),
        ("Mijn LT (N) pakte per ongeluk 4♠ uit de box; ik heb daarna gepast voordat hij het zag.",
         {"offender": "N", "change_cause": "unintended"}),
        ("Mag ik mijn bod nog veranderen als ik me bedacht heb en de bieding nog loopt?",
         {"change_cause": "change_of_mind", "auction_ended": False}),
        # the subject after the verb ("toen verbeterde oost"); the LT called before the change
        ("Oost bood 2♥; zuid paste en toen verbeterde oost naar 2♠, want hij had zich bedacht.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        # the writer's seat makes "mijn LT" / "ik" a seat; the player nearest the slip offended
        ("Ik zat noord. Mijn LT bood per ongeluk 3♣ in plaats van 3♦ en herstelde dat meteen.",
         {"offender": "O", "change_cause": "unintended"}),
        ("Mijn partner opende 1♥ en ik (zuid) bood per ongeluk 2♦ in plaats van 2♥.",
         {"offender": "Z", "change_cause": "unintended"}),
        ("De bieding was al rond toen west ontdekte dat hij 4♥ in plaats van 4♠ uit de box had gehaald.",
         {"offender": "W", "change_cause": "unintended", "auction_ended": True}),
        ("O legde 4♠ neer, maar dat was een misgreep: 4♥ bedoeld. Zijn LT zuid had nog niets gedaan, partner west ook niet.",
         {"offender": "O", "change_cause": "unintended", "partner_called_since": False, "lho_called_after_first_call": False}),
        ("Tijdens het spelen wil oost nog zijn laatste bod veranderen; hij zegt dat hij zich versproken had.",
         {"offender": "O", "change_cause": "unintended", "auction_ended": True}),
        ("Wat is het verschil tussen een misgreep en concentratieverlies?", {}),
    ],
)
def test_change_of_call(text, expected):
    assert facts("change_of_call", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Z trok zijn bod voor de beurt in. Zijn partner N speelde daarna een slem die hij zonder die info nooit had geboden. OW zijn benadeeld.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("West nam een gespeelde kaart terug; Noord en Zuid hebben die kennis gebruikt bij het tegenspel.",
         {"info_user_side": "non_offending"}),
        ("De overtreders gebruikten de info uit hun teruggenomen doublet, maar het resultaat was voor OW hetzelfde.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("Mag ik als tegenstander de info uit het ingetrokken bod van mijn linkertegenstander gebruiken?",
         {"info_user_side": "non_offending"}),
        # "handeling" and "gedoubleerd" are no damage words (the shared DAMAGE cue is too fuzzy for them)
        ("Onze tegenstander trok een handeling in en wij hebben daarna gedoubleerd.", {"info_user_side": "non_offending"}),
        ("Vraag over een ingetrokken bieding: wie mag die informatie gebruiken?", {}),
        # the complaining side is not the side that used the information
        ("Z's partner gebruikte info uit de ingetrokken bieding; de niet-overtreders zijn benadeeld.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("De niet-overtreders profiteerden van de ingetrokken kaart.", {"info_user_side": "non_offending"}),
        ("Onze tegenstanders namen een uitkomst terug en hun partner speelde daarna precies die kleur. Wij zijn benadeeld.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("Ik heb een bod ingetrokken en mijn partner heeft daar gebruik van gemaakt. De tegenstanders verloren er twee slagen door.",
         {"info_user_side": "offending", "nos_damaged": True}),
        # a loss of the offending side is no damage to the non-offending side
        ("De ingetrokken kaart van de leider werd door de tegenspelers gebruikt, dat kostte de leider een slag.",
         {"info_user_side": "non_offending"}),
        # a story in time order: the first seat named offended, the last seat acting used the information
        ("O bood 1♦ over 1♥ van Z, N nam het niet aan, O maakte er 2♦ van en W sprong later naar 5♦.",
         {"info_user_side": "offending"}),
        ("Z wilde zijn 2♣ in 2♦ veranderen, mocht dat; W had al 2♥ gezegd en nam dat terug. O kwam daarna met harten uit.",
         {"info_user_side": "non_offending"}),
        # after misinformation the explainer offended, not the player who withdrew (N's partner Z used it)
        ("Na de foute uitleg van N nam O zijn 2♠ terug. Z speelde later schoppen na.", {"info_user_side": "offending"}),
    ],
)
def test_withdrawn_action_info(text, expected):
    assert facts("withdrawn_action_info", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("De ingetrokken 1♥ van Oost werd vervangen door 2♥ met ongeveer dezelfde betekenis; oost werd uiteindelijk leider.",
         {"offender_is_defender": False, "replacement_comparable": "same_meaning"}),
        ("N zijn bod voor de beurt is teruggenomen, het nieuwe bod was volgens de WL niet vergelijkbaar. N is nu tegenspeler, Z moet uitkomen.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        ("Het vervangende bod van N is volgens de WL een deelverzamling van de ingetrokken opening. N is tegenspeler geworden.",
         {"offender_is_defender": True, "replacement_comparable": "subset"}),
        ("W's ingetrokken Stayman werd vervangen door een ander vraagbod met hetzelfde doel, W is tegenspeler.",
         {"offender_is_defender": True, "replacement_comparable": "same_purpose"}),
        ("Geldt de uitkomstbeperking ook als het ingetrokken bod geen verspreking was en de overtreder tegenspeler is geworden?",
         {"offender_is_defender": True, "withdrawn_under_25a": False}),
        ("Vervangend bod van Z vergelijkbaar, Z wordt tegenspeler. Welke kleuren mag de leider verbieden?",
         {"offender_is_defender": True, "replacement_comparable": "yes"}),
        ("O's opening voor de beurt werd ingetrokken. Zijn vervangende pas is niet vergelijkbaar. Oost wordt blinde.",
         {"offender_is_defender": False, "replacement_comparable": "no"}),
        ("De overtreder zit nu aan de uitkomst; zijn ingetrokken 2♣ werd vervangen door 3♣, volgens de WL vergelijkbaar.",
         {"offender_is_defender": True, "replacement_comparable": "yes"}),
        ("Welke uitkomstbeperkingen gelden er na een ingetrokken bod voor de beurt?", {}),
        ("De overtreder speelt niet tegen maar is leider geworden.", {"offender_is_defender": False}),
        ("Zuid verving zijn bod voor de beurt; zijn partner komt nu uit. Vergelijkbaar was het nieuwe bod niet.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
    ],
)
def test_lead_restriction(text, expected):
    assert facts("lead_restriction", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Bij het uittellen van de kaarten had Noord er 13 en Oost 14, er was nog niet geboden.",
         {"discovery_phase": "before_any_call"}),
        ("W ontdekte in de derde slag dat hij een kaart te veel had; de ruiten 4 kwam uit een ander pak.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("N opende 1♣ met 14 kaarten; de WL vindt het bord na herstel onspeelbaar.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": False}),
        ("O heeft 12 kaarten, Z 14. Z had al gepast. Bij het rechtzetten heeft N de kaarten van Z gezien.",
         {"discovery_phase": "during_auction_or_play", "card_seen_by_other": True}),
        ("Voor het bieden: Z heeft 14 kaarten, de extra kaart hoort bij dit spel (van N), niemand heeft iets gezien.",
         {"discovery_phase": "before_any_call", "surplus_card": False, "card_seen_by_other": False}),
        ("Na het spel bleek Oost 12 kaarten te hebben. De ontbrekende kaart lag op de grond.",
         {"discovery_phase": "after_play"}),
        ("Nadat iedereen gepast had bleek dat W een kaart van O in zijn hand had. Het spel kan gewoon verder gespeeld worden.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": True}),
        ("Hoe kan ik als WL bepalen of het spel nog normaal te spelen is?", {}),
        # "zag dat hij 14 kaarten had" is noticing, not seeing another's cards
        ("Bij het tellen zag W dat hij 14 kaarten had. Hij had al 1♠ geopend.", {"discovery_phase": "during_auction_or_play"}),
        ("Voordat iemand iets geboden had telde O 14 kaarten; bij het rechtzetten zag zuid die kaart.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        ("Tijdens het spel zag de leider dat hij 14 kaarten had; de extra kaart kwam uit een ander bord.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
    ],
)
def test_incorrect_number_of_cards(text, expected):
    assert facts("incorrect_number_of_cards", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("N wist heel goed dat zijn bod voor de beurt zijn partner het zwijgen zou opleggen en dat dat OW kon schaden.",
         {"offender_could_have_known": True}),
        ("De WL vindt dat O had moeten beseffen dat zijn onvoldoende bod de tegenstanders kon schaden.",
         {"offender_could_have_known": True}),
        ("De overtreder kon redelijkerwijs niet voorzien dat zijn fout de tegenpartij zou benadelen.",
         {"offender_could_have_known": False}),
        ("Z is een beginner en had dat echt niet kunnen weten.", {"offender_could_have_known": False}),
        # a yes/no question leaves the fact open, unless the message answers it
        ("Kon W op het moment van zijn onregelmatigheid weten dat het ons zou schaden?", {}),
        ("Kon W weten dat het ons zou schaden? Nee, dat kon hij echt niet overzien.", {"offender_could_have_known": False}),
        ("Kan de WL de score aanpassen als de overtreder wist dat hij de tegenpartij kon schaden?",
         {"offender_could_have_known": True}),
        ("Na afloop vraagt OW om een arbitrale score op grond van 72C.", {}),
        ("Hij kon heel goed inschatten dat zijn onvoldoende bod de tegenpartij zou schaden.", {"offender_could_have_known": True}),
        ("Het was voor W absoluut niet te overzien dat dit ons zou schaden.", {"offender_could_have_known": False}),
        ("Kon oost voorzien dat het ons zou benadelen? Volgens de WL wel.", {"offender_could_have_known": True}),
        # not knowing is not "could not have known"
        ("W wist niet dat zijn bod de tegenpartij kon schaden.", {}),
    ],
)
def test_awareness_of_damage(text, expected):
    assert facts("awareness_of_damage", text) == expected


# -- general mechanisms added for new phrasings ---------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        # weaker cause signs: a deliberate choice / thinking it over; "pakte X maar wilde Y"; a lapse of attention
        ("Zuid zei 3♦ en verving het door 3SA. Weloverwogen, geen vergissing.",
         {"offender": "Z", "change_cause": "change_of_mind"}),
        ("N zei 2♠, dacht er nog even over na en maakte er 3♠ van.", {"offender": "N", "change_cause": "change_of_mind"}),
        ("O legde 4♣ maar wilde 4♦ bieden.", {"offender": "O", "change_cause": "unintended"}),
        ("W was de tel kwijt en bood 3♥ terwijl zijn partner al harten had gesteund.",
         {"offender": "W", "change_cause": "lost_concentration"}),
        ("Noord had het 2♣-bod van zijn partner gemist en bood 2SA; hij wil dat wijzigen.",
         {"offender": "N", "change_cause": "lost_concentration"}),
        # naming both causes without choosing states none
        ("O wil zijn bod veranderen; of het een verspreking was of dat hij zich bedacht is onduidelijk.", {"offender": "O"}),
        # calls listed before the changed call were not made "since"
        ("N 1♥ - O pas - Z 2♥ - W pas - N 2SA, en toen wilde N van de 2SA een 3SA maken; gewoon bedacht.",
         {"offender": "N", "change_cause": "change_of_mind"}),
        # the clause of the partner, not the previous sentence, decides ("...veranderen; zuid heeft al ...")
        ("Noord wil zijn 1SA veranderen, hij had niet opgelet; zuid heeft intussen al 2♣ geboden.",
         {"offender": "N", "change_cause": "lost_concentration", "partner_called_since": True}),
        ("De bieding is nog niet klaar; oost wil zijn 2♦ vervangen, verkeerd kaartje.",
         {"offender": "O", "change_cause": "unintended", "auction_ended": False}),
    ],
)
def test_change_of_call_general(text, expected):
    assert facts("change_of_call", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # who withdrew against who used it, as seats or sides
        ("De ingetrokken pas van west: noord-zuid hebben die kennis daarna gebruikt.", {"info_user_side": "non_offending"}),
        ("Het ingetrokken doublet van Z werd door N benut.", {"info_user_side": "offending"}),
        ("Mijn partner en ik (NZ) hebben rekening gehouden met de teruggenomen kaart van oost.",
         {"info_user_side": "non_offending"}),
        ("Mag mijn maat gebruikmaken van mijn ingetrokken bod?", {"info_user_side": "offending"}),
        ("De tegenstanders hebben de informatie uit mijn teruggenomen uitkomst benut.", {"info_user_side": "non_offending"}),
        # losses named with other verbs and objects; an open question about damage states nothing
        ("W nam zijn bod terug en O bood daarna een slem. NZ missen daardoor een mooie score.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("Z trok zijn bod in, N gebruikte de info. Of OW daardoor benadeeld zijn weet ik niet.",
         {"info_user_side": "offending"}),
        ("O trok zijn 2♥ in, W gebruikte de info, maar het maakte niets uit voor de uitslag.",
         {"info_user_side": "offending", "nos_damaged": False}),
    ],
)
def test_withdrawn_action_info_general(text, expected):
    assert facts("withdrawn_action_info", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # the seat on lead or the declarer's seat, compared with the offender's seat
        ("Z's bod voor de beurt werd ingetrokken. W komt uit.", {"offender_is_defender": False}),
        ("Z's bod voor de beurt werd ingetrokken. Noord zit aan de uitkomst.", {"offender_is_defender": True}),
        ("Het ingetrokken bod van oost werd niet vergelijkbaar vervangen. Leider is zuid.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        ("Ingetrokken bod van N; nu is N tegenspeler.", {"offender_is_defender": True}),
        ("Ik ben leider; mijn LT trok een bod voor de beurt in.", {"offender_is_defender": True}),
        ("Het vervangende bod had een deel van de betekenissen van het ingetrokken bod.", {"replacement_comparable": "subset"}),
        ("Ingetrokken bod, maar ik weet niet wie er leider werd.", {}),
    ],
)
def test_lead_restriction_general(text, expected):
    assert facts("lead_restriction", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Na het spel: de 14e kaart van zuid hoorde bij west.", {"discovery_phase": "after_play", "surplus_card": False}),
        ("W had een kaart te veel, die kwam uit bord 20. W had al gedoubleerd.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("Nog voor het bieden liet oost bij het tellen zijn kaarten aan zuid zien.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        ("Oost telde 12 kaarten toen hij al was uitgekomen. Na herstel is het volgens de WL onmogelijk om normaal af te spelen.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": False}),
    ],
)
def test_incorrect_number_of_cards_general(text, expected):
    assert facts("incorrect_number_of_cards", text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Noord kon op dat moment zonder veel moeite weten dat het ons zou schaden.", {"offender_could_have_known": True}),
        ("Of west kon weten dat het ons zou schaden, weet ik niet.", {}),
        ("Hij moest weten dat zijn bod voor de beurt ons kon benadelen.", {"offender_could_have_known": True}),
        ("Had zuid dat zien aankomen? Ik denk het wel.", {"offender_could_have_known": True}),
    ],
)
def test_awareness_of_damage_general(text, expected):
    assert facts("awareness_of_damage", text) == expected


# -- round 2: general mechanisms added for fresh phrasings ------------------------------------------
@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "al" in the LT's clause: he called over the first call, before the change
        ("change_of_call", "N wil zijn pas in 1♥ veranderen, hij bedacht zich; O had al 1♠ geboden.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        # "daarna" after both calls are told: a call over the change
        ("change_of_call", "Z 3♣, toen 4♣ want hij had eigenlijk meer. W paste daarna.",
         {"offender": "Z", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # the writer's seat from "mijn RT (oost)": "ik" is then the offender's LT
        ("change_of_call", "Mijn RT (oost) bood 2♦ en maakte er na wat denkwerk 3♦ van. Ik heb daarna gepast.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # the dealer who then called; a slip in quoted speech
        ("change_of_call", "West gaf, opende 1♣ en zei meteen 'nee, 1♦ bedoel ik'.",
         {"offender": "W", "change_cause": "unintended"}),
        # an apposition between the partner and his call
        ("change_of_call", "Noord bedacht zich over zijn 2♥; intussen had zuid, zijn partner, al 3♥ geboden.",
         {"offender": "N", "change_cause": "change_of_mind", "partner_called_since": True}),
        ("change_of_call", "Mag ik mijn bod wijzigen als ik van gedachten ben veranderd voordat mijn LT heeft geboden?",
         {"change_cause": "change_of_mind", "lho_called_over_change": False}),
        ("change_of_call", "O zat niet op te letten en paste; hij wil nu 1♠ bieden.",
         {"offender": "O", "change_cause": "lost_concentration"}),
        ("withdrawn_action_info", "De leider heeft mijn teruggenomen kaart benut.", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Ingetrokken 2♥ van O; W bood daarop 4♥ en NZ liepen een deelscore mis.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "Mag de maat van de uitkomer die informatie gebruiken?", {"info_user_side": "offending"}),
        ("withdrawn_action_info", "Wie mag het gebruiken: de partner van de bieder of de tegenpartij?", {}),
        # "W speelt 4♠": the offender is the declarer
        ("lead_restriction", "Het ingetrokken bod van W werd vergelijkbaar vervangen. W speelt 4♠.",
         {"offender_is_defender": False, "replacement_comparable": "yes"}),
        ("lead_restriction", "Oost is uitgekomen; zijn partner W was de overtreder, vervanging niet vergelijkbaar.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        # "ik als leider" in the next sentence is not the offender's role
        ("lead_restriction", "N's ingetrokken 1♠ (25A). N speelt tegen. Wat mag ik als leider verbieden?",
         {"offender_is_defender": True, "withdrawn_under_25a": True}),
        ("incorrect_number_of_cards", "Extra kaart bij N was de ♥3 van zuid; ontdekt na de opening.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "West had er 12. Bij het uitzoeken zag oost dat het de ♣V was. Nog niet geboden.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        ("incorrect_number_of_cards", "Na het afspelen telde Z 14 kaarten; Z heeft de kaart van N niet gezien.",
         {"discovery_phase": "after_play", "card_seen_by_other": False}),
        ("incorrect_number_of_cards", "Hoe gaat het verder als het bord volgens de WL niet meer normaal te spelen is?",
         {"normal_play_possible": False}),
        ("incorrect_number_of_cards", "Mag ik halverwege het spelen nog melden dat ik twaalf kaarten heb?",
         {"discovery_phase": "during_auction_or_play"}),
        ("awareness_of_damage", "Ik geloof niet dat N kon voorzien dat het ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "O moet geweten hebben dat het ons kon schaden.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "Het was onmogelijk om te voorzien.", {"offender_could_have_known": False}),
    ],
)
def test_round2_general(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "ik zit N en heb ...": the declared writer also acts
        ("change_of_call", "Ik zit oost en heb per ongeluk 2♣ gelegd in plaats van 2♦. Zuid heeft nog niets gedaan.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": False}),
        # the writer is the offender's partner: "ik" is the partner
        ("change_of_call", "Mag mijn maat zijn bod nog verbeteren als hij misgegrepen heeft en ik er al overheen geboden heb?",
         {"change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "O paste en zei toen '1♠', hij had de opening van zijn partner niet gehoord. Z heeft nog niet geboden.",
         {"offender": "O", "change_cause": "lost_concentration", "lho_called_over_change": False}),
        ("change_of_call", "W 3♦ → 3♥: geen misgreep, hij heeft het opnieuw overwogen.",
         {"offender": "W", "change_cause": "change_of_mind"}),
        # passive: the agent uses / withdrew
        ("withdrawn_action_info", "Het ingetrokken bod van oost werd door west gebruikt.", {"info_user_side": "offending"}),
        ("withdrawn_action_info", "Mag de leider een door de tegenspeler teruggenomen kaart gebruiken?", {"info_user_side": "non_offending"}),
        # a side named before, "ze" after
        ("withdrawn_action_info", "NZ zijn boos. W trok zijn bod in en O bood daarna slem; volgens NZ liepen ze daardoor een top mis.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("lead_restriction", "Tegenspeler O had zijn bod vd beurt ingetrokken; de vervanging was vergelijkbaar.",
         {"offender_is_defender": True, "replacement_comparable": "yes"}),
        ("lead_restriction", "N trok zijn bod in, verving het door iets vergelijkbaars en speelt nu 4♥.",
         {"offender_is_defender": False, "replacement_comparable": "yes"}),
        ("incorrect_number_of_cards", "De 14e kaart van W, die bij N hoorde, werd gevonden in slag 5 bij het terugleggen van een kaart.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "Bij het terugsteken in het bord bleek oost 12 kaarten te hebben.", {"discovery_phase": "after_play"}),
        ("awareness_of_damage", "Niemand had kunnen voorzien dat dit ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Was het voor Z te voorzien dat het ons kon schaden? Ja.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "Was het voor Z te voorzien dat het ons kon schaden?", {}),
    ],
)
def test_round2_roles_and_word_order(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "toen" after both calls are told, when the LT did call: over the change
        ("change_of_call", "Mijn RT zei '2 klaveren... nee, 2 ruiten', een verspreking. Ik heb toen gedoubleerd.",
         {"change_cause": "unintended", "lho_called_over_change": True}),
        # ... but "had nog niet geboden toen hij het zag" is before the change
        ("change_of_call", "N pakte 3♦ terwijl hij 3♥ wilde. Zijn LT oost had nog niet geboden toen hij het zag.",
         {"offender": "N", "change_cause": "unintended", "lho_called_after_first_call": False}),
        # "W (gever) opende": the dealer is the one who called
        ("change_of_call", "W (gever) opende 1♦ en maakte er meteen 1♥ van, hij had zich bedacht. N riep de WL.",
         {"offender": "W", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        ("change_of_call", "Z corrigeerde zijn verspreking meteen; zijn maat had nog niet geboden.",
         {"offender": "Z", "change_cause": "unintended", "partner_called_since": False}),
        ("withdrawn_action_info", "Wie mag die info gebruiken, de leider of de tegenspelers?", {}),
        ("withdrawn_action_info", "Ingetrokken bod van N, Z profiteerde ervan. Uitslag OW ongewijzigd.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("incorrect_number_of_cards", "O zat met 14 kaarten te bieden; de extra kaart bleek van zijn partner te zijn. WL: gewoon laten spelen.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": False, "normal_play_possible": True}),
        ("incorrect_number_of_cards", "Z 12 kaarten; W vond de kaart op de grond en zag dat het de ♦3 van zuid was. Nog niet geboden.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        # "gezien" after a comma, without a subject: noticed, not a card seen by another player
        ("incorrect_number_of_cards", "N 14 krt, gezien voor het bieden", {"discovery_phase": "before_any_call"}),
    ],
)
def test_round2_timing_and_ownership(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "mag ik u vragen": the writer only asks, the player named in the story changed his call
        ("change_of_call", "Mag ik u iets vragen? Mijn partner Oost zei 2♣ terwijl hij 2♦ bedoelde.",
         {"offender": "O", "change_cause": "unintended"}),
        # the change named as a moment ("na die wijziging") does not make its subject the offender
        ("change_of_call", "Mijn partner, zuid, bood 1♥ en toen 1♠, dat vond hij beter. West heeft na die wijziging gepast.",
         {"offender": "Z", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # a listed call of the partner ("maat al pas"), and English auction words
        ("change_of_call", "O: 2♥ → 2SA, bedacht, maat al pas", {"offender": "O", "change_cause": "change_of_mind",
                                                               "partner_called_since": True}),
        ("change_of_call", "N mispakt 3♣ i.p.v. 3♦, auction was al klaar", {"offender": "N", "change_cause": "unintended",
                                                                         "auction_ended": True}),
        # "terwijl partner dat al had gezegd": the partner's call came before, not since
        ("change_of_call", "Ik zat O en bood 3♥ terwijl partner dat al had gezegd; ik was afgeleid.",
         {"offender": "O", "change_cause": "lost_concentration"}),
        # a side named as a pair, the writer's partner as declarer, a name given a seat
        ("lead_restriction", "N ingetr. bod, vervanging zelfde betekenis, OW spelen 4♥",
         {"offender_is_defender": True, "replacement_comparable": "same_meaning"}),
        ("lead_restriction", "Ik zat Z. Mijn bod voor de beurt werd vervangen door een vergelijkbaar bod. Mijn partner speelde 3SA.",
         {"offender_is_defender": False, "replacement_comparable": "yes"}),
        ("lead_restriction", "Bord 4. Joop zat O, zijn bod werd onder 25A vervangen. Joop komt nu uit.",
         {"offender_is_defender": True, "withdrawn_under_25a": True}),
        # "normaal spelen niet mogelijk", a joker, the writer seeing another's cards, "zag tot mijn schrik dat"
        ("incorrect_number_of_cards", "W 12 krt, ontdekt in de bieding. Normaal spelen is niet meer mogelijk.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": False}),
        ("incorrect_number_of_cards", "Er zat een joker bij de kaarten van oost, hij had al gepast.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("incorrect_number_of_cards", "Voor het bieden viel de hand van N open en ik kon zijn ♦H zien.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        ("incorrect_number_of_cards", "In slag 3 zag ik tot mijn schrik dat ik maar 12 kaarten had.",
         {"discovery_phase": "during_auction_or_play"}),
        # an open question, a labelled question with its answer, an emphatic "ik geloof niet dat"
        ("awareness_of_damage", "Ik vraag me af of de overtreder op dat moment had kunnen weten dat het ons zou schaden.", {}),
        ("awareness_of_damage", "72C — kon O dit weten? nee", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Ik geloof werkelijk niet dat zuid kon voorzien dat ons dat zou schaden.",
         {"offender_could_have_known": False}),
        # silent when the text only wonders or states the rule
        ("change_of_call", "W wil zijn bod veranderen; ik weet niet of zijn partner al gepast had.", {"offender": "W"}),
        ("incorrect_number_of_cards", "Hoeveel kaarten moet je hebben voordat het bieden begint?", {}),
    ],
)
def test_round3_voices(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # slips told without the textbook noun: another card in mind, a grab next to it, a slip of the tongue
        ("change_of_call", "O zei '3 klaveren' terwijl hij 3 ruiten in zijn hoofd had.", {"offender": "O", "change_cause": "unintended"}),
        ("change_of_call", "N greep 2♦ ernaast en wil 2♥. Zijn partner had nog niet geboden.",
         {"offender": "N", "change_cause": "unintended", "partner_called_since": False}),
        ("change_of_call", "W wilde na het nadenken toch liever passen; zijn tong sloeg niet dubbel.",
         {"offender": "W", "change_cause": "change_of_mind"}),
        # timing: everybody passed / dummy down → auction over; "tijdens het bieden" → still running
        ("change_of_call", "Z wilde zijn 4♠ nog veranderen toen iedereen al gepast had.", {"offender": "Z", "auction_ended": True}),
        ("change_of_call", "Pas toen de blinde lag wilde O zijn 3SA omzetten.", {"offender": "O", "auction_ended": True}),
        ("change_of_call", "Nog tijdens het bieden wil N zijn 1♣ omzetten in 1♦; hij bedacht zich.",
         {"offender": "N", "change_cause": "change_of_mind", "auction_ended": False}),
        # the auction as "call (seat)"; the LT calling the WL after the change; "de tegenstander links van je"
        ("change_of_call", "2♠ (O) - pas (Z) - 3♠ (W), en toen zei O dat hij 2♥ bedoelde.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": True}),
        ("change_of_call", "O verbeterde zijn 1SA in 2♣. Z, links van hem, belde meteen de WL.",
         {"offender": "O", "lho_called_over_change": False}),
        ("change_of_call", "Geldt je nieuwe bod als de tegenstander links van je daarna al bewust gedoubleerd heeft?",
         {"lho_called_over_change": True}),
        # 16C: a seat named only as whose turn it was; the side that bid after the withdrawn call; "niet de overtreders"
        ("withdrawn_action_info", "Z doubleerde toen W aan de beurt was, dat werd teruggenomen; N bood daarna slem.",
         {"info_user_side": "offending"}),
        ("withdrawn_action_info", "Na de ingetrokken 1♥ van zuid boden wij (OW) gewoon 4♠. Mag dat?", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Wij waren niet de overtreders en hebben de teruggenomen kaart in ons spel meegenomen.",
         {"info_user_side": "non_offending"}),
        # 26B: a slip corrected (25A) without the article; "was geworden"; a clearly different replacement
        ("lead_restriction", "W pakte per ongeluk 3♣ en verbeterde dat direct in 3♦. W is nu tegenspeler.",
         {"offender_is_defender": True, "withdrawn_under_25a": True}),
        ("lead_restriction", "N, die voor zijn beurt had geboden, was leider geworden; zijn nieuwe bod was totaal anders.",
         {"offender_is_defender": False, "replacement_comparable": "no"}),
        # but a call out of turn made by accident is no 25A
        ("lead_restriction", "O bood per ongeluk voor zijn beurt en verving het later. O komt uit.", {"offender_is_defender": True}),
        # Law 13: dummy → play begun; next board begun → after play; a name with its seat; "klopt het dat" asks
        ("incorrect_number_of_cards", "De blinde blijkt 12 kaarten te hebben, de leider 14.", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Het volgende bord was al begonnen toen N merkte dat hij 14 kaarten had gehad.",
         {"discovery_phase": "after_play"}),
        ("incorrect_number_of_cards", "Na afloop had Kees (O) 14 kaarten; de extra kaart hoorde bij Joke (W).",
         {"discovery_phase": "after_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "Klopt het dat je gewoon kunt doorspelen als de kaart terug is gegeven?", {}),
        # 72C: "had kunnen zien dat", "weet heus wel dat"; a negated "kon niet zien dat"
        ("awareness_of_damage", "Z had best kunnen zien dat zijn pas voor de beurt ons zou schaden.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "O weet heus wel dat zo'n bod zijn partner de mond snoert.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "N kon op dat moment niet zien dat het ons zou benadelen.", {"offender_could_have_known": False}),
    ],
)
def test_round5_plain_words_and_timing(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # names given a seat stand for that seat later ("Ans (W) ... Ans opende"); a call word is no name
        ("change_of_call", "Kees (N) en Mia (O) tegen Bob (Z) en Tine (W). Mia opende 1♦, Bob paste en toen greep Mia de 1♦ terug: ze had 1♥ willen leggen.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": True}),
        ("change_of_call", "Het ging 1♣ (O) – pas (Z) – 1♥ (W), en toen zei oost dat hij 1♦ had willen leggen.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": True}),
        # told in reverse order: the LT's call, then "daarvoor" the change
        ("change_of_call", "Oost heeft al gedoubleerd. Daarvoor had noord zijn 2♣ in 2♦ veranderd, hij vond dat toch beter.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # a misread auction is a lapse; "nee, toch"; the partner "(O)" who offended is not the partner who called
        ("change_of_call", "Ik zat west en dacht dat mijn partner 1♠ had geopend, dus ik bood 2♠. Ik wil het nu veranderen.",
         {"offender": "W", "change_cause": "lost_concentration"}),
        ("change_of_call", "Z 2♥, dan 'nee, toch 3♥'.", {"offender": "Z", "change_cause": "change_of_mind"}),
        ("change_of_call", "Mijn partner (N) legde per ongeluk 1♠ neer in plaats van 1SA. Ik (Z) had nog niet geboden.",
         {"offender": "N", "change_cause": "unintended", "partner_called_since": False}),
        # an LT named in an indirect question is not told
        ("change_of_call", "O bood 3♦ en wil 3♥. Ik weet niet of Z al gepast had.", {"offender": "O"}),
        # 16C: an act told after the withdrawal ("daarna"), declarer's card used by a defender, "ingespeeld"
        ("withdrawn_action_info", "De leider nam zijn kaart terug; W heeft daarna precies die kleur nagespeeld.", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Oost had een bod gedaan dat niet mocht en moest het terugnemen; wij (NZ) hebben daarop ingespeeld.",
         {"info_user_side": "non_offending"}),
        # Law 13: a call already being made, the card of a named player's opponent, a name-seat who could see a card
        ("incorrect_number_of_cards", "We waren al aan het bieden toen ik 14 kaarten telde.", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Na afloop: 14 kaarten bij O; de extra kaart was van zijn linkertegenstander.",
         {"discovery_phase": "after_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "In slag 3 had Lies (W) er 12 en Rik (O) 14. Bij het rechtzetten kon Lies de ♦A van Rik zien.",
         {"discovery_phase": "during_auction_or_play", "card_seen_by_other": True}),
        ("incorrect_number_of_cards", "Voor het bieden telde N 14 kaarten. Niemand heeft nog geboden of kaarten van een ander gezien.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": False}),
    ],
)
def test_round5_names_order_and_acts(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # shorthand: a listed LT call before the offender's own "N:"; "W had al 3SA"; "ipv ... uit box"
        ("change_of_call", "Z 2♦, W pas, Z: 'nee, 2♥'. mispakt. N nog niks.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": False}),
        ("change_of_call", "verspreking N (2♣/2♦), Z had al 2SA", {"offender": "N", "change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "O 3♠ ipv 3♥ uit box", {"offender": "O", "change_cause": "unintended"}),
        # the partner as the pronoun of a condition
        ("change_of_call", "mag mijn partner na mijn verspreking nog iets zeggen als hij al gepast had?",
         {"change_cause": "unintended", "partner_called_since": True}),
        ("withdrawn_action_info", "teruggen. 1♠ van Z, N daarna 4♠, OW gemiddeld gescoord", {"info_user_side": "offending", "nos_damaged": False}),
        ("incorrect_number_of_cards", "na 1♦-pas: N telt 14, Z 12", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "blinde 12 krt, de kaart hoorde bij leider; gemerkt bij scoren",
         {"discovery_phase": "after_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "voor bieden: O 14, de ♠V van W zat erbij; N zag die", {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
    ],
)
def test_round5_shorthand(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("change_of_call", "Z corrigeerde zijn 2♣ voordat iemand anders iets had gezegd; hij had verkeerd gegrepen.",
         {"offender": "Z", "change_cause": "unintended", "partner_called_since": False, "lho_called_after_first_call": False}),
        ("change_of_call", "W zat er niet bij met zijn hoofd en bood 2♥ over de 2♥ van zijn partner.", {"offender": "W", "change_cause": "lost_concentration"}),
        ("change_of_call", "Mag je je bod nog herstellen als je je versproken hebt en de tegenstander links al gepast heeft?",
         {"change_cause": "unintended", "lho_called_after_first_call": True}),
        # a pronoun that stands for the seat named before it; a subject never looked for past the sentence end
        ("withdrawn_action_info", "O moest zijn 1♥ terugnemen; W paste en zei later dat hij wist dat O harten had.", {"info_user_side": "offending"}),
        ("withdrawn_action_info", "N moest zijn doublet intrekken. Z paste daarna. Ik (W) vind dat wij benadeeld zijn.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "Het resultaat veranderde er niet door, al moest W zijn bod terugnemen.", {"nos_damaged": False}),
        ("incorrect_number_of_cards", "In de bieding zag Z een kaart die niet bij dit bord hoorde.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("incorrect_number_of_cards", "Na afloop had O een kaart over, die van W was.", {"discovery_phase": "after_play", "surplus_card": False}),
        ("incorrect_number_of_cards", "Voor het bieden: mijn linkertegenstander zag mijn ♠A toen ik 14 kaarten telde.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
    ],
)
def test_round5_batches_j_k(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a belief about the auction is no fact about it, but a lapse; "m'n partner (W)"; "ik zat Z, opende ..."
        ("change_of_call", "Z paste, dacht dat de bieding al voorbij was, en wil nu 2♥.", {"offender": "Z", "change_cause": "lost_concentration"}),
        ("change_of_call", "m'n partner (O) bood 3♥ maar had mijn 3♥ niet gezien", {"offender": "O", "change_cause": "lost_concentration"}),
        ("change_of_call", "Ik zat zuid, opende 1♥ en wilde dat na wat getwijfel in 1♠ veranderen. West had al gepast.",
         {"offender": "Z", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        ("change_of_call", "Mag je een bod vervangen dat niet bedoeld was, zolang je partner niet heeft geboden?",
         {"change_cause": "unintended", "partner_called_since": False}),
        ("change_of_call", "Geldt het als de linkertegenstander op het nieuwe bod heeft gepast nadat de bieder zich bedacht?",
         {"change_cause": "change_of_mind", "lho_called_over_change": True}),
        # the damaged side named: the other side used the information
        ("withdrawn_action_info", "Z moest zijn 2♦ terugnemen. Daarna: W pas, N 5♦. OW lopen daardoor een top mis.",
         {"info_user_side": "offending", "nos_damaged": True}),
    ],
)
def test_round5_batch_l(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # the negation of the next clause ("N nog niet") is not the LT's
        ("change_of_call", "O: 2♥, 'sorry, 2♠ bedoeld', Z al gepast, W nog niet",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": False}),
        # a yes/no question the message answers itself
        ("incorrect_number_of_cards", "Kwam die kaart uit een ander spel? Nee, het was een kaart van zuid.", {"surplus_card": False}),
        ("incorrect_number_of_cards", "Hoorde de extra kaart niet bij dit bord? Ja, hij kwam uit bord 4.", {"surplus_card": True}),
        ("incorrect_number_of_cards", "Na afloop: W 14, O 12. Niemand heeft in andermans kaarten gekeken.",
         {"discovery_phase": "after_play", "card_seen_by_other": False}),
        ("lead_restriction", "De overtreder werd geen tegenspeler maar leider.", {"offender_is_defender": False}),
    ],
)
def test_round5_batch_m(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("change_of_call", "N zei 1♥, dacht even na en maakte er 1♠ van.", {"offender": "N", "change_cause": "change_of_mind"}),
        ("change_of_call", "Z pakte 2♦ ipv 2♥, partner N zat er al met 3♦ achteraan.",
         {"offender": "Z", "change_cause": "unintended", "partner_called_since": True}),
        ("withdrawn_action_info", "Mijn partner en ik (OW) hebben na de teruggetrokken kaart van de leider (N) onze verdediging aangepast.",
         {"info_user_side": "non_offending"}),
        ("incorrect_number_of_cards", "Na het spel: W had er 14, de ♥5 van N erbij.", {"discovery_phase": "after_play", "surplus_card": False}),
        ("lead_restriction", "West zit aan de uitkomst en had eerder zijn bod moeten vervangen.", {"offender_is_defender": True}),
        # but the declarer named as the offender is no player on lead
        ("lead_restriction", "W komt uit. De leider had eerder een bod ingetrokken.", {}),
    ],
)
def test_round5_batch_n(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("change_of_call", "Mag ik nog veranderen als ik me bedenk?", {"change_cause": "change_of_mind"}),
        ("withdrawn_action_info", "Ik (O) zag de kaart die de leider terug moest nemen en speelde die kleur daarna na.",
         {"info_user_side": "non_offending"}),
        # putting the extra card back is no sign of "after the play" when the text says before the auction
        ("incorrect_number_of_cards", "Voor het bieden had N 14 kaarten; bij het terugleggen zag niemand iets.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": False}),
        ("lead_restriction", "Z moest zijn bod intrekken en werd later tegenspeler.", {"offender_is_defender": True}),
    ],
)
def test_round5_batch_o(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # an indirect question ("we weten niet of ...") tells nothing
        ("incorrect_number_of_cards", "O heeft 14 kaarten. We weten niet of de extra kaart uit dit spel komt.", {}),
        ("incorrect_number_of_cards", "W heeft 14 kaarten. Het is onduidelijk of de kaart uit een ander spel komt.", {}),
        ("incorrect_number_of_cards", "Na het bieden had Z 14 kaarten, eentje van het bord ernaast.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("incorrect_number_of_cards", "Bij het invullen van de score bleek N 12 kaarten te hebben gehad.", {"discovery_phase": "after_play"}),
        # another player seeing a card, also in subordinate word order; a bare "zag dat" is noticing
        ("incorrect_number_of_cards", "Wat als iemand 14 kaarten heeft en zijn partner daarbij een van die kaarten ziet?",
         {"card_seen_by_other": True}),
        ("incorrect_number_of_cards", "O heeft 12 kaarten, zijn partner zag dat hij er een tekort had.", {}),
        ("awareness_of_damage", "Oost kon zich er niet van bewust zijn dat het NZ zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "West was zich ervan bewust dat zijn bod ons zou benadelen.", {"offender_could_have_known": True}),
        # "volgens de tegenstanders" is not who used it
        ("withdrawn_action_info", "Mijn partner trok een bod in en ik heb daar volgens de tegenstanders gebruik van gemaakt.",
         {"info_user_side": "offending"}),
        ("withdrawn_action_info", "N nam zijn uitkomst terug en zijn partner Z speelde die kleur. Zonder die switch was het contract gemaakt.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("lead_restriction", "W moet het vervangende bod nog kiezen.", {"replacement_comparable": "pending"}),
        ("lead_restriction", "Vervangen door een bod met een deel van dezelfde betekenissen.", {"replacement_comparable": "subset"}),
        # the LT's earlier call named as "1SA van N" is not what he did after the change
        ("change_of_call", "W paste na 1SA van N maar had de paskaart per ongeluk gepakt; hij wilde doubleren.",
         {"offender": "W", "change_cause": "unintended"}),
        ("change_of_call", "O bood 2♥ en bedacht zich. Zuid, zijn LT, had op die 2♥ al gepast.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        ("change_of_call", "Mag de speler nog wijzigen als de partner van de bieder al heeft gepast? Het was een verspreking.",
         {"change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "Z had zijn hoofd er niet bij en bood 3♣. Nu wil hij 3♦.", {"offender": "Z", "change_cause": "lost_concentration"}),
    ],
)
def test_round6_plain_style(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a told auction ("zuid opent 1♦, west past, noord 1♠"): calls before the offender's own call are not "since"
        ("change_of_call", "Bord 3. Zuid opent 1♦, west past, noord 1♠, oost past. Zuid legt nu 1SA neer maar wilde 2SA: "
                           "hij greep het verkeerde kaartje. West had nog niets gedaan.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": False}),
        ("change_of_call", "O bood 1SA en daarna zei zijn partner 2♣; toen pas zag O dat hij het verkeerde kaartje had gepakt.",
         {"offender": "O", "change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "N trok twee biedkaartjes tegelijk uit de box en wil dat de bovenste telt.",
         {"offender": "N", "change_cause": "unintended"}),
        ("change_of_call", "Mijn partner had niet door dat ik al 2♥ had geboden en bood 2♠. Ik zit noord.",
         {"offender": "Z", "change_cause": "lost_concentration"}),
        # the asked consequence after "als ..., " is not told
        ("incorrect_number_of_cards", "Als bij het openen van het bord iemand 14 kaarten heeft, kan het bord dan gewoon gespeeld worden?",
         {"discovery_phase": "before_any_call"}),
        ("incorrect_number_of_cards", "Voordat er geboden was had N 12 kaarten; O gaf hem de dertiende terug zonder dat iemand die zag.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": False}),
        ("incorrect_number_of_cards", "Tijdens de bieding bleek W een kaart uit het bord van de buurtafel te hebben; hij had al gepast.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("incorrect_number_of_cards", "W had met 14 kaarten al drie keer geboden.", {"discovery_phase": "during_auction_or_play"}),
        # "..., kon hij weten ...?" asks
        ("awareness_of_damage", "72C: O kwam voor zijn beurt uit, kon hij weten dat dit NZ zou schaden?", {}),
        ("awareness_of_damage", "Noord kon op het moment van zijn onvoldoende bod onmogelijk inschatten dat dit OW zou benadelen.",
         {"offender_could_have_known": False}),
        ("lead_restriction", "Mag de leider een kleur verbieden na een ingetrokken bod van een tegenspeler?", {"offender_is_defender": True}),
        ("withdrawn_action_info", "Mag de leider rekening houden met de uitkomst die zijn linkertegenstander moest terugnemen?",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Na een teruggenomen bod van NZ speelden wij (OW) daarop.", {"info_user_side": "non_offending"}),
        ("change_of_call", "Z merkte na de slotpas dat hij 3♠ had gezegd in plaats van 3SA.",
         {"offender": "Z", "change_cause": "unintended", "auction_ended": True}),
    ],
)
def test_round6_told_auction_and_questions(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # slips and changes of mind told indirectly
        ("change_of_call", "N zei '2 harten', maar dat kwam er verkeerd uit: hij wilde 2 ruiten zeggen.",
         {"offender": "N", "change_cause": "unintended"}),
        ("change_of_call", "O legde 1♠; dat was niet wat hij wilde pakken. De kaartjes zaten in het verkeerde vak.",
         {"offender": "O", "change_cause": "unintended"}),
        ("change_of_call", "W opende 1♥ en zei toen 'nee, ik heb maar 10 punten, pas'.",
         {"offender": "W", "change_cause": "change_of_mind"}),
        ("change_of_call", "Klopt het dat een bewuste wijziging van een bod niet mag?", {"change_cause": "change_of_mind"}),
        # the auction over: the opening lead on the table
        ("change_of_call", "Z wilde zijn 3SA nog veranderen, maar de uitkomst lag al open op tafel.", {"offender": "Z", "auction_ended": True}),
        # the partner's call after the change is not a call "since" the first
        ("change_of_call", "Z legde 1♠ en verving het meteen door 2♠: verkeerd kaartje gepakt. Daarna paste W en bood N 4♠.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_over_change": True}),
        # the writer is the offender's partner and still has to call
        ("change_of_call", "Mag mijn partner zijn 2♥ nog veranderen als hij zich vergist had bij het pakken en ik nog moet bieden?",
         {"change_cause": "unintended", "partner_called_since": False}),
        # the LT called after the correction
        ("change_of_call", "Nadat de WL mijn verspreking had hersteld, heeft mijn LT gewoon doorgeboden.",
         {"change_cause": "unintended", "lho_called_over_change": True}),
        # lead restrictions: who leads / plays, the writer as the offender's opponent
        ("lead_restriction", "N moest zijn bod voor de beurt terugnemen. Na de slotpas moest N uitkomen.", {"offender_is_defender": True}),
        ("lead_restriction", "Mijn RT trok zijn bod voor de beurt in. Ik werd leider.", {"offender_is_defender": True}),
        ("lead_restriction", "De speler die zijn bod moest terugnemen, heeft uiteindelijk zelf het contract gespeeld.",
         {"offender_is_defender": False}),
        ("lead_restriction", "Z verving zijn ingetrokken bod door een niet vergelijkbaar bod. NZ gingen daarna tegenspelen.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        # 16C: damage and no damage told indirectly
        ("withdrawn_action_info", "N's uitkomst voor de beurt ging terug; Z kwam daarna in die kleur uit en daardoor ging ons contract down.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "Z nam zijn doublet terug en N bood daarop de manche, maar het resultaat is er niet door veranderd.",
         {"info_user_side": "offending", "nos_damaged": False}),
        # 72C
        ("awareness_of_damage", "Een ervaren speler als W ziet zoiets van mijlenver aankomen.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "Niemand aan tafel had kunnen voorzien dat dit ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Dat het ons zou schaden, was voor niemand te voorzien.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Hij heeft geen idee kunnen hebben dat zijn bod ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Dat zijn bod ons zou schaden, had W zich best kunnen realiseren.", {"offender_could_have_known": True}),
        # the LT as "de speler na hem"; a relative clause after the LT's seat
        ("change_of_call", "De speler na hem had al gepast toen O merkte dat hij 2♠ had gezegd in plaats van 2SA.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": True}),
        ("change_of_call", "O zei 1♥ en verbeterde zich: de verkeerde kleur uitgesproken. Z, die na hem aan de beurt was, had nog niets gezegd.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": False}),
        # lapses told indirectly
        ("change_of_call", "N hoorde het bod van zijn partner niet en paste; nu wil hij 2♥ bieden.",
         {"offender": "N", "change_cause": "lost_concentration"}),
        ("change_of_call", "W wist even niet meer wat zijn partner had geopend en bood 2♣; hij wil het wijzigen.",
         {"offender": "W", "change_cause": "lost_concentration"}),
        ("change_of_call", "Toen de tegenspelers al klaarzaten om uit te komen, zei N dat zijn 4♥ een verspreking was.",
         {"offender": "N", "change_cause": "unintended", "auction_ended": True}),
        # on lead / declarer told indirectly
        ("lead_restriction", "Oost mocht de eerste kaart spelen. Hij had eerder een bod voor de beurt moeten terugnemen.", {"offender_is_defender": True}),
        ("lead_restriction", "Het bod voor de beurt van N ging terug; N's partner speelde uiteindelijk het contract.", {"offender_is_defender": False}),
        ("lead_restriction", "Z bood voor zijn beurt 2♥; dat werd ingetrokken. Het contract werd 4♥, gespeeld door N.", {"offender_is_defender": False}),
        ("lead_restriction", "Z, die zijn verkeerd gepakte 1♦ volgens 25A mocht verbeteren, zit nu aan de uitkomst.",
         {"offender_is_defender": True, "withdrawn_under_25a": True}),
        ("lead_restriction", "Z's ingetrokken bod werd vervangen door een bod dat er totaal niet op leek. Z werd blinde.",
         {"offender_is_defender": False, "replacement_comparable": "no"}),
        # cards seen / not seen
        ("incorrect_number_of_cards", "Z had 14 kaarten en N 12; Z had al geopend. N hield de kaart zo dat niemand hem kon zien.",
         {"discovery_phase": "during_auction_or_play", "card_seen_by_other": False}),
        ("incorrect_number_of_cards", "Voor het bieden had O 14 kaarten en W 12. O gaf de kaart open door, zodat N hem kon zien.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
    ],
)
def test_round7_indirect_facts(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # a bid and three passes told: the auction is over
        ("change_of_call", "W opende 1♥, N paste, O paste, Z paste, en toen wilde W zijn 1♥ nog veranderen; hij had zich bedacht.",
         {"offender": "W", "change_cause": "change_of_mind", "auction_ended": True, "lho_called_after_first_call": True,
          "partner_called_since": True}),
        # the owners of calls named before the subject's own are not the offender
        ("change_of_call", "Na 1♠ van N en 2♥ van O zei Z '2♠' en toen direct '3♠': hij had zich bedacht. W had nog niet geboden.",
         {"offender": "Z", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        # the partner's call "eerder": before the offender's
        ("change_of_call", "Z bood 2♥, maar het moest 2♠ zijn: verkeerd kaartje gepakt. N, zijn partner, had eerder 1♠ geopend.",
         {"offender": "Z", "change_cause": "unintended"}),
        # a play told before the discovery is no judgement on normal play
        ("incorrect_number_of_cards", "Het bord werd gewoon uitgespeeld. Achteraf bleek N 14 kaarten te hebben gehad.",
         {"discovery_phase": "after_play"}),
        ("lead_restriction", "Ik werd blinde nadat mijn LT een bod voor de beurt had ingetrokken.", {"offender_is_defender": True}),
        # "kon niet weten dat X, maar wel dat <damage>"
        ("awareness_of_damage", "Hij kon niet weten dat zijn partner zou moeten passen, maar wel dat zijn bod ons kon schaden.",
         {"offender_could_have_known": True}),
        ("awareness_of_damage", "Hij kon niet weten dat het ons zou schaden, maar wel dat zijn partner moest passen.",
         {"offender_could_have_known": False}),
        ("change_of_call", "Na de slotpas zag Z dat er een 5♦ van hem lag in plaats van de 5♥ die hij wilde bieden.",
         {"offender": "Z", "change_cause": "unintended", "auction_ended": True}),
        ("lead_restriction", "West nam zijn doublet voor de beurt terug. Uiteindelijk speelden OW 3SA.", {"offender_is_defender": False}),
        ("awareness_of_damage", "Dat N ons zou benadelen, kon niemand vooraf weten.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "O had geen enkele reden om te denken dat zijn fout ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Hij zag niet dat hij ons ermee kon schaden, maar dat had hij wel moeten zien.", {"offender_could_have_known": True}),
        # "hij" is the writer's LT when no one else is named
        ("change_of_call", "Mag mijn LT zijn pas terugnemen? Ik had 2♣ per ongeluk gelegd en 2♦ bedoeld; hij had over die 2♣ al gepast.",
         {"change_cause": "unintended", "lho_called_after_first_call": True}),
        ("lead_restriction", "Z verving zijn ingetrokken bod door een bod met dezelfde betekenis. Z speelt nu tegen.",
         {"offender_is_defender": True, "replacement_comparable": "same_meaning"}),
        ("change_of_call", "Na een bewuste wijziging van W van 2♦ naar 3♦ koos N ervoor de 3♦ te accepteren.",
         {"offender": "W", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        ("change_of_call", "Z pakte 3♣ maar wilde 3♦. Hij zag het pas toen zijn partner N 3SA had geboden. Mag N nu zijn 3SA veranderen?",
         {"offender": "Z", "change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "Noord opende 1SA en verving dat door 1♣. Zijn partner had nog niet geboden, oost wel: die had al gepast.",
         {"offender": "N", "partner_called_since": False, "lho_called_after_first_call": True}),
        ("withdrawn_action_info", "Het teruggenomen doublet van Z vertelde N dat Z sterk was. OW hadden anders een deelscore gehaald.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "De kaart die N voor zijn beurt uitkwam ging terug. De leider heeft die informatie niet gebruikt.",
         {"info_user_side": "non_offending"}),
        ("change_of_call", "N 1♥ ipv 1♠ (misgreep), gecorrigeerd vóór O bood.",
         {"offender": "N", "change_cause": "unintended", "lho_called_after_first_call": False}),
        ("change_of_call", "Z wilde 3♣ zeggen maar pakte het kaartje 3♦, over de 2SA van W.", {"offender": "Z", "change_cause": "unintended"}),
        ("incorrect_number_of_cards", "Ik had 12 kaarten; na het bieden bleek mijn dertiende kaart bij noord te zitten. Toen noord hem teruggaf, "
                                      "zag mijn partner hem ook.", {"discovery_phase": "during_auction_or_play", "card_seen_by_other": True}),
        ("change_of_call", "Ik pakte 2♠ uit de biedbox, maar het had 2♥ moeten zijn. Mijn linkertegenstander heeft nog niet gepast.",
         {"change_cause": "unintended", "lho_called_after_first_call": False}),
        # the writer is the offender's RHO: his own call is neither the LT's nor the partner's
        ("change_of_call", "Mijn LT zei 4♥ en even later 4♠; hij had er nog eens over nagedacht. Ik had toen nog niet geboden.",
         {"change_cause": "change_of_mind"}),
        ("withdrawn_action_info", "Zijn partner hield rekening met het ingetrokken doublet. Wij speelden 2♠ en haalden gewoon ons gemiddelde.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("awareness_of_damage", "De WL vroeg zich af of O kon weten dat het ons zou schaden; hij besloot van niet.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Ik weet niet of W kon weten dat zijn bod ons zou schaden.", {}),
        ("change_of_call", "Els (Z) opende 1♦, Piet (W) paste en Jan (N) zei 1♥. Toen zei Els dat ze 1♣ had willen openen; verkeerd kaartje.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": True}),
        ("change_of_call", "Anneke (O) bood 2♣ en zag toen pas dat haar partner Kees (W) al 2♦ had geopend; ze had niet opgelet.",
         {"offender": "O", "change_cause": "lost_concentration"}),
        ("change_of_call", "Kan de tegenpartij de wijziging van mijn bod nog weigeren als de speler links van mij al gepast heeft op de nieuwe bieding?",
         {"lho_called_over_change": True}),
        ("change_of_call", "Mijn tegenstander links van mij bood 1SA en veranderde dat in 2SA. Ik had nog niet geboden.", {}),
        ("change_of_call", "Mijn partner verbeterde zijn verspreking. Daarna paste de tegenstander links van hem.",
         {"change_cause": "unintended", "lho_called_over_change": True}),
        ("lead_restriction", "Lies (W) had haar 1SA voor de beurt ingetrokken. Het contract werd 3SA, gespeeld door Bas (O).",
         {"offender_is_defender": False}),
        ("incorrect_number_of_cards", "Tijdens het spel merkte O dat hij een kaart te veel had, uit het bord ernaast.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True}),
        ("awareness_of_damage", "Had N kunnen weten dat het ons zou schaden? De WL vond van wel.", {"offender_could_have_known": True}),
        ("withdrawn_action_info", "Mijn ingetrokken uitkomst was ♥A. De leider speelde daarna harten, omdat hij wist dat de aas bij mij zat.",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "De tegenspeler die zijn kaart terug moest nemen, zag zijn partner die kleur naspelen. De leider kwam daardoor een slag tekort.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "Wij (OW) hebben van het ingetrokken doublet van Z niets gemerkt. Geen schade voor ons.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("lead_restriction", "Wat als de speler die zijn bod moest vervangen, uiteindelijk zelf moet uitkomen?", {"offender_is_defender": True}),
        ("incorrect_number_of_cards", "Twaalf kaarten bij N, veertien bij O, en O had zijn kaarten bij het uitzoeken al aan N laten zien.",
         {"card_seen_by_other": True}),
        ("awareness_of_damage", "Hij zal heus geweten hebben dat zijn onvoldoende bod ons kon benadelen.", {"offender_could_have_known": True}),
        ("change_of_call", "Oost wisselde zijn doublet om voor een pas, omdat hij niet had gezien dat zijn partner al had gedoubleerd.",
         {"offender": "O", "change_cause": "lost_concentration"}),
        ("change_of_call", "Een speler verandert zijn bod; zijn linkertegenstander heeft daarop al gepast.", {"lho_called_over_change": True}),
        ("change_of_call", "Na de slotpas verbeterde W zijn laatste bod van 4♥ naar 4♠, zogenaamd een verspreking.",
         {"offender": "W", "auction_ended": True}),
        ("change_of_call", "Oost bood 4♠ terwijl hij dacht dat zijn partner 3♠ had gezegd; het was 3♣. Zuid had daarna al gepast. Oost wil nu 4♣.",
         {"offender": "O", "change_cause": "lost_concentration", "lho_called_after_first_call": True}),
        ("withdrawn_action_info", "Oost gebruikte de ingetrokken bieding van west, maar het resultaat voor NZ bleef precies hetzelfde.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("awareness_of_damage", "Dat het ons zou schaden, had iedereen kunnen zien, ook W.", {"offender_could_have_known": True}),
        ("change_of_call", "Het was niet zo dat W per ongeluk het verkeerde kaartje pakte: hij koos daarna toch voor 3SA.",
         {"offender": "W", "change_cause": "change_of_mind"}),
        ("change_of_call", "Tijdens de bieding, nog voor de slotpas, wilde N zijn 2♣ vervangen.", {"offender": "N", "auction_ended": False}),
        ("withdrawn_action_info", "Een ingetrokken uitkomst: mogen de tegenspelers daar rekening mee houden, of juist de leider?", {}),
        ("lead_restriction", "De tegenspeler die voor zijn beurt had gepast, moet nu de eerste kaart spelen.", {"offender_is_defender": True}),
        ("lead_restriction", "Het bod van Z voor de beurt werd vervangen; Z werd daarna gewoon leider.", {"offender_is_defender": False}),
        ("lead_restriction", "De overtreder werd leider, maar zijn vervangende bod betekende precies hetzelfde als het ingetrokken bod.",
         {"offender_is_defender": False, "replacement_comparable": "same_meaning"}),
        ("awareness_of_damage", "Niemand, ook de overtreder niet, had dat zien aankomen.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "De overtreder had er redelijkerwijs rekening mee kunnen houden dat zijn fout ons zou schaden.",
         {"offender_could_have_known": True}),
        ("change_of_call", "Na 1♥ van mij en een pas van mijn LT heb ik mijn 1♥ veranderd in 1♠: ik had me bedacht.",
         {"change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        ("lead_restriction", "Uitgekomen werd er door west, de speler wiens bod voor de beurt was ingetrokken.", {"offender_is_defender": True}),
        ("lead_restriction", "Het ingetrokken bod was van de huidige leider.", {"offender_is_defender": False}),
        ("incorrect_number_of_cards", "Pas na het afrekenen van de scores werd ontdekt dat zuid met 14 kaarten had gespeeld.",
         {"discovery_phase": "after_play"}),
        ("awareness_of_damage", "Dat wist hij heus wel: zijn bod voor de beurt zou ons schaden.", {"offender_could_have_known": True}),
        ("change_of_call", "O legde 2♣, dacht toen na en maakte er 2♦ van. Z legde er direct een pas op. Daarna wilde Z alsnog iets anders bieden.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        ("change_of_call", "Mag je een bod dat je per vergissing hebt gedaan nog herstellen als de uitkomst al is gedaan?",
         {"change_cause": "unintended", "auction_ended": True}),
        ("withdrawn_action_info", "Raken wij (NZ) ons recht kwijt als we zelf ook iets hebben gedaan met het ingetrokken bod van oost?",
         {"info_user_side": "non_offending"}),
        ("awareness_of_damage", "Volgens mij wist N donders goed wat hij deed toen hij voor zijn beurt bood.", {"offender_could_have_known": True}),
        ("change_of_call", "N opende 2♣ maar had 2♦ in gedachten; hij verbeterde het meteen.", {"offender": "N", "change_cause": "unintended"}),
        ("change_of_call", "West legde pas en pakte direct daarna toch 1♥ uit de doos. Noord had nog niet gepast.",
         {"offender": "W", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        ("change_of_call", "Z had 3♠ gelegd in plaats van 3♥; dat zag hij pas toen de eerste kaart op tafel lag.",
         {"offender": "Z", "change_cause": "unintended", "auction_ended": True}),
        ("change_of_call", "O bood 1SA. Z (de LT) doubleerde. Toen zei O dat hij zich had verkeken op zijn punten en 1♣ wilde openen.",
         {"offender": "O", "change_cause": "lost_concentration", "lho_called_after_first_call": True}),
        ("incorrect_number_of_cards", "Toen de kaarten aan het eind werden teruggestoken, had O er nog één over. Z kwam een kaart tekort.",
         {"discovery_phase": "after_play"}),
        ("withdrawn_action_info", "De leider heeft zijn verbod gebaseerd op de kaart die W eerst voor zijn beurt op tafel legde.",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Het ingetrokken bod van W had geen invloed op het resultaat.", {"nos_damaged": False}),
        ("lead_restriction", "Mijn LT verving zijn bod voor de beurt door een bod dat iets heel anders betekende. Mijn partner en ik werden de tegenspelers.",
         {"offender_is_defender": False, "replacement_comparable": "no"}),
        # "wij" of an unknown side: silent
        ("lead_restriction", "Oost bood voor zijn beurt en moest zijn bod vervangen. Wij werden de leiders.", {}),
        ("lead_restriction", "O, die als blinde zijn kaarten neerlegde, had eerder een bod voor de beurt moeten vervangen.", {"offender_is_defender": False}),
        ("lead_restriction", "Het vervangende bod van N had hetzelfde doel als het ingetrokken bod. N zit nu tegen 4♠.",
         {"offender_is_defender": True, "replacement_comparable": "same_purpose"}),
        ("lead_restriction", "Geldt 26B ook als de overtreder zelf moet uitkomen?", {"offender_is_defender": True}),
        ("incorrect_number_of_cards", "Z had met 12 kaarten al gepast; W had er 14. Bij het rechtzetten kon niemand de kaart zien.",
         {"discovery_phase": "during_auction_or_play", "card_seen_by_other": False}),
        ("change_of_call", "O paste, maar zijn hand was veel te sterk: hij wilde het terugdraaien. Zijn linkerbuurman Z had nog niet gepast.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        ("change_of_call", "N legde 2♥ en zei meteen 'oei, verkeerde, 2♠'.", {"offender": "N", "change_cause": "unintended"}),
        ("change_of_call", "W bood 5♣; N doubleerde; O paste. Toen pas zag W dat er 5♣ lag en niet 5♦ zoals hij wilde.",
         {"offender": "W", "change_cause": "unintended", "lho_called_after_first_call": True, "partner_called_since": True}),
    ],
)
def test_round7_precision(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, name",
    [
        # a negated sight is no sight
        ("incorrect_number_of_cards", "N had 14 kaarten. Toen hij die teruggaf, zag mijn partner hem niet.", "card_seen_by_other"),
        # a bid told in words starts the count of passes again: only two passes followed 2 harten
        ("change_of_call", "W opende 1♥, N paste, O bood 2 harten, Z paste, W paste. Toen wilde Z zijn pas veranderen.", "auction_ended"),
        # "aan de andere kant" is "on the other hand", and "O" a seat, not "oh"
        ("change_of_call", "Aan de andere kant had hij al 2♥ gezegd en wilde hij 2♠", "change_cause"),
        ("change_of_call", "want O, verkeerd begrepen, had al gepast. N wilde 3♥ veranderen", "change_cause"),
        # seeing the WL coming is not foreseeing the damage
        ("awareness_of_damage", "Z zag de WL aankomen en hij wist niet wat hij deed", "offender_could_have_known"),
        # the user of the information playing otherwise is no damage to the other side
        ("withdrawn_action_info", "Z had het anders gespeeld als hij de 2♣ niet had gezien", "nos_damaged"),
    ],
)
def test_review_false_facts_stay_silent(kind, text, name):
    assert name not in facts(kind, text)


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # the partner's call in a subordinate clause that opens the sentence, verb last
        ("change_of_call", "Pas toen Zuid al had gepast, merkte Noord dat hij 1SA in plaats van 1♠ uit de box had gepakt.",
         {"offender": "N", "change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "Voordat zijn partner had geboden, verving W zijn 2♦ door 2♥, hij had mis gegrepen.",
         {"offender": "W", "change_cause": "unintended", "partner_called_since": False}),
        # a doubt about something else than the cause leaves the cause told later
        ("change_of_call", "Ik weet niet of zijn partner al had geboden toen N zijn 2♠ in 2SA veranderde; hij zei dat hij zich versproken had.",
         {"offender": "N", "change_cause": "unintended"}),
        # the state of the auction missed: a lapse of attention
        ("change_of_call", "Oost had niet door dat de bieding al een ronde verder was en bood 1♠. Hij wil er 2♠ van maken.",
         {"offender": "O", "change_cause": "lost_concentration"}),
        # the pair told as "N en Z", the role word after a filler
        ("lead_restriction", "O's bod voor de beurt werd ingetrokken en vervangen door een bod dat niet vergelijkbaar is. Uiteindelijk speelden N en Z 4♠.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        ("lead_restriction", "Omdat het vervangende bod van W dezelfde betekenis had als zijn ingetrokken bod, zijn er geen beperkingen. W werd overigens leider.",
         {"offender_is_defender": False, "replacement_comparable": "same_meaning"}),
        # the offender named by what he did; a compound trick lost
        ("withdrawn_action_info", "Tegen ons werd een doublet voor de beurt gedaan en ingetrokken. Daarna bood de partner van de doubleerder toch door tot 3♠.",
         {"info_user_side": "offending"}),
        ("withdrawn_action_info", "W's 1♠ voor de beurt werd geannuleerd. Zijn partner O kwam later met een schoppen uit, en dat kostte ons de contractslag.",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "De ingetrokken 2♣ van zuid vertelde ons dat hij klaveren had. Wij, OW, speelden daarna klaveren na.",
         {"info_user_side": "non_offending"}),
        # a yes/no question the message answers itself
        ("incorrect_number_of_cards", "N had 14 kaarten en Z 12, ontdekt na 1♥. Kan het bord gewoon gespeeld worden? De WL vond van niet.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": False}),
        ("incorrect_number_of_cards", "Pas nadat de laatste slag was gespeeld, bleek dat W nog een kaart had terwijl zijn partner er een te weinig had.",
         {"discovery_phase": "after_play"}),
        ("awareness_of_damage", "Of zij kon weten dat haar onvoldoende bod ons schade zou doen? Volgens mij niet.", {"offender_could_have_known": False}),
        # a parenthetical clause between the modal and its verb
        ("awareness_of_damage", "Z kon, omdat hij nieuw is, onmogelijk weten dat zijn fout ons zou schaden.", {"offender_could_have_known": False}),
        # the writer's partner named with a seat that is not the offender's partner
        ("change_of_call", "Onze tegenstander N bood 4♠, waarna hij zei 'nee wacht, 5♠', omdat hij zich bedacht. Mijn partner (O) heeft daarna gepast.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        # the passive agent far from its auxiliary; a withdrawn lead is a defender's
        ("withdrawn_action_info", "Werd de informatie uit de ingetrokken uitkomst door de leider gebruikt? Ja, hij speelde daarna op die kaart.",
         {"info_user_side": "non_offending"}),
        ("lead_restriction", "Het ingetrokken bod van N werd door hem vervangen door een bod met hetzelfde doel, waarna zijn partner moest uitkomen.",
         {"offender_is_defender": True, "replacement_comparable": "same_purpose"}),
        # "heeft O de ♥V van N gezien" is a sight, not O holding N's card
        ("incorrect_number_of_cards", "Bij het rechtleggen heeft O de ♥V van N gezien, die er 14 had (Z had er 12). Het bieden moest toen nog beginnen.",
         {"discovery_phase": "before_any_call", "card_seen_by_other": True}),
        # a coordinated first clause under "nadat"; "linkerbuurman" is the LT
        ("change_of_call", "Nadat zij 1♠ had geboden en haar partner daarop 2♠ had gezegd, bedacht W zich en wilde ze alsnog 1SA.",
         {"offender": "W", "change_cause": "change_of_mind", "partner_called_since": True}),
        ("change_of_call", "Als je linkerbuurman al na je eerste bod heeft gepast, mag je dan nog een verkeerd gepakt kaartje vervangen?",
         {"change_cause": "unintended", "lho_called_after_first_call": True}),
        # "wij" are the offender's opponents, his LT among them
        ("change_of_call", "Onze tegenstander O veranderde zijn 1SA in 2SA; hij had zich gewoon bedacht. Wij hebben daarna nog niets geboden.",
         {"offender": "O", "change_cause": "change_of_mind", "lho_called_over_change": False}),
        # the declarer's RT named in the next sentence; a 25A question answered by the message
        ("lead_restriction", "De leider vraagt of hij de uitkomst mag beperken. Zijn RT had een bod voor de beurt gedaan dat was ingetrokken en niet vergelijkbaar vervangen.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        ("lead_restriction", "Was het ingetrokken bod van O een verspreking onder 25A? Nee, het was een bod voor de beurt. O is tegenspeler.",
         {"offender_is_defender": True, "withdrawn_under_25a": False}),
        ("lead_restriction", "Was het ingetrokken bod van O een verspreking onder 25A?", {}),
        # the subject after the verb of a main clause that follows a subordinate clause; an LT still thinking has not called
        ("change_of_call", "N zei '1SA'. Terwijl O nog nadacht, verbeterde N het in '1♠': hij had zich versproken.",
         {"offender": "N", "change_cause": "unintended", "lho_called_after_first_call": False}),
        # "de pas van west werd ... veranderd": the changed call, not a call before it
        ("change_of_call", "De pas van west werd na enkele seconden door hem in 1♥ veranderd, omdat hij toch liever wilde openen. Noord had al geboden.",
         {"offender": "W", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        # a change the WL refused is a withdrawn call; the pair in apposition before adverbs
        ("withdrawn_action_info", "De WL liet de wijziging van W niet toe. Mogen wij, NZ, nog rekening houden met het bod dat W eigenlijk wilde doen?",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "N's bod voor de beurt werd vervangen en bleef voor ons (OW) zonder gevolgen: Z bood daarna wat hij ook zonder die informatie zou bieden.",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("incorrect_number_of_cards", "Doordat Z 14 kaarten had, waaronder een kaart uit een ander spel, werd het bord na de tweede slag stilgelegd. Normaal doorspelen kon niet meer.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": True, "normal_play_possible": False}),
        ("awareness_of_damage", "Het is niet zo dat N kon weten dat zijn fout ons zou schaden.", {"offender_could_have_known": False}),
        ("lead_restriction", "Mag de leider een kleur verbieden als de overtreder zijn ingetrokken bod door een onvergelijkbaar bod verving en nu moet uitkomen?",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        # a negated lapse word is no lapse ("niet afgeleid"), but "niet geconcentreerd" is one
        ("change_of_call", "W zei 2♠ en verbeterde het direct in 2♥. Hij was niet afgeleid en had zich ook niet bedacht: het was gewoon een verspreking.",
         {"offender": "W", "change_cause": "unintended"}),
        # "terwijl zijn partner nog moest bieden": not yet called
        ("change_of_call", "Terwijl haar partner nog moest bieden, veranderde W haar 3♣ in 3SA; ze vond haar hand bij nader inzien te sterk.",
         {"offender": "W", "change_cause": "change_of_mind", "partner_called_since": False}),
        # "oost kwam later zelf uit": a defender; "Noord, de latere leider": the role in apposition
        ("lead_restriction", "Bij ons aan tafel werd een ingetrokken bod van oost door een vergelijkbaar bod vervangen. Oost kwam later zelf uit tegen 3SA.",
         {"offender_is_defender": True, "replacement_comparable": "yes"}),
        ("lead_restriction", "Noord, de latere leider, had een bod voor de beurt gedaan dat werd ingetrokken.", {"offender_is_defender": False}),
        # an indirect question about the comparability, told by its answer
        ("lead_restriction", "De WL vroeg of het vervangende bod van Z hetzelfde betekende als het ingetrokken bod. Dat was niet zo.",
         {"replacement_comparable": "no"}),
        ("lead_restriction", "De WL vroeg zich af of het vervangende bod van Z hetzelfde betekende als het ingetrokken bod.", {}),
        # the writer's side withdrew: its bad score is no damage to the non-offending side
        ("withdrawn_action_info", "Wij kregen een slechte score nadat de tegenpartij de info van onze ingetrokken 2♥ had gebruikt. Mag dat?",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "De tegenspelers zagen de kaart die de leider terug mocht nemen en speelden daarop in.", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Na de teruggenomen 1♥ van O kwam W met harten uit. Dat scheelde ons een top.", {"info_user_side": "offending", "nos_damaged": True}),
        # "bij O hoorde niet bij dit spel": where the card was, not whose it was
        ("incorrect_number_of_cards", "De extra kaart bij O hoorde niet bij dit spel; dat werd ontdekt toen hij 1♣ had geopend.",
         {"surplus_card": True, "discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "N had 14 kaarten en O 12; ontdekt toen de bieding nog niet begonnen was. Het bord kon gewoon gespeeld worden.",
         {"discovery_phase": "before_any_call", "normal_play_possible": True}),
        ("incorrect_number_of_cards", "In de vierde slag bleek de blinde een kaart te veel te hebben en de leider een te weinig. Volgens de WL kon het spel normaal worden afgemaakt.",
         {"discovery_phase": "during_auction_or_play", "normal_play_possible": True}),
        ("awareness_of_damage", "Hij besefte heel goed dat zijn partner door die pas voor de beurt uit de bieding moest blijven en dat dat ons kon schaden.",
         {"offender_could_have_known": True}),
        ("awareness_of_damage", "Zij was zich er niet van bewust, en kon dat ook niet zijn, dat haar fout ons zou schaden.", {"offender_could_have_known": False}),
        # "mijn maat (N)": the writer is the partner of the one who changed
        ("change_of_call", "Mijn maat (N) veranderde zijn 2♣ in 2♦ nadat ik al had gepast. Het was een verspreking.",
         {"offender": "N", "change_cause": "unintended", "partner_called_since": True}),
        ("lead_restriction", "W, wiens bod ingetrokken werd, speelde uiteindelijk zelf 4♠.", {"offender_is_defender": False}),
        # nobody noticed it before the auction: not found then
        ("incorrect_number_of_cards", "Doordat de kaarten niet geteld waren, merkte niemand voor het bieden dat O er 14 had en W 12. Pas in de derde slag kwam het uit.",
         {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Z had 14 kaarten; de extra kaart was een ♣3 die uit de hand van W kwam. Er was al geboden.",
         {"surplus_card": False, "discovery_phase": "during_auction_or_play"}),
        # the user and the owner named by pronouns: "zij ... hun ingetrokken" is one side
        ("withdrawn_action_info", "Krijgen wij een arbitrale score als zij de info uit hun ingetrokken bod gebruikten en wij daardoor een slag minder maakten?",
         {"info_user_side": "offending", "nos_damaged": True}),
        ("withdrawn_action_info", "Mogen wij de informatie uit hun ingetrokken bod gebruiken?", {"info_user_side": "non_offending"}),
        ("lead_restriction", "Mag de leider een kleur verbieden als het ingetrokken bod van zijn RT een verspreking was?",
         {"offender_is_defender": True, "withdrawn_under_25a": True}),
        ("incorrect_number_of_cards", "Als de extra kaart uit een ander spel komt en het bieden nog moet beginnen, wat dan?",
         {"surplus_card": True, "discovery_phase": "before_any_call"}),
        # the partner's call in a window that spells the call in two words
        ("change_of_call", "Daarna veranderde zuid zijn 1SA nog in 2♣; zijn partner had op dat moment al 2♦ gezegd. Zuid zegt dat hij zich had versproken.",
         {"offender": "Z", "change_cause": "unintended", "partner_called_since": True}),
        # the writer is the LT ("na mijn pas") or the partner ("ik antwoordde") of the one who changed
        ("change_of_call", "Ik zat west. Mijn RT (zuid) zei 3♣ en veranderde dat na mijn pas in 3♦; hij had zich versproken.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": True}),
        ("change_of_call", "Mijn partner opende 1♦ en ik antwoordde 1♠. Toen zei mijn partner dat hij 1♥ had willen openen; hij had het verkeerde kaartje gepakt.",
         {"change_cause": "unintended", "partner_called_since": True}),
        # the withdrawal's owner behind "van mijn/onze": the writer's opponents
        ("withdrawn_action_info", "Na het ingetrokken bod voor de beurt van mijn RT heb ik zelf niets met die informatie gedaan; mijn partner wel, hij speelde daar bewust op in.",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Is het toegestaan dat een speler na het ingetrokken doublet van zijn eigen partner de manche biedt?", {"info_user_side": "offending"}),
        ("lead_restriction", "Uiteindelijk kwam de partner van W uit; W had eerder zijn onvoldoende bod moeten vervangen door een niet-vergelijkbaar bod.",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        ("lead_restriction", "Het ingetrokken bod van zuid werd vervangen. Daarna werden noord en zuid de tegenspelers.", {"offender_is_defender": True}),
        ("incorrect_number_of_cards", "Daarna bleek de 14e kaart van Z de ♠9 van zijn partner te zijn.", {"surplus_card": False}),
        # the writer's LT changed: "mijn partner" is his LT, not his partner
        ("change_of_call", "Mijn LT zei 4♠ en toen 'nee, 4♥ bedoel ik'. Mijn partner had toen nog niets gezegd.",
         {"change_cause": "unintended", "lho_called_after_first_call": False}),
        ("withdrawn_action_info", "Tegenpartij gebruikt info van ons ingetrokken bod, mag dat?", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Mag ik als tegenstander de info uit het ingetrokken bod van mijn linkertegenstander gebruiken?", {"info_user_side": "non_offending"}),
        ("incorrect_number_of_cards", "Toen O zijn tweede bod deed, zag hij dat hij nog maar 12 kaarten had; N had er 14.", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Het bord is al uitgespeeld; nu blijkt dat Z 14 kaarten had, een daarvan uit bord 5.",
         {"discovery_phase": "after_play", "surplus_card": True}),
        ("awareness_of_damage", "W wist toen hij voor zijn beurt bood heus wel dat dat ons kon benadelen.", {"offender_could_have_known": True}),
        # "stel dat" supposes a fact; "niet de leider geworden maar tegenspeler"
        ("change_of_call", "Stel dat mijn partner al heeft gepast en ik zie dan pas dat ik 2♣ in plaats van 2♦ heb gelegd: mag ik het dan nog veranderen?",
         {"change_cause": "unintended", "partner_called_since": True}),
        ("change_of_call", "Na pas, pas, pas zei W dat die laatste pas van hem eigenlijk een doublet had moeten zijn; hij had het verkeerde kaartje gepakt.",
         {"offender": "W", "change_cause": "unintended", "auction_ended": True}),
        ("lead_restriction", "Z is niet de leider geworden maar tegenspeler, na zijn ingetrokken 1♦ (vervangen door een bod met een andere betekenis).",
         {"offender_is_defender": True, "replacement_comparable": "no"}),
        # a negated other deck, a negated sight
        ("incorrect_number_of_cards", "De 14e kaart van W hoorde niet bij een ander spel maar gewoon bij O, die er 12 had.", {"surplus_card": False}),
        ("incorrect_number_of_cards", "Niemand heeft bij het rechtzetten een kaart van een ander gezien; N had er 14 en Z 12, en Z had al 1♠ geopend.",
         {"discovery_phase": "during_auction_or_play", "card_seen_by_other": False}),
        ("withdrawn_action_info", "Stel dat de partner van de overtreder uitkomt in de kleur van het ingetrokken bod, maar dat dat voor de tegenpartij niets uitmaakt. Wat dan?",
         {"info_user_side": "offending", "nos_damaged": False}),
        ("lead_restriction", "Mag N als leider een uitkomst verbieden? O's ingetrokken bod werd vervangen door een bod met dezelfde betekenis.",
         {"offender_is_defender": True, "replacement_comparable": "same_meaning"}),
        ("incorrect_number_of_cards", "Terwijl er al werd gespeeld, ontdekte N dat hij een kaart te veel had; die kaart kwam van Z.",
         {"discovery_phase": "during_auction_or_play", "surplus_card": False}),
        ("change_of_call", "De bieding was al klaar toen Z zei dat zijn laatste bod van 4♠ een vergissing was; hij had 4♥ willen bieden.",
         {"offender": "Z", "change_cause": "unintended", "auction_ended": True}),
    ],
)
def test_round8_generalisation(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, name",
    [
        # a doubt about the cause itself states none
        ("change_of_call", "N veranderde 2♠ in 2SA; ik weet niet zeker of hij zich nou versproken had.", "change_cause"),
        # "ja, maar ..." answers nothing
        ("incorrect_number_of_cards", "N had 14 kaarten en Z 12, ontdekt na 1♥. Kan het bord gewoon gespeeld worden? Ja maar dat weet ik niet.",
         "normal_play_possible"),
        # "wij" of an unknown side: silent
        ("withdrawn_action_info", "De ingetrokken 2♣ van zuid vertelde ons dat hij klaveren had. Wij speelden daarna klaveren na.", "info_user_side"),
    ],
)
def test_round8_silent(kind, text, name):
    assert name not in facts(kind, text)


# Round 9: the LT's call named as a call over the new call ("paste op die 2♥") or over the first one;
# a knowing verb with a clause in between before the damage.
@pytest.mark.parametrize(
    "kind, text, expected",
    [
        ("change_of_call", "N veranderde zijn 1♠ in 2♠ omdat hij zich bedacht; O doubleerde die 2♠ meteen.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_over_change": True}),
        ("change_of_call", "W bood 1♦, N paste op die 1♦, en daarna wilde W er toch 1♥ van maken; hij had zich bedacht.",
         {"offender": "W", "change_cause": "change_of_mind", "lho_called_after_first_call": True}),
        ("awareness_of_damage", "N besefte, terwijl hij het onvoldoende bod deed, heel goed dat dit OW kon benadelen.",
         {"offender_could_have_known": True}),
        ("awareness_of_damage", "W wist toen hij zijn kaart liet vallen dat NZ daar schade van konden hebben.",
         {"offender_could_have_known": True}),
    ],
)
def test_round9_named_call_and_knowing(kind, text, expected):
    assert facts(kind, text) == expected


def test_round9_knowing_without_damage_is_silent():
    assert facts("awareness_of_damage", "W wist toen hij 1♥ opende niet dat zijn partner al gepast had.") == {}


def test_round9_known_only_afterwards_is_silent():
    assert facts("awareness_of_damage", "N besefte naderhand pas dat zijn aarzeling OW had benadeeld.") == {}


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 10: "werd <seat> zelf leider" (two adverbs), "<pair> verdedigen (tegen)", "verdedigde <seat>"
        ("lead_restriction", "Z's pas voor de beurt werd teruggenomen en vervangen door een bod dat er totaal niet op leek. "
         "Later werd zuid zelf de leider in 3SA.", {"offender_is_defender": False, "replacement_comparable": "no"}),
        ("lead_restriction", "Doublet van O voor zijn beurt ingetrokken; het vervangende bod had er niets mee te maken. "
         "N en Z verdedigen nu tegen 5♦.", {"offender_is_defender": False, "replacement_comparable": "no"}),
        ("lead_restriction", "bod van zuid vd beurt ingetrokken. daarna verdedigde zuid tegen 4♥",
         {"offender_is_defender": True}),
        # "nog niks geboden": before any call
        ("incorrect_number_of_cards", "Zuid telt 14 kaarten, noord heeft er maar 12. Nog niks geboden.",
         {"discovery_phase": "before_any_call"}),
        # the writer's partner changed his pass; "ik heb nog niet geboden": his partner has not called since
        ("change_of_call", "Mijn maat legde de pas op tafel terwijl hij 1♥ wilde pakken, dat merkte hij direct. Ik heb daarna nog niets gezegd.",
         {"change_cause": "unintended", "partner_called_since": False}),
        # the writer's side misexplained; the opponent withdrew (21B): the writer's side is the offending side
        ("withdrawn_action_info", "Wij hadden het bod van mijn partner verkeerd uitgelegd, waarop noord zijn pas terugnam en 2♥ bood. "
         "Mogen wij die pas van noord in ons tegenspel meenemen?", {"info_user_side": "offending"}),
    ],
)
def test_round10_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


def test_round10_withdrawal_without_misinformation_stays_as_before():
    assert facts("withdrawn_action_info", "Na hun verkeerde uitleg nam ik mijn pas terug. Mogen zij rekening houden met mijn pas?") == {}


@pytest.mark.parametrize(
    "text, expected",
    [
        # round 10: a withdrawal in consequence of the first one (47D): the first withdrawer's side is the offending side
        ("N trok zijn verkeerde kaart terug en daarna nam O zijn bijspeelkaart ook terug. N heeft de kaart van O later gebruikt bij het afspel.",
         {"info_user_side": "offending"}),
        ("Z nam een kaart terug waarna W de zijne ook terugnam; W heeft later gebruikt wat hij van Z had gezien.",
         {"info_user_side": "non_offending"}),
    ],
)
def test_round10_consequent_withdrawal(text, expected):
    assert facts("withdrawn_action_info", text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 11: the writer names his role ("ik ben leider", "als leider", "door mij (leider)")
        ("withdrawn_action_info", "Ik speel als leider 3SA en weet door de ingetrokken uitkomst van N dat hij de ♥H heeft. Mag ik dat gebruiken?",
         {"info_user_side": "non_offending"}),
        # a relative clause on the withdrawn card is not the subject of the use: the defenders used it
        ("withdrawn_action_info", "De tegenspelers hebben het kaartje dat ik als leider terug moest nemen meegenomen in hun verdediging.",
         {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "De verdedigers hebben de door mij (leider) teruggenomen ♦4 gebruikt.", {"info_user_side": "non_offending"}),
        # "de partner" acting after "een" withdrawn call: the offending side
        ("withdrawn_action_info", "Na een ingetrokken doublet bood de partner opeens geen manche meer.", {"info_user_side": "offending"}),
        # "na afloop van de bieding" is not after the play
        ("incorrect_number_of_cards", "Na afloop van de bieding telde W 14 kaarten, O had er 12.", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Toen het bieden voorbij was zag N dat hij 14 kaarten had en Z 12.", {"discovery_phase": "during_auction_or_play"}),
        ("incorrect_number_of_cards", "Na afloop van het spel: N 14 kaarten, Z 12.", {"discovery_phase": "after_play"}),
    ],
)
def test_round11_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 12: a fronted negated verdict and "geen idee/benul" of the offender (not of the writer)
        ("awareness_of_damage", "Uitgesloten dat hij dat kon voorzien, hij speelt pas een maand.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "W had totaal geen benul dat zijn doublet ons zou schaden.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Ik heb geen idee of W dat kon weten.", {}),
        # everyone saw the surplus card (active and passive), the "niemand" negation still wins
        ("incorrect_number_of_cards", "Een ♠2 uit een ander spel zat bij Z; alle vier hebben die kaart gezien.",
         {"surplus_card": True, "card_seen_by_other": True}),
        ("incorrect_number_of_cards", "O telde 14 kaarten, de ♦9 is door iedereen gezien.", {"card_seen_by_other": True}),
        ("incorrect_number_of_cards", "N had 14 kaarten. Iedereen heeft daarna zijn kaarten opnieuw geteld.", {}),
        # the offender's role by his relation to the opening leader or declarer
        ("lead_restriction", "De overtreder (Z) is de partner van de uitkomer.", {"offender_is_defender": True}),
        ("lead_restriction", "De overtreder is de rechtertegenstander van de leider.", {"offender_is_defender": True}),
        ("lead_restriction", "Wat als de overtreder de partner van de leider is?", {}),
        # a NOS that feels robbed is damaged; not when it says it does not
        ("withdrawn_action_info", "Het ingetrokken bod van N: Z bood daarna precies de slem. OW voelden zich bestolen.",
         {"info_user_side": "offending", "nos_damaged": True}),
        # change of call: the LHO called over the later of the offender's two calls
        ("change_of_call", "N zei eerst 1♦, bedacht zich en legde 1♥ neer. O doubleerde daarna die 1♥.",
         {"offender": "N", "change_cause": "change_of_mind", "lho_called_over_change": True}),
    ],
)
def test_round12_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 13: a slip corrected while the LHO has not called is read of the first call (25A), also "voordat N iets doet"
        ("change_of_call", "Z verbeterde meteen zijn verspreking (1♣, bedoeld 1♦). W heeft nog niet geboden, de WL is erbij geroepen.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": False}),
        ("change_of_call", "O zei per ongeluk 3♣ in plaats van 3♦ en herstelde het direct. Z heeft nog niks geboden.",
         {"offender": "O", "change_cause": "unintended", "lho_called_after_first_call": False}),
        ("change_of_call", "N pakt 2♥ uit de box terwijl hij 2♠ wilde en verbetert het voordat O iets zegt.",
         {"offender": "N", "change_cause": "unintended", "lho_called_after_first_call": False}),
        ("change_of_call", "Z legde per ongeluk 1SA en pakte meteen 1♠, voordat W iets deed.",
         {"offender": "Z", "change_cause": "unintended", "lho_called_after_first_call": False}),
        # "zich verpakken": the wrong card from the bidding box
        ("change_of_call", "Mag west zijn 2♣ nog door 2♦ vervangen? Hij zegt dat hij zich verpakt heeft.", {"offender": "W", "change_cause": "unintended"}),
        ("change_of_call", "O verpakte zich in de biedbox: 3♥ in plaats van 3♠.", {"offender": "O", "change_cause": "unintended"}),
        # the writer is the partner of "mijn partner ... hij wil het veranderen, mag dat? Ik heb nog niets geboden"
        ("change_of_call", "Mijn partner bood 2♠ maar had mijn 1SA gemist. Hij wil het veranderen, kan dat? Ik heb nog niets geboden.",
         {"change_cause": "lost_concentration", "partner_called_since": False}),
        # "had op dat moment geen idee dat": a few words between the verb and "geen idee"
        ("awareness_of_damage", "W had op dat moment echt geen idee dat dit ons punten kon kosten.", {"offender_could_have_known": False}),
        ("awareness_of_damage", "Hij had toen nog geen idee dat het NZ zou schaden.", {"offender_could_have_known": False}),
        # the non-offenders described: "de partij die niets fout deed", "de onschuldige partij"
        ("withdrawn_action_info", "Mag de partij die niets fout deed de informatie van het ingetrokken doublet gebruiken?", {"info_user_side": "non_offending"}),
        ("withdrawn_action_info", "Mag de onschuldige partij gebruikmaken van de ingetrokken pas?", {"info_user_side": "non_offending"}),
    ],
)
def test_round13_phrasings(kind, text, expected):
    assert facts(kind, text) == expected


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # round 14: "was het eindbod" ends the auction; a result down where it would have made is damage
        ("change_of_call", "3SA van N was het eindbod; meteen daarna zei N dat hij 3♠ had willen pakken.",
         {"offender": "N", "change_cause": "unintended", "auction_ended": True}),
        ("withdrawn_action_info", "O trok een bod in, W gebruikte dat bij de uitkomst: NZ gingen -2 ipv =. NZ willen een arbitrale score.",
         {"info_user_side": "offending", "nos_damaged": True}),
        # "wel wetende dat": he knew; not "niet wetende dat"
        ("awareness_of_damage", "N paste volgens ons expres voor zijn beurt, wel wetende dat het ons kon benadelen.", {"offender_could_have_known": True}),
        ("awareness_of_damage", "Z bood, niet wetende dat het ons kon schaden, voor zijn beurt.", {}),
        # the offender named by his withdrawn call, the verb last; the writer who offended says "wij verdedigen"
        ("lead_restriction", "Geldt de uitkomstbeperking als de speler met het ingetrokken bod zelf 4♠ speelt?", {"offender_is_defender": False}),
        ("lead_restriction", "Ik (N) moest mijn doublet intrekken en verving het door 2♠. Wij verdedigen nu tegen 3SA. Wat mag de leider verbieden?",
         {"offender_is_defender": True}),
        # "maakt het uit of ... of ...": both asked, neither told
        ("incorrect_number_of_cards", "Maakt het iets uit of de extra kaart van een ander spel is of gewoon van de partner?", {}),
    ],
)
def test_round14_phrasings(kind, text, expected):
    assert facts(kind, text) == expected
