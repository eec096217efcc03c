"""The Telegram front end (python-telegram-bot v22), modelled on PTB's examples.

One composition root, ``build_application(settings)``. The service and the store are
created in ``post_init`` and kept in ``application.bot_data``; every handler is a few
lines: extract → call ``TdService`` → reply with its HTML.

- Private chats: any text gets a ruling. Groups: only ``/wl TEXT`` (``/regel``), a message
  that mentions the bot, or a reply to one of its messages; everything else is ignored.
- Under a reply: the open question as buttons (a tap edits the same message with the
  re-decided ruling), a button per cited article, and 👍/👎. A 👎 asks for the right
  article (the user's next message, a reply, or ``/juist 64A2``). All conversation state
  lives in the database keyed by the incident, so a restart or another process continues.
- Roles: directors from ``TDBOT_DIRECTORS`` or registered with ``/aanmelden CODE``; players
  are told to call the director where the law leaves the decision to him; ``/log`` and
  ``/export`` are for directors. A chat never sees another chat's incidents.
- At the edge: replies over 4096 characters are split, user text is escaped, edits and
  non-text messages get a Dutch answer, a user over 20 messages a minute is slowed down,
  outgoing flood control is PTB's ``AIORateLimiter``, errors are logged and answered.
"""

from __future__ import annotations

import html
import logging
import re
from contextlib import asynccontextmanager
from datetime import datetime, timedelta, timezone
from typing import AsyncIterator, Awaitable, Callable

from telegram import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeChat,
    BotCommandScopeDefault,
    ForceReply,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    LinkPreviewOptions,
    Message,
    MessageEntity,
    ReplyParameters,
    Update,
)
from telegram.constants import ChatType, ParseMode
from telegram.error import BadRequest, TelegramError
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    Defaults,
    MessageHandler,
    TypeHandler,
    filters,
)

from . import render
from .config import Settings
from .ratelimit import DROP, OK, UserRateLimiter
from .render import DIRECTOR, PLAYER, Markup
from .service import MSG_INTERNAL, MSG_NAME_UNIT, Answer, TdService, find_unit_reference
from .store import IncidentStore

logger = logging.getLogger(__name__)

CALLBACK_PREFIX = "q"  # q:<incident>:<question id or #index>:<option index>
ARTICLE_PREFIX = "a"  # a:<unit id>
FEEDBACK_PREFIX = "f"  # f:<incident>:up|down
CALLBACK_LIMIT = 64  # bytes, Telegram's limit for callback_data
MAX_ARTICLE_BUTTONS = 6
LOG_SIZE = 10

_START = BotCommand("start", "Uitleg en voorbeelden")
_HELP = BotCommand("help", "Wat ik begrijp, met voorbeelden")
_ARTIKEL = BotCommand("artikel", "Een artikel tonen, bijv. /artikel 64A1")
_ZOEK = BotCommand("zoek", "Zoeken in de spelregels, bijv. /zoek strafkaart")
_JUIST = BotCommand("juist", "Het juiste artikel noemen na een 👎, bijv. /juist 64A2")
_AANMELDEN = BotCommand("aanmelden", "Aanmelden als wedstrijdleider met de code")
_LOG = BotCommand("log", "De laatste 10 meldingen van dit gesprek (wedstrijdleiders)")
_EXPORT = BotCommand("export", "Alle meldingen van dit gesprek als CSV (wedstrijdleiders)")
_WL = BotCommand("wl", "Een situatie voorleggen, bijv. /wl O verzaakt in slag 5")
_REGEL = BotCommand("regel", "Hetzelfde als /wl")

BOT_COMMANDS = (_START, _HELP, _ARTIKEL, _ZOEK, _JUIST, _AANMELDEN)  # private chats (default scope)
DIRECTOR_COMMANDS = (*BOT_COMMANDS, _LOG, _EXPORT)  # a director's own chat
GROUP_COMMANDS = (_WL, _REGEL, _ARTIKEL, _ZOEK, _JUIST, _LOG, _EXPORT, _HELP)  # every group

