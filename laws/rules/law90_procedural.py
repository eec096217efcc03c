"""Law 90: procedural penalties. 90A gives the director the power; 90B lists examples.

Each offence of 90B is its own small rule; anything else that delays or obstructs
the game falls under 90A.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "procedural"
STEPS = (
    "Wijs de deelnemer op de overtreding.",
    "Beslis of een procedurele straf passend is (bv. een waarschuwing of een aftrek volgens de wedstrijdbepalingen).",
)


def _example(offence: str, unit: str, what: str, related: tuple[str, ...] = ()) -> None:
    @rule(unit, irregularity=_KIND, cites=(unit, "90A", *related), reads=("offence",))
    def example(ctx: Context) -> Outcome | None:
        if ctx.fact("offence") != offence:
            return None
        ctx.because(f"De overtreding is {what}.")
        return Outcome(
            f"Dit is een overtreding waarvoor de WL een procedurele straf kan geven ({what}), naast een eventuele rechtzetting.",
            steps=STEPS,
            cites=(unit,),
            related=("90A", *related),
            director_decides=True,
        )

    example.__name__ = f"procedural_{unit}"


_example("late_arrival", "90B1", "te laat komen na de aangekondigde aanvangstijd")
_example("slow_play", "90B2", "overmatig langzaam spelen")
_example("audible_discussion", "90B3", "het bespreken van een spel zodat het aan een andere tafel te horen is")
_example("comparing_scores", "90B4", "het ongeoorloofd vergelijken van scores")
_example("touching_others_cards", "90B5", "het aanraken of in de hand nemen van kaarten van een andere speler", ("7",))
_example("card_in_wrong_pocket", "90B6", "het steken van kaarten in een verkeerd vak van het bord")
_example("error_requiring_adjusted_score", "90B7", "een foutieve handelwijze die een arbitrale score noodzakelijk maakt")
_example("non_compliance", "90B8", "het niet dadelijk voldoen aan de wedstrijdbepalingen of aanwijzingen van de WL")


@rule("90A", irregularity=_KIND, cites=("90A",), reads=("offence",))
def other_offence(ctx: Context) -> Outcome | None:
    if ctx.fact("offence") != "other":
        return None
    ctx.because("De overtreding staat niet bij de voorbeelden van 90B.")
    return Outcome(
        "De WL kan een procedurele straf geven als de overtreding het spel overmatig vertraagt of belemmert, anderen overlast bezorgt, "
        "de gang van zaken verstoort of een arbitrale score nodig maakt.",
        steps=("Beoordeel of de overtreding onder een van die omschrijvingen valt.", *STEPS),
        cites=("90A",),
        director_decides=True,
    )
