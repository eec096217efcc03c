"""Laws 53, 55 and 56 (with 47E1): a lead out of turn during the play.

Who led (declarer from either hand, or a defender) and what the opponents did since
decide the ruling. Exceptions first: a lead induced by an opponent's wrong word
(47E1), a lead to the thirteenth trick (53A: it cannot be accepted), the proper
leader leading anyway (53B), the wrong defender playing to declarer's irregular lead
(53C), and after the play the director's look at what declarer gained (55C). Then:
accepted (53A), refused (55B1/55B2 for declarer, 56 for a defender), or not yet
decided, when the reply lists the options (55A for declarer; 53A and 56 for a defender).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "lead_out_of_turn"
_BASE = ("53A", "55B", "56", "55A", "53A-56")

_55C = "Koos de leider een speelwijze die op informatie uit de overtreding gebaseerd kan zijn, dan kan de WL de score aanpassen (55C)."
_PENALTY = (
    "De kaart blijft als grote strafkaart open liggen (50D).",
    "De juiste speler speelt voor; is dat de partner van de overtreder, dan mag de leider eerst de kleur eisen of verbieden "
    "(kaart terug in de hand) of niets eisen (50D2).",
    "Blijft de strafkaart liggen, dan speelt de overtreder haar bij de eerste reglementaire gelegenheid (50D1a).",
    "Andere informatie eruit is ongeoorloofd voor zijn partner (50E2).",
)


def _response(ctx: Context) -> str:
    """What the opponents did; a choice still to be made when the message does not say."""
    return ctx.known("lead_response") or "pending"


def _role(ctx: Context) -> str:
    """Who led out of turn; a lead from dummy is declarer's lead."""
    role = ctx.known("offender_role")
    if role in ("declarer", "dummy"):
        return "declarer"
    if role == "defender":
        return "defender"
    return ctx.fact("player_role")


# -- exceptions ----------------------------------------------------------------------


@rule("47E1-lead", irregularity=_KIND, cites=("47E1", "16C"), reads=("misinformed_about_turn",), overrides=_BASE)
def induced_by_opponent(ctx: Context) -> Outcome | None:
    if not ctx.fact("misinformed_about_turn"):
        return None
    ctx.because("Een tegenstander had hem ten onrechte gezegd dat hij moest voorspelen.")
    return Outcome(
        "De voorspeling wordt zonder verdere rechtzetting teruggenomen; de tegenpartij mag haar niet accepteren.",
        steps=(
            "De kaart gaat terug in de hand, ook bij een tegenspeler geen strafkaart; de juiste speler speelt voor.",
            "De informatie eruit is geoorloofd voor de tegenpartij van de voorspeler, niet voor zijn eigen partij (16C).",
        ),
        cites=("47E1",),
        related=("16C",),
    )


@rule("53A-13", irregularity=_KIND, cites=("53A",), reads=("trick_number",), overrides=_BASE)
def thirteenth_trick(ctx: Context) -> Outcome | None:
    if ctx.known("trick_number") != 13:
        return None
    ctx.because("Alleen vóór de dertiende slag kan een voorspelen voor de beurt als correct gelden.")
    return Outcome(
        "In de dertiende slag kan een voorspelen voor de beurt niet worden geaccepteerd: de juiste speler speelt voor.",
        steps=("De speler die aan de beurt was, speelt zijn laatste kaart voor; de anderen volgen in de juiste volgorde.",),
        cites=("53A",),
    )


@rule("53B", irregularity=_KIND, cites=("53B", "47F1", "16C"), reads=("lead_response",), overrides=_BASE)
def proper_lead_after(ctx: Context) -> Outcome | None:
    if _response(ctx) != "proper_lead":
        return None
    ctx.because("Daarna speelde de tegenstander die wel aan de beurt was zelf voor.")
    return Outcome(
        "De juiste voorspeling blijft staan; kaarten die ten onrechte in deze slag gespeeld werden, mogen worden teruggenomen.",
        steps=(
            "De juiste voorspeling telt niet als bijgespeeld op de voorspeling voor de beurt.",
            "Ten onrechte gespeelde kaarten mogen terug in de hand (47F1); de informatie eruit valt onder 16C.",
        ),
        cites=("53B",),
        related=("47F1", "16C"),
    )


@rule("53C", irregularity=_KIND, cites=("53C", "57A", "50D"), reads=("lead_response", "offender_role", "player_role"), overrides=_BASE)
def wrong_defender_plays(ctx: Context) -> Outcome | None:
    if _response(ctx) != "wrong_defender_played" or _role(ctx) != "declarer":
        return None
    ctx.because("De tegenspeler rechts van de voorspeling van de leider speelde erop bij, vóór zijn partner.")
    return Outcome(
        "De voorspeling van de leider blijft staan; voor de tegenspeler die te vroeg bijspeelde geldt artikel 57.",
        steps=(
            "Zijn kaart wordt een grote strafkaart (57A, 50D).",
            "De leider kiest wat diens partner speelt: hoogste of laagste van de voorgespeelde kleur, "
            "of een genoemde andere kleur wel of juist niet (57A).",
        ),
        cites=("53C",),
        related=("57A", "50D"),
    )


@rule("55C", irregularity=_KIND, cites=("55C", "12C1"), reads=("phase", "offender_role", "player_role"), overrides=_BASE)
def declarer_gained_information(ctx: Context) -> Outcome | None:
    if ctx.known("phase") != "after_play" or _role(ctx) != "declarer":
        return None
    ctx.because("Het spel is uitgespeeld en de leider had voor de beurt voorgespeeld.")
    return Outcome(
        "Kan de speelwijze van de leider gebaseerd zijn op informatie uit zijn voorspelen voor de beurt, dan kan de WL een arbitrale score toekennen.",
        steps=(
            "Ga na welke informatie de leider door de overtreding kreeg (bv. de reactie van de tegenspelers).",
            "Kan zijn speelwijze daarop gebaseerd zijn, pas dan de score aan (12C1).",
        ),
        cites=("55C",),
        related=("12C1",),
        director_decides=True,
    )


