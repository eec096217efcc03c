"""The Telegram front end: a real PTB Application polling a fake Bot API on 127.0.0.1."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import laws
import nlp
from bot.config import Settings
from bot.telegram_app import BOT_COMMANDS, build_application, decode_callback, encode_callback, running
from conftest import REVOKE
from doubles import ScriptedParser, ambiguous
from fake_bot_api import FakeBotApi

AMBIGUOUS = "Z bood 1♥ maar dat mocht niet"


def _incidents(db_path: Path) -> list[dict]:
    with sqlite3.connect(db_path) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute("select * from incident order by id")]


def _follow_ups(db_path: Path) -> list[dict]:
    with sqlite3.connect(db_path) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute("select * from followup order by id")]


async def test_start_up_registers_dutch_commands_and_polls(telegram_app):
    application, api = telegram_app
    await api.wait_for("getUpdates")
    methods = api.methods()
    assert "getMe" in methods and "deleteWebhook" in methods
    commands = api.commands()  # the default scope: private chats
    assert [c["command"] for c in commands] == [c.command for c in BOT_COMMANDS]
    assert any("artikel" in c["description"].lower() for c in commands)
    assert application.bot_data["service"] is not None


async def test_start_replies_in_dutch_html(telegram_app):
    _, api = telegram_app
    api.queue_text("/start")
    sent = await api.wait_for("sendMessage")
    assert sent.params["chat_id"] == 4242
    assert sent.params["parse_mode"] == "HTML"
    assert "Bijvoorbeeld" in sent.params["text"] and "tdbot" in sent.params["text"]


async def test_private_text_is_answered_with_escaped_user_text_and_logged(telegram_app, db_path: Path):
    _, api = telegram_app
    api.queue_text("<b>vet</b> & <script>x</script>", chat_id=5551234567, user_id=777)
    sent = await api.wait_for("sendMessage")
    text = sent.params["text"]
    assert "&lt;b&gt;vet&lt;/b&gt; &amp; &lt;script&gt;" in text
    assert "<script>" not in text and "<b>vet</b>" not in text
    [row] = _incidents(db_path)
    assert row["channel"] == "telegram" and row["chat_type"] == "private"
    assert row["chat_id"] == 5551234567 and row["user_id"] == 777
    assert row["raw_text"] == "<b>vet</b> & <script>x</script>"
    assert row["error"] == "not_understood"


async def test_html_rejected_by_telegram_falls_back_to_plain_text(telegram_app):
    _, api = telegram_app
    api.fail_next("sendMessage", 400, "Bad Request: can't parse entities")
    api.queue_text("hallo")
    first = await api.wait_for("sendMessage")
    second = await api.wait_for("sendMessage", after=api.requests.index(first) + 1)
    assert "parse_mode" not in second.params
    assert "Bijvoorbeeld" in second.params["text"]


async def test_non_text_and_unknown_commands_get_help(telegram_app):
    _, api = telegram_app
    api.queue_text("/onbekend")
    sent = await api.wait_for("sendMessage")
    assert "commando ken ik niet" in sent.params["text"]


@pytest.mark.needs_laws
async def test_artikel_command_shows_the_unit(telegram_app):
    _, api = telegram_app
    api.queue_text("/artikel 64A1")
    sent = await api.wait_for("sendMessage")
    assert "64A1" in sent.params["text"]
    assert laws.CORPUS.title_of("64A1") in sent.params["text"].replace("&#x27;", "'")


@pytest.mark.needs_laws
async def test_artikel_unknown_suggests_nearest(telegram_app):
    _, api = telegram_app
    api.queue_text("/artikel 64A9")
    sent = await api.wait_for("sendMessage")
    assert "ken ik niet" in sent.params["text"]


@pytest.mark.needs_parser
async def test_revoke_message_gets_a_ruling_with_its_citation(telegram_app, db_path: Path):
    _, api = telegram_app
    api.queue_text(REVOKE)
    sent = await api.wait_for("sendMessage")
    assert "64A1" in sent.params["text"]
    assert laws.CORPUS.title_of("64A1") in sent.params["text"]
    [row] = _incidents(db_path)
    assert json.loads(row["citations"])[0] == "64A1" and row["tricks_transferred"] == 2


@pytest.fixture
def scripted_parser(monkeypatch) -> ScriptedParser:
    """The parser seam: ``nlp.load_parser()`` answers from a script for these tests."""
    parser = ScriptedParser({AMBIGUOUS: ambiguous(AMBIGUOUS, "call_out_of_rotation", "insufficient_bid")})
    monkeypatch.setattr(nlp, "load_parser", lambda: parser)
    return parser


@pytest.mark.needs_laws
async def test_question_buttons_and_a_tap_edits_the_message_in_place(
    scripted_parser, fake_bot_api: FakeBotApi, db_url: str, db_path: Path
):
    api = fake_bot_api
    settings = Settings(telegram_token=api.token, telegram_api_url=api.base_url, database_url=db_url)
    async with running(build_application(settings), poll_interval=0.01, timeout=1):
        api.queue_text(AMBIGUOUS)
        sent = await api.wait_for("sendMessage")
        keyboard = sent.params["reply_markup"]["inline_keyboard"]
        buttons = [button for row in keyboard for button in row]
        labels = [laws.SCHEMA.irregularities[k].label for k in ("call_out_of_rotation", "insufficient_bid")]
        assert [b["text"] for b in buttons] == labels
        assert all(len(b["callback_data"].encode()) <= 64 for b in buttons)
        [incident] = _incidents(db_path)
        assert decode_callback(buttons[1]["callback_data"]) == (incident["id"], "irregularity", 1)

        api.queue_callback(buttons[1]["callback_data"], sent.result)
        edited = await api.wait_for("editMessageText")
        await api.wait_for("answerCallbackQuery")

    assert edited.params["message_id"] == sent.result["message_id"]
    assert edited.params["chat_id"] == sent.result["chat"]["id"]
    expected = laws.decide(laws.Event.of("insufficient_bid"))
    assert labels[1] in edited.params["text"]
    import html

    assert html.escape(expected.headline, quote=False) in edited.params["text"]
    [follow_up] = _follow_ups(db_path)
    assert follow_up["incident_id"] == incident["id"]
    assert follow_up["question_id"] == "irregularity"
    assert json.loads(follow_up["value"]) == "insufficient_bid"
    assert json.loads(follow_up["citations"]) == expected.citation_ids
    assert follow_up["user_id"] == 4242
    assert len(api.calls("sendMessage")) == 1  # edited in place, no new message


async def test_tap_on_an_unknown_incident_gets_a_short_answer(telegram_app):
    _, api = telegram_app
    message = {"message_id": 1, "date": 0, "chat": api.chat(4242), "text": "oud bericht",
               "from": {"id": 7000001, "is_bot": True, "first_name": "tdbot"}}
    api.queue_callback(encode_callback(99999, "established", 0, 0), message)
    answered = await api.wait_for("answerCallbackQuery")
    assert "ken ik niet" in answered.params["text"]
    assert api.calls("editMessageText") == []


async def test_tap_with_foreign_data_gets_a_short_answer(telegram_app):
    _, api = telegram_app
    message = {"message_id": 1, "date": 0, "chat": api.chat(4242), "text": "x"}
    api.queue_callback("q:abc", message)
    answered = await api.wait_for("answerCallbackQuery")
    assert "knop" in answered.params["text"]


def test_callback_data_stays_within_64_bytes():
    data = encode_callback(2**40, "revoke_by_failure_to_play_penalty_or_dummy_card", 2, 3)
    assert len(data.encode()) <= 64
    assert decode_callback(data) == (2**40, "#2", 3)
    assert decode_callback(encode_callback(12, "established", 0, 1)) == (12, "established", 1)
    assert decode_callback("x:1:2:3") is None and decode_callback(None) is None


async def test_env_settings_point_ptb_at_the_api(fake_bot_api: FakeBotApi, monkeypatch):
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", fake_bot_api.token)
    monkeypatch.setenv("TDBOT_TELEGRAM_API_URL", fake_bot_api.base_url)
    application = build_application(Settings.from_env())
    assert application.bot.base_url == fake_bot_api.base_url + fake_bot_api.token
    async with running(application, poll_interval=0.01, timeout=1):
        fake_bot_api.queue_text("/help")
        sent = await fake_bot_api.wait_for("sendMessage")
    assert "Bijvoorbeeld" in sent.params["text"]


async def test_tdbot_serve_runs_against_the_api_and_stops_on_sigterm(fake_bot_api: FakeBotApi, db_path: Path):
    import os
    import signal
    import subprocess
    import sys

    env = {**os.environ, "TELEGRAM_BOT_TOKEN": fake_bot_api.token, "TDBOT_TELEGRAM_API_URL": fake_bot_api.base_url}
    proc = subprocess.Popen([sys.executable, "-m", "bot", "serve"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=Path(__file__).resolve().parents[1])
    try:
        await fake_bot_api.wait_for("getUpdates", timeout=60)
        fake_bot_api.queue_text("hallo bot")
        sent = await fake_bot_api.wait_for("sendMessage", timeout=60)
        assert "Bijvoorbeeld" in sent.params["text"]
        proc.send_signal(signal.SIGTERM)
        _, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, stderr.decode()
    assert fake_bot_api.token not in stderr.decode()  # the token never lands in the log
    [row] = _incidents(db_path)
    assert row["channel"] == "telegram" and row["raw_text"] == "hallo bot"
