"""The shape of what `autodiff` produces: the joint signature (primals_N, tangents_N, flags),
output order, which arguments get gradients, zeros for unused ones, fan-out sums, exact text
for small cases, a rule for every differentiable op, and tidiness (no dead ops, no composite
op the input did not have).
"""
from __future__ import annotations

import numpy as np
import pytest
from gradient_cases import CASES, build_function, inputs

from aotgrad.ir import tensor as T
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.rewrite import clone_module
from aotgrad.ir.types import DType
from aotgrad.passes.autodiff import differentiable_args, joint_function
from aotgrad.passes.dce import eliminate_dead_code
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.vjp_rules import VJP_RULES

LAYER = """\
func @layer_joint(%x: f32[32,784] nograd, %w: f32[784,128]) -> f32[32,128] {
  %mm = tensor.matmul %x, %w : f32[32,128]
  %tanh = tensor.tanh %mm : f32[32,128]
  return %tanh
}
"""

LAYER_JOINT = """\
func @layer_joint(%primals_1: f32[32,784] nograd {name = "x"}, \
%primals_2: f32[784,128] {name = "w"}, %tangents_1: f32[32,128] tangent) -> (f32[32,128], f32[784,128]) {
  %mm = tensor.matmul %primals_1, %primals_2 : f32[32,128]
  %tanh = tensor.tanh %mm : f32[32,128]
  %mul = tensor.mul %tanh, %tanh : f32[32,128]
  %one = tensor.constant 1.0 : f32[32,128]
  %sub = tensor.sub %one, %mul : f32[32,128]
  %d_mm = tensor.mul %tangents_1, %sub : f32[32,128]
  %t = tensor.transpose %primals_1 {perm = [1, 0]} : f32[784,32]
  %d_primals_2 = tensor.matmul %t, %d_mm : f32[784,128]
  return %tanh, %d_primals_2
}
"""

MIXED = """\
func @f(%x: f32[3], %k: i64[3], %y: f32[3] nograd, %u: f32[3]) -> (f32[], i64[3], f32[3]) {
  %sin = tensor.sin %x : f32[3]
  %p = tensor.mul %sin, %x : f32[3]
  %q = tensor.mul %p, %y : f32[3]
  %s = tensor.sum %q {axes = [0], keepdim = false} : f32[]
  %a = tensor.argmax %u {axis = 0, keepdim = false} : i64[]
  %k2 = tensor.add %k, %k : i64[3]
  return %s, %k2, %x
}
"""

MIXED_JOINT = """\
func @f(%primals_1: f32[3] {name = "x"}, %primals_2: i64[3] {name = "k"}, \
%primals_3: f32[3] nograd {name = "y"}, %primals_4: f32[3] {name = "u"}, %tangents_1: f32[] tangent, %tangents_2: i64[3] tangent, %tangents_3: f32[3] tangent) \
-> (f32[], i64[3], f32[3], f32[3], f32[3]) {
  %sin = tensor.sin %primals_1 : f32[3]
  %p = tensor.mul %sin, %primals_1 : f32[3]
  %q = tensor.mul %p, %primals_3 : f32[3]
  %s = tensor.sum %q {axes = [0], keepdim = false} : f32[]
  %k2 = tensor.add %primals_2, %primals_2 : i64[3]
  %d_q = tensor.broadcast %tangents_1 {dims = []} : f32[3]
  %d_p = tensor.mul %d_q, %primals_3 : f32[3]
  %d_sin = tensor.mul %d_p, %primals_1 : f32[3]
  %mul = tensor.mul %d_p, %sin : f32[3]
  %cos = tensor.cos %primals_1 : f32[3]
  %mul_1 = tensor.mul %d_sin, %cos : f32[3]
  %add = tensor.add %tangents_3, %mul : f32[3]
  %d_primals_1 = tensor.add %add, %mul_1 : f32[3]
  %d_primals_4 = tensor.constant 0.0 : f32[3]
  return %s, %k2, %primals_1, %d_primals_1, %d_primals_4
}
"""


def autodiff(text: str) -> str:
    return str(run_pipeline(parse_ir(text), "autodiff"))


def test_joint_of_a_tanh_layer_prints_exactly():
    assert autodiff(LAYER) == LAYER_JOINT


