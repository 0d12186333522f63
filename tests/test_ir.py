"""IR core: types, op construction and inference, printer/parser round trip, verifier
messages, and the reference interpreter, on hand-written IR."""
from __future__ import annotations

import numpy as np
import pytest

from aotgrad.ir import tensor as T
from aotgrad.ir.builder import Builder, finish_function, new_function, tensor_type
from aotgrad.ir.core import IRError, Module
from aotgrad.ir.dialect import all_dialects, registry
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.types import BufferType, DType, IndexType, ScalarType, TensorType
from aotgrad.ir.verifier import verify

SEED = """\
func @loss(%x: f32[10,20], %w: f32[20,30], %b: f32[30] nograd) -> f32[] {
  %mm = tensor.matmul %x, %w : f32[10,30]
  %b_1 = tensor.broadcast %b {dims = [1]} : f32[10,30]
  %add = tensor.add %mm, %b_1 : f32[10,30]
  %relu = tensor.relu %add : f32[10,30]
  %sin = tensor.sin %relu : f32[10,30]
  %cos = tensor.cos %relu : f32[10,30]
  %add_1 = tensor.add %sin, %cos : f32[10,30]
  %sum = tensor.sum %add_1 {axes = [0, 1], keepdim = false} : f32[]
  return %sum
}
"""


def test_types_print_as_the_text_format():
    assert str(TensorType((10, 20), DType.f32)) == "f32[10,20]"
    assert str(TensorType((), DType.i64)) == "i64[]"
    assert str(BufferType((4,), DType.f64)) == "buf<f64[4]>"
    assert str(ScalarType(DType.bool)) == "bool"
    assert str(IndexType()) == "index"
    assert TensorType((2, 3), DType.f64).nbytes == 48


def test_parse_print_round_trip_is_exact():
    m = parse_ir(SEED)
    assert str(m) == SEED
    assert str(parse_ir(str(m))) == SEED
    verify(m)


def test_every_op_round_trips_and_interprets():
    src = """\
func @all(%x: f32[4,6], %y: f32[4,6], %v: f32[6], %l: i64[4] nograd) -> (f32[6,4], i64[4]) {
  %neg = tensor.neg %x : f32[4,6]
  %exp = tensor.exp %neg : f32[4,6]
  %log = tensor.log %exp : f32[4,6]
  %sig = tensor.sigmoid %log : f32[4,6]
  %g = tensor.gelu %sig : f32[4,6]
  %c = tensor.cast %g {dtype = f64} : f64[4,6]
  %c_1 = tensor.cast %c {dtype = f32} : f32[4,6]
  %p = tensor.pow %c_1, %y : f32[4,6]
  %m = tensor.maximum %p, %x : f32[4,6]
  %lt = tensor.lt %m, %y : bool[4,6]
  %w = tensor.where %lt, %m, %y : f32[4,6]
  %s = tensor.softmax %w {axis = 1} : f32[4,6]
  %ls = tensor.log_softmax %s {axis = 0} : f32[4,6]
  %lse = tensor.logsumexp %ls {axes = [1], keepdim = true} : f32[4,1]
  %b = tensor.broadcast %lse {dims = [0, 1]} : f32[4,6]
  %ln = tensor.layernorm %b {eps = 1e-05} : f32[4,6]
  %t = tensor.transpose %ln {perm = [1, 0]} : f32[6,4]
  %r = tensor.reshape %t : f32[24]
  %sl = tensor.slice %r {axis = 0, start = 2, step = 3, stop = 20} : f32[6]
  %cat = tensor.concat %sl, %v {axis = 0} : f32[12]
  %r_1 = tensor.reshape %cat : f32[2,6]
  %z = tensor.constant [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]] : f32[2,4]
  %zt = tensor.transpose %z {perm = [1, 0]} : f32[4,2]
  %mm = tensor.matmul %zt, %r_1 : f32[4,6]
  %ce = tensor.cross_entropy %mm, %l : f32[]
  %am = tensor.argmax %mm {axis = 1, keepdim = false} : i64[4]
  %ceb = tensor.broadcast %ce {dims = []} : f32[6,4]
  %out = tensor.add %ceb, %t : f32[6,4]
  return %out, %am
}
"""
    m = parse_ir(src)
    assert str(m) == src
    verify(m)
    rng = np.random.default_rng(0)
    x, y = rng.random((4, 6)) + 0.5, rng.random((4, 6))
    out, am = interpret(m, x, y, rng.random(6), np.array([0, 1, 2, 3]))
    assert out.shape == (6, 4) and out.dtype == np.float32 and np.isfinite(out).all()
    assert am.dtype == np.int64


def test_builder_infers_types_and_names():
    f = new_function("f", [tensor_type((3, 4)), tensor_type((4,))], ["x", "v"])
    b = Builder(f.body)
    x, v = f.args
    vb = b.broadcast_to(v, (3, 4), hint="v")
    s = b.op(T.AddOp, x, vb, hint="s")
    r = b.op(T.SumOp, s, axes=[-1], keepdim=True)
    finish_function(f, [r])
    assert str(f) == """\
func @f(%x: f32[3,4], %v: f32[4]) -> f32[3,1] {
  %v_1 = tensor.broadcast %v {dims = [1]} : f32[3,4]
  %s = tensor.add %x, %v_1 : f32[3,4]
  %sum = tensor.sum %s {axes = [1], keepdim = true} : f32[3,1]
  return %sum
}"""


