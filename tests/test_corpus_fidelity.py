"""Fidelity of the law corpus to the given NBB seed texts (``/work/shared/seeds``).

Only the seed files may be stored verbatim, so both directions are checked:

1. every sentence of every seed file appears, whitespace-normalised, in the ``text`` or
   ``alt_text`` of some ``source: seed`` unit (a heading counts as present when it is the
   title of a unit or an article); moreover every seed paragraph sits whole in ONE unit,
   so no unit silently drops the tail of its paragraph;
2. every ``source: seed`` unit's ``text`` and ``alt_text`` occur in the seed files, so that
   no own words or outside text hide behind ``source: seed``.

Normalisation: in the scanned file the line-end hyphenation is joined back ("te-" +
"rugnemen") and the lines are joined into paragraphs (a paragraph starts at a blank line or
a list label); the page furniture in ``FURNITURE`` is removed; whitespace (including
non-breaking spaces) is collapsed; leading list labels ("1. 1.", "C2.") are dropped, and
sentences are split on ". ", "; ", ": " and line breaks. Lines or pieces matching
``IGNORED_PIECES`` (list numbers, the page number, article headings, a lone ".") are not
law text and are skipped. Keep both lists small and explicit: anything else in a seed file
must be placed in a unit.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from laws import corpus as law_corpus

SEED_DIR = (Path(__file__).parents[1] / "../shared/seeds").resolve()

# Seed files that are page scans: words hyphenated at line ends, paragraphs broken into lines.
SCANNED_FILES = ("002_",)

# Page furniture, removed wherever it occurs: the scan's running header, the web page's
# navigation link and the links to NBB commentary notes ("Opmerking 1 algemeen").
FURNITURE = (
    re.compile(r"Operation Manual"),
    re.compile(r"Home Naar Art 1-16"),
    re.compile(r"Opmerking \d+(?: algemeen)?"),
)

# Whole lines or pieces that are not law text (matched in full).
IGNORED_PIECES = (
    re.compile(r"(?:\d{1,2}|[A-H]\d?)\.?"),  # list numbers and labels ("1.", "C2."), page number "63"
    re.compile(r"\."),  # a lone "." closing a web page
    re.compile(r"(?i:artikel) \d{1,2}(?:[A-H]\d?)?"),  # headings "ARTIKEL 42", "Artikel 45F", "Artikel 16C2"
)

_LABEL = r"(?:\d{1,2}|[A-H]\d?)\. "  # a list label at the start of a line: "1. ", "C. ", "C2. "
_LABELS_RE = re.compile(rf"^(?:{_LABEL})+")
_SENTENCE_END_RE = re.compile(r"(?<=[.;:]) ")
_ELLIPSIS = ("…", "...")


def _collapse(text: str) -> str:
    return " ".join(text.split())


def _clean_line(line: str) -> str:
    line = _collapse(line)
    for pattern in FURNITURE:
        line = pattern.sub(" ", line)
    return _collapse(line)


def _ignored(piece: str) -> bool:
    return any(pattern.fullmatch(piece) for pattern in IGNORED_PIECES)


def seed_paragraphs(name: str, raw: str) -> list[str]:
    """The paragraphs of one seed file, cleaned, without leading list labels."""
    text = raw.replace("\r\n", "\n")
    scanned = name.startswith(SCANNED_FILES)
    if scanned:
        text = re.sub(r"(?<=[^\W\d_])-\n(?=[^\W\d_A-Z])", "", text)
    paragraphs: list[str] = []
    joining = False
    for line in map(_clean_line, text.split("\n")):
        if not line or _ignored(line):
            joining = False
            continue
        if scanned and joining and not re.match(_LABEL, line):
            paragraphs[-1] += " " + line
        else:
            paragraphs.append(line)
        joining = scanned
    return [p for p in (_LABELS_RE.sub("", p).strip() for p in paragraphs) if p and not _ignored(p)]


def seed_pieces(paragraph: str) -> list[str]:
    """The sentences of one paragraph, split on ". ", "; " and ": "."""
    pieces = (piece.strip() for piece in _SENTENCE_END_RE.split(paragraph))
    return [piece for piece in pieces if piece and not _ignored(piece)]


def _unit_texts(unit: law_corpus.Unit) -> list[str]:
    return [_collapse(t) for t in (unit.text, unit.alt_text) if t]


def _unit_haystacks(unit: law_corpus.Unit) -> list[str]:
    """Where a seed sentence may sit in a unit: its texts, or its title followed by a text."""
    texts = _unit_texts(unit)
    return texts + ([_collapse(f"{unit.title} {t}") for t in texts] if unit.title else [])


def _without_ellipsis(text: str) -> str:
    for mark in _ELLIPSIS:
        if text.startswith(mark):
            return text[len(mark):].lstrip()
    return text


@pytest.fixture(scope="module")
def seeds() -> dict[str, str]:
    if not SEED_DIR.is_dir():
        pytest.skip(f"seed folder {SEED_DIR} is absent; the fidelity check needs the given NBB seed texts")
    files = {p.name: p.read_text(encoding="utf-8") for p in sorted(SEED_DIR.glob("*.txt"))}
    if not files:
        pytest.skip(f"seed folder {SEED_DIR} holds no *.txt files")
    return files


@pytest.fixture(scope="module")
def corpus() -> law_corpus.Corpus:
    return law_corpus.load()


@pytest.fixture(scope="module")
def seed_units(corpus: law_corpus.Corpus) -> list[law_corpus.Unit]:
    return [unit for unit in corpus if unit.source == "seed"]


@pytest.fixture(scope="module")
def titles(corpus: law_corpus.Corpus) -> set[str]:
    found = {_collapse(unit.title) for unit in corpus if unit.title}
    return found | {_collapse(article.title) for article in corpus.articles.values()}


def test_every_seed_sentence_is_in_a_seed_unit(seeds, seed_units, titles):
    haystacks = [hay for unit in seed_units for hay in _unit_haystacks(unit)]
    missing = [
        f"{name}: {piece!r}"
        for name, raw in seeds.items()
        for paragraph in seed_paragraphs(name, raw)
        for piece in seed_pieces(paragraph)
        if piece not in titles and not any(piece in hay for hay in haystacks)
    ]
    assert not missing, "seed sentences not found in any seed unit:\n" + "\n".join(missing)


def test_every_seed_paragraph_is_whole_in_one_seed_unit(seeds, seed_units, titles):
    haystacks = [(unit.id, _unit_haystacks(unit)) for unit in seed_units]
    missing = [
        f"{name}: {paragraph[:100]!r}"
        for name, raw in seeds.items()
        for paragraph in seed_paragraphs(name, raw)
        if paragraph not in titles and not any(paragraph in hay for _, hays in haystacks for hay in hays)
    ]
    assert not missing, "seed paragraphs not held whole by one seed unit:\n" + "\n".join(missing)


def test_every_seed_unit_text_is_in_the_seeds(seeds, seed_units):
    streams = [" ".join(seed_paragraphs(name, raw)) for name, raw in seeds.items()]
    missing = [
        f"{unit.id} ({unit.file}): {text[:80]!r}"
        for unit in seed_units
        for text in map(_without_ellipsis, _unit_texts(unit))
        if not any(text in stream for stream in streams)
    ]
    assert not missing, "seed units whose text is not in the seed files:\n" + "\n".join(missing)


def test_every_ignore_rule_is_needed(seeds):
    """Keeps FURNITURE and IGNORED_PIECES honest: a rule that matches nothing must go."""
    lines = [_collapse(line) for raw in seeds.values() for line in raw.split("\n")]
    for pattern in FURNITURE:
        assert any(pattern.search(line) for line in lines), f"unused furniture rule {pattern.pattern!r}"
    pieces = [piece.strip() for line in map(_clean_line, lines) for piece in _SENTENCE_END_RE.split(line)]
    for pattern in IGNORED_PIECES:
        assert any(pattern.fullmatch(piece) for piece in pieces), f"unused ignore rule {pattern.pattern!r}"