def test_joint_names_flags_output_order_and_which_args_get_gradients():
    """x: summed over three uses; k: integer; y: nograd; u: reaches only an argmax (zeros)."""
    assert autodiff(MIXED) == MIXED_JOINT
    f = parse_ir(MIXED).get()
    assert differentiable_args(f) == [0, 3]
    joint = joint_function(f)
    assert [a.name_hint for a in joint.args] == [
        "primals_1", "primals_2", "primals_3", "primals_4", "tangents_1", "tangents_2",
        "tangents_3"]
    assert joint.arg_flags[2] == {"nograd"} and all(
        flags == {"tangent"} for flags in joint.arg_flags[4:])


def test_joint_values_match_the_hand_derived_gradient():
    joint = run_pipeline(parse_ir(MIXED), "autodiff")
    x, y = np.array([0.5, -1.0, 2.0]), np.array([1.0, 2.0, -3.0])
    k, u = np.array([1, 2, 3]), np.zeros(3)
    t1, t2, t3 = np.float32(1.5), np.zeros(3, np.int64), np.array([0.25, 0.5, 1.0])
    s, k2, out_x, d_x, d_u = interpret(joint, x, k, y, u, t1, t2, t3)
    expected = t1 * y * (np.sin(x) + x * np.cos(x)) + t3
    np.testing.assert_allclose(d_x, expected, rtol=1e-6)
    np.testing.assert_array_equal(d_u, np.zeros(3))
    np.testing.assert_array_equal(k2, 2 * k)
    assert s == pytest.approx(np.sum(np.sin(x) * x * y), rel=1e-6)


def test_outputs_that_are_arguments_pass_tangents_through():
    joint = autodiff("func @id(%x: f64[2], %y: f64[2]) -> (f64[2], f64[2]) {\n"
                     "  return %y, %x\n}\n")
    assert joint == (
        "func @id(%primals_1: f64[2] {name = \"x\"}, %primals_2: f64[2] {name = \"y\"}, "
        "%tangents_1: f64[2] tangent, "
        "%tangents_2: f64[2] tangent) -> (f64[2], f64[2], f64[2], f64[2]) {\n"
        "  return %primals_2, %primals_1, %tangents_2, %tangents_1\n}\n")


def test_joint_of_a_joint_keeps_only_its_own_tangent_flags():
    twice = run_pipeline(parse_ir(LAYER), "autodiff,autodiff").get()
    assert len(twice.args) == 3 + 2
    assert twice.arg_flags[:3] == [{"nograd"}, frozenset(), frozenset()]
    assert twice.arg_flags[3:] == [{"tangent"}, {"tangent"}]
    # outputs of the first joint (tanh, d_w), then gradients for its w and tangents_1
    assert [str(t) for t in twice.result_types] == ["f32[32,128]", "f32[784,128]",
                                                    "f32[784,128]", "f32[32,128]"]


def test_autodiff_leaves_its_input_unchanged():
    module = parse_ir(MIXED)
    before = str(module)
    run_pipeline(module, "autodiff")
    assert str(module) == before


def test_every_tensor_op_has_a_rule_exactly_when_it_is_differentiable():
    for op in T.DIALECT.ops:
        assert (op in VJP_RULES) == op.differentiable, op.name
    assert set(VJP_RULES) <= set(T.DIALECT.ops)


@pytest.mark.parametrize("pipeline", ["autodiff", "decompose,autodiff"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_joints_have_no_dead_ops_and_no_new_composites(case, pipeline):
    module = build_function(case, inputs(case, DType.f64))
    joint = run_pipeline(module, pipeline)
    assert eliminate_dead_code(clone_module(joint).get()) == 0
    before = {type(op) for op in run_pipeline(module, pipeline.replace("autodiff", "dce"))
              .get().ops if type(op).composite}
    after = {type(op) for op in joint.get().ops if type(op).composite}
    assert after <= before


def test_a_single_gradient_contribution_is_used_without_adds():
    joint = autodiff("func @f(%x: f32[4]) -> f32[4] {\n"
                     "  %e = tensor.exp %x : f32[4]\n  %s = tensor.sin %e : f32[4]\n"
                     "  return %s\n}\n")
    assert "tensor.add" not in joint and "tensor.constant" not in joint
    assert "%d_e = tensor.mul %tangents_1, %cos" in joint
    assert "%d_primals_1 = tensor.mul %d_e, %e" in joint
