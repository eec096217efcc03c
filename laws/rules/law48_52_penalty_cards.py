"""Laws 48-52: exposed cards and penalty cards.

48 covers declarer (never a penalty card; facing his hand is 54 or a claim). For a
defender, 49 makes the exposed card a penalty card and 50B decides major or minor;
what follows depends on the moment the director is asked (``penalty_stage``,
assumed "just exposed"): the offender to play (50C, 50D1, 51A), his partner to lead
(50C, 50D2, 51B), a penalty card not played (52), picking it up (50A), or the
information it gave (50E).
"""

from __future__ import annotations

import re

from ..engine import Context, Outcome, rule
from ._dutch import who

_KIND = "penalty_card"

_SUIT_SIGN = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_RANK_NL = {"A": "A", "K": "H", "Q": "V", "J": "B", "T": "10"}
_RANK_WORDS = {
    "aas": True, "heer": True, "vrouw": True, "boer": True, "tien": True,
    "twee": False, "drie": False, "vier": False, "vijf": False, "zes": False,
    "zeven": False, "acht": False, "negen": False,
}
_NORMALISED = re.compile(r"[SHDC][AKQJT2-9]")
_RANK_TOKEN = re.compile(r"(?:^|[♠♥♦♣\s])(10|[2-9]|[akhvbqjt])(?=$|[♠♥♦♣\s.,!?)])")


def honour_of(card: str | None) -> bool | None:
    """Whether a card text names an honour (A, H, V, B, 10): 'SK', '♠H', '♥3', 'schoppen aas'."""
    if not card:
        return None
    text = card.strip()
    if _NORMALISED.fullmatch(text):
        return text[1] in "AKQJT"
    low = text.lower()
    for word, honour in _RANK_WORDS.items():
        if re.search(rf"\b{word}\b", low):
            return honour
    match = _RANK_TOKEN.search(low)
    if not match:
        return None
    rank = match.group(1)
    return rank == "10" or not rank.isdigit()


def card_name(card: str | None) -> str | None:
    """'SK' → '♠H'; any other text as given."""
    if not card:
        return None
    text = card.strip()
    if _NORMALISED.fullmatch(text):
        return _SUIT_SIGN[text[0]] + _RANK_NL.get(text[1], text[1])
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- what the rules share ------------------------------------------------------------------

_ROLE_READS = ("offender_role", "exposed_by", "exposure")
_STAGE_READS = ("penalty_stage", "phase")
_KIND_READS = ("card_is_honour", "card", "exposure", "several_penalty_cards", "cards")
_WHO_READS = ("offender", "card")


def _role(ctx: Context) -> str:
    """'declarer' (declarer or dummy) or 'defender'."""
    role = ctx.known("offender_role")
    if role not in ("declarer", "dummy", "defender"):
        role = ctx.fact("exposed_by")
    return "defender" if role == "defender" else "declarer"


def _defender(ctx: Context) -> bool:
    """A defender's exposed card; a defender facing his hand is a claim, not ruled here."""
    return _role(ctx) == "defender" and ctx.known("exposure") != "faced_hand"


def _stage(ctx: Context) -> str:
    stage = ctx.known("penalty_stage")
    if stage:
        return stage
    if ctx.known("phase") == "after_play":
        return "after_play"
    return ctx.fact("penalty_stage")


def _several(ctx: Context) -> bool:
    cards = ctx.known("cards")
    if cards and len(cards) >= 2:
        return True
    return bool(ctx.fact("several_penalty_cards"))


_WHY = {
    "honour": "Het is een honneur: die wordt altijd een grote strafkaart.",
    "several": "De tegenspeler heeft twee of meer strafkaarten: die zijn allemaal groot.",
    "deliberate": "De kaart werd getoond doordat ze bewust gespeeld werd: een grote strafkaart.",
    "minor": "Eén kaart lager dan een honneur, onbedoeld getoond: een kleine strafkaart.",
    "named": "De tegenspeler noemde een kaart lager dan een honneur als kaart in zijn hand.",
}


