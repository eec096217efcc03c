"""Law 23C as an outcome shared by every rule that allows a comparable call (27B1b, 30B1b, 31A2a, 32A2a)."""

from __future__ import annotations

from ..engine import Context, Outcome


def comparable_call_damage(ctx: Context) -> Outcome:
    """After play, a comparable replacement: the director adjusts if the withdrawn call's
    information could well have changed the result and damaged the non-offenders (23C)."""
    ctx.because("De ingetrokken bieding werd vervangen door een vergelijkbare bieding en het spel is gespeeld.")
    if ctx.known("nos_damaged"):
        ctx.because("De niet-overtredende partij voelt zich benadeeld.")
    return Outcome(
        "De WL kent een arbitrale score toe als het resultaat zonder de informatie uit de ingetrokken bieding "
        "zeer wel anders had kunnen zijn en de niet-overtredende partij daardoor benadeeld is.",
        steps=(
            "Ga na wat de ingetrokken bieding aan informatie gaf en of die het bieden of spelen heeft beïnvloed.",
            "Beoordeel het resultaat zonder die informatie; bij schade: arbitrale score (12C1b).",
        ),
        cites=("23C",),
        related=("23A", "12C1b"),
        director_decides=True,
    )
