"""Telegram as directors and clubs use it (issue 7): group chats, buttons under a ruling,
feedback, roles, /log and /export, and the edge (long replies, edits, media, rate limit,
errors). A real PTB ``Application`` (``build_application``) polls the fake Bot API.

The parser is scripted (``nlp.load_parser`` answers from a table) so these tests exercise
the bot's mechanics; the rulings themselves come from the real ``laws.decide``.
"""

from __future__ import annotations

import csv
import html
import io
import json
import logging
import sqlite3
from contextlib import asynccontextmanager
from html.parser import HTMLParser
from pathlib import Path
from typing import AsyncIterator

import pytest

import laws
import nlp
from bot import render
from bot.config import Settings
from bot.service import EXPORT_COLUMNS, MSG_INTERNAL, TdService
from bot.telegram_app import (
    DIRECTORS_ONLY,
    EDITED_NOTE,
    EXPORT_EMPTY,
    GROUP_COMMANDS,
    REGISTER_IN_PRIVATE,
    WL_EMPTY,
    build_application,
    decode_callback,
    encode_article,
    encode_callback,
    encode_feedback,
    running,
)
from doubles import ScriptedParser, ambiguous
from fake_bot_api import BOT_USERNAME, FakeBotApi
from nlp.api import Parsed

pytestmark = pytest.mark.needs_laws

REVOKE = "S: verzaking"  # scripted: an established revoke, decided (64A1), no director's judgement
SLOW = "traag spel"  # scripted: slow play, decided (90B2), the director decides (director_decides)
AMBIGUOUS = "Z bood 1♥ maar dat mocht niet"  # scripted: ambiguous, a question with buttons
REVOKE_EVENT = laws.Event.of("revoke", established=True, offender="O", offending_side_later_tricks=2,
                             revoke_trick_winner="offender", trick_number=5)
SLOW_EVENT = laws.Event.of("procedural", offence="slow_play")

GROUP = -1001234567890
OTHER_GROUP = -1009876543210
PLAYER, DIRECTOR = 111, 222


@pytest.fixture(autouse=True)
def scripted(monkeypatch) -> ScriptedParser:
    parser = ScriptedParser({
        REVOKE: Parsed(REVOKE, REVOKE_EVENT, "incident", confidence=0.9),
        SLOW: Parsed(SLOW, SLOW_EVENT, "incident", confidence=0.9),
        AMBIGUOUS: ambiguous(AMBIGUOUS, "call_out_of_rotation", "insufficient_bid"),
    })
    monkeypatch.setattr(nlp, "load_parser", lambda: parser)
    return parser


@asynccontextmanager
async def bot(api: FakeBotApi, db_url: str, **settings) -> AsyncIterator:
    config = Settings(telegram_token=api.token, telegram_api_url=api.base_url, database_url=db_url, **settings)
    async with running(build_application(config), poll_interval=0.01, timeout=1) as application:
        yield application


def _rows(db_path: Path, table: str) -> list[dict]:
    with sqlite3.connect(db_path) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute(f"select * from {table} order by id")]


def _buttons(request) -> list[dict]:
    markup = request.params.get("reply_markup") or {}
    return [b for row in markup.get("inline_keyboard", []) for b in row]


def _ids(html_text: str) -> set[int]:
    import re

    return {int(m) for m in re.findall(r"#(\d+)", html_text)}


