"""Laws 9-11: what happened before the director was called, and its consequences.

Only the director determines rectification (10A): what players settled themselves he
may let stand or cancel (10B). An offender who corrects his own irregularity
prematurely may incur further rectification (9C). The non-offending side that acts
before summoning the director may forfeit its right to rectification; a side that
gained from an opponent's later action in ignorance of the law has only that gain
taken away (11A); a procedural penalty remains possible (11B).
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
