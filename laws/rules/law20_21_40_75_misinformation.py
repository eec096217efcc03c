"""Laws 20F, 21B, 40B4 and 75: misinformation, mistaken explanation or mistaken call.

First the director establishes whether the explanation matched the partnership
agreement: a mistaken call with a correct explanation is no infraction and the result
stands (75C); without evidence he presumes a mistaken explanation (21B1b). A mistaken
explanation discovered during the auction period lets the misinformed player change
his call while his partner has not called since (21B1a); too late for that, the
director adjusts after play if the offenders gained (21B3), and an explanation
discovered during or after play is an infraction that earns an adjusted score when it
damaged the opponents (75B1, 40B4). What the explainer (20F4, 75B2) and his partner
(20F5, 75B3) must do themselves are the exceptions tried first; a partner who corrected
the explanation during the auction broke 20F5a, and his correction is unauthorised
information for the explainer. A deliberate deviation from the agreement (a psychic
call) is no misinformation unless the partner had more reason than the opponents to
expect it: then it is an undisclosed agreement (40C1). A meaning that was not disclosed
at all (no alert, not on the card) and came to light during or after the play is the
failure to disclose of 40B4. ``offender_role`` is
the role of the player who gave the explanation; no seat is named, since messages are
not consistent about whom they call the offender.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "misinformation"
_BASE = ("75C", "21B1a", "21B3", "75B1")
RECORD = "Noteer nu: wat er werd uitgelegd (of niet gealerteerd), wat de afspraak is (systeemkaart) en wat de misleide speler anders zou hebben gedaan."
PRESUMED = "Zonder bewijs van het tegendeel gaat de WL uit van een verkeerde uitleg en niet van een verkeerde bieding (21B1b)."


def _explanation_wrong(ctx: Context) -> bool:
    """True for a mistaken explanation, also when presumed (21B1b)."""
    verdict = ctx.fact("mi_explanation_correct")
    if verdict == "no_evidence":
        ctx.because(PRESUMED)
    return verdict in ("explanation_wrong", "no_evidence")


def _presumed(ctx: Context) -> tuple[str, ...]:
    return ("21B1b",) if ctx.known("mi_explanation_correct") == "no_evidence" else ()


def _correction_moment(role: str | None) -> str:
    if role in ("declarer", "dummy"):
        return "Zijn partij speelt het contract: na de slotpas, vóór de uitkomst, roept hij de WL en verbetert hij de uitleg (20F5b)."
    if role == "defender":
        return "Zijn partij speelt tegen: pas na afloop van het spelen roept hij de WL en verbetert hij de uitleg (20F5b)."
    return ("Wordt hij leider of blinde, dan roept hij na de slotpas (vóór de uitkomst) de WL en verbetert hij de uitleg; "
            "wordt hij tegenspeler, dan pas na afloop van het spelen (20F5b).")


@rule("40C1", irregularity=_KIND, cites=("40C1", "40C2", "40B4", "12C1", "90"),
      reads=("mi_deviation", "mi_partner_could_know"), overrides=(*_BASE, "20F4", "20F5b", "20F5a"))
def deliberate_deviation(ctx: Context) -> Outcome | None:
    if ctx.known("mi_deviation") is not True:
        return None
    ctx.because("De bieder week bewust af van de afspraak van het paar; de uitleg gaf die afspraak weer.")
    if not ctx.fact("mi_partner_could_know"):
        ctx.because("Zijn partner had geen betere reden dan de tegenstanders om de afwijking te vermoeden.")
        return Outcome(
            "Geen overtreding: een speler mag van de afspraken van zijn paar afwijken zolang zijn partner dat niet "
            "beter kan weten dan de tegenstanders; het resultaat blijft staan.",
            steps=(
                "De uitleg hoeft niet te worden verbeterd: de tegenstanders hebben recht op de afspraak, niet op de hand (40C2).",
                "Noteer de afwijking: wordt ze herhaald, dan groeit ze uit tot een afspraak die bekend moet zijn (40C1).",
            ),
            cites=("40C1",),
            related=("40C2",),
        )
    ctx.because("Zijn partner had meer reden dan de tegenstanders om de afwijking te vermoeden.")
    return Outcome(
        "De afwijking berust op een niet bekendgemaakte partnerafspraak: is de tegenpartij daardoor benadeeld, "
        "dan kent de WL na afloop een arbitrale score toe.",
        steps=(
            "Laat het spel afmaken.",
            "Noteer nu: de afspraak op de systeemkaart, wat er werd geboden en waaruit de partner de afwijking kon vermoeden.",
            "Na afloop: had de tegenpartij met kennis van die afspraak beter gescoord, ken dan een arbitrale score toe (40B4, 12C1).",
        ),
        afterwards=("Een procedurele straf is mogelijk (40C1, 90).",),
        cites=("40C1",),
        related=("40B4", "12C1", "90"),
        director_decides=True,
    )


@rule("20F5a", irregularity=_KIND, cites=("20F5a", "16B1a", "21B1a", "16B3", "90"),
      reads=("mi_corrected_in_auction", "mi_explanation_correct"), overrides=(*_BASE, "20F5b"))
def partner_corrected_during_auction(ctx: Context) -> Outcome | None:
    if ctx.known("mi_corrected_in_auction") is not True or ctx.known("mi_explanation_correct") == "call_wrong":
        return None
    ctx.because("De partner van de uitlegger verbeterde de uitleg al tijdens het bieden.")
    return Outcome(
        "De partner van de uitlegger had de uitleg tijdens het bieden niet mogen verbeteren; de tegenpartij houdt de "
        "juiste uitleg, maar voor de uitlegger is de verbetering ongeoorloofde informatie.",
        steps=(
            "De uitlegger mag geen keuze maken die door de verbetering wordt gesuggereerd boven een logisch alternatief (16B1a).",
            "Bood de partner van de misleide speler sindsdien niet, dan mag die zijn bieding nog wijzigen (21B1a).",
            RECORD,
        ),
        afterwards=(
            "Gebruikte de uitlegger die informatie en is de tegenpartij benadeeld, dan arbitrale score (16B3); "
            "een procedurele straf is mogelijk (90).",
        ),
        cites=("20F5a",),
        related=("16B1a", "21B1a", "16B3", "90"),
        director_decides=True,
    )


@rule("20F4", irregularity=_KIND, cites=("20F4", "75B2", "21B1a", "21B2", "75B1"), reads=("mi_noticed_by",), overrides=_BASE)
def explainer_noticed(ctx: Context) -> Outcome | None:
    if ctx.known("mi_noticed_by") != "explainer":
        return None
    ctx.because("De uitlegger merkte zelf dat zijn uitleg fout of onvolledig was.")
    return Outcome(
        "De uitlegger roept de WL en verbetert zijn uitleg, uiterlijk voordat de uitkomst wordt opengelegd (merkt hij het pas tijdens het spelen: meteen).",
        steps=(
            "Tijdens het bieden mag dat al, maar het hoeft niet (75B2).",
            "Loopt de biedperiode nog en bood de partner van de misleide speler sindsdien niet, dan mag die zijn bieding wijzigen (21B1a, 21B2).",
            RECORD,
        ),
        afterwards=("Benadeling door de verkeerde uitleg: arbitrale score (75B1).",),
        cites=("20F4",),
        related=("75B2", "21B1a", "21B2", "75B1"),
        director_decides=True,
    )


@rule("20F5b", irregularity=_KIND, cites=("20F5b", "20F5a", "75B3", "75A", "21B1a"), reads=("mi_noticed_by", "mi_explanation_correct", "offender_role"), overrides=_BASE)
def explainer_partner_noticed(ctx: Context) -> Outcome | None:
    if ctx.known("mi_noticed_by") != "explainer_partner" or ctx.known("mi_explanation_correct") == "call_wrong":
        return None
    ctx.because("De partner van de uitlegger weet dat de uitleg naar zijn mening niet klopt met hun afspraak.")
    return Outcome(
        "De partner van de uitlegger verbetert de uitleg niet tijdens het bieden, maar op het eerste toegestane moment, na het roepen van de WL.",
        steps=(
            "Tijdens het bieden: niets verbeteren en niet laten merken dat er iets mis is (20F5a).",
            _correction_moment(ctx.known("offender_role")),
            "Dat zijn bieding anders is opgevat, is ongeoorloofde informatie voor hem (75A).",
        ),
        afterwards=("Benadeling door de verkeerde uitleg: arbitrale score (75B1).",),
        cites=("20F5b",),
        related=("20F5a", "75B3", "75A", "21B1a"),
    )


@rule("75C", irregularity=_KIND, cites=("75C", "75D", "21B1b", "75A"), reads=("mi_explanation_correct",))
def mistaken_call(ctx: Context) -> Outcome | None:
    if ctx.fact("mi_explanation_correct") != "call_wrong":
        return None
    ctx.because("Volgens de afspraak van het paar klopte de uitleg; de fout zat in de bieding zelf.")
    return Outcome(
        "Geen overtreding: de uitleg klopte en de fout zat in de bieding; het resultaat blijft staan, ook bij schade.",
        steps=(
            "Controleer het bewijs (systeemkaart, aantekeningen); zonder bewijs geldt een verkeerde uitleg (21B1b).",
            "De uitleg hoeft niet te worden verbeterd, ook later niet.",
            "Dat zijn bieding anders is opgevat, is ongeoorloofde informatie voor de bieder (75A).",
        ),
        afterwards=("Gebruikte de bieder die informatie toch: arbitrale score (75A).",),
        cites=("75C",),
        related=("75D", "21B1b", "75A"),
    )


@rule("21B1a", irregularity=_KIND, cites=("21B1a", "21B2", "16C", "21B3", "75B1", "21B1b"), reads=("mi_explanation_correct", "mi_discovered", "mi_partner_called_since"))
def change_of_call(ctx: Context) -> Outcome | None:
    if not _explanation_wrong(ctx) or ctx.fact("mi_discovered") != "auction_period" or ctx.fact("mi_partner_called_since"):
        return None
    ctx.because("De verkeerde uitleg kwam tijdens de biedperiode aan het licht en de partner van de misleide speler bood sindsdien niet.")
    return Outcome(
        "De misleide speler mag zijn bieding zonder verdere rechtzetting wijzigen als die heel goed door de verkeerde uitleg beïnvloed kan zijn.",
        steps=(
            "Laat de juiste uitleg geven.",
            "Wijzigt hij zijn bieding, dan mag zijn LT een eigen latere bieding ook wijzigen; voor ingetrokken biedingen geldt 16C (21B2).",
            RECORD,
        ),
        afterwards=("Had de overtredende partij toch voordeel: arbitrale score (21B3).",),
        cites=("21B1a",),
        related=("21B2", "16C", "21B3", "75B1", *_presumed(ctx)),
        director_decides=True,
    )


@rule("21B3", irregularity=_KIND, cites=("21B3", "75B1", "40B4", "12C1", "21B1b"), reads=("mi_explanation_correct", "mi_discovered", "mi_partner_called_since"))
def too_late_to_change(ctx: Context) -> Outcome | None:
    if not _explanation_wrong(ctx) or ctx.fact("mi_discovered") != "auction_period" or not ctx.fact("mi_partner_called_since"):
        return None
    ctx.because("De partner van de misleide speler heeft sindsdien al geboden: het is te laat om de bieding te wijzigen.")
    return Outcome(
        "Te laat om de bieding te wijzigen: laat het spel afmaken; na afloop kent de WL een arbitrale score toe als de overtredende partij voordeel had.",
        steps=(
            "Laat de juiste uitleg geven.",
            RECORD,
            "Na afloop: had de tegenpartij met de juiste uitleg beter gescoord, ken dan een toegewezen arbitrale score toe (12C1).",
        ),
        cites=("21B3",),
        related=("75B1", "40B4", "12C1", *_presumed(ctx)),
        director_decides=True,
    )


@rule("40B4", irregularity=_KIND, cites=("40B4", "40A1b", "12C1", "21B1b"),
      reads=("mi_not_disclosed", "mi_explanation_correct", "mi_discovered"), overrides=("75B1",))
def failure_to_disclose(ctx: Context) -> Outcome | None:
    if ctx.known("mi_not_disclosed") is not True:
        return None
    if not _explanation_wrong(ctx) or ctx.fact("mi_discovered") not in ("play", "after_play"):
        return None
    ctx.because("De betekenis van de bieding werd niet bekendgemaakt, en dat kwam pas tijdens of na het spelen aan het licht.")
    steps = [RECORD]
    if ctx.known("mi_discovered") == "play":
        steps.append("Laat de betekenis nu uitleggen en het spel afmaken.")
    steps.append("Na afloop: had de tegenpartij met de juiste informatie beter gescoord, ken dan een toegewezen arbitrale score toe (12C1).")
    return Outcome(
        "De tegenpartij had recht op bekendmaking van deze afspraak: is zij doordat die ontbrak benadeeld, dan kent de "
        "WL na afloop een arbitrale score toe.",
        steps=tuple(steps),
        cites=("40B4",),
        related=("40A1b", "12C1", *_presumed(ctx)),
        director_decides=True,
    )


@rule("75B1", irregularity=_KIND, cites=("75B1", "21B3", "40B4", "12C1", "21B1b"), reads=("mi_explanation_correct", "mi_discovered"))
def mistaken_explanation(ctx: Context) -> Outcome | None:
    if not _explanation_wrong(ctx) or ctx.fact("mi_discovered") not in ("play", "after_play"):
        return None
    ctx.because("De uitleg week af van de afspraak en dat kwam pas tijdens of na het spelen aan het licht.")
    steps = [RECORD]
    if ctx.known("mi_discovered") == "play":
        steps.append("Laat de juiste uitleg geven en het spel afmaken.")
    steps.append("Na afloop: had de tegenpartij met de juiste uitleg beter gescoord, ken dan een toegewezen arbitrale score toe (12C1).")
    return Outcome(
        "Een verkeerde uitleg is een overtreding: na afloop kent de WL een arbitrale score toe als de tegenpartij erdoor benadeeld is.",
        steps=tuple(steps),
        cites=("75B1",),
        related=("21B3", "40B4", "12C1", *_presumed(ctx)),
        director_decides=True,
    )
