"""The DSL frontend builds the IR each language feature promises.

Small programs are pinned by their exact IR text; larger ones are checked by running the
reference interpreter against the same computation written in numpy. Every example file must
re-parse from its printed IR to identical text.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from aotgrad.frontend.diagnostics import DiagnosticError
from aotgrad.frontend.dsl import parse, parse_file
from aotgrad.ir import tensor as T
from aotgrad.ir.core import Location
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.types import DType, TensorType
from aotgrad.ir.verifier import verify

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.ag"))
SEED = """\
def loss(x: f32[10, 20], w: f32[20, 30], b: f32[30]) -> f32[] {
    h = relu(x @ w + b)
    z = sin(h) + cos(h)
    return sum(z)
}
"""


def ir(source: str) -> str:
    return str(parse(source, "t.ag"))


def run(source: str, *arrays):
    m = parse(source, "t.ag")
    verify(m)
    return interpret(m, *arrays)


def rand(*shape, seed=0):
    return np.random.default_rng(seed + len(shape)).standard_normal(shape).astype(np.float32)


# --------------------------------------------------------------------------- exact IR

def test_seed_program_builds_expected_ir():
    assert ir(SEED) == """\
func @loss(%x: f32[10,20], %w: f32[20,30], %b: f32[30]) -> f32[] {
  %mm = tensor.matmul %x, %w : f32[10,30]
  %b_1 = tensor.broadcast %b {dims = [1]} : f32[10,30]
  %add = tensor.add %mm, %b_1 : f32[10,30]
  %h = tensor.relu %add : f32[10,30]
  %sin = tensor.sin %h : f32[10,30]
  %cos = tensor.cos %h : f32[10,30]
  %z = tensor.add %sin, %cos : f32[10,30]
  %sum = tensor.sum %z {axes = [0, 1], keepdim = false} : f32[]
  return %sum
}
"""


def test_reassigned_name_becomes_unique_ssa_value():
    assert ir("def f(x: f32[3]) -> f32[3] {\n h = exp(x)\n h = h * h\n return h\n}") == """\
func @f(%x: f32[3]) -> f32[3] {
  %h = tensor.exp %x : f32[3]
  %h_1 = tensor.mul %h, %h : f32[3]
  return %h_1
}
"""


def test_semicolons_comments_and_blank_lines_separate_statements():
    one_line = "def f(x: f32[3]) -> f32[] { a = exp(x); b = a + x; return sum(b) }"
    spread = """
# leading comment

def f(x: f32[3])   # the input
    -> f32[]
{
    a = exp(x)     # first

    b = a + x ;
    return sum(b)  # last
}
"""
    assert ir(one_line) == ir(spread)


def test_newline_inside_brackets_continues_the_statement():
    split = "def f(x: f32[2, 3]) -> f32[3, 2] {\n  y = transpose(\n    x,\n    [1,\n 0],\n  )\n" \
            "  return y\n}"
    assert ir(split) == ir("def f(x: f32[2, 3]) -> f32[3, 2] {\n"
                           "  y = transpose(x, [1, 0]); return y\n}")


def test_numbers_become_constants_of_the_tensor_dtype():
    assert ir("def f(x: f64[2]) -> f64[2] { return 2 * x - 0.5 }") == """\
