"""min_cut moves more bytes after fusion (forward + backward, `ctx.reports["fuse"]`) than the
default partition on small programs found by `tests/fuzz`. min_cut recomputes in the backward
values that default saves (the bool mask of a `where` over broadcast operands, from both
arguments; a keepdim `sum` feeding `layernorm`, from its input), counting arguments as free
to save: reading them again in the backward costs more traffic than the small value saved
once. The partitioner's cost model does not weigh the bytes the recompute re-reads."""
from __future__ import annotations

import pytest

import aotgrad
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import training_pipeline

PROGRAMS = {
    "where-broadcast": """def f(a0: f64[2, 5], a1: f64[2, 1], a2: f64[5]) -> f64[] {
        return sum(where(a2 >= a0, a2, a1))
    }""",
    "layernorm-of-sum": """def f(a0: f64[2, 2]) -> f64[] {
        return sum(layernorm(sum(a0, axis=-1, keepdim=true), eps=1e-05))
    }""",
}


def bytes_moved(src: str, strategy: str) -> int:
    ctx = PassContext()
    run_pipeline(aotgrad.parse(src, "moved.ag"), training_pipeline(strategy), ctx=ctx)
    return sum(r.after.bytes for r in ctx.reports["fuse"])


@pytest.mark.xfail(strict=True, reason="partition/min_cut recomputes from arguments a value "
                   "default saves, and the re-reads cost more bytes after fusion")
@pytest.mark.parametrize("name", PROGRAMS)
def test_min_cut_moves_no_more_bytes_than_default(name):
    src = PROGRAMS[name]
    assert bytes_moved(src, "min_cut") <= bytes_moved(src, "default")
