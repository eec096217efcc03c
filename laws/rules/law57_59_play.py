"""Laws 57, 58 and 59: premature play, simultaneous plays, inability to play as required.

57A is the base rule for a defender who leads to the next trick before his partner
played to the current one, or plays before his partner: a major penalty card, and
declarer chooses one of four rectifications (57A1-57A4) for the partner; 57B when the
partner cannot comply. 57C1 and 57C2 take the rectification away for playing before
partner; 57C3 covers declarer, 57D a defender playing at his RHO's turn. A card dummy
picked by himself is not played (45D). 58A and 58B deal with simultaneous plays; 59
lets a player who cannot comply with a rectification play any otherwise legal card.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_57 = "premature_play"
_58 = "simultaneous_play"
_59 = "inability_to_play"

_OPTIONS = {
    "highest": ("57A1", "de hoogste kaart van de voorgespeelde kleur spelen"),
    "lowest": ("57A2", "de laagste kaart van de voorgespeelde kleur spelen"),
    "play_suit": ("57A3", "een kaart spelen van de andere kleur die de leider noemt"),
    "forbid_suit": ("57A4", "geen kaart spelen van de andere kleur die de leider noemt"),
}
_CANNOT_COMPLY = "Kan de partner niet voldoen, dan mag hij elke reglementaire kaart spelen (57B, 59)."
_KEEPS_LYING = "De strafkaart blijft liggen en wordt bij de eerste reglementaire gelegenheid gespeeld (50D1a)."


def _role(ctx: Context) -> str:
    """Who played: dummy only when the message says so; otherwise declarer or a defender."""
    role = ctx.known("offender_role")
    if role in ("declarer", "dummy", "defender"):
        return role
    return ctx.fact("player_role")


def _defender_kind(ctx: Context) -> str | None:
    if _role(ctx) != "defender":
        return None
    return ctx.fact("premature_kind")


def _before_partner(ctx: Context) -> bool:
    return _defender_kind(ctx) in ("next_trick", "before_partner")


# -- Law 57: declarer and dummy ---------------------------------------------------------


@rule("57C3", irregularity=_57, cites=("57C3", "62A"), reads=("offender_role", "player_role"))
def declarer_premature(ctx: Context) -> Outcome | None:
    if _role(ctx) != "declarer":
        return None
    ctx.because("De leider speelde te vroeg bij uit een van zijn handen (geen voorspelen).")
    return Outcome(
        "De te vroeg bijgespeelde kaart van de leider is gespeeld en mag, als ze reglementair is, niet worden teruggenomen.",
        steps=(
            "Laat de kaart liggen; de slag wordt in de juiste volgorde afgemaakt.",
            "Is de kaart een verzaking, dan moet die wel worden hersteld (62A).",
        ),
        cites=("57C3",),
        related=("62A",),
    )


@rule("57C2-dummy", irregularity=_57, cites=("45D", "57C2"), reads=("offender_role",))
def dummy_premature(ctx: Context) -> Outcome | None:
    if ctx.known("offender_role") != "dummy":
        return None
    ctx.because("De blinde pakte uit zichzelf een kaart voordat de leider die noemde.")
    return Outcome(
        "De kaart die de blinde uit zichzelf pakte, is niet gespeeld en gaat terug; de leider noemt de kaart die gespeeld wordt.",
        steps=(
            "Neem de kaart van de blinde terug, als de fout wordt opgemerkt voordat beide partijen in de volgende slag speelden (45D).",
            "Speelde een tegenspeler daarna al vóór zijn partner, dan volgt voor hem geen rechtzetting (57C2).",
        ),
        cites=("45D",),
        related=("57C2",),
    )


# -- Law 57: a defender ---------------------------------------------------------------------


@rule("57C1", irregularity=_57, cites=("57C1",), reads=("offender_role", "player_role", "premature_kind", "declarer_played_both_hands"), overrides=("57A", "57B", "57A-option"))
def declarer_played_both(ctx: Context) -> Outcome | None:
    if _defender_kind(ctx) != "before_partner" or not ctx.fact("declarer_played_both_hands"):
        return None
    ctx.because("De leider had in deze slag al uit zijn eigen hand én uit de blinde gespeeld.")
    return Outcome(
        "Geen rechtzetting: de tegenspeler speelde pas vóór zijn partner nadat de leider uit beide handen had gespeeld.",
        steps=(
            "De kaart is gewoon gespeeld in deze slag; ze is geen strafkaart.",
            "Een kaart van de blinde telt pas als gespeeld als de leider die noemde of (bv. met een knik) aanwees.",
        ),
        cites=("57C1",),
    )


@rule("57C2", irregularity=_57, cites=("57C2", "45D", "45F"), reads=("offender_role", "player_role", "premature_kind", "dummy_prompted_play"), overrides=("57A", "57B", "57A-option"))
def dummy_prompted(ctx: Context) -> Outcome | None:
    if _defender_kind(ctx) != "before_partner" or not ctx.fact("dummy_prompted_play"):
        return None
    ctx.because("De blinde had uit zichzelf al een kaart gepakt vóór zijn RT, of onreglementair een kaart voorgesteld.")
    return Outcome(
        "Geen rechtzetting voor de tegenspeler die vóór zijn partner speelde: de blinde lokte het uit.",
        steps=(
            "De kaart van de tegenspeler is gewoon gespeeld; ze is geen strafkaart.",
            "Een kaart die de blinde zonder opdracht pakte, gaat terug (45D); de leider noemt zelf de kaart van de blinde.",
        ),
        afterwards=("Suggereerde de blinde een speelwijze en zijn de tegenspelers benadeeld, dan kan de WL de score aanpassen (45F).",),
        cites=("57C2",),
        related=("45D", "45F"),
    )


@rule("57B", irregularity=_57, cites=("57B", "59"), reads=("offender_role", "player_role", "premature_kind", "partner_can_comply"), overrides=("57A", "57A-option"))
def partner_cannot_comply(ctx: Context) -> Outcome | None:
    if ctx.known("partner_can_comply") is not False or not _before_partner(ctx):
        return None
    ctx.because("De partner van de overtreder kan niet voldoen aan de rechtzetting die de leider koos.")
    return Outcome(
        "De partner van de overtreder mag elke kaart spelen die verder reglementair is.",
        steps=(
            "De partner speelt een reglementaire kaart naar keuze (59): moet hij bekennen, dan bekent hij.",
            _KEEPS_LYING,
        ),
        cites=("57B",),
        related=("59",),
    )


@rule("57A-option", irregularity=_57, cites=("57A1", "57A2", "57A3", "57A4", "57A", "57B", "50D1a"), reads=("offender_role", "player_role", "premature_kind", "premature_option"), overrides=("57A",))
def declarer_chose(ctx: Context) -> Outcome | None:
    option = ctx.known("premature_option")
    if option not in _OPTIONS or not _before_partner(ctx):
        return None
    unit, text = _OPTIONS[option]
    ctx.because("Een tegenspeler speelde te vroeg, vóór zijn partner, en de leider heeft zijn keuze gemaakt.")
    return Outcome(
        f"De partner van de overtreder moet {text}; de te vroeg gespeelde kaart is een grote strafkaart.",
        steps=(_CANNOT_COMPLY, _KEEPS_LYING),
        cites=(unit, "57A"),
        related=("57B", "50D1a"),
    )


@rule("57A", irregularity=_57, cites=("57A", "57B", "50D", "50D1a"), reads=("offender_role", "player_role", "premature_kind"))
def premature_before_partner(ctx: Context) -> Outcome | None:
    kind = _defender_kind(ctx)
    if kind == "next_trick":
        ctx.because("Een tegenspeler speelde al voor naar de volgende slag voordat zijn partner had bijgespeeld.")
    elif kind == "before_partner":
        ctx.because("Een tegenspeler speelde bij vóór zijn partner, die eerder aan de beurt was.")
    else:
        return None
    return Outcome(
        "De te vroeg gespeelde kaart wordt een grote strafkaart; de leider kiest wat de partner van de overtreder in deze slag speelt.",
        steps=(
            "De leider kiest: de partner speelt de hoogste of de laagste kaart van de voorgespeelde kleur, "
            "of een kaart van een genoemde andere kleur, of juist geen kaart van een genoemde andere kleur.",
            _CANNOT_COMPLY,
            _KEEPS_LYING,
        ),
        cites=("57A",),
        related=("57B", "50D", "50D1a"),
    )


@rule("57D", irregularity=_57, cites=("57D", "16", "50D"), reads=("offender_role", "player_role", "premature_kind", "premature_card_legal"))
def premature_at_rho_turn(ctx: Context) -> Outcome | None:
    if _defender_kind(ctx) != "at_rho_turn":
        return None
    ctx.because("Een tegenspeler probeerde bij te spelen terwijl zijn RT (leider of blinde) nog aan de beurt was.")
    legal = ctx.known("premature_card_legal")
    if legal is True:
        headline = "De tegenspeler moet deze kaart spelen wanneer hij aan de beurt is; ze is geen strafkaart."
    elif legal is False:
        headline = "De kaart kan niet reglementair in deze slag gespeeld worden en wordt een grote strafkaart."
    else:
        headline = "Kan de kaart reglementair in deze slag gespeeld worden, dan moet hij haar op zijn beurt spelen; anders wordt ze een grote strafkaart."
    return Outcome(
        headline,
        steps=(
            "Eerst speelt de leider of de blinde; daarna de tegenspeler.",
            "Wordt de kaart een grote strafkaart, dan geldt artikel 50D.",
            "Wat zijn partner eruit afleidt, kan ongeoorloofde informatie zijn (artikel 16).",
        ),
        cites=("57D",),
        related=("16", "50D"),
    )


# -- Law 58: simultaneous leads or plays ------------------------------------------------------


def _one_player(ctx: Context) -> bool:
    return ctx.fact("simultaneous_kind") == "one_player"


@rule("58A", irregularity=_58, cites=("58A", "57"), reads=("simultaneous_kind",))
def two_players(ctx: Context) -> Outcome | None:
    if ctx.fact("simultaneous_kind") != "two_players":
        return None
    ctx.because("Twee spelers speelden tegelijk een kaart.")
    return Outcome(
        "De kaart die tegelijk met het reglementaire voorspelen of bijspelen van een ander werd gespeeld, geldt als daarna gespeeld.",
        steps=(
            "De kaart van de speler die aan de beurt was, geldt als eerst gespeeld.",
            "De andere kaart geldt als daarna gespeeld; was die speler toen nog niet aan de beurt, behandel dat als te vroeg spelen (artikel 57).",
        ),
        cites=("58A",),
        related=("57",),
    )


@rule("58B4", irregularity=_58, cites=("58B4", "67"), reads=("simultaneous_kind", "simultaneous_found_late"), overrides=("58B1", "58B2", "58B3"))
def found_late(ctx: Context) -> Outcome | None:
    if not _one_player(ctx) or not ctx.fact("simultaneous_found_late"):
        return None
    ctx.because("Het gelijktijdig spelen werd pas ontdekt nadat beide partijen in de volgende slag hadden gespeeld.")
    return Outcome(
        "Behandel het als een onvolledige slag: artikel 67 is van toepassing.",
        steps=("Stel vast in welke slag te veel kaarten werden gespeeld en herstel die volgens artikel 67.",),
        cites=("58B4",),
        related=("67",),
    )


def _b2_steps(role: str) -> tuple[str, ...]:
    if role == "defender":
        return ("De tegenspeler wijst aan welke kaart hij speelt.", "De andere getoonde kaarten blijven als strafkaart open liggen (artikel 50).")
    return ("De leider wijst aan welke kaart hij speelt.", "De andere getoonde kaarten gaan terug in de hand; de leider krijgt geen strafkaarten.")


@rule("58B3", irregularity=_58, cites=("58B3", "58B2", "16C", "50"), reads=("simultaneous_kind", "faces_visible", "opponent_played_after", "offender_role", "player_role"), overrides=("58B2",))
def opponent_may_change(ctx: Context) -> Outcome | None:
    if not _one_player(ctx) or ctx.fact("faces_visible") != "several" or ctx.known("opponent_played_after") is not True:
        return None
    role = "defender" if _role(ctx) == "defender" else "declarer"
    ctx.because("De overtreder speelde meer kaarten tegelijk, neemt een zichtbare kaart terug, en een tegenstander had daarna al bijgespeeld.")
    return Outcome(
        "De tegenstander die daarna in deze slag bijspeelde, mag zijn kaart zonder verdere rechtzetting terugnemen en een andere spelen.",
        steps=(*_b2_steps(role), "De informatie uit de teruggenomen kaart van de tegenstander valt onder 16C."),
        cites=("58B3",),
        related=("58B2", "16C", *(("50",) if role == "defender" else ())),
    )


@rule("58B1", irregularity=_58, cites=("58B1", "47F"), reads=("simultaneous_kind", "faces_visible"))
def one_face_visible(ctx: Context) -> Outcome | None:
    if not _one_player(ctx) or ctx.fact("faces_visible") != "one":
        return None
    ctx.because("Eén speler speelde meer kaarten tegelijk en van maar één kaart was de beeldzijde zichtbaar.")
    return Outcome(
        "De kaart waarvan de beeldzijde zichtbaar was, is gespeeld; de andere kaarten gaan zonder verdere rechtzetting terug in de hand.",
        steps=("Laat de zichtbare kaart liggen als gespeelde kaart en neem de andere terug; het spel gaat verder.",),
        cites=("58B1",),
        related=("47F",),
    )


@rule("58B2", irregularity=_58, cites=("58B2", "58B3", "50"), reads=("simultaneous_kind", "faces_visible", "offender_role", "player_role"))
def several_faces_visible(ctx: Context) -> Outcome | None:
    if not _one_player(ctx) or ctx.fact("faces_visible") != "several":
        return None
    role = "defender" if _role(ctx) == "defender" else "declarer"
    ctx.because("Eén speler speelde meer kaarten tegelijk en van meer dan één kaart was de beeldzijde zichtbaar.")
    if role == "defender":
        headline = "De tegenspeler wijst aan welke kaart hij speelt; elke andere getoonde kaart wordt een strafkaart."
    else:
        headline = "De leider wijst aan welke kaart hij speelt; de andere kaarten gaan zonder straf terug in de hand."
    return Outcome(
        headline,
        steps=(
            *_b2_steps(role)[1:],
            "Had een tegenstander daarna in deze slag al bijgespeeld, dan mag hij zijn kaart zonder verdere rechtzetting vervangen (58B3).",
        ),
        cites=("58B2",),
        related=("58B3", *(("50",) if role == "defender" else ())),
    )


# -- Law 59: inability to lead or play as required ---------------------------------------------

_REQUIRED_BY = {"lead_restriction": ("50D2a",), "premature_play": ("57B",), "penalty_card": ("50D1b",)}
_REASON = {
    "no_card_of_suit": "De speler heeft geen kaart van de kleur die hij moet spelen.",
    "only_forbidden_suit": "De speler heeft alleen nog kaarten van de kleur die hij niet mag voorspelen.",
    "must_follow": "De speler moet bekennen en kan daardoor niet aan de rechtzetting voldoen.",
}


@rule("59", irregularity=_59, cites=("59", "50D2a", "57B", "50D1b"), reads=("inability_reason", "required_by"))
def unable_to_comply(ctx: Context) -> Outcome | None:
    reason = ctx.known("inability_reason")
    ctx.because(_REASON.get(reason, "De speler kan niet voorspelen of bijspelen zoals de rechtzetting vereist."))
    steps = ["Hij speelt een kaart naar keuze die verder reglementair is; moet hij bekennen, dan bekent hij."]
    if reason == "only_forbidden_suit":
        steps = ["Hij mag dan toch een kaart van die kleur voorspelen; elke kaart die verder reglementair is, mag."]
    source = ctx.known("required_by")
    related = _REQUIRED_BY.get(source, ())
    if source == "penalty_card":
        steps.append("De strafkaart blijft liggen en moet bij de volgende reglementaire gelegenheid gespeeld worden (50D1b).")
    return Outcome(
        "Hij mag elke kaart spelen die verder reglementair is: er volgt geen verdere rechtzetting.",
        steps=tuple(steps),
        cites=("59",),
        related=related,
    )
