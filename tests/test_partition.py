"""The partition pass: forward/backward extraction, min-cut choices on the seed example, user
tags, random ops, reductions, just-in-time recomputation, and exact agreement with the joint
function (reference interpreter) for every model under both strategies and several budgets."""
from __future__ import annotations

import numpy as np
import pytest
from partition_cases import (MODELS, SEED_JOINT, joint, model, random_inputs, run_split,
                             seed_joint)

from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import IRError, Module
from aotgrad.ir.tensor import CheckpointOp
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.verifier import verify
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.partition import partition_function
from aotgrad.passes.partition.graph import analyze_joint, is_materialized
from aotgrad.passes.partition.mincut import solve_min_cut
from aotgrad.passes.partition.report import PartitionReport

CONFIGS = [("default", 1.0), ("min_cut", 1.0), ("min_cut", 0.7), ("min_cut", 0.3),
           ("min_cut", 0.0)]

SEED_BACKWARD = """\
func @loss_backward(%primals_1: f32[10,20], %primals_2: f32[20,30], %relu: f32[10,30], \
%tangents_1: f32[] tangent) -> (f32[10,20], f32[20,30], f32[30]) {
  %g = tensor.broadcast %tangents_1 {dims = []} : f32[10,30]
  %cos_1 = tensor.cos %relu : f32[10,30]
  %d_sin = tensor.mul %g, %cos_1 : f32[10,30]
  %sin_1 = tensor.sin %relu : f32[10,30]
  %neg = tensor.neg %sin_1 : f32[10,30]
  %d_cos = tensor.mul %g, %neg : f32[10,30]
  %d_relu = tensor.add %d_sin, %d_cos : f32[10,30]
  %zero = tensor.constant 0.0 : f32[10,30]
  %mask = tensor.gt %relu, %zero : bool[10,30]
  %d_add = tensor.where %mask, %d_relu, %zero : f32[10,30]
  %d_primals_3 = tensor.sum %d_add {axes = [0], keepdim = false} : f32[30]
  %t2 = tensor.transpose %primals_2 {perm = [1, 0]} : f32[30,20]
  %d_primals_1 = tensor.matmul %d_add, %t2 : f32[10,20]
  %t1 = tensor.transpose %primals_1 {perm = [1, 0]} : f32[20,10]
  %d_primals_2 = tensor.matmul %t1, %d_add : f32[20,30]
  return %d_primals_1, %d_primals_2, %d_primals_3
}"""


def saved_names(report: PartitionReport) -> list[str]:
    return [e.name for e in report.saved]


def recomputed_names(report: PartitionReport) -> list[str]:
    return [e.name for e in report.recomputed]


# --------------------------------------------------------------------------- seed example

def test_seed_joint_text_round_trips():
    assert print_module(parse_ir(SEED_JOINT)) == SEED_JOINT


def test_min_cut_saves_inputs_and_relu_for_seed_joint():
    forward, backward, report = partition_function(seed_joint().get(), "min_cut")
    assert saved_names(report) == ["primals_1", "primals_2", "relu"]
    assert [e.bytes for e in report.saved] == [800, 2400, 1200]
    assert str(forward).splitlines()[-2] == "  return %sum, %primals_1, %primals_2, %relu"
    assert str(backward) == SEED_BACKWARD


def test_is_materialized_follows_fusion():
    graph = analyze_joint(seed_joint().get())
    value = {v.name_hint: v for v in graph.values}
    assert is_materialized(graph, value["primals_1"])
    assert is_materialized(graph, value["sum"])          # a forward output
    assert is_materialized(graph, value["d_add"])        # read by matmuls
    assert is_materialized(graph, value["mm"])           # a BLAS call writes it
    assert is_materialized(graph, value["relu"])         # several ops read it: counts as written
    assert not is_materialized(graph, value["add"])      # inlined into its one consumer, relu
    assert not is_materialized(graph, value["sin"])      # inlined into the sum that reads it


