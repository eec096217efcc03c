"""The incident log: every message tdbot answered, every question answered afterwards,
the feedback on each answer, and the directors who registered with ``/aanmelden``.

Modelled on the sqlmodel docs (``IncidentBase`` → ``Incident(table=True)``) with an
async engine. Default: a SQLite file ``tdbot.sqlite`` in the user data dir; any
SQLAlchemy async URL via ``TDBOT_DATABASE_URL`` (``sqlite+aiosqlite:///…``,
``postgresql+asyncpg://…``). Tables are created on ``start()``; a nullable column added
to a model later is added to an existing table then, too (no other migrations).
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

from sqlalchemy import JSON, BigInteger, DateTime, UniqueConstraint, event, inspect
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
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
    role: Optional[str] = Field(default=None, max_length=16)  # director | player (None: not known)
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


VOTES = ("up", "down")


class FeedbackBase(SQLModel):
    """One user's 👍/👎 on one answer; a 👎 may name the article that should have been cited."""

    incident_id: int = Field(foreign_key="incident.id", ondelete="CASCADE", index=True)
    created_at: datetime = Field(default_factory=utcnow, sa_type=UTCDateTime, index=True)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=UTCDateTime)
    chat_id: Optional[int] = Field(default=None, sa_type=BigInteger, index=True)
    user_id: Optional[int] = Field(default=None, sa_type=BigInteger)
    role: Optional[str] = Field(default=None, max_length=16)
    vote: str = Field(max_length=8)  # up | down
    correct_unit: Optional[str] = Field(default=None, max_length=32)  # what the user says is right
    note: Optional[str] = Field(default=None, max_length=1000)  # the user's words with it
    awaiting_unit: bool = False  # a 👎 waiting for the user to name the right article


class Feedback(FeedbackBase, table=True):
    __table_args__ = (UniqueConstraint("incident_id", "user_id", name="uq_feedback_incident_user"),)
    id: Optional[int] = Field(default=None, primary_key=True)

    def summary(self) -> dict[str, Any]:
        data = self.model_dump()
        data["created_at"] = self.created_at.isoformat()
        data["updated_at"] = self.updated_at.isoformat()
        return data


