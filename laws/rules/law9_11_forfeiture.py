"""Laws 9-11: what happened before the director was called, and its consequences.

Only the director determines rectification (10A): what players settled themselves he
may let stand or cancel (10B). An offender who corrects his own irregularity
prematurely may incur further rectification (9C). The non-offending side that acts
before summoning the director may forfeit its right to rectification; a side that
gained from an opponent's later action in ignorance of the law has only that gain
taken away (11A); a procedural penalty remains possible (11B).

A player who points out his own side's irregularity changes nothing in the opponents'
rights, and was not obliged to (9B1d, 9A5). A player with an option after an
irregularity chooses without consulting partner (10C2): the laws give no rectification
for consulting, so the director may adjust for the opponents (12A1) and penalise (90).
After rectification the offenders may choose whatever suits them best, even if they
seem to profit from their own infraction, subject to 16C2, 27 and 72C (10C4).
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "forfeiture_of_rectification"
ESTABLISH = "Stel vast welke onregelmatigheid er was en wat er gebeurde voordat de WL kwam."


@rule("10B", irregularity=_KIND, cites=("10B", "10A", "11A", "11B"), reads=("forfeit_situation",))
def players_settled(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "players_settled":
        return None
    ctx.because("De spelers hebben zelf een rechtzetting toegepast of ervan afgezien, zonder de WL.")
    return Outcome(
        "Alleen de WL bepaalt de rechtzetting: wat de spelers zelf regelden, kan hij laten staan of ongedaan maken.",
        steps=(
            ESTABLISH,
            "Laat de eigen regeling van de spelers staan of draai haar terug en pas de juiste rechtzetting toe (10B).",
            "Handelde de niet-overtredende partij al verder voordat de WL werd geroepen, dan kan haar recht op rechtzetting vervallen zijn (11A).",
        ),
        afterwards=("Spelers mogen zelf geen rechtzetting opleggen of kwijtschelden (10A); een procedurele straf is mogelijk (11B).",),
        cites=("10B",),
        related=("10A", "11A", "11B"),
        director_decides=True,
    )


@rule("9C", irregularity=_KIND, cites=("9C", "10B", "26B"), reads=("forfeit_situation", "offender"))
def premature_correction(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "offender_corrected":
        return None
    ctx.because("De overtreder herstelde zijn onregelmatigheid zelf, voordat de WL de rechtzetting had uitgelegd.")
    return Outcome(
        "De WL bepaalt alsnog de rechtzetting; wie zijn eigen onregelmatigheid te vroeg zelf herstelt, kan daarvoor een verdere rechtzetting krijgen.",
        steps=(
            ESTABLISH,
            "Pas de rechtzetting van de oorspronkelijke onregelmatigheid toe; wat intussen gebeurde, kan de WL laten staan of terugdraaien (10B).",
        ),
        afterwards=("Een voortijdige correctie kan extra rechtzetting meebrengen, zoals de voorspeelbeperkingen van 26B.",),
        cites=("9C",),
        related=("10B", "26B"),
        director_decides=True,
    )


@rule("11A", irregularity=_KIND, cites=("11A", "11B", "9B1a"), reads=("forfeit_situation", "forfeit_side_gained"))
def non_offenders_acted(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "nos_acted":
        return None
    ctx.because("De niet-overtredende partij bood of speelde verder voordat de WL werd geroepen.")
    if ctx.known("forfeit_side_gained") is True:
        ctx.because("Een partij haalde voordeel uit een latere handeling van een tegenstander die de regels niet kende.")
        headline = ("De WL neemt het voordeel weg bij de partij die profiteerde van de latere handeling van een tegenstander die de regels niet kende; "
                    "de andere partij houdt de score van de tafel.")
    else:
        headline = "De niet-overtredende partij kan haar recht op rechtzetting kwijt zijn doordat zij handelde voordat de WL werd geroepen; de WL beslist."
    return Outcome(
        headline,
        steps=(
            ESTABLISH,
            "Beslis of het recht op rechtzetting vervallen is (11A); de WL had direct geroepen moeten worden (9B1a).",
            "Had een partij voordeel van een latere handeling van een tegenstander die de regels niet kende: neem alleen haar dat voordeel af; de andere partij houdt de tafelscore.",
        ),
        afterwards=("Ook dan blijft een procedurele straf mogelijk (11B).",),
        cites=("11A",),
        related=("11B", "9B1a"),
        director_decides=True,
    )


@rule("9B1d", irregularity=_KIND, cites=("9B1d", "9A5", "9B1a", "20F5"), reads=("forfeit_situation",))
def own_side_pointed(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "own_side_pointed":
        return None
    ctx.because("Een speler wees zelf op een onregelmatigheid van zijn eigen partij.")
    return Outcome(
        "Dat een speler zelf op de fout van zijn eigen partij wees, verandert niets aan de rechten van de tegenpartij: "
        "de WL past de gewone rechtzetting toe.",
        steps=(
            "Roep de WL (9B1a) en stel vast welke onregelmatigheid er was.",
            "Pas daarop de gewone rechtzetting toe; de tegenpartij houdt al haar rechten en keuzes (9B1d).",
            "Verplicht was het niet: niemand hoeft te wijzen op een overtreding van zijn eigen partij (9A5), "
            "behalve een onjuiste uitleg van partner, op het voorgeschreven moment (20F5).",
        ),
        cites=("9B1d",),
        related=("9A5", "9B1a", "20F5"),
    )


@rule("10C2", irregularity=_KIND, cites=("10C2", "10C1", "12A1", "90"), reads=("forfeit_situation",))
def partner_consulted(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "partner_consulted":
        return None
    ctx.because("De speler die na de onregelmatigheid een keuze had, overlegde daarover met zijn partner.")
    return Outcome(
        "Een keuze na een onregelmatigheid maakt een speler zonder overleg met zijn partner; overleg is een overtreding "
        "waarover de WL beslist.",
        steps=(
            "De WL legt alle keuzes uit (10C1); de speler kiest zelf, zonder dat zijn partner iets zegt of laat merken (10C2).",
            "Noteer nu wat de partner zei of liet merken en welke keuze daarna werd gemaakt.",
        ),
        afterwards=(
            "Is de tegenpartij door het overleg benadeeld, dan kan de WL een arbitrale score toekennen (12A1); "
            "een procedurele straf is mogelijk (90).",
        ),
        cites=("10C2",),
        related=("10C1", "12A1", "90"),
        director_decides=True,
    )


@rule("10C4", irregularity=_KIND, cites=("10C4", "16C2", "27D", "72C"), reads=("forfeit_situation",))
def offenders_choose_best(ctx: Context) -> Outcome | None:
    if ctx.fact("forfeit_situation") != "offender_profited":
        return None
    ctx.because("Na de rechtzetting koos de overtredende partij de bieding of speelwijze die haar het beste uitkwam.")
    return Outcome(
        "Dat mag: na de rechtzetting kiest de overtredende partij wat haar het beste uitkomt, ook als zij zo van haar "
        "eigen overtreding lijkt te profiteren.",
        steps=(
            "Laat het bieden en spelen gewoon verder gaan.",
            "Noteer nu wat er werd ingetrokken en wat de overtreders daarna kozen.",
        ),
        afterwards=(
            "De WL past de score alleen aan als 16C2 (ongeoorloofde informatie uit ingetrokken biedingen of kaarten), "
            "27D (onvoldoende bod) of 72C (de overtreder kon weten dat het de tegenpartij kon schaden) dat voorschrijft.",
        ),
        cites=("10C4",),
        related=("16C2", "27D", "72C"),
        director_decides=True,
    )