def _classify(ctx: Context) -> tuple[str, str]:
    """('major' | 'minor' | 'unclear', why) as 50B reads; 'unclear' is a named card below honour rank."""
    honour = ctx.known("card_is_honour")
    if honour is None:
        honour = honour_of(ctx.known("card"))
    if honour:
        return "major", _WHY["honour"]
    if ctx.known("several_penalty_cards") or len(ctx.known("cards") or ()) >= 2:
        return "major", _WHY["several"]
    exposure = ctx.fact("exposure")
    if exposure == "deliberate":
        return "major", _WHY["deliberate"]
    if honour is None and ctx.fact("card_is_honour"):
        return "major", _WHY["honour"]
    if _several(ctx):
        return "major", _WHY["several"]
    if exposure == "named":
        return "unclear", _WHY["named"]
    return "minor", _WHY["minor"]


def _kind(ctx: Context) -> str:
    return _classify(ctx)[0]


def _explain_kind(ctx: Context) -> None:
    ctx.because(_classify(ctx)[1])


def _offender(ctx: Context) -> str:
    return who(ctx.known("offender"), "de tegenspeler")


def _the_card(ctx: Context) -> str:
    name = card_name(ctx.known("card"))
    return f"de {name}" if name else "de kaart"


PENALTY_INFO = "Informatie uit de strafkaart is ongeoorloofd voor de partner (50E2); bij schade volgt een arbitrale score (50E3)."


# -- Law 48: declarer's exposed cards -------------------------------------------------------


def _declarer_faced_hand(ctx: Context) -> bool:
    return _role(ctx) == "declarer" and ctx.known("exposure") == "faced_hand"


@rule("48B1", irregularity=_KIND, cites=("48B1", "54A"), reads=(*_ROLE_READS, "after_opening_lead_out_of_turn", "phase"), overrides=("48A",))
def declarer_faces_after_lead_out_of_turn(ctx: Context) -> Outcome | None:
    if not _declarer_faced_hand(ctx):
        return None
    if ctx.known("phase") != "opening_lead" and not ctx.fact("after_opening_lead_out_of_turn"):
        return None
    ctx.because("De leider legde zijn kaarten open na een uitkomst voor de beurt.")
    return Outcome(
        "Artikel 54 is van toepassing: de leider wordt blinde en zijn partner speelt het spel als leider.",
        steps=(
            "Toonde de leider een of meer kaarten, dan legt hij zijn hele hand open als blinde (54A).",
            "De uitkomst blijft staan; zijn partner wordt leider en speelt als tweede bij.",
        ),
        cites=("48B1",),
        related=("54A",),
    )


@rule("48B2", irregularity=_KIND, cites=("48B2", "68", "70"), reads=(*_ROLE_READS, "after_opening_lead_out_of_turn", "phase"), overrides=("48A",))
def declarer_faces_hand(ctx: Context) -> Outcome | None:
    if not _declarer_faced_hand(ctx):
        return None
    ctx.because("De leider legde zijn kaarten open, niet na een uitkomst voor de beurt.")
    return Outcome(
        "Het openleggen geldt als claim of concessie, tenzij de leider aantoonbaar niet wilde claimen; artikel 68 is van toepassing.",
        steps=(
            "Het spelen wordt onderbroken; laat de leider zijn speelplan uitleggen.",
            "Stemmen de tegenspelers niet in, dan beoordeelt de WL de claim (artikel 70).",
            "De open kaarten van de leider worden geen strafkaarten.",
        ),
        cites=("48B2",),
        related=("68", "70"),
        director_decides=True,
    )


