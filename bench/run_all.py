"""Run every benchmark and rewrite `bench/RESULTS.md`.

In: nothing (the benchmarks find the models themselves). Out: `bench/RESULTS.md`, the machine
and date, then each benchmark's markdown section; the same text on stdout. The hand-written
section `## Reading the numbers` of the previous RESULTS.md is carried over unchanged (it reads
the numbers of the run it was written for; update it when the numbers move).

Run: `python bench/run_all.py` (about 12 minutes on 2 cores, most of it the suite's
`torch.compile`).
"""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

import compile_scaling
import compile_time
import partition_memory
import step_time
import suite
from harness import machine, markdown

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
READING = "## Reading the numbers"
BENCHMARKS = (("bench/partition_memory.py", partition_memory.report),
              ("bench/step_time.py", step_time.report),
              ("bench/compile_time.py", compile_time.report),
              ("bench/compile_scaling.py", compile_scaling.report),
              ("bench/suite.py", suite.report))


def kept_reading(path: Path) -> str:
    """The `## Reading the numbers` section of the existing file, up to the next `## `."""
    if not path.exists():
        return ""
    match = re.search(rf"^{re.escape(READING)}\n.*?(?=^## |\Z)", path.read_text(),
                      re.MULTILINE | re.DOTALL)
    return match.group(0).rstrip() + "\n" if match else ""


def load() -> str:
    """The 1-minute load average (other work on the machine shows in the timings)."""
    return f"{os.getloadavg()[0]:.2f}"


def main() -> None:
    start, load_before = time.perf_counter(), load()
    sections = []
    for script, report in BENCHMARKS:
        began = time.perf_counter()
        text = report()
        print(text + "\n", flush=True)
        sections.append(markdown(f"## `{script}`", text,
                                 f"*({time.perf_counter() - began:.0f} s)*"))
    header = markdown(
        "# Benchmark results",
        "Written by `python bench/run_all.py`; each section is also printed by its script alone. "
        "Times are medians of repeated runs with the interquartile range (IQR); ratios compare "
        "medians. Nothing here is asserted by a test.",
        "## Machine",
        "\n".join([*machine(),
                   f"- 1-minute load average: {load_before} at the start, {load()} at the end "
                   f"(the cores are shared with other work, which widens the IQRs)",
                   f"- the whole suite: {time.perf_counter() - start:.0f} s"]))
    reading = kept_reading(RESULTS)
    RESULTS.write_text(markdown(header, *([reading.rstrip()] if reading else []), *sections)
                       + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
