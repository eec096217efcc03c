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
    ("TDBOT_DIRECTORS", "123,abc"),
    ("TDBOT_DIRECTORS", "-5"),
    ("TDBOT_DIRECTOR_CODE", "kort"),
    ("TDBOT_DIRECTOR_CODE", "met spatie"),
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


def test_directors_and_code_from_the_environment():
    settings = Settings.from_env({"TDBOT_DIRECTORS": " 123, 456 ,,789", "TDBOT_DIRECTOR_CODE": " klaverboer42 "})
    assert settings.directors == frozenset({123, 456, 789})
    assert settings.director_code == "klaverboer42"
    empty = Settings.from_env({})
    assert empty.directors == frozenset() and empty.director_code is None


async def test_a_log_from_before_roles_gains_the_role_column(db_url: str, db_path: Path):
    """An incident table created before ``role`` existed gets the column on start; rows survive."""
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "create table incident (id integer primary key, created_at datetime not null, channel varchar(16) "
            "not null, chat_id bigint, chat_type varchar(16), user_id bigint, raw_text varchar not null, "
            "event json, kind varchar(16) not null, status varchar(16) not null, citations json not null, "
            "ruling_text varchar not null, questions json not null, tricks_transferred integer, error varchar(32), "
            "warnings json not null, engine_version varchar(32) not null, corpus_version varchar(64) not null, "
            "processing_ms integer not null)"
        )
        conn.execute(
            "insert into incident values (1, '2024-01-01 10:00:00', 'cli', null, null, null, 'oud', null, 'other', "
            "'decided', '[]', '', '[]', null, null, '[]', '0', 'x', 0)"
        )
    async with IncidentStore(db_url) as store:
        [old] = await store.latest(5)
        assert old.raw_text == "oud" and old.role is None
        new = await store.add_incident(Incident(channel="telegram", role="player", raw_text="nieuw"))
        assert (await store.get_incident(new.id)).role == "player"
        await store.set_vote(new.id, user_id=1, chat_id=None, vote="down")
        assert (await store.votes(new.id)) == (0, 1)
    with sqlite3.connect(db_path) as conn:
        columns = {row[1] for row in conn.execute("pragma table_info(incident)")}
        tables = {row[0] for row in conn.execute("select name from sqlite_master where type='table'")}
    assert "role" in columns and {"feedback", "director"} <= tables


async def test_one_vote_per_user_and_incident(store: IncidentStore):
    incident = await store.add_incident(Incident(channel="test", chat_id=7, raw_text="x"))
    await store.set_vote(incident.id, user_id=1, chat_id=7, vote="up")
    await store.set_vote(incident.id, user_id=1, chat_id=7, vote="down")
    await store.set_vote(incident.id, user_id=2, chat_id=7, vote="up")
    assert await store.votes(incident.id) == (1, 1)
    from datetime import datetime, timedelta

    since = datetime.now(timezone.utc) - timedelta(minutes=5)
    waiting = await store.awaiting_feedback(chat_id=7, user_id=1, since=since)
    assert waiting is not None and waiting.vote == "down"
    await store.name_unit(incident.id, user_id=1, chat_id=7, unit="64A2", note="toelichting")
    assert await store.awaiting_feedback(chat_id=7, user_id=1, since=since) is None
    assert await store.awaiting_feedback(chat_id=8, user_id=1, since=since) is None
    [(latest, row)] = [(f, i) for f, i in await store.latest_feedback(1)]
    assert row.id == incident.id and latest.correct_unit == "64A2"
