"""Laws 14, 15 (with 16D) and 87: the deck and the board.

Law 14, a hand short of cards with no hand having too many (else Law 13): before the
opening lead is faced the card is restored or the deal reconstructed and the auction
stands (14A); afterwards the card found among the played cards brings in Law 67
(14B1), found elsewhere or not found it is restored or the deal reconstructed, and
the restored card counts as always held (14B2-14B4).

Law 15: a call made with cards from a wrong board is cancelled with every later
call (15A): an adjusted score if the offender's partner has called since (15A1a),
otherwise the offender calls again (15A1b); when the other board is played the
repeated call decides (15A2). A wrong board played at a pairs table is cancelled if
a player had played it before (15B1), else completed and scored (15B2); teams: 86B.
Looking at a wrong hand before calling is extraneous information (16D). Law 17D is the
end of the auction period in the 2017 laws, not the wrong board (that was 2007's 17D).

Law 17D3 (with 34): three passes after a call, one of them out of rotation so that a
player missed his turn, do not end the auction: it reverts to that player, the later
passes are cancelled and the auction proceeds normally, 16C applying to the cancelled
passes with the player who passed out of rotation the offender. This is an exception
to the call-out-of-rotation rules, 29A included: calling over the pass does not accept
it here. It applies until the auction period ends with the faced opening lead (17D1).

Law 87: a fouled board is scored in groups by the form in which it was played (87B),
in teams under 86B2 (87C); it is not fouled if every compared contestant played the
same form (87A).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

RESTORED_UI = "Dat de kaart is teruggelegd, is ongeoorloofde informatie voor de partner van die speler (14C)."

# -- Law 14: incomplete deck ----------------------------------------------------------

_MISSING = "missing_card"
_ALL_14 = ("14A1", "14A2", "14B1", "14B2", "14B3")


@rule("14", irregularity=_MISSING, cites=("14", "13"), reads=("other_hand_surplus",), overrides=_ALL_14)
def surplus_elsewhere(ctx: Context) -> Outcome | None:
    if not ctx.fact("other_hand_surplus"):
        return None
    ctx.because("Een andere hand heeft meer dan dertien kaarten.")
    return Outcome(
        "Artikel 14 geldt niet: een hand heeft te veel kaarten, dus dit valt onder artikel 13 (onjuist aantal kaarten).",
        steps=("Beschrijf het als een onjuist aantal kaarten: wanneer het ontdekt werd en of er al geboden was.",),
        cites=("14",),
        related=("13",),
    )


def _before_lead(ctx: Context) -> bool:
    return ctx.fact("missing_card_when") == "before_opening_lead"


@rule("14A1", irregularity=_MISSING, cites=("14A1", "14A3", "14C"), reads=("missing_card_when", "missing_card_found", "offender"))
def before_lead_found(ctx: Context) -> Outcome | None:
    if not _before_lead(ctx) or ctx.fact("missing_card_found") == "not_found":
        return None
    ctx.because("De ontbrekende kaart werd ontdekt voordat de uitkomst open lag, en teruggevonden.")
    return Outcome(
        "Leg de kaart terug in de hand waar ze ontbrak; het bieden en spelen gaan gewoon door.",
        steps=(
            "Leg de teruggevonden kaart in de hand met te weinig kaarten.",
            "Gedane biedingen blijven staan; de hand geldt als steeds compleet te zijn geweest (14A3).",
            RESTORED_UI,
        ),
        cites=("14A1",),
        related=("14A3", "14C"),
    )


@rule("14A2", irregularity=_MISSING, cites=("14A2", "14A3", "14C"), reads=("missing_card_when", "missing_card_found"))
def before_lead_not_found(ctx: Context) -> Outcome | None:
    if not _before_lead(ctx) or ctx.fact("missing_card_found") != "not_found":
        return None
    ctx.because("De ontbrekende kaart werd ontdekt voordat de uitkomst open lag, en niet teruggevonden.")
    return Outcome(
        "De WL reconstrueert het spel met een ander pak kaarten; het bieden en spelen gaan daarna gewoon door.",
        steps=(
            "Stel het spel zo goed mogelijk samen uit een ander pak kaarten.",
            "Gedane biedingen blijven staan; de hand geldt als steeds compleet te zijn geweest (14A3).",
            RESTORED_UI,
        ),
        cites=("14A2",),
        related=("14A3", "14C"),
    )


@rule("14B1", irregularity=_MISSING, cites=("14B1", "67", "14C"), reads=("missing_card_when", "missing_card_found"))
def after_lead_among_played(ctx: Context) -> Outcome | None:
    if _before_lead(ctx) or ctx.fact("missing_card_found") != "among_played":
        return None
    ctx.because("De ontbrekende kaart werd na het openleggen van de uitkomst tussen de gespeelde kaarten gevonden.")
    return Outcome(
        "De kaart ligt tussen de gespeelde kaarten: pas artikel 67 (onregelmatige slag) toe.",
        steps=("Ga na in welke slag de kaart terechtkwam en in welke slag een kaart ontbreekt of te veel is.", "Regel dat volgens artikel 67."),
        cites=("14B1",),
        related=("67", "14C"),
        director_decides=True,
    )


_B4 = "Ze kan een strafkaart worden (artikel 50), en had de speler haar eerder moeten bijspelen, dan is dat een verzaking (artikel 64) (14B4)."


@rule("14B2", irregularity=_MISSING, cites=("14B2", "14B4", "14C", "50", "64"), reads=("missing_card_when", "missing_card_found"))
def after_lead_found_elsewhere(ctx: Context) -> Outcome | None:
    if _before_lead(ctx) or ctx.fact("missing_card_found") != "elsewhere":
        return None
    ctx.because("De ontbrekende kaart werd na het openleggen van de uitkomst elders teruggevonden.")
    return Outcome(
        "Leg de kaart terug in de hand waar ze ontbrak; ze geldt als steeds in die hand te hebben gezeten.",
        steps=("Leg de kaart in de hand met te weinig kaarten.", _B4, RESTORED_UI),
        cites=("14B2",),
        related=("14B4", "14C", "50", "64"),
        director_decides=True,
    )


@rule("14B3", irregularity=_MISSING, cites=("14B3", "14B4", "14C", "50", "64"), reads=("missing_card_when", "missing_card_found"))
def after_lead_not_found(ctx: Context) -> Outcome | None:
    if _before_lead(ctx) or ctx.fact("missing_card_found") != "not_found":
        return None
    ctx.because("De ontbrekende kaart werd na het openleggen van de uitkomst niet teruggevonden.")
    return Outcome(
        "De WL reconstrueert het spel met een ander pak kaarten; de vervangende kaart geldt als steeds in die hand te hebben gezeten.",
        steps=("Stel het spel zo goed mogelijk samen uit een ander pak kaarten.", _B4, RESTORED_UI),
        cites=("14B3",),
        related=("14B4", "14C", "50", "64"),
        director_decides=True,
    )


# -- Law 15 (and 16D): wrong board or hand ----------------------------------------------

_WRONG = "wrong_board"
LATER_BOARD = ("Later, bij het andere bord: herhaalt hij zijn geannuleerde bieding, dan normaal spelen; wijkt ze wezenlijk af "
               "(heel andere betekenis of psychisch), dan arbitrale score (15A2).")
PENALTY_15 = "Een procedurele straf is mogelijk (15A3)."


def _kind(ctx: Context) -> str:
    return ctx.fact("wrong_board_kind")


@rule("15A2", irregularity=_WRONG, cites=("15A2", "15A3"), reads=("wrong_board_kind", "wrong_board_repeat_call"), overrides=("15A1a", "15A1b"))
def other_board_later(ctx: Context) -> Outcome | None:
    repeat = ctx.known("wrong_board_repeat_call")
    if repeat not in ("same", "differs") or _kind(ctx) != "cards_from_wrong_board":
        return None
    if repeat == "same":
        ctx.because("Bij het bord waaruit hij per vergissing de kaarten nam, herhaalde de overtreder zijn geannuleerde bieding.")
        return Outcome(
            "De WL mag dat bord normaal laten spelen en scoren.",
            steps=("Laat het bord normaal uitspelen.",),
            afterwards=(PENALTY_15,),
            cites=("15A2",),
            related=("15A3",),
        )
    ctx.because("Bij het bord waaruit hij per vergissing de kaarten nam, week de bieding van de overtreder wezenlijk af van de geannuleerde.")
    return Outcome(
        "De WL kent voor dat bord een arbitrale score toe.",
        steps=("Laat het bord niet normaal scoren; ken een arbitrale score toe.",),
        afterwards=(PENALTY_15,),
        cites=("15A2",),
        related=("15A3",),
        director_decides=True,
    )


@rule("15-16D", irregularity=_WRONG, cites=("16D", "15A"), reads=("wrong_board_kind", "wrong_cards_called"))
def looked_before_calling(ctx: Context) -> Outcome | None:
    if _kind(ctx) not in ("cards_from_wrong_board", "wrong_hand") or ctx.fact("wrong_cards_called"):
        return None
    ctx.because("De speler heeft met de verkeerde kaarten nog niet geboden.")
    return Outcome(
        "Nog geen bieding: de speler legt de kaarten terug en neemt zijn eigen hand; wat hij zag, is ongeoorloofde informatie (16D).",
        steps=(
            "Leg de verkeerde kaarten terug in het juiste vak en laat de speler zijn eigen kaarten nemen.",
            "Stel vast welke kaarten hij gezien heeft.",
            "Kan die kennis het normale spel verstoren, dan beslist de WL volgens 16D: bijvoorbeeld spelers van plaats laten wisselen, "
            "laten uitspelen en achteraf zo nodig de score aanpassen, of een kunstmatige arbitrale score geven.",
        ),
        cites=("16D",),
        related=("15A",),
        director_decides=True,
    )


@rule("15A1a", irregularity=_WRONG, cites=("15A1a", "15A", "15A2", "15A3"), reads=("wrong_board_kind", "wrong_cards_called", "wrong_cards_partner_called"))
def partner_called_since(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "cards_from_wrong_board" or not ctx.fact("wrong_cards_called") or not ctx.fact("wrong_cards_partner_called"):
        return None
    ctx.because("De speler bood met kaarten uit een verkeerd bord en zijn partner heeft daarna al geboden.")
    return Outcome(
        "De bieding met de verkeerde kaarten en alle biedingen daarna vervallen; omdat de partner al bood, kent de WL voor dit bord een arbitrale score toe.",
        steps=(
            "Annuleer de bieding van de overtreder en alle biedingen daarna (15A).",
            "Leg de kaarten terug in het bord waar ze vandaan kwamen.",
        ),
        afterwards=(LATER_BOARD, PENALTY_15),
        cites=("15A1a", "15A"),
        related=("15A2", "15A3"),
        director_decides=True,
    )


@rule("15A1b", irregularity=_WRONG, cites=("15A1b", "15A", "15A1c", "16C", "15A2", "15A3"), reads=("wrong_board_kind", "wrong_cards_called", "wrong_cards_partner_called"))
def call_again(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "cards_from_wrong_board" or not ctx.fact("wrong_cards_called") or ctx.fact("wrong_cards_partner_called"):
        return None
    ctx.because("De speler bood met kaarten uit een verkeerd bord; zijn partner heeft sindsdien nog niet geboden.")
    return Outcome(
        "De bieding met de verkeerde kaarten en alle biedingen daarna vervallen; de overtreder neemt zijn juiste hand en biedt opnieuw.",
        steps=(
            "Annuleer de bieding van de overtreder en alle biedingen daarna (15A).",
            "De overtreder bekijkt zijn juiste hand en biedt opnieuw; het bieden gaat normaal verder.",
            "Voor de geannuleerde biedingen geldt 16C (15A1c).",
        ),
        afterwards=(LATER_BOARD, PENALTY_15),
        cites=("15A1b", "15A"),
        related=("15A1c", "16C", "15A2", "15A3"),
    )


def _pairs(ctx: Context) -> bool:
    return not ctx.fact("team_event")


@rule("15B", irregularity=_WRONG, cites=("15B", "86B"), reads=("wrong_board_kind", "team_event"), overrides=("15B1", "15B2"))
def wrong_board_teams(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "board_not_for_round" or _pairs(ctx):
        return None
    ctx.because("Het is een viertallenwedstrijd: artikel 15B geldt alleen voor paren- en individuele wedstrijden.")
    return Outcome(
        "Bij viertallen geldt 15B niet: de WL beslist met de regels voor arbitrale scores bij viertallen (artikel 86B).",
        steps=("Stel vast welk bord aan welke tafel tussen welke teams gespeeld werd.", "Beslis over de score volgens artikel 86B."),
        cites=("15B",),
        related=("86B",),
        director_decides=True,
    )


@rule("15B1", irregularity=_WRONG, cites=("15B1", "15B3", "12C2"), reads=("wrong_board_kind", "team_event", "board_previously_played"))
def previously_played(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "board_not_for_round" or not _pairs(ctx) or not ctx.fact("board_previously_played"):
        return None
    ctx.because("Er wordt een bord gespeeld dat niet voor deze ronde bestemd is, en een van de spelers aan tafel speelde het al eerder.")
    return Outcome(
        "Het bord wordt voor beide partijen geschrapt; wie zo geen geldige score kan behalen, krijgt een kunstmatige arbitrale score.",
        steps=(
            "Schrap dit bord voor beide partijen aan deze tafel.",
            "Ken elke deelnemer die daardoor geen geldige score kan behalen een kunstmatige arbitrale score toe (15B3, 12C2).",
        ),
        cites=("15B1",),
        related=("15B3", "12C2"),
    )


@rule("15B2", irregularity=_WRONG, cites=("15B2", "15B3", "12C2"), reads=("wrong_board_kind", "team_event", "board_previously_played"))
def not_previously_played(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "board_not_for_round" or not _pairs(ctx) or ctx.fact("board_previously_played"):
        return None
    ctx.because("Er wordt een bord gespeeld dat niet voor deze ronde bestemd is, maar geen van de vier spelers speelde het eerder.")
    return Outcome(
        "Laat het bieden en spelen afmaken; de score blijft staan.",
        steps=(
            "Laat het bord uitspelen en noteer de score.",
            "De WL kan beide paren later alsnog het juiste bord tegen elkaar laten spelen.",
        ),
        afterwards=("Wie daardoor de kans mist op een geldige score op een bord, krijgt een kunstmatige arbitrale score (15B3, 12C2).",),
        cites=("15B2",),
        related=("15B3", "12C2"),
    )


# -- Law 17D3: a pass out of rotation among the final passes -----------------------------

_ROTATION_RULES = ("29A", "32+36", "23C", "23C/30-32", "30C", "30A", "30B1", "30B2")


@rule("17D3", irregularity="call_out_of_rotation", cites=("17D3", "16C", "17D1", "34"),
      reads=("final_passes_skipped_turn", "call_kind", "phase", "offender"), overrides=_ROTATION_RULES)
def final_passes_skipped_turn(ctx: Context) -> Outcome | None:
    if ctx.known("final_passes_skipped_turn") is not True or ctx.known("call_kind") not in (None, "pass"):
        return None
    if ctx.known("phase") in ("play", "after_play"):
        return None
    ctx.because("Na een bieding volgden drie passen, maar één daarvan was voor de beurt en een speler miste zo zijn beurt.")
    offender = who(ctx.known("offender"), "de speler die voor de beurt paste")
    return Outcome(
        "Het bieden is niet afgelopen: het gaat terug naar de speler die zijn beurt miste; de passen daarna vervallen "
        "en het bieden loopt normaal verder.",
        steps=(
            "Laat de speler die zijn beurt miste nu bieden; de passen vanaf zijn gemiste beurt vervallen.",
            "Het bieden gaat daarna gewoon verder, zonder verplichte passen; ook het overheen bieden van de pas "
            "voor de beurt geldt hier niet als accepteren.",
            f"Voor de vervallen passen geldt 16C, met {offender} als overtreder: voor zijn partij is de informatie "
            "eruit ongeoorloofd, voor de tegenpartij geoorloofd.",
        ),
        afterwards=("Het bieden kan zo terugkeren zolang de biedperiode loopt, tot de uitkomst open ligt (17D1).",),
        cites=("17D3",),
        related=("16C", "17D1", "34"),
    )


# -- Law 87: fouled board ----------------------------------------------------------------

_FOULED = "fouled_board"


@rule("87A", irregularity=_FOULED, cites=("87A",), reads=("fouled_same_form_compared",), overrides=("87B", "87C"))
def not_fouled(ctx: Context) -> Outcome | None:
    if ctx.known("fouled_same_form_compared") is not True:
        return None
    ctx.because("Alle deelnemers wier scores vergeleken worden, speelden het bord in dezelfde vorm.")
    return Outcome(
        "Het bord is niet onklaar: de scores worden gewoon vergeleken, ook al wijkt de verdeling bijvoorbeeld af van de handrecord.",
        steps=("Scoor het bord normaal.",),
        cites=("87A",),
    )


@rule("87C", irregularity=_FOULED, cites=("87C", "86B2", "87A"), reads=("team_event",))
def fouled_teams(ctx: Context) -> Outcome | None:
    if not ctx.fact("team_event"):
        return None
    ctx.because("Het is een viertallenwedstrijd.")
    return Outcome(
        "Onklaar bord bij viertallen: de WL scoort het volgens artikel 86B2 (onvergelijkbare resultaten tussen dezelfde teams).",
        steps=(
            "Stel vast aan welke tafels het bord in de juiste en in de gewijzigde vorm is gespeeld.",
            "Beslis volgens 86B2: naar gelang wie er schuld heeft, annuleren met kunstmatige scores of een arbitrale score per spel.",
        ),
        cites=("87C", "86B2"),
        related=("87A",),
        director_decides=True,
    )


@rule("87B", irregularity=_FOULED, cites=("87B", "87A", "90B6"), reads=("team_event",))
def fouled_pairs(ctx: Context) -> Outcome | None:
    if ctx.fact("team_event"):
        return None
    ctx.because("Niet alle te vergelijken deelnemers speelden het spel in dezelfde vorm.")
    return Outcome(
        "Onklaar bord: de WL deelt de scores in groepen naar de vorm waarin het spel gespeeld werd en waardeert elke groep apart.",
        steps=(
            "Stel zo goed mogelijk vast welke scores in de juiste en welke in een gewijzigde vorm zijn behaald.",
            "Waardeer elke groep apart volgens het wedstrijdreglement; regelt dat niets, kies en meld zelf een methode.",
        ),
        afterwards=("Wie kaarten in een verkeerd vak van het bord stak, kan een procedurele straf krijgen (90B6).",),
        cites=("87B", "87A"),
        related=("90B6",),
        director_decides=True,
    )
