"""Law search: lemma-aware, typo-tolerant, ranked, with highlighted snippets."""

import pytest

from nlp.search import LawSearch


@pytest.fixture(scope="module")
def search():
    return LawSearch()


def test_a_word_finds_units_that_contain_it_with_a_highlight(search):
    hits = search.search("strafkaart")
    assert len(hits) == 5
    assert all("«" in hit.snippet for hit in hits)
    assert any(hit.unit.startswith("50") for hit in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_an_inflected_verb_finds_the_noun(search):
    units = {hit.unit for hit in search.search("verzaakt")}
    assert any(u.startswith(("62", "63", "64")) for u in units)
    assert any("verzaking" in search.corpus.units[u].text.lower() for u in units)


def test_a_typo_still_finds_the_word(search):
    assert [h.unit for h in search.search("strafkaat")] == [h.unit for h in search.search("strafkaart")]


def test_a_situation_ranks_the_governing_unit_first(search):
    assert search.search("blinde kijkt in de hand van een tegenspeler")[0].unit == "43A2c"


@pytest.mark.parametrize("query", ["", "   ", "de het een", "!!!"])
def test_empty_queries_find_nothing(search, query):
    assert search.search(query) == []
