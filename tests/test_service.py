"""TdService: the one pipeline behind every front end (sanitise → parse → decide → render → log)."""

from __future__ import annotations

import json

import pytest

import laws
from bot.render import EXAMPLES
from bot.sanitize import MAX_PARSE_CHARS
from bot.service import IRREGULARITY_QUESTION, Answer, TdService
from bot.store import Incident, IncidentStore
from conftest import CALL_OUT_OF_ROTATION, REVOKE
from doubles import RecordingParser, ScriptedParser, ambiguous, exploding
from nlp.api import Parsed

CONTRACT_KEYS = {"input", "event", "citations", "ruling", "questions", "tricks_transferred", "incident_id",
                 "status", "kind"}

ENGLISH = "What time does the tournament start tomorrow morning?"
NONSENSE = "qwrtz plofkip zzzgr blarp vrommel"

BAD_INPUTS = {
    "empty": ("", {"empty"}),
    "whitespace": ("   \n\t  \r\n ", {"empty"}),
    "binary": (b"\x00\x01\x02\xff\xfe\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00", {"binary"}),
    "control_chars": ("\x00\x07\x1b[31m\x08\x00", {"binary"}),
    "emoji_only": ("😀🎉👍🏽♣️", {"empty"}),
    "english": (ENGLISH, {"not_understood", "out_of_scope"}),
    "nonsense": (NONSENSE, {"not_understood", "out_of_scope"}),
}


async def _rows(store: IncidentStore) -> list[Incident]:
    return await store.latest(100)


def _assert_dutch_help(answer: Answer) -> None:
    assert "Traceback" not in answer.text and "Error" not in answer.text
    assert "Bijvoorbeeld" in answer.text, answer.text
    assert EXAMPLES[0] in answer.text  # an example message the director can copy


# whether another language or nonsense is "other" is the real parser's call
_PARSER_DECIDES = {"english", "nonsense"}


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=pytest.mark.needs_parser) if name in _PARSER_DECIDES else name for name in BAD_INPUTS
])
async def test_bad_input_gets_dutch_answer_error_code_and_row(service: TdService, store: IncidentStore, name: str):
    text, codes = BAD_INPUTS[name]
    answer = await service.handle(text, channel="test", chat_id=1, user_id=2)

    assert answer.error in codes
    assert answer.ruling is None or answer.ruling.citations == ()
    assert answer.citations == []
    _assert_dutch_help(answer)
    rows = await _rows(store)
    assert len(rows) == 1
    row = rows[0]
    assert row.id == answer.incident_id
    assert row.error == answer.error
    assert row.channel == "test"
    json.dumps(row.summary())  # whatever came in, the row is valid JSON


@pytest.mark.needs_parser
async def test_a_bare_number_with_no_question_open_says_so(service: TdService, store: IncidentStore):
    answer = await service.handle("1", channel="test", chat_id=1, user_id=2)
    assert answer.error == "empty" and answer.citations == []
    assert "geen vraag open" in answer.text
    _assert_dutch_help(answer)
    assert [r.id for r in await _rows(store)] == [answer.incident_id]


async def test_twenty_thousand_characters_are_truncated_and_said_so(store: IncidentStore):
    import nlp

    parser = RecordingParser(nlp.load_parser())
    service = TdService(store, parser=parser)
    text = (REVOKE + " ") + "en toen gebeurde er nog veel meer aan tafel " * 500
    text = text[:20000]
    assert len(text) == 20000

    answer = await service.handle(text, channel="test")

    assert parser.seen, "the parser was not called: the beginning of a long message must still be read"
    assert all(len(seen) <= MAX_PARSE_CHARS for seen in parser.seen)
    assert parser.seen[0].startswith("O verzaakt in slag 5")
    assert "too_long" in answer.warnings
    assert answer.error is not None  # too_long, or not_understood while the parser is a stub
    assert "20.000 tekens" in answer.text and "2.000" in answer.text
    row = (await _rows(store))[0]
    assert row.raw_text.startswith("O verzaakt") and len(row.raw_text) <= 10000