WELCOME = "Hallo! Ik ben tdbot, de wedstrijdleider-assistent voor bridge."
NON_TEXT = "Ik kan alleen tekstberichten lezen."
MEDIA_ANSWERS = {
    "sticker": "Stickers kan ik niet lezen.",
    "voice": "Spraakberichten kan ik niet beluisteren.",
    "audio": "Geluidsbestanden kan ik niet beluisteren.",
    "video_note": "Videoberichten kan ik niet bekijken.",
    "video": "Video's kan ik niet bekijken.",
    "animation": "GIF's kan ik niet bekijken.",
    "photo": "Foto's kan ik niet bekijken.",
    "document": "Bestanden kan ik niet openen.",
    "location": "Een locatie kan ik niet gebruiken.",
    "contact": "Een contactkaart kan ik niet gebruiken.",
    "poll": "Peilingen kan ik niet lezen.",
}
DESCRIBE = "Beschrijf in een paar woorden wat er aan tafel gebeurde."
UNKNOWN_COMMAND = "Dat commando ken ik niet."
UNKNOWN_BUTTON = "Deze knop ken ik niet (meer)."
UNKNOWN_INCIDENT = "Deze melding ken ik niet (meer); stuur de situatie opnieuw."
FOREIGN_INCIDENT = "Deze melding hoort bij een ander gesprek."
STALE_QUESTION = "Deze vraag is al beantwoord."
TAP_FAILED = "Er ging iets mis; probeer het opnieuw."
EDITED_NOTE = "Je hebt je bericht aangepast; dit is mijn antwoord op de nieuwe tekst."
WL_EMPTY = "Beschrijf na /wl wat er gebeurde, bijvoorbeeld: /wl O verzaakt in slag 5, voldongen."
DIRECTORS_ONLY = (
    "Dit commando is alleen voor wedstrijdleiders. Ben je wedstrijdleider? Meld je dan in een "
    "privégesprek met mij aan met /aanmelden CODE."
)
REGISTER_IN_PRIVATE = (
    "Stuur /aanmelden alleen in een privégesprek met mij: in een groep kan iedereen de code lezen. "
    "Vraag de beheerder om een nieuwe code als deze nu uitgelekt is."
)
EXPORT_EMPTY = "Nog geen meldingen in dit gesprek om te exporteren."
EXPORT_CAPTION = "{count} meldingen uit dit gesprek (CSV met puntkomma's, UTF-8)."
SLOW_DOWN = (
    "Rustig aan: je stuurt meer dan {limit} berichten per minuut. Wacht even, dan help ik je graag weer."
)
SLOW_DOWN_SHORT = "Even rustig aan; probeer het zo opnieuw."
ROLE_LINE = {
    DIRECTOR: "Je bent wedstrijdleider: je krijgt de volledige uitspraak en kunt /log en /export gebruiken.",
    PLAYER: "Je gebruikt tdbot als speler: waar de wedstrijdleider beslist, vraag ik je hem erbij te roepen.",
}


# -- callback data -------------------------------------------------------------------
def encode_callback(incident_id: int, question_id: str, question_index: int, option_index: int) -> str:
    """``q:<incident>:<question id>:<option>``; ``#<question index>`` when the id is too long."""
    data = f"{CALLBACK_PREFIX}:{incident_id}:{question_id}:{option_index}"
    if len(data.encode()) > CALLBACK_LIMIT:
        data = f"{CALLBACK_PREFIX}:{incident_id}:#{question_index}:{option_index}"
    return data


def decode_callback(data: str | None) -> tuple[int, str, int] | None:
    """(incident id, question id or ``#index``, option index), or None for foreign data."""
    parts = (data or "").split(":")
    if len(parts) != 4 or parts[0] != CALLBACK_PREFIX:
        return None
    _, incident, question, option = parts
    if not (incident.isdigit() and option.isdigit() and question):
        return None
    return int(incident), question, int(option)


def encode_feedback(incident_id: int, vote: str) -> str:
    return f"{FEEDBACK_PREFIX}:{incident_id}:{vote}"


def decode_feedback(data: str | None) -> tuple[int, str] | None:
    parts = (data or "").split(":")
    if len(parts) != 3 or parts[0] != FEEDBACK_PREFIX or not parts[1].isdigit() or parts[2] not in ("up", "down"):
        return None
    return int(parts[1]), parts[2]


def encode_article(unit_id: str) -> str | None:
    data = f"{ARTICLE_PREFIX}:{unit_id}"
    return data if len(data.encode()) <= CALLBACK_LIMIT else None


def decode_article(data: str | None) -> str | None:
    prefix, sep, unit = (data or "").partition(":")
    return unit if prefix == ARTICLE_PREFIX and sep and unit else None


def incident_of(message: Message | None) -> int | None:
    """The incident a message of tdbot is about, read from its buttons."""
    markup = getattr(message, "reply_markup", None)
    for row in getattr(markup, "inline_keyboard", None) or ():
        for button in row:
            question = decode_callback(button.callback_data)
            if question is not None:
                return question[0]
            feedback = decode_feedback(button.callback_data)
            if feedback is not None:
                return feedback[0]
    return None


