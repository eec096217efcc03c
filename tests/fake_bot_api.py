"""A fake Telegram Bot API server for tests: stdlib only, on 127.0.0.1, a random port.

It runs in a thread (``http.server.ThreadingHTTPServer``), so a real PTB
``Application`` in the test's event loop can long-poll it. Every request is recorded
(method + decoded params); tests queue updates and assert on what the bot sent::

    with FakeBotApi() as api:
        settings = Settings(telegram_token=api.token, telegram_api_url=api.base_url, ...)
        api.queue_text("hallo")
        await api.wait_for("sendMessage")

``base_url`` is what PTB's ``base_url`` expects: the token is appended to it.
Group chats, mentions (entities with UTF-16 offsets), replies, edited messages and
media are built by ``queue_text`` / ``queue_media``; files sent with ``sendDocument``
(multipart) arrive as bytes in ``params["document"]``.
"""

from __future__ import annotations

import asyncio
import email.parser
import email.policy
import itertools
import json
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import parse_qsl, urlsplit

BOT_ID = 7000001
BOT_USERNAME = "tdbot_test_bot"
# Parameters PTB sends JSON-encoded; every other form value is a plain string.
JSON_PARAMS = {
    "reply_markup", "commands", "allowed_updates", "entities", "scope", "link_preview_options",
    "reply_parameters", "caption_entities", "chat_id", "message_id", "offset", "limit", "timeout",
    "show_alert", "cache_time", "drop_pending_updates", "disable_notification", "protect_content",
    "reply_to_message_id", "allow_sending_without_reply", "message_thread_id",
}


@dataclass
class Request:
    method: str
    params: dict[str, Any]
    at: float = field(default_factory=time.monotonic)
    result: Any = None  # what the fake API answered (e.g. the Message of a sendMessage)