class Director(SQLModel, table=True):
    """A director who registered with ``/aanmelden CODE`` (those in TDBOT_DIRECTORS are not stored)."""

    id: Optional[int] = Field(default=None, primary_key=True)
    user_id: int = Field(sa_type=BigInteger, unique=True, index=True)
    created_at: datetime = Field(default_factory=utcnow, sa_type=UTCDateTime)
    chat_id: Optional[int] = Field(default=None, sa_type=BigInteger)
    name: str = Field(default="", max_length=128)


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
                await conn.run_sync(_add_missing_columns)
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

    async def chat_incidents(self, chat_id: int, n: int | None = 10) -> list[Incident]:
        """The incidents of one chat, newest first (``n=None``: all of them)."""
        try:
            async with self._session() as session:
                query = select(Incident).where(Incident.chat_id == chat_id).order_by(col(Incident.id).desc())
                if n is not None:
                    query = query.limit(max(0, n))
                return list((await session.exec(query)).all())
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the incidents of chat {chat_id}: {exc}") from exc

    async def _rows_per_incident(self, model: Any, incident_ids: list[int], what: str) -> dict[int, list[Any]]:
        """Rows of ``model`` (FollowUp, Feedback) for several incidents, oldest first per incident."""
        out: dict[int, list[Any]] = {i: [] for i in incident_ids}
        if not incident_ids:
            return out
        try:
            async with self._session() as session:
                result = await session.exec(
                    select(model).where(col(model.incident_id).in_(incident_ids)).order_by(col(model.id))
                )
                for row in result.all():
                    out[row.incident_id].append(row)
                return out
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read {what}: {exc}") from exc

    async def follow_ups_of(self, incident_ids: list[int]) -> dict[int, list[FollowUp]]:
        """The follow-ups of several incidents, oldest first per incident."""
        return await self._rows_per_incident(FollowUp, incident_ids, "follow-ups")

    # -- feedback ---------------------------------------------------------------------
    async def set_vote(
        self, incident_id: int, *, user_id: int | None, chat_id: int | None, vote: str, role: str | None = None
    ) -> Feedback:
        """The user's vote on the incident (one per user: a second tap changes it)."""
        if vote not in VOTES:
            raise ValueError(f"vote must be one of {VOTES}, not {vote!r}")
        for attempt in range(2):  # a second process may insert the same row in between
            try:
                async with self._session() as session:
                    row = (await session.exec(
                        select(Feedback).where(Feedback.incident_id == incident_id, Feedback.user_id == user_id)
                    )).first()
                    if row is None:
                        row = Feedback(incident_id=incident_id, user_id=user_id, chat_id=chat_id, role=role, vote=vote)
                    else:
                        row.vote, row.role, row.updated_at = vote, role or row.role, utcnow()
                    row.awaiting_unit = vote == "down" and not row.correct_unit
                    if vote == "up":
                        row.correct_unit = row.note = None
                    session.add(row)
                    await session.commit()
                    await session.refresh(row)
                    return row
            except IntegrityError:
                if attempt:
                    raise IncidentLogError(f"cannot store the feedback on incident {incident_id}")
            except SQLAlchemyError as exc:
                raise IncidentLogError(f"cannot store the feedback on incident {incident_id}: {exc}") from exc
        raise AssertionError("unreachable")

    async def name_unit(
        self, incident_id: int, *, user_id: int | None, chat_id: int | None, unit: str, note: str | None,
        role: str | None = None,
    ) -> Feedback:
        """A 👎 with the article the user names as the right one (a 👎 is created if there was none)."""
        try:
            async with self._session() as session:
                row = (await session.exec(
                    select(Feedback).where(Feedback.incident_id == incident_id, Feedback.user_id == user_id)
                )).first()
                if row is None:
                    row = Feedback(incident_id=incident_id, user_id=user_id, chat_id=chat_id, role=role, vote="down")
                row.vote, row.correct_unit, row.note, row.awaiting_unit = "down", unit, note, False
                row.updated_at = utcnow()
                session.add(row)
                await session.commit()
                await session.refresh(row)
                return row
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot store the feedback on incident {incident_id}: {exc}") from exc

    async def awaiting_feedback(self, *, chat_id: int, user_id: int, since: datetime) -> Feedback | None:
        """The user's latest 👎 in this chat (since ``since``) still waiting for an article."""
        try:
            async with self._session() as session:
                return (await session.exec(
                    select(Feedback)
                    .where(Feedback.chat_id == chat_id, Feedback.user_id == user_id,
                           col(Feedback.awaiting_unit).is_(True), col(Feedback.updated_at) >= since)
                    .order_by(col(Feedback.updated_at).desc(), col(Feedback.id).desc())
                )).first()
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the feedback: {exc}") from exc

    async def stop_awaiting(self, feedback_id: int) -> None:
        try:
            async with self._session() as session:
                row = await session.get(Feedback, feedback_id)
                if row is not None and row.awaiting_unit:
                    row.awaiting_unit = False
                    session.add(row)
                    await session.commit()
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot update feedback {feedback_id}: {exc}") from exc

    async def votes(self, incident_id: int) -> tuple[int, int]:
        """(👍, 👎) on one incident."""
        rows = await self.feedback_of([incident_id])
        mine = rows.get(incident_id, [])
        return sum(r.vote == "up" for r in mine), sum(r.vote == "down" for r in mine)

    async def feedback_of(self, incident_ids: list[int]) -> dict[int, list[Feedback]]:
        return await self._rows_per_incident(Feedback, incident_ids, "the feedback")

    async def latest_feedback(self, n: int = 20) -> list[tuple[Feedback, Incident]]:
        """The ``n`` most recently given or changed feedback rows with their incident, newest first."""
        try:
            async with self._session() as session:
                result = await session.exec(
                    select(Feedback, Incident)
                    .join(Incident, col(Feedback.incident_id) == col(Incident.id))
                    .order_by(col(Feedback.updated_at).desc(), col(Feedback.id).desc())
                    .limit(max(0, n))
                )
                return [(f, i) for f, i in result.all()]
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the feedback: {exc}") from exc

    # -- directors --------------------------------------------------------------------
    async def is_director(self, user_id: int) -> bool:
        try:
            async with self._session() as session:
                return (await session.exec(select(Director).where(Director.user_id == user_id))).first() is not None
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the directors: {exc}") from exc

    async def add_director(self, user_id: int, *, chat_id: int | None = None, name: str = "") -> bool:
        """Register a director; False when the user was registered already."""
        if await self.is_director(user_id):
            return False
        try:
            await self._save(Director(user_id=user_id, chat_id=chat_id, name=name[:128]))
        except IncidentLogError:
            if await self.is_director(user_id):  # registered by another process in between
                return False
            raise
        return True

    async def directors(self) -> list[Director]:
        try:
            async with self._session() as session:
                return list((await session.exec(select(Director).order_by(col(Director.id)))).all())
        except SQLAlchemyError as exc:
            raise IncidentLogError(f"cannot read the directors: {exc}") from exc

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


def _add_missing_columns(connection: Any) -> None:
    """Add nullable columns a model gained since the table was created (SQLite and PostgreSQL)."""
    inspector = inspect(connection)
    for table in SQLModel.metadata.sorted_tables:
        if not inspector.has_table(table.name):
            continue
        present = {c["name"] for c in inspector.get_columns(table.name)}
        for column in table.columns:
            if column.name in present or not column.nullable or column.primary_key:
                continue
            kind = column.type.compile(dialect=connection.dialect)
            preparer = connection.dialect.identifier_preparer
            connection.exec_driver_sql(
                f"ALTER TABLE {preparer.format_table(table)} ADD COLUMN {preparer.format_column(column)} {kind}"
            )
            logger.info("added column %s.%s to the incident log", table.name, column.name)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
