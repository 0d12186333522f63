"""The benchmark suite of issue 9: numpy by hand, PyTorch eager, `torch.compile` and aotgrad on
workloads W1s, W1l, W2, W3, W4, W5 (functions of arrays) and W6, W7, W8 (models of `nn`
modules) of `workloads.py`, with their targets.

In: optionally the names of the workloads to run (all of them by default). Out (markdown on
stdout, the main table last; the same text as the section `## bench/suite.py` of
`bench/RESULTS.md`, which is replaced or appended):

- the machine (CPU, AVX2/AVX-512, cores, load) and its copy bandwidth (a large `np.copyto`);
- per workload, the median step time of each contender, measured in one process, interleaved
  in blocks (each after a quiet spell, `harness.measure`), after the gradients of every
  contender were checked against PyTorch eager's; aotgrad's column is the faster of its two
  user paths (`loss.backward()` on Tensors, `value_and_grad`), the other shown beside it;
- per workload and contender, in a fresh process (`suite_child.py`): compile time (cold
  caches, imports included) and peak RSS over 5 steps; warm compile time from aotgrad's disk
  cache where the tree has one (`AOTGRAD_CACHE_DIR`), else n/a;
- for W2 and W5, each median against the bandwidth bound (inputs read once, gradients written
  once, at the measured bandwidth);
- for the module workloads, aotgrad against PyTorch eager and `torch.compile`, and each
  contender's median on W6 and W7 against its own on W3 and W4 (the same MLP in the other
  weight layout);
- where aotgrad misses a step-time target, the top of a cProfile of its step;
- the table, then `targets met: N of M` (targets in `targets.py`).

A hand-written `### Reading the suite` subsection of the existing section is kept.
Run: `python bench/suite.py` (about 12 minutes on 2 cores, most of it in `torch.compile`);
`python bench/suite.py W6 W7 W8` runs those workloads alone and prints their section without
writing `RESULTS.md` (`--out PATH` writes it to PATH), with the targets on them (W6's and
W7's layout targets time aotgrad's step on W3 and W4 in their own runs).
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import harness
from contenders import contenders, make_step
from harness import Stats, markdown, measure, table
from targets import TARGETS, aotgrad_has_disk_cache, check_targets, cpu_features
from workloads import WORKLOADS, Workload

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "RESULTS.md"
SECTION = "## `bench/suite.py`"
READING = "### Reading the suite"
RUNS = {"W1s": (200, 50)}        # workload -> (runs, block); others DEFAULT_RUNS
DEFAULT_RUNS = (20, 5)
SETTLE = 0.3
#: fresh processes timed on a warm disk cache per aotgrad contender and workload
WARM_RUNS = 5
COLUMNS = ("numpy", "torch eager", "torch.compile", "aotgrad")
AG_PATHS = ("aotgrad", "aotgrad value_and_grad")


def bandwidth() -> float:
    """Bytes per second of a 128 MiB float32 `np.copyto` (read + write counted), median of 9."""
    src = np.ones(32 * 2**20, np.float32)
    dst = np.empty_like(src)
    stats = measure({"copy": lambda: np.copyto(dst, src)}, runs=9, warmup=2)
    return 2 * src.nbytes / stats["copy"].median


def check(w: Workload, steps: dict) -> None:
    """Raise unless every contender's gradients agree with PyTorch eager's (first step)."""
    expected = steps["torch eager"]()
    for name, step in steps.items():
        if name == "torch eager":
            continue
        for n, got, want in zip(w.grads, step(), expected):
            scale = float(np.max(np.abs(want))) or 1.0
            if not np.allclose(got, want, rtol=1e-3, atol=1e-4 * scale):
                raise AssertionError(f"{w.name}: {name}'s gradient of {n} differs from torch's")


def time_workload(w: Workload, has_torch: bool) -> tuple[dict[str, Stats], str]:
    """Medians of every contender on `w`, and a profile of aotgrad's faster path's step."""
    arrays = w.inputs()
    names = [c for c in contenders(w) if has_torch or not c.startswith("torch")]
    steps = {c: make_step(c, w, arrays) for c in names}
    if has_torch:
        check(w, steps)
    if w.layout_of:
        other = WORKLOADS[w.layout_of]
        steps[layout_key(w)] = make_step("aotgrad", other, other.inputs())
    runs, block = RUNS.get(w.name, DEFAULT_RUNS)
    stats = measure(steps, runs=runs, warmup=3, block=block, settle=SETTLE)
    best = fastest_path(stats)
    profile = cProfile.Profile()
    profile.runcall(lambda: [steps[best]() for _ in range(5)])
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(6)
    fusion = getattr(steps["aotgrad"], "compiled", None)
    report = fusion.fusion_report() if fusion is not None else None
    lines = [ln for ln in out.getvalue().splitlines() if re.match(r"\s+\d", ln) and "(" in ln]
    text = "\n".join([f"{w.name}, `{best}`, 5 steps, by own time (ncalls tottime cumtime):"]
                     + [" ".join(ln.split()[:2] + ln.split()[3:4] + ln.split()[5:])[:96]
                        for ln in lines[:6]]
                     + [ln for ln in (report or "").splitlines() if "->" in ln])
    del steps
    if has_torch:
        import torch
        torch._dynamo.reset()
    gc.collect()
    return stats, text


def layout_key(w: Workload) -> str:
    """The name under which aotgrad's `loss.backward()` step on `w.layout_of` (the same model
    in the other weight layout) is timed beside `w`'s contenders."""
    return f"aotgrad on {w.layout_of}"


