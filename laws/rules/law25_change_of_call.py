"""Law 25: a change of call.

25A lets a player replace an unintended call (mechanical error, slip of the tongue)
until his partner calls (A1, A3), never after partner called (A4) or after the
auction ended (A5); when he may, his LHO may withdraw the call he made over the
first one (A6). A call the player meant, or made through loss of concentration,
stands (A2): such a change is governed by 25B — LHO accepts it by calling over it
(B1), otherwise it is cancelled (B2); 16C applies to every withdrawn or cancelled
call (B3).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_NOT_PERMITTED = ("25B1", "25B2", "25A2", "25A4")
_PERMITTED = ("25A6", "25A3", "25A1")
UI = "Informatie uit de ingetrokken of geannuleerde bieding is ongeoorloofd voor de partij van de overtreder en geoorloofd voor de tegenpartij (16C)."
LEAD = "Wordt de overtreder tegenspeler en was zijn ingetrokken bieding niet vergelijkbaar, dan kan de leider een voorspeelbeperking opleggen (26B)."


def _unintended(ctx: Context) -> bool:
    return ctx.fact("change_cause") == "unintended"


def _not_permitted(ctx: Context) -> bool:
    """25A does not allow the change: partner has called since, or the call was meant."""
    return bool(ctx.fact("partner_called_since")) or not _unintended(ctx)


@rule("25A5", irregularity="change_of_call", cites=("25A5", "17D"), reads=("auction_ended",), overrides=(*_NOT_PERMITTED, *_PERMITTED, "25B3"))
def auction_over(ctx: Context) -> Outcome | None:
    if not ctx.fact("auction_ended"):
        return None
    ctx.because("Het bieden was al afgelopen toen de speler zijn bieding wilde wijzigen.")
    return Outcome(
        "Na het einde van de biedperiode mag de bieding niet meer gewijzigd worden: de oorspronkelijke bieding blijft staan.",
        steps=("De oorspronkelijke bieding blijft staan; het contract verandert niet.", "Ga verder met de uitkomst of het spelen."),
        cites=("25A5",),
        related=("17D",),
    )


@rule("25B3", irregularity="change_of_call", cites=("25B3", "16C2", "16C3"), reads=("phase", "partner_called_since", "change_cause"), overrides=_NOT_PERMITTED)
def after_play(ctx: Context) -> Outcome | None:
    if ctx.known("phase") != "after_play" or not _not_permitted(ctx):
        return None
    ctx.because("Het spel is gespeeld na een wijziging van bieding die volgens 25A niet was toegestaan.")
    return Outcome(
        "Informatie uit de ingetrokken of geannuleerde bieding was ongeoorloofd voor de overtredende partij; de WL kent een arbitrale score toe als daar gebruik van gemaakt is en de tegenpartij benadeeld is.",
        steps=(
            "Stel vast welke bieding werd ingetrokken of geannuleerd en wat die suggereerde.",
            "Ga na of de partner een onloochenbaar gesuggereerde keuze maakte boven een logisch alternatief (16C2).",
            "Zo ja, en is de tegenpartij benadeeld: ken een arbitrale score toe (16C3).",
        ),
        cites=("25B3", "16C2", "16C3"),
        director_decides=True,
    )


@rule("25B1", irregularity="change_of_call", cites=("25B1", "25B3", "16C", "26B"), reads=("partner_called_since", "change_cause", "lho_called_over_change"), overrides=("25B2", "25A2", "25A4"))
def lho_accepts(ctx: Context) -> Outcome | None:
    if not _not_permitted(ctx) or not ctx.fact("lho_called_over_change"):
        return None
    ctx.because("De wijziging was volgens 25A niet toegestaan, maar de LT heeft er bewust overheen geboden.")
    return Outcome(
        "De LT heeft de wijziging geaccepteerd: de eerste bieding is ingetrokken, de tweede blijft staan en het bieden gaat verder.",
        steps=("De gewijzigde (tweede) bieding en de bieding van de LT blijven staan.", "Het bieden gaat verder met de volgende speler.", UI),
        afterwards=(LEAD,),
        cites=("25B1",),
        related=("25B3", "16C", "26B"),
    )


def _cancelled(ctx: Context, cites: tuple[str, ...], why: str) -> Outcome:
    ctx.because(why)
    offender = who(ctx.known("offender"), "de speler")
    return Outcome(
        f"De wijziging wordt geannuleerd: de oorspronkelijke bieding van {offender} blijft staan en het bieden gaat verder.",
        steps=(
            "Annuleer de gewijzigde bieding; de oorspronkelijke bieding blijft staan.",
            "De LT mag de wijziging ook accepteren door er bewust overheen te bieden (25B1).",
            UI,
        ),
        afterwards=(LEAD,),
        cites=cites,
        related=("25B3", "16C", "26B"),
    )


@rule("25A4", irregularity="change_of_call", cites=("25A4", "25B2", "25B3", "16C", "26B"), reads=("partner_called_since", "offender"), overrides=_PERMITTED)
def partner_called(ctx: Context) -> Outcome | None:
    if not ctx.fact("partner_called_since"):
        return None
    return _cancelled(ctx, ("25A4", "25B2"), "De partner had intussen al geboden; dan mag een bieding niet meer vervangen worden.")


@rule("25A2", irregularity="change_of_call", cites=("25A2", "25B2", "25B3", "16C", "26B"), reads=("change_cause", "offender"))
def lost_concentration(ctx: Context) -> Outcome | None:
    if ctx.fact("change_cause") != "lost_concentration":
        return None
    return _cancelled(ctx, ("25A2", "25B2"), "De bieding was het gevolg van concentratieverlies, niet van een mechanische fout of verspreking.")


@rule("25B2", irregularity="change_of_call", cites=("25B2", "25B3", "16C", "26B"), reads=("change_cause", "offender"))
def change_of_mind(ctx: Context) -> Outcome | None:
    if ctx.fact("change_cause") != "change_of_mind":
        return None
    return _cancelled(ctx, ("25B2",), "De speler deed de bieding die hij bedoelde en bedacht zich daarna.")


def _replace(ctx: Context, cites: tuple[str, ...], headline: str, extra: tuple[str, ...] = ()) -> Outcome:
    offender = who(ctx.known("offender"), "De speler")
    return Outcome(
        headline,
        steps=(
            f"{offender} vervangt de niet-bedoelde bieding door de bieding die hij wilde doen.",
            *extra,
            "Is de bedoelde bieding zelf onreglementair (bv. onvoldoende), dan geldt daarvoor het betreffende artikel.",
        ),
        afterwards=("De voorspeelbeperkingen van artikel 26 gelden niet voor de vervangen bieding.",),
        cites=cites,
    )


@rule("25A6", irregularity="change_of_call", cites=("25A6", "25A1"), reads=("change_cause", "lho_called_after_first_call", "offender"), overrides=("25A1",))
def lho_withdraws(ctx: Context) -> Outcome | None:
    if not _unintended(ctx) or not ctx.fact("lho_called_after_first_call"):
        return None
    ctx.because("De bieding was niet bedoeld en de partner heeft nog niet geboden, dus de wijziging is toegestaan.")
    ctx.because("De LT had al geboden over de eerste bieding.")
    return _replace(
        ctx,
        ("25A6", "25A1"),
        "De niet-bedoelde bieding mag vervangen worden; daarna mag de LT zijn bieding over de eerste bieding intrekken en opnieuw bieden.",
        extra=("De LT mag zijn bieding intrekken; informatie daaruit is geoorloofd voor zijn partij en ongeoorloofd voor de tegenstanders.",),
    )


@rule("25A3", irregularity="change_of_call", cites=("25A3", "25A1"), reads=("change_cause", "noticed_through_partner", "offender"), overrides=("25A1",))
def noticed_through_partner(ctx: Context) -> Outcome | None:
    if not _unintended(ctx) or not ctx.known("noticed_through_partner"):
        return None
    ctx.because("De bieding was niet bedoeld en de partner heeft nog niet geboden.")
    ctx.because("Hoe de speler zijn vergissing ontdekte (ook door een alert of uitleg van zijn partner) doet er niet toe.")
    return _replace(
        ctx,
        ("25A3", "25A1"),
        "De niet-bedoelde bieding mag vervangen worden, ook al werd de speler zich van zijn vergissing bewust door zijn partner.",
    )


@rule("25A1", irregularity="change_of_call", cites=("25A1",), reads=("change_cause", "offender"))
def unintended(ctx: Context) -> Outcome | None:
    if not _unintended(ctx):
        return None
    ctx.because("De bieding was niet bedoeld (mechanische fout of verspreking) en de partner heeft nog niet geboden.")
    return _replace(ctx, ("25A1",), "De niet-bedoelde bieding mag vervangen worden door de bedoelde bieding; die geldt, zonder voorspeelbeperkingen.")