@rule("48A", irregularity=_KIND, cites=("48A", "45C2", "55"), reads=_ROLE_READS)
def declarer_exposes(ctx: Context) -> Outcome | None:
    if _role(ctx) != "declarer":
        return None
    ctx.because("De kaart werd getoond door de leider (of kwam uit de blinde).")
    headline = "Geen strafkaart: kaarten van de leider of de blinde worden nooit strafkaarten, en de leider krijgt geen rechtzetting voor het tonen van een kaart."
    if ctx.known("exposure") == "deliberate":
        return Outcome(
            headline,
            steps=(
                "Speelde de leider de kaart voor de beurt voor (uit zijn hand of de blinde), dan geldt artikel 55: de tegenspelers mogen dat accepteren of laten terugnemen.",
                "Anders blijft een gespeelde kaart gespeeld (45C2).",
            ),
            cites=("48A",),
            related=("55", "45C2"),
        )
    return Outcome(
        headline,
        steps=(
            "De leider neemt de kaart terug; een kaart die hij per ongeluk liet vallen hoeft hij niet te spelen.",
            "Hield hij de kaart zo dat ze kennelijk gespeeld was, dan is ze wel gespeeld (45C2).",
            "Het spel gaat gewoon verder.",
        ),
        cites=("48A",),
        related=("45C2",),
    )


# -- Laws 49 and 50B: a defender's exposed card ---------------------------------------------


@rule("49", irregularity=_KIND, cites=("49", "50B", "50A", "50C", "50D1a", "50D2", "50E2", "50E3", "51A", "51B"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS))
def defender_exposes(ctx: Context) -> Outcome | None:
    if not _defender(ctx) or _stage(ctx) != "just_exposed":
        return None
    kind, why = _classify(ctx)
    if kind == "unclear":
        return None
    ctx.because("Een getoonde of genoemde kaart van een tegenspeler wordt een strafkaart.")
    ctx.because(why)
    off, card = _offender(ctx), _the_card(ctx)
    lay_down = f"Leg de kaart open op tafel, vlak voor {off} (50A)."
    if kind == "minor":
        return Outcome(
            f"{_cap(card)} van {off} wordt een kleine strafkaart: {off} mag geen andere kaart lager dan een honneur "
            "in die kleur spelen voordat hij de strafkaart gespeeld heeft.",
            steps=(
                lay_down,
                f"Een honneur in die kleur mag {off} wel spelen (50C).",
                "De partner heeft geen voorspeelbeperking, maar informatie uit de strafkaart is voor hem ongeoorloofd (50E2).",
            ),
            cites=("49", "50B", "50C"),
            related=("50A", "50E2"),
        )
    steps = [
        lay_down,
        f"Bekennen gaat voor; verder speelt {off} haar bij de eerste gelegenheid (50D1).",
        "Komt zijn partner aan slag, dan kiest de leider eerst: de kleur eisen, verbieden of vrijlaten (50D2).",
    ]
    related = ["50A", "50D2", "50E2", "50E3"]
    if kind == "major" and why == _WHY["several"]:
        steps.append("Met meer strafkaarten kiest de leider welke gespeeld wordt (artikel 51).")
        related += ["51A", "51B"]
    return Outcome(
        f"{_cap(card)} van {off} wordt een grote strafkaart: ze blijft open liggen en moet bij de eerste reglementaire gelegenheid gespeeld worden.",
        steps=tuple(steps),
        afterwards=(PENALTY_INFO,),
        cites=("49", "50B", "50D1a"),
        related=tuple(related),
    )


@rule("50B", irregularity=_KIND, cites=("50B", "49", "50A", "50C", "50D"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS))
def named_card(ctx: Context) -> Outcome | None:
    """A card below honour rank named as being in the hand: minor only if exposed inadvertently."""
    if not _defender(ctx) or _stage(ctx) != "just_exposed":
        return None
    kind, why = _classify(ctx)
    if kind != "unclear":
        return None
    ctx.because(why)
    off = _offender(ctx)
    return Outcome(
        f"De genoemde kaart van {off} wordt een strafkaart; of ze groot of klein is beslist de WL: klein alleen als een kaart lager dan een honneur onbedoeld getoond werd.",
        steps=(
            f"Laat {off} de kaart open op tafel leggen (50A).",
            "Niet onbedoeld getoond: een grote strafkaart (50D); anders een kleine (50C).",
        ),
        cites=("50B", "49"),
        related=("50A", "50C", "50D"),
        director_decides=True,
    )