func @f(%x: f64[2]) -> f64[2] {
  %constant = tensor.constant 2.0 : f64[2]
  %mul = tensor.mul %constant, %x : f64[2]
  %constant_1 = tensor.constant 0.5 : f64[2]
  %sub = tensor.sub %mul, %constant_1 : f64[2]
  return %sub
}
"""


def test_number_arithmetic_is_folded_into_attributes():
    text = ir("def f(x: f32[4, 6]) -> f32[8, 3] {\n n = 2\n"
              " return reshape(x, [n ** 3, -(n + 1) + 2 * 3])\n}")
    assert "tensor.reshape %x : f32[8,3]" in text
    assert "constant" not in text


def test_literal_kinds():
    text = ir('def f(x: f32[4, 5]) -> f32[4, 1] {\n'
              '  s = sum(x, axis=1, keepdim=true)\n'
              '  n = layernorm(s, eps=1e-5)\n'
              '  return checkpoint_name(n, "norm")\n}')
    assert "{axes = [1], keepdim = true}" in text
    assert "tensor.layernorm %s {eps = 1e-05}" in text
    assert '{name = "norm", policy = "save"}' in text


def test_checkpoint_tags_build_checkpoint_ops():
    m = parse("def f(x: f32[3]) -> f32[3] {\n a = save(x)\n b = recompute(a)\n"
              " c = checkpoint_name(b, 'act')\n d = checkpoint(c, name='raw', policy='none')\n"
              " return d\n}")
    tags = [(op.attrs["name"], op.attrs["policy"]) for op in m.get().ops
            if isinstance(op, T.CheckpointOp)]
    assert tags == [("", "save"), ("", "recompute"), ("act", "save"), ("raw", "none")]


def test_dot_T_reverses_every_dim():
    text = ir("def f(a: f32[2, 3, 4], v: f32[5], m: f32[2, 3]) -> (f32[4, 3, 2], f32[5], "
              "f32[2, 3]) {\n return a.T, v.T, m.T.T\n}")
    assert "%transpose = tensor.transpose %a {perm = [2, 1, 0]} : f32[4,3,2]" in text
    assert "tensor.transpose %v {perm = [0]} : f32[5]" in text
    assert text.count("{perm = [1, 0]}") == 2


def test_precedence_follows_python():
    def shape_of_ops(src):
        return [type(op).__name__ for op in parse(src).get().ops
                if not isinstance(op, (T.ConstantOp, T.BroadcastOp))]
    assert shape_of_ops("def f(x: f32[2]) -> f32[2] { return -x ** 2 }") == \
        ["PowOp", "NegOp", "ReturnOp"]
    assert shape_of_ops("def f(x: f32[2]) -> bool[2] { return x + 1 < x * 2 ** -1 }") == \
        ["AddOp", "MulOp", "LtOp", "ReturnOp"]
    x = np.array([1.5, -2.0], np.float32)
    (r,) = run("def f(x: f32[2]) -> f32[2] { return 1 - x - 2 * x / 4 ** 0.5 }", x)
    np.testing.assert_allclose(r, 1 - x - 2 * x / 4 ** 0.5)


def test_dtype_names_are_literals():
    text = ir("def f(x: f32[2]) -> i64[2] { return cast(cast(x, f64), dtype=i64) }")
    assert "tensor.cast %x {dtype = f64} : f64[2]" in text
    assert "{dtype = i64} : i64[2]" in text


def test_constructors():
    text = ir("def f(x: f32[2, 3]) -> f32[2, 3] { return x + full([2, 3], 1.5) + zeros([3])"
              " * ones([2, 1]) }")
    assert "tensor.constant 1.5 : f32[2,3]" in text
    assert "tensor.constant 0.0 : f32[3]" in text
    assert "tensor.constant 1.0 : f32[2,1]" in text


# --------------------------------------------------------------------------- numbers

def test_ops_with_attributes_match_numpy():
    src = """
