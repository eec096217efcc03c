"""The Telegram front end (python-telegram-bot v22), modelled on PTB's examples.

One composition root, ``build_application(settings)``. The service and the store are
created in ``post_init`` and kept in ``application.bot_data``; every handler is a few
lines: extract → call ``TdService`` → reply with its HTML. Questions become an inline
keyboard; a tap edits the same message with the re-decided ruling.

Later (not built yet): group chats (``/wl``, mentions), feedback buttons, roles and
exports. Their handlers go into ``register_handlers`` next to the private-chat ones.
"""

from __future__ import annotations

import html
import logging
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import AsyncIterator

from telegram import (
    BotCommand,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    LinkPreviewOptions,
    Message,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    Defaults,
    MessageHandler,
    filters,
)

from . import render
from .config import Settings
from .service import MSG_INTERNAL, Answer, TdService
from .store import IncidentStore

logger = logging.getLogger(__name__)

CALLBACK_PREFIX = "q"
CALLBACK_LIMIT = 64  # bytes, Telegram's limit for callback_data

BOT_COMMANDS = (
    BotCommand("start", "Uitleg en voorbeelden"),
    BotCommand("help", "Wat ik begrijp, met voorbeelden"),
    BotCommand("artikel", "Een artikel tonen, bijv. /artikel 64A1"),
    BotCommand("zoek", "Zoeken in de spelregels, bijv. /zoek strafkaart"),
)

WELCOME = "Hallo! Ik ben tdbot, de wedstrijdleider-assistent voor bridge."
NON_TEXT = "Ik kan alleen tekstberichten lezen."
UNKNOWN_BUTTON = "Deze knop ken ik niet (meer)."
UNKNOWN_INCIDENT = "Deze melding ken ik niet (meer); stuur de situatie opnieuw."
STALE_QUESTION = "Deze vraag is al beantwoord."


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


def keyboard(answer: Answer) -> InlineKeyboardMarkup | None:
    """Buttons for the first open question (the text shows only that one, too)."""
    if not answer.questions or answer.incident_id is None:
        return None
    question = answer.questions[0]
    buttons = [
        InlineKeyboardButton(option.label[:60], callback_data=encode_callback(answer.incident_id, question.id, 0, i))
        for i, option in enumerate(question.options)
    ]
    rows = [buttons[i : i + 3] for i in range(0, len(buttons), 3)]
    return InlineKeyboardMarkup(rows)


# -- helpers -------------------------------------------------------------------------
def service_of(context: ContextTypes.DEFAULT_TYPE) -> TdService:
    return context.application.bot_data["service"]


async def _reply(message: Message, answer_html: str, plain: str, markup: InlineKeyboardMarkup | None = None) -> None:
    try:
        await message.reply_text(answer_html, reply_markup=markup)
    except BadRequest as exc:  # e.g. "can't parse entities": never leave the director without an answer
        logger.warning("HTML reply rejected (%s); sending plain text", exc)
        await message.reply_text(plain, reply_markup=markup, parse_mode=None)


# -- handlers ------------------------------------------------------------------------
async def cmd_start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    help_ = render.render_help(WELCOME)
    await _reply(update.effective_message, help_.html, help_.text)


async def cmd_help(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    help_ = render.render_help()
    await _reply(update.effective_message, help_.html, help_.text)


async def cmd_artikel(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    raw = " ".join(context.args or ())
    if not raw.strip():
        await update.effective_message.reply_text("Welk artikel? Bijvoorbeeld: <code>/artikel 64A1</code>")
        return
    answer = await service_of(context).article(raw)
    await _reply(update.effective_message, answer.html, answer.text)


async def cmd_zoek(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    answer = await service_of(context).search(" ".join(context.args or ()))
    await _reply(update.effective_message, answer.html, answer.text)


async def on_private_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    answer = await service_of(context).handle(
        message.text,
        channel="telegram",
        chat_id=message.chat_id,
        chat_type=message.chat.type,
        user_id=update.effective_user.id if update.effective_user else None,
        interactive=True,
    )
    await _reply(message, answer.html, answer.text, keyboard(answer))


async def on_private_other(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Unknown commands, stickers, photos: say what tdbot reads."""
    help_ = render.render_help(NON_TEXT if not update.effective_message.text else "Dat commando ken ik niet.")
    await _reply(update.effective_message, help_.html, help_.text)


async def on_question_tap(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    decoded = decode_callback(query.data)
    if decoded is None:
        await query.answer(UNKNOWN_BUTTON)
        return
    incident_id, question_ref, option_index = decoded
    service = service_of(context)
    questions = await service.pending_questions(incident_id)
    if questions is None:
        await query.answer(UNKNOWN_INCIDENT)
        return
    if question_ref.startswith("#") and question_ref[1:].isdigit() and int(question_ref[1:]) < len(questions):
        question = questions[int(question_ref[1:])]
    else:
        question = next((q for q in questions if q.id == question_ref), None)
    if question is None or option_index >= len(question.options):
        await query.answer(STALE_QUESTION)
        return
    option = question.options[option_index]
    await query.answer()
    answer = await service.answer(
        incident_id, question.id, option.value,
        channel="telegram",
        chat_id=update.effective_chat.id if update.effective_chat else None,
        user_id=query.from_user.id if query.from_user else None,
        interactive=True,
    )
    chosen = f"{question.text} → {option.label}"
    answer_html = f"<i>{html.escape(chosen, quote=False)}</i>\n\n{answer.html}"
    try:
        await query.edit_message_text(answer_html, reply_markup=keyboard(answer))
    except BadRequest as exc:
        logger.warning("HTML edit rejected (%s); sending plain text", exc)
        await query.edit_message_text(f"{chosen}\n\n{answer.text}", reply_markup=keyboard(answer), parse_mode=None)


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    logger.error("error while handling a Telegram update", exc_info=context.error)
    if not isinstance(update, Update):
        return
    try:
        if update.callback_query is not None:
            await update.callback_query.answer("Er ging iets mis; probeer het opnieuw.")
        elif update.effective_message is not None:
            await update.effective_message.reply_text(html.escape(MSG_INTERNAL, quote=False))
    except TelegramError:
        logger.exception("could not tell the user about the error")


def register_handlers(application: Application) -> None:
    private = filters.ChatType.PRIVATE
    application.add_handler(CommandHandler("start", cmd_start))
    application.add_handler(CommandHandler("help", cmd_help))
    application.add_handler(CommandHandler("artikel", cmd_artikel))
    application.add_handler(CommandHandler("zoek", cmd_zoek))
    application.add_handler(CallbackQueryHandler(on_question_tap, pattern=rf"^{CALLBACK_PREFIX}:"))
    application.add_handler(
        MessageHandler(private & filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND, on_private_text)
    )
    application.add_handler(MessageHandler(private & filters.UpdateType.MESSAGE, on_private_other))
    # Group chats (/wl, mentions), feedback buttons, roles, exports: a later issue; add them here.
    application.add_error_handler(on_error)


# -- composition root ----------------------------------------------------------------
async def _post_init(application: Application) -> None:
    settings: Settings = application.bot_data["settings"]
    service = TdService(IncidentStore(settings.effective_database_url))
    await service.start()
    application.bot_data["service"] = service
    try:
        await application.bot.set_my_commands(BOT_COMMANDS)
    except TelegramError:
        logger.warning("could not set the bot commands", exc_info=True)


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
