"""The incident log: every message tdbot answered, and every question answered afterwards.

Modelled on the sqlmodel docs (``IncidentBase`` → ``Incident(table=True)``) with an
async engine. Default: a SQLite file ``tdbot.sqlite`` in the user data dir; any
SQLAlchemy async URL via ``TDBOT_DATABASE_URL`` (``sqlite+aiosqlite:///…``,
``postgresql+asyncpg://…``). Tables are created on ``start()``.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

from sqlalchemy import JSON, BigInteger, DateTime, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.types import TypeDecorator
from sqlmodel import Field, SQLModel, col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from laws.errors import ConfigError, StoreError

from .config import default_database_url, normalize_database_url

logger = logging.getLogger(__name__)


class IncidentLogError(StoreError):
    """The incident log could not be opened, read or written."""


class DatabaseUrlError(ConfigError):
    """``TDBOT_DATABASE_URL`` names a database tdbot cannot open."""


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class UTCDateTime(TypeDecorator):
    """A timezone-aware UTC datetime on every backend (SQLite drops the offset otherwise)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column; use datetime.now(timezone.utc)")
        return value.astimezone(timezone.utc)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)


class IncidentBase(SQLModel):
    created_at: datetime = Field(default_factory=utcnow, sa_type=UTCDateTime, index=True)
    channel: str = Field(max_length=16, index=True)  # telegram | cli | chat
    chat_id: Optional[int] = Field(default=None, sa_type=BigInteger, index=True)
    chat_type: Optional[str] = Field(default=None, max_length=16)
    user_id: Optional[int] = Field(default=None, sa_type=BigInteger)
    raw_text: str = ""
    event: Optional[dict] = Field(default=None, sa_type=JSON)
    kind: str = Field(default="other", max_length=16)
    status: str = Field(default="", max_length=16)
    citations: list = Field(default_factory=list, sa_type=JSON)
    ruling_text: str = ""
    questions: list = Field(default_factory=list, sa_type=JSON)
    tricks_transferred: Optional[int] = None
    error: Optional[str] = Field(default=None, max_length=32)
    warnings: list = Field(default_factory=list, sa_type=JSON)
    engine_version: str = Field(default="", max_length=32)
    corpus_version: str = Field(default="", max_length=64)
    processing_ms: int = 0


class Incident(IncidentBase, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)

    def summary(self) -> dict[str, Any]:
        """A JSON-able view for ``tdbot log --json``."""
        data = self.model_dump()
        data["created_at"] = self.created_at.isoformat()
        return data


class FollowUpBase(SQLModel):
    incident_id: int = Field(foreign_key="incident.id", ondelete="CASCADE", index=True)
    created_at: datetime = Field(default_factory=utcnow, sa_type=UTCDateTime)
    user_id: Optional[int] = Field(default=None, sa_type=BigInteger)
    question_id: str = Field(max_length=64)
    value: Any = Field(default=None, sa_type=JSON)
    event: Optional[dict] = Field(default=None, sa_type=JSON)  # the event after the answer
    status: str = Field(default="", max_length=16)
    citations: list = Field(default_factory=list, sa_type=JSON)
    ruling_text: str = ""
    questions: list = Field(default_factory=list, sa_type=JSON)
    tricks_transferred: Optional[int] = None
    error: Optional[str] = Field(default=None, max_length=32)
    processing_ms: int = 0


class FollowUp(FollowUpBase, table=True):
    __tablename__ = "followup"
    id: Optional[int] = Field(default=None, primary_key=True)


def _sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


class IncidentStore:
    """Async access to the incident log. ``await start()`` before use, ``await close()`` after."""

    def __init__(self, url: str | None = None, *, echo: bool = False) -> None:
        self.url = normalize_database_url(url) if url else default_database_url()
        self._echo = echo
        self._engine: AsyncEngine | None = None
        self._sessions: async_sessionmaker[AsyncSession] | None = None

    @property
    def display_url(self) -> str:
        return make_url(self.url).render_as_string(hide_password=True)

    async def start(self) -> "IncidentStore":
        if self._engine is not None:
            return self
        path = _sqlite_path(self.url)
        if path is not None:
            try:
                path.expanduser().parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise IncidentLogError(f"cannot create the folder for {path}: {exc}") from exc
        try:
            engine = create_async_engine(self.url, echo=self._echo)
        except (ArgumentError, ValueError) as exc:
            raise DatabaseUrlError(f"TDBOT_DATABASE_URL={self.display_url!r} is ongeldig / invalid: {exc}") from exc
        except ModuleNotFoundError as exc:
            raise DatabaseUrlError(
                f"TDBOT_DATABASE_URL={self.display_url!r} needs the database driver {exc.name!r}; "
                "for PostgreSQL: pip install 'tdbot[postgres]'"
            ) from exc
        if engine.dialect.name == "sqlite":
            event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        try:
            async with engine.begin() as conn:
                await conn.run_sync(SQLModel.metadata.create_all)
        except (SQLAlchemyError, OSError) as exc:
            await engine.dispose()
            raise IncidentLogError(f"cannot open the incident log at {self.display_url}: {exc}") from exc
        self._engine = engine
        self._sessions = async_sessionmaker(engine, class_=AsyncSession, expire_on_commit=False)
        logger.info("incident log at %s", self.display_url)
        return self

    async def close(self) -> None:
        if self._engine is not None:
            await self._engine.dispose()
            self._engine = None
            self._sessions = None

    async def __aenter__(self) -> "IncidentStore":
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def _session(self) -> AsyncSession:
        if self._sessions is None:
            raise IncidentLogError("the incident log is not started; call await store.start() first")
        return self._sessions()

    async def _save(self, row: SQLModel) -> SQLModel:
        try:
            async with self._session() as session:
                session.add(row)
                await session.commit()
                await session.refresh(row)
                return row
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot write to the incident log: {exc}") from exc

    async def add_incident(self, incident: Incident) -> Incident:
        return await self._save(incident)  # type: ignore[return-value]

    async def add_follow_up(self, follow_up: FollowUp) -> FollowUp:
        return await self._save(follow_up)  # type: ignore[return-value]

    async def get_incident(self, incident_id: int) -> Incident | None:
        try:
            async with self._session() as session:
                return await session.get(Incident, incident_id)
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read incident {incident_id}: {exc}") from exc

    async def follow_ups(self, incident_id: int) -> list[FollowUp]:
        try:
            async with self._session() as session:
                result = await session.exec(
                    select(FollowUp).where(FollowUp.incident_id == incident_id).order_by(col(FollowUp.id))
                )
                return list(result.all())
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the follow-ups of incident {incident_id}: {exc}") from exc

    async def latest(self, n: int = 10) -> list[Incident]:
        """The ``n`` most recent incidents, newest first."""
        try:
            async with self._session() as session:
                result = await session.exec(select(Incident).order_by(col(Incident.id).desc()).limit(max(0, n)))
                return list(result.all())
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the incident log: {exc}") from exc

    async def count(self) -> tuple[int, int]:
        """(incidents, follow-ups): for tests and health checks."""
        from sqlalchemy import func

        try:
            async with self._session() as session:
                incidents = (await session.exec(select(func.count()).select_from(Incident))).one()
                follow_ups = (await session.exec(select(func.count()).select_from(FollowUp))).one()
                return int(incidents), int(follow_ups)
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot count the incident log: {exc}") from exc


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
