"""The one framework-neutral service behind Telegram, the terminal chat, the CLI and the tests.

    message → sanitise → nlp parser → laws.decide → render (plain + HTML) → incident log → Answer

Nothing here knows about Telegram or argparse. Every failure below this boundary
(``laws.TdbotError`` or anything unexpected) becomes a Dutch answer with an ``error``
code, is logged with ``logging`` and still lands in the incident log.
"""

from __future__ import annotations

import asyncio
import csv
import hmac
import io
import logging
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Protocol, Sequence

import laws
from laws import Event, Option, Question, Ruling, Status, TdbotError
from laws.errors import CorpusError, EventError, ParseError, RuleDefinitionError, StoreError, UnknownUnitError

from . import render
from .render import DIRECTOR, PLAYER, Rendered
from .sanitize import MAX_PARSE_CHARS, Cleaned, clean
from .store import Feedback, FollowUp, Incident, IncidentStore

logger = logging.getLogger(__name__)

IRREGULARITY_QUESTION = "irregularity"
CHANNELS = ("telegram", "cli", "chat", "test")


class ParserLike(Protocol):
    def parse(self, text: str) -> Any: ...

    def search(self, query: str, limit: int = 5) -> list[Any]: ...


@dataclass(frozen=True)
class Answer:
    """What tdbot says about one message (or one answered question)."""

    input: str
    text: str
    html: str
    kind: str  # incident | question | other | ambiguous | empty | article | search
    status: str  # decided | needs_facts | out_of_scope | not_understood | error | info
    incident_id: int | None = None
    ruling: Ruling | None = None
    event: Event | None = None
    questions: tuple[Question, ...] = ()
    error: str | None = None
    warnings: tuple[str, ...] = ()
    processing_ms: int = 0
    confidence: float | None = None
    data: Any = field(default=None, compare=False)  # article/search payload for --json

    @property
    def citations(self) -> list[str]:
        return self.ruling.citation_ids if self.ruling is not None else []

    @property
    def tricks_transferred(self) -> int | None:
        return self.ruling.tricks_transferred if self.ruling is not None else None

    def to_json(self) -> dict[str, Any]:
        """The stable contract. Keys may be added, never renamed."""
        event = self.event.to_json() if self.event is not None else {"irregularity": None}
        out: dict[str, Any] = {
            "input": self.input,
            "event": event,
            "citations": [str(c) for c in self.citations],
            "ruling": self.text,
            "questions": [q.to_json() for q in self.questions],
            "tricks_transferred": self.tricks_transferred,
            "incident_id": self.incident_id,
            "status": self.status,
            "kind": self.kind,
        }
        if self.error:
            out["error"] = self.error
        if self.warnings:
            out["warnings"] = list(self.warnings)
        if self.ruling is not None:
            out["headline"] = self.ruling.headline
            out["director_decides"] = self.ruling.director_decides
            out["rules_fired"] = list(self.ruling.rules_fired)
        if self.confidence is not None:
            out["confidence"] = round(self.confidence, 3)
        out["processing_ms"] = self.processing_ms
        return out


@dataclass(frozen=True)
class _Result:
    """The outcome of one message before it is logged."""

    kind: str
    status: str
    rendered: Rendered
    event: Event | None = None
    ruling: Ruling | None = None
    questions: tuple[Question, ...] = ()
    error: str | None = None
    warnings: tuple[str, ...] = ()
    confidence: float | None = None

    def answer(self, text: str, incident_id: int | None, logged: bool, elapsed_ms: int, *,
               confidence: float | None = None) -> "Answer":
        """The Answer for this result once it is logged (``logged`` False adds a warning)."""
        return Answer(
            input=text,
            text=self.rendered.text,
            html=self.rendered.html,
            kind=self.kind,
            status=self.status,
            incident_id=incident_id,
            ruling=self.ruling,
            event=self.event,
            questions=self.questions,
            error=self.error,
            warnings=self.warnings + (() if logged else ("not_logged",)),
            processing_ms=elapsed_ms,
            confidence=confidence,
        )


# Dutch messages for input that never reaches the parser.
MSG_EMPTY = "Ik kon in je bericht geen tekst lezen."
MSG_SYMBOLS = "Ik zie alleen tekens of emoji, geen woorden."
MSG_NUMBER = "Alleen een getal: er staat hier geen vraag open om mee te beantwoorden."
MSG_BINARY = "Dit lijkt binaire data of onleesbare tekens; dat kan ik niet lezen."
MSG_OTHER = "Ik begrijp {quoted} niet als een onregelmatigheid aan tafel."
MSG_NOT_UNDERSTOOD = "In {quoted} herken ik geen onregelmatigheid die ik kan beoordelen."
MSG_INTERNAL = (
    "Er ging bij mij iets mis, sorry. Probeer het nog eens, of roep de wedstrijdleider erbij."
)
MSG_LAWS = "De spelregels kan ik nu niet laden; roep de wedstrijdleider erbij. (Technische fout, zie de log.)"
MSG_PARSE = "Ik kon je bericht niet ontleden. Beschrijf het in een korte zin, zoals in de voorbeelden."
MSG_UNKNOWN_INCIDENT = "Deze melding ken ik niet (meer). Stuur de situatie opnieuw."
MSG_UNKNOWN_QUESTION = "Deze vraag hoort niet (meer) bij deze melding; misschien is hij al beantwoord."
MSG_INVALID_ANSWER = "Dat antwoord begrijp ik niet. Kies een van: {options}."
MSG_FOREIGN_INCIDENT = "Deze melding hoort bij een ander gesprek."
MSG_NO_LOG = "Het logboek staat uit; ik kan geen meldingen tonen."

