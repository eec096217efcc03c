"""Law 45D-G: a card dummy played unnamed, a fifth card to a trick, dummy indicating
a card, and a card turned face down too early."""

from __future__ import annotations

from ..engine import Context, Outcome, rule


@rule("45D", irregularity="card_misplayed_by_dummy", cites=("45D", "16C2"), reads=("attention_before_next_trick",))
def misplayed_by_dummy(ctx: Context) -> Outcome | None:
    if ctx.fact("attention_before_next_trick"):
        ctx.because("De blinde speelde een kaart die de leider niet noemde, en dat werd opgemerkt voordat beide partijen in de volgende slag speelden.")
        return Outcome(
            "De kaart die de blinde zonder opdracht speelde, moet worden teruggenomen; de leider speelt de kaart die hij noemt.",
            steps=(
                "Neem de kaart van de blinde terug; de leider noemt de kaart die gespeeld wordt.",
                "Een tegenspeler mag zonder straf een kaart terugnemen die hij na de vergissing speelde.",
                "Neemt de RT van de leider zijn kaart terug en speelt hij een andere, dan mag ook de leider een daarna in die slag bijgespeelde kaart terugnemen.",
                "Informatie uit teruggenomen kaarten is ongeoorloofd voor de overtredende partij (16C2).",
            ),
            cites=("45D",),
            related=("16C2",),
        )
    ctx.because("De vergissing werd pas opgemerkt nadat beide partijen in de volgende slag hadden gespeeld.")
    return Outcome(
        "De kaart die de blinde speelde, blijft gespeeld: terugnemen kan niet meer.",
        steps=("De gespeelde kaarten blijven liggen; het spel gaat verder.",),
        cites=("45D",),
    )


def _role(ctx: Context) -> str:
    """Who played the fifth card; a card from dummy counts as declarer's (45E2)."""
    role = ctx.known("player_role") or ctx.known("offender_role")
    if role == "dummy":
        return "declarer"
    return role if role in ("declarer", "defender") else ctx.fact("player_role")


@rule("45E1", irregularity="fifth_card", cites=("45E1", "50", "53", "56"), reads=("player_role", "offender_role", "deemed_lead"))
def fifth_card_defender(ctx: Context) -> Outcome | None:
    if _role(ctx) != "defender":
        return None
    if ctx.fact("deemed_lead"):
        ctx.because("Een tegenspeler speelde een vijfde kaart en de WL oordeelt dat het een voorspelen voor de volgende slag was.")
        return Outcome(
            "De vijfde kaart wordt behandeld als een voorspelen: artikel 53 of 56 is van toepassing.",
            steps=(
                "Stel vast wie aan de beurt was om voor te spelen.",
                "Was de tegenspeler niet aan de beurt, behandel het als voorspelen voor de beurt (53 als het geaccepteerd wordt, anders 56).",
            ),
            cites=("45E1",),
            related=("53", "56"),
        )
    ctx.because("Een tegenspeler speelde een vijfde kaart in een slag en dat was geen voorspelen.")
    return Outcome(
        "De vijfde kaart van de tegenspeler wordt een strafkaart, te behandelen volgens artikel 50.",
        steps=("Laat de kaart open op tafel liggen als strafkaart.", "Bepaal of het een grote of kleine strafkaart is en pas artikel 50 toe."),
        cites=("45E1",),
        related=("50",),
    )


@rule("45E2", irregularity="fifth_card", cites=("45E2", "55"), reads=("player_role", "offender_role", "deemed_lead"))
def fifth_card_declarer(ctx: Context) -> Outcome | None:
    if _role(ctx) != "declarer":
        return None
    if ctx.fact("deemed_lead"):
        ctx.because("De leider speelde een vijfde kaart en de WL oordeelt dat het een voorspelen voor de volgende slag was.")
        return Outcome(
            "De vijfde kaart van de leider wordt behandeld als een voorspelen: artikel 55 is van toepassing.",
            steps=("Stel vast wie aan de beurt was om voor te spelen.", "Was de leider niet aan de beurt, pas artikel 55 toe (voorspelen voor de beurt door de leider)."),
            cites=("45E2",),
            related=("55",),
        )
    ctx.because("De leider speelde een vijfde kaart in een slag (uit zijn hand of uit de blinde) en dat was geen voorspelen.")
    return Outcome(
        "Geen straf: de vijfde kaart van de leider gaat terug in de hand waaruit ze kwam.",
        steps=("Laat de leider de kaart terugnemen in zijn hand of in de blinde.", "Het spel gaat verder."),
        cites=("45E2",),
    )


@rule("45F", irregularity="dummy_indicates_card", cites=("45F", "12C1b"))
def dummy_indicates(ctx: Context) -> Outcome | None:
    ctx.because("De blinde duidde zonder opdracht van de leider een kaart aan of raakte er een aan.")
    return Outcome(
        "Het spel gaat verder; na afloop kent de WL een arbitrale score toe als de blinde een speelwijze suggereerde en de tegenspelers daardoor benadeeld zijn.",
        steps=(
            "De WL moet direct geroepen worden en wordt op de hoogte gebracht van wat de blinde deed.",
            "Beoordeel of de handeling van de blinde een speelwijze aan de leider suggereerde.",
            "Laat het spel gewoon doorgaan.",
        ),
        afterwards=("Zijn de tegenspelers door de gesuggereerde speelwijze benadeeld, dan kent de WL een arbitrale score toe.",),
        cites=("45F",),
        related=("12C1b",),
        director_decides=True,
    )


@rule("45G", irregularity="trick_quitted_early", cites=("45G", "90A"))
def quitted_early(ctx: Context) -> Outcome | None:
    ctx.because("Een speler legde zijn kaart dicht voordat alle vier spelers in de slag hadden gespeeld.")
    return Outcome(
        "Een speler behoort zijn kaart pas dicht te leggen als alle vier spelers in de slag gespeeld hebben; er is geen rechtzetting.",
        steps=("Laat de kaart weer open leggen tot de slag compleet is.", "Wijs de speler op de juiste procedure; het spel gaat verder."),
        afterwards=("Bij herhaling kan de WL een procedurele straf geven (90A).",),
        cites=("45G",),
        related=("90A",),
    )
