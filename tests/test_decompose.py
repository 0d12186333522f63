"""decompose: every composite op gives the numbers of its own `evaluate` once decomposed (f32 and
f64, ordinary and large-magnitude inputs), the stable forms are visible in the text, and the
cleanup pipelines keep the numbers of whole models."""
from __future__ import annotations

import textwrap
from collections import Counter

import numpy as np
import pytest

from aotgrad.ir import tensor as T
from aotgrad.ir.builder import Builder, finish_function, new_function
from aotgrad.ir.core import IRError, Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.rewrite import clone_module
from aotgrad.ir.types import DType, TensorType
from aotgrad.passes.decompose import decompose_function
from aotgrad.passes.manager import PassContext, run_pipeline

N, C = 6, 5
# id -> (op class, operand specs, attributes); "x" is a float operand, "labels" ints in [0, C).
CASES = {
    "softmax": (T.SoftmaxOp, [("x", (N, C))], {"axis": 1}),
    "softmax_axis0": (T.SoftmaxOp, [("x", (N, C))], {"axis": 0}),
    "log_softmax": (T.LogSoftmaxOp, [("x", (2, N, C))], {"axis": -1}),
    "logsumexp": (T.LogsumexpOp, [("x", (N, C))], {"axes": [1]}),
    "logsumexp_keepdim": (T.LogsumexpOp, [("x", (2, N, C))], {"axes": [0, 2], "keepdim": True}),
    "logsumexp_all": (T.LogsumexpOp, [("x", (N, C))], {}),
    "cross_entropy": (T.CrossEntropyOp, [("x", (N, C)), ("labels", (N,))], {}),
    "mse": (T.MseOp, [("x", (N, C)), ("x", (N, C))], {}),
    "layernorm": (T.LayernormOp, [("x", (N, C))], {"eps": 1e-5}),
    "layernorm_affine": (T.LayernormOp, [("x", (2, N, C)), ("x", (C,)), ("x", (C,))],
                         {"eps": 1e-3}),
    "gelu": (T.GeluOp, [("x", (N, C))], {}),
    "mean": (T.MeanOp, [("x", (N, C))], {"axes": [0]}),
    "mean_keepdim": (T.MeanOp, [("x", (2, N, C))], {"axes": [1, 2], "keepdim": True}),
    "dropout": (T.DropoutOp, [("x", (N, C)), ("rng", (2,))], {"p": 0.3, "offset": 11}),
}
TOLERANCE = {DType.f32: dict(rtol=2e-5, atol=1e-5), DType.f64: dict(rtol=1e-12, atol=1e-12)}


def build(cls, specs, attrs, dtype: DType) -> Module:
    types = [TensorType(shape, DType.i64 if kind in ("labels", "rng") else dtype)
             for kind, shape in specs]
    f = new_function("f", types, [f"{kind}_{i}" for i, (kind, _) in enumerate(specs)])
    out = Builder(f.body).op(cls, *f.args, **attrs)
    return Module([finish_function(f, [out])])


def sample(specs, dtype: DType, scale: float, rng) -> list[np.ndarray]:
    return [rng.integers(0, C, shape) if kind in ("labels", "rng") else
            (rng.standard_normal(shape) * scale).astype(dtype.numpy) for kind, shape in specs]


def decompose(m: Module, ctx: PassContext | None = None) -> Module:
    out = run_pipeline(m, "decompose", ctx=ctx)
    assert not [op.name for op in out.get().ops if type(op).composite]
    return out


@pytest.mark.parametrize("scale", [1.0, 1000.0], ids=["unit", "large"])
@pytest.mark.parametrize("dtype", [DType.f32, DType.f64], ids=str)
@pytest.mark.parametrize("case", CASES)
def test_decompose_gives_the_numbers_of_the_composite(case, dtype, scale):
    cls, specs, attrs = CASES[case]
    m = build(cls, specs, attrs, dtype)
    out = decompose(m)
    for seed in (0, 1):
        args = sample(specs, dtype, scale, np.random.default_rng(seed))
        (expected,), (found,) = interpret(m, *args), interpret(out, *args)
        assert np.all(np.isfinite(found))
        np.testing.assert_allclose(found, expected, **TOLERANCE[dtype])


