"""Laws 30 and 32: a pass, double or redouble out of rotation (Law 31 is the bid).

Every rule here first lets 29A decide when the offender's LHO called over the call
(``_accepted``): 29A lives in ``law31_bid_out_of_turn`` and overrides only the 31
rules, so without that check these rules would run before it. The one exception is
an inadmissible double or redouble, which can never be accepted (32, 36A, 36B4).

30: an artificial pass (or a pass of partner's artificial call) is a bid out of
rotation (30C); at RHO's turn the offender passes at his next turn (30A); at
partner's turn, or at LHO's turn before the offender called, partner calls freely
(16C2) and the offender's own call is judged as comparable or not (30B1); a later
pass at LHO's turn is a change of call (30B2).
32: at RHO's turn as 31A (32A1, 32A2a, 32A2b); at partner's turn as 31B (32B); at
LHO's turn a change of call (32C). 23C follows a comparable call after play.
"""

from __future__ import annotations

from ._law23 import comparable_call_damage
from ..engine import Context, Outcome, rule
from ._dutch import who
from .law35_36_inadmissible import inadmissible_double_lho_called, inadmissible_double_out_of_turn

_KIND = "call_out_of_rotation"
COMPARABLE = {"same_meaning": "23A1", "subset": "23A2", "same_purpose": "23A3", "yes": "23A"}
_ALL_30 = ("30A", "30B1", "30B2")
_ALL_32 = ("32A1", "32A2a", "32A2b", "32A", "32B", "32C")
_COMPARABLE_UNITS = ("23A", "23A1", "23A2", "23A3")

NOT_COMPARABLE = "Anders moet zijn partner bij zijn eerstvolgende beurt passen; 16C, 26B en 72C kunnen gelden."


def _partner_ui(withdrawn: str) -> str:
    return f"De partner van de overtreder mag vrij bieden, maar de informatie uit {withdrawn} is voor hem ongeoorloofd (16C2)."


def _accepted(ctx: Context) -> bool:
    """The offender's LHO called over it: rectification is forfeited and 29A rules."""
    return bool(ctx.fact("offender_lho_called"))


def _is(ctx: Context, kind: str) -> bool:
    return ctx.fact("call_kind") == kind


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- exceptions -----------------------------------------------------------------------


@rule("32+36", irregularity=_KIND, cites=("36A", "36B4", "32", "35A", "16C", "26B", "72C"),
      reads=("call_kind", "double_inadmissible", "offender_lho_called", "offender"), overrides=("29A", *_ALL_32))
def inadmissible_double(ctx: Context) -> Outcome | None:
    if not _is(ctx, "double") or not ctx.fact("double_inadmissible"):
        return None
    ctx.because("Een ontoelaatbaar doublet of redoublet kan niet aanvaard worden (32).")
    if _accepted(ctx):
        return inadmissible_double_lho_called(ctx, related=("32", "16C"))
    return inadmissible_double_out_of_turn(ctx, related=("32", "26B", "72C"))


@rule("23C/30-32", irregularity=_KIND, cites=("23C", "23A", "12C1b"),
      reads=("call_kind", "offender_lho_called", "phase", "replacement_comparable", "turn_of", "nos_damaged"),
      overrides=("30B1", "32A2a", "32B"))
def comparable_then_damage(ctx: Context) -> Outcome | None:
    if ctx.known("phase") != "after_play" or ctx.known("replacement_comparable") not in COMPARABLE:
        return None
    kind = ctx.fact("call_kind")
    if kind not in ("pass", "double") or _accepted(ctx):
        return None
    if (kind, ctx.known("turn_of")) in (("pass", "rho"), ("double", "lho")):
        return None
    return comparable_call_damage(ctx)


@rule("30C", irregularity=_KIND, cites=("30C", "31", "31A", "31B"), reads=("call_kind", "offender_lho_called", "artificial_pass", "turn_of"), overrides=_ALL_30)
def artificial_pass(ctx: Context) -> Outcome | None:
    if not _is(ctx, "pass") or _accepted(ctx) or not ctx.fact("artificial_pass"):
        return None
    ctx.because("De pas voor de beurt was kunstmatig, of een pas op een kunstmatige bieding van de partner.")
    steps = {
        "rho": ("RT aan de beurt: past de RT, dan herhaalt de overtreder zijn pas (31A1); anders mag hij elke "
                "reglementaire bieding doen en geldt 31A2.",),
        "partner": ("Partner aan de beurt: de partner mag vrij bieden (16C2); daarna de overtreder, en de WL beslist "
                    "volgens 31A2 (31B).",),
    }.get(ctx.known("turn_of"), (
        "RT aan de beurt: past de RT, dan herhaalt de overtreder zijn pas; anders geldt 31A2.",
        "Partner (of LT, als de overtreder nog niet bood) aan de beurt: 31B.",
    ))
    return Outcome(
        "Behandel deze pas als een bod voor de beurt: artikel 31 is van toepassing, niet artikel 30.",
        steps=steps,
        cites=("30C", "31"),
        related=("31A", "31B"),
    )


