"""Laws 29A, 31 and 23: a bid out of rotation.

29A (the offender's LHO calls over it: rectification forfeited) is the exception
to every 31 rule. 31A covers the bid at RHO's turn, 31B at partner's turn (or at
LHO's turn before the offender has called), 31C later bids at LHO's turn. Whether
the replacement is comparable (23A) decides between 31A2a and 31A2b; after play,
23C lets the director adjust.
"""

from __future__ import annotations

from ._law23 import comparable_call_damage
from ..engine import Context, Outcome, rule
from ._dutch import who

COMPARABLE = {"same_meaning": "23A1", "subset": "23A2", "same_purpose": "23A3", "yes": "23A"}
_ALL_31 = ("31A1", "31A2a", "31A2b", "31A", "31B", "31C")
# 29A applies to every call out of rotation: the pass (30) and double (32) rules too.
_ALL_30_32 = ("30A", "30B1", "30B2", "30C", "23C/30-32", "32A1", "32A2a", "32A2b", "32A", "32B", "32C")

_A2A = "Een vergelijkbare bieding (23A): geen verdere rechtzetting (31A2a)."
_A2B = "Anders past zijn partner bij zijn eerstvolgende beurt (31A2b); 16C, 26B en 72C kunnen gelden."


@rule("29A", irregularity="call_out_of_rotation", cites=("29A",), reads=("offender_lho_called", "offender"), overrides=_ALL_31 + _ALL_30_32)
def lho_called_over(ctx: Context) -> Outcome | None:
    if not ctx.fact("offender_lho_called"):
        return None
    ctx.because("De LT van de overtreder heeft na de bieding voor de beurt zelf geboden.")
    return Outcome(
        "Het recht op rechtzetting is vervallen: de bieding voor de beurt blijft staan en het bieden gaat gewoon verder.",
        steps=("Geen rechtzetting: de bieding voor de beurt en de bieding van de LT blijven staan.", "Het bieden gaat verder met de volgende speler."),
        cites=("29A",),
    )


def _is_bid(ctx: Context) -> bool:
    return ctx.fact("call_kind") == "bid"


@rule("23C", irregularity="call_out_of_rotation", cites=("23C", "23A", "12C1b"), reads=("call_kind", "phase", "replacement_comparable", "nos_damaged"), overrides=("31A2a",))
def comparable_then_damage(ctx: Context) -> Outcome | None:
    if ctx.known("phase") != "after_play" or ctx.known("replacement_comparable") not in COMPARABLE:
        return None
    if not _is_bid(ctx):
        return None
    return comparable_call_damage(ctx)


@rule("31A1", irregularity="call_out_of_rotation", cites=("31A1", "31A"), reads=("call_kind", "turn_of", "rho_action", "offender"))
def rho_passes(ctx: Context) -> Outcome | None:
    if not _is_bid(ctx) or ctx.fact("turn_of") != "rho" or ctx.fact("rho_action") != "pass":
        return None
    ctx.because("Het bod werd gedaan terwijl de RT aan de beurt was, en die paste daarna.")
    offender = who(ctx.known("offender"), "De overtreder")
    return Outcome(
        f"{offender} moet zijn bod voor de beurt herhalen; is dat reglementair, dan volgt geen rechtzetting.",
        steps=(f"{offender} herhaalt hetzelfde bod.", "Het bieden gaat daarna normaal verder; de partner is niet beperkt."),
        cites=("31A1",),
        related=("31A",),
    )


@rule("31A2a", irregularity="call_out_of_rotation", cites=("31A2a", "23A", "23A1", "23A2", "23A3", "23C", "31A2"), reads=("call_kind", "turn_of", "rho_action", "replacement_comparable", "offender"))
def comparable_replacement(ctx: Context) -> Outcome | None:
    if not _is_bid(ctx) or ctx.fact("turn_of") != "rho" or ctx.fact("rho_action") != "call":
        return None
    kind = ctx.fact("replacement_comparable")
    if kind not in COMPARABLE:
        return None
    ctx.because("De RT bood na het bod voor de beurt, en de overtreder vervangt het door een vergelijkbare bieding.")
    return Outcome(
        "Geen verdere rechtzetting: de vervangende bieding is vergelijkbaar; voorspeelbeperkingen (26B) gelden niet.",
        steps=("Het bieden gaat normaal verder; de partner van de overtreder hoeft niet te passen.",),
        afterwards=("Was het resultaat zonder de informatie uit het ingetrokken bod zeer wel anders geweest en is de tegenpartij benadeeld, dan volgt een arbitrale score (23C).",),
        cites=("31A2a", COMPARABLE[kind]),
        related=("23C",),
    )