async def test_html_is_stripped_for_parsing_and_escaped_in_html(store: IncidentStore):
    parser = ScriptedParser()
    service = TdService(store, parser=parser)

    answer = await service.handle("<b>html</b> <script>alert(1)</script>", channel="test")

    assert parser.seen == ["html alert(1)"]
    assert "markup_removed" in answer.warnings
    assert "<b>html</b>" in answer.text  # plain text quotes what was sent
    assert "&lt;b&gt;html&lt;/b&gt;" in answer.html
    assert "<script>" not in answer.html
    assert answer.error == "not_understood"


async def test_json_contract(service: TdService):
    for text in ("", "hallo daar", REVOKE):
        data = (await service.handle(text, channel="test")).to_json()
        assert CONTRACT_KEYS <= set(data), set(data)
        assert "irregularity" in data["event"]
        assert isinstance(data["citations"], list) and all(isinstance(c, str) for c in data["citations"])
        assert isinstance(data["ruling"], str) and data["ruling"]
        assert isinstance(data["questions"], list)
        assert data["tricks_transferred"] is None or isinstance(data["tricks_transferred"], int)
        assert isinstance(data["incident_id"], int)
        assert data["input"] == text
        json.loads(json.dumps(data, ensure_ascii=False))
        if data["status"] in ("not_understood", "out_of_scope", "error"):
            assert data["error"]


async def test_unexpected_parser_failure_is_a_dutch_answer_not_a_traceback(store: IncidentStore, caplog):
    service = TdService(store, parser=ScriptedParser({"kapot": exploding}))

    answer = await service.handle("kapot", channel="test")

    assert answer.error == "internal"
    assert "mis" in answer.text and "Traceback" not in answer.text and "RuntimeError" not in answer.text
    assert any("parser blew up" in str(r.exc_info[1]) for r in caplog.records if r.exc_info)
    row = (await _rows(store))[0]
    assert row.error == "internal" and row.raw_text == "kapot"


async def test_answer_without_a_working_store_still_reaches_the_user(tmp_path):
    class BrokenStore(IncidentStore):
        async def add_incident(self, incident):  # type: ignore[override]
            from bot.store import IncidentLogError

            raise IncidentLogError("disk full (test)")

    store = BrokenStore(f"sqlite+aiosqlite:///{tmp_path / 'broken.sqlite'}")
    service = TdService(store, parser=ScriptedParser())
    await service.start(warm=False)
    try:
        answer = await service.handle("hallo", channel="test")
    finally:
        await service.aclose()
    assert answer.text and answer.incident_id is None
    assert "not_logged" in answer.warnings


async def test_answer_to_unknown_incident(service: TdService):
    answer = await service.answer(987654, "established", True, channel="test")
    assert answer.error == "unknown_incident"
    assert "ken ik niet" in answer.text


# -- with the law data --------------------------------------------------------------------
@pytest.mark.needs_laws
async def test_ambiguous_message_asks_which_irregularity_and_the_answer_redecides(store: IncidentStore):
    text = "Z bood 1♥ maar dat was fout"
    service = TdService(store, parser=ScriptedParser({text: ambiguous(text, "call_out_of_rotation",
                                                                      "insufficient_bid")}))
    first = await service.handle(text, channel="test", chat_id=5)

    assert first.kind == "ambiguous" and first.status == "needs_facts"
    [question] = first.questions
    assert question.id == IRREGULARITY_QUESTION
    labels = [laws.SCHEMA.irregularities[k].label for k in ("call_out_of_rotation", "insufficient_bid")]
    assert [o.label for o in question.options] == labels
    assert question.text == f"Bedoel je een {labels[0]} of een {labels[1]}?"
    assert question.text in first.text
    assert first.to_json()["questions"][0]["options"][1] == {"value": "insufficient_bid", "label": labels[1]}

    second = await service.answer(first.incident_id, IRREGULARITY_QUESTION, "2", channel="test", user_id=9)

    expected = laws.decide(laws.Event.of("insufficient_bid"))
    assert second.incident_id == first.incident_id
    assert second.event.irregularity == "insufficient_bid"
    assert second.status == expected.status.value
    assert second.citations == expected.citation_ids
    follow_ups = await store.follow_ups(first.incident_id)
    assert len(follow_ups) == 1
    fu = follow_ups[0]
    assert (fu.question_id, fu.value, fu.user_id) == (IRREGULARITY_QUESTION, "insufficient_bid", 9)
    assert fu.event["irregularity"] == "insufficient_bid"
    assert fu.citations == expected.citation_ids and fu.status == expected.status.value
    assert (await service.pending_questions(first.incident_id)) == second.questions