class FakeBotApi:
    """The server plus the state it serves: updates to hand out, requests received."""

    def __init__(self, token: str = "123456:TEST-TOKEN", *, max_poll_wait: float = 0.25) -> None:
        self.token = token
        self.max_poll_wait = max_poll_wait
        self.requests: list[Request] = []
        self._updates: list[dict] = []
        self._lock = threading.Condition()
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(100)
        self._commands: dict[str, list[dict]] = {}  # per scope (JSON of the scope)
        self._chats: dict[int, dict] = {}  # chats seen in queued updates, by id
        self._failures: dict[str, list[tuple[int, str]]] = {}
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- life cycle -------------------------------------------------------------------
    def start(self) -> "FakeBotApi":
        api = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802
                api._handle(self)

            do_GET = do_POST  # noqa: N815

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-bot-api", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            with self._lock:
                self._lock.notify_all()
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> "FakeBotApi":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._server is not None, "server not started"
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    # -- queueing updates -------------------------------------------------------------
    def queue(self, update: dict) -> dict:
        with self._lock:
            update = {"update_id": next(self._update_ids), **update}
            self._updates.append(update)
            self._lock.notify_all()
        return update

    def user(self, user_id: int = 4242) -> dict:
        return {"id": user_id, "is_bot": False, "first_name": "Wedstrijd", "last_name": "Leider",
                "language_code": "nl"}

    def chat(self, chat_id: int = 4242, chat_type: str | None = None) -> dict:
        """The chat as Telegram describes it; a chat keeps the type it was first used with."""
        known = self._chats.get(chat_id)
        if known is not None and chat_type in (None, known["type"]):
            return dict(known)
        chat_type = chat_type or ("private" if chat_id > 0 else "supergroup")
        if chat_type == "private":
            chat = {"id": chat_id, "type": "private", "first_name": "Wedstrijd"}
        else:
            chat = {"id": chat_id, "type": chat_type, "title": "Bridgeclub"}
        self._chats[chat_id] = chat
        return dict(chat)

    def message(
        self, *, chat_id: int = 4242, user_id: int = 4242, chat_type: str | None = None,
        reply_to: dict | None = None, **fields: Any,
    ) -> dict:
        message = {
            "message_id": next(self._message_ids),
            "date": int(time.time()),
            "chat": self.chat(chat_id, chat_type),
            "from": self.user(user_id),
            **fields,
        }
        if reply_to is not None:
            message["reply_to_message"] = reply_to
        return message

    def queue_text(
        self, text: str, *, chat_id: int = 4242, user_id: int = 4242, chat_type: str | None = None,
        reply_to: dict | None = None, edited: bool = False,
    ) -> dict:
        """A text message (``edited``: an edited_message update); commands and @mentions get entities."""
        message = self.message(chat_id=chat_id, user_id=user_id, chat_type=chat_type, reply_to=reply_to, text=text)
        entities = _entities(text)
        if entities:
            message["entities"] = entities
        if edited:
            message["edit_date"] = int(time.time())
            return self.queue({"edited_message": message})
        return self.queue({"message": message})

    def queue_edit(self, original: dict, text: str) -> dict:
        """The user edits a message queued before (same message id)."""
        message = {**original["message"], "text": text, "edit_date": int(time.time())}
        message.pop("entities", None)
        if _entities(text):
            message["entities"] = _entities(text)
        return self.queue({"edited_message": message})

    def queue_media(
        self, kind: str, *, caption: str | None = None, chat_id: int = 4242, user_id: int = 4242,
        chat_type: str | None = None, reply_to: dict | None = None,
    ) -> dict:
        """A photo, sticker, voice message or document, optionally with a caption."""
        file = {"file_id": f"file-{kind}", "file_unique_id": f"u-{kind}"}
        payload: dict[str, Any] = {
            "photo": {"photo": [{**file, "width": 90, "height": 90}]},
            "sticker": {"sticker": {**file, "width": 512, "height": 512, "is_animated": False,
                                    "is_video": False, "type": "regular"}},
            "voice": {"voice": {**file, "duration": 3}},
            "document": {"document": {**file, "file_name": "spelverloop.pdf"}},
        }[kind]
        if caption is not None:
            payload["caption"] = caption
            if _entities(caption):
                payload["caption_entities"] = _entities(caption)
        message = self.message(chat_id=chat_id, user_id=user_id, chat_type=chat_type, reply_to=reply_to, **payload)
        return self.queue({"message": message})

    def sent_texts(self, after: int = 0) -> list[str]:
        return [r.params.get("text", "") for r in self.calls()[after:] if r.method == "sendMessage"]

    def commands(self, scope: dict | None = None) -> list[dict]:
        """The commands last set for ``scope`` (None: the default scope)."""
        with self._lock:
            return list(self._commands.get(_scope_key(scope), []))

    def queue_callback(self, data: str, message: dict, *, user_id: int = 4242) -> dict:
        """A tap on an inline button of ``message`` (a message the bot sent, as recorded)."""
        return self.queue({
            "callback_query": {
                "id": f"cbq-{next(self._update_ids)}",
                "from": self.user(user_id),
                "chat_instance": "fake-chat-instance",
                "data": data,
                "message": message,
            }
        })

    def fail_next(self, method: str, status: int = 400, description: str = "Bad Request: test failure") -> None:
        """Make the next call of ``method`` fail like the real API does."""
        with self._lock:
            self._failures.setdefault(method, []).append((status, description))

    # -- inspecting requests ----------------------------------------------------------
    def calls(self, method: str | None = None) -> list[Request]:
        with self._lock:
            return [r for r in self.requests if method is None or r.method == method]

    def methods(self) -> list[str]:
        return [r.method for r in self.calls()]

    async def wait_for(
        self, method: str, predicate: Callable[[Request], bool] = lambda r: True, *,
        timeout: float = 10.0, after: int = 0,
    ) -> Request:
        """The first request of ``method`` (from index ``after`` on) matching ``predicate``."""
        deadline = time.monotonic() + timeout
        while True:
            with self._lock:
                for request in self.requests[after:]:
                    if request.method == method and predicate(request):
                        return request
            if time.monotonic() > deadline:
                raise AssertionError(f"no {method} request within {timeout}s; received: {self.methods()}")
            await asyncio.sleep(0.02)

    # -- the HTTP side ----------------------------------------------------------------
    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        path = urlsplit(handler.path).path
        prefix = f"/bot{self.token}/"
        if not path.startswith(prefix):
            self._send(handler, 404, {"ok": False, "error_code": 404, "description": "Not Found"})
            return
        method = path[len(prefix):]
        length = int(handler.headers.get("Content-Length") or 0)
        body = handler.rfile.read(length) if length else b""
        params = _decode(handler.headers.get("Content-Type", ""), body)
        params.update(dict(parse_qsl(urlsplit(handler.path).query)))
        request = Request(method, params)
        with self._lock:
            failures = self._failures.get(method)
            failure = failures.pop(0) if failures else None
        if failure is not None:
            status, description = failure
            request.result = {"error_code": status, "description": description}
            with self._lock:
                self.requests.append(request)
            self._send(handler, status, {"ok": False, "error_code": status, "description": description})
            return
        request.result = self._result(method, params)
        with self._lock:
            self.requests.append(request)
        self._send(handler, 200, {"ok": True, "result": request.result})

    def _send(self, handler: BaseHTTPRequestHandler, status: int, payload: dict) -> None:
        data = json.dumps(payload).encode()
        try:
            handler.send_response(status)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):  # the bot hung up (shutting down)
            handler.close_connection = True

    def _bot_user(self) -> dict:
        return {"id": BOT_ID, "is_bot": True, "first_name": "tdbot", "username": BOT_USERNAME,
                "can_join_groups": True, "can_read_all_group_messages": False, "supports_inline_queries": False}

    def _message(self, params: dict, **extra: Any) -> dict:
        chat_id = params.get("chat_id", 0)
        message = {
            "message_id": params.get("message_id") or next(self._message_ids),
            "date": int(time.time()),
            "chat": self.chat(int(chat_id)) if str(chat_id).lstrip("-").isdigit() else self.chat(0),
            "from": self._bot_user(),
            **extra,
        }
        markup = params.get("reply_markup")
        if isinstance(markup, dict) and "inline_keyboard" in markup:  # Telegram echoes inline keyboards only
            message["reply_markup"] = markup
        return message

    def _result(self, method: str, params: dict) -> Any:
        if method == "getMe":
            return self._bot_user()
        if method == "getUpdates":
            return self._get_updates(params)
        if method in ("deleteWebhook", "setWebhook", "answerCallbackQuery", "close", "logOut",
                      "sendChatAction", "deleteMessage", "deleteMyCommands"):
            return True
        if method == "setMyCommands":
            commands = params.get("commands") or []
            with self._lock:
                self._commands[_scope_key(params.get("scope"))] = list(commands)
            return True
        if method == "getMyCommands":
            return self.commands(params.get("scope"))
        if method == "getWebhookInfo":
            return {"url": "", "has_custom_certificate": False, "pending_update_count": len(self._updates)}
        if method == "sendMessage":
            return self._message(params, text=params.get("text", ""))
        if method == "editMessageText":
            if params.get("inline_message_id"):
                return True
            return self._message(params, text=params.get("text", ""), edit_date=int(time.time()))
        if method == "editMessageReplyMarkup":
            return self._message(params)
        if method == "sendDocument":
            document = {"file_id": "fake-file-id", "file_unique_id": "fake-unique",
                        "file_name": params.get("document_filename", "document")}
            return self._message(params, document=document, caption=params.get("caption"))
        return True  # every other method: accepted and recorded

    def _get_updates(self, params: dict) -> list[dict]:
        offset = int(params.get("offset") or 0)
        timeout = float(params.get("timeout") or 0)
        deadline = time.monotonic() + min(timeout, self.max_poll_wait)
        with self._lock:
            if offset:
                self._updates = [u for u in self._updates if u["update_id"] >= offset]
            while not self._updates and time.monotonic() < deadline and self._server is not None:
                self._lock.wait(max(0.0, deadline - time.monotonic()))
            limit = int(params.get("limit") or 100)
            return list(self._updates[:limit])


