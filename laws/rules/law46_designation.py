"""Law 46: an incomplete or errant designation of a card from dummy.

46A asks declarer to name suit and rank; 46B1-46B5 say which card an incomplete or
errant designation stands for. The preamble of 46B is their exception: when
declarer's different intention is incontrovertible, that card counts. The rules
answer both ``card_designation`` and a ``card_played`` question about which dummy
card was named (the parser files many such messages as ``card_played``).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from .law45abc_47_card_played import card_topic

_KINDS = ("card_designation", "card_played")
_READS = ("card_topic", "card_handling", "withdrawal_reason", "designation_kind")
_INCOMPLETE = ("high", "win", "low", "suit_only", "rank_only", "not_in_dummy", "nothing")
_B_RULES = ("46B1a", "46B1b", "46B1c", "46B2", "46B3", "46B4", "46B5")
_FINAL = "De blinde legt die kaart in de slag; het spel gaat verder."


def _kind(ctx: Context) -> str | None:
    """What declarer said, or None when a ``card_played`` question is about something else."""
    if ctx.event.irregularity == "card_played" and card_topic(ctx) != "designation":
        return None
    return ctx.fact("designation_kind")


@rule("46B", irregularity=_KINDS, cites=("46B",), reads=(*_READS, "intention_incontrovertible"), overrides=_B_RULES)
def intention_clear(ctx: Context) -> Outcome | None:
    if _kind(ctx) not in _INCOMPLETE or not ctx.fact("intention_incontrovertible"):
        return None
    ctx.because("De aanduiding was onvolledig of onjuist, maar onloochenbaar staat vast welke kaart de leider bedoelde.")
    return Outcome(
        "De kaart die de leider onloochenbaar bedoelde, is gespeeld; de uitleggingen van 46B gelden dan niet.",
        steps=(_FINAL,),
        cites=("46B",),
    )


@rule("46A", irregularity=_KINDS, cites=("46A", "45B", "45C4b"), reads=_READS)
def complete(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "complete":
        return None
    ctx.because("De leider noemde zowel de kleur als de hoogte van de kaart uit de blinde.")
    return Outcome(
        "De genoemde kaart uit de blinde is gespeeld; de blinde legt haar in de slag.",
        steps=("Alleen een meteen verbeterde verspreking mag nog worden hersteld (45C4b).",),
        cites=("46A",),
        related=("45B", "45C4b"),
    )


def _simple(unit: str, kind: str, why: str, headline: str, steps: tuple[str, ...] = (_FINAL,)):
    """One 46B rule that turns on what declarer said alone."""

    @rule(unit, irregularity=_KINDS, cites=(unit, "46B"), reads=_READS)
    def designation(ctx: Context) -> Outcome | None:
        if _kind(ctx) != kind:
            return None
        ctx.because(why)
        return Outcome(headline, steps=steps, cites=(unit,), related=("46B",))

    designation.__name__ = f"designation_{unit}"
    return designation


_simple("46B1a", "high", "De leider zei 'hoog' (of iets van dezelfde strekking).", "Gespeeld is de hoogste kaart van de voorgespeelde kleur in de blinde.")
_simple("46B1b", "win", "De leider zei dat de blinde de slag moest winnen.", "Gespeeld is de laagste kaart van de blinde waarvan bekend is dat ze de slag wint.")
_simple("46B1c", "low", "De leider zei 'laag' of 'klein' (of iets van dezelfde strekking).", "Gespeeld is de laagste kaart van de voorgespeelde kleur in de blinde.")
_simple("46B2", "suit_only", "De leider noemde alleen een kleur, geen hoogte.", "Gespeeld is de laagste kaart van de genoemde kleur in de blinde.")
_simple(
    "46B4",
    "not_in_dummy",
    "De leider noemde een kaart die de blinde niet heeft.",
    "De aanduiding is ongeldig: de leider mag alsnog elke reglementaire kaart uit de blinde aanwijzen.",
    ("De leider noemt opnieuw een kaart; daarmee is niets gespeeld.",),
)
_simple(
    "46B5",
    "nothing",
    "De leider gaf aan dat er iets gespeeld moest worden zonder kleur of hoogte te noemen.",
    "Elk van beide tegenspelers mag aanwijzen welke kaart uit de blinde wordt gespeeld.",
    ("De tegenspelers wijzen een reglementaire kaart uit de blinde aan; die is gespeeld.",),
)


@rule("46B3", irregularity=_KINDS, cites=("46B3a", "46B3b", "46B"), reads=(*_READS, "dummy_leading", "rank_in_previous_suit"))
def rank_only(ctx: Context) -> Outcome | None:
    if _kind(ctx) != "rank_only":
        return None
    if ctx.fact("dummy_leading") and ctx.fact("rank_in_previous_suit"):
        ctx.because("De leider noemde bij voorspelen uit de blinde alleen een hoogte, en de blinde heeft die hoogte in de kleur waarmee hij de vorige slag won.")
        return Outcome(
            "De leider zet de kleur voort waarmee de blinde de vorige slag won: de kaart van die hoogte in die kleur is gespeeld.",
            steps=(_FINAL,),
            cites=("46B3a",),
            related=("46B",),
        )
    ctx.because("De leider noemde alleen een hoogte, geen kleur.")
    return Outcome(
        "Uit de blinde moet een kaart van die hoogte gespeeld worden als dat reglementair kan; kan dat met meer dan één kaart, dan zegt de leider welke.",
        steps=("De blinde speelt de kaart van de genoemde hoogte; zijn er meerdere reglementair mogelijk, dan kiest de leider er een.",),
        cites=("46B3b",),
        related=("46B",),
    )
