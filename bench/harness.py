"""What every benchmark script shares: timing statistics, the models, the machine, tables.

In: callables to time, the model files of the repository. Out: `Stats` (median and quartiles of
many runs, never a single run), the list of distinct DSL models (`models()`), a description of
the machine the numbers come from (`machine()`), and markdown (`table()`, `markdown()`). Timings
are taken as `timeit` takes them: `perf_counter`, the garbage collector paused during a run.
"""
from __future__ import annotations

import gc
import os
import platform
import random
import subprocess
import textwrap
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

import aotgrad
from aotgrad.ir.core import Function, Module
from aotgrad.ir.types import TensorType

REPO = Path(__file__).resolve().parent.parent
#: where the models are, and the prefix of their labels (`examples/seed`, `golden/binary`).
MODEL_DIRS = {"examples": "examples", "tests/golden/cases": "golden"}


@dataclass(frozen=True)
class Stats:
    """Median and interquartile range of repeated measurements (seconds, or any unit)."""

    median: float
    q1: float
    q3: float
    n: int

    @classmethod
    def of(cls, samples: Sequence[float]) -> "Stats":
        """The statistics of `samples`."""
        q1, median, q3 = np.percentile(np.asarray(samples, dtype=float), [25, 50, 75])
        return cls(float(median), float(q1), float(q3), len(samples))

    def ms(self) -> str:
        """`12.3 ms (IQR 12.1-12.9, n=30)` for values in seconds (three significant digits)."""
        return (f"{self.median * 1e3:.3g} ms (IQR {self.q1 * 1e3:.3g}-{self.q3 * 1e3:.3g},"
                f" n={self.n})")


def run_once(fn: Callable[[], object]) -> float:
    """Seconds one call of `fn` takes, with the garbage collector paused."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        fn()
        return time.perf_counter() - start
    finally:
        if enabled:
            gc.enable()


def measure(fns: dict[str, Callable[[], object]], runs: int, warmup: int = 3, block: int = 1,
            settle: float = 0.0, shuffle: bool = False) -> dict[str, Stats]:
    """Time each callable `runs` times after `warmup` calls, alternating between them in blocks
    of `block` runs so that a slow phase of the machine hits every contender alike.

    With `settle` > 0, each block starts after that many seconds of sleep and one untimed call:
    thread pools that spin after their work (OpenBLAS's, OpenMP's) go idle before the next
    contender's block, instead of taking its cores. With `shuffle`, each round takes the
    contenders in a new random order (seeded): none always runs after the same one, whose
    memory traffic would leave it the caches always as full, or as empty.
    """
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    samples: dict[str, list[float]] = {name: [] for name in fns}
    order = random.Random(0)
    while any(len(s) < runs for s in samples.values()):
        names = list(fns)
        if shuffle:
            order.shuffle(names)
        for name in names:
            fn = fns[name]
            if settle:
                time.sleep(settle)
                fn()
            for _ in range(min(block, runs - len(samples[name]))):
                samples[name].append(run_once(fn))
        gc.collect()
    return {name: Stats.of(s) for name, s in samples.items()}


@dataclass(frozen=True)
class Model:
    """One model of the repository: a DSL file and its last function (the model itself)."""

    label: str
    path: Path
    function: Function

    @property
    def module(self) -> Module:
        """The model's function alone, as `aotgrad.compile` sees it."""
        return Module([self.function])

    @property
    def has_float_inputs(self) -> bool:
        """Whether some argument is a float tensor (so there is something to differentiate)."""
        return any(isinstance(t, TensorType) and t.dtype.is_float for t in self.function.arg_types)