def _vote_label(vote: str, count: int) -> str:
    emoji = "👍" if vote == "up" else "👎"
    return f"{emoji} {count}" if count else emoji


def keyboard(answer: Answer, votes: tuple[int, int] = (0, 0)) -> InlineKeyboardMarkup | None:
    """Buttons under a reply: the first open question (the text shows only that one, too);
    under a ruling one button per cited article and 👍/👎."""
    if answer.incident_id is None:
        return None
    rows: list[list[InlineKeyboardButton]] = []
    if answer.questions:
        question = answer.questions[0]
        buttons = [
            InlineKeyboardButton(option.label[:60],
                                 callback_data=encode_callback(answer.incident_id, question.id, 0, i))
            for i, option in enumerate(question.options)
        ]
        rows += [buttons[i : i + 3] for i in range(0, len(buttons), 3)]
    if answer.ruling is not None and answer.status in ("decided", "out_of_scope") and not answer.questions:
        articles = [
            InlineKeyboardButton(f"📖 {unit}", callback_data=data)
            for unit in dict.fromkeys(answer.citations)
            if (data := encode_article(unit)) is not None
        ][:MAX_ARTICLE_BUTTONS]
        rows += [articles[i : i + 3] for i in range(0, len(articles), 3)]
        rows.append([
            InlineKeyboardButton(_vote_label("up", votes[0]), callback_data=encode_feedback(answer.incident_id, "up")),
            InlineKeyboardButton(_vote_label("down", votes[1]),
                                 callback_data=encode_feedback(answer.incident_id, "down")),
        ])
    return InlineKeyboardMarkup(rows) if rows else None


def with_votes(markup: InlineKeyboardMarkup | None, up: int, down: int) -> InlineKeyboardMarkup | None:
    """The same keyboard with the 👍/👎 counts brought up to date."""
    if markup is None:
        return None
    rows = []
    for row in markup.inline_keyboard:
        new_row = []
        for button in row:
            feedback = decode_feedback(button.callback_data)
            if feedback is not None:
                label = _vote_label(feedback[1], up if feedback[1] == "up" else down)
                button = InlineKeyboardButton(label, callback_data=button.callback_data)
            new_row.append(button)
        rows.append(new_row)
    return InlineKeyboardMarkup(rows)


# -- group chats: is a message for tdbot? ----------------------------------------------
def _mentions_bot(message: Message) -> bool:
    bot = message.get_bot()
    handle = f"@{bot.username}".lower()
    for entity, text in {**message.parse_entities(), **message.parse_caption_entities()}.items():
        if entity.type == MessageEntity.MENTION and text.lower() == handle:
            return True
        if entity.type == MessageEntity.TEXT_MENTION and entity.user and entity.user.id == bot.id:
            return True
    return False


def _replies_to_bot(message: Message) -> bool:
    replied = message.reply_to_message
    return bool(replied and replied.from_user and replied.from_user.id == message.get_bot().id)


def _command_for_bot(message: Message) -> bool:
    """``/cmd@tdbot``: a command addressed to tdbot by name (others may be for other bots)."""
    text = message.text or ""
    first = text.split(maxsplit=1)[0] if text.startswith("/") else ""
    _, at, name = first.partition("@")
    return bool(at) and name.lower() == (message.get_bot().username or "").lower()


class _Addressed(filters.MessageFilter):
    """A group message meant for tdbot: it mentions the bot or replies to one of its messages."""

    def filter(self, message: Message) -> bool:
        return _mentions_bot(message) or _replies_to_bot(message)


class _CommandForBot(filters.MessageFilter):
    def filter(self, message: Message) -> bool:
        return _command_for_bot(message)


ADDRESSED = _Addressed(name="tdbot.ADDRESSED")
COMMAND_FOR_BOT = _CommandForBot(name="tdbot.COMMAND_FOR_BOT")


def addressed_to_bot(update: Update) -> bool:
    """Whether tdbot would act on this update (what the per-user limit counts)."""
    if update.callback_query is not None:
        return True
    message = update.effective_message
    if message is None or update.effective_user is None:
        return False
    if message.chat.type == ChatType.PRIVATE:
        return True
    return (message.text or "").startswith("/") or _mentions_bot(message) or _replies_to_bot(message)


