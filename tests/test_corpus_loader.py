"""The corpus loader rejects bad data with a message naming the file and the unit."""

import pytest

import laws
from laws.corpus import find_references, load, normalize_id, parent_id
from laws.errors import CorpusError, UnknownUnitError

GOOD = """
article: 64
title: Verzaking
units:
  - id: "64"
    source: summary
    text: Samenvatting van het artikel.
  - id: "64A"
    source: seed
    text: Wanneer een verzaking voldongen is
  - id: "64A1"
    source: seed
    text: Zie artikel 64A.
"""


def test_a_good_file_loads_with_parents_and_references():
    corpus = load(files=[("art_064.yaml", GOOD)])
    assert corpus.units["64A1"].parent == "64A"
    assert corpus.units["64A1"].references == ("64A",)
    assert corpus.children("64") == ["64A"]


@pytest.mark.parametrize(
    "change, message",
    [
        (("    text: Samenvatting van het artikel.", "    text: Samenvatting van het artikel.\n    colour: red"), "unknown key"),
        (('  - id: "64A1"', '  - id: "64A"'), "duplicate unit id '64A'"),
        (("    text: Zie artikel 64A.", '    text: "  "'), "empty text"),
        (("    text: Zie artikel 64A.", "    text: Zie artikel 64C2."), "refers to '64C2'"),
        (('  - id: "64A1"', '  - id: "64B1"'), "no parent unit '64B'"),
        (('  - id: "64A1"', '  - id: "65A"'), "belongs to article 65"),
        (("    source: seed\n    text: Zie", "    source: copied\n    text: Zie"), "source must be"),
    ],
)
def test_bad_data_fails_naming_file_and_unit(change, message):
    old, new = change
    assert old in GOOD
    with pytest.raises(CorpusError) as error:
        load(files=[("art_064.yaml", GOOD.replace(old, new, 1))])
    assert message in str(error.value)
    assert "art_064.yaml" in str(error.value)


@pytest.mark.parametrize(
    "raw, unit",
    [("64a2", "64A2"), ("64 A 2", "64A2"), ("art. 64A2", "64A2"), ("artikel 64", "64"), ("43A1(c)", "43A1c"),
     ("Art 31A2a", "31A2a"), ("12c1b", "12C1b")],
)
def test_user_ids_are_normalised(raw, unit):
    assert normalize_id(raw) == unit


@pytest.mark.parametrize("raw", ["", "abc", "64A1c2", "0", "A64"])
def test_garbage_ids_are_rejected(raw):
    assert normalize_id(raw) is None


def test_parent_chain():
    assert [parent_id("43A1c"), parent_id("43A1"), parent_id("43A"), parent_id("43")] == ["43A1", "43A", "43", None]


def test_references_in_dutch_text():
    text = "De artikelen 16C, 26B en 72C kunnen van toepassing zijn (zie artikel 12C1b); Art. 26B niet."
    assert find_references(text) == ["16C", "26B", "72C", "12C1b"]


def test_the_shipped_corpus_has_all_93_articles_with_titles():
    assert sorted(laws.CORPUS.articles) == list(range(1, 94))
    for number, article in laws.CORPUS.articles.items():
        assert article.title.strip(), number
        assert str(number) in laws.CORPUS


def test_unknown_unit_suggests_nearest():
    with pytest.raises(UnknownUnitError) as error:
        laws.CORPUS.get("64A9")
    assert error.value.nearest
    assert all(unit in laws.CORPUS for unit in error.value.nearest)
