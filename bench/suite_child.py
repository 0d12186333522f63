"""One contender on one workload in a fresh process: compile time and peak memory.

In (arguments): a workload name and a contender name (`python bench/suite_child.py W3 aotgrad`).
Out (one JSON line on stdout): `first_s`, seconds from the start of this script (imports of
torch or aotgrad included, the drawing of the inputs left out) to the end of the first step;
`step_s`, the fastest of the 4 steps after it; `compile_s` = first_s - step_s; `rss_mb`, the
process's peak resident memory after 5 steps (`peak_mib`). Only numpy and the
contender's own library are imported. The caller picks the cache directories (environment).
"""
import time

START = time.perf_counter()

import json       # noqa: E402  (after the clock starts: imports are part of compile time)
import resource   # noqa: E402
import sys        # noqa: E402

from contenders import make_step   # noqa: E402
from workloads import WORKLOADS    # noqa: E402


def main(workload: str, contender: str) -> None:
    w = WORKLOADS[workload]
    began = time.perf_counter()
    arrays = w.inputs()
    drawing = time.perf_counter() - began
    step = make_step(contender, w, arrays)
    step()
    first = time.perf_counter() - START - drawing
    steps = []
    for _ in range(4):
        began = time.perf_counter()
        step()
        steps.append(time.perf_counter() - began)
    print(json.dumps({"first_s": first, "step_s": min(steps), "compile_s": first - min(steps),
                      "rss_mb": peak_mib()}))


def peak_mib() -> float:
    """This process's peak RSS in MiB: VmHWM of /proc/self/status, which starts afresh at exec
    (getrusage's maxrss keeps the forking parent's peak across fork + exec on Linux), else
    getrusage's maxrss."""
    try:
        with open("/proc/self/status") as status:
            return next(int(ln.split()[1]) for ln in status if ln.startswith("VmHWM")) / 1024
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    main(*sys.argv[1:3])