# -- Law 30: pass out of rotation -----------------------------------------------------


@rule("30A", irregularity=_KIND, cites=("30A", "72C"), reads=("call_kind", "offender_lho_called", "turn_of", "offender"))
def pass_at_rho_turn(ctx: Context) -> Outcome | None:
    if not _is(ctx, "pass") or _accepted(ctx) or ctx.fact("turn_of") != "rho":
        return None
    ctx.because("De overtreder paste terwijl zijn RT aan de beurt was.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        f"De pas wordt geannuleerd en de RT biedt; {offender} moet bij zijn eerstvolgende beurt passen.",
        steps=(
            "De RT van de overtreder, die aan de beurt was, biedt nu.",
            f"{_cap(offender)} past bij zijn eerstvolgende beurt; daarna mag hij weer vrij bieden.",
            "Zijn partner is niet beperkt.",
        ),
        afterwards=("Had de overtreder kunnen weten dat dit de tegenpartij kon schaden, dan volgt na afloop eventueel een arbitrale score (72C).",),
        cites=("30A",),
        related=("72C",),
    )


@rule("30B2", irregularity=_KIND, cites=("30B2", "25"), reads=("call_kind", "offender_lho_called", "turn_of", "offender_previously_called"))
def later_pass_at_lho_turn(ctx: Context) -> Outcome | None:
    if not _is(ctx, "pass") or _accepted(ctx) or ctx.fact("turn_of") != "lho" or not ctx.fact("offender_previously_called"):
        return None
    ctx.because("De overtreder had al eerder geboden en paste nu terwijl zijn LT aan de beurt was.")
    return Outcome(
        "Dit wordt behandeld als een wijziging van bieding: artikel 25 is van toepassing.",
        steps=("Stel vast of de pas een niet-bedoelde vergissing was (25A) of een bewuste wijziging (25B).",),
        cites=("30B2",),
        related=("25",),
    )


@rule("30B1", irregularity=_KIND, cites=("30B1", "30B1a", "30B1b", "16C2", "16C", "26B", "72C", *_COMPARABLE_UNITS, "23C"),
      reads=("call_kind", "offender_lho_called", "turn_of", "offender_previously_called", "replacement_comparable", "offender"))
def pass_at_partner_or_lho_turn(ctx: Context) -> Outcome | None:
    if not _is(ctx, "pass") or _accepted(ctx):
        return None
    turn = ctx.fact("turn_of")
    if turn == "rho" or (turn == "lho" and ctx.fact("offender_previously_called")):
        return None
    if turn == "partner":
        ctx.because("De overtreder paste terwijl zijn partner aan de beurt was.")
    else:
        ctx.because("De overtreder paste terwijl zijn LT aan de beurt was, en hij had zelf nog niet geboden.")
    offender = who(ctx.known("offender"), "de overtreder")
    replacement = ctx.known("replacement_comparable")
    if replacement in COMPARABLE:
        ctx.because("De overtreder deed op zijn beurt een vergelijkbare bieding.")
        return Outcome(
            "Geen verdere rechtzetting: de overtreder deed op zijn beurt een vergelijkbare bieding.",
            steps=("Het bieden gaat normaal verder; de partner van de overtreder hoeft niet te passen.",),
            afterwards=("Was het resultaat zonder de informatie uit de ingetrokken pas zeer wel anders geweest en is de tegenpartij benadeeld, dan volgt een arbitrale score (23C).",),
            cites=("30B1b", COMPARABLE[replacement]),
            related=("23C",),
        )
    if replacement == "no":
        ctx.because("De bieding die de overtreder op zijn beurt deed, is niet vergelijkbaar met een pas.")
        return Outcome(
            "De partner van de overtreder moet bij zijn eerstvolgende beurt passen.",
            steps=(
                "De bieding van de overtreder blijft staan.",
                "Zijn partner past bij zijn eerstvolgende beurt.",
                "Wordt de overtreder tegenspeler, dan kan de leider een voorspeelbeperking opleggen (26B).",
            ),
            afterwards=("Informatie uit de ingetrokken pas is ongeoorloofd voor de overtredende partij (16C); zie ook 72C.",),
            cites=("30B1b",),
            related=("16C", "26B", "72C"),
        )
    return Outcome(
        "De pas voor de beurt wordt geannuleerd en het bieden gaat naar wie aan de beurt was.",
        steps=(
            _partner_ui("de ingetrokken pas"),
            f"Daarna mag {offender} bij zijn beurt elke reglementaire bieding doen.",
            "Is dat een vergelijkbare bieding (23A), dan volgt geen verdere rechtzetting (30B1b).",
            NOT_COMPARABLE,
        ),
        cites=("30B1", "30B1a"),
        related=("16C2", "30B1b"),
    )


