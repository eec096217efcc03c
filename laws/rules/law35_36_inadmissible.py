"""Laws 35-38: inadmissible calls.

35 names the four kinds and the law that rectifies each: a double or redouble Law 19
does not permit (35A, Law 36), a call by a player obliged to pass (35B, Law 37), a
bid above seven (35C, Law 38), a call after the final pass (35D, Law 39, in
``law39_after_final_pass``).

36: discovered only after the opening lead is faced, the contract is scored without
it (36C); LHO called over it: it and every later call are cancelled and the auction
resumes as if nothing happened (36A); also out of rotation: 36B4; else 36B1-36B3.
37: LHO called over it: everything stands (37A); else cancelled, a pass instead, and
the offending side passes for the rest of the auction (37B). Found only after the
auction ended, the LHO has called by then (``_lho_called``).
38: a bid above seven and every later call are cancelled, a pass instead, the
offending side passes throughout (38B, 38C); 26B and 72C unless LHO called (38D).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "inadmissible_call"
LEAD = "Wordt de overtreder tegenspeler, dan kan de leider een voorspeelbeperking opleggen (26B)."
AWARE = "Had de overtreder kunnen weten dat dit de tegenpartij kon schaden, dan volgt na afloop eventueel een arbitrale score (72C)."


def _is(ctx: Context, kind: str) -> bool:
    return ctx.fact("inadmissible_kind") == kind


_LHO_READS = ("offender_lho_called", "phase", "discovered_after_opening_lead")


def _auction_over(ctx: Context) -> bool:
    return ctx.known("phase") in ("opening_lead", "play", "after_play") or bool(ctx.known("discovered_after_opening_lead"))


def _lho_called(ctx: Context) -> bool:
    """Once the auction is over the offender's LHO has called: a bid, double or redouble
    needs three passes to end it, his among them. Else assumed not, unless the message says."""
    if ctx.known("offender_lho_called") is None and _auction_over(ctx):
        ctx.because("Het bieden was al afgelopen, dus de LT van de overtreder heeft na de ontoelaatbare bieding geboden.")
        return True
    return bool(ctx.fact("offender_lho_called"))


# -- outcomes shared with Law 32 (an inadmissible double or redouble out of rotation) ----


def inadmissible_double_lho_called(ctx: Context, related: tuple[str, ...] = ("35A", "16C")) -> Outcome:
    """36A. The calling rule must declare 36A and ``related``."""
    ctx.because("De LT van de overtreder heeft geboden voordat het ontoelaatbare doublet of redoublet werd rechtgezet.")
    return Outcome(
        "Het ontoelaatbare doublet of redoublet en alle biedingen daarna vervallen; het bieden gaat verder alsof er "
        "niets gebeurd was.",
        steps=(
            "Annuleer het doublet of redoublet en alle biedingen die erop volgden.",
            "Het bieden gaat terug naar de speler die aan de beurt was en loopt gewoon verder, zonder verplichte passen.",
            "Er gelden geen voorspeelbeperkingen (26B).",
        ),
        cites=("36A",),
        related=related,
    )


def inadmissible_double_out_of_turn(ctx: Context, related: tuple[str, ...] = ("26B", "72C", "35A")) -> Outcome:
    """36B4. The calling rule must declare 36B4 and ``related``."""
    ctx.because("Het doublet of redoublet was ontoelaatbaar en werd bovendien voor de beurt gedaan.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        "Het doublet of redoublet wordt geannuleerd; het bieden gaat terug naar wie aan de beurt was en de partner "
        "van de overtreder moet de rest van het bieden passen.",
        steps=(
            "Annuleer het doublet of redoublet; de speler die aan de beurt was, biedt.",
            f"Op zijn eigen beurt mag {offender} elke reglementaire bieding doen.",
            "Zijn partner moet de rest van het bieden steeds passen.",
            LEAD,
        ),
        afterwards=(AWARE,),
        cites=("36B4",),
        related=related,
    )


# -- Law 36 ---------------------------------------------------------------------------


def _after_lead(ctx: Context) -> bool:
    if ctx.known("discovered_after_opening_lead") is None and ctx.known("phase") in ("play", "after_play"):
        return True
    return bool(ctx.fact("discovered_after_opening_lead"))


@rule("36C", irregularity=_KIND, cites=("36C", "35A"), reads=("inadmissible_kind", "discovered_after_opening_lead", "phase"), overrides=("36A", "36B", "36B4"))
def discovered_late(ctx: Context) -> Outcome | None:
    if not _is(ctx, "double") or not _after_lead(ctx):
        return None
    ctx.because("Het ontoelaatbare doublet of redoublet werd pas opgemerkt nadat de uitkomst was opengelegd.")
    return Outcome(
        "Het spel gaat gewoon verder; het contract wordt gescoord alsof het ontoelaatbare doublet of redoublet niet was gedaan.",
        steps=("Laat het spel uitspelen.", "Noteer de score zonder dat doublet of redoublet."),
        cites=("36C",),
        related=("35A",),
    )


@rule("36A", irregularity=_KIND, cites=("36A", "35A", "16C"), reads=("inadmissible_kind", *_LHO_READS), overrides=("36B", "36B4"))
def double_lho_called(ctx: Context) -> Outcome | None:
    if not _is(ctx, "double") or not _lho_called(ctx):
        return None
    return inadmissible_double_lho_called(ctx)


@rule("36B4", irregularity=_KIND, cites=("36B4", "26B", "72C", "35A"), reads=("inadmissible_kind", "made_out_of_turn", "offender"), overrides=("36B",))
def double_out_of_turn(ctx: Context) -> Outcome | None:
    if not _is(ctx, "double") or not ctx.fact("made_out_of_turn"):
        return None
    return inadmissible_double_out_of_turn(ctx)


@rule("36B", irregularity=_KIND, cites=("36B", "36B1", "36B2", "36B3", "26B", "72C", "35A"), reads=("inadmissible_kind", "offender"))
def double_in_turn(ctx: Context) -> Outcome | None:
    if not _is(ctx, "double"):
        return None
    ctx.because("Artikel 19 stond dit doublet of redoublet niet toe, en de LT heeft er nog niet overheen geboden.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        f"Het doublet of redoublet wordt geannuleerd; {offender} moet een reglementaire bieding in de plaats doen en "
        "zijn partner moet de rest van het bieden passen.",
        steps=(
            "Annuleer het doublet of redoublet.",
            f"{offender[0].upper()}{offender[1:]} doet een reglementaire bieding in de plaats; het bieden gaat verder.",
            "Zijn partner moet de rest van het bieden steeds passen.",
            LEAD,
        ),
        afterwards=(AWARE,),
        cites=("36B", "36B1", "36B2"),
        related=("36B3", "26B", "72C", "35A"),
    )


# -- Law 37 ---------------------------------------------------------------------------


@rule("37A", irregularity=_KIND, cites=("37A", "35B"), reads=("inadmissible_kind", *_LHO_READS), overrides=("37B",))
def obliged_pass_lho_called(ctx: Context) -> Outcome | None:
    if not _is(ctx, "obliged_to_pass") or not _lho_called(ctx):
        return None
    ctx.because("De LT van de overtreder heeft geboden voordat de WL de bieding van de speler die moest passen had rechtgezet.")
    if _auction_over(ctx):
        return Outcome(
            "Geen rechtzetting: alle biedingen blijven staan en het contract is zoals het bieden eindigde.",
            steps=("Laat alle biedingen staan; het spelen gaat (of ging) gewoon door.",),
            cites=("37A",),
            related=("35B",),
        )
    return Outcome(
        "Geen rechtzetting: de bieding van de LT en alle biedingen daarna blijven staan en het bieden gaat verder.",
        steps=(
            "Laat alle biedingen staan; het bieden gaat verder.",
            "Moest de overtreder de rest van het bieden passen, dan moet hij dat bij zijn volgende beurten nog steeds.",
        ),
        cites=("37A",),
        related=("35B",),
    )


@rule("37B", irregularity=_KIND, cites=("37B", "37B1", "37B2", "26B", "72C", "35B"), reads=("inadmissible_kind",))
def obliged_pass(ctx: Context) -> Outcome | None:
    if not _is(ctx, "obliged_to_pass"):
        return None
    ctx.because("Een speler die moest passen deed een bod, doublet of redoublet, en de LT heeft er nog niet overheen geboden.")
    return Outcome(
        "De bieding wordt geannuleerd en vervangen door een pas; beide spelers van de overtredende partij moeten de rest "
        "van het bieden passen.",
        steps=(
            "Annuleer de bieding; er komt een pas voor in de plaats.",
            "Het bieden gaat verder; de overtreder en zijn partner passen steeds.",
            LEAD,
        ),
        afterwards=(AWARE,),
        cites=("37B", "37B1", "37B2"),
        related=("26B", "72C", "35B"),
    )


# -- Law 38 ---------------------------------------------------------------------------

_ABOVE_SEVEN = (
    "Annuleer het bod boven zeven en alle biedingen daarna; er komt een pas voor in de plaats.",
    "Is het bieden nog niet afgelopen, dan gaat het verder; de overtreder en zijn partner passen steeds.",
)


@rule("38D", irregularity=_KIND, cites=("38D", "38B", "38C", "38A", "35C"), reads=("inadmissible_kind", *_LHO_READS), overrides=("38B",))
def above_seven_lho_called(ctx: Context) -> Outcome | None:
    if not _is(ctx, "above_seven") or not _lho_called(ctx):
        return None
    ctx.because("Er werd een bod boven zeven gedaan en de LT van de overtreder bood daarna nog voor de rechtzetting.")
    return Outcome(
        "Het bod boven zeven en alle biedingen daarna worden geannuleerd; de overtredende partij moet verder passen. "
        "Omdat de LT er al overheen bood, gelden 26B en 72C niet.",
        steps=_ABOVE_SEVEN,
        cites=("38D", "38B", "38C"),
        related=("38A", "35C"),
    )


@rule("38B", irregularity=_KIND, cites=("38B", "38C", "38A", "38D", "26B", "72C", "35C"), reads=("inadmissible_kind",))
def above_seven(ctx: Context) -> Outcome | None:
    if not _is(ctx, "above_seven"):
        return None
    ctx.because("Er werd een bod boven zeven gedaan; een contract boven zeven wordt nooit gespeeld.")
    return Outcome(
        "Het bod boven zeven en alle biedingen daarna worden geannuleerd en vervangen door een pas; de overtredende partij "
        "moet de rest van het bieden passen.",
        steps=(*_ABOVE_SEVEN, LEAD),
        afterwards=(AWARE,),
        cites=("38B", "38C"),
        related=("38A", "38D", "26B", "72C", "35C"),
    )