def strip_mention(message: Message, text: str) -> str:
    """The message text without the @mention of tdbot (and the punctuation after it)."""
    bot = message.get_bot()
    handle = f"@{bot.username}".lower()
    entities = message.parse_entities() if message.text else message.parse_caption_entities()
    for entity, value in entities.items():
        if (entity.type == MessageEntity.MENTION and value.lower() == handle) or (
            entity.type == MessageEntity.TEXT_MENTION and entity.user and entity.user.id == bot.id
        ):
            text = text.replace(value, " ", 1)
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return text.lstrip(",:;–- ").strip()


def command_text(text: str | None) -> str:
    """What follows ``/wl`` (or ``/wl@tdbot``), newlines kept."""
    return re.sub(r"^/\w+(?:@\w+)?\s*", "", text or "", count=1).strip()


# -- helpers -------------------------------------------------------------------------
def service_of(context: ContextTypes.DEFAULT_TYPE) -> TdService:
    return context.application.bot_data["service"]


Send = Callable[..., Awaitable[object]]


async def _send_parts(send: Send, answer_html: str, plain: str | None, markup=None) -> None:
    """Send a reply in parts of at most 4096 characters, the buttons under the last one; a
    part Telegram rejects as HTML goes again as plain text."""
    parts = render.split_html(answer_html)
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        kwargs = {"reply_markup": markup if last else None, "first": i == 0}
        try:
            await send(part, **kwargs)
        except BadRequest as exc:  # e.g. "can't parse entities": never leave the director without an answer
            logger.warning("HTML reply rejected (%s); sending plain text", exc)
            fallback = plain if len(parts) == 1 and plain else render.html_to_plain(part)
            for piece in render.split_html(fallback, html=False):
                await send(piece, parse_mode=None, **kwargs)


async def _reply(message: Message, answer_html: str, plain: str | None = None, markup=None) -> None:
    async def send(text: str, *, first: bool, **kwargs) -> None:
        await message.reply_text(text, do_quote=None if first else False, **kwargs)

    await _send_parts(send, answer_html, plain, markup)


async def _say(message: Message, text: str, markup=None) -> None:
    """A short Dutch message (plain words, escaped for HTML)."""
    await _reply(message, html.escape(text, quote=False), text, markup)


async def _send_to_chat(
    context: ContextTypes.DEFAULT_TYPE, chat_id: int, answer_html: str, plain: str | None = None,
    markup=None, reply_to: int | None = None,
) -> None:
    async def send(text: str, *, first: bool, **kwargs) -> None:
        reply = ReplyParameters(reply_to, allow_sending_without_reply=True) if first and reply_to else None
        await context.bot.send_message(chat_id, text, reply_parameters=reply, **kwargs)

    await _send_parts(send, answer_html, plain, markup)


def _user(update: Update) -> tuple[int | None, str]:
    user = update.effective_user
    return (user.id, user.full_name) if user else (None, "")


# -- rulings -------------------------------------------------------------------------
async def _rule(update: Update, context: ContextTypes.DEFAULT_TYPE, text: str, *, edited: bool = False) -> None:
    """Rule on a message (or take it as the right article after a 👎) and reply."""
    message = update.effective_message
    service = service_of(context)
    user_id, _ = _user(update)
    role = await service.role_of(user_id)
    if not edited and await _maybe_named_unit(message, service, text, user_id, role):
        return
    answer = await service.handle(
        text,
        channel="telegram",
        chat_id=message.chat_id,
        chat_type=message.chat.type,
        user_id=user_id,
        interactive=True,
        role=role,
        notes=(EDITED_NOTE,) if edited else (),
    )
    await _reply(message, answer.html, answer.text, keyboard(answer))


