"""min_cut saved more activation bytes than the default partition, on two programs minimised
from `tests/fuzz` (long-run seeds 400152 and 400399: 84 and 24 bytes against default's 20 and
15), although the cut is bounded by default's bytes (`memory_limit`). Cause: a user `save` tag
also tied the tagged value to the sink, so it was saved whenever the backward depended on it,
even when the backward reads only a smaller value computed from it (a comparison mask): the
mask was then recomputed from the big tagged value, and no weighing of memory could lift that
infinite edge. A `save` tag now only bans recomputation (PyTorch's `MUST_SAVE`): the tagged
value is never recomputed, and the cut may save the mask instead.

Found while fixing it: a slice was never saved (views have infinite capacity in the cut), so
a slice of a matmul made min_cut save the whole matmul where default saves the slice. A view
smaller than its source is now saved like a value."""
from __future__ import annotations

import pytest

import aotgrad
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import training_pipeline

PROGRAMS = {
    "save-tag-compare": """def f(a: f32[5, 4], b: f32[]) -> f32[] {
        x = save(a + a)
        return sum(where(x < b, b, b))
    }""",
    "save-tag-broadcast-mask": """def f(a: f64[3, 5], b: f64[3, 1] nograd) -> f64[] {
        x = save(sigmoid(b))
        return sum(where(x > 0.5, a, a))
    }""",
    "slice-of-matmul": """def f(a: f32[8, 8], b: f32[8, 8]) -> f32[] {
        s = slice(a @ b, axis=0, start=0, stop=1)
        return sum(s * s)
    }""",
}

#: what min_cut saves besides arguments: the mask, not the tagged value; the slice, not `a @ b`.
SAVED = {"save-tag-compare": ["lt"], "save-tag-broadcast-mask": ["gt"],
         "slice-of-matmul": ["s"]}


def partition_report(src: str, strategy: str):
    ctx = PassContext()
    run_pipeline(aotgrad.parse(src, "saved.ag"), training_pipeline(strategy), ctx=ctx)
    return ctx.reports["partition"][-1]


def activation_bytes(report) -> int:
    return sum(e.bytes for e in report.saved if not e.origin.startswith("argument "))


@pytest.mark.parametrize("name", PROGRAMS)
def test_min_cut_saves_no_more_activation_bytes_than_default(name):
    min_cut, default = (partition_report(PROGRAMS[name], s) for s in ("min_cut", "default"))
    assert activation_bytes(min_cut) <= activation_bytes(default)
    assert [e.name for e in min_cut.saved if not e.origin.startswith("argument ")] == SAVED[name]


#: the value each `save` tag names.
TAGGED = {"save-tag-compare": "add", "save-tag-broadcast-mask": "sigmoid"}


@pytest.mark.parametrize("name", TAGGED)
def test_a_save_tagged_value_is_still_never_recomputed(name):
    report = partition_report(PROGRAMS[name], "min_cut")
    assert TAGGED[name] not in [e.name for e in report.recomputed]
    assert TAGGED[name] not in [e.name for e in report.saved]     # the mask is saved
