"""Law 13: an incorrect number of cards (one hand has more than thirteen).

13C (a surplus card that does not belong to the deck) is the exception to every
other rule. Otherwise the moment of discovery decides: before a player with an
incorrect hand called (13A), after such a call during the auction or play (13B),
or after play (13D).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_BASE = ("13A1", "13A2", "13B1", "13B2", "13D")
PENALTY = "De WL kan een overtreder daarnaast een procedurele straf geven (artikel 90)."


@rule("13C", irregularity="incorrect_number_of_cards", cites=("13C",), reads=("surplus_card", "surplus_card_played_in_completed_trick"), overrides=_BASE)
def surplus_card(ctx: Context) -> Outcome | None:
    if not ctx.fact("surplus_card"):
        return None
    ctx.because("De extra kaart hoort niet bij het spel: het is een overtollige kaart.")
    if ctx.fact("surplus_card_played_in_completed_trick"):
        ctx.because("De overtollige kaart is in een al voltooide slag gespeeld.")
        return Outcome(
            "Verwijder de overtollige kaart en laat verder spelen; omdat ze in een voltooide slag is gespeeld, mag de WL een arbitrale score toekennen.",
            steps=("Verwijder de overtollige kaart uit het spel.", "Laat het bieden of spelen doorgaan zonder verdere rechtzetting."),
            afterwards=("Beoordeel na afloop of de in een voltooide slag gespeelde kaart het resultaat heeft beïnvloed; zo ja, ken een arbitrale score toe.",),
            cites=("13C",),
            director_decides=True,
        )
    ctx.because("De overtollige kaart is niet in een voltooide slag gespeeld.")
    return Outcome(
        "Verwijder de overtollige kaart; het bieden en spelen gaan door zonder verdere rechtzetting en zonder arbitrale score.",
        steps=("Verwijder de overtollige kaart uit het spel.", "Laat het bieden of spelen gewoon doorgaan."),
        cites=("13C",),
    )


@rule("13D", irregularity="incorrect_number_of_cards", cites=("13D", "86B", "90A"), reads=("discovery_phase",))
def after_play(ctx: Context) -> Outcome | None:
    if ctx.fact("discovery_phase") != "after_play":
        return None
    ctx.because("Het onjuiste aantal kaarten werd pas na afloop van het spelen ontdekt.")
    return Outcome(
        "Het resultaat van dit spel wordt geannuleerd en de WL kent een arbitrale score toe.",
        steps=("Annuleer de behaalde score.", "Ken een arbitrale score toe (bij teamwedstrijden kan artikel 86B van toepassing zijn)."),
        afterwards=("Een overtreder (bv. wie de kaarten niet telde) kan een procedurele straf krijgen.",),
        cites=("13D",),
        related=("86B", "90A"),
        director_decides=True,
    )


@rule("13A1", irregularity="incorrect_number_of_cards", cites=("13A1",), reads=("discovery_phase", "card_seen_by_other"))
def no_call_nothing_seen(ctx: Context) -> Outcome | None:
    if ctx.fact("discovery_phase") != "before_any_call" or ctx.fact("card_seen_by_other"):
        return None
    ctx.because("Geen speler met een onjuiste hand heeft al geboden, en niemand zag kaarten van een ander.")
    return Outcome(
        "Herstel de handen; het bord wordt normaal gespeeld.",
        steps=("Tel de kaarten en leg de verkeerd geplaatste kaart(en) terug in de juiste hand.", "Laat het bord normaal bieden en spelen."),
        cites=("13A1",),
    )


@rule("13A2", irregularity="incorrect_number_of_cards", cites=("13A2", "12C1b", "90A"), reads=("discovery_phase", "card_seen_by_other"))
def no_call_card_seen(ctx: Context) -> Outcome | None:
    if ctx.fact("discovery_phase") != "before_any_call" or not ctx.fact("card_seen_by_other"):
        return None
    ctx.because("Geen speler met een onjuiste hand heeft al geboden, maar een speler zag kaarten van een ander.")
    return Outcome(
        "Herstel de handen en laat het bord spelen; het resultaat wordt genoteerd en na afloop beoordeelt de WL de invloed van de extra informatie.",
        steps=("Tel de kaarten en leg de verkeerd geplaatste kaart(en) terug in de juiste hand.", "Laat het bord spelen en het resultaat noteren.", "Noteer welke kaarten door wie gezien zijn."),
        afterwards=("Heeft de extra informatie het resultaat beïnvloed, dan kent de WL een arbitrale score toe (12C1b); hij kan een overtreder bestraffen.",),
        cites=("13A2",),
        related=("12C1b", "90A"),
        director_decides=True,
    )


@rule("13B1", irregularity="incorrect_number_of_cards", cites=("13B1",), reads=("discovery_phase", "normal_play_possible"))
def called_normal_play(ctx: Context) -> Outcome | None:
    if ctx.fact("discovery_phase") != "during_auction_or_play" or not ctx.fact("normal_play_possible"):
        return None
    ctx.because("Een speler met een onjuiste hand heeft al geboden, maar het bord kan normaal gespeeld worden.")
    return Outcome(
        "Herstel het bord en laat het spelen zonder dat de biedingen veranderen.",
        steps=("Leg de verkeerd geplaatste kaart(en) terug in de juiste hand.", "De gedane biedingen blijven staan; laat het bieden en spelen doorgaan."),
        afterwards=("Na het spelen kan de WL alsnog een arbitrale score toekennen.",),
        cites=("13B1",),
        director_decides=True,
    )


@rule("13B2", irregularity="incorrect_number_of_cards", cites=("13B2", "12C1b", "90A"), reads=("discovery_phase", "normal_play_possible"))
def called_no_normal_play(ctx: Context) -> Outcome | None:
    if ctx.fact("discovery_phase") != "during_auction_or_play" or ctx.fact("normal_play_possible"):
        return None
    ctx.because("Een speler met een onjuiste hand heeft al geboden en het bord kan niet normaal gespeeld worden.")
    return Outcome(
        "Het bord wordt niet verder gespeeld: de WL kent een arbitrale score toe.",
        steps=("Stop het bieden of spelen van dit bord.", "Ken een arbitrale score toe (12C1b)."),
        afterwards=(PENALTY,),
        cites=("13B2",),
        related=("12C1b", "90A"),
        director_decides=True,
    )
