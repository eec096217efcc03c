"""Law 64: the established revoke (62/63 for a revoke not yet established live in law61_63_revoke).

64A is the base rule (automatic trick adjustment); the eight cases of 64B are its
exceptions; 64C (equity) follows every established revoke. A trick won in dummy is
not won by declarer (the note to 64A): ``revoke_trick_winner`` is then
``offender_partner``.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import non_offenders, offenders, tricks

_BASE = ("64A1", "64A2")
EQUITY = "Is de niet-overtredende partij daarmee onvoldoende schadeloos gesteld, dan volgt een arbitrale score."
PLAY_ON = "Speel het spel uit; de slagen blijven staan zoals gespeeld."


def _no_adjustment(ctx: Context, unit: str, why: str, extra_steps: tuple[str, ...] = (), related=("64C1",)) -> Outcome:
    if why not in ctx.reasons:
        ctx.reasons.insert(0, why)  # the exception that decides goes first; a short reply keeps only that one
    return Outcome(
        f"Geen automatische overdracht van slagen ({unit}).",
        steps=(*extra_steps, PLAY_ON, "Noteer de score zoals behaald."),
        afterwards=(EQUITY,),
        cites=(unit,),
        related=related,
        tricks_transferred=0,
        director_decides=True,
    )


@rule("64B6", irregularity="revoke", cites=("64B6", "62D", "62D1", "64C1"), reads=("trick_number", "revoke_on_trick_twelve", "established"), overrides=(*_BASE, "62A"))
def trick_twelve(ctx: Context) -> Outcome | None:
    # On trick twelve it does not matter whether the revoke is established: before the hands
    # are back in the board it is corrected anyway (62D1), after that 64B6 applies. So 64B6 is
    # also an exception to 62A, unless the message says outright that it is not established.
    number = ctx.known("trick_number")
    if not (number == 12 if number is not None else ctx.fact("revoke_on_trick_twelve")):
        return None
    if ctx.known("established") is False:
        return None  # not established: corrected under 62A like any other revoke
    return _no_adjustment(
        ctx,
        "64B6",
        "De verzaking vond plaats in de twaalfde slag.",
        extra_steps=("Zitten de vier handen nog niet terug in het bord, dan moet de verzaking nog worden hersteld (62D1).",),
        related=("62D", "64C1"),
    )


def _exception(unit: str, fact: str, why: str, related: tuple[str, ...] = ("64C1",)):
    """Register one 64B exception that turns on a single yes/no fact."""

    @rule(unit, irregularity="revoke", cites=(unit, *related), reads=("established", fact), overrides=_BASE)
    def exception(ctx: Context) -> Outcome | None:
        if not ctx.fact("established") or not ctx.fact(fact):
            return None
        ctx.because("De verzaking is voldongen.")
        return _no_adjustment(ctx, unit, why, related=related)

    exception.__name__ = f"revoke_{unit}"
    return exception


_exception("64B2", "repeat_revoke_same_suit", "Het is een volgende verzaking van dezelfde speler in dezelfde kleur; alleen de eerste telt voor de overdracht.", ("64C2a",))
_exception("64B3", "revoke_by_failure_to_play_penalty_or_dummy_card", "De verzaking ontstond door het niet spelen van een strafkaart of een kaart van de blinde.")
_exception("64B4", "attention_after_nos_called_next_board", "De verzaking werd pas opgemerkt nadat de niet-overtredende partij in het volgende spel had geboden.")
_exception("64B5", "attention_after_round", "De verzaking werd pas opgemerkt na het einde van de ronde.")
_exception("64B7", "both_sides_revoked", "Beide partijen verzaakten op dit spel en beide verzakingen zijn voldongen.", ("64C2b",))
_exception("64B8", "corrected_under_62c3", "De verzaking werd al hersteld volgens artikel 62C3.")


@rule("64B1", irregularity="revoke", cites=("64B1", "64C1"), reads=("established", "revoke_trick_winner", "offending_side_later_tricks", "offender"), overrides=_BASE)
def no_trick_won(ctx: Context) -> Outcome | None:
    if not ctx.fact("established") or ctx.fact("revoke_trick_winner") != "non_offending_side":
        return None
    if ctx.fact("offending_side_later_tricks") != 0:
        return None
    ctx.because("De verzaking is voldongen.")
    side = offenders(ctx.known("offender"))
    return _no_adjustment(ctx, "64B1", f"{side[0].upper()}{side[1:]} won de verzakingsslag niet en ook geen enkele latere slag.")


@rule("64A1", irregularity="revoke", cites=("64A1", "64C1"), reads=("established", "revoke_trick_winner", "offending_side_later_tricks", "offender"))
def offender_won_revoke_trick(ctx: Context) -> Outcome | None:
    if not ctx.fact("established") or ctx.fact("revoke_trick_winner") != "offender":
        return None
    later = ctx.fact("offending_side_later_tricks")
    n = 2 if later >= 1 else 1
    ctx.because("Voldongen, en de overtreder won de verzakingsslag zelf.")
    if later >= 1:
        ctx.because("Zijn partij won daarna nog een slag: die gaat mee.")
    else:
        ctx.because("Zijn partij won daarna geen slag meer: alleen de verzakingsslag gaat over.")
    return Outcome(
        f"Na afloop gaan {tricks(n)} naar {non_offenders(ctx.known('offender'))}.",
        steps=(PLAY_ON, f"Na afloop: draag de verzakingsslag{' en één latere slag' if n == 2 else ''} over ({tricks(n)})."),
        afterwards=(EQUITY,),
        cites=("64A1",),
        related=("64C1",),
        tricks_transferred=n,
    )


@rule("64A2", irregularity="revoke", cites=("64A2", "64C1"), reads=("established", "revoke_trick_winner", "offending_side_later_tricks", "offender"))
def offender_did_not_win_revoke_trick(ctx: Context) -> Outcome | None:
    if not ctx.fact("established") or ctx.fact("revoke_trick_winner") == "offender":
        return None
    ctx.because("De verzaking is voldongen en de overtreder won de verzakingsslag niet zelf.")
    if ctx.fact("revoke_trick_winner") == "offender_partner":
        ctx.because("Zijn partij won wel de verzakingsslag (een slag van de blinde telt niet als gewonnen door de leider).")
    else:
        ctx.because("De overtredende partij won wel een latere slag.")
    return Outcome(
        f"Na afloop gaat 1 slag naar {non_offenders(ctx.known('offender'))}.",
        steps=(PLAY_ON, "Na afloop: draag één slag van de overtredende partij over."),
        afterwards=(EQUITY,),
        cites=("64A2",),
        related=("64C1",),
        tricks_transferred=1,
    )
