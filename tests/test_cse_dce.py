"""cse and dce: exact output text for what each pass is about, and the reference interpreter
before vs after on random inputs for every case."""
from __future__ import annotations

import textwrap

import numpy as np

from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import PassContext, run_pipeline


def random_args(f, rng):
    """Inputs for `f`: normal floats, small ints, bools."""
    args = []
    for t in f.arg_types:
        if t.dtype.is_float:
            x = rng.standard_normal(t.shape)
        elif t.dtype.is_int:
            x = rng.integers(-5, 6, t.shape)
        else:
            x = rng.random(t.shape) < 0.5
        args.append(np.asarray(x, t.dtype.numpy))
    return args


def check(pipeline: str, src: str, expected: str, ctx: PassContext | None = None) -> None:
    before = parse_ir(textwrap.dedent(src))
    after = run_pipeline(before, pipeline, ctx=ctx)
    assert str(after) == textwrap.dedent(expected).lstrip()
    for seed in (0, 1):
        args = random_args(before.get(), np.random.default_rng(seed))
        for e, got in zip(interpret(before, *args), interpret(after, *args), strict=True):
            np.testing.assert_array_equal(got, e)


# --------------------------------------------------------------------------- cse

def test_cse_merges_equal_ops_and_then_their_users():
    check("cse", """
        func @f(%x: f32[4], %y: f32[4]) -> (f32[4], f32[4]) {
          %a = tensor.exp %x : f32[4]
          %b = tensor.exp %x : f32[4]
          %c = tensor.mul %a, %y : f32[4]
          %d = tensor.mul %b, %y : f32[4]
          return %c, %d
        }
    """, """
        func @f(%x: f32[4], %y: f32[4]) -> (f32[4], f32[4]) {
          %a = tensor.exp %x : f32[4]
          %c = tensor.mul %a, %y : f32[4]
          return %c, %c
        }
    """)


def test_cse_treats_swapped_operands_as_equal_only_for_commutative_ops():
    check("cse", """
        func @f(%x: f32[4], %y: f32[4]) -> (f32[4], f32[4], f32[4], f32[4], bool[4], bool[4]) {
          %a = tensor.add %x, %y : f32[4]
          %b = tensor.add %y, %x : f32[4]
          %c = tensor.sub %x, %y : f32[4]
          %d = tensor.sub %y, %x : f32[4]
          %e = tensor.eq %x, %y : bool[4]
          %g = tensor.eq %y, %x : bool[4]
          return %a, %b, %c, %d, %e, %g
        }
    """, """
        func @f(%x: f32[4], %y: f32[4]) -> (f32[4], f32[4], f32[4], f32[4], bool[4], bool[4]) {
          %a = tensor.add %x, %y : f32[4]
          %c = tensor.sub %x, %y : f32[4]
          %d = tensor.sub %y, %x : f32[4]
          %e = tensor.eq %x, %y : bool[4]
          return %a, %a, %c, %d, %e, %e
        }
    """)


def test_cse_compares_attributes():
    check("cse", """
        func @f(%x: f32[4,3]) -> (f32[3], f32[3], f32[4], f32[4,1], f64[4,3], f64[4,3]) {
          %s0 = tensor.sum %x {axes = [0], keepdim = false} : f32[3]
          %s1 = tensor.sum %x {axes = [0], keepdim = false} : f32[3]
          %s2 = tensor.sum %x {axes = [1], keepdim = false} : f32[4]
          %s3 = tensor.sum %x {axes = [1], keepdim = true} : f32[4,1]
          %c0 = tensor.cast %x {dtype = f64} : f64[4,3]
          %c1 = tensor.cast %x {dtype = f64} : f64[4,3]
          return %s0, %s1, %s2, %s3, %c0, %c1
        }
    """, """
        func @f(%x: f32[4,3]) -> (f32[3], f32[3], f32[4], f32[4,1], f64[4,3], f64[4,3]) {
          %s0 = tensor.sum %x {axes = [0], keepdim = false} : f32[3]
          %s2 = tensor.sum %x {axes = [1], keepdim = false} : f32[4]
          %s3 = tensor.sum %x {axes = [1], keepdim = true} : f32[4,1]
          %c0 = tensor.cast %x {dtype = f64} : f64[4,3]
          return %s0, %s0, %s2, %s3, %c0, %c0
        }
    """)


def test_cse_compares_constants_by_exact_value_and_type():
    # 0.0 and -0.0 differ (1/x tells them apart); nan equals nan as a constant.
    check("cse", """
        func @f() -> (f32[2], f32[2], f32[2], f32[2], f32[2], f64[2], f32[2], f32[2], f32[2]) {
          %one = tensor.constant 1.0 : f32[2]
          %zero = tensor.constant 0.0 : f32[2]
          %minus_zero = tensor.constant -0.0 : f32[2]
          %nan = tensor.constant nan : f32[2]
          %nan_again = tensor.constant nan : f32[2]
          %one64 = tensor.constant 1.0 : f64[2]
          %d = tensor.constant [1.0, 2.0] : f32[2]
          %d_again = tensor.constant [1.0, 2.0] : f32[2]
          %e = tensor.constant [1.0, 3.0] : f32[2]
          return %one, %zero, %minus_zero, %nan, %nan_again, %one64, %d, %d_again, %e
        }
    """, """
        func @f() -> (f32[2], f32[2], f32[2], f32[2], f32[2], f64[2], f32[2], f32[2], f32[2]) {
          %one = tensor.constant 1.0 : f32[2]
          %zero = tensor.constant 0.0 : f32[2]
          %minus_zero = tensor.constant -0.0 : f32[2]
          %nan = tensor.constant nan : f32[2]
          %one64 = tensor.constant 1.0 : f64[2]
          %d = tensor.constant [1.0, 2.0] : f32[2]
          %e = tensor.constant [1.0, 3.0] : f32[2]
          return %one, %zero, %minus_zero, %nan, %nan, %one64, %d, %d, %e
        }
    """)