@pytest.mark.needs_laws
async def test_invalid_answer_keeps_the_question_open(store: IncidentStore):
    text = "twijfelgeval"
    service = TdService(store, parser=ScriptedParser({text: ambiguous(text, "revoke", "penalty_card")}))
    first = await service.handle(text, channel="test")
    answer = await service.answer(first.incident_id, IRREGULARITY_QUESTION, "7", channel="test")
    assert answer.error == "invalid_answer"
    assert "Kies een van" in answer.text
    assert await store.follow_ups(first.incident_id) == []


@pytest.mark.needs_laws
async def test_facts_the_slot_model_inferred_are_named_as_inferred_and_logged(store: IncidentStore):
    text = "W verzaakte, dat bleek pas later"
    parsed = Parsed(text, laws.Event.of("revoke", {"offender": "W", "established": True}), "incident",
                    inferred=("established",))
    service = TdService(store, parser=ScriptedParser({text: parsed}))

    answer = await service.handle(text, channel="test")

    spec = laws.SCHEMA.fact("established")
    note = f"Afgeleid uit de formulering, niet letterlijk gelezen: {spec.label}: {spec.value_label(True)}."
    assert note in answer.text
    assert "inferred_facts" in answer.warnings
    assert answer.event.get("established") is True  # ruled on, as the director can see and correct
    row = (await _rows(store))[0]
    assert "inferred_facts" in row.warnings


async def test_words_read_as_slips_are_named_and_logged(store: IncidentStore):
    text = "W verzaakte in slag 5, voldongn"
    parsed = Parsed(text, laws.Event.of("revoke", {"offender": "W", "established": True}), "incident",
                    spelled=(("voldongn", "voldongen"),))
    service = TdService(store, parser=ScriptedParser({text: parsed}))

    answer = await service.handle(text, channel="test")

    assert "Gelezen als tikfout: «voldongn» als «voldongen»." in answer.text
    assert "«voldongn» als «voldongen»" in answer.html
    assert "spelled_words" in answer.warnings
    assert "spelled_words" in (await _rows(store))[0].warnings


# -- with the real parser -------------------------------------------------------------------
@pytest.mark.needs_parser
async def test_a_slip_is_read_and_the_reply_says_so(service: TdService):
    answer = await service.handle("Tegenspeler Z kwam voor zijn beurt uit met de ♣V, leider O heeft de bkinde nog niet "
                                  "opengelegd.", channel="test")
    assert answer.status == "decided" and answer.citations[0].startswith("54")
    assert "Gelezen als tikfout: «bkinde» als «blinde»." in answer.text


