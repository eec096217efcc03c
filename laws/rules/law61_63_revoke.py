"""Laws 61-63: what a revoke is, who may ask about one, its correction and when it
becomes established.

For the ``revoke`` irregularity these rules come before Law 64 (``law64_revoke``):
61A (unable to comply is no revoke), 62C3 (both sides revoked in one trick), 62D1
(trick twelve, hands not yet back in the board) and 63B (established while play goes
on: no correction, 64 after play) are exceptions; 62A (not yet established: correct
it, with 62C1/62C2 for cards played afterwards) is the base while play goes on. The
inquiries of 61B are their own irregularity, ``revoke_inquiry``.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "revoke"
_LAW64 = ("64A1", "64A2", "64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7", "64B8")

# 63A: what makes a revoke established, with the Dutch reason
ESTABLISHING = {
    "played_next": ("63A1", "De overtreder of zijn partner heeft al voorgespeeld of bijgespeeld in de volgende slag."),
    "designated_next": ("63A2", "De overtreder of zijn partner heeft al een kaart genoemd of aangewezen voor de volgende slag."),
    "claim": ("63A3", "Een speler van de overtredende partij heeft geclaimd of slagen toegegeven."),
    "agreed_claim": ("63A4", "De overtredende partij heeft ingestemd met een claim of concessie van de tegenpartij."),
}


# facts only a question about the tricks after play carries (Law 64)
_AFTER_PLAY_FACTS = ("revoke_trick_winner", "offending_side_later_tricks", "attention_after_nos_called_next_board", "attention_after_round")


def _trick_twelve(ctx: Context) -> bool:
    number = ctx.known("trick_number")
    return number == 12 if number is not None else bool(ctx.known("revoke_on_trick_twelve"))


def _during_play(ctx: Context) -> bool | None:
    """True while play goes on, False after it, None when the message does not say."""
    if ctx.known("during_play") is not None:
        return bool(ctx.known("during_play"))
    phase = ctx.known("phase")
    if phase in ("play", "after_play"):
        return phase == "play"
    return None


def _established(ctx: Context) -> bool:
    """From what the offending side did after the revoke (63A) when known, else asked."""
    act = ctx.known("establishing_act")
    if act == "none":
        return False
    if act in ESTABLISHING:
        return True
    return bool(ctx.fact("established"))


# -- Law 61A: no revoke when unable to comply -----------------------------------------------


@rule("61A", irregularity=_KIND, cites=("61A", "59"), reads=("revoke_kind",), overrides=("62A", "63B", "62C3", "62D1", *_LAW64))
def unable_to_comply(ctx: Context) -> Outcome | None:
    if ctx.known("revoke_kind") != "unable_to_comply":
        return None
    ctx.because("De speler kon de voorgeschreven kaart of kleur niet spelen.")
    return Outcome(
        "Geen verzaking: wie een voorgeschreven kaart of kleur niet kan spelen, verzaakt niet en mag elke verder reglementaire kaart spelen.",
        steps=("Het spel gaat gewoon verder; de gespeelde kaart blijft staan als ze verder reglementair is (59).",),
        cites=("61A",),
        related=("59",),
    )


# -- Law 62C3 and 62D1: corrected although (one of them is) established -----------------------


@rule("62C3", irregularity=_KIND, cites=("62C3", "16C2", "64B8", "64C1"), reads=("both_revoked_same_trick",), overrides=("62A", "63B", *_LAW64))
def both_sides_same_trick(ctx: Context) -> Outcome | None:
    if not ctx.known("both_revoked_same_trick"):
        return None
    ctx.because("Beide partijen verzaakten in dezelfde slag en maar één partij speelde al in de volgende slag.")
    return Outcome(
        "Beide verzakingen moeten worden hersteld, ook die van de partij die al in de volgende slag speelde.",
        steps=(
            "Beide overtreders nemen hun verzakingskaart terug en spelen een reglementaire kaart.",
            "Elke kaart die een tegenspeler daarbij terugneemt, wordt een strafkaart (artikel 50).",
            "Informatie uit teruggenomen kaarten is ongeoorloofd voor de overtredende partij (16C2).",
        ),
        afterwards=("Na dit herstel gaan er geen slagen automatisch over (64B8); de WL kan wel een arbitrale score toekennen (64C1).",),
        cites=("62C3",),
        related=("16C2", "64B8", "64C1"),
    )


@rule("62D1", irregularity=_KIND, cites=("62D1", "62D2", "16C", "64B6"), reads=("trick_number", "revoke_on_trick_twelve", "established", "establishing_act", "hands_returned_to_board", "phase", "during_play", "offender_role", "partner_still_to_play"), overrides=("63B", "64B6"))
def trick_twelve_not_back_in_board(ctx: Context) -> Outcome | None:
    if not _trick_twelve(ctx):
        return None
    act = ctx.known("establishing_act")
    if not (ctx.known("established") is True or act in ESTABLISHING):
        return None  # not established: 62A corrects it like any other revoke
    returned = ctx.known("hands_returned_to_board")
    if returned is None and _during_play(ctx):
        returned = False
    if returned is not False:
        return None  # 64B6 rules, and tells what to do if the hands are not back yet
    ctx.because("De verzaking vond plaats in de twaalfde slag en de vier handen zitten nog niet terug in het bord.")
    steps = [
        "De overtreder vervangt de verzakingskaart door een reglementaire kaart; de verzakingskaart speelt hij dan in de laatste slag.",
        "Er gaan geen slagen over (64B6).",
    ]
    cites: tuple[str, ...] = ("62D1",)
    if ctx.known("offender_role") == "defender" and ctx.known("partner_still_to_play"):
        ctx.because("Een tegenspeler verzaakte voordat zijn partner in die slag aan de beurt was.")
        steps.insert(1, "Wat de partner van de overtreder uit de verzakingskaart weet, is voor hem ongeoorloofd (62D2, 16C).")
        cites = ("62D1", "62D2")
    return Outcome(
        "Ook een voldongen verzaking in de twaalfde slag moet worden hersteld zolang de vier handen nog niet terug in het bord zitten.",
        steps=tuple(steps),
        cites=cites,
        related=("16C", "64B6") if len(cites) == 2 else ("62D2", "64B6"),
    )


# -- Law 63: established while play goes on ------------------------------------------------


@rule("63B", irregularity=_KIND, cites=("63A1", "63A2", "63A3", "63A4", "63A", "63B", "64", "62D1"), reads=("establishing_act", "established", "phase", "during_play", "trick_number", "revoke_on_trick_twelve", *_AFTER_PLAY_FACTS), overrides=("62A", *_LAW64))
def established_no_correction(ctx: Context) -> Outcome | None:
    if _trick_twelve(ctx):
        return None  # 62D
    act = ctx.known("establishing_act")
    during = _during_play(ctx)
    if act in ESTABLISHING:
        # a message that tells how it became established: during play, or when it does not
        # yet ask about the tricks (a question about tricks goes to Law 64)
        if during is False or (during is None and any(ctx.known(f) is not None for f in _AFTER_PLAY_FACTS)):
            return None
        unit, reason = ESTABLISHING[act]
        ctx.because(reason)
        cites: tuple[str, ...] = (unit, "63B")
    elif during and act != "none":
        if not ctx.fact("established"):
            return None
        ctx.because("De verzaking is voldongen.")
        cites = ("63B", "63A")
    else:
        return None
    claim = act in ("claim", "agreed_claim")
    return Outcome(
        "De verzaking is voldongen en kan niet meer worden hersteld: de slag blijft staan zoals hij gespeeld is.",
        steps=(
            "Neem de verzakingskaart niet terug." if claim else "Neem de verzakingskaart niet terug; speel het spel gewoon uit.",
            "Bij de afhandeling van de claim past de WL artikel 64 toe (overdracht van 0, 1 of 2 slagen)."
            if claim else "Na afloop past de WL artikel 64 toe (overdracht van 0, 1 of 2 slagen).",
            "Uitzondering: een verzaking in de twaalfde slag wordt nog hersteld zolang de handen niet terug in het bord zitten (62D1).",
        ),
        cites=cites,
        related=("64", "62D1"),
    )


# -- Law 62: correcting a revoke not yet established ------------------------------------------


def _withdrawal(ctx: Context, who_withdraws: str) -> bool:
    return ctx.known("subsequent_withdrawal") == who_withdraws and not _established(ctx)


@rule("62C1", irregularity=_KIND, cites=("62C1", "62A", "62C2", "16C"), reads=("subsequent_withdrawal", "establishing_act", "established"), overrides=("62A",))
def non_offender_withdraws(ctx: Context) -> Outcome | None:
    if not _withdrawal(ctx, "non_offender"):
        return None
    ctx.because("De verzaking wordt hersteld, en een speler van de niet-overtredende partij speelde daarna al een kaart.")
    return Outcome(
        "De speler van de niet-overtredende partij mag de kaart die hij na de verzaking speelde zonder rechtzetting terugnemen en een andere spelen.",
        steps=(
            "De overtreder herstelt eerst de verzaking (62A).",
            "Daarna mag de speler van de overtredende partij die na hem aan de beurt was, ook zijn kaart terugnemen (62C2).",
            "Informatie uit teruggenomen kaarten is geoorloofd voor de niet-overtredende partij en ongeoorloofd voor de overtreders (16C).",
        ),
        cites=("62C1",),
        related=("62A", "62C2", "16C"),
    )


@rule("62C2", irregularity=_KIND, cites=("62C2", "16C", "50"), reads=("subsequent_withdrawal", "establishing_act", "established"), overrides=("62A",))
def offender_side_withdraws(ctx: Context) -> Outcome | None:
    if not _withdrawal(ctx, "offender_side"):
        return None
    ctx.because("Een niet-overtreder nam na het herstel van de verzaking zijn kaart terug.")
    return Outcome(
        "De speler van de overtredende partij die daarna aan de beurt was, mag ook zijn kaart terugnemen; is hij tegenspeler, dan wordt die kaart een strafkaart.",
        steps=(
            "Een teruggenomen kaart van de leider of de blinde gaat zonder rechtzetting terug in de hand.",
            "Een teruggenomen kaart van een tegenspeler blijft als strafkaart open liggen (artikel 50).",
            "Informatie uit de teruggenomen kaart is ongeoorloofd voor zijn partij (16C).",
        ),
        cites=("62C2",),
        related=("16C", "50"),
    )


@rule("62A", irregularity=_KIND, cites=("62A", "62B", "62B1", "62B2", "62C1", "63A"), reads=("established", "establishing_act", "offender_role", "offender", "revoke_card_faced"))
def not_established(ctx: Context) -> Outcome | None:
    if _established(ctx):
        return None
    ctx.because("De verzaking is nog niet voldongen, dus moet ze worden hersteld.")
    role = ctx.known("offender_role")
    offender = who(ctx.known("offender"), "De overtreder")
    if role == "defender" and ctx.known("revoke_card_faced"):
        ctx.because("De verzakingskaart was een al open liggende kaart van de tegenspeler.")
        card_step, unit = "De open kaart van de tegenspeler wordt zonder verdere rechtzetting vervangen.", "62B2"
    elif role == "defender":
        card_step, unit = "De teruggenomen kaart wordt een grote strafkaart (artikel 50).", "62B1"
    elif role in ("declarer", "dummy"):
        card_step, unit = "De teruggenomen kaart van de leider of de blinde gaat zonder straf terug in de hand.", "62B2"
    else:
        card_step, unit = "Een teruggenomen kaart van een tegenspeler wordt een grote strafkaart; die van de leider of de blinde niet.", "62B"
    return Outcome(
        f"{offender} moet de verzaking herstellen door een kaart in de gevraagde kleur te spelen.",
        steps=(
            "Neem de verzakingskaart terug en laat een reglementaire kaart bijspelen.",
            card_step,
            "Wie na de verzaking al bijspeelde van de niet-overtredende partij mag zijn kaart terugnemen (62C1).",
        ),
        afterwards=("Een verzaking wordt voldongen zodra de overtredende partij naar de volgende slag voorspeelt of bijspeelt (63A).",),
        cites=("62A", unit),
        related=("62C1", "63A"),
    )


# -- Law 61B: who may ask about a revoke ---------------------------------------------------

_INQ = "revoke_inquiry"
_CORRECT = "Blijkt er verzaakt te zijn en is de verzaking nog niet voldongen, dan moet ze worden hersteld (62A)."


def _inquiry(ctx: Context) -> str:
    return ctx.fact("revoke_inquiry_kind")


@rule("61B1", irregularity=_INQ, cites=("61B1", "62A", "62B1"), reads=("revoke_inquiry_kind",))
def declarer_asks_defender(ctx: Context) -> Outcome | None:
    if _inquiry(ctx) != "declarer_asks_defender":
        return None
    ctx.because("De leider vroeg een tegenspeler die niet bekende of hij nog een kaart van de voorgespeelde kleur had.")
    return Outcome(
        "Dat mag: de leider mag een tegenspeler die niet bekende vragen of hij nog een kaart van de voorgespeelde kleur heeft.",
        steps=(_CORRECT, "De verzakingskaart van de tegenspeler wordt dan een grote strafkaart (62B1)."),
        cites=("61B1",),
        related=("62A", "62B1"),
    )


@rule("43B2b/61B2a", irregularity=_INQ, cites=("61B2a", "43B2b", "64"), reads=("revoke_inquiry_kind", "dummy_violated_43a2"), overrides=("61B2a",))
def dummy_asks_after_violation(ctx: Context) -> Outcome | None:
    if _inquiry(ctx) != "dummy_asks_declarer" or not ctx.known("dummy_violated_43a2"):
        return None
    ctx.because("De blinde had eerder een beperking van 43A2 overtreden en vroeg daarna als eerste de leider of hij verzaakte.")
    return Outcome(
        "De vraag mag (61B2a), maar omdat de blinde eerder 43A2 overtrad: heeft de leider verzaakt, dan speelt hij een reglementaire kaart "
        "in de plaats en geldt artikel 64 alsof de verzaking voldongen was.",
        steps=("Laat de leider een kaart in de gevraagde kleur in de plaats spelen.", "Pas na afloop artikel 64 toe (overdracht van slagen)."),
        cites=("61B2a", "43B2b"),
        related=("64",),
    )


@rule("61B2a", irregularity=_INQ, cites=("61B2a", "62A", "62B2", "43B2b"), reads=("revoke_inquiry_kind",))
def dummy_asks_declarer(ctx: Context) -> Outcome | None:
    if _inquiry(ctx) != "dummy_asks_declarer":
        return None
    ctx.because("De blinde vroeg de leider die niet bekende of hij nog een kaart van de voorgespeelde kleur had.")
    return Outcome(
        "Dat mag: de blinde mag de leider die niet bekende vragen of hij nog een kaart van de voorgespeelde kleur heeft.",
        steps=(
            _CORRECT,
            "De kaart van de leider gaat dan zonder straf terug in de hand (62B2).",
            "Had de blinde eerder in de hand van een andere speler gekeken of 43A2 anders overtreden, dan geldt 43B2b.",
        ),
        cites=("61B2a",),
        related=("62A", "62B2", "43B2b"),
    )


@rule("61B2b", irregularity=_INQ, cites=("61B2b", "43A1c", "62A", "16B", "90"), reads=("revoke_inquiry_kind",))
def dummy_asks_defender(ctx: Context) -> Outcome | None:
    if _inquiry(ctx) != "dummy_asks_defender":
        return None
    ctx.because("De blinde vroeg een tegenspeler of hij nog een kaart van de voorgespeelde kleur had.")
    return Outcome(
        "Dat mag niet: de blinde mag een tegenspeler niet vragen of hij verzaakt heeft.",
        steps=(
            _CORRECT,
            "Wijs de blinde op zijn beperking: hij mag niet deelnemen aan het spelen (43A1c).",
        ),
        afterwards=("Gaf de vraag de leider informatie, dan kan artikel 16B van toepassing zijn; de WL kan de blinde een procedurele straf geven (artikel 90).",),
        cites=("61B2b", "43A1c"),
        related=("62A", "16B", "90"),
        director_decides=True,
    )


@rule("61B3", irregularity=_INQ, cites=("61B3", "16B1", "62A", "62B1", "62B2"), reads=("revoke_inquiry_kind",))
def defender_asks(ctx: Context) -> Outcome | None:
    kind = _inquiry(ctx)
    if kind == "defender_asks_declarer":
        ctx.because("Een tegenspeler vroeg de leider die niet bekende of hij nog een kaart van de voorgespeelde kleur had.")
        return Outcome(
            "Dat mag: een tegenspeler mag de leider die niet bekende vragen of hij nog een kaart van de voorgespeelde kleur heeft.",
            steps=(_CORRECT, "De kaart van de leider gaat dan zonder straf terug in de hand (62B2)."),
            cites=("61B3",),
            related=("62A", "62B2"),
        )
    if kind != "defender_asks_partner":
        return None
    ctx.because("Een tegenspeler vroeg zijn partner die niet bekende of hij nog een kaart van de voorgespeelde kleur had.")
    return Outcome(
        "Dat mag, tenzij de wedstrijdbepalingen het verbieden: tegenspelers mogen elkaar vragen of ze nog een kaart van de voorgespeelde kleur hebben.",
        steps=(
            "De vraag kan wel ongeoorloofde informatie voor de partner opleveren (16B1).",
            _CORRECT,
            "De verzakingskaart van de partner wordt dan een grote strafkaart (62B1).",
        ),
        cites=("61B3", "16B1"),
        related=("62A", "62B1"),
    )
