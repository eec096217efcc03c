"""Shared fixtures for the bot tests.

Every test gets its own SQLite file under ``tmp_path`` through ``TDBOT_DATABASE_URL``
(and a private XDG data dir), so no test ever touches the user's real incident log.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import AsyncIterator, Iterator

import pytest

sys.path.insert(0, os.path.dirname(__file__))  # `from fake_bot_api import FakeBotApi`

from fake_bot_api import FakeBotApi  # noqa: E402

REVOKE = "O verzaakt in slag 5, voldongen. O won die slag en daarna nog 2 slagen."
CALL_OUT_OF_ROTATION = "Gever N. Z opende voor zijn beurt 1♠, terwijl N aan de beurt was."


@pytest.fixture(autouse=True)
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A private database URL and data dir for every test; no Telegram token."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'tdbot-test.sqlite'}"
    monkeypatch.setenv("TDBOT_DATABASE_URL", url)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.delenv("TDBOT_TELEGRAM_API_URL", raising=False)
    monkeypatch.delenv("TDBOT_LOG_LEVEL", raising=False)
    monkeypatch.delenv("TDBOT_DIRECTORS", raising=False)
    monkeypatch.delenv("TDBOT_DIRECTOR_CODE", raising=False)
    return url


@pytest.fixture
def db_url(isolated_env: str) -> str:
    return isolated_env


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tdbot-test.sqlite"


@pytest.fixture
async def store(db_url: str) -> AsyncIterator["IncidentStore"]:  # noqa: F821
    from bot.store import IncidentStore

    async with IncidentStore(db_url) as opened:
        yield opened


@pytest.fixture
async def service(store) -> AsyncIterator["TdService"]:  # noqa: F821
    """The real service: real parser (``nlp.load_parser()``), real ``laws.decide``, real store."""
    from bot.service import TdService

    svc = TdService(store)
    await svc.start(warm=False)
    yield svc
    await svc.aclose()


@pytest.fixture
def fake_bot_api() -> Iterator[FakeBotApi]:
    """A fake Telegram Bot API on 127.0.0.1:<random port>, recording every request."""
    with FakeBotApi() as api:
        yield api


@pytest.fixture
async def telegram_app(fake_bot_api: FakeBotApi, db_url: str):
    """A real PTB Application (``build_application``) polling the fake API, started like
    ``run_polling`` does (post_init included). Yields ``(application, fake_bot_api)``."""
    from bot.config import Settings
    from bot.telegram_app import build_application, running

    settings = Settings(telegram_token=fake_bot_api.token, telegram_api_url=fake_bot_api.base_url,
                        database_url=db_url)
    application = build_application(settings)
    async with running(application, poll_interval=0.01, timeout=1):
        yield application, fake_bot_api


def laws_ready() -> bool:
    """True once the law data loads (the laws engineers are still writing it)."""
    try:
        import laws

        laws.ENGINE  # noqa: B018
        return True
    except Exception:
        return False


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "needs_parser: needs the real spaCy parser to understand the message (fails until it lands)"
    )
    config.addinivalue_line(
        "markers", "needs_laws: needs the law data (laws.CORPUS/SCHEMA) to load (fails until it is complete)"
    )
