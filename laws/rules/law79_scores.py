"""Law 79: tricks won, disagreement about them, and the correction period.

An error in recording or computing the agreed score is corrected until the correction
period ends (79C1), afterwards only with the tournament organiser's approval and when
the director is satisfied beyond reasonable doubt (79C2). A disagreement about tricks
won goes to 69B or 71 when there was a claim or concession (79B1); otherwise the
director rules the score (79B2), and when he was called only after the round ended he
changes it for both sides only when clearly convinced of the table result (79B3).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "score_correction"


def _issue(ctx: Context) -> str:
    return ctx.fact("score_issue")


@rule("79C1", irregularity=_KIND, cites=("79C1",), reads=("score_issue", "correction_period_open"))
def within_period(ctx: Context) -> Outcome | None:
    if _issue(ctx) != "recording_error" or not ctx.fact("correction_period_open"):
        return None
    ctx.because("De afgesproken score is verkeerd genoteerd of berekend en de correctieperiode loopt nog.")
    return Outcome(
        "De fout wordt hersteld: een verkeerd genoteerde of berekende score mag tot het einde van de correctieperiode worden gecorrigeerd.",
        steps=(
            "Stel met beide partijen vast wat aan tafel was afgesproken (contract, leider, aantal slagen).",
            "Corrigeer de score in de uitslag.",
        ),
        cites=("79C1",),
    )


@rule("79C2", irregularity=_KIND, cites=("79C2", "79C1"), reads=("score_issue", "correction_period_open"))
def after_period(ctx: Context) -> Outcome | None:
    if _issue(ctx) != "recording_error" or ctx.fact("correction_period_open"):
        return None
    ctx.because("De correctieperiode is verstreken.")
    return Outcome(
        "Na de correctieperiode mag de fout alleen nog worden hersteld met goedkeuring van de wedstrijdorganisator en als de WL "
        "buiten redelijke twijfel vaststelt dat de genoteerde score fout is.",
        steps=(
            "Ga na wat aan tafel was afgesproken (scorebriefje, bridgemate, beide partijen).",
            "Alleen als de fout buiten redelijke twijfel vaststaat en de wedstrijdorganisator instemt: corrigeer de score.",
        ),
        cites=("79C2", "79C1"),
        director_decides=True,
    )


@rule("79B1", irregularity=_KIND, cites=("79B1", "69B", "71"), reads=("score_issue", "score_claim_made"))
def after_claim(ctx: Context) -> Outcome | None:
    if _issue(ctx) != "tricks_disputed" or not ctx.fact("score_claim_made"):
        return None
    ctx.because("Er is onenigheid over de slagen en het spelen werd beëindigd met een claim of concessie.")
    return Outcome(
        "De WL beslist volgens 69B (de tegenpartij trekt haar instemming met een claim in) of 71 (wie concedeerde, wil dat terugdraaien).",
        steps=(
            "Stel vast wat er geclaimd of geconcedeerd werd en wie ermee instemde.",
            "Beide alleen binnen de correctieperiode, voor een slag die al gewonnen was of bij verder spelen waarschijnlijk gewonnen zou zijn (69B), "
            "of die bij geen normale speelwijze verloren kon gaan (71).",
        ),
        cites=("79B1",),
        related=("69B", "71"),
        director_decides=True,
    )


@rule("79B2", irregularity=_KIND, cites=("79B2", "79A1", "79A2"), reads=("score_issue", "score_claim_made", "score_td_called_before_round_end"))
def rule_the_score(ctx: Context) -> Outcome | None:
    if _issue(ctx) != "tricks_disputed" or ctx.fact("score_claim_made") or not ctx.fact("score_td_called_before_round_end"):
        return None
    ctx.because("Er is onenigheid over de slagen zonder claim of concessie, en de WL werd nog tijdens de ronde geroepen.")
    return Outcome(
        "De WL bepaalt welke score wordt genoteerd.",
        steps=(
            "Hoor beide partijen en ga na hoeveel slagen elke partij won, zo mogelijk aan de hand van de gespeelde kaarten.",
            "Noteer de score die de WL vaststelt.",
        ),
        afterwards=("Over het aantal slagen hoort men het eens te zijn voordat de handen terug in het bord gaan (79A1), en niemand mag bewust een slag accepteren die zijn partij niet won (79A2).",),
        cites=("79B2",),
        related=("79A1", "79A2"),
        director_decides=True,
    )


@rule("79B3", irregularity=_KIND, cites=("79B3", "92B"), reads=("score_issue", "score_claim_made", "score_td_called_before_round_end"))
def called_after_round(ctx: Context) -> Outcome | None:
    if _issue(ctx) != "tricks_disputed" or ctx.fact("score_claim_made") or ctx.fact("score_td_called_before_round_end"):
        return None
    ctx.because("Er is onenigheid over de slagen zonder claim of concessie, en de WL werd pas na het einde van de ronde geroepen.")
    return Outcome(
        "De WL wijzigt de score voor beide partijen alleen als hij duidelijk overtuigd is van het resultaat aan tafel.",
        steps=(
            "Hoor beide partijen en ga na wat er aan tafel gebeurde.",
            "Niet duidelijk overtuigd: laat de score staan, of verlaag haar voor één partij zonder haar voor de andere te verhogen.",
        ),
        afterwards=("Een beslissing kan alleen worden gevraagd binnen de termijn van artikel 92B.",),
        cites=("79B3",),
        related=("92B",),
        director_decides=True,
    )
