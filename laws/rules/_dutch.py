"""Small Dutch phrasing helpers shared by the rule modules (pure functions)."""

from __future__ import annotations

SIDE = {"N": "N-Z", "Z": "N-Z", "O": "O-W", "W": "O-W"}
OTHER_SIDE = {"N": "O-W", "Z": "O-W", "O": "N-Z", "W": "N-Z"}
PARTNER = {"N": "Z", "Z": "N", "O": "W", "W": "O"}
LHO = {"N": "O", "O": "Z", "Z": "W", "W": "N"}
RHO = {"N": "W", "W": "Z", "Z": "O", "O": "N"}


def tricks(n: int) -> str:
    """'1 slag', '2 slagen', 'geen slag'."""
    if n == 0:
        return "geen slag"
    return f"{n} slag" if n == 1 else f"{n} slagen"


def who(seat: str | None, fallback: str) -> str:
    """A seat letter when known ('O'), else a role description ('de overtreder')."""
    return seat if seat else fallback


def non_offenders(seat: str | None) -> str:
    return f"de niet-overtredende partij ({OTHER_SIDE[seat]})" if seat in OTHER_SIDE else "de niet-overtredende partij"


def offenders(seat: str | None) -> str:
    return f"de overtredende partij ({SIDE[seat]})" if seat in SIDE else "de overtredende partij"
