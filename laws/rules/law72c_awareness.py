"""Law 72C: an offender who could have known his irregularity could damage the other side."""

from __future__ import annotations

from ..engine import Context, Outcome, rule


@rule("72C", irregularity="awareness_of_damage", cites=("72C", "12C1b"), reads=("offender_could_have_known", "phase"))
def awareness(ctx: Context) -> Outcome | None:
    if not ctx.fact("offender_could_have_known"):
        ctx.because("De overtreder kon op het moment van de onregelmatigheid niet weten dat die de tegenpartij kon schaden.")
        return Outcome(
            "Artikel 72C geeft hier geen grond voor een arbitrale score: alleen de gewone rechtzetting van de onregelmatigheid geldt.",
            steps=("Pas de rechtzetting toe die bij de onregelmatigheid hoort.", "Laat het bieden en spelen daarna gewoon doorgaan."),
            cites=("72C",),
        )
    ctx.because("De overtreder had op het moment van de onregelmatigheid kunnen weten dat die de tegenpartij kon schaden.")
    if ctx.known("phase") == "after_play":
        steps = ("Beoordeel nu of de overtredende partij voordeel heeft behaald uit de onregelmatigheid.", "Zo ja: ken een arbitrale score toe.")
    else:
        steps = ("Pas de gewone rechtzetting toe en laat het bieden en spelen doorgaan.", "Noteer wat er gebeurde; beoordeel na afloop het resultaat.")
    return Outcome(
        "Laat het bieden en spelen doorgaan; na afloop kent de WL een arbitrale score toe als de overtredende partij voordeel heeft behaald uit de onregelmatigheid.",
        steps=steps,
        afterwards=("Arbitrale score als de overtredende partij voordeel haalde uit de onregelmatigheid.",),
        cites=("72C",),
        related=("12C1b",),
        director_decides=True,
    )