class _TagChecker(HTMLParser):
    """Fails on a part that is not well-formed HTML by itself."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.stack: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> does not close {self.stack}"
        self.stack.pop()


def _well_formed(part: str) -> bool:
    """Balanced tags, no stray ``<``/``>``, every ``&`` starts a whole entity."""
    import re

    checker = _TagChecker()
    checker.feed(part)
    checker.close()
    text = re.sub(r"<[^<>]*>", "", part)
    entities_whole = all(re.match(r"&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);", text[i:])
                         for i, ch in enumerate(text) if ch == "&")
    return not checker.stack and "<" not in text and ">" not in text and entities_whole


# -- group chats -----------------------------------------------------------------------------
async def test_group_answers_wl_mentions_and_replies_and_ignores_the_rest(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url):
        api.queue_text("gewoon gepraat over de zaterdagdrive", chat_id=GROUP, user_id=PLAYER)
        wl = api.queue_text(f"/wl {REVOKE}", chat_id=GROUP, user_id=PLAYER)
        first = await api.wait_for("sendMessage")
        assert api.sent_texts() == [first.params["text"]]  # the plain message got nothing
        assert first.params["chat_id"] == GROUP
        assert first.params["reply_parameters"]["message_id"] == wl["message"]["message_id"]
        assert "64A1" in first.params["text"]

        mark = len(api.calls())
        api.queue_text(f"@{BOT_USERNAME.upper()}, {REVOKE}", chat_id=GROUP, user_id=PLAYER)  # case-insensitive
        mention = await api.wait_for("sendMessage", after=mark)
        assert "64A1" in mention.params["text"]

        # a reply to tdbot's message is for tdbot; a reply to someone else's is not
        mark = len(api.calls())
        someone = api.queue_text("wat vinden jullie?", chat_id=GROUP, user_id=333)
        api.queue_text(SLOW, chat_id=GROUP, user_id=PLAYER, reply_to=someone["message"])
        api.queue_text("@iemand_anders kijk even", chat_id=GROUP, user_id=PLAYER)
        api.queue_media("sticker", chat_id=GROUP, user_id=PLAYER)
        api.queue_text("/onbekend", chat_id=GROUP, user_id=PLAYER)  # may be for another bot
        api.queue_text(f"/wl@ander_bot {REVOKE}", chat_id=GROUP, user_id=PLAYER)
        api.queue_text(SLOW, chat_id=GROUP, user_id=PLAYER, reply_to=first.result)
        reply = await api.wait_for("sendMessage", after=mark)
        assert len(api.sent_texts(mark)) == 1
        assert "90B2" in reply.params["text"]

        mark = len(api.calls())
        api.queue_text(f"/wl@{BOT_USERNAME}", chat_id=GROUP, user_id=PLAYER)
        empty = await api.wait_for("sendMessage", after=mark)
        assert empty.params["text"] == html.escape(WL_EMPTY, quote=False)
        mark = len(api.calls())
        api.queue_text(f"/onbekend@{BOT_USERNAME}", chat_id=GROUP, user_id=PLAYER)
        unknown = await api.wait_for("sendMessage", after=mark)
        assert "commando ken ik niet" in unknown.params["text"]
        mark = len(api.calls())
        api.queue_text(f"/regel {REVOKE}", chat_id=GROUP, user_id=PLAYER)
        await api.wait_for("sendMessage", after=mark)

    rows = _rows(db_path, "incident")
    assert [r["raw_text"] for r in rows] == [REVOKE, REVOKE, SLOW, REVOKE]  # the mention is stripped
    assert {r["chat_id"] for r in rows} == {GROUP} and {r["chat_type"] for r in rows} == {"supergroup"}


async def test_commands_are_registered_per_scope_in_dutch(fake_bot_api: FakeBotApi, db_url):
    api = fake_bot_api
    async with bot(api, db_url, directors=frozenset({DIRECTOR})):
        await api.wait_for("getUpdates")
    private = [c["command"] for c in api.commands()]
    group = [c["command"] for c in api.commands({"type": "all_group_chats"})]
    director = [c["command"] for c in api.commands({"type": "chat", "chat_id": DIRECTOR})]
    assert group == [c.command for c in GROUP_COMMANDS] and "wl" in group and "regel" in group
    assert "aanmelden" in private and "log" not in private and "export" not in private
    assert {"log", "export"} <= set(director) and set(private) <= set(director)
    descriptions = [c["description"] for c in api.commands({"type": "all_group_chats"})]
    assert any("situatie" in d for d in descriptions) and any("wedstrijdleiders" in d for d in descriptions)


# -- buttons under a ruling ------------------------------------------------------------------
async def test_article_buttons_show_the_text_and_feedback_is_stored(fake_bot_api: FakeBotApi, db_url, db_path, capsys):
    api = fake_bot_api
    expected = laws.decide(REVOKE_EVENT)
    async with bot(api, db_url):
        api.queue_text(REVOKE, user_id=PLAYER, chat_id=PLAYER)
        sent = await api.wait_for("sendMessage")
        buttons = _buttons(sent)
        [incident] = _rows(db_path, "incident")
        article_data = [b["callback_data"] for b in buttons if b["text"].startswith("📖")]
        assert article_data == [encode_article(u) for u in expected.citation_ids]
        assert [b["text"] for b in buttons[-2:]] == ["👍", "👎"]
        assert all(len(b["callback_data"].encode()) <= 64 for b in buttons)

        # 📖 64A1: the unit's text below the ruling, like /artikel
        mark = len(api.calls())
        api.queue_callback(article_data[0], sent.result, user_id=PLAYER)
        shown = await api.wait_for("sendMessage", after=mark)
        unit = laws.CORPUS.get(expected.citation_ids[0])
        assert html.escape(unit.text[:60], quote=False) in shown.params["text"]
        assert shown.params["reply_parameters"]["message_id"] == sent.result["message_id"]

        # 👍: stored, counted on the button
        mark = len(api.calls())
        api.queue_callback(encode_feedback(incident["id"], "up"), sent.result, user_id=PLAYER)
        thanks = await api.wait_for("answerCallbackQuery", after=mark)
        assert "Bedankt" in thanks.params["text"]
        markup = await api.wait_for("editMessageReplyMarkup", after=mark)
        assert [b["text"] for b in _buttons(markup)[-2:]] == ["👍 1", "👎"]

        # 👎 from the same user changes the vote and asks for the right article
        mark = len(api.calls())
        api.queue_callback(encode_feedback(incident["id"], "down"), sent.result, user_id=PLAYER)
        prompt = await api.wait_for("sendMessage", after=mark)
        assert prompt.params["reply_markup"]["force_reply"] is True
        assert "Welk artikel" in prompt.params["text"]
        markup = await api.wait_for("editMessageReplyMarkup", after=mark)
        assert [b["text"] for b in _buttons(markup)[-2:]] == ["👍", "👎 1"]

        # the user's next message names it
        mark = len(api.calls())
        api.queue_text("64A2, de verzaking was niet voldongen", user_id=PLAYER, chat_id=PLAYER)
        noted = await api.wait_for("sendMessage", after=mark)
        assert "Genoteerd" in noted.params["text"] and "64A2" in noted.params["text"]

    [feedback] = _rows(db_path, "feedback")
    assert feedback["incident_id"] == incident["id"] and feedback["user_id"] == PLAYER
    assert feedback["vote"] == "down" and feedback["correct_unit"] == "64A2" and not feedback["awaiting_unit"]
    assert feedback["note"] == "64A2, de verzaking was niet voldongen" and feedback["role"] == "player"
    assert len(_rows(db_path, "incident")) == 1  # the article was not ruled on as a new incident

    import asyncio

    from bot.cli import main

    capsys.readouterr()
    assert await asyncio.to_thread(main, ["log", "--feedback"]) == 0  # the CLI runs its own event loop
    out = capsys.readouterr().out
    assert f"#{incident['id']}" in out and "👎" in out and "juist: 64A2" in out and "64A1" in out
    assert await asyncio.to_thread(main, ["log", "--feedback", "--json"]) == 0
    [row] = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert row["correct_unit"] == "64A2" and row["incident"]["raw_text"] == REVOKE


async def test_juist_command_and_a_next_message_that_is_not_an_article(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url):
        api.queue_text("/juist 64A2", chat_id=GROUP, user_id=PLAYER)
        nothing = await api.wait_for("sendMessage")
        assert "Tik eerst op 👎" in nothing.params["text"]

        mark = len(api.calls())
        api.queue_text(f"/wl {REVOKE}", chat_id=GROUP, user_id=PLAYER)
        ruling = await api.wait_for("sendMessage", after=mark)
        incident_id = int(_buttons(ruling)[-1]["callback_data"].split(":")[1])

        # /juist as a reply to the ruling: that incident, no 👎 needed first
        mark = len(api.calls())
        api.queue_text("/juist 99Z", chat_id=GROUP, user_id=PLAYER, reply_to=ruling.result)
        unknown = await api.wait_for("sendMessage", after=mark)
        assert "ken ik niet" in unknown.params["text"]
        mark = len(api.calls())
        api.queue_text("/juist 16C het was een ingetrokken bieding", chat_id=GROUP, user_id=PLAYER,
                       reply_to=ruling.result)
        noted = await api.wait_for("sendMessage", after=mark)
        assert f"#{incident_id}" in noted.params["text"] and "16C" in noted.params["text"]

        # 👎 by another player, whose next message is a new situation: ruled, the wait ends
        mark = len(api.calls())
        api.queue_callback(encode_feedback(incident_id, "down"), ruling.result, user_id=333)
        await api.wait_for("sendMessage", after=mark)  # the ForceReply prompt
        mark = len(api.calls())
        api.queue_text(f"/wl {SLOW}", chat_id=GROUP, user_id=333)
        ruled = await api.wait_for("sendMessage", after=mark)
        assert "90B2" in ruled.params["text"]

    feedback = {f["user_id"]: f for f in _rows(db_path, "feedback")}
    assert feedback[PLAYER]["correct_unit"] == "16C" and feedback[PLAYER]["note"] == "16C het was een ingetrokken bieding"
    assert feedback[333]["vote"] == "down" and feedback[333]["correct_unit"] is None
    assert not feedback[333]["awaiting_unit"]
    assert [r["raw_text"] for r in _rows(db_path, "incident")] == [REVOKE, SLOW]


# -- questions: edit in place, stale, foreign, restart ---------------------------------------
async def test_tap_refines_in_place_then_the_same_tap_is_stale(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url):
        api.queue_text(AMBIGUOUS)
        sent = await api.wait_for("sendMessage")
        tap = _buttons(sent)[1]["callback_data"]
        api.queue_callback(tap, sent.result)
        edited = await api.wait_for("editMessageText")
        assert edited.params["message_id"] == sent.result["message_id"]
        expected = laws.decide(laws.Event.of("insufficient_bid"))
        assert html.escape(expected.headline, quote=False) in edited.params["text"]
        [incident] = _rows(db_path, "incident")
        # the next open question is offered on the same message
        next_buttons = _buttons(edited)
        assert next_buttons and decode_callback(next_buttons[0]["callback_data"])[0] == incident["id"]

        mark = len(api.calls())
        api.queue_callback(tap, sent.result)  # the old button again
        stale = await api.wait_for("answerCallbackQuery", after=mark)
        assert "al beantwoord" in stale.params["text"]
    assert len(api.calls("editMessageText")) == 1
    assert len(_rows(db_path, "followup")) == 1


async def test_taps_on_another_chats_incident_are_refused(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url):
        api.queue_text(AMBIGUOUS, chat_id=PLAYER, user_id=PLAYER)
        sent = await api.wait_for("sendMessage")
        [incident] = _rows(db_path, "incident")
        foreign_message = {"message_id": 5, "date": 0, "chat": api.chat(OTHER_GROUP), "text": "nagemaakt",
                           "from": {"id": 7000001, "is_bot": True, "first_name": "tdbot"}}
        for data in (_buttons(sent)[0]["callback_data"], encode_feedback(incident["id"], "down")):
            mark = len(api.calls())
            api.queue_callback(data, foreign_message, user_id=333)
            refused = await api.wait_for("answerCallbackQuery", after=mark)
            assert "ander gesprek" in refused.params["text"]
    assert api.calls("editMessageText") == [] and api.calls("editMessageReplyMarkup") == []
    assert _rows(db_path, "followup") == [] and _rows(db_path, "feedback") == []
    assert len(api.calls("sendMessage")) == 1


async def test_a_restarted_bot_continues_the_conversation_from_the_database(
    fake_bot_api: FakeBotApi, db_url, db_path
):
    api = fake_bot_api
    async with bot(api, db_url) as first_app:
        api.queue_text(AMBIGUOUS)
        sent = await api.wait_for("sendMessage")
    assert not first_app.running

    mark = len(api.calls())
    async with bot(api, db_url) as second_app:  # a new process: nothing in memory
        assert second_app is not first_app
        api.queue_callback(_buttons(sent)[1]["callback_data"], sent.result)
        edited = await api.wait_for("editMessageText", after=mark)
    assert edited.params["message_id"] == sent.result["message_id"]
    [follow_up] = _rows(db_path, "followup")
    assert json.loads(follow_up["value"]) == "insufficient_bid"
    assert html.escape(laws.decide(laws.Event.of("insufficient_bid")).headline, quote=False) in edited.params["text"]


# -- roles ------------------------------------------------------------------------------------
async def test_players_are_told_to_call_the_director_where_he_decides(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    ruling = laws.decide(SLOW_EVENT)
    assert ruling.director_decides
    async with bot(api, db_url, directors=frozenset({DIRECTOR})):
        api.queue_text(SLOW, chat_id=PLAYER, user_id=PLAYER)
        player = await api.wait_for("sendMessage")
        mark = len(api.calls())
        api.queue_text(SLOW, chat_id=DIRECTOR, user_id=DIRECTOR)
        director = await api.wait_for("sendMessage", after=mark)
        mark = len(api.calls())
        api.queue_text(REVOKE, chat_id=PLAYER, user_id=PLAYER)  # not the director's call: the full ruling
        plain_ruling = await api.wait_for("sendMessage", after=mark)

    headline = html.escape(ruling.headline, quote=False)
    step = html.escape(ruling.steps[-1], quote=False)
    assert headline in player.params["text"] and headline in director.params["text"]
    assert render.CALL_DIRECTOR in player.params["text"] and step not in player.params["text"]
    assert render.CALL_DIRECTOR not in director.params["text"] and step in director.params["text"]
    assert "90B2" in player.params["text"]  # same citations
    revoke_steps = laws.decide(REVOKE_EVENT).steps
    assert html.escape(revoke_steps[0], quote=False) in plain_ruling.params["text"]
    assert [r["role"] for r in _rows(db_path, "incident")] == ["player", "director", "player"]


async def test_director_commands_refuse_players_until_they_register(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    code = "klaverboer-42"
    async with bot(api, db_url, director_code=code):
        for command, expected in (
            ("/log", DIRECTORS_ONLY), ("/export", DIRECTORS_ONLY), ("/aanmelden fout-code", "klopt niet"),
        ):
            mark = len(api.calls())
            api.queue_text(command, chat_id=PLAYER, user_id=PLAYER)
            sent = await api.wait_for("sendMessage", after=mark)
            assert html.escape(expected, quote=False) in sent.params["text"]

        mark = len(api.calls())
        group_code = api.queue_text(f"/aanmelden {code}", chat_id=GROUP, user_id=PLAYER)
        refused = await api.wait_for("sendMessage", after=mark)
        assert refused.params["text"] == html.escape(REGISTER_IN_PRIVATE, quote=False)
        deleted = await api.wait_for("deleteMessage", after=mark)
        assert deleted.params["message_id"] == group_code["message"]["message_id"]
        assert _rows(db_path, "director") == []

        mark = len(api.calls())
        api.queue_text(f"/aanmelden {code}", chat_id=PLAYER, user_id=PLAYER)
        welcome = await api.wait_for("sendMessage", after=mark)
        assert "aangemeld als wedstrijdleider" in welcome.params["text"]
        scoped = await api.wait_for("setMyCommands", lambda r: r.params.get("scope", {}).get("type") == "chat",
                                    after=mark)
        assert scoped.params["scope"]["chat_id"] == PLAYER

        mark = len(api.calls())
        api.queue_text("/log", chat_id=PLAYER, user_id=PLAYER)
        log = await api.wait_for("sendMessage", after=mark)
        assert "Nog geen meldingen" in log.params["text"]
        mark = len(api.calls())
        api.queue_text("/start", chat_id=PLAYER, user_id=PLAYER)
        start = await api.wait_for("sendMessage", after=mark)
        assert "Je bent wedstrijdleider" in start.params["text"] and "/wl" in start.params["text"]
    [director] = _rows(db_path, "director")
    assert director["user_id"] == PLAYER and director["name"] == "Wedstrijd Leider"


async def test_registration_is_off_without_a_code_and_locks_after_wrong_codes(tmp_path, db_url):
    from bot.store import IncidentStore

    closed = TdService(IncidentStore(db_url))
    await closed.start(warm=False)
    try:
        assert (await closed.register_director(1, "wat dan ook")).error == "registration_closed"
    finally:
        await closed.aclose()
    service = TdService(IncidentStore(db_url), director_code="goede-code", directors=[9])
    await service.start(warm=False)
    try:
        assert (await service.register_director(9, "x")).error == "already"  # configured already
        for _ in range(5):
            assert (await service.register_director(5, "fout!!")).error == "wrong_code"
        assert (await service.register_director(5, "goede-code")).error == "too_many_attempts"
        assert (await service.register_director(6, "goede-code")).error is None
        assert await service.role_of(6) == "director" and await service.role_of(5) == "player"
    finally:
        await service.aclose()


# -- /log and /export: only this chat ----------------------------------------------------------
async def test_log_and_export_show_only_this_chats_incidents(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url, directors=frozenset({DIRECTOR})):
        for text, chat, user in ((REVOKE, GROUP, PLAYER), ("=HYPERLINK(\"x\")", GROUP, PLAYER),
                                 (SLOW, OTHER_GROUP, DIRECTOR), (REVOKE, DIRECTOR, DIRECTOR),
                                 (SLOW, GROUP, DIRECTOR)):
            mark = len(api.calls())
            api.queue_text(f"/wl {text}", chat_id=chat, user_id=user)
            await api.wait_for("sendMessage", after=mark)
        rows = _rows(db_path, "incident")
        in_group = {r["id"] for r in rows if r["chat_id"] == GROUP}
        elsewhere = {r["id"] for r in rows} - in_group

        mark = len(api.calls())
        api.queue_text("/log", chat_id=GROUP, user_id=PLAYER)  # a player in the group: refused
        refused = await api.wait_for("sendMessage", after=mark)
        assert refused.params["text"] == html.escape(DIRECTORS_ONLY, quote=False)

        mark = len(api.calls())
        api.queue_text("/log", chat_id=GROUP, user_id=DIRECTOR)
        log = await api.wait_for("sendMessage", after=mark)
        assert _ids(log.params["text"]) == in_group
        assert "speler" in log.params["text"] and "WL" in log.params["text"]

        mark = len(api.calls())
        api.queue_text("/export", chat_id=GROUP, user_id=DIRECTOR)
        document = await api.wait_for("sendDocument", after=mark)

        mark = len(api.calls())
        api.queue_text("/export", chat_id=-100555, user_id=DIRECTOR)
        empty = await api.wait_for("sendMessage", after=mark)
        assert empty.params["text"] == html.escape(EXPORT_EMPTY, quote=False)

    assert document.params["chat_id"] == GROUP
    assert document.params["document_filename"].endswith(".csv")
    assert "3 meldingen" in document.params["caption"]
    data: bytes = document.params["document"]
    assert data.startswith("\ufeff".encode())
    table = list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=";"))
    assert tuple(table[0]) == EXPORT_COLUMNS
    records = [dict(zip(table[0], row)) for row in table[1:]]
    assert {int(r["melding"]) for r in records} == in_group and not elsewhere & {int(r["melding"]) for r in records}
    by_text = {r["bericht"]: r for r in records}
    assert by_text[REVOKE]["artikelen"].startswith("64A1") and by_text[REVOKE]["rol"] == "player"
    assert by_text[SLOW]["rol"] == "director" and "90B2" in by_text[SLOW]["artikelen"]
    assert "'=HYPERLINK(\"x\")" in by_text  # a formula is never run by a spreadsheet


# -- the edge ----------------------------------------------------------------------------------
async def test_a_long_reply_is_split_cleanly(fake_bot_api: FakeBotApi, db_url, monkeypatch):
    api = fake_bot_api
    long_step = "Let op <kaarten> & \"slagen\" 😀 " * 60  # ~1 900 characters, to be escaped
    base = laws.decide(REVOKE_EVENT)
    monkeypatch.setattr(laws, "decide", lambda event: base.with_(steps=(long_step,) * 4))
    async with bot(api, db_url):
        api.queue_text(REVOKE)
        await api.wait_for("sendMessage")
        last = await api.wait_for("sendMessage", lambda r: bool(r.params.get("reply_markup")))
    parts = api.calls("sendMessage")
    assert len(parts) >= 2 and parts[-1] is last
    for part in parts:
        text = part.params["text"]
        assert render.utf16_len(text) <= 4096
        assert _well_formed(text), text[:200]
        assert part.params["parse_mode"] == "HTML"
    assert all("reply_markup" not in p.params for p in parts[:-1])
    whole = render.render_ruling(base.with_(steps=(long_step,) * 4), interactive=True).text
    joined = "".join(render.html_to_plain(p.params["text"]) for p in parts)
    assert joined.replace("\n", "").replace(" ", "") == whole.replace("\n", "").replace(" ", "")


def test_split_html_never_cuts_a_tag_or_an_entity():
    text = "<b>" + "vet &amp; dik " * 600 + "</b>\n\n<i>" + "😀" * 3000 + "</i>"
    parts = render.split_html(text, 1000)
    assert len(parts) > 5
    for part in parts:
        assert render.utf16_len(part) <= 1000
        assert _well_formed(part)
        assert not part.rstrip().endswith("&amp") and "&am " not in part
    assert "".join(render.html_to_plain(p) for p in parts).replace(" ", "") == \
        render.html_to_plain(text).replace(" ", "").replace("\n", "")
    assert render.split_html("kort") == ["kort"]
    plain = render.split_html("a<b " * 2000, 500, html=False)
    assert all(len(p) <= 500 for p in plain) and "".join(plain).replace(" ", "") == "a<b" * 2000


async def test_edited_messages_are_answered_again_in_dutch(fake_bot_api: FakeBotApi, db_url, db_path):
    api = fake_bot_api
    async with bot(api, db_url):
        original = api.queue_text("hallo")
        await api.wait_for("sendMessage")
        mark = len(api.calls())
        api.queue_edit(original, REVOKE)
        again = await api.wait_for("sendMessage", after=mark)
        assert html.escape(EDITED_NOTE, quote=False) in again.params["text"] and "64A1" in again.params["text"]

        # in a group, an edit that is not for tdbot stays ignored; an edited /wl is ruled again
        mark = len(api.calls())
        chatter = api.queue_text("praatje", chat_id=GROUP, user_id=PLAYER)
        api.queue_edit(chatter, "ander praatje")
        wl = api.queue_text("/wl hallo", chat_id=GROUP, user_id=PLAYER)
        await api.wait_for("sendMessage", after=mark)
        api.queue_edit(wl, f"/wl {SLOW}")
        edited_wl = await api.wait_for("sendMessage", lambda r: "90B2" in r.params["text"], after=mark)
        assert html.escape(EDITED_NOTE, quote=False) in edited_wl.params["text"]
        assert len(api.sent_texts(mark)) == 2
    assert [r["raw_text"] for r in _rows(db_path, "incident")] == ["hallo", REVOKE, "hallo", SLOW]


async def test_non_text_messages_get_a_dutch_answer_and_captions_are_read(fake_bot_api: FakeBotApi, db_url):
    api = fake_bot_api
    expected = {"sticker": "Stickers kan ik niet lezen", "voice": "Spraakberichten kan ik niet beluisteren",
                "photo": "Foto's kan ik niet bekijken", "document": "Bestanden kan ik niet openen"}
    async with bot(api, db_url):
        for kind, words in expected.items():
            mark = len(api.calls())
            api.queue_media(kind)
            sent = await api.wait_for("sendMessage", after=mark)
            assert html.escape(words, quote=False) in sent.params["text"]
            assert "Bijvoorbeeld" in sent.params["text"]
        mark = len(api.calls())
        api.queue_media("photo", caption=REVOKE)
        ruled = await api.wait_for("sendMessage", after=mark)
        assert "64A1" in ruled.params["text"]
        mark = len(api.calls())
        api.queue_media("photo", caption=f"@{BOT_USERNAME} {SLOW}", chat_id=GROUP, user_id=PLAYER)
        in_group = await api.wait_for("sendMessage", after=mark)
        assert "90B2" in in_group.params["text"]


async def test_a_user_over_twenty_messages_a_minute_is_slowed_down_politely(fake_bot_api: FakeBotApi, db_url):
    api = fake_bot_api
    async with bot(api, db_url):
        for _ in range(22):
            api.queue_text("/help", user_id=PLAYER, chat_id=PLAYER)
        slow = await api.wait_for("sendMessage", lambda r: "Rustig aan" in r.params["text"])
        mark = len(api.calls())
        api.queue_text("/help", user_id=333, chat_id=333)  # another user is served as usual
        other = await api.wait_for("sendMessage", after=mark)
    to_player = [r.params["text"] for r in api.calls("sendMessage") if r.params["chat_id"] == PLAYER]
    assert len(to_player) == 21  # 20 answers, one polite warning, the 22nd dropped silently
    assert sum("Rustig aan" in t for t in to_player) == 1 and "20 berichten per minuut" in slow.params["text"]
    assert other.params["chat_id"] == 333 and "Bijvoorbeeld" in other.params["text"]


def test_rate_limiter_window():
    from bot.ratelimit import DROP, OK, WARN, UserRateLimiter

    now = [0.0]
    limiter = UserRateLimiter(3, 60, clock=lambda: now[0])
    assert [limiter.hit(1) for _ in range(5)] == [OK, OK, OK, WARN, DROP]
    assert limiter.hit(2) == OK
    assert limiter.retry_after(1) == 60
    now[0] = 60.0
    assert limiter.hit(1) == OK and limiter.hit(1) == OK


async def test_an_error_in_a_handler_is_logged_and_answered_in_dutch(fake_bot_api: FakeBotApi, db_url, monkeypatch,
                                                                     caplog):
    async def broken(self, raw_id):
        raise RuntimeError("kapot (test)")

    monkeypatch.setattr(TdService, "article", broken)
    api = fake_bot_api
    with caplog.at_level(logging.ERROR, logger="bot.telegram_app"):
        async with bot(api, db_url):
            api.queue_text("/artikel 64A1")
            sent = await api.wait_for("sendMessage")
    assert sent.params["text"] == html.escape(MSG_INTERNAL, quote=False)
    assert any("error while handling" in r.getMessage() and r.exc_info for r in caplog.records)


async def test_group_mentions_are_escaped(fake_bot_api: FakeBotApi, db_url):
    api = fake_bot_api
    async with bot(api, db_url):
        api.queue_text(f"@{BOT_USERNAME} <b>vet</b> & <script>", chat_id=GROUP, user_id=PLAYER)
        sent = await api.wait_for("sendMessage")
    assert "&lt;b&gt;vet&lt;/b&gt; &amp; &lt;script&gt;" in sent.params["text"]
    assert "<script>" not in sent.params["text"]


def test_callback_data_of_every_button_fits_64_bytes():
    assert len(encode_feedback(2**62, "down").encode()) <= 64
    assert len(encode_callback(2**62, "x" * 80, 3, 9).encode()) <= 64
    assert encode_article("12C1b") == "a:12C1b"
