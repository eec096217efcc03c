"""Law 24: a card exposed or led during the auction.

Every card partner could have seen stays face up on the table until the auction
closes, and its information is unauthorised for the offending side (24, 16C). One
card below honour rank, not led: no further rectification (24A); one honour or any
card led prematurely: partner passes at his next turn (24B); two or more cards:
the same (24C); 72C may apply. Once the auction is over the cards go back to a
declarer or dummy (24D) and become penalty cards of a defender (24E, Law 50).
"""

from __future__ import annotations

import re

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "card_exposed_during_auction"
_BASE = ("24A", "24B", "24C")
_FACE_UP = "Laat de getoonde kaart(en) tot het einde van de biedperiode open op tafel liggen."
_UI = "Die informatie is ongeoorloofd voor de overtredende partij (16C)."
_LATER = "Wordt de overtreder leider of blinde, dan neemt hij de kaarten terug (24D); wordt hij tegenspeler, dan zijn het strafkaarten (24E)."
_AWARE = "Had de overtreder kunnen weten dat dit de tegenpartij kon schaden, dan volgt na afloop eventueel een arbitrale score (72C)."

_SUITS = re.compile(r"[♠♥♦♣]|\b(schoppen|harten|ruiten|klaveren|sch|ha|ru|kl)\b")
_HONOURS = {"A", "H", "K", "V", "D", "Q", "B", "J", "10", "T", "AAS", "HEER", "KONING", "VROUW", "DAME", "BOER", "TIEN"}
_LOW = {*(str(n) for n in range(2, 10)), "TWEE", "DRIE", "VIER", "VIJF", "ZES", "ZEVEN", "ACHT", "NEGEN"}


def card_rank(text: str | None) -> str | None:
    """'honour', 'low' or None for one card written with a suit symbol or word ('♥V', 'harten 7')."""
    if not text or not _SUITS.search(text.lower()):
        return None
    rank = _SUITS.sub(" ", text.lower()).strip().upper()
    if rank in _HONOURS:
        return "honour"
    if rank in _LOW:
        return "low"
    return None


def _exposed(ctx: Context) -> str:
    """What partner could see: from ``exposed_cards``, else read from the card(s) given, else ask."""
    if ctx.known("exposed_cards") is None:
        cards = ctx.known("cards") or ()
        if len(cards) >= 2:
            return "several"
        rank = card_rank(ctx.known("card") or (cards[0] if cards else None))
        if rank == "honour":
            return "honour"
        if rank == "low":
            return "led" if ctx.fact("card_led_prematurely") else "low_card"
    return ctx.fact("exposed_cards")


def _auction_over_role(ctx: Context) -> str | None:
    """'defender' or 'declarer_or_dummy' once the message says what the offender became; never asks."""
    became = ctx.known("offender_is_defender")
    if became is not None:
        return "defender" if became else "declarer_or_dummy"
    role = ctx.known("offender_role")
    if role is not None:
        return "defender" if role == "defender" else "declarer_or_dummy"
    return None


_READS = ("exposed_cards", "cards", "card", "card_led_prematurely")


@rule("24E", irregularity=_KIND, cites=("24E", "50", "51"), reads=("offender_is_defender", "offender_role", "offender"), overrides=(*_BASE, "24D"))
def offender_defends(ctx: Context) -> Outcome | None:
    if _auction_over_role(ctx) != "defender":
        return None
    ctx.because("De overtreder is tegenspeler geworden.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        f"Elke kaart die {offender} tijdens het bieden toonde, wordt een strafkaart.",
        steps=(
            "Laat de kaart(en) open op tafel liggen als strafkaart.",
            "Behandel ze volgens artikel 50 (grote of kleine strafkaart) en artikel 51.",
        ),
        cites=("24E", "50"),
        related=("51",),
    )


@rule("24D", irregularity=_KIND, cites=("24D",), reads=("offender_is_defender", "offender_role", "offender"), overrides=_BASE)
def offender_declares(ctx: Context) -> Outcome | None:
    if _auction_over_role(ctx) != "declarer_or_dummy":
        return None
    ctx.because("De overtreder is leider of blinde geworden.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        f"De getoonde kaarten gaan terug in de hand van {offender}; er volgt geen verdere rechtzetting.",
        steps=("Laat de overtreder de kaart(en) terugnemen.", "Ga verder met de uitkomst of het spelen."),
        cites=("24D",),
    )


@rule("24A", irregularity=_KIND, cites=("24A", "24", "24D", "24E", "16C"), reads=_READS)
def low_card(ctx: Context) -> Outcome | None:
    if _exposed(ctx) != "low_card":
        return None
    ctx.because("Het ging om één kaart lager dan een honneur, en die werd niet voortijdig voorgespeeld.")
    return Outcome(
        "De kaart blijft open op tafel tot het einde van de biedperiode; de partner van de overtreder is niet beperkt.",
        steps=(_FACE_UP, _UI),
        afterwards=(_LATER,),
        cites=("24A", "24"),
        related=("24D", "24E", "16C"),
    )


def _partner_passes(ctx: Context, unit: str, why: str) -> Outcome:
    ctx.because(why)
    return Outcome(
        "De partner van de overtreder moet bij zijn eerstvolgende beurt passen; de kaart(en) blijven open op tafel.",
        steps=(_FACE_UP, _UI),
        afterwards=(_LATER, _AWARE),
        cites=(unit, "24"),
        related=("72C", "24D", "24E", "16C"),
    )


@rule("24B", irregularity=_KIND, cites=("24B", "24", "72C", "24D", "24E", "16C"), reads=_READS)
def honour_or_led(ctx: Context) -> Outcome | None:
    what = _exposed(ctx)
    if what == "honour":
        return _partner_passes(ctx, "24B", "Het ging om één honneur.")
    if what == "led":
        return _partner_passes(ctx, "24B", "De kaart werd voortijdig voorgespeeld.")
    return None


@rule("24C", irregularity=_KIND, cites=("24C", "24", "72C", "24D", "24E", "16C"), reads=_READS)
def several_cards(ctx: Context) -> Outcome | None:
    if _exposed(ctx) != "several":
        return None
    return _partner_passes(ctx, "24C", "Er werden twee of meer kaarten getoond.")
