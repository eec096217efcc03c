"""Rulings, law units and search hits as Dutch text a director can act on in ten seconds.

Every function builds its reply once, through a ``Markup`` that is either plain text
(terminal, CLI, JSON) or Telegram HTML (user-provided text escaped with ``html.escape``),
so the two variants never drift apart::

    text, html = render_ruling(ruling).pair()
"""

from __future__ import annotations

import html as _html
import re
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import laws
from laws import Event, Question, Ruling, Status

from .sanitize import dutch_number, shorten

MAX_STEPS = 4
MAX_REASONS = 2
MAX_ASSUMPTIONS = 8
TARGET_CHARS = 600  # what a director reads in ten seconds
TELEGRAM_LIMIT = 4096

EXAMPLES = (
    "O verzaakt in slag 5, voldongen. O won die slag en daarna nog 2 slagen.",
    "Gever N. Z opende voor zijn beurt 1♠, terwijl N aan de beurt was.",
)


@dataclass(frozen=True)
class Markup:
    """How to mark text up: ``esc`` for any text, ``bold``/``italic``/``code`` around escaped text."""

    name: str
    esc: Callable[[str], str]
    bold: Callable[[str], str]
    italic: Callable[[str], str]
    code: Callable[[str], str]


PLAIN = Markup("plain", str, str, str, str)
HTML = Markup(
    "html",
    lambda s: _html.escape(s, quote=False),
    lambda s: f"<b>{s}</b>",
    lambda s: f"<i>{s}</i>",
    lambda s: f"<code>{s}</code>",
)


@dataclass(frozen=True)
class Rendered:
    text: str
    html: str

    def pair(self) -> tuple[str, str]:
        return self.text, self.html


Builder = Callable[[Markup], list[str]]


def both(build: Builder) -> Rendered:
    """Run one builder for both markups; lines are joined with newlines, blanks collapsed.
    Nothing is cut here: a front end with a length limit splits with ``split_html``."""
    return Rendered(_join(build(PLAIN)), _join(build(HTML)))


def _join(lines: Iterable[str]) -> str:
    out: list[str] = []
    for line in lines:
        if line == "" and (not out or out[-1] == ""):
            continue
        out.append(line)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


# -- splitting long replies (Telegram: 4096 characters per message) --------------------
_TOKEN_RE = re.compile(r"<[^<>]*>|&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);|[^<&]|[<&]", re.S)
_TAG_RE = re.compile(r"<\s*(/?)\s*([A-Za-z][A-Za-z0-9-]*)")