# -- accepted, refused, or still to choose -------------------------------------------------


@rule("53A", irregularity=_KIND, cites=("53A",), reads=("lead_response",))
def accepted(ctx: Context) -> Outcome | None:
    response = _response(ctx)
    if response == "next_played":
        ctx.because("De speler na de voorspeling speelde er al op bij; daarmee is ze geaccepteerd.")
    elif response == "accepted":
        ctx.because("De tegenpartij accepteert de voorspeling voor de beurt.")
    else:
        return None
    return Outcome(
        "De voorspeling voor de beurt is geaccepteerd en geldt als correcte voorspeling; er volgt geen rechtzetting.",
        steps=("Het spel gaat verder vanaf deze voorspeling.",),
        cites=("53A",),
    )


@rule("55B", irregularity=_KIND, cites=("55B1", "55B2", "55C"), reads=("lead_response", "offender_role", "player_role", "declarer_lead_turn"))
def declarer_retracts(ctx: Context) -> Outcome | None:
    if _response(ctx) != "refused" or _role(ctx) != "declarer":
        return None
    if ctx.fact("declarer_lead_turn") == "defender":
        ctx.because("De leider speelde voor terwijl een tegenspeler aan de beurt was, en de tegenspelers accepteren dat niet.")
        return Outcome(
            "De leider neemt zijn voorspeling terug zonder verdere rechtzetting; de tegenspeler die aan de beurt was, speelt voor.",
            steps=("De kaart gaat terug in de hand (leider of blinde) waar ze vandaan kwam; de tegenspeler speelt vrij voor.",),
            afterwards=(_55C,),
            cites=("55B1",),
            related=("55C",),
        )
    ctx.because("De leider speelde voor uit de verkeerde hand, en de tegenspelers accepteren dat niet.")
    return Outcome(
        "De leider neemt de kaart terug en moet voorspelen uit de hand die aan slag was.",
        steps=("De kaart gaat zonder straf terug; de leider speelt een kaart naar keuze voor uit de juiste hand.",),
        afterwards=(_55C,),
        cites=("55B2",),
        related=("55C",),
    )


@rule("56", irregularity=_KIND, cites=("56", "50D", "50D1a", "50D2", "50E2"), reads=("lead_response", "offender_role", "player_role", "offender"))
def defender_refused(ctx: Context) -> Outcome | None:
    if _response(ctx) != "refused" or _role(ctx) != "defender":
        return None
    ctx.because("Een tegenspeler speelde voor de beurt voor en de leider accepteert dat niet.")
    return Outcome(
        f"De voorspeling van {who(ctx.known('offender'), 'de tegenspeler')} wordt teruggenomen en wordt een grote strafkaart.",
        steps=_PENALTY,
        cites=("56", "50D"),
        related=("50D2", "50D1a", "50E2"),
    )


@rule("55A", irregularity=_KIND, cites=("55A", "53A", "55B1", "55B2", "55C"), reads=("lead_response", "offender_role", "player_role", "declarer_lead_turn"))
def declarer_options(ctx: Context) -> Outcome | None:
    if _response(ctx) != "pending" or _role(ctx) != "declarer":
        return None
    ctx.because("De leider speelde voor de beurt voor en de tegenspelers kozen nog niet.")
    turn = ctx.known("declarer_lead_turn")
    if turn == "defender":
        back, units = "Terugnemen: de kaart gaat zonder straf terug; de tegenspeler die aan de beurt was, speelt voor (55B1).", ("55B1",)
    elif turn == "other_hand":
        back, units = "Terugnemen: de kaart gaat zonder straf terug; de leider speelt voor uit de juiste hand (55B2).", ("55B2",)
    else:
        back = ("Terugnemen: de kaart gaat zonder straf terug; de juiste tegenspeler speelt voor (55B1), "
                "of de leider uit de juiste hand (55B2).")
        units = ("55B1", "55B2")
    return Outcome(
        "Elk van beide tegenspelers mag de voorspeling van de leider accepteren of eisen dat hij haar terugneemt.",
        steps=(
            "Accepteren: de voorspeling geldt als correct; bijspelen door de volgende speler is ook accepteren (53A).",
            back,
            "Kiezen ze verschillend, dan beslist de speler die na de voorspeling aan de beurt is.",
        ),
        afterwards=(_55C,),
        cites=("55A",),
        related=("53A", *units, "55C"),
    )


@rule("53A-56", irregularity=_KIND, cites=("53A", "56", "50D2", "53B"), reads=("lead_response", "offender_role", "player_role"))
def defender_options(ctx: Context) -> Outcome | None:
    if _response(ctx) != "pending" or _role(ctx) != "defender":
        return None
    ctx.because("Een tegenspeler speelde voor de beurt voor en de leider koos nog niet.")
    return Outcome(
        "De leider mag de voorspeling accepteren of weigeren; weigert hij, dan wordt de kaart een grote strafkaart.",
        steps=(
            "Accepteren: de voorspeling geldt als correct; bijspelen uit de volgende hand is ook accepteren (53A).",
            "Weigeren: grote strafkaart en de juiste speler speelt voor (56); is dat de partner van de overtreder, "
            "dan mag de leider eerst de kleur eisen of verbieden (kaart terug in de hand) of niets eisen (50D2).",
            "Was de leider zelf aan de beurt, dan mag hij ook gewoon correct voorspelen (53B).",
        ),
        cites=("53A",),
        related=("56", "50D2", "53B"),
    )
