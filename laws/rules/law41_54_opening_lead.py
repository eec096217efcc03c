"""Laws 41A and 54 (with 47E1): an opening lead out of turn.

Law 54 governs an opening lead *faced* out of turn by a defender. Its exceptions come
first: a card "led" by the declaring side is no lead at all (54E: Law 24), a lead still
face down is simply put back on the director's instruction (41A), and a lead made
because an opponent said it was his turn is retracted without rectification (47E1).
Then what already happened at the table decides: dummy's cards seen (54C: declarer
must accept), declarer's own cards spread (54A: he becomes dummy), a card already
played to the lead (54B1, 54B2). Otherwise declarer chooses; the reply lists his
options (54A, 54B, 54D) unless the message says what he chose.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import PARTNER, who

_KIND = "opening_lead_out_of_turn"
_BASE = ("54C", "54A", "54B2", "54B", "54D", "54")

_B1 = "De leider speelt de tweede kaart uit zijn eigen hand, de blinde als laatste (54B1)."
_B2 = "Speelt hij toch uit de blinde, dan blijft die kaart gespeeld, behalve om een verzaking te herstellen (54B2)."
_SPREAD = "De blinde legt al zijn kaarten open (41D)."
_PENALTY_STEPS = (
    "De kaart blijft als grote strafkaart open liggen (50D).",
    "Vóór de uitkomst kiest de leider: de kleur van de strafkaart eisen of verbieden (de kaart gaat dan terug in de hand) of niets eisen (50D2).",
    "Blijft de strafkaart liggen, dan speelt de overtreder haar bij de eerste reglementaire gelegenheid (50D1a).",
    "Andere informatie eruit is ongeoorloofd voor zijn partner (50E2).",
)


def _declaring_side(ctx: Context) -> bool:
    role = ctx.known("offender_role")
    if role in ("declarer", "dummy"):
        return True
    if role == "defender":
        return False
    return bool(ctx.fact("opening_lead_by_declaring_side"))


def _correct_leader(ctx: Context) -> str:
    seat = ctx.known("offender")
    return f"de partner van de overtreder ({PARTNER[seat]})" if seat in PARTNER else "de partner van de overtreder"


# -- exceptions: no faced lead by a defender, or a lead induced by the opponents ---------


@rule("41A", irregularity=_KIND, cites=("41A", "16C"), reads=("opening_lead_face_down", "offender"), overrides=_BASE)
def face_down_lead(ctx: Context) -> Outcome | None:
    if not ctx.fact("opening_lead_face_down"):
        return None
    ctx.because("De uitkomst lag nog gedekt, dus artikel 54 (open uitkomst) geldt niet.")
    return Outcome(
        "De gedekte uitkomst voor de beurt gaat op aanwijzing van de WL terug in de hand; de juiste tegenspeler komt uit.",
        steps=(
            f"{who(ctx.known('offender'), 'De overtreder')} neemt de gedekte kaart terug; geen strafkaart.",
            f"Daarna komt {_correct_leader(ctx)} gedekt uit.",
            "Wat die uit de teruggenomen uitkomst afleidt, is ongeoorloofde informatie (16C).",
        ),
        cites=("41A",),
        related=("16C",),
    )


@rule("54E", irregularity=_KIND, cites=("54E", "24", "24D", "16C"), reads=("offender_role", "opening_lead_by_declaring_side"), overrides=_BASE)
def lead_by_declaring_side(ctx: Context) -> Outcome | None:
    if not _declaring_side(ctx):
        return None
    ctx.because("De kaart werd als uitkomst gelegd door de leider of de blinde.")
    return Outcome(
        "Dit is geen uitkomst: artikel 24 geldt en de kaart gaat zonder straf terug in de hand.",
        steps=(
            "De kaart gaat terug in de hand van de leider of de blinde; geen strafkaart (24D).",
            "De tegenspeler links van de leider komt (gedekt) uit.",
            "De informatie uit de kaart is geoorloofd voor de tegenspelers, niet voor de partij van de leider (16C).",
        ),
        cites=("54E",),
        related=("24", "24D", "16C"),
    )


@rule("47E1", irregularity=_KIND, cites=("47E1", "16C"), reads=("misinformed_about_turn",), overrides=_BASE)
def induced_by_opponent(ctx: Context) -> Outcome | None:
    if not ctx.fact("misinformed_about_turn"):
        return None
    ctx.because("De leider of de blinde had de tegenspeler ten onrechte gezegd dat hij moest uitkomen.")
    return Outcome(
        "De uitkomst wordt zonder verdere rechtzetting teruggenomen; de leider mag haar niet accepteren.",
        steps=(
            "De kaart gaat terug in de hand; geen strafkaart. De juiste tegenspeler komt uit.",
            "De informatie eruit is geoorloofd voor de tegenspelers, niet voor de partij van de leider (16C).",
        ),
        cites=("47E1",),
        related=("16C",),
    )


# -- what already happened at the table ----------------------------------------------------


@rule("54C", irregularity=_KIND, cites=("54C", "54B1", "54B2"), reads=("after_opening_lead",))
def dummy_seen(ctx: Context) -> Outcome | None:
    if ctx.fact("after_opening_lead") != "dummy_spread":
        return None
    ctx.because("De blinde had al kaarten open gelegd: de leider kon ze zien.")
    return Outcome(
        "De leider moet de uitkomst voor de beurt accepteren en blijft leider.",
        steps=(_SPREAD, _B1, _B2),
        cites=("54C",),
        related=("54B1", "54B2"),
    )


@rule("54A", irregularity=_KIND, cites=("54A",), reads=("after_opening_lead", "opening_lead_choice"))
def declarer_becomes_dummy(ctx: Context) -> Outcome | None:
    state = ctx.fact("after_opening_lead")
    if state == "declarer_spread":
        ctx.because("De leider begon zijn eigen kaarten open te leggen en toonde daarbij kaarten.")
    elif state == "nothing" and ctx.known("opening_lead_choice") == "become_dummy":
        ctx.because("De leider kiest ervoor zijn hand open te leggen.")
    else:
        return None
    return Outcome(
        "De leider wordt blinde: hij legt zijn hele hand open en zijn partner speelt het spel als leider.",
        steps=(
            "De oorspronkelijke leider legt al zijn kaarten open; hij is nu de blinde.",
            "Zijn partner is leider en speelt de tweede kaart uit de nieuwe blinde; het spel gaat normaal verder.",
        ),
        cites=("54A",),
    )


@rule("54B2", irregularity=_KIND, cites=("54B2", "54B"), reads=("after_opening_lead",))
def second_card_from_dummy(ctx: Context) -> Outcome | None:
    if ctx.fact("after_opening_lead") != "played_from_dummy":
        return None
    ctx.because("De leider accepteerde de uitkomst en speelde de tweede kaart uit de blinde in plaats van uit zijn hand.")
    return Outcome(
        "De kaart uit de blinde blijft gespeeld; ze mag alleen worden teruggenomen om een verzaking te herstellen.",
        steps=("Laat de kaart van de blinde liggen (is ze een verzaking, herstel die) en maak de slag af.",),
        cites=("54B2",),
        related=("54B",),
    )


@rule("54B", irregularity=_KIND, cites=("54B", "54B1", "54B2", "53A"), reads=("after_opening_lead", "opening_lead_choice"))
def declarer_accepts(ctx: Context) -> Outcome | None:
    state = ctx.fact("after_opening_lead")
    if state == "declarer_played":
        ctx.because("De leider speelde een kaart uit zijn hand bij en accepteerde daarmee de uitkomst (53A).")
        return Outcome(
            "De uitkomst is geaccepteerd: de kaart die de leider bijspeelde, is de tweede kaart van de slag.",
            steps=(_SPREAD, "De blinde speelt als laatste in de eerste slag; het spel gaat normaal verder."),
            cites=("54B1", "54B"),
            related=("53A",),
        )
    if state != "nothing" or ctx.known("opening_lead_choice") != "accept":
        return None
    ctx.because("De leider accepteert de uitkomst en blijft leider.")
    return Outcome(
        "De uitkomst is geaccepteerd: de blinde legt zijn kaarten open en de leider speelt de tweede kaart uit zijn eigen hand.",
        steps=(_SPREAD, _B1, _B2),
        cites=("54B", "54B1"),
        related=("54B2",),
    )


@rule("54D", irregularity=_KIND, cites=("54D", "50D", "50D1a", "50D2a", "50D2b", "50E2"), reads=("after_opening_lead", "opening_lead_choice", "offender"))
def declarer_refuses(ctx: Context) -> Outcome | None:
    if ctx.fact("after_opening_lead") != "nothing" or ctx.known("opening_lead_choice") != "refuse":
        return None
    ctx.because("De leider weigert de uitkomst; hij kon nog geen kaarten van de blinde zien.")
    return Outcome(
        f"De uitkomst wordt teruggenomen en wordt een grote strafkaart; {_correct_leader(ctx)} komt uit.",
        steps=_PENALTY_STEPS,
        cites=("54D", "50D"),
        related=("50D2a", "50D2b", "50D1a", "50E2"),
    )


@rule("54", irregularity=_KIND, cites=("54", "54A", "54B", "54B1", "54D", "50D2"), reads=("after_opening_lead", "opening_lead_choice"))
def declarer_options(ctx: Context) -> Outcome | None:
    if ctx.fact("after_opening_lead") != "nothing" or ctx.known("opening_lead_choice") is not None:
        return None
    if ctx.known("after_opening_lead") == "nothing":  # stated, not presumed ("Aangenomen" says that)
        ctx.because("Er is nog niets bijgespeeld of open gelegd.")
    return Outcome(
        "De leider kiest: accepteren en blinde worden, accepteren en leider blijven, of weigeren (grote strafkaart).",
        steps=(
            "Blinde worden: de leider legt zijn hele hand open en zijn partner speelt (54A).",
            "Leider blijven: de blinde gaat open; de leider speelt de tweede kaart uit eigen hand (54B).",
            "Weigeren: grote strafkaart; de leider mag de kleur eisen of verbieden (kaart terug in de hand) "
            "of niets eisen, en de juiste tegenspeler komt uit (54D, 50D2).",
        ),
        cites=("54",),
        related=("54A", "54B", "54D", "50D2"),
    )
