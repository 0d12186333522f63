"""Property tests: random well-typed programs (`random_programs.programs`) through the whole
pipeline, against the reference interpreter and PyTorch.

1. The training pipelines (default, decompose-first, default partition strategy) run with the
   verifier after every pass, and every stage's printed IR re-parses to the same text.
2. The partitioned forward gives the function's outputs, and the backward, fed the forward's
   saved values and the tangents, gives the joint function's gradients (float64 to 1e-9,
   float32 to 1e-4), with any memory budget.
3. Outputs and gradients of the partitioned functions match torch autograd in float64 (1e-6),
   for every pipeline and memory budget.
4. min_cut never saves more bytes than default (primal inputs, free to save, not counted), and
   partitioning is deterministic: a re-parsed copy of the joint (new objects) splits to the
   same text and the same report.
5. canonicalize,cse,dce preserve the numbers of a function, of its decomposition and of its
   joint.

Errors are measured against max(max |expected|, 1): gradients that cancel to zero are
rounding noise in every implementation, so they are compared absolutely.
"""
from __future__ import annotations

import numpy as np
import torch
from hypothesis import given, note, settings
from hypothesis import strategies as st
from random_programs import NAME, Program, programs

from aotgrad.ir.core import Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.types import DType
from aotgrad.passes.autodiff import TANGENT, differentiable_args
from aotgrad.passes.manager import dump_stages, run_pipeline
from aotgrad.passes.partition import partition_function
from aotgrad.passes.partition.report import PartitionReport
from aotgrad.passes.pipelines import (CLEANUP, DEFAULT_PIPELINE, JOINT_PIPELINE,
                                      TENSOR_PIPELINE, training_pipeline)

PIPELINES = [DEFAULT_PIPELINE, training_pipeline(decompose_first=True),
             training_pipeline("default")]
BUDGETED = [training_pipeline(memory_budget=0.5), training_pipeline(memory_budget=0.0)]
JOINTS = ["autodiff", JOINT_PIPELINE, f"{TENSOR_PIPELINE},autodiff,{CLEANUP}"]
TOLERANCE = {DType.f64: 1e-9, DType.f32: 1e-4}
TORCH_TOLERANCE = 1e-6

dtypes = st.sampled_from([DType.f64, DType.f32])
seeds = st.integers(0, 2**16)


def error(found, expected) -> float:
    """max |found - expected| / max(max |expected|, 1)."""
    found, expected = np.asarray(found, np.float64), np.asarray(expected, np.float64)
    assert found.shape == expected.shape, f"shape {found.shape} vs {expected.shape}"
    if not expected.size:
        return 0.0
    return float(np.max(np.abs(found - expected)) / max(np.max(np.abs(expected)), 1.0))


def assert_close(found, expected, tolerance: float, what: str) -> None:
    assert len(found) == len(expected), f"{what}: {len(found)} values, expected {len(expected)}"
    for i, (a, b) in enumerate(zip(found, expected)):
        e = error(a, b)
        assert e <= tolerance, f"{what} #{i + 1}: error {e:.3e} > {tolerance:.0e}"


def activation_bytes(report: PartitionReport) -> int:
    """Saved bytes that are not primal inputs (those are alive anyway: free to save)."""
    return sum(e.bytes for e in report.saved if not e.origin.startswith("argument "))


def build(program: Program, dtype: DType) -> Module:
    module = program.module(dtype)
    note(str(module))
    return module


def tangents_for(module: Module, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed + 1)
    return [rng.normal(size=t.shape).astype(t.dtype.numpy) for t in module.get().result_types]


def run_split(split: Module, arrays, tangents, n_outputs: int):
    """(outputs, gradients) of a partitioned module: forward, then backward on its saved."""
    backward = split.get(f"{NAME}_backward")
    assert sum(TANGENT in flags for flags in backward.arg_flags) == n_outputs
    forward = interpret(split, *arrays, fn=f"{NAME}_forward")
    outs, saved = forward[:n_outputs], forward[n_outputs:]
    return outs, interpret(split, *saved, *tangents, fn=f"{NAME}_backward")