# -- Law 50A: picking the card up -------------------------------------------------------------


@rule("50A", irregularity=_KIND, cites=("50A", "50C", "50D2a", "51B"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS))
def picks_up(ctx: Context) -> Outcome | None:
    if not _defender(ctx) or _stage(ctx) != "pick_up":
        return None
    kind, why = _classify(ctx)
    ctx.because(why)
    if kind == "minor":
        return Outcome(
            "Nee: een kleine strafkaart blijft open op tafel liggen tot ze gespeeld is.",
            steps=("Laat de kaart open liggen, vlak voor de tegenspeler.",),
            cites=("50A", "50C"),
        )
    return Outcome(
        "Nee: een grote strafkaart blijft open op tafel liggen tot ze gespeeld is, of tot de leider bij een voorspeelbeurt "
        "van de partner haar kleur eist of verbiedt; dan gaat ze terug in de hand.",
        steps=("Laat de kaart open liggen, vlak voor de tegenspeler.",),
        cites=("50A", "50D2a"),
        related=("51B",),
    )


# -- Laws 50C, 50D1 and 51A: the offender is to play -------------------------------------------


def _offender_to_play(ctx: Context) -> bool:
    return _defender(ctx) and _stage(ctx) == "offender_to_play"


@rule("50C", irregularity=_KIND, cites=("50C",), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS))
def minor_offender_plays(ctx: Context) -> Outcome | None:
    if not _offender_to_play(ctx) or _kind(ctx) != "minor":
        return None
    _explain_kind(ctx)
    off = _offender(ctx)
    return Outcome(
        f"{_cap(off)} mag geen andere kaart lager dan een honneur in de kleur van de strafkaart spelen voordat hij de strafkaart "
        "gespeeld heeft; een honneur in die kleur mag wel.",
        steps=(
            "Speelt hij die kleur met een kaart lager dan een honneur, dan moet dat de strafkaart zijn.",
            "Een kleine strafkaart hoeft niet bij de eerste gelegenheid gespeeld te worden.",
        ),
        cites=("50C",),
    )


@rule("50D1b", irregularity=_KIND, cites=("50D1b", "50D1a"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS, "must_follow_other_suit"))
def major_must_follow(ctx: Context) -> Outcome | None:
    if not _offender_to_play(ctx) or _kind(ctx) != "major" or not ctx.fact("must_follow_other_suit"):
        return None
    ctx.because("De tegenspeler moet eerst bekennen of een beperking naleven.")
    _explain_kind(ctx)
    return Outcome(
        f"{_cap(_offender(ctx))} moet eerst bekennen (of de beperking naleven); de strafkaart blijft open liggen en moet bij de volgende reglementaire gelegenheid gespeeld worden.",
        steps=("Laat hem reglementair bijspelen; de strafkaart blijft op tafel.",),
        cites=("50D1b",),
        related=("50D1a",),
    )


@rule("51A", irregularity=_KIND, cites=("51A", "50D1a"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "must_follow_other_suit"), overrides=("50D1a",))
def several_offender_plays(ctx: Context) -> Outcome | None:
    if not _offender_to_play(ctx) or _kind(ctx) != "major" or not _several(ctx):
        return None
    ctx.because("De tegenspeler heeft twee of meer strafkaarten en moet nu spelen.")
    return Outcome(
        "Kunnen twee of meer strafkaarten reglementair gespeeld worden, dan wijst de leider aan welke; kan er maar één, dan moet die gespeeld worden.",
        steps=("De andere strafkaarten blijven open liggen.",),
        cites=("51A",),
        related=("50D1a",),
    )


