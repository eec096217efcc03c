"""Law 27: an insufficient bid.

27A2 (the insufficient bid was also out of rotation: Law 31) and 27A1 (LHO accepts
it by calling) come first. Otherwise the offender replaces it and the replacement
decides (27B): the lowest sufficient bid naming the same denomination(s) (27B1a)
or a comparable call (27B1b) carries no further rectification, any other sufficient
bid or pass silences partner for the rest of the auction (27B2), a double or
redouble that is not comparable is cancelled and silences partner too (27B3), and
another insufficient bid is ruled as 27B3 unless LHO accepts it (27B4). A
replacement made before the director ruled stands and is judged the same way (27C);
after play the director may adjust a score that 27B1 let through (27D).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "insufficient_bid"
_B = ("27B1a", "27B1b", "27B2", "27B3", "27B4", "27B")
_ALL = ("27A1", "27D", "27C", *_B)
PARTNER_PASSES = "De partner van de overtreder moet de rest van het bieden steeds passen."
LEAD = "Wordt de overtreder tegenspeler, dan kan de leider een voorspeelbeperking opleggen (26B)."
AWARE = "Had de overtreder kunnen weten dat dit de tegenpartij kon schaden, dan volgt na afloop eventueel een arbitrale score (72C)."
DAMAGE = "Heeft de tegenpartij schade door de informatie uit het onvoldoende bod, dan past de WL de score aan (27D)."

# replacement -> (unit, reason)
_REPLACEMENT = {
    "lowest_same": ("27B1a", "Het onvoldoende bod is vervangen door het laagste voldoende bod dat dezelfde speelsoort(en) aangeeft."),
    "comparable": ("27B1b", "Het onvoldoende bod is vervangen door een vergelijkbare bieding (23A)."),
    "other": ("27B2", "Het onvoldoende bod is vervangen door een ander voldoende bod of een pas."),
    "double": ("27B3", "De overtreder wilde zijn onvoldoende bod vervangen door een doublet of redoublet dat niet vergelijkbaar is."),
    "insufficient": ("27B4", "De overtreder verving zijn onvoldoende bod door een ander onvoldoende bod."),
}


def _replacement(ctx: Context) -> str:
    return ctx.fact("ib_replacement")


def _consequence(ctx: Context, kind: str, lead: tuple[str, ...] = ()) -> Outcome:
    """The 27B ruling for one replacement; ``lead`` puts units (27C) before it."""
    ctx.because(_REPLACEMENT[kind][1])
    offender = who(ctx.known("offender"), "de overtreder")
    if kind == "lowest_same":
        return Outcome(
            "Geen verdere rechtzetting: het bieden gaat gewoon verder; er zijn geen voorspeelbeperkingen.",
            steps=("De vervangende bieding blijft staan; de partner van de overtreder is niet beperkt.",),
            afterwards=(DAMAGE,),
            cites=(*lead, "27B1a"),
            related=("27D",),
        )
    if kind == "comparable":
        return Outcome(
            "Geen verdere rechtzetting: de vervangende bieding is vergelijkbaar en het bieden gaat gewoon verder.",
            steps=("De vervangende bieding blijft staan; de partner van de overtreder is niet beperkt.",),
            afterwards=(DAMAGE,),
            cites=(*lead, "27B1b", "23A"),
            related=("27D",),
        )
    if kind == "other":
        return Outcome(
            "De vervangende bieding blijft staan; de partner van de overtreder moet de rest van het bieden passen.",
            steps=(PARTNER_PASSES, LEAD),
            afterwards=(AWARE,),
            cites=(*lead, "27B2"),
            related=("26B", "72C"),
        )
    if kind == "double":
        return Outcome(
            f"Het doublet of redoublet wordt geannuleerd; {offender} moet een reglementaire bieding in de plaats doen "
            "en zijn partner moet de rest van het bieden passen.",
            steps=(
                "Annuleer het doublet of redoublet.",
                f"{offender[0].upper()}{offender[1:]} doet een reglementaire bieding in de plaats.",
                PARTNER_PASSES,
                LEAD,
            ),
            afterwards=(AWARE,),
            cites=(*lead, "27B3"),
            related=("26B", "72C"),
        )
    return Outcome(
        "De LT mag ook het tweede onvoldoende bod aanvaarden; doet hij dat niet, dan moet de overtreder een reglementaire "
        "bieding doen en moet zijn partner de rest van het bieden passen.",
        steps=(
            "Vraag de LT of hij het tweede onvoldoende bod aanvaardt; zo ja, dan geldt het en biedt hij verder (27A1).",
            f"Zo niet: {offender} doet een reglementaire bieding in de plaats.",
            PARTNER_PASSES,
            LEAD,
        ),
        afterwards=(AWARE,),
        cites=(*lead, "27B4", "27B3"),
        related=("27A1", "26B", "72C"),
    )


@rule("27A2", irregularity=_KIND, cites=("27A2", "31", "29A"), reads=("made_out_of_turn",), overrides=_ALL)
def out_of_rotation(ctx: Context) -> Outcome | None:
    if not ctx.fact("made_out_of_turn"):
        return None
    ctx.because("Het onvoldoende bod werd ook voor de beurt gedaan.")
    return Outcome(
        "Behandel dit als een bod voor de beurt: artikel 31 is van toepassing, niet artikel 27B.",
        steps=(
            "Heeft de LT van de overtreder er al overheen geboden, dan is het aanvaard en gaat het bieden verder (29A).",
            "Anders: stel vast wie er aan de beurt was en pas artikel 31 toe.",
        ),
        cites=("27A2", "31"),
        related=("29A",),
    )


@rule("27A1", irregularity=_KIND, cites=("27A1",), reads=("offender_lho_called",), overrides=(*_B, "27D", "27C"))
def accepted(ctx: Context) -> Outcome | None:
    if not ctx.fact("offender_lho_called"):
        return None
    ctx.because("De LT van de overtreder heeft na het onvoldoende bod geboden en het daarmee aanvaard.")
    return Outcome(
        "Het onvoldoende bod is aanvaard: het geldt als reglementair en het bieden gaat verder zonder rechtzetting.",
        steps=("Het onvoldoende bod en de bieding van de LT blijven staan.", "Het bieden gaat verder met de volgende speler."),
        cites=("27A1",),
    )


@rule("27D", irregularity=_KIND, cites=("27D", "27B1a", "27B1b", "12B1"), reads=("phase", "ib_replacement", "nos_damaged"), overrides=("27B1a", "27B1b", "27C"))
def damaged_after_play(ctx: Context) -> Outcome | None:
    if ctx.known("phase") != "after_play":
        return None
    kind = ctx.known("ib_replacement")
    if kind not in ("lowest_same", "comparable"):
        return None
    unit, reason = _REPLACEMENT[kind]
    ctx.because(reason)
    ctx.because("Het spel is gespeeld.")
    if ctx.known("nos_damaged"):
        ctx.because("De niet-overtredende partij voelt zich benadeeld.")
    return Outcome(
        "De WL past de score aan als de uitslag zonder de hulp uit het onvoldoende bod heel goed anders had kunnen zijn "
        "en de niet-overtredende partij daardoor benadeeld is.",
        steps=(
            "Ga na welke informatie het onvoldoende bod de partner gaf en of die het bieden of spelen hielp.",
            "Zo ja, en is de tegenpartij benadeeld: ken een arbitrale score toe die zo dicht mogelijk komt bij de "
            "waarschijnlijke afloop zonder het onvoldoende bod.",
        ),
        cites=("27D", unit),
        related=("12B1",),
        director_decides=True,
    )


@rule("27C", irregularity=_KIND, cites=("27C", "27B1a", "27B1b", "23A", "27B2", "27B3", "27B4", "27A1", "27D", "26B", "72C"),
      reads=("ib_replacement", "ib_replaced_early", "offender"), overrides=_B)
def premature_replacement(ctx: Context) -> Outcome | None:
    kind = _replacement(ctx)
    if kind == "pending" or not ctx.fact("ib_replaced_early"):
        return None
    ctx.because("De overtreder verving zijn onvoldoende bod al voordat de WL over de rechtzetting besliste.")
    outcome = _consequence(ctx, kind, lead=("27C",))
    stands = "De vervanging blijft staan, tenzij de LT het oorspronkelijke onvoldoende bod alsnog aanvaardt (27A1)."
    return Outcome(
        outcome.headline,
        steps=(stands, *outcome.steps)[:4],
        afterwards=outcome.afterwards,
        cites=outcome.cites,
        related=tuple(dict.fromkeys((*outcome.related, "27A1"))),
    )


def _register(unit: str, cites: tuple[str, ...]):
    @rule(unit, irregularity=_KIND, cites=(unit, *cites), reads=("ib_replacement", "offender"))
    def replacement(ctx: Context) -> Outcome | None:
        kind = _replacement(ctx)
        if _REPLACEMENT.get(kind, ("",))[0] != unit:
            return None
        return _consequence(ctx, kind)

    replacement.__name__ = f"insufficient_bid_{unit}"
    return replacement


_register("27B1a", ("27D",))
_register("27B1b", ("23A", "27D"))
_register("27B2", ("26B", "72C"))
_register("27B3", ("26B", "72C"))
_register("27B4", ("27B3", "27A1", "26B", "72C"))


@rule("27B", irregularity=_KIND, cites=("27B", "27A1", "27B1a", "27B1b", "27B2", "27B3"), reads=("ib_replacement", "offender"))
def procedure(ctx: Context) -> Outcome | None:
    if _replacement(ctx) != "pending":
        return None
    ctx.because("De overtreder heeft zijn onvoldoende bod nog niet vervangen.")
    return Outcome(
        "Het onvoldoende bod moet vervangen worden, tenzij de LT het aanvaardt; de vervanging bepaalt de rechtzetting.",
        steps=(
            "Eerst mag de LT het onvoldoende bod aanvaarden door zelf te bieden (27A1).",
            "Zo niet: laagste voldoende bod in dezelfde speelsoort(en) of een vergelijkbare bieding: geen verdere rechtzetting (27B1).",
            "Ander voldoende bod of pas: de partner past de rest van het bieden (27B2).",
            "Doublet of redoublet dat niet vergelijkbaar is: geannuleerd, en de partner past de rest van het bieden (27B3).",
        ),
        cites=("27B", "27A1"),
        related=("27B1a", "27B1b", "27B2", "27B3"),
    )