# Roles and registration (/aanmelden).
ROLES = (DIRECTOR, PLAYER)
MAX_CODE_ATTEMPTS = 5  # wrong codes per user ...
CODE_LOCKOUT_SECONDS = 15 * 60  # ... within this window lock /aanmelden for that user
MSG_REGISTER_CLOSED = (
    "Aanmelden als wedstrijdleider staat uit. Vraag de beheerder van tdbot om je Telegram-id "
    "({user_id}) aan TDBOT_DIRECTORS toe te voegen."
)
MSG_REGISTER_EMPTY = "Stuur de code mee: /aanmelden CODE. De code krijg je van de beheerder van tdbot."
MSG_REGISTER_WRONG = "Die code klopt niet. Controleer hem en probeer het opnieuw."
MSG_REGISTER_LOCKED = "Te veel verkeerde codes. Probeer het over een kwartier opnieuw."
MSG_REGISTER_ALREADY = "Je bent al aangemeld als wedstrijdleider."
MSG_REGISTERED = (
    "Je bent aangemeld als wedstrijdleider. Je kunt nu /log en /export gebruiken, en je krijgt de "
    "volledige uitspraak, ook waar de wedstrijdleider naar eigen oordeel beslist."
)

# Feedback (👍/👎, the right article).
FEEDBACK_WAIT = timedelta(minutes=30)  # how long a 👎 waits for the right article
MSG_THANKS_UP = "Bedankt voor je 👍!"
MSG_THANKS_DOWN = "Bedankt voor je 👎. Welk artikel had ik moeten noemen?"
MSG_NAME_UNIT = (
    "Welk artikel had ik moeten noemen? Antwoord op dit bericht met het artikelnummer, bijvoorbeeld "
    "64A2 (een toelichting erbij mag), of stuur /juist 64A2."
)
MSG_NO_FEEDBACK_TARGET = (
    "Bij welk antwoord hoort dit? Tik eerst op 👎 onder dat antwoord, of antwoord met /juist 64A2 op dat bericht."
)
MSG_JUIST_EMPTY = "Welk artikel is het juiste? Bijvoorbeeld: /juist 64A2 (eventueel met een toelichting)."
MSG_UNIT_NOTED = "Genoteerd bij melding #{incident}: volgens jou geldt {unit}. Dank je, dit wordt nagekeken."

EXPORT_COLUMNS = (
    "melding", "tijdstip_utc", "gebruiker", "rol", "soort", "status", "fout", "artikelen",
    "slagen_overgedragen", "bericht", "antwoorden", "uitspraak", "duim_omhoog", "duim_omlaag",
    "juist_artikel", "toelichting",
)


@dataclass(frozen=True)
class VoteResult:
    """What a 👍/👎 tap did: ``error`` (``unknown_incident``, ``foreign_incident``, ``internal``) or counts."""

    message: str
    error: str | None = None
    up: int = 0
    down: int = 0
    ask_unit: bool = False  # a 👎: ask which article would have been right


def _log_failure(what: str, code: str, exc: BaseException) -> None:
    """tdbot's own errors in one line (their message says what to do); anything else with a traceback."""
    if isinstance(exc, TdbotError):
        logger.error("%s (%s): %s: %s", what, code, type(exc).__name__, exc)
    else:
        logger.error("%s (%s)", what, code, exc_info=exc)


def _error_code(exc: BaseException) -> tuple[str, str]:
    if isinstance(exc, (CorpusError, RuleDefinitionError)):
        return "laws_unavailable", MSG_LAWS
    if isinstance(exc, (ParseError, EventError)):  # EventError here: the parser produced an invalid event
        return "parse_error", MSG_PARSE
    return "internal", MSG_INTERNAL


def _article(label: str) -> str:
    """'een' before a Dutch label where it reads naturally."""
    bare = ("de ", "het ", "een ", "wanneer ", "informatie", "ongeoorloofde", "verkeerde", "besef")
    return label if label.startswith(bare) else f"een {label}"


def _irregularity_label(key: str) -> str:
    try:
        return laws.SCHEMA.irregularities[key].label
    except (KeyError, TdbotError):
        return key.replace("_", " ")


