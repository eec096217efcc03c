"""The incident log (sqlmodel, async) and the settings that point at it."""

from __future__ import annotations

import sqlite3
from datetime import timezone
from pathlib import Path

import pytest

from bot.config import InvalidSettingError, MissingSettingError, Settings, default_database_url
from bot.store import DatabaseUrlError, FollowUp, Incident, IncidentStore
from laws.errors import ConfigError, StoreError


async def test_rows_come_back_tz_aware_with_big_ids_and_json(db_url: str, db_path: Path):
    big_chat = -1001234567890  # Telegram supergroup ids need 64 bits
    async with IncidentStore(db_url) as store:
        saved = await store.add_incident(Incident(
            channel="telegram", chat_id=big_chat, user_id=2**40, chat_type="supergroup",
            raw_text="O verzaakt ♠ \ufffd", event={"irregularity": "revoke", "trick_number": 5},
            kind="incident", status="decided", citations=["64A1", "64C1"], ruling_text="…",
            questions=[{"id": "established", "text": "?", "options": [{"value": True, "label": "ja"}]}],
            tricks_transferred=2, engine_version="0.1.0", corpus_version="2017-abc", processing_ms=12,
        ))
        assert saved.id is not None
        await store.add_follow_up(FollowUp(incident_id=saved.id, question_id="established", value=True,
                                           citations=["64A1"], status="decided"))

    # a fresh store on the same file: what SQLite really gives back
    async with IncidentStore(db_url) as store:
        row = await store.get_incident(saved.id)
        assert row is not None
        assert row.created_at.tzinfo is not None and row.created_at.utcoffset() == timezone.utc.utcoffset(None)
        assert row.created_at == saved.created_at
        assert row.chat_id == big_chat and row.user_id == 2**40
        assert row.event == {"irregularity": "revoke", "trick_number": 5}
        assert row.citations == ["64A1", "64C1"]
        assert row.questions[0]["options"][0] == {"value": True, "label": "ja"}
        [follow_up] = await store.follow_ups(saved.id)
        assert follow_up.value is True and follow_up.created_at.tzinfo is not None
        assert await store.count() == (1, 1)

    with sqlite3.connect(db_path) as conn:  # the tables a DBA would look at
        tables = {name for (name,) in conn.execute("select name from sqlite_master where type='table'")}
    assert {"incident", "followup"} <= tables


async def test_latest_is_newest_first_and_limited(store: IncidentStore):
    for i in range(5):
        await store.add_incident(Incident(channel="cli", raw_text=f"melding {i}"))
    latest = await store.latest(3)
    assert [r.raw_text for r in latest] == ["melding 4", "melding 3", "melding 2"]


async def test_follow_up_needs_an_existing_incident(store: IncidentStore):
    with pytest.raises(StoreError):
        await store.add_follow_up(FollowUp(incident_id=424242, question_id="x", value=1))


async def test_default_database_is_in_the_user_data_dir(monkeypatch, tmp_path: Path):
    monkeypatch.delenv("TDBOT_DATABASE_URL")
    settings = Settings.from_env()
    assert settings.database_url is None
    url = settings.effective_database_url
    assert url == default_database_url()
    assert url.endswith("/tdbot/tdbot.sqlite")
    assert str(tmp_path / "xdg-data") in url  # the test's private XDG dir, not the real one
    async with IncidentStore(url) as store:  # creates the folder
        await store.add_incident(Incident(channel="cli", raw_text="x"))
    assert (tmp_path / "xdg-data" / "tdbot" / "tdbot.sqlite").is_file()


def test_sync_driver_urls_are_made_async():
    env = {"TDBOT_DATABASE_URL": "sqlite:////tmp/x.sqlite"}
    assert Settings.from_env(env).database_url == "sqlite+aiosqlite:////tmp/x.sqlite"
    env = {"TDBOT_DATABASE_URL": "postgresql://u:p@db/tdbot"}
    assert Settings.from_env(env).database_url == "postgresql+asyncpg://u:p@db/tdbot"


@pytest.mark.parametrize("variable, value", [
    ("TDBOT_DATABASE_URL", "geen-url"),
    ("TDBOT_TELEGRAM_API_URL", "ftp://example.org/bot"),
    ("TDBOT_LOG_LEVEL", "LUID"),
])
def test_invalid_settings_name_the_variable(variable: str, value: str):
    with pytest.raises(InvalidSettingError) as info:
        Settings.from_env({variable: value})
    assert isinstance(info.value, ConfigError)
    assert variable in str(info.value)


def test_missing_token_names_the_variable():
    with pytest.raises(MissingSettingError) as info:
        Settings.from_env({}).require_token()
    assert "TELEGRAM_BOT_TOKEN" in str(info.value)


async def test_unknown_driver_is_a_config_error_naming_the_variable():
    with pytest.raises(DatabaseUrlError) as info:
        await IncidentStore("nosuchdb+nodriver://x/y").start()
    assert "TDBOT_DATABASE_URL" in str(info.value)