# -- Law 32: double or redouble out of rotation ----------------------------------------

_A2A = "Is die bieding vergelijkbaar (23A), dan volgt geen verdere rechtzetting (32A2a)."
_A2B = "Anders moet zijn partner bij zijn eerstvolgende beurt passen; 16C, 26B en 72C kunnen gelden (32A2b)."


def _double_at(ctx: Context, turn: str) -> bool:
    return _is(ctx, "double") and not _accepted(ctx) and ctx.fact("turn_of") == turn


def _comparable_outcome(ctx: Context, unit: str, kind: str, lead: tuple[str, ...] = ()) -> Outcome:
    ctx.because("De overtreder verving zijn doublet of redoublet door een vergelijkbare bieding.")
    return Outcome(
        "Geen verdere rechtzetting: de vervangende bieding is vergelijkbaar; voorspeelbeperkingen (26B) gelden niet.",
        steps=("Het bieden gaat normaal verder; de partner van de overtreder hoeft niet te passen.",),
        afterwards=("Was het resultaat zonder de informatie uit het ingetrokken doublet of redoublet zeer wel anders geweest en is de tegenpartij benadeeld, dan volgt een arbitrale score (23C).",),
        cites=(*lead, unit, COMPARABLE[kind]),
        related=("23C",),
    )


def _not_comparable_outcome(ctx: Context, unit: str, lead: tuple[str, ...] = ()) -> Outcome:
    ctx.because("De vervangende bieding is niet vergelijkbaar met het doublet of redoublet.")
    return Outcome(
        "De partner van de overtreder moet bij zijn eerstvolgende beurt passen.",
        steps=(
            "De vervangende bieding van de overtreder blijft staan.",
            "Zijn partner past bij zijn eerstvolgende beurt.",
            "Wordt de overtreder tegenspeler, dan kan de leider een voorspeelbeperking opleggen (26B).",
        ),
        afterwards=("Informatie uit het ingetrokken doublet of redoublet is ongeoorloofd voor de partner (16C); zie ook 72C.",),
        cites=(*lead, unit),
        related=("16C", "26B", "72C"),
    )


@rule("32A1", irregularity=_KIND, cites=("32A1", "32A", "36"), reads=("call_kind", "offender_lho_called", "turn_of", "rho_action", "offender"))
def double_rho_passes(ctx: Context) -> Outcome | None:
    if not _double_at(ctx, "rho") or ctx.fact("rho_action") != "pass":
        return None
    ctx.because("Het doublet of redoublet werd gedaan terwijl de RT aan de beurt was, en die paste daarna.")
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        f"{_cap(offender)} moet zijn doublet of redoublet herhalen; er volgt geen rechtzetting.",
        steps=(
            f"{_cap(offender)} herhaalt zijn doublet of redoublet.",
            "Het bieden gaat daarna normaal verder; de partner is niet beperkt.",
            "Is het doublet of redoublet nu ontoelaatbaar, dan geldt artikel 36.",
        ),
        cites=("32A1",),
        related=("32A", "36"),
    )


@rule("32A2a", irregularity=_KIND, cites=("32A2a", *_COMPARABLE_UNITS, "23C"), reads=("call_kind", "offender_lho_called", "turn_of", "rho_action", "replacement_comparable"))
def double_rho_called_comparable(ctx: Context) -> Outcome | None:
    if not _double_at(ctx, "rho") or ctx.fact("rho_action") != "call":
        return None
    kind = ctx.fact("replacement_comparable")
    if kind not in COMPARABLE:
        return None
    ctx.because("De RT bood na het doublet of redoublet voor de beurt.")
    return _comparable_outcome(ctx, "32A2a", kind)