def test_cut_counts_the_inputs_a_recomputation_would_read():
    # The backward matmuls read primals_1 and primals_2 anyway (800 + 2400 bytes). Saving relu
    # reads its 1200 bytes once (it is written anyway: several ops read it); recomputing it
    # from mm would read mm's 1200 bytes and primals_3's 120 too; add 2 x 1200. So relu is
    # saved: 4400 bytes moved, 1200 kept alive (inputs are alive anyway).
    cut = solve_min_cut(analyze_joint(seed_joint().get()))
    assert (cut.cost, cut.memory) == (4400, 1200)
    assert [v.name_hint for v in cut.saved] == ["primals_1", "primals_2", "relu"]
    assert [(v.name_hint, why) for v, why in cut.banned.items()] == \
        [("mm", "compute-heavy (matmul): never recomputed"),
         ("sum", "reduction output 300x smaller than its input: never recomputed")]


def test_seed_after_cse_recomputes_forward_sin_and_cos_from_relu():
    ctx = PassContext()
    out = run_pipeline(seed_joint(), "cse,partition", ctx=ctx)
    report = ctx.reports["partition"][-1]
    assert saved_names(report) == ["primals_1", "primals_2", "relu"]
    assert recomputed_names(report) == ["cos", "sin"]  # in backward order
    assert [e.reason for e in report.recomputed] == \
        ["cheap elementwise chain: recomputed from relu"] * 2
    backward = out.get("loss_backward")
    assert [str(op.operands[0].name_hint) for op in backward.ops[:4]] == \
        ["tangents_1", "relu", "g", "relu"]


def test_seed_through_the_real_pipeline_saves_three_tensors():
    _, backward, report = partition_function(joint("seed").get())
    assert report.saved_bytes == 4400
    assert saved_names(report)[:2] == ["primals_1", "primals_2"]
    assert report.saved[2].shape == (10, 30) and report.saved[2].origin.startswith("seed.ag:")
    assert {"sin", "cos"} & set(recomputed_names(report))


@pytest.mark.parametrize("name", ["affine", "chain"])
def test_constant_only_backward_saves_nothing(name):
    forward, backward, report = partition_function(joint(name).get())
    assert report.saved == [] and report.saved_bytes == 0
    assert [a.name_hint for a in backward.args] == ["tangents_1"]
    assert len(forward.result_types) == 1


# --------------------------------------------------------------------------- every model

def _check_no_dead_ops(f):
    read = {id(v) for op in f.ops for v in op.operands}
    for op in f.ops[:-1]:
        assert all(id(r) in read for r in op.results), f"dead op {op} in @{f.name}"
    for a in f.args:
        assert id(a) in read, f"unused argument %{a.name_hint} of @{f.name}"


def _first_user(f, value):
    return next(i for i, op in enumerate(f.ops) if any(v is value for v in op.operands))


def _check_just_in_time(backward):
    """A value not computed from a tangent is computed in the run of such values right
    before its first user, never earlier."""
    tangent_args = {id(a) for a, fl in zip(backward.args, backward.arg_flags) if "tangent" in fl}
    from_tangent = set(tangent_args)
    for op in backward.ops:
        if any(id(v) in from_tangent for v in op.operands):
            from_tangent.update(id(r) for r in op.results)
    ops = backward.ops
    for i, op in enumerate(ops[:-1]):
        if any(id(r) in from_tangent for r in op.results):
            continue
        j = min(_first_user(backward, r) for r in op.results)
        between = ops[i + 1:j]
        assert not any(id(r) in from_tangent for o in between for r in o.results), \
            f"%{op.results[0].name_hint} is computed before gradient ops it does not feed"