def utf16_len(text: str) -> int:
    """Telegram counts message length in UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def _tokens(text: str, html: bool) -> list[str]:
    """Characters, with every HTML tag and entity kept whole (``html``)."""
    return _TOKEN_RE.findall(text) if html else list(text)


def split_html(text: str, limit: int = TELEGRAM_LIMIT, *, html: bool = True) -> list[str]:
    """Split a message into parts of at most ``limit`` UTF-16 units: at a blank line if one
    is near the end, else at a line break, else at a space, never inside a tag or an
    entity. Tags open at a cut are closed at the end of the part and opened again at the
    start of the next, so every part is valid Telegram HTML on its own."""
    if utf16_len(text) <= limit:
        return [text]
    tokens = _tokens(text, html)
    sizes = [utf16_len(t) for t in tokens]
    # open tags before each token boundary: stacks[i] holds the tags open before tokens[i]
    stacks: list[tuple[tuple[str, str], ...]] = []
    stack: list[tuple[str, str]] = []
    for token in tokens:
        stacks.append(tuple(stack))
        match = _TAG_RE.match(token) if html and token.startswith("<") and len(token) > 1 else None
        if match:
            closing, name = match.group(1), match.group(2).lower()
            if closing:
                for i in range(len(stack) - 1, -1, -1):
                    if stack[i][0] == name:
                        del stack[i:]
                        break
            else:
                stack.append((name, token))
    stacks.append(tuple(stack))

    def opening(at: int) -> str:
        return "".join(tag for _, tag in stacks[at])

    def closing(at: int) -> str:
        return "".join(f"</{name}>" for name, _ in reversed(stacks[at]))

    parts: list[str] = []
    start, n = 0, len(tokens)
    while start < n:
        while start < n and tokens[start] in ("\n", " "):
            start += 1
        if start >= n:
            break
        size = utf16_len(opening(start))
        end = start
        while end < n and size + sizes[end] + utf16_len(closing(end + 1)) <= limit:
            size += sizes[end]
            end += 1
        if end == n:
            cut = n
        else:
            cut = _best_cut(tokens, start, end, limit)
        if cut <= start:  # a single token longer than the limit (cannot happen with real tags)
            cut = start + 1
        part = opening(start) + "".join(tokens[start:cut]).rstrip(" \n") + closing(cut)
        if _visible(part, html).strip():
            parts.append(part)
        start = cut
    return parts


def _best_cut(tokens: Sequence[str], start: int, end: int, limit: int) -> int:
    """The boundary in (start, end] to cut at: after a blank line, a newline, a space."""
    floor = start + max(1, (end - start) // 2)  # do not make a tiny part to find a nicer cut
    for wanted in ("\n\n", "\n", " "):
        for i in range(end, floor - 1, -1):
            if wanted == "\n\n":
                if i >= 2 and tokens[i - 1] == "\n" and tokens[i - 2] == "\n":
                    return i
            elif tokens[i - 1] == wanted:
                return i
    return end


def _visible(text: str, html: bool) -> str:
    return html_to_plain(text) if html else text


def html_to_plain(text: str) -> str:
    """Telegram HTML as the plain text a user would see (for a fallback without markup)."""
    return _html.unescape(re.sub(r"<[^<>]*>", "", text))


# -- law titles ----------------------------------------------------------------------
def unit_title(unit_id: str) -> str | None:
    """The unit's (inherited) title from the corpus, or None when the corpus cannot say."""
    try:
        import laws

        return laws.CORPUS.title_of(unit_id)
    except Exception:  # corpus not loaded or unit missing: cite the bare id
        return None


def citation_line(m: Markup, unit_id: str, prefix: str = "Artikel") -> str:
    title = unit_title(unit_id)
    head = m.bold(m.esc(f"{prefix} {unit_id}"))
    return f"{head} – {m.esc(title)}" if title else head


# -- rulings -------------------------------------------------------------------------
DIRECTOR, PLAYER = "director", "player"
CALL_DIRECTOR = "Roep de wedstrijdleider erbij."
CALL_DIRECTOR_WHY = (
    "De spelregels laten deze beslissing aan de wedstrijdleider; beslis het niet samen aan tafel. "
    "Tot hij er is: laat de kaarten liggen zoals ze liggen."
)