def _scope_key(scope: Any) -> str:
    if not scope or scope == {"type": "default"}:
        return "default"
    return json.dumps(scope, sort_keys=True)


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _entities(text: str) -> list[dict]:
    """What Telegram marks in a text: a leading /command and every @mention (UTF-16 offsets)."""
    entities = []
    if text.startswith("/"):
        command = text.split()[0]
        entities.append({"type": "bot_command", "offset": 0, "length": _utf16(command)})
    for match in re.finditer(r"(?<![\w/])@\w{3,}", text):
        entities.append({"type": "mention", "offset": _utf16(text[: match.start()]), "length": _utf16(match.group())})
    return entities


def _decode(content_type: str, body: bytes) -> dict[str, Any]:
    """PTB posts form data (JSON-encoded non-string values) or multipart for files."""
    if not body:
        return {}
    if content_type.startswith("application/json"):
        return json.loads(body)
    if content_type.startswith("multipart/form-data"):
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            f"Content-Type: {content_type}\r\n\r\n".encode() + body
        )
        params: dict[str, Any] = {}
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            filename = part.get_filename()
            payload = part.get_payload(decode=True) or b""
            if filename:
                params[f"{name}_filename"] = filename
                params[name] = payload
            else:
                params[name] = _value(name, payload.decode("utf-8", "replace"))
        return params
    return {key: _value(key, value) for key, value in parse_qsl(body.decode("utf-8"), keep_blank_values=True)}


def _value(name: str, raw: str) -> Any:
    if name in JSON_PARAMS:
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw
