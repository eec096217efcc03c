"""Laws 68-71: claims and concessions.

What happened to the claim decides the law: a statement about the current trick only
is no claim (68); a defender's concession his partner objects to at once is none
either (68B2); play continued by agreement of all four voids the claim (68D2b); an
agreed claim stands (69A) unless, within the correction period, agreement is
withdrawn for a trick actually won or likely to be won (69B1, 69B2); a contested
claim is judged by the director (70A, with 70C for a forgotten trump); a concession
is cancelled within the correction period only for a trick already won or one that
could not be lost by any normal play (71A, 71B). ``offender`` is the claimer (or the
player who conceded).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "claim"
RESCORE = "Het spel wordt opnieuw gescoord met die slag voor de partij die hem terugkrijgt."
NORMAL = "Ook slordig of inferieur spel voor het niveau van de speler geldt als normaal."


def _situation(ctx: Context) -> str:
    return ctx.fact("claim_situation")


@rule("68", irregularity=_KIND, cites=("68", "16", "57A"), reads=("claim_situation",))
def current_trick_only(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "current_trick_only":
        return None
    ctx.because("De uitspraak of getoonde kaart ging alleen over de slag die nog gespeeld werd.")
    return Outcome(
        "Dit is geen claim of concessie: het spel gaat gewoon verder.",
        steps=(
            "Laat de lopende slag en de rest van het spel normaal uitspelen.",
            "Kaarten die een tegenspeler daarbij liet zien, worden geen strafkaarten.",
        ),
        afterwards=("Wat de partner uit die kaarten weet, kan ongeoorloofde informatie zijn (artikel 16); bij te vroeg bijspelen geldt artikel 57A.",),
        cites=("68",),
        related=("16", "57A"),
    )


@rule("68B2", irregularity=_KIND, cites=("68B2", "16C", "16C3"), reads=("claim_situation", "offender"))
def partner_objected(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "partner_objected":
        return None
    ctx.because("Een tegenspeler wilde slagen afgeven, maar zijn partner maakte daar meteen bezwaar tegen.")
    defender = who(ctx.known("offender"), "de tegenspeler")
    return Outcome(
        "Er is geen concessie en ook geen claim: het spel gaat verder.",
        steps=(
            f"Laat het spel normaal verder spelen; {defender} neemt getoonde kaarten terug, het zijn geen strafkaarten.",
            "De informatie uit de poging tot concessie en uit die kaarten mag zijn partner niet gebruiken (16C).",
            "Noteer welke kaarten getoond werden en wat er gezegd werd.",
        ),
        afterwards=("Gebruikte de partner die informatie toch en is de tegenpartij daardoor benadeeld, dan kent de WL een arbitrale score toe (16C3).",),
        cites=("68B2",),
        related=("16C", "16C3"),
    )


@rule("68D2b", irregularity=_KIND, cites=("68D2b", "68D2a"), reads=("claim_situation",))
def play_continued(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "play_continued":
        return None
    ctx.because("Na twijfel over de claim werd op verzoek van de niet-claimende partij met instemming van alle vier spelers doorgespeeld.")
    return Outcome(
        "De claim vervalt: het resultaat van het verdere spelen telt.",
        steps=(
            "Noteer het resultaat zoals het werd uitgespeeld.",
            "Dit kan alleen als alle vier spelers met doorspelen instemden; anders blijft het spelen gestaakt en beslist de WL (68D2a).",
        ),
        cites=("68D2b",),
        related=("68D2a",),
    )


@rule("69A", irregularity=_KIND, cites=("69A", "69B", "71"), reads=("claim_situation",))
def agreed(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "agreed":
        return None
    ctx.because("Alle spelers stemden in en niemand maakte bezwaar.")
    return Outcome(
        "De claim of concessie staat: het spel wordt gescoord alsof de geclaimde en geconcedeerde slagen zo zijn gespeeld.",
        steps=("Noteer de score volgens de claim of concessie.",),
        afterwards=("Binnen de correctieperiode kan dat in bepaalde gevallen nog worden teruggedraaid: 69B voor de tegenpartij, 71 voor wie concedeerde.",),
        cites=("69A",),
        related=("69B", "71"),
    )


@rule("70C", irregularity=_KIND, cites=("70C", "70A", "70B", "68D2a"), reads=("claim_situation", "claim_trump_outstanding", "offender"), overrides=("70A",))
def contested_trump_outstanding(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "contested" or not ctx.fact("claim_trump_outstanding"):
        return None
    ctx.because("De claim wordt betwist en een tegenstander had nog een troef die de claimer niet noemde.")
    claimer = who(ctx.known("offender"), "de claimer")
    return Outcome(
        "Het spelen blijft gestaakt; de WL geeft de tegenpartij slag(en) als de claimer die troef enigszins waarschijnlijk vergat "
        "en er bij een normale speelwijze een slag aan verloren kan gaan.",
        steps=(
            f"Laat {claimer} zijn toelichting herhalen en hoor de bezwaren (70B).",
            "Noemde hij de troef niet en is het enigszins waarschijnlijk dat hij haar vergat (70C1, 70C2)?",
            "Kan er dan bij een normale speelwijze een slag aan die troef verloren gaan: die slag gaat naar de tegenpartij (70C3).",
            "Overige twijfel gaat in het nadeel van de claimer (70A).",
        ),
        cites=("70C",),
        related=("70A", "70B", "68D2a"),
        director_decides=True,
    )


@rule("70A", irregularity=_KIND, cites=("70A", "68D2a", "68C", "70B", "70D1", "70D2", "70E1"), reads=("claim_situation", "offender", "offender_role"))
def contested(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "contested":
        return None
    ctx.because("Een speler betwist de claim of concessie.")
    claimer = who(ctx.known("offender"), "de claimer")
    if ctx.known("offender_role") == "defender":
        limits = "Geen deel van de claim dat ervan afhangt dat de partner van de tegenspeler de juiste normale speelwijze kiest (70D2)."
        related = ("68D2a", "68C", "70B", "70D2", "70E1")
    else:
        limits = "Geen niet genoemde succesvolle speelwijze als een normale andere minder oplevert (70D1), en geen niet genoemde snit (70E1)."
        related = ("68D2a", "68C", "70B", "70D1", "70E1")
    return Outcome(
        "Het spelen blijft gestaakt; de WL beslist de claim zo billijk mogelijk, maar elke twijfel gaat in het nadeel van de claimer.",
        steps=(
            "Niemand speelt verder of steekt kaarten terug tot de WL er is (68D2a).",
            f"Laat {claimer} zijn toelichting bij de claim (68C) herhalen, hoor de bezwaren en laat zo nodig alle kaarten openleggen (70B).",
            limits,
            f"Ga uit van de minst gunstige normale speelwijze voor de claimer. {NORMAL}",
        ),
        cites=("70A",),
        related=related,
        director_decides=True,
    )


@rule("69B1", irregularity=_KIND, cites=("69B1", "69B", "79C1"), reads=("claim_situation", "correction_period_open", "withdrawn_trick_basis"))
def withdrawn_trick_won(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "agreement_withdrawn" or not ctx.fact("correction_period_open"):
        return None
    if ctx.fact("withdrawn_trick_basis") != "actually_won":
        return None
    ctx.because("De correctieperiode loopt nog en de partij stemde in met het verlies van een slag die zij in werkelijkheid al had gewonnen.")
    return Outcome(
        "De instemming met de claim wordt ingetrokken: die slag gaat terug naar de partij die instemde.",
        steps=("Stel vast om welke slag het gaat.", RESCORE),
        cites=("69B1",),
        related=("69B", "79C1"),
    )


@rule("69B2", irregularity=_KIND, cites=("69B2", "69B", "79C1"), reads=("claim_situation", "correction_period_open", "withdrawn_trick_basis"))
def withdrawn_trick_likely(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "agreement_withdrawn" or not ctx.fact("correction_period_open"):
        return None
    if ctx.fact("withdrawn_trick_basis") != "likely_won":
        return None
    ctx.because("De correctieperiode loopt nog en de partij stemde in met het verlies van een slag die zij bij verder spelen waarschijnlijk zou hebben gewonnen.")
    return Outcome(
        "De instemming met de claim wordt ingetrokken: die slag gaat terug naar de partij die instemde.",
        steps=(
            "Beoordeel of die slag bij verder spelen waarschijnlijk gewonnen was; dat is een zwaardere eis dan bij een betwiste claim, waar twijfel tegen de claimer telt.",
            RESCORE,
        ),
        cites=("69B2",),
        related=("69B", "79C1"),
        director_decides=True,
    )


@rule("69B", irregularity=_KIND, cites=("69B", "69A", "79C1"), reads=("claim_situation", "correction_period_open", "withdrawn_trick_basis"))
def withdrawal_refused(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "agreement_withdrawn":
        return None
    if not ctx.fact("correction_period_open"):
        ctx.because("De correctieperiode is verstreken.")
        return Outcome(
            "Te laat: de instemming kan niet meer worden ingetrokken en de score volgens de claim blijft staan.",
            steps=("Laat de genoteerde score staan.",),
            cites=("69B", "79C1"),
            related=("69A",),
        )
    if ctx.fact("withdrawn_trick_basis") != "not_likely":
        return None
    ctx.because("Het gaat niet om een slag die de partij al won of bij verder spelen waarschijnlijk zou hebben gewonnen.")
    return Outcome(
        "De instemming kan niet worden ingetrokken: de score volgens de claim blijft staan.",
        steps=("Laat de genoteerde score staan.",),
        cites=("69B",),
        related=("69A",),
    )


@rule("71A", irregularity=_KIND, cites=("71A", "71", "79C1"), reads=("claim_situation", "correction_period_open", "conceded_trick_basis"))
def concession_trick_won(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "concession_regretted" or not ctx.fact("correction_period_open"):
        return None
    if ctx.fact("conceded_trick_basis") != "actually_won":
        return None
    ctx.because("De correctieperiode loopt nog en de speler concedeerde een slag die zijn partij in werkelijkheid al had gewonnen.")
    return Outcome(
        "De WL annuleert de concessie van die slag: de slag gaat terug naar de partij die concedeerde.",
        steps=("Stel vast om welke slag het gaat.", RESCORE),
        cites=("71A",),
        related=("71", "79C1"),
    )


@rule("71B", irregularity=_KIND, cites=("71B", "71", "79C1"), reads=("claim_situation", "correction_period_open", "conceded_trick_basis"))
def concession_trick_safe(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "concession_regretted" or not ctx.fact("correction_period_open"):
        return None
    if ctx.fact("conceded_trick_basis") != "could_not_lose":
        return None
    ctx.because("De correctieperiode loopt nog en de geconcedeerde slag kon bij geen enkele normale speelwijze van de resterende kaarten verloren gaan.")
    return Outcome(
        "De WL annuleert de concessie van die slag: de slag gaat terug naar de partij die concedeerde.",
        steps=(f"Ga na dat de slag bij geen enkele normale speelwijze verloren kon gaan. {NORMAL}", RESCORE),
        cites=("71B",),
        related=("71", "79C1"),
        director_decides=True,
    )


@rule("71", irregularity=_KIND, cites=("71", "71A", "71B", "79C1"), reads=("claim_situation", "correction_period_open", "conceded_trick_basis"))
def concession_stands(ctx: Context) -> Outcome | None:
    if _situation(ctx) != "concession_regretted":
        return None
    if not ctx.fact("correction_period_open"):
        ctx.because("De correctieperiode is verstreken.")
        return Outcome(
            "Te laat: de concessie blijft staan.",
            steps=("Laat de genoteerde score staan.",),
            cites=("71", "79C1"),
        )
    if ctx.fact("conceded_trick_basis") != "could_lose":
        return None
    ctx.because("De geconcedeerde slag had bij een normale (ook slordige of inferieure) speelwijze verloren kunnen gaan.")
    return Outcome(
        "De concessie blijft staan: een gedane concessie wordt alleen geannuleerd voor een slag die al gewonnen was of niet verloren kon gaan.",
        steps=("Laat de genoteerde score staan.",),
        cites=("71",),
        related=("71A", "71B"),
    )
