"""Laws 42 and 43: what dummy may and may not do.

42A lists dummy's absolute rights, 42B the rights he exercises within Law 43. 43A
lists the limitations (A1, A2 for dummy, A3 for a defender); 43B1 makes every A1 or
A2 breach subject to Law 90. After a breach of 43A2 dummy loses rights (43B2a,
43B2b, 43B3): those are the exceptions tried first. Asking a defender about a
revoke is not among dummy's rights (42B1 "doch niet een tegenspeler"): it is
participation in the play, 43A1c.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "dummy_conduct"
ALLOWED = "Geen onregelmatigheid: het spel gaat gewoon verder."
PENALTY = "De WL kan de blinde een procedurele straf geven (43B1, artikel 90)."


def _action(ctx: Context) -> str:
    return ctx.fact("dummy_action")


def _violated_a2(ctx: Context) -> bool:
    return bool(ctx.fact("dummy_violated_43a2"))


def _during_play(ctx: Context) -> bool:
    """``during_play`` when given; else read from ``phase``; else ask."""
    if ctx.known("during_play") is None and ctx.known("phase") in ("play", "after_play"):
        return ctx.known("phase") == "play"
    return bool(ctx.fact("during_play"))


def _permitted(unit: str, headline: str, step: str = ALLOWED) -> Outcome:
    return Outcome(headline, steps=(step,), cites=(unit,))


# -- exceptions: dummy has violated 43A2 -----------------------------------------------


@rule("43B2a", irregularity=_KIND, cites=("43B2a",), reads=("dummy_action", "dummy_violated_43a2"), overrides=("42B2",))
def warns_after_a2(ctx: Context) -> Outcome | None:
    if _action(ctx) != "warns_wrong_hand" or not _violated_a2(ctx):
        return None
    ctx.because("De blinde had een beperking van 43A2 overtreden en waarschuwde daarna de leider niet uit de verkeerde hand voor te spelen.")
    return Outcome(
        "Elk van de tegenspelers mag bepalen uit welke hand de leider moet voorspelen.",
        steps=("Laat een van de tegenspelers kiezen uit welke hand (leider of blinde) de leider voorspeelt.", "De leider speelt voor uit die hand; het spel gaat verder."),
        cites=("43B2a",),
    )


@rule("43B2b", irregularity=_KIND, cites=("43B2b", "64"), reads=("dummy_action", "dummy_violated_43a2"), overrides=("42B1",))
def asks_after_a2(ctx: Context) -> Outcome | None:
    if _action(ctx) != "asks_declarer_revoke" or not _violated_a2(ctx):
        return None
    ctx.because("De blinde had een beperking van 43A2 overtreden en vroeg daarna als eerste de leider of hij verzaakte.")
    return Outcome(
        "Heeft de leider verzaakt, dan moet hij een reglementaire kaart in de plaats spelen en geldt artikel 64 alsof de verzaking voldongen was.",
        steps=(
            "Heeft de leider een onreglementaire kaart gespeeld: laat hem een kaart in de gevraagde kleur in de plaats spelen.",
            "Pas na afloop artikel 64 toe alsof de verzaking voldongen was (overdracht van slagen).",
        ),
        cites=("43B2b",),
        related=("64",),
    )


@rule("43B3", irregularity=_KIND, cites=("43B3", "12C1b"), reads=("dummy_action", "dummy_violated_43a2", "irregularity_by_opponent", "attention_already_drawn"), overrides=("43A1a", "43A1b", "42B3"))
def attention_after_a2(ctx: Context) -> Outcome | None:
    action = _action(ctx)
    if action not in ("draws_attention", "calls_td") or not _violated_a2(ctx) or not ctx.fact("irregularity_by_opponent"):
        return None
    if action == "calls_td" and ctx.fact("attention_already_drawn"):
        return None
    ctx.because("De blinde had een beperking van 43A2 overtreden en vestigde daarna als eerste de aandacht op een onregelmatigheid van een tegenspeler.")
    return Outcome(
        "Geen onmiddellijke rechtzetting: het spel gaat verder alsof er geen onregelmatigheid was.",
        steps=("Pas geen rechtzetting toe voor de onregelmatigheid van de tegenspeler.", "Laat het spel gewoon uitspelen."),
        afterwards=(
            "Hebben de tegenspelers voordeel gehaald uit hun onregelmatigheid, dan neemt de WL dat weg door hun score aan te passen; de partij van de leider behoudt de score van de tafel.",
        ),
        cites=("43B3",),
        related=("12C1b",),
        director_decides=True,
    )


# -- Law 42: dummy's rights --------------------------------------------------------------


@rule("42A1", irregularity=_KIND, cites=("42A1",), reads=("dummy_action",))
def gives_facts(ctx: Context) -> Outcome | None:
    if _action(ctx) != "gives_facts_or_law":
        return None
    ctx.because("De blinde gaf in bijzijn van de WL informatie over feiten of spelregels.")
    return _permitted("42A1", "Dat mag: de blinde mag in bijzijn van de WL informatie geven over feiten of spelregels.")


@rule("42A2", irregularity=_KIND, cites=("42A2",), reads=("dummy_action",))
def keeps_count(ctx: Context) -> Outcome | None:
    if _action(ctx) != "keeps_count":
        return None
    ctx.because("De blinde hield het aantal gemaakte en niet gemaakte slagen bij.")
    return _permitted("42A2", "Dat mag: de blinde mag de gemaakte en niet gemaakte slagen bijhouden.")


@rule("42A3", irregularity=_KIND, cites=("42A3", "45F"), reads=("dummy_action",))
def plays_as_instructed(ctx: Context) -> Outcome | None:
    if _action(ctx) != "plays_as_instructed":
        return None
    ctx.because("De blinde speelde de kaarten van de blinde volgens de aanwijzingen van de leider.")
    return Outcome(
        "Dat is de taak van de blinde: hij speelt de kaarten van de blinde volgens de aanwijzingen van de leider en zorgt dat de blinde niet verzaakt.",
        steps=(ALLOWED, "Suggereert de blinde daarbij een speelwijze, dan geldt artikel 45F."),
        cites=("42A3",),
        related=("45F",),
    )


@rule("42B1", irregularity=_KIND, cites=("42B1",), reads=("dummy_action",))
def asks_declarer(ctx: Context) -> Outcome | None:
    if _action(ctx) != "asks_declarer_revoke":
        return None
    ctx.because("De blinde vroeg de leider, die niet bekende, of hij nog een kaart in de voorgespeelde kleur had.")
    return _permitted("42B1", "Dat mag: de blinde mag de leider die niet bekent vragen of hij nog een kaart in de kleur heeft.")


@rule("42B2", irregularity=_KIND, cites=("42B2",), reads=("dummy_action",))
def prevents(ctx: Context) -> Outcome | None:
    if _action(ctx) not in ("warns_wrong_hand", "prevents_irregularity"):
        return None
    ctx.because("De blinde probeerde een onregelmatigheid te voorkomen.")
    return _permitted("42B2", "Dat mag: de blinde mag proberen elke onregelmatigheid te voorkomen.")


# -- Law 43A1: calling the director and drawing attention --------------------------------


@rule("43A1a", irregularity=_KIND, cites=("43A1a", "43B1"), reads=("dummy_action", "attention_already_drawn", "during_play", "phase"))
def calls_director(ctx: Context) -> Outcome | None:
    if _action(ctx) != "calls_td":
        return None
    if ctx.fact("attention_already_drawn"):
        ctx.because("Een andere speler had de aandacht al op de onregelmatigheid gevestigd.")
        return _permitted("43A1a", "Dat mag: nadat een andere speler de aandacht op een onregelmatigheid vestigde, mag de blinde de WL roepen.", "Behandel de onregelmatigheid waarvoor de WL geroepen is.")
    if not _during_play(ctx):
        return None
    ctx.because("Tijdens het spelen riep de blinde de WL voordat een andere speler de aandacht op een onregelmatigheid had gevestigd.")
    return Outcome(
        "De blinde mocht de WL niet op eigen initiatief roepen; de onregelmatigheid zelf wordt wel gewoon behandeld.",
        steps=("Behandel de onregelmatigheid waarvoor de WL geroepen is volgens het betreffende artikel.", "Wijs de blinde op zijn beperking."),
        afterwards=(PENALTY,),
        cites=("43A1a", "43B1"),
        director_decides=True,
    )


@rule("43A1b", irregularity=_KIND, cites=("43A1b", "43B1"), reads=("dummy_action", "during_play", "phase"))
def draws_attention(ctx: Context) -> Outcome | None:
    if _action(ctx) != "draws_attention" or not _during_play(ctx):
        return None
    ctx.because("De blinde vestigde tijdens het spelen de aandacht op een onregelmatigheid.")
    return Outcome(
        "De blinde mocht tijdens het spelen niet de aandacht op een onregelmatigheid vestigen; de onregelmatigheid zelf wordt wel gewoon behandeld.",
        steps=("Behandel de onregelmatigheid volgens het betreffende artikel.", "Wijs de blinde op zijn beperking."),
        afterwards=(PENALTY,),
        cites=("43A1b", "43B1"),
        director_decides=True,
    )


@rule("42B3", irregularity=_KIND, cites=("42B3",), reads=("dummy_action", "during_play", "phase"))
def attention_after_play(ctx: Context) -> Outcome | None:
    if _action(ctx) not in ("draws_attention", "calls_td") or _during_play(ctx):
        return None
    ctx.because("Het spelen was afgelopen toen de blinde de aandacht op de onregelmatigheid vestigde.")
    return _permitted("42B3", "Dat mag: na afloop van het spelen mag de blinde de aandacht vestigen op elke onregelmatigheid.", "Behandel de onregelmatigheid volgens het betreffende artikel.")


@rule("43A1c", irregularity=_KIND, cites=("43A1c", "42B1", "43B1", "45F"), reads=("dummy_action",))
def participates(ctx: Context) -> Outcome | None:
    action = _action(ctx)
    if action not in ("communicates", "asks_defender_revoke"):
        return None
    if action == "asks_defender_revoke":
        ctx.because("De blinde mag alleen de leider vragen of hij verzaakt, niet een tegenspeler (42B1); zo'n vraag is deelnemen aan het spelen.")
        cites, related, afterwards = ("43A1c", "42B1", "43B1"), (), (PENALTY,)
    else:
        ctx.because("De blinde nam deel aan het spelen of bracht de leider iets over het spel over.")
        cites, related = ("43A1c", "43B1"), ("45F",)
        afterwards = (PENALTY, "Suggereerde de blinde een speelwijze en zijn de tegenspelers daardoor benadeeld, dan volgt een arbitrale score (45F).")
    return Outcome(
        "De blinde mag niet deelnemen aan het spelen en de leider niets over het spel overbrengen; de WL kan hem daarvoor bestraffen.",
        steps=("Wijs de blinde op zijn beperking; het spel gaat verder.", "Noteer wat de blinde zei of deed."),
        afterwards=afterwards,
        cites=cites,
        related=related,
        director_decides=True,
    )


# -- Law 43A2 and 43A3: seeing hidden cards ----------------------------------------------


def _a2(action: str, unit: str, why: str):
    @rule(unit, irregularity=_KIND, cites=(unit, "43B1", "43B2a", "43B2b", "43B3"), reads=("dummy_action",))
    def violation(ctx: Context) -> Outcome | None:
        if _action(ctx) != action:
            return None
        ctx.because(why)
        return Outcome(
            "De blinde overtreedt een beperking van 43A2: hij kan bestraft worden en verliest rechten voor de rest van het spel.",
            steps=(
                "Wijs de blinde op de overtreding; het spel gaat verder.",
                "Waarschuwt de blinde hierna de leider voor voorspelen uit de verkeerde hand, dan kiezen de tegenspelers de hand (43B2a).",
                "Vraagt hij hierna als eerste de leider of die verzaakt, dan geldt 43B2b; wijst hij als eerste op een onregelmatigheid van een tegenspeler, dan 43B3.",
            ),
            afterwards=(PENALTY,),
            cites=(unit, "43B1"),
            related=("43B2a", "43B2b", "43B3"),
            director_decides=True,
        )

    violation.__name__ = f"dummy_{unit}"
    return violation


_a2("exchanges_hands", "43A2a", "De blinde ruilde zijn hand met die van de leider.")
_a2("watches_declarer", "43A2b", "De blinde stond op om het spelen van de leider te volgen.")
_a2("looks_at_defender_hand", "43A2c", "De blinde keek naar de beeldzijde van kaarten in de hand van een tegenspeler.")


@rule("43A3", irregularity=_KIND, cites=("43A3", "90A"), reads=("dummy_action",))
def defender_shows_hand(ctx: Context) -> Outcome | None:
    if _action(ctx) != "defender_shows_hand":
        return None
    ctx.because("Een tegenspeler toonde zijn hand aan de blinde.")
    return Outcome(
        "Een tegenspeler mag zijn hand niet aan de blinde tonen; de overtreding ligt bij de tegenspeler, niet bij de blinde.",
        steps=("Wijs de tegenspeler op de overtreding; het spel gaat verder.",),
        afterwards=("De WL kan de tegenspeler een procedurele straf geven (artikel 90A).",),
        cites=("43A3",),
        related=("90A",),
        director_decides=True,
    )
