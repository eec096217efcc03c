"""Input hygiene: whatever arrives (bytes, control characters, HTML, 20 000 characters)
becomes a text that is safe to store, to echo back and to parse.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

MAX_PARSE_CHARS = 2000  # the parser reads at most this much
MAX_STORE_CHARS = 10000  # the incident log keeps at most this much of the raw text
_TAG_RE = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]{0,300})?/?>")
_SPACE_RE = re.compile(r"[ \t\u00a0]+")
_KEEP_CONTROL = {"\n", "\t", "\r"}


@dataclass(frozen=True)
class Cleaned:
    """One incoming message after hygiene.

    ``safe``: the whole message as valid UTF-8 without NUL (for the log and for echoing);
    ``text``: what the parser reads (no tags, no control characters, at most
    ``MAX_PARSE_CHARS``); ``length``: characters received.
    """

    safe: str
    text: str
    length: int
    truncated: bool = False
    binary: bool = False
    markup: bool = False
    control_chars: bool = False

    @property
    def empty(self) -> bool:
        return not self.text.strip()

    @property
    def display(self) -> str:
        """The message as received, minus control characters: for quoting it back."""
        return "".join(" " if _is_junk(ch) else ch for ch in self.safe)

    @property
    def has_words(self) -> bool:
        """Any letter or digit at all (a message of only emoji or punctuation has none)."""
        return any(ch.isalnum() for ch in self.text)

    @property
    def warnings(self) -> tuple[str, ...]:
        found = []
        if self.truncated:
            found.append("too_long")
        if self.markup:
            found.append("markup_removed")
        if self.control_chars:
            found.append("control_chars_removed")
        return tuple(found)


def to_text(raw: str | bytes | None) -> tuple[str, int]:
    """Decode anything to a str that encodes as UTF-8; returns (text, undecodable count)."""
    if raw is None:
        return "", 0
    if isinstance(raw, (bytes, bytearray, memoryview)):
        text = bytes(raw).decode("utf-8", errors="replace")
        return text, text.count("\ufffd")
    text = str(raw)
    try:
        text.encode("utf-8")
        return text, 0
    except UnicodeEncodeError:
        # lone surrogates (from surrogateescape'd argv or broken JSON): back to bytes, then replace
        fixed = text.encode("utf-8", errors="surrogateescape" if _only_escapes(text) else "replace")
        decoded = fixed.decode("utf-8", errors="replace")
        return decoded, decoded.count("\ufffd")


def _only_escapes(text: str) -> bool:
    return all(not 0xD800 <= ord(ch) <= 0xDFFF or 0xDC80 <= ord(ch) <= 0xDCFF for ch in text)


def _is_junk(ch: str) -> bool:
    if ch in _KEEP_CONTROL:
        return False
    return ch == "\ufffd" or unicodedata.category(ch) == "Cc"


def clean(raw: str | bytes | None, limit: int = MAX_PARSE_CHARS) -> Cleaned:
    text, _ = to_text(raw)
    length = len(text)
    safe = text.replace("\x00", "\ufffd")[:MAX_STORE_CHARS]

    junk = sum(1 for ch in text if _is_junk(ch))
    # Binary: NUL bytes, or more than a tenth of the message undecodable/control characters.
    binary = "\x00" in text or (junk >= 3 and junk > len(text) / 10)

    body = unicodedata.normalize("NFC", text)
    markup = bool(_TAG_RE.search(body))
    if markup:
        body = _TAG_RE.sub(" ", body)
        body = html.unescape(body)
    control = any(_is_junk(ch) for ch in body)
    body = "".join(" " if _is_junk(ch) else ch for ch in body)
    # format characters (zero-width spaces, bidi marks) confuse the tokenizer
    body = "".join(ch for ch in body if unicodedata.category(ch) != "Cf" or ch == "\u200d")
    body = "\n".join(_SPACE_RE.sub(" ", line).strip() for line in body.replace("\r", "\n").split("\n"))
    body = re.sub(r"\n{3,}", "\n\n", body).strip()

    truncated = len(body) > limit
    if truncated:
        cut = body[:limit]
        space = max(cut.rfind(" "), cut.rfind("\n"))
        body = cut[:space] if space > limit * 0.8 else cut
    return Cleaned(
        safe=safe,
        text="" if binary else body,
        length=length,
        truncated=truncated and not binary,
        binary=binary,
        markup=markup,
        control_chars=control and not binary,
    )


def shorten(text: str, limit: int = 80) -> str:
    """One line, at most ``limit`` characters, with an ellipsis when cut."""
    line = " ".join("".join(" " if _is_junk(ch) else ch for ch in text).split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def dutch_number(n: int) -> str:
    return f"{n:,}".replace(",", ".")