@settings(max_examples=30, deadline=None)
@given(program=programs())
def test_pipelines_verify_each_and_every_stage_reparses(program):
    module = build(program, DType.f32)
    texts: dict[str, str] = {}
    for pipeline in PIPELINES:
        for stage, text in dump_stages(module, pipeline, verify_each=True).items():
            body = text.split("\n", 1)[1] if text.startswith("// -----") else text
            texts.setdefault(body, f"{pipeline}: {stage}")
    for body, where in texts.items():
        assert print_module(parse_ir(body, where)) == body, where


@settings(max_examples=100, deadline=None)
@given(program=programs(), dtype=dtypes, pipeline=st.sampled_from(PIPELINES + BUDGETED),
       seed=seeds)
def test_partitioned_forward_backward_match_function_and_joint(program, dtype, pipeline, seed):
    module = build(program, dtype)
    arrays = program.inputs(dtype, seed)
    tangents = tangents_for(module, seed)
    expected = interpret(module, *arrays)
    joint = interpret(run_pipeline(module, "autodiff"), *arrays, *tangents)
    n = program.n_outputs
    assert_close(joint[:n], expected, TOLERANCE[dtype], "joint output")
    outs, grads = run_split(run_pipeline(module, pipeline), arrays, tangents, n)
    assert_close(outs, expected, TOLERANCE[dtype], "forward output")
    assert_close(grads, joint[n:], TOLERANCE[dtype], "backward gradient")


@settings(max_examples=100, deadline=None)
@given(program=programs(), pipeline=st.sampled_from(PIPELINES + BUDGETED), seed=seeds)
def test_gradients_match_torch_autograd(program, pipeline, seed):
    module = build(program, DType.f64)
    arrays = program.inputs(DType.f64, seed)
    tangents = tangents_for(module, seed)
    wrt = differentiable_args(module.get())
    xs = [torch.tensor(a, requires_grad=i in wrt) for i, a in enumerate(arrays)]
    expected = program.torch_outputs(*xs)
    live = [(o, torch.tensor(t)) for o, t in zip(expected, tangents) if o.requires_grad]
    grads = torch.autograd.grad([o for o, _ in live], [xs[i] for i in wrt],
                                [t for _, t in live], allow_unused=True) if live else []
    grads = [g if g is not None else torch.zeros_like(xs[i])
             for i, g in zip(wrt, [*grads] or [None] * len(wrt))]
    outs, found = run_split(run_pipeline(module, pipeline), arrays, tangents,
                            program.n_outputs)
    assert_close(outs, [o.detach().numpy() for o in expected], TORCH_TOLERANCE, "output")
    assert_close(found, [g.numpy() for g in grads], TORCH_TOLERANCE, "gradient")


@settings(max_examples=80, deadline=None)
@given(program=programs(), dtype=dtypes, joint_pipeline=st.sampled_from(JOINTS))
def test_min_cut_saves_no_more_than_default_and_is_deterministic(program, dtype,
                                                                  joint_pipeline):
    joint_module = run_pipeline(build(program, dtype), joint_pipeline)
    joint = joint_module.get()
    _, _, default = partition_function(joint, "default")
    forward, backward, min_cut = partition_function(joint, "min_cut")
    again = partition_function(parse_ir(str(joint_module)).get(), "min_cut")
    assert activation_bytes(min_cut) <= activation_bytes(default), str(min_cut)
    assert (default.saved_bytes, min_cut.saved_bytes) == \
        (min_cut.default_saved_bytes, min_cut.min_cut_saved_bytes)
    assert str(Module([forward, backward])) == str(Module(list(again[:2])))
    assert str(min_cut) == str(again[2])


@settings(max_examples=120, deadline=None)
@given(program=programs(), dtype=dtypes, seed=seeds)
def test_cleanup_preserves_numbers(program, dtype, seed):
    module = build(program, dtype)
    arrays = program.inputs(dtype, seed)
    joint = run_pipeline(module, "autodiff")
    joint_args = [*arrays, *tangents_for(module, seed)]
    subjects = [(module, arrays), (run_pipeline(module, "decompose"), arrays), (joint, joint_args)]
    for before, args in subjects:
        after = run_pipeline(before, CLEANUP)
        assert_close(interpret(after, *args), interpret(before, *args), TOLERANCE[dtype],
                     "after canonicalize,cse,dce")