async def _maybe_named_unit(message: Message, service: TdService, text: str, user_id: int | None, role: str) -> bool:
    """After a 👎 the user's next message may name the right article; True if it did."""
    waiting = await service.awaiting_unit(chat_id=message.chat_id, user_id=user_id)
    if waiting is None:
        return False
    reference = find_unit_reference(text)
    if reference is not None:
        raw, explicit = reference
        note = text if text.strip() != raw else None
        answer = await service.name_unit(raw, chat_id=message.chat_id, user_id=user_id, role=role,
                                         incident_id=waiting.incident_id, note=note)
        if answer.error is None or explicit:
            await _reply(message, answer.html, answer.text)
            return True
    await service.stop_awaiting(waiting)  # something else: the next message was not the article
    return False


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Private text, or a group message that mentions tdbot or replies to it."""
    message = update.effective_message
    text = message.text or ""
    if message.chat.type != ChatType.PRIVATE:
        text = strip_mention(message, text)
    if not text:
        await _send_help(update, context, intro=DESCRIBE)
        return
    await _rule(update, context, text, edited=update.edited_message is not None)


async def cmd_wl(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """``/wl TEXT`` and ``/regel TEXT``: a situation, in any chat."""
    text = command_text(update.effective_message.text)
    if not text:
        await _say(update.effective_message, WL_EMPTY)
        return
    await _rule(update, context, text, edited=update.edited_message is not None)


async def on_media(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Photos, stickers, voice, documents …: a caption is read as text, else a Dutch answer."""
    message = update.effective_message
    caption = message.caption or ""
    if message.chat.type != ChatType.PRIVATE:
        caption = strip_mention(message, caption)
    if caption.strip():
        await _rule(update, context, caption, edited=update.edited_message is not None)
        return
    kind = next((k for k in MEDIA_ANSWERS if getattr(message, k, None)), None)
    intro = f"{MEDIA_ANSWERS[kind]} {DESCRIBE}" if kind else f"{NON_TEXT} {DESCRIBE}"
    await _send_help(update, context, intro=intro)


async def on_unknown_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await _send_help(update, context, intro=UNKNOWN_COMMAND)


# -- help ----------------------------------------------------------------------------
def help_lines(m: Markup, *, group: bool, username: str) -> list[str]:
    lines = render.help_lines(m, commands=False)
    lines += [
        "",
        m.esc("In een groep reageer ik alleen als je begint met /wl (of /regel), mij noemt "
              f"(@{username}) of op een bericht van mij antwoordt. Bijvoorbeeld:"),
        f"• {m.code(m.esc('/wl ' + render.EXAMPLES[0]))}",
        "",
        m.esc("Onder een uitspraak: een knop per artikel om de tekst te lezen, en 👍/👎. Klopt het "
              "artikel niet? Tik op 👎 en noem het juiste, of stuur /juist 64A2."),
        "",
        m.bold("Commando's:"),
        f"{m.code('/artikel 64A1')} {m.esc('– een artikel tonen')}",
        f"{m.code('/zoek strafkaart')} {m.esc('– zoeken in de spelregels')}",
        f"{m.code('/juist 64A2')} {m.esc('– het juiste artikel noemen na een 👎')}",
    ]
    if group:
        lines.append(f"{m.code('/wl …')} {m.esc('of')} {m.code('/regel …')} {m.esc('– een situatie voorleggen')}")
    else:
        lines.append(f"{m.code('/aanmelden CODE')} {m.esc('– aanmelden als wedstrijdleider')}")
    lines += [
        f"{m.code('/log')} {m.esc('– de laatste 10 meldingen van dit gesprek (wedstrijdleiders)')}",
        f"{m.code('/export')} {m.esc('– alle meldingen van dit gesprek als CSV (wedstrijdleiders)')}",
    ]
    return lines


async def _send_help(update: Update, context: ContextTypes.DEFAULT_TYPE, intro: str = "", role: str | None = None) -> None:
    message = update.effective_message
    group = message.chat.type != ChatType.PRIVATE
    username = context.bot.username or "tdbot"

    def build(m: Markup) -> list[str]:
        head = [m.esc(intro), ""] if intro else []
        tail = ["", m.italic(m.esc(ROLE_LINE[role]))] if role in ROLE_LINE else []
        return [*head, *help_lines(m, group=group, username=username), *tail]

    rendered = render.both(build)
    await _reply(message, rendered.html, rendered.text)


async def cmd_start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    role = await service_of(context).role_of(_user(update)[0])
    await _send_help(update, context, intro=WELCOME, role=role)


