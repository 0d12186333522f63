"""Invalid input is refused with a located aotgrad error instead of silently accepted.

Found by an independent fuzzer: `transpose(x, [1, 2])` on rank 2 became `perm = [1, 0]`;
`x[::0]` returned `x`; `f32[2^40, 2^40]` was accepted and its byte count overflowed to 0;
`parse_ir` ran a body returning `f32[2]` from a function declared `-> f32[7]`; a shape
attribute contradicting the result type was dropped; a parameter named `true` was shadowed by
the constant; `interpret` truncated `[1.7, 2.9]` into an `i64` argument; `compile(lambda x:
3.0)` returned an output with `requires_grad=True`; `partition{strategy=magic}` and
`memory_budget=2` were accepted until a joint function appeared.
"""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.passes.manager import parse_pipeline


def test_transpose_perm_out_of_range_is_refused():
    with pytest.raises(aotgrad.ShapeError, match=r"perm \[1, 2\] is not a permutation of rank 2"):
        aotgrad.trace(lambda x: aotgrad.transpose(x, [1, 2]), np.zeros((2, 3)))
    # negative entries in range still mean what numpy means
    m = aotgrad.trace(lambda x: aotgrad.transpose(x, [-1, 0]), np.zeros((2, 3)))
    assert "perm = [1, 0]" in str(m)


def test_slice_step_zero_is_refused():
    with pytest.raises(aotgrad.Error, match="step must be positive, got 0"):
        aotgrad.trace(lambda x: x[::0], np.zeros((4,)))


HUGE = "f32[1099511627776,1099511627776]"


def test_huge_tensor_type_is_refused_in_the_dsl_and_the_ir():
    src = "def f(x: f32[1099511627776, 1099511627776]) -> f32[] {\n    return sum(x)\n}\n"
    with pytest.raises(aotgrad.IRError, match=rf"^m\.ag:1:10: error: {re_escape(HUGE)} is "
                       "too large"):
        aotgrad.parse(src, "m.ag")
    ir = f"func @f(%x: {HUGE}) -> {HUGE} {{\n  return %x\n}}\n"
    with pytest.raises(aotgrad.ShapeError, match=r"^m\.ir:1:\d+: error: .* is too large"):
        aotgrad.parse_ir(ir, "m.ir")


def test_byte_counts_do_not_overflow():
    t = aotgrad.ir.types.TensorType((2 ** 30, 2 ** 30), aotgrad.ir.types.DType.f32)
    assert t.nbytes == 2 ** 62                # exact, not wrapped
    with pytest.raises(aotgrad.ShapeError):
        aotgrad.ir.types.TensorType((2 ** 31, 2 ** 31), aotgrad.ir.types.DType.f64)


def re_escape(s):
    import re
    return re.escape(s)


def test_parse_ir_checks_the_returned_types():
    ir = "func @f(%x: f32[2]) -> f32[7] {\n  return %x\n}\n"
    with pytest.raises(aotgrad.ShapeError, match=r"^m\.ir:2:3: error: function '@f' returns "
                       r"\(f32\[2\]\) but is declared to return \(f32\[7\]\)"):
        aotgrad.parse_ir(ir, "m.ir")


def test_shape_attribute_contradicting_the_result_type_is_refused():
    ir = ("func @f(%x: f32[2,3]) -> f32[3,2] {\n"
          "  %r = tensor.reshape %x {shape = [6, 1]} : f32[3,2]\n  return %r\n}\n")
    with pytest.raises(aotgrad.IRError, match=r"^m\.ir:2:3: error: 'tensor.reshape' attribute "
                       r"'shape' = \[6, 1\] contradicts the result type f32\[3,2\]"):
        aotgrad.parse_ir(ir, "m.ir")
    agreeing = ir.replace("[6, 1]", "[3, 2]")
    assert "tensor.reshape %x : f32[3,2]" in str(aotgrad.parse_ir(agreeing))


@pytest.mark.parametrize("src, what", [
    ("def f(true: f32[2]) -> f32[2] {\n    return true\n}\n", "a parameter"),
    ("def false(x: f32[2]) -> f32[2] {\n    return x\n}\n", "a function"),
])
def test_reserved_words_cannot_name_parameters_or_functions(src, what):
    with pytest.raises(aotgrad.Error, match=rf"^m\.ag:1:\d+: error: '(true|false)' is a reserved "
                       rf"word and cannot name {what}"):
        aotgrad.parse(src, "m.ag")


def test_interpret_refuses_values_an_integer_argument_cannot_hold():
    m = aotgrad.parse_ir("func @f(%x: i64[2]) -> i64[2] {\n  return %x\n}\n")
    with pytest.raises(aotgrad.DTypeError, match=r"argument #1 is i64\[2\], but element 0 is 1\.7"):
        aotgrad.interpret(m, [1.7, 2.9])
    np.testing.assert_array_equal(aotgrad.interpret(m, [1.0, 2.0])[0], [1, 2])   # exact: fine
    b = aotgrad.parse_ir("func @f(%x: bool[2]) -> bool[2] {\n  return %x\n}\n")
    with pytest.raises(aotgrad.DTypeError, match="element 1 is 2"):
        aotgrad.interpret(b, [1, 2])
    with pytest.raises(aotgrad.DTypeError, match="must be numbers"):
        aotgrad.interpret(m, ["a", "b"])


@pytest.mark.parametrize("pipeline, message", [
    ("partition{strategy=magic}", "strategy must be one of default, min_cut, got 'magic'"),
    ("autodiff,partition{memory_budget=2}", "memory_budget must be in [0, 1], got 2.0"),
    ("partition{strategy=default,memory_budget=0.5}", "applies to strategy=min_cut only"),
])
def test_partition_options_fail_when_the_pipeline_is_parsed(pipeline, message):
    with pytest.raises(aotgrad.IRError, match=re_escape(message)):
        parse_pipeline(pipeline)
    module = aotgrad.parse("def f(x: f32[2]) -> f32[2] {\n    return x\n}\n")   # no joint
    with pytest.raises(aotgrad.IRError, match=re_escape(message)):
        aotgrad.run_passes(module, pipeline)


def test_outputs_that_do_not_depend_on_a_grad_input_do_not_require_grad():
    x = aotgrad.tensor(np.ones(3), requires_grad=True)
    assert not aotgrad.compile(lambda x: 3.0)(x).requires_grad
    total, const, index = aotgrad.compile(
        lambda x: (x.sum(), aotgrad.zeros([2]) + 1.0, aotgrad.argmax(x, axis=0)))(x)
    assert (total.requires_grad, const.requires_grad, index.requires_grad) == (True, False, False)
    total.backward()
    np.testing.assert_array_equal(x.grad, [1.0, 1.0, 1.0])
