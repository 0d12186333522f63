"""Min-cut flow networks with an infinite source-to-sink path in programs without tags:
found by `test_properties.py` (hypothesis), shrunk by it.

- `BUDGETED`: with `memory_budget=0.5` the budget ladder forced the recomputation of a value
  no cut can recompute, and the whole partition failed; the ladder now leaves such a value
  saved and goes on (`budget.build_ladder`).
- `SRC`: a scalar `z` reshaped to [1,1], reduced by `max` and multiplied by its own transpose:
  the network was infinite with nothing forced, and partition (which computes the min-cut
  plan for its report under `default` too) raised "its save/recompute tags contradict each
  other". The reshape, read by max's tie mask, was banned from recomputation ("compared
  with its max") while a view is never saved: source -> reshape -> backward, all infinite.
  A view never saved is recomputed from its source exactly, so the ban now falls on the
  source (`mincut.compared_exactly`), here the input `z`."""
from __future__ import annotations

from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import run_pipeline

SRC = """\
func @prog(%x: f64[], %y: f64[], %z: f64[]) -> f64[] {
  %reshape = tensor.reshape %z : f64[1,1]
  %abs = tensor.abs %z : f64[]
  %max = tensor.max %reshape {axes = [0, 1], keepdim = false} : f64[]
  %transpose = tensor.transpose %reshape {perm = [1, 0]} : f64[1,1]
  %mm = tensor.matmul %reshape, %transpose : f64[1,1]
  %abs_1 = tensor.abs %mm : f64[1,1]
  %sum = tensor.sum %abs_1 {axes = [0, 1], keepdim = false} : f64[]
  %add = tensor.add %sum, %abs : f64[]
  %add_1 = tensor.add %add, %max : f64[]
  return %add_1
}
"""
BUDGETED = """\
func @prog(%x: f64[], %y: f64[], %z: f64[]) -> f64[] {
  %reshape = tensor.reshape %z : f64[1]
  %abs = tensor.abs %reshape : f64[1]
  %abs_1 = tensor.abs %abs : f64[1]
  %max = tensor.max %reshape {axes = [0], keepdim = false} : f64[]
  %abs_2 = tensor.abs %max : f64[]
  %abs_3 = tensor.abs %abs_2 : f64[]
  %sum = tensor.sum %abs_3 {axes = [], keepdim = false} : f64[]
  return %sum
}
"""
JOINT = "canonicalize,cse,dce,autodiff,canonicalize,cse,dce,"


def partitioned(options: str, src: str = SRC):
    out = run_pipeline(parse_ir(src), JOINT + f"partition{{{options}}}")
    return {f.name for f in out.functions}


def test_budgeted_min_cut_leaves_a_value_no_cut_can_recompute_saved():
    assert partitioned("strategy=min_cut,memory_budget=0.5", BUDGETED) >= {
        "prog_forward", "prog_backward"}


def test_min_cut_partitions_a_program_without_tags():
    assert partitioned("strategy=min_cut") >= {"prog_forward", "prog_backward"}


def test_default_partitions_it():
    assert partitioned("strategy=default") >= {"prog_forward", "prog_backward"}


def test_the_partitioned_program_computes_the_joint_gradients():
    import numpy as np
    from aotgrad.ir.interpret import interpret
    joint = run_pipeline(parse_ir(SRC), JOINT.rstrip(","))
    split = run_pipeline(joint, "partition{strategy=min_cut}")
    args = [np.float64(v) for v in (0.5, -1.5, -2.0)]
    want = interpret(joint, *args, np.float64(1.0))
    fw = interpret(split, *args, fn="prog_forward")
    grads = interpret(split, *fw[1:], np.float64(1.0), fn="prog_backward")
    np.testing.assert_allclose([want[0], *want[1:]], [fw[0], *grads])
