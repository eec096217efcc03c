"""Scenario tests kept as data: every ``tests/cases/law_*.yaml`` case is one test.

A case file::

    article: "64"
    cases:
      - name: offender won the revoke trick and one later trick
        event: {irregularity: revoke, established: true, ...}
        expect:
          status: decided              # decided | needs_facts | out_of_scope | not_understood
          citations: [64A1, 64C1]      # the full ordered list the ruling cites
          tricks_transferred: 2        # optional
          questions: []                # optional: the ordered question ids
          director_decides: false      # optional
        known_bug: ...                 # optional: the law says ``expect``, the rules do not (yet)

The expectations come from the law text, not from what the rules happen to return;
a case whose ``known_bug`` names a disagreement runs as a strict xfail, so it
starts failing the day the rule is fixed and the marker must go.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

import laws
from laws import Event, Status
from laws.engine import registered_rules

CASES_DIR = Path(__file__).parent / "cases"
FILES = (
    "law_13", "law_16c", "law_23", "law_25", "law_26b", "law_29a", "law_31",
    "law_42", "law_43", "law_45", "law_64", "law_72c", "law_90",
    "law_24", "law_27", "law_30", "law_32", "law_36", "law_39",
    "law_48", "law_49", "law_50", "law_51", "law_52", "law_61", "law_62", "law_63",
    "law_45abc", "law_46", "law_47", "law_53", "law_54", "law_55", "law_56", "law_57", "law_58", "law_59",
    "law_11", "law_14", "law_15", "law_16b", "law_21", "law_68", "law_69", "law_70", "law_71", "law_73",
    "law_75", "law_79", "law_87",
    "law_9", "law_10", "law_17", "law_20", "law_37", "law_38", "law_40", "law_41",
)
MIN_CASES_PER_FILE = 5

FILE_KEYS = {"article", "cases", "must_reach"}
REQUIRED_FILE_KEYS = {"article", "cases"}
CASE_KEYS = {"name", "event", "expect", "known_bug"}
REQUIRED_CASE_KEYS = {"name", "event", "expect"}
EXPECT_KEYS = {"status", "citations", "tricks_transferred", "questions", "director_decides"}

# Every seed subsection that governs a ruling: some case must cite it first.
FIRST_CITED = (
    "13A1", "13A2", "13B1", "13B2", "13C", "13D",
    "16C1", "16C2", "16C3",
    "23C",
    "25A1", "25A2", "25A3", "25A4", "25A5", "25A6", "25B1", "25B2", "25B3",
    "26B", "29A",
    "31A", "31A1", "31A2", "31A2a", "31A2b", "31B", "31C",
    "42A1", "42A2", "42A3", "42B1", "42B2", "42B3",
    "43A1a", "43A1b", "43A1c", "43A2a", "43A2b", "43A2c", "43A3", "43B2a", "43B2b", "43B3",
    "45D", "45E1", "45E2", "45F", "45G",
    "64A1", "64A2", "64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7", "64B8",
    "72C",
    "90A", "90B1", "90B2", "90B3", "90B4", "90B5", "90B6", "90B7", "90B8",
)
# Seed subsections that qualify a ruling rather than govern it (a definition, the
# penalty clause, the equity clause): some case must cite them, in any position.
ALSO_CITED = ("23A", "23A1", "23A2", "23A3", "43B1", "64C1", "64C2a", "64C2b")


# Units a case file declares (``must_reach: [27B1a, ...]``) must be cited first by some case too.
MUST_REACH: set[str] = set()


class CaseFileError(ValueError):
    """A case file that does not follow the format above."""


@dataclass(frozen=True)
class Case:
    file: str
    name: str
    event: dict[str, Any]
    expect: dict[str, Any]
    known_bug: str | None = None

    @property
    def id(self) -> str:
        return f"{self.file}::{self.name}"

    def build_event(self) -> Event:
        facts = {k: v for k, v in self.event.items() if k != "irregularity"}
        return Event.of(self.event.get("irregularity"), facts)


def _ids(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise CaseFileError(f"{where}: expected a list, got {value!r}")
    return [str(item) for item in value]  # `64` and "64" name the same unit


def parse_case_file(name: str, doc: Any) -> tuple[str, list[Case]]:
    """Validate one case file; any unknown or missing key raises ``CaseFileError``."""
    if not isinstance(doc, dict) or set(doc) - FILE_KEYS or REQUIRED_FILE_KEYS - set(doc):
        raise CaseFileError(f"{name}: needs the keys {sorted(REQUIRED_FILE_KEYS)} (optional: must_reach), got {sorted(doc) if isinstance(doc, dict) else doc!r}")
    MUST_REACH.update(_ids(doc.get("must_reach", []), f"{name} must_reach"))
    article = str(doc["article"])
    if name != f"law_{article.lower()}":
        raise CaseFileError(f"{name}: article {article!r} does not match the file name")
    if not isinstance(doc["cases"], list):
        raise CaseFileError(f"{name}: 'cases' must be a list")
    cases, seen = [], set()
    for i, raw in enumerate(doc["cases"]):
        where = f"{name} case {i + 1}"
        if not isinstance(raw, dict):
            raise CaseFileError(f"{where}: must be a mapping")
        unknown, missing = set(raw) - CASE_KEYS, REQUIRED_CASE_KEYS - set(raw)
        if unknown or missing:
            raise CaseFileError(f"{where}: unknown keys {sorted(unknown)}, missing keys {sorted(missing)}")
        case_name = raw["name"]
        if not isinstance(case_name, str) or not case_name.strip() or case_name in seen:
            raise CaseFileError(f"{where}: the name must be a non-empty text, unique in the file")
        seen.add(case_name)
        event, expect = raw["event"], raw["expect"]
        if not isinstance(event, dict) or "irregularity" not in event:
            raise CaseFileError(f"{where} ({case_name}): event must be a mapping with an irregularity")
        if not isinstance(expect, dict) or set(expect) - EXPECT_KEYS or "status" not in expect:
            raise CaseFileError(f"{where} ({case_name}): expect needs 'status' and only the keys {sorted(EXPECT_KEYS)}, got {sorted(expect)}")
        expect = dict(expect)
        Status(expect["status"])  # ValueError for an unknown status
        for key in ("citations", "questions"):
            if key in expect:
                expect[key] = _ids(expect[key], f"{where} ({case_name}) {key}")
        cases.append(Case(name, case_name, dict(event), expect, raw.get("known_bug")))
    return article, cases


def load_cases() -> dict[str, list[Case]]:
    loaded = {}
    for path in sorted(CASES_DIR.glob("*.yaml")):
        _, cases = parse_case_file(path.stem, yaml.safe_load(path.read_text(encoding="utf-8")))
        loaded[path.stem] = cases
    return loaded


CASE_FILES = load_cases()
ALL_CASES = [case for cases in CASE_FILES.values() for case in cases]


def _params():
    for case in ALL_CASES:
        marks = [pytest.mark.xfail(reason=case.known_bug, strict=True)] if case.known_bug else []
        yield pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_case(case: Case) -> None:
    ruling = laws.decide(case.build_event())
    got = {
        "status": ruling.status.value,
        "citations": ruling.citation_ids,
        "tricks_transferred": ruling.tricks_transferred,
        "questions": [q.id for q in ruling.questions],
        "director_decides": ruling.director_decides,
    }
    wanted = {key: case.expect[key] for key in case.expect}
    assert {key: got[key] for key in wanted} == wanted, f"{ruling.headline} | reasons: {ruling.reasons}"


# -- checks on the case files themselves ------------------------------------------------


def test_every_case_file_is_present_with_enough_cases() -> None:
    assert sorted(set(FILES) - set(CASE_FILES)) == []
    for name, cases in CASE_FILES.items():
        assert len(cases) >= MIN_CASES_PER_FILE, f"{name} has {len(cases)} cases"


def _reached(first_only: bool) -> set[str]:
    reached = set()
    for case in ALL_CASES:
        cited = case.expect.get("citations") or []
        if case.known_bug or case.expect["status"] != Status.DECIDED.value or not cited:
            continue
        reached.update(cited[:1] if first_only else cited)
    return reached


def test_every_governing_seed_subsection_is_cited_first_by_some_case() -> None:
    assert sorted(set(FIRST_CITED) - _reached(first_only=True)) == []


def test_every_unit_a_case_file_must_reach_is_cited_first_by_some_case() -> None:
    assert sorted(MUST_REACH - _reached(first_only=True)) == []
    assert sorted(u for u in MUST_REACH if u not in laws.CORPUS) == []


def test_every_qualifying_seed_subsection_is_cited_by_some_case() -> None:
    assert sorted(set(ALSO_CITED) - _reached(first_only=False)) == []


def test_every_expected_citation_and_seed_subsection_is_in_the_corpus() -> None:
    expected = {unit for case in ALL_CASES for unit in case.expect.get("citations", ())}
    assert sorted(u for u in expected | set(FIRST_CITED) | set(ALSO_CITED) if u not in laws.CORPUS) == []


def test_unknown_keys_in_a_case_file_fail_loudly() -> None:
    good = {"name": "x", "event": {"irregularity": "revoke"}, "expect": {"status": "decided"}}
    parse_case_file("law_64", {"article": "64", "cases": [good]})
    bad_docs = [
        {"article": "64", "cases": [good], "extra": 1},
        {"article": "64", "cases": [good], "must_reach": "64A1"},
        {"article": "64", "cases": [{**good, "expected": {}}]},
        {"article": "64", "cases": [{**good, "expect": {"status": "decided", "citation": ["64A1"]}}]},
        {"article": "64", "cases": [{"name": "x", "event": {"irregularity": "revoke"}}]},
        {"article": "64", "cases": [{**good, "expect": {"status": "decidd"}}]},
        {"article": "31", "cases": [good]},
    ]
    for doc in bad_docs:
        with pytest.raises(ValueError):
            parse_case_file("law_64", doc)


# -- checks on the rules and the schema -------------------------------------------------


def test_every_declared_citation_resolves_in_the_corpus() -> None:
    missing = sorted({(r.id, unit) for r in registered_rules() for unit in r.cites if unit not in laws.CORPUS})
    assert missing == []


def test_every_question_has_at_least_two_options() -> None:
    few = [name for name, spec in laws.SCHEMA.facts.items() if spec.askable and len(spec.options) < 2]
    assert few == []
    for case in ALL_CASES:
        for question in laws.decide(case.build_event()).questions:
            assert len(question.options) >= 2, (case.id, question.id)