@pytest.mark.parametrize("cls, operands, attrs, message", [
    (T.AddOp, [(2, 3), (3, 2)], {}, "equal shapes"),
    (T.MatmulOp, [(2, 3), (4, 5)], {}, "contraction dims differ"),
    (T.SumOp, [(2, 3)], {"axes": [2]}, "axis 2 is out of range"),
    (T.ReshapeOp, [(2, 3)], {"shape": [4, 2]}, "cannot reshape"),
    (T.TransposeOp, [(2, 3)], {"perm": [0, 0]}, "not a permutation"),
    (T.SumOp, [(2,)], {"axis": "x"}, "expects a list of integers"),
    (T.SumOp, [(2,)], {"bogus": 1}, "has no attribute 'bogus'"),
    (T.BroadcastOp, [(3,)], {"shape": [4, 2]}, "cannot broadcast"),
    (T.ExpOp, [(2,)], {}, None),
])
def test_op_build_errors_name_the_op(cls, operands, attrs, message):
    f = new_function("f", [tensor_type(s) for s in operands])
    if message is None:
        cls.build(f.args, attrs)
        return
    with pytest.raises(IRError, match=message) as e:
        cls.build(f.args, attrs)
    assert cls.name in str(e.value)


def test_integer_transcendental_is_a_dtype_error():
    f = new_function("f", [tensor_type((2,), "i32")])
    with pytest.raises(IRError, match="floating-point"):
        T.ExpOp.build(f.args)


@pytest.mark.parametrize("text, message", [
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.exp %z : f32[2]\n  return %y\n}",
     "undefined value '%z'"),
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.bogus %x : f32[2]\n  return %y\n}",
     "unknown op 'tensor.bogus'"),
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.exp %x : f32[3]\n  return %y\n}",
     r"inferred f32\[2\]"),
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.exp %x : f32[2]\n  %y = tensor.exp %x :"
     " f32[2]\n  return %y\n}", "defined twice"),
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.exp %x : f32[2\n}", "syntax error"),
    ("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.sum %x {axes = [0], keepdim = 3} : f32[]"
     "\n  return %y\n}", "keepdim"),
])
def test_parser_errors_are_located(text, message):
    with pytest.raises(IRError, match=message) as e:
        parse_ir(text, "bad.ir")
    assert str(e.value).startswith("bad.ir:")


def test_verifier_reports_return_type_mismatch():
    m = parse_ir("func @f(%x: f32[2]) -> f32[2] {\n  %y = tensor.exp %x : f32[2]\n"
                 "  return %y\n}")
    m.get().result_types = [tensor_type((3,))]
    with pytest.raises(IRError, match=r"returns \(f32\[2\]\) but is declared to return"):
        verify(m)


def test_verifier_reports_dominance_and_types():
    m = parse_ir(SEED)
    ops = m.get().ops
    ops[0], ops[1] = ops[1], ops[0]
    verify(m)   # independent ops: still fine
    ops[2], ops[3] = ops[3], ops[2]
    with pytest.raises(IRError, match="does not dominate"):
        verify(m)
    m = parse_ir(SEED)
    m.get().ops[3].results[0].type = tensor_type((10, 31))
    with pytest.raises(IRError, match=r"expected f32\[10,30\], found f32\[10,31\]") as e:
        verify(m)
    assert "'tensor.relu'" in str(e.value) and "@loss" in str(e.value)


def test_interpreter_matches_numpy_on_the_seed_model():
    rng = np.random.default_rng(1)
    x, w, b = rng.standard_normal((10, 20)), rng.standard_normal((20, 30)), rng.standard_normal(30)
    (got,) = interpret(parse_ir(SEED), x, w, b)
    h = np.maximum(x.astype(np.float32) @ w.astype(np.float32) + b.astype(np.float32), 0)
    np.testing.assert_allclose(got, np.sum(np.sin(h) + np.cos(h)), rtol=1e-5)


def test_interpreter_checks_argument_shapes():
    with pytest.raises(IRError, match=r"argument #1 must have shape \[10, 20\]"):
        interpret(parse_ir(SEED), np.ones((2, 2)), np.ones((20, 30)), np.ones(30))


def test_counter_rng_is_a_pure_function_of_seed_offset_and_index():
    a = T.counter_uniform(7, 0, (4, 5), DType.f32)
    b = T.counter_uniform(7, 0, (20,), DType.f32)
    c = T.counter_uniform(7, 5, (15,), DType.f32)
    np.testing.assert_array_equal(a.reshape(-1), b)
    np.testing.assert_array_equal(b[5:], c)
    assert 0.0 <= a.min() and a.max() < 1.0
    assert not np.array_equal(a, T.counter_uniform(8, 0, (4, 5), DType.f32))
    assert abs(T.counter_uniform(1, 0, (100000,), DType.f64).mean() - 0.5) < 0.01


def test_registry_has_every_dialect_op_once():
    names = [op.name for d in all_dialects() for op in d.ops]
    assert len(names) == len(set(names)) == len(registry())
    assert "tensor.matmul" in registry() and "return" in registry()


def test_module_get_names_the_missing_function():
    m = Module([parse_ir(SEED).get()])
    with pytest.raises(IRError, match="no function named '@nope'"):
        m.get("nope")