def irregularity_question(candidates: Sequence[str]) -> Question:
    labels = [_irregularity_label(c) for c in candidates]
    phrases = [_article(label) for label in labels]
    joined = phrases[0] if len(phrases) == 1 else ", ".join(phrases[:-1]) + " of " + phrases[-1]
    return Question(
        IRREGULARITY_QUESTION,
        f"Bedoel je {joined}?",
        tuple(Option(key, label) for key, label in zip(candidates, labels)),
    )


def event_from_json(data: dict | None) -> Event:
    data = dict(data or {})
    irregularity = data.pop("irregularity", None)
    return Event.of(irregularity, data)


def questions_from_json(items: Sequence[dict] | None) -> tuple[Question, ...]:
    return tuple(
        Question(q["id"], q["text"], tuple(Option(o["value"], o["label"]) for o in q.get("options", ())))
        for q in items or ()
    )


class TdService:
    """Rules on messages; shared by every front end.

    ``store``: the incident log (None: nothing is logged). ``parser`` and ``decide``
    default to ``nlp.load_parser()`` and ``laws.decide``; tests may pass their own.
    """

    def __init__(
        self,
        store: IncidentStore | None = None,
        *,
        parser: ParserLike | None = None,
        decide: Callable[[Event], Ruling] | None = None,
        limit: int = MAX_PARSE_CHARS,
        directors: Iterable[int] = (),
        director_code: str | None = None,
    ) -> None:
        self.store = store
        self.directors = frozenset(directors)  # configured (TDBOT_DIRECTORS); others register in the store
        self.director_code = director_code
        self._code_failures: dict[int, list[float]] = {}
        self._parser = parser
        self._decide = decide or laws.decide
        self.limit = limit
        # spaCy and the engine are CPU-bound and not meant for concurrent calls: one worker thread.
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tdbot-rule")
        self._answer_lock = asyncio.Lock()

    # -- life cycle -------------------------------------------------------------------
    async def start(self, *, warm: bool = True) -> "TdService":
        """Open the store; load the parser and the laws in the background thread."""
        if self.store is not None:
            await self.store.start()
        if warm:
            try:
                await self._run(self._warm)
            except Exception as exc:  # the first message reports it to the user
                _log_failure("could not preload the parser or the laws", _error_code(exc)[0], exc)
        return self

    def _warm(self) -> None:
        self.parser  # noqa: B018  (loads the pipeline)
        laws.ENGINE  # noqa: B018  (loads corpus, schema and rules)

    async def aclose(self) -> None:
        if self.store is not None:
            await self.store.close()
        self._executor.shutdown(wait=False, cancel_futures=True)

    @property
    def parser(self) -> ParserLike:
        if self._parser is None:
            import nlp

            self._parser = nlp.load_parser()
        return self._parser

    async def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    # -- messages ---------------------------------------------------------------------
    async def handle(
        self,
        text: str | bytes | None,
        *,
        channel: str,
        chat_id: int | None = None,
        chat_type: str | None = None,
        user_id: int | None = None,
        interactive: bool = False,
        role: str | None = None,
        notes: Sequence[str] = (),
    ) -> Answer:
        """Rule on one message. Never raises: every problem is a Dutch answer with ``error``.

        ``role``: ``director`` or ``player`` (None: not known, answered as for a director);
        a player is told to call the director where the law leaves the decision to him.
        ``notes``: extra lines for the end of the reply."""
        started = time.perf_counter()
        cleaned = clean(text, self.limit)
        notes = [*notes, *([render.truncation_note(cleaned.length, self.limit)] if cleaned.truncated else [])]
        try:
            result = await self._understand(cleaned, notes, interactive, role or DIRECTOR)
        except Exception as exc:  # the boundary: never a traceback to the user
            code, message = _error_code(exc)
            _log_failure("cannot rule on a message", code, exc)
            result = _Result("other", "error", render.render_message(message, notes=notes), error=code)
        result = _with_warnings(result, cleaned.warnings)
        if result.error is None and cleaned.truncated:
            result = _Result(**{**result.__dict__, "error": "too_long"})
        elapsed = int((time.perf_counter() - started) * 1000)
        incident_id, logged = await self._log_incident(
            cleaned, result, channel=channel, chat_id=chat_id, chat_type=chat_type, user_id=user_id,
            role=role, processing_ms=elapsed,
        )
        return result.answer(cleaned.safe, incident_id, logged, elapsed, confidence=result.confidence)

    async def _understand(self, cleaned: Cleaned, notes: list[str], interactive: bool, audience: str) -> _Result:
        if cleaned.binary:
            return _Result("empty", "not_understood", render.render_not_understood("", MSG_BINARY), error="binary")
        if cleaned.empty:
            return _Result("empty", "not_understood", render.render_not_understood("", MSG_EMPTY), error="empty")
        if not cleaned.has_words:
            return _Result("empty", "not_understood", render.render_not_understood("", MSG_SYMBOLS), error="empty")

        parsed = await self._run(self.parser.parse, cleaned.text)
        kind = parsed.kind if parsed.kind in ("incident", "question", "other", "ambiguous", "empty") else "other"
        confidence = getattr(parsed, "confidence", None)
        if kind == "ambiguous":
            candidates = [c for c in parsed.candidates if self._known_irregularity(c)]
            if len(candidates) >= 2:
                question = irregularity_question(candidates)
                rendered = render.render_ambiguous(question, interactive=interactive, notes=notes)
                return _Result("ambiguous", Status.NEEDS_FACTS.value, rendered, event=parsed.event,
                               questions=(question,), confidence=confidence)
            if candidates:
                kind = "incident"
                parsed_event = Event.of(candidates[0], parsed.event.as_dict())
            else:
                kind, parsed_event = "other", parsed.event
        else:
            parsed_event = parsed.event
        if kind == "empty":
            number = cleaned.text.strip().rstrip(".)").isdigit()  # "1" sent as if answering a question
            rendered = render.render_not_understood(cleaned.display, MSG_NUMBER if number else MSG_EMPTY, notes=notes)
            return _Result("empty", "not_understood", rendered, event=parsed_event, error="empty",
                           confidence=confidence)
        if kind == "other" or parsed_event.irregularity is None:
            hits = await self._hits(cleaned.text, 3) if kind == "question" else []
            message = MSG_OTHER if kind == "other" else MSG_NOT_UNDERSTOOD
            rendered = render.render_not_understood(cleaned.display, message, notes=notes, hits=hits)
            return _Result(kind, "not_understood", rendered, event=parsed_event, error="not_understood",
                           confidence=confidence)
        event, dropped = self._valid_event(parsed_event)
        inferred = [name for name in parsed.inferred if name in event]
        if inferred:  # facts the slot model added: the reply says so, the log keeps a warning
            notes = [*notes, render.inferred_note(event, inferred)]
        if parsed.spelled:  # words read as typing slips: likewise
            notes = [*notes, render.spelled_note(parsed.spelled)]
        ruling = await self._run(self._decide, event)
        warnings = ((("dropped_facts",) if dropped else ()) + (("inferred_facts",) if inferred else ())
                    + (("spelled_words",) if parsed.spelled else ()))
        return _from_ruling(kind, ruling, interactive, notes, confidence, warnings=warnings, audience=audience)

    def _known_irregularity(self, key: str) -> bool:
        try:
            return key in laws.SCHEMA.irregularities
        except TdbotError:
            return False

    def _valid_event(self, event: Event) -> tuple[Event, list[str]]:
        """The event without facts the schema rejects (a parser slip must not sink the ruling)."""
        schema = laws.SCHEMA
        if event.irregularity is not None and event.irregularity not in schema.irregularities:
            raise EventError(f"the parser produced an unknown irregularity {event.irregularity!r}")
        kept, dropped = {}, []
        for name, value in event.facts:
            try:
                kept[name] = schema.fact(name).check(value)
            except EventError:
                dropped.append(name)
        if dropped:
            logger.warning("dropped facts the schema rejects: %s (event %s)", dropped, event.to_json())
        return Event.of(event.irregularity, kept), dropped

    async def _hits(self, query: str, limit: int) -> list[Any]:
        try:
            return list(await self._run(self.parser.search, query, limit))[:limit]
        except Exception as exc:
            _log_failure("search for suggestions failed", _error_code(exc)[0], exc)
            return []

    async def _log_incident(self, cleaned: Cleaned, result: _Result, **row: Any) -> tuple[int | None, bool]:
        if self.store is None:
            return None, True
        try:
            incident = Incident(
                raw_text=cleaned.safe,
                event=result.event.to_json() if result.event is not None else None,
                kind=result.kind,
                status=result.status,
                citations=result.ruling.citation_ids if result.ruling is not None else [],
                ruling_text=result.rendered.text,
                questions=[q.to_json() for q in result.questions],
                tricks_transferred=result.ruling.tricks_transferred if result.ruling is not None else None,
                error=result.error,
                warnings=list(result.warnings),
                engine_version=laws.ENGINE_VERSION,
                corpus_version=_corpus_version(),
                **row,
            )
            saved = await self.store.add_incident(incident)
            return saved.id, True
        except StoreError:
            logger.exception("could not log the incident")
        except Exception:
            logger.exception("unexpected error while logging the incident")
        return None, False

    # -- answered questions -----------------------------------------------------------
    async def pending_questions(self, incident_id: int) -> tuple[Question, ...] | None:
        """The questions the incident currently waits for; None for an unknown incident."""
        state = await self._state(incident_id)
        return None if state is None else state[2]

    async def _state(self, incident_id: int) -> tuple[Incident, Event, tuple[Question, ...]] | None:
        if self.store is None:
            return None
        incident = await self.store.get_incident(incident_id)
        if incident is None:
            return None
        follow_ups = await self.store.follow_ups(incident_id)
        latest = follow_ups[-1] if follow_ups else incident
        return incident, event_from_json(latest.event), questions_from_json(latest.questions)

    async def answer(
        self,
        incident_id: int,
        question_id: str,
        value: Any,
        *,
        channel: str,
        chat_id: int | None = None,
        user_id: int | None = None,
        interactive: bool = False,
        role: str | None = None,
    ) -> Answer:
        """Apply one answered question to the incident's event, re-decide, store a follow-up.

        ``value``: the option's value, its label or its 1-based number. With ``chat_id``, an
        incident of another chat is refused (``foreign_incident``)."""
        started = time.perf_counter()
        async with self._answer_lock:
            try:
                state = await self._state(int(incident_id))
            except StoreError:
                logger.exception("cannot read incident %s", incident_id)
                rendered = render.render_message(MSG_INTERNAL)
                return Answer("", rendered.text, rendered.html, "other", "error", error="internal")
            if state is None:
                rendered = render.render_message(MSG_UNKNOWN_INCIDENT)
                return Answer("", rendered.text, rendered.html, "other", "error", error="unknown_incident")
            incident, event, questions = state
            if _foreign(incident, chat_id):
                rendered = render.render_message(MSG_FOREIGN_INCIDENT)
                return Answer("", rendered.text, rendered.html, "other", "error", error="foreign_incident")
            question = next((q for q in questions if q.id == question_id), None)
            kind = "incident" if incident.kind == "ambiguous" else incident.kind
            if question is None:
                rendered = render.render_message(MSG_UNKNOWN_QUESTION)
                return Answer(incident.raw_text, rendered.text, rendered.html, kind, "error",
                              incident_id=incident.id, event=event, error="unknown_question")
            option = question.option_for(value)
            if option is None:
                options = ", ".join(f"{i}) {o.label}" for i, o in enumerate(question.options, 1))
                rendered = render.render_message(MSG_INVALID_ANSWER.format(options=options))
                return Answer(incident.raw_text, rendered.text, rendered.html, kind, "needs_facts",
                              incident_id=incident.id, event=event, questions=questions, error="invalid_answer")
            if question.id == IRREGULARITY_QUESTION:
                event = Event.of(str(option.value), event.as_dict())
            else:
                event = event.with_facts({question.id: option.value})
            try:
                event, dropped = self._valid_event(event)
                ruling = await self._run(self._decide, event)
                result = _from_ruling(kind, ruling, interactive, (), None,
                                      warnings=("dropped_facts",) if dropped else (), audience=role or DIRECTOR)
            except Exception as exc:
                code, message = _error_code(exc)
                _log_failure(f"cannot re-decide incident {incident_id}", code, exc)
                result = _Result(kind, "error", render.render_message(message), event=event, error=code)
            elapsed = int((time.perf_counter() - started) * 1000)
            logged = await self._log_follow_up(incident.id, question.id, option.value, result, user_id, elapsed)
            return result.answer(incident.raw_text, incident.id, logged, elapsed)

    async def _log_follow_up(
        self, incident_id: int | None, question_id: str, value: Any, result: _Result,
        user_id: int | None, elapsed: int,
    ) -> bool:
        if self.store is None or incident_id is None:
            return False
        try:
            await self.store.add_follow_up(FollowUp(
                incident_id=incident_id,
                user_id=user_id,
                question_id=question_id,
                value=value,
                event=result.event.to_json() if result.event is not None else None,
                status=result.status,
                citations=result.ruling.citation_ids if result.ruling is not None else [],
                ruling_text=result.rendered.text,
                questions=[q.to_json() for q in result.questions],
                tricks_transferred=result.ruling.tricks_transferred if result.ruling is not None else None,
                error=result.error,
                processing_ms=elapsed,
            ))
            return True
        except Exception:
            logger.exception("could not log the follow-up of incident %s", incident_id)
            return False

    async def check_incident(self, incident_id: int, chat_id: int | None) -> str | None:
        """None when the incident exists and belongs to ``chat_id``; else an error code:
        ``unknown_incident``, ``foreign_incident`` or ``internal`` (the log cannot be read)."""
        if self.store is None:
            return "unknown_incident"
        try:
            incident = await self.store.get_incident(int(incident_id))
        except StoreError:
            logger.exception("cannot read incident %s", incident_id)
            return "internal"
        if incident is None:
            return "unknown_incident"
        return "foreign_incident" if _foreign(incident, chat_id) else None

    # -- roles ------------------------------------------------------------------------
    async def role_of(self, user_id: int | None) -> str:
        """``director`` for the configured and the registered directors, else ``player``."""
        if user_id is None:
            return PLAYER
        if user_id in self.directors:
            return DIRECTOR
        if self.store is not None:
            try:
                if await self.store.is_director(user_id):
                    return DIRECTOR
            except StoreError:
                logger.exception("cannot read the directors; treating user %s as a player", user_id)
        return PLAYER

    async def register_director(
        self, user_id: int, code: str, *, chat_id: int | None = None, name: str = ""
    ) -> Answer:
        """``/aanmelden CODE``. ``error``: ``registration_closed``, ``empty``, ``too_many_attempts``,
        ``wrong_code``, ``already``, ``internal``; None when registered."""

        def reply(message: str, error: str | None) -> Answer:
            rendered = render.render_message(message)
            return Answer("", rendered.text, rendered.html, "register", "info" if error is None else "error",
                          error=error)

        if not self.director_code or self.store is None:
            return reply(MSG_REGISTER_CLOSED.format(user_id=user_id), "registration_closed")
        if await self.role_of(user_id) == DIRECTOR:
            return reply(MSG_REGISTER_ALREADY, "already")
        code = (code or "").strip()
        if not code:
            return reply(MSG_REGISTER_EMPTY, "empty")
        now = time.monotonic()
        failures = [t for t in self._code_failures.get(user_id, []) if now - t < CODE_LOCKOUT_SECONDS]
        self._code_failures[user_id] = failures
        if len(failures) >= MAX_CODE_ATTEMPTS:
            return reply(MSG_REGISTER_LOCKED, "too_many_attempts")
        if not hmac.compare_digest(code.encode(), self.director_code.encode()):
            failures.append(now)
            logger.warning("wrong director code from user %s (%d of %d)", user_id, len(failures), MAX_CODE_ATTEMPTS)
            return reply(MSG_REGISTER_WRONG, "wrong_code")
        try:
            added = await self.store.add_director(user_id, chat_id=chat_id, name=name)
        except StoreError:
            logger.exception("cannot register director %s", user_id)
            return reply(MSG_INTERNAL, "internal")
        self._code_failures.pop(user_id, None)
        logger.info("user %s registered as a director", user_id)
        return reply(MSG_REGISTERED if added else MSG_REGISTER_ALREADY, None if added else "already")

    # -- feedback ---------------------------------------------------------------------
    async def vote(
        self, incident_id: int, vote: str, *, chat_id: int | None, user_id: int | None, role: str | None = None
    ) -> VoteResult:
        """A 👍 (``up``) or 👎 (``down``) on an answer, one per user per incident."""
        problem = await self.check_incident(incident_id, chat_id)
        if problem is not None:
            message = {"foreign_incident": MSG_FOREIGN_INCIDENT, "internal": MSG_INTERNAL}.get(
                problem, MSG_UNKNOWN_INCIDENT)
            return VoteResult(message, problem)
        assert self.store is not None
        try:
            await self.store.set_vote(int(incident_id), user_id=user_id, chat_id=chat_id, vote=vote, role=role)
            up, down = await self.store.votes(int(incident_id))
        except StoreError:
            logger.exception("cannot store the vote on incident %s", incident_id)
            return VoteResult(MSG_INTERNAL, "internal")
        if vote == "up":
            return VoteResult(MSG_THANKS_UP, None, up, down)
        return VoteResult(MSG_THANKS_DOWN, None, up, down, ask_unit=True)

    async def awaiting_unit(self, *, chat_id: int | None, user_id: int | None) -> Feedback | None:
        """The user's recent 👎 in this chat that still waits for the right article."""
        if self.store is None or chat_id is None or user_id is None:
            return None
        try:
            return await self.store.awaiting_feedback(
                chat_id=chat_id, user_id=user_id, since=datetime.now(timezone.utc) - FEEDBACK_WAIT)
        except StoreError:
            logger.exception("cannot read the feedback of user %s", user_id)
            return None

    async def stop_awaiting(self, feedback: Feedback) -> None:
        if self.store is not None and feedback.id is not None:
            try:
                await self.store.stop_awaiting(feedback.id)
            except StoreError:
                logger.exception("cannot update feedback %s", feedback.id)

    async def name_unit(
        self, raw_unit: str, *, chat_id: int | None, user_id: int | None, role: str | None = None,
        incident_id: int | None = None, note: str | None = None,
    ) -> Answer:
        """The article a user names as the right one (``/juist 64A2`` or the reply after a 👎).

        Goes to ``incident_id`` when given, else to the user's 👎 waiting for an article.
        ``error``: ``empty``, ``unknown_unit``, ``no_feedback``, ``unknown_incident``,
        ``foreign_incident``, ``internal``, ``laws_unavailable``."""

        def reply(message: str, error: str | None, status: str = "error") -> Answer:
            rendered = render.render_message(message)
            return Answer(raw_unit, rendered.text, rendered.html, "feedback", status, error=error,
                          incident_id=incident_id)

        raw_unit = (raw_unit or "").strip()
        if not raw_unit:
            return reply(MSG_JUIST_EMPTY, "empty")
        try:
            unit = laws.CORPUS.get(raw_unit)
        except UnknownUnitError as exc:
            rendered = render.render_unknown_unit(raw_unit, exc.nearest)
            return Answer(raw_unit, rendered.text, rendered.html, "feedback", "error", error="unknown_unit")
        except Exception as exc:
            code, message = _error_code(exc)
            _log_failure("article look-up failed", code, exc)
            return reply(message, code)
        if incident_id is None:
            waiting = await self.awaiting_unit(chat_id=chat_id, user_id=user_id)
            if waiting is None:
                return reply(MSG_NO_FEEDBACK_TARGET, "no_feedback")
            incident_id = waiting.incident_id
        problem = await self.check_incident(incident_id, chat_id)
        if problem is not None:
            message = {"foreign_incident": MSG_FOREIGN_INCIDENT, "internal": MSG_INTERNAL}.get(
                problem, MSG_UNKNOWN_INCIDENT)
            return reply(message, problem)
        assert self.store is not None
        note = clean(note, 1000).text or None if note else None
        try:
            await self.store.name_unit(int(incident_id), user_id=user_id, chat_id=chat_id, unit=unit.id,
                                       note=note, role=role)
        except StoreError:
            logger.exception("cannot store the right article for incident %s", incident_id)
            return reply(MSG_INTERNAL, "internal")
        title = render.unit_title(unit.id)
        named = f"artikel {unit.id}" + (f" ({title})" if title else "")
        return reply(MSG_UNIT_NOTED.format(incident=incident_id, unit=named), None, "info")

    # -- the incident log of one chat -------------------------------------------------
    async def _chat_entries(self, chat_id: int, n: int | None) -> list[dict[str, Any]]:
        assert self.store is not None
        incidents = await self.store.chat_incidents(chat_id, n)
        ids = [i.id for i in incidents if i.id is not None]
        follow_ups = await self.store.follow_ups_of(ids)
        feedback = await self.store.feedback_of(ids)
        entries = []
        for incident in incidents:
            fus = follow_ups.get(incident.id, [])
            last: Incident | FollowUp = fus[-1] if fus else incident
            votes = feedback.get(incident.id, [])
            entries.append({
                "incident": incident,
                "follow_ups": fus,
                "feedback": votes,
                "status": last.status,
                "error": last.error,
                "citations": list(last.citations or []),
                "ruling_text": last.ruling_text,
                "tricks_transferred": last.tricks_transferred,
                "up": sum(f.vote == "up" for f in votes),
                "down": sum(f.vote == "down" for f in votes),
                "correct": [f.correct_unit for f in votes if f.correct_unit],
                "notes": [f.note for f in votes if f.note],
            })
        return entries

    async def chat_log(self, chat_id: int, n: int = 10) -> Answer:
        """The last ``n`` incidents of one chat (never another chat's), for ``/log``."""
        if self.store is None:
            rendered = render.render_message(MSG_NO_LOG)
            return Answer("", rendered.text, rendered.html, "log", "error", error="no_log")
        try:
            entries = await self._chat_entries(chat_id, n)
        except StoreError:
            logger.exception("cannot read the log of chat %s", chat_id)
            rendered = render.render_message(MSG_INTERNAL)
            return Answer("", rendered.text, rendered.html, "log", "error", error="internal")
        rendered = render.render_incident_log(entries, when=local_time)
        return Answer("", rendered.text, rendered.html, "log", "info", data=entries)

    async def export_csv(self, chat_id: int) -> tuple[bytes, int]:
        """Every incident of one chat as CSV (``;``-separated, UTF-8 with BOM for Excel), oldest
        first, with the final ruling after answered questions and the feedback. Raises StoreError."""
        if self.store is None:
            return _csv_bytes([]), 0
        entries = list(reversed(await self._chat_entries(chat_id, None)))
        rows = []
        for e in entries:
            incident: Incident = e["incident"]
            answers = "; ".join(f"{fu.question_id}={fu.value}" for fu in e["follow_ups"])
            rows.append([
                incident.id,
                incident.created_at.isoformat(timespec="seconds"),
                incident.user_id if incident.user_id is not None else "",
                incident.role or "",
                incident.kind,
                e["status"],
                e["error"] or "",
                ", ".join(e["citations"]),
                "" if e["tricks_transferred"] is None else e["tricks_transferred"],
                _cell(incident.raw_text),
                _cell(answers),
                _cell(e["ruling_text"]),
                e["up"],
                e["down"],
                ", ".join(e["correct"]),
                _cell(" | ".join(e["notes"])),
            ])
        return _csv_bytes(rows), len(rows)

    # -- law look-ups -----------------------------------------------------------------
    async def article(self, raw_id: str) -> Answer:
        """One law unit, for ``/artikel``; ``data`` holds ``Unit.to_json``."""
        raw_id = (raw_id or "").strip()
        if not raw_id:
            rendered = render.render_message("Welk artikel? Bijvoorbeeld: /artikel 64A1 of /artikel 16C")
            return Answer("", rendered.text, rendered.html, "article", "error", error="empty")
        try:
            corpus = laws.CORPUS
            unit = corpus.get(raw_id)
            rendered = render.render_unit(corpus, unit, max_text=3000)
            data = unit.to_json(corpus.children(unit.id))
            return Answer(raw_id, rendered.text, rendered.html, "article", "info", data=data)
        except UnknownUnitError as exc:
            rendered = render.render_unknown_unit(raw_id, exc.nearest)
            return Answer(raw_id, rendered.text, rendered.html, "article", "error", error="unknown_unit",
                          data={"id": exc.unit_id, "nearest": list(exc.nearest)})
        except Exception as exc:
            code, message = _error_code(exc)
            _log_failure("article look-up failed", code, exc)
            rendered = render.render_message(message)
            return Answer(raw_id, rendered.text, rendered.html, "article", "error", error=code)

    async def search(self, query: str, limit: int = 5) -> Answer:
        """Law search, for ``/zoek``; ``data`` holds the hits as dicts."""
        query = clean(query, 300).text
        if not query:
            rendered = render.render_message("Waar zal ik naar zoeken? Bijvoorbeeld: /zoek strafkaart")
            return Answer("", rendered.text, rendered.html, "search", "error", error="empty", data=[])
        try:
            hits = list(await self._run(self.parser.search, query, limit))[:limit]
        except Exception as exc:
            code, message = _error_code(exc)
            _log_failure("search failed", code, exc)
            rendered = render.render_message(message)
            return Answer(query, rendered.text, rendered.html, "search", "error", error=code, data=[])
        rendered = render.render_hits(query, hits)
        data = [{"unit": h.unit, "title": render.unit_title(h.unit), "score": round(float(h.score), 4),
                 "snippet": h.snippet} for h in hits]
        return Answer(query, rendered.text, rendered.html, "search", "info", data=data)


