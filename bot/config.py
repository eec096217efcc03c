"""Settings from the environment: one frozen ``Settings`` shared by every front end.

    TELEGRAM_BOT_TOKEN       the bot token from @BotFather (only ``tdbot serve`` needs it)
    TDBOT_TELEGRAM_API_URL   base URL the token is appended to, like PTB's ``base_url``
                             (default ``https://api.telegram.org/bot``)
    TDBOT_DATABASE_URL       SQLAlchemy async URL of the incident log
                             (default: SQLite file ``tdbot.sqlite`` in the user data dir)
    TDBOT_LOG_LEVEL          DEBUG | INFO | WARNING | ERROR (default: INFO for ``serve``,
                             WARNING for the terminal commands)
    TDBOT_DIRECTORS          Telegram user ids of the directors, comma-separated (default: none)
    TDBOT_DIRECTOR_CODE      the code for ``/aanmelden CODE`` (default: unset, registering is off)

Every problem raises ``ConfigError`` (a ``laws.ConfigError``) naming the variable.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from laws.errors import ConfigError

DEFAULT_TELEGRAM_API_URL = "https://api.telegram.org/bot"
DEFAULT_DB_FILENAME = "tdbot.sqlite"
_LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
MIN_DIRECTOR_CODE = 6  # characters; a shorter code is too easy to guess

# Synchronous driver names people paste, and the async driver tdbot needs instead.
_ASYNC_DRIVERS = {
    "sqlite": "sqlite+aiosqlite",
    "sqlite+pysqlite": "sqlite+aiosqlite",
    "postgresql": "postgresql+asyncpg",
    "postgresql+psycopg2": "postgresql+asyncpg",
    "postgres": "postgresql+asyncpg",
}


class MissingSettingError(ConfigError):
    """A setting that the chosen command needs is not set."""

    def __init__(self, variable: str, hint: str = "") -> None:
        self.variable = variable
        message = f"{variable} is niet gezet / is not set."
        super().__init__(f"{message} {hint}".strip())


class InvalidSettingError(ConfigError):
    """A setting has a value tdbot cannot use."""

    def __init__(self, variable: str, value: str, hint: str) -> None:
        self.variable = variable
        super().__init__(f"{variable}={value!r} is ongeldig / is invalid: {hint}")


def default_data_dir() -> Path:
    """The per-user data folder (created on demand by the store)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tdbot", appauthor=False))


def default_database_url() -> str:
    return f"sqlite+aiosqlite:///{default_data_dir() / DEFAULT_DB_FILENAME}"


def normalize_database_url(url: str, variable: str = "TDBOT_DATABASE_URL") -> str:
    """Check the URL's shape and swap a synchronous driver for its async twin."""
    url = url.strip()
    scheme, sep, rest = url.partition("://")
    if not sep or not scheme:
        raise InvalidSettingError(
            variable, url, "verwacht bijvoorbeeld sqlite+aiosqlite:///pad/naar/tdbot.sqlite "
            "of postgresql+asyncpg://gebruiker:wachtwoord@host/db"
        )
    scheme = _ASYNC_DRIVERS.get(scheme.lower(), scheme)
    return f"{scheme}://{rest}"


def parse_directors(raw: str, variable: str = "TDBOT_DIRECTORS") -> frozenset[int]:
    """``"123, 456"`` → {123, 456}; anything but whole numbers names the variable."""
    ids = set()
    for part in raw.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit():
            raise InvalidSettingError(
                variable, raw, "verwacht Telegram-gebruikers-id's gescheiden door komma's, bijv. 12345,67890 "
                "(Telegram user ids, comma-separated)"
            )
        ids.add(int(part))
    return frozenset(ids)


@dataclass(frozen=True)
class Settings:
    telegram_token: str | None = None
    telegram_api_url: str = DEFAULT_TELEGRAM_API_URL
    database_url: str | None = None  # None: the default SQLite file
    log_level: str | None = None  # None: the command's own default
    directors: frozenset[int] = frozenset()  # Telegram user ids from TDBOT_DIRECTORS
    director_code: str | None = None  # TDBOT_DIRECTOR_CODE; None: /aanmelden is off

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "Settings":
        env = os.environ if env is None else env
        token = (env.get("TELEGRAM_BOT_TOKEN") or "").strip() or None
        if token is not None and any(ch.isspace() for ch in token):
            raise InvalidSettingError("TELEGRAM_BOT_TOKEN", "***", "een token bevat geen spaties")
        api_url = (env.get("TDBOT_TELEGRAM_API_URL") or "").strip() or DEFAULT_TELEGRAM_API_URL
        if not api_url.startswith(("http://", "https://")):
            raise InvalidSettingError(
                "TDBOT_TELEGRAM_API_URL", api_url, "moet beginnen met http:// of https://"
            )
        db_url = (env.get("TDBOT_DATABASE_URL") or "").strip() or None
        if db_url is not None:
            db_url = normalize_database_url(db_url)
        level = (env.get("TDBOT_LOG_LEVEL") or "").strip().upper() or None
        if level is not None and level not in _LOG_LEVELS:
            raise InvalidSettingError("TDBOT_LOG_LEVEL", level, f"kies uit {', '.join(_LOG_LEVELS)}")
        directors = parse_directors(env.get("TDBOT_DIRECTORS") or "")
        code = (env.get("TDBOT_DIRECTOR_CODE") or "").strip() or None
        if code is not None and (len(code) < MIN_DIRECTOR_CODE or any(ch.isspace() for ch in code)):
            raise InvalidSettingError(
                "TDBOT_DIRECTOR_CODE", "***",
                f"gebruik minstens {MIN_DIRECTOR_CODE} tekens zonder spaties / "
                f"use at least {MIN_DIRECTOR_CODE} characters without spaces",
            )
        return cls(token, api_url, db_url, level, directors, code)

    @property
    def effective_database_url(self) -> str:
        return self.database_url or default_database_url()

    def require_token(self) -> str:
        if not self.telegram_token:
            raise MissingSettingError(
                "TELEGRAM_BOT_TOKEN",
                "Zet het token van @BotFather in TELEGRAM_BOT_TOKEN om de Telegram-bot te starten "
                "(Set TELEGRAM_BOT_TOKEN to the token from @BotFather to run the Telegram bot).",
            )
        return self.telegram_token

    def configure_logging(self, default: str = "WARNING") -> None:
        level = self.log_level or default
        logging.basicConfig(
            level=getattr(logging, level),
            format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        )
        logging.getLogger().setLevel(getattr(logging, level))
        # httpx logs every request (including the token in the URL) at INFO.
        logging.getLogger("httpx").setLevel(logging.WARNING)
        logging.getLogger("httpcore").setLevel(logging.WARNING)