def fastest_path(stats: dict[str, Stats]) -> str:
    """aotgrad's faster user path among those measured (a module workload has one)."""
    return min((c for c in AG_PATHS if c in stats), key=lambda c: stats[c].median)


def child_env(extra: dict[str, str]) -> dict[str, str]:
    """The environment of a fresh process: this one's, with `extra`, and with Python's
    bytecode cache on (`PYTHONDONTWRITEBYTECODE` unset), as on a user's machine; otherwise
    every process would compile the Python source of aotgrad, torch and numpy again."""
    env = os.environ | extra
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def write_bytecode() -> None:
    """Imports every contender's library once in a child, so that the bytecode cache exists
    before the first measured process."""
    code = ("import numpy, aotgrad, aotgrad.passes, aotgrad.codegen.llvm, aotgrad.runtime.cpu"
            "\ntry:\n    import torch\nexcept ImportError:\n    pass\n")
    subprocess.run([sys.executable, "-c", code], env=child_env({}), timeout=600,
                   capture_output=True)


def child(w: str, contender: str, env: dict[str, str]) -> dict | None:
    """`suite_child.py` in a fresh process (`None` if it failed)."""
    run = subprocess.run([sys.executable, str(HERE / "suite_child.py"), w, contender],
                         capture_output=True, text=True, env=child_env(env), timeout=600)
    lines = run.stdout.strip().splitlines()
    return json.loads(lines[-1]) if run.returncode == 0 and lines else None


def fresh_processes(w: str, contenders: list[str], cache: bool) -> dict[str, dict]:
    """Per contender, the child's record, with `warm_s` for aotgrad when it has a disk cache:
    the median over `WARM_RUNS` later processes on the same cache (one process wanders by
    tens of ms on shared cores), and `warm_rss_mb`, their largest peak."""
    out = {}
    for c in contenders:
        with tempfile.TemporaryDirectory() as tmp:
            env = {"TORCHINDUCTOR_CACHE_DIR": f"{tmp}/inductor", "XDG_CACHE_HOME": tmp,
                   "AOTGRAD_CACHE_DIR": f"{tmp}/aotgrad"}
            out[c] = child(w, c, env) or {}
            if cache and c.startswith("aotgrad") and out[c]:
                warm = [r for r in (child(w, c, env) for _ in range(WARM_RUNS)) if r]
                if warm:
                    out[c]["warm_s"] = statistics.median(r["compile_s"] for r in warm)
                    out[c]["warm_rss_mb"] = max(r["rss_mb"] for r in warm)
    return out