def f(x: f32[4, 6], w: f32[6], b: f32[6]) -> (f32[6, 4], f32[4, 6], f32[2, 12], f32[4],
                                              f32[3, 6], f32[8, 6], f32[4, 6]) {
    t = transpose(x, [1, 0])
    s = softmax(x, axis=-1)
    r = reshape(x, [2, -1])
    m = max(x, axis=1)
    sl = slice(x, axis=0, start=1, stop=4)
    c = concat(x, x * 2, axis=0)
    ln = layernorm(x, w, b, eps=1e-5)
    return t, s, r, m, sl, c, ln
}
"""
    x, w, b = rand(4, 6), rand(6), rand(6, seed=1)
    t, s, r, m, sl, c, ln = run(src, x, w, b)
    e = np.exp(x - x.max(-1, keepdims=True))
    mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    np.testing.assert_allclose(t, x.T)
    np.testing.assert_allclose(s, e / e.sum(-1, keepdims=True), rtol=1e-6)
    np.testing.assert_allclose(r, x.reshape(2, -1))
    np.testing.assert_allclose(m, x.max(1))
    np.testing.assert_allclose(sl, x[1:4])
    np.testing.assert_allclose(c, np.concatenate([x, 2 * x]))
    np.testing.assert_allclose(ln, (x - mu) / np.sqrt(var + 1e-5) * w + b, rtol=1e-5, atol=1e-5)


def test_broadcasting_and_comparisons_match_numpy():
    src = """def f(a: f32[3, 1, 4], b: f32[5, 1], c: f32[4]) -> (f32[3, 5, 4], f32[3, 5, 4]) {
        d = a * b - c / 2
        return where(d > 0, d, 0.1 * d), maximum(d, c) ** 2
    }"""
    a, b, c = rand(3, 1, 4), rand(5, 1), rand(4)
    got = run(src, a, b, c)
    d = a * b - c / 2
    np.testing.assert_allclose(got[0], np.where(d > 0, d, np.float32(0.1) * d), rtol=1e-6)
    np.testing.assert_allclose(got[1], np.maximum(d, c) ** 2, rtol=1e-6)


def test_batched_matmul_broadcasts_batch_dims():
    src = "def f(x: f32[2, 3, 4], w: f32[4, 5]) -> f32[2, 3, 5] { return x @ w }"
    x, w = rand(2, 3, 4), rand(4, 5)
    np.testing.assert_allclose(run(src, x, w)[0], x @ w, rtol=1e-5)


def test_dropout_draws_with_the_implicit_rng_argument():
    m = parse("def f(x: f32[64]) -> f32[64] { return dropout(x, p=0.25) }")
    (op,) = [o for o in m.get().ops if isinstance(o, T.DropoutOp)]
    assert (op.p, op.offset, op.rng) == (0.25, 0, m.get().args[1])
    assert "%rng: i64[2] nograd" in str(m)
    (y,) = interpret(m, np.ones(64, np.float32), np.array([3, 0]))
    assert set(np.unique(y)) <= {0.0, np.float32(1 / 0.75)} and 0 < (y == 0).sum() < 64


# --------------------------------------------------------------------------- functions

def test_calls_are_inlined_in_either_order():
    src = """
def model(x: f32[4, 8], w: f32[8, 8]) -> f32[] {
    h = layer(layer(x, w), w)
    return sum(h)
}
def layer(x: f32[4, 8], w: f32[8, 8]) -> f32[4, 8] {
    return tanh(x @ w)
}
"""
    m = parse(src)
    assert [f.name for f in m.functions] == ["model", "layer"]
    assert m.get().name == "layer"
    model = m.get("model")
    assert [type(op).__name__ for op in model.ops] == \
        ["MatmulOp", "TanhOp", "MatmulOp", "TanhOp", "SumOp", "ReturnOp"]
    assert model.ops[3].result.name_hint == "h"
    x, w = rand(4, 8), rand(8, 8) / 3
    (got,) = interpret(m, x, w, fn="model")
    np.testing.assert_allclose(got, np.tanh(np.tanh(x @ w) @ w).sum(), rtol=1e-5)


def test_call_arguments_by_keyword_and_numbers_as_constants():
    src = """
def affine(x: f32[3], scale: f32[3], shift: f32[]) -> f32[3] { return x * scale + shift }
def f(x: f32[3]) -> f32[3] { return affine(x, shift=0.5, scale=2) }
"""
    x = rand(3)
    np.testing.assert_allclose(run(src, x)[0], x * 2 + 0.5, rtol=1e-6)


def test_multiple_results_declared_returned_and_unpacked():
    src = """