def ruling_lines(
    m: Markup, ruling: Ruling, *, interactive: bool = False, assumptions: int = MAX_ASSUMPTIONS,
    audience: str = DIRECTOR, reasons: int = MAX_REASONS,
) -> list[str]:
    """The lines of one ruling. ``interactive``: only the first question is shown (it gets
    buttons or a numbered prompt); otherwise every question with numbered options.
    ``audience``: a ``player`` gets the same ruling, but where the law leaves the decision
    to the director (``director_decides``) the steps become "call the director"."""
    lines = [m.bold(m.esc(ruling.headline))]
    if ruling.status is Status.NEEDS_FACTS:
        for citation in ruling.citations:  # the article every possible answer falls under
            lines.append(f"{citation_line(m, citation.unit, 'Het gaat om artikel')}; wat er precies geldt, hangt "
                         f"af van je antwoord.")
        lines += question_lines(m, ruling.questions, interactive=interactive)
        lines += _why(m, ruling, assumptions, reasons)
        return lines
    if ruling.status in (Status.OUT_OF_SCOPE, Status.NOT_UNDERSTOOD):
        return lines  # plainly: no rule, nothing cited
    if ruling.director_decides and audience == PLAYER:
        lines.append(m.bold(m.esc(CALL_DIRECTOR)))
        lines.append(m.esc(CALL_DIRECTOR_WHY))
        lines += _why(m, ruling, assumptions, reasons)
        lines += _citations(m, ruling)
        return lines
    for number, step in enumerate(ruling.steps[:MAX_STEPS], 1):
        lines.append(f"{number}. {m.esc(step)}")
    if ruling.director_decides:
        lines.append(m.italic("De wedstrijdleider beslist hier naar eigen oordeel."))
    if ruling.afterwards:
        lines.append("")
        lines.append(m.bold("Na afloop:"))
        lines += [f"• {m.esc(item)}" for item in ruling.afterwards]
    lines += _why(m, ruling, assumptions, reasons)
    lines += _citations(m, ruling)
    return lines


def _citations(m: Markup, ruling: Ruling) -> list[str]:
    if not ruling.citations:
        return []
    lines = [""]
    related = [c.unit for c in ruling.citations if c.role.value == "related"]
    lines += [citation_line(m, c.unit) for c in ruling.citations if c.role.value != "related"]
    if related:
        lines.append(f"Zie ook: {m.esc(', '.join(related))}")
    return lines


def _why(m: Markup, ruling: Ruling, budget: int = MAX_ASSUMPTIONS, reasons: int = MAX_REASONS) -> list[str]:
    lines = []
    if ruling.reasons:
        lines.append("")
        lines.append(f"{m.bold('Waarom:')} {m.esc(' '.join(ruling.reasons[:reasons]))}")
    if ruling.assumptions:
        if not ruling.reasons:
            lines.append("")
        count = len(ruling.assumptions)
        shown = "; ".join(ruling.assumptions[:budget])
        if count > budget:
            rest = count - budget
            shown += "; en nog 1 aanname" if rest == 1 else f"; en nog {rest} aannames"
        lines.append(f"{m.bold('Aangenomen:')} {m.esc(shown)}.")
    return lines


def question_lines(m: Markup, questions: Sequence[Question], *, interactive: bool = False) -> list[str]:
    if not questions:
        return []
    shown = questions[:1] if interactive else questions
    lines = [""]
    for number, question in enumerate(shown, 1):
        label = question.text if interactive or len(shown) == 1 else f"{number}. {question.text}"
        lines.append(m.esc(label))
        lines.append("   " + "  ".join(f"{i}) {m.esc(o.label)}" for i, o in enumerate(question.options, 1)))
    return lines


def render_ruling(
    ruling: Ruling, *, interactive: bool = False, notes: Sequence[str] = (), audience: str = DIRECTOR
) -> Rendered:
    """The ruling as text and HTML. When the reply runs past ``TARGET_CHARS`` it is made
    shorter step by step: fewer assumptions listed, then one reason instead of two; the
    ruling, the steps, what follows and the citations are never cut."""
    rendered = None
    for reasons in (MAX_REASONS, 1):
        for budget in range(MAX_ASSUMPTIONS, 0, -1):
            rendered = both(lambda m: [*ruling_lines(m, ruling, interactive=interactive, assumptions=budget,
                                                     audience=audience, reasons=reasons),
                                       *_notes(m, notes)])
            if len(rendered.text) <= TARGET_CHARS:
                return rendered
    assert rendered is not None
    return rendered


def _notes(m: Markup, notes: Sequence[str]) -> list[str]:
    return ["", *(m.italic(m.esc(n)) for n in notes)] if notes else []