@pytest.mark.needs_parser
async def test_revoke_is_ruled_with_64A1_and_two_tricks(service: TdService, store: IncidentStore):
    answer = await service.handle(REVOKE, channel="test")

    assert answer.status == "decided", answer.text
    assert answer.citations[0] == "64A1"
    assert answer.tricks_transferred == 2
    assert answer.error is None
    lines = answer.text.splitlines()
    assert lines[0] == answer.ruling.headline
    assert any(line.startswith("Artikel 64A1 – ") for line in lines)
    assert any(line.startswith("Artikel 64A1 – ") for line in answer.html.replace("<b>", "").replace("</b>", "").splitlines())
    row = (await _rows(store))[0]
    assert row.citations[0] == "64A1" and row.tricks_transferred == 2 and row.status == "decided"
    assert row.event["irregularity"] == "revoke"
    assert row.engine_version == laws.ENGINE_VERSION and row.corpus_version == laws.CORPUS.version


@pytest.mark.needs_parser
async def test_call_out_of_rotation_is_ruled_with_31B(service: TdService):
    answer = await service.handle(CALL_OUT_OF_ROTATION, channel="test")
    assert answer.status == "decided", answer.text
    assert answer.citations[0] == "31B"
    assert answer.event.irregularity == "call_out_of_rotation"


@pytest.mark.needs_parser
async def test_long_message_is_still_ruled_on_its_beginning(service: TdService):
    text = (REVOKE + " " + "Daarna speelden ze het spel gewoon verder uit en noteerden de score. " * 400)[:20000]
    answer = await service.handle(text, channel="test")
    assert answer.citations[:1] == ["64A1"]
    assert answer.error == "too_long"


@pytest.mark.needs_parser
async def test_a_question_answered_redecides_and_stores_a_follow_up(service: TdService, store: IncidentStore):
    first = await service.handle("O verzaakt in slag 5.", channel="test")
    assert first.status == "needs_facts" and first.questions, first.text
    question = first.questions[0]
    option = question.options[0]

    second = await service.answer(first.incident_id, question.id, option.value, channel="test")

    expected = laws.decide(first.event.with_facts({question.id: option.value}))
    assert second.event.get(question.id) == option.value
    assert second.status == expected.status.value
    assert second.citations == expected.citation_ids
    [fu] = await store.follow_ups(first.incident_id)
    assert fu.question_id == question.id and fu.value == option.value
    assert fu.citations == expected.citation_ids


@pytest.mark.parametrize("text, expected", [
    ("64A2", ("64A2", True)),
    ("64 A 2", ("64 A 2", True)),
    ("art. 64", ("64", True)),
    ("artikel 16C want de bieding was ingetrokken", ("16C", True)),
    ("Het was 64A2 denk ik", ("64A2", False)),
    ("64", ("64", True)),
    ("O verzaakt in slag 5", None),
    ("1♠ voor zijn beurt", None),
    ("3SA gedoubleerd", None),
])
def test_a_law_reference_in_a_short_message(text, expected):
    from bot.service import find_unit_reference

    assert find_unit_reference(text) == expected


@pytest.mark.needs_laws
async def test_players_and_directors_get_the_same_ruling_but_players_call_the_director(store: IncidentStore):
    from bot.render import CALL_DIRECTOR
    from nlp.api import Parsed

    text = "traag spel"
    event = laws.Event.of("procedural", offence="slow_play")
    service = TdService(store, parser=ScriptedParser({text: Parsed(text, event, "incident")}))
    player = await service.handle(text, channel="test", chat_id=1, role="player")
    director = await service.handle(text, channel="test", chat_id=1, role="director")
    assert player.citations == director.citations and player.ruling.headline == director.ruling.headline
    assert CALL_DIRECTOR in player.text and CALL_DIRECTOR not in director.text
    assert director.ruling.steps[0] in director.text and director.ruling.steps[0] not in player.text
    rows = {row.id: row.role for row in await store.latest(5)}
    assert rows == {player.incident_id: "player", director.incident_id: "director"}
    foreign = await service.answer(player.incident_id, "x", "y", channel="test", chat_id=2)
    assert foreign.error == "foreign_incident"
    assert await service.check_incident(player.incident_id, 2) == "foreign_incident"
    assert await service.check_incident(player.incident_id, 1) is None
