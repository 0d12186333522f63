"""Issue 9's targets, and what the suite needs to know about the machine and the tree.

In: the suite's medians (workload -> contender -> seconds) and fresh-process records (workload
-> contender -> {compile_s, warm_s, rss_mb}). Out: `check_targets` -> [(target, measured text,
met)]; `cpu_features()` (AVX2 / AVX-512 from /proc/cpuinfo); `aotgrad_has_disk_cache()`.
A target that could not be measured (no torch, no disk cache) counts as not met; a target on a
workload the run left out (`python bench/suite.py W6 W7`) is left out.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Target:
    """`kind` step: aotgrad's median <= `limit` x contender `versus`'s; compile / warm: W's
    aotgrad compile seconds <= `limit`; memory: aotgrad's peak <= numpy's + `limit` MiB;
    layout: aotgrad's median on W within `limit` (a fraction) of its median on workload
    `versus`, the same model with its weights in the other layout (the ratio in 1 +- limit,
    either way; both `loss.backward()`, timed interleaved in W's run)."""

    label: str
    kind: str
    workload: str
    limit: float
    versus: str = ""

    @property
    def text(self) -> str:
        if self.kind == "step":
            return f"aotgrad <= {self.limit:g}x {self.versus}"
        if self.kind == "memory":
            return f"aotgrad peak <= numpy + {self.limit:g} MiB"
        if self.kind == "layout":
            return (f"aotgrad {self.workload} / {self.versus} in "
                    f"{1 - self.limit:g}-{1 + self.limit:g}")
        return f"aotgrad {'cold' if self.kind == 'compile' else 'from disk'} < {self.limit:g} s"


TARGETS = [
    Target("W1s step", "step", "W1s", 1.0, "numpy"),
    Target("W1l step", "step", "W1l", 1.0, "torch.compile"),
    Target("W2 step", "step", "W2", 0.8, "torch.compile"),
    Target("W3 step", "step", "W3", 1.0, "torch.compile"),
    Target("W4 step", "step", "W4", 1.0, "torch.compile"),
    Target("W5 step", "step", "W5", 0.8, "torch.compile"),
    Target("W6 step", "step", "W6", 1.0, "torch.compile"),
    Target("W7 step", "step", "W7", 1.0, "torch.compile"),
    Target("W8 step", "step", "W8", 1.0, "torch.compile"),
    Target("W6 layout", "layout", "W6", 0.1, "W3"),
    Target("W7 layout", "layout", "W7", 0.1, "W4"),
    Target("W3 compile, cold", "compile", "W3", 2.0),
    Target("W3 compile, disk", "warm", "W3", 0.2),
    *(Target(f"{w} peak memory", "memory", w, 60.0)
      for w in ("W1s", "W1l", "W2", "W3", "W4", "W5", "W6", "W7", "W8")),
]


def check_targets(medians: dict, procs: dict, layouts: dict[str, float]
                  ) -> list[tuple[Target, str, bool]]:
    """Each target on the measured workloads (those of `medians`) with what was measured
    (text) and whether it is met. `layouts`: workload -> aotgrad's median on it over its
    median on the workload of the other layout, timed interleaved."""
    out = []
    for t in TARGETS:
        if t.workload not in medians:
            continue
        ag = procs.get(t.workload, {}).get("aotgrad", {})
        if t.kind == "layout":
            r = layouts[t.workload]
            out.append((t, f"{r:.2f}x", abs(r - 1) <= t.limit))
        elif t.kind == "step":
            m = medians[t.workload]
            if t.versus not in m:
                out.append((t, "not measured", False))
                continue
            r = m["aotgrad"] / m[t.versus]
            out.append((t, f"{r:.2f}x", r <= t.limit))
        elif t.kind in ("compile", "warm"):
            s = ag.get("compile_s" if t.kind == "compile" else "warm_s")
            out.append((t, "n/a" if s is None else f"{s:.2f} s", s is not None and s < t.limit))
        else:
            numpy = procs.get(t.workload, {}).get("numpy", {}).get("rss_mb")
            mine = ag.get("rss_mb")
            if numpy is None or mine is None:
                out.append((t, "not measured", False))
                continue
            out.append((t, f"{mine - numpy:+.0f} MiB", mine - numpy <= t.limit))
    return out


def cpu_features() -> str:
    """`AVX2, AVX-512` (those of the two the CPU has), from /proc/cpuinfo's flags."""
    try:
        lines = Path("/proc/cpuinfo").read_text().splitlines()
    except OSError:
        return "flags unknown"
    flags = next((ln.split(":", 1)[1].split() for ln in lines if ln.startswith("flags")), [])
    found = [name for flag, name in (("avx2", "AVX2"), ("avx512f", "AVX-512")) if flag in flags]
    return ", ".join(found) or "neither AVX2 nor AVX-512"


def aotgrad_has_disk_cache() -> bool:
    """Whether aotgrad's sources read `AOTGRAD_CACHE_DIR` (a disk cache exists)."""
    import aotgrad.codegen
    import aotgrad.runtime
    dirs = [Path(m.__file__).parent for m in (aotgrad, aotgrad.runtime, aotgrad.codegen)]
    return any("AOTGRAD_CACHE_DIR" in p.read_text(errors="ignore")
               for d in dirs for p in d.rglob("*.py"))