def test_decompose_softmax_subtracts_the_max_and_keeps_the_name():
    m = parse_ir(textwrap.dedent("""
        func @f(%x: f32[1,2]) -> f32[1,2] {
          %probs = tensor.softmax %x {axis = 1} : f32[1,2]
          return %probs
        }
    """))
    out = decompose(m)
    assert str(out) == textwrap.dedent("""
        func @f(%x: f32[1,2]) -> f32[1,2] {
          %max = tensor.max %x {axes = [1], keepdim = true} : f32[1,1]
          %broadcast = tensor.broadcast %max {dims = [0, 1]} : f32[1,2]
          %shifted = tensor.sub %x, %broadcast : f32[1,2]
          %exp = tensor.exp %shifted : f32[1,2]
          %denom = tensor.sum %exp {axes = [1], keepdim = true} : f32[1,1]
          %broadcast_1 = tensor.broadcast %denom {dims = [0, 1]} : f32[1,2]
          %probs = tensor.div %exp, %broadcast_1 : f32[1,2]
          return %probs
        }
    """).lstrip()
    (found,) = interpret(out, np.array([[1000.0, 1001.0]], np.float32))
    np.testing.assert_allclose(found, [[0.26894142, 0.73105858]], rtol=1e-6)


def test_decompose_dropout_draws_the_same_mask_from_the_same_seed_and_offset():
    m = parse_ir(textwrap.dedent("""
        func @f(%x: f32[3,4], %rng: i64[2] nograd) -> f32[3,4] {
          %h = tensor.dropout %x, %rng {offset = 12, p = 0.25} : f32[3,4]
          return %h
        }
    """))
    out = decompose(m)
    assert str(out) == textwrap.dedent("""
        func @f(%x: f32[3,4], %rng: i64[2] nograd) -> f32[3,4] {
          %uniform = tensor.rand %rng {offset = 12} : f32[3,4]
          %p = tensor.constant 0.25 : f32[3,4]
          %keep = tensor.ge %uniform, %p : bool[3,4]
          %scale = tensor.constant 1.3333333333333333 : f32[3,4]
          %scaled = tensor.mul %x, %scale : f32[3,4]
          %zero = tensor.constant 0.0 : f32[3,4]
          %h = tensor.where %keep, %scaled, %zero : f32[3,4]
          return %h
        }
    """).lstrip()
    x, rng = np.ones((3, 4), np.float32), np.array([7, 5])
    (expected,), (found,) = interpret(m, x, rng), interpret(out, x, rng)
    np.testing.assert_array_equal(found == 0, expected == 0)
    np.testing.assert_allclose(found, expected, rtol=1e-6)


def test_decompose_cross_entropy_picks_the_label_logits_with_take_along():
    m = parse_ir(textwrap.dedent("""
        func @f(%logits: f64[2,3], %y: i32[2]) -> f64[] {
          %loss = tensor.cross_entropy %logits, %y : f64[]
          return %loss
        }
    """))
    ctx = PassContext()
    out = decompose(m, ctx)
    assert str(out) == textwrap.dedent("""
        func @f(%logits: f64[2,3], %y: i32[2]) -> f64[] {
          %label = tensor.reshape %y : i32[2,1]
          %take_along = tensor.take_along %logits, %label {axis = 1} : f64[2,1]
          %picked = tensor.reshape %take_along : f64[2]
          %max = tensor.max %logits {axes = [1], keepdim = true} : f64[2,1]
          %abs = tensor.abs %max : f64[2,1]
          %inf = tensor.constant inf : f64[2,1]
          %finite = tensor.lt %abs, %inf : bool[2,1]
          %zero = tensor.constant 0.0 : f64[2,1]
          %shift = tensor.where %finite, %max, %zero : f64[2,1]
          %broadcast = tensor.broadcast %shift {dims = [0, 1]} : f64[2,3]
          %sub = tensor.sub %logits, %broadcast : f64[2,3]
          %exp = tensor.exp %sub : f64[2,3]
          %sum = tensor.sum %exp {axes = [1], keepdim = true} : f64[2,1]
          %log = tensor.log %sum : f64[2,1]
          %add = tensor.add %log, %shift : f64[2,1]
          %lse = tensor.reshape %add : f64[2]
          %nll = tensor.sub %lse, %picked : f64[2]
          %sum_1 = tensor.sum %nll {axes = [0], keepdim = false} : f64[]
          %count = tensor.constant 2.0 : f64[]
          %loss = tensor.div %sum_1, %count : f64[]
          return %loss
        }
    """).lstrip()
    assert ctx.reports["decompose"] == [{"decomposed": {
        "tensor.cross_entropy": 1, "tensor.logsumexp": 1, "tensor.mean": 1}}]
    # A -inf logit of a class that is not the label must not turn the loss into nan.
    logits = np.array([[0.0, -np.inf, 1.0], [2.0, 0.5, -np.inf]])
    labels = np.array([2, 0], np.int32)
    (expected,), (found,) = interpret(m, logits, labels), interpret(out, logits, labels)
    assert np.isfinite(found)
    np.testing.assert_allclose(found, expected, rtol=1e-12)


