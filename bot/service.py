"""The one framework-neutral service behind Telegram, the terminal chat, the CLI and the tests.

    message → sanitise → nlp parser → laws.decide → render (plain + HTML) → incident log → Answer

Nothing here knows about Telegram or argparse. Every failure below this boundary
(``laws.TdbotError`` or anything unexpected) becomes a Dutch answer with an ``error``
code, is logged with ``logging`` and still lands in the incident log.
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

import laws
from laws import Event, Option, Question, Ruling, Status, TdbotError
from laws.errors import CorpusError, EventError, ParseError, RuleDefinitionError, StoreError, UnknownUnitError

from . import render
from .render import Rendered
from .sanitize import MAX_PARSE_CHARS, Cleaned, clean
from .store import FollowUp, Incident, IncidentStore

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


# Dutch messages for input that never reaches the parser.
MSG_EMPTY = "Ik kon in je bericht geen tekst lezen."
MSG_SYMBOLS = "Ik zie alleen tekens of emoji, geen woorden."
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
    ) -> None:
        self.store = store
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
    ) -> Answer:
        """Rule on one message. Never raises: every problem is a Dutch answer with ``error``."""
        started = time.perf_counter()
        cleaned = clean(text, self.limit)
        notes = [render.truncation_note(cleaned.length, self.limit)] if cleaned.truncated else []
        try:
            result = await self._understand(cleaned, notes, interactive)
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
            processing_ms=elapsed,
        )
        return Answer(
            input=cleaned.safe,
            text=result.rendered.text,
            html=result.rendered.html,
            kind=result.kind,
            status=result.status,
            incident_id=incident_id,
            ruling=result.ruling,
            event=result.event,
            questions=result.questions,
            error=result.error,
            warnings=result.warnings + (() if logged else ("not_logged",)),
            processing_ms=elapsed,
            confidence=result.confidence,
        )

    async def _understand(self, cleaned: Cleaned, notes: list[str], interactive: bool) -> _Result:
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
            rendered = render.render_not_understood(cleaned.display, MSG_EMPTY, notes=notes)
            return _Result("empty", "not_understood", rendered, event=parsed_event, error="empty",
                           confidence=confidence)
        if kind == "other" or parsed_event.irregularity is None:
            hits = await self._hits(cleaned.text, 3) if kind == "question" else []
            message = MSG_OTHER if kind == "other" else MSG_NOT_UNDERSTOOD
            rendered = render.render_not_understood(cleaned.display, message, notes=notes, hits=hits)
            return _Result(kind, "not_understood", rendered, event=parsed_event, error="not_understood",
                           confidence=confidence)
        event, dropped = self._valid_event(parsed_event)
        ruling = await self._run(self._decide, event)
        return _from_ruling(kind, ruling, interactive, notes, confidence,
                            warnings=("dropped_facts",) if dropped else ())

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
    ) -> Answer:
        """Apply one answered question to the incident's event, re-decide, store a follow-up.

        ``value``: the option's value, its label or its 1-based number."""
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
                                      warnings=("dropped_facts",) if dropped else ())
            except Exception as exc:
                code, message = _error_code(exc)
                _log_failure(f"cannot re-decide incident {incident_id}", code, exc)
                result = _Result(kind, "error", render.render_message(message), event=event, error=code)
            elapsed = int((time.perf_counter() - started) * 1000)
            logged = await self._log_follow_up(incident.id, question.id, option.value, result, user_id, elapsed)
            return Answer(
                input=incident.raw_text,
                text=result.rendered.text,
                html=result.rendered.html,
                kind=result.kind,
                status=result.status,
                incident_id=incident.id,
                ruling=result.ruling,
                event=result.event,
                questions=result.questions,
                error=result.error,
                warnings=result.warnings + (() if logged else ("not_logged",)),
                processing_ms=elapsed,
            )

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


def _from_ruling(
    kind: str, ruling: Ruling, interactive: bool, notes: Sequence[str], confidence: float | None,
    warnings: tuple[str, ...] = (),
) -> _Result:
    if ruling.status is Status.NOT_UNDERSTOOD:
        error = "not_understood"
    elif ruling.status is Status.OUT_OF_SCOPE:
        error = "out_of_scope"
    else:
        error = None
    rendered = render.render_ruling(ruling, interactive=interactive, notes=notes)
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