@rule("31A2b", irregularity="call_out_of_rotation", cites=("31A2b", "16C", "26B", "72C"), reads=("call_kind", "turn_of", "rho_action", "replacement_comparable", "offender"))
def non_comparable_replacement(ctx: Context) -> Outcome | None:
    if not _is_bid(ctx) or ctx.fact("turn_of") != "rho" or ctx.fact("rho_action") != "call":
        return None
    if ctx.fact("replacement_comparable") != "no":
        return None
    ctx.because("De RT bood na het bod voor de beurt, en de vervangende bieding is niet vergelijkbaar.")
    return Outcome(
        "De partner van de overtreder moet bij zijn eerstvolgende beurt passen.",
        steps=(
            "De overtreder mag elke reglementaire bieding doen.",
            "Zijn partner past bij zijn eerstvolgende beurt.",
            "Wordt de overtreder tegenspeler, dan mag de leider bij de eerste voorspeelbeurt van de partner een niet-genoemde kleur verbieden (26B).",
        ),
        afterwards=("Informatie uit het ingetrokken bod is ongeoorloofd voor de partner (16C); had de overtreder kunnen weten dat dit de tegenpartij kon schaden, dan volgt eventueel een arbitrale score (72C).",),
        cites=("31A2b",),
        related=("16C", "26B", "72C"),
    )


@rule("31A", irregularity="call_out_of_rotation", cites=("31A", "31A1", "31A2", "31A2a", "31A2b"), reads=("call_kind", "turn_of", "rho_action", "replacement_comparable", "offender"))
def rho_turn_procedure(ctx: Context) -> Outcome | None:
    """The director is called before RHO acted (or before the offender replaced his bid)."""
    if not _is_bid(ctx) or ctx.fact("turn_of") != "rho":
        return None
    action = ctx.fact("rho_action")
    if action == "call" and ctx.fact("replacement_comparable") != "pending":
        return None
    ctx.because("Het bod werd gedaan terwijl de RT aan de beurt was.")
    if action == "call":
        return Outcome(
            "De overtreder mag nu elke reglementaire bieding doen; of zijn partner daarna moet passen, hangt af van of die bieding vergelijkbaar is.",
            steps=(_A2A, _A2B),
            cites=("31A2",),
            related=("31A2a", "31A2b"),
        )
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        "Het bod voor de beurt wordt geannuleerd; de RT van de overtreder, die aan de beurt was, biedt nu.",
        steps=(
            f"Past de RT, dan herhaalt {offender} zijn bod en volgt geen rechtzetting (31A1).",
            f"Biedt, doubleert of redoubleert de RT, dan mag {offender} elke reglementaire bieding doen.",
            _A2A,
            _A2B,
        ),
        cites=("31A",),
        related=("31A1", "31A2a", "31A2b"),
    )


@rule("31C", irregularity="call_out_of_rotation", cites=("31C", "25"), reads=("call_kind", "turn_of", "offender_previously_called"))
def later_bid_at_lho_turn(ctx: Context) -> Outcome | None:
    if not _is_bid(ctx) or ctx.fact("turn_of") != "lho" or not ctx.fact("offender_previously_called"):
        return None
    ctx.because("De overtreder had al eerder geboden en bood nu terwijl zijn LT aan de beurt was.")
    return Outcome(
        "Dit wordt behandeld als een wijziging van bieding: artikel 25 is van toepassing.",
        steps=("Stel vast of de nieuwe bieding een niet-bedoelde vergissing was (25A) of een bewuste wijziging (25B).",),
        cites=("31C",),
        related=("25",),
    )


@rule("31B", irregularity="call_out_of_rotation", cites=("31B", "31B1", "31B2", "16C2", "31A2a", "31A2b", "26B"), reads=("call_kind", "turn_of", "offender_previously_called", "offender"))
def partner_or_lho_turn(ctx: Context) -> Outcome | None:
    if not _is_bid(ctx):
        return None
    turn = ctx.fact("turn_of")
    if turn == "rho" or (turn == "lho" and ctx.fact("offender_previously_called")):
        return None
    if turn == "partner":
        ctx.because("Het bod werd gedaan terwijl de partner van de overtreder aan de beurt was.")
    else:
        ctx.because("Het bod werd gedaan terwijl de LT aan de beurt was, en de overtreder had nog niet geboden.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        "Het bod voor de beurt wordt geannuleerd en de bieding gaat naar wie aan de beurt was.",
        steps=(
            "De partner mag bij zijn beurt vrij bieden; wat het bod hem vertelde is ongeoorloofd (16C2).",
            f"Daarna mag {offender} bij zijn beurt elke reglementaire bieding doen:",
            _A2A,
            _A2B,
        ),
        cites=("31B",),
        related=("16C2", "31A2a", "31A2b"),
    )