def ms(s: float | None) -> str:
    return "-" if s is None else f"{s * 1e3:.3g}"


def report(names: list[str] | None = None) -> str:
    """The suite's markdown section on the workloads `names` (all by default), its heading
    left out (the main table and the targets line last)."""
    try:
        import torch
        torch.set_num_threads(2)
        has_torch = True
    except ImportError:
        has_torch = False
    started, load0 = time.perf_counter(), os.getloadavg()[0]
    bw = bandwidth()
    cache = aotgrad_has_disk_cache()
    medians, paths, profiles, procs, layouts = {}, {}, {}, {}, {}
    for w in (WORKLOADS[n] for n in names or WORKLOADS):
        stats, profiles[w.name] = time_workload(w, has_torch)
        if w.layout_of:
            layouts[w.name] = stats["aotgrad"].median / stats[layout_key(w)].median
        best = fastest_path(stats)
        paths[w.name] = {c: stats[c].median for c in AG_PATHS if c in stats}
        medians[w.name] = {c: stats[c].median for c in COLUMNS[:3] if c in stats}
        medians[w.name]["aotgrad"] = stats[best].median
        paths[w.name]["best"] = best
        print(w.name, {c: ms(s) for c, s in medians[w.name].items()}, file=sys.stderr)
    write_bytecode()
    for w in medians:
        procs[w] = fresh_processes(w, [c for c in COLUMNS[:3] if c in medians[w]]
                                   + [paths[w]["best"]], cache)
        procs[w]["aotgrad"] = procs[w].pop(paths[w]["best"])
    results = check_targets(medians, procs, layouts)
    load1 = os.getloadavg()[0]
    blocks = sections(medians, paths, profiles, procs, results, bw, cache,
                      (load0, load1, time.perf_counter() - started), layouts)
    return "\n\n".join(b if b.startswith("```") else markdown(b) for b in blocks)


