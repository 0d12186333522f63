"""min_cut moves more bytes after fusion (forward + backward, `ctx.reports["fuse"]`) than the
default partition on two programs minimised from `tests/fuzz` (long-run seeds 200115 and
200009). Cause: the min-cut counts what a recomputation reads (inputs included) but not what
the fused backward then writes and reads again: a recomputed reduction (logsumexp over a
size-1 axis, then a chain reading it) is a kernel of its own in the backward and its result
is written there and read by several kernels; a recomputed `concat` is written again before
the reduction that reads it. Saving the value, written by the forward anyway, costs one read.
PyTorch bans such recomputation (`ban_if_materialized_backward`); the partitioner has no such
rule for values whose backward consumers do not fuse them."""
from __future__ import annotations

import pytest

import aotgrad
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import training_pipeline

PROGRAMS = {
    "logsumexp-chain": """def f(a0: f64[1, 5]) -> (f64[], f64[1, 5]) {
        v8 = logsumexp(a0, axis=[0], keepdim=true)
        return sum(rsqrt(sigmoid(v8) + 0.25)), v8
    }""",
    "concat-logsumexp": """def f(a0: f64[5], a3: f64[1]) -> f64[] {
        v1 = concat(a0, a3, a3, axis=0)
        return logsumexp(v1, axis=0)
    }""",
}


def bytes_moved(src: str, strategy: str) -> int:
    ctx = PassContext()
    run_pipeline(aotgrad.parse(src, "moved.ag"), training_pipeline(strategy), ctx=ctx)
    return sum(r.after.bytes for r in ctx.reports["fuse"])


@pytest.mark.xfail(strict=True, reason="partition/min_cut recomputes values the fused backward "
                   "writes again; the cut does not count that write")
@pytest.mark.parametrize("name", PROGRAMS)
def test_min_cut_moves_no_more_bytes_than_default(name):
    src = PROGRAMS[name]
    assert bytes_moved(src, "min_cut") <= bytes_moved(src, "default")
