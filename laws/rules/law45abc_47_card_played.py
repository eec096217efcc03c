"""Laws 45A-C, 41A and 47: when a card is played, and when a played card may be taken back.

A ``card_played`` question is one of three: is this card played (45A-C; a face-down
opening lead: 41A), may a played card be withdrawn (47), or which dummy card did an
incomplete designation name (46, in ``law46_designation``). The message usually
says which; otherwise the first question asks. 45D-G live in ``law45_cards_played``.
"""

from __future__ import annotations

from ..engine import Context, Outcome, rule

_KIND = "card_played"
_TOPIC_FACTS = ("card_topic", "card_handling", "withdrawal_reason", "designation_kind")
_NO_WITHDRAWAL = "Terugnemen kan alleen in de gevallen van artikel 47; een vergissing of bedenken hoort daar niet bij (47F2)."


def card_topic(ctx: Context) -> str:
    """played / withdraw / designation: from the facts the message gives, else asked."""
    if ctx.known("card_handling") is not None:
        return "played"
    if ctx.known("withdrawal_reason") is not None:
        return "withdraw"
    if ctx.known("designation_kind") is not None:
        return "designation"
    return ctx.fact("card_topic")


def _handling(ctx: Context) -> str | None:
    return ctx.fact("card_handling") if card_topic(ctx) == "played" else None


def _reason(ctx: Context) -> str | None:
    return ctx.fact("withdrawal_reason") if card_topic(ctx) == "withdraw" else None


# -- is the card played? (41A, 45A-C) ------------------------------------------------------


