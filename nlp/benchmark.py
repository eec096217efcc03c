"""Speed and memory figures for the parser and the whole chain (not a test: it prints).

    python -m nlp.benchmark [--repeat 3]

Prints: pipeline load time (in a new process, so that importing spaCy and tdbot's modules counts: run with
``python -m``, this process has imported ``nlp`` before ``main`` starts); per-message parse + rule time p50/p99 and throughput
over every corpus message; cold start of ``tdbot ask`` to its first answer (a new
process, best of three); peak RSS of this process and of the ``tdbot ask`` child.
Targets (two cores): p50 ≤ 3 ms, p99 ≤ 10 ms, cold start ≤ 3 s, RSS ≤ 250 MB.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


_LOAD = """
import time
started = time.perf_counter()
from nlp.api import Parser
Parser().parse("O verzaakt in slag 5")
print(time.perf_counter() - started)
"""


def pipeline_load() -> float:
    """Seconds a new process takes to import the parser, build the pipeline and parse a first message."""
    done = subprocess.run([sys.executable, "-c", _LOAD], check=True, capture_output=True, text=True)
    return float(done.stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--repeat", type=int, default=3, help="passes over the corpus")
    args = cli.parse_args(argv)

    load_s = pipeline_load()
    import laws
    from nlp.api import Parser
    from nlp.corpus import all_examples

    parser = Parser()
    parser.parse("O verzaakt in slag 5")

    texts = [e.text for e in all_examples()]
    timings: list[float] = []
    for _ in range(args.repeat):
        for text in texts:
            t0 = time.perf_counter()
            parsed = parser.parse(text)
            if parsed.event.irregularity:
                laws.decide(parsed.event)
            timings.append((time.perf_counter() - t0) * 1000)
    total_s = sum(timings) / 1000

    exe = shutil.which("tdbot") or str(Path(sys.executable).with_name("tdbot"))
    cold: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "TDBOT_DATABASE_URL": f"sqlite+aiosqlite:///{tmp}/bench.sqlite"}
        for _ in range(3):
            t0 = time.perf_counter()
            subprocess.run([exe, "ask", "--json", "O verzaakt in slag 5, voldongen, O won die slag"],
                           env=env, check=True, capture_output=True)
            cold.append(time.perf_counter() - t0)
    self_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024

    print(f"messages           : {len(texts)} x {args.repeat}")
    print(f"pipeline load      : {load_s:.2f} s (import + build + first parse)")
    print(f"parse+rule p50     : {statistics.median(timings):.2f} ms")
    print(f"parse+rule p99     : {percentile(timings, 99):.2f} ms")
    print(f"throughput         : {len(timings) / total_s:.0f} messages/s (one thread)")
    print(f"cold start ask     : {min(cold):.2f} s (best of 3; all: {', '.join(f'{c:.2f}' for c in cold)})")
    print(f"peak RSS (this)    : {self_rss:.0f} MB")
    print(f"peak RSS (tdbot ask): {child_rss:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