@pytest.mark.parametrize("fill", [-np.inf, np.inf, np.nan])
def test_decompose_logsumexp_matches_on_rows_with_an_infinite_max(fill):
    m = build(T.LogsumexpOp, [("x", (3, 4))], {"axes": [1]}, DType.f64)
    x = np.random.default_rng(0).standard_normal((3, 4))
    x[1] = -np.inf
    x[2, 1] = fill
    with np.errstate(all="ignore"):
        (expected,), (found,) = interpret(m, x), interpret(decompose(m), x)
    np.testing.assert_allclose(found, expected, rtol=1e-12)


def test_decompose_rules_are_keyed_by_the_exact_op_class():
    class WrappedSoftmaxOp(T.SoftmaxOp):
        name = "tensor.wrapped_softmax"

    f = new_function("f", [TensorType((2, 3), DType.f32)], ["x"])
    finish_function(f, [Builder(f.body).op(WrappedSoftmaxOp, f.args[0], axis=1)])
    with pytest.raises(IRError, match="no decomposition for 'tensor.wrapped_softmax'"):
        decompose_function(f, Counter())


# --------------------------------------------------------------------------- whole models

MODELS = {
    "mlp_classifier": """
        func @mlp(%x: f32[8,16], %w1: f32[16,32], %b1: f32[32], %w2: f32[32,10], %b2: f32[10],
            %y: i64[8]) -> (f32[], f32[8,10]) {
          %h = tensor.matmul %x, %w1 : f32[8,32]
          %bb1 = tensor.broadcast %b1 {dims = [1]} : f32[8,32]
          %h1 = tensor.add %h, %bb1 : f32[8,32]
          %g = tensor.gelu %h1 : f32[8,32]
          %n = tensor.layernorm %g {eps = 1e-05} : f32[8,32]
          %one = tensor.constant 1.0 : f32[8,32]
          %n1 = tensor.mul %n, %one : f32[8,32]
          %logits = tensor.matmul %n1, %w2 : f32[8,10]
          %bb2 = tensor.broadcast %b2 {dims = [1]} : f32[8,10]
          %z = tensor.add %logits, %bb2 : f32[8,10]
          %loss = tensor.cross_entropy %z, %y : f32[]
          %probs = tensor.softmax %z {axis = 1} : f32[8,10]
          return %loss, %probs
        }
    """,
    "attention": """
        func @attn(%q: f32[4,8], %k: f32[4,8], %v: f32[4,8], %rng: i64[2] nograd) -> f32[4,8] {
          %kt = tensor.transpose %k {perm = [1, 0]} : f32[8,4]
          %ktt = tensor.transpose %kt {perm = [1, 0]} : f32[4,8]
          %kt2 = tensor.transpose %ktt {perm = [1, 0]} : f32[8,4]
          %s = tensor.matmul %q, %kt2 : f32[4,4]
          %c = tensor.constant 8.0 : f32[4,4]
          %r = tensor.sqrt %c : f32[4,4]
          %scaled = tensor.div %s, %r : f32[4,4]
          %p = tensor.softmax %scaled {axis = 1} : f32[4,4]
          %pd = tensor.dropout %p, %rng {offset = 0, p = 0.1} : f32[4,4]
          %o = tensor.matmul %pd, %v : f32[4,8]
          %flat = tensor.reshape %o : f32[32]
          %back = tensor.reshape %flat : f32[4,8]
          return %back
        }
    """,
    "regression": """
        func @reg(%x: f64[5,3], %w: f64[3,1], %t: f64[5,1]) -> (f64[], f64[1], f64[5,1]) {
          %p = tensor.matmul %x, %w : f64[5,1]
          %p2 = tensor.matmul %x, %w : f64[5,1]
          %zero = tensor.constant 0.0 : f64[5,1]
          %p3 = tensor.add %p2, %zero : f64[5,1]
          %loss = tensor.mse %p, %t : f64[]
          %lse = tensor.logsumexp %p3 {axes = [0], keepdim = false} : f64[1]
          %m = tensor.mean %p {axes = [1], keepdim = true} : f64[5,1]
          %dead = tensor.exp %m : f64[5,1]
          return %loss, %lse, %m
        }
    """,
}