@rule("50D1a", irregularity=_KIND, cites=("50D1a", "52"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS, "must_follow_other_suit"))
def major_offender_plays(ctx: Context) -> Outcome | None:
    if not _offender_to_play(ctx) or _kind(ctx) != "major" or ctx.fact("must_follow_other_suit"):
        return None
    ctx.because("De tegenspeler kan de grote strafkaart nu reglementair spelen.")
    _explain_kind(ctx)
    return Outcome(
        f"{_cap(_offender(ctx))} moet de strafkaart nu spelen: een grote strafkaart wordt bij de eerste reglementaire gelegenheid gespeeld "
        "(voorspelen, bekennen, afgooien of troeven).",
        steps=("Speelt hij een andere kaart, dan geldt artikel 52.",),
        cites=("50D1a",),
        related=("52",),
    )


# -- Laws 50C, 50D2 and 51B: the offender's partner is to lead ---------------------------------


def _partner_to_lead(ctx: Context) -> bool:
    return _defender(ctx) and _stage(ctx) == "partner_to_lead"


def _option(ctx: Context) -> str:
    return ctx.known("declarer_lead_option") or "pending"


@rule("50C/lead", irregularity=_KIND, cites=("50C", "50E2"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS))
def minor_partner_leads(ctx: Context) -> Outcome | None:
    if not _partner_to_lead(ctx) or _kind(ctx) != "minor":
        return None
    _explain_kind(ctx)
    return Outcome(
        "Geen voorspeelbeperking: bij een kleine strafkaart mag de partner elke kaart voorspelen.",
        steps=("De leider kan niets eisen of verbieden.", "Informatie uit de strafkaart is voor de partner wel ongeoorloofd (50E2)."),
        cites=("50C", "50E2"),
    )


_PREMATURE = "Speelt de partner voor voordat de leider koos, dan wordt die kaart zelf een strafkaart (49)."


@rule("50D2", irregularity=_KIND, cites=("50D2", "50D2a", "50D2b", "49"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, *_WHO_READS, "declarer_lead_option"))
def major_partner_leads(ctx: Context) -> Outcome | None:
    if not _partner_to_lead(ctx) or _kind(ctx) != "major" or _several(ctx) or _option(ctx) != "pending":
        return None
    ctx.because("De partner van een tegenspeler met een grote strafkaart komt aan slag.")
    _explain_kind(ctx)
    return Outcome(
        f"De partner van {_offender(ctx)} mag pas voorspelen nadat de leider gekozen heeft wat er met de strafkaart gebeurt.",
        steps=(
            "Eisen of verbieden: de leider eist de kleur van de strafkaart, of verbiedt die zolang de partner aan slag blijft; "
            "de strafkaart gaat dan terug in de hand (50D2a).",
            "Niets eisen: de partner speelt elke kaart voor; de strafkaart blijft liggen en 50D blijft gelden (50D2b).",
            _PREMATURE,
        ),
        cites=("50D2",),
        related=("50D2a", "50D2b", "49"),
    )