def _foreign(incident: Incident, chat_id: int | None) -> bool:
    """An incident of another chat (incidents without a chat, from the CLI, belong to none)."""
    return chat_id is not None and incident.chat_id != chat_id


def _cell(text: str | None) -> str:
    """A CSV cell a spreadsheet will not run as a formula."""
    text = text or ""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _csv_bytes(rows: list[list[Any]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(EXPORT_COLUMNS)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8-sig")


def local_time(moment: Any) -> str:
    """A timestamp as Dutch clubs read it (Europe/Amsterdam; UTC when the zone is unknown)."""
    try:
        from zoneinfo import ZoneInfo

        return moment.astimezone(ZoneInfo("Europe/Amsterdam")).strftime("%d-%m %H:%M")
    except Exception:
        return moment.astimezone(timezone.utc).strftime("%d-%m %H:%M UTC")


_UNIT_REF_RE = re.compile(
    r"(?<![\w])(?:(?P<prefix>art(?:ikel)?\.?|wet)\s*)?"
    r"(?P<ref>\d{1,2}(?:(?:[A-Ha-h]|\s[A-H])(?:\s?\d{1,2}(?:\s?[a-z](?![a-z]))?)?)?)(?![\w])",
    re.IGNORECASE,
)


def find_unit_reference(text: str | None) -> tuple[str, bool] | None:
    """The first law reference in a short message: ``(reference, explicit)``.

    Counts: ``64A2``, ``64 A 2``, ``16C``, ``12C1b``, ``art. 64``, ``artikel 16C`` anywhere, or a
    message that is only a number (``64``). ``explicit``: the message is little more than
    the reference or names it "artikel" (so an unknown one deserves an answer)."""
    text = (text or "").strip()
    if not text or len(text) > 300:
        return None
    for match in _UNIT_REF_RE.finditer(text):
        ref = match.group("ref")
        has_section = any(ch.isalpha() for ch in ref)
        whole = re.fullmatch(r"[\s.,;:!?]*", text[: match.start()] + text[match.end():]) is not None
        if match.group("prefix") or has_section or whole:
            return ref, bool(match.group("prefix")) or whole
    return None


def _from_ruling(
    kind: str, ruling: Ruling, interactive: bool, notes: Sequence[str], confidence: float | None,
    warnings: tuple[str, ...] = (), audience: str = DIRECTOR,
) -> _Result:
    if ruling.status is Status.NOT_UNDERSTOOD:
        error = "not_understood"
    elif ruling.status is Status.OUT_OF_SCOPE:
        error = "out_of_scope"
    else:
        error = None
    rendered = render.render_ruling(ruling, interactive=interactive, notes=notes, audience=audience)
    return _Result(kind, ruling.status.value, rendered, event=ruling.event, ruling=ruling,
                   questions=ruling.questions, error=error, warnings=warnings, confidence=confidence)


def _with_warnings(result: _Result, warnings: tuple[str, ...]) -> _Result:
    if not warnings:
        return result
    merged = tuple(dict.fromkeys(warnings + result.warnings))
    return _Result(**{**result.__dict__, "warnings": merged})


def _corpus_version() -> str:
    try:
        return laws.CORPUS.version
    except Exception:
        return "unavailable"