@pytest.mark.parametrize("pipeline", ["canonicalize,cse,dce", "decompose,canonicalize,cse,dce"])
@pytest.mark.parametrize("model", MODELS)
def test_cleanup_pipelines_keep_the_numbers_of_models(model, pipeline):
    m = parse_ir(textwrap.dedent(MODELS[model]))
    out = run_pipeline(m, pipeline)
    f = out.get()
    assert len(f.ops) < len(m.get().ops) or pipeline.startswith("decompose")
    assert pipeline.startswith("canonicalize") or not any(type(op).composite for op in f.ops)
    assert str(run_pipeline(out, "canonicalize,cse,dce")) == str(out)
    rng = np.random.default_rng(0)
    args = [rng.integers(0, 10, t.shape) if t.dtype.is_int else
            rng.standard_normal(t.shape).astype(t.dtype.numpy) for t in f.arg_types]
    for expected, found in zip(interpret(m, *args), interpret(out, *args), strict=True):
        np.testing.assert_allclose(found, expected, **TOLERANCE[DType.from_numpy(found.dtype)])


def test_decompose_does_not_modify_its_input():
    m = build(T.LayernormOp, [("x", (2, 3)), ("x", (3,)), ("x", (3,))], {}, DType.f32)
    text = str(m)
    decompose(clone_module(m))
    decompose(m)
    assert str(m) == text


def test_a_value_without_a_name_takes_the_name_of_what_it_replaces():
    # mean over a size-1 axis decomposes to sum / 1; canonicalize keeps the sum, named `mean`.
    m = build(T.MeanOp, [("x", (3, 1))], {"axes": [1]}, DType.f64)
    out = run_pipeline(m, "decompose,canonicalize")
    assert str(out) == textwrap.dedent("""
        func @f(%x_0: f64[3,1]) -> f64[3] {
          %mean = tensor.sum %x_0 {axes = [1], keepdim = false} : f64[3]
          return %mean
        }
    """).lstrip()
    x = np.random.default_rng(0).standard_normal((3, 1))
    np.testing.assert_allclose(interpret(out, x)[0], interpret(m, x)[0], rtol=1e-12)


def test_a_matmul_by_an_operand_constant_along_k_becomes_a_sum_times_a_broadcast():
    # the gradient of sum(x @ w.T) through x and w: a broadcast scalar on either side, and a
    # row vector constant along k; a general matmul and a batched one stay as they are
    m = parse_ir(textwrap.dedent("""
        func @f(%g: f32[], %w: f32[10,96], %h: f32[32,96], %r: f32[5], %a: f32[5,4],
                %b: f32[2,3,4]) -> (f32[32,96], f32[10,96], f32[5,5], f32[5,5], f32[2,3,3]) {
          %gb = tensor.broadcast %g {dims = []} : f32[32,10]
          %d_h = tensor.matmul %gb, %w : f32[32,96]
          %gt = tensor.transpose %gb {perm = [1, 0]} : f32[10,32]
          %d_w = tensor.matmul %gt, %h : f32[10,96]
          %rb = tensor.broadcast %r {dims = [1]} : f32[5,5]
          %at = tensor.transpose %a {perm = [1, 0]} : f32[4,5]
          %y = tensor.matmul %at, %rb : f32[4,5]
          %keep = tensor.matmul %a, %at : f32[5,5]
          %bt = tensor.transpose %b {perm = [0, 2, 1]} : f32[2,4,3]
          %batched = tensor.matmul %b, %bt : f32[2,3,3]
          %z = tensor.transpose %y {perm = [1, 0]} : f32[5,4]
          %rb4 = tensor.broadcast %r {dims = [1]} : f32[4,5]
          %zz = tensor.matmul %z, %rb4 : f32[5,5]
          return %d_h, %d_w, %keep, %zz, %batched
        }
    """))
    out = decompose(m)
    names = [op.name for op in out.get().ops]
    assert names.count("tensor.matmul") == 2, str(out)       # %keep and %batched
    assert names.count("tensor.sum") == 4, str(out)          # %d_h, %d_w, %y, %zz
    for seed in (0, 1):
        args = sample([("x", t.shape) for t in m.get().arg_types], DType.f32, 1.0,
                      np.random.default_rng(seed))
        for found, expected in zip(interpret(out, *args), interpret(m, *args), strict=True):
            np.testing.assert_allclose(found, expected, rtol=1e-5, atol=1e-5)