@pytest.mark.parametrize("name", sorted(MODELS))
def test_every_model_partitions_exactly(name):
    module = joint(name)
    f = module.get()
    args = random_inputs(f)
    n_tangents = sum("tangent" in flags for flags in f.arg_flags)
    primals, tangents = args[:-n_tangents], args[-n_tangents:]
    expected = interpret(module, *args)
    texts = {}
    reports = {}
    for strategy, budget in CONFIGS:
        forward, backward, report = partition_function(f, strategy, budget)
        verify(Module([forward, backward]))
        for got, want in zip(run_split(forward, backward, primals, tangents), expected):
            np.testing.assert_array_equal(got, want)
        for g in (forward, backward):
            _check_no_dead_ops(g)
        _check_just_in_time(backward)
        flags = backward.arg_flags
        assert sum("tangent" in fl for fl in flags) == n_tangents
        assert len(forward.result_types) - (len(backward.args) - n_tangents) == n_tangents
        texts[strategy, budget] = print_module(Module([forward, backward]))
        reports[strategy, budget] = report
        again = partition_function(f, strategy, budget)
        assert print_module(Module(list(again[:2]))) == texts[strategy, budget]
        assert str(again[2]) == str(report)
    for key, report in reports.items():
        assert report.min_cut_saved_bytes <= report.default_saved_bytes
    _check_no_saved_view(f)


def _check_no_saved_view(f):
    for strategy, budget in CONFIGS[1:]:
        forward, backward, report = partition_function(f, strategy, budget)
        producers = {r.name_hint: op for op in forward.ops for r in op.results}
        for e in report.saved:
            op = producers.get(e.name)
            assert op is None or not type(op).view, f"view %{e.name} saved"


@pytest.mark.parametrize("name", ["seed", "mlp", "block", "late_use", "tiny_reduction"])
def test_matmul_is_never_recomputed_at_full_budget(name):
    _, backward, report = partition_function(joint(name).get(), "min_cut", 1.0)
    recomputed = set(recomputed_names(report))
    assert all(not (type(op).compute_heavy and op.results[0].name_hint in recomputed)
               for op in backward.ops)


def test_forward_and_backward_replace_the_joint_and_keep_other_functions():
    src = MODELS["seed"] + """
def helper(x: f32[4]) -> f32[4] {
    return exp(x)
}"""
    module = parse(src, "two.ag")
    joint_module = run_pipeline(module, "autodiff")
    mixed = Module([module.get("helper"), joint_module.get("loss")])
    ctx = PassContext()
    out = run_pipeline(mixed, "partition{strategy=default}", ctx=ctx)
    assert [f.name for f in out.functions] == ["helper", "loss_forward", "loss_backward"]
    report = ctx.reports["partition"][-1]
    assert isinstance(report, PartitionReport) and report.strategy == "default"


# --------------------------------------------------------------------------- special values

def test_dropout_mask_is_recomputed_exactly_not_saved():
    _, _, report = partition_function(joint("block").get())
    assert all(e.dtype != "bool" for e in report.saved)
    reasons = {e.name: e.reason for e in report.recomputed}
    assert reasons["uniform"] == "random op: recomputed exactly (counter-based RNG)"
    assert reasons["keep"] == "cheap elementwise chain: recomputed from uniform"


def test_small_reduction_output_is_saved_and_its_input_recomputed():
    _, _, report = partition_function(joint("tiny_reduction").get())
    assert saved_names(report) == ["primals_1", "s"]
    assert report.saved[1].reason == \
        "reduction output 64x smaller than its input: never recomputed"
    assert [(e.name, e.reason) for e in report.recomputed] == \
        [("exp", "cheap elementwise chain: recomputed from primals_1")]


def test_user_tags_save_and_recompute():
    _, backward, report = partition_function(joint("tags").get())
    # primals_4 is the `%rng` argument: the backward redraws the dropout mask from it.
    assert saved_names(report) == ["primals_1", "primals_2", "primals_3", "primals_4", "tanh"]
    assert report.saved[4].reason == "user tag: save"
    reasons = {e.name: e.reason for e in report.recomputed}
    assert reasons["sigmoid"] == "user tag: recompute"
    assert not any(isinstance(op, CheckpointOp) for op in backward.ops)