# -- answers that are not rulings ----------------------------------------------------
def help_lines(m: Markup, *, commands: bool = True) -> list[str]:
    lines = [
        "Beschrijf in één of twee zinnen wat er aan tafel gebeurde: wie, wat en wanneer "
        "(bijvoorbeeld een verzaking, een bieding voor de beurt of een onvoldoende bod). Bijvoorbeeld:",
        *(f"• {m.italic(m.esc(example))}" for example in EXAMPLES),
    ]
    if commands:
        lines += [
            "",
            f"Een artikel opzoeken: {m.code('/artikel 64A1')} · zoeken in de spelregels: {m.code('/zoek strafkaart')}",
        ]
    return lines


def render_help(intro: str = "", *, commands: bool = True) -> Rendered:
    return both(lambda m: [*([m.esc(intro), ""] if intro else []), *help_lines(m, commands=commands)])


def render_not_understood(
    text: str, reason: str, *, notes: Sequence[str] = (), hits: Sequence = ()
) -> Rendered:
    """A clear answer for input tdbot cannot rule on: what it saw, what it understands, an example."""

    def build(m: Markup) -> list[str]:
        lines = []
        quoted = shorten(text, 80)
        if quoted:
            lines.append(f"{m.esc(reason.format(quoted=f'“{quoted}”'))}")
        else:
            lines.append(m.esc(reason.format(quoted="dit")))
        if hits:
            lines.append("")
            lines.append("Misschien bedoel je een van deze artikelen:")
            lines += [citation_line(m, hit.unit) for hit in hits]
        lines.append("")
        lines += help_lines(m)
        lines += _notes(m, notes)
        return lines

    return both(build)


def render_message(message: str, *, notes: Sequence[str] = ()) -> Rendered:
    return both(lambda m: [m.esc(message), *_notes(m, notes)])


def render_ambiguous(question: Question, *, interactive: bool = False, notes: Sequence[str] = ()) -> Rendered:
    def build(m: Markup) -> list[str]:
        lines = [m.bold("Ik twijfel wat er bedoeld wordt.")]
        lines += question_lines(m, (question,), interactive=interactive)
        return [*lines, *_notes(m, notes)]

    return both(build)


# -- law units and search ------------------------------------------------------------
SOURCE_LABEL = {
    "seed": "letterlijke tekst van de Spelregels 2017",
    "summary": "samenvatting in eigen woorden (geen letterlijke wetstekst)",
}


def unit_lines(m: Markup, corpus, unit, *, max_text: int | None = None) -> list[str]:
    lines = [citation_line(m, unit.id)]
    ancestors = corpus.ancestors(unit.id)
    if ancestors:
        context = " › ".join(_context_label(corpus, a) for a in ancestors)
        lines.append(m.italic(m.esc(f"Onderdeel van: {context}")))
    text = unit.text
    if max_text and len(text) > max_text:
        text = text[: max_text - 1].rstrip() + "…"
    lines += ["", m.esc(text), ""]
    lines.append(f"Bron: {m.esc(SOURCE_LABEL.get(unit.source, unit.source))}")
    children = corpus.children(unit.id)
    if children:
        lines.append(f"Onderdelen: {m.esc(', '.join(children))}")
    if unit.references:
        lines.append(f"Verwijst naar: {m.esc(', '.join(unit.references))}")
    return lines


def _context_label(corpus, unit) -> str:
    title = unit.title
    if not title and unit.parent is None:  # an article's root unit: the article's title
        title = corpus.articles[unit.article].title
    return f"{unit.id} {title}" if title else unit.id


def render_unit(corpus, unit, *, max_text: int | None = None) -> Rendered:
    return both(lambda m: unit_lines(m, corpus, unit, max_text=max_text))


def render_unknown_unit(raw: str, nearest: Sequence[str]) -> Rendered:
    def build(m: Markup) -> list[str]:
        lines = [m.esc(f"Artikel “{shorten(raw, 40)}” ken ik niet.")]
        if nearest:
            lines.append("Bedoel je misschien:")
            lines += [citation_line(m, unit_id) for unit_id in nearest]
        else:
            lines.append(f"Probeer bijvoorbeeld {m.code('64A1')} of {m.code('artikel 16')}.")
        return lines

    return both(build)


