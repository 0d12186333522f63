"""min_cut once moved more bytes after fusion (forward + backward, `ctx.reports["fuse"]`) than
the default partition on small programs found by `tests/fuzz`: it recomputed in the backward
values that default saves (the bool mask of a `where` over broadcast operands, from both
arguments; a keepdim `sum` feeding `layernorm`, from its input), counting arguments as free to
save, while reading them again in the backward moves more bytes than the small value saved
once. The cut now counts the bytes the backward reads, inputs included (`mincut.save_cost`).
Counting them, a dropout mask (5 bytes) was saved rather than re-reading the generator's key
(16 bytes), one byte less traffic but more memory than default keeps: the cut now stays within
default's activation bytes (`memory_limit`)."""
from __future__ import annotations

import pytest

import aotgrad
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.partition.graph import analyze_joint
from aotgrad.passes.partition.mincut import solve_min_cut
from aotgrad.passes.pipelines import training_pipeline

PROGRAMS = {
    "where-broadcast": """def f(a0: f64[2, 5], a1: f64[2, 1], a2: f64[5]) -> f64[] {
        return sum(where(a2 >= a0, a2, a1))
    }""",
    "layernorm-of-sum": """def f(a0: f64[2, 2]) -> f64[] {
        return sum(layernorm(sum(a0, axis=-1, keepdim=true), eps=1e-05))
    }""",
    "dropout-of-layernorm": """def f(a0: f64[5], a1: f64[5], a3: f64[5] nograd) -> (f64[], f64[5]) {
        v1 = layernorm(a3, a3, a1, eps=1e-05)
        return sum(dropout(v1, p=0.25)), v1
    }""",
}

#: the small value each backward reads, saved rather than recomputed from the arguments: the
#: mask, and `sum` (as small as its copy centred by its mean, which the forward would compute
#: only for the backward).
SMALL_VALUE = {"where-broadcast": "ge", "layernorm-of-sum": "sum"}


def compile_reports(src: str, strategy: str) -> dict:
    ctx = PassContext()
    run_pipeline(aotgrad.parse(src, "moved.ag"), training_pipeline(strategy), ctx=ctx)
    return ctx.reports


def bytes_moved(reports: dict) -> int:
    return sum(r.after.bytes for r in reports["fuse"])


def activation_bytes(reports: dict) -> int:
    report = reports["partition"][-1]
    return sum(e.bytes for e in report.saved if not e.origin.startswith("argument "))


@pytest.mark.parametrize("name", PROGRAMS)
def test_min_cut_moves_no_more_bytes_than_default(name):
    min_cut, default = (compile_reports(PROGRAMS[name], s) for s in ("min_cut", "default"))
    assert bytes_moved(min_cut) <= bytes_moved(default)
    assert activation_bytes(min_cut) <= activation_bytes(default)


@pytest.mark.parametrize("name", SMALL_VALUE)
def test_min_cut_saves_the_small_value_not_the_arguments(name):
    report = compile_reports(PROGRAMS[name], "min_cut")["partition"][-1]
    assert [e.name for e in report.saved] == [SMALL_VALUE[name]]
    assert report.recomputed == []


def test_a_dropout_mask_is_recomputed_from_the_key_to_save_no_more_than_default():
    joint = run_pipeline(aotgrad.parse(PROGRAMS["dropout-of-layernorm"], "moved.ag"),
                         "autodiff").get()
    graph = analyze_joint(joint)
    fastest = solve_min_cut(graph)      # fewest bytes moved: the 5-byte mask, written and read
    assert [v.name_hint for v in fastest.saved if not graph.is_input(v)] == ["keep"]
    assert (fastest.memory, fastest.cost, fastest.memory_weight) == (5, 10, 0)
    within = solve_min_cut(graph, memory_limit=0)       # the 16-byte key, read
    assert (within.memory, within.cost) == (0, 16)
    assert within.memory_weight > 0
    assert all(graph.is_input(v) for v in within.saved)
