"""Fact phrasings learnt from the misses of held-out sets s13 (session 21), s14 (session 22), s15 and s16 (session 25), each
written anew here: the
extractors are called directly (gold irregularity given), and every result is checked against the schema."""

import pytest

from test_extract_auction import facts  # the extractor of ``kind`` on the cleaned text, checked against the schema


@pytest.mark.parametrize(
    "kind, text, expected",
    [
        # "vdb" (voor de beurt) as the sign that an inadmissible call was also out of turn
        ("inadmissible_call", "W redoublet vdb, er was niet eens gedoubleerd", {"made_out_of_turn": True}),
        # a refusal with the verb first and "niet" after a long object
        ("opening_lead_out_of_turn", "leider Z accepteert de uitkomst voor de beurt van O niet",
         {"opening_lead_choice": "refuse"}),
        # when a mistaken explanation came to light, without a subject: "kwam pas … uit"
        ("misinformation", "Z legde 2♣ van N uit als natuurlijk, het was Stayman. Kwam pas na afloop uit.",
         {"mi_discovered": "after_play"}),
        # "gaat hier niet meer": normal play not possible
        ("incorrect_number_of_cards", "Z had 14 kaarten en N 12, gezien na de opening. Normaal spelen gaat daar niet meer.",
         {"normal_play_possible": False}),
        # the writer's side defends: "we zitten tegen"
        ("revoke_inquiry", "Ik (we zitten tegen) vroeg mijn partner: 'geen harten, partner?'", {"revoke_inquiry_kind": "defender_asks_partner"}),
        # told more than once and still not done; went on after the director's remark
        ("procedural", "N eet aan tafel, 3x gezegd dat het niet mag, gaat toch door", {"offence": "non_compliance"}),
        ("procedural", "Na mijn opmerking over het praten speelden ze gewoon verder alsof er niets was.", {"offence": "non_compliance"}),
        # the causes of a change of call
        ("change_of_call", "De vingers van W glipten over de biedbox en er kwam 5♦ uit.", {"change_cause": "unintended"}),
        ("change_of_call", "W opende 1♣, telde zijn punten nog eens en maakte er 1SA van.", {"change_cause": "change_of_mind"}),
        ("change_of_call", "O 2♥, meteen daarna 'nee, 3♥'. bewust.", {"change_cause": "change_of_mind"}),
        # s14: another player named the irregularity, "en daarop" dummy called the director
        ("dummy_conduct", "Oost zegt tegen de leider dat hij voor zijn beurt speelde, en daarop roept de blinde W de WL.",
         {"dummy_action": "calls_td", "attention_already_drawn": True}),
        # a slip of the hand in the bidding box is an unintended call (25A)
        ("lead_restriction", "Z trok zijn 2♣ in omdat hij zich in de biedbox vergreep. Z is nu tegenspeler, wat mag de leider?",
         {"withdrawn_under_25a": True}),
        # a double named by its kind
        ("insufficient_bid", "N wil zijn onvoldoende 1♠ vervangen door een informatiedoublet", {"ib_replacement": "double"}),
        # a lead ban told as a noun ("uitkomstverbod") and the partner with only that suit left: Law 59
        ("inability_to_play", "Uitkomstverbod in ruiten na een ingetrokken bod, maar O heeft alleen nog ruiten.",
         {"inability_reason": "only_forbidden_suit"}),
        # "én" joining the two revokers
        ("revoke", "Spel 4: N én W hebben allebei verzaakt, beide voldongen", {"both_sides_revoked": True}),
        # s15: the revoking act as a participle, the suit still held after it
        ("revoke", "Noord heeft in slag 5 een harten weggegooid op klaveren terwijl hij de ♣4 nog had. Zuid nam de slag.",
         {"offender": "N", "revoke_trick_winner": "offender_partner"}),
        # the revoking act with the verb first, the suit "nog in de hand"
        ("revoke", "Op de schoppenstart van O troeft Z af, met de ♠8 nog in de hand. West neemt de slag.",
         {"offender": "Z", "revoke_trick_winner": "non_offending_side"}),
        # the writer's seat in brackets with his role; "de slag is van mij"; not yet led to the next trick
        ("revoke", "ik (west, verdediger) gooide in slag 9 een ruiten bij op harten, heb nog een harten. de slag is van mij, "
         "nog niets voorgespeeld.", {"offender": "W", "offender_role": "defender", "revoke_trick_winner": "offender",
                                     "established": False}),
        # on the next board only the offender's own side had called: not yet the non-offending side (64B5)
        ("revoke", "Nieuw bord op tafel, alleen Z (gever) heeft gepast. Nu meldt O dat Z op het vorige bord in slag 8 verzaakte.",
         {"offender": "Z", "attention_after_nos_called_next_board": False}),
        ("revoke", "Nieuw bord op tafel, O (gever) heeft al gepast. Nu meldt W dat Z op het vorige bord in slag 8 verzaakte.",
         {"offender": "Z", "attention_after_nos_called_next_board": True}),
        # the penalty card "niet gelegd door" its holder
        ("revoke", "strafkaart ♠B niet gelegd door W in slag 6, schoppen gevraagd, voldongen", {"offender": "W"}),
        # s16: "kon … volgen maar troefde" names the offender; the next board's auction not begun ("nog geen biedkaartje");
        # "de enige op dit spel": no second revoke
        ("revoke", "West kon in slag 4 gewoon ruiten volgen maar gooide een schoppen; oost nam de slag.",
         {"offender": "W", "revoke_trick_winner": "offender_partner"}),
        ("revoke", "Volgend bord uit de hoes, nog geen biedkaartje gelegd, toen zei N dat O vorig bord in slag 3 had verzaakt.",
         {"attention_after_nos_called_next_board": False}),
        ("revoke", "De verzaking van N in slag 2 is de enige op dit bord, voldongen.", {"both_sides_revoked": False}),
        ("procedural", "Tafel 5 blijft luid praten ondanks mijn opmerking erover.", {"offence": "non_compliance"}),
        # twice, one suit named
        ("revoke", "tgsp O heeft 2x niet bekend in ruiten", {"repeat_revoke_same_suit": True}),
        # the gain or the loss told without the word "benadeeld"
        ("call_out_of_rotation", "Na het spel: Z opende voor zijn beurt 1♥. OW vinden dat NZ daar voordeel van hebben gehad.",
         {"nos_damaged": True}),
        ("withdrawn_action_info", "ingetrokken 2♠ van W. O kwam later uit met schoppen. NZ kwijt 2 slagen", {"nos_damaged": True}),
        ("withdrawn_action_info", "N trok zijn 3♣ in, Z kwam daarna met klaveren uit. Zonder klaverenstart had de leider 3SA "
         "gemaakt.", {"nos_damaged": True}),
    ],
)
def test_phrasing(kind, text, expected):
    got = facts(kind, text)
    assert {k: got.get(k) for k in expected} == expected, got


@pytest.mark.parametrize(
    "kind, text, name, value",
    [
        # "wij zitten tegen de leider" is no statement of the writer's role
        ("revoke_inquiry", "wij zitten tegen de beste leider van de club en ik vroeg hem of hij geen ruiten had",
         "revoke_inquiry_kind", "defender_asks_partner"),
        # warned twice for slow play: not the non-compliance of 90B8 on these words alone
        ("procedural", "W speelt erg traag, twee keer gewaarschuwd", "offence", "non_compliance"),
        # the verb "kwam uit" of a lead is no discovery
        ("misinformation", "Na de uitleg van 2♦ kwam W pas later uit met ♠A.", "mi_discovered", "after_play"),
        # a slip denied
        ("lead_restriction", "Het ingetrokken bod van O was geen misgreep; O is tegenspeler.", "withdrawn_under_25a", True),
    ],
)
def test_not_read_from(kind, text, name, value):
    assert facts(kind, text).get(name) != value