async def cmd_help(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await _send_help(update, context)


# -- law look-ups --------------------------------------------------------------------
async def cmd_artikel(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    raw = command_text(update.effective_message.text)
    if not raw:
        await update.effective_message.reply_text("Welk artikel? Bijvoorbeeld: <code>/artikel 64A1</code>")
        return
    answer = await service_of(context).article(raw)
    await _reply(update.effective_message, answer.html, answer.text)


async def cmd_zoek(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    answer = await service_of(context).search(command_text(update.effective_message.text))
    await _reply(update.effective_message, answer.html, answer.text)


# -- directors -----------------------------------------------------------------------
async def _director_or_refuse(update: Update, context: ContextTypes.DEFAULT_TYPE) -> bool:
    if await service_of(context).role_of(_user(update)[0]) == DIRECTOR:
        return True
    await _say(update.effective_message, DIRECTORS_ONLY)
    return False


async def cmd_log(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Directors: the last 10 incidents of this chat."""
    if not await _director_or_refuse(update, context):
        return
    answer = await service_of(context).chat_log(update.effective_chat.id, LOG_SIZE)
    await _reply(update.effective_message, answer.html, answer.text)


async def cmd_export(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Directors: this chat's incidents as a CSV document."""
    if not await _director_or_refuse(update, context):
        return
    chat_id = update.effective_chat.id
    data, count = await service_of(context).export_csv(chat_id)
    if not count:
        await _say(update.effective_message, EXPORT_EMPTY)
        return
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M")
    await update.effective_message.reply_document(
        document=data, filename=f"tdbot-meldingen-{stamp}.csv", caption=EXPORT_CAPTION.format(count=count),
    )


async def cmd_aanmelden(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    user_id, name = _user(update)
    if user_id is None:
        return
    if message.chat.type != ChatType.PRIVATE:
        if command_text(message.text):
            try:  # the code should not stay readable in the group (works when tdbot may delete)
                await message.delete()
            except TelegramError:
                pass
        await _say(message, REGISTER_IN_PRIVATE)
        return
    answer = await service_of(context).register_director(
        user_id, command_text(message.text), chat_id=message.chat_id, name=name)
    await _reply(message, answer.html, answer.text)
    if answer.error is None:
        await _director_commands(context.application, user_id)


async def cmd_juist(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """``/juist 64A2 [toelichting]``: the right article for the answer replied to, or for the last 👎."""
    message = update.effective_message
    rest = command_text(message.text)
    reference = find_unit_reference(rest)
    raw = reference[0] if reference else (rest.split()[0] if rest else "")
    note = rest if rest and rest != raw else None
    replied = message.reply_to_message
    incident_id = incident_of(replied) if replied is not None and _replies_to_bot(message) else None
    user_id, _ = _user(update)
    service = service_of(context)
    answer = await service.name_unit(raw, chat_id=message.chat_id, user_id=user_id,
                                     role=await service.role_of(user_id), incident_id=incident_id, note=note)
    await _reply(message, answer.html, answer.text)


# -- buttons -------------------------------------------------------------------------
def _tap_chat(update: Update) -> int | None:
    query = update.callback_query
    return query.message.chat.id if query.message is not None else None


async def _refuse_tap(update: Update, problem: str) -> None:
    text = {"foreign_incident": FOREIGN_INCIDENT, "unknown_incident": UNKNOWN_INCIDENT}.get(problem, TAP_FAILED)
    await update.callback_query.answer(text)


async def on_question_tap(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    decoded = decode_callback(query.data)
    chat_id = _tap_chat(update)
    if decoded is None or chat_id is None:
        await query.answer(UNKNOWN_BUTTON)
        return
    incident_id, question_ref, option_index = decoded
    service = service_of(context)
    problem = await service.check_incident(incident_id, chat_id)
    if problem is not None:
        await _refuse_tap(update, problem)
        return
    questions = await service.pending_questions(incident_id) or ()
    if question_ref.startswith("#") and question_ref[1:].isdigit() and int(question_ref[1:]) < len(questions):
        question = questions[int(question_ref[1:])]
    else:
        question = next((q for q in questions if q.id == question_ref), None)
    if question is None or option_index >= len(question.options):
        await query.answer(STALE_QUESTION)
        return
    option = question.options[option_index]
    await query.answer()
    user_id = query.from_user.id if query.from_user else None
    answer = await service.answer(
        incident_id, question.id, option.value,
        channel="telegram", chat_id=chat_id, user_id=user_id, interactive=True,
        role=await service.role_of(user_id),
    )
    if answer.error in ("unknown_question", "foreign_incident", "unknown_incident"):
        return  # answered by another tap or process in the meantime; the message shows that state
    chosen = f"{question.text} → {option.label}"
    answer_html = f"<i>{html.escape(chosen, quote=False)}</i>\n\n{answer.html}"
    await _edit(update, context, answer_html, f"{chosen}\n\n{answer.text}", keyboard(answer))


async def _edit(update: Update, context: ContextTypes.DEFAULT_TYPE, answer_html: str, plain: str, markup) -> None:
    """Refine the tapped message in place; a reply too long for one message continues below it."""
    query = update.callback_query
    parts = render.split_html(answer_html)
    first, rest = parts[0], parts[1:]
    try:
        await query.edit_message_text(first, reply_markup=None if rest else markup)
    except BadRequest as exc:
        if "not modified" in str(exc).lower():
            return
        logger.warning("HTML edit rejected (%s); trying plain text", exc)
        try:
            await query.edit_message_text(render.html_to_plain(first) if rest else plain,
                                          reply_markup=None if rest else markup, parse_mode=None)
        except BadRequest:  # the message cannot be edited (too old, deleted): answer below it
            await _send_to_chat(context, query.message.chat.id, answer_html, plain, markup)
            return
    for i, part in enumerate(rest):
        await _send_to_chat(context, query.message.chat.id, part, None,
                            markup if i == len(rest) - 1 else None)


async def on_article_tap(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A cited article's button: its text, below the ruling (like /artikel)."""
    query = update.callback_query
    unit = decode_article(query.data)
    chat_id = _tap_chat(update)
    if unit is None or chat_id is None:
        await query.answer(UNKNOWN_BUTTON)
        return
    await query.answer()
    answer = await service_of(context).article(unit)
    await _send_to_chat(context, chat_id, answer.html, answer.text, reply_to=query.message.message_id)


async def on_feedback_tap(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """👍/👎 under a ruling: stored on the incident; a 👎 asks which article was right."""
    query = update.callback_query
    decoded = decode_feedback(query.data)
    chat_id = _tap_chat(update)
    if decoded is None or chat_id is None:
        await query.answer(UNKNOWN_BUTTON)
        return
    incident_id, vote = decoded
    service = service_of(context)
    user_id = query.from_user.id if query.from_user else None
    result = await service.vote(incident_id, vote, chat_id=chat_id, user_id=user_id,
                                role=await service.role_of(user_id))
    await query.answer(result.message)
    if result.error is not None:
        return
    current = getattr(query.message, "reply_markup", None)
    updated = with_votes(current, result.up, result.down)
    if updated is not None and updated != current:
        try:
            await query.edit_message_reply_markup(updated)
        except BadRequest as exc:
            logger.info("could not update the vote counts: %s", exc)
    if result.ask_unit:
        await _ask_for_unit(context, update, chat_id)


async def _ask_for_unit(context: ContextTypes.DEFAULT_TYPE, update: Update, chat_id: int) -> None:
    query = update.callback_query
    text = html.escape(MSG_NAME_UNIT, quote=False)
    if query.message.chat.type != ChatType.PRIVATE and query.from_user:
        # ForceReply(selective) reaches the user it mentions
        who = f'<a href="tg://user?id={query.from_user.id}">{html.escape(query.from_user.first_name, quote=False)}</a>'
        text = f"{who}, {text[0].lower()}{text[1:]}"
    await context.bot.send_message(
        chat_id, text,
        reply_markup=ForceReply(selective=True, input_field_placeholder="bijv. 64A2"),
        reply_parameters=ReplyParameters(query.message.message_id, allow_sending_without_reply=True),
    )


async def on_unknown_tap(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.callback_query.answer(UNKNOWN_BUTTON)


# -- edge: rate limit, errors ----------------------------------------------------------
async def rate_limit(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Group -1: a user over the per-user limit is slowed down before any handler runs."""
    if not isinstance(update, Update) or update.effective_user is None or not addressed_to_bot(update):
        return
    limiter: UserRateLimiter = context.application.bot_data["limiter"]
    verdict = limiter.hit(update.effective_user.id)
    if verdict == OK:
        return
    logger.info("user %s is over the rate limit (%s)", update.effective_user.id, verdict)
    if update.callback_query is not None:
        await update.callback_query.answer(SLOW_DOWN_SHORT)
    elif verdict != DROP and update.effective_message is not None:
        await _say(update.effective_message, SLOW_DOWN.format(limit=limiter.limit))
    raise ApplicationHandlerStop


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    logger.error("error while handling a Telegram update", exc_info=context.error)
    if not isinstance(update, Update):
        return
    try:
        if update.callback_query is not None:
            await update.callback_query.answer(TAP_FAILED)
        elif update.effective_message is not None:
            await update.effective_message.reply_text(html.escape(MSG_INTERNAL, quote=False))
    except TelegramError:
        logger.exception("could not tell the user about the error")


def register_handlers(application: Application) -> None:
    private = filters.ChatType.PRIVATE
    groups = filters.ChatType.GROUPS
    new = filters.UpdateType.MESSAGE
    edited = filters.UpdateType.EDITED_MESSAGE
    for_me = private | (groups & ADDRESSED)  # a message tdbot should read

    application.add_handler(TypeHandler(Update, rate_limit), group=-1)
    application.add_handler(CommandHandler(["wl", "regel"], cmd_wl))  # edits of /wl are ruled again
    application.add_handler(CommandHandler("start", cmd_start, filters=new))
    application.add_handler(CommandHandler("help", cmd_help, filters=new))
    application.add_handler(CommandHandler("artikel", cmd_artikel, filters=new))
    application.add_handler(CommandHandler("zoek", cmd_zoek, filters=new))
    application.add_handler(CommandHandler("juist", cmd_juist, filters=new))
    application.add_handler(CommandHandler("log", cmd_log, filters=new))
    application.add_handler(CommandHandler("export", cmd_export, filters=new))
    application.add_handler(CommandHandler("aanmelden", cmd_aanmelden, filters=new))
    application.add_handler(CallbackQueryHandler(on_question_tap, pattern=rf"^{CALLBACK_PREFIX}:"))
    application.add_handler(CallbackQueryHandler(on_article_tap, pattern=rf"^{ARTICLE_PREFIX}:"))
    application.add_handler(CallbackQueryHandler(on_feedback_tap, pattern=rf"^{FEEDBACK_PREFIX}:"))
    application.add_handler(CallbackQueryHandler(on_unknown_tap))
    application.add_handler(MessageHandler((new | edited) & for_me & filters.TEXT & ~filters.COMMAND, on_text))
    application.add_handler(MessageHandler((new | edited) & for_me & ~filters.TEXT, on_media))
    application.add_handler(MessageHandler(new & (private | (groups & COMMAND_FOR_BOT)) & filters.COMMAND,
                                           on_unknown_command))
    # Everything else (group chatter, channel posts, edited commands) is ignored on purpose.
    application.add_error_handler(on_error)


# -- composition root ----------------------------------------------------------------
async def _director_commands(application: Application, user_id: int) -> None:
    """A director's own chat also lists /log and /export."""
    try:
        await application.bot.set_my_commands(DIRECTOR_COMMANDS, scope=BotCommandScopeChat(user_id))
    except TelegramError as exc:  # e.g. the director never opened a chat with the bot
        logger.info("could not set the director commands for %s: %s", user_id, exc)


async def _post_init(application: Application) -> None:
    settings: Settings = application.bot_data["settings"]
    service = TdService(IncidentStore(settings.effective_database_url), directors=settings.directors,
                        director_code=settings.director_code)
    await service.start()
    application.bot_data["service"] = service
    try:
        await application.bot.set_my_commands(BOT_COMMANDS, scope=BotCommandScopeDefault())
        await application.bot.set_my_commands(GROUP_COMMANDS, scope=BotCommandScopeAllGroupChats())
    except TelegramError:
        logger.warning("could not set the bot commands", exc_info=True)
    for user_id in sorted(settings.directors):
        await _director_commands(application, user_id)


async def _post_shutdown(application: Application) -> None:
    service: TdService | None = application.bot_data.pop("service", None)
    if service is not None:
        await service.aclose()


def build_application(settings: Settings) -> Application:
    """The Telegram application for ``settings`` (the token is required)."""
    application = (
        ApplicationBuilder()
        .token(settings.require_token())
        .base_url(settings.telegram_api_url)
        .defaults(Defaults(parse_mode=ParseMode.HTML, link_preview_options=LinkPreviewOptions(is_disabled=True)))
        .rate_limiter(AIORateLimiter())
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
        .build()
    )
    application.bot_data["settings"] = settings
    application.bot_data["limiter"] = UserRateLimiter()
    register_handlers(application)
    return application


def run_polling(settings: Settings) -> None:
    """``tdbot serve``: long polling until Ctrl-C / SIGTERM."""
    build_application(settings).run_polling(allowed_updates=Update.ALL_TYPES)


@asynccontextmanager
async def running(
    application: Application, *, poll_interval: float = 0.0, timeout: float = 10.0
) -> AsyncIterator[Application]:
    """Start an application inside an existing event loop (tests, embedding), with the
    same life cycle as ``run_polling``: post_init, polling, then stop and post_shutdown."""
    await application.initialize()
    try:
        if application.post_init:
            await application.post_init(application)
        await application.start()
        await application.updater.start_polling(
            poll_interval=poll_interval, timeout=timedelta(seconds=timeout), allowed_updates=Update.ALL_TYPES
        )
        yield application
    finally:
        if application.updater.running:
            await application.updater.stop()
        if application.running:
            await application.stop()
        await application.shutdown()
        if application.post_shutdown:
            await application.post_shutdown(application)