def models() -> tuple[list[Model], dict[str, str]]:
    """The distinct models of `examples/` and the golden cases, and `{duplicate: original}` for
    files whose model prints the same IR as one listed before it."""
    found: list[Model] = []
    duplicates: dict[str, str] = {}
    seen: dict[str, str] = {}
    for folder, prefix in MODEL_DIRS.items():
        for path in sorted((REPO / folder).glob("*.ag")):
            label = f"{prefix}/{path.stem}"
            function = aotgrad.parse_file(path).get()
            text = str(Module([function]))
            if text in seen:
                duplicates[label] = seen[text]
                continue
            seen[text] = label
            found.append(Model(label, path, function))
    return found, duplicates


def model(label: str) -> Model:
    """The model called `label` (`examples/mlp`)."""
    return next(m for m in models()[0] if m.label == label)


def random_inputs(function: Function, seed: int = 0, int_high: int = 10) -> list[np.ndarray]:
    """Random arrays for the arguments of `function`: floats ~ N(0, 0.1^2), ints in
    [0, int_high), bools fair coins."""
    rng = np.random.default_rng(seed)
    arrays = []
    for t in function.arg_types:
        dtype = t.dtype.numpy
        if t.dtype.is_float:
            arrays.append((0.1 * rng.standard_normal(t.shape)).astype(dtype))
        elif t.dtype.is_int:
            arrays.append(rng.integers(0, int_high, size=t.shape).astype(dtype))
        else:
            arrays.append(rng.random(t.shape) < 0.5)
    return arrays


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo (the platform's name where there is none), and
    whether it is a virtual machine's."""
    try:
        info = Path("/proc/cpuinfo").read_text().splitlines()
    except OSError:
        return platform.processor() or platform.machine()
    name = next((line.split(":", 1)[1].strip() for line in info
                 if line.startswith("model name")), platform.machine())
    flags = next((line.split(":", 1)[1].split() for line in info if line.startswith("flags")), [])
    return name + (" (virtual machine)" if "hypervisor" in flags else "")


def revision() -> str:
    """The repository's commit, with `+changes` when the working tree differs from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True,
                              check=False).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def machine() -> list[str]:
    """Lines describing where the numbers were taken: date, CPU, cores, versions."""
    import torch

    from aotgrad.codegen.llvm.options import find_blas
    blas = find_blas()
    threads = blas.threads() if blas is not None else "none"
    return [f"- date: {date.today().isoformat()}, load average {os.getloadavg()[0]:.1f}",
            f"- CPU: {cpu_model()}, {os.cpu_count()} cores",
            f"- Python {platform.python_version()}, numpy {np.__version__},"
            f" torch {torch.__version__} (torch threads: {torch.get_num_threads()})",
            f"- aotgrad at {revision()}, backend `cpu` (LLVM-compiled loops; OpenBLAS gemms,"
            f" BLAS threads: {threads})"]


def table(headers: Sequence[str], rows: Sequence[Sequence[object]],
          right: Sequence[int] = ()) -> str:
    """A markdown table; columns whose index is in `right` are right-aligned."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in [list(headers), *cells]) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        return "| " + " | ".join(c.rjust(w) if i in right else c.ljust(w)
                                 for i, (c, w) in enumerate(zip(row, widths))) + " |"
    rule = "|" + "|".join("-" * (w + 1) + ":" if i in right else "-" * (w + 2)
                          for i, w in enumerate(widths)) + "|"
    return "\n".join([line(headers), rule, *(line(r) for r in cells)])


def markdown(*blocks: str) -> str:
    """Blocks joined by blank lines; prose is wrapped at 100 columns, while headings, tables and
    lists are kept as they are."""
    return "\n\n".join(b if b.startswith(("#", "|", "- ")) else
                        textwrap.fill(b, 100, break_long_words=False, break_on_hyphens=False)
                        for b in blocks)


def fmt_bytes(n: int) -> str:
    """Exact bytes, digits grouped: `27,869,184`."""
    return f"{n:,}"


def ratio(a: float, b: float) -> str:
    """`a / b` as `0.65x` (`-` when b is zero)."""
    return f"{a / b:.2f}x" if b else "-"