def test_user_tag_recompute_wins_over_the_matmul_ban():
    _, _, report = partition_function(joint("matmul_recompute").get())
    assert saved_names(report) == ["primals_1", "primals_2"]
    assert report.recomputed[0].name == "mm"
    assert report.recomputed[0].reason == "user tag: recompute"


def test_conflicting_tags_save_wins():
    src = """
def f(x: f32[4, 4], w: f32[4, 4], y: f32[4, 4]) -> f32[] {
    return sum(save(recompute(x @ w)) * y)
}"""
    joint_module = run_pipeline(parse(src, "conflict.ag"), "autodiff")
    _, _, report = partition_function(joint_module.get())
    mm = next(e for e in report.saved if e.name == "mm")
    assert mm.reason == "user tag: save"


def test_tags_merged_by_cse_do_not_conflict():
    src = """
def f(x: f32[4]) -> f32[] {
    s = save(exp(x))
    r = recompute(exp(x))
    return sum(s * r)
}"""
    module = run_pipeline(parse(src, "merged.ag"), "cse,autodiff,partition")
    assert "@f_backward" in str(module)


@pytest.mark.parametrize("options, message", [
    ("strategy=greedy", "strategy must be one of default, min_cut"),
    ("memory_budget=1.5", r"memory_budget must be in \[0, 1\]"),
    ("strategy=default,memory_budget=0.5", "applies to strategy=min_cut only"),
])
def test_bad_options_are_errors(options, message):
    with pytest.raises(IRError, match=message):
        run_pipeline(seed_joint(), f"partition{{{options}}}")


def test_model_without_joint_is_untouched():
    module = model("seed")
    assert str(run_pipeline(module, "partition")) == str(module)


def test_value_read_by_a_backward_matmul_is_saved_not_recomputed():
    _, backward, report = partition_function(joint("feeds_backward_matmul").get())
    assert saved_names(report) == ["primals_1", "primals_2", "primals_3", "tanh"]
    reasons = {e.name: e.reason for e in report.saved}
    assert "read by a matmul in the backward" in reasons["tanh"]
    assert not any(type(op).compute_heavy and op.result.name_hint == "mm"
                   for op in backward.ops)


STACKED = """
def loss(x: f32[16, 32], w: f32[32, 32], b: f32[32]) -> f32[] {
    h = x
""" + """    a = h @ w + b
    h = tanh(a) * sigmoid(h) + relu(a) * 0.5
    h = exp(h * 0.01) - h / 3.0
""" * 6 + """    return sum(h * h)
}"""


def test_min_cut_does_not_recompute_a_stack_of_layers_from_its_input():
    # Each layer's activation is computed from the one before (sigmoid(h)): saving only the
    # input and the matmuls' outputs keeps the least memory, but the backward would recompute
    # the whole stack in each layer's kernels, work (and compile time) quadratic in the depth
    # that the cut's bytes count once. The chosen cut recomputes no deeper than the
    # traffic-first cut, give or take RECOMPUTE_SLACK ops.
    from aotgrad.passes.partition.mincut import RECOMPUTE_SLACK, choose_cut, recompute_depth
    graph = analyze_joint(run_pipeline(parse(STACKED), "canonicalize,cse,dce,autodiff").get())
    chosen, fastest = choose_cut(graph), solve_min_cut(graph)
    lowest = [v for v in graph.values if v in chosen.memory_first]
    assert recompute_depth(graph, lowest) > recompute_depth(graph, fastest.saved) + \
        RECOMPUTE_SLACK                                     # the trap is there
    assert recompute_depth(graph, chosen.saved) <= \
        recompute_depth(graph, fastest.saved) + RECOMPUTE_SLACK
