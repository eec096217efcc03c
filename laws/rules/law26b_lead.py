"""Law 26: lead restrictions after an offender's call was withdrawn.

26B is the base rule: a withdrawn call not replaced by a comparable call (23A)
lets declarer, once the offender has become a defender, forbid the offender's
partner to lead one suit the offender did not specify in the legal auction.
Exceptions: a call replaced as unintended under 25A1 (no Law 26 restrictions),
a comparable replacement (26A; 31A2a says the same), and an offender who did not
become a defender.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from .law31_bid_out_of_turn import COMPARABLE

_KIND = "lead_restriction"
NONE = "Er is geen voorspeelbeperking: de partner van de overtreder mag vrij voorspelen."


@rule("26B.25A1", irregularity=_KIND, cites=("25A1",), reads=("withdrawn_under_25a",), overrides=("26B",))
def replaced_as_unintended(ctx: Context) -> Outcome | None:
    if not ctx.fact("withdrawn_under_25a"):
        return None
    ctx.because("De bieding werd als niet-bedoeld vervangen volgens 25A; dan gelden de voorspeelbeperkingen van artikel 26 niet.")
    return Outcome(NONE, steps=("Geen voorspeelbeperking; laat normaal uitkomen en spelen.",), cites=("25A1",))


@rule("26A", irregularity=_KIND, cites=("26A", "23A", "23A1", "23A2", "23A3", "23C"), reads=("replacement_comparable",), overrides=("26B",))
def comparable(ctx: Context) -> Outcome | None:
    kind = ctx.fact("replacement_comparable")
    if kind not in COMPARABLE:
        return None
    ctx.because("De ingetrokken bieding werd vervangen door een vergelijkbare bieding.")
    return Outcome(
        NONE,
        steps=("Geen voorspeelbeperking; laat normaal uitkomen en spelen.",),
        afterwards=("Was het resultaat zonder de informatie uit de ingetrokken bieding zeer wel anders geweest en is de tegenpartij benadeeld, dan volgt een arbitrale score (23C).",),
        cites=("26A", COMPARABLE[kind]),
        related=("23C",),
    )


@rule("26B.pending", irregularity=_KIND, cites=("26B", "23A"), reads=("replacement_comparable",), overrides=("26B",))
def not_yet_replaced(ctx: Context) -> Outcome | None:
    if ctx.fact("replacement_comparable") != "pending":
        return None
    ctx.because("De overtreder moet zijn ingetrokken bieding nog vervangen.")
    return Outcome(
        "Of er een voorspeelbeperking komt, hangt af van de vervangende bieding en van wie tegenspeler wordt.",
        steps=(
            "Is de vervangende bieding vergelijkbaar (23A), dan volgt geen voorspeelbeperking.",
            "Is ze niet vergelijkbaar en wordt de overtreder tegenspeler, dan mag de leider bij de eerste voorspeelbeurt van diens partner één niet door de overtreder genoemde kleur verbieden (26B).",
        ),
        cites=("26B",),
        related=("23A",),
    )


@rule("26B.declarer", irregularity=_KIND, cites=("26B",), reads=("replacement_comparable", "offender_is_defender"), overrides=("26B",))
def offender_not_defender(ctx: Context) -> Outcome | None:
    if ctx.fact("replacement_comparable") != "no" or ctx.fact("offender_is_defender"):
        return None
    ctx.because("De overtreder is geen tegenspeler geworden (hij is leider of blinde).")
    return Outcome(NONE, steps=("Geen voorspeelbeperking; laat normaal uitkomen en spelen.",), cites=("26B",))


@rule("26B", irregularity=_KIND, cites=("26B", "16C2"), reads=("replacement_comparable", "offender_is_defender"))
def restriction(ctx: Context) -> Outcome | None:
    if ctx.fact("replacement_comparable") != "no" or not ctx.fact("offender_is_defender"):
        return None
    ctx.because("De ingetrokken bieding werd niet door een vergelijkbare bieding vervangen en de overtreder is tegenspeler geworden.")
    return Outcome(
        "De leider mag de partner van de overtreder, bij diens eerste voorspeelbeurt, één kleur verbieden die de overtreder in het reglementaire bieden niet heeft genoemd.",
        steps=(
            "Vraag de leider vóór de eerste voorspeelbeurt van de partner van de overtreder (dat kan de uitkomst zijn) of hij een kleur wil verbieden.",
            "De leider mag één kleur verbieden die de overtreder in het reglementaire bieden niet heeft genoemd, of afzien van een verbod.",
            "Het verbod blijft gelden zolang de partner van de overtreder aan slag blijft.",
        ),
        afterwards=("Informatie uit de ingetrokken bieding is voor de partner van de overtreder ongeoorloofd (16C2).",),
        cites=("26B",),
        related=("16C2",),
    )
