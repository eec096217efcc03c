"""A per-user limit on incoming messages (in memory, one process): at most ``limit``
handled updates per ``window`` seconds per user.

The first update over the limit gets a polite answer (``WARN``); the ones after it are
dropped silently (``DROP``) until the window has room again, so a flood is never answered
with a flood. Dropped updates do not count: a user who waits a moment is served again.
Outgoing flood control is PTB's ``AIORateLimiter``; this only protects the bot and the
other users from one user's burst.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Callable

OK, WARN, DROP = "ok", "warn", "drop"
DEFAULT_LIMIT = 20
DEFAULT_WINDOW = 60.0  # seconds
_PRUNE_AT = 10_000  # forget idle users once this many are tracked


class UserRateLimiter:
    def __init__(
        self, limit: int = DEFAULT_LIMIT, window: float = DEFAULT_WINDOW, *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if limit < 1 or window <= 0:
            raise ValueError("limit must be >= 1 and window > 0")
        self.limit = limit
        self.window = window
        self._clock = clock
        self._hits: dict[int, deque[float]] = {}
        self._warned: set[int] = set()

    def hit(self, user_id: int) -> str:
        """Count one update of ``user_id``: ``OK`` to handle it, ``WARN`` or ``DROP`` if over the limit."""
        now = self._clock()
        hits = self._hits.setdefault(user_id, deque())
        while hits and now - hits[0] >= self.window:
            hits.popleft()
        if len(hits) < self.limit:
            hits.append(now)
            self._warned.discard(user_id)
            if len(self._hits) > _PRUNE_AT:
                self._prune(now)
            return OK
        if user_id in self._warned:
            return DROP
        self._warned.add(user_id)
        return WARN

    def retry_after(self, user_id: int) -> float:
        """Seconds until ``user_id`` may send again (0 when allowed now)."""
        hits = self._hits.get(user_id)
        if not hits or len(hits) < self.limit:
            return 0.0
        return max(0.0, self.window - (self._clock() - hits[0]))

    def _prune(self, now: float) -> None:
        for user_id in [u for u, h in self._hits.items() if not h or now - h[-1] >= self.window]:
            del self._hits[user_id]
            self._warned.discard(user_id)
