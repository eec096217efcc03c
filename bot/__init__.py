"""The chat layer of tdbot: one service (``bot.service.TdService``) behind the Telegram bot,
the terminal chat and the CLI, plus rendering (``bot.render``) and the incident log
(``bot.store``). Depends on ``nlp`` (understanding) and ``laws`` (deciding), never the reverse.
"""

__version__ = "0.1.0"
