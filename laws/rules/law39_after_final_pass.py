"""Law 39 (with 35D): a call after the final pass of the auction.

Every such call is cancelled (39A). There is no further rectification when the
offender's LHO called over it before rectification, when it was a pass by a
defender, or when declarer or dummy made it (39B); a bid, double or redouble by a
defender may bring lead restrictions (39C, 26B), and its information is
unauthorised for his side (16C). The rules also serve an ``inadmissible_call``
whose kind is a call after the final pass (35D).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KINDS = ("call_after_final_pass", "inadmissible_call")
CANCELLED = "Annuleer de bieding na de slotpas; het contract blijft zoals het bieden eindigde."


def _applies(ctx: Context) -> bool:
    if ctx.event.irregularity == "inadmissible_call":
        return ctx.fact("inadmissible_kind") == "after_final_pass"
    return True


def _defender(ctx: Context) -> bool:
    role = ctx.known("offender_role")
    if role is not None and ctx.known("offender_is_defender") is None:
        return role == "defender"
    return bool(ctx.fact("offender_is_defender"))


def _related(ctx: Context, *units: str) -> tuple[str, ...]:
    return (*units, "35D") if ctx.event.irregularity == "inadmissible_call" else units


def _no_rectification(ctx: Context) -> Outcome:
    return Outcome(
        "De bieding na de slotpas wordt geannuleerd; er volgt geen verdere rechtzetting.",
        steps=(CANCELLED, "Ga verder met de uitkomst of het spelen."),
        cites=("39B", "39A"),
        related=_related(ctx),
    )


@rule("39B", irregularity=_KINDS, cites=("39B", "39A", "35D"),
      reads=("inadmissible_kind", "offender_lho_called", "offender_is_defender", "offender_role", "after_final_pass_call"))
def no_further_rectification(ctx: Context) -> Outcome | None:
    if not _applies(ctx):
        return None
    if ctx.fact("offender_lho_called"):
        ctx.because("De LT van de overtreder heeft na de bieding na de slotpas zelf geboden, vóór de rechtzetting.")
        return _no_rectification(ctx)
    if not _defender(ctx):
        ctx.because("De bieding na de slotpas werd gedaan door de leider of de blinde.")
        return _no_rectification(ctx)
    if ctx.fact("after_final_pass_call") == "pass":
        ctx.because("Een tegenspeler paste na de slotpas.")
        return _no_rectification(ctx)
    return None


@rule("39C", irregularity=_KINDS, cites=("39C", "39A", "26B", "16C", "35D"),
      reads=("inadmissible_kind", "offender_is_defender", "offender_role", "after_final_pass_call"))
def defender_bid_double_or_redouble(ctx: Context) -> Outcome | None:
    if not _applies(ctx) or not _defender(ctx) or ctx.fact("after_final_pass_call") != "other":
        return None
    ctx.because("Een tegenspeler deed na de slotpas een bod, doublet of redoublet, en de LT bood daar niet overheen.")
    return Outcome(
        "De bieding na de slotpas wordt geannuleerd; de leider kan een voorspeelbeperking opleggen.",
        steps=(
            CANCELLED,
            "De leider mag de partner van de overtreder bij diens eerste voorspeelbeurt (ook de uitkomst) een kleur "
            "verbieden die de overtreder niet reglementair noemde (26B).",
            "De informatie uit de geannuleerde bieding is ongeoorloofd voor de partner van de overtreder (16C).",
        ),
        cites=("39C", "39A"),
        related=_related(ctx, "26B", "16C"),
    )
