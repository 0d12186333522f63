"""`bool - bool` (and `-bool`) was accepted by the DSL and the tracer, then failed in the
interpreter with numpy's raw TypeError and in codegen with "'arith.sub' is not defined on
bool". PyTorch refuses both where they are written, advising `^` / `logical_xor()` and `~` /
`logical_not()`: aotgrad now does the same (the ops refuse bool operands, so every frontend
and the IR parser report it at its location), and has those four spellings."""
import re

import numpy as np
import pytest
import torch

import aotgrad

XOR = re.escape("Subtraction, the `-` operator, with two bool tensors is not supported. Use "
                "the `^` or `logical_xor()` operator instead.")
NOT = re.escape("Negation, the `-` operator, on a bool tensor is not supported. If you are "
                "trying to invert a mask, use the `~` or `logical_not()` operator instead.")


def test_bool_minus_bool_in_the_dsl_is_a_located_error_with_pytorchs_advice():
    src = "def f(x: f32[3]) -> bool[3] {\n    m = x > 0.0\n    return m - m\n}\n"
    with pytest.raises(aotgrad.IRError, match=r"^m\.ag:3:14: error: 'sub' of bool\[3\]: " + XOR):
        aotgrad.parse(src, "m.ag")


def test_bool_arguments_subtracted_in_the_dsl_are_refused():
    with pytest.raises(aotgrad.IRError, match=r"^m\.ag:1:53: error: .*" + XOR):
        aotgrad.parse("def f(m: bool[3], n: bool[3]) -> bool[3] { return m - n }", "m.ag")


def test_negated_bool_in_the_dsl_is_a_located_error_with_pytorchs_advice():
    src = "def f(x: f32[3]) -> bool[3] {\n    m = x > 0.0\n    return -m\n}\n"
    with pytest.raises(aotgrad.IRError, match=r"^m\.ag:3:12: error: 'neg' of bool\[3\]: " + NOT):
        aotgrad.parse(src, "m.ag")


def test_bool_minus_bool_traced_is_located_at_the_users_line():
    def f(x):
        m = x > 0
        return m - m
    line = f.__code__.co_firstlineno + 2
    with pytest.raises(aotgrad.TraceError, match=rf"test_bool_subtraction\.py:{line}:\d+: "
                                                 rf"error: .*" + XOR):
        aotgrad.compile(f)(np.ones(3, np.float32))


def test_negated_bool_traced_is_located_at_the_users_line():
    def f(x):
        return -(x > 0)
    line = f.__code__.co_firstlineno + 1
    with pytest.raises(aotgrad.TraceError, match=rf"test_bool_subtraction\.py:{line}:\d+: "
                                                 rf"error: .*" + NOT):
        aotgrad.compile(f)(np.ones(3, np.float32))


def test_bool_minus_bool_in_ir_text_is_refused_where_written():
    text = ("func @f(%m: bool[3]) -> bool[3] {\n"
            "  %d = tensor.sub %m, %m : bool[3]\n"
            "  return %d\n}\n")
    with pytest.raises(aotgrad.IRError, match=r"m\.ir:2:\d+: .*" + XOR):
        aotgrad.parse_ir(text, "m.ir")


def test_eager_bool_tensors_refuse_subtraction():
    m = aotgrad.tensor(np.array([True, False]))
    with pytest.raises(aotgrad.IRError, match=XOR):
        m - m
    with pytest.raises(aotgrad.IRError, match=NOT):
        -m


def test_the_advised_spellings_give_pytorchs_results():
    x, y = np.array([1.0, -1.0, 2.0, 0.0]), np.array([0.5, 3.0, -1.0, 0.0])

    def f(x, y):
        a, b = x > 0, y > 0
        return ~a, a ^ b, aotgrad.logical_xor(a, b), aotgrad.logical_not(x), \
            aotgrad.logical_xor(x, y)
    tx, ty = torch.tensor(x), torch.tensor(y)
    ta, tb = tx > 0, ty > 0
    want = [~ta, ta ^ tb, torch.logical_xor(ta, tb), torch.logical_not(tx),
            torch.logical_xor(tx, ty)]
    for found, w in zip(aotgrad.compile(f)(x, y), want):
        assert found.tolist() == w.tolist()
    dsl = aotgrad.parse("def f(x: f64[4], y: f64[4]) -> (bool[4], bool[4]) {\n"
                        "    return logical_not(x > 0.0), logical_xor(x > 0.0, y > 0.0)\n}\n")
    found = aotgrad.compile(dsl)(x, y)
    assert [v.tolist() for v in found] == [want[0].tolist(), want[1].tolist()]


def test_tilde_of_an_integer_tensor_is_bitwise_not_logical():
    # PyTorch's ~ of integers flips their bits (it was refused before aotgrad had bitwise
    # ops, never taken as the logical not); of a float it is refused
    out = aotgrad.compile(lambda x: ~x)(np.array([1, 2, 0]))
    np.testing.assert_array_equal(out, (~torch.tensor([1, 2, 0])).numpy())
    with pytest.raises(aotgrad.TraceError, match="only defined on integer and bool tensors"):
        aotgrad.compile(lambda x: ~x)(np.array([1.0, 2.0]))