def stats(x: f32[4, 5]) -> (f32[4], f32[4]) {
    m = mean(x, axis=1)
    return m, sum((x - reshape(m, [4, 1])) ** 2, axis=1) / 5
}
def f(x: f32[4, 5]) -> (f32[4, 5], f32[4]) {
    mu, var = stats(x)
    return (x - reshape(mu, [4, 1])) / sqrt(reshape(var, [4, 1]) + 1e-5), var
}
"""
    m = parse(src)
    f = m.get()
    assert f.result_types == [TensorType((4, 5), DType.f32), TensorType((4,), DType.f32)]
    assert "-> (f32[4,5], f32[4])" in str(m)
    x = rand(4, 5)
    y, var = interpret(m, x)
    np.testing.assert_allclose(var, x.var(1), rtol=1e-5)
    np.testing.assert_allclose(y, (x - x.mean(1, keepdims=True)) / np.sqrt(
        x.var(1, keepdims=True) + 1e-5), rtol=1e-4, atol=1e-5)


def test_returned_numbers_take_the_declared_type():
    assert ir("def f(x: f32[2]) -> (f32[2], i64[3]) { return x, 7 }") == """\
func @f(%x: f32[2]) -> (f32[2], i64[3]) {
  %constant = tensor.constant 7 : i64[3]
  return %x, %constant
}
"""


def test_nograd_parameters_get_the_flag():
    m = parse("def f(x: f32[4, 3], y: i64[4] nograd, m: f32[4] nograd) -> f32[] {\n"
              "    return cross_entropy(x, y) + sum(m)\n}")
    f = m.get()
    assert f.arg_flags == [frozenset(), frozenset({"nograd"}), frozenset({"nograd"})]
    assert [a.name_hint for a in f.args] == ["x", "y", "m"]
    assert "%y: i64[4] nograd, %m: f32[4] nograd" in str(m)


def test_every_op_carries_its_source_location():
    src = "def f(x: f32[2, 3], b: f32[3]) -> f32[] {\n    h = relu(x + b)\n" \
          "    return sum(-h.T)\n}\n"
    f = parse(src, "m.ag").get()
    locs = [(type(op).__name__, op.loc) for op in f.ops]
    at = lambda line, col: Location("m.ag", line, col)  # noqa: E731
    assert locs == [("BroadcastOp", at(2, 16)), ("AddOp", at(2, 16)), ("ReluOp", at(2, 9)),
                    ("TransposeOp", at(3, 19)), ("NegOp", at(3, 16)), ("SumOp", at(3, 12)),
                    ("ReturnOp", at(3, 5))]
    assert f.loc == at(1, 5)
    assert "loc(\"m.ag\":2:9)" in print_module(parse(src, "m.ag"), print_loc=True)


def test_parse_accepts_bytes_and_a_byte_order_mark():
    text = "\ufeffdef f(x: f32[2]) -> f32[2] { return x }\r\n"
    assert ir(text.encode("utf-8")) == ir(text[1:]) == ir(text.replace("\r", ""))


# --------------------------------------------------------------------------- diagnostics

def test_error_text_is_location_source_line_and_caret():
    src = "def f(x: f32[10, 20], w: f32[20, 30], c: f32[20]) -> f32[] {\n" \
          "    h = relu(x @ w + c)\n    return sum(h)\n}\n"
    with pytest.raises(DiagnosticError) as info:
        parse(src, "model.ag")
    assert str(info.value) == (
        "model.ag:2:20: error: 'add' cannot broadcast f32[10,30] and f32[20] together\n"
        "    h = relu(x @ w + c)\n"
        "                   ^")


def test_caret_follows_tabs_in_the_source_line():
    with pytest.raises(DiagnosticError) as info:
        parse("def f(x: f32[2]) -> f32[2] {\n\treturn  y\n}")
    assert str(info.value).split("\n")[1:] == ["\treturn  y", "\t        ^"]


@pytest.mark.parametrize("source, message", [
    ("def f(x: f32[2]) -> f32[2] { return x +  }", "unexpected '}'; expected an expression"),
    ("def f(x: f32[2]) -> f32[2] { return (x)) }", "unexpected ')'"),
    ("def f(x: f32[2]) -> f32[2] { return relu(x y) }", "unexpected name 'y'; expected"),
    ("def f(x: f32[2]) -> f32[2] { return sum(x, axis=1, x) }",
     "positional argument follows keyword argument"),
    ("def f(x: f32[2]) -> f32[] { return sum(x, axis=x) }",
     "'sum' argument 'axis' must be a constant, not a tensor"),
    ("def f(x: f32[2]) -> f32[2] { return x + [1, 2] }", "'+' needs tensors or numbers"),
    ("def f(x: f32[2]) -> f32[2] { return x }\ndef relu(x: f32[2]) -> f32[2] { return x }",
     "'relu' is a built-in op"),
    ("def f(x: f32[2.5]) -> f32[2] { return x }", "a dimension must be a whole number"),
    ("def f(x: f32[2]) -> f32[2] { return x * 99999999999999999999 }", "does not fit in 64"),
    ("def f(x: f32[2]) -> f32[2] { return }", "'return' needs a value"),
])
def test_user_errors_read_plainly(source, message):
    with pytest.raises(DiagnosticError) as info:
        parse(source, "e.ag")
    assert message in info.value.message
    assert str(info.value).startswith("e.ag:1:") or str(info.value).startswith("e.ag:2:")


# --------------------------------------------------------------------------- examples

@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_round_trips_through_ir_text(path):
    m = parse_file(path)
    verify(m)
    text = str(m)
    assert str(parse_ir(text, str(path))) == text


def test_examples_exist():
    assert {p.name for p in EXAMPLES} >= {"mlp.ag", "seed.ag", "classifier.ag", "attention.ag"}


def test_seed_example_matches_numpy():
    x, w, b = rand(10, 20), rand(20, 30), rand(30)
    (got,) = interpret(parse_file(EXAMPLES[0].parent / "seed.ag"), x, w, b)
    h = np.maximum(x @ w + b, 0)
    np.testing.assert_allclose(got, (np.sin(h) + np.cos(h)).sum(), rtol=1e-5)


def test_mlp_example_matches_numpy():
    m = parse_file(EXAMPLES[0].parent / "mlp.ag")
    shapes = [a.type.shape for a in m.get().args]
    assert shapes == [(128, 1024), (1024, 2048), (2048,), (2048, 2048), (2048,), (2048, 10),
                      (10,)]
    x, w1, b1, w2, b2, w3, b3 = (rand(*s, seed=i) / math.sqrt(s[0]) for i, s in
                                 enumerate(shapes))
    (got,) = interpret(m, x, w1, b1, w2, b2, w3, b3)
    h = np.maximum(np.maximum(x @ w1 + b1, 0) @ w2 + b2, 0)
    np.testing.assert_allclose(got, (h @ w3 + b3).sum(), rtol=1e-4)


def test_classifier_example_matches_numpy():
    m = parse_file(EXAMPLES[0].parent / "classifier.ag")
    f = m.get()
    assert f.arg_flags[1] == frozenset({"nograd"})
    args = [rand(*a.type.shape, seed=i) for i, a in enumerate(f.args)]
    args[1] = np.random.default_rng(0).integers(0, 10, 64)

    def gelu(v):
        return 0.5 * v * (1 + np.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v ** 3)))

    def block(h, g, beta, w, b):
        n = (h - h.mean(-1, keepdims=True)) / np.sqrt(h.var(-1, keepdims=True) + 1e-5)
        return h + gelu((n * g + beta) @ w + b)

    x, labels, w_in, b_in = args[:4]
    h = block(block(x @ w_in + b_in, *args[4:8]), *args[8:12])
    logits = (h @ args[12] + args[13]).astype(np.float64)
    logp = logits - logits.max(1, keepdims=True)
    logp -= np.log(np.exp(logp).sum(1, keepdims=True))
    (got,) = interpret(m, *args)
    np.testing.assert_allclose(got, -logp[np.arange(64), labels].mean(), rtol=1e-4)


def test_attention_example_matches_numpy():
    m = parse_file(EXAMPLES[0].parent / "attention.ag")
    x, wq, wk, wv, wo = (rand(*a.type.shape, seed=i) / 4 for i, a in enumerate(m.get().args))
    q, k, v = x @ wq, x @ wk, x @ wv
    s = q @ k.transpose(0, 2, 1) / math.sqrt(32)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    (got,) = interpret(m, x, wq, wk, wv, wo)
    np.testing.assert_allclose(got, ((p @ v) @ wo).mean(), rtol=1e-4, atol=1e-6)