@rule("50D2a", irregularity=_KIND, cites=("50D2a", "59"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option"))
def declarer_requires_or_forbids(ctx: Context) -> Outcome | None:
    option = _option(ctx)
    if not _partner_to_lead(ctx) or option not in ("require", "forbid") or _kind(ctx) != "major" or _several(ctx):
        return None
    if option == "require":
        ctx.because("De leider eiste de kleur van de strafkaart.")
        _explain_kind(ctx)
        return Outcome(
            "De partner moet de kleur van de strafkaart voorspelen; de kaart is geen strafkaart meer en gaat terug in de hand.",
            steps=("Heeft de partner die kleur niet, dan mag hij elke kaart voorspelen (59).",),
            cites=("50D2a",),
            related=("59",),
        )
    ctx.because("De leider verbood de kleur van de strafkaart.")
    _explain_kind(ctx)
    return Outcome(
        "De partner mag de kleur van de strafkaart niet voorspelen zolang hij aan slag blijft; de kaart is geen strafkaart meer en gaat terug in de hand.",
        steps=("Heeft de partner alleen nog die kleur, dan mag hij elke kaart voorspelen (59).",),
        cites=("50D2a",),
        related=("59",),
    )


@rule("50D2b", irregularity=_KIND, cites=("50D2b", "50D1a", "51B1"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def declarer_leaves_lead_free(ctx: Context) -> Outcome | None:
    if not _partner_to_lead(ctx) or _option(ctx) != "free" or _kind(ctx) != "major":
        return None
    several = _several(ctx)
    if several and ctx.fact("penalty_cards_suits") != "one_suit":
        return None  # 51B2c
    ctx.because("De leider eiste noch verbood een kleur.")
    _explain_kind(ctx)
    lies = "de strafkaarten blijven open liggen en artikel 50D blijft gelden zolang ze er liggen" if several else "de strafkaart blijft open liggen en artikel 50D blijft gelden zolang ze er ligt"
    return Outcome(
        f"De partner mag elke kaart voorspelen; {lies}.",
        steps=("Een grote strafkaart moet bij de eerste reglementaire gelegenheid gespeeld worden (50D1a).",),
        cites=("50D2b",),
        related=("50D1a", *(("51B1",) if several else ())),
    )


def _several_to_lead(ctx: Context, suits: str) -> str | None:
    """The declarer's option when a defender with two or more penalty cards (in ``suits``) has a partner to lead."""
    if not _partner_to_lead(ctx) or _kind(ctx) != "major" or not _several(ctx):
        return None
    if ctx.fact("penalty_cards_suits") != suits:
        return None
    ctx.because("De tegenspeler heeft twee of meer strafkaarten en zijn partner komt aan slag.")
    return _option(ctx)


_B1A = "Eist de leider die kleur, dan gaan de strafkaarten van die kleur terug in de hand en mag de tegenspeler in die slag elke reglementaire kaart bijspelen (51B1a)."
_B1B = "Verbiedt hij die kleur, dan neemt de tegenspeler al zijn strafkaarten van die kleur terug; het verbod geldt zolang de partner aan slag blijft (51B1b)."


@rule("51B1", irregularity=_KIND, cites=("51B1", "51B1a", "51B1b", "50D2b"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_one_suit_pending(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "one_suit") != "pending":
        return None
    return Outcome(
        "De partner mag pas voorspelen nadat de leider gekozen heeft: de kleur van de strafkaarten eisen of verbieden, of niets eisen.",
        steps=(_B1A, _B1B, "Eist of verbiedt hij niets, dan blijven de strafkaarten liggen (50D2b)."),
        cites=("51B1",),
        related=("51B1a", "51B1b", "50D2b"),
    )


@rule("51B1a", irregularity=_KIND, cites=("51B1a",), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_one_suit_required(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "one_suit") != "require":
        return None
    return Outcome(
        "De partner moet die kleur voorspelen; de strafkaarten van die kleur zijn geen strafkaarten meer en gaan terug in de hand.",
        steps=("De tegenspeler mag in die slag elke reglementaire kaart bijspelen.",),
        cites=("51B1a",),
    )


@rule("51B1b", irregularity=_KIND, cites=("51B1b",), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_one_suit_forbidden(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "one_suit") != "forbid":
        return None
    return Outcome(
        "De partner mag die kleur niet voorspelen zolang hij aan slag blijft; de tegenspeler neemt al zijn strafkaarten van die kleur terug.",
        steps=("De tegenspeler mag in die slag elke reglementaire kaart bijspelen.",),
        cites=("51B1b",),
    )


@rule("51B2", irregularity=_KIND, cites=("51B2", "51B2a", "51B2b", "51B2c"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_suits_pending(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "several_suits") != "pending":
        return None
    return Outcome(
        "De partner mag pas voorspelen nadat de leider gekozen heeft: een kleur van de strafkaarten eisen, een of meer van die kleuren verbieden, of niets eisen.",
        steps=(
            "Eist hij een kleur, dan gaan de strafkaarten van die kleur terug in de hand (51B2a, 51B1a).",
            "Verbiedt hij kleuren, dan neemt de tegenspeler alle strafkaarten in die kleuren terug; het verbod geldt zolang de partner aan slag blijft (51B2b).",
            "Eist of verbiedt hij niets, dan blijven alle strafkaarten liggen (51B2c).",
        ),
        cites=("51B2",),
        related=("51B2a", "51B2b", "51B2c"),
    )


@rule("51B2a", irregularity=_KIND, cites=("51B2a", "51B1a"), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_suits_required(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "several_suits") != "require":
        return None
    return Outcome(
        "De partner moet de geëiste kleur voorspelen; de strafkaarten van die kleur gaan terug in de hand, die in de andere kleuren blijven liggen.",
        steps=("De tegenspeler mag in die slag elke reglementaire kaart bijspelen (51B1a).",),
        cites=("51B2a",),
        related=("51B1a",),
    )


@rule("51B2b", irregularity=_KIND, cites=("51B2b",), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_suits_forbidden(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "several_suits") != "forbid":
        return None
    return Outcome(
        "De partner mag de verboden kleur(en) niet voorspelen zolang hij aan slag blijft; de tegenspeler neemt alle strafkaarten in die kleuren terug.",
        steps=("De tegenspeler mag in die slag elke reglementaire kaart bijspelen.",),
        cites=("51B2b",),
    )


@rule("51B2c", irregularity=_KIND, cites=("51B2c",), reads=(*_ROLE_READS, *_STAGE_READS, *_KIND_READS, "declarer_lead_option", "penalty_cards_suits"))
def several_suits_free(ctx: Context) -> Outcome | None:
    if _several_to_lead(ctx, "several_suits") != "free":
        return None
    return Outcome(
        "De partner mag elke kaart voorspelen; de strafkaarten blijven liggen en de artikelen 50 en 51 blijven gelden zolang er strafkaarten zijn.",
        cites=("51B2c",),
    )


# -- Law 52: a penalty card not led or played ------------------------------------------------

REVOKE_NOTE = (
    "Kon de tegenspeler de strafkaart spelen, dan is het ook een verzaking (61A); wordt die voldongen, "
    "dan gaan er geen slagen over (64B3), maar de WL kan een arbitrale score toekennen (64C1)."
)
_NOT_PLAYED_READS = (*_ROLE_READS, *_STAGE_READS, *_WHO_READS, "declarer_accepts_card", "declarer_played_since")


def _not_played(ctx: Context) -> bool:
    return _defender(ctx) and _stage(ctx) == "not_played"


@rule("52B1b", irregularity=_KIND, cites=("52B1b", "52B1c", "61A", "64B3", "64C1"), reads=_NOT_PLAYED_READS, overrides=("52B1a", "52B2", "52A"))
def declarer_must_accept(ctx: Context) -> Outcome | None:
    if not _not_played(ctx) or ctx.known("declarer_accepts_card") is True:
        return None
    if not ctx.fact("declarer_played_since"):
        return None
    ctx.because("De tegenspeler speelde een andere kaart dan de strafkaart, en de leider speelde daarna al uit eigen hand of van de blinde.")
    return Outcome(
        "De leider moet de gespeelde kaart accepteren, omdat hij daarna al speelde; de strafkaart blijft een strafkaart.",
        steps=("De gespeelde kaart blijft staan; de strafkaart blijft open liggen (52B1c).",),
        afterwards=(REVOKE_NOTE,),
        cites=("52B1b",),
        related=("52B1c", "61A", "64B3", "64C1"),
    )


@rule("52B1a", irregularity=_KIND, cites=("52B1a", "52B1c", "61A", "64B3", "64C1"), reads=_NOT_PLAYED_READS)
def declarer_accepts(ctx: Context) -> Outcome | None:
    if not _not_played(ctx) or ctx.known("declarer_accepts_card") is not True:
        return None
    ctx.because("De leider accepteert de kaart die de tegenspeler in plaats van de strafkaart speelde.")
    return Outcome(
        "De gespeelde kaart blijft staan; de strafkaart blijft een strafkaart.",
        steps=("Het spel gaat verder; de strafkaart blijft open liggen (52B1c).",),
        afterwards=(REVOKE_NOTE,),
        cites=("52B1a",),
        related=("52B1c", "61A", "64B3", "64C1"),
    )


@rule("52B2", irregularity=_KIND, cites=("52B2",), reads=_NOT_PLAYED_READS)
def declarer_rejects(ctx: Context) -> Outcome | None:
    if not _not_played(ctx) or ctx.known("declarer_accepts_card") is not False:
        return None
    ctx.because("De leider accepteert de kaart die de tegenspeler in plaats van de strafkaart speelde niet.")
    return Outcome(
        f"{_cap(_offender(ctx))} moet de strafkaart in de plaats spelen; de onreglementair gespeelde kaart wordt een grote strafkaart.",
        steps=("Leg de onreglementair gespeelde kaart open op tafel als grote strafkaart.",),
        cites=("52B2",),
    )


@rule("52A", irregularity=_KIND, cites=("52A", "52B1a", "52B1c", "52B2"), reads=_NOT_PLAYED_READS)
def declarer_chooses(ctx: Context) -> Outcome | None:
    if not _not_played(ctx):
        return None
    ctx.because("De tegenspeler speelde een andere kaart dan de strafkaart, en de leider heeft daarna nog niet gespeeld.")
    return Outcome(
        f"{_cap(_offender(ctx))} mag de gespeelde kaart niet op eigen initiatief terugnemen; de leider kiest of hij haar accepteert.",
        steps=(
            "Accepteert de leider, dan blijft de kaart staan en blijft de strafkaart een strafkaart (52B1a, 52B1c).",
            "Accepteert hij niet, dan speelt de tegenspeler de strafkaart in de plaats en wordt de gespeelde kaart een grote strafkaart (52B2).",
        ),
        cites=("52A",),
        related=("52B1a", "52B1c", "52B2"),
    )


# -- Law 50E: information from a penalty card -------------------------------------------------


@rule("50E2", irregularity=_KIND, cites=("50E2", "50E1", "50E3"), reads=(*_ROLE_READS, *_STAGE_READS))
def information(ctx: Context) -> Outcome | None:
    if not _defender(ctx) or _stage(ctx) != "information":
        return None
    return Outcome(
        "Dat de strafkaart gespeeld moet worden mag iedereen weten; alle andere informatie uit de strafkaart is geoorloofd "
        "voor de leider en ongeoorloofd voor de partner van de tegenspeler met de strafkaart.",
        steps=("De partner mag bij zijn spel geen gebruik maken van wat hij uit de strafkaart afleidt.",),
        afterwards=("Is de niet-overtredende partij daardoor benadeeld, dan volgt een arbitrale score (50E3).",),
        cites=("50E2", "50E1"),
        related=("50E3",),
    )


@rule("50E3", irregularity=_KIND, cites=("50E3", "50E2", "12C1b"), reads=(*_ROLE_READS, *_STAGE_READS))
def damage_after_play(ctx: Context) -> Outcome | None:
    if not _defender(ctx) or _stage(ctx) != "after_play":
        return None
    ctx.because("Na afloop voelt de niet-overtredende partij zich benadeeld door de informatie uit een strafkaart.")
    return Outcome(
        "De WL kent een arbitrale score toe als de getoonde kaart zoveel informatie gaf dat de niet-overtredende partij daardoor benadeeld is.",
        steps=(
            "Ga na wat de partner uit de strafkaart kon afleiden en of hij dat gebruikte (50E2).",
            "Bij schade: bepaal de waarschijnlijke afloop zonder die informatie (12C1b).",
        ),
        cites=("50E3",),
        related=("50E2", "12C1b"),
        director_decides=True,
    )
