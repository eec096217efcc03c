"""Laws 16B, 16D and 73: unauthorised information and misleading tempo or manner.

These are judgement laws: the director establishes and records the facts now, lets
the board be completed, and decides afterwards. Information from partner (a
hesitation, remark, question, gesture, unexpected alert) is the common case and the
assumed source: the base rule is 16B1a (no logical alternative may be passed over
for a call or play the information demonstrably suggests); its exceptions are 16B2
(the players dispute that there was such information: establish the facts at once),
73C1 (the partner has not acted yet: he must carefully avoid taking advantage) and
16B3 (play is over: the director judges now and adjusts under 12C1). An opponent
misled by tempo or manner is 73E2 (with 73D); information from outside the board is
16D. The rulings name no seat: messages give as ``offender`` sometimes the player who
conveyed the information and sometimes the one who may have used it.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "unauthorized_information"
RECORD = "Noteer nu: wie aarzelde (of wat er gebeurde), hoe lang, wat er daarna geboden of gespeeld werd en of iedereen het eens is."
_PARTNER_RULES = ("16B1a",)


def _from_partner(ctx: Context) -> bool:
    return ctx.fact("ui_source") == "partner"


def _play_over(ctx: Context) -> bool:
    return ctx.known("phase") == "after_play"


@rule("16D", irregularity=_KIND, cites=("16D", "12C2"), reads=("ui_source",))
def extraneous(ctx: Context) -> Outcome | None:
    if ctx.fact("ui_source") != "extraneous":
        return None
    ctx.because("De speler kreeg toevallig informatie van buiten het spel (andere tafel, verkeerde hand, kaart van een ander).")
    return Outcome(
        "De WL beslist of de informatie het normale spel kan verstoren en kiest dan een oplossing volgens artikel 16D.",
        steps=(
            "Stel vast wie welke informatie kreeg en hoe.",
            "Mogelijk zijn onder meer: plaatsen wisselen, opnieuw geven, of laten uitspelen en achteraf de score aanpassen.",
            "Kan het bord niet normaal gespeeld worden: kunstmatige arbitrale score (12C2).",
        ),
        cites=("16D",),
        related=("12C2",),
        director_decides=True,
    )


@rule("73E2", irregularity=_KIND, cites=("73E2", "73D1", "73D2", "12C1"), reads=("ui_source", "phase"))
def misleading_manner(ctx: Context) -> Outcome | None:
    if ctx.fact("ui_source") != "opponent_manner":
        return None
    ctx.because("Een speler trok een verkeerde conclusie uit tempo, vraag, opmerking of gebaar van een tegenstander.")
    steps = [
        "Noteer nu: wat de tegenstander deed (bv. hoe lang hij nadacht) en welke conclusie de speler daaruit trok.",
        "Beoordeel beide voorwaarden; zijn ze vervuld, ken dan een arbitrale score toe (12C1).",
    ]
    if not _play_over(ctx):
        steps.insert(1, "Laat het spel afmaken; de WL beslist na afloop.")
    return Outcome(
        "Werd een speler misleid door tempo of gedrag van een tegenstander die geen aantoonbare bridgereden had en kon "
        "weten dat het hem voordeel kon opleveren, dan kent de WL een arbitrale score toe.",
        steps=tuple(steps),
        afterwards=("Een onbedoelde tempowisseling is geen overtreding; conclusies eruit zijn voor eigen risico (73D1).",),
        cites=("73E2",),
        related=("73D2", "73D1", "12C1"),
        director_decides=True,
    )


@rule("16B2", irregularity=_KIND, cites=("16B2", "16B1a", "16B3"), reads=("ui_source", "ui_disputed", "phase"), overrides=("16B1a", "73C1"))
def disputed(ctx: Context) -> Outcome | None:
    if not _from_partner(ctx) or ctx.known("ui_disputed") is not True or _play_over(ctx):
        return None
    ctx.because("De spelers zijn het oneens of er ongeoorloofde informatie was.")
    return Outcome(
        "De WL stelt nu meteen de feiten vast; daarna gaat het spel door en beslist hij na afloop.",
        steps=(
            RECORD,
            "Noteer per speler wat hij erover zegt.",
            "Laat het spel afmaken; bij vermoeden van schade roept de tegenpartij de WL na afloop terug (16B3).",
        ),
        cites=("16B2",),
        related=("16B1a", "16B3"),
        director_decides=True,
    )


@rule("16B3", irregularity=_KIND, cites=("16B3", "16B1a", "16B1b", "12C1", "73C2"), reads=("ui_source", "phase"), overrides=_PARTNER_RULES)
def judge_after_play(ctx: Context) -> Outcome | None:
    if not _from_partner(ctx) or not _play_over(ctx):
        return None
    ctx.because("De speler kreeg ongeoorloofde informatie van zijn partner en het spel is uitgespeeld.")
    return Outcome(
        "De WL beoordeelt nu of de partner een door de ongeoorloofde informatie gesuggereerde keuze maakte terwijl er een "
        "logisch alternatief was, en past zo nodig de score aan.",
        steps=(
            RECORD,
            "Logisch alternatief: wat vergelijkbare spelers met deze afspraken serieus overwegen en sommigen ook kiezen (16B1b).",
            "Gesuggereerde keuze gemaakt en daar voordeel van gehad: toegewezen arbitrale score (12C1).",
        ),
        afterwards=("Daarnaast is een straf mogelijk (73C2).",),
        cites=("16B3",),
        related=("16B1a", "16B1b", "12C1", "73C2"),
        director_decides=True,
    )


@rule("73C1", irregularity=_KIND, cites=("73C1", "16B1a", "16B2", "16B3", "73C2"), reads=("ui_source", "ui_acted", "phase"), overrides=_PARTNER_RULES)
def not_acted_yet(ctx: Context) -> Outcome | None:
    if not _from_partner(ctx) or ctx.known("ui_acted") is not False or _play_over(ctx):
        return None
    ctx.because("De speler moet nog bieden of spelen na ongeoorloofde informatie van zijn partner.")
    return Outcome(
        "Wie de informatie van zijn partner kreeg, moet zorgvuldig vermijden er voordeel uit te halen: geen gesuggereerde keuze "
        "als er een logisch alternatief is.",
        steps=(
            RECORD,
            "De tegenpartij mag zich het recht voorbehouden de WL later terug te roepen (16B2).",
        ),
        afterwards=("Gesuggereerde keuze gemaakt en voordeel gehad: arbitrale score (16B3); daarnaast is een straf mogelijk (73C2).",),
        cites=("73C1",),
        related=("16B1a", "16B2", "16B3", "73C2"),
        director_decides=True,
    )


@rule("16B1a", irregularity=_KIND, cites=("16B1a", "73C1", "16B1b", "16B3", "12C1"), reads=("ui_source",))
def partner_information(ctx: Context) -> Outcome | None:
    if not _from_partner(ctx):
        return None
    ctx.because("De speler kreeg ongeoorloofde informatie van zijn partner.")
    return Outcome(
        "Laat het spel afmaken; na afloop beslist de WL of de partner een door de ongeoorloofde informatie gesuggereerde "
        "keuze maakte terwijl er een logisch alternatief was.",
        steps=(
            RECORD,
            "Wijs de partner erop dat hij geen voordeel uit de informatie mag halen (73C1).",
            "Na afloop: beoordeel de logische alternatieven (16B1b) en pas zo nodig de score aan (16B3, 12C1).",
        ),
        cites=("16B1a",),
        related=("73C1", "16B1b", "16B3", "12C1"),
        director_decides=True,
    )