@rule("41A-card", irregularity=_KIND, cites=("41A", "47E2a", "54"), reads=_TOPIC_FACTS)
def face_down_lead(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "face_down_lead":
        return None
    ctx.because("De uitkomst ligt gedekt op tafel; die mag alleen na een onregelmatigheid en op aanwijzing van de WL worden teruggenomen.")
    return Outcome(
        "De gedekte uitkomst blijft staan: de speler mag haar niet zelf omwisselen.",
        steps=(
            "Laat de gedekte kaart liggen; na de vragen van partner en leider wordt ze omgedraaid.",
            "Alleen na een onregelmatigheid (bv. een verkeerde uitleg, 47E2a, of een uitkomst voor de beurt, 54) laat de WL haar terug in de hand nemen.",
        ),
        cites=("41A",),
        related=("47E2a", "54"),
    )


@rule("45A", irregularity=_KIND, cites=("45A", "47F2"), reads=_TOPIC_FACTS)
def faced_on_table(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "face_up_on_table":
        return None
    ctx.because("De speler nam de kaart uit zijn hand en legde haar open voor zich op tafel.")
    return Outcome(
        "De kaart is gespeeld.",
        steps=("De kaart blijft liggen als gespeelde kaart; het spel gaat verder.", _NO_WITHDRAWAL),
        cites=("45A",),
        related=("47F2",),
    )


@rule("45B", irregularity=_KIND, cites=("45B", "45C3"), reads=_TOPIC_FACTS)
def declarer_takes_dummy_card(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "declarer_took_dummy_card":
        return None
    ctx.because("De leider pakte zelf een kaart uit de blinde om die te spelen; dat mag zo nodig.")
    return Outcome(
        "De kaart uit de blinde is gespeeld: de leider mag zo nodig zelf de gewenste kaart uit de blinde pakken.",
        steps=(
            "De kaart blijft gespeeld; normaal noemt de leider de kaart en legt de blinde haar op tafel.",
            "Een kaart van de blinde die de leider opzettelijk aanraakt, moet hij spelen (45C3).",
        ),
        cites=("45B",),
        related=("45C3",),
    )


@rule("45C1", irregularity=_KIND, cites=("45C1", "45E1", "47F2"), reads=(*_TOPIC_FACTS, "already_played_to_trick"))
def defender_card_seen(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "defender_card_seen":
        return None
    if ctx.known("already_played_to_trick"):
        ctx.because("De tegenspeler had in deze slag al reglementair gespeeld toen zijn partner de kaart kon zien.")
        return Outcome(
            "De kaart kan niet meer in deze slag gespeeld worden: behandel haar als een vijfde kaart in de slag (45E1).",
            steps=("De kaart wordt een strafkaart (artikel 50), tenzij de WL oordeelt dat het een voorspelen was (dan 53 of 56).",),
            cites=("45C1",),
            related=("45E1",),
        )
    ctx.because("De tegenspeler hield de kaart zo dat zijn partner de beeldzijde kon zien; of die haar echt zag, doet niet ter zake.")
    return Outcome(
        "De kaart van de tegenspeler is gespeeld en moet in deze slag gespeeld worden.",
        steps=("Leg de kaart als gespeelde kaart in de slag.", _NO_WITHDRAWAL),
        cites=("45C1",),
        related=("47F2",),
    )


@rule("45C2", irregularity=_KIND, cites=("45C2", "47F2", "48A"), reads=_TOPIC_FACTS)
def declarer_card_held(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "declarer_card_held":
        return None
    ctx.because("De leider hield de kaart met de beeldzijde naar boven op of vlak boven tafel.")
    return Outcome(
        "De kaart van de leider is gespeeld en moet gespeeld worden.",
        steps=(
            "De kaart blijft gespeeld; de leider mag geen andere kaart kiezen (47F2).",
            "Hield hij de kaart niet zo (en ook niet zo dat ze kennelijk gespeeld was), dan is ze niet gespeeld en gaat ze zonder straf terug (48A).",
        ),
        cites=("45C2",),
        related=("47F2", "48A"),
    )


@rule("45C3", irregularity=_KIND, cites=("45C3",), reads=(*_TOPIC_FACTS, "touch_purpose"))
def dummy_card_touched(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "dummy_card_touched":
        return None
    purpose = ctx.fact("touch_purpose")
    if purpose == "play":
        ctx.because("De leider raakte de kaart van de blinde opzettelijk aan, niet om te ordenen of om een andere kaart te pakken.")
        return Outcome(
            "De aangeraakte kaart van de blinde is gespeeld.",
            steps=("De blinde legt de kaart in de slag; de leider mag geen andere kaart meer kiezen.",),
            cites=("45C3",),
        )
    why = {
        "arrange": "De leider raakte de kaart aan om de kaarten van de blinde te ordenen.",
        "reach": "De leider raakte de kaart aan om een kaart erboven of eronder te pakken.",
        "accidental": "De leider raakte de kaart per ongeluk aan, niet opzettelijk.",
    }[purpose]
    ctx.because(why)
    return Outcome(
        "De aangeraakte kaart van de blinde is niet gespeeld.",
        steps=("De leider noemt of pakt de kaart die hij wil spelen; het spel gaat verder.",),
        cites=("45C3",),
    )


@rule("45C4b", irregularity=_KIND, cites=("45C4b", "47C", "47D", "16C"), reads=(*_TOPIC_FACTS, "designation_corrected"), overrides=("45C4a",))
def unintended_designation(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "named_card" or not ctx.fact("designation_corrected"):
        return None
    ctx.because("De speler noemde onbedoeld een verkeerde kaart en verbeterde dat meteen, zonder nadenken en voordat zijn partner speelde.")
    return Outcome(
        "De speler mag zijn onbedoelde aanduiding verbeteren: de bedoelde kaart is gespeeld.",
        steps=(
            "De eerst genoemde kaart gaat zonder verdere rechtzetting terug (47C).",
            "Had een tegenstander daarna al een kaart gespeeld, dan mag hij die terugnemen en een andere spelen (47D).",
            "Informatie uit teruggenomen kaarten valt onder 16C.",
        ),
        cites=("45C4b",),
        related=("47C", "47D", "16C"),
    )


@rule("45C4a", irregularity=_KIND, cites=("45C4a", "47F2"), reads=(*_TOPIC_FACTS, "designation_corrected"))
def named_card(ctx: Context) -> Outcome | None:
    if _handling(ctx) != "named_card":
        return None
    ctx.because("De speler noemde of wees de kaart aan als de kaart die hij speelt, en het was geen meteen verbeterde verspreking.")
    return Outcome(
        "De genoemde of aangewezen kaart is gespeeld.",
        steps=("De kaart moet gespeeld worden; van gedachten veranderen mag niet (47F2).",),
        cites=("45C4a",),
        related=("47F2",),
    )


# -- may a played card be withdrawn? (47) --------------------------------------------------


@rule("47A", irregularity=_KIND, cites=("47A", "49"), reads=_TOPIC_FACTS)
def as_rectification(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "rectification":
        return None
    ctx.because("Een rechtzetting na een onregelmatigheid vereist dat de kaart wordt teruggenomen.")
    return Outcome(
        "De gespeelde kaart mag worden teruggenomen omdat de rechtzetting dat vereist.",
        steps=("Pas de rechtzetting toe van het artikel van de onregelmatigheid.", "Een teruggenomen kaart van een tegenspeler kan daarbij een strafkaart worden (49)."),
        cites=("47A",),
        related=("49",),
    )


@rule("47B", irregularity=_KIND, cites=("47B", "49", "58", "62B"), reads=_TOPIC_FACTS)
def correct_illegal_play(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "illegal_play":
        return None
    ctx.because("De kaart werd onreglementair gespeeld en moet worden hersteld.")
    return Outcome(
        "De gespeelde kaart mag worden teruggenomen om het onreglementaire spelen te herstellen.",
        steps=(
            "Bij een verzaking: herstel volgens artikel 62 (de kaart van een tegenspeler wordt dan meestal een grote strafkaart, 62B).",
            "Een teruggenomen kaart van een tegenspeler kan een strafkaart worden (49); de leider krijgt geen strafkaarten.",
            "Bij meer kaarten tegelijk gespeeld: artikel 58.",
        ),
        cites=("47B",),
        related=("49", "62B", "58"),
    )


@rule("47C", irregularity=_KIND, cites=("47C", "45C4b"), reads=_TOPIC_FACTS)
def changed_designation(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "unintended_designation":
        return None
    ctx.because("De speler verbeterde een onbedoeld genoemde kaart zoals 45C4b toestaat (meteen, zonder nadenken, voordat zijn partner speelde).")
    return Outcome(
        "De eerst genoemde kaart gaat zonder verdere rechtzetting terug in de hand; de bedoelde kaart is gespeeld.",
        steps=("Had een tegenstander daarna al gespeeld, dan mag hij zijn kaart vervangen (45C4b).",),
        cites=("47C",),
        related=("45C4b",),
    )


@rule("47D", irregularity=_KIND, cites=("47D", "16C", "62C2"), reads=_TOPIC_FACTS)
def after_opponent_change(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "opponent_changed":
        return None
    ctx.because("Een tegenstander nam zijn gespeelde kaart terug en speelde een andere.")
    return Outcome(
        "De speler mag zijn daarna gespeelde kaart zonder verdere rechtzetting terugnemen en een andere spelen.",
        steps=("De kaart gaat terug in de hand; het is geen strafkaart.", "Informatie uit teruggenomen kaarten valt onder 16C; na een verzaking zie 62C2."),
        cites=("47D",),
        related=("16C", "62C2"),
    )


@rule("47E1-card", irregularity=_KIND, cites=("47E1", "16C"), reads=_TOPIC_FACTS)
def told_wrong_turn(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "told_wrong_turn":
        return None
    ctx.because("Een tegenstander zei de speler ten onrechte dat hij aan de beurt was.")
    return Outcome(
        "De kaart wordt zonder verdere rechtzetting teruggenomen; de LT van de speler mag haar niet accepteren.",
        steps=("De kaart gaat terug in de hand; het is geen strafkaart.", "De informatie uit de teruggenomen kaart valt onder 16C."),
        cites=("47E1",),
        related=("16C",),
    )


@rule("47E2", irregularity=_KIND, cites=("47E2a", "47E2b", "16C"), reads=(*_TOPIC_FACTS, "card_played_since"))
def after_misexplanation(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "misexplanation":
        return None
    if ctx.fact("card_played_since"):
        ctx.because("De speler speelde na een verkeerde uitleg, maar er is daarna al een kaart gespeeld (of de blinde ligt al open).")
        return Outcome(
            "De kaart kan niet meer worden teruggenomen; de WL kan een arbitrale score toekennen.",
            steps=("Laat het spel uitspelen.", "Beoordeel na afloop of de verkeerde uitleg de niet-overtredende partij heeft benadeeld."),
            cites=("47E2b",),
            related=("47E2a",),
            director_decides=True,
        )
    ctx.because("De speler speelde na een verkeerde uitleg van de tegenpartij, vóór de verbetering, en er is daarna nog geen kaart gespeeld.")
    return Outcome(
        "De speler mag de kaart zonder verdere rechtzetting terugnemen en een andere spelen.",
        steps=(
            "De kaart gaat terug in de hand; het is geen strafkaart.",
            "De informatie uit de teruggenomen kaart is geoorloofd voor zijn partij en ongeoorloofd voor de tegenpartij (16C).",
        ),
        cites=("47E2a",),
        related=("16C",),
    )


@rule("47F1", irregularity=_KIND, cites=("47F1", "53B"), reads=_TOPIC_FACTS)
def after_proper_lead(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "proper_lead":
        return None
    ctx.because("Na een voorspelen voor de beurt speelde de tegenstander die wél aan de beurt was alsnog correct voor.")
    return Outcome(
        "Kaarten die ten onrechte in deze slag gespeeld werden, mogen worden teruggenomen (53B).",
        steps=("De juiste voorspeling blijft staan.", "Informatie uit teruggenomen kaarten valt onder 16C."),
        cites=("47F1",),
        related=("53B",),
    )


@rule("47F2", irregularity=_KIND, cites=("47F2", "45C4b"), reads=_TOPIC_FACTS)
def no_other_withdrawal(ctx: Context) -> Outcome | None:
    if _reason(ctx) != "change_of_mind":
        return None
    ctx.because("De speler vergiste zich of bedacht zich; dat is geen van de gevallen waarin artikel 47 terugnemen toestaat.")
    return Outcome(
        "De gespeelde kaart mag niet worden teruggenomen.",
        steps=(
            "De kaart blijft gespeeld; het spel gaat verder.",
            "Alleen een meteen verbeterde verspreking bij het noemen van een kaart mag nog worden hersteld (45C4b).",
        ),
        cites=("47F2",),
        related=("45C4b",),
    )
