"""The ``tdbot`` command, in-process (``main(argv)``) and as a real subprocess."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import laws
from bot import cli
from bot.cli import main
from conftest import CALL_OUT_OF_ROTATION, REVOKE
from doubles import ScriptedParser, ambiguous

SUBCOMMANDS = ("chat", "serve", "ask", "log", "artikel", "zoek")
ROOT = Path(__file__).resolve().parents[1]


def run_tdbot(*args: str, stdin: bytes | None = None, env: dict | None = None, timeout: float = 120):
    """``python -m bot ARGS`` with the test's environment (private database)."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "bot", *args], input=stdin, capture_output=True,
                          env=full_env, cwd=ROOT, timeout=timeout)


def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def _json_lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def test_help_lists_every_subcommand(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out
    assert "TELEGRAM_BOT_TOKEN" in out


def test_console_script_help_as_a_subprocess():
    result = run_tdbot("--help")
    assert result.returncode == 0
    out = result.stdout.decode()
    assert all(name in out for name in SUBCOMMANDS)


def test_ask_json_single(capsys):
    assert main(["ask", "--json", "hallo, hoe gaat het?"]) == 0
    [data] = _json_lines(capsys.readouterr().out)
    assert {"input", "event", "citations", "ruling", "questions", "tricks_transferred", "incident_id"} <= set(data)
    assert data["input"] == "hallo, hoe gaat het?"
    assert data["error"] == "not_understood"
    assert isinstance(data["incident_id"], int)


def test_ask_human_readable(capsys):
    assert main(["ask", "hallo"]) == 0
    out = capsys.readouterr().out
    assert "Bijvoorbeeld" in out and not out.lstrip().startswith("{")


def test_ask_json_stdin_batch_keeps_order_and_survives_junk():
    lines = [b"eerste melding: hallo", b"", b"\x00\x01\xff\xfe binary \x89PNG", "😀😀".encode(),
             b"<b>vet</b> & zo", ("x" * 20000).encode(), b"laatste melding"]
    result = run_tdbot("ask", "--json", stdin=b"\n".join(lines) + b"\n")
    assert result.returncode == 0, result.stderr.decode()
    out = result.stdout.decode("utf-8")
    objects = _json_lines(out)
    assert len(objects) == len(lines) == len(out.splitlines())
    assert objects[0]["input"] == "eerste melding: hallo"
    assert objects[-1]["input"] == "laatste melding"
    assert objects[1]["error"] == "empty"
    assert objects[2]["error"] == "binary"
    assert objects[3]["error"] == "empty"
    assert objects[4]["input"] == "<b>vet</b> & zo"
    assert "too_long" in objects[5]["warnings"]
    ids = [o["incident_id"] for o in objects]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert "Traceback" not in result.stderr.decode()


def test_ask_json_stdin_in_process(monkeypatch, capsys):
    _stdin(monkeypatch, "een\ntwee\ndrie\n".encode())
    assert main(["ask", "--json"]) == 0
    assert [o["input"] for o in _json_lines(capsys.readouterr().out)] == ["een", "twee", "drie"]


def test_serve_without_token_exits_2_naming_the_variable(capsys):
    assert main(["serve"]) == 2
    assert "TELEGRAM_BOT_TOKEN" in capsys.readouterr().err


def test_serve_without_token_as_a_subprocess():
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    result = subprocess.run([sys.executable, "-m", "bot", "serve"], capture_output=True, env=env, cwd=ROOT,
                            timeout=60)
    assert result.returncode == 2
    assert b"TELEGRAM_BOT_TOKEN" in result.stderr


def test_bad_setting_exits_2_naming_it(monkeypatch, capsys):
    monkeypatch.setenv("TDBOT_LOG_LEVEL", "LUID")
    assert main(["log"]) == 2
    assert "TDBOT_LOG_LEVEL" in capsys.readouterr().err


def test_misuse_exits_2():
    with pytest.raises(SystemExit) as info:
        main(["log", "-n", "veel"])
    assert info.value.code == 2


def test_log_shows_the_latest_incidents(capsys):
    for text in ("melding een", "melding twee", "melding drie"):
        main(["ask", "--json", text])
    capsys.readouterr()
    assert main(["log", "--json", "-n", "2"]) == 0
    rows = _json_lines(capsys.readouterr().out)
    assert [r["raw_text"] for r in rows] == ["melding drie", "melding twee"]
    assert rows[0]["created_at"].endswith("+00:00")
    assert main(["log", "-n", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and "melding drie" in out[0]


def test_log_on_an_empty_database(capsys):
    assert main(["log"]) == 0
    assert "Nog geen meldingen" in capsys.readouterr().out


@pytest.mark.needs_laws
@pytest.mark.parametrize("spelling", ["64a2", "64 A 2", "art. 64A2", "artikel 64A2"])
def test_artikel_json(capsys, spelling):
    assert main(["artikel", spelling, "--json"]) == 0
    [data] = _json_lines(capsys.readouterr().out)
    assert set(data) == {"id", "title", "text", "source", "parent", "children", "references"}
    unit = laws.CORPUS.get("64A2")
    assert data == unit.to_json(laws.CORPUS.children("64A2"))
    assert data["id"] == "64A2" and data["parent"] == "64A"


@pytest.mark.needs_laws
def test_artikel_text_shows_context_source_and_children(capsys):
    assert main(["artikel", "artikel", "64"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Artikel 64 – ")
    assert "Bron:" in out
    for child in laws.CORPUS.children("64"):
        assert child in out


@pytest.mark.needs_laws
def test_unknown_artikel_suggests_the_nearest(capsys):
    assert main(["artikel", "64A9"]) == 1
    out = capsys.readouterr().out
    assert "ken ik niet" in out
    nearest = laws.CORPUS.nearest("64A9")
    assert nearest and all(unit_id in out for unit_id in nearest)


@pytest.mark.needs_laws
def test_artikel_all_json_one_object_per_unit(capsys):
    assert main(["artikel", "--all", "--json"]) == 0
    objects = _json_lines(capsys.readouterr().out)
    assert len(objects) == len(laws.CORPUS)
    assert {o["id"] for o in objects} == set(laws.CORPUS.units)


def test_artikel_without_id_is_misuse(capsys):
    assert main(["artikel"]) == 2


def test_zoek_prints_hits_or_says_nothing_was_found(capsys):
    assert main(["zoek", "strafkaart"]) == 0
    out = capsys.readouterr().out
    assert "strafkaart" in out
    assert ("Gevonden voor" in out and "Artikel " in out) or "Niets gevonden" in out


def test_chat_as_a_subprocess_answers_and_stops():
    result = run_tdbot("chat", stdin="hallo\n/help\nstop\nnooit gelezen\n".encode())
    assert result.returncode == 0, result.stderr.decode()
    out = result.stdout.decode()
    assert "tdbot" in out and "Bijvoorbeeld" in out
    assert "nooit gelezen" not in out


def test_no_subcommand_without_token_is_the_chat():
    result = run_tdbot(stdin=b"")  # Ctrl-D at once
    assert result.returncode == 0
    assert "Beschrijf wat er aan tafel gebeurde" in result.stdout.decode()


@pytest.mark.needs_laws
def test_chat_offers_the_question_as_a_numbered_prompt(monkeypatch, capsys, isolated_env):
    from bot.service import TdService
    from bot.store import IncidentStore

    text = "Z bood iets raars"
    parser = ScriptedParser({text: ambiguous(text, "call_out_of_rotation", "insufficient_bid")})
    monkeypatch.setattr(cli, "_service", lambda settings, with_store=True: TdService(
        IncidentStore(settings.effective_database_url) if with_store else None, parser=parser))
    _stdin(monkeypatch, f"{text}\n2\nstop\n".encode())

    assert main(["chat"]) == 0
    out = capsys.readouterr().out
    label = laws.SCHEMA.irregularities["insufficient_bid"].label
    assert "1) " in out and f"2) {label}" in out
    expected = laws.decide(laws.Event.of("insufficient_bid"))
    # the disambiguation prompt, then the engine's own first question if it still needs one
    assert out.count("Keuze") == (2 if expected.questions else 1)
    assert expected.headline in out

    import sqlite3

    db = isolated_env.split("///", 1)[1]
    with sqlite3.connect(db) as conn:
        [(question_id, value, channel)] = conn.execute(
            "select f.question_id, f.value, i.channel from followup f join incident i on i.id = f.incident_id")
    assert (question_id, json.loads(value), channel) == ("irregularity", "insufficient_bid", "chat")


@pytest.mark.needs_parser
def test_ask_json_rules_on_a_revoke(capsys):
    assert main(["ask", "--json", REVOKE]) == 0
    [data] = _json_lines(capsys.readouterr().out)
    assert data["citations"][0] == "64A1"
    assert data["tricks_transferred"] == 2
    assert data["event"]["irregularity"] == "revoke"
    assert "error" not in data


@pytest.mark.needs_parser
def test_ask_json_rules_on_a_call_out_of_rotation(capsys):
    assert main(["ask", "--json", CALL_OUT_OF_ROTATION]) == 0
    [data] = _json_lines(capsys.readouterr().out)
    assert data["citations"][0] == "31B"