def sections(medians, paths, profiles, procs, results, bw, cache, run, layouts) -> list[str]:
    """The blocks of the markdown section, in order."""
    rows = []
    for w, m in medians.items():
        others = {c: s for c, s in m.items() if c != "aotgrad"}
        best = min(others, key=others.get)
        rows.append([w, WORKLOADS[w].what, *(ms(m.get(c)) for c in COLUMNS),
                     f"{m['aotgrad'] / others[best]:.2f}x ({best})"])
    path_rows = [[w, ms(p["aotgrad"]), ms(p.get("aotgrad value_and_grad")), p["best"]]
                 for w, p in paths.items()]
    proc_rows = [[w, c, ms(r.get("compile_s")), ms(r.get("warm_s")) if cache else "n/a",
                  f"{r['rss_mb']:.0f}" if "rss_mb" in r else "-",
                  f"{r['warm_rss_mb']:.0f}" if r.get("warm_rss_mb") else "-"]
                 for w, rs in procs.items() for c, r in rs.items()]
    bound_rows = []
    for w in (w for w in medians if WORKLOADS[w].bandwidth_bound):
        bound = WORKLOADS[w].min_bytes() / bw
        bound_rows.append([w, f"{WORKLOADS[w].min_bytes() / 2**20:.0f} MiB", ms(bound),
                           *(f"{medians[w][c] / bound:.1f}x" if c in medians[w] else "-"
                             for c in COLUMNS)])
    target_rows = [[t.label, t.text, got, "yes" if ok else "**no**"]
                   for t, got, ok in results]
    missed = [w for w in medians if any(not ok and t.workload == w and t.kind == "step"
                                         for t, _, ok in results)]
    return [
        "Issue 9's suite: one training step (forward, backward, and for W4 and W7 an SGD "
        "update) per workload, float32. Medians of n runs (W1s 200, others 20) after 3 warm-up "
        f"runs, in one process, contenders interleaved in blocks, each block after {SETTLE} s "
        "of quiet and one untimed run. Gradients of every contender are checked against "
        "PyTorch eager's before timing. W3, W4 and W6-W8 differentiate the parameters (x is "
        "data); W1 all three inputs; W2 and W5 x. W1-W5 are functions of arrays (the MLP's "
        "weights [in, out], `x @ W`); W4's update is `torch.optim.SGD` and `aotgrad.optim.SGD` "
        "(numpy by hand: `p -= lr * grad`), as in W7, so W4 and W7 differ in the layout alone. W6-W8 "
        "are models of `nn` modules in each framework (`nn.Linear`: weight [out, in], `x @ "
        "W.T + b`), numpy by hand in the same layout; W7's step is `optimizer.zero_grad()`, "
        "`loss.backward()`, `optimizer.step()` with `torch.optim.SGD` and "
        "`aotgrad.optim.SGD`.",
        "\n".join([f"- CPU: {harness.cpu_model()}, {os.cpu_count()} cores, {cpu_features()}",
                   f"- date: {time.strftime('%Y-%m-%d')}; torch threads: 2; aotgrad at "
                   + source(),
                   f"- 1-minute load average: {run[0]:.2f} at the start, {run[1]:.2f} at the "
                   f"end; the suite took {run[2]:.0f} s",
                   f"- copy bandwidth (128 MiB `np.copyto`, read + write): {bw / 1e9:.1f} GB/s"]),
        "### aotgrad's two paths (median ms)",
        table(["workload", "`loss.backward()`", "`value_and_grad`", "faster"], path_rows,
              right=(1, 2)),
        "### Compile time and peak memory (fresh process per contender)",
        "Compile: the first step in a fresh process, imports and cold caches included "
        "(`TORCHINDUCTOR_CACHE_DIR`, `XDG_CACHE_HOME` and `AOTGRAD_CACHE_DIR` in a new "
        "directory), minus its fastest later step, in ms. Warm: the same in a later "
        f"process on the first's cache directory (the median of {WARM_RUNS} processes)" + ("." if cache else
                                                     " (n/a: the tree has no disk cache; "
                                                     "`AOTGRAD_CACHE_DIR` is not read).")
        + " Peak: maxrss after 5 steps, MiB, of the first process (it compiles) and of the "
        "later ones (warm, the largest of them: machine code from the disk cache, no pass pipeline). Python's "
        "bytecode cache is on in every child, and written before the first.",
        table(["workload", "contender", "compile ms", "warm ms", "peak MiB", "warm peak MiB"],
              proc_rows, right=(2, 3, 4, 5)),
        *(["### Against the bandwidth bound",
            "Bound: the inputs read once and the gradients written once at the copy "
            "bandwidth.",
            table(["workload", "bytes", "bound ms", *COLUMNS], bound_rows,
                  right=tuple(range(1, 7)))] if bound_rows else []),
        *module_blocks(medians, layouts),
        "### Profile of aotgrad where a step target is missed",
        *(f"```\n{profiles[w]}\n```" for w in missed),
        *kept_reading(),
        "### Targets",
        table(["target", "what", "measured", "met"], target_rows),
        "### Step time (median ms)",
        table(["workload", "what", *COLUMNS, "aotgrad / best other"], rows,
              right=(2, 3, 4, 5, 6)),
        f"targets met: {sum(ok for _, _, ok in results)} of {len(results)}",
    ]