def test_cse_merges_random_ops_only_with_equal_rng_and_offset():
    # The generator is counter-based: equal rng operands and attributes give equal numbers.
    check("cse", """
        func @f(%x: f32[4], %rng: i64[2] nograd, %rng2: i64[2] nograd) -> (f32[4], f32[4], \
f32[4], f32[4], f32[4], f32[4], f32[4]) {
          %r = tensor.rand %rng {offset = 0} : f32[4]
          %r_same = tensor.rand %rng {offset = 0} : f32[4]
          %r_seed = tensor.rand %rng2 {offset = 0} : f32[4]
          %r_offset = tensor.rand %rng {offset = 4} : f32[4]
          %d = tensor.dropout %x, %rng {offset = 0, p = 0.5} : f32[4]
          %d_same = tensor.dropout %x, %rng {offset = 0, p = 0.5} : f32[4]
          %d_offset = tensor.dropout %x, %rng {offset = 8, p = 0.5} : f32[4]
          return %r, %r_same, %r_seed, %r_offset, %d, %d_same, %d_offset
        }
    """, """
        func @f(%x: f32[4], %rng: i64[2] nograd, %rng2: i64[2] nograd) -> (f32[4], f32[4], \
f32[4], f32[4], f32[4], f32[4], f32[4]) {
          %r = tensor.rand %rng {offset = 0} : f32[4]
          %r_seed = tensor.rand %rng2 {offset = 0} : f32[4]
          %r_offset = tensor.rand %rng {offset = 4} : f32[4]
          %d = tensor.dropout %x, %rng {offset = 0, p = 0.5} : f32[4]
          %d_offset = tensor.dropout %x, %rng {offset = 8, p = 0.5} : f32[4]
          return %r, %r, %r_seed, %r_offset, %d, %d, %d_offset
        }
    """)


def test_cse_should_not_merge_checkpoints():
    src = """
        func @f(%x: f32[4]) -> (f32[4], f32[4]) {
          %a = tensor.checkpoint %x {name = "h", policy = "save"} : f32[4]
          %b = tensor.checkpoint %x {name = "h", policy = "save"} : f32[4]
          return %a, %b
        }
    """
    check("cse", src, src)


def test_cse_reports_ops_removed():
    ctx = PassContext()
    check("cse", """
        func @f(%x: f32[4]) -> f32[4] {
          %a = tensor.neg %x : f32[4]
          %b = tensor.neg %x : f32[4]
          %c = tensor.add %a, %b : f32[4]
          return %c
        }
    """, """
        func @f(%x: f32[4]) -> f32[4] {
          %a = tensor.neg %x : f32[4]
          %c = tensor.add %a, %a : f32[4]
          return %c
        }
    """, ctx)
    assert ctx.reports["cse"] == [{"ops_removed": 1}]


# --------------------------------------------------------------------------- dce

def test_dce_removes_unused_chains_and_keeps_the_signature():
    ctx = PassContext()
    check("dce", """
        func @f(%x: f32[4], %unused: f32[4], %rng: i64[2] nograd) -> f32[4] {
          %a = tensor.exp %x : f32[4]
          %b = tensor.log %a : f32[4]
          %r = tensor.rand %rng {offset = 0} : f32[4]
          %c = tensor.add %b, %r : f32[4]
          %y = tensor.neg %x : f32[4]
          return %y
        }
    """, """
        func @f(%x: f32[4], %unused: f32[4], %rng: i64[2] nograd) -> f32[4] {
          %y = tensor.neg %x : f32[4]
          return %y
        }
    """, ctx)
    assert ctx.reports["dce"] == [{"ops_removed": 4}]


def test_dce_keeps_checkpoints_and_what_they_read():
    src = """
        func @f(%x: f32[4]) -> f32[4] {
          %a = tensor.exp %x : f32[4]
          %k = tensor.checkpoint %a {name = "a", policy = "recompute"} : f32[4]
          return %x
        }
    """
    check("dce", src, src)


def test_cleanup_pipeline_on_a_redundant_function():
    check("canonicalize,cse,dce", """
        func @f(%x: f32[4,3], %w: f32[3,2]) -> (f32[4,2], f32[4,2]) {
          %one = tensor.constant 1.0 : f32[4,3]
          %x1 = tensor.mul %x, %one : f32[4,3]
          %a = tensor.matmul %x1, %w : f32[4,2]
          %b = tensor.matmul %x, %w : f32[4,2]
          %t = tensor.transpose %b {perm = [1, 0]} : f32[2,4]
          %dead = tensor.exp %t : f32[2,4]
          %r = tensor.relu %a : f32[4,2]
          %s = tensor.relu %b : f32[4,2]
          return %r, %s
        }
    """, """
        func @f(%x: f32[4,3], %w: f32[3,2]) -> (f32[4,2], f32[4,2]) {
          %a = tensor.matmul %x, %w : f32[4,2]
          %r = tensor.relu %a : f32[4,2]
          return %r, %r
        }
    """)
