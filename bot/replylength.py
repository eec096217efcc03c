"""How long the rendered rulings are (a figure for the "ten seconds at the table" target; prints, not a test).

    python -m bot.replylength [tests/cases]

Renders the ruling of every decided scenario case in the case folder and prints the
median, 90th percentile and longest reply, and the share that fits in 600 characters.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import yaml

import laws

from .render import TARGET_CHARS, render_ruling


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else Path(__file__).resolve().parents[1] / "tests" / "cases"
    lengths = []
    for path in sorted(folder.glob("*.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]:
            event = dict(case["event"])
            ruling = laws.decide(laws.Event.of(event.pop("irregularity"), event))
            if ruling.status is laws.Status.DECIDED:
                lengths.append(len(render_ruling(ruling).text))
    if not lengths:
        print(f"no decided cases under {folder}")
        return 1
    lengths.sort()
    share = sum(n <= TARGET_CHARS for n in lengths) / len(lengths)
    print(f"decided scenario rulings : {len(lengths)}")
    print(f"reply length median      : {statistics.median(lengths):.0f} characters")
    print(f"reply length p90 / max   : {lengths[int(0.9 * (len(lengths) - 1))]} / {lengths[-1]}")
    print(f"fits in {TARGET_CHARS} characters   : {share:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