def module_blocks(medians: dict, layouts: dict[str, float]) -> list[str]:
    """aotgrad against PyTorch on the module workloads measured, and each contender on a module
    workload against itself on the workload of arrays of the same model."""
    mods = [w for w in medians if WORKLOADS[w].modules]
    rows = [[w, ms(medians[w]["aotgrad"]),
             *(f"{medians[w]['aotgrad'] / medians[w][c]:.2f}x" if c in medians[w] else "-"
               for c in ("torch eager", "torch.compile"))] for w in mods]
    layout_rows = []
    for w, ratio in layouts.items():
        a = WORKLOADS[w].layout_of
        layout_rows.append([f"{w} / {a}", *(f"{medians[w][c] / medians[a][c]:.2f}x"
                                            if a in medians and c in medians[a] else "-"
                                            for c in COLUMNS[:3]), f"{ratio:.2f}x"])
    blocks = []
    if rows:
        blocks += ["### Module workloads: aotgrad against PyTorch",
                   table(["workload", "aotgrad ms", "/ torch eager", "/ torch.compile"], rows,
                         right=(1, 2, 3))]
    if layout_rows:
        blocks += ["### The same MLP in two layouts",
                   "A contender's median on the workload of `nn.Linear` modules (weights [out, "
                   "in], `x @ W.T + b`) over its median on the workload of arrays (weights [in, "
                   "out], `x @ W + b`). aotgrad: its `loss.backward()` step on both, timed "
                   "interleaved in the blocks of the module workload (the layout targets' "
                   "ratio); the others: their medians of the two workloads' runs, where both "
                   "ran.",
                   table(["workloads", *COLUMNS], layout_rows, right=(1, 2, 3, 4))]
    return blocks


def source() -> str:
    """The commit aotgrad is imported from: this repository's (`+changes` if its tree differs),
    or the folder of a snapshot (`PYTHONPATH=/tmp/agpkg-<commit>`, a tree held still)."""
    import aotgrad
    where = Path(aotgrad.__file__).resolve().parent.parent
    return harness.revision() if where == harness.REPO else f"{where.name} (snapshot)"


def kept_reading() -> list[str]:
    """The hand-written reading of the existing section, if any."""
    text = RESULTS.read_text() if RESULTS.exists() else ""
    found = re.search(rf"^{re.escape(READING)}\n.*?(?=^##|\Z)", text, re.MULTILINE | re.DOTALL)
    return [found.group(0).rstrip()] if found else []


def write(section: str, path: Path = RESULTS) -> None:
    """Replace (or append) the suite's section of `path` (`bench/RESULTS.md`)."""
    text = path.read_text() if path.exists() else "# Benchmark results\n"
    pattern = re.compile(rf"^{re.escape(SECTION)}\n.*?(?=^## |\Z)", re.MULTILINE | re.DOTALL)
    body = f"{SECTION}\n\n{section.rstrip()}\n"
    text = pattern.sub(lambda _: body + "\n", text) if pattern.search(text) else \
        text.rstrip() + "\n\n" + body
    path.write_text(text.rstrip() + "\n")


def main() -> None:
    """`python bench/suite.py [WORKLOAD ...] [--out PATH]`: every workload, written to
    `RESULTS.md` (or PATH); or those named, printed (and written to PATH if given: a section
    of some workloads would otherwise replace the whole run's)."""
    parser = argparse.ArgumentParser(description="The benchmark suite (bench/README.md).")
    parser.add_argument("workloads", nargs="*", metavar="WORKLOAD",
                        help=f"workloads to run, of {', '.join(WORKLOADS)} (default: all)")
    parser.add_argument("--out", type=Path, help="the results file to write the section to")
    args = parser.parse_args()
    unknown = [n for n in args.workloads if n not in WORKLOADS]
    if unknown:
        parser.error(f"unknown workload {', '.join(unknown)}; choose from"
                     f" {', '.join(WORKLOADS)}")
    section = report(args.workloads or None)
    if args.out or not args.workloads:
        write(section, args.out or RESULTS)
    print(section)


if __name__ == "__main__":
    main()
