"""The ``tdbot`` command: terminal chat, Telegram bot, one-shot answers, the log and the laws.

    tdbot                      Telegram bot when TELEGRAM_BOT_TOKEN is set, else the terminal chat
    tdbot chat                 terminal chat
    tdbot serve                Telegram bot (long polling)
    tdbot ask [--json] TEXT    one answer; ``--json`` without TEXT: one JSON object per stdin line
    tdbot log [--json] [-n N]  the latest incidents (``--feedback``: the latest 👍/👎 instead)
    tdbot artikel ID           one law unit (``--json``, ``--all``)
    tdbot zoek TEXT            search the laws

Exit codes: 0 done (also for messages tdbot could not rule on: their JSON has ``error``),
1 not found or the log/laws could not be read, 2 misuse or a missing/invalid setting.
Subcommands register themselves with ``@command``; adding one is a few lines.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, NoReturn, TextIO

from laws.errors import ConfigError, TdbotError

from .config import Settings

EXIT_OK, EXIT_NOT_FOUND, EXIT_USAGE = 0, 1, 2
STOP_WORDS = {"stop", "exit", "quit", "/stop", "/exit", "/quit", "klaar", "einde"}

Handler = Callable[[argparse.Namespace, Settings], int]


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    handler: Handler
    arguments: Callable[[argparse.ArgumentParser], None] | None = None
    description: str | None = None


COMMANDS: list[Command] = []


def command(
    name: str, help: str, *, arguments: Callable[[argparse.ArgumentParser], None] | None = None,
    description: str | None = None,
) -> Callable[[Handler], Handler]:
    """Register a subcommand: ``@command("naam", "help", arguments=fn)`` on ``def f(args, settings) -> int``."""

    def register(handler: Handler) -> Handler:
        COMMANDS.append(Command(name, help, handler, arguments, description))
        return handler

    return register


# -- output helpers ------------------------------------------------------------------
def _out(text: str = "", stream: TextIO | None = None) -> None:
    stream = stream or sys.stdout
    stream.write(text + "\n")
    stream.flush()


def _json_line(obj: Any) -> None:
    _out(json.dumps(obj, ensure_ascii=False, default=str))


def _err(text: str) -> None:
    _out(f"tdbot: {text}", sys.stderr)


def _service(settings: Settings, *, with_store: bool = True):
    from .service import TdService
    from .store import IncidentStore

    store = IncidentStore(settings.effective_database_url) if with_store else None
    return TdService(store)


# -- tdbot ask -----------------------------------------------------------------------
def _ask_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", nargs="*", metavar="TEXT", help="de melding (zonder TEXT: één melding per regel op stdin)")
    p.add_argument("--json", action="store_true", help="één JSON-object per melding")


def _stdin_lines() -> Iterator[str | bytes]:
    stream = getattr(sys.stdin, "buffer", None) or sys.stdin
    for line in iter(stream.readline, b"" if stream is not sys.stdin else ""):
        yield line.rstrip(b"\r\n") if isinstance(line, bytes) else line.rstrip("\r\n")


def _argv_text(words: Iterable[str]) -> str:
    text = " ".join(words)
    # argv holds undecodable bytes as surrogate escapes: give the service the original bytes
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


@command("ask", "één melding beoordelen (--json: machineleesbaar; zonder TEXT: stdin, één per regel)",
         arguments=_ask_arguments)
def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    if not args.text and sys.stdin.isatty() and not args.json:
        _err("geef een melding, bijvoorbeeld: tdbot ask \"O verzaakt in slag 5, voldongen.\"")
        return EXIT_USAGE
    messages: Iterable[str | bytes] = [_argv_text(args.text)] if args.text else _stdin_lines()

    async def run() -> None:
        service = _service(settings)
        await service.start()
        try:
            first = True
            for message in messages:
                answer = await service.handle(message, channel="cli")
                if args.json:
                    _json_line(answer.to_json())
                else:
                    if not first:
                        _out()
                    _out(answer.text)
                first = False
        finally:
            await service.aclose()

    asyncio.run(run())
    return EXIT_OK


# -- tdbot chat ----------------------------------------------------------------------
BANNER = (
    "tdbot – de wedstrijdleider-assistent. Beschrijf wat er aan tafel gebeurde.\n"
    "Ook: /artikel 64A1, /zoek strafkaart, /help. Stoppen: 'stop' of Ctrl-D."
)


def _readline_history() -> None:
    if not sys.stdin.isatty():
        return
    try:
        import readline  # noqa: F401  (arrow keys and history for input())
    except ImportError:
        pass


def _prompt(text: str) -> str | None:
    try:
        return input(text)
    except EOFError:
        _out()
        return None


@command("chat", "terminalchat met dezelfde service als de Telegram-bot")
def cmd_chat(args: argparse.Namespace, settings: Settings) -> int:
    from . import render

    _readline_history()
    with asyncio.Runner() as runner:
        service = _service(settings)
        runner.run(service.start())
        try:
            _out(BANNER)
            while True:
                line = _prompt("> ")
                if line is None or line.strip().lower() in STOP_WORDS:
                    break
                text = line.strip()
                if not text:
                    continue
                lowered = text.lower()
                if lowered in ("/help", "help", "?", "/start"):
                    _out(render.render_help().text)
                    continue
                if lowered.startswith("/artikel"):
                    _out(runner.run(service.article(text[len("/artikel"):])).text)
                    continue
                if lowered.startswith("/zoek"):
                    _out(runner.run(service.search(text[len("/zoek"):])).text)
                    continue
                answer = runner.run(service.handle(line, channel="chat", interactive=True))
                _out(answer.text)
                if not _chat_questions(runner, service, answer):
                    break
        finally:
            runner.run(service.aclose())
    return EXIT_OK


def _chat_questions(runner: asyncio.Runner, service: Any, answer: Any) -> bool:
    """Offer the pending question as a numbered prompt until none is left; False to quit."""
    while answer.questions and answer.incident_id is not None:
        question = answer.questions[0]
        choice = _prompt("Keuze (nummer, Enter = overslaan): ")
        if choice is None:
            return False
        choice = choice.strip()
        if not choice:
            return True
        if choice.lower() in STOP_WORDS:
            return False
        value: Any = choice
        if choice.isdigit() and 1 <= int(choice) <= len(question.options):
            value = question.options[int(choice) - 1].value
        follow = runner.run(service.answer(answer.incident_id, question.id, value, channel="chat", interactive=True))
        _out(follow.text)
        if follow.error == "invalid_answer":
            continue
        answer = follow
    return True


# -- tdbot serve ---------------------------------------------------------------------
@command("serve", "de Telegram-bot starten (long polling; vereist TELEGRAM_BOT_TOKEN)")
def cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    settings.require_token()
    settings.configure_logging("INFO")
    from .telegram_app import run_polling

    run_polling(settings)
    return EXIT_OK


# -- tdbot log -----------------------------------------------------------------------
def _log_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("-n", type=int, default=10, metavar="N", help="aantal meldingen (standaard 10)")
    p.add_argument("--json", action="store_true", help="één JSON-object per regel, nieuwste eerst")
    p.add_argument("--feedback", action="store_true",
                   help="de laatste feedback (👍/👎 en het juiste artikel) in plaats van de meldingen")


@command("log", "de laatste meldingen uit het logboek (--feedback: de feedback erop)", arguments=_log_arguments)
def cmd_log(args: argparse.Namespace, settings: Settings) -> int:
    from .sanitize import shorten
    from .store import IncidentStore

    if args.n < 0:
        _err("-n moet 0 of groter zijn")
        return EXIT_USAGE
    if args.feedback:
        return _log_feedback(args, settings)

    async def fetch() -> tuple[list, str]:
        async with IncidentStore(settings.effective_database_url) as store:
            return await store.latest(args.n), store.display_url

    incidents, where = asyncio.run(fetch())
    if args.json:
        for incident in incidents:
            _json_line(incident.summary())
        return EXIT_OK
    if not incidents:
        _out(f"Nog geen meldingen in het logboek ({where}).")
        return EXIT_OK
    for incident in incidents:
        when = incident.created_at.strftime("%Y-%m-%d %H:%M UTC")
        cited = ", ".join(incident.citations) or "-"
        state = incident.error or incident.status
        _out(f"#{incident.id}  {when}  {incident.channel:<8}  {state:<14}  {cited:<12}  “{shorten(incident.raw_text, 60)}”")
    return EXIT_OK


def _log_feedback(args: argparse.Namespace, settings: Settings) -> int:
    """``tdbot log --feedback``: the latest votes, newest first, for review."""
    from .sanitize import shorten
    from .store import IncidentStore

    async def fetch() -> tuple[list, str]:
        async with IncidentStore(settings.effective_database_url) as store:
            return await store.latest_feedback(args.n), store.display_url

    rows, where = asyncio.run(fetch())
    if args.json:
        for feedback, incident in rows:
            _json_line({**feedback.summary(), "incident": {
                "raw_text": incident.raw_text, "citations": incident.citations, "status": incident.status,
                "chat_id": incident.chat_id, "created_at": incident.created_at.isoformat()}})
        return EXIT_OK
    if not rows:
        _out(f"Nog geen feedback in het logboek ({where}).")
        return EXIT_OK
    for feedback, incident in rows:
        when = feedback.updated_at.strftime("%Y-%m-%d %H:%M UTC")
        vote = "👍" if feedback.vote == "up" else "👎"
        cited = ", ".join(incident.citations) or "-"
        line = f"#{incident.id}  {when}  {vote}  {feedback.role or '-':<8}  geciteerd: {cited:<12}"
        if feedback.correct_unit:
            line += f"  juist: {feedback.correct_unit:<8}"
        elif feedback.vote == "down":
            line += "  juist: ?       "
        line += f"  “{shorten(incident.raw_text, 60)}”"
        if feedback.note:
            line += f"  toelichting: “{shorten(feedback.note, 80)}”"
        _out(line)
    return EXIT_OK


# -- tdbot artikel -------------------------------------------------------------------
def _artikel_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", nargs="*", metavar="ID", help="bijvoorbeeld 64A2, '64 A 2', 'art. 64A2' of 'artikel 64'")
    p.add_argument("--json", action="store_true", help="als JSON: {id, title, text, source, parent, children, references}")
    p.add_argument("--all", action="store_true", help="alle artikelen en onderdelen (met --json: één per regel)")


@command("artikel", "een artikel of onderdeel van de Spelregels 2017 tonen", arguments=_artikel_arguments)
def cmd_artikel(args: argparse.Namespace, settings: Settings) -> int:
    import laws

    from . import render

    if args.all:
        corpus = laws.CORPUS
        for unit in corpus:
            if args.json:
                _json_line(unit.to_json(corpus.children(unit.id)))
            else:
                _out(render.citation_line(render.PLAIN, unit.id))
        return EXIT_OK
    if not args.id:
        _err("geef een artikel, bijvoorbeeld: tdbot artikel 64A2 (of --all)")
        return EXIT_USAGE
    answer = asyncio.run(_service(settings, with_store=False).article(" ".join(args.id)))
    if args.json:
        _json_line(answer.data if answer.error is None else {"error": answer.error, **(answer.data or {}),
                                                             "message": answer.text})
    else:
        _out(answer.text)
    return EXIT_OK if answer.error is None else EXIT_NOT_FOUND


# -- tdbot zoek ----------------------------------------------------------------------
def _zoek_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", nargs="+", metavar="TEXT", help="zoekwoorden, bijvoorbeeld: strafkaart")
    p.add_argument("-n", type=int, default=5, metavar="N", help="aantal treffers (standaard 5)")
    p.add_argument("--json", action="store_true", help="één JSON-object per treffer")


@command("zoek", "zoeken in de Spelregels 2017 (top 5)", arguments=_zoek_arguments)
def cmd_zoek(args: argparse.Namespace, settings: Settings) -> int:
    answer = asyncio.run(_service(settings, with_store=False).search(" ".join(args.text), limit=max(1, args.n)))
    if args.json:
        for hit in answer.data or []:
            _json_line(hit)
    else:
        _out(answer.text)
    return EXIT_OK if answer.error in (None,) else (EXIT_USAGE if answer.error == "empty" else EXIT_NOT_FOUND)


# the options of ``nlp.evaluate`` that leave spaces out (it is imported only when run: it loads spaCy)
_SPACES_LEFT_OUT = (("joins", "tussen twee woorden"), ("number-joins", "tussen een getal en een woord ('slag7')"),
                    ("punct-joins", "na een leesteken ('voldongen.W')"))


def _eval_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="één JSON-object met alle cijfers")
    p.add_argument("--errors", action="store_true", help="ook de fout begrepen berichten tonen")
    p.add_argument("--shared", metavar="MAP", help="map met incidents.jsonl (standaard ../shared/examples)")
    p.add_argument("--file", metavar="JSONL", action="append",
                   help="meten op dit corpusbestand in plaats van de dev-split; meer keren gegeven: de bestanden samen")
    p.add_argument("--slips", type=int, default=0, metavar="N", help="elk bericht met N tikfouten (vaste seed)")
    p.add_argument("--slip-min", type=int, default=5, metavar="L", help="tikfouten in woorden van minstens L letters (standaard 5)")
    for option, where in _SPACES_LEFT_OUT:
        p.add_argument(f"--{option}", type=int, default=0, metavar="N", help=f"elk bericht met N weggelaten spaties {where} (vaste seed)")
    p.add_argument("--no-punct", action="store_true", help="elk bericht zonder komma's, punten, puntkomma's en dubbele punten")


@command("eval", "de parser en de hele keten meten op de dev-split (en ../shared/examples)", arguments=_eval_arguments)
def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from nlp import evaluate

    argv = [*(["--json"] if args.json else []), *(["--errors"] if args.errors else [])]
    if args.shared:
        argv += ["--shared", args.shared]
    for path in args.file or ():
        argv += ["--file", path]
    if args.slips:
        argv += ["--slips", str(args.slips), "--slip-min", str(args.slip_min)]
    for option, _ in _SPACES_LEFT_OUT:
        if getattr(args, option.replace("-", "_")):
            argv += [f"--{option}", str(getattr(args, option.replace("-", "_")))]
    if args.no_punct:
        argv.append("--no-punct")
    return evaluate.main(argv)


# -- entry point ---------------------------------------------------------------------
class _DutchFormatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
        super().add_usage(usage, actions, groups, "gebruik: " if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> "NoReturn":  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: fout: {message}\n")


def _dutch(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser._positionals.title = "argumenten"
    parser._optionals.title = "opties"
    parser.add_argument("-h", "--help", action="help", help="deze hulp tonen en stoppen")
    return parser


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = _Parser(
        prog="tdbot",
        add_help=False,
        formatter_class=_DutchFormatter,
        description="tdbot: wedstrijdleider-assistent voor bridge. Zonder subcommando: de Telegram-bot "
        "als TELEGRAM_BOT_TOKEN gezet is, anders de terminalchat.",
        epilog="Instellingen via omgevingsvariabelen: TELEGRAM_BOT_TOKEN, TDBOT_TELEGRAM_API_URL, "
        "TDBOT_DATABASE_URL, TDBOT_LOG_LEVEL, TDBOT_DIRECTORS, TDBOT_DIRECTOR_CODE.",
    )
    _dutch(parser)
    parser.add_argument("--version", action="version", version=f"tdbot {__version__}", help="versie tonen")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMANDO", title="subcommando's")
    for cmd in COMMANDS:
        p = _dutch(sub.add_parser(cmd.name, help=cmd.help, description=cmd.description or cmd.help,
                                  add_help=False, formatter_class=_DutchFormatter))
        if cmd.arguments:
            cmd.arguments(p)
        p.set_defaults(handler=cmd.handler)
    return parser


def _default(args: argparse.Namespace, settings: Settings) -> int:
    return cmd_serve(args, settings) if settings.telegram_token else cmd_chat(args, settings)


def _robust_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError):
            pass


def main(argv: list[str] | None = None) -> int:
    _robust_streams()
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = getattr(args, "handler", None) or _default
    try:
        settings = Settings.from_env()
        if args.command != "serve" and (args.command or not settings.telegram_token):
            settings.configure_logging("WARNING")
        return handler(args, settings)
    except ConfigError as exc:
        _err(str(exc))
        return EXIT_USAGE
    except TdbotError as exc:
        _err(str(exc))
        return EXIT_NOT_FOUND
    except KeyboardInterrupt:
        _out()
        return 130
    except BrokenPipeError:  # `tdbot log | head`
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
