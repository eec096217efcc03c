"""Size of the law engine and length of its replies (figures for the notes; prints, not a test).

    python -m bot.stats [tests/cases]

Prints the corpus, schema, rule and scenario-case counts, then renders the ruling of
every decided scenario case and prints the median, 90th percentile and longest reply,
and the share that fits in 600 characters (the "ten seconds at the table" target).
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
    files = sorted(folder.glob("*.yaml"))
    cases = [case for path in files for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]]
    rules = laws.ENGINE.rules
    print(f"articles / units         : {len(laws.CORPUS.articles)} / {len(laws.CORPUS)} "
          f"({sum(u.source == 'seed' for u in laws.CORPUS)} verbatim seed units)")
    print(f"irregularities / facts   : {len(laws.SCHEMA.irregularities)} / {len(laws.SCHEMA.facts)}")
    print(f"rules / modules          : {len(rules)} / {len({r.fn.__module__ for r in rules})}")
    print(f"scenario cases / files   : {len(cases)} / {len(files)}")
    lengths = []
    for case in cases:
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
