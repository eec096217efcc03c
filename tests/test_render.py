"""Rendering: one builder, two markups; what a director reads in ten seconds."""

from __future__ import annotations

import laws
from bot.render import HTML, PLAIN, render_hits, render_ruling
from laws import Citation, CitationRole, Event, Option, Question, Ruling, Status
from nlp.api import SearchHit


def _ruling(**changes) -> Ruling:
    base = Ruling(
        status=Status.DECIDED,
        event=Event.of("revoke"),
        headline="Na afloop gaan 2 slagen naar N-Z <direct>.",
        steps=("Speel door.", "Tel na afloop de slagen.", "Noteer de score.", "Controleer.", "Vijfde stap."),
        afterwards=("Arbitrale score als de schade niet hersteld is.",),
        citations=(Citation("64A1"), Citation("64C1", CitationRole.RELATED)),
        reasons=("Eerste reden.", "Tweede reden.", "Derde reden."),
        assumptions=("de verzaking is voldongen: ja",),
        tricks_transferred=2,
    )
    return base.with_(**changes)


def test_order_of_sections_and_limits():
    text = render_ruling(_ruling()).text
    lines = text.splitlines()
    assert lines[0] == "Na afloop gaan 2 slagen naar N-Z <direct>."
    assert [line for line in lines if line[:2] in ("1.", "2.", "3.", "4.", "5.")] == [
        "1. Speel door.", "2. Tel na afloop de slagen.", "3. Noteer de score.", "4. Controleer."]
    order = [text.index(marker) for marker in ("1. Speel", "Na afloop:", "Waarom:", "Aangenomen:", "Artikel 64A1")]
    assert order == sorted(order)
    assert "Eerste reden. Tweede reden." in text and "Derde reden" not in text
    assert "Zie ook: 64C1" in text
    title = laws.CORPUS.title_of("64A1")
    assert f"Artikel 64A1 – {title}" in text


def test_html_variant_escapes_and_matches_the_text():
    rendered = render_ruling(_ruling())
    assert "&lt;direct&gt;" in rendered.html and "<direct>" not in rendered.html
    assert "<b>" in rendered.html
    # same content: strip the markup and unescape, and the plain text comes back
    import html
    import re

    assert html.unescape(re.sub(r"</?(b|i|code)>", "", rendered.html)) == rendered.text


def test_out_of_scope_cites_nothing():
    ruling = Ruling(Status.OUT_OF_SCOPE, Event.of("claim"), "Hiervoor heb ik (nog) geen regel.")
    text = render_ruling(ruling).text
    assert text == "Hiervoor heb ik (nog) geen regel."
    assert "Artikel" not in text


def test_needs_facts_numbers_the_options_and_interactive_shows_one_question():
    questions = (
        Question("established", "Is de verzaking voldongen?", (Option(True, "ja"), Option(False, "nee"))),
        Question("trick_number", "In welke slag?", (Option(11, "11"), Option(12, "12"))),
    )
    ruling = Ruling(Status.NEEDS_FACTS, Event.of("revoke"), "Ik heb nog een gegeven nodig.", questions=questions)
    full = render_ruling(ruling).text
    assert "1. Is de verzaking voldongen?" in full and "2. In welke slag?" in full
    assert "1) ja  2) nee" in full
    one = render_ruling(ruling, interactive=True).text
    assert "Is de verzaking voldongen?" in one and "In welke slag?" not in one


def test_needs_facts_names_the_governing_article_engine_found():
    ruling = laws.decide(Event.of("revoke", established=True))  # who won which tricks: 64A or 64B
    assert ruling.status is Status.NEEDS_FACTS
    text = render_ruling(ruling, interactive=True).text
    assert f"Het gaat om artikel {ruling.citation_ids[0]} – {laws.CORPUS.title_of(ruling.citation_ids[0])}" in text
    assert text.index("Het gaat om artikel") < text.index(ruling.questions[0].text)


def test_search_snippets_are_bold_in_html():
    hits = [SearchHit("64A1", 1.0, "de «verzaking» is voldongen <x>")]
    rendered = render_hits("verzaking", hits)
    assert "«verzaking»" in rendered.text
    assert "<b>verzaking</b>" in rendered.html and "&lt;x&gt;" in rendered.html


def test_markups_are_distinct():
    assert PLAIN.esc("<a>") == "<a>" and HTML.esc("<a>") == "&lt;a&gt;"


def test_assumptions_beyond_the_budget_are_counted_as_aannames():
    ruling = Ruling(Status.DECIDED, Event.of("revoke"), "Beslissing.", citations=(Citation("64A1"),),
                    assumptions=tuple(f"aanname nummer {i} in een tamelijk lange zin over de tafel" for i in range(12)))
    text = render_ruling(ruling).text
    assert "Aangenomen: aanname nummer 0 in een tamelijk lange zin over de tafel; aanname nummer 1" in text
    assert "; en nog " in text and "aanname" in text and "gevallen" not in text and ") (" not in text