@rule("32A2b", irregularity=_KIND, cites=("32A2b", "16C", "26B", "72C"), reads=("call_kind", "offender_lho_called", "turn_of", "rho_action", "replacement_comparable"))
def double_rho_called_not_comparable(ctx: Context) -> Outcome | None:
    if not _double_at(ctx, "rho") or ctx.fact("rho_action") != "call" or ctx.fact("replacement_comparable") != "no":
        return None
    ctx.because("De RT bood na het doublet of redoublet voor de beurt.")
    return _not_comparable_outcome(ctx, "32A2b")


@rule("32A", irregularity=_KIND, cites=("32A", "32A1", "32A2", "32A2a", "32A2b"), reads=("call_kind", "offender_lho_called", "turn_of", "rho_action", "replacement_comparable", "offender"))
def double_rho_procedure(ctx: Context) -> Outcome | None:
    """The director is called before RHO acted, or before the offender chose his call."""
    if not _double_at(ctx, "rho"):
        return None
    action = ctx.fact("rho_action")
    if action == "call" and ctx.fact("replacement_comparable") != "pending":
        return None
    ctx.because("Het doublet of redoublet werd gedaan terwijl de RT aan de beurt was.")
    offender = who(ctx.known("offender"), "de overtreder")
    if action == "call":
        return Outcome(
            f"{_cap(offender)} mag nu elke reglementaire bieding doen; of zijn partner daarna moet passen, hangt af van of die bieding vergelijkbaar is.",
            steps=(_A2A, _A2B),
            cites=("32A2",),
            related=("32A2a", "32A2b"),
        )
    return Outcome(
        "Het doublet of redoublet voor de beurt wordt geannuleerd; de RT van de overtreder, die aan de beurt was, biedt nu.",
        steps=(
            f"Past de RT, dan herhaalt {offender} zijn doublet of redoublet en volgt geen rechtzetting (32A1).",
            f"Biedt, doubleert of redoubleert de RT, dan mag {offender} elke reglementaire bieding doen.",
            _A2A,
            _A2B,
        ),
        cites=("32A",),
        related=("32A1", "32A2a", "32A2b"),
    )


@rule("32C", irregularity=_KIND, cites=("32C", "25"), reads=("call_kind", "offender_lho_called", "turn_of"))
def double_at_lho_turn(ctx: Context) -> Outcome | None:
    if not _double_at(ctx, "lho"):
        return None
    ctx.because("Het doublet of redoublet werd gedaan terwijl de LT van de overtreder aan de beurt was.")
    return Outcome(
        "Dit wordt behandeld als een wijziging van bieding: artikel 25 is van toepassing.",
        steps=("Stel vast of het doublet of redoublet een niet-bedoelde vergissing was (25A) of een bewuste wijziging (25B).",),
        cites=("32C",),
        related=("25",),
    )


@rule("32B", irregularity=_KIND, cites=("32B", "32B1", "32B2", "16C2", "32A2a", "32A2b", *_COMPARABLE_UNITS, "23C", "16C", "26B", "72C"),
      reads=("call_kind", "offender_lho_called", "turn_of", "replacement_comparable", "offender"))
def double_at_partner_turn(ctx: Context) -> Outcome | None:
    if not _double_at(ctx, "partner"):
        return None
    ctx.because("Het doublet of redoublet werd gedaan terwijl de partner van de overtreder aan de beurt was.")
    replacement = ctx.known("replacement_comparable")
    if replacement in COMPARABLE:
        return _comparable_outcome(ctx, "32A2a", replacement, lead=("32B2",))
    if replacement == "no":
        return _not_comparable_outcome(ctx, "32A2b", lead=("32B2",))
    offender = who(ctx.known("offender"), "de overtreder")
    return Outcome(
        "Het doublet of redoublet voor de beurt wordt geannuleerd en het bieden gaat naar de partner, die aan de beurt was.",
        steps=(
            _partner_ui("het ingetrokken doublet of redoublet"),
            f"Daarna mag {offender} bij zijn beurt elke reglementaire bieding doen.",
            _A2A,
            _A2B,
        ),
        cites=("32B", "32B1", "32B2"),
        related=("16C2", "32A2a", "32A2b"),
    )
