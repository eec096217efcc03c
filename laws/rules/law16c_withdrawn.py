"""Law 16C: information from a call or play withdrawn as the laws permit.

16C1 (non-offending side: all of it authorised) and 16C2 (offending side: none of
it) split on who uses the information; 16C3 (the director adjusts) is the
exception that applies once a breach of 16C2 is known to have damaged the
non-offenders.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule



def _side(ctx: Context) -> str:
    return ctx.fact("info_user_side")


@rule("16C3", irregularity="withdrawn_action_info", cites=("16C3", "16C2", "12C1"), reads=("info_user_side", "nos_damaged"), overrides=("16C2",))
def damaged(ctx: Context) -> Outcome | None:
    if ctx.known("nos_damaged") is not True or _side(ctx) != "offending":
        return None
    ctx.because("De overtredende partij gebruikte (mogelijk) informatie uit een ingetrokken handeling.")
    ctx.because("De niet-overtredende partij is benadeeld.")
    return Outcome(
        "Heeft de overtredende partij een onloochenbaar gesuggereerde keuze gemaakt boven een logisch alternatief, dan kent de WL een arbitrale score toe.",
        steps=(
            "Stel vast welke informatie de ingetrokken handeling gaf en wat ze suggereerde.",
            "Ga na of er een logisch alternatief was voor de gekozen bieding of speelwijze.",
            "Zo ja, en is de niet-overtredende partij daardoor benadeeld: ken een arbitrale score toe (12C1).",
        ),
        cites=("16C3", "16C2"),
        related=("12C1",),
        director_decides=True,
    )


@rule("16C1", irregularity="withdrawn_action_info", cites=("16C1",), reads=("info_user_side",))
def non_offenders(ctx: Context) -> Outcome | None:
    if _side(ctx) != "non_offending":
        return None
    ctx.because("Wie de informatie gebruikt, hoort bij de niet-overtredende partij.")
    return Outcome(
        "Voor de niet-overtredende partij is alle informatie uit de ingetrokken handeling geoorloofd, ongeacht wie ze verrichtte.",
        steps=("De niet-overtredende partij mag de informatie vrij gebruiken; er is geen rechtzetting.",),
        cites=("16C1",),
    )


@rule("16C2", irregularity="withdrawn_action_info", cites=("16C2", "16C3"), reads=("info_user_side",))
def offenders(ctx: Context) -> Outcome | None:
    if _side(ctx) != "offending":
        return None
    ctx.because("Wie de informatie gebruikt, hoort bij de overtredende partij.")
    return Outcome(
        "De informatie uit de ingetrokken handeling is ongeoorloofd voor de overtredende partij: die mag geen bieding of speelwijze "
        "kiezen die er onloochenbaar door gesuggereerd is boven een logisch alternatief.",
        steps=(
            "Wijs de overtredende partij erop dat de informatie voor haar ongeoorloofd is.",
            "Laat het bieden en spelen doorgaan; roep de WL terug als er twijfel is over een keuze.",
        ),
        afterwards=("Heeft een overtreding hiervan de niet-overtredende partij benadeeld, dan kent de WL een arbitrale score toe (16C3).",),
        cites=("16C2",),
        related=("16C3",),
    )