def render_hits(query: str, hits: Sequence) -> Rendered:
    def build(m: Markup) -> list[str]:
        if not hits:
            return [m.esc(f"Niets gevonden voor “{shorten(query, 60)}”. Probeer andere woorden.")]
        lines = [m.bold(m.esc(f"Gevonden voor “{shorten(query, 60)}”:"))]
        for hit in hits:
            lines.append("")
            lines.append(citation_line(m, hit.unit))
            if hit.snippet:
                lines.append(_snippet(m, shorten(hit.snippet, 240)))
        return lines

    return both(build)


def _snippet(m: Markup, snippet: str) -> str:
    """The parser marks matched words as «word»; in HTML they become bold."""
    escaped = m.esc(snippet)
    if m is HTML:
        return re.sub(r"«([^«»]+)»", lambda match: m.bold(match.group(1)), escaped)
    return escaped


# -- the incident log of one chat (/log) --------------------------------------------------
ROLE_LABEL = {DIRECTOR: "WL", PLAYER: "speler"}
STATUS_LABEL = {
    "decided": "beslist",
    "needs_facts": "vraag open",
    "out_of_scope": "buiten bereik",
    "not_understood": "niet begrepen",
    "error": "fout",
}


def render_incident_log(entries: Sequence[dict], *, when: Callable[[object], str]) -> Rendered:
    """``entries``: dicts with ``incident`` and its final ``status``/``citations`` and ``up``/``down``
    votes, newest first; ``when`` formats a timestamp."""

    def build(m: Markup) -> list[str]:
        if not entries:
            return [m.esc("Nog geen meldingen in dit gesprek.")]
        lines = [m.bold(m.esc(f"De laatste {len(entries)} meldingen in dit gesprek:"))]
        for entry in entries:
            incident = entry["incident"]
            cited = ", ".join(entry["citations"]) or "–"
            state = STATUS_LABEL.get(entry["status"], entry["status"])
            head = f"#{incident.id} · {when(incident.created_at)}"
            if incident.role:
                head += f" · {ROLE_LABEL.get(incident.role, incident.role)}"
            votes = ""
            if entry["up"] or entry["down"]:
                votes = f" · 👍{entry['up']} 👎{entry['down']}"
            lines.append("")
            lines.append(f"{m.bold(m.esc(head))} · {m.esc(state)} · {m.esc(cited)}{votes}")
            lines.append(m.italic(m.esc(f"“{shorten(incident.raw_text, 90)}”")))
            if entry.get("correct"):
                lines.append(m.esc(f"Juist volgens feedback: {', '.join(entry['correct'])}"))
        return lines

    return both(build)


def inferred_note(event: Event, names: Sequence[str]) -> str:
    """The facts the trained slot model added (``Parsed.inferred``): said to be inferred, so the
    director checks them rather than taking them as read."""
    parts = []
    for name in names:
        if name in event:
            spec = laws.SCHEMA.fact(name)
            parts.append(f"{spec.label}: {spec.value_label(event.get(name))}")
    return ("Afgeleid uit de formulering, niet letterlijk gelezen: " + "; ".join(parts)
            + ". Klopt dat niet, beschrijf het dan iets preciezer.")


def spelled_note(pairs: Sequence[tuple[str, str]]) -> str:
    """The words read as typing slips (``Parsed.spelled``), so the director can see what was read."""
    return "Gelezen als tikfout: " + "; ".join(f"«{typed}» als «{read}»" for typed, read in pairs) + "."


def truncation_note(length: int, limit: int) -> str:
    return (
        f"Je bericht was erg lang ({dutch_number(length)} tekens); ik heb alleen de eerste "
        f"{dutch_number(limit)} tekens gelezen."
    )
